/** WebAssembly driver: compiled SIMD passes run block by block on a WebAssembly state. */
import { MAX_FUSED_QUBITS } from './codegen.js';
import { applyDiagBatch } from './diag-batch.js';
import { fusedProgram } from './fused-program.js';
import { SV_MIN_QUBITS, svPasses } from './wasm-passes.js';
import type { SvGroup, SvPass, SvState } from './wasm-passes.js';
import { applyDirect, deposit } from './apply-step.js';
import { microOp, qubitsOf } from '../passes/fusion.js';
import type { PlanEntry } from '../passes/fusion.js';
import { WASM_LOW_BITS } from './options.js';

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
export function wasmPasses(plan: PlanEntry[], sv: SvState): (SvPass | undefined)[] | undefined {
  const hit = compiledPlans.get(plan);
  if (hit && hit.sv.mem === sv.mem) return hit.passes;
  const groups: SvGroup[] = [];
  const which: number[] = [];
  plan.forEach((e, j) => {
    const g = wasmGroup(e);
    if (g) {
      groups.push(g);
      which.push(j);
    }
  });
  const fns = svPasses(groups, sv);
  if (!fns) return undefined;
  const passes = new Array<SvPass | undefined>(plan.length).fill(undefined);
  which.forEach((j, t) => {
    passes[j] = fns[t];
  });
  compiledPlans.set(plan, { sv, passes });
  return passes;
}

/** Run a plan on a WebAssembly state; returns the new support width. */
export function runWasm(
  plan: PlanEntry[],
  passes: (SvPass | undefined)[],
  sv: SvState,
  hi0: number,
  bits: number,
  reorder: boolean
): number {
  const n = sv.n;
  const { re, im } = sv;
  let hi = hi0;
  const done = new Uint8Array(plan.length);
  let first = 0;
  const LOOKAHEAD = 256;
  while (first < plan.length) {
    if (done[first]) {
      first++;
      continue;
    }
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
    for (let q = 0; q < Math.min(WASM_LOW_BITS, n); q++) {
      inS[q] = 1;
      size++;
    }
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
      for (const q of qs)
        if (!inS[q]) {
          inS[q] = 1;
          size++;
        }
      W = wn;
    }
    // Fill S up to `bits` with the lowest unused qubits below W (long contiguous runs: blocks
    // whose set holds many high qubits alias in the caches and measured slower).
    if (W > bits)
      for (let q = 0; q < W && size < bits; q++)
        if (!inS[q]) {
          inS[q] = 1;
          size++;
        }
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
        if (ok) {
          seg.push(j);
          continue;
        }
        if (!passes[j] && qs.length === 0) break; // a global-phase JavaScript step: keep it in place
        for (const q of qs) blocked[q] = 1;
      }
    }
    if (W <= bits) {
      for (const j of seg) (passes[j] as SvPass)(0, 0, 2 ** W);
    } else {
      const H: number[] = [];
      let hmask = 0;
      for (let q = 0; q < W; q++)
        if (!inS[q]) {
          H.push(q);
          hmask |= 1 << q;
        }
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
