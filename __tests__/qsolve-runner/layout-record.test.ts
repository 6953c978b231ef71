/** Qsolve run records keep where the noise engine placed each circuit on a fake device (its layout). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { getDevice } from '../../src/quantum/targets/devices/devices.js';
import { decideCase, layoutText, layoutsOf } from '../../src/suites/qsolve/decide.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { validateRecords } from '../../src/suites/qsolve/records.js';
import { LAYOUTS_SHOWN, trackRecordSections } from '../../src/suites/qsolve/report-track-record.js';
import { DeviceBackend, SimCpuBackend } from '../../src/suites/qsolve/runner/backend.js';
import type { CircuitLayout, CircuitRecord } from '../../src/suites/qsolve/types.js';
import { caseRecord, quantum, records, reference } from '../qsolve/helpers.js';
import { cleanup, materialize, runAndCheck } from './helpers.js';

const GHZ3 =
  'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\nc = measure q;\n';

describe('DeviceBackend reports the layout of a fake: run', () => {
  it('the device qubits and live couplers the circuit used, as runOnTarget chose them; none on sim-cpu', async () => {
    const r = await new DeviceBackend().run(GHZ3, 500, 7, 'fake:fez@1.6');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const l = r.layout!;
    expect(l.physical_qubits).toHaveLength(3);
    expect([...l.initial].sort((a, b) => a - b)).toEqual([...l.physical_qubits].sort((a, b) => a - b));
    expect(l.method).toBe('vf2');
    expect(l.swaps).toBe(0);
    // a path of two couplers through the three qubits, all live on fez
    expect(l.couplers).toHaveLength(2);
    const dev = getDevice('fez');
    for (const [a, b] of l.couplers) {
      expect(a).toBeLessThan(b);
      expect(l.physical_qubits).toEqual(expect.arrayContaining([a, b]));
      expect(dev.couplers.find((c) => c.a === a && c.b === b)?.dead).toBe(false);
    }
    // deterministic
    const again = await new DeviceBackend().run(GHZ3, 500, 7, 'fake:fez@1.6');
    expect(again.ok && again.layout).toEqual(l);
    const sim = await new SimCpuBackend().run(GHZ3, 10, 1, 'sim-cpu');
    expect(sim.ok && 'layout' in sim).toBe(false);
    const sim2 = await new DeviceBackend().run(GHZ3, 10, 1, 'sim-cpu');
    expect(sim2.ok && 'layout' in sim2).toBe(false);
  });
});

const L = (q: number[], method: 'vf2' | 'region' = 'vf2', swaps = 0): CircuitLayout => ({
  initial: q.slice(),
  physical_qubits: q.slice(),
  couplers: q.slice(1).map((b, i): [number, number] => [Math.min(q[i], b), Math.max(q[i], b)]),
  method,
  swaps
});

describe('records, decisions and the report', () => {
  it('a record with layouts validates; one with a malformed layout does not', () => {
    const circuits: CircuitRecord[] = [
      {
        qubits: 3,
        two_qubit_gates: 2,
        mid_circuit_measurement: false,
        shots: 100,
        target: 'fake:fez@1.6',
        layout: L([3, 4, 5])
      }
    ];
    const ok = records([caseRecord({ target: 'fake:fez@1.6', methods: [quantum({ circuits }), reference()] })]);
    expect(validateRecords(ok, 'r.json').findings).toEqual([]);
    const bad = JSON.parse(JSON.stringify(ok));
    bad.cases[0].methods[0].circuits[0].layout.method = 'magic';
    expect(validateRecords(bad, 'r.json').findings.map((f) => f.code)).toEqual(['QS020']);
    const bad2 = JSON.parse(JSON.stringify(ok));
    delete bad2.cases[0].methods[0].circuits[0].layout.couplers;
    expect(validateRecords(bad2, 'r.json').findings.map((f) => f.code)).toEqual(['QS020']);
  });
  it('the decision lists each distinct layout once, with its circuit count; the report shows them in their own table', () => {
    const mk = (l: CircuitLayout): CircuitRecord => ({
      qubits: 3,
      two_qubit_gates: 2,
      mid_circuit_measurement: false,
      shots: 100,
      layout: l
    });
    const circuits = [mk(L([3, 4, 5])), mk(L([3, 4, 5])), mk(L([20, 21, 22], 'region', 3))];
    expect(layoutsOf(circuits)).toEqual([
      { text: 'qubits 3, 4, 5; couplers 3-4, 4-5; vf2', circuits: 2 },
      { text: 'qubits 20, 21, 22; couplers 20-21, 21-22; region, 3 SWAP(s)', circuits: 1 }
    ]);
    const d = decideCase(
      caseRecord({ target: 'fake:fez@1.6', methods: [quantum({ circuits }), reference()] }),
      metricOf(undefined)
    );
    expect(d.layouts).toHaveLength(2);
    const secs = trackRecordSections([d]);
    const t = secs.find((s) => s.title === 'Device qubits used (fake: targets)') as { rows: unknown[][] } | undefined;
    expect(t?.rows).toEqual([
      [d.name, 'fake:fez@1.6', 2, 'qubits 3, 4, 5; couplers 3-4, 4-5; vf2'],
      [d.name, 'fake:fez@1.6', 1, 'qubits 20, 21, 22; couplers 20-21, 21-22; region, 3 SWAP(s)']
    ]);
    // many distinct layouts: the first few, then a count
    const many = Array.from({ length: LAYOUTS_SHOWN + 3 }, (_, i) => mk(L([i, i + 1])));
    const dm = decideCase(
      caseRecord({ target: 'fake:fez@1.6', methods: [quantum({ circuits: many }), reference()] }),
      metricOf(undefined)
    );
    const tm = trackRecordSections([dm]).find((s) => s.title === 'Device qubits used (fake: targets)') as {
      rows: unknown[][];
    };
    expect(tm.rows).toHaveLength(LAYOUTS_SHOWN + 1);
    expect(tm.rows[LAYOUTS_SHOWN]).toEqual([dm.name, 'fake:fez@1.6', 3, '3 more layout(s)']);
    // sim- cases (no layout): no such table
    const ds = decideCase(caseRecord(), metricOf(undefined));
    expect(trackRecordSections([ds]).some((s) => s.title === 'Device qubits used (fake: targets)')).toBe(false);
    expect(layoutText({ initial: [], physical_qubits: [], couplers: [], method: 'vf2', swaps: 0 })).toBe(
      'qubits none; couplers none; vf2'
    );
  });
});

describe('end to end: the runner records the layout of every circuit of a fake: case', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach(cleanup));
  it('base fixture on the real noise engine: fake: circuits carry their layout, sim-cpu ones none; the records validate', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const { run } = await runAndCheck(dir, { backend: new DeviceBackend() });
    const rec = run.records!;
    expect(
      validateRecords(JSON.parse(JSON.stringify(rec)), 'r.json').findings.filter((f) => f.code === 'QS020')
    ).toEqual([]);
    const fake = rec.cases.find((c) => c.target.startsWith('fake:'))!;
    const sim = rec.cases.find((c) => c.target === 'sim-cpu')!;
    const fc = fake.methods[0].circuits;
    expect(fc.length).toBeGreaterThan(0);
    for (const c of fc) {
      expect(c.layout?.physical_qubits).toHaveLength(c.qubits);
      expect(c.layout?.couplers.length).toBeGreaterThan(0);
    }
    for (const c of sim.methods[0].circuits) expect(c.layout).toBeUndefined();
  }, 120_000);
});
