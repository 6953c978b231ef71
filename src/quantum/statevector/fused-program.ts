/**
 * Straight-line programs: the same fused group as fusedKernel, as a list of arithmetic
 * instructions on values (inputs, constants, results) that a back end emits as code. The
 * WebAssembly back end (./wasm-passes.ts) turns it into one function per group with the constants
 * baked in; `programToJs` is the JavaScript emission (used as a reference in tests). The operations
 * and their order are exactly fusedKernel's, so all back ends compute bit-identical amplitudes.
 */
import { Shape } from './kernels.js';
import { Shape2 } from './kernels-2q.js';
import { MAX_FUSED_QUBITS, m1Pairs, shapeCoefs } from './codegen.js';
import type { MicroOp } from './codegen.js';

/** An operand: input `x` (amplitude j>>1's re (even j) or im (odd j)), constant `c` j, or result `v` j. */
export type Ref = { t: 'x'; j: number } | { t: 'c'; j: number } | { t: 'v'; j: number };
interface Instr {
  op: 'add' | 'sub' | 'mul' | 'neg';
  a: Ref;
  b?: Ref;
}

export interface FusedProgram {
  k: number;
  consts: number[];
  /** Instruction j defines value v j. */
  code: Instr[];
  /** Final re / im of each local amplitude L (inputs where unchanged: no store needed). */
  outR: Ref[];
  outI: Ref[];
}

