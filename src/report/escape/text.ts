/**
 * The shared rule for characters that must never reach a reader raw: C0 controls (ESC, CR, NUL, …), DEL, C1
 * controls, bidirectional overrides and isolates (Trojan Source), invisible separators (U+2028/9, ZWSP, BOM,
 * word joiner, interlinear annotations), the noncharacters U+FFFE/U+FFFF and lone surrogates. They are shown
 * escaped, visibly: `\n`, `\r`, `\t`, `\xNN` for other C0 controls, `\uXXXX` for everything else (a form that is
 * also a valid escape inside a JSON string, so a JSON document stays valid when this rule is applied to it).
 *
 * Channels: `src/report/escape/workflow.ts` (action log), `markdown.ts` (job summary, comment, check run),
 * `xml.ts` (JUnit) and this file (CLI text: `escapeText` for data, `guardTerminal` at the writer).
 */

const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** How one control character is shown. */
function showControl(ch: string): string {
  const short = SHORT[ch];
  if (short) return short;
  const c = ch.charCodeAt(0);
  return c < 0x20 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
}

export interface ControlOptions {
  /** Keep `\n` as a real line break (and turn `\r\n` into `\n`); default false: shown as `\n`. */
  newline?: boolean;
  /** Keep `\t` raw; default false. */
  tab?: boolean;
}

/** Every control character of `s` shown escaped (see the file comment); newline and tab kept only when asked. */
export function escapeControls(s: string, o: ControlOptions = {}): string {
  const text = o.newline ? s.replace(/\r\n/g, '\n') : s;
  return text.replace(CONTROL, (ch) => ((o.newline && ch === '\n') || (o.tab && ch === '\t') ? ch : showControl(ch)));
}

/** CLI text, data side: one value on one line, every control character shown escaped. */
export function escapeText(v: unknown): string {
  return escapeControls(String(v));
}

/** The escape sequences benchgate itself writes to a terminal: colours it uses (SGR 0, 1, 2, 31, 32, 33, 36). */
// eslint-disable-next-line no-control-regex
const OWN_SGR = /^\x1b\[(?:0|1|2|31|32|33|36)?m/;
/** The status-line prefix (erase line, carriage return) that `benchgate check` writes at the start of a write. */
const STATUS = '\x1b[2K\r';

/**
 * CLI text, writer side (every byte the CLI sends to stdout or stderr passes here): newlines and tabs stay; the
 * colour sequences benchgate uses stay; a status-line prefix stays at the very start of a write; every other
 * control character (an ESC starting any other sequence, CR, BEL, C1, bidi overrides, …) is shown escaped.
 * Data is escaped before this (`escapeText`), so this is the second line of defence for commands that print
 * a value raw, and the only one for newline-free values.
 */
export function guardTerminal(chunk: string): string {
  let out = '';
  let i = 0;
  if (chunk.startsWith(STATUS)) {
    out = STATUS;
    i = STATUS.length;
  }
  let plainFrom = i;
  for (let esc = chunk.indexOf('\x1b', i); esc >= 0; esc = chunk.indexOf('\x1b', esc + 1)) {
    const m = OWN_SGR.exec(chunk.slice(esc, esc + 8));
    if (!m) continue;
    out += escapeControls(chunk.slice(plainFrom, esc), { newline: true, tab: true }) + m[0];
    esc += m[0].length - 1;
    plainFrom = esc + 1;
  }
  return out + escapeControls(chunk.slice(plainFrom), { newline: true, tab: true });
}
