import { describe, expect, jest, test } from '@jest/globals';
import { describeJsonError, LineIndex, parseJsonSource, type JsonNumber } from '../../src/core/json-source.js';

describe('describeJsonError: where refused JSON goes wrong, without its content', () => {
  test('names the 1-based character of the first error', () => {
    expect(describeJsonError('{"a":}')).toBe('invalid JSON at character 6');
    expect(describeJsonError('[1,]')).toBe('invalid JSON at character 4');
    expect(describeJsonError('{"a":1} x')).toBe('invalid JSON at character 9');
    expect(describeJsonError('01')).toBe('invalid JSON at character 2');
  });
  test('truncated text is an unexpected end of input', () => {
    expect(describeJsonError('{"a":')).toBe('invalid JSON (unexpected end of input)');
    expect(describeJsonError('')).toBe('invalid JSON (unexpected end of input)');
  });
  test('never echoes the text', () => {
    const m = describeJsonError('{"prompt": "my private text", oops}');
    expect(m).toBe('invalid JSON at character 31');
    expect(m).not.toMatch(/private|oops/);
  });
  test('deep nesting is not an error of its own (JSON.parse has no depth limit)', () => {
    expect(describeJsonError('['.repeat(100000) + ']'.repeat(99999))).toBe('invalid JSON (unexpected end of input)');
  });
  test('text JSON.parse would accept gives the bare message', () => {
    expect(describeJsonError('{"a":1}')).toBe('invalid JSON');
  });
});

describe('parseJsonSource: the non-finite mode (pythonConstants, as Python json.loads)', () => {
  test.each([
    ['NaN', 0],
    ['Infinity', 0],
    ['-Infinity', 0],
    ['[1, NaN]', 4],
    ['{"a": -Infinity}', 6]
  ])('%s is refused by default, at offset %i', (text, offset) => {
    const r = parseJsonSource(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.kind, r.error.offset]).toEqual(['syntax', offset]);
  });

  test('each constant is a number node keeping its text, and is recorded with its pointer and position', () => {
    const r = parseJsonSource('{"a": NaN,\n "b": [Infinity, -Infinity]}', { pythonConstants: true });
    if (!r.ok) throw new Error(r.error.message);
    const root = r.doc.root;
    if (root.type !== 'object') throw new Error('not an object');
    const a = root.entries[0].value as JsonNumber;
    expect([a.type, a.raw, a.integer, Number.isNaN(a.value)]).toEqual(['number', 'NaN', false, true]);
    expect(r.doc.nonFiniteNumbers.map((x) => [x.pointer, x.line, x.column])).toEqual([
      ['/a', 1, 7],
      ['/b/0', 2, 8],
      ['/b/1', 2, 18]
    ]);
  });

  test.each([
    ['nan', 0],
    ['-NaN', 0],
    ['+Infinity', 0],
    ['Infinityx', 8],
    ['[-Inf]', 1],
    ['NaNa', 3]
  ])('near-misses stay errors in the mode: %s at offset %i (Python: the same pos)', (text, offset) => {
    const r = parseJsonSource(text, { pythonConstants: true });
    expect(r.ok ? -1 : r.error.offset).toBe(offset);
  });

  test('1e400 overflows to Infinity and is recorded; the source text is kept', () => {
    const r = parseJsonSource('[1e400, -1e400]');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.nonFiniteNumbers.map((x) => x.pointer)).toEqual(['/0', '/1']);
    const n = (r.doc.root as { items: JsonNumber[] }).items[0];
    expect([n.raw, n.value, n.integer]).toEqual(['1e400', Infinity, false]);
  });

  test('big integers and -0 keep their exact text and are marked integers', () => {
    const r = parseJsonSource('[12345678901234567890, -0, -0.0]');
    if (!r.ok) throw new Error(r.error.message);
    const items = (r.doc.root as { items: JsonNumber[] }).items;
    expect(items.map((n) => [n.raw, n.integer])).toEqual([
      ['12345678901234567890', true],
      ['-0', true],
      ['-0.0', false]
    ]);
  });

  test('duplicate keys: the last value wins and each repeat is recorded (as Python dict and JSON.parse)', () => {
    const r = parseJsonSource('{"a": 1, "a": 2}', { pythonConstants: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.duplicateKeys.map((d) => [d.pointer, d.column])).toEqual([['/a', 10]]);
  });

  test('a bad \\u escape is reported at the "u", as Python does', () => {
    for (const text of ['"\\u12"', '"\\u"', '"\\uzzzz"']) {
      const r = parseJsonSource(text, { pythonConstants: true });
      expect(r.ok ? -1 : r.error.offset).toBe(2);
    }
  });

  test('lone surrogates from escapes are kept and recorded; a pair is one character', () => {
    const r = parseJsonSource('["\\ud800", "\\ud83d\\ude00", "\\udc00\\ud800"]', { pythonConstants: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.loneSurrogates.map((x) => x.pointer)).toEqual(['/0', '/2']);
  });
});

describe('LineIndex', () => {
  // Reference: walk the text once, a line ends at \n, \r\n or \r.
  function naive(text: string, offset: number): { line: number; column: number } {
    let line = 1;
    let start = 0;
    for (let i = 0; i < offset; i++) {
      const c = text[i];
      if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
        line++;
        start = i + 1;
      }
    }
    return { line, column: offset - start + 1 };
  }

  test('positions agree with a one-pass reference on random mixes of \\n, \\r\\n and \\r', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let round = 0; round < 200; round++) {
      let text = '';
      const len = Math.floor(rand() * 60);
      for (let k = 0; k < len; k++) {
        const x = rand();
        text += x < 0.15 ? '\n' : x < 0.25 ? '\r' : x < 0.3 ? '\r\n' : 'ab'[Math.floor(rand() * 2)];
      }
      const index = new LineIndex(text);
      // Every offset of the text in one expect (one per offset made ~6,000 expect calls). An offset inside \r\n
      // belongs to the line the \r ends.
      const offsets = Array.from({ length: text.length + 1 }, (_, offset) => offset);
      expect(offsets.map((o) => ({ o, ...index.position(o) }))).toEqual(offsets.map((o) => ({ o, ...naive(text, o) })));
    }
  });

  test('building the index searches once per line ending, not from every line start (linear, not quadratic)', () => {
    // 20,000 \n-terminated lines and no \r: searching for \r from every line start would scan the whole rest of the
    // text 20,000 times. Count the searches instead of timing them.
    const lines = 20_000;
    const text = 'x'.repeat(10).concat('\n').repeat(lines);
    const index = new LineIndex(text);
    const spy = jest.spyOn(String.prototype, 'indexOf');
    let calls: number;
    try {
      expect(index.position(text.length - 1)).toEqual({ line: lines, column: 11 });
      calls = spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeLessThanOrEqual(lines + 3);
  });
});
