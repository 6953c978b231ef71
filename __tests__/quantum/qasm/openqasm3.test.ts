import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  QasmError,
  circuitStats,
  parseQasm,
  runOnTarget,
  sampleCounts,
  simulateStatevector
} from '../../../src/quantum/index.js';
import type { Circuit, GateOp, Op } from '../../../src/quantum/index.js';

const QELIB1 = readFileSync(new URL('../../fixtures/openqasm/qelib1.inc', import.meta.url), 'utf8');

function errorOf(src: string): QasmError {
  try {
    parseQasm(src);
  } catch (e) {
    expect(e).toBeInstanceOf(QasmError);
    return e as QasmError;
  }
  throw new Error(`expected a QasmError for:\n${src}`);
}

function gates(c: Circuit): GateOp[] {
  return c.ops.filter((o): o is GateOp => o.kind === 'gate');
}

/** |<a|b>|: 1 when the two states agree up to a global phase. */
function overlap(a: Circuit, b: Circuit): number {
  const x = simulateStatevector(a),
    y = simulateStatevector(b);
  let re = 0,
    im = 0;
  for (let i = 0; i < x.re.length; i++) {
    re += x.re[i] * y.re[i] + x.im[i] * y.im[i];
    im += x.re[i] * y.im[i] - x.im[i] * y.re[i];
  }
  return Math.hypot(re, im);
}

const counts = (src: string, shots = 400, seed = 7): Record<string, number> =>
  sampleCounts(parseQasm(src), { shots, seed }).counts;

