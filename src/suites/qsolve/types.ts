/**
 * Plain data types of the Qsolve suite: the workflow manifest (benchgate's layout), benchmark cases,
 * and the run records the runner produces (schemas/qsolve/run-record.schema.json describes the same shape).
 * No quantum-engine import here: everything is decided from these records.
 */

export type MethodKind = 'quantum' | 'classical';
export type MetricKind = 'relative_gap' | 'relative_error' | 'error_rate';

export interface ManifestMethod {
  name: string;
  kind: MethodKind;
  reference?: boolean;
  description?: string;
}

export interface Metric {
  kind: MetricKind;
  /** 0 to 1, default 0. */
  tolerance: number;
  /** At least 0; absent means none. */
  tolerance_abs?: number;
  note?: string;
}

export interface Manifest {
  name: string;
  version?: string;
  title?: string;
  description?: string;
  /** Entry module, relative to the workflow folder: `workflow.py` or `workflow.mjs`. */
  entry: string;
  schemas: { input: string; output: string };
  /** JSON Schema of run parameters (declares `shots`). */
  parameters?: Record<string, unknown>;
  methods: ManifestMethod[];
  metric?: Partial<Metric>;
  resources?: { timeout_s?: number; memory_mb?: number };
  targets?: { sim?: string[]; fake?: string[]; qpu?: string[] };
}

export interface Expect {
  max_gap?: number;
  max_abs_error?: number;
  min_fidelity?: number;
  min_postselection?: number;
  max_two_qubit_gates?: number;
}

/** Source position of something in cases.yaml (1-based). */
export interface Pos {
  line: number;
  column: number;
}

export type CaseList = 'cases' | 'hardware_cases';

/** One case as written in cases.yaml, structurally valid (keys known, types right). */
export interface CaseSpec {
  list: CaseList;
  index: number;
  name: string;
  input_file?: string;
  input?: Record<string, unknown>;
  params: Record<string, unknown>;
  seed: number;
  target?: string;
  expect: Expect;
  /** Positions of the case and of each key written, for findings. */
  pos: Pos;
  keyPos: Partial<Record<string, Pos>>;
}

// ---------------------------------------------------------------------------------------------
// Run records (produced by the runner; decided here)

export interface CircuitRecord {
  qubits: number;
  /** Two-qubit (non-local) gates in the circuit as sent; null when the runner could not count. */
  two_qubit_gates: number | null;
  mid_circuit_measurement: boolean;
  shots: number;
}

export interface Mitigation {
  /** Mitigated fidelity against the ideal output (shot-weighted over scorable circuits). */
  fidelity?: number | null;
  /** Share (0..1) of the quantum method's shots that could be scored against an ideal output. */
  coverage?: number | null;
  /** Share (0..1) of shots kept by the error checks. */
  postselection?: number | null;
}

export type MethodStatus = 'ok' | 'unavailable' | 'failed';

export interface MethodRecord {
  name: string;
  kind: MethodKind;
  /** True for the manifest's `reference` method (the baseline). */
  reference?: boolean;
  status: MethodStatus;
  /** For `unavailable` (MethodUnavailable reason) and `failed` (starts with `failed:` by convention). */
  reason?: string | null;
  /** The objective the method itself reported. */
  objective?: number | null;
  solution?: unknown;
  /** The objective re-evaluated by the workflow's `evaluate(solution)`, run by the platform. */
  evaluated?: number | null;
  stderr?: number | null;
  details?: Record<string, unknown> | null;
  wall_time_s?: number | null;
  circuits: CircuitRecord[];
  mitigation?: Mitigation | null;
}

export interface Estimate {
  circuits?: number | null;
  shots?: number | null;
}

export interface CaseRecord {
  name: string;
  list?: CaseList;
  target: string;
  seed: number;
  params: Record<string, unknown>;
  expect: Expect;
  /** Set when the case raised before it produced a result. */
  exception?: { type: string; message: string } | null;
  methods: MethodRecord[];
  /** What the workflow's `estimate()` returned for this case (null/absent: no estimate()). */
  estimate?: Estimate | null;
  /** The runner's hash of the result (canonical JSON of the methods without wall times). */
  result_hash?: string | null;
  wall_time_s?: number | null;
}

export interface RunRecords {
  schema: 'benchgate.qsolve.run-records/1';
  /** The workflow folder the records were produced from. */
  workflow: string;
  engine: { name: string; version: string };
  /** Snapshot of the manifest's metric (defaults filled by the runner or here). */
  metric?: Partial<Metric> | null;
  cases: CaseRecord[];
  /** The re-run of the first case that ran to a result (absent when no case did). */
  reproducible?: { case: string; index: number; rerun: CaseRecord } | null;
}
