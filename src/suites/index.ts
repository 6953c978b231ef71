/** Every suite, in report order. Each family adds one import and one entry. */
import type { Suite } from './types.js';
import { pcsSuite } from './pcs/index.js';

export const ALL_SUITES: Suite[] = [pcsSuite];
