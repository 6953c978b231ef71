import { describe, expect, test } from '@jest/globals';
import { parseQasm, runOnTarget } from '../../../src/quantum/index.js';
import { adjacency, deviceNames, getDevice } from '../../../src/quantum/targets/devices/devices.js';
import type { Device } from '../../../src/quantum/targets/devices/devices.js';
import { layoutDemand, layoutErrors, transpile } from '../../../src/quantum/passes/transpile/transpile.js';
import { lower } from '../../../src/quantum/passes/transpile/native.js';
import { layoutScore, vf2Layout } from '../../../src/quantum/passes/transpile/layout.js';
import { basicCircuit } from '../../../src/quantum/circuit/ir.js';
import { legacyFez } from '../noise/helpers.js';

function line(n: number): string {
  const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', `qubit[${n}] q;`, `bit[${n}] c;`, 'h q[0];'];
  for (let i = 0; i + 1 < n; i++) lines.push(`cx q[${i}], q[${i + 1}];`);
  lines.push('c = measure q;');
  return lines.join('\n') + '\n';
}

const readout = (d: Device, q: number) => (d.qubits[q].readoutP10 + d.qubits[q].readoutP01) / 2;
function medianReadout(d: Device): number {
  const xs = d.qubits.flatMap((q, i) => (q.dead ? [] : [readout(d, i)])).sort((a, b) => a - b);
  const h = xs.length >> 1;
  return xs.length % 2 ? xs[h] : (xs[h - 1] + xs[h]) / 2;
}

function assertLive(d: Device, t: ReturnType<typeof transpile>): void {
  const dead = new Set(d.deadEdges.map(([a, b]) => `${a},${b}`));
  const edges = new Set(d.edges.map(([a, b]) => `${a},${b}`));
  for (const q of t.physicalQubits) expect(d.qubits[q].dead).toBe(false);
  for (const op of t.circuit.ops) {
    if (op.kind !== 'gate' || op.name !== 'cz') continue;
    const [a, b] = op.qubits.map((q) => t.physicalQubits[q]).sort((x, y) => x - y);
    expect(edges.has(`${a},${b}`)).toBe(true);
    expect(dead.has(`${a},${b}`)).toBe(false);
  }
}

describe('noise-aware layout (VF2-style placement)', () => {
  test('fez: a 12-qubit line lands on qubits whose mean readout error is at or below the device median, without SWAPs', () => {
    const fez = getDevice('fez');
    const t = transpile(parseQasm(line(12)), fez);
    expect(t.swaps).toBe(0);
    expect(t.layout.method).toBe('vf2');
    expect(t.layout.capped).toBe(false);
    const mean = t.physicalQubits.reduce((s, q) => s + readout(fez, q), 0) / t.physicalQubits.length;
    expect(mean).toBeLessThanOrEqual(medianReadout(fez));
    // the reported layout is the placement actually used, and its score is the documented sum
    expect(t.layout.initial.slice().sort((a, b) => a - b)).toEqual(t.physicalQubits.slice().sort((a, b) => a - b));
    assertLive(fez, t);
  });

  test('every device: line and star circuits placed without SWAPs, never on a dead qubit or coupler', () => {
    const qasms = [
      line(12),
      line(6),
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[4] q;\nbit[4] c;\nh q[1];\ncx q[1], q[0];\ncx q[1], q[2];\ncx q[1], q[3];\nc = measure q;\n'
    ];
    for (const name of deviceNames()) {
      const d = getDevice(name);
      for (const q of qasms) {
        const t = transpile(parseQasm(q), d);
        expect(t.swaps).toBe(0);
        assertLive(d, t);
        for (const p of t.layout.initial) if (p >= 0) expect(d.deadQubits).not.toContain(p);
      }
    }
  });

  test('a 1-qubit circuit picks the best single qubit; a Bell pair the best coupler (brute force)', () => {
    const fez = getDevice('fez');
    const err = layoutErrors(fez);
    const one = parseQasm('OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit q;\nbit c;\nh q;\nc = measure q;\n');
    const t1 = transpile(one, fez);
    const d1 = layoutDemand(
      lower(basicCircuit(one).ops, (q) => q),
      1
    );
    let best = Infinity;
    for (let p = 0; p < fez.numQubits; p++) if (!err.dead[p]) best = Math.min(best, layoutScore([p], d1, err));
    expect(layoutScore([t1.physicalQubits[0]], d1, err)).toBe(best);
    expect(t1.layout.score).toBe(best);

    const bell = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nh q[0];\ncx q[0], q[1];\nc = measure q;\n'
    );
    const t2 = transpile(bell, fez);
    const d2 = layoutDemand(
      lower(basicCircuit(bell).ops, (q) => q),
      2
    );
    let best2 = Infinity;
    const adj = adjacency(fez);
    for (let a = 0; a < fez.numQubits; a++)
      for (const b of adj[a]) best2 = Math.min(best2, layoutScore([a, b], d2, err));
    expect(t2.layout.score).toBeCloseTo(best2, 15);
    expect(layoutScore(t2.layout.initial, d2, err)).toBeCloseTo(best2, 15);
    expect(t2.swaps).toBe(0);
  });

  test('same seed → same layout (the search has no randomness: any seed gives the same placement)', () => {
    const c = parseQasm(line(8));
    const a = runOnTarget(c, { target: 'fake:fez@1.6', shots: 100, seed: 5 });
    const b = runOnTarget(c, { target: 'fake:fez@1.6', shots: 100, seed: 5 });
    const other = runOnTarget(c, { target: 'fake:fez@1.6', shots: 100, seed: 6 });
    expect(a.effective?.layout.initial).toEqual(b.effective?.layout.initial);
    expect(a.counts).toEqual(b.counts);
    expect(other.effective?.layout.initial).toEqual(a.effective?.layout.initial);
    expect(a.effective?.layout.method).toBe('vf2');
    expect(a.effective?.layout.initial.length).toBe(8);
    // the run record's layout agrees with the qubits the noise model used
    expect(new Set(a.effective?.layout.initial)).toEqual(new Set(a.effective?.qubits.map((q) => q.qubit)));
  });

  test('uniform figures (legacy fez): every SWAP-free placement ties, the region search keeps its choice', () => {
    const t = transpile(parseQasm(line(12)), legacyFez());
    expect(t.layout.method).toBe('region');
    expect(t.swaps).toBe(0);
  });

  test('bounded: the search stops at the mapping cap and at the step cap', () => {
    const fez = getDevice('fez');
    const c = parseQasm(line(6));
    const demand = layoutDemand(
      lower(basicCircuit(c).ops, (q) => q),
      6
    );
    const err = layoutErrors(fez);
    const full = vf2Layout(adjacency(fez), demand, err);
    expect(full.capped).toBe(false);
    const one = vf2Layout(adjacency(fez), demand, err, 1);
    expect(one.capped).toBe(true);
    expect(one.mappings).toBe(1);
    expect(one.score).toBeGreaterThanOrEqual(full.score);
    const few = vf2Layout(adjacency(fez), demand, err, 10_000, 3);
    expect(few.capped).toBe(true);
    expect(few.map).toBeUndefined();
  });

  test('no SWAP-free placement (a triangle on heavy-hex): routed from the region search, still live couplers only', () => {
    const fez = getDevice('fez');
    const tri = parseQasm(
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\ncx q[2], q[0];\nc = measure q;\n'
    );
    const t = transpile(tri, fez);
    expect(t.layout.method).toBe('region');
    expect(t.layout.mappings).toBe(0);
    expect(t.swaps).toBeGreaterThan(0);
    assertLive(fez, t);
  });
});
