/** Transpiler options: initial_layout, optimization_level, seed_transpiler, circuits run as sent, whole-device 1q circuits. */
import { describe, expect, test } from '@jest/globals';
import { parseQasm, runOnTarget } from '../../../../src/quantum/index.js';
import { adjacency, deviceNames, getDevice } from '../../../../src/quantum/targets/devices/devices.js';
import { transpile } from '../../../../src/quantum/passes/transpile/transpile.js';

const fez = getDevice('fez');
const adj = adjacency(fez);
const GHZ3 =
  'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\nc = measure q;\n';

/** Device couplers the transpiled circuit's cz gates use, [a, b] sorted. */
function czPairs(t: ReturnType<typeof transpile>): string[] {
  const out = new Set<string>();
  for (const op of t.circuit.ops)
    if (op.kind === 'gate' && op.name === 'cz') {
      const [a, b] = op.qubits.map((q) => t.physicalQubits[q]).sort((x, y) => x - y);
      out.add(`${a}-${b}`);
    }
  return [...out].sort();
}

/** A live path of `n` device qubits along a long row of fez (consecutive indices, all live couplers). */
function livePath(n: number, from = 0): number[] {
  for (let s = from; s + n <= fez.numQubits; s++) {
    const p = Array.from({ length: n }, (_, i) => s + i);
    if (p.every((q, i) => i === 0 || adj[p[i - 1]].includes(q))) return p;
  }
  throw new Error('no live path');
}

describe('whole-device single-qubit circuits', () => {
  test.each(deviceNames())('fake:%s: an x and a measurement on every live qubit needs no connected set', (name) => {
    const dev = getDevice(name);
    const live = dev.qubits.flatMap((q, i) => (q.dead || dev.deadQubits.includes(i) ? [] : [i]));
    const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', `qubit[${live.length}] q;`, `bit[${live.length}] c;`];
    for (let i = 0; i < live.length; i++) lines.push(`x q[${i}];`, `c[${i}] = measure q[${i}];`);
    const t = transpile(parseQasm(lines.join('\n')), dev);
    expect(t.circuit.numQubits).toBe(live.length);
    expect([...t.physicalQubits].sort((a, b) => a - b)).toEqual(live);
    expect(t.swaps).toBe(0);
    expect(t.twoQubitGates).toBe(0);
  });

  test('fez has live qubits without a live coupler (32, 80): the region search alone refused the whole device', () => {
    expect(fez.deadQubits).toEqual([]);
    expect(adj.flatMap((l, q) => (l.length === 0 ? [q] : []))).toEqual([32, 80]);
  });
});

describe('initial_layout', () => {
  test('each circuit qubit starts on the device qubit given; a connected placement needs no SWAP', () => {
    const path = livePath(3, 40);
    const t = transpile(parseQasm(GHZ3), fez, { initialLayout: path });
    expect(t.layout.method).toBe('initial');
    expect(t.layout.initial).toEqual(path);
    expect(t.swaps).toBe(0);
    expect(czPairs(t)).toEqual([`${path[0]}-${path[1]}`, `${path[1]}-${path[2]}`]);
  });

  test('a placement on unconnected qubits is routed through the live qubits between them', () => {
    const [a, , b] = livePath(3, 60);
    const far = livePath(1, 100)[0];
    const t = transpile(parseQasm(GHZ3), fez, { initialLayout: [a, b, far] });
    expect(t.layout.initial).toEqual([a, b, far]);
    expect(t.swaps).toBeGreaterThan(0);
    for (const p of czPairs(t)) {
      const [x, y] = p.split('-').map(Number);
      expect(adj[x]).toContain(y);
    }
    expect(t.physicalQubits.slice(0, 3)).toEqual([a, b, far]);
  });

  test('wrong length, a dead qubit, a repeated qubit or one off the device is refused with what to fix', () => {
    const c = parseQasm(GHZ3);
    expect(() => transpile(c, fez, { initialLayout: [0, 1] })).toThrow(
      'initial_layout gives 2 device qubits; the circuit has 3 qubits'
    );
    expect(() => transpile(c, fez, { initialLayout: [0, 1, 1] })).toThrow(
      'initial_layout places circuit qubits 1 and 2 both on device qubit 1'
    );
    expect(() => transpile(c, fez, { initialLayout: [0, 1, 156] })).toThrow(
      'initial_layout[2] = 156 is not a qubit of ibm_fez (0..155)'
    );
    // kingston's snapshot marks qubit 96 unusable
    const kingston = getDevice('kingston');
    expect(kingston.deadQubits).toContain(96);
    expect(() => transpile(c, kingston, { initialLayout: [0, 1, 96] })).toThrow(
      'initial_layout[2] = 96 is a dead qubit of ibm_kingston (the snapshot marks it unusable): choose a live one'
    );
  });
});

