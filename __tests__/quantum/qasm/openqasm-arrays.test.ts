/** OpenQASM 3 arrays: declarations, initialisers, indexing, slices, sizeof, array parameters, limits. */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { QasmError, parseQasm, sampleCounts } from '../../../src/quantum/index.js';

// arrays.qasm of the specification's examples (Apache-2.0, see __tests__/fixtures/openqasm/README.md)
const ARRAYS = readFileSync(new URL('../../fixtures/openqasm/spec-examples/arrays.qasm', import.meta.url), 'utf8');

function errorOf(src: string): QasmError {
  try {
    parseQasm(src);
  } catch (e) {
    if (e instanceof QasmError) return e;
    throw e;
  }
  throw new Error('accepted');
}

/** Whether the known condition `cond` holds after the program `src` (it drives an x, then a measurement). */
function holds(src: string, cond: string): boolean {
  const c = parseQasm(
    `${src}\nqubit probe_q;\nbit probe_c;\nif (${cond}) { x probe_q; }\nprobe_c = measure probe_q;\n`
  );
  const r = sampleCounts(c, { shots: 4, seed: 1 });
  return r.counts['1'] === 4;
}

describe('arrays', () => {
  const head = 'OPENQASM 3.0;\ninclude "stdgates.inc";\n';
  test('declaration, initialisers, indexing in both notations, element assignment, compound assignment', () => {
    const src = `${head}array[int[8], 4] a = {1, -2, 3, 4};
array[float[64], 2, 3] m = {{0.5, 1.5, 2.5}, {-1.0, 2e-1, 3.0,}};
array[uint[32], 3] z;
array[bool, 2] flags = {true, false};
array[angle, 2] th = {pi, 3 * pi};
a[1] = 7;
a[2] += 10;
m[1, 2] = -4.5;
m[0][0] = m[1, 0] * 2;
z[-1] = 9;`;
    expect(holds(src, 'a[0] == 1 && a[1] == 7 && a[2] == 13 && a[3] == 4')).toBe(true);
    expect(holds(src, 'm[1][2] == -4.5 && m[0, 0] == -2.0 && m[0, 2] == 2.5 && m[1, 1] == 0.2')).toBe(true);
    expect(holds(src, 'z[0] == 0 && z[1] == 0 && z[2] == 9')).toBe(true);
    expect(holds(src, 'flags[0] && !flags[1]')).toBe(true);
    // angle elements wrap to [0, 2π)
    expect(holds(src, 'th[1] == th[0]')).toBe(true);
    // int[8] wraps like a scalar int[8]
    expect(holds(`${head}array[int[8], 1] w = {200};`, 'w[0] == -56')).toBe(true);
  });
  test('rows, slices and whole arrays are copied; sizeof', () => {
    const src = `${head}array[float[32], 4, 2] f = {{0.5, 0.5}, {1.0, 2.0}, {-0.4, 0.7}, {1.3, -2.1e-2}};
array[float[32], 2] row = f[1];
row[0] = 9;
f[0:1] = f[2:3];
f[3] = row;
array[int[8], 6] v = {0, 1, 2, 3, 4, 5};
array[int[8], 3] ev = v[0:2:4];
array[int[8], 6] w = v;
w[0] = 100;
const uint[32] n0 = sizeof(f);
const uint[32] n1 = sizeof(f, 1);`;
    expect(holds(src, 'row[0] == 9 && row[1] == 2.0')).toBe(true);
    expect(holds(src, 'f[1, 0] == 1.0 || true')).toBe(true);
    expect(holds(src, 'f[0, 0] == -0.4 && f[0, 1] == 0.7 && f[1, 0] == 1.3 && f[2, 0] == -0.4')).toBe(true);
    expect(holds(src, 'f[3, 0] == 9 && f[3, 1] == 2.0')).toBe(true);
    expect(holds(src, 'ev[0] == 0 && ev[1] == 2 && ev[2] == 4')).toBe(true);
    expect(holds(src, 'v[0] == 0 && w[0] == 100')).toBe(true);
    expect(holds(src, 'n0 == 4 && n1 == 2')).toBe(true);
  });
  test('array parameters: by reference, readonly refuses writes, mutable writes through, #dim', () => {
    const src = `${head}array[int[32], 3] xs = {1, 2, 3};
def bump(mutable array[int[32], 3] a, int[32] k) { a[k] += 10; }
def total(readonly array[int[32], #dim=1] a) -> int[32] { int[32] s = 0; for int i in [0:sizeof(a) - 1] { s += a[i]; } return s; }
bump(xs, 1);
int[32] t = total(xs);`;
    expect(holds(src, 'xs[1] == 12 && t == 16')).toBe(true);
    const ro = errorOf(`${head}array[int[32], 2] xs;\ndef f(readonly array[int[32], 2] a) { a[0] = 1; }\nf(xs);\n`);
    expect(ro.message).toBe("'a' is a readonly array parameter and cannot be assigned");
    expect([ro.line, ro.column]).toEqual([4, 39]);
    expect(errorOf(`${head}array[int[32], 2] xs;\ndef f(readonly array[int[32], 3] a) { }\nf(xs);\n`).message).toMatch(
      /needs shape 3, got 2/
    );
    expect(
      errorOf(`${head}array[int[16], 2] xs;\ndef f(readonly array[int[32], #dim=1] a) { }\nf(xs);\n`).message
    ).toMatch(/needs an array of int\[32\], got int\[16\]/);
    expect(errorOf(`${head}def f(array[int[32], 2] a) { }\n`).message).toMatch(/needs 'readonly' or 'mutable'/);
  });
  test('arrays in loops: indices from the loop variable, a local array per iteration', () => {
    const src = `${head}array[int[32], 5] sq;
for int i in [0:4] { sq[i] = i * i; }
int[32] acc = 0;
for int i in [0:2] { array[int[32], 2] tmp = {i, 10 * i}; acc += tmp[0] + tmp[1]; }`;
    expect(holds(src, 'sq[0] == 0 && sq[3] == 9 && sq[4] == 16 && acc == 33')).toBe(true);
  });
  test('errors are positioned: out of range, shape mismatch, wrong counts, measured values, unsupported element types', () => {
    const e1 = errorOf(`${head}array[int[8], 4] a;\na[4] = 1;\n`);
    expect([e1.line, e1.column, e1.message]).toEqual([4, 3, "index 4 is out of range for 'a' of size 4"]);
    expect(errorOf(`${head}array[int[8], 2] a = {1, 2, 3};\n`).message).toMatch(/too many elements/);
    expect(errorOf(`${head}array[int[8], 3] a = {1, 2};\n`).message).toMatch(/has size 3, the initialiser gives 2/);
    expect(errorOf(`${head}array[int[8], 2, 2] a;\nint x = a[0];\n`).message).toMatch(
      /is an array; index it down to one element/
    );
    expect(errorOf(`${head}array[int[8], 2] a;\narray[int[8], 3] b = a;\n`).message).toMatch(
      /shape 2 of 'a' here does not match 3/
    );
    expect(errorOf(`${head}array[bit, 2] a;\n`).message).toMatch(/arrays of 'bit' are not supported/);
    expect(errorOf(`${head}qubit q;\nbit c;\nc = measure q;\narray[int[8], 1] a = {c};\n`).message).toMatch(
      /depend on a measurement result/
    );
    expect(
      errorOf(`${head}qubit q;\nbit c;\nc = measure q;\narray[int[8], 1] a;\nif (c) { a[0] = 1; }\n`).message
    ).toMatch(/would depend on a measurement result/);
    expect(errorOf(`${head}array[int[8], 0] a;\n`).message).toMatch(/at least 1/);
    expect(errorOf(`${head}array[int[8], 2] a;\nconst uint s = sizeof(a, 1);\n`).message).toMatch(/no dimension 1/);
  });
  test('a huge array is refused at once; re-declaring arrays in a loop stops at the total budget', () => {
    // Each refusal names the limit that stopped it: without the limits these programs are accepted after running
    // for seconds to minutes. No wall-clock assertion: it would fail under load and proves nothing the message does not.
    const big = errorOf(`${head}array[float[64], 100000, 100000] a;\n`);
    expect(big.message).toMatch(/10000000000 elements is larger than the limit of 65536/);
    const loop = errorOf(`${head}for int i in [0:99] { array[int[8], 60000] a; }\n`);
    expect(loop.message).toMatch(/arrays hold more than 1048576 elements in all/);
    // copying a large array again and again stops at the work budget instead of running for minutes
    const copies = errorOf(
      `${head}array[int[8], 60000] a;\narray[int[8], 60000] b;\nfor int i in [0:999] { b = a; }\n`
    );
    expect(copies.message).toMatch(/touches more than 2097152 array elements in all/);
    expect(copies.line).toBe(5);
    // the same with a conversion per element (int[8] → float[64])
    const conv = errorOf(
      `${head}array[int[8], 60000] a;\narray[float[64], 60000] b;\nfor int i in [0:999] { b = a; }\n`
    );
    expect(conv.message).toMatch(/touches more than 2097152 array elements in all/);
  });
  test('the specification example arrays.qasm runs until its own out-of-range write; corrected, it is accepted', () => {
    const e = errorOf(ARRAYS);
    // a = my_defined_uints[0] = 5, so my_defined_uints[a - 1] is index 4 of a 4-element array
    expect([e.line, e.column, e.message]).toEqual([51, 18, "index 4 is out of range for 'my_defined_uints' of size 4"]);
    const fixed = ARRAYS.replace('my_defined_uints[a - 1] = a + 1;', 'my_defined_uints[a - 2] = a + 1;').replace(
      'const uint[32] first_dimension = sizeof(my_doubles);  // still 8.',
      'const uint[32] first_dimension_again = sizeof(my_doubles);'
    );
    expect(
      holds(
        fixed,
        'my_defined_uints[3] == 6 && my_defined_uints[1] == 5 && dimension == 4 && first_dimension == 8 && second_dimension == 4 && first_dimension_again == 8'
      )
    ).toBe(true);
    expect(
      holds(fixed, 'my_defined_floats[0, 0] == my_defined_floats[2, 0] && all_ones[1, 0] == 11 && b == float[32](0.7)')
    ).toBe(true);
  });
});
