/**
 * PQID-Bench evaluation-record rules, exactly as the reference summarizer (metrics.py) applies them,
 * as pure functions over parsed rows. The accumulator goes on past the reference's first error so that
 * benchgate can report every problem, but `firstError` is the message the reference prints.
 */
import {
  isPyDict,
  PyFloat,
  type PyValue,
  pyJsonLoads,
  pyRepr,
  pyStr,
  pyStrRepr,
  pyTruthy
} from '../../python/index.js';
import { BOUND_FIX, describeBound, positionOf, scanJsonBounds } from '../../core/bounds.js';

export type ProblemKind =
  | 'invalid-json'
  | 'not-object'
  | 'missing-id'
  | 'duplicate-key'
  | 'bad-value'
  | 'conflict'
  | 'missing-endpoint'
  | 'invariant'
  | 'partial-assembly'
  | 'no-records'
  | 'invalid-utf8'
  | 'line-too-long'
  | 'over-bound';

export interface EvalProblem {
  kind: ProblemKind;
  /** The reference's message text (without the `pqid-bench: ` prefix). */
  message: string;
  /** Physical 1-based line, when the problem belongs to a line. */
  line?: number;
  /** 1-based record index among non-blank lines. */
  record?: number;
  /** Endpoint or field concerned. */
  field?: string;
}

export const ENDPOINTS = {
  execution: ['report_executable', 'execution', 'execution_success'],
  assembly: ['report_assembly_admissible', 'assembly', 'assembly_admissible', 'qasm3_export_success'],
  signature: ['report_signature_match', 'signature', 'signature_match'],
  ordered: ['ordered_wire_tape_match', 'ordered_match'],
  parameter: ['parameter_aware_tape_match', 'parameter_match']
} as const;

/**
 * Bits of an accepted cell's flags: an endpoint's bit is set when it is true; a `_PRESENT` bit when the optional
 * endpoint (assembly, ordered, parameter) was given at all (its absence and `false` count differently).
 */
export const CellFlag = {
  EXECUTION: 1,
  ASSEMBLY: 2,
  SIGNATURE: 4,
  ORDERED_PRESENT: 8,
  ORDERED: 16,
  PARAMETER_PRESENT: 32,
  PARAMETER: 64,
  ASSEMBLY_PRESENT: 128
} as const;

/** Compact store of accepted cells: model index, prompt index and flags, in input order. */
export class CellStore {
  models: string[] = [];
  prompts: string[] = [];
  modelIndex = new Map<string, number>();
  promptIndex = new Map<string, number>();
  length = 0;
  modelOf = new Int32Array(1024);
  promptOf = new Int32Array(1024);
  flags = new Uint8Array(1024);
  /** Per model: bitmap of prompt indices seen (duplicate detection). */
  private seen: Uint8Array[] = [];

  model(m: string): number {
    let i = this.modelIndex.get(m);
    if (i === undefined) {
      i = this.models.length;
      this.models.push(m);
      this.modelIndex.set(m, i);
      this.seen.push(new Uint8Array(Math.max(64, this.prompts.length >> 2)));
    }
    return i;
  }

  prompt(p: string): number {
    let i = this.promptIndex.get(p);
    if (i === undefined) {
      i = this.prompts.length;
      this.prompts.push(p);
      this.promptIndex.set(p, i);
    }
    return i;
  }

  /** Marks (model, prompt) as seen; false when it was already. */
  mark(mi: number, pi: number): boolean {
    let bm = this.seen[mi];
    const byte = pi >> 3;
    if (byte >= bm.length) {
      const nb = new Uint8Array(Math.max(bm.length * 2, byte + 1));
      nb.set(bm);
      bm = this.seen[mi] = nb;
    }
    const bit = 1 << (pi & 7);
    if (bm[byte] & bit) return false;
    bm[byte] |= bit;
    return true;
  }

  push(mi: number, pi: number, flags: number): void {
    if (this.length === this.flags.length) {
      const n = this.length * 2;
      const a = new Int32Array(n);
      a.set(this.modelOf);
      this.modelOf = a;
      const b = new Int32Array(n);
      b.set(this.promptOf);
      this.promptOf = b;
      const c = new Uint8Array(n);
      c.set(this.flags);
      this.flags = c;
    }
    this.modelOf[this.length] = mi;
    this.promptOf[this.length] = pi;
    this.flags[this.length] = flags;
    this.length++;
  }
}

const PY_WS = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
  0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]);

/** Python `not line.strip()`. */
export function pyIsBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) if (!PY_WS.has(line.charCodeAt(i))) return false;
  return true;
}

