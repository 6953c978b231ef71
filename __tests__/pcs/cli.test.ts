import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError, type CommandIO } from '../../src/core/command.js';
import { PCS_COMMANDS } from '../../src/suites/pcs/commands.js';
import { DEFAULT_OPTIONS } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { conf, conformanceDir } from './helpers.js';

function io(cwd = conformanceDir()) {
  const out: string[] = [];
  const err: string[] = [];
  const o: CommandIO = {
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    color: false,
    cwd,
    env: {},
    isTTY: false
  };
  return { o, out: () => out.join(''), err: () => err.join('') };
}
async function run(words: string[], args: string[], cwd?: string) {
  const cmd = PCS_COMMANDS.find((c) => c.name.join(' ') === words.join(' '));
  if (!cmd) throw new Error('no command ' + words.join(' '));
  const i = io(cwd);
  let code: number;
  try {
    code = await cmd.run(args, i.o);
  } catch (e) {
    if (e instanceof UsageError) code = 2;
    else throw e;
  }
  return { code, out: i.out(), err: i.err() };
}

const GOLD = 'examples/benchmark_ingest/';
const goldens = ['labtrust', 'certifyedge', 'scientific_memory', 'provability_fabric'].map(
  (n) => `${GOLD}${n}.pcs_bench_ingest.valid.json`
);

describe('benchgate pcs validate', () => {
  test('goldens pass the release gate (exit 0)', async () => {
    const r = await run(['pcs', 'validate'], [...goldens, '--release-grade']);
    expect(r.code).toBe(0);
  });
  test('invalid fixture fails (exit 1) with positioned findings in json', async () => {
    const r = await run(
      ['pcs', 'validate'],
      ['examples/invalid_pcs_bench_ingest_bad_ref_digest.json', '--format', 'json']
    );
    expect(r.code).toBe(1);
    const rep = JSON.parse(r.out);
    const fs = rep.suites[0].artifacts[0].findings.filter((f: any) => f.severity === 'error');
    expect(fs.map((f: any) => f.code).sort()).toEqual(['PCS019', 'PCS021', 'PCS021']);
    for (const f of fs) expect(f.line).toBeGreaterThan(1);
  });
  test('strict digests fail the Provability Fabric golden', async () => {
    expect((await run(['pcs', 'validate'], [goldens[3], '--digests', 'strict'])).code).toBe(1);
    expect((await run(['pcs', 'validate'], [goldens[3], '--digests', 'warn'])).code).toBe(0);
  });
  test('min-tier gate', async () => {
    expect((await run(['pcs', 'validate'], ['probes/P13.json', '--min-tier', 'release-grade'])).code).toBe(1);
    expect((await run(['pcs', 'validate'], ['probes/P13.json', '--min-tier', 'developer-grade'])).code).toBe(0);
    expect((await run(['pcs', 'validate'], ['probes/P12.json', '--min-tier', 'external-review-grade'])).code).toBe(1);
  });
  test('usage errors exit 2', async () => {
    expect((await run(['pcs', 'validate'], [])).code).toBe(2);
    expect((await run(['pcs', 'validate'], ['x.json', '--digests', 'maybe'])).code).toBe(2);
    expect((await run(['pcs', 'validate'], ['x.json', '--nope'])).code).toBe(2);
    expect((await run(['pcs', 'validate'], ['x.json', '--format', 'xml'])).code).toBe(2);
  });
  test('a missing file is a finding, not a crash', async () => {
    const r = await run(['pcs', 'validate'], ['does/not/exist.json']);
    expect(r.code).toBe(1);
  });
});

describe('benchgate pcs tier', () => {
  test('prints audit-ready with its alias, and no tier for invalid bundles', async () => {
    const r = await run(
      ['pcs', 'tier'],
      [goldens[0], 'examples/invalid_pcs_bench_ingest_zero_commit.json', 'probes/P12.json']
    );
    expect(r.out).toContain('labtrust.pcs_bench_ingest.valid.json: audit-ready (external-review-grade)');
    expect(r.out).toContain(
      "invalid_pcs_bench_ingest_zero_commit.json: none: invalid (pcs-core's tier function would say developer-grade)"
    );
    expect(r.out).toContain('P12.json: release-grade');
    expect(r.code).toBe(1);
    const j = JSON.parse((await run(['pcs', 'tier'], [goldens[1], '--format', 'json'])).out);
    expect(j.tiers[0]).toMatchObject({ tier: 'audit-ready', alias: 'external-review-grade', valid: true });
  });
});

