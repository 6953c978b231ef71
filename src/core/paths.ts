import { lstat, open, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, posix, relative, sep } from 'node:path';
import { overLimit } from './bytes.js';

/** Why a path taken from an artifact was refused. */
export type PathProblem =
  'empty' | 'absolute' | 'traversal' | 'escapes' | 'missing' | 'not-a-file' | 'not-a-directory' | 'backslash' | 'nul';

export class UnsafePathError extends Error {
  constructor(
    public readonly problem: PathProblem,
    public readonly path: string,
    message: string
  ) {
    super(message);
    this.name = 'UnsafePathError';
  }
}

/**
 * Lexical check of a relative path written inside an artifact (a manifest entry, an `input_file`):
 * not empty, not absolute (POSIX or Windows drive), no `..` segment, no NUL. Returns the normalised POSIX form.
 */
export function checkRelativePath(
  p: string
): { ok: true; path: string } | { ok: false; problem: PathProblem; message: string } {
  if (p.length === 0) return { ok: false, problem: 'empty', message: 'the path is empty' };
  if (p.includes('\0')) return { ok: false, problem: 'nul', message: 'the path contains a NUL character' };
  if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\')) {
    return {
      ok: false,
      problem: 'absolute',
      message: `the path "${p}" is absolute; use a path relative to the folder`
    };
  }
  const segments = p.split(/[\\/]/);
  if (segments.includes('..'))
    return {
      ok: false,
      problem: 'traversal',
      message: `the path "${p}" contains ".."; paths must stay inside the folder`
    };
  const norm = posix.normalize(p.replace(/\\/g, '/'));
  return { ok: true, path: norm };
}

/** True when `child` (absolute) is `parent` or inside it. */
export function isInside(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Resolves a relative path inside `base` (absolute, already real) and proves the target stays inside
 * `boundary` (defaults to base) after following every symlink. Throws UnsafePathError otherwise.
 */
export async function resolveInside(
  base: string,
  p: string,
  opts: { boundary?: string; expect?: 'file' | 'directory' | 'any' } = {}
): Promise<string> {
  const lex = checkRelativePath(p);
  if (!lex.ok) throw new UnsafePathError(lex.problem, p, lex.message);
  const boundary = opts.boundary ?? base;
  const joined = join(base, lex.path);
  let real: string;
  try {
    real = await realpath(joined);
  } catch {
    // A dangling symlink is reported as an escape when its link itself exists.
    try {
      const ls = await lstat(joined);
      if (ls.isSymbolicLink())
        throw new UnsafePathError('escapes', p, `the path "${p}" is a symlink to a target that does not exist`);
    } catch (e) {
      if (e instanceof UnsafePathError) throw e;
    }
    throw new UnsafePathError('missing', p, `the file "${p}" does not exist`);
  }
  if (!isInside(boundary, real)) {
    throw new UnsafePathError('escapes', p, `the path "${p}" resolves outside the allowed folder (through a symlink)`);
  }
  const expect = opts.expect ?? 'any';
  if (expect !== 'any') {
    const st = await stat(real);
    if (expect === 'file' && !st.isFile())
      throw new UnsafePathError(
        'not-a-file',
        p,
        `"${p}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file`
      );
    if (expect === 'directory' && !st.isDirectory())
      throw new UnsafePathError('not-a-directory', p, `"${p}" is not a directory`);
  }
  return real;
}

export class FileTooLargeError extends Error {
  constructor(
    public readonly path: string,
    public readonly limit: number,
    public readonly size: number
  ) {
    super(`the file is ${overLimit(size, limit)}`);
    this.name = 'FileTooLargeError';
  }
}

/** Reads a whole file, refusing one larger than `maxBytes` (bounded memory for hostile inputs). */
export async function readBounded(abs: string, maxBytes: number): Promise<Buffer> {
  const fh = await open(abs, 'r');
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw Object.assign(new Error(`"${abs}" is not a regular file`), { code: 'EISDIR' });
    if (st.size > maxBytes) throw new FileTooLargeError(abs, maxBytes, st.size);
    const buf = Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const { bytesRead } = await fh.read(buf, off, st.size - off, off);
      if (bytesRead === 0) break;
      off += bytesRead;
    }
    return off === st.size ? buf : buf.subarray(0, off);
  } finally {
    await fh.close();
  }
}

/** Decodes UTF-8 strictly; returns undefined when the bytes are not valid UTF-8. */
export function decodeUtf8Strict(buf: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    return undefined;
  }
}
