import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_ENTRY_MAX_BYTES } from '../core/local-cache.js';
import type { ResultCache } from '../suites/types.js';
import { VERSION } from '../version.js';

/** The @actions/cache functions the adapter uses (injected: tests pass stubs; local-action's stub lacks some). */
export interface CacheBackend {
  isFeatureAvailable?: () => boolean;
  restoreCache?: (paths: string[], primaryKey: string, restoreKeys?: string[]) => Promise<string | undefined>;
  saveCache?: (paths: string[], key: string) => Promise<number>;
}

/** Exact cache key: version prefix + SHA-256 of the suite's key text (so a new benchgate never reads old results). */
export function cacheKey(input: string, version = VERSION): string {
  return `benchgate-v${version}-${createHash('sha256').update(input).digest('hex')}`;
}

export interface ActionsCacheOptions {
  backend: CacheBackend | undefined;
  /** Folder holding one file per entry; @actions/cache saves and restores exactly that file path. */
  dir: string;
  /** Called at most once per run, when the cache turns out unavailable or failing. */
  warn: (message: string) => void;
  log?: (line: string) => void;
  version?: string;
  /**
   * Where @actions/cache writes its own `::warning::`/`::error::` commands. While a cache call runs they are
   * turned into plain log lines and mark the cache as failing, so an outage costs one warning in total.
   * Default process.stdout; null disables the capture.
   */
  stream?: { write: (...args: any[]) => boolean } | null;
}

/**
 * ResultCache over @actions/cache: exact keys, no restore keys, values stored as files. A missing or failing cache
 * service never throws: the first problem produces one warning and the cache is switched off for the run.
 */
export class ActionsResultCache implements ResultCache {
  private disabled = false;
  private warned = false;
  private depth = 0;
  private original: ((...args: any[]) => boolean) | undefined;
  private toolkitProblem: string | undefined;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: ActionsCacheOptions) {}

  private off(reason: string): void {
    this.disabled = true;
    if (!this.warned) {
      this.warned = true;
      this.opts.warn(`result cache unavailable (${reason}); benchgate goes on without it, every result is computed afresh`);
    }
  }

  private usable(): boolean {
    if (this.disabled) return false;
    const b = this.opts.backend;
    if (!b || typeof b.restoreCache !== 'function' || typeof b.saveCache !== 'function') {
      this.off('the cache functions are missing, as under @github/local-action');
      return false;
    }
    if (typeof b.isFeatureAvailable !== 'function') {
      this.off('cache.isFeatureAvailable is missing, as under @github/local-action');
      return false;
    }
    let available = false;
    try {
      available = b.isFeatureAvailable();
    } catch (e) {
      this.off(`isFeatureAvailable failed: ${(e as Error).message}`);
      return false;
    }
    if (!available) {
      this.off('no cache service on this runner: ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL are not set');
      return false;
    }
    return true;
  }

  /** Runs one cache call with the toolkit's warning/error commands captured. */
  private async guarded<T>(fn: () => Promise<T>): Promise<T> {
    const stream = this.opts.stream === undefined ? process.stdout : this.opts.stream;
    if (stream && this.depth++ === 0) {
      this.original = stream.write;
      const orig = this.original;
      stream.write = (chunk: any, ...rest: any[]) => {
        const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
        const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text);
        if (m) {
          this.toolkitProblem ??= m[2].trim().replace(/%0A/g, ' ').replace(/%25/g, '%');
          return orig.call(stream, `[cache] ${m[2]}`, ...rest);
        }
        return orig.call(stream, chunk, ...rest);
      };
    }
    try {
      return await fn();
    } finally {
      if (stream && --this.depth === 0 && this.original) {
        stream.write = this.original;
        this.original = undefined;
      }
    }
  }

  private checkToolkit(): void {
    if (this.toolkitProblem && !this.disabled) this.off(this.toolkitProblem);
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.usable()) return undefined;
    const k = cacheKey(key, this.opts.version);
    const path = join(this.opts.dir, k);
    try {
      const hit = await this.guarded(() => this.opts.backend!.restoreCache!([path], k, []));
      this.checkToolkit();
      // restoreCache matches the primary key by prefix too: only an exact hit counts.
      if (hit !== k) {
        this.misses++;
        return undefined;
      }
      // A restored entry is untrusted bytes: bounded here, and the suite verifies what it holds (key, record, result hash).
      if ((await stat(path)).size > CACHE_ENTRY_MAX_BYTES) {
        this.misses++;
        return undefined;
      }
      const v = await readFile(path, 'utf8');
      this.hits++;
      this.opts.log?.(`cache hit ${k}`);
      return v;
    } catch (e) {
      this.off(`restore failed: ${(e as Error).message}`);
      return undefined;
    }
  }

  async set(key: string, value: string): Promise<void> {
    if (!this.usable()) return;
    const k = cacheKey(key, this.opts.version);
    const path = join(this.opts.dir, k);
    try {
      await mkdir(this.opts.dir, { recursive: true });
      await writeFile(path, value);
      await this.guarded(() => this.opts.backend!.saveCache!([path], k));
      this.checkToolkit();
    } catch (e) {
      this.off(`save failed: ${(e as Error).message}`);
    }
  }
}
