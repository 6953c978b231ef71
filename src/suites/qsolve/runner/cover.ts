/**
 * Which folders the namespace launcher covers with an empty read-only tmpfs, and which subtrees it mounts back
 * (docs/security.md, "Isolation"): folders a dedicated uid cannot enter (e.g. /root, 0700, when the interpreter lives
 * in /root/.pyenv), and the invoking user's private folders — HOME, the XDG folders and benchgate's cache folder
 * (the CLI cache's HMAC key) — on every path, so that files only benchgate's user may read stay out of reach even
 * where the workflow runs as that user's uid (the user-namespace path). Reads the file system's mode bits only.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute } from 'node:path';
import { userCacheDir } from '../../../core/local-cache.js';

/** True when someone who is neither owner nor group member can read `p` (and enter every folder above it). Pure over the file system's mode bits. */
function readableByOthers(p: string): boolean {
  try {
    const real = realpathSync(p);
    const st = statSync(real);
    if (st.isDirectory() ? (st.mode & 0o005) !== 0o005 : (st.mode & 0o004) === 0) return false;
    for (let d = dirname(real); ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return false;
      if (d === dirname(d)) return true;
    }
  } catch {
    return false;
  }
}

/** One folder an unprivileged uid cannot enter, covered by an empty tmpfs holding only the subtrees kept. */
export interface Exposure {
  dir: string;
  keep: string[];
}

/**
 * How an unprivileged uid can read every path in `need`: directly, or by covering a closed folder (e.g. /root,
 * mode 0700) and mounting back only the subtree each path lies in (e.g. /root/.pyenv). `ok: false` when some path
 * is closed below that subtree, or is itself unreadable. Reads the file system's mode bits only.
 */
export function exposurePlan(need: string[]): { ok: boolean; expose: Exposure[] } {
  const groups = new Map<string, Set<string>>();
  for (const p of need) {
    if (readableByOthers(p)) continue;
    let real: string;
    try {
      real = realpathSync(p);
    } catch {
      return { ok: false, expose: [] };
    }
    const parts = real.split('/').filter(Boolean);
    let closed: string | undefined;
    let keep: string | undefined;
    for (let i = 1; i < parts.length; i++) {
      const d = '/' + parts.slice(0, i).join('/');
      try {
        if ((statSync(d).mode & 0o001) === 0) {
          closed = d;
          keep = '/' + parts.slice(0, i + 1).join('/');
          break;
        }
      } catch {
        return { ok: false, expose: [] };
      }
    }
    if (!closed || !keep || !readableBelow(keep, real)) return { ok: false, expose: [] };
    if (!groups.has(closed)) groups.set(closed, new Set());
    groups.get(closed)!.add(keep);
  }
  const dirs = [...groups.keys()];
  // A closed folder inside another one's kept subtree would need nested covering: not supported, so refuse.
  if (dirs.some((d) => dirs.some((o) => o !== d && d.startsWith(o + '/')))) return { ok: false, expose: [] };
  return { ok: true, expose: dirs.map((dir) => ({ dir, keep: [...groups.get(dir)!] })) };
}

/** True when every folder from `top` down to `real` can be entered by others and `real` can be read by them. */
function readableBelow(top: string, real: string): boolean {
  try {
    for (let d = dirname(real); d.length >= top.length; d = dirname(d))
      if ((statSync(d).mode & 0o001) === 0) return false;
    const st = statSync(real);
    return st.isDirectory() ? (st.mode & 0o005) === 0o005 : (st.mode & 0o004) !== 0;
  } catch {
    return false;
  }
}

/** The variables naming a folder of the invoking user that may hold secrets (credentials, tokens, keys). */
const PRIVATE_VARS = [
  'HOME',
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'XDG_STATE_HOME',
  'XDG_RUNTIME_DIR'
] as const;

/** A folder of the invoking user to cover: `name` is what the report says (never the path: it names the machine). */
export interface PrivateDir {
  name: string;
  dir: string;
}

