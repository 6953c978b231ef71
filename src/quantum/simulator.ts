/**
 * Statevector simulator and shot sampling for the IR of ./ir.ts.
 *
 * State: 2^n complex amplitudes in two Float64Arrays (re, im), 16 bytes per amplitude, allocated
 * once per run and reused for every shot. Gates are compiled once into kernel steps (see
 * ./kernels.ts) with 1-qubit gate fusion; terminal-measurement circuits are sampled from the final
 * state in one pass, dynamic circuits (mid-circuit measurement, reset, conditions) shot by shot.
 */
import type { Circuit, Condition, Op } from './ir.js';
import { conditionHolds, isClassicalOp } from './ir.js';
import { kernelOf, kron } from './gates.js';
import { Shape, Shape2, apply1, apply1c, apply2, applyPhase, classify1, classify2, warmKernels } from './kernels.js';
import { Rng } from './rng.js';
import { DIAG_BITS, MAX_FUSED_QUBITS, applyDiagBatch, applyFused, diagBatch, fusedKernel } from './fused.js';
import type { DiagBatch, FusedKernel, MicroOp, PhaseTerm } from './fused.js';
import { mul2, mul4 } from './cmat.js';
import { SparseState } from './sparse.js';
import { fusedProgram } from './fused.js';
import { SV_MAX_QUBITS, SV_MIN_QUBITS, svPasses, svState } from './wasm/sv.js';
import type { SvGroup, SvPass, SvState } from './wasm/sv.js';
import { maxOf, pushAll } from '../core/arrays.js';

export class SimulationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimulationError';
  }
}

