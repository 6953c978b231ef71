/**
 * Fast path for the row rules: decides, without `JSON.parse` and without building objects, whether
 * `checkRow` would find NOTHING on a row. `FastRowChecker` holds, per set of options:
 *
 * - the row scanner (this file): the columns of a JSONL line read as bytes (`scanLine`) or of a decoded
 *   Parquet row (`scanRow`), and the per-row rules on the top-level values;
 * - one JSON validator (`fastrow-json.ts`) for the nested cells, in two instances, each over its byte reader
 *   (`fastrow-readers.ts`): a `RawReader` over a scratch buffer holding a cell's JSON text, and an
 *   `EscapedReader` that checks the common ReplayLog in place, still escaped inside the JSONL line.
 *
 * It answers only "clean" or "unsure". Anything not fully understood or that would give a finding (escapes
 * in keys or identifiers, a repeated key, a non-plain-integer turn, a turn going backwards, `terminalTurn` or
 * `result` in the log, an engineVersion not in the list, nesting deeper than 64, invalid JSON …) is "unsure",
 * and the caller runs the exact path (`JSON.parse` + `checkRow`) on that row, which reports it. So findings
 * are identical with and without the fast path (tests compare both over every fixture and conformance file,
 * over mutated rows and over seeded random rows).
 *
 * The checker keeps no state between rows other than its scratch buffer and caches; there is no module-level
 * mutable state.
 */
import type { CanonName } from './canonical.js';
import { JsonValidator, TopLevel, bytesEqual, engineVersionBytes } from './fastrow-json.js';
import { EscapedReader, FAIL, HEX, RawReader, Scratch } from './fastrow-readers.js';
import { COLUMNS, POOLS, checkZeroWithoutEvidence, exceedsBytes, type Column } from './rows.js';
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

const columnIndex = (name: Column): number => COLUMNS.indexOf(name);
const SCHEMA_VERSION = columnIndex('schemaVersion');
const MATCH_ID = columnIndex('matchId');
const POOL = columnIndex('pool');
const STATE_HASH = columnIndex('stateHash');
const REPLAY = columnIndex('replay');
const IO = columnIndex('io');
const CALLS = columnIndex('calls');
const DECISIONS = columnIndex('decisions');
const ACCOUNTING = columnIndex('accounting');
/** The nested (JSON text) columns come last: every column from REPLAY on. */
const FIRST_NESTED = REPLAY;
const ALL_COLUMNS = (1 << COLUMNS.length) - 1;

const utf8Bytes = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'utf8'));
const COLUMN_BYTES = COLUMNS.map(utf8Bytes);
const POOL_BYTES = POOLS.map(utf8Bytes);

/** Column index of the key line[a, a+len); -1 = not a column. */
function columnOf(line: Uint8Array, a: number, len: number): number {
  for (let c = 0; c < COLUMN_BYTES.length; c++) {
    const k = COLUMN_BYTES[c];
    if (k.length === len && line[a] === k[0] && bytesEqual(line, a, k)) return c;
  }
  return -1;
}

/** Whitespace between the tokens of a JSONL line: index of the first other byte in [i, e), or e. */
function skipLineSpace(line: Uint8Array, i: number, e: number): number {
  while (i < e) {
    const c = line[i];
    if (c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a) i++;
    else break;
  }
  return i;
}

function isHash64(s: string): boolean {
  if (s.length !== 64) return false;
  for (let i = 0; i < 64; i++) if (!HEX[s.charCodeAt(i) & 0xff] || s.charCodeAt(i) > 0x7f) return false;
  return true;
}

const textOk = (v: unknown, maxCellBytes: number): boolean =>
  typeof v === 'string' && !exceedsBytes(v, maxCellBytes) && v.trim().length > 0;

export class FastRowChecker {
  /** After a clean `scanLine`: the row's matchId. */
  matchId = '';
  /** After a clean `scanLine`: the row's pool (index into POOLS). */
  pool = 0;

  /** A nested cell's JSON text, decoded or unescaped. */
  private readonly scratch = new Scratch();
  /** The validator over the scratch buffer (raw spelling). */
  private readonly rawJson: JsonValidator<RawReader>;
  /** The validator over a JSONL line (escaped spelling: the ReplayLog still inside its JSON string). */
  private readonly escapedJson: JsonValidator<EscapedReader>;
  private readonly maxCellBytes: number;
  private readonly checkColumnSet: boolean;
  private readonly secretScan: boolean;

  // The current row's nested cells, for the last rule (zero cost without evidence).
  private callsEmpty = false;
  private accountingType: TopLevel = TopLevel.Unsure;

  // Set by `plainString`.
  /** The string has a printable ASCII character (so it is not empty after trim()). */
  private plainVisible = false;
  /** Every byte of the string is ASCII. */
  private plainAscii = false;

  constructor(o: FastRowOptions) {
    const canon = o.canonicalization ?? 'any';
    const versions = engineVersionBytes(o.engineVersions);
    this.rawJson = new JsonValidator(new RawReader(canon), versions);
    this.escapedJson = new JsonValidator(new EscapedReader(canon), versions);
    this.maxCellBytes = o.maxCellBytes;
    this.checkColumnSet = o.checkColumnSet;
    this.secretScan = o.secretScan === true;
  }

