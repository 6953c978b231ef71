import { describe, expect, test } from '@jest/globals';
import { parseQasm, simulateStatevector } from '../../../src/quantum/index.js';
import { fusedKernel, fusedKernelCount, applyFused } from '../../../src/quantum/statevector/codegen.js';
import { diagBatch, applyDiagBatch } from '../../../src/quantum/statevector/diag-batch.js';
import type { MicroOp } from '../../../src/quantum/statevector/codegen.js';
import { Shape, apply1, apply1c, applyPhase } from '../../../src/quantum/statevector/kernels.js';
import { Shape2, apply2 } from '../../../src/quantum/statevector/kernels-2q.js';
import { RefState, mulberry, randomAngle, randomLayered, refMatrix, worstDiff } from '../reference.js';
import { maxAbsDiff } from '../../helpers/diff.js';

describe('pass fusion against the dense reference, amplitude by amplitude', () => {
  const rnd = mulberry(4242);
  for (let trial = 0; trial < 6; trial++) {
    test(`layered circuit ${trial}, every fusion level`, () => {
      const n = 5 + (trial % 3);
      const { qasm, ref } = randomLayered(rnd, n, 12);
      const c = parseQasm(qasm);
      for (const fuseQubits of [1, 2, 3, 4])
        expect([fuseQubits, worstDiff(simulateStatevector(c, { fuseQubits }), ref) < 1e-11]).toEqual([
          fuseQubits,
          true
        ]);
      expect(worstDiff(simulateStatevector(c, { fusion: false }), ref)).toBeLessThan(1e-11);
    });
  }

  test('bench-style random circuit (rx/ry/rz layers, cz/cx brickwork): fused equals unfused', () => {
    const r = mulberry(9);
    const n = 12;
    let body = '';
    for (let l = 0; l < 12; l++) {
      if (l % 2 === 0)
        for (let q = 0; q < n; q++) body += `${['rx', 'ry', 'rz'][Math.floor(r() * 3)]}(${randomAngle(r)}) q[${q}];\n`;
      else
        for (let q = (l >> 1) % 2; q + 1 < n; q += 2)
          body += `${(l >> 1) % 2 === 0 ? 'cz' : 'cx'} q[${q}], q[${q + 1}];\n`;
    }
    const c = parseQasm(`OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${body}`);
    const plain = simulateStatevector(c, { fusion: false });
    for (const fuseQubits of [1, 2, 3, 4])
      expect(worstDiff(simulateStatevector(c, { fuseQubits }), plain)).toBeLessThan(1e-12);
  });

  test('QFT ladders (phase batches wider than one table) against the reference', () => {
    const n = 14;
    const ref = new RefState(n);
    let body = '';
    for (let q = 0; q < n; q += 3) {
      body += `x q[${q}];\n`;
      ref.apply(refMatrix('x', []), [q]);
    }
    for (let j = n - 1; j >= 0; j--) {
      body += `h q[${j}];\n`;
      ref.apply(refMatrix('h', []), [j]);
      for (let k = j - 1; k >= 0; k--) {
        const t = Math.PI / 2 ** (j - k);
        body += `cp(${t}) q[${k}], q[${j}];\n`;
        ref.apply(refMatrix('cp', [t]), [k, j]);
      }
    }
    for (let q = 0; q < n / 2 - 0.5; q++) {
      body += `swap q[${q}], q[${n - 1 - q}];\n`;
      ref.apply(refMatrix('swap', []), [q, n - 1 - q]);
    }
    const c = parseQasm(`OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${body}`);
    for (const fuseQubits of [1, 2, 3])
      expect(worstDiff(simulateStatevector(c, { fuseQubits }), ref)).toBeLessThan(1e-11);
  });

  test('bad fuseQubits is a SimulationError', () => {
    const c = parseQasm('OPENQASM 3.0; qubit[2] q; h q[0];');
    expect(() => simulateStatevector(c, { fuseQubits: 0 })).toThrow(/fuseQubits/);
    expect(() => simulateStatevector(c, { fuseQubits: 5 })).toThrow(/fuseQubits/);
  });
});

