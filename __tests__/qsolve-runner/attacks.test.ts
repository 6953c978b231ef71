/**
 * Issue 17, items 1–4 and 6: every attack performed for real against the sandbox (docs/security.md, "Isolation").
 * Run as root here (full isolation through the launcher); the last block runs benchgate as an unprivileged user.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  writeFileSync
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCheck } from '../../src/run.js';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import { launcherCaps, resetLauncherCaps } from '../../src/suites/qsolve/runner/sandbox.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { cleanup, FakeNoiseBackend, materialize } from './helpers.js';

const TOKENS = {
  GITHUB_TOKEN: 'ghs_attack_secret_123',
  INPUT_TOKEN: 'attack_secret_456',
  ACTIONS_RUNTIME_TOKEN: 'attack_secret_789'
};
const dirs: string[] = [];
const saved: Record<string, string | undefined> = {};
const isRoot = process.getuid?.() === 0;
/** The system Python: the default `python3` here may live under a folder an unprivileged uid cannot read. */
const PY = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
let full = false;

beforeAll(() => {
  for (const [k, v] of Object.entries(TOKENS)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  resetLauncherCaps();
  const c = launcherCaps();
  full = !('none' in c);
  if (!full)
    console.warn(
      `attacks.test: no namespace launcher on this machine (${(c as { none: string }).none}); only the degraded-mode tests run`
    );
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  dirs.forEach(cleanup);
});

const tmp = (p: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), p)));
  chmodSync(d, 0o755);
  dirs.push(d);
  return d;
};

const ONE_CASE =
  'cases:\n  - name: ring-4\n    input_file: examples/ring_4.json\n    seed: 1\n    expect: {max_gap: 0.0}\n';

/** A Python workflow whose quantum method runs `attack` (Python statements) first, then answers honestly. */
function pyWorkflow(attack: string, yaml: (s: string) => string = (s) => s): string {
  const dir = materialize('base');
  dirs.push(dir);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'benchmarks', 'cases.yaml'), ONE_CASE);
  const indented = attack
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
  const src = readFileSync(join(dir, 'workflow.py'), 'utf8');
  writeFileSync(
    join(dir, 'workflow.py'),
    `${src}\n\n_honest_qaoa = qaoa\n\n\ndef qaoa(inp, params, ctx):\n    import os, sys, time, json, signal\n${indented}\n    return _honest_qaoa(inp, params, ctx)\n\n\nMETHODS = {"qaoa": qaoa, "brute_force": brute_force}\n`
  );
  writeFileSync(join(dir, 'qsolve.yaml'), yaml(readFileSync(join(dir, 'qsolve.yaml'), 'utf8')));
  return dir;
}

/** A JavaScript workflow (workflow.mjs) whose quantum method runs `attack` (statements) and then answers. */
function jsWorkflow(attack: string, memoryMb = 512): string {
  const dir = materialize('base');
  dirs.push(dir);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'benchmarks', 'cases.yaml'), ONE_CASE);
  writeFileSync(
    join(dir, 'workflow.mjs'),
    `import * as fs from 'node:fs';
import * as cp from 'node:child_process';
const edges = (inp) => inp.edges.map((e) => [e[0], e[1], e.length > 2 ? e[2] : 1]);
const cut = (inp, a) => edges(inp).reduce((s, [i, j, w]) => s + (a[i] !== a[j] ? w : 0), 0);
function brute(inp) {
  let best = null;
  for (let m = 0; m < 1 << (inp.nodes - 1); m++) {
    const a = [0, ...Array.from({ length: inp.nodes - 1 }, (_, k) => (m >> k) & 1)];
    const v = cut(inp, a);
    if (!best || v > best[0]) best = [v, a];
  }
  return { objective: -best[0], solution: { assignment: best[1] } };
}
export const METHODS = {
  qaoa: (inp, params, ctx) => {
${attack}
    ctx.run('OPENQASM 2.0;\\ninclude "qelib1.inc";\\nqreg q[1];\\ncreg c[1];\\nh q[0];\\nmeasure q[0] -> c[0];\\n', 10);
    return brute(inp);
  },
  brute_force: (inp) => brute(inp)
};
export function evaluate(inp, solution) { return -cut(inp, solution.assignment); }
`
  );
  const y = readFileSync(join(dir, 'qsolve.yaml'), 'utf8')
    .replace('entry: workflow.py', 'entry: workflow.mjs')
    .replace('memory_mb: 512', `memory_mb: ${memoryMb}`);
  writeFileSync(join(dir, 'qsolve.yaml'), y);
  return dir;
}

