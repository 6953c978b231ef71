import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { nodeAt, parseJsonSource, type JsonNode } from '../../src/core/json-source.js';
import { pyJsonDumps, pyValueOf, type PyValue } from '../../src/python/index.js';
import { DEFAULT_OPTIONS, type PcsOptions } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { conf } from './helpers.js';

const load = (n: string) => readFileSync(conf(`examples/benchmark_ingest/${n}.pcs_bench_ingest.valid.json`), 'utf8');
const root = (text: string) => {
  const r = parseJsonSource(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc.root;
};
/** Replaces the source text of the value at `pointer`. */
function edit(text: string, pointer: string, replacement: string): string {
  const n = nodeAt(root(text), pointer) as JsonNode;
  return text.slice(0, n.start) + replacement + text.slice(n.end);
}
/** Removes array element `i` at `pointer` (the text between its neighbours). */
function dropItem(text: string, pointer: string, i: number): string {
  const arr = nodeAt(root(text), pointer) as JsonNode & { type: 'array' };
  const item = arr.items[i];
  const next = arr.items[i + 1];
  return next
    ? text.slice(0, item.start) + text.slice(next.start)
    : text.slice(0, arr.items[i - 1]?.end ?? item.start) + text.slice(item.end);
}
function reverseKeys(v: PyValue): PyValue {
  if (Array.isArray(v)) return v.map(reverseKeys);
  if (v && typeof v === 'object' && v.constructor === Object)
    return Object.fromEntries(
      Object.entries(v)
        .reverse()
        .map(([k, x]) => [k, reverseKeys(x)])
    );
  return v;
}
const check = (text: string, opts: Partial<PcsOptions> = {}) =>
  checkPcsDocument('v.json', text, { ...DEFAULT_OPTIONS, ...opts });
const verdict = (text: string, opts: Partial<PcsOptions> = {}) => {
  const c = check(text, opts);
  return c.result.gates.some((g) => g.status === 'fail' || g.status === 'undecided') ||
    c.result.findings.some((f) => f.severity === 'error')
    ? 'fail'
    : 'pass';
};
const codes = (text: string, opts: Partial<PcsOptions> = {}) =>
  [
    ...new Set(
      check(text, opts)
        .result.findings.filter((f) => f.severity !== 'notice')
        .map((f) => f.code)
    )
  ].sort();

describe('single-edit variants of the goldens', () => {
  const lab = load('labtrust');
  const ce = load('certifyedge');
  test('baseline: goldens pass strict with no findings', () => {
    expect(codes(lab, { digests: 'strict', releaseGrade: true })).toEqual([]);
    expect(codes(ce, { digests: 'strict', releaseGrade: true })).toEqual([]);
  });
  test('change one field (coverage_ratio 1.0 → 0.5): valid as the reference says, digests catch it', () => {
    const t = edit(ce, '/coverage_reports/0/coverage_ratio', '0.5');
    expect(verdict(t, { digests: 'off' })).toBe('pass');
    expect(codes(t)).toEqual(['PCS030', 'PCS032']);
    expect(verdict(t)).toBe('pass');
    expect(verdict(t, { digests: 'strict' })).toBe('fail');
    const f = check(t).result.findings.find((x) => x.code === 'PCS030');
    expect(f).toMatchObject({ subject: '/coverage_reports/0/signature_or_digest' });
    expect(f?.line).toBe(
      ce.slice(0, ce.indexOf('"signature_or_digest"', ce.indexOf('"coverage_reports"'))).split('\n').length
    );
  });
  test('drop one ref: the export loses its ref (PCS021), fails', () => {
    const t = dropItem(ce, '/artifact_refs', 0);
    expect(codes(t, { digests: 'off' })).toEqual(['PCS021']);
    expect(verdict(t, { digests: 'off' })).toBe('fail');
  });
  test('alter an embedded value and leave its digest: warn passes, strict fails', () => {
    const t = edit(lab, '/benchmark_runs/0/duration_ms', '999999');
    expect(codes(t)).toEqual(['PCS030', 'PCS032']);
    expect(verdict(t)).toBe('pass');
    expect(verdict(t, { digests: 'strict' })).toBe('fail');
  });
  test('reorder keys (every object reversed): same digests, passes strict', () => {
    const t = pyJsonDumps(reverseKeys(pyValueOf(root(lab))), { indent: 2 });
    expect(t).not.toBe(lab);
    expect(codes(t, { digests: 'strict', releaseGrade: true })).toEqual([]);
    const compact = JSON.stringify(JSON.parse(ce));
    // JSON.stringify drops 13.0 → 13 style floats: certifyedge has 4.0 → 4, so strict digests now differ (as Python would say).
    expect(codes(compact, { digests: 'strict' })).toEqual(['PCS030', 'PCS032']);
  });
  test('change 13.0 to 13: schema-valid, but the canonical digest changes', () => {
    const t = edit(lab, '/coverage_reports/0/numerator', '13');
    expect(lab.includes('"numerator": 13.0')).toBe(true);
    expect(verdict(t, { digests: 'off' })).toBe('pass');
    expect(codes(t)).toEqual(['PCS030', 'PCS032']);
    expect(verdict(t, { digests: 'strict' })).toBe('fail');
  });
  test('whitespace only (minified preserving number text): passes strict', () => {
    const t = pyJsonDumps(pyValueOf(root(lab)));
    expect(codes(t, { digests: 'strict', releaseGrade: true })).toEqual([]);
  });
  test('recompute nothing but the root: a stale root alone is PCS032', () => {
    const t = edit(lab, '/signature_or_digest', '"sha256:' + '1'.repeat(64) + '"');
    expect(codes(t)).toEqual(['PCS032']);
  });
  test('ref record digest edited: PCS031 only', () => {
    const t = edit(ce, '/artifact_refs/0/path', '"benchmarks/certificate/other.json"');
    expect(codes(t)).toEqual(['PCS031', 'PCS032']);
  });
  test('placeholder commit in an embedded object is allowed (Python reference, P21)', () => {
    const t = edit(ce, '/coverage_reports/0/source_commit', '"' + '0'.repeat(40) + '"');
    expect(verdict(t, { digests: 'off' })).toBe('pass');
  });
  test('empty commands: valid but schema-valid tier; the release gate fails', () => {
    const t = edit(ce, '/commands', '[]');
    expect(verdict(t, { digests: 'off' })).toBe('pass');
    expect(check(t).tier).toBe('schema-valid');
    expect(verdict(t, { digests: 'off', releaseGrade: true })).toBe('fail');
    expect(check(t, { releaseGrade: true }).result.findings.find((f) => f.code === 'PCS041')?.message).toContain(
      'below the required release-grade'
    );
  });
});
