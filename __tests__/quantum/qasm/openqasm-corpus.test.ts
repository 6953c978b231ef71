/**
 * benchgate's OpenQASM reader against Qiskit's (`qiskit.qasm2.loads`, `qiskit.qasm3.loads`) on the corpus of
 * __tests__/fixtures/openqasm-corpus/ (README there): the same accept/refuse on every program but the
 * deliberate differences (openqasm-corpus.ts; docs/openqasm.md, "Against Qiskit"), as recorded from Qiskit
 * 2.6.1 in verdicts.json. Against the installed Qiskit, with statevectors: openqasm-corpus.oracle.test.ts.
 */
import { describe, expect, test } from '@jest/globals';
import { QasmError } from '../../../src/quantum/index.js';
import { DIFFERENCES, ITEMS, VERDICTS, read, type Verdict } from './openqasm-corpus.js';

describe('the OpenQASM corpus', () => {
  test('has a recorded Qiskit verdict for every program, and nothing else', () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(150);
    expect(ITEMS.map((i) => i.name).sort()).toEqual(Object.keys(VERDICTS).sort());
    for (const name of Object.keys(DIFFERENCES)) expect(VERDICTS[name]).toBeDefined();
    const count = (v: 2 | 3, q: Verdict) =>
      ITEMS.filter((i) => i.version === v && VERDICTS[i.name].qiskit === q).length;
    for (const v of [2, 3] as const)
      for (const q of ['accept', 'refuse'] as const) expect(count(v, q)).toBeGreaterThan(30);
  });

  test.each(ITEMS.map((i) => [i.name, i] as const))('%s: benchgate decides as Qiskit', (name, item) => {
    const { verdict, error } = read(item);
    const qiskit = VERDICTS[name].qiskit;
    const expected: Verdict = name in DIFFERENCES ? (qiskit === 'accept' ? 'refuse' : 'accept') : qiskit;
    if (verdict !== expected)
      throw new Error(
        `${name}: benchgate ${verdict}s, expected ${expected} (Qiskit ${qiskit}${VERDICTS[name].error ? `: ${VERDICTS[name].error}` : ''})` +
          (error ? `\nbenchgate: ${(error as Error).message}` : '')
      );
    if (error) {
      // a refusal is a positioned QasmError, never a crash
      expect(error).toBeInstanceOf(QasmError);
      expect((error as QasmError).line).toBeGreaterThanOrEqual(1);
      expect((error as QasmError).column).toBeGreaterThanOrEqual(1);
    }
  });
});

/** The line of a recorded Qiskit error (`<input>:3,0: …`, `"3,0: …"`, `L4:C12: …`), when it names one. */
function qiskitLine(error: string | undefined): number | undefined {
  const m = /<input>:(\d+),|^\w+: ["']?(\d+),\d+:|L(\d+):C/.exec(error ?? '');
  return m ? Number(m[1] ?? m[2] ?? m[3]) : undefined;
}

test('where both refuse and Qiskit names a line, benchgate names the same line', () => {
  const lines: [string, number | undefined, number][] = [];
  for (const item of ITEMS) {
    const q = qiskitLine(VERDICTS[item.name].error);
    const { error } = read(item);
    if (q !== undefined && error instanceof QasmError) lines.push([item.name, q, error.line]);
  }
  expect(lines.length).toBeGreaterThanOrEqual(70);
  expect(lines.filter(([, q, b]) => q !== b)).toEqual([]);
});
