/**
 * `delay` and `box[d]` as idle time on device targets (Aer's RelaxationNoisePass on Delay, per physical
 * qubit), no-ops on sim-cpu; duration units, the dt of the snapshot, limits.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parseQasm, sampleCounts } from '../../../src/quantum/index.js';
import { QasmError } from '../../../src/quantum/qasm/index.js';
import { getDevice } from '../../../src/quantum/targets/devices/devices.js';
import { scaledQubit } from '../../../src/quantum/targets/target.js';
import type { QubitFigures } from '../../../src/quantum/noise/model.js';
import {
  buildNoisyProgram,
  depolarizingParam,
  relaxProcessFidelity,
  relaxation
} from '../../../src/quantum/noise/model.js';
import { runOnTarget } from '../../../src/quantum/targets/run.js';
import { runDensity } from '../../../src/quantum/methods/density-pauli/run.js';
import { runDensityComplex } from '../methods/density-pauli/oracle.js';
import { transpile } from '../../../src/quantum/passes/transpile/transpile.js';
import { toQasm3 } from '../../../src/quantum/passes/transpile/transpile.js';

const T1_PROG = (d: string) => `OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\n${d ? `delay[${d}] q;\n` : ''}c = measure q;\n`;

/** P(|1⟩) before readout of a one-qubit program on fez at `scale`, exact (density matrix), with its physical qubit. */
function p1Exact(src: string, scale = 1, dev = getDevice('fez')) {
  const t = transpile(parseQasm(src), dev);
  const qf = t.physicalQubits.map((p) => scaledQubit(dev.qubits[p], scale));
  const prog = buildNoisyProgram(t.circuit, dev.figures, (i) => qf[i], { dtNs: dev.dtNs });
  return {
    p1: runDensity(prog).probs[1],
    p1c: runDensityComplex(prog).probs[1],
    phys: t.physicalQubits[0],
    q: qf[0],
    prog
  };
}

