import { describe, expect, test } from '@jest/globals';
import {
  describeBound,
  positionOf,
  scanJsonBounds,
  STRUCTURE_BOUNDS,
  type BoundKind,
  type StructureBounds
} from '../../src/core/bounds.js';
import { parseJsonSource } from '../../src/core/json-source.js';

const small: StructureBounds = { maxItems: 3, maxKeys: 2, maxNodes: 8 };

describe('scanJsonBounds and parseJsonSource agree on the structure bounds', () => {
  test.each([
    ['[1,2,3]', undefined],
    ['[1,2,3,4]', { kind: 'items', limit: 3, offset: 0 }],
    ['{"a":[1,2,3,[]]}', { kind: 'items', limit: 3, offset: 5 }],
    ['{"a":1,"b":2}', undefined],
    ['{"a":1,"b":2,"c":3}', { kind: 'keys', limit: 2, offset: 0 }],
    ['{"a":1,"a":2,"a":3}', { kind: 'keys', limit: 2, offset: 0 }],
    ['[[],[],[{"x":[1,2]}]]', undefined],
    ['[[1,2],[3,4],[5,6]]', { kind: 'nodes', limit: 8, offset: 14 }],
    ['  [ "a,]\\"[" , {"k]":"}"} ]', undefined],
    ['{"a":{"b":{"c":{"d":{}}}}}', undefined],
    ['[{"x":"a"},{"y":"b"},{"z":"c"},{"w":"d"}]', { kind: 'items', limit: 3, offset: 0 }]
  ])('%s', (text, expected) => {
    const scanned = scanJsonBounds(text, small);
    expect(scanned).toEqual(expected);
    const parsed = parseJsonSource(text, { bounds: small });
    if (expected === undefined) expect(parsed.ok).toBe(true);
    else {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(parsed.error.kind).toBe('bounds');
        expect(parsed.error.offset).toBe(expected.offset);
        expect(parsed.error.bound).toEqual({ kind: expected.kind, limit: expected.limit });
        expect(parsed.error.message).toBe(describeBound(expected as { kind: BoundKind; limit: number }));
      }
    }
  });

  test('the position of the offending array is its line and column', () => {
    const text = '{\n  "runs": [\n' + Array(100_001).fill('    {}').join(',\n') + '\n  ]\n}\n';
    const r = parseJsonSource(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.kind, r.error.line, r.error.column]).toEqual(['bounds', 2, 11]);
    const s = scanJsonBounds(text)!;
    expect(s).toEqual({ kind: 'items', limit: STRUCTURE_BOUNDS.maxItems, offset: text.indexOf('[') });
    expect(positionOf(text, s.offset)).toEqual({ line: 2, column: 11 });
  });

  test('text shorter than the smallest bound is not scanned and cannot exceed one', () => {
    expect(scanJsonBounds('[' + '0,'.repeat(49_999) + '0]')).toBeUndefined();
  });

  test('the defaults let every real artifact through and stop 300,000 empty objects', () => {
    const ok = '[' + Array(100_000).fill('{}').join(',') + ']';
    expect(scanJsonBounds(ok)).toBeUndefined();
    expect(parseJsonSource(ok).ok).toBe(true);
    const bad = '[' + Array(300_000).fill('{}').join(',') + ']';
    expect(scanJsonBounds(bad)?.kind).toBe('items');
    const counts = '{' + Array.from({ length: 100_001 }, (_, k) => `"${k}":1`).join(',') + '}';
    expect(scanJsonBounds(counts)).toEqual({ kind: 'keys', limit: 100_000, offset: 0 });
  });

  test('a slice of a line is scanned on its own (JSONL records)', () => {
    const line = '[1,2]\n[1,2,3,4]';
    expect(scanJsonBounds(line, small, 0, 5)).toBeUndefined();
    expect(scanJsonBounds(line, small, 6)).toEqual({ kind: 'items', limit: 3, offset: 6 });
  });
});
