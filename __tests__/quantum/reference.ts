/**
 * An independent dense-matrix reference for the tests (≤ 8 qubits): gate matrices written out
 * from the Qiskit / OpenQASM 3 definitions, controls as explicit block matrices, modifiers as
 * matrix operations, and a plain "build the row, sum the products" application.
 */
import { maxStateDiff } from '../helpers/diff.js';

/** Read once: global reads in hot loops are slow under jest (CONTRIBUTING.md). */
const { abs, max } = Math;

export type C = [number, number];
export type Mat = C[][];

const c = (re: number, im = 0): C => [re, im];
const cm = (a: C, b: C): C => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
const ca = (a: C, b: C): C => [a[0] + b[0], a[1] + b[1]];
const expi = (t: number): C => [Math.cos(t), Math.sin(t)];

export function matmul(a: Mat, b: Mat): Mat {
  const n = a.length;
  const out: Mat = [];
  for (let i = 0; i < n; i++) {
    out.push([]);
    for (let j = 0; j < n; j++) {
      let s: C = [0, 0];
      for (let k = 0; k < n; k++) s = ca(s, cm(a[i][k], b[k][j]));
      out[i].push(s);
    }
  }
  return out;
}

export function dagger(a: Mat): Mat {
  return a.map((row, i) => row.map((_, j) => [a[j][i][0], -a[j][i][1]] as C));
}

export function identity(d: number): Mat {
  return Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => c(i === j ? 1 : 0)));
}

/** kron(A, B): A on the higher local bit(s). */
function kronM(a: Mat, b: Mat): Mat {
  const da = a.length,
    db = b.length;
  const out: Mat = [];
  for (let i = 0; i < da * db; i++) {
    out.push([]);
    for (let j = 0; j < da * db; j++) out[i].push(cm(a[Math.floor(i / db)][Math.floor(j / db)], b[i % db][j % db]));
  }
  return out;
}

/**
 * Controlled version: one control as local bit 0 (the first qubit), the gate on the higher bits;
 * `state` = 1 for ctrl, 0 for negctrl.
 */
export function controlled(u: Mat, state = 1): Mat {
  const d = u.length;
  const out: Mat = [];
  for (let i = 0; i < 2 * d; i++) {
    out.push([]);
    for (let j = 0; j < 2 * d; j++) {
      const ci = i & 1,
        cj = j & 1;
      if (ci !== cj) {
        out[i].push(c(0));
        continue;
      }
      if (ci === state) out[i].push(u[i >> 1][j >> 1]);
      else out[i].push(c(i >> 1 === j >> 1 ? 1 : 0));
    }
  }
  return out;
}

const s2 = Math.SQRT1_2;
const X: Mat = [
  [c(0), c(1)],
  [c(1), c(0)]
];
const Y: Mat = [
  [c(0), c(0, -1)],
  [c(0, 1), c(0)]
];
const Z: Mat = [
  [c(1), c(0)],
  [c(0), c(-1)]
];
const H: Mat = [
  [c(s2), c(s2)],
  [c(s2), c(-s2)]
];

function U(t: number, p: number, l: number): Mat {
  return [
    [c(Math.cos(t / 2)), cm(expi(l), c(-Math.sin(t / 2)))],
    [cm(expi(p), c(Math.sin(t / 2))), cm(expi(p + l), c(Math.cos(t / 2)))]
  ];
}

function expPauli(t: number, P: Mat): Mat {
  // exp(−iθ/2 · P) for P² = I
  const d = P.length;
  const out: Mat = [];
  for (let i = 0; i < d; i++) {
    out.push([]);
    for (let j = 0; j < d; j++) {
      const id = i === j ? Math.cos(t / 2) : 0;
      const p = P[i][j];
      out[i].push(ca(c(id), cm(c(0, -Math.sin(t / 2)), p)));
    }
  }
  return out;
}

