/**
 * The action fails closed (issue 30): with no `sandbox` input, a Qsolve workflow that cannot run fully isolated does
 * not run (QS034), and the finding says how the job file opts out (`with: sandbox: auto`). Runs the action's `run()`
 * in-process with the runner's INPUT_* variables, on a machine made namespace-less with BENCHGATE_NO_UNSHARE=1.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/action/main.js';
import { resetLauncherCaps } from '../../src/suites/qsolve/runner/sandbox.js';
import { materialize } from '../qsolve-runner/helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
afterEach(() => {
  process.exitCode = undefined;
  resetLauncherCaps();
});

/** Runs the action on a workspace holding one Qsolve workflow whose quantum method writes `marker` when it runs. */
async function action(inputs: Record<string, string>) {
  const ws = materialize('base');
  const io = realpathSync(mkdtempSync(join(tmpdir(), 'bg-action-sandbox-io-')));
  made.push(ws, io);
  const marker = join(io, 'workflow-ran');
  writeFileSync(
    join(ws, 'workflow.py'),
    `${readFileSync(join(ws, 'workflow.py'), 'utf8')}\n\n_q = qaoa\n\n\ndef qaoa(inp, params, ctx):\n    open(${JSON.stringify(marker)}, "w").write("ran")\n    return _q(inp, params, ctx)\n\n\nMETHODS = {"qaoa": qaoa, "brute_force": brute_force}\n`
  );
  const env: Record<string, string> = {
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: join(io, 'summary.md'),
    GITHUB_OUTPUT: join(io, 'output.txt'),
    RUNNER_TEMP: io,
    BENCHGATE_NO_UNSHARE: '1',
    INPUT_PATH: '.',
    INPUT_SUITES: 'qsolve',
    'INPUT_CHECK-RUN': 'false',
    INPUT_CACHE: 'false',
    INPUT_OPTIONS: JSON.stringify({
      qsolve: { python: existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3' }
    }),
    'INPUT_REPORT-JSON': join(io, 'report.json'),
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]))
  };
  writeFileSync(env.GITHUB_STEP_SUMMARY, '');
  writeFileSync(env.GITHUB_OUTPUT, '');
  const saved = Object.fromEntries(
    Object.keys(process.env)
      .filter((k) => /^(INPUT_|GITHUB_|RUNNER_)/.test(k))
      .concat(Object.keys(env))
      .map((k) => [k, process.env[k]])
  );
  for (const k of Object.keys(saved)) delete process.env[k];
  Object.assign(process.env, env);
  const logged: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => (
    logged.push(String(chunk)),
    true
  )) as typeof process.stdout.write;
  resetLauncherCaps();
  try {
    await run();
  } finally {
    process.stdout.write = write;
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const report = JSON.parse(readFileSync(join(io, 'report.json'), 'utf8'));
  const findings = report.suites[0].artifacts[0].findings as { code: string; message: string }[];
  return {
    exitCode: process.exitCode,
    ran: existsSync(marker),
    findings,
    log: logged.join(''),
    summary: readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8')
  };
}

describe('the action where no namespace can be made', () => {
  it('no `sandbox` input: the workflow does not run, QS034 says how to opt out in the job file, the step fails', async () => {
    const r = await action({});
    expect(r.ran).toBe(false);
    const qs034 = r.findings.find((f) => f.code === 'QS034');
    expect(qs034?.message).toContain('did not run: `sandbox: required`');
    expect(qs034?.message).toContain('opt out in the job file: `with: sandbox: auto` on the benchgate step');
    expect(r.log).toMatch(/::error [^\n]*QS034/);
    expect(r.exitCode).toBe(1);
  });

  it('`with: sandbox: auto`: the workflow runs with the weaker level and a QS035 warning', async () => {
    const r = await action({ sandbox: 'auto' });
    expect(r.ran).toBe(true);
    expect(r.findings.map((f) => f.code)).toContain('QS035');
    expect(r.findings.map((f) => f.code)).not.toContain('QS034');
  });

  it('`options: {qsolve: {sandbox: auto}}` is the job choosing too', async () => {
    const r = await action({ options: JSON.stringify({ qsolve: { sandbox: 'auto', python: '/usr/bin/python3' } }) });
    expect(r.ran).toBe(true);
    expect(r.findings.map((f) => f.code)).not.toContain('QS034');
  });
});