describe('reported OpenQASM 3 defects: each is refused or fixed, with a position', () => {
  test('1. a user gate named u or cx whose body calls the built-in U / CX', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ngate u(a,b,c) q { U(a,b,c) q; }\ngate cx a,b { CX a,b; }\nqreg q[2];\nu(pi/2,0,pi) q[0];\ncx q[0],q[1];\n'
    );
    expect(gates(c).map((g) => g.name)).toEqual(['u', 'cx']);
    expect(gates(c)[0].params).toEqual([Math.PI / 2, 0, Math.PI]);
  });

  test("1. Qiskit's qelib1.inc pasted inline gives the same state as the include", () => {
    const body =
      'qreg q[3];\nh q[0];\ncx q[0],q[1];\nu3(0.3,0.2,0.1) q[2];\nccx q[0],q[1],q[2];\nrzz(0.7) q[1],q[2];\ncu3(0.4,0.5,0.6) q[2],q[0];\nrc3x q[0],q[1],q[2],q[2];\n'.replace(
        'rc3x q[0],q[1],q[2],q[2];\n',
        'sxdg q[1];\ncswap q[0],q[1],q[2];\n'
      );
    const pasted = parseQasm(`OPENQASM 2.0;\n${QELIB1}\n${body}`);
    const included = parseQasm(`OPENQASM 2.0;\ninclude "qelib1.inc";\n${body}`);
    expect(overlap(pasted, included)).toBeCloseTo(1, 12);
    // the pasted definitions are user gates, counted once per call as Qiskit does
    expect(circuitStats(pasted).gateCounts).toEqual(circuitStats(included).gateCounts);
  });

  test.each([
    ['rx(sqrt(-2.0)) q[0];', 4, 4, /sqrt\(-2\) is not a number/],
    ['rx(1/0) q[0];', 4, 5, /division by zero/],
    ['rx(ln(0)) q[0];', 4, 4, /ln\(0\) is infinite/],
    ['rz(1e308*10) q[0];', 4, 9, /result of '\*' is infinite/],
    ['rz(2 % 0) q[0];', 4, 6, /modulo by zero/]
  ])('2. impossible angle %s is a positioned error, never NaN', (stmt, line, col, msg) => {
    const e = errorOf(`OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\n${stmt}\n`);
    expect(e.message).toMatch(msg);
    expect([e.line, e.column]).toEqual([line, col]);
  });

  test('2. an impossible angle inside a gate body points at the body expression', () => {
    const e = errorOf(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\ngate g(a) q {\n  rx(sqrt(a)) q;\n}\nqreg q[1];\ng(-1) q[0];\n'
    );
    expect(e.message).toMatch(/sqrt\(-1\) is not a number/);
    expect([e.line, e.column]).toEqual([4, 6]);
  });

  test.each([
    ['OPENQASM 2.0;\ninclude "qelib1.inc";\ngate h a { x a; }\n', 3, 6, /gate 'h' is already defined by "qelib1.inc"/],
    ['OPENQASM 2.0;\ngate CX a,b {}\n', 2, 6, /'CX' is a built-in gate/],
    ['OPENQASM 2.0;\ngate U(a,b,c) q {}\n', 2, 6, /'U' is a built-in gate/],
    [
      'OPENQASM 3.0;\ninclude "stdgates.inc";\ngate cx a, b { CX a, b; }\n',
      3,
      6,
      /gate 'cx' is already defined by "stdgates.inc"/
    ],
    ['OPENQASM 2.0;\ngate foo a { U(0,0,0) a; }\ngate foo a { U(0,0,0) a; }\n', 3, 6, /gate 'foo' is already defined/],
    ['OPENQASM 2.0;\ngate h a { U(pi/2,0,pi) a; }\ninclude "qelib1.inc";\n', 3, 9, /redefines a gate of that library/]
  ])('3. redefinition of a standard gate is refused: %#', (src, line, col, msg) => {
    const e = errorOf(src);
    expect(e.message).toMatch(msg);
    expect([e.line, e.column]).toEqual([line, col]);
  });

  test('3. gates outside the included library may be defined (Qiskit qasm3.dumps defines rzx, ecr)', () => {
    expect(() =>
      parseQasm(
        'OPENQASM 3.0;\ninclude "stdgates.inc";\ngate rzx(t) a, b { h b; cx a, b; rz(t) b; cx a, b; h b; }\nqubit[2] q;\nrzx(0.1) q[0], q[1];\n'
      )
    ).not.toThrow();
  });

  test.each(['2.1', '2.6', '3.2', '4.0', '1.0'])('4. OPENQASM %s is refused', (v) => {
    const e = errorOf(`OPENQASM ${v};\n`);
    expect(e.message).toMatch(new RegExp(`unsupported OpenQASM version ${v.replace('.', '\\.')}`));
    expect([e.line, e.column]).toEqual([1, 10]);
  });

  test.each([
    ['2.0', 2],
    ['2', 2], // as Qiskit's qasm2.loads
    ['3', 3],
    ['3.0', 3],
    ['3.1', 3]
  ])('4. OPENQASM %s is accepted', (v, major) => {
    expect(parseQasm(`OPENQASM ${v};\n`).version).toBe(major);
  });

  test.each([
    ['qreg q[1];\nU(2 ^ 3, 0, 0) q[0];\n', 2, 8], // ^ is a power in OpenQASM 2
    ['include "qelib1.inc";\nqreg q[1];\nrx(2 ^ 3) q[0];\n', 2, 8],
    ['qubit[1] q;\nU(2 ^ 3, 0, 0) q[0];\n', 3, 1], // and xor in OpenQASM 3
    ['qreg q[1];\ncreg c[1];\nc[0] = measure q[0];\nU(2 ^ 3, 0, 0) q[0];\n', 3, 1], // `=`: OpenQASM 3
    ['include "stdgates.inc";\nqreg q[1];\nrx(2 ^ 3) q[0];\n', 3, 1],
    ['U(2 ^ 3, 0, 0) $0;\n', 3, 1]
  ])('4. a program without a header is read as the version it looks like: %j', (src, version, angle) => {
    const c = parseQasm(src);
    expect(c.version).toBe(version);
    expect(gates(c).at(-1)?.params[0]).toBe(angle);
  });

  test('log is the natural logarithm in OpenQASM 3 (ln in OpenQASM 2); log(0) is refused', () => {
    const c = parseQasm('OPENQASM 3.0;\nqubit[1] q;\nU(log(2.0), ln(2.0), 0) q[0];\n');
    expect(gates(c)[0].params.slice(0, 2)).toEqual([Math.LN2, Math.LN2]);
    expect(errorOf('OPENQASM 3.0;\nqubit[1] q;\nU(log(0), 0, 0) q[0];\n').message).toMatch(/log\(0\) is infinite/);
    expect(errorOf('OPENQASM 2.0;\nqreg q[1];\nU(log(2.0), 0, 0) q[0];\n').message).toMatch(/log/);
  });

  test('empty registers are valid: a gate broadcast over one does nothing, and the circuit samples', () => {
    const c = parseQasm(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg a[1];\nqreg e[0];\ncreg c[1];\ncreg zz[0];\nx a;\nh e;\ncx a[0], e;\nmeasure a -> c;\n'
    );
    expect([c.numQubits, c.numClbits, gates(c).length]).toEqual([1, 1, 1]);
    expect(sampleCounts(c, { shots: 10, seed: 1 }).counts).toEqual({ ' 1': 10 }); // Aer writes the same key
    expect(sampleCounts(parseQasm('OPENQASM 3.0;\nqubit[0] q;\nbit[0] c;\n'), { shots: 3 }).counts).toEqual({ '': 3 });
  });

  test('5. a single declared qubit broadcasts against a register', () => {
    const c = parseQasm('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] a;\nqubit b;\ncx a, b;\n');
    expect(gates(c).map((g) => g.qubits)).toEqual([
      [0, 2],
      [1, 2]
    ]);
    // a register of size 1 is a register: sizes must agree
    expect(errorOf('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] a;\nqubit[1] b;\ncx a, b;\n').message).toMatch(
      /register sizes differ \(2 and 1\)/
    );
  });

  test('6. u0(gamma) is the identity of qelib1', () => {
    const c = parseQasm('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\nu0(0.5) q[0];\n');
    expect(gates(c)).toEqual([{ kind: 'gate', name: 'id', params: [], qubits: [0] }]);
    expect(errorOf('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\nu0 q[0];\n').message).toMatch(
      /gate 'u0' takes 1 parameter/
    );
  });

  test.each([
    ['inv(1) @ ctrl @ x $0, $1;', 2, 1, /'inv' takes no argument/],
    ['gate g(a, a) q { rx(a) q; }', 2, 11, /duplicate parameter 'a'/],
    ['gate g(a) a { rx(a) a; }', 2, 11, /qubit argument 'a' has the name of a parameter/],
    ['qubit[1] q;\nbit[2] c;\nmeasure q -> c[0];', 4, 1, /cannot measure a qubit register into a single bit/],
    ['qubit q;\nbit[1] c;\nc = measure q;', 4, 5, /cannot measure a single qubit into a bit register/],
    ['defcal x $0 { play drive($0), gaussian(...); }', 2, 1, /pulse-level calibration \('defcal'\) is not supported/],
    ['cal { waveform wf = [1, 2]; }', 2, 1, /pulse-level calibration \('cal'\) is not supported/],
    ['defcalgrammar "openpulse";', 2, 1, /pulse-level calibration \('defcalgrammar'\) is not supported/],
    ['extern f(int) -> int;', 2, 1, /unsupported construct 'extern'/]
  ])('7. %s', (stmt, line, col, msg) => {
    const e = errorOf(
      `OPENQASM 3.0;\ninclude "stdgates.inc";\n${stmt}\n`
        .replace('include "stdgates.inc";\n', '')
        .replace('OPENQASM 3.0;\n', 'OPENQASM 3.0;\n')
    );
    expect(e.message).toMatch(msg);
    expect([e.line, e.column]).toEqual([line, col]);
  });

  test('7. a defcal with pulse syntax the lexer cannot read is still reported as defcal', () => {
    const e = errorOf('OPENQASM 3.0;\ndefcal rz(angle[20] theta) $q { shift_phase drive($q), -theta; }\n');
    expect(e.message).toMatch(/pulse-level calibration \('defcal'\)/);
  });

  test('7. int[4](c) is a cast: if (int[4](c) == 1) conditions on the register', () => {
    const c = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[4] c;\nc[0] = measure q[0];\nif (int[4](c) == 1) x q[1];\n'
    );
    const x = c.ops[c.ops.length - 1] as GateOp;
    expect(x.condition).toEqual({ clbits: [0, 1, 2, 3], value: 1 });
  });

  test('7. trailing commas where the specification allows them', () => {
    const c = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[6] two;\ngate g a, b,\n{\n   CX a, b;\n}\nlet sel = two[{0, 3, 5, }];\ng sel[0], sel[1],;\nnop two[0], two[1],;\nfor int i in {1, 2, } { x two[i]; }\n'
    );
    expect(gates(c).map((g) => [g.name, ...g.qubits])).toEqual([
      ['cx', 0, 3],
      ['x', 1],
      ['x', 2]
    ]);
  });
});