export function fusedProgram(k: number, ops: MicroOp[]): FusedProgram {
  if (k < 1 || k > MAX_FUSED_QUBITS) throw new Error(`fused group of ${k} qubits`);
  const D = 1 << k;
  const consts: number[] = [];
  const code: Instr[] = [];
  const K = (x: number): Ref => {
    consts.push(x);
    return { t: 'c', j: consts.length - 1 };
  };
  const emit = (op: Instr['op'], a: Ref, b?: Ref): Ref => {
    code.push(b ? { op, a, b } : { op, a });
    return { t: 'v', j: code.length - 1 };
  };
  const mul = (a: Ref, b: Ref) => emit('mul', a, b);
  /** Left-to-right sum of signed products: terms [sign, a, b] (first sign must be +). */
  const sum = (terms: [number, Ref, Ref][]): Ref => {
    let acc = mul(terms[0][1], terms[0][2]);
    for (let j = 1; j < terms.length; j++)
      acc = emit(terms[j][0] > 0 ? 'add' : 'sub', acc, mul(terms[j][1], terms[j][2]));
    return acc;
  };
  const R: Ref[] = [];
  const I: Ref[] = [];
  for (let L = 0; L < D; L++) {
    R.push({ t: 'x', j: 2 * L });
    I.push({ t: 'x', j: 2 * L + 1 });
  }
  const cmul = (L: number, pr: Ref, pi: Ref) => {
    const a = sum([
      [1, pr, R[L]],
      [-1, pi, I[L]]
    ]);
    const b = sum([
      [1, pr, I[L]],
      [1, pi, R[L]]
    ]);
    R[L] = a;
    I[L] = b;
  };
  for (const o of ops) {
    if (o.op === 'ph') {
      if (o.pr === 1 && o.pi === 0) continue;
      const neg = o.pr === -1 && o.pi === 0;
      const pr = neg ? undefined : K(o.pr),
        pi = neg ? undefined : K(o.pi);
      for (let L = 0; L < D; L++) {
        if ((L & o.mask) !== o.val) continue;
        if (neg) {
          R[L] = emit('neg', R[L]);
          I[L] = emit('neg', I[L]);
        } else cmul(L, pr as Ref, pi as Ref);
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
      const c = shapeCoefs(o.shape, o.m, K);
      for (const L of pairs) {
        const J = L | tb;
        const xr = R[L],
          xi = I[L],
          yr = R[J],
          yi = I[J];
        let e: Ref[];
        // The same per-shape emission as codegen.ts (kept by `node bench/kernels.bench.mjs` section 5): a program must
        // do exactly the generated pass's operations, so the WebAssembly pass gives its amplitudes bit for bit.
        switch (o.shape) {
          case Shape.Phase1: {
            const [pr, pi] = c;
            R[J] = sum([
              [1, pr, yr],
              [-1, pi, yi]
            ]);
            I[J] = sum([
              [1, pr, yi],
              [1, pi, yr]
            ]);
            continue;
          }
          case Shape.Diag: {
            const [pr, pi, qr, qi] = c;
            e = [
              sum([
                [1, pr, xr],
                [-1, pi, xi]
              ]),
              sum([
                [1, pr, xi],
                [1, pi, xr]
              ]),
              sum([
                [1, qr, yr],
                [-1, qi, yi]
              ]),
              sum([
                [1, qr, yi],
                [1, qi, yr]
              ])
            ];
            break;
          }
          case Shape.Anti: {
            const [pr, pi, qr, qi] = c;
            e = [
              sum([
                [1, pr, yr],
                [-1, pi, yi]
              ]),
              sum([
                [1, pr, yi],
                [1, pi, yr]
              ]),
              sum([
                [1, qr, xr],
                [-1, qi, xi]
              ]),
              sum([
                [1, qr, xi],
                [1, qi, xr]
              ])
            ];
            break;
          }
          case Shape.Real: {
            const [p, q, r, s] = c;
            e = [
              sum([
                [1, p, xr],
                [1, q, yr]
              ]),
              sum([
                [1, p, xi],
                [1, q, yi]
              ]),
              sum([
                [1, r, xr],
                [1, s, yr]
              ]),
              sum([
                [1, r, xi],
                [1, s, yi]
              ])
            ];
            break;
          }
          case Shape.RealImag: {
            const [p, q, r, s] = c;
            e = [
              sum([
                [1, p, xr],
                [-1, q, yi]
              ]),
              sum([
                [1, p, xi],
                [1, q, yr]
              ]),
              sum([
                [1, s, yr],
                [-1, r, xi]
              ]),
              sum([
                [1, s, yi],
                [1, r, xr]
              ])
            ];
            break;
          }
          default: {
            const [pr, pi, qr, qi, rr, ri, sr, si] = c;
            e = [
              sum([
                [1, pr, xr],
                [-1, pi, xi],
                [1, qr, yr],
                [-1, qi, yi]
              ]),
              sum([
                [1, pr, xi],
                [1, pi, xr],
                [1, qr, yi],
                [1, qi, yr]
              ]),
              sum([
                [1, rr, xr],
                [-1, ri, xi],
                [1, sr, yr],
                [-1, si, yi]
              ]),
              sum([
                [1, rr, xi],
                [1, ri, xr],
                [1, sr, yi],
                [1, si, yr]
              ])
            ];
          }
        }
        R[L] = e[0];
        I[L] = e[1];
        R[J] = e[2];
        I[J] = e[3];
      }
    } else {
      const m = o.m;
      const b0 = 1 << o.b0,
        b1 = 1 << o.b1;
      const quads: number[][] = [];
      for (let L = 0; L < D; L++)
        if (!(L & b0) && !(L & b1) && (L & o.cmask) === o.cval) quads.push([L, L | b0, L | b1, L | b0 | b1]);
      if (o.shape === Shape2.Perm) {
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
        const outs: Ref[] = [];
        for (let r = 0; r < 4; r++) {
          const tr: [number, Ref, Ref][] = [],
            ti: [number, Ref, Ref][] = [];
          for (let cc = 0; cc < 4; cc++) {
            const mr = e[2 * (r * 4 + cc)],
              mi = e[2 * (r * 4 + cc) + 1];
            tr.push([1, mr, xr[cc]], [-1, mi, xi[cc]]);
            ti.push([1, mr, xi[cc]], [1, mi, xr[cc]]);
          }
          outs.push(sum(tr), sum(ti));
        }
        q.forEach((L, r) => {
          R[L] = outs[2 * r];
          I[L] = outs[2 * r + 1];
        });
      }
    }
  }
  return { k, consts, code, outR: R, outI: I };
}

/** Is `r` the unchanged input of slot j? */
export function isInput(r: Ref, j: number): boolean {
  return r.t === 'x' && r.j === j;
}

/**
 * The JavaScript emission of a program: `(re, im, i, o) => void` applying it to the amplitudes at
 * i + o[L] (o[0] = 0). For tests and as the reference of the WebAssembly back end.
 */
export function programToJs(
  p: FusedProgram
): (re: Float64Array, im: Float64Array, i: number, o: ArrayLike<number>) => void {
  const D = 1 << p.k;
  const ref = (r: Ref) => (r.t === 'x' ? `x${r.j}` : r.t === 'c' ? `c${r.j}` : `v${r.j}`);
  const sym = { add: '+', sub: '-', mul: '*' } as const;
  const lines: string[] = [];
  p.consts.forEach((c, j) => lines.push(`const c${j} = ${Object.is(c, -0) ? '-0' : String(c)};`));
  for (let L = 0; L < D; L++) lines.push(`const x${2 * L} = re[i + o[${L}]], x${2 * L + 1} = im[i + o[${L}]];`);
  p.code.forEach((ins, j) =>
    lines.push(
      `const v${j} = ${ins.op === 'neg' ? `-${ref(ins.a)}` : `${ref(ins.a)} ${sym[ins.op]} ${ref(ins.b as Ref)}`};`
    )
  );
  for (let L = 0; L < D; L++) {
    if (!isInput(p.outR[L], 2 * L)) lines.push(`re[i + o[${L}]] = ${ref(p.outR[L])};`);
    if (!isInput(p.outI[L], 2 * L + 1)) lines.push(`im[i + o[${L}]] = ${ref(p.outI[L])};`);
  }
  return new Function('re', 'im', 'i', 'o', lines.join('\n')) as (
    re: Float64Array,
    im: Float64Array,
    i: number,
    o: ArrayLike<number>
  ) => void;
}
