/**
 * Device noise model, built as Qiskit Aer's device model builds it from backend properties
 * (qiskit_aer/noise/device/models.py): per gate a thermal-relaxation error over the gate's
 * duration (T2 truncated to 2·T1, zero excited population) composed with a depolarising error
 * sized so the channel's average gate infidelity equals the reported gate error (depolarising
 * first, then relaxation); readout error as a 2×2 assignment matrix with the two asymmetric flip
 * probabilities; rz is virtual (no error). In addition, idle qubits relax during other qubits'
 * gates: the circuit is scheduled as late as possible with all terminal measurements aligned
 * at the end, and every gap between two operations of a qubit gets a relaxation error.
 * An explicit `delay[d]` is a relaxation error over d on each of its qubits, as Aer's
 * `NoiseModel.from_backend` adds with its RelaxationNoisePass on `Delay` instructions
 * (qiskit_aer/noise/noise_model.py: t1s from the qubit properties, t2s truncated to 2·T1 by
 * `_truncate_t2_value`, excited population 0 at the default temperature 0; `dt` units × the
 * backend's dt): added even when idle relaxation is off. A `box[d]` lasts exactly d: its qubits
 * idle for what its contents leave of d (docs/devices.md, Delays).
 *
 * This folder holds the noise model as data only (no simulation): model.ts (this file),
 * device-model.ts (figures per instruction of a device), superop.ts (channels as superoperators).
 */
import type { BasicOp, Circuit, Condition, DelayOp, Duration, SourcePos } from '../circuit/ir.js';
import { basicCircuit } from '../circuit/ir.js';
import type { DeviceFigures } from '../targets/devices/devices.js';
import { baseMatrix } from '../circuit/gates.js';

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
interface CouplerFigures {
  error: number;
  length: number;
}

/** Thermal relaxation for time t as amplitude damping γ followed by a Z flip with probability pz. */
export interface Relax {
  gamma: number;
  pz: number;
}

export function relaxation(t: number, t1: number, t2: number): Relax {
  const t2e = Math.min(t2, 2 * t1);
  const gamma = -Math.expm1(-t / t1);
  // coherence after AD: e^{-t/2T1}; need e^{-t/T2}: extra factor (1 − 2pz) = e^{-t/T2 + t/2T1}
  const pz = -Math.expm1(-t / t2e + t / (2 * t1)) / 2;
  return { gamma, pz: Math.max(0, pz) };
}

/** Entanglement (process) fidelity of single-qubit relaxation: (1 + e^{-t/T1} + 2e^{-t/T2})/4. */
export function relaxProcessFidelity(t: number, t1: number, t2: number): number {
  const t2e = Math.min(t2, 2 * t1);
  return (1 + Math.exp(-t / t1) + 2 * Math.exp(-t / t2e)) / 4;
}

/**
 * Depolarising parameter p (ρ → (1−p)ρ + p·I/d) that makes depolarising ∘ relaxation reach the
 * average gate error `e`, as Qiskit's _device_depolarizing_error; 0 when relaxation alone already
 * reaches it. `processFid` is the relaxation's entanglement fidelity (product over qubits).
 */
export function depolarizingParam(e: number, processFid: number, n: number): number {
  const d = 2 ** n;
  const relaxFid = (d * processFid + 1) / (d + 1);
  const relaxInfid = 1 - relaxFid;
  if (!(e > relaxInfid)) return 0;
  const eCap = Math.min(e, d / (d + 1));
  const p = (d * (eCap - relaxInfid)) / (d * relaxFid - 1);
  return Math.min(p, 4 ** n / (4 ** n - 1));
}

/** Relaxation of one qubit over `time` (ns): T1 and T2 as used (T2 truncated to 2·T1; Infinity: none). */
export interface RelaxParams {
  t1: number;
  t2: number;
  time: number;
}

/**
 * The error Aer attaches to one instruction (`basic_device_gate_errors`): a depolarising error of parameter `p`
 * (0: none), then thermal relaxation of each of its qubits over the instruction's length (none when the length
 * is 0). `error` is the instruction's reported error (undefined for an instruction without one, e.g. reset:
 * relaxation only). buildNoisyProgram and the device model export (device-model.ts) both use it.
 */