async function run(dir: string, opts: Parameters<typeof runWorkflow>[1] = {}) {
  const s = await loadWorkflow(dir, '.');
  return runWorkflow(s, { backend: new FakeNoiseBackend(), python: PY, ...opts });
}

const firstCase = (r: Awaited<ReturnType<typeof run>>) => r.records!.cases[0];

/** Host processes whose command line holds `marker` (benchgate's view of the whole machine). */
function hostProcessesWith(marker: string): number[] {
  const out: number[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(marker)) out.push(Number(p));
    } catch {
      /* gone */
    }
  }
  return out;
}

const CLI = join(process.cwd(), 'dist', 'cli.js');

/**
 * Runs benchgate as its own process (the built CLI) with the tokens in its environment from exec time, as a job
 * would start it: /proc/<pid>/environ of that process holds them. Returns every byte it printed and wrote.
 */
function cliWithTokens(
  args: string[],
  asNobody = false
): {
  text: string;
  records?: {
    runner: { isolation: { level: string; via: string; memory: string; missing: string[] } };
    cases: { exception?: { type?: string; message: string } }[];
  };
} {
  const out = tmp('bg-attack-cli-');
  chmodSync(out, 0o777);
  mkdirSync(join(out, 'home'), { mode: 0o777 });
  const file = join(out, 'r.json');
  const cmd = [process.execPath, CLI, ...args.map((a) => (a === 'OUT' ? file : a))];
  const argv = asNobody ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--', ...cmd] : cmd;
  const r = spawnSync(argv[0], argv.slice(1), {
    encoding: 'utf8',
    timeout: 120_000,
    env: { PATH: process.env.PATH, HOME: join(out, 'home'), TMPDIR: out, ...TOKENS }
  });
  const written = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return { text: `${r.stdout}${r.stderr}${written}`, ...(written ? { records: JSON.parse(written) } : {}) };
}

const TOKEN_HUNT_PY = `found = []
scanned = 0
for path in ["/proc/%d/environ" % os.getppid(), "/proc/1/environ"] + ["/proc/%s/environ" % p for p in os.listdir("/proc") if p.isdigit()]:
    try:
        data = open(path, "rb").read().decode("utf-8", "replace")
        scanned += 1
        found += [v for v in data.split("\\x00") if "TOKEN" in v]
    except Exception as e:
        found.append("%s: %s" % (path, type(e).__name__))
for p in range(1, 4096):
    try:
        found += [v for v in open("/proc/%d/environ" % p, "rb").read().decode("utf-8", "replace").split("\\x00") if "TOKEN" in v]
    except Exception:
        pass
raise RuntimeError("HUNTED scanned=%d found=%r" % (scanned, found))`;

