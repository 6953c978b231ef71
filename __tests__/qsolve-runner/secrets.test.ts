/**
 * Issue 30, sandbox items (docs/security.md, "Isolation"): the workflow never reads the invoking user's secrets
 * (HOME, the XDG folders, benchgate's cache key), cannot create a nested user namespace, and — when
 * BENCHGATE_EXPECT_SANDBOX_VIA names a way (scripts/test-sudo-path.sh sets `sudo`) — this machine reaches full
 * isolation that way. Run in-process (root here: uid 65534; as a sudo user: `sudo`) and through the built CLI as
 * `nobody` (the user-namespace path, where the workflow keeps benchgate's uid and only the covers protect).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import { launcherCaps, resetLauncherCaps } from '../../src/suites/qsolve/runner/sandbox.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { cleanup, FakeNoiseBackend, materialize } from './helpers.js';

const PY = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const CLI = join(process.cwd(), 'dist', 'cli.js');
const isRoot = process.getuid?.() === 0;
const canSetpriv = isRoot && spawnSync('setpriv', ['--version']).status === 0 && existsSync(CLI);
const dirs: string[] = [];
let reached: ReturnType<typeof launcherCaps>;

beforeAll(() => {
  resetLauncherCaps();
  reached = launcherCaps();
});
afterAll(() => {
  dirs.forEach(cleanup);
  resetLauncherCaps();
});

const tmp = (p: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), p)));
  chmodSync(d, 0o755);
  dirs.push(d);
  return d;
};

const ONE_CASE =
  'cases:\n  - name: ring-4\n    input_file: examples/ring_4.json\n    seed: 1\n    expect: {max_gap: 0.0}\n';

/** A Python workflow whose quantum method runs `attack` first, then answers honestly. */
function pyWorkflow(attack: string): string {
  const dir = materialize('base');
  dirs.push(dir);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'benchmarks', 'cases.yaml'), ONE_CASE);
  const body = attack
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
  const src = readFileSync(join(dir, 'workflow.py'), 'utf8');
  writeFileSync(
    join(dir, 'workflow.py'),
    `${src}\n\n_honest_qaoa = qaoa\n\n\ndef qaoa(inp, params, ctx):\n    import os, sys, json, ctypes, subprocess\n${body}\n    return _honest_qaoa(inp, params, ctx)\n\n\nMETHODS = {"qaoa": qaoa, "brute_force": brute_force}\n`
  );
  return dir;
}

/** The attack: read every file named, record what came back (content or the error's name) in the method's details. */
const readAll = (files: string[]) => `got = {}
for f in ${JSON.stringify(files)}:
    try:
        got[f] = open(f).read()
    except Exception as e:
        got[f] = type(e).__name__
ctx.details["read"] = got`;

const NEST = `tries = {}
libc = ctypes.CDLL(None, use_errno=True)
rc = libc.unshare(0x10000000)
tries["ctypes unshare(CLONE_NEWUSER)"] = "created" if rc == 0 else os.strerror(ctypes.get_errno())
if hasattr(os, "unshare"):
    try:
        os.unshare(os.CLONE_NEWUSER)
        tries["os.unshare"] = "created"
    except OSError as e:
        tries["os.unshare"] = e.strerror
try:
    r = subprocess.run(["unshare", "-U", "--map-root-user", "id", "-u"], capture_output=True, text=True)
    tries["unshare -U"] = "created" if r.returncode == 0 else r.stderr.strip()
except OSError as e:
    tries["unshare -U"] = e.strerror
pid = os.fork()
if pid == 0:
    os._exit(0 if libc.unshare(0x10000000) == 0 else 3)
tries["child process"] = "created" if os.waitpid(pid, 0)[1] == 0 else "refused"
ctx.details["nest"] = tries`;

