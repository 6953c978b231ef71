/**
 * The fast-path JSON validator: one pass over a nested cell's bytes that accepts only what `JSON.parse`
 * accepts and extracts only what the row rules need: the container type of a cell, and for a ReplayLog
 * `engineVersion`, the presence of its parts and the order of integer `actions[i].turn`s. It reads through a
 * `ByteReader` (`fastrow-readers.ts`), so the same code checks a cell's raw JSON text and a ReplayLog still
 * escaped inside a JSONL line (two validator instances, one per reader spelling). It answers only "clean" or "unsure" (FAIL); the exact path decides the rest.
 */
import { jsonLiteralEnd, jsonNumberEnd, type NumberShape } from '../../formats/json-bytes.js';
import { FAIL, type ByteReader } from './fastrow-readers.js';

/** Deeper nesting is left to the exact path. */
const MAX_DEPTH = 64;

/** The container type of a whole nested JSON text. */
export const enum TopLevel {
  /** Invalid, or a scalar other than null. */
  Unsure = 0,
  Array = 1,
  EmptyArray = 2,
  Object = 3,
  Null = 4
}

// The ReplayLog keys the rules look at, one bit each.
const R_ENGINE = 1;
const R_SCENARIO = 2;
const R_SEED = 4;
const R_CONFIG = 8;
const R_ACTIONS = 16;
const R_DIAGNOSTICS = 32;
/** terminalTurn / result / scenarioHash: rare; left to the exact path. */
const R_LEFT_TO_EXACT = 64;
const R_REQUIRED = R_ENGINE | R_SCENARIO | R_SEED | R_CONFIG | R_ACTIONS | R_DIAGNOSTICS;

const asciiBytes = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
const K_SEED = asciiBytes('seed');
const K_CONFIG = asciiBytes('config');
const K_RESULT = asciiBytes('result');
const K_ACTIONS = asciiBytes('actions');
const K_SCENARIO = asciiBytes('scenario');
const K_DIAGNOSTICS = asciiBytes('diagnostics');
const K_TERMINAL_TURN = asciiBytes('terminalTurn');
const K_ENGINE_VERSION = asciiBytes('engineVersion');
const K_SCENARIO_HASH = asciiBytes('scenarioHash');

/** b[a, a + k.length) spells k. */
export function bytesEqual(b: Uint8Array, a: number, k: Uint8Array): boolean {
  for (let j = 0; j < k.length; j++) if (b[a + j] !== k[j]) return false;
  return true;
}

/** Which ReplayLog key b[a, a+len) is, as a bit; 0 = not one the rules look at. */
function replayKey(b: Uint8Array, a: number, len: number): number {
  switch (len) {
    case 4:
      return bytesEqual(b, a, K_SEED) ? R_SEED : 0;
    case 6:
      return bytesEqual(b, a, K_CONFIG) ? R_CONFIG : bytesEqual(b, a, K_RESULT) ? R_LEFT_TO_EXACT : 0;
    case 7:
      return bytesEqual(b, a, K_ACTIONS) ? R_ACTIONS : 0;
    case 8:
      return bytesEqual(b, a, K_SCENARIO) ? R_SCENARIO : 0;
    case 11:
      return bytesEqual(b, a, K_DIAGNOSTICS) ? R_DIAGNOSTICS : 0;
    case 12:
      // scenarioHash: validated by the exact path (FB045), like terminalTurn
      return bytesEqual(b, a, K_TERMINAL_TURN) || bytesEqual(b, a, K_SCENARIO_HASH) ? R_LEFT_TO_EXACT : 0;
    case 13:
      return bytesEqual(b, a, K_ENGINE_VERSION) ? R_ENGINE : 0;
    default:
      return 0;
  }
}

/**
 * The scenario value b[from, to) may carry a scenario hash (`hash` anywhere in it, or any `\u` escape that could
 * spell it): such a scenario is checked by the reader's `scenarioClean` (FB045).
 */
function scenarioMayHoldHash(b: Uint8Array, from: number, to: number): boolean {
  for (let j = from; j < to - 1; j++) {
    const c = b[j];
    if (c === 0x68 && b[j + 1] === 0x61 && b[j + 2] === 0x73 && b[j + 3] === 0x68 && j + 3 < to) return true;
    if (c === 0x5c && b[j + 1] === 0x75) return true;
  }
  return false;
}

