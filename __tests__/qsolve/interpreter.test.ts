/**
 * runnerInterpreter (src/suites/qsolve/runner/interpreter.ts): the runners start the probed interpreter's own path
 * only when that changes nothing the sandbox exposes; the attacks that run it for real are in
 * __tests__/qsolve-runner/attacks.test.ts (".benchgate.yml cannot loosen the sandbox").
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runnerInterpreter } from '../../src/suites/qsolve/runner/interpreter.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'bg-interp-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => {
  const f = join(dir, name);
  writeFileSync(f, '#!/bin/sh\n');
  chmodSync(f, 0o755);
  return f;
};
const real = file('python3.11');
const shim = file('shim-python3');
symlinkSync(real, join(dir, 'python3'));
/** A stand-in for isolationFor: the "plan" is the folder of the interpreter's path. */
const byFolder = (p: string) => ({ keep: p.slice(0, p.lastIndexOf('/')) });

describe('runnerInterpreter', () => {
  it('starts the probed executable when the sandbox plan for it equals the plan for the command', () => {
    const probe = { ok: true as const, version: '3.11.7', executable: join(dir, 'python3') };
    expect(runnerInterpreter('python3', shim, probe, byFolder(shim), byFolder)).toEqual({
      command: join(dir, 'python3'),
      path: real
    });
  });

  it('keeps the command when the plan for the probed executable differs (the probe never widens the sandbox)', () => {
    const calls: (string | undefined)[] = [];
    const probe = { ok: true as const, version: '3.11.7', executable: real };
    const plan = (p: string) => {
      calls.push(p);
      return { keep: p === real ? ['/home/me/.vault'] : [] };
    };
    expect(runnerInterpreter('python3', shim, probe, { keep: [] }, plan)).toEqual({ command: 'python3', path: shim });
    expect(calls).toEqual([real]);
  });

  it('starts the probed executable without comparing plans when it is the command itself (a venv symlink)', () => {
    const probe = { ok: true as const, version: '3.11.7', executable: join(dir, 'python3') };
    const never = () => {
      throw new Error('no plan needed');
    };
    expect(runnerInterpreter('.venv/bin/python', real, probe, {}, never)).toEqual({
      command: join(dir, 'python3'),
      path: real
    });
  });

  it('keeps the command when the probe gave no executable, failed, or named a path that does not exist', () => {
    const same = () => ({});
    expect(runnerInterpreter('python3', shim, { ok: true, version: '3.11.7' }, {}, same)).toEqual({
      command: 'python3',
      path: shim
    });
    expect(runnerInterpreter('python3', shim, { ok: false, message: 'x' }, {}, same)).toEqual({
      command: 'python3',
      path: shim
    });
    const gone = { ok: true as const, version: '3.11.7', executable: join(dir, 'missing') };
    expect(runnerInterpreter('python3', undefined, gone, {}, same)).toEqual({ command: 'python3', path: undefined });
  });
});
