/**
 * The reference's commands as functions over files: evaluate, compare, reproduce, verify.
 * Each returns either a result or a ReferenceFailure carrying the reference's exact message, plus every
 * problem found (benchgate goes on past the first one).
 */
import { createHash } from 'node:crypto';
import { describeBound, mayExceed, scanJsonBounds } from '../../core/bounds.js';
import { readFile, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { FastRowParser } from './fastrow.js';
import { readJsonlLines, type ReadResult } from '../../formats/jsonl.js';
import {
  isPyDict,
  PyFloat,
  PyInt,
  pyJsonLoadsOrUndefined,
  type PyValue,
  compareCodePoints,
  readCsvRecords,
  pyRepr,
  pyStr,
  pyTruthy
} from '../../python/index.js';
import {
  CellStore,
  countCells,
  type Counts,
  type EvalProblem,
  EvaluationAccumulator,
  type Identifiable,
  identifiableFrom,
  type Summary,
  summarize,
  summaryToPy,
  VERSION_FIELDS,
  VERSION_KEYS
} from './records.js';
import { verifyArtifactManifest, type ManifestVerification } from './artifact-manifest.js';
import { pushAll } from '../../core/arrays.js';

export const RELEASE_PATHS = {
  prompts: 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl',
  audit: 'artifacts/analysis_154/pqid_bench_ordered_operand_cell_audit.jsonl',
  identifiability: 'artifacts/analysis_154/pqid_bench_prompt_identifiability_sensitivity.json',
  repeatability:
    'artifacts/stochastic_repeatability_21x72/consolidated/analysis/pqid_bench_stochastic_repeatability_cell_outcomes.csv'
} as const;

/** metrics.py CANONICAL_COUNTS, in the order parity errors are listed. */
const CANONICAL_COUNTS: [string, keyof Summary, number][] = [
  ['cells', 'cells', 3234],
  ['models', 'models', 21],
  ['prompts', 'prompts', 154],
  ['execution', 'execution_count', 2950],
  ['assembly', 'assembly_count', 2944],
  ['signature', 'signature_count', 1703],
  ['ordered', 'ordered_count', 1576],
  ['parameter', 'parameter_count', 1545],
  ['execution_to_assembly_attrition', 'execution_to_assembly_attrition_count', 6],
  ['as_gap', 'as_gap_count', 1241],
  ['assembly_without_signature', 'assembly_without_signature_count', 1241],
  ['signature_without_assembly', 'signature_without_assembly_count', 0],
  ['identifiable_cells', 'identifiable_cells', 3150],
  ['identifiable_execution', 'identifiable_execution_count', 2890],
  ['identifiable_signature', 'identifiable_signature_count', 1703],
  ['identifiable_disagreement', 'identifiable_disagreement_count', 1187]
];
const REPEATABILITY_COUNTS: [string, number][] = [
  ['repeatability_cells', 4536],
  ['repeatability_models', 21],
  ['repeatability_prompts', 72],
  ['repeatability_runs', 3]
];

const RUN_TYPES = ['canonical_reproduction', 'archived_replay', 'supplied_evaluation', 'live_replication'] as const;
const MANIFEST_FIELDS = [...VERSION_KEYS, 'run_type'] as const;
const GATED_FIELDS = ['benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version'] as const;

export type FailureKind =
  | 'file-missing'
  | 'file-directory'
  | 'file-unreadable'
  | 'records'
  | 'manifest-json'
  | 'manifest-object'
  | 'manifest-missing-fields'
  | 'manifest-run-type'
  | 'manifest-incompatible'
  | 'frozen-prompts'
  | 'unequal-prompt-sets'
  | 'unknown-prompts'
  | 'partial'
  | 'identifiable-empty'
  | 'release-json'
  | 'artifact-manifest'
  | 'harness-report'
  | 'run-model';

/** An error the reference reports (it stops there). `traceback` marks errors its CLI does not catch. */
export class ReferenceFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly opts: { traceback?: string; problems?: EvalProblem[]; file?: string; line?: number } = {}
  ) {
    super(message);
    this.name = 'ReferenceFailure';
  }
}

