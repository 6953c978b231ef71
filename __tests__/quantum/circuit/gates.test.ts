import { describe, expect, test } from '@jest/globals';
import { parseQasm, simulateStatevector, GATES } from '../../../src/quantum/index.js';
import type { StateVector } from '../../../src/quantum/index.js';
import {
  RefState,
  controlled,
  dagger,
  matmul,
  identity,
  mulberry,
  randomAngle,
  refMatrix,
  worstDiff
} from '../reference.js';
import { maxStateDiff } from '../../helpers/diff.js';
import type { Mat } from '../reference.js';

/** A random (non-trivial) product-plus-entangled input state prepared by QASM. */
function prep(n: number, rnd: () => number): { qasm: string; ref: RefState } {
  const ref = new RefState(n);
  let qasm = '';
  for (let q = 0; q < n; q++) {
    const a = [randomAngle(rnd), randomAngle(rnd), randomAngle(rnd)];
    qasm += `U(${a.join(',')}) q[${q}];\n`;
    ref.apply(refMatrix('u', a), [q]);
  }
  for (let q = 0; q + 1 < n; q++) {
    qasm += `cx q[${q}], q[${q + 1}];\n`;
    ref.apply(refMatrix('cx', []), [q, q + 1]);
  }
  return { qasm, ref };
}

function expectClose(st: StateVector, ref: RefState, tol = 1e-12): void {
  expect(st.re.length).toBe(ref.amp.length);
  expect(worstDiff(st, ref)).toBeLessThan(tol);
}

/** |<a|b>| = 1 (equal up to global phase). */
function expectEqualUpToPhase(a: StateVector, b: StateVector): void {
  let sr = 0,
    si = 0;
  for (let i = 0; i < a.re.length; i++) {
    sr += a.re[i] * b.re[i] + a.im[i] * b.im[i];
    si += a.re[i] * b.im[i] - a.im[i] * b.re[i];
  }
  expect(Math.hypot(sr, si)).toBeCloseTo(1, 12);
}

const names = Object.keys(GATES).filter((g) => g !== 'unitary' && g !== 'gphase');

describe('every standard gate against its matrix', () => {
  test.each(names)('%s', (name) => {
    const rnd = mulberry(name.length * 7919 + name.charCodeAt(0));
    const n = 6;
    const info = GATES[name];
    for (let trial = 0; trial < 3; trial++) {
      const { qasm, ref } = prep(n, rnd);
      const params = Array.from({ length: info.params }, () => randomAngle(rnd));
      // distinct random qubits, in random order
      const pool = [0, 1, 2, 3, 4, 5];
      const qs: number[] = [];
      for (let k = 0; k < info.qubits; k++) qs.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
      const call = `${name}${params.length ? `(${params.join(', ')})` : ''} ${qs.map((q) => `q[${q}]`).join(', ')};`;
      const st = simulateStatevector(
        parseQasm(`OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${qasm}${call}\n`)
      );
      ref.apply(refMatrix(name, params), qs);
      expectClose(st, ref);
    }
  });

  test('gphase multiplies the state by e^{iθ}', () => {
    const st = simulateStatevector(parseQasm('OPENQASM 3.0; qubit[1] q; h q[0]; gphase(0.3);'));
    expect(st.re[0]).toBeCloseTo(Math.SQRT1_2 * Math.cos(0.3), 14);
    expect(st.im[1]).toBeCloseTo(Math.SQRT1_2 * Math.sin(0.3), 14);
  });
});

/**
 * stdgates.inc-style definitions in terms of U (Qiskit / OpenQASM 3 convention for U), gphase and
 * modifiers, renamed so they are used as user gates.
 */
