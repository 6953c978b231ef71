/** Decompression bombs for the Parquet codec tests (`formats/codecs.test.ts`, `fightbench/codec-bombs.test.ts`). */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export /** A Zstandard frame of `blocks` RLE blocks of 128 KiB each: 4 bytes of input per 128 KiB of output. */
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

export /** LZ4 block: one literal byte, then one match of offset 1 and `extra` × 255 more bytes. */
function lz4Bomb(extra: number): Buffer {
  return Buffer.concat([Buffer.from([0x1f, 0x61, 0x01, 0x00]), Buffer.alloc(extra, 0xff), Buffer.from([0x00])]);
}

export /** 64 MiB of zeros, compressed in 1 MiB steps (never held whole). */
function zerosCompressed(kind: 'gzip' | 'brotli'): Buffer {
  const big = Buffer.alloc(64 * 1024 * 1024);
  return kind === 'gzip'
    ? gzipSync(big, { level: 1 })
    : brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
}
