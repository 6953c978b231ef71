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
  /**
   * `environment`: the finding is about where benchgate ran (the runner, the GitHub channels, the cache, the
   * sandbox the machine allows), not about the checked files. It is shown in the summary, the log and the reports,
   * but never becomes a code-scanning alert (SARIF), where it would be pinned on the repository.
   */
  scope?: 'environment';
}

export function defineCodes<const T extends readonly CodeDef[]>(defs: T): T {
  return defs;
}

/** Index a code list by code, typed, so emitters write `AM.AM001` and a typo fails to compile. */
export function codeIndex<const T extends readonly CodeDef[]>(defs: T): Record<T[number]['code'], CodeDef> {
  const out = {} as Record<string, CodeDef>;
  for (const d of defs) out[d.code] = d;
  return out as Record<T[number]['code'], CodeDef>;
}
