import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walkSorted } from '../../src/core/walk.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'bg-walk-'));
  made.push(root);
  for (const d of ['b', 'a', 'a/sub', '.git', 'rel']) mkdirSync(join(root, d), { recursive: true });
  for (const f of ['z.txt', 'a.txt', 'B.txt', 'a/sub/x', 'a/y', '.git/HEAD', 'rel/ARTIFACT_MANIFEST.tsv', 'rel/f'])
    writeFileSync(join(root, f), 'x');
  symlinkSync(join(root, 'a'), join(root, 'link-to-dir'));
  symlinkSync(tmpdir(), join(root, 'link-out'));
  return root;
}

describe('walkSorted: one sorted, symlink-safe directory walker', () => {
  test('depth first, names in code-unit order, symlinks listed but never followed', async () => {
    const root = fixture();
    expect(await walkSorted(root)).toEqual([
      '.git/HEAD',
      'B.txt',
      'a/sub/x',
      'a/y',
      'a.txt',
      'link-out',
      'link-to-dir',
      'rel/ARTIFACT_MANIFEST.tsv',
      'rel/f',
      'z.txt'
    ]);
  });
  test('skipNames, enter and keep apply each caller its rules', async () => {
    const root = fixture();
    const entered: string[] = [];
    const out = await walkSorted(root, {
      skipNames: new Set(['.git']),
      enter: (r) => (entered.push(r), r !== 'rel'),
      keep: async (r) => !r.startsWith('link-')
    });
    expect(out).toEqual(['B.txt', 'a/sub/x', 'a/y', 'a.txt', 'z.txt']);
    expect(entered).toEqual(['a', 'a/sub', 'b', 'rel']);
  });
  test('a missing root lists nothing', async () => {
    expect(await walkSorted(join(tmpdir(), 'bg-walk-does-not-exist-' + process.pid))).toEqual([]);
  });
});
