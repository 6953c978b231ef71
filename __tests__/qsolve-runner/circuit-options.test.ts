/** Transpiler options sent with a circuit: checked before any backend sees them, honoured by the device backend. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { planFiles } from '../../src/suites/qsolve/init.js';
import { runAndCheck } from './helpers.js';
import { getDevice } from '../../src/quantum/targets/devices/devices.js';
import { scaledQubit } from '../../src/quantum/targets/target.js';
import { DeviceBackend, SimCpuBackend } from '../../src/suites/qsolve/runner/backend.js';
import { circuitOptions } from '../../src/suites/qsolve/runner/circuit-options.js';
import { parseRunnerMessage } from '../../src/suites/qsolve/runner/protocol.js';

const GHZ3 =
  'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[3] q;\nbit[3] c;\nh q[0];\ncx q[0], q[1];\ncx q[1], q[2];\nc = measure q;\n';

describe('circuitOptions', () => {
  it('maps the protocol names to the transpiler options', () => {
    expect(
      circuitOptions({ initial_layout: [4, 5, 6], optimization_level: 3, seed_transpiler: 9, transpiled: true })
    ).toEqual({ ok: true, options: { initialLayout: [4, 5, 6], optimizationLevel: 3, seed: 9, asSent: 'require' } });
    expect(circuitOptions(undefined)).toEqual({ ok: true });
    expect(circuitOptions({ transpiled: false })).toEqual({ ok: true });
  });

  it.each([
    [[1], 'the circuit options must be an object'],
    [
      { layout: [1] },
      'unknown circuit option "layout" (known: initial_layout, optimization_level, seed_transpiler, transpiled)'
    ],
    [
      { initial_layout: [0, -1] },
      'initial_layout must be a list of device qubit numbers (one per circuit qubit), got [0,-1]'
    ],
    [
      { initial_layout: { 0: 1 } },
      'initial_layout must be a list of device qubit numbers (one per circuit qubit), got {"0":1}'
    ],
    [{ optimization_level: 4 }, 'optimization_level must be 0, 1, 2 or 3, got 4'],
    [{ optimization_level: 1.5 }, 'optimization_level must be 0, 1, 2 or 3, got 1.5'],
    [{ seed_transpiler: -2 }, 'seed_transpiler must be a non-negative integer, got -2'],
    [{ transpiled: 'yes' }, 'transpiled must be true or false']
  ])('%j is refused: %s', (raw, problem) => {
    expect(circuitOptions(raw)).toEqual({ ok: false, problem });
  });

  it('attack: an initial layout of 1,001 qubits (no device has more than 156) is refused before any transpiler work', () => {
    const r = circuitOptions({ initial_layout: Array.from({ length: 1001 }, (_, i) => i) });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(
      /^initial_layout must be a list of device qubit numbers \(one per circuit qubit\), got \[0,1,2,/
    );
  });

  it('a circuit message keeps its options for the check', () => {
    const r = parseRunnerMessage(
      JSON.stringify({ v: 1, type: 'circuit', id: 1, seq: 0, qasm: 'x', shots: 5, options: { optimization_level: 1 } })
    );
    expect(r).toEqual({
      ok: true,
      msg: { type: 'circuit', id: 1, seq: 0, qasm: 'x', shots: 5, options: { optimization_level: 1 } }
    });
  });
});

describe('DeviceBackend with circuit options', () => {
  it('places the circuit on the initial layout given, and refuses a layout that does not fit with what to fix', async () => {
    const b = new DeviceBackend();
    const r = await b.run(GHZ3, 200, 3, 'fake:fez@1.6', undefined, { initialLayout: [20, 21, 22] });
    expect(r.ok && r.layout).toMatchObject({ initial: [20, 21, 22], method: 'initial', swaps: 0 });
    const bad = await b.run(GHZ3, 200, 3, 'fake:fez@1.6', undefined, { initialLayout: [20, 21] });
    expect(bad).toEqual({
      ok: false,
      unavailable: false,
      reason:
        'cannot transpile to ibm_fez: initial_layout gives 2 device qubits; the circuit has 3 qubits (give one device qubit per circuit qubit, in order)'
    });
  });

  it('the exact simulator ignores the options; a circuit on device qubits runs on the qubits it uses', async () => {
    const phys = 'OPENQASM 3.0;\nbit[2] c;\nx $140;\ncz $140, $141;\nc[0] = measure $140;\nc[1] = measure $141;\n';
    const r = await new SimCpuBackend().run(phys, 50, 1, 'sim-cpu', undefined, { optimizationLevel: 0 });
    expect(r.ok && r.counts).toEqual({ '01': 50 });
    expect(r.ok && r.qubits).toBe(142);
  });

  it('describe(): the device target with the scaled figures, the simulator without coupling', () => {
    const b = new DeviceBackend();
    const d = b.describe('fake:fez@2');
    if (d?.kind !== 'device') throw new Error('not a device');
    const fez = getDevice('fez');
    expect(d.num_qubits).toBe(156);
    expect(d.couplers).toHaveLength(fez.couplers.filter((c) => !c.dead).length);
    expect(d.qubits[7].sx[0]).toBe(scaledQubit(fez.qubits[7], 2).sxError);
    expect(d.qubits[7].sx[0]).toBeCloseTo(2 * fez.qubits[7].sxError, 15);
    expect(d.dt).toBeCloseTo(4e-9, 20);
    expect(b.describe('sim-cpu')).toEqual({ kind: 'simulator', name: 'sim-cpu', num_qubits: 26 });
    expect(b.describe('ibm:ibm_fez')).toBeUndefined();
    expect(new SimCpuBackend().describe('fake:fez')).toBeUndefined();
  });
});

describe('the case params reach the transpiler from either runner', () => {
  const tmps: string[] = [];
  afterAll(() => tmps.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it.each(['js', 'python'] as const)(
    '%s: initial_layout in the noise case params places every circuit on those device qubits',
    async (language) => {
      const dir = realpathSync(mkdtempSync(join(tmpdir(), `bg-copts-${language}-`)));
      tmps.push(dir);
      chmodSync(dir, 0o755);
      for (const f of planFiles({ template: 'max-cut', language, name: 'copts', actionRef: 'v1', version: '0' })) {
        let text = f.content;
        if (f.path === 'qsolve.yaml')
          text = text.replace(
            'shots: {type: integer, minimum: 1, maximum: 100000, default: 500}',
            'shots: {type: integer, minimum: 1, maximum: 100000, default: 500}\n    initial_layout: {type: array}'
          );
        if (f.path === 'benchmarks/cases.yaml')
          text = text.replace('    seed: 2\n', '    seed: 2\n    params: {initial_layout: [20, 21, 22, 23]}\n');
        const p = join(dir, ...f.path.split('/'));
        mkdirSync(dirname(p), { recursive: true });
        writeFileSync(p, text);
      }
      const { run } = await runAndCheck(dir, { backend: new DeviceBackend() });
      const c = run.records?.cases.find((x) => x.name === 'noise-model-ring-4');
      const q = c?.methods.find((m) => m.kind === 'quantum');
      expect(q?.status).toBe('ok');
      expect(q?.circuits.length).toBe(9);
      for (const circ of q?.circuits ?? [])
        expect(circ.layout).toMatchObject({ method: 'initial', initial: [20, 21, 22, 23] });
      // the sim-cpu case has no such param: nothing is sent, nothing changes
      const sim = run.records?.cases.find((x) => x.name === 'weighted-5');
      expect(sim?.methods.find((m) => m.kind === 'quantum')?.status).toBe('ok');
    },
    300_000
  );
});
