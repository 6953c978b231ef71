import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderCache } from '../../src/core/local-cache.js';
import { ActionsResultCache, cacheKey, type CacheBackend } from '../../src/github/cache.js';
import { VERSION } from '../../src/version.js';
import { cacheEnv, json, startService, type FakeService } from './fake-services.js';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'bg-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** An in-memory @actions/cache stand-in: saveCache stores the file's bytes, restoreCache writes them back. */
function memoryBackend() {
  const store = new Map<string, string>();
  const calls: string[] = [];
  const fs = {
    read: (p: string) => import('node:fs').then((m) => m.readFileSync(p, 'utf8')),
    write: (p: string, v: string) => import('node:fs').then((m) => m.writeFileSync(p, v))
  };
  const backend: CacheBackend = {
    isFeatureAvailable: () => true,
    restoreCache: async (paths, key, restoreKeys) => {
      calls.push(`restore ${key} ${JSON.stringify(restoreKeys ?? [])}`);
      const v = store.get(key);
      if (v === undefined) return undefined;
      await fs.write(paths[0], v);
      return key;
    },
    saveCache: async (paths, key) => {
      calls.push(`save ${key}`);
      store.set(key, await fs.read(paths[0]));
      return 1;
    }
  };
  return { backend, store, calls };
}

/**
 * A manual clock for `now` and `timer`: time moves only when the test says so, so no assertion depends on how fast
 * the machine is. `advance(ms)` moves the time and fires every timer that is due; `advanceSoon` does it once the
 * current I/O callback is over.
 */
function manualClock() {
  let t = 0;
  const pending = new Set<{ at: number; fire: () => void }>();
  const advance = (ms: number) => {
    t += ms;
    for (const p of [...pending].sort((a, b) => a.at - b.at))
      if (p.at <= t) {
        pending.delete(p);
        p.fire();
      }
  };
  return {
    now: () => t,
    timer: (ms: number, fire: () => void) => {
      const p = { at: t + ms, fire };
      pending.add(p);
      return () => void pending.delete(p);
    },
    advance,
    advanceSoon: (ms: number) => void setImmediate(() => advance(ms))
  };
}

describe('ActionsResultCache', () => {
  it('uses exact version-prefixed keys, no restore keys, and hits after a save', async () => {
    const { backend, calls } = memoryBackend();
    const warnings: string[] = [];
    const a = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream: null });
    expect(await a.get('input-1')).toBeUndefined();
    await a.set('input-1', '{"x":1}');
    // A new run (new adapter, empty folder) restores from the service.
    const b = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream: null });
    expect(await b.get('input-1')).toBe('{"x":1}');
    expect(b.hits).toBe(1);
    const k = cacheKey('input-1');
    expect(k).toMatch(new RegExp(`^benchgate-v${VERSION.replace(/\./g, '\\.')}-[0-9a-f]{64}$`));
    expect(calls).toEqual([`restore ${k} []`, `save ${k}`, `restore ${k} []`]);
    expect(warnings).toEqual([]);
  });

  it('a prefix match of another key is a miss', async () => {
    const backend: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: async (_p, key) => `${key}-other`,
      saveCache: async () => 1
    };
    const c = new ActionsResultCache({ backend, dir: tmp(), warn: () => {}, stream: null });
    expect(await c.get('k')).toBeUndefined();
  });

  it('a cache that throws costs one warning for the whole run and is switched off', async () => {
    let calls = 0;
    const backend: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: async () => {
        calls++;
        throw new Error('socket hang up');
      },
      saveCache: async () => {
        calls++;
        throw new Error('socket hang up');
      }
    };
    const warnings: string[] = [];
    const c = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream: null });
    for (let i = 0; i < 5; i++) {
      expect(await c.get(`k${i}`)).toBeUndefined();
      await c.set(`k${i}`, 'v');
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/socket hang up/);
    expect(calls).toBe(1);
  });

  it('an unavailable service (isFeatureAvailable false) costs one warning and no calls', async () => {
    let calls = 0;
    const backend: CacheBackend = {
      isFeatureAvailable: () => false,
      restoreCache: async () => (calls++, undefined),
      saveCache: async () => (calls++, 1)
    };
    const warnings: string[] = [];
    const c = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream: null });
    await c.get('a');
    await c.set('a', 'b');
    await c.get('b');
    expect(calls).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/no cache service/);
  });

  it('a missing isFeatureAvailable (local-action stub) or a missing module is handled the same way', async () => {
    for (const backend of [
      { restoreCache: async () => undefined, saveCache: async () => 1 } as CacheBackend,
      undefined
    ]) {
      const warnings: string[] = [];
      const c = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream: null });
      expect(await c.get('a')).toBeUndefined();
      await c.set('a', 'b');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/local-action/);
    }
  });

  it("the toolkit's own ::warning:: on an outage becomes a log line and the one warning", async () => {
    const lines: string[] = [];
    const stream = { write: (chunk: any) => (lines.push(String(chunk)), true) };
    let calls = 0;
    const backend: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: async () => {
        calls++;
        stream.write('::warning::Failed to restore: Cache service responded with 503\n');
        return undefined;
      },
      saveCache: async () => (calls++, -1)
    };
    const warnings: string[] = [];
    const c = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream });
    await c.get('a');
    await c.set('a', 'v');
    await c.get('b');
    expect(calls).toBe(1);
    expect(warnings).toEqual([
      'result cache unavailable (Failed to restore: Cache service responded with 503); benchgate goes on without it, every result is computed afresh'
    ]);
    expect(lines).toEqual(['[cache] Failed to restore: Cache service responded with 503\n']);
    // The stream is restored afterwards.
    stream.write('after');
    expect(lines[1]).toBe('after');
  });
});

