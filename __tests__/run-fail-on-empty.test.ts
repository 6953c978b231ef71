/**
 * fail-on-empty, option prototype keys, and manifest symlinks that leave the release (issue 18).
 * See docs/security/green.md.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseConfig } from '../src/core/config.js';
import type { ArtifactResult, Finding, Report } from '../src/core/model.js';
import { mergeSuiteOptions, parseOptionFlag, parseSuiteOptionsText } from '../src/core/options.js';
import { mergeReports } from '../src/merge.js';
import { runCheck } from '../src/run.js';
import { verifyRelease } from '../src/release/verify.js';
import { qsolveSuite } from '../src/suites/qsolve/suite.js';
import type { Suite } from '../src/suites/types.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'bg-green-'));
  made.push(root);
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), content);
  }
  return root;
}
const all = (r: Report): Finding[] => [
  ...r.findings,
  ...r.suites.flatMap((s) => [...s.findings, ...s.artifacts.flatMap((a) => a.findings)])
];
const codes = (r: Report): string[] => all(r).map((f) => `${f.code}:${f.severity}`);
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** A release whose manifest lists a file with the wrong size: a failing tree. */
const FAILING = { 'rel/a.txt': 'abc', 'rel/ARTIFACT_MANIFEST.tsv': `path\tbytes\tsha256\na.txt\t4\t${sha('abc')}\n` };

