import { describe, expect, test } from '@jest/globals';
import { deflateRawSync, gzipSync } from 'node:zlib';
import {
  PageBudget,
  brotliDecompress,
  gzipDecompress,
  lz4HadoopDecompress,
  lz4RawDecompress,
  loadZstd,
  zstdDecompress,
  zstdFrameContentSize
} from '../../src/formats/codecs.js';
import { lz4Bomb, zerosCompressed, zstdRleBomb } from './codec-bombs.js';

describe('decompression limits hold on every codec (unit)', () => {
  test('a page declaring more than the row-group budget is refused before anything is allocated', () => {
    const b = new PageBudget(1024, 'max-row-group-bytes');
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

test('a page budget without a limit name names the budget', () => {
  expect(() => new PageBudget(10).take('SNAPPY', 11)).toThrow(/over the row-group budget \(10\)/);
});
