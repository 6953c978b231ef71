/**
 * The linear-time engine for JSON Schema patterns (src/formats/linear-regexp.ts; issue 17, item 5;
 * docs/security/limits.md): ECMAScript's meaning on RE2, refusals for what RE2 cannot run in linear time.
 */
import { describe, expect, it } from '@jest/globals';
import {
  findPatternPath,
  linearRegExp,
  toRe2Syntax,
  UnsupportedPatternError
} from '../../src/formats/linear-regexp.js';

const EVIL_KEY = 'a'.repeat(41) + '!';

describe('linearRegExp', () => {
  it('runs the exponential pattern ^(a+)+$ in linear time', () => {
    const rx = linearRegExp('^(a+)+$');
    expect(rx.test(EVIL_KEY)).toBe(false);
    expect(rx.test('a'.repeat(100_000) + '!')).toBe(false);
    expect(rx.test('a'.repeat(42))).toBe(true);
  });

  it('gives the same answers as ECMAScript on patterns where RE2 and ECMAScript differ or need rewriting', () => {
    const table: [string, string[]][] = [
      ['^.$', ['a', '\n', '\r', '\u2028', '\u2029', '😀', '']],
      ['^\\s+$', [' ', '\u00a0', '\u2003', '\ufeff', '\t\n', 'x', '\u200b']],
      ['^\\S+$', ['ab', 'a b', '\u00a0', '😀']],
      ['^[\\s\\d]+$', ['1 2\u00a03', '1x']],
      ['^[^\\S]$', [' ', 'x', '\u3000']],
      ['^\\u00e9$', ['é', 'e']],
      ['^\\u{1F600}$', ['😀', 'x']],
      ['^\\ud83d\\ude00$', ['😀', 'x']],
      ['^[^]$', ['a', '\n']],
      ['^\\cJ$', ['\n', 'J']],
      ['^(?<year>\\d{4})-\\d{2}$', ['2024-01', '24-01']],
      ['^\\p{Lu}\\p{Ll}+$', ['Élan', 'élan']],
      ['^\\p{Script=Greek}+$', ['αβγ', 'abc']],
      ['^a$', ['a', 'a\n', '\na']],
      ['b', ['abc', 'ac']],
      ['^[a-z0-9][a-z0-9-]{0,63}$', ['max-cut', '-x', 'A']],
      ['^\\w+\\b', ['hello world', ' x']],
      ['^(?:ab|cd)*$', ['abcdab', 'abc']],
      ['^[\\]\\-]+$', [']-', 'a']]
    ];
    for (const [p, inputs] of table) {
      const ours = linearRegExp(p);
      const native = new RegExp(p, 'u');
      for (const s of inputs) expect([p, s, ours.test(s)]).toEqual([p, s, native.test(s)]);
    }
  });

  it('refuses backreferences and lookaround with UnsupportedPatternError (the silent rewrite of \\k<n> is caught)', () => {
    for (const [p, why] of [
      ['(a)\\1', 'backreference'],
      ['(?<n>a)\\k<n>', 'backreference'],
      ['^(?!-)[a-z]+$', 'lookahead'],
      ['^a(?=b)', 'lookahead'],
      ['(?<=a)b', 'lookbehind'],
      ['(?<!a)b', 'lookbehind']
    ]) {
      expect(() => linearRegExp(p)).toThrow(UnsupportedPatternError);
      expect(() => toRe2Syntax(p)).toThrow(why);
    }
    // invalid ECMAScript stays a plain syntax error
    expect(() => linearRegExp('(')).toThrow(SyntaxError);
    expect(() => linearRegExp('(?P<n>a)')).toThrow(SyntaxError);
  });

  it('findPatternPath locates patterns and patternProperties keys', () => {
    const schema = { properties: { a: { pattern: 'x(?=y)' } }, anyOf: [{}, { patternProperties: { '(a)\\1': {} } }] };
    expect(findPatternPath(schema, 'x(?=y)')).toEqual(['properties', 'a', 'pattern']);
    expect(findPatternPath(schema, '(a)\\1')).toEqual(['anyOf', 1, 'patternProperties', '(a)\\1']);
    expect(findPatternPath(schema, 'nope')).toBeUndefined();
  });
});
