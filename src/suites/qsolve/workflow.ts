/**
 * The I/O edge of the Qsolve suite: reads one workflow folder (manifest, schemas, entry, examples, cases.yaml,
 * case inputs, run records) and hands plain data to the pure rules. Never throws for bad input.
 */
import { qsolveMetrics } from './metrics.js';
import { BG } from '../../codes/general.js';
import { qsolveCharts } from './charts.js';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { finding } from '../../core/finding.js';
import type { ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, readBounded, resolveInside, UnsafePathError } from '../../core/paths.js';
import { E052_LOAD, emptyCases, parseCasesYaml } from './cases.js';
import type { ParsedCases } from './cases.js';
import { QS } from './codes.js';
import { decideCase, headlineAccuracy } from './decide.js';
import { DEFAULT_REPORTED_MITIGATION } from './reported-mitigation.js';
import type { ReportedMitigationMode } from './reported-mitigation.js';
import type { CaseDecision } from './decide.js';
import { breachText, solutionBreaches } from './output-schema.js';
import type { SolutionBreach } from './output-schema.js';
import {
  benchmarkCasesGate,
  casePlace,
  exampleInputsGate,
  fidelityCheckedGate,
  manifestGate,
  methodsDeclaredGate,
  runGates
} from './gates.js';
import { escapePointerSegment, locate, parseJsonSource } from '../../core/json-source.js';
import type { Places } from './gates.js';
import { compileUserSchema } from '../../formats/jsonschema.js';
import type { Validator } from '../../formats/jsonschema.js';
import { lintCases } from './lint.js';
import { MANIFEST_NAMES, metricOf, parseManifest } from './manifest.js';
import type { ParsedManifest } from './manifest.js';
import { DEFAULT_RECORDS_PATH, loadRecords } from './records.js';
import { trackRecordSections } from './report-track-record.js';
import { checkCases, parseJsonObject, resolveCaseInput } from './submission.js';
import type { ResolvedInput } from './submission.js';
import type { CaseSpec, Metric, RunnerInfo, RunRecords } from './types.js';
import { findPatternPath } from '../../formats/linear-regexp.js';
import { loadYaml, posOfPath, YAML_LIMITS } from '../../formats/yaml.js';
import { pushAll } from '../../core/arrays.js';

const CASES_PATH = 'benchmarks/cases.yaml';
const SCHEMA_MAX_BYTES = 4 * 1024 * 1024;
const EXAMPLE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_EXAMPLES = 1000;

/** Used when the manifest declares no `parameters`: only `shots`, a positive integer. */
const DEFAULT_PARAMS_SCHEMA = {
  type: 'object',
  properties: { shots: { type: 'integer', minimum: 1 } },
  additionalProperties: false
};

export interface WorkflowState {
  /** Repository-relative folder ('.' for the root). */
  folder: string;
  folderAbs: string;
  manifestFile: string;
  manifest: ParsedManifest;
  manifestFindings: Finding[];
  inputSchema?: Validator;
  /** The output schema, applied to every method's solution (issue 21, QS044). */
  outputSchema?: Validator;
  paramsSchema?: Validator;
  examples: { count: number; findings: Finding[] };
  casesFile: string;
  /** undefined: benchmarks/cases.yaml does not exist. */
  cases?: ParsedCases;
  submissionFindings: Finding[];
  /** Repository-relative entry module and where it defines `estimate` (when it does). */
  entryFile?: string;
  estimatePos?: { line: number; column: number };
}

/** Where a Python or JavaScript module defines `estimate` (def / function / const / export). Pure. */
export function findDefinition(text: string, name: string): { line: number; column: number } | undefined {
  const re = new RegExp(
    `^([ \\t]*)(?:async\\s+def|def|export\\s+(?:async\\s+)?function|(?:async\\s+)?function|export\\s+(?:const|let|var)|const|let|var)\\s+${name}\\b`,
    'm'
  );
  const m = re.exec(text);
  if (!m) return undefined;
  const line = text.slice(0, m.index).split('\n').length;
  return { line, column: m[1].length + 1 };
}

