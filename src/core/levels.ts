/**
 * The three status scales of the result model, in a leaf of their own so that the model (`model.ts`) and the
 * delta model (`delta-model.ts`) can both use them without importing each other.
 */

/** How bad a finding is. */
export type Severity = 'error' | 'warning' | 'notice';

/**
 * pass: the gate ran and passed. fail: it ran and failed.
 * undecided: it could not decide (missing data, unsupported input); never counted as a pass.
 * skipped: not applicable here (said why in `detail`).
 */
export type GateStatus = 'pass' | 'fail' | 'undecided' | 'skipped';

/** A run's, or a report's, overall outcome. */
export type Verdict = 'pass' | 'fail';
