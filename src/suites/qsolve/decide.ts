/**
 * Deciding a case from its run record: the documented failure rules in order, then max_gap / max_abs_error,
 * and separately the accuracy and verdict against the baseline. Pure functions over plain data.
 */
import type { CaseRecord, CircuitLayout, CircuitRecord, Expect, MethodRecord, Metric } from './types.js';
import { maxOf } from '../../core/arrays.js';
import { targetKindOf } from '../../quantum/targets/target-syntax.js';
import {
  checkMitigation,
  DEFAULT_REPORTED_MITIGATION,
  FIDELITY_SIGMAS,
  fmt4,
  LABEL_MEASURED,
  LABEL_REPORTED,
  measuredText
} from './reported-mitigation.js';
import type { MitigationCheck, ReportedMitigationMode } from './reported-mitigation.js';
import { oneLineReason } from './reason.js';

export const MATCHES = 'Matches the best classical answer';
export const BELOW = 'Below the best classical answer';
type VerdictText = typeof MATCHES | typeof BELOW;

export const NO_HEADLINE = 'no headline metric: quantum and reference could not be compared';
const GAP_SLACK = 1e-9;
const CLAIM_TOLERANCE = 1e-6;
const MIN_COVERAGE = 0.9;
/** Circuits over this many qubits cannot be scored against an ideal output. */
const MAX_SCORABLE_QUBITS = 20;
const WILSON_Z = 1.96;

