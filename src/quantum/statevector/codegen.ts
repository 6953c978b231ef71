/**
 * Fused kernels: a run of gates that together act on a few qubits (k ≤ 4) becomes ONE pass over the
 * state. For every index with those k bits clear, the 2^k amplitudes are loaded into locals, every
 * gate is applied to them in order with its own structure (a real 2×2 costs what the real kernel
 * costs, a swap or a CX is a renaming of locals, a CZ a negation), and the results are stored.
 *
 * The pass's JavaScript is generated (`new Function`) from the gates' structure: which local bits
 * they act on, their matrix class, their controls. Matrix entries are not in the source: they are
 * read from a Float64Array argument, so every circuit with the same structure (e.g. "rx on the low
 * bit, ry on the high bit, then CZ") shares one compiled function, whatever its angles and qubits.
 */
import { Shape } from './kernels.js';
import { Shape2 } from './kernels-2q.js';
import { pushAll } from '../../core/arrays.js';

/** A gate in local coordinates: bit j = the j-th lowest qubit of the group. */
export type MicroOp =
  /** 2×2 (interleaved m) on local bit `bit`, applied where (L & cmask) === cval. */
  | { op: 'm1'; bit: number; m: ArrayLike<number>; shape: Shape; cmask: number; cval: number }
  /** phase (pr, pi) where (L & mask) === val */
  | { op: 'ph'; mask: number; val: number; pr: number; pi: number }
  /** 4×4 (local index bit(b0) + 2·bit(b1)) applied where (L & cmask) === cval. */
  | { op: 'm2'; b0: number; b1: number; m: ArrayLike<number>; shape: Shape2; cmask: number; cval: number };

type FusedFn = (
  re: Float64Array,
  im: Float64Array,
  c: Float64Array,
  N: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number
) => void;

export interface FusedKernel {
  fn: FusedFn;
  c: Float64Array;
  /** Source (the cache key); for tests and debugging. */
  src: string;
}

/** Largest group the generator accepts (2^4 = 16 complex locals). */
export const MAX_FUSED_QUBITS = 4;

/** The base indices L (bit `o.bit` clear, controls set) of a 1-qubit micro-op, and whether it is a plain swap (X). */
export function m1Pairs(o: Extract<MicroOp, { op: 'm1' }>, D: number): { pairs: number[]; swap: boolean } {
  const m = o.m,
    tb = 1 << o.bit;
  const pairs: number[] = [];
  for (let L = 0; L < D; L++) if (!(L & tb) && (L & o.cmask) === o.cval) pairs.push(L);
  return { pairs, swap: o.shape === Shape.Anti && m[2] === 1 && m[3] === 0 && m[4] === 1 && m[5] === 0 };
}

/** The matrix entries a kernel of this shape reads (ar ai br bi cr ci dr di), each through K. */
export function shapeCoefs<T>(shape: Shape, m: ArrayLike<number>, K: (x: number) => T): T[] {
  switch (shape) {
    case Shape.Phase1:
      return [K(m[6]), K(m[7])];
    case Shape.Diag:
      return [K(m[0]), K(m[1]), K(m[6]), K(m[7])];
    case Shape.Anti:
      return [K(m[2]), K(m[3]), K(m[4]), K(m[5])];
    case Shape.Real:
      return [K(m[0]), K(m[2]), K(m[4]), K(m[6])];
    case Shape.RealImag:
      return [K(m[0]), K(m[3]), K(m[5]), K(m[6])];
    default:
      return [0, 1, 2, 3, 4, 5, 6, 7].map((j) => K(m[j]));
  }
}

const cache = new Map<string, FusedFn>();

