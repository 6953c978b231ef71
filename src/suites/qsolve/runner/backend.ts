/**
 * Backend selection: the one place that maps a case target to a circuit executor (`route`), and the one mapping
 * of an engine's result to a BackendResult.
 *
 * `sim-cpu` (and `sim-gpu`, run by the same exact statevector engine) use src/quantum. `fake:<device>[@scale]`
 * noise models run on the noise engine (`runOnTarget`: transpile to the device, noisy simulation, readout
 * mitigation, fidelity against the ideal output) and are scored with `scoreCircuits`. `ibm:<device>` hardware is not
 * available here: `available()` says why, and the run records the case as not run (its gates stay undecided).
 */
import {
  circuitStats,
  parseQasm,
  parseTarget,
  parseTargetSpec,
  QasmError,
  runOnTarget,
  sampleCounts,
  scoreCircuits,
  SimulationError,
  TargetError
} from '../../../quantum/index.js';
import { compactQubits, describeDevice } from '../../../quantum/index.js';
import type { Target, TargetDescription, TranspileOptions } from '../../../quantum/index.js';
import { showTarget } from '../../../quantum/targets/target-syntax.js';
import type { CircuitLayout, Mitigation } from '../types.js';

export interface CircuitRun {
  ok: true;
  counts: Record<string, number>;
  qubits: number;
  clbits: number;
  qasmVersion: 2 | 3;
  /** Two-qubit (non-local) gates of the circuit as sent. */
  twoQubitGates: number | null;
  midCircuitMeasurement: boolean;
  /** Device targets: two-qubit gates after transpiling. */
  transpiledTwoQubitGates?: number | null;
  /** Device targets: fidelity of this circuit's output against its ideal output, when scored. */
  fidelity?: number | null;
  /** Device targets: fidelity of the raw (unmitigated) counts against the ideal output, when scored. */
  rawFidelity?: number | null;
  /** Device targets: noise amplification γ of the readout mitigation benchgate applied (docs/fidelity.md). */
  readoutGamma?: number | null;
  /** Device targets: whether the circuit can be scored against an ideal output (≤ 20 qubits, no mid-circuit measurement). */
  scorable?: boolean;
  /** Device targets: the device qubits and couplers the noise engine chose. */
  layout?: CircuitLayout;
}

export type BackendResult =
  | CircuitRun
  /** The circuit was refused (does not parse, too large for the simulator): the workflow gets an error. */
  | { ok: false; unavailable: false; reason: string }
  /** The target cannot run in this build: the case is recorded as not run. */
  | { ok: false; unavailable: true; reason: string };

/**
 * What the workflow asked of the transpiler for one circuit (docs/workflow-protocol.md, circuit options): checked
 * by `circuitOptions` before it reaches a backend.
 */
export type CircuitOptions = Pick<TranspileOptions, 'initialLayout' | 'optimizationLevel' | 'seed' | 'asSent'>;

export interface Backend {
  /** null when circuits can run on `target` here, else the reason they cannot. */
  available(target: string): string | null;
  /**
   * `signal` (optional) fires when the circuit must stop (the case's deadline): the backend then ends the run
   * promptly. `options`: the circuit's transpiler options (device targets; the exact simulator ignores them).
   */
  run(
    qasm: string,
    shots: number,
    seed: number,
    target: string,
    signal?: AbortSignal,
    options?: CircuitOptions
  ): Promise<BackendResult>;
  /** The target as the workflow's SDK backend object sees it (undefined: the backend cannot describe it). */
  describe?(target: string): TargetDescription | undefined;
  /** Releases what the backend holds (worker threads); the run calls it once at the end. */
  close?(): Promise<void>;
  /**
   * Mitigation numbers the backend computes for one method's circuits on `target` (fidelity, coverage,
   * post-selection share); undefined when the target gives none (ideal simulators).
   */
  score?(target: string, circuits: CircuitRun[], shots: number[]): Mitigation | undefined;
}

/** Largest statevector the sim-cpu backend allocates (bytes): 1 GiB = 26 qubits. */
const SIM_MAX_MEMORY = 1024 ** 3;
/** Qubits of that statevector (complex128: 16 bytes per amplitude). */
const SIM_MAX_QUBITS = 26;

const NOT_IN_BUILD =
  'is not available to benchgate (hardware targets need IBM Quantum access; use a fake:<device>[@scale] noise model)';

/** Where a target runs: the exact engine, the noise engine (with the resolved device), or nowhere here (why). */
type Route = { engine: 'exact' } | { engine: 'noise'; target: Target } | { engine: null; reason: string };

/**
 * The one mapping from a target string to an executor. Every target is parsed by the device-target grammar
 * (quantum/devices/target-syntax.ts); `noiseModels` says whether `fake:` targets run here.
 */
