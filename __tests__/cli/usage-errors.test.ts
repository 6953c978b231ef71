/**
 * Typos are usage errors (exit 2) with a "did you mean", as pytest and git answer them: commands, subcommands,
 * flags, suite ids and paths; `help <command>` shows that command's help; a group alone lists its commands; Node's
 * parseArgs wording never reaches the user.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { closest } from '../../src/core/suggest.js';

function io(cwd = process.cwd()): CommandIO & { out: string; err: string } {
  const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
  Object.assign(o, {
    stdout: (t: string) => (o.out += t),
    stderr: (t: string) => (o.err += t),
    color: false,
    cwd,
    env: {},
    isTTY: false
  });
  return o;
}

async function run(args: string[], cwd?: string): Promise<{ code: number; out: string; err: string }> {
  const x = io(cwd);
  const code = await main(args, x);
  return { code, out: x.out, err: x.err };
}

describe('closest', () => {
  test('finds one typo (insertion, deletion, substitution, transposition), and nothing for unrelated words', () => {
    expect(closest('chek', ['check', 'codes', 'merge'])).toBe('check');
    expect(closest('qsolv', ['artifact-manifest', 'pqid', 'pcs', 'qsolve', 'fightbench'])).toBe('qsolve');
    expect(closest('exmaples', ['docs', 'examples', 'src'])).toBe('examples');
    expect(closest('--fial-on', ['--fail-on', '--format'])).toBe('--fail-on');
    expect(closest('banana', ['check', 'merge'])).toBeUndefined();
    expect(closest('x', ['check'])).toBeUndefined();
  });
});

describe('usage errors exit 2 with a did-you-mean', () => {
  test('an unknown command', async () => {
    const r = await run(['chek', '.']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'benchgate: unknown command "chek". Did you mean "check"? Run `benchgate --help` for every command.\n'
    );
  });

  test('an unknown subcommand of a family', async () => {
    const r = await run(['qsolve', 'lnit', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^benchgate: unknown qsolve command "lnit"\. Did you mean "lint"\? Commands:\n {2}benchgate qsolve /
    );
  });

  test('an unknown flag: benchgate’s words, the closest flag of the command, no parseArgs text', async () => {
    const r = await run(['check', '.', '--fial-on', 'error']);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('benchgate check: unknown option --fial-on. Did you mean "--fail-on"?');
    expect(r.err).not.toContain('place it at the end');
    expect(r.err).toContain('\nUsage: benchgate check ');
  });

  test.each([
    [['simulate', 'bell.qasm', '--shtos', '10'], 'benchgate simulate: unknown option --shtos. Did you mean "--shots"?'],
    [
      ['fightbench', 'verify', 'x.jsonl', '--formt', 'json'],
      'benchgate fightbench verify: unknown option --formt. Did you mean "--format"?'
    ],
    [
      ['qsolve', 'check', '.', '--formt', 'json'],
      'benchgate qsolve check: unknown option --formt. Did you mean "--format"?'
    ],
    [
      ['pcs', 'validate', 'x.json', '--formt', 'json'],
      'benchgate pcs validate: unknown option --formt. Did you mean "--format"?'
    ]
  ])('an unknown flag of a command that parses through parseCommandArgs: the same words (%j)', async (args, first) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(first);
    expect(r.err).not.toContain('place it at the end');
  });

  test('a flag without its value', async () => {
    const r = await run(['check', '.', '--format']);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe('benchgate check: option --format needs a value');
  });

  test('an unknown suite is a usage error (exit 2), not a failed run with BG001', async () => {
    const r = await run(['check', '.', '--suites', 'qsolv']);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')[0]).toBe(
      'benchgate check: unknown suite "qsolv". Did you mean "qsolve"? Suites: artifact-manifest, pqid, pcs, qsolve, fightbench'
    );
    expect(r.out).toBe('');
  });

  test('a mistyped path names the folder beside it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'bg-usage-'));
    mkdirSync(join(cwd, 'examples'));
    const r = await run(['check', 'exmaples'], cwd);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `benchgate check: the path "${join(cwd, 'exmaples')}" is not a directory. Did you mean "examples"?\n`
    );
  });
});

describe('help', () => {
  test('`help check` is `check --help`', async () => {
    const a = await run(['help', 'check']);
    const b = await run(['check', '--help']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(/^Usage: benchgate check /);
  });

  test('a family alone lists its commands (exit 2, as bare `benchgate`)', async () => {
    const r = await run(['qsolve']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^benchgate qsolve: which command\? Commands:\n {2}benchgate qsolve validate/);
  });
});

describe('qsolve test', () => {
  test('is the Qsolve SDK’s name for qsolve check: same options, same run', async () => {
    const help = await run(['qsolve', 'test', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: benchgate qsolve test \[DIR\] \[--records RUN_RECORDS\.json \| --no-run\]/);
    const cwd = mkdtempSync(join(tmpdir(), 'bg-qtest-'));
    const viaTest = await run(['qsolve', 'test', 'nowhere', '--format', 'json'], cwd);
    const viaCheck = await run(['qsolve', 'check', 'nowhere', '--format', 'json'], cwd);
    expect(viaTest.code).toBe(viaCheck.code);
    expect(viaTest.err).toContain('"nowhere" is not a workflow folder');
    expect(viaTest.err.split('qsolve test').join('qsolve check')).toBe(viaCheck.err);
    expect(viaTest.out.replace(/"(startedAt|durationMs)":[^,\n]*/g, '')).toBe(
      viaCheck.out.replace(/"(startedAt|durationMs)":[^,\n]*/g, '')
    );
  });
});
