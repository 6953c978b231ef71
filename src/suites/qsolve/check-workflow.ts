/**
 * The full `check` of one Qsolve workflow (pure, over what load-workflow.ts read): the validate and lint stages, the
 * eight gates with their findings, the decisions of the run records and the report's sections, metrics and facts.
 */
import type { ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { pushAll } from '../../core/arrays.js';
import { qsolveCharts } from './charts.js';
import { QS } from './codes.js';
import { decideCase, headlineAccuracy } from './decide.js';
import type { CaseDecision } from './decide.js';
import {
  benchmarkCasesGate,
  exampleInputsGate,
  fidelityCheckedGate,
  manifestGate,
  methodsDeclaredGate,
  runGates
} from './gates.js';
import { casePlace } from './rules-cases-pass.js';
import type { Places } from './rules-cases-pass.js';
import { lintCases } from './lint.js';
import { nameWorkflow, workflowName } from './load-workflow.js';
import type { WorkflowState } from './load-workflow.js';
import { metricOf } from './manifest.js';
import { qsolveMetrics } from './metrics.js';
import { breachText, solutionBreaches } from './output-schema.js';
import type { SolutionBreach } from './output-schema.js';
import { DEFAULT_REPORTED_MITIGATION } from './reported-mitigation.js';
import type { ReportedMitigationMode } from './reported-mitigation.js';
import { trackRecordSections } from './report-track-record.js';
import { lastWorkflowFrame, tidyTraceback } from './traceback.js';
import type { Metric, RunnerInfo, RunRecords } from './types.js';

/** Findings of the validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks. */
export function validateStage(s: WorkflowState): Finding[] {
  const out = [...s.manifestFindings, ...s.examples.findings];
  if (!s.cases) pushAll(out, lintCases(undefined, undefined, s.casesFile));
  else if (s.cases.loadFinding) out.push(s.cases.loadFinding);
  else pushAll(pushAll(out, s.cases.caseFindings), s.cases.hardwareFindings);
  pushAll(out, s.submissionFindings);
  return out;
}

/** Findings of the lint stage: exactly E050, E052, E053, E054. */
export function lintStage(s: WorkflowState): Finding[] {
  return lintCases(s.cases, s.manifest.qpuIbm, s.casesFile);
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const k = JSON.stringify([f.code, f.file, f.line, f.column, f.message]);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Decides every case record with the manifest's metric (the records' snapshot when the manifest is unknown). */
export function decideAll(
  records: RunRecords,
  manifestMetric: Partial<Metric> | undefined,
  mode: ReportedMitigationMode = DEFAULT_REPORTED_MITIGATION,
  /** The workflow's paths in crash reasons made workflow-relative (tidyTraceback); absent: records alone. */
  tidy?: (text: string) => string
): CaseDecision[] {
  const metric = metricOf(manifestMetric ?? records.metric ?? undefined);
  return records.cases.map((c) => decideCase(c, metric, records.runner?.language, mode, tidy));
}

/** The full `check`: all stages, the eight gates and the track-record sections. */
export interface RecordsSource {
  records?: RunRecords;
  findings: Finding[];
  file?: string;
  /** The workflow was to run but could not (why): the run gates stay undecided with this detail. */
  notRun?: string;
  /** Cases run / reused from the cache / not runnable here. */
  run?: { ran: number; cached: number; unavailable: number };
  /** The records were read from `file` (bound to this workflow, records-binding.ts), not produced by this run. */
  fromRecords?: boolean;
}

export interface CheckOptions {
  /**
   * The target cases without their own ran on, when the run behaves like `qsolve test --target T` (the CLI's
   * `qsolve check --target`): a `min_fidelity` case without its own target then counts for fidelity_checked. Absent:
   * the platform's gates stage (the action, `benchgate check`, `qsolve check --platform`), where only a case's own
   * target counts.
   */
  runTarget?: string;
  /** Which mitigation numbers gate: the workflow's (trust), the workflow's checked against benchgate's (verify, the default), benchgate's (ignore). */
  reportedMitigation?: ReportedMitigationMode;
}

export function checkWorkflow(s: WorkflowState, rec: RecordsSource, opts: CheckOptions = {}): ArtifactResult {
  const findings = dedupe([...validateStage(s), ...lintStage(s), ...rec.findings]);
  const gates: Gate[] = [
    manifestGate(s.manifestFindings),
    exampleInputsGate(s.examples.findings, s.examples.count, !!s.inputSchema),
    benchmarkCasesGate(s.cases),
    methodsDeclaredGate(s.manifest.methodsCount),
    fidelityCheckedGate(s.cases, opts.runTarget)
  ];
  pushAll(findings, gateFindings(s, gates));
  const recordsBroken = rec.findings.some((f) => f.code === 'QS020');
  const decisions = rec.records
    ? decideAll(rec.records, s.manifest.manifest?.metric, opts.reportedMitigation, (t) =>
        tidyTraceback(t, s.folderAbs, s.folder)
      )
    : [];
  const breaches = rec.records && s.outputSchema ? solutionBreaches(rec.records, s.outputSchema) : [];
  markBreaches(decisions, breaches);
  const places: Places = {
    casesFile: s.casesFile,
    specs: s.cases ? [...s.cases.cases, ...s.cases.hardware] : [],
    frame: (tb) => lastWorkflowFrame(tb, s.folderAbs, s.folder),
    tidy: (tb) => tidyTraceback(tb, s.folderAbs, s.folder),
    ...(s.entryFile && s.estimatePos ? { estimate: { file: s.entryFile, ...s.estimatePos } } : {})
  };
  const run = runGates(
    rec.records,
    decisions,
    s.cases && s.cases.loaded && s.cases.caseFindings.length === 0 ? s.cases.cases : undefined,
    rec.file,
    places
  );
  if (recordsBroken)
    for (const g of run.gates) g.detail = `the run records could not be used (QS020); ${g.detail ?? ''}`.trim();
  if (!rec.records && rec.notRun) for (const g of run.gates) g.detail = `the test stage did not run: ${rec.notRun}`;
  pushAll(gates, run.gates);
  pushAll(findings, run.findings);
  pushAll(findings, breachFindings(breaches, places, s.manifest.manifest?.schemas.output));
  nameWorkflow(findings, workflowName(s));
  const iso = rec.records?.runner?.isolation;
  // Records read from a file: their isolation is a claim of the run that wrote them, never this run's.
  const isoSection: Section[] = rec.fromRecords
    ? [
        {
          kind: 'text',
          title: 'Sandbox',
          body: `no sandbox ran in this run: decided from the run records ${rec.file ?? ''}${iso ? `, whose own claim is: ${isolationLine(iso)} (not verified by this run)` : ''}`
        }
      ]
    : iso
      ? [{ kind: 'text', title: 'Sandbox', body: isolationLine(iso) }]
      : [];
  const sections: Section[] = rec.records
    ? [
        ...trackRecordSections(
          decisions,
          metricOf(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined).note
        ),
        ...qsolveCharts(
          decisions,
          rec.records,
          metricOf(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined)
        ),
        ...isoSection
      ]
    : [
        {
          kind: 'text' as const,
          title: 'Test stage',
          body: rec.notRun ? `not run: ${rec.notRun}` : `not run: ${run.gates[0].detail}`
        }
      ];
  const head = headlineAccuracy(decisions);
  return {
    artifact: { path: s.folder, kind: 'qsolve-workflow' },
    gates,
    findings,
    sections,
    metrics: qsolveMetrics(decisions, s.cases?.hardwareEntries.length ?? 0),
    facts: {
      manifest: s.manifestFile,
      cases: s.cases?.casesCount ?? 0,
      hardwareCases: s.cases?.hardwareEntries.length ?? 0,
      records: rec.file && rec.records ? rec.file : null,
      ...(rec.run ? { run: rec.run } : {}),
      ...(rec.fromRecords ? { recordsFrom: rec.file ?? null, sandboxRan: false } : {}),
      ...(rec.records?.runner
        ? {
            [rec.fromRecords ? 'recordsSandbox' : 'sandbox']: {
              networkIsolated: rec.records.runner.network_isolated,
              memoryLimitMb: rec.records.runner.memory_limit_mb,
              memoryEnforcement: rec.records.runner.memory_enforcement,
              timeLimitS: rec.records.runner.time_limit_s,
              ...(rec.records.runner.isolation ? { isolation: rec.records.runner.isolation } : {})
            }
          }
        : {}),
      headlineAccuracy: head.median,
      casesPassed: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-') && d.status === 'pass')
        .length,
      casesOnSim: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-')).length
    }
  };
}

/**
 * Findings for gate failures that have none of their own (issue 21), each at its place, one rule each (below). Pure.
 */
function gateFindings(s: WorkflowState, gates: Gate[]): Finding[] {
  const failed = (id: string) => gates.find((g) => g.id === id)?.status === 'fail';
  return [
    ...(failed('benchmark_cases') ? noCaseFinding(s) : []),
    ...(failed('fidelity_checked')
      ? noFidelityCaseFinding(s, gates.find((g) => g.id === 'fidelity_checked')?.detail)
      : []),
    ...(failed('methods_declared') ? tooFewMethodsFinding(s) : [])
  ];
}

/** Where cases.yaml's `cases` key is (its first line when unknown). */
const casesAt = (s: WorkflowState) => ({ file: s.casesFile, ...(s.cases?.casesKey ?? { line: 1, column: 1 }) });

/** benchmark_cases failed on a cases.yaml that loaded with no case under `cases`: QS039 at the `cases` key. */
function noCaseFinding(s: WorkflowState): Finding[] {
  if (!s.cases?.loaded || s.cases.casesCount !== 0) return [];
  return [
    finding(QS.QS039, 'benchmarks/cases.yaml defines no case under `cases`, so benchmark_cases and cases_pass fail', {
      ...casesAt(s),
      gate: 'benchmark_cases'
    })
  ];
}

/** fidelity_checked failed on a cases.yaml that loaded: QS042 (the gate's detail) at the `cases` key. */
function noFidelityCaseFinding(s: WorkflowState, detail: string | undefined): Finding[] {
  if (!s.cases?.loaded) return [];
  return [
    finding(QS.QS042, detail ?? 'no noise-model fidelity case', {
      ...casesAt(s),
      gate: 'fidelity_checked'
    })
  ];
}

/** methods_declared failed: QS041 at the manifest's `methods`. */
function tooFewMethodsFinding(s: WorkflowState): Finding[] {
  return [
    finding(
      QS.QS041,
      `the manifest declares ${s.manifest.methodsCount ?? 0} method(s); at least two are needed (the quantum method and the classical reference)`,
      { file: s.manifestFile, ...(s.manifest.methodsPos ?? { line: 1, column: 1 }), gate: 'methods_declared' }
    )
  ];
}

/**
 * A `cases` case that passed by every other rule fails when one of its solutions breaks the output schema: its row
 * says so and cases_pass fails; its finding is QS044 (not QS021). Mutates the decisions. Pure otherwise.
 */
function markBreaches(decisions: CaseDecision[], breaches: SolutionBreach[]): void {
  for (const b of breaches) {
    const d = decisions[b.index];
    if (!d || d.list !== 'cases' || d.status !== 'pass') continue;
    d.status = 'fail';
    d.message = breachText(b);
    d.outputSchema = true;
  }
}

/** QS044 at the case's entry in cases.yaml, one per breaking solution; a hardware case's is a warning (never counted). */
function breachFindings(breaches: SolutionBreach[], places: Places, schemaFile: string | undefined): Finding[] {
  return breaches.map((b) => {
    const msg = `case "${b.name}" on ${b.target}: ${breachText(b)}${schemaFile ? ` [${schemaFile}]` : ''}`;
    const at = casePlace(places, b.list, b.name);
    return b.list === 'cases'
      ? finding(QS.QS044, msg, { ...at, gate: 'cases_pass', subject: b.name })
      : finding(
          QS.QS044,
          `${msg} (a hardware case: never counted for the gates)`,
          { ...at, subject: b.name },
          'warning'
        );
  });
}

/** One line for the report: the isolation the workflow ran with (docs/security.md). Pure. */
export function isolationLine(iso: NonNullable<RunnerInfo['isolation']>): string {
  const head = iso.level === 'full' ? 'full isolation' : iso.level === 'off' ? 'sandbox off' : `${iso.level} isolation`;
  const extra = [
    ...(iso.uid !== undefined ? [`uid ${iso.uid}`] : []),
    ...(iso.hidden?.length ? [`hidden: ${iso.hidden.join(', ')}`] : []),
    ...(iso.nestedUserns ? [`nested user namespaces denied by ${iso.nestedUserns}`] : [])
  ];
  const how = [
    `via ${iso.via}; namespaces: ${iso.namespaces.join(', ') || 'none'}; file system ${iso.filesystem}; user ${iso.user}; memory cap ${iso.memory}; process cap ${iso.processes ?? 'none'}`,
    ...extra
  ].join('; ');
  return iso.missing.length ? `${head} (${how}) — missing: ${iso.missing.join('; ')}` : `${head} (${how})`;
}