describe('fail-on-empty', () => {
  test('default: a run that checks nothing fails with BG001 as an error and says how to allow it', async () => {
    const r = await runCheck({ path: tree({ 'README.md': 'hi' }), suites: 'auto' });
    expect(codes(r)).toEqual(['BG001:error']);
    expect(r.findings[0].message).toMatch(/nothing was checked.*fail-on-empty/);
    expect(r.config.failOnEmpty).toBe(true);
    expect(r.verdict).toBe('fail');
  });

  test('true and false given by the caller (input / CLI flag)', async () => {
    const root = tree({ 'README.md': 'hi' });
    expect((await runCheck({ path: root, suites: 'auto', failOnEmpty: true })).verdict).toBe('fail');
    const off = await runCheck({ path: root, suites: 'auto', failOnEmpty: false });
    expect(codes(off)).toEqual(['BG001:warning']);
    expect(off.verdict).toBe('pass');
    expect(off.config.failOnEmpty).toBe(false);
    // --fail-on warning still fails on the warning
    expect((await runCheck({ path: root, suites: 'auto', failOnEmpty: false, failOn: 'warning' })).verdict).toBe(
      'fail'
    );
  });

  test('.benchgate.yml cannot turn it off (BG014 at the line), but can turn it on over a false input', async () => {
    const off = tree({ '.benchgate.yml': 'fail-on-empty: false\n' });
    const r = await runCheck({ path: off, suites: 'auto' });
    expect(codes(r).sort()).toEqual(['BG001:error', 'BG014:warning']);
    expect(r.findings.find((f) => f.code === 'BG014')).toMatchObject({ file: '.benchgate.yml', line: 1 });
    expect(r.verdict).toBe('fail');
    const on = tree({ '.benchgate.yml': 'fail-on-empty: true\n' });
    const r2 = await runCheck({ path: on, suites: 'auto', failOnEmpty: false });
    expect(codes(r2)).toEqual(['BG001:error']);
    expect(r2.verdict).toBe('fail');
    expect(parseConfig('fail-on-empty: maybe\n', []).findings.map((f) => f.code)).toEqual(['BG002']);
  });

  test('.benchgate.yml exclude: ["**"] no longer passes a failing tree', async () => {
    const root = tree({ ...FAILING, '.benchgate.yml': 'exclude: ["**"]\n' });
    expect((await runCheck({ path: root, suites: 'auto', failOnEmpty: false })).verdict).toBe('pass'); // the old behaviour, now opt-in
    const r = await runCheck({ path: root, suites: 'auto' });
    expect(r.counts.artifacts).toBe(0);
    expect(codes(r)).toEqual(['BG001:error']);
    expect(r.verdict).toBe('fail');
    // without the exclude the tree fails on its own findings
    expect((await runCheck({ path: tree(FAILING), suites: 'auto' })).verdict).toBe('fail');
  });

  test('sharded: an empty shard is fine; merge decides emptiness on the union with the recorded setting', async () => {
    const root = tree({ 'README.md': 'hi' });
    const parts = await Promise.all(
      [1, 2].map((index) => runCheck({ path: root, suites: 'auto', shard: { index, count: 2 } }))
    );
    for (const p of parts) {
      expect(p.findings).toEqual([]);
      expect(p.verdict).toBe('pass');
    }
    const merged = await mergeReports(parts.map((report, i) => ({ source: `s${i + 1}.json`, report })));
    expect(codes(merged)).toEqual(['BG001:error']);
    expect(merged.verdict).toBe('fail');
    const lax = await Promise.all(
      [1, 2].map((index) => runCheck({ path: root, suites: 'auto', failOnEmpty: false, shard: { index, count: 2 } }))
    );
    expect(codes(await mergeReports(lax.map((report, i) => ({ source: `s${i + 1}.json`, report }))))).toEqual([
      'BG001:warning'
    ]);
    // shards run with different settings cannot be merged (the setting is in configHash)
    await expect(
      mergeReports([
        { source: 'a', report: parts[0] },
        { source: 'b', report: lax[1] }
      ])
    ).rejects.toThrow(/different configurations/);
  });

  test('a suite whose artifacts were found but where nothing ran (every Qsolve case skipped) fails the run', async () => {
    const skippedResult = (path: string, status: 'skipped' | 'pass'): ArtifactResult => ({
      artifact: { path, kind: 'qsolve-workflow' },
      gates: [
        { id: 'manifest', title: 'm', status: 'pass' },
        {
          id: 'cases_pass',
          title: 'c',
          status,
          detail:
            status === 'skipped' ? 'every case was skipped: method q unavailable here: qiskit not installed' : '2 of 2'
        }
      ],
      findings: []
    });
    const fake = (results: Record<string, 'skipped' | 'pass'>): Suite => ({
      id: 'qsolve',
      title: 'fake qsolve',
      discover: async () => ({ artifacts: Object.keys(results).map((path) => ({ path, kind: 'qsolve-workflow' })) }),
      check: async (a) => skippedResult(a.path, results[a.path]),
      nothingChecked: qsolveSuite.nothingChecked
    });
    const root = tree({ 'README.md': 'hi' });
    const allSkipped = await runCheck({
      path: root,
      suites: 'auto',
      suiteList: [fake({ w1: 'skipped', w2: 'skipped' })]
    });
    expect(codes(allSkipped)).toEqual(['BG001:error']);
    expect(allSkipped.findings[0].message).toMatch(
      /nothing was checked by suite qsolve: every case of all 2 workflows was skipped \(first w1: every case was skipped: method q unavailable here: qiskit not installed\)/
    );
    expect(allSkipped.verdict).toBe('fail');
    // one skipped workflow beside one that ran is the bundled example's situation: a notice, not a failure
    const mixed = await runCheck({ path: root, suites: 'auto', suiteList: [fake({ w1: 'skipped', w2: 'pass' })] });
    expect(mixed.verdict).toBe('pass');
    expect(
      (await runCheck({ path: root, suites: 'auto', failOnEmpty: false, suiteList: [fake({ w1: 'skipped' })] })).verdict
    ).toBe('pass');
  });
});

