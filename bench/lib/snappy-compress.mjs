/**
 * A real Snappy compressor (greedy matching on a 4-byte hash, copies with 2-byte offsets), so that the
 * benchmark's pages look like a real writer's: literals interleaved with copies. Output is valid Snappy
 * (format_description.txt), decoded by hyparquet in the tests.
 */
export function snappyCompress(buf) {
  const out = Buffer.allocUnsafe(32 + buf.length + Math.ceil(buf.length / 60) * 3);
  let o = 0;
  let n = buf.length;
  while (n >= 0x80) {
    out[o++] = (n & 0x7f) | 0x80;
    n = Math.floor(n / 128);
  }
  out[o++] = n;
  const table = new Int32Array(1 << 14).fill(-1);
  const literal = (from, to) => {
    for (let p = from; p < to; p += 65536) {
      const end = Math.min(to, p + 65536);
      const len = end - p - 1;
      if (len < 60) out[o++] = len << 2;
      else if (len < 256) {
        out[o++] = 60 << 2;
        out[o++] = len;
      } else {
        out[o++] = 61 << 2;
        out[o++] = len & 0xff;
        out[o++] = len >>> 8;
      }
      buf.copy(out, o, p, end);
      o += end - p;
    }
  };
  let lit = 0;
  let i = 0;
  while (i + 4 <= buf.length) {
    const h = Math.imul(buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24), 0x1e35a7bd) >>> 18;
    const cand = table[h];
    table[h] = i;
    if (
      cand >= 0 &&
      i - cand < 65536 &&
      buf[cand] === buf[i] &&
      buf[cand + 1] === buf[i + 1] &&
      buf[cand + 2] === buf[i + 2] &&
      buf[cand + 3] === buf[i + 3]
    ) {
      let len = 4;
      while (i + len < buf.length && buf[cand + len] === buf[i + len]) len++;
      if (lit < i) literal(lit, i);
      const offset = i - cand;
      for (let rest = len; rest > 0;) {
        const l = rest > 64 ? (rest - 64 < 4 ? rest - 4 : 64) : rest;
        out[o++] = ((l - 1) << 2) | 2;
        out[o++] = offset & 0xff;
        out[o++] = offset >>> 8;
        rest -= l;
      }
      i += len;
      lit = i;
    } else i++;
  }
  if (lit < buf.length) literal(lit, buf.length);
  return out.subarray(0, o);
}
