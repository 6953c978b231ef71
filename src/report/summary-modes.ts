/**
 * The quiet modes (inputs `summary`, `comment-mode`, `max-annotations`): parsing and the pure decisions they
 * make, so each mode is tested without GitHub.
 */
import type { Verdict } from '../core/model.js';
import { commentState } from './comment.js';
import { SUMMARY_MODES, type SummaryMode } from './markdown.js';

export type CommentMode = 'always' | 'changes' | 'failures' | 'off';
const COMMENT_MODES: readonly CommentMode[] = ['always', 'changes', 'failures', 'off'];

/** `summary` input; empty = `full`. */
export function parseSummaryMode(raw: string): SummaryMode {
  const v = raw.trim().toLowerCase();
  if (v === '') return 'full';
  if ((SUMMARY_MODES as readonly string[]).includes(v)) return v as SummaryMode;
  throw new Error(`input summary must be ${SUMMARY_MODES.join(', ')} (got "${raw.slice(0, 40)}")`);
}

/** `comment-mode` input; empty = `always`. */
export function parseCommentMode(raw: string): CommentMode {
  const v = raw.trim().toLowerCase();
  if (v === '') return 'always';
  if ((COMMENT_MODES as readonly string[]).includes(v)) return v as CommentMode;
  throw new Error(`input comment-mode must be ${COMMENT_MODES.join(', ')} (got "${raw.slice(0, 40)}")`);
}

/** Per-channel annotation caps. `log`: workflow-command annotations per level (GitHub shows at most 10). */
export interface AnnotationCaps {
  log?: number;
  checkRun?: number;
}

const CHANNELS: Record<string, keyof AnnotationCaps> = { log: 'log', 'check-run': 'checkRun' };

function count(v: string, what: string): number {
  if (!/^\d{1,7}$/.test(v))
    throw new Error(`input max-annotations: ${what} must be a whole number 0-9999999 (got "${v.slice(0, 40)}")`);
  return Number(v);
}

/**
 * `max-annotations` input: empty (GitHub's limits), one number for every channel (`25`), or per channel
 * (`log=5, check-run=200`; channels `log` and `check-run`).
 */
export function parseMaxAnnotations(raw: string): AnnotationCaps {
  const v = raw.trim();
  if (v === '') return {};
  if (!v.includes('=')) {
    const n = count(v, 'the value');
    return { log: n, checkRun: n };
  }
  const out: AnnotationCaps = {};
  for (const part of v.split(/[,\s]+/).filter(Boolean)) {
    const m = /^([a-z-]+)=(.*)$/.exec(part);
    const key = m ? CHANNELS[m[1]] : undefined;
    if (!m || !key) throw new Error(`input max-annotations: "${part.slice(0, 40)}" is not log=N or check-run=N`);
    out[key] = count(m[2], m[1]);
  }
  return out;
}

/** What the sticky comment does this run. */
export type CommentAction = 'write' | 'skip-unchanged' | 'skip-passing';

/**
 * `always`: create or update. `changes`: create when there is none; update only when the state hash (verdict,
 * failing gates, findings) differs from the one in the existing comment's hidden marker. `failures`: create
 * or update when the run fails; on a pass, update an existing comment (so it no longer shows a stale failure)
 * but never create one. (`off` never gets here: no comment channel.)
 */
export function commentAction(
  mode: CommentMode,
  verdict: Verdict,
  existingBody: string | undefined,
  stateHash: string
): CommentAction {
  if (mode === 'changes' && existingBody !== undefined && commentState(existingBody) === stateHash)
    return 'skip-unchanged';
  if (mode === 'failures' && verdict === 'pass' && existingBody === undefined) return 'skip-passing';
  return 'write';
}