/**
 * A traceback with its machine paths made portable (pure): the workflow folder's absolute path becomes its
 * repository-relative path, and benchgate's own runner module (wherever benchgate is installed) `<benchgate>/…`,
 * so the same failure gives the same message on every machine and in every checkout.
 */
export function tidyTraceback(tb: string, folderAbs: string, folder: string): string {
  const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
  const relBase = folder === '.' || folder === '' ? '' : `${folder}/`;
  return tb
    .split(`file://${base}`)
    .join(relBase)
    .split(base)
    .join(relBase)
    .replace(/(?:file:\/\/)?\/[^\s"'()]*\/(qsolve_runner\.(?:py|mjs))/g, '<benchgate>/$1');
}

/**
 * The last traceback frame inside the workflow folder (Python `File "…", line N` or a JavaScript stack
 * `(file:///…:N:C)`), as a repository-relative place. Frames of the runner and of libraries are skipped. Pure.
 */
export function lastWorkflowFrame(
  tb: string,
  folderAbs: string,
  folder: string
): { file: string; line: number; column?: number } | undefined {
  const frames: { path: string; line: number; column?: number; index: number }[] = [];
  for (const m of tb.matchAll(/File "([^"\n]+)", line (\d+)/g))
    frames.push({ path: m[1], line: Number(m[2]), index: m.index });
  for (const m of tb.matchAll(/(?:\(|at )((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/gm))
    frames.push({ path: m[1], line: Number(m[2]), column: Number(m[3]), index: m.index });
  frames.sort((a, b) => a.index - b.index);
  const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
  const isJsStack = /^\s+at /m.test(tb) && !/File "/.test(tb);
  // Python lists the innermost frame last; a JavaScript stack lists it first.
  const ordered = isJsStack ? frames : [...frames].reverse();
  for (const f of ordered) {
    let p = f.path;
    if (p.startsWith('file://')) {
      try {
        p = decodeURIComponent(new URL(p).pathname);
      } catch {
        continue;
      }
    }
    if (!p.startsWith(base)) continue;
    const inside = p.slice(base.length);
    if (inside === '' || inside.split('/').some((x) => x === '..' || x === '')) continue;
    return { file: rel(folder, inside), line: f.line, ...(f.column !== undefined ? { column: f.column } : {}) };
  }
  return undefined;
}

const rel = (folder: string, p: string) => (folder === '.' ? p : posix.join(folder, p));

async function readText(
  abs: string,
  max: number
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    const buf = await readBounded(abs, max);
    const text = decodeUtf8Strict(buf);
    return text === undefined ? { ok: false, message: 'the file is not valid UTF-8' } : { ok: true, text };
  } catch (e) {
    return {
      ok: false,
      message: e instanceof FileTooLargeError ? e.message : `cannot read the file: ${(e as Error).message}`
    };
  }
}

async function exists(abs: string): Promise<boolean> {
  try {
    return (await stat(abs)).isFile();
  } catch {
    return false;
  }
}

/** Loads everything static about a workflow folder. `root` is the real repository root, `folder` repo-relative. */
export async function loadWorkflow(root: string, folder: string): Promise<WorkflowState> {
  const folderAbs = await realpath(folder === '.' ? root : join(root, ...folder.split('/')));
  const manifestFindings: Finding[] = [];
  // --- manifest
  const present: string[] = [];
  for (const n of MANIFEST_NAMES) if (await exists(join(folderAbs, n))) present.push(n);
  const manifestName = present[0] ?? MANIFEST_NAMES[0];
  const manifestFile = rel(folder, manifestName);
  if (present.length > 1)
    manifestFindings.push(
      finding(QS.QS026, `both qsolve.yaml and qsolve.json exist; ${manifestName} is used`, {
        file: rel(folder, present[1])
      })
    );
  let manifest: ParsedManifest = { findings: [] };
  let manifestText: string | undefined;
  if (present.length === 0) {
    manifest.findings.push(
      finding(QS.QS001, 'no workflow manifest: add qsolve.yaml (or qsolve.json)', {
        file: manifestFile,
        gate: 'manifest'
      })
    );
  } else {
    let t: Awaited<ReturnType<typeof readText>>;
    try {
      const real = await resolveInside(folderAbs, manifestName, { expect: 'file' });
      t = await readText(real, YAML_LIMITS.maxBytes);
    } catch (e) {
      t = { ok: false, message: (e as Error).message };
    }
    if (!t.ok)
      manifest.findings.push(
        finding(QS.QS001, `the manifest cannot be read: ${t.message}`, { file: manifestFile, gate: 'manifest' })
      );
    else {
      manifestText = t.text;
      manifest = parseManifest(t.text, manifestFile);
    }
  }
  pushAll(manifestFindings, manifest.findings);
  const m = manifest.manifest;
  // --- schemas and entry
  let inputSchema: Validator | undefined;
  let outputSchema: Validator | undefined;
  let paramsSchema: Validator | undefined;
  let entryFile: string | undefined;
  let estimatePos: { line: number; column: number } | undefined;
  if (m) {
    for (const which of ['input', 'output'] as const) {
      const p = m.schemas[which];
      const r = await loadSchemaFile(folderAbs, p);
      if (!r.ok && r.bound)
        manifestFindings.push(
          finding(BG.BG020, `the ${which} schema "${p}" ${r.message}`, {
            file: rel(folder, p),
            ...r.bound,
            gate: 'manifest'
          })
        );
      else if (!r.ok && r.pos)
        manifestFindings.push(
          finding(QS.QS040, `the ${which} schema "${p}": ${r.message}`, {
            file: rel(folder, p),
            ...r.pos,
            gate: 'manifest'
          })
        );
      else if (!r.ok)
        manifestFindings.push(
          finding(QS.QS003, `the ${which} schema "${p}" ${r.message}`, {
            ...(r.missing
              ? { file: manifestFile, ...(manifest.keyPos?.[`schemas.${which}`] ?? {}) }
              : { file: rel(folder, p), line: 1, column: 1 }),
            gate: 'manifest'
          })
        );
      else if (which === 'input') inputSchema = r.validate;
      else outputSchema = r.validate;
    }
    const ps = compileUserSchema(m.parameters ?? DEFAULT_PARAMS_SCHEMA, { useDefaults: true });
    if (!ps.ok && ps.unsupportedPattern !== undefined) {
      const path = findPatternPath(m.parameters, ps.unsupportedPattern);
      const loaded = manifestText !== undefined && path ? loadYaml(manifestText) : undefined;
      const pos =
        loaded?.ok && path
          ? posOfPath(loaded.doc, loaded.lc, [manifest.parametersKey ?? 'parameters', ...path])
          : undefined;
      manifestFindings.push(
        finding(QS.QS040, `the \`parameters\` schema: ${ps.message}`, {
          file: manifestFile,
          ...(pos ?? {}),
          gate: 'manifest'
        })
      );
    } else if (!ps.ok)
      manifestFindings.push(
        finding(QS.QS003, `the \`parameters\` schema does not compile: ${ps.message}`, {
          file: manifestFile,
          ...(manifest.keyPos?.parameters ?? {}),
          gate: 'manifest'
        })
      );
    else paramsSchema = ps.validate;
    try {
      const entryAbs = await resolveInside(folderAbs, m.entry, { expect: 'file' });
      entryFile = rel(folder, m.entry);
      const t = await readText(entryAbs, SCHEMA_MAX_BYTES);
      if (t.ok) estimatePos = findDefinition(t.text, 'estimate');
    } catch (e) {
      manifestFindings.push(
        finding(
          QS.QS004,
          `the entry module "${m.entry}" ${e instanceof UnsafePathError && e.problem !== 'missing' ? `is refused: ${e.message}` : 'does not exist in the workflow folder'}`,
          { file: manifestFile, ...(manifest.keyPos?.entry ?? {}), gate: 'manifest' }
        )
      );
    }
  }
  // --- examples
  const examples = await loadExamples(folderAbs, folder, inputSchema);
  // --- cases.yaml
  const casesFile = rel(folder, CASES_PATH);
  let cases: ParsedCases | undefined;
  let casesAbs: string | undefined;
  try {
    casesAbs = await resolveInside(folderAbs, CASES_PATH, { expect: 'file' });
  } catch (e) {
    if (e instanceof UnsafePathError && e.problem !== 'missing') {
      cases = emptyCases(
        finding(QS.E052, `benchmarks/cases.yaml cannot be loaded: ${e.message} (${E052_LOAD})`, {
          file: casesFile,
          gate: 'benchmark_cases'
        })
      );
    }
  }
  if (casesAbs) {
    const t = await readText(casesAbs, YAML_LIMITS.maxBytes);
    cases = t.ok
      ? parseCasesYaml(t.text, casesFile)
      : emptyCases(
          finding(QS.E052, `benchmarks/cases.yaml cannot be loaded: ${t.message} (${E052_LOAD})`, {
            file: casesFile,
            gate: 'benchmark_cases'
          })
        );
  }
  // --- submission checks
  const submissionFindings: Finding[] = [];
  if (cases && cases.loaded) {
    const inputs = new Map<CaseSpec, ResolvedInput>();
    for (const c of [...cases.cases, ...cases.hardware]) inputs.set(c, await resolveCaseInput(c, folderAbs, casesFile));
    pushAll(
      submissionFindings,
      checkCases({
        cases: cases.cases,
        hardware: cases.hardware,
        inputs,
        inputSchema,
        paramsSchema,
        file: casesFile,
        hardwareKey: cases.hardwareKey
      })
    );
  }
  return {
    folder,
    folderAbs,
    manifestFile,
    manifest,
    manifestFindings,
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    paramsSchema,
    examples,
    casesFile,
    cases,
    submissionFindings,
    ...(entryFile ? { entryFile } : {}),
    ...(estimatePos ? { estimatePos } : {})
  };
}

async function loadSchemaFile(
  folderAbs: string,
  p: string
): Promise<
  | { ok: true; validate: Validator }
  | {
      ok: false;
      message: string;
      missing?: boolean;
      pos?: { line: number; column: number };
      bound?: { line: number; column: number };
    }
> {
  let real: string;
  try {
    real = await resolveInside(folderAbs, p, { expect: 'file' });
  } catch (e) {
    return {
      ok: false,
      message:
        e instanceof UnsafePathError && e.problem === 'missing'
          ? 'does not exist'
          : `is refused: ${(e as Error).message}`,
      missing: true
    };
  }
  const t = await readText(real, SCHEMA_MAX_BYTES);
  if (!t.ok) return { ok: false, message: t.message };
  const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
  if (!obj.ok) return { ok: false, message: obj.message, ...(obj.bound ? { bound: obj.bound } : {}) };
  const c = compileUserSchema(obj.value);
  if (c.ok) return c;
  if (c.unsupportedPattern !== undefined) {
    // A pattern the linear-time engine cannot run: reported at its line (QS040), never a silent pass.
    const path = findPatternPath(obj.value, c.unsupportedPattern);
    const doc = parseJsonSource(t.text);
    const loc =
      path && doc.ok ? locate(doc.doc, '/' + path.map((x) => escapePointerSegment(String(x))).join('/')) : undefined;
    return {
      ok: false,
      message: c.message,
      pos: loc ? { line: loc.line, column: loc.column } : { line: 1, column: 1 }
    };
  }
  return { ok: false, message: `is not a valid JSON Schema: ${c.message}` };
}

async function loadExamples(
  folderAbs: string,
  folder: string,
  inputSchema: Validator | undefined
): Promise<{ count: number; findings: Finding[] }> {
  const findings: Finding[] = [];
  let names: string[] = [];
  try {
    const ents = await readdir(join(folderAbs, 'examples'), { withFileTypes: true });
    names = ents.filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name);
  } catch {
    names = [];
  }
  names.sort();
  if (names.length === 0) {
    findings.push(
      finding(QS.QS005, 'no example input: add examples/<name>.json holding one JSON object', {
        file: rel(folder, 'examples'),
        gate: 'example_inputs'
      })
    );
    return { count: 0, findings };
  }
  for (const n of names.slice(0, MAX_EXAMPLES)) {
    const p = `examples/${n}`;
    const file = rel(folder, p);
    let real: string;
    try {
      real = await resolveInside(folderAbs, p, { expect: 'file' });
    } catch (e) {
      findings.push(finding(QS.QS006, `example ${p}: ${(e as Error).message}`, { file, gate: 'example_inputs' }));
      continue;
    }
    const t = await readText(real, EXAMPLE_MAX_BYTES);
    if (!t.ok) {
      findings.push(finding(QS.QS006, `example ${p}: ${t.message}`, { file, gate: 'example_inputs' }));
      continue;
    }
    const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
    if (!obj.ok) {
      findings.push(
        finding(obj.bound ? BG.BG020 : QS.QS006, `example ${p} ${obj.message}`, {
          file: obj.bound ? rel(folder, p) : file,
          ...(obj.bound ?? {}),
          gate: 'example_inputs'
        })
      );
      continue;
    }
    if (inputSchema) {
      const v = inputSchema(obj.value);
      if (!v.ok)
        findings.push(
          finding(QS.QS007, `example ${p}: ${v.instancePath || '(root)'} ${v.message} (schema path ${v.schemaPath})`, {
            file,
            gate: 'example_inputs'
          })
        );
    }
  }
  return { count: names.length, findings };
}

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

/** Looks for run records: an explicit path (relative to the folder) or the default one when it exists. */
export async function findRecords(
  s: WorkflowState,
  explicit: string | undefined
): Promise<{ records?: RunRecords; findings: Finding[]; file?: string; abs?: string }> {
  const p = explicit ?? DEFAULT_RECORDS_PATH;
  const file = rel(s.folder, p);
  let real: string;
  try {
    real = await resolveInside(s.folderAbs, p, { expect: 'file' });
  } catch (e) {
    if (explicit === undefined && e instanceof UnsafePathError && e.problem === 'missing') return { findings: [] };
    return {
      findings: [finding(QS.QS020, `run records "${p}": ${(e as Error).message}`, { file, gate: 'cases_pass' })],
      file
    };
  }
  return { ...(await loadRecords(real, file)), file, abs: real };
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
 * Findings for gate failures that have none of their own (issue 21), each at its place: no case (cases.yaml),
 * no fidelity case (cases.yaml), fewer than two methods (the manifest's `methods`). Pure.
 */
function gateFindings(s: WorkflowState, gates: Gate[]): Finding[] {
  const out: Finding[] = [];
  const failed = (id: string) => gates.find((g) => g.id === id)?.status === 'fail';
  const casesAt = { file: s.casesFile, ...(s.cases?.casesKey ?? { line: 1, column: 1 }) };
  if (failed('benchmark_cases') && s.cases?.loaded && s.cases.casesCount === 0) {
    out.push(
      finding(QS.QS039, 'benchmarks/cases.yaml defines no case under `cases`, so benchmark_cases and cases_pass fail', {
        ...casesAt,
        gate: 'benchmark_cases'
      })
    );
  }
  if (failed('fidelity_checked') && s.cases?.loaded) {
    out.push(
      finding(QS.QS042, gates.find((g) => g.id === 'fidelity_checked')?.detail ?? 'no noise-model fidelity case', {
        ...casesAt,
        gate: 'fidelity_checked'
      })
    );
  }
  if (failed('methods_declared')) {
    out.push(
      finding(
        QS.QS041,
        `the manifest declares ${s.manifest.methodsCount ?? 0} method(s); at least two are needed (the quantum method and the classical reference)`,
        { file: s.manifestFile, ...(s.manifest.methodsPos ?? { line: 1, column: 1 }), gate: 'methods_declared' }
      )
    );
  }
  return out;
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

/** Every finding names its workflow: `subject` becomes `<folder>` or `<folder> › <what it was>`. */
/**
 * How a workflow is named in messages and findings' subjects: its repository-relative folder, or, at the root of
 * the checked tree (`benchgate qsolve check .`), its folder's own name, never ".". Pure.
 */
export function workflowName(s: Pick<WorkflowState, 'folder' | 'folderAbs'>): string {
  return s.folder === '.' ? posix.basename(s.folderAbs.split('\\').join('/')) || s.folder : s.folder;
}

export function nameWorkflow(findings: Finding[], folder: string): void {
  for (const f of findings) f.subject = f.subject ? `${folder} › ${f.subject}` : folder;
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
