/**
 * Helpers of the OpenQASM reader's expressions (./expr.ts) that read no tokens: compiled expressions
 * and their constant folding, numeric literals, index normalisation and indexing of values.
 */
import type { QasmError, Tok } from './lexer.js';
import { ValueError, article, bitsToInt, finite, int, intToBits, typeName } from './values.js';
import type { Val } from './values.js';

export function isZero(v: Val): boolean {
  return typeof v === 'number' ? v === 0 : typeof v === 'object' && v.k === 'int' && v.v === 0;
}

export function constant(v: Val): ((env: number[]) => Val) & { c: true } {
  const f = ((_env: number[]) => v) as unknown as ((env: number[]) => Val) & { c: true };
  f.c = true;
  return f;
}

export function foldable(...fs: ((env: number[]) => Val)[]): boolean {
  return fs.every((f) => (f as { c?: boolean }).c === true);
}

export function fmt(v: Val): string {
  if (typeof v === 'number') return String(v);
  if (v.k === 'int') return String(v.v);
  return typeName(v);
}

/**
 * A numeric literal. An integer literal beyond ±2^53 is read as the nearest real (as Qiskit does with
 * `U(2**200, 0, 0)`): exact where an integer is needed (sizes, indices, integer variables) it is not, so
 * those places refuse it by the usual integer checks.
 */
export function parseNumber(text: string): Val {
  if (/^0[xXoObB]/.test(text) || /^[0-9]+$/.test(text)) {
    const v = Number(text.toLowerCase());
    return Number.isSafeInteger(v) ? int(v) : finite(v, `number ${text}`);
  }
  const v = Number(text);
  return finite(v, `number ${text}`);
}

export function normIndex(
  k: number,
  size: number,
  t: Tok,
  p: { err(m: string, t: Tok): QasmError },
  name: string
): number {
  const i = k < 0 ? size + k : k;
  if (i < 0 || i >= size) throw p.err(`index ${k} is out of range for ${name ? `'${name}' of ` : ''}size ${size}`, t);
  return i;
}

export function indexValue(v: Val, sel: { idx: number[]; single: boolean }): Val {
  if (typeof v === 'object' && v.k === 'bits') {
    const b = sel.idx.map((i) => v.b[i]);
    return { k: 'bits', b };
  }
  if (typeof v === 'object' && v.k === 'rbits') return { k: 'rbits', c: sel.idx.map((i) => v.c[i]) };
  if (typeof v === 'object' && v.k === 'int') {
    const bits = intToBits(v.v, 64);
    return { k: 'bits', b: sel.idx.map((i) => bits[i]) };
  }
  throw new ValueError(`${article(typeName(v))} cannot be indexed`);
}

/** Value of an angle[n] register: its bits as a fraction of a turn. */
export function angleOf(v: Val, n: number): Val {
  if (typeof v === 'object' && v.k === 'bits') return (bitsToInt(v.b) / 2 ** n) * 2 * Math.PI;
  if (typeof v === 'object' && v.k === 'rbits') return { k: 'rbits', c: v.c, angle: true };
  return v;
}
