import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxOf, minOf, pushAll } from '../../src/core/arrays.js';
import type { Finding, SuiteResult } from '../../src/core/model.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { buildReport, capFindings, MAX_FINDINGS } from '../../src/report/build.js';
import { planCheckRun } from '../../src/report/check-run.js';
import { renderComment } from '../../src/report/comment.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { runCheck } from '../../src/run.js';
import { validateSchema } from '../../src/suites/pcs/schema.js';
import { REPO } from '../helpers/paths.js';

/**
 * Issue 18, "no crash paths": more than ~120k findings ended in `Maximum call stack size exceeded`
 * (`push(...spread)`), exit 2 and no report. Findings are now capped per artifact with one overflow finding
 * (BG033), and no array from data is spread into a call anywhere in src/ (ESLint rule in eslint.config.mjs).
 */

const N = 200_000;
function many(n: number, file = 'a.json'): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < n; i++)
    out.push({
      code: i % 3 === 0 ? 'PCS010' : 'PCS033',
      severity: i % 1000 === 999 ? 'error' : 'warning',
      message: `m${i}`,
      file,
      line: i + 1
    });
  return out;
}

describe('findings capped per artifact (BG033)', () => {
  it('keeps the most severe, and one BG033 at the worst level stands for the rest, counted by code', () => {
    const fs = many(5000);
    const capped = capFindings(fs, 100, { file: 'a.json' });
    expect(capped).toHaveLength(100);
    // 5 errors in 5000 (every 1000th), all kept, first.
    expect(capped.slice(0, 5).every((f) => f.severity === 'error')).toBe(true);
    const over = capped[99];
    expect(over).toMatchObject({ code: 'BG033', severity: 'warning', file: 'a.json' });
    expect(over.message).toMatch(
      /^4901 more finding\(s\) are not listed \(the report keeps 100 per artifact\): PCS033 ×3\d\d\d, PCS010 ×1\d\d\d\./
    );
    // The worst level of what is cut decides BG033's level, so the verdict never changes.
    const errs: Finding[] = [
      ...many(10).map((f) => ({ ...f, severity: 'notice' as const })),
      { code: 'X001', severity: 'error', message: 'e' }
    ];
    expect(capFindings(errs, 3)[2].severity).toBe('notice');
    expect(
      capFindings(
        [
          { code: 'X001', severity: 'notice', message: 'n' },
          ...errs.slice(0, 3).map((f) => ({ ...f, severity: 'error' as const }))
        ],
        2
      ).map((f) => [f.code, f.severity])
    ).toEqual([
      ['PCS010', 'error'],
      ['BG033', 'error']
    ]);
    expect(capFindings(fs.slice(0, 10), 100)).toHaveLength(10);
  });

  it(`${N} findings on one artifact: a report, every renderer, the right verdict, in seconds`, () => {
    const suite: SuiteResult = {
      suite: 'pcs',
      title: 'pcs',
      artifacts: [
        {
          artifact: { path: 'a.json', kind: 'pcs' },
          gates: [{ id: 'schema', title: 'schema', status: 'fail' }],
          findings: many(N)
        }
      ],
      findings: many(N, 'b.json')
    };
    const r = buildReport([suite], many(N, 'c.json'), { root: '.', failOn: 'error', suites: ['pcs'] });
    expect(r.suites[0].artifacts[0].findings).toHaveLength(MAX_FINDINGS);
    expect(r.suites[0].findings).toHaveLength(MAX_FINDINGS);
    expect(r.findings).toHaveLength(MAX_FINDINGS);
    expect(r.suites[0].artifacts[0].findings.filter((f) => f.code === 'BG033')).toHaveLength(1);
    expect(r.verdict).toBe('fail');
    expect(renderSummary(r).length).toBeLessThan(1024 * 1024);
    expect(renderComment(r, { marker: '<!-- m -->' })).toContain('<!-- m -->');
    expect(planAnnotations(r).length).toBeLessThanOrEqual(31);
    const plan = planCheckRun(r, { maxAnnotations: 1_000_000 }); // max-annotations raised: every annotation
    // The suite's and the run's own BG033 have no file: in the check run's summary only.
    expect([plan.annotations.length, plan.unplaced]).toEqual([3 * MAX_FINDINGS - 2, 2]);
    expect(renderText(r, { color: false })).toContain('BG033');
    expect(renderJUnit(r)).toContain('<testsuites');
    expect(JSON.stringify(renderSarif(r, () => undefined)).length).toBeGreaterThan(0);
  }, 60_000);

  it('pushAll / maxOf / minOf handle arrays far past the spread limit', () => {
    const big = Array.from({ length: 300_000 }, (_, i) => i);
    expect(() => [].push(...(big as never[]))).toThrow(RangeError);
    expect(pushAll([-1], big)).toHaveLength(300_001);
    expect(maxOf(big)).toBe(299_999);
    expect(minOf(big)).toBe(0);
    expect(maxOf([], 7)).toBe(7);
    expect(maxOf([1, NaN, 3])).toBeNaN();
  });
});

describe('a pcs bundle of many empty benchmark_runs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bg-cap-'));
    const doc = JSON.parse(
      readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8')
    ) as Record<string, unknown>;
    doc['benchmark_runs'] = Array.from({ length: 10_000 }, () => ({}));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'b', 'labtrust.pcs_bench_ingest.json'), JSON.stringify(doc));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('schema validation item by item gives the same issues as each run validated alone, under its pointer', () => {
    const doc = JSON.parse(
      readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8')
    ) as Record<string, unknown>;
    const good = (doc['benchmark_runs'] as Record<string, unknown>[])[0];
    const runs = [{}, good, { ...good, duration_ms: 'x', extra: 1, run_id: '' }, { ...good, observed_status: 'maybe' }];
    const issues = validateSchema('PcsBenchIngest.v0', { ...doc, benchmark_runs: runs, producer_id: 7 });
    const alone = runs.flatMap((r, i) =>
      validateSchema('BenchmarkRun.v0', r).map((x) => ({ ...x, pointer: `/benchmark_runs/${i}${x.pointer}` }))
    );
    expect(alone.length).toBeGreaterThan(5);
    expect(issues.filter((x) => x.pointer.startsWith('/benchmark_runs/'))).toEqual(alone);
    expect(issues.filter((x) => x.pointer === '/producer_id').map((x) => x.keyword)).toEqual(['type', 'enum']);
  });

  it('10,000 empty runs (42 KB; the first 10,000 schema errors listed, PCS060 counts the rest) give a failing report with BG033, not a stack overflow', async () => {
    const r = await runCheck({ path: join(dir, 'b'), suites: ['pcs'] });
    const a = r.suites[0].artifacts[0];
    expect(r.verdict).toBe('fail');
    expect(a.findings.length).toBe(MAX_FINDINGS);
    const over = a.findings.find((f) => f.code === 'BG033')!;
    expect(over).toMatchObject({ severity: 'error', file: 'labtrust.pcs_bench_ingest.json' });
    expect(over.message).toMatch(/^19007 more finding\(s\) are not listed/);
    expect(a.findings.some((f) => f.code === 'PCS060')).toBe(true);
  }, 90_000);
});
