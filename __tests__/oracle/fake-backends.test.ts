/**
 * benchgate's device noise models against the NoiseModel qiskit-ibm-runtime 0.51 builds for `FakeX().run()` (Aer
 * 0.18: basic_device_gate_errors / basic_device_readout_errors on the snapshot's BackendProperties, plus a
 * RelaxationNoisePass for delays), parameter by parameter, on all five shipped devices (noise_model.py says how
 * each parameter is read from Aer's model). docs/devices.md, "Which Qiskit route".
 */
import { beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { getDevice } from '../../src/quantum/devices/devices.js';
import { deviceNoiseModel } from '../../src/quantum/noise/device-model.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';
import { REPO } from '../helpers/paths.js';

const DEVICES = ['fez', 'marrakesh', 'torino', 'kingston', 'aachen'];

interface DeviceReport {
  mismatches: Record<string, number>;
  total: number;
  examples: unknown[];
  compared: { errors: number; readout: number };
  outOfScope: Record<string, number>;
  delayPass: boolean;
  delayT2AboveTwiceT1: number[];
  aerCounts: Record<string, number>;
}

describeOracle("the device noise model equals FakeX().run()'s (qiskit-ibm-runtime 0.51, Aer 0.18)", () => {
  let report: Record<string, DeviceReport>;
  beforeAll(() => {
    report = runOracle<Record<string, DeviceReport>>(
      join(REPO, '__tests__/oracle/noise_model.py'),
      { tolerance: 1e-9, devices: DEVICES.map((d) => deviceNoiseModel(getDevice(d))) },
      { timeoutMs: 1_200_000 }
    );
  }, 1_200_000);

  test.each(DEVICES)(
    '%s: every depolarising parameter, T1, T2, time, excited population, channel, readout matrix and delay to 1e-9',
    (name) => {
      const r = report[name];
      expect({ total: r.total, examples: r.examples }).toEqual({ total: 0, examples: [] });
      const dev = getDevice(name);
      // sx, x, id and reset on every qubit, cz on every coupler in both directions, plus measure where calibrated;
      // no reset error on a qubit without T1 and T2 (kingston 146: relaxation there is the identity, which Aer drops)
      const measured = dev.qubits.filter((q) => q.measureError !== null).length;
      const noRelax = dev.qubits.filter((q) => q.t1 === Infinity && q.t2 === Infinity).length;
      expect(r.compared).toEqual({
        errors: 4 * dev.numQubits + 2 * dev.couplers.length + measured - noRelax,
        readout: dev.numQubits
      });
    }
  );

  test('Aer adds a measure error on every qubit of kingston and aachen (their snapshots calibrate measure), none elsewhere', () => {
    expect(DEVICES.map((d) => [d, report[d].aerCounts.measure ?? 0])).toEqual([
      ['fez', 0],
      ['marrakesh', 0],
      ['torino', 0],
      ['kingston', 156],
      ['aachen', 156]
    ]);
  });

  test('the only errors left out are on instructions benchgate never emits (rx, rzz; measure_2 on kingston)', () => {
    for (const d of DEVICES) {
      const dev = getDevice(d);
      const want: Record<string, number> = { rx: dev.numQubits, rzz: 2 * dev.couplers.length };
      if (d === 'kingston') want.measure_2 = dev.numQubits;
      expect([d, report[d].outOfScope]).toEqual([d, want]);
    }
  });

  test("delays: Aer's RelaxationNoisePass is missing on kingston (qubit 146 has no T1), and refuses qubits with T2 > 2·T1", () => {
    expect(DEVICES.map((d) => [d, report[d].delayPass, report[d].delayT2AboveTwiceT1])).toEqual([
      ['fez', true, [87]],
      ['marrakesh', true, [100]],
      ['torino', true, [23, 44, 61, 65, 86]],
      ['kingston', false, []],
      ['aachen', true, [19]]
    ]);
  });
});
