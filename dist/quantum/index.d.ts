/**
 * The circuit representation (IR) shared by the OpenQASM reader, the statevector simulator and
 * later engines (noise models, transpiler). Plain data: JSON-serialisable, no classes, no
 * knowledge of any platform. See docs/quantum.md for the full description.
 *
 * Conventions
 * - Qubits and classical bits are numbered globally: registers in declaration order, each register
 *   occupying [offset, offset + size). Statevector index bit k is qubit k (little-endian, as Qiskit).
 * - Every gate operation uses a name from {@link GATES} (the union of qelib1.inc, stdgates.inc and
 *   Qiskit's standard gates). User `gate` definitions are inlined into these; the top-level call
 *   they came from is kept in `call` (so statistics can count it once, as Qiskit does).
 * - `inv @` and `pow(k) @` modifiers are resolved by the reader into standard gates (inverse
 *   names, negated/scaled angles, repetition); only a fractional power of a gate without a
 *   rotation angle becomes a `unitary` op with an explicit 2×2 matrix.
 * - `ctrl @` / `negctrl @` modifiers become `ctrls` leading control qubits (`ctrlState` marks which
 *   are positive); `ctrl @ x` is normalised to `cx`, `ctrl @ ctrl @ x` to `ccx`, and so on, when a
 *   standard name exists.
 */
/** Interleaved complex 2×2 matrix, row-major: [re00, im00, re01, im01, re10, im10, re11, im11]. */
export type Matrix2 = number[];
export interface Register {
	name: string;
	size: number;
	/** Global index of the register's bit 0. */
	offset: number;
}
/**
 * Classical condition on measured bits. True when
 * `sum_i bit(clbits[i]) << i  === value`, inverted when `negate` is set (for `!=` and `else`).
 */
export interface Condition {
	/** Global clbit indices, least significant first (with `expr`: every clbit the expression reads). */
	clbits: number[];
	value: number;
	negate?: boolean;
	/**
	 * A compound condition (OpenQASM 3 `&&`, `||`, `!`, `<`, … over measured bits). When set it alone
	 * decides (`value`/`negate` are then unused); engines that only know `clbits == value` must refuse
	 * an op whose condition has `expr` (see {@link unsupportedByNoise}).
	 */
	expr?: CondExpr;
}
/** Boolean expression over clbits: comparisons of an unsigned integer read from clbits with a constant. */
export type CondExpr = {
	op: "cmp";
	rel: "==" | "!=" | "<" | "<=" | ">" | ">=";
	clbits: number[];
	value: number;
} | {
	op: "not";
	a: CondExpr;
} | {
	op: "and" | "or";
	a: CondExpr;
	b: CondExpr;
};
/** The top-level user-gate call a primitive came from (for statistics). */
export interface CallInfo {
	/** Unique per call within the circuit. */
	id: number;
	name: string;
	/** Number of distinct qubits of the call (its arity). */
	arity: number;
}
export interface GateOp {
	kind: "gate";
	/** Standard gate name (see GATES) or 'unitary' (then `matrix` is set, acting on the last qubit). */
	name: string;
	/** Angles in radians, evaluated. */
	params: number[];
	/**
	 * All qubits: first the `ctrls` modifier controls (outermost modifier first), then the gate's
	 * own qubits in its definition order (cx: [control, target]).
	 */
	qubits: number[];
	/** Number of leading qubits that are modifier controls. Absent = 0. */
	ctrls?: number;
	/** Bit i set = modifier control i is positive (ctrl @); clear = negative (negctrl @). Absent = all positive. */
	ctrlState?: number;
	/** For name 'unitary' only: the 2×2 matrix on the last qubit. */
	matrix?: Matrix2;
	condition?: Condition;
	call?: CallInfo;
}
export interface MeasureOp {
	kind: "measure";
	qubit: number;
	/** Destination clbit, or -1 when the result is discarded (OpenQASM 3 `measure q;`). */
	clbit: number;
	condition?: Condition;
}
export interface ResetOp {
	kind: "reset";
	qubit: number;
	condition?: Condition;
}
export interface BarrierOp {
	kind: "barrier";
	qubits: number[];
	/**
	 * Set on the barrier that opens an OpenQASM 3 `box[d] { … }` (the reader closes the box with a plain
	 * barrier on the same qubits): the time from this barrier to the closing one is exactly `d`.
	 * Scheduling only; a no-op for the statevector simulator.
	 */
	box?: Duration;
	/** Source position (1-based line and column) of the `box` keyword, for errors on a target. */
	at?: SourcePos;
	/** Set on the barrier that closes a `box[d]` (the innermost open one). */
	boxEnd?: true;
}
/** 1-based line and column in the OpenQASM source. */
export interface SourcePos {
	line: number;
	col: number;
}
/**
 * Length of an OpenQASM 3 `delay`: `seconds` + `dt` device cycles + `stretch` units of the
 * program's stretch variables (unresolved: a stretch is as long as alignment needs, at least 0).
 */
export interface Duration {
	seconds: number;
	dt: number;
	stretch: number;
}
/**
 * Idle time (`delay[d] q;`). A no-op for the statevector simulator; on a noise target each qubit
 * idles for `d` and relaxes (thermal relaxation with its T1/T2, as Aer's RelaxationNoisePass on
 * `Delay`); with several qubits each idles independently (Qiskit's broadcast).
 */
export interface DelayOp {
	kind: "delay";
	qubits: number[];
	duration: Duration;
	/** Source position of the `delay` keyword, for errors on a target (a `dt` duration without a device dt…). */
	at?: SourcePos;
	/**
	 * Number of `stretch` variables the program had declared when this delay was read (set when the
	 * duration has a stretch part): `duration.stretch` sums them all, so device targets resolve it only
	 * when there is one.
	 */
	stretchVars?: number;
	condition?: Condition;
}
/** Classical write of a constant into a clbit (`bit b = 1;`, `c = "01";`). Executed per shot. */
export interface SetBitOp {
	kind: "setbit";
	clbit: number;
	value: 0 | 1;
	condition?: Condition;
}
/** Classical copy of one clbit into another (`flags = b;`). Executed per shot. */
export interface CopyBitOp {
	kind: "copybit";
	from: number;
	to: number;
	condition?: Condition;
}
/**
 * Jump to `ops[target]` (when `condition` holds, always without one): the loop of an OpenQASM 3
 * `while` whose condition depends on measurements. Executed per shot; each shot may take at most
 * a bounded number of jumps.
 */
