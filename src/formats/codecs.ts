/**
 * Parquet page decompressors for hyparquet (`compressors`), every codec behind one budget.
 *
 * Snappy is the common codec, but DuckDB, Arrow and pyarrow write ZSTD, GZIP, BROTLI, LZ4_RAW (and the
 * deprecated LZ4) too; all are read (FightBench warns about a codec its schema does not name: FB026).
 *
 * A hostile file can declare a huge uncompressed page size, or carry a page that inflates far beyond what it
 * declares (a decompression bomb). So, for every codec:
 * - the declared size of each page counts against a budget per row group (the caller's limit, e.g. FightBench's
 *   `max-row-group-bytes`, named in the error by `limitName`); a page that
 *   would pass it is refused before anything is allocated;
 * - the output buffer is the declared size and never grows: GZIP and BROTLI use Node's zlib with
 *   `maxOutputLength` (native, stops at the limit), ZSTD decodes into a fixed buffer (fzstd through
 *   hyparquet-compressors never writes past it) and a declared frame content size must equal the page size,
 *   LZ4/LZ4_RAW use the bounded decoder below, which stops at the first byte past the declared size;
 * - the result must be exactly the declared size (hyparquet checks that as well).
 */
import { brotliDecompressSync, constants as zc, unzipSync } from 'node:zlib';
import type { Compressors } from 'hyparquet';
import { snappyDecompress } from './snappy.js';

export class PageBudget {
  used = 0;
  /** `limitName`: how the error names the limit (the caller's option, e.g. `max-row-group-bytes`). */
  constructor(
    readonly limit: number,
    readonly limitName = 'the row-group budget'
  ) {}
  reset(): void {
    this.used = 0;
  }
  take(codec: string, n: number): void {
    if (!Number.isSafeInteger(n) || n < 0)
      throw new Error(`parquet ${codec} page declares an invalid uncompressed size`);
    if (this.used + n > this.limit)
      throw new Error(
        `parquet ${codec} page declares ${n} bytes uncompressed; with the row group's earlier pages that is over ${this.limitName} (${this.limit}); not decompressed`
      );
    this.used += n;
  }
}

function exact(codec: string, out: Uint8Array, n: number): Uint8Array {
  if (out.length !== n)
    throw new Error(`parquet ${codec} page decompressed to ${out.length} bytes, its header declares ${n}`);
  return out;
}

function zlibError(codec: string, e: unknown, n: number): Error {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
    return new Error(
      `parquet ${codec} page inflates past the ${n} bytes its header declares; not decompressed further`
    );
  return new Error(`parquet ${codec} page is not valid ${codec} data`);
}

/** LZ4 block format, bounded: throws at the first literal or match that would pass `out`. */
function lz4Block(input: Uint8Array, start: number, end: number, out: Uint8Array, o0: number, outEnd: number): number {
  let i = start;
  let o = o0;
  while (i < end) {
    const token = input[i++];
    let lit = token >> 4;
    if (lit === 15) {
      let b = 255;
      while (b === 255) {
        if (i >= end) throw new Error('parquet LZ4 page is truncated');
        b = input[i++];
        lit += b;
        if (o + lit > outEnd) throw new Error('parquet LZ4 page inflates past its declared size');
      }
    }
    if (i + lit > end) throw new Error('parquet LZ4 page is truncated');
    if (o + lit > outEnd) throw new Error('parquet LZ4 page inflates past its declared size');
    out.set(input.subarray(i, i + lit), o);
    i += lit;
    o += lit;
    if (i >= end) break;
    if (i + 2 > end) throw new Error('parquet LZ4 page is truncated');
    const offset = input[i] | (input[i + 1] << 8);
    i += 2;
    if (offset === 0 || offset > o - o0) throw new Error('parquet LZ4 page has a match offset out of range');
    let len = token & 15;
    if (len === 15) {
      let b = 255;
      while (b === 255) {
        if (i >= end) throw new Error('parquet LZ4 page is truncated');
        b = input[i++];
        len += b;
        if (o + len > outEnd) throw new Error('parquet LZ4 page inflates past its declared size');
      }
    }
    len += 4;
    if (o + len > outEnd) throw new Error('parquet LZ4 page inflates past its declared size');
    let from = o - offset;
    if (offset >= len) {
      out.copyWithin(o, from, from + len);
      o += len;
    } else for (const stop = o + len; o < stop;) out[o++] = out[from++];
  }
  return o - o0;
}

/** LZ4_RAW: one LZ4 block. */
export function lz4RawDecompress(input: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array(n);
  return exact('LZ4_RAW', out.subarray(0, lz4Block(input, 0, input.length, out, 0, n)), n);
}

