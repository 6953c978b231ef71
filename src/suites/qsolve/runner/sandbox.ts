/**
 * The workflow sandbox (docs/security.md, "Isolation"). Two layers:
 *
 * - the **namespace launcher** (`assets/qsolve_sandbox.py`): new PID, mount, network, IPC, UTS (and user)
 *   namespaces, a fresh /proc, the file system read-only except a tmpfs scratch folder, the job's GITHUB_* files,
 *   RUNNER_TEMP and the repository's .git hidden, the invoking user's HOME, XDG folders and cache folder covered
 *   (cover.ts), a cgroup (or rlimit) memory and process cap, no capabilities, no nested user namespace (seccomp),
 *   an unprivileged uid (65534 as root and under sudo); the runner is PID 1, so the whole namespace dies with it. Reached directly as root, through
 *   an unprivileged user namespace, or through `sudo -n` (GitHub's hosted Ubuntu 24.04 runners: AppArmor restricts
 *   unprivileged user namespaces, sudo is passwordless). Probed once per process.
 * - the **legacy layer**, used when no namespace can be made or `sandbox: off`: a scrubbed environment, a
 *   temporary HOME, `prlimit --as`, `unshare -n` when it works, and a process group benchgate kills.
 *
 * What was reached is an {@link Isolation}; `sandbox: required` refuses to run anything below `full`.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { pushAll } from '../../../core/arrays.js';
import { coverPlan, privateDirs } from './cover.js';
import type { Exposure, PrivateDir } from './cover.js';
import { accessSync, constants as fsc, existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { assetPath } from './assets.js';
import type { IsolationRecord } from '../types.js';

/** Variables copied from benchgate's environment when set (every other variable is dropped). */
const ENV_ALLOW = [
  'PATH',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TERM',
  'PYTHONPATH',
  'PYTHONHOME',
  'PYTHONUSERBASE',
  'VIRTUAL_ENV',
  'CONDA_PREFIX',
  'SYSTEMROOT',
  'TMPDIR'
];
/** Prefixes copied too. */
const ENV_ALLOW_PREFIX = ['LC_'];
/** Never copied, even when allowed above. */
const ENV_DENY = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|AUTH|(^|_)KEY($|_)/i;

/** Set for every workflow: deterministic hashing, unbuffered output, no bytecode written into the repository, one BLAS thread. */
const ENV_FIXED: Record<string, string> = {
  PYTHONHASHSEED: '0',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONUNBUFFERED: '1',
  PYTHONIOENCODING: 'utf-8',
  OMP_NUM_THREADS: '1',
  OPENBLAS_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
  NO_COLOR: '1'
};

/** The environment a workflow process gets. Pure. */
export function scrubEnv(parent: NodeJS.ProcessEnv, home: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parent)) {
    if (v === undefined) continue;
    const allowed = ENV_ALLOW.includes(k) || ENV_ALLOW_PREFIX.some((p) => k.startsWith(p));
    if (allowed && !ENV_DENY.test(k)) out[k] = v;
  }
  if (!out.PATH) out.PATH = '/usr/local/bin:/usr/bin:/bin';
  Object.assign(out, ENV_FIXED);
  out.HOME = home;
  out.TMPDIR = home;
  out.USERPROFILE = home;
  return out;
}

export interface SandboxCaps {
  /** Command prefix that puts the process in a new network namespace (empty when none works). */
  unshare: string[];
  /** `prlimit` is available for an address-space limit. */
  prlimit: boolean;
}

let caps: SandboxCaps | undefined;

/** Probes once per process whether `unshare` (network namespace) and `prlimit` work here. */
export function sandboxCaps(): SandboxCaps {
  if (caps) return caps;
  if (process.env.BENCHGATE_NO_UNSHARE === '1' || process.platform !== 'linux') {
    caps = { unshare: [], prlimit: false };
    return caps;
  }
  const ok = (cmd: string, args: string[]) => {
    try {
      const r = spawnSync(cmd, args, { stdio: 'ignore', timeout: 5000 });
      return r.status === 0;
    } catch {
      return false;
    }
  };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let unshare: string[] = [];
  for (const flags of isRoot ? [['-n'], ['-rn']] : [['-rn']]) {
    if (ok('unshare', [...flags, 'true'])) {
      unshare = ['unshare', ...flags];
      break;
    }
  }
  caps = { unshare, prlimit: ok('prlimit', ['--as=1073741824', 'true']) };
  return caps;
}

