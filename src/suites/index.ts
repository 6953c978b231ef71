/**
 * Every suite, in the order of the plug-in list (`src/suites/plugins.ts`). `ALL_SUITES` is loaded eagerly because
 * `runCheck` and `benchgate merge` (emptiness, `nothingChecked`) use it synchronously; a test proves it matches the
 * plug-ins' lazy loaders one for one. The CLI reaches this module only through `check` (and `--help`).
 */
import { artifactManifestSuite } from './artifact-manifest/suite.js';
import { fightbenchSuite } from './fightbench/suite.js';
import { pcsSuite } from './pcs/suite.js';
import { pqidSuite } from './pqid/suite.js';
import { qsolveSuite } from './qsolve/suite.js';
import { PLUGINS } from './plugins.js';
import type { Suite } from './types.js';

const BY_ID: Record<string, Suite> = Object.fromEntries(
  [artifactManifestSuite, pqidSuite, pcsSuite, qsolveSuite, fightbenchSuite].map((s) => [s.id, s])
);

export const ALL_SUITES: Suite[] = PLUGINS.map((p) => {
  const s = BY_ID[p.id];
  if (!s) throw new Error(`plug-in ${p.id} has no suite in src/suites/index.ts`);
  return s;
});

/** Every suite, loaded through the plug-ins (for callers that may wait). */
export async function loadAllSuites(): Promise<Suite[]> {
  const out: Suite[] = [];
  for (const p of PLUGINS) out.push(await p.loadSuite());
  return out;
}
