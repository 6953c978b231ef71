/**
 * Issue #20, pcs-core part: audit-ready needs stable digests and recorded provenance; ref paths stay inside the export
 * root; source_repo is an HTTPS URL; a notice when a sub-artifact or ref names another revision than the ingest.
 * Every attack named in docs/security/pcs.md is performed here.
 */
import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError, type CommandIO } from '../../src/core/command.js';
import { PCS_COMMANDS } from '../../src/suites/pcs/commands.js';
import { httpsRepoProblem, refPathProblem } from '../../src/suites/pcs/rules-provenance.js';
import { DEFAULT_OPTIONS, type PcsOptions } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { conf, conformanceDir, readConf } from './helpers.js';

const GOLD = 'examples/benchmark_ingest/';
const manifest = { path: `${GOLD}provenance.manifest.json`, text: readConf(`${GOLD}provenance.manifest.json`) };

async function cli(words: string[], args: string[], cwd = conformanceDir()) {
  const cmd = PCS_COMMANDS.find((c) => c.name.join(' ') === words.join(' '));
  if (!cmd) throw new Error('no command');
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
  let code: number;
  try {
    code = await cmd.run(args, o);
  } catch (e) {
    if (e instanceof UsageError) code = 2;
    else throw e;
  }
  return { code, out: out.join(''), err: err.join('') };
}

function check(
  file: string,
  text: string,
  opts: Partial<PcsOptions> = {},
  prov = file.startsWith(GOLD) ? manifest : undefined
) {
  return checkPcsDocument(file, text, { ...DEFAULT_OPTIONS, ...opts }, undefined, prov);
}