/** Hard ceiling: indices are 32-bit integers in the kernels. */
export const MAX_QUBITS = 30;
/** Default memory limit for the state (and the prefix cache of dynamic circuits): 4 GiB = 28 qubits. */
export const DEFAULT_MAX_MEMORY = 4 * 1024 ** 3;

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
   * (./wasm/sv.ts) for SV_MIN_QUBITS..SV_MAX_QUBITS qubits (default true; the CLI's env
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

/** Default log2 of the WebAssembly path's cache block: 2^16 amplitudes (1 MiB of re + im). */
export const WASM_BLOCK_BITS = 16;
/** Qubits always inside a WebAssembly block (runs of 2^8 contiguous amplitudes). */
const WASM_LOW_BITS = 8;

/** Default for `fuseQubits`. */
export const FUSE_QUBITS = 2;
/**
 * A run of phase steps becomes a table-driven batch only when it spans at least this many qubits:
 * narrower runs (a brickwork layer's rz and cz gates) do better inside the fused groups of their
 * 2-qubit gates (random-24: 4.2–4.6 s against 4.9–6.9 s, first runs in fresh processes).
 */
export const DIAG_MIN_QUBITS = 6;
/**
 * From this many qubits on (at fusion level 2), 2-qubit groups run as generated passes
 * (./fused.ts); below it their gates run one by one. A generated pass is faster once compiled, but
 * each new one costs a JIT warm-up of tens of milliseconds, which only large states repay.
 */
export const GENERATED_MIN_QUBITS = 22;

/**
 * The sparse start switches to the dense state past this many stored amplitudes, or, past
 * SPARSE_MIN amplitudes, when they fill more than 1/SPARSE_DENSITY of the support's 2^w indices:
 * a sparse amplitude costs about 0.3–1 µs per gate (a Map lookup), a dense one 1–2 ns per pass.
 */
export const SPARSE_MAX = 1 << 14;
export const SPARSE_MIN = 64;
export const SPARSE_DENSITY = 256;

export interface SampleOptions extends SimOptions {
  shots: number;
  /** Integer seed (default 0). */
  seed?: number | bigint;
}

export interface SampleResult {
  /** Bit string (highest clbit first, registers separated by a space, last register leftmost) → count. */
  counts: Record<string, number>;
  shots: number;
  seed: string;
  /** 'final-state': all shots drawn from one final distribution; 'per-shot': dynamic circuit. */
  method: 'final-state' | 'per-shot';
  numQubits: number;
  numClbits: number;
}

export interface StateVector {
  numQubits: number;
  re: Float64Array;
  im: Float64Array;
}

/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
export function stateBytes(n: number): number {
  return 16 * 2 ** n;
}

// ------------------------------------------------------------------------------------------------
// Compilation

type Step =
  | { k: 'u1'; t: number; m: Float64Array; shape: Shape; cond?: Condition }
  | { k: 'c1'; t: number; m: Float64Array; fixed: Int32Array; cval: number; shape: Shape; cond?: Condition }
  | { k: 'ph'; pr: number; pi: number; fixed: Int32Array; cval: number; cond?: Condition }
  | { k: 'u2'; t0: number; t1: number; m: Float64Array; fixed: Int32Array; cval: number; shape: Shape2; cond?: Condition }
  | { k: 'measure'; q: number; clbit: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  // classical steps (OpenQASM 3 programs): per shot only
  | { k: 'set'; clbit: number; v: number; cond?: Condition }
  | { k: 'copy'; from: number; to: number; cond?: Condition }
  | { k: 'jump'; to: number; cond?: Condition };

/** Jumps one shot may take (a `while` on measured values); beyond it the run is an error. */
export const MAX_JUMPS_PER_SHOT = 1_000_000;

/** A step the unitary fast path can run: unconditioned and not a measurement, reset or classical step. */
function plainStep(st: Step): boolean {
  return !st.cond && st.k !== 'measure' && st.k !== 'reset' && st.k !== 'set' && st.k !== 'copy' && st.k !== 'jump';
}


const I2 = [1, 0, 0, 0, 0, 0, 1, 0];

function isIdentity2(m: number[]): boolean {
  return m[0] === 1 && m[1] === 0 && m[2] === 0 && m[3] === 0 && m[4] === 0 && m[5] === 0 && m[6] === 1 && m[7] === 0;
}

function sortedFixed(qs: number[]): Int32Array {
  return Int32Array.from([...qs].sort((a, b) => a - b));
}

/** a / b for unit complex numbers given as (re, im). */
function cdiv(ar: number, ai: number, br: number, bi: number): [number, number] {
  const d = br * br + bi * bi;
  return [(ar * br + ai * bi) / d, (ai * br - ar * bi) / d];
}

/**
 * Compile IR ops into kernel steps. Barriers vanish. With `fuse`: consecutive 1-qubit gates on a
 * qubit are multiplied into one, and folded into a following dense 2-qubit gate on that qubit.
 * Unconditional diagonal gates become target-free phase steps ('ph': a phase on the amplitudes
 * whose listed bits are all set) times a global phase, collected into one final step.
 */
export function compile(ops: Op[], numQubits: number, fuse = true): Step[] {
  const steps: Step[] = [];
  // jump targets: op index → step index (fusion never crosses a target)
  let targets: Map<number, number> | undefined;
  for (const op of ops) if (op.kind === 'jump') (targets ??= new Map()).set(op.target, -1);
  let gpr = 1, gpi = 0;
  const gphase = (r: number, i: number) => {
    const nr = gpr * r - gpi * i;
    gpi = gpr * i + gpi * r;
    gpr = nr;
  };
  /** Phase (pr, pi) where all `qs` are 1. */
  const phase = (pr: number, pi: number, qs: number[], cond?: Condition) => {
    if (pr === 1 && pi === 0 && !cond) return;
    let cval = 0;
    for (const q of qs) cval |= 1 << q;
    steps.push({ k: 'ph', pr, pi, fixed: sortedFixed(qs), cval, cond });
  };
  /** Uncontrolled 1-qubit matrix. */
  const one = (t: number, m: number[], cond?: Condition) => {
    const shape = classify1(m);
    if (!cond && (shape === Shape.Diag || shape === Shape.Phase1)) {
      // diag(a, d) = a · diag(1, d/a)
      gphase(m[0], m[1]);
      const [dr, di] = cdiv(m[6], m[7], m[0], m[1]);
      phase(dr, di, [t]);
      return;
    }
    steps.push({ k: 'u1', t, m: Float64Array.from(m), shape, cond });
  };
  const pending: (number[] | undefined)[] = new Array(numQubits).fill(undefined);
  const flush = (q: number) => {
    const m = pending[q];
    if (m) {
      pending[q] = undefined;
      if (!isIdentity2(m)) one(q, m);
    }
  };
  const flushAll = () => { for (let q = 0; q < numQubits; q++) flush(q); };
  for (let oi = 0; oi < ops.length; oi++) {
    const op = ops[oi];
    if (targets?.has(oi)) {
      flushAll();
      targets.set(oi, steps.length);
    }
    if (op.kind === 'barrier' || op.kind === 'delay') continue;
    if (op.kind === 'setbit') { steps.push({ k: 'set', clbit: op.clbit, v: op.value, cond: op.condition }); continue; }
    if (op.kind === 'copybit') { steps.push({ k: 'copy', from: op.from, to: op.to, cond: op.condition }); continue; }
    if (op.kind === 'jump') {
      flushAll();
      steps.push({ k: 'jump', to: op.target, cond: op.condition });
      continue;
    }
    if (op.kind === 'measure' || op.kind === 'reset') {
      flush(op.qubit);
      steps.push(op.kind === 'measure' ? { k: 'measure', q: op.qubit, clbit: op.clbit, cond: op.condition } : { k: 'reset', q: op.qubit, cond: op.condition });
      continue;
    }
    const g = kernelOf(op);
    const cond = op.condition;
    if (!cond && g.targets.length === 1 && g.controls.length === 0) {
      const t = g.targets[0];
      if (fuse) pending[t] = mul2(g.m, pending[t] ?? I2);
      else one(t, g.m);
      continue;
    }
    let cval = 0;
    g.controls.forEach((c, i) => { if ((g.ctrlValues >> i) & 1) cval |= 1 << c; });
    const shape2 = g.targets.length === 2 ? classify2(g.m) : Shape2.General;
    if (g.targets.length === 2 && g.controls.length === 0 && !cond && fuse && shape2 === Shape2.General) {
      const [t0, t1] = g.targets;
      const p0 = pending[t0], p1 = pending[t1];
      let m = g.m;
      if (p0 || p1) {
        m = mul4(g.m, kron(p1 ?? I2, p0 ?? I2, 2, 2));
        pending[t0] = undefined;
        pending[t1] = undefined;
      }
      steps.push({ k: 'u2', t0, t1, m: Float64Array.from(m), fixed: sortedFixed([t0, t1]), cval: 0, shape: Shape2.General });
      continue;
    }
    for (const q of [...g.controls, ...g.targets]) flush(q);
    const allPositive = g.ctrlValues === (1 << g.controls.length) - 1;
    if (g.targets.length === 0) {
      if (!cond && g.controls.length === 0) gphase(g.m[0], g.m[1]);
      else steps.push({ k: 'ph', pr: g.m[0], pi: g.m[1], fixed: sortedFixed(g.controls), cval, cond });
    } else if (g.targets.length === 1) {
      const t = g.targets[0];
      const shape = classify1(g.m);
      if (g.controls.length === 0) one(t, g.m, cond);
      else if (shape === Shape.Phase1 && allPositive && !cond) phase(g.m[6], g.m[7], [...g.controls, t]);
      else steps.push({ k: 'c1', t, m: Float64Array.from(g.m), fixed: sortedFixed([...g.controls, t]), cval, shape, cond });
    } else {
      const [t0, t1] = g.targets;
      if (shape2 === Shape2.Diag && g.controls.length === 0 && !cond) {
        // diag(d0, d1, d2, d3) = d0 · phase(q0: d1/d0) · phase(q1: d2/d0) · phase(q0 q1: d3·d0/(d1·d2))
        const m = g.m;
        gphase(m[0], m[1]);
        const [r1, i1] = cdiv(m[10], m[11], m[0], m[1]);
        const [r2, i2] = cdiv(m[20], m[21], m[0], m[1]);
        const [r3, i3] = cdiv(m[30], m[31], m[0], m[1]);
        const [r12, i12] = [r1 * r2 - i1 * i2, r1 * i2 + i1 * r2];
        const [r, i] = cdiv(r3, i3, r12, i12);
        phase(r1, i1, [t0]);
        phase(r2, i2, [t1]);
        phase(r, i, [t0, t1]);
      } else {
        steps.push({ k: 'u2', t0, t1, m: Float64Array.from(g.m), fixed: sortedFixed([...g.controls, t0, t1]), cval, shape: shape2, cond });
      }
    }
  }
  flushAll();
  if (targets) {
    if (targets.has(ops.length)) targets.set(ops.length, steps.length);
    for (const st of steps) if (st.k === 'jump') st.to = targets.get(st.to) as number;
  }
  if (gpr !== 1 || gpi !== 0) steps.push({ k: 'ph', pr: gpr, pi: gpi, fixed: new Int32Array(0), cval: 0 });
  return steps;
}

// ------------------------------------------------------------------------------------------------
// Execution

function condHolds(c: Condition, bits: Uint8Array): boolean {
  return conditionHolds(c, bits);
}

/** Probability of measuring 1 on qubit q. */
function prob1(re: Float64Array, im: Float64Array, n: number, q: number): [number, number] {
  const N = 1 << n, s = 1 << q;
  let p0 = 0, p1 = 0;
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) p0 += re[i] * re[i] + im[i] * im[i];
    for (let j = b + s; j < b + 2 * s; j++) p1 += re[j] * re[j] + im[j] * im[j];
  }
  return [p0, p1];
}

/** Project qubit q onto `outcome` and renormalise; with `flip`, then map it to |0>. */
function collapse(re: Float64Array, im: Float64Array, n: number, q: number, outcome: number, norm: number, flip: boolean): void {
  const N = 1 << n, s = 1 << q;
  const scale = 1 / Math.sqrt(norm);
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) {
      const j = i + s;
      if (outcome === 0) {
        re[i] *= scale; im[i] *= scale;
        re[j] = 0; im[j] = 0;
      } else if (flip) {
        re[i] = re[j] * scale; im[i] = im[j] * scale;
        re[j] = 0; im[j] = 0;
      } else {
        re[j] *= scale; im[j] *= scale;
        re[i] = 0; im[i] = 0;
      }
    }
  }
}

