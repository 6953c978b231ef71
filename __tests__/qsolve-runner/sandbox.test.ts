import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderCache } from '../../src/core/local-cache.js';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import { plan, sandboxCaps, scrubEnv } from '../../src/suites/qsolve/runner/sandbox.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { cleanup, errors, FakeNoiseBackend, materialize, notPassing, runAndCheck } from './helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const fixture = (v: string) => {
  const d = materialize(v);
  dirs.push(d);
  return d;
};

describe('scrubEnv', () => {
  it('keeps only the allow-list, drops secrets, sets HOME and the fixed variables', () => {
    const env = scrubEnv(
      {
        PATH: '/bin',
        LANG: 'C.UTF-8',
        LC_ALL: 'C',
        GITHUB_TOKEN: 'x',
        ACTIONS_RUNTIME_TOKEN: 'y',
        INPUT_TOKEN: 'z',
        RUNNER_TEMP: '/t',
        AWS_SECRET_ACCESS_KEY: 'k',
        LC_SECRET: 's',
        HOME: '/root',
        FOO: 'bar'
      },
      '/tmp/h'
    );
    expect(Object.keys(env).sort()).toEqual(
      [
        'HOME',
        'LANG',
        'LC_ALL',
        'MKL_NUM_THREADS',
        'NO_COLOR',
        'OMP_NUM_THREADS',
        'OPENBLAS_NUM_THREADS',
        'PATH',
        'PYTHONDONTWRITEBYTECODE',
        'PYTHONHASHSEED',
        'PYTHONIOENCODING',
        'PYTHONUNBUFFERED',
        'TMPDIR',
        'USERPROFILE'
      ].sort()
    );
    expect(env.HOME).toBe('/tmp/h');
    expect(env.PYTHONHASHSEED).toBe('0');
  });

  it('plans prlimit for Python and the network namespace when available', () => {
    const p = plan(['python3', 'r.py'], 512, true, { unshare: ['unshare', '-rn'], prlimit: true });
    expect([p.command, ...p.args]).toEqual([
      'prlimit',
      `--as=${512 * 1024 * 1024}`,
      '--',
      'unshare',
      '-rn',
      'python3',
      'r.py'
    ]);
    expect(p.networkIsolated).toBe(true);
    const n = plan(['node', 'r.mjs'], 512, false, { unshare: [], prlimit: true });
    expect([n.command, ...n.args]).toEqual(['node', 'r.mjs']);
    expect(n.memoryEnforcement).toBe('node --max-old-space-size');
  });
});

describe('sandbox, end to end', () => {
  it('a workflow hunting for tokens finds none: GITHUB_TOKEN and every *TOKEN*/*SECRET* variable stay outside', async () => {
    const env = {
      ...process.env,
      GITHUB_TOKEN: 'ghs_benchgate_test_token_value',
      ACTIONS_RUNTIME_TOKEN: 'rt-secret-value',
      MY_SECRET: 'hunter2',
      INPUT_GITHUB_TOKEN: 'ghs_input'
    };
    const { result, run } = await runAndCheck(fixture('token-reader'), { env });
    expect(notPassing(result)).toEqual([]);
    const q = run.records!.cases[0].methods[0];
    expect(q.details?.found).toEqual([]);
    expect(
      (q.details?.env_keys as string[]).some((k) => /TOKEN|SECRET|^ACTIONS_|^INPUT_|^RUNNER_|^GITHUB_/.test(k))
    ).toBe(false);
    expect(q.details?.home).toBe('benchgate-qsolve-');
    const all = JSON.stringify(run.records);
    for (const v of ['ghs_benchgate_test_token_value', 'rt-secret-value', 'hunter2', 'ghs_input'])
      expect(all).not.toContain(v);
  });

  it('records whether the network namespace was used', async () => {
    const { run } = await runAndCheck(fixture('base'));
    const caps = sandboxCaps();
    expect(run.records!.runner!.network_isolated).toBe(caps.unshare.length > 0);
    if (caps.unshare.length === 0) expect(run.findings.map((f) => f.code)).toContain('QS031');
  });

  it('a workflow exhausting memory is stopped and benchgate carries on', async () => {
    const { result } = await runAndCheck(fixture('memory-hog'));
    expect(errors(result).every((f) => f.code === 'QS021')).toBe(true);
    expect(process.memoryUsage().rss).toBeLessThan(2 * 1024 ** 3);
  });
});

describe('cache', () => {
  it('reuses case records when nothing changed; reproducible always re-runs', async () => {
    const dir = fixture('base');
    const cacheDir = mkdtempSync(join(tmpdir(), 'bg-qsr-cache-'));
    dirs.push(cacheDir);
    const cache = new LocalFolderCache(cacheDir);
    const s = await loadWorkflow(dir, '.');
    const a = await runWorkflow(s, { backend: new FakeNoiseBackend(), cache });
    expect(a.stats).toEqual({ ran: 3, cached: 0, unavailable: 0 });
    expect(readdirSync(cacheDir).filter((f) => f.startsWith('benchgate-v'))).toHaveLength(2);
    const b = await runWorkflow(await loadWorkflow(dir, '.'), { backend: new FakeNoiseBackend(), cache });
    expect(b.stats).toEqual({ ran: 1, cached: 2, unavailable: 0 });
    expect(b.records!.cases.map((c) => c.result_hash)).toEqual(a.records!.cases.map((c) => c.result_hash));
    rmSync(join(dir, 'examples', 'ring_4.json'));
    // a changed workflow folder misses the cache (the input file is gone, so the case cannot even resolve)
    const c = await runWorkflow(await loadWorkflow(dir, '.'), { backend: new FakeNoiseBackend(), cache });
    expect(c.stats.cached).toBe(0);
  });
});
