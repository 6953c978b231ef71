/**
 * Every artifact family, in report order: the one list. The code registry (`src/code-registry.ts`), the CLI's
 * command groups (`src/cli/commands.ts`) and the suite list (`src/suites/index.ts`) are derived from it. A new family
 * adds `src/suites/<family>/plugin.ts` and one entry here. Importing this list loads only the families' codes.
 */
import { artifactManifestPlugin } from './artifact-manifest/plugin.js';
import { fightbenchPlugin } from './fightbench/plugin.js';
import { pcsPlugin } from './pcs/plugin.js';
import { pqidPlugin } from './pqid/plugin.js';
import { qsolvePlugin } from './qsolve/plugin.js';
import type { Plugin } from './types.js';

export const PLUGINS: readonly Plugin[] = [
  artifactManifestPlugin,
  pqidPlugin,
  pcsPlugin,
  qsolvePlugin,
  fightbenchPlugin
];
