/** Bounded YAML reading (src/formats/yaml.ts): one document, positions, and the limits a caller may set. */
import { describe, expect, it } from '@jest/globals';
import { loadYaml, posOfPath, YAML_LIMITS } from '../../src/formats/yaml.js';

describe('loadYaml', () => {
  it('refuses several documents', () => {
    expect(loadYaml('a: 1\n---\nb: 2\n').ok).toBe(false);
  });

  it('keeps positions: posOfPath finds a key of a nested map', () => {
    const r = loadYaml('a:\n  b: 1\n  c: [x, y]\n');
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value).toEqual({ a: { b: 1, c: ['x', 'y'] } });
      expect(posOfPath(r.doc, r.lc, ['a', 'c', 1])).toEqual({ line: 3, column: 10 });
    }
  });

  it('applies the default limits, or the ones the caller gives', () => {
    const aliases = 'a: &x 1\n' + Array.from({ length: 5 }, (_, i) => `k${i}: *x\n`).join('');
    expect(loadYaml(aliases).ok).toBe(true);
    expect(loadYaml(aliases, { ...YAML_LIMITS, maxAliases: 4 })).toEqual({
      ok: false,
      message: 'the YAML uses more than 4 aliases (refused as a possible alias bomb)',
      pos: { line: 2, column: 5 }
    });
    const deep = 'a: ' + '['.repeat(6) + ']'.repeat(6) + '\n';
    expect(loadYaml(deep).ok).toBe(true);
    expect(loadYaml(deep, { ...YAML_LIMITS, maxDepth: 2 })).toMatchObject({
      ok: false,
      message: 'the YAML is nested more than 2 levels deep'
    });
    expect(loadYaml('a: 1\n', { ...YAML_LIMITS, maxBytes: 4 })).toEqual({
      ok: false,
      message: expect.stringContaining('the file is ')
    });
  });
});
