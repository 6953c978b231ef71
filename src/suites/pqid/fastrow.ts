/**
 * Fast path for flat evaluation rows: a single pass over a line's bytes (no string decode, no JSON.parse,
 * no objects) that accepts only lines it fully understands AND that the reference would accept as a clean
 * record. Anything else — escapes in strings, NaN/Infinity, non-Boolean flags (other than bare 0/1), a
 * repeated relevant key, missing or empty ids, conflicting aliases, invariant violations, a duplicate
 * (model, prompt_id), nesting deeper than 32, whitespace other than space/tab — returns false and the
 * caller hands the line to the full path (JSON.parse + the reference rules), which reports it. So the
 * summary and every finding are identical with and without the fast path (a property test checks it).
 */
import { jsonLiteralEnd, jsonNumberEnd } from '../../formats/json-bytes.js';
import { CellFlag, ENDPOINTS, type EvaluationAccumulator } from './records.js';

/** Read once: a global read per byte is slow in a vm context (jest's test environment). */
const imul = Math.imul;

const enum K {
  Other = 0,
  Model = 1,
  Prompt = 2
}
/** Endpoint alias ids start here: execution 3–5, assembly 6–9, signature 10–12, ordered 13–14, parameter 15–16. */
const EP_BASE = 3;
const GROUPS: number[][] = [];
const KEYS: [string, number][] = [
  ['model', K.Model],
  ['prompt_id', K.Prompt]
];
{
  let id = EP_BASE;
  for (const names of [
    ENDPOINTS.execution,
    ENDPOINTS.assembly,
    ENDPOINTS.signature,
    ENDPOINTS.ordered,
    ENDPOINTS.parameter
  ]) {
    const g: number[] = [];
    for (const n of names) {
      KEYS.push([n, id]);
      g.push(id++);
    }
    GROUPS.push(g);
  }
}
const NKEYS = EP_BASE + GROUPS.reduce((a, g) => a + g.length, 0);
const fnv = (b: Uint8Array): number => {
  let h = 0x811c9dc5 | 0;
  for (const c of b) h = imul(h ^ c, 16777619);
  return h;
};
/** Known keys in a small table indexed by their FNV-1a hash (the scanner computes it anyway); bytes are verified on a hit. */
const KEY_BITS = 8;
const KEY_SLOTS = new Int32Array(1 << KEY_BITS); // id, 0 = none
const KEY_BYTES: Uint8Array[] = [];
const KEY_LENS = new Int32Array(NKEYS);
for (const [k, id] of KEYS) {
  const b = new Uint8Array(Buffer.from(k, 'latin1'));
  KEY_BYTES[id] = b;
  KEY_LENS[id] = b.length;
  let slot = fnv(b) & ((1 << KEY_BITS) - 1);
  while (KEY_SLOTS[slot] !== 0) slot = (slot + 1) & ((1 << KEY_BITS) - 1);
  KEY_SLOTS[slot] = id;
}

function keyId(buf: Uint8Array, s: number, e: number, h: number): number {
  const mask = (1 << KEY_BITS) - 1;
  for (let slot = h & mask; ; slot = (slot + 1) & mask) {
    const id = KEY_SLOTS[slot];
    if (id === 0) return K.Other;
    const len = KEY_LENS[id];
    if (len !== e - s) continue;
    const k = KEY_BYTES[id];
    let i = 0;
    while (i < len && buf[s + i] === k[i]) i++;
    if (i === len) return id;
  }
}

/** Open-addressing table from id bytes to the CellStore index of the decoded string (no string per row). */
class ByteInterner {
  private slots = new Int32Array(1 << 10); // entry + 1, 0 = empty
  private hashes = new Int32Array(256);
  private offs = new Int32Array(256);
  private lens = new Int32Array(256);
  private vals = new Int32Array(256);
  private arena = new Uint8Array(1 << 14);
  private arenaLen = 0;
  private n = 0;

