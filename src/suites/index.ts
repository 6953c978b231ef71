/**
 * The suite list, lazily. The ids come from the plug-in list (`src/suites/plugins.ts`, which loads only the families'
 * codes); a suite's code is loaded, through its plug-in's `loadSuite`, only by a run that selected it
 * (`runCheck`) or by a merge that holds its artifacts (`benchgate merge`, for `nothingChecked`). So `benchgate
 * --help`, `benchgate codes` and a run of one suite load no other suite module.
 */
import { PLUGINS } from './plugins.js';
import type { Suite } from './types.js';

/** Every suite id, in report order (no suite code loaded). */
export const SUITE_IDS: readonly string[] = PLUGINS.map((p) => p.id);

/**
 * The suites with these ids, in the order given, each loaded through its plug-in (one after the other: concurrent
 * dynamic imports of shared modules trip jest's ESM loader). Ids without a plug-in are left out: the caller reports them.
 */
export async function loadSuites(ids: readonly string[] = SUITE_IDS): Promise<Suite[]> {
  const out: Suite[] = [];
  for (const id of ids) {
    const p = PLUGINS.find((x) => x.id === id);
    if (p) out.push(await p.loadSuite());
  }
  return out;
}
