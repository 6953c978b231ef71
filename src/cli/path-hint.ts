import { readdirSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
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
