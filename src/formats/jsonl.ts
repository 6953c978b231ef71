/**
 * The one streaming JSONL line reader. It never holds the file in memory: it reads fixed chunks into one buffer
 * (grown up to the line bound) and hands each line to a callback, bytes first (`onLineBytes`, a fast path that may
 * handle the line without decoding it), then as text (`onLine`). A line longer than `maxLineBytes` is skipped
 * without being held whole. What differs between the families that read JSONL is an option:
 *
 * - `newlines`: `'universal'` (Python text mode, the default: `\n`, `\r\n` and a lone `\r` end lines; PQID-Bench)
 *   or `'lf'` (only `\n` ends a line; a `\r` before it is removed and the line flagged `LINE_CRLF`; FightBench).
 * - `decodeErrors`: `'python'` (the default: the first UTF-8 error is reported once, through `onUtf8Error`, where
 *   Python's 8192-byte incremental decoder reports it: lines ending before that decoder chunk are delivered first,
 *   the rest after it, decoded with replacement characters, so later problems can still be found) or `'line'`
 *   (each line is checked on its own; a line that is not valid UTF-8 is handed to `onLineBytes` with
 *   `LINE_NOT_UTF8` and never decoded).
 * - `maxLineBytes`: the line bound (bytes before the `\n`); `onLongLine` gets each skipped line's number, its first
 *   bytes and whether it ended with `\n`.
 *
 * Speed (bench/pqid.bench.mjs, bench/fightbench.bench.mjs): a chunk of whole lines is checked for UTF-8 in one
 * native call, and lines reach `onLineBytes` as offsets into the read buffer, never copied or decoded.
 */
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { findUtf8Error, pendingAt, pyMessage, PY_CHUNK, type Utf8Error } from '../python/utf8.js';

/** `onLineBytes` flags ('lf' mode): the line ended with CR LF (the CR is not in the line). */
export const LINE_CRLF = 1;
/** `onLineBytes` flags ('lf' mode): the file's last line, with no `\n` after it. */
export const LINE_UNTERMINATED = 2;
/** `onLineBytes` flags (`decodeErrors: 'line'`): the line is not valid UTF-8. */
export const LINE_NOT_UTF8 = 4;

/** How many bytes of a skipped line `onLongLine` gets. */
const LONG_LINE_HEAD = 4096;

export interface ReadResult {
  lines: number;
  bytes: number;
  utf8Error?: Utf8Error;
  /** Lines longer than maxLineBytes that were skipped (line numbers). */
  longLines: number[];
}

export interface JsonlReadOptions {
  /** Default 'universal' (Python text mode). 'universal' needs `decodeErrors: 'python'`. */
  newlines?: 'universal' | 'lf';
  /** Default 'python'. */
  decodeErrors?: 'python' | 'line';
  chunkSize?: number;
  /** Default 64 MiB. */
  maxLineBytes?: number;
  onUtf8Error?: (e: Utf8Error) => void;
  onLongLine?: (line: number, head: Buffer, terminated: boolean) => void;
  shouldStop?: () => boolean;
  /**
   * Byte-level fast path: called with a physical line's bytes buf[start..end) (no terminator, within maxLineBytes;
   * 'universal': valid UTF-8 and no CR; 'lf': `flags` as above) before any decoding. Return true when the line is
   * fully handled; false hands it, decoded, to `onLine` (a line flagged `LINE_NOT_UTF8` is then dropped).
   */
  onLineBytes?: (buf: Buffer, start: number, end: number, line: number, flags: number) => boolean;
}

/**
 * Reads `abs` line by line. `onLine(text, lineNo)` gets each line without its terminator; a promise it returns is
 * awaited before the next line.
 */
