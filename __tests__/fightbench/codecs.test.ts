import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { openParquet, readParquetMetadata, readParquetRows } from '../../src/formats/parquet.js';
import { FIXTURES, opts } from './helpers.js';

/** Written by scripts/gen-fightbench-parquet.mjs with DuckDB 1.5.6 and parquet-wasm 0.8.0 (Arrow's Rust writer). */
const DIR = join(FIXTURES, 'codecs');
const FILES = readdirSync(DIR)
  .filter((n) => n.endsWith('.parquet'))
  .sort();
const expected = readFileSync(join(DIR, 'rows.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Record<string, unknown>);

async function readAll(
  abs: string
): Promise<{ rows: Record<string, unknown>[]; codecs: Set<string>; groups: number; encodings: Set<string> }> {
  const pf = await openParquet(abs);
  try {
    const md = await readParquetMetadata(pf);
    const rows: Record<string, unknown>[] = [];
    await readParquetRows(pf, md, 1 << 30, {
      onRow: (r) => void rows.push(r),
      onIssue: (issue) => {
        throw new Error(JSON.stringify(issue));
      }
    });
    const codecs = new Set<string>();
    const encodings = new Set<string>();
    for (const rg of md.row_groups)
      for (const c of rg.columns) {
        codecs.add(c.meta_data!.codec);
        for (const e of c.meta_data!.encodings) encodings.add(e);
      }
    return { rows, codecs, groups: md.row_groups.length, encodings };
  } finally {
    await pf.close();
  }
}

describe('Parquet codecs written by DuckDB and Arrow', () => {
  test('every codec is covered by a fixture from both writers', () => {
    for (const c of ['snappy', 'zstd', 'gzip', 'brotli', 'lz4_raw']) {
      expect(FILES).toContain(`duckdb-${c}.parquet`);
      expect(FILES).toContain(`arrow-${c}.parquet`);
    }
    expect(FILES).toContain('arrow-lz4.parquet');
    expect(expected).toHaveLength(8);
    expect(expected.filter((r) => r.accounting === null).length).toBeGreaterThan(0);
  });

  test.each(FILES)('%s: rows equal to the JSONL twin (Arrow files: row groups of 3 rows)', async (name) => {
    const { rows, codecs, groups } = await readAll(join(DIR, name));
    expect(rows).toEqual(expected);
    // DuckDB writes whole vectors (2,048 rows) per row group, so its 8-row files have one; Arrow's writer obeys max_row_group_size.
    expect(groups).toBe(name.startsWith('arrow-') ? 3 : 1);
    const want = name.includes('json')
      ? 'SNAPPY'
      : name.match(/^(?:duckdb|arrow)-([a-z0-9_]+?)(?:-v2.*)?\.parquet$/)![1].toUpperCase();
    expect([...codecs]).toEqual([want]);
  });

  test('dictionary encoding and v2 data pages are among the fixtures', async () => {
    const all = await Promise.all(FILES.map((n) => readAll(join(DIR, n))));
    const enc = new Set(all.flatMap((a) => [...a.encodings]));
    expect([...enc].some((e) => /DICTIONARY/.test(e))).toBe(true);
  });

  test.each(FILES)('%s: check passes every row gate (codec other than Snappy is a warning only)', async (name) => {
    const r = await checkExportFile(join(DIR, name), name, 'parquet', opts(), { cwd: DIR });
    const status = Object.fromEntries(r.gates.map((g) => [g.id, g.status]));
    expect(status).toEqual({
      readable: 'pass',
      columns: 'pass',
      'rows-valid': 'pass',
      'unique-ids': 'pass',
      replay: 'skipped'
    });
    const codes = r.findings.map((f) => f.code).sort();
    expect(codes.filter((c) => c !== 'FB026' && c !== 'FB040')).toEqual([]);
    expect(codes.includes('FB026')).toBe(!/snappy|json/.test(name));
  });

  test('a column with the Parquet JSON annotation is read as its JSON text, not refused as an object', async () => {
    const pf = await openParquet(join(DIR, 'duckdb-json-annotated.parquet'));
    const md = await readParquetMetadata(pf);
    await pf.close();
    const replay = md.schema.find((s) => s.name === 'replay')!;
    expect(replay.converted_type === 'JSON' || replay.logical_type?.type === 'JSON').toBe(true);
    const r = await checkExportFile(join(DIR, 'duckdb-json-annotated.parquet'), 'j.parquet', 'parquet', opts(), {
      cwd: DIR
    });
    expect(r.findings.filter((f) => f.code === 'FB010' || f.code === 'FB004')).toEqual([]);
  });
});
