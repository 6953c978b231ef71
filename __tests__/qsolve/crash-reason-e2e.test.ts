/**
 * A crashed reference method, for real (the integration tier: the workflow runs in the sandbox, in Python): the case
 * says which method raised and why, in one line, without host paths outside the workflow (crash-reason.test.ts has
 * the rules).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { NO_HEADLINE } from '../../src/suites/qsolve/decide.js';
import { REPO } from '../helpers/paths.js';

describe('benchgate qsolve check: a reference method that raises (real run)', () => {
  let dir = '';
  let cache = '';
  beforeAll(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'bg-crash-')));
    cache = mkdtempSync(join(tmpdir(), 'bg-crash-cache-'));
    cpSync(join(REPO, 'examples/qsolve/max-cut'), join(dir, 'wf'), { recursive: true });
    // one case (the run stays short); the reference opens a file outside the workflow, named by an absolute host path
    writeFileSync(
      join(dir, 'wf', 'benchmarks', 'cases.yaml'),
      'cases:\n  - name: ring\n    input_file: examples/ring_6.json\n    seed: 1\n    expect: {max_gap: 0.0}\n'
    );
    const py = join(dir, 'wf', 'workflow.py');
    writeFileSync(
      py,
      readFileSync(py, 'utf8').replace(
        'def brute_force(inp, params, ctx):\n',
        `def brute_force(inp, params, ctx):\n    open(${JSON.stringify(join(dir, 'host-only', 'secret.csv'))})\n`
      )
    );
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  });

  test('the Result cell, the gate and QS021 say which method raised and why; the host folder is not shown', async () => {
    let out = '';
    let err = '';
    const io: CommandIO = {
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
      color: false,
      cwd: dir,
      env: { ...process.env, XDG_CACHE_HOME: cache },
      isTTY: false
    };
    const code = await main(['qsolve', 'check', 'wf', '--no-cache'], io);
    expect(code).toBe(1);
    const why =
      "the reference method brute_force raised FileNotFoundError: [Errno 2] No such file or directory: '…/secret.csv'";
    expect(out).toContain(
      `error   QS021 wf/benchmarks/cases.yaml:2:5 case "ring" on sim-cpu: ${NO_HEADLINE} (${why}) [wf › ring]`
    );
    expect(out).toContain(`FAIL      cases_pass — 1 of 1 case(s) fail; first "ring": ${NO_HEADLINE} (${why})`);
    // the Result column (wrapped at word boundaries): every word of the reason is there whole
    const table = out.slice(out.indexOf('Track record'), out.indexOf('The headline accuracy'));
    for (const w of ['brute_force', 'FileNotFoundError:', "'…/secret.csv')"]) expect(table.split(/\s+/)).toContain(w);
    expect(out + err).not.toContain(join(dir, 'host-only'));
    expect(out + err).not.toContain('host-only');
  }, 120_000);
});