export interface JumpOp {
	kind: "jump";
	target: number;
	condition?: Condition;
}
export type Op = GateOp | MeasureOp | ResetOp | BarrierOp | DelayOp | SetBitOp | CopyBitOp | JumpOp;
export interface Circuit {
	/** OpenQASM major version of the source (2 or 3). */
	version: 2 | 3;
	numQubits: number;
	numClbits: number;
	/** Quantum registers in declaration order (physical `$n` qubits: one register named '$'). */
	qregs: Register[];
	/** Classical registers in declaration order (count keys put the last one leftmost). */
	cregs: Register[];
	ops: Op[];
}
/** Arity information for each standard gate: own qubits and parameters. */
export interface GateInfo {
	qubits: number;
	params: number;
}
/**
 * Standard gates known to the reader and the simulator. Names are lower case except the
 * OpenQASM built-ins `U` and `CX`, which the reader normalises to `u` and `cx`.
 */
export declare const GATES: Readonly<Record<string, GateInfo>>;
/** Number of qubits an op acts on (gate: controls + own qubits). */
export declare function opArity(op: Op): number;
/**
 * OpenQASM 2/3 lexer. A malformed token does not throw at once: it becomes a 'bad' token that the
 * parser reports when it reaches it, so a construct refused by name earlier in the program (for
 * example `defcal`, whose pulse grammar is not OpenQASM) is reported by name rather than by a
 * character inside it.
 */
export declare class QasmError extends Error {
	readonly line: number;
	readonly column: number;
	constructor(message: string, line: number, column: number);
}
export interface ParseLimits {
	/** Maximum source size in characters. Default 8 Mi. */
	maxSourceChars?: number;
	/** Maximum number of operations after inlining gate definitions, modifiers, loops and subroutines. Default 1,000,000. */
	maxOps?: number;
	/** Maximum nesting of user gate calls (definition depth), and of subroutine calls. Default 64. */
	maxGateDepth?: number;
	/** Maximum nesting of parentheses/operators in expressions, and of blocks. Default 500 (a run of prefix signs counts once). */
	maxExprDepth?: number;
	/** Maximum total number of qubits, and of classical bits. Default 4096. */
	maxBits?: number;
	/** Maximum number of loop iterations unrolled while reading (all loops together). Default 100,000. */
	maxIterations?: number;
	/**
	 * Maximum number of tokens read, counting each time a loop body or subroutine is read again and
	 * each token of a skipped branch. Default 20,000,000 (an 8 MiB program read once is < 5 million).
	 */
	maxTokensRead?: number;
}
export declare const DEFAULT_LIMITS: Required<ParseLimits>;
/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
export declare function parseQasm(src: string, limits?: ParseLimits): Circuit;
/** Options, limits and result types of the statevector simulator. */
export declare class SimulationError extends Error {
	constructor(message: string);
}
/** Hard ceiling: indices are 32-bit integers in the kernels. */
export declare const MAX_QUBITS = 30;
/** Default memory limit for the state (and the prefix cache of dynamic circuits): 4 GiB = 28 qubits. */
export declare const DEFAULT_MAX_MEMORY: number;
export interface SimOptions {
	/** Refuse circuits whose state would need more bytes than this. Default 4 GiB. */
	maxMemoryBytes?: number;
	/** Fuse 1-qubit gates (default true). Off only for testing and benchmarking. */
	fusion?: boolean;
	/** log2 of the cache block (e.g. BLOCK_BITS = 15); 0 (default) disables blocking. For tuning and tests. */
	blockBits?: number;
	/**
	 * Pass fusion level (1..4, default FUSE_QUBITS): 1 keeps only the table-driven batching of
	 * phase gates; 2 adds generated passes for 2-qubit groups (a 2-qubit gate with its neighbouring
	 * 1-qubit gates) on states of GENERATED_MIN_QUBITS or more; 3 and 4 use generated passes for
	 * groups of up to that many qubits at every size (slower in practice: each new generated function
	 * pays a JIT warm-up). Ignored when `fusion` is false or blocking is on. For tuning and tests.
	 */
	fuseQubits?: number;
	/**
	 * Start static circuits on a sparse state (default true): steps run on the list of nonzero
	 * amplitudes while the support stays small (SPARSE_MAX), and the dense arrays are allocated only
	 * when it grows. A circuit whose support stays small (GHZ, basis states) never allocates them.
	 * Off only for testing and benchmarking the dense path.
	 */
	sparse?: boolean;
	/**
	 * Keep the state in WebAssembly memory and run fused groups as WebAssembly SIMD passes
	 * (./wasm-passes.ts) for SV_MIN_QUBITS..SV_MAX_QUBITS qubits (default true; the CLI's env
	 * BENCHGATE_SIM_WASM=0 turns it off). Falls back to JavaScript where WebAssembly is unavailable.
	 * Used only with fusion on and `blockBits` 0.
	 */
	wasm?: boolean;
	/**
	 * log2 of the in-place cache block of the WebAssembly path (default WASM_BLOCK_BITS; the CLI's
	 * env BENCHGATE_SIM_WASM_BLOCK_BITS); 0 = every group its own pass over the state.
	 */
	wasmBlockBits?: number;
	/**
	 * Let the WebAssembly path move a group ahead of groups on other qubits into the current block's
	 * segment (default true; the CLI's env BENCHGATE_SIM_WASM_REORDER=0 turns it off).
	 */
	wasmReorder?: boolean;
}
export interface SampleOptions extends SimOptions {
	shots: number;
	/**
	 * Dynamic circuits: shot branching (default true; see ./branching.ts); false runs every shot
	 * alone (the reference path of the tests and benchmarks; the CLI's env BENCHGATE_SIM_BRANCHING=0).
	 */
	branching?: boolean;
	/**
	 * Bytes the saved branch copies may take together (default DEFAULT_BRANCH_MEMORY, at most the
	 * memory limit less the state). Splits past it run their shots one by one.
	 */
	maxBranchBytes?: number;
	/** Integer seed (default 0). */
	seed?: number | bigint;
}
export interface SampleResult {
	/** Bit string (highest clbit first, registers separated by a space, last register leftmost) → count. */
	counts: Record<string, number>;
	shots: number;
	seed: string;
	/**
	 * 'final-state': all shots drawn from one final distribution; dynamic circuits: 'shot-branching'
	 * (one simulation per distinct classical history), 'shot-branching+per-shot' (some splits were
	 * past the branch memory budget and their shots ran one by one), 'per-shot' (branching off).
	 */
	method: "final-state" | "per-shot" | "shot-branching" | "shot-branching+per-shot";
	/** Shot branching's figures (dynamic circuits with branching on). */
	branching?: {
		/** Leaves: distinct classical histories simulated (each per-shot run counted). */
		branches: number;
		/** Splits not made because both outcomes left the same state and clbits. */
		merged: number;
		/** Shots run one by one past the memory budget. */
		perShotShots: number;
		/** Peak bytes of saved branch copies. */
		peakBytes: number;
	};
	numQubits: number;
	numClbits: number;
}
export interface StateVector {
	numQubits: number;
	re: Float64Array;
	im: Float64Array;
}
/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
export declare function stateBytes(n: number): number;
/**
 * In-place statevector kernels on split real/imaginary Float64Arrays (index bit k = qubit k).
 * Every kernel takes `off` and `n`: it acts on the 2^n amplitudes starting at `off`, so the same
 * code serves the whole state and a cache-sized block of it. No kernel allocates.
 */
