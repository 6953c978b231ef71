/**
 * Reported against measured mitigation numbers (issue #30, item 2). A workflow may report its own mitigated fidelity,
 * coverage and post-selection share (`ctx.report_mitigation`); benchgate scores every circuit it simulated on a
 * `fake:` target itself (raw and readout-mitigated Hellinger fidelity, docs/fidelity.md). The job-level option
 * `reported-mitigation` says which number gates (docs/qsolve.md, "Reported mitigation numbers"):
 *
 * - `verify` (default): a reported fidelity is accepted up to benchgate's readout-mitigated fidelity plus
 *   FIDELITY_SIGMAS standard errors; above that the case fails (QS050). A number benchgate cannot measure is used,
 *   labelled unverified (QS051).
 * - `trust`: the seed's behaviour: the workflow's numbers gate, labelled "reported by the workflow" (QS052).
 * - `ignore`: only benchgate's own numbers gate; a reported number it cannot measure leaves the case undecided (QS053).
 *
 * Pure functions over run records; no quantum-engine import.
 */
import type { MethodRecord } from './types.js';

export const REPORTED_MITIGATION_MODES = ['trust', 'verify', 'ignore'] as const;
export type ReportedMitigationMode = (typeof REPORTED_MITIGATION_MODES)[number];
export const DEFAULT_REPORTED_MITIGATION: ReportedMitigationMode = 'verify';

/** k of the verify tolerance: a reported fidelity may exceed benchgate's by at most k standard errors. */
export const FIDELITY_SIGMAS = 3;