/** A HOME (and XDG folders) holding secrets: a 0600 docker credential, the CLI cache's key, a 0644 gh token. */
function secretHome(owner?: number): { home: string; files: Record<string, string>; env: Record<string, string> } {
  const base = tmp('bg-secrets-');
  const home = join(base, 'home');
  const xdgConfig = join(base, 'xdg-config');
  const files: Record<string, string> = {
    [join(home, '.docker', 'config.json')]:
      '{"auths":{"ghcr.io":{"auth":"ZG9ja2VyLXNlY3JldC0xMjM="}}} docker-secret-123',
    [join(home, '.cache', 'benchgate', 'cache-key')]: `${'ab12'.repeat(16)}\n`,
    [join(home, '.config', 'gh', 'hosts.yml')]: 'oauth_token: gho_world_readable_secret_456\n',
    [join(xdgConfig, 'app', 'token')]: 'xdg-config-secret-789\n'
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(f, '..'), { recursive: true, mode: 0o700 });
    writeFileSync(f, text, { mode: f.endsWith('hosts.yml') || f.endsWith('token') ? 0o644 : 0o600 });
  }
  for (const d of [home, join(home, '.config'), join(home, '.config', 'gh'), xdgConfig, join(xdgConfig, 'app')])
    chmodSync(d, 0o755);
  if (owner !== undefined) expect(spawnSync('chown', ['-R', `${owner}:${owner}`, home, xdgConfig]).status).toBe(0);
  return { home, files, env: { HOME: home, XDG_CONFIG_HOME: xdgConfig } };
}

async function runIn(dir: string, env: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    const s = await loadWorkflow(dir, '.');
    return await runWorkflow(s, { backend: new FakeNoiseBackend(), python: PY });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

const detailsOf = (r: Awaited<ReturnType<typeof runIn>>, key: string) =>
  r.records!.cases[0].methods.find((m) => m.name === 'qaoa')!.details![key] as Record<string, string>;

describe('the way this machine reaches the sandbox', () => {
  it('is the one BENCHGATE_EXPECT_SANDBOX_VIA names, with full isolation (scripts/test-sudo-path.sh: sudo)', async () => {
    const want = process.env.BENCHGATE_EXPECT_SANDBOX_VIA;
    if (!want) return;
    expect('none' in reached ? reached.none : reached.via).toBe(want);
    const r = await runIn(pyWorkflow('pass'), {});
    expect(r.records!.runner!.isolation).toMatchObject({ level: 'full', via: want, uid: 65534, missing: [] });
  });
});

describe("the invoking user's secrets stay out of reach", () => {
  it('HOME, XDG_CONFIG_HOME and the cache key are covered: the workflow reads none of them (0600 or 0644)', async () => {
    if ('none' in reached) return void console.warn(`secrets.test: no namespace launcher here (${reached.none})`);
    const h = secretHome();
    const r = await runIn(pyWorkflow(readAll(Object.keys(h.files))), h.env);
    const got = detailsOf(r, 'read');
    expect(Object.keys(got).sort()).toEqual(Object.keys(h.files).sort()); // the attack ran
    for (const f of Object.keys(h.files)) expect([f, got[f]]).toEqual([f, 'FileNotFoundError']);
    const all = JSON.stringify(r);
    for (const text of Object.values(h.files)) expect(all).not.toContain(text.trim());
    const iso = r.records!.runner!.isolation!;
    expect(iso.level).toBe('full');
    expect(iso.hidden).toEqual(expect.arrayContaining(['HOME', 'XDG_CONFIG_HOME']));
    expect(iso.uid).toBe(reached.via === 'userns' ? process.getuid!() : 65534);
  });

  it('a workflow checked out inside HOME still runs: only its top-level folder there is mounted back', async () => {
    if ('none' in reached) return;
    const h = secretHome();
    const src = pyWorkflow(readAll(Object.keys(h.files)));
    const dir = join(h.home, 'src', 'repo');
    mkdirSync(join(h.home, 'src'), { mode: 0o755 });
    spawnSync('cp', ['-a', src, dir]);
    const r = await runIn(dir, h.env);
    const got = detailsOf(r, 'read');
    for (const f of Object.keys(h.files)) expect([f, got[f]]).toEqual([f, 'FileNotFoundError']);
    expect(r.records!.runner!.isolation!.level).toBe('full');
  });

  it('benchgate run by an unprivileged user (nobody): its own 0600 files stay unread, report and summary hold no secret', () => {
    if (!canSetpriv)
      return void console.warn('secrets.test: skipping the run as nobody (needs root, setpriv and dist/cli.js)');
    const h = secretHome(65534);
    const out = tmp('bg-secrets-out-');
    chmodSync(out, 0o777);
    const dir = pyWorkflow(`${readAll(Object.keys(h.files))}\nraise RuntimeError("READ %r" % (got,))`);
    const report = join(out, 'report.json');
    const summary = join(out, 'summary.md');
    const r = spawnSync(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        '--',
        process.execPath,
        CLI,
        'check',
        dir,
        '--suites',
        'qsolve',
        '--option',
        `qsolve.python=${PY}`,
        '--report-json',
        report,
        '--summary',
        summary
      ],
      { encoding: 'utf8', timeout: 120_000, env: { PATH: process.env.PATH, TMPDIR: out, ...h.env } }
    );
    const text = `${r.stdout}${r.stderr}${readFileSync(report, 'utf8')}${readFileSync(summary, 'utf8')}`;
    expect(text).toContain('READ {'); // the attack ran and its message reached the report
    expect(text).toContain('FileNotFoundError');
    for (const secret of Object.values(h.files)) expect(text).not.toContain(secret.trim());
    // benchgate itself used its cache key (the file is still the one written above) and the workflow did not see it
    expect(readFileSync(join(h.home, '.cache', 'benchgate', 'cache-key'), 'utf8')).toBe(`${'ab12'.repeat(16)}\n`);
    const iso = JSON.parse(readFileSync(report, 'utf8')).suites[0].artifacts[0].facts.sandbox.isolation;
    expect(iso).toMatchObject({ level: 'full', uid: 65534, nestedUserns: 'seccomp' });
    expect(iso.hidden).toEqual(expect.arrayContaining(['HOME', 'XDG_CONFIG_HOME']));
  });
});

