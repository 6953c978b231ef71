/**
 * The CLI a developer iterates with, as pytest: `-k EXPR`, `-x`, `--lf`, `-q`/`-v`, `--json`, and a short summary at
 * the end of the text output with each failure's fix from the code registry.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { parseKeyword } from '../../src/cli/select.js';
import type { CommandIO } from '../../src/core/command.js';
import { lookupCode } from '../../src/code-registry.js';

let root = '';
let cache = '';
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** Three releases: alpha and gamma pass, beta lists a file with the wrong size (AM error, integrity gate fails). */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bg-iter-'));
  cache = mkdtempSync(join(tmpdir(), 'bg-iter-cache-'));
  for (const [name, size] of [
    ['alpha', 3],
    ['beta', 4],
    ['gamma', 3]
  ] as const) {
    mkdirSync(join(root, name));
    writeFileSync(join(root, name, 'a.txt'), 'abc');
    writeFileSync(join(root, name, 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\na.txt\t${size}\t${sha('abc')}\n`);
  }
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

async function check(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    color: false,
    cwd: root,
    env: {},
    isTTY: false
  };
  const code = await main(['check', '.', '--cache-dir', cache, ...args], io);
  return { code, out, err };
}
const artifactLines = (out: string) => out.split('\n').filter((l) => /ARTIFACT_MANIFEST\.tsv \(/.test(l));

describe('the short summary', () => {
  test('ends the text output: each failing gate and error finding, the fix from the registry, then the verdict', async () => {
    const r = await check();
    expect(r.code).toBe(1);
    const tail = r.out.slice(r.out.indexOf('== short summary'));
    const lines = tail.trimEnd().split('\n');
    expect(lines[0]).toBe('== short summary');
    expect(lines.some((l) => /^FAIL beta\/ARTIFACT_MANIFEST\.tsv \S+/.test(l))).toBe(true);
    const errorLine = lines.findIndex((l) => /^ERROR AM\d{3} beta\//.test(l));
    expect(errorLine).toBeGreaterThan(0);
    const code = /^ERROR (AM\d{3})/.exec(lines[errorLine])![1];
    expect(lines[errorLine + 1]).toBe(`    fix: ${lookupCode(code)!.fix}`);
    expect(lines[lines.length - 1]).toMatch(/^benchgate FAIL: 3 artifact\(s\)/);
    expect(tail).not.toContain('alpha');
  });

  test('no summary on a pass', async () => {
    const r = await check('-k', 'alpha');
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('short summary');
  });
});

describe('-q, -v, --json', () => {
  test('-q shows only the failing artifact, the summary and the verdict', async () => {
    const r = await check('-q');
    expect(r.code).toBe(1);
    expect(artifactLines(r.out).map((l) => l.split(' ')[0])).toEqual(['beta/ARTIFACT_MANIFEST.tsv']);
    expect(r.out).toContain('== short summary');
  });
  test('-v adds each finding’s fix under it', async () => {
    const q = await check();
    const v = await check('-v');
    expect(v.out.split('\n').filter((l) => l.startsWith('          fix: ')).length).toBeGreaterThan(0);
    expect(q.out.split('\n').filter((l) => l.startsWith('          fix: '))).toEqual([]);
  });
  test('--json is --format json', async () => {
    const r = await check('--json');
    expect(JSON.parse(r.out).verdict).toBe('fail');
    expect((await check('--json', '--format', 'text')).code).toBe(2);
    expect((await check('-q', '-v')).code).toBe(2);
  });
});

describe('-k, -x, --lf', () => {
  test('-k selects by suite::path with and/or/not', async () => {
    expect(artifactLines((await check('-k', 'alpha or gamma')).out).map((l) => l.split('/')[0])).toEqual([
      'alpha',
      'gamma'
    ]);
    expect(
      artifactLines((await check('-k', 'artifact-manifest and not (alpha or beta)')).out).map((l) => l.split('/')[0])
    ).toEqual(['gamma']);
    const bad = await check('-k', 'alpha and');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('-k "alpha and": the expression ends too early');
  });

  test('-x stops after the first failing artifact and says how many were not checked (BG028)', async () => {
    const r = await check('-x', '--json');
    const report = JSON.parse(r.out);
    expect(report.suites.flatMap((s: any) => s.artifacts.map((a: any) => a.artifact.path))).toEqual([
      'alpha/ARTIFACT_MANIFEST.tsv',
      'beta/ARTIFACT_MANIFEST.tsv'
    ]);
    const bg028 = report.findings.filter((f: any) => f.code === 'BG028');
    expect(bg028).toHaveLength(1);
    expect(bg028[0].message).toContain('1 more artifact(s)');
    expect(r.code).toBe(1);
  });

  test('--lf checks what failed last time; -k runs forget nothing they did not check', async () => {
    await check(); // beta fails
    await check('-k', 'alpha'); // alpha passes; beta's failure is kept
    const lf = await check('--lf');
    expect(artifactLines(lf.out).map((l) => l.split('/')[0])).toEqual(['beta']);
    // Fix beta: the next --lf runs it, it passes, and the one after has nothing kept, so it checks everything.
    writeFileSync(join(root, 'beta', 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\na.txt\t3\t${sha('abc')}\n`);
    expect((await check('--lf')).code).toBe(0);
    const all = await check('--lf');
    expect(all.err).toContain('--lf: no failure kept from an earlier run of this folder: checking everything');
    expect(artifactLines(all.out)).toHaveLength(3);
  });
});

describe('parseKeyword', () => {
  test('precedence: not, then and, then or; case-insensitive substrings', () => {
    const p = parseKeyword('A or b and not C');
    expect(p('xa')).toBe(true);
    expect(p('b')).toBe(true);
    expect(p('bc')).toBe(false);
    expect(() => parseKeyword('(a')).toThrow('a "(" is not closed');
    expect(() => parseKeyword('')).toThrow('-k needs an expression');
  });
});
