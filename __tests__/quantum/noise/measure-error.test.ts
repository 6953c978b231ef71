/**
 * The measurement error of kingston and aachen (their snapshots calibrate a `measure` instruction; Aer puts a
 * depolarising error and relaxation over the measurement length before each measurement) and the readout rule
 * (no cap at scale 1; capped at 0.5 only where scaling pushes a figure past it). docs/devices.md, Noise model.
 */
import { describe, expect, test } from '@jest/globals';
import { parseQasm } from '../../../src/quantum/index.js';
import { getDevice } from '../../../src/quantum/targets/devices/devices.js';
import { scaledFigures, scaledQubit } from '../../../src/quantum/targets/target.js';
import {
  buildNoisyProgram,
  depolarizingParam,
  relaxProcessFidelity,
  relaxation
} from '../../../src/quantum/noise/model.js';
import { deviceNoiseModel } from '../../../src/quantum/noise/device-model.js';
import { runDensity } from '../../../src/quantum/methods/density-pauli/run.js';
import { runTrajectories } from '../../../src/quantum/methods/trajectory/run.js';
import { runOnTarget } from '../../../src/quantum/targets/run.js';
import { mitigateReadout } from '../../../src/quantum/maths/fidelity.js';
import { Rng } from '../../../src/quantum/maths/rng.js';

const X_MEASURE = parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nc = measure q;\n');

/** P(qubit in |1⟩ just before its readout) after x then measure on one qubit, with or without the measure error. */
function p1Closed(q: ReturnType<typeof scaledQubit>, withMeasure: boolean): number {
  const dep = depolarizingParam(q.xError, relaxProcessFidelity(q.xLength, q.t1, q.t2), 1);
  let p1 = (1 - dep / 2) * (1 - relaxation(q.xLength, q.t1, q.t2).gamma);
  if (withMeasure && q.measureError !== null) {
    const dm = depolarizingParam(q.measureError, relaxProcessFidelity(q.measureLength, q.t1, q.t2), 1);
    p1 = (p1 * (1 - dm) + dm / 2) * (1 - relaxation(q.measureLength, q.t1, q.t2).gamma);
  }
  return p1;
}

describe('the measure error (kingston, aachen)', () => {
  test.each([
    ['kingston', 0, 1],
    ['aachen', 7, 1],
    ['kingston', 40, 3]
  ])(
    '%s from qubit %i @%i: depolarising from its measure error, then relaxation over its measure length, before the readout',
    (name, from, s) => {
      // the first live qubit from `from` on whose measure error exceeds what relaxation over the measurement gives
      const mDepOf = (q: ReturnType<typeof scaledQubit>) =>
        depolarizingParam(q.measureError!, relaxProcessFidelity(q.measureLength, q.t1, q.t2), 1);
      const all = getDevice(name).qubits.map((c) => scaledQubit(c, s));
      const q = all.find((c, i) => i >= from && !c.dead && mDepOf(c) > 0)!;
      expect(q.measureError).not.toBeNull();
      const prog = buildNoisyProgram(X_MEASURE, getDevice(name).figures, () => q, { idle: false });
      // x, its depolarising error (where the x error exceeds what relaxation gives) and relaxation; then the measure
      // error (depolarising, relaxation), then the measurement
      const xDep = depolarizingParam(q.xError, relaxProcessFidelity(q.xLength, q.t1, q.t2), 1) > 0;
      const mDep = mDepOf(q);
      expect(prog.ops.map((o) => o.k)).toEqual(['u', ...(xDep ? ['depol'] : []), 'relax', 'depol', 'relax', 'measure']);
      const dm = prog.ops.at(-3)!;
      expect(dm.k === 'depol' && dm.p).toBe(mDep);
      const rm = prog.ops.at(-2)!;
      expect(rm.k === 'relax' && rm.gamma).toBe(relaxation(q.measureLength, q.t1, q.t2).gamma);
      const { probs } = runDensity(prog);
      expect(probs[1]).toBeCloseTo(p1Closed(q, true), 13);
      // and it matters: without it the qubit would be in |1⟩ measurably more often
      expect(p1Closed(q, false) - p1Closed(q, true)).toBeGreaterThan(1e-3);
    }
  );
  test('trajectories (mid-circuit measurement) apply it too: within 4σ of the closed form on each of two measurements', () => {
    const q = scaledQubit(getDevice('kingston').qubits[1], 1);
    const c = parseQasm('OPENQASM 3.0;\nqubit q;\nbit[2] c;\nx q;\nc[0] = measure q;\nc[1] = measure q;\n');
    const prog = buildNoisyProgram(c, getDevice('kingston').figures, () => q, { idle: false });
    expect(prog.static).toBe(false);
    const shots = 40000;
    const out = runTrajectories(prog, shots, new Rng(5));
    const p1 = p1Closed(q, true);
    const read1 = p1 * (1 - q.readoutP01) + (1 - p1) * q.readoutP10;
    let k = 0;
    for (const [bits, n] of out) if (bits[0] === '1') k += n;
    expect(Math.abs(k / shots - read1) / Math.sqrt((read1 * (1 - read1)) / shots)).toBeLessThan(4);
  });
  test('fez, marrakesh and torino calibrate no measure instruction: no error before the measurement', () => {
    for (const name of ['fez', 'marrakesh', 'torino']) {
      const dev = getDevice(name);
      expect(dev.qubits.every((q) => q.measureError === null)).toBe(true);
      const prog = buildNoisyProgram(X_MEASURE, dev.figures, () => scaledQubit(dev.qubits[0], 1), { idle: false });
      expect(prog.ops.at(-1)!.k).toBe('measure');
      expect(prog.ops.at(-2)!.k).toBe('relax');
      // the x's relaxation: nothing over the measurement length
      const rx = prog.ops.at(-2)!;
      const q = dev.qubits[0];
      expect(rx.k === 'relax' && rx.gamma).toBe(relaxation(q.xLength, q.t1, q.t2).gamma);
      expect(prog.ops.filter((o) => o.k === 'depol').length).toBeLessThanOrEqual(1);
      expect(deviceNoiseModel(dev).errors.some((e) => e.instruction === 'measure')).toBe(false);
    }
  });
  test('the run record reports each qubit’s measure error', () => {
    const r = runOnTarget(X_MEASURE, { target: 'fake:aachen', shots: 10, seed: 1 });
    const p = r.physicalQubits![0];
    expect(r.effective!.qubits[0].measureError).toBe(getDevice('aachen').qubits[p].measureError);
    const f = runOnTarget(X_MEASURE, { target: 'fake:fez', shots: 10, seed: 1 });
    expect(f.effective!.qubits[0].measureError).toBeNull();
  });
});

