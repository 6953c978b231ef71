/**
 * Qiskit-native authoring (issue #31): workflows written against ctx.backend (a Qiskit BackendV2 whose Target is the
 * case's target), Qiskit's transpile, ctx.sampler (SamplerV2) and ctx.backend.run, run for real in the sandbox with
 * the oracle venv's interpreter named from the job side (the `python` option), on benchgate's engine.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getDevice } from '../../src/quantum/targets/devices/devices.js';
import { scaledCoupler, scaledQubit } from '../../src/quantum/targets/target.js';
import { planFiles } from '../../src/suites/qsolve/init.js';
import { DeviceBackend } from '../../src/suites/qsolve/runner/backend.js';
import type { CaseRecord, MethodRecord } from '../../src/suites/qsolve/types.js';
import { describeOracle, oracle } from '../helpers/python-oracle.js';
import { REPO } from '../helpers/paths.js';
import { FIXTURES, gateStatus, runAndCheck } from './helpers.js';

const ALL_PASS = {
  manifest: 'pass',
  example_inputs: 'pass',
  benchmark_cases: 'pass',
  methods_declared: 'pass',
  fidelity_checked: 'pass',
  cases_pass: 'pass',
  reproducible: 'pass',
  estimate_honest: 'pass'
};

const tmps: string[] = [];
const tmp = (tag: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), `bg-qiskit-${tag}-`)));
  tmps.push(d);
  return d;
};
afterAll(() => tmps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const copyOf = (src: string, tag: string) => {
  const d = tmp(tag);
  cpSync(src, d, { recursive: true });
  return d;
};

const caseOf = (records: CaseRecord[] | undefined, name: string): CaseRecord => {
  const c = records?.find((r) => r.name === name);
  if (!c) throw new Error(`no record of case ${name}`);
  return c;
};
const quantumOf = (c: CaseRecord): MethodRecord => c.methods.find((m) => m.kind === 'quantum') as MethodRecord;

describeOracle('Qiskit-native workflows (the oracle venv named from the job side)', () => {
  const python = oracle().python as string;

  it('transpile against ctx.backend, ctx.sampler and ctx.backend.run: every gate passes, the Target holds benchgate’s device numbers', async () => {
    const dir = copyOf(join(FIXTURES, 'qiskit-native'), 'native');
    chmodSync(dir, 0o755);
    const { result, run } = await runAndCheck(dir, { backend: new DeviceBackend(), python });
    expect(gateStatus(result)).toEqual(ALL_PASS);
    // the sandbox ran the venv's interpreter as the unprivileged user (uid 65534 when benchgate is root)
    const iso = run.records?.runner?.isolation;
    if (iso?.via === 'root') expect(iso.user).toBe('unprivileged');
    const records = run.records?.cases;
    const fake = quantumOf(caseOf(records, 'noise-model-ring-4'));
    expect(fake.status).toBe('ok');
    // the Target: fez at scale 1.6, live couplers only, the scaled figures the noise engine uses
    const fez = getDevice('fez');
    const live = fez.couplers.filter((c) => !c.dead);
    const q5 = scaledQubit(fez.qubits[5], 1.6);
    const c01 = scaledCoupler(
      fez.couplers.find((c) => c.a === 0 && c.b === 1)!,
      1.6
    );
    const t = fake.details?.target as Record<string, unknown>;
    expect(t.num_qubits).toBe(156);
    expect(t.cz_pairs).toBe(2 * live.length);
    expect(t.coupling_edges).toBe(2 * live.length);
    expect(t.sx_error_5).toBeCloseTo(q5.sxError, 15);
    expect(t.sx_duration_5).toBeCloseTo(q5.sxLength * 1e-9, 18);
    expect(t.cz_error_0_1).toBeCloseTo(c01.error, 15);
    expect(t.measure_error_5).toBeCloseTo((q5.readoutP10 + q5.readoutP01) / 2, 15);
    expect(t.t1_5).toBeCloseTo(q5.t1 * 1e-9, 15);
    expect(t.dt).toBeCloseTo(4e-9, 20);
    expect(t.operations).toEqual(['cz', 'delay', 'id', 'if_else', 'measure', 'reset', 'rz', 'sx', 'x']);
    // the transpiled circuit holds native gates only, and ran as sent (no second layout)
    expect(fake.details?.isa_ops).toEqual(expect.arrayContaining(['cz', 'measure', 'rz', 'sx']));
    for (const op of fake.details?.isa_ops as string[])
      expect(['cz', 'rz', 'sx', 'x', 'measure', 'barrier']).toContain(op);
    expect(fake.circuits).toHaveLength(8);
    // two classical registers: the most frequent key reads as Aer writes it (last register leftmost, a space)
    expect(fake.details?.two_registers).toEqual({ top: '10 1', total: 100 });
    // the seventh went through ctx.run: OpenQASM 3 on physical qubits, like the others
    expect(fake.circuits?.every((c) => c.qasm_version === 3)).toBe(true);
    for (const c of fake.circuits ?? []) {
      expect(c.layout?.method).toBe('as-sent');
      expect(c.layout?.swaps).toBe(0);
      expect(c.two_qubit_gates).toBe(c.transpiled_two_qubit_gates);
    }
    // SamplerV2 and backend.run results read as Qiskit's
    expect(fake.details?.sampler).toEqual({
      shape: [4],
      num_shots: 500,
      num_bits: 4,
      bitstrings: 500,
      counts_total: 500
    });
    expect(fake.details?.backend_run).toEqual({ is_list: true, circuits: 2, status: 'DONE' });
    // sim-cpu: no coupling restriction
    const sim = quantumOf(caseOf(records, 'ring-4'));
    // on sim-cpu the counts equal Aer's for the same deterministic circuit
    expect((sim.details?.two_registers as Record<string, unknown>).ours).toEqual({ '10 1': 100 });
    expect((sim.details?.two_registers as Record<string, unknown>).aer).toEqual({ '10 1': 100 });
    const st = sim.details?.target as Record<string, unknown>;
    expect(st.num_qubits).toBe(26);
    expect(st.coupling_edges).toBeNull();
  }, 600_000);

  it('the initial_layout case param is honoured: the circuit starts on the device qubits given', async () => {
    const dir = copyOf(join(FIXTURES, 'qiskit-native'), 'layout');
    const { run } = await runAndCheck(dir, { backend: new DeviceBackend(), python });
    const q = quantumOf(caseOf(run.records?.cases, 'layout-ring-4'));
    expect(q.status).toBe('ok');
    expect(q.circuits).toHaveLength(6);
    for (const c of q.circuits ?? []) {
      expect(c.layout?.method).toBe('initial');
      expect(c.layout?.initial).toEqual([4, 5, 6, 7]);
      // a ring on a path of four qubits needs routing, inside those qubits
      expect([...(c.layout?.physical_qubits ?? [])].sort((a, b) => a - b)).toEqual([4, 5, 6, 7]);
      expect(c.layout?.swaps).toBeGreaterThan(0);
    }
  }, 600_000);

  it('benchgate init qsolve --qiskit: the workflow passes all eight gates on its first run with Qiskit', async () => {
    const dir = tmp('init');
    for (const f of planFiles({
      template: 'max-cut',
      language: 'python',
      name: 'my-qiskit',
      actionRef: 'v1',
      version: '0',
      qiskit: true
    })) {
      const p = join(dir, ...f.path.split('/'));
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, f.content);
    }
    const { result } = await runAndCheck(dir, { backend: new DeviceBackend(), python });
    expect(gateStatus(result)).toEqual(ALL_PASS);
  }, 600_000);

  it('the bundled Qiskit example (examples/qsolve/max-cut-qiskit) passes with Qiskit installed', async () => {
    const dir = copyOf(join(REPO, 'examples', 'qsolve', 'max-cut-qiskit'), 'example');
    const { result, run } = await runAndCheck(dir, { backend: new DeviceBackend(), python });
    expect(gateStatus(result)).toEqual(ALL_PASS);
    // with Qiskit it sends QuantumCircuit objects through Qiskit's exporter (qasm2.dumps writes `rzz(pi/3)`, its
    // fallback text writes the angle as a decimal): the first circuit is the exporter's text
    const q = quantumOf(caseOf(run.records?.cases, 'ring-4'));
    expect(q.circuits).toHaveLength(9);
    const exported = spawnSync(
      python,
      [
        '-c',
        [
          'import hashlib, json, math, sys, qiskit',
          'sys.path.insert(0, sys.argv[1]); import workflow as w',
          "inp = json.load(open(sys.argv[1] + '/examples/ring_4.json')); n = inp['nodes']",
          'g, b = math.pi * 0.5 / 3, (math.pi / 2) * 0.5 / 3',
          'qc = qiskit.QuantumCircuit(n, n); qc.h(range(n))',
          '[qc.rzz(2 * g * wt, i, j) for i, j, wt in w._edges(inp)]',
          'qc.rx(2 * b, range(n)); qc.measure(range(n), range(n))',
          'print(hashlib.sha256(qiskit.qasm2.dumps(qc).encode()).hexdigest())'
        ].join('\n'),
        dir
      ],
      { encoding: 'utf8' }
    );
    expect(exported.status).toBe(0);
    expect(q.circuits?.[0].qasm_sha256).toBe(exported.stdout.trim());
  }, 600_000);

  it('a venv inside a folder closed to others runs in the sandbox as the unprivileged user (its packages come from the venv, not the base interpreter)', async () => {
    const closed = tmp('closed'); // 0700
    const venv = join(closed, 'venv');
    const made = spawnSync(
      python,
      ['-c', `import venv; venv.EnvBuilder(with_pip=False).create(${JSON.stringify(venv)})`],
      {
        encoding: 'utf8'
      }
    );
    expect(made.status).toBe(0);
    // the new venv sees the oracle's packages through a .pth file in its own site-packages
    const site = spawnSync(python, ['-c', 'import site; print(site.getsitepackages()[0])'], { encoding: 'utf8' });
    const v = spawnSync(join(venv, 'bin', 'python'), ['-c', 'import site; print(site.getsitepackages()[0])'], {
      encoding: 'utf8'
    });
    writeFileSync(join(v.stdout.trim(), 'oracle.pth'), site.stdout.trim() + '\n');
    const dir = copyOf(join(FIXTURES, 'qiskit-native'), 'venv');
    chmodSync(dir, 0o755);
    const { result, run } = await runAndCheck(dir, {
      backend: new DeviceBackend(),
      python: join(venv, 'bin', 'python')
    });
    expect(gateStatus(result)).toEqual(ALL_PASS);
    const iso = run.records?.runner?.isolation;
    if (iso?.via === 'root') expect(iso.user).toBe('unprivileged');
  }, 600_000);
});

describe('without Qiskit', () => {
  const noQiskit =
    spawnSync(
      'python3',
      [
        '-c',
        'import sys, importlib.util; sys.exit(0 if sys.version_info >= (3, 9) and importlib.util.find_spec("qiskit") is None else 1)'
      ],
      {
        stdio: 'ignore'
      }
    ).status === 0;
  (noQiskit ? it : it.skip)(
    'ctx.backend and ctx.sampler raise MethodUnavailable with the install hint: the case fails with the install step, never passes',
    async () => {
      const dir = tmp('noqiskit');
      for (const f of planFiles({
        template: 'max-cut',
        language: 'python',
        name: 'no-qiskit',
        actionRef: 'v1',
        version: '0',
        qiskit: true
      })) {
        const p = join(dir, ...f.path.split('/'));
        mkdirSync(dirname(p), { recursive: true });
        writeFileSync(p, f.content);
      }
      const { result, run } = await runAndCheck(dir, { backend: new DeviceBackend(), python: 'python3' });
      const ran = (run.records?.cases ?? []).filter((c) => !c.unavailable);
      expect(ran.map((c) => c.name)).toEqual(['weighted-5', 'noise-model-ring-4']);
      for (const c of ran) {
        const q = quantumOf(c);
        expect(q.status).toBe('unavailable');
        expect(q.missing_module).toBe('qiskit');
        expect(q.reason).toBe(
          "ctx.backend needs Qiskit, which this Python cannot import: install it (pip install qiskit) or run benchgate with an interpreter that has it (the job's `python` option, e.g. --python .venv/bin/python)"
        );
      }
      // no comparison without the quantum method: the case fails with the install step, never passes
      expect(gateStatus(result).cases_pass).toBe('fail');
      const qs021 = result.findings.filter((f) => f.code === 'QS021').map((f) => f.message);
      expect(qs021).toHaveLength(2);
      for (const m of qs021) {
        expect(m).toContain(
          'no headline metric: quantum and reference could not be compared (method qaoa is unavailable here: ctx.backend needs Qiskit'
        );
        expect(m).toContain('a step `pip install qiskit`');
      }
      // ctx.sampler says the same about itself
      const wf = join(dir, 'workflow.py');
      writeFileSync(wf, readFileSync(wf, 'utf8').replace('backend = ctx.backend  #', 'backend = ctx.sampler  #'));
      const again = await runAndCheck(dir, { backend: new DeviceBackend(), python: 'python3' });
      expect(quantumOf(again.run.records!.cases.find((c) => c.name === 'weighted-5')!).reason).toMatch(
        /^ctx\.sampler needs Qiskit, which this Python cannot import: install it \(pip install qiskit\)/
      );
    },
    600_000
  );
});