/** Matrix classes, cheapest first. */
export declare const enum Shape {
	/** diag(1, d): only the |1> half changes (p, s, t, z). */
	Phase1 = 0,
	/** diag(a, d) */
	Diag = 1,
	/** [[0, b], [c, 0]] (x, y) */
	Anti = 2,
	/** real entries (ry, h) */
	Real = 3,
	/** real diagonal, imaginary off-diagonal (rx) */
	RealImag = 4,
	General = 5
}
export declare const enum Shape2 {
	Diag = 0,
	Perm = 1,
	General = 2
}
export type Step = {
	k: "u1";
	t: number;
	m: Float64Array;
	shape: Shape;
	cond?: Condition;
} | {
	k: "c1";
	t: number;
	m: Float64Array;
	fixed: Int32Array;
	cval: number;
	shape: Shape;
	cond?: Condition;
} | {
	k: "ph";
	pr: number;
	pi: number;
	fixed: Int32Array;
	cval: number;
	cond?: Condition;
} | {
	k: "u2";
	t0: number;
	t1: number;
	m: Float64Array;
	fixed: Int32Array;
	cval: number;
	shape: Shape2;
	cond?: Condition;
} | {
	k: "measure";
	q: number;
	clbit: number;
	cond?: Condition;
} | {
	k: "reset";
	q: number;
	cond?: Condition;
} | {
	k: "set";
	clbit: number;
	v: number;
	cond?: Condition;
} | {
	k: "copy";
	from: number;
	to: number;
	cond?: Condition;
} | {
	k: "jump";
	to: number;
	cond?: Condition;
};
/**
 * Compile IR ops into kernel steps. Barriers vanish. With `fuse`: consecutive 1-qubit gates on a
 * qubit are multiplied into one, and folded into a following dense 2-qubit gate on that qubit.
 * Unconditional diagonal gates become target-free phase steps ('ph': a phase on the amplitudes
 * whose listed bits are all set) times a global phase, collected into one final step.
 */
export declare function compile(ops: Op[], numQubits: number, fuse?: boolean): Step[];
/** Classification of a circuit's non-unitary structure. */
export interface Dynamics {
	/** Some qubit is used (gate, reset, measure) after being measured. */
	midCircuitMeasurement: boolean;
	/** Some op carries a classical condition. */
	conditional: boolean;
	/** Some reset acts on a qubit that was already used (a reset on a fresh qubit is a no-op). */
	effectiveReset: boolean;
	/** Any of the three: the circuit needs shot-by-shot simulation. */
	dynamic: boolean;
}
export declare function dynamicsOf(c: Circuit): Dynamics;
/** Largest qubit count whose state fits `bytes`. */
export declare function maxQubitsFor(bytes: number): number;
/**
 * Final statevector of a circuit. Terminal measurements and resets of fresh qubits are ignored.
 * A dynamic circuit is run as one shot with `seed` (its state after the collapses); without a seed
 * it is an error.
 */
export declare function simulateStatevector(c: Circuit, opts?: SimOptions & {
	seed?: number | bigint;
}): StateVector;
/** splitmix64 output sequence for a seed (BigInt, mod 2^64). */
export declare function splitmix64(seed: bigint, count: number): bigint[];
export declare class Rng {
	private s0;
	private s1;
	private s2;
	private s3;
	/** `seed`: any integer (number or bigint); negative seeds are taken mod 2^64. */
	constructor(seed: number | bigint);
	/** A generator with an explicit xoshiro128** state (for tests against the reference code). */
	static fromState(s0: number, s1: number, s2: number, s3: number): Rng;
	/** Next 32-bit output, unsigned. */
	nextU32(): number;
	/** Uniform double in [0, 1) with 53 random bits. */
	nextDouble(): number;
}
/** Count key of a clbit assignment (Qiskit format). */
export declare function countKey(c: Circuit, bit: (clbit: number) => number): string;
/**
 * Sample `shots` measurement outcomes. Terminal-measurement circuits: one simulation, then all
 * shots drawn in one pass over the final probabilities (sorted uniforms). Dynamic circuits: by
 * shot branching (./branching.ts), or with `branching: false` shot by shot, the unitary prefix
 * simulated once and copied when the copy fits the memory limit.
 */
export declare function sampleCounts(c: Circuit, opts: SampleOptions): SampleResult;
/**
 * The exact distribution of a dynamic circuit's count keys (probabilities, keys sorted), by
 * following every branch with its probability instead of drawing shots (./branching.ts, exact
 * mode). Each leaf adds its final state's probabilities of the deferred measurements. The cost
 * grows with the number of distinct classical histories: for small circuits and tests.
 */
export declare function dynamicDistribution(c: Circuit, opts?: SimOptions): Record<string, number>;
/**
 * Draw `shots` basis indices from |amplitude|^2: sorted uniforms scaled by the total norm, one pass
 * over the state. Returns index → count.
 */
export declare function sampleIndices(st: StateVector, shots: number, rng: Rng): Map<number, number>;
export interface CircuitStats {
	numQubits: number;
	numClbits: number;
	/** Gate instructions as written (a user gate call or a modified gate counts once). */
	gates: number;
	/** Gate instructions by name (Qiskit count_ops style; user gates by their name). */
	gateCounts: Record<string, number>;
	/** Gate instructions by number of qubits ('0' for gphase, '1', '2', '3', ...). */
	byArity: Record<string, number>;
	/** Gate instructions on exactly two qubits. */
	twoQubitGates: number;
	/** Gate instructions on two or more qubits (Qiskit num_nonlocal_gates). */
	nonlocalGates: number;
	measurements: number;
	resets: number;
	barriers: number;
	/** Ops carrying a classical condition. */
	conditionalOps: number;
	midCircuitMeasurement: boolean;
	/** Needs shot-by-shot simulation: mid-circuit measurement, a reset of a used qubit, or a condition. */
	dynamic: boolean;
}
export declare function circuitStats(c: Circuit): CircuitStats;
/** Split a standard gate into its base gate and the number of its own leading control qubits. */
export declare function baseOf(name: string): [
	string,
	number
];
/** A base gate application: name, params, own qubits (no controls). */
export interface BaseGate {
	name: string;
	params: number[];
	qubits: number[];
	matrix?: number[];
}
/**
 * Inverse of a base gate as a sequence of base gates (usually one). Throws for unknown names.
 */
