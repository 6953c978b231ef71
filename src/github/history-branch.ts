/**
 * History kept on a branch of the repository (docs/history.md, "On GitHub"), through the GitHub API only: no git
 * binary, no checkout. The branch (default `benchgate-history`) holds `entries.jsonl` (one entry per line, oldest
 * first) and a README; a user can clone it and run `benchgate history show .` on it.
 *
 * - `read()` walks ref → commit → root tree, takes the size of `entries.jsonl` from the tree and refuses a file over
 *   the bound before downloading anything, then reads the blob. A missing branch or file is '' (no history yet).
 * - `append(entry, max)` is a compare-and-swap on the branch: read the head, write blob + tree + a commit whose
 *   parent is that head, then `PATCH refs/heads/<branch>` with `force: false`. A concurrent writer that moved the
 *   branch first makes GitHub refuse the update (422 "not a fast forward", or 409): the append starts over from the
 *   new head, after a jittered back-off, a bounded number of times. A missing branch is created as an orphan
 *   commit (`POST refs`); losing that race (422 "Reference already exists") is retried as an append. Appending the
 *   same entry twice is a no-op, so an update whose answer was lost (timeout) and is retried never doubles it.
 *
 * Every failure is a `HistoryBranchError` carrying its finding (BG029 for reads, BG017 for writes); the store never
 * throws anything else. Stored content is never executed or interpreted here: parsing and validation are the
 * history reader's (`src/history/read.ts`).
 */
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import type { Finding } from '../core/model.js';
import type { HistoryEntry, HistoryStore } from '../core/history-model.js';
import { errorStatus, isRateLimit, realClock, unknownOutcome, type Clock, type GitHubClient } from './octokit.js';

/** The stored file, at the root of the branch (the same name as in a history folder). */
const ENTRIES_FILE = 'entries.jsonl';

/**
 * Largest `entries.jsonl` read or written (bytes). The blob comes base64-encoded and line-wrapped inside a JSON
 * answer, about 1.38 times its size, and that answer must fit the client's 32 MiB bound: 20 MiB leaves room.
 * With the default `history-max` of 500 entries a history stays far below it.
 */
export const HISTORY_BRANCH_MAX_BYTES = 20 * 1024 * 1024;

const README = `# benchgate history

This branch is written by benchgate on pushes to the default branch: \`entries.jsonl\` holds one run per line
(JSON, oldest first). Read it with \`benchgate history show .\` in a clone of this branch; see docs/history.md.
Do not merge it into other branches.
`;

/** A store failure with the finding that reports it (BG029: read, BG017: write). */
export class HistoryBranchError extends Error {
  constructor(readonly finding: Finding) {
    super(finding.message);
    this.name = 'HistoryBranchError';
  }
}

export interface HistoryBranchOptions {
  owner: string;
  repo: string;
  /** The branch name (without `refs/heads/`); validated by the caller (`src/action/history-input.ts`). */
  branch: string;
  /**
   * Attempts of one append (each: read the head, build a commit, compare-and-swap the branch). Default 10: an attempt
   * is only lost to another run's successful append, so up to 10 runs appending at once always all get in.
   */
  attempts?: number;
  /** First back-off after a lost race (ms, doubled each time, jittered to 50–150 %, at most 8 s). Default 500. */
  backoffMs?: number;
  /** Sleeps of the back-off (tests inject a fake clock: no wall-clock time). */
  clock?: Clock;
  /** Jitter source in [0, 1) (tests inject a seeded one). */
  random?: () => number;
  /** Bound of `entries.jsonl` in bytes (default {@link HISTORY_BRANCH_MAX_BYTES}). */
  maxBytes?: number;
  /** Commit message of an append, given the entry. */
  message?: (entry: HistoryEntry) => string;
  log?: (line: string) => void;
}

interface Head {
  /** The branch's commit, or undefined when the branch does not exist. */
  commit?: string;
  tree?: string;
  /** Raw text of `entries.jsonl` ('' when absent). */
  text: string;
}

interface TreeItem {
  path?: unknown;
  mode?: unknown;
  type?: unknown;
  sha?: unknown;
  size?: unknown;
}

