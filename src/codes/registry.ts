/**
 * The one code registry. Every finding code benchgate can emit is declared in a `codes.ts`
 * next to the code that emits it and listed here; docs/codes.md is generated from this list
 * (`npm run docs:codes`) and a test proves the two agree.
 */
import type { CodeDef } from './types.js';
import { GENERAL_CODES } from './general.js';
import { ARTIFACT_MANIFEST_CODES } from '../suites/artifact-manifest/codes.js';
import { FIGHTBENCH_CODES } from '../suites/fightbench/codes.js';
import { PCS_CODES } from '../suites/pcs/codes.js';
import { PQID_CODES } from '../suites/pqid/codes.js';
import { QSOLVE_CODES } from '../suites/qsolve/codes.js';

/** `prefixes`: every code of the group starts with one of them (Qsolve keeps its documented E05x lint codes). */
export const CODE_GROUPS: { title: string; prefixes: string[]; codes: readonly CodeDef[] }[] = [
  { title: 'General (run, configuration, discovery)', prefixes: ['BG'], codes: GENERAL_CODES },
  { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: ARTIFACT_MANIFEST_CODES },
  { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: PQID_CODES },
  { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefixes: ['PCS'], codes: PCS_CODES },
  { title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)', prefixes: ['E05', 'QS'], codes: QSOLVE_CODES },
  { title: 'FightBench exports and suites', prefixes: ['FB'], codes: FIGHTBENCH_CODES }
];

export const ALL_CODES: readonly CodeDef[] = CODE_GROUPS.flatMap((g) => g.codes);

const byCode = new Map(ALL_CODES.map((c) => [c.code, c]));

export function lookupCode(code: string): CodeDef | undefined {
  return byCode.get(code);
}
