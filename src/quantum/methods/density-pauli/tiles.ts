/**
 * The TILE SCHEDULE of the Pauli-basis engine's SIMD path (simulate.ts): scheduleTiles cuts a plan's pair
 * passes into batches that each run as one cache-sized sweep over memory, writeBatch and
 * wasmCoefficients fill the job words, coefficient slots and run table of a batch, and runTiles runs a
 * batch's tiles with the WebAssembly kernels of wasm.ts. runTiles is self-contained: its source
 * runs in the worker threads (worker-pool.ts).
 */
import type { PairOp } from './plan.js';
import { RUN_MAX_DIGITS, WASM_SLOTS, WASM_SLOT_BYTES, skew } from './wasm.js';
import type { PairFn, RunsFn } from './wasm.js';

/**
 * Digits every tile holds: 0–2 (runs of 64 contiguous coefficients, 512 B; the SIMD kernels' lanes
 * lie along digit 0, 1 or 2, so that digit must be in the tile).
 */
export const TILE_FIXED_DIGITS = 3;
/** Digits of a tile: 4^10 coefficients = 8 MiB (measured; see docs/devices.md). */
export const TILE_DIGITS = 10;
/** Most passes in one batch (one coefficient slot each in the WebAssembly memory). */
const MAX_BATCH = WASM_SLOTS;

/** Pair passes that run tile by tile: `digits` (bit d = digit d) holds every pass's pair. */
export interface TileBatch {
  digits: number;
  ops: PairOp[];
}

const popcount = (x: number): number => {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
};

/**
 * Cut the plan's pair passes into batches that each run as ONE sweep over memory: a batch's
 * passes only touch the digits in `digits` (at most `maxDigits`, always 0 … TILE_FIXED_DIGITS−1),
 * so for every setting of the other digits (a tile of 4^|digits| coefficients, cache-sized) all
 * the batch's passes can run one after the other while the tile is in cache. A pass only mixes
 * coefficients within its groups, so tile-by-tile gives the same bits as pass-by-pass.
 * Greedy, in plan order: a pass joins the batch when the digit set stays within `maxDigits` and
 * no earlier pass left for later shares a digit with it (passes on disjoint digits commute; on a
 * shared digit the plan order is kept). Pure.
 */
export function scheduleTiles(
  pairs: readonly PairOp[],
  k: number,
  maxDigits = TILE_DIGITS,
  maxBatch = MAX_BATCH
): TileBatch[] {
  if (maxDigits < TILE_FIXED_DIGITS + 2) throw new RangeError(`a tile needs at least ${TILE_FIXED_DIGITS + 2} digits`);
  const all = 2 ** k - 1;
  const fixed = 2 ** Math.min(k, TILE_FIXED_DIGITS) - 1;
  const done = new Uint8Array(pairs.length);
  const batches: TileBatch[] = [];
  let first = 0;
  for (;;) {
    while (first < pairs.length && done[first]) first++;
    if (first >= pairs.length) return batches;
    let digits = fixed,
      blocked = 0;
    const ops: PairOp[] = [];
    for (let i = first; i < pairs.length && ops.length < maxBatch && blocked !== all; i++) {
      if (done[i]) continue;
      const d = (1 << pairs[i].a) | (1 << pairs[i].b);
      const u = digits | d;
      if (!(d & blocked) && popcount(u) <= maxDigits) {
        digits = u;
        ops.push(pairs[i]);
        done[i] = 1;
      } else blocked |= d;
    }
    batches.push({ digits, ops });
  }
}

/**
 * The tiles [next() …) of one batch with the SIMD kernels `ex`. Each tile is copied into the
 * thread's skewed `scratch` (wasm.ts; its digits in order become digits 0 … D − 1 there, so
 * the tile is contiguous and its group members do not share a cache set), all the batch's passes
 * run there, and the tile is copied back. `job` (written by writeBatch): [0] passes n, [1] index mask of
 * the tile's digits, [2] tiles, [3] k, [4] tile digits D, [5] runs per tile, [6] bytes per run,
 * [7] low index bits of the digits outside the tile that no pass has touched yet (a tile where
 * one of them is X or Y is zero and is skipped), then per pass its local digits a and b, cz and
 * the byte offset of its coefficients (a slot of WASM_SLOT_BYTES). `table`: byte offset of the run
 * table (see writeBatch). `next()` hands out tile numbers (an atomic counter when threads share the
 * batch: tiles are independent, so any split gives the same bits).
 * Self-contained: its source runs in the workers.
 */
