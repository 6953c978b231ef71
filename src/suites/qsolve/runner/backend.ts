/**
 * Backend selection: the ONE place that maps a case target to a circuit executor.
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
  QasmError,
  runOnTarget,
  sampleCounts,
  scoreCircuits,
  SimulationError,
  TargetError
} from '../../../quantum/index.js';
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

export interface Backend {
  /** null when circuits can run on `target` here, else the reason they cannot. */
  available(target: string): string | null;
  /** `signal` (optional) fires when the circuit must stop (the case's deadline): the backend then ends the run promptly. */
  run(qasm: string, shots: number, seed: number, target: string, signal?: AbortSignal): Promise<BackendResult>;
  /** Releases what the backend holds (worker threads); the run calls it once at the end. */
  close?(): Promise<void>;
  /**
   * Mitigation numbers the backend computes for one method's circuits on `target` (fidelity, coverage,
   * post-selection share); undefined when the target gives none (ideal simulators).
   */
  score?(target: string, circuits: CircuitRun[], shots: number[]): Mitigation | undefined;
}

/** Largest statevector the sim-cpu backend allocates (bytes): 1 GiB = 26 qubits. */
export const SIM_MAX_MEMORY = 1024 ** 3;

export const NOT_IN_BUILD =
  'is not available to benchgate (hardware targets need IBM Quantum access; use a fake:<device>[@scale] noise model)';

export function targetKind(target: string): 'sim' | 'fake' | 'ibm' | 'unknown' {
  if (/^sim-[A-Za-z0-9_-]+$/.test(target)) return 'sim';
  if (target.startsWith('fake:')) return 'fake';
  if (target.startsWith('ibm:')) return 'ibm';
  return 'unknown';
}

export class SimCpuBackend implements Backend {
  available(target: string): string | null {
    if (target === 'sim-cpu' || target === 'sim-gpu') return null;
    const k = targetKind(target);
    if (k === 'fake' || k === 'ibm') return `target ${target} ${NOT_IN_BUILD}`;
    if (k === 'sim') return `target ${target} is not a simulator benchgate provides (sim-cpu, sim-gpu)`;
    return `target ${target} is not recognised (sim-cpu, fake:<device>[@scale], ibm:<device>)`;
  }

  async run(qasm: string, shots: number, seed: number, target: string): Promise<BackendResult> {
    const why = this.available(target);
    if (why !== null) return { ok: false, unavailable: true, reason: why };
    try {
      const c = parseQasm(qasm);
      const st = circuitStats(c);
      const r = sampleCounts(c, { shots, seed, maxMemoryBytes: SIM_MAX_MEMORY });
      return {
        ok: true,
        counts: r.counts,
        qubits: c.numQubits,
        clbits: c.numClbits,
        qasmVersion: c.version,
        twoQubitGates: st.nonlocalGates,
        midCircuitMeasurement: st.midCircuitMeasurement
      };
    } catch (e) {
      if (e instanceof QasmError)
        return {
          ok: false,
          unavailable: false,
          reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
        };
      if (e instanceof SimulationError || e instanceof RangeError)
        return { ok: false, unavailable: false, reason: (e as Error).message };
      return { ok: false, unavailable: false, reason: `simulation failed: ${(e as Error).message}` };
    }
  }
}

/** `sim-cpu` on the exact engine, plus `fake:<device>[@scale]` on the noise engine. */
export class DeviceBackend extends SimCpuBackend {
  available(target: string): string | null {
    if (targetKind(target) !== 'fake') return super.available(target);
    try {
      parseTarget(target);
      return null;
    } catch (e) {
      return e instanceof TargetError ? e.message : `target ${target} is not recognised: ${(e as Error).message}`;
    }
  }

  async run(qasm: string, shots: number, seed: number, target: string): Promise<BackendResult> {
    if (targetKind(target) !== 'fake') return super.run(qasm, shots, seed, target);
    const why = this.available(target);
    if (why !== null) return { ok: false, unavailable: true, reason: why };
    try {
      const c = parseQasm(qasm);
      const st = circuitStats(c);
      const r = runOnTarget(c, { target, shots, seed });
      return {
        ok: true,
        counts: r.counts,
        qubits: c.numQubits,
        clbits: c.numClbits,
        qasmVersion: c.version,
        twoQubitGates: st.nonlocalGates,
        midCircuitMeasurement: st.midCircuitMeasurement,
        transpiledTwoQubitGates: r.transpiledTwoQubitGates ?? null,
        fidelity: r.fidelity ?? null,
        scorable: r.scorable,
        ...(r.effective
          ? {
              layout: {
                initial: r.effective.layout.initial.slice(),
                physical_qubits: (r.physicalQubits ?? []).slice(),
                couplers: r.effective.couplers.map((x): [number, number] => [x.a, x.b]),
                method: r.effective.layout.method,
                swaps: r.swaps ?? 0
              }
            }
          : {})
      };
    } catch (e) {
      if (e instanceof QasmError)
        return {
          ok: false,
          unavailable: false,
          reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
        };
      if (e instanceof SimulationError || e instanceof RangeError)
        return { ok: false, unavailable: false, reason: (e as Error).message };
      return { ok: false, unavailable: false, reason: `noisy simulation failed: ${(e as Error).message}` };
    }
  }

  score(target: string, circuits: CircuitRun[], shots: number[]): Mitigation | undefined {
    if (targetKind(target) !== 'fake' || circuits.length === 0) return undefined;
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
