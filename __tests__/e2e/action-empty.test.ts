/**
 * The action's `fail-on-empty` input and `options` prototype keys, through dist/index.js as the runner starts it
 * (INPUT_* variables, GITHUB_STEP_SUMMARY / GITHUB_OUTPUT files). See docs/security/green.md.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function runAction(inputs: Record<string, string>, files: Record<string, string> = { 'README.md': 'nothing here' }) {
  const ws = mkdtempSync(join(tmpdir(), 'bg-green-ws-'));
  const io = mkdtempSync(join(tmpdir(), 'bg-green-io-'));
  made.push(ws, io);
  for (const [p, c] of Object.entries(files)) writeFileSync(join(ws, p), c);
  const summary = join(io, 'summary.md');
  const output = join(io, 'output.txt');
  writeFileSync(summary, '');
  writeFileSync(output, '');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(INPUT_|GITHUB_|ACTIONS_|RUNNER_)/.test(k)) env[k] = v;
  for (const [k, v] of Object.entries({ 'check-run': 'false', cache: 'false', ...inputs }))
    env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, {
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: io,
    NODE_OPTIONS: ''
  });
  const r = spawnSync(process.execPath, [join(REPO, 'dist', 'index.js')], {
    cwd: ws,
    env,
    encoding: 'utf8',
    timeout: 60_000
  });
  const outputs: Record<string, string> = {};
  for (const m of readFileSync(output, 'utf8').matchAll(/^([\w-]+)<<(ghadelimiter_[\w-]+)\n([\s\S]*?)\n\2$/gm))
    outputs[m[1]] = m[3];
  return { code: r.status, stdout: r.stdout + r.stderr, outputs, summary: readFileSync(summary, 'utf8') };
}

describe('action input fail-on-empty', () => {
  it('default true: an empty workspace fails with a BG001 error annotation', () => {
    const r = runAction({});
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/::error [^\n]*title=BG001[^\n]*::nothing was checked/);
    expect(r.outputs.result).toBe('fail');
  });

  it('false: BG001 is a warning and the step passes; a bad value is refused', () => {
    const r = runAction({ 'fail-on-empty': 'false' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/::warning [^\n]*title=BG001/);
    expect(r.outputs.result).toBe('pass');
    expect(runAction({ 'fail-on-empty': 'maybe' }).code).toBe(1);
  });

  it('.benchgate.yml `fail-on-empty: false` does not turn it off', () => {
    const r = runAction({}, { '.benchgate.yml': 'fail-on-empty: false\n' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /::warning [^\n]*file=\.benchgate\.yml,line=1[^\n]*::\.benchgate\.yml: `fail-on-empty: false` is ignored: it would loosen/
    );
    expect(r.stdout).toMatch(/::error [^\n]*title=BG001/);
  });

  it('options with __proto__ / constructor keys give BG004 instead of being ignored', () => {
    const r = runAction({ 'fail-on-empty': 'false', options: '{__proto__: {strict: true}, constructor: {x: 1}}' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('unknown suite "__proto__"');
    expect(r.stdout).toContain('unknown suite "constructor"');
  });
});
