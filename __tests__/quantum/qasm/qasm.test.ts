import { describe, expect, test } from '@jest/globals';
import { QasmError, circuitStats, parseQasm } from '../../../src/quantum/index.js';

function errorOf(src: string, limits = {}): QasmError {
  try {
    parseQasm(src, limits);
  } catch (e) {
    expect(e).toBeInstanceOf(QasmError);
    return e as QasmError;
  }
  throw new Error('expected a QasmError');
}

describe('reader: structure', () => {
  test('Qiskit qasm3.dumps output with several registers', () => {
    const c = parseQasm(`OPENQASM 3.0;
include "stdgates.inc";
gate rzx(_gate_p_0) _gate_q_0, _gate_q_1 {
  h _gate_q_1;
  cx _gate_q_0, _gate_q_1;
  rz(_gate_p_0) _gate_q_1;
  cx _gate_q_0, _gate_q_1;
  h _gate_q_1;
}
gate ecr _gate_q_0, _gate_q_1 {
  rzx(pi/4) _gate_q_0, _gate_q_1;
  x _gate_q_0;
  rzx(-pi/4) _gate_q_0, _gate_q_1;
}
bit[2] meas;
bit[1] extra;
qubit[2] q;
qubit[1] r;
ecr q[0], q[1];
barrier q[0], q[1], r[0];
meas[0] = measure q[0];
meas[1] = measure q[1];
extra[0] = measure r[0];
`);
    expect(c.version).toBe(3);
    expect(c.numQubits).toBe(3);
    expect(c.numClbits).toBe(3);
    expect(c.qregs).toEqual([
      { name: 'q', size: 2, offset: 0 },
      { name: 'r', size: 1, offset: 2 }
    ]);
    expect(c.cregs).toEqual([
      { name: 'meas', size: 2, offset: 0 },
      { name: 'extra', size: 1, offset: 2 }
    ]);
    const s = circuitStats(c);
    expect(s.gateCounts).toEqual({ ecr: 1 });
    expect(s.byArity).toEqual({ '2': 1 });
    expect(s.twoQubitGates).toBe(1);
    expect(s.measurements).toBe(3);
    expect(s.barriers).toBe(1);
    expect(s.midCircuitMeasurement).toBe(false);
    expect(s.dynamic).toBe(false);
  });

  test('Qiskit qasm2.dumps output, broadcast and expressions', () => {
    const c = parseQasm(`OPENQASM 2.0;
include "qelib1.inc";
qreg q[3];
creg c[3];
u3(pi/2,-pi/4,2*pi/3) q[0];
rz(-0.5*pi) q[1];
rx(sin(pi/6)+cos(0)-exp(0)+ln(1)+sqrt(4)-tan(0)+2^2-3*(1/3)) q[2];
cx q[0],q[1];
h q;
measure q -> c;
`);
    const ops = c.ops.filter((o) => o.kind === 'gate');
    expect(ops.map((o) => o.name)).toEqual(['u3', 'rz', 'rx', 'cx', 'h', 'h', 'h']);
    if (ops[2].kind === 'gate') expect(ops[2].params[0]).toBeCloseTo(0.5 + 1 - 1 + 0 + 2 - 0 + 4 - 1, 14);
    if (ops[1].kind === 'gate') expect(ops[1].params[0]).toBeCloseTo(-Math.PI / 2, 15);
    expect(
      c.ops.filter((o) => o.kind === 'measure').map((o) => (o.kind === 'measure' ? [o.qubit, o.clbit] : []))
    ).toEqual([
      [0, 0],
      [1, 1],
      [2, 2]
    ]);
  });

  test('physical qubits, OpenQASM 3 operators and constants', () => {
    const c = parseQasm(
      'OPENQASM 3;\ninclude "stdgates.inc";\nbit[2] c;\nrz(τ/4 - π/2 + 2**3 - euler + ℯ) $3;\ncx $0, $3;\nc[0] = measure $3;\n'
    );
    expect(c.numQubits).toBe(4);
    const g = c.ops[0];
    if (g.kind === 'gate') expect(g.params[0]).toBeCloseTo(8, 14);
  });

  test('stats: user gates and modified gates count once with their arity; mid-circuit measurement', () => {
    const c = parseQasm(`OPENQASM 3.0;
include "stdgates.inc";
gate bell a, b { h a; cx a, b; }
qubit[3] q;
bit[3] c;
bell q[0], q[1];
inv @ iswap q[1], q[2];
ctrl(2) @ x q[0], q[1], q[2];
gphase(0.1);
c[0] = measure q[0];
h q[0];
reset q[1];
`);
    const s = circuitStats(c);
    expect(s.gateCounts).toEqual({ bell: 1, 'inv @ iswap': 1, ccx: 1, gphase: 1, h: 1 });
    expect(s.byArity).toEqual({ '0': 1, '1': 1, '2': 2, '3': 1 });
    expect(s.twoQubitGates).toBe(2);
    expect(s.nonlocalGates).toBe(3);
    expect(s.midCircuitMeasurement).toBe(true);
    expect(s.dynamic).toBe(true);
    expect(s.resets).toBe(1);
  });

  test('an initial reset of a fresh qubit does not make the circuit dynamic', () => {
    const s = circuitStats(
      parseQasm('OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nreset q;\nh q[0];\nmeasure q -> c;\n')
    );
    expect(s.dynamic).toBe(false);
    expect(s.midCircuitMeasurement).toBe(false);
  });
});

