/**
 * The Pauli-basis pair pass (pair-kernel.ts `pairPass`) as WebAssembly SIMD kernels, assembled here
 * from code (no binary in the repository): two neighbouring groups at a time in f64x2 lanes (the
 * groups of base indices i and i + 1, which differ in digit 0, so the pair must not involve
 * qubit 0). Same operations in the same order as pairPass, no fused multiply-add: results are
 * bit-identical to the JavaScript kernel (tested).
 *
 * The kernels run on a tile copied into a SKEWED scratch layout (tiles.ts runTiles): index i lives
 * at byte skew(i) = 8·i + 64·(⌊i/2^10⌋ + ⌊i/2^16⌋ + ⌊i/2^22⌋). Without the skew, the 16 members of
 * a group on high digits lie a power of two apart (512 KiB for digit 8), all in the same L1 and L2
 * cache set, more than the sets' 8 ways: measured 2× slower (docs/devices.md). The skew is linear
 * in every digit (a digit's values never carry into the next), so member offsets stay constant
 * strides: digit d's stride is skew(4^d). Below index 1024 the skew is zero (plain layout).
 *
 * Export `pair(c, par, sa, sb, m, start, end, cz)`: c = byte offset of the scratch in the
 * imported memory `env.mem`, par = byte offset of the 36 coefficients (f·Ra rows 1–3, Rb rows
 * 1–3, f·Rb rows 1–3, row-major), sa / sb = byte strides of digits a and b (skew(4^a), skew(4^b)),
 * m = index mask of digits a and b, [start, end) = base indices (start even), cz = 0 / 1.
 * Export `runs(state, scratch, table, n, bytes, gather)`: copies n runs of `bytes` bytes between
 * the state and the scratch; run r's byte offsets are table[2r] (state) and table[2r + 1]
 * (scratch), i32 at byte offset `table`; gather = 1 copies state → scratch, 0 scratch → state.
 */
import { CZ_LABELS } from './labels.js';
import {
  F_ADD, F_MUL, F_NEG, I32, I_ADD, I_AND, I_EQZ, I_GE_U, I_MUL, I_OR, I_SHL, I_SHR_U, I_SUB, I_XOR, LOAD64_LANE, LOAD64_SPLAT, LOAD64_ZERO, STORE64_LANE,
  V128, V_LOAD, V_STORE, WA, i32c, laneOf, lazyModule, lg, ls, moduleBytes, u32, vec
} from '../../wasm/asm.js';
import type { WasmMemory, WasmModule } from '../../wasm/asm.js';

/** Byte offset of scratch index i in the skewed layout (see the module comment). */
export const skew = (i: number): number => 8 * i + 64 * ((i >>> 10) + (i >>> 16) + (i >>> 22));

/** Bytes of a skewed scratch for `n` coefficients (indices 0 … n − 1), rounded up to 64 KiB. */
export const scratchBytes = (n: number): number => Math.ceil((skew(n - 1) + 8) / 65536) * 65536;

/**
 * One kernel. `lane` = byte distance of the two lanes: 8 (neighbouring groups along digit 0,
 * one v128 load per member), or 32 / 128 for pairs on digit 0: lanes are neighbouring groups along
 * digit 1 (or digit 2 when the pair is (0, 1)), loaded and stored as two f64 halves.
 *
 * In two in-place stages, so that few values are live at once (x86 has 16 vector registers; a
 * kernel holding all 16 members, 36 coefficients and the intermediates spilled most of them):
 * stage A, column by column (digit b fixed): load the 4 members, store Ra's rows 1–3 (the y of
 * pairPass); stage B, rows I and Z of digit a together, then rows X and Y (the cz permutation
 * keeps each of these two row pairs within itself): load the 8 members, store every output (Rb's
 * rows, or f·Rb's for row I) straight to its place after the cz. Same products and sums in the
 * same order as pairPass.
 */
