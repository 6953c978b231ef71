import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadPlannedBaseline, planBaseline } from '../../src/action/baseline.js';
import { MAX_BASELINE_BYTES, parseBaseline, readBaselineFile } from '../../src/baseline/load.js';
import { applyBaseline } from '../../src/baseline/no-regression.js';
import type { Report } from '../../src/core/model.js';
import { runCheck } from '../../src/run.js';
import { baseAndHead } from './helpers.js';
import { memoryCache } from './memory-cache.js';

/** Each attack on the baseline named in docs/security/baseline.md, performed. Every one ends as a BG050 notice and no delta. */
let dirs: { base: string; head: string };
let base: Report;
let head: Report;
let ws: string;
const expectOf = () => ({ version: head.tool.version, configHash: head.config.configHash });

beforeAll(async () => {
  dirs = baseAndHead();
  base = await runCheck({ path: dirs.base, suites: ['artifact-manifest'] });
  head = await runCheck({ path: dirs.head, suites: ['artifact-manifest'] });
  ws = realpathSync(mkdtempSync(join(tmpdir(), 'bg-baseline-ws-')));
});
afterAll(() => {
  rmSync(dirname(dirs.base), { recursive: true, force: true });
  rmSync(ws, { recursive: true, force: true });
});

const refusedWith = (r: { ok: boolean; notice?: { code: string; severity: string; message: string } }, re: RegExp) => {
  expect(r.ok).toBe(false);
  expect(r.notice).toMatchObject({ code: 'BG050', severity: 'notice' });
  expect(r.notice!.message).toMatch(re);
};

