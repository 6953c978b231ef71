/** Per-qubit and per-coupler noise (Aer's NoiseModel.from_backend construction on each qubit's own figures). */
import { describe, expect, test } from '@jest/globals';
import { parseQasm } from '../../src/quantum/index.js';
import { getDevice } from '../../src/quantum/devices/devices.js';
import { scaledCoupler, scaledQubit } from '../../src/quantum/devices/target.js';
import { buildNoisyProgram, depolarizingParam, relaxProcessFidelity, relaxation } from '../../src/quantum/noise/model.js';
import { runOnTarget } from '../../src/quantum/noise/run.js';
import { transpile } from '../../src/quantum/transpile/transpile.js';

describe('per-qubit noise on the chosen physical qubits', () => {
  test('x then measure: P(read 1) follows the physical qubit’s own x error, T1/T2, x length and readout (scale 10)', () => {
    const dev = getDevice('fez');
    const shots = 200000;
    const r = runOnTarget(parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nc = measure q;\n'), { target: 'fake:fez@10', shots, seed: 3, method: 'density-matrix' });
    const p = r.physicalQubits![0];
    expect(r.effective!.qubits.map((q) => q.qubit)).toEqual([p]);
    const q = scaledQubit(dev.qubits[p], 10);
    const dep = depolarizingParam(q.xError, relaxProcessFidelity(q.xLength, q.t1, q.t2), 1);
    const g = relaxation(q.xLength, q.t1, q.t2).gamma;
    const p1 = (1 - dep / 2) * (1 - g);
    const want = p1 * (1 - q.readoutP01) + (1 - p1) * q.readoutP10;
    const got = (r.counts['1'] ?? 0) / shots;
    const sd = Math.sqrt((want * (1 - want)) / shots);
    expect(Math.abs(got - want) / sd).toBeLessThan(4);
    // the device medians would give a clearly different figure on this qubit
    const m = dev.figures;
    const wantMedian = 1 - Math.min(10 * m.readoutP01, 0.5);
    expect(Math.abs(wantMedian - want) / sd).toBeGreaterThan(10);
  });
  test('cz: the coupler’s own error and length size the depolarising and relaxation parts', () => {
    const dev = getDevice('torino');
    const c = parseQasm('OPENQASM 3.0;\nqubit[2] q;\nbit[2] c;\nh q[0];\ncz q[0], q[1];\nc = measure q;\n');
    const t = transpile(c, dev);
    const [pa, pb] = t.physicalQubits;
    const cal = dev.couplers.find((x) => x.a === Math.min(pa, pb) && x.b === Math.max(pa, pb))!;
    expect(cal.dead).toBe(false);
    const s = 3;
    const qa = scaledQubit(dev.qubits[pa], s), qb = scaledQubit(dev.qubits[pb], s);
    const cs = scaledCoupler(cal, s);
    const prog = buildNoisyProgram(t.circuit, dev.figures, (i) => (i === 0 ? qa : qb), { coupler: () => ({ error: cs.error, length: cs.length }) });
    const i = prog.ops.findIndex((o) => o.k === 'cz');
    const dep = prog.ops[i + 1];
    expect(dep.k).toBe('depol');
    const fid = relaxProcessFidelity(cs.length, qa.t1, qa.t2) * relaxProcessFidelity(cs.length, qb.t1, qb.t2);
    expect(dep.k === 'depol' && dep.p).toBe(depolarizingParam(cs.error, fid, 2));
    const rel = prog.ops.slice(i + 2).find((o) => o.k === 'relax');
    if (!rel || rel.k !== 'relax') throw new Error('no relaxation after the cz');
    expect(rel.gamma).toBeCloseTo(relaxation(cs.length, rel.q === 0 ? qa.t1 : qb.t1, rel.q === 0 ? qa.t2 : qb.t2).gamma, 15);
    expect(prog.readout).toEqual([{ p10: qa.readoutP10, p01: qa.readoutP01 }, { p10: qb.readoutP10, p01: qb.readoutP01 }]);
  });
  test('runOnTarget reports the couplers it used with their scaled errors; none is dead', () => {
    for (const name of ['marrakesh', 'kingston', 'torino']) {
      const dev = getDevice(name);
      const r = runOnTarget(parseQasm('OPENQASM 3.0;\nqubit[4] q;\nbit[4] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\ncx q[2], q[3];\nc = measure q;\n'), { target: `fake:${name}@2`, shots: 100, seed: 1 });
      expect(r.effective!.couplers.length).toBeGreaterThan(0);
      for (const c of r.effective!.couplers) {
        const cal = dev.couplers.find((x) => x.a === c.a && x.b === c.b)!;
        expect(cal.dead).toBe(false);
        expect(c.error).toBe(Math.min(2 * cal.error, 0.8));
        expect(c.lengthNs).toBe(cal.length);
      }
    }
  });
  test('scale keeps its meaning per qubit: errors × s (capped), T1 and T2 ÷ s, lengths unchanged', () => {
    const q = getDevice('kingston').qubits[5];
    const s = scaledQubit(q, 4);
    expect(s.sxError).toBe(Math.min(4 * q.sxError, 2 / 3));
    expect(s.readoutP01).toBe(Math.min(4 * q.readoutP01, 0.5));
    expect(s.t1).toBe(q.t1 / 4);
    expect(s.t2).toBe(q.t2 / 4);
    expect(s.sxLength).toBe(q.sxLength);
    expect(scaledQubit({ ...q, readoutP10: 0.3 }, 10).readoutP10).toBe(0.5);
  });
});
