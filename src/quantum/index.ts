/** Quantum engine: OpenQASM 2/3 reader, statevector simulator, seeded sampling. See docs/quantum.md. */
export type {
  Circuit,
  Op,
  GateOp,
  MeasureOp,
  ResetOp,
  BarrierOp,
  Condition,
  Register,
  CallInfo,
  Matrix2,
  GateInfo
} from './circuit/ir.js';
export { GATES, opArity } from './circuit/ir.js';
export { parseQasm, QasmError, DEFAULT_LIMITS } from './qasm/index.js';
export type { ParseLimits } from './qasm/index.js';
export {
  simulateStatevector,
  sampleCounts,
  dynamicDistribution,
  sampleIndices,
  compile,
  dynamicsOf,
  countKey,
  stateBytes,
  maxQubitsFor,
  SimulationError,
  MAX_QUBITS,
  DEFAULT_MAX_MEMORY
} from './statevector/index.js';
export type { SimOptions, SampleOptions, SampleResult, StateVector, Dynamics } from './statevector/index.js';
export { circuitStats } from './circuit/stats.js';
export type { CircuitStats } from './circuit/stats.js';
export { Rng, splitmix64 } from './maths/rng.js';
export { baseMatrix, baseOf, kernelOf, invertBase, power2 } from './circuit/gates.js';
export type { KernelGate, BaseGate } from './circuit/gates.js';
export {
  getDevice,
  deviceNames,
  adjacency,
  heavyHexEdges,
  heronEdges156,
  deviceFromData,
  DeviceError
} from './targets/devices/devices.js';
export type { Device, DeviceFigures, QubitCalibration, CouplerCalibration } from './targets/devices/devices.js';
export type { DeviceData } from './targets/devices/data/index.js';
export {
  parseTarget,
  parseTargetSpec,
  scaledFigures,
  scaledQubit,
  scaledCoupler,
  TargetError,
  MIN_SCALE,
  MAX_SCALE
} from './targets/target.js';
export type { Target, TargetParse, TargetSpec, TargetSyntaxError } from './targets/target.js';
export { describeDevice } from './targets/devices/description.js';
export { compactQubits } from './circuit/compact.js';
export type { TargetDescription } from './targets/devices/description.js';
export { transpile, toQasm3, depthOf } from './passes/transpile/transpile.js';
export type { TranspileResult, TranspileOptions } from './passes/transpile/transpile.js';
export { buildNoisyProgram, relaxation, depolarizingParam, relaxProcessFidelity } from './noise/model.js';
export type { NoisyProgram, NoisyOp, QubitFigures } from './noise/model.js';
export { deviceNoiseModel } from './noise/device-model.js';
export type { DeviceNoiseModel } from './noise/device-model.js';
export { runDensity, MAX_DENSITY_QUBITS } from './methods/density-pauli/run.js';
export { runTrajectories } from './methods/trajectory/run.js';
export { runOnTarget, chooseMethod, DENSITY_SHOT_FACTOR, MAX_NOISY_QUBITS } from './targets/run.js';
export type { RunOptions, RunResult, EffectiveNoise, NoisyMethod } from './targets/run.js';
export {
  hellingerFidelity,
  idealDistribution,
  mitigateReadout,
  projectToSimplex,
  scoreCircuits,
  unscorableReason,
  keyBits,
  normalise,
  MAX_SCORED_QUBITS
} from './maths/fidelity.js';
export type { Distribution, ReadoutError, ScoreRecord, Score } from './maths/fidelity.js';
