/**
 * The pqid suite: discovers PQID-Bench artifacts (evaluation JSONL by their keys, run manifests, record
 * files, frozen release directories) and checks them with the reference's rules plus benchgate's gates.
 */
import { pqidMetrics, recordsMetric } from './metrics.js';
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type { Artifact, ArtifactResult, Finding, Gate, Metric, Section, Severity } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { globToRegExp } from '../../core/glob.js';
import { FileTooLargeError, readBounded, resolveInside, UnsafePathError } from '../../core/paths.js';
import { type KeyScan, scanFirstRecordKeys } from '../../core/key-scan.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { BG } from '../../codes/general.js';
import { PQ } from './codes.js';
import { readJsonlLines } from './jsonl.js';
import { type GateMetric, GATE_METRICS, parseOptions, type PqidOptions } from './options.js';
import { isPyDict, PyFloat, type PyValue, pyJsonLoads, pyThousands } from '../../python/index.js';
import { CellStore, countCells, type EvalProblem, type Summary } from './records.js';
import { describeSchemaErrors, type SchemaName, validatorFor } from './schemas.js';
import {
  compareRelease,
  type FailureKind,
  loadEvaluations,
  RELEASE_PATHS,
  ReferenceFailure,
  repeatabilityErrors,
  reproduceRelease,
  runManifestProblem
} from './service.js';
import { verifyArtifactManifest } from './artifact-manifest.js';
import type { CodeDef } from '../../codes/types.js';
import { pushAll } from '../../core/arrays.js';
import {
  attemptProblems,
  liveManifestProblems,
  requestProblems,
  responseProblems,
  type RuleCode,
  type RuleProblem,
  runSummaryProblems,
  secretProblems,
  SeenIds
} from './live.js';
import { pqidCharts } from './charts.js';

export const KINDS = {
  evaluations: 'pqid-evaluations',
  release: 'pqid-release',
  runManifest: 'pqid-run-manifest',
  prompts: 'pqid-prompts',
  responses: 'pqid-responses',
  attempts: 'pqid-provider-attempts',
  benchmark: 'pqid-benchmark-records',
  requests: 'pqid-requests',
  runSummary: 'pqid-run-summary'
} as const;

const RECORD_KIND_SCHEMA: Record<string, SchemaName> = {
  [KINDS.evaluations]: 'evaluation',
  [KINDS.prompts]: 'prompt',
  [KINDS.responses]: 'response',
  [KINDS.attempts]: 'provider-attempt',
  [KINDS.benchmark]: 'benchmark-record'
};

const has = (o: Record<string, unknown>, names: readonly string[]): boolean => names.some((n) => o[n] !== undefined);

/** Classifies a record by its keys (not its file name). */
export function classifyRecord(o: Record<string, unknown>): string | undefined {
  if (has(o, ['request_body']) && has(o, ['request_sha256']) && !has(o, ['attempt_id'])) return KINDS.requests;
  if (
    has(o, ['model']) &&
    has(o, ['prompt_id']) &&
    has(o, ['report_executable', 'execution', 'execution_success']) &&
    has(o, ['report_signature_match', 'signature', 'signature_match'])
  )
    return KINDS.evaluations;
  if (has(o, ['attempt_id']) && has(o, ['request_sha256']) && has(o, ['requested_model'])) return KINDS.attempts;
  if (has(o, ['prompt_id']) && has(o, ['row_id']) && has(o, ['prompt'])) return KINDS.prompts;
  if (has(o, ['prompt_id']) && has(o, ['generated_text', 'generated_code', 'response_sha256'])) return KINDS.responses;
  if (has(o, ['row_id']) && has(o, ['instruction']) && !has(o, ['prompt_id'])) return KINDS.benchmark;
  return undefined;
}

/** True when an object looks like a PQID run manifest (run_type plus at least three version fields). */
export function looksLikeRunManifest(o: Record<string, unknown>): boolean {
  const n = [
    'package_version',
    'benchmark_release',
    'evaluator_version',
    'predicate_version',
    'schema_version',
    'artifact_manifest_version'
  ].filter((k) => o[k] !== undefined).length;
  return o.run_type !== undefined && n >= 3;
}

/** `evaluations*.jsonl` and other JSONL files whose name says they hold evaluations: claimed even when broken. */
export const EVALUATIONS_NAME = /(^|\/)[^/]*evaluation[^/]*\.jsonl$/i;
/** `run_manifest.json`, `run-manifest.json`, `runmanifest.json` (any suffix before `.json`): claimed even when broken. */
export const RUN_MANIFEST_NAME = /(^|\/)run[_-]?manifest[^/]*\.json$/i;
const RUN_MANIFEST_KEYS = [
  'run_type',
  'package_version',
  'benchmark_release',
  'evaluator_version',
  'predicate_version',
  'schema_version',
  'artifact_manifest_version'
];
/** Bytes the key scan of a run manifest reads at most (the check refuses a manifest over 16 MiB anyway). */
const MANIFEST_SCAN_BYTES = 16 * 1024 * 1024;

/** A presence map of scanned keys (null prototype: a key named `__proto__` is just a key). */
function keyObject(keys: readonly string[]): Record<string, unknown> {
  const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const k of keys) Object.defineProperty(o, k, { value: true, enumerable: true });
  return o;
}

