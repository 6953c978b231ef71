/**
 * Discovery by sniffing, never by reading whole big files: the first line of a JSONL file (at most 64 KiB),
 * the footer schema of a Parquet file, and the top-level shape of a JSON file.
 */
import { open } from 'node:fs/promises';
import { looksLikeSuiteDownload } from './manifest.js';
import { openParquet, readParquetMetadata, topLevelColumns } from './parquet.js';
import { COLUMNS, COLUMN_SET } from './rows.js';

export type Sniff = { kind: 'jsonl' | 'parquet' | 'suite' } | { skip: string } | { ignore: true };

const SNIFF_BYTES = 64 * 1024;
const FULL_JSON_BYTES = 1024 * 1024;
/** A file is taken as a schema-v1 export when its first row (or Parquet schema) has `schemaVersion` or at least this many of the 11 columns. */
export const MIN_COLUMNS = 3;

const COLUMN_KEY_RE = new RegExp(`(?<![\\\\\\w])"(${COLUMNS.join('|')})"\\s*:`, 'g');

async function head(abs: string, n: number): Promise<{ buf: Buffer; size: number }> {
  const fh = await open(abs, 'r');
  try {
    const st = await fh.stat();
    const len = Math.min(n, st.size);
    const buf = Buffer.alloc(len);
    let off = 0;
    while (off < len) {
      const { bytesRead } = await fh.read(buf, off, len - off, off);
      if (bytesRead === 0) break;
      off += bytesRead;
    }
    return { buf: buf.subarray(0, off), size: st.size };
  } finally {
    await fh.close();
  }
}

/** Column names found as top-level keys of a (possibly cut) first JSONL line. */
export function columnsInFirstLine(text: string, complete: boolean): string[] {
  if (complete) {
    try {
      const v = JSON.parse(text) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) return Object.keys(v).filter((k) => COLUMN_SET.has(k));
      return [];
    } catch {
      /* fall through to the key scan: a broken first row of an export is still an export */
    }
  }
  const found = new Set<string>();
  for (const m of text.matchAll(COLUMN_KEY_RE)) found.add(m[1]);
  return [...found];
}

export async function sniffFile(abs: string, path: string): Promise<Sniff> {
  const lower = path.toLowerCase();
  if (lower.endsWith('.jsonl')) {
    const { buf, size } = await head(abs, SNIFF_BYTES);
    let b = buf;
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) b = b.subarray(3);
    const nl = b.indexOf(10);
    const complete = nl !== -1 || size <= SNIFF_BYTES;
    const line = b.subarray(0, nl === -1 ? b.length : nl).toString('utf8').replace(/\r$/, '');
    if (line.trim().length === 0) return size === 0 ? { skip: 'empty file; not a schema-v1 export' } : { skip: 'the first line is empty; not a schema-v1 export' };
    const cols = columnsInFirstLine(line, complete);
    if (cols.length >= MIN_COLUMNS || cols.includes('schemaVersion')) return { kind: 'jsonl' };
    return { skip: `not a schema-v1 export: the first row has ${cols.length === 0 ? 'none' : `only ${cols.length}`} of the 11 schema-v1 columns` };
  }
  if (lower.endsWith('.parquet')) {
    let pf;
    try {
      pf = await openParquet(abs);
      const md = await readParquetMetadata(pf);
      const cols = topLevelColumns(md).filter((c) => COLUMN_SET.has(c.name));
      if (cols.length >= MIN_COLUMNS || cols.some((c) => c.name === 'schemaVersion')) return { kind: 'parquet' };
      return { skip: `not a schema-v1 export: the Parquet schema has ${cols.length === 0 ? 'none' : `only ${cols.length}`} of the 11 schema-v1 columns` };
    } catch {
      // An unreadable .parquet file is claimed so that the check reports it (truncated, corrupt, not Parquet).
      return { kind: 'parquet' };
    } finally {
      await pf?.close().catch(() => undefined);
    }
  }
  if (lower.endsWith('.json')) {
    const related = lower.includes('fightbench');
    const { buf, size } = await head(abs, FULL_JSON_BYTES);
    let text = buf.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (size <= FULL_JSON_BYTES) {
      let v: unknown;
      try {
        v = JSON.parse(text);
      } catch {
        // A suite download that fails to parse is still claimed when its shape is visible, so the check reports it.
        if (/"manifest"\s*:/.test(text) && /"createdAt"\s*:|"id"\s*:/.test(text)) return { kind: 'suite' };
        return related ? { skip: 'not valid JSON; not a FightBench suite download' } : { ignore: true };
      }
      if (looksLikeSuiteDownload(v)) return { kind: 'suite' };
      return related ? { skip: 'not a FightBench suite download {id, createdAt, manifest} or schema-v1 export' } : { ignore: true };
    }
    const start = text.slice(0, SNIFF_BYTES);
    if (/^\s*\{/.test(start) && /"manifest"\s*:\s*\{/.test(start) && /"createdAt"\s*:|"id"\s*:/.test(start)) return { kind: 'suite' };
    return related ? { skip: 'not a FightBench suite download {id, createdAt, manifest}' } : { ignore: true };
  }
  return { ignore: true };
}
