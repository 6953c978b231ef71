import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderCache } from '../../src/core/local-cache.js';
import { ActionsResultCache, cacheKey, type CacheBackend } from '../../src/github/cache.js';
import { VERSION } from '../../src/version.js';

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
  const fs = { read: (p: string) => import('node:fs').then((m) => m.readFileSync(p, 'utf8')), write: (p: string, v: string) => import('node:fs').then((m) => m.writeFileSync(p, v)) };
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
    const backend: CacheBackend = { isFeatureAvailable: () => true, restoreCache: async (_p, key) => `${key}-other`, saveCache: async () => 1 };
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
    const backend: CacheBackend = { isFeatureAvailable: () => false, restoreCache: async () => ((calls++, undefined)), saveCache: async () => ((calls++, 1)) };
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
    for (const backend of [{ restoreCache: async () => undefined, saveCache: async () => 1 } as CacheBackend, undefined]) {
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
      saveCache: async () => ((calls++, -1))
    };
    const warnings: string[] = [];
    const c = new ActionsResultCache({ backend, dir: tmp(), warn: (m) => warnings.push(m), stream });
    await c.get('a');
    await c.set('a', 'v');
    await c.get('b');
    expect(calls).toBe(1);
    expect(warnings).toEqual(['result cache unavailable (Failed to restore: Cache service responded with 503); benchgate goes on without it, every result is computed afresh']);
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
