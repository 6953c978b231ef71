import { describe, expect, test } from '@jest/globals';
import { parseJsonSource } from '../../src/core/json-source.js';
import { canonicalHash, canonicalJson, sha256OfString } from '../../src/suites/pcs/canonical.js';
import { compareCodePoints, pyJsonFloat as pythonFloatRepr } from '../../src/python/index.js';
import { readConfJson } from './helpers.js';

function parse(text: string) {
  const r = parseJsonSource(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc.root;
}

describe('canonical JSON: test_vectors.json', () => {
  const vectors = readConfJson('test_vectors.json').vectors as {
    name: string;
    input_json_text: string;
    canonical_json: string;
    digest: string;
  }[];
  for (const v of vectors) {
    test(v.name, () => {
      const root = parse(v.input_json_text);
      expect(canonicalJson(root)).toBe(v.canonical_json);
      expect(canonicalHash(root)).toBe(v.digest);
    });
  }
});

describe('canonical JSON: canonical_json_v1/vectors.json', () => {
  const file = readConfJson('test_vectors/hash/canonical_json_v1/vectors.json');
  for (const c of file.cases as { case_id: string; canonical_json: string; expected_digest: string }[]) {
    test(c.case_id, () => {
      expect(sha256OfString(c.canonical_json)).toBe(c.expected_digest);
      // Re-canonicalising the canonical text is a fixed point.
      const root = parse(c.canonical_json);
      expect(canonicalJson(root)).toBe(c.canonical_json);
      expect(canonicalHash(root)).toBe(c.expected_digest);
    });
  }
});

describe('Python float repr', () => {
  const cases: [number, string][] = [
    [13, '13.0'],
    [1, '1.0'],
    [0.875, '0.875'],
    [2 / 3, '0.6666666666666666'],
    [1e-5, '1e-05'],
    [0.0001, '0.0001'],
    [1e16, '1e+16'],
    [1234567890123456, '1234567890123456.0'],
    [1.5e300, '1.5e+300'],
    [-2.5, '-2.5'],
    [-0, '-0.0'],
    [0, '0.0'],
    [100, '100.0'],
    [5e-324, '5e-324'],
    [1.7976931348623157e308, '1.7976931348623157e+308'],
    [123456789.123, '123456789.123'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1e15, '1000000000000000.0'],
    [9999999999999998, '9999999999999998.0'],
    [1e22, '1e+22'],
    [123e-20, '1.23e-18'],
    [0.000123, '0.000123'],
    [2.5e-7, '2.5e-07'],
    [Infinity, 'Infinity'],
    [-Infinity, '-Infinity']
  ];
  for (const [v, s] of cases) test(`${s}`, () => expect(pythonFloatRepr(v)).toBe(s));
  test('1e400 canonicalises to Infinity, like json.dumps(float("1e400"))', () => {
    expect(canonicalJson(parse('{"x":1e400,"y":-1e400}'))).toBe('{"x":Infinity,"y":-Infinity}');
  });
  test('exact big integers and -0', () => {
    expect(canonicalJson(parse('[12345678901234567890123,-0,-0.0,0e0,1E+2]'))).toBe(
      '[12345678901234567890123,0,-0.0,0.0,100.0]'
    );
  });
});

describe('key order by code point', () => {
  test('U+1F600 sorts after U+FF5E', () => {
    expect(compareCodePoints('\u{1F600}', '\uFF5E')).toBeGreaterThan(0);
    expect(['\u{1F600}', '\uFF5E', 'é', 'z'].sort(compareCodePoints)).toEqual(['z', 'é', '\uFF5E', '\u{1F600}']);
  });
  test('only top-level digest fields are excluded; duplicate keys: last wins', () => {
    expect(canonicalJson(parse('{"signature":1,"b":{"signature":2},"a":1,"a":3}'))).toBe('{"a":3,"b":{"signature":2}}');
  });
  test('lone surrogates cannot be hashed (Python raises)', () => {
    expect(() => canonicalHash(parse('{"a":"\\ud800"}'))).toThrow(/surrogate/);
  });
});
