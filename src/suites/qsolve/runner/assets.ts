/**
 * Where the runner's data files are (qsolve_runner.py / .mjs, the sandbox launcher qsolve_sandbox.py and its seccomp
 * filter, qsolve_qiskit.py): the folder `assets/` beside this module in the sources (src/suites/qsolve/runner/assets/),
 * copied to dist/assets/ by scripts/build.mjs. A leaf module: the sandbox and the runner import it directly, so no
 * module has to hand the other its finder at load time.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a runner script is: $BENCHGATE_ASSETS, else beside this module (sources), else ../assets from the bundle (dist/bundle/). */
export function assetPath(name: string): string {
  const env = process.env.BENCHGATE_ASSETS;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [...(env ? [join(env, name)] : []), join(here, 'assets', name), join(here, '..', 'assets', name)];
  return candidates.find((p) => existsSync(p)) ?? join(here, 'assets', name);
}
