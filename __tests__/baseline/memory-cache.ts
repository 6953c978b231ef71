import { readFileSync, writeFileSync } from 'node:fs';
import type { CacheBackend } from '../../src/github/cache.js';

/**
 * An in-memory @actions/cache stand-in with the real restore semantics benchgate relies on: the primary key exact,
 * else the newest entry whose key starts with a restore key; the file is written back to the saved path.
 */
export function memoryCache() {
  const store = new Map<string, { text: string; at: number }>();
  const calls: string[] = [];
  let clock = 0;
  const backend: CacheBackend = {
    isFeatureAvailable: () => true,
    restoreCache: async (paths, key, restoreKeys = []) => {
      calls.push(`restore ${key} ${JSON.stringify(restoreKeys)}`);
      let hit = store.has(key) ? key : undefined;
      for (const p of restoreKeys) {
        if (hit) break;
        const newest = [...store.entries()].filter(([k]) => k.startsWith(p)).sort((a, b) => b[1].at - a[1].at)[0];
        hit = newest?.[0];
      }
      if (!hit) return undefined;
      writeFileSync(paths[0], store.get(hit)!.text);
      return hit;
    },
    saveCache: async (paths, key) => {
      calls.push(`save ${key}`);
      if (store.has(key))
        throw new Error(`Unable to reserve cache with key ${key}, another job may be creating this cache.`);
      store.set(key, { text: readFileSync(paths[0], 'utf8'), at: ++clock });
      return 1;
    }
  };
  return { backend, store, calls, put: (key: string, text: string) => store.set(key, { text, at: ++clock }) };
}
