/** Shot sampling: count keys, sampling from dense and sparse states, counts by clbit value. */
import type { Circuit } from '../circuit/ir.js';
import { Rng } from '../maths/rng.js';
import { SparseState } from './sparse.js';
import { workspace } from './run-unitary.js';
import type { Workspace } from './run-unitary.js';
import { deferredMeasures, runBranches } from './shot-branching.js';
import type { BranchStats } from './shot-branching.js';
import { compile, plainStep } from './compile.js';
import type { Step } from './compile.js';
import { runSteps } from './shot-by-shot.js';
import { reuseSlots } from './slot-reuse.js';
import { DEFAULT_BRANCH_MEMORY, DEFAULT_MAX_MEMORY, SimulationError, stateBytes } from './options.js';
import type { SampleOptions, SampleResult, SimOptions, StateVector } from './options.js';
import { checkSize, dynamicsOf, simulateStatic } from './run.js';
import { scanOn } from './wasm-scan.js';
import type { ScanFns } from './wasm-scan.js';
import type { WasmMemory } from '../wasm/asm.js';

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
 * Sampled outcomes in ascending basis-index order: `idx[j]` drawn `cnt[j]` times, for j < m
 * (each index once).
 */
export interface Outcomes {
  idx: Float64Array;
  cnt: Float64Array;
  m: number;
}

/** The 8-digit binary string of each byte (count keys are built from these, not per bit). */
let BYTE_KEYS: string[] | undefined;

/** v's lowest `width` binary digits as a string (v an integer below 2^53). */
function binaryKey(v: number, width: number, bytes: string[]): string {
  let s = '';
  let w = width;
  while (w > 8) {
    s = bytes[v % 256] + s;
    v = Math.floor(v / 256);
    w -= 8;
  }
  return w ? bytes[v % 256].slice(8 - w) + s : s;
}

/**
 * Counts keyed as countKey does, for up to 52 clbits, without building a string per sampled index:
 * each index becomes the number whose binary digits are the key's bits (the key's rightmost bit is
 * digit 0, spaces skipped). Keys have one length and spaces at fixed places, so sorting those
 * numbers sorts the keys exactly as sortedCounts' string sort: same keys, same order. When the
 * numbers already ascend with the index (every qubit measured into the clbit of its own number, the
 * usual case), they are neither merged nor sorted; otherwise equal numbers merge and are sorted.
 */
