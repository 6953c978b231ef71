/**
 * FightBench's rules over a Parquet file's footer and row groups (pure, over plain data): the schema-v1 column types
 * and the findings for row groups that the reader (`formats/parquet.ts`) could not read.
 */
import type { FileMetaData } from 'hyparquet';
import type { CodeDef } from '../../codes/types.js';
import { overLimit } from '../../core/bytes.js';
import { topLevelColumns, type RowGroupIssue } from '../../formats/parquet.js';
import { FB } from './codes.js';
import { COLUMNS, COLUMN_SET } from './rows.js';

export interface SchemaIssue {
  def: CodeDef;
  message: string;
  column?: string;
}

/** Physical/logical types of the 11 columns: schemaVersion INT32, the rest UTF-8 BYTE_ARRAY; no groups, no REPEATED. */
export function checkParquetSchema(md: FileMetaData): {
  issues: SchemaIssue[];
  badColumns: Set<string>;
  codecs: string[];
} {
  const issues: SchemaIssue[] = [];
  const badColumns = new Set<string>();
  const cols = topLevelColumns(md);
  const byName = new Map(cols.map((c) => [c.name, c]));
  const missing = COLUMNS.filter((c) => !byName.has(c));
  const extra = cols.map((c) => c.name).filter((n) => !COLUMN_SET.has(n));
  if (missing.length)
    issues.push({
      def: FB.FB005,
      message: `the Parquet schema has no column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`
    });
  if (extra.length)
    issues.push({
      def: FB.FB005,
      message: `the Parquet schema has ${extra.length} extra column${extra.length > 1 ? 's' : ''} ${extra
        .slice(0, 5)
        .map((n) => JSON.stringify(n.slice(0, 40)))
        .join(', ')}; schema v1 has exactly 11`
    });
  for (const name of COLUMNS) {
    const el = byName.get(name);
    if (!el) continue;
    const problems: string[] = [];
    if (el.num_children) problems.push('is a nested group, expected a flat column');
    else if (name === 'schemaVersion') {
      if (el.type !== 'INT32') problems.push(`has physical type ${el.type ?? 'none'}, expected INT32`);
      const lt = el.logical_type;
      if (lt && lt.type === 'INTEGER' && (lt.bitWidth !== 32 || !lt.isSigned))
        problems.push(
          `has logical type INTEGER(${lt.bitWidth}, ${lt.isSigned ? 'signed' : 'unsigned'}), expected a signed 32-bit integer`
        );
      if (el.converted_type && el.converted_type !== 'INT_32')
        problems.push(`has converted type ${el.converted_type}, expected INT_32 or none`);
    } else {
      if (el.type !== 'BYTE_ARRAY') problems.push(`has physical type ${el.type ?? 'none'}, expected BYTE_ARRAY (UTF8)`);
      else if (
        el.converted_type !== 'UTF8' &&
        el.logical_type?.type !== 'STRING' &&
        el.logical_type?.type !== 'JSON' &&
        el.converted_type !== 'JSON'
      )
        problems.push('is BYTE_ARRAY without the UTF8/STRING annotation, so it reads as raw bytes');
    }
    if (el.repetition_type === 'REPEATED') problems.push('is REPEATED, expected one value per row');
    if (problems.length) {
      badColumns.add(name);
      issues.push({ def: FB.FB004, message: `column ${name} ${problems.join('; ')}`, column: name });
    }
  }
  const codecs = new Set<string>();
  for (const rg of md.row_groups) for (const c of rg.columns) if (c.meta_data) codecs.add(c.meta_data.codec);
  return { issues, badColumns, codecs: [...codecs].sort() };
}

/** The option that bounds a row group, as the reader's page errors name it. */
export const ROW_GROUP_LIMIT = 'max-row-group-bytes';

/** The finding for a row group that was not read, or not wholly (FB027 over max-row-group-bytes, else FB003). */
export function rowGroupFinding(issue: RowGroupIssue): { def: CodeDef; message: string } {
  switch (issue.kind) {
    case 'over-budget':
      return {
        def: FB.FB027,
        message: `row group ${issue.group} (rows ${issue.first}–${issue.first + issue.count - 1}) is ${overLimit(issue.uncompressed, issue.limit)} uncompressed (${ROW_GROUP_LIMIT}); not read`
      };
    case 'undecodable':
      return {
        def: FB.FB003,
        message: `row group ${issue.group} (rows ${issue.first}–${issue.first + issue.count - 1}) cannot be decoded: ${issue.error}`
      };
    case 'short':
      return {
        def: FB.FB003,
        message: `row group ${issue.group} declares ${issue.count} rows but ${issue.decoded} were decoded`
      };
  }
}
