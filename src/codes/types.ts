import type { Severity } from '../core/model.js';

/** One stable finding code. `fix` says what the user should do; docs/codes.md is generated from these. */
export interface CodeDef {
  code: string;
  severity: Severity;
  title: string;
  /** What it means (one or two sentences). */
  description: string;
  /** How to fix it. */
  fix: string;
}

export function defineCodes<const T extends readonly CodeDef[]>(defs: T): T {
  return defs;
}
