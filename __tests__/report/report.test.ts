import { describe, expect, test } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding, Gate, SuiteResult } from '../../src/core/model.js';
import { planAnnotations } from '../../src/report/annotations.js';
import { buildReport } from '../../src/report/build.js';
import { renderJUnit, repoPath } from '../../src/report/junit.js';
import { cell, renderSummary } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { lookupCode } from '../../src/code-registry.js';
import { REPO } from '../helpers/paths.js';

const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as unknown as (a: Ajv2020) => void;

function suite(
  findings: Finding[],
  gates: Gate[] = [{ id: 'g1', title: 'G1', status: 'fail', detail: 'bad' }]
): SuiteResult {
  return {
    suite: 'artifact-manifest',
    title: 'Manifests',
    artifacts: [{ artifact: { path: 'r/ARTIFACT_MANIFEST.tsv', kind: 'artifact-manifest' }, gates, findings }],
    findings: []
  };
}
const F = (code: string, severity: Finding['severity'], line: number, message = `m${line}`): Finding => ({
  code,
  severity,
  message,
  file: 'r/ARTIFACT_MANIFEST.tsv',
  line,
  column: 2
});
const opts = { root: '.', failOn: 'error' as const, suites: ['artifact-manifest'] };

describe('JSON report', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(join(REPO, 'schemas', 'report.schema.json'), 'utf8')));

  test('a report with every kind of content validates against schemas/report.schema.json', () => {
    const s = suite([F('AM007', 'error', 2), F('AM012', 'warning', 3)]);
    s.artifacts[0].sections = [
      { kind: 'table', title: 't', columns: ['a', 'b'], rows: [[1, null]] },
      { kind: 'mermaid', title: 'c', source: 'xychart-beta' },
      { kind: 'text', title: 'x', body: 'y' }
    ];
    s.artifacts[0].facts = { n: 1 };
    s.skipped = [{ path: 'x.jsonl', reason: 'not schema v1' }];
    const r = buildReport([s], [{ code: 'BG001', severity: 'warning', message: 'none' }], {
      ...opts,
      startedAt: new Date(0).toISOString(),
      durationMs: 5,
      shard: { index: 1, count: 2 }
    });
    expect(validate(r)).toBe(true);
    expect(r.counts).toEqual({
      gates: { pass: 0, fail: 1, undecided: 0, skipped: 0 },
      findings: { error: 1, warning: 2, notice: 0 },
      artifacts: 1
    });
    expect(r.verdict).toBe('fail');
  });
  test('the schema rejects a wrong verdict and an unknown key', () => {
    const r = buildReport([suite([])], [], opts) as unknown as Record<string, unknown>;
    expect(validate({ ...r, verdict: 'maybe' })).toBe(false);
    expect(validate({ ...r, extra: 1 })).toBe(false);
  });
  test('findings are sorted deterministically and the config hash is stable', () => {
    const a = buildReport([suite([F('AM008', 'error', 9), F('AM007', 'error', 2)])], [], opts);
    const b = buildReport([suite([F('AM007', 'error', 2), F('AM008', 'error', 9)])], [], opts);
    expect(a).toEqual(b);
    expect(a.suites[0].artifacts[0].findings.map((f) => f.line)).toEqual([2, 9]);
    expect(a.config.configHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('job summary', () => {
  test('headline, gate table, findings table; cells escaped', () => {
    const md = renderSummary(buildReport([suite([F('AM007', 'error', 2, 'a | b <x>')])], [], opts));
    expect(md).toContain('❌ **benchgate failed**');
    expect(md).toContain('| g1 | ❌ fail | bad |');
    expect(md).toContain('| ❌ error | AM007 | r/ARTIFACT_MANIFEST.tsv:2:2 | a \\| b &lt;x&gt; |');
    expect(cell(null)).toBe('—');
  });
  test('stays under the limit and says what it cut', () => {
    const many = Array.from({ length: 5000 }, (_, i) => F('AM008', 'error', i + 1, 'x'.repeat(200)));
    const r = buildReport([suite(many)], [], opts);
    const md = renderSummary(r, { limitBytes: 100_000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(100_000);
    expect(md).toMatch(/✂️ \d+ more finding\(s\) of this artifact cut/);
    expect(md).toContain('BG009');
    expect(renderSummary(r).length).toBeLessThanOrEqual(1024 * 1024);
  });
  test('long tables are cut row-wise when findings alone do not make room', () => {
    const s = suite([]);
    s.artifacts[0].sections = [
      {
        kind: 'table',
        title: 'big',
        columns: ['c'],
        rows: Array.from({ length: 20000 }, (_, i) => [`row ${i} ${'y'.repeat(50)}`])
      }
    ];
    const md = renderSummary(buildReport([s], [], opts), { limitBytes: 50_000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(50_000);
    expect(md).toContain('more row(s) cut');
  });
});

describe('annotations', () => {
  test('errors first, at most 10 per level (9 errors when failing, leaving one for the failure message), then one notice', () => {
    const fs: Finding[] = [];
    for (let i = 1; i <= 15; i++) fs.push(F('AM012', 'warning', i));
    for (let i = 1; i <= 15; i++) fs.push(F('AM007', 'error', 100 + i));
    fs.push(F('AM007', 'error', 101)); // a duplicate
    const plan = planAnnotations(buildReport([suite(fs)], [], opts), { prefix: 'sub' });
    expect(plan.filter((a) => a.level === 'error').length).toBe(9);
    expect(plan.filter((a) => a.level === 'warning').length).toBe(10);
    expect(plan[0]).toEqual({
      level: 'error',
      title: 'AM007',
      message: 'm101',
      file: 'sub/r/ARTIFACT_MANIFEST.tsv',
      startLine: 101,
      endLine: 101,
      startColumn: 2
    });
    const last = plan[plan.length - 1];
    expect(last).toMatchObject({ level: 'notice', title: 'BG007' });
    expect(last.message).toContain('11 more finding(s)');
  });
  test('no "more" notice when everything fits', () => {
    const plan = planAnnotations(buildReport([suite([F('AM007', 'error', 1)])], [], opts));
    expect(plan.map((a) => a.title)).toEqual(['AM007']);
  });
});

describe('SARIF and JUnit', () => {
  const r = buildReport(
    [
      suite(
        [
          { ...F('AM007', 'error', 2), gate: 'g1' },
          { code: 'AM012', severity: 'warning', message: 'stray', gate: 'g2' }
        ],
        [
          { id: 'g1', title: 'G1', status: 'fail', detail: 'bad' },
          { id: 'g2', title: 'G2', status: 'pass' },
          { id: 'g3', title: 'G3', status: 'undecided', detail: 'cannot' },
          { id: 'g4', title: 'G4', status: 'skipped', detail: 'n/a' }
        ]
      )
    ],
    [],
    opts
  );
  test('SARIF: one rule per code with help from the registry, results with regions', () => {
    const s = renderSarif(r, lookupCode, { prefix: 'sub' }) as any;
    expect(s.version).toBe('2.1.0');
    expect(s.runs[0].tool.driver.rules.map((x: any) => x.id)).toEqual(['AM007', 'AM012']);
    expect(s.runs[0].tool.driver.rules[0].help.text).toContain('Fix:');
    const byRule = (id: string) => s.runs[0].results.find((x: any) => x.ruleId === id);
    expect(byRule('AM007')).toMatchObject({
      ruleId: 'AM007',
      ruleIndex: 0,
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'sub/r/ARTIFACT_MANIFEST.tsv' },
            region: { startLine: 2, startColumn: 2 }
          }
        }
      ]
    });
    // No file of its own: placed on its artifact's file at line 1, marked as a fallback location.
    expect(byRule('AM012')).toMatchObject({
      locations: [
        { physicalLocation: { artifactLocation: { uri: 'sub/r/ARTIFACT_MANIFEST.tsv' }, region: { startLine: 1 } } }
      ],
      properties: { benchgateLocation: 'fallback' }
    });
  });
  test('JUnit: one test case per gate, failure / error / skipped', () => {
    const x = renderJUnit(r);
    expect(x).toContain('<testsuites name="benchgate" tests="4" failures="1" errors="1" skipped="1"');
    expect(x).toContain(
      '<testcase classname="artifact-manifest.r/ARTIFACT_MANIFEST.tsv" name="g2" file="r/ARTIFACT_MANIFEST.tsv" time="0.000"/>'
    );
    expect(x).toMatch(/<failure message="bad" type="AM007">error AM007 r\/ARTIFACT_MANIFEST.tsv:2: m2<\/failure>/);
    expect(x).toContain('<error message="cannot" type="undecided">');
    expect(x).toContain('<skipped message="n/a"/>');
  });
  test('JUnit: file= is repository-relative when a sub-folder was checked (prefix), like SARIF', () => {
    const x = renderJUnit(r, { prefix: 'examples' });
    expect(x).toContain('file="examples/r/ARTIFACT_MANIFEST.tsv"');
    expect(x).toContain('error AM007 examples/r/ARTIFACT_MANIFEST.tsv:2: m2');
    expect(x).not.toContain('file="r/');
    expect(renderJUnit(r, { prefix: '.' })).toContain('file="r/ARTIFACT_MANIFEST.tsv"');
    expect(repoPath('examples/', '.')).toBe('examples');
    expect(repoPath('./examples', './a/b')).toBe('examples/a/b');
    expect(repoPath(undefined, '.')).toBe('.');
  });
  test('text report, colourless unless asked', () => {
    const t = renderText(r, { color: false });
    expect(t).not.toContain('\x1b[');
    expect(t).toContain('FAIL      g1 — bad');
    expect(t.trimEnd().split('\n').pop()).toMatch(
      /^benchgate FAIL: 1 artifact\(s\), gates 1 passed, 1 failed, 1 undecided, 1 skipped/
    );
    expect(renderText(r, { color: true })).toContain('\x1b[31m');
  });
});
