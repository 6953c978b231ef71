/**
 * Lowering to the native basis: IR operations to 1-qubit unitaries, cz and non-gates (cx as H·cz·H), and a
 * 1-qubit unitary as rz, sx and x (equal up to a global phase). Used by ./transpile.ts.
 */
import type { BasicOp, Condition, Duration, SourcePos } from '../../circuit/ir.js';
import { decomposeOp } from './decompose.js';
import { H2, I2, SX2, X2, equalUpToPhase, isIdentityUpToPhase, mul, normAngle, rz } from './mat.js';
import type { M2 } from './mat.js';
import { isDiag } from './peephole.js';
import type { LOp } from './peephole.js';

export function cxToCz(c: number, t: number, cond?: Condition): LOp[] {
  return [
    { k: 'u', q: t, m: H2, cond },
    { k: 'cz', a: c, b: t, cond },
    { k: 'u', q: t, m: H2, cond }
  ];
}

/** Lower IR ops (on logical indices remapped by `map`) to 1-qubit unitaries, cz and non-gates. */
export function lower(ops: BasicOp[], map: (q: number) => number): LOp[] {
  const out: LOp[] = [];
  for (const op of ops) {
    if (op.kind === 'measure') out.push({ k: 'measure', q: map(op.qubit), clbit: op.clbit, cond: op.condition });
    else if (op.kind === 'reset') out.push({ k: 'reset', q: map(op.qubit), cond: op.condition });
    else if (op.kind === 'barrier') out.push({ k: 'barrier', qs: op.qubits.map(map), ...boxOf(op) });
    // a delay on several qubits is one independent delay per qubit (Qiskit's broadcast)
    else if (op.kind === 'delay')
      for (const q of op.qubits)
        out.push({
          k: 'delay',
          q: map(q),
          d: op.duration,
          ...(op.at ? { at: op.at } : {}),
          ...(op.stretchVars !== undefined ? { stretchVars: op.stretchVars } : {}),
          cond: op.condition
        });
    else {
      for (const p of decomposeOp(op)) {
        if (p.k === 'gphase') continue;
        if (p.k === 'u') out.push({ k: 'u', q: map(p.q), m: p.m, cond: p.cond });
        else if (p.k === 'cz') out.push({ k: 'cz', a: map(p.a), b: map(p.b), cond: p.cond });
        else out.push(...cxToCz(map(p.c), map(p.t), p.cond));
      }
    }
  }
  return out;
}

export function boxOf(b: { box?: Duration; boxEnd?: true; at?: SourcePos }): {
  box?: Duration;
  boxEnd?: true;
  at?: SourcePos;
} {
  return b.box ? { box: b.box, ...(b.at ? { at: b.at } : {}) } : b.boxEnd ? { boxEnd: true } : {};
}

/** A 1-qubit unitary as native gates (time order), equal up to a global phase. */
export function toNative(m: M2): { name: 'rz' | 'sx' | 'x'; params: number[] }[] {
  if (isIdentityUpToPhase(m)) return [];
  const arg = (re: number, im: number) => Math.atan2(im, re);
  const RZ = (t: number) => ({ name: 'rz' as const, params: [normAngle(t)] });
  if (isDiag(m, 1e-10)) return [RZ(arg(m[6], m[7]) - arg(m[0], m[1]))];
  if (Math.hypot(m[0], m[1]) < 1e-10) {
    // [[0, b], [c, 0]] = Rz(φ)·X up to phase, φ = arg c − arg b
    const phi = normAngle(arg(m[4], m[5]) - arg(m[2], m[3]));
    return Math.abs(phi) < 1e-12 ? [{ name: 'x', params: [] }] : [{ name: 'x', params: [] }, RZ(phi)];
  }
  // U3(θ, φ, λ) up to phase, from m00 = cos θ/2, m10 = e^{iφ} sin θ/2, m01 = −e^{iλ} sin θ/2
  const g = arg(m[0], m[1]);
  const theta = 2 * Math.atan2(Math.hypot(m[4], m[5]), Math.hypot(m[0], m[1]));
  const phi = arg(m[4], m[5]) - g;
  const lam = arg(-m[2], -m[3]) - g;
  const seqs: { name: 'rz' | 'sx' | 'x'; params: number[] }[][] = [];
  // θ = π/2: U3(π/2, φ, λ) = Rz(φ + π/2)·SX·Rz(λ − π/2) up to phase
  if (Math.abs(theta - Math.PI / 2) < 1e-10)
    seqs.push([RZ(lam - Math.PI / 2), { name: 'sx', params: [] }, RZ(phi + Math.PI / 2)]);
  // general: U3(θ, φ, λ) = Rz(φ + π)·SX·Rz(θ + π)·SX·Rz(λ) up to phase
  seqs.push([RZ(lam), { name: 'sx', params: [] }, RZ(theta + Math.PI), { name: 'sx', params: [] }, RZ(phi + Math.PI)]);
  for (const s of seqs) {
    const clean = s.filter((g2) => g2.name !== 'rz' || Math.abs(g2.params[0]) > 1e-12);
    if (equalUpToPhase(nativeMatrix(clean), m, 1e-8)) return clean;
  }
  throw new Error('internal error: 1-qubit synthesis failed');
}

export function nativeMatrix(seq: { name: string; params: number[] }[]): M2 {
  let acc = I2;
  for (const g of seq) acc = mul(g.name === 'rz' ? rz(g.params[0]) : g.name === 'sx' ? SX2 : X2, acc);
  return acc;
}