export interface AccumulatorOptions {
  /** Path as the user gave it (used in `Invalid JSONL at {path}:{line}` messages). */
  displayPath: string;
  /** Stop collecting problems after this many (the count goes on). */
  maxProblems?: number;
  /** Parity mode: stop at the first error, as the reference does. */
  stopAtFirst?: boolean;
}

type Row = Record<string, unknown>;

/** Accepted values: JSON Booleans or any number equal to 0 or 1 (Python `value in (0, 1)`). */
function boolOf(v: unknown): boolean | undefined {
  if (v === true || v === false) return v;
  if (v instanceof PyFloat) return v.value === 0 ? false : v.value === 1 ? true : undefined;
  if (typeof v === 'number') return v === 0 ? false : v === 1 ? true : undefined;
  return undefined;
}

const pyTuple = (names: readonly string[]): string =>
  '(' + names.map((n) => pyStrRepr(n)).join(', ') + (names.length === 1 ? ',)' : ')');

/**
 * Problems of reading the file (iter_jsonl). The reference materialises every row (`list(rows)`) before it
 * checks any record, so one of these anywhere in the file is reported before any record-level problem.
 */
export const READ_PROBLEMS: ReadonlySet<ProblemKind> = new Set<ProblemKind>([
  'invalid-json',
  'not-object',
  'invalid-utf8',
  'line-too-long',
  'over-bound'
]);

export class EvaluationAccumulator {
  readonly cells = new CellStore();
  readonly problems: EvalProblem[] = [];
  problemCount = 0;
  records = 0;
  private firstRead: EvalProblem | undefined;
  private firstOther: EvalProblem | undefined;
  /** stopAtFirst after a record-level problem: later lines are still read (a read error would come first). */
  private recordStopped = false;
  /** Records carrying an assembly alias. */
  private withAssembly = 0;
  private firstAssemblyRecord = 0;
  private firstNoAssemblyRecord = 0;
  private readonly maxProblems: number;
  private stopped = false;

  constructor(private readonly opts: AccumulatorOptions) {
    this.maxProblems = opts.maxProblems ?? 200;
  }

  /** True once the reference would have stopped and stopAtFirst is set. */
  get done(): boolean {
    return this.stopped;
  }

  /** True after a record-level problem in stop-at-first mode: lines are only parsed (for read errors). */
  get readOnly(): boolean {
    return this.recordStopped;
  }

  /**
   * The problem the reference reports: the first read problem (JSON, not an object, UTF-8) anywhere in the
   * file, else the first record-level problem (the reference reads the whole file before checking records).
   */
  get firstError(): EvalProblem | undefined {
    return this.firstRead ?? this.firstOther;
  }

  problem(p: EvalProblem): void {
    const read = READ_PROBLEMS.has(p.kind);
    if (this.recordStopped && !read) return;
    this.problemCount++;
    if (read) this.firstRead ??= p;
    else this.firstOther ??= p;
    if (this.problems.length < this.maxProblems) this.problems.push(p);
    if (this.opts.stopAtFirst) {
      if (read) this.stopped = true;
      else this.recordStopped = true;
    }
  }

  /** One physical line (without its line terminator). */
  addLine(text: string, line: number): void {
    if (this.stopped) return;
    const c0 = text.charCodeAt(0);
    if (c0 !== 0x7b && pyIsBlank(text)) return;
    // Structure bounds before anything is built (benchgate's own rule: the reference has none).
    const over = scanJsonBounds(text);
    if (over) {
      this.problem({
        kind: 'over-bound',
        message: `Record at ${this.opts.displayPath}:${line}, column ${positionOf(text, over.offset).column}: ${describeBound(over, 'record')}; ${BOUND_FIX}`,
        line
      });
      return;
    }
    let row: PyValue;
    try {
      row = JSON.parse(text) as PyValue;
    } catch {
      const r = pyJsonLoads(text); // Python also accepts NaN / Infinity
      if (!r.ok) {
        this.problem({ kind: 'invalid-json', message: `Invalid JSONL at ${this.opts.displayPath}:${line}`, line });
        return;
      }
      row = r.value;
    }
    if (!isPyDict(row)) {
      this.problem({ kind: 'not-object', message: `Expected an object at ${this.opts.displayPath}:${line}`, line });
      return;
    }
    this.records++;
    if (this.recordStopped) return; // only read problems can still change the reference's message
    this.addRow(row as Row, line, text);
  }

