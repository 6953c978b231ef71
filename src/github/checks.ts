import { randomUUID } from 'node:crypto';
import { CHECK_ANNOTATIONS_PER_REQUEST, type CheckRunOutput } from '../report/check-run.js';
import { unknownOutcome, type GitHubClient } from './octokit.js';

export interface CheckRunTarget {
  owner: string;
  repo: string;
  name: string;
  headSha: string;
  detailsUrl?: string;
  /** Marks this run's check run so an unknown creation outcome can be looked up (default a random UUID). */
  externalId?: string;
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
  /** The creating POST had an unknown outcome (timeout, 5xx) and the run was found by its external id. */
  recovered?: boolean;
}

/** The check run carrying `externalId` on the commit, if GitHub has it (after a POST with an unknown outcome; one attempt). */
async function findCheckRun(
  client: GitHubClient,
  target: CheckRunTarget,
  externalId: string
): Promise<{ id: number; html_url?: string } | undefined> {
  const r = await client.request<{ check_runs?: { id?: unknown; external_id?: unknown; html_url?: unknown }[] }>(
    'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
    { owner: target.owner, repo: target.repo, ref: target.headSha, check_name: target.name, per_page: 100 },
    { retries: 0 }
  );
  const runs = Array.isArray(r.data?.check_runs) ? r.data.check_runs : [];
  const hit = runs.find((c) => c?.external_id === externalId && typeof c.id === 'number');
  return hit
    ? { id: hit.id as number, ...(typeof hit.html_url === 'string' ? { html_url: hit.html_url } : {}) }
    : undefined;
}

/**
 * Creates one completed check run with the first 50 annotations, then appends the rest with PATCH updates of
 * 50 each (the Checks API appends annotations on update, so an update is not idempotent and is never repeated
 * after an unknown outcome). Throws only when the run could not be created; once it exists, a failing batch
 * stops the updates and the result says how many annotations went out, with the run's id and URL.
 */
export async function publishCheckRun(
  client: GitHubClient,
  target: CheckRunTarget,
  out: CheckRunOutput,
  batch = CHECK_ANNOTATIONS_PER_REQUEST
): Promise<CheckRunResult> {
  const batches: CheckRunOutput['annotations'][] = [];
  for (let i = 0; i < out.annotations.length; i += batch) batches.push(out.annotations.slice(i, i + batch));
  const externalId = target.externalId ?? `benchgate-${randomUUID()}`;
  let created: { data: { id?: number; html_url?: string } };
  let recovered = false;
  try {
    created = await client.request<{ id: number; html_url?: string }>(
      'POST /repos/{owner}/{repo}/check-runs',
      {
        owner: target.owner,
        repo: target.repo,
        name: target.name,
        head_sha: target.headSha,
        external_id: externalId,
        status: 'completed',
        conclusion: out.conclusion,
        ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
        output: { title: out.title, summary: out.summary, annotations: batches[0] ?? [] }
      },
      { idempotent: false }
    );
  } catch (e) {
    // Not repeated (that could make a second run); but GitHub may have created it: look it up by its external id.
    if (!unknownOutcome(e)) throw e;
    const found = await findCheckRun(client, target, externalId).catch(() => undefined);
    if (!found) throw e;
    created = { data: found };
    recovered = true;
  }
  const id = created.data?.id;
  if (typeof id !== 'number') throw new Error('the API answered the check-run creation without an id');
  const result: CheckRunResult = {
    id,
    ...(typeof created.data.html_url === 'string' ? { url: created.data.html_url } : {}),
    requests: 1,
    sent: batches[0]?.length ?? 0,
    total: out.annotations.length,
    ...(recovered ? { recovered } : {})
  };
  for (const annotations of batches.slice(1)) {
    try {
      await client.request(
        'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
        {
          owner: target.owner,
          repo: target.repo,
          check_run_id: id,
          output: { title: out.title, summary: out.summary, annotations }
        },
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
