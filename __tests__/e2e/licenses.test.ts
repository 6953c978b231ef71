import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from '../helpers/paths.js';

/** Package names listed in an ncc licence file (one name alone on a line opens each entry). */
function listed(path: string): Set<string> {
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((l) => /^(@[a-z0-9-]+\/)?[a-z0-9][a-z0-9._-]*$/.test(l))
  );
}

const BUNDLE = join(REPO, 'dist', 'bundle');
/** The entries that load the shared bundle (scripts/build.mjs). */
const ENTRIES = ['index.js', 'cli.js', 'lib/index.js', 'quantum/index.js', 'workers/sim-worker.js'];

describe('dist licence notices', () => {
  test('the shared bundle lists the packages of the action (@actions, @azure, @octokit: the GitHub client, src/github/octokit.ts) and of the CLI', () => {
    const notices = listed(join(BUNDLE, 'licenses.txt'));
    for (const name of [
      '@actions/core',
      '@actions/cache',
      '@actions/http-client',
      '@azure/storage-blob',
      'undici',
      'yaml',
      'ajv',
      'ajv-formats',
      'hyparquet',
      'hyparquet-compressors',
      'fzstd',
      're2js',
      '@octokit/core',
      '@octokit/plugin-retry',
      '@octokit/plugin-throttling',
      'bottleneck'
    ])
      expect(notices).toContain(name);
  });

  test('every package whose modules webpack names in a chunk of the bundle is listed (the list covers every chunk)', () => {
    const notices = listed(join(BUNDLE, 'licenses.txt'));
    const named = new Set<string>();
    for (const f of readdirSync(BUNDLE).filter((f) => f.endsWith('.js')))
      for (const m of readFileSync(join(BUNDLE, f), 'utf8').matchAll(
        /(?:EXTERNAL|CONCATENATED) MODULE: \S*node_modules\/((?:@[^/\s]+\/)?[^/\s]+)\//g
      ))
        named.add(m[1]);
    // the scan sees the packages of the action's cache client (a chunk of its own) and of the suites
    expect(named).toContain('@actions/cache');
    expect(named).toContain('hyparquet');
    expect([...named].filter((n) => !notices.has(n))).toEqual([]);
  });

  test('the thin entries bundle no code (so they need no list of their own) and point to the bundle and its notices', () => {
    for (const e of ENTRIES) {
      const text = readFileSync(join(REPO, 'dist', e), 'utf8');
      expect([e, /node_modules\//.test(text)]).toEqual([e, false]);
      expect([e, text.includes('dist/bundle/licenses.txt')]).toEqual([e, true]);
      expect([e, [...text.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])]).toEqual([
        e,
        [e.includes('/') ? '../bundle/index.js' : './bundle/index.js']
      ]);
    }
  });
});
