/**
 * The one code registry: the general (BG) codes, then each plug-in's codes in the order of `src/suites/plugins.ts`.
 * `src/codes/` itself knows no family (it builds the registry it is given), so nothing low imports `src/suites/`.
 */
import { createCodeRegistry, GENERAL_GROUP, type CodeGroup } from './codes/registry.js';
import type { CodeDef } from './codes/types.js';
import { PLUGINS } from './suites/plugins.js';

const registry = createCodeRegistry([GENERAL_GROUP, ...PLUGINS.map((p) => p.codes)]);

export const CODE_GROUPS: readonly CodeGroup[] = registry.groups;
export const ALL_CODES: readonly CodeDef[] = registry.all;
export const lookupCode: (code: string) => CodeDef | undefined = registry.lookup;
