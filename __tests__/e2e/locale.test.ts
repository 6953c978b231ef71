/**
 * Determinism across machines: the same check under two locales writes byte-identical reports (timestamps aside).
 * Under `sv_SE` ICU sorts "ä" after "z", under `en_US` before it, and both put "B" after "a": an order taken from
 * `localeCompare` would differ here (and from the code-point order, where "B" < "_x" < "a" < "z" < "Å" < "ä").
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';

const CLI = join(REPO, 'dist', 'cli.js');
const NAMES = ['z', 'ä', 'a', 'B', '_x', 'Å'];
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bg-locale-'));
  // One release per folder, each listing a file that is missing: an artifact and an error finding per folder,
  // and in each, findings on several files (the missing ones) to order too.
  for (const n of NAMES) {
    mkdirSync(join(dir, 'tree', n), { recursive: true });
    const rows = NAMES.map((m) => `${m}.bin\t1\t${'0'.repeat(64)}`).join('\n');
    writeFileSync(join(dir, 'tree', n, 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\n${rows}\n`);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(locale: string): { json: string; sarif: string; text: string } {
  const tag = locale.replace(/\W/g, '');
  const json = join(dir, `${tag}.json`);
  const sarif = join(dir, `${tag}.sarif`);
  const r = spawnSync(
    process.execPath,
    [CLI, 'check', join(dir, 'tree'), '--no-cache', '--report-json', json, '--sarif', sarif],
    { encoding: 'utf8', env: { ...process.env, LANG: locale, LC_ALL: locale, NO_COLOR: '1' }, timeout: 60_000 }
  );
  expect(r.status).toBe(1);
  const clean = (s: string): string =>
    s.replace(/"(startedAt|durationMs)":\s*("[^"]*"|[0-9.]+)/g, '"$1":0').replace(/\b\d+(\.\d+)? ?m?s\b/g, 'T');
  return { json: clean(readFileSync(json, 'utf8')), sarif: clean(readFileSync(sarif, 'utf8')), text: clean(r.stdout) };
}

test('reports are byte-identical under sv_SE and en_US, in code-point order', () => {
  const sv = check('sv_SE.UTF-8');
  const en = check('en_US.UTF-8');
  expect(sv.json).toBe(en.json);
  expect(sv.sarif).toBe(en.sarif);
  expect(sv.text).toBe(en.text);
  const report = JSON.parse(sv.json) as { suites: { artifacts: { artifact: { path: string } }[] }[] };
  const paths = report.suites.flatMap((s) => s.artifacts.map((a) => a.artifact.path));
  expect(paths).toEqual(['B', '_x', 'a', 'z', 'Å', 'ä'].map((n) => `${n}/ARTIFACT_MANIFEST.tsv`));
});
