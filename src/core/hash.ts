import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Streaming SHA-256 of many files with bounded memory, spread over worker threads (one per core, at most 4).
 * Each worker reads its files sequentially in 4 MiB chunks into one reused buffer.
 * The worker's code is evaluated from a string so the bundled action (ncc) needs no extra file.
 */
const CHUNK = 4 * 1024 * 1024;
/** Below this many bytes in total, hashing on the main thread is faster than starting workers. */
const PARALLEL_THRESHOLD = 64 * 1024 * 1024;

export interface HashJob {
  path: string;
  size: number;
}

export type HashResult = { ok: true; sha256: string } | { ok: false; error: string };

export async function sha256File(path: string): Promise<string> {
  const fh = await open(path, 'r');
  try {
    const h = createHash('sha256');
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
      if (bytesRead === 0) break;
      h.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
    }
    return h.digest('hex');
  } finally {
    await fh.close();
  }
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const buf = Buffer.allocUnsafe(${CHUNK});
parentPort.on('message', (msg) => {
  if (msg === null) { process.exit(0); }
  const { id, path } = msg;
  let fd;
  try {
    fd = fs.openSync(path, 'r');
    const h = createHash('sha256');
    for (;;) {
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      h.update(n === buf.length ? buf : buf.subarray(0, n));
    }
    parentPort.postMessage({ id, ok: true, sha256: h.digest('hex') });
  } catch (e) {
    parentPort.postMessage({ id, ok: false, error: String(e && e.message || e) });
  } finally {
    if (fd !== undefined) try { fs.closeSync(fd); } catch {}
  }
});
`;

/** Hashes every job; results come back in job order. Never throws for unreadable files (they get `ok: false`). */
export async function sha256Files(jobs: HashJob[], opts: { threads?: number } = {}): Promise<HashResult[]> {
  const total = jobs.reduce((n, j) => n + j.size, 0);
  const threads = Math.max(1, Math.min(opts.threads ?? availableParallelism(), 4, jobs.length));
  if (threads === 1 || total < PARALLEL_THRESHOLD) {
    const out: HashResult[] = [];
    for (const j of jobs) {
      try {
        out.push({ ok: true, sha256: await sha256File(j.path) });
      } catch (e) {
        out.push({ ok: false, error: (e as Error).message });
      }
    }
    return out;
  }
  // Largest files first, each to the next free worker (longest-processing-time scheduling).
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[b].size - jobs[a].size || a - b);
  const results: HashResult[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from({ length: threads }, () => new Worker(WORKER_SOURCE, { eval: true }));
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= order.length) {
                resolve();
                return;
              }
              const id = order[next++];
              w.postMessage({ id, path: jobs[id].path });
            };
            w.on('message', (m: { id: number; ok: boolean; sha256?: string; error?: string }) => {
              results[m.id] = m.ok ? { ok: true, sha256: m.sha256! } : { ok: false, error: m.error ?? 'read failed' };
              feed();
            });
            w.on('error', reject);
            feed();
          })
      )
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
