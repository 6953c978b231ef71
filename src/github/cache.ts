import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_ENTRY_MAX_BYTES } from '../core/local-cache.js';
import type { ResultCache } from '../core/cache.js';
import { VERSION } from '../version.js';

/** The @actions/cache functions the adapter uses (injected: tests pass stubs; local-action's stub lacks some). */
export interface CacheBackend {
  isFeatureAvailable?: () => boolean;
  restoreCache?: (
    paths: string[],
    primaryKey: string,
    restoreKeys?: string[],
    options?: { timeoutInMs?: number; segmentTimeoutInMs?: number }
  ) => Promise<string | undefined>;
  saveCache?: (paths: string[], key: string) => Promise<number>;
}

/** Time limits of the result cache: it must never cost more than this, whatever the cache service does. */
export interface CacheLimits {
  /** One restore or save (default 15 s). @actions/cache retries a failing service 5 times with back-off itself. */
  operationTimeoutMs: number;
  /** Every cache operation of the run together (default 60 s); then the cache is switched off. */
  budgetMs: number;
}

const DEFAULT_CACHE_LIMITS: CacheLimits = { operationTimeoutMs: 15_000, budgetMs: 60_000 };

/** Lines @actions/cache writes on its own (no properties, unlike benchgate's annotations), recognised after the checks (see `close`). */
const TOOLKIT_LINE =
  /^::(?:warning|error)::(?:Failed to (?:restore|save):|Cache reservation failed:|You've hit a rate limit|uploadCacheArchiveSDK:)/;

const TIMED_OUT = Symbol('timed out');

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
  limits?: Partial<CacheLimits>;
  /** Clock for the budget (default Date.now). */
  now?: () => number;
  /**
   * Starts the timer of one cache call: calls `fire` after `ms` and returns a function that cancels it (default
   * setTimeout). Tests pass a manual timer together with `now`, so no assertion depends on the machine's speed.
   */
  timer?: (ms: number, fire: () => void) => () => void;
}

function realTimer(ms: number, fire: () => void): () => void {
  const t = setTimeout(fire, ms);
  return () => clearTimeout(t);
}

/**
 * ResultCache over @actions/cache: exact keys, no restore keys, values stored as files. A missing or failing cache
 * service never throws: the first problem produces one warning and the cache is switched off for the run.
 */
export class ActionsResultCache implements ResultCache {
  private disabled = false;
  private warned = false;
  /** Cache calls not settled yet, including ones abandoned at their timeout. */
  private inflight = 0;
  private closed = false;
  private original: ((...args: any[]) => boolean) | undefined;
  private toolkitProblem: string | undefined;
  private readonly limits: CacheLimits;
  private readonly now: () => number;
  private readonly timer: (ms: number, fire: () => void) => () => void;
  hits = 0;
  misses = 0;
  /** Milliseconds spent waiting for the cache so far (callers may leave it out of their own time budgets). */
  spentMs = 0;
  private lastTimeoutMs = 0;

  constructor(private readonly opts: ActionsCacheOptions) {
    this.limits = { ...DEFAULT_CACHE_LIMITS, ...opts.limits };
    this.now = opts.now ?? Date.now;
    this.timer = opts.timer ?? realTimer;
  }

  /** Calls abandoned at their timeout that are still running (their sockets keep the process alive). */
  get abandoned(): number {
    return this.inflight;
  }

  /**
   * The run's checks are over: restore the output stream, or, while an abandoned call is still running, keep
   * turning only the toolkit's own warning lines into log lines (benchgate's annotations follow).
   */
  close(): void {
    this.closed = true;
    this.disabled = true;
    if (this.inflight === 0) this.detach();
  }

  private off(reason: string): void {
    this.disabled = true;
    if (!this.warned) {
      this.warned = true;
      this.opts.warn(
        `result cache unavailable (${reason}); benchgate goes on without it, every result is computed afresh`
      );
    }
  }

  private usable(): boolean {
    if (this.disabled) return false;
    if (this.spentMs >= this.limits.budgetMs) {
      this.off(`the cache's time budget of ${secs(this.limits.budgetMs)} for the run is used up`);
      return false;
    }
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

  private stream(): { write: (...args: any[]) => boolean } | null {
    return this.opts.stream === undefined ? process.stdout : this.opts.stream;
  }

  private attach(): void {
    const stream = this.stream();
    if (!stream || this.original) return;
    const orig = stream.write;
    this.original = orig;
    stream.write = (chunk: any, ...rest: any[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text);
      if (m && (!this.closed || TOOLKIT_LINE.test(text))) {
        if (!this.closed) this.toolkitProblem ??= m[2].trim().replace(/%0A/g, ' ').replace(/%25/g, '%');
        return orig.call(stream, `[cache] ${m[2]}`, ...rest);
      }
      return orig.call(stream, chunk, ...rest);
    };
  }

  private detach(): void {
    const stream = this.stream();
    if (stream && this.original) {
      stream.write = this.original;
      this.original = undefined;
    }
  }

  /**
   * Runs one cache call with the toolkit's warning/error commands captured, under the operation timeout and
   * what is left of the budget. A call that does not finish in time is abandoned (it cannot be cancelled) and
   * the cache switched off; the capture stays until it settles.
   */
  private async guarded<T>(fn: () => Promise<T>): Promise<T | typeof TIMED_OUT> {
    const left = this.limits.budgetMs - this.spentMs;
    const timeout = Math.max(1, Math.min(this.limits.operationTimeoutMs, left));
    this.lastTimeoutMs = timeout;
    this.attach();
    this.inflight++;
    const call = (async () => fn())();
    void call.then(
      () => this.settled(),
      () => this.settled()
    );
    const start = this.now();
    let cancel: (() => void) | undefined;
    try {
      return await Promise.race([
        call,
        new Promise<typeof TIMED_OUT>((res) => (cancel = this.timer(timeout, () => res(TIMED_OUT))))
      ]);
    } finally {
      cancel?.();
      this.spentMs += Math.max(0, this.now() - start);
    }
  }

  private timeoutReason(op: string): string {
    if (this.lastTimeoutMs < this.limits.operationTimeoutMs)
      return `the cache's time budget of ${secs(this.limits.budgetMs)} for the run is used up (a ${op} was still running)`;
    return `a ${op} did not finish within ${secs(this.lastTimeoutMs)}`;
  }

  private settled(): void {
    if (--this.inflight === 0) this.detach();
  }

  private checkToolkit(): void {
    if (this.toolkitProblem && !this.disabled) this.off(this.toolkitProblem);
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.usable()) return undefined;
    const k = cacheKey(key, this.opts.version);
    const path = join(this.opts.dir, k);
    try {
      const t = Math.min(this.limits.operationTimeoutMs, this.limits.budgetMs);
      const hit = await this.guarded(() =>
        this.opts.backend!.restoreCache!([path], k, [], { timeoutInMs: t, segmentTimeoutInMs: t })
      );
      if (hit === TIMED_OUT) {
        this.off(this.timeoutReason('restore'));
        return undefined;
      }
      this.checkToolkit();
      if (this.disabled) return undefined;
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
      const r = await this.guarded(() => this.opts.backend!.saveCache!([path], k));
      if (r === TIMED_OUT) this.off(this.timeoutReason('save'));
      else this.checkToolkit();
    } catch (e) {
      this.off(`save failed: ${(e as Error).message}`);
    }
  }
}

function secs(ms: number): string {
  return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}
