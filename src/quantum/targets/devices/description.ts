/**
 * A target described for an SDK backend object (the Qsolve runner builds Qiskit's `Target` of `ctx.backend` from
 * it): the same device figures the noise engine simulates with, after the target's scale, in SI units (seconds),
 * with the dead couplers left out and the dead qubits marked. Plain JSON data.
 */
import type { Device } from './devices.js';
import { scaledCoupler, scaledQubit } from '../target.js';
import type { Target } from '../target.js';

/** One device qubit: its scaled figures (times in seconds, errors as probabilities). */
interface QubitDescription {
  /** T1 and T2 (s); null when the snapshot has none. */
  t1: number | null;
  t2: number | null;
  /** P(read 1 | prepared 0), P(read 0 | prepared 1) and their mean (Qiskit's readout_error). */
  prob_meas1_prep0: number;
  prob_meas0_prep1: number;
  readout_error: number;
  /** [error, duration (s)] of sx, x and id; measure and reset durations (s). */
  sx: [number, number];
  x: [number, number];
  id: [number, number];
  measure: number;
  reset: number;
  /** The snapshot marks the qubit unusable (no live coupler, never placed on by benchgate). */
  dead: boolean;
}

export type TargetDescription =
  /** The exact simulator: any gate on any qubits, up to `num_qubits`. */
  | { kind: 'simulator'; name: string; num_qubits: number }
  | {
      kind: 'device';
      /** The target string (`fake:fez@1.6`) and the device's IBM backend name. */
      name: string;
      backend_name: string;
      num_qubits: number;
      /** Sample time (s), null when the snapshot has none. */
      dt: number | null;
      /** The device's native gates (the snapshot's basis_gates). */
      basis_gates: string[];
      qubits: QubitDescription[];
      /** Live couplers [a, b, error, duration (s)], a < b (dead couplers and those of dead qubits left out). */
      couplers: [number, number, number, number][];
      /** The noise scale of the target. */
      scale: number;
    };

const S = 1e-9;
const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x * S : null);

/** The description of a device target (scaled figures). */
export function describeDevice(t: Extract<Target, { kind: 'fake' }>): TargetDescription {
  const dev: Device = t.device;
  const dead = new Set(dev.deadQubits);
  return {
    kind: 'device',
    name: t.name,
    backend_name: dev.backendName,
    num_qubits: dev.numQubits,
    dt: dev.dtNs === null ? null : dev.dtNs * S,
    basis_gates: [...dev.basisGates],
    scale: t.scale,
    qubits: dev.qubits.map((raw, i) => {
      const q = scaledQubit(raw, t.scale);
      return {
        t1: finiteOrNull(q.t1),
        t2: finiteOrNull(q.t2),
        prob_meas1_prep0: q.readoutP10,
        prob_meas0_prep1: q.readoutP01,
        readout_error: (q.readoutP10 + q.readoutP01) / 2,
        sx: [q.sxError, q.sxLength * S],
        x: [q.xError, q.xLength * S],
        id: [q.idError, q.idLength * S],
        measure: q.measureLength * S,
        reset: q.resetLength * S,
        dead: q.dead || dead.has(i)
      };
    }),
    couplers: dev.couplers
      .filter((c) => !c.dead)
      .map((raw) => {
        const c = scaledCoupler(raw, t.scale);
        return [c.a, c.b, c.error, c.length * S];
      })
  };
}