describe('OpenQASM 3 classical part', () => {
  test('declarations, const, casts and arithmetic evaluate while reading', () => {
    const c = parseQasm(
      `OPENQASM 3.0;
include "stdgates.inc";
const int[32] n = 3;
const float[64] theta = 3 * pi / 8;
uint[4] u = 17;        // wraps to 1
int[4] s = 9;          // two's complement: -7
bool b = n > 2 && !false;
angle[4] a = pi;       // 1000 in bits
float f = float(n) / 2;
qubit[2] q;
rz(theta) q[0];
rz(u) q[0];
rz(s) q[0];
rz(b ? 1 : 0) q[0];
`.replace('rz(b ? 1 : 0) q[0];\n', 'if (b) rz(f) q[1];\nrz(a) q[1];\nrz(0x10 + 0b11 + 0o7 + 1_000) q[1];\n')
    );
    expect(gates(c).map((g) => g.params[0])).toEqual([(3 * Math.PI) / 8, 1, -7, 1.5, Math.PI, 16 + 3 + 7 + 1000]);
  });

  test('for loops over ranges, negative steps and sets; break and continue', () => {
    const c = parseQasm(`OPENQASM 3.0;
include "stdgates.inc";
qubit[5] q;
for uint i in [0:2] { x q[i]; }
for int i in [4:-2:0] { h q[i]; }
for int i in {1, 3} { z q[i]; }
for int i in [0:4] { if (i == 1) continue; if (i == 3) break; y q[i]; }
`);
    expect(gates(c).map((g) => `${g.name}${g.qubits[0]}`)).toEqual([
      'x0',
      'x1',
      'x2',
      'h4',
      'h2',
      'h0',
      'z1',
      'z3',
      'y0',
      'y2'
    ]);
  });

  test('while and switch on values known while reading', () => {
    const c = parseQasm(`OPENQASM 3.0;
include "stdgates.inc";
qubit[3] q;
int i = 0;
while (i < 3) { x q[i]; i += 1; }
switch (i) { case 1, 2 { h q[0]; } case 3 { z q[0]; } default { y q[0]; } }
`);
    expect(gates(c).map((g) => g.name)).toEqual(['x', 'x', 'x', 'z']);
  });

  test('subroutines are inlined; qubits passed as arguments or after the parentheses; a measured return value', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
def bell(qubit a, qubit b) { h a; cx a, b; }
def mz(qubit q) -> bit { return measure q; }
def rot(float t, qubit[2] r) { rx(t) r[0]; ry(2 * t) r[1]; }
qubit[2] q;
bit[2] c;
bell(q[0], q[1]);
rot(0.0) q;
c[0] = mz(q[0]);
c[1] = mz(q[1]);
`;
    const r = counts(src, 1000);
    expect(Object.keys(r).sort()).toEqual(['00', '11']);
  });

  test('feed-forward: if on a mid-circuit measurement runs by shot branching (teleport a |1>)', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
qubit[3] q;
bit a; bit b; bit out;
x q[0];
h q[1]; cx q[1], q[2];
cx q[0], q[1]; h q[0];
a = measure q[0];
b = measure q[1];
if (b == 1) x q[2];
if (a) { z q[2]; }
out = measure q[2];
`;
    const r = sampleCounts(parseQasm(src), { shots: 2000, seed: 3 });
    expect(r.method).toBe('shot-branching');
    for (const k of Object.keys(r.counts)) expect(k.startsWith('1 ')).toBe(true); // out is the leftmost register
    expect(Object.keys(r.counts).length).toBe(4);
  });

  test('else, compound conditions and a branch that measures into its own condition bit', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
qubit[3] q;
bit[2] c;
bit r;
h q[0]; h q[1];
c[0] = measure q[0];
c[1] = measure q[1];
if (c[0] == 1 && c[1] == 1) { x q[2]; } else { reset q[2]; }
if (c == 0) { c[0] = measure q[2]; } else { x q[2]; }
r = measure q[2];
`;
    // c == 3: q2 = 1 then x → r = 0. c in {1, 2}: q2 = 0 then x → r = 1.
    // c == 0: c[0] = measure q2 (0), the else branch must NOT run (it saw c == 0 before) → r = 0.
    const r = counts(src, 2000);
    expect(r).toEqual(expect.objectContaining({}));
    const byC: Record<string, Set<string>> = {};
    for (const k of Object.keys(r)) {
      const [rr, cc] = k.split(' ');
      (byC[cc] ??= new Set()).add(rr);
    }
    expect([...byC['11']]).toEqual(['0']);
    expect([...byC['01']]).toEqual(['1']);
    expect([...byC['10']]).toEqual(['1']);
    expect([...byC['00']]).toEqual(['0']);
  });

  test('while on a measured value: repeat until success, every shot ends in the success state', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
qubit q;
qubit flag;
bit f = 1;
bit out;
while (f == 1) {
  reset flag;
  h flag;
  f = measure flag;
}
out = measure flag;
`;
    const c = parseQasm(src);
    expect(c.ops.some((o) => o.kind === 'jump')).toBe(true);
    const r = sampleCounts(c, { shots: 500, seed: 11 });
    expect(r.counts).toEqual({ '0 0': 500 });
  });

  test('a while loop that never ends is stopped per shot', () => {
    const c = parseQasm('OPENQASM 3.0;\nqubit q;\nbit b;\nb = measure q;\nwhile (b == 0) { }\n');
    expect(() => sampleCounts(c, { shots: 1, seed: 1 })).toThrow(/more than 1000000 iterations/);
  });

  test('switch on a measured register: one branch per case, default otherwise', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
qubit[3] q;
bit[2] c;
bit r;
h q[0]; h q[1];
c = measure q[0:1];
switch (c) { case 0 { } case 1, 2 { x q[2]; } default { x q[2]; x q[2]; } }
r = measure q[2];
`.replace('c = measure q[0:1];', 'c[0] = measure q[0];\nc[1] = measure q[1];');
    const r = counts(src, 2000);
    for (const k of Object.keys(r)) {
      const [rr, cc] = k.split(' ');
      expect(rr).toBe(cc === '01' || cc === '10' ? '1' : '0');
    }
  });

  test('classical bit writes and shifts of measured bits (angle register as in ipe.qasm)', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
qubit q;
bit[3] c = "101";
c <<= 1;
x q;
c[0] = measure q;
c <<= 1;
`;
    expect(counts(src, 50)).toEqual({ '110': 50 });
  });

  test('a measured angle register as a rotation angle (ipe.qasm) acts as the rotation by its value', () => {
    // c = 101 (measured from x'ed qubits) = 5/8 of a turn; inv @ ctrl @ phase(c) equals the constant version
    const head =
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] m;\nqubit[2] q;\nangle[3] c;\nx m[0];\nx m[2];\nc[0] = measure m[0];\nc[1] = measure m[1];\nc[2] = measure m[2];\nh q;\n';
    const measured = parseQasm(head + 'inv @ ctrl @ phase(c) q[0], q[1];\nrx(c) q[0];\n');
    const fixed = parseQasm(head + 'inv @ ctrl @ phase(5 * 2 * pi / 8) q[0], q[1];\nrx(5 * 2 * pi / 8) q[0];\n');
    const a = simulateStatevector(measured, { seed: 1 }),
      b = simulateStatevector(fixed, { seed: 1 });
    let re = 0,
      im = 0;
    for (let i = 0; i < a.re.length; i++) {
      re += a.re[i] * b.re[i] + a.im[i] * b.im[i];
      im += a.re[i] * b.im[i] - a.im[i] * b.re[i];
    }
    expect(Math.hypot(re, im)).toBeCloseTo(1, 12);
    expect(measured.ops.filter((o) => o.kind === 'gate' && o.condition).length).toBe(6);
    // anything else that would need the measured value is refused
    expect(errorOf(head + 'u3(c, 0, 0) q[0];\n').message).toMatch(/only supported as the angle of a standard rotation/);
  });

  test('delay, box and barrier: idle time in the IR, no effect on sim-cpu; a stretch outside the simple case is refused by the noise engine', () => {
    const src = `OPENQASM 3.0;
include "stdgates.inc";
stretch g;
qubit[2] q;
bit[2] c;
x q[0];
delay[100ns] q[0];
delay[2*g + 10dt] q[1];
box[1us] { cx q[0], q[1]; }
barrier q;
c = measure q;
`.replace('c = measure q;', 'c[0] = measure q[0];\nc[1] = measure q[1];');
    const c = parseQasm(src);
    const delays = c.ops.filter((o: Op) => o.kind === 'delay');
    expect(delays).toEqual([
      { kind: 'delay', qubits: [0], duration: { seconds: 100e-9, dt: 0, stretch: 0 }, at: { line: 7, col: 1 } },
      {
        kind: 'delay',
        qubits: [1],
        duration: { seconds: 0, dt: 10, stretch: 2 },
        at: { line: 8, col: 1 },
        stretchVars: 1
      }
    ]);
    // box[1us] { … }: an opening barrier carrying the duration and a closing one, on the box's qubits
    const bars = c.ops.filter((o: Op) => o.kind === 'barrier');
    expect(bars.slice(0, 2)).toEqual([
      { kind: 'barrier', qubits: [0, 1], box: { seconds: 1e-6, dt: 0, stretch: 0 }, at: { line: 9, col: 1 } },
      { kind: 'barrier', qubits: [0, 1], boxEnd: true }
    ]);
    expect(sampleCounts(c, { shots: 20, seed: 1 }).counts).toEqual({ '11': 20 });
    expect(() => runOnTarget(c, { target: 'fake:fez', shots: 10, seed: 1 })).toThrow(
      /the stretch in the delay at line 8:1 cannot be resolved on fake:fez@1: it is not between two barriers/
    );
    // without the stretch it runs on the device (delays are idle time there: __tests__/quantum/noise/delay-noise.test.ts)
    expect(runOnTarget(parseQasm(src.replace('2*g + ', '')), { target: 'fake:fez', shots: 10, seed: 1 }).shots).toBe(
      10
    );
  });

  test('the noise engine refuses classical writes and jumps instead of simulating them wrongly', () => {
    const c = parseQasm('OPENQASM 3.0;\nqubit q;\nbit b;\nb = measure q;\nwhile (b == 1) { b = measure q; }\n');
    expect(() => runOnTarget(c, { target: 'fake:fez', shots: 10, seed: 1 })).toThrow(/while' loop on measured values/);
    const d = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nc[0] = measure q[0];\nif (c[0] == 1 || c[1] == 1) x q[1];\n'
    );
    expect(() => runOnTarget(d, { target: 'fake:fez', shots: 10, seed: 1 })).toThrow(/compound condition/);
  });

  test.each([
    [
      'int x = 1;\nqubit q;\nbit b;\nb = measure q;\nif (b) { x = 2; }\n',
      6,
      10,
      /'x' would depend on a measurement result/
    ],
    [
      'qubit q;\nbit b;\nb = measure q;\nint y = b + 1;\n',
      5,
      11,
      /on a value that depends on a measurement result is not supported/
    ],
    [
      'qubit[2] q;\nbit a;\nbit b;\na = measure q[0];\nb = measure q[1];\nif (a == b) { }\n',
      7,
      7,
      /comparing two measured values/
    ],
    ['qubit q;\nbit b;\nb = 2 * measure q;\n', 4, 9, /'measure' can only be the whole right-hand side/],
    ['const int n = 2;\nn = 3;\n', 3, 1, /'n' is a constant/],
    ['for int i in [0:1000000000] { }\n', 2, 14, /over the limit of 100000/],
    ['int i = 0;\nwhile (true) { i += 1; }\n', 3, 1, /loops ran more than 100000 iterations/],
    ['def f(int a) -> int { return f(a); }\nint x = f(1);\n', 2, 30, /subroutine calls nested deeper than 64/],
    ['bit[2] c;\nfloat x = c[5];\n', 3, 13, /index 5 is out of range for 'c' of size 2/],
    ['qubit q;\nrx(1.0 / 0.0) q;\n', 3, 8, /division by zero/]
  ])('refused with a position: %#', (body, line, col, msg) => {
    const e = errorOf(`OPENQASM 3.0;\ninclude "stdgates.inc";\n${body}`.replace('include "stdgates.inc";\n', ''));
    expect(e.message).toMatch(msg);
    expect([e.line, e.column]).toEqual([line, col]);
  });

  test('re-reading loop bodies is bounded by a token budget (a skipped branch counts too)', () => {
    const big = 'x q; '.repeat(2000);
    const src = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit q;\nfor int i in [0:99999] {\n  if (false) { ${big} }\n}\n`;
    let err: unknown;
    try {
      parseQasm(src, { maxTokensRead: 200_000 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(QasmError);
    expect((err as QasmError).message).toMatch(/reads more than 200000 tokens/);
    // the default budget leaves room for large plain programs: 20 million tokens
    expect(() =>
      parseQasm(`OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit q;\n${'x q;\n'.repeat(50_000)}`)
    ).not.toThrow();
  });

  test('bits declared in a loop body are reused by the next iteration (reset to 0 first)', () => {
    const src = `OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit q;\nbit out;\nfor int i in [0:4999] {\n  bit b;\n  if (b) x q;\n  b = measure q;\n}\nout = measure q;\n`;
    const c = parseQasm(src);
    expect(c.numClbits).toBe(2);
    // b is 0 at each declaration: the x never runs, q stays |0>
    expect(sampleCounts(c, { shots: 20, seed: 2 }).counts).toEqual({ '0': 20 });
    const d = parseQasm(
      src.replace('bit b;\n  if (b) x q;\n  b = measure q;', 'bit b;\n  x q;\n  b = measure q;\n  if (b) x q;')
    );
    expect(sampleCounts(d, { shots: 20, seed: 2 }).counts).toEqual({ '0': 20 });
  });

  test('a local bit measured in a static circuit is not part of the count key', () => {
    const c = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[1] c;\nx q;\n{\n  bit b;\n  b = measure q[0];\n}\nc[0] = measure q[1];\n'
    );
    const r = sampleCounts(c, { shots: 10, seed: 1 });
    expect(r.method).toBe('final-state');
    expect(r.counts).toEqual({ '1': 10 });
  });

  test('annotations and pragmas are ignored', () => {
    const c = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\npragma qiskit.simulator noise none\n@bind something\nqubit q;\n#pragma foo\nx q;\n'
    );
    expect(gates(c).map((g) => g.name)).toEqual(['x']);
  });
});
