import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sha256Files } from '../../src/core/hash.js';
import { verifyRelease } from '../../src/release/verify.js';

let base: string;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'bg-am-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const sha = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');
let n = 0;
function release(files: Record<string, string>, manifest?: string | Buffer): string {
  const dir = join(base, `r${n++}`);
  mkdirSync(dir, { recursive: true });
  for (const [p, c] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), c);
  }
  const text =
    manifest ??
    'path\tbytes\tsha256\n' +
      Object.entries(files)
        .map(([p, c]) => `${p}\t${Buffer.byteLength(c)}\t${sha(c)}\n`)
        .join('');
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), text);
  return dir;
}
const codes = (o: Awaited<ReturnType<typeof verifyRelease>>) =>
  o.findings.map((f) => [f.code, f.severity, f.line ?? null]);
const gate = (o: Awaited<ReturnType<typeof verifyRelease>>, id: string) => o.gates.find((g) => g.id === id)?.status;

describe('verifyRelease on real folders', () => {
  test('a valid release passes every gate with no finding', async () => {
    const o = await verifyRelease(release({ 'a.txt': 'hello\n', 'd/b.json': '{}' }));
    expect(o.findings).toEqual([]);
    expect(o.gates.every((g) => g.status === 'pass')).toBe(true);
    expect(o.reference.valid).toBe(true);
    expect(o.facts).toMatchObject({ entries: 2, checked: 2, hashed: 2, unlisted: 0 });
  });

  test('missing manifest: AM001 and the file gates are undecided, never passed', async () => {
    const dir = join(base, 'empty-dir');
    mkdirSync(dir);
    const o = await verifyRelease(dir);
    expect(codes(o)).toEqual([['AM001', 'error', null]]);
    expect(gate(o, 'manifest_format')).toBe('fail');
    expect(gate(o, 'hashes_match')).toBe('undecided');
    expect(o.reference.error).toBe(join(dir, 'ARTIFACT_MANIFEST.tsv'));
  });

  test('manifest that is a directory', async () => {
    const dir = join(base, 'dir-manifest');
    mkdirSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), { recursive: true });
    const o = await verifyRelease(dir);
    expect(o.findings[0].code).toBe('AM001');
    expect(o.findings[0].message).toContain('directory');
  });

  test('binary and non-UTF-8 manifests', async () => {
    // NUL is text to Python's csv (3.11+): this one is simply a wrong header, as the reference says.
    const bin = await verifyRelease(release({}, Buffer.from([0x70, 0x00, 0x01])));
    expect(bin.findings[0].code).toBe('AM002');
    expect(bin.reference.error).toMatch(/^Unexpected manifest header in /);
    const latin = await verifyRelease(release({}, Buffer.from('path\tbytes\tsha256\n\xe9\t1\tx\n', 'latin1')));
    expect(latin.findings[0].message).toContain('UTF-8');
  });

  test('a manifest over the size limit is refused without reading it', async () => {
    const o = await verifyRelease(release({ 'a.txt': 'x' }), { maxManifestBytes: 10 });
    expect(o.findings[0].code).toBe('AM001');
    expect(o.findings[0].message).toContain('over the limit of 10 bytes');
  });

  test('empty manifest, BOM, CRLF', async () => {
    // File-level findings (no line) sort before line findings.
    expect(codes(await verifyRelease(release({ 'a.txt': 'x' }, '')))).toEqual([
      ['AM012', 'warning', null],
      ['AM002', 'error', 1]
    ]);
    const crlf = await verifyRelease(release({ 'a.txt': 'x' }, `path\tbytes\tsha256\r\na.txt\t1\t${sha('x')}\r\n`));
    expect(crlf.findings).toEqual([]);
    const bom = await verifyRelease(release({ 'a.txt': 'x' }, `\uFEFFpath\tbytes\tsha256\na.txt\t1\t${sha('x')}\n`));
    expect(codes(bom)).toEqual([['AM002', 'error', 1]]);
    // The row is still checked although the reference would have stopped.
    expect(bom.facts.hashed).toBe(1);
  });

  test('short row and a directory where a file is expected', async () => {
    const dir = release({ 'a.txt': 'x' }, `path\tbytes\tsha256\na.txt\t1\nsub\t1\t${sha('x')}\n`);
    mkdirSync(join(dir, 'sub'));
    const o = await verifyRelease(dir);
    expect(codes(o)).toEqual([
      ['AM015', 'error', 2],
      ['AM006', 'error', 3]
    ]);
    expect(o.findings[1].message).toContain('is a directory');
  });

  test('a FIFO (not a regular file) listed in the manifest is missing, not hung on', async () => {
    const dir = release({}, `path\tbytes\tsha256\npipe\t0\t${sha('')}\n`);
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    const o = await verifyRelease(dir);
    expect(codes(o)).toEqual([['AM006', 'error', 2]]);
  });

  test('size checked before hash; hash only when the size matches', async () => {
    const o = await verifyRelease(release({ 'a.txt': 'abc' }, `path\tbytes\tsha256\na.txt\t4\t${sha('zzz')}\n`));
    expect(codes(o)).toEqual([['AM007', 'error', 2]]);
    expect(o.facts.hashed).toBe(0);
    const h = await verifyRelease(release({ 'a.txt': 'abc' }, `path\tbytes\tsha256\na.txt\t3\t${sha('zzz')}\n`));
    expect(codes(h)).toEqual([['AM008', 'error', 2]]);
  });

  test('a symlink escaping the release fails even though the reference would follow it', async () => {
    const outside = join(base, 'outside.txt');
    writeFileSync(outside, 'secret');
    const dir = release({}, `path\tbytes\tsha256\nlink\t6\t${sha('secret')}\n`);
    symlinkSync(outside, join(dir, 'link'));
    const o = await verifyRelease(dir);
    expect(codes(o)).toEqual([['AM011', 'error', 2]]);
    expect(o.reference.valid).toBe(true); // the reference would have passed it
    expect(gate(o, 'paths_safe')).toBe('fail');
  });

  test('a symlink inside the release is fine', async () => {
    const dir = release({ 'real.txt': 'abc' });
    symlinkSync('real.txt', join(dir, 'alias.txt'));
    writeFileSync(
      join(dir, 'ARTIFACT_MANIFEST.tsv'),
      `path\tbytes\tsha256\nreal.txt\t3\t${sha('abc')}\nalias.txt\t3\t${sha('abc')}\n`
    );
    expect((await verifyRelease(dir)).findings).toEqual([]);
  });

  test('unlisted files: warning by default, error with strict; nested releases are not counted', async () => {
    const dir = release({ 'a.txt': 'x' });
    writeFileSync(join(dir, 'stray.txt'), 'y');
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested', 'ARTIFACT_MANIFEST.tsv'), 'path\tbytes\tsha256\n');
    writeFileSync(join(dir, 'nested', 'inner.txt'), 'z');
    const lax = await verifyRelease(dir);
    expect(codes(lax)).toEqual([['AM012', 'warning', null]]);
    expect(lax.findings[0].message).toContain('stray.txt');
    expect(gate(lax, 'inventory_complete')).toBe('pass');
    const strict = await verifyRelease(dir, { strict: true });
    expect(codes(strict)).toEqual([['AM012', 'error', null]]);
    expect(gate(strict, 'inventory_complete')).toBe('fail');
  });

  test('a huge single line is bounded by the manifest size limit and parsed in linear time', async () => {
    const long = 'p'.repeat(2_000_000);
    const o = await verifyRelease(release({}, `path\tbytes\tsha256\n${long}\t1\t${sha('')}\n`));
    expect(codes(o)).toEqual([['AM006', 'error', 2]]);
    expect(o.findings[0].message.length).toBeGreaterThan(100);
  });

  test('findings name the manifest as displayPath', async () => {
    const o = await verifyRelease(release({ 'a.txt': 'x' }, `path\tbytes\tsha256\na.txt\t2\t${sha('x')}\n`), {
      displayPath: 'rel/ARTIFACT_MANIFEST.tsv'
    });
    expect(o.findings[0]).toMatchObject({
      file: 'rel/ARTIFACT_MANIFEST.tsv',
      line: 2,
      code: 'AM007',
      gate: 'sizes_match'
    });
  });
});

