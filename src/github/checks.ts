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
}

/**
 * Creates one completed check run with the first 50 annotations, then appends the rest with PATCH updates of
 * 50 each (the Checks API appends annotations on update). Throws the API error; the caller decides what it means.
 */
export async function publishCheckRun(client: GitHubClient, target: CheckRunTarget, out: CheckRunOutput, batch = CHECK_ANNOTATIONS_PER_REQUEST): Promise<CheckRunResult> {
  const batches: CheckRunOutput['annotations'][] = [];
  for (let i = 0; i < out.annotations.length; i += batch) batches.push(out.annotations.slice(i, i + batch));
  const created = await client.request<{ id: number; html_url?: string }>('POST /repos/{owner}/{repo}/check-runs', {
    owner: target.owner,
    repo: target.repo,
    name: target.name,
    head_sha: target.headSha,
    status: 'completed',
    conclusion: out.conclusion,
    ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
    output: { title: out.title, summary: out.summary, annotations: batches[0] ?? [] }
  });
  const id = created.data.id;
  let requests = 1;
  for (const annotations of batches.slice(1)) {
    await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner: target.owner,
      repo: target.repo,
      check_run_id: id,
      output: { title: out.title, summary: out.summary, annotations }
    });
    requests++;
  }
  return { id, ...(created.data.html_url ? { url: created.data.html_url } : {}), requests };
}
