import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_CODES, CODE_GROUPS, lookupCode } from '../src/code-registry.js';
import { codesMarkdown } from '../src/cli/commands/codes.js';
import { VERSION } from '../src/version.js';
import { REPO } from './helpers/paths.js';

describe('code registry', () => {
  test('docs/codes.md is generated from the registry (run `npm run build && npm run docs:codes`)', () => {
    expect(readFileSync(join(REPO, 'docs', 'codes.md'), 'utf8')).toBe(codesMarkdown());
  });
  test('codes are unique, well formed, carry their group prefix, and say how to fix', () => {
    const seen = new Set<string>();
    for (const g of CODE_GROUPS) {
      for (const c of g.codes) {
        expect(seen.has(c.code)).toBe(false);
        seen.add(c.code);
        expect(c.code).toMatch(/^[A-Z]{1,4}[0-9]{3}$/);
        expect(g.prefixes.some((p) => c.code.startsWith(p))).toBe(true);
        expect(c.fix.length).toBeGreaterThan(10);
        expect(c.description.length).toBeGreaterThan(10);
      }
    }
    expect(lookupCode(ALL_CODES[0].code)).toBe(ALL_CODES[0]);
    expect(lookupCode('ZZ999')).toBeUndefined();
  });
  test('VERSION equals package.json', () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version);
  });
});
