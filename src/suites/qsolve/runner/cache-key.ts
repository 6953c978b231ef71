/**
 * Cache keys for case run records: a case's record is reused only when the workflow's files, the case (input,
 * params, seed, expect), the target, the limits, the runner script, the interpreter and sandbox, the protocol, the
 * simulation engine's build and benchgate's version are all unchanged (content-addressed: a SHA-256 over all of them).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { VERSION } from '../../../version.js';
import { canonicalJson, sha256Hex } from './hash.js';
import { PROTOCOL_VERSION } from './protocol.js';

/** Folders never hashed: benchgate's own outputs and caches, VCS and interpreter caches. */
const DIGEST_SKIP_DIRS = new Set([
  '.benchgate',
  '.benchgate-cache',
  '__pycache__',
  '.git',
  'node_modules',
  '.pytest_cache',
  '.mypy_cache'
]);
const DIGEST_MAX_FILES = 5000;
const DIGEST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * SHA-256 over every file of the workflow folder (sorted relative paths and contents); undefined when too big.
 * `exclude` is one folder-relative file left out (run records written into the folder they judge).
 */
export async function workflowDigest(folderAbs: string, exclude: readonly string[] = []): Promise<string | undefined> {
  const files: string[] = [];
  const walk = async (dir: string, rel: string): Promise<boolean> => {
    const ents = await readdir(dir, { withFileTypes: true });
    ents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of ents) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (DIGEST_SKIP_DIRS.has(e.name)) continue;
        if (!(await walk(join(dir, e.name), r))) return false;
      } else if (e.isFile() || e.isSymbolicLink()) {
        if (exclude.includes(r)) continue;
        files.push(r);
        if (files.length > DIGEST_MAX_FILES) return false;
      }
    }
    return true;
  };
  try {
    if (!(await walk(folderAbs, ''))) return undefined;
    const h: string[] = [];
    let total = 0;
    for (const f of files) {
      const abs = join(folderAbs, ...f.split('/'));
      let content: Buffer;
      try {
        const st = await stat(abs);
        total += st.size;
        if (total > DIGEST_MAX_BYTES) return undefined;
        content = st.isFile() ? await readFile(abs) : Buffer.alloc(0);
      } catch {
        content = Buffer.from('<unreadable>');
      }
      h.push(`${f}\u0000${sha256Hex(content)}`);
    }
    return sha256Hex(h.join('\n'));
  } catch {
    return undefined;
  }
}

export interface CacheKeyParts {
  digest: string;
  runner: string;
  list: string;
  name: string;
  input: unknown;
  params: unknown;
  seed: number;
  target: string;
  expect: unknown;
  limits: unknown;
  /** Runner info (language, interpreter, sandbox, limits), engine build and time limit. */
  environment?: unknown;
}

export function cacheKey(p: CacheKeyParts): string {
  return `qsolve-case-${sha256Hex(canonicalJson({ engine: VERSION, protocol: PROTOCOL_VERSION, ...p }))}`;
}