describe('audit-ready = release-grade + stable digests + recorded provenance', () => {
  test('probe P1 (stale digests) with min-tier audit-ready fails, and the tier is release-grade', async () => {
    const r = await cli(['pcs', 'validate'], ['probes/P1.json', '--min-tier', 'audit-ready', '--format', 'json']);
    expect(r.code).toBe(1);
    const a = JSON.parse(r.out).suites[0].artifacts[0];
    expect(a.facts.tier).toBe('release-grade');
    expect(a.facts.referenceTier).toBe('external-review-grade');
    expect(a.facts.nextTier).toBe('audit-ready');
    expect(a.facts.missingForNextTier[0]).toMatch(
      /^stable digests: 2 of 5 recorded signature_or_digest values differ .*coverage_reports\[0\], root/
    );
    expect(a.gates.find((g: { id: string }) => g.id === 'tier').status).toBe('fail');
    expect(a.findings.map((f: { code: string }) => f.code)).toContain('PCS041');
  });
  test('with --digests strict the printed tier is not audit-ready', async () => {
    const r = await cli(['pcs', 'tier'], ['probes/P1.json', '--digests', 'strict']);
    expect(r.out.split('\n')[0]).toBe('probes/P1.json: release-grade');
    expect(r.out).toContain('missing for audit-ready: stable digests');
    const v = await cli(['pcs', 'validate'], ['probes/P1.json', '--digests', 'strict']);
    expect(v.code).toBe(1);
    expect(v.out).toMatch(/tier — release-grade/);
    expect(v.out).not.toMatch(/audit-ready \(no minimum/);
  });
  test('a golden copied into an empty folder (no provenance.manifest.json) is release-grade', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-pcs-prov-'));
    copyFileSync(
      conf(`${GOLD}labtrust.pcs_bench_ingest.valid.json`),
      join(dir, 'labtrust.pcs_bench_ingest.valid.json')
    );
    const r = await cli(['pcs', 'tier'], ['labtrust.pcs_bench_ingest.valid.json', '--format', 'json'], dir);
    const row = JSON.parse(r.out).tiers[0];
    expect(row.tier).toBe('release-grade');
    expect(row.referenceTier).toBe('external-review-grade');
    expect(row.missingForNextTier).toEqual([
      'recorded provenance: no provenance.manifest.json beside labtrust.pcs_bench_ingest.valid.json (or option provenance-manifest) records this bundle'
    ]);
    const g = await cli(
      ['pcs', 'validate'],
      ['labtrust.pcs_bench_ingest.valid.json', '--min-tier', 'audit-ready'],
      dir
    );
    expect(g.code).toBe(1);
    // The same file beside its manifest is audit-ready, under every digests mode (the tier does not depend on the option).
    for (const d of ['off', 'warn', 'strict']) {
      const ok = await cli(
        ['pcs', 'validate'],
        [`${GOLD}labtrust.pcs_bench_ingest.valid.json`, '--min-tier', 'audit-ready', '--digests', d]
      );
      expect(ok.code).toBe(0);
    }
  });
  test('the ladder: each tier says what is missing for the next one', () => {
    const gold = readConf(`${GOLD}certifyedge.pcs_bench_ingest.valid.json`);
    const top = check(`${GOLD}certifyedge.pcs_bench_ingest.valid.json`, gold);
    expect([top.tier, top.nextTier, top.missingForNextTier]).toEqual(['audit-ready', undefined, []]);
    const p5 = check('probes/P5.json', readConf('probes/P5.json'));
    expect([p5.tier, p5.nextTier, p5.missingForNextTier]).toEqual([
      'schema-valid',
      'developer-grade',
      ["producer 'certifyedge' expects non-empty commands for release-grade"]
    ]);
    const p13 = check('probes/P13.json', readConf('probes/P13.json'));
    expect([p13.tier, p13.nextTier, p13.missingForNextTier]).toEqual([
      'developer-grade',
      'release-grade',
      ['commands is empty (not release-grade for live producer runs)']
    ]);
    const p12 = check('probes/P12.json', readConf('probes/P12.json'));
    expect(p12.tier).toBe('release-grade');
    expect(p12.missingForNextTier?.[0]).toBe('non-empty artifact_refs (one BenchmarkArtifactRef.v0 per exported file)');
    const bad = check(
      'examples/invalid_pcs_bench_ingest_zero_commit.json',
      readConf('examples/invalid_pcs_bench_ingest_zero_commit.json')
    );
    expect(bad.tier).toBeUndefined();
    expect(bad.nextTier).toBe('schema-valid');
    expect(bad.missingForNextTier?.[0]).toMatch(/^fix the 1 validation error\(s\) \(first: PCS012 /);
    expect(bad.result.facts?.missingForNextTier).toEqual(bad.missingForNextTier);
  });
  test('a manifest entry that disagrees keeps the bundle at release-grade (PCS043)', () => {
    const m = JSON.parse(manifest.text);
    m.entries[0].producer_command = '';
    const f = `${GOLD}${m.entries[0].golden_file.split('/').pop()}`;
    const c = check(f, readConf(f), {}, { path: manifest.path, text: JSON.stringify(m) });
    expect(c.tier).toBe('release-grade');
    expect(c.result.findings.filter((x) => x.code === 'PCS043')).toHaveLength(1);
  });
});

describe('ref path relative to the export root (PCS026)', () => {
  const gold = JSON.parse(readConf(`${GOLD}certifyedge.pcs_bench_ingest.valid.json`));
  const attack = (path: string) => {
    const d = structuredClone(gold);
    d.artifact_refs[0].path = path;
    const text = JSON.stringify(d, null, 2);
    return check('attack.pcs_bench_ingest.json', text, { digests: 'off' });
  };
  for (const p of [
    '/etc/passwd',
    '../../outside.json',
    'benchmarks/../../x.json',
    'benchmarks\\coverage.json',
    '..\\..\\x.json',
    'C:\\Windows\\win.ini',
    'c:foo.json',
    'D:/data/x.json',
    '\\\\server\\share\\x.json',
    'file:///etc/passwd',
    'a\u0000b.json',
    '..'
  ]) {
    test(`attack: ${JSON.stringify(p)} is refused at its line`, () => {
      const c = attack(p);
      const f = c.result.findings.filter((x) => x.code === 'PCS026');
      expect(f).toHaveLength(1);
      expect(f[0].severity).toBe('error');
      expect(f[0].subject).toBe('/artifact_refs/0/path');
      expect(f[0].line).toBeGreaterThan(1);
      expect(f[0].message).toMatch(
        /^artifact_refs\[0\]: path .* a ref path must be relative to the producer's export root$/
      );
      expect(c.valid).toBe(false);
      expect(c.result.gates.find((g) => g.id === 'refs')?.status).toBe('fail');
    });
  }
  test('relative paths pass', () => {
    for (const p of ['benchmarks/x.v0.json', './x.json', 'a/b/c..d.json', 'x', '.hidden/y.json'])
      expect(refPathProblem(p)).toBeUndefined();
  });
  test('a standalone BenchmarkArtifactRef.v0 gets the same rule', () => {
    const ref = JSON.parse(readConf('examples/benchmarks/benchmark_artifact_ref.valid.json'));
    ref.path = '/etc/passwd';
    const c = check('ref.json', JSON.stringify(ref), { digests: 'off' });
    expect(c.result.findings.map((x) => x.code)).toContain('PCS026');
  });
});

describe('source_repo must be an HTTPS URL (PCS025)', () => {
  const gold = JSON.parse(readConf(`${GOLD}certifyedge.pcs_bench_ingest.valid.json`));
  for (const [repo, why] of [
    ['http://github.com/fraware/CertifyEdge', /scheme "http:"/],
    ['ftp://github.com/x', /scheme "ftp:"/],
    ['a:', /scheme "a:"/],
    ['https://example.com:abc/', /invalid port "abc"/],
    ['https://example.com:99999/x', /invalid port "99999"/],
    ['https://user:ghp_secret@github.com/x/y', /credentials/],
    ['https:github.com/x', /no "\/\/"/],
    ['https:///x', /no host/]
  ] as const) {
    test(`attack: ${repo}`, () => {
      const d = structuredClone(gold);
      d.source_repo = repo;
      const c = check('attack.pcs_bench_ingest.json', JSON.stringify(d, null, 2), { digests: 'off' });
      const f = c.result.findings.filter((x) => x.code === 'PCS025');
      expect(f.length).toBeGreaterThanOrEqual(1);
      expect(f[0].subject).toBe('/source_repo');
      expect(f[0].message).toMatch(why);
      expect(c.valid).toBe(false);
    });
  }
  test('a ref or sub-artifact with an http source_repo is refused too', () => {
    const d = structuredClone(gold);
    d.coverage_reports[0].source_repo = 'http://github.com/fraware/CertifyEdge';
    const c = check('x.pcs_bench_ingest.json', JSON.stringify(d, null, 2), { digests: 'off' });
    expect(c.result.findings.filter((x) => x.code === 'PCS025').map((x) => x.subject)).toEqual([
      '/coverage_reports/0/source_repo'
    ]);
  });
  test('HTTPS URLs pass', () => {
    for (const u of [
      'https://github.com/fraware/CertifyEdge',
      'HTTPS://github.com/x',
      'https://example.com:8443/x',
      'https://[::1]/x'
    ])
      expect(httpsRepoProblem(u)).toBeUndefined();
  });
});

describe('a different revision in a sub-artifact or ref is a notice (PCS024)', () => {
  test('the labtrust golden embeds pcs-core placeholder pins: two notices, still audit-ready', () => {
    const f = `${GOLD}labtrust.pcs_bench_ingest.valid.json`;
    const c = check(f, readConf(f));
    const n = c.result.findings.filter((x) => x.code === 'PCS024');
    expect(n.map((x) => [x.severity, x.subject])).toEqual([
      ['notice', '/benchmark_runs/0/source_repo'],
      ['notice', '/coverage_reports/0/source_repo']
    ]);
    expect(n[0].message).toBe(
      "benchmark_runs[0] names source_repo 'https://github.com/SentinelOps-CI/pcs-core' (ingest: 'https://github.com/fraware/LabTrust-Gym') and source_commit 'd444444444444444444444444444444444444444' (ingest: '5eac714fd7dc813d2523febcb85c56821558a1b7'): not emitted from the ingest's revision"
    );
    expect(c.tier).toBe('audit-ready');
  });
  test('a ref with another source_commit', () => {
    const d = JSON.parse(readConf(`${GOLD}certifyedge.pcs_bench_ingest.valid.json`));
    d.artifact_refs[1].source_commit = 'a'.repeat(40);
    const c = check('x.pcs_bench_ingest.json', JSON.stringify(d, null, 2), { digests: 'off' });
    const n = c.result.findings.filter((x) => x.code === 'PCS024');
    expect(n.map((x) => x.subject)).toContain('/artifact_refs/1/source_commit');
    expect(c.valid).toBe(true);
  });
  test('the same revision gives no notice', () => {
    const f = `${GOLD}scientific_memory.pcs_bench_ingest.valid.json`;
    expect(check(f, readConf(f)).result.findings.filter((x) => x.code === 'PCS024')).toEqual([]);
  });
});

describe('BenchmarkReport.v0 records the producer pin (PCS052 when it cannot be known)', () => {
  test('a report over the labtrust golden records the LabTrust-Gym pin, never the d444 placeholder at its root', async () => {
    const r = await cli(['pcs', 'report'], [`${GOLD}labtrust.pcs_bench_ingest.valid.json`, '--format', 'json']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out);
    expect([rep.source_repo, rep.source_commit]).toEqual([
      'https://github.com/fraware/LabTrust-Gym',
      '5eac714fd7dc813d2523febcb85c56821558a1b7'
    ]);
    const byId = Object.fromEntries(rep.metric_summaries.map((m: { metric_id: string }) => [m.metric_id, m]));
    // Rows from the summary carry the producer pin; a row from a coverage report keeps that report's own pin (pcs-core's rule).
    expect(byId.failure_localization_accuracy.source_commit).toBe('5eac714fd7dc813d2523febcb85c56821558a1b7');
    expect(byId.release_reproducibility_score.source_commit).toBe(rep.coverage.release_reproducibility.source_commit);
    const c = check('report.json', r.out, { digests: 'strict' });
    expect(c.valid).toBe(true);
  });
  test('a pin flag that contradicts the inputs is refused', async () => {
    const r = await cli(
      ['pcs', 'report'],
      [`${GOLD}labtrust.pcs_bench_ingest.valid.json`, '--source-commit', 'd444444444444444444444444444444444444444']
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      "PCS052 benchgate pcs report: --source-commit d444444444444444444444444444444444444444 is not the inputs' source_commit 5eac714fd7dc813d2523febcb85c56821558a1b7; a report over one producer revision records that producer's pin\n"
    );
    expect(r.out).toBe('');
  });
  test('several revisions without an aggregator pin, or with a placeholder or http one, are refused', async () => {
    const two = [`${GOLD}labtrust.pcs_bench_ingest.valid.json`, `${GOLD}certifyedge.pcs_bench_ingest.valid.json`];
    expect((await cli(['pcs', 'report'], two)).err).toMatch(
      /^PCS052 .* 2 producer revisions .*build one report per producer revision, or give the aggregator's own revision/
    );
    const zero = await cli(
      ['pcs', 'report'],
      [...two, '--source-repo', 'https://github.com/x/y', '--source-commit', '0'.repeat(40)]
    );
    expect(zero.code).toBe(1);
    expect(zero.err).toMatch(/not a real 40-character/);
    const http = await cli(
      ['pcs', 'report'],
      [...two, '--source-repo', 'http://github.com/x/y', '--source-commit', 'a'.repeat(40)]
    );
    expect(http.err).toMatch(/^PCS052 .*scheme "http:"/);
  });
});
