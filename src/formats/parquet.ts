/**
 * Parquet reading on hyparquet, family-neutral: an AsyncBuffer over a file handle (no whole-file read), the footer
 * metadata with its structural sanity check, error text about the file (never JavaScript internals), and
 * row-group-by-row-group reading under a page budget. A row group that cannot be read is a neutral
 * `RowGroupIssue`; the caller words it and gives it its code (FightBench: `suites/fightbench/rules-parquet.ts`).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { parquetMetadataAsync, parquetRead, type AsyncBuffer, type FileMetaData, type SchemaElement } from 'hyparquet';
import { PageBudget, boundedCompressors, loadZstd } from './codecs.js';

export interface ParquetFile {
  file: AsyncBuffer;
  size: number;
  close(): Promise<void>;
}

export async function openParquet(abs: string): Promise<ParquetFile> {
  const fh: FileHandle = await open(abs, 'r');
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new Error('not a regular file');
    const size = st.size;
    const file: AsyncBuffer = {
      byteLength: size,
      async slice(start: number, end?: number): Promise<ArrayBuffer> {
        const stop = Math.min(end ?? size, size);
        const len = Math.max(0, stop - start);
        const ab = new ArrayBuffer(len);
        const view = new Uint8Array(ab);
        let off = 0;
        while (off < len) {
          const { bytesRead } = await fh.read(view, off, len - off, start + off);
          if (bytesRead === 0) break;
          off += bytesRead;
        }
        return off === len ? ab : ab.slice(0, off);
      }
    };
    return { file, size, close: () => fh.close() };
  } catch (e) {
    await fh.close();
    throw e;
  }
}

/** Text that names JavaScript internals rather than the file (a decoder tripping over a corrupt field). */
const JS_INTERNAL =
  /is not a function|Cannot read propert|is not iterable|is not defined|Invalid typed array|out of bounds|outside the bounds|Maximum call stack|must be an instance of|Invalid array length|Array buffer allocation|\[object |\?\.|\bfield_\d+/;

/**
 * What is wrong with the file, from an error thrown while decoding it. hyparquet's own messages ("parquet …")
 * describe the file and are kept (a missing value reads "missing", not "undefined"); anything else, a
 * TypeError or RangeError from a corrupt field, becomes a message about the part of the file being read,
 * never which JavaScript property failed. At most 200 characters; never cell values.
 */
export function parquetError(e: unknown, where: 'metadata' | 'pages' = 'pages'): string {
  const m = e instanceof Error ? e.message : String(e);
  const own =
    e instanceof Error &&
    !(e instanceof TypeError) &&
    !(e instanceof RangeError) &&
    !(e instanceof SyntaxError) &&
    !(e instanceof ReferenceError) &&
    /^parquet /.test(m) &&
    !JS_INTERNAL.test(m);
  if (!own) {
    return where === 'metadata'
      ? 'the footer metadata is corrupt: a field has the wrong type, is missing, or the footer length does not match the file'
      : 'the page data is corrupt: a page header, size or offset does not match the bytes of the file (truncated or damaged)';
  }
  const text = m
    .replace(/\bundefined\b/g, 'missing')
    .replace(/\bNaN\b/g, 'not a number')
    .replace(/\bnull\b/g, 'missing');
  return text.length > 200 ? text.slice(0, 200) + '…' : text;
}

export async function readParquetMetadata(pf: ParquetFile): Promise<FileMetaData> {
  if (pf.size < 12)
    throw new Error(`parquet file invalid (${pf.size} bytes; too short for the PAR1 header and footer)`);
  const head = new Uint8Array(await pf.file.slice(0, 4));
  if (String.fromCharCode(...head) !== 'PAR1') throw new Error('parquet file invalid (header != PAR1)');
  const md = await parquetMetadataAsync(pf.file);
  const problem = metadataProblem(md);
  if (problem) throw new Error(`parquet metadata invalid: ${problem}`);
  return md;
}

/**
 * Structural sanity of decoded footer metadata (a corrupt footer can decode to fields of the wrong type):
 * checked here so that later code never trips over them. Returns what is wrong, or undefined.
 */
function metadataProblem(md: FileMetaData): string | undefined {
  const isInt = (v: unknown) =>
    (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) || (typeof v === 'bigint' && v >= 0n);
  if (!md || !Array.isArray(md.schema) || md.schema.length === 0) return 'the schema is missing';
  for (const [i, el] of md.schema.entries()) {
    if (!el || typeof el.name !== 'string') return `schema element ${i} has no name`;
    if (el.num_children !== undefined && !isInt(el.num_children))
      return `schema element ${i} has an invalid child count`;
  }
  if (!Array.isArray(md.row_groups)) return 'the row group list is missing';
  const leaves = leafPaths(md.schema);
  if (!leaves) return 'the schema tree does not match its child counts';
  for (const [g, rg] of md.row_groups.entries()) {
    if (!rg || !Array.isArray(rg.columns)) return `row group ${g} has no column list`;
    const seen = new Set<string>();
    if (!isInt(rg.num_rows)) return `row group ${g} has an invalid row count`;
    for (const [c, col] of rg.columns.entries()) {
      const cm = col?.meta_data;
      if (!cm) return `row group ${g} column ${c} has no column metadata`;
      if (!Array.isArray(cm.path_in_schema) || !cm.path_in_schema.every((p) => typeof p === 'string'))
        return `row group ${g} column ${c} has an invalid column path`;
      // Every chunk must name a distinct leaf of the schema (a stray or repeated chunk would be read and never used).
      const key = cm.path_in_schema.join('\u0000');
      if (!leaves.has(key)) return `row group ${g} column ${c} names a column that is not in the schema`;
      if (seen.has(key))
        return `row group ${g} has two chunks for column ${JSON.stringify(cm.path_in_schema.join('.').slice(0, 40))}`;
      seen.add(key);
      if (typeof cm.codec !== 'string') return `row group ${g} column ${c} has an unknown compression codec`;
      if (typeof cm.type !== 'string') return `row group ${g} column ${c} has an unknown physical type`;
      if (!Array.isArray(cm.encodings)) return `row group ${g} column ${c} has no encoding list`;
      for (const k of ['num_values', 'total_uncompressed_size', 'total_compressed_size', 'data_page_offset'] as const) {
        if (!isInt(cm[k])) return `row group ${g} column ${c} has an invalid ${k}`;
      }
    }
  }
  return undefined;
}

/** Leaf column paths of a flattened schema (joined by NUL), or undefined when the child counts do not fit the list. */
function leafPaths(schema: SchemaElement[]): Set<string> | undefined {
  const out = new Set<string>();
  let i = 1;
  let ok = true;
  const walk = (prefix: string[], depth: number): void => {
    if (!ok || depth > 64 || i >= schema.length) {
      ok = false;
      return;
    }
    const el = schema[i++];
    const path = [...prefix, el.name];
    const kids = Number(el.num_children ?? 0);
    if (kids === 0) out.add(path.join('\u0000'));
    for (let k = 0; k < kids && ok; k++) walk(path, depth + 1);
  };
  const n = Number(schema[0]?.num_children ?? 0);
  if (n > schema.length) return undefined;
  for (let c = 0; c < n && ok; c++) walk([], 0);
  return ok ? out : undefined;
}

/** Top-level column names of the schema (flat view). */
export function topLevelColumns(md: FileMetaData): SchemaElement[] {
  const schema = md.schema;
  const out: SchemaElement[] = [];
  const root = schema[0];
  let i = 1;
  const n = root?.num_children ?? 0;
  for (let c = 0; c < n && i < schema.length; c++) {
    const el = schema[i];
    out.push(el);
    i = skipSubtree(schema, i);
  }
  return out;
}

function skipSubtree(schema: SchemaElement[], i: number): number {
  const kids = schema[i]?.num_children ?? 0;
  let j = i + 1;
  for (let k = 0; k < kids; k++) j = skipSubtree(schema, j);
  return j;
}

const utf8 = new TextDecoder();
/**
 * A column with the Parquet JSON annotation is read as its JSON text (a string), like a UTF8 column, and left to
 * the caller to decode (FightBench's nested JSON columns: invalid JSON is FB011 on its row, not a failed row group).
 */
const PARSERS = {
  jsonFromBytes: (b: Uint8Array | undefined): unknown => (b === undefined ? undefined : utf8.decode(b))
};

/** A row group that was not read, or not wholly: `rows` is its first row index and count. */
export type RowGroupIssue =
  | { kind: 'over-budget'; group: number; first: number; count: number; uncompressed: number; limit: number }
  | { kind: 'undecodable'; group: number; first: number; count: number; error: string }
  | { kind: 'short'; group: number; count: number; decoded: number };

export interface ParquetRowHandlers {
  onRow(row: Record<string, unknown>, rowIndex: number): void | Promise<void>;
  onIssue(issue: RowGroupIssue): void;
}

/**
 * Reads the file one row group at a time (memory bounded by one row group, `maxRowGroupBytes` uncompressed: a
 * larger group is not read, and every page is charged to that budget before it is decompressed; a page error names
 * the limit `limitName`, the caller's option). Returns the rows read.
 */
export async function readParquetRows(
  pf: ParquetFile,
  md: FileMetaData,
  maxRowGroupBytes: number,
  h: ParquetRowHandlers,
  limitName?: string
): Promise<{ rows: number; groupsFailed: number }> {
  let groupStart = 0;
  let rows = 0;
  let groupsFailed = 0;
  // Every page of a row group is charged to one budget before it is decompressed (docs/security/fightbench.md).
  const budget = new PageBudget(maxRowGroupBytes, limitName);
  const compressors = boundedCompressors(budget);
  if (md.row_groups.some((rg) => rg.columns.some((c) => c.meta_data?.codec === 'ZSTD'))) await loadZstd();
  for (let g = 0; g < md.row_groups.length; g++) {
    const rg = md.row_groups[g];
    const n = Number(rg.num_rows);
    const start = groupStart;
    groupStart += n;
    if (n === 0) continue;
    let uncompressed = 0;
    for (const c of rg.columns) uncompressed += Number(c.meta_data?.total_uncompressed_size ?? 0);
    if (uncompressed > maxRowGroupBytes) {
      groupsFailed++;
      h.onIssue({ kind: 'over-budget', group: g, first: start, count: n, uncompressed, limit: maxRowGroupBytes });
      continue;
    }
    let got: Record<string, unknown>[] = [];
    budget.reset();
    try {
      await parquetRead({
        file: pf.file,
        metadata: md,
        rowStart: start,
        rowEnd: start + n,
        rowFormat: 'object',
        compressors,
        parsers: PARSERS,
        onComplete: (r) => (got = r)
      });
    } catch (e) {
      groupsFailed++;
      h.onIssue({ kind: 'undecodable', group: g, first: start, count: n, error: parquetError(e) });
      continue;
    }
    if (got.length !== n) {
      groupsFailed++;
      h.onIssue({ kind: 'short', group: g, count: n, decoded: got.length });
    }
    for (let i = 0; i < got.length; i++) {
      const r = h.onRow(got[i], start + i);
      if (r) await r;
      rows++;
    }
    got = [];
  }
  return { rows, groupsFailed };
}
