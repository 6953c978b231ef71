import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { openParquet, readParquetMetadata, readParquetRows } from '../../src/formats/parquet.js';
import { INTEROP, opts } from './helpers.js';

const VALID = ['dsnp-snappy-v1.parquet', 'dsnp-snappy-v2.parquet', 'duckdb-snappy.parquet', 'hyw-snappy.parquet'];
const INVALID = [
  'invalid/corrupt-pages.parquet',
  'invalid/not-parquet.parquet',
  'invalid/schemaVersion-int64.parquet',
  'invalid/truncated.parquet'
];

async function readAll(abs: string): Promise<Record<string, unknown>[]> {
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
    return rows;
  } finally {
    await pf.close();
  }
}

describe('conformance: synthetic-reader-interop', () => {
  test('SHA256SUMS match before anything is read', () => {
    const sums = readFileSync(join(INTEROP, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(sums.length).toBe(9);
    for (const line of sums) {
      const [hex, name] = line.split(/\s+/);
      expect(
        createHash('sha256')
          .update(readFileSync(join(INTEROP, name)))
          .digest('hex')
      ).toBe(hex);
    }
  });

  const expected = readFileSync(join(INTEROP, 'rows.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

  test.each(VALID)('%s decodes to rows deep-equal to rows.jsonl', async (name) => {
    const rows = await readAll(join(INTEROP, name));
    expect(rows).toEqual(expected);
    expect(typeof rows[0].schemaVersion).toBe('number');
    expect(rows[1].accounting).toBeNull();
  });

  test.each([...VALID, 'rows.jsonl'])('%s passes every row check (replay unverifiable, never pass)', async (name) => {
    const r = await checkExportFile(join(INTEROP, name), name, name.endsWith('.jsonl') ? 'jsonl' : 'parquet', opts(), {
      cwd: INTEROP
    });
    const status = Object.fromEntries(r.gates.map((g) => [g.id, g.status]));
    expect(status).toEqual({
      readable: 'pass',
      columns: 'pass',
      'rows-valid': 'pass',
      'unique-ids': 'pass',
      replay: 'skipped'
    });
    expect(r.gates.find((g) => g.id === 'replay')?.detail).toMatch(/unverifiable/);
    expect(r.findings.map((f) => f.code)).toEqual(['FB040']);
    expect(r.facts?.rows).toBe(2);
    expect(r.facts?.pools).toEqual({ official: 1, live: 0, private: 1, invalid: 0 });
  });

  test.each(INVALID)('%s gives a per-file finding and no crash', async (name) => {
    const r = await checkExportFile(join(INTEROP, name), name, 'parquet', opts(), { cwd: INTEROP });
    const codes = r.findings.map((f) => f.code);
    if (name.includes('int64')) {
      expect(codes).toContain('FB004');
      const f = r.findings.find((x) => x.code === 'FB004');
      expect(f?.message).toMatch(/schemaVersion has physical type INT64, expected INT32/);
      expect(r.gates.find((g) => g.id === 'columns')?.status).toBe('fail');
    } else {
      expect(codes).toContain('FB003');
      expect(r.gates.find((g) => g.id === 'readable')?.status).toBe('fail');
      expect(r.gates.filter((g) => g.id !== 'readable').every((g) => g.status === 'undecided')).toBe(true);
    }
    for (const f of r.findings) expect(f.file).toBe(name);
    expect(r.gates.some((g) => g.status === 'pass' && g.id !== 'readable' && g.id !== 'unique-ids')).toBe(false);
    expect(r.gates.find((g) => g.id === 'replay')?.status).not.toBe('pass');
  });
});
