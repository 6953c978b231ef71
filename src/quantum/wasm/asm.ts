/**
 * A minimal WebAssembly binary assembler (no tool dependency): LEB128 encoders, section and
 * name encoders, the opcodes the project's SIMD kernels use, and the few WebAssembly API types
 * (the project's TypeScript lib has no WebAssembly declarations). Shared by the noise engine's
 * Pauli-basis kernels (methods/density-pauli/wasm.ts) and the statevector kernels.
 */
/** Unsigned LEB128 of n, byte by byte through `put` (no array for callers that fill a buffer). */
export function writeU32(n: number, put: (b: number) => void): void {
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    put(b);
  } while (n);
}
export const u32 = (n: number): number[] => {
  const out: number[] = [];
  writeU32(n, (b) => out.push(b));
  return out;
};
const s32 = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) { out.push(b); return out; }
    out.push(b | 0x80);
  }
};
export const vec = (items: number[][]): number[] => [...u32(items.length), ...items.flat()];
export const section = (id: number, body: number[]): number[] => [id, ...u32(body.length), ...body];
export const name = (s: string): number[] => vec([...Buffer.from(s, 'utf8')].map((b) => [b]));

export const I32 = 0x7f, V128 = 0x7b;
export const lg = (i: number) => [0x20, ...u32(i)];
export const ls = (i: number) => [0x21, ...u32(i)];
const simd = (op: number) => [0xfd, ...u32(op)];
export const V_LOAD = (off = 0) => [...simd(0x00), 3, ...u32(off)];
export const V_STORE = [...simd(0x0b), 3, 0];
export const LOAD64_SPLAT = (off: number) => [...simd(0x0a), 3, ...u32(off)];
export const LOAD64_ZERO = [...simd(0x5d), 3, 0];
export const LOAD64_LANE = (off: number, lane: number) => [...simd(0x57), 3, ...u32(off), lane];
export const STORE64_LANE = (off: number, lane: number) => [...simd(0x5b), 3, ...u32(off), lane];
export const F_NEG = simd(237), F_ADD = simd(240), F_SUB = simd(241), F_MUL = simd(242);
export const I_ADD = [0x6a], I_OR = [0x72], I_AND = [0x71], I_XOR = [0x73], I_SHL = [0x74], I_SHR_U = [0x76], I_GE_U = [0x4f];
export const I_EQZ = [0x45], I_SUB = [0x6b], I_MUL = [0x6c];
export const i32c = (v: number) => [0x41, ...s32(v)];

/**
 * Where the two f64x2 lanes of a pair kernel lie: bit (or base-4 digit) 0 of the index when the pair
 * (a, b) leaves it free, else 1, or 2 for the pair of 0 and 1. Returns that bit: 0, 1 or 2.
 */
export const laneOf = (a: number, b: number): 0 | 1 | 2 => (a !== 0 && b !== 0 ? 0 : a + b === 1 ? 2 : 1);

/**
 * A module that imports `env.mem` (a shared memory of at most 65536 pages) and exports `fns`, each
 * taking `params` i32 parameters and returning nothing; `body` = its locals vector and code.
 */
export function moduleBytes(fns: { name: string; params: number; body: number[] }[]): Uint8Array {
  const arities = [...new Set(fns.map((f) => f.params))];
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec(arities.map((n) => [0x60, ...vec(new Array(n).fill([I32])), ...vec([])]))),
    ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x03, ...u32(0), ...u32(65536)]])),
    ...section(3, vec(fns.map((f) => u32(arities.indexOf(f.params))))),
    ...section(7, vec(fns.map((f, i) => [...name(f.name), 0x00, ...u32(i)]))),
    ...section(10, vec(fns.map((f) => [...u32(f.body.length), ...f.body])))
  ]);
}

/** The few WebAssembly types used here (the project's lib has no WebAssembly declarations). */
export type WasmModule = object;
export interface WasmMemory { buffer: ArrayBuffer | SharedArrayBuffer }
export interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (m: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: new (d: { initial: number; maximum: number; shared: boolean }) => WasmMemory;
}
export const WA = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/**
 * The module of `bytes()`, compiled on first use and kept; undefined where WebAssembly (SIMD,
 * shared memory) is missing or the bytes do not compile, so callers fall back to JavaScript.
 */
export function lazyModule(bytes: () => Uint8Array): () => WasmModule | undefined {
  let compiled: WasmModule | null | undefined;
  return () => {
    if (compiled === undefined) {
      try {
        compiled = WA ? new WA.Module(bytes()) : null;
      } catch {
        compiled = null;
      }
    }
    return compiled ?? undefined;
  };
}
