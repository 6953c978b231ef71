import { createHash } from 'node:crypto';
import { compareText } from './order.js';

/** Largest shard count accepted by `--shard I/N`, the action's `shard` input and `benchgate merge`. */
export const MAX_SHARDS = 256;

/** A run id: GITHUB_RUN_ID, or a value passed with `--run-id` / the action's `run-id` input. */
const RUN_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;

export interface PlanEntry {
  suite: string;
  path: string;
}

/** Code-unit order (never locale order, which differs between machines). */
function compareEntries(a: PlanEntry, b: PlanEntry): number {
  return compareText(a.suite, b.suite) || compareText(a.path, b.path);
}

/**
 * SHA-256 of a list of (suite, path) pairs, independent of their order: the hash of the planned artifact
 * list (`config.plan.hash`) and of one shard's slice (`config.shard.slice.hash`).
 */
export function planDigest(entries: readonly PlanEntry[]): string {
  const sorted = [...entries].sort(compareEntries);
  const h = createHash('sha256');
  h.update('benchgate.plan/1\n');
  for (const e of sorted) h.update(`${JSON.stringify(e.suite)}\t${JSON.stringify(e.path)}\n`);
  return h.digest('hex');
}

/**
 * `I/N` with 1 <= I <= N <= MAX_SHARDS, both plain decimal integers without sign, leading zero, exponent or
 * inner space (outer white space is trimmed); empty → no sharding. Throws with the fix otherwise.
 */
export function parseShardSpec(v: string | undefined, what = 'shard'): { index: number; count: number } | undefined {
  const t = (v ?? '').trim();
  if (t === '') return undefined;
  const m = /^([1-9][0-9]{0,2})\/([1-9][0-9]{0,2})$/.exec(t);
  const shown = t.length > 40 ? `${JSON.stringify(t.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(t);
  const fix = `${what} must be I/N with 1 <= I <= N <= ${MAX_SHARDS}, plain decimal integers, e.g. 2/4 (got ${shown})`;
  if (!m) throw new Error(fix);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (index > count || count > MAX_SHARDS) throw new Error(fix);
  return { index, count };
}

/** Validates a run id (throws with the fix); empty → undefined. */
export function parseRunId(v: string | undefined, what = 'run-id'): string | undefined {
  const t = (v ?? '').trim();
  if (t === '') return undefined;
  if (!RUN_ID_PATTERN.test(t))
    throw new Error(
      `${what} must be 1 to 100 characters of A-Z a-z 0-9 . _ - (got ${t.length > 40 ? 'a longer value' : JSON.stringify(t)})`
    );
  return t;
}

/** The run identity from the GitHub environment (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT), when present and well formed. */
export function runFromEnv(env: Record<string, string | undefined>): { run: string; attempt?: number } | undefined {
  const id = env['GITHUB_RUN_ID']?.trim();
  if (!id || !RUN_ID_PATTERN.test(id)) return undefined;
  const a = env['GITHUB_RUN_ATTEMPT']?.trim();
  const attempt = a && /^[1-9][0-9]{0,5}$/.test(a) ? Number(a) : undefined;
  return { run: id, ...(attempt ? { attempt } : {}) };
}

/** Stable partition key: artifacts of one suite are spread by a hash of their path. */
export function shardOf(suite: string, path: string, count: number): number {
  let h = 2166136261;
  const s = `${suite}\0${path}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return (h % count) + 1;
}
