/**
 * A ResultCache in a local folder (the CLI's `.benchgate-cache/` under the checked root). One file per key,
 * written atomically (temporary file + rename); unreadable or oversized entries are misses. Never throws.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResultCache } from '../suites/types.js';

export const CACHE_DIR = '.benchgate-cache';
export const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;

export class LocalDirCache implements ResultCache {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    const safe = /^[A-Za-z0-9._-]{1,200}$/.test(key) && !key.startsWith('.') ? key : createHash('sha256').update(key).digest('hex');
    return join(this.dir, `${safe}.json`);
  }

  async get(key: string): Promise<string | undefined> {
    const f = this.file(key);
    try {
      if ((await stat(f)).size > CACHE_ENTRY_MAX_BYTES) return undefined;
      return await readFile(f, 'utf8');
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES) return;
    const f = this.file(key);
    const tmp = `${f}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(tmp, value);
      await rename(tmp, f);
    } catch {
      /* a cache that cannot be written is just a cache miss next time */
    }
  }
}
