/**
 * `pqid-bench doctor` (cli.py::command_doctor): the same keys as the reference. benchgate itself needs
 * neither Python nor Docker; the values describe the `python3` and `docker` found on PATH, i.e. what the
 * Python reference would run with (python / platform / optional_packages come from that interpreter; all
 * null, and the platform from Node, when there is none).
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { arch, release, type } from 'node:os';
import { delimiter, join } from 'node:path';
import type { PyValue } from '../../python/index.js';
import { VERSION_FIELDS } from './records.js';

const OPTIONAL_PACKAGES = ['qiskit', 'qiskit-aer', 'jsonschema', 'plotly'] as const;

/** shutil.which: the first executable regular file named `name` on PATH. */
function which(name: string, env: NodeJS.ProcessEnv): string | null {
  const path = env.PATH ?? '';
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, name);
    try {
      if (!statSync(p).isFile()) continue;
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return null;
}

/** Runs a program; ok is false on a non-zero exit, a spawn error or the timeout. */
function run(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number
): Promise<{ ok: boolean; stdout: string }> {
  return new Promise((done) => {
    execFile(file, args, { env, timeout: timeoutMs, maxBuffer: 1024 * 1024, windowsHide: true }, (err, stdout) =>
      done({ ok: !err, stdout: String(stdout) })
    );
  });
}

const PY_PROBE = [
  'import json, platform, sys, importlib.metadata as m',
  'def v(n):',
  '    try:',
  '        return m.version(n)',
  '    except m.PackageNotFoundError:',
  '        return None',
  `print(json.dumps({"python": sys.version.split()[0], "platform": platform.platform(), "packages": {n: v(n) for n in ${JSON.stringify(OPTIONAL_PACKAGES)}}}))`
].join('\n');

/** The doctor record: version record (canonical_reproduction) + python, platform, docker_cli, docker_daemon_available, optional_packages. */
export async function doctorReport(env: NodeJS.ProcessEnv): Promise<{ [k: string]: PyValue }> {
  const packages: { [k: string]: PyValue } = {};
  for (const n of OPTIONAL_PACKAGES) packages[n] = null;
  let python: string | null = null;
  let platform = `${type()}-${release()}-${arch()}`;
  const py = which('python3', env);
  if (py) {
    const r = await run(py, ['-c', PY_PROBE], env, 15000);
    if (r.ok) {
      try {
        const o = JSON.parse(r.stdout) as { python: string; platform: string; packages: Record<string, string | null> };
        python = o.python;
        platform = o.platform;
        for (const n of OPTIONAL_PACKAGES) packages[n] = typeof o.packages[n] === 'string' ? o.packages[n] : null;
      } catch {
        /* keep the defaults */
      }
    }
  }
  const docker = which('docker', env);
  const daemon = docker ? (await run(docker, ['version', '--format', '{{.Server.Version}}'], env, 15000)).ok : false;
  return {
    ...VERSION_FIELDS,
    run_type: 'canonical_reproduction',
    python,
    platform,
    docker_cli: docker,
    docker_daemon_available: daemon,
    optional_packages: packages
  };
}
