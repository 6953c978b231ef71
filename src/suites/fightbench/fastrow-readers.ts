/**
 * The byte reader of the fast-path JSON validator (`fastrow-json.ts`). A nested FightBench cell is a JSON text
 * that the validator meets in one of two spellings:
 *
 * - `RawReader`: the JSON text itself, as UTF-8 in a `Scratch` buffer (filled from a decoded string, or by
 *   unescaping a JSON string of a JSONL line). The text is followed by a 0 byte: 0 is invalid everywhere in
 *   JSON, so every scanning loop stops at the end of the text without a bounds check.
 * - `EscapedReader`: the JSON text as it sits inside a JSON string of a JSONL line, read in place: an inner
 *   quote is `\"`, an inner escape is `\\` plus its character(s), inner line breaks and tabs between tokens are
 *   `\n`, `\r`, `\t`. Anything else (an outer `\u` escape, `\/` outside a string, a raw control character …)
 *   makes it fail, and the row scanner unescapes the string into the scratch buffer and reads it raw.
 *
 * Only whitespace, strings and the end of the text are spelled differently; numbers, literals and `{}[],:` are
 * the same bytes in both, and the validator reads those directly. `RawReader` and `EscapedReader` have the same
 * fields and method shapes, so the validator is one piece of code over either (`ByteReader`).
 */
import type { CanonName } from './canonical.js';
import { scenarioTextClean } from './rows.js';

/** Returned instead of an index when the text is not valid or not understood. */
export const FAIL = -1;

/** 1 for the 22 hexadecimal digit bytes. */
export const HEX = new Uint8Array(256);
for (const c of '0123456789abcdefABCDEF') HEX[c.charCodeAt(0)] = 1;

/** Bytes copied as they are inside a JSON string: everything but control characters, the quote and the backslash. */
const PLAIN_STRING_BYTE = new Uint8Array(256).fill(1, 0x20);
PLAIN_STRING_BYTE[0x22] = 0;
PLAIN_STRING_BYTE[0x5c] = 0;

/** Verdicts on escaped scenario texts kept per reader (a corpus repeats a few scenarios); cleared when this large. */
const MAX_CACHED_SCENARIOS = 4096;

/** What the validator needs from a reader. */
export interface ByteReader {
  /** The bytes being read. */
  readonly bytes: Uint8Array;
  /** End of the text: nothing at or after it belongs to it. */
  readonly end: number;
  /** Bytes of a string's opening (or closing) quote: 1 raw (`"`), 2 escaped (`\"`). */
  readonly quoteWidth: number;
  /** Set by `string`: the string held an escape. */
  readonly stringEscaped: boolean;
  /** Set by `string`: every byte of the string was ASCII. */
  readonly stringAscii: boolean;
  /** Index of the first byte at or after `i` that is not whitespace. */
  skipSpace(b: Uint8Array, i: number): number;
  /**
   * The string whose opening quote is at `i`: the index after its closing quote, or FAIL (also when no opening
   * quote is at `i`). Sets `stringEscaped` and `stringAscii`.
   */
  string(b: Uint8Array, i: number): number;
  /** The text ends at `i` (after optional whitespace): the index where the reader's text ends, or FAIL. */
  textEndsAt(b: Uint8Array, i: number): number;
  /** The scenario value b[from, to) passes the scenario-hash rule (FB045) with the reader's canonicalisation. */
  scenarioClean(b: Uint8Array, from: number, to: number): boolean;
}

/** The JSON text itself, in a `Scratch` buffer (followed by a 0 byte). */
export class RawReader implements ByteReader {
  bytes: Uint8Array = new Uint8Array(1);
  end = 0;
  readonly quoteWidth = 1;
  stringEscaped = false;
  stringAscii = true;

  constructor(private readonly canon: 'any' | CanonName) {}

  /** Reads the text held by `scratch`. */
  read(scratch: Scratch): void {
    this.bytes = scratch.bytes;
    this.end = scratch.end;
  }

  skipSpace(b: Uint8Array, i: number): number {
    let c = b[i];
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = b[++i];
    return i;
  }

