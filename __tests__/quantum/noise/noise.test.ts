import { describe, expect, test } from '@jest/globals';
import { parseQasm, Rng } from '../../../src/quantum/index.js';
import { getDevice } from '../../../src/quantum/targets/devices/devices.js';
import { scaledFigures } from '../../../src/quantum/targets/target.js';
import {
  buildNoisyProgram,
  depolarizingParam,
  relaxation,
  relaxProcessFidelity
} from '../../../src/quantum/noise/model.js';
import type { NoisyOp, NoisyProgram } from '../../../src/quantum/noise/model.js';
import { runDensity } from '../../../src/quantum/methods/density-pauli/run.js';
import { runTrajectories } from '../../../src/quantum/methods/trajectory/run.js';
import { runOnTarget } from '../../../src/quantum/targets/run.js';
import { transpile } from '../../../src/quantum/passes/transpile/transpile.js';
import { baseMatrix } from '../../../src/quantum/circuit/gates.js';
import { mul } from '../../../src/quantum/passes/transpile/mat.js';
import { LEGACY_FEZ_FIGURES, mulberry, randomQasm } from './helpers.js';

const fez = getDevice('fez');
// worked examples use fez's former uniform medians (numbers checked by hand); the device's own figures are in device-data.test.ts
const F = LEGACY_FEZ_FIGURES;

function program(n: number, ops: NoisyOp[], readout = 0): NoisyProgram {
  return {
    numQubits: n,
    numClbits: n,
    ops,
    readout: Array.from({ length: n }, () => ({ p10: readout, p01: readout })),
    duration: 0,
    static: true,
    idle: true
  };
}
const X = baseMatrix('x', []);
const H = baseMatrix('h', []);
const measureAll = (n: number): NoisyOp[] =>
  Array.from({ length: n }, (_, q) => ({ k: 'measure', q, clbit: q, terminal: true }) as NoisyOp);

/** Fraction of shots with clbit q = 1 from trajectory outcome strings. */
function frac1(out: Map<string, number>, q: number, shots: number): number {
  let c = 0;
  for (const [k, v] of out) if (k[q] === '1') c += v;
  return c / shots;
}