export interface CaseDecision {
  name: string;
  target: string;
  list: 'cases' | 'hardware_cases';
  seed: number;
  /**
   * pass / fail by the documented rules; `undecided`: the case could not run here (its target is not available in
   * this build); `skipped`: the quantum or reference method is unavailable because a module it needs is not
   * installed here (MethodUnavailable with missing_module). Neither ever counts as a pass.
   */
  status: 'pass' | 'fail' | 'undecided' | 'skipped';
  /** True when the case raised before it produced a result (`FAIL <ExceptionType>: <message>`). */
  raised: boolean;
  /** Qsolve's message; null on a pass and on a silent max_gap / max_abs_error failure. */
  message: string | null;
  /**
   * benchgate's explanation: which bound the gap broke (a silent failure), why a case could not run, or, beside
   * `no headline metric`, which method was unavailable and how to make it available.
   */
  note?: string;
  /** Set when the case fails only because a solution breaks the workflow's output schema (its finding is QS044). */
  outputSchema?: true;
  /** The case raised: the runner's traceback (bounded), for the finding's details. */
  traceback?: string;
  quantumMethod?: string;
  referenceMethod?: string;
  quantum: number | null;
  baseline: number | null;
  gap: number | null;
  absError: number | null;
  accuracy: number | null;
  /** ± of the accuracy (relative_error: stderr/|r|; error_rate: half-width of the Wilson interval). */
  plusMinus: number | null;
  /** error_rate only: 95 % Wilson interval of the quantum error rate q. */
  interval?: [number, number];
  verdict: VerdictText | null;
  /** The fidelity the gate used (see `mitigation` for who produced it). */
  fidelity: number | null;
  coverage: number | null;
  /** The post-selection share the gate used (see `mitigation` for who produced it). */
  postselection: number | null;
  /** Reported against measured mitigation numbers under the `reported-mitigation` mode (reported-mitigation.ts). */
  mitigation?: MitigationCheck;
  /** The case fails because its reported fidelity is above benchgate's measurement (its finding is QS050). */
  refusedReport?: true;
  /** The case is undecided because `reported-mitigation: ignore` leaves a bound with no number (QS053). */
  mitigationUndecided?: true;
  maxTwoQubitGates: number | null;
  /** Device targets: the most two-qubit gates of one circuit after transpiling (null when no circuit reports it). */
  maxTranspiledTwoQubitGates?: number | null;
  shots: number | null;
  circuits: number;
  /** Device targets: the distinct layouts of the quantum method's circuits (device qubits and couplers), as text. */
  layouts?: { text: string; circuits: number }[];
  wallTime: number | null;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** A method that crashed: status `failed`, or an unavailable reason starting with `failed:`. */
function methodFailed(m: MethodRecord): boolean {
  return m.status === 'failed' || (typeof m.reason === 'string' && m.reason.startsWith('failed:'));
}

/** The usable value of a method: the re-evaluated objective when there is one, else the claimed one. */
function methodValue(m: MethodRecord | undefined): number | null {
  if (!m || m.status !== 'ok' || methodFailed(m)) return null;
  if (finite(m.evaluated)) return m.evaluated;
  if (finite(m.objective)) return m.objective;
  return null;
}

/** The headline quantum method: the first quantum method in the record. */
export function quantumMethodOf(c: CaseRecord): MethodRecord | undefined {
  return c.methods.find((m) => m.kind === 'quantum');
}

/** The baseline: the method marked `reference`, else one named `reference`. */
function referenceMethodOf(c: CaseRecord): MethodRecord | undefined {
  return (
    c.methods.find((m) => m.reference === true) ??
    c.methods.find((m) => m.name === 'reference' && m.reference !== false)
  );
}

function gapOf(q: number, r: number): number {
  return (q - r) / Math.max(Math.abs(r), 1e-12);
}

/** Share of the quantum method's shots in scorable circuits (≤ 20 qubits, no mid-circuit measurement); null without shots. */
function scorableCoverage(m: MethodRecord): number | null {
  let all = 0;
  let ok = 0;
  for (const c of m.circuits) {
    all += c.shots;
    if (c.qubits <= MAX_SCORABLE_QUBITS && !c.mid_circuit_measurement) ok += c.shots;
  }
  return all > 0 ? ok / all : null;
}

/** Shows `v` with as few decimals as keep it visibly below `bound` (so "0.9699 < 0.97", never "0.97 < 0.97"). */
export function fmtBelow(v: number, bound: number): string {
  for (let d = 4; d <= 17; d++) {
    const s = String(Number(v.toFixed(d)));
    if (Number(s) < bound) return s;
  }
  return String(v);
}

/** Percentage rounded down to one decimal, so a coverage under 90 % never prints as 90. */
function fmtPercentDown(share: number): string {
  return String(Math.floor(share * 1000 + 1e-9) / 10);
}

/**
 * The first documented failure that applies, or null. Order: no headline metric; method failed; claimed vs
 * re-evaluated objective; no circuit; no mitigation numbers; coverage; (benchgate's) a reported fidelity above its
 * measurement under `verify`; fidelity; post-selection; no circuit size; too many two-qubit gates.
 */
export function failureMessage(
  c: CaseRecord,
  mode: ReportedMitigationMode = DEFAULT_REPORTED_MITIGATION
): string | null {
  return firstFailure(c, mode)?.message ?? null;
}

interface Failure {
  message: string;
  /** The failure is benchgate's refusal of a reported fidelity (QS050). */
  refused?: true;
}

function firstFailure(c: CaseRecord, mode: ReportedMitigationMode): Failure | null {
  const qm = quantumMethodOf(c);
  const rm = referenceMethodOf(c);
  if (methodValue(qm) === null || methodValue(rm) === null) return { message: NO_HEADLINE };
  const quantum = qm as MethodRecord;
  for (const m of c.methods) {
    if (methodFailed(m))
      return {
        message: `method ${m.name} failed: ${(m.reason ?? '').replace(/^failed:\s*/, '') || 'no reason given'}`
      };
  }
  for (const m of c.methods) {
    if (
      finite(m.objective) &&
      finite(m.evaluated) &&
      Math.abs(m.objective - m.evaluated) > CLAIM_TOLERANCE * Math.max(1, Math.abs(m.evaluated))
    ) {
      return { message: `method ${m.name} claimed ${m.objective}, its solution gives ${m.evaluated}` };
    }
  }
  if (quantum.circuits.length === 0)
    return { message: `quantum method ${quantum.name} sent no circuit to the backend` };
  const e: Expect = c.expect ?? {};
  const chk = checkMitigation(quantum, mode, scorableCoverage(quantum));
  const fid = chk.fidelity.value;
  const post = chk.postselection.value;
  // a number `ignore` refuses to take from the workflow is not "no number": the case is undecided (decideCase)
  const noFid = fid === null && chk.fidelity.status !== 'undecidable';
  const noPost = post === null && chk.postselection.status !== 'undecidable';
  const cov = chk.coverage ?? scorableCoverage(quantum);
  const coverageFailure = {
    message: `only ${fmtPercentDown(cov ?? 0)}% of the quantum method's shots could be scored against an ideal output (at least 90% are needed; circuits over ${MAX_SCORABLE_QUBITS} qubits or with mid-circuit measurement cannot be scored)`
  };
  // benchgate is the backend that measures the fidelity: when it has none because too few shots could be scored,
  // the coverage is the reason, not a missing report (docs/qsolve.md, "Failure messages")
  if (e.min_fidelity !== undefined && noFid && cov !== null && cov < MIN_COVERAGE) return coverageFailure;
  if ((e.min_fidelity !== undefined && noFid) || (e.min_postselection !== undefined && noPost))
    return { message: 'no mitigation numbers reported' };
  if (e.min_fidelity !== undefined) {
    if (cov === null || cov < MIN_COVERAGE) return coverageFailure;
    if (chk.fidelity.status === 'refused') return { message: refusedText(chk), refused: true };
    if (fid !== null && fid < e.min_fidelity)
      return { message: `fidelity ${fmtBelow(fid, e.min_fidelity)} < ${e.min_fidelity}` };
  }
  if (e.min_postselection !== undefined && post !== null && post < e.min_postselection)
    return { message: `post-selection ${fmtBelow(post, e.min_postselection)} < ${e.min_postselection}` };
  if (e.max_two_qubit_gates !== undefined) {
    if (quantum.circuits.some((x) => x.two_qubit_gates === null || x.two_qubit_gates === undefined))
      return { message: 'no circuit size reported' };
    const max = maxOf(quantum.circuits.map((x) => x.two_qubit_gates as number));
    if (max > e.max_two_qubit_gates) return { message: `${max} two-qubit gates > ${e.max_two_qubit_gates}` };
  }
  return null;
}

/** QS050's text: both numbers, the tolerance and how it was derived. */
export function refusedText(chk: MitigationCheck): string {
  const f = chk.fidelity;
  return `fidelity ${f.reported} ${LABEL_REPORTED} is above benchgate's own measurement of the same circuits, ${measuredText(f)}, plus its tolerance ${fmt4(f.tolerance ?? 0)} (${FIDELITY_SIGMAS} standard errors at ${chk.scoredShots} scored shots); reported-mitigation: verify accepts at most ${fmt4((f.measured ?? 0) + (f.tolerance ?? 0))}`;
}

/** benchgate's number as the source of a gated value: `measured by benchgate, readout-mitigated (raw 0.7538)`. */
function ownText(n: MitigationCheck['fidelity'], which: 'fidelity' | 'postselection'): string {
  if (which !== 'fidelity') return LABEL_MEASURED;
  return `${LABEL_MEASURED}, readout-mitigated${typeof n.raw === 'number' ? ` (raw ${fmt4(n.raw)})` : ''}`;
}

/** Whose number a failing bound used, with the other side beside it. */
function sourceNote(chk: MitigationCheck, which: 'fidelity' | 'postselection'): string | null {
  const n = chk[which];
  const own =
    which === 'fidelity'
      ? `${LABEL_MEASURED}: ${measuredText(n)}`
      : `${LABEL_MEASURED}: ${n.measured === null ? "none (it does not know the workflow's error checks)" : fmt4(n.measured)}`;
  switch (n.status) {
    case 'verified':
    case 'unverified':
    case 'trusted':
      return `${n.status === 'trusted' ? '' : `${n.status} `}value ${LABEL_REPORTED} (reported-mitigation: ${chk.mode}); ${own}`;
    case 'ignored':
      return `${ownText(n, which)}; the ${fmt4(n.reported as number)} ${LABEL_REPORTED} is not used (reported-mitigation: ignore)`;
    case 'measured':
      return ownText(n, which);
    default:
      return null;
  }
}

/** Why `ignore` leaves a case undecided: a bound whose only number is the workflow's. */
function undecidableNote(c: CaseRecord, chk: MitigationCheck | undefined): string | null {
  if (!chk || chk.mode !== 'ignore') return null;
  const e = c.expect ?? {};
  const parts: string[] = [];
  if (e.min_fidelity !== undefined && chk.fidelity.status === 'undecidable')
    parts.push(
      `min_fidelity: benchgate scored no circuit of this target (it scores fake: targets), and the fidelity ${fmt4(chk.fidelity.reported as number)} ${LABEL_REPORTED} is not used`
    );
  if (e.min_postselection !== undefined && chk.postselection.status === 'undecidable')
    parts.push(
      `min_postselection: benchgate cannot measure the post-selection share (it does not know the workflow's error checks), and the share ${fmt4(chk.postselection.reported as number)} ${LABEL_REPORTED} is not used`
    );
  return parts.length ? `undecided under reported-mitigation: ignore: ${parts.join('; ')}` : null;
}

/** Python distribution names that differ from the module name (the install step names the distribution). */
const PIP_NAMES: Record<string, string> = {
  sklearn: 'scikit-learn',
  yaml: 'pyyaml',
  cv2: 'opencv-python',
  PIL: 'pillow',
  qiskit_ibm_runtime: 'qiskit-ibm-runtime',
  qiskit_aer: 'qiskit-aer',
  qiskit_nature: 'qiskit-nature'
};

/** The install step of a missing module: `pip install …` for Python workflows, `npm install …` for JavaScript ones. */
export function installStep(module: string, language: 'python' | 'javascript' | undefined): string {
  if (language === 'javascript') {
    const parts = module.split('/');
    return `npm install ${module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
  }
  const top = module.split('.')[0];
  return `pip install ${PIP_NAMES[top] ?? top.replace(/_/g, '-')}`;
}

/** Why the headline is missing when a method raised MethodUnavailable, and how to make the method available. */
function unavailableNote(m: MethodRecord, language?: 'python' | 'javascript'): string {
  const reason = m.reason ? `: ${m.reason}` : '';
  const mod = typeof m.missing_module === 'string' && m.missing_module !== '' ? m.missing_module : undefined;
  const how = mod
    ? `make it available by installing the module ${mod} in the CI job before benchgate runs (a step \`${installStep(mod, language)}\`), or locally in the interpreter benchgate uses (qsolve option \`python\`)`
    : 'make it available where benchgate runs (install what it needs), or have it fall back to circuits it can build without the missing piece';
  return `method ${m.name} is unavailable here${reason}; ${how}`;
}

/** Shows `v` with as many significant digits as show it is above `bound` (so "0.0500001 > 0.05", never "0.05 > 0.05"). */
export function fmtAbove(v: number, bound: number): string {
  for (let p = 6; p <= 17; p++) {
    const s = String(Number(v.toPrecision(p)));
    if (Number(s) > bound) return s;
  }
  return String(v);
}

/** max_gap (default 0, `gap <= max_gap + 1e-9`) or, when set, max_abs_error (two-sided). Returns the note of a failure, or null. */
export function boundFailure(q: number, r: number, e: Expect): string | null {
  if (e.max_abs_error !== undefined) {
    const err = Math.abs(q - r);
    return err <= e.max_abs_error
      ? null
      : `absolute error ${fmtAbove(err, e.max_abs_error)} > max_abs_error ${e.max_abs_error}`;
  }
  const maxGap = e.max_gap ?? 0;
  const gap = gapOf(q, r);
  return gap <= maxGap + GAP_SLACK ? null : `gap ${fmtAbove(gap, maxGap + GAP_SLACK)} > max_gap ${maxGap}`;
}

/** 95 % Wilson score interval (z = 1.96, no continuity correction) for a share q observed on n cases. */
export function wilson(q: number, n: number, z = WILSON_Z): [number, number] {
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (q + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((q * (1 - q)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface Accuracy {
  accuracy: number;
  plusMinus: number | null;
  interval?: [number, number];
  verdict: VerdictText;
}

/** Accuracy, its ± and the verdict for quantum q against baseline r under the manifest metric. */
export function accuracyOf(
  q: number,
  r: number,
  metric: Metric,
  stderr: number | null,
  nTest: number | null
): Accuracy {
  const tolAbs = metric.tolerance_abs;
  if (metric.kind === 'error_rate') {
    const interval =
      nTest !== null && Number.isInteger(nTest) && nTest >= 1 && q >= 0 && q <= 1 ? wilson(q, nTest) : undefined;
    const bound = r + metric.tolerance + (tolAbs ?? 0);
    const matches = q <= bound || (interval !== undefined && interval[0] <= bound);
    return {
      accuracy: 1 - q,
      plusMinus: interval ? (interval[1] - interval[0]) / 2 : null,
      ...(interval ? { interval } : {}),
      verdict: matches ? MATCHES : BELOW
    };
  }
  const absR = Math.max(Math.abs(r), 1e-12);
  const diff = Math.abs(q - r);
  const accuracy = metric.kind === 'relative_gap' ? 1 - Math.max((q - r) / absR, 0) : 1 - diff / absR;
  const plusMinus = metric.kind === 'relative_error' && stderr !== null ? stderr / absR : null;
  const matches =
    accuracy >= 1 - metric.tolerance - 1e-12 ||
    (tolAbs !== undefined && diff <= tolAbs) ||
    (stderr !== null && stderr >= 0 && stderr <= Math.abs(r) / 4 && diff <= 2 * stderr) ||
    (metric.kind === 'relative_gap' && q <= r);
  return { accuracy, plusMinus, verdict: matches ? MATCHES : BELOW };
}

/** Decides one case record completely. */
export function decideCase(
  c: CaseRecord,
  metric: Metric,
  language?: 'python' | 'javascript',
  mode: ReportedMitigationMode = DEFAULT_REPORTED_MITIGATION,
  /** Makes the workflow's own paths in a crash reason workflow-relative (reason.ts); other host paths are dropped. */
  tidy?: (text: string) => string
): CaseDecision {
  const qm = quantumMethodOf(c);
  const rm = referenceMethodOf(c);
  const base: CaseDecision = {
    name: c.name,
    target: c.target,
    list: c.list ?? 'cases',
    seed: c.seed,
    status: 'fail',
    raised: false,
    message: null,
    quantum: null,
    baseline: null,
    gap: null,
    absError: null,
    accuracy: null,
    plusMinus: null,
    verdict: null,
    fidelity: null,
    coverage: null,
    postselection: null,
    maxTwoQubitGates: null,
    shots: null,
    circuits: 0,
    wallTime: finite(c.wall_time_s) ? c.wall_time_s : null
  };
  if (c.exception)
    return {
      ...base,
      raised: true,
      message: `${c.exception.type}: ${c.exception.message}`,
      ...(c.exception.traceback ? { traceback: c.exception.traceback } : {})
    };
  if (c.unavailable) {
    // The seed: an `ibm:` target under `cases` cannot run in validation (no network, no device) and fails; so does
    // a target outside the grammar (e.g. `fake:fez@11`). A valid target benchgate merely lacks stays undecided.
    const kind = targetKindOf(c.target);
    if (base.list === 'cases' && (kind === 'ibm' || kind === undefined)) {
      const why =
        kind === 'ibm'
          ? `${c.target} cannot run in validation (no network, no device access); move the case to hardware_cases or give it a fake:<device>@<scale> target`
          : `target "${c.target}" cannot run: ${c.unavailable}`;
      return { ...base, message: NO_HEADLINE, note: why };
    }
    return { ...base, status: 'undecided', note: `not run: ${c.unavailable}` };
  }
  const missing = [qm, rm].find((m) => m && m.status === 'unavailable' && !methodFailed(m));
  if (qm) {
    base.quantumMethod = qm.name;
    const chk = checkMitigation(qm, mode, scorableCoverage(qm));
    base.fidelity = chk.fidelity.value;
    base.postselection = chk.postselection.value;
    base.coverage = chk.coverage ?? scorableCoverage(qm);
    if (chk.fidelity.status !== 'none' || chk.postselection.status !== 'none') base.mitigation = chk;
    base.circuits = qm.circuits.length;
    const lay = layoutsOf(qm.circuits);
    if (lay.length) base.layouts = lay;
    const counts = qm.circuits.map((x) => x.two_qubit_gates).filter(finite);
    base.maxTwoQubitGates = counts.length ? maxOf(counts) : null;
    const transpiled = qm.circuits.map((x) => x.transpiled_two_qubit_gates).filter(finite);
    if (transpiled.length) base.maxTranspiledTwoQubitGates = maxOf(transpiled);
    base.shots = qm.circuits.length ? qm.circuits.reduce((s, x) => s + x.shots, 0) : null;
    if (base.wallTime === null && finite(qm.wall_time_s)) base.wallTime = qm.wall_time_s;
  }
  if (rm) base.referenceMethod = rm.name;
  const q = methodValue(qm);
  const r = methodValue(rm);
  if (q !== null && r !== null) {
    base.quantum = q;
    base.baseline = r;
    base.gap = gapOf(q, r);
    base.absError = Math.abs(q - r);
    const stderr = finite(qm?.stderr) ? (qm?.stderr as number) : null;
    const nRaw = qm?.details?.n_test;
    const acc = accuracyOf(q, r, metric, stderr, finite(nRaw) ? nRaw : null);
    base.accuracy = acc.accuracy;
    base.plusMinus = acc.plusMinus;
    if (acc.interval) base.interval = acc.interval;
    base.verdict = acc.verdict;
  }
  const fail = firstFailure(c, mode);
  const msg = fail?.message ?? null;
  if (msg === NO_HEADLINE && missing)
    return { ...base, message: msg, note: unavailableNote(missing as MethodRecord, language) };
  // a crashed quantum or reference method: why, in one line (the exception's type and message)
  const crashed = [qm, rm].find((m) => m && methodFailed(m));
  if (msg === NO_HEADLINE && crashed)
    return {
      ...base,
      message: msg,
      note: `the ${crashed === qm ? 'quantum' : 'reference'} method ${crashed.name} raised ${oneLineReason(crashed.reason, tidy)}`
    };
  if (fail?.refused) return { ...base, message: fail.message, refusedReport: true };
  if (msg !== null) {
    // `fidelity F < B` / `post-selection P < B`: say whose number F or P is (every channel carries the note)
    const which = msg.startsWith('fidelity ') ? 'fidelity' : msg.startsWith('post-selection ') ? 'postselection' : null;
    const whose = which && base.mitigation ? sourceNote(base.mitigation, which) : null;
    return { ...base, message: msg, ...(whose ? { note: whose } : {}) };
  }
  const note = boundFailure(q as number, r as number, c.expect ?? {});
  if (note !== null) return { ...base, note };
  const undecided = undecidableNote(c, base.mitigation);
  if (undecided !== null) return { ...base, status: 'undecided', note: undecided, mitigationUndecided: true };
  return { ...base, status: 'pass' };
}

/** Median of the accuracies of the `sim-` rows (the headline); null when there is none. */
export function headlineAccuracy(decisions: CaseDecision[]): { median: number | null; rows: number } {
  const xs = decisions
    .filter((d) => d.target.startsWith('sim-') && d.accuracy !== null)
    .map((d) => d.accuracy as number);
  xs.sort((a, b) => a - b);
  if (xs.length === 0) return { median: null, rows: 0 };
  const mid = Math.floor(xs.length / 2);
  return { median: xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2, rows: xs.length };
}

/** A metric value for tables and messages: 6 significant digits from 1e-4 to 1e6, else exponent form (4 digits). */
export function formatMetric(x: number): string {
  if (x === 0) return '0';
  const a = Math.abs(x);
  if (a >= 1e-4 && a < 1e6) return String(Number(x.toPrecision(6)));
  return x.toExponential(3);
}

/** One circuit's layout as text: `qubits 12, 13, 14; couplers 12-13, 13-14; vf2` (+ SWAPs when routed). */
export function layoutText(l: CircuitLayout): string {
  const cp = l.couplers.length ? l.couplers.map(([a, b]) => `${a}-${b}`).join(', ') : 'none';
  return `qubits ${l.physical_qubits.join(', ') || 'none'}; couplers ${cp}; ${l.method}${l.swaps ? `, ${l.swaps} SWAP(s)` : ''}`;
}

/** The distinct layouts of a method's circuits, in first-use order, with how many circuits used each. Pure. */
export function layoutsOf(circuits: readonly CircuitRecord[]): { text: string; circuits: number }[] {
  const out = new Map<string, number>();
  for (const c of circuits)
    if (c.layout) {
      const t = layoutText(c.layout);
      out.set(t, (out.get(t) ?? 0) + 1);
    }
  return [...out.entries()].map(([text, n]) => ({ text, circuits: n }));
}
