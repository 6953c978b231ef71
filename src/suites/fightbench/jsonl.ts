/**
 * An export's JSONL rows: the shared streaming reader (`formats/jsonl.ts`: only LF ends a line, each line checked
 * for UTF-8 on its own, bounded by `maxLineBytes`, a longer line skipped without being held in memory) and
 * FightBench's line rules on top: line endings counted (FB023), BOM (FB022), blank lines between rows (FB025),
 * invalid UTF-8 (FB024), over-long lines (FB020), JSON structure bounds (BG020), JSON objects (FB021). Never
 * throws for bad content.
 */
import { LINE_CRLF, LINE_NOT_UTF8, LINE_UNTERMINATED, readJsonlLines } from '../../formats/jsonl.js';
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
  let blankAt: number | undefined; // a blank line is only reported when a row follows it
  const tooLong = `the line is longer than max-line-bytes (${formatBytes(maxLineBytes)}); skipped`;

  // The line rules that need no decoding; false sends the line to `exactLine`.
  const lineBytes = (buf: Buffer, start: number, e: number, lineNo: number, flags: number): boolean => {
    if (flags & LINE_CRLF) {
      stats.crlfLines++;
      stats.firstCrlfLine ??= lineNo;
    } else if (!(flags & LINE_UNTERMINATED)) stats.lfLines++;
    let s = start;
    if (lineNo === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf) {
      stats.bom = true;
      s += 3;
      h.onIssue(FB.FB022, 'the file starts with a UTF-8 byte-order mark (BOM)', 1);
    }
    if (e === s) {
      blankAt ??= lineNo;
      return true;
    }
    if (blankAt !== undefined) {
      h.onIssue(FB.FB025, `blank line ${blankAt} between rows`, blankAt);
      blankAt = undefined;
    }
    if (flags & LINE_NOT_UTF8) {
      h.onIssue(FB.FB024, 'the line is not valid UTF-8', lineNo);
      return true;
    }
    if (h.fastLine?.(buf, s, e, stats.rows, lineNo)) {
      stats.rows++;
      return true;
    }
    return false;
  };

  // Not async: a line handled without a promise (findings) costs no promise and no microtask.
  const exactLine = (line: string, lineNo: number): void | Promise<void> => {
    const text = lineNo === 1 && stats.bom ? line.slice(1) : line;
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

  const read = await readJsonlLines(abs, exactLine, {
    newlines: 'lf',
    decodeErrors: 'line',
    maxLineBytes,
    chunkSize: chunkBytes,
    onLineBytes: lineBytes,
    onLongLine: (lineNo, head, terminated) => {
      if (terminated) stats.lfLines++;
      h.onIssue(FB.FB020, tooLong, lineNo, sniffMatchId(head.toString('utf8')));
    }
  });
  stats.lines = read.lines;
  return stats;
}