export declare function invertBase(g: BaseGate): BaseGate[];
/** Base matrix of a base gate: 1×1 (gphase), 2×2 or 4×4, interleaved complex. */
export declare function baseMatrix(name: string, p: number[], matrix?: number[]): number[];
/**
 * Principal power U^k of a 2×2 unitary (interleaved), by spectral decomposition:
 * U = λ1·P1 + λ2·P2, U^k = λ1^k·P1 + λ2^k·P2 with arg λ in (−π, π].
 */
export declare function power2(m: number[], k: number): number[];
/** Kernel form of an IR gate: base matrix on `targets`, applied where all controls match. */
export interface KernelGate {
	/** Target qubits (0, 1 or 2), local bit order of the matrix. */
	targets: number[];
	/** Interleaved complex matrix of size 2^t × 2^t. */
	m: number[];
	controls: number[];
	/** Bit i = required value of controls[i]. */
	ctrlValues: number;
}
/** Decompose an IR gate op into its kernel form (controls without building big matrices). */
export declare function kernelOf(op: GateOp): KernelGate;
/**
 * Shape of the generated device data modules (`<device>.ts` in this folder, written by
 * `scripts/gen-devices.mjs` from IBM's calibration snapshots; never edit them by hand).
 * Values are copied exactly as the snapshot gives them, in the snapshot's units.
 */
export interface DeviceData {
	/** Short name (`fez`). */
	device: string;
	backendName: string;
	backendVersion: string;
	/** `conf.processor_type`, e.g. "Heron r2". */
	processor: string;
	numQubits: number;
	/** `conf.basis_gates`, as listed. */
	basisGates: string[];
	/** `props.last_update_date`, as written in the snapshot. */
	snapshot: string;
	/** Where the snapshot comes from and under which licence. */
	source: string;
	/** Two-qubit basis gate of the couplers (`cz` on Heron). */
	twoQubitGate: string;
	/** `conf.dt`: the device's sample time in ns (OpenQASM's `dt` unit); null when the snapshot has none. */
	dtNs: number | null;
	qubits: {
		/** T1 in µs; null when the snapshot has none. */
		t1Us: (number | null)[];
		/** T2 in µs; null when the snapshot has none. */
		t2Us: (number | null)[];
		/** P(read 1 | prepared 0) (`prob_meas1_prep0`). */
		p10: number[];
		/** P(read 0 | prepared 1) (`prob_meas0_prep1`). */
		p01: number[];
		/** Gate errors and lengths (ns); null when missing. */
		sxError: (number | null)[];
		sxLength: number[];
		xError: (number | null)[];
		xLength: number[];
		idError: (number | null)[];
		idLength: number[];
		/** `readout_length` (ns). */
		measureLength: number[];
		resetLength: number[];
		/**
		 * `gate_error` of the snapshot's calibrated `measure` instruction (kingston, aachen); null when the snapshot
		 * has none (fez, marrakesh, torino). Its `gate_length` equals `readout_length` (the generator checks).
		 */
		measureError: (number | null)[];
	};
	couplers: {
		/** Undirected couplers [a, b], a < b, sorted: the coupling map of `conf.coupling_map`. */
		pairs: [
			number,
			number
		][];
		/** Error of the two-qubit gate on each coupler (null: no calibration). */
		error: (number | null)[];
		/** Its length (ns; null: no calibration). */
		length: (number | null)[];
		/** 1 when the coupler is dead: error ≥ 1 or missing. */
		dead: (0 | 1)[];
	};
}
/** Error and timing figures of a device (times in ns, errors as probabilities). */
export interface DeviceFigures {
	/** Median T1 relaxation time (ns). */
	t1: number;
	/** Median T2 dephasing time (ns). */
	t2: number;
	/** P(read 1 | prepared 0). */
	readoutP10: number;
	/** P(read 0 | prepared 1). */
	readoutP01: number;
	/** Average gate error of sx / x / id. */
	sxError: number;
	/** Average gate error of cz. */
	czError: number;
	/** Durations (ns). */
	sxLength: number;
	czLength: number;
	resetLength: number;
	measureLength: number;
}
export interface Device {
	/** Short name used in targets (`fake:<name>`). */
	name: string;
	/** IBM backend name. */
	backendName: string;
	processor: string;
	numQubits: number;
	/** Native gates (plus measure, reset, barrier, delay). */
	basisGates: readonly string[];
	/** Undirected couplers [a, b] with a < b, sorted; includes dead couplers. */
	edges: readonly (readonly [
		number,
		number
	])[];
	/** Couplers that cannot be used (see CouplerCalibration.dead), [a, b] with a < b. */
	deadEdges: readonly (readonly [
		number,
		number
	])[];
	/** Qubits that cannot be used (see QubitCalibration.dead), ascending. */
	deadQubits: readonly number[];
	/** Medians over the live qubits and couplers (reporting; the noise model uses the per-qubit figures). */
	figures: DeviceFigures;
	/** Per-qubit calibration, index = physical qubit. */
	qubits: readonly QubitCalibration[];
	/** Per-coupler calibration, in the order of `edges`. */
	couplers: readonly CouplerCalibration[];
	/** Sample time in ns (the OpenQASM `dt` unit, `conf.dt`); null when the snapshot has none. */
	dtNs: number | null;
	/** `last_update_date` of the properties snapshot. */
	snapshot: string;
	/** Source and licence of the snapshot. */
	source: string;
	/** Where the coupling map comes from, with the number of couplers and of unusable ones. */
	couplingNote: string;
}
export declare class DeviceError extends Error {
	constructor(message: string);
}
/**
 * Heavy-hex lattice of IBM Heron r2 (156 qubits): 8 long rows of 16 qubits (linear chains) and
 * 7 bridge rows of 4 qubits between them. Bridge row r (1-based long-row gap g = 1..7) links the
 * long row above to the one below at the same column: odd gaps (1, 3, 5, 7) use 1-based columns
 * 4, 8, 12, 16; even gaps use 2, 6, 10, 14. Reproduces conf_fez.json's 176 edges.
 */