describe('secrets: /proc of benchgate is out of reach', () => {
  it('a Python workflow scanning /proc/<ppid>/environ and every /proc/*/environ raises what it found: no token anywhere', () => {
    if (!full) return;
    const r = cliWithTokens([
      'qsolve',
      'run',
      pyWorkflow(TOKEN_HUNT_PY),
      '--out',
      'OUT',
      '--no-cache',
      '--python',
      PY,
      '--format',
      'json'
    ]);
    expect(r.records!.cases[0].exception!.message).toContain('HUNTED scanned='); // the attack ran
    for (const v of Object.values(TOKENS)) expect(r.text).not.toContain(v);
    expect(r.records!.runner.isolation.level).toBe('full');
  });

  it('the JavaScript runner is held the same way', async () => {
    if (!full) return;
    const dir = jsWorkflow(`    const found = [];
    for (const p of ['/proc/' + process.ppid + '/environ', ...fs.readdirSync('/proc').filter((x) => /^\\d+$/.test(x)).map((x) => '/proc/' + x + '/environ')]) {
      try { found.push(...fs.readFileSync(p, 'utf8').split('\\0').filter((v) => v.includes('TOKEN'))); } catch (e) { found.push(p + ': ' + e.code); }
    }
    throw new Error('HUNTED ' + JSON.stringify(found));`);
    const r = cliWithTokens(['qsolve', 'run', dir, '--out', 'OUT', '--no-cache', '--format', 'json']);
    expect(r.records!.cases[0].exception!.message).toContain('HUNTED');
    for (const v of Object.values(TOKENS)) expect(r.text).not.toContain(v);
  });

  it('and the same hunt through `benchgate check` leaves no token in the report, the text output or the summary', () => {
    if (!full) return;
    const dir = pyWorkflow(TOKEN_HUNT_PY);
    const r = cliWithTokens([
      'check',
      dir,
      '--suites',
      'qsolve',
      '--no-cache',
      '--option',
      `qsolve.python=${PY}`,
      '--report-json',
      'OUT'
    ]);
    expect(r.text).toContain('HUNTED');
    for (const v of Object.values(TOKENS)) expect(r.text).not.toContain(v);
  });
});

describe('nothing outlives its case', () => {
  it('a setsid + fork grandchild (Python) is gone when the case ends and never rewrites the shard report', async () => {
    if (!full) return;
    const out = tmp('bg-attack-report-');
    const report = join(out, 'shard-report.json');
    writeFileSync(report, '{"verdict":"fail"}');
    chmodSync(report, 0o666);
    const marker = `bgsurvivor${process.pid}x${Date.now()}`;
    const grandchild = `import time\nfor i in range(100):\n    time.sleep(0.1)\n    try:\n        open(${JSON.stringify(report)}, "w").write('{"verdict":"pass"}')\n    except Exception:\n        pass\n`;
    const dir = pyWorkflow(`if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        os.execv(sys.executable, [sys.executable, "-c", ${JSON.stringify(grandchild)}, "${marker}"])
    os._exit(0)
time.sleep(0.3)`);
    const r = await run(dir);
    expect(firstCase(r).exception).toBeUndefined();
    await new Promise((res) => setTimeout(res, 600));
    expect(hostProcessesWith(marker)).toEqual([]);
    expect(readFileSync(report, 'utf8')).toBe('{"verdict":"fail"}');
  });

  it('a detached node child (spawn with detached: true) is gone too', async () => {
    if (!full) return;
    const marker = `bgdetached${process.pid}x${Date.now()}`;
    const dir =
      jsWorkflow(`    const c = cp.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '${marker}'], { detached: true, stdio: 'ignore' });
    c.unref();
    const t = Date.now(); while (Date.now() - t < 300) {}`);
    const r = await run(dir);
    expect(firstCase(r).exception).toBeUndefined();
    await new Promise((res) => setTimeout(res, 600));
    expect(hostProcessesWith(marker)).toEqual([]);
  });
});