describe('no nested user namespace inside the sandbox', () => {
  it('ctypes unshare(CLONE_NEWUSER), os.unshare, `unshare -U` and a forked child all fail with EPERM', async () => {
    if ('none' in reached) return;
    const r = await runIn(pyWorkflow(NEST), {});
    const tries = detailsOf(r, 'nest');
    expect(tries['ctypes unshare(CLONE_NEWUSER)']).toBe('Operation not permitted');
    if ('os.unshare' in tries) expect(tries['os.unshare']).toBe('Operation not permitted');
    expect(tries['unshare -U']).toMatch(/Operation not permitted|No such file/);
    expect(tries['child process']).toBe('refused');
    expect(r.records!.runner!.isolation!.nestedUserns).toBe('seccomp');
  });

  it('as nobody (the user-namespace path, where nesting is otherwise allowed) too', () => {
    if (!canSetpriv) return;
    const out = tmp('bg-nest-out-');
    chmodSync(out, 0o777);
    const dir = pyWorkflow(`${NEST}\nraise RuntimeError("NEST %r" % (tries,))`);
    const file = join(out, 'r.json');
    const r = spawnSync(
      'setpriv',
      [
        '--reuid=65534',
        '--regid=65534',
        '--clear-groups',
        '--',
        process.execPath,
        CLI,
        'qsolve',
        'run',
        dir,
        '--out',
        file,
        '--no-cache',
        '--python',
        PY,
        '--format',
        'json'
      ],
      { encoding: 'utf8', timeout: 120_000, env: { PATH: process.env.PATH, TMPDIR: out, HOME: out } }
    );
    expect(r.status).not.toBeNull();
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    const msg: string = rec.cases[0].exception.message;
    expect(msg).toContain("'ctypes unshare(CLONE_NEWUSER)': 'Operation not permitted'");
    expect(msg).toContain("'child process': 'refused'");
    expect(msg).not.toContain("'created'");
    expect(rec.runner.isolation).toMatchObject({ via: 'userns', nestedUserns: 'seccomp' });
  });
});