describe('prototype keys in options are BG004, never silently ignored', () => {
  test('the action input `options` ({__proto__: …, constructor: …}) and an unknown suite id', async () => {
    const parsed = parseSuiteOptionsText(
      '{__proto__: {strict: true}, constructor: {x: 1}, pqdi: {a: 1}, pqid: {__proto__: {polluted: 1}, prototype: 2}}'
    );
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', 'constructor', 'pqdi', 'pqid']);
    const merged = mergeSuiteOptions(parsed, { 'artifact-manifest': { strict: true } });
    expect(Object.keys(merged)).toContain('__proto__');
    const r = await runCheck({
      path: tree({ 'README.md': 'hi' }),
      suites: 'auto',
      failOnEmpty: false,
      suiteOptions: merged
    });
    const bg4 = all(r)
      .filter((f) => f.code === 'BG004')
      .map((f) => f.message);
    expect(bg4).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown suite "__proto__"'),
        expect.stringContaining('unknown suite "constructor"'),
        expect.stringContaining('unknown suite "pqdi"'),
        expect.stringContaining('options.pqid.__proto__'),
        expect.stringContaining('options.pqid.prototype')
      ])
    );
    expect(bg4).toHaveLength(5);
    expect(r.verdict).toBe('fail');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  test('the CLI flag --option pqid.__proto__=… keeps the key, so it is reported', () => {
    const into: Record<string, Record<string, unknown>> = {};
    parseOptionFlag('pqid.__proto__={"a": 1}', into);
    expect(Object.keys(into.pqid)).toEqual(['__proto__']);
  });

  test(".benchgate.yml options: BG004 at the key's line and column", async () => {
    const yml =
      'suites:\n  pqid:\n    options:\n      __proto__: {strict: true}\n      min-rates:\n        constructor: 1\n';
    const { config, findings } = parseConfig(yml, ['pqid']);
    expect(findings.map((f) => [f.code, f.line, f.column])).toEqual([
      ['BG004', 4, 7],
      ['BG004', 6, 9]
    ]);
    expect(config.suites.pqid.options).toEqual({ 'min-rates': {} });
    const r = await runCheck({ path: tree({ '.benchgate.yml': yml }), suites: 'auto', failOnEmpty: false });
    expect(r.findings.filter((f) => f.code === 'BG004')).toHaveLength(2);
    expect(r.verdict).toBe('fail');
  });
});

describe('a manifest entry whose symlink leaves the release is reported without reading or sizing its target', () => {
  test('no size, no hash, no existence oracle on the outside file', async () => {
    const base = mkdtempSync(join(tmpdir(), 'bg-green-'));
    made.push(base);
    const outside = join(base, 'secret.txt');
    writeFileSync(outside, 'secret-contents-123');
    const run = async (target: string, listedBytes: number, digest: string) => {
      const dir = join(base, `rel-${Math.random().toString(36).slice(2)}`);
      mkdirSync(dir);
      symlinkSync(target, join(dir, 'link'));
      writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\nlink\t${listedBytes}\t${digest}\n`);
      return verifyRelease(dir);
    };
    const wrong = await run(outside, 5, sha('x'));
    const right = await run(outside, 19, sha('secret-contents-123'));
    const absent = await run(join(base, 'nope.txt'), 5, sha('x'));
    const relative = await run('../secret.txt', 5, sha('x'));
    for (const o of [wrong, right, absent, relative]) {
      expect(o.findings.map((f) => [f.code, f.line])).toEqual([['AM011', 2]]);
      const text = JSON.stringify(o.findings) + JSON.stringify(o.facts);
      expect(text).not.toContain('19');
      expect(text).not.toContain(sha('secret-contents-123'));
      expect(o.facts.hashed).toBe(0);
      expect(o.facts.bytes).toBe(0);
    }
    // Same message whether the outside file matches, differs, or does not exist.
    expect(wrong.findings[0].message).toBe(right.findings[0].message);
    expect(absent.findings[0].message).toBe(right.findings[0].message);
  });

  test('symlinks inside the release (relative, chained, through a folder) are still followed and verified', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-green-'));
    made.push(dir);
    mkdirSync(join(dir, 'd'));
    writeFileSync(join(dir, 'd', 'real.txt'), 'abc');
    symlinkSync('d', join(dir, 'dl'));
    symlinkSync('dl/real.txt', join(dir, 'a1'));
    symlinkSync('a1', join(dir, 'a2'));
    symlinkSync(join(dir, 'd', 'real.txt'), join(dir, 'abs'));
    writeFileSync(
      join(dir, 'ARTIFACT_MANIFEST.tsv'),
      [
        'path\tbytes\tsha256',
        ...['d/real.txt', 'dl/real.txt', 'a1', 'a2', 'abs'].map((p) => `${p}\t3\t${sha('abc')}`)
      ].join('\n') + '\n'
    );
    const o = await verifyRelease(dir);
    // only the folder symlink itself is unlisted (a warning, as before)
    expect(o.findings.map((f) => [f.code, f.message])).toEqual([
      ['AM012', '"dl" is in the release directory but not listed in the manifest']
    ]);
    expect(o.facts.hashed).toBe(5);
  });
});