describe('no write outside the scratch folder', () => {
  it('GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the repository and /tmp stay unchanged', async () => {
    if (!full) return;
    const runnerTemp = tmp('bg-attack-runner-temp-');
    const files: Record<string, string> = {};
    for (const k of ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) {
      const f = join(runnerTemp, k.toLowerCase());
      writeFileSync(f, `original ${k}\n`);
      chmodSync(f, 0o666);
      files[k] = f;
    }
    const outside = tmp('bg-attack-outside-');
    const loose = join(outside, 'loose-file');
    writeFileSync(loose, 'original\n');
    chmodSync(loose, 0o666);
    const saved = {
      RUNNER_TEMP: process.env.RUNNER_TEMP,
      ...Object.fromEntries(Object.keys(files).map((k) => [k, process.env[k]]))
    };
    Object.assign(process.env, files, { RUNNER_TEMP: runnerTemp });
    const newTmp = `/tmp/bg-attack-new-${process.pid}-${Date.now()}`;
    try {
      const targets = [...Object.values(files), 'REPO', loose, newTmp];
      const dir = pyWorkflow(`results = {}
targets = ${JSON.stringify(targets)}
targets[targets.index("REPO")] = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qsolve.yaml")
for t in targets:
    try:
        with open(t, "a") as f:
            f.write("NODE_OPTIONS=--require ./evil.js\\n### benchgate PASS\\n")
        results[t] = "written"
    except Exception as e:
        results[t] = type(e).__name__
open(os.path.join(os.environ["HOME"], "scratch-ok"), "w").write("fine")
ctx.details["writes"] = results`);
      const repoFile = readFileSync(join(dir, 'qsolve.yaml'), 'utf8');
      const r = await run(dir);
      const m = firstCase(r).methods.find((x) => x.name === 'qaoa')!;
      expect(m.status).toBe('ok');
      const writes = m.details!.writes as Record<string, string>;
      expect(Object.keys(writes)).toHaveLength(targets.length);
      for (const [k, f] of Object.entries(files)) expect(readFileSync(f, 'utf8')).toBe(`original ${k}\n`);
      expect(readFileSync(join(dir, 'qsolve.yaml'), 'utf8')).toBe(repoFile);
      expect(readFileSync(loose, 'utf8')).toBe('original\n');
      expect(existsSync(newTmp)).toBe(false);
      expect(writes[loose]).toBe('OSError');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});

describe('no network', () => {
  it('the workflow sees only a loopback interface and cannot reach a server on the host', async () => {
    if (!full) return;
    // The target is a server of this test on the host's 127.0.0.1 (never an outside address): without a network
    // namespace the workflow would reach it; inside one, its own loopback is another, empty one.
    const server = createServer((sock) => sock.end('host'));
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', () => res()));
    const port = (server.address() as AddressInfo).port;
    try {
      const dir = pyWorkflow(`import socket
names = [n for _, n in socket.if_nameindex()]
try:
    socket.create_connection(("127.0.0.1", ${port}), timeout=2).close()
    out = "connected"
except OSError as e:
    out = type(e).__name__
ctx.details["net"] = {"interfaces": names, "connect": out}`);
      const r = await run(dir);
      const net = firstCase(r).methods.find((x) => x.name === 'qaoa')!.details!.net as {
        interfaces: string[];
        connect: string;
      };
      expect(net.interfaces).toEqual(['lo']);
      expect(net.connect).not.toBe('connected');
    } finally {
      server.close();
    }
  });
});

describe('no shared IPC or host name', () => {
  // A System V shared-memory segment of this test's host process: a workflow in the host's IPC namespace finds it
  // by key (and could read and write it); in its own IPC namespace the key names nothing. The UTS namespace (host
  // name) is told apart by its /proc/self/ns link, which the kernel gives every namespace its own inode for.
  const KEY = 0x42475348 + (process.pid % 4096);
  const shm = (code: string) => {
    const r = spawnSync(PY, ['-c', `import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n${code}`], {
      encoding: 'utf8'
    });
    if (r.status !== 0) throw new Error(`host shm helper failed: ${r.stderr}`);
    return r.stdout.trim();
  };
  const attack = `import ctypes
libc = ctypes.CDLL(None, use_errno=True)
shmid = libc.shmget(${KEY}, 0, 0)
ctx.details["ipc"] = {"shmget": shmid, "errno": ctypes.get_errno(), "uts": os.readlink("/proc/self/ns/uts"), "ns": os.readlink("/proc/self/ns/ipc")}`;
  type Seen = { shmget: number; errno: number; uts: string; ns: string };
  const seen = (r: Awaited<ReturnType<typeof run>>) =>
    firstCase(r).methods.find((x) => x.name === 'qaoa')!.details!.ipc as Seen;

  it("the workflow cannot find the host's shared-memory segment and has its own IPC and UTS namespaces", async () => {
    if (!full) return;
    const id = Number(shm(`print(libc.shmget(${KEY}, 4096, 0o1000 | 0o666))`));
    expect(id).toBeGreaterThanOrEqual(0);
    try {
      const inside = seen(await run(pyWorkflow(attack)));
      expect(inside.shmget).toBe(-1);
      expect(inside.errno).toBe(2); // ENOENT: no segment with that key in this namespace
      expect(inside.ns).not.toBe(readlinkSync('/proc/self/ns/ipc'));
      expect(inside.uts).not.toBe(readlinkSync('/proc/self/ns/uts'));
      // the same attack without the sandbox reaches the segment: the test can fail
      const outside = seen(await run(pyWorkflow(attack), { sandbox: 'off' }));
      expect(outside.shmget).toBe(id);
      expect(outside.ns).toBe(readlinkSync('/proc/self/ns/ipc'));
    } finally {
      shm(`libc.shmctl(${id}, 0, None)`); // IPC_RMID
    }
  });
});

describe('.benchgate.yml cannot loosen the sandbox', () => {
  it('`python: ./evil.sh` from the checked tree is refused (BG014) and never runs outside the sandbox', async () => {
    const dir = pyWorkflow('pass');
    const marker = `/tmp/bg-evil-ran-${process.pid}-${Date.now()}`;
    writeFileSync(
      join(dir, 'evil.sh'),
      `#!/bin/sh\necho pwned > ${marker}\ncat /proc/*/environ > ${marker}.env 2>/dev/null\necho 3.11.0\n`
    );
    chmodSync(join(dir, 'evil.sh'), 0o755);
    writeFileSync(
      join(dir, '.benchgate.yml'),
      'suites:\n  qsolve:\n    options:\n      python: ./evil.sh\n      timeout_s: 86400\n'
    );
    const report = await runCheck({ path: dir, suites: ['qsolve'] });
    const codes = report.findings
      .concat(
        report.suites[0].findings,
        report.suites[0].artifacts.flatMap((a) => a.findings)
      )
      .map((f) => f.code);
    expect(codes).toContain('BG014');
    expect(codes).toContain('QS037'); // timeout_s: 86400 only lowers the workflow's own limit
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(`${marker}.env`)).toBe(false);
    const facts = report.suites[0].artifacts[0].facts as { sandbox?: { timeLimitS: number } };
    expect(facts.sandbox?.timeLimitS).toBe(300); // resources.timeout_s of the workflow, not 86400
  });

  it('even an interpreter the job names runs only inside the sandbox (the probe included)', async () => {
    if (!full) return;
    const dir = pyWorkflow('pass');
    const marker = `/tmp/bg-evil2-ran-${process.pid}-${Date.now()}`;
    writeFileSync(join(dir, 'evil.sh'), `#!/bin/sh\necho pwned > ${marker}\necho 3.11.0\n`);
    chmodSync(join(dir, 'evil.sh'), 0o755);
    const r = await run(dir, { python: join(dir, 'evil.sh') });
    expect(existsSync(marker)).toBe(false);
    expect(r.records?.cases[0].exception ?? { type: 'none' }).toBeDefined();
  });

  /** An interpreter command the job names: `-c` (the probe) does `probe`, anything else (a runner) does `run`. */
  const wrapper = (probe: string, run: string) => {
    const f = join(tmp('bg-wrap-'), 'python3');
    writeFileSync(f, `#!/bin/sh\nif [ "$1" = "-c" ]; then\n${probe}\nfi\n${run}\n`);
    chmodSync(f, 0o755);
    return f;
  };

  it('the runners start the interpreter the probe reports (sys.executable), skipping a shim such as pyenv’s', async () => {
    if (!full || !existsSync('/usr/bin/python3')) return;
    // A shim that finds the real interpreter for the probe, and fails if a runner is ever started through it.
    const shim = wrapper('exec /usr/bin/python3 "$@"', 'echo "started through the shim" >&2\nexit 3');
    const r = await run(pyWorkflow('pass'), { python: shim });
    expect(firstCase(r).exception).toBeUndefined();
    expect(firstCase(r).methods.map((m) => m.name)).toEqual(['qaoa', 'brute_force']);
  });

  it('a probe that names an interpreter inside a hidden private folder cannot make the sandbox expose that folder', async () => {
    if (!full || !existsSync('/usr/bin/python3')) return;
    // The job's HOME is a private folder the sandbox covers; a "python3" and a secret lie side by side in it.
    const home = tmp('bg-home-');
    const vault = join(home, '.vault');
    mkdirSync(vault, { mode: 0o755 });
    const secret = `vault-secret-${process.pid}`;
    writeFileSync(join(vault, 'token.txt'), secret, { mode: 0o644 });
    writeFileSync(join(vault, 'python3'), '#!/bin/sh\nexec /usr/bin/python3 "$@"\n', { mode: 0o755 });
    // The probe claims that python3 is the interpreter; were it started directly, the sandbox would have to keep
    // ~/.vault readable, and the workflow would read the secret beside it.
    const liar = wrapper(`echo 3.11.0\necho ${join(vault, 'python3')}\nexit 0`, 'exec /usr/bin/python3 "$@"');
    const dir = pyWorkflow(
      `try:\n    data = open(${JSON.stringify(join(vault, 'token.txt'))}).read()\nexcept OSError:\n    data = None\nif data:\n    raise RuntimeError("read " + data)`
    );
    const r = await run(dir, { python: liar, env: { ...process.env, HOME: home } });
    expect(firstCase(r).exception).toBeUndefined();
    expect(JSON.stringify(r)).not.toContain(secret);
    expect(r.records?.runner?.isolation?.hidden).toContain('HOME');
  });

  it('`timeout_s: 86400` in .benchgate.yml does not raise the limit; `sandbox: off` there is ignored; `required` there tightens', async () => {
    const dir = pyWorkflow('pass');
    writeFileSync(
      join(dir, '.benchgate.yml'),
      'suites:\n  qsolve:\n    options:\n      timeout_s: 86400\n      sandbox: "off"\n'
    );
    const report = await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { python: PY } } });
    const a = report.suites[0].artifacts[0];
    const all = report.findings.concat(report.suites[0].findings, a.findings);
    expect(all.find((f) => f.code === 'QS037')?.message).toMatch(/timeout_s: 86400/);
    expect(all.find((f) => f.code === 'BG014')?.message).toMatch(
      /`suites\.qsolve\.options\.sandbox: "off"` is ignored/
    );
    expect(all.map((f) => f.code)).not.toContain('QS036');
    expect((a.facts as { sandbox: { timeLimitS: number } }).sandbox.timeLimitS).toBe(300);
    // required in the file wins over the job's auto
    writeFileSync(join(dir, '.benchgate.yml'), 'suites:\n  qsolve:\n    options:\n      sandbox: required\n');
    process.env.BENCHGATE_NO_UNSHARE = '1';
    resetLauncherCaps();
    try {
      const r2 = await runCheck({
        path: dir,
        suites: ['qsolve'],
        suiteOptions: { qsolve: { python: PY, sandbox: 'auto' } }
      });
      expect(r2.suites[0].artifacts[0].findings.map((f) => f.code)).toContain('QS034');
    } finally {
      delete process.env.BENCHGATE_NO_UNSHARE;
      resetLauncherCaps();
    }
  });
});

