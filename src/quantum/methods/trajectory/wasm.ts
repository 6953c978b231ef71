/**
 * The statevector pass of a trajectory at a cz as one WebAssembly SIMD kernel, assembled here from
 * code (no binary in the repository): the pending 2×2 matrix A of qubit a, then B of qubit b, then
 * (when `cz`) the sign of |11⟩ on the pair, in ONE pass over the state instead of three. Two
 * neighbouring groups of four amplitudes per step in f64x2 lanes. Same products and sums in the
 * same order as the JavaScript passes it replaces (../../statevector/kernels.ts k1General on a, then on b, then the
 * cz phase); a zero entry of a matrix adds an exact zero, so the result is bit-identical to the
 * shape-specialised JavaScript kernels too (tested).
 *
 * Export `pair(re, im, par, sa, sb, m, end, cz)`: re / im = byte offsets of the real and imaginary
 * parts in the imported memory `env.mem`, par = byte offset of A then B (8 f64 each: re, im of
 * the entries row by row), sa / sb = byte strides of qubits a and b, m = index mask of a and b,
 * end = 2^k, cz = 0 / 1. `pair2` and `pair4` put the lanes along bit 1 (pairs with qubit 0) or
 * bit 2 (the pair of qubits 0 and 1).
 */
import { F_ADD, F_MUL, F_NEG, F_SUB, I32, I_ADD, I_AND, I_GE_U, I_OR, I_SHL, I_XOR, LOAD64_LANE, LOAD64_SPLAT, LOAD64_ZERO, STORE64_LANE, V128, V_LOAD, V_STORE, i32c, lazyModule, lg, ls, moduleBytes, u32, vec } from '../../wasm/asm.js';

function kernelBody(lane: number): number[] {
  const RE = 0, IM = 1, PAR = 2, SA = 3, SB = 4, M = 5, END = 6, CZ = 7;
  const I = 8, P = 9, O = 10; // O + l: byte offset of member l (0, a, b, a + b)
  const C = 14; // 16 splatted coefficients: A (0–7), B (8–15)
  const X = C + 16; // X + 2l: re, im of member l; then Y + 2l after the A stage
  const Y = X + 8;
  const nI32 = C - 8, nV = 16 + 16;
  const code: number[] = [];
  for (let j = 0; j < 16; j++) code.push(...lg(PAR), ...LOAD64_SPLAT(8 * j), ...ls(C + j));
  const offs = [[], [SA], [SB], [SA, SB]];
  offs.forEach((terms, l) => {
    code.push(...i32c(0));
    for (const t of terms) code.push(...lg(t), ...I_ADD);
    code.push(...ls(O + l));
  });
  const addr = (base: number, l: number) => [...lg(base), ...lg(P), ...I_ADD, ...lg(O + l), ...I_ADD];
  const load = (base: number, l: number) => lane === 8
    ? [...addr(base, l), ...V_LOAD()]
    : [...addr(base, l), ...addr(base, l), ...LOAD64_ZERO, ...LOAD64_LANE(lane, 1)];
  const store = (base: number, l: number, val: number[]) => lane === 8
    ? [...addr(base, l), ...val, ...V_STORE]
    : [...addr(base, l), ...val, ...STORE64_LANE(0, 0), ...addr(base, l), ...val, ...STORE64_LANE(lane, 1)];
  const mul = (c: number, v: number) => [...lg(C + c), ...lg(v), ...F_MUL];
  // row (p, q) of a matrix at coefficient c0 applied to (u, v): the JavaScript expressions
  // re = pr·ur − pi·ui + qr·vr − qi·vi, im = pr·ui + pi·ur + qr·vi + qi·vr, left to right
  const rowRe = (c0: number, u: number, v: number) => [...mul(c0, u), ...mul(c0 + 1, u + 1), ...F_SUB, ...mul(c0 + 2, v), ...F_ADD, ...mul(c0 + 3, v + 1), ...F_SUB];
  const rowIm = (c0: number, u: number, v: number) => [...mul(c0, u + 1), ...mul(c0 + 1, u), ...F_ADD, ...mul(c0 + 2, v + 1), ...F_ADD, ...mul(c0 + 3, v), ...F_ADD];
  const body = (cz: boolean): number[] => {
    const out: number[] = [...lg(I), ...i32c(3), ...I_SHL, ...ls(P)];
    for (let l = 0; l < 4; l++) out.push(...load(RE, l), ...ls(X + 2 * l), ...load(IM, l), ...ls(X + 2 * l + 1));
    // A on qubit a: pairs (member 0, member 1) and (member 2, member 3)
    for (const [lo, hi] of [[0, 1], [2, 3]]) {
      out.push(...rowRe(0, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * lo), ...rowIm(0, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * lo + 1));
      out.push(...rowRe(4, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * hi), ...rowIm(4, X + 2 * lo, X + 2 * hi), ...ls(Y + 2 * hi + 1));
    }
    // B on qubit b: pairs (0, 2) and (1, 3), stored; the cz negates member 3
    for (const [lo, hi] of [[0, 2], [1, 3]]) {
      out.push(...store(RE, lo, rowRe(8, Y + 2 * lo, Y + 2 * hi)), ...store(IM, lo, rowIm(8, Y + 2 * lo, Y + 2 * hi)));
      const neg = cz && hi === 3 ? F_NEG : [];
      out.push(...store(RE, hi, [...rowRe(12, Y + 2 * lo, Y + 2 * hi), ...neg]), ...store(IM, hi, [...rowIm(12, Y + 2 * lo, Y + 2 * hi), ...neg]));
    }
    return out;
  };
  const loop = (cz: boolean): number[] => [
    ...i32c(0), ...ls(I),
    0x02, 0x40, 0x03, 0x40, // block, loop
    ...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1, // br_if exit
    ...body(cz),
    // i = (((i | lane bit) | m) + 1) & ~m
    ...lg(I), ...i32c(lane / 8), ...I_OR, ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I),
    0x0c, 0, 0x0b, 0x0b // br loop, end loop, end block
  ];
  code.push(...lg(CZ), 0x04, 0x40, ...loop(true), 0x05, ...loop(false), 0x0b, 0x0b);
  return [...vec([[...u32(nI32), I32], [...u32(nV), V128]]), ...code];
}