  /**
   * Fast path (fastrow.ts): a record already known to be clean — parsed, ids non-empty strings, endpoints
   * valid and consistent, invariants hold. Returns false, changing nothing, when (model, prompt) was already
   * seen: the caller then hands the line to addLine, which reports the duplicate.
   */
  addClean(mi: number, pi: number, flags: number, line: number): boolean {
    if (this.stopped || this.recordStopped) return true;
    if (!this.cells.mark(mi, pi)) return false;
    this.records++;
    if (flags & CellFlag.ASSEMBLY_PRESENT) {
      this.withAssembly++;
      if (!this.firstAssemblyRecord) this.firstAssemblyRecord = line;
    } else if (!this.firstNoAssemblyRecord) this.firstNoAssemblyRecord = line;
    this.cells.push(mi, pi, flags);
    return true;
  }

  /** Coerces an id the way Python's `str(x or "")` does. */
  private idOf(row: Row, key: string, text: string | undefined): string {
    const v = row[key];
    if (typeof v === 'string') return v;
    if (!pyTruthy(v as PyValue)) return '';
    if (typeof v === 'number' && text !== undefined) {
      // Python keeps 5.0 a float: re-read the line to know.
      const again = pyJsonLoads(text);
      return pyStr(again.ok && isPyDict(again.value) ? (again.value[key] ?? null) : v);
    }
    return pyStr(v as PyValue);
  }

  private endpoint(row: Row, names: readonly string[], required: boolean, line: number): boolean | null | 'error' {
    let first: boolean | undefined;
    let firstName = '';
    let conflict = false;
    let present = 0;
    for (const name of names) {
      const v = row[name];
      if (v === undefined) continue;
      const b = boolOf(v);
      if (b === undefined) {
        this.problem({
          kind: 'bad-value',
          message: `Field ${pyStrRepr(name)} must be Boolean or 0/1`,
          line,
          record: this.records,
          field: name
        });
        return 'error';
      }
      present++;
      if (first === undefined) {
        first = b;
        firstName = name;
      } else if (b !== first) conflict = true;
    }
    if (conflict) {
      const parts: string[] = [];
      for (const name of names) {
        const v = row[name];
        if (v !== undefined) parts.push(`${name}=${boolOf(v) ? 'True' : 'False'}`);
      }
      this.problem({
        kind: 'conflict',
        message: `Conflicting aliases for ${pyStrRepr(names[0])}: ${parts.join(', ')}`,
        line,
        record: this.records,
        field: firstName
      });
      return 'error';
    }
    if (present === 0) {
      if (required) {
        this.problem({
          kind: 'missing-endpoint',
          message: `Missing required field; expected one of ${pyTuple(names)}`,
          line,
          record: this.records,
          field: names[0]
        });
        return 'error';
      }
      return null;
    }
    return first!;
  }

  /** One parsed record (an object). `text` is the source line, used only to re-read numeric ids. */
  addRow(row: Row, line: number, text?: string): void {
    const i = this.records;
    const model = this.idOf(row, 'model', text);
    const prompt = this.idOf(row, 'prompt_id', text);
    if (model === '' || prompt === '') {
      this.problem({
        kind: 'missing-id',
        message: `Record ${i} lacks model or prompt_id`,
        line,
        record: i,
        field: model === '' ? 'model' : 'prompt_id'
      });
      return;
    }
    const cells = this.cells;
    const mi = cells.model(model);
    const pi = cells.prompt(prompt);
    if (!cells.mark(mi, pi)) {
      this.problem({
        kind: 'duplicate-key',
        message: `Duplicate model-prompt key at record ${i}: model=${pyStrRepr(model)}, prompt_id=${pyStrRepr(prompt)}`,
        line,
        record: i
      });
      return;
    }
    const e = this.endpoint(row, ENDPOINTS.execution, true, line);
    if (e === 'error') return;
    const a = this.endpoint(row, ENDPOINTS.assembly, false, line);
    if (a === 'error') return;
    const s = this.endpoint(row, ENDPOINTS.signature, true, line);
    if (s === 'error') return;
    const o = this.endpoint(row, ENDPOINTS.ordered, false, line);
    if (o === 'error') return;
    const p = this.endpoint(row, ENDPOINTS.parameter, false, line);
    if (p === 'error') return;
    // Invariants, in the reference's order. An absent ordered key counts as false for parameter => ordered.
    const inv = (rule: string): void =>
      this.problem({ kind: 'invariant', message: `Record ${i} violates ${rule}`, line, record: i, field: rule });
    if (a === true && !e) return inv('assembly => execution');
    if (s && !e) return inv('signature => execution');
    if (o === true && !s) return inv('ordered => signature');
    if (p === true && o !== true) return inv('parameter => ordered');
    let flags = 0;
    if (e) flags |= CellFlag.EXECUTION;
    if (s) flags |= CellFlag.SIGNATURE;
    if (a !== null) {
      flags |= CellFlag.ASSEMBLY_PRESENT;
      if (a) flags |= CellFlag.ASSEMBLY;
      this.withAssembly++;
      if (!this.firstAssemblyRecord) this.firstAssemblyRecord = line;
    } else if (!this.firstNoAssemblyRecord) this.firstNoAssemblyRecord = line;
    if (o !== null) flags |= CellFlag.ORDERED_PRESENT | (o ? CellFlag.ORDERED : 0);
    if (p !== null) flags |= CellFlag.PARAMETER_PRESENT | (p ? CellFlag.PARAMETER : 0);
    cells.push(mi, pi, flags);
  }

