/**
 * The channels with a hard cap (code scanning's 5,000 results per SARIF run, the HTML findings table) and what never
 * belongs in code scanning: findings about the environment (runner, GitHub channels, cache). And the
 * `sarif-category` input, which sets `automationDetails.id` (upload-sarif's `category` does not replace it).
 */
import { describe, expect, it } from '@jest/globals';
import { lookupCode } from '../../src/code-registry.js';
import type { Finding, Report, SuiteResult } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html.js';
import { prioritize } from '../../src/report/prioritize.js';
import { renderSarif, SARIF_MAX_RESULTS } from '../../src/report/sarif.js';

const note = (a: number, i: number): Finding => ({
  code: 'QS001',
  severity: 'notice',
  message: `n${i}`,
  file: `a${a}.txt`,
  line: i + 1
});
const error = (i: number): Finding => ({ code: 'QS002', severity: 'error', message: `e${i}`, file: 'y', line: i + 1 });

/** Seven artifacts with 1,000 notices each (in file order first), then one with three errors. */
function flood(run: Finding[] = []): Report {
  const artifacts = Array.from({ length: 7 }, (_, a) => ({
    artifact: { path: `a${a}`, kind: 'k' },
    gates: [{ id: 'g', title: 'g', status: 'pass' as const }],
    findings: Array.from({ length: 1000 }, (_, i) => note(a, i))
  }));
  artifacts.push({
    artifact: { path: 'z/late', kind: 'k' },
    gates: [{ id: 'g', title: 'g', status: 'pass' as const }],
    findings: [error(0), error(1), error(2)]
  });
  const s: SuiteResult = { suite: 'qsolve', title: 'Qsolve', artifacts, findings: [] };
  return buildReport([s], run, { root: '.', failOn: 'error', suites: ['qsolve'] });
}

const results = (s: any): any[] => s.runs[0].results;

describe('prioritize', () => {
  it('takes every error before any warning before any notice, and the groups in turn', () => {
    const items = [
      ...Array.from({ length: 6 }, (_, i) => ({ s: 'notice' as const, g: 'A', i })),
      { s: 'warning' as const, g: 'B', i: 6 },
      { s: 'notice' as const, g: 'B', i: 7 },
      { s: 'error' as const, g: 'C', i: 8 }
    ];
    const { kept, left } = prioritize(
      items,
      4,
      (t) => t.s,
      (t) => t.g
    );
    // the error, the warning, then notices: A and B in turn (A's first, B's only, A's second)
    expect(kept.map((t) => t.i)).toEqual([0, 6, 7, 8]);
    expect(left).toBe(5);
    expect(
      prioritize(
        items,
        100,
        (t) => t.s,
        (t) => t.g
      )
    ).toEqual({ kept: items, left: 0 });
  });
});

describe('SARIF past code scanning’s 5,000 results', () => {
  it('keeps every error, balances the artifacts, and says in one BG026 note how many were left out', () => {
    const sarif = renderSarif(flood(), lookupCode) as any;
    const rs = results(sarif);
    expect(rs).toHaveLength(SARIF_MAX_RESULTS);
    expect(rs.filter((r: any) => r.level === 'error')).toHaveLength(3);
    const perArtifact = new Map<string, number>();
    for (const r of rs.filter((x: any) => x.ruleId === 'QS001')) {
      const a = r.locations[0].physicalLocation.artifactLocation.uri as string;
      perArtifact.set(a, (perArtifact.get(a) ?? 0) + 1);
    }
    // The artifacts took turns: 4,996 notice slots over seven artifacts, 713 or 714 each (in file order, the first
    // artifact alone would have taken them all).
    expect([...perArtifact.keys()].sort()).toEqual([
      'a0.txt',
      'a1.txt',
      'a2.txt',
      'a3.txt',
      'a4.txt',
      'a5.txt',
      'a6.txt'
    ]);
    expect([...perArtifact.values()].sort()).toEqual([713, 713, 714, 714, 714, 714, 714]);
    const capped = rs.filter((r: any) => r.ruleId === 'BG026');
    expect(capped).toHaveLength(1);
    expect(capped[0].message.text).toContain('2004 of 7003 results are not in this SARIF file');
    expect(sarif.runs[0].tool.driver.rules.map((r: any) => r.id)).toContain('BG026');
  });

  it('the choice is the same on every run (deterministic)', () => {
    expect(JSON.stringify(renderSarif(flood(), lookupCode))).toBe(JSON.stringify(renderSarif(flood(), lookupCode)));
  });
});

describe('environment findings never become code-scanning alerts', () => {
  it('BG012 (cache), BG010 (check run), BG011 (comment), BG050 (baseline) are left out; the repository’s findings stay', () => {
    const run: Finding[] = ['BG010', 'BG011', 'BG012', 'BG050', 'BG007', 'BG030', 'BG032'].map((code) => ({
      code,
      severity: 'notice',
      message: code
    }));
    const r = buildReport(
      [
        {
          suite: 'qsolve',
          title: 'Qsolve',
          artifacts: [
            {
              artifact: { path: 'w', kind: 'k' },
              gates: [{ id: 'g', title: 'g', status: 'fail' }],
              findings: [error(0)]
            }
          ],
          findings: []
        }
      ],
      run,
      { root: '.', failOn: 'error', suites: ['qsolve'] }
    );
    const rs = results(renderSarif(r, lookupCode));
    expect(rs.map((x: any) => x.ruleId)).toEqual(['QS002']);
    // They are still in the report itself (summary, JSON, HTML).
    expect(r.findings.map((f) => f.code).sort()).toEqual([
      'BG007',
      'BG010',
      'BG011',
      'BG012',
      'BG030',
      'BG032',
      'BG050'
    ]);
  });
});

describe('sarif-category', () => {
  it('sets automationDetails.id to <category>/<run id>, and keeps shards apart under it', () => {
    const whole = flood();
    const id = (r: Report, category?: string): string =>
      (renderSarif(r, lookupCode, { job: 'bench', runId: '77', ...(category ? { category } : {}) }) as any).runs[0]
        .automationDetails.id;
    expect(id(whole)).toBe('benchgate/bench/all/77');
    expect(id(whole, 'benchgate/linux-py311')).toBe('benchgate/linux-py311/77');
    expect(id(whole, 'os:windows latest')).toBe('os:windows-latest/77');
    whole.config.shard = { index: 2, count: 3 };
    expect(id(whole, 'matrix-a')).toBe('matrix-a/shard-2-of-3/77');
    expect(id(whole, '///')).toBe('benchgate/shard-2-of-3/77');
  });
});

describe('the HTML findings table past its cap', () => {
  it('lists every error and lets the artifacts take turns, instead of the first artifacts in file order', () => {
    const html = renderHtml(flood(), { lookup: lookupCode, maxFindings: 50 });
    const rows = html.match(/<tr data-suite=/g) ?? [];
    expect(rows).toHaveLength(50);
    for (const e of ['e0', 'e1', 'e2']) expect(html).toContain(`>${e}<`);
    // 47 notices over 7 artifacts: the first five artifacts' first seven rows, the last two artifacts' first six.
    for (let a = 0; a < 7; a++) {
      expect(html).toContain(`>a${a}.txt:6<`);
      expect(html.includes(`>a${a}.txt:7<`)).toBe(a < 5);
      expect(html).not.toContain(`>a${a}.txt:8<`);
    }
    expect(html).toContain('6953 more finding(s) not listed here');
  });
});