/** The allowed engine versions as bytes (only printable ASCII ones: others are left to the exact path). */
export function engineVersionBytes(versions: readonly string[]): Uint8Array[] {
  return versions.filter((v) => /^[\x20-\x7e]*$/.test(v)).map(asciiBytes);
}

export class JsonValidator<R extends ByteReader> {
  /** The last number read (a number is spelled the same raw and escaped). */
  private readonly number: NumberShape = { plainInteger: false, value: 0 };
  /** The last `turn` seen in the current `actions` array, when `hasLastTurn`. */
  private lastTurn = 0;
  private hasLastTurn = false;

  constructor(
    readonly reader: R,
    private readonly engineVersions: readonly Uint8Array[]
  ) {}

  /** The container type of the reader's whole text (validated in full). */
  topLevel(): TopLevel {
    const r = this.reader;
    const b = r.bytes;
    const i = this.space(b, 0);
    const c = b[i];
    let end: number;
    let type: TopLevel;
    if (c === 0x5b) {
      const j = this.space(b, i + 1);
      if (b[j] === 0x5d) {
        end = j + 1;
        type = TopLevel.EmptyArray;
      } else {
        end = this.array(b, i, 1);
        type = TopLevel.Array;
      }
    } else if (c === 0x7b) {
      end = this.object(b, i, 1);
      type = TopLevel.Object;
    } else if (c === 0x6e && b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c) {
      end = i + 4;
      type = TopLevel.Null;
    } else return TopLevel.Unsure;
    return end >= 0 && r.textEndsAt(b, end) >= 0 ? type : TopLevel.Unsure;
  }

  /**
   * The ReplayLog that starts at `start` passes FB011–FB014 and FB043/FB044 as far as the log alone decides:
   * returns `reader.textEndsAt` after it, or FAIL.
   */
  replayLog(start: number): number {
    const r = this.reader;
    const b = r.bytes;
    const q = r.quoteWidth;
    let i = this.space(b, start);
    if (b[i] !== 0x7b) return FAIL;
    i = this.space(b, i + 1);
    let seen = 0;
    if (b[i] !== 0x7d) {
      for (;;) {
        const keyStart = i + q;
        i = r.string(b, i);
        if (i < 0 || r.stringEscaped) return FAIL;
        const key = replayKey(b, keyStart, i - q - keyStart);
        if (key & seen) return FAIL; // repeated: JSON.parse keeps the last one
        seen |= key;
        i = this.space(b, i);
        if (b[i] !== 0x3a) return FAIL;
        i = this.space(b, i + 1);
        if (key === R_ENGINE) {
          const versionStart = i + q;
          i = r.string(b, i);
          if (i < 0 || r.stringEscaped || !r.stringAscii) return FAIL;
          if (!this.knownVersion(b, versionStart, i - q - versionStart)) return FAIL;
        } else if (key === R_ACTIONS) i = this.actions(b, i);
        else if (key === R_LEFT_TO_EXACT) return FAIL;
        else {
          const valueStart = i;
          i = this.value(b, i, 1);
          if (
            key === R_SCENARIO &&
            i >= 0 &&
            scenarioMayHoldHash(b, valueStart, i) &&
            !r.scenarioClean(b, valueStart, i)
          )
            return FAIL;
        }
        if (i < 0) return FAIL;
        i = this.space(b, i);
        const c = b[i];
        if (c === 0x7d) break;
        if (c !== 0x2c) return FAIL;
        i = this.space(b, i + 1);
      }
    }
    if (seen !== R_REQUIRED) return FAIL;
    return r.textEndsAt(b, i + 1);
  }

  /**
   * `reader.skipSpace`, called only where whitespace may start in either spelling (a byte up to the space, or a
   * backslash that does not open an escaped string). Most tokens are followed by none, and this keeps most of
   * the calls that differ per reader off the hot path (docs/fightbench.md, "How verify is fast").
   */
  private space(b: Uint8Array, i: number): number {
    const c = b[i];
    return c <= 0x20 || (c === 0x5c && b[i + 1] !== 0x22) ? this.reader.skipSpace(b, i) : i;
  }

