import { describe, expect, test } from '@jest/globals';
import { jsonLiteralEnd, jsonNumberEnd, type NumberShape } from '../../src/formats/json-bytes.js';

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/;
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('JSON tokens from bytes', () => {
  test('numbers: the RFC 8259 grammar, the longest match, nothing past the end', () => {
    const alphabet = '-+0123456789.eE,x';
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    // each case as [text, end] in one expect at the end (5,000 expect calls cost more than the cases)
    const got: [string, number][] = [];
    const want: [string, number][] = [];
    for (let k = 0; k < 5000; k++) {
      let s = '';
      for (let n = 1 + Math.floor(rnd() * 8); n > 0; n--) s += alphabet[Math.floor(rnd() * alphabet.length)];
      const m = NUMBER.exec(s);
      // The regex backtracks ("1." matches "1"); the grammar does not: a "." with no digit after the integer part,
      // or an "e" with no digit after the number, is no number.
      const rest = m ? s.slice(m[0].length) : '';
      const dangling = m && ((rest[0] === '.' && !m[2] && !m[3]) || (/^[eE]/.test(rest) && !m[3]));
      got.push([s, jsonNumberEnd(bytes(s), 0, s.length)]);
      want.push([s, m && !dangling ? m[0].length : -1]);
    }
    expect(got).toEqual(want);
    // The end bounds the token: "12" of "123" read to 2, and "-" alone is no number.
    expect(jsonNumberEnd(bytes('123'), 0, 2)).toBe(2);
    expect(jsonNumberEnd(bytes('-1'), 0, 1)).toBe(-1);
    expect(jsonNumberEnd(bytes('1.5'), 0, 2)).toBe(-1);
    expect(jsonNumberEnd(bytes('x 42,'), 2, 5)).toBe(4);
  });

  test('a number shape: plain integers up to 15 digits, with their value', () => {
    const shape: NumberShape = { plainInteger: false, value: 0 };
    const read = (s: string) => (jsonNumberEnd(bytes(s), 0, s.length, shape), { ...shape });
    expect(read('-42')).toEqual({ plainInteger: true, value: -42 });
    expect(read('0')).toEqual({ plainInteger: true, value: 0 });
    expect(read('999999999999999')).toEqual({ plainInteger: true, value: 999999999999999 });
    expect(read('1000000000000000').plainInteger).toBe(false);
    expect(read('1.0').plainInteger).toBe(false);
    expect(read('1e2').plainInteger).toBe(false);
  });

  test('literals: true, false, null, whole and within the end', () => {
    expect(jsonLiteralEnd(bytes('true,'), 0, 5)).toBe(4);
    expect(jsonLiteralEnd(bytes('[false]'), 1, 7)).toBe(6);
    expect(jsonLiteralEnd(bytes('null'), 0, 4)).toBe(4);
    expect(jsonLiteralEnd(bytes('null'), 0, 3)).toBe(-1);
    expect(jsonLiteralEnd(bytes('nul'), 0, 3)).toBe(-1);
    expect(jsonLiteralEnd(bytes('True'), 0, 4)).toBe(-1);
    expect(jsonLiteralEnd(bytes('1'), 0, 1)).toBe(-1);
  });
});