/** Python's FileNotFoundError / IsADirectoryError / PermissionError text for a path as given. */
function fileError(e: unknown, shown: string): ReferenceFailure {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EISDIR')
    return new ReferenceFailure('file-directory', `[Errno 21] Is a directory: ${pyRepr(shown)}`, {
      traceback: 'IsADirectoryError'
    });
  if (code === 'EACCES')
    return new ReferenceFailure('file-unreadable', `[Errno 13] Permission denied: ${pyRepr(shown)}`, {
      traceback: 'PermissionError'
    });
  return new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${pyRepr(shown)}`);
}

async function checkReadableFile(abs: string, shown: string): Promise<void> {
  let st;
  try {
    st = await stat(abs);
  } catch (e) {
    throw fileError(e, shown);
  }
  if (st.isDirectory()) throw fileError(Object.assign(new Error(), { code: 'EISDIR' }), shown);
}

export interface LoadedEvaluations {
  acc: EvaluationAccumulator;
  read: ReadResult;
  /** Lines the byte-level fast path accepted / handed to the full path (0/0 without the fast path). */
  fastLines: number;
  slowLines: number;
}

export interface LoadOptions {
  /** Reference parity: stop at the first error (faster on bad input). Default false: find every problem. */
  stopAtFirst?: boolean;
  maxProblems?: number;
  maxLineBytes?: number;
  /** Only rows whose coerced prompt_id passes are summarized (compare's frozen rows). */
  promptFilter?: (promptId: string) => boolean;
  /** Byte-level fast path for clean flat rows (fastrow.ts); default true. False: JSON.parse every line. */
  fastPath?: boolean;
}

/**
 * Streams an evaluation JSONL file through the reference's rules. `shown` is the path as the user gave it
 * (used in messages). Throws ReferenceFailure for an unreadable file.
 */
export async function loadEvaluations(abs: string, shown: string, opts: LoadOptions = {}): Promise<LoadedEvaluations> {
  await checkReadableFile(abs, shown);
  const acc = new EvaluationAccumulator({
    displayPath: shown,
    stopAtFirst: opts.stopAtFirst,
    maxProblems: opts.maxProblems
  });
  const filter = opts.promptFilter;
  let onLine = (text: string, line: number): void => acc.addLine(text, line);
  if (filter) {
    onLine = (text, line) => {
      // Peek at the prompt id first; rows outside the filter are not summarized (but must still parse).
      let row: unknown;
      try {
        if (scanJsonBounds(text)) throw new RangeError('over a structure bound'); // addLine reports it
        row = JSON.parse(text);
      } catch {
        acc.addLine(text, line);
        return;
      }
      if (row && typeof row === 'object' && !Array.isArray(row)) {
        const v = (row as Record<string, unknown>).prompt_id;
        const id = typeof v === 'string' ? v : pyTruthy(v as PyValue) ? pyStr(v as PyValue) : '';
        if (!filter(id)) return;
      }
      acc.addLine(text, line);
    };
  }
  const fast = !filter && opts.fastPath !== false ? new FastRowParser(acc) : undefined;
  let read: ReadResult;
  try {
    read = await readJsonlLines(abs, onLine, {
      // A line long enough to exceed a structure bound goes to the full path, which scans it (BG020).
      onLineBytes: fast ? (b, s, e, line) => !mayExceed(e - s) && fast.tryLine(b, s, e, line) : undefined,
      maxLineBytes: opts.maxLineBytes,
      shouldStop: () => acc.done,
      onUtf8Error: (e) => acc.problem({ kind: 'invalid-utf8', message: e.message, line: e.line })
    });
  } catch (e) {
    throw fileError(e, shown);
  }
  for (const l of read.longLines)
    acc.problem({
      kind: 'line-too-long',
      message: `Line ${l} is longer than the ${opts.maxLineBytes ?? 64 * 1024 * 1024}-byte limit; it was skipped`,
      line: l
    });
  acc.finish();
  return { acc, read, fastLines: fast?.fast ?? 0, slowLines: fast?.slow ?? 0 };
}

/** Throws the reference's first error when the file has any problem. */
function requireClean(l: LoadedEvaluations, file: string): void {
  if (l.acc.firstError)
    throw new ReferenceFailure('records', l.acc.firstError.message, {
      problems: l.acc.problems,
      file,
      line: l.acc.firstError.line
    });
}

async function resolvedPath(p: string, cwd: string): Promise<string> {
  const abs = isAbsolute(p) ? p : resolve(cwd, p);
  try {
    return await realpath(abs);
  } catch {
    return abs;
  }
}

export interface EvaluateResult {
  summary: Summary;
  cells: CellStore;
  counts: Counts;
  source: string;
  json: { [k: string]: PyValue };
  problems: EvalProblem[];
}

/** `pqid-bench evaluate`. */
export async function evaluateFile(path: string, cwd: string, opts: LoadOptions = {}): Promise<EvaluateResult> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  const l = await loadEvaluations(abs, path, opts);
  requireClean(l, abs);
  const counts = countCells(l.acc.cells);
  const summary = summarize(counts, null);
  const source = await resolvedPath(path, cwd);
  return {
    summary,
    cells: l.acc.cells,
    counts,
    source,
    json: summaryToPy(summary, 'supplied_evaluation', { source }),
    problems: []
  };
}

/** Reads the identifiability JSON of a release (parsed with Python semantics). */
async function readIdentifiability(releaseDir: string): Promise<Record<string, PyValue>> {
  const abs = join(releaseDir, RELEASE_PATHS.identifiability);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    throw fileError(e, abs);
  }
  const v = pyJsonLoadsOrUndefined(text);
  if (isPyDict(v)) return v;
  throw new ReferenceFailure('release-json', `Invalid identifiability JSON: ${abs}`, { file: abs });
}

function num(v: PyValue | undefined): number {
  if (v instanceof PyFloat) return Math.trunc(v.value);
  if (v instanceof PyInt) return Number(v.raw);
  if (typeof v === 'number') return Math.trunc(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v)) return Number(v);
  throw new ReferenceFailure('release-json', `invalid identifiable count: ${pyRepr(v ?? null)}`);
}

/** Sorted identifiable exclusions (`exceptions[].prompt_id`). */
function exclusionsOf(ident: Record<string, PyValue>): string[] {
  const ex = ident.exceptions;
  const out: string[] = [];
  if (Array.isArray(ex)) for (const e of ex) if (isPyDict(e)) out.push(pyStr(e.prompt_id ?? null));
  return out.sort(compareCodePoints);
}

export interface ReproduceResult {
  summary: Summary;
  errors: string[];
  json: { [k: string]: PyValue };
  cells: CellStore;
}

/** `pqid-bench reproduce` (and the summary part of `verify --full`). */
export async function reproduceRelease(releaseDir: string, opts: LoadOptions = {}): Promise<ReproduceResult> {
  const ident = await readIdentifiability(releaseDir);
  const s = ident.identifiable_sensitivity;
  let identifiable: Identifiable | null = null;
  if (isPyDict(s)) {
    const o = s;
    identifiable = {
      n: num(o.n),
      execution_count: num(o.execution_count),
      structural_count: num(o.structural_count),
      execution_structure_gap_count: num(o.execution_structure_gap_count)
    };
  }
  const auditAbs = join(releaseDir, RELEASE_PATHS.audit);
  const l = await loadEvaluations(auditAbs, auditAbs, opts);
  requireClean(l, auditAbs);
  const summary = summarize(countCells(l.acc.cells), identifiable);
  const errors = canonicalParityErrors(summary);
  const json = summaryToPy(summary, 'canonical_reproduction', { canonical_parity: errors.length === 0, errors });
  return { summary, errors, json, cells: l.acc.cells };
}

/** `{key}: expected {n}, observed {v}` for each canonical count that differs. */
function canonicalParityErrors(s: Summary): string[] {
  const out: string[] = [];
  for (const [key, field, expected] of CANONICAL_COUNTS) {
    const v = s[field];
    if (v !== expected) out.push(`${key}: expected ${expected}, observed ${pyRepr(v)}`);
  }
  return out;
}

/** Repeatability dimensions of the 21×72×3 CSV. */
export async function repeatabilityErrors(releaseDir: string): Promise<string[]> {
  const abs = join(releaseDir, RELEASE_PATHS.repeatability);
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (e) {
    throw fileError(e, abs);
  }
  // csv.DictReader: empty records (blank lines) are skipped.
  const rows = readCsvRecords(text, ',')
    .filter((r) => r.fields.length > 0)
    .map((r) => r.fields);
  const header = rows.shift() ?? [];
  const col = (n: string): number => header.indexOf(n);
  const [ri, mi, pi] = [col('run'), col('model'), col('prompt_id')];
  const runs = new Set<string>();
  const models = new Set<string>();
  const prompts = new Set<string>();
  for (const r of rows) {
    runs.add(r[ri] ?? '');
    models.add(r[mi] ?? '');
    prompts.add(r[pi] ?? '');
  }
  const observed: Record<string, number> = {
    repeatability_cells: rows.length,
    repeatability_models: models.size,
    repeatability_prompts: prompts.size,
    repeatability_runs: runs.size
  };
  return REPEATABILITY_COUNTS.filter(([k, n]) => observed[k] !== n).map(
    ([k, n]) => `${k}: expected ${n}, observed ${observed[k]}`
  );
}

/**
 * Verifies `releaseDir/ARTIFACT_MANIFEST.tsv`, throwing the reference's failure when it would abort
 * (missing manifest, or a parse error with its line and, where Python ends in a traceback, `AttributeError`).
 */
export async function verifiedManifest(releaseDir: string): Promise<ManifestVerification> {
  const v = await verifyArtifactManifest(releaseDir);
  if (v.ok) return v.result;
  if (v.error === 'missing-manifest')
    throw new ReferenceFailure('artifact-manifest', v.message, { file: v.manifestPath });
  throw new ReferenceFailure('artifact-manifest', v.message, {
    file: v.manifestPath,
    line: v.line,
    traceback: v.traceback ? 'AttributeError' : undefined
  });
}

export interface VerifyResult {
  json: { [k: string]: PyValue };
  valid: boolean;
  manifest: ManifestVerification;
  errors: string[];
}

/** `pqid-bench verify RELEASE_DIR [--full]`. */
export async function verifyRelease(releaseDir: string, full: boolean): Promise<VerifyResult> {
  const m = await verifiedManifest(releaseDir);
  const json: { [k: string]: PyValue } = {
    ...VERSION_FIELDS,
    run_type: 'canonical_reproduction',
    manifest: {
      checked: m.checked,
      hash_mismatches: m.hash_mismatches,
      manifest_path: m.manifest_path,
      missing: m.missing,
      size_mismatches: m.size_mismatches,
      valid: m.valid
    }
  };
  const errors: string[] = [];
  if (!m.valid) errors.push('artifact manifest verification failed');
  if (full) {
    const r = await reproduceRelease(releaseDir);
    const rep = await repeatabilityErrors(releaseDir);
    json.summary = summaryToPy(r.summary, 'canonical_reproduction');
    json.release_parity_errors = r.errors;
    json.repeatability_parity_errors = rep;
    pushAll(pushAll(errors, r.errors), rep);
  }
  json.errors = errors;
  json.valid = errors.length === 0;
  return { json, valid: errors.length === 0, manifest: m, errors };
}

/** The candidate run-manifest gate (cli.py::_load_candidate_run_manifest), on parsed data. Returns the reference's message or undefined. */
export function runManifestProblem(v: PyValue): { kind: FailureKind; message: string; fields?: string[] } | undefined {
  if (!isPyDict(v)) return { kind: 'manifest-object', message: 'Candidate run manifest must be a JSON object' };
  const m = v as Record<string, PyValue>;
  const missing = MANIFEST_FIELDS.filter((f) => !pyTruthy(m[f]));
  if (missing.length)
    return {
      kind: 'manifest-missing-fields',
      message: `Candidate run manifest lacks required fields: ${missing.join(', ')}`,
      fields: missing
    };
  if (!(typeof m.run_type === 'string' && (RUN_TYPES as readonly string[]).includes(m.run_type)))
    return {
      kind: 'manifest-run-type',
      message: `Candidate run manifest has unsupported run_type ${pyRepr(m.run_type)}`,
      fields: ['run_type']
    };
  const bad = GATED_FIELDS.filter((f) => m[f] !== VERSION_FIELDS[f]);
  if (bad.length) {
    return {
      kind: 'manifest-incompatible',
      message: `Candidate run manifest is incompatible with the frozen comparison contract: ${bad.map((f) => `${f}: expected ${pyRepr(VERSION_FIELDS[f])}, observed ${pyRepr(m[f])}`).join('; ')}`,
      fields: [...bad]
    };
  }
  return undefined;
}

/** Loads and gates a candidate run manifest file (path as given, relative to cwd). */
async function loadRunManifest(path: string, cwd: string): Promise<Record<string, PyValue>> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  let buf: Buffer;
  try {
    const st = await stat(abs);
    if (st.isDirectory()) throw Object.assign(new Error(), { code: 'EISDIR' });
    if (st.size > 16 * 1024 * 1024)
      throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
    buf = await readFile(abs);
  } catch (e) {
    if (e instanceof ReferenceFailure) throw e;
    throw fileError(e, path);
  }
  let v: PyValue | undefined;
  try {
    v = pyJsonLoadsOrUndefined(new TextDecoder('utf-8', { fatal: true }).decode(buf));
  } catch {
    v = undefined; // not UTF-8
  }
  if (v === undefined)
    throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
  const p = runManifestProblem(v);
  if (p) throw new ReferenceFailure(p.kind, p.message, { file: abs });
  return v as Record<string, PyValue>;
}

/** Frozen prompt IDs in file order. */
async function readFrozenPromptIds(releaseDir: string): Promise<string[]> {
  const abs = join(releaseDir, RELEASE_PATHS.prompts);
  await checkReadableFile(abs, abs);
  const ids: string[] = [];
  const seen = new Set<string>();
  let failure: ReferenceFailure | undefined;
  let n = 0;
  const res = await readJsonlLines(
    abs,
    (text, line) => {
      if (failure) return;
      if (text.trim() === '') return;
      let row: unknown;
      const over = scanJsonBounds(text);
      if (over) {
        failure = new ReferenceFailure('frozen-prompts', `${abs}:${line}: ${describeBound(over, 'record')}`, {
          file: abs,
          line
        });
        return;
      }
      try {
        row = JSON.parse(text);
      } catch {
        failure = new ReferenceFailure('frozen-prompts', `Invalid JSONL at ${abs}:${line}`, { file: abs, line });
        return;
      }
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        failure = new ReferenceFailure('frozen-prompts', `Expected an object at ${abs}:${line}`, { file: abs, line });
        return;
      }
      n++;
      const v = (row as Record<string, unknown>).prompt_id;
      const id = typeof v === 'string' ? v : pyTruthy(v as PyValue) ? pyStr(v as PyValue) : '';
      if (!id)
        failure = new ReferenceFailure('frozen-prompts', `Frozen prompt record ${n} lacks prompt_id`, {
          file: abs,
          line
        });
      else if (seen.has(id))
        failure = new ReferenceFailure('frozen-prompts', `Duplicate frozen prompt_id: ${id}`, { file: abs, line });
      else {
        seen.add(id);
        ids.push(id);
      }
    },
    { shouldStop: () => failure !== undefined }
  );
  if (res.utf8Error && !failure)
    failure = new ReferenceFailure('frozen-prompts', res.utf8Error.message, { file: abs, line: res.utf8Error.line });
  if (failure) throw failure;
  return ids;
}

export interface CompareResult {
  json: { [k: string]: PyValue };
  candidate: Summary;
  frozen: Summary;
  candidateCells: CellStore;
  frozenCells: CellStore;
  mode: 'full_test_set' | 'matched_subset';
  promptIds: string[];
  exclusions: string[];
}

export interface CompareArgs {
  evaluations: string;
  releaseDir: string;
  /** Undefined: skip the manifest gate (benchgate checks it as a gate of its own). */
  candidateRunManifest?: string;
  allowPartial: boolean;
  cwd: string;
  load?: LoadOptions;
}

const subsetCounts = (store: CellStore, excluded: Set<string>): Counts => {
  const exIdx = new Set<number>();
  for (const p of excluded) {
    const i = store.promptIndex.get(p);
    if (i !== undefined) exIdx.add(i);
  }
  return countCells(store, (c) => !exIdx.has(store.promptOf[c]));
};

/** `pqid-bench compare`, in the reference's order of checks. */
export async function compareRelease(a: CompareArgs): Promise<CompareResult> {
  const manifest = a.candidateRunManifest === undefined ? null : await loadRunManifest(a.candidateRunManifest, a.cwd);
  const evalAbs = isAbsolute(a.evaluations) ? a.evaluations : resolve(a.cwd, a.evaluations);
  const cand = await loadEvaluations(evalAbs, a.evaluations, a.load);
  requireClean(cand, evalAbs);
  const store = cand.acc.cells;
  const frozenIds = await readFrozenPromptIds(a.releaseDir);
  const frozenSet = new Set(frozenIds);
  // Every candidate model must have the same prompt set.
  const perModel: Set<number>[] = store.models.map(() => new Set<number>());
  for (let i = 0; i < store.length; i++) perModel[store.modelOf[i]].add(store.promptOf[i]);
  const first = perModel[0];
  for (const s of perModel.slice(1)) {
    if (s.size !== first.size || [...s].some((x) => !first.has(x)))
      throw new ReferenceFailure('unequal-prompt-sets', 'Candidate models do not share one common prompt denominator', {
        file: evalAbs
      });
  }
  const candIds = [...first].map((i) => store.prompts[i]);
  const unknown = candIds.filter((p) => !frozenSet.has(p)).sort(compareCodePoints);
  if (unknown.length)
    throw new ReferenceFailure(
      'unknown-prompts',
      `Candidate contains prompt IDs outside the frozen test set: ${unknown.join(', ')}`,
      { file: evalAbs }
    );
  const candSet = new Set(candIds);
  const missing = frozenIds.filter((p) => !candSet.has(p)).length;
  if (missing > 0 && !a.allowPartial) {
    throw new ReferenceFailure(
      'partial',
      `Candidate prompt denominator does not match the frozen 154-prompt test set; missing ${missing} prompt IDs. Use --allow-partial only for an explicitly labelled matched-subset comparison.`,
      { file: evalAbs }
    );
  }
  const mode = missing === 0 ? 'full_test_set' : 'matched_subset';
  const auditAbs = join(a.releaseDir, RELEASE_PATHS.audit);
  const frozen = await loadEvaluations(auditAbs, auditAbs, { ...a.load, promptFilter: (p) => candSet.has(p) });
  requireClean(frozen, auditAbs);
  const ident = await readIdentifiability(a.releaseDir);
  const exclusions = exclusionsOf(ident);
  const exSet = new Set(exclusions);
  const promptIds = [...candIds].sort(compareCodePoints);
  if (!promptIds.some((p) => !exSet.has(p)))
    throw new ReferenceFailure(
      'identifiable-empty',
      'The comparison prompt set contains no prompts under the frozen identifiability policy'
    );
  const candCounts = countCells(store);
  const frozenCounts = countCells(frozen.acc.cells);
  const candidate = summarize(candCounts, identifiableFrom(subsetCounts(store, exSet)));
  const frozenSummary = summarize(frozenCounts, identifiableFrom(subsetCounts(frozen.acc.cells, exSet)));
  const delta = (k: keyof Summary): PyValue => {
    const x = candidate[k];
    const y = frozenSummary[k];
    return x === null || y === null ? null : new PyFloat((x as number) - (y as number));
  };
  const sha = createHash('sha256')
    .update(promptIds.join('\n') + '\n')
    .digest('hex');
  const json: { [k: string]: PyValue } = {
    ...VERSION_FIELDS,
    run_type: 'supplied_evaluation',
    candidate: summaryToPy(candidate, 'supplied_evaluation'),
    frozen: summaryToPy(frozenSummary, 'canonical_reproduction'),
    candidate_minus_frozen: {
      execution_rate: delta('execution_rate'),
      signature_rate: delta('signature_rate'),
      es_gap_rate: delta('es_gap_rate'),
      executable_signature_disagreement_rate: delta('executable_signature_disagreement_rate'),
      structural_hallucination_rate: delta('structural_hallucination_rate')
    },
    candidate_run_manifest: manifest,
    candidate_run_manifest_source:
      a.candidateRunManifest === undefined ? null : await resolvedPath(a.candidateRunManifest, a.cwd),
    candidate_source: await resolvedPath(a.evaluations, a.cwd),
    comparison_label: mode === 'full_test_set' ? 'frozen 154-prompt comparison' : 'matched-subset comparison',
    comparison_scope: {
      candidate_cells: candCounts.cells,
      candidate_models: candCounts.models,
      frozen_cells: frozenCounts.cells,
      frozen_models: frozenCounts.models,
      identifiable_exclusions: exclusions,
      mode,
      prompt_count: promptIds.length,
      prompt_ids: promptIds,
      prompt_ids_sha256: sha
    }
  };
  return {
    json,
    candidate,
    frozen: frozenSummary,
    candidateCells: store,
    frozenCells: frozen.acc.cells,
    mode,
    promptIds,
    exclusions
  };
}