  /** The `len` bytes at `a` spell one of the allowed engine versions. */
  private knownVersion(b: Uint8Array, a: number, len: number): boolean {
    for (const v of this.engineVersions) if (v.length === len && bytesEqual(b, a, v)) return true;
    return false;
  }

  private value(b: Uint8Array, i: number, depth: number): number {
    const r = this.reader;
    if (i >= r.end) return FAIL;
    const c = b[i];
    if (c === 0x22 || c === 0x5c) return r.string(b, i);
    if (c === 0x7b) return this.object(b, i, depth + 1);
    if (c === 0x5b) return this.array(b, i, depth + 1);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return jsonNumberEnd(b, i, r.end, this.number);
    return jsonLiteralEnd(b, i, r.end); // FAIL (-1) when no literal starts here
  }

  private object(b: Uint8Array, i: number, depth: number): number {
    if (depth > MAX_DEPTH) return FAIL;
    const r = this.reader;
    i = this.space(b, i + 1);
    if (b[i] === 0x7d) return i + 1;
    for (;;) {
      i = r.string(b, i);
      if (i < 0) return FAIL;
      i = this.space(b, i);
      if (b[i] !== 0x3a) return FAIL;
      i = this.value(b, this.space(b, i + 1), depth);
      if (i < 0) return FAIL;
      i = this.space(b, i);
      const c = b[i];
      if (c === 0x2c) {
        i = this.space(b, i + 1);
        continue;
      }
      return c === 0x7d ? i + 1 : FAIL;
    }
  }

  private array(b: Uint8Array, i: number, depth: number): number {
    if (depth > MAX_DEPTH) return FAIL;
    return this.elements(b, i, depth, false);
  }

  /** The elements of the array at b[i] = '[' to its ']': values, or with `asActions` replay actions (see action). */
  private elements(b: Uint8Array, i: number, depth: number, asActions: boolean): number {
    i = this.space(b, i + 1);
    if (b[i] === 0x5d) return i + 1;
    for (;;) {
      i = asActions ? this.action(b, i) : this.value(b, i, depth);
      if (i < 0) return FAIL;
      i = this.space(b, i);
      const c = b[i];
      if (c === 0x2c) {
        i = this.space(b, i + 1);
        continue;
      }
      return c === 0x5d ? i + 1 : FAIL;
    }
  }

  /** replay.actions; FAIL when not an array or when an action is unsure. */
  private actions(b: Uint8Array, i: number): number {
    if (b[i] !== 0x5b) return FAIL; // not an array: FB014
    this.hasLastTurn = false;
    return this.elements(b, i, 0, true);
  }

  /** One element of replay.actions; FAIL when unsure (escaped key, repeated or non-plain-integer turn, a turn going backwards). */
  private action(b: Uint8Array, i: number): number {
    if (b[i] !== 0x7b) return this.value(b, i, 2);
    const r = this.reader;
    const q = r.quoteWidth;
    i = this.space(b, i + 1);
    if (b[i] === 0x7d) return i + 1;
    let seenTurn = false;
    for (;;) {
      const keyStart = i + q;
      i = r.string(b, i);
      if (i < 0 || r.stringEscaped) return FAIL;
      const isTurn =
        i - q - keyStart === 4 &&
        b[keyStart] === 0x74 &&
        b[keyStart + 1] === 0x75 &&
        b[keyStart + 2] === 0x72 &&
        b[keyStart + 3] === 0x6e;
      i = this.space(b, i);
      if (b[i] !== 0x3a) return FAIL;
      i = this.space(b, i + 1);
      if (isTurn) {
        if (seenTurn) return FAIL;
        seenTurn = true;
        const c0 = b[i];
        if (c0 === 0x2d || (c0 >= 0x30 && c0 <= 0x39)) {
          i = jsonNumberEnd(b, i, r.end, this.number);
          if (i < 0 || !this.number.plainInteger) return FAIL;
          if (this.hasLastTurn && this.number.value < this.lastTurn) return FAIL;
          this.lastTurn = this.number.value;
          this.hasLastTurn = true;
        } else i = this.value(b, i, 2);
      } else i = this.value(b, i, 2);
      if (i < 0) return FAIL;
      i = this.space(b, i);
      const c = b[i];
      if (c === 0x2c) {
        i = this.space(b, i + 1);
        continue;
      }
      return c === 0x7d ? i + 1 : FAIL;
    }
  }
}
