/**
 * Issue #33, items 2 and 3: progress lines on long runs when the output is not a terminal (throttled, on stderr,
 * never on short runs, silenced by -q; a clock is injected, no test reads the wall clock), and `--json` as the
 * shorthand of `--format json` for every command that offers `--format text|json`. The per-case lines of a real
 * Qsolve run (the sandbox) are in progress-e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expandJsonFlag, main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { progressLines } from '../../src/report/progress.js';

let root = '';
let cache = '';
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** Three releases; beta lists a wrong size. */
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-progress-')));
  cache = mkdtempSync(join(tmpdir(), 'bg-progress-cache-'));
  for (const [name, size] of [
    ['alpha', 3],
    ['beta', 4],
    ['gamma', 3]
  ] as const) {
    mkdirSync(join(root, 'rel', name), { recursive: true });
    writeFileSync(join(root, 'rel', name, 'a.txt'), 'abc');
    writeFileSync(
      join(root, 'rel', name, 'ARTIFACT_MANIFEST.tsv'),
      `path\tbytes\tsha256\na.txt\t${size}\t${sha('abc')}\n`
    );
  }
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

async function run(
  args: string[],
  opts: { now?: () => number; isTTY?: boolean; cwd?: string } = {}
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    color: false,
    cwd: opts.cwd ?? root,
    env: { XDG_CACHE_HOME: cache },
    isTTY: opts.isTTY ?? false,
    ...(opts.now ? { now: opts.now } : {})
  };
  const code = await main(args, io);
  return { code, out, err };
}

describe('progressLines: the throttle', () => {
  test('a line only once the run has taken 2 s and 2 s after the last line; elapsed time from the start', () => {
    const times = [0, 1000, 1999, 2100, 3000, 4099, 4100, 10_000];
    let i = 0;
    const lines: string[] = [];
    const tick = progressLines(
      (l) => lines.push(l),
      () => times[i++]
    );
    for (let k = 1; k < times.length; k++) tick(`${k}/7 artifacts checked`, `pcs bundles/${k}.json`);
    expect(lines).toEqual([
      'benchgate: 3/7 artifacts checked (pcs bundles/3.json, 2.1 s)\n',
      'benchgate: 6/7 artifacts checked (pcs bundles/6.json, 4.1 s)\n',
      'benchgate: 7/7 artifacts checked (pcs bundles/7.json, 10.0 s)\n'
    ]);
  });

  test('control characters in a name never reach the log raw', () => {
    const lines: string[] = [];
    const tick = progressLines((l) => lines.push(l), ticking(5000));
    tick('1/1 artifacts checked', 'pcs evil\x1b[2J.json');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\x1b');
  });
});

describe('benchgate check: progress on stderr when the output is not a terminal', () => {
  test('a long run (a reading 1.5 s after the last): the 2nd artifact gets a line, paths from the current folder', async () => {
    const r = await run(['check', 'rel', '--no-cache'], { now: ticking(1500) });
    expect(r.code).toBe(1);
    // Readings: start 0; artifacts at 1.5 (too early), 3.0 (printed), 4.5 (1.5 s after the last line: not printed).
    expect(r.err).toBe('benchgate: 2/3 artifacts checked (artifact-manifest rel/beta/ARTIFACT_MANIFEST.tsv, 3.0 s)\n');
  });

  test('a short run prints nothing (stderr stays empty)', async () => {
    const r = await run(['check', 'rel', '--no-cache'], { now: ticking(100) });
    expect(r.err).toBe('');
  });

  test('-q silences it', async () => {
    const r = await run(['check', 'rel', '--no-cache', '-q'], { now: ticking(5000) });
    expect(r.err).toBe('');
  });

  test('--json keeps stdout a JSON document; progress stays on stderr', async () => {
    const r = await run(['check', 'rel', '--no-cache', '--json'], { now: ticking(5000) });
    expect(JSON.parse(r.out).counts.artifacts).toBe(3);
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      'benchgate: 1/3 artifacts checked (artifact-manifest rel/alpha/ARTIFACT_MANIFEST.tsv, 5.0 s)',
      'benchgate: 2/3 artifacts checked (artifact-manifest rel/beta/ARTIFACT_MANIFEST.tsv, 10.0 s)',
      'benchgate: 3/3 artifacts checked (artifact-manifest rel/gamma/ARTIFACT_MANIFEST.tsv, 15.0 s)'
    ]);
  });

  test('on a terminal: no progress lines (the single updating status line instead)', async () => {
    const r = await run(['check', 'rel', '--no-cache'], { now: ticking(5000), isTTY: true });
    expect(r.err).not.toContain('artifacts checked');
    expect(r.err).toContain('\x1b[2K\r');
  });
});

describe('--json: the shorthand of --format json', () => {
  test('every command offering --format text|json takes it', async () => {
    const m = await run(['manifest', 'verify', 'rel/alpha', '--json']);
    expect(m.code).toBe(0);
    expect(JSON.parse(m.out).suites[0].artifacts[0].artifact.path).toBe('rel/alpha/ARTIFACT_MANIFEST.tsv');
    const c = await run(['codes', 'AM001', '--json']);
    expect(c.code).toBe(0);
    expect(JSON.parse(c.out)).toMatchObject([{ code: 'AM001' }]);
  });

  test('with another --format: a usage error; after -- it is an argument', () => {
    const usage = 'benchgate x [--format text|json]';
    expect(() => expandJsonFlag(['--json', '--format', 'text'], usage)).toThrow('--json is --format json');
    expect(() => expandJsonFlag(['--format=text', '--json'], usage)).toThrow('--json is --format json');
    expect(expandJsonFlag(['a', '--json'], usage)).toEqual(['a', '--format', 'json']);
    expect(expandJsonFlag(['a', '--', '--json'], usage)).toEqual(['a', '--', '--json']);
    // not offered (the PQID-Bench-compatible commands keep the reference's arguments)
    expect(
      expandJsonFlag(['--json'], 'benchgate pqid evaluate --evaluations F [--format json|text|markdown|csv]')
    ).toEqual(['--json']);
  });

  test('through main: --json with --format text is exit 2 with the message', async () => {
    const r = await run(['manifest', 'verify', 'rel/alpha', '--json', '--format', 'text']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('benchgate manifest verify: --json is --format json: give one of them');
  });
});