function countsByValue(c: Circuit, src: Int32Array, o: Outcomes): Record<string, number> {
  // digit of each clbit in the key, counted from the right
  // (clbits outside every register, such as an OpenQASM 3 block's local bits, are not in the key)
  const digit = new Int32Array(c.numClbits).fill(-1);
  let d = 0;
  for (let r = 0; r < c.cregs.length; r++) {
    const reg = c.cregs[r];
    for (let b = 0; b < reg.size; b++) digit[reg.offset + b] = d++;
  }
  // per measured clbit: its qubit and the weight 2^digit of its key digit
  const qs: number[] = [],
    weight: number[] = [];
  for (let b = 0; b < c.numClbits; b++)
    if (src[b] >= 0 && digit[b] >= 0) {
      qs.push(src[b]);
      weight.push(2 ** digit[b]);
    }
  // Byte tables: the value of an index is the sum of its four bytes' values (idx < 2^30, and the
  // weights are integers below 2^53, so every order of summing is exact).
  const tab = new Float64Array(4 * 256);
  for (let j = 0; j < qs.length; j++) {
    const byte = qs[j] >> 3,
      bit = 1 << (qs[j] & 7);
    for (let x = 0; x < 256; x++) if (x & bit) tab[byte * 256 + x] += weight[j];
  }
  let m = o.m;
  let vals = new Float64Array(m);
  let cnt = o.cnt;
  let ascending = true;
  for (let j = 0; j < m; j++) {
    const idx = o.idx[j];
    const v =
      tab[idx & 255] +
      tab[256 + ((idx >>> 8) & 255)] +
      tab[512 + ((idx >>> 16) & 255)] +
      tab[768 + ((idx >>> 24) & 255)];
    vals[j] = v;
    if (j > 0 && !(v > vals[j - 1])) ascending = false;
  }
  if (!ascending) {
    const byValue = new Map<number, number>();
    for (let j = 0; j < m; j++) byValue.set(vals[j], (byValue.get(vals[j]) ?? 0) + cnt[j]);
    vals = Float64Array.from(byValue.keys()).sort();
    m = vals.length;
    cnt = new Float64Array(m);
    for (let j = 0; j < m; j++) cnt[j] = byValue.get(vals[j]) as number;
  }
  // The key is v's binary digits (numClbits of them), with a space between registers.
  const cuts: number[] = [];
  let at = 0;
  for (let r = c.cregs.length - 1; r > 0; r--) {
    at += c.cregs[r].size;
    cuts.push(at);
  }
  const width = d; // digits in the key: the register bits
  const bytes = (BYTE_KEYS ??= Array.from({ length: 256 }, (_, x) => x.toString(2).padStart(8, '0')));
  const out: Record<string, number> = {};
  for (let j = 0; j < m; j++) {
    let s = binaryKey(vals[j], width, bytes);
    if (cuts.length) {
      let t = '',
        prev = 0;
      for (const cut of cuts) {
        t += s.slice(prev, cut) + ' ';
        prev = cut;
      }
      s = t + s.slice(prev);
    }
    out[s] = cnt[j];
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
 * shots drawn in one pass over the final probabilities (sorted uniforms). Dynamic circuits: by
 * shot branching (./branching.ts), or with `branching: false` shot by shot, the unitary prefix
 * simulated once and copied when the copy fits the memory limit.
 */
export function sampleCounts(c: Circuit, opts: SampleOptions): SampleResult {
  const shots = opts.shots;
  if (!Number.isSafeInteger(shots) || shots < 0)
    throw new SimulationError(`shots must be a non-negative integer, got ${shots}`);
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
    const o = r.dense
      ? sampleDense(r.dense, shots, rng, r.mem)
      : sampleSparseOutcomes(r.sparse as SparseState, shots, rng);
    if (c.numClbits <= 52) return { counts: countsByValue(c, src, o), method: 'final-state', ...base };
    for (let j = 0; j < o.m; j++) {
      const idx = o.idx[j];
      const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(idx / 2 ** src[b]) % 2 : 0));
      counts.set(key, (counts.get(key) ?? 0) + o.cnt[j]);
    }
    return { counts: sortedCounts(counts), method: 'final-state', ...base };
  }
  checkSize(c, opts);
  const ws = workspace(opts);
  const { re, im } = ws.alloc(n);
  re[0] = 1;
  const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
  if (opts.branching !== false) {
    // the ancillas' places reused after their resets (./slot-reuse.ts): a narrower support
    const bsteps = compile(reuseSlots(c.ops, n), n, opts.fusion ?? true);
    const budget = opts.maxBranchBytes ?? Math.min(DEFAULT_BRANCH_MEMORY, Math.max(0, limit - stateBytes(n)));
    const b = sampleBranching(c, bsteps, ws, re, im, rng, shots, budget);
    return {
      counts: b.counts,
      method: b.stats.perShotShots ? 'shot-branching+per-shot' : 'shot-branching',
      branching: b.stats,
      ...base
    };
  }
  const steps = compile(c.ops, n, opts.fusion ?? true);
  let prefix = 0;
  while (prefix < steps.length && plainStep(steps[prefix])) prefix++;
  const N = 2 ** n;
  runSteps(steps, 0, prefix, re, im, n, undefined, undefined, ws);
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
 * A dynamic circuit's counts by shot branching (./branching.ts): each leaf's deferred measurements
 * are drawn from its final state in one pass, then keyed with the leaf's clbits.
 */
function sampleBranching(
  c: Circuit,
  steps: Step[],
  ws: Workspace,
  re: Float64Array,
  im: Float64Array,
  rng: Rng,
  shots: number,
  budgetBytes: number
): { counts: Record<string, number>; stats: BranchStats } {
  const deferred = deferredMeasures(steps, c.numClbits);
  const later = deferredList(steps, deferred);
  const counts = new Map<string, number>();
  const add = (key: string, k: number) => counts.set(key, (counts.get(key) ?? 0) + k);
  const tmp = new Uint8Array(c.numClbits);
  const leaf = (bits: Uint8Array, hi: number, k: number) => {
    if (!later.length)
      return add(
        countKey(c, (b) => bits[b]),
        k
      );
    const size = 2 ** hi;
    const o = sampleDense({ numQubits: hi, re: re.subarray(0, size), im: im.subarray(0, size) }, k, rng);
    for (let j = 0; j < o.m; j++) {
      const idx = o.idx[j];
      tmp.set(bits);
      for (const d of later) tmp[d.clbit] = Math.floor(idx / 2 ** d.q) % 2;
      add(
        countKey(c, (b) => tmp[b]),
        o.cnt[j]
      );
    }
  };
  const stats = runBranches(
    { steps, n: c.numQubits, numClbits: c.numClbits, ws, re, im, rng, deferred, budgetBytes, leaf },
    shots
  );
  return { counts: sortedCounts(counts), stats };
}

