/**
 * The simulation thread's module loader when benchgate runs from its sources (sim-pool.ts `tsLoaderSource`): its
 * transpile cache holds code in the shared temporary folder, so a cache folder that another account made first, or
 * that others may write to, is never read. Each case starts node with the loader and a planted cache entry for the
 * module it imports.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from '@jest/globals';
import { tsLoaderSource } from '../../src/suites/qsolve/runner/sim-pool.js';

const root = mkdtempSync(join(tmpdir(), 'bg-ts-loader-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const swc = createRequire(import.meta.url).resolve('@swc/core');

/** Imports `mod.ts` through the loader with a planted cache entry for it; returns what the module said. */
function load(name: string, prepare: (cache: string) => void): string {
  const dir = join(root, name);
  mkdirSync(dir);
  const cache = join(dir, 'cache');
  const file = join(dir, 'mod.ts');
  const src = "export const who: string = 'transpiled';\n";
  writeFileSync(file, src);
  writeFileSync(join(dir, 'loader.mjs'), tsLoaderSource(swc, cache));
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'loader.mjs')).href)});\n`
  );
  writeFileSync(join(dir, 'main.mjs'), "import { who } from './mod.ts';\nconsole.log(who);\n");
  mkdirSync(cache);
  const key = createHash('sha256').update(`${file}\0${src}`).digest('hex');
  writeFileSync(join(cache, `${key}.mjs`), "export const who = 'planted';\n");
  prepare(cache);
  const r = spawnSync(process.execPath, ['--import', join(dir, 'register.mjs'), join(dir, 'main.mjs')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' }
  });
  expect(r.stderr).toBe('');
  return r.stdout.trim();
}

describe("the source loader's transpile cache", () => {
  it("is read when the folder is the user's own and closed to others (the control: the planted entry is used)", () => {
    expect(load('own', (cache) => chmodSync(cache, 0o700))).toBe('planted');
  });

  it('is not read when others may write to the folder', () => {
    expect(load('open', (cache) => chmodSync(cache, 0o777))).toBe('transpiled');
  });

  const root0 = process.getuid?.() === 0;
  (root0 ? it : it.skip)('is not read when another account owns the folder', () => {
    expect(
      load('foreign', (cache) => {
        chmodSync(cache, 0o700);
        chownSync(cache, 65534, 65534);
      })
    ).toBe('transpiled');
  });
});
