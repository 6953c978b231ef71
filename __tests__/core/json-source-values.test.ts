import { describe, expect, test } from '@jest/globals';
import { locate, nodeAt, parseJsonSource, toValue, type JsonDocument } from '../../src/core/json-source.js';

function ok(text: string, opts = {}): JsonDocument {
  const r = parseJsonSource(text, opts);
  if (!r.ok) throw new Error(`parse failed: ${r.error.message}`);
  return r.doc;
}

describe('json-source: JSON.parse-compatible values', () => {
  const samples = [
    '0',
    '-0',
    '1',
    '-1.5e3',
    '1E2',
    '0.1',
    '"x"',
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '{"a":[1,2,{"b":null}],"c":"\\u00e9\\n\\t\\"\\\\\\/"}',
    ' \n\t\r [ 1 , "two" , { "three" : 3 } ] \n',
    '{"__proto__":{"x":1},"constructor":2}',
    '{"a":1,"a":2}',
    '"\\ud83d\\ude00"',
    '[1e400,-1e400]',
    '12345678901234567890'
  ];
  for (const s of samples) {
    test(`same value as JSON.parse: ${s.slice(0, 40)}`, () => {
      expect(toValue(ok(s).root)).toEqual(JSON.parse(s));
    });
  }
  test('__proto__ stays an own property', () => {
    const v = toValue(ok('{"__proto__":{"polluted":true}}').root) as any;
    expect(Object.prototype.hasOwnProperty.call(v, '__proto__')).toBe(true);
    expect(({} as any).polluted).toBeUndefined();
  });
  const invalid = [
    '',
    ' ',
    '[1,]',
    '{"a":1,}',
    '{a:1}',
    "'x'",
    '01',
    '1.',
    '.5',
    '-',
    '+1',
    'NaN',
    'Infinity',
    '[1 2]',
    '"a\nb"',
    '"\\x"',
    '"\\u12"',
    'tru',
    'nul',
    '{"a" 1}',
    '[1]]',
    '{"a":1}{',
    '"unterminated',
    '\uFEFF{}'
  ];
  for (const s of invalid) {
    test(`rejects like JSON.parse: ${JSON.stringify(s)}`, () => {
      expect(() => JSON.parse(s.startsWith('\uFEFF') ? '\uFEFF' + s.slice(1) : s)).toThrow();
      const r = parseJsonSource(s);
      expect(r.ok).toBe(false);
    });
  }
});

describe('json-source: positions and pointers', () => {
  const text = '{\n  "a": {\n    "b/c": [10, 13.0, "x"]\n  },\n  "d~e": true\n}\n';
  const doc = ok(text);
  test('numbers keep their source text', () => {
    const n = nodeAt(doc.root, '/a/b~1c/1');
    expect(n && n.type === 'number' && n.raw).toBe('13.0');
    expect(n && n.type === 'number' && n.integer).toBe(false);
  });
  test('locate a member points at its key', () => {
    expect(locate(doc, '/a/b~1c')).toMatchObject({ line: 3, column: 5 });
    expect(locate(doc, '/d~0e')).toMatchObject({ line: 5, column: 3 });
    expect(locate(doc, '/a/b~1c/2')).toMatchObject({ line: 3, column: 23 });
    expect(locate(doc, '')).toMatchObject({ line: 1, column: 1 });
  });
  test('a missing pointer falls back to the nearest ancestor', () => {
    expect(locate(doc, '/a/missing/x')).toMatchObject({ line: 2, column: 3 });
  });
  test('syntax errors carry line and column', () => {
    const r = parseJsonSource('{\n  "a": 1,\n  "b": tru\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ kind: 'syntax', line: 3, column: 8 });
  });
  test('CRLF and CR line ends', () => {
    const d = ok('{\r\n"a":\r1}');
    expect(locate(d, '/a')).toMatchObject({ line: 2, column: 1 });
    const n = nodeAt(d.root, '/a');
    expect(n && d.lines.position(n.start)).toEqual({ line: 3, column: 1 });
  });
});

describe('json-source: hostile input', () => {
  test('10,000 levels of nesting: depth error, no stack overflow', () => {
    const deep = '['.repeat(10000) + ']'.repeat(10000);
    const r = parseJsonSource(deep);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('depth');
    const deepObj = '{"a":'.repeat(10000) + '1' + '}'.repeat(10000);
    const r2 = parseJsonSource(deepObj);
    expect(r2.ok).toBe(false);
  });
  test('deep nesting under a raised limit still parses iteratively', () => {
    const deep = '['.repeat(20000) + ']'.repeat(20000);
    const r = parseJsonSource(deep, { maxDepth: 100000 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Array.isArray(toValue(r.doc.root))).toBe(true);
  });
  test('size limit', () => {
    const r = parseJsonSource('[' + '1,'.repeat(100) + '1]', { maxLength: 50 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).toBe('size');
  });
  test('duplicate keys are reported with positions, last wins', () => {
    const d = ok('{"a":1,\n "a":2}');
    expect(d.duplicateKeys).toHaveLength(1);
    expect(d.duplicateKeys[0]).toMatchObject({ pointer: '/a', line: 2, column: 2 });
    expect(toValue(d.root)).toEqual({ a: 2 });
  });
  test('lone surrogates are reported, paired ones are not', () => {
    expect(ok('["\\ud83d\\ude00"]').loneSurrogates).toHaveLength(0);
    const d = ok('{"k":["ok","\\ud800x","\\udc00"]}');
    expect(d.loneSurrogates.map((x) => x.pointer)).toEqual(['/k/1', '/k/2']);
  });
  test('1e400 is recorded as a non-finite number', () => {
    const d = ok('{"n":1e400}');
    expect(d.nonFiniteNumbers).toHaveLength(1);
    expect(d.nonFiniteNumbers[0].pointer).toBe('/n');
  });
  test('a BOM is refused unless allowed', () => {
    expect(parseJsonSource('\uFEFF{}').ok).toBe(false);
    expect(parseJsonSource('\uFEFF{}', { allowBom: true }).ok).toBe(true);
  });
  test('random garbage never throws', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = '{}[]",:0123456789.eE+-truefalsnl \\u\n';
    for (let k = 0; k < 3000; k++) {
      let s = '';
      const len = Math.floor(rnd() * 30);
      for (let j = 0; j < len; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
      let expected: unknown;
      let valid = true;
      try {
        expected = JSON.parse(s);
      } catch {
        valid = false;
      }
      const r = parseJsonSource(s);
      expect(r.ok).toBe(valid);
      if (r.ok) expect(toValue(r.doc.root)).toEqual(expected);
    }
  });
});
