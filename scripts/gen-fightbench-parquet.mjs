#!/usr/bin/env node
/**
 * Regenerates the FightBench Parquet codec fixtures in __tests__/fixtures/fightbench/codecs/:
 * the same 8 schema-v1 rows (rows.jsonl, written here too) as Parquet files written by DuckDB and by Arrow's
 * writer (parquet-wasm, the Rust parquet crate, fed an apache-arrow table), with every codec, dictionary
 * encoding, several row groups, data page v1 and v2, and nulls; plus a DuckDB file whose nested columns carry
 * the Parquet JSON annotation.
 *
 * The writers are not dependencies of benchgate (DuckDB alone is a ~70 MB native package): install them once
 * outside the repository and point this script at that folder:
 *
 *   mkdir -p /tmp/fbgen && cd /tmp/fbgen && npm init -y && \
 *     npm install --save-exact @duckdb/node-api@1.5.6-r.1 parquet-wasm@0.8.0 apache-arrow@21.2.0
 *   FB_WRITERS=/tmp/fbgen node scripts/gen-fightbench-parquet.mjs
 *
 * Every value is a placeholder (see __tests__/fixtures/conformance/fightbench/README.md): these files test
 * reading only.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const out = join(root, '__tests__/fixtures/fightbench/codecs');
const writers = process.env.FB_WRITERS;
if (!writers) {
  console.error(
    'set FB_WRITERS to a folder where @duckdb/node-api, parquet-wasm and apache-arrow are installed (see the header of this script)'
  );
  process.exit(2);
}
const req = createRequire(join(resolve(writers), 'package.json'));
const imp = (name) => import(req.resolve(name));

const h = (c) => c.repeat(64);
const replay = (i) =>
  JSON.stringify({
    engineVersion: '0.1.1',
    scenario: { id: 'demo-scenario@1' },
    seed: 1000 + i,
    config: { turns: 3 },
    actions: [
      { turn: 0, a: 'jab' },
      { turn: 1, a: 'block' }
    ],
    diagnostics: []
  });
const rows = [];
for (let i = 0; i < 8; i++) {
  rows.push({
    schemaVersion: 1,
    matchId: i === 5 ? 'm-0005 ünïcödé ✓' : `m-000${i}`,
    pool: ['official', 'live', 'private'][i % 3],
    mode: i % 2 ? 'duel' : 'ladder',
    scenarioId: 'demo-scenario@1',
    stateHash: h('0123456789abcdef'[i]),
    replay: replay(i),
    io: JSON.stringify([{ turn: 0, status: 'ok', callRef: i % 2 ? null : `c-${i}`, ms: 12 + i }]),
    calls:
      i % 4 === 3
        ? '[]'
        : JSON.stringify([
            {
              id: `c-${i}`,
              request: { text: 'hello' },
              response: { text: 'héllo' },
              tokens: null,
              cost: null,
              latencyMs: 40 + i
            }
          ]),
    decisions: JSON.stringify([{ observation: {}, action: 'jab', diagnostics: [], attempts: 1 }]),
    accounting: i % 3 === 1 ? null : JSON.stringify({ costComplete: false, usageComplete: i % 2 === 0 })
  });
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const jsonl = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
writeFileSync(join(out, 'rows.jsonl'), jsonl);

// ---------------------------------------------------------------- DuckDB
const { DuckDBInstance } = await imp('@duckdb/node-api');
const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
const jsonlPath = join(out, 'rows.jsonl').replace(/'/g, "''");
const cols = `schemaVersion::INTEGER AS schemaVersion, matchId::VARCHAR AS matchId, pool::VARCHAR AS pool, mode::VARCHAR AS mode, scenarioId::VARCHAR AS scenarioId, stateHash::VARCHAR AS stateHash`;
const nested = (t) => ['replay', 'io', 'calls', 'decisions', 'accounting'].map((c) => `${c}::${t} AS ${c}`).join(', ');
const src = `read_json('${jsonlPath}', format='newline_delimited', columns={schemaVersion:'INTEGER', matchId:'VARCHAR', pool:'VARCHAR', mode:'VARCHAR', scenarioId:'VARCHAR', stateHash:'VARCHAR', replay:'VARCHAR', io:'VARCHAR', calls:'VARCHAR', decisions:'VARCHAR', accounting:'VARCHAR'})`;
await con.run(`CREATE TABLE t AS SELECT ${cols}, ${nested('VARCHAR')}, row_number() OVER () AS n FROM ${src}`);
const duck = async (name, codec, extra = '', type = 'VARCHAR') => {
  const file = join(out, name).replace(/'/g, "''");
  await con.run(
    `COPY (SELECT ${cols}, ${nested(type)} FROM t ORDER BY n) TO '${file}' (FORMAT parquet, COMPRESSION ${codec}, ROW_GROUP_SIZE 3${extra})`
  );
};
for (const codec of ['snappy', 'zstd', 'gzip', 'brotli', 'lz4_raw', 'uncompressed'])
  await duck(`duckdb-${codec}.parquet`, codec);
await duck('duckdb-zstd-v2.parquet', 'zstd', ", PARQUET_VERSION 'V2'");
await duck('duckdb-json-annotated.parquet', 'snappy', '', 'JSON');
con.closeSync?.();

// ---------------------------------------------------------------- Arrow (parquet-wasm)
const arrow = await imp('apache-arrow');
const pw = await imp('parquet-wasm');
const table = arrow.tableFromArrays({
  schemaVersion: Int32Array.from(rows.map((r) => r.schemaVersion)),
  ...Object.fromEntries(
    ['matchId', 'pool', 'mode', 'scenarioId', 'stateHash', 'replay', 'io', 'calls', 'decisions', 'accounting'].map(
      (c) => [
        c,
        arrow.vectorFromArray(
          rows.map((r) => r[c]),
          new arrow.Utf8()
        )
      ]
    )
  )
});
const ipc = arrow.tableToIPC(table, 'stream');
const C = pw.Compression;
const arrowFile = (name, codec, { v2 = false, dict = true } = {}) => {
  const props = new pw.WriterPropertiesBuilder()
    .setCompression(codec)
    .setDictionaryEnabled(dict)
    .setMaxRowGroupSize(3)
    .setWriterVersion(v2 ? pw.WriterVersion.V2 : pw.WriterVersion.V1)
    .build();
  writeFileSync(join(out, name), pw.writeParquet(pw.Table.fromIPCStream(ipc), props));
};
arrowFile('arrow-snappy.parquet', C.SNAPPY);
arrowFile('arrow-zstd.parquet', C.ZSTD);
arrowFile('arrow-gzip.parquet', C.GZIP);
arrowFile('arrow-brotli.parquet', C.BROTLI);
arrowFile('arrow-lz4.parquet', C.LZ4);
arrowFile('arrow-lz4_raw.parquet', C.LZ4_RAW);
arrowFile('arrow-zstd-v2.parquet', C.ZSTD, { v2: true });
arrowFile('arrow-gzip-v2-plain.parquet', C.GZIP, { v2: true, dict: false });
arrowFile('arrow-lz4_raw-v2.parquet', C.LZ4_RAW, { v2: true });

const list = readFileSync(join(out, 'rows.jsonl'), 'utf8').split('\n').length - 1;
console.log(`wrote ${out} (${list} rows)`);
