/**
 * The eight Qsolve validation gates, as pure functions. Run-dependent gates (cases_pass, reproducible,
 * estimate_honest) are decided from run records only; without records they are `undecided`.
 */
import { finding } from '../../core/finding.js';
import type { Finding, Gate } from '../../core/model.js';
import { targetKindOf } from '../../quantum/targets/target-syntax.js';
import type { ParsedCases } from './cases.js';
import { QS } from './codes.js';
import { NO_HEADLINE, type CaseDecision } from './decide.js';
import type { CaseRecord, CaseSpec, RunRecords } from './types.js';
import { reportedFindings } from './rules-reported-mitigation.js';
import {
  casePlace,
  casesWithoutRecord,
  failedCaseFindings,
  missingCaseFindings,
  notRunFindings,
  skippedCaseFindings,
  unknownCaseFindings
} from './rules-cases-pass.js';
import type { CaseAt, Places } from './rules-cases-pass.js';
import { pushAll } from '../../core/arrays.js';

export const GATE_IDS = [
  'manifest',
  'example_inputs',
  'benchmark_cases',
  'methods_declared',
  'fidelity_checked',
  'cases_pass',
  'reproducible',
  'estimate_honest'
] as const;
export type GateId = (typeof GATE_IDS)[number];

export const GATE_TITLES: Record<GateId, string> = {
  manifest: 'The manifest and both schemas load and validate',
  example_inputs: 'At least one example exists and every example validates',
  benchmark_cases: 'At least one case is defined',
  methods_declared: 'The manifest declares at least two methods',
  fidelity_checked: 'A case sets a non-zero min_fidelity on a fake: or ibm: target',
  cases_pass: 'At least one case ran and every case meets its expect',
  reproducible: 'Re-running the first case gives the same result',
  estimate_honest: 'estimate() is within a factor of two of what the case sent'
};

const NEEDS_RECORDS =
  'the test stage needs run records: run `benchgate qsolve decide RUN_RECORDS.json`, or `benchgate qsolve check DIR --records RUN_RECORDS.json` (the runner that produces them is a separate stage)';

const gate = (id: GateId, status: Gate['status'], detail?: string): Gate => ({
  id,
  title: GATE_TITLES[id],
  status,
  ...(detail ? { detail } : {})
});

function fromFindings(id: GateId, findings: Finding[], passDetail: string): Gate {
  const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
  if (errs.length === 0) return gate(id, 'pass', passDetail);
  return gate(
    id,
    'fail',
    errs.length === 1
      ? `${errs[0].code}: ${errs[0].message}`
      : `${errs.length} errors (first ${errs[0].code}: ${errs[0].message})`
  );
}

export function manifestGate(findings: Finding[]): Gate {
  return fromFindings('manifest', findings, 'manifest, input and output schemas load and validate');
}

/** @param inputSchemaOk false when the input schema is not available (then the examples cannot be judged). */
export function exampleInputsGate(findings: Finding[], count: number, inputSchemaOk: boolean): Gate {
  const own = findings.filter((f) => f.gate === 'example_inputs' && f.severity === 'error');
  if (own.length > 0 || count === 0) return fromFindings('example_inputs', findings, '');
  if (!inputSchemaOk)
    return gate(
      'example_inputs',
      'undecided',
      `${count} example(s) found, but the input schema did not load, so they cannot be validated`
    );
  return gate('example_inputs', 'pass', `${count} example(s) validate against the input schema`);
}

/** @param parsed undefined when benchmarks/cases.yaml is missing. */
export function benchmarkCasesGate(parsed: ParsedCases | undefined): Gate {
  if (!parsed) return gate('benchmark_cases', 'fail', 'E050: benchmarks/cases.yaml is missing');
  if (parsed.loadFinding)
    return gate('benchmark_cases', 'fail', `${parsed.loadFinding.code}: ${parsed.loadFinding.message}`);
  const errs = parsed.caseFindings.filter((f) => f.severity === 'error');
  if (errs.length > 0)
    return gate(
      'benchmark_cases',
      'fail',
      `\`qsolve test\` stops with a validation error: ${errs[0].message}${errs.length > 1 ? ` (and ${errs.length - 1} more)` : ''}`
    );
  if (parsed.cases.length === 0) return gate('benchmark_cases', 'fail', 'no case is defined under `cases`');
  return gate('benchmark_cases', 'pass', `${parsed.cases.length} case(s) defined`);
}