describe('readout flips: as the snapshot at scale 1, capped at 0.5 only where the scale pushes them past it', () => {
  test('marrakesh 113 keeps P(0|1) = 0.944 at every scale; torino 86 and kingston 132 keep theirs at scale 1', () => {
    const m = getDevice('marrakesh').qubits[113];
    expect(m.readoutP01).toBe(0.94384765625);
    for (const s of [1, 1.6, 10]) expect(scaledQubit(m, s).readoutP01).toBe(0.94384765625);
    expect(scaledQubit(getDevice('torino').qubits[86], 1).readoutP01).toBe(0.916015625);
    expect(scaledQubit(getDevice('kingston').qubits[132], 1).readoutP01).toBe(0.718505859375);
    // and the model gives Aer's matrix for it
    const r = deviceNoiseModel(getDevice('marrakesh')).readout[113];
    expect(r.matrix).toEqual([
      [1 - m.readoutP10, m.readoutP10],
      [0.94384765625, 1 - 0.94384765625]
    ]);
  });
  test('below 0.5: × scale, capped at 0.5 (also for the reported medians)', () => {
    const q = { ...getDevice('fez').qubits[3], readoutP10: 0.3, readoutP01: 0.02 };
    expect(scaledQubit(q, 1).readoutP10).toBe(0.3);
    expect(scaledQubit(q, 10 / 6).readoutP10).toBeCloseTo(0.5, 15);
    expect(scaledQubit(q, 2).readoutP10).toBe(0.5);
    expect(scaledQubit(q, 2).readoutP01).toBe(0.04);
    const f = { ...getDevice('fez').figures, readoutP01: 0.6 };
    expect(scaledFigures(f, 1).readoutP01).toBe(0.6);
    expect(scaledFigures(f, 5).readoutP01).toBe(0.6);
    expect(scaledFigures({ ...f, readoutP01: 0.2 }, 5).readoutP01).toBe(0.5);
  });
});

describe('readout mitigation with a singular assignment matrix', () => {
  test('p10 + p01 = 1 (both capped at 0.5 by a scale): that bit is left as read, the distribution stays finite', () => {
    const c = parseQasm('OPENQASM 3.0;\nqubit[2] q;\nbit[2] c;\nx q[0];\nc = measure q;\n');
    const counts = { '00': 300, '01': 300, '10': 100, '11': 300 };
    const m = mitigateReadout(c, counts, [
      { p10: 0.5, p01: 0.5 },
      { p10: 0.1, p01: 0.1 }
    ]);
    const total = Object.values(m).reduce((a, b) => a + b, 0);
    expect(Object.values(m).every(Number.isFinite)).toBe(true);
    expect(total).toBeCloseTo(1, 12);
    // bit 1 (0.4 read as 1) is mitigated to 0.375 = (0.4 - 0.1) / 0.8; bit 0 keeps its read marginal 0.6
    const bit = (i: number) => Object.entries(m).reduce((a, [k, v]) => a + (k[1 - i] === '1' ? v : 0), 0);
    expect(bit(1)).toBeCloseTo(0.375, 12);
    expect(bit(0)).toBeCloseTo(0.6, 12);
  });
});
