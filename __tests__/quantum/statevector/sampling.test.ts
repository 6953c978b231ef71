import { describe, expect, test } from '@jest/globals';
import {
  Rng,
  countKey,
  parseQasm,
  sampleCounts,
  sampleIndices,
  simulateStatevector,
  splitmix64
} from '../../../src/quantum/index.js';

const q3 = (n: number, c: number, body: string) =>
  `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\nbit[${c}] c;\n${body}`;

describe('PRNG', () => {
  test('splitmix64 matches the reference output for seed 0', () => {
    expect(splitmix64(0n, 3).map((v) => v.toString(16))).toEqual([
      'e220a8397b1dcdaf',
      '6e789e6aa1b965f4',
      '6c45d188009454f'
    ]);
  });
  test('xoshiro128** matches the reference recurrence (state 1, 2, 3, 4)', () => {
    const r = Rng.fromState(1, 2, 3, 4);
    expect([r.nextU32(), r.nextU32(), r.nextU32()]).toEqual([11520, 0, 5927040]);
    const s = new Rng(0);
    expect([s.nextU32(), s.nextU32(), s.nextU32()]).toEqual([3737715805, 2584255861, 2876756834]);
  });
  test('doubles are in [0, 1), deterministic per seed, and roughly uniform', () => {
    const a = new Rng(42),
      b = new Rng(42),
      c = new Rng(43);
    const xs = Array.from({ length: 20000 }, () => a.nextDouble());
    expect(Array.from({ length: 20000 }, () => b.nextDouble())).toEqual(xs);
    expect(c.nextDouble()).not.toBe(xs[0]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
  });
  test('negative and bigint seeds are accepted (mod 2^64); non-integers are refused', () => {
    expect(new Rng(-1).nextU32()).toBe(new Rng(2n ** 64n - 1n).nextU32());
    expect(() => new Rng(1.5)).toThrow(RangeError);
  });
});

describe('terminal-measurement sampling', () => {
  const body = 'ry(0.7) q[0]; ry(1.9) q[1]; cx q[0], q[2]; ry(2.4) q[2]; cry(1.1) q[1], q[0];\nc = measure q;\n';
  test('passes a chi-square test against the exact probabilities', () => {
    const circ = parseQasm(q3(3, 3, body));
    const st = simulateStatevector(circ);
    const shots = 50000;
    const res = sampleCounts(circ, { shots, seed: 7 });
    expect(res.method).toBe('final-state');
    let chi2 = 0;
    let total = 0;
    for (let i = 0; i < 8; i++) {
      const p = st.re[i] ** 2 + st.im[i] ** 2;
      const key = i.toString(2).padStart(3, '0');
      const obs = res.counts[key] ?? 0;
      total += obs;
      chi2 += (obs - shots * p) ** 2 / (shots * p);
    }
    expect(total).toBe(shots);
    // 7 degrees of freedom: P(chi2 > 24.32) = 0.001
    expect(chi2).toBeLessThan(24.32);
  });

  test('same seed gives the same counts; another seed gives different counts', () => {
    const circ = parseQasm(q3(6, 6, 'h q;\nc = measure q;\n'));
    const a = sampleCounts(circ, { shots: 2000, seed: 11 });
    const b = sampleCounts(circ, { shots: 2000, seed: 11 });
    const c = sampleCounts(circ, { shots: 2000, seed: 12 });
    expect(b.counts).toEqual(a.counts);
    expect(c.counts).not.toEqual(a.counts);
    expect(Object.values(a.counts).reduce((s, v) => s + v, 0)).toBe(2000);
  });

  test('pinned counts for a seed (guards against platform-dependent changes)', () => {
    const circ = parseQasm(q3(2, 2, 'h q[0]; cx q[0], q[1]; ry(0.5) q[1];\nc = measure q;\n'));
    expect(sampleCounts(circ, { shots: 1000, seed: 2026 }).counts).toEqual({
      '00': 469,
      '01': 28,
      '10': 31,
      '11': 472
    });
    const r = sampleCounts(circ, { shots: 100000, seed: 1 });
    expect(Object.keys(r.counts).sort()).toEqual(['00', '01', '10', '11']);
  });

  test('count keys: highest clbit first, registers separated by spaces, last register leftmost', () => {
    const circ = parseQasm(`OPENQASM 2.0;
include "qelib1.inc";
qreg q[4];
creg a[2];
creg b[3];
x q[1];
x q[3];
measure q[0] -> a[0];
measure q[1] -> a[1];
measure q[2] -> b[0];
measure q[3] -> b[2];
`);
    expect(sampleCounts(circ, { shots: 10, seed: 1 }).counts).toEqual({ '100 10': 10 });
  });

  test('unmeasured clbits read 0; a clbit takes its last measurement', () => {
    const circ = parseQasm(q3(2, 3, 'x q[1];\nc[0] = measure q[0];\nc[0] = measure q[1];\n'));
    expect(sampleCounts(circ, { shots: 5, seed: 1 }).counts).toEqual({ '001': 5 });
  });
});

describe('count keys from sampled indices (the fast path and the merged, sorted path)', () => {
  // The reference: one key per sampled index with countKey, summed in a map, keys sorted as strings.
  function reference(src: string, shots: number, seed: number): Record<string, number> {
    const c = parseQasm(src);
    const last = new Int32Array(c.numClbits).fill(-1);
    for (const op of c.ops) if (op.kind === 'measure' && op.clbit >= 0) last[op.clbit] = op.qubit;
    const m = new Map<string, number>();
    for (const [idx, cnt] of sampleIndices(simulateStatevector(c), shots, new Rng(seed))) {
      const key = countKey(c, (b) => (last[b] >= 0 ? Math.floor(idx / 2 ** last[b]) % 2 : 0));
      m.set(key, (m.get(key) ?? 0) + cnt);
    }
    const out: Record<string, number> = {};
    for (const k of [...m.keys()].sort()) out[k] = m.get(k) as number;
    return out;
  }
  const prep = 'h q; ry(0.3) q[0]; cx q[0], q[3]; ry(1.2) q[5]; cz q[2], q[7]; rx(0.9) q[9];\n';
  test.each([
    [
      'every qubit into its own clbit (values ascend with the index: no merge, no sort)',
      q3(10, 10, prep + 'c = measure q;\n')
    ],
    [
      'reversed (values descend: sorted)',
      q3(10, 10, prep + Array.from({ length: 10 }, (_, i) => `c[${i}] = measure q[${9 - i}];`).join('\n') + '\n')
    ],
    [
      'a subset of the qubits (equal values merge)',
      q3(10, 4, prep + 'c[0] = measure q[7]; c[1] = measure q[2]; c[3] = measure q[5];\n')
    ],
    [
      'two registers (spaces in the key)',
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[10];\ncreg a[3];\ncreg b[9];\n${prep.replace(/;\s*/g, ';\n')}measure q[0] -> a[0];\nmeasure q[4] -> a[2];\nmeasure q[1] -> b[0];\nmeasure q[9] -> b[8];\nmeasure q[6] -> b[3];\n`
    ]
  ])('%s: the same keys, counts and key order as the per-index reference', (_name, src) => {
    for (const seed of [1, 7]) {
      const got = sampleCounts(parseQasm(src), { shots: 3000, seed }).counts;
      const want = reference(src, 3000, seed);
      expect(Object.keys(got)).toEqual(Object.keys(want));
      expect(got).toEqual(want);
      expect(Object.values(got).reduce((a, b) => a + b, 0)).toBe(3000);
    }
  });
});

describe('dynamic circuits (shot by shot)', () => {
  test('teleportation reproduces the input state statistics', () => {
    const theta = 1.1;
    const circ = parseQasm(
      q3(
        3,
        3,
        `ry(${theta}) q[0];
h q[1]; cx q[1], q[2];
cx q[0], q[1]; h q[0];
c[0] = measure q[0];
c[1] = measure q[1];
if (c[1]) x q[2];
if (c[0]) z q[2];
c[2] = measure q[2];
`
      )
    );
    const shots = 20000;
    const r = sampleCounts(circ, { shots, seed: 3 });
    expect(r.method).toBe('shot-branching');
    let ones = 0;
    const low = { '00': 0, '01': 0, '10': 0, '11': 0 } as Record<string, number>;
    for (const [k, v] of Object.entries(r.counts)) {
      if (k[0] === '1') ones += v;
      low[k.slice(1)] += v;
    }
    const p = Math.sin(theta / 2) ** 2;
    const sigma = Math.sqrt((p * (1 - p)) / shots);
    expect(Math.abs(ones / shots - p)).toBeLessThan(4 * sigma);
    // the two Bell-measurement bits are uniform
    for (const v of Object.values(low)) expect(Math.abs(v / shots - 0.25)).toBeLessThan(4 * Math.sqrt(0.1875 / shots));
  });

  test('reset returns a measured qubit to |0>', () => {
    const circ = parseQasm(q3(1, 2, 'h q[0];\nc[0] = measure q[0];\nreset q[0];\nc[1] = measure q[0];\n'));
    const r = sampleCounts(circ, { shots: 4000, seed: 5 });
    expect(Object.keys(r.counts).sort()).toEqual(['00', '01']);
    expect(Math.abs(r.counts['01'] / 4000 - 0.5)).toBeLessThan(0.04);
  });

  test('reset of an entangled qubit leaves the partner mixed', () => {
    const circ = parseQasm(q3(2, 2, 'h q[0]; cx q[0], q[1];\nreset q[0];\nc = measure q;\n'));
    const r = sampleCounts(circ, { shots: 4000, seed: 9 });
    expect(Object.keys(r.counts).sort()).toEqual(['00', '10']);
  });

  test('mid-circuit measurement with feed-forward correction', () => {
    const circ = parseQasm(q3(1, 2, 'h q[0];\nc[0] = measure q[0];\nif (c[0] == 1) x q[0];\nc[1] = measure q[0];\n'));
    const r = sampleCounts(circ, { shots: 3000, seed: 1 });
    expect(Object.keys(r.counts).sort()).toEqual(['00', '01']);
  });

  test('register condition (OpenQASM 2 if) and else branches', () => {
    const q2 = parseQasm(`OPENQASM 2.0;
include "qelib1.inc";
qreg q[3];
creg c[2];
creg d[1];
x q[0];
measure q[0] -> c[0];
if (c == 1) x q[1];
if (c == 2) x q[2];
measure q[1] -> c[1];
measure q[2] -> d[0];
`);
    expect(sampleCounts(q2, { shots: 50, seed: 1 }).counts).toEqual({ '0 11': 50 });
    const q3c = parseQasm(
      q3(
        3,
        3,
        'h q[0];\nc[0] = measure q[0];\nif (c[0]) { x q[1]; } else { x q[2]; }\nc[1] = measure q[1];\nc[2] = measure q[2];\n'
      )
    );
    const r = sampleCounts(q3c, { shots: 2000, seed: 4 });
    expect(Object.keys(r.counts).sort()).toEqual(['011', '100']);
    const neg = parseQasm(
      q3(2, 2, 'c[0] = measure q[0];\nif (!c[0]) x q[1];\nif (c != 0) x q[0];\nc[1] = measure q[1];\n')
    );
    expect(sampleCounts(neg, { shots: 20, seed: 4 }).counts).toEqual({ '10': 20 });
  });

  test('dynamic runs are deterministic per seed', () => {
    const circ = parseQasm(q3(2, 2, 'h q[0];\nc[0] = measure q[0];\nif (c[0]) h q[1];\nc[1] = measure q[1];\n'));
    expect(sampleCounts(circ, { shots: 500, seed: 8 }).counts).toEqual(
      sampleCounts(circ, { shots: 500, seed: 8 }).counts
    );
    expect(sampleCounts(circ, { shots: 500, seed: 8 }).counts).not.toEqual(
      sampleCounts(circ, { shots: 500, seed: 9 }).counts
    );
  });

  test('statevector of a dynamic circuit needs a seed', () => {
    const circ = parseQasm(q3(1, 1, 'h q[0];\nc[0] = measure q[0];\nx q[0];\n'));
    expect(() => simulateStatevector(circ)).toThrow(/dynamic/);
    const st = simulateStatevector(circ, { seed: 1 });
    expect(st.re[0] ** 2 + st.re[1] ** 2).toBeCloseTo(1, 14);
  });
});

describe('memory limit', () => {
  test('refuses a state over the limit with a clear error', () => {
    const circ = parseQasm('OPENQASM 3.0; qubit[27] q; bit[27] c; c = measure q;');
    expect(() => sampleCounts(circ, { shots: 1, maxMemoryBytes: 1024 ** 3 })).toThrow(
      /27-qubit statevector needs 2\.0 GiB .* over the limit of 1\.0 GiB \(26 qubits\)/
    );
    expect(() => simulateStatevector(parseQasm('OPENQASM 3.0; qubit[31] q;'))).toThrow(/31-qubit/);
  });
});
