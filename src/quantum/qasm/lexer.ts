/**
 * OpenQASM 2/3 lexer. A malformed token does not throw at once: it becomes a 'bad' token that the
 * parser reports when it reaches it, so a construct refused by name earlier in the program (for
 * example `defcal`, whose pulse grammar is not OpenQASM) is reported by name rather than by a
 * character inside it.
 */

export class QasmError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(message);
    this.name = 'QasmError';
    this.line = line;
    this.column = column;
  }
}

/** id, number, string, operator, physical qubit ($n), duration literal, malformed token, end. */
type TokType = 'id' | 'num' | 'str' | 'op' | 'hw' | 'dur' | 'bad' | 'eof';
export interface Tok {
  t: TokType;
  /** id/op text; num: the literal without underscores (0x/0o/0b kept); hw: the digits; dur: the number; bad: the message. */
  v: string;
  line: number;
  col: number;
  /** dur: the unit (dt, ns, us, µs, ms, s). */
  unit?: string;
}

const OPS3 = ['**=', '<<=', '>>='];
const OPS2 = [
  '->',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '**',
  '<<',
  '>>',
  '++',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '^=',
  '&=',
  '|=',
  '~='
];
const OPS1 = ';,()[]{}+-*/%^@=<>!~&|:.#';
const UNITS = new Set(['dt', 'ns', 'us', 'µs', 'ms', 's']);

function isIdStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
}
function isIdPart(c: number): boolean {
  return isIdStart(c) || (c >= 48 && c <= 57);
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Decimal/float literal at i: digits with single underscores between digits, optional fraction and exponent. */
const DEC = /^(?:[0-9](?:_?[0-9])*(?:\.(?:[0-9](?:_?[0-9])*)?)?|\.[0-9](?:_?[0-9])*)(?:[eE][+-]?[0-9]+)?/;
const BASED = /^0(?:[xX][0-9a-fA-F](?:_?[0-9a-fA-F])*|[oO][0-7](?:_?[0-7])*|[bB][01](?:_?[01])*)/;

export function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const n = src.length;
  const bad = (msg: string, col: number): Tok[] => {
    toks.push({ t: 'bad', v: msg, line, col });
    toks.push({ t: 'eof', v: '', line, col });
    return toks;
  };
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 10) {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 12 || c === 11) {
      i++;
      continue;
    }
    const col = i - lineStart + 1;
    if (c === 47 && src.charCodeAt(i + 1) === 47) {
      while (i < n && src.charCodeAt(i) !== 10) i++;
      continue;
    }
    if (c === 47 && src.charCodeAt(i + 1) === 42) {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) return bad('unterminated comment', col);
      for (let k = i; k < end; k++)
        if (src.charCodeAt(k) === 10) {
          line++;
          lineStart = k + 1;
        }
      i = end + 2;
      continue;
    }
    if (isIdStart(c)) {
      let j = i + 1;
      while (j < n && isIdPart(src.charCodeAt(j))) j++;
      toks.push({ t: 'id', v: src.slice(i, j), line, col });
      i = j;
      continue;
    }
    if (isDigit(c) || (c === 46 && isDigit(src.charCodeAt(i + 1)))) {
      const head = src.slice(i, i + 400);
      const m = BASED.exec(head) ?? DEC.exec(head);
      if (!m) return bad(`invalid numeric literal`, col);
      let text = m[0];
      const j = i + text.length;
      // A literal glued to an identifier is a duration (100ns) or an error (3x, 12af, 0b123).
      if (j < n && (isIdPart(src.charCodeAt(j)) || src.charCodeAt(j) === 46)) {
        let k = j;
        while (k < n && isIdPart(src.charCodeAt(k))) k++;
        const unit = src.slice(j, k);
        if (UNITS.has(unit) && !/^0[xXoObB]/.test(text) && (k >= n || src.charCodeAt(k) !== 46)) {
          toks.push({ t: 'dur', v: text.replace(/_/g, ''), unit, line, col });
          i = k;
          continue;
        }
        while (k < n && (isIdPart(src.charCodeAt(k)) || src.charCodeAt(k) === 46)) k++;
        text = src.slice(i, k);
        return bad(`invalid numeric literal '${text}'`, col);
      }
      toks.push({ t: 'num', v: text.replace(/_/g, ''), line, col });
      i = j;
      continue;
    }
    if (c === 34 || c === 39) {
      const q = src[i];
      const end = src.indexOf(q, i + 1);
      const nl = src.indexOf('\n', i + 1);
      if (end < 0 || (nl >= 0 && nl < end)) return bad('unterminated string', col);
      toks.push({ t: 'str', v: src.slice(i + 1, end), line, col });
      i = end + 1;
      continue;
    }
    if (c === 36) {
      let j = i + 1;
      while (j < n && isDigit(src.charCodeAt(j))) j++;
      if (j === i + 1) {
        return bad(
          `unexpected character '$'${isIdStart(src.charCodeAt(j)) ? ' (physical qubits are $ followed by digits)' : ''}`,
          col
        );
      }
      toks.push({ t: 'hw', v: src.slice(i + 1, j), line, col });
      i = j;
      continue;
    }
    const three = src.slice(i, i + 3);
    const two = src.slice(i, i + 2);
    if (OPS3.includes(three)) {
      toks.push({ t: 'op', v: three, line, col });
      i += 3;
      continue;
    }
    if (OPS2.includes(two)) {
      toks.push({ t: 'op', v: two, line, col });
      i += 2;
      continue;
    }
    if (OPS1.includes(src[i])) {
      toks.push({ t: 'op', v: src[i], line, col });
      i++;
      continue;
    }
    return bad(`unexpected character '${src[i]}'`, col);
  }
  toks.push({ t: 'eof', v: '', line, col: i - lineStart + 1 });
  return toks;
}

export function describe(t: Tok): string {
  if (t.t === 'eof') return 'end of input';
  if (t.t === 'str') return `string "${t.v}"`;
  if (t.t === 'hw') return `'$${t.v}'`;
  if (t.t === 'dur') return `'${t.v}${t.unit ?? ''}'`;
  if (t.t === 'bad') return 'an invalid token';
  return `'${t.v}'`;
}
