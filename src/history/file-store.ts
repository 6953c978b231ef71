/**
 * History kept in a folder (`benchgate check --history DIR`, `history: file:<path>`): `DIR/entries.jsonl`, one entry
 * per line, oldest first, the same layout as the `benchgate-history` branch (docs/history.md). Appending rewrites
 * the file through a temporary file and a rename, so a reader never sees half a file; writers on one machine take
 * turns through a lock file (`entries.jsonl.lock`, created exclusively), so concurrent runs do not lose an entry.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HistoryEntry, HistoryStore } from '../core/history-model.js';
import { HISTORY_READ_LIMITS } from './read.js';
import { overLimit } from '../core/bytes.js';

const ENTRIES_FILE = 'entries.jsonl';

/** A lock older than this is taken for a crashed writer's and removed. */
const STALE_LOCK_MS = 60_000;
/** How long a writer waits for the lock, in total. */
const LOCK_WAIT_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The newest `max` lines of `existing` plus `line`, dropping the oldest further while the text would be over the
 * read bound (32 MiB), so the history always stays readable. Pure.
 */
export function appendLines(existing: string, line: string, max: number): string {
  const lines = existing.split('\n').filter((l) => l.trim() !== '');
  lines.push(line);
  let keep = lines.slice(Math.max(0, lines.length - max));
  let bytes = keep.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
  let drop = 0;
  while (bytes > HISTORY_READ_LIMITS.bytes && drop < keep.length - 1) bytes -= Buffer.byteLength(keep[drop++]!) + 1;
  keep = keep.slice(drop);
  return keep.join('\n') + '\n';
}

export class FileHistoryStore implements HistoryStore {
  readonly label: string;
  readonly file: string;
  private readonly path: string;

  /** `dir`: the folder (created on the first append); `shown`: how messages name it (default `dir`). */
  constructor(
    private readonly dir: string,
    shown = dir
  ) {
    this.label = `file ${shown}`;
    this.file = join(shown, ENTRIES_FILE).split('\\').join('/');
    this.path = join(dir, ENTRIES_FILE);
  }

  async read(): Promise<string> {
    let size: number;
    try {
      const st = await stat(this.path);
      if (!st.isFile()) throw new Error(`${this.file} is not a file`);
      size = st.size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw e;
    }
    if (size > HISTORY_READ_LIMITS.bytes)
      throw new Error(`${this.file} is ${overLimit(size, HISTORY_READ_LIMITS.bytes)} for a history`);
    return readFile(this.path, 'utf8');
  }

  async append(entry: HistoryEntry, max: number): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const release = await this.lock();
    try {
      const text = appendLines(await this.read(), JSON.stringify(entry), max);
      const tmp = join(this.dir, `.${ENTRIES_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const fh = await open(tmp, 'wx', 0o644);
        try {
          await fh.writeFile(text, 'utf8');
          await fh.sync();
        } finally {
          await fh.close();
        }
        await rename(tmp, this.path);
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    } finally {
      await release();
    }
  }

  /** Takes the folder's lock (exclusive create); waits for another writer, removes a crashed writer's stale lock. */
  private async lock(): Promise<() => Promise<void>> {
    const lockPath = `${this.path}.lock`;
    const token = `${process.pid} ${randomBytes(6).toString('hex')}\n`;
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        await writeFile(lockPath, token, { flag: 'wx' });
        return async () => {
          // Only our own lock is removed.
          const now = await readFile(lockPath, 'utf8').catch(() => '');
          if (now === token) await rm(lockPath, { force: true });
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const st = await stat(lockPath).catch(() => undefined);
      if (st && Date.now() - st.mtimeMs > STALE_LOCK_MS) {
        await rm(lockPath, { force: true });
        continue;
      }
      if (waited >= LOCK_WAIT_MS)
        throw new Error(
          `${this.file}.lock is held by another writer (waited ${LOCK_WAIT_MS / 1000} s); remove it if no benchgate run is writing`
        );
      const ms = Math.min(200, 5 * 2 ** Math.min(attempt, 6));
      await sleep(ms);
      waited += ms;
    }
  }
}