describe('LocalFolderCache', () => {
  it('stores one file per key under the folder and reads it back', async () => {
    const d = join(tmp(), '.benchgate-cache');
    const c = new LocalFolderCache(d);
    expect(await c.get('k')).toBeUndefined();
    await c.set('k', 'value');
    expect(await new LocalFolderCache(d).get('k')).toBe('value');
    expect(readdirSync(d)).toEqual([cacheKey('k')]);
  });

  it('an unusable folder costs one warning', async () => {
    const warnings: string[] = [];
    const blocker = join(tmp(), 'a-file');
    writeFileSync(blocker, 'x');
    const c = new LocalFolderCache(join(blocker, 'cache'), (m) => warnings.push(m));
    await c.set('a', '1');
    await c.set('b', '2');
    expect(await c.get('a')).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/unusable/);
  });
});

describe('ActionsResultCache against the real @actions/cache and a fake cache service on 127.0.0.1', () => {
  const saved: Record<string, string | undefined> = {};
  const services: FakeService[] = [];
  let lines: string[] = [];
  let realWrite: typeof process.stdout.write | undefined;

  beforeEach(() => {
    // Record what reaches stdout underneath the adapter's capture.
    lines = [];
    realWrite = process.stdout.write;
    process.stdout.write = ((chunk: any) => (lines.push(String(chunk)), true)) as typeof process.stdout.write;
  });
  afterEach(async () => {
    process.stdout.write = realWrite!;
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    for (const s of services.splice(0)) await s.close();
  });
  const useService = (url: string) => {
    for (const [k, v] of Object.entries(cacheEnv(url))) {
      if (!(k in saved)) saved[k] = process.env[k];
      process.env[k] = v;
    }
  };
  /** Waits until the abandoned toolkit calls have settled (the service answered them); the test's timeout bounds it. */
  const settle = async (c: ActionsResultCache) => {
    while (c.abandoned > 0) await new Promise((r) => setTimeout(r, 20));
  };

  it('a hanging service: the first call is abandoned at its timeout, one warning, then no calls; the budget holds', async () => {
    const clock = manualClock();
    // The operation timer runs out only once the request has reached the service: however slow the machine (the
    // toolkit first starts `zstd --version`), the call that is abandoned is the one the service holds.
    const svc = await startService(() => (clock.advanceSoon(300), 'hang'));
    services.push(svc);
    useService(svc.url);
    const cache = await import('@actions/cache');
    const warnings: string[] = [];
    const c = new ActionsResultCache({
      backend: cache as CacheBackend,
      dir: tmp(),
      warn: (m) => warnings.push(m),
      limits: { operationTimeoutMs: 300, budgetMs: 1000 },
      now: clock.now,
      timer: clock.timer
    });
    for (let i = 0; i < 10; i++) {
      expect(await c.get(`k${i}`)).toBeUndefined();
      await c.set(`k${i}`, 'v');
    }
    // The run waited for the one abandoned call only: 0.3 s of its 1 s budget, then no call at all.
    expect(c.spentMs).toBe(300);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/a restore did not finish within 0\.3 s/);
    expect(svc.seen).toHaveLength(1);
    expect(svc.seen[0].url).toMatch(/GetCacheEntryDownloadURL$/);
    expect(c.abandoned).toBe(1);
    c.close();
    // The service finally answers (non-retryable): the toolkit's own warning is turned into a log line.
    svc.release(400, { msg: 'gone' });
    await settle(c);
    expect(c.abandoned).toBe(0);
    expect(lines.filter((l) => /^::(warning|error)/.test(l))).toEqual([]);
    expect(lines.some((l) => l.startsWith('[cache] Failed to restore'))).toBe(true);
    // After the last call settled, stdout is benchgate's again: its own commands pass through.
    process.stdout.write('::warning title=BG001::mine\n');
    expect(lines[lines.length - 1]).toBe('::warning title=BG001::mine\n');
  });

  it('a service answering 500: the toolkit retries with back-off, benchgate stops waiting at the timeout; one warning', async () => {
    const clock = manualClock();
    let mode: 'fail' | 'bad' = 'fail';
    const svc = await startService((_req, res) => {
      json(res, mode === 'fail' ? 500 : 400, { msg: mode === 'fail' ? 'internal' : 'stop' });
      // The toolkit now waits its back-off (3 s of real time) before it retries; benchgate's 0.4 s run out first.
      clock.advanceSoon(400);
    });
    services.push(svc);
    useService(svc.url);
    const cache = await import('@actions/cache');
    const warnings: string[] = [];
    const c = new ActionsResultCache({
      backend: cache as CacheBackend,
      dir: tmp(),
      warn: (m) => warnings.push(m),
      limits: { operationTimeoutMs: 400, budgetMs: 1000 },
      now: clock.now,
      timer: clock.timer
    });
    for (let i = 0; i < 5; i++) expect(await c.get(`k${i}`)).toBeUndefined();
    expect(c.spentMs).toBe(400);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/did not finish within 0\.4 s/);
    expect(svc.seen).toHaveLength(1);
    c.close();
    // Let the toolkit's next retry end (its back-off is 3 s), so no call outlives the test.
    mode = 'bad';
    await settle(c);
    expect(svc.seen).toHaveLength(2);
    expect(lines.filter((l) => /^::(warning|error)/.test(l))).toEqual([]);
  });

  it('a slow but working cache is switched off when the run budget is used up (one warning)', async () => {
    const clock = manualClock();
    let calls = 0;
    const backend: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: async () => {
        calls++;
        // Each restore takes 120 ms of the injected clock.
        await Promise.resolve();
        clock.advance(120);
        return undefined;
      },
      saveCache: async () => 1
    };
    const warnings: string[] = [];
    const c = new ActionsResultCache({
      backend,
      dir: tmp(),
      warn: (m) => warnings.push(m),
      stream: null,
      limits: { operationTimeoutMs: 1000, budgetMs: 300 },
      now: clock.now,
      timer: clock.timer
    });
    for (let i = 0; i < 10; i++) await c.get(`k${i}`);
    // 120 + 120 ms, then the third restore is given the 60 ms left of the budget, and does not finish within them.
    expect(calls).toBe(3);
    expect(warnings).toEqual([
      "result cache unavailable (the cache's time budget of 0.3 s for the run is used up (a restore was still running)); benchgate goes on without it, every result is computed afresh"
    ]);
    expect(c.spentMs).toBe(360);
  });
});
