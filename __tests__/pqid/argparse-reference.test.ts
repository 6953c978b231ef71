import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { main } from '../../src/cli/main.js';
import { captureIO } from './helpers.js';
import { CONFORMANCE } from '../helpers/paths.js';

/**
 * Help texts and usage errors of every reference subcommand, as the PQID-Bench reference (f4bafb4) printed them
 * under Python 3.11.2's argparse (captured by `scripts/pqid-ref-capture.py --argparse-only`, cwd holding an empty
 * `rel/` folder; its absolute path is `<ROOT>`). These tests never run Python.
 */
interface Captured {
  args: string[];
  rc: number;
  stdout: string;
  stderr: string;
}
const CAPTURED = JSON.parse(readFileSync(join(CONFORMANCE, 'pqid-ref', 'argparse.json'), 'utf8')) as Captured[];

describe('pqid-bench argument handling = the reference (Python 3.11.2 argparse), byte for byte', () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-argparse-')));
  mkdirSync(join(root, 'rel'));
  const sub = (s: string): string => s.split('<ROOT>').join(root);

  test('the capture covers every subcommand help and the usage errors', () => {
    expect(CAPTURED.filter((c) => c.args[1] === '--help').map((c) => c.args[0])).toEqual([
      'evaluate',
      'compare',
      'reproduce',
      'verify',
      'run-model'
    ]);
    expect(CAPTURED.filter((c) => c.rc === 2).length).toBeGreaterThanOrEqual(25);
  });

  test.each(CAPTURED.map((c) => [c.args.join(' ') || '(no arguments)', c] as const))('%s', async (_l, c) => {
    const cap = captureIO(root);
    const rc = await runPqidReference(c.args, cap.io);
    expect(cap.err()).toBe(sub(c.stderr));
    expect(cap.out()).toBe(sub(c.stdout));
    expect(rc).toBe(c.rc);
  });
});

describe("benchgate pqid <command> -h is argparse's -h", () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-h-')));
  const help = (cmd: string) => CAPTURED.find((c) => c.args[0] === cmd && c.args[1] === '--help')!;

  test.each(['evaluate', 'compare', 'reproduce', 'verify', 'run-model'])(
    'pqid %s -h prints the reference help',
    async (cmd) => {
      for (const flag of ['-h', '--help']) {
        const cap = captureIO(root);
        expect(await main(['pqid', cmd, flag], cap.io)).toBe(0);
        expect(cap.out()).toBe(help(cmd).stdout);
        expect(cap.err()).toBe('');
      }
    }
  );

  test('-h where argparse reads it as a value is not a request for help', async () => {
    const cap = captureIO(root);
    expect(await main(['pqid', 'evaluate', '--output', '-h'], cap.io)).toBe(2);
    expect(cap.out()).toBe('');
    expect(cap.err()).toContain('argument --output: expected one argument');
  });
});
