import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseQasm, sampleCounts, simulateStatevector } from '../../../src/quantum/index.js';
import type { StateVector } from '../../../src/quantum/index.js';
import { simulateCommand } from '../../../src/cli/commands/simulate.js';
import type { CommandIO } from '../../../src/core/command.js';
import { dynamicCircuit, qftCircuit, randomCircuit, sparseThenDense } from './pinned-circuits.js';
import { mulberry, randomLayered, worstDiff } from '../reference.js';

/** A state simulated on the WebAssembly path has re and im in one WebAssembly memory. */
const inWasm = (s: StateVector) => s.re.buffer === s.im.buffer;

describe('WebAssembly statevector path against the JavaScript path', () => {
  const rnd = mulberry(31337);
  for (const n of [6, 7, 9, 13]) {
    test(`layered random circuit on ${n} qubits: dense reference and JS path within 1e-12, every block size`, () => {
      const { qasm, ref } = randomLayered(rnd, n, 14, 'always');
      const c = parseQasm(qasm);
      const js = simulateStatevector(c, { wasm: false });
      expect(inWasm(js)).toBe(false);
      expect(worstDiff(js, ref)).toBeLessThan(1e-11);
      for (const opts of [
        {},
        { wasmBlockBits: 0 },
        { wasmBlockBits: 12 },
        { wasmReorder: false },
        { wasmBlockBits: 12, wasmReorder: false },
        { fuseQubits: 3 },
        { fuseQubits: 4 },
        { fuseQubits: 1 }
      ]) {
        // (sparse off: a small circuit could end before its support grows past the sparse start)
        const w = simulateStatevector(c, { sparse: false, ...opts });
        expect([opts, inWasm(w)]).toEqual([opts, true]);
        expect([opts, worstDiff(w, js) < 1e-12]).toEqual([opts, true]);
      }
    });
  }

  test('benchmark circuits (random brickwork, QFT, sparse then dense) on 14-16 qubits, blocks with high qubits held fixed', () => {
    for (const qasm of [randomCircuit(14), randomCircuit(16, 8, 3), qftCircuit(15), sparseThenDense(14)]) {
      const c = parseQasm(qasm);
      const js = simulateStatevector(c, { wasm: false });
      for (const opts of [
        {},
        { wasmBlockBits: 12 },
        { wasmBlockBits: 13, wasmReorder: false },
        { wasmBlockBits: 0 },
        { sparse: false }
      ]) {
        const w = simulateStatevector(c, opts);
        expect(inWasm(w)).toBe(true);
        expect([opts, worstDiff(w, js) < 1e-12]).toEqual([opts, true]);
      }
    }
  });

  test('same seed, same counts: WebAssembly and JavaScript paths, repeated runs, dynamic circuits', () => {
    for (const [qasm, shots, seed] of [
      [randomCircuit(12), 3000, 4],
      [qftCircuit(13), 2000, 5],
      [sparseThenDense(14), 2000, 6],
      [randomCircuit(10, 20, 7), 1000, 8]
    ] as const) {
      const c = parseQasm(qasm);
      const w = sampleCounts(c, { shots, seed });
      expect(sampleCounts(c, { shots, seed })).toEqual(w);
      expect(sampleCounts(c, { shots, seed, wasm: false }).counts).toEqual(w.counts);
      expect(sampleCounts(c, { shots, seed, wasmBlockBits: 12 }).counts).toEqual(w.counts);
    }
    const dyn = parseQasm(dynamicCircuit().replace('qreg q[4];', 'qreg q[7];'));
    expect(sampleCounts(dyn, { shots: 300, seed: 3 }).counts).toEqual(
      sampleCounts(dyn, { shots: 300, seed: 3, wasm: false }).counts
    );
    const one = simulateStatevector(dyn, { seed: 9 });
    expect(inWasm(one)).toBe(true);
    expect(worstDiff(one, simulateStatevector(dyn, { seed: 9, wasm: false }))).toBeLessThan(1e-12);
  });

  test('outside 6..27 qubits, with fusion off or JavaScript blocking on, the JavaScript path runs', () => {
    const small = parseQasm(randomCircuit(5));
    expect(inWasm(simulateStatevector(small))).toBe(false);
    const c = parseQasm(randomCircuit(8));
    expect(inWasm(simulateStatevector(c, { fusion: false }))).toBe(false);
    expect(inWasm(simulateStatevector(c, { blockBits: 6 }))).toBe(false);
    expect(() => simulateStatevector(c, { wasmBlockBits: 5 })).toThrow(/wasmBlockBits/);
    expect(() => simulateStatevector(c, { wasmBlockBits: 12.5 })).toThrow(/wasmBlockBits/);
  });

  test('falls back to JavaScript where WebAssembly is unavailable', () => {
    const c = parseQasm(randomCircuit(10));
    const want = simulateStatevector(c, { wasm: false });
    const counts = sampleCounts(c, { shots: 500, seed: 2, wasm: false }).counts;
    const g = globalThis as { WebAssembly?: unknown };
    const saved = g.WebAssembly;
    try {
      g.WebAssembly = undefined;
      const s = simulateStatevector(c);
      expect(inWasm(s)).toBe(false);
      expect(worstDiff(s, want)).toBe(0);
      expect(sampleCounts(c, { shots: 500, seed: 2 }).counts).toEqual(counts);
    } finally {
      g.WebAssembly = saved;
    }
  });
});

describe('simulate command: WebAssembly switches in the environment', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bg-svw-'));
    writeFileSync(join(dir, 'r.qasm'), randomCircuit(11));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = async (env: Partial<Record<string, string>>) => {
    const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
    Object.assign(o, {
      stdout: (t: string) => (o.out += t),
      stderr: (t: string) => (o.err += t),
      color: false,
      cwd: dir,
      env,
      isTTY: false
    });
    expect(
      await simulateCommand.run(['r.qasm', '--shots', '2000', '--seed', '3', '--format', 'json', '--statevector'], o)
    ).toBe(0);
    return JSON.parse(o.out) as { counts: Record<string, number>; statevector: [number, number][] };
  };
  test('BENCHGATE_SIM_WASM=0, BENCHGATE_SIM_WASM_BLOCK_BITS, BENCHGATE_SIM_WASM_REORDER=0: same counts, same amplitudes within 1e-12', async () => {
    const base = await run({});
    for (const env of [
      { BENCHGATE_SIM_WASM: '0' },
      { BENCHGATE_SIM_WASM_BLOCK_BITS: '0' },
      { BENCHGATE_SIM_WASM_BLOCK_BITS: '12' },
      { BENCHGATE_SIM_WASM_REORDER: '0' }
    ]) {
      const r = await run(env);
      expect([env, r.counts]).toEqual([env, base.counts]);
      let w = 0;
      expect(r.statevector).toHaveLength(2 ** 11);
      r.statevector.forEach(([a, b], i) => {
        w = Math.max(w, Math.abs(a - base.statevector[i][0]), Math.abs(b - base.statevector[i][1]));
      });
      expect([env, w < 1e-12]).toEqual([env, true]);
    }
  });
});