const STDGATES_DEFS = `
gate my_p(λ) a { ctrl @ gphase(λ) a; }
gate my_x a { U(π, 0, π) a; }
gate my_y a { U(π, π/2, π/2) a; }
gate my_z a { my_p(π) a; }
gate my_h a { U(π/2, 0, π) a; }
gate my_s a { pow(1/2) @ my_z a; }
gate my_sdg a { inv @ pow(1/2) @ my_z a; }
gate my_t a { pow(1/2) @ my_s a; }
gate my_tdg a { inv @ pow(1/2) @ my_s a; }
gate my_sx a { pow(1/2) @ my_x a; }
gate my_rx(θ) a { U(θ, -π/2, π/2) a; }
gate my_ry(θ) a { U(θ, 0, 0) a; }
gate my_rz(λ) a { gphase(-λ/2); U(0, 0, λ) a; }
gate my_cx a, b { ctrl @ my_x a, b; }
gate my_cy a, b { ctrl @ my_y a, b; }
gate my_cz a, b { ctrl @ my_z a, b; }
gate my_cp(λ) a, b { ctrl @ my_p(λ) a, b; }
gate my_crx(θ) a, b { ctrl @ my_rx(θ) a, b; }
gate my_cry(θ) a, b { ctrl @ my_ry(θ) a, b; }
gate my_crz(θ) a, b { ctrl @ my_rz(θ) a, b; }
gate my_ch a, b { ctrl @ my_h a, b; }
gate my_swap a, b { my_cx a, b; my_cx b, a; my_cx a, b; }
gate my_ccx a, b, c { ctrl @ ctrl @ my_x a, b, c; }
gate my_cswap a, b, c { ctrl @ my_swap a, b, c; }
gate my_cu(θ, φ, λ, γ) a, b { my_p(γ) a; ctrl @ U(θ, φ, λ) a, b; }
gate my_phase(λ) q { U(0, 0, λ) q; }
gate my_id a { U(0, 0, 0) a; }
gate my_u1(λ) q { U(0, 0, λ) q; }
`;

/** Definitions Qiskit emits for gates outside the include files (qasm2.dumps / qasm3.dumps). */
const QISKIT_DEFS = `
gate my_rzx(param0) q0,q1 { h q1; cx q0,q1; rz(param0) q1; cx q0,q1; h q1; }
gate my_ecr q0,q1 { my_rzx(pi/4) q0,q1; x q0; my_rzx(-pi/4) q0,q1; }
gate my_ryy(param0) q0,q1 { rx(pi/2) q0; rx(pi/2) q1; cx q0,q1; rz(param0) q1; cx q0,q1; rx(-pi/2) q0; rx(-pi/2) q1; }
gate my_iswap q0,q1 { s q0; s q1; h q0; cx q0,q1; cx q1,q0; h q1; }
gate my_dcx q0,q1 { cx q0,q1; cx q1,q0; }
gate my_rxx(theta) a,b { h a; h b; cx a,b; rz(theta) b; cx a,b; h a; h b; }
gate my_rzz(theta) a,b { cx a,b; rz(theta) b; cx a,b; }
gate my_csx a,b { ctrl @ sx a,b; }
gate my_cs a,b { ctrl @ s a,b; }
gate my_ccz a,b,c { h c; ccx a,b,c; h c; }
gate my_cu3(theta,phi,lambda) c,t { ctrl @ U(theta,phi,lambda) c,t; }
gate my_sxdg a { s a; h a; s a; gphase(-pi/4); }
`;

