/** Options, limits and result types of the statevector simulator. */

export class SimulationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimulationError';
  }
}

/** Hard ceiling: indices are 32-bit integers in the kernels. */
export const MAX_QUBITS = 30;
/** Default memory limit for the state (and the prefix cache of dynamic circuits): 4 GiB = 28 qubits. */
export const DEFAULT_MAX_MEMORY = 4 * 1024 ** 3;

export interface SimOptions {
  /** Refuse circuits whose state would need more bytes than this. Default 4 GiB. */
  maxMemoryBytes?: number;
  /** Fuse 1-qubit gates (default true). Off only for testing and benchmarking. */
  fusion?: boolean;
  /** log2 of the cache block (e.g. BLOCK_BITS = 15); 0 (default) disables blocking. For tuning and tests. */
  blockBits?: number;
  /**
   * Pass fusion level (1..4, default FUSE_QUBITS): 1 keeps only the table-driven batching of
   * phase gates; 2 adds generated passes for 2-qubit groups (a 2-qubit gate with its neighbouring
   * 1-qubit gates) on states of GENERATED_MIN_QUBITS or more; 3 and 4 use generated passes for
   * groups of up to that many qubits at every size (slower in practice: each new generated function
   * pays a JIT warm-up). Ignored when `fusion` is false or blocking is on. For tuning and tests.
   */
  fuseQubits?: number;
  /**
   * Start static circuits on a sparse state (default true): steps run on the list of nonzero
   * amplitudes while the support stays small (SPARSE_MAX), and the dense arrays are allocated only
   * when it grows. A circuit whose support stays small (GHZ, basis states) never allocates them.
   * Off only for testing and benchmarking the dense path.
   */
  sparse?: boolean;
  /**
   * Keep the state in WebAssembly memory and run fused groups as WebAssembly SIMD passes
   * (./wasm-passes.ts) for SV_MIN_QUBITS..SV_MAX_QUBITS qubits (default true; the CLI's env
   * BENCHGATE_SIM_WASM=0 turns it off). Falls back to JavaScript where WebAssembly is unavailable.
   * Used only with fusion on and `blockBits` 0.
   */
  wasm?: boolean;
  /**
   * log2 of the in-place cache block of the WebAssembly path (default WASM_BLOCK_BITS; the CLI's
   * env BENCHGATE_SIM_WASM_BLOCK_BITS); 0 = every group its own pass over the state.
   */
  wasmBlockBits?: number;
  /**
   * Let the WebAssembly path move a group ahead of groups on other qubits into the current block's
   * segment (default true; the CLI's env BENCHGATE_SIM_WASM_REORDER=0 turns it off).
   */
  wasmReorder?: boolean;
}

/** Default log2 of the WebAssembly path's cache block: 2^16 amplitudes (1 MiB of re + im). */
export const WASM_BLOCK_BITS = 16;
/** Qubits always inside a WebAssembly block (runs of 2^8 contiguous amplitudes). */
export const WASM_LOW_BITS = 8;

/** Default for `fuseQubits`. */
export const FUSE_QUBITS = 2;
/**
 * A run of phase steps becomes a table-driven batch only when it spans at least this many qubits:
 * narrower runs (a brickwork layer's rz and cz gates) do better inside the fused groups of their
 * 2-qubit gates (random-24: 4.2–4.6 s against 4.9–6.9 s, first runs in fresh processes).
 */
export const DIAG_MIN_QUBITS = 6;
/**
 * From this many qubits on (at fusion level 2), 2-qubit groups run as generated passes
 * (./codegen.ts); below it their gates run one by one. A generated pass is faster once compiled, but
 * each new one costs a JIT warm-up of tens of milliseconds, which only large states repay.
 */
export const GENERATED_MIN_QUBITS = 22;

/**
 * The sparse start switches to the dense state past this many stored amplitudes, or, past
 * SPARSE_MIN amplitudes, when they fill more than 1/SPARSE_DENSITY of the support's 2^w indices:
 * a sparse amplitude costs about 0.3–1 µs per gate (a Map lookup), a dense one 1–2 ns per pass.
 */
export const SPARSE_MAX = 1 << 14;
export const SPARSE_MIN = 64;
export const SPARSE_DENSITY = 256;

/** Default memory for the saved branch copies of shot branching: 1 GiB (within the memory limit). */
export const DEFAULT_BRANCH_MEMORY = 1024 ** 3;

export interface SampleOptions extends SimOptions {
  shots: number;
  /**
   * Dynamic circuits: shot branching (default true; see ./branching.ts); false runs every shot
   * alone (the reference path of the tests and benchmarks; the CLI's env BENCHGATE_SIM_BRANCHING=0).
   */
  branching?: boolean;
  /**
   * Bytes the saved branch copies may take together (default DEFAULT_BRANCH_MEMORY, at most the
   * memory limit less the state). Splits past it run their shots one by one.
   */
  maxBranchBytes?: number;
  /** Integer seed (default 0). */
  seed?: number | bigint;
}

export interface SampleResult {
  /** Bit string (highest clbit first, registers separated by a space, last register leftmost) → count. */
  counts: Record<string, number>;
  shots: number;
  seed: string;
  /**
   * 'final-state': all shots drawn from one final distribution; dynamic circuits: 'shot-branching'
   * (one simulation per distinct classical history), 'shot-branching+per-shot' (some splits were
   * past the branch memory budget and their shots ran one by one), 'per-shot' (branching off).
   */
  method: 'final-state' | 'per-shot' | 'shot-branching' | 'shot-branching+per-shot';
  /** Shot branching's figures (dynamic circuits with branching on). */
  branching?: {
    /** Leaves: distinct classical histories simulated (each per-shot run counted). */
    branches: number;
    /** Splits not made because both outcomes left the same state and clbits. */
    merged: number;
    /** Shots run one by one past the memory budget. */
    perShotShots: number;
    /** Peak bytes of saved branch copies. */
    peakBytes: number;
  };
  numQubits: number;
  numClbits: number;
}

export interface StateVector {
  numQubits: number;
  re: Float64Array;
  im: Float64Array;
}

/** Bytes needed for an n-qubit state (16 bytes per amplitude). */
export function stateBytes(n: number): number {
  return 16 * 2 ** n;
}
