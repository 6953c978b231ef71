import { describe, expect, test } from '@jest/globals';
import {
  PyFloat,
  pyFixed,
  pyFloatRepr,
  pyFormatG,
  pyJsonDumps,
  pyJsonLoads,
  type PyValue,
  pyRepr,
  pyStrRepr,
  pyThousands
} from '../../src/python/index.js';

const loads = (text: string): PyValue => {
  const r = pyJsonLoads(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// Expected strings are Python 3.11 outputs (repr / format).
describe('pyFloatRepr (Python repr(float))', () => {
  test.each([
    [1e-5, '1e-05'],
    [0.00001234, '1.234e-05'],
    [0.0001, '0.0001'],
    [1, '1.0'],
    [0, '0.0'],
    [-0, '-0.0'],
    [0.5, '0.5'],
    [1e16, '1e+16'],
    [9999e12, '9999000000000000.0'],
    [123456789012345680000, '1.2345678901234568e+20'],
    [0.3837353123067409, '0.3837353123067409'],
    [-0.02195423623995052, '-0.02195423623995052'],
    [1.5e-7, '1.5e-07'],
    [0.1 + 0.2, '0.30000000000000004'],
    [NaN, 'nan'],
    [Infinity, 'inf']
  ])('%p → %s', (x, s) => expect(pyFloatRepr(x)).toBe(s));
});

describe('pyFormatG (%.12g) and pyFixed (%.2f)', () => {
  test.each([
    [0.9121830550401979, '0.91218305504'],
    [100 * 0.9121830550401979, '91.218305504'],
    [0.00185528756957, '0.00185528756957'],
    [3e-5, '3e-05'],
    [1, '1'],
    [0, '0'],
    [100, '100'],
    [-0.02195423623995052, '-0.02195423624'],
    [123456789012345, '1.23456789012e+14'],
    [0.999999999996, '0.999999999996'],
    [0.99999999999996, '1']
  ])('g12 %p → %s', (x, s) => expect(pyFormatG(x, 12)).toBe(s));
  test.each([
    [0.125, '0.12'],
    [0.375, '0.38'],
    [2.675, '2.67'],
    [99.995, '100.00'],
    [0, '0.00'],
    [-0.0012, '-0.00'],
    [100 * 0.9121830550401979, '91.22'],
    [100, '100.00'],
    [0.005, '0.01']
  ])('f2 %p → %s', (x, s) => expect(pyFixed(x, 2)).toBe(s));
  test('thousands', () => {
    expect(pyThousands(3234)).toBe('3,234');
    expect(pyThousands(1234567)).toBe('1,234,567');
    expect(pyThousands(-1000)).toBe('-1,000');
  });
});

describe('Python repr and json.dumps', () => {
  test('str repr quoting', () => {
    expect(pyStrRepr("it's")).toBe('"it\'s"');
    expect(pyStrRepr('a"b')).toBe("'a\"b'");
    expect(pyStrRepr('x\u00e9\x01\n')).toBe("'x\u00e9\\x01\\n'");
  });
  test('repr of loaded JSON keeps floats', () => {
    expect(pyRepr(loads('{"a": 1.0, "b": [true, null, 2]}'))).toBe("{'a': 1.0, 'b': [True, None, 2]}");
  });
  test('json.dumps(indent=2, sort_keys=True, ensure_ascii=True)', () => {
    expect(
      pyJsonDumps({ b: new PyFloat(1), a: 'mod\u00e8le \u2713', c: [], d: {} }, { indent: 2, sortKeys: true })
    ).toBe('{\n  "a": "mod\\u00e8le \\u2713",\n  "b": 1.0,\n  "c": [],\n  "d": {}\n}');
    expect(pyJsonDumps(new PyFloat(NaN))).toBe('NaN');
  });
  test('pyJsonLoads accepts NaN/Infinity like Python and rejects trailing data', () => {
    expect((loads('NaN') as PyFloat).value).toBeNaN();
    expect((loads('-Infinity') as PyFloat).value).toBe(-Infinity);
    expect(() => loads('{"a":1} x')).toThrow();
    expect(() => loads('['.repeat(2000))).toThrow();
  });
});