  get(buf: Uint8Array, s: number, e: number, h: number): number {
    const mask = this.slots.length - 1;
    const len = e - s;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const ent = this.slots[slot];
      if (ent === 0) return -1;
      const x = ent - 1;
      if (this.hashes[x] !== h || this.lens[x] !== len) continue;
      const o = this.offs[x];
      let i = 0;
      while (i < len && this.arena[o + i] === buf[s + i]) i++;
      if (i === len) return this.vals[x];
    }
  }

  set(buf: Uint8Array, s: number, e: number, h: number, val: number): void {
    const len = e - s;
    if (this.n === this.hashes.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.hashes = grow(this.hashes);
      this.offs = grow(this.offs);
      this.lens = grow(this.lens);
      this.vals = grow(this.vals);
    }
    if (this.arenaLen + len > this.arena.length) {
      const a = new Uint8Array(Math.max(this.arena.length * 2, this.arenaLen + len));
      a.set(this.arena.subarray(0, this.arenaLen));
      this.arena = a;
    }
    this.arena.set(buf.subarray(s, e), this.arenaLen);
    const x = this.n++;
    this.hashes[x] = h;
    this.offs[x] = this.arenaLen;
    this.lens[x] = len;
    this.vals[x] = val;
    this.arenaLen += len;
    if (this.n * 2 > this.slots.length) this.rehash();
    else this.place(x);
  }

  private place(x: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[x] & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = x + 1;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let x = 0; x < this.n; x++) this.place(x);
  }
}

const MAX_DEPTH = 32;
const LAYOUT_KEYS = 32;
const LAYOUT_KEY_BYTES = 64;

export class FastRowParser {
  /** Per key id: the flag (0/1) when gen[id] is the current row's generation, else absent. */
  private readonly vals = new Int8Array(NKEYS);
  private readonly gen = new Int32Array(NKEYS);
  private row = 0;
  /** The last model's bytes and index (rows usually come grouped by model). */
  private lastModel = new Uint8Array(256);
  private lastModelLen = -1;
  private lastModelIdx = -1;
  private readonly models = new ByteInterner();
  private readonly prompts = new ByteInterner();
  /** Position after the last scanned string, or -1 when the line is not understood. */
  private pos = 0;
  private hash = 0;
  private ascii = true;
  /**
   * Key layout of the previous rows: per key position, the key's bytes (already validated: no escape, no
   * control character) and id. Rows usually repeat one layout, so a key is usually recognised with one byte
   * comparison instead of scan + hash + lookup + verify.
   */
  private readonly layoutBytes: Uint8Array[] = [];
  private readonly layoutLen = new Int32Array(LAYOUT_KEYS).fill(-1);
  private readonly layoutId = new Int32Array(LAYOUT_KEYS);
  /** Lines accepted by the fast path / handed to the full path (for tests and the bench). */
  fast = 0;
  slow = 0;

  constructor(private readonly acc: EvaluationAccumulator) {}

  /** True when the line was fully handled (blank, or a clean record now counted). */
  tryLine(buf: Uint8Array, s: number, e: number, line: number): boolean {
    if (s === e) return true; // an empty line is blank
    // After a record error in stop-at-first mode only read errors matter: the full path parses, nothing more.
    if (this.acc.readOnly) return false;
    const ok = this.scan(buf, s, e, line);
    if (ok) this.fast++;
    else this.slow++;
    return ok;
  }

  /** Scans a JSON string starting at the opening quote; sets pos after the closing quote, hash and ascii. */
  private str(buf: Uint8Array, i: number, e: number): boolean {
    let h = 0x811c9dc5 | 0;
    let ascii = true;
    for (i++; i < e; i++) {
      const c = buf[i];
      if (c === 0x22) {
        this.pos = i + 1;
        this.hash = h;
        this.ascii = ascii;
        return true;
      }
      if (c === 0x5c || c < 0x20) return false;
      if (c >= 0x80) ascii = false;
      h = imul(h ^ c, 16777619);
    }
    return false;
  }

  /**
   * Validates a JSON string starting at the opening quote whose text is not needed (a value or key inside an
   * irrelevant value); returns the position after the closing quote or -1. `str` without the hash: long free-text
   * values (model outputs) are most of a file's bytes.
   */
  private skipStr(buf: Uint8Array, i: number, e: number): number {
    for (i++; i < e; i++) {
      const c = buf[i];
      if (c === 0x22) return i + 1;
      if (c === 0x5c || c < 0x20) return -1;
    }
    return -1;
  }