/**
 * The exact distribution of a dynamic circuit's count keys (probabilities, keys sorted), by
 * following every branch with its probability instead of drawing shots (./branching.ts, exact
 * mode). Each leaf adds its final state's probabilities of the deferred measurements. The cost
 * grows with the number of distinct classical histories: for small circuits and tests.
 */
export function dynamicDistribution(c: Circuit, opts: SimOptions = {}): Record<string, number> {
  checkSize(c, opts);
  const n = c.numQubits;
  const ws = workspace(opts);
  const { re, im } = ws.alloc(n);
  re[0] = 1;
  const steps = compile(reuseSlots(c.ops, n), n, opts.fusion ?? true);
  const deferred = deferredMeasures(steps, c.numClbits);
  const later = deferredList(steps, deferred);
  const out = new Map<string, number>();
  const tmp = new Uint8Array(c.numClbits);
  const add = (key: string, p: number) => out.set(key, (out.get(key) ?? 0) + p);
  const leaf = (bits: Uint8Array, hi: number, w: number) => {
    if (!later.length)
      return add(
        countKey(c, (b) => bits[b]),
        w
      );
    const size = 2 ** hi;
    let total = 0;
    for (let i = 0; i < size; i++) total += re[i] * re[i] + im[i] * im[i];
    for (let i = 0; i < size; i++) {
      const p = re[i] * re[i] + im[i] * im[i];
      if (p === 0) continue;
      tmp.set(bits);
      for (const d of later) tmp[d.clbit] = Math.floor(i / 2 ** d.q) % 2;
      add(
        countKey(c, (b) => tmp[b]),
        (w * p) / total
      );
    }
  };
  const limit = opts.maxMemoryBytes ?? DEFAULT_MAX_MEMORY;
  const budgetBytes = Math.min(DEFAULT_BRANCH_MEMORY, Math.max(0, limit - stateBytes(n)));
  runBranches(
    { steps, n, numClbits: c.numClbits, ws, re, im, rng: new Rng(0), deferred, budgetBytes, leaf, exact: true },
    1
  );
  return sortedCounts(out);
}

/** The deferred measurements with a clbit, in program order. */
function deferredList(steps: Step[], deferred: Uint8Array): { q: number; clbit: number }[] {
  const later: { q: number; clbit: number }[] = [];
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i];
    if (deferred[i] && st.k === 'measure' && st.clbit >= 0) later.push({ q: st.q, clbit: st.clbit });
  }
  return later;
}

/** Outcomes as a map index → count (in ascending index order). */
function toMap(o: Outcomes): Map<number, number> {
  const out = new Map<number, number>();
  for (let j = 0; j < o.m; j++) out.set(o.idx[j], o.cnt[j]);
  return out;
}

/** One more draw of index i (i at or after every index drawn so far). */
function addOutcome(o: Outcomes, i: number, c: number): void {
  if (o.m && o.idx[o.m - 1] === i) o.cnt[o.m - 1] += c;
  else {
    o.idx[o.m] = i;
    o.cnt[o.m++] = c;
  }
}

/**
 * Draw `shots` basis indices from |amplitude|^2: sorted uniforms scaled by the total norm, one pass
 * over the state. Returns index → count.
 */
export function sampleIndices(st: StateVector, shots: number, rng: Rng): Map<number, number> {
  return toMap(sampleDense(st, shots, rng));
}

/**
 * sampleIndices' draws as Outcomes (typed arrays in index order, no map). With `mem`, the memory
 * the state lives in (re at byte 0, im right after), the two passes run as WebAssembly
 * (./wasm-scan.ts): the same sums and comparisons in the same order, so the same draws.
 */
export function sampleDense(st: StateVector, shots: number, rng: Rng, mem?: WasmMemory): Outcomes {
  const { re, im } = st;
  const N = re.length;
  const fns =
    mem && re.buffer === mem.buffer && re.byteOffset === 0 && im.buffer === mem.buffer && im.byteOffset === 8 * N
      ? scanOn(mem)
      : undefined;
  if (fns) return sampleDenseWasm(fns, N, shots, rng);
  // In chunks (short loops in small functions: optimised after a few calls, no on-stack
  // replacement); the same sums in the same order as one loop.
  let total = 0;
  for (let c = 0; c < N; c += SAMPLE_CHUNK) total = normChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), total);
  const u = new Float64Array(shots);
  for (let k = 0; k < shots; k++) u[k] = rng.nextDouble() * total;
  u.sort();
  const o: Outcomes = { idx: new Float64Array(shots), cnt: new Float64Array(shots), m: 0 };
  // scan state: acc, k, lastNonZero
  const sc = new Float64Array(3);
  for (let c = 0; c < N && sc[1] < shots; c += SAMPLE_CHUNK)
    scanChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), u, sc, o);
  const k = sc[1],
    lastNonZero = sc[2];
  // Rounding: uniforms at the very top of the range go to the last non-zero amplitude.
  if (k < shots) addOutcome(o, lastNonZero, shots - k);
  return o;
}

