import { basename, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The one rule for how the CLI shows a path (docs/cli.md, "Paths"): a report stores its paths relative to the folder
 * it checked (`report.root`); the text output shows each relative to the current directory, as pytest does, whatever
 * the command (`check DIR`, `qsolve check DIR`, `merge`, `diff`). Pure (string operations only, no file system):
 *
 * - inside the current directory: the relative path (`wf/qsolve.yaml`);
 * - the current directory itself (a workflow checked at its own root, `check .`): its folder name (`max-cut`), never `.`;
 * - outside it: `../`-relative (`../other/wf`), unless the two share nothing but the file-system root, where the
 *   absolute path reads better than a ladder of `..`.
 *
 * `root` may be relative (an action report's `path` input): it is taken relative to `cwd`. POSIX separators always.
 */
export function displayPath(path: string, root: string, cwd: string): string {
  const abs = resolve(cwd, root, path);
  const rel = relative(cwd, abs);
  if (rel === '') return basename(abs) || abs;
  const parts = rel.split(sep);
  if (isAbsolute(rel)) return rel.split(sep).join('/');
  const up = parts.filter((p) => p === '..').length;
  const depth = resolve(cwd).split(sep).filter(Boolean).length;
  if (up > 0 && up >= depth) return abs.split(sep).join('/');
  return parts.join('/');
}

/** {@link displayPath} for one report's paths: `(path) => shown`. */
export function pathDisplay(root: string, cwd: string): (path: string) => string {
  return (p) => displayPath(p, root, cwd);
}

/**
 * The path an artifact's display name is made from (summary-model's artifactName: "Qsolve workflow max-cut",
 * "Release inventory release/"): the shown path while it stays inside the current directory, else the stored one
 * (a `../` ladder names nothing), where the checked folder itself (`.`) is named by its own folder name.
 */
export function namePath(path: string, root: string, cwd: string): string {
  const shown = displayPath(path, root, cwd);
  if (!shown.startsWith('/') && !shown.split('/').includes('..')) return shown;
  return path === '.' || path === '' ? basename(resolve(cwd, root)) || shown : path;
}
