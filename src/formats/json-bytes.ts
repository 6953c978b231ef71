/**
 * JSON tokens read straight from UTF-8 bytes, shared by the fast row paths (PQID-Bench `suites/pqid/fastrow.ts`,
 * FightBench `suites/fightbench/fastrow-json.ts`): the number grammar and the three literals, which both spell
 * exactly as RFC 8259 does. Each reads b[i, e) and returns the index after the token, or -1 when no token of its kind
 * starts at i. Whitespace and strings stay with the callers: their rules differ (PQID accepts only space and tab and
 * no escapes; FightBench reads a cell in two spellings, raw and still escaped inside the line's JSON string).
 *
 * Speed: called per value on the hot paths (bench/pqid.bench.mjs, bench/fightbench.bench.mjs --fast-path); small
 * and monomorphic so that V8 inlines them.
 */

/** What `jsonNumberEnd` tells about the number it read, when asked. */
export interface NumberShape {
  /** No fraction, no exponent, at most 15 digits (so `value` is exact). */
  plainInteger: boolean;
  /** The value when `plainInteger`. */
  value: number;
}

/** A JSON number at b[i] (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`): the index after it, or -1. Fills `shape`. */
export function jsonNumberEnd(b: Uint8Array, i: number, e: number, shape?: NumberShape): number {
  const negative = i < e && b[i] === 0x2d;
  if (negative) i++;
  if (i >= e) return -1;
  const start = i;
  let c = b[i];
  let v = 0;
  if (c === 0x30) i++;
  else if (c >= 0x31 && c <= 0x39) {
    do {
      v = v * 10 + (c - 0x30);
      i++;
    } while (i < e && (c = b[i]) >= 0x30 && c <= 0x39);
  } else return -1;
  let plain = i - start <= 15;
  if (i < e && b[i] === 0x2e) {
    plain = false;
    const d = ++i;
    while (i < e && b[i] >= 0x30 && b[i] <= 0x39) i++;
    if (i === d) return -1;
  }
  if (i < e && (b[i] === 0x65 || b[i] === 0x45)) {
    plain = false;
    i++;
    if (i < e && (b[i] === 0x2b || b[i] === 0x2d)) i++;
    const d = i;
    while (i < e && b[i] >= 0x30 && b[i] <= 0x39) i++;
    if (i === d) return -1;
  }
  if (shape) {
    shape.plainInteger = plain;
    shape.value = negative ? -v : v;
  }
  return i;
}

/** `true`, `false` or `null` at b[i]: the index after it, or -1. */
export function jsonLiteralEnd(b: Uint8Array, i: number, e: number): number {
  const c = b[i];
  if (c === 0x74) return i + 4 <= e && b[i + 1] === 0x72 && b[i + 2] === 0x75 && b[i + 3] === 0x65 ? i + 4 : -1;
  if (c === 0x66)
    return i + 5 <= e && b[i + 1] === 0x61 && b[i + 2] === 0x6c && b[i + 3] === 0x73 && b[i + 4] === 0x65 ? i + 5 : -1;
  if (c === 0x6e) return i + 4 <= e && b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c ? i + 4 : -1;
  return -1;
}
