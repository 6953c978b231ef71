import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GlobError, globToRegExp, matchesAny } from '../../src/core/glob.js';
import { parseConfig } from '../../src/core/config.js';
import {
  checkRelativePath,
  decodeUtf8Strict,
  readBounded,
  resolveInside,
  UnsafePathError,
  FileTooLargeError
} from '../../src/core/paths.js';

describe('globToRegExp', () => {
  const m = (p: string, path: string) => globToRegExp(p).test(path);
  test.each([
    ['*.tsv', 'a.tsv', true],
    ['*.tsv', 'deep/dir/a.tsv', true],
    ['*.tsv', 'a.tsvx', false],
    ['releases/**', 'releases/v1/a.tsv', true],
    ['releases/**', 'other/releases/a', false],
    ['releases/', 'releases/x/y', true],
    ['**/x.json', 'x.json', true],
    ['**/x.json', 'a/b/x.json', true],
    ['a/*/c', 'a/b/c', true],
    ['a/*/c', 'a/b/d/c', false],
    ['a/?.txt', 'a/1.txt', true],
    ['a/?.txt', 'a/12.txt', false],
    ['{x,y}.md', 'y.md', true],
    ['{x,y}.md', 'z.md', false],
    ['vendor', 'vendor/lib/a.js', true],
    ['a.b', 'aXb', false],
    ['{*.json,*.csv}', 'deep/a.csv', true],
    ['{*.json,*.csv}', 'a.tsv', false],
    ['{src/**,docs/*.md}', 'src/x/y.ts', true],
    ['{src/**,docs/*.md}', 'docs/a/b.md', false],
    ['{a,{b,c}}.txt', 'c.txt', true],
    ['{a,{b,c}}.txt', 'd.txt', false],
    ['x{.txt', 'x{.txt', true],
    ['x}.txt', 'x}.txt', true]
  ])('%s vs %s → %s', (p, path, want) => {
    expect(m(p, path)).toBe(want);
  });
  test('braces nested beyond the bound are a GlobError, not a crash of the run', () => {
    const deep = '{'.repeat(20) + 'a' + '}'.repeat(20);
    expect(() => globToRegExp(deep)).toThrow(GlobError);
    expect(() => globToRegExp(deep)).toThrow(/nested/);
  });
  test('matchesAny', () => {
    expect(matchesAny('a/b.c', [globToRegExp('*.d'), globToRegExp('a/**')])).toBe(true);
    expect(matchesAny('a/b.c', [])).toBe(false);
  });
});

describe('.benchgate.yml globs', () => {
  test('a brace list of globs is accepted and an uncompilable glob is a positioned BG002 finding, the rest still applies', () => {
    const deep = '{'.repeat(20) + 'a' + '}'.repeat(20);
    const { config, findings } = parseConfig(`exclude:\n  - "{*.json,*.csv}"\n  - "${deep}"\n`, ['pqid']);
    expect(config.exclude).toEqual(['{*.json,*.csv}']);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'BG002', line: 3, column: 5 });
    expect(findings[0].message).toMatch(/invalid glob .*nested.*ignored/);
  });
});

describe('checkRelativePath', () => {
  test.each([
    ['', 'empty'],
    ['/etc/passwd', 'absolute'],
    ['C:\\x', 'absolute'],
    ['\\\\server\\share', 'absolute'],
    ['../x', 'traversal'],
    ['a/../../x', 'traversal'],
    ['a\\..\\x', 'traversal'],
    ['a\0b', 'nul']
  ])('%j is refused (%s)', (p, problem) => {
    const r = checkRelativePath(p);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe(problem);
  });
  test('safe paths are normalised', () => {
    expect(checkRelativePath('./a//b/./c')).toEqual({ ok: true, path: 'a/b/c' });
  });
});

describe('resolveInside and bounded reads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bg-paths-'));
    mkdirSync(join(dir, 'root', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'root', 'sub', 'in.json'), '{}');
    writeFileSync(join(dir, 'secret'), 'token');
    symlinkSync(join(dir, 'secret'), join(dir, 'root', 'escape'));
    symlinkSync(join(dir, 'root', 'sub'), join(dir, 'root', 'dirlink'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'root', 'dangling'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a file inside resolves', async () => {
    expect(await resolveInside(join(dir, 'root'), 'sub/in.json', { expect: 'file' })).toBe(
      join(dir, 'root', 'sub', 'in.json')
    );
    expect(await resolveInside(join(dir, 'root'), 'dirlink/in.json')).toBe(join(dir, 'root', 'sub', 'in.json'));
  });
  test.each([
    ['escape', 'escapes'],
    ['dangling', 'escapes'],
    ['missing.json', 'missing'],
    ['../secret', 'traversal'],
    [`/etc/hostname`, 'absolute']
  ])('%s → %s', async (p, problem) => {
    await expect(resolveInside(join(dir, 'root'), p)).rejects.toMatchObject({ problem });
  });
  test('expectations on the kind of file', async () => {
    await expect(resolveInside(join(dir, 'root'), 'sub', { expect: 'file' })).rejects.toBeInstanceOf(UnsafePathError);
    await expect(resolveInside(join(dir, 'root'), 'sub/in.json', { expect: 'directory' })).rejects.toMatchObject({
      problem: 'not-a-directory'
    });
  });
  test('a boundary wider than the base', async () => {
    await expect(resolveInside(join(dir, 'root', 'sub'), '../sub/in.json')).rejects.toMatchObject({
      problem: 'traversal'
    });
  });
  test('readBounded refuses large files and directories', async () => {
    await expect(readBounded(join(dir, 'secret'), 2)).rejects.toBeInstanceOf(FileTooLargeError);
    expect((await readBounded(join(dir, 'secret'), 100)).toString()).toBe('token');
    await expect(readBounded(join(dir, 'root'), 100)).rejects.toBeTruthy();
  });
  test('decodeUtf8Strict', () => {
    expect(decodeUtf8Strict(Buffer.from('héllo'))).toBe('héllo');
    expect(decodeUtf8Strict(Buffer.from([0xff, 0xfe, 0x41]))).toBeUndefined();
    expect(decodeUtf8Strict(Buffer.from('\uFEFFa'))).toBe('\uFEFFa');
  });
});
