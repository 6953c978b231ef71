/**
 * Plain data types of the Qsolve suite: the workflow manifest (benchgate's layout), benchmark cases,
 * and the run records the runner produces (schemas/qsolve/run-record.schema.json describes the same shape).
 * No quantum-engine import here: everything is decided from these records.
 */

type MethodKind = 'quantum' | 'classical';
type MetricKind = 'relative_gap' | 'relative_error' | 'error_rate';

interface ManifestMethod {
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
  /** Classical bits of the circuit (the width of each count key without register spaces). */
  clbits?: number;
  /** The target the circuit ran on (the case's target). */
  target?: string;
  /** The backend seed benchgate derived for this circuit (see docs/workflow-protocol.md). */
  seed?: number;
  /** SHA-256 (hex) of the OpenQASM text as sent. */
  qasm_sha256?: string;
  /** OpenQASM major version of the text as sent. */
  qasm_version?: 2 | 3;
  /** The counts returned to the workflow (bit string, clbit 0 rightmost → count). */
  counts?: Record<string, number>;
  /** Two-qubit gates after transpiling for a device target (noise engine); null/absent on sim- targets. */
  transpiled_two_qubit_gates?: number | null;
  /** Readout-mitigated fidelity of this circuit's output against its ideal output (noise engine), when scored. */
  fidelity?: number | null;
  /** Fidelity of the raw (unmitigated) counts against the ideal output (noise engine), when scored. */
  raw_fidelity?: number | null;
  /** Noise amplification γ of benchgate's readout mitigation of this circuit (docs/fidelity.md). */
  readout_gamma?: number | null;
  /** Device targets: where the noise engine placed the circuit (its noise-aware layout). */
  layout?: CircuitLayout;
}

/** The device qubits and couplers a circuit ran on (noise engine, `fake:` targets; docs/devices.md, Layout). */
export interface CircuitLayout {
  /** Logical qubit of the circuit as sent → device qubit at the start (−1: the qubit is never used). */
  initial: number[];
  /** The device qubits used (simulation order). */
  physical_qubits: number[];
  /** The device couplers the transpiled circuit uses, [a, b] with a < b, sorted. */
  couplers: [number, number][];
  /**
   * 'vf2': the lowest-error SWAP-free placement; 'region': region search and routing; 'initial': the
   * workflow's initial_layout; 'trivial': optimization level 0; 'as-sent': the circuit was already on the device.
   */
  method: 'vf2' | 'region' | 'initial' | 'trivial' | 'as-sent';
  /** SWAPs routing inserted. */
  swaps: number;
}

export interface Mitigation {
  /** Mitigated fidelity against the ideal output (shot-weighted over scorable circuits). */
  fidelity?: number | null;
  /** Share (0..1) of the quantum method's shots that could be scored against an ideal output. */
  coverage?: number | null;
  /** Share (0..1) of shots kept by the error checks. */
  postselection?: number | null;
  /** Who produced the numbers: the backend's scoring of the circuits, or the workflow (`ctx.report_mitigation`). */
  source?: 'backend' | 'workflow' | null;
  /** Exactly the numbers the workflow reported (`ctx.report_mitigation`), when it reported any. */
  reported?: { fidelity?: number | null; coverage?: number | null; postselection?: number | null } | null;
}

type MethodStatus = 'ok' | 'unavailable' | 'failed';

export interface MethodRecord {
  name: string;
  kind: MethodKind;
  /** True for the manifest's `reference` method (the baseline). */
  reference?: boolean;
  status: MethodStatus;
  /** For `unavailable` (MethodUnavailable reason) and `failed` (starts with `failed:` by convention). */
  reason?: string | null;
  /**
   * `unavailable` only: the module the method needs and the environment lacks (MethodUnavailable with
   * missing_module). benchgate skips such a case instead of failing it (docs/workflow-protocol.md).
   */
  missing_module?: string | null;
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

interface Estimate {
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
  exception?: { type: string; message: string; traceback?: string } | null;
  /** Set when the case could not run here (its target is not available in this build): never a pass. */
  unavailable?: string | null;
  /** SHA-256 of the canonical JSON of the case input. */
  input_sha256?: string;
  methods: MethodRecord[];
  /** What the workflow's `estimate()` returned for this case (null/absent: no estimate()). */
  estimate?: Estimate | null;
  /** `sha256:` + hex SHA-256 of the canonical JSON of this record without wall times and without this key. */
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
  /** The run's default target (cases without their own target ran on it). */
  target?: string;
  /** How the workflow ran: protocol, language, interpreter, sandbox limits. Informational. */
  runner?: RunnerInfo | null;
  cases: CaseRecord[];
  /** The re-run of the first case that ran to a result (absent when no case did). */
  reproducible?: { case: string; index: number; rerun: CaseRecord } | null;
  /**
   * What the records judge (written by `benchgate qsolve run --out`, src/suites/qsolve/records-binding.ts): records read from a
   * file are used only when all three match the workflow being checked.
   */
  binding?: RecordsBinding | null;
}

export interface RecordsBinding {
  /** `sha256:` + the digest of every file of the workflow folder (but `.benchgate/`, caches and the records file). */
  content: string;
  /** The benchgate version that wrote the records. */
  benchgate: string;
  /** `cases/<name>` and `hardware_cases/<name>`, in cases.yaml order. */
  cases: string[];
}

export interface RunnerInfo {
  protocol: number;
  language: 'python' | 'javascript';
  interpreter?: string;
  /** True when the workflow ran in a new network namespace (no network). */
  network_isolated: boolean;
  memory_limit_mb: number;
  /** How the memory limit was enforced: `prlimit --as`, the runner's own setrlimit, or node's heap limit. */
  memory_enforcement: string;
  time_limit_s: number;
  /** The isolation reached (docs/security.md): `full`, or which parts were missing. */
  isolation?: IsolationRecord;
}

/**
 * The isolation a run reached, as a run record stores it (read back from files: the enumerations stay open strings).
 * The sandbox's own `Isolation` (runner/sandbox.ts) narrows it.
 */
export interface IsolationRecord {
  /** `full`; `partial` (namespaces, some parts missing); `none` (no namespace could be made); `off` (sandbox: off). */
  level: 'full' | 'partial' | 'none' | 'off';
  via: string;
  namespaces: string[];
  filesystem: string;
  user: string;
  memory: string;
  processes: string | null;
  /** The parts of `full` that are missing, in words (empty when full). */
  missing: string[];
  /** The uid the workflow ran as (the namespace launcher only). */
  uid?: number;
  /** The invoking user's private folders covered (HOME, XDG_*, the benchgate cache folder), by name. */
  hidden?: string[];
  /** How nested user namespaces were denied (`seccomp`), null when they were not. */
  nestedUserns?: string | null;
}