describe('sha256Files', () => {
  test('worker threads and the main thread give the same digests, in job order, and report unreadable files', async () => {
    const dir = join(base, 'hash');
    mkdirSync(dir);
    const jobs = [];
    for (let i = 0; i < 6; i++) {
      const content = Buffer.alloc(5 * 1024 * 1024 + i, i);
      writeFileSync(join(dir, `f${i}`), content);
      jobs.push({ path: join(dir, `f${i}`), size: content.length * 4 /* force the parallel path */ });
    }
    jobs.push({ path: join(dir, 'nope'), size: 1 });
    const par = await sha256Files(jobs, { threads: 2 });
    const one = await sha256Files(jobs, { threads: 1 });
    expect(par).toEqual(one);
    expect(par[0]).toEqual({ ok: true, sha256: sha(Buffer.alloc(5 * 1024 * 1024, 0)) });
    expect(par[6].ok).toBe(false);
  });

  test('more threads than files, and files shared by threads that start at different times: every job hashed once, in job order', async () => {
    const dir = join(base, 'hash2');
    mkdirSync(dir);
    const contents = [Buffer.alloc(3 * 1024 * 1024, 1), Buffer.alloc(1, 2), Buffer.alloc(0)];
    contents.forEach((c, i) => writeFileSync(join(dir, `g${i}`), c));
    const jobs = contents.map((_c, i) => ({
      path: join(dir, `g${i}`),
      size: 64 * 1024 * 1024 /* force the parallel path */
    }));
    const expected = contents.map((c) => ({ ok: true, sha256: sha(c) }));
    expect(await sha256Files(jobs, { threads: 4 })).toEqual(expected);
    expect(await sha256Files(jobs.slice(0, 2), { threads: 4 })).toEqual(expected.slice(0, 2));
    expect(await sha256Files([jobs[0], { path: dir, size: 64 * 1024 * 1024 }], { threads: 2 })).toEqual([
      expected[0],
      { ok: false, error: expect.stringContaining('EISDIR') }
    ]);
  });
});