describe('limits over the whole process tree', () => {
  it('3 × Buffer.alloc(1 GiB) under memory_mb 512 ends at the memory limit', async () => {
    if (!full) return;
    const dir = jsWorkflow(`    const keep = [];
    for (let i = 0; i < 3; i++) keep.push(Buffer.alloc(1024 * 1024 * 1024, 1));
    throw new Error('ALLOCATED ' + keep.length + ' GiB');`);
    const r = await run(dir);
    const exc = firstCase(r).exception!;
    expect(exc).toBeDefined();
    expect(exc.message).not.toContain('ALLOCATED 3 GiB');
    expect(`${exc.type} ${exc.message}`).toMatch(/allocation failed|memory|killed/i);
    expect(r.records!.runner!.isolation!.memory).toMatch(/cgroup|RLIMIT/);
  });

  it('a fork bomb is stopped by the process-count cap', async () => {
    if (!full) return;
    const dir = pyWorkflow(`n = 0
err = None
while n < 5000:
    try:
        pid = os.fork()
    except OSError as e:
        err = e.strerror
        break
    if pid == 0:
        time.sleep(30)
        os._exit(0)
    n += 1
raise RuntimeError("FORKED %d then %s" % (n, err))`);
    const r = await run(dir);
    const msg = firstCase(r).exception!.message;
    const n = Number(/FORKED (\d+)/.exec(msg)?.[1]);
    expect(n).toBeLessThan(300);
    expect(msg).toMatch(/Resource temporarily unavailable/);
    expect(r.records!.runner!.isolation!.processes).toMatch(/pids|NPROC/);
  });
});