describe('benchgate pcs digest', () => {
  test('root and pointer digests', async () => {
    const r = await run(['pcs', 'digest'], [goldens[0]]);
    expect(r.out.trim()).toBe('sha256:cbf524f8b92e3aa8d3f3efebdd37c5ae01e161a18ecef02cd50276f974693e46');
    const p = await run(
      ['pcs', 'digest'],
      [goldens[0], '--pointer', '/coverage_reports/0', '--format', 'json', '--check']
    );
    expect(p.code).toBe(0);
    expect(JSON.parse(p.out)).toMatchObject({ matches: true, pointer: '/coverage_reports/0' });
    expect((await run(['pcs', 'digest'], [goldens[3], '--check'])).code).toBe(1);
    expect((await run(['pcs', 'digest'], [goldens[0], '--pointer', '/nope'])).code).toBe(2);
  });
});

describe('benchgate pcs normalize and report', () => {
  test('normalize writes the committed output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pcs-norm-'));
    const r = await run(
      ['pcs', 'normalize'],
      [
        'examples/benchmarks/compatibility/certifyedge_certificate_benchmark.dialect.json',
        'examples/benchmarks/compatibility/pf_admission_explain_quality.dialect.json',
        '--out-dir',
        dir
      ]
    );
    expect(r.code).toBe(0);
    for (const n of ['certifyedge_certificate_benchmark', 'pf_admission_explain_quality']) {
      expect(readFileSync(join(dir, `${n}.pcs_bench_ingest.normalized.json`), 'utf8')).toBe(
        readFileSync(conf(`examples/benchmarks/compatibility/${n}.pcs_bench_ingest.normalized.json`), 'utf8')
      );
    }
    const bad = await run(['pcs', 'normalize'], ['examples/benchmark_ingest/provenance.manifest.json']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('PCS051');
  });
  test('report from the four goldens is a valid BenchmarkReport.v0 with every metric summarised', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pcs-rep-'));
    const out = join(dir, 'report.json');
    const refused = await run(['pcs', 'report'], [...goldens, '--suite-id', 'cross-producer-v0', '--out', out]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^PCS052 benchgate pcs report: the inputs come from 4 producer revisions \(https:\/\/github.com\/fraware\/LabTrust-Gym@5eac714fd7dc813d2523febcb85c56821558a1b7 /
    );
    const r = await run(
      ['pcs', 'report'],
      [
        ...goldens,
        '--suite-id',
        'cross-producer-v0',
        '--out',
        out,
        '--source-repo',
        'https://github.com/SentinelOps-CI/pcs-bench',
        '--source-commit',
        '0123456789abcdef0123456789abcdef01234567'
      ]
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    const c = checkPcsDocument('report.json', text, { ...DEFAULT_OPTIONS, digests: 'strict' });
    expect(c.type).toBe('BenchmarkReport.v0');
    expect(c.result.findings).toEqual([]);
    const rep = JSON.parse(text);
    expect(rep.metric_summaries.map((m: any) => m.metric_id)).toEqual(rep.metrics);
    const byId = Object.fromEntries(rep.metric_summaries.map((m: any) => [m.metric_id, m]));
    expect(byId.release_reproducibility_score.applicability).toBe('measured');
    expect(byId.certificate_completeness_score.applicability).toBe('measured');
    expect(byId.cross_domain_portability_score.applicability).toBe('not_applicable');
    expect(byId.failure_localization_accuracy.applicability).toBe('measured');
    // embedded copies keep their digests (13.0 stays 13.0)
    expect(text).toContain('"numerator": 13.0');
  });
  test('report refuses invalid ingests', async () => {
    const r = await run(['pcs', 'report'], ['examples/invalid_pcs_bench_ingest_missing_refs.json']);
    expect(r.code).toBe(1);
  });
  test('validate finds the provenance manifest beside the bundle and downgrades on disagreement', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pcs-prov-'));
    mkdirSync(join(dir, 'b'));
    copyFileSync(conf(goldens[1]), join(dir, 'b', 'certifyedge.pcs_bench_ingest.valid.json'));
    const m = JSON.parse(readFileSync(conf(GOLD + 'provenance.manifest.json'), 'utf8'));
    m.entries[1].producer_id = 'labtrust-gym';
    writeFileSync(join(dir, 'b', 'provenance.manifest.json'), JSON.stringify(m));
    const r = await run(['pcs', 'tier'], ['b/certifyedge.pcs_bench_ingest.valid.json', '--format', 'json'], dir);
    expect(JSON.parse(r.out).tiers[0].tier).toBe('release-grade');
    const v = await run(
      ['pcs', 'validate'],
      ['b/certifyedge.pcs_bench_ingest.valid.json', '--min-tier', 'audit-ready'],
      dir
    );
    expect(v.code).toBe(1);
    expect(v.out).toContain('PCS043');
  });
});
