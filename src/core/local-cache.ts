import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import type { ResultCache } from './cache.js';
import { VERSION } from '../version.js';

/** Folder name benchgate's old CLI cache had under the checked root. It is never read by default any more, and never walked as part of the tree. */
export const LOCAL_CACHE_DIR = '.benchgate-cache';
/** Entries larger than this are neither written nor read (a cache must not become a memory hazard). */
export const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;
/** Name of the per-user secret that authenticates entries, in the user's cache folder (never in a checked tree). */
const CACHE_KEY_FILE = 'cache-key';
const ENTRY_MAGIC = 'benchgate-cache/1';

/**
 * The user's benchgate cache folder: `$XDG_CACHE_HOME/benchgate`, else `~/.cache/benchgate` (`%LOCALAPPDATA%\benchgate`
 * on Windows). Outside any checked-out tree, so a repository cannot ship entries into it.
 */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'benchgate');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return join(env.LOCALAPPDATA, 'benchgate');
  return join(env.HOME && isAbsolute(env.HOME) ? env.HOME : homedir(), '.cache', 'benchgate');
}

/** Reads the per-user cache secret, creating it (32 random bytes, mode 0600, created exclusively) on first use. */
export async function loadCacheSecret(dir: string): Promise<Buffer> {
  const f = join(dir, CACHE_KEY_FILE);
  const parse = (t: string) => {
    const hex = t.trim();
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`${f} is not a benchgate cache key (64 hex digits)`);
    return Buffer.from(hex, 'hex');
  };
  try {
    return parse(await readFile(f, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    const h = await open(f, 'wx', 0o600);
    try {
      await h.writeFile(randomBytes(32).toString('hex') + '\n');
    } finally {
      await h.close();
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return parse(await readFile(f, 'utf8'));
}

/**
 * The CLI's result cache: one file per entry in a local folder (by default the user's cache folder, userCacheDir()),
 * named like the action's cache keys (`benchgate-v<VERSION>-<sha256>`). Every entry carries an HMAC-SHA256 over its key
 * and value with the per-user secret of `secretDir` (default the user's cache folder): an entry is returned only when
 * that MAC verifies, so a folder committed to a repository (or copied from another machine, or renamed from another
 * key's file) is never trusted, even when `--cache-dir` points into the checked tree. Read or write errors are
 * reported once through `warn` and then ignored; a forged or damaged entry is reported once and treated as a miss.
 */
export class LocalFolderCache implements ResultCache {
  private warned = false;
  private warnedForged = false;
  private secret: Promise<Buffer | undefined> | undefined;
  /** Entries refused because their MAC did not verify (tests read it). */
  rejected = 0;

  constructor(
    private readonly dir: string,
    private readonly warn: (message: string) => void = () => {},
    private readonly version = VERSION,
    private readonly secretDir = userCacheDir()
  ) {}

  private file(key: string): string {
    return join(this.dir, `benchgate-v${this.version}-${createHash('sha256').update(key).digest('hex')}`);
  }

  private problem(e: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.warn(`result cache in ${this.dir} unusable (${(e as Error).message}); going on without it`);
  }

  private key(): Promise<Buffer | undefined> {
    this.secret ??= loadCacheSecret(this.secretDir).catch((e: unknown) => {
      this.problem(new Error(`no cache key: ${(e as Error).message}`));
      return undefined;
    });
    return this.secret;
  }

  private mac(secret: Buffer, key: string, value: string): string {
    return createHmac('sha256', secret)
      .update(`${ENTRY_MAGIC}\u0000${this.version}\u0000${key}\u0000`)
      .update(value)
      .digest('hex');
  }

  async get(key: string): Promise<string | undefined> {
    const secret = await this.key();
    if (!secret) return undefined;
    let text: string;
    try {
      const f = this.file(key);
      if ((await stat(f)).size > CACHE_ENTRY_MAX_BYTES) return undefined;
      text = await readFile(f, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') this.problem(e);
      return undefined;
    }
    const nl = text.indexOf('\n');
    const head = nl < 0 ? '' : text.slice(0, nl);
    const value = nl < 0 ? '' : text.slice(nl + 1);
    const m = /^benchgate-cache\/1 ([0-9a-f]{64})$/.exec(head);
    const want = Buffer.from(this.mac(secret, key, value), 'hex');
    if (!m || !timingSafeEqual(Buffer.from(m[1], 'hex'), want)) {
      this.rejected++;
      if (!this.warnedForged) {
        this.warnedForged = true;
        this.warn(
          `result cache in ${this.dir}: an entry was not written by this user's benchgate for this key (its MAC does not verify); it is ignored and the result computed afresh`
        );
      }
      return undefined;
    }
    return value;
  }

  async set(key: string, value: string): Promise<void> {
    if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES) return;
    const secret = await this.key();
    if (!secret) return;
    try {
      await mkdir(this.dir, { recursive: true });
      const f = this.file(key);
      const tmp = `${f}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, `${ENTRY_MAGIC} ${this.mac(secret, key, value)}\n${value}`, { mode: 0o600 });
      await rename(tmp, f);
    } catch (e) {
      this.problem(e);
    }
  }
}
