/**
 * The device noise model as plain data: every error buildNoisyProgram puts on an instruction of the device, per
 * instruction and qubits (the depolarising parameter, each qubit's thermal relaxation), each qubit's readout
 * assignment matrix and the relaxation of a `delay`. Built from the same functions and the same scaled figures
 * as the simulation (instructionNoise, scaledQubit, scaledCoupler), so it is what a `fake:` run simulates; the
 * oracle tests compare it with the NoiseModel qiskit-ibm-runtime builds for `FakeX().run()`
 * (__tests__/oracle/noise-model.test.ts, docs/devices.md).
 */
import type { Device } from '../targets/devices/devices.js';
import { scaledCoupler, scaledQubit } from '../targets/target.js';
import { instructionNoise } from './model.js';
import type { QubitFigures, RelaxParams } from './model.js';

/** Thermal relaxation of one qubit (ns; null: infinite, no relaxation); excited population 0 (temperature 0). */
interface ModelRelaxation {
  qubit: number;
  t1: number | null;
  /** T2 as used: truncated to 2·T1. */
  t2: number | null;
  time: number;
  excitedPopulation: number;
}

/** The error on one instruction at one ordered tuple of qubits: depolarising `depolarizing` first, then relaxation. */
interface ModelError {
  instruction: string;
  qubits: number[];
  /** Depolarising parameter (ρ → (1 − p)ρ + p·I/d); 0: none. */
  depolarizing: number;
  relaxation: ModelRelaxation[];
}

export interface DeviceNoiseModel {
  device: string;
  scale: number;
  /** Every instruction with a non-trivial error (rz has none: virtual, error 0, length 0). */
  errors: ModelError[];
  /** Per qubit: [[P(0|0), P(1|0)], [P(0|1), P(1|1)]] (rows: prepared, columns: read), as Aer's ReadoutError. */
  readout: { qubit: number; matrix: [[number, number], [number, number]] }[];
  /** The relaxation a `delay` gets per qubit (T2 truncated to 2·T1; null: infinite), and the sample time. */
  delay: { qubit: number; t1: number | null; t2: number | null }[];
  dtNs: number | null;
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

function entry(instruction: string, qubits: number[], n: { p: number; relax: RelaxParams[] }): ModelError {
  return {
    instruction,
    qubits,
    depolarizing: n.p,
    relaxation: n.relax.map((r, i) => ({
      qubit: qubits[i],
      t1: finite(r.t1),
      t2: finite(r.t2),
      time: r.time,
      excitedPopulation: 0
    }))
  };
}

/** The noise model of `device` at `scale` (default 1: the snapshot's own figures), every qubit and coupler. */
export function deviceNoiseModel(device: Device, scale = 1): DeviceNoiseModel {
  const Q = device.qubits.map((q) => scaledQubit(q, scale));
  const errors: ModelError[] = [];
  // an error that changes nothing (no depolarising part, relaxation only of qubits without T1 and T2) is not
  // listed, as Aer does not add an ideal error
  const keep = (e: ModelError) => {
    if (e.depolarizing > 0 || e.relaxation.some((r) => r.t1 !== null || r.t2 !== null)) errors.push(e);
  };
  Q.forEach((q, i) => {
    const f: QubitFigures = q;
    keep(entry('id', [i], instructionNoise(q.idError, q.idLength, [f])));
    keep(entry('sx', [i], instructionNoise(q.sxError, q.sxLength, [f])));
    keep(entry('x', [i], instructionNoise(q.xError, q.xLength, [f])));
    keep(entry('reset', [i], instructionNoise(undefined, q.resetLength, [f])));
    if (q.measureError !== null) keep(entry('measure', [i], instructionNoise(q.measureError, q.measureLength, [f])));
  });
  for (const c of device.couplers) {
    const s = scaledCoupler(c, scale);
    for (const [a, b] of [
      [c.a, c.b],
      [c.b, c.a]
    ])
      keep(entry('cz', [a, b], instructionNoise(s.error, s.length, [Q[a], Q[b]])));
  }
  return {
    device: device.name,
    scale,
    errors,
    readout: Q.map((q, i) => ({
      qubit: i,
      matrix: [
        [1 - q.readoutP10, q.readoutP10],
        [q.readoutP01, 1 - q.readoutP01]
      ]
    })),
    delay: Q.map((q, i) => ({ qubit: i, t1: finite(q.t1), t2: finite(Math.min(q.t2, 2 * q.t1)) })),
    dtNs: device.dtNs
  };
}
