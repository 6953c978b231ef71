import { describe, expect, test } from '@jest/globals';
import { parseQasm, Rng } from '../../../../src/quantum/index.js';
import { getDevice } from '../../../../src/quantum/targets/devices/devices.js';
import { scaledFigures } from '../../../../src/quantum/targets/target.js';
import { transpile } from '../../../../src/quantum/passes/transpile/transpile.js';
import { baseMatrix } from '../../../../src/quantum/circuit/gates.js';
import { Shape, apply1, applyPhase, classify1 } from '../../../../src/quantum/statevector/kernels.js';
import { buildNoisyProgram } from '../../../../src/quantum/noise/model.js';
import type { NoisyProgram } from '../../../../src/quantum/noise/model.js';
import { runTrajectories } from '../../../../src/quantum/methods/trajectory/run.js';
import { trajectoryWasm, trajectoryWasmBytes } from '../../../../src/quantum/methods/trajectory/wasm.js';
import { project } from '../../../../src/quantum/statevector/shot-by-shot.js';
import { prob1, runShotsOnThreads, xoshiroDoubles } from '../../../../src/quantum/methods/trajectory/static-shots.js';
import { cmul } from '../../../../src/quantum/circuit/cmat.js';
import { mulberry, randomQasm } from '../../noise/helpers.js';

const same = (a: Float64Array, b: Float64Array) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

describe('trajectory SIMD pass (A on a, B on b, cz, in one pass)', () => {
  test('the module validates; on every pair of 5 qubits, with and without cz, the pass is bit-identical to the three JavaScript passes it replaces (general, diagonal, real and identity matrices)', () => {
    const wa = (globalThis as unknown as { WebAssembly: { validate(b: Uint8Array): boolean } }).WebAssembly;
    expect(wa.validate(trajectoryWasmBytes())).toBe(true);
    const k = 5,
      N = 2 ** k;
    const w = trajectoryWasm(k);
    expect(w).toBeDefined();
    if (!w) return;
    const rnd = mulberry(8);
    const general = () => Array.from({ length: 8 }, () => rnd() - 0.5);
    const mats: ((() => number[]) | undefined)[] = [
      general,
      () => baseMatrix('rz', [rnd() * 6]),
      () => baseMatrix('ry', [rnd() * 6]),
      () => [1, 0, 0, 0, 0, 0, Math.sqrt(0.9), 0],
      undefined
    ];
    let n = 0;
    for (let a = 0; a < k; a++)
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        for (const cz of [true, false]) {
          const fa = mats[n % mats.length],
            fb = mats[(n * 3 + 1) % mats.length];
          n++;
          const A = fa?.(),
            B = fb?.();
          const re = Float64Array.from({ length: N }, () => rnd() - 0.5),
            im = Float64Array.from({ length: N }, () => rnd() - 0.5);
          w.re.set(re);
          w.im.set(im);
          if (A) apply1(re, im, 0, k, a, A, classify1(A));
          if (B) apply1(re, im, 0, k, b, B, classify1(B));
          if (cz) applyPhase(re, im, k, -1, 0, Int32Array.from([a, b].sort((x, y) => x - y)), (1 << a) | (1 << b));
          w.pass(a, b, A, B, cz);
          expect(same(Float64Array.from(w.re), re)).toBe(true);
          expect(same(Float64Array.from(w.im), im)).toBe(true);
        }
      }
    expect(classify1(baseMatrix('rz', [0.3]))).toBe(Shape.Diag);
  });
  test('fewer than 3 qubits: no SIMD state (the JavaScript passes run)', () => {
    expect(trajectoryWasm(2)).toBeUndefined();
  });
  test('trajectories with and without the SIMD pass: the same counts for the same seed (random transpiled circuits of 3–6 qubits at 5× the device errors)', () => {
    const fez = getDevice('fez');
    const sc = scaledFigures(fez.figures, 5);
    for (let n = 3; n <= 6; n++) {
      const t = transpile(parseQasm(randomQasm(n, 25, 300 + n, true)), fez);
      const prog = buildNoisyProgram(t.circuit, sc, () => ({
        t1: sc.t1,
        t2: sc.t2,
        readoutP10: sc.readoutP10,
        readoutP01: sc.readoutP01,
        sxError: sc.sxError
      }));
      const on = runTrajectories(prog, 150, new Rng(11 + n), { wasm: true });
      const off = runTrajectories(prog, 150, new Rng(11 + n), { wasm: false });
      expect([...on].sort()).toEqual([...off].sort());
    }
  });
});

