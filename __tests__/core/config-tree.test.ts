import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/core/config.js';
import { walkTree } from '../../src/core/tree.js';
import { decideVerdict } from '../../src/core/verdict.js';
import { parseOptionFlag, parseSuiteOptionsText, parseSuitesList } from '../../src/core/options.js';

const KNOWN = ['artifact-manifest', 'pqid'];

describe('.benchgate.yml', () => {
  test('a full configuration', () => {
    const { config, findings } = parseConfig(
      'exclude: [vendor/**]\nfail-on: warning\nsuites:\n  artifact-manifest:\n    include: [rel/**]\n    exclude: [rel/old/**]\n    options: { strict: true, n: 3 }\n  pqid: false\n',
      KNOWN
    );
    expect(findings).toEqual([]);
    expect(config).toEqual({
      exclude: ['vendor/**'],
      failOn: 'warning',
      suites: {
        'artifact-manifest': { include: ['rel/**'], exclude: ['rel/old/**'], options: { strict: true, n: 3 } },
        pqid: { enabled: false, options: {} }
      }
    });
  });
  test('empty file is an empty configuration', () => {
    expect(parseConfig('', KNOWN)).toEqual({ config: { exclude: [], suites: {} }, findings: [], positions: {} });
  });
  test('unknown keys, wrong types and unknown suites are findings at their line and column', () => {
    const { findings } = parseConfig(
      'exclud: [x]\nfail-on: sometimes\nsuites:\n  nope: {}\n  pqid:\n    include: 3\n    colour: red\n',
      KNOWN
    );
    expect(findings.map((f) => [f.code, f.line, f.column])).toEqual([
      ['BG002', 1, 1],
      ['BG002', 2, 10],
      ['BG004', 4, 3],
      ['BG002', 6, 14],
      ['BG002', 7, 5]
    ]);
    expect(findings[0].message).toContain('unknown key "exclud"');
  });
  test('duplicate keys, tabs and syntax errors are BG002, not crashes', () => {
    expect(parseConfig('a: 1\na: 2\n', KNOWN).findings[0].code).toBe('BG002');
    expect(parseConfig('suites:\n\tpqid: false\n', KNOWN).findings[0].code).toBe('BG002');
    expect(parseConfig('[unclosed', KNOWN).findings[0].code).toBe('BG002');
    expect(parseConfig('- a\n- b\n', KNOWN).findings[0].message).toContain('must be a mapping');
  });
  test('an alias bomb is refused quickly', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`
      );
    const { findings } = parseConfig(bomb.join('\n') + '\n', KNOWN);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings[0].code).toBe('BG002');
  });
});

describe('options from inputs and flags', () => {
  test('suites list', () => {
    expect(parseSuitesList('auto')).toBe('auto');
    expect(parseSuitesList('')).toBe('auto');
    expect(parseSuitesList('pqid, pcs fightbench')).toEqual(['pqid', 'pcs', 'fightbench']);
  });
  test('options text and --option flags', () => {
    expect(parseSuiteOptionsText('{pqid: {min-rates: {signature_rate: 0.5}}}')).toEqual({
      pqid: { 'min-rates': { signature_rate: 0.5 } }
    });
    expect(() => parseSuiteOptionsText('[1]')).toThrow('mapping');
    expect(() => parseSuiteOptionsText('pqid: 3')).toThrow('options.pqid');
    const into: Record<string, Record<string, unknown>> = {};
    parseOptionFlag('artifact-manifest.strict=true', into);
    parseOptionFlag('pcs.min-tier=release-grade', into);
    expect(into).toEqual({ 'artifact-manifest': { strict: true }, pcs: { 'min-tier': 'release-grade' } });
    expect(() => parseOptionFlag('nodot=1', into)).toThrow('suite.key=value');
  });
});

describe('verdict', () => {
  const z = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
  const f0 = { error: 0, warning: 0, notice: 0 };
  test('failed and undecided gates fail; never never fails', () => {
    expect(decideVerdict({ ...z, pass: 3 }, f0, 'error')).toBe('pass');
    expect(decideVerdict({ ...z, fail: 1 }, f0, 'error')).toBe('fail');
    expect(decideVerdict({ ...z, undecided: 1 }, f0, 'error')).toBe('fail');
    expect(decideVerdict({ ...z, fail: 1 }, { ...f0, error: 2 }, 'never')).toBe('pass');
  });
  test('findings by fail-on', () => {
    expect(decideVerdict(z, { ...f0, error: 1 }, 'error')).toBe('fail');
    expect(decideVerdict(z, { ...f0, warning: 1 }, 'error')).toBe('pass');
    expect(decideVerdict(z, { ...f0, warning: 1 }, 'warning')).toBe('fail');
    expect(decideVerdict(z, { ...f0, notice: 5 }, 'warning')).toBe('pass');
  });
});

describe('walkTree', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bg-tree-'));
    mkdirSync(join(dir, 'repo', 'a'), { recursive: true });
    mkdirSync(join(dir, 'repo', 'node_modules', 'x'), { recursive: true });
    writeFileSync(join(dir, 'repo', 'a', 'one.txt'), '1');
    writeFileSync(join(dir, 'repo', 'node_modules', 'x', 'i.js'), '');
    writeFileSync(join(dir, 'repo', 'ignored.log'), '');
    writeFileSync(join(dir, 'repo', '.gitignore'), '*.log\n');
    writeFileSync(join(dir, 'outside.txt'), 'x');
    symlinkSync(join(dir, 'outside.txt'), join(dir, 'repo', 'out-link'));
    symlinkSync('a/one.txt', join(dir, 'repo', 'in-link'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('file system walk: no node_modules, no escaping symlinks (BG006), in-tree symlinks kept', async () => {
    const w = await walkTree(join(dir, 'repo'));
    expect(w.source).toBe('filesystem');
    expect(w.tree.files).toEqual(['.gitignore', 'a/one.txt', 'ignored.log', 'in-link']);
    expect(w.findings.map((f) => [f.code, f.file])).toEqual([['BG006', 'out-link']]);
  });

  test('git checkout: tracked + untracked-not-ignored files, relative to a sub-folder', async () => {
    const repo = join(dir, 'repo');
    const git = (...a: string[]) => execFileSync('git', a, { cwd: repo, stdio: 'pipe' });
    git('init', '-q');
    git('add', 'a/one.txt');
    const w = await walkTree(repo);
    expect(w.source).toBe('git');
    expect(w.tree.files).toEqual(['.gitignore', 'a/one.txt', 'in-link']);
    const sub = await walkTree(join(repo, 'a'));
    expect(sub.tree.files).toEqual(['one.txt']);
    expect(sub.tree.dirs.has('.')).toBe(true);
    rmSync(join(repo, '.git'), { recursive: true, force: true });
  });

  test('git is started only where it can find a repository (a .git here or above, or GIT_DIR)', async () => {
    // A `git` first on PATH that records each call and fails, as git does outside a repository.
    const bin = join(dir, 'bin');
    const calls = join(dir, 'git-calls');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$PWD" >> '${calls}'\nexit 128\n`, { mode: 0o755 });
    const saved = { PATH: process.env['PATH'], GIT_DIR: process.env['GIT_DIR'] };
    const count = () => (existsSync(calls) ? readFileSync(calls, 'utf8').split('\n').filter(Boolean).length : 0);
    process.env['PATH'] = `${bin}:${saved.PATH}`;
    delete process.env['GIT_DIR'];
    try {
      const plain = await walkTree(join(dir, 'repo', 'a'));
      expect(plain.source).toBe('filesystem');
      expect(count()).toBe(0);
      mkdirSync(join(dir, 'repo', '.git'));
      const below = await walkTree(join(dir, 'repo', 'a'));
      expect(below.source).toBe('filesystem'); // git failed: the file system's walk, as before
      expect(below.tree.files).toEqual(['one.txt']);
      expect(count()).toBe(1);
      rmSync(join(dir, 'repo', '.git'), { recursive: true, force: true });
      process.env['GIT_DIR'] = join(dir, 'elsewhere.git');
      await walkTree(join(dir, 'repo', 'a'));
      expect(count()).toBe(2);
    } finally {
      process.env['PATH'] = saved.PATH;
      if (saved.GIT_DIR === undefined) delete process.env['GIT_DIR'];
      else process.env['GIT_DIR'] = saved.GIT_DIR;
    }
  });
});