export declare function heavyHexEdges(longRows: number, rowLen: number, bridgesPerRow: number, columns: (gap: number) => number[]): [
	number,
	number
][];
/** The 156-qubit Heron r2 / r3 coupling map (Fez, Marrakesh, Kingston, Aachen). */
export declare function heronEdges156(): [
	number,
	number
][];
/** Calibration of one physical qubit, in model units (ns, probabilities), from the snapshot. */
export interface QubitCalibration {
	/** T1 (ns); Infinity when the snapshot has none (Aer: no relaxation). */
	t1: number;
	/** T2 (ns) as given; Infinity when missing (then truncated to 2·T1 like Aer). */
	t2: number;
	readoutP10: number;
	readoutP01: number;
	/** Reported gate errors (0 when the snapshot has none: Aer adds no depolarising part). */
	sxError: number;
	xError: number;
	idError: number;
	sxLength: number;
	xLength: number;
	idLength: number;
	measureLength: number;
	resetLength: number;
	/**
	 * Error of the snapshot's calibrated `measure` instruction (kingston, aachen), null when it has none (fez,
	 * marrakesh, torino). Aer turns it into a quantum error before each measurement (docs/devices.md).
	 */
	measureError: number | null;
	/** The snapshot marks the qubit unusable: sx or x error ≥ 1, or no T1. */
	dead: boolean;
}
/** Calibration of one coupler (undirected, a < b). */
export interface CouplerCalibration {
	a: number;
	b: number;
	/** Reported error of the 2-qubit basis gate (1 when missing). */
	error: number;
	/** Its length (ns; 0 when missing). */
	length: number;
	/** Error ≥ 1, missing calibration, or a dead qubit at either end: never used. */
	dead: boolean;
}
/** The Device of a generated data record (see data/types.ts): exact per-qubit and per-coupler figures. */
export declare function deviceFromData(d: DeviceData): Device;
/** Names of the known fake devices, sorted. */
export declare function deviceNames(): string[];
/** The fake device `name` (case-insensitive; a leading `fake_` or `ibm_` is accepted). */
export declare function getDevice(name: string): Device;
/** Usable couplers (dead ones, and those touching a dead qubit, removed) as an adjacency list. */
export declare function adjacency(d: Device): number[][];
/**
 * The device-target grammar: the one parser of target strings (`sim-cpu`, `fake:fez@1.6`, `ibm:ibm_fez`). Pure and
 * free of device data, so the Qsolve checks can use it without loading the quantum engine; `parseTarget` in
 * ./target.ts adds the device lookup the engine needs. Grammar (docs/devices.md#targets):
 *
 *     target := "sim-" name | "fake:" device [ "@" scale ] | "ibm:" hardware
 *     name   := [a-z0-9]{1,40}           device := [a-z0-9_]{1,40}        hardware := [A-Za-z0-9_.-]{1,60}
 *     scale  := [0-9]+ [ "." [0-9]+ ]    with 1 <= scale <= 10
 *
 * Nothing is trimmed or case-folded; a target is at most 100 characters of printable ASCII.
 */
export declare const MIN_SCALE = 1;
export declare const MAX_SCALE = 10;
export type TargetSpec = 
/** `sim-<name>`: a simulator; benchgate runs `sim-cpu` and `sim-gpu` (the same exact engine). */
{
	kind: "sim";
	text: string;
	simulator: string;
}
/** `fake:<device>[@<scale>]`: a device noise model, errors × scale (1 when no scale is written). */
 | {
	kind: "fake";
	text: string;
	device: string;
	scale: number;
	scaleText?: string;
}
/** `ibm:<device>`: IBM Quantum hardware. */
 | {
	kind: "ibm";
	text: string;
	device: string;
};
export type TargetSyntaxReason = "empty" | "too-long" | "character" | "form" | "sim-name" | "device" | "scale" | "scale-range" | "hardware";
export interface TargetSyntaxError {
	reason: TargetSyntaxReason;
	/** What is wrong, without the target itself (callers name it). */
	message: string;
	/** 1-based column in the target string of the first character in error. */
	column: number;
}
export type TargetParse = {
	ok: true;
	target: TargetSpec;
} | {
	ok: false;
	error: TargetSyntaxError;
};
/** Parses a target string. Never throws; an error names the reason and the 1-based column. */
export declare function parseTargetSpec(text: string): TargetParse;
/** A target the engine runs: the exact simulator, or a device noise model at a scale. */
export type Target = {
	kind: "sim-cpu";
	name: "sim-cpu";
} | {
	kind: "fake";
	name: string;
	device: Device;
	scale: number;
};
export declare class TargetError extends Error {
	/** 1-based column in the target string of the first character in error. */
	readonly column: number;
	constructor(message: string, column?: number);
}
/**
 * The engine's target: `sim-cpu`, `fake:<device>` (scale 1) or `fake:<device>@<scale>`, parsed by the one grammar
 * (parseTargetSpec) and resolved against the device data. Throws TargetError (message and column).
 */
