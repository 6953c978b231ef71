/**
 * Discovery's streaming key scan: the top-level keys of the first record of a JSONL file (or of a JSON
 * document), read in chunks, bounded in bytes and in nesting depth, with no recursion and no full parse.
 * It never validates the record: it says which keys it saw and how the scan ended, so that a suite can claim a
 * file by its keys (even a broken one) and leave the real verdict to its check. See docs/security/green.md.
 */
import { open } from 'node:fs/promises';

export interface KeyScanOptions {
  /** JSONL: the first non-blank line is the record and a newline inside it ends it (a cut line). JSON: the whole document. */
  mode: 'jsonl' | 'json';
  /** Bytes read at most (the suite's line limit); the scan ends with `end: 'window'` past it. */
  maxBytes: number;
  /** Nesting depth followed at most (an integer stack of bracket kinds; default 10,000). */
  maxDepth?: number;
  /** Chunk size of each read (default 64 KiB). */
  chunkBytes?: number;
  /** Top-level keys whose string value is kept (at most 256 bytes each), e.g. `schema_version`. */
  captureValues?: ReadonlySet<string>;
}

/**
 * How the scan ended:
 * - `complete`: the first record is an object that closed (its keys are all in `keys`);
 * - `empty`: no record (an empty file, or only white space);
 * - `not-object`: the record starts with something else (`[`, a number, `NaN`, …): `first` says what;
 * - `eof`: the file ended inside the record (truncated);
 * - `cut-line`: JSONL only, a newline inside the object outside a string (a line cut short);
 * - `invalid`: a bracket that does not match, or a byte that cannot be there;
 * - `too-deep`: nesting beyond `maxDepth`;
 * - `window`: `maxBytes` read and the record not over (keys so far in `keys`; never a reason to say "not mine").
 */
export type KeyScanEnd = 'complete' | 'empty' | 'not-object' | 'eof' | 'cut-line' | 'invalid' | 'too-deep' | 'window';

export interface KeyScan {
  end: KeyScanEnd;
  /** Top-level keys seen, in order, without duplicates. */
  keys: string[];
  /** The file starts with a UTF-8 byte order mark (skipped for the scan; the check decides what it means). */
  bom: boolean;
  /** 1-based line where the record starts (JSONL may start with blank lines). */
  line: number;
  /** For `not-object`: a short description of the first value (`an array`, `NaN`, …). */
  first?: string;
  /** String values of the `captureValues` keys (top level only). */
  values: Record<string, string>;
  bytesRead: number;
}

const MAX_KEY_BYTES = 4096;

/** Scans bytes already in memory (the pure core; `scanFirstRecordKeys` feeds it a file in chunks). */
export class KeyScanner {
  private depth = 0;
  private readonly stack: number[] = []; // 1 = object, 2 = array
  private inString = false;
  private escape = false;
  private keyBytes: number[] | undefined;
  private keyTooLong = false;
  /** The last top-level key, when its string value is wanted. */
  private pendingCapture: string | undefined;
  private valueBytes: number[] | undefined;
  readonly values: Record<string, string> = Object.create(null) as Record<string, string>;
  /** At depth 1 (the top object): the next string is a key. */
  private expectKey = false;
  private started = false;
  private bomChecked = false;
  private line = 1;
  private readonly seen = new Set<string>();
  readonly keys: string[] = [];
  bom = false;
  recordLine = 1;
  first: string | undefined;
  end: KeyScanEnd | undefined;
  total = 0;

  constructor(private readonly opts: KeyScanOptions) {}

