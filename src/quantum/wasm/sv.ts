/**
 * Statevector passes as WebAssembly SIMD (f64x2), assembled in code (./asm.ts; no tool, no binary
 * in the repository). The state's re and im arrays live in one imported `WebAssembly.Memory`
 * (re at byte 0, im at byte 8·2^n), so the JavaScript kernels still work on them as Float64Array
 * views.
 *
 * A fused group (../fused.ts `fusedProgram`: the straight-line program of a run of gates on at
 * most 4 qubits) becomes one function with its qubits, strides and matrix entries baked in:
 * `f(base, hmask, end)` applies the group to every index base + i, for i from 0 below `end` with
 * the group's bits and the bits of `hmask` clear. Two amplitudes go in one f64x2: those at i and
 * i + 2^ℓ, ℓ the lowest qubit outside the group (one v128 load when ℓ = 0, two half loads
 * otherwise). The operations are the program's in its order (no fused multiply-add), so a pass
 * gives bit-identical amplitudes to the generated JavaScript pass (tested).
 */
import type { FusedProgram, Ref } from '../fused.js';
import { isInput } from '../fused.js';
import { F_ADD, F_MUL, F_NEG, I32, I_ADD, I_AND, I_GE_U, I_OR, I_SHL, I_XOR, V128, WA, i32c, lg, ls, name, section, simd, u32, vec } from './asm.js';
import type { WasmMemory, WasmModule } from './asm.js';

/** Smallest and largest states kept in WebAssembly memory (16·2^27 bytes = 2 GiB). */
export const SV_MIN_QUBITS = 6;
export const SV_MAX_QUBITS = 27;

const F_SUB = simd(241), SPLAT = simd(0x14);
const memarg = (off: number) => [3, ...u32(off)];
const VLOAD = (off: number) => [...simd(0x00), ...memarg(off)];
const VSTORE = (off: number) => [...simd(0x0b), ...memarg(off)];
const LZERO = (off: number) => [...simd(0x5d), ...memarg(off)];
const LLANE = (off: number, lane: number) => [...simd(0x57), ...memarg(off), lane];
const SLANE = (off: number, lane: number) => [...simd(0x5b), ...memarg(off), lane];
const f64c = (x: number) => {
  const b = new Uint8Array(8);
  new DataView(b.buffer).setFloat64(0, x, true);
  return [0x44, ...b];
};

/** A state in WebAssembly memory. */
export interface SvState {
  n: number;
  mem: WasmMemory;
  re: Float64Array;
  im: Float64Array;
}

/** A zero state of n qubits in a fresh memory, or undefined where WebAssembly is unavailable. */
export function svState(n: number): SvState | undefined {
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

function groupBody(g: SvGroup, n: number): number[] {
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
  const body: number[] = [];
  body.push(...lg(HMASK), ...i32c(gm), ...I_OR, ...ls(M));
  prog.consts.forEach((c, j) => body.push(...f64c(c), ...SPLAT, ...ls(C0 + j)));
  body.push(...i32c(0), ...ls(I));
  body.push(0x02, 0x40, 0x03, 0x40); // block, loop
  body.push(...lg(I), ...lg(END), ...I_GE_U, 0x0d, 1);
  body.push(...lg(BASE), ...lg(I), ...I_ADD, ...i32c(3), ...I_SHL, ...ls(P));
  const load = (o: number) => (lane === 0 ? [...lg(P), ...VLOAD(o)] : [...lg(P), ...lg(P), ...LZERO(o), ...LLANE(o + 8 * lb, 1)]);
  const store = (o: number, src: number) =>
    lane === 0 ? [...lg(P), ...lg(src), ...VSTORE(o)] : [...lg(P), ...lg(src), ...SLANE(o, 0), ...lg(P), ...lg(src), ...SLANE(o + 8 * lb, 1)];
  for (let L = 0; L < D; L++) {
    body.push(...load(off(L)), ...ls(X0 + 2 * L));
    body.push(...load(off(L) + imOff), ...ls(X0 + 2 * L + 1));
  }
  const ops = { add: F_ADD, sub: F_SUB, mul: F_MUL, neg: F_NEG };
  prog.code.forEach((ins, j) => {
    body.push(...lg(loc(ins.a)));
    if (ins.b) body.push(...lg(loc(ins.b)));
    body.push(...ops[ins.op], ...ls(V0 + j));
  });
  for (let L = 0; L < D; L++) {
    if (!isInput(prog.outR[L], 2 * L)) body.push(...store(off(L), loc(prog.outR[L])));
    if (!isInput(prog.outI[L], 2 * L + 1)) body.push(...store(off(L) + imOff, loc(prog.outI[L])));
  }
  // i = ((i | M) + 1) & ~M
  body.push(...lg(I), ...lg(M), ...I_OR, ...i32c(1), ...I_ADD, ...lg(M), ...i32c(-1), ...I_XOR, ...I_AND, ...ls(I));
  body.push(0x0c, 0, 0x0b, 0x0b, 0x0b);
  return [...vec([[...u32(nI32), I32], [...u32(nV), V128]]), ...body];
}

/** The module's bytes: one exported function `g<j>` per group, memory imported as env.mem. */
export function svModuleBytes(groups: SvGroup[], n: number): Uint8Array {
  const fns = groups.map((g) => groupBody(g, n));
  const bytes = [
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, vec([[0x60, ...vec([[I32], [I32], [I32]]), ...vec([])]])),
    ...section(2, vec([[...name('env'), ...name('mem'), 0x02, 0x00, ...u32(0)]])),
    ...section(3, vec(groups.map(() => u32(0)))),
    ...section(7, vec(groups.map((_, j) => [...name(`g${j}`), 0x00, ...u32(j)]))),
    ...section(10, vec(fns.map((fn) => [...u32(fn.length), ...fn])))
  ];
  return Uint8Array.from(bytes);
}

/** Compile the groups' passes for a state; undefined if WebAssembly (SIMD) is unavailable. */
export function svPasses(groups: SvGroup[], st: SvState): SvPass[] | undefined {
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