export interface SpawnPlan {
  command: string;
  args: string[];
  networkIsolated: boolean;
  memoryEnforcement: string;
  /** `proto`: requests on fd 0, messages on fd 1 (the launcher); absent: fds 3 and 4 (the legacy layer). */
  fds?: 'proto';
}

/**
 * The command line that runs `argv` in the sandbox. `asLimit`: apply an address-space limit with prlimit
 * (Python; node reserves more address space than it uses, so it gets a heap limit instead).
 */
export function plan(argv: string[], memoryMb: number, asLimit: boolean, c: SandboxCaps = sandboxCaps()): SpawnPlan {
  const pre: string[] = [];
  let memoryEnforcement: string;
  if (asLimit && c.prlimit) {
    pre.push('prlimit', `--as=${memoryMb * 1024 * 1024}`, '--');
    memoryEnforcement = 'prlimit --as';
  } else memoryEnforcement = asLimit ? 'setrlimit(RLIMIT_AS) in the runner' : 'node --max-old-space-size';
  pushAll(pre, c.unshare);
  const full = [...pre, ...argv];
  return { command: full[0], args: full.slice(1), networkIsolated: c.unshare.length > 0, memoryEnforcement };
}

/** Starts a sandboxed process in its own process group with the request and message pipes (see {@link pipesOf}). */
export function spawnSandboxed(p: SpawnPlan, cwd: string, env: Record<string, string>): ChildProcess {
  if (p.fds === 'proto')
    return spawn(p.command, p.args, {
      cwd,
      env: launcherEnv(),
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true
    });
  return spawn(p.command, p.args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'],
    windowsHide: true
  });
}

/** The stdio indexes of the request pipe, the message pipe, and the workflow's stdout (absent: merged into stderr). */
export function pipesOf(p: SpawnPlan): { requests: number; messages: number; stdout?: number } {
  return p.fds === 'proto' ? { requests: 0, messages: 1 } : { requests: 3, messages: 4, stdout: 1 };
}

/** Kills the whole process group of a detached child (and the child itself). Never throws. */
export function killTree(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* group already gone */
  }
  try {
    child.kill('SIGKILL');
  } catch {
    /* gone */
  }
}

// ------------------------------------------------------------------ the namespace launcher

/** `sandbox` option: `auto` runs with the best isolation available (a warning when below full), `required` refuses to run below full, `off` runs with the legacy layer only (a warning). */
export type SandboxMode = 'auto' | 'required' | 'off';
export const SANDBOX_MODES: readonly SandboxMode[] = ['auto', 'required', 'off'];

/** The uid workflow code runs as when the launcher runs as root (benchgate as root, or under sudo): nobody. */
const DEDICATED_UID = 65534;
/** Process (task) cap of one sandbox: the runner, its threads and every child. */
const PIDS_MAX = 256;

/** What the launcher's probe reached on this machine. */
export interface LauncherCaps {
  /** Command prefix: `[sudo -n] python3 -I -S qsolve_sandbox.py`. */
  prefix: string[];
  via: 'root' | 'userns' | 'sudo';
  namespaces: string[];
  readonly: boolean;
  /** cgroup v2/v1 or RLIMIT_*, null when none. */
  memory: string | null;
  processes: string | null;
  /** uid/gid the workflow runs as (root, sudo: {@link DEDICATED_UID} when the paths it needs are readable by it). */
  uid: number;
  gid: number;
  /** The launcher found a cgroup (memory or pids): a launch then fails rather than run without the ones found. */
  cgroup: boolean;
  /** `seccomp` when the launcher can deny nested user namespaces (a launch then fails rather than run without). */
  nestedUserns: string | null;
}

/** The isolation a workflow ran with (the report's `sandbox.isolation`): the record's shape, with its enumerations. */
export interface Isolation extends IsolationRecord {
  via: 'root' | 'userns' | 'sudo' | 'none';
  filesystem: 'read-only' | 'writable';
  user: 'unprivileged' | 'root-without-capabilities' | 'benchgate-user';
}

let launcher: LauncherCaps | { none: string } | undefined;

/** The environment of the launcher process itself (the workflow's own is passed in its configuration). */
function launcherEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
}

