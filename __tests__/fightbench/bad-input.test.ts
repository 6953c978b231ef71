import { describe, expect, test } from '@jest/globals';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { INTEROP, opts, row, tmp, writeJsonl } from './helpers.js';

async function jsonl(content: string | Buffer, over: Parameters<typeof opts>[0] = {}) {
  const dir = tmp();
  const f = join(dir, 'x.jsonl');
  writeFileSync(f, content);
  return checkExportFile(f, 'x.jsonl', 'jsonl', opts(over), { cwd: dir });
}
const line = (r: Record<string, unknown>) => JSON.stringify(r);
const status = (r: Awaited<ReturnType<typeof jsonl>>, id: string) => r.gates.find((g) => g.id === id)?.status;

describe('bad input: coded findings naming file, row, matchId, column, path; never a crash', () => {
  test('invalid JSON inside a nested column', async () => {
    const r = await jsonl(line(row()) + '\n' + line(row({ matchId: 'm-2', io: '[{"turn":0},' })) + '\n');
    const f = r.findings.find((x) => x.code === 'FB011');
    expect(f).toMatchObject({ file: 'x.jsonl', line: 2, gate: 'rows-valid', severity: 'error' });
    expect(f?.message).toMatch(/^line 2, matchId "m-2", column io: io holds invalid JSON/);
    expect(status(r, 'rows-valid')).toBe('fail');
    expect(r.facts?.matchesWithFailures).toBe(1);
  });

  test('a BOM is FB022 but the rows are still checked', async () => {
    const r = await jsonl(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(line(row()) + '\n')]));
    expect(r.findings.map((f) => f.code)).toContain('FB022');
    expect(r.facts?.rows).toBe(1);
    expect(status(r, 'readable')).toBe('fail');
    expect(status(r, 'rows-valid')).toBe('pass');
  });

  test('mixed line endings are one FB023 warning with the first CRLF line; CRLF-only too', async () => {
    const r = await jsonl(
      line(row()) + '\n' + line(row({ matchId: 'b' })) + '\r\n' + line(row({ matchId: 'c' })) + '\n'
    );
    const f = r.findings.filter((x) => x.code === 'FB023');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ severity: 'warning', line: 2 });
    expect(f[0].message).toMatch(/mixed line endings/);
    expect(r.facts?.rows).toBe(3);
    const crlf = await jsonl(line(row()) + '\r\n' + line(row({ matchId: 'b' })) + '\r\n');
    expect(crlf.findings.find((x) => x.code === 'FB023')?.message).toMatch(/all 2 lines end with CR LF/);
    expect(status(crlf, 'rows-valid')).toBe('pass');
  });

  test('a 50 MB replay string is bounded by max-cell-bytes (FB019), never decoded', async () => {
    const big = JSON.stringify({ engineVersion: '0.1.1', pad: 'x'.repeat(50 * 1024 * 1024) });
    const r = await jsonl(line(row({ matchId: 'huge', replay: big })) + '\n' + line(row({ matchId: 'ok' })) + '\n');
    const f = r.findings.find((x) => x.code === 'FB019');
    expect(f?.message).toMatch(/^line 1, matchId "huge", column replay: replay is larger than max-cell-bytes \(16 MiB/);
    expect(r.facts?.rows).toBe(2);
  });

  test('a line over max-line-bytes is skipped without buffering, with its matchId when visible', async () => {
    const big = line(row({ matchId: 'long-one', replay: JSON.stringify({ pad: 'y'.repeat(300_000) }) }));
    const r = await jsonl(line(row()) + '\n' + big + '\n' + line(row({ matchId: 'after' })) + '\n', {
      maxLineBytes: 100_000
    });
    const f = r.findings.find((x) => x.code === 'FB020');
    expect(f).toMatchObject({ line: 2, gate: 'readable' });
    expect(f?.message).toMatch(/^line 2, matchId "long-one": /);
    expect(r.facts?.rows).toBe(2);
  });

  test('a long line that spans read chunks is reassembled', async () => {
    const big = line(
      row({
        matchId: 'spans',
        replay: JSON.stringify({
          engineVersion: '0.1.1',
          scenario: {},
          seed: 1,
          config: {},
          actions: [],
          diagnostics: [],
          pad: 'z'.repeat(9 * 1024 * 1024)
        })
      })
    );
    const r = await jsonl(big + '\n' + line(row({ matchId: 'next' })));
    expect(r.findings.map((x) => x.code)).toEqual(['FB040']);
    expect(r.facts?.rows).toBe(2);
  });

  test('invalid UTF-8, a non-object line, a JSON syntax error and a blank line', async () => {
    const r = await jsonl(
      Buffer.concat([
        Buffer.from(line(row()) + '\n\n'),
        Buffer.from([0x7b, 0xff, 0x7d, 0x0a]),
        Buffer.from('[1,2]\n{"matchId":"m-x","pool":\n')
      ])
    );
    const by = Object.fromEntries(r.findings.map((f) => [f.code, f]));
    expect(by.FB025?.line).toBe(2);
    expect(by.FB024?.line).toBe(3);
    expect(r.findings.filter((f) => f.code === 'FB021').map((f) => f.line)).toEqual([4, 5]);
    expect(r.findings.find((f) => f.code === 'FB021' && f.line === 5)?.message).toMatch(/matchId "m-x"/);
    expect(status(r, 'readable')).toBe('fail');
  });

  test('an empty file is a warning; an unreadable path is FB002', async () => {
    const r = await jsonl('');
    expect(r.findings.map((f) => f.code)).toEqual(['FB028']);
    const r2 = await checkExportFile('/nonexistent/x.jsonl', 'x.jsonl', 'jsonl', opts(), { cwd: '/' });
    expect(r2.findings.map((f) => f.code)).toEqual(['FB002']);
    expect(r2.gates.map((g) => g.status)).toEqual(['fail', 'undecided', 'undecided', 'undecided', 'undecided']);
  });

  test('findings per code are capped with a FB061 summary (gate still fails)', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => row({ matchId: `m-${i}`, pool: 'nope' }));
    const dir = tmp();
    writeJsonl(join(dir, 'x.jsonl'), rows);
    const r = await checkExportFile(join(dir, 'x.jsonl'), 'x.jsonl', 'jsonl', opts({ maxFindingsPerCode: 5 }), {
      cwd: dir
    });
    expect(r.findings.filter((f) => f.code === 'FB008')).toHaveLength(5);
    expect(r.findings.find((f) => f.code === 'FB061')?.message).toMatch(/25 more FB008 findings/);
    expect(status(r, 'rows-valid')).toBe('fail');
    expect(r.facts?.pools).toMatchObject({ invalid: 30 });
  });

  test('duplicate matchId within a file: FB015 naming the first row', async () => {
    const r = await jsonl(line(row()) + '\n' + line(row({ matchId: 'x' })) + '\n' + line(row()) + '\n');
    const f = r.findings.find((x) => x.code === 'FB015');
    expect(f?.message).toMatch(/^line 3, matchId "m-0001", column matchId: the same matchId is already in line 1/);
    expect(status(r, 'unique-ids')).toBe('fail');
  });

  test('Parquet: truncated file, wrong physical type, non-Snappy codec, oversize row group, big cell', async () => {
    const dir = tmp();
    // truncated: conformance copy
    copyFileSync(join(INTEROP, 'invalid', 'truncated.parquet'), join(dir, 't.parquet'));
    const t = await checkExportFile(join(dir, 't.parquet'), 't.parquet', 'parquet', opts(), { cwd: dir });
    expect(t.findings[0]).toMatchObject({ code: 'FB003', file: 't.parquet', gate: 'readable' });
    // a string column written as INT64 / schemaVersion as INT64
    const rows = [row(), row({ matchId: 'm-2' })].map((r) => ({ ...r, schemaVersion: 1n }));
    writeParquet(join(dir, 'w.parquet'), rows, {
      columns: [
        { name: 'schemaVersion', type: 'INT64' },
        ...['matchId', 'pool', 'mode', 'scenarioId', 'stateHash', 'replay', 'io', 'calls', 'decisions'].map((name) => ({
          name,
          type: 'UTF8' as const
        })),
        { name: 'accounting', type: 'UTF8', optional: true }
      ],
      codec: 'UNCOMPRESSED'
    });
    const w = await checkExportFile(join(dir, 'w.parquet'), 'w.parquet', 'parquet', opts(), { cwd: dir });
    expect(w.findings.filter((f) => f.code === 'FB004').map((f) => f.subject)).toEqual(['column schemaVersion']);
    expect(w.findings.find((f) => f.code === 'FB026')?.message).toMatch(/UNCOMPRESSED/);
    expect(w.findings.some((f) => f.code === 'FB006')).toBe(false); // reported once on the schema, not per row
    expect(w.gates.find((g) => g.id === 'columns')?.status).toBe('fail');
    // row group limit and per-cell limit
    writeParquet(
      join(dir, 'g.parquet'),
      [row({ replay: JSON.stringify({ engineVersion: '0.1.1', pad: 'p'.repeat(5000) }) }), row({ matchId: 'm-2' })],
      { rowGroupSize: 1 }
    );
    const g = await checkExportFile(
      join(dir, 'g.parquet'),
      'g.parquet',
      'parquet',
      opts({ maxRowGroupBytes: 4000, maxCellBytes: 1000 }),
      { cwd: dir }
    );
    expect(g.findings.find((f) => f.code === 'FB027')?.subject).toBe('row group 0');
    expect(g.facts?.rows).toBe(1);
    const c = await checkExportFile(join(dir, 'g.parquet'), 'g.parquet', 'parquet', opts({ maxCellBytes: 1000 }), {
      cwd: dir
    });
    expect(c.findings.find((f) => f.code === 'FB019')?.message).toMatch(/^row 0, matchId "m-0001", column replay/);
  });

  test('Parquet with several row groups: rows and indexes continue across groups', async () => {
    const dir = tmp();
    const rows = Array.from({ length: 7 }, (_, i) => row({ matchId: `m-${i}` }));
    rows[5] = row({ matchId: 'm-5', stateHash: 'zz' });
    writeParquet(join(dir, 'r.parquet'), rows, { rowGroupSize: 3 });
    const r = await checkExportFile(join(dir, 'r.parquet'), 'r.parquet', 'parquet', opts(), { cwd: dir });
    expect(r.facts?.rows).toBe(7);
    expect(r.findings.find((f) => f.code === 'FB009')?.message).toMatch(/^row 5, matchId "m-5", column stateHash/);
    expect(readFileSync(join(dir, 'r.parquet')).subarray(0, 4).toString()).toBe('PAR1');
  });
});
