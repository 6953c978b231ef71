import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';

/** Package names listed in an ncc licence file (one name alone on a line opens each entry). */
function listed(path: string): Set<string> {
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => /^(@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*$/.test(l))
  );
}

describe('dist licence notices', () => {
  test('the action bundle lists the @actions and @azure packages it bundles (it bundles no @octokit: see src/github/octokit.ts)', () => {
    const action = listed('dist/licenses.txt');
    for (const name of [
      '@actions/core',
      '@actions/cache',
      '@actions/http-client',
      '@azure/storage-blob',
      'undici',
      'yaml',
      'ajv',
      'hyparquet',
      'hyparquet-compressors',
      'fzstd'
    ])
      expect(action).toContain(name);
  });
  test('the CLI bundle has its own list beside it, and the action list is not overwritten by it', () => {
    expect(existsSync('dist/cli/licenses.txt')).toBe(true);
    const cli = listed('dist/cli/licenses.txt');
    for (const name of ['yaml', 'ajv', 'hyparquet', 'hyparquet-compressors', 'fzstd', 're2js'])
      expect(cli).toContain(name);
  });
  test('the simulation worker bundles no third-party code (so it needs no list)', () => {
    const worker = readFileSync('dist/workers/sim-worker.js', 'utf8');
    expect(worker).not.toMatch(/node_modules\//);
  });
});