  string(b: Uint8Array, i: number): number {
    if (b[i] !== 0x22) return FAIL;
    i++;
    this.stringEscaped = false;
    let or = 0;
    for (;;) {
      const c = b[i];
      if (c === 0x22) {
        this.stringAscii = or < 0x80;
        return i + 1;
      }
      if (c === 0x5c) {
        this.stringEscaped = true;
        const d = b[i + 1];
        if (d === 0x75) {
          if (!(HEX[b[i + 2]] & HEX[b[i + 3]] & HEX[b[i + 4]] & HEX[b[i + 5]])) return FAIL;
          i += 6;
        } else if (
          d === 0x22 ||
          d === 0x5c ||
          d === 0x2f ||
          d === 0x62 ||
          d === 0x66 ||
          d === 0x6e ||
          d === 0x72 ||
          d === 0x74
        )
          i += 2;
        else return FAIL;
      } else if (c < 0x20) return FAIL;
      else {
        or |= c;
        i++;
      }
    }
  }

  textEndsAt(b: Uint8Array, i: number): number {
    return this.skipSpace(b, i) === this.end ? this.end : FAIL;
  }

  scenarioClean(b: Uint8Array, from: number, to: number): boolean {
    // scenarioTextClean caches its verdicts by text
    return scenarioTextClean(Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('utf8'), this.canon);
  }
}

/** A JSON text read in place inside a JSON string of a JSONL line (which may itself sit inside a larger buffer). */
export class EscapedReader implements ByteReader {
  bytes: Uint8Array = new Uint8Array(1);
  end = 0;
  readonly quoteWidth = 2;
  stringEscaped = false;
  stringAscii = true;
  /** Verdicts on escaped scenario texts, so a repeated scenario costs one lookup. */
  private readonly scenarios = new Map<string, boolean>();

  constructor(private readonly canon: 'any' | CanonName) {}

  /** Reads inside the line `line`, up to `end` (the end of the line). */
  read(line: Uint8Array, end: number): void {
    this.bytes = line;
    this.end = end;
  }

  skipSpace(b: Uint8Array, i: number): number {
    for (;;) {
      const c = b[i];
      if (c === 0x20) i++;
      else if (c === 0x5c) {
        const d = b[i + 1];
        if (d === 0x6e || d === 0x74 || d === 0x72) i += 2;
        else return i;
      } else return i;
    }
  }

  string(b: Uint8Array, i: number): number {
    if (b[i] !== 0x5c || b[i + 1] !== 0x22) return FAIL;
    i += 2;
    this.stringEscaped = false;
    let or = 0;
    const end = this.end;
    for (;;) {
      if (i >= end) return FAIL;
      const c = b[i];
      if (c === 0x5c) {
        const d = b[i + 1];
        if (d === 0x22) {
          this.stringAscii = or < 0x80;
          return i + 2;
        }
        if (d !== 0x5c) return FAIL;
        // an escape of the inner string: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX
        this.stringEscaped = true;
        const f = b[i + 2];
        if (f === 0x5c) {
          const g = b[i + 3];
          if (g !== 0x22 && g !== 0x5c) return FAIL;
          i += 4;
        } else if (f === 0x2f || f === 0x62 || f === 0x66 || f === 0x6e || f === 0x72 || f === 0x74) i += 3;
        else if (f === 0x75 && HEX[b[i + 3]] & HEX[b[i + 4]] & HEX[b[i + 5]] & HEX[b[i + 6]]) i += 7;
        else return FAIL;
        continue;
      }
      if (c < 0x20 || c === 0x22) return FAIL;
      or |= c;
      i++;
    }
  }

  /** The inner text ends at `i` when only whitespace and the outer string's closing quote follow: that quote's index. */
  textEndsAt(b: Uint8Array, i: number): number {
    i = this.skipSpace(b, i);
    return i < this.end && b[i] === 0x22 ? i : FAIL;
  }