describe('delay: T1 decay of |1⟩ on the physical qubit', () => {
  test.each([
    ['1us', 1000],
    ['50us', 50_000],
    ['120000ns', 120_000],
    ['0.2ms', 200_000],
    ['2500dt', 2500 * 4],
    ['3.5e-5s', 35_000],
    ['10µs', 10_000]
  ])('x; delay[%s]; measure: P(1) = P(1 without the delay) · exp(−t/T1) exactly', (d, ns) => {
    const base = p1Exact(T1_PROG(''));
    const r = p1Exact(T1_PROG(d));
    expect(r.phys).toBe(base.phys);
    const want = base.p1 * Math.exp(-ns / r.q.t1);
    expect(Math.abs(r.p1 - want)).toBeLessThan(1e-14);
    expect(Math.abs(r.p1c - want)).toBeLessThan(1e-14);
    // and the closed form of the whole program: depolarising + relaxation of the x, then the delay
    const dep = depolarizingParam(r.q.xError, relaxProcessFidelity(r.q.xLength, r.q.t1, r.q.t2), 1);
    const closed = (1 - dep / 2) * Math.exp(-r.q.xLength / r.q.t1) * Math.exp(-ns / r.q.t1);
    expect(Math.abs(r.p1 - closed)).toBeLessThan(1e-14);
  });
  test('per qubit: the same delay on three different physical qubits decays with each qubit’s own T1', () => {
    const dev = getDevice('fez');
    // three qubits used in parallel land on three different physical qubits
    const src = 'OPENQASM 3.0;\nqubit[3] q;\nbit[3] c;\nx q;\ndelay[80us] q;\nc = measure q;\n';
    const noDelay = src.replace('delay[80us] q;\n', '');
    const t = transpile(parseQasm(src), dev);
    const t0 = transpile(parseQasm(noDelay), dev);
    expect(t.physicalQubits).toEqual(t0.physicalQubits);
    const qf = t.physicalQubits.map((p) => dev.qubits[p]);
    const marg = (probs: Float64Array, q: number) => probs.reduce((s, p, i) => s + ((i >> q) & 1 ? p : 0), 0);
    const pa = runDensity(buildNoisyProgram(t.circuit, dev.figures, (i) => qf[i], { dtNs: dev.dtNs })).probs;
    const pb = runDensity(buildNoisyProgram(t0.circuit, dev.figures, (i) => qf[i], { dtNs: dev.dtNs })).probs;
    const t1s = new Set<number>();
    for (let q = 0; q < 3; q++) {
      expect(Math.abs(marg(pa, q) - marg(pb, q) * Math.exp(-80_000 / qf[q].t1))).toBeLessThan(1e-14);
      t1s.add(qf[q].t1);
    }
    expect(t1s.size).toBe(3);
  });
  test('trajectories agree statistically with the closed form (runOnTarget, readout included, scale 2)', () => {
    const dev = getDevice('fez');
    const shots = 40_000;
    const r = runOnTarget(parseQasm(T1_PROG('100us')), {
      target: 'fake:fez@2',
      shots,
      seed: 11,
      method: 'trajectories'
    });
    const q = scaledQubit(dev.qubits[r.physicalQubits![0]], 2);
    const dep = depolarizingParam(q.xError, relaxProcessFidelity(q.xLength, q.t1, q.t2), 1);
    const p1 = (1 - dep / 2) * Math.exp(-(q.xLength + 100_000) / q.t1);
    const want = p1 * (1 - q.readoutP01) + (1 - p1) * q.readoutP10;
    const got = (r.counts['1'] ?? 0) / shots;
    expect(Math.abs(got - want) / Math.sqrt((want * (1 - want)) / shots)).toBeLessThan(4);
    // the decay is visible: without the delay P(read 1) is far higher
    expect(want).toBeLessThan(0.9 * (1 - q.readoutP01));
  });
  test('the delay relaxes even with idle relaxation off (Aer adds it to Delay instructions themselves)', () => {
    const dev = getDevice('fez');
    const t = transpile(parseQasm(T1_PROG('30us')), dev);
    const q = dev.qubits[t.physicalQubits[0]];
    const prog = buildNoisyProgram(t.circuit, dev.figures, () => q, { idle: false, dtNs: dev.dtNs });
    const rel = prog.ops.filter((o) => o.k === 'relax');
    const g = rel.reduce((s, o) => (o.k === 'relax' ? 1 - (1 - s) * (1 - o.gamma) : s), 0);
    expect(Math.abs(1 - g - Math.exp(-(q.xLength + 30_000) / q.t1))).toBeLessThan(1e-14);
  });
});

describe('delay: T2 dephasing of |+⟩', () => {
  // gates without error or length isolate the delay: h; delay[t]; h; measure → P(0) = (1 + e^{−t/T2})/2
  function pZero(t: number, q: QubitFigures) {
    const dev = getDevice('fez');
    const tr = transpile(
      parseQasm(`OPENQASM 3.0;\nqubit q;\nbit c;\nh q;\ndelay[${t}ns] q;\nh q;\nc = measure q;\n`),
      dev
    );
    const ideal: QubitFigures = { ...q, sxError: 0, xError: 0, idError: 0, sxLength: 0, xLength: 0, idLength: 0 };
    return runDensity(buildNoisyProgram(tr.circuit, dev.figures, () => ideal, { dtNs: dev.dtNs })).probs[0];
  }
  test('P(0) = (1 + exp(−t/T2))/2 on qubits whose T2 ≤ 2·T1, with T2 truncated to 2·T1 otherwise', () => {
    const dev = getDevice('fez');
    const live = dev.qubits.map((q, i) => ({ q, i })).filter(({ q }) => !q.dead && Number.isFinite(q.t2));
    const normal = live.find(({ q }) => q.t2 < 1.5 * q.t1)!;
    const above = live.find(({ q }) => q.t2 > 2 * q.t1);
    for (const t of [0, 5_000, 40_000, 150_000]) {
      expect(Math.abs(pZero(t, normal.q) - (1 + Math.exp(-t / normal.q.t2)) / 2)).toBeLessThan(1e-14);
    }
    // a qubit with T2 > 2·T1 in the snapshot (or a synthetic one when none has it): Aer's _truncate_t2_value
    const q = above ? above.q : { ...normal.q, t2: 3 * normal.q.t1 };
    expect(Math.abs(pZero(60_000, q) - (1 + Math.exp(-60_000 / (2 * q.t1))) / 2)).toBeLessThan(1e-14);
  });
  test('the relaxation op of a delay is Aer’s thermal_relaxation_error(T1, T2, t)', () => {
    const r = relaxation(25_000, 100_000, 80_000);
    expect(Math.abs(1 - r.gamma - Math.exp(-0.25))).toBeLessThan(1e-15);
    expect(Math.abs((1 - 2 * r.pz) * Math.sqrt(1 - r.gamma) - Math.exp(-25_000 / 80_000))).toBeLessThan(1e-15);
  });
});