function kernelBody(lane: number): number[] {
  // params: 0 c, 1 par, 2 sa, 3 sb, 4 m, 5 start, 6 end, 7 cz
  const C = 0, PAR = 1, SA = 2, SB = 3, M = 4, START = 5, END = 6, CZ = 7;
  const I = 8, P = 9, O = 10; // O + (da + 4·db): byte offset of member (da, db)
  const COEF = 26; // 36 splatted coefficients: f·Ra rows 1–3 (0–11), Rb (12–23), f·Rb (24–35)
  const V = COEF + 36; // 8 loaded members
  const nI32 = COEF - 8, nV = 36 + 8;
  const aC = (r: number, j: number) => COEF + (r - 1) * 4 + j;
  const bC = (r: number, j: number) => COEF + 12 + (r - 1) * 4 + j;
  const eC = (r: number, j: number) => COEF + 24 + (r - 1) * 4 + j;
  const dot = (coef: (j: number) => number, src: (j: number) => number): number[] => {
    const out: number[] = [...lg(coef(0)), ...lg(src(0)), ...F_MUL];
    for (let j = 1; j < 4; j++) out.push(...lg(coef(j)), ...lg(src(j)), ...F_MUL, ...F_ADD);
    return out;
  };
  const addr = (l: number) => [...lg(P), ...lg(O + l), ...I_ADD];
  const load = (l: number, into: number): number[] => lane === 8
    ? [...addr(l), ...V_LOAD(), ...ls(into)]
    : [...addr(l), ...addr(l), ...LOAD64_ZERO, ...LOAD64_LANE(lane, 1), ...ls(into)];
  /** Store the v128 the code `val` leaves on the stack at member l. */
  const store = (l: number, val: number[]): number[] => lane === 8
    ? [...addr(l), ...val, ...V_STORE]
    : [...addr(l), ...val, ...STORE64_LANE(0, 0), ...addr(l), ...val, ...STORE64_LANE(lane, 1)];
  const from = new Array<[number, number]>(16);
  CZ_LABELS.forEach(([to, sign], l) => { from[to] = [l, sign]; });
  /** One group pair's body, with (cz) or without the cz permutation. */
  const groupBody = (cz: boolean): number[] => {
    const out: number[] = [];
    // P = c + skew(i)
    out.push(...lg(C), ...lg(I), ...i32c(3), ...I_SHL, ...I_ADD);
    out.push(...lg(I), ...i32c(10), ...I_SHR_U, ...lg(I), ...i32c(16), ...I_SHR_U, ...I_ADD, ...lg(I), ...i32c(22), ...I_SHR_U, ...I_ADD);
    out.push(...i32c(6), ...I_SHL, ...I_ADD, ...ls(P));
    // stage A: column db → y(r, db) = Σ_j f·Ra[r][j] · x(j, db), r = 1..3
    for (let db = 0; db < 4; db++) {
      for (let da = 0; da < 4; da++) out.push(...load(da + 4 * db, V + da));
      for (let r = 1; r < 4; r++) out.push(...store(r + 4 * db, dot((j) => aC(r, j), (j) => V + j)));
    }
    // stage B: rows {I, Z} then {X, Y}; value of member (da, db) before the cz:
    // (0, 0) x; (da, 0) y; (0, r) Σ_j f·Rb[r][j] · x(0, j); (da ≥ 1, r) Σ_j Rb[r][j] · y(da, j)
    for (const rows of [[0, 3], [1, 2]]) {
      const slot = (da: number, db: number) => V + 4 * rows.indexOf(da) + db;
      for (const da of rows) for (let db = 0; db < 4; db++) out.push(...load(da + 4 * db, slot(da, db)));
      const value = (l: number): number[] => {
        const da = l & 3, db = l >> 2;
        if (db === 0) return lg(slot(da, 0));
        return dot((j) => (da === 0 ? eC(db, j) : bC(db, j)), (j) => slot(da, j));
      };
      for (const da of rows) for (let db = 0; db < 4; db++) {
        const l = da + 4 * db;
        if (l === 0) continue; // (I, I) stays
        if (!cz) {
          if (db !== 0) out.push(...store(l, value(l)));
          continue;
        }
        const [src, sign] = from[l];
        if (src === l && db === 0) continue; // unchanged and already in place
        out.push(...store(l, [...value(src), ...(sign < 0 ? F_NEG : [])]));
      }
    }
    return out;
  };
  const loop = (cz: boolean): number[] => [
    ...lg(START), ...ls(I),
    0x02, 0x40, 0x03, 0x40, // block, loop
    ...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1, // br_if exit
    ...groupBody(cz),
    // i = (((i | lane bit) | m) + 1) & ~m
    ...lg(I), ...i32c(lane / 8), ...I_OR, ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I),
    0x0c, 0, 0x0b, 0x0b // br loop, end loop, end block
  ];
  const body: number[] = [];
  for (let j = 0; j < 36; j++) body.push(...lg(PAR), ...LOAD64_SPLAT(8 * j), ...ls(COEF + j));
  for (let da = 0; da < 4; da++) for (let db = 0; db < 4; db++) {
    body.push(...i32c(0));
    for (let t = 0; t < da; t++) body.push(...lg(SA), ...I_ADD);
    for (let t = 0; t < db; t++) body.push(...lg(SB), ...I_ADD);
    body.push(...ls(O + da + 4 * db));
  }
  body.push(...lg(CZ), 0x04, 0x40, ...loop(true), 0x05, ...loop(false), 0x0b); // if cz … else … end
  body.push(0x0b); // end function
  // locals vector: entries (count, type)
  const locals = vec([[...u32(nI32), I32], [...u32(nV), V128]]);
  return [...locals, ...body];
}

