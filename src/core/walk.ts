import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface WalkOptions {
  /** Entry names never listed nor entered (folders and files alike), e.g. `.git`. */
  skipNames?: ReadonlySet<string>;
  /** Asked for each sub-folder (repository-relative POSIX path) before it is entered; false skips it. */
  enter?: (rel: string) => boolean | Promise<boolean>;
  /** Asked for each entry that is not a folder (a file, a symlink, anything else); false leaves it out. */
  keep?: (rel: string) => boolean | Promise<boolean>;
}

/**
 * Lists the entries below `root` that are not folders, as POSIX paths relative to it: depth first, each
 * folder's names in UTF-16 code-unit order (deterministic across file systems). Symlinks are never followed
 * (a symlink to a folder is an entry like a file; `keep` decides whether and how it counts); folders that
 * cannot be read are skipped.
 */
export async function walkSorted(root: string, opts: WalkOptions = {}): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(rel ? join(root, rel) : root, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (opts.skipNames?.has(e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!opts.enter || (await opts.enter(r))) await walk(r);
      } else if (!opts.keep || (await opts.keep(r))) out.push(r);
    }
  };
  await walk('');
  return out;
}