/** Reference matrices (local bit i = i-th qubit argument). */
export function refMatrix(name: string, p: number[]): Mat {
  const one = (m: Mat) => m;
  switch (name) {
    case 'id':
      return identity(2);
    case 'x':
      return X;
    case 'y':
      return Y;
    case 'z':
      return Z;
    case 'h':
      return H;
    case 's':
      return [
        [c(1), c(0)],
        [c(0), c(0, 1)]
      ];
    case 'sdg':
      return [
        [c(1), c(0)],
        [c(0), c(0, -1)]
      ];
    case 't':
      return [
        [c(1), c(0)],
        [c(0), expi(Math.PI / 4)]
      ];
    case 'tdg':
      return [
        [c(1), c(0)],
        [c(0), expi(-Math.PI / 4)]
      ];
    case 'sx':
      return [
        [c(0.5, 0.5), c(0.5, -0.5)],
        [c(0.5, -0.5), c(0.5, 0.5)]
      ];
    case 'sxdg':
      return dagger(refMatrix('sx', []));
    case 'rx':
      return expPauli(p[0], X);
    case 'ry':
      return expPauli(p[0], Y);
    case 'rz':
      return expPauli(p[0], Z);
    case 'p':
    case 'u1':
    case 'phase':
      return [
        [c(1), c(0)],
        [c(0), expi(p[0])]
      ];
    case 'u':
    case 'U':
    case 'u3':
      return U(p[0], p[1], p[2]);
    case 'u2':
      return U(Math.PI / 2, p[0], p[1]);
    case 'r':
      return U(p[0], p[1] - Math.PI / 2, -p[1] + Math.PI / 2);
    case 'cx':
    case 'CX':
      return controlled(X);
    case 'cy':
      return controlled(Y);
    case 'cz':
      return controlled(Z);
    case 'ch':
      return controlled(H);
    case 'cs':
      return controlled(refMatrix('s', []));
    case 'csdg':
      return controlled(refMatrix('sdg', []));
    case 'csx':
      return controlled(refMatrix('sx', []));
    case 'cp':
    case 'cu1':
    case 'cphase':
      return controlled(refMatrix('p', p));
    case 'crx':
      return controlled(refMatrix('rx', p));
    case 'cry':
      return controlled(refMatrix('ry', p));
    case 'crz':
      return controlled(refMatrix('rz', p));
    case 'cu3':
      return controlled(U(p[0], p[1], p[2]));
    case 'cu':
      return controlled(U(p[0], p[1], p[2]).map((row) => row.map((v) => cm(v, expi(p[3])))));
    case 'swap':
      return [
        [c(1), c(0), c(0), c(0)],
        [c(0), c(0), c(1), c(0)],
        [c(0), c(1), c(0), c(0)],
        [c(0), c(0), c(0), c(1)]
      ];
    case 'iswap':
      return [
        [c(1), c(0), c(0), c(0)],
        [c(0), c(0), c(0, 1), c(0)],
        [c(0), c(0, 1), c(0), c(0)],
        [c(0), c(0), c(0), c(1)]
      ];
    case 'dcx':
      return matmul(kronM(identity(1), controlledOnHigh(X)), controlled(X));
    case 'ecr':
      return one([
        [c(0), c(s2), c(0), c(0, s2)],
        [c(s2), c(0), c(0, -s2), c(0)],
        [c(0), c(0, s2), c(0), c(s2)],
        [c(0, -s2), c(0), c(s2), c(0)]
      ]);
    case 'rxx':
      return expPauli(p[0], kronM(X, X));
    case 'ryy':
      return expPauli(p[0], kronM(Y, Y));
    case 'rzz':
      return expPauli(p[0], kronM(Z, Z));
    case 'rzx':
      return expPauli(p[0], kronM(X, Z));
    case 'ccx':
      return controlled(controlled(X));
    case 'ccz':
      return controlled(controlled(Z));
    case 'cswap':
      return controlled(refMatrix('swap', []));
    case 'c3x':
      return controlled(controlled(controlled(X)));
    case 'c3sx':
      return controlled(controlled(controlled(refMatrix('sx', []))));
    case 'c4x':
      return controlled(controlled(controlled(controlled(X))));
    default:
      throw new Error(`no reference for ${name}`);
  }
}

/** CX with control on local bit 1 and target on bit 0. */
function controlledOnHigh(u: Mat): Mat {
  const sw = refMatrix('swap', []);
  return matmul(sw, matmul(controlled(u), sw));
}

