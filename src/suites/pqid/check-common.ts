/**
 * Helpers every pqid check uses: the verdict of a gate from the findings filed under it (`gateOf`), and the schema
 * pass over a JSONL file (a pass of its own, next to the reference's rules, with its own finding cap).
 */
import type { Finding, Gate, Severity } from '../../core/model.js';
import { scanJsonBounds } from '../../core/bounds.js';
import { finding } from '../../core/finding.js';
import { PQ } from './codes.js';
import { readJsonlLines } from '../../formats/jsonl.js';
import type { PqidOptions } from './options.js';
import { describeSchemaErrors, type SchemaName, validatorFor } from './schemas.js';

export function gateOf(id: string, title: string, findings: Finding[], passDetail: string): Gate {
  const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
  if (errs.length === 0) return { id, title, status: 'pass', detail: passDetail };
  return {
    id,
    title,
    status: 'fail',
    detail:
      errs.length === 1
        ? `${errs[0].code}: ${errs[0].message}`
        : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
  };
}

/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
export async function schemaPass(
  abs: string,
  file: string,
  schema: SchemaName,
  opts: PqidOptions
): Promise<{ findings: Finding[]; invalid: number; rows: number }> {
  const findings: Finding[] = [];
  if (opts.schemaSeverity === 'off') return { findings, invalid: 0, rows: 0 };
  const validate = validatorFor(schema);
  let invalid = 0;
  let rows = 0;
  await readJsonlLines(
    abs,
    (text, line) => {
      if (!text.trim()) return;
      if (scanJsonBounds(text)) return; // reported by the rules pass (BG020)
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch {
        return; // parse errors are reported by the rules pass
      }
      rows++;
      if (!validate(v)) {
        invalid++;
        if (findings.length < opts.maxFindingsPerFile)
          findings.push(
            finding(
              PQ.PQ020,
              `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`,
              { file, line, gate: 'schema' },
              opts.schemaSeverity as Severity
            )
          );
      }
    },
    { maxLineBytes: opts.maxLineBytes }
  ).catch(() => undefined);
  if (invalid > findings.length)
    findings.push(
      finding(
        PQ.PQ014,
        `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`,
        { file }
      )
    );
  return { findings, invalid, rows };
}