/** Kernels: name → byte distance of the two lanes (bit 0, 1 or 2 of the index). */
const KERNELS = { pair: 8, pair2: 16, pair4: 32 } as const;

export function trajectoryWasmBytes(): Uint8Array {
  return moduleBytes((Object.keys(KERNELS) as (keyof typeof KERNELS)[]).map((n) => ({ name: n, params: 8, body: kernelBody(KERNELS[n]) })));
}

/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
export const trajectoryModule = lazyModule(trajectoryWasmBytes);

/** A on qubit a, then B on qubit b (undefined: identity; b < 0: a alone), then (cz) the sign of |11⟩. */
export type PassFn = (a: number, b: number, A: ArrayLike<number> | undefined, B: ArrayLike<number> | undefined, cz: boolean) => void;

/** A k-qubit state (re, im) in a WebAssembly memory and the pass bound to it. */
export interface TrajectoryWasm {
  re: Float64Array;
  im: Float64Array;
  pass: PassFn;
}

/**
 * A fresh memory holding a k-qubit state (k ≥ 3) and the pass bound to it, or undefined. A pass on
 * one qubit pairs it with another one under the identity. Self-contained (the lane rule is
 * asm.ts laneOf, inlined): its source runs in the trajectory workers.
 */
export function bindTrajectoryPass(module: object, k: number): TrajectoryWasm | undefined {
  const wa = (globalThis as unknown as { WebAssembly?: { Memory: new (d: object) => { buffer: ArrayBuffer }; Instance: new (m: object, i: object) => { exports: Record<string, unknown> } } }).WebAssembly;
  if (!wa || k < 3) return undefined;
  try {
    const bytes = 8 * 2 ** k, page = 65536;
    const reAt = page, imAt = page + Math.ceil(bytes / page) * page;
    const pages = (imAt + Math.ceil(bytes / page) * page) / page;
    const mem = new wa.Memory({ initial: pages, maximum: pages, shared: true });
    type Fn = (re: number, im: number, par: number, sa: number, sb: number, m: number, end: number, cz: number) => void;
    const ex = new wa.Instance(module, { env: { mem } }).exports;
    const fns = [ex['pair'] as Fn, ex['pair2'] as Fn, ex['pair4'] as Fn];
    const par = new Float64Array(mem.buffer, 0, 16);
    const ID = [1, 0, 0, 0, 0, 0, 1, 0];
    const end = 2 ** k;
    return {
      re: new Float64Array(mem.buffer, reAt, end),
      im: new Float64Array(mem.buffer, imAt, end),
      pass(a, b0, A, B, cz) {
        const b = b0 >= 0 ? b0 : a === 0 ? 1 : 0;
        par.set(A ?? ID, 0);
        par.set((b0 >= 0 && B) || ID, 8);
        const fn = fns[a !== 0 && b !== 0 ? 0 : a + b === 1 ? 2 : 1];
        fn(reAt, imAt, 0, 8 * 2 ** a, 8 * 2 ** b, 2 ** a + 2 ** b, end, cz ? 1 : 0);
      }
    };
  } catch {
    return undefined;
  }
}

/** The state and pass for k ≥ 3 qubits, or undefined (no WebAssembly SIMD, or no memory). */
export function trajectoryWasm(k: number): TrajectoryWasm | undefined {
  const module = trajectoryModule();
  return module ? bindTrajectoryPass(module, k) : undefined;
}