/**
 * `runs(state, scratch, table, n, bytes, gather)`: for r < n, copy `bytes` (a multiple of 64)
 * between state + table[2r] and scratch + table[2r + 1], 64 bytes (4 v128) per step.
 */
function runsBody(): number[] {
  const STATE = 0, SCRATCH = 1, TABLE = 2, N = 3, BYTES = 4, GATHER = 5;
  const R = 6, SRC = 7, DST = 8, B = 9, E = 10;
  const body: number[] = [];
  body.push(...lg(TABLE), ...ls(R));
  body.push(...lg(N), ...i32c(3), ...I_SHL, ...lg(TABLE), ...I_ADD, ...ls(E)); // end of the table
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop over runs
  body.push(...lg(R), ...lg(E), ...I_GE_U, 0x0d, 1);
  // s = state + table[2r], t = scratch + table[2r + 1]; gather: src s, dst t; else the reverse
  const s = [...lg(STATE), ...lg(R), 0x28, 2, 0, ...I_ADD]; // i32.load align 4 offset 0
  const t = [...lg(SCRATCH), ...lg(R), 0x28, 2, 4, ...I_ADD];
  body.push(...lg(GATHER), 0x04, 0x40, ...s, ...ls(SRC), ...t, ...ls(DST), 0x05, ...t, ...ls(SRC), ...s, ...ls(DST), 0x0b);
  body.push(...i32c(0), ...ls(B));
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop over the run's bytes
  body.push(...lg(B), ...lg(BYTES), ...I_GE_U, 0x0d, 1);
  for (let o = 0; o < 64; o += 16) body.push(...lg(DST), ...lg(B), ...I_ADD, ...lg(SRC), ...lg(B), ...I_ADD, ...V_LOAD(o), 0xfd, 0x0b, 4, ...u32(o));
  body.push(...lg(B), ...i32c(64), ...I_ADD, ...ls(B));
  body.push(0x0c, 0, 0x0b, 0x0b);
  body.push(...lg(R), ...i32c(8), ...I_ADD, ...ls(R));
  body.push(0x0c, 0, 0x0b, 0x0b);
  body.push(0x0b);
  return [...vec([[...u32(5), I32]]), ...body];
}

/**
 * `reduce(base, m, rows, unit)`: reduce.ts reduceChunks on ONE chunk of unit·4^m coefficients at
 * byte offset `base`: for q = m − 1 … 0, with L = unit·4^q and r = the 4 f64 at rows + 32·q, every
 * block hi of 4L values at base + 32·L·hi becomes its 2L values (x0, r0·x0 + r1·x1 + r2·x2 + r3·x3,
 * summed left to right as in JavaScript) at base + 16·L·hi. Two values per f64x2 step when L ≥ 2,
 * one f64 otherwise: the same products and sums in the same order, so the same bits. In place:
 * a step reads its four values before it writes its two, and writes never reach later reads.
 */
