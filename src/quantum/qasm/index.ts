/** OpenQASM 2.0 / 3 reader (see docs/openqasm.md). */
import type { Circuit } from '../ir.js';
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
