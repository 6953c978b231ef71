/** Shot sampling: count keys, sampling from dense and sparse states, counts by clbit value. */
import type { Circuit } from '../ir.js';
import { Rng } from '../rng.js';
import { SparseState } from '../sparse.js';
import { workspace } from './blocked.js';
import { compile, plainStep } from './compile.js';
import { runSteps } from './execute.js';
import { DEFAULT_MAX_MEMORY, SimulationError, stateBytes } from './options.js';
import type { SampleOptions, SampleResult, StateVector } from './options.js';
import { checkSize, dynamicsOf, simulateStatic } from './simulate.js';

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
  const byValue = new Map<number, number>();
  for (const [idx, cnt] of byIndex) {
    const v =
      tab[idx & 255] +
      tab[256 + ((idx >>> 8) & 255)] +
      tab[512 + ((idx >>> 16) & 255)] +
      tab[768 + ((idx >>> 24) & 255)];
    byValue.set(v, (byValue.get(v) ?? 0) + cnt);
  }
  // The key is v's binary digits (numClbits of them), with a space between registers.
  const cuts: number[] = [];
  let at = 0;
  for (let r = c.cregs.length - 1; r > 0; r--) {
    at += c.cregs[r].size;
    cuts.push(at);
  }
  const width = d; // digits in the key: the register bits
  const out: Record<string, number> = {};
  for (const v of Float64Array.from(byValue.keys()).sort()) {
    let s = width ? v.toString(2).padStart(width, '0') : '';
    if (cuts.length) {
      let t = '',
        prev = 0;
      for (const cut of cuts) {
        t += s.slice(prev, cut) + ' ';
        prev = cut;
      }
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
  for (let c = 0; c < N && sc[1] < shots; c += SAMPLE_CHUNK)
    scanChunk(re, im, c, Math.min(N, c + SAMPLE_CHUNK), u, sc, out);
  const k = sc[1],
    lastNonZero = sc[2];
  // Rounding: uniforms at the very top of the range go to the last non-zero amplitude.
  if (k < shots) out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
  return out;
}

const SAMPLE_CHUNK = 1 << 14;

function normChunk(re: Float64Array, im: Float64Array, from: number, to: number, acc: number): number {
  for (let i = from; i < to; i++) acc += re[i] * re[i] + im[i] * im[i];
  return acc;
}

function scanChunk(
  re: Float64Array,
  im: Float64Array,
  from: number,
  to: number,
  u: Float64Array,
  sc: Float64Array,
  out: Map<number, number>
): void {
  const shots = u.length;
  let acc = sc[0],
    k = sc[1],
    lastNonZero = sc[2];
  for (let i = from; i < to && k < shots; i++) {
    const p = re[i] * re[i] + im[i] * im[i];
    if (p === 0) continue;
    lastNonZero = i;
    acc += p;
    let c = 0;
    while (k < shots && u[k] < acc) {
      k++;
      c++;
    }
    if (c) out.set(i, (out.get(i) ?? 0) + c);
  }
  sc[0] = acc;
  sc[1] = k;
  sc[2] = lastNonZero;
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
    while (k < shots && u[k] < acc) {
      k++;
      c++;
    }
    if (c) out.set(idx[i], (out.get(idx[i]) ?? 0) + c);
  }
  if (k < shots) out.set(lastNonZero, (out.get(lastNonZero) ?? 0) + (shots - k));
  return out;
}
