import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../../helpers/paths.js';

/**
 * Issue 18's injection attacks, end to end through the committed bundles as the runner and a user start them:
 * a Qsolve workflow whose quantum method raises an exception carrying workflow commands, a case name in
 * cases.yaml carrying them too, and a release manifest whose entries carry a mention, HTML and table syntax.
 * The action's stdout and stderr are read the way the runner reads them (line by line, a line starting with `::`
 * after blanks is a command); the CLI's output is read as a terminal would get it.
 */

const FORGED_EXCEPTION = 'x\n::error file=README.md,line=1,title=FORGED::...\n::stop-commands::zzz';
const FORGED_NAME = 'a\n::error file=x::forged\n::stop-commands::q';
const BAD_PATH = 'data/@octocat <img src=x onerror=alert(1)> d<e>|f\\|g <!-- x.csv';

let ws: string;
beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'bg-escape-'));
  const wf = join(ws, 'wf');
  cpSync(join(REPO, '__tests__', 'fixtures', 'qsolve-runner', 'base'), wf, { recursive: true });
  const py = join(wf, 'workflow.py');
  writeFileSync(
    py,
    readFileSync(py, 'utf8').replace(
      'def qaoa(inp, params, ctx):\n',
      `def qaoa(inp, params, ctx):\n    raise RuntimeError(${JSON.stringify(FORGED_EXCEPTION)})\n`
    )
  );
  writeFileSync(
    join(wf, 'benchmarks', 'cases.yaml'),
    `cases:\n  - name: ${JSON.stringify(FORGED_NAME)}\n    input_file: examples/ring_4.json\n    seed: 1\n    expect: {max_gap: 0.0}\n`
  );
  const rel = join(ws, 'release');
  mkdirSync(join(rel, 'data'), { recursive: true });
  writeFileSync(join(rel, 'data', 'ok.csv'), 'a\n');
  writeFileSync(join(rel, 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\n${BAD_PATH}\t2\t${'0'.repeat(64)}\n`);
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

interface Run {
  code: number | null;
  out: string;
  summary: string;
}

function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(INPUT_|GITHUB_|ACTIONS_|RUNNER_)/.test(k)) env[k] = v;
  return env;
}

async function spawnNode(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, args, { cwd: ws, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return { code, out };
}

async function runAction(): Promise<Run> {
  const io = mkdtempSync(join(tmpdir(), 'bg-escape-io-'));
  const summary = join(io, 'summary.md');
  writeFileSync(summary, '');
  writeFileSync(join(io, 'out.txt'), '');
  const env = {
    ...cleanEnv(),
    INPUT_PATH: '.',
    INPUT_SUITES: 'qsolve,artifact-manifest',
    INPUT_CACHE: 'false',
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: join(io, 'out.txt'),
    RUNNER_TEMP: io,
    NODE_OPTIONS: ''
  };
  const r = await spawnNode([join(REPO, 'dist', 'index.js')], env);
  const run = { ...r, summary: readFileSync(summary, 'utf8') };
  rmSync(io, { recursive: true, force: true });
  return run;
}

/** The runner's view: a line is a command when, after blanks, it starts with `::`, or when it holds `##[`. */
function commands(out: string): { name: string; props: string; message: string }[] {
  const cmds: { name: string; props: string; message: string }[] = [];
  for (const line of out.split(/\r?\n|\r/)) {
    expect(line).not.toContain('##[');
    const m = /^\s*::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (/^\s*::/.test(line)) {
      expect(m).not.toBeNull();
      cmds.push({ name: m![1], props: m![2] ?? '', message: m![3] });
    }
  }
  return cmds;
}

describe('injection attacks through the action (dist/index.js)', () => {
  let run: Run;
  beforeAll(async () => {
    run = await runAction();
  }, 240_000);

  it('the forged exception and case name give no command: every command is benchgate’s own, none forged, no stop-commands', () => {
    const cmds = commands(run.out);
    expect(cmds.length).toBeGreaterThan(0);
    for (const c of cmds) {
      expect(['error', 'warning', 'notice', 'debug', 'group', 'endgroup']).toContain(c.name);
      expect(c.props).not.toMatch(/FORGED|file=x(,|$)|file=README\.md/);
    }
    expect(run.out).not.toMatch(/^\s*::stop-commands/m);
    // The forged text is in the log, visibly escaped on the progress line …
    expect(run.out).toContain(
      'raised RuntimeError: x\\n::error file=README.md,line=1,title=FORGED::...\\n::stop-commands::zzz'
    );
    expect(run.out).toContain('a\\n::error file=x::forged\\n::stop-commands::q');
    // … and the run fails on it, with its annotations and the failure message after it (not hidden by stop-commands).
    expect(run.code).toBe(1);
    expect(cmds.some((c) => c.name === 'error' && /^benchgate: \d+ gate\(s\) failed/.test(c.message))).toBe(true);
  });

  it('the job summary shows the manifest path as text: no mention, no HTML, the table intact', () => {
    expect(run.summary).toContain('❌ **benchgate failed**');
    expect(run.summary).not.toMatch(/@octocat|<img|<!-- x/);
    expect(run.summary).toContain(
      '@\u200doctocat &lt;img src=x onerror=alert(1)&gt; d&lt;e&gt;\\|f\\\\\\|g &lt;!-- x.csv'
    );
    for (const line of run.summary.split('\n').filter((l) => l.startsWith('| '))) {
      // Every row of a table has as many unescaped pipes as its header (GitHub splits on them first).
      expect(line.replace(/\\\\/g, '').replace(/\\\|/g, '').split('|').length).toBeGreaterThanOrEqual(3);
    }
    expect(run.summary).not.toContain('\n::');
  });
});

describe('injection attacks through the CLI (dist/cli.js)', () => {
  it('prints the forged lines escaped: no control character, no line of its own', async () => {
    const r = await spawnNode(
      [join(REPO, 'dist', 'cli.js'), 'check', '.', '--no-cache', '--suites', 'qsolve,artifact-manifest'],
      { ...cleanEnv(), NO_COLOR: '1' }
    );
    expect(r.code).toBe(1);
    // eslint-disable-next-line no-control-regex
    expect(r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(r.out).not.toMatch(/^\s*::/m);
    expect(r.out).toContain('a\\n::error file=x::forged\\n::stop-commands::q');
    expect(r.out).toContain('x\\n::error file=README.md,line=1,title=FORGED::...\\n::stop-commands::zzz');
    expect(r.out).toContain(BAD_PATH);
  }, 240_000);
});
