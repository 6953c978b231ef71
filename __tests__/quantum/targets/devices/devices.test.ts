import { describe, expect, test } from '@jest/globals';
import { adjacency, deviceNames, getDevice, heronEdges156 } from '../../../../src/quantum/targets/devices/devices.js';
import { parseTarget, scaledFigures, TargetError } from '../../../../src/quantum/targets/target.js';
import { isConnected } from '../../../../src/quantum/passes/transpile/layout.js';

describe('coupling maps (from the snapshots)', () => {
  const fez = getDevice('fez');
  test('156 qubits, 176 edges, degree histogram 100/48/8, max degree 3', () => {
    expect(fez.numQubits).toBe(156);
    expect(fez.edges.length).toBe(176);
    expect(new Set(fez.edges.map(([a, b]) => `${a},${b}`)).size).toBe(176);
    const deg = new Array(156).fill(0);
    for (const [a, b] of fez.edges) {
      deg[a]++;
      deg[b]++;
    }
    const hist: Record<number, number> = {};
    for (const d of deg) hist[d] = (hist[d] ?? 0) + 1;
    expect(hist).toEqual({ 1: 8, 2: 100, 3: 48 });
  });
  test('bridge examples from the spec: 16 links 3 and 23, 36 links 21 and 41', () => {
    const has = (a: number, b: number) => fez.edges.some(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
    expect(has(3, 16) && has(16, 23)).toBe(true);
    expect(has(21, 36) && has(36, 41)).toBe(true);
    expect(has(15, 16)).toBe(false);
  });
  test('the full map is connected', () => {
    const adj: number[][] = Array.from({ length: 156 }, () => []);
    for (const [a, b] of fez.edges) {
      adj[a].push(b);
      adj[b].push(a);
    }
    expect(isConnected(adj)).toBe(true);
  });
  test('7 dead couplers are edges of the map, excluded as usable; only qubits 32 and 80 lose all links', () => {
    expect(fez.deadEdges.length).toBe(7);
    for (const [a, b] of fez.deadEdges) expect(fez.edges.some(([x, y]) => x === a && y === b)).toBe(true);
    const adj = adjacency(fez);
    const usable = adj.reduce((s, l) => s + l.length, 0) / 2;
    expect(usable).toBe(169);
    expect(adj[27]).not.toContain(28);
    expect(adj[32]).toEqual([]);
    expect(adj[80]).toEqual([]);
    const rest = adj.map((l, q) => (q === 32 || q === 80 ? [] : l));
    // connected apart from the two isolated qubits
    const seen = new Set([0]);
    const queue = [0];
    while (queue.length)
      for (const v of rest[queue.pop() as number])
        if (!seen.has(v)) {
          seen.add(v);
          queue.push(v);
        }
    expect(seen.size).toBe(154);
  });
  test('usable map of every device: one component plus the isolated qubits the snapshot implies', () => {
    expect(deviceNames()).toEqual(['aachen', 'fez', 'kingston', 'marrakesh', 'torino']);
    const isolated: Record<string, number[]> = {
      fez: [32, 80],
      marrakesh: [24, 102, 113],
      kingston: [96, 112, 113, 120, 131, 146],
      torino: [19, 58, 86, 97],
      aachen: [19, 35]
    };
    for (const name of deviceNames()) {
      const d = getDevice(name);
      expect(d.basisGates).toEqual(['cz', 'id', 'rz', 'sx', 'x']);
      const adj = adjacency(d);
      const lonely = adj.flatMap((l, q) => (l.length ? [] : [q]));
      expect(lonely).toEqual(isolated[name]);
      const start = adj.findIndex((l) => l.length > 0);
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length)
        for (const v of adj[queue.pop() as number])
          if (!seen.has(v)) {
            seen.add(v);
            queue.push(v);
          }
      expect(seen.size).toBe(d.numQubits - lonely.length);
    }
    // the 156-qubit Heron maps all follow the heavy-hex rule (checked against each conf file in device-data.test.ts)
    for (const name of ['fez', 'marrakesh', 'kingston', 'aachen'])
      expect(getDevice(name).edges.map(([a, b]) => [a, b])).toEqual(heronEdges156());
    expect(getDevice('torino').numQubits).toBe(133);
    expect(getDevice('ibm_fez').name).toBe('fez');
  });
  test('unknown device lists the known ones', () => {
    expect(() => getDevice('nope')).toThrow(
      /unknown device 'nope'; known devices: aachen, fez, kingston, marrakesh, torino/
    );
  });
});

describe('targets', () => {
  test('parse sim-cpu, fake:<device>, fake:<device>@<scale>', () => {
    expect(parseTarget('sim-cpu')).toEqual({ kind: 'sim-cpu', name: 'sim-cpu' });
    const t = parseTarget('fake:fez@1.6');
    expect(t.kind === 'fake' && t.scale).toBe(1.6);
    expect(t.name).toBe('fake:fez@1.6');
    const u = parseTarget('fake:fez');
    expect(u.kind === 'fake' && u.scale).toBe(1);
    expect(parseTarget('fake:kingston@10').name).toBe('fake:kingston@10');
    expect(parseTarget('fake:torino@1').name).toBe('fake:torino@1');
  });
  test.each([
    ['fake:fez@0.5', /between 1 and 10, got 0.5/],
    ['fake:fez@11', /between 1 and 10, got 11/],
    ['fake:fez@', /decimal number/],
    ['fake:fez@1e1', /decimal number/],
    ['fake:fez@-2', /decimal number/],
    ['fake:nope', /unknown device 'nope'; known devices: aachen, fez/],
    ['ibm:ibm_fez', /expected sim-cpu, fake:<device>/],
    ['', /unknown target/]
  ])('refuses %s', (s, re) => {
    expect(() => parseTarget(s)).toThrow(TargetError);
    expect(() => parseTarget(s)).toThrow(re);
  });
  test('scale multiplies errors (capped) and divides T1/T2', () => {
    const f = getDevice('fez').figures;
    const s = scaledFigures(f, 2);
    expect(s.czError).toBeCloseTo(2 * f.czError, 15);
    expect(s.readoutP01).toBeCloseTo(2 * f.readoutP01, 15);
    expect(s.t1).toBeCloseTo(f.t1 / 2, 9);
    expect(s.t2).toBeCloseTo(f.t2 / 2, 9);
    expect(s.czLength).toBe(f.czLength);
    const big = scaledFigures({ ...f, readoutP01: 0.1, czError: 0.3 }, 10);
    expect(big.readoutP01).toBe(0.5);
    expect(big.czError).toBe(0.8);
  });
});
