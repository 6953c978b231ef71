import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';

const CLI = join(REPO, 'dist', 'cli.js');
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '', ...env },
    timeout: 60000
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'bg-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the built CLI (dist/cli.js)', () => {
  test('a UsageError thrown in a command chunk is the class main.ts imports (instanceof, one module of dist/bundle)', () => {
    // main.ts recognises usage errors by `instanceof UsageError` only: a second class would print "internal error"
    // instead of the usage line. The CLI is a thin file over the shared bundle (scripts/build.mjs); webpack may copy
    // a small module into several chunks, which is harmless while it stays one module (one id: the first chunk
    // loaded defines it, the module cache gives every chunk that one instance), never inlined into another module.
    const bundle = join(REPO, 'dist', 'bundle');
    const ids = new Set<string>();
    for (const f of readdirSync(bundle).filter((f) => f.endsWith('.js'))) {
      const text = readFileSync(join(bundle, f), 'utf8');
      for (let at = text.indexOf('class UsageError '); at >= 0; at = text.indexOf('class UsageError ', at + 1)) {
        const before = text.slice(0, at);
        const header = [...before.matchAll(/^\/\*\*\*\/ (\d+):$/gm)].pop();
        expect([f, header !== undefined]).toEqual([f, true]);
        // @actions/cache has a UsageError of its own (inlined into its chunk): not benchgate's
        const inlined = [...before.slice(header!.index).matchAll(/CONCATENATED MODULE: (\S+)/g)].pop()?.[1];
        if (inlined?.includes('node_modules/')) continue;
        expect([f, inlined]).toEqual([f, undefined]);
        ids.add(header![1]);
      }
    }
    expect(ids.size).toBe(1);
    expect(readFileSync(join(REPO, 'dist', 'cli.js'), 'utf8')).not.toContain('class UsageError');
    for (const args of [
      ['qsolve', 'validate', 'a', 'b'],
      ['pcs', 'validate', '--format', 'xml', 'x'],
      ['fightbench', 'verify', '--format', 'xml', 'x'],
      ['manifest', 'verify', '--format', 'xml', 'x']
    ]) {
      const r = run(args);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`benchgate ${args[0]} ${args[1]}: `);
      expect(r.err).toContain('\nUsage: benchgate ');
      expect(r.err).not.toContain('internal error');
    }
  });

  test('README command: check examples exits 0 and prints the report', () => {
    const r = run(['check', 'examples', '--no-cache']);
    // stderr holds nothing but the progress lines of a long run (not a terminal; docs/cli.md), if the run took long
    for (const l of r.err.split('\n').filter(Boolean))
      expect(l).toMatch(/^benchgate: \d+\/11 artifacts checked \([a-z-]+ examples\/\S+, \d+\.\d s\)$/);
    expect(r.code).toBe(0);
    expect(r.out).toContain('benchgate PASS');
    expect(r.out).not.toContain('\x1b[');
  });

  test('a broken release exits 1 with findings on the manifest lines; report files are written', () => {
    cpSync(join(REPO, 'examples', 'release'), join(tmp, 'rel'), { recursive: true });
    writeFileSync(join(tmp, 'rel', 'data', 'summary.tsv'), 'changed\n');
    const t = run(['manifest', 'verify', join(tmp, 'rel')]);
    expect(t.code).toBe(1);
    expect(t.out).toMatch(
      /AM007 .*ARTIFACT_MANIFEST\.tsv:4:\d+ "data\/summary\.tsv" is 8 bytes on disk but the manifest says 39/
    );
    // The manifest file itself names the same release (same findings, same exit code).
    const f = run(['manifest', 'verify', join(tmp, 'rel', 'ARTIFACT_MANIFEST.tsv')]);
    expect(f.code).toBe(1);
    expect(f.out).toBe(t.out);
    // Any other file is not a release: a finding on it, not a crash.
    const other = run(['manifest', 'verify', join(tmp, 'rel', 'data', 'summary.tsv')]);
    expect(other.code).toBe(1);
    expect(other.out).toMatch(/AM001 .*cannot read the manifest/);
    const j = run([
      'check',
      tmp,
      '--format',
      'json',
      '--sarif',
      join(tmp, 'out.sarif'),
      '--junit',
      join(tmp, 'out.xml'),
      '--report-json',
      join(tmp, 'r.json'),
      '--summary',
      join(tmp, 's.md')
    ]);
    expect(j.code).toBe(1);
    const rep = JSON.parse(j.out);
    expect(rep.verdict).toBe('fail');
    expect(JSON.parse(readFileSync(join(tmp, 'r.json'), 'utf8')).verdict).toBe('fail');
    expect(JSON.parse(readFileSync(join(tmp, 'out.sarif'), 'utf8')).runs[0].results[0].ruleId).toBe('AM007');
    expect(readFileSync(join(tmp, 'out.xml'), 'utf8')).toContain('failures="1"');
    expect(readFileSync(join(tmp, 's.md'), 'utf8')).toContain('❌ **benchgate failed**');
  });

  test('--fail-on never reports but exits 0', () => {
    expect(run(['check', tmp, '--fail-on', 'never']).code).toBe(0);
  });

  test('usage errors exit 2 with a message and no stack trace', () => {
    const a = run(['check', '--format', 'xml']);
    expect(a.code).toBe(2);
    expect(a.err).toContain('--format must be one of text, json');
    expect(a.err).not.toMatch(/at .*\.js:\d+/);
    expect(run(['nope']).code).toBe(2);
    expect(run([]).code).toBe(2);
    expect(run(['check', '--bogus']).code).toBe(2);
    expect(run(['check', join(tmp, 'does-not-exist')]).code).toBe(2);
    expect(run(['manifest', 'verify']).code).toBe(2);
    expect(run(['check', '--shard', '3/2']).code).toBe(2);
  });

  test('--help and --version exit 0', () => {
    expect(run(['--help']).out).toContain('manifest verify');
    expect(run(['--version']).out).toMatch(/^benchgate \d+\.\d+\.\d+/);
    expect(run(['check', '--help']).code).toBe(0);
  });

  test('codes command explains a code', () => {
    const r = run(['codes', 'AM008']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('SHA-256 mismatch');
    expect(run(['codes', 'XX123']).code).toBe(1);
  });

  test('no artifacts: BG001 fails the run by default (fail-on-empty); --no-fail-on-empty makes it a warning', () => {
    const empty = mkdtempSync(join(tmpdir(), 'bg-empty-'));
    const d = run(['check', empty]);
    expect(d.code).toBe(1);
    expect(d.out).toMatch(/BG001 .*nothing was checked/);
    expect(run(['check', empty, '--fail-on-empty']).code).toBe(1);
    expect(run(['check', empty, '--no-fail-on-empty']).code).toBe(0);
    const w = run(['check', empty, '--no-fail-on-empty', '--fail-on', 'warning']);
    expect(w.code).toBe(1);
    expect(w.out).toContain('BG001');
    expect(run(['check', empty, '--fail-on-empty', '--no-fail-on-empty']).code).toBe(2);
    rmSync(empty, { recursive: true });
  });
});
