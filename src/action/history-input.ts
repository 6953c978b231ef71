/**
 * The action's history inputs (docs/github.md, "History on GitHub"): where the history is kept (`history`,
 * `history-branch`), and the job's settings (`history-max`, `history-window`, `alert-threshold`, `z-threshold`,
 * `fail-on-alert`) through the history configuration's parser (`parseHistoryJob`, as the CLI flags).
 * Pure: `get` reads one input. Every bad value is an Error whose message starts with `BG002:` and names the input.
 *
 * `history` defaults to `off`: nobody's job starts pushing branches unasked. The location is a job setting only;
 * `.benchgate.yml` (written by pull requests) cannot choose or move it.
 */
import { posix } from 'node:path';
import { checkRelativePath } from '../core/paths.js';
import { parseHistoryJob, type HistoryConfig } from '../core/history-config.js';
import type { HistoryLocation } from '../github/history-action.js';
import { Inputs } from './constants.js';

export interface HistoryInputs {
  location: HistoryLocation;
  /** The job's judging settings (`history-max`, `history-window`, thresholds, `fail-on-alert`) over the defaults. */
  config: HistoryConfig;
}

const HISTORY_BRANCH_DEFAULT = 'benchgate-history';

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

/**
 * A threshold input as a list: one value (`200%`) or `METRIC=value` entries (`signature_rate=150%`), one per line
 * or separated by commas outside braces (a glob's `{a,b}` stays whole).
 */
export function splitThresholds(raw: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of raw) {
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    if ((ch === ',' && depth === 0) || ch === '\n') {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** Reads every history input through `get` (the action's `core.getInput`). Throws `BG002:` naming the input. */
export function readHistoryInputs(get: (name: string) => string): HistoryInputs {
  const location = parseHistoryLocation(get(Inputs.History), get(Inputs.HistoryBranch));
  const failOnAlert = get(Inputs.FailOnAlert).trim().toLowerCase();
  if (failOnAlert !== '' && failOnAlert !== 'true' && failOnAlert !== 'false')
    throw bad(`input fail-on-alert must be true or false (got ${quote(failOnAlert)})`);
  try {
    const config = parseHistoryJob({
      max: get(Inputs.HistoryMax),
      window: get(Inputs.HistoryWindow),
      ...(failOnAlert !== '' ? { failOnAlert: failOnAlert === 'true' } : {}),
      alertThreshold: splitThresholds(get(Inputs.AlertThreshold)),
      zThreshold: splitThresholds(get(Inputs.ZThreshold)),
      names: {
        max: 'input history-max',
        window: 'input history-window',
        alertThreshold: 'input alert-threshold',
        zThreshold: 'input z-threshold'
      }
    });
    return { location, config };
  } catch (e) {
    throw bad((e as Error).message);
  }
}
