/**
 * pcs-core's own benchmark-type files (vendored at 9c971f5 under __tests__/fixtures/conformance/pcs-ref/files) and
 * benchgate's issue-#20 cases (…/cases), against the reference's captured `pcs validate` output
 * (reference-outputs.json, made by scripts/pcs-ref-capture.py; the tests never run Python).
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE } from '../helpers/paths.js';
import { isRfc3339DateTime, isRfc3986Uri } from '../../src/suites/pcs/schema.js';
import { DEFAULT_OPTIONS } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';

const DIR = join(CONFORMANCE, 'pcs-ref');
interface Row {
  file: string;
  exit: number;
  stdout: string[];
  stderr: string[];
  tier?: string;
  tier_findings?: string[];
}
const ref = JSON.parse(readFileSync(join(DIR, 'reference-outputs.json'), 'utf8')) as { results: Row[] };
const VALIDATION_GATES = new Set(['schema', 'semantics', 'refs']);
const BENCHGATE_ONLY = new Set(['PCS024', 'PCS025', 'PCS026']);

/** Deliberate differences: pcs-core accepts these, benchgate refuses them with the named code (docs/pcs.md). */
const STRICTER: Record<string, string> = {
  'cases/ref_path_etc_passwd.json': 'PCS026',
  'cases/ref_path_dotdot.json': 'PCS026',
  'cases/ref_path_backslash.json': 'PCS026',
  'cases/ref_path_drive.json': 'PCS026',
  'cases/source_repo_http.json': 'PCS025',
  'cases/source_repo_ftp.json': 'PCS025',
  'cases/source_repo_a_colon.json': 'PCS025',
  'cases/source_repo_credentials.json': 'PCS025'
};

const TYPES =
  /\b(PcsBenchIngest|BenchmarkRun|CoverageReport|FailureLocalizationResult|ExplainQualityReport|ProfileCoverageReport|BenchmarkArtifactRef|BenchmarkReport|MetricSummary)\.v0\b/;
/** The files whose reference type is one of the nine v0 types benchgate checks (not BenchmarkCase, registries, manifests). */
const checked = ref.results.filter((r) => TYPES.test(r.stdout.concat(r.stderr)[0] ?? ''));

describe('the pcs-core files and the reported bundles: benchgate gives the reference verdict and messages', () => {
  test('the vendored set is complete (62 benchmark-type files of pcs-core + 22 cases)', () => {
    expect(checked.filter((r) => r.file.startsWith('files/')).length).toBe(62);
    expect(checked.filter((r) => r.file.startsWith('cases/')).length).toBe(22);
  });
  for (const r of checked) {
    test(`${r.file}: ${r.exit === 0 ? 'OK' : 'FAIL'}`, () => {
      const c = checkPcsDocument(r.file, readFileSync(join(DIR, r.file)), { ...DEFAULT_OPTIONS, digests: 'off' });
      const refErrors = r.stdout
        .concat(r.stderr)
        .filter((l) => l.startsWith('  - '))
        .map((l) => l.slice(4));
      const ours = c.result.findings.filter((f) => f.severity === 'error' && VALIDATION_GATES.has(f.gate ?? ''));
      expect(ours.filter((f) => !BENCHGATE_ONLY.has(f.code)).map((f) => f.message)).toEqual(refErrors);
      const stricter = STRICTER[r.file];
      if (stricter) {
        expect(r.exit).toBe(0);
        expect(c.valid).toBe(false);
        expect(ours.map((f) => f.code)).toContain(stricter);
      } else {
        expect(c.valid).toBe(r.exit === 0);
        // A URI the reference refuses (invalid port) is also not an HTTPS URL: benchgate says both.
        if (r.file !== 'cases/source_repo_bad_port.json')
          expect(ours.filter((f) => BENCHGATE_ONLY.has(f.code))).toEqual([]);
      }
      if (r.tier && c.type === 'PcsBenchIngest.v0') {
        expect(c.referenceTier).toBe(r.tier);
        expect(c.tierFindings).toEqual(r.tier_findings);
      }
      if (r.exit === 0) expect(r.stdout[0]).toBe(`OK ${c.type} ${r.file}`);
    });
  }
  test('non-finite literals are read as Python reads them, with a PCS006 warning at their line', () => {
    const c = checkPcsDocument('x.json', readFileSync(join(DIR, 'cases/nonfinite_ratio_nan.json')), {
      ...DEFAULT_OPTIONS,
      digests: 'off'
    });
    const w = c.result.findings.filter((f) => f.code === 'PCS006');
    expect(w).toHaveLength(1);
    expect(w[0].message).toBe("the literal NaN is not JSON (RFC 8259); Python's json module reads it as nan");
    expect(w[0].line).toBeGreaterThan(1);
    expect(c.valid).toBe(true);
  });
});

describe('date-time and uri formats: the reference environment on 788 seeded and randomised strings', () => {
  const f = JSON.parse(readFileSync(join(DIR, 'formats.json'), 'utf8')) as {
    date_time: [string, boolean][];
    uri: [string, boolean][];
  };
  test('date-time (rfc3339-validator): every verdict equal', () => {
    const diff = f.date_time.filter(([s, ok]) => isRfc3339DateTime(s) !== ok);
    expect(diff).toEqual([]);
    expect(f.date_time.length).toBeGreaterThan(390);
  });
  test('uri (rfc3986-validator): every verdict equal', () => {
    const diff = f.uri.filter(([s, ok]) => isRfc3986Uri(s) !== ok);
    expect(diff).toEqual([]);
    expect(f.uri.length).toBeGreaterThan(390);
  });
  test('leap second and year 0000 are not date-times; a / port that is not a number is not a uri; a: is', () => {
    expect(isRfc3339DateTime('2026-06-28T23:59:60Z')).toBe(false);
    expect(isRfc3339DateTime('0000-01-01T00:00:00Z')).toBe(false);
    expect(isRfc3986Uri('https://example.com:abc/')).toBe(false);
    expect(isRfc3986Uri('a:')).toBe(true);
  });
  test('the uri check is fast on a long hostile string', () => {
    isRfc3986Uri('https://' + 'a'.repeat(100_000) + '/' + '%'.repeat(50_000));
    isRfc3986Uri('a:' + '/a'.repeat(50_000) + ' ');
  });
});

describe('pcs normalize: pcs-core `pcs benchmark normalize` outputs (captured) for the issue-#20 cases', () => {
  const cases = JSON.parse(readFileSync(join(DIR, 'normalize/cases.json'), 'utf8')) as {
    case: string;
    dialect: string;
    exit: number;
    stderr: string;
    output: string | null;
  }[];
  for (const c of cases) {
    test(`${c.case}: ${c.exit === 0 ? 'byte-identical output' : 'fails as pcs-core does'}`, async () => {
      const { PCS_COMMANDS } = await import('../../src/suites/pcs/commands.js');
      const cmd = PCS_COMMANDS.find((x) => x.name.join(' ') === 'pcs normalize');
      const out: string[] = [];
      const err: string[] = [];
      const code = await cmd!.run([c.dialect], {
        stdout: (t) => out.push(t),
        stderr: (t) => err.push(t),
        color: false,
        cwd: join(DIR, 'normalize'),
        env: {},
        isTTY: false
      });
      expect(code).toBe(c.exit);
      if (c.output) expect(out.join('')).toBe(readFileSync(join(DIR, 'normalize', c.output), 'utf8'));
      if (c.case === 'ce_checks_passed_four')
        expect(err.join('')).toContain("could not convert string to float: 'four'");
    });
  }
});