  /** Validates any JSON value (irrelevant key) starting at i; returns the position after it or -1. */
  private skipValue(buf: Uint8Array, i: number, e: number, depth: number): number {
    if (i >= e) return -1;
    const c = buf[i];
    if (c === 0x22) return this.skipStr(buf, i, e);
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) return jsonNumberEnd(buf, i, e);
    if (c === 0x74 || c === 0x66 || c === 0x6e) return jsonLiteralEnd(buf, i, e);
    if (depth >= MAX_DEPTH) return -1;
    if (c === 0x5b) {
      i = ws(buf, i + 1, e);
      if (i < e && buf[i] === 0x5d) return i + 1;
      for (;;) {
        i = this.skipValue(buf, i, e, depth + 1);
        if (i < 0) return -1;
        i = ws(buf, i, e);
        if (i >= e) return -1;
        if (buf[i] === 0x5d) return i + 1;
        if (buf[i] !== 0x2c) return -1;
        i = ws(buf, i + 1, e);
      }
    }
    if (c === 0x7b) {
      i = ws(buf, i + 1, e);
      if (i < e && buf[i] === 0x7d) return i + 1;
      for (;;) {
        if (i >= e || buf[i] !== 0x22) return -1;
        i = ws(buf, this.skipStr(buf, i, e), e);
        if (i < 0) return -1;
        if (i >= e || buf[i] !== 0x3a) return -1;
        i = this.skipValue(buf, ws(buf, i + 1, e), e, depth + 1);
        if (i < 0) return -1;
        i = ws(buf, i, e);
        if (i >= e) return -1;
        if (buf[i] === 0x7d) return i + 1;
        if (buf[i] !== 0x2c) return -1;
        i = ws(buf, i + 1, e);
      }
    }
    return -1; // NaN, Infinity and anything else: the full path decides
  }

  private scan(buf: Uint8Array, s: number, e: number, line: number): boolean {
    const v = this.vals;
    const gen = this.gen;
    const row = ++this.row;
    let mS = -1,
      mE = -1,
      mH = 0,
      mA = true,
      pS = -1,
      pE = -1,
      pH = 0,
      pA = true;
    let i = ws(buf, s, e);
    if (i >= e || buf[i] !== 0x7b) return false;
    i = ws(buf, i + 1, e);
    if (i >= e || buf[i] === 0x7d) return false; // {} lacks the ids: full path
    for (let ord = 0; ; ord++) {
      if (i >= e || buf[i] !== 0x22) return false;
      const ks = i + 1;
      let id = -1;
      if (ord < LAYOUT_KEYS) {
        const cl = this.layoutLen[ord];
        if (cl >= 0 && ks + cl < e && buf[ks + cl] === 0x22) {
          const cb = this.layoutBytes[ord];
          let j = 0;
          while (j < cl && buf[ks + j] === cb[j]) j++;
          if (j === cl) {
            id = this.layoutId[ord];
            this.pos = ks + cl + 1;
          }
        }
      }
      if (id < 0) {
        if (!this.str(buf, i, e)) return false;
        const ke = this.pos - 1;
        id = keyId(buf, ks, ke, this.hash);
        if (ord < LAYOUT_KEYS && ke - ks <= LAYOUT_KEY_BYTES) {
          const cb = (this.layoutBytes[ord] ??= new Uint8Array(LAYOUT_KEY_BYTES));
          cb.set(buf.subarray(ks, ke));
          this.layoutLen[ord] = ke - ks;
          this.layoutId[ord] = id;
        }
      }
      i = ws(buf, this.pos, e);
      if (i >= e || buf[i] !== 0x3a) return false;
      i = ws(buf, i + 1, e);
      if (i >= e) return false;
      if (id === K.Other) {
        i = this.skipValue(buf, i, e, 1);
        if (i < 0) return false;
      } else {
        if (gen[id] === row) return false; // repeated relevant key: JSON.parse keeps the last; let the full path do it
        gen[id] = row;
        if (id === K.Model || id === K.Prompt) {
          if (buf[i] !== 0x22 || !this.str(buf, i, e)) return false;
          if (this.pos - 1 === i + 1) return false; // "" is a missing id
          if (id === K.Model) {
            mS = i + 1;
            mE = this.pos - 1;
            mH = this.hash;
            mA = this.ascii;
          } else {
            pS = i + 1;
            pE = this.pos - 1;
            pH = this.hash;
            pA = this.ascii;
          }
          i = this.pos;
        } else {
          const c = buf[i];
          const end = c === 0x74 || c === 0x66 ? jsonLiteralEnd(buf, i, e) : -1;
          if (end >= 0) {
            v[id] = c === 0x74 ? 1 : 0;
            i = end;
          } else if (c === 0x30 || c === 0x31) {
            // bare 0 / 1 (anything longer, e.g. 1.0 or 10, fails the delimiter check below)
            v[id] = c - 0x30;
            i += 1;
          } else return false;
        }
      }
      i = ws(buf, i, e);
      if (i >= e) return false;
      if (buf[i] === 0x2c) {
        i = ws(buf, i + 1, e);
        continue;
      }
      if (buf[i] === 0x7d) {
        i++;
        break;
      }
      return false;
    }
    if (ws(buf, i, e) !== e) return false;
    if (mS < 0 || pS < 0) return false;
    // Endpoints: every present alias must agree; execution and signature are required.
    let flags = 0;
    let execution = -1,
      assembly = -1,
      signature = -1,
      ordered = -1,
      parameter = -1;
    for (let g = 0; g < 5; g++) {
      const ids = GROUPS[g];
      let val = -1;
      for (let k = 0; k < ids.length; k++) {
        if (gen[ids[k]] !== row) continue;
        const x = v[ids[k]];
        if (val === -1) val = x;
        else if (x !== val) return false;
      }
      if (g === 0) execution = val;
      else if (g === 1) assembly = val;
      else if (g === 2) signature = val;
      else if (g === 3) ordered = val;
      else parameter = val;
    }
    if (execution === -1 || signature === -1) return false;
    if (
      (assembly === 1 && execution !== 1) ||
      (signature === 1 && execution !== 1) ||
      (ordered === 1 && signature !== 1) ||
      (parameter === 1 && ordered !== 1)
    )
      return false;
    if (execution === 1) flags |= CellFlag.EXECUTION;
    if (signature === 1) flags |= CellFlag.SIGNATURE;
    if (assembly !== -1) flags |= CellFlag.ASSEMBLY_PRESENT | (assembly === 1 ? CellFlag.ASSEMBLY : 0);
    if (ordered !== -1) flags |= CellFlag.ORDERED_PRESENT | (ordered === 1 ? CellFlag.ORDERED : 0);
    if (parameter !== -1) flags |= CellFlag.PARAMETER_PRESENT | (parameter === 1 ? CellFlag.PARAMETER : 0);
    const cells = this.acc.cells;
    let mi = -1;
    const ml = mE - mS;
    if (ml === this.lastModelLen) {
      const lm = this.lastModel;
      let k = 0;
      while (k < ml && lm[k] === buf[mS + k]) k++;
      if (k === ml) mi = this.lastModelIdx;
    }
    if (mi < 0) {
      mi = this.models.get(buf, mS, mE, mH);
      if (mi < 0) {
        mi = cells.model(decode(buf, mS, mE, mA));
        this.models.set(buf, mS, mE, mH, mi);
      }
      if (ml <= this.lastModel.length) {
        this.lastModel.set(buf.subarray(mS, mE));
        this.lastModelLen = ml;
        this.lastModelIdx = mi;
      }
    }
    let pi = this.prompts.get(buf, pS, pE, pH);
    if (pi < 0) {
      pi = cells.prompt(decode(buf, pS, pE, pA));
      this.prompts.set(buf, pS, pE, pH, pi);
    }
    return this.acc.addClean(mi, pi, flags, line);
  }
}

function ws(buf: Uint8Array, i: number, e: number): number {
  while (i < e && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
  return i;
}

function decode(buf: Uint8Array, s: number, e: number, ascii: boolean): string {
  return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString(ascii ? 'latin1' : 'utf8', s, e);
}
