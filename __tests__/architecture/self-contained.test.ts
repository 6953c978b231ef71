import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { REPO } from '../helpers/paths.js';

/**
 * The tests run in any clone: none reads the `shared/` folder that sits beside the repository on the project's
 * machines (its conformance data is vendored in `__tests__/fixtures/conformance/`), and none names a machine path.
 */
const OUTSIDE = [
  /(?:\.\.\/)+shared\b/, // '../shared/…'
  /['"]\.\.['"]\s*,\s*(?:['"]\.\.['"]\s*,\s*)*['"]shared['"]/, // join(REPO, '..', 'shared')
  /['"]\/work\//, // an absolute path on the project's machines
  /['"]\/home\/[^'"]*\/shared/
];

/** The code lines (not comment lines) of `text` that reach outside the repository, as `line: text`. */
export function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .map((l, i) => [i + 1, l] as const)
    .filter(([, l]) => !/^\s*(\*|\/\/|\/\*)/.test(l) && OUTSIDE.some((re) => re.test(l)))
    .map(([n, l]) => `${n}: ${l.trim()}`);
}

function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : testSources(join(dir, e.name));
    return /\.(ts|mjs|js)$/.test(e.name) ? [join(dir, e.name)] : [];
  });
}

describe('the tests are self-contained', () => {
  test('the scanner finds each way of reaching the shared folder or a machine path', () => {
    expect(outsideReferences("const d = join(REPO, '..', 'shared', 'conformance');")).toHaveLength(1);
    expect(outsideReferences("readFileSync('../shared/specs/x.md')")).toHaveLength(1);
    expect(outsideReferences("const d = '/work/shared/conformance';")).toHaveLength(1);
    expect(outsideReferences("const d = join(FIXTURES, 'conformance', 'pcs'); // copied from shared/")).toEqual([]);
    expect(outsideReferences(' * vendored so a clone passes without `../shared`.')).toEqual([]);
  });

  test('no test file, helper or the jest config reads outside the repository', () => {
    const files = [...testSources(join(REPO, '__tests__')), join(REPO, 'jest.config.js')];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) =>
      outsideReferences(readFileSync(f, 'utf8'))
        .filter(() => !f.endsWith('self-contained.test.ts'))
        .map((r) => `${relative(REPO, f)}:${r}`)
    );
    expect(found).toEqual([]);
  });
});
