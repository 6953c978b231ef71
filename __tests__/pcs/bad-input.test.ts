import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { DEFAULT_OPTIONS } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { conf } from './helpers.js';

const check = (text: string | Buffer, opts = {}) => checkPcsDocument('bad.json', text, { ...DEFAULT_OPTIONS, ...opts });
const codes = (text: string | Buffer, opts = {}) => check(text, opts).result.findings.map((f) => f.code);
const golden = readFileSync(conf('examples/benchmark_ingest/certifyedge.pcs_bench_ingest.valid.json'), 'utf8');

describe('bad input never crashes: coded findings, undecided gates', () => {
  test('invalid JSON (PCS001) with line and column', () => {
    const c = check('{\n  "a": 1,\n  oops\n}');
    expect(c.result.findings).toMatchObject([{ code: 'PCS001', line: 3, column: 3 }]);
    expect(c.result.gates.map((g) => g.status)).toEqual(['fail', 'undecided', 'undecided', 'undecided', 'undecided']);
  });
  test('empty file, BOM, non-UTF-8', () => {
    expect(codes('')).toEqual(['PCS001']);
    expect(codes('\uFEFF' + golden)).toEqual(['PCS001']);
    expect(codes(Buffer.from([0x7b, 0xff, 0x7d]))).toEqual(['PCS001']);
  });
  test('10,000 levels of nesting (PCS003), no stack overflow', () => {
    expect(codes('['.repeat(10000) + ']'.repeat(10000))).toEqual(['PCS003']);
    expect(codes('{"benchmark_runs":' + '{"a":'.repeat(10000) + '1' + '}'.repeat(10001))).toEqual(['PCS003']);
  });
  test('duplicate keys (PCS004) fail the semantics gate at the second key', () => {
    const text = golden.replace(
      '"suite_id": "certifyedge-certificate-v0",',
      '"suite_id": "certifyedge-certificate-v0",\n  "suite_id": "again",'
    );
    const c = check(text);
    const d = c.result.findings.find((f) => f.code === 'PCS004');
    expect(d).toMatchObject({ line: 5, subject: '/suite_id' });
    expect(c.result.gates.find((g) => g.id === 'semantics')?.status).toBe('fail');
  });
  test('lone surrogates (PCS005): invalid text, digest not computable', () => {
    const text = golden.replace('"logs": []', '"logs": ["bad \\ud800 here"]');
    const c = check(text, { digests: 'strict' });
    expect(c.result.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['PCS005', 'PCS033']));
    expect(c.result.gates.find((g) => g.id === 'digests')?.status).toBe('undecided');
    const w = check(text, { digests: 'warn' });
    expect(w.result.gates.find((g) => g.id === 'digests')?.status).toBe('pass');
  });
  test('1e400 (PCS006) is reported; the schema then rejects the non-finite value as pcs-core does (inf > 1)', () => {
    const text = golden.replace('"coverage_ratio": 1.0,', '"coverage_ratio": 1e400,');
    const c = check(text);
    expect(c.result.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['PCS006', 'PCS010']));
    expect(c.result.findings.find((f) => f.code === 'PCS010')?.message).toBe('inf is greater than the maximum of 1');
  });
  test('root that is not an object (PCS007)', () => {
    expect(codes('[1,2]')).toEqual(['PCS007']);
    expect(codes('{"hello":"world"}')).toEqual(['PCS007']);
  });
  test('size limit (PCS002) before parsing', () => {
    expect(codes(golden, { maxBytes: 100 })).toEqual(['PCS002']);
  });
  test('wrong types everywhere never throw', () => {
    const values = ['null', '1', '"x"', '[]', '{}', '[null]', '[1]', 'true'];
    const fields = [
      'producer_id',
      'benchmark_runs',
      'coverage_reports',
      'profile_coverage_reports',
      'artifact_refs',
      'commands',
      'logs',
      'source_commit',
      'signature_or_digest'
    ];
    for (const f of fields) {
      for (const v of values) {
        const obj = JSON.parse(golden);
        obj[f] = JSON.parse(v);
        const c = check(JSON.stringify(obj, null, 2));
        expect(c.type).toBeDefined();
        for (const x of c.result.findings) expect(x.line).toBeGreaterThan(0);
      }
    }
    const refsBad = JSON.parse(golden);
    refsBad.artifact_refs = [1, { artifact_type: 5, path: '  ', sha256: 'md5:x' }];
    const c = check(JSON.stringify(refsBad));
    expect(c.result.findings.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        'artifact_refs[0] must be an object',
        'artifact_refs[1]: BenchmarkArtifactRef.v0 unsupported artifact_type 5',
        'artifact_refs[1]: BenchmarkArtifactRef.v0 path must be non-empty',
        'artifact_refs[1]: BenchmarkArtifactRef.v0 sha256 must be a sha256: hex digest'
      ])
    );
  });
});
