/**
 * The runner's INTERPRETER: the once-per-command check that the Python interpreter exists and is at least 3.9, run
 * inside the sandbox (probePython). Where the runner scripts are found is `assets.ts`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeCommand, scrubEnv } from './sandbox.js';

import type { SandboxMode } from './sandbox.js';

const interpreterCache = new Map<string, { ok: true; version: string } | { ok: false; message: string }>();

/**
 * Checks once per command that the Python interpreter exists and is at least 3.9. The probe runs in the sandbox
 * (the namespace launcher, unless there is none or `sandbox` is `off`): the command may come from a checked tree.
 */
export function probePython(
  cmd: string,
  mode: SandboxMode = 'auto',
  folderAbs = process.cwd()
): { ok: true; version: string } | { ok: false; message: string } {
  const key = `${mode}\u0000${cmd}`;
  const hit = interpreterCache.get(key);
  if (hit) return hit;
  let out: { ok: true; version: string } | { ok: false; message: string };
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-probe-'));
  try {
    const env = scrubEnv(process.env, scratch);
    const inSandbox = probeCommand(mode, cmd, scratch, env, folderAbs);
    const r = inSandbox
      ? spawnSync(inSandbox.command, inSandbox.args, {
          encoding: 'utf8',
          timeout: 20000,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }
        })
      : spawnSync(cmd, ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3])'], {
          encoding: 'utf8',
          timeout: 20000,
          cwd: scratch,
          env
        });
    if (r.error) out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${r.error.message}` };
    else if (r.status !== 0)
      out = { ok: false, message: `"${cmd}" exited with code ${r.status}: ${(r.stderr ?? '').trim().slice(0, 300)}` };
    else {
      const version = r.stdout.trim();
      const [maj, min] = version.split('.').map(Number);
      out =
        maj > 3 || (maj === 3 && min >= 9)
          ? { ok: true, version }
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
