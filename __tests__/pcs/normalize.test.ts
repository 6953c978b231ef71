import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { NormalizeError } from '../../src/suites/pcs/normalize-common.js';
import { normalizeDialect } from '../../src/suites/pcs/normalize.js';
import { DEFAULT_OPTIONS } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { conf, readConf } from './helpers.js';

const DIR = 'examples/benchmarks/compatibility/';
const sibling = (n: string) => (existsSync(conf(DIR + n)) ? JSON.parse(readConf(DIR + n)) : undefined);

describe('dialect normalisation matches the committed normalised outputs byte for byte', () => {
  for (const name of [
    'certifyedge_certificate_benchmark',
    'pf_admission_explain_quality',
    'scientific_memory_render_benchmark'
  ]) {
    test(name, () => {
      const out = normalizeDialect(`${name}.dialect.json`, JSON.parse(readConf(`${DIR}${name}.dialect.json`)), sibling);
      expect(out.type).toBe('PcsBenchIngest.v0');
      expect(out.text).toBe(readFileSync(conf(`${DIR}${name}.pcs_bench_ingest.normalized.json`), 'utf8'));
      const c = checkPcsDocument('x.json', out.text, { ...DEFAULT_OPTIONS, digests: 'strict', releaseGrade: true });
      expect(c.result.findings.filter((f) => f.severity !== 'notice')).toEqual([]);
      // No provenance manifest records a fresh normalisation: release-grade (audit-ready needs recorded provenance).
      expect(c.tier).toBe('release-grade');
    });
  }
  test('the profile dialect alone gives a valid ProfileCoverageReport.v0', () => {
    const out = normalizeDialect(
      'pf_profile_coverage.dialect.json',
      sibling('pf_profile_coverage.dialect.json'),
      sibling
    );
    expect(out.type).toBe('ProfileCoverageReport.v0');
    const c = checkPcsDocument('p.json', out.text, { ...DEFAULT_OPTIONS, digests: 'strict' });
    expect(c.result.findings).toEqual([]);
  });
  test('unknown dialect names and bad fields are refused with a message', () => {
    expect(() => normalizeDialect('x.dialect.json', {}, sibling)).toThrow(NormalizeError);
    expect(() =>
      normalizeDialect(
        'certifyedge_certificate_benchmark.dialect.json',
        { coverage_id: 'c', certificate_id: 'x', checks_passed: 'four', checks_total: 4 },
        sibling
      )
    ).toThrow("could not convert string to float: 'four'");
    expect(() =>
      normalizeDialect(
        'pf_admission_explain_quality.dialect.json',
        JSON.parse(readConf(DIR + 'pf_admission_explain_quality.dialect.json')),
        () => undefined
      )
    ).toThrow(/sibling/);
  });
  test('a partial dialect still normalises into a valid bundle (gaps listed)', () => {
    const d = JSON.parse(readConf(DIR + 'scientific_memory_render_benchmark.dialect.json'));
    delete d.import_report.release_manifest_hash;
    const out = normalizeDialect('scientific_memory_render_benchmark.dialect.json', d, sibling);
    const c = checkPcsDocument('x.json', out.text, { ...DEFAULT_OPTIONS, digests: 'strict' });
    expect(c.valid).toBe(true);
    expect((out.value.explain_quality_reports as any)[0].gaps).toEqual([
      { section_id: 'hashes', message: 'Scientific Memory render benchmark missing hashes' }
    ]);
  });
});
