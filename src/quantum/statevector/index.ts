/**
 * Statevector simulator and shot sampling for the IR of ../ir.ts.
 *
 * State: 2^n complex amplitudes in two Float64Arrays (re, im), 16 bytes per amplitude, allocated
 * once per run and reused for every shot. Gates are compiled once into kernel steps (see
 * ../kernels.ts) with 1-qubit gate fusion; terminal-measurement circuits are sampled from the final
 * state in one pass, dynamic circuits (mid-circuit measurement, reset, conditions) shot by shot.
 *
 * Parts: options.ts (limits, option and result types), compile.ts (IR → kernel steps), apply.ts
 * (one step on a state or a gathered block), fusion.ts (fusion planner), wasm.ts (WebAssembly
 * driver), blocked.ts (run workspace, cache-blocked unitary runs), execute.ts (shot-by-shot
 * steps), simulate.ts (dynamics, statevector, sparse start), sampling.ts (counts and sampling),
 * branching.ts (shot branching of dynamic circuits), relabel.ts (qubit places reused after resets).
 */
export { SimulationError, MAX_QUBITS, DEFAULT_MAX_MEMORY, SPARSE_MAX, stateBytes } from './options.js';
export type { SimOptions, SampleOptions, SampleResult, StateVector } from './options.js';
export { compile } from './compile.js';
export { dynamicsOf, maxQubitsFor, simulateStatevector } from './run.js';
export type { Dynamics } from './run.js';
export { countKey, dynamicDistribution, sampleCounts, sampleIndices, sampleSparse } from './sampling.js';