describe('where no namespace can be made (BENCHGATE_NO_UNSHARE=1)', () => {
  const withoutNamespaces = async <T>(f: () => Promise<T>): Promise<T> => {
    process.env.BENCHGATE_NO_UNSHARE = '1';
    resetLauncherCaps();
    try {
      return await f();
    } finally {
      delete process.env.BENCHGATE_NO_UNSHARE;
      resetLauncherCaps();
    }
  };

  it('`required` fails the workflow with QS034 and runs nothing', async () => {
    const dir = pyWorkflow('raise RuntimeError("must not run")');
    const r = await withoutNamespaces(() => run(dir, { sandbox: 'required' }));
    expect(r.records).toBeUndefined();
    expect(r.findings.map((f) => f.code)).toEqual(['QS034']);
    expect(r.findings[0].message).toMatch(/namespaces are switched off/);
  });

  it('`auto` runs with the weaker level, says so (QS035) and records it', async () => {
    const dir = pyWorkflow('pass');
    const r = await withoutNamespaces(() => run(dir));
    expect(r.findings.map((f) => f.code)).toContain('QS035');
    expect(r.records!.runner!.isolation).toMatchObject({ level: 'none', filesystem: 'writable' });
  });

  it('`off` says so loudly (QS036)', async () => {
    const dir = pyWorkflow('pass');
    const r = await run(dir, { sandbox: 'off' });
    expect(r.findings.map((f) => f.code)).toContain('QS036');
    expect(r.records!.runner!.isolation!.level).toBe('off');
  });
});

