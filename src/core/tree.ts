import { execFile } from 'node:child_process';
import { lstat, realpath } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { promisify } from 'node:util';
import { BG } from '../codes/general.js';
import { finding } from './finding.js';
import type { Finding } from './model.js';
import { isInside } from './paths.js';
import { walkSorted } from './walk.js';
import { pushAll } from '../core/arrays.js';

const execFileP = promisify(execFile);

/** Folders never walked. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules', '.benchgate-cache']);

/**
 * The checked-out tree as suites see it: sorted repository-relative POSIX file paths (regular files and
 * symlinks that stay inside the root), plus the set of folders that contain them.
 */
export class RepoTree {
  readonly files: readonly string[];
  readonly dirs: ReadonlySet<string>;
  private readonly fileSet: Set<string>;

  /** Folders seen by a file-system walk even when they hold no file (a folder named `ARTIFACT_MANIFEST.tsv`). */
  readonly walkedDirs: readonly string[];
  /**
   * Symlinks that are not files of the tree: dangling, leaving the root (BG006), or pointing at a folder.
   * Never read through; a suite may claim one named like its artifact so that its check reports it.
   */
  readonly links: readonly string[];

  constructor(
    readonly root: string,
    files: string[],
    walkedDirs: readonly string[] = [],
    links: readonly string[] = []
  ) {
    this.links = [...new Set(links)].sort();
    this.files = [...new Set(files)].sort();
    this.fileSet = new Set(this.files);
    this.walkedDirs = [...new Set(walkedDirs)].sort();
    const dirs = new Set<string>(['.', ...this.walkedDirs]);
    for (const f of this.files) {
      let d = posix.dirname(f);
      while (d !== '.' && !dirs.has(d)) {
        dirs.add(d);
        d = posix.dirname(d);
      }
    }
    this.dirs = dirs;
  }

  has(path: string): boolean {
    return this.fileSet.has(path);
  }

  /** Absolute path of a repository-relative one. */
  abs(path: string): string {
    return path === '.' ? this.root : join(this.root, ...path.split('/'));
  }

  /** Files below a folder ('.' for all), recursively. */
  under(dir: string): string[] {
    if (dir === '.' || dir === '') return [...this.files];
    const prefix = dir.endsWith('/') ? dir : dir + '/';
    return this.files.filter((f) => f.startsWith(prefix));
  }

  /** A tree restricted to the given files (used to apply include/exclude filters per suite). */
  filter(keep: (path: string) => boolean): RepoTree {
    return new RepoTree(this.root, this.files.filter(keep), this.walkedDirs.filter(keep), this.links.filter(keep));
  }
}

export interface WalkResult {
  tree: RepoTree;
  findings: Finding[];
  source: 'git' | 'filesystem';
}

/**
 * Whether git could find a repository for `root`: `GIT_DIR` is set, or `root` or a folder above it holds a `.git`
 * (the folder of a clone, or the file of a worktree or submodule). Without one `git ls-files` fails, so it is not
 * started: a check of a folder outside any repository spawns no process.
 */
async function mayBeInGitRepo(root: string): Promise<boolean> {
  if (process.env['GIT_DIR']) return true;
  for (let d = root; ; d = dirname(d)) {
    try {
      await lstat(join(d, '.git'));
      return true;
    } catch {
      /* not here */
    }
    if (dirname(d) === d) return false;
  }
}

/** Lists the tree under `root` (absolute): tracked and untracked-but-not-ignored files in a git checkout, else every file. */
export async function walkTree(rootIn: string): Promise<WalkResult> {
  const root = await realpath(rootIn);
  const findings: Finding[] = [];
  let candidates: string[] | undefined;
  let source: 'git' | 'filesystem' = 'filesystem';
  if (await mayBeInGitRepo(root))
    try {
      // Paths relative to `root` (git's cwd; no --full-name), so no second call is needed to find the top level.
      const { stdout } = await execFileP(
        'git',
        ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'],
        {
          cwd: root,
          maxBuffer: 512 * 1024 * 1024,
          env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
        }
      );
      candidates = stdout.split('\0').filter((s) => s.length > 0);
      source = 'git';
    } catch {
      candidates = undefined;
    }
  const files: string[] = [];
  const walkedDirs: string[] = [];
  const links: string[] = [];
  if (candidates) {
    for (const f of candidates) {
      if (f.split('/').some((s) => ALWAYS_SKIPPED.has(s))) continue;
      const ok = await admit(root, f, findings, links);
      if (ok) files.push(f);
    }
  } else {
    pushAll(
      files,
      await walkSorted(root, {
        skipNames: ALWAYS_SKIPPED,
        keep: (r) => admit(root, r, findings, links),
        enter: (r) => (walkedDirs.push(r), true)
      })
    );
  }
  return { tree: new RepoTree(root, files, walkedDirs, links), findings, source };
}

async function admit(root: string, rel: string, findings: Finding[], links: string[] = []): Promise<boolean> {
  const abs = join(root, ...rel.split('/'));
  let st;
  try {
    st = await lstat(abs);
  } catch {
    return false; // listed by git but deleted in the work tree
  }
  if (st.isFile()) return true;
  if (st.isSymbolicLink()) {
    try {
      const target = await realpath(abs);
      if (!isInside(root, target)) {
        findings.push(
          finding(BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, {
            file: rel
          })
        );
        links.push(rel);
        return false;
      }
      const t = await lstat(target);
      if (!t.isFile()) links.push(rel);
      return t.isFile();
    } catch {
      links.push(rel); // dangling
      return false;
    }
  }
  return false;
}