/** Deprecated LZ4: Hadoop framing (big-endian uncompressed and compressed lengths per block), else one raw block. */
export function lz4HadoopDecompress(input: Uint8Array, n: number): Uint8Array {
  const out = new Uint8Array(n);
  let i = 0;
  let o = 0;
  let framed = input.length >= 8;
  while (framed && i < input.length) {
    if (i + 8 > input.length) {
      framed = false;
      break;
    }
    const want = ((input[i] << 24) | (input[i + 1] << 16) | (input[i + 2] << 8) | input[i + 3]) >>> 0;
    const clen = ((input[i + 4] << 24) | (input[i + 5] << 16) | (input[i + 6] << 8) | input[i + 7]) >>> 0;
    if (clen > input.length - i - 8 || want > n - o) {
      framed = false;
      break;
    }
    try {
      if (lz4Block(input, i + 8, i + 8 + clen, out, o, o + want) !== want) {
        framed = false;
        break;
      }
    } catch {
      framed = false;
      break;
    }
    i += 8 + clen;
    o += want;
  }
  if (framed && o === n) return out;
  out.fill(0);
  return exact('LZ4', out.subarray(0, lz4Block(input, 0, input.length, out, 0, n)), n);
}

/** The Frame_Content_Size of the first Zstandard frame, when its header records one. */
export function zstdFrameContentSize(d: Uint8Array): number | undefined {
  if (d.length < 6 || d[0] !== 0x28 || d[1] !== 0xb5 || d[2] !== 0x2f || d[3] !== 0xfd) return undefined;
  const fhd = d[4];
  const fcf = fhd >> 6;
  const single = (fhd >> 5) & 1;
  const dictBytes = [0, 1, 2, 4][fhd & 3];
  const sizeBytes = fcf === 0 ? single : 1 << fcf;
  if (sizeBytes === 0) return undefined;
  let p = 5 + (single ? 0 : 1) + dictBytes;
  if (p + sizeBytes > d.length) return undefined;
  let v = 0;
  for (let k = 0; k < sizeBytes; k++) v += d[p++] * 2 ** (8 * k);
  return sizeBytes === 2 ? v + 256 : v;
}

type ZstdFn = (input: Uint8Array, output?: Uint8Array) => Uint8Array;
let zstdImpl: ZstdFn | undefined;

/**
 * Loads the Zstandard decoder (fzstd, through hyparquet-compressors) once. Its module also instantiates a WASM
 * Snappy decoder at import, so it is loaded only when a file has a ZSTD column chunk.
 */
export async function loadZstd(): Promise<void> {
  zstdImpl ??= (await import('hyparquet-compressors')).decompressZstd;
}

export function zstdDecompress(input: Uint8Array, n: number): Uint8Array {
  if (!zstdImpl) throw new Error('parquet ZSTD decoder not loaded');
  const declared = zstdFrameContentSize(input);
  if (declared !== undefined && declared !== n)
    throw new Error(`parquet ZSTD page frame declares ${declared} bytes, its page header ${n}`);
  const out = new Uint8Array(n);
  try {
    return exact('ZSTD', zstdImpl(input, out), n);
  } catch (e) {
    if (e instanceof Error && /^parquet /.test(e.message)) throw e;
    throw new Error('parquet ZSTD page is not valid Zstandard data');
  }
}

export function gzipDecompress(input: Uint8Array, n: number): Uint8Array {
  try {
    // unzip accepts the gzip framing (what the Parquet spec names) and the zlib framing some old writers used.
    return exact(
      'GZIP',
      new Uint8Array(unzipSync(input, { maxOutputLength: Math.max(1, n), finishFlush: zc.Z_SYNC_FLUSH })),
      n
    );
  } catch (e) {
    if (e instanceof Error && /^parquet /.test(e.message)) throw e;
    throw zlibError('GZIP', e, n);
  }
}

export function brotliDecompress(input: Uint8Array, n: number): Uint8Array {
  try {
    return exact('BROTLI', new Uint8Array(brotliDecompressSync(input, { maxOutputLength: Math.max(1, n) })), n);
  } catch (e) {
    if (e instanceof Error && /^parquet /.test(e.message)) throw e;
    throw zlibError('BROTLI', e, n);
  }
}

/** hyparquet compressors for every codec, each page charged to `budget` before it is decompressed. */
export function boundedCompressors(budget: PageBudget): Compressors {
  const wrap = (codec: string, fn: (input: Uint8Array, n: number) => Uint8Array) => (input: Uint8Array, n: number) => {
    budget.take(codec, n);
    return fn(input, n);
  };
  return {
    SNAPPY: wrap('SNAPPY', snappyDecompress),
    GZIP: wrap('GZIP', gzipDecompress),
    BROTLI: wrap('BROTLI', brotliDecompress),
    ZSTD: wrap('ZSTD', zstdDecompress),
    LZ4: wrap('LZ4', lz4HadoopDecompress),
    LZ4_RAW: wrap('LZ4_RAW', lz4RawDecompress)
  };
}
