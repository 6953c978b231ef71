/**
 * The workflow sandbox: a scrubbed environment, a temporary HOME and working directory, a memory limit
 * (`prlimit --as` when available), no network (`unshare -rn` / `unshare -n` when it works, probed once), and a
 * process group benchgate kills as a whole.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { pushAll } from '../../../core/arrays.js';

/** Variables copied from benchgate's environment when set (every other variable is dropped). */
export const ENV_ALLOW = ['PATH', 'LANG', 'LANGUAGE', 'TZ', 'TERM', 'PYTHONPATH', 'PYTHONHOME', 'PYTHONUSERBASE', 'VIRTUAL_ENV', 'CONDA_PREFIX', 'SYSTEMROOT', 'TMPDIR'];
/** Prefixes copied too. */
export const ENV_ALLOW_PREFIX = ['LC_'];
/** Never copied, even when allowed above. */
export const ENV_DENY = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|AUTH|(^|_)KEY($|_)/i;

/** Set for every workflow: deterministic hashing, unbuffered output, no bytecode written into the repository, one BLAS thread. */
export const ENV_FIXED: Record<string, string> = {
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

/** For tests: forget the probe. */
export function resetSandboxCaps(): void {
  caps = undefined;
}

export interface SpawnPlan {
  command: string;
  args: string[];
  networkIsolated: boolean;
  memoryEnforcement: string;
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

/** Starts a sandboxed process in its own process group with fds 3 (requests) and 4 (messages) as pipes. */
export function spawnSandboxed(p: SpawnPlan, cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(p.command, p.args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'], windowsHide: true });
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