/** Generate (or fetch from the cache) the pass for `ops` on `k` local qubits. */
export function fusedKernel(k: number, ops: MicroOp[]): FusedKernel {
  if (k < 1 || k > MAX_FUSED_QUBITS) throw new Error(`fused group of ${k} qubits`);
  const D = 1 << k;
  const consts: number[] = [];
  const lines: string[] = [];
  let fresh = 0;
  const v = () => `v${fresh++}`;
  /** Register a matrix entry; returns the local that holds it. */
  const K = (x: number) => {
    consts.push(x);
    return `c${consts.length - 1}`;
  };
  // Current expression (a local name) of each amplitude's re and im.
  const R: string[] = [];
  const I: string[] = [];
  for (let L = 0; L < D; L++) {
    R.push(`x${L}r`);
    I.push(`x${L}i`);
  }
  const cmul = (L: number, pr: string, pi: string) => {
    const a = v(),
      b = v();
    lines.push(`const ${a} = ${pr} * ${R[L]} - ${pi} * ${I[L]}, ${b} = ${pr} * ${I[L]} + ${pi} * ${R[L]};`);
    R[L] = a;
    I[L] = b;
  };
  for (const o of ops) {
    if (o.op === 'ph') {
      if (o.pr === 1 && o.pi === 0) continue;
      const neg = o.pr === -1 && o.pi === 0;
      const pr = neg ? '' : K(o.pr),
        pi = neg ? '' : K(o.pi);
      for (let L = 0; L < D; L++) {
        if ((L & o.mask) !== o.val) continue;
        if (neg) {
          const a = v(),
            b = v();
          lines.push(`const ${a} = -${R[L]}, ${b} = -${I[L]};`);
          R[L] = a;
          I[L] = b;
        } else cmul(L, pr, pi);
      }
    } else if (o.op === 'm1') {
      const tb = 1 << o.bit;
      const { pairs, swap } = m1Pairs(o, D);
      if (swap) {
        for (const L of pairs) {
          const J = L | tb;
          [R[L], R[J]] = [R[J], R[L]];
          [I[L], I[J]] = [I[J], I[L]];
        }
        continue;
      }
      const names = shapeCoefs(o.shape, o.m, K);
      for (const L of pairs) {
        const J = L | tb;
        const xr = R[L],
          xi = I[L],
          yr = R[J],
          yi = I[J];
        const a = v(),
          b = v(),
          c = v(),
          d = v();
        let e: string[];
        // One emission per shape, like kernels.ts apply1: kept because the generated pass of each shape is faster
        // than the same op emitted as General (`node bench/kernels.bench.mjs` section 5, 22 qubits: 1.12x-1.19x; x as
        // a renaming of locals 1.27x; the m2 Diag and Perm emissions below 1.93x and 2.54x-2.93x).
        switch (o.shape) {
          case Shape.Phase1: {
            const [pr, pi] = names;
            lines.push(`const ${c} = ${pr} * ${yr} - ${pi} * ${yi}, ${d} = ${pr} * ${yi} + ${pi} * ${yr};`);
            R[J] = c;
            I[J] = d;
            continue;
          }
          case Shape.Diag: {
            const [pr, pi, qr, qi] = names;
            e = [
              `${pr} * ${xr} - ${pi} * ${xi}`,
              `${pr} * ${xi} + ${pi} * ${xr}`,
              `${qr} * ${yr} - ${qi} * ${yi}`,
              `${qr} * ${yi} + ${qi} * ${yr}`
            ];
            break;
          }
          case Shape.Anti: {
            const [pr, pi, qr, qi] = names;
            e = [
              `${pr} * ${yr} - ${pi} * ${yi}`,
              `${pr} * ${yi} + ${pi} * ${yr}`,
              `${qr} * ${xr} - ${qi} * ${xi}`,
              `${qr} * ${xi} + ${qi} * ${xr}`
            ];
            break;
          }
          case Shape.Real: {
            const [p, q, r, s] = names;
            e = [
              `${p} * ${xr} + ${q} * ${yr}`,
              `${p} * ${xi} + ${q} * ${yi}`,
              `${r} * ${xr} + ${s} * ${yr}`,
              `${r} * ${xi} + ${s} * ${yi}`
            ];
            break;
          }
          case Shape.RealImag: {
            const [p, q, r, s] = names;
            e = [
              `${p} * ${xr} - ${q} * ${yi}`,
              `${p} * ${xi} + ${q} * ${yr}`,
              `${s} * ${yr} - ${r} * ${xi}`,
              `${s} * ${yi} + ${r} * ${xr}`
            ];
            break;
          }
          default: {
            const [pr, pi, qr, qi, rr, ri, sr, si] = names;
            e = [
              `${pr} * ${xr} - ${pi} * ${xi} + ${qr} * ${yr} - ${qi} * ${yi}`,
              `${pr} * ${xi} + ${pi} * ${xr} + ${qr} * ${yi} + ${qi} * ${yr}`,
              `${rr} * ${xr} - ${ri} * ${xi} + ${sr} * ${yr} - ${si} * ${yi}`,
              `${rr} * ${xi} + ${ri} * ${xr} + ${sr} * ${yi} + ${si} * ${yr}`
            ];
          }
        }
        lines.push(`const ${a} = ${e[0]}, ${b} = ${e[1]}, ${c} = ${e[2]}, ${d} = ${e[3]};`);
        R[L] = a;
        I[L] = b;
        R[J] = c;
        I[J] = d;
      }
    } else {
      const m = o.m;
      const b0 = 1 << o.b0,
        b1 = 1 << o.b1;
      const quads: number[][] = [];
      for (let L = 0; L < D; L++)
        if (!(L & b0) && !(L & b1) && (L & o.cmask) === o.cval) quads.push([L, L | b0, L | b1, L | b0 | b1]);
      if (o.shape === Shape2.Perm) {
        // Row r has its single 1 in column col[r]: out[r] = in[col[r]].
        const col = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].find((cc) => m[2 * (r * 4 + cc)] !== 0) as number);
        for (const q of quads) {
          const r0 = q.map((L) => R[L]),
            i0 = q.map((L) => I[L]);
          q.forEach((L, r) => {
            R[L] = r0[col[r]];
            I[L] = i0[col[r]];
          });
        }
        continue;
      }
      if (o.shape === Shape2.Diag) {
        const d = [0, 1, 2, 3].map((r) => [K(m[2 * (r * 5)]), K(m[2 * (r * 5) + 1])]);
        for (const q of quads) q.forEach((L, r) => cmul(L, d[r][0], d[r][1]));
        continue;
      }
      const e = Array.from({ length: 32 }, (_, j) => K(m[j]));
      for (const q of quads) {
        const xr = q.map((L) => R[L]),
          xi = q.map((L) => I[L]);
        const outs: string[] = [];
        for (let r = 0; r < 4; r++) {
          const a = v(),
            b = v();
          let sr = '',
            si = '';
          for (let cc = 0; cc < 4; cc++) {
            const mr = e[2 * (r * 4 + cc)],
              mi = e[2 * (r * 4 + cc) + 1];
            sr += `${cc ? ' + ' : ''}${mr} * ${xr[cc]} - ${mi} * ${xi[cc]}`;
            si += `${cc ? ' + ' : ''}${mr} * ${xi[cc]} + ${mi} * ${xr[cc]}`;
          }
          lines.push(`const ${a} = ${sr}, ${b} = ${si};`);
          outs.push(a, b);
        }
        q.forEach((L, r) => {
          R[L] = outs[2 * r];
          I[L] = outs[2 * r + 1];
        });
      }
    }
  }
  // Offsets of the 2^k amplitudes from the base index.
  const off = (L: number) => {
    const parts: string[] = [];
    for (let j = 0; j < k; j++) if ((L >> j) & 1) parts.push(`s${j}`);
    return parts.length ? parts.join(' + ') : '0';
  };
  const head: string[] = [];
  for (let j = 0; j < consts.length; j++) head.push(`const c${j} = c[${j}];`);
  for (let L = 1; L < D; L++) head.push(`const o${L} = ${off(L)};`);
  const at = (L: number) => (L === 0 ? 'i' : `i + o${L}`);
  const body: string[] = [];
  for (let L = 0; L < D; L++) body.push(`const x${L}r = re[${at(L)}], x${L}i = im[${at(L)}];`);
  pushAll(body, lines);
  for (let L = 0; L < D; L++) {
    if (R[L] !== `x${L}r`) body.push(`re[${at(L)}] = ${R[L]};`);
    if (I[L] !== `x${L}i`) body.push(`im[${at(L)}] = ${I[L]};`);
  }
  // Loop nest: the outermost loop steps over the highest group bit, the innermost runs over the
  // contiguous indices below the lowest group bit.
  let loops = '';
  let close = '';
  let outer = 'N';
  let base = '0';
  for (let j = k - 1; j >= 0; j--) {
    const a = `a${j}`;
    loops += `for (let ${a} = ${base}, e${j} = ${outer}; ${a} < e${j}; ${a} += 2 * s${j}) {\n`;
    close += '}\n';
    outer = `${a} + s${j}`;
    base = a;
  }
  loops += `for (let i = a0, e = a0 + s0; i < e; i++) {\n`;
  close += '}\n';
  const src = `${head.join('\n')}\n${loops}${body.join('\n')}\n${close}`;
  let fn = cache.get(src);
  if (!fn) {
    fn = new Function('re', 'im', 'c', 'N', 's0', 's1', 's2', 's3', src) as FusedFn;
    cache.set(src, fn);
    // Run it on a 2^(k+1)-amplitude scratch state so that every loop of the nest has type
    // feedback before the first large pass: otherwise V8 compiles it (on-stack replacement) inside
    // the first long inner loop, the optimised code deoptimises when an outer loop first steps, and
    // the rest of that pass runs unoptimised (see warmKernels in ./kernels-warm.ts).
    const w = 2 << k;
    const sre = new Float64Array(w).fill(0.5),
      sim = new Float64Array(w).fill(0.25);
    const sc = new Float64Array(Math.max(consts.length, 1)).fill(0.5);
    // (V8 allocates a function's feedback vector only after about 8 calls: warm it 12 times.)
    for (let r = 0; r < 6; r++) {
      fn(sre, sim, sc, w, 1, 2, 4, 8);
      fn(sre, sim, sc, w, 2, 4, 8, 16);
    }
  }
  return { fn, c: Float64Array.from(consts), src };
}

/** Run a fused kernel on the first 2^n amplitudes; `qubits` ascending, one per local bit. */
export function applyFused(
  re: Float64Array,
  im: Float64Array,
  n: number,
  kern: FusedKernel,
  qubits: readonly number[]
): void {
  const s = [0, 0, 0, 0];
  for (let j = 0; j < qubits.length; j++) s[j] = 1 << qubits[j];
  kern.fn(re, im, kern.c, 1 << n, s[0], s[1], s[2], s[3]);
}

/** Number of distinct generated passes so far (for tests and tuning). */
export function fusedKernelCount(): number {
  return cache.size;
}
