import type { Report } from '../core/model.js';

/**
 * Input `fail-step` (like EnricoMi/publish-unit-test-result-action's `action_fail` and
 * `action_fail_on_inconclusive`): whether a failing verdict fails the step, separately from the check run, whose
 * conclusion (and the `result` output) always follows the verdict.
 * - `true` (default): a `fail` verdict fails the step (exit 1), as before;
 * - `false`: the step stays green; the check run, the summary, the comment and `result` still say fail;
 * - `undecided`: the step fails only when benchgate could not judge: a gate is undecided, or the verdict is
 *   `fail` without any failing gate (error findings alone, such as BG001 "nothing was checked"); failing gates
 *   alone leave it green.
 * A run that cannot form a verdict at all (bad input, refused merge BG013, unreadable event payload) fails the
 * step whatever this says. An action input only: the checked tree's `.benchgate.yml` cannot set it.
 */
export type FailStep = 'true' | 'false' | 'undecided';

const VALUES: readonly FailStep[] = ['true', 'false', 'undecided'];

export function parseFailStep(raw: string): FailStep {
  const v = raw.trim().toLowerCase();
  if (v === '') return 'true';
  if ((VALUES as readonly string[]).includes(v)) return v as FailStep;
  throw new Error(`input fail-step must be true, false or undecided (got "${raw.trim()}")`);
}

/** Whether the step fails for this report's verdict under `mode`. */
export function stepFails(mode: FailStep, report: Pick<Report, 'verdict' | 'counts'>): boolean {
  if (report.verdict !== 'fail') return false;
  if (mode === 'true') return true;
  if (mode === 'undecided') return report.counts.gates.undecided > 0 || report.counts.gates.fail === 0;
  return false;
}
