/**
 * Noisy trajectories by shot branching (issue #32): the same distribution as trajectory by trajectory
 * (chi-square at fixed seeds) on a dynamic program with every kind of noise drawn strongly, the method
 * reported, and the budget that sends a program back to trajectory by trajectory.
 */
import { describe, expect, test } from '@jest/globals';
import { parseQasm, Rng } from '../../../../src/quantum/index.js';
import { baseMatrix } from '../../../../src/quantum/circuit/gates.js';
import type { NoisyOp, NoisyProgram } from '../../../../src/quantum/noise/model.js';
import { branchesTrajectories, runTrajectories } from '../../../../src/quantum/methods/trajectory/run.js';
import { runOnTarget } from '../../../../src/quantum/targets/run.js';

const H = baseMatrix('h', []);
const X = baseMatrix('x', []);
const RY = baseMatrix('ry', [0.9]);

/** Depolarising, relaxation (jump and Z flip), readout flips, a condition and a reset, all strong. */
function program(): NoisyProgram {
  const ops: NoisyOp[] = [
    { k: 'u', q: 0, m: H },
    { k: 'u', q: 1, m: RY },
    { k: 'cz', a: 0, b: 1 },
    { k: 'depol', qs: [0, 1], p: 0.3 },
    { k: 'relax', q: 0, gamma: 0.3, pz: 0.2 },
    { k: 'relax', q: 1, gamma: 0.1, pz: 0.05 },
    { k: 'u', q: 0, m: H },
    { k: 'measure', q: 0, clbit: 0, terminal: false },
    { k: 'u', q: 2, m: X, cond: { clbits: [0], value: 1 } },
    { k: 'reset', q: 0 },
    { k: 'u', q: 0, m: RY },
    { k: 'cz', a: 0, b: 2 },
    { k: 'depol', qs: [2], p: 0.25 },
    { k: 'measure', q: 0, clbit: 1, terminal: true },
    { k: 'measure', q: 1, clbit: 2, terminal: true },
    { k: 'measure', q: 2, clbit: 3, terminal: true }
  ];
  return {
    numQubits: 3,
    numClbits: 4,
    ops,
    readout: [
      { p10: 0.1, p01: 0.15 },
      { p10: 0.05, p01: 0.02 },
      { p10: 0.08, p01: 0.12 }
    ],
    duration: 0,
    static: false,
    idle: true
  };
}

function homogeneity(a: Map<string, number>, b: Map<string, number>): { chi2: number; df: number } {
  const na = [...a.values()].reduce((x, y) => x + y, 0),
    nb = [...b.values()].reduce((x, y) => x + y, 0);
  const ka = Math.sqrt(nb / na),
    kb = Math.sqrt(na / nb);
  let chi2 = 0,
    bins = 0,
    pa = 0,
    pb = 0;
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k) ?? 0,
      y = b.get(k) ?? 0;
    if (x + y < 10) {
      pa += x;
      pb += y;
      continue;
    }
    chi2 += (ka * x - kb * y) ** 2 / (x + y);
    bins++;
  }
  if (pa + pb > 0) {
    chi2 += (ka * pa - kb * pb) ** 2 / (pa + pb);
    bins++;
  }
  return { chi2, df: Math.max(1, bins - 1) };
}

/** Chi-square critical value at tail probability 1e-4 (Wilson–Hilferty). */
const critical = (df: number) => df * (1 - 2 / (9 * df) + 3.719 * Math.sqrt(2 / (9 * df))) ** 3;

describe('trajectories by shot branching', () => {
  test('the same distribution as trajectory by trajectory (two seeds each)', () => {
    const prog = program();
    expect(branchesTrajectories(prog, 20000)).toBe(true);
    for (const [s1, s2] of [
      [1, 2],
      [3, 4]
    ]) {
      const br = runTrajectories(prog, 20000, new Rng(s1));
      const ps = runTrajectories(prog, 20000, new Rng(s2), { branching: false });
      expect([...br.values()].reduce((x, y) => x + y, 0)).toBe(20000);
      const h = homogeneity(br, ps);
      expect(h.df).toBeGreaterThan(8);
      expect(h.chi2).toBeLessThan(critical(h.df));
    }
  });

  test('same seed, same counts', () => {
    const a = runTrajectories(program(), 3000, new Rng(9));
    const b = runTrajectories(program(), 3000, new Rng(9));
    expect([...b]).toEqual([...a]);
  });

  test('past the budget the program runs trajectory by trajectory; static programs keep their path', () => {
    expect(branchesTrajectories(program(), 1000, { maxBranchBytes: 1024 })).toBe(false);
    expect(branchesTrajectories(program(), 1000, { branching: false })).toBe(false);
    const stat: NoisyProgram = { ...program(), static: true, ops: program().ops.filter((o) => o.k !== 'reset') };
    expect(branchesTrajectories(stat, 1000)).toBe(false);
  });

  test('a dynamic circuit on fake:fez reports trajectory-branching; a static one does not', () => {
    const tele = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\ncreg c[3];\nx q[0];\nh q[1];\ncx q[1],q[2];\ncx q[0],q[1];\nh q[0];\nmeasure q[0] -> c[0];\nmeasure q[1] -> c[1];\nif(c==1) z q[2];\nif(c==2) x q[2];\nif(c==3) y q[2];\nmeasure q[2] -> c[2];\n'
    );
    const r = runOnTarget(tele, { target: 'fake:fez', shots: 2000, seed: 1 });
    expect(r.method).toBe('trajectory-branching');
    // the teleported |1>: c[2] = 1 in nearly every shot (noise and readout error only)
    let one = 0;
    for (const [k, v] of Object.entries(r.counts)) if (k[0] === '1') one += v;
    expect(one / 2000).toBeGreaterThan(0.85);
    const ghz = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n'
    );
    expect(runOnTarget(ghz, { target: 'fake:fez', shots: 100, seed: 1 }).method).not.toBe('trajectory-branching');
  });
});
