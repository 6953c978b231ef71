/**
 * Device data against IBM's calibration snapshots. The snapshots are vendored unchanged (gzip) in
 * __tests__/fixtures/devices/ (Apache-2.0, source in its README). The per-qubit / per-coupler checks
 * parse the raw snapshot here, independently of scripts/gen-devices.mjs.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { adjacency, deviceNames, getDevice } from '../../../../src/quantum/targets/devices/devices.js';
import { parseQasm } from '../../../../src/quantum/index.js';
import { transpile } from '../../../../src/quantum/passes/transpile/transpile.js';
import { randomQasm } from '../../noise/helpers.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../../..');
const FIX = join(ROOT, '__tests__/fixtures/devices');
const DEVICES = ['aachen', 'fez', 'kingston', 'marrakesh', 'torino'];

interface Param {
  name: string;
  unit: string;
  value: number;
}
interface Snapshot {
  conf: { n_qubits: number; coupling_map: [number, number][]; basis_gates: string[]; backend_name: string };
  props: {
    last_update_date: string;
    qubits: Param[][];
    gates: { gate: string; qubits: number[]; parameters: Param[] }[];
  };
}

function load(name: string): Snapshot {
  const read = (f: string) => JSON.parse(gunzipSync(readFileSync(join(FIX, f))).toString('utf8'));
  return { conf: read(`conf_${name}.json.gz`), props: read(`props_${name}.json.gz`) };
}

const byName = (ps: Param[]) => Object.fromEntries(ps.map((p) => [p.name, p]));

type Gen = { generate: (dir: string) => Map<string, string>; extract: (d: string, conf: any, props: any) => any };
const gen = async (): Promise<Gen> => (await import(pathToFileURL(join(ROOT, 'scripts/gen-devices.mjs')).href)) as Gen;

describe('generated data modules', () => {
  test('src/quantum/targets/devices/data/* equals what scripts/gen-devices.mjs makes from the vendored snapshots', async () => {
    const { generate } = await gen();
    const files = generate(FIX);
    expect([...files.keys()].sort()).toEqual([
      'aachen.ts',
      'fez.ts',
      'index.ts',
      'kingston.ts',
      'marrakesh.ts',
      'names.ts',
      'torino.ts'
    ]);
    for (const [name, text] of files)
      expect(readFileSync(join(ROOT, 'src/quantum/targets/devices/data', name), 'utf8')).toBe(text);
    // deterministic: a second run gives the same bytes
    const again = generate(FIX);
    for (const [name, text] of files) expect(again.get(name)).toBe(text);
  });
  test('the licence notice is kept in every module', () => {
    for (const d of DEVICES) {
      const text = readFileSync(join(ROOT, 'src/quantum/targets/devices/data', `${d}.ts`), 'utf8');
      expect(text).toMatch(/Apache License, Version 2\.0/);
      expect(text).toMatch(/qiskit-ibm-runtime/);
    }
    expect(readFileSync(join(FIX, 'README.md'), 'utf8')).toMatch(/Apache-2\.0/);
  });
  test('a snapshot with an unexpected unit, asymmetric cz or a cz off the map is refused, not guessed', async () => {
    const { extract } = await gen();
    const s = load('fez');
    const clone = (): Snapshot => JSON.parse(JSON.stringify(s)) as Snapshot;
    const a = clone();
    a.props.qubits[3].find((p) => p.name === 'T1')!.unit = 'ms';
    expect(() => extract('fez', a.conf, a.props)).toThrow(/qubit 3: T1 in 'ms', expected 'us'/);
    const b = clone();
    const cz = b.props.gates.filter((g) => g.gate === 'cz' && g.qubits[0] === 0)[0];
    b.props.gates.push({
      ...cz,
      qubits: [cz.qubits[1], cz.qubits[0]],
      parameters: cz.parameters.map((p) => (p.name === 'gate_error' ? { ...p, value: 0.5 } : p))
    });
    expect(() => extract('fez', b.conf, b.props)).toThrow(/two directions .* differ/);
    const c = clone();
    c.props.gates.push({ ...cz, qubits: [0, 100] });
    expect(() => extract('fez', c.conf, c.props)).toThrow(/not in the coupling map/);
    const d = clone();
    d.props.qubits[7] = d.props.qubits[7].filter((p) => p.name !== 'prob_meas0_prep1');
    expect(() => extract('fez', d.conf, d.props)).toThrow(/qubit 7 prob_meas0_prep1: missing/);
  });
});

describe.each(DEVICES)('%s matches its snapshot', (name) => {
  const s = load(name);
  const dev = getDevice(name);
  test('qubit count, basis gates, snapshot date', () => {
    expect(dev.numQubits).toBe(s.conf.n_qubits);
    expect(dev.qubits.length).toBe(s.conf.n_qubits);
    expect([...dev.basisGates]).toEqual(s.conf.basis_gates);
    expect(dev.snapshot).toBe(s.props.last_update_date);
    expect(dev.backendName).toBe(s.conf.backend_name);
  });
  test('per qubit: T1, T2, P(1|0), P(0|1), sx/x error and length, measure and reset length, measure error', () => {
    const gate = (g: string, q: number) =>
      byName(s.props.gates.find((x) => x.gate === g && x.qubits.length === 1 && x.qubits[0] === q)!.parameters);
    // One expect over every qubit's fields (toEqual compares numbers with Object.is, as toBe does): ~2,000
    // expect calls per device cost more CPU than the comparison itself.
    const got: unknown[] = [];
    const want: unknown[] = [];
    s.props.qubits.forEach((list, q) => {
      const p = byName(list);
      const m = dev.qubits[q];
      const meas = s.props.gates.find((x) => x.gate === 'measure' && x.qubits[0] === q);
      got.push({
        q,
        t1: m.t1,
        t2: m.t2,
        readoutP10: m.readoutP10,
        readoutP01: m.readoutP01,
        measureLength: m.measureLength,
        sxError: m.sxError,
        sxLength: m.sxLength,
        xError: m.xError,
        xLength: m.xLength,
        resetLength: m.resetLength,
        measureError: m.measureError,
        dead: m.dead
      });
      want.push({
        q,
        t1: p.T1 ? p.T1.value * 1000 : Infinity,
        t2: p.T2 ? p.T2.value * 1000 : Infinity,
        readoutP10: p.prob_meas1_prep0.value,
        readoutP01: p.prob_meas0_prep1.value,
        measureLength: p.readout_length.value,
        sxError: gate('sx', q).gate_error.value,
        sxLength: gate('sx', q).gate_length.value,
        xError: gate('x', q).gate_error.value,
        xLength: gate('x', q).gate_length.value,
        resetLength: gate('reset', q).gate_length.value,
        measureError: meas ? byName(meas.parameters).gate_error.value : null,
        dead: gate('sx', q).gate_error.value >= 1 || gate('x', q).gate_error.value >= 1 || !p.T1
      });
    });
    expect(got).toEqual(want);
  });
  test('per coupler: the coupling map of conf, cz error and length, dead flag', () => {
    const want = new Set(s.conf.coupling_map.map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`));
    expect(new Set(dev.edges.map(([a, b]) => `${a},${b}`))).toEqual(want);
    expect(dev.edges.length).toBe(want.size);
    const cz = new Map<string, Record<string, Param>>();
    for (const g of s.props.gates)
      if (g.gate === 'cz')
        cz.set(`${Math.min(g.qubits[0], g.qubits[1])},${Math.max(g.qubits[0], g.qubits[1])}`, byName(g.parameters));
    let rawDead = 0;
    for (const c of dev.couplers) {
      const p = cz.get(`${c.a},${c.b}`);
      expect(p).toBeDefined();
      expect(c.error).toBe(p!.gate_error.value);
      expect(c.length).toBe(p!.gate_length.value);
      const dead = p!.gate_error.value >= 1;
      if (dead) rawDead++;
      expect(c.dead).toBe(dead || dev.qubits[c.a].dead || dev.qubits[c.b].dead);
    }
    expect(rawDead).toBe({ fez: 7, marrakesh: 13, kingston: 7, torino: 11, aachen: 2 }[name]);
    const adj = adjacency(dev);
    for (const c of dev.couplers) expect(adj[c.a].includes(c.b)).toBe(!c.dead);
  });
});

test("torino's coupling map is conf_torino.json's (150 couplers on 133 qubits)", () => {
  const s = load('torino');
  const t = getDevice('torino');
  expect(t.numQubits).toBe(133);
  expect(t.edges.length).toBe(150);
  const want = [...new Set(s.conf.coupling_map.map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`))].sort();
  expect(t.edges.map(([a, b]) => `${a},${b}`).sort()).toEqual(want);
});

describe('transpiled circuits never use a dead or missing coupler, nor a dead qubit', () => {
  test.each(DEVICES)('%s: 40 seeded random circuits', (name) => {
    const dev = getDevice(name);
    const live = new Set(dev.couplers.filter((c) => !c.dead).map((c) => `${c.a},${c.b}`));
    const deadQ = new Set(dev.deadQubits);
    let cz = 0;
    for (let i = 0; i < 40; i++) {
      const n = 2 + (i % 7);
      const c = parseQasm(randomQasm(n, 6 + (i % 10), 1000 * DEVICES.indexOf(name) + i, true));
      const t = transpile(c, dev, { regionCandidates: 2, layoutPasses: 1 });
      // what breaks a rule is collected and compared with [] once (one expect per op cost more than the check)
      const bad: string[] = t.physicalQubits.filter((q) => deadQ.has(q)).map((q) => `dead qubit ${q}`);
      for (const op of t.circuit.ops) {
        if (op.kind !== 'gate' || op.qubits.length !== 2) continue;
        const [a, b] = op.qubits.map((q) => t.physicalQubits[q]).sort((x, y) => x - y);
        if (!live.has(`${a},${b}`)) bad.push(`2-qubit gate on ${a},${b}: no live coupler`);
        cz++;
      }
      expect(bad).toEqual([]);
    }
    expect(cz).toBeGreaterThan(100);
  });
  test('a 1-qubit circuit is never placed on a dead qubit', () => {
    for (const name of deviceNames()) {
      const dev = getDevice(name);
      const t = transpile(parseQasm('OPENQASM 3.0;\nqubit q;\nbit c;\nh q;\nc = measure q;\n'), dev);
      expect(dev.deadQubits).not.toContain(t.physicalQubits[0]);
    }
  });
});

test('layout never starts a region on a qubit of non-finite cost (dead qubit), also for one qubit', async () => {
  const { candidateRegions } = await import('../../../../src/quantum/passes/transpile/layout.js');
  const adj = [[1], [0, 2], [1]];
  expect(candidateRegions(adj, 1, [Infinity, 0, 0], 1)[0].qubits).toEqual([1]);
  for (const r of candidateRegions(adj, 2, [0, 0, Infinity], 6)) expect(r.qubits).not.toContain(2);
});
