/**
 * Streaming JSONL reader: fixed-size reads through a file handle, one line at a time, bounded by
 * `maxLineBytes` (a longer line is skipped without being held in memory). Never throws for bad content.
 */
import { isUtf8 } from 'node:buffer';
import { open } from 'node:fs/promises';
import type { CodeDef } from '../../codes/types.js';
import { FB } from './codes.js';
import { describeJsonError } from '../../core/json-source.js';
import { BOUND_FIX, describeBound, positionOf, scanJsonBounds } from '../../core/bounds.js';
import { BG } from '../../codes/general.js';
import { topLevelNumberToken } from './rows.js';
import { formatBytes } from '../../core/bytes.js';

export interface JsonlHandlers {
  /** `raw.schemaVersion`: the source token of a numeric `schemaVersion` (JSON.parse reads `1.0` as 1). */
  onRow(
    row: Record<string, unknown>,
    rowIndex: number,
    line: number,
    raw?: { schemaVersion?: string }
  ): void | Promise<void>;
  onIssue(def: CodeDef, message: string, line: number, matchId?: string): void;
  /**
   * Optional fast path for a non-blank, valid UTF-8 line `buf[start, end)` (line ending and BOM removed):
   * returns true when it fully handled the line as row `rowIndex`; false sends the line down the exact path
   * (`JSON.parse` + `onRow`).
   */
  fastLine?(buf: Buffer, start: number, end: number, rowIndex: number, line: number): boolean;
}

export interface JsonlStats {
  lines: number;
  rows: number;
  crlfLines: number;
  lfLines: number;
  firstCrlfLine?: number;
  bom: boolean;
}

const MATCH_ID_RE = /"matchId"\s*:\s*"((?:[^"\\]|\\.){0,200})"/;

/** Best-effort matchId of a line that is skipped or does not parse (from its first bytes only). */
function sniffMatchId(prefix: string): string | undefined {
  const m = MATCH_ID_RE.exec(prefix);
  if (!m) return undefined;
  try {
    return JSON.parse(`"${m[1]}"`) as string;
  } catch {
    return undefined;
  }
}

export async function readJsonl(
  abs: string,
  maxLineBytes: number,
  h: JsonlHandlers,
  chunkBytes = 4 * 1024 * 1024
): Promise<JsonlStats> {
  const stats: JsonlStats = { lines: 0, rows: 0, crlfLines: 0, lfLines: 0, bom: false };
  const fh = await open(abs, 'r');
  try {
    let pending: Buffer[] = [];
    let pendingLen = 0;
    let skipping = false; // inside an over-long line
    let skipPrefix = '';
    let lineNo = 0;
    let pos = 0;
    let blankAt: number | undefined; // a blank line is only reported when a row follows it

    // Not async: a line handled without a promise (fast path, findings) costs no promise and no microtask.
    const handleLine = (line: Buffer, hadNewline: boolean): void | Promise<void> => {
      lineNo++;
      stats.lines++;
      let s = 0;
      let e = line.length;
      if (hadNewline) {
        if (e > 0 && line[e - 1] === 13) {
          e--;
          stats.crlfLines++;
          stats.firstCrlfLine ??= lineNo;
        } else stats.lfLines++;
      }
      if (lineNo === 1 && e >= 3 && line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf) {
        stats.bom = true;
        s = 3;
        h.onIssue(FB.FB022, 'the file starts with a UTF-8 byte-order mark (BOM)', 1);
      }
      if (e === s) {
        blankAt ??= lineNo;
        return;
      }
      if (blankAt !== undefined) {
        h.onIssue(FB.FB025, `blank line ${blankAt} between rows`, blankAt);
        blankAt = undefined;
      }
      const bytes = s === 0 && e === line.length ? line : line.subarray(s, e);
      if (!isUtf8(bytes)) {
        h.onIssue(FB.FB024, 'the line is not valid UTF-8', lineNo);
        return;
      }
      if (h.fastLine?.(line, s, e, stats.rows, lineNo)) {
        stats.rows++;
        return;
      }
      const text = bytes.toString('utf8');
      const over = scanJsonBounds(text);
      if (over) {
        const at = positionOf(text, over.offset);
        h.onIssue(
          BG.BG020,
          `at column ${at.column}, ${describeBound(over, 'row')}; ${BOUND_FIX}`,
          lineNo,
          sniffMatchId(text.slice(0, 4096))
        );
        return;
      }
      let row: unknown;
      try {
        row = JSON.parse(text);
      } catch {
        h.onIssue(FB.FB021, `the line holds ${describeJsonError(text)}`, lineNo, sniffMatchId(text.slice(0, 4096)));
        return;
      }
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        h.onIssue(
          FB.FB021,
          `the line is ${row === null ? 'null' : Array.isArray(row) ? 'an array' : `a ${typeof row}`}, not a JSON object`,
          lineNo
        );
        return;
      }
      const idx = stats.rows++;
      const sv = (row as Record<string, unknown>).schemaVersion;
      return h.onRow(
        row as Record<string, unknown>,
        idx,
        lineNo,
        typeof sv === 'number' ? { schemaVersion: topLevelNumberToken(text, 'schemaVersion') } : undefined
      );
    };

    // One read buffer for the whole file (a fresh multi-MB buffer per read costs more in page faults than
    // the scan itself); a line's head carried over to the next read is copied out of it.
    const buf = Buffer.allocUnsafe(chunkBytes);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, chunkBytes, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      const chunk = buf.subarray(0, bytesRead);
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl === -1) break;
        if (skipping) {
          lineNo++;
          stats.lines++;
          stats.lfLines++;
          h.onIssue(
            FB.FB020,
            `the line is longer than max-line-bytes (${formatBytes(maxLineBytes)}); skipped`,
            lineNo,
            sniffMatchId(skipPrefix)
          );
          skipping = false;
          skipPrefix = '';
        } else if (pendingLen + (nl - start) > maxLineBytes) {
          lineNo++;
          stats.lines++;
          stats.lfLines++;
          const head = pendingLen
            ? Buffer.concat(pending).subarray(0, 4096)
            : chunk.subarray(start, Math.min(nl, start + 4096));
          h.onIssue(
            FB.FB020,
            `the line is longer than max-line-bytes (${formatBytes(maxLineBytes)}); skipped`,
            lineNo,
            sniffMatchId(head.toString('utf8'))
          );
          pending = [];
          pendingLen = 0;
        } else {
          const line = pendingLen ? Buffer.concat([...pending, chunk.subarray(start, nl)]) : chunk.subarray(start, nl);
          pending = [];
          pendingLen = 0;
          const r = handleLine(line, true);
          if (r) await r;
        }
        start = nl + 1;
      }
      if (start < chunk.length) {
        const rest = chunk.subarray(start);
        if (skipping) continue;
        if (pendingLen + rest.length > maxLineBytes) {
          skipPrefix = (pendingLen ? Buffer.concat([...pending, rest]) : rest).subarray(0, 4096).toString('utf8');
          skipping = true;
          pending = [];
          pendingLen = 0;
        } else {
          pending.push(Buffer.from(rest));
          pendingLen += rest.length;
        }
      }
    }
    if (skipping) {
      lineNo++;
      stats.lines++;
      h.onIssue(
        FB.FB020,
        `the line is longer than max-line-bytes (${formatBytes(maxLineBytes)}); skipped`,
        lineNo,
        sniffMatchId(skipPrefix)
      );
    } else if (pendingLen > 0) {
      const r = handleLine(Buffer.concat(pending), false);
      if (r) await r;
    }
    return stats;
  } finally {
    await fh.close();
  }
}