function onPath(cmd: string, path = process.env.PATH ?? ''): string | undefined {
  if (cmd.includes('/')) return existsSync(cmd) ? cmd : undefined;
  for (const d of path.split(delimiter)) {
    if (!d || !isAbsolute(d)) continue;
    const p = join(d, cmd);
    try {
      accessSync(p, fsc.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

/** A system Python for the launcher (a pyenv shim or a venv is not needed: the launcher uses only the standard library). */
function launcherPython(): string | undefined {
  for (const c of ['/usr/bin/python3', '/usr/local/bin/python3']) if (existsSync(c)) return c;
  return onPath('python3');
}

interface ProbeReport {
  namespaces: string[];
  memory: string | null;
  processes: string | null;
  readonly: boolean;
  uid: number;
  nested_userns?: string | null;
  missing: string[];
}

function runLauncherProbe(prefix: string[], cfg: Record<string, unknown>): ProbeReport | string {
  const scratch = spawnSync('mktemp', ['-d', '-t', 'benchgate-probe-XXXXXX'], { encoding: 'utf8' }).stdout?.trim();
  if (!scratch) return 'mktemp failed';
  try {
    const r = spawnSync(
      prefix[0],
      [...prefix.slice(1), JSON.stringify({ probe: true, scratch, argv: ['true'], ...cfg })],
      { encoding: 'utf8', timeout: 15000, env: launcherEnv() }
    );
    if (r.error) return r.error.message;
    if (r.status !== 0) return (r.stderr || `exit ${r.status}`).trim().split('\n').slice(-1)[0];
    const rep = JSON.parse(r.stdout.trim().split('\n').slice(-1)[0]) as ProbeReport;
    return rep.missing.length ? rep.missing.join('; ') : rep;
  } catch (e) {
    return (e as Error).message;
  } finally {
    spawnSync('rmdir', [scratch]);
  }
}

/**
 * Probes once per process which way the launcher reaches namespaces here: as root; else through an unprivileged
 * user namespace; else through `sudo -n` (then the workflow still runs as benchgate's own uid). `BENCHGATE_NO_UNSHARE=1`
 * simulates a machine without namespaces.
 */
export function launcherCaps(): LauncherCaps | { none: string } {
  if (launcher) return launcher;
  if (process.env.BENCHGATE_NO_UNSHARE === '1')
    return (launcher = { none: 'namespaces are switched off (BENCHGATE_NO_UNSHARE=1)' });
  if (process.platform !== 'linux') return (launcher = { none: `namespaces need Linux (this is ${process.platform})` });
  const py = launcherPython();
  if (!py) return (launcher = { none: 'no python3 for the namespace launcher' });
  const script = launcherScript();
  const base = [py, '-I', '-S', script];
  const uid = process.getuid?.() ?? 0;
  const gid = process.getgid?.() ?? 0;
  const limits = { memory_mb: 64, pids_max: 64 };
  const accept = (
    prefix: string[],
    via: LauncherCaps['via'],
    runAs: number,
    runGid: number,
    r: ProbeReport
  ): LauncherCaps => ({
    prefix,
    via,
    namespaces: r.namespaces,
    readonly: r.readonly,
    memory: r.memory,
    processes: r.processes,
    uid: runAs,
    gid: runGid,
    cgroup: (r.memory ?? '').startsWith('cgroup') || (r.processes ?? '').startsWith('cgroup'),
    nestedUserns: r.nested_userns ?? null
  });
  if (uid === 0) {
    const r = runLauncherProbe(base, { ...limits, uid: DEDICATED_UID, gid: DEDICATED_UID });
    return (launcher =
      typeof r === 'string'
        ? { none: `the namespace launcher failed as root: ${r}` }
        : accept(base, 'root', DEDICATED_UID, DEDICATED_UID, r));
  }
  // Test-only (docs/security.md): pretend unprivileged user namespaces are unavailable, as on GitHub's Ubuntu 24.04
  // runners, so the sudo path can be proven where the sysctl cannot be changed. It only removes a way.
  const u =
    process.env.BENCHGATE_TEST_NO_USERNS === '1'
      ? 'user namespaces are switched off for this test (BENCHGATE_TEST_NO_USERNS=1)'
      : runLauncherProbe(base, limits);
  if (typeof u !== 'string') return (launcher = accept(base, 'userns', uid, gid, u));
  // sudo only where it is meant for this (a GitHub Actions runner, or asked for): a developer's cached sudo
  // ticket is not taken silently.
  const sudoAllowed = process.env.GITHUB_ACTIONS === 'true' || process.env.BENCHGATE_SANDBOX_SUDO === '1';
  const sudoOk = sudoAllowed && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0;
  if (sudoOk) {
    const prefix = ['sudo', '-n', ...base];
    // The workflow runs as nobody, never as benchgate's user (whose files may hold secrets).
    const s = runLauncherProbe(prefix, { ...limits, uid: DEDICATED_UID, gid: DEDICATED_UID });
    if (typeof s !== 'string') return (launcher = accept(prefix, 'sudo', DEDICATED_UID, DEDICATED_UID, s));
    return (launcher = { none: `no user namespace (${u}), and the launcher failed under sudo -n: ${s}` });
  }
  return (launcher = {
    none: `no unprivileged user namespace (${u}) and no passwordless sudo${sudoAllowed ? '' : ' (sudo is tried only on GitHub Actions or with BENCHGATE_SANDBOX_SUDO=1)'}`
  });
}

/** For tests: forget both probes. */
export function resetLauncherCaps(): void {
  launcher = undefined;
  caps = undefined;
}

/** The launcher script next to the runners. */
function launcherScript(): string {
  return assetPath('qsolve_sandbox.py');
}

/** Which of `full`'s parts a set of launcher capabilities lacks. Pure. */
export function missingParts(c: LauncherCaps, user: Isolation['user'], unhidden: string[] = []): string[] {
  const out: string[] = [];
  for (const ns of ['pid', 'mount', 'network', 'ipc']) if (!c.namespaces.includes(ns)) out.push(`${ns} namespace`);
  if (!c.readonly) out.push('read-only file system');
  if (user !== 'unprivileged') out.push(`unprivileged user (runs as ${user})`);
  if (!c.memory) out.push('memory cap');
  if (!c.processes) out.push('process-count cap');
  if (!c.nestedUserns) out.push('no nested user namespaces (the seccomp filter cannot be installed here)');
  for (const u of unhidden) out.push(`hidden ${u}`);
  return out;
}

/** The isolation a workflow gets: `need` are the paths its code must read (runner, workflow folder, interpreter). */
export function isolationFor(
  mode: SandboxMode,
  need: string[],
  priv: PrivateDir[] = privateDirs(process.env)
): { iso: Isolation; caps?: LauncherCaps; runAs?: { uid: number; gid: number }; expose?: Exposure[] } {
  const legacy = sandboxCaps();
  const legacyIso = (level: 'none' | 'off', why: string): Isolation => ({
    level,
    via: 'none',
    namespaces: legacy.unshare.length ? ['network'] : [],
    filesystem: 'writable',
    user: 'benchgate-user',
    memory: 'rlimit per process',
    processes: null,
    missing: [why]
  });
  if (mode === 'off') return { iso: legacyIso('off', 'sandbox: off') };
  const c = launcherCaps();
  if ('none' in c) return { iso: legacyIso('none', c.none) };
  let user: Isolation['user'] = 'unprivileged';
  let runAs = { uid: c.uid, gid: c.gid };
  // root and sudo drop to a dedicated uid (closed folders on the way are covered); every path covers the
  // invoking user's private folders.
  const dedicated = c.via === 'root' || c.via === 'sudo';
  const cover = coverPlan(need, priv, dedicated);
  let plan = cover;
  if (!cover.ok) {
    // The dedicated uid cannot read what the workflow needs: as root, root without capabilities; under sudo,
    // benchgate's own uid. Either way below full, and said so.
    user = c.via === 'root' ? 'root-without-capabilities' : 'benchgate-user';
    runAs = c.via === 'root' ? { uid: 0, gid: 0 } : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
    plan = coverPlan(need, priv, false);
  }
  const missing = missingParts(c, user, plan.unhidden);
  return {
    iso: {
      level: missing.length ? 'partial' : 'full',
      via: c.via,
      namespaces: c.namespaces,
      filesystem: c.readonly ? 'read-only' : 'writable',
      user,
      memory: c.memory ?? 'none',
      processes: c.processes,
      missing,
      uid: runAs.uid,
      hidden: plan.hidden,
      nestedUserns: c.nestedUserns
    },
    caps: c,
    runAs,
    expose: plan.expose
  };
}

export interface LaunchOptions {
  scratch: string;
  memoryMb: number;
  /** Paths covered by empty read-only mounts. */
  hide: string[];
  env: Record<string, string>;
  /** `proto`: the runner's protocol pipes; `plain`: stdout is the command's stdout (the interpreter probe). */
  fds: 'proto' | 'plain';
  /** Python: RLIMIT_AS when no cgroup; node reserves address space, so it gets RLIMIT_DATA. */
  rlimitMemory: 'as' | 'data';
  runAs: { uid: number; gid: number };
  need: string[];
  /** Closed folders covered, keeping only the subtrees the command needs (root, unprivileged uid). */
  expose?: Exposure[];
}

/** The launcher's configuration for one command. Pure. */
function launcherConfig(c: LauncherCaps, argv: string[], o: LaunchOptions): Record<string, unknown> {
  return {
    argv,
    env: o.env,
    scratch: o.scratch,
    cwd: o.scratch,
    scratch_mb: Math.max(16, Math.min(o.memoryMb, 1024)),
    hide: o.hide,
    memory_mb: o.memoryMb,
    pids_max: PIDS_MAX,
    rlimit_memory: o.rlimitMemory,
    fds: o.fds,
    require_cgroup: [
      ...((c.memory ?? '').startsWith('cgroup') ? ['memory'] : []),
      ...((c.processes ?? '').startsWith('cgroup') ? ['pids'] : [])
    ],
    ...(o.expose?.length ? { expose: o.expose } : {}),
    ...(c.nestedUserns ? { deny_userns: true } : {}),
    ...(o.runAs.uid !== (process.getuid?.() ?? 0) || c.via === 'sudo'
      ? { uid: o.runAs.uid, gid: o.runAs.gid, require_uid: true, need: o.need }
      : {})
  };
}

/** The spawn plan of one runner process through the launcher. */
export function launcherPlan(c: LauncherCaps, argv: string[], o: LaunchOptions): SpawnPlan {
  const cfg = launcherConfig(c, argv, o);
  return {
    command: c.prefix[0],
    args: [...c.prefix.slice(1), JSON.stringify(cfg)],
    networkIsolated: true,
    memoryEnforcement: c.memory ?? 'none',
    fds: 'proto'
  };
}

/** Paths a workflow must not see or write: the job's command files, RUNNER_TEMP, the repository's .git. */
export function hiddenPaths(env: NodeJS.ProcessEnv, folderAbs: string): string[] {
  const out = new Set<string>();
  for (const k of [
    'RUNNER_TEMP',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_OUTPUT',
    'GITHUB_STEP_SUMMARY',
    'GITHUB_STATE'
  ]) {
    const v = env[k] ?? process.env[k];
    if (v && isAbsolute(v) && existsSync(v)) out.add(realpathSync(v));
  }
  for (let d = folderAbs; ; d = dirname(d)) {
    const g = join(d, '.git');
    if (existsSync(g)) {
      out.add(realpathSync(g));
      break;
    }
    if (d === dirname(d)) break;
  }
  return [...out];
}

/** The interpreter probe's command line (`cmd` with `args`) inside the launcher, or undefined when there is no launcher (then it runs directly). */
export function probeCommand(
  mode: SandboxMode,
  cmd: string,
  args: readonly string[],
  scratch: string,
  env: Record<string, string>,
  folderAbs: string
): { command: string; args: string[] } | undefined {
  if (mode === 'off') return undefined;
  const c = launcherCaps();
  if ('none' in c) return undefined;
  const exe = onPath(cmd, env.PATH);
  const { runAs, expose } = isolationFor(mode, exe ? [exe] : []);
  const cfg = launcherConfig(c, [cmd, ...args], {
    scratch,
    memoryMb: 512,
    hide: hiddenPaths(process.env, folderAbs),
    env,
    fds: 'plain',
    rlimitMemory: 'as',
    runAs: runAs ?? { uid: c.uid, gid: c.gid },
    need: exe ? [exe] : [],
    ...(expose?.length ? { expose } : {})
  });
  return { command: c.prefix[0], args: [...c.prefix.slice(1), JSON.stringify(cfg)] };
}

/** Resolves a command on the workflow's PATH (for the paths a dedicated uid must read). */
export function resolveCommand(cmd: string, path?: string): string | undefined {
  const p = onPath(cmd, path);
  try {
    return p ? realpathSync(p) : undefined;
  } catch {
    return p;
  }
}
