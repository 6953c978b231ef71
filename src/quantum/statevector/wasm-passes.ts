/**
 * Statevector passes as WebAssembly SIMD (f64x2), assembled in code (./asm.ts; no tool, no binary
 * in the repository). The state's re and im arrays live in one imported `WebAssembly.Memory`
 * (re at byte 0, im at byte 8·2^n), so the JavaScript kernels still work on them as Float64Array
 * views.
 *
 * A fused group (./fused-program.ts `fusedProgram`: the straight-line program of a run of gates on at
 * most 4 qubits) becomes one function with its qubits, strides and matrix entries baked in:
 * `f(base, hmask, end)` applies the group to every index base + i, for i from 0 below `end` with
 * the group's bits and the bits of `hmask` clear. Two amplitudes go in one f64x2: those at i and
 * i + 2^ℓ, ℓ the lowest qubit outside the group (one v128 load when ℓ = 0, two half loads
 * otherwise). The operations are the program's in its order (no fused multiply-add), so a pass
 * gives bit-identical amplitudes to the generated JavaScript pass (tested).
 */
import type { FusedProgram, Ref } from './fused-program.js';
import { isInput } from './fused-program.js';
import { I32, I_ADD, I_AND, I_GE_U, I_OR, I_SHL, I_XOR, V128, i32c, name, section, u32, vec, writeU32 } from '../wasm/asm.js';
import type { WasmApi, WasmMemory, WasmModule } from '../wasm/asm.js';

