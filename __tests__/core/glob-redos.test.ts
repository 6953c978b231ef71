/** `.benchgate.yml` globs run in linear time (docs/security/limits.md): a backtracking pattern cannot hang discovery. */
import { describe, expect, it } from '@jest/globals';
import { globToRegExp, matchesAny } from '../../src/core/glob.js';

describe('globToRegExp is linear', () => {
  it('*a*a*a*a*a*a*a*a*! against a 5,000-character name ends at once (V8 backtracking: 7 s at 40 characters)', () => {
    const g = globToRegExp('*a*a*a*a*a*a*a*a*!');
    expect(g.test('a'.repeat(5000))).toBe(false);
    expect(g.test('dir/' + 'a'.repeat(5000))).toBe(false);
    expect(g.test('aaaaaaaa!')).toBe(true);
    expect(matchesAny('x/' + 'a'.repeat(5000), [globToRegExp('**/*a*a*a*a*a*a*a*a*a*a*a*a*b')])).toBe(false);
  });

  it('keeps ECMAScript line-terminator semantics for * and **', () => {
    // as before (V8): `*` is [^/]*, which crosses \r; `**` is .*, which does not
    expect(globToRegExp('a*').test('a\rb')).toBe(true);
    expect(globToRegExp('docs/**').test('docs/x\ry')).toBe(false);
    expect(globToRegExp('a*').test('ab')).toBe(true);
    expect(globToRegExp('docs/**').test('docs/x/y.md')).toBe(true);
  });
});
