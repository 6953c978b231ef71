/**
 * OpenQASM 2.0 / 3 reader for the programs that workflows send (Qiskit's qasm2.dumps and
 * qasm3.dumps, the specification's examples). The implementation lives in ./qasm/: a Reader
 * state (reader.ts) and one module per concern over it (lexer, keywords, values, symbols,
 * expressions, operands, gates, quantum statements, declarations, assignments, arrays,
 * control flow, subroutines) with interp.ts as the entry; see docs/openqasm.md.
 */
export { parseQasm, QasmError, DEFAULT_LIMITS } from './qasm/index.js';
export type { ParseLimits } from './qasm/index.js';
