import { describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects, snappyUncompress } from 'hyparquet';
import { openParquetWriter, SCHEMA_V1_COLUMNS } from '../../bench/lib/mini-parquet-writer.mjs';
import { snappyCompress } from '../../bench/lib/snappy-compress.mjs';
import { snappyDecompress } from '../../src/formats/snappy.js';
import { readFileSync } from 'node:fs';
import type { CommandIO } from '../../src/core/command.js';
import { loadGroup } from '../../src/cli/commands.js';

// The benchmark's compressed Parquet pages must be real Snappy (copies and literals), decoded identically by
// hyparquet and by benchgate's own page decoder; otherwise its Parquet speed figure would measure nothing real.
describe('bench Snappy compressor', () => {
  const inputs: [string, Buffer][] = [
    ['empty', Buffer.alloc(0)],
    ['tiny', Buffer.from('abc')],
    ['repetitive JSON', Buffer.from(JSON.stringify({ turn: 1, actions: ['move', 'attack'], hp: 100 }).repeat(3000))],
    ['random (incompressible)', randomBytes(70_000)],
    ['one byte repeated (long copies)', Buffer.alloc(300_000, 7)],
    [
      'mixed',
      Buffer.concat([
        randomBytes(1000),
        Buffer.from('x'.repeat(5000)),
        randomBytes(100_000),
        Buffer.from('abcd'.repeat(20_000))
      ])
    ]
  ];
  test.each(inputs)('%s: round trip through hyparquet and benchgate; compresses what repeats', (_name, data) => {
    const c = snappyCompress(data);
    const a = new Uint8Array(data.length);
    snappyUncompress(c, a);
    expect(Buffer.from(a).equals(data)).toBe(true);
    expect(Buffer.from(snappyDecompress(c, data.length)).equals(data)).toBe(true);
    if (_name.startsWith('repetitive') || _name.startsWith('one byte')) expect(c.length).toBeLessThan(data.length / 10);
  });

  test('a compressed-page Parquet export reads back and verifies like the literal one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-snappy-'));
    try {
      const row = (i: number) => ({
        schemaVersion: 1,
        matchId: `m-${i}`,
        mode: 'duel',
        scenarioId: 's1',
        pool: 'official',
        stateHash: 'a'.repeat(64),
        replay: JSON.stringify({ engineVersion: '0.1.1', turns: [{ t: 1 }, { t: 2 }] }),
        io: '{}',
        calls: '[]',
        decisions: '[]',
        accounting: null
      });
      const rows = Array.from({ length: 50 }, (_, i) => row(i));
      const paths = ['literal', 'compressed'].map((mode) => {
        const p = join(dir, `${mode}.parquet`);
        const w = openParquetWriter(p, SCHEMA_V1_COLUMNS, {
          codec: 'SNAPPY',
          snappy: mode as 'literal' | 'compressed'
        });
        w.writeRowGroup(rows);
        w.close();
        return p;
      });
      const buf = (p: string) => {
        const b = readFileSync(p);
        return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
      };
      expect(await parquetReadObjects({ file: buf(paths[1]) })).toEqual(
        await parquetReadObjects({ file: buf(paths[0]) })
      );
      expect(readFileSync(paths[1]).length).toBeLessThan(readFileSync(paths[0]).length);
      const verify = (await loadGroup('fightbench'))[0];
      const report = async (file: string) => {
        let out = '';
        const io: CommandIO = {
          stdout: (t) => (out += t),
          stderr: (t) => (out += t),
          color: false,
          cwd: dir,
          env: {},
          isTTY: false
        };
        const code = await verify.run([file, '--format', 'json'], io);
        const a = JSON.parse(out).suites[0].artifacts[0];
        return {
          code,
          gates: a.gates,
          findings: a.findings.map((f: { file?: string }) => ({ ...f, file: undefined })),
          rows: a.facts?.rows
        };
      };
      const lit = await report('literal.parquet');
      expect(lit.rows).toBe(50);
      expect(await report('compressed.parquet')).toEqual(lit);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
