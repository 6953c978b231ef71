import { open } from 'node:fs/promises';
import type { RepoTree } from './tree.js';

/**
 * benchgate's own JSON report (`report-json`, a shard report, a baseline file: all `schemas/report.schema.json`)
 * starts with these two keys in this order (`JSON.stringify` of the report model). A file whose first bytes say so
 * is benchgate's output, not a benchmark artifact: no suite claims it (a report lying in the tree used to fail as
 * a pcs bundle, PCS007, which broke the `baseline: <path>` recipe).
 */
const REPORT_HEAD =
  /^\uFEFF?\s*\{\s*"schema"\s*:\s*"benchgate\.report\/[0-9]+"\s*,\s*"tool"\s*:\s*\{\s*"name"\s*:\s*"benchgate"\s*[,}]/;
/** A history's `entries.jsonl` (docs/history.md): each line a `schemas/history.schema.json` entry, `schema` first. */
const HISTORY_HEAD = /^\uFEFF?\s*\{\s*"schema"\s*:\s*"benchgate\.history\/[0-9]+"\s*,\s*"commit"\s*:/;
const HEAD_BYTES = 256;

async function head(abs: string): Promise<string> {
  const fh = await open(abs, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead).toString('utf8');
  } finally {
    await fh.close();
  }
}

/**
 * The `.json` files of the tree that are benchgate reports and the `.jsonl` files that are benchgate histories (a
 * `--history DIR` inside the checked folder), by their first bytes; an unreadable file is left to the suites, which
 * report it. Checked files are untrusted, so this only ever removes a file from discovery and
 * says so (BG027): a tree that dresses an artifact up as a report gains nothing it could not get by deleting it.
 */
export async function findOwnReports(tree: RepoTree): Promise<string[]> {
  const out: string[] = [];
  for (const f of tree.files) {
    const lower = f.toLowerCase();
    const re = lower.endsWith('.json') ? REPORT_HEAD : lower.endsWith('.jsonl') ? HISTORY_HEAD : undefined;
    if (!re) continue;
    try {
      if (re.test(await head(tree.abs(f)))) out.push(f);
    } catch {
      /* unreadable: the suites report it */
    }
  }
  return out;
}