describe('trajectory shots: streams and threads', () => {
  test('xoshiroDoubles gives the same doubles as Rng.fromState (the workers use it)', () => {
    const state = [0x12345678, -0x1234567, 0x7fffffff, 42];
    const a = xoshiroDoubles(state[0], state[1], state[2], state[3]);
    const b = Rng.fromState(state[0], state[1], state[2], state[3]);
    for (let i = 0; i < 1000; i++) expect(a()).toBe(b.nextDouble());
  });
  test('a one-qubit SIMD pass (paired with another qubit under the identity) is bit-identical to apply1', () => {
    const k = 4,
      N = 2 ** k;
    const w = trajectoryWasm(k);
    expect(w).toBeDefined();
    if (!w) return;
    const rnd = mulberry(3);
    for (let q = 0; q < k; q++) {
      const M = Array.from({ length: 8 }, () => rnd() - 0.5);
      const re = Float64Array.from({ length: N }, () => rnd() - 0.5),
        im = Float64Array.from({ length: N }, () => rnd() - 0.5);
      w.re.set(re);
      w.im.set(im);
      apply1(re, im, 0, k, q, M, classify1(M));
      w.pass(q, -1, M, undefined, false);
      expect(same(Float64Array.from(w.re), re) && same(Float64Array.from(w.im), im)).toBe(true);
    }
  });
  test('1, 2 and 4 threads give the same counts for the same seed (every shot has its own stream), with and without SIMD on one thread', () => {
    const fez = getDevice('fez');
    const sc = scaledFigures(fez.figures, 8);
    const t = transpile(parseQasm(randomQasm(6, 30, 808, true)), fez);
    const prog = buildNoisyProgram(t.circuit, sc, () => ({
      t1: sc.t1,
      t2: sc.t2,
      readoutP10: sc.readoutP10,
      readoutP01: sc.readoutP01,
      sxError: sc.sxError
    }));
    const one = runTrajectories(prog, 400, new Rng(5), { threads: 1 });
    for (const threads of [2, 4])
      expect([...runTrajectories(prog, 400, new Rng(5), { threads })].sort()).toEqual([...one].sort());
    expect([...runTrajectories(prog, 400, new Rng(5), { threads: 1, wasm: false })].sort()).toEqual([...one].sort());
    let total = 0;
    for (const v of one.values()) total += v;
    expect(total).toBe(400);
  });
});

describe('trajectory shots: recorded bits', () => {
  test('any number of clbits (here 60), the last measurement into a clbit wins, on 1 and 2 threads', () => {
    const X = baseMatrix('x', []);
    const prog = {
      numQubits: 3,
      numClbits: 60,
      duration: 0,
      static: true,
      idle: true,
      readout: [
        { p10: 0, p01: 0 },
        { p10: 0, p01: 0 },
        { p10: 0, p01: 0 }
      ],
      ops: [
        { k: 'u', q: 0, m: X },
        { k: 'u', q: 2, m: X },
        { k: 'cz', a: 0, b: 1 },
        { k: 'measure', q: 0, clbit: 59, terminal: true },
        { k: 'measure', q: 1, clbit: 0, terminal: true },
        { k: 'measure', q: 2, clbit: 0, terminal: true }
      ]
    } as NoisyProgram;
    const key = '1' + '0'.repeat(58) + '1';
    for (const threads of [1, 2]) expect([...runTrajectories(prog, 50, new Rng(1), { threads })]).toEqual([[key, 50]]);
  });
});

describe('trajectory shots: a failing worker', () => {
  test('workers that fail on their first shot (a module without the kernels): every shot still runs once, on the main thread, with the counts of one thread', () => {
    const fez = getDevice('fez');
    const sc = scaledFigures(fez.figures, 3);
    const t = transpile(parseQasm(randomQasm(5, 16, 909, true)), fez);
    const prog = buildNoisyProgram(t.circuit, sc, () => ({
      t1: sc.t1,
      t2: sc.t2,
      readoutP10: sc.readoutP10,
      readoutP01: sc.readoutP01,
      sxError: sc.sxError
    }));
    const shots = 300,
      C = prog.numClbits,
      k = prog.numQubits;
    const run = (broken: boolean): Uint8Array => {
      const rng = new Rng(77);
      const seeds = new Int32Array(new SharedArrayBuffer(16 * shots));
      for (let i = 0; i < 4 * shots; i++) seeds[i] = rng.nextU32() | 0;
      const job = {
        ops: prog.ops,
        k,
        readout: prog.readout,
        seeds,
        numClbits: C,
        bits: new Uint8Array(new SharedArrayBuffer(shots * C)),
        done: new Uint8Array(new SharedArrayBuffer(shots))
      };
      const w = trajectoryWasm(k);
      if (!w) throw new Error('no WebAssembly');
      const lib = {
        re: w.re,
        im: w.im,
        pass: w.pass,
        mul2: (a: ArrayLike<number>, b: ArrayLike<number>) => cmul(a, b, 2),
        prob1,
        project,
        rng: xoshiroDoubles
      };
      // an empty module: the workers come up, take a shot and throw (no kernels)
      const empty = new (
        globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => object } }
      ).WebAssembly.Module(Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0));
      runShotsOnThreads(job, lib, broken ? empty : undefined, broken ? 3 : 1);
      expect(job.done.every((d) => d === 1)).toBe(true);
      return job.bits;
    };
    expect(Array.from(run(true))).toEqual(Array.from(run(false)));
  });
});
