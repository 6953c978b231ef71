import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ResultCache } from '../suites/types.js';
import { VERSION } from '../version.js';

/** Default folder of the CLI's cache, under the checked root (never walked as part of the tree). */
export const LOCAL_CACHE_DIR = '.benchgate-cache';
/** Entries larger than this are neither written nor read (a cache must not become a memory hazard). */
export const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The CLI's result cache: one file per entry in a local folder, named like the action's cache keys
 * (`benchgate-v<VERSION>-<sha256>`). Read or write errors are reported once through `warn` and then ignored.
 */
export class LocalFolderCache implements ResultCache {
  private warned = false;

  constructor(
    private readonly dir: string,
    private readonly warn: (message: string) => void = () => {},
    private readonly version = VERSION
  ) {}

  private file(key: string): string {
    return join(this.dir, `benchgate-v${this.version}-${createHash('sha256').update(key).digest('hex')}`);
  }

  private problem(e: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.warn(`result cache in ${this.dir} unusable (${(e as Error).message}); going on without it`);
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const f = this.file(key);
      if ((await stat(f)).size > CACHE_ENTRY_MAX_BYTES) return undefined;
      return await readFile(f, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.problem(e);
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES) return;
    try {
      await mkdir(this.dir, { recursive: true });
      const f = this.file(key);
      const tmp = `${f}.${process.pid}.tmp`;
      await writeFile(tmp, value);
      await rename(tmp, f);
    } catch (e) {
      this.problem(e);
    }
  }
}
