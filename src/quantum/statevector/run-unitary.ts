/** Run workspace and cache-blocked execution of unitary step runs. */
import { MAX_FUSED_QUBITS, applyFused } from './codegen.js';
import { applyDiagBatch } from './diag-batch.js';
import { SV_MAX_QUBITS, SV_MIN_QUBITS, svState } from './wasm-passes.js';
import type { SvState } from './wasm-passes.js';
import { applyDirect, applyLocal, deposit, localize, stepWidth, targetsOf } from './apply-step.js';
import type { LocalStep } from './apply-step.js';
import type { Step } from './compile.js';
import { fusedPlan } from '../passes/fusion.js';
import { FUSE_QUBITS, SimulationError, WASM_BLOCK_BITS, WASM_LOW_BITS } from './options.js';
import type { SimOptions } from './options.js';
import { runWasm, wasmPasses } from './wasm-run.js';

// ------------------------------------------------------------------------------------------------
// Cache-blocked execution of unitary step runs.
//
// A run of steps is cut into segments whose non-diagonal targets fit in a set S of at most
// `blockBits` qubits (always including the CONTIG lowest qubits, so that memory is touched in
// runs of 2^CONTIG contiguous amplitudes). For each assignment of the other qubits, the segment's
// 2^|S| amplitudes are gathered into an L2-sized scratch buffer, every step of the segment is
// applied there (controls outside S are constant per block), and the block is scattered back: one
// pass over memory per segment instead of one per gate.

const CONTIG = 4;

export class Workspace {
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
export function workspace(opts: SimOptions): Workspace {
  const bits = opts.blockBits ?? 0;
  if (bits !== 0 && (!Number.isInteger(bits) || bits < 4 || bits > 24))
    throw new SimulationError(`blockBits must be 0 or an integer in 4..24, got ${bits}`);
  const fq = opts.fuseQubits ?? FUSE_QUBITS;
  if (!Number.isInteger(fq) || fq < 1 || fq > MAX_FUSED_QUBITS)
    throw new SimulationError(`fuseQubits must be an integer in 1..${MAX_FUSED_QUBITS}, got ${fq}`);
  const ws = new Workspace(bits === 0 ? 64 : bits);
  ws.fuse = opts.fusion === false ? 0 : fq;
  const wb = opts.wasmBlockBits ?? WASM_BLOCK_BITS;
  if (wb !== 0 && (!Number.isInteger(wb) || wb < WASM_LOW_BITS + MAX_FUSED_QUBITS || wb > 24))
    throw new SimulationError(
      `wasmBlockBits must be 0 or an integer in ${WASM_LOW_BITS + MAX_FUSED_QUBITS}..24, got ${wb}`
    );
  ws.wasmBits = wb;
  // The WebAssembly path runs fused plans: only with fusion on and the JavaScript blocking off.
  ws.wasm = (opts.wasm ?? true) && ws.fuse > 0 && bits === 0;
  ws.reorder = opts.wasmReorder ?? true;
  return ws;
}

/** Apply unconditioned unitary steps [from, to), cache-blocked on states wider than the block. */
export function runUnitary(
  steps: Step[],
  from: number,
  to: number,
  re: Float64Array,
  im: Float64Array,
  n: number,
  ws: Workspace
): void {
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
    if (w < 0) {
      s++;
      continue;
    }
    if (w > hi || hi <= bits + 1) {
      // Growing the support (or a small state): one direct step on the first 2^w amplitudes.
      hi = Math.max(w, hi);
      applyDirect(steps[s], re, im, hi);
      s++;
      continue;
    }
    // Greedy segment [s, e): steps that keep the support, non-diagonal targets within `blockBits` qubits.
    const inS = new Uint8Array(hi);
    let size = 0;
    for (let q = 0; q < contig; q++) {
      inS[q] = 1;
      size++;
    }
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
        for (const q of ts)
          if (!inS[q]) {
            inS[q] = 1;
            size++;
          }
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
    for (let q = 0; q < hi && size < bits; q++)
      if (!inS[q]) {
        inS[q] = 1;
        size++;
      }
    const S: number[] = [];
    const H: number[] = [];
    for (let q = 0; q < hi; q++) (inS[q] ? S : H).push(q);
    const pos = new Int32Array(n).fill(-1);
    S.forEach((q, i) => {
      pos[q] = i;
    });
    runSegment(
      members.map((k) => localize(steps[k], pos)),
      S,
      H,
      re,
      im,
      ws
    );
    s = e;
  }
  ws.hi = hi;
}

function runSegment(
  local: LocalStep[],
  S: number[],
  H: number[],
  re: Float64Array,
  im: Float64Array,
  ws: Workspace
): void {
  const b = S.length;
  // contiguous low run: S[0..c) = 0..c-1
  let c = 0;
  while (c < b && S[c] === c) c++;
  const run = 1 << c;
  const upper = S.slice(c);
  const nOff = 1 << (b - c);
  const offs = ws.offs;
  for (let u = 0; u < nOff; u++) offs[u] = deposit(u, upper);
  const sr = ws.sr,
    si = ws.si;
  const nBlocks = 1 << H.length;
  for (let h = 0; h < nBlocks; h++) {
    const base = deposit(h, H);
    // Skip blocks in which no step acts (all its high controls fail).
    let active = false;
    for (const ls of local)
      if ((base & ls.hiMask) === ls.hiVal) {
        active = true;
        break;
      }
    if (!active) continue;
    for (let u = 0, d = 0; u < nOff; u++) {
      const g = base + offs[u];
      for (let j = 0; j < run; j++, d++) {
        sr[d] = re[g + j];
        si[d] = im[g + j];
      }
    }
    for (const ls of local) if ((base & ls.hiMask) === ls.hiVal) applyLocal(ls, sr, si, b);
    for (let u = 0, d = 0; u < nOff; u++) {
      const g = base + offs[u];
      for (let j = 0; j < run; j++, d++) {
        re[g + j] = sr[d];
        im[g + j] = si[d];
      }
    }
  }
}