/** Why a scanned first record could not be judged whole (for skip reasons and claims). */
function scanTrouble(s: KeyScan): string | undefined {
  switch (s.end) {
    case 'complete':
      return s.bom ? 'the file starts with a byte order mark' : undefined;
    case 'empty':
      return 'the file is empty';
    case 'not-object':
      return `the first record is ${s.first ?? 'not an object'}, not a JSON object`;
    case 'eof':
      return 'the file ends inside its first record (truncated)';
    case 'cut-line':
      return 'the first line ends inside its record (cut or broken)';
    case 'invalid':
      return 'the first record has unbalanced brackets';
    case 'too-deep':
      return 'the first record is nested too deeply to scan';
    case 'window':
      return 'the first record is longer than the scan limit';
  }
}

interface RunState {
  options: PqidOptions;
  releases: string[];
  manifests: string[];
  /** Repository-relative prompt files (discovered ones and the releases' frozen prompt files). */
  promptFiles?: string[];
  /** Every prompt id of those files (computed once per run, on first use). */
  promptIds?: Promise<Set<string>>;
}
/**
 * Per-run state, keyed by the run's context object: the run passes the same `ctx` to `discover` and to every `check`
 * of this suite (`src/run.ts`), so two runs in one process (even on the same root, even interleaved) never see each
 * other's options or releases, and the state goes with the run's context.
 */
const STATE = new WeakMap<SuiteContext, RunState>();

function matchGlobs(tree: RepoTree, globs: string[]): string[] {
  const res = globs.map(globToRegExp);
  return tree.files.filter((f) => res.some((r) => r.test(f)));
}

