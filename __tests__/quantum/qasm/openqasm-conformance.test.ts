import { describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { QasmError, SimulationError, parseQasm, sampleCounts } from '../../../src/quantum/index.js';

// Fixtures: the OpenQASM specification's examples and invalid statements (Apache-2.0, see
// __tests__/fixtures/openqasm/README.md). docs/openqasm.md lists the same statuses.
const DIR = new URL('../../fixtures/openqasm/', import.meta.url);
const read = (p: string): string => readFileSync(new URL(p, DIR), 'utf8');

/** Status of each specification example: accepted (and simulated), or refused with the reason. */
const EXAMPLES: Record<
  string,
  { refused?: RegExp; at?: [number, number]; check?: (counts: Record<string, number>) => void }
> = {
  'adder.qasm': { check: (c) => expect(c).toEqual({ '10000': 200 }) }, // 1 + 15 = 16
  'alignment.qasm': {},
  'arrays.qasm': { refused: /index 4 is out of range for 'my_defined_uints' of size 4/, at: [51, 18] }, // a - 1 = 4 (see openqasm-arrays.test.ts)
  'cphase.qasm': { refused: /unknown qubit register 'q'/, at: [9, 15] }, // the example never declares q
  'dd.qasm': { refused: /'durationof' is not supported/, at: [8, 33] },
  'defcal.qasm': { refused: /pulse-level calibration \('defcalgrammar'\)/, at: [1, 1] },
  'gateteleport.qasm': { refused: /unsupported construct 'extern'/, at: [6, 1] },
  'inverseqft1.qasm': { check: (c) => expect(c).toEqual({ '0000': 200 }) }, // |++++> → 0
  'inverseqft2.qasm': { check: (c) => expect(c).toEqual({ '0 0 0 0': 200 }) },
  'ipe.qasm': { check: (c) => expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(200) },
  'msd.qasm': { refused: /operator '~' is not defined on a bool/, at: [87, 9] }, // and 'success' is never declared
  'qec.qasm': { check: (c) => expect(c).toEqual({ '01 000': 200 }) }, // syndrome 01, error corrected
  'qft.qasm': { check: (c) => expect(Object.keys(c).length).toBe(16) },
  'qpt.qasm': { check: (c) => expect(Object.keys(c).sort()).toEqual(['0', '1']) },
  'rb.qasm': { check: (c) => expect(c).toEqual({ '00': 200 }) },
  'rus.qasm': { check: (c) => expect(c).toEqual({ '0 00': 200 }) }, // "should get zero"
  'scqec.qasm': { refused: /unsupported construct 'extern'/, at: [16, 1] },
  't1.qasm': { refused: /unsupported construct 'extern'/, at: [13, 1] },
  'teleport.qasm': { check: (c) => expect(Object.keys(c).every((k) => k.length === 5)).toBe(true) },
  'varteleport.qasm': {},
  'vqe.qasm': { refused: /unsupported construct 'extern'/, at: [17, 1] }
};

describe('specification examples', () => {
  test('every example has a status', () => {
    expect(readdirSync(new URL('spec-examples/', DIR)).sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  test.each(Object.entries(EXAMPLES))('%s', (file, want) => {
    const src = read(`spec-examples/${file}`);
    if (want.refused) {
      let err: unknown;
      try {
        parseQasm(src);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(QasmError);
      const q = err as QasmError;
      expect(q.message).toMatch(want.refused);
      expect([q.line, q.column]).toEqual(want.at);
      return;
    }
    const c = parseQasm(src);
    if (c.numQubits > 20) return; // varteleport: 21 qubits, read only (simulated in docs' table run)
    const r = sampleCounts(c, { shots: 200, seed: 5 });
    for (const n of Object.values(r.counts)) expect(Number.isInteger(n)).toBe(true);
    want.check?.(r.counts);
  });
});

describe('specification invalid statements: every one is refused', () => {
  const files = readdirSync(new URL('spec-invalid/', DIR)).sort();
  const cases: [string, string][] = [];
  for (const f of files) {
    for (const line of read(`spec-invalid/${f}`).split('\n')) {
      if (line.trim() && !line.trim().startsWith('//')) cases.push([f, line]);
    }
  }
  test('the material is there', () => expect(cases.length).toBeGreaterThan(100));
  // alone, and after declarations of the names the statements use (so a refusal is not only "unknown name")
  const CONTEXT = 'int i = 1;\nint myvar = 0;\nbit[2] a;\nbit b;\n';
  test.each(cases)('%s: %s', (_f, line) => {
    for (const src of [line, line.startsWith('OPENQASM') ? line : CONTEXT + line]) {
      expect(() => parseQasm(src)).toThrow(QasmError);
    }
  });
});

describe('mutated programs', () => {
  test('1,500 random token mutations of the examples: only QasmError or SimulationError, never a crash', () => {
    const srcs = Object.keys(EXAMPLES).map((f) => read(`spec-examples/${f}`));
    let x = 42;
    const r = (n: number): number => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x % n;
    };
    for (let it = 0; it < 1500; it++) {
      const toks = srcs[r(srcs.length)].split(/(\s+|[;,(){}[\]])/);
      for (let j = 0; j <= r(4); j++) {
        const i = r(toks.length);
        const op = r(3);
        if (op === 0) toks.splice(i, 1);
        else if (op === 1) toks.splice(i, 0, toks[r(toks.length)]);
        else toks[i] = toks[r(toks.length)];
      }
      try {
        const c = parseQasm(toks.join(''), { maxTokensRead: 1_000_000 });
        if (c.numQubits <= 10) sampleCounts(c, { shots: 3, seed: it });
      } catch (e) {
        if (!(e instanceof QasmError) && !(e instanceof SimulationError)) throw e;
      }
    }
  });
});