/**
 * The invoking user's private folders that exist here, real paths, each once: HOME (the variable, else the
 * passwd entry), the XDG folders, and benchgate's cache folder (`userCacheDir`, which holds the CLI cache's key).
 * `/` is never one (a service account's HOME may be `/`).
 */
export function privateDirs(env: NodeJS.ProcessEnv): PrivateDir[] {
  const out: PrivateDir[] = [];
  const seen = new Set<string>();
  const add = (name: string, p: string | undefined) => {
    if (!p || !isAbsolute(p) || !existsSync(p)) return;
    let real: string;
    try {
      real = realpathSync(p);
      if (!statSync(real).isDirectory()) return;
    } catch {
      return;
    }
    if (real === '/' || seen.has(real)) return;
    seen.add(real);
    out.push({ name, dir: real });
  };
  for (const v of PRIVATE_VARS) add(v, v === 'HOME' ? (env.HOME ?? homedir()) : env[v]);
  if (env.HOME && env.HOME !== homedir()) add('HOME', homedir());
  add('benchgate cache folder', userCacheDir(env));
  return out;
}

/** What the launcher covers for one command. */
export interface CoverPlan {
  /** false: a dedicated uid was asked for and cannot read some needed path even with covering. */
  ok: boolean;
  expose: Exposure[];
  /** The private folders covered (by name). */
  hidden: string[];
  /** The private folders that cannot be covered (a needed path is that folder itself), in words. */
  unhidden: string[];
}

const under = (p: string, d: string) => p === d || p.startsWith(d.endsWith('/') ? d : d + '/');

/**
 * The covers for a command that must read `need`: with `uidDrop`, the closed folders of {@link exposurePlan};
 * always, every private folder, keeping only the top-level entry of it each needed path lies in (a workflow
 * checked out in `~/src/repo` keeps `~/src`; `~/.docker`, `~/.ssh`, `~/.cache/benchgate` stay covered). A private
 * folder inside another cover is hidden by it (dropped), unless it lies in one of that cover's kept subtrees (then
 * it is covered again there). A private folder that is itself needed whole cannot be covered: it is named in
 * `unhidden`. Pure over the file system's mode bits.
 */
export function coverPlan(need: string[], priv: PrivateDir[], uidDrop: boolean): CoverPlan {
  const closed = uidDrop ? exposurePlan(need) : { ok: true, expose: [] };
  const covers = new Map<string, Set<string>>();
  for (const e of closed.ok ? closed.expose : []) covers.set(e.dir, new Set(e.keep));
  const realNeed: string[] = [];
  for (const n of need) {
    try {
      realNeed.push(realpathSync(n));
    } catch {
      /* a missing path: nothing to keep */
    }
  }
  const hidden: string[] = [];
  const unhidden: string[] = [];
  for (const p of priv) {
    if (realNeed.some((n) => n === p.dir)) {
      unhidden.push(`${p.name} (the workflow, the runner or the interpreter is that folder itself)`);
      continue;
    }
    const keep = covers.get(p.dir) ?? new Set<string>();
    for (const n of realNeed)
      if (under(n, p.dir) && n !== p.dir) keep.add(`${p.dir}/${n.slice(p.dir.length + 1).split('/')[0]}`);
    covers.set(p.dir, keep);
    hidden.push(p.name);
  }
  // Shortest first: a cover inside another one survives only inside one of the outer one's kept subtrees.
  const dirs = [...covers.keys()].sort((a, b) => a.length - b.length);
  const expose: Exposure[] = [];
  for (const d of dirs) {
    const outer = expose.filter((e) => d !== e.dir && under(d, e.dir));
    if (outer.some((e) => !e.keep.some((k) => under(d, k)))) continue;
    const keep = [...covers.get(d)!];
    // a kept subtree inside another kept subtree of the same cover is already there
    expose.push({ dir: d, keep: keep.filter((k) => !keep.some((o) => o !== k && under(k, o))).sort() });
  }
  return { ok: closed.ok, expose, hidden, unhidden };
}
