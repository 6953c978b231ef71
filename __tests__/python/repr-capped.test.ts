import { describe, expect, test } from '@jest/globals';
import { parseJsonSource, type JsonNode } from '../../src/core/json-source.js';
import { pyNodeRepr, pyReprCapped, pyStrRepr } from '../../src/python/index.js';

const node = (text: string): JsonNode => {
  const r = parseJsonSource(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc.root;
};

describe('str repr in messages', () => {
  test('quotes and escapes', () => {
    expect(pyStrRepr("it's")).toBe('"it\'s"');
    expect(pyStrRepr('a\'b"c')).toBe("'a\\'b\"c'");
    expect(pyStrRepr('tab\there\n')).toBe("'tab\\there\\n'");
  });
});

describe('capped repr of plain values (pyReprCapped)', () => {
  test('JSON values as Python prints them', () => {
    expect(pyReprCapped([1, 2.5, null, true, { a: 'b' }])).toBe("[1, 2.5, None, True, {'a': 'b'}]");
    expect(pyReprCapped(undefined)).toBe('None');
    expect(pyReprCapped(false)).toBe('False');
  });
  test('integral numbers below 1e16 are ints, larger ones Python floats', () => {
    expect(pyReprCapped(9999999999999998)).toBe('9999999999999998');
    expect(pyReprCapped(1e16)).toBe('1e+16');
    expect(pyReprCapped(1e-5)).toBe('1e-05');
  });
  test('over 240 characters: cut at 240 with an ellipsis', () => {
    const r = pyReprCapped('x'.repeat(300));
    expect(r).toBe("'" + 'x'.repeat(239) + '…');
    expect(pyReprCapped('x'.repeat(238))).toBe("'" + 'x'.repeat(238) + "'");
  });
  test('nesting past 20 levels prints ...', () => {
    let v: unknown = 1;
    for (let k = 0; k < 22; k++) v = [v];
    expect(pyReprCapped(v)).toBe('['.repeat(21) + '...' + ']'.repeat(21));
  });
});

describe('capped repr of source nodes (pyNodeRepr)', () => {
  test('numbers as written: 13.0 stays a float, -0 is 0', () => {
    expect(pyNodeRepr(node('{"a": 13.0, "b": -0, "c": [1e2, "é"], "d": null}'))).toBe(
      "{'a': 13.0, 'b': 0, 'c': [100.0, 'é'], 'd': None}"
    );
  });
  test('a long value stops at the cap with an ellipsis', () => {
    const text = '[' + Array.from({ length: 10_000 }, (_, k) => String(k)).join(',') + ']';
    const r = pyNodeRepr(node(text));
    const full = '[' + Array.from({ length: 10_000 }, (_, k) => String(k)).join(', ') + ']';
    expect(r).toBe(full.slice(0, 240) + '…');
  });
});
