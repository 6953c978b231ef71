import { describe, expect, test } from '@jest/globals';
import { parseQasm, QasmError } from '../../../src/quantum/qasm/index.js';
import { headerlessVersion } from '../../../src/quantum/qasm/dialect.js';
import { lex } from '../../../src/quantum/qasm/lexer.js';

// The reader's word lists live in one module (src/quantum/qasm/keywords.ts, issue #34). These tables state what
// each list does, word by word, so that a word lost or added there shows here.

const KEYWORDS = (
  'OPENQASM include qreg creg qubit bit int uint float angle bool complex duration stretch array const let gate def ' +
  'defcal defcalgrammar cal extern opaque input output if else for in while switch case default break continue ' +
  'return end measure reset barrier delay box durationof sizeof readonly mutable true false ctrl negctrl inv pow ' +
  'gphase U void pragma nop'
).split(' ');
const GATE_NAME_KEYWORDS =
  'OPENQASM include qreg creg qubit bit int uint float angle bool if for while def measure reset barrier let const'.split(
    ' '
  );
const QASM3_ONLY = (
  'qubit bit int uint float angle bool const let def for while switch box delay array duration stretch input output ' +
  'gphase ctrl negctrl inv pow else end'
).split(' ');

function error(src: string): { message: string; line: number; column: number } {
  try {
    parseQasm(src);
  } catch (e) {
    if (e instanceof QasmError) return { message: e.message, line: e.line, column: e.column };
    throw e;
  }
  throw new Error(`no error for ${src}`);
}

describe('keywords', () => {
  test.each(KEYWORDS)("'%s' cannot name a qubit, a bit or a variable", (k) => {
    const head = 'OPENQASM 3.0;\nqubit ';
    expect(error(`${head}${k};`)).toEqual({
      message: `'${k}' is a keyword and cannot be used as a qubit name`,
      line: 2,
      column: 7
    });
    expect(error(`OPENQASM 3.0;\nint[8] ${k} = 1;`).message).toBe(
      `'${k}' is a keyword and cannot be used as a variable name`
    );
    expect(error(`OPENQASM 2.0;\ncreg ${k}[2];`).message).toBe(
      `'${k}' is a keyword and cannot be used as a register name`
    );
  });

  test('a name that is not a keyword is declared', () => {
    for (const name of ['foo', 'Qubit', 'gates', 'sin', 'measured'])
      expect(parseQasm(`OPENQASM 3.0;\nqubit ${name};\nint[8] ${name}_n = 1;`).numQubits).toBe(1);
  });

  test.each(GATE_NAME_KEYWORDS)("'%s' cannot name a gate", (k) => {
    expect(error(`OPENQASM 3.0;\ngate ${k} a { }`)).toEqual({
      message: `'${k}' is a keyword and cannot name a gate`,
      line: 2,
      column: 6
    });
  });
});

describe('the words that make a program without an OPENQASM line OpenQASM 3', () => {
  test.each(QASM3_ONLY)("'%s'", (k) => {
    expect(headerlessVersion(lex(`qreg q[1];\n${k}`))).toBe(3);
  });

  test('OpenQASM 2 words leave it OpenQASM 2', () => {
    const words = KEYWORDS.filter((k) => !QASM3_ONLY.includes(k));
    expect(words).toHaveLength(KEYWORDS.length - QASM3_ONLY.length);
    for (const k of words) expect([k, headerlessVersion(lex(`qreg q[1];\n${k}`))]).toEqual([k, 2]);
  });
});
