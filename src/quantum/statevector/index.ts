/**
 * The statevector method: simulator and shot sampling for the IR of ../circuit/ir.ts.
 *
 * State: 2^n complex amplitudes in two Float64Arrays (re, im), 16 bytes per amplitude, allocated
 * once per run and reused for every shot. Gates are compiled once into kernel steps with 1-qubit
 * gate fusion; terminal-measurement circuits are sampled from the final state in one pass, dynamic
 * circuits (mid-circuit measurement, reset, conditions) by shot branching or shot by shot.
 *
 * Files: options.ts (limits, option and result types); compile.ts (IR → kernel steps); kernels.ts,
 * kernels-2q.ts, kernels-warm.ts (the in-place kernels: 1-qubit, controlled and phase; 2-qubit;
 * their warm-up); codegen.ts (generated JavaScript passes for fused groups), diag-batch.ts (one pass
 * for a run of diagonal gates), fused-program.ts (a fused group as a straight-line program),
 * wasm-passes.ts (those programs as WebAssembly SIMD), wasm-run.ts (the WebAssembly driver),
 * wasm-scan.ts (sampling's norm and scan in WebAssembly); apply-step.ts (one step on a state or a
 * gathered block); run-unitary.ts (run workspace, cache-blocked and fused unitary runs);
 * shot-by-shot.ts (measurement, reset, conditions, jumps per shot); shot-branching.ts (dynamic
 * circuits by branching); slot-reuse.ts (qubit places reused after resets); sparse.ts (the sparse
 * start); run.ts (circuit-level entry: dynamics, size checks, final statevector); sampling.ts
 * (counts: the choice between sampling the final state, branching and shot by shot). The fusion
 * planner is a pass: ../passes/fusion.ts.
 */
export { SimulationError, MAX_QUBITS, DEFAULT_MAX_MEMORY, SPARSE_MAX, stateBytes } from './options.js';
export type { SimOptions, SampleOptions, SampleResult, StateVector } from './options.js';
export { compile } from './compile.js';
export { dynamicsOf, maxQubitsFor, simulateStatevector } from './run.js';
export type { Dynamics } from './run.js';
export { countKey, dynamicDistribution, sampleCounts, sampleIndices, sampleSparse } from './sampling.js';
