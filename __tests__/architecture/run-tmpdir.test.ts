import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from '@jest/globals';
// @ts-expect-error -- plain .mjs scripts without declarations
import setup, { RUN_TMPDIR } from '../../scripts/jest-tmpdir.mjs';
// @ts-expect-error -- plain .mjs scripts without declarations
import teardown from '../../scripts/jest-tmpdir-teardown.mjs';

/**
 * A test run leaves nothing in the machine's temporary folder: jest's globalSetup (scripts/jest-tmpdir.mjs) points
 * TMPDIR at one folder for the run, and globalTeardown removes it with whatever the tests and the processes they
 * started left there.
 */
describe("the test run's temporary folder", () => {
  const names = [RUN_TMPDIR, 'TMPDIR', 'TMP', 'TEMP', 'BENCHGATE_KEEP_TEST_TMP'] as string[];
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });

  test('this run has one, and os.tmpdir() is it', () => {
    const dir = process.env[RUN_TMPDIR];
    expect(dir).toMatch(/[/\\]benchgate-tests-[^/\\]+$/);
    expect(tmpdir()).toBe(dir);
    expect(process.env.TMPDIR).toBe(dir);
  });

  test("globalSetup makes a folder with /tmp's mode and points TMPDIR, TMP and TEMP at it; globalTeardown removes it with what was left in it", () => {
    setup();
    const dir = process.env[RUN_TMPDIR] as string;
    expect(dirname(dir)).toBe(saved.TMPDIR ?? dirname(dir));
    expect(statSync(dir).mode & 0o7777).toBe(0o1777);
    expect([process.env.TMPDIR, process.env.TMP, process.env.TEMP]).toEqual([dir, dir, dir]);
    const left = mkdtempSync(join(tmpdir(), 'fb-'));
    mkdirSync(join(left, 'deep', 'er'), { recursive: true });
    writeFileSync(join(left, 'deep', 'er', 'x.json'), '{}');
    teardown();
    expect(existsSync(dir)).toBe(false);
  });

  test('BENCHGATE_KEEP_TEST_TMP=1 keeps the folder', () => {
    setup();
    const dir = process.env[RUN_TMPDIR] as string;
    process.env.BENCHGATE_KEEP_TEST_TMP = '1';
    const write = process.stdout.write;
    let said = '';
    process.stdout.write = ((s: string) => ((said += s), true)) as typeof process.stdout.write;
    try {
      teardown();
    } finally {
      process.stdout.write = write;
    }
    expect(existsSync(dir)).toBe(true);
    expect(said).toBe(`\nThe tests' temporary files are kept in ${dir}\n`);
    delete process.env.BENCHGATE_KEEP_TEST_TMP;
    teardown();
    expect(existsSync(dir)).toBe(false);
  });
});