/** @param count undefined when the manifest's `methods` could not be read. */
export function methodsDeclaredGate(count: number | undefined): Gate {
  if (count === undefined)
    return gate('methods_declared', 'undecided', 'the manifest did not load, so its methods are unknown');
  return count >= 2
    ? gate('methods_declared', 'pass', `${count} methods declared`)
    : gate(
        'methods_declared',
        'fail',
        `the manifest declares ${count} method(s); at least two are needed (the quantum method and the reference)`
      );
}

/**
 * The first case that sets a non-zero min_fidelity and runs on a valid `fake:` or `ibm:` target. `runTarget` is the
 * target `qsolve test --target T` was given: as there, a case without its own target runs on it (the platform's gates
 * stage always runs such a case on sim-cpu, so it passes no run target).
 */
export function fidelityCase(
  cases: { name: string; target?: string; expect: { min_fidelity?: number } }[],
  runTarget?: string
): string | undefined {
  const noisy = (t: string | undefined) => t !== undefined && (targetKindOf(t) === 'fake' || targetKindOf(t) === 'ibm');
  return cases.find(
    (c) => c.expect.min_fidelity !== undefined && c.expect.min_fidelity !== 0 && noisy(c.target ?? runTarget)
  )?.name;
}

export function fidelityCheckedGate(parsed: ParsedCases | undefined, runTarget?: string): Gate {
  if (!parsed) return gate('fidelity_checked', 'fail', 'no benchmarks/cases.yaml, so no noise-model case');
  if (parsed.loadFinding) return gate('fidelity_checked', 'undecided', 'benchmarks/cases.yaml did not load');
  const name = fidelityCase(parsed.cases, runTarget);
  if (name !== undefined) {
    const own = parsed.cases.find((c) => c.name === name)?.target !== undefined;
    return gate(
      'fidelity_checked',
      'pass',
      own
        ? `case "${name}" checks fidelity on a noisy target`
        : `case "${name}" checks fidelity on ${runTarget} (the run's --target, as \`qsolve test --target\`; the platform validates it on sim-cpu, so declare the target in the case)`
    );
  }
  return gate(
    'fidelity_checked',
    'fail',
    'no case under `cases` sets a non-zero `min_fidelity` with its own `fake:` or `ibm:` target (the platform validates on sim-cpu, so declare e.g. `target: fake:fez@1.6`)'
  );
}

export interface RunGates {
  gates: Gate[];
  findings: Finding[];
}

/** True when the case ran to a result: it did not raise, its target was available, no needed module was missing. */
export function ranToResult(c: CaseRecord): boolean {
  if (c.exception || c.unavailable) return false;
  const q = c.methods.find((m) => m.kind === 'quantum');
  const r =
    c.methods.find((m) => m.reference === true) ??
    c.methods.find((m) => m.name === 'reference' && m.reference !== false);
  return ![q, r].some(
    (m) =>
      m &&
      m.status === 'unavailable' &&
      typeof m.missing_module === 'string' &&
      m.missing_module !== '' &&
      !(m.reason ?? '').startsWith('failed:')
  );
}

/** A `cases` case record with its decision: what the cases_pass rules look at. */
type Validated = { c: CaseRecord; d: CaseDecision };

/**
 * cases_pass, reproducible and estimate_honest from run records. Only `cases` entries count (validation ignores
 * hardware cases). `defined` is the list of cases from cases.yaml when known: each needs a record. Each rule is its own
 * function (rules-cases-pass.ts and below); this puts their findings in the report's order.
 */