  /**
   * FAST_CLEAN when `checkRow(row, {engineVersions, maxCellBytes, skipColumnSet: !checkColumnSet})` would
   * return no issues (FAST_CLEAN_STRING_NULL when, in addition, accounting is the JSON string "null");
   * FAST_UNSURE otherwise. Never throws.
   */
  scanRow(row: Record<string, unknown>): number {
    const max = this.maxCellBytes;
    if (this.checkColumnSet) {
      let n = 0;
      for (const k in row) if (Object.prototype.hasOwnProperty.call(row, k)) n++;
      if (n !== COLUMNS.length) return FAST_UNSURE;
    }
    for (let c = 0; c < COLUMNS.length; c++)
      if (!Object.prototype.hasOwnProperty.call(row, COLUMNS[c])) return FAST_UNSURE;
    if (row.schemaVersion !== 1) return FAST_UNSURE;
    if (!textOk(row.matchId, max) || !textOk(row.mode, max) || !textOk(row.scenarioId, max)) return FAST_UNSURE;
    const pool = row.pool;
    if (typeof pool !== 'string' || !(POOLS as readonly string[]).includes(pool)) return FAST_UNSURE;
    const stateHash = row.stateHash;
    if (typeof stateHash !== 'string' || !isHash64(stateHash)) return FAST_UNSURE;
    const { replay, io, calls, decisions, accounting } = row;
    if (
      typeof replay !== 'string' ||
      typeof io !== 'string' ||
      typeof calls !== 'string' ||
      typeof decisions !== 'string'
    )
      return FAST_UNSURE;
    if (accounting !== null && typeof accounting !== 'string') return FAST_UNSURE;
    if (this.secretScan) {
      for (let c = 0; c < COLUMNS.length; c++) {
        const v = row[COLUMNS[c]];
        if (typeof v === 'string' && mayHoldSecret(v)) return FAST_UNSURE;
      }
    }
    if (
      !this.stringCellClean(REPLAY, replay) ||
      !this.stringCellClean(IO, io) ||
      !this.stringCellClean(CALLS, calls) ||
      !this.stringCellClean(DECISIONS, decisions)
    )
      return FAST_UNSURE;
    if (accounting === null) return FAST_CLEAN;
    if (!this.stringCellClean(ACCOUNTING, accounting)) return FAST_UNSURE;
    if (this.accountingType === TopLevel.Null) return FAST_CLEAN_STRING_NULL;
    return this.zeroEvidenceClean(() => accounting) ? FAST_CLEAN : FAST_UNSURE;
  }