describe('reader: errors carry line and column', () => {
  const cases: [string, string, number, number, RegExp][] = [
    [
      'defcal',
      'OPENQASM 3.0;\nqubit[1] q;\ndefcal x $0 { }\n',
      3,
      1,
      /pulse-level calibration \('defcal'\) is not supported/
    ],
    ['array', 'OPENQASM 3.0;\n  array[complex, 2] a;\n', 2, 9, /arrays of 'complex' are not supported/],
    [
      'durationof',
      'OPENQASM 3.0;\nduration d = durationof({x $0;});\n',
      2,
      14,
      /'durationof' is not supported: it needs the gate durations of a device target/
    ],
    ['extern', 'OPENQASM 3.0;\n  extern f(int) -> int;\n', 2, 3, /unsupported construct 'extern'/],
    ['input', 'OPENQASM 3.0;\ninput float[64] theta;\n', 2, 1, /unsupported construct 'input'/],
    [
      'opaque gate applied',
      'OPENQASM 2.0;\nqreg q[1];\nopaque g a;\ng q[0];\n',
      4,
      1,
      /gate 'g' is declared 'opaque': it has no definition to simulate/
    ],
    [
      'qelib1 gate without the include',
      'OPENQASM 2.0;\nqreg q[2];\ncx q[0], q[1];\n',
      3,
      1,
      /gate 'cx' is defined in qelib1.inc: add 'include "qelib1.inc";' after the OPENQASM 2.0 line/
    ],
    [
      'gate outside qelib1 in OpenQASM 2',
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\necr q[0], q[1];\n',
      4,
      1,
      /unknown gate 'ecr': an OpenQASM 2.0 program knows U, CX, the gates of qelib1.inc and the gates it defines/
    ],
    ['opaque in OpenQASM 3', 'OPENQASM 3.0;\nopaque g a;\n', 2, 1, /'opaque' is OpenQASM 2 only/],
    ['unknown gate', 'OPENQASM 3.0;\nqubit[1] q;\n\n   foo q[0];\n', 4, 4, /unknown gate 'foo'/],
    [
      'arity',
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncx q[0];\n',
      4,
      1,
      /gate 'cx' needs 2 qubit\(s\), got 1/
    ],
    ['params', 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\nrx q[0];\n', 4, 1, /takes 1 parameter/],
    [
      'range',
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\nh q[5];\n',
      4,
      5,
      /index 5 is out of range for 'q' of size 2/
    ],
    ['register', 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\nh r[0];\n', 4, 3, /unknown qubit register 'r'/],
    ['include', 'OPENQASM 2.0;\ninclude "other.inc";\n', 2, 9, /include of "other.inc" is not supported/],
    ['duplicate', 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncx q[1], q[1];\n', 4, 1, /same qubit twice/],
    ['comment', 'OPENQASM 2.0;\n/* never closed\n', 2, 1, /unterminated comment/],
    ['version', 'OPENQASM 4.0;\n', 1, 10, /unsupported OpenQASM version 4.0/],
    ['missing semicolon', 'OPENQASM 2.0;\nqreg q[2]\ncreg c[2];\n', 3, 1, /expected ';' but found 'creg'/],
    ['measure sizes', 'OPENQASM 2.0;\nqreg q[2];\ncreg c[3];\nmeasure q -> c;\n', 4, 1, /measure sizes differ/],
    [
      'fractional pow of 2-qubit gate',
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\npow(0.5) @ swap q[0], q[1];\n',
      4,
      1,
      /non-integer exponent is not supported for gate 'swap'/
    ]
  ];
  test.each(cases)('%s', (_name, src, line, column, msg) => {
    const e = errorOf(src);
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.message).toMatch(msg);
  });
});

describe('reader: bounded on hostile input', () => {
  test('exponential gate nesting stops at the operation limit, quickly', () => {
    let src = 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\ngate g0 a { h a; h a; }\n';
    for (let i = 1; i <= 40; i++) src += `gate g${i} a { g${i - 1} a; g${i - 1} a; }\n`;
    src += 'g40 q[0];\n';
    const e = errorOf(src, { maxOps: 100000 });
    expect(e.message).toMatch(/more than 100000 operations/);
    expect(e.line).toBe(45);
  });
  test('pow with a huge exponent is refused', () => {
    expect(errorOf('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit q;\npow(1e12) @ x q;\n').message).toMatch(
      /expands beyond/
    );
  });
  test('deep chains of gate definitions hit the depth limit', () => {
    let src = 'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\ngate g0 a { h a; }\n';
    for (let i = 1; i <= 100; i++) src += `gate g${i} a { g${i - 1} a; }\n`;
    src += 'g100 q[0];\n';
    expect(errorOf(src).message).toMatch(/nested deeper than 64/);
  });
  test('deeply nested expressions are refused without a stack overflow', () => {
    const e = errorOf(
      `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[1];\nrx(${'('.repeat(100000)}1${')'.repeat(100000)}) q[0];\n`
    );
    expect(e.message).toMatch(/expression nested deeper than 500/);
    // a run of 100,000 prefix signs is read in a loop (Qiskit's test_excessive_depth_unary)
    const c = parseQasm(`OPENQASM 2.0;\nqreg q[1];\nU(${'-'.repeat(100000)}2.0, -${'-'.repeat(99999)}2.0, 0) q[0];\n`);
    expect((c.ops[0] as { params: number[] }).params.slice(0, 2)).toEqual([2, 2]);
    // about 500 levels of nesting, in a gate body applied inside 499 nested blocks: no stack overflow
    const deep = '(x+'.repeat(249) + '1.0' + ')'.repeat(249); // two levels each
    expect(() =>
      parseQasm(
        `OPENQASM 3.0;\ngate g(x) a { U(${deep}, 0, 0) a; }\nqubit[1] q;\n${'{'.repeat(499)} g(${'('.repeat(499)}0.5${')'.repeat(499)}) q[0]; ${'}'.repeat(499)}\n`
      )
    ).not.toThrow();
    expect(errorOf(`OPENQASM 3.0;\nqubit[1] q;\n${'{'.repeat(501)}${'}'.repeat(501)}\n`).message).toMatch(
      /blocks nested deeper than 500/
    );
  });
  test('a run of prefix signs in a gate body costs nothing per call (1,000,000 signs, 20,000 calls)', () => {
    const src = `OPENQASM 3.0;\ngate g(x) a { U(${'-'.repeat(1_000_000)}x, 0, 0) a; }\nqubit[1] q;\nfor int i in [1:20000] { g(0.5) q[0]; }\n`;
    const c = parseQasm(src);
    expect(c.ops).toHaveLength(20000);
    expect((c.ops[19999] as { params: number[] }).params[0]).toBe(0.5);
    // runs of one operator reduce to what they mean; what cannot reduce counts against the nesting bound
    const one = (e: string) =>
      parseQasm(`OPENQASM 3.0;\nqubit[1] q;\nbool b = ${e};\nif (b) U(0.1, 0, 0) q[0];\n`).ops.length;
    expect([one('!!!true'), one('!!!!true'), one('!!!!!0'), one('~~~5 == -6'), one('-+--+-1 == 1')]).toEqual([
      0, 1, 1, 1, 1
    ]);
    expect(errorOf(`OPENQASM 3.0;\nqubit[1] q;\nbool b = ${'-!'.repeat(300)}true;\n`).message).toMatch(
      /expression nested deeper than 500/
    );
    expect(errorOf('OPENQASM 3.0;\nbool b = ~~~~true;\n').message).toMatch(/operator '~' is not defined on a bool/);
  });
  test('source size, register size and gate self-reference', () => {
    expect(errorOf('OPENQASM 2.0;\n// ' + 'x'.repeat(200), { maxSourceChars: 100 }).message).toMatch(/limit is 100/);
    expect(errorOf('OPENQASM 2.0;\nqreg q[100000];\n').message).toMatch(/too many qubits: 100000 \(limit 4096\)/);
    expect(errorOf('OPENQASM 2.0;\ngate g a { g a; }\n').message).toMatch(/gate 'g' cannot call itself/);
  });
});