export function runGates(
  records: RunRecords | undefined,
  decisions: CaseDecision[],
  defined: CaseSpec[] | undefined,
  file: string | undefined,
  places?: Places
): RunGates {
  if (!records) {
    return {
      gates: [
        gate('cases_pass', 'undecided', NEEDS_RECORDS),
        gate('reproducible', 'undecided', NEEDS_RECORDS),
        gate('estimate_honest', 'undecided', NEEDS_RECORDS)
      ],
      findings: []
    };
  }
  const loc = file ? { file } : {};
  const at: CaseAt = (list, name) => (places ? casePlace(places, list, name) : loc);
  const validation: Validated[] = records.cases
    .map((c, i) => ({ c, d: decisions[i] }))
    .filter((x) => (x.c.list ?? 'cases') === 'cases');
  const decided = validation.map((x) => x.d);
  const recorded = validation.map((x) => x.c.name);
  const missing = defined ? casesWithoutRecord(defined, recorded) : [];
  const findings = [
    ...failedCaseFindings(decided, at, places),
    ...missingCaseFindings(missing, loc, places),
    ...(defined ? unknownCaseFindings(defined, recorded, loc) : []),
    ...notRunFindings(decided, at),
    ...skippedCaseFindings(decided, at),
    ...reportedFindings(records.cases, decisions, at)
  ];
  const gates = [casesPassGate(decided, missing)];
  const first = validation.find((x) => ranToResult(x.c) && x.d.status !== 'undecided' && x.d.status !== 'skipped');
  if (first) {
    const rep = reproducibleRule(first, records.reproducible ?? undefined, at);
    const est = estimateHonestRule(first, at, places);
    gates.push(rep.gate, est.gate);
    pushAll(pushAll(findings, rep.findings), est.findings);
  }
  return { gates, findings };
}

/** The cases_pass gate: fail (a case fails, none ran, one has no record), skipped (all), undecided (some), or pass. */
function casesPassGate(validation: readonly CaseDecision[], missing: readonly Pick<CaseSpec, 'name'>[]): Gate {
  const failed = validation.filter((d) => d.status === 'fail');
  const undecided = validation.filter((d) => d.status === 'undecided');
  const skipped = validation.filter((d) => d.status === 'skipped');
  if (validation.length === 0) return gate('cases_pass', 'fail', 'no case ran');
  if (failed.length > 0) {
    const d = failed[0];
    return gate(
      'cases_pass',
      'fail',
      `${failed.length} of ${validation.length} case(s) fail; first "${d.name}": ${d.raised ? 'FAIL ' : ''}${d.message ?? d.note ?? 'fails its expect'}${d.message === NO_HEADLINE && d.note ? ` (${d.note})` : ''}`
    );
  }
  if (missing.length > 0)
    return gate('cases_pass', 'fail', `${missing.length} case(s) have no run record (first "${missing[0].name}")`);
  if (skipped.length === validation.length)
    return gate('cases_pass', 'skipped', `every case was skipped: ${skipped[0].note ?? ''}`);
  if (undecided.length > 0 || skipped.length > 0) {
    const d = undecided[0] ?? skipped[0];
    const passed = validation.length - undecided.length - skipped.length;
    return gate(
      'cases_pass',
      'undecided',
      `${passed} of ${validation.length} case(s) pass; ${undecided.length + skipped.length} could not ${d.mitigationUndecided ? 'be decided' : 'run here'} (first "${d.name}": ${d.note ?? ''})`
    );
  }
  return gate('cases_pass', 'pass', `${validation.length} of ${validation.length} case(s) pass`);
}

/** The reproducible gate on the first case that ran to a result, and QS027 at that case when it fails. */
function reproducibleRule(
  first: Validated,
  reproducible: Parameters<typeof reproducibleGate>[1],
  at: CaseAt
): { gate: Gate; findings: Finding[] } {
  const rep = reproducibleGate(first.c, reproducible);
  return {
    gate: rep,
    findings:
      rep.status === 'fail'
        ? [
            finding(QS.QS027, rep.detail ?? 'not reproducible', {
              ...at(first.d.list, first.c.name),
              gate: 'reproducible',
              subject: first.c.name
            })
          ]
        : []
  };
}