async function discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
  const { options, findings } = parseOptions(ctx.options);
  const artifacts: Artifact[] = [];
  const skipped: { path: string; reason: string }[] = [];
  const taken = new Set<string>();
  const add = (path: string, kind: string): void => {
    if (taken.has(path)) return;
    taken.add(path);
    artifacts.push({ path, kind });
  };
  // Frozen release directories.
  const releases: string[] = [];
  const promptSuffix = RELEASE_PATHS.prompts;
  for (const f of tree.files) {
    if (f !== promptSuffix && !f.endsWith('/' + promptSuffix)) continue;
    const d = f === promptSuffix ? '.' : f.slice(0, -(promptSuffix.length + 1));
    const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
    if (tree.has(ident)) releases.push(d);
    else
      skipped.push({
        path: d,
        reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release'
      });
  }
  if (options.releaseDir) {
    const d = posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
    const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
    if (!tree.dirs.has(d))
      findings.push(
        finding(PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, {
          subject: 'release-dir'
        })
      );
    else if (!tree.has(ident))
      findings.push(
        finding(
          PQ.PQ044,
          `release-dir "${options.releaseDir}" has no ${RELEASE_PATHS.identifiability}; compare needs the evidence profile.`,
          { subject: 'release-dir' }
        )
      );
    if (!releases.includes(d) && tree.dirs.has(d)) releases.push(d);
  }
  for (const d of releases) add(d, KINDS.release);
  const inRelease = (f: string): boolean =>
    releases.some((d) => (d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/')));
  // Explicit files.
  for (const g of options.evaluations) {
    const m = matchGlobs(tree, [g]);
    if (m.length === 0)
      findings.push(finding(PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
    for (const f of m) add(f, KINDS.evaluations);
  }
  const recordOpt: [keyof PqidOptions['records'], string][] = [
    ['prompts', KINDS.prompts],
    ['responses', KINDS.responses],
    ['provider-attempts', KINDS.attempts],
    ['benchmark-records', KINDS.benchmark],
    ['requests', KINDS.requests]
  ];
  for (const [k, kind] of recordOpt) for (const f of matchGlobs(tree, options.records[k])) add(f, kind);
  const manifests: string[] = [];
  if (options.candidateManifest) {
    const m = posix.normalize(options.candidateManifest);
    if (!tree.has(m))
      findings.push(
        finding(PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, {
          subject: 'candidate-manifest'
        })
      );
    else {
      manifests.push(m);
      add(m, KINDS.runManifest);
    }
  }
  if (options.autoDiscover) {
    for (const f of tree.files) {
      if (taken.has(f) || inRelease(f)) continue;
      if (/\.jsonl$/i.test(f)) {
        // A streaming key scan of the first record (no fixed window: up to the line limit, any depth up to 10,000).
        let scan: KeyScan | undefined;
        let readError: string | undefined;
        try {
          scan = await scanFirstRecordKeys(tree.abs(f), { mode: 'jsonl', maxBytes: options.maxLineBytes });
        } catch (e) {
          readError = (e as NodeJS.ErrnoException).code ?? 'read error';
        }
        const kind = scan ? classifyRecord(keyObject(scan.keys)) : undefined;
        if (kind) {
          add(f, kind);
          continue;
        }
        const trouble = readError ? `cannot be read (${readError})` : scanTrouble(scan!);
        if (EVALUATIONS_NAME.test(f)) {
          // Named as evaluations: anything but a whole record of another shape is claimed, so the check reports it.
          if (trouble) add(f, KINDS.evaluations);
          else
            skipped.push({
              path: f,
              reason:
                'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)'
            });
        } else if (/pqid/i.test(f))
          skipped.push({
            path: f,
            reason: trouble
              ? `not classified: ${trouble}`
              : 'JSONL whose first record has none of the PQID record key sets'
          });
      } else if (/(^|\/)run-summary\.json$/.test(f)) {
        add(f, KINDS.runSummary);
      } else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
        const named = RUN_MANIFEST_NAME.test(f);
        let scan: KeyScan | undefined;
        try {
          scan = await scanFirstRecordKeys(tree.abs(f), { mode: 'json', maxBytes: MANIFEST_SCAN_BYTES });
        } catch {
          scan = undefined;
        }
        const keys = scan ? keyObject(scan.keys) : {};
        const mine = scan !== undefined && looksLikeRunManifest(keys);
        // Named run_manifest.json: claimed unless it is a whole JSON object with none of the run-manifest keys.
        const other =
          scan !== undefined && scan.end === 'complete' && !scan.bom && !RUN_MANIFEST_KEYS.some((k) => k in keys);
        if (mine || (named && !other)) {
          manifests.push(f);
          add(f, KINDS.runManifest);
        } else if (named)
          skipped.push({
            path: f,
            reason: 'a JSON object with none of the run-manifest fields (run_type, *_version); not a PQID run manifest'
          });
      }
    }
    // Folders and symlinks that are not files (dangling, leaving the repository, to a folder) named like an
    // artifact file (`evaluations.jsonl`, `run_manifest.json`): claimed, and reported unreadable by the check.
    for (const d of [...tree.dirs, ...tree.links]) {
      if (taken.has(d) || inRelease(d + '/x')) continue;
      if (EVALUATIONS_NAME.test(d)) add(d, KINDS.evaluations);
      else if (RUN_MANIFEST_NAME.test(d)) {
        manifests.push(d);
        add(d, KINDS.runManifest);
      }
    }
  }
  const promptFiles = artifacts.filter((a) => a.kind === KINDS.prompts).map((a) => a.path);
  for (const d of releases) promptFiles.push(d === '.' ? RELEASE_PATHS.prompts : `${d}/${RELEASE_PATHS.prompts}`);
  STATE.set(ctx, { options, releases, manifests, promptFiles });
  return { artifacts, skipped, findings };
}

const FAILURE_CODE: Partial<Record<FailureKind, CodeDef>> = {
  'manifest-json': PQ.PQ030,
  'manifest-object': PQ.PQ030,
  'manifest-missing-fields': PQ.PQ031,
  'manifest-run-type': PQ.PQ032,
  'manifest-incompatible': PQ.PQ033,
  'unequal-prompt-sets': PQ.PQ040,
  'unknown-prompts': PQ.PQ041,
  partial: PQ.PQ042,
  'identifiable-empty': PQ.PQ043,
  'file-missing': PQ.PQ044,
  'file-directory': PQ.PQ044,
  'file-unreadable': PQ.PQ044,
  'frozen-prompts': PQ.PQ044,
  'release-json': PQ.PQ044,
  'artifact-manifest': PQ.PQ053
};

const PROBLEM_CODE: Record<EvalProblem['kind'], CodeDef> = {
  'invalid-json': PQ.PQ001,
  'not-object': PQ.PQ002,
  'missing-id': PQ.PQ003,
  'duplicate-key': PQ.PQ004,
  'bad-value': PQ.PQ005,
  conflict: PQ.PQ006,
  'missing-endpoint': PQ.PQ007,
  invariant: PQ.PQ008,
  'partial-assembly': PQ.PQ009,
  'no-records': PQ.PQ010,
  'invalid-utf8': PQ.PQ011,
  'line-too-long': PQ.PQ013
};

function gateOf(id: string, title: string, findings: Finding[], passDetail: string): Gate {
  const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
  if (errs.length === 0) return { id, title, status: 'pass', detail: passDetail };
  return {
    id,
    title,
    status: 'fail',
    detail:
      errs.length === 1
        ? `${errs[0].code}: ${errs[0].message}`
        : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
  };
}

/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
async function schemaPass(
  abs: string,
  file: string,
  schema: SchemaName,
  opts: PqidOptions
): Promise<{ findings: Finding[]; invalid: number; rows: number }> {
  const findings: Finding[] = [];
  if (opts.schemaSeverity === 'off') return { findings, invalid: 0, rows: 0 };
  const validate = validatorFor(schema);
  let invalid = 0;
  let rows = 0;
  await readJsonlLines(
    abs,
    (text, line) => {
      if (!text.trim()) return;
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch {
        return; // parse errors are reported by the rules pass
      }
      rows++;
      if (!validate(v)) {
        invalid++;
        if (findings.length < opts.maxFindingsPerFile)
          findings.push(
            finding(
              PQ.PQ020,
              `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`,
              { file, line, gate: 'schema' },
              opts.schemaSeverity as Severity
            )
          );
      }
    },
    { maxLineBytes: opts.maxLineBytes }
  ).catch(() => undefined);
  if (invalid > findings.length)
    findings.push(
      finding(
        PQ.PQ014,
        `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`,
        { file }
      )
    );
  return { findings, invalid, rows };
}

const pct = (r: number | null): string => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);

function rateOf(s: Summary, m: GateMetric): number | null {
  if (m === 'ordered_rate') return s.ordered_count === null ? null : s.ordered_count / s.cells;
  if (m === 'parameter_rate') return s.parameter_count === null ? null : s.parameter_count / s.cells;
  return s[m];
}

/** Per-model table and chart sections. */
export function modelSections(store: CellStore, maxModels = 60): Section[] {
  const rows: (string | number | null)[][] = [];
  const byModel = store.models.slice(0, maxModels).map((_, mi) => countCells(store, (c) => store.modelOf[c] === mi));
  byModel.forEach((c, mi) => {
    const r = (n: number | null): string => (n === null ? 'N/A' : `${pyThousands(n)} (${pct(n / c.cells)})`);
    const es = c.execution - c.signature;
    const as = c.assembly === null ? null : c.assembly - c.signature;
    rows.push([
      store.models[mi],
      c.cells,
      r(c.execution),
      r(c.assembly),
      r(c.signature),
      r(c.ordered),
      r(c.parameter),
      r(es),
      as === null ? 'N/A' : `${as} (${pct(as / c.cells)})`
    ]);
  });
  const sections: Section[] = [
    {
      kind: 'table',
      title: 'Per-model endpoints',
      columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
      rows,
      note:
        store.models.length > maxModels
          ? `First ${maxModels} of ${store.models.length} models.`
          : "Counts with rates over each model's cells; N/A = layer not supplied."
    }
  ];
  // The rates as a chart (with Wilson intervals) come from charts.ts (pqidCharts), drawn by the HTML report.
  return sections;
}

function summarySection(s: Summary, title: string): Section {
  const row = (label: string, n: number | null, d: number | null): (string | number | null)[] => [
    label,
    n,
    d,
    n === null || d === null || d === 0 ? 'N/A' : pct(n / d)
  ];
  return {
    kind: 'table',
    title,
    columns: ['Metric', 'Count', 'Denominator', 'Rate'],
    rows: [
      row('Execution', s.execution_count, s.cells),
      row('Quantum-assembly admissibility', s.assembly_count, s.assembly_count === null ? null : s.cells),
      row('Reference-signature match', s.signature_count, s.cells),
      row('Ordered operation-and-operand tape', s.ordered_count, s.ordered_count === null ? null : s.cells),
      row('Parameter-aware ordered tape', s.parameter_count, s.parameter_count === null ? null : s.cells),
      row('ES-Gap', s.es_gap_count, s.cells),
      row('AS-Gap', s.as_gap_count, s.as_gap_count === null ? null : s.cells),
      row('ERSD', s.es_gap_count, s.execution_count)
    ]
  };
}

async function checkEvaluations(artifact: Artifact, ctx: SuiteContext, state: RunState): Promise<ArtifactResult> {
  const o = state.options;
  const file = artifact.path;
  const findings: Finding[] = [];
  const gates: Gate[] = [];
  const sections: Section[] = [];
  const facts: Record<string, unknown> = {};
  let abs: string;
  try {
    abs = await resolveInside(ctx.root, file, { expect: 'file' });
  } catch (e) {
    findings.push(
      finding(e instanceof UnsafePathError && e.problem === 'escapes' ? BG.BG003 : PQ.PQ012, (e as Error).message, {
        file,
        gate: 'records-valid'
      })
    );
    return {
      artifact,
      gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: (e as Error).message }],
      findings
    };
  }
  let store: CellStore | undefined;
  let summary: Summary | undefined;
  try {
    const l = await loadEvaluations(abs, file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
    for (const p of l.acc.problems) {
      const first = p === l.acc.firstError ? ' (the reference stops here)' : '';
      findings.push(
        finding(PROBLEM_CODE[p.kind], p.message + first, {
          file,
          line: p.line,
          gate: p.kind === 'invariant' ? 'invariants' : 'records-valid',
          subject: p.record ? `record ${p.record}` : undefined
        })
      );
    }
    if (l.acc.problemCount > l.acc.problems.length)
      findings.push(
        finding(
          PQ.PQ014,
          `${l.acc.problemCount - l.acc.problems.length} more problems were found and not listed (max-findings-per-file ${o.maxFindingsPerFile}).`,
          { file }
        )
      );
    facts.records = l.acc.records;
    if (!l.acc.firstError) {
      store = l.acc.cells;
      summary = (await import('./records.js')).summarize(countCells(store), null);
    }
  } catch (e) {
    const msg = e instanceof ReferenceFailure ? e.message : (e as Error).message;
    findings.push(finding(PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file, gate: 'records-valid' }));
  }
  pushAll(findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
  gates.push(
    gateOf(
      'records-valid',
      'Evaluation records valid',
      findings,
      `${facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`
    )
  );
  gates.push(
    summary
      ? gateOf(
          'invariants',
          'Endpoint invariants hold',
          findings,
          'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution'
        )
      : findings.some((f) => f.gate === 'invariants' && f.severity === 'error')
        ? gateOf('invariants', 'Endpoint invariants hold', findings, '')
        : {
            id: 'invariants',
            title: 'Endpoint invariants hold',
            status: 'undecided',
            detail: 'records could not all be read'
          }
  );
  // Compare with the frozen release.
  const releaseDir = o.releaseDir
    ? posix.normalize(o.releaseDir.replace(/\/+$/, ''))
    : state.releases.length === 1
      ? state.releases[0]
      : undefined;
  let compareDelta: Summary | undefined;
  let frozen: Summary | undefined;
  if (!releaseDir) {
    const why =
      state.releases.length > 1
        ? `${state.releases.length} releases found; set release-dir`
        : 'no frozen release directory (set release-dir)';
    gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why });
    gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
  } else {
    const dir = posix.dirname(file);
    const beside = state.manifests.find((m) => posix.dirname(m) === dir);
    const manifestRel = o.candidateManifest ? posix.normalize(o.candidateManifest) : beside;
    if (!manifestRel) {
      findings.push(
        finding(
          PQ.PQ034,
          `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`,
          { file, gate: 'run-manifest' }
        )
      );
      gates.push({
        id: 'run-manifest',
        title: 'Run manifest compatible',
        status: 'undecided',
        detail: 'PQ034: no candidate run manifest'
      });
    } else {
      const mf = await manifestFindings(ctx, manifestRel);
      pushAll(
        findings,
        mf.map((f) => ({ ...f, gate: 'run-manifest' }))
      );
      gates.push(
        gateOf(
          'run-manifest',
          'Run manifest compatible',
          findings,
          `${manifestRel}: seven fields present, four gated fields equal the frozen contract`
        )
      );
    }
    if (!summary)
      gates.push({
        id: 'compare-scope',
        title: 'Compare scope complete',
        status: 'undecided',
        detail: 'the evaluation records are invalid'
      });
    else {
      try {
        const relAbs = await resolveInside(ctx.root, releaseDir, { expect: 'directory' });
        const r = await compareRelease({
          evaluations: abs,
          releaseDir: relAbs,
          allowPartial: o.allowPartial,
          cwd: ctx.root,
          load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true }
        });
        compareDelta = r.candidate;
        frozen = r.frozen;
        facts.comparison = {
          mode: r.mode,
          prompt_count: r.promptIds.length,
          prompt_ids_sha256: (r.json.comparison_scope as Record<string, PyValue>).prompt_ids_sha256,
          release_dir: releaseDir
        };
        if (r.mode === 'matched_subset')
          findings.push(
            finding(
              PQ.PQ045,
              `Matched-subset comparison: ${r.promptIds.length} of the frozen prompts (allow-partial is on).`,
              { file, gate: 'compare-scope' }
            )
          );
        gates.push({
          id: 'compare-scope',
          title: 'Compare scope complete',
          status: 'pass',
          detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}`
        });
        sections.push({
          kind: 'table',
          title: `Candidate vs frozen release (${r.mode})`,
          columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
          rows: (
            [
              'execution_rate',
              'assembly_rate',
              'signature_rate',
              'ordered_rate',
              'parameter_rate',
              'es_gap_rate',
              'as_gap_rate',
              'executable_signature_disagreement_rate',
              'structural_hallucination_rate'
            ] as GateMetric[]
          ).map((m) => {
            const c = rateOf(r.candidate, m);
            const f = rateOf(r.frozen, m);
            return [
              m,
              pct(c),
              pct(f),
              c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`
            ];
          })
        });
      } catch (e) {
        const kind = e instanceof ReferenceFailure ? e.kind : undefined;
        const code = (kind && FAILURE_CODE[kind]) ?? PQ.PQ044;
        findings.push(finding(code, (e as Error).message, { file, gate: 'compare-scope' }));
        gates.push(gateOf('compare-scope', 'Compare scope complete', findings, ''));
      }
    }
  }
  // Metric gates.
  const thresholds = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
  if (thresholds === 0)
    gates.push({
      id: 'metric-thresholds',
      title: 'Metric thresholds',
      status: 'skipped',
      detail: 'no min-rates / max-rates configured'
    });
  else if (!summary)
    gates.push({
      id: 'metric-thresholds',
      title: 'Metric thresholds',
      status: 'undecided',
      detail: 'no summary (invalid records)'
    });
  else {
    let undecided = false;
    for (const [m, min] of Object.entries(o.minRates) as [GateMetric, number][]) {
      const v = rateOf(summary, m);
      if (v === null) {
        undecided = true;
        findings.push(
          finding(PQ.PQ072, `min-rates.${m}: the rate is unavailable for this file.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
      } else if (v < min)
        findings.push(
          finding(PQ.PQ070, `${m} is ${pct(v)}, below the minimum ${pct(min)}.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
    }
    for (const [m, max] of Object.entries(o.maxRates) as [GateMetric, number][]) {
      const v = rateOf(summary, m);
      if (v === null) {
        undecided = true;
        findings.push(
          finding(PQ.PQ072, `max-rates.${m}: the rate is unavailable for this file.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
      } else if (v > max)
        findings.push(
          finding(PQ.PQ070, `${m} is ${pct(v)}, above the maximum ${pct(max)}.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
    }
    const g = gateOf('metric-thresholds', 'Metric thresholds', findings, `${thresholds} threshold(s) met`);
    gates.push(
      g.status === 'pass' && undecided
        ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
        : g
    );
  }
  const regs = Object.entries(o.maxRegression) as [GateMetric, number][];
  if (regs.length === 0)
    gates.push({
      id: 'max-regression',
      title: 'No regression against the frozen release',
      status: 'skipped',
      detail: 'no max-regression configured'
    });
  else if (!compareDelta || !frozen) {
    findings.push(
      finding(PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', {
        file,
        gate: 'max-regression'
      })
    );
    gates.push({
      id: 'max-regression',
      title: 'No regression against the frozen release',
      status: 'undecided',
      detail: 'no comparison with a frozen release'
    });
  } else {
    let undecided = false;
    for (const [m, allowed] of regs) {
      const c = rateOf(compareDelta, m);
      const f = rateOf(frozen, m);
      if (c === null || f === null) {
        undecided = true;
        findings.push(
          finding(
            PQ.PQ072,
            `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`,
            { file, gate: 'max-regression', subject: m }
          )
        );
        continue;
      }
      const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
      if (worse > allowed + 1e-12)
        findings.push(
          finding(
            PQ.PQ071,
            `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${pct(f)} → ${pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`,
            { file, gate: 'max-regression', subject: m }
          )
        );
    }
    const g = gateOf(
      'max-regression',
      'No regression against the frozen release',
      findings,
      `${regs.length} metric(s) within their allowance`
    );
    gates.push(
      g.status === 'pass' && undecided
        ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
        : g
    );
  }
  if (summary && store) {
    facts.summary = summary;
    const rest = sections.splice(0);
    pushAll(pushAll(pushAll(sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
    pushAll(sections, pqidCharts(store, compareDelta && frozen ? { candidate: compareDelta, frozen } : undefined));
  }
  const metrics = [
    ...(typeof facts.records === 'number' ? [recordsMetric(facts.records)] : []),
    ...(summary ? pqidMetrics(summary, store) : [])
  ];
  return { artifact, gates, findings, sections, facts, ...(metrics.length ? { metrics } : {}) };
}

async function manifestFindings(ctx: SuiteContext, rel: string): Promise<Finding[]> {
  const out: Finding[] = [];
  let text: string;
  try {
    const abs = await resolveInside(ctx.root, rel, { expect: 'file' });
    const buf = await readBounded(abs, 16 * 1024 * 1024);
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch (e) {
    if (e instanceof FileTooLargeError)
      return [
        finding(PQ.PQ030, `The run manifest is ${e.size} bytes, over the 16 MiB limit.`, {
          file: rel,
          gate: 'run-manifest'
        })
      ];
    if (e instanceof TypeError)
      return [finding(PQ.PQ030, 'The run manifest is not valid UTF-8.', { file: rel, line: 1, gate: 'run-manifest' })];
    return [
      finding(PQ.PQ012, `Cannot read the run manifest: ${(e as Error).message}`, { file: rel, gate: 'run-manifest' })
    ];
  }
  const loaded = pyJsonLoads(text);
  if (!loaded.ok) {
    const why =
      text.charCodeAt(0) === 0xfeff
        ? " (it starts with a byte order mark, which Python's json.loads refuses)"
        : ` (${loaded.error.message})`;
    return [
      finding(PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}${why}`, {
        file: rel,
        ...lineColumn(text, loaded.error.offset)
      })
    ];
  }
  const v = loaded.value;
  const p = runManifestProblem(v);
  if (p) out.push(finding(FAILURE_CODE[p.kind] ?? PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
  if (isPyDict(v)) {
    for (const lp of liveManifestProblems(v))
      out.push({ ...ruleFinding(lp, rel, keyLine(text, lp.field)), gate: 'run-manifest' });
  }
  const validate = validatorFor('run-manifest');
  const sev = STATE.get(ctx)?.options.schemaSeverity ?? 'warning';
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    // Python-only JSON (NaN, Infinity): the reference accepts it; for the schema they become null (as JSON has no NaN).
    plain = JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x instanceof PyFloat ? x.value : x)));
  }
  if (sev !== 'off' && !validate(plain))
    out.push(
      finding(
        PQ.PQ020,
        `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`,
        { file: rel, gate: 'schema' },
        sev
      )
    );
  return out;
}

async function checkRelease(artifact: Artifact, ctx: SuiteContext, state: RunState): Promise<ArtifactResult> {
  const findings: Finding[] = [];
  const gates: Gate[] = [];
  const facts: Record<string, unknown> = {};
  let metrics: Metric[] | undefined;
  const sections: Section[] = [];
  const rel = artifact.path;
  const at = (p: string): string => (rel === '.' ? p : `${rel}/${p}`);
  let dir: string;
  try {
    dir = await resolveInside(ctx.root, rel, { expect: 'directory' });
  } catch (e) {
    findings.push(finding(BG.BG003, (e as Error).message, { file: rel }));
    return {
      artifact,
      gates: [
        {
          id: 'artifact-manifest',
          title: 'Release files match ARTIFACT_MANIFEST.tsv',
          status: 'undecided',
          detail: (e as Error).message
        }
      ],
      findings
    };
  }
  const v = await verifyArtifactManifest(dir);
  const mfile = at('ARTIFACT_MANIFEST.tsv');
  if (!v.ok) {
    findings.push(
      finding(
        PQ.PQ053,
        v.error === 'missing-manifest'
          ? `The release has no ARTIFACT_MANIFEST.tsv.`
          : v.failures[0].replace(dir + '/', ''),
        { file: mfile, line: v.line, gate: 'artifact-manifest' }
      )
    );
  } else {
    const m = v.result;
    facts.manifest = {
      checked: m.checked,
      missing: m.missing.length,
      size_mismatches: m.size_mismatches.length,
      hash_mismatches: m.hash_mismatches.length
    };
    for (const p of m.missing)
      findings.push(
        finding(PQ.PQ050, `"${p}" is listed but is not a regular file.`, {
          file: mfile,
          line: m.lines[p],
          gate: 'artifact-manifest',
          subject: p
        })
      );
    for (const p of m.escapes)
      findings.push(
        finding(
          PQ.PQ050,
          `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`,
          { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }
        )
      );
    for (const p of m.size_mismatches)
      findings.push(
        finding(PQ.PQ051, `"${p}" has a different size than listed.`, {
          file: mfile,
          line: m.lines[p],
          gate: 'artifact-manifest',
          subject: p
        })
      );
    for (const p of m.hash_mismatches)
      findings.push(
        finding(PQ.PQ052, `"${p}" has a different SHA-256 than listed.`, {
          file: mfile,
          line: m.lines[p],
          gate: 'artifact-manifest',
          subject: p
        })
      );
  }
  gates.push(
    gateOf(
      'artifact-manifest',
      'Release files match ARTIFACT_MANIFEST.tsv',
      findings,
      v.ok ? `${v.result.checked} files verified` : ''
    )
  );
  // Canonical parity (evidence profile only).
  try {
    await readFile(`${dir}/${RELEASE_PATHS.audit}`, { flag: 'r' }).then(() => undefined);
    const r = await reproduceRelease(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
    for (const e of r.errors)
      findings.push(finding(PQ.PQ060, e, { file: at(RELEASE_PATHS.audit), gate: 'canonical-parity' }));
    try {
      for (const e of await repeatabilityErrors(dir))
        findings.push(finding(PQ.PQ061, e, { file: at(RELEASE_PATHS.repeatability), gate: 'canonical-parity' }));
    } catch {
      /* repeatability table absent: not part of this profile */
    }
    facts.summary = r.summary;
    metrics = pqidMetrics(r.summary, undefined);
    sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
    gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      gates.push({
        id: 'canonical-parity',
        title: 'Canonical parity',
        status: 'skipped',
        detail: 'no cell audit (core profile)'
      });
    else {
      findings.push(
        finding(e instanceof ReferenceFailure && e.kind === 'records' ? PQ.PQ060 : PQ.PQ044, (e as Error).message, {
          file: at(RELEASE_PATHS.audit),
          gate: 'canonical-parity'
        })
      );
      gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
    }
  }
  pushAll(
    findings,
    (await schemaPass(`${dir}/${RELEASE_PATHS.prompts}`, at(RELEASE_PATHS.prompts), 'prompt', state.options)).findings
  );
  return { artifact, gates, findings, sections, facts, ...(metrics ? { metrics } : {}) };
}

const RULE_CODE: Record<RuleCode, CodeDef> = {
  PQ021: PQ.PQ021,
  PQ022: PQ.PQ022,
  PQ023: PQ.PQ023,
  PQ024: PQ.PQ024,
  PQ025: PQ.PQ025,
  PQ026: PQ.PQ026,
  PQ027: PQ.PQ027,
  PQ028: PQ.PQ028,
  PQ035: PQ.PQ035,
  PQ036: PQ.PQ036,
  PQ037: PQ.PQ037,
  PQ038: PQ.PQ038
};

const ruleFinding = (p: RuleProblem, file: string, line?: number): Finding =>
  finding(
    RULE_CODE[p.code],
    p.message,
    { file, ...(line ? { line } : {}), gate: 'records-valid', ...(p.field ? { subject: p.field } : {}) },
    p.severity
  );

/** Every prompt id of the run's prompt files (read once; unreadable lines are that file's own findings). */
function knownPromptIds(ctx: SuiteContext, state: RunState): Promise<Set<string>> {
  state.promptIds ??= (async () => {
    const ids = new Set<string>();
    for (const rel of state.promptFiles ?? []) {
      let abs: string;
      try {
        abs = await resolveInside(ctx.root, rel, { expect: 'file' });
      } catch {
        continue;
      }
      await readJsonlLines(
        abs,
        (text) => {
          try {
            const v = JSON.parse(text) as unknown;
            if (v && typeof v === 'object' && !Array.isArray(v)) {
              const id = (v as Record<string, unknown>).prompt_id;
              if (typeof id === 'string') ids.add(id);
            }
          } catch {
            /* reported by the prompt file's own check */
          }
        },
        { maxLineBytes: state.options.maxLineBytes }
      ).catch(() => undefined);
    }
    return ids;
  })();
  return state.promptIds;
}

async function checkRecords(
  artifact: Artifact,
  ctx: SuiteContext,
  state: RunState,
  schema: SchemaName | undefined
): Promise<ArtifactResult> {
  const file = artifact.path;
  const findings: Finding[] = [];
  let abs: string;
  try {
    abs = await resolveInside(ctx.root, file, { expect: 'file' });
  } catch (e) {
    findings.push(finding(PQ.PQ012, (e as Error).message, { file, gate: 'records-valid' }));
    return {
      artifact,
      gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: (e as Error).message }],
      findings
    };
  }
  const kind = artifact.kind;
  const joins = kind === KINDS.responses || kind === KINDS.attempts || kind === KINDS.requests;
  const known = joins && (state.promptFiles?.length ?? 0) > 0 ? await knownPromptIds(ctx, state) : undefined;
  const seen = new SeenIds();
  const max = state.options.maxFindingsPerFile;
  let ruleCount = 0;
  const rule = (p: RuleProblem, line: number): void => {
    ruleCount++;
    if (ruleCount <= max) findings.push(ruleFinding(p, file, line));
  };
  let rows = 0;
  const r = await readJsonlLines(
    abs,
    (text, line) => {
      if (!text.trim()) return;
      rows++;
      let v: PyValue | undefined;
      // Requests keep Python's int/float distinction (their digest is over Python's canonical JSON).
      if (kind !== KINDS.requests) {
        try {
          v = JSON.parse(text) as PyValue;
        } catch {
          v = undefined;
        }
      }
      if (v === undefined) {
        const r = pyJsonLoads(text); // NaN, Infinity: Python's json.loads accepts them
        if (!r.ok) {
          if (findings.length < max)
            findings.push(finding(PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
          return;
        }
        v = r.value;
      }
      if (!isPyDict(v)) {
        findings.push(
          finding(PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' })
        );
        return;
      }
      const row = v as { [k: string]: PyValue };
      const problems: RuleProblem[] = [];
      if (kind === KINDS.prompts && typeof row.prompt_id === 'string') {
        const first = seen.check(row.prompt_id, line);
        if (first !== undefined)
          problems.push({
            code: 'PQ024',
            message: `Duplicate prompt_id ${JSON.stringify(row.prompt_id)} (first on line ${first}); the prompt id is the join key and must be unique.`,
            field: 'prompt_id'
          });
      }
      if (kind === KINDS.attempts) {
        if (typeof row.attempt_id === 'string') {
          const first = seen.check(row.attempt_id, line);
          if (first !== undefined)
            problems.push({
              code: 'PQ023',
              message: `Duplicate attempt_id ${JSON.stringify(row.attempt_id)} (first on line ${first}).`,
              field: 'attempt_id'
            });
        }
        pushAll(problems, attemptProblems(row));
      }
      if (kind === KINDS.responses) pushAll(problems, responseProblems(row));
      if (kind === KINDS.requests) pushAll(problems, requestProblems(row));
      if (joins) pushAll(problems, secretProblems(row));
      if (known && typeof row.prompt_id === 'string' && !known.has(row.prompt_id)) {
        problems.push({
          code: 'PQ025',
          message: `prompt_id ${JSON.stringify(row.prompt_id)} is in no prompt file of the repository (${(state.promptFiles ?? []).slice(0, 3).join(', ')}${(state.promptFiles?.length ?? 0) > 3 ? ', …' : ''}).`,
          field: 'prompt_id'
        });
      }
      for (const p of problems) rule(p, line);
    },
    { maxLineBytes: state.options.maxLineBytes }
  ).catch((e: Error) => {
    findings.push(finding(PQ.PQ012, e.message, { file, gate: 'records-valid' }));
    return undefined;
  });
  if (ruleCount > max)
    findings.push(
      finding(
        PQ.PQ014,
        `${ruleCount - max} more record problems were found and not listed (max-findings-per-file ${max}).`,
        { file }
      )
    );
  if (r?.utf8Error)
    findings.push(finding(PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
  const sp = schema ? await schemaPass(abs, file, schema, state.options) : { findings: [], invalid: 0 };
  pushAll(findings, sp.findings);
  const facts: Record<string, unknown> = { rows, schema: schema ?? null, schema_invalid_rows: sp.invalid };
  if (joins)
    facts.prompt_join = known
      ? `checked against ${state.promptFiles?.length} prompt file(s)`
      : 'no prompt file in the repository: not checked';
  return {
    artifact,
    gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)],
    findings,
    facts
  };
}

/** run-summary.json of a live run: portable file references, no credentials. */
async function checkRunSummary(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
  const file = artifact.path;
  const findings: Finding[] = [];
  try {
    const abs = await resolveInside(ctx.root, file, { expect: 'file' });
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readBounded(abs, 16 * 1024 * 1024));
    const loaded = pyJsonLoads(text);
    if (!loaded.ok)
      findings.push(
        finding(PQ.PQ030, `Cannot read run-summary.json: ${loaded.error.message}`, {
          file,
          line: loaded.error.line,
          column: loaded.error.column,
          gate: 'records-valid'
        })
      );
    else if (!isPyDict(loaded.value))
      findings.push(finding(PQ.PQ030, 'run-summary.json is not a JSON object.', { file, gate: 'records-valid' }));
    else
      for (const p of [...runSummaryProblems(loaded.value), ...secretProblems(loaded.value)])
        findings.push(ruleFinding(p, file));
  } catch (e) {
    findings.push(
      finding(e instanceof TypeError ? PQ.PQ030 : PQ.PQ012, `Cannot read run-summary.json: ${(e as Error).message}`, {
        file,
        gate: 'records-valid'
      })
    );
  }
  return {
    artifact,
    gates: [gateOf('records-valid', 'Run summary portable', findings, 'portable file references, no credentials')],
    findings
  };
}

async function check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
  const state = STATE.get(ctx) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
  if (artifact.kind === KINDS.evaluations) return checkEvaluations(artifact, ctx, state);
  if (artifact.kind === KINDS.release) return checkRelease(artifact, ctx, state);
  if (artifact.kind === KINDS.runManifest) {
    const findings = (await manifestFindings(ctx, artifact.path)).map((f) =>
      f.gate ? f : { ...f, gate: 'run-manifest' }
    );
    return {
      artifact,
      gates: [
        gateOf(
          'run-manifest',
          'Run manifest compatible',
          findings,
          'seven fields present; gated fields equal the frozen contract'
        )
      ],
      findings
    };
  }
  if (artifact.kind === KINDS.requests) return checkRecords(artifact, ctx, state, undefined);
  if (artifact.kind === KINDS.runSummary) return checkRunSummary(artifact, ctx);
  const schema = RECORD_KIND_SCHEMA[artifact.kind];
  if (schema) return checkRecords(artifact, ctx, state, schema);
  return {
    artifact,
    gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }],
    findings: []
  };
}

export const pqidSuite: Suite = { id: 'pqid', title: 'PQID-Bench evaluations and releases', discover, check };

/** 1-based line of a top-level key's first occurrence in a JSON text (for findings), when it can be seen. */
function keyLine(text: string, field: string | undefined): number | undefined {
  if (!field) return undefined;
  const i = text.indexOf(JSON.stringify(field.split('.')[0]) + ':');
  const j = i >= 0 ? i : text.indexOf(JSON.stringify(field.split('.')[0]));
  return j >= 0 ? lineColumn(text, j).line : undefined;
}

/** 1-based line and column of a UTF-16 offset. */
function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < pos && i < text.length; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  return { line, column: pos - last };
}
