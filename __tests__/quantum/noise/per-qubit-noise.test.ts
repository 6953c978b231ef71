/** Per-qubit and per-coupler noise (Aer's NoiseModel.from_backend construction on each qubit's own figures). */
import { describe, expect, test } from '@jest/globals';
import { parseQasm } from '../../../src/quantum/index.js';
import { getDevice } from '../../../src/quantum/targets/devices/devices.js';
import { scaledCoupler, scaledQubit } from '../../../src/quantum/targets/target.js';
import {
  buildNoisyProgram,
  depolarizingParam,
  relaxProcessFidelity,
  relaxation
} from '../../../src/quantum/noise/model.js';
import { runOnTarget } from '../../../src/quantum/targets/run.js';
import { transpile } from '../../../src/quantum/passes/transpile/transpile.js';
import { runDensity } from '../../../src/quantum/methods/density-pauli/run.js';
import { runTrajectories } from '../../../src/quantum/methods/trajectory/run.js';
import { Rng } from '../../../src/quantum/maths/rng.js';
import { randomQasm } from './helpers.js';

describe('per-qubit noise on the chosen physical qubits', () => {
  test('x then measure: P(read 1) follows the physical qubit’s own x error, T1/T2, x length and readout (scale 10)', () => {
    const dev = getDevice('fez');
    const shots = 200000;
    const r = runOnTarget(parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nc = measure q;\n'), {
      target: 'fake:fez@10',
      shots,
      seed: 3,
      method: 'density-matrix'
    });
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
    const qa = scaledQubit(dev.qubits[pa], s),
      qb = scaledQubit(dev.qubits[pb], s);
    const cs = scaledCoupler(cal, s);
    const prog = buildNoisyProgram(t.circuit, dev.figures, (i) => (i === 0 ? qa : qb), {
      coupler: () => ({ error: cs.error, length: cs.length })
    });
    const i = prog.ops.findIndex((o) => o.k === 'cz');
    const dep = prog.ops[i + 1];
    expect(dep.k).toBe('depol');
    const fid = relaxProcessFidelity(cs.length, qa.t1, qa.t2) * relaxProcessFidelity(cs.length, qb.t1, qb.t2);
    expect(dep.k === 'depol' && dep.p).toBe(depolarizingParam(cs.error, fid, 2));
    const rel = prog.ops.slice(i + 2).find((o) => o.k === 'relax');
    if (!rel || rel.k !== 'relax') throw new Error('no relaxation after the cz');
    expect(rel.gamma).toBeCloseTo(
      relaxation(cs.length, rel.q === 0 ? qa.t1 : qb.t1, rel.q === 0 ? qa.t2 : qb.t2).gamma,
      15
    );
    expect(prog.readout).toEqual([
      { p10: qa.readoutP10, p01: qa.readoutP01 },
      { p10: qb.readoutP10, p01: qb.readoutP01 }
    ]);
  });
  test('runOnTarget reports the couplers it used with their scaled errors; none is dead', () => {
    for (const name of ['marrakesh', 'kingston', 'torino']) {
      const dev = getDevice(name);
      const r = runOnTarget(
        parseQasm(
          'OPENQASM 3.0;\nqubit[4] q;\nbit[4] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\ncx q[2], q[3];\nc = measure q;\n'
        ),
        { target: `fake:${name}@2`, shots: 100, seed: 1 }
      );
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

describe('statistics per physical qubit', () => {
  test('x on three qubits of very different T1: each marginal is its own closed form (density exact), trajectories within 4σ', () => {
    const dev = getDevice('marrakesh');
    const live = dev.qubits
      .map((q, i) => [q, i] as const)
      .filter(([q]) => !q.dead)
      .sort((a, b) => a[0].t1 - b[0].t1);
    const pick = [live[0][1], live[live.length >> 1][1], live[live.length - 1][1]];
    const s = 10;
    const qs = pick.map((p) => scaledQubit(dev.qubits[p], s));
    const c = parseQasm('OPENQASM 3.0;\nqubit[3] q;\nbit[3] c;\nx q[0];\nx q[1];\nx q[2];\nc = measure q;\n');
    const prog = buildNoisyProgram(c, dev.figures, (i) => qs[i], { idle: false });
    const { probs } = runDensity(prog);
    const shots = 20000;
    const traj = runTrajectories(prog, shots, new Rng(11));
    qs.forEach((q, i) => {
      const dep = depolarizingParam(q.xError, relaxProcessFidelity(q.xLength, q.t1, q.t2), 1);
      const p1 = (1 - dep / 2) * (1 - relaxation(q.xLength, q.t1, q.t2).gamma);
      let m = 0;
      for (let idx = 0; idx < probs.length; idx++) if ((idx >> i) & 1) m += probs[idx];
      expect(m).toBeCloseTo(p1, 12);
      const read1 = p1 * (1 - q.readoutP01) + (1 - p1) * q.readoutP10;
      let k = 0;
      for (const [bits, n] of traj) if (bits[i] === '1') k += n;
      expect(Math.abs(k / shots - read1) / Math.sqrt((read1 * (1 - read1)) / shots)).toBeLessThan(4);
    });
    // the three qubits really differ (the test would not see a uniform model)
    expect(qs[2].t1 / qs[0].t1).toBeGreaterThan(5);
  });
  test('density matrix and trajectories agree within shot noise on a random transpiled 4-qubit circuit with per-qubit and per-coupler figures', () => {
    const dev = getDevice('torino');
    const c = parseQasm(randomQasm(4, 30, 78, true));
    const t = transpile(c, dev);
    const s = 5;
    const qs = t.physicalQubits.map((p) => scaledQubit(dev.qubits[p], s));
    const coupler = (a: number, b: number) => {
      const pa = Math.min(t.physicalQubits[a], t.physicalQubits[b]),
        pb = Math.max(t.physicalQubits[a], t.physicalQubits[b]);
      const cal = scaledCoupler(
        dev.couplers.find((x) => x.a === pa && x.b === pb)!,
        s
      );
      return { error: cal.error, length: cal.length };
    };
    const prog = buildNoisyProgram(t.circuit, dev.figures, (i) => qs[i], { coupler });
    const { probs } = runDensity(prog);
    for (let q = 0; q < 4; q++) {
      const { p10, p01 } = prog.readout[q];
      const b0 = 1 << q;
      for (let b = 0; b < 16; b += 2 * b0)
        for (let j = b; j < b + b0; j++) {
          const a0 = probs[j],
            a1 = probs[j + b0];
          probs[j] = (1 - p10) * a0 + p01 * a1;
          probs[j + b0] = p10 * a0 + (1 - p01) * a1;
        }
    }
    const shots = 3000;
    const out = runTrajectories(prog, shots, new Rng(6));
    const src = new Array(4).fill(-1);
    for (const op of t.circuit.ops) if (op.kind === 'measure') src[op.clbit] = op.qubit;
    let chi = 0,
      dof = 0;
    for (let idx = 0; idx < 16; idx++) {
      let key = '';
      for (let b = 0; b < 4; b++) key += (idx >> src[b]) & 1 ? '1' : '0';
      const exp = probs[idx] * shots;
      if (exp < 5) continue;
      chi += ((out.get(key) ?? 0) - exp) ** 2 / exp;
      dof++;
    }
    expect(dof).toBeGreaterThan(3);
    expect(chi).toBeLessThan(37.7 * (dof / 15) + 5);
  });
});
