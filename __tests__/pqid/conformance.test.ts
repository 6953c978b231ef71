import { describe, expect, test, beforeAll } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { PQID_COMMANDS } from '../../src/suites/pqid/commands.js';
import { captureIO, conformanceDir, copyConformance } from './helpers.js';

interface Case {
  name: string;
  command: string;
  rc: number;
  stdout: string | null;
  stderr: string | null;
  output_files: string[];
  inputs: string[];
}

const SRC = conformanceDir();
const haveData = existsSync(join(SRC, 'outputs', 'index.json'));
const cases: Case[] = haveData ? JSON.parse(readFileSync(join(SRC, 'outputs', 'index.json'), 'utf8')) : [];
/** Environment-specific: compared by keys, not values (below). */
const DOCTOR = 'g03_doctor';
/** A Python library call, run through `benchgate pqid replay-derivatives` (below). */
const API01 = 'api01_write_replay_derivatives_gpt56sol';
const EXEMPT = new Set([DOCTOR, API01]);

/** Sorted key paths of a JSON value (nested objects included). */
function keyPaths(v: unknown, prefix = ''): string[] {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return [];
  return Object.entries(v as Record<string, unknown>)
    .flatMap(([k, x]) => [prefix + k, ...keyPaths(x, `${prefix}${k}.`)])
    .sort();
}

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

describe('pqid conformance (reference golden outputs)', () => {
  let root = '';
  beforeAll(() => {
    root = copyConformance();
  });
  const run = cases.filter((c) => !EXEMPT.has(c.name));
  test('the case table is complete', () => {
    if (!haveData) return;
    expect(cases.length).toBe(126);
    expect(run.length).toBe(124);
    expect(cases.filter((c) => EXEMPT.has(c.name)).length).toBe(2);
  });
  test(`${DOCTOR}: same keys (and version record) as the reference; values are environment-specific`, async () => {
    const c = cases.find((x) => x.name === DOCTOR);
    if (!c || !c.stdout) return;
    const expected = JSON.parse(readFileSync(join(root, c.stdout), 'utf8')) as Record<string, unknown>;
    const cap = captureIO(root);
    cap.io.env = { PATH: process.env.PATH };
    expect(await runPqidReference(['doctor'], cap.io)).toBe(c.rc);
    const got = JSON.parse(cap.out()) as Record<string, unknown>;
    expect(keyPaths(got)).toEqual(keyPaths(expected));
    for (const k of [
      'package_version',
      'benchmark_release',
      'evaluator_version',
      'predicate_version',
      'schema_version',
      'artifact_manifest_version',
      'run_type'
    ])
      expect(got[k]).toBe(expected[k]);
    expect(typeof got.docker_daemon_available).toBe('boolean');
  }, 60000);
  test(`${API01}: benchgate pqid replay-derivatives writes byte-identical files`, async () => {
    const c = cases.find((x) => x.name === API01);
    if (!c) return;
    const out = mkdtempSync(join(tmpdir(), 'bg-pqid-api01-'));
    const cmd = PQID_COMMANDS.find((x) => x.name.join(' ') === 'pqid replay-derivatives')!;
    const cap = captureIO(root);
    const rc = await cmd.run(['--harness-report', c.inputs[0], '--output-dir', out], cap.io);
    expect(cap.err()).toBe('');
    expect(rc).toBe(c.rc);
    expect(readdirSync(out).sort()).toEqual(c.output_files.map((f) => f.split('/').pop()).sort());
    for (const f of c.output_files)
      expect(readFileSync(join(out, f.split('/').pop()!), 'utf8')).toBe(readFileSync(join(SRC, f), 'utf8'));
  });
  test.each(run.map((c) => [c.name, c] as [string, Case]))('%s', async (_name, c) => {
    const args = c.command
      .replace(/^pqid-bench ?/, '')
      .split(' ')
      .filter((x) => x.length > 0);
    const cap = captureIO(root);
    const rc = await runPqidReference(args, cap.io);
    const sub = (s: string): string => s.split('<ROOT>/').join(root + '/');
    const expOut = c.stdout ? sub(readFileSync(join(root, c.stdout), 'utf8')) : '';
    const expErr = c.stderr ? sub(readFileSync(join(root, c.stderr), 'utf8')) : '';
    expect(rc).toBe(c.rc);
    if (expErr.startsWith('Traceback')) expect(lastLine(cap.err())).toBe(lastLine(expErr));
    else expect(cap.err()).toBe(expErr);
    if (expOut.trimStart().startsWith('{')) expect(JSON.parse(cap.out())).toEqual(JSON.parse(expOut));
    expect(cap.out()).toBe(expOut);
    for (const f of c.output_files) {
      const golden = sub(readFileSync(join(SRC, f), 'utf8'));
      expect(readFileSync(join(root, f), 'utf8')).toBe(golden);
    }
  });
});
