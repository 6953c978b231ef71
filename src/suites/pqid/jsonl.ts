/**
 * Streaming JSONL line reader with the reference's (Python text-mode) semantics: UTF-8, universal
 * newlines, and a UTF-8 error reported where Python's 8192-byte incremental decoder would report it.
 * Never holds the file in memory: it reads fixed chunks and hands each line to a callback.
 */
import { open } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { findUtf8Error, pendingAt, pyMessage, PY_CHUNK, type Utf8Error } from '../../python/utf8.js';

export type { Utf8Error } from '../../python/utf8.js';

export interface ReadResult {
  lines: number;
  bytes: number;
  utf8Error?: Utf8Error;
  /** Lines longer than maxLineBytes that were skipped (line numbers). */
  longLines: number[];
}

/**
 * Reads `abs` line by line. `onLine(text, lineNo)` gets each physical line without its terminator.
 * When the file is not valid UTF-8, lines ending before the 8192-byte chunk that holds the bad byte are
 * delivered first (as Python would have processed them), then `onUtf8Error` is called, then the rest is
 * delivered decoded with replacement characters so later problems can still be found.
 */
export async function readJsonlLines(
  abs: string,
  onLine: (text: string, line: number) => void,
  opts: {
    chunkSize?: number;
    maxLineBytes?: number;
    onUtf8Error?: (e: Utf8Error) => void;
    shouldStop?: () => boolean;
    /**
     * Byte-level fast path: called with a physical line's bytes buf[start..end) (valid UTF-8, no CR, no
     * terminator, within maxLineBytes) before any decoding. Return true when the line is fully handled;
     * false hands it, decoded, to `onLine`.
     */
    onLineBytes?: (buf: Buffer, start: number, end: number, line: number) => boolean;
  } = {}
): Promise<ReadResult> {
  const chunkSize = opts.chunkSize ?? 4 * 1024 * 1024;
  const maxLine = opts.maxLineBytes ?? 64 * 1024 * 1024;
  const fh = await open(abs, 'r');
  const result: ReadResult = { lines: 0, bytes: 0, longLines: [] };
  let buf = Buffer.allocUnsafe(chunkSize);
  let carry = 0; // bytes at buf[0..carry) left from the previous chunk
  let base = 0; // absolute offset of buf[0]
  let lineNo = 0;
  let skipping = false; // inside an over-long line
  let utf8Reported = false;
  let pendingCR = false;

  const emitText = (text: string): void => {
    // Universal newlines: '\r\n' and a lone '\r' end lines too.
    let start = 0;
    let idx = text.indexOf('\n');
    while (true) {
      const endIdx = idx < 0 ? text.length : idx;
      let line = text.slice(start, endIdx);
      if (pendingCR) {
        pendingCR = false;
      }
      if (line.length > 0 && line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
      if (line.indexOf('\r') >= 0) {
        const parts = line.split('\r');
        for (const part of parts) {
          lineNo++;
          onLine(part, lineNo);
          if (opts.shouldStop?.()) return;
        }
      } else if (line.length * 3 > maxLine && Buffer.byteLength(line) > maxLine) {
        lineNo++;
        result.longLines.push(lineNo);
      } else {
        lineNo++;
        onLine(line, lineNo);
        if (opts.shouldStop?.()) return;
      }
      if (idx < 0) break;
      start = idx + 1;
      if (start >= text.length) break;
      idx = text.indexOf('\n', start);
    }
  };

  const deliver = (from: number, to: number, lossy: boolean): void => {
    // buf[from..to) holds whole lines each ending with '\n' (or the final unterminated line).
    if (to <= from) return;
    if (!lossy && !utf8Reported && !isUtf8(buf.subarray(from, to))) {
      const err = findUtf8Error(buf, from, to, true)!;
      const absPos = base + err.pos;
      const cutoffAbs = Math.floor(absPos / PY_CHUNK) * PY_CHUNK;
      const cutoff = Math.max(from, cutoffAbs - base);
      // Lines that end (newline included) at or before the cutoff were decoded by Python before the error.
      const lastNl = cutoff > from ? buf.lastIndexOf(10, cutoff - 1) : -1;
      const safeEnd = lastNl >= from ? lastNl + 1 : from;
      if (safeEnd > from) emitText(buf.toString('utf8', from, safeEnd));
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
      emitText(buf.toString('utf8', safeEnd, to));
      return;
    }
    if (opts.onLineBytes && !lossy) deliverBytes(from, to, opts.onLineBytes);
    else emitText(buf.toString('utf8', from, to));
  };

  /** Valid UTF-8 whole lines in buf[from..to): no string decode unless the fast path declines a line. */
  const deliverBytes = (
    from: number,
    to: number,
    fast: (b: Buffer, s: number, e: number, l: number) => boolean
  ): void => {
    const view = buf.subarray(0, to);
    let nextCR = view.indexOf(13, from);
    let s = from;
    while (s < to) {
      let nl = view.indexOf(10, s);
      if (nl < 0) nl = to;
      if (nextCR >= 0 && nextCR < s) nextCR = view.indexOf(13, s);
      if (nextCR >= 0 && nextCR < nl) {
        // CR inside: universal-newline splitting on the decoded text, exactly as the string path does.
        emitText(buf.toString('utf8', s, nl < to ? nl + 1 : to));
      } else if (nl - s > maxLine) {
        lineNo++;
        result.longLines.push(lineNo);
      } else {
        lineNo++;
        if (!fast(buf, s, nl, lineNo)) onLine(buf.toString('utf8', s, nl), lineNo);
      }
      if (opts.shouldStop?.()) return;
      s = nl + 1;
    }
  };

  try {
    while (true) {
      if (opts.shouldStop?.()) break;
      if (carry === buf.length) {
        // One line fills the whole buffer: grow up to the limit, then skip it.
        if (buf.length * 2 <= maxLine + chunkSize && !skipping) {
          const nb = Buffer.allocUnsafe(buf.length * 2);
          buf.copy(nb, 0, 0, carry);
          buf = nb;
        } else {
          if (!skipping) {
            skipping = true;
            lineNo++;
            result.longLines.push(lineNo);
          }
          base += carry;
          carry = 0;
        }
      }
      const { bytesRead } = await fh.read(buf, carry, buf.length - carry, null);
      const end = carry + bytesRead;
      result.bytes += bytesRead;
      if (bytesRead === 0) {
        if (carry > 0 && !skipping) deliver(0, carry, utf8Reported);
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
        skipping = false;
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
          skipping = true;
          lineNo++;
          result.longLines.push(lineNo);
          base += carry;
          carry = 0;
        }
        continue;
      }
      deliver(startAt, lastNl + 1, utf8Reported);
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
