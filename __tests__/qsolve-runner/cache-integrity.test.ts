/**
 * Cache integrity (issue 17, item 7; docs/security/limits.md): a committed `.benchgate-cache/` entry (a passing
 * record renamed to a failing case) must not make a failing case pass. The CLI's cache lives in the user's cache
 * folder, entries carry an HMAC with a per-user secret kept outside the tree, and the suite uses a record only when it
 * names its key, is this case, and its result hash recomputes.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CACHE_DIR, LocalFolderCache, loadCacheSecret, userCacheDir } from '../../src/core/local-cache.js';
import type { ResultCache } from '../../src/core/cache.js';
import { verifyCached } from '../../src/suites/qsolve/runner/cache-record.js';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { VERSION } from '../../src/version.js';
import { cleanup, errors, FakeNoiseBackend, FIXTURES, materialize } from './helpers.js';

const dirs: string[] = [];
const tmp = (p: string) => {
  const d = mkdtempSync(join(tmpdir(), p));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach(cleanup));

const entryFile = (dir: string, key: string) =>
  join(dir, `benchgate-v${VERSION}-${createHash('sha256').update(key).digest('hex')}`);

/** Records the keys asked for, stores nothing. */
class KeyRecorder implements ResultCache {
  keys: string[] = [];
  async get(key: string) {
    this.keys.push(key);
    return undefined;
  }
  async set() {}
}

/** Turns a passing tree into the failing `case-raises` variant (the quantum method raises). */
function breakWorkflow(dir: string) {
  const patch = JSON.parse(readFileSync(join(FIXTURES, 'case-raises', 'patch.json'), 'utf8')) as {
    replace: { file: string; from: string; to: string }[];
  };
  for (const r of patch.replace)
    writeFileSync(join(dir, r.file), readFileSync(join(dir, r.file), 'utf8').replace(r.from, r.to));
}

