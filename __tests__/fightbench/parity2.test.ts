/** Issue #20 (FightBench): download size, integer schemaVersion token, complete ReplayLog, secret scan by default. */
import { describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportFile } from '../../src/suites/fightbench/check.js';
import { fastLine, FAST_UNSURE } from '../../src/suites/fightbench/fastrow.js';
import { checkRow, topLevelNumberToken } from '../../src/suites/fightbench/rows.js';
import { opts, row, tmp, writeJsonl } from './helpers.js';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => row({ matchId: `m-${i}` }));
const codes = (r: { findings: { code: string }[] }) => r.findings.map((f) => f.code).filter((c) => c !== 'FB040');

describe('"Request 1–20 IDs per download": one export file holds at most 20 rows (FB029)', () => {
  test.each([
    [1, false],
    [20, false],
    [21, true],
    [50, true]
  ])('JSONL and Parquet with %i rows: finding %s, at the 21st row', async (n, over) => {
    const dir = tmp();
    writeJsonl(join(dir, 'x.jsonl'), rowsOf(n));
    writeParquet(join(dir, 'x.parquet'), rowsOf(n), { rowGroupSize: 7 });
    for (const [name, format] of [['x.jsonl', 'jsonl'], ['x.parquet', 'parquet']] as const) {
      for (const exactOnly of [false, true]) {
        const r = await checkExportFile(join(dir, name), name, format, opts(), { cwd: dir, exactOnly });
        const f = r.findings.filter((x) => x.code === 'FB029');
        expect(f.length).toBe(over ? 1 : 0);
        expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe(over ? 'fail' : 'pass');
        if (over) {
          expect(f[0].severity).toBe('error');
          expect(f[0].message).toContain(`holds ${n} rows`);
          expect(f[0].line).toBe(format === 'jsonl' ? 21 : undefined);
        }
      }
    }
  });
});

