/**
 * Report files named on the command line (`--report-json`, `--sarif`, `--junit`, `--html`, `--summary`) are checked
 * before anything runs, and written with every failure turned into an `OutputPathError` (BG015, exit 2): an unwritable
 * path is a usage problem with a message that names the flag and the reason, never an internal error.
 */
import { constants } from 'node:fs';
import { access, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { OutputPathError } from '../core/command.js';

/** One output file: the flag (or input) that named it and its absolute path. */
export interface OutputTarget {
  flag: string;
  path: string;
}

/** A reason a user can act on, from an errno code. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'the file system is read-only';
    case 'EISDIR':
      return 'it is a folder';
    case 'ENOTDIR':
      return 'a folder on its path is a file';
    case 'ENOSPC':
      return 'no space left on the device';
    default:
      return code ?? (e as Error).message;
  }
}

/** Why `path` cannot be written (undefined when it can): checked without creating or changing anything. */
export async function unwritableReason(path: string): Promise<string | undefined> {
  try {
    const st = await stat(path);
    if (st.isDirectory()) return 'it is a folder';
    if (!st.isFile()) return 'it is not a regular file';
    await access(path, constants.W_OK);
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return reason(e);
  }
  // The nearest existing folder above it must be a folder we may create files in.
  for (let d = dirname(path); ; d = dirname(d)) {
    try {
      const st = await stat(d);
      if (!st.isDirectory()) return `${d} is a file, not a folder`;
      await access(d, constants.W_OK | constants.X_OK);
      return undefined;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(d) === d) return reason(e);
    }
  }
}

/** Throws OutputPathError naming every target that cannot be written. */
export async function checkOutputTargets(targets: readonly OutputTarget[]): Promise<void> {
  const bad: string[] = [];
  for (const t of targets) {
    const why = await unwritableReason(t.path);
    if (why) bad.push(`${t.flag} ${t.path}: ${why}`);
  }
  if (bad.length) throw new OutputPathError(`cannot write ${bad.join('; ')}; nothing was run`);
}

/** Writes one output file (creating its folders); any failure is an OutputPathError naming the flag. */
export async function writeOutput(t: OutputTarget, text: string): Promise<void> {
  try {
    await mkdir(dirname(t.path), { recursive: true });
    await writeFile(t.path, text);
  } catch (e) {
    throw new OutputPathError(`cannot write ${t.flag} ${t.path}: ${reason(e)}`);
  }
}
