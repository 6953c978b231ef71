import type { Report } from '../core/model.js';
import type { Annotation } from '../report/annotations.js';
import { planCheckRun } from '../report/check-run.js';
import { commentMarker, renderComment } from '../report/comment.js';
import { publishCheckRun } from './checks.js';
import { upsertComment } from './comment.js';
import type { RunContext } from './context.js';
import { errorStatus, type GitHubClient } from './octokit.js';

export interface PublishOptions {
  token: string;
  checkRun: boolean;
  comment: boolean;
  /** Check run name; default `benchgate / <job id>` (plus the shard). */
  checkName?: string;
  context: RunContext | undefined;
  /** Checked folder relative to the repository root (annotation paths). */
  prefix: string;
  createClient: (token: string) => GitHubClient;
  log: (line: string) => void;
}

export interface PublishOutcome {
  /** Notices to show (BG010/BG011): a channel was skipped or refused; never a failure. */
  notes: Annotation[];
  checkRunUrl?: string;
  commentUrl?: string;
}

function why(e: unknown): string {
  const status = errorStatus(e);
  const msg = (e as Error).message?.split('\n')[0] ?? String(e);
  return status ? `HTTP ${status}: ${msg}` : msg;
}

function suffix(report: Report): string {
  const s = report.config.shard;
  return s ? ` (shard ${s.index}/${s.count})` : '';
}

/**
 * The token channels: a check run with every annotation and the sticky pull-request comment. Each degrades
 * to a notice (fork pull request, missing permission, API error) and never fails the job.
 */
export async function publishToGitHub(report: Report, o: PublishOptions): Promise<PublishOutcome> {
  const out: PublishOutcome = { notes: [] };
  if (!o.checkRun && !o.comment) return out;
  const ctx = o.context;
  if (!ctx) {
    o.log('not running in GitHub Actions (GITHUB_REPOSITORY unset): no check run or comment');
    return out;
  }
  if (!o.token) {
    o.log('no token: no check run or comment (set the `token` input, default github.token)');
    return out;
  }
  let client: GitHubClient | undefined;
  const getClient = () => (client ??= o.createClient(o.token));

  if (o.checkRun) {
    if (ctx.isFork) {
      out.notes.push({ level: 'notice', title: 'BG010', message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate creates no check run; this job's own pass/fail is the gate and the job summary has every finding.` });
    } else if (!ctx.headSha) {
      o.log('no commit SHA (GITHUB_SHA unset): no check run');
    } else {
      const plan = planCheckRun(report, { prefix: o.prefix, ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}) });
      const name = o.checkName || `benchgate / ${ctx.job}${suffix(report)}`;
      try {
        const r = await publishCheckRun(getClient(), { owner: ctx.owner, repo: ctx.repo, name, headSha: ctx.headSha, ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}) }, plan);
        if (r.url) out.checkRunUrl = r.url;
        o.log(`check run "${name}" created with ${plan.annotations.length} annotation(s) in ${r.requests} request(s)${plan.unplaced ? `; ${plan.unplaced} finding(s) without a file are in its summary only` : ''}`);
      } catch (e) {
        const s = errorStatus(e);
        const hint = s === 403 || s === 404 ? ' The token lacks `checks: write`: add `permissions: checks: write` to the job, or set `check-run: false`.' : '';
        out.notes.push({ level: 'notice', title: 'BG010', message: `no check run (${why(e)}).${hint} This job's own pass/fail is the gate.` });
      }
    }
  }

  if (o.comment) {
    if (ctx.prNumber === undefined) o.log(`comment: the ${ctx.eventName || 'current'} event is not a pull request; no comment`);
    else if (ctx.isFork) {
      out.notes.push({ level: 'notice', title: 'BG011', message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate posts no comment.` });
    } else {
      const marker = commentMarker(`${ctx.job}${report.config.shard ? `/shard-${report.config.shard.index}-of-${report.config.shard.count}` : ''}`);
      const body = renderComment(report, { marker, ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}), title: `benchgate / ${ctx.job}${suffix(report)}` });
      try {
        const r = await upsertComment(getClient(), { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.prNumber }, marker, body);
        if (r.url) out.commentUrl = r.url;
        o.log(`pull-request comment ${r.action}`);
      } catch (e) {
        const s = errorStatus(e);
        const hint = s === 403 || s === 404 ? ' The token lacks `pull-requests: write`: add it to the job permissions, or set `comment: false`.' : '';
        out.notes.push({ level: 'notice', title: 'BG011', message: `no pull-request comment (${why(e)}).${hint}` });
      }
    }
  }
  return out;
}
