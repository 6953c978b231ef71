/**
 * The JSON Schema rules of a pcs document, one function per rule, pure: the errors left out past the limit
 * (PCS060), and each schema error (PCS010; PCS011 when an ingest lists a path where an object belongs).
 */
import type { DocIssue } from './check-common.js';
import { PCS } from './codes.js';
import type { Obj } from './rules-common.js';
import type { LimitedSchemaIssues, SchemaIssue } from './schema.js';

/**
 * The schema errors not listed (PCS060). It comes first: the report keeps an artifact's first 999 errors in order,
 * and this one says what is missing.
 */
export function omittedSchemaRule(schema: LimitedSchemaIssues, limit: number): DocIssue[] {
  if (schema.omittedIssues === 0 && schema.omittedItems.size === 0) return [];
  const parts: string[] = [];
  if (schema.omittedIssues > 0) parts.push(`${schema.omittedIssues} more schema error(s)`);
  for (const [key, n] of schema.omittedItems)
    parts.push(`${n} more ${key} entr${n === 1 ? 'y' : 'ies'} that fail the schema`);
  return [
    {
      def: PCS.PCS060,
      message: `${parts.join(', ')} are not listed: benchgate keeps the first ${limit} schema errors in path order`,
      gate: 'schema',
      pointer: ''
    }
  ];
}

const EMBEDDED_ITEM =
  /^\/(benchmark_runs|coverage_reports|failure_localization_reports|explain_quality_reports|profile_coverage_reports|artifact_refs)\/\d+$/;

/**
 * One schema error (PCS010). An item of an ingest's embedded array or artifact_refs that is a string (a path where
 * the object belongs) is PCS011.
 */
export function schemaIssueRule(s: SchemaIssue, isIngest: boolean, data: unknown): DocIssue {
  const pathOnly =
    isIngest && s.keyword === 'type' && EMBEDDED_ITEM.test(s.pointer) && typeof valueAt(data, s.pointer) === 'string';
  return { def: pathOnly ? PCS.PCS011 : PCS.PCS010, message: s.message, gate: 'schema', pointer: s.pointer };
}

function valueAt(v: unknown, pointer: string): unknown {
  let cur = v;
  for (const s of pointer.slice(1).split('/'))
    cur = cur && typeof cur === 'object' ? (cur as Obj)[s.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return cur;
}
