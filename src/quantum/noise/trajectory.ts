/**
 * Seeded Monte-Carlo trajectories on the statevector kernels: one pure state per shot (buffers
 * reused), every error channel unravelled exactly: depolarising as a random Pauli (probability p,
 * uniform over the d² Paulis including I), relaxation as amplitude-damping Kraus operators chosen
 * with their Born probabilities plus a Z flip with probability pz, reset and mid-circuit
 * measurement as collapses, readout error as a flip of the recorded bit. Conditions read the
 * recorded (possibly flipped) bits, as on hardware.
 */
import type { Condition } from '../ir.js';
import { Shape, apply1, applyPhase, classify1 } from '../kernels.js';
import type { Rng } from '../rng.js';
import type { NoisyOp, NoisyProgram } from './model.js';
import { mul2 } from '../cmat.js';
import { trajectoryWasm } from './trajectory-wasm.js';

type TOp =
  | { k: 'u'; q: number; m: Float64Array; shape: Shape; cond?: Condition }
  | { k: 'cz'; fixed: Int32Array; cval: number; cond?: Condition }
  | { k: 'relax'; q: number; gamma: number; pz: number; cond?: Condition }
  | { k: 'depol'; qs: number[]; p: number; cond?: Condition }
  | { k: 'reset'; q: number; cond?: Condition }
  | { k: 'measure'; q: number; clbit: number; terminal: boolean; cond?: Condition };


/** Compile: fuse consecutive unconditioned 1-qubit unitaries of a qubit (nothing noisy between). */
function compileOps(prog: NoisyProgram): TOp[] {
  const out: TOp[] = [];
  const k = prog.numQubits;
  const pending: (number[] | undefined)[] = new Array(k).fill(undefined);
  const flush = (q: number) => {
    const m = pending[q];
    if (!m) return;
    pending[q] = undefined;
    out.push({ k: 'u', q, m: Float64Array.from(m), shape: classify1(m) });
  };
  const qubitsOf = (op: NoisyOp) => (op.k === 'cz' ? [op.a, op.b] : op.k === 'depol' ? op.qs : [op.q]);
  for (const op of prog.ops) {
    if (op.k === 'u' && !op.cond) { pending[op.q] = pending[op.q] ? mul2(op.m, pending[op.q] as number[]) : op.m.slice(); continue; }
    for (const q of qubitsOf(op)) flush(q);
    if (op.k === 'u') out.push({ k: 'u', q: op.q, m: Float64Array.from(op.m), shape: classify1(op.m), cond: op.cond });
    else if (op.k === 'cz') out.push({ k: 'cz', fixed: Int32Array.from([op.a, op.b].sort((x, y) => x - y)), cval: (1 << op.a) | (1 << op.b), cond: op.cond });
    else out.push(op);
  }
  for (let q = 0; q < k; q++) flush(q);
  return out;
}

const PAULI: Float64Array[] = [
  Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0),
  Float64Array.of(0, 0, 1, 0, 1, 0, 0, 0),
  Float64Array.of(0, 0, 0, -1, 0, 1, 0, 0),
  Float64Array.of(1, 0, 0, 0, 0, 0, -1, 0)
];
const PAULI_SHAPE = [Shape.Phase1, Shape.Anti, Shape.Anti, Shape.Diag];

function prob1(re: Float64Array, im: Float64Array, n: number, q: number): number {
  const N = 1 << n, s = 1 << q;
  let p1 = 0;
  for (let b = s; b < N; b += 2 * s) for (let j = b; j < b + s; j++) p1 += re[j] * re[j] + im[j] * im[j];
  return p1;
}

/** Keep the `outcome` half of qubit q, scale it by `scale`; with `toZero`, move it to |0>. */
function project(re: Float64Array, im: Float64Array, n: number, q: number, outcome: number, scale: number, toZero: boolean): void {
  const N = 1 << n, s = 1 << q;
  for (let b = 0; b < N; b += 2 * s) {
    for (let i = b; i < b + s; i++) {
      const j = i + s;
      if (outcome === 0) { re[i] *= scale; im[i] *= scale; re[j] = 0; im[j] = 0; }
      else if (toZero) { re[i] = re[j] * scale; im[i] = im[j] * scale; re[j] = 0; im[j] = 0; }
      else { re[j] *= scale; im[j] *= scale; re[i] = 0; im[i] = 0; }
    }
  }
}

function condHolds(c: Condition, bits: Uint8Array): boolean {
  let v = 0;
  for (let i = 0; i < c.clbits.length; i++) v += bits[c.clbits[i]] * 2 ** i;
  return (v === c.value) !== (c.negate === true);
}

export interface TrajectoryResult {
  /** Clbit assignments per shot → count, keyed by a clbit string (clbit 0 first). */
  outcomes: Map<string, number>;
}

