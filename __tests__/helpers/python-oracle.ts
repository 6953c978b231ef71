/**
 * The Python oracle: the real reference tools (Qiskit, Qiskit Aer, qiskit-ibm-runtime's fake backends, pqid-bench,
 * pyarrow, jsonschema), pinned in requirements.txt and installed into `.venv/` by `scripts/setup-python.sh`
 * (`.ci/run` and the README's test set-up run it). Tests that compare benchgate with these tools use
 * `describeOracle` and `runOracle`:
 * - where the venv is there, they run;
 * - in CI (`CI=true`) where it is missing, they fail (one failing test per block, saying how to install it);
 * - elsewhere they are skipped, with one line on stderr saying why.
 * `BENCHGATE_ORACLE_PYTHON` names another interpreter (one that has the same packages).
 */
import { describe, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './paths.js';

/** The packages every oracle test may import. */
const ORACLE_MODULES = ['qiskit', 'qiskit_aer', 'qiskit_ibm_runtime', 'pyarrow', 'pqid_bench', 'jsonschema'];

function findPython(): string | undefined {
  const named = process.env.BENCHGATE_ORACLE_PYTHON;
  if (named) return named;
  const venv = join(REPO, '.venv', 'bin', 'python');
  return existsSync(venv) ? venv : undefined;
}

let probed: { python?: string; why?: string } | undefined;

/** The oracle interpreter, or why there is none (probed once per test process; imports nothing heavy). */
export function oracle(): { python?: string; why?: string } {
  if (probed) return probed;
  const python = findPython();
  if (!python) {
    probed = { why: 'no .venv/bin/python (run: bash scripts/setup-python.sh)' };
    return probed;
  }
  const probe = spawnSync(
    python,
    [
      '-c',
      `import importlib.util, sys; m=[n for n in ${JSON.stringify(ORACLE_MODULES)} if importlib.util.find_spec(n) is None]; print(','.join(m)); sys.exit(1 if m else 0)`
    ],
    { encoding: 'utf8', timeout: 30_000 }
  );
  probed =
    probe.status === 0
      ? { python }
      : {
          why: `${python} lacks ${probe.stdout.trim() || probe.stderr.trim() || 'the oracle packages'} (run: bash scripts/setup-python.sh)`
        };
  return probed;
}

let told = false;

/**
 * `describe` for a block that needs the oracle. Runs it where the oracle is installed; fails in CI without it;
 * skips it elsewhere with one line.
 */
export function describeOracle(name: string, body: () => void): void {
  const { python, why } = oracle();
  if (python) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      test('needs the Python oracle', () => {
        throw new Error(`the Python oracle is required in CI: ${why}`);
      });
    });
    return;
  }
  if (!told) {
    told = true;
    process.stderr.write(`benchgate tests: Python oracle tests skipped: ${why}\n`);
  }
  describe.skip(name, body);
}

/**
 * Runs a Python script (a file under __tests__/, or code with `{ code }`) in the oracle interpreter, with `input`
 * as JSON on stdin, and returns its stdout parsed as JSON. Throws with the script's stderr when it fails.
 */
export function runOracle<T = unknown>(
  script: string | { code: string },
  input?: unknown,
  options: { timeoutMs?: number; maxBuffer?: number } = {}
): T {
  const { python, why } = oracle();
  if (!python) throw new Error(`no Python oracle: ${why}`);
  const args = typeof script === 'string' ? [script] : ['-c', script.code];
  try {
    const out = execFileSync(python, args, {
      input: input === undefined ? '' : JSON.stringify(input),
      encoding: 'utf8',
      timeout: options.timeoutMs ?? 300_000,
      maxBuffer: options.maxBuffer ?? 512 * 1024 * 1024,
      env: { ...process.env, PYTHONHASHSEED: '0', OMP_NUM_THREADS: '1' }
    });
    return JSON.parse(out) as T;
  } catch (e) {
    const err = e as { stderr?: string; message: string };
    throw new Error(`oracle script failed: ${err.stderr?.slice(-4000) || err.message}`);
  }
}