  /** After the last line: the all-or-none assembly rule and the empty-file rule. */
  finish(): void {
    if (this.stopped || this.recordStopped) return;
    const accepted = this.cells.length;
    if (this.withAssembly > 0 && this.withAssembly < accepted) {
      this.problem({
        kind: 'partial-assembly',
        message: 'Assembly admissibility must be present for every evaluation record or omitted from all records',
        line: this.firstNoAssemblyRecord || undefined
      });
    }
    if (this.records === 0) this.problem({ kind: 'no-records', message: 'No evaluation records supplied' });
  }
}

/** Counts of one set of cells (the reference's summarize_evaluation_records before division). */
export interface Counts {
  cells: number;
  models: number;
  prompts: number;
  execution: number;
  signature: number;
  assembly: number | null;
  ordered: number | null;
  parameter: number | null;
  assemblyWithoutSignature: number | null;
  signatureWithoutAssembly: number | null;
}

/** Counts over the cells selected by `keep` (all when omitted). */
export function countCells(store: CellStore, keep?: (cell: number) => boolean): Counts {
  let n = 0,
    e = 0,
    s = 0,
    a = 0,
    aPresent = 0,
    aws = 0,
    swa = 0,
    o = 0,
    oAny = 0,
    oMissingExec = 0,
    p = 0,
    pAny = 0,
    pMissingExec = 0;
  const models = new Uint8Array(store.models.length);
  const prompts = new Uint8Array(store.prompts.length);
  let nm = 0,
    np = 0;
  const f = store.flags;
  for (let i = 0; i < store.length; i++) {
    if (keep && !keep(i)) continue;
    n++;
    const x = f[i];
    const mi = store.modelOf[i];
    const pi = store.promptOf[i];
    if (!models[mi]) {
      models[mi] = 1;
      nm++;
    }
    if (!prompts[pi]) {
      prompts[pi] = 1;
      np++;
    }
    const isE = x & CellFlag.EXECUTION;
    if (isE) e++;
    if (x & CellFlag.SIGNATURE) s++;
    if (x & CellFlag.ASSEMBLY_PRESENT) {
      aPresent++;
      if (x & CellFlag.ASSEMBLY) {
        a++;
        if (!(x & CellFlag.SIGNATURE)) aws++;
      } else if (x & CellFlag.SIGNATURE) swa++;
    }
    if (x & CellFlag.ORDERED_PRESENT) {
      oAny++;
      if (x & CellFlag.ORDERED) o++;
    } else if (isE) oMissingExec++;
    if (x & CellFlag.PARAMETER_PRESENT) {
      pAny++;
      if (x & CellFlag.PARAMETER) p++;
    } else if (isE) pMissingExec++;
  }
  const hasA = n > 0 && aPresent === n;
  return {
    cells: n,
    models: nm,
    prompts: np,
    execution: e,
    signature: s,
    assembly: hasA ? a : null,
    ordered: oMissingExec === 0 && oAny > 0 ? o : null,
    parameter: pMissingExec === 0 && pAny > 0 ? p : null,
    assemblyWithoutSignature: hasA ? aws : null,
    signatureWithoutAssembly: hasA ? swa : null
  };
}

export interface Identifiable {
  n: number;
  execution_count: number;
  structural_count: number;
  execution_structure_gap_count: number | null;
}

export const VERSION_FIELDS = {
  package_version: '1.2.1',
  benchmark_release: '1.0.0',
  evaluator_version: 'pqid-bench-evaluator-1.1.0-safe-builtins',
  predicate_version: 'pqid-bench-reference-signature-1.0.0-count-map',
  schema_version: '1.0.0',
  artifact_manifest_version: '1.0.0'
} as const;

