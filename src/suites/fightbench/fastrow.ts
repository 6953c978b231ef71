/**
 * Fast path for the row rules: decides, without `JSON.parse` and without building objects, whether
 * `checkRow` would find NOTHING on a row. A one-pass byte validator over each nested JSON cell accepts only
 * what `JSON.parse` accepts and extracts only what the rules need: the container type,
 * `replay.engineVersion`, the presence of the ReplayLog parts, the order of integer `actions[i].turn`s,
 * whether `calls` is empty.
 *
 * Two entry points:
 * - `fastLine`: one JSONL line as bytes (no string decode, no outer `JSON.parse`): the line must be one
 *   object with exactly the 11 columns, plain strings for the text columns, `1` for schemaVersion, and JSON
 *   strings (unescaped into a scratch buffer as they are scanned) for the nested columns.
 * - `fastRow`: a decoded row object (Parquet): each nested string is written as UTF-8 into the scratch buffer.
 *
 * Both answer only "clean" or "unsure". Anything not fully understood or that would give a finding (escapes
 * in keys or identifiers, a repeated key, a non-plain-integer turn, a turn going backwards, `terminalTurn` or
 * `result` in the log, an engineVersion not in the list, nesting deeper than 64, invalid JSON …) is "unsure",
 * and the caller runs the exact path (`JSON.parse` + `checkRow`) on that row, which reports it. So findings
 * are identical with and without the fast path (tests compare both over every fixture and conformance file
 * and over mutated rows).
 */
import type { CanonName } from './canonical.js';
import { COLUMNS, POOLS, checkZeroWithoutEvidence, exceedsBytes, scenarioTextClean } from './rows.js';
import { LINE_MAY_HOLD_SECRET, mayHoldSecret } from './secrets.js';

/** Result codes: 0 = unsure (run the exact path); otherwise the row is clean. */
export const FAST_UNSURE = 0;
export const FAST_CLEAN = 1;
/** Clean, and accounting is the JSON string "null" (FB052 counts these). */
export const FAST_CLEAN_STRING_NULL = 2;

export interface FastRowOptions {
  engineVersions: readonly string[];
  maxCellBytes: number;
  /** The row must have exactly the 11 columns (JSONL). Parquet checks the column set on the schema. */
  checkColumnSet: boolean;
  /** The secret scan is on: a row with a cell that may hold a secret is unsure (the exact path scans it). */
  secretScan?: boolean;
  /** contentHash canonicalisation for scenario hashes ('any' by default). */
  canonicalization?: 'any' | CanonName;
}

/** The canonicalisation of the row being checked (set at the entry of fastRow / fastLine). */
let curCanon: 'any' | CanonName = 'any';

/** Outputs of `fastLine` for a clean line: the matchId and the pool (index into POOLS). */
export const fastOut = { matchId: '', pool: 0 };

const FAIL = -1;
const MAX_DEPTH = 64;

// ------------------------------------------------------------------ scratch buffer + inner validator
// The nested JSON text is in SCR[0, scrEnd) followed by a 0 byte: 0 is invalid everywhere in JSON, so every
// scanning loop stops at the end without a bounds check.

let SCR: Buffer = Buffer.alloc(64 * 1024);
let scrEnd = 0;

function ensureScratch(n: number): void {
  if (SCR.length >= n) return;
  let size = SCR.length;
  while (size < n) size *= 2;
  SCR = Buffer.alloc(size);
}

const HEX = new Uint8Array(256);
for (const c of '0123456789abcdefABCDEF') HEX[c.charCodeAt(0)] = 1;

function ws(b: Uint8Array, i: number): number {
  let c = b[i];
  while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = b[++i];
  return i;
}

/** Set by `str`: the string held an escape. */
let strEscaped = false;
/** Set by `str`: every byte of the string was ASCII. */
let strAscii = true;

