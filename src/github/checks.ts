import { CHECK_ANNOTATIONS_PER_REQUEST, type CheckRunOutput } from '../report/check-run.js';
import type { GitHubClient } from './octokit.js';

export interface CheckRunTarget {
  owner: string;
  repo: string;
  name: string;
  headSha: string;
  detailsUrl?: string;
}

export interface CheckRunResult {
  id: number;
  url?: string;
  /** API requests made (1 create + one update per further batch of 50 annotations). */
  requests: number;
  /** Annotations GitHub accepted. */
  sent: number;
  /** Annotations planned. */
  total: number;
  /** Why the remaining batches were not sent (an error after the run was created); absent when all went out. */
  error?: unknown;
}

/**
 * Creates one completed check run with the first 50 annotations, then appends the rest with PATCH updates of
 * 50 each (the Checks API appends annotations on update, so an update is not idempotent and is never repeated
 * after an unknown outcome). Throws only when the run could not be created; once it exists, a failing batch
 * stops the updates and the result says how many annotations went out, with the run's id and URL.
 */
export async function publishCheckRun(client: GitHubClient, target: CheckRunTarget, out: CheckRunOutput, batch = CHECK_ANNOTATIONS_PER_REQUEST): Promise<CheckRunResult> {
  const batches: CheckRunOutput['annotations'][] = [];
  for (let i = 0; i < out.annotations.length; i += batch) batches.push(out.annotations.slice(i, i + batch));
  const created = await client.request<{ id: number; html_url?: string }>(
    'POST /repos/{owner}/{repo}/check-runs',
    {
      owner: target.owner,
      repo: target.repo,
      name: target.name,
      head_sha: target.headSha,
      status: 'completed',
      conclusion: out.conclusion,
      ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
      output: { title: out.title, summary: out.summary, annotations: batches[0] ?? [] }
    },
    { idempotent: false }
  );
  const id = created.data?.id;
  if (typeof id !== 'number') throw new Error('the API answered the check-run creation without an id');
  const result: CheckRunResult = { id, ...(typeof created.data.html_url === 'string' ? { url: created.data.html_url } : {}), requests: 1, sent: batches[0]?.length ?? 0, total: out.annotations.length };
  for (const annotations of batches.slice(1)) {
    try {
      await client.request(
        'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
        { owner: target.owner, repo: target.repo, check_run_id: id, output: { title: out.title, summary: out.summary, annotations } },
        { idempotent: false }
      );
    } catch (e) {
      result.error = e;
      break;
    }
    result.requests++;
    result.sent += annotations.length;
  }
  return result;
}