/** A random non-trivial state. */
function randomState(n: number, rnd: () => number): { re: Float64Array; im: Float64Array } {
  const re = new Float64Array(2 ** n),
    im = new Float64Array(2 ** n);
  for (let i = 0; i < re.length; i++) {
    re[i] = rnd() - 0.5;
    im[i] = rnd() - 0.5;
  }
  return { re, im };
}

const maxDiff = maxAbsDiff;

function u3(rnd: () => number): number[] {
  const [t, p, l] = [randomAngle(rnd), randomAngle(rnd), randomAngle(rnd)];
  const c = Math.cos(t / 2),
    s = Math.sin(t / 2);
  return [
    c,
    0,
    -Math.cos(l) * s,
    -Math.sin(l) * s,
    Math.cos(p) * s,
    Math.sin(p) * s,
    Math.cos(p + l) * c,
    Math.sin(p + l) * c
  ];
}

/** A 2×2 of the given class with random entries. */
function ofShape(shape: Shape, rnd: () => number): number[] {
  const a = rnd(),
    b = rnd(),
    c = rnd(),
    d = rnd();
  switch (shape) {
    case Shape.Phase1:
      return [1, 0, 0, 0, 0, 0, Math.cos(a), Math.sin(a)];
    case Shape.Diag:
      return [Math.cos(a), Math.sin(a), 0, 0, 0, 0, Math.cos(b), Math.sin(b)];
    case Shape.Anti:
      return [0, 0, a, b, c, d, 0, 0];
    case Shape.Real:
      return [a, 0, b, 0, c, 0, d, 0];
    case Shape.RealImag:
      return [a, 0, 0, b, 0, c, d, 0];
    default:
      return u3(rnd);
  }
}

