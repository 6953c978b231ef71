/** Every suite, in report order. Each family adds one import and one entry. */
import { artifactManifestSuite } from './artifact-manifest/suite.js';
import { fightbenchSuite } from './fightbench/index.js';
import { pcsSuite } from './pcs/index.js';
import { pqidSuite } from './pqid/suite.js';
import { qsolveSuite } from './qsolve/suite.js';
import type { Suite } from './types.js';

export const ALL_SUITES: Suite[] = [artifactManifestSuite, pqidSuite, pcsSuite, qsolveSuite, fightbenchSuite];