export function instructionNoise(
  error: number | undefined,
  time: number,
  qubits: readonly QubitFigures[]
): { p: number; relax: RelaxParams[] } {
  const relax = time > 0 ? qubits.map((f) => ({ t1: f.t1, t2: Math.min(f.t2, 2 * f.t1), time })) : [];
  let fid = 1;
  for (const f of qubits) if (time > 0) fid *= relaxProcessFidelity(time, f.t1, f.t2);
  return { p: error === undefined ? 0 : depolarizingParam(error, fid, qubits.length), relax };
}

/**
 * The value (ns) of the program's one stretch variable, in the simple case only (Decision,
 * docs/devices.md): every delay with a stretch lies between two barriers on the same qubits (no box),
 * the program declares one stretch variable, and the delay's qubit has no two-qubit gate between those
 * barriers. Between the barriers the operations run as early as possible with every stretch at 0; the
 * region lasts L0, the longest qubit timeline; the stretch makes the stretched qubits' timelines reach
 * L0: s = min over them of (L0 − their fixed length) / (their stretch coefficient). Several regions must
 * agree on s. Anything else is refused with the delay's line.
 */
function solveStretch(
  c: { ops: BasicOp[] },
  stretched: number[],
  dur: (i: number) => number,
  qubitsOf: (o: BasicOp) => number[],
  where: string
): number {
  const ops = c.ops;
  const refuse = (o: DelayOp, why: string) =>
    new Error(
      `the stretch in the delay${o.at ? ` at line ${o.at.line}:${o.at.col}` : ''} cannot be resolved on ${where}: ${why} (resolved only for delays between two barriers on the same qubits, with one stretch variable, on qubits without two-qubit gates there)`
    );
  const regions = new Map<number, number>();
  for (const i of stretched) {
    const o = ops[i] as DelayOp;
    if ((o.stretchVars ?? 1) > 1) throw refuse(o, 'the program declares more than one stretch variable');
    if (o.condition) throw refuse(o, 'it is conditioned on measured bits');
    const q = o.qubits[0];
    let b1 = -1,
      b2 = -1;
    for (let j = i - 1; j >= 0 && b1 < 0; j--) {
      const p = ops[j];
      if (p.kind === 'barrier' && p.qubits.includes(q)) b1 = j;
    }
    for (let j = i + 1; j < ops.length && b2 < 0; j++) {
      const p = ops[j];
      if (p.kind === 'barrier' && p.qubits.includes(q)) b2 = j;
    }
    if (b1 < 0 || b2 < 0) throw refuse(o, 'it is not between two barriers');
    const B1 = ops[b1],
      B2 = ops[b2];
    if (B1.kind !== 'barrier' || B2.kind !== 'barrier' || B1.box || B1.boxEnd || B2.box || B2.boxEnd)
      throw refuse(o, 'it is inside a box');
    const set1 = [...B1.qubits].sort((a, b) => a - b),
      set2 = [...B2.qubits].sort((a, b) => a - b);
    if (set1.length !== set2.length || set1.some((x, k) => x !== set2[k]))
      throw refuse(o, 'the barriers around it are on different qubits');
    regions.set(b1, b2);
  }
  let s: number | undefined;
  for (const [b1, b2] of regions) {
    const Q = new Set((ops[b1] as { qubits: number[] }).qubits);
    const fin = new Map<number, number>();
    const coef = new Map<number, number>();
    const twoQ = new Set<number>();
    let first: DelayOp | undefined;
    for (let j = b1 + 1; j < b2; j++) {
      const o = ops[j];
      const qs = qubitsOf(o);
      if (!qs.some((q) => Q.has(q))) continue;
      if (!qs.every((q) => Q.has(q))) throw refuse((first ?? o) as DelayOp, 'an operation crosses the barriers');
      let st = 0;
      for (const q of qs) st = Math.max(st, fin.get(q) ?? 0);
      const e = st + dur(j);
      for (const q of qs) fin.set(q, e);
      if (o.kind === 'gate' && qs.length > 1) for (const q of qs) twoQ.add(q);
      if (o.kind === 'delay' && o.duration.stretch !== 0) {
        first ??= o;
        coef.set(qs[0], (coef.get(qs[0]) ?? 0) + o.duration.stretch);
      }
    }
    let L0 = 0;
    for (const q of Q) L0 = Math.max(L0, fin.get(q) ?? 0);
    let sR = Infinity;
    for (const [q, k] of coef) {
      if (twoQ.has(q)) throw refuse(first as DelayOp, 'its qubit also has a two-qubit gate between the barriers');
      if (!(k > 0))
        throw refuse(first as DelayOp, 'the stretch coefficients on its qubit do not add up to a positive number');
      sR = Math.min(sR, (L0 - (fin.get(q) ?? 0)) / k);
    }
    if (s === undefined) s = sR;
    else if (Math.abs(s - sR) > 1e-9 * Math.max(1, Math.abs(s)))
      throw refuse(first as DelayOp, 'two regions need different values of the same stretch');
  }
  return s ?? 0;
}