const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const firstLine = (e: unknown): string => ((e as Error)?.message ?? String(e)).split('\n', 1)[0].slice(0, 300);
const mib = (n: number): string => `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;

/** A refused compare-and-swap: another writer moved (or created, or deleted) the branch first. */
function lostRace(e: unknown): boolean {
  const s = errorStatus(e);
  if (s === 409) return true;
  if (s !== 422) return false;
  return /fast[ -]forward|reference already exists|reference does not exist|reference cannot be updated/i.test(
    firstLine(e)
  );
}

/** `HistoryStore` over the GitHub API on one branch of one repository. */
export class GitHubHistoryStore implements HistoryStore {
  readonly label: string;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly maxBytes: number;

  constructor(
    private readonly client: GitHubClient,
    private readonly opts: HistoryBranchOptions
  ) {
    this.label = `branch ${opts.branch}`;
    this.attempts = Math.max(1, opts.attempts ?? 10);
    this.backoffMs = Math.max(0, opts.backoffMs ?? 500);
    this.clock = opts.clock ?? realClock;
    this.random = opts.random ?? Math.random;
    this.maxBytes = opts.maxBytes ?? HISTORY_BRANCH_MAX_BYTES;
  }

  private get repoParams(): { owner: string; repo: string } {
    return { owner: this.opts.owner, repo: this.opts.repo };
  }

  private readError(why: string): HistoryBranchError {
    return new HistoryBranchError(
      finding(BG.BG029, `history not read from the branch ${this.opts.branch}: ${why}; this run is judged without it.`)
    );
  }

  private writeError(why: string, severity: 'notice' | 'warning' = 'warning'): HistoryBranchError {
    return new HistoryBranchError(
      finding(BG.BG017, `history entry not appended to the branch ${this.opts.branch}: ${why}.`, {}, severity)
    );
  }

  async read(): Promise<string> {
    return (await this.head()).text;
  }

  /** Reads the branch: its commit, root tree and `entries.jsonl`. Throws a BG029 `HistoryBranchError`. */
  private async head(): Promise<Head> {
    const p = this.repoParams;
    const api = async <T>(what: string, route: string, params: Record<string, unknown>): Promise<T> => {
      try {
        return (await this.client.request<T>(route, { ...p, ...params })).data;
      } catch (e) {
        throw this.readError(`${what} failed (${firstLine(e)})`);
      }
    };
    let commit: string;
    try {
      const ref = await this.client.request<{ object?: { sha?: unknown; type?: unknown } }>(
        'GET /repos/{owner}/{repo}/git/ref/heads/{branch}',
        { ...p, branch: this.opts.branch }
      );
      const sha = str(ref.data?.object?.sha);
      if (!sha || !SHA.test(sha) || ref.data.object?.type !== 'commit')
        throw this.readError('the branch reference does not name a commit');
      commit = sha;
    } catch (e) {
      if (e instanceof HistoryBranchError) throw e;
      // No branch yet: no history (the first push run creates it).
      if (errorStatus(e) === 404) return { text: '' };
      throw this.readError(`reading the branch failed (${firstLine(e)})`);
    }
    const c = await api<{ tree?: { sha?: unknown } }>(
      'reading its head commit',
      'GET /repos/{owner}/{repo}/git/commits/{sha}',
      {
        sha: commit
      }
    );
    const tree = str(c?.tree?.sha);
    if (!tree || !SHA.test(tree)) throw this.readError(`its head commit ${commit.slice(0, 12)} has no tree`);
    const t = await api<{ tree?: unknown; truncated?: unknown }>(
      'reading its tree',
      'GET /repos/{owner}/{repo}/git/trees/{sha}',
      {
        sha: tree
      }
    );
    const items: TreeItem[] = Array.isArray(t?.tree) ? (t.tree as TreeItem[]) : [];
    const item = items.find((i) => i && i.path === ENTRIES_FILE);
    if (!item) {
      if (t?.truncated === true) throw this.readError('its tree is too large to list');
      return { commit, tree, text: '' };
    }
    if (item.type !== 'blob' || (item.mode !== '100644' && item.mode !== '100755'))
      throw this.readError(
        `${ENTRIES_FILE} is not a regular file (a ${item.mode === '120000' ? 'symlink' : str(item.type) === 'tree' ? 'folder' : `${String(item.type)} entry`})`
      );
    const size =
      typeof item.size === 'number' && Number.isSafeInteger(item.size) && item.size >= 0 ? item.size : undefined;
    const sha = str(item.sha);
    if (size === undefined || !sha || !SHA.test(sha))
      throw this.readError(`the tree does not give the size of ${ENTRIES_FILE}`);
    if (size > this.maxBytes)
      throw this.readError(
        `${ENTRIES_FILE} is ${mib(size)}, more than the ${mib(this.maxBytes)} benchgate reads (not downloaded)`
      );
    if (size === 0) return { commit, tree, text: '' };
    const b = await api<{ content?: unknown; encoding?: unknown }>(
      'reading entries.jsonl',
      'GET /repos/{owner}/{repo}/git/blobs/{sha}',
      {
        sha
      }
    );
    if (b?.encoding !== 'base64' || typeof b.content !== 'string')
      throw this.readError(`the API did not return ${ENTRIES_FILE} as base64`);
    const bytes = Buffer.from(b.content, 'base64');
    if (bytes.byteLength !== size)
      throw this.readError(`${ENTRIES_FILE} came back as ${bytes.byteLength} bytes, not the ${size} its tree lists`);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw this.readError(`${ENTRIES_FILE} is not UTF-8 text`);
    }
    return { commit, tree, text };
  }

  async append(entry: HistoryEntry, max: number): Promise<void> {
    const line = JSON.stringify(entry);
    const keep = Math.max(1, Math.floor(max));
    if (Buffer.byteLength(line) + 1 > this.maxBytes)
      throw this.writeError(`the entry alone is larger than the ${mib(this.maxBytes)} the history may hold`);
    for (let attempt = 1; ; attempt++) {
      let head: Head;
      try {
        head = await this.head();
      } catch (e) {
        const why = e instanceof HistoryBranchError ? e.message : firstLine(e);
        throw this.writeError(`the history on it cannot be read, so appending could lose it (${why})`);
      }
      const lines = head.text.split(/\r?\n/).filter((l) => l.trim() !== '');
      // Already there: an earlier attempt's update went through although its answer was lost.
      if (lines.includes(line)) return;
      const kept = [...lines.slice(Math.max(0, lines.length - (keep - 1))), line];
      let text = kept.join('\n') + '\n';
      let dropped = lines.length + 1 - kept.length;
      while (Buffer.byteLength(text) > this.maxBytes && kept.length > 1) {
        kept.shift();
        dropped++;
        text = kept.join('\n') + '\n';
      }
      try {
        const sha = await this.commit(head, text, entry);
        if (head.commit)
          await this.client.request('PATCH /repos/{owner}/{repo}/git/refs/heads/{branch}', {
            ...this.repoParams,
            branch: this.opts.branch,
            sha,
            force: false
          });
        else
          await this.client.request('POST /repos/{owner}/{repo}/git/refs', {
            ...this.repoParams,
            ref: `refs/heads/${this.opts.branch}`,
            sha
          });
        this.opts.log?.(
          `history: entry for ${entry.commit.slice(0, 12)} appended to ${this.opts.branch} (${kept.length} entr${kept.length === 1 ? 'y' : 'ies'}${dropped > 0 ? `, ${dropped} oldest dropped` : ''}${head.commit ? '' : ', branch created'})`
        );
        return;
      } catch (e) {
        if (e instanceof HistoryBranchError) throw e;
        // A lost race, or an update whose outcome is unknown: read again (the entry may already be in).
        const retry = lostRace(e) || unknownOutcome(e);
        if (!retry) throw this.failure(e);
        if (attempt >= this.attempts)
          throw this.writeError(
            `the branch kept moving (${attempt} attempts; last: ${firstLine(e)}); another run's entry was appended each time`
          );
        const wait = Math.min(8000, this.backoffMs * 2 ** (attempt - 1) * (0.5 + this.random()));
        this.opts.log?.(
          `history: ${firstLine(e)}; trying again in ${Math.round(wait)} ms (${attempt}/${this.attempts})`
        );
        await this.clock.sleep(Math.round(wait));
      }
    }
  }

  /** Writes blob, tree and commit for `text` on top of `head` (an orphan commit with a README when no branch). */
  private async commit(head: Head, text: string, entry: HistoryEntry): Promise<string> {
    const p = this.repoParams;
    // Content-addressed objects: writing one twice gives the same SHA, so a retry after an unknown outcome is safe.
    const write = async (route: string, body: Record<string, unknown>): Promise<string> => {
      const r = await this.client.request<{ sha?: unknown }>(route, { ...p, ...body }, { idempotent: true });
      const sha = str(r.data?.sha);
      if (!sha || !SHA.test(sha)) throw this.writeError(`${route.split(' ')[1]} answered without a SHA`);
      return sha;
    };
    const blob = await write('POST /repos/{owner}/{repo}/git/blobs', {
      content: Buffer.from(text, 'utf8').toString('base64'),
      encoding: 'base64'
    });
    const entries: Record<string, unknown>[] = [{ path: ENTRIES_FILE, mode: '100644', type: 'blob', sha: blob }];
    if (!head.tree) entries.push({ path: 'README.md', mode: '100644', type: 'blob', content: README });
    const tree = await write('POST /repos/{owner}/{repo}/git/trees', {
      ...(head.tree ? { base_tree: head.tree } : {}),
      tree: entries
    });
    const message =
      this.opts.message?.(entry) ??
      `benchgate history: ${entry.commit.slice(0, 12)}${entry.run ? ` (run ${entry.run})` : ''}`;
    return write('POST /repos/{owner}/{repo}/git/commits', {
      message,
      tree,
      parents: head.commit ? [head.commit] : []
    });
  }

  /** A write refused for good: 403/404 (no `contents: write`), a rate limit, anything else. */
  private failure(e: unknown): HistoryBranchError {
    const s = errorStatus(e);
    if (isRateLimit(e)) return this.writeError(`GitHub's rate limit (${firstLine(e)})`);
    if (s === 403 || s === 404)
      return this.writeError(
        `the token may not write to the repository (${firstLine(e)}): add \`permissions: contents: write\` to the push job that writes the history`,
        'notice'
      );
    return this.writeError(firstLine(e));
  }
}
