/**
 * The Pauli-basis pair pass (pauli.ts `pairPass`) as a WebAssembly SIMD kernel, assembled here
 * from code (no binary in the repository): two neighbouring groups at a time in f64x2 lanes (the
 * groups of base indices i and i + 1, which differ in digit 0, so the pair must not involve
 * qubit 0). Same operations in the same order as pairPass, no fused multiply-add: results are
 * bit-identical to the JavaScript kernel (tested).
 *
 * Export `pair(c, par, sa, sb, m, start, end, cz)`: c = byte offset of the coefficients in the
 * imported memory `env.mem`, par = byte offset of the 36 coefficients (f·Ra rows 1–3, Rb rows
 * 1–3, f·Rb rows 1–3, row-major), sa / sb = byte strides of digits a and b, m = index mask of
 * digits a and b, [start, end) = base indices (start even), cz = 0 / 1.
 */
import { CZ_LABELS } from './pauli-labels.js';
import {
  F_ADD, F_MUL, F_NEG, I32, I_ADD, I_AND, I_GE_U, I_OR, I_SHL, I_XOR, LOAD64_LANE, LOAD64_SPLAT, LOAD64_ZERO, STORE64_LANE,
  V128, V_LOAD, V_STORE, WA, i32c, lg, ls, name, section, u32, vec
} from '../wasm/asm.js';
export type { WasmMemory, WasmModule } from '../wasm/asm.js';
import type { WasmMemory, WasmModule } from '../wasm/asm.js';


/**
 * One kernel. `lane` = byte distance of the two lanes: 8 (neighbouring groups along digit 0,
 * one v128 load per member), or 32 / 128 for pairs on digit 0: lanes are neighbouring groups along
 * digit 1 (or digit 2 when the pair is (0, 1)), loaded and stored as two f64 halves.
 */
function kernelBody(lane: number): number[] {
  // params: 0 c, 1 par, 2 sa, 3 sb, 4 m, 5 start, 6 end, 7 cz
  const C = 0, PAR = 1, SA = 2, SB = 3, M = 4, START = 5, END = 6, CZ = 7;
  const I = 8, P = 9, O = 10; // O + (da + 4·db): byte offset of member (da, db)
  const COEF = 26; // 36 splatted coefficients: a (0–11), b (12–23), e (24–35)
  const X = COEF + 36, Y = X + 16, Z = Y + 16; // X/Y/Z + (da + 4·db)
  const nI32 = COEF - 8, nV = 36 + 48;
  const a = (r: number, j: number) => COEF + (r - 1) * 4 + j;
  const b = (r: number, j: number) => COEF + 12 + (r - 1) * 4 + j;
  const e = (r: number, j: number) => COEF + 24 + (r - 1) * 4 + j;
  const dot = (coef: (j: number) => number, src: (j: number) => number): number[] => {
    const out: number[] = [...lg(coef(0)), ...lg(src(0)), ...F_MUL];
    for (let j = 1; j < 4; j++) out.push(...lg(coef(j)), ...lg(src(j)), ...F_MUL, ...F_ADD);
    return out;
  };
  const body: number[] = [];
  // coefficients, member offsets
  for (let j = 0; j < 36; j++) body.push(...lg(PAR), ...LOAD64_SPLAT(8 * j), ...ls(COEF + j));
  for (let da = 0; da < 4; da++) for (let db = 0; db < 4; db++) {
    body.push(...i32c(0));
    for (let t = 0; t < da; t++) body.push(...lg(SA), ...I_ADD);
    for (let t = 0; t < db; t++) body.push(...lg(SB), ...I_ADD);
    body.push(...ls(O + da + 4 * db));
  }
  body.push(...lg(START), ...ls(I));
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop
  body.push(...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1); // br_if exit
  body.push(...lg(C), ...lg(I), ...i32c(3), ...I_SHL, ...I_ADD, ...ls(P));
  const addr = (l: number) => [...lg(P), ...lg(O + l), ...I_ADD];
  for (let l = 0; l < 16; l++) {
    if (lane === 8) body.push(...addr(l), ...V_LOAD(), ...ls(X + l));
    else body.push(...addr(l), ...addr(l), ...LOAD64_ZERO, ...LOAD64_LANE(lane, 1), ...ls(X + l));
  }
  const x = (da: number, db: number) => X + da + 4 * db;
  const y = (da: number, db: number) => Y + da + 4 * db;
  const z = (da: number, db: number) => Z + da + 4 * db;
  for (let db = 0; db < 4; db++) for (let r = 1; r < 4; r++) body.push(...dot((j) => a(r, j), (j) => x(j, db)), ...ls(y(r, db)));
  for (let r = 1; r < 4; r++) body.push(...dot((j) => e(r, j), (j) => x(0, j)), ...ls(z(0, r)));
  for (let da = 1; da < 4; da++) for (let r = 1; r < 4; r++) body.push(...dot((j) => b(r, j), (j) => y(da, j)), ...ls(z(da, r)));
  const v = (l: number) => { const da = l & 3, db = l >> 2; return db > 0 ? z(da, db) : da > 0 ? y(da, 0) : x(0, 0); };
  const store = (l: number, src: number, neg: boolean) => {
    const val = [...lg(src), ...(neg ? F_NEG : [])];
    if (lane === 8) return [...addr(l), ...val, ...V_STORE];
    return [...addr(l), ...val, ...STORE64_LANE(0, 0), ...addr(l), ...val, ...STORE64_LANE(lane, 1)];
  };
  const from = new Array<[number, number]>(16);
  CZ_LABELS.forEach(([to, sign], l) => { from[to] = [l, sign]; });
  body.push(...lg(CZ), 0x04, 0x40); // if cz
  for (let l = 1; l < 16; l++) body.push(...store(l, v(from[l][0]), from[l][1] < 0));
  body.push(0x05); // else
  for (let l = 1; l < 16; l++) body.push(...store(l, v(l), false));
  body.push(0x0b); // end if
  // i = (((i | lane bit) | m) + 1) & ~m
  body.push(...lg(I), ...i32c(lane / 8), ...I_OR, ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I));
  body.push(0x0c, 0, 0x0b, 0x0b); // br loop, end loop, end block
  body.push(0x0b); // end function
  // locals vector: entries (count, type)
  const locals = vec([[...u32(nI32), I32], [...u32(nV), V128]]);
  return [...locals, ...body];
}