describe('a hostile baseline is refused with a notice, never a failure', () => {
  it('accepts the genuine report', () => {
    expect(parseBaseline(JSON.stringify(base), 'file', 'b.json', expectOf()).ok).toBe(true);
  });

  it('a poisoned cache entry with a forged verdict (pass, with failing gates) is refused', async () => {
    const forged = structuredClone(base);
    forged.verdict = 'pass';
    const cache = memoryCache();
    cache.put(`benchgate-baseline-main-${'a'.repeat(40)}`, JSON.stringify(forged));
    const plan = planBaseline(
      'auto',
      '',
      { GITHUB_EVENT_NAME: 'pull_request' },
      { pull_request: { base: { ref: 'main', sha: 'a'.repeat(40) } } }
    );
    const r = await loadPlannedBaseline(plan, expectOf(), {
      backend: cache.backend,
      runnerTemp: ws,
      workspace: ws,
      log: () => {}
    });
    refusedWith(r!, /verdict or counts do not match its own gates and findings/);
    // Forging the counts too does not help: a passing gate with an error finding against it is refused.
    const forged2 = structuredClone(base);
    for (const a of forged2.suites[0].artifacts) for (const g of a.gates) g.status = 'pass';
    // (verdict left fail: the error findings keep it so when recomputed)
    forged2.counts.gates = {
      pass: forged2.counts.gates.pass + forged2.counts.gates.fail,
      fail: 0,
      undecided: 0,
      skipped: forged2.counts.gates.skipped
    };
    refusedWith(parseBaseline(JSON.stringify(forged2), 'cache', 'k', expectOf()), /says pass but the error finding/);
    // The refused baseline changes nothing but a notice: no delta, same verdict.
    const applied = applyBaseline(head, r);
    expect(applied.delta).toBeUndefined();
    expect(applied.verdict).toBe(head.verdict);
    expect(applied.counts.findings.notice).toBe(head.counts.findings.notice + 1);
  });

  it('a huge file is refused by its size before it is read', async () => {
    const p = join(ws, 'huge.json');
    writeFileSync(p, '');
    truncateSync(p, MAX_BASELINE_BYTES + 1);
    refusedWith(
      await readBaselineFile('huge.json', { source: 'file', expect: expectOf(), workspace: ws }),
      /over the 16 MiB limit/
    );
    refusedWith(parseBaseline(' '.repeat(MAX_BASELINE_BYTES + 1), 'cache', 'k', expectOf()), /over the 16 MiB limit/);
  });

  it('a non-JSON file is refused without quoting it', async () => {
    writeFileSync(join(ws, 'passwd.json'), 'root:x:0:0:root:/root:/bin/bash\n');
    const r = await readBaselineFile('passwd.json', { source: 'file', expect: expectOf(), workspace: ws });
    refusedWith(r, /is not valid JSON/);
    expect(JSON.stringify(r)).not.toContain('root:x');
    refusedWith(
      parseBaseline(
        '{"schema":"benchgate.report/1","tool":{"name":"benchgate","version":"1.0.0"},"evil":"<script>"}',
        'file',
        'x',
        expectOf()
      ),
      /not a valid benchgate report/
    );
    refusedWith(parseBaseline('['.repeat(100) + ']'.repeat(100), 'file', 'x', expectOf()), /nests deeper|not a valid/);
  });

  it('a path outside the workspace (absolute, .., or a symlink leaving it) is refused for baseline: FILE', async () => {
    const outside = join(dirname(dirs.base), 'outside.json');
    writeFileSync(outside, JSON.stringify(base));
    refusedWith(
      await readBaselineFile(outside, { source: 'file', expect: expectOf(), workspace: ws }),
      /not a file inside the workspace/
    );
    refusedWith(
      await readBaselineFile('../outside.json', {
        source: 'file',
        expect: expectOf(),
        workspace: join(dirname(dirs.base), 'base')
      }),
      /not a file inside the workspace/
    );
    mkdirSync(join(ws, 'sub'), { recursive: true });
    symlinkSync(outside, join(ws, 'sub', 'link.json'));
    refusedWith(
      await readBaselineFile('sub/link.json', { source: 'file', expect: expectOf(), workspace: ws }),
      /not a file inside the workspace/
    );
    refusedWith(
      await readBaselineFile('missing.json', { source: 'file', expect: expectOf(), workspace: ws }),
      /does not exist/
    );
    // The same file copied inside the workspace is accepted.
    writeFileSync(join(ws, 'inside.json'), JSON.stringify(base));
    expect((await readBaselineFile('inside.json', { source: 'file', expect: expectOf(), workspace: ws })).ok).toBe(
      true
    );
  });

  it('another major version is refused; another configuration is not (it is compared where comparable: other-config.test.ts)', () => {
    const v = structuredClone(base);
    v.tool.version = '99.0.0';
    refusedWith(parseBaseline(JSON.stringify(v), 'cache', 'k', expectOf()), /another major version/);
    expect(parseBaseline(JSON.stringify(base), 'cache', 'k', { ...expectOf(), configHash: 'f'.repeat(64) }).ok).toBe(
      true
    );
  });

  it('a cache entry of another key, a cache miss and a failing cache are notices', async () => {
    const plan = planBaseline('cache', '', { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' });
    const deps = { runnerTemp: ws, workspace: ws, log: () => {} };
    refusedWith(
      (await loadPlannedBaseline(plan, expectOf(), { ...deps, backend: memoryCache().backend }))!,
      /no baseline of main in the cache yet/
    );
    const other = {
      isFeatureAvailable: () => true,
      restoreCache: async () => 'benchgate-baseline-evil-1',
      saveCache: async () => 1
    };
    refusedWith((await loadPlannedBaseline(plan, expectOf(), { ...deps, backend: other }))!, /another key/);
    const broken = {
      isFeatureAvailable: () => true,
      restoreCache: async () => Promise.reject(new Error('socket hang up')),
      saveCache: async () => 1
    };
    refusedWith((await loadPlannedBaseline(plan, expectOf(), { ...deps, backend: broken }))!, /socket hang up/);
    const hanging = {
      isFeatureAvailable: () => true,
      restoreCache: () => new Promise<string | undefined>(() => {}),
      saveCache: async () => 1
    };
    refusedWith(
      (await loadPlannedBaseline(plan, expectOf(), { ...deps, backend: hanging, timeoutMs: 50 }))!,
      /no answer within/
    );
  });
});

describe('planBaseline', () => {
  it('auto: cache on pull requests, store on pushes to the default branch or baseline-branches, off elsewhere', () => {
    const repo = { repository: { default_branch: 'main' } };
    expect(planBaseline('', '', { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' }, repo)).toMatchObject({
      mode: 'cache',
      restore: { branch: 'main' }
    });
    expect(
      planBaseline(
        'auto',
        '',
        { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'a'.repeat(40) },
        repo
      )
    ).toMatchObject({ mode: 'cache', store: { branch: 'main' } });
    expect(
      planBaseline(
        'auto',
        '',
        { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/feature', GITHUB_SHA: 'a'.repeat(40) },
        repo
      ).mode
    ).toBe('off');
    expect(
      planBaseline(
        'auto',
        'release, feature',
        { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/feature', GITHUB_SHA: 'a'.repeat(40) },
        repo
      )
    ).toMatchObject({ store: { branch: 'feature' } });
    expect(
      planBaseline(
        'auto',
        '',
        { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1', GITHUB_SHA: 'a'.repeat(40) },
        repo
      ).mode
    ).toBe('off');
    expect(planBaseline('off', '', { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'main' }, repo).mode).toBe(
      'off'
    );
    expect(planBaseline('artifact', '', {}, repo).mode).toBe('artifact');
    expect(planBaseline('reports/base.json', '', {}, repo)).toMatchObject({ mode: 'file', file: 'reports/base.json' });
  });
});