describe('generated fused passes against the separate kernels', () => {
  const shapes = [Shape.Phase1, Shape.Diag, Shape.Anti, Shape.Real, Shape.RealImag, Shape.General];
  test.each([1, 2, 3, 4])('random micro-op sequences on %i local qubits', (k) => {
    const rnd = mulberry(100 + k);
    const n = 7;
    for (let trial = 0; trial < 25; trial++) {
      // distinct qubits, ascending
      const pool = [0, 1, 2, 3, 4, 5, 6];
      const qs: number[] = [];
      for (let j = 0; j < k; j++) qs.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
      qs.sort((a, b) => a - b);
      const a = randomState(n, rnd);
      const b = { re: a.re.slice(), im: a.im.slice() };
      const ops: MicroOp[] = [];
      for (let o = 0; o < 6; o++) {
        const kind = rnd();
        const bit = Math.floor(rnd() * k);
        // optional control on another local bit
        const cb = k > 1 && rnd() < 0.4 ? (bit + 1 + Math.floor(rnd() * (k - 1))) % k : -1;
        const cv = cb >= 0 && rnd() < 0.7 ? 1 << cb : 0;
        const cmask = cb >= 0 ? 1 << cb : 0;
        if (kind < 0.5) {
          const shape = rnd() < 0.15 ? Shape.Anti : shapes[Math.floor(rnd() * shapes.length)];
          const isX = rnd() < 0.2;
          const m = isX ? [0, 0, 1, 0, 1, 0, 0, 0] : ofShape(shape, rnd);
          const sh = isX ? Shape.Anti : shape;
          ops.push({ op: 'm1', bit, m, shape: sh, cmask, cval: cv });
          if (cmask === 0) apply1(b.re, b.im, 0, n, qs[bit], m, sh);
          else {
            const fixed = Int32Array.from([qs[bit], qs[cb]].sort((x, y) => x - y));
            apply1c(b.re, b.im, n, qs[bit], m, fixed, cv ? 1 << qs[cb] : 0, Shape.General);
          }
        } else if (kind < 0.75) {
          const mask = (1 << Math.floor(rnd() * 2 ** k)) % 2 ** k || 1;
          const lm = Math.floor(rnd() * 2 ** k) | mask;
          const val = lm & Math.floor(rnd() * 2 ** k);
          const t = rnd();
          const [pr, pi] = rnd() < 0.3 ? [-1, 0] : [Math.cos(t), Math.sin(t)];
          ops.push({ op: 'ph', mask: lm, val, pr, pi });
          const fixed: number[] = [];
          let cval = 0;
          for (let j = 0; j < k; j++)
            if ((lm >> j) & 1) {
              fixed.push(qs[j]);
              if ((val >> j) & 1) cval |= 1 << qs[j];
            }
          applyPhase(b.re, b.im, n, pr, pi, Int32Array.from(fixed), cval);
        } else if (k >= 2) {
          const b0 = bit,
            b1 = (bit + 1 + Math.floor(rnd() * (k - 1))) % k;
          const shape = rnd() < 0.5 ? Shape2.General : rnd() < 0.5 ? Shape2.Perm : Shape2.Diag;
          const m = new Array<number>(32).fill(0);
          if (shape === Shape2.General) for (let j = 0; j < 32; j++) m[j] = rnd() - 0.5;
          else if (shape === Shape2.Diag)
            for (let r = 0; r < 4; r++) {
              const t = rnd() * 6;
              m[10 * r] = Math.cos(t);
              m[10 * r + 1] = Math.sin(t);
            }
          else {
            const perm = [0, 2, 1, 3];
            if (rnd() < 0.5) [perm[0], perm[3]] = [perm[3], perm[0]];
            for (let r = 0; r < 4; r++) m[2 * (r * 4 + perm[r])] = 1;
          }
          const others = [...Array(k).keys()].filter((j) => j !== b0 && j !== b1);
          const c2 = others.length && rnd() < 0.4 ? others[0] : -1;
          const c2v = c2 >= 0 && rnd() < 0.5 ? 1 << c2 : 0;
          ops.push({ op: 'm2', b0, b1, m, shape, cmask: c2 >= 0 ? 1 << c2 : 0, cval: c2v });
          const fixedQ = [qs[b0], qs[b1], ...(c2 >= 0 ? [qs[c2]] : [])].sort((x, y) => x - y);
          apply2(b.re, b.im, n, qs[b0], qs[b1], m, Int32Array.from(fixedQ), c2v ? 1 << qs[c2] : 0, shape);
        }
      }
      applyFused(a.re, a.im, n, fusedKernel(k, ops), qs);
      expect(maxDiff(a.re, b.re)).toBeLessThan(1e-12);
      expect(maxDiff(a.im, b.im)).toBeLessThan(1e-12);
    }
  });

  test('the same structure with other angles and qubits reuses the compiled pass', () => {
    const rx = (t: number) => [Math.cos(t), 0, 0, -Math.sin(t), 0, -Math.sin(t), Math.cos(t), 0];
    const ops = (t: number): MicroOp[] => [
      { op: 'm1', bit: 0, m: rx(t), shape: Shape.RealImag, cmask: 0, cval: 0 },
      { op: 'ph', mask: 3, val: 3, pr: -1, pi: 0 }
    ];
    const k1 = fusedKernel(2, ops(0.1));
    const before = fusedKernelCount();
    const k2 = fusedKernel(2, ops(0.7));
    expect(fusedKernelCount()).toBe(before);
    expect(k2.fn).toBe(k1.fn);
    expect(k2.c).not.toEqual(k1.c);
  });
});

describe('diagonal batches', () => {
  test('a table-driven batch equals the phase steps one by one', () => {
    const rnd = mulberry(5);
    const n = 15;
    for (let trial = 0; trial < 6; trial++) {
      const a = randomState(n, rnd);
      const b = { re: a.re.slice(), im: a.im.slice() };
      const terms = [];
      const used = new Set<number>();
      for (let t = 0; t < 10; t++) {
        const qs = new Set<number>();
        const want = 1 + Math.floor(rnd() * 3);
        while (qs.size < want) {
          const q = Math.floor(rnd() * n);
          if (used.size >= 12 && !used.has(q)) continue;
          qs.add(q);
          used.add(q);
        }
        const fixed = Int32Array.from([...qs].sort((x, y) => x - y));
        let cval = 0;
        for (const q of fixed) if (rnd() < 0.8) cval |= 1 << q;
        const th = rnd() * 6;
        terms.push({ fixed, cval, pr: Math.cos(th), pi: Math.sin(th) });
        applyPhase(b.re, b.im, n, Math.cos(th), Math.sin(th), fixed, cval);
      }
      applyDiagBatch(a.re, a.im, n, diagBatch(terms));
      expect(maxDiff(a.re, b.re)).toBeLessThan(1e-13);
      expect(maxDiff(a.im, b.im)).toBeLessThan(1e-13);
    }
  });
});
