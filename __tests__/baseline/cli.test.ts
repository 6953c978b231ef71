import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CommandIO } from '../../src/core/command.js';
import { checkCommand } from '../../src/cli/commands/check.js';
import { runCheck } from '../../src/run.js';
import { baseAndHead } from './helpers.js';

/** `benchgate check --baseline BASE.json [--no-regression …]` */
let dirs: { base: string; head: string };
let baseJson: string;
beforeAll(async () => {
  dirs = baseAndHead();
  baseJson = join(dirname(dirs.base), 'base.json');
  writeFileSync(baseJson, JSON.stringify(await runCheck({ path: dirs.base, suites: ['artifact-manifest'] })));
});
afterAll(() => rmSync(dirname(dirs.base), { recursive: true, force: true }));

async function check(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CommandIO = {
    stdout: (s) => (out += s),
    stderr: () => {},
    color: false,
    cwd: dirs.head,
    env: {},
    isTTY: false
  };
  const code = await checkCommand.run(['.', '--suites', 'artifact-manifest', '--no-cache', ...args], io);
  return { code, out };
}

describe('benchgate check --baseline', () => {
  it('prints What changed first, and the JSON report carries the delta', async () => {
    const r = await check(['--baseline', baseJson]);
    expect(r.code).toBe(1);
    expect(r.out.startsWith('== What changed (baseline: file')).toBe(true);
    expect(r.out).toContain('b/ARTIFACT_MANIFEST.tsv hashes_match: pass -> fail');
    const j = JSON.parse((await check(['--baseline', baseJson, '--format', 'json'])).out);
    expect(j.delta.fixed).toHaveLength(1);
  });

  it('--no-regression adds the gate: fails on the new failure, names it', async () => {
    const j = JSON.parse((await check(['--baseline', baseJson, '--no-regression', 'true', '--format', 'json'])).out);
    const b = j.suites[0].artifacts.find((a: any) => a.artifact.path === 'b/ARTIFACT_MANIFEST.tsv');
    expect(b.gates.find((g: any) => g.id === 'no-regression').status).toBe('fail');
    expect(b.findings.find((f: any) => f.code === 'BG051').message).toBe(
      'gate hashes_match is fail now; it was pass in the baseline'
    );
  });

  it('a missing or bad baseline is a notice, the exit code is the same as without it', async () => {
    const without = await check([]);
    const missing = await check(['--baseline', 'nope.json']);
    expect(missing.code).toBe(without.code);
    expect(missing.out).toMatch(
      /notice +BG050 no baseline comparison: the baseline file "[^"]*nope.json" does not exist/
    );
    expect(missing.out).not.toContain('What changed');
    writeFileSync(join(dirs.head, 'bad.json'), '{not json');
    expect((await check(['--baseline', 'bad.json'])).out).toContain('is not valid JSON');
  });
});
