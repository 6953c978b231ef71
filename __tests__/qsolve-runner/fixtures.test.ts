import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { cleanup, errors, gateStatus, materialize, notPassing, runAndCheck, type Checked } from './helpers.js';

const dirs: string[] = [];
const fixture = (v: string) => {
  const d = materialize(v);
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach(cleanup));

/**
 * One sandboxed run per unmodified fixture variant (no options), shared by every test that asserts on it: the
 * variant's folder and what `runAndCheck` gave for it. A test that edits its copy or passes options runs its own.
 */
const runs = new Map<string, Promise<Checked & { dir: string }>>();
const checked = (variant: string): Promise<Checked & { dir: string }> => {
  let r = runs.get(variant);
  if (!r) {
    const dir = fixture(variant);
    r = runAndCheck(dir).then((c) => ({ ...c, dir }));
    runs.set(variant, r);
  }
  return r;
};

describe('base fixture', () => {
  it('passes all eight gates end to end (fake: target through a stand-in noise backend)', async () => {
    const { result, run } = await runAndCheck(fixture('base'));
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
    expect(errors(result)).toEqual([]);
    const rec = run.records!;
    expect(rec.cases.map((c) => [c.name, c.target])).toEqual([
      ['ring-4', 'sim-cpu'],
      ['noise-model-ring-4', 'fake:fez@1.6']
    ]);
    const q = rec.cases[0].methods[0];
    expect(q.circuits).toHaveLength(4);
    expect(q.circuits[0]).toMatchObject({
      qubits: 4,
      two_qubit_gates: 8,
      mid_circuit_measurement: false,
      shots: 500,
      clbits: 4,
      target: 'sim-cpu',
      qasm_version: 2
    });
    expect(Object.values(q.circuits[0].counts!).reduce((a, b) => a + b, 0)).toBe(500);
    expect(q.evaluated).toBe(-4);
    expect(rec.cases[1].methods[0].mitigation).toEqual({ fidelity: 0.99, coverage: 1, source: 'backend' });
    expect(rec.reproducible?.rerun.result_hash).toBe(rec.cases[0].result_hash);
    expect(rec.cases[0].result_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

/** Exactly one documented failure: the gates that do not pass, and the error findings with their exact messages. */
const CASES: {
  variant: string;
  gates: string[];
  code: string;
  message: string | RegExp;
  opts?: Parameters<typeof runAndCheck>[1];
}[] = [
  {
    variant: 'claims-better',
    gates: ['cases_pass'],
    code: 'QS021',
    message: 'case "ring-4" on sim-cpu: method qaoa claimed -5, its solution gives -4'
  },
  {
    variant: 'no-circuit',
    gates: ['cases_pass'],
    code: 'QS021',
    message: 'case "ring-4" on sim-cpu: quantum method qaoa sent no circuit to the backend'
  },
  {
    variant: 'case-raises',
    gates: ['cases_pass'],
    code: 'QS021',
    message:
      /^case "ring-4" on sim-cpu: FAIL ValueError: graph too small for QAOA \(raised at workflow\.py:37; the case is at benchmarks\/cases\.yaml:2\)\nTraceback \(most recent call last\):\n[^]*File "[^"]*workflow\.py", line 37, in qaoa\n[^]*ValueError: graph too small for QAOA$/
  },
  {
    variant: 'classical-crash',
    gates: ['cases_pass'],
    code: 'QS021',
    message: 'case "ring-4" on sim-cpu: method greedy failed: ZeroDivisionError: division by zero'
  },
  {
    variant: 'seed-ignored',
    gates: ['reproducible'],
    code: 'QS027',
    message: /^re-running "ring-4" gave a different result at \/methods\/0\/circuits\/0\/(counts|qasm_sha256)/
  },
  {
    variant: 'estimate-3x',
    gates: ['estimate_honest'],
    code: 'QS028',
    message:
      '"ring-4": circuits 12 estimated vs 4 sent (ratio 3); shots 6000 estimated vs 2000 sent (ratio 3); the ratio must be 0.5 to 2.0'
  },
  {
    variant: 'no-noise-case',
    gates: ['fidelity_checked'],
    code: 'QS042',
    message: /^no case under `cases` sets a non-zero `min_fidelity`/
  },
  {
    variant: 'shots-200000',
    gates: ['cases_pass', 'reproducible', 'estimate_honest'],
    code: 'QS013',
    message: 'case "ring-4" (cases[0]): params.shots is 200000, above 100,000'
  },
  {
    variant: 'misspelled-expect',
    gates: ['benchmark_cases', 'cases_pass', 'reproducible', 'estimate_honest'],
    code: 'QS008',
    message: /max_gpa/
  },
  {
    variant: 'memory-hog',
    gates: ['cases_pass'],
    code: 'QS021',
    message:
      /^case "ring-4" on sim-cpu: FAIL (MemoryError: out of memory \(the workflow's memory limit is 512 MB\)|RunnerCrashed: the workflow process was killed)/
  }
];

describe('broken copies: exactly one documented failure each', () => {
  for (const c of CASES) {
    it(c.variant, async () => {
      const { result } = c.opts ? await runAndCheck(fixture(c.variant), c.opts) : await checked(c.variant);
      expect(notPassing(result)).toEqual(c.gates);
      const errs = errors(result);
      if (c.code === '') {
        expect(errs).toEqual([]);
        return;
      }
      expect(new Set(errs.map((f) => f.code))).toEqual(new Set([c.code]));
      if (typeof c.message === 'string') expect(errs[0].message).toBe(c.message);
      else expect(errs[0].message).toMatch(c.message);
    });
  }

  it('a raised case points at the last frame inside the workflow, a failing estimate at its definition, every finding names its workflow', async () => {
    // a workflow checked at its own root is named by its folder (docs/cli.md), never "."
    const { dir: raises, result: raisesResult } = await checked('case-raises');
    const raised = errors(raisesResult).find((f) => f.code === 'QS021');
    expect(raised).toMatchObject({ file: 'workflow.py', line: 37, subject: `${basename(raises)} › ring-4` });
    const { dir: estimate3x, result: estimateResult } = await checked('estimate-3x');
    const est = errors(estimateResult).find((f) => f.code === 'QS028');
    expect(est).toMatchObject({
      file: 'workflow.py',
      line: 20,
      column: 1,
      subject: `${basename(estimate3x)} › ring-4`
    });
    const { dir: noNoise, result: noNoiseResult } = await checked('no-noise-case');
    const noFid = errors(noNoiseResult);
    expect(noFid).toEqual([
      expect.objectContaining({
        code: 'QS042',
        file: 'benchmarks/cases.yaml',
        line: 1,
        column: 1,
        subject: basename(noNoise)
      })
    ]);
  });

  it('a rejected submission (QS002 method rule, QS003 invalid input schema) does not run the cases', async () => {
    const dup = fixture('base');
    const y = join(dup, 'qsolve.yaml');
    writeFileSync(y, readFileSync(y, 'utf8').replace('  - name: brute_force\n', '  - name: qaoa\n'));
    const a = await runAndCheck(dup);
    expect(a.run.records).toBeUndefined();
    expect(a.run.notRun).toMatch(/^the submission is rejected \(QS002: method "qaoa" is declared twice/);
    const bad = fixture('base');
    writeFileSync(join(bad, 'schemas', 'input.schema.json'), '{"type": "not-a-type"}');
    const b = await runAndCheck(bad);
    expect(b.run.records).toBeUndefined();
    expect(b.run.notRun).toMatch(/^the submission is rejected \(QS003: the input schema/);
    expect(gateStatus(b.result).cases_pass).toBe('undecided');
  });

  it('no-noise-case: fidelity_checked says what to declare', async () => {
    const { result } = await checked('no-noise-case');
    expect(result.gates.find((g) => g.id === 'fidelity_checked')?.detail).toBe(
      'no case under `cases` sets a non-zero `min_fidelity` with its own `fake:` or `ibm:` target (the platform validates on sim-cpu, so declare e.g. `target: fake:fez@1.6`)'
    );
  });

  it('symlink-escape: the input_file symlink leaving the folder is refused (QS010) and nothing runs', async () => {
    const dir = fixture('symlink-escape');
    const outside = mkdtempSync(join(tmpdir(), 'bg-qsr-outside-'));
    dirs.push(outside);
    writeFileSync(join(outside, 'secret.json'), '{"nodes": 4, "edges": [[0, 1]]}');
    mkdirSync(join(dir, 'benchmarks', 'inputs'), { recursive: true });
    symlinkSync(join(outside, 'secret.json'), join(dir, 'benchmarks', 'inputs', 'escape.json'));
    const { result, run } = await runAndCheck(dir);
    expect(run.records).toBeUndefined();
    expect(run.notRun).toMatch(/^the submission is rejected \(QS010: /);
    expect(notPassing(result)).toEqual(['cases_pass', 'reproducible', 'estimate_honest']);
    expect(gateStatus(result).cases_pass).toBe('undecided');
    const errs = errors(result);
    expect(errs.map((f) => f.code)).toEqual(['QS010']);
    expect(errs[0].message).toMatch(/^case "ring-4" \(cases\[0\]\): input_file .*benchmarks\/inputs\/escape\.json/);
  });

  it('sleeps-past-timeout: killed at the time limit, the case fails with a timeout message, the process tree is gone', async () => {
    const { result } = await runAndCheck(fixture('sleeps-past-timeout'), { timeoutS: 3 });
    expect(notPassing(result)).toEqual(['cases_pass']);
    const errs = errors(result);
    expect(errs[0].code).toBe('QS021');
    expect(errs[0].message).toBe(
      'case "ring-4" on sim-cpu: FAIL TimeoutError: the gates run exceeded its time limit of 3 s (resources.timeout_s, clamped to 300..7200); the workflow process was killed'
    );
    expect(errs[1].message).toBe(
      'case "noise-model-ring-4" on fake:fez@1.6: FAIL TimeoutError: not run: the time limit of 3 s for the gates run was used up by earlier cases'
    );
    // the workflow's child `sleep 987654` was killed with its process group
    let ps = '';
    try {
      ps = execFileSync('pgrep', ['-f', 'sleep 987654'], { encoding: 'utf8' });
    } catch {
      ps = '';
    }
    expect(ps.trim()).toBe('');
  });
});