/** The six version fields' names, in the reference's order (a run manifest's keys besides `run_type`). */
export const VERSION_KEYS = Object.keys(VERSION_FIELDS) as readonly (keyof typeof VERSION_FIELDS)[];

export type RunType = 'canonical_reproduction' | 'archived_replay' | 'supplied_evaluation' | 'live_replication';

/** The BenchmarkSummary as plain numbers (null = unavailable). */
export interface Summary {
  cells: number;
  models: number;
  prompts: number;
  execution_count: number;
  assembly_count: number | null;
  signature_count: number;
  ordered_count: number | null;
  parameter_count: number | null;
  es_gap_count: number;
  execution_rate: number;
  assembly_rate: number | null;
  signature_rate: number;
  es_gap_rate: number;
  execution_to_assembly_attrition_count: number | null;
  execution_to_assembly_attrition_rate: number | null;
  as_gap_count: number | null;
  as_gap_rate: number | null;
  assembly_without_signature_count: number | null;
  signature_without_assembly_count: number | null;
  as_gap_share_of_es_gap: number | null;
  executable_signature_disagreement_rate: number | null;
  identifiable_cells: number | null;
  identifiable_execution_count: number | null;
  identifiable_signature_count: number | null;
  identifiable_disagreement_count: number | null;
  structural_hallucination_rate: number | null;
}

/** Fields that Python holds as floats (they print `1.0`, `0.0`, `5e-05`). */
export const FLOAT_FIELDS = new Set([
  'execution_rate',
  'assembly_rate',
  'signature_rate',
  'es_gap_rate',
  'execution_to_assembly_attrition_rate',
  'as_gap_rate',
  'as_gap_share_of_es_gap',
  'executable_signature_disagreement_rate',
  'structural_hallucination_rate'
]);

/** The reference's formulas and null rules. */
export function summarize(c: Counts, identifiable?: Identifiable | null): Summary {
  const N = c.cells;
  const esGap = c.execution - c.signature;
  const hasA = c.assembly !== null;
  const asGap = hasA ? c.assembly! - c.signature : null;
  const idExec = identifiable ? identifiable.execution_count : null;
  const idDis = identifiable ? identifiable.execution_structure_gap_count : null;
  return {
    cells: N,
    models: c.models,
    prompts: c.prompts,
    execution_count: c.execution,
    assembly_count: c.assembly,
    signature_count: c.signature,
    ordered_count: c.ordered,
    parameter_count: c.parameter,
    es_gap_count: esGap,
    execution_rate: c.execution / N,
    assembly_rate: hasA ? c.assembly! / N : null,
    signature_rate: c.signature / N,
    es_gap_rate: esGap / N,
    execution_to_assembly_attrition_count: hasA ? c.execution - c.assembly! : null,
    execution_to_assembly_attrition_rate: hasA ? (c.execution - c.assembly!) / N : null,
    as_gap_count: asGap,
    as_gap_rate: asGap === null ? null : asGap / N,
    assembly_without_signature_count: c.assemblyWithoutSignature,
    signature_without_assembly_count: c.signatureWithoutAssembly,
    as_gap_share_of_es_gap: asGap === null || esGap === 0 ? null : asGap / esGap,
    executable_signature_disagreement_rate: c.execution === 0 ? null : esGap / c.execution,
    identifiable_cells: identifiable ? identifiable.n : null,
    identifiable_execution_count: idExec,
    identifiable_signature_count: identifiable ? identifiable.structural_count : null,
    identifiable_disagreement_count: idDis,
    structural_hallucination_rate: idExec && idDis !== null ? idDis / idExec : null
  };
}

/** The identifiable mapping compare builds from a subset of cells. */
export function identifiableFrom(c: Counts): Identifiable {
  return {
    n: c.cells,
    execution_count: c.execution,
    structural_count: c.signature,
    execution_structure_gap_count: c.execution - c.signature
  };
}

/** Summary as the JSON object the reference prints (rates as Python floats, plus the version fields and run_type). */
export function summaryToPy(
  s: Summary,
  runType: RunType,
  extra: Record<string, PyValue> = {}
): { [k: string]: PyValue } {
  const out: { [k: string]: PyValue } = { ...VERSION_FIELDS, run_type: runType };
  for (const [k, v] of Object.entries(s))
    out[k] = v === null ? null : FLOAT_FIELDS.has(k) ? new PyFloat(v as number) : (v as number);
  return Object.assign(out, extra);
}

export { pyRepr };
