/**
 * The one code registry. Every finding code benchgate can emit is declared in a `codes.ts`
 * next to the code that emits it and listed here; docs/codes.md is generated from this list
 * (`npm run docs:codes`) and a test proves the two agree.
 */
import type { CodeDef } from './types.js';
import { GENERAL_CODES } from './general.js';
import { PCS_CODES } from '../suites/pcs/codes.js';

export const CODE_GROUPS: { title: string; prefix: string; codes: readonly CodeDef[] }[] = [
  { title: 'General (run, configuration, discovery)', prefix: 'BG', codes: GENERAL_CODES },
  { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefix: 'PCS', codes: PCS_CODES }
];

export const ALL_CODES: readonly CodeDef[] = CODE_GROUPS.flatMap((g) => g.codes);

const byCode = new Map(ALL_CODES.map((c) => [c.code, c]));

export function lookupCode(code: string): CodeDef | undefined {
  return byCode.get(code);
}