/** The estimate_honest gate on the first case that ran, and QS028 at the `estimate` definition when it fails. */
function estimateHonestRule(
  first: Validated,
  at: CaseAt,
  places: Places | undefined
): { gate: Gate; findings: Finding[] } {
  const est = estimateHonestGate(first.c);
  const where = places?.estimate ?? at(first.d.list, first.c.name);
  return {
    gate: est,
    findings:
      est.status === 'fail'
        ? [
            finding(QS.QS028, est.detail ?? 'estimate off', {
              ...where,
              gate: 'estimate_honest',
              subject: first.c.name
            })
          ]
        : []
  };
}

const REPRO_REL = 1e-8;
const REPRO_ABS = 1e-12;
const IGNORED_KEYS = new Set(['wall_time_s', 'result_hash']);

/** First difference between two results (numbers within rel 1e-8 / abs 1e-12, wall times ignored), or null. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return null;
    const diff = Math.abs(a - b);
    return diff <= REPRO_ABS || diff <= REPRO_REL * Math.max(Math.abs(a), Math.abs(b))
      ? null
      : `${path || '/'}: ${a} vs ${b}`;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path || '/'}: ${a.length} vs ${b.length} items`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}/${i}`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a)
      .filter((k) => !IGNORED_KEYS.has(k))
      .sort();
    const kb = Object.keys(b)
      .filter((k) => !IGNORED_KEYS.has(k))
      .sort();
    const keys = [...new Set([...ka, ...kb])].sort();
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`);
      if (d) return d;
    }
    return null;
  }
  if (a === b) return null;
  return `${path || '/'}: ${JSON.stringify(a) ?? 'absent'} vs ${JSON.stringify(b) ?? 'absent'}`;
}

export function reproducibleGate(
  first: CaseRecord,
  rep: { case: string; index: number; rerun: CaseRecord } | undefined
): Gate {
  if (!rep)
    return gate('reproducible', 'undecided', `the run records hold no re-run of the first case "${first.name}"`);
  const r = rep.rerun;
  const same =
    r.name === first.name &&
    r.target === first.target &&
    r.seed === first.seed &&
    firstDifference(r.params, first.params) === null;
  if (!same)
    return gate(
      'reproducible',
      'fail',
      `the re-run is not of the first case that ran ("${first.name}" on ${first.target}, seed ${first.seed}, same params)`
    );
  if (first.result_hash && r.result_hash && first.result_hash === r.result_hash)
    return gate('reproducible', 'pass', `"${first.name}": same result hash`);
  const d = firstDifference(
    { exception: first.exception ?? null, methods: first.methods },
    { exception: r.exception ?? null, methods: r.methods }
  );
  if (d === null)
    return gate('reproducible', 'pass', `"${first.name}": every number equal within relative 1e-8 (absolute 1e-12)`);
  return gate('reproducible', 'fail', `re-running "${first.name}" gave a different result at ${d}`);
}

export function estimateHonestGate(c: CaseRecord): Gate {
  let circuits = 0;
  let shots = 0;
  for (const m of c.methods) {
    circuits += m.circuits.length;
    for (const x of m.circuits) shots += x.shots;
  }
  const est = c.estimate;
  if (
    !est ||
    ((est.circuits === null || est.circuits === undefined) && (est.shots === null || est.shots === undefined))
  ) {
    return gate('estimate_honest', 'pass', `note: no estimate() given for "${c.name}"`);
  }
  if (circuits === 0) return gate('estimate_honest', 'pass', `note: "${c.name}" sent no circuits`);
  const parts: string[] = [];
  const bad: string[] = [];
  const check = (what: string, e: number | null | undefined, actual: number) => {
    if (actual === 0) return;
    if (e === null || e === undefined) {
      parts.push(`no ${what} estimate`);
      return;
    }
    const ratio = e / actual;
    const txt = `${what} ${e} estimated vs ${actual} sent (ratio ${Number(ratio.toPrecision(4))})`;
    if (ratio >= 0.5 && ratio <= 2.0) parts.push(txt);
    else bad.push(txt);
  };
  check('circuits', est.circuits, circuits);
  check('shots', est.shots, shots);
  if (bad.length)
    return gate('estimate_honest', 'fail', `"${c.name}": ${bad.join('; ')}; the ratio must be 0.5 to 2.0`);
  return gate('estimate_honest', 'pass', `"${c.name}": ${parts.join('; ')}`);
}
