/**
 * The action's history inputs (docs/history.md, "On GitHub"): where the history is kept (`history`,
 * `history-branch`), how many entries it keeps (`history-max`), and the judging inputs (`fail-on-alert`,
 * `alert-threshold`, `z-threshold`, `history-window`), passed on as text to the history configuration's parser.
 * Pure: `get` reads one input. Every bad value is an Error whose message starts with `BG002:` and names the input.
 *
 * `history` defaults to `off`: nobody's job starts pushing branches unasked. The location is a job setting only;
 * `.benchgate.yml` (written by pull requests) cannot choose or move it.
 */
import { posix } from 'node:path';
import { checkRelativePath } from '../core/paths.js';
import type { HistoryLocation } from '../github/history-action.js';
import { Inputs } from './constants.js';

export interface HistoryInputs {
  location: HistoryLocation;
  /** Entries kept (retention by count): the newest `max`. */
  max: number;
  /** The judging inputs as written (empty when not given), for the history configuration's parser. */
  judge: { failOnAlert: string; alertThreshold: string; zThreshold: string; window: string };
}

export const HISTORY_BRANCH_DEFAULT = 'benchgate-history';
export const HISTORY_MAX_DEFAULT = 500;
/** Largest `history-max` accepted (the stored file is bounded too: 20 MiB on a branch). */
const HISTORY_MAX_LIMIT = 100_000;

const bad = (message: string): Error => new Error(`BG002: ${message}`);
const quote = (s: string): string => JSON.stringify(s.slice(0, 80));

/**
 * A branch name git and GitHub accept and that cannot be mistaken for anything else: letters, digits, `.`, `_`,
 * `-` and `/` between segments; no segment starting with `.` or ending with `.lock`; no `..`, `//`, leading `-`
 * or `/`, trailing `/` or `.`; not `HEAD`; at most 200 characters (git check-ref-format, narrowed).
 */
export function checkBranchName(name: string): string | undefined {
  if (name.length === 0) return 'is empty';
  if (name.length > 200) return 'is longer than 200 characters';
  if (!/^[A-Za-z0-9._/-]+$/.test(name)) return 'may only hold letters, digits, ".", "_", "-" and "/"';
  if (name === 'HEAD' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
    return 'is not a valid branch name';
  if (name.includes('..') || name.includes('//')) return 'may not contain ".." or "//"';
  if (name.split('/').some((s) => s.startsWith('.') || s.endsWith('.lock')))
    return 'may not have a segment starting with "." or ending with ".lock"';
  return undefined;
}

/** Parses the `history` and `history-branch` inputs. */
export function parseHistoryLocation(history: string, branchInput: string): HistoryLocation {
  const v = history.trim();
  const branch = branchInput.trim() || HISTORY_BRANCH_DEFAULT;
  if (v === '' || v === 'off' || v === 'false') return { kind: 'off' };
  if (v === 'branch') {
    const why = checkBranchName(branch);
    if (why) throw bad(`input history-branch ${why} (got ${quote(branch)})`);
    return { kind: 'branch', branch };
  }
  if (v.startsWith('file:')) {
    const raw = v.slice('file:'.length).trim();
    const lex = checkRelativePath(raw);
    if (!lex.ok)
      throw bad(`input history: file:<path> must be a folder inside the workspace: ${lex.message} (got ${quote(raw)})`);
    const dir = posix.normalize(lex.path).replace(/\/+$/, '') || '.';
    return { kind: 'file', dir };
  }
  throw bad(`input history must be off, branch or file:<folder> (got ${quote(v)})`);
}

/** Parses `history-max`: a whole number from 1 to 100,000; empty means 500. */
export function parseHistoryMax(raw: string): number {
  const v = raw.trim();
  if (v === '') return HISTORY_MAX_DEFAULT;
  const n = /^[0-9]{1,7}$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > HISTORY_MAX_LIMIT)
    throw bad(`input history-max must be a whole number from 1 to ${HISTORY_MAX_LIMIT} (got ${quote(v)})`);
  return n;
}

/** Reads every history input through `get` (the action's `core.getInput`). */
export function readHistoryInputs(get: (name: string) => string): HistoryInputs {
  return {
    location: parseHistoryLocation(get(Inputs.History), get(Inputs.HistoryBranch)),
    max: parseHistoryMax(get(Inputs.HistoryMax)),
    judge: {
      failOnAlert: get(Inputs.FailOnAlert).trim(),
      alertThreshold: get(Inputs.AlertThreshold).trim(),
      zThreshold: get(Inputs.ZThreshold).trim(),
      window: get(Inputs.HistoryWindow).trim()
    }
  };
}
