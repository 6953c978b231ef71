/**
 * Grouping the export files of one folder into downloads: per-row digests of each file (matchId, line, 8 bytes per
 * cell), twins by name (`X.jsonl` + `X.parquet`) and by content (`sameDownload`), pure apart from reading the rows.
 */
import { createHash } from 'node:crypto';
import type { ExportFormat } from './check-common.js';
import { readJsonl } from './jsonl.js';
import type { FightbenchOptions } from './options.js';
import { openParquet, readParquetMetadata, readParquetRows } from '../../formats/parquet.js';
import { COLUMNS } from './rows.js';

export interface SetMember {
  abs: string;
  file: string;
  format: ExportFormat;
}

function cellDigest(v: unknown): Buffer {
  const s =
    typeof v === 'string'
      ? 's:' + v
      : typeof v === 'number' || typeof v === 'bigint'
        ? 'n:' + String(v)
        : v === null
          ? 'null'
          : v === undefined
            ? 'undefined'
            : 'j:' + JSON.stringify(v);
  return createHash('sha1').update(s).digest().subarray(0, 8);
}

export interface Digests {
  ids: (string | undefined)[];
  cells: Buffer[];
  /** JSONL line of each row (undefined for Parquet). */
  lines: (number | undefined)[];
  ok: boolean;
}

/** Per row: matchId, line and an 8-byte digest of each of the 11 cells (memory ~100 bytes a row). */
export async function rowDigests(m: SetMember, o: FightbenchOptions): Promise<Digests> {
  const ids: (string | undefined)[] = [];
  const cells: Buffer[] = [];
  const lines: (number | undefined)[] = [];
  let ok = true;
  const onRow = (row: Record<string, unknown>, _i: number, line?: number) => {
    ids.push(typeof row.matchId === 'string' ? row.matchId : undefined);
    lines.push(line);
    cells.push(Buffer.concat(COLUMNS.map((c) => cellDigest(row[c]))));
  };
  try {
    if (m.format === 'jsonl') {
      await readJsonl(m.abs, o.maxLineBytes, {
        onRow,
        onIssue: (def) => {
          if (def.severity === 'error') ok = false;
        }
      });
    } else {
      const pf = await openParquet(m.abs);
      try {
        const md = await readParquetMetadata(pf);
        const r = await readParquetRows(pf, md, o.maxRowGroupBytes, {
          onRow: (row, i) => onRow(row, i),
          onIssue: () => {
            ok = false;
          }
        });
        if (r.groupsFailed) ok = false;
      } finally {
        await pf.close();
      }
    }
  } catch {
    ok = false;
  }
  return { ids, cells, lines, ok };
}

function stemOf(file: string): string {
  return file.replace(/\.(jsonl|parquet)$/i, '');
}

/**
 * Whether a JSONL and a Parquet file with different names hold the same download: the same number of rows and
 * either the same matchIds in the same order (a download's rows follow its requested IDs) or at least half of the
 * rows equal cell for cell at the same position. Pure.
 */
export function sameDownload(a: Pick<Digests, 'ids' | 'cells'>, b: Pick<Digests, 'ids' | 'cells'>): boolean {
  const n = a.cells.length;
  if (n === 0 || n !== b.cells.length) return false;
  let sameIds = true;
  let equalRows = 0;
  for (let i = 0; i < n; i++) {
    if (a.ids[i] === undefined || a.ids[i] !== b.ids[i]) sameIds = false;
    if (a.cells[i].equals(b.cells[i])) equalRows++;
  }
  return sameIds || (equalRows >= 1 && equalRows * 2 >= n);
}

/**
 * The files of one folder (or of one `verify` call), grouped into downloads: `X.jsonl` and `X.parquet` are twins by
 * name; a JSONL and a Parquet file with different names are twins when `sameDownload` says so (one JSONL may have
 * several Parquet twins, e.g. written by different writers). Each group lists its JSONL first when it has one.
 */
export function groupDownloads(
  members: SetMember[],
  digests: ReadonlyMap<string, Pick<Digests, 'ids' | 'cells' | 'ok'>>
): SetMember[][] {
  const sorted = [...members].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const byStem = new Map<string, SetMember[]>();
  for (const m of sorted) {
    const s = stemOf(m.file);
    byStem.set(s, [...(byStem.get(s) ?? []), m]);
  }
  const groups = [...byStem.values()].map((g) =>
    [...g].sort((a, b) => (a.format === b.format ? 0 : a.format === 'jsonl' ? -1 : 1))
  );
  const lonelyJsonl = groups.filter((g) => g.length === 1 && g[0].format === 'jsonl');
  for (const g of groups) {
    if (g.length !== 1 || g[0].format !== 'parquet') continue;
    const p = digests.get(g[0].file);
    if (!p?.ok) continue;
    const home = lonelyJsonl.find((j) => {
      const d = digests.get(j[0].file);
      return d?.ok && sameDownload(d, p);
    });
    if (!home) continue;
    home.push(g[0]);
    g.length = 0;
  }
  return groups.filter((g) => g.length > 0);
}
