import { describe, expect, test } from '@jest/globals';
import { parseQasm, simulateStatevector } from '../../../src/quantum/index.js';
import type { StateVector } from '../../../src/quantum/index.js';
import { maxStateDiff } from '../../helpers/diff.js';

const q3 = (n: number, body: string) => `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${body}`;
const prob = (st: StateVector, i: number) => st.re[i] ** 2 + st.im[i] ** 2;
const norm = (st: StateVector) => st.re.reduce((s, r, i) => s + r * r + st.im[i] ** 2, 0);

describe('analytic states', () => {
  test('Bell state', () => {
    const st = simulateStatevector(parseQasm(q3(2, 'h q[0]; cx q[0], q[1];')));
    expect(Array.from(st.re)).toEqual([Math.SQRT1_2, 0, 0, Math.SQRT1_2].map((v) => expect.closeTo(v, 15)));
    expect(Array.from(st.im)).toEqual([0, 0, 0, 0]);
  });

  test.each([3, 7, 12])('GHZ-%i', (n) => {
    let body = 'h q[0];';
    for (let i = 0; i + 1 < n; i++) body += ` cx q[${i}], q[${i + 1}];`;
    const st = simulateStatevector(parseQasm(q3(n, body)));
    const all = 2 ** n - 1;
    // every amplitude in one expect (expect.closeTo is toBeCloseTo's test; 4,096 expect calls cost more than the check)
    const idx = Array.from({ length: all + 1 }, (_, i) => i);
    expect(idx.map((i) => prob(st, i))).toEqual(idx.map((i) => expect.closeTo(i === 0 || i === all ? 0.5 : 0, 14)));
  });

  test.each([3, 5, 8])('W state on %i qubits', (n) => {
    // ry cascade: amplitude 1/sqrt(n) on every one-hot basis state
    let body = 'x q[0];';
    for (let k = 0; k + 1 < n; k++) {
      const theta = 2 * Math.acos(Math.sqrt(1 / (n - k)));
      body += ` cry(${theta}) q[${k}], q[${k + 1}]; cx q[${k + 1}], q[${k}];`;
    }
    const st = simulateStatevector(parseQasm(q3(n, body)));
    const oneHot = (i: number) => i !== 0 && (i & (i - 1)) === 0;
    expect(Array.from(st.re)).toEqual(
      Array.from(st.re, (_, i) => expect.closeTo(oneHot(i) ? 1 / Math.sqrt(n) : 0, 13))
    );
    expect(Array.from(st.im)).toEqual(Array.from(st.im, () => expect.closeTo(0, 13)));
  });

  test.each([
    [5, 11],
    [8, 200]
  ])('QFT of basis state |%i qubits, x=%i>', (n, x) => {
    // Textbook QFT: |x> -> 1/sqrt(N) sum_k e^{2πi x k / N} |k>
    let body = '';
    for (let b = 0; b < n; b++) if ((x >> b) & 1) body += `x q[${b}]; `;
    for (let j = n - 1; j >= 0; j--) {
      body += `h q[${j}]; `;
      for (let k = j - 1; k >= 0; k--) body += `cp(pi/${2 ** (j - k)}) q[${k}], q[${j}]; `;
    }
    for (let a = 0; a < Math.floor(n / 2); a++) body += `swap q[${a}], q[${n - 1 - a}]; `;
    const st = simulateStatevector(parseQasm(q3(n, body)));
    const N = 2 ** n;
    const ph = (k: number) => (2 * Math.PI * x * k) / N;
    expect(Array.from(st.re)).toEqual(Array.from(st.re, (_, k) => expect.closeTo(Math.cos(ph(k)) / Math.sqrt(N), 13)));
    expect(Array.from(st.im)).toEqual(Array.from(st.im, (_, k) => expect.closeTo(Math.sin(ph(k)) / Math.sqrt(N), 13)));
  });

  test.each([1, 2, 3, 6])('Grover on 5 qubits, %i iterations: success probability sin²((2k+1)θ)', (iters) => {
    const n = 5,
      marked = 0b10110;
    const flipMarked = Array.from({ length: n }, (_, b) => ((marked >> b) & 1 ? '' : `x q[${b}]; `)).join('');
    const mcz = `ctrl(4) @ z q[0], q[1], q[2], q[3], q[4]; `;
    const hAll = 'h q; ';
    const xAll = 'x q; ';
    let body = hAll;
    for (let i = 0; i < iters; i++) body += flipMarked + mcz + flipMarked + hAll + xAll + mcz + xAll + hAll;
    const st = simulateStatevector(parseQasm(q3(n, body)));
    const theta = Math.asin(1 / Math.sqrt(2 ** n));
    expect(prob(st, marked)).toBeCloseTo(Math.sin((2 * iters + 1) * theta) ** 2, 12);
  });
});

