/**
 * The OpenQASM corpus of __tests__/fixtures/openqasm-corpus/ (README there) with its recorded Qiskit 2.6.1 verdicts
 * and benchgate's deliberate differences, shared by openqasm-corpus.test.ts (against the recorded verdicts) and
 * openqasm-corpus.oracle.test.ts (against the installed Qiskit).
 */
import { readFileSync } from 'node:fs';
import { parseQasm } from '../../../src/quantum/index.js';
import type { Circuit } from '../../../src/quantum/index.js';

const DIR = new URL('../../fixtures/openqasm-corpus/', import.meta.url);

export interface Item {
  name: string;
  version: 2 | 3;
  program: string;
}

function corpus(): Item[] {
  const items: Item[] = [];
  for (const version of [2, 3] as const) {
    const text = readFileSync(new URL(`qasm${version}.txt`, DIR), 'utf8');
    for (const chunk of text.split(/^#### /m).slice(1)) {
      const nl = chunk.indexOf('\n');
      const name = (nl < 0 ? chunk : chunk.slice(0, nl)).trim();
      items.push({ name: `qasm${version}/${name}`, version, program: nl < 0 ? '' : chunk.slice(nl + 1) });
    }
  }
  return items;
}

export type Verdict = 'accept' | 'refuse';
export const VERDICTS = JSON.parse(readFileSync(new URL('verdicts.json', DIR), 'utf8')) as Record<
  string,
  { qiskit: Verdict; error?: string; plainLoads?: Verdict }
>;

/**
 * The deliberate differences: benchgate decides the opposite of Qiskit on these items, for the reason
 * given (the same list, grouped, is in docs/openqasm.md). The test fails if one of them agrees again.
 */
const IMPORTER =
  'Qiskit 2.6.1 (qiskit-qasm3-import) does not implement this part of OpenQASM 3; benchgate reads it as the specification says';
export const DIFFERENCES: Record<string, string> = {
  // the caller chooses Qiskit's reader; benchgate reads the version the program names
  'qasm2/version-3-refused': 'benchgate reads the version the header names (Qiskit: the reader the caller chose)',
  'qasm3/version-2-in-3-refused': 'benchgate reads the version the header names; qubit is not OpenQASM 2',
  // decisions of benchgate
  'qasm2/overflow-to-infinity': 'security: no infinite or NaN angle reaches a simulator (docs/security/qasm.md)',
  'qasm3/overflow-to-infinity': 'security: no infinite or NaN angle reaches a simulator (docs/security/qasm.md)',
  'qasm2/deep-parens-2000': 'resource bound: expressions nest at most 500 deep (runs of prefix signs are not limited)',
  'qasm2/opaque-applied': 'an opaque gate has no definition: there is nothing to simulate (declaring one is accepted)',
  'qasm2/huge-condition-54-bits':
    'condition values are exact up to 2^53; a larger one the register can hold is refused',
  'qasm3/cx-without-include': "a standard gate has one meaning; benchgate's own toQasm3 writes no include",
  'qasm3/h-without-include': "a standard gate has one meaning; benchgate's own toQasm3 writes no include",
  'qasm3/include-qelib-in-3': 'both standard libraries are built in; qelib1.inc in OpenQASM 3 names the same gates',
  'qasm3/input-float': 'an input needs a value from the caller, and benchgate has no way to pass one',
  'qasm3/input-angle': 'an input needs a value from the caller, and benchgate has no way to pass one',
  'qasm3/gate-in-block': 'a branch known not to be taken is skipped unread (c[0] was never measured)',
  'qasm3/qubit-in-local-scope': 'a branch known not to be taken is skipped unread (c[0] was never measured)',
  // leniency of benchgate's OpenQASM 2 (one lexer and identifier rule for both versions)
  'qasm2/block-comment': 'OpenQASM 3 block comments are also read in OpenQASM 2',
  'qasm2/condition-on-bit-refused': 'a condition on one bit, if (c[0] == 1), is also read in OpenQASM 2',
  'qasm2/uppercase-register': 'identifiers follow the OpenQASM 3 rules in both versions',
  'qasm2/register-named-like-qelib-gate':
    'registers and gates have separate namespaces in OpenQASM 2 (creg z beside gate z)',
  'qasm2/unicode-identifier': 'identifiers follow the OpenQASM 3 rules in both versions',
  // Qiskit refuses valid programs
  'qasm3/empty': 'an empty program is valid; Qiskit fails with an AttributeError',
  'qasm3/deep-parens-300': 'Qiskit hits the Python recursion limit at 300 levels; benchgate allows 500',
  'qasm3/deep-unary': 'Qiskit hits the Python recursion limit on a run of prefix signs',
  'qasm3/measure-without-target': IMPORTER,
  'qasm3/bit-initialised-with-literal': IMPORTER,
  'qasm3/if-else': IMPORTER,
  'qasm3/for-loop': IMPORTER,
  'qasm3/for-loop-step': IMPORTER,
  'qasm3/ghz5': IMPORTER,
  'qasm3/switch': IMPORTER,
  'qasm3/const-int': IMPORTER,
  'qasm3/int-variable': IMPORTER,
  'qasm3/float-variable': IMPORTER,
  'qasm3/angle-variable': IMPORTER,
  'qasm3/bool-variable': IMPORTER,
  'qasm3/def-subroutine': IMPORTER,
  'qasm3/power-operator': IMPORTER,
  'qasm3/math-functions': IMPORTER,
  'qasm3/cast': IMPORTER,
  'qasm3/array-declaration': IMPORTER
};

/**
 * Programs both accept where Qiskit's statevector is wrong: qiskit-qasm3-import binds a user gate's
 * parameters in alphabetical order of their names instead of their declared order. Each is compared
 * instead with Qiskit's statevector of the same program with the gate written out (the reference).
 */
export const QISKIT_WRONG: Record<string, string> = {
  'qasm3/gate-parameterised':
    'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[1] q;\nrz(0.7) q[0];\nry(0.3) q[0];\nrz(-0.7) q[0];\n',
  'qasm3/gate-params-not-alphabetical':
    'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[1] q;\nrx(0.9) q[0];\nry(0.2) q[0];\n'
};

export function read(item: Item): { verdict: Verdict; circuit?: Circuit; error?: unknown } {
  try {
    return { verdict: 'accept', circuit: parseQasm(item.program) };
  } catch (error) {
    return { verdict: 'refuse', error };
  }
}

export const ITEMS = corpus();
