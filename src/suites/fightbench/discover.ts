/**
 * Discovery by sniffing, never by reading whole big files: the top-level keys of the first JSONL record (a
 * streaming key scan up to the line limit, any nesting up to 10,000 levels: no fixed window), the footer schema
 * of a Parquet file, and the top-level shape of a JSON file.
 */
import { open } from 'node:fs/promises';
import { type KeyScan, scanFirstRecordKeys } from '../../core/key-scan.js';
import { looksLikeSuiteDownload } from './manifest.js';
import { openParquet, readParquetMetadata, topLevelColumns } from '../../formats/parquet.js';
import { COLUMNS, COLUMN_SET } from './rows.js';

/**
 * `doubt`: not recognised, but only because the file could not be judged (empty, truncated, cut, not an
 * object, too deep, past the line limit): discovery claims such a file when its name or folder says it is an
 * export (docs/security/green.md), and lists it as skipped otherwise.
 */
export type Sniff = { kind: 'jsonl' | 'parquet' | 'suite' } | { skip: string; doubt?: true } | { ignore: true };

/** Bytes the JSONL key scan reads at most by default (the suite's default max-line-bytes). */
const DEFAULT_SCAN_BYTES = 64 * 1024 * 1024;

function doubtOf(s: KeyScan): string | undefined {
  switch (s.end) {
    case 'complete':
      return undefined;
    case 'empty':
      return 'empty file';
    case 'not-object':
      return `the first line is ${s.first ?? 'not an object'}, not a JSON object`;
    case 'eof':
      return 'the file ends inside its first row (truncated)';
    case 'cut-line':
      return 'the first line ends inside its row';
    case 'invalid':
      return 'the first row has unbalanced brackets';
    case 'too-deep':
      return 'the first row is nested too deeply to scan';
    case 'window':
      return 'the first row is longer than max-line-bytes';
  }
}

const SNIFF_BYTES = 64 * 1024;
const FULL_JSON_BYTES = 1024 * 1024;
/** A file is taken as a schema-v1 export when its first row (or Parquet schema) has `schemaVersion` or at least this many of the 11 columns. */
const MIN_COLUMNS = 3;

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

export async function sniffFile(abs: string, path: string, opts: { maxLineBytes?: number } = {}): Promise<Sniff> {
  const lower = path.toLowerCase();
  if (lower.endsWith('.jsonl')) {
    const scan = await scanFirstRecordKeys(abs, { mode: 'jsonl', maxBytes: opts.maxLineBytes ?? DEFAULT_SCAN_BYTES });
    const cols = scan.keys.filter((k) => COLUMN_SET.has(k));
    if (cols.length >= MIN_COLUMNS || cols.includes('schemaVersion')) return { kind: 'jsonl' };
    const doubt = doubtOf(scan);
    if (scan.end === 'empty')
      return {
        skip:
          scan.bytesRead === 0
            ? 'empty file; not a schema-v1 export'
            : 'the first line is empty; not a schema-v1 export',
        doubt: true
      };
    const have = cols.length === 0 ? 'none' : `only ${cols.length}`;
    if (doubt)
      return {
        skip: `not recognised as a schema-v1 export (${doubt}; ${have} of the 11 schema-v1 columns seen)`,
        doubt: true
      };
    return { skip: `not a schema-v1 export: the first row has ${have} of the 11 schema-v1 columns` };
  }
  if (lower.endsWith('.parquet')) {
    let pf;
    try {
      pf = await openParquet(abs);
      const md = await readParquetMetadata(pf);
      const cols = topLevelColumns(md).filter((c) => COLUMN_SET.has(c.name));
      if (cols.length >= MIN_COLUMNS || cols.some((c) => c.name === 'schemaVersion')) return { kind: 'parquet' };
      return {
        skip: `not a schema-v1 export: the Parquet schema has ${cols.length === 0 ? 'none' : `only ${cols.length}`} of the 11 schema-v1 columns`
      };
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
      return related
        ? { skip: 'not a FightBench suite download {id, createdAt, manifest} or schema-v1 export' }
        : { ignore: true };
    }
    const start = text.slice(0, SNIFF_BYTES);
    if (/^\s*\{/.test(start) && /"manifest"\s*:\s*\{/.test(start) && /"createdAt"\s*:|"id"\s*:/.test(start))
      return { kind: 'suite' };
    return related ? { skip: 'not a FightBench suite download {id, createdAt, manifest}' } : { ignore: true };
  }
  return { ignore: true };
}
