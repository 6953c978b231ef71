import type { CodeDef } from '../codes/types.js';
import type { Report } from '../core/model.js';
import type { Annotation } from '../report/annotations.js';
import { planCheckRun } from '../report/check-run.js';
import { commentMarker, renderComment, reportStateHash } from '../report/comment.js';
import { commentAction, type CommentMode } from '../report/summary-modes.js';
import { publishCheckRun } from './checks.js';
import { upsertComment } from './comment.js';
import { resolvePullRequest, type RunContext } from './context.js';
import {
  errorStatus,
  GitHubApiError,
  isRateLimit,
  realClock,
  seconds,
  withBudget,
  type Clock,
  type GitHubClient
} from './octokit.js';

/** Total time each token channel may take, whatever the API does (outside every suite's own time budget). */
export interface ChannelBudgets {
  /** Check run: creation plus every annotation batch at GitHub's write pace (12,000 annotations ≈ 240 writes ≈ 4 min). */
  checkRunMs: number;
  /** Sticky comment: identity, listing, head lookup and one write. */
  commentMs: number;
}

const DEFAULT_BUDGETS: ChannelBudgets = { checkRunMs: 300_000, commentMs: 60_000 };

export interface PublishOptions {
  token: string;
  /** The code registry's lookup (each code's fix in the check run's summary), passed in by the entry. */
  lookup?: (code: string) => CodeDef | undefined;
  checkRun: boolean;
  comment: boolean;
  /** Check run name; default `benchgate / <job id>` (plus the shard). */
  checkName?: string;
  context: RunContext | undefined;
  /** Checked folder relative to the repository root (annotation paths). */
  prefix: string;
  createClient: (token: string) => GitHubClient;
  log: (line: string) => void;
  /** Key of the sticky comment's marker (input `comment-key`); default job id + shard. */
  commentKey?: string;
  /** Input `comment-mode` (default `always`; `off` is the same as `comment: false`). */
  commentMode?: CommentMode;
  /** Input `max-annotations` for the check run (default: every located finding). */
  maxCheckRunAnnotations?: number;
  budgets?: Partial<ChannelBudgets>;
  clock?: Clock;
}

export interface PublishOutcome {
  /** Notices to show (BG010/BG011/BG030): a channel was skipped or refused; never a failure. */
  notes: Annotation[];
  checkRunUrl?: string;
  commentUrl?: string;
}

function why(e: unknown): string {
  if (e instanceof GitHubApiError) return e.message;
  const status = errorStatus(e);
  const msg = (e as Error)?.message?.split('\n')[0] ?? String(e);
  return status ? `HTTP ${status}: ${msg}` : msg;
}

/** A rate limit is what it is: a BG030 notice, never "the token lacks a permission". */
function rateLimitNote(e: GitHubApiError, what: string): Annotation {
  const wait =
    e.retryAfterMs !== undefined
      ? `GitHub asked to wait ${seconds(e.retryAfterMs)}, longer than the time left in the channel's budget`
      : 'the wait did not fit the budget';
  return {
    level: 'notice',
    title: 'BG030',
    message: `GitHub API rate limit on ${what} (${e.message}); ${wait}. Too many requests from this token in a short time (other jobs share it); nothing is wrong with its permissions. This job's own pass/fail is the gate.`
  };
}

function short(sha: string | undefined): string {
  return sha ? sha.slice(0, 12) : '(unknown)';
}

