import { describe, expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parseJsonSource, toValue } from '../../src/core/json-source.js';
import {
  PCS_TYPES,
  PCS_VALIDATORS,
  isRfc3339DateTime,
  validateSchema,
  type PcsType
} from '../../src/suites/pcs/schema.js';
import { conf, readConf } from './helpers.js';

function load(rel: string) {
  const r = parseJsonSource(readConf(rel));
  if (!r.ok) throw new Error(r.error.message);
  return { root: r.doc.root, value: toValue(r.doc.root) };
}

const STANDALONE: [string, PcsType][] = [
  ['examples/benchmarks/benchmark_artifact_ref.valid.json', 'BenchmarkArtifactRef.v0'],
  ['examples/benchmarks/benchmark_report.valid.json', 'BenchmarkReport.v0'],
  ['examples/benchmarks/benchmark_run.valid.json', 'BenchmarkRun.v0'],
  ['examples/benchmarks/coverage_report.valid.json', 'CoverageReport.v0'],
  ['examples/benchmarks/explain_quality_report.valid.json', 'ExplainQualityReport.v0'],
  ['examples/benchmarks/failure_localization_result.valid.json', 'FailureLocalizationResult.v0'],
  ['examples/benchmarks/metric_summary.valid.json', 'MetricSummary.v0'],
  ['examples/benchmarks/profile_coverage_report.valid.json', 'ProfileCoverageReport.v0']
];

/** The upstream (copied) schemas, to compare verdicts with ours on every conformance file. */
function upstream() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
  ajv.addFormat('date-time', { validate: isRfc3339DateTime });
  for (const f of ['uuid', 'duration', 'hostname', 'email']) ajv.addFormat(f, true);
  for (const f of readdirSync(conf('schemas'))) ajv.addSchema(JSON.parse(readConf('schemas/' + f)));
  return (t: PcsType, v: unknown) => ajv.validate(`https://pcs.sentinelops.ci/schemas/${t}.schema.json`, v);
}

describe('benchgate schemas (schemas/pcs) agree with the conformance files', () => {
  test('all nine types are present and compile', () => {
    expect(Object.keys(PCS_VALIDATORS).sort()).toEqual([...PCS_TYPES].sort());
  });
  for (const [file, type] of STANDALONE) {
    test(`${file} is a valid ${type}`, () => {
      const { root, value } = load(file);
      expect(validateSchema(type, value, root)).toEqual([]);
    });
  }
  const verdicts = JSON.parse(readConf('verdicts.json'));
  const up = upstream();
  for (const v of [...verdicts.files, ...verdicts.probes] as { file: string }[]) {
    test(`same schema verdict as the upstream schemas: ${v.file}`, () => {
      const { root, value } = load(v.file);
      const ours = validateSchema('PcsBenchIngest.v0', value, root).length === 0;
      expect(ours).toBe(up('PcsBenchIngest.v0', value));
    });
  }
  test('embedded objects are validated, not only the envelope', () => {
    const { root, value } = load('probes/P19.json');
    const issues = validateSchema('PcsBenchIngest.v0', value, root);
    expect(issues.map((i) => i.message)).toEqual(['1.5 is greater than the maximum of 1']);
    expect(issues[0].pointer).toBe('/coverage_reports/0/coverage_ratio');
  });
});

describe('Python jsonschema wording', () => {
  test('path-only entries', () => {
    const { root, value } = load('examples/invalid_pcs_bench_ingest_path_only.json');
    expect(validateSchema('PcsBenchIngest.v0', value, root).map((i) => [i.pointer, i.message])).toEqual([
      ['/benchmark_runs/0', "'benchmarks/rendering/run.v0.json' is not of type 'object'"],
      ['/commands/0', "'pcs-benchmark-rendering' is not of type 'object'"]
    ]);
  });
  test('nullable enum (oneOf) reports once', () => {
    const issues = validateSchema('BenchmarkRun.v0', {
      ...(load('examples/benchmarks/benchmark_run.valid.json').value as object),
      observed_responsible_component: 'nobody'
    });
    expect(issues.map((i) => i.message)).toEqual(["'nobody' is not valid under any of the given schemas"]);
  });
  test('additional properties are grouped and sorted', () => {
    const issues = validateSchema('CoverageReport.v0', {
      ...(load('examples/benchmarks/coverage_report.valid.json').value as object),
      zz: 1,
      aa: 2
    });
    expect(issues.map((i) => i.message)).toEqual([
      "Additional properties are not allowed ('aa', 'zz' were unexpected)"
    ]);
  });
  test('numbers print as Python reads them', () => {
    const r = parseJsonSource('{"coverage_ratio": 13.0}');
    if (!r.ok) throw new Error();
    const issues = validateSchema('CoverageReport.v0', toValue(r.doc.root), r.doc.root).filter(
      (i) => i.keyword === 'maximum'
    );
    expect(issues[0].message).toBe('13.0 is greater than the maximum of 1');
  });
  test('RFC 3339 date-time', () => {
    expect(isRfc3339DateTime('2026-06-28T00:48:40Z')).toBe(true);
    expect(isRfc3339DateTime('2026-06-28T00:48:40.123+02:00')).toBe(true);
    expect(isRfc3339DateTime('2026-06-28 00:48:40Z')).toBe(false);
    expect(isRfc3339DateTime('2026-06-28T00:48:40')).toBe(false);
    expect(isRfc3339DateTime('2026-02-30T00:00:00Z')).toBe(false);
  });
});
