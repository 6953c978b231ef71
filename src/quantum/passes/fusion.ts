/** Fusion planner: groups of gates on at most `fuse` qubits become one generated pass. */
import { DIAG_BITS, diagBatch } from '../statevector/diag-batch.js';
import { fusedKernel } from '../statevector/codegen.js';
import type { DiagBatch, PhaseTerm } from '../statevector/diag-batch.js';
import type { FusedKernel, MicroOp } from '../statevector/codegen.js';
import { maxOf, pushAll } from '../../core/arrays.js';
import { stepWidth } from '../statevector/apply-step.js';
import type { Step } from '../statevector/compile.js';
import { DIAG_MIN_QUBITS, GENERATED_MIN_QUBITS } from '../statevector/options.js';

// ------------------------------------------------------------------------------------------------
// Pass fusion: gates that together act on at most `fuse` qubits run as one generated pass
// (../statevector/codegen.ts). Gates on disjoint qubits commute, so a gate may join a group opened earlier as
// long as no gate in between touched the group's qubits.

export interface PlanEntry {
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
export function qubitsOf(st: Step): number[] {
  if (st.k === 'u1') return [st.t];
  if (st.k === 'c1' || st.k === 'ph' || st.k === 'u2') return Array.from(st.fixed);
  return [];
}

export function microOp(st: Step, pos: Map<number, number>): MicroOp {
  const loc = (mask: Int32Array, val: number, skip: number[]): [number, number] => {
    let m = 0,
      v = 0;
    for (const q of mask) {
      if (skip.includes(q)) continue;
      const b = 1 << (pos.get(q) as number);
      m |= b;
      if ((val >> q) & 1) v |= b;
    }
    return [m, v];
  };
  switch (st.k) {
    case 'u1':
      return { op: 'm1', bit: pos.get(st.t) as number, m: st.m, shape: st.shape, cmask: 0, cval: 0 };
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
      return {
        op: 'm2',
        b0: pos.get(st.t0) as number,
        b1: pos.get(st.t1) as number,
        m: st.m,
        shape: st.shape,
        cmask,
        cval
      };
    }
    default:
      throw new Error('not a unitary step');
  }
}

const plans = new WeakMap<Step[], Map<string, PlanEntry[]>>();

/** The fused execution plan of unitary steps [from, to) starting from support width `hi0`. */
export function fusedPlan(
  steps: Step[],
  from: number,
  to: number,
  hi0: number,
  fuse: number,
  n: number,
  wasm = false
): PlanEntry[] {
  const key = `${from}:${to}:${hi0}:${fuse}:${wasm ? 'w' : 'j'}`;
  let byKey = plans.get(steps);
  const hit = byKey?.get(key);
  if (hit) return hit;
  /**
   * An open group: `ops` in order, plus per qubit a tail of 1-qubit steps added after the last
   * multi-qubit step on that qubit. A tail may be peeled off and moved into a later group that
   * starts with a gate on its qubit (it commutes with everything else in its group).
   */
  interface Group {
    qs: Set<number>;
    ops: [Step, number][];
    tail: Map<number, [Step, number][]>;
    open: boolean;
  }
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
      out.push({
        w,
        step: all[0][0],
        qubits: qs,
        kern: fusedKernel(
          qs.length,
          all.map(([st]) => microOp(st, pos))
        )
      });
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
      let e = s + 1,
        he = hi,
        wmax = w;
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