function route(target: string, noiseModels: boolean): Route {
  const p = parseTargetSpec(target);
  const shown = showTarget(target);
  if (!p.ok)
    return {
      engine: null,
      reason: `target ${shown} is not recognised (sim-cpu, fake:<device>[@scale], ibm:<device>): ${p.error.message} (column ${p.error.column})`
    };
  const t = p.target;
  if (t.kind === 'sim')
    return t.simulator === 'cpu' || t.simulator === 'gpu'
      ? { engine: 'exact' }
      : { engine: null, reason: `target ${shown} is not a simulator benchgate provides (sim-cpu, sim-gpu)` };
  if (t.kind === 'ibm' || !noiseModels) return { engine: null, reason: `target ${shown} ${NOT_IN_BUILD}` };
  try {
    return { engine: 'noise', target: parseTarget(target) };
  } catch (e) {
    return { engine: null, reason: e instanceof TargetError ? e.message : `target ${shown}: ${(e as Error).message}` };
  }
}

/** The one mapping from an engine failure to a refused circuit. */
function refused(e: unknown, engine: 'exact' | 'noise'): BackendResult {
  if (e instanceof QasmError)
    return {
      ok: false,
      unavailable: false,
      reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
    };
  if (e instanceof SimulationError || e instanceof RangeError)
    return { ok: false, unavailable: false, reason: (e as Error).message };
  const what = engine === 'exact' ? 'simulation' : 'noisy simulation';
  return { ok: false, unavailable: false, reason: `${what} failed: ${(e as Error).message}` };
}

/** `sim-cpu` and `sim-gpu` on the exact statevector engine; `fake:` and `ibm:` targets are not available. */
export class SimCpuBackend implements Backend {
  /** Whether `fake:<device>[@scale]` targets run here (on the noise engine). */
  protected readonly noiseModels: boolean = false;

  available(target: string): string | null {
    const r = route(target, this.noiseModels);
    return r.engine === null ? r.reason : null;
  }

  describe(target: string): TargetDescription | undefined {
    const r = route(target, this.noiseModels);
    if (r.engine === 'exact') return { kind: 'simulator', name: target, num_qubits: SIM_MAX_QUBITS };
    if (r.engine === 'noise' && r.target.kind === 'fake') return describeDevice(r.target);
    return undefined;
  }

  async run(
    qasm: string,
    shots: number,
    seed: number,
    target: string,
    _signal?: AbortSignal,
    options?: CircuitOptions
  ): Promise<BackendResult> {
    const r = route(target, this.noiseModels);
    if (r.engine === null) return { ok: false, unavailable: true, reason: r.reason };
    try {
      const c = parseQasm(qasm);
      const st = circuitStats(c);
      const sent = {
        qubits: c.numQubits,
        clbits: c.numClbits,
        qasmVersion: c.version,
        twoQubitGates: st.nonlocalGates,
        midCircuitMeasurement: st.midCircuitMeasurement
      };
      if (r.engine === 'exact') {
        // a circuit on device qubits ($n, e.g. transpiled with Qiskit) simulates on the qubits it uses
        const physical = c.qregs.length === 1 && c.qregs[0].name === '$';
        const { counts } = sampleCounts(physical ? compactQubits(c) : c, {
          shots,
          seed,
          maxMemoryBytes: SIM_MAX_MEMORY
        });
        return { ok: true, counts, ...sent };
      }
      const n = runOnTarget(c, { target: r.target, shots, seed, ...(options ? { transpile: options } : {}) });
      return {
        ok: true,
        counts: n.counts,
        ...sent,
        transpiledTwoQubitGates: n.transpiledTwoQubitGates ?? null,
        fidelity: n.fidelity ?? null,
        rawFidelity: n.rawFidelity ?? null,
        readoutGamma: n.readoutGamma ?? null,
        scorable: n.scorable,
        ...(n.effective
          ? {
              layout: {
                initial: n.effective.layout.initial.slice(),
                physical_qubits: (n.physicalQubits ?? []).slice(),
                couplers: n.effective.couplers.map((x): [number, number] => [x.a, x.b]),
                method: n.effective.layout.method,
                swaps: n.swaps ?? 0
              }
            }
          : {})
      };
    } catch (e) {
      return refused(e, r.engine);
    }
  }
}

/** `sim-cpu` on the exact engine, plus `fake:<device>[@scale]` on the noise engine, scored with scoreCircuits. */
export class DeviceBackend extends SimCpuBackend {
  protected override readonly noiseModels: boolean = true;

  score(target: string, circuits: CircuitRun[], shots: number[]): Mitigation | undefined {
    const p = parseTargetSpec(target);
    if (!p.ok || p.target.kind !== 'fake' || circuits.length === 0) return undefined;
    const s = scoreCircuits(
      circuits.map((c, i) => ({
        shots: shots[i] ?? 0,
        scorable: c.scorable ?? false,
        ...(c.fidelity !== null && c.fidelity !== undefined ? { fidelity: c.fidelity } : {})
      }))
    );
    return {
      fidelity: s.fidelity ?? null,
      coverage: s.coverage,
      ...(s.postSelection !== undefined ? { postselection: s.postSelection } : {})
    };
  }
}
