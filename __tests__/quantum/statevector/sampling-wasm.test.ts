import { describe, expect, test } from '@jest/globals';
import { Rng } from '../../../src/quantum/maths/rng.js';
import { sampleDense } from '../../../src/quantum/statevector/sampling.js';
import { svState } from '../../../src/quantum/statevector/wasm-passes.js';
import { scanOn, scanWasmBytes } from '../../../src/quantum/statevector/wasm-scan.js';

// Sampling's norm and scan as WebAssembly (src/quantum/statevector/wasm-scan.ts) against the JavaScript
// reference (the same function without the memory): the same draws, bit for bit.

/** A state in WebAssembly memory: random amplitudes, with runs of zeros. */
function state(n: number, seed: number, zeros: number) {
  const st = svState(n);
  if (!st) throw new Error('no WebAssembly state');
  const rng = new Rng(seed);
  for (let i = 0; i < st.re.length; i++) {
    if (rng.nextDouble() < zeros) continue;
    st.re[i] = rng.nextDouble() - 0.5;
    st.im[i] = (rng.nextDouble() - 0.5) * 1e-3;
  }
  return st;
}

describe('sampling in WebAssembly', () => {
  test('the module validates; norm is the JavaScript sum, bit for bit', () => {
    expect(WebAssembly.validate(new Uint8Array(scanWasmBytes()))).toBe(true);
    const st = state(12, 3, 0.3);
    const fns = scanOn(st.mem);
    expect(fns).toBeDefined();
    let acc = 0;
    for (let i = 0; i < st.re.length; i++) acc += st.re[i] * st.re[i] + st.im[i] * st.im[i];
    expect(Object.is(fns!.norm(st.re.length), acc)).toBe(true);
    // advance: the first index whose cumulative sum exceeds u, and the scan's state
    const u = acc / 3;
    const i = fns!.advance(0, st.re.length, u);
    let c = 0,
      j = 0;
    for (; j < st.re.length; j++) {
      const p = st.re[j] * st.re[j] + st.im[j] * st.im[j];
      if (p === 0) continue;
      c += p;
      if (u < c) break;
    }
    expect(i).toBe(j);
    expect(Object.is(fns!.acc(), c)).toBe(true);
    expect(fns!.last()).toBe(j);
    expect(fns!.advance(0, st.re.length, Infinity)).toBe(st.re.length);
  });

  test.each([
    [6, 0, 100],
    [10, 0.5, 1000],
    [14, 0.9, 5000],
    [13, 0, 20000],
    [12, 0.999, 3000],
    [8, 0, 0]
  ])('%i qubits, %f zeros, %i shots: the same draws as the JavaScript scan', (n, zeros, shots) => {
    for (const seed of [1, 2, 99]) {
      const st = state(n, seed, zeros);
      const sv = { numQubits: n, re: st.re, im: st.im };
      const js = sampleDense(sv, shots, new Rng(seed + 7));
      const wa = sampleDense(sv, shots, new Rng(seed + 7), st.mem);
      expect(wa.m).toBe(js.m);
      expect(Array.from(wa.idx.subarray(0, wa.m))).toEqual(Array.from(js.idx.subarray(0, js.m)));
      expect(Array.from(wa.cnt.subarray(0, wa.m))).toEqual(Array.from(js.cnt.subarray(0, js.m)));
      expect(Array.from(js.cnt.subarray(0, js.m)).reduce((a, b) => a + b, 0)).toBe(shots);
    }
  });

  test('an all-zero state and uniforms at the top of the range: the remainder goes to the last non-zero index', () => {
    const z = svState(7)!;
    const zs = { numQubits: 7, re: z.re, im: z.im };
    expect(sampleDense(zs, 50, new Rng(1), z.mem)).toEqual(sampleDense(zs, 50, new Rng(1)));
    expect(Array.from(sampleDense(zs, 50, new Rng(1), z.mem).idx.subarray(0, 1))).toEqual([0]);
    const one = svState(7)!;
    one.re[5] = 1e-300; // |amp|² underflows to 0: skipped like a zero
    one.re[37] = 1e-160; // |amp|² is subnormal: the only index that can be drawn
    const os = { numQubits: 7, re: one.re, im: one.im };
    expect(sampleDense(os, 40, new Rng(2), one.mem)).toEqual(sampleDense(os, 40, new Rng(2)));
    const d = sampleDense(os, 40, new Rng(2), one.mem);
    expect([d.m, d.idx[0], d.cnt[0]]).toEqual([1, 37, 40]);
  });
});