/** Kernels exported by the module: name → lane distance in bytes. */
export const WASM_KERNELS = { pair: 8, pair4: 32, pair16: 128 } as const;

/** The module's bytes. */
export function pauliWasmBytes(): Uint8Array {
  const names = Object.keys(WASM_KERNELS) as (keyof typeof WASM_KERNELS)[];
  const fns = names.map((n) => kernelBody(WASM_KERNELS[n]));
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, ...vec(new Array(8).fill([I32])), ...vec([])]])),
    ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x03, ...u32(0), ...u32(65536)]])),
    ...section(3, vec(names.map(() => u32(0)))),
    ...section(7, vec(names.map((n, i) => [...name(n), 0x00, ...u32(i)]))),
    ...section(10, vec(fns.map((fn) => [...u32(fn.length), ...fn])))
  ];
  return Uint8Array.from(bytes);
}


let compiled: WasmModule | null | undefined;

/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
export function pauliWasmModule(): WasmModule | undefined {
  if (compiled === undefined) {
    try {
      compiled = WA ? new WA.Module(pauliWasmBytes()) : null;
    } catch {
      compiled = null;
    }
  }
  return compiled ?? undefined;
}

export type PairFn = (c: number, par: number, sa: number, sb: number, m: number, start: number, end: number, cz: number) => void;

/** Bytes of one pass's coefficients (36 f64) in the slots at the start of the memory. */
export const WASM_SLOT_BYTES = 288;
/** Coefficient slots before the state: the passes of one tile batch (pauli.ts MAX_BATCH). */
export const WASM_SLOTS = 224;
/** Bytes reserved before the state (one 64 KiB page: WASM_SLOTS coefficient slots). */
export const WASM_COEF_OFFSET = 65536;

/**
 * The kernel for a pair on a k-qubit state (k ≥ 3), or undefined: digit 0 free → `pair`; pair
 * (0, b ≥ 2) → `pair4`; pair (0, 1) → `pair16` (needs digit 2 free, i.e. k ≥ 3).
 */
export function kernelFor(w: PauliWasm, a: number, b: number): PairFn {
  if (a !== 0 && b !== 0) return w.pair;
  return a + b === 1 ? w.pair16 : w.pair4;
}

/** A shared memory holding 4^k coefficients at WASM_COEF_OFFSET, and the kernel bound to it. */
export interface PauliWasm {
  mem: WasmMemory;
  module: WasmModule;
  /** Lanes along digit 0 (pairs without qubit 0). */
  pair: PairFn;
  /** Lanes along digit 1 (pairs (0, b), b ≥ 2). */
  pair4: PairFn;
  /** Lanes along digit 2 (the pair (0, 1)). */
  pair16: PairFn;
}

export function pauliWasmInstance(k: number): PauliWasm | undefined {
  const module = pauliWasmModule();
  if (!module || !WA) return undefined;
  try {
    const pages = Math.ceil((WASM_COEF_OFFSET + 8 * 4 ** k) / 65536);
    const mem = new WA.Memory({ initial: pages, maximum: pages, shared: true });
    const inst = new WA.Instance(module, { env: { mem } });
    return { mem, module, pair: inst.exports['pair'] as PairFn, pair4: inst.exports['pair4'] as PairFn, pair16: inst.exports['pair16'] as PairFn };
  } catch {
    return undefined;
  }
}
