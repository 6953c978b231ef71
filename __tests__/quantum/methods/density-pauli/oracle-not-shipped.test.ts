import { describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO } from '../../../helpers/paths.js';

/** Every file under `dir` (recursively) whose name ends with one of `exts`. */
function filesUnder(dir: string, exts: string[]): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p, exts));
    else if (exts.some((x) => e.name.endsWith(x))) out.push(p);
  }
  return out;
}

describe('test oracles stay out of the shipped code', () => {
  test('the complex density-matrix oracle (runDensityComplex) is defined only in __tests__, not in src/ nor in dist/', () => {
    const hits = [...filesUnder(join(REPO, 'src'), ['.ts']), ...filesUnder(join(REPO, 'dist'), ['.js', '.d.ts'])]
      .filter((f) => readFileSync(f, 'utf8').includes('runDensityComplex'))
      .map((f) => relative(REPO, f));
    expect(hits).toEqual([]);
    expect(readFileSync(join(REPO, '__tests__', 'quantum', 'methods', 'density-pauli', 'oracle.ts'), 'utf8')).toContain(
      'export function runDensityComplex'
    );
  });

  test('no source file imports from __tests__', () => {
    const bad = filesUnder(join(REPO, 'src'), ['.ts'])
      .filter((f) => /from\s+['"][^'"]*__tests__/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(REPO, f));
    expect(bad).toEqual([]);
  });
});