function reduceBody(): number[] {
  const BASE = 0, M = 1, ROWS = 2, UNIT = 3; // the parameters
  const Q = 4, L = 5, HI = 6, H = 7, SRC = 8, DST = 9, LO = 10, LB = 11; // the 8 i32 locals (LB: L in bytes)
  const R0 = 12; // 4 splatted rows (v128)
  const X = 16; // 4 loaded values (v128)
  /** The loop body for one lo: two values (f64x2), or one (lane 0 of a v128 whose lane 1 is 0). */
  const step = (vector: boolean): number[] => {
    const out: number[] = [];
    const at = (j: number) => [
      ...lg(SRC),
      ...lg(LO),
      ...I_ADD,
      ...(j ? [...lg(LB), ...i32c(j), ...I_MUL, ...I_ADD] : [])
    ];
    for (let j = 0; j < 4; j++) out.push(...at(j), ...(vector ? V_LOAD() : LOAD64_ZERO), ...ls(X + j));
    const store = vector ? V_STORE : STORE64_LANE(0, 0);
    // dst + lo ← x0; dst + L + lo ← ((r0·x0 + r1·x1) + r2·x2) + r3·x3
    out.push(...lg(DST), ...lg(LO), ...I_ADD, ...lg(X), ...store);
    out.push(...lg(DST), ...lg(LO), ...I_ADD, ...lg(LB), ...I_ADD);
    out.push(...lg(R0), ...lg(X), ...F_MUL);
    for (let j = 1; j < 4; j++) out.push(...lg(R0 + j), ...lg(X + j), ...F_MUL, ...F_ADD);
    out.push(...store);
    return out;
  };
  const body: number[] = [];
  // q = m − 1 … 0 (Q counts down from m)
  body.push(...lg(M), ...ls(Q));
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop over digits
  body.push(...lg(Q), ...I_EQZ, 0x0d, 1); // q = 0: done
  body.push(...lg(Q), ...i32c(-1), ...I_ADD, ...ls(Q));
  // L = unit << 2q; LB = 8L; H = 1 << (m − 1 − q)
  body.push(...lg(UNIT), ...lg(Q), ...i32c(1), ...I_SHL, ...I_SHL, ...ls(L));
  body.push(...lg(L), ...i32c(3), ...I_SHL, ...ls(LB));
  body.push(...i32c(1), ...lg(M), ...i32c(-1), ...I_ADD, ...lg(Q), ...I_SUB, ...I_SHL, ...ls(H));
  for (let j = 0; j < 4; j++)
    body.push(...lg(ROWS), ...lg(Q), ...i32c(5), ...I_SHL, ...I_ADD, ...LOAD64_SPLAT(8 * j), ...ls(R0 + j));
  body.push(...i32c(0), ...ls(HI));
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop over hi
  body.push(...lg(HI), ...lg(H), ...I_GE_U, 0x0d, 1);
  // SRC = base + 4·LB·hi, DST = base + 2·LB·hi
  body.push(...lg(BASE), ...lg(LB), ...lg(HI), ...I_MUL, ...i32c(2), ...I_SHL, ...I_ADD, ...ls(SRC));
  body.push(...lg(BASE), ...lg(LB), ...lg(HI), ...I_MUL, ...i32c(1), ...I_SHL, ...I_ADD, ...ls(DST));
  body.push(...i32c(0), ...ls(LO));
  // lo in bytes: step 16 (vector) when L ≥ 2, else 8 (scalar, one value)
  body.push(...lg(L), ...i32c(2), ...I_GE_U, 0x04, 0x40); // if L ≥ 2
  body.push(0x02, 0x40, 0x03, 0x40, ...lg(LO), ...lg(LB), ...I_GE_U, 0x0d, 1);
  body.push(...step(true), ...lg(LO), ...i32c(16), ...I_ADD, ...ls(LO), 0x0c, 0, 0x0b, 0x0b);
  body.push(0x05); // else: L = 1
  body.push(...step(false));
  body.push(0x0b); // end if
  body.push(...lg(HI), ...i32c(1), ...I_ADD, ...ls(HI), 0x0c, 0, 0x0b, 0x0b); // next hi
  body.push(0x0c, 0, 0x0b, 0x0b); // next digit
  body.push(0x0b);
  return [
    ...vec([
      [...u32(8), I32],
      [...u32(8), V128]
    ]),
    ...body
  ];
}

/** Kernels exported by the module: name → lane distance in bytes. */
const WASM_KERNELS = { pair: 8, pair4: 32, pair16: 128 } as const;

/** The module's bytes: the three pair kernels, then `runs` and `reduce`. */
export function pauliWasmBytes(): Uint8Array {
  const names = Object.keys(WASM_KERNELS) as (keyof typeof WASM_KERNELS)[];
  return moduleBytes([...names.map((n) => ({ name: n, params: 8, body: kernelBody(WASM_KERNELS[n]) })), { name: 'runs', params: 6, body: runsBody() }, { name: 'reduce', params: 4, body: reduceBody() }]);
}


