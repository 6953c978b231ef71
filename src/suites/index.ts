/** Every suite, in report order. Each family adds one import and one entry. */
import type { Suite } from './types.js';
import { fightbenchSuite } from './fightbench/index.js';

export const ALL_SUITES: Suite[] = [fightbenchSuite];
