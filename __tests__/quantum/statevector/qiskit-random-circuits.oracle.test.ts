/**
 * benchgate's engine against Qiskit on 500 circuits of `qiskit.circuit.random.random_circuit` (fixed seeds),
 * each written by both `qasm2.dumps` and `qasm3.dumps` and read by benchgate's OpenQASM reader:
 * - 400 unitary circuits (1–10 qubits, depth 1–8): the statevector equals Qiskit's `Statevector` to 1e-10
 *   up to a global phase;
 * - 100 dynamic circuits (`conditional=True, reset=True`, every qubit measured at the end; 2–6 qubits, depth
 *   4–13): the
 *   counts of 2,000 shots (fixed seed) never show an outcome of probability 0 and pass a chi-square test
 *   against the exact outcome probabilities (the oracle follows every branch of every mid-circuit
 *   measurement and reset with Qiskit's Statevector). At a fixed seed the result is the same on every run,
 *   so the test cannot flake; the control test shows the same statistic rejects the wrong distribution.
 */
import { expect, test } from '@jest/globals';
import { dynamicsOf, parseQasm, sampleCounts, simulateStatevector } from '../../../src/quantum/index.js';
import { describeOracle, runOracle } from '../../helpers/python-oracle.js';
import { phaseDistance } from '../../helpers/statevector.js';

const ORACLE = new URL('../../oracle/random_circuits.py', import.meta.url).pathname;
const SHOTS = 2000;
/** Normal quantile of the chi-square test: a true engine fails it with probability about 3e-7. */
const Z = 5;

interface Unitary {
  seed: number;
  qasm2: string;
  qasm3: string;
  statevector: [number, number][];
}
interface Dynamic {
  seed: number;
  qasm2: string;
  qasm3: string;
  probabilities: Record<string, number>;
  branches: number;
  conditionals: number;
  resets: number;
}

const UNITARY = Array.from({ length: 400 }, (_, i) => ({
  seed: 1000 + i,
  width: 1 + (i % 10),
  depth: 1 + ((i * 3) % 8)
}));
const DYNAMIC = Array.from({ length: 100 }, (_, i) => ({
  seed: 5000 + i,
  width: 2 + (i % 5),
  depth: 4 + ((i * 3) % 10)
}));

/**
 * Chi-square statistic of `counts` against `probs` (outcomes expected fewer than 5 times pooled into one bin)
 * and its threshold (Wilson–Hilferty quantile at Z); `impossible` lists outcomes seen that have probability 0.
 */
function chiSquare(
  counts: Record<string, number>,
  probs: Record<string, number>,
  shots: number
): { stat: number; threshold: number; impossible: string[] } {
  const impossible = Object.keys(counts).filter((k) => counts[k] > 0 && !(probs[k] > 0));
  let stat = 0;
  let bins = 0;
  let pooledE = 0;
  let pooledO = 0;
  for (const [k, p] of Object.entries(probs)) {
    const e = p * shots;
    const o = counts[k] ?? 0;
    if (e >= 5) {
      stat += (o - e) ** 2 / e;
      bins++;
    } else {
      pooledE += e;
      pooledO += o;
    }
  }
  if (pooledE > 0) {
    stat += (pooledO - pooledE) ** 2 / pooledE;
    bins++;
  }
  const df = Math.max(bins - 1, 1);
  const threshold = df * (1 - 2 / (9 * df) + Z * Math.sqrt(2 / (9 * df))) ** 3;
  return { stat, threshold, impossible };
}