/** The WebAssembly API, looked up at each use (so that its absence can be tested). */
const wasmApi = (): WasmApi | undefined => (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** Smallest and largest states kept in WebAssembly memory (16·2^27 bytes = 2 GiB). */
export const SV_MIN_QUBITS = 6;
export const SV_MAX_QUBITS = 27;

/** A state in WebAssembly memory. */
export interface SvState {
  n: number;
  mem: WasmMemory;
  re: Float64Array;
  im: Float64Array;
}

/** A zero state of n qubits in a fresh memory, or undefined where WebAssembly is unavailable. */
export function svState(n: number): SvState | undefined {
  const WA = wasmApi();
  if (!WA || n < SV_MIN_QUBITS || n > SV_MAX_QUBITS) return undefined;
  try {
    const N = 2 ** n;
    const pages = Math.ceil((16 * N) / 65536);
    const mem = new WA.Memory({ initial: pages, maximum: pages, shared: false });
    return { n, mem, re: new Float64Array(mem.buffer, 0, N), im: new Float64Array(mem.buffer, 8 * N, N) };
  } catch {
    return undefined;
  }
}

/** A group to compile: its program and its qubits (ascending; local bit j = qubits[j]). */
export interface SvGroup {
  prog: FusedProgram;
  qubits: readonly number[];
}

export type SvPass = (base: number, hmask: number, end: number) => void;

/** Lowest qubit outside the group: the lane bit. */
export function laneBit(qubits: readonly number[]): number {
  let l = 0;
  while (qubits.includes(l)) l++;
  return l;
}

/** A growing byte buffer (assembling with spread arrays costs more than compiling). */
class Bytes {
  buf: Uint8Array;
  len = 0;
  constructor(size = 1 << 16) {
    this.buf = new Uint8Array(size);
  }
  byte(b: number): void {
    if (this.len === this.buf.length) {
      const nb = new Uint8Array(this.buf.length * 2);
      nb.set(this.buf);
      this.buf = nb;
    }
    this.buf[this.len++] = b;
  }
  all(bs: ArrayLike<number>): void {
    for (let j = 0; j < bs.length; j++) this.byte(bs[j]);
  }
  u32(n: number): void {
    writeU32(n, (b) => this.byte(b));
  }
  get(i: number): void { this.byte(0x20); this.u32(i); }
  set(i: number): void { this.byte(0x21); this.u32(i); }
  simd(op: number): void { this.byte(0xfd); this.u32(op); }
  mem(op: number, off: number): void { this.simd(op); this.byte(3); this.u32(off); }
  bytes(): Uint8Array { return this.buf.subarray(0, this.len); }
}

/**
 * The scratch buffer of one function body, reused for every group (a fresh 64 KiB buffer per
 * group cost about a fifth of the module's assembly time at 20 qubits, in allocation and GC).
 */
const scratch = new Bytes(1 << 12);

function groupBody(out: Bytes, g: SvGroup, n: number): void {
  const { prog, qubits } = g;
  const D = 1 << prog.k;
  const BASE = 0, HMASK = 1, END = 2, I = 3, P = 4, M = 5;
  const nI32 = 3;
  const C0 = 3 + nI32; // v128 locals: consts, inputs, values
  const X0 = C0 + prog.consts.length, V0 = X0 + 2 * D;
  const nV = prog.consts.length + 2 * D + prog.code.length;
  const lane = laneBit(qubits);
  const lb = 1 << lane;
  const imOff = 8 * 2 ** n;
  let gm = lb;
  for (const q of qubits) gm |= 1 << q;
  const off = (L: number) => {
    let o = 0;
    for (let j = 0; j < prog.k; j++) if ((L >> j) & 1) o += 1 << qubits[j];
    return 8 * o;
  };
  const loc = (r: Ref) => (r.t === 'x' ? X0 + r.j : r.t === 'c' ? C0 + r.j : V0 + r.j);
  const b = scratch;
  b.len = 0;
  b.all([2]); // two local declarations
  b.u32(nI32); b.byte(I32);
  b.u32(nV); b.byte(V128);
  b.get(HMASK); b.all(i32c(gm)); b.all(I_OR); b.set(M);
  const f64 = new DataView(new ArrayBuffer(8));
  prog.consts.forEach((c, j) => {
    f64.setFloat64(0, c, true);
    b.byte(0x44);
    for (let t = 0; t < 8; t++) b.byte(f64.getUint8(t));
    b.simd(0x14);
    b.set(C0 + j);
  });
  b.all(i32c(0)); b.set(I);
  b.all([0x02, 0x40, 0x03, 0x40]); // block, loop
  b.get(I); b.get(END); b.all(I_GE_U); b.all([0x0d, 1]);
  b.get(BASE); b.get(I); b.all(I_ADD); b.all(i32c(3)); b.all(I_SHL); b.set(P);
  const load = (o: number) => {
    if (lane === 0) { b.get(P); b.mem(0x00, o); return; }
    b.get(P); b.get(P); b.mem(0x5d, o); b.mem(0x57, o + 8 * lb); b.byte(1);
  };
  const store = (o: number, src: number) => {
    if (lane === 0) { b.get(P); b.get(src); b.mem(0x0b, o); return; }
    b.get(P); b.get(src); b.mem(0x5b, o); b.byte(0);
    b.get(P); b.get(src); b.mem(0x5b, o + 8 * lb); b.byte(1);
  };
  for (let L = 0; L < D; L++) {
    load(off(L)); b.set(X0 + 2 * L);
    load(off(L) + imOff); b.set(X0 + 2 * L + 1);
  }
  const ops = { add: 240, sub: 241, mul: 242, neg: 237 };
  prog.code.forEach((ins, j) => {
    b.get(loc(ins.a));
    if (ins.b) b.get(loc(ins.b));
    b.simd(ops[ins.op]);
    b.set(V0 + j);
  });
  for (let L = 0; L < D; L++) {
    if (!isInput(prog.outR[L], 2 * L)) store(off(L), loc(prog.outR[L]));
    if (!isInput(prog.outI[L], 2 * L + 1)) store(off(L) + imOff, loc(prog.outI[L]));
  }
  // i = ((i | M) + 1) & ~M
  b.get(I); b.get(M); b.all(I_OR); b.all(i32c(1)); b.all(I_ADD); b.get(M); b.all(i32c(-1)); b.all(I_XOR); b.all(I_AND); b.set(I);
  b.all([0x0c, 0, 0x0b, 0x0b, 0x0b]);
  out.u32(b.len);
  out.all(b.bytes());
}

/** The module's bytes: one exported function `g<j>` per group, memory imported as env.mem. */
export function svModuleBytes(groups: SvGroup[], n: number): Uint8Array {
  const out = new Bytes();
  out.all([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
  out.all(section(1, vec([[0x60, ...vec([[I32], [I32], [I32]]), ...vec([])]])));
  out.all(section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x00, ...u32(0)]])));
  out.all(section(3, vec(groups.map(() => u32(0)))));
  out.all(section(7, vec(groups.map((_, j) => [...name(`g${j}`), 0x00, ...u32(j)]))));
  const code = new Bytes();
  code.u32(groups.length);
  for (const g of groups) groupBody(code, g, n);
  out.byte(10);
  out.u32(code.len);
  out.all(code.bytes());
  return out.bytes();
}

/** Compile the groups' passes for a state; undefined if WebAssembly (SIMD) is unavailable. */
export function svPasses(groups: SvGroup[], st: SvState): SvPass[] | undefined {
  const WA = wasmApi();
  if (!WA) return undefined;
  if (groups.length === 0) return [];
  try {
    const module: WasmModule = new WA.Module(svModuleBytes(groups, st.n));
    const inst = new WA.Instance(module, { env: { mem: st.mem } });
    return groups.map((_, j) => inst.exports[`g${j}`] as SvPass);
  } catch {
    return undefined;
  }
}
