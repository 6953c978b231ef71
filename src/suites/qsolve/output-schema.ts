/**
 * The output schema applied (issue 21): every solution a method returned is validated against the workflow's
 * `schemas.output` (compiled by compileUserSchema, so its patterns run on the linear-time engine). Pure.
 */
import type { Validator } from '../../formats/jsonschema.js';
import type { RunRecords } from './types.js';

export interface SolutionBreach {
  /** Index of the case record in `records.cases`. */
  index: number;
  list: 'cases' | 'hardware_cases';
  name: string;
  target: string;
  method: string;
  instancePath: string;
  schemaPath: string;
  message: string;
}

/**
 * The solutions that break the output schema: every method with `status: ok` and a solution that is not null (a
 * method may return no solution, `None`/`null`: there is nothing to validate). The `reproducible` re-run is not
 * checked again (it is the same case).
 */
export function solutionBreaches(records: RunRecords, validate: Validator): SolutionBreach[] {
  const out: SolutionBreach[] = [];
  records.cases.forEach((c, index) => {
    for (const m of c.methods) {
      if (m.status !== 'ok' || m.solution === null || m.solution === undefined) continue;
      const v = validate(m.solution);
      if (!v.ok)
        out.push({
          index,
          list: c.list ?? 'cases',
          name: c.name,
          target: c.target,
          method: m.name,
          instancePath: v.instancePath,
          schemaPath: v.schemaPath,
          message: v.message
        });
    }
  });
  return out;
}

/** `solution/x/0 must be …` (the instance path inside the solution, `solution` for its root). */
export function breachText(b: SolutionBreach): string {
  return `method ${b.method} returned a solution that breaks the output schema: solution${b.instancePath} ${b.message} (schema path ${b.schemaPath})`;
}