describeOracle('random circuits of Qiskit, read from qasm2.dumps and qasm3.dumps', () => {
  const data = runOracle<{ unitary: Unitary[]; dynamic: Dynamic[] }>(ORACLE, { unitary: UNITARY, dynamic: DYNAMIC });

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])(
    'unitary, %i qubits: statevector equal to 1e-10 up to a global phase',
    (width) => {
      const mine = data.unitary.filter((_, i) => UNITARY[i].width === width);
      expect(mine).toHaveLength(40);
      const failures: string[] = [];
      for (const u of mine) {
        for (const dump of ['qasm2', 'qasm3'] as const) {
          try {
            const c = parseQasm(u[dump]);
            expect(c.numQubits).toBe(width);
            expect(dynamicsOf(c).dynamic).toBe(false);
            const d = phaseDistance(simulateStatevector(c), u.statevector);
            if (!(d < 1e-10)) failures.push(`seed ${u.seed} ${dump}: distance ${d}`);
          } catch (e) {
            failures.push(`seed ${u.seed} ${dump}: ${(e as Error).message}\n${u[dump]}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }
  );

  /** Counts of each dynamic circuit read from qasm3.dumps (the control test reuses them). */
  const sampled = new Map<number, Record<string, number>>();

  test('dynamic: the sample is drawn from the exact distribution (chi-square, no impossible outcome)', () => {
    const failures: string[] = [];
    for (const d of data.dynamic) {
      for (const dump of ['qasm2', 'qasm3'] as const) {
        try {
          const c = parseQasm(d[dump]);
          const { counts } = sampleCounts(c, { shots: SHOTS, seed: d.seed });
          if (dump === 'qasm3') sampled.set(d.seed, counts);
          const r = chiSquare(counts, d.probabilities, SHOTS);
          if (r.impossible.length)
            failures.push(`seed ${d.seed} ${dump}: impossible outcomes ${r.impossible.join(', ')}`);
          if (!(r.stat <= r.threshold)) failures.push(`seed ${d.seed} ${dump}: chi-square ${r.stat} > ${r.threshold}`);
        } catch (e) {
          failures.push(`seed ${d.seed} ${dump}: ${(e as Error).message}\n${d[dump]}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('dynamic: the circuits exercise conditions, resets and random branches', () => {
    const dyn = data.dynamic;
    expect(dyn.filter((d) => d.conditionals > 0).length).toBeGreaterThanOrEqual(70);
    expect(dyn.filter((d) => d.resets > 0).length).toBeGreaterThanOrEqual(30);
    expect(dyn.reduce((s, d) => s + d.conditionals, 0)).toBeGreaterThanOrEqual(150);
    expect(dyn.filter((d) => Object.keys(d.probabilities).length >= 4).length).toBeGreaterThanOrEqual(80);
    for (const d of dyn)
      expect(dynamicsOf(parseQasm(d.qasm3)).dynamic).toBe(d.conditionals > 0 || d.resets > 0 || hasMidMeasure(d.qasm3));
  });

  test('control: the same test rejects the distribution of another circuit', () => {
    // pairs of circuits of the same width whose exact distributions are far apart (total variation > 0.2)
    let pairs = 0;
    for (let i = 0; i < data.dynamic.length; i++) {
      const a = data.dynamic[i];
      const b = data.dynamic.find(
        (x, j) => j !== i && DYNAMIC[j].width === DYNAMIC[i].width && tvd(a.probabilities, x.probabilities) > 0.2
      );
      if (!b) continue;
      pairs++;
      const counts = sampled.get(a.seed);
      if (!counts) throw new Error(`seed ${a.seed}: not sampled`);
      const r = chiSquare(counts, b.probabilities, SHOTS);
      expect(r.impossible.length > 0 || r.stat > r.threshold).toBe(true);
    }
    expect(pairs).toBeGreaterThanOrEqual(50);
  });
});

/** A measurement followed by anything but another measurement or a barrier. */
function hasMidMeasure(src: string): boolean {
  const lines = src.split('\n').filter((l) => l.trim() && !l.startsWith('barrier'));
  const first = lines.findIndex((l) => l.includes('measure'));
  return first >= 0 && lines.slice(first).some((l) => !l.includes('measure') && !l.startsWith('barrier'));
}

function tvd(p: Record<string, number>, q: Record<string, number>): number {
  let s = 0;
  for (const k of new Set([...Object.keys(p), ...Object.keys(q)])) s += Math.abs((p[k] ?? 0) - (q[k] ?? 0));
  return s / 2;
}