describe('where the CLI cache lives', () => {
  it('is the user cache folder, never the checked tree', () => {
    expect(userCacheDir({ XDG_CACHE_HOME: '/x/cache', HOME: '/home/u' })).toBe('/x/cache/benchgate');
    expect(userCacheDir({ HOME: '/home/u' })).toBe('/home/u/.cache/benchgate');
    expect(userCacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/home/u' })).toBe('/home/u/.cache/benchgate');
  });

  it('the per-user secret is created once, 0600, and reused', async () => {
    const d = join(tmp('bg-key-'), 'benchgate');
    const a = await loadCacheSecret(d);
    const b = await loadCacheSecret(d);
    expect(a.equals(b)).toBe(true);
    expect(a).toHaveLength(32);
    expect(statSync(join(d, 'cache-key')).mode & 0o777).toBe(0o600);
  });
});

describe('LocalFolderCache authenticates its entries', () => {
  it("refuses an entry whose value was edited, one renamed from another key, and one written with another user's secret", async () => {
    const dir = tmp('bg-lc-');
    const mine = new LocalFolderCache(dir, () => {}, VERSION, tmp('bg-secret-a-'));
    await mine.set('pass', '{"ok":true}');
    await mine.set('fail', '{"ok":false}');
    expect(await mine.get('pass')).toBe('{"ok":true}');
    // edited value
    const f = entryFile(dir, 'pass');
    writeFileSync(f, readFileSync(f, 'utf8').replace('true', 'TRUE'));
    expect(await mine.get('pass')).toBeUndefined();
    // renamed: the passing entry copied over the failing key's file
    await mine.set('pass', '{"ok":true}');
    copyFileSync(entryFile(dir, 'pass'), entryFile(dir, 'fail'));
    expect(await mine.get('fail')).toBeUndefined();
    // another user's (an attacker's) secret: a well-formed entry for the right key still does not verify
    const theirs = new LocalFolderCache(dir, () => {}, VERSION, tmp('bg-secret-b-'));
    await theirs.set('fail', '{"ok":true}');
    expect(await theirs.get('fail')).toBe('{"ok":true}');
    const warnings: string[] = [];
    const me = new LocalFolderCache(dir, (m) => warnings.push(m), VERSION, mine['secretDir']);
    expect(await me.get('fail')).toBeUndefined();
    expect(me.rejected).toBe(1);
    expect(warnings[0]).toMatch(/MAC does not verify/);
    // a raw record (the old cache format) is refused too
    writeFileSync(entryFile(dir, 'raw'), '{"ok":true}');
    expect(await me.get('raw')).toBeUndefined();
  });
});

describe('the forged-entry attack', () => {
  it('a committed .benchgate-cache entry (a passing record renamed to the failing case) is ignored: the case really runs and fails', async () => {
    // The attacker: runs benchgate on the passing workflow with a cache in the tree, under their own secret.
    const tree = materialize('base');
    dirs.push(tree);
    const committed = join(tree, LOCAL_CACHE_DIR);
    const attackerCache = new LocalFolderCache(committed, () => {}, VERSION, tmp('bg-attacker-'));
    const pass = await runWorkflow(await loadWorkflow(tree, '.'), {
      backend: new FakeNoiseBackend(),
      cache: attackerCache
    });
    expect(pass.records!.cases.every((c) => !c.exception)).toBe(true);
    const passingEntries = readdirSync(committed);
    expect(passingEntries).toHaveLength(2);
    // ... then breaks the workflow and renames the passing entries to the failing cases' keys.
    breakWorkflow(tree);
    const rec = new KeyRecorder();
    await runWorkflow(await loadWorkflow(tree, '.'), { backend: new FakeNoiseBackend(), cache: rec });
    expect(rec.keys).toHaveLength(2);
    const passKeys = new KeyRecorder();
    // the passing keys, in the same order: asked for by a run on a pristine copy
    const pristine = materialize('base');
    dirs.push(pristine);
    await runWorkflow(await loadWorkflow(pristine, '.'), { backend: new FakeNoiseBackend(), cache: passKeys });
    for (let i = 0; i < 2; i++) {
      expect(existsSync(entryFile(committed, passKeys.keys[i]))).toBe(true);
      copyFileSync(entryFile(committed, passKeys.keys[i]), entryFile(committed, rec.keys[i]));
    }
    // Even the attacker's own benchgate (its secret verifies) does not take the renamed records: each names another key.
    const withAttackerSecret = await runWorkflow(await loadWorkflow(tree, '.'), {
      backend: new FakeNoiseBackend(),
      cache: attackerCache
    });
    expect(withAttackerSecret.stats.cached).toBe(0);
    // The victim: a fresh clone checked with --cache-dir pointing at the committed folder, and with the default folder.
    for (const cache of [
      new LocalFolderCache(committed, () => {}, VERSION, tmp('bg-victim-')),
      new LocalFolderCache(userCacheDir({ XDG_CACHE_HOME: tmp('bg-xdg-') }), () => {}, VERSION, tmp('bg-victim2-'))
    ]) {
      const s = await loadWorkflow(tree, '.');
      const run = await runWorkflow(s, { backend: new FakeNoiseBackend(), cache });
      expect(run.stats.cached).toBe(0);
      expect(run.stats.ran).toBeGreaterThanOrEqual(2);
      const result = checkWorkflow(s, { records: run.records!, findings: run.findings, run: run.stats });
      expect(result.gates.find((g) => g.id === 'cases_pass')?.status).toBe('fail');
      expect(errors(result)[0]).toMatchObject({ code: 'QS021', file: 'workflow.py', line: 37 });
      // The real failure, with its traceback made portable (no checkout or install path in the report).
      expect(errors(result)[0].message).toMatch(
        /^case "ring-4" on sim-cpu: FAIL ValueError: graph too small for QAOA \(raised at workflow.py:37; the case is at benchmarks\/cases.yaml:2\)\nTraceback/
      );
      expect(errors(result)[0].message).toContain('File "<benchgate>/qsolve_runner.py"');
      expect(errors(result)[0].message).toContain('File "workflow.py", line 37, in qaoa');
      expect(errors(result)[0].message).not.toContain(tree);
    }
  });

  it('verifyCached: only the record benchgate wrote for this key and case, with a result hash that recomputes', async () => {
    const tree = materialize('base');
    dirs.push(tree);
    const store = new Map<string, string>();
    const cache: ResultCache = { get: async (k) => store.get(k), set: async (k, v) => void store.set(k, v) };
    const run = await runWorkflow(await loadWorkflow(tree, '.'), { backend: new FakeNoiseBackend(), cache });
    const [key, text] = [...store.entries()][0];
    const r = run.records!.cases[0];
    const expected = {
      name: r.name,
      list: 'cases',
      target: r.target,
      seed: r.seed,
      params: r.params,
      expect: r.expect,
      input_sha256: r.input_sha256!
    };
    expect(verifyCached(text, key, expected)?.result_hash).toBe(r.result_hash);
    expect(verifyCached(text, key + 'x', expected)).toBeUndefined();
    expect(verifyCached(text, key, { ...expected, name: 'other' })).toBeUndefined();
    expect(verifyCached(text, key, { ...expected, seed: 2 })).toBeUndefined();
    // a record edited to look better, hash left alone: refused
    const forged = JSON.parse(text);
    forged.record.methods[0].evaluated = -99;
    expect(verifyCached(JSON.stringify(forged), key, expected)).toBeUndefined();
    // a raw record (no envelope): refused
    expect(verifyCached(JSON.stringify(forged.record), key, expected)).toBeUndefined();
    // the second run takes both records from the cache, and still re-runs the first case for `reproducible`
    const again = await runWorkflow(await loadWorkflow(tree, '.'), { backend: new FakeNoiseBackend(), cache });
    expect(again.stats).toEqual({ ran: 1, cached: 2, unavailable: 0 });
    expect(again.records!.reproducible?.rerun.result_hash).toBe(r.result_hash);
    expect(existsSync(join(tree, LOCAL_CACHE_DIR))).toBe(false);
  });
});

describe('a failing case restored from the cache', () => {
  it('keeps its own traceback place and message, also when the same workflow is checked from another folder', async () => {
    const tree = materialize('base');
    dirs.push(tree);
    breakWorkflow(tree);
    const cache = new LocalFolderCache(tmp('bg-own-cache-'), () => {}, VERSION, tmp('bg-own-secret-'));
    const decide = async (dir: string) => {
      const s = await loadWorkflow(dir, '.');
      const run = await runWorkflow(s, { backend: new FakeNoiseBackend(), cache });
      const first = errors(checkWorkflow(s, { records: run.records!, findings: run.findings, run: run.stats }))[0]!;
      return { cached: run.stats.cached, first };
    };
    const fresh = await decide(tree);
    expect(fresh.cached).toBe(0);
    expect(fresh.first).toMatchObject({ code: 'QS021', file: 'workflow.py', line: 37 });
    const again = await decide(tree);
    expect(again.cached).toBeGreaterThan(0);
    expect(again.first).toEqual(fresh.first);
    // the same content in another folder: the cache key is the content's, the place is still this tree's own
    const moved = materialize('base');
    dirs.push(moved);
    breakWorkflow(moved);
    const there = await decide(moved);
    expect(there.cached).toBeGreaterThan(0);
    // the same finding, but for its subject, which names the checked folder
    expect({ ...there.first, subject: '' }).toEqual({ ...fresh.first, subject: '' });
    expect(there.first.message).not.toContain(tree);
    expect(there.first.message).toContain('File "workflow.py", line 37, in qaoa');
  });
});
