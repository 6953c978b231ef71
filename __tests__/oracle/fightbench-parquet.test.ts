/**
 * FightBench Parquet written by the real pyarrow (26.0.1, pinned in requirements.txt) across every codec (SNAPPY,
 * GZIP, ZSTD, BROTLI, LZ4_RAW, NONE), dictionary encoding on and off, data pages v1 and v2, and the DELTA_* and
 * BYTE_STREAM_SPLIT encodings: each file is generated at test time from one JSONL export (its twin), read by
 * benchgate's Parquet reader, and must give exactly the twin's rows and pass every row gate as the twin does.
 * One download (20 rows, the most the format allows); row groups of 4 rows and 256-byte pages written one row
 * at a time make every file hold several row groups and many pages.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { openParquet, readParquetMetadata, readParquetRows } from '../../src/formats/parquet.js';
import { opts, row, writeJsonl } from '../fightbench/helpers.js';
import { describeOracle, runOracle } from '../helpers/python-oracle.js';

const WRITER = fileURLToPath(new URL('./fightbench_parquet.py', import.meta.url));

/** pyarrow's compression name → the codec the file's metadata must then name. */
const CODECS: Record<string, string> = {
  SNAPPY: 'SNAPPY',
  GZIP: 'GZIP',
  ZSTD: 'ZSTD',
  BROTLI: 'BROTLI',
  LZ4: 'LZ4_RAW', // pyarrow's "lz4" is the LZ4_RAW codec (the deprecated Hadoop-framed LZ4 is never written)
  NONE: 'UNCOMPRESSED'
};
const STRINGS = [
  'matchId',
  'pool',
  'mode',
  'scenarioId',
  'stateHash',
  'replay',
  'io',
  'calls',
  'decisions',
  'accounting'
];
/** Column encodings without a dictionary: integers and strings each in the encodings Parquet allows them. */
const ENCODINGS: Record<string, { int: string; str: string }> = {
  delta: { int: 'DELTA_BINARY_PACKED', str: 'DELTA_LENGTH_BYTE_ARRAY' },
  split: { int: 'BYTE_STREAM_SPLIT', str: 'DELTA_BYTE_ARRAY' },
  plain: { int: 'PLAIN', str: 'PLAIN' }
};

interface Variant {
  name: string;
  codec: string;
  dictionary: boolean;
  page_version: '1.0' | '2.0';
  encodings: Record<string, string> | null;
}

const variants: Variant[] = [];
for (const codec of Object.keys(CODECS))
  for (const page of ['1.0', '2.0'] as const) {
    for (const dictionary of [true, false])
      variants.push({
        name: `${codec}-v${page[0]}-${dictionary ? 'dict' : 'plain'}`,
        codec,
        dictionary,
        page_version: page,
        encodings: null
      });
    for (const [enc, e] of Object.entries(ENCODINGS)) {
      if (enc === 'plain') continue;
      const encodings = Object.fromEntries([['schemaVersion', e.int], ...STRINGS.map((c) => [c, e.str])]);
      variants.push({ name: `${codec}-v${page[0]}-${enc}`, codec, dictionary: false, page_version: page, encodings });
    }
  }

/** 20 schema-v1 rows: unique ids, nulls, non-ASCII and nested JSON text of varying length. */
function rows(): Record<string, unknown>[] {
  return Array.from({ length: 20 }, (_, i) =>
    row({
      schemaVersion: 1,
      matchId: i % 7 === 5 ? `m-${i}-é✓` : `m-${String(i).padStart(4, '0')}`,
      pool: i % 3 === 0 ? 'live' : 'official',
      mode: i % 2 ? 'duel' : 'ladder',
      stateHash: (i * 2654435761).toString(16).padStart(64, '0').slice(-64),
      io: JSON.stringify(
        Array.from({ length: i % 7 }, (_, t) => ({ turn: t, status: 'ok', callRef: null, ms: t * i }))
      ),
      accounting: i % 5 === 1 ? null : JSON.stringify({ costUsd: null, complete: i % 2 === 0 })
    })
  );
}

describeOracle(
  'FightBench Parquet from pyarrow: every codec, dictionary on/off, page v1/v2, DELTA_* and BYTE_STREAM_SPLIT',
  () => {
    let dir = '';
    let twin: Record<string, unknown>[] = [];
    let written: Record<string, { codecs: string[]; encodings: string[]; row_groups: number }> = {};
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'bg-fb-pyarrow-'));
      twin = rows();
      writeJsonl(join(dir, 'export.jsonl'), twin);
      written = runOracle(WRITER, { jsonl: join(dir, 'export.jsonl'), out: dir, variants });
    }, 120_000);
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    test('the matrix was written as asked (pyarrow metadata)', () => {
      expect(Object.keys(written).sort()).toEqual(variants.map((v) => v.name).sort());
      const all = new Set(Object.values(written).flatMap((w) => w.encodings));
      for (const e of [
        'PLAIN',
        'RLE_DICTIONARY',
        'DELTA_BINARY_PACKED',
        'DELTA_LENGTH_BYTE_ARRAY',
        'DELTA_BYTE_ARRAY',
        'BYTE_STREAM_SPLIT'
      ])
        expect(all).toContain(e);
      for (const w of Object.values(written)) expect(w.row_groups).toBe(5);
    });

    test('the JSONL twin passes every row gate', async () => {
      const r = await checkExportFile(join(dir, 'export.jsonl'), 'export.jsonl', 'jsonl', opts(), { cwd: dir });
      expect(r.gates.filter((g) => g.status === 'fail' || g.status === 'undecided')).toEqual([]);
    });

    test.each(variants.map((v) => [v.name, v] as [string, Variant]))(
      '%s: rows equal to the JSONL twin',
      async (name, v) => {
        const file = join(dir, `${name}.parquet`);
        const pf = await openParquet(file);
        const got: Record<string, unknown>[] = [];
        const codecs = new Set<string>();
        const encodings = new Set<string>();
        try {
          const md = await readParquetMetadata(pf);
          for (const rg of md.row_groups)
            for (const c of rg.columns) {
              codecs.add(c.meta_data!.codec);
              for (const e of c.meta_data!.encodings) encodings.add(e);
            }
          await readParquetRows(pf, md, 1 << 30, {
            onRow: (r) => void got.push(r),
            onIssue: (issue) => {
              throw new Error(JSON.stringify(issue));
            }
          });
        } finally {
          await pf.close();
        }
        expect([...codecs]).toEqual([CODECS[v.codec]]);
        // benchgate's metadata reader names the same encodings pyarrow reports.
        expect([...encodings].sort()).toEqual(written[name].encodings);
        if (v.encodings) for (const e of new Set(Object.values(v.encodings))) expect(encodings).toContain(e);
        expect(got).toEqual(twin);
        const r = await checkExportFile(file, `${name}.parquet`, 'parquet', opts(), { cwd: dir });
        expect(Object.fromEntries(r.gates.map((g) => [g.id, g.status]))).toEqual({
          readable: 'pass',
          columns: 'pass',
          'rows-valid': 'pass',
          'unique-ids': 'pass',
          replay: 'skipped'
        });
      }
    );
  }
);
