/**
 * Where the runner's data files are (qsolve_runner.py / .mjs, the sandbox launcher qsolve_sandbox.py and its seccomp
 * filter): beside the bundle, or in the sources. A leaf module: the sandbox and the runner import it directly, so
 * no module has to hand the other its finder at load time.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the runner scripts are: beside the bundle (../assets from the shared bundle's dist/bundle/), else src/assets when running from sources. */
export function assetPath(name: string): string {
  const env = process.env.BENCHGATE_ASSETS;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [...(env ? [join(env, name)] : []), join(here, 'assets', name), join(here, '..', 'assets', name)];
  let d = here;
  for (let i = 0; i < 6; i++) {
    candidates.push(join(d, 'src', 'assets', name));
    d = dirname(d);
  }
  return candidates.find((p) => existsSync(p)) ?? join(here, 'assets', name);
}
