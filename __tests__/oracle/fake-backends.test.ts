/**
 * benchgate's `fake:` devices against qiskit-ibm-runtime 0.51's `FakeX().run()` (Aer 0.18), in one Python process
 * (fake_backends.py: each FakeX() noise model is built once, tens of seconds each). docs/devices.md, "Which Qiskit
 * route".
 * - The noise model, parameter by parameter, on all five devices (noise_model.py: Aer's basic_device_gate_errors /
 *   basic_device_readout_errors on the snapshot's BackendProperties, plus a RelaxationNoisePass for delays).
 * - Counts (counts.py): benchgate's transpiled circuit, already on physical qubits, run by FakeX().run() at 200,000
 *   shots; a chi-square test of homogeneity must not reject at p < 1e-3. Idle relaxation is off on the benchgate
 *   side (`idle: false`): Aer relaxes idle qubits only where the circuit has explicit delays.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Circuit } from '../../src/quantum/circuit/ir.js';
import { parseQasm } from '../../src/quantum/qasm/index.js';
import { getDevice } from '../../src/quantum/targets/devices/devices.js';
import { deviceNoiseModel } from '../../src/quantum/noise/device-model.js';
import { runOnTarget } from '../../src/quantum/targets/run.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';
import { REPO } from '../helpers/paths.js';
import { randomQasm } from '../quantum/noise/helpers.js';

const DEVICES = ['fez', 'marrakesh', 'torino', 'kingston', 'aachen'];
const SHOTS = 200_000;
const ALPHA = 1e-3;

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

interface Routes {
  run: string[];
  fromBackend: string[];
  differ: Record<string, number>;
  readoutDiffer: number;
  runDelayPass: boolean;
  fromBackendDelayPass: boolean;
}

interface CountsReport {
  id: string;
  p: number;
  cells: number;
  tvd: number;
  shots: [number, number];
}

const HEAD = 'OPENQASM 3.0;\ninclude "stdgates.inc";\n';
const GHZ4 = `${HEAD}qubit[4] q;\nbit[4] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\ncx q[2], q[3];\nc = measure q;\n`;
const IDLE = `${HEAD}qubit[3] q;\nbit[3] c;\nx q[0];\nh q[1];\nx q[2];\ndelay[4us] q[0];\ndelay[2000dt] q[1];\ncx q[1], q[2];\ndelay[3us] q[2];\nh q[1];\nc = measure q;\n`;
const RESET = `${HEAD}qubit[3] q;\nbit[4] c;\nh q[0];\ncx q[0], q[1];\nc[0] = measure q[0];\nreset q[0];\nx q[0];\ncx q[0], q[2];\nreset q[1];\nh q[1];\nc[1] = measure q[0];\nc[2] = measure q[1];\nc[3] = measure q[2];\n`;
const MID = `${HEAD}qubit[3] q;\nbit[5] c;\nh q[0];\ncx q[0], q[1];\nc[0] = measure q[1];\nx q[1];\ncx q[1], q[2];\nc[1] = measure q[2];\nh q[2];\nrx(0.7) q[0];\nc[2] = measure q[0];\nc[3] = measure q[1];\nc[4] = measure q[2];\n`;

/** The counts case of one circuit: benchgate's run, and its transpiled circuit on the device's physical qubits. */
function countsCase(id: string, device: string, qasm: string, seed: number, drop?: string[]) {
  const r = runOnTarget(parseQasm(qasm), { target: `fake:${device}`, shots: SHOTS, seed, idle: false });
  const tc: Circuit = r.transpiled!.circuit;
  const phys = r.physicalQubits!;
  const ops = tc.ops.flatMap((o): Record<string, unknown>[] => {
    if ('condition' in o && o.condition) throw new Error(`${id}: conditioned operations are not sent to the oracle`);
    if (o.kind === 'gate') return [{ k: 'gate', name: o.name, params: o.params, qubits: o.qubits.map((q) => phys[q]) }];
    if (o.kind === 'measure') return [{ k: 'measure', qubit: phys[o.qubit], clbit: o.clbit }];
    if (o.kind === 'reset') return [{ k: 'reset', qubit: phys[o.qubit] }];
    if (o.kind === 'delay') {
      if (o.duration.stretch !== 0) throw new Error(`${id}: a stretch`);
      return [{ k: 'delay', qubits: o.qubits.map((q) => phys[q]), seconds: o.duration.seconds, dt: o.duration.dt }];
    }
    if (o.kind === 'barrier') return [];
    throw new Error(`${id}: unexpected ${o.kind}`);
  });
  return {
    id,
    device,
    shots: SHOTS,
    seed,
    cregs: tc.cregs.map((g) => ({ name: g.name, size: g.size })),
    ops,
    counts: r.counts,
    physical: phys,
    ...(drop ? { drop } : {})
  };
}