  scenarioClean(b: Uint8Array, from: number, to: number): boolean {
    const escaped = Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('utf8');
    let ok = this.scenarios.get(escaped);
    if (ok === undefined) {
      try {
        ok = scenarioTextClean(JSON.parse(`"${escaped}"`) as string, this.canon);
      } catch {
        ok = false;
      }
      if (this.scenarios.size >= MAX_CACHED_SCENARIOS) this.scenarios.clear();
      this.scenarios.set(escaped, ok);
    }
    return ok;
  }
}

/** A growable buffer holding one nested JSON text as UTF-8, followed by a 0 byte (for `Spelling.Raw`). */
export class Scratch {
  bytes: Buffer = Buffer.alloc(64 * 1024);
  /** Length of the text. */
  end = 0;

  private reserve(n: number): void {
    if (this.bytes.length >= n) return;
    let size = this.bytes.length;
    while (size < n) size *= 2;
    this.bytes = Buffer.alloc(size);
  }

  /** Holds the UTF-8 bytes of `text` (a decoded cell). */
  loadString(text: string): void {
    this.reserve(text.length * 3 + 1);
    const n = this.bytes.write(text, 0, 'utf8');
    this.bytes[n] = 0;
    this.end = n;
  }

  /**
   * Holds the JSON string at line[i] (its quote), unescaped to UTF-8; returns the index after its closing
   * quote, or FAIL (also for a lone surrogate escape, which UTF-8 cannot hold). Reads nothing at or after `e`.
   */
  loadEscaped(line: Uint8Array, i: number, e: number): number {
    i++;
    this.reserve(e - i + 1);
    const out = this.bytes;
    let n = 0;
    while (i < e) {
      const c = line[i];
      if (PLAIN_STRING_BYTE[c] === 1) {
        out[n++] = c;
        i++;
        continue;
      }
      if (c === 0x22) {
        out[n] = 0;
        this.end = n;
        return i + 1;
      }
      if (c !== 0x5c) return FAIL; // a control character
      const d = line[i + 1];
      i += 2;
      if (d === 0x22 || d === 0x5c || d === 0x2f) out[n++] = d;
      else if (d === 0x6e) out[n++] = 0x0a;
      else if (d === 0x74) out[n++] = 0x09;
      else if (d === 0x72) out[n++] = 0x0d;
      else if (d === 0x62) out[n++] = 0x08;
      else if (d === 0x66) out[n++] = 0x0c;
      else if (d === 0x75) {
        let u = hex4(line, i, e);
        if (u < 0) return FAIL;
        i += 4;
        if (u >= 0xd800 && u <= 0xdfff) {
          if (u >= 0xdc00 || line[i] !== 0x5c || line[i + 1] !== 0x75) return FAIL;
          const low = hex4(line, i + 2, e);
          if (low < 0xdc00 || low > 0xdfff) return FAIL;
          i += 6;
          u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
          out[n++] = 0xf0 | (u >> 18);
          out[n++] = 0x80 | ((u >> 12) & 0x3f);
          out[n++] = 0x80 | ((u >> 6) & 0x3f);
          out[n++] = 0x80 | (u & 0x3f);
        } else if (u < 0x80) out[n++] = u;
        else if (u < 0x800) {
          out[n++] = 0xc0 | (u >> 6);
          out[n++] = 0x80 | (u & 0x3f);
        } else {
          out[n++] = 0xe0 | (u >> 12);
          out[n++] = 0x80 | ((u >> 6) & 0x3f);
          out[n++] = 0x80 | (u & 0x3f);
        }
      } else return FAIL;
    }
    return FAIL;
  }
}

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/** The four hexadecimal digits at line[i] as a number, or FAIL (also when they would reach `e`). */
function hex4(line: Uint8Array, i: number, e: number): number {
  if (i + 4 > e) return FAIL;
  const a = hexDigit(line[i]);
  const b = hexDigit(line[i + 1]);
  const c = hexDigit(line[i + 2]);
  const d = hexDigit(line[i + 3]);
  if ((a | b | c | d) < 0) return FAIL;
  return (a << 12) | (b << 8) | (c << 4) | d;
}
