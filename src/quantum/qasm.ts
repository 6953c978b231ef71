/**
 * OpenQASM 2.0 / 3 reader for the programs that workflows send (Qiskit's qasm2.dumps and
 * qasm3.dumps, the specification's examples). The implementation lives in ./qasm/: lexer,
 * values (classical types and expressions), expand (gate definitions and modifiers), base
 * (symbols, storage, expressions), quantum (declarations, gates, measurement, timing,
 * assignments) and control (statement dispatch and classical control flow).
 */
export { parseQasm, QasmError, DEFAULT_LIMITS } from './qasm/index.js';
export type { ParseLimits } from './qasm/index.js';
