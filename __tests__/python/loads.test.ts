/**
 * src/python/loads.ts (json-source in its non-finite mode) against Python 3.11's json.loads. The expectations in
 * __tests__/fixtures/python/json-loads.json come from scripts/gen-python-json.py; the tests never run Python.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isPyDict,
  PY_JSON_MAX_DEPTH,
  PyFloat,
  PyInt,
  pyJsonDumps,
  pyJsonLoads,
  pyRepr,
  type PyValue
} from '../../src/python/index.js';

interface PyError {
  pos: number;
  lineno: number;
  colno: number;
  msg: string;
}
interface Case {
  text: string;
  type?: string;
  repr?: string | null;
  error?: PyError | 'RecursionError';
}

const FIX = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'python');
const fixture = JSON.parse(readFileSync(join(FIX, 'json-loads.json'), 'utf8')) as { python: string; cases: Case[] };
const label = (t: string): string =>
  t.length > 40 ? `${JSON.stringify(t.slice(0, 30))}… (${t.length} chars)` : JSON.stringify(t);

/** Python's type name of a loaded value. */
function pyType(v: PyValue): string {
  if (v === null) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'str';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float';
  if (v instanceof PyInt) return 'int';
  if (v instanceof PyFloat) return 'float';
  if (Array.isArray(v)) return 'list';
  return 'dict';
}

const accepted = fixture.cases.filter((c) => c.error === undefined);
const refused = fixture.cases.filter((c) => c.error !== undefined && c.error !== 'RecursionError');
const recursion = fixture.cases.filter((c) => c.error === 'RecursionError');

describe(`pyJsonLoads against Python ${fixture.python} json.loads`, () => {
  test('the fixture covers values, errors and the depth limit', () => {
    expect(accepted.length).toBeGreaterThan(50);
    expect(refused.length).toBeGreaterThan(50);
    expect(recursion.length).toBeGreaterThan(0);
  });

  test.each(accepted.map((c) => [label(c.text), c] as const))('accepts %s as Python does', (_l, c) => {
    const r = pyJsonLoads(c.text);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    expect(pyType(r.value)).toBe(c.type);
    if (c.repr !== null) expect(pyRepr(r.value)).toBe(c.repr);
  });

  test.each(refused.map((c) => [label(c.text), c] as const))('refuses %s at the offset Python names', (_l, c) => {
    const r = pyJsonLoads(c.text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e = c.error as PyError;
    expect(r.error.offset).toBe(e.pos);
    // Python counts lines at \n only; json-source also ends a line at a lone \r (none of these texts has one).
    if (!/\r(?!\n)/.test(c.text)) expect([r.error.line, r.error.column]).toEqual([e.lineno, e.colno]);
  });

  test.each(recursion.map((c) => [label(c.text), c] as const))(
    'refuses %s, nested past the depth limit (Python: RecursionError)',
    (_l, c) => {
      const r = pyJsonLoads(c.text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.kind).toBe('depth');
    }
  );
});

describe('pyJsonLoads: the values pqid relies on', () => {
  const value = (text: string): PyValue => {
    const r = pyJsonLoads(text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  test('integers stay exact: a JS number up to 2^53 - 1, a PyInt with every digit beyond', () => {
    expect(value('9007199254740991')).toBe(9007199254740991);
    const big = value('12345678901234567890');
    expect(big).toBeInstanceOf(PyInt);
    expect((big as PyInt).raw).toBe('12345678901234567890');
    expect(pyJsonDumps(value('{"seed": 9007199254740993}'))).toBe('{"seed": 9007199254740993}');
    // the nearest double would print 9007199254740992
    expect(pyJsonDumps(value('[-9007199254740993]'))).toBe('[-9007199254740993]');
  });

  test('-0 is the int 0, -0.0 keeps its sign, 1e400 is inf, 1.0 stays a float', () => {
    expect(Object.is(value('-0'), 0)).toBe(true);
    expect(Object.is((value('-0.0') as PyFloat).value, -0)).toBe(true);
    expect((value('1e400') as PyFloat).value).toBe(Infinity);
    expect(value('1.0')).toBeInstanceOf(PyFloat);
    expect(pyJsonDumps(value('[1.0, 1e400, NaN]'))).toBe('[1.0, Infinity, NaN]');
  });

  test('a big int or a float at the top level is not a dict', () => {
    expect(isPyDict(value('12345678901234567890'))).toBe(false);
    expect(isPyDict(value('1.5'))).toBe(false);
    expect(isPyDict(value('[]'))).toBe(false);
    expect(isPyDict(value('{}'))).toBe(true);
  });

  test('duplicate keys: the last value at the first key position; json-source still records each duplicate', () => {
    const r = pyJsonLoads('{"a": 1, "b": 2, "a": {"c": 3, "c": 4}}');
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.keys(r.value as object)).toEqual(['a', 'b']);
    expect(pyRepr(r.value)).toBe("{'a': {'c': 4}, 'b': 2}");
    expect(r.doc.duplicateKeys.map((d) => d.pointer)).toEqual(['/a', '/a/c']);
  });

  test('__proto__ is an own key, not the prototype (no pollution)', () => {
    const v = value('{"__proto__": {"polluted": true}}') as Record<string, PyValue>;
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
  });

  test('lone surrogates are kept in the string and recorded', () => {
    const r = pyJsonLoads('{"k": "a\\ud800b"}');
    if (!r.ok) throw new Error(r.error.message);
    expect((r.value as Record<string, string>).k).toBe('a\ud800b');
    expect(r.doc.loneSurrogates.map((s) => s.pointer)).toEqual(['/k']);
  });

  test(`nesting: ${PY_JSON_MAX_DEPTH} containers load, one more is a depth error, 100k never overflows the stack`, () => {
    const nest = (k: number): string => '['.repeat(k) + ']'.repeat(k);
    expect(pyJsonLoads(nest(PY_JSON_MAX_DEPTH)).ok).toBe(true);
    const r = pyJsonLoads(nest(PY_JSON_MAX_DEPTH + 1));
    expect(r.ok ? 'ok' : r.error.kind).toBe('depth');
    const deep = pyJsonLoads(nest(100000));
    expect(deep.ok ? 'ok' : deep.error.kind).toBe('depth');
  });
});