export class RefState {
  amp: C[];
  constructor(readonly n: number) {
    this.amp = Array.from({ length: 2 ** n }, (_, i) => c(i === 0 ? 1 : 0));
  }
  /** Apply a 2^k matrix on `qubits` (local bit i = qubits[i]). */
  apply(m: Mat, qubits: number[]): void {
    const k = qubits.length;
    const out: C[] = this.amp.map(() => c(0));
    for (let i = 0; i < this.amp.length; i++) {
      let row = 0;
      for (let b = 0; b < k; b++) row |= ((i >> qubits[b]) & 1) << b;
      let base = i;
      for (const q of qubits) base &= ~(1 << q);
      let s: C = [0, 0];
      for (let col = 0; col < 2 ** k; col++) {
        let j = base;
        for (let b = 0; b < k; b++) if ((col >> b) & 1) j |= 1 << qubits[b];
        s = ca(s, cm(m[row][col], this.amp[j]));
      }
      out[i] = s;
    }
    this.amp = out;
  }
}

export function randomAngle(rnd: () => number): number {
  return (rnd() * 2 - 1) * Math.PI * 1.5;
}

/** Small deterministic PRNG for test data (mulberry32; one copy, shared with the benchmarks). */
export { mulberry } from '../../bench/lib/mulberry.mjs';

/** Largest difference of real or imaginary part between a simulated state and the reference (or another state). */
export function worstDiff(
  a: { re: ArrayLike<number>; im: ArrayLike<number> },
  ref: RefState | { re: ArrayLike<number>; im: ArrayLike<number> }
): number {
  if (!(ref instanceof RefState)) return maxStateDiff(a, ref);
  let worst = 0;
  for (let i = 0; i < a.re.length; i++) {
    const [r, im] = ref.amp[i];
    worst = max(worst, abs(a.re[i] - r), abs(a.im[i] - im));
  }
  return worst;
}

const ONE = ['rx', 'ry', 'rz', 'u', 'h', 't', 'x', 'y', 'sx', 'p', 's', 'z'];
const TWO = ['cz', 'cx', 'cp', 'swap', 'crx', 'rxx', 'rzz', 'cy', 'iswap'];

/**
 * Random brickwork-like OpenQASM 3 circuit and its reference state: layers of random 1-qubit gates
 * alternating with 2-qubit gates on neighbouring pairs, plus a ccx, a negated-control x and a cz on
 * distant qubits (each with probability 0.3, or always with `extras: 'always'`, which also adds a
 * random 2-qubit gate on (2, n−1)).
 */
export function randomLayered(
  rnd: () => number,
  n: number,
  layers: number,
  extras: 'sometimes' | 'always' = 'sometimes'
): { qasm: string; ref: RefState } {
  const ref = new RefState(n);
  let qasm = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n`;
  const gate = (name: string, qs: number[], mod = '') => {
    const np = name === 'u' ? 3 : ['rx', 'ry', 'rz', 'p', 'cp', 'crx', 'rxx', 'rzz'].includes(name) ? 1 : 0;
    const ps = Array.from({ length: np }, () => randomAngle(rnd));
    qasm += `${mod}${name}${np ? `(${ps.join(', ')})` : ''} ${qs.map((q) => `q[${q}]`).join(', ')};\n`;
    let m: Mat = refMatrix(name, ps);
    if (mod === 'negctrl @ ') m = controlled(m, 0);
    ref.apply(m, qs);
  };
  const extra = () => extras === 'always' || rnd() < 0.3;
  for (let l = 0; l < layers; l++) {
    if (l % 2 === 0) {
      for (let q = 0; q < n; q++) if (rnd() < 0.85) gate(ONE[Math.floor(rnd() * ONE.length)], [q]);
    } else {
      for (let q = (l >> 1) % 2; q + 1 < n; q += 2) {
        const pair = rnd() < 0.5 ? [q, q + 1] : [q + 1, q];
        gate(TWO[Math.floor(rnd() * TWO.length)], pair);
      }
      if (extra()) gate('ccx', [0, n - 1, Math.floor(n / 2)]);
      if (extra()) gate('x', [1, n - 2], 'negctrl @ ');
      if (extra()) gate('cz', [0, n - 1]);
      if (extras === 'always') gate(TWO[Math.floor(rnd() * TWO.length)], [2, n - 1]);
    }
  }
  return { qasm, ref };
}