/** Longest delay or box the noise engine accepts (ns): 1 s, far beyond any T1 (relaxation is complete long before). */
const MAX_DELAY_NS = 1e9;

/** One step of a noisy program on compact simulation qubits. */
export type NoisyOp =
  | { k: 'u'; q: number; m: number[]; cond?: Condition }
  | { k: 'cz'; a: number; b: number; cond?: Condition }
  | { k: 'relax'; q: number; gamma: number; pz: number; cond?: Condition }
  | { k: 'depol'; qs: number[]; p: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  | { k: 'measure'; q: number; clbit: number; terminal: boolean; cond?: Condition };

/**
 * The probability of the 2-qubit depolarising error on (a, b) that directly follows the cz at `ops[i]`, or
 * undefined when the next operation is not that error.
 * Both density-matrix simulators fold that error into the cz's pass (the caller then skips `ops[i + 1]`).
 */
export function czDepolAfter(ops: readonly NoisyOp[], i: number, a: number, b: number): number | undefined {
  const nx = ops[i + 1];
  if (
    nx &&
    nx.k === 'depol' &&
    nx.qs.length === 2 &&
    ((nx.qs[0] === a && nx.qs[1] === b) || (nx.qs[0] === b && nx.qs[1] === a))
  )
    return nx.p;
  return undefined;
}

export interface NoisyProgram {
  numQubits: number;
  numClbits: number;
  ops: NoisyOp[];
  /** Per compact qubit: readout flip probabilities. */
  readout: { p10: number; p01: number }[];
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
export function buildNoisyProgram(
  circuit: Circuit,
  dev: DeviceFigures,
  figs: (q: number) => QubitFigures,
  opts: BuildOptions = {}
): NoisyProgram {
  const c = basicCircuit(circuit);
  const n = c.numQubits;
  const idle = opts.idle !== false;
  const Q = Array.from({ length: n }, (_, q) => figs(q));
  const czDefault: CouplerFigures = { error: dev.czError, length: dev.czLength };
  const czCache = new Map<number, CouplerFigures>();
  const cz = (a: number, b: number): CouplerFigures => {
    if (!opts.coupler) return czDefault;
    const key = Math.min(a, b) * n + Math.max(a, b);
    let f = czCache.get(key);
    if (!f) {
      f = opts.coupler(a, b);
      czCache.set(key, f);
    }
    return f;
  };
  const hasCond = c.ops.some((o) => o.kind !== 'barrier' && o.condition);
  const qubitsOf = (o: (typeof c.ops)[number]): number[] =>
    o.kind === 'gate' || o.kind === 'barrier' || o.kind === 'delay' ? o.qubits : [o.qubit];
  const where = opts.targetName ?? 'this target';
  const resolve = (d: Duration, what: string): number => {
    if (d.dt !== 0 && !(typeof opts.dtNs === 'number' && opts.dtNs > 0))
      throw new Error(
        `${what} uses 'dt' units, but ${where} has no sample time (dt); write the duration in s, ms, us or ns`
      );
    const ns = d.seconds * 1e9 + (d.dt !== 0 ? d.dt * (opts.dtNs as number) : 0);
    if (!Number.isFinite(ns) || ns < 0) throw new Error(`${what} has a negative duration on ${where}`);
    if (ns > MAX_DELAY_NS)
      throw new Error(`${what} is longer than ${MAX_DELAY_NS / 1e9} s (the limit of one delay or box)`);
    return ns;
  };
  // terminal measurements: no later op on the qubit, and no conditions anywhere
  const lastOp = new Int32Array(n).fill(-1);
  c.ops.forEach((o, i) => {
    if (o.kind !== 'barrier') for (const q of qubitsOf(o)) lastOp[q] = i;
  });
  const terminal = (i: number) => {
    const o = c.ops[i];
    return o.kind === 'measure' && !hasCond && lastOp[o.qubit] === i;
  };
  // measured before, then used: not static
  let isStatic = !hasCond;
  {
    const measured = new Uint8Array(n);
    for (const o of c.ops) {
      if (o.kind === 'barrier') continue;
      for (const q of qubitsOf(o)) if (measured[q] && o.kind !== 'measure') isStatic = false;
      if (o.kind === 'measure') measured[o.qubit] = 1;
    }
    if (c.ops.some((o, i) => o.kind === 'measure' && !terminal(i))) isStatic = false;
  }
  const delayNs = new Float64Array(c.ops.length);
  const at = (p?: SourcePos) => (p ? ` at line ${p.line}:${p.col}` : '');
  // delays: their fixed part now; a stretch part once the stretch is solved (below)
  const stretched: number[] = [];
  c.ops.forEach((o, i) => {
    if (o.kind === 'delay') {
      delayNs[i] = resolve(
        o.duration.stretch !== 0 ? { ...o.duration, stretch: 0 } : o.duration,
        `the delay${at(o.at)}`
      );
      if (o.duration.stretch !== 0) stretched.push(i);
    } else if (o.kind === 'barrier' && o.box) delayNs[i] = resolve(o.box, `the box${at(o.at)}`);
  });
  const dur = (i: number): number => {
    const o = c.ops[i];
    if (o.kind === 'barrier') return 0;
    if (o.kind === 'delay') return delayNs[i];
    if (o.kind === 'measure') return terminal(i) ? 0 : (Q[o.qubit].measureLength ?? dev.measureLength);
    if (o.kind === 'reset') return Q[o.qubit].resetLength ?? dev.resetLength;
    if (o.name === 'rz') return 0;
    if (o.name === 'cz') return cz(o.qubits[0], o.qubits[1]).length;
    const f = Q[o.qubits[0]];
    return (o.name === 'x' ? f.xLength : o.name === 'id' ? f.idLength : f.sxLength) ?? f.sxLength ?? dev.sxLength;
  };
  const m = c.ops.length;
  if (stretched.length) {
    const s = solveStretch(c, stretched, dur, qubitsOf, where);
    for (const i of stretched) {
      const o = c.ops[i] as DelayOp;
      const ns = delayNs[i] + o.duration.stretch * s;
      if (!(ns >= -1e-9))
        throw new Error(
          `the delay${at(o.at)} is negative once its stretch is resolved (${+ns.toPrecision(6)} ns) on ${where}`
        );
      if (ns > MAX_DELAY_NS)
        throw new Error(`the delay${at(o.at)} is longer than ${MAX_DELAY_NS / 1e9} s once its stretch is resolved`);
      delayNs[i] = Math.max(0, ns);
    }
  }
  // ALAP: ASAP on the reversed circuit; terminal measurements at reversed time 0.
  const revEnd = new Float64Array(m);
  {
    const availQ = new Float64Array(n);
    const availC = new Float64Array(c.numClbits);
    // reversed times of the barriers closing the boxes still open (innermost last)
    const boxEnds: number[] = [];
    for (let i = m - 1; i >= 0; i--) {
      const o = c.ops[i];
      const qs = qubitsOf(o);
      const cs = [
        ...(o.kind !== 'barrier' && o.condition ? o.condition.clbits : []),
        ...(o.kind === 'measure' && o.clbit >= 0 ? [o.clbit] : [])
      ];
      let s = 0;
      if (!terminal(i)) {
        for (const q of qs) s = Math.max(s, availQ[q]);
        for (const b of cs) s = Math.max(s, availC[b]);
      }
      if (o.kind === 'barrier' && o.boxEnd) boxEnds.push(s);
      else if (o.kind === 'barrier' && o.box) {
        // the box opens exactly its duration before it closes; its contents must fit
        const close = boxEnds.pop();
        if (close === undefined) throw new Error('internal: a box opens without closing');
        if (s > close + delayNs[i] * (1 + 1e-12) + 1e-9)
          throw new Error(
            `the box${o.at ? ` at line ${o.at.line}:${o.at.col}` : ''} lasts ${delayNs[i]} ns but its contents take ${+(s - close).toPrecision(6)} ns on ${where}`
          );
        s = close + delayNs[i];
      }
      const e = s + dur(i);
      revEnd[i] = e;
      for (const q of qs) availQ[q] = Math.max(availQ[q], e);
      for (const b of cs) availC[b] = Math.max(availC[b], e);
    }
  }
  let T = 0;
  for (let i = 0; i < m; i++) T = Math.max(T, revEnd[i]);
  const ops: NoisyOp[] = [];
  const lastEnd = new Float64Array(n).fill(-1);
  const lastIdx = new Int32Array(n).fill(-1);
  const push = (op: NoisyOp) => {
    const qs = op.k === 'cz' ? [op.a, op.b] : op.k === 'depol' ? op.qs : [op.q];
    for (const q of qs) lastIdx[q] = ops.length;
    ops.push(op);
  };
  const pushRelax = (q: number, t: number, cond?: Condition) => {
    if (t <= 0) return;
    const r = relaxation(t, Q[q].t1, Q[q].t2);
    const j = lastIdx[q];
    const prev = j >= 0 ? ops[j] : undefined;
    // consecutive relaxations of a qubit compose (thermal relaxation is a semigroup; ops on other
    // qubits in between commute with it)
    if (prev && prev.k === 'relax' && !prev.cond && !cond) {
      const g = 1 - (1 - prev.gamma) * (1 - r.gamma);
      const pz = (1 - (1 - 2 * prev.pz) * (1 - 2 * r.pz)) / 2;
      ops[j] = { k: 'relax', q, gamma: g, pz };
      return;
    }
    push({ k: 'relax', q, gamma: r.gamma, pz: r.pz, ...(cond ? { cond } : {}) });
  };
  for (let i = 0; i < m; i++) {
    const o = c.ops[i];
    if (o.kind === 'barrier') continue;
    const start = T - revEnd[i];
    const qs = qubitsOf(o);
    if (idle) for (const q of qs) if (lastEnd[q] >= 0 && start - lastEnd[q] > 1e-9) pushRelax(q, start - lastEnd[q]);
    const d = dur(i);
    for (const q of qs) lastEnd[q] = start + d;
    const cond = o.condition;
    const C = cond ? { cond } : {};
    if (o.kind === 'delay') {
      for (const q of qs) pushRelax(q, d, cond);
      continue;
    }
    if (o.kind === 'measure') {
      const f = Q[o.qubit];
      if (typeof f.measureError === 'number') {
        // Aer's quantum error on a calibrated `measure` acts before the measurement: depolarising, then relaxation
        // over the measurement's length (terminal measurements take no time in the schedule, but the error does)
        const { p } = instructionNoise(f.measureError, f.measureLength ?? dev.measureLength, [f]);
        if (p > 0) push({ k: 'depol', qs: [o.qubit], p, ...C });
        pushRelax(o.qubit, f.measureLength ?? dev.measureLength, cond);
      }
      push({ k: 'measure', q: o.qubit, clbit: o.clbit, terminal: terminal(i), ...C });
      continue;
    }
    if (o.kind === 'reset') {
      push({ k: 'reset', q: o.qubit, ...C });
      pushRelax(o.qubit, d, cond);
      continue;
    }
    if (o.name === 'cz') {
      const [a, b] = o.qubits;
      push({ k: 'cz', a, b, ...C });
      const { p } = instructionNoise(cz(a, b).error, d, [Q[a], Q[b]]);
      if (p > 0) push({ k: 'depol', qs: [a, b], p, ...C });
      pushRelax(a, d, cond);
      pushRelax(b, d, cond);
      continue;
    }
    const q = o.qubits[0];
    if (o.qubits.length !== 1 || !['rz', 'sx', 'x', 'id'].includes(o.name))
      throw new Error(`noisy simulation expects native gates (rz, sx, x, id, cz), got ${o.name}`);
    if (o.name !== 'id') push({ k: 'u', q, m: baseMatrix(o.name, o.params), ...C });
    if (o.name === 'rz') continue;
    const e = (o.name === 'x' ? Q[q].xError : o.name === 'id' ? Q[q].idError : Q[q].sxError) ?? Q[q].sxError;
    const { p } = instructionNoise(e, d, [Q[q]]);
    if (p > 0) push({ k: 'depol', qs: [q], p, ...C });
    pushRelax(q, d, cond);
  }
  return {
    numQubits: n,
    numClbits: c.numClbits,
    ops,
    readout: Q.map((f) => ({ p10: f.readoutP10, p01: f.readoutP01 })),
    duration: T,
    static: isStatic,
    idle
  };
}
