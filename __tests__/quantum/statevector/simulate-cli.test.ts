import { describe, expect, test, beforeAll, afterAll } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simulateCommand } from '../../../src/cli/commands/simulate.js';
import { UsageError } from '../../../src/core/command.js';
import type { CommandIO } from '../../../src/core/command.js';
import { loadAllCommands } from '../../../src/cli/commands.js';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bg-sim-'));
  writeFileSync(
    join(dir, 'bell.qasm'),
    'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n'
  );
  writeFileSync(join(dir, 'bad.qasm'), 'OPENQASM 3.0;\nqubit[1] q;\n  defcal x $0 {}\n');
  writeFileSync(join(dir, 'big.qasm'), 'OPENQASM 3.0;\nqubit[40] q;\n');
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

describe('benchgate simulate', () => {
  test('is registered', async () => {
    expect((await loadAllCommands()).map((c) => c.name.join(' '))).toContain('simulate');
  });
  test('json counts, deterministic for a seed', async () => {
    const a = io();
    expect(await simulateCommand.run(['bell.qasm', '--shots', '1000', '--seed', '5', '--format', 'json'], a)).toBe(0);
    const j = JSON.parse(a.out);
    expect(j.target).toBe('sim-cpu');
    expect(Object.keys(j.counts).sort()).toEqual(['00', '11']);
    expect(j.counts['00'] + j.counts['11']).toBe(1000);
    expect(j.stats).toMatchObject({ numQubits: 2, twoQubitGates: 1, dynamic: false });
    const b = io();
    await simulateCommand.run(['bell.qasm', '--shots', '1000', '--seed', '5', '--format', 'json'], b);
    expect(JSON.parse(b.out).counts).toEqual(j.counts);
  });
  test('text output with amplitudes', async () => {
    const a = io();
    expect(await simulateCommand.run(['bell.qasm', '--statevector'], a)).toBe(0);
    expect(a.out).toMatch(/2 qubits, 2 clbits, 2 gates \(1 two-qubit\)/);
    expect(a.out).toMatch(/statevector:\n {2}00 {2}0\.707106781187\+0j\n {2}11 {2}0\.707106781187\+0j/);
  });
  test('invalid QASM: exit 2 with file:line:col: message', async () => {
    const a = io();
    expect(await simulateCommand.run(['bad.qasm'], a)).toBe(2);
    expect(a.err).toBe("bad.qasm:3:3: pulse-level calibration ('defcal') is not supported\n");
  });
  test('unreadable file and too-large circuits: exit 2', async () => {
    const a = io();
    expect(await simulateCommand.run(['missing.qasm'], a)).toBe(2);
    expect(a.err).toMatch(/missing\.qasm: cannot read: ENOENT/);
    const b = io();
    expect(await simulateCommand.run(['big.qasm'], b)).toBe(2);
    expect(b.err).toMatch(/40-qubit statevector needs/);
  });
  test('usage errors', async () => {
    await expect(simulateCommand.run(['bell.qasm', '--target', 'ibm:ibm_fez'], io())).rejects.toThrow(UsageError);
    await expect(simulateCommand.run(['bell.qasm', '--shots', 'many'], io())).rejects.toThrow(UsageError);
    await expect(simulateCommand.run(['bell.qasm', '--format', 'xml'], io())).rejects.toThrow(UsageError);
    await expect(simulateCommand.run([], io())).rejects.toThrow(/missing FILE/);
    await expect(simulateCommand.run(['bell.qasm', '--bogus'], io())).rejects.toThrow(UsageError);
  });
});
