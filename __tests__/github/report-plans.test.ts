import { describe, expect, it } from '@jest/globals';
import { planAnnotations } from '../../src/report/annotations.js';
import { CHECK_RUN_ANNOTATIONS_DEFAULT, findingToCheckAnnotation, planCheckRun } from '../../src/report/check-run.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { reportWithFindings } from './helpers.js';

describe('check-run annotations', () => {
  it('maps a finding to a Checks annotation: level, prefix, one-line columns only', () => {
    expect(
      findingToCheckAnnotation(
        { code: 'X001', severity: 'error', message: 'm', file: 'a.tsv', line: 3, column: 2, endColumn: 5, gate: 'g' },
        'sub'
      )
    ).toEqual({
      path: 'sub/a.tsv',
      start_line: 3,
      end_line: 3,
      start_column: 2,
      end_column: 5,
      annotation_level: 'failure',
      title: 'X001 (gate g)',
      message: 'm'
    });
    expect(
      findingToCheckAnnotation({
        code: 'X001',
        severity: 'warning',
        message: 'm',
        file: 'a.tsv',
        line: 3,
        column: 2,
        endLine: 6
      })
    ).toEqual({ path: 'a.tsv', start_line: 3, end_line: 6, annotation_level: 'warning', title: 'X001', message: 'm' });
    expect(findingToCheckAnnotation({ code: 'X001', severity: 'notice', message: 'm', file: 'a.tsv' })).toMatchObject({
      start_line: 1,
      end_line: 1,
      annotation_level: 'notice'
    });
    expect(findingToCheckAnnotation({ code: 'X001', severity: 'notice', message: 'm' })).toBeUndefined();
  });

  it('plans the located findings, errors first, with the verdict as conclusion: 50 by default (one request)', () => {
    const pass = planCheckRun(reportWithFindings(3, { verdictPass: true }));
    expect(pass.conclusion).toBe('success');
    expect(pass.title).toMatch(/^passed: 1 gate\(s\) passed/);
    const fail = planCheckRun(reportWithFindings(75));
    expect(fail.conclusion).toBe('failure');
    expect(fail.annotations).toHaveLength(CHECK_RUN_ANNOTATIONS_DEFAULT);
    expect(fail.capped).toBe(25);
    expect(fail.annotations.every((a) => a.annotation_level === 'failure')).toBe(true);
    // max-annotations raises it.
    const raised = planCheckRun(reportWithFindings(75), { maxAnnotations: 100 });
    expect(raised.annotations).toHaveLength(75);
    expect(raised.capped).toBeUndefined();
  });
});

describe('workflow-command annotation budget', () => {
  it('reserves slots for notices the action emits itself', () => {
    const r = reportWithFindings(30, { verdictPass: true }); // 30 notices + 1 run-level notice
    const plain = planAnnotations(r);
    expect(plain.filter((a) => a.level === 'notice')).toHaveLength(10);
    const reserved = planAnnotations(r, { reserve: { notice: 2 } });
    expect(reserved.filter((a) => a.level === 'notice')).toHaveLength(8);
    expect(reserved.at(-1)).toMatchObject({ title: 'BG007' });
  });
});

describe('comment', () => {
  it('has the headline table, the failing gates, the link and the marker last', () => {
    const body = renderComment(reportWithFindings(2), { marker: commentMarker('gate'), detailsUrl: 'https://x/run' });
    expect(body).toMatch(/^### ❌ benchgate failed/);
    expect(body).toContain(
      '| ❌ | Release inventory rel/ | <code>rel/ARTIFACT_MANIFEST.tsv</code> | gates passed 0/1 | 1 | 2 | 0 |'
    );
    expect(body).toContain(
      '- ❌ Release inventory rel/ (<code>rel/ARTIFACT_MANIFEST.tsv</code>) **integrity**: sizes and hashes ([summary](https://x/run))'
    );
    expect(body).toContain('[Full summary and every finding](https://x/run)');
    expect(body.trimEnd().endsWith('<!-- benchgate:gate -->')).toBe(true);
    expect(commentMarker('a-->b')).toBe('<!-- benchgate:a-b -->');
  });
});