function runSteps(steps: Step[], from: number, to: number, re: Float64Array, im: Float64Array, n: number, rng: Rng | undefined, bits: Uint8Array | undefined, ws: Workspace): void {
  warmKernels();
  let s = from;
  let jumps = 0;
  while (s < to) {
    const st = steps[s];
    if (plainStep(st)) {
      let e = s + 1;
      while (e < to && plainStep(steps[e])) e++;
      runUnitary(steps, s, e, re, im, n, ws);
      s = e;
      continue;
    }
    s++;
    ws.hi = n;
    if (st.cond && !condHolds(st.cond, bits as Uint8Array)) continue;
    if (st.k === 'set' || st.k === 'copy' || st.k === 'jump') {
      if (!bits) throw new SimulationError('classical operations need a seeded shot-by-shot run');
      if (st.k === 'set') bits[st.clbit] = st.v;
      else if (st.k === 'copy') bits[st.to] = bits[st.from];
      else {
        if (++jumps > MAX_JUMPS_PER_SHOT) throw new SimulationError(`a while loop ran more than ${MAX_JUMPS_PER_SHOT} iterations in one shot`);
        s = st.to;
      }
      continue;
    }
    if (st.k === 'measure' || st.k === 'reset') {
      if (!rng) throw new SimulationError('measurement inside the circuit needs a seeded run');
      const [p0, p1] = prob1(re, im, n, st.q);
      const outcome = rng.nextDouble() * (p0 + p1) < p1 ? 1 : 0;
      collapse(re, im, n, st.q, outcome, outcome ? p1 : p0, st.k === 'reset');
      if (st.k === 'measure' && st.clbit >= 0) (bits as Uint8Array)[st.clbit] = outcome;
    } else {
      applyDirect(st, re, im, n);
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Cache-blocked execution of unitary step runs.
//
// A run of steps is cut into segments whose non-diagonal targets fit in a set S of at most
// BLOCK_BITS qubits (always including the CONTIG lowest qubits, so that memory is touched in
// runs of 2^CONTIG contiguous amplitudes). For each assignment of the other qubits, the segment's
// 2^|S| amplitudes are gathered into an L2-sized scratch buffer, every step of the segment is
// applied there (controls outside S are constant per block), and the block is scattered back: one
// pass over memory per segment instead of one per gate.

/**
 * log2 of the scratch block when blocking is enabled (2^15 amplitudes = 512 KiB for re + im,
 * inside a 1 MiB L2). Blocking is OFF by default: on the project's (shared, loaded) machines it
 * measured slower than one pass per step, because the scalar kernels are compute-bound; see
 * docs/quantum.md.
 */
export const BLOCK_BITS = 15;
const CONTIG = 4;

interface LocalStep {
  st: Step;
  /** Local target(s). */
  t0: number;
  t1: number;
  fixed: Int32Array;
  cval: number;
  hiMask: number;
  hiVal: number;
}

function targetsOf(st: Step): number[] {
  switch (st.k) {
    case 'u1': case 'c1': return [st.t];
    case 'u2': return [st.t0, st.t1];
    default: return [];
  }
}

class Workspace {
  sr: Float64Array;
  si: Float64Array;
  offs: Int32Array;
  /**
   * Support width: amplitudes at indices >= 2^hi are zero (qubits >= hi are still |0>), so
   * kernels run on the first 2^hi amplitudes only. Starts at 0 for |0…0>.
   */
  hi = 0;
  /** Largest fused pass (qubits); 1 = diagonal batches only; 0 = neither (fusion off). */
  fuse = 0;
  /** WebAssembly path: on (a state from `alloc` lives in WebAssembly memory), block bits, reorder. */
  wasm = false;
  wasmBits = WASM_BLOCK_BITS;
  reorder = true;
  /** The WebAssembly state allocated for this run, if any. */
  sv?: SvState;
  /** A zero state of n qubits: in WebAssembly memory when the WebAssembly path is on. */
  alloc(n: number): { re: Float64Array; im: Float64Array } {
    if (this.wasm && n >= SV_MIN_QUBITS && n <= SV_MAX_QUBITS) {
      const st = svState(n);
      if (st) {
        this.sv = st;
        return st;
      }
    }
    return { re: new Float64Array(2 ** n), im: new Float64Array(2 ** n) };
  }
  constructor(readonly bits: number) {
    const size = bits > 30 ? 0 : 1 << bits;
    this.sr = new Float64Array(size);
    this.si = new Float64Array(size);
    this.offs = new Int32Array(size);
  }
}

/** A workspace for a run; blocking off (bits 0) means every step is a full pass. */
function workspace(opts: SimOptions): Workspace {
  const bits = opts.blockBits ?? 0;
  if (bits !== 0 && (!Number.isInteger(bits) || bits < 4 || bits > 24)) throw new SimulationError(`blockBits must be 0 or an integer in 4..24, got ${bits}`);
  const fq = opts.fuseQubits ?? FUSE_QUBITS;
  if (!Number.isInteger(fq) || fq < 1 || fq > MAX_FUSED_QUBITS) throw new SimulationError(`fuseQubits must be an integer in 1..${MAX_FUSED_QUBITS}, got ${fq}`);
  const ws = new Workspace(bits === 0 ? 64 : bits);
  ws.fuse = opts.fusion === false ? 0 : fq;
  const wb = opts.wasmBlockBits ?? WASM_BLOCK_BITS;
  if (wb !== 0 && (!Number.isInteger(wb) || wb < WASM_LOW_BITS + MAX_FUSED_QUBITS || wb > 24)) throw new SimulationError(`wasmBlockBits must be 0 or an integer in ${WASM_LOW_BITS + MAX_FUSED_QUBITS}..24, got ${wb}`);
  ws.wasmBits = wb;
  // The WebAssembly path runs fused plans: only with fusion on and the JavaScript blocking off.
  ws.wasm = (opts.wasm ?? true) && ws.fuse > 0 && bits === 0;
  ws.reorder = opts.wasmReorder ?? true;
  return ws;
}

function deposit(x: number, positions: number[]): number {
  let v = 0;
  for (let j = 0; j < positions.length; j++) if ((x >> j) & 1) v |= 1 << positions[j];
  return v;
}

function localize(st: Step, pos: Int32Array): LocalStep {
  let fixedGlobal: Int32Array;
  let cvalGlobal: number;
  if (st.k === 'u1') { fixedGlobal = Int32Array.of(st.t); cvalGlobal = 0; }
  else if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2') { fixedGlobal = st.fixed; cvalGlobal = st.cval; }
  else throw new Error('not a unitary step');
  const loc: number[] = [];
  let cval = 0, hiMask = 0, hiVal = 0;
  for (const q of fixedGlobal) {
    const bit = (cvalGlobal >> q) & 1;
    if (pos[q] >= 0) {
      loc.push(pos[q]);
      if (bit) cval |= 1 << pos[q];
    } else {
      hiMask |= 1 << q;
      if (bit) hiVal |= 1 << q;
    }
  }
  const t = targetsOf(st);
  return {
    st, t0: t.length ? pos[t[0]] : -1, t1: t.length > 1 ? pos[t[1]] : -1,
    fixed: Int32Array.from(loc.sort((a, b) => a - b)), cval, hiMask, hiVal
  };
}

function applyDirect(st: Step, re: Float64Array, im: Float64Array, n: number): void {
  switch (st.k) {
    case 'u1': apply1(re, im, 0, n, st.t, st.m, st.shape); break;
    case 'c1': apply1c(re, im, n, st.t, st.m, st.fixed, st.cval, st.shape); break;
    case 'ph': applyPhase(re, im, n, st.pr, st.pi, st.fixed, st.cval); break;
    case 'u2': apply2(re, im, n, st.t0, st.t1, st.m, st.fixed, st.cval, st.shape); break;
    default: throw new Error('not a unitary step');
  }
}

function applyLocal(ls: LocalStep, re: Float64Array, im: Float64Array, b: number): void {
  const st = ls.st;
  switch (st.k) {
    case 'u1': apply1(re, im, 0, b, ls.t0, st.m, st.shape); break;
    case 'c1':
      if (ls.fixed.length === 1) apply1(re, im, 0, b, ls.t0, st.m, st.shape);
      else apply1c(re, im, b, ls.t0, st.m, ls.fixed, ls.cval, st.shape);
      break;
    case 'ph': applyPhase(re, im, b, st.pr, st.pi, ls.fixed, ls.cval); break;
    case 'u2': apply2(re, im, b, ls.t0, ls.t1, st.m, ls.fixed, ls.cval, st.shape); break;
    default: break;
  }
}

/** Apply unconditioned unitary steps [from, to) to the state, cache-blocked when n > BLOCK_BITS. */
/**
 * Support width after a step, given the current width `hi` (qubits >= hi are |0>): -1 when the
 * step cannot act (a control or phase bit that must be 1 is a |0> qubit).
 */
function stepWidth(st: Step, hi: number): number {
  let w = hi;
  if (st.k === 'u1') return Math.max(hi, st.t + 1);
  if (st.k === 'measure' || st.k === 'reset' || st.k === 'set' || st.k === 'copy' || st.k === 'jump') return hi;
  const targets = st.k === 'c1' ? [st.t] : st.k === 'u2' ? [st.t0, st.t1] : [];
  for (const q of st.fixed) {
    if (q < hi) continue;
    if (targets.includes(q)) w = Math.max(w, q + 1);
    else if ((st.cval >> q) & 1) return -1;
    else w = Math.max(w, q + 1);
  }
  return w;
}

/** Apply unconditioned unitary steps [from, to), cache-blocked on states wider than the block. */
function runUnitary(steps: Step[], from: number, to: number, re: Float64Array, im: Float64Array, n: number, ws: Workspace): void {
  const bits = ws.bits;
  if (ws.wasm && ws.sv && ws.sv.re === re) {
    const sv = ws.sv;
    const plan = fusedPlan(steps, from, to, ws.hi, ws.fuse, n, true);
    const passes = wasmPasses(plan, sv);
    if (passes) {
      ws.hi = runWasm(plan, passes, sv, ws.hi, ws.wasmBits, ws.reorder);
      return;
    }
  }
  if (bits >= 64 && ws.fuse > 0) {
    let hi = ws.hi;
    for (const e of fusedPlan(steps, from, to, ws.hi, ws.fuse, n)) {
      hi = Math.max(hi, e.w);
      if (e.kern) applyFused(re, im, hi, e.kern, e.qubits);
      else if (e.diag) applyDiagBatch(re, im, hi, e.diag);
      else applyDirect(e.step, re, im, hi);
    }
    ws.hi = hi;
    return;
  }
  const contig = Math.min(CONTIG, bits - 2);
  let hi = ws.hi;
  let s = from;
  while (s < to) {
    const w = stepWidth(steps[s], hi);
    if (w < 0) { s++; continue; }
    if (w > hi || hi <= bits + 1) {
      // Growing the support (or a small state): one direct step on the first 2^w amplitudes.
      hi = Math.max(w, hi);
      applyDirect(steps[s], re, im, hi);
      s++;
      continue;
    }
    // Greedy segment [s, e): steps that keep the support, non-diagonal targets within BLOCK_BITS qubits.
    const inS = new Uint8Array(hi);
    let size = 0;
    for (let q = 0; q < contig; q++) { inS[q] = 1; size++; }
    let e = s;
    const members: number[] = [];
    while (e < to) {
      const we = stepWidth(steps[e], hi);
      if (we > hi) break;
      if (we >= 0) {
        const ts = targetsOf(steps[e]);
        let add = 0;
        for (const q of ts) if (!inS[q]) add++;
        if (size + add > bits) break;
        for (const q of ts) if (!inS[q]) { inS[q] = 1; size++; }
        members.push(e);
      }
      e++;
    }
    if (members.length <= 1) {
      if (members.length === 1) applyDirect(steps[members[0]], re, im, hi);
      s = Math.max(e, s + 1);
      continue;
    }
    // Fill S up to BLOCK_BITS with the lowest unused qubits (larger contiguous runs, fewer blocks).
    for (let q = 0; q < hi && size < bits; q++) if (!inS[q]) { inS[q] = 1; size++; }
    const S: number[] = [];
    const H: number[] = [];
    for (let q = 0; q < hi; q++) (inS[q] ? S : H).push(q);
    const pos = new Int32Array(n).fill(-1);
    S.forEach((q, i) => { pos[q] = i; });
    runSegment(members.map((k) => localize(steps[k], pos)), S, H, re, im, ws);
    s = e;
  }
  ws.hi = hi;
}

// ------------------------------------------------------------------------------------------------
// The WebAssembly path: every plan entry that fits a program (≤ MAX_FUSED_QUBITS qubits, not a
// diagonal batch) is a compiled SIMD pass; the plan is cut into segments whose entries' qubits fit
// one block set S of `bits` qubits (always qubits 0..WASM_LOW_BITS-1), and each segment runs block
// by block in place: for each assignment of the other qubits, all its passes on that block's 2^bits
// amplitudes (L2-sized) before moving on. Other entries run as JavaScript on the memory's views.

const compiledPlans = new WeakMap<PlanEntry[], { sv: SvState; passes: (SvPass | undefined)[] }>();

/** The program group of a plan entry, or undefined (JavaScript entry). */
function wasmGroup(e: PlanEntry): SvGroup | undefined {
  if (e.diag) return undefined;
  if (e.micro) return { prog: fusedProgram(e.qubits.length, e.micro), qubits: e.qubits };
  const st = e.step;
  const qs = qubitsOf(st).sort((a, b) => a - b);
  if (qs.length > MAX_FUSED_QUBITS) return undefined;
  if (qs.length === 0) {
    if (st.k !== 'ph') return undefined;
    // global phase: a phase on every amplitude of a 1-qubit group
    return { prog: fusedProgram(1, [{ op: 'ph', mask: 0, val: 0, pr: st.pr, pi: st.pi }]), qubits: [0] };
  }
  const pos = new Map(qs.map((q, j) => [q, j]));
  return { prog: fusedProgram(qs.length, [microOp(st, pos)]), qubits: qs };
}

/** The compiled passes of a plan's entries (undefined: JavaScript), or undefined if WebAssembly fails. */
function wasmPasses(plan: PlanEntry[], sv: SvState): (SvPass | undefined)[] | undefined {
  const hit = compiledPlans.get(plan);
  if (hit && hit.sv.mem === sv.mem) return hit.passes;
  const groups: SvGroup[] = [];
  const which: number[] = [];
  plan.forEach((e, j) => {
    const g = wasmGroup(e);
    if (g) { groups.push(g); which.push(j); }
  });
  const fns = svPasses(groups, sv);
  if (!fns) return undefined;
  const passes = new Array<SvPass | undefined>(plan.length).fill(undefined);
  which.forEach((j, t) => { passes[j] = fns[t]; });
  compiledPlans.set(plan, { sv, passes });
  return passes;
}

/** Run a plan on a WebAssembly state; returns the new support width. */
function runWasm(plan: PlanEntry[], passes: (SvPass | undefined)[], sv: SvState, hi0: number, bits: number, reorder: boolean): number {
  const n = sv.n;
  const { re, im } = sv;
  let hi = hi0;
  const done = new Uint8Array(plan.length);
  let first = 0;
  const LOOKAHEAD = 256;
  while (first < plan.length) {
    if (done[first]) { first++; continue; }
    const e0 = plan[first];
    const p0 = passes[first];
    if (!p0) {
      hi = Math.max(hi, e0.w);
      if (e0.diag) applyDiagBatch(re, im, hi, e0.diag);
      else applyDirect(e0.step, re, im, hi);
      done[first++] = 1;
      continue;
    }
    if (bits === 0) {
      hi = Math.max(hi, e0.w, SV_MIN_QUBITS);
      p0(0, 0, 2 ** hi);
      done[first++] = 1;
      continue;
    }
    // Segment, in order: entries whose qubits fit S (|S| ≤ bits).
    let W = Math.max(hi, Math.min(n, bits));
    const inS = new Uint8Array(n);
    let size = 0;
    for (let q = 0; q < Math.min(WASM_LOW_BITS, n); q++) { inS[q] = 1; size++; }
    const seg: number[] = [];
    const qubitsAt = (j: number): readonly number[] => {
      const e = plan[j];
      return passes[j] ? (e.qubits.length ? e.qubits : [0]) : e.diag ? e.qubits : qubitsOf(e.step);
    };
    let j = first;
    for (; j < plan.length; j++) {
      if (done[j]) continue;
      const e = plan[j];
      if (!passes[j]) break;
      const qs = qubitsAt(j);
      let add = 0;
      for (const q of qs) if (!inS[q]) add++;
      const wn = Math.max(W, e.w);
      if (!(wn <= bits || size + add <= bits)) break;
      seg.push(j);
      for (const q of qs) if (!inS[q]) { inS[q] = 1; size++; }
      W = wn;
    }
    // Fill S up to `bits` with the lowest unused qubits below W (long contiguous runs: blocks
    // whose set holds many high qubits alias in the caches and measured slower).
    if (W > bits) for (let q = 0; q < W && size < bits; q++) if (!inS[q]) { inS[q] = 1; size++; }
    if (reorder) {
      // Later entries (up to LOOKAHEAD) whose qubits are all in S join the segment if they
      // commute with every entry skipped so far (no shared qubit).
      const blocked = new Uint8Array(n);
      for (let seen = 0; j < plan.length && seen < LOOKAHEAD; j++) {
        if (done[j]) continue;
        seen++;
        const e = plan[j];
        const qs = qubitsAt(j);
        let ok = passes[j] !== undefined && e.w <= W;
        for (const q of qs) if (blocked[q] || !inS[q]) ok = false;
        if (ok) { seg.push(j); continue; }
        if (!passes[j] && qs.length === 0) break; // a global-phase JavaScript step: keep it in place
        for (const q of qs) blocked[q] = 1;
      }
    }
    if (W <= bits) {
      for (const j of seg) (passes[j] as SvPass)(0, 0, 2 ** W);
    } else {
      const H: number[] = [];
      let hmask = 0;
      for (let q = 0; q < W; q++) if (!inS[q]) { H.push(q); hmask |= 1 << q; }
      const fns = seg.map((j) => passes[j] as SvPass);
      const end = 2 ** W;
      const nb = 1 << H.length;
      for (let h = 0; h < nb; h++) {
        const base = deposit(h, H);
        for (let t = 0; t < fns.length; t++) fns[t](base, hmask, end);
      }
    }
    for (const j of seg) done[j] = 1;
    hi = Math.max(hi, W);
  }
  return hi;
}

function runSegment(local: LocalStep[], S: number[], H: number[], re: Float64Array, im: Float64Array, ws: Workspace): void {
  const b = S.length;
  // contiguous low run: S[0..c) = 0..c-1
  let c = 0;
  while (c < b && S[c] === c) c++;
  const run = 1 << c;
  const upper = S.slice(c);
  const nOff = 1 << (b - c);
  const offs = ws.offs;
  for (let u = 0; u < nOff; u++) offs[u] = deposit(u, upper);
  const sr = ws.sr, si = ws.si;
  const nBlocks = 1 << H.length;
  for (let h = 0; h < nBlocks; h++) {
    const base = deposit(h, H);
    // Skip blocks in which no step acts (all its high controls fail).
    let active = false;
    for (const ls of local) if ((base & ls.hiMask) === ls.hiVal) { active = true; break; }
    if (!active) continue;
    for (let u = 0, d = 0; u < nOff; u++) {
      const g = base + offs[u];
      for (let j = 0; j < run; j++, d++) { sr[d] = re[g + j]; si[d] = im[g + j]; }
    }
    for (const ls of local) if ((base & ls.hiMask) === ls.hiVal) applyLocal(ls, sr, si, b);
    for (let u = 0, d = 0; u < nOff; u++) {
      const g = base + offs[u];
      for (let j = 0; j < run; j++, d++) { re[g + j] = sr[d]; im[g + j] = si[d]; }
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Pass fusion: gates that together act on at most `fuse` qubits run as one generated pass
// (./fused.ts). Gates on disjoint qubits commute, so a gate may join a group opened earlier as
// long as no gate in between touched the group's qubits.

interface PlanEntry {
  /** Support width the entry needs (the state's width grows to at least this). */
  w: number;
  /** A single step (kern undefined) or a fused group on `qubits` (ascending). */
  step: Step;
  kern?: FusedKernel;
  /** A batch of phase steps (one table-driven pass). */
  diag?: DiagBatch;
  /** WebAssembly plans: a fused group's gates in local coordinates (kern is not generated). */
  micro?: MicroOp[];
  qubits: number[];
}

/** Qubits a unitary step reads or writes. */
function qubitsOf(st: Step): number[] {
  if (st.k === 'u1') return [st.t];
  if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2') return Array.from(st.fixed);
  return [];
}

function microOp(st: Step, pos: Map<number, number>): MicroOp {
  const loc = (mask: Int32Array, val: number, skip: number[]): [number, number] => {
    let m = 0, v = 0;
    for (const q of mask) {
      if (skip.includes(q)) continue;
      const b = 1 << (pos.get(q) as number);
      m |= b;
      if ((val >> q) & 1) v |= b;
    }
    return [m, v];
  };
  switch (st.k) {
    case 'u1': return { op: 'm1', bit: pos.get(st.t) as number, m: st.m, shape: st.shape, cmask: 0, cval: 0 };
    case 'c1': {
      const [cmask, cval] = loc(st.fixed, st.cval, [st.t]);
      return { op: 'm1', bit: pos.get(st.t) as number, m: st.m, shape: st.shape, cmask, cval };
    }
    case 'ph': {
      const [mask, val] = loc(st.fixed, st.cval, []);
      return { op: 'ph', mask, val, pr: st.pr, pi: st.pi };
    }
    case 'u2': {
      const [cmask, cval] = loc(st.fixed, st.cval, [st.t0, st.t1]);
      return { op: 'm2', b0: pos.get(st.t0) as number, b1: pos.get(st.t1) as number, m: st.m, shape: st.shape, cmask, cval };
    }
    default: throw new Error('not a unitary step');
  }
}

const plans = new WeakMap<Step[], Map<string, PlanEntry[]>>();

/** The fused execution plan of unitary steps [from, to) starting from support width `hi0`. */
function fusedPlan(steps: Step[], from: number, to: number, hi0: number, fuse: number, n: number, wasm = false): PlanEntry[] {
  const key = `${from}:${to}:${hi0}:${fuse}:${wasm ? 'w' : 'j'}`;
  let byKey = plans.get(steps);
  const hit = byKey?.get(key);
  if (hit) return hit;
  /**
   * An open group: `ops` in order, plus per qubit a tail of 1-qubit steps added after the last
   * multi-qubit step on that qubit. A tail may be peeled off and moved into a later group that
   * starts with a gate on its qubit (it commutes with everything else in its group).
   */
  interface Group { qs: Set<number>; ops: [Step, number][]; tail: Map<number, [Step, number][]>; open: boolean }
  const out: PlanEntry[] = [];
  const owner = new Map<number, Group>();
  const open: Group[] = [];
  const newGroup = (): Group => {
    const g: Group = { qs: new Set(), ops: [], tail: new Map(), open: true };
    open.push(g);
    return g;
  };
  const add = (g: Group, st: Step, S: number[], w: number) => {
    for (const q of S) {
      g.qs.add(q);
      owner.set(q, g);
    }
    if (S.length === 1) {
      const t = g.tail.get(S[0]);
      if (t) t.push([st, w]);
      else g.tail.set(S[0], [[st, w]]);
      return;
    }
    for (const q of S) {
      const t = g.tail.get(q);
      if (t) {
        pushAll(g.ops, t);
        g.tail.delete(q);
      }
    }
    g.ops.push([st, w]);
  };
  const emit = (g: Group) => {
    g.open = false;
    for (const q of g.qs) if (owner.get(q) === g) owner.delete(q);
    const all = [...g.ops];
    for (const t of g.tail.values()) pushAll(all, t);
    if (all.length === 0) return;
    const w = maxOf(all.map(([, x]) => x));
    if (all.length === 1) {
      out.push({ w, step: all[0][0], qubits: [...g.qs] });
      return;
    }
    const qs = [...g.qs].sort((x, y) => x - y);
    if (wasm) {
      const pos = new Map(qs.map((q, j) => [q, j]));
      out.push({ w, step: all[0][0], qubits: qs, micro: all.map(([st]) => microOp(st, pos)) });
    } else if (fuse >= 3 || n >= GENERATED_MIN_QUBITS) {
      const pos = new Map(qs.map((q, j) => [q, j]));
      out.push({ w, step: all[0][0], qubits: qs, kern: fusedKernel(qs.length, all.map(([st]) => microOp(st, pos))) });
    } else {
      for (const [st, sw] of all) out.push({ w: sw, step: st, qubits: qubitsOf(st) });
    }
  };
  let hi = hi0;
  for (let s = from; s < to; s++) {
    const st = steps[s];
    const w = stepWidth(st, hi);
    if (w < 0) continue;
    hi = Math.max(hi, w);
    const S = qubitsOf(st);
    if (st.k === 'ph' && S.length > 0) {
      // A run of phase steps on more qubits than a fused pass takes: one table-driven pass.
      const run: PhaseTerm[] = [st];
      const qs = new Set(S);
      let e = s + 1, he = hi, wmax = w;
      for (; e < to; e++) {
        const nx = steps[e];
        if (nx.k !== 'ph' || nx.fixed.length === 0) break;
        const wn = stepWidth(nx, he);
        if (wn < 0) continue;
        const u = new Set(qs);
        for (const q of nx.fixed) u.add(q);
        if (u.size > DIAG_BITS) break;
        for (const q of nx.fixed) qs.add(q);
        he = Math.max(he, wn);
        wmax = Math.max(wmax, wn);
        run.push(nx);
      }
      if (run.length >= 3 && qs.size > fuse && qs.size >= DIAG_MIN_QUBITS) {
        const gs = new Set<Group>();
        for (const q of qs) {
          const g = owner.get(q);
          if (g) gs.add(g);
        }
        for (const g of gs) emit(g);
        out.push({ w: wmax, step: st, qubits: [...qs], diag: diagBatch(run) });
        hi = he;
        s = e - 1;
        continue;
      }
    }
    if (S.length === 0) {
      // A global phase commutes with everything.
      out.push({ w, step: st, qubits: [] });
      continue;
    }
    const gs: Group[] = [];
    for (const q of S) {
      const g = owner.get(q);
      if (g && !gs.includes(g)) gs.push(g);
    }
    const union = new Set(S);
    for (const g of gs) for (const q of g.qs) union.add(q);
    if (union.size <= fuse) {
      // Merge the groups (disjoint, so they commute) and add the step.
      const g = gs.length ? gs[0] : newGroup();
      for (const o of gs.slice(1)) {
        pushAll(g.ops, o.ops);
        for (const [q, t] of o.tail) g.tail.set(q, t);
        for (const q of o.qs) {
          g.qs.add(q);
          owner.set(q, g);
        }
        o.open = false;
      }
      add(g, st, S, w);
      continue;
    }
    if (S.length > fuse) {
      for (const g of gs) emit(g);
      out.push({ w, step: st, qubits: S });
      continue;
    }
    // Start a new group on S: take the 1-qubit tails on S's qubits along, emit what remains.
    const g = newGroup();
    for (const o of gs) {
      for (const q of S) {
        const t = o.tail.get(q);
        if (!t) continue;
        o.tail.delete(q);
        for (const [ts, tw] of t) add(g, ts, [q], tw);
        if (!o.ops.some(([x]) => qubitsOf(x).includes(q))) o.qs.delete(q);
      }
      emit(o);
    }
    add(g, st, S, w);
  }
  for (const g of open) if (g.open) emit(g);
  if (!byKey) plans.set(steps, (byKey = new Map()));
  byKey.set(key, out);
  return out;
}

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

export function dynamicsOf(c: Circuit): Dynamics {
  const touched = new Uint8Array(c.numQubits);
  const measured = new Uint8Array(c.numQubits);
  let mid = false, cond = false, reset = false;
  for (const op of c.ops) {
    if (op.kind === 'barrier') continue;
    if (op.condition || isClassicalOp(op)) cond = true;
    if (op.kind === 'delay' || isClassicalOp(op)) continue;
    const qs = op.kind === 'gate' ? op.qubits : [op.qubit];
    for (const q of qs) if (measured[q]) mid = true;
    if (op.kind === 'reset' && touched[op.qubit]) reset = true;
    for (const q of qs) touched[q] = 1;
    if (op.kind === 'measure') measured[op.qubit] = 1;
  }
  return { midCircuitMeasurement: mid, conditional: cond, effectiveReset: reset, dynamic: mid || cond || reset };
}

function checkSize(c: Circuit, opts: SimOptions, copies = 1): void {
  const n = c.numQubits;
  const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
  const need = stateBytes(n) * copies;
  if (n > MAX_QUBITS || need > limit) {
    const gib = (x: number) => (x / 1024 ** 3).toFixed(x < 1024 ** 3 ? 3 : 1);
    throw new SimulationError(
      `a ${n}-qubit statevector needs ${gib(need)} GiB (16 bytes per amplitude × 2^${n}${copies > 1 ? ` × ${copies}` : ''}), ` +
        `over the limit of ${gib(Math.min(limit, stateBytes(MAX_QUBITS)))} GiB (${maxQubitsFor(limit)} qubits)`
    );
  }
}

/** Largest qubit count whose state fits `bytes`. */
export function maxQubitsFor(bytes: number): number {
  let n = 0;
  while (n < MAX_QUBITS && stateBytes(n + 1) <= bytes) n++;
  return n;
}

function unitaryOps(c: Circuit): Op[] {
  // Static circuit: measurements are terminal and resets are no-ops on fresh qubits.
  return c.ops.filter((o) => o.kind === 'gate');
}

/**
 * Final statevector of a circuit. Terminal measurements and resets of fresh qubits are ignored.
 * A dynamic circuit is run as one shot with `seed` (its state after the collapses); without a seed
 * it is an error.
 */
export function simulateStatevector(c: Circuit, opts: SimOptions & { seed?: number | bigint } = {}): StateVector {
  checkSize(c, opts);
  const n = c.numQubits;
  const dyn = dynamicsOf(c);
  if (!dyn.dynamic) {
    const r = simulateStatic(c, opts);
    if (r.dense) return r.dense;
    const re = new Float64Array(2 ** n);
    const im = new Float64Array(2 ** n);
    (r.sparse as SparseState).scatter(re, im);
    return { numQubits: n, re, im };
  }
  if (opts.seed === undefined) throw new SimulationError('the circuit is dynamic (mid-circuit measurement, reset or condition): give a seed to simulate one shot');
  const ws = workspace(opts);
  const { re, im } = ws.alloc(n);
  re[0] = 1;
  const steps = compile(c.ops, n, opts.fusion ?? true);
  runSteps(steps, 0, steps.length, re, im, n, new Rng(opts.seed), new Uint8Array(c.numClbits), ws);
  return { numQubits: n, re, im };
}

/** Support width of a set of indices given their OR. */
function bitLength(x: number): number {
  return 32 - Math.clz32(x);
}

/** Apply one unconditioned unitary step to a sparse state. */
function applySparse(st: Step, sp: SparseState): void {
  switch (st.k) {
    case 'u1': sp.apply1(1 << st.t, st.m, 0, 0); break;
    case 'c1': {
      let cmask = 0;
      for (const q of st.fixed) if (q !== st.t) cmask |= 1 << q;
      sp.apply1(1 << st.t, st.m, cmask, st.cval);
      break;
    }
    case 'ph': {
      let mask = 0;
      for (const q of st.fixed) mask |= 1 << q;
      sp.phase(st.pr, st.pi, mask, st.cval);
      break;
    }
    case 'u2': {
      let cmask = 0;
      for (const q of st.fixed) if (q !== st.t0 && q !== st.t1) cmask |= 1 << q;
      sp.apply2(1 << st.t0, 1 << st.t1, st.m, cmask, st.cval);
      break;
    }
    default: throw new Error('not a unitary step');
  }
}

/**
 * A static circuit's final state: sparse while the support stays small (then `sparse` is the
 * final state and no dense array was allocated), dense from the step where it grows.
 */
function simulateStatic(c: Circuit, opts: SimOptions): { sparse?: SparseState; dense?: StateVector } {
  const n = c.numQubits;
  const ws = workspace(opts);
  const steps = compile(unitaryOps(c), n, opts.fusion ?? true);
  let from = 0;
  let sp: SparseState | undefined;
  if (opts.sparse !== false) {
    sp = new SparseState();
    for (; from < steps.length; from++) {
      const size = sp.size;
      if (size > SPARSE_MAX || (size > SPARSE_MIN && size * SPARSE_DENSITY > 2 ** bitLength(sp.orBits))) break;
      applySparse(steps[from], sp);
    }
    if (from === steps.length) return { sparse: sp };
  }
  const { re, im } = ws.alloc(n);
  if (sp) {
    sp.scatter(re, im);
    ws.hi = bitLength(sp.orBits);
  } else re[0] = 1;
  runSteps(steps, from, steps.length, re, im, n, undefined, undefined, ws);
  return { dense: { numQubits: n, re, im } };
}

/** Count key of a clbit assignment (Qiskit format). */
export function countKey(c: Circuit, bit: (clbit: number) => number): string {
  const parts: string[] = [];
  for (let r = c.cregs.length - 1; r >= 0; r--) {
    const reg = c.cregs[r];
    let s = '';
    for (let b = reg.size - 1; b >= 0; b--) s += bit(reg.offset + b) ? '1' : '0';
    parts.push(s);
  }
  return parts.join(' ');
}

/**
 * Counts keyed as countKey does, for up to 52 clbits, without building a string per sampled index:
 * each index becomes the number whose binary digits are the key's bits (the key's rightmost bit is
 * digit 0, spaces skipped). Keys have one length and spaces at fixed places, so sorting those
 * numbers sorts the keys exactly as sortedCounts' string sort: same keys, same order.
 */
function countsByValue(c: Circuit, src: Int32Array, byIndex: Map<number, number>): Record<string, number> {
  // digit of each clbit in the key, counted from the right
  // (clbits outside every register, such as an OpenQASM 3 block's local bits, are not in the key)
  const digit = new Int32Array(c.numClbits).fill(-1);
  let d = 0;
  for (let r = 0; r < c.cregs.length; r++) {
    const reg = c.cregs[r];
    for (let b = 0; b < reg.size; b++) digit[reg.offset + b] = d++;
  }
  // per measured clbit: its qubit and the weight 2^digit of its key digit
  const qs: number[] = [], weight: number[] = [];
  for (let b = 0; b < c.numClbits; b++) if (src[b] >= 0 && digit[b] >= 0) { qs.push(src[b]); weight.push(2 ** digit[b]); }
  // Byte tables: the value of an index is the sum of its four bytes' values (idx < 2^30, and the
  // weights are integers below 2^53, so every order of summing is exact).
  const tab = new Float64Array(4 * 256);
  for (let j = 0; j < qs.length; j++) {
    const byte = qs[j] >> 3, bit = 1 << (qs[j] & 7);
    for (let x = 0; x < 256; x++) if (x & bit) tab[byte * 256 + x] += weight[j];
  }
  const byValue = new Map<number, number>();
  for (const [idx, cnt] of byIndex) {
    const v = tab[idx & 255] + tab[256 + ((idx >>> 8) & 255)] + tab[512 + ((idx >>> 16) & 255)] + tab[768 + ((idx >>> 24) & 255)];
    byValue.set(v, (byValue.get(v) ?? 0) + cnt);
  }
  // The key is v's binary digits (numClbits of them), with a space between registers.
  const cuts: number[] = [];
  let at = 0;
  for (let r = c.cregs.length - 1; r > 0; r--) { at += c.cregs[r].size; cuts.push(at); }
  const width = d; // digits in the key: the register bits
  const out: Record<string, number> = {};
  for (const v of Float64Array.from(byValue.keys()).sort()) {
    let s = width ? v.toString(2).padStart(width, '0') : '';
    if (cuts.length) {
      let t = '', prev = 0;
      for (const cut of cuts) { t += s.slice(prev, cut) + ' '; prev = cut; }
      s = t + s.slice(prev);
    }
    out[s] = byValue.get(v) as number;
  }
  return out;
}

function sortedCounts(m: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of [...m.keys()].sort()) out[k] = m.get(k) as number;
  return out;
}

/**
 * Sample `shots` measurement outcomes. Terminal-measurement circuits: one simulation, then all
 * shots drawn in one pass over the final probabilities (sorted uniforms). Dynamic circuits: shot
 * by shot, the unitary prefix simulated once and copied when the copy fits the memory limit.
 */
export function sampleCounts(c: Circuit, opts: SampleOptions): SampleResult {
  const shots = opts.shots;
  if (!Number.isSafeInteger(shots) || shots < 0) throw new SimulationError(`shots must be a non-negative integer, got ${shots}`);
  const seed = opts.seed ?? 0;
  const rng = new Rng(seed);
  const n = c.numQubits;
  const dyn = dynamicsOf(c);
  const base = { shots, seed: String(seed), numQubits: n, numClbits: c.numClbits };
  const counts = new Map<string, number>();
  if (!dyn.dynamic) {
    checkSize(c, opts);
    const r = simulateStatic(c, opts);
    // clbit → qubit of its last measurement
    const src = new Int32Array(c.numClbits).fill(-1);
    for (const op of c.ops) if (op.kind === 'measure' && op.clbit >= 0) src[op.clbit] = op.qubit;
    const byIndex = r.dense ? sampleIndices(r.dense, shots, rng) : sampleSparse(r.sparse as SparseState, shots, rng);
    if (c.numClbits <= 52) return { counts: countsByValue(c, src, byIndex), method: 'final-state', ...base };
    for (const [idx, cnt] of byIndex) {
      const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(idx / 2 ** src[b]) % 2 : 0));
      counts.set(key, (counts.get(key) ?? 0) + cnt);
    }
    return { counts: sortedCounts(counts), method: 'final-state', ...base };
  }
  checkSize(c, opts);
  const steps = compile(c.ops, n, opts.fusion ?? true);
  let prefix = 0;
  while (prefix < steps.length && plainStep(steps[prefix])) prefix++;
  const N = 2 ** n;
  const ws = workspace(opts);
  const { re, im } = ws.alloc(n);
  re[0] = 1;
  runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
  const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
  const cache = prefix > 0 && stateBytes(n) * 2 <= limit && N <= 1 << 22;
  const pre = cache ? { re: re.slice(), im: im.slice() } : undefined;
  const hiAfterPrefix = ws.hi;
  const bits = new Uint8Array(c.numClbits);
  for (let s = 0; s < shots; s++) {
    if (s > 0) {
      if (pre) {
        re.set(pre.re);
        im.set(pre.im);
        ws.hi = hiAfterPrefix;
      } else {
        re.fill(0);
        im.fill(0);
        re[0] = 1;
        ws.hi = 0;
        runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
      }
    }
    bits.fill(0);
    runSteps(steps, prefix, steps.length, re, im, n, rng, bits, ws);
    const key = countKey(c, (b) => bits[b]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { counts: sortedCounts(counts), method: 'per-shot', ...base };
}

/**
 * Draw `shots` basis indices from |amplitude|^2: sorted uniforms scaled by the total norm, one pass
 * over the state. Returns index → count.
 */
export function sampleIndices(st: StateVector, shots: number, rng: Rng): Map<number, number> {
  const { re, im } = st;
  const N = re.length;
  // In chunks (short loops in small functions: optimised after a few calls, no on-stack
  // replacement); the same sums in the same order as one loop.
  let total = 0;
  for (let c = 0; c < N; c += SAMPLE_CHUNK) total = normChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), total);
  const u = new Float64Array(shots);
  for (let k = 0; k < shots; k++) u[k] = rng.nextDouble() * total;
  u.sort();
  const out = new Map<number, number>();
  // scan state: acc, k, lastNonZero
  const sc = new Float64Array(3);
  for (let c = 0; c < N && sc[1] < shots; c += SAMPLE_CHUNK) scanChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), u, sc, out);
  const k = sc[1], lastNonZero = sc[2];
  // Rounding: uniforms at the very top of the range go to the last non-zero amplitude.
  if (k < shots) out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
  return out;
}

const SAMPLE_CHUNK = 1 << 14;

function normChunk(re: Float64Array, im: Float64Array, from: number, to: number, acc: number): number {
  for (let i = from; i < to; i++) acc += re[i] * re[i] + im[i] * im[i];
  return acc;
}

function scanChunk(re: Float64Array, im: Float64Array, from: number, to: number, u: Float64Array, sc: Float64Array, out: Map<number, number>): void {
  const shots = u.length;
  let acc = sc[0], k = sc[1], lastNonZero = sc[2];
  for (let i = from; i < to && k < shots; i++) {
    const p = re[i] * re[i] + im[i] * im[i];
    if (p === 0) continue;
    lastNonZero = i;
    acc += p;
    let c = 0;
    while (k < shots && u[k] < acc) { k++; c++; }
    if (c) out.set(i, (out.get(i) ?? 0) + c);
  }
  sc[0] = acc; sc[1] = k; sc[2] = lastNonZero;
}

/**
 * sampleIndices on a sparse state: the same draws, the same sums in the same (index) order, so the
 * same counts as sampling its dense copy.
 */
export function sampleSparse(sp: SparseState, shots: number, rng: Rng): Map<number, number> {
  const { idx, re, im } = sp.sorted();
  const M = idx.length;
  let total = 0;
  for (let i = 0; i < M; i++) total += re[i] * re[i] + im[i] * im[i];
  const u = new Float64Array(shots);
  for (let k = 0; k < shots; k++) u[k] = rng.nextDouble() * total;
  u.sort();
  const out = new Map<number, number>();
  let acc = 0;
  let k = 0;
  let lastNonZero = 0;
  for (let i = 0; i < M && k < shots; i++) {
    const p = re[i] * re[i] + im[i] * im[i];
    if (p === 0) continue;
    lastNonZero = idx[i];
    acc += p;
    let c = 0;
    while (k < shots && u[k] < acc) { k++; c++; }
    if (c) out.set(idx[i], (out.get(idx[i]) ?? 0) + c);
  }
  if (k < shots) out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
  return out;
}