/** The sticky comment's key: the `comment-key` input, else the job id (plus the shard). */
export function defaultCommentKey(ctx: Pick<RunContext, 'job'>, report: Report, key?: string): string {
  const shard = report.config.shard ? `/shard-${report.config.shard.index}-of-${report.config.shard.count}` : '';
  const k = key?.trim();
  return k ? `${k}${shard}` : `${ctx.job}${shard}`;
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
  const commentOn = o.comment && o.commentMode !== 'off';
  if (!o.checkRun && !commentOn) return out;
  const ctx = o.context;
  if (!ctx) {
    o.log('not running in GitHub Actions (GITHUB_REPOSITORY unset): no check run or comment');
    return out;
  }
  if (!o.token) {
    o.log('no token: no check run or comment (set the `token` input, default github.token)');
    return out;
  }
  if (ctx.eventError) {
    o.log(`${ctx.eventError}: no check run or comment, since the pull request and its head commit are unknown`);
    return out;
  }
  let client: GitHubClient | undefined;
  const getClient = () => (client ??= o.createClient(o.token));
  const clock = o.clock ?? realClock;
  const budgets: ChannelBudgets = { ...DEFAULT_BUDGETS, ...o.budgets };

  if (o.checkRun) {
    if (ctx.isFork) {
      out.notes.push({
        level: 'notice',
        title: 'BG010',
        message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate creates no check run; this job's own pass/fail is the gate and the job summary has every finding.`
      });
    } else if (!ctx.headSha) {
      o.log('no commit SHA (GITHUB_SHA unset): no check run');
    } else {
      const plan = planCheckRun(report, {
        prefix: o.prefix,
        ...(o.lookup ? { lookup: o.lookup } : {}),
        ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}),
        ...(o.maxCheckRunAnnotations !== undefined ? { maxAnnotations: o.maxCheckRunAnnotations } : {})
      });
      // A shard's run is told apart whether the name is the default or `check-name` (docs/github.md, Check run).
      const name = `${o.checkName?.trim() || `benchgate / ${ctx.job}`}${suffix(report)}`;
      try {
        const r = await publishCheckRun(
          withBudget(getClient(), budgets.checkRunMs, clock),
          {
            owner: ctx.owner,
            repo: ctx.repo,
            name,
            headSha: ctx.headSha,
            ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {})
          },
          plan
        );
        if (r.url) out.checkRunUrl = r.url;
        o.log(
          `check run "${name}" created with ${r.sent} of ${r.total} annotation(s) in ${r.requests} request(s)${plan.unplaced ? `; ${plan.unplaced} finding(s) without a file are in its summary only` : ''}${plan.capped ? `; ${plan.capped} more left out by max-annotations (check-run=${plan.annotations.length}; raise it, e.g. max-annotations: check-run=1000, to write them: each 50 is one request)` : ''}`
        );
        if (r.error !== undefined) {
          const what = `the check run's annotations (${r.sent} of ${r.total} sent; the run exists${r.url ? ` at ${r.url}` : ''})`;
          out.notes.push(
            isRateLimit(r.error)
              ? rateLimitNote(r.error, what)
              : {
                  level: 'notice',
                  title: 'BG010',
                  message: `check run incomplete: ${r.sent} of ${r.total} annotation(s) sent, the rest stopped (${why(r.error)}). The job summary and the report files have every finding; this job's own pass/fail is the gate.`
                }
          );
        }
      } catch (e) {
        if (isRateLimit(e)) out.notes.push(rateLimitNote(e, 'creating the check run'));
        else {
          const s = errorStatus(e);
          const hint =
            s === 403 || s === 404
              ? ' The token lacks `checks: write`: add `permissions: checks: write` to the job, or set `check-run: false`.'
              : '';
          out.notes.push({
            level: 'notice',
            title: 'BG010',
            message: `no check run (${why(e)}).${hint} This job's own pass/fail is the gate.`
          });
        }
      }
    }
  }

  if (commentOn) {
    let prNumber = ctx.prNumber;
    // One budget for the whole channel: the pull-request lookup and the comment itself.
    let budgeted: GitHubClient | undefined;
    const commentClient = () => (budgeted ??= withBudget(getClient(), budgets.commentMs, clock));
    if (prNumber === undefined && ctx.workflowRun?.lookupPullRequest && !ctx.isFork) {
      // workflow_run from a fork: GitHub leaves `pull_requests` empty, so look the pull request up by its head commit.
      const found = await resolvePullRequest(commentClient(), ctx);
      if (found.number !== undefined) {
        prNumber = found.number;
        o.log(
          `workflow_run: pull request #${found.number} found by its head commit ${short(ctx.headSha)}${found.why ? ` (${found.why})` : ''}`
        );
      } else
        out.notes.push({
          level: 'notice',
          title: 'BG011',
          message: `no pull-request comment: ${found.why}. Pass the number in the \`pull-request\` input (for example from an artifact the pull_request workflow uploads).`
        });
    }
    if (prNumber === undefined) {
      if (!ctx.workflowRun?.lookupPullRequest)
        o.log(
          `comment: the ${ctx.eventName || 'current'} event is not a pull request; no comment (set the \`pull-request\` input to name one)`
        );
    } else if (ctx.isFork) {
      out.notes.push({
        level: 'notice',
        title: 'BG011',
        message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate posts no comment.`
      });
    } else {
      const marker = commentMarker(defaultCommentKey(ctx, report, o.commentKey));
      const body = renderComment(report, {
        marker,
        ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}),
        title: `benchgate / ${ctx.job}${suffix(report)}`,
        ...(ctx.headSha ? { commit: ctx.headSha } : {})
      });
      try {
        const mode = o.commentMode ?? 'always';
        const state = reportStateHash(report);
        const r = await upsertComment(
          commentClient(),
          { owner: ctx.owner, repo: ctx.repo, issueNumber: prNumber },
          marker,
          body,
          {
            ...(ctx.headSha ? { commit: ctx.headSha } : {}),
            decide: (existing) => commentAction(mode, report.verdict, existing, state)
          }
        );
        if (r.url) out.commentUrl = r.url;
        if (r.foreign) o.log(`${r.foreign} comment(s) by other accounts carry the marker ${marker}; left untouched`);
        if (r.action === 'skipped') {
          o.log(
            r.skipped === 'unchanged'
              ? `pull-request comment left as it is (comment-mode: changes): same verdict, failing gates and findings as the comment shows`
              : 'no pull-request comment (comment-mode: failures): the run passed and no earlier comment exists'
          );
        } else if (r.action === 'kept') {
          out.notes.push({
            level: 'notice',
            title: 'BG011',
            message: `pull-request comment left as it is: it describes commit ${short(r.existingCommit)}, the pull request's current head, and this run describes the older commit ${short(ctx.headSha)}.`
          });
        } else o.log(`pull-request comment ${r.action}`);
      } catch (e) {
        if (isRateLimit(e)) out.notes.push(rateLimitNote(e, 'the pull-request comment'));
        else {
          const s = errorStatus(e);
          const hint =
            s === 403 || s === 404
              ? ' The token lacks `pull-requests: write`: add it to the job permissions, or set `comment: false`.'
              : '';
          out.notes.push({ level: 'notice', title: 'BG011', message: `no pull-request comment (${why(e)}).${hint}` });
        }
      }
    }
  }
  return out;
}
