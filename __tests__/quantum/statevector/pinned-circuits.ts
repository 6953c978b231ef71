/**
 * Circuits whose counts are pinned in __tests__/fixtures/quantum/pinned-counts.json. The counts were
 * computed with the simulator as it was BEFORE the speed work of the svperf branch (base commit
 * b7949b2), so that every later change to kernels, fusion, sparse simulation or sampling must give
 * exactly the same counts for the same circuit, shots and seed.
 */
import { mulberry } from '../../../bench/lib/mulberry.mjs';
import { ghzCircuit, head, measureAll, qftCircuit, randomCircuit } from '../../../bench/lib/circuits.mjs';

export { ghzCircuit, qftCircuit, randomCircuit };

/** Sparse for a long time: a basis state, a few branching gates on high qubits, then a dense layer. */
export function sparseThenDense(n: number): string {
  let s = head(n);
  for (let q = 1; q < n; q += 2) s += `x q[${q}];\n`;
  s += `h q[${n - 1}];\ncx q[${n - 1}],q[0];\nry(0.7) q[${n - 2}];\nccx q[${n - 1}],q[${n - 2}],q[3];\ncu1(0.3) q[0],q[${n - 1}];\nswap q[2],q[${n - 3}];\n`;
  s += `rzz(0.4) q[1],q[${n - 1}];\nrxx(0.9) q[0],q[5];\ns q[0];\nt q[${n - 1}];\nsx q[4];\ny q[6];\n`;
  s += `h q[7];\ncrx(0.8) q[7],q[8];\nu(0.1,0.2,0.3) q[9];\nx q[0];\ncz q[0],q[${n - 1}];\n`;
  const rnd = mulberry(99 + n);
  for (let q = 0; q < n; q++)
    s += `${['rx', 'ry', 'rz', 'h'][Math.floor(rnd() * 4)]}(${(rnd() * 6).toFixed(5)}) q[${q}];\n`.replace(
      /^h\([^)]*\)/,
      'h'
    );
  for (let q = 0; q + 1 < n; q += 2) s += `cx q[${q}],q[${q + 1}];\n`;
  return s + measureAll(n);
}

/** A dynamic circuit (mid-circuit measurement, condition, reset). */
export function dynamicCircuit(): string {
  return `${head(4)}h q[0];\ncx q[0],q[1];\nmeasure q[0] -> c[0];\nif (c==1) x q[2];\nry(0.6) q[3];\nreset q[0];\nh q[0];\ncx q[3],q[1];\n${measureAll(4)}`;
}

export interface PinnedCase {
  name: string;
  qasm: string;
  shots: number;
  seed: number;
  opts?: { fusion?: boolean; blockBits?: number; fuseQubits?: number; branching?: boolean };
}

export function pinnedCases(): PinnedCase[] {
  return [
    { name: 'random-12', qasm: randomCircuit(12), shots: 4000, seed: 1 },
    { name: 'random-16-seed5', qasm: randomCircuit(16, 12, 5), shots: 3000, seed: 11 },
    { name: 'random-22-6layers', qasm: randomCircuit(22, 6, 3), shots: 2000, seed: 2 },
    { name: 'qft-14', qasm: qftCircuit(14), shots: 3000, seed: 3 },
    { name: 'qft-22', qasm: qftCircuit(22), shots: 1000, seed: 4 },
    { name: 'ghz-16', qasm: ghzCircuit(16), shots: 5000, seed: 5 },
    { name: 'ghz-22', qasm: ghzCircuit(22), shots: 1000, seed: 6 },
    { name: 'sparse-then-dense-14', qasm: sparseThenDense(14), shots: 3000, seed: 7 },
    { name: 'sparse-then-dense-22', qasm: sparseThenDense(22), shots: 1500, seed: 8 },
    { name: 'random-12-nofusion', qasm: randomCircuit(12), shots: 2000, seed: 9, opts: { fusion: false } },
    { name: 'random-12-blocked', qasm: randomCircuit(12, 20, 2), shots: 2000, seed: 10, opts: { blockBits: 6 } },
    // the per-shot path, as before shot branching (issue #32)
    { name: 'dynamic-4', qasm: dynamicCircuit(), shots: 500, seed: 12, opts: { branching: false } },
    // shot branching: pinned when it was introduced (same seed and version → same counts)
    { name: 'dynamic-4-branching', qasm: dynamicCircuit(), shots: 500, seed: 12 }
  ];
}