describe('standard gates against their OpenQASM definitions (exact, including global phase)', () => {
  const cases: [string, number, number][] = [
    ['p', 1, 1],
    ['x', 0, 1],
    ['y', 0, 1],
    ['z', 0, 1],
    ['h', 0, 1],
    ['s', 0, 1],
    ['sdg', 0, 1],
    ['t', 0, 1],
    ['tdg', 0, 1],
    ['sx', 0, 1],
    ['rx', 1, 1],
    ['ry', 1, 1],
    ['rz', 1, 1],
    ['cx', 0, 2],
    ['cy', 0, 2],
    ['cz', 0, 2],
    ['cp', 1, 2],
    ['crx', 1, 2],
    ['cry', 1, 2],
    ['crz', 1, 2],
    ['ch', 0, 2],
    ['swap', 0, 2],
    ['ccx', 0, 3],
    ['cswap', 0, 3],
    ['cu', 4, 2],
    ['phase', 1, 1],
    ['id', 0, 1],
    ['u1', 1, 1],
    ['rzx', 1, 2],
    ['ecr', 0, 2],
    ['ryy', 1, 2],
    ['iswap', 0, 2],
    ['dcx', 0, 2],
    ['rxx', 1, 2],
    ['rzz', 1, 2],
    ['csx', 0, 2],
    ['cs', 0, 2],
    ['ccz', 0, 3],
    ['cu3', 3, 2],
    ['sxdg', 0, 1]
  ];
  test.each(cases)('%s', (name, np, nq) => {
    const rnd = mulberry(name.charCodeAt(0) * 31 + np);
    const { qasm } = prep(4, rnd);
    const params = Array.from({ length: np }, () => randomAngle(rnd)).join(', ');
    const qs = [2, 0, 3]
      .slice(0, nq)
      .map((q) => `q[${q}]`)
      .join(', ');
    const pr = np ? `(${params})` : '';
    const head = `OPENQASM 3.0;\ninclude "stdgates.inc";\n${STDGATES_DEFS}${QISKIT_DEFS}\nqubit[4] q;\n${qasm}`;
    // The definitions are exact, global phase included: compare controlled versions so that a
    // global-phase difference would show as a relative phase.
    const a = simulateStatevector(parseQasm(`${head}ctrl @ my_${name}${pr} q[1], ${qs};`));
    const b = simulateStatevector(parseQasm(`${head}ctrl @ ${name}${pr} q[1], ${qs};`));
    const ref = new RefState(1);
    void ref;
    for (let i = 0; i < a.re.length; i++) {
      expect(a.re[i]).toBeCloseTo(b.re[i], 12);
      expect(a.im[i]).toBeCloseTo(b.im[i], 12);
    }
  });

  test('qelib1 u2/u3/rccx match their definitions up to global phase', () => {
    const rnd = mulberry(5);
    const { qasm } = prep(4, rnd);
    const h = `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[4];\n${qasm}`;
    expectEqualUpToPhase(
      simulateStatevector(parseQasm(`${h}u2(0.3,-1.1) q[2];`)),
      simulateStatevector(parseQasm(`${h}U(pi/2,0.3,-1.1) q[2];`))
    );
    // rccx = ccx up to relative phases: same probabilities on a basis input
    for (let input = 0; input < 8; input++) {
      const xs = [0, 1, 2]
        .filter((b) => (input >> b) & 1)
        .map((b) => `x q[${b}];`)
        .join(' ');
      const a = simulateStatevector(
        parseQasm(`OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\n${xs} rccx q[0],q[1],q[2];`)
      );
      const b = simulateStatevector(
        parseQasm(`OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[3];\n${xs} ccx q[0],q[1],q[2];`)
      );
      for (let i = 0; i < 8; i++) expect(a.re[i] ** 2 + a.im[i] ** 2).toBeCloseTo(b.re[i] ** 2 + b.im[i] ** 2, 12);
    }
  });
});