export declare function parseTarget(str: string): Target;
/** Figures after scaling: errors × scale (capped), T1 and T2 ÷ scale. */
export declare function scaledFigures(f: DeviceFigures, scale: number): DeviceFigures;
/** One qubit's calibration after scaling: the same rule as scaledFigures, per qubit. */
export declare function scaledQubit(q: QubitCalibration, scale: number): QubitCalibration;
/** One coupler's calibration after scaling: error × scale capped at 4/5, length unchanged. */
export declare function scaledCoupler(c: CouplerCalibration, scale: number): CouplerCalibration;
/** One device qubit: its scaled figures (times in seconds, errors as probabilities). */
export interface QubitDescription {
	/** T1 and T2 (s); null when the snapshot has none. */
	t1: number | null;
	t2: number | null;
	/** P(read 1 | prepared 0), P(read 0 | prepared 1) and their mean (Qiskit's readout_error). */
	prob_meas1_prep0: number;
	prob_meas0_prep1: number;
	readout_error: number;
	/** [error, duration (s)] of sx, x and id; measure and reset durations (s). */
	sx: [
		number,
		number
	];
	x: [
		number,
		number
	];
	id: [
		number,
		number
	];
	measure: number;
	reset: number;
	/** The snapshot marks the qubit unusable (no live coupler, never placed on by benchgate). */
	dead: boolean;
}
export type TargetDescription = 
/** The exact simulator: any gate on any qubits, up to `num_qubits`. */
{
	kind: "simulator";
	name: string;
	num_qubits: number;
} | {
	kind: "device";
	/** The target string (`fake:fez@1.6`) and the device's IBM backend name. */
	name: string;
	backend_name: string;
	num_qubits: number;
	/** Sample time (s), null when the snapshot has none. */
	dt: number | null;
	/** The device's native gates (the snapshot's basis_gates). */
	basis_gates: string[];
	qubits: QubitDescription[];
	/** Live couplers [a, b, error, duration (s)], a < b (dead couplers and those of dead qubits left out). */
	couplers: [
		number,
		number,
		number,
		number
	][];
	/** The noise scale of the target. */
	scale: number;
};
/** The description of a device target (scaled figures). */
export declare function describeDevice(t: Extract<Target, {
	kind: "fake";
}>): TargetDescription;
/** The circuit on its used qubits only (the same circuit when every qubit is used). */
export declare function compactQubits(c: Circuit): Circuit;
export interface TranspileOptions {
	/** Forward-backward layout refinement passes (default 2). */
	layoutPasses?: number;
	/** Candidate regions tried per rule (compact / path), the fewest SWAPs wins (default 6). */
	regionCandidates?: number;
	/** Run the peephole optimisation (default true; false at optimization level 0). */
	optimize?: boolean;
	/**
	 * Logical qubit i of the circuit as sent starts on device qubit initialLayout[i] (Qiskit's `initial_layout`
	 * list form; one distinct live device qubit per circuit qubit). Routing inserts SWAPs inside these qubits (and
	 * the live qubits of shortest paths joining them when they are not connected).
	 */
	initialLayout?: readonly number[];
	/**
	 * Qiskit's optimization_level 0–3 as benchgate's transpiler means it (docs/devices.md, Transpiler options):
	 * 0 trivial placement (qubit i on device qubit i when live), routing, no peephole; 1 layout search with one
	 * refinement pass over two candidate regions, peephole; 2 (default) two passes over six regions; 3 four passes
	 * over twelve regions plus eight seeded random initial placements.
	 */
	optimizationLevel?: number;
	/** Seed of level 3's random initial placements (Qiskit's seed_transpiler; default 0). */
	seed?: number;
	/**
	 * A circuit already on the device runs as sent (its qubits are device qubits, no second layout): 'auto'
	 * (default) when it is written on physical `$n` qubits and fits (live qubits, every two-qubit gate on a live
	 * coupler); 'require' when the runner says it was transpiled to this device (a circuit that does not fit is
	 * refused); 'never'.
	 */
	asSent?: "auto" | "require" | "never";
}
export interface TranspileResult {
	/** Compact circuit: qubit i is device qubit physicalQubits[i]; gates rz, sx, x, cz only. */
	circuit: Circuit;
	/** Compact index → device qubit. */
	physicalQubits: number[];
	/** Logical qubit → compact index at the start (−1: the qubit is never used). */
	initialLayout: number[];
	/** Logical qubit → compact index at the end (after routing SWAPs). */
	finalLayout: number[];
	/** SWAPs inserted by routing. */
	swaps: number;
	/** Two-qubit gates of the circuit as sent (Qiskit num_nonlocal_gates: instructions on ≥ 2 qubits). */
	sentTwoQubitGates: number;
	/** cz gates after transpilation. */
	twoQubitGates: number;
	/** Depth of the transpiled circuit (gates, measure, reset; barriers excluded). */
	depth: number;
	/** Gate counts of the transpiled circuit by name. */
	gateCounts: Record<string, number>;
	/** How the device qubits were chosen (see docs/devices.md, Layout). */
	layout: LayoutChoice;
}
export type LayoutMethod = "vf2" | "region" | "initial" | "trivial" | "as-sent";
export interface LayoutChoice {
	/**
	 * 'vf2': the lowest-scoring SWAP-free placement of the bounded search; 'region': the region
	 * search (a SWAP-free placement that scores as well as the search's best, or routing with SWAPs
	 * when the search found no SWAP-free placement); 'initial': the caller's initial layout;
	 * 'trivial': qubit i on device qubit i (optimization level 0); 'as-sent': the circuit was already on the
	 * device.
	 */
	method: LayoutMethod;
	/** Logical qubit → device qubit at the start (−1: unused). */
	initial: number[];
	/** Error score of the chosen placement (layoutScore; with SWAPs: of the initial placement's used qubits only). */
	score: number;
	/** Complete SWAP-free placements the search scored, extensions it tried, and whether it hit a bound. */
	mappings: number;
	steps: number;
	capped: boolean;
}
/** Transpile `c` to `device` (see the module comment). */
export declare function transpile(input: Circuit, device: Device, opts?: TranspileOptions): TranspileResult;
/** Circuit depth over qubits and classical bits (barriers excluded, as Qiskit's depth()). */
export declare function depthOf(input: Circuit): number;
/** OpenQASM 3 text of a transpiled circuit, on the device's physical qubits ($n). */
export declare function toQasm3(t: TranspileResult): string;
/** Noise figures of one physical qubit (times in ns). */
export interface QubitFigures {
	t1: number;
	/** T2 as given (truncated to 2·T1 when used). */
	t2: number;
	readoutP10: number;
	readoutP01: number;
	sxError: number;
	/** Per-qubit gate errors and lengths (ns); when absent, sx's error and the device figures' lengths. */
	xError?: number;
	idError?: number;
	sxLength?: number;
	xLength?: number;
	idLength?: number;
	measureLength?: number;
	resetLength?: number;
	/**
	 * Error of the qubit's calibrated `measure` instruction (kingston, aachen); absent or null: none. As Aer, a
	 * depolarising error sized from it and relaxation over the measurement length, before the measurement.
	 */
	measureError?: number | null;
}
/** Error and length (ns) of the 2-qubit gate on one coupler. */
export interface CouplerFigures {
	error: number;
	length: number;
}
/** Thermal relaxation for time t as amplitude damping γ followed by a Z flip with probability pz. */
export interface Relax {
	gamma: number;
	pz: number;
}
export declare function relaxation(t: number, t1: number, t2: number): Relax;
/** Entanglement (process) fidelity of single-qubit relaxation: (1 + e^{-t/T1} + 2e^{-t/T2})/4. */
export declare function relaxProcessFidelity(t: number, t1: number, t2: number): number;
/**
 * Depolarising parameter p (ρ → (1−p)ρ + p·I/d) that makes depolarising ∘ relaxation reach the
 * average gate error `e`, as Qiskit's _device_depolarizing_error; 0 when relaxation alone already
 * reaches it. `processFid` is the relaxation's entanglement fidelity (product over qubits).
 */