export function runTiles(
  ex: { pair: PairFn; pair4: PairFn; pair16: PairFn; runs: RunsFn },
  job: Int32Array,
  state: number,
  table: number,
  scratch: number,
  next: () => number
): void {
  const n = job[0],
    tm = job[1],
    tiles = job[2],
    k = job[3],
    end = 4 ** job[4],
    runs = job[5],
    bytes = job[6],
    zm = job[7];
  const free: number[] = [];
  for (let d = 0; d < k; d++) if (!((tm >> (2 * d)) & 3)) free.push(4 ** d);
  // wasm.ts skew, inlined (this source runs in the workers)
  const skew = (i: number) => 8 * i + 64 * ((i >>> 10) + (i >>> 16) + (i >>> 22));
  for (let t = next(); t < tiles; t = next()) {
    let base = 0;
    for (let j = 0; j < free.length; j++) base += ((t >> (2 * j)) & 3) * free[j];
    if ((base ^ (base >> 1)) & zm) continue;
    ex.runs(state + 8 * base, scratch, table, runs, bytes, 1);
    for (let p = 0; p < n; p++) {
      const a = job[8 + 4 * p],
        b = job[9 + 4 * p],
        sa = 4 ** a,
        sb = 4 ** b;
      // asm.ts laneOf, inlined (this source runs in the workers)
      const fn = a !== 0 && b !== 0 ? ex.pair : a + b === 1 ? ex.pair16 : ex.pair4;
      fn(scratch, job[11 + 4 * p], skew(sa), skew(sb), (3 * sa) | (3 * sb), 0, end, job[10 + 4 * p]);
    }
    ex.runs(state + 8 * base, scratch, table, runs, bytes, 0);
  }
}

/** Job words of runTiles for a batch of at most MAX_BATCH passes. */
export const JOB_WORDS = 8 + 4 * MAX_BATCH;

/**
 * Fill `job` (see runTiles), the coefficient slots and the run `table` for a batch; returns the
 * number of tiles. A tile's runs are its low digits 0 … low − 1 (the digits below the first digit
 * outside the tile, at most RUN_MAX_DIGITS): table[2r] is run r's byte offset from the tile's
 * base in the state, table[2r + 1] its byte offset in the skewed scratch.
 * `untouched`: bit d set when no earlier pass touched digit d (its labels are still I or Z).
 */
export function writeBatch(
  job: Int32Array,
  slots: Float64Array,
  table: Int32Array,
  k: number,
  batch: TileBatch,
  untouched = 0
): number {
  const inTile: number[] = [],
    outside: number[] = [];
  for (let d = 0; d < k; d++) ((batch.digits >> d) & 1 ? inTile : outside).push(d);
  const local = new Array<number>(k).fill(-1);
  inTile.forEach((d, i) => {
    local[d] = i;
  });
  let tm = 0;
  for (const d of inTile) tm |= 3 * 4 ** d;
  let low = 0;
  while (low < inTile.length && low < RUN_MAX_DIGITS && inTile[low] === low) low++;
  const run = 4 ** low,
    runs = 4 ** (inTile.length - low);
  const strides = inTile.slice(low).map((d) => 8 * 4 ** d);
  for (let r = 0; r < runs; r++) {
    let off = 0;
    for (let j = 0; j < strides.length; j++) off += ((r >> (2 * j)) & 3) * strides[j];
    table[2 * r] = off;
    table[2 * r + 1] = skew(r * run);
  }
  let zm = 0;
  for (const d of outside) if ((untouched >> d) & 1) zm |= 4 ** d;
  job[0] = batch.ops.length;
  job[1] = tm;
  job[2] = 4 ** outside.length;
  job[3] = k;
  job[4] = inTile.length;
  job[5] = runs;
  job[6] = 8 * run;
  job[7] = zm;
  batch.ops.forEach((op, p) => {
    job[8 + 4 * p] = local[op.a];
    job[9 + 4 * p] = local[op.b];
    job[10 + 4 * p] = op.cz ? 1 : 0;
    job[11 + 4 * p] = p * WASM_SLOT_BYTES;
    wasmCoefficients(slots.subarray((p * WASM_SLOT_BYTES) / 8, (p * WASM_SLOT_BYTES) / 8 + 36), op);
  });
  return job[2];
}

/** Write the 36 coefficients of the SIMD kernel (f·Ra, Rb, f·Rb rows 1–3) for a pair pass. */
export function wasmCoefficients(out: Float64Array, op: PairOp): void {
  const f = 1 - op.p;
  for (let r = 1; r < 4; r++)
    for (let j = 0; j < 4; j++) {
      out[(r - 1) * 4 + j] = f * op.Ra[r * 4 + j];
      out[12 + (r - 1) * 4 + j] = op.Rb[r * 4 + j];
      out[24 + (r - 1) * 4 + j] = f * op.Rb[r * 4 + j];
    }
}
