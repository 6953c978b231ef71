import { describe, expect, test, beforeAll } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { captureIO, conformanceDir, copyConformance } from './helpers.js';

interface Case {
  name: string;
  command: string;
  rc: number;
  stdout: string | null;
  stderr: string | null;
  output_files: string[];
}

const SRC = conformanceDir();
const haveData = existsSync(join(SRC, 'outputs', 'index.json'));
const cases: Case[] = haveData ? JSON.parse(readFileSync(join(SRC, 'outputs', 'index.json'), 'utf8')) : [];
/** Environment-specific (doctor) or not a CLI command (a Python library call). */
const EXEMPT = new Set(['g03_doctor', 'api01_write_replay_derivatives_gpt56sol']);
/** Live-run commands benchgate does not implement (they need a provider); see docs/pqid.md. */
const NOT_IMPLEMENTED = new Set(['rm01_dry_run_limit2', 'rm02_without_acknowledgement', 'rm03_dry_run_release_without_manifest']);

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

describe('pqid conformance (reference golden outputs)', () => {
  let root = '';
  beforeAll(() => {
    root = copyConformance();
  });
  const run = cases.filter((c) => !EXEMPT.has(c.name) && !NOT_IMPLEMENTED.has(c.name));
  test('the case table is complete', () => {
    if (!haveData) return;
    expect(cases.length).toBe(126);
    expect(run.length).toBe(126 - EXEMPT.size - NOT_IMPLEMENTED.size);
  });
  test.each(run.map((c) => [c.name, c] as [string, Case]))('%s', async (_name, c) => {
    const args = c.command.replace(/^pqid-bench ?/, '').split(' ').filter((x) => x.length > 0);
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
