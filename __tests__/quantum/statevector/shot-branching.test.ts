/**
 * Shot branching of dynamic circuits (issue #32): the counts follow the same distribution as the
 * per-shot path (chi-square at fixed seeds), the memory budget falls back to per-shot runs and says
 * so, and the ancilla places are reused. The exact branch probabilities against Qiskit Aer:
 * branching.oracle.test.ts.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng, dynamicDistribution, parseQasm, sampleCounts } from '../../../src/quantum/index.js';
import { binomial, multinomial } from '../../../src/quantum/maths/binomial.js';
import { REPO } from '../../helpers/paths.js';
import { FAMILIES, q2 } from './dynamic-families.js';

/** Chi-square critical value at tail probability 1e-4 (Wilson–Hilferty), `df` degrees of freedom. */
function critical(df: number): number {
  const z = 3.719;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Goodness of fit of counts to exact probabilities; bins with an expectation under 5 pooled. */
function gof(counts: Record<string, number>, dist: Record<string, number>): { chi2: number; df: number } {
  const shots = Object.values(counts).reduce((a, b) => a + b, 0);
  let chi2 = 0,
    bins = 0,
    poolE = 0,
    poolO = 0;
  for (const k of new Set([...Object.keys(counts), ...Object.keys(dist)])) {
    const e = shots * (dist[k] ?? 0),
      o = counts[k] ?? 0;
    if (e < 5) {
      poolE += e;
      poolO += o;
    } else {
      chi2 += (o - e) ** 2 / e;
      bins++;
    }
  }
  if (poolE > 0) {
    chi2 += (poolO - poolE) ** 2 / poolE;
    bins++;
  } else expect(poolO).toBe(0); // an outcome of probability 0 was drawn
  return { chi2, df: Math.max(1, bins - 1) };
}

/** Two-sample chi-square test of homogeneity; bins with fewer than 10 in both samples pooled. */
function homogeneity(a: Record<string, number>, b: Record<string, number>): { chi2: number; df: number } {
  const na = Object.values(a).reduce((x, y) => x + y, 0),
    nb = Object.values(b).reduce((x, y) => x + y, 0);
  const ka = Math.sqrt(nb / na),
    kb = Math.sqrt(na / nb);
  let chi2 = 0,
    bins = 0,
    pa = 0,
    pb = 0;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[k] ?? 0,
      y = b[k] ?? 0;
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

describe('binomial and multinomial draws', () => {
  test('Binomial(30, 0.37): 20,000 draws fit the exact probabilities', () => {
    const rng = new Rng(5);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 20000; i++) {
      const k = binomial(rng, 30, 0.37);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    const dist: Record<string, number> = {};
    let p = 0.63 ** 30;
    for (let k = 0; k <= 30; k++) {
      dist[k] = p;
      p = (p * (30 - k) * 0.37) / ((k + 1) * 0.63);
    }
    const { chi2, df } = gof(counts, dist);
    expect(chi2).toBeLessThan(critical(df));
  });
  test('large n: the mean and variance of Binomial(10^6, 0.3) and of a rare outcome', () => {
    const rng = new Rng(6);
    let s = 0,
      s2 = 0,
      rare = 0;
    const m = 2000;
    for (let i = 0; i < m; i++) {
      const k = binomial(rng, 1e6, 0.3);
      s += k;
      s2 += k * k;
      rare += binomial(rng, 1e6, 2e-6);
    }
    const mean = s / m,
      variance = s2 / m - mean * mean;
    // standard error of the mean: sqrt(210000 / 2000) ≈ 10.2
    expect(Math.abs(mean - 3e5)).toBeLessThan(50);
    expect(variance / 210000).toBeGreaterThan(0.85);
    expect(variance / 210000).toBeLessThan(1.15);
    // Poisson(2) per draw: 4000 ± 63
    expect(Math.abs(rare - 4000)).toBeLessThan(300);
  });
  test('edges: p = 0, p = 1, n = 0; a multinomial keeps every shot and gives none to probability 0', () => {
    const rng = new Rng(1);
    expect(binomial(rng, 100, 0)).toBe(0);
    expect(binomial(rng, 100, 1)).toBe(100);
    expect(binomial(rng, 0, 0.5)).toBe(0);
    for (let i = 0; i < 50; i++) {
      const k = multinomial(rng, 1000, [0.2, 0, 0.5, 0.3, 0]);
      expect(k.reduce((a, b) => a + b, 0)).toBe(1000);
      expect(k[1]).toBe(0);
      expect(k[4]).toBe(0);
    }
  });
});

describe('shot branching against the per-shot path', () => {
  for (const [name, src] of Object.entries(FAMILIES)) {
    test(`${name}: the same distribution (chi-square at fixed seeds), and both fit the exact one`, () => {
      const c = parseQasm(src);
      const shots = 6000;
      const br = sampleCounts(c, { shots, seed: 11 });
      const ps = sampleCounts(c, { shots, seed: 12, branching: false });
      expect(br.method).toBe('shot-branching');
      expect(ps.method).toBe('per-shot');
      const h = homogeneity(br.counts, ps.counts);
      expect(h.chi2).toBeLessThan(critical(h.df));
      const exact = dynamicDistribution(c);
      expect(Object.values(exact).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      for (const counts of [br.counts, ps.counts]) {
        const g = gof(counts, exact);
        expect(g.chi2).toBeLessThan(critical(g.df));
      }
    });
  }

  test('a while loop on a measured bit (jumps: no deferral, no place reuse) keeps the distribution', () => {
    const src = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nwhile (!c[0]) {\n  h q[0];\n  c[0] = measure q[0];\n  ry(0.4) q[1];\n}\nc[1] = measure q[1];\n`;
    const c = parseQasm(src);
    const br = sampleCounts(c, { shots: 5000, seed: 3 });
    const ps = sampleCounts(c, { shots: 5000, seed: 4, branching: false });
    expect(br.method).toBe('shot-branching');
    const h = homogeneity(br.counts, ps.counts);
    expect(h.chi2).toBeLessThan(critical(h.df));
    const g = gof(br.counts, dynamicDistribution(c));
    expect(g.chi2).toBeLessThan(critical(g.df));
  });

  test('same seed and version, same counts; another seed, other counts', () => {
    const c = parseQasm(FAMILIES.parity);
    const a = sampleCounts(c, { shots: 3000, seed: 21 });
    const b = sampleCounts(c, { shots: 3000, seed: 21 });
    const d = sampleCounts(c, { shots: 3000, seed: 22 });
    expect(b.counts).toEqual(a.counts);
    expect(d.counts).not.toEqual(a.counts);
  });

  test('one simulation per distinct history: the teleport circuit has at most 4 × 2 leaves at any shot count', () => {
    const r = sampleCounts(parseQasm(FAMILIES.teleport), { shots: 100000, seed: 1 });
    expect(r.branching?.branches).toBe(4); // the last measurement is deferred: drawn per leaf
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(100000);
  });
});

describe('merging and the memory budget', () => {
  test('a reset of an unentangled qubit in superposition does not split (merged); an entangled one does', () => {
    const free = sampleCounts(parseQasm(q2(2, 1, 'h q[0];\nreset q[0];\nh q[1];\nmeasure q[1] -> c[0];\n')), {
      shots: 1000,
      seed: 1
    });
    expect(free.branching).toMatchObject({ merged: 1, branches: 1 });
    const ent = sampleCounts(parseQasm(q2(2, 1, 'h q[0];\ncx q[0],q[1];\nreset q[0];\nmeasure q[1] -> c[0];\n')), {
      shots: 1000,
      seed: 1
    });
    expect(ent.branching).toMatchObject({ merged: 0, branches: 2 });
  });

  test('past the budget the shots run one by one, the method says so, and the distribution holds', () => {
    const c = parseQasm(FAMILIES.parity);
    const r = sampleCounts(c, { shots: 3000, seed: 5, maxBranchBytes: 0 });
    expect(r.method).toBe('shot-branching+per-shot');
    expect(r.branching?.perShotShots).toBeGreaterThan(0);
    expect(r.branching?.peakBytes).toBe(0);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(3000);
    const g = gof(r.counts, dynamicDistribution(c));
    expect(g.chi2).toBeLessThan(critical(g.df));
  });

  test('dyn-20: the four ancillas share one place, so a saved branch holds at most 2^17 amplitudes', () => {
    const c = parseQasm(readFileSync(join(REPO, 'bench', 'circuits', 'dyn-20.qasm'), 'utf8'));
    const r = sampleCounts(c, { shots: 40, seed: 2 });
    expect(r.method).toBe('shot-branching');
    const copy = 16 * 2 ** 17;
    expect(r.branching?.peakBytes).toBeGreaterThan(0);
    expect((r.branching?.peakBytes as number) % copy).toBe(0);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(40);
  });

  test('varteleport: measured qubits are released, so the 21-qubit chain never holds more than 3 places', () => {
    const c = parseQasm(readFileSync(join(REPO, 'bench', 'circuits', 'varteleport.qasm'), 'utf8'));
    expect(c.numQubits).toBe(21);
    const r = sampleCounts(c, { shots: 200, seed: 3 });
    expect(r.branching?.peakBytes).toBeLessThanOrEqual(16 * 2 ** 3 * 40);
    // the teleported |+> rotated by pi/4 and rotated back reads 0 in every shot (output_qubit is
    // declared first: the rightmost register of the key)
    let zero = 0;
    for (const [k, v] of Object.entries(r.counts)) if (k.endsWith(' 0')) zero += v;
    expect(zero).toBe(200);
  });
});