describe('modifiers', () => {
  const head =
    'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nh q[0]; ry(0.7) q[1]; rx(-0.4) q[2]; cx q[0], q[2];\n';
  const same = (a: string, b: string) => {
    const x = simulateStatevector(parseQasm(head + a));
    const y = simulateStatevector(parseQasm(head + b));
    for (let i = 0; i < 8; i++) {
      expect(x.re[i]).toBeCloseTo(y.re[i], 12);
      expect(x.im[i]).toBeCloseTo(y.im[i], 12);
    }
  };
  test('pow of non-rotation gates is the principal power', () => {
    same('pow(0.5) @ x q[1];', 'sx q[1];');
    same('pow(1/2) @ z q[1];', 's q[1];');
    same('pow(0.25) @ z q[1];', 't q[1];');
    same('pow(-0.5) @ x q[1];', 'sxdg q[1];');
    same('pow(3) @ t q[1];', 't q[1]; t q[1]; t q[1];');
    same('pow(-2) @ sx q[1];', 'x q[1];');
    same('pow(0) @ h q[1];', '');
    same('pow(0.5) @ rzz(0.8) q[1], q[2];', 'rzz(0.4) q[1], q[2];');
  });
  test('inv', () => {
    same('inv @ s q[0];', 'sdg q[0];');
    same('inv @ u(0.1, 0.2, 0.3) q[0];', 'u(-0.1, -0.3, -0.2) q[0];');
    same('inv @ iswap q[0], q[1]; iswap q[0], q[1];', '');
    same('inv @ dcx q[0], q[1]; dcx q[0], q[1];', '');
    same('inv @ csx q[0], q[1]; csx q[0], q[1];', '');
    same('inv @ u2(0.4, 1.1) q[2]; u2(0.4, 1.1) q[2];', '');
    same('inv @ r(0.4, 1.1) q[2]; r(0.4, 1.1) q[2];', '');
    same('inv @ pow(0.3) @ h q[2]; pow(0.3) @ h q[2];', '');
  });
  test('ctrl and negctrl', () => {
    same('ctrl @ x q[0], q[1];', 'cx q[0], q[1];');
    same('ctrl(2) @ x q[0], q[2], q[1];', 'ccx q[0], q[2], q[1];');
    same('ctrl @ ctrl @ x q[0], q[2], q[1];', 'ccx q[0], q[2], q[1];');
    same('negctrl @ x q[0], q[1];', 'x q[0]; cx q[0], q[1]; x q[0];');
    same('ctrl @ negctrl @ z q[0], q[1], q[2];', 'x q[1]; ccz q[0], q[1], q[2]; x q[1];');
    same('ctrl @ gphase(0.9) q[2];', 'p(0.9) q[2];');
    same('ctrl @ ctrl @ gphase(0.9) q[0], q[2];', 'cp(0.9) q[0], q[2];');
    same('negctrl @ gphase(0.9) q[2];', 'x q[2]; p(0.9) q[2]; x q[2];');
    same('ctrl @ pow(0.5) @ x q[0], q[1];', 'csx q[0], q[1];');
  });
  test('ctrl @ x is normalised to the named gate in the IR', () => {
    const c = parseQasm(
      'OPENQASM 3.0; include "stdgates.inc"; qubit[5] q; ctrl @ x q[0], q[1]; ctrl(2) @ x q[0], q[1], q[2]; ctrl @ ccx q[0], q[1], q[2], q[3]; ctrl @ swap q[0], q[1], q[2]; ctrl @ rz(1) q[0], q[1]; negctrl @ x q[0], q[1];'
    );
    expect(c.ops.map((o) => (o.kind === 'gate' ? [o.name, o.ctrls ?? 0, o.ctrlState ?? -1] : o.kind))).toEqual([
      ['cx', 0, -1],
      ['ccx', 0, -1],
      ['c3x', 0, -1],
      ['cswap', 0, -1],
      ['crz', 0, -1],
      ['x', 1, 0]
    ]);
  });
});

const MODS = [
  '',
  'inv @ ',
  'ctrl @ ',
  'negctrl @ ',
  'pow(2) @ ',
  'pow(-1) @ ',
  'inv @ ctrl @ ',
  'ctrl @ negctrl @ ',
  'pow(3) @ inv @ '
];