describeOracle("benchgate's fake devices against FakeX().run() (qiskit-ibm-runtime 0.51, Aer 0.18)", () => {
  let report: Record<string, DeviceReport>;
  let counts: Map<string, CountsReport>;
  let routes: Record<string, Routes>;
  const cases: ReturnType<typeof countsCase>[] = [];
  beforeAll(() => {
    for (const d of DEVICES) cases.push(countsCase(`ghz4 ${d}`, d, GHZ4, 11));
    for (const d of ['fez', 'kingston'])
      for (const s of [3, 4]) cases.push(countsCase(`random ${s} ${d}`, d, randomQasm(4, 24, s, true), 20 + s));
    for (const d of ['fez', 'aachen']) cases.push(countsCase(`idle+delay ${d}`, d, IDLE, 31));
    for (const d of ['marrakesh', 'kingston']) cases.push(countsCase(`reset ${d}`, d, RESET, 41));
    for (const d of ['torino', 'aachen']) cases.push(countsCase(`mid-circuit ${d}`, d, MID, 51));
    // negative control: the same GHZ on kingston against Aer without its measure error (what benchgate did before)
    cases.push(countsCase('control: kingston ghz4 vs Aer without measure errors', 'kingston', GHZ4, 11, ['measure']));
    const out = runOracle<{
      models: Record<string, DeviceReport>;
      counts: CountsReport[];
      routes: Record<string, Routes>;
    }>(
      join(REPO, '__tests__/oracle/fake_backends.py'),
      {
        tolerance: 1e-9,
        models: DEVICES.map((d) => deviceNoiseModel(getDevice(d))),
        counts: cases,
        routes: ['kingston']
      },
      { timeoutMs: 1_800_000 }
    );
    report = out.models;
    counts = new Map(out.counts.map((c) => [c.id, c]));
    routes = out.routes;
    // BENCHGATE_ORACLE_REPORT=FILE keeps the measured figures (p-values, TVDs) for docs
    if (process.env.BENCHGATE_ORACLE_REPORT) writeFileSync(process.env.BENCHGATE_ORACLE_REPORT, JSON.stringify(out));
  }, 1_800_000);

  describe('the noise model, parameter by parameter', () => {
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

  describe('counts at 200,000 shots on the same physical qubits: not rejected by a chi-square homogeneity test at p < 1e-3', () => {
    const ids = [
      ...DEVICES.map((d) => `ghz4 ${d}`),
      'random 3 fez',
      'random 4 fez',
      'random 3 kingston',
      'random 4 kingston',
      'idle+delay fez',
      'idle+delay aachen',
      'reset marrakesh',
      'reset kingston',
      'mid-circuit torino',
      'mid-circuit aachen'
    ];
    test.each(ids)('%s', (id) => {
      const c = counts.get(id)!;
      expect(c.shots).toEqual([SHOTS, SHOTS]);
      expect(c.cells).toBeGreaterThan(1);
      expect({ id, p: c.p >= ALPHA ? 'not rejected' : c.p, tvd: c.tvd }).toEqual({ id, p: 'not rejected', tvd: c.tvd });
    });
    test('the test has the power to see the measure error: kingston GHZ against Aer without it is rejected', () => {
      const c = counts.get('control: kingston ghz4 vs Aer without measure errors')!;
      expect(c.p).toBeLessThan(ALPHA);
    });
    test('the circuits run where the cases say (every family on a live, coupled placement)', () => {
      for (const c of cases) {
        const dev = getDevice(c.device);
        for (const q of c.physical) expect(dev.deadQubits).not.toContain(q);
      }
      expect(cases.length).toBe(ids.length + 1);
    });
  });

  test('the other route, AerSimulator.from_backend (NoiseModel.from_backend on the Target), differs on kingston: no measure error, symmetric readout, a delay pass; the gate errors are the same', () => {
    const k = routes.kingston;
    expect(k.run).toContain('measure');
    expect(k.fromBackend).not.toContain('measure');
    expect(k.differ).toEqual({ cz: 0, id: 0, reset: 0, sx: 0, x: 0 });
    expect(k.readoutDiffer).toBe(155);
    expect([k.runDelayPass, k.fromBackendDelayPass]).toEqual([false, true]);
  });
});
