/**
 * The code registry's machinery. Every finding code benchgate can emit is declared in a `codes.ts` next to the code
 * that emits it: `src/codes/general.ts` for the run (BG), `src/suites/<family>/codes.ts` for each family. This module
 * knows no family: `src/code-registry.ts` gives it the general group and each plug-in's group
 * (`src/suites/plugins.ts`). docs/codes.md is generated from the result (`npm run docs:codes`) and a test proves
 * the two agree.
 */
import type { CodeDef } from './types.js';
import { GENERAL_CODES } from './general.js';

/** `prefixes`: every code of the group starts with one of them (Qsolve keeps its documented E05x lint codes). */
export interface CodeGroup {
  title: string;
  prefixes: string[];
  codes: readonly CodeDef[];
}

export const GENERAL_GROUP: CodeGroup = {
  title: 'General (run, configuration, discovery)',
  prefixes: ['BG'],
  codes: GENERAL_CODES
};

export interface CodeRegistry {
  groups: readonly CodeGroup[];
  all: readonly CodeDef[];
  lookup(code: string): CodeDef | undefined;
}

/** A registry over `groups`, in that order (the order of docs/codes.md). */
export function createCodeRegistry(groups: readonly CodeGroup[]): CodeRegistry {
  const all = groups.flatMap((g) => g.codes);
  const byCode = new Map(all.map((c) => [c.code, c]));
  return { groups, all, lookup: (code) => byCode.get(code) };
}
