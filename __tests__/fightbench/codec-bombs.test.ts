import { describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { brotliCompressSync, constants, deflateRawSync, gzipSync } from 'node:zlib';
import { type MiniCodec, writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import {
  PageBudget,
  brotliDecompress,
  gzipDecompress,
  lz4HadoopDecompress,
  lz4RawDecompress,
  loadZstd,
  zstdDecompress,
  zstdFrameContentSize
} from '../../src/suites/fightbench/codecs.js';
import { opts, row, tmp } from './helpers.js';

/** A Zstandard frame of `blocks` RLE blocks of 128 KiB each: 4 bytes of input per 128 KiB of output. */
function zstdRleBomb(blocks: number, contentSize?: number): Buffer {
  const head =
    contentSize === undefined
      ? [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58]
      : [
          0x28,
          0xb5,
          0x2f,
          0xfd,
          0x80 /* fcf=2: 4-byte size */,
          0x58,
          contentSize & 255,
          (contentSize >> 8) & 255,
          (contentSize >> 16) & 255,
          (contentSize >>> 24) & 255
        ];
  const parts = [...head];
  for (let i = 0; i < blocks; i++) {
    const h = (i === blocks - 1 ? 1 : 0) | (1 << 1) | (131072 << 3);
    parts.push(h & 255, (h >> 8) & 255, (h >> 16) & 255, 0x41);
  }
  return Buffer.from(parts);
}

/** LZ4 block: one literal byte, then one match of offset 1 and `extra` × 255 more bytes. */
function lz4Bomb(extra: number): Buffer {
  return Buffer.concat([Buffer.from([0x1f, 0x61, 0x01, 0x00]), Buffer.alloc(extra, 0xff), Buffer.from([0x00])]);
}

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

/** 64 MiB of zeros, compressed in 1 MiB steps (never held whole). */
function zerosCompressed(kind: 'gzip' | 'brotli'): Buffer {
  const big = Buffer.alloc(64 * 1024 * 1024);
  return kind === 'gzip'
    ? gzipSync(big, { level: 1 })
    : brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
}

describe('decompression limits hold on every codec (unit)', () => {
  test('a page declaring more than the row-group budget is refused before anything is allocated', () => {
    const b = new PageBudget(1024);
    expect(() => b.take('ZSTD', 2 ** 40)).toThrow(
      /declares 1099511627776 bytes uncompressed.*max-row-group-bytes \(1024\)/
    );
    b.take('GZIP', 1000);
    expect(() => b.take('GZIP', 100)).toThrow(/earlier pages/);
    b.reset();
    b.take('GZIP', 100);
  });

  test('GZIP and BROTLI stop at the declared size (zlib maxOutputLength), fast', () => {
    for (const [kind, fn] of [
      ['gzip', gzipDecompress],
      ['brotli', brotliDecompress]
    ] as const) {
      const bomb = zerosCompressed(kind);
      expect(bomb.length).toBeLessThan(300 * 1024);
      expect(() => fn(bomb, 1000)).toThrow(/inflates past the 1000 bytes/);
      expect(() => fn(Buffer.from('not compressed at all'), 10)).toThrow(/not valid/);
    }
    // raw deflate without a gzip/zlib header is not the GZIP codec
    expect(() => gzipDecompress(deflateRawSync(Buffer.from('abc')), 3)).toThrow(/not valid GZIP/);
    expect(Buffer.from(gzipDecompress(gzipSync(Buffer.from('abc')), 3)).toString()).toBe('abc');
    expect(() => gzipDecompress(gzipSync(Buffer.from('abcdef')), 3)).toThrow(/inflates past/);
    expect(() => gzipDecompress(gzipSync(Buffer.from('ab')), 3)).toThrow(
      /decompressed to 2 bytes, its header declares 3/
    );
  });

  test('ZSTD: a frame declaring another content size is refused; an RLE bomb (1.3 GB from 40 KB) fills only the declared buffer', async () => {
    await loadZstd();
    expect(zstdFrameContentSize(zstdRleBomb(1, 131072))).toBe(131072);
    expect(() => zstdDecompress(zstdRleBomb(10, 1000), 5000)).toThrow(
      /frame declares 1000 bytes, its page header 5000/
    );
    const bomb = zstdRleBomb(10_000);
    expect(bomb.length).toBeLessThan(41_000);
    const out = zstdDecompress(bomb, 1000);
    expect(out.length).toBe(1000);
    expect(() => zstdDecompress(Buffer.from('garbage!'), 8)).toThrow(/not valid Zstandard/);
  });

  test('LZ4_RAW and LZ4 stop at the first byte past the declared size', () => {
    const bomb = lz4Bomb(4000); // ~1 MB of output from 4 KB
    expect(() => lz4RawDecompress(bomb, 1000)).toThrow(/inflates past its declared size/);
    expect(() => lz4HadoopDecompress(bomb, 1000)).toThrow(/inflates past its declared size/);
    // a correct block: literal "abcd" then a 4-byte match at offset 4 → "abcdabcd"
    const ok = Buffer.from([0x40, 0x61, 0x62, 0x63, 0x64, 0x04, 0x00, 0x00]);
    expect(Buffer.from(lz4RawDecompress(ok, 8)).toString()).toBe('abcdabcd');
    expect(() => lz4RawDecompress(ok, 9)).toThrow(/decompressed to 8 bytes/);
    expect(() => lz4RawDecompress(Buffer.from([0x00, 0x05, 0x00]), 10)).toThrow(/offset out of range/);
    // Hadoop framing: [uncompressed len][compressed len] big-endian, then the block
    const framed = Buffer.concat([Buffer.from([0, 0, 0, 8, 0, 0, 0, ok.length]), ok]);
    expect(Buffer.from(lz4HadoopDecompress(framed, 8)).toString()).toBe('abcdabcd');
  });
});

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
