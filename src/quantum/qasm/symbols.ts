/**
 * What a name stands for while the OpenQASM reader reads (qubits, bit storage, a scalar known while
 * reading, a subroutine, an array), and the limits on arrays. Scopes and lookups are in ./reader.ts.
 */
import type { Tok } from './lexer.js';
import type { Val } from './values.js';

/** Physical `$n` qubits, a register, or an alias: the qubits it names. */
interface QSym {
  s: 'q';
  name: string;
  qubits: number[];
  single: boolean;
}
/** Classical bit storage (bit, creg, angle[n] registers and measured values). */
export interface CSym {
  s: 'c';
  name: string;
  clbits: number[];
  single: boolean;
  type: 'bit' | 'angle';
  param?: boolean;
}
/** Classical scalar known while reading (int, uint, float, bool, angle, duration, stretch). */
interface VSym {
  s: 'v';
  name: string;
  type: string;
  width?: number;
  val: Val;
  isConst: boolean;
  scope: number;
  loopVar?: boolean;
}
export interface DefParam {
  name: string;
  kind: 'qubit' | 'bits' | 'scalar' | 'angle' | 'array';
  size?: number;
  type?: string;
  width?: number;
  tok: Tok;
  /** Array parameters: the sizes, or only the number of dimensions (`#dim=n`), and whether writes are allowed. */
  dims?: number[];
  ndim?: number;
  mutable?: boolean;
}
export interface DSym {
  s: 'def';
  name: string;
  params: DefParam[];
  ret?: { type: string; width?: number };
  bodyStart: number;
  bodyEnd: number;
  tok: Tok;
}
/**
 * A classical array known while reading (`array[int[32], 5] x;`): row-major `data`, `dims` per dimension.
 * Subroutine parameters alias the caller's array (same `data`), `readonly` ones refuse writes.
 */
export interface ASym {
  s: 'arr';
  name: string;
  type: string;
  width?: number;
  dims: number[];
  data: Val[];
  scope: number;
  readonly?: boolean;
}
export type Sym = QSym | CSym | VSym | DSym | ASym;
/** Largest array (elements), and elements all arrays of one program may allocate in all (a loop re-declaring counts each time). */
export const MAX_ARRAY_ELEMENTS = 1 << 16;
export const MAX_ARRAY_ELEMENTS_TOTAL = 1 << 20;
/** Array elements selected, copied or initialised in all while reading (a loop copying a large array counts each time). */
export const MAX_ARRAY_WORK = 1 << 21;

export interface QubitArg {
  qubits: number[];
  single: boolean;
  tok: Tok;
}
