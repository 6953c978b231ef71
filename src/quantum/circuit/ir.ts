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
export type CondExpr =
  | { op: 'cmp'; rel: '==' | '!=' | '<' | '<=' | '>' | '>='; clbits: number[]; value: number }
  | { op: 'not'; a: CondExpr }
  | { op: 'and' | 'or'; a: CondExpr; b: CondExpr };

/** Evaluate a condition on the current clbit values. */
export function conditionHolds(c: Condition, bits: ArrayLike<number>): boolean {
  if (c.expr) return condExprHolds(c.expr, bits);
  let v = 0;
  for (let i = 0; i < c.clbits.length; i++) v += bits[c.clbits[i]] * 2 ** i;
  return (v === c.value) !== (c.negate === true);
}

function condExprHolds(e: CondExpr, bits: ArrayLike<number>): boolean {
  switch (e.op) {
    case 'not':
      return !condExprHolds(e.a, bits);
    case 'and':
      return condExprHolds(e.a, bits) && condExprHolds(e.b, bits);
    case 'or':
      return condExprHolds(e.a, bits) || condExprHolds(e.b, bits);
    default: {
      let v = 0;
      for (let i = 0; i < e.clbits.length; i++) v += bits[e.clbits[i]] * 2 ** i;
      switch (e.rel) {
        case '==':
          return v === e.value;
        case '!=':
          return v !== e.value;
        case '<':
          return v < e.value;
        case '<=':
          return v <= e.value;
        case '>':
          return v > e.value;
        default:
          return v >= e.value;
      }
    }
  }
}

/** The top-level user-gate call a primitive came from (for statistics). */
export interface CallInfo {
  /** Unique per call within the circuit. */
  id: number;
  name: string;
  /** Number of distinct qubits of the call (its arity). */
  arity: number;
}

export interface GateOp {
  kind: 'gate';
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
  kind: 'measure';
  qubit: number;
  /** Destination clbit, or -1 when the result is discarded (OpenQASM 3 `measure q;`). */
  clbit: number;
  condition?: Condition;
}

export interface ResetOp {
  kind: 'reset';
  qubit: number;
  condition?: Condition;
}

export interface BarrierOp {
  kind: 'barrier';
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
  kind: 'delay';
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
  kind: 'setbit';
  clbit: number;
  value: 0 | 1;
  condition?: Condition;
}

/** Classical copy of one clbit into another (`flags = b;`). Executed per shot. */
export interface CopyBitOp {
  kind: 'copybit';
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
  kind: 'jump';
  target: number;
  condition?: Condition;
}

export type Op = GateOp | MeasureOp | ResetOp | BarrierOp | DelayOp | SetBitOp | CopyBitOp | JumpOp;

/** The ops the noise engine and the transpiler know. */
export type BasicOp = GateOp | MeasureOp | ResetOp | BarrierOp | DelayOp;
export interface BasicCircuit extends Omit<Circuit, 'ops'> {
  ops: BasicOp[];
}

/** The circuit as the noise engine sees it; throws when {@link unsupportedByNoise} names a construct. */
export function basicCircuit(c: Circuit): BasicCircuit {
  const why = unsupportedByNoise(c);
  if (why) throw new Error(`the noise engine cannot run this circuit: it uses ${why}`);
  return c as BasicCircuit;
}

/** Ops the statevector engine executes only shot by shot: classical writes and jumps. */
export function isClassicalOp(op: Op): op is SetBitOp | CopyBitOp | JumpOp {
  return op.kind === 'setbit' || op.kind === 'copybit' || op.kind === 'jump';
}

/**
 * Why the noise engine (devices, transpiler, density and trajectory simulators) cannot run this
 * circuit, or undefined. These constructs come from OpenQASM 3 programs; they run on `sim-cpu`.
 */
function unsupportedByNoise(c: Circuit): string | undefined {
  for (const op of c.ops) {
    if (op.kind === 'barrier' && op.box && op.box.stretch !== 0)
      return "a 'stretch' duration on a box (stretches are not resolved on device targets; use fixed durations, or run on sim-cpu)";
    if (op.kind === 'jump') return "a 'while' loop on measured values (run on sim-cpu)";
    if (op.kind === 'setbit' || op.kind === 'copybit') return 'classical assignments to bits (run on sim-cpu)';
    if (op.kind !== 'barrier' && op.condition?.expr)
      return 'a compound condition (&&, ||, !, <, …) on measured bits (run on sim-cpu)';
  }
  return undefined;
}

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
export const GATES: Readonly<Record<string, GateInfo>> = {
  gphase: { qubits: 0, params: 1 },
  id: { qubits: 1, params: 0 },
  x: { qubits: 1, params: 0 },
  y: { qubits: 1, params: 0 },
  z: { qubits: 1, params: 0 },
  h: { qubits: 1, params: 0 },
  s: { qubits: 1, params: 0 },
  sdg: { qubits: 1, params: 0 },
  t: { qubits: 1, params: 0 },
  tdg: { qubits: 1, params: 0 },
  sx: { qubits: 1, params: 0 },
  sxdg: { qubits: 1, params: 0 },
  rx: { qubits: 1, params: 1 },
  ry: { qubits: 1, params: 1 },
  rz: { qubits: 1, params: 1 },
  p: { qubits: 1, params: 1 },
  u: { qubits: 1, params: 3 },
  u1: { qubits: 1, params: 1 },
  u2: { qubits: 1, params: 2 },
  u3: { qubits: 1, params: 3 },
  r: { qubits: 1, params: 2 },
  cx: { qubits: 2, params: 0 },
  cy: { qubits: 2, params: 0 },
  cz: { qubits: 2, params: 0 },
  ch: { qubits: 2, params: 0 },
  cs: { qubits: 2, params: 0 },
  csdg: { qubits: 2, params: 0 },
  csx: { qubits: 2, params: 0 },
  cp: { qubits: 2, params: 1 },
  crx: { qubits: 2, params: 1 },
  cry: { qubits: 2, params: 1 },
  crz: { qubits: 2, params: 1 },
  cu: { qubits: 2, params: 4 },
  cu1: { qubits: 2, params: 1 },
  cu3: { qubits: 2, params: 3 },
  swap: { qubits: 2, params: 0 },
  iswap: { qubits: 2, params: 0 },
  dcx: { qubits: 2, params: 0 },
  ecr: { qubits: 2, params: 0 },
  rxx: { qubits: 2, params: 1 },
  ryy: { qubits: 2, params: 1 },
  rzz: { qubits: 2, params: 1 },
  rzx: { qubits: 2, params: 1 },
  ccx: { qubits: 3, params: 0 },
  ccz: { qubits: 3, params: 0 },
  cswap: { qubits: 3, params: 0 },
  c3x: { qubits: 4, params: 0 },
  c3sx: { qubits: 4, params: 0 },
  c4x: { qubits: 5, params: 0 },
  unitary: { qubits: 1, params: 0 }
};

/** Number of qubits an op acts on (gate: controls + own qubits). */
export function opArity(op: Op): number {
  switch (op.kind) {
    case 'gate':
      return op.qubits.length;
    case 'barrier':
    case 'delay':
      return op.qubits.length;
    case 'setbit':
    case 'copybit':
    case 'jump':
      return 0;
    default:
      return 1;
  }
}
