import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The package's library entries, as a user imports them: `import('benchgate')` resolves (by the package's own
 * `exports`) to dist/lib, has no side effect, and checks a folder; `benchgate/quantum` parses and simulates.
 * Run in a child process with a scrubbed environment so an import that behaved like the action would show.
 */
function node(code: string, env: Record<string, string> = {}): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: resolve('.'),
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000
  });
}

describe('library entries', () => {
  test("import('benchgate') has no side effect: nothing printed, no action output written", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-lib-'));
    try {
      const out = join(dir, 'out');
      const summary = join(dir, 'summary');
      const stdout = node(
        "const m = await import('benchgate'); process.stdout.write(JSON.stringify(Object.keys(m).sort()));",
        { GITHUB_ACTIONS: 'true', GITHUB_OUTPUT: out, GITHUB_STEP_SUMMARY: summary, INPUT_PATH: '.' }
      );
      const keys = JSON.parse(stdout) as string[];
      for (const k of [
        'check',
        'toSarif',
        'toMarkdown',
        'toJUnit',
        'renderText',
        'lookupCode',
        'RunError',
        'validateReport'
      ])
        expect(keys).toContain(k);
      expect(existsSync(out)).toBe(false);
      expect(existsSync(summary)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('check() returns the report that the CLI prints, and a missing folder is a RunError', () => {
    const stdout = node(
      "const { check, RunError } = await import('benchgate');" +
        "const r = await check('examples/release', { suites: ['artifact-manifest'] });" +
        "let err = ''; try { await check('no/such/folder'); } catch (e) { err = (e instanceof RunError) + ':' + e.message; }" +
        'process.stdout.write(JSON.stringify({ schema: r.schema, verdict: r.verdict, suites: r.suites.map((s) => s.suite), artifacts: r.counts.artifacts, err }));'
    );
    const r = JSON.parse(stdout) as {
      schema: string;
      verdict: string;
      suites: string[];
      artifacts: number;
      err: string;
    };
    expect(r.schema).toBe('benchgate.report/1');
    expect(r.suites).toEqual(['artifact-manifest']);
    expect(r.artifacts).toBeGreaterThan(0);
    expect(r.err).toMatch(/^true:.*not a directory/);
    const cli = JSON.parse(
      execFileSync(
        process.execPath,
        ['dist/cli.js', 'check', 'examples/release', '--suites', 'artifact-manifest', '--format', 'json'],
        { encoding: 'utf8' }
      ).toString()
    ) as { verdict: string };
    expect(r.verdict).toBe(cli.verdict);
  });

  test("'benchgate/quantum' parses and simulates on its own", () => {
    const stdout = node(
      "const q = await import('benchgate/quantum');" +
        'const c = q.parseQasm(\'OPENQASM 3.0; include "stdgates.inc"; qubit[2] q; bit[2] c; h q[0]; cx q[0], q[1]; c = measure q;\');' +
        'process.stdout.write(JSON.stringify({ qubits: c.numQubits, devices: q.deviceNames().length > 0 }));'
    );
    expect(JSON.parse(stdout)).toEqual({ qubits: 2, devices: true });
  });

  test('the type declarations are shipped beside each entry', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      exports: Record<string, { types: string; default: string }>;
    };
    for (const k of ['.', './quantum']) {
      const d = readFileSync(pkg.exports[k].types, 'utf8');
      expect(d).toMatch(
        k === '.'
          ? /export declare function check\(path: string, opts\?: CheckOptions\): Promise<Report>;/
          : /export declare function parseQasm/
      );
    }
  });
});