describe('OpenQASM 2 and 3 give the same state', () => {
  test('same circuit in both versions', () => {
    const q2 = `OPENQASM 2.0;
include "qelib1.inc";
qreg a[2];
qreg b[3];
creg c[5];
gate mygate(theta, phi) x, y { cx x, y; u3(theta, phi, -theta) y; rz(phi / 2) x; }
h a[0];
u2(0.3, -0.2) b[1];
mygate(pi/3, -sin(0.4)) a[0], b[2];
cu1(1.1) b[2], a[1];
crz(0.5) a[1], b[0];
ccx a[0], a[1], b[1];
cswap b[0], a[0], b[2];
rzz(0.25) a[0], b[1];
sdg a;
u(0.1, 0.2, 0.3) b[0];
measure a -> c[0:1];
`.replace('measure a -> c[0:1];\n', 'measure a[0] -> c[0];\n');
    const q3s = `OPENQASM 3.0;
include "stdgates.inc";
qubit[2] a;
qubit[3] b;
bit[5] c;
gate mygate(theta, phi) x, y { cx x, y; u3(theta, phi, -theta) y; rz(phi / 2) x; }
h a[0];
u2(0.3, -0.2) b[1];
mygate(π/3, -sin(0.4)) a[0], b[2];
cp(1.1) b[2], a[1];
crz(0.5) a[1], b[0];
ctrl @ ctrl @ x a[0], a[1], b[1];
ctrl @ swap b[0], a[0], b[2];
rzz(0.25) a[0], b[1];
inv @ s a;
U(0.1, 0.2, 0.3) b[0];
c[0] = measure a[0];
`;
    const s2 = simulateStatevector(parseQasm(q2));
    const s3 = simulateStatevector(parseQasm(q3s));
    expect(s2.re.length).toBe(32);
    expect(maxStateDiff(s2, s3)).toBeLessThan(1e-14);
    expect(prob(s2, 0)).toBeGreaterThan(0);
  });
});

describe('unitarity', () => {
  test('norm stays 1 to 1e-12 over 5,000 random gates on 12 qubits (fused and unfused)', () => {
    let a = 12345;
    const rnd = () => (a = (Math.imul(a, 1103515245) + 12345) >>> 0) / 2 ** 32;
    let body = '';
    const g1 = ['h', 'sx', 't', 'rx(0.37)', 'ry(1.3)', 'u(0.2,1.7,-0.4)', 'rz(2.2)'];
    const g2 = ['cx', 'cz', 'rxx(0.8)', 'ecr', 'iswap', 'cry(0.3)', 'rzz(1.9)'];
    for (let i = 0; i < 5000; i++) {
      const q0 = Math.floor(rnd() * 12);
      const q1 = (q0 + 1 + Math.floor(rnd() * 11)) % 12;
      if (rnd() < 0.6) body += `${g1[Math.floor(rnd() * g1.length)]} q[${q0}];\n`;
      else body += `${g2[Math.floor(rnd() * g2.length)]} q[${q0}], q[${q1}];\n`;
    }
    const c = parseQasm(q3(12, body));
    expect(Math.abs(norm(simulateStatevector(c)) - 1)).toBeLessThan(1e-12);
    expect(Math.abs(norm(simulateStatevector(c, { fusion: false })) - 1)).toBeLessThan(1e-12);
  });
});

describe('support tracking (untouched qubits are |0>)', () => {
  test('controls on untouched qubits: ctrl never fires, negctrl always does', () => {
    const st = simulateStatevector(
      parseQasm(
        q3(
          6,
          'ctrl @ x q[5], q[1]; negctrl @ x q[4], q[0]; negctrl @ ctrl @ gphase(0.5) q[3], q[0]; ctrl @ gphase(0.7) q[2]; cz q[0], q[5];'
        )
      )
    );
    expect(st.re[1]).toBeCloseTo(Math.cos(0.5), 15);
    expect(st.im[1]).toBeCloseTo(Math.sin(0.5), 15);
    expect(norm(st)).toBeCloseTo(1, 15);
  });
  test.each([0, 4, 6])('GHZ-18 grows the support gate by gate (blockBits %i)', (blockBits) => {
    let body = 'h q[0];';
    for (let i = 0; i + 1 < 18; i++) body += ` cx q[${i}], q[${i + 1}];`;
    body += ' rz(0.3) q[17]; x q[9];';
    const st = simulateStatevector(parseQasm(q3(18, body)), { blockBits });
    const a = 0b000000001000000000,
      b = 0b111111110111111111;
    expect(st.re[a]).toBeCloseTo(Math.SQRT1_2 * Math.cos(-0.15), 14);
    expect(st.im[a]).toBeCloseTo(Math.SQRT1_2 * Math.sin(-0.15), 14);
    expect(st.re[b]).toBeCloseTo(Math.SQRT1_2 * Math.cos(0.15), 14);
    expect(norm(st)).toBeCloseTo(1, 13);
  });
});
