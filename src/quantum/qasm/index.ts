/**
 * OpenQASM 2.0 / 3 reader for the programs that workflows send (Qiskit's qasm2.dumps and
 * qasm3.dumps, the specification's examples): a Reader state (reader.ts) and one module per
 * concern over it (lexer, keywords, values, symbols, expressions, operands, gates, quantum
 * statements, declarations, assignments, arrays, control flow, subroutines) with interp.ts as the
 * entry; see docs/openqasm.md.
 */
import type { Circuit } from '../circuit/ir.js';
import { parseProgram } from './interp.js';
import { QasmError } from './lexer.js';
import { DEFAULT_LIMITS } from './reader.js';
import type { ParseLimits } from './reader.js';

export { QasmError, DEFAULT_LIMITS };
export type { ParseLimits };

/** Parse an OpenQASM 2.0 or 3 program. Throws QasmError (with line and column) on any problem. */
export function parseQasm(src: string, limits: ParseLimits = {}): Circuit {
  return parseProgram(src, limits);
}
