/**
 * OpenQASM 2 circuit generators shared by the benchmarks (simulate, noise) and the tests that pin counts
 * (__tests__/quantum/statevector/pinned-circuits.ts): one copy, so the pinned circuits are exactly the benchmarked ones.
 */
import { mulberry } from './mulberry.mjs';

export const head = (n) => `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[${n}];\ncreg c[${n}];\n`;
export const measureAll = (n) => Array.from({ length: n }, (_, i) => `measure q[${i}] -> c[${i}];`).join('\n') + '\n';

/** 20 layers: random rx/ry/rz on every qubit, alternating with brickwork cz / cx. */
export function randomCircuit(n, layers = 20, seed = 1) {
  const rnd = mulberry(seed * 1000 + n);
  let s = head(n);
  for (let l = 0; l < layers; l++) {
    if (l % 2 === 0) {
      for (let q = 0; q < n; q++)
        s += `${['rx', 'ry', 'rz'][Math.floor(rnd() * 3)]}(${(rnd() * 2 * Math.PI).toFixed(6)}) q[${q}];\n`;
    } else {
      const g = (l >> 1) % 2 === 0 ? 'cz' : 'cx';
      for (let q = (l >> 1) % 2; q + 1 < n; q += 2) s += `${g} q[${q}],q[${q + 1}];\n`;
    }
  }
  return s + measureAll(n);
}

/** QFT (cu1 ladder + swaps) of a basis state prepared with x gates. */
export function qftCircuit(n) {
  let s = head(n);
  for (let q = 0; q < n; q += 3) s += `x q[${q}];\n`;
  for (let j = n - 1; j >= 0; j--) {
    s += `h q[${j}];\n`;
    for (let k = j - 1; k >= 0; k--) s += `cu1(${(Math.PI / 2 ** (j - k)).toPrecision(17)}) q[${k}],q[${j}];\n`;
  }
  for (let q = 0; q < n / 2 - 0.5; q++) s += `swap q[${q}],q[${n - 1 - q}];\n`;
  return s + measureAll(n);
}

export function ghzCircuit(n) {
  let s = head(n) + 'h q[0];\n';
  for (let q = 0; q + 1 < n; q++) s += `cx q[${q}],q[${q + 1}];\n`;
  return s + measureAll(n);
}

/** Mirror circuit (noise benchmarks): `cycles` random cycles, barrier, inverse; ideal output all zeros. */
export function mirrorCircuit(n, cycles = 3, seed = 1) {
  const rnd = mulberry(seed * 7919 + n);
  const fwd = [];
  for (let c = 0; c < cycles; c++) {
    for (let q = 0; q < n; q++) {
      const g = ['rx', 'ry', 'rz'][Math.floor(rnd() * 3)];
      const a = (rnd() * 2 * Math.PI).toFixed(6);
      fwd.push([`${g}(${a}) q[${q}];`, `${g}(-${a}) q[${q}];`]);
    }
    for (let q = c % 2; q + 1 < n; q += 2) fwd.push([`cz q[${q}],q[${q + 1}];`, `cz q[${q}],q[${q + 1}];`]);
  }
  return (
    head(n) +
    fwd.map((x) => x[0]).join('\n') +
    '\nbarrier q;\n' +
    fwd
      .reverse()
      .map((x) => x[1])
      .join('\n') +
    '\n' +
    measureAll(n)
  );
}
