/**
 * Which workflow folder a `benchgate qsolve …` command works on (docs/cli.md, "Which workflow"). As pytest finds its
 * rootdir: without DIR, the folder holding the Qsolve manifest, from the current directory upward; with a DIR that
 * holds no manifest, the workflow that contains DIR. The walk stops at the file-system root or at a repository root
 * (a folder holding `.git`, a folder or a worktree's file), after looking there. I/O edge of the qsolve commands.
 */
import { readdirSync, statSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UsageError, type CommandIO } from '../../core/command.js';
import { MANIFEST_NAMES } from './manifest.js';

/** The folder passed to loadWorkflow: the report root and the workflow's folder relative to it. */
export interface Located {
  root: string;
  folder: string;
  /** Set when the workflow is not the folder asked for (found upward): what to tell the user on stderr. */
  note?: string;
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const exists = (p: string) => {
  try {
    statSync(p);
    return true;
  } catch {
    return false;
  }
};

/** True when `dir` holds a Qsolve manifest (qsolve.yaml or qsolve.json). */
function holdsManifest(dir: string): boolean {
  return MANIFEST_NAMES.some((n) => isFile(join(dir, n)));
}

/**
 * The nearest folder from `start` upward that holds a Qsolve manifest, or undefined; `stop` is the last folder looked
 * at (the repository root or the file-system root), for the message when none is found.
 */
export function findWorkflowRoot(start: string): { found?: string; stop: string } {
  let dir = start;
  for (;;) {
    if (holdsManifest(dir)) return { found: dir, stop: dir };
    const parent = dirname(dir);
    if (exists(join(dir, '.git')) || parent === dir) return { stop: dir };
    dir = parent;
  }
}

/** Folders looked at below the current directory for the "workflows below" hint (bounded: a deep tree is not walked). */
const BELOW_MAX_DIRS = 2000;
const BELOW_MAX_DEPTH = 4;
const BELOW_SHOWN = 5;

/** Workflow folders under `dir` (breadth first, bounded; dot-folders and node_modules skipped), relative to it. */
export function workflowsBelow(dir: string): { found: string[]; more: boolean } {
  const found: string[] = [];
  let queue: string[] = [dir];
  let seen = 0;
  for (let depth = 0; depth <= BELOW_MAX_DEPTH && queue.length; depth++) {
    const next: string[] = [];
    for (const d of queue) {
      if (++seen > BELOW_MAX_DIRS) return { found, more: true };
      if (d !== dir && holdsManifest(d)) {
        found.push(relative(dir, d).split(sep).join('/'));
        continue;
      }
      let names: string[] = [];
      try {
        names = readdirSync(d, { withFileTypes: true })
          .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
          .map((e) => e.name)
          .sort();
      } catch {
        /* unreadable: skipped */
      }
      for (const n of names) next.push(join(d, n));
    }
    queue = next;
  }
  return { found, more: false };
}

const shownFrom = (cwd: string, p: string) => {
  const r = relative(cwd, p).split(sep).join('/');
  return r === '' ? '.' : r;
};

/**
 * Root and repo-relative folder for the DIR argument (undefined: none given). The root is the current directory
 * when the workflow is inside it (the report's paths are then those of the current directory), else the workflow
 * itself; the text output shows every path relative to the current directory either way (report/display-path.ts).
 */
export async function locateWorkflow(dir: string | undefined, io: CommandIO): Promise<Located> {
  let cwd = io.cwd;
  try {
    cwd = await realpath(io.cwd);
  } catch {
    /* keep */
  }
  const asked = resolve(io.cwd, dir ?? '.');
  try {
    if (!(await stat(asked)).isDirectory()) throw new Error('x');
  } catch {
    throw new UsageError(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
  }
  const real = await realpath(asked);
  const up = findWorkflowRoot(real);
  let target = real;
  let note: string | undefined;
  if (up.found !== undefined && up.found !== real) {
    target = up.found;
    {
      // "the workflow generic-qubo (..)": a path of dots alone names nothing, so the folder's name goes first
      const shown = shownFrom(cwd, target);
      const named = /^(\.\.\/?)+$/.test(shown) ? `${basename(target)} (${shown})` : shown;
      note = `${dir === undefined ? 'the current folder' : `"${dir}"`} is inside the workflow ${named}: using it`;
    }
  } else if (up.found === undefined && dir === undefined) {
    const below = workflowsBelow(real);
    const hint = below.found.length
      ? ` Workflows below: ${below.found.slice(0, BELOW_SHOWN).join(', ')}${below.found.length > BELOW_SHOWN || below.more ? ', …' : '.'}`
      : '';
    const fsRoot = up.stop === dirname(up.stop);
    const where =
      up.stop === real
        ? `in ${shownFrom(cwd, real)} (${fsRoot ? 'the file-system root' : 'the repository root'})`
        : `in ${shownFrom(cwd, real)} or a folder above it up to ${fsRoot ? 'the file-system root' : `the repository root ${shownFrom(cwd, up.stop)}`}`;
    throw new UsageError(
      `no Qsolve workflow here: no qsolve.yaml or qsolve.json ${where}; give the workflow folder as DIR.${hint}`
    );
  }
  const r = relative(cwd, target);
  const folder = r === '' ? '.' : !r.startsWith('..') && !isAbsolute(r) ? r.split(sep).join('/') : undefined;
  return {
    ...(folder !== undefined ? { root: cwd, folder } : { root: target, folder: '.' }),
    ...(note ? { note } : {})
  };
}
