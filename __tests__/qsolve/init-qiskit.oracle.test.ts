/**
 * `benchgate init qsolve --qiskit` through the built CLI (dist/cli.js): the generated workflow passes the eight gates
 * on its first check, with the oracle venv's interpreter (it has Qiskit) named from the job side (--option). The
 * other init tests: init.e2e.test.ts.
 */
import { afterAll, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';
import { describeOracle, oracle } from '../helpers/python-oracle.js';

const tmps: string[] = [];
const tmp = (tag: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), `bg-init-${tag}-`)));
  tmps.push(d);
  return d;
};
afterAll(() => tmps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const CLI = join(REPO, 'dist', 'cli.js');
const cli = (args: string[], cwd = REPO) => {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120000
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describeOracle(
  'benchgate init qsolve --qiskit passes the eight gates on its first check with Qiskit (dist/cli.js)',
  () => {
    it('max-cut / python --qiskit', () => {
      const dir = join(tmp('qiskit-cli'), 'my-qiskit');
      const a = cli(['init', 'qsolve', dir, '--qiskit']);
      expect(a.err).toBe('');
      expect(a.code).toBe(0);
      expect(a.out).toContain('wrote the max-cut workflow "my-qiskit" (Python with Qiskit)');
      const c = cli(['check', dir, '--format', 'json', '--no-cache', '--option', `qsolve.python=${oracle().python}`]);
      const report = JSON.parse(c.out);
      const qs = report.suites.find((s: { suite: string }) => s.suite === 'qsolve');
      expect(
        Object.fromEntries(qs.artifacts[0].gates.map((g: { id: string; status: string }) => [g.id, g.status]))
      ).toEqual({
        manifest: 'pass',
        example_inputs: 'pass',
        benchmark_cases: 'pass',
        methods_declared: 'pass',
        fidelity_checked: 'pass',
        cases_pass: 'pass',
        reproducible: 'pass',
        estimate_honest: 'pass'
      });
      expect(c.code).toBe(0);
    });
  }
);
