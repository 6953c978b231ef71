/**
 * The runner's INTERPRETER: the once-per-command check that the Python interpreter exists and is at least 3.9, run
 * inside the sandbox (probePython), and the path the runner processes then start (runnerInterpreter). Where the
 * runner scripts are found is `assets.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { probeCommand, scrubEnv } from './sandbox.js';

import type { SandboxMode } from './sandbox.js';

/** What the probe learnt: the version, and the interpreter's own path (`sys.executable`) when it gave a usable one. */
export type ProbeResult = { ok: true; version: string; executable?: string } | { ok: false; message: string };

/** The probe's program: the version on the first line, `sys.executable` (empty when Python does not know it) on the second. */
const PROBE_ARGS = ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3]); print(sys.executable or "")'];

const interpreterCache = new Map<string, ProbeResult>();

/**
 * Checks once per command that the Python interpreter exists and is at least 3.9. The probe runs in the sandbox
 * (the namespace launcher, unless there is none or `sandbox` is `off`): the command may come from a checked tree.
 */
export function probePython(cmd: string, mode: SandboxMode = 'auto', folderAbs = process.cwd()): ProbeResult {
  const key = `${mode}\u0000${cmd}`;
  const hit = interpreterCache.get(key);
  if (hit) return hit;
  let out: ProbeResult;
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-probe-'));
  try {
    const env = scrubEnv(process.env, scratch);
    const inSandbox = probeCommand(mode, cmd, PROBE_ARGS, scratch, env, folderAbs);
    const r = inSandbox
      ? spawnSync(inSandbox.command, inSandbox.args, {
          encoding: 'utf8',
          timeout: 20000,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }
        })
      : spawnSync(cmd, PROBE_ARGS, {
          encoding: 'utf8',
          timeout: 20000,
          cwd: scratch,
          env
        });
    if (r.error) out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${r.error.message}` };
    else if (r.status !== 0)
      out = { ok: false, message: `"${cmd}" exited with code ${r.status}: ${(r.stderr ?? '').trim().slice(0, 300)}` };
    else {
      const [first = '', second = ''] = r.stdout.trim().split('\n');
      const version = first.trim();
      const [maj, min] = version.split('.').map(Number);
      const executable = usableExecutable(second.trim());
      out =
        maj > 3 || (maj === 3 && min >= 9)
          ? { ok: true, version, ...(executable ? { executable } : {}) }
          : { ok: false, message: `"${cmd}" is Python ${version}; the runner needs Python 3.9 or later` };
    }
  } catch (e) {
    out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${(e as Error).message}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  interpreterCache.set(key, out);
  return out;
}

/** `sys.executable` as the probe printed it, when it names an executable regular file by an absolute path; else undefined. */
function usableExecutable(path: string): string | undefined {
  if (!path || path.length > 4096 || !isAbsolute(path) || [...path].some((c) => c < ' ')) return undefined;
  try {
    const st = statSync(path);
    return st.isFile() && (st.mode & 0o111) !== 0 ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The interpreter the runner processes start, and the path the sandbox must let them read (`need`).
 *
 * A command found on PATH is often a version manager's shim (pyenv, asdf): a shell script that starts a dozen
 * processes to find the real interpreter, again at every start (about 60 ms of CPU each with pyenv, and a gates run
 * starts one runner per case). The probe reports the interpreter's own path (`sys.executable`), and the runners start
 * that path directly, but only when doing so changes nothing the sandbox exposes: `isolation` (isolationFor over the
 * workflow's needs with that path) must give exactly `cmdPlan`, what it gave for the command. The probe's output never
 * widens the sandbox (docs/security/sandbox.md); otherwise the runners start the command, as before. Pure but for
 * `realpath`.
 */
export function runnerInterpreter(
  cmd: string,
  cmdPath: string | undefined,
  probe: ProbeResult,
  cmdPlan: unknown,
  isolation: (interpreterPath: string) => unknown
): { command: string; path: string | undefined } {
  const fallback = { command: cmd, path: cmdPath };
  if (!probe.ok || !probe.executable) return fallback;
  let real: string;
  try {
    real = realpathSync(probe.executable);
  } catch {
    return fallback;
  }
  if (real !== cmdPath && !isDeepStrictEqual(isolation(real), cmdPlan)) return fallback;
  return { command: probe.executable, path: real };
}
