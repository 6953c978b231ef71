/** Circuit-level entry points: dynamics, size checks, statevector simulation and the sparse start. */
import type { Circuit, Op } from '../circuit/ir.js';
import { isClassicalOp } from '../circuit/ir.js';
import { Rng } from '../maths/rng.js';
import { SparseState } from './sparse.js';
import { workspace } from './run-unitary.js';
import { compile } from './compile.js';
import type { Step } from './compile.js';
import { runSteps } from './shot-by-shot.js';
import {
  DEFAULT_MAX_MEMORY,
  MAX_QUBITS,
  SPARSE_DENSITY,
  SPARSE_MAX,
  SPARSE_MIN,
  SimulationError,
  stateBytes
} from './options.js';
import type { SimOptions, StateVector } from './options.js';
import type { WasmMemory } from '../wasm/asm.js';

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
  let mid = false,
    cond = false,
    reset = false;
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

export function checkSize(c: Circuit, opts: SimOptions, copies = 1): void {
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
  if (opts.seed === undefined)
    throw new SimulationError(
      'the circuit is dynamic (mid-circuit measurement, reset or condition): give a seed to simulate one shot'
    );
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
    case 'u1':
      sp.apply1(1 << st.t, st.m, 0, 0);
      break;
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
    default:
      throw new Error('not a unitary step');
  }
}

/**
 * A static circuit's final state: sparse while the support stays small (then `sparse` is the
 * final state and no dense array was allocated), dense from the step where it grows.
 */
export function simulateStatic(
  c: Circuit,
  opts: SimOptions
): { sparse?: SparseState; dense?: StateVector; mem?: WasmMemory } {
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
  // mem: the WebAssembly memory the dense state lives in, if it does (sampling scans it there)
  return { dense: { numQubits: n, re, im }, mem: ws.sv?.mem };
}
