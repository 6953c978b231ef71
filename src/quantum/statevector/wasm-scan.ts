/**
 * Sampling's two passes over a state in WebAssembly memory (./wasm-passes.ts: re at byte 0, im at byte
 * 8·N), as scalar f64 WebAssembly: the norm, and the cumulative scan that finds the index where a
 * sorted uniform falls. They run once per sampling, so as JavaScript they run cold (interpreter,
 * then baseline code) over 2^n amplitudes; WebAssembly is compiled before it runs. The arithmetic is
 * the JavaScript reference's, operation for operation (`acc + (re·re + im·im)`, no fused
 * multiply-add, which WebAssembly never contracts), so the counts for a seed are the same bits.
 *
 *   norm(N) → f64: Σ |amplitude|² in index order; also resets the scan (acc = 0, last = 0).
 *   advance(i, N, u) → i32: from index i on, adds each non-zero |amplitude|² to acc (and sets
 *     last to its index) and returns the first index after whose addition u < acc, or N.
 *   acc() → f64, last() → i32: the scan's state.
 */
import { name, section, u32, vec } from '../wasm/asm.js';
import type { WasmApi, WasmMemory, WasmModule } from '../wasm/asm.js';

const wasmApi = (): WasmApi | undefined => (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

const I32 = 0x7f,
  F64 = 0x7c;
const GET = 0x20,
  SET = 0x21,
  TEE = 0x22,
  GGET = 0x23,
  GSET = 0x24;
const F64_LOAD = [0x2b, 3, 0];
const I32C = (v: number) => [0x41, v]; // small non-negative constants only (0..63)
const F64_ZERO = [0x44, 0, 0, 0, 0, 0, 0, 0, 0];
const SHL3 = [...I32C(3), 0x74];

/** |amplitude|² of the index whose byte offset is in local `a`, im's base in local `imBase`; tees `p`. */
const prob = (a: number, imBase: number, x: number) => [
  GET, a, ...F64_LOAD, TEE, x, GET, x, 0xa2, // re·re
  GET, a, GET, imBase, 0x6a, ...F64_LOAD, TEE, x, GET, x, 0xa2, // im·im
  0xa0 // re·re + im·im
];

/** The module's bytes (exported for the test that validates them). */
export function scanWasmBytes(): Uint8Array {
  // norm(N): params 0 N; locals 1 i, 2 imBase, 3 addr (i32), 4 acc, 5 x (f64)
  const norm = [
    ...vec([
      [3, I32],
      [2, F64]
    ]),
    ...F64_ZERO, GSET, 0, ...I32C(0), GSET, 1, GET, 0, ...SHL3, SET, 2, 0x02, 0x40, 0x03, 0x40, GET, 1, GET,
    0, 0x4f, // i >= N
    0x0d, 1, GET, 1, ...SHL3, SET, 3, GET, 4, ...prob(3, 2, 5), 0xa0, // acc + p
    SET, 4, GET, 1, ...I32C(1), 0x6a, SET, 1, 0x0c, 0, 0x0b, 0x0b, GET, 4,
    0x0b
  ];
  // advance(i, N, u): params 0 i, 1 N, 2 u; locals 3 imBase, 4 addr (i32), 5 p, 6 acc, 7 x (f64)
  const advance = [
    ...vec([
      [2, I32],
      [3, F64]
    ]),
    GET, 1, ...SHL3, SET, 3, GGET, 0, SET, 6, 0x02, 0x40, 0x03, 0x40, GET, 0, GET, 1, 0x4f, // i >= N
    0x0d, 1, GET, 0, ...SHL3, SET, 4, ...prob(4, 3, 7), TEE, 5, ...F64_ZERO, 0x61, // p == 0
    0x45, // !
    0x04, 0x40, GET, 0, GSET, 1, // last = i
    GET, 6, GET, 5, 0xa0, SET, 6, // acc = acc + p
    GET, 2, GET, 6, 0x63, // u < acc
    0x04, 0x40, GET, 6, GSET, 0, GET, 0, 0x0f, // return i
    0x0b, 0x0b, GET, 0, ...I32C(1), 0x6a, SET, 0, 0x0c, 0, 0x0b, 0x0b, GET, 6, GSET, 0, GET, 1,
    0x0b
  ];
  const accFn = [...vec([]), GGET, 0, 0x0b];
  const lastFn = [...vec([]), GGET, 1, 0x0b];
  const fns: [string, number, number[]][] = [
    ['norm', 0, norm],
    ['advance', 1, advance],
    ['acc', 2, accFn],
    ['last', 3, lastFn]
  ];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(
      1,
      vec([
        [0x60, ...vec([[I32]]), ...vec([[F64]])],
        [0x60, ...vec([[I32], [I32], [F64]]), ...vec([[I32]])],
        [0x60, ...vec([]), ...vec([[F64]])],
        [0x60, ...vec([]), ...vec([[I32]])]
      ])
    ),
    // env.mem: any unshared memory (minimum 0 pages, no maximum)
    ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x00, ...u32(0)]])),
    ...section(3, vec(fns.map(([, t]) => u32(t)))),
    // acc (f64) and last (i32), mutable, 0
    ...section(
      6,
      vec([
        [F64, 1, ...F64_ZERO, 0x0b],
        [I32, 1, ...I32C(0), 0x0b]
      ])
    ),
    ...section(7, vec(fns.map(([n], i) => [...name(n), 0x00, ...u32(i)]))),
    ...section(10, vec(fns.map(([, , body]) => [...u32(body.length), ...body])))
  ]);
}

let compiled: WasmModule | null | undefined;

/** The scan functions on `mem`, or undefined where WebAssembly is missing or the module does not compile. */
export interface ScanFns {
  norm(N: number): number;
  advance(i: number, N: number, u: number): number;
  acc(): number;
  last(): number;
}

export function scanOn(mem: WasmMemory): ScanFns | undefined {
  const WA = wasmApi();
  if (!WA || compiled === null) return undefined;
  try {
    compiled ??= new WA.Module(scanWasmBytes());
    return new WA.Instance(compiled, { env: { mem } }).exports as unknown as ScanFns;
  } catch {
    compiled = null;
    return undefined;
  }
}
