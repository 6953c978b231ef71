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
} from './ir.js';
export { GATES, opArity } from './ir.js';
export { parseQasm, QasmError, DEFAULT_LIMITS } from './qasm.js';
export type { ParseLimits } from './qasm.js';
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
} from './simulator/index.js';
export type { SimOptions, SampleOptions, SampleResult, StateVector, Dynamics } from './simulator/index.js';
export { circuitStats } from './stats.js';
export type { CircuitStats } from './stats.js';
export { Rng, splitmix64 } from './rng.js';
export { baseMatrix, baseOf, kernelOf, invertBase, power2 } from './gates.js';
export type { KernelGate, BaseGate } from './gates.js';
export {
  getDevice,
  deviceNames,
  adjacency,
  heavyHexEdges,
  heronEdges156,
  deviceFromData,
  DeviceError
} from './devices/devices.js';
export type { Device, DeviceFigures, QubitCalibration, CouplerCalibration } from './devices/devices.js';
export type { DeviceData } from './devices/data/index.js';
export {
  parseTarget,
  parseTargetSpec,
  scaledFigures,
  scaledQubit,
  scaledCoupler,
  TargetError,
  MIN_SCALE,
  MAX_SCALE
} from './devices/target.js';
export type { Target, TargetParse, TargetSpec, TargetSyntaxError } from './devices/target.js';
export { describeDevice } from './devices/description.js';
export { compactQubits } from './compact.js';
export type { TargetDescription } from './devices/description.js';
export { transpile, toQasm3, depthOf } from './transpile/transpile.js';
export type { TranspileResult, TranspileOptions } from './transpile/transpile.js';
export { buildNoisyProgram, relaxation, depolarizingParam, relaxProcessFidelity } from './noise/model.js';
export type { NoisyProgram, NoisyOp, QubitFigures } from './noise/model.js';
export { deviceNoiseModel } from './noise/device-model.js';
export type { DeviceNoiseModel } from './noise/device-model.js';
export { runDensity, MAX_DENSITY_QUBITS } from './noise/density.js';
export { runTrajectories } from './noise/trajectory.js';
export { runOnTarget, chooseMethod, DENSITY_SHOT_FACTOR, MAX_NOISY_QUBITS } from './noise/run.js';
export type { RunOptions, RunResult, EffectiveNoise, NoisyMethod } from './noise/run.js';
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
} from './fidelity.js';
export type { Distribution, ReadoutError, ScoreRecord, Score } from './fidelity.js';