  /** Feeds the next bytes; returns true once the scan has ended. */
  push(buf: Uint8Array): boolean {
    let i = 0;
    if (!this.bomChecked && buf.length > 0) {
      this.bomChecked = true;
      if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
        this.bom = true;
        i = 3;
      }
    }
    const maxDepth = this.opts.maxDepth ?? 10_000;
    // Next positions of `"`, `\` and newline in this buffer, found with native indexOf and cached, so that the
    // inside of a long string is skipped in linear time instead of byte by byte.
    let nq = -2;
    let nb = -2;
    let nl = -2;
    const next = (c: number, cached: number, from: number): number =>
      cached === -1 || cached >= from ? cached : buf.indexOf(c, from);
    for (; i < buf.length; i++) {
      if (this.total >= this.opts.maxBytes) return this.finish(this.started ? 'window' : 'empty');
      if (this.inString && !this.escape && this.keyBytes === undefined && this.valueBytes === undefined) {
        nq = next(0x22, nq, i);
        nb = next(0x5c, nb, i);
        if (this.opts.mode === 'jsonl') nl = next(0x0a, nl, i);
        let stop = buf.length;
        if (nq !== -1 && nq < stop) stop = nq;
        if (nb !== -1 && nb < stop) stop = nb;
        if (this.opts.mode === 'jsonl' && nl !== -1 && nl < stop) stop = nl;
        const room = this.opts.maxBytes - this.total;
        if (stop - i >= room) {
          this.total += room;
          return this.finish('window');
        }
        this.total += stop - i;
        i = stop;
        if (i >= buf.length) break;
      }
      const b = buf[i];
      this.total++;
      if (!this.started) {
        if (b === 0x0a) {
          this.line++;
          continue;
        }
        if (b === 0x20 || b === 0x09 || b === 0x0d) continue;
        this.recordLine = this.line;
        if (b !== 0x7b) {
          // Not an object: say what it is.
          if (b === 0x5b) return this.finish('not-object', 'an array');
          if (b === 0x22) return this.finish('not-object', 'a string');
          return this.finish('not-object', `"${String.fromCharCode(b)}…"`);
        }
        this.started = true;
        this.depth = 1;
        this.stack.push(1);
        this.expectKey = true;
        continue;
      }
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (b === 0x5c) this.escape = true;
        else if (b === 0x22) {
          this.inString = false;
          if (this.keyBytes) this.recordKey();
          else if (this.valueBytes) this.recordValue();
          continue;
        } else if (b === 0x0a && this.opts.mode === 'jsonl') return this.finish('cut-line');
        if (this.valueBytes) {
          if (this.valueBytes.length < 256) this.valueBytes.push(b);
          continue;
        }
        if (this.keyBytes) {
          if (this.keyBytes.length < MAX_KEY_BYTES) this.keyBytes.push(b);
          else this.keyTooLong = true;
        }
        continue;
      }
      if (
        this.pendingCapture !== undefined &&
        b !== 0x22 &&
        b !== 0x3a &&
        b !== 0x20 &&
        b !== 0x09 &&
        b !== 0x0d &&
        b !== 0x0a
      )
        this.pendingCapture = undefined;
      switch (b) {
        case 0x22: // "
          this.inString = true;
          if (this.depth === 1 && this.expectKey) {
            this.keyBytes = [];
            this.keyTooLong = false;
            this.expectKey = false;
          } else if (this.depth === 1 && this.pendingCapture !== undefined) this.valueBytes = [];
          break;
        case 0x7b: // {
        case 0x5b: // [
          if (this.depth >= maxDepth) return this.finish('too-deep');
          this.depth++;
          this.stack.push(b === 0x7b ? 1 : 2);
          break;
        case 0x7d: // }
        case 0x5d: {
          // ]
          const want = b === 0x7d ? 1 : 2;
          if (this.stack.pop() !== want) return this.finish('invalid');
          this.depth--;
          if (this.depth === 0) return this.finish('complete');
          break;
        }
        case 0x2c: // ,
          if (this.depth === 1) this.expectKey = true;
          break;
        case 0x0a:
          this.line++;
          if (this.opts.mode === 'jsonl') return this.finish('cut-line');
          break;
        default:
          break;
      }
    }
    return false;
  }

  /** The input ended. */
  close(): KeyScan {
    if (this.end === undefined) this.end = this.started ? 'eof' : 'empty';
    return this.result();
  }

  result(): KeyScan {
    return {
      end: this.end ?? 'window',
      keys: this.keys,
      bom: this.bom,
      line: this.recordLine,
      ...(this.first ? { first: this.first } : {}),
      values: this.values,
      bytesRead: this.total
    };
  }

  private recordKey(): void {
    const raw = this.keyBytes!;
    this.keyBytes = undefined;
    if (this.keyTooLong) return;
    let k: string;
    try {
      k = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
    } catch {
      return;
    }
    if (!this.seen.has(k)) {
      this.seen.add(k);
      this.keys.push(k);
    }
    if (this.opts.captureValues?.has(k)) this.pendingCapture = k;
  }

  private recordValue(): void {
    const raw = this.valueBytes!;
    const key = this.pendingCapture!;
    this.valueBytes = undefined;
    this.pendingCapture = undefined;
    try {
      this.values[key] = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`) as string;
    } catch {
      /* a cut or odd value: not captured */
    }
  }

  private finish(end: KeyScanEnd, first?: string): boolean {
    this.end = end;
    if (first) this.first = first;
    return true;
  }
}

/** Scans the first record of a file (see KeyScanner). I/O errors propagate (the caller claims or reports). */
export async function scanFirstRecordKeys(abs: string, opts: KeyScanOptions): Promise<KeyScan> {
  const scanner = new KeyScanner(opts);
  const fh = await open(abs, 'r');
  try {
    const chunk = Buffer.allocUnsafe(opts.chunkBytes ?? 64 * 1024);
    let pos = 0;
    for (;;) {
      const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
      if (bytesRead === 0) return scanner.close();
      pos += bytesRead;
      if (scanner.push(chunk.subarray(0, bytesRead))) return scanner.result();
    }
  } finally {
    await fh.close();
  }
}