/**
 * Run `shots` trajectories. Returns, per distinct recorded clbit assignment (a string of '0'/'1'
 * with clbit i at position i), its count.
 */
export interface TrajectoryOptions {
  /** Use the WebAssembly SIMD pass on the static path (default true unless BENCHGATE_NOISE_WASM=0). */
  wasm?: boolean;
}

export function runTrajectories(prog: NoisyProgram, shots: number, rng: Rng, opts: TrajectoryOptions = {}): Map<string, number> {
  // resets draw state-dependent outcomes: those programs take the step-by-step path
  if (prog.static && !prog.ops.some((o) => o.k === 'reset')) return runStaticTrajectories(prog, shots, rng, opts.wasm ?? process.env['BENCHGATE_NOISE_WASM'] !== '0');
  return runExactTrajectories(prog, shots, rng);
}

/** Step-by-step trajectories (any program, including dynamic ones). */
function runExactTrajectories(prog: NoisyProgram, shots: number, rng: Rng): Map<string, number> {
  const k = prog.numQubits;
  const N = 1 << k;
  const ops = compileOps(prog);
  const re = new Float64Array(N);
  const im = new Float64Array(N);
  const bits = new Uint8Array(prog.numClbits);
  const out = new Map<string, number>();
  const probs = new Float64Array(N);
  const ampPhase = Float64Array.of(1, 0, 0, 0, 0, 0, 1, 0);
  for (let s = 0; s < shots; s++) {
    re.fill(0); im.fill(0); re[0] = 1;
    bits.fill(0);
    const terminal: [number, number][] = [];
    for (const op of ops) {
      if (op.cond && !condHolds(op.cond, bits)) continue;
      switch (op.k) {
        case 'u': apply1(re, im, 0, k, op.q, op.m, op.shape); break;
        case 'cz': applyPhase(re, im, k, -1, 0, op.fixed, op.cval); break;
        case 'depol': {
          if (rng.nextDouble() >= op.p) break;
          for (const q of op.qs) {
            const pi = Math.floor(rng.nextDouble() * 4);
            if (pi) apply1(re, im, 0, k, q, PAULI[pi], PAULI_SHAPE[pi]);
          }
          break;
        }
        case 'relax': {
          if (op.gamma > 0) {
            const p1 = prob1(re, im, k, op.q);
            const pj = op.gamma * p1;
            if (rng.nextDouble() < pj) {
              // jump: |1> → |0>
              project(re, im, k, op.q, 1, 1 / Math.sqrt(p1), true);
            } else {
              // no jump: diag(1, sqrt(1 − γ)) / sqrt(1 − pj)
              const sc = 1 / Math.sqrt(1 - pj);
              ampPhase[0] = sc; ampPhase[6] = Math.sqrt(1 - op.gamma) * sc;
              apply1(re, im, 0, k, op.q, ampPhase, Shape.Diag);
            }
          }
          if (op.pz > 0 && rng.nextDouble() < op.pz) apply1(re, im, 0, k, op.q, PAULI[3], Shape.Diag);
          break;
        }
        case 'reset':
        case 'measure': {
          if (op.k === 'measure' && op.terminal) { terminal.push([op.q, op.clbit]); break; }
          const p1 = prob1(re, im, k, op.q);
          const outcome = rng.nextDouble() < p1 ? 1 : 0;
          project(re, im, k, op.q, outcome, 1 / Math.sqrt(outcome ? p1 : 1 - p1), op.k === 'reset');
          if (op.k === 'measure' && op.clbit >= 0) {
            const ro = prog.readout[op.q];
            const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
            bits[op.clbit] = flip ? 1 - outcome : outcome;
          }
          break;
        }
      }
    }
    if (terminal.length) {
      // one draw from the final state for all terminal measurements
      let total = 0;
      for (let i = 0; i < N; i++) { const p = re[i] * re[i] + im[i] * im[i]; probs[i] = p; total += p; }
      const u = rng.nextDouble() * total;
      let acc = 0, idx = N - 1;
      for (let i = 0; i < N; i++) { acc += probs[i]; if (u < acc) { idx = i; break; } }
      for (const [q, clbit] of terminal) {
        if (clbit < 0) continue;
        const outcome = (idx >> q) & 1;
        const ro = prog.readout[q];
        const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
        bits[clbit] = flip ? 1 - outcome : outcome;
      }
    }
    let key = '';
    for (let b = 0; b < bits.length; b++) key += bits[b] ? '1' : '0';
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

function mulInto(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  return mul2(a, b);
}

const ZM = [1, 0, 0, 0, 0, 0, -1, 0];

/**
 * Trajectories of a static program (no conditions, terminal measurements) with the quantum-jump
 * threshold method, which is exact for any sequence of the circuit's channels in an order the
 * circuit allows (operations on different qubits commute): draw r; evolve with the no-jump Kraus
 * operators K0 = diag(1, √(1−γ)) WITHOUT renormalising; the probability of no jump so far is the
 * squared norm, so a jump happens at the first relaxation where the norm² falls below r.
 * State-independent events (depolarising Paulis, relaxation Z flips) are drawn up front.
 *
 * The order used: all 1-qubit matrices of a qubit (gates, K0, sampled Paulis) are fused until its
 * next cz, and each cz applies the fused matrices of its two qubits (a STEP, one pass; the last
 * pending matrices two qubits per step). Fast path: the steps without any check, the norm once at
 * the end. Only when it fell below r (a jump happened) is the shot run again with the same r and
 * events, checking the norm: a step whose relaxations (Σγ) cannot bring the norm below r runs
 * fused without a check (the norm is tracked as a lower bound); a step that can is run fused from
 * a saved copy of the state, and when the norm did fall below r the copy is restored and that
 * step's operations run one by one to place the jump (K1 = |0⟩⟨1|, renormalise, draw a new r).
 * So a shot with a jump costs about one more fast pass, not one pass per operation.
 * Programs with resets use the step-by-step path.
 */
function runStaticTrajectories(prog: NoisyProgram, shots: number, rng: Rng, useWasm: boolean): Map<string, number> {
  const k = prog.numQubits;
  const N = 1 << k;
  const ops = prog.ops;
  // the SIMD pass: a cz and the pending matrices of its two qubits in one pass (bit-identical)
  const w = useWasm ? trajectoryWasm(k) : undefined;
  const re = w ? w.re : new Float64Array(N);
  const im = w ? w.im : new Float64Array(N);
  const probs = new Float64Array(N);
  let saved: [Float64Array, Float64Array] | undefined;
  const out = new Map<string, number>();
  const events = new Int32Array(ops.length);
  const terminal: [number, number][] = [];
  for (const op of ops) if (op.k === 'measure' && op.clbit >= 0) terminal.push([op.q, op.clbit]);
  const bits = new Uint8Array(prog.numClbits);
  const pending: (number[] | undefined)[] = new Array(k).fill(undefined);
  // per qubit: the operations folded into its pending matrix since its last step
  const since: number[][] = Array.from({ length: k }, () => []);
  const push = (q: number, m: ArrayLike<number>) => { pending[q] = pending[q] ? mulInto(m, pending[q] as number[]) : Array.from(m); };
  const k0 = (gamma: number) => [1, 0, 0, 0, 0, 0, Math.sqrt(1 - gamma), 0];
  const direct = (q: number, m: ArrayLike<number>) => apply1(re, im, 0, k, q, m, classify1(m));
  const czFixed = new Map<number, { fixed: Int32Array; cval: number }>();
  for (const op of ops) if (op.k === 'cz' && !czFixed.has(op.a * 64 + op.b)) czFixed.set(op.a * 64 + op.b, { fixed: Int32Array.from([op.a, op.b].sort((x, y) => x - y)), cval: (1 << op.a) | (1 << op.b) });
  const czPhase = (a: number, b: number) => {
    const f = czFixed.get(a * 64 + b) as { fixed: Int32Array; cval: number };
    applyPhase(re, im, k, -1, 0, f.fixed, f.cval);
  };
  /** Event e of operation i on qubit q (the Pauli drawn for q, or the relaxation's Z flip). */
  const eventOn = (i: number, q: number): ArrayLike<number> | undefined => {
    const op = ops[i], e = events[i];
    if (!e) return undefined;
    if (op.k === 'relax') return ZM;
    if (op.k !== 'depol') return undefined;
    const pi = (e >> (2 * op.qs.indexOf(q))) & 3;
    return pi ? PAULI[pi] : undefined;
  };
  const norm2 = (): number => {
    let t = 0;
    for (let i = 0; i < N; i++) t += re[i] * re[i] + im[i] * im[i];
    return t;
  };
  /** One step: the fused matrices of a and b (b < 0: a alone), then the cz. */
  const fused = (a: number, b: number, cz: boolean) => {
    if (w && b >= 0) w.pass(a, b, pending[a], pending[b], cz);
    else {
      const A = pending[a], B = b >= 0 ? pending[b] : undefined;
      if (A) direct(a, A);
      if (B) direct(b, B);
      if (cz) czPhase(a, b);
    }
  };
  /**
   * The step's operations one by one from norm² `norm0` with threshold `r0`, placing jumps;
   * returns the threshold and the norm² after. A jump needs p1 > 0 (rounding could otherwise
   * project a qubit with no |1⟩ weight).
   */
  const oneByOne = (a: number, b: number, cz: boolean, r0: number, norm0: number): [number, number] => {
    let r = r0, norm = norm0;
    for (const q of b >= 0 ? [a, b] : [a]) for (const i of since[q]) {
      const op = ops[i];
      if (op.k === 'u') direct(q, op.m);
      else if (op.k === 'relax' && op.gamma > 0) {
        const p1 = prob1(re, im, k, q);
        const after = norm - op.gamma * p1;
        if (after < r && p1 > 0) {
          project(re, im, k, q, 1, 1 / Math.sqrt(p1), true);
          norm = 1;
          r = rng.nextDouble();
        } else {
          direct(q, k0(op.gamma));
          norm = after;
        }
      }
      const ev = eventOn(i, q);
      if (ev) direct(q, ev);
    }
    if (cz) czPhase(a, b);
    return [r, norm];
  };
  /** Run the shot's steps; with `check`, place the jumps. Returns the threshold r after the run. */
  const evolve = (check: boolean, r0: number): number => {
    let r = r0, lb = 1;
    re.fill(0); im.fill(0); re[0] = 1;
    for (let q = 0; q < k; q++) { pending[q] = undefined; since[q].length = 0; }
    const step = (a: number, b: number, cz: boolean) => {
      let done = false;
      if (check) {
        let g = 0;
        for (const q of b >= 0 ? [a, b] : [a]) for (const i of since[q]) { const op = ops[i]; if (op.k === 'relax') g += op.gamma; }
        // the tracked lower bound is too weak here: take the exact norm²
        if (g > 0 && lb - g < r) lb = norm2();
        if (g > 0 && lb - g < r) {
          // this step may cross r: run it fused from a saved copy, and one by one when it did
          if (!saved) saved = [new Float64Array(N), new Float64Array(N)];
          saved[0].set(re); saved[1].set(im);
          fused(a, b, cz);
          const after = norm2();
          if (after < r) {
            re.set(saved[0]); im.set(saved[1]);
            [r, lb] = oneByOne(a, b, cz, r, lb);
          } else lb = after;
          done = true;
        } else lb -= g;
      }
      if (!done) fused(a, b, cz);
      pending[a] = undefined; since[a].length = 0;
      if (b >= 0) { pending[b] = undefined; since[b].length = 0; }
    };
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      switch (op.k) {
        case 'u': push(op.q, op.m); since[op.q].push(i); break;
        case 'relax': {
          if (op.gamma > 0) push(op.q, k0(op.gamma));
          if (events[i]) push(op.q, ZM);
          since[op.q].push(i);
          break;
        }
        case 'depol': {
          for (const q of op.qs) { const ev = eventOn(i, q); if (ev) push(q, ev); since[q].push(i); }
          break;
        }
        case 'cz': step(op.a, op.b, true); break;
        default: break;
      }
    }
    // the last pending matrices two qubits per step, in qubit order
    const left: number[] = [];
    for (let q = 0; q < k; q++) if (pending[q]) left.push(q);
    for (let j = 0; j < left.length; j += 2) step(left[j], j + 1 < left.length ? left[j + 1] : -1, false);
    return r;
  };
  for (let s = 0; s < shots; s++) {
    let r = rng.nextDouble();
    // state-independent events
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      events[i] = 0;
      if (op.k === 'depol') {
        if (rng.nextDouble() < op.p) {
          let e = 0;
          op.qs.forEach((_, j) => { e |= Math.floor(rng.nextDouble() * 4) << (2 * j); });
          events[i] = e;
        }
      } else if (op.k === 'relax' && op.pz > 0 && rng.nextDouble() < op.pz) events[i] = 1;
    }
    evolve(false, r);
    let total = 0;
    for (let i = 0; i < N; i++) { const p = re[i] * re[i] + im[i] * im[i]; probs[i] = p; total += p; }
    if (total < r) {
      // a jump happened: run again with the same threshold and events, checking the norm
      r = evolve(true, r);
      total = 0;
      for (let i = 0; i < N; i++) { const p = re[i] * re[i] + im[i] * im[i]; probs[i] = p; total += p; }
    }
    bits.fill(0);
    if (terminal.length) {
      const u = rng.nextDouble() * total;
      let acc = 0, idx = N - 1;
      for (let i = 0; i < N; i++) { acc += probs[i]; if (u < acc) { idx = i; break; } }
      for (const [q, clbit] of terminal) {
        const outcome = (idx >> q) & 1;
        const ro = prog.readout[q];
        const flip = rng.nextDouble() < (outcome ? ro.p01 : ro.p10);
        bits[clbit] = flip ? 1 - outcome : outcome;
      }
    }
    let key = '';
    for (let b = 0; b < bits.length; b++) key += bits[b] ? '1' : '0';
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}
