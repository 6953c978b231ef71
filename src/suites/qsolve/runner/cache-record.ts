/**
 * The CACHED CASE RECORDS of a workflow run: which records may be kept (cacheable: not benchgate's own outcomes,
 * which depend on the machine) and the check that a cached record is provably the one benchgate wrote for this
 * key and case (verifyCached); anything else is a miss and the case runs.
 */
import type { CaseRecord } from '../types.js';
import { canonicalJson, resultHash } from './hash.js';
import { RUNNER_EXCEPTIONS, isObj } from './run-case.js';

/**
 * Records worth keeping: not benchgate's own outcomes (they depend on the machine). A skip for a module missing here
 * is kept (it is never a pass; installing the module and running with --no-cache runs the case).
 */
export function cacheable(r: CaseRecord): boolean {
  return !(r.exception && RUNNER_EXCEPTIONS.has(r.exception.type));
}

/**
 * A cached record, used only when it is provably the one benchgate wrote for this key: the entry names this exact key,
 * the record is this case (name, list, target, seed, params, expect, input hash), and its result hash recomputed over
 * its content equals the one it carries. Anything else is a miss (the case runs). The cache layer under it
 * authenticates entries too (LocalFolderCache's HMAC); see docs/security/limits.md.
 */
export function verifyCached(
  text: string,
  key: string,
  expected: {
    name: string;
    list: string;
    target: string;
    seed: number;
    params: unknown;
    expect: unknown;
    input_sha256: string;
  }
): CaseRecord | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObj(v) || v.key !== key || !isObj(v.record)) return undefined;
  const r = v.record as unknown as CaseRecord;
  if (typeof r.name !== 'string' || !Array.isArray(r.methods) || typeof r.result_hash !== 'string') return undefined;
  if (
    r.name !== expected.name ||
    (r.list ?? 'cases') !== expected.list ||
    r.target !== expected.target ||
    r.seed !== expected.seed
  )
    return undefined;
  if (
    r.input_sha256 !== expected.input_sha256 ||
    canonicalJson(r.params) !== canonicalJson(expected.params) ||
    canonicalJson(r.expect ?? null) !== canonicalJson(expected.expect ?? null)
  )
    return undefined;
  if (resultHash(r) !== r.result_hash) return undefined;
  if (!cacheable(r)) return undefined;
  return r;
}

/**
 * What stands for the workflow folder in a cached record. A record holds the folder's absolute path where the workflow
 * printed it (a traceback's `File "/…/workflow.py"`); the cache key is the workflow's content, not its place, so an
 * entry written for one checkout is used by another copy of the same content. Stored with this token and given back
 * with the folder of the run that reads it, a failing case restored from the cache keeps its own traceback place
 * (QS021 at `workflow.py:37`) and never shows the other checkout's path.
 */
const WORKFLOW_TOKEN = '<benchgate:workflow>';

function replaceInRecord(r: CaseRecord, from: string, to: string): CaseRecord {
  const text = JSON.stringify(r);
  const a = JSON.stringify(from).slice(1, -1);
  const b = JSON.stringify(to).slice(1, -1);
  if (!text.includes(a)) return r;
  const out = JSON.parse(text.split(a).join(b)) as CaseRecord;
  return { ...out, result_hash: resultHash(out) };
}

/** The record as the cache keeps it: the workflow folder's path (`folderAbs/…`) replaced by the token. */
export function portableRecord(r: CaseRecord, folderAbs: string): CaseRecord {
  return replaceInRecord(r, `${folderAbs.replace(/\/+$/, '')}/`, `${WORKFLOW_TOKEN}/`);
}

/** A verified cached record for the run in `folderAbs`: the token becomes this folder's path again. */
export function localRecord(r: CaseRecord, folderAbs: string): CaseRecord {
  return replaceInRecord(r, `${WORKFLOW_TOKEN}/`, `${folderAbs.replace(/\/+$/, '')}/`);
}