describe('circuits already on the device run as sent', () => {
  const path = livePath(3, 20);
  const physical = (p: number[]) =>
    `OPENQASM 3.0;\nbit[3] c;\nrz(1.5707963267948966) $${p[0]};\nsx $${p[0]};\nrz(1.5707963267948966) $${p[0]};\ncz $${p[0]}, $${p[1]};\ncz $${p[1]}, $${p[2]};\nc[0] = measure $${p[0]};\nc[1] = measure $${p[1]};\nc[2] = measure $${p[2]};\n`;

  test('physical qubits, native gates, live couplers: no second layout, the gates unchanged', () => {
    const t = transpile(parseQasm(physical(path)), fez);
    expect(t.layout.method).toBe('as-sent');
    expect(t.layout.initial.filter((q) => q >= 0)).toEqual(path);
    expect(t.physicalQubits).toEqual(path);
    expect(t.swaps).toBe(0);
    expect(t.gateCounts).toEqual({ rz: 2, sx: 1, cz: 2 });
  });

  test('a physical circuit off the live couplers is laid out again (auto), refused when sent as transpiled', () => {
    const off = [path[0], path[2], path[1]];
    const t = transpile(parseQasm(physical(off)), fez);
    expect(t.layout.method).not.toBe('as-sent');
    expect(() => transpile(parseQasm(physical(off)), fez, { asSent: 'require' })).toThrow(
      `the circuit was sent as transpiled to ibm_fez, but its two-qubit gate on qubits ${off[0]} and ${off[1]} is not on a live coupler of ibm_fez`
    );
  });

  test('a circuit sent as transpiled ignores an initial layout (it already has its qubits)', () => {
    const t = transpile(parseQasm(physical(path)), fez, { asSent: 'require', initialLayout: [0, 1] });
    expect(t.layout.method).toBe('as-sent');
    expect(t.physicalQubits).toEqual(path);
  });

  test("asSent 'never' lays a physical circuit out like any other", () => {
    const t = transpile(parseQasm(physical(path)), fez, { asSent: 'never' });
    expect(['vf2', 'region']).toContain(t.layout.method);
  });
});

describe('optimization_level and seed_transpiler', () => {
  const redundant =
    'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nh q[0];\nh q[0];\nh q[0];\ncx q[0], q[1];\ncx q[0], q[1];\ncx q[0], q[1];\nc = measure q;\n';

  test('level 0 keeps every gate (no peephole) on the trivial placement; levels 1–3 cancel and merge', () => {
    const c = parseQasm(redundant);
    const l0 = transpile(c, fez, { optimizationLevel: 0 });
    expect(l0.layout.method).toBe('trivial');
    expect(l0.layout.initial).toEqual([0, 1]);
    expect(l0.twoQubitGates).toBe(3);
    for (const level of [1, 2, 3]) {
      const t = transpile(c, fez, { optimizationLevel: level });
      expect(t.twoQubitGates).toBe(1);
      expect(t.circuit.ops.length).toBeLessThan(l0.circuit.ops.length);
    }
    // the default is level 2
    expect(transpile(c, fez)).toEqual(transpile(c, fez, { optimizationLevel: 2 }));
  });

  test('a level outside 0–3 is refused', () => {
    expect(() => transpile(parseQasm(redundant), fez, { optimizationLevel: 4 })).toThrow(
      'optimization_level must be an integer from 0 to 3, got 4'
    );
  });

  test('level 3 is deterministic for a seed and never routes with more SWAPs than level 2', () => {
    // a 6-qubit all-to-all circuit needs SWAPs on heavy-hex
    const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', 'qubit[6] q;', 'bit[6] c;'];
    for (let i = 0; i < 6; i++) for (let j = i + 1; j < 6; j++) lines.push(`cx q[${i}], q[${j}];`);
    lines.push('c = measure q;');
    const c = parseQasm(lines.join('\n'));
    const l2 = transpile(c, fez, { optimizationLevel: 2 });
    const a = transpile(c, fez, { optimizationLevel: 3, seed: 11 });
    expect(transpile(c, fez, { optimizationLevel: 3, seed: 11 })).toEqual(a);
    expect(a.swaps).toBeLessThanOrEqual(l2.swaps);
  });
});