/** Labels, the same words in every channel. */
export const LABEL_REPORTED = 'reported by the workflow';
export const LABEL_MEASURED = 'measured by benchgate';

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** benchgate's own scoring of a method's circuits (the noise engine's per-circuit numbers). */
export interface Measured {
  /** Shot-weighted readout-mitigated fidelity over the scored circuits; null when no circuit was scored. */
  fidelity: number | null;
  /** Shot-weighted raw (unmitigated) fidelity over the scored circuits; null when none reports it. */
  rawFidelity: number | null;
  /** Standard error of `fidelity` (docs/fidelity.md, "Verifying a reported fidelity"); null without a fidelity. */
  stderr: number | null;
  /** Shots of the scored circuits. */
  scoredShots: number;
  /** Share of the shots benchgate scored (device targets), null when the target scores nothing (sim-). */
  coverage: number | null;
}

/**
 * Standard error of one circuit's readout-mitigated Hellinger fidelity F estimated from N shots, with mitigation
 * amplification γ: γ·√(max(F(1 − F), 1/N) / N). F(1 − F)/N is the delta-method variance of the Hellinger fidelity of
 * an N-shot empirical distribution; the floor 1/N keeps it above zero at F = 1 (then k = 3 gives 3/N, the rule of
 * three).
 */
export function fidelityStderr(f: number, shots: number, gamma = 1): number {
  if (!(shots > 0)) return Infinity;
  const v = Math.max(f * (1 - f), 1 / shots) / shots;
  return Math.max(1, gamma) * Math.sqrt(v);
}

/** benchgate's numbers from a method's circuit records. Pure. */
export function measuredOf(m: MethodRecord): Measured {
  let all = 0;
  let scored = 0;
  let device = false;
  let fSum = 0;
  let rawSum = 0;
  let rawShots = 0;
  const parts: { f: number; n: number; g: number }[] = [];
  for (const c of m.circuits) {
    all += c.shots;
    if (c.fidelity !== undefined) device = true;
    if (!finite(c.fidelity) || !(c.shots > 0)) continue;
    scored += c.shots;
    fSum += c.shots * c.fidelity;
    parts.push({ f: c.fidelity, n: c.shots, g: finite(c.readout_gamma) ? c.readout_gamma : 1 });
    if (finite(c.raw_fidelity)) {
      rawSum += c.shots * c.raw_fidelity;
      rawShots += c.shots;
    }
  }
  let stderr: number | null = null;
  if (scored > 0) {
    // the aggregate is Σ w_c F_c with w_c = N_c / Σ N: its variance is Σ w_c² σ_c²
    let v = 0;
    for (const p of parts) v += (p.n / scored) ** 2 * fidelityStderr(p.f, p.n, p.g) ** 2;
    stderr = Math.sqrt(v);
  }
  return {
    fidelity: scored > 0 ? fSum / scored : null,
    rawFidelity: rawShots > 0 ? rawSum / rawShots : null,
    stderr,
    scoredShots: scored,
    coverage: device && all > 0 ? scored / all : null
  };
}

/** What happened to one number (fidelity or post-selection share) under the mode. */
export type NumberStatus =
  /** no number from either side */
  | 'none'
  /** benchgate's own number gates (nothing reported) */
  | 'measured'
  /** verify: the reported number is within benchgate's measurement and its tolerance, and gates */
  | 'verified'
  /** verify: the reported number is above benchgate's measurement plus the tolerance: refused (QS050) */
  | 'refused'
  /** verify: benchgate cannot measure this number; the reported one gates, unverified (QS051) */
  | 'unverified'
  /** trust: the reported number gates as the seed says (QS052) */
  | 'trusted'
  /** ignore: the reported number is not used; benchgate's own gates */
  | 'ignored'
  /** ignore: the reported number is not used and benchgate has none: the case cannot be decided (QS053) */
  | 'undecidable';

export interface NumberCheck {
  status: NumberStatus;
  /** The number the gate uses (null: none). */
  value: number | null;
  /** Who produced `value`. */
  source: 'workflow' | 'benchgate' | null;
  reported: number | null;
  /** benchgate's own number (readout-mitigated for the fidelity). */
  measured: number | null;
  /** Fidelity only: benchgate's raw number. */
  raw?: number | null;
  /** Fidelity only: the verify tolerance (FIDELITY_SIGMAS standard errors), when benchgate measured. */
  tolerance?: number | null;
}

export interface MitigationCheck {
  mode: ReportedMitigationMode;
  fidelity: NumberCheck;
  postselection: NumberCheck;
  /** The coverage the coverage rule uses (benchgate's own, or a reported one `trust` takes / `verify` finds not above it). */
  coverage: number | null;
  coverageSource: 'workflow' | 'benchgate' | null;
  scoredShots: number;
}

/** The numbers a workflow reported (the record's `reported` block; older records: the merged numbers of a workflow source). */
function reportedOf(m: MethodRecord): {
  fidelity: number | null;
  postselection: number | null;
  coverage: number | null;
} {
  const mit = m.mitigation ?? {};
  const r = mit.reported ?? (mit.source === 'backend' ? {} : mit);
  return {
    fidelity: finite(r.fidelity) ? r.fidelity : null,
    postselection: finite(r.postselection) ? r.postselection : null,
    coverage: finite(r.coverage) ? r.coverage : null
  };
}

function decideNumber(
  mode: ReportedMitigationMode,
  reported: number | null,
  measured: number | null,
  tolerance: number | null
): Pick<NumberCheck, 'status' | 'value' | 'source'> {
  const own = { value: measured, source: measured === null ? null : ('benchgate' as const) };
  if (reported === null) return { status: measured === null ? 'none' : 'measured', ...own };
  const theirs = { value: reported, source: 'workflow' as const };
  if (mode === 'trust') return { status: 'trusted', ...theirs };
  if (mode === 'ignore') return measured === null ? { status: 'undecidable', ...own } : { status: 'ignored', ...own };
  if (measured === null) return { status: 'unverified', ...theirs };
  // 1e-12: a workflow that repeats benchgate's own computation passes whatever the rounding
  return reported <= measured + (tolerance ?? 0) + 1e-12
    ? { status: 'verified', ...theirs }
    : { status: 'refused', ...own };
}

/**
 * The mitigation numbers of the quantum method under `mode`: which number gates each rule, and how the reported one
 * compares with benchgate's. Pure.
 */
export function checkMitigation(
  m: MethodRecord,
  mode: ReportedMitigationMode,
  fallbackCoverage: number | null = null
): MitigationCheck {
  const mit = m.mitigation ?? {};
  const rep = reportedOf(m);
  const meas = measuredOf(m);
  // benchgate's fidelity: its scoring of the circuits; for older records without per-circuit numbers, the
  // backend's aggregate when the record says the backend produced it
  const fallback = mit.source === 'backend' && finite(mit.fidelity) ? mit.fidelity : null;
  const measuredF = meas.fidelity ?? fallback;
  const tolerance = meas.stderr === null ? null : FIDELITY_SIGMAS * meas.stderr;
  // benchgate never knows the workflow's error checks, so it has no post-selection share of its own; a
  // backend-produced one (a record that says so) is kept
  const measuredP = mit.source === 'backend' && finite(mit.postselection) ? mit.postselection : null;
  const f = decideNumber(mode, rep.fidelity, measuredF, tolerance);
  const p = decideNumber(mode, rep.postselection, measuredP, null);
  const own =
    meas.coverage ?? (mit.source === 'backend' && finite(mit.coverage) ? mit.coverage : null) ?? fallbackCoverage;
  // coverage is exact (benchgate knows which circuits it scored): `verify` takes a reported one only when it is not
  // more favourable than benchgate's, `trust` takes it as reported, `ignore` never
  let coverage = own;
  let coverageSource: 'workflow' | 'benchgate' | null = own === null ? null : 'benchgate';
  if (rep.coverage !== null && mode !== 'ignore' && (mode === 'trust' || own === null || rep.coverage < own)) {
    coverage = rep.coverage;
    coverageSource = 'workflow';
  }
  return {
    mode,
    fidelity: {
      ...f,
      reported: rep.fidelity,
      measured: measuredF,
      raw: meas.rawFidelity,
      tolerance
    },
    postselection: { ...p, reported: rep.postselection, measured: measuredP },
    coverage,
    coverageSource,
    scoredShots: meas.scoredShots
  };
}

/** A number for messages: at most 4 decimals, never more digits than needed. */
export function fmt4(x: number): string {
  return String(Number(x.toFixed(4)));
}

/** benchgate's measurement in words: `0.8312 readout-mitigated (raw 0.8101)`. */
export function measuredText(n: NumberCheck): string {
  if (n.measured === null) return 'not measured';
  const raw = finite(n.raw) ? ` (raw ${fmt4(n.raw)})` : '';
  return `${fmt4(n.measured)} readout-mitigated${raw}`;
}

/** The table cell of a number: its value and who produced it, e.g. `0.9990 (reported by the workflow, refused)`. */
export function labelledCell(n: NumberCheck): string | null {
  if (n.value === null) {
    if (n.status === 'undecidable') return `none (${LABEL_REPORTED} ${fmt4(n.reported as number)}, ignored)`;
    return null;
  }
  const v = n.value.toFixed(4);
  switch (n.status) {
    case 'measured':
    case 'ignored':
      return `${v} (${LABEL_MEASURED}${n.raw !== undefined ? ', readout-mitigated' : ''})`;
    case 'refused':
      return `${v} (${LABEL_MEASURED}, readout-mitigated; ${LABEL_REPORTED} ${fmt4(n.reported as number)} refused)`;
    case 'verified':
      return `${v} (${LABEL_REPORTED}, verified)`;
    case 'unverified':
      return `${v} (${LABEL_REPORTED}, unverified)`;
    default:
      return `${v} (${LABEL_REPORTED})`;
  }
}
