import type { GitHubClient } from './octokit.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface CommentResult {
  id: number;
  url?: string;
  action: 'created' | 'updated';
}

const PER_PAGE = 100;
const MAX_PAGES = 50;

/** Finds the comment carrying `marker` (newest first wins if several), pages of 100. */
export async function findComment(client: GitHubClient, t: CommentTarget, marker: string): Promise<{ id: number } | undefined> {
  let found: { id: number } | undefined;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const r = await client.request<{ id: number; body?: string | null }[]>('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: t.owner,
      repo: t.repo,
      issue_number: t.issueNumber,
      per_page: PER_PAGE,
      page
    });
    for (const c of r.data) if (typeof c.body === 'string' && c.body.includes(marker)) found = { id: c.id };
    if (r.data.length < PER_PAGE) break;
  }
  return found;
}

/** The sticky comment: updates the comment holding the marker in place, or creates it. */
export async function upsertComment(client: GitHubClient, t: CommentTarget, marker: string, body: string): Promise<CommentResult> {
  const existing = await findComment(client, t, marker);
  if (existing) {
    const r = await client.request<{ id: number; html_url?: string }>('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner: t.owner, repo: t.repo, comment_id: existing.id, body });
    return { id: r.data.id ?? existing.id, ...(r.data.html_url ? { url: r.data.html_url } : {}), action: 'updated' };
  }
  const r = await client.request<{ id: number; html_url?: string }>('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: t.owner, repo: t.repo, issue_number: t.issueNumber, body });
  return { id: r.data.id, ...(r.data.html_url ? { url: r.data.html_url } : {}), action: 'created' };
}