/** sampleDense's scan driven from JavaScript, one call per drawn index (the reference is scanChunk). */
function sampleDenseWasm(fns: ScanFns, N: number, shots: number, rng: Rng): Outcomes {
  const total = fns.norm(N);
  const u = new Float64Array(shots);
  for (let k = 0; k < shots; k++) u[k] = rng.nextDouble() * total;
  u.sort();
  const o: Outcomes = { idx: new Float64Array(shots), cnt: new Float64Array(shots), m: 0 };
  let i = 0,
    k = 0;
  while (k < shots) {
    i = fns.advance(i, N, u[k]);
    if (i >= N) break;
    const acc = fns.acc();
    const k0 = k;
    do k++;
    while (k < shots && u[k] < acc);
    o.idx[o.m] = i;
    o.cnt[o.m++] = k - k0;
    i++;
  }
  if (k < shots) addOutcome(o, fns.last(), shots - k);
  return o;
}

const SAMPLE_CHUNK = 1 << 14;

function normChunk(re: Float64Array, im: Float64Array, from: number, to: number, acc: number): number {
  for (let i = from; i < to; i++) acc += re[i] * re[i] + im[i] * im[i];
  return acc;
}

/** The scan from `from` to `to`: each index's draws (the uniforms below its cumulative sum). */
function scanChunk(
  re: Float64Array,
  im: Float64Array,
  from: number,
  to: number,
  u: Float64Array,
  sc: Float64Array,
  o: Outcomes
): void {
  const shots = u.length;
  const idx = o.idx,
    cnt = o.cnt;
  let acc = sc[0],
    k = sc[1],
    lastNonZero = sc[2],
    m = o.m;
  if (k >= shots) return;
  let next = u[k];
  for (let i = from; i < to; i++) {
    const p = re[i] * re[i] + im[i] * im[i];
    if (p === 0) continue;
    lastNonZero = i;
    acc += p;
    if (next < acc) {
      // the same test, in the same order, as `while (k < shots && u[k] < acc) k++`
      const k0 = k;
      do k++;
      while (k < shots && u[k] < acc);
      idx[m] = i;
      cnt[m++] = k - k0;
      if (k >= shots) break;
      next = u[k];
    }
  }
  sc[0] = acc;
  sc[1] = k;
  sc[2] = lastNonZero;
  o.m = m;
}

/**
 * sampleIndices on a sparse state: the same draws, the same sums in the same (index) order, so the
 * same counts as sampling its dense copy.
 */
export function sampleSparse(sp: SparseState, shots: number, rng: Rng): Map<number, number> {
  return toMap(sampleSparseOutcomes(sp, shots, rng));
}

function sampleSparseOutcomes(sp: SparseState, shots: number, rng: Rng): Outcomes {
  const { idx, re, im } = sp.sorted();
  const M = idx.length;
  let total = 0;
  for (let i = 0; i < M; i++) total += re[i] * re[i] + im[i] * im[i];
  const u = new Float64Array(shots);
  for (let k = 0; k < shots; k++) u[k] = rng.nextDouble() * total;
  u.sort();
  // distinct draws: at most one per amplitude and one per shot, the rounding remainder's index
  // included (index 0 of an all-zero state takes one slot)
  const cap = Math.max(1, Math.min(shots, M));
  const o: Outcomes = { idx: new Float64Array(cap), cnt: new Float64Array(cap), m: 0 };
  let acc = 0;
  let k = 0;
  let lastNonZero = 0;
  for (let i = 0; i < M && k < shots; i++) {
    const p = re[i] * re[i] + im[i] * im[i];
    if (p === 0) continue;
    lastNonZero = idx[i];
    acc += p;
    let c = 0;
    while (k < shots && u[k] < acc) {
      k++;
      c++;
    }
    if (c) addOutcome(o, idx[i], c);
  }
  if (k < shots) addOutcome(o, lastNonZero, shots - k);
  return o;
}