  /**
   * One JSONL line line[s, e) (valid UTF-8, line ending removed). FAST_CLEAN / FAST_CLEAN_STRING_NULL when
   * `JSON.parse` gives an object on which `checkRow` (with the column-set check) finds nothing; then
   * `matchId` and `pool` hold the row's values. FAST_UNSURE otherwise. Never throws.
   */
  scanLine(line: Buffer, s: number, e: number): number {
    if (this.secretScan && LINE_MAY_HOLD_SECRET.test(line.toString('latin1', s, e))) return FAST_UNSURE;
    let i = skipLineSpace(line, s, e);
    if (line[i] !== 0x7b) return FAST_UNSURE;
    i = skipLineSpace(line, i + 1, e);
    let seen = 0;
    let idStart = 0;
    let idEnd = 0;
    let idAscii = false;
    let pool = -1;
    let accountingNull = false;
    let accountingStart = 0;
    let accountingEnd = 0;
    const max = this.maxCellBytes;
    for (;;) {
      if (i >= e || line[i] !== 0x22) return FAST_UNSURE;
      const keyStart = i + 1;
      i = this.plainString(line, i, e);
      if (i < 0) return FAST_UNSURE;
      const col = columnOf(line, keyStart, i - 1 - keyStart);
      if (col < 0 || seen & (1 << col)) return FAST_UNSURE;
      seen |= 1 << col;
      i = skipLineSpace(line, i, e);
      if (i >= e || line[i] !== 0x3a) return FAST_UNSURE;
      i = skipLineSpace(line, i + 1, e);
      if (i >= e) return FAST_UNSURE;
      if (col === SCHEMA_VERSION) {
        // exactly the token 1 (anything else is left to the exact path)
        if (line[i] !== 0x31) return FAST_UNSURE;
        i++;
      } else if (col < FIRST_NESTED) {
        if (line[i] !== 0x22) return FAST_UNSURE;
        const valueStart = i + 1;
        i = this.plainString(line, i, e);
        if (i < 0) return FAST_UNSURE;
        const len = i - 1 - valueStart;
        if (col === POOL) {
          pool = -1;
          for (let p = 0; p < POOL_BYTES.length; p++)
            if (POOL_BYTES[p].length === len && bytesEqual(line, valueStart, POOL_BYTES[p])) pool = p;
          if (pool < 0) return FAST_UNSURE;
        } else if (col === STATE_HASH) {
          if (len !== 64) return FAST_UNSURE;
          for (let j = valueStart; j < valueStart + 64; j++) if (!HEX[line[j]]) return FAST_UNSURE;
        } else {
          // matchId, mode, scenarioId: non-empty after trim(), within max-cell-bytes (no escapes: bytes = UTF-8 size)
          if (!this.plainVisible || len > max) return FAST_UNSURE;
          if (col === MATCH_ID) {
            idStart = valueStart;
            idEnd = i - 1;
            idAscii = this.plainAscii;
          }
        }
      } else if (col === ACCOUNTING && line[i] === 0x6e) {
        if (i + 4 > e || line[i + 1] !== 0x75 || line[i + 2] !== 0x6c || line[i + 3] !== 0x6c) return FAST_UNSURE;
        accountingNull = true;
        i += 4;
      } else {
        if (line[i] !== 0x22) return FAST_UNSURE;
        const valueStart = i;
        if (col === REPLAY) {
          // the common log is checked in its escaped form, without unescaping it
          this.escapedJson.reader.read(line, e);
          const closingQuote = this.escapedJson.replayLog(i + 1);
          if (closingQuote >= 0) {
            if (closingQuote - valueStart - 1 > max) return FAST_UNSURE;
            i = skipLineSpace(line, closingQuote + 1, e);
            if (i >= e) return FAST_UNSURE;
            const c = line[i];
            if (c === 0x2c) {
              i = skipLineSpace(line, i + 1, e);
              continue;
            }
            if (c !== 0x7d) return FAST_UNSURE;
            break;
          }
        }
        i = this.scratch.loadEscaped(line, i, e);
        // the unescaped text is never longer than the escaped one: within max-cell-bytes if the escaped one is
        if (i < 0 || i - valueStart - 2 > max) return FAST_UNSURE;
        if (col === ACCOUNTING) {
          accountingStart = valueStart;
          accountingEnd = i;
        }
        if (!this.nestedClean(col)) return FAST_UNSURE;
      }
      i = skipLineSpace(line, i, e);
      if (i >= e) return FAST_UNSURE;
      const c = line[i];
      if (c === 0x2c) {
        i = skipLineSpace(line, i + 1, e);
        continue;
      }
      if (c !== 0x7d) return FAST_UNSURE;
      break;
    }
    if (seen !== ALL_COLUMNS || skipLineSpace(line, i + 1, e) !== e) return FAST_UNSURE;
    let result = FAST_CLEAN;
    if (!accountingNull) {
      if (this.accountingType === TopLevel.Null) result = FAST_CLEAN_STRING_NULL;
      else if (
        !this.zeroEvidenceClean(() => JSON.parse(line.toString('utf8', accountingStart, accountingEnd)) as string)
      )
        return FAST_UNSURE;
    }
    this.pool = pool;
    this.matchId = line.toString(idAscii ? 'latin1' : 'utf8', idStart, idEnd);
    return result;
  }

  /** The nested cell `col` (index into COLUMNS) whose JSON text is in the scratch buffer passes its rules. False = unsure. */
  private nestedClean(col: number): boolean {
    this.rawJson.reader.read(this.scratch);
    if (col === REPLAY) return this.rawJson.replayLog(0) >= 0;
    const type = this.rawJson.topLevel();
    if (col === ACCOUNTING) {
      this.accountingType = type;
      return type === TopLevel.Object || type === TopLevel.Null;
    }
    if (col === CALLS) this.callsEmpty = type === TopLevel.EmptyArray;
    return type === TopLevel.Array || type === TopLevel.EmptyArray;
  }

  /** The decoded string cell `col` is within max-cell-bytes and passes its rules. */
  private stringCellClean(col: number, text: string): boolean {
    if (exceedsBytes(text, this.maxCellBytes)) return false;
    this.scratch.loadString(text);
    return this.nestedClean(col);
  }

  /** Last rule: a zero cost/token in accounting with `calls` = [] (rare: decode this one small cell exactly). */
  private zeroEvidenceClean(accountingText: () => string): boolean {
    if (!this.callsEmpty || this.accountingType !== TopLevel.Object) return true;
    let accounting: unknown;
    try {
      accounting = JSON.parse(accountingText());
    } catch {
      return false;
    }
    return checkZeroWithoutEvidence([], accounting as Record<string, unknown>).length === 0;
  }

  /** A string without escapes at line[i] (the quote); index after the closing quote, or FAIL. Sets `plainVisible`, `plainAscii`. */
  private plainString(line: Uint8Array, i: number, e: number): number {
    i++;
    let visible = false;
    let or = 0;
    while (i < e) {
      const c = line[i];
      if (c === 0x22) {
        this.plainVisible = visible;
        this.plainAscii = or < 0x80;
        return i + 1;
      }
      if (c < 0x20 || c === 0x5c) return FAIL;
      if (c < 0x7f && c > 0x20) visible = true;
      or |= c;
      i++;
    }
    return FAIL;
  }
}