export declare function depolarizingParam(e: number, processFid: number, n: number): number;
/** One step of a noisy program on compact simulation qubits. */
export type NoisyOp = {
	k: "u";
	q: number;
	m: number[];
	cond?: Condition;
} | {
	k: "cz";
	a: number;
	b: number;
	cond?: Condition;
} | {
	k: "relax";
	q: number;
	gamma: number;
	pz: number;
	cond?: Condition;
} | {
	k: "depol";
	qs: number[];
	p: number;
	cond?: Condition;
} | {
	k: "reset";
	q: number;
	cond?: Condition;
} | {
	k: "measure";
	q: number;
	clbit: number;
	terminal: boolean;
	cond?: Condition;
};
export interface NoisyProgram {
	numQubits: number;
	numClbits: number;
	ops: NoisyOp[];
	/** Per compact qubit: readout flip probabilities. */
	readout: {
		p10: number;
		p01: number;
	}[];
	/** Total scheduled duration (ns). */
	duration: number;
	/** Every op is unconditioned and every measurement terminal: the density-matrix path applies. */
	static: boolean;
	/** Idle relaxation was modelled. */
	idle: boolean;
}
export interface BuildOptions {
	/** Model relaxation of idle qubits (default true). */
	idle?: boolean;
	/** The device's sample time in ns (OpenQASM `dt`); a `dt` duration without it is an error. */
	dtNs?: number | null;
	/** Name of the target for error messages. */
	targetName?: string;
	/** The cz figures of the coupler between compact qubits a and b (default: the device figures). */
	coupler?: (a: number, b: number) => CouplerFigures;
}
/**
 * Noisy program of a transpiled compact circuit (gates rz, sx, x, id, cz; measure, reset,
 * barrier). `figs(q)` gives the effective figures of compact qubit q (errors and, when given, its
 * gate lengths); `opts.coupler(a, b)` those of the coupler a–b; what is missing comes from `dev`.
 */
export declare function buildNoisyProgram(circuit: Circuit, dev: DeviceFigures, figs: (q: number) => QubitFigures, opts?: BuildOptions): NoisyProgram;
/** Thermal relaxation of one qubit (ns; null: infinite, no relaxation); excited population 0 (temperature 0). */
export interface ModelRelaxation {
	qubit: number;
	t1: number | null;
	/** T2 as used: truncated to 2·T1. */
	t2: number | null;
	time: number;
	excitedPopulation: number;
}
/** The error on one instruction at one ordered tuple of qubits: depolarising `depolarizing` first, then relaxation. */
export interface ModelError {
	instruction: string;
	qubits: number[];
	/** Depolarising parameter (ρ → (1 − p)ρ + p·I/d); 0: none. */
	depolarizing: number;
	relaxation: ModelRelaxation[];
}
export interface DeviceNoiseModel {
	device: string;
	scale: number;
	/** Every instruction with a non-trivial error (rz has none: virtual, error 0, length 0). */
	errors: ModelError[];
	/** Per qubit: [[P(0|0), P(1|0)], [P(0|1), P(1|1)]] (rows: prepared, columns: read), as Aer's ReadoutError. */
	readout: {
		qubit: number;
		matrix: [
			[
				number,
				number
			],
			[
				number,
				number
			]
		];
	}[];
	/** The relaxation a `delay` gets per qubit (T2 truncated to 2·T1; null: infinite), and the sample time. */
	delay: {
		qubit: number;
		t1: number | null;
		t2: number | null;
	}[];
	dtNs: number | null;
}
/** The noise model of `device` at `scale` (default 1: the snapshot's own figures), every qubit and coupler. */
export declare function deviceNoiseModel(device: Device, scale?: number): DeviceNoiseModel;
/** Largest density matrix: 12 qubits (Pauli basis: 4^12 real coefficients, 134 MB). */
export declare const MAX_DENSITY_QUBITS = 12;
export interface DensityResult {
	/** Probabilities of the 2^k computational basis states (before readout error). */
	probs: Float64Array;
	/** Passes over ρ (for reporting). */
	passes: number;
}
/** Run a static noisy program (Pauli basis); returns the output distribution before readout. */
export declare function runDensity(prog: NoisyProgram): DensityResult;
export interface TrajectoryOptions {
	/** Use the WebAssembly SIMD pass on the static path (default true unless BENCHGATE_NOISE_WASM=0). */
	wasm?: boolean;
	/** Threads for the static path's shots (default BENCHGATE_NOISE_THREADS, else the machine's parallelism). */
	threads?: number;
	/**
	 * Programs off the static path (conditions, mid-circuit measurements, resets): shot branching
	 * (./branching.ts; default true) when its saved copies fit `maxBranchBytes` (default
	 * DEFAULT_BRANCH_MEMORY); otherwise, or with false, trajectory by trajectory.
	 */
	branching?: boolean;
	maxBranchBytes?: number;
}
/**
 * Run `shots` trajectories. Returns, per distinct recorded clbit assignment (a string of '0'/'1'
 * with clbit i at position i), its count.
 */
export declare function runTrajectories(prog: NoisyProgram, shots: number, rng: Rng, opts?: TrajectoryOptions): Map<string, number>;
/** Largest circuit (qubits as declared) whose output can be scored. */
export declare const MAX_SCORED_QUBITS = 20;
export type Distribution = Record<string, number>;
/** Why a circuit cannot be scored, or undefined when it can. */
export declare function unscorableReason(c: Circuit): string | undefined;
/** Noiseless output distribution over count keys (Qiskit format), from the statevector. */
export declare function idealDistribution(c: Circuit): Distribution;
/** Counts or weights → probabilities (sorted keys). */
export declare function normalise(d: Distribution): Distribution;
/** Qiskit's hellinger_fidelity: (Σ_i √(p_i q_i))² after normalising both. */
export declare function hellingerFidelity(p: Distribution, q: Distribution): number;
/**
 * Nearest probability vector to a real vector summing to 1 (Smolin, Gambetta & Smith 2012,
 * PRL 108, 070502): zero the most negative entries while spreading their mass evenly over the
 * rest, until the rest is non-negative. This is the Euclidean projection onto the simplex.
 */
export declare function projectToSimplex(v: Float64Array): Float64Array;
/** Per-clbit readout flip probabilities (from the physical qubit it was measured on). */
export interface ReadoutError {
	p10: number;
	p01: number;
}
/**
 * Standard readout-error mitigation: counts → quasi-probabilities by the tensor product of the
 * inverse 2×2 assignment matrices A_b = [[1−p10, p01], [p10, 1−p01]] of the measured clbits,
 * then the nearest probability distribution. `readout[b]` is undefined for clbits that were
 * never measured (always 0). Returns probabilities keyed like the counts.
 */
