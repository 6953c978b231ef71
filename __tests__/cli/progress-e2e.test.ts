/**
 * Progress lines of `benchgate qsolve check` on a long run: one per Qsolve case, on a real run of the max-cut example
 * in the sandbox (hence the integration tier; the throttle and the other commands are in progress.test.ts). The
 * clock is injected: every reading is 3 s after the previous one, so each case is "long".
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { REPO } from '../helpers/paths.js';

let root = '';
let cache = '';
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-progress-e2e-')));
  cache = mkdtempSync(join(tmpdir(), 'bg-progress-e2e-cache-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

/** A fake monotonic clock: each reading is `step` ms after the previous one (the first reads 0). */
const ticking = (step: number) => {
  let t = -step;
  return () => (t += step);
};

async function run(args: string[], now: () => number): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    color: false,
    cwd: root,
    env: { XDG_CACHE_HOME: cache },
    isTTY: false,
    now
  };
  const code = await main(args, io);
  return { code, out, err };
}

describe('benchgate qsolve check: a line per case on long runs', () => {
  test('the max-cut example (real run, sandbox auto): "N/M Qsolve cases done (case [target]: …, t s)"', async () => {
    const dir = join(root, 'wf');
    cpSync(join(REPO, 'examples/qsolve/max-cut'), dir, { recursive: true });
    const r = await run(['qsolve', 'check', 'wf', '--no-cache', '--json'], ticking(3000));
    const report = JSON.parse(r.out);
    expect(report.suites[0].artifacts[0].artifact.path).toBe('wf');
    const lines = r.err.split('\n').filter((l) => l.startsWith('benchgate: '));
    expect(lines.map((l) => /^benchgate: (\d+)\/5 Qsolve cases done \(/.exec(l)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5'
    ]);
    expect(lines[0]).toMatch(/^benchgate: 1\/5 Qsolve cases done \(ring-6-with-chord \[sim-cpu\]: .*, 3\.0 s\)$/);
    expect(lines[4]).toMatch(
      /^benchgate: 5\/5 Qsolve cases done \(hardware-ring-6 \[ibm:ibm_fez\]: not run \(.*, 15\.0 s\)$/
    );
    const q = await run(['qsolve', 'check', 'wf', '--no-run', '-q'], ticking(3000));
    expect(q.err).toBe('');
  }, 180_000);
});
