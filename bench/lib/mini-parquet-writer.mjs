// A minimal Parquet writer for benchmark data and test fixtures ONLY (hyparquet-writer is not installed and
// package.json must not change). Flat schemas of INT32 / INT64 / UTF8 BYTE_ARRAY columns, REQUIRED or OPTIONAL,
// one PLAIN-encoded data page (v1) per column chunk, several row groups, written row group by row group.
// Codec: SNAPPY written as literal-only Snappy streams (valid Snappy, no actual compression; the default), or
// really compressed (`snappy: 'compressed'`, bench/lib/snappy-compress.mjs), or UNCOMPRESSED.
import { closeSync, openSync, writeSync } from 'node:fs';
import { snappyCompress } from './snappy-compress.mjs';

const T = { I32: 5, I64: 6, BIN: 8, LIST: 9, STRUCT: 12 };
const TYPE = { INT32: 1, INT64: 2, BYTE_ARRAY: 6 };
const CODEC = { UNCOMPRESSED: 0, SNAPPY: 1, GZIP: 2, BROTLI: 4, LZ4: 5, ZSTD: 6, LZ4_RAW: 7 };

class Thrift {
  constructor() {
    this.bytes = [];
    this.last = [0];
  }
  byte(b) {
    this.bytes.push(b & 0xff);
  }
  varint(n) {
    let v = BigInt(n);
    while (v >= 0x80n) {
      this.byte(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.byte(Number(v));
  }
  zigzag(n) {
    const v = BigInt(n);
    this.varint(v >= 0n ? v << 1n : (-v << 1n) - 1n);
  }
  field(id, type) {
    const d = id - this.last[this.last.length - 1];
    if (d > 0 && d <= 15) this.byte((d << 4) | type);
    else {
      this.byte(type);
      this.zigzag(id);
    }
    this.last[this.last.length - 1] = id;
  }
  i32(id, v) {
    this.field(id, T.I32);
    this.zigzag(v);
  }
  i64(id, v) {
    this.field(id, T.I64);
    this.zigzag(v);
  }
  str(id, s) {
    this.field(id, T.BIN);
    const b = Buffer.from(s, 'utf8');
    this.varint(b.length);
    for (const x of b) this.byte(x);
  }
  structBegin(id) {
    if (id !== undefined) this.field(id, T.STRUCT);
    this.last.push(0);
  }
  structEnd() {
    this.byte(0);
    this.last.pop();
  }
  listBegin(id, elemType, size) {
    this.field(id, T.LIST);
    if (size < 15) this.byte((size << 4) | elemType);
    else {
      this.byte(0xf0 | elemType);
      this.varint(size);
    }
  }
  listStrings(id, list) {
    this.listBegin(id, T.BIN, list.length);
    for (const s of list) {
      const b = Buffer.from(s, 'utf8');
      this.varint(b.length);
      for (const x of b) this.byte(x);
    }
  }
  listI32(id, list) {
    this.listBegin(id, T.I32, list.length);
    for (const v of list) this.zigzag(v);
  }
  buffer() {
    return Buffer.from(this.bytes);
  }
}

function snappyLiteral(buf) {
  const head = [];
  let n = buf.length;
  while (n >= 0x80) {
    head.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  head.push(n);
  if (buf.length === 0) return Buffer.from(head);
  const len = buf.length - 1;
  const tag = Buffer.from([252, len & 0xff, (len >>> 8) & 0xff, (len >>> 16) & 0xff, (len >>> 24) & 0xff]);
  return Buffer.concat([Buffer.from(head), tag, buf]);
}

function rleDefLevels(levels) {
  // RLE runs of equal bit-width-1 values: header varint(count << 1), then one byte value.
  const out = [];
  let i = 0;
  while (i < levels.length) {
    let j = i;
    while (j < levels.length && levels[j] === levels[i]) j++;
    let count = (j - i) << 1;
    while (count >= 0x80) {
      out.push((count & 0x7f) | 0x80);
      count = Math.floor(count / 128);
    }
    out.push(count, levels[i]);
    i = j;
  }
  const body = Buffer.from(out);
  const len = Buffer.alloc(4);
  len.writeUInt32LE(body.length);
  return Buffer.concat([len, body]);
}

function plainValues(col, values) {
  const present = values.filter((v) => v !== null && v !== undefined);
  if (col.type === 'INT32') {
    const b = Buffer.alloc(4 * present.length);
    present.forEach((v, k) => b.writeInt32LE(Number(v), 4 * k));
    return b;
  }
  if (col.type === 'INT64') {
    const b = Buffer.alloc(8 * present.length);
    present.forEach((v, k) => b.writeBigInt64LE(BigInt(v), 8 * k));
    return b;
  }
  const parts = [];
  for (const v of present) {
    const s = Buffer.from(String(v), 'utf8');
    const l = Buffer.alloc(4);
    l.writeUInt32LE(s.length);
    parts.push(l, s);
  }
  return Buffer.concat(parts);
}

/**
 * columns: [{ name, type: 'INT32'|'INT64'|'UTF8', optional?: boolean }]; snappy: 'literal' | 'compressed'.
 * Returns { writeRowGroup(rows: object[]), close() }.
 */
// `page(raw, column)` (tests only) replaces a page's body and the uncompressed size its header declares, for the
// other codecs and for hostile pages: `{ body, declared }`; the column metadata keeps the true raw size.
export function openParquetWriter(path, columns, { codec = 'SNAPPY', snappy = 'literal', page } = {}) {
  const fd = openSync(path, 'w');
  let offset = 0;
  const write = (b) => {
    writeSync(fd, b);
    offset += b.length;
  };
  write(Buffer.from('PAR1'));
  const rowGroups = [];
  let numRows = 0;
  const physical = (c) => (c.type === 'UTF8' ? 'BYTE_ARRAY' : c.type);
  return {
    writeRowGroup(rows) {
      const chunks = [];
      let total = 0;
      for (const c of columns) {
        const values = rows.map((r) => r[c.name]);
        const parts = [];
        if (c.optional) parts.push(rleDefLevels(values.map((v) => (v === null || v === undefined ? 0 : 1))));
        parts.push(plainValues({ type: physical(c) }, values));
        const raw = Buffer.concat(parts);
        const custom = page ? page(raw, c) : undefined;
        const body = custom
          ? custom.body
          : codec === 'SNAPPY'
            ? snappy === 'compressed'
              ? snappyCompress(raw)
              : snappyLiteral(raw)
            : raw;
        const ph = new Thrift();
        ph.structBegin();
        ph.i32(1, 0);
        ph.i32(2, custom?.declared ?? raw.length);
        ph.i32(3, body.length);
        ph.structBegin(5);
        ph.i32(1, rows.length);
        ph.i32(2, 0);
        ph.i32(3, 3);
        ph.i32(4, 3);
        ph.structEnd();
        ph.structEnd();
        const header = ph.buffer();
        const start = offset;
        write(header);
        write(body);
        chunks.push({
          c,
          start,
          uncompressed: header.length + raw.length,
          compressed: header.length + body.length,
          n: rows.length
        });
        total += header.length + raw.length;
      }
      rowGroups.push({ chunks, total, n: rows.length });
      numRows += rows.length;
    },
    close() {
      const t = new Thrift();
      t.structBegin();
      t.i32(1, 1);
      t.listBegin(2, T.STRUCT, columns.length + 1);
      t.structBegin();
      t.str(4, 'schema');
      t.i32(5, columns.length);
      t.structEnd();
      for (const c of columns) {
        t.structBegin();
        t.i32(1, TYPE[physical(c)]);
        t.i32(3, c.optional ? 1 : 0);
        t.str(4, c.name);
        if (c.type === 'UTF8') t.i32(6, 0);
        t.structEnd();
      }
      t.i64(3, numRows);
      t.listBegin(4, T.STRUCT, rowGroups.length);
      for (const rg of rowGroups) {
        t.structBegin();
        t.listBegin(1, T.STRUCT, rg.chunks.length);
        for (const ch of rg.chunks) {
          t.structBegin();
          t.i64(2, ch.start);
          t.structBegin(3);
          t.i32(1, TYPE[physical(ch.c)]);
          t.listI32(2, ch.c.optional ? [0, 3] : [0]);
          t.listStrings(3, [ch.c.name]);
          t.i32(4, CODEC[codec]);
          t.i64(5, ch.n);
          t.i64(6, ch.uncompressed);
          t.i64(7, ch.compressed);
          t.i64(9, ch.start);
          t.structEnd();
          t.structEnd();
        }
        t.i64(2, rg.total);
        t.i64(3, rg.n);
        t.structEnd();
      }
      t.str(6, 'benchgate mini-parquet-writer (bench/tests only)');
      t.structEnd();
      const meta = t.buffer();
      write(meta);
      const len = Buffer.alloc(4);
      len.writeUInt32LE(meta.length);
      write(len);
      write(Buffer.from('PAR1'));
      closeSync(fd);
    }
  };
}

export const SCHEMA_V1_COLUMNS = [
  { name: 'schemaVersion', type: 'INT32' },
  { name: 'matchId', type: 'UTF8' },
  { name: 'pool', type: 'UTF8' },
  { name: 'mode', type: 'UTF8' },
  { name: 'scenarioId', type: 'UTF8' },
  { name: 'stateHash', type: 'UTF8' },
  { name: 'replay', type: 'UTF8' },
  { name: 'io', type: 'UTF8' },
  { name: 'calls', type: 'UTF8' },
  { name: 'decisions', type: 'UTF8' },
  { name: 'accounting', type: 'UTF8', optional: true }
];

/** Writes rows to a Parquet file in row groups of `rowGroupSize`. */
export function writeParquet(
  path,
  rows,
  { columns = SCHEMA_V1_COLUMNS, rowGroupSize = 10000, codec = 'SNAPPY', page } = {}
) {
  const w = openParquetWriter(path, columns, { codec, page });
  for (let i = 0; i < rows.length; i += rowGroupSize) w.writeRowGroup(rows.slice(i, i + rowGroupSize));
  if (rows.length === 0) w.writeRowGroup([]);
  w.close();
}
