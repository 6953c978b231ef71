import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative } from 'node:path';
import { closest } from '../core/suggest.js';

/**
 * For a PATH that is not a directory: ` Did you mean "examples"?` when a folder beside it has a name one typo
 * away (shown relative to `cwd`), else the empty string. Reads one folder listing; never throws.
 */
export function pathHint(path: string, cwd: string): string {
  try {
    const dir = dirname(path);
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .sort();
    const c = closest(basename(path), folders);
    if (c === undefined) return '';
    const shown = relative(cwd, `${dir}/${c}`) || '.';
    return ` Did you mean "${shown}"?`;
  } catch {
    return '';
  }
}

/**
 * Whether a report's root is on this machine, so `merge` and `diff` can show its paths relative to the current
 * directory (display-path.ts): a relative root (the action's `path` input) or an absolute folder that exists here.
 * A report made elsewhere keeps the paths it stores (relative to its root): a `../` ladder to a folder that is not
 * here would mislead. One `stat`; never throws.
 */
export function rootIsHere(root: string): boolean {
  if (!isAbsolute(root)) return true;
  try {
    return statSync(root).isDirectory();
  } catch {
    return false;
  }
}
