/**
 * CPython's UTF-8 decoding errors as a text-mode reader (8192-byte chunks) reports them: where, with which message,
 * and which lines were read before. Used by the PQID JSONL reader and by the ARTIFACT_MANIFEST.tsv verifier, which
 * both follow Python references. Pure.
 */
import { isUtf8 } from 'node:buffer';

export interface Utf8Error {
  /** Absolute byte offset of the first bad byte. */
  offset: number;
  /** Python's message, e.g. "'utf-8' codec can't decode byte 0xff in position 12: invalid start byte". */
  message: string;
  /** Physical line (1-based) holding the bad byte. */
  line: number;
}

/** CPython's text reader decodes in chunks of this many bytes. */
export const PY_CHUNK = 8192;

/** Finds the first invalid UTF-8 sequence the way CPython's decoder reports it. */
export function findUtf8Error(
  buf: Uint8Array,
  start = 0,
  end = buf.length,
  final = true
): { pos: number; end: number; reason: string } | undefined {
  let i = start;
  while (i < end) {
    const b = buf[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80,
      hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return { pos: i, end: i + 1, reason: 'invalid start byte' };
    for (let k = 1; k <= need; k++) {
      if (i + k >= end) {
        if (final) return { pos: i, end: end, reason: 'unexpected end of data' };
        return undefined; // incomplete at the end of a non-final chunk
      }
      const c = buf[i + k];
      const l = k === 1 ? lo : 0x80;
      const h = k === 1 ? hi : 0xbf;
      if (c < l || c > h) return { pos: i, end: i + k, reason: 'invalid continuation byte' };
    }
    i += need + 1;
  }
  return undefined;
}

/** Length of an incomplete (so far valid) UTF-8 sequence at the end of buf[0..end). */
export function pendingAt(buf: Uint8Array, end: number, base: number): number {
  for (let k = 1; k <= 3 && end - k >= base; k++) {
    const b = buf[end - k];
    if (b < 0x80) return 0;
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
      return need >= k ? k : 0;
    }
  }
  return 0;
}

export function pyMessage(bytes: Uint8Array, pos: number, end: number, reason: string, relPos: number): string {
  if (end - pos === 1)
    return `'utf-8' codec can't decode byte 0x${bytes[pos].toString(16).padStart(2, '0')} in position ${relPos}: ${reason}`;
  return `'utf-8' codec can't decode bytes in position ${relPos}-${relPos + (end - pos) - 1}: ${reason}`;
}

export interface PythonUtf8Error extends Utf8Error {
  /** Bytes [0, cleanPrefix) are the whole lines Python decoded (and handed on) before it raised. */
  cleanPrefix: number;
}

/**
 * Where and how CPython's text reader (8192-byte chunks) fails on an in-memory file, or undefined when the
 * bytes are valid UTF-8. Lines ending at or before the start of the failing chunk were read first.
 */
export function pythonUtf8Error(buf: Buffer): PythonUtf8Error | undefined {
  if (isUtf8(buf)) return undefined;
  const err = findUtf8Error(buf, 0, buf.length, true)!;
  const cutoff = Math.floor(err.pos / PY_CHUNK) * PY_CHUNK;
  const lastNl = cutoff > 0 ? buf.lastIndexOf(10, cutoff - 1) : -1;
  const pend = pendingAt(buf, cutoff, 0);
  let line = 1;
  for (let k = 0; k < err.pos; k++) if (buf[k] === 10) line++;
  return {
    offset: err.pos,
    message: pyMessage(buf, err.pos, err.end, err.reason, err.pos - cutoff + pend),
    line,
    cleanPrefix: lastNl + 1
  };
}