describe('path attacks: nothing outside the release is read, and nothing unverified passes', () => {
  const H = 'path\tbytes\tsha256\n';
  const BODY = 'outside secret\n';
  test('backslash traversal "..\\\\x.txt" with a matching x.txt beside the release: missing (AM004 + AM006), files_present fails', async () => {
    const dir = release({}, `${H}..\\x.txt\t${Buffer.byteLength(BODY)}\t${sha(BODY)}\n`);
    writeFileSync(join(dir, '..', 'x.txt'), BODY); // the file the path would name on Windows
    const o = await verifyRelease(dir);
    expect(o.reference.missing).toEqual(['..\\x.txt']);
    expect(o.reference.valid).toBe(false);
    expect(codes(o)).toEqual([
      ['AM004', 'error', 2],
      ['AM006', 'error', 2]
    ]);
    expect(gate(o, 'paths_safe')).toBe('fail');
    expect(gate(o, 'files_present')).toBe('fail');
  });
  test('a file really named "..\\\\x.txt" inside the release is what the reference checks (POSIX), still AM004', async () => {
    if (process.platform === 'win32') return;
    const dir = release({}, `${H}..\\x.txt\t${Buffer.byteLength(BODY)}\t${sha(BODY)}\n`);
    writeFileSync(join(dir, '..\\x.txt'), BODY);
    const o = await verifyRelease(dir);
    expect(o.reference.valid).toBe(true);
    expect(codes(o)).toEqual([['AM004', 'error', 2]]);
  });
  test('a NUL cannot truncate a path: "a.txt\\0.png" is missing even though a.txt exists and matches', async () => {
    const dir = release({ 'a.txt': BODY }, `${H}a.txt\0.png\t${Buffer.byteLength(BODY)}\t${sha(BODY)}\n`);
    const o = await verifyRelease(dir);
    expect(o.reference.missing).toEqual(['a.txt\0.png']);
    expect(o.findings.find((f) => f.code === 'AM006')?.message).toContain('NUL');
    expect(gate(o, 'files_present')).toBe('fail');
  });
  test('absolute paths and ".." segments stop the reference (its message) and are never looked up', async () => {
    const outside = join(base, 'outside.txt');
    writeFileSync(outside, BODY);
    for (const p of [outside, '../outside.txt', 'a/../../outside.txt']) {
      const dir = release({}, `${H}${p}\t${Buffer.byteLength(BODY)}\t${sha(BODY)}\n`);
      const o = await verifyRelease(dir);
      expect(o.reference.error).toBe(`Unsafe manifest path: ${p}`);
      expect(o.facts.hashed).toBe(0);
      expect(gate(o, 'paths_safe')).toBe('fail');
    }
  });
});
