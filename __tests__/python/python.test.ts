/**
 * src/python/ against expectations written by python3 (scripts/gen-python-compat.py, Python 3.11): the tests read
 * the fixtures and never run Python.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareCodePoints,
  isPrintable,
  readCsvRecords,
  pyFixed,
  pyFloatRepr,
  pyFormatG,
  pyJsonDumps,
  pyJsonFloat,
  PyFloat,
  PyInt,
  pyRepr,
  pyStrRepr,
  pyThousands,
  pyTruthy,
  type PyValue
} from '../../src/python/index.js';
import { NOT_PRINTABLE_RANGES } from '../../src/python/printable-table.js';

const FIX = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'python');
const load = <T>(name: string): T => JSON.parse(readFileSync(join(FIX, name), 'utf8')) as T;

function fromBits(hex: string): number {
  return Buffer.from(hex, 'hex').readDoubleBE(0);
}

type Tagged =
  | null
  | boolean
  | { int: string }
  | { float: string }
  | { str: string }
  | { list: Tagged[] }
  | { dict: [string, Tagged][] };
function untag(t: Tagged): PyValue {
  if (t === null || typeof t === 'boolean') return t;
  if ('int' in t) return new PyInt(t.int);
  if ('float' in t) return new PyFloat(fromBits(t.float));
  if ('str' in t) return t.str;
  if ('list' in t) return t.list.map(untag);
  const o: { [k: string]: PyValue } = {};
  for (const [k, v] of t.dict) o[k] = untag(v);
  return o;
}

describe('float formatting', () => {
  const floats =
    load<{ bits: string; repr: string; g12: string; g4: string; f2: string; f0: string; json: string }[]>(
      'floats.json'
    );
  test(`repr, %.12g, .4g, .2f, .0f and json.dumps of ${floats.length} doubles match Python`, () => {
    const bad: string[] = [];
    for (const f of floats) {
      const x = fromBits(f.bits);
      const got = {
        repr: pyFloatRepr(x),
        g12: pyFormatG(x, 12),
        g4: pyFormatG(x, 4),
        f2: pyFixed(x, 2),
        f0: pyFixed(x, 0),
        json: pyJsonFloat(x)
      };
      for (const k of Object.keys(got) as (keyof typeof got)[])
        if (got[k] !== f[k]) bad.push(`${f.bits} ${k}: ${got[k]} != ${f[k]}`);
    }
    expect(bad).toEqual([]);
  });
  test('non-finite: repr nan/inf, json NaN/Infinity', () => {
    expect([pyFloatRepr(NaN), pyFloatRepr(-Infinity), pyJsonFloat(Infinity), pyFloatRepr(-0)]).toEqual([
      'nan',
      '-inf',
      'Infinity',
      '-0.0'
    ]);
  });
  test('thousands separator', () => {
    for (const [n, s] of load<[number, string][]>('thousands.json')) expect(pyThousands(n)).toBe(s);
  });
});

describe('str repr', () => {
  test('the printable table is sorted, disjoint ranges', () => {
    for (let i = 0; i < NOT_PRINTABLE_RANGES.length; i += 2) {
      expect(NOT_PRINTABLE_RANGES[i]).toBeLessThanOrEqual(NOT_PRINTABLE_RANGES[i + 1]);
      if (i > 0) expect(NOT_PRINTABLE_RANGES[i]).toBeGreaterThan(NOT_PRINTABLE_RANGES[i - 1] + 1);
    }
    expect([
      isPrintable(0x20),
      isPrintable(0x7e),
      isPrintable(0x7f),
      isPrintable(0xa0),
      isPrintable(0xe9),
      isPrintable(0x378),
      isPrintable(0x1f600),
      isPrintable(0xe000)
    ]).toEqual([true, true, false, false, true, false, true, false]);
  });
  test('repr() of quotes, escapes, and the characters on each side of every non-printable range matches Python', () => {
    const cases = load<[string, string][]>('str-repr.json');
    expect(cases.length).toBeGreaterThan(2000);
    const bad = cases
      .filter(([s, r]) => pyStrRepr(s) !== r)
      .map(([s, r]) => `${JSON.stringify(s)}: ${pyStrRepr(s)} != ${r}`);
    expect(bad).toEqual([]);
  });
  test('repr() of values', () => {
    expect(pyRepr({ a: [1, new PyFloat(2), null, true, 'x'], b: new PyInt('123456789012345678901234567890') })).toBe(
      "{'a': [1, 2.0, None, True, 'x'], 'b': 123456789012345678901234567890}"
    );
    expect(pyRepr(1e22)).toBe('10000000000000000000000');
    expect([
      pyTruthy(new PyFloat(0)),
      pyTruthy(new PyInt('-0')),
      pyTruthy([]),
      pyTruthy({ a: 1 }),
      pyTruthy('')
    ]).toEqual([false, false, false, true, false]);
  });
});

describe('code-point order', () => {
  test('sorted() of strings with astral characters and lone surrogates matches Python', () => {
    for (const expected of load<string[][]>('sort.json')) {
      const shuffled = [...expected].reverse();
      expect(shuffled.sort(compareCodePoints)).toEqual(expected);
    }
  });
  test('differs from UTF-16 order where Python does', () => {
    expect(compareCodePoints('\u{1f600}', '\uffff')).toBeGreaterThan(0);
    expect('\u{1f600}' < '\uffff').toBe(true);
    expect(compareCodePoints('\ud800', '\ue000')).toBeLessThan(0);
    expect(compareCodePoints('a\ud800', 'a\ud800')).toBe(0);
  });
});

describe('json.dumps', () => {
  const cases = load<
    {
      value: Tagged;
      options: {
        indent: number | null;
        sort_keys: boolean;
        ensure_ascii: boolean;
        separators: [string, string] | null;
      };
      text: string;
    }[]
  >('json-dumps.json');
  test(`${cases.length} value/option combinations match Python byte for byte`, () => {
    const bad: string[] = [];
    for (const c of cases) {
      const got = pyJsonDumps(untag(c.value), {
        indent: c.options.indent ?? undefined,
        sortKeys: c.options.sort_keys,
        ensureAscii: c.options.ensure_ascii,
        separators: c.options.separators ?? undefined
      });
      if (got !== c.text) bad.push(`${JSON.stringify(c.options)}\n  got ${got}\n  exp ${c.text}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('csv.reader', () => {
  const cases = load<{ text: string; delimiter: string; records: string[][] }[]>('csv.json');
  test(`${cases.length} texts read as Python's csv.reader reads them (comma and tab)`, () => {
    for (const c of cases)
      expect([JSON.stringify(c.text), readCsvRecords(c.text, c.delimiter).map((r) => r.fields)]).toEqual([
        JSON.stringify(c.text),
        c.records
      ]);
  });
  test('each record carries the line it starts on (a quoted newline spans lines)', () => {
    expect(readCsvRecords('a\n"b\nc"\nd').map((r) => r.line)).toEqual([1, 2, 4]);
  });
});
