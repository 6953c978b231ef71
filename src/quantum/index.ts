/** Quantum engine: OpenQASM 2/3 reader, statevector simulator, seeded sampling. See docs/quantum.md. */
export type { Circuit, Op, GateOp, MeasureOp, ResetOp, BarrierOp, Condition, Register, CallInfo, Matrix2, GateInfo } from './ir.js';
export { GATES, opArity } from './ir.js';
export { parseQasm, QasmError, DEFAULT_LIMITS } from './qasm.js';
export type { ParseLimits } from './qasm.js';
export {
  simulateStatevector, sampleCounts, sampleIndices, compile, dynamicsOf, countKey, stateBytes, maxQubitsFor,
  SimulationError, MAX_QUBITS, DEFAULT_MAX_MEMORY
} from './simulator.js';
export type { SimOptions, SampleOptions, SampleResult, StateVector, Dynamics } from './simulator.js';
export { circuitStats } from './stats.js';
export type { CircuitStats } from './stats.js';
export { Rng, splitmix64 } from './rng.js';
export { baseMatrix, baseOf, kernelOf, invertBase, power2 } from './gates.js';
export type { KernelGate, BaseGate } from './gates.js';