describe('noise model figures (Qiskit device model)', () => {
  test('worked example at the fez medians: sx and cz relaxation infidelity and depolarising p', () => {
    const r1 = 1 - (2 * relaxProcessFidelity(24, F.t1, F.t2) + 1) / 3;
    expect(r1).toBeCloseTo(1.19e-4, 5);
    expect(depolarizingParam(F.sxError, relaxProcessFidelity(24, F.t1, F.t2), 1)).toBeCloseTo(2.2e-4, 5);
    const fe2 = relaxProcessFidelity(84, F.t1, F.t2) ** 2;
    expect(1 - (4 * fe2 + 1) / 5).toBeCloseTo(9.95e-4, 5);
    expect(depolarizingParam(F.czError, fe2, 2)).toBeCloseTo(3.88e-3, 4);
    // a dead coupler (e = 1) caps at 4/5 and then at the maximal 2-qubit depolarising parameter
    expect(depolarizingParam(1, fe2, 2)).toBeCloseTo(16 / 15, 12);
    expect(depolarizingParam(1e-6, fe2, 2)).toBe(0);
  });
  test('T2 is truncated to 2·T1', () => {
    expect(relaxation(1000, 100, 1e9).pz).toBeCloseTo(relaxation(1000, 100, 200).pz, 15);
    expect(relaxation(1000, 100, 200).pz).toBe(0);
  });
  test('idle qubits relax for the scheduled gap (ALAP, terminal measurements aligned)', () => {
    // q0: x, then idles while q1 runs 40 sx (barrier keeps x before them)
    const c = parseQasm(
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nx q[0];\nbarrier q;\n${'sx q[1];\n'.repeat(40)}measure q -> c;\n`
    );
    const prog = buildNoisyProgram(c, F, () => ({
      t1: F.t1,
      t2: F.t2,
      readoutP10: 0,
      readoutP01: 0,
      sxError: F.sxError
    }));
    const relax0 = prog.ops.filter((o) => o.k === 'relax' && o.q === 0);
    expect(relax0.length).toBe(1); // gate relaxation and the idle gap compose into one channel
    const g = relax0[0].k === 'relax' ? relax0[0].gamma : 0;
    expect(g).toBeCloseTo(1 - Math.exp(-(41 * 24) / F.t1), 12);
    expect(prog.duration).toBe(41 * 24);
    const noIdle = buildNoisyProgram(
      c,
      F,
      () => ({ t1: F.t1, t2: F.t2, readoutP10: 0, readoutP01: 0, sxError: F.sxError }),
      { idle: false }
    );
    const g2 = noIdle.ops.find((o) => o.k === 'relax' && o.q === 0);
    expect(g2 && g2.k === 'relax' && g2.gamma).toBeCloseTo(1 - Math.exp(-24 / F.t1), 12);
  });
});

describe('physics of the simulators', () => {
  const T1 = 50_000,
    T2 = 30_000;
  test('amplitude damping: |1> idling for t survives with exp(-t/T1) (density exact, trajectories within 3σ)', () => {
    for (const t of [10_000, 40_000, 100_000]) {
      const r = relaxation(t, T1, T2);
      const prog = program(1, [{ k: 'u', q: 0, m: X }, { k: 'relax', q: 0, ...r }, ...measureAll(1)]);
      const expected = Math.exp(-t / T1);
      expect(runDensity(prog).probs[1]).toBeCloseTo(expected, 12);
      const shots = 4000;
      const p = frac1(runTrajectories(prog, shots, new Rng(t)), 0, shots);
      expect(Math.abs(p - expected)).toBeLessThanOrEqual(3 * Math.sqrt((expected * (1 - expected)) / shots));
    }
  });
  test('strong relaxation between gates: trajectories (jump replay) match the density matrix', () => {
    const SX = baseMatrix('sx', []);
    const ops: NoisyOp[] = [];
    const rnd = mulberry(5);
    for (let i = 0; i < 12; i++) {
      for (const q of [0, 1]) {
        ops.push({ k: 'u', q, m: rnd() < 0.5 ? SX : baseMatrix('u', [rnd() * 3, rnd() * 3, rnd() * 3]) });
        ops.push({ k: 'relax', q, ...relaxation(4000 + 4000 * rnd(), T1, T2) });
      }
      ops.push({ k: 'cz', a: 0, b: 1 }, { k: 'depol', qs: [0, 1], p: 0.05 });
    }
    const prog = program(2, [...ops, ...measureAll(2)]);
    const exact = runDensity(prog).probs;
    const shots = 6000;
    const out = runTrajectories(prog, shots, new Rng(99));
    for (let idx = 0; idx < 4; idx++) {
      const key = `${idx & 1}${(idx >> 1) & 1}`;
      const p = exact[idx];
      const obs = (out.get(key) ?? 0) / shots;
      expect(Math.abs(obs - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / shots) + 1e-9);
    }
  });
  test('strong relaxation on 4 qubits, cz on alternating pairs (fused steps interleave the qubits, several jumps per shot): trajectories match the density matrix', () => {
    const ops: NoisyOp[] = [];
    const rnd = mulberry(17);
    for (let layer = 0; layer < 10; layer++) {
      for (let q = 0; q < 4; q++) {
        ops.push({ k: 'u', q, m: baseMatrix('u', [rnd() * 3, rnd() * 3, rnd() * 3]) });
        ops.push({ k: 'relax', q, ...relaxation(2000 + 4000 * rnd(), T1, T2) });
      }
      for (const [a, b] of layer % 2
        ? [
            [1, 2],
            [3, 0]
          ]
        : [
            [0, 1],
            [2, 3]
          ])
        ops.push({ k: 'cz', a, b }, { k: 'depol', qs: [a, b], p: 0.02 });
    }
    const prog = program(4, [...ops, ...measureAll(4)]);
    const exact = runDensity(prog).probs;
    const shots = 8000;
    const out = runTrajectories(prog, shots, new Rng(2024));
    for (let idx = 0; idx < 16; idx++) {
      let key = '';
      for (let q = 0; q < 4; q++) key += (idx >> q) & 1;
      const p = exact[idx];
      const obs = (out.get(key) ?? 0) / shots;
      expect(Math.abs(obs - p)).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / shots) + 1e-9);
    }
  });
  test('Ramsey dephasing: H, idle t, H gives P(0) = (1 + exp(-t/T2))/2', () => {
    for (const t of [5_000, 20_000, 60_000]) {
      const r = relaxation(t, T1, T2);
      const prog = program(1, [
        { k: 'u', q: 0, m: H },
        { k: 'relax', q: 0, ...r },
        { k: 'u', q: 0, m: H },
        ...measureAll(1)
      ]);
      const expected = (1 + Math.exp(-t / T2)) / 2;
      expect(runDensity(prog).probs[0]).toBeCloseTo(expected, 12);
      const shots = 4000;
      const p0 = 1 - frac1(runTrajectories(prog, shots, new Rng(7 + t)), 0, shots);
      expect(Math.abs(p0 - expected)).toBeLessThanOrEqual(3 * Math.sqrt((expected * (1 - expected)) / shots));
    }
  });
  test('randomised single-qubit sequences decay at the configured gate error', () => {
    // the 24 single-qubit Cliffords from words in H and S
    const S = baseMatrix('s', []);
    const cliffords: number[][] = [];
    const key = (m: number[]) => {
      let k = 0;
      while (Math.hypot(m[2 * k], m[2 * k + 1]) < 1e-9) k++;
      const pr = m[2 * k] / Math.hypot(m[2 * k], m[2 * k + 1]),
        pi = m[2 * k + 1] / Math.hypot(m[2 * k], m[2 * k + 1]);
      return Array.from(
        { length: 4 },
        (_, i) => `${(m[2 * i] * pr + m[2 * i + 1] * pi).toFixed(6)},${(m[2 * i + 1] * pr - m[2 * i] * pi).toFixed(6)}`
      ).join(';');
    };
    const seen = new Set<string>();
    const queue = [baseMatrix('id', [])];
    while (queue.length) {
      const m = queue.shift() as number[];
      const kk = key(m);
      if (seen.has(kk)) continue;
      seen.add(kk);
      cliffords.push(m);
      queue.push(mul(H, m), mul(S, m));
    }
    expect(cliffords.length).toBe(24);
    const sc = scaledFigures(F, 5);
    const e = sc.sxError;
    const p = depolarizingParam(e, relaxProcessFidelity(24, sc.t1, sc.t2), 1);
    const r = relaxation(24, sc.t1, sc.t2);
    const rnd = mulberry(11);
    const survival = (m: number) => {
      let acc = 0;
      const seqs = 12;
      for (let s = 0; s < seqs; s++) {
        const ops: NoisyOp[] = [];
        let total = baseMatrix('id', []);
        for (let i = 0; i < m; i++) {
          const c = cliffords[Math.floor(rnd() * 24)];
          total = mul(c, total);
          ops.push({ k: 'u', q: 0, m: c }, { k: 'depol', qs: [0], p }, { k: 'relax', q: 0, ...r });
        }
        const inv = [total[0], -total[1], total[4], -total[5], total[2], -total[3], total[6], -total[7]];
        ops.push({ k: 'u', q: 0, m: inv }, ...measureAll(1));
        acc += runDensity(program(1, ops)).probs[0];
      }
      return acc / seqs;
    };
    const m1 = 100,
      m2 = 400;
    const s1 = survival(m1) - 0.5,
      s2 = survival(m2) - 0.5;
    const f = Math.pow(s2 / s1, 1 / (m2 - m1));
    const rEst = (1 - f) / 2; // average gate error per Clifford, d = 2
    expect(Math.abs(rEst - e) / e).toBeLessThan(0.05);
  });
  test('density matrix and trajectories agree within shot noise on a random transpiled 4-qubit circuit', () => {
    const c = parseQasm(randomQasm(4, 30, 77, true));
    const sc = scaledFigures(F, 5);
    const t = transpile(c, fez);
    const prog = buildNoisyProgram(t.circuit, sc, () => ({
      t1: sc.t1,
      t2: sc.t2,
      readoutP10: sc.readoutP10,
      readoutP01: sc.readoutP01,
      sxError: sc.sxError
    }));
    const { probs } = runDensity(prog);
    // apply readout to the exact distribution for comparison
    for (let q = 0; q < 4; q++) {
      const { p10, p01 } = prog.readout[q];
      const s = 1 << q;
      for (let b = 0; b < 16; b += 2 * s)
        for (let j = b; j < b + s; j++) {
          const a0 = probs[j],
            a1 = probs[j + s];
          probs[j] = (1 - p10) * a0 + p01 * a1;
          probs[j + s] = p10 * a0 + (1 - p01) * a1;
        }
    }
    const shots = 3000;
    const out = runTrajectories(prog, shots, new Rng(5));
    // clbit i measured the compact qubit holding logical i at the end
    const src = new Array(4).fill(-1);
    for (const op of t.circuit.ops) if (op.kind === 'measure') src[op.clbit] = op.qubit;
    let chi = 0,
      dof = 0;
    for (let idx = 0; idx < 16; idx++) {
      let key = '';
      for (let b = 0; b < 4; b++) key += (idx >> src[b]) & 1 ? '1' : '0';
      const obs = out.get(key) ?? 0;
      const exp = probs[idx] * shots;
      if (exp < 5) continue;
      chi += (obs - exp) ** 2 / exp;
      dof++;
    }
    // chi-square with ~15 degrees of freedom: 99.9th percentile ≈ 37.7
    expect(chi).toBeLessThan(37.7 * (dof / 15) + 5);
  });
});

describe('runOnTarget', () => {
  const ghz = (n: number) =>
    parseQasm(
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[${n}];\ncreg c[${n}];\nh q[0];\n${Array.from({ length: n - 1 }, (_, i) => `cx q[${i}],q[${i + 1}];`).join('\n')}\nmeasure q -> c;\n`
    );
  test('GHZ-n fidelity falls with n and with the scale', () => {
    const fid = (n: number, s: number) =>
      runOnTarget(ghz(n), { target: `fake:fez@${s}`, shots: 20000, seed: 3 }).fidelity as number;
    const a = [2, 4, 6].map((n) => fid(n, 1));
    const b = [2, 4, 6].map((n) => fid(n, 6));
    expect(a[0]).toBeGreaterThan(a[1]);
    expect(a[1]).toBeGreaterThan(a[2]);
    expect(b[0]).toBeGreaterThan(b[1]);
    expect(b[1]).toBeGreaterThan(b[2]);
    for (let i = 0; i < 3; i++) expect(a[i]).toBeGreaterThan(b[i]);
    expect(a[0]).toBeGreaterThan(0.98);
  });
  test('report: counts, effective figures, gate counts, layout; same seed same counts', () => {
    const r = runOnTarget(ghz(3), { target: 'fake:fez@1.6', shots: 1000, seed: 9 });
    const r2 = runOnTarget(ghz(3), { target: 'fake:fez@1.6', shots: 1000, seed: 9 });
    const r3 = runOnTarget(ghz(3), { target: 'fake:fez@1.6', shots: 1000, seed: 10 });
    expect(r.counts).toEqual(r2.counts);
    expect(r.counts).not.toEqual(r3.counts);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(r.method).toBe('density-matrix');
    expect(r.target).toBe('fake:fez@1.6');
    expect(r.effective?.czError).toBeCloseTo(1.6 * fez.figures.czError, 12);
    expect(r.effective?.t1Us).toBeCloseTo(fez.figures.t1 / 1000 / 1.6, 9);
    expect(r.sentTwoQubitGates).toBe(2);
    expect(r.transpiledTwoQubitGates).toBe(2);
    expect(r.physicalQubits?.length).toBe(3);
    expect(r.mitigation).toBe('readout');
    expect(r.fidelity).toBeGreaterThan(r.rawFidelity as number);
    const tr = runOnTarget(ghz(3), { target: 'fake:fez@1.6', shots: 1000, seed: 9, method: 'trajectories' });
    expect(tr.method).toBe('trajectories');
    expect(tr.counts).toEqual(
      runOnTarget(ghz(3), { target: 'fake:fez@1.6', shots: 1000, seed: 9, method: 'trajectories' }).counts
    );
  });
  test('workflow-reported mitigated distribution is used as given', () => {
    const r = runOnTarget(ghz(2), { target: 'fake:fez', shots: 100, seed: 1, mitigated: { '00': 0.5, '11': 0.5 } });
    expect(r.mitigation).toBe('workflow');
    expect(r.fidelity).toBeCloseTo(1, 12);
  });
  test('sim-cpu: noiseless, no mitigation numbers', () => {
    const r = runOnTarget(ghz(3), { target: 'sim-cpu', shots: 500, seed: 1 });
    expect(Object.keys(r.counts).sort()).toEqual(['000', '111']);
    expect(r.fidelity).toBeUndefined();
    expect(r.mitigatedDistribution).toBeUndefined();
    expect(r.effective).toBeUndefined();
    expect(r.sentTwoQubitGates).toBe(2);
  });
  test('dynamic circuits run by trajectories (shot branching) and are not scorable', () => {
    const c = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nh q[0];\nc[0] = measure q[0];\nif (c[0] == 1) x q[1];\nc[1] = measure q[1];\n'
    );
    const r = runOnTarget(c, { target: 'fake:fez@2', shots: 2000, seed: 4 });
    expect(r.method).toBe('trajectory-branching');
    expect(r.scorable).toBe(false);
    expect(r.unscorableReason).toMatch(/conditioned/);
    expect(r.fidelity).toBeUndefined();
    // outcomes correlate: 00 and 11 dominate
    expect((r.counts['00'] ?? 0) + (r.counts['11'] ?? 0)).toBeGreaterThan(1900);
  });
  test('idle circuit wider than 20 declared qubits is not scorable but runs on the used qubits only', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[30];\ncreg c[2];\nx q[29];\nmeasure q[29] -> c[0];\nmeasure q[3] -> c[1];\n'
    );
    const r = runOnTarget(c, { target: 'fake:fez', shots: 100, seed: 1 });
    expect(r.physicalQubits?.length).toBe(2);
    expect(r.scorable).toBe(false);
  });
});