/** JSON string at `i` (the quote) in SCR; index after the closing quote, or FAIL. */
function str(b: Uint8Array, i: number): number {
  i++;
  strEscaped = false;
  let or = 0;
  for (;;) {
    const c = b[i];
    if (c === 0x22) {
      strAscii = or < 0x80;
      return i + 1;
    }
    if (c === 0x5c) {
      strEscaped = true;
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

/** Set by `num`: the number was a plain integer (no fraction, no exponent) of at most 15 digits, and its value. */
let numPlainInt = false;
let numValue = 0;

function num(b: Uint8Array, i: number): number {
  let neg = false;
  if (b[i] === 0x2d) {
    neg = true;
    i++;
  }
  const start = i;
  let c = b[i];
  let v = 0;
  if (c === 0x30) c = b[++i];
  else if (c >= 0x31 && c <= 0x39) {
    do {
      v = v * 10 + (c - 0x30);
      c = b[++i];
    } while (c >= 0x30 && c <= 0x39);
  } else return FAIL;
  numPlainInt = i - start <= 15;
  if (c === 0x2e) {
    numPlainInt = false;
    c = b[++i];
    if (!(c >= 0x30 && c <= 0x39)) return FAIL;
    do c = b[++i];
    while (c >= 0x30 && c <= 0x39);
  }
  if (c === 0x65 || c === 0x45) {
    numPlainInt = false;
    c = b[++i];
    if (c === 0x2b || c === 0x2d) c = b[++i];
    if (!(c >= 0x30 && c <= 0x39)) return FAIL;
    do c = b[++i];
    while (c >= 0x30 && c <= 0x39);
  }
  numValue = neg ? -v : v;
  return i;
}

function value(b: Uint8Array, i: number, depth: number): number {
  const c = b[i];
  if (c === 0x22) return str(b, i);
  if (c === 0x7b) return obj(b, i, depth + 1);
  if (c === 0x5b) return arr(b, i, depth + 1);
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return num(b, i);
  if (c === 0x74) return b[i + 1] === 0x72 && b[i + 2] === 0x75 && b[i + 3] === 0x65 ? i + 4 : FAIL;
  if (c === 0x66)
    return b[i + 1] === 0x61 && b[i + 2] === 0x6c && b[i + 3] === 0x73 && b[i + 4] === 0x65 ? i + 5 : FAIL;
  if (c === 0x6e) return b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c ? i + 4 : FAIL;
  return FAIL;
}

function obj(b: Uint8Array, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = ws(b, i + 1);
  if (b[i] === 0x7d) return i + 1;
  for (;;) {
    if (b[i] !== 0x22) return FAIL;
    i = str(b, i);
    if (i < 0) return FAIL;
    if (b[i] !== 0x3a) {
      i = ws(b, i);
      if (b[i] !== 0x3a) return FAIL;
    }
    i = ws(b, i + 1);
    i = value(b, i, depth);
    if (i < 0) return FAIL;
    let c = b[i];
    if (c <= 0x20) c = b[(i = ws(b, i))];
    if (c === 0x2c) {
      i = ws(b, i + 1);
      continue;
    }
    return c === 0x7d ? i + 1 : FAIL;
  }
}

function arr(b: Uint8Array, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = ws(b, i + 1);
  if (b[i] === 0x5d) return i + 1;
  for (;;) {
    i = value(b, i, depth);
    if (i < 0) return FAIL;
    let c = b[i];
    if (c <= 0x20) c = b[(i = ws(b, i))];
    if (c === 0x2c) {
      i = ws(b, i + 1);
      continue;
    }
    return c === 0x5d ? i + 1 : FAIL;
  }
}

const enum Top {
  Unsure = 0,
  Array = 1,
  EmptyArray = 2,
  Object = 3,
  Null = 4
}

/** The container type of the whole JSON text in SCR (validated in full); Unsure when invalid or a scalar (other than null). */
function topOf(): Top {
  const b = SCR;
  const i = ws(b, 0);
  const c = b[i];
  let end: number;
  let t: Top;
  if (c === 0x5b) {
    const j = ws(b, i + 1);
    if (b[j] === 0x5d) {
      end = j + 1;
      t = Top.EmptyArray;
    } else {
      end = arr(b, i, 1);
      t = Top.Array;
    }
  } else if (c === 0x7b) {
    end = obj(b, i, 1);
    t = Top.Object;
  } else if (c === 0x6e && b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c) {
    end = i + 4;
    t = Top.Null;
  } else return Top.Unsure;
  return end >= 0 && ws(b, end) === scrEnd ? t : Top.Unsure;
}

// ------------------------------------------------------------------ ReplayLog

const R_ENGINE = 1;
const R_SCENARIO = 2;
const R_SEED = 4;
const R_CONFIG = 8;
const R_ACTIONS = 16;
const R_DIAGNOSTICS = 32;
/** terminalTurn / result: rare and provisional; left to the exact path. */
const R_TERMINAL = 64;
const R_REQUIRED = R_ENGINE | R_SCENARIO | R_SEED | R_CONFIG | R_ACTIONS | R_DIAGNOSTICS;

const bytesOf = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
const K_SEED = bytesOf('seed');
const K_CONFIG = bytesOf('config');
const K_RESULT = bytesOf('result');
const K_ACTIONS = bytesOf('actions');
const K_SCENARIO = bytesOf('scenario');
const K_DIAGNOSTICS = bytesOf('diagnostics');
const K_TERMINAL = bytesOf('terminalTurn');
const K_ENGINE = bytesOf('engineVersion');
const K_SCENARIO_HASH = bytesOf('scenarioHash');

/**
 * The scenario value b[from, to) may carry a scenario hash (`hash` anywhere in it, or any `\u` escape that could
 * spell it): such a log is left to the exact path, which validates the hash (FB045).
 */
function scenarioMayHash(b: Uint8Array, from: number, to: number): boolean {
  for (let j = from; j < to - 1; j++) {
    const c = b[j];
    if (c === 0x68 && b[j + 1] === 0x61 && b[j + 2] === 0x73 && b[j + 3] === 0x68 && j + 3 < to) return true;
    if (c === 0x5c && b[j + 1] === 0x75) return true;
  }
  return false;
}

function eq(b: Uint8Array, a: number, k: Uint8Array): boolean {
  for (let j = 0; j < k.length; j++) if (b[a + j] !== k[j]) return false;
  return true;
}

/** Which tracked key b[a, a+len) is, as a bit; 0 = not tracked. */
function replayKey(b: Uint8Array, a: number, len: number): number {
  switch (len) {
    case 4:
      return eq(b, a, K_SEED) ? R_SEED : 0;
    case 6:
      return eq(b, a, K_CONFIG) ? R_CONFIG : eq(b, a, K_RESULT) ? R_TERMINAL : 0;
    case 7:
      return eq(b, a, K_ACTIONS) ? R_ACTIONS : 0;
    case 8:
      return eq(b, a, K_SCENARIO) ? R_SCENARIO : 0;
    case 11:
      return eq(b, a, K_DIAGNOSTICS) ? R_DIAGNOSTICS : 0;
    case 12:
      // scenarioHash: validated by the exact path (FB045), like terminalTurn left to it
      return eq(b, a, K_TERMINAL) || eq(b, a, K_SCENARIO_HASH) ? R_TERMINAL : 0;
    case 13:
      return eq(b, a, K_ENGINE) ? R_ENGINE : 0;
    default:
      return 0;
  }
}

let prevTurn = 0;
let hasPrevTurn = false;

/** One element of replay.actions; FAIL when unsure (escaped key, repeated or non-plain-integer turn, a turn going backwards). */
function action(b: Uint8Array, i: number): number {
  if (b[i] !== 0x7b) return value(b, i, 2);
  i = ws(b, i + 1);
  if (b[i] === 0x7d) return i + 1;
  let seenTurn = false;
  for (;;) {
    if (b[i] !== 0x22) return FAIL;
    const a = i + 1;
    i = str(b, i);
    if (i < 0 || strEscaped) return FAIL;
    const isTurn = i - 1 - a === 4 && b[a] === 0x74 && b[a + 1] === 0x75 && b[a + 2] === 0x72 && b[a + 3] === 0x6e;
    i = ws(b, i);
    if (b[i] !== 0x3a) return FAIL;
    i = ws(b, i + 1);
    const c0 = b[i];
    if (isTurn && (c0 === 0x2d || (c0 >= 0x30 && c0 <= 0x39))) {
      if (seenTurn) return FAIL;
      seenTurn = true;
      i = num(b, i);
      if (i < 0 || !numPlainInt) return FAIL;
      if (hasPrevTurn && numValue < prevTurn) return FAIL;
      prevTurn = numValue;
      hasPrevTurn = true;
    } else {
      if (isTurn) {
        if (seenTurn) return FAIL;
        seenTurn = true;
      }
      i = value(b, i, 2);
      if (i < 0) return FAIL;
    }
    let c = b[i];
    if (c <= 0x20) c = b[(i = ws(b, i))];
    if (c === 0x2c) {
      i = ws(b, i + 1);
      continue;
    }
    return c === 0x7d ? i + 1 : FAIL;
  }
}

function actions(b: Uint8Array, i: number): number {
  if (b[i] !== 0x5b) return FAIL; // not an array: FB014
  hasPrevTurn = false;
  i = ws(b, i + 1);
  if (b[i] === 0x5d) return i + 1;
  for (;;) {
    i = action(b, i);
    if (i < 0) return FAIL;
    let c = b[i];
    if (c <= 0x20) c = b[(i = ws(b, i))];
    if (c === 0x2c) {
      i = ws(b, i + 1);
      continue;
    }
    return c === 0x5d ? i + 1 : FAIL;
  }
}

/** Allowed engine versions as bytes (only ASCII ones: others are left to the exact path). */
let evCacheKey: readonly string[] | undefined;
let evCache: Uint8Array[] = [];
function versionBytes(list: readonly string[]): Uint8Array[] {
  if (evCacheKey !== list) {
    evCacheKey = list;
    evCache = list.filter((v) => /^[\x20-\x7e]*$/.test(v)).map(bytesOf);
  }
  return evCache;
}

/** The ReplayLog in SCR passes FB011–FB014 and FB043/FB044 (as far as the log alone decides). */
/** The `len` bytes at `a` spell one of the allowed engine versions (both the raw and the escaped reader use it). */
function knownVersion(b: Uint8Array, a: number, len: number, engineVersions: readonly string[]): boolean {
  for (const v of versionBytes(engineVersions)) if (v.length === len && eq(b, a, v)) return true;
  return false;
}

function replayClean(engineVersions: readonly string[]): boolean {
  const b = SCR;
  let i = ws(b, 0);
  if (b[i] !== 0x7b) return false;
  i = ws(b, i + 1);
  let seen = 0;
  if (b[i] !== 0x7d) {
    for (;;) {
      if (b[i] !== 0x22) return false;
      const a = i + 1;
      i = str(b, i);
      if (i < 0 || strEscaped) return false;
      const k = replayKey(b, a, i - 1 - a);
      if (k & seen) return false; // repeated: JSON.parse keeps the last one
      seen |= k;
      i = ws(b, i);
      if (b[i] !== 0x3a) return false;
      i = ws(b, i + 1);
      if (k === R_ENGINE) {
        if (b[i] !== 0x22) return false;
        const va = i + 1;
        i = str(b, i);
        if (i < 0 || strEscaped || !strAscii) return false;
        if (!knownVersion(b, va, i - 1 - va, engineVersions)) return false;
      } else if (k === R_ACTIONS) i = actions(b, i);
      else if (k === R_TERMINAL) return false;
      else {
        const st = i;
        i = value(b, i, 1);
        // a scenario hash is validated here too (cached per scenario text); the escaped reader leaves it to this one
        if (
          k === R_SCENARIO &&
          i >= 0 &&
          scenarioMayHash(b, st, i) &&
          !scenarioTextClean(b.toString('utf8', st, i), curCanon)
        )
          return false;
      }
      if (i < 0) return false;
      let c = b[i];
      if (c <= 0x20) c = b[(i = ws(b, i))];
      if (c === 0x7d) break;
      if (c !== 0x2c) return false;
      i = ws(b, i + 1);
    }
  }
  return seen === R_REQUIRED && ws(b, i + 1) === scrEnd;
}

// ------------------------------------------------------------------ the ReplayLog read in its escaped form
// In a JSONL line the ReplayLog is a JSON string: the inner JSON text with `"` written `\"` and `\` written
// `\\`. The common log is checked right there, without unescaping it first: an inner quote is `\"`, an
// inner escape is `\\` plus its character(s), inner line breaks/tabs between tokens are `\n`, `\r`, `\t`.
// Anything else (an outer `\u` escape, `\/` outside a string, a raw control character …) makes these
// functions return FAIL, and the caller unescapes the string and runs `replayClean` on it, which decides.

/** Verdicts on escaped scenario texts (as they sit in a JSONL line), so a repeated scenario costs one lookup. */
const escapedScenarios = new Map<string, boolean>();

/** `scenarioTextClean` on the scenario b[from, to) in its escaped form (a JSON string body inside the line). */
function escapedScenarioClean(b: Uint8Array, from: number, to: number): boolean {
  const esc = Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('utf8');
  const key = curCanon + '\u0000' + esc;
  let ok = escapedScenarios.get(key);
  if (ok === undefined) {
    try {
      ok = scenarioTextClean(JSON.parse(`"${esc}"`) as string, curCanon);
    } catch {
      ok = false;
    }
    if (escapedScenarios.size >= 4096) escapedScenarios.clear();
    escapedScenarios.set(key, ok);
  }
  return ok;
}

/** End of the line: no read in escaped form goes past it (a line may sit inside a larger buffer). */
let XE = 0;

function xws(b: Uint8Array, i: number): number {
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

/** An inner string at b[i] (its escaped quote `\"`); index after the closing `\"`, or FAIL. Sets strEscaped/strAscii. */
function xstr(b: Uint8Array, i: number): number {
  i += 2;
  strEscaped = false;
  let or = 0;
  for (;;) {
    if (i >= XE) return FAIL;
    const c = b[i];
    if (c === 0x5c) {
      const d = b[i + 1];
      if (d === 0x22) {
        strAscii = or < 0x80;
        return i + 2;
      }
      if (d === 0x5c) {
        // an escape of the inner string: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX
        strEscaped = true;
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
      return FAIL;
    }
    if (c < 0x20 || c === 0x22) return FAIL;
    or |= c;
    i++;
  }
}

const isQ = (b: Uint8Array, i: number): boolean => b[i] === 0x5c && b[i + 1] === 0x22;

function xvalue(b: Uint8Array, i: number, depth: number): number {
  if (i >= XE) return FAIL;
  const c = b[i];
  if (c === 0x5c) return b[i + 1] === 0x22 ? xstr(b, i) : FAIL;
  if (c === 0x7b) return xobj(b, i, depth + 1);
  if (c === 0x5b) return xarr(b, i, depth + 1);
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return num(b, i);
  if (c === 0x74) return b[i + 1] === 0x72 && b[i + 2] === 0x75 && b[i + 3] === 0x65 ? i + 4 : FAIL;
  if (c === 0x66)
    return b[i + 1] === 0x61 && b[i + 2] === 0x6c && b[i + 3] === 0x73 && b[i + 4] === 0x65 ? i + 5 : FAIL;
  if (c === 0x6e) return b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c ? i + 4 : FAIL;
  return FAIL;
}

function xobj(b: Uint8Array, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = xws(b, i + 1);
  if (b[i] === 0x7d) return i + 1;
  for (;;) {
    if (!isQ(b, i)) return FAIL;
    i = xstr(b, i);
    if (i < 0) return FAIL;
    i = xws(b, i);
    if (b[i] !== 0x3a) return FAIL;
    i = xvalue(b, xws(b, i + 1), depth);
    if (i < 0) return FAIL;
    i = xws(b, i);
    const c = b[i];
    if (c === 0x2c) {
      i = xws(b, i + 1);
      continue;
    }
    return c === 0x7d ? i + 1 : FAIL;
  }
}

function xarr(b: Uint8Array, i: number, depth: number): number {
  if (depth > MAX_DEPTH) return FAIL;
  i = xws(b, i + 1);
  if (b[i] === 0x5d) return i + 1;
  for (;;) {
    i = xvalue(b, i, depth);
    if (i < 0) return FAIL;
    i = xws(b, i);
    const c = b[i];
    if (c === 0x2c) {
      i = xws(b, i + 1);
      continue;
    }
    return c === 0x5d ? i + 1 : FAIL;
  }
}

function xaction(b: Uint8Array, i: number): number {
  if (b[i] !== 0x7b) return xvalue(b, i, 2);
  i = xws(b, i + 1);
  if (b[i] === 0x7d) return i + 1;
  let seenTurn = false;
  for (;;) {
    if (!isQ(b, i)) return FAIL;
    const a = i + 2;
    i = xstr(b, i);
    if (i < 0 || strEscaped) return FAIL;
    const isTurn = i - 2 - a === 4 && b[a] === 0x74 && b[a + 1] === 0x75 && b[a + 2] === 0x72 && b[a + 3] === 0x6e;
    i = xws(b, i);
    if (b[i] !== 0x3a) return FAIL;
    i = xws(b, i + 1);
    if (isTurn) {
      if (seenTurn) return FAIL;
      seenTurn = true;
      const c0 = b[i];
      if (c0 === 0x2d || (c0 >= 0x30 && c0 <= 0x39)) {
        i = num(b, i);
        if (i < 0 || !numPlainInt) return FAIL;
        if (hasPrevTurn && numValue < prevTurn) return FAIL;
        prevTurn = numValue;
        hasPrevTurn = true;
      } else i = xvalue(b, i, 2);
    } else i = xvalue(b, i, 2);
    if (i < 0) return FAIL;
    i = xws(b, i);
    const c = b[i];
    if (c === 0x2c) {
      i = xws(b, i + 1);
      continue;
    }
    return c === 0x7d ? i + 1 : FAIL;
  }
}

function xactions(b: Uint8Array, i: number): number {
  if (b[i] !== 0x5b) return FAIL;
  hasPrevTurn = false;
  i = xws(b, i + 1);
  if (b[i] === 0x5d) return i + 1;
  for (;;) {
    i = xaction(b, i);
    if (i < 0) return FAIL;
    i = xws(b, i);
    const c = b[i];
    if (c === 0x2c) {
      i = xws(b, i + 1);
      continue;
    }
    return c === 0x5d ? i + 1 : FAIL;
  }
}

/**
 * The ReplayLog JSON string whose content starts at b[i] (just after its opening quote), read in escaped
 * form. Returns the index of the closing quote when the log is clean (as `replayClean` would say); FAIL
 * when it is not or when this reader is unsure (the caller then unescapes and decides exactly).
 */
function xreplayClean(b: Uint8Array, i: number, end: number, engineVersions: readonly string[]): number {
  XE = end;
  i = xws(b, i);
  if (b[i] !== 0x7b) return FAIL;
  i = xws(b, i + 1);
  let seen = 0;
  if (b[i] !== 0x7d) {
    for (;;) {
      if (!isQ(b, i)) return FAIL;
      const a = i + 2;
      i = xstr(b, i);
      if (i < 0 || strEscaped) return FAIL;
      const k = replayKey(b, a, i - 2 - a);
      if (k & seen) return FAIL;
      seen |= k;
      i = xws(b, i);
      if (b[i] !== 0x3a) return FAIL;
      i = xws(b, i + 1);
      if (k === R_ENGINE) {
        if (!isQ(b, i)) return FAIL;
        const va = i + 2;
        i = xstr(b, i);
        if (i < 0 || strEscaped || !strAscii) return FAIL;
        if (!knownVersion(b, va, i - 2 - va, engineVersions)) return FAIL;
      } else if (k === R_ACTIONS) i = xactions(b, i);
      else if (k === R_TERMINAL) return FAIL;
      else {
        const st = i;
        i = xvalue(b, i, 1);
        if (k === R_SCENARIO && i >= 0 && scenarioMayHash(b, st, i) && !escapedScenarioClean(b, st, i)) return FAIL;
      }
      if (i < 0) return FAIL;
      i = xws(b, i);
      const c = b[i];
      if (c === 0x7d) break;
      if (c !== 0x2c) return FAIL;
      i = xws(b, i + 1);
    }
  }
  if (seen !== R_REQUIRED) return FAIL;
  i = xws(b, i + 1);
  return i < end && b[i] === 0x22 ? i : FAIL;
}

// ------------------------------------------------------------------ per-cell decisions

const N_REPLAY = 6;
const N_IO = 7;
const N_CALLS = 8;
const N_DECISIONS = 9;
const N_ACCOUNTING = 10;

/** State of the nested cells of the current row. */
let callsEmpty = false;
let accountingKind: Top = Top.Unsure;

/** Checks the nested cell `col` (index into COLUMNS) whose JSON text is in SCR. False = unsure. */
function nestedClean(col: number, o: FastRowOptions): boolean {
  if (col === N_REPLAY) return replayClean(o.engineVersions);
  const t = topOf();
  if (col === N_ACCOUNTING) {
    accountingKind = t;
    return t === Top.Object || t === Top.Null;
  }
  if (col === N_CALLS) callsEmpty = t === Top.EmptyArray;
  return t === Top.Array || t === Top.EmptyArray;
}

/** Last rule: a zero cost/token in accounting with `calls` = [] (rare: decode this one small cell exactly). */
function zeroEvidenceClean(accountingText: () => string): boolean {
  if (!callsEmpty || accountingKind !== Top.Object) return true;
  let acc: unknown;
  try {
    acc = JSON.parse(accountingText());
  } catch {
    return false;
  }
  return checkZeroWithoutEvidence([], acc as Record<string, unknown>).length === 0;
}

// ------------------------------------------------------------------ decoded rows (Parquet)

function isHash64(s: string): boolean {
  if (s.length !== 64) return false;
  for (let i = 0; i < 64; i++) if (!HEX[s.charCodeAt(i) & 0xff] || s.charCodeAt(i) > 0x7f) return false;
  return true;
}

const textOk = (v: unknown, maxCellBytes: number): boolean =>
  typeof v === 'string' && !exceedsBytes(v, maxCellBytes) && v.trim().length > 0;

function stringCell(col: number, v: string, o: FastRowOptions): boolean {
  if (exceedsBytes(v, o.maxCellBytes)) return false;
  ensureScratch(v.length * 3 + 1);
  const n = SCR.write(v, 0, 'utf8');
  SCR[n] = 0;
  scrEnd = n;
  return nestedClean(col, o);
}

/**
 * FAST_CLEAN when `checkRow(row, {engineVersions, maxCellBytes, skipColumnSet: !checkColumnSet})` would
 * return no issues (FAST_CLEAN_STRING_NULL when, in addition, accounting is the JSON string "null");
 * FAST_UNSURE otherwise. Never throws.
 */
export function fastRow(row: Record<string, unknown>, o: FastRowOptions): number {
  curCanon = o.canonicalization ?? 'any';
  if (o.checkColumnSet) {
    let n = 0;
    for (const k in row) if (Object.prototype.hasOwnProperty.call(row, k)) n++;
    if (n !== COLUMNS.length) return FAST_UNSURE;
  }
  for (let c = 0; c < COLUMNS.length; c++)
    if (!Object.prototype.hasOwnProperty.call(row, COLUMNS[c])) return FAST_UNSURE;
  if (row.schemaVersion !== 1) return FAST_UNSURE;
  if (
    !textOk(row.matchId, o.maxCellBytes) ||
    !textOk(row.mode, o.maxCellBytes) ||
    !textOk(row.scenarioId, o.maxCellBytes)
  )
    return FAST_UNSURE;
  const pool = row.pool;
  if (typeof pool !== 'string' || !(POOLS as readonly string[]).includes(pool)) return FAST_UNSURE;
  const sh = row.stateHash;
  if (typeof sh !== 'string' || !isHash64(sh)) return FAST_UNSURE;
  const { replay, io, calls, decisions, accounting } = row;
  if (
    typeof replay !== 'string' ||
    typeof io !== 'string' ||
    typeof calls !== 'string' ||
    typeof decisions !== 'string'
  )
    return FAST_UNSURE;
  if (accounting !== null && typeof accounting !== 'string') return FAST_UNSURE;
  if (o.secretScan) {
    for (let c = 1; c < COLUMNS.length; c++) {
      const v = row[COLUMNS[c]];
      if (typeof v === 'string' && mayHoldSecret(v)) return FAST_UNSURE;
    }
  }
  if (
    !stringCell(N_REPLAY, replay, o) ||
    !stringCell(N_IO, io, o) ||
    !stringCell(N_CALLS, calls, o) ||
    !stringCell(N_DECISIONS, decisions, o)
  )
    return FAST_UNSURE;
  if (accounting === null) return FAST_CLEAN;
  if (!stringCell(N_ACCOUNTING, accounting, o)) return FAST_UNSURE;
  if (accountingKind === Top.Null) return FAST_CLEAN_STRING_NULL;
  return zeroEvidenceClean(() => accounting) ? FAST_CLEAN : FAST_UNSURE;
}

// ------------------------------------------------------------------ JSONL lines as bytes

const COLUMN_BYTES = COLUMNS.map(bytesOf);
const POOL_BYTES = POOLS.map(bytesOf);
const ALL_COLUMNS = (1 << COLUMNS.length) - 1;

/** Column index of the key line[a, a+len); -1 = not a column. */
function columnOf(line: Uint8Array, a: number, len: number): number {
  for (let c = 0; c < COLUMN_BYTES.length; c++) {
    const k = COLUMN_BYTES[c];
    if (k.length === len && line[a] === k[0] && eq(line, a, k)) return c;
  }
  return -1;
}

function lws(line: Uint8Array, i: number, e: number): number {
  while (i < e) {
    const c = line[i];
    if (c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a) i++;
    else break;
  }
  return i;
}

/** Set by `plainString`: the string has a printable ASCII character (so it is not empty after trim()), and is all ASCII. */
let plainVisible = false;
let plainAscii = false;

/** A string without escapes at line[i] (the quote); index after the closing quote, or FAIL. */
function plainString(line: Uint8Array, i: number, e: number): number {
  i++;
  let visible = false;
  let or = 0;
  while (i < e) {
    const c = line[i];
    if (c === 0x22) {
      plainVisible = visible;
      plainAscii = or < 0x80;
      return i + 1;
    }
    if (c < 0x20 || c === 0x5c) return FAIL;
    if (c < 0x7f && c > 0x20) visible = true;
    or |= c;
    i++;
  }
  return FAIL;
}

/** Bytes copied as they are inside a JSON string: everything but control characters, the quote and the backslash. */
const PLAIN = new Uint8Array(256).fill(1, 0x20);
PLAIN[0x22] = 0;
PLAIN[0x5c] = 0;

/**
 * A JSON string at line[i] (the quote) unescaped into SCR as UTF-8 (the nested JSON text); index after the
 * closing quote, or FAIL (also for a lone surrogate escape, which UTF-8 cannot hold).
 */
function unescapeInto(line: Uint8Array, i: number, e: number): number {
  i++;
  ensureScratch(e - i + 1);
  const out = SCR;
  let n = 0;
  while (i < e) {
    const c = line[i];
    if (PLAIN[c] === 1) {
      out[n++] = c;
      i++;
      continue;
    }
    if (c === 0x22) {
      out[n] = 0;
      scrEnd = n;
      return i + 1;
    }
    if (c === 0x5c) {
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
          const lo = hex4(line, i + 2, e);
          if (lo < 0xdc00 || lo > 0xdfff) return FAIL;
          i += 6;
          u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
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
    } else return FAIL; // a control character
  }
  return FAIL;
}

function hexVal(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

function hex4(line: Uint8Array, i: number, e: number): number {
  if (i + 4 > e) return FAIL;
  const a = hexVal(line[i]);
  const b = hexVal(line[i + 1]);
  const c = hexVal(line[i + 2]);
  const d = hexVal(line[i + 3]);
  if ((a | b | c | d) < 0) return FAIL;
  return (a << 12) | (b << 8) | (c << 4) | d;
}

/**
 * One JSONL line line[s, e) (valid UTF-8, line ending removed). FAST_CLEAN / FAST_CLEAN_STRING_NULL when
 * `JSON.parse` gives an object on which `checkRow` (with the column-set check) finds nothing; then
 * `fastOut.matchId` and `fastOut.pool` are set. FAST_UNSURE otherwise. Never throws.
 */
export function fastLine(line: Buffer, s: number, e: number, o: FastRowOptions): number {
  curCanon = o.canonicalization ?? 'any';
  if (o.secretScan && LINE_MAY_HOLD_SECRET.test(line.toString('latin1', s, e))) return FAST_UNSURE;
  let i = lws(line, s, e);
  if (line[i] !== 0x7b) return FAST_UNSURE;
  i = lws(line, i + 1, e);
  let seen = 0;
  let idA = 0;
  let idB = 0;
  let idAscii = false;
  let pool = -1;
  let accountingNull = false;
  let accA = 0;
  let accB = 0;
  const max = o.maxCellBytes;
  for (;;) {
    if (i >= e || line[i] !== 0x22) return FAST_UNSURE;
    const ka = i + 1;
    i = plainString(line, i, e);
    if (i < 0) return FAST_UNSURE;
    const col = columnOf(line, ka, i - 1 - ka);
    if (col < 0 || seen & (1 << col)) return FAST_UNSURE;
    seen |= 1 << col;
    i = lws(line, i, e);
    if (i >= e || line[i] !== 0x3a) return FAST_UNSURE;
    i = lws(line, i + 1, e);
    if (i >= e) return FAST_UNSURE;
    if (col === 0) {
      // schemaVersion: exactly the token 1 (anything else is left to the exact path)
      if (line[i] !== 0x31) return FAST_UNSURE;
      i++;
    } else if (col < N_REPLAY) {
      if (line[i] !== 0x22) return FAST_UNSURE;
      const va = i + 1;
      i = plainString(line, i, e);
      if (i < 0) return FAST_UNSURE;
      const len = i - 1 - va;
      if (col === 2) {
        pool = -1;
        for (let p = 0; p < POOL_BYTES.length; p++)
          if (POOL_BYTES[p].length === len && eq(line, va, POOL_BYTES[p])) pool = p;
        if (pool < 0) return FAST_UNSURE;
      } else if (col === 5) {
        if (len !== 64) return FAST_UNSURE;
        for (let j = va; j < va + 64; j++) if (!HEX[line[j]]) return FAST_UNSURE;
      } else {
        // matchId, mode, scenarioId: non-empty after trim(), within max-cell-bytes (no escapes: bytes = UTF-8 size)
        if (!plainVisible || len > max) return FAST_UNSURE;
        if (col === 1) {
          idA = va;
          idB = i - 1;
          idAscii = plainAscii;
        }
      }
    } else if (col === N_ACCOUNTING && line[i] === 0x6e) {
      if (i + 4 > e || line[i + 1] !== 0x75 || line[i + 2] !== 0x6c || line[i + 3] !== 0x6c) return FAST_UNSURE;
      accountingNull = true;
      i += 4;
    } else {
      if (line[i] !== 0x22) return FAST_UNSURE;
      const va = i;
      if (col === N_REPLAY) {
        // the common log is checked in its escaped form, without unescaping it
        const q = xreplayClean(line, i + 1, e, o.engineVersions);
        if (q >= 0) {
          if (q - va - 1 > max) return FAST_UNSURE;
          i = q + 1;
          i = lws(line, i, e);
          if (i >= e) return FAST_UNSURE;
          const c = line[i];
          if (c === 0x2c) {
            i = lws(line, i + 1, e);
            continue;
          }
          if (c !== 0x7d) return FAST_UNSURE;
          break;
        }
      }
      i = unescapeInto(line, i, e);
      // the unescaped text is never longer than the escaped one: within max-cell-bytes if the escaped one is
      if (i < 0 || i - va - 2 > max) return FAST_UNSURE;
      if (col === N_ACCOUNTING) {
        accA = va;
        accB = i;
      }
      if (!nestedClean(col, o)) return FAST_UNSURE;
    }
    i = lws(line, i, e);
    if (i >= e) return FAST_UNSURE;
    const c = line[i];
    if (c === 0x2c) {
      i = lws(line, i + 1, e);
      continue;
    }
    if (c !== 0x7d) return FAST_UNSURE;
    break;
  }
  if (seen !== ALL_COLUMNS || lws(line, i + 1, e) !== e) return FAST_UNSURE;
  let result = FAST_CLEAN;
  if (!accountingNull) {
    if (accountingKind === Top.Null) result = FAST_CLEAN_STRING_NULL;
    else if (!zeroEvidenceClean(() => JSON.parse(line.toString('utf8', accA, accB)) as string)) return FAST_UNSURE;
  }
  fastOut.pool = pool;
  fastOut.matchId = line.toString(idAscii ? 'latin1' : 'utf8', idA, idB);
  return result;
}