/** The compiled module, or undefined where WebAssembly SIMD or shared memory is unavailable. */
const pauliWasmModule = lazyModule(pauliWasmBytes);

export type PairFn = (c: number, par: number, sa: number, sb: number, m: number, start: number, end: number, cz: number) => void;

/** Bytes of one pass's coefficients (36 f64) in the slots at the start of the memory. */
export const WASM_SLOT_BYTES = 288;
/** Coefficient slots before the state: the passes of one tile batch (tiles.ts MAX_BATCH). */
export const WASM_SLOTS = 224;
/** Bytes reserved before the state (one 64 KiB page: WASM_SLOTS coefficient slots). */
export const WASM_COEF_OFFSET = 65536;

/**
 * The kernel for a pair on a k-qubit state (k ≥ 3), by laneOf: digit 0 free → `pair`; pair
 * (0, b ≥ 2) → `pair4`; pair (0, 1) → `pair16` (needs digit 2 free, i.e. k ≥ 3).
 */
export function kernelFor(w: PauliWasm, a: number, b: number): PairFn {
  return [w.pair, w.pair4, w.pair16][laneOf(a, b)];
}

export type RunsFn = (state: number, scratch: number, table: number, n: number, bytes: number, gather: number) => void;
/** `reduce(base, m, rows, unit)`: one chunk of the final reduction (see reduceBody). */
export type ReduceFn = (base: number, m: number, rows: number, unit: number) => void;

/** Low digits of a run copied between the state and a scratch: 4^5 coefficients at most (8 KiB). */
export const RUN_MAX_DIGITS = 5;

/**
 * A shared memory with, from byte 0: the coefficient slots (WASM_COEF_OFFSET bytes), the state
 * (4^k coefficients), the run table of a tile batch, and one skewed scratch of 4^tileDigits
 * coefficients per thread; the kernels bound to it.
 */
export interface PauliWasm {
  mem: WasmMemory;
  module: WasmModule;
  /** Lanes along digit 0 (pairs without qubit 0). */
  pair: PairFn;
  /** Lanes along digit 1 (pairs (0, b), b ≥ 2). */
  pair4: PairFn;
  /** Lanes along digit 2 (the pair (0, 1)). */
  pair16: PairFn;
  /** Copies a tile's runs between the state and a scratch. */
  runs: RunsFn;
  /** Reduces one chunk to its I/Z labels (reduce.ts reduceChunks). */
  reduce: ReduceFn;
  /** Byte offset of the run table (two i32 per run). */
  table: number;
  /** Runs the table has room for: 4^(tileDigits − 3) (a tile always holds digits 0–2). */
  maxRuns: number;
  /** Byte offsets of the scratches, one per thread. */
  scratch: number[];
}

const roundPages = (bytes: number): number => Math.ceil(bytes / 65536) * 65536;

/**
 * The memory and kernels for a k-qubit state (k ≥ 3) whose tiles have at most `tileDigits`
 * digits, with `scratches` scratches (one per thread); undefined where WebAssembly SIMD or shared
 * memory is unavailable.
 */
export function pauliWasmInstance(k: number, tileDigits = k, scratches = 1): PauliWasm | undefined {
  const module = pauliWasmModule();
  if (!module || !WA) return undefined;
  try {
    const d = Math.min(k, tileDigits);
    const table = WASM_COEF_OFFSET + roundPages(8 * 4 ** k);
    const maxRuns = 4 ** Math.max(0, d - 3);
    const first = table + roundPages(8 * maxRuns);
    const each = scratchBytes(4 ** d);
    const scratch = Array.from({ length: scratches }, (_, i) => first + i * each);
    const pages = (first + scratches * each) / 65536;
    const mem = new WA.Memory({ initial: pages, maximum: pages, shared: true });
    const ex = new WA.Instance(module, { env: { mem } }).exports;
    return { mem, module, pair: ex['pair'] as PairFn, pair4: ex['pair4'] as PairFn, pair16: ex['pair16'] as PairFn, runs: ex['runs'] as RunsFn, reduce: ex['reduce'] as ReduceFn, table, maxRuns, scratch };
  } catch {
    return undefined;
  }
}