describe('schemaVersion is the integer 1: the raw JSONL token counts (FB006)', () => {
  test('topLevelNumberToken reads the source spelling of the top-level key only', () => {
    expect(topLevelNumberToken('{"schemaVersion":1.0,"x":1}', 'schemaVersion')).toBe('1.0');
    expect(topLevelNumberToken('{"a":{"schemaVersion":2},"schemaVersion" : 1e0}', 'schemaVersion')).toBe('1e0');
    expect(topLevelNumberToken('{"replay":"{\\"schemaVersion\\":1.0}","schemaVersion":1}', 'schemaVersion')).toBe('1');
    expect(topLevelNumberToken('{"schema\\u0056ersion":10e-1}', 'schemaVersion')).toBe('10e-1');
    expect(topLevelNumberToken('{"schemaVersion":1.0,"schemaVersion":1}', 'schemaVersion')).toBe('1');
    expect(topLevelNumberToken('{"schemaVersion":"1"}', 'schemaVersion')).toBeUndefined();
  });

  test.each(['1.0', '1e0', '1E0', '10e-1', '1.00', '0.1e1'])('JSONL schemaVersion written %s is refused (fast and exact path)', async (tok) => {
    const dir = tmp();
    const good = JSON.stringify(row({ matchId: 'm-a' }));
    const bad = JSON.stringify(row({ matchId: 'm-b' })).replace('"schemaVersion":1', `"schemaVersion":${tok}`);
    expect(bad).toContain(tok);
    writeFileSync(join(dir, 'v.jsonl'), `${good}\n${bad}\n`);
    for (const exactOnly of [false, true]) {
      const r = await checkExportFile(join(dir, 'v.jsonl'), 'v.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly });
      const f = r.findings.filter((x) => x.code === 'FB006');
      expect(f.map((x) => x.line)).toEqual([2]);
      expect(f[0].message).toContain(`written "${tok}"`);
      expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
    }
  });

  test('the integer 1 (and in Parquet the INT32 1) passes', async () => {
    expect(checkRow(row(), { engineVersions: ['0.1.1'], maxCellBytes: 1 << 20, schemaVersionToken: '1' }).issues).toEqual([]);
    const dir = tmp();
    writeJsonl(join(dir, 'ok.jsonl'), rowsOf(2));
    const r = await checkExportFile(join(dir, 'ok.jsonl'), 'ok.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly: true });
    expect(codes(r)).toEqual([]);
  });
});

describe('ReplayLog without seed, or with actions as an object: an error (FB014)', () => {
  const replay = (over: Record<string, unknown>, drop?: string) => {
    const o: Record<string, unknown> = { engineVersion: '0.1.1', scenario: { id: 's@1' }, seed: 7, config: {}, actions: [], diagnostics: [], ...over };
    if (drop) delete o[drop];
    return JSON.stringify(o);
  };
  test.each([
    ['no seed', replay({}, 'seed'), /the ReplayLog has no seed/],
    ['actions an object', replay({ actions: { 0: 'jab' } }), /replay\.actions is an object, expected an array/],
    ['no scenario', replay({}, 'scenario'), /the ReplayLog has no scenario/]
  ])('%s', async (_name, rp, msg) => {
    const dir = tmp();
    writeJsonl(join(dir, 'r.jsonl'), [row({ matchId: 'ok' }), row({ matchId: 'bad', replay: rp })]);
    for (const exactOnly of [false, true]) {
      const r = await checkExportFile(join(dir, 'r.jsonl'), 'r.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly });
      const f = r.findings.filter((x) => x.code === 'FB014');
      expect(f).toHaveLength(1);
      expect(f[0].severity).toBe('error');
      expect(f[0].line).toBe(2);
      expect(f[0].message).toMatch(msg);
      expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
    }
  });
});

describe('secret scan on by default (the spec: "No secrets or key-store records are included")', () => {
  const key = 'sk-' + 'Z9y8X7w6'.repeat(4);
  const calls = (s: string) => JSON.stringify([{ request: { headers: { Authorization: s } } }]);

  test('a Bearer sk-… header fails the file by default, in JSONL (fast path on) and Parquet; value never shown', async () => {
    const dir = tmp();
    const rows = [row({ matchId: 'clean' }), row({ matchId: 'leak', calls: calls(`Bearer ${key}`) })];
    writeJsonl(join(dir, 'l.jsonl'), rows);
    writeParquet(join(dir, 'l.parquet'), rows);
    for (const [name, format] of [['l.jsonl', 'jsonl'], ['l.parquet', 'parquet']] as const) {
      const r = await checkExportFile(join(dir, name), name, format, opts(), { cwd: dir });
      const f = r.findings.filter((x) => x.code === 'FB050');
      expect(f.length).toBeGreaterThanOrEqual(1);
      expect(f.every((x) => x.severity === 'error' && x.subject?.includes('matchId "leak"'))).toBe(true);
      if (format === 'jsonl') expect(f[0].line).toBe(2);
      expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
      expect(JSON.stringify(r)).not.toContain(key);
      const off = await checkExportFile(join(dir, name), name, format, opts({ secretScan: false }), { cwd: dir });
      expect(off.findings.some((x) => x.code === 'FB050')).toBe(false);
    }
  });

  test('the line pre-test never lets the fast path call a secret-bearing line clean (escapes, newlines, \\u spelling)', () => {
    const o = { engineVersions: ['0.1.1'], maxCellBytes: 1 << 20, checkColumnSet: true, secretScan: true };
    const variants = [
      calls(`Bearer ${key}`),
      calls(`line\n${key}`),
      calls(`x ${'ghp_' + 'a'.repeat(36)}`),
      calls('AKIA' + 'ABCDEFGHIJKLMNOP'),
      calls('-----BEGIN RSA PRIVATE KEY-----')
    ];
    for (const c of variants) {
      const line = Buffer.from(JSON.stringify(row({ calls: c })));
      expect(fastLine(line, 0, line.length, o)).toBe(FAST_UNSURE);
      expect(fastLine(line, 0, line.length, { ...o, secretScan: false })).not.toBe(FAST_UNSURE);
    }
    // "sk-" spelled with a \u escape in the JSONL line decodes to a real key in the cell
    const spelled = JSON.stringify(row({ matchId: 'm-x', io: '[]' })).replace('"io":"[]"', `"io":"[\\"\\u0073k-${'Z9y8X7w6'.repeat(4)}\\"]"`);
    const buf = Buffer.from(spelled);
    expect(fastLine(buf, 0, buf.length, o)).toBe(FAST_UNSURE);
  });

  test('a clean file keeps the fast path (no FB050, same result as the exact path)', async () => {
    const dir = tmp();
    writeJsonl(join(dir, 'c.jsonl'), rowsOf(5));
    const fast = await checkExportFile(join(dir, 'c.jsonl'), 'c.jsonl', 'jsonl', opts(), { cwd: dir });
    const exact = await checkExportFile(join(dir, 'c.jsonl'), 'c.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly: true });
    expect({ ...fast, durationMs: 0 }).toEqual({ ...exact, durationMs: 0 });
  });
});
