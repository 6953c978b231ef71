import { commentCommit } from '../report/comment.js';
import { unknownOutcome, type GitHubClient } from './octokit.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface CommentResult {
  id?: number;
  url?: string;
  /** `kept`: the existing comment describes the pull request's current head and this run an older commit. */
  action: 'created' | 'updated' | 'kept' | 'skipped';
  /** For `skipped`: why (`comment-mode`). */
  skipped?: 'unchanged' | 'passing';
  /** Comments carrying the marker that belong to someone else (left untouched). */
  foreign: number;
  /** For `kept`: the commits involved. */
  existingCommit?: string;
  headSha?: string;
}

export interface ListedComment {
  id: number;
  body?: string | null;
  user?: { login?: string; type?: string } | null;
  performed_via_github_app?: { slug?: string } | null;
  html_url?: string;
}

const PER_PAGE = 100;
const MAX_PAGES = 50;

/**
 * The login of the token's identity. The GraphQL `viewer` answers for personal access tokens and for GitHub App
 * installation tokens (GITHUB_TOKEN is one: `github-actions[bot]`), where `GET /user` is refused with 403
 * "Resource not accessible by integration"; `GET /user` is the fallback (GitHub Enterprise Server without
 * GraphQL, or a PAT whose GraphQL call failed). Throws when neither answers.
 */
export async function tokenLogin(client: GitHubClient): Promise<string> {
  let first: unknown;
  try {
    const r = await client.request<{ data?: { viewer?: { login?: unknown } } }>(
      'POST /graphql',
      { query: 'query { viewer { login } }' },
      { idempotent: true, write: false }
    );
    const login = r.data?.data?.viewer?.login;
    if (typeof login === 'string' && login) return login;
    first = new Error('GraphQL viewer answered without a login');
  } catch (e) {
    first = e;
  }
  try {
    const r = await client.request<{ login?: unknown }>('GET /user');
    if (typeof r.data?.login === 'string' && r.data.login) return r.data.login;
  } catch {
    /* fall through to the first error */
  }
  throw first;
}

/**
 * Whether a comment was written by `login`: the same login (case-insensitive), or, for an app identity the
 * GraphQL viewer names without its `[bot]` suffix, a Bot user `<login>[bot]` whose comment the same app made.
 */
export function writtenBy(c: ListedComment, login: string): boolean {
  const author = c.user?.login?.toLowerCase();
  if (!author) return false;
  const me = login.toLowerCase();
  if (author === me) return true;
  return (
    !me.endsWith('[bot]') &&
    c.user?.type === 'Bot' &&
    author === `${me}[bot]` &&
    c.performed_via_github_app?.slug?.toLowerCase() === me
  );
}

/** Finds this identity's comment carrying `marker` (the newest if several); counts others' comments carrying it. */
export async function findComment(
  client: GitHubClient,
  t: CommentTarget,
  marker: string,
  login: string,
  o: { retries?: number } = {}
): Promise<{ own?: { id: number; body: string; url?: string }; foreign: number }> {
  let own: { id: number; body: string; url?: string } | undefined;
  let foreign = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await client.request<ListedComment[]>(
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      { owner: t.owner, repo: t.repo, issue_number: t.issueNumber, per_page: PER_PAGE, page },
      o.retries !== undefined ? { retries: o.retries } : {}
    );
    const list = Array.isArray(r.data) ? r.data : [];
    for (const c of list) {
      if (typeof c?.body !== 'string' || typeof c.id !== 'number' || !c.body.includes(marker)) continue;
      if (writtenBy(c, login))
        own = { id: c.id, body: c.body, ...(typeof c.html_url === 'string' ? { url: c.html_url } : {}) };
      else foreign++;
    }
    if (list.length < PER_PAGE) break;
  }
  return { foreign, ...(own ? { own } : {}) };
}

export interface UpsertOptions {
  /** The token's login (see `tokenLogin`); looked up when absent. */
  login?: string;
  /** The commit this run describes (the body names it too). */
  commit?: string;
  /** `comment-mode`: given this identity's existing comment body (if any), whether to write (summary-modes.ts). */
  decide?: (existingBody: string | undefined) => 'write' | 'skip-unchanged' | 'skip-passing';
}

/**
 * The sticky comment: updates this identity's comment holding the marker in place, or creates one. A comment by
 * anyone else is never edited, whatever it contains. When the existing comment describes another commit, the
 * pull request's current head decides: if the existing comment describes the head and this run does not, the
 * comment is kept (an older, slower run never replaces a newer result).
 */
export async function upsertComment(
  client: GitHubClient,
  t: CommentTarget,
  marker: string,
  body: string,
  o: UpsertOptions = {}
): Promise<CommentResult> {
  const login = o.login ?? (await tokenLogin(client));
  const { own, foreign } = await findComment(client, t, marker, login);
  const decision = o.decide?.(own?.body) ?? 'write';
  if (decision !== 'write')
    return {
      ...(own ? { id: own.id, ...(own.url ? { url: own.url } : {}) } : {}),
      action: 'skipped',
      skipped: decision === 'skip-unchanged' ? 'unchanged' : 'passing',
      foreign
    };
  if (own) {
    const existingCommit = commentCommit(own.body);
    if (o.commit && existingCommit && existingCommit !== o.commit) {
      const pr = await client.request<{ head?: { sha?: unknown } }>('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        owner: t.owner,
        repo: t.repo,
        pull_number: t.issueNumber
      });
      const head = typeof pr.data?.head?.sha === 'string' ? pr.data.head.sha : undefined;
      if (!head)
        throw new Error(
          'the pull request answered without a head commit, so benchgate cannot tell which result is newer'
        );
      if (head === existingCommit)
        return {
          id: own.id,
          ...(own.url ? { url: own.url } : {}),
          action: 'kept',
          foreign,
          existingCommit,
          headSha: head
        };
    }
    // A full replacement of the body: safe to repeat.
    const r = await client.request<{ id?: number; html_url?: string }>(
      'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
      { owner: t.owner, repo: t.repo, comment_id: own.id, body },
      { idempotent: true }
    );
    return {
      id: r.data?.id ?? own.id,
      ...(typeof r.data?.html_url === 'string' ? { url: r.data.html_url } : {}),
      action: 'updated',
      foreign
    };
  }
  let r: { data: { id?: number; html_url?: string } };
  try {
    r = await client.request<{ id?: number; html_url?: string }>(
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
      { owner: t.owner, repo: t.repo, issue_number: t.issueNumber, body },
      { idempotent: false }
    );
  } catch (e) {
    // Not repeated (that could post it twice); but GitHub may have created it: look again.
    if (!unknownOutcome(e)) throw e;
    const again = await findComment(client, t, marker, login, { retries: 0 }).catch(() => undefined);
    if (!again?.own) throw e;
    return { id: again.own.id, ...(again.own.url ? { url: again.own.url } : {}), action: 'created', foreign };
  }
  return {
    ...(typeof r.data?.id === 'number' ? { id: r.data.id } : {}),
    ...(typeof r.data?.html_url === 'string' ? { url: r.data.html_url } : {}),
    action: 'created',
    foreign
  };
}