export async function readJsonlLines(
  abs: string,
  onLine: (text: string, line: number) => void | Promise<void>,
  opts: JsonlReadOptions = {}
): Promise<ReadResult> {
  const chunkSize = opts.chunkSize ?? 4 * 1024 * 1024;
  const maxLine = opts.maxLineBytes ?? 64 * 1024 * 1024;
  const lf = opts.newlines === 'lf';
  const python = (opts.decodeErrors ?? 'python') === 'python';
  if (!lf && !python) throw new TypeError("readJsonlLines: newlines 'universal' decodes as Python does");
  const fh = await open(abs, 'r');
  const result: ReadResult = { lines: 0, bytes: 0, longLines: [] };
  let buf = Buffer.allocUnsafe(chunkSize);
  let carry = 0; // bytes at buf[0..carry) left from the previous chunk
  let base = 0; // absolute offset of buf[0]
  let lineNo = 0;
  let skipping = false; // inside an over-long line
  let skipHead: Buffer | undefined; // its first bytes, for onLongLine
  let utf8Reported = false;

  const startSkip = (): void => {
    skipping = true;
    lineNo++;
    result.longLines.push(lineNo);
    // buf[0..carry) starts with the line (a line's head is always moved to the front of the buffer).
    if (opts.onLongLine) skipHead = Buffer.from(buf.subarray(0, Math.min(carry, LONG_LINE_HEAD)));
  };
  const endSkip = (terminated: boolean): void => {
    skipping = false;
    if (opts.onLongLine) opts.onLongLine(lineNo, skipHead ?? Buffer.alloc(0), terminated);
    skipHead = undefined;
  };
  const longLine = (s: number, nl: number, terminated: boolean): void => {
    lineNo++;
    result.longLines.push(lineNo);
    opts.onLongLine?.(lineNo, Buffer.from(buf.subarray(s, Math.min(nl, s + LONG_LINE_HEAD))), terminated);
  };

  const emitText = async (text: string): Promise<void> => {
    // Universal newlines: '\r\n' and a lone '\r' end lines too.
    let start = 0;
    let idx = text.indexOf('\n');
    while (true) {
      const endIdx = idx < 0 ? text.length : idx;
      let line = text.slice(start, endIdx);
      if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
      if (line.indexOf('\r') >= 0) {
        const parts = line.split('\r');
        for (const part of parts) {
          lineNo++;
          const r = onLine(part, lineNo);
          if (r) await r;
          if (opts.shouldStop?.()) return;
        }
      } else if (line.length * 3 > maxLine && Buffer.byteLength(line) > maxLine) {
        lineNo++;
        result.longLines.push(lineNo);
      } else {
        lineNo++;
        const r = onLine(line, lineNo);
        if (r) await r;
        if (opts.shouldStop?.()) return;
      }
      if (idx < 0) break;
      start = idx + 1;
      if (start >= text.length) break;
      idx = text.indexOf('\n', start);
    }
  };

  /** buf[from..to) holds whole lines each ending with '\n' (or the final unterminated line). */
  const deliver = async (from: number, to: number, lossy: boolean): Promise<void> => {
    if (to <= from) return;
    if (python && !lossy && !utf8Reported && !isUtf8(buf.subarray(from, to))) {
      const err = findUtf8Error(buf, from, to, true)!;
      const absPos = base + err.pos;
      const cutoffAbs = Math.floor(absPos / PY_CHUNK) * PY_CHUNK;
      const cutoff = Math.max(from, cutoffAbs - base);
      // Lines that end (newline included) at or before the cutoff were decoded by Python before the error.
      const lastNl = cutoff > from ? buf.lastIndexOf(10, cutoff - 1) : -1;
      const safeEnd = lastNl >= from ? lastNl + 1 : from;
      if (safeEnd > from) await (lf ? deliverLf(from, safeEnd, false) : emitText(buf.toString('utf8', from, safeEnd)));
      if (opts.shouldStop?.()) return;
      const pend = pendingAt(buf, cutoff, from);
      let lineOfErr = lineNo + 1;
      for (let k = safeEnd; k < err.pos; k++) if (buf[k] === 10) lineOfErr++;
      utf8Reported = true;
      const e: Utf8Error = {
        offset: absPos,
        message: pyMessage(buf, err.pos, err.end, err.reason, absPos - cutoffAbs + pend),
        line: lineOfErr
      };
      result.utf8Error = e;
      opts.onUtf8Error?.(e);
      if (opts.shouldStop?.()) return;
      await deliverLines(safeEnd, to, true);
      return;
    }
    await deliverLines(from, to, lossy);
  };

  const deliverLines = (from: number, to: number, lossy: boolean): Promise<void> => {
    if (lf) return deliverLf(from, to, lossy);
    if (opts.onLineBytes && !lossy) return deliverBytes(from, to, opts.onLineBytes);
    return emitText(buf.toString('utf8', from, to));
  };

  /** Valid UTF-8 whole lines in buf[from..to): no string decode unless the fast path declines a line. */
  const deliverBytes = async (
    from: number,
    to: number,
    fast: (b: Buffer, s: number, e: number, l: number, flags: number) => boolean
  ): Promise<void> => {
    const view = buf.subarray(0, to);
    let nextCR = view.indexOf(13, from);
    let s = from;
    while (s < to) {
      let nl = view.indexOf(10, s);
      if (nl < 0) nl = to;
      if (nextCR >= 0 && nextCR < s) nextCR = view.indexOf(13, s);
      if (nextCR >= 0 && nextCR < nl) {
        // CR inside: universal-newline splitting on the decoded text, exactly as the string path does.
        await emitText(buf.toString('utf8', s, nl < to ? nl + 1 : to));
      } else if (nl - s > maxLine) {
        lineNo++;
        result.longLines.push(lineNo);
      } else {
        lineNo++;
        if (!fast(buf, s, nl, lineNo, 0)) {
          const r = onLine(buf.toString('utf8', s, nl), lineNo);
          if (r) await r;
        }
      }
      if (opts.shouldStop?.()) return;
      s = nl + 1;
    }
  };

  /** 'lf' mode: only '\n' ends a line; a CR before it is removed and flagged. */
  const deliverLf = async (from: number, to: number, lossy: boolean): Promise<void> => {
    const view = buf.subarray(0, to);
    const fast = opts.onLineBytes;
    let s = from;
    while (s < to) {
      let nl = view.indexOf(10, s);
      const terminated = nl >= 0;
      if (!terminated) nl = to;
      if (nl - s > maxLine) longLine(s, nl, terminated);
      else {
        lineNo++;
        let e = nl;
        let flags = 0;
        if (!terminated) flags |= LINE_UNTERMINATED;
        else if (e > s && buf[e - 1] === 13) {
          e--;
          flags |= LINE_CRLF;
        }
        if (lossy) {
          const r = onLine(buf.toString('utf8', s, e), lineNo);
          if (r) await r;
        } else {
          if (!python && !isUtf8(view.subarray(s, e))) flags |= LINE_NOT_UTF8;
          if (!fast?.(buf, s, e, lineNo, flags) && !(flags & LINE_NOT_UTF8)) {
            const r = onLine(buf.toString('utf8', s, e), lineNo);
            if (r) await r;
          }
        }
      }
      if (opts.shouldStop?.()) return;
      s = nl + 1;
    }
  };

  try {
    while (true) {
      if (opts.shouldStop?.()) break;
      if (carry === buf.length) {
        // One line fills the whole buffer: grow (doubling, up to the bound and one chunk), then skip it. The buffer
        // always grows to hold at least a line of maxLine bytes and its CR LF: until #36 it could stop doubling below
        // that and skip a line shorter than the bound (8-10 MiB lines under max-line-bytes 10 MiB).
        if (!skipping && (buf.length * 2 <= maxLine + chunkSize || buf.length < maxLine + 2)) {
          const nb = Buffer.allocUnsafe(buf.length * 2 <= maxLine + chunkSize ? buf.length * 2 : maxLine + 2);
          buf.copy(nb, 0, 0, carry);
          buf = nb;
        } else {
          if (!skipping) startSkip();
          base += carry;
          carry = 0;
        }
      }
      const { bytesRead } = await fh.read(buf, carry, buf.length - carry, null);
      const end = carry + bytesRead;
      result.bytes += bytesRead;
      if (bytesRead === 0) {
        if (skipping) endSkip(false);
        else if (carry > 0) await deliver(0, carry, utf8Reported);
        break;
      }
      let startAt = 0;
      if (skipping) {
        const nl = buf.indexOf(10, carry);
        if (nl < 0 || nl >= end) {
          base += end;
          carry = 0;
          continue;
        }
        endSkip(true);
        startAt = nl + 1;
      }
      const lastNl = buf.lastIndexOf(10, end - 1);
      if (lastNl < startAt) {
        // no complete line yet
        if (startAt > 0) {
          buf.copy(buf, 0, startAt, end);
          base += startAt;
          carry = end - startAt;
        } else carry = end;
        if (carry > maxLine && !skipping) {
          startSkip();
          base += carry;
          carry = 0;
        }
        continue;
      }
      await deliver(startAt, lastNl + 1, utf8Reported);
      const rest = end - (lastNl + 1);
      if (rest > 0) buf.copy(buf, 0, lastNl + 1, end);
      base += lastNl + 1;
      carry = rest;
    }
  } finally {
    await fh.close();
  }
  result.lines = lineNo;
  return result;
}
