import { describe, expect, test } from '@jest/globals';
import { KeyScanner, type KeyScanOptions } from '../../src/core/key-scan.js';

function scan(text: string | Buffer, opts: Partial<KeyScanOptions> = {}, chunk = 7) {
  const s = new KeyScanner({ mode: 'jsonl', maxBytes: 1 << 20, ...opts });
  const buf = typeof text === 'string' ? Buffer.from(text) : text;
  // Fed in small chunks: nothing may depend on where a chunk ends.
  for (let i = 0; i < buf.length; i += chunk) if (s.push(buf.subarray(i, i + chunk))) return s.result();
  return s.close();
}

describe('streaming key scan (src/core/key-scan.ts)', () => {
  test('top-level keys only, in order, across chunk boundaries; strings with brackets and escapes do not confuse it', () => {
    const r = scan('{"a": {"inner": 1}, "b\\u0041": "x}{][\\"", "c": [1, {"d": 2}], "a": 3}\n{"next": 1}');
    expect(r.end).toBe('complete');
    expect(r.keys).toEqual(['a', 'bA', 'c']);
  });

  test('BOM, blank lines, NaN values', () => {
    const r = scan(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n\n{"model": NaN, "x": Infinity}\n')])
    );
    expect(r).toMatchObject({ end: 'complete', bom: true, line: 3, keys: ['model', 'x'] });
  });

  test('how a scan ends', () => {
    expect(scan('').end).toBe('empty');
    expect(scan('  \n\n').end).toBe('empty');
    expect(scan('NaN\n')).toMatchObject({ end: 'not-object', first: '"N…"' });
    expect(scan('[1]')).toMatchObject({ end: 'not-object', first: 'an array' });
    expect(scan('{"a": 1, "b": [1, 2')).toMatchObject({ end: 'eof', keys: ['a', 'b'] });
    expect(scan('{"a": 1,\n"b": 2}')).toMatchObject({ end: 'cut-line', keys: ['a'] });
    expect(scan('{"a": 1,\n"b": 2}', { mode: 'json' })).toMatchObject({ end: 'complete', keys: ['a', 'b'] });
    expect(scan('{"a": [}')).toMatchObject({ end: 'invalid' });
    expect(scan('{"a": ' + '['.repeat(50) + ']'.repeat(50) + ', "b": 1}', { maxDepth: 20 })).toMatchObject({
      end: 'too-deep',
      keys: ['a']
    });
    expect(scan('{"a": "' + 'x'.repeat(100) + '", "b": 1}', { maxBytes: 50 })).toMatchObject({
      end: 'window',
      keys: ['a']
    });
  });

  test('a million levels of nesting cost no stack', () => {
    const deep = '{"a": 1, "x": ' + '['.repeat(1_000_000) + ']'.repeat(1_000_000) + ', "b": 2}';
    expect(scan(deep, { maxDepth: 2_000_000, maxBytes: 4 << 20 }, 65536)).toMatchObject({
      end: 'complete',
      keys: ['a', 'x', 'b']
    });
  });

  test('captured top-level string values', () => {
    const r = scan('{"refs": [{"type": "Inner.v0"}], "type": "Outer.v0", "kind": 3, "schema_version": "v0"}', {
      mode: 'json',
      captureValues: new Set(['type', 'kind', 'schema_version'])
    });
    expect({ ...r.values }).toEqual({ type: 'Outer.v0', schema_version: 'v0' });
  });
});

describe('long strings are skipped fast and exactly', () => {
  test('escapes, quotes and newlines inside long strings, in every chunking', () => {
    const text = '{"a": "' + 'x\\\\y\\"z'.repeat(5000) + '", "b": "' + '\\n'.repeat(3000) + '", "c": 1}\n';
    for (const chunk of [1, 3, 7, 64, 65536])
      expect(scan(text, {}, chunk)).toMatchObject({ end: 'complete', keys: ['a', 'b', 'c'] });
    expect(scan('{"a": "' + 'x'.repeat(1000) + '", "b": 1}', { maxBytes: 500 }, 7)).toMatchObject({
      end: 'window',
      keys: ['a'],
      bytesRead: 500
    });
    expect(scan('{"a": "abc\ndef"}')).toMatchObject({ end: 'cut-line' });
  });
});