describe('benchgate run by an unprivileged user', () => {
  it('reaches the sandbox through a user namespace (or says why not) and still hides the tokens', () => {
    const setpriv = spawnSync('setpriv', ['--version']).status === 0;
    if (!isRoot || !setpriv || !existsSync(CLI)) {
      console.warn(
        'attacks.test: skipping the non-root run (needs root to switch to nobody with setpriv, and dist/cli.js)'
      );
      return;
    }
    const r = cliWithTokens(
      ['qsolve', 'run', pyWorkflow(TOKEN_HUNT_PY), '--out', 'OUT', '--no-cache', '--python', PY, '--format', 'json'],
      true
    );
    for (const v of Object.values(TOKENS)) expect(r.text).not.toContain(v);
    const iso = r.records!.runner.isolation;
    if (iso.level === 'full') expect(iso.via).toBe('userns');
    else console.warn(`attacks.test: as nobody the sandbox reached ${iso.level} (missing: ${iso.missing.join('; ')})`);
    expect(r.records!.cases[0].exception!.message).toContain('HUNTED');
  });

  it('as nobody, 3 × Buffer.alloc(1 GiB) under memory_mb 512 still ends at the memory limit (RLIMIT_DATA without a cgroup)', () => {
    if (!isRoot || spawnSync('setpriv', ['--version']).status !== 0 || !existsSync(CLI)) return;
    const dir = jsWorkflow(`    const keep = [];
    for (let i = 0; i < 3; i++) keep.push(Buffer.alloc(1024 * 1024 * 1024, 1));
    throw new Error('ALLOCATED ' + keep.length + ' GiB');`);
    const r = cliWithTokens(['qsolve', 'run', dir, '--out', 'OUT', '--no-cache', '--format', 'json'], true);
    const exc = r.records!.cases[0].exception!;
    expect(exc).toBeDefined();
    expect(exc.message).not.toContain('ALLOCATED 3 GiB');
    expect(`${exc.type ?? ''} ${exc.message}`).toMatch(/allocation failed|memory|killed/i);
    const iso = r.records!.runner.isolation;
    expect(iso.memory).toMatch(/cgroup|RLIMIT_DATA/);
  });
});