export declare function mitigateReadout(c: Circuit, counts: Distribution, readout: (ReadoutError | undefined)[]): Distribution;
/** Clbit values of a count key (Qiskit format: last register leftmost, highest bit first). */
export declare function keyBits(c: Circuit, key: string): Uint8Array;
/** One circuit's contribution to the gates' numbers. */
export interface ScoreRecord {
	shots: number;
	/** At most 20 qubits and no mid-circuit measurement (see unscorableReason). */
	scorable: boolean;
	/** Hellinger fidelity of the mitigated distribution against the ideal one (scorable circuits). */
	fidelity?: number;
	/** Shots kept by the workflow's error checks (post-selection), when reported. */
	kept?: number;
	/** Shots the kept count refers to, when reported (default: shots). */
	total?: number;
}
export interface Score {
	/** Shot-weighted mean fidelity over scorable circuits with a fidelity; undefined when none. */
	fidelity?: number;
	/** Shots in scorable circuits / all shots (1 when there are no shots). */
	coverage: number;
	/** Σ kept / Σ total over circuits that report kept shots; undefined when none does. */
	postSelection?: number;
	scoredShots: number;
	totalShots: number;
	circuits: number;
	scoredCircuits: number;
}
export declare function scoreCircuits(records: ScoreRecord[]): Score;
/** Largest noisy simulation (trajectories on a statevector of 2^k amplitudes). */
export declare const MAX_NOISY_QUBITS = 26;
export type NoisyMethod = "density-matrix" | "trajectories";
/** Effective (scaled) noise figures of a run, in reporting units. */
export interface EffectiveNoise {
	device: string;
	backendName: string;
	scale: number;
	t1Us: number;
	t2Us: number;
	readoutP10: number;
	readoutP01: number;
	sxError: number;
	czError: number;
	sxLengthNs: number;
	czLengthNs: number;
	/** Idle qubits relax between their operations (ALAP schedule). */
	idle: boolean;
	/** false: the figures above are the device's medians (scaled); the model uses each qubit's and coupler's own. */
	uniform: false;
	/** The scaled figures of each device qubit used, in simulation order. */
	qubits: {
		qubit: number;
		t1Us: number;
		t2Us: number;
		readoutP10: number;
		readoutP01: number;
		sxError: number;
		xError: number;
		/** Error of the calibrated `measure` instruction (kingston, aachen), null when the snapshot has none. */
		measureError: number | null;
	}[];
	/** The scaled figures of each coupler the transpiled circuit uses (a < b, device qubits). */
	couplers: {
		a: number;
		b: number;
		error: number;
		lengthNs: number;
	}[];
	/**
	 * How the device qubits were chosen: logical qubit → device qubit at the start (−1: unused), the
	 * method ('vf2': lowest-error SWAP-free placement; 'region': region search / routing; 'initial': the caller's
	 * initial layout; 'trivial': optimization level 0; 'as-sent': the circuit was already on the device) and its
	 * error score (docs/devices.md, Layout).
	 */
	layout: {
		initial: number[];
		method: LayoutMethod;
		score: number | null;
		mappings: number;
		capped: boolean;
	};
}
export interface RunOptions {
	target: string | Target;
	shots: number;
	seed?: number;
	/** The workflow's own mitigated distribution for this circuit, when it reports one. */
	mitigated?: Distribution;
	/** Force a simulation method (default: chosen by size, see chooseMethod). */
	method?: NoisyMethod;
	/** Model idle relaxation (default true). */
	idle?: boolean;
	/** Transpiler options (initial layout, optimization level, seed, as-sent; docs/devices.md, Transpiler options). */
	transpile?: Pick<TranspileOptions, "initialLayout" | "optimizationLevel" | "seed" | "asSent">;
}
export interface RunResult {
	counts: Record<string, number>;
	target: string;
	shots: number;
	seed: number;
	/**
	 * 'trajectory-branching': trajectories by shot branching (dynamic programs whose branch copies
	 * fit the budget; 'trajectories' is then trajectory by trajectory or the static path).
	 */
	method: "statevector" | NoisyMethod | "trajectory-branching";
	effective?: EffectiveNoise;
	sentTwoQubitGates: number;
	transpiledTwoQubitGates?: number;
	transpiledDepth?: number;
	/** Device qubits used, in simulation order. */
	physicalQubits?: number[];
	swaps?: number;
	/** Logical qubit → device qubit at the end of the circuit (−1: unused). */
	finalLayout?: number[];
	scorable: boolean;
	unscorableReason?: string;
	/** Hellinger fidelity of the mitigated distribution against the ideal one (fake targets, scorable circuits). */
	fidelity?: number;
	/** Fidelity of the raw (unmitigated) counts against the ideal output. */
	rawFidelity?: number;
	/**
	 * Readout mitigation only: the flip probabilities used for each clbit (index = clbit; undefined for a clbit never
	 * measured), i.e. the assignment matrices benchgate inverted, and their noise amplification γ (readoutGamma).
	 */
	readout?: (ReadoutError | undefined)[];
	readoutGamma?: number;
	mitigatedDistribution?: Distribution;
	/** 'workflow' when the caller passed its own mitigated distribution, else 'readout'. */
	mitigation?: "workflow" | "readout";
	transpiled?: TranspileResult;
	timeMs: {
		transpile: number;
		simulate: number;
		score: number;
	};
}
/**
 * Switch point between the simulators, measured with the CLI on the bench's mirror circuits
 * (fake:fez@1.6, 10,000 density-matrix shots against 200 trajectory shots, 2026-12-03 10:30 UTC,
 * three runs, load average ≈ 2; Pauli-basis density matrix with the skewed-scratch kernels,
 * trajectories with the SIMD cz pass): one density-matrix run costs as much as ≈ 0.08–0.18 · 2^k
 * trajectory shots (k = 10: 188 / 170 / 187 shots, 11: 241 / 281 / 252, 12: 310 / 310 / 387; the
 * median ≈ 0.12 · 2^k; it was 0.15 on 2026-12-02 with the slower kernels of both; 0.13 in three more runs
 * after the trajectories' fused jump replay, the same within the noise). So: density
 * matrix for static programs of at most MAX_DENSITY_QUBITS qubits when k ≤ 8 (everything is
 * fast) or shots ≥ DENSITY_SHOT_FACTOR·2^k; trajectories otherwise (and always for dynamic
 * circuits or more than 12 qubits).
 */
export declare const DENSITY_SHOT_FACTOR = 0.12;
export declare function chooseMethod(prog: NoisyProgram, shots: number): NoisyMethod;
export declare function runOnTarget(circuit: Circuit, opts: RunOptions): RunResult;

export {};
