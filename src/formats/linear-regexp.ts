/**
 * Linear-time regular expressions for untrusted JSON Schemas (`pattern`, `patternProperties`), family-neutral.
 *
 * A JSON Schema pattern is an ECMA-262 regular expression; V8 runs it by backtracking, so `^(a+)+$` against 42 `a`s
 * and a `!` takes longer than any time limit. benchgate runs such patterns on RE2 (the `re2js` port: pure
 * JavaScript, time linear in the input) with ECMAScript's meaning kept where the two differ:
 * - `.` matches anything but `\n`, `\r`, U+2028 and U+2029 (RE2's `.` only excludes `\n`);
 * - `\s` / `\S` are ECMAScript's white space set (RE2's `\s` is ASCII only);
 * - `\uXXXX`, `\u{…}`, surrogate pairs, `\cX`, `[^]`, `(?<name>…)` and `\p{Script=…}` are rewritten to RE2 syntax.
 * What RE2 cannot do in linear time (backreferences `\1` `\k<name>`, lookahead and lookbehind) is refused with an
 * UnsupportedPatternError, which the caller reports as a finding (Qsolve: QS040) at the pattern's line: never a silent pass.
 */
import { RE2JS } from 're2js';

/** A pattern the linear-time engine cannot run (backreference, lookaround, or something RE2 does not support). */
export class UnsupportedPatternError extends Error {
  constructor(
    readonly pattern: string,
    readonly why: string
  ) {
    super(
      `the pattern ${JSON.stringify(pattern.length > 200 ? pattern.slice(0, 200) + '…' : pattern)} cannot run in linear time: ${why}`
    );
    this.name = 'UnsupportedPatternError';
  }
}

/** ECMAScript's `\s` (WhiteSpace and LineTerminator) as the body of an RE2 class. */
const WS =
  '\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Its complement over all code points, as the body of a class (usable inside another class, unlike `[^…]`). */
const NOT_WS =
  '\\x00-\\x08\\x0E-\\x1F\\x21-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
/** ECMAScript's `.` (without the s flag). */
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';

const hex4 = /^[0-9A-Fa-f]{4}$/;

/**
 * Rewrites an ECMAScript (u-mode) pattern into RE2 syntax with the same meaning, or throws UnsupportedPatternError.
 * The pattern must already be a valid ECMAScript pattern (checked by the caller with `new RegExp(p, 'u')`).
 */
export function toRe2Syntax(pattern: string): string {
  let out = '';
  let inClass = false;
  const n = pattern.length;
  for (let i = 0; i < n;) {
    const c = pattern[i];
    if (c === '\\') {
      const d = pattern[i + 1] ?? '';
      if (d === 's' || d === 'S') {
        out += inClass ? (d === 's' ? WS : NOT_WS) : `[${d === 's' ? WS : NOT_WS}]`;
        i += 2;
        continue;
      }
      if (!inClass && /[1-9]/.test(d)) throw new UnsupportedPatternError(pattern, `\\${d} is a backreference`);
      if (!inClass && d === 'k') throw new UnsupportedPatternError(pattern, '\\k<…> is a backreference');
      if (d === 'u') {
        // A surrogate pair written as two escapes is one code point in u-mode.
        const hi = pattern.slice(i + 2, i + 6);
        const lo = pattern.slice(i + 8, i + 12);
        if (hex4.test(hi) && pattern.slice(i + 6, i + 8) === '\\u' && hex4.test(lo)) {
          const h = parseInt(hi, 16);
          const l = parseInt(lo, 16);
          if (h >= 0xd800 && h <= 0xdbff && l >= 0xdc00 && l <= 0xdfff) {
            out += `\\x{${(((h - 0xd800) << 10) + (l - 0xdc00) + 0x10000).toString(16)}}`;
            i += 12;
            continue;
          }
        }
      }
      if (d === 'p' || d === 'P') {
        const m = /^\{(?:(?:Script|sc|General_Category|gc)=)?([A-Za-z_]+)\}/.exec(pattern.slice(i + 2));
        if (m) {
          out += `\\${d}{${m[1]}}`;
          i += 2 + m[0].length;
          continue;
        }
      }
      out += c + d;
      i += 2;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      i++;
      continue;
    }
    if (c === '[') {
      inClass = true;
      out += c;
      i++;
      if (pattern[i] === '^') {
        out += '^';
        i++;
      }
      continue;
    }
    if (c === '(' && pattern[i + 1] === '?') {
      const head = pattern.slice(i, i + 4);
      if (head.startsWith('(?=') || head.startsWith('(?!'))
        throw new UnsupportedPatternError(pattern, `${head.slice(0, 3)}…) is a lookahead`);
      if (head === '(?<=' || head === '(?<!') throw new UnsupportedPatternError(pattern, `${head}…) is a lookbehind`);
    }
    if (c === '.') {
      out += DOT;
      i++;
      continue;
    }
    out += c;
    i++;
  }
  return RE2JS.translateRegExp(out);
}

export interface LinearRegExp {
  test(s: string): boolean;
  toString(): string;
}

/** Compiles an ECMAScript pattern to a linear-time matcher (`test` finds a match anywhere, as RegExp.prototype.test). */
export function linearRegExp(pattern: string): LinearRegExp {
  // Syntax first, with ECMAScript's own parser (compiling is linear; nothing is matched).
  new RegExp(pattern, 'u');
  const re2 = toRe2Syntax(pattern);
  let rx: RE2JS;
  try {
    rx = RE2JS.compile(re2);
  } catch (e) {
    throw new UnsupportedPatternError(pattern, `RE2 does not support it (${(e as Error).message})`);
  }
  const text = `/${pattern}/u (RE2)`;
  return { test: (s: string) => rx.test(s), toString: () => text };
}

/** ajv's `code.regExp` engine: (pattern, flags) → matcher. */
export const linearRegExpEngine = Object.assign((pattern: string) => linearRegExp(pattern), { code: 'linearRegExp' });

/**
 * Where a pattern sits in a schema: the path of the first `pattern` value or `patternProperties` key equal to
 * `pattern` (for the finding's line), or undefined.
 */
export function findPatternPath(schema: unknown, pattern: string): (string | number)[] | undefined {
  const stack: { v: unknown; path: (string | number)[] }[] = [{ v: schema, path: [] }];
  let seen = 0;
  while (stack.length && seen++ < 100_000) {
    const { v, path } = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: [...path, i] });
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    const o = v as Record<string, unknown>;
    if (o.pattern === pattern) return [...path, 'pattern'];
    const pp = o.patternProperties;
    if (pp && typeof pp === 'object' && !Array.isArray(pp) && Object.prototype.hasOwnProperty.call(pp, pattern))
      return [...path, 'patternProperties', pattern];
    const keys = Object.keys(o);
    for (let k = keys.length - 1; k >= 0; k--) stack.push({ v: o[keys[k]], path: [...path, keys[k]] });
  }
  return undefined;
}
