/**
 * No uncoded internal error for output files (issue 30): an unwritable `--report-json`/`--sarif`/`--junit`/`--html`/
 * `--summary` path is a usage error (BG015, exit 2) checked before anything runs; in the action an unwritable report
 * input fails the step with BG015, and a missing GITHUB_OUTPUT / GITHUB_STEP_SUMMARY file is a coded warning (BG016 /
 * BG032), never a stack trace.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { OutputPathError } from '../../src/core/command.js';
import { unwritableReason, writeOutput } from '../../src/report/output-paths.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tmp(tag: string): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), `bg-out-${tag}-`)));
  dirs.push(d);
  return d;
}
/** A tree with one valid ARTIFACT_MANIFEST.tsv release. */
function release(): string {
  const d = tmp('tree');
  mkdirSync(join(d, 'rel', 'data'), { recursive: true });
  const body = 'release\n';
  writeFileSync(join(d, 'rel', 'data', 'r.txt'), body);
  const sha = createHash('sha256').update(body).digest('hex');
  writeFileSync(join(d, 'rel', 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\ndata/r.txt\t${body.length}\t${sha}\n`);
  return d;
}
function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const x: CommandIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    color: false,
    cwd,
    env: {},
    isTTY: false
  };
  return { x, out: () => out.join(''), err: () => err.join('') };
}

describe('benchgate check / merge: an unwritable report path is BG015, exit 2, before anything runs', () => {
  const flags = ['--report-json', '--sarif', '--junit', '--html', '--summary'];
  it.each(flags)('%s naming an existing folder', async (flag) => {
    const d = release();
    mkdirSync(join(d, 'out'));
    const c = io(d);
    expect(await main(['check', '.', '--no-cache', flag, 'out'], c.x)).toBe(2);
    expect(c.err()).toBe(
      `benchgate check: BG015: cannot write ${flag} ${join(d, 'out')}: it is a folder; nothing was run\n`
    );
    expect(c.out()).toBe('');
    expect(c.err()).not.toMatch(/internal error|at .*\.ts:/);
  });

  it.each(flags)('%s below a regular file (a folder on its way is a file)', async (flag) => {
    const d = release();
    writeFileSync(join(d, 'file'), 'x');
    const c = io(d);
    expect(await main(['check', '.', '--no-cache', flag, 'file/sub/report.out'], c.x)).toBe(2);
    expect(c.err()).toContain(
      `BG015: cannot write ${flag} ${join(d, 'file/sub/report.out')}: ${join(d, 'file')} is a file, not a folder`
    );
  });

  it('every bad path is named at once; good paths (missing folders included) are written', async () => {
    const d = release();
    mkdirSync(join(d, 'out'));
    const c = io(d);
    expect(
      await main(['check', '.', '--no-cache', '--sarif', 'out', '--html', 'out', '--junit', 'ok/j.xml'], c.x)
    ).toBe(2);
    expect(c.err()).toMatch(/--sarif .*: it is a folder; --html .*: it is a folder; nothing was run/);
    expect(existsSync(join(d, 'ok'))).toBe(false);
    const g = io(d);
    expect(await main(['check', '.', '--no-cache', '--junit', 'new/dir/j.xml', '--summary', 'new/s.md'], g.x)).toBe(0);
    expect(readFileSync(join(d, 'new/dir/j.xml'), 'utf8')).toContain('<testsuites');
    expect(readFileSync(join(d, 'new/s.md'), 'utf8')).toContain('benchgate');
  });

  it('benchgate merge: --summary naming a folder is BG015, exit 2, nothing merged', async () => {
    const d = release();
    mkdirSync(join(d, 'out'));
    const c = io(d);
    expect(await main(['merge', 'shard-1.json', '--summary', 'out'], c.x)).toBe(2);
    expect(c.err()).toBe(
      `benchgate merge: BG015: cannot write --summary ${join(d, 'out')}: it is a folder; nothing was run\n`
    );
  });

  it('benchgate merge --plan: the report paths are checked before the plan is discovered (nothing runs)', async () => {
    const d = release();
    mkdirSync(join(d, 'out'));
    const c = io(d);
    // The plan folder does not exist either: the unwritable path is reported first, as for `check`.
    expect(await main(['merge', 'shard-1.json', '--plan', 'missing', '--report-json', 'out'], c.x)).toBe(2);
    expect(c.err()).toBe(
      `benchgate merge: BG015: cannot write --report-json ${join(d, 'out')}: it is a folder; nothing was run\n`
    );
    const p = io(d);
    expect(await main(['merge', 'shard-1.json', '--plan', 'missing'], p.x)).toBe(2);
    expect(p.err()).toBe(`benchgate merge: --plan: the path "${join(d, 'missing')}" is not a directory\n`);
  });
});

describe('benchgate qsolve run: an unwritable --out is BG015, exit 2, before the workflow runs', () => {
  it('--out naming a folder', async () => {
    const d = tmp('qsolve-out');
    mkdirSync(join(d, 'w'));
    writeFileSync(join(d, 'w', 'qsolve.yaml'), 'name: w\n');
    mkdirSync(join(d, 'out'));
    const c = io(d);
    expect(await main(['qsolve', 'run', 'w', '--out', 'out', '--no-cache'], c.x)).toBe(2);
    expect(c.err()).toBe(
      `benchgate qsolve run: BG015: cannot write --out ${join(d, 'out')}: it is a folder; nothing was run\n`
    );
  });
});

describe('output-paths (unit)', () => {
  it('unwritableReason: writable new and existing files, a folder, a file on the way', async () => {
    const d = tmp('unit');
    writeFileSync(join(d, 'f'), '');
    expect(await unwritableReason(join(d, 'f'))).toBeUndefined();
    expect(await unwritableReason(join(d, 'a', 'b', 'c.json'))).toBeUndefined();
    expect(await unwritableReason(d)).toBe('it is a folder');
    expect(await unwritableReason(join(d, 'f', 'x'))).toBe(`${join(d, 'f')} is a file, not a folder`);
  });
  it('writeOutput: a failing write is an OutputPathError (BG015) naming the flag, not an errno crash', async () => {
    const d = tmp('w');
    let err: unknown;
    try {
      await writeOutput({ flag: '--html', path: d }, 'x');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(OutputPathError);
    expect(err).toMatchObject({ code: 'BG015', message: `cannot write --html ${d}: it is a folder` });
  });
});

describe('the action (src/action/main.ts): missing GITHUB_STEP_SUMMARY / GITHUB_OUTPUT files, unwritable report input', () => {
  async function runAction(env: Record<string, string>) {
    const { run } = await import('../../src/action/main.js');
    const ws = release();
    const iod = tmp('io');
    const saved = { ...process.env };
    for (const k of Object.keys(process.env))
      if (k.startsWith('INPUT_') || k.startsWith('GITHUB_') || k.startsWith('RUNNER_')) delete process.env[k];
    Object.assign(
      process.env,
      {
        GITHUB_WORKSPACE: ws,
        RUNNER_TEMP: iod,
        INPUT_PATH: '.',
        INPUT_SUITES: 'artifact-manifest',
        INPUT_CACHE: 'false',
        'INPUT_CHECK-RUN': 'false'
      },
      env
    );
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    (process.stdout as unknown as { write: (s: string) => boolean }).write = (s: string) => (
      lines.push(String(s)),
      true
    );
    let threw: unknown;
    let exitCode: number | string | undefined;
    try {
      await run();
    } catch (e) {
      threw = e;
    } finally {
      (process.stdout as unknown as { write: typeof write }).write = write;
      exitCode = process.exitCode;
      process.env = saved;
      process.exitCode = 0;
    }
    return { log: lines.join(''), threw, exitCode, ws, iod };
  }

  it('a missing GITHUB_STEP_SUMMARY file is a BG032 warning; the step passes', async () => {
    const r = await runAction({ GITHUB_STEP_SUMMARY: '/nonexistent-bg/summary.md' });
    expect(r.threw).toBeUndefined();
    expect(r.log).toMatch(/::warning [^\n]*title=BG032[^\n]*::job summary not written/);
    expect(r.exitCode ?? 0).toBe(0);
  });

  it('a missing GITHUB_OUTPUT file is a BG016 warning, never a stack trace; the verdict stands', async () => {
    const r = await runAction({ GITHUB_OUTPUT: '/nonexistent-bg/output.txt' });
    expect(r.threw).toBeUndefined();
    expect(r.log).toMatch(
      /::warning [^\n]*title=BG016[^\n]*::step outputs not written: GITHUB_OUTPUT is missing or not writable/
    );
    expect(r.log).not.toMatch(/Missing file at path|\n\s+at /);
    expect(r.exitCode ?? 0).toBe(0);
  });

  it('an unwritable report-json input fails the step with BG015, the outputs still set', async () => {
    const iod = tmp('outputs');
    const out = join(iod, 'out.txt');
    writeFileSync(out, '');
    const r = await runAction({ GITHUB_OUTPUT: out, 'INPUT_REPORT-JSON': iod });
    expect(r.threw).toBeUndefined();
    expect(r.log).toMatch(
      new RegExp(`::error::benchgate: BG015: cannot write input report-json ${iod}: it is a folder`)
    );
    expect(r.exitCode).toBe(1);
    expect(readFileSync(out, 'utf8')).toMatch(/^result<<ghadelimiter_[\w-]+\nfail\n/m);
  });
});
