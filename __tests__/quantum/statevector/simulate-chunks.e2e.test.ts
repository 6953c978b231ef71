import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO } from '../../helpers/paths.js';

// Which files of the built CLI a `simulate` run loads: the child registers a module loader hook
// (node:module register) that prints the URL of every module it loads. The device/noise code is
// recognised by content, not by chunk number (numbers change from build to build): the chunk that
// holds the device data (ibm_fez's calibration) and the noise engine (runOnTarget).

const CLI = join(REPO, 'dist', 'cli.js');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bg-sim-chunks-'));
  writeFileSync(
    join(dir, 'hooks.mjs'),
    "export async function load(url, context, next) {\n  if (url.startsWith('file:')) process.stderr.write('LOADED ' + url + '\\n');\n  return next(url, context);\n}\n"
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`
  );
  writeFileSync(
    join(dir, 'bell.qasm'),
    'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n'
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function simulate(args: string[]): { code: number | null; out: string; loaded: string[] } {
  const r = spawnSync(process.execPath, ['--import', join(dir, 'register.mjs'), CLI, 'simulate', ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60000
  });
  const loaded = [...r.stderr.matchAll(/^LOADED (\S+)$/gm)].map((m) => fileURLToPath(m[1]));
  return { code: r.status, out: r.stdout, loaded };
}

/** The loaded files of the shared bundle (dist/bundle/, which dist/cli.js loads) that hold the device data or the noise engine. */
const noiseChunks = (loaded: string[]) =>
  loaded
    .filter((f) => f.startsWith(join(REPO, 'dist', 'bundle') + sep))
    .filter((f) => /backendName: ?["']ibm_fez["']|function runOnTarget\(/.test(readFileSync(f, 'utf8')));

describe('the built CLI loads the device and noise code only for fake:<device> targets', () => {
  test('sim-cpu: no chunk with the devices or the noise engine is read', () => {
    const r = simulate(['bell.qasm', '--shots', '100', '--seed', '3', '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).method).toBe('final-state');
    // the hook works: the entry and the simulate command's chunks were seen
    expect(r.loaded.some((f) => f.endsWith(join('dist', 'bundle', 'index.js')))).toBe(true);
    expect(r.loaded.length).toBeGreaterThan(2);
    expect(noiseChunks(r.loaded)).toEqual([]);
  });

  test('fake:fez@1.6: the noise chunk is loaded and the noisy run works', () => {
    const r = simulate(['bell.qasm', '--shots', '200', '--seed', '3', '--target', 'fake:fez@1.6', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.target).toBe('fake:fez@1.6');
    expect(typeof j.fidelity).toBe('number');
    expect(noiseChunks(r.loaded).length).toBeGreaterThan(0);
  });
});
