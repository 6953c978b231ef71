import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { cleanup, errors, gateStatus, materialize, runAndCheck } from './helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copyExample = (name: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), `bg-qsr-ex-`)));
  cpSync(join(process.cwd(), 'examples', 'qsolve', name), d, { recursive: true });
  dirs.push(d);
  return d;
};

async function cli(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    stdout: (t: string) => (out += t),
    stderr: (t: string) => (err += t),
    color: false,
    cwd,
    env,
    isTTY: false
  });
  return { code, out, err };
}

describe('JavaScript runner', () => {
  it('runs workflow.mjs through the same protocol: every case passes on sim-cpu, the fake: case through the stand-in backend', async () => {
    const { result, run } = await runAndCheck(copyExample('vertex-cover-js'));
    expect(gateStatus(result)).toEqual({
      manifest: 'pass',
      example_inputs: 'pass',
      benchmark_cases: 'pass',
      methods_declared: 'pass',
      fidelity_checked: 'pass',
      cases_pass: 'pass',
      reproducible: 'pass',
      estimate_honest: 'pass'
    });
    expect(run.records!.runner!.language).toBe('javascript');
    expect(run.records!.cases[0].methods[0].circuits[0].qasm_version).toBe(3);
  });
});

describe('JavaScript method lookup', () => {
  it('an inherited property is never a method: a manifest method named toString is not Object.prototype.toString', async () => {
    const dir = copyExample('vertex-cover-js');
    const y = join(dir, 'qsolve.yaml');
    writeFileSync(y, readFileSync(y, 'utf8').replace('  - name: qaoa', '  - name: toString'));
    const { run } = await runAndCheck(dir);
    const c = run.records!.cases[0];
    expect(c.exception).toEqual({
      type: 'ReferenceError',
      message: 'the workflow module defines no method "toString" (add it to METHODS or export a function of that name)'
    });
  });
});

describe('the Qiskit example workflow', () => {
  it('passes every gate with or without Qiskit: without it, the quantum method sends the same circuit as OpenQASM 2', async () => {
    const { result, run } = await runAndCheck(copyExample('max-cut-qiskit'));
    const q = run.records!.cases[0].methods[0];
    expect(q.status).toBe('ok');
    expect(gateStatus(result).cases_pass).toBe('pass');
    expect(errors(result)).toEqual([]);
    expect(result.gates.every((g) => g.status === 'pass')).toBe(true);
  });
  it('without its fallback and without Qiskit, the case fails with the seed message and the install step', async () => {
    let hasQiskit = true;
    try {
      execFileSync('python3', ['-c', 'import qiskit'], { stdio: 'ignore' });
    } catch {
      hasQiskit = false;
    }
    if (hasQiskit) return; // the attack needs a machine without Qiskit (this project's CI)
    const dir = copyExample('max-cut-qiskit');
    const wf = join(dir, 'workflow.py');
    writeFileSync(wf, readFileSync(wf, 'utf8').replace('qiskit = _qiskit()', 'qiskit = ctx.require_module("qiskit")'));
    const { result } = await runAndCheck(dir);
    expect(gateStatus(result).cases_pass).toBe('fail');
    const f = errors(result).filter((x) => x.code === 'QS021');
    expect(f).toHaveLength(2);
    expect(f[0].message).toBe(
      'case "ring-4" on sim-cpu: no headline metric: quantum and reference could not be compared (method qaoa_qiskit is unavailable here: qiskit not installed; make it available by installing the module qiskit in the CI job before benchgate runs (a step `pip install qiskit`), or locally in the interpreter benchgate uses (qsolve option `python`))'
    );
    expect(f[0]).toMatchObject({
      file: 'benchmarks/cases.yaml',
      line: 2,
      column: 5,
      subject: `${basename(dir)} › ring-4`
    });
  });
});

describe('CLI', () => {
  it('qsolve run --out writes records that qsolve decide judges; qsolve check runs for real', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const r = await cli(['qsolve', 'run', '.', '--out', 'out/records.json', '--format', 'json', '--no-cache'], dir);
    expect(r.code).toBe(0);
    const rec = JSON.parse(readFileSync(join(dir, 'out', 'records.json'), 'utf8'));
    expect(rec.cases.map((c: { name: string; unavailable?: string }) => [c.name, !!c.unavailable])).toEqual([
      ['ring-4', false],
      ['noise-model-ring-4', false]
    ]);
    expect(rec.cases[1].methods.find((m: { kind: string }) => m.kind === 'quantum').mitigation.source).toBe('backend');
    const d = await cli(['qsolve', 'decide', 'out/records.json', '--format', 'json'], dir);
    expect(d.code).toBe(0); // the fake: case runs on the noise engine
    const xdg = realpathSync(mkdtempSync(join(tmpdir(), 'bg-qsr-xdg-')));
    dirs.push(xdg);
    const env = { ...process.env, XDG_CACHE_HOME: xdg };
    const c = await cli(['qsolve', 'check', '.', '--format', 'json'], dir, env);
    const gatesOf = (out: string) => JSON.parse(out).suites[0].artifacts[0].gates as { id: string; status: string }[];
    const gates = gatesOf(c.out);
    expect(gates.find((g: { id: string }) => g.id === 'cases_pass')?.status).toBe('pass');
    expect(gates.find((g: { id: string }) => g.id === 'reproducible')?.status).toBe('pass');
    // the cache is in the user's cache folder, never in the checked tree
    expect(existsSync(join(dir, '.benchgate-cache'))).toBe(false);
    expect(readdirSync(join(xdg, 'benchgate')).filter((f) => f.startsWith('benchgate-v'))).toHaveLength(2);
    const warm = await cli(['qsolve', 'check', '.', '--format', 'json'], dir, env);
    expect(gatesOf(warm.out)).toEqual(gates);
  });
});