describe('delay and box on sim-cpu: no effect', () => {
  test('counts with and without delays and boxes are identical for the same seed', () => {
    const plain =
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ncx q[0], q[1];\nrx(0.7) q[2];\nc = measure q;\n';
    const timed =
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ndelay[500us] q;\nbox[3us] { cx q[0], q[1]; delay[20dt] q[2]; }\nrx(0.7) q[2];\ndelay[1ms] q[1];\nc = measure q;\n';
    for (const seed of [1, 2, 3]) {
      const a = sampleCounts(parseQasm(plain), { shots: 2000, seed });
      const b = sampleCounts(parseQasm(timed), { shots: 2000, seed });
      expect(b.counts).toEqual(a.counts);
      const ra = runOnTarget(parseQasm(plain), { target: 'sim-cpu', shots: 500, seed });
      const rb = runOnTarget(parseQasm(timed), { target: 'sim-cpu', shots: 500, seed });
      expect(rb.counts).toEqual(ra.counts);
    }
  });
});

describe('box with a duration on a device target', () => {
  test('box[2us] { x q; } after x q: the qubit idles exactly 2 µs − the inner x’s length between the two x', () => {
    const dev = getDevice('fez');
    const tr = transpile(parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nbox[2us] { x q; }\nc = measure q;\n'), dev);
    const q = dev.qubits[tr.physicalQubits[0]];
    const prog = buildNoisyProgram(tr.circuit, dev.figures, () => q, { dtNs: dev.dtNs });
    expect(prog.duration).toBeCloseTo(q.xLength + 2000, 9);
    // ops: x, (depol), relax(x length + idle gap composed), x, (depol), relax(x)
    const rel = prog.ops.filter((o) => o.k === 'relax');
    expect(rel.length).toBe(2);
    const first = rel[0];
    if (first.k !== 'relax') throw new Error('unreachable');
    expect(Math.abs(1 - first.gamma - Math.exp(-(q.xLength + 2000 - q.xLength) / q.t1))).toBeLessThan(1e-14);
  });
  test('nested boxes: each lasts exactly its duration; the schedule is their sum with what follows', () => {
    const dev = getDevice('fez');
    const tr = transpile(
      parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nbox[3us] { box[1us] { x q; } x q; }\nc = measure q;\n'),
      dev
    );
    const q = dev.qubits[tr.physicalQubits[0]];
    const prog = buildNoisyProgram(tr.circuit, dev.figures, () => q, { dtNs: dev.dtNs });
    expect(prog.duration).toBeCloseTo(q.xLength + 3000, 9);
    // x | inner box (1 µs, its x at its end) | outer remainder (2 µs, the last x at its end): two idle gaps
    const rel = prog.ops.filter((o) => o.k === 'relax');
    const total = rel.reduce((s2, o) => (o.k === 'relax' ? s2 - Math.log(1 - o.gamma) : s2), 0);
    expect(Math.abs(total - (q.xLength + 3000) / q.t1)).toBeLessThan(1e-12);
  });
  test('a box shorter than its contents is refused with its line', () => {
    const c = parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nbox[10ns] { x q; x q; x q; }\nc = measure q;\n');
    expect(() => runOnTarget(c, { target: 'fake:fez', shots: 10 })).toThrow(
      /box at line 4:1 lasts 10 ns but its contents take/
    );
  });
  test('a box with a duration under a condition on measured bits is refused where it is written', () => {
    let e: QasmError | undefined;
    try {
      parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nc = measure q;\nif (c) { box[1us] { x q; } }\n');
    } catch (x) {
      e = x as QasmError;
    }
    expect(e).toBeInstanceOf(QasmError);
    expect([e!.line, e!.column, e!.message]).toEqual([
      5,
      10,
      'a box with a duration inside a branch on measured values is not supported'
    ]);
  });
  test('the transpiled OpenQASM shows the delays and the box', () => {
    const tr = transpile(
      parseQasm(
        'OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\ndelay[100ns] q;\nbox[1us] { delay[8dt] q; x q; }\nc = measure q;\n'
      ),
      getDevice('fez')
    );
    const text = toQasm3(tr);
    expect(text).toMatch(/delay\[100ns\] \$\d+;/);
    expect(text).toMatch(/delay\[8dt\] \$\d+;/);
    expect(text).toMatch(/box\[1000ns\] opens/);
  });
});

describe('durations: units, dt, stretch, limits', () => {
  test('dt is the snapshot’s conf.dt (4 ns on every Heron snapshot): delay[250dt] ≡ delay[1us]', () => {
    for (const name of ['fez', 'marrakesh', 'kingston', 'torino', 'aachen']) expect(getDevice(name).dtNs).toBe(4);
    expect(Math.abs(p1Exact(T1_PROG('250dt')).p1 - p1Exact(T1_PROG('1us')).p1)).toBeLessThan(1e-15);
  });
  test('a dt duration on a device without a dt is refused, naming the delay’s line', () => {
    const dev = getDevice('fez');
    const tr = transpile(parseQasm(T1_PROG('10dt')), dev);
    expect(() =>
      buildNoisyProgram(tr.circuit, dev.figures, () => dev.qubits[0], { dtNs: null, targetName: 'fake:nodt' })
    ).toThrow(
      "the delay at line 5:1 uses 'dt' units, but fake:nodt has no sample time (dt); write the duration in s, ms, us or ns"
    );
  });
  test('alignment.qasm on a device: the stretch g makes q[2]’s delays fill the cx’s time between the barriers', () => {
    const src = readFileSync(new URL('../../fixtures/openqasm/spec-examples/alignment.qasm', import.meta.url), 'utf8');
    const c = parseQasm(src);
    expect(runOnTarget(c, { target: 'sim-cpu', shots: 10, seed: 1 }).counts).toEqual({ '': 10 });
    const dev = getDevice('fez');
    const tr = transpile(c, dev);
    const qf = tr.physicalQubits.map((p) => dev.qubits[p]);
    const prog = buildNoisyProgram(tr.circuit, dev.figures, (i) => qf[i], { dtNs: dev.dtNs });
    const q2 = tr.initialLayout[2];
    // q[2] relaxes for g + (its U's length) + 2g = the whole region, which the cx sets
    const t = prog.ops.reduce(
      (s2, o) => (o.k === 'relax' && o.q === q2 ? s2 - Math.log(1 - o.gamma) * qf[q2].t1 : s2),
      0
    );
    expect(prog.duration).toBeGreaterThan(0);
    expect(Math.abs(t - prog.duration)).toBeLessThan(1e-6);
    // g itself: the region minus U's native length, over 3
    const uLen = tr.circuit.ops
      .filter((o) => o.kind === 'gate' && o.qubits[0] === q2 && o.name !== 'rz')
      .reduce((s2, o) => s2 + (o.kind === 'gate' && o.name === 'x' ? qf[q2].xLength : qf[q2].sxLength), 0);
    const delays = prog.ops.filter((o) => o.k === 'relax' && o.q === q2);
    expect(delays.length).toBeGreaterThan(0);
    expect(uLen).toBeGreaterThan(0);
    expect((prog.duration - uLen) / 3).toBeGreaterThan(0);
    expect(runOnTarget(c, { target: 'fake:fez', shots: 10, seed: 1 }).shots).toBe(10);
  });
  test('a stretch outside the simple case is refused on device targets with its line', () => {
    const run = (src: string) => () => runOnTarget(parseQasm(src), { target: 'fake:fez', shots: 10, seed: 1 });
    const h = 'OPENQASM 3.0;\ninclude "stdgates.inc";\n';
    expect(
      run(`${h}stretch a;\nstretch b;\nqubit[2] q;\nbarrier q;\nx q[0];\ndelay[a] q[1];\nbarrier q;\nx q[1];\n`)
    ).toThrow(
      /stretch in the delay at line 8:1 cannot be resolved on fake:fez@1: the program declares more than one stretch variable/
    );
    expect(run(`${h}stretch a;\nqubit[2] q;\nx q[0];\ndelay[a] q[1];\nx q[1];\n`)).toThrow(
      /line 6:1 .*it is not between two barriers/
    );
    expect(
      run(`${h}stretch a;\nqubit[2] q;\nbarrier q;\ncx q[0], q[1];\nx q[0];\ndelay[a] q[1];\nbarrier q;\n`)
    ).toThrow(/its qubit also has a two-qubit gate between the barriers/);
    expect(run(`${h}stretch a;\nqubit[2] q;\nbox[a] { x q[0]; }\n`)).toThrow(/'stretch' duration on a box/);
  });
  test('absurd durations are refused where they are written; the longest allowed one runs at once', () => {
    const err = (src: string) => {
      try {
        parseQasm(src);
      } catch (e) {
        return e as QasmError;
      }
      throw new Error('accepted');
    };
    const e1 = err('OPENQASM 3.0;\nqubit q;\ndelay[1e308s] q;\n');
    expect([e1.line, e1.column]).toEqual([3, 7]);
    expect(e1.message).toMatch(/longer than 1 s/);
    expect(err('OPENQASM 3.0;\nqubit q;\ndelay[2s] q;\n').message).toMatch(/longer than 1 s/);
    expect(err('OPENQASM 3.0;\nqubit q;\ndelay[1e13dt] q;\n').message).toMatch(/1000000000000 dt/);
    expect(err('OPENQASM 3.0;\nqubit q;\nbox[5s] { x q; }\n').message).toMatch(/longer than 1 s/);
    // 1e12 dt passes the reader but is 4000 s on fez: refused by the engine, with its line
    expect(() => runOnTarget(parseQasm(T1_PROG('1000000000000dt')), { target: 'fake:fez', shots: 10 })).toThrow(
      /delay at line 5:1 is longer than 1 s/
    );
    // 5,000 delays of 1 s each: 5,000 s of schedule, simulated in well under the test's time
    const r = runOnTarget(
      parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nx q;\nfor int i in [1:5000] { delay[1s] q; }\nc = measure q;\n'),
      { target: 'fake:fez', shots: 1000, seed: 1 }
    );
    // fully relaxed: only readout flips 0 → 1 remain
    const q = getDevice('fez').qubits[r.physicalQubits![0]];
    expect((r.counts['1'] ?? 0) / 1000).toBeLessThan(q.readoutP10 + 0.05);
  });
  test('a delay on a qubit nothing else uses is dropped (an idle |0⟩ does not change)', () => {
    const dev = getDevice('fez');
    const tr = transpile(
      parseQasm('OPENQASM 3.0;\nqubit[2] q;\nbit c;\nx q[0];\ndelay[10us] q[1];\nc = measure q[0];\n'),
      dev
    );
    expect(tr.circuit.numQubits).toBe(1);
    expect(tr.circuit.ops.some((o) => o.kind === 'delay')).toBe(false);
  });
});
