import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type MiniCodec, writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { lz4Bomb, zerosCompressed, zstdRleBomb } from '../formats/codec-bombs.js';
import { opts, row, tmp } from './helpers.js';

/** An LZ4 block of literals only. */
function lz4Literal(raw: Buffer): Buffer {
  const n = raw.length;
  const ext: number[] = [];
  if (n >= 15) {
    let rest = n - 15;
    while (rest >= 255) {
      ext.push(255);
      rest -= 255;
    }
    ext.push(rest);
  }
  return Buffer.concat([Buffer.from([Math.min(n, 15) << 4, ...ext]), raw]);
}

/** An honest page in `codec` (the other columns of the hostile files). */
function encode(codec: MiniCodec, raw: Buffer): Buffer {
  switch (codec) {
    case 'GZIP':
      return gzipSync(raw);
    case 'BROTLI':
      return brotliCompressSync(raw);
    case 'ZSTD': {
      const h = 1 | (0 << 1) | (raw.length << 3); // one raw block, last
      return Buffer.concat([
        Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58, h & 255, (h >> 8) & 255, (h >> 16) & 255]),
        raw
      ]);
    }
    case 'LZ4_RAW':
      return lz4Literal(raw);
    case 'LZ4': {
      const b = lz4Literal(raw);
      const hdr = Buffer.alloc(8);
      hdr.writeUInt32BE(raw.length, 0);
      hdr.writeUInt32BE(b.length, 4);
      return Buffer.concat([hdr, b]);
    }
    default:
      return raw;
  }
}

describe('hostile Parquet files (end to end): every codec keeps its limit', () => {
  const rows = [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })];

  test.each(['GZIP', 'BROTLI', 'ZSTD', 'LZ4_RAW', 'LZ4'] as MiniCodec[])(
    '%s: honest pages read back equal (the helper the hostile files use)',
    async (codec) => {
      const dir = tmp();
      const file = join(dir, 'ok.parquet');
      writeParquet(file, rows, { codec, page: (raw) => ({ body: encode(codec, raw), declared: raw.length }) });
      const r = await checkExportFile(file, 'ok.parquet', 'parquet', opts(), { cwd: dir });
      expect(r.findings.map((f) => f.code).sort()).toEqual(['FB026', 'FB040']);
      expect(r.facts?.codecs).toEqual([codec]);
    }
  );

  const bombs: [MiniCodec, () => Buffer][] = [
    ['GZIP', () => zerosCompressed('gzip')],
    ['BROTLI', () => zerosCompressed('brotli')],
    ['ZSTD', () => zstdRleBomb(10_000)],
    ['LZ4_RAW', () => lz4Bomb(4000)],
    ['LZ4', () => lz4Bomb(4000)]
  ];

  test.each(bombs)(
    '%s: a page declaring 2 GiB uncompressed is refused by the budget (FB003), no allocation',
    async (codec, make) => {
      const dir = tmp();
      const file = join(dir, 'huge.parquet');
      writeParquet(file, rows, {
        codec,
        page: (raw, c) =>
          c.name === 'replay'
            ? { body: make(), declared: 2 ** 31 - 1 }
            : { body: encode(codec, raw), declared: raw.length }
      });
      const before = process.memoryUsage().arrayBuffers;
      const r = await checkExportFile(file, 'huge.parquet', 'parquet', opts({ maxRowGroupBytes: 16 * 1024 * 1024 }), {
        cwd: dir
      });
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(256 * 1024 * 1024);
      const f = r.findings.find((x) => x.code === 'FB003');
      expect(f?.message).toMatch(new RegExp(`${codec} page declares 2147483647 bytes uncompressed`));
      expect(f?.message).toMatch(/over max-row-group-bytes \(16777216\); not decompressed/);
      expect(r.gates.find((g) => g.id === 'readable')?.status).toBe('fail');
    }
  );

  test.each(bombs)(
    '%s: a page that inflates far past what it declares stops at the declared size',
    async (codec, make) => {
      const dir = tmp();
      const file = join(dir, 'bomb.parquet');
      writeParquet(file, rows, {
        codec,
        page: (raw, c) =>
          c.name === 'replay'
            ? { body: make(), declared: raw.length }
            : { body: encode(codec, raw), declared: raw.length }
      });
      const r = await checkExportFile(file, 'bomb.parquet', 'parquet', opts(), { cwd: dir });
      // Either the decoder refuses the page (FB003), or (ZSTD: fzstd fills only the fixed buffer) the page decodes to
      // garbage of the declared size, which the page decoder or the row rules reject. Never a pass.
      expect(r.gates.some((g) => g.status === 'fail')).toBe(true);
      if (codec !== 'ZSTD')
        expect(r.findings.find((x) => x.code === 'FB003')?.message).toMatch(/inflates past|declared size/);
    }
  );
});