/** Random gate program and the reference state it must produce. */
function randomProgram(
  rnd: () => number,
  n: number,
  count: number,
  pick: () => [string, string],
  start?: { qasm: string; ref: RefState }
): { qasm: string; ref: RefState } {
  const ref = start ? start.ref : new RefState(n);
  let qasm = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[${n}] q;\n${start ? start.qasm : ''}`;
  for (let g = 0; g < count; g++) {
    const [name, mod] = pick();
    const nCtrl = (mod.match(/ctrl/g) ?? []).length;
    if (GATES[name].qubits + nCtrl > n) continue;
    const params = Array.from({ length: GATES[name].params }, () => randomAngle(rnd));
    const pool = Array.from({ length: n }, (_, i) => i);
    const qs: number[] = [];
    for (let k = 0; k < GATES[name].qubits + nCtrl; k++) qs.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]);
    qasm += `${mod}${name}${params.length ? `(${params.join(', ')})` : ''} ${qs.map((q) => `q[${q}]`).join(', ')};\n`;
    // reference semantics of the modifiers, applied right to left
    let m: Mat = refMatrix(name, params);
    const parts = mod
      .split('@')
      .map((s) => s.trim())
      .filter(Boolean)
      .reverse();
    for (const p of parts) {
      if (p === 'inv') m = dagger(m);
      else if (p === 'ctrl') m = controlled(m, 1);
      else if (p === 'negctrl') m = controlled(m, 0);
      else {
        const k = Number(/pow\((-?\d+)\)/.exec(p)?.[1]);
        const base = k < 0 ? dagger(m) : m;
        let r = identity(m.length);
        for (let i = 0; i < Math.abs(k); i++) r = matmul(base, r);
        m = r;
      }
    }
    // The modifier controls are the leading qubits: controlled() puts its control at local bit 0.
    ref.apply(m, qs);
  }
  return { qasm, ref };
}

describe('every gate with every modifier against the dense reference', () => {
  test.each(MODS.map((m) => [m || '(none)', m]))('%s', (_label, mod) => {
    const rnd = mulberry(mod.length + 17);
    for (const name of names) {
      if (GATES[name].qubits + (mod.match(/ctrl/g) ?? []).length > 6) continue;
      const { qasm, ref } = randomProgram(rnd, 6, 1, () => [name, mod], prep(6, rnd));
      const st = simulateStatevector(parseQasm(qasm));
      expect([name, worstDiff(st, ref) < 1e-12]).toEqual([name, true]);
    }
  });
});

describe('random circuits against the dense reference, amplitude by amplitude', () => {
  const rnd = mulberry(2024);
  const n = 6;
  const all = names.filter((g) => GATES[g].qubits <= 4);
  for (let trial = 0; trial < 8; trial++) {
    test(`circuit ${trial}`, () => {
      const { qasm, ref } = randomProgram(rnd, n, 60, () => [
        all[Math.floor(rnd() * all.length)],
        MODS[Math.floor(rnd() * MODS.length)]
      ]);
      expectClose(simulateStatevector(parseQasm(qasm)), ref, 1e-11);
      expectClose(simulateStatevector(parseQasm(qasm), { fusion: false }), ref, 1e-11);
    });
  }
});

describe('cache-blocked execution', () => {
  const rnd = mulberry(77);
  const n = 8;
  const all = names.filter((g) => GATES[g].qubits <= 4);
  test.each([4, 5, 6])('random circuits with every gate and modifier, block of 2^%i amplitudes', (bits) => {
    for (let trial = 0; trial < 3; trial++) {
      const { qasm, ref } = randomProgram(rnd, n, 80, () => [
        all[Math.floor(rnd() * all.length)],
        MODS[Math.floor(rnd() * MODS.length)]
      ]);
      expectClose(simulateStatevector(parseQasm(qasm), { blockBits: bits }), ref, 1e-11);
      expectClose(simulateStatevector(parseQasm(qasm), { blockBits: bits, fusion: false }), ref, 1e-11);
    }
  });
  test('blocking changes nothing but rounding on a 14-qubit layered circuit', () => {
    let body = '';
    for (let l = 0; l < 10; l++) {
      for (let q = 0; q < 14; q++) body += `${['rx', 'ry', 'rz'][(q + l) % 3]}(${0.1 + q * 0.37 + l}) q[${q}];\n`;
      for (let q = l % 2; q + 1 < 14; q += 2) body += `${l % 4 < 2 ? 'cz' : 'cx'} q[${q}], q[${q + 1}];\n`;
      body += `ccx q[13], q[0], q[7]; rxx(0.3) q[12], q[2];\n`;
    }
    const c = parseQasm(`OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[14] q;\n${body}`);
    const a = simulateStatevector(c, { blockBits: 0 });
    const b = simulateStatevector(c, { blockBits: 6 });
    expect(maxStateDiff(a, b)).toBeLessThan(1e-13);
  });
});