describe('circuits on device qubits are scored on the qubits they use', () => {
  test('a Bell pair on $120, $121 is scorable on fake:fez; the same pair in a declared 122-qubit register is not', () => {
    const a = runOnTarget(
      parseQasm('OPENQASM 3.0;\nbit[2] c;\nsx $120;\ncz $120, $121;\nc[0] = measure $120;\nc[1] = measure $121;\n'),
      { target: 'fake:fez', shots: 400, seed: 2 }
    );
    expect(a.scorable).toBe(true);
    expect(a.fidelity).toBeGreaterThan(0.8);
    expect(a.transpiled?.layout.method).toBe('as-sent');
    const b = runOnTarget(
      parseQasm(
        'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[122] q;\nbit[2] c;\nsx q[120];\ncz q[120], q[121];\nc[0] = measure q[120];\nc[1] = measure q[121];\n'
      ),
      { target: 'fake:fez', shots: 400, seed: 2 }
    );
    expect(b.scorable).toBe(false);
    expect(b.unscorableReason).toBe('122 qubits (over 20)');
  });
});

describe('whole-device circuits without interaction run qubit by qubit', () => {
  const live = fez.qubits.flatMap((q, i) => (q.dead ? [] : [i]));
  const wide = (gate: string) => {
    const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', `qubit[${live.length}] q;`, `bit[${live.length}] c;`];
    for (let i = 0; i < live.length; i++) lines.push(`${gate} q[${i}];`);
    lines.push('c = measure q;');
    return parseQasm(lines.join('\n'));
  };

  test('x on every live qubit of fez: 156 qubits run, every shot reads mostly ones (readout and gate errors only)', () => {
    const r = runOnTarget(wide('x'), { target: 'fake:fez', shots: 200, seed: 5 });
    expect(r.physicalQubits).toHaveLength(156);
    expect(r.method).toBe('trajectories');
    expect(r.scorable).toBe(false);
    expect(Object.values(r.counts).reduce((a, b) => a + b, 0)).toBe(200);
    let ones = 0;
    for (const [k, n] of Object.entries(r.counts)) {
      expect(k).toHaveLength(156);
      ones += n * [...k].filter((ch) => ch === '1').length;
    }
    // mean readout P(0|1) on fez is about 1-2 %: far more than 95 % of the bits read 1
    expect(ones / (200 * 156)).toBeGreaterThan(0.95);
    expect(ones / (200 * 156)).toBeLessThan(1);
    // deterministic for a seed
    expect(runOnTarget(wide('x'), { target: 'fake:fez', shots: 200, seed: 5 }).counts).toEqual(r.counts);
  });

  test('qubits are independent: h on every qubit gives each bit about half ones, uncorrelated', () => {
    const r = runOnTarget(wide('h'), { target: 'fake:fez', shots: 400, seed: 9 });
    const per = new Array<number>(156).fill(0);
    let both = 0;
    for (const [k, n] of Object.entries(r.counts)) {
      [...k].forEach((ch, i) => {
        if (ch === '1') per[i] += n;
      });
      if (k[155] === '1' && k[154] === '1') both += n;
    }
    for (const p of per) expect(Math.abs(p / 400 - 0.5)).toBeLessThan(0.15);
    // P(bit0 = 1 and bit1 = 1) ≈ 1/4 for independent qubits (within 5 sigma of 400 shots)
    expect(Math.abs(both / 400 - 0.25)).toBeLessThan(0.11);
  });

  test('a wide circuit with a two-qubit gate is still refused with the limit and what would run', () => {
    const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', 'qubit[30] q;', 'bit[30] c;', 'cx q[0], q[1];'];
    for (let i = 0; i < 30; i++) lines.push(`x q[${i}];`);
    lines.push('c = measure q;');
    expect(() => runOnTarget(parseQasm(lines.join('\n')), { target: 'fake:fez', shots: 10, seed: 1 })).toThrow(
      'the circuit uses 30 qubits; noisy simulation is limited to 26 (without two-qubit gates, conditions or barriers across qubits it runs qubit by qubit at any size)'
    );
  });
});
