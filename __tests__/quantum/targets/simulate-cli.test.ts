import { describe, expect, test, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulateCommand } from '../../../src/cli/commands/simulate.js';
import { UsageError } from '../../../src/core/command.js';
import type { CommandIO } from '../../../src/core/command.js';
import { parseQasm } from '../../../src/quantum/index.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bg-noise-'));
  writeFileSync(
    join(dir, 'ghz.qasm'),
    'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[4];\ncreg c[4];\nh q[0];\ncx q[0],q[1];\ncx q[1],q[2];\ncx q[2],q[3];\nmeasure q -> c;\n'
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(): CommandIO & { out: string; err: string } {
  const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
  Object.assign(o, {
    stdout: (t: string) => (o.out += t),
    stderr: (t: string) => (o.err += t),
    color: false,
    cwd: dir,
    env: {},
    isTTY: false
  });
  return o;
}

describe('benchgate simulate --target fake:…', () => {
  test('json: counts, transpiled size, effective noise, fidelity; deterministic', async () => {
    const a = io();
    expect(
      await simulateCommand.run(
        ['ghz.qasm', '--target', 'fake:fez@1.6', '--shots', '2000', '--seed', '3', '--format', 'json', '--transpiled'],
        a
      )
    ).toBe(0);
    const j = JSON.parse(a.out);
    expect(j.target).toBe('fake:fez@1.6');
    expect(j.method).toBe('density-matrix');
    expect(Object.values(j.counts as Record<string, number>).reduce((x, y) => x + y, 0)).toBe(2000);
    expect(j.sentTwoQubitGates).toBe(3);
    expect(j.transpiledTwoQubitGates).toBe(3);
    expect(j.transpiled.physicalQubits.length).toBe(4);
    expect(j.transpiled.layoutMethod).toBe('vf2');
    expect([...j.transpiled.initialLayout].sort()).toEqual([...j.transpiled.physicalQubits].sort());
    expect(j.effective.layout.initial).toEqual(j.transpiled.initialLayout);
    expect(j.effective.scale).toBe(1.6);
    expect(j.fidelity).toBeGreaterThan(0.9);
    expect(j.fidelity).toBeLessThan(1);
    // the transpiled circuit is valid OpenQASM 3 on physical qubits
    const t = parseQasm(j.qasm);
    expect(t.ops.filter((o) => o.kind === 'gate' && o.name === 'cz').length).toBe(3);
    const b = io();
    await simulateCommand.run(
      ['ghz.qasm', '--target', 'fake:fez@1.6', '--shots', '2000', '--seed', '3', '--format', 'json'],
      b
    );
    expect(JSON.parse(b.out).counts).toEqual(j.counts);
  });
  test('text output', async () => {
    const a = io();
    expect(
      await simulateCommand.run(
        ['ghz.qasm', '--target', 'fake:kingston', '--shots', '500', '--method', 'trajectories'],
        a
      )
    ).toBe(0);
    expect(a.out).toMatch(/target fake:kingston@1, 500 shots, seed 0, trajectories/);
    expect(a.out).toMatch(/transpiled: 4 qubits on \$\d+ \$\d+ \$\d+ \$\d+, 3 cz/);
    expect(a.out).toMatch(
      /layout \(lowest-error SWAP-free placement, error score [\d.e-]+\): q0→\$\d+ q1→\$\d+ q2→\$\d+ q3→\$\d+/
    );
    expect(a.out).toMatch(/fidelity vs ideal: 0\.\d{4} \(readout-mitigated\)/);
  });
  test('bad targets are usage errors', async () => {
    await expect(simulateCommand.run(['ghz.qasm', '--target', 'fake:fez@0.5'], io())).rejects.toThrow(UsageError);
    await expect(simulateCommand.run(['ghz.qasm', '--target', 'fake:nope'], io())).rejects.toThrow(/known devices/);
    await expect(simulateCommand.run(['ghz.qasm', '--transpiled'], io())).rejects.toThrow(/fake:<device> targets only/);
    await expect(simulateCommand.run(['ghz.qasm', '--target', 'fake:fez', '--method', 'x'], io())).rejects.toThrow(
      /--method/
    );
  });
});

describe('benchgate simulate: transpiler options', () => {
  test('--initial-layout places the circuit; --optimization-level 0 keeps every gate; both are fake:-only', async () => {
    const a = io();
    expect(
      await simulateCommand.run(
        [
          'ghz.qasm',
          '--target',
          'fake:fez',
          '--shots',
          '100',
          '--initial-layout',
          '20,21,22,23',
          '--format',
          'json',
          '--transpiled'
        ],
        a
      )
    ).toBe(0);
    const j = JSON.parse(a.out);
    expect(j.transpiled.layoutMethod).toBe('initial');
    expect(j.transpiled.initialLayout).toEqual([20, 21, 22, 23]);
    const b = io();
    expect(
      await simulateCommand.run(
        [
          'ghz.qasm',
          '--target',
          'fake:fez',
          '--shots',
          '100',
          '--optimization-level',
          '0',
          '--format',
          'json',
          '--transpiled'
        ],
        b
      )
    ).toBe(0);
    expect(JSON.parse(b.out).transpiled.layoutMethod).toBe('trivial');
    await expect(simulateCommand.run(['ghz.qasm', '--initial-layout', '0,1,2,3'], io())).rejects.toThrow(
      '--transpiled, --initial-layout, --optimization-level, --seed-transpiler and --method apply to fake:<device> targets only'
    );
    await expect(
      simulateCommand.run(['ghz.qasm', '--target', 'fake:fez', '--optimization-level', '4'], io())
    ).rejects.toThrow('--optimization-level must be between 0 and 3, got 4');
    await expect(
      simulateCommand.run(['ghz.qasm', '--target', 'fake:fez', '--initial-layout', '1,x'], io())
    ).rejects.toThrow("--initial-layout must be device qubits separated by commas (e.g. 4,5,6), got '1,x'");
    const c = io();
    expect(await simulateCommand.run(['ghz.qasm', '--target', 'fake:fez', '--initial-layout', '0,1'], c)).toBe(2);
    expect(c.err).toBe(
      'ghz.qasm: cannot transpile to ibm_fez: initial_layout gives 2 device qubits; the circuit has 4 qubits (give one device qubit per circuit qubit, in order)\n'
    );
  });
});
