export const id = 407;
export const ids = [407];
export const modules = {

/***/ 4290:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: ./src/flow.ts
var src_flow = __webpack_require__(26439);
// EXTERNAL MODULE: ./src/report/escape/markdown.ts
var markdown = __webpack_require__(21551);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/options.ts
var core_options = __webpack_require__(83457);
// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(74453);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/github/context.ts


/** Largest event payload read (GitHub caps webhook payloads at 25 MB). */
const EVENT_PAYLOAD_LIMIT = 32 * 1024 * 1024;
/** Reads and parses the event file; every failure is an Error whose message names the problem, not the content. */
function readEventFile(path) {
    let text;
    try {
        const st = (0,external_node_fs_.statSync)(path);
        if (!st.isFile())
            throw new Error('not a regular file');
        if (st.size > EVENT_PAYLOAD_LIMIT)
            throw new Error(`${(0,bytes/* overLimit */.W)(st.size, EVENT_PAYLOAD_LIMIT)}`);
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (e) {
        const code = e.code;
        // A missing file is what @actions/github tolerates too: no payload, treated as a push.
        if (code === 'ENOENT')
            return {};
        throw new Error(`cannot be read (${code ?? e.message})`);
    }
    try {
        return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (e) {
        // V8's message quotes the start of the text ("root:x:0:0"... is not valid JSON): keep only the position.
        const pos = /position (\d+)/.exec(e.message)?.[1];
        throw new Error(`is not valid JSON (${text.length === 0 ? 'empty file' : pos !== undefined ? `syntax error at character ${pos}` : 'syntax error'})`);
    }
}
/** Reads the run context; undefined outside GitHub Actions (no GITHUB_REPOSITORY). */
function readRunContext(env = process.env, readEvent = readEventFile) {
    const repository = env['GITHUB_REPOSITORY'];
    if (!repository || !repository.includes('/'))
        return undefined;
    const [owner, repo] = repository.split('/', 2);
    let event = {};
    let eventError;
    if (env['GITHUB_EVENT_PATH']) {
        try {
            const e = readEvent(env['GITHUB_EVENT_PATH']);
            if (e && typeof e === 'object' && !Array.isArray(e))
                event = e;
            else
                eventError = `the event payload GITHUB_EVENT_PATH is JSON but not an object`;
        }
        catch (e) {
            eventError = `the event payload GITHUB_EVENT_PATH ${e.message}`;
        }
    }
    const rawPr = event['pull_request'];
    const pr = rawPr && typeof rawPr === 'object' && !Array.isArray(rawPr) ? rawPr : undefined;
    const headRepo = pr?.['head']?.['repo']?.['full_name'];
    const isFork = Boolean(pr) && typeof headRepo === 'string' && headRepo !== repository;
    const server = env['GITHUB_SERVER_URL'] ?? 'https://github.com';
    const ctx = {
        owner,
        repo,
        repository,
        eventName: env['GITHUB_EVENT_NAME'] ?? '',
        headSha: (typeof pr?.['head']?.['sha'] === 'string' ? pr['head']['sha'] : undefined) ?? env['GITHUB_SHA'] ?? '',
        isFork,
        job: env['GITHUB_JOB'] ?? 'benchgate'
    };
    if (pr && Number.isSafeInteger(pr['number']) && pr['number'] > 0)
        ctx.prNumber = pr['number'];
    const wr = ctx.eventName === 'workflow_run' ? workflowRunOf(event['workflow_run'], repository) : undefined;
    if (wr) {
        ctx.headSha = wr.headSha;
        ctx.workflowRun = wr.info;
        if (wr.prNumber !== undefined)
            ctx.prNumber = wr.prNumber;
    }
    if (eventError)
        ctx.eventError = eventError;
    if (isFork)
        ctx.forkOf = headRepo;
    if (env['GITHUB_RUN_ID'])
        ctx.runUrl = `${server}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`;
    return ctx;
}
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const isObj = (v) => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
/**
 * The parts of a `workflow_run` payload benchgate uses: `head_sha` (the commit the triggering run checked),
 * `pull_requests[]` (the pull request whose head is that commit; GitHub leaves it empty when the head is in a
 * fork) and the head repository. Undefined when the payload has no usable `head_sha`.
 */
function workflowRunOf(raw, repository) {
    if (!isObj(raw))
        return undefined;
    const headSha = typeof raw['head_sha'] === 'string' ? raw['head_sha'].toLowerCase() : '';
    if (!SHA.test(headSha))
        return undefined;
    // Only pull requests into this repository count: GitHub's own example payload lists one of another
    // repository (its base.repo.url names Codertocat/Hello-World while the run is in octo-org/octo-repo), and its
    // number would name an unrelated pull request here.
    const base = (p) => p['base']?.['repo']?.['url'];
    const ours = (p) => {
        const u = base(p);
        return u === undefined || (typeof u === 'string' && u.toLowerCase().endsWith(`/repos/${repository.toLowerCase()}`));
    };
    const prs = (Array.isArray(raw['pull_requests']) ? raw['pull_requests'].filter(isObj) : []).filter((p) => Number.isSafeInteger(p['number']) && p['number'] > 0 && ours(p));
    // Prefer the pull request whose head is this very commit; else the first one into this repository.
    const pick = prs.find((p) => p['head']?.['sha'] === headSha) ?? prs[0];
    const headRepository = raw['head_repository']?.['full_name'];
    const info = { headSha, lookupPullRequest: !pick };
    if (Number.isSafeInteger(raw['id']))
        info.id = raw['id'];
    if (typeof headRepository === 'string')
        info.headRepository = headRepository;
    if (typeof raw['head_branch'] === 'string')
        info.headBranch = raw['head_branch'];
    if (typeof raw['event'] === 'string')
        info.event = raw['event'];
    return { headSha, ...(pick ? { prNumber: pick['number'] } : {}), info };
}
/** Validates the `commit` input: a full 40- (SHA-1) or 64-digit (SHA-256) hexadecimal commit id. */
function parseCommitInput(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '')
        return undefined;
    if (!SHA.test(v))
        throw new Error(`input commit must be a full commit SHA (40 or 64 hexadecimal digits), got ${JSON.stringify(raw.trim().slice(0, 80))}`);
    return v;
}
/** Validates the `pull-request` input: a positive pull request number. */
function parsePullRequestInput(raw) {
    const v = raw.trim().replace(/^#/, '');
    if (v === '')
        return undefined;
    const n = /^[0-9]{1,10}$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < 1)
        throw new Error(`input pull-request must be a pull request number, got ${JSON.stringify(raw.trim().slice(0, 80))}`);
    return n;
}
/** The `commit` / `pull-request` inputs win over what the event says (like `run-id` over the run's own id). */
function applyOverrides(ctx, o) {
    const out = { ...ctx };
    if (o.commit) {
        out.headSha = o.commit;
        if (out.workflowRun)
            out.workflowRun = {
                ...out.workflowRun,
                headSha: o.commit,
                lookupPullRequest: out.workflowRun.lookupPullRequest && o.pullRequest === undefined
            };
    }
    if (o.pullRequest !== undefined) {
        out.prNumber = o.pullRequest;
        if (out.workflowRun)
            out.workflowRun = { ...out.workflowRun, lookupPullRequest: false };
    }
    return out;
}
/**
 * On a workflow_run event whose payload lists no pull request (a fork's head), finds the open pull request of
 * this repository whose head is `headSha` (`GET /repos/{owner}/{repo}/commits/{sha}/pulls`, through the bounded
 * client). Returns the number, or a sentence saying why there is none; never throws.
 */
async function resolvePullRequest(client, ctx) {
    try {
        const r = await client.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
            owner: ctx.owner,
            repo: ctx.repo,
            commit_sha: ctx.headSha,
            per_page: 100
        });
        const list = Array.isArray(r.data)
            ? r.data.filter((p) => isObj(p) && Number.isSafeInteger(p.number) && p.number > 0)
            : [];
        const ours = list.filter((p) => p.base?.repo?.full_name === undefined || p.base.repo.full_name === ctx.repository);
        const open = ours.filter((p) => p.state === undefined || p.state === 'open');
        const exact = open.filter((p) => p.head?.sha === ctx.headSha);
        const pick = exact[0] ?? open[0];
        if (!pick)
            return { why: `no open pull request of ${ctx.repository} has the commit ${ctx.headSha.slice(0, 12)}` };
        if ((exact.length || open.length) > 1)
            return {
                number: pick.number,
                why: `${exact.length || open.length} open pull requests have the commit ${ctx.headSha.slice(0, 12)}; #${pick.number} taken (set the \`pull-request\` input to choose)`
            };
        return { number: pick.number };
    }
    catch (e) {
        return {
            why: `the pull request of commit ${ctx.headSha.slice(0, 12)} could not be looked up (${e.message.split('\n')[0]})`
        };
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(45173);
// EXTERNAL MODULE: ./src/report/history-markdown.ts
var history_markdown = __webpack_require__(16234);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
// EXTERNAL MODULE: ./src/report/summary-model.ts
var summary_model = __webpack_require__(76158);
;// CONCATENATED MODULE: ./src/report/comment.ts







/** GitHub refuses issue/PR comment bodies over 65 536 characters. */
const COMMENT_LIMIT = 65536;
/** The hidden marker that identifies a job's sticky comment (key: `comment-key`, default job id + shard). */
function commentMarker(id) {
    // One line, no `--` (which would end the HTML comment), no angle brackets.
    const key = [...id]
        .filter((ch) => ch >= ' ' && ch !== '\u007f' && ch !== '<' && ch !== '>')
        .join('')
        .replace(/-{2,}/g, '-')
        .slice(0, 200);
    return `<!-- benchgate:${key} -->`;
}
/** The hidden line naming the commit a comment describes. */
function commitMarker(sha) {
    return `<!-- benchgate-commit:${sha.replace(/[^0-9a-fA-F]/g, '').toLowerCase()} -->`;
}
/** The commit recorded in a comment body by `commitMarker`, if any. */
function commentCommit(body) {
    return /<!-- benchgate-commit:([0-9a-f]{7,64}) -->/.exec(body)?.[1];
}
/** The hidden line holding the comment's state hash (verdict + failing gates + findings), for `comment-mode: changes`. */
function stateMarker(hash) {
    return `<!-- benchgate-state:${hash.replace(/[^0-9a-f]/g, '')} -->`;
}
/** The state hash recorded in a comment body by `stateMarker`, if any. */
function commentState(body) {
    return /<!-- benchgate-state:([0-9a-f]{16,64}) -->/.exec(body)?.[1];
}
/**
 * What a reader of the comment would see change: the verdict, each artifact's failing or undecided gates, and
 * the set of findings (code, severity, file, line, message), independent of order. Timings, versions and the
 * commit are left out, so a re-run with the same outcome hashes the same.
 */
function reportStateHash(report) {
    const items = [`verdict:${report.verdict}`];
    for (const s of report.suites)
        for (const a of s.artifacts) {
            for (const g of a.gates)
                if (g.status === 'fail' || g.status === 'undecided')
                    items.push(`gate:${s.suite}:${a.artifact.path}:${g.id}:${g.status}`);
        }
    for (const f of (0,verdict/* allFindings */.c4)(report.suites, report.findings))
        items.push(`finding:${JSON.stringify([f.code, f.severity, f.file ?? '', f.line ?? 0, f.message, f.subject ?? ''])}`);
    items.sort();
    return (0,external_node_crypto_.createHash)('sha256').update(items.join('\n')).digest('hex').slice(0, 32);
}
const ICON = { pass: '✅', fail: '❌' };
/**
 * The sticky pull-request comment: the verdict with the commit, one row per artifact (failing first) with its
 * headline numbers, the failing gates grouped by artifact (each with a link to the run's summary), and the
 * passing artifacts collapsed. Always ends with the markers and stays under the comment limit.
 */
function renderComment(report, opts) {
    const limit = opts.limit ?? COMMENT_LIMIT;
    const url = (0,markdown/* mdUrl */.T3)(opts.detailsUrl);
    const g = report.counts.gates;
    const f = report.counts.findings;
    const sha = opts.commit && /^[0-9a-fA-F]{7,64}$/.test(opts.commit) ? opts.commit.toLowerCase() : undefined;
    const head = [];
    head.push(`### ${ICON[report.verdict]} ${(0,markdown/* mdText */.bC)(opts.title ?? 'benchgate')} ${report.verdict === 'pass' ? 'passed' : 'failed'}${sha ? ` on <code>${sha.slice(0, 7)}</code>` : ''}`);
    head.push('');
    head.push(`${report.counts.artifacts} artifact(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s).`);
    if (report.delta)
        head.push('', (0,delta_render/* renderDeltaMarkdown */.G8)(report.delta, { maxRows: 10, collapsedUnchanged: false, heading: '####' }).trimEnd());
    // Each alert with the window it was judged against, then other changed metrics (10 rows at most).
    if (report.history)
        head.push('', (0,history_markdown/* renderHistoryMarkdown */.IQ)(report.history, { maxRows: 10, heading: '####' }).trimEnd());
    const views = (0,summary_model/* artifactViews */.tx)(report);
    const failingViews = views.filter((v) => v.verdict === 'fail');
    const passingViews = views.filter((v) => v.verdict === 'pass');
    const row = (v) => {
        const fc = { error: 0, warning: 0 };
        for (const x of v.result.findings)
            if (x.severity === 'error' || x.severity === 'warning')
                fc[x.severity]++;
        return `| ${ICON[v.verdict]} | ${(0,markdown/* mdCell */.cz)(v.name)} | ${(0,markdown/* mdCode */.xs)(v.result.artifact.path)} | ${(0,markdown/* mdCell */.cz)(v.headline.map((h) => `${h.label} ${h.value}`).join(' · '))} | ${v.failing} | ${fc.error} | ${fc.warning} |`;
    };
    const header = [
        '| | artifact | path | headline | failing gates | errors | warnings |',
        '|---|---|---|---|---:|---:|---:|'
    ];
    const link = url ? ` ([summary](${url}))` : '';
    const failures = [];
    for (const v of failingViews) {
        for (const gate of v.result.gates)
            if (gate.status === 'fail' || gate.status === 'undecided')
                failures.push(`- ${gate.status === 'fail' ? '❌' : '⚠️'} ${(0,markdown/* mdText */.bC)(v.name)} (${(0,markdown/* mdCode */.xs)(v.result.artifact.path)}) **${(0,markdown/* mdCell */.cz)(gate.id)}**${gate.detail ? `: ${(0,markdown/* mdText */.bC)(gate.detail)}` : ''}${link}`);
        const errs = v.result.findings.filter((x) => x.severity === 'error' && !x.gate);
        for (const x of errs.slice(0, 3))
            failures.push(`- ❌ ${(0,markdown/* mdText */.bC)(v.name)} (${(0,markdown/* mdCode */.xs)(v.result.artifact.path)}) **${(0,markdown/* mdText */.bC)(x.code)}**: ${(0,markdown/* mdText */.bC)(x.message)}${link}`);
    }
    const loose = [...report.findings];
    for (const s of report.suites)
        for (const x of s.findings)
            loose.push(x);
    for (const x of loose.filter((y) => y.severity === 'error').slice(0, 5))
        failures.push(`- ❌ **${(0,markdown/* mdText */.bC)(x.code)}**: ${(0,markdown/* mdText */.bC)(x.message)}${link}`);
    const tail = [];
    if (url)
        tail.push(`[Full summary and every finding](${url})`);
    tail.push(`<sub>benchgate ${(0,markdown/* mdText */.bC)(report.tool.version)} · fail-on: ${(0,markdown/* mdText */.bC)(report.config.failOn)}${sha ? ` · commit <code>${sha.slice(0, 12)}</code>` : ''}</sub>`);
    const end = [stateMarker(reportStateHash(report)), ...(sha ? [commitMarker(sha)] : []), opts.marker].join('\n');
    tail.push(end);
    const compose = (n, rows) => {
        const parts = [...head];
        if (failingViews.length)
            (0,arrays/* pushAll */.iI)(parts, ['', ...header, ...failingViews.slice(0, rows).map(row)]);
        if (failingViews.length > rows)
            parts.push(`| | … and ${failingViews.length - rows} more failing artifact(s) | | | | | |`);
        if (failures.length) {
            (0,arrays/* pushAll */.iI)(parts, ['', `**Failures (${failures.length})**`, '']);
            (0,arrays/* pushAll */.iI)(parts, failures.slice(0, n));
            if (n < failures.length)
                parts.push(`- … and ${failures.length - n} more (see the full summary)`);
        }
        if (passingViews.length) {
            const shown = passingViews.slice(0, rows);
            (0,arrays/* pushAll */.iI)(parts, [
                '',
                `<details><summary>${passingViews.length} passing artifact(s)</summary>`,
                '',
                ...header,
                ...shown.map(row)
            ]);
            if (shown.length < passingViews.length)
                parts.push(`| | … and ${passingViews.length - shown.length} more | | | | | |`);
            (0,arrays/* pushAll */.iI)(parts, ['', '</details>']);
        }
        (0,arrays/* pushAll */.iI)(parts, ['', ...tail]);
        return parts.join('\n') + '\n';
    };
    let n = Math.min(20, failures.length);
    let rows = 50;
    let body = compose(n, rows);
    while (body.length > limit && (n > 0 || rows > 0)) {
        if (n > 0)
            n = Math.floor(n / 2);
        else
            rows = Math.floor(rows / 2);
        body = compose(n, rows);
    }
    if (body.length > limit)
        body = body.slice(0, limit - end.length - 2) + '\n' + end + '\n';
    return body;
}

// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/summary-modes.ts


const COMMENT_MODES = ['always', 'changes', 'failures', 'off'];
/** `summary` input; empty = `full`. */
function parseSummaryMode(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '')
        return 'full';
    if (report_markdown/* SUMMARY_MODES */.mK.includes(v))
        return v;
    throw new Error(`input summary must be ${report_markdown/* SUMMARY_MODES */.mK.join(', ')} (got "${raw.slice(0, 40)}")`);
}
/** `comment-mode` input; empty = `always`. */
function parseCommentMode(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '')
        return 'always';
    if (COMMENT_MODES.includes(v))
        return v;
    throw new Error(`input comment-mode must be ${COMMENT_MODES.join(', ')} (got "${raw.slice(0, 40)}")`);
}
const CHANNELS = { log: 'log', 'check-run': 'checkRun' };
function count(v, what) {
    if (!/^\d{1,7}$/.test(v))
        throw new Error(`input max-annotations: ${what} must be a whole number 0-9999999 (got "${v.slice(0, 40)}")`);
    return Number(v);
}
/**
 * `max-annotations` input: empty (GitHub's limits), one number for every channel (`25`), or per channel
 * (`log=5, check-run=200`; channels `log` and `check-run`).
 */
function parseMaxAnnotations(raw) {
    const v = raw.trim();
    if (v === '')
        return {};
    if (!v.includes('=')) {
        const n = count(v, 'the value');
        return { log: n, checkRun: n };
    }
    const out = {};
    for (const part of v.split(/[,\s]+/).filter(Boolean)) {
        const m = /^([a-z-]+)=(.*)$/.exec(part);
        const key = m ? CHANNELS[m[1]] : undefined;
        if (!m || !key)
            throw new Error(`input max-annotations: "${part.slice(0, 40)}" is not log=N or check-run=N`);
        out[key] = count(m[2], m[1]);
    }
    return out;
}
/**
 * `always`: create or update. `changes`: create when there is none; update only when the state hash (verdict,
 * failing gates, findings) differs from the one in the existing comment's hidden marker. `failures`: create
 * or update when the run fails; on a pass, update an existing comment (so it no longer shows a stale failure)
 * but never create one. (`off` never gets here: no comment channel.)
 */
function commentAction(mode, verdict, existingBody, stateHash) {
    if (mode === 'changes' && existingBody !== undefined && commentState(existingBody) === stateHash)
        return 'skip-unchanged';
    if (mode === 'failures' && verdict === 'pass' && existingBody === undefined)
        return 'skip-passing';
    return 'write';
}

// EXTERNAL MODULE: ./src/suites/plugins.ts + 5 modules
var suites_plugins = __webpack_require__(45007);
;// CONCATENATED MODULE: ./src/action/constants.ts
/**
 * Every action input and output name in one place (action.yml must match; a test checks it), except the families' own
 * inputs (`strict`, `min-tier`, `sandbox`, …), which their plug-ins declare (`Plugin.inputs`, src/suites/<family>/plugin.ts).
 */
var Inputs;
(function (Inputs) {
    Inputs["Path"] = "path";
    Inputs["Suites"] = "suites";
    Inputs["FailOn"] = "fail-on";
    Inputs["FailOnEmpty"] = "fail-on-empty";
    Inputs["ReportJson"] = "report-json";
    Inputs["Sarif"] = "sarif";
    Inputs["SarifCategory"] = "sarif-category";
    Inputs["Junit"] = "junit";
    Inputs["Html"] = "html";
    Inputs["Options"] = "options";
    Inputs["Token"] = "token";
    Inputs["CheckRun"] = "check-run";
    Inputs["CheckName"] = "check-name";
    Inputs["Comment"] = "comment";
    Inputs["CommentKey"] = "comment-key";
    Inputs["Cache"] = "cache";
    Inputs["Shard"] = "shard";
    Inputs["Mode"] = "mode";
    Inputs["Reports"] = "reports";
    Inputs["RunId"] = "run-id";
    Inputs["VerifyPlan"] = "verify-plan";
    Inputs["Commit"] = "commit";
    Inputs["PullRequest"] = "pull-request";
    Inputs["Baseline"] = "baseline";
    Inputs["BaselineBranches"] = "baseline-branches";
    Inputs["NoRegression"] = "no-regression";
    Inputs["History"] = "history";
    Inputs["HistoryBranch"] = "history-branch";
    Inputs["HistoryMax"] = "history-max";
    Inputs["HistoryWindow"] = "history-window";
    Inputs["FailOnAlert"] = "fail-on-alert";
    Inputs["AlertThreshold"] = "alert-threshold";
    Inputs["ZThreshold"] = "z-threshold";
    Inputs["Summary"] = "summary";
    Inputs["CommentMode"] = "comment-mode";
    Inputs["MaxAnnotations"] = "max-annotations";
    Inputs["FailStep"] = "fail-step";
})(Inputs || (Inputs = {}));
var Outputs;
(function (Outputs) {
    Outputs["Result"] = "result";
    Outputs["GatesFailed"] = "gates-failed";
    Outputs["Findings"] = "findings";
    Outputs["Report"] = "report";
    Outputs["CheckRunUrl"] = "check-run-url";
    Outputs["CommentUrl"] = "comment-url";
    Outputs["SummaryFile"] = "summary-file";
    Outputs["ReportJson"] = "report-json";
    Outputs["Artifacts"] = "artifacts";
    Outputs["Passed"] = "passed";
    Outputs["Failed"] = "failed";
    Outputs["Undecided"] = "undecided";
    Outputs["Skipped"] = "skipped";
    Outputs["Errors"] = "errors";
    Outputs["Warnings"] = "warnings";
    Outputs["Notices"] = "notices";
    Outputs["Json"] = "json";
})(Outputs || (Outputs = {}));

;// CONCATENATED MODULE: ./src/action/fail-step.ts
const VALUES = ['true', 'false', 'undecided'];
function parseFailStep(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '')
        return 'true';
    if (VALUES.includes(v))
        return v;
    throw new Error(`input fail-step must be true, false or undecided (got "${raw.trim()}")`);
}
/** Whether the step fails for this report's verdict under `mode`. */
function stepFails(mode, report) {
    if (report.verdict !== 'fail')
        return false;
    if (mode === 'true')
        return true;
    if (mode === 'undecided')
        return report.counts.gates.undecided > 0 || report.counts.gates.fail === 0;
    return false;
}

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/history-config.ts
var history_config = __webpack_require__(56346);
;// CONCATENATED MODULE: ./src/action/history-input.ts
/**
 * The action's history inputs (docs/github.md, "History on GitHub"): where the history is kept (`history`,
 * `history-branch`), and the job's settings (`history-max`, `history-window`, `alert-threshold`, `z-threshold`,
 * `fail-on-alert`) through the history configuration's parser (`parseHistoryJob`, as the CLI flags).
 * Pure: `get` reads one input. Every bad value is an Error whose message starts with `BG002:` and names the input.
 *
 * `history` defaults to `off`: nobody's job starts pushing branches unasked. The location is a job setting only;
 * `.benchgate.yml` (written by pull requests) cannot choose or move it.
 */




const HISTORY_BRANCH_DEFAULT = 'benchgate-history';
const bad = (message) => new Error(`BG002: ${message}`);
const quote = (s) => JSON.stringify(s.slice(0, 80));
/**
 * A branch name git and GitHub accept and that cannot be mistaken for anything else: letters, digits, `.`, `_`,
 * `-` and `/` between segments; no segment starting with `.` or ending with `.lock`; no `..`, `//`, leading `-`
 * or `/`, trailing `/` or `.`; not `HEAD`; at most 200 characters (git check-ref-format, narrowed).
 */
function checkBranchName(name) {
    if (name.length === 0)
        return 'is empty';
    if (name.length > 200)
        return 'is longer than 200 characters';
    if (!/^[A-Za-z0-9._/-]+$/.test(name))
        return 'may only hold letters, digits, ".", "_", "-" and "/"';
    if (name === 'HEAD' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.'))
        return 'is not a valid branch name';
    if (name.includes('..') || name.includes('//'))
        return 'may not contain ".." or "//"';
    if (name.split('/').some((s) => s.startsWith('.') || s.endsWith('.lock')))
        return 'may not have a segment starting with "." or ending with ".lock"';
    return undefined;
}
/** Parses the `history` and `history-branch` inputs. */
function parseHistoryLocation(history, branchInput) {
    const v = history.trim();
    const branch = branchInput.trim() || HISTORY_BRANCH_DEFAULT;
    if (v === '' || v === 'off' || v === 'false')
        return { kind: 'off' };
    if (v === 'branch') {
        const why = checkBranchName(branch);
        if (why)
            throw bad(`input history-branch ${why} (got ${quote(branch)})`);
        return { kind: 'branch', branch };
    }
    if (v.startsWith('file:')) {
        const raw = v.slice('file:'.length).trim();
        const lex = (0,paths/* checkRelativePath */._k)(raw);
        if (!lex.ok)
            throw bad(`input history: file:<path> must be a folder inside the workspace: ${lex.message} (got ${quote(raw)})`);
        const dir = external_node_path_.posix.normalize(lex.path).replace(/\/+$/, '') || '.';
        return { kind: 'file', dir };
    }
    throw bad(`input history must be off, branch or file:<folder> (got ${quote(v)})`);
}
/**
 * A threshold input as a list: one value (`200%`) or `METRIC=value` entries (`signature_rate=150%`), one per line
 * or separated by commas outside braces (a glob's `{a,b}` stays whole).
 */
function splitThresholds(raw) {
    const out = [];
    let depth = 0;
    let cur = '';
    for (const ch of raw) {
        if (ch === '{')
            depth++;
        else if (ch === '}')
            depth = Math.max(0, depth - 1);
        if ((ch === ',' && depth === 0) || ch === '\n') {
            if (cur.trim())
                out.push(cur.trim());
            cur = '';
        }
        else
            cur += ch;
    }
    if (cur.trim())
        out.push(cur.trim());
    return out;
}
/** Reads every history input through `get` (the action's `core.getInput`). Throws `BG002:` naming the input. */
function readHistoryInputs(get) {
    const location = parseHistoryLocation(get(Inputs.History), get(Inputs.HistoryBranch));
    const failOnAlert = get(Inputs.FailOnAlert).trim().toLowerCase();
    if (failOnAlert !== '' && failOnAlert !== 'true' && failOnAlert !== 'false')
        throw bad(`input fail-on-alert must be true or false (got ${quote(failOnAlert)})`);
    try {
        const config = (0,history_config/* parseHistoryJob */.Ff)({
            max: get(Inputs.HistoryMax),
            window: get(Inputs.HistoryWindow),
            ...(failOnAlert !== '' ? { failOnAlert: failOnAlert === 'true' } : {}),
            alertThreshold: splitThresholds(get(Inputs.AlertThreshold)),
            zThreshold: splitThresholds(get(Inputs.ZThreshold)),
            names: {
                max: 'input history-max',
                window: 'input history-window',
                alertThreshold: 'input alert-threshold',
                zThreshold: 'input z-threshold'
            }
        });
        return { location, config };
    }
    catch (e) {
        throw bad(e.message);
    }
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * Every action input, read and validated in one place (action.yml; docs/github.md). Pure: `get` reads one input
 * (the action passes `core.getInput`, a test a table), `env` is the environment the defaults come from. Every bad
 * value throws an Error naming the input (most start with `BG002:`); the action turns it into a failed step.
 * The families' own inputs (`strict`, `min-tier`, `sandbox`, …) are declared by their plug-ins (`Plugin.inputs`).
 */









/** A true/false input; '' is `fallback`. */
function bool(get, name, fallback) {
    const v = get(name).trim().toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true')
        return true;
    if (v === 'false')
        return false;
    throw new Error(`input ${name} must be true or false (got "${v}")`);
}
/** The checkout: GITHUB_WORKSPACE, else the current folder. */
function workspaceOf(env) {
    return env['GITHUB_WORKSPACE'] ?? process.cwd();
}
/** The file the job summary is also written to (output `summary-file`): in RUNNER_TEMP, else the workspace. */
function defaultSummaryFile(env) {
    return (0,external_node_path_.join)(env['RUNNER_TEMP'] ?? workspaceOf(env), 'benchgate-summary.md');
}
/** Runs `parse`, prefixing its error with `BG002: `. */
function bg002(parse) {
    try {
        return parse();
    }
    catch (e) {
        throw new Error(`BG002: ${e.message}`);
    }
}
/**
 * The `options` input with each plug-in's inputs applied over it, in plug-in order then declaration order (the
 * input wins over the same option in `options`). A plug-in input's parser may throw (a bad value).
 */
function familyOptions(get, options, plugins = suites_plugins/* PLUGINS */.R) {
    const layers = [options];
    for (const p of plugins)
        for (const input of p.inputs ?? []) {
            const job = Object.prototype.hasOwnProperty.call(options, p.id) ? options[p.id] : {};
            const value = input.parse(get(input.name), job);
            if (value !== undefined)
                layers.push({ [p.id]: { [input.suiteOption]: value } });
        }
    return (0,core_options/* mergeSuiteOptions */.LL)(...layers);
}
/** Reads and validates every input. Throws an Error naming the first bad one. */
function readInputs(get, env) {
    const workspace = workspaceOf(env);
    const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const suiteOptions = familyOptions(get, (0,core_options/* parseSuiteOptionsText */.lY)(get(Inputs.Options)));
    const sarif = get(Inputs.Sarif);
    const sarifCategory = get(Inputs.SarifCategory).trim();
    const junit = get(Inputs.Junit);
    const html = get(Inputs.Html);
    const mode = get(Inputs.Mode) || 'check';
    if (mode !== 'check' && mode !== 'merge')
        throw new Error(`input mode must be check or merge (got "${mode}")`);
    const shard = bg002(() => (0,core_options/* parseShardSpec */.d7)(get(Inputs.Shard), 'input shard'));
    const runId = (0,partition/* parseRunId */._G)(get(Inputs.RunId), 'input run-id');
    const commit = bg002(() => parseCommitInput(get(Inputs.Commit)));
    const pullRequest = bg002(() => parsePullRequestInput(get(Inputs.PullRequest)));
    // `summary: off`: no job summary on the run page (the summary-file output still has the full one).
    const summaryOff = get(Inputs.Summary).trim().toLowerCase() === 'off';
    const summaryMode = bg002(() => parseSummaryMode(summaryOff ? '' : get(Inputs.Summary)));
    const commentMode = bg002(() => parseCommentMode(get(Inputs.CommentMode)));
    const maxAnnotations = bg002(() => parseMaxAnnotations(get(Inputs.MaxAnnotations)));
    const failStep = bg002(() => parseFailStep(get(Inputs.FailStep)));
    return {
        mode,
        summaryMode,
        summaryOff,
        commentMode,
        maxAnnotations,
        summaryFile: defaultSummaryFile(env),
        history: readHistoryInputs(get),
        path: abs(get(Inputs.Path) || '.'),
        suites: (0,core_options/* parseSuitesList */.x8)(get(Inputs.Suites) || 'auto'),
        failOn: (0,core_options/* parseFailOn */.XV)(get(Inputs.FailOn) || 'error'),
        failOnEmpty: bool(get, Inputs.FailOnEmpty, true),
        failStep,
        reportJson: abs(get(Inputs.ReportJson) || (0,external_node_path_.join)(env['RUNNER_TEMP'] ?? workspace, 'benchgate-report.json')),
        ...(sarif ? { sarif: abs(sarif) } : {}),
        ...(sarifCategory ? { sarifCategory } : {}),
        ...(junit ? { junit: abs(junit) } : {}),
        ...(html ? { html: abs(html) } : {}),
        suiteOptions,
        token: get(Inputs.Token),
        checkRun: bool(get, Inputs.CheckRun, true),
        checkName: get(Inputs.CheckName),
        comment: bool(get, Inputs.Comment, false),
        commentKey: get(Inputs.CommentKey),
        cache: bool(get, Inputs.Cache, true),
        ...(shard ? { shard } : {}),
        reports: get(Inputs.Reports),
        ...(runId ? { runId } : {}),
        verifyPlan: bool(get, Inputs.VerifyPlan, false),
        ...(commit ? { commit } : {}),
        ...(pullRequest !== undefined ? { pullRequest } : {}),
        baseline: {
            baseline: get(Inputs.Baseline),
            branches: get(Inputs.BaselineBranches),
            noRegression: get(Inputs.NoRegression)
        }
    };
}
/**
 * Optional tuning of the network limits through the environment (documented in docs/security/network.md):
 * a value outside [min, max] milliseconds, or not a number, is ignored (and `log` says so).
 */
function envMs(env, name, min, max, log) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '')
        return undefined;
    const v = Number(raw);
    if (!Number.isFinite(v) || v < min || v > max) {
        log(`benchgate: ${name}=${JSON.stringify(raw.slice(0, 40))} ignored (milliseconds between ${min} and ${max})`);
        return undefined;
    }
    return Math.round(v);
}
/** The network limits the environment tunes (BENCHGATE_CACHE_TIMEOUT_MS, …; docs/security/network.md). */
function envLimits(env, log) {
    const cache = {};
    const budgets = {};
    const op = envMs(env, 'BENCHGATE_CACHE_TIMEOUT_MS', 100, 600_000, log);
    const cb = envMs(env, 'BENCHGATE_CACHE_BUDGET_MS', 100, 3_600_000, log);
    const req = envMs(env, 'BENCHGATE_API_TIMEOUT_MS', 100, 600_000, log);
    const cr = envMs(env, 'BENCHGATE_CHECK_RUN_BUDGET_MS', 100, 3_600_000, log);
    const cm = envMs(env, 'BENCHGATE_COMMENT_BUDGET_MS', 100, 3_600_000, log);
    if (op !== undefined)
        cache.operationTimeoutMs = op;
    if (cb !== undefined)
        cache.budgetMs = cb;
    if (cr !== undefined)
        budgets.checkRunMs = cr;
    if (cm !== undefined)
        budgets.commentMs = cm;
    return { cache, budgets, ...(req !== undefined ? { requestTimeoutMs: req } : {}) };
}

// EXTERNAL MODULE: ./src/code-registry.ts + 1 modules
var code_registry = __webpack_require__(98590);
// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 340 modules
var cache = __webpack_require__(61691);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/baseline/load.ts
var load = __webpack_require__(47663);
// EXTERNAL MODULE: ./src/baseline/no-regression.ts
var no_regression = __webpack_require__(10116);
// EXTERNAL MODULE: ./src/core/no-regression-config.ts
var no_regression_config = __webpack_require__(95311);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
;// CONCATENATED MODULE: ./src/action/baseline.ts
/**
 * The action's side of baselines (docs/baseline.md): which baseline a run uses (input `baseline`), restoring it from
 * @actions/cache on pull requests (by the base branch's key prefix, the base commit's exact key first), and storing
 * this run's report on a push to a `baseline-branches` branch. Everything read is hostile (src/baseline/load.ts);
 * every problem is a BG050 notice or a log line, never a failure.
 */








/** Cache keys: `benchgate-baseline-<branch>-<sha>`; the branch keeps only characters safe in a key. */
const baselineKeyPrefix = (branch) => `benchgate-baseline-${branch.replace(/[^A-Za-z0-9._/-]/g, '_').slice(0, 200)}-`;
const baselineKey = (branch, sha) => `${baselineKeyPrefix(branch)}${sha.toLowerCase()}`;
/** The one file path cached (the cache version depends on the path list, so store and restore use the same one). */
const baselineCachePath = (runnerTemp) => (0,external_node_path_.join)(runnerTemp, 'benchgate-baseline-cache', 'benchgate-report.json');
/** Where `baseline: artifact` reads the report an earlier step downloaded. */
const baselineArtifactPath = (runnerTemp) => (0,external_node_path_.join)(runnerTemp, 'benchgate-baseline', 'benchgate-report.json');
const baseline_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
const str = (v) => typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : undefined;
/**
 * Decides the plan from the inputs, the environment and the event payload. Pure apart from reading the payload.
 * `auto` = `cache` on pull_request / pull_request_target events, and on pushes to a baseline branch (to store);
 * `off` elsewhere.
 */
function planBaseline(input, branchesInput, env, payload = {}) {
    const raw = input.trim() || 'auto';
    const event = env['GITHUB_EVENT_NAME'] ?? '';
    const isPr = event === 'pull_request' || event === 'pull_request_target';
    const ref = env['GITHUB_REF'] ?? '';
    const pushBranch = event === 'push' && ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
    const defaultBranch = str(payload['repository']?.['default_branch']);
    const branches = branchesInput.trim()
        ? branchesInput
            .split(',')
            .map((b) => b.trim())
            .filter(Boolean)
        : defaultBranch
            ? [defaultBranch]
            : [];
    const baseBranch = str(payload['pull_request']?.['base']?.['ref']) ?? str(env['GITHUB_BASE_REF']);
    const baseSha = str(payload['pull_request']?.['base']?.['sha']);
    const sha = env['GITHUB_SHA'] ?? '';
    if (raw === 'off')
        return { mode: 'off', why: 'baseline: off' };
    if (raw === 'artifact')
        return { mode: 'artifact', why: 'baseline: artifact (the report an earlier step downloaded)' };
    if (raw !== 'auto' && raw !== 'cache')
        return { mode: 'file', file: raw, why: `baseline: the file ${raw.slice(0, 200)}` };
    const store = pushBranch && branches.includes(pushBranch) && baseline_SHA.test(sha) ? { branch: pushBranch, sha } : undefined;
    if (isPr && baseBranch)
        return {
            mode: 'cache',
            restore: { branch: baseBranch, ...(baseSha && baseline_SHA.test(baseSha) ? { sha: baseSha } : {}) },
            why: `baseline: cache of ${baseBranch}`
        };
    if (store)
        return { mode: 'cache', store, why: `baseline: storing this report for ${pushBranch}` };
    if (raw === 'cache')
        return {
            mode: 'cache',
            why: `baseline: cache, but this ${event || 'run'} is neither a pull request nor a push to ${branches.join(', ') || 'the default branch'}`
        };
    return {
        mode: 'off',
        why: `baseline: auto is off on ${event || 'this event'}${pushBranch ? ` to ${pushBranch} (baseline-branches: ${branches.join(', ') || 'none known'})` : ''}`
    };
}
async function within(ms, p) {
    let timer;
    try {
        return await Promise.race([
            p,
            new Promise((_, rej) => (timer = setTimeout(() => rej(new Error(`no answer within ${ms / 1000} s`)), ms)))
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
const refused = (why) => ({
    ok: false,
    notice: (0,finding/* finding */.g)(general.BG.BG050, `no baseline comparison: ${why}`, {}, 'notice')
});
/** Restores (cache) or reads (artifact, file) the baseline the plan names. */
async function loadPlannedBaseline(plan, expect, deps) {
    if (plan.mode === 'off')
        return undefined;
    if (plan.mode === 'file')
        return (0,load/* readBaselineFile */.s$)(plan.file, { source: 'file', expect, workspace: deps.workspace });
    if (plan.mode === 'artifact')
        return (0,load/* readBaselineFile */.s$)(baselineArtifactPath(deps.runnerTemp), { source: 'artifact', expect });
    if (!plan.restore)
        return undefined;
    const b = deps.backend;
    if (!b?.restoreCache || !b.isFeatureAvailable)
        return refused('the cache functions are not available here (as under @github/local-action)');
    try {
        if (!b.isFeatureAvailable())
            return refused('no cache service on this runner');
    }
    catch (e) {
        return refused(`the cache service is not available (${e.message.slice(0, 200)})`);
    }
    const path = baselineCachePath(deps.runnerTemp);
    await (0,promises_.rm)(path, { force: true });
    await (0,promises_.mkdir)((0,external_node_path_.join)(path, '..'), { recursive: true });
    const prefix = baselineKeyPrefix(plan.restore.branch);
    const primary = plan.restore.sha ? baselineKey(plan.restore.branch, plan.restore.sha) : prefix;
    let hit;
    try {
        const t = deps.timeoutMs ?? 15_000;
        hit = await within(t, b.restoreCache([path], primary, [prefix], { timeoutInMs: t, segmentTimeoutInMs: t }));
    }
    catch (e) {
        return refused(`restoring the baseline of ${plan.restore.branch} from the cache failed (${e.message.slice(0, 200)})`);
    }
    if (!hit)
        return refused(`no baseline of ${plan.restore.branch} in the cache yet (a push to ${plan.restore.branch} stores one; key prefix ${prefix})`);
    if (!hit.startsWith(prefix))
        return refused(`the cache returned an entry of another key`);
    deps.log(`baseline restored from the cache entry ${hit}${hit === primary ? ' (the base commit)' : plan.restore.sha ? ` (not the base commit ${plan.restore.sha.slice(0, 12)}: the newest entry of ${plan.restore.branch})` : ''}`);
    return (0,load/* readBaselineFile */.s$)(path, { source: 'cache', expect }).then((r) => r.ok ? { ...r, info: { ...r.info, ref: hit } } : r);
}
/** Stores this run's JSON report as the baseline of the plan's branch and commit. Never throws. */
async function storeBaseline(plan, report, reportPath, deps) {
    if (!plan.store)
        return;
    if (report.config.shard) {
        deps.log('baseline not stored: this is the report of one shard (store the merged report: mode: merge)');
        return;
    }
    const b = deps.backend;
    if (!b?.saveCache || !b.isFeatureAvailable)
        return deps.log('baseline not stored: the cache functions are not available here');
    const key = baselineKey(plan.store.branch, plan.store.sha);
    try {
        if (!b.isFeatureAvailable())
            return deps.log('baseline not stored: no cache service on this runner');
        const path = baselineCachePath(deps.runnerTemp);
        await (0,promises_.mkdir)((0,external_node_path_.join)(path, '..'), { recursive: true });
        await (0,promises_.copyFile)(reportPath, path);
        await within(deps.timeoutMs ?? 15_000, b.saveCache([path], key));
        deps.log(`baseline stored in the cache as ${key}`);
    }
    catch (e) {
        deps.log(`baseline not stored as ${key}: ${e.message.slice(0, 300)}`);
    }
}
/** Everything main.ts needs, from the inputs: the RunOptions for runCheck, `applyTo` for merged reports, `store`. */
function actionBaseline(inputs, env, deps) {
    let payload = {};
    try {
        const p = env['GITHUB_EVENT_PATH'] ? readEventFile(env['GITHUB_EVENT_PATH']) : {};
        if (p && typeof p === 'object' && !Array.isArray(p))
            payload = p;
    }
    catch {
        /* the event error is reported by the run context (BG031) */
    }
    let noRegression;
    try {
        noRegression = (0,no_regression_config/* parseNoRegressionText */.l)(inputs.noRegression, 'input no-regression');
    }
    catch (e) {
        throw new Error(`BG002: ${e.message}`);
    }
    const plan = planBaseline(inputs.baseline, inputs.branches, env, payload);
    deps.log(plan.why);
    const load = (expect) => loadPlannedBaseline(plan, expect, deps);
    const runOptions = {
        ...(plan.mode !== 'off' ? { baseline: load } : {}),
        ...(noRegression ? { noRegression } : {})
    };
    return {
        plan,
        runOptions,
        /** For `mode: merge`: the merged report gets the delta and the gate (the input's no-regression only). */
        async applyTo(report) {
            if (plan.mode === 'off' && !noRegression?.enabled)
                return report;
            const base = plan.mode === 'off'
                ? undefined
                : await load({ version: report.tool.version, configHash: report.config.configHash });
            return (0,no_regression/* applyBaseline */.Qp)(report, base, noRegression);
        },
        store: (report, reportPath) => storeBaseline(plan, report, reportPath, deps)
    };
}

// EXTERNAL MODULE: ./src/core/local-cache.ts
var local_cache = __webpack_require__(60875);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/github/cache.ts





const DEFAULT_CACHE_LIMITS = { operationTimeoutMs: 15_000, budgetMs: 60_000 };
/** Lines @actions/cache writes on its own (no properties, unlike benchgate's annotations), recognised after the checks (see `close`). */
const TOOLKIT_LINE = /^::(?:warning|error)::(?:Failed to (?:restore|save):|Cache reservation failed:|You've hit a rate limit|uploadCacheArchiveSDK:)/;
const TIMED_OUT = Symbol('timed out');
/** Exact cache key: version prefix + SHA-256 of the suite's key text (so a new benchgate never reads old results). */
function cacheKey(input, version = src_version/* VERSION */.x) {
    return `benchgate-v${version}-${(0,external_node_crypto_.createHash)('sha256').update(input).digest('hex')}`;
}
function realTimer(ms, fire) {
    const t = setTimeout(fire, ms);
    return () => clearTimeout(t);
}
/**
 * ResultCache over @actions/cache: exact keys, no restore keys, values stored as files. A missing or failing cache
 * service never throws: the first problem produces one warning and the cache is switched off for the run.
 */
class ActionsResultCache {
    opts;
    disabled = false;
    warned = false;
    /** Cache calls not settled yet, including ones abandoned at their timeout. */
    inflight = 0;
    closed = false;
    original;
    toolkitProblem;
    limits;
    now;
    timer;
    hits = 0;
    misses = 0;
    /** Milliseconds spent waiting for the cache so far (callers may leave it out of their own time budgets). */
    spentMs = 0;
    lastTimeoutMs = 0;
    constructor(opts) {
        this.opts = opts;
        this.limits = { ...DEFAULT_CACHE_LIMITS, ...opts.limits };
        this.now = opts.now ?? Date.now;
        this.timer = opts.timer ?? realTimer;
    }
    /** Calls abandoned at their timeout that are still running (their sockets keep the process alive). */
    get abandoned() {
        return this.inflight;
    }
    /**
     * The run's checks are over: restore the output stream, or, while an abandoned call is still running, keep
     * turning only the toolkit's own warning lines into log lines (benchgate's annotations follow).
     */
    close() {
        this.closed = true;
        this.disabled = true;
        if (this.inflight === 0)
            this.detach();
    }
    off(reason) {
        this.disabled = true;
        if (!this.warned) {
            this.warned = true;
            this.opts.warn(`result cache unavailable (${reason}); benchgate goes on without it, every result is computed afresh`);
        }
    }
    usable() {
        if (this.disabled)
            return false;
        if (this.spentMs >= this.limits.budgetMs) {
            this.off(`the cache's time budget of ${secs(this.limits.budgetMs)} for the run is used up`);
            return false;
        }
        const b = this.opts.backend;
        if (!b || typeof b.restoreCache !== 'function' || typeof b.saveCache !== 'function') {
            this.off('the cache functions are missing, as under @github/local-action');
            return false;
        }
        if (typeof b.isFeatureAvailable !== 'function') {
            this.off('cache.isFeatureAvailable is missing, as under @github/local-action');
            return false;
        }
        let available = false;
        try {
            available = b.isFeatureAvailable();
        }
        catch (e) {
            this.off(`isFeatureAvailable failed: ${e.message}`);
            return false;
        }
        if (!available) {
            this.off('no cache service on this runner: ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL are not set');
            return false;
        }
        return true;
    }
    stream() {
        return this.opts.stream === undefined ? process.stdout : this.opts.stream;
    }
    attach() {
        const stream = this.stream();
        if (!stream || this.original)
            return;
        const orig = stream.write;
        this.original = orig;
        stream.write = (chunk, ...rest) => {
            const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
            const m = /^::(warning|error)(?: [^:]*)?::(.*)$/s.exec(text);
            if (m && (!this.closed || TOOLKIT_LINE.test(text))) {
                if (!this.closed)
                    this.toolkitProblem ??= m[2].trim().replace(/%0A/g, ' ').replace(/%25/g, '%');
                return orig.call(stream, `[cache] ${m[2]}`, ...rest);
            }
            return orig.call(stream, chunk, ...rest);
        };
    }
    detach() {
        const stream = this.stream();
        if (stream && this.original) {
            stream.write = this.original;
            this.original = undefined;
        }
    }
    /**
     * Runs one cache call with the toolkit's warning/error commands captured, under the operation timeout and
     * what is left of the budget. A call that does not finish in time is abandoned (it cannot be cancelled) and
     * the cache switched off; the capture stays until it settles.
     */
    async guarded(fn) {
        const left = this.limits.budgetMs - this.spentMs;
        const timeout = Math.max(1, Math.min(this.limits.operationTimeoutMs, left));
        this.lastTimeoutMs = timeout;
        this.attach();
        this.inflight++;
        const call = (async () => fn())();
        void call.then(() => this.settled(), () => this.settled());
        const start = this.now();
        let cancel;
        try {
            return await Promise.race([
                call,
                new Promise((res) => (cancel = this.timer(timeout, () => res(TIMED_OUT))))
            ]);
        }
        finally {
            cancel?.();
            this.spentMs += Math.max(0, this.now() - start);
        }
    }
    timeoutReason(op) {
        if (this.lastTimeoutMs < this.limits.operationTimeoutMs)
            return `the cache's time budget of ${secs(this.limits.budgetMs)} for the run is used up (a ${op} was still running)`;
        return `a ${op} did not finish within ${secs(this.lastTimeoutMs)}`;
    }
    settled() {
        if (--this.inflight === 0)
            this.detach();
    }
    checkToolkit() {
        if (this.toolkitProblem && !this.disabled)
            this.off(this.toolkitProblem);
    }
    async get(key) {
        if (!this.usable())
            return undefined;
        const k = cacheKey(key, this.opts.version);
        const path = (0,external_node_path_.join)(this.opts.dir, k);
        try {
            const t = Math.min(this.limits.operationTimeoutMs, this.limits.budgetMs);
            const hit = await this.guarded(() => this.opts.backend.restoreCache([path], k, [], { timeoutInMs: t, segmentTimeoutInMs: t }));
            if (hit === TIMED_OUT) {
                this.off(this.timeoutReason('restore'));
                return undefined;
            }
            this.checkToolkit();
            if (this.disabled)
                return undefined;
            // restoreCache matches the primary key by prefix too: only an exact hit counts.
            if (hit !== k) {
                this.misses++;
                return undefined;
            }
            // A restored entry is untrusted bytes: bounded here, and the suite verifies what it holds (key, record, result hash).
            if ((await (0,promises_.stat)(path)).size > local_cache/* CACHE_ENTRY_MAX_BYTES */.tl) {
                this.misses++;
                return undefined;
            }
            const v = await (0,promises_.readFile)(path, 'utf8');
            this.hits++;
            this.opts.log?.(`cache hit ${k}`);
            return v;
        }
        catch (e) {
            this.off(`restore failed: ${e.message}`);
            return undefined;
        }
    }
    async set(key, value) {
        if (!this.usable())
            return;
        const k = cacheKey(key, this.opts.version);
        const path = (0,external_node_path_.join)(this.opts.dir, k);
        try {
            await (0,promises_.mkdir)(this.opts.dir, { recursive: true });
            await (0,promises_.writeFile)(path, value);
            const r = await this.guarded(() => this.opts.backend.saveCache([path], k));
            if (r === TIMED_OUT)
                this.off(this.timeoutReason('save'));
            else
                this.checkToolkit();
        }
        catch (e) {
            this.off(`save failed: ${e.message}`);
        }
    }
}
function secs(ms) {
    return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}

// EXTERNAL MODULE: ./src/history/file-store.ts
var file_store = __webpack_require__(6756);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/github/pacing.ts
const realClock = { now: () => Date.now(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };
/**
 * Write pacing shared by every channel of one client: ≥ gap between writes, ≤ N a minute and an hour, on the
 * injected clock, and refused up front when the next slot is after the caller's deadline.
 * (@octokit/plugin-throttling's write group only keeps 1 s between writes, on wall-clock timers, and queues a
 * write whatever its deadline: docs/github.md, "API client".)
 */
class WriteThrottle {
    clock;
    limits;
    starts = [];
    chain = Promise.resolve();
    constructor(clock, limits) {
        this.clock = clock;
        this.limits = limits;
    }
    /** When the next write may start (clock ms). */
    nextSlot() {
        const s = this.starts;
        let at = this.clock.now();
        if (s.length)
            at = Math.max(at, s[s.length - 1] + this.limits.writeGapMs);
        if (s.length >= this.limits.writesPerMinute)
            at = Math.max(at, s[s.length - this.limits.writesPerMinute] + 60_000);
        if (s.length >= this.limits.writesPerHour)
            at = Math.max(at, s[s.length - this.limits.writesPerHour] + 3_600_000);
        return at;
    }
    /** Waits for a slot and records the write's start; refuses (false) when the slot is after the deadline. */
    acquire(deadline) {
        const next = this.chain.then(async () => {
            const at = this.nextSlot();
            if (at > deadline)
                return false;
            const wait = at - this.clock.now();
            if (wait > 0)
                await this.clock.sleep(wait);
            this.starts.push(this.clock.now());
            const keep = this.limits.writesPerHour;
            if (this.starts.length > keep)
                this.starts.splice(0, this.starts.length - keep);
            return true;
        });
        this.chain = next.catch(() => undefined);
        return next;
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/github/transport.ts


class TransportError extends Error {
    kind;
    constructor(message, kind) {
        super(message);
        this.kind = kind;
        this.name = 'TransportError';
    }
}
/** Largest API answer read (a page of 100 comments of 65,536 characters each is ~7 MB). */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** Statuses whose Response cannot carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);
/** A fetch that gives up after `timeoutMs` (the body included) and hands on a fully read, bounded answer. */
function timedFetch(fetchFn, timeoutMs) {
    return (async (url, init) => {
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, Math.max(1, timeoutMs));
        try {
            const res = await fetchFn(url, { ...init, signal: controller.signal });
            const bytes = await readBounded(res, MAX_RESPONSE_BYTES);
            return new Response(NULL_BODY.has(res.status)
                ? null
                : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), {
                status: res.status,
                statusText: res.statusText,
                headers: res.headers
            });
        }
        catch (e) {
            if (timedOut)
                throw new TransportError(`no answer within ${seconds(timeoutMs)}`, 'timeout');
            throw new TransportError(`network error: ${firstLine(describe(e))}`, 'network');
        }
        finally {
            clearTimeout(timer);
        }
    });
}
async function readBounded(res, limit) {
    if (!res.body)
        return new Uint8Array(0);
    const reader = res.body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > limit) {
            await reader.cancel().catch(() => undefined);
            throw new Error(`answer larger than ${limit} bytes`);
        }
        chunks.push(value);
    }
    return Buffer.concat(chunks);
}
/** undici's fetch through the runner's proxy settings (HTTPS_PROXY / NO_PROXY), as @actions/github does. */
function defaultFetch(baseUrl) {
    let dispatcher;
    try {
        dispatcher = new lib/* HttpClient */.Qq().getAgentDispatcher(baseUrl);
    }
    catch {
        dispatcher = undefined;
    }
    if (!dispatcher)
        return globalThis.fetch;
    return ((url, init) => (0,undici/* fetch */.hd)(url, { ...init, dispatcher }));
}
function firstLine(s) {
    const line = s.split(/\r?\n/, 1)[0] ?? '';
    return line.length > 200 ? line.slice(0, 199) + '…' : line;
}
function describe(e) {
    const err = e;
    const cause = err?.cause;
    if (cause && typeof cause.code === 'string')
        return cause.code;
    if (cause && typeof cause.message === 'string')
        return cause.message;
    return typeof err?.message === 'string' ? err.message : String(e);
}
function seconds(ms) {
    return ms >= 10_000 || ms % 1000 === 0 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/github/octokit.ts









const DEFAULT_LIMITS = {
    requestTimeoutMs: 20_000,
    retries: 3,
    rateLimitRetries: 2,
    writeGapMs: 1000,
    writesPerMinute: 80,
    writesPerHour: 500
};
/** Every failure of the client, with what it was. Never carries the response body beyond its `message` field. */
class GitHubApiError extends Error {
    kind;
    route;
    status;
    retryAfterMs;
    constructor(message, kind, route, status, 
    /** For `rate-limit`: how long GitHub asked to wait. */
    retryAfterMs) {
        super(message);
        this.kind = kind;
        this.route = route;
        this.status = status;
        this.retryAfterMs = retryAfterMs;
        this.name = 'GitHubApiError';
    }
}
/** HTTP status of a client error, if any. */
function errorStatus(e) {
    const s = e?.status;
    return typeof s === 'number' ? s : undefined;
}
/** A timeout, a network error or a 5xx: the server may or may not have done what was asked. */
function unknownOutcome(e) {
    return (e instanceof GitHubApiError &&
        (e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500)));
}
function isRateLimit(e) {
    return e instanceof GitHubApiError && e.kind === 'rate-limit';
}
const READ_METHODS = new Set(['GET', 'HEAD']);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
/** `"PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"` + params → method, URL and JSON body. */
function buildRequest(baseUrl, route, params = {}) {
    const m = /^([A-Z]+) (\/\S*)$/.exec(route);
    if (!m)
        throw new Error(`bad route "${route}"`);
    const method = m[1];
    const rest = { ...params };
    const path = m[2].replace(/\{([a-z_]+)\}/g, (_all, name) => {
        const v = rest[name];
        if (v === undefined || v === null)
            throw new Error(`route ${route}: missing parameter ${name}`);
        delete rest[name];
        return encodeURIComponent(String(v));
    });
    // GraphQL lives at /api/graphql on GitHub Enterprise Server, whose REST root is /api/v3 (as Octokit does).
    const root = path === '/graphql' ? baseUrl.replace(/\/api\/v3\/?$/, '/api') : baseUrl;
    const url = new URL(root.replace(/\/+$/, '') + path);
    if (READ_METHODS.has(method)) {
        for (const [k, v] of Object.entries(rest))
            if (v !== undefined)
                url.searchParams.set(k, String(v));
        return { method, url: url.href };
    }
    return { method, url: url.href, body: JSON.stringify(rest) };
}
function header(h, name) {
    return h.get(name) ?? undefined;
}
/** The wait a rate-limit answer asks for, or undefined when the answer is not a rate limit. */
function rateLimitWait(status, headers, message, nowMs) {
    if (status !== 403 && status !== 429)
        return undefined;
    const retryAfter = header(headers, 'retry-after');
    if (retryAfter !== undefined) {
        const s = Number(retryAfter);
        if (Number.isFinite(s) && s >= 0)
            return Math.ceil(s * 1000);
        const at = Date.parse(retryAfter);
        if (Number.isFinite(at))
            return Math.max(0, at - nowMs);
    }
    if (header(headers, 'x-ratelimit-remaining') === '0') {
        const reset = Number(header(headers, 'x-ratelimit-reset'));
        return Number.isFinite(reset) ? Math.max(0, reset * 1000 - nowMs) : 60_000;
    }
    // GitHub: "If you receive a secondary rate limit error … wait for at least one minute before retrying".
    if (/secondary rate limit|abuse detection/i.test(message) || status === 429)
        return 60_000;
    return undefined;
}
const attemptOf = (o) => o?.request?.['benchgate'];
/** A timeout, a network error or a 5xx from Octokit, before it is mapped to a GitHubApiError. */
function rawUnknownOutcome(e) {
    const err = e;
    if (err?.cause instanceof TransportError)
        return true;
    return typeof err?.status === 'number' && err.status >= 500;
}
/**
 * The deadline layer, registered first so it runs innermost, around each single attempt (retries and rate-limit
 * repeats come back through it).
 */
function deadlineLayer(octokit, options) {
    const deps = options['benchgate'];
    if (!deps)
        return {};
    const { clock, limits, throttle, fetchFn, log } = deps;
    octokit.hook.wrap('request', async (request, opts) => {
        const a = attemptOf(opts);
        if (!a)
            return request(opts);
        if (a.backoffMs !== undefined) {
            const wait = a.backoffMs;
            a.backoffMs = undefined;
            log?.(`GitHub API ${a.route}: retrying in ${seconds(wait)} (${a.failures}/${a.retries})`);
            await clock.sleep(wait);
        }
        if (a.write && !(await throttle.acquire(a.deadline)))
            throw new GitHubApiError(`the channel's time budget ends before GitHub's write pacing allows this request`, 'budget', a.route);
        const left = a.deadline - clock.now();
        if (left <= 0)
            throw new GitHubApiError(`the channel's time budget is used up`, 'budget', a.route);
        opts.request.fetch = timedFetch(fetchFn, Math.min(limits.requestTimeoutMs, left));
        // plugin-retry repeats an error whose copied request options carry `retries`: they are set only below, after
        // an unknown outcome, and only to what this request may still do.
        delete opts.request['retries'];
        try {
            return await request(opts);
        }
        catch (e) {
            if (rawUnknownOutcome(e)) {
                // plugin-retry repeats it when `retries` allows; the back-off (1 s, 2 s, 4 s) is taken here, on benchgate's
                // clock, and only when it ends before the deadline. Otherwise no repeat: this error is the answer.
                const wait = 1000 * 2 ** a.failures;
                if (a.failures < a.retries && clock.now() + wait < a.deadline) {
                    a.failures++;
                    a.backoffMs = wait;
                    opts.request['retries'] = a.retries;
                }
                else
                    opts.request['retries'] = 0;
            }
            else
                opts.request['retries'] = 0; // an answer is final (plugin-retry would repeat a 409 or a 412)
            throw e;
        }
    });
    return {};
}
/** plugin-throttling's handler for both kinds of rate limit: wait within the deadline on benchgate's clock, or give up. */
function rateLimitHandler(deps, kind) {
    return async (retryAfter, options, _octokit, retryCount) => {
        const a = attemptOf(options);
        if (!a)
            return false;
        const wait = Math.max(0, Math.ceil(retryAfter * 1000));
        if (retryCount >= deps.limits.rateLimitRetries || deps.clock.now() + wait >= a.deadline)
            return false;
        deps.log?.(`GitHub API ${a.route}: ${kind} rate limit; waiting ${seconds(wait)} as GitHub asks`);
        await deps.clock.sleep(wait);
        return true;
    };
}
const BenchgateOctokit = dist_src/* Octokit */.E.plugin(deadlineLayer, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
/** An Octokit error (or ours) as a GitHubApiError, with the answer's own message and nothing else of its body. */
function toApiError(e, route, nowMs) {
    if (e instanceof GitHubApiError)
        return e;
    const err = e;
    if (err?.cause instanceof TransportError)
        return new GitHubApiError(err.cause.message, err.cause.kind, route);
    const res = err?.response;
    if (res && typeof res.status === 'number' && res.status >= 300) {
        const status = res.status;
        const data = res.data;
        const message = typeof data === 'object' && data && typeof data.message === 'string'
            ? data.message
            : typeof data === 'string' && data.trim()
                ? data
                : (external_node_http_.STATUS_CODES[status] ?? `HTTP ${status}`);
        const wait = rateLimitWait(status, new Headers(res.headers ?? {}), message, nowMs);
        if (wait !== undefined)
            return new GitHubApiError(`rate limited (HTTP ${status}: ${firstLine(message)})`, 'rate-limit', route, status, wait);
        return new GitHubApiError(`HTTP ${status}: ${firstLine(message)}`, 'http', route, status);
    }
    const errors = res?.data?.errors;
    if (Array.isArray(errors) && errors.some((x) => x?.type === 'RATE_LIMITED'))
        // plugin-throttling's GraphQL rate limit (an answer 200 with a RATE_LIMITED error) that was not waited out.
        return new GitHubApiError('rate limited (GraphQL RATE_LIMITED)', 'rate-limit', route, undefined, 60_000);
    const message = typeof err?.message === 'string' ? err.message : String(e);
    return new GitHubApiError(`network error: ${firstLine(message)}`, 'network', route);
}
/** The one client factory: token auth, the API root, timeouts, retries, pacing and rate limits. */
function createOctokit(token, opts = {}) {
    const baseUrl = opts.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
    const clock = opts.clock ?? realClock;
    const limits = { ...DEFAULT_LIMITS, ...opts.limits };
    const deps = {
        clock,
        limits,
        throttle: new WriteThrottle(clock, limits),
        fetchFn: opts.fetch ?? defaultFetch(baseUrl),
        ...(opts.log ? { log: opts.log } : {})
    };
    const orchestration = process.env['ACTIONS_ORCHESTRATION_ID']?.trim().replace(/[^a-z0-9_.-]/gi, '_');
    const octokit = new BenchgateOctokit({
        ...(token ? { auth: token } : {}),
        baseUrl,
        userAgent: `benchgate${orchestration ? ` actions_orchestration_id/${orchestration}` : ''}`,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        benchgate: deps,
        retry: { retries: limits.retries, retryAfterBaseValue: 0, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
        throttle: {
            id: 'benchgate',
            // The waits happen in the handlers, on benchgate's clock and within the deadline; the repeat follows at once.
            retryAfterBaseValue: 0,
            // Write pacing is the deadline layer's (WriteThrottle): these groups only keep writes one at a time.
            write: new (light_default()).Group({ maxConcurrent: 1 }),
            notifications: new (light_default()).Group({ maxConcurrent: 1 }),
            onRateLimit: rateLimitHandler(deps, 'primary'),
            onSecondaryRateLimit: rateLimitHandler(deps, 'secondary')
        }
    });
    return {
        async request(route, params, o = {}) {
            const req = buildRequest(baseUrl, route, params);
            const idempotent = o.idempotent ?? IDEMPOTENT_METHODS.has(req.method);
            const attempt = {
                route,
                deadline: o.deadline ?? Number.POSITIVE_INFINITY,
                write: o.write ?? !READ_METHODS.has(req.method),
                retries: idempotent ? (o.retries ?? limits.retries) : 0,
                failures: 0
            };
            try {
                const res = await octokit.request({
                    method: req.method,
                    url: req.url,
                    headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
                    ...(req.body !== undefined ? { data: req.body } : {}),
                    request: { benchgate: attempt }
                });
                return { status: res.status, data: res.data };
            }
            catch (e) {
                throw toApiError(e, route, clock.now());
            }
        }
    };
}
/** A view of `client` whose requests all end by `budgetMs` from now (the channel's total budget). */
function withBudget(client, budgetMs, clock = realClock) {
    const deadline = clock.now() + budgetMs;
    return {
        request: (route, params, o = {}) => client.request(route, params, { ...o, deadline: Math.min(deadline, o.deadline ?? Number.POSITIVE_INFINITY) })
    };
}

;// CONCATENATED MODULE: ./src/github/history-branch.ts
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



/** The stored file, at the root of the branch (the same name as in a history folder). */
const ENTRIES_FILE = 'entries.jsonl';
/**
 * Largest `entries.jsonl` read or written (bytes). The blob comes base64-encoded and line-wrapped inside a JSON
 * answer, about 1.38 times its size, and that answer must fit the client's 32 MiB bound: 20 MiB leaves room.
 * With the default `history-max` of 500 entries a history stays far below it.
 */
const HISTORY_BRANCH_MAX_BYTES = 20 * 1024 * 1024;
const README = `# benchgate history

This branch is written by benchgate on pushes to the default branch: \`entries.jsonl\` holds one run per line
(JSON, oldest first). Read it with \`benchgate history show .\` in a clone of this branch; see docs/history.md.
Do not merge it into other branches.
`;
/** A store failure with the finding that reports it (BG029: read, BG017: write). */
class HistoryBranchError extends Error {
    finding;
    constructor(finding) {
        super(finding.message);
        this.finding = finding;
        this.name = 'HistoryBranchError';
    }
}
const history_branch_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const history_branch_str = (v) => (typeof v === 'string' ? v : undefined);
const history_branch_firstLine = (e) => (e?.message ?? String(e)).split('\n', 1)[0].slice(0, 300);
const mib = (n) => `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
/** A refused compare-and-swap: another writer moved (or created, or deleted) the branch first. */
function lostRace(e) {
    const s = errorStatus(e);
    if (s === 409)
        return true;
    if (s !== 422)
        return false;
    return /fast[ -]forward|reference already exists|reference does not exist|reference cannot be updated/i.test(history_branch_firstLine(e));
}
/** `HistoryStore` over the GitHub API on one branch of one repository. */
class GitHubHistoryStore {
    client;
    opts;
    label;
    attempts;
    backoffMs;
    clock;
    random;
    maxBytes;
    constructor(client, opts) {
        this.client = client;
        this.opts = opts;
        this.label = `branch ${opts.branch}`;
        this.attempts = Math.max(1, opts.attempts ?? 10);
        this.backoffMs = Math.max(0, opts.backoffMs ?? 500);
        this.clock = opts.clock ?? realClock;
        this.random = opts.random ?? Math.random;
        this.maxBytes = opts.maxBytes ?? HISTORY_BRANCH_MAX_BYTES;
    }
    get repoParams() {
        return { owner: this.opts.owner, repo: this.opts.repo };
    }
    readError(why) {
        return new HistoryBranchError((0,finding/* finding */.g)(general.BG.BG029, `history not read from the branch ${this.opts.branch}: ${why}; this run is judged without it.`));
    }
    writeError(why, severity = 'warning') {
        return new HistoryBranchError((0,finding/* finding */.g)(general.BG.BG017, `history entry not appended to the branch ${this.opts.branch}: ${why}.`, {}, severity));
    }
    async read() {
        return (await this.head()).text;
    }
    /** Reads the branch: its commit, root tree and `entries.jsonl`. Throws a BG029 `HistoryBranchError`. */
    async head() {
        const p = this.repoParams;
        const api = async (what, route, params) => {
            try {
                return (await this.client.request(route, { ...p, ...params })).data;
            }
            catch (e) {
                throw this.readError(`${what} failed (${history_branch_firstLine(e)})`);
            }
        };
        let commit;
        try {
            const ref = await this.client.request('GET /repos/{owner}/{repo}/git/ref/heads/{branch}', { ...p, branch: this.opts.branch });
            const sha = history_branch_str(ref.data?.object?.sha);
            if (!sha || !history_branch_SHA.test(sha) || ref.data.object?.type !== 'commit')
                throw this.readError('the branch reference does not name a commit');
            commit = sha;
        }
        catch (e) {
            if (e instanceof HistoryBranchError)
                throw e;
            // No branch yet: no history (the first push run creates it).
            if (errorStatus(e) === 404)
                return { text: '' };
            throw this.readError(`reading the branch failed (${history_branch_firstLine(e)})`);
        }
        const c = await api('reading its head commit', 'GET /repos/{owner}/{repo}/git/commits/{sha}', {
            sha: commit
        });
        const tree = history_branch_str(c?.tree?.sha);
        if (!tree || !history_branch_SHA.test(tree))
            throw this.readError(`its head commit ${commit.slice(0, 12)} has no tree`);
        const t = await api('reading its tree', 'GET /repos/{owner}/{repo}/git/trees/{sha}', {
            sha: tree
        });
        const items = Array.isArray(t?.tree) ? t.tree : [];
        const item = items.find((i) => i && i.path === ENTRIES_FILE);
        if (!item) {
            if (t?.truncated === true)
                throw this.readError('its tree is too large to list');
            return { commit, tree, text: '' };
        }
        if (item.type !== 'blob' || (item.mode !== '100644' && item.mode !== '100755'))
            throw this.readError(`${ENTRIES_FILE} is not a regular file (a ${item.mode === '120000' ? 'symlink' : history_branch_str(item.type) === 'tree' ? 'folder' : `${String(item.type)} entry`})`);
        const size = typeof item.size === 'number' && Number.isSafeInteger(item.size) && item.size >= 0 ? item.size : undefined;
        const sha = history_branch_str(item.sha);
        if (size === undefined || !sha || !history_branch_SHA.test(sha))
            throw this.readError(`the tree does not give the size of ${ENTRIES_FILE}`);
        if (size > this.maxBytes)
            throw this.readError(`${ENTRIES_FILE} is ${mib(size)}, more than the ${mib(this.maxBytes)} benchgate reads (not downloaded)`);
        if (size === 0)
            return { commit, tree, text: '' };
        const b = await api('reading entries.jsonl', 'GET /repos/{owner}/{repo}/git/blobs/{sha}', {
            sha
        });
        if (b?.encoding !== 'base64' || typeof b.content !== 'string')
            throw this.readError(`the API did not return ${ENTRIES_FILE} as base64`);
        const bytes = Buffer.from(b.content, 'base64');
        if (bytes.byteLength !== size)
            throw this.readError(`${ENTRIES_FILE} came back as ${bytes.byteLength} bytes, not the ${size} its tree lists`);
        let text;
        try {
            text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        }
        catch {
            throw this.readError(`${ENTRIES_FILE} is not UTF-8 text`);
        }
        return { commit, tree, text };
    }
    async append(entry, max) {
        const line = JSON.stringify(entry);
        const keep = Math.max(1, Math.floor(max));
        if (Buffer.byteLength(line) + 1 > this.maxBytes)
            throw this.writeError(`the entry alone is larger than the ${mib(this.maxBytes)} the history may hold`);
        for (let attempt = 1;; attempt++) {
            let head;
            try {
                head = await this.head();
            }
            catch (e) {
                const why = e instanceof HistoryBranchError ? e.message : history_branch_firstLine(e);
                throw this.writeError(`the history on it cannot be read, so appending could lose it (${why})`);
            }
            const lines = head.text.split(/\r?\n/).filter((l) => l.trim() !== '');
            // Already there: an earlier attempt's update went through although its answer was lost.
            if (lines.includes(line))
                return;
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
                this.opts.log?.(`history: entry for ${entry.commit.slice(0, 12)} appended to ${this.opts.branch} (${kept.length} entr${kept.length === 1 ? 'y' : 'ies'}${dropped > 0 ? `, ${dropped} oldest dropped` : ''}${head.commit ? '' : ', branch created'})`);
                return;
            }
            catch (e) {
                if (e instanceof HistoryBranchError)
                    throw e;
                // A lost race, or an update whose outcome is unknown: read again (the entry may already be in).
                const retry = lostRace(e) || unknownOutcome(e);
                if (!retry)
                    throw this.failure(e);
                if (attempt >= this.attempts)
                    throw this.writeError(`the branch kept moving (${attempt} attempts; last: ${history_branch_firstLine(e)}); another run's entry was appended each time`);
                const wait = Math.min(8000, this.backoffMs * 2 ** (attempt - 1) * (0.5 + this.random()));
                this.opts.log?.(`history: ${history_branch_firstLine(e)}; trying again in ${Math.round(wait)} ms (${attempt}/${this.attempts})`);
                await this.clock.sleep(Math.round(wait));
            }
        }
    }
    /** Writes blob, tree and commit for `text` on top of `head` (an orphan commit with a README when no branch). */
    async commit(head, text, entry) {
        const p = this.repoParams;
        // Content-addressed objects: writing one twice gives the same SHA, so a retry after an unknown outcome is safe.
        const write = async (route, body) => {
            const r = await this.client.request(route, { ...p, ...body }, { idempotent: true });
            const sha = history_branch_str(r.data?.sha);
            if (!sha || !history_branch_SHA.test(sha))
                throw this.writeError(`${route.split(' ')[1]} answered without a SHA`);
            return sha;
        };
        const blob = await write('POST /repos/{owner}/{repo}/git/blobs', {
            content: Buffer.from(text, 'utf8').toString('base64'),
            encoding: 'base64'
        });
        const entries = [{ path: ENTRIES_FILE, mode: '100644', type: 'blob', sha: blob }];
        if (!head.tree)
            entries.push({ path: 'README.md', mode: '100644', type: 'blob', content: README });
        const tree = await write('POST /repos/{owner}/{repo}/git/trees', {
            ...(head.tree ? { base_tree: head.tree } : {}),
            tree: entries
        });
        const message = this.opts.message?.(entry) ??
            `benchgate history: ${entry.commit.slice(0, 12)}${entry.run ? ` (run ${entry.run})` : ''}`;
        return write('POST /repos/{owner}/{repo}/git/commits', {
            message,
            tree,
            parents: head.commit ? [head.commit] : []
        });
    }
    /** A write refused for good: 403/404 (no `contents: write`), a rate limit, anything else. */
    failure(e) {
        const s = errorStatus(e);
        if (isRateLimit(e))
            return this.writeError(`GitHub's rate limit (${history_branch_firstLine(e)})`);
        if (s === 403 || s === 404)
            return this.writeError(`the token may not write to the repository (${history_branch_firstLine(e)}): add \`permissions: contents: write\` to the push job that writes the history`, 'notice');
        return this.writeError(history_branch_firstLine(e));
    }
}

;// CONCATENATED MODULE: ./src/github/history-action.ts
/**
 * Which history store the action uses and whether this run may write to it (docs/history.md, "On GitHub").
 *
 * The rule (pure, {@link historyWriteDecision}): a run appends its entry only on a `push` event to the repository's
 * default branch (the payload's `repository.default_branch`, and `GITHUB_REF` = `refs/heads/<it>`). Every other run
 * only reads: pull requests (`pull_request`, `pull_request_target`, from a fork or not, whatever the token may
 * do), `workflow_run`, `merge_group`, schedules, manual runs, pushes to other branches or tags, and any run whose
 * event payload is unreadable. So code under review can never add to, or rewrite, the record it is judged against.
 */










const history_action_str = (v) => typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : undefined;
/** Collects the facts; `payload` is the parsed event (`{}` when there is none). */
function historyEventFacts(ctx, env, payload) {
    const facts = {
        eventName: ctx?.eventName ?? env['GITHUB_EVENT_NAME'] ?? '',
        ref: env['GITHUB_REF'] ?? '',
        isFork: ctx?.isFork ?? false
    };
    const payloadRef = history_action_str(payload['ref']);
    const defaultBranch = history_action_str(payload['repository']?.['default_branch']);
    if (payloadRef)
        facts.payloadRef = payloadRef;
    if (defaultBranch)
        facts.defaultBranch = defaultBranch;
    if (ctx?.eventError)
        facts.eventError = ctx.eventError;
    return facts;
}
/** The write rule: `write` only on a push to the default branch; `why` says what was decided, for the log. */
function historyWriteDecision(f) {
    const read = (why) => ({ write: false, why: `history is only read: ${why}` });
    if (f.eventError)
        return read('the event payload could not be read');
    if (f.isFork)
        return read('a pull request from a fork never writes');
    if (f.eventName !== 'push')
        return read(`a ${f.eventName || 'run without an event'} run never writes (only pushes to the default branch do)`);
    if (!f.ref.startsWith('refs/heads/'))
        return read(`the push is not to a branch (${f.ref || 'no GITHUB_REF'})`);
    if (f.payloadRef !== undefined && f.payloadRef !== f.ref)
        return read(`the event payload's ref ${f.payloadRef} is not GITHUB_REF ${f.ref}`);
    if (!f.defaultBranch)
        return read('the event payload does not name the default branch');
    const branch = f.ref.slice('refs/heads/'.length);
    if (branch !== f.defaultBranch)
        return read(`a push to ${branch}, not to the default branch ${f.defaultBranch}`);
    return { write: true, why: `a push to the default branch ${branch}: this run is appended` };
}
/**
 * Plans the run's history: the store of `location` and whether this run writes. Throws `BG002:` when the history
 * branch is the default branch or the pushed branch (appending there would commit to it), or when a `file:`
 * folder resolves outside the workspace through a symlink.
 */
async function planHistory(location, ctx, facts, deps) {
    if (location.kind === 'off')
        return undefined;
    const decision = historyWriteDecision(facts);
    if (location.kind === 'file') {
        const abs = (0,external_node_path_.resolve)(deps.workspace, location.dir);
        const [realWorkspace, realDir] = await Promise.all([realpathOr(deps.workspace), realpathOr(abs)]);
        if (!(0,paths/* isInside */.FK)(realWorkspace, realDir))
            throw new Error(`BG002: input history: file:${location.dir} resolves outside the workspace (through a symlink)`);
        return { store: deps.fileStore(abs), write: decision.write, why: decision.why };
    }
    const { branch } = location;
    const pushed = facts.ref.startsWith('refs/heads/') ? facts.ref.slice('refs/heads/'.length) : undefined;
    if (branch === facts.defaultBranch || branch === pushed)
        throw new Error(`BG002: input history-branch ${branch} is the ${branch === facts.defaultBranch ? 'default' : 'pushed'} branch; the history needs a branch of its own (default benchgate-history)`);
    const missing = !ctx ? 'not running in GitHub Actions' : !deps.client ? 'no token (input token is empty)' : undefined;
    if (missing || !ctx || !deps.client)
        return {
            store: unavailable(branch, missing ?? 'no GitHub context'),
            write: false,
            why: `history: branch ${branch} not used: ${missing}`
        };
    const store = new GitHubHistoryStore(deps.client, {
        owner: ctx.owner,
        repo: ctx.repo,
        branch,
        ...(deps.clock ? { clock: deps.clock } : {}),
        ...(deps.log ? { log: deps.log } : {}),
        message: (e) => `benchgate history: ${e.commit.slice(0, 12)}${e.run ? ` (run ${e.run})` : ''}\n\n${ctx.runUrl ?? ctx.repository}`
    });
    return { store, write: decision.write, why: `history: ${store.label}; ${decision.why}` };
}
/** Time budget of the history channel (reads and every append attempt), like the check run's. */
const HISTORY_BUDGET_MS = 180_000;
/**
 * The action's history, from its inputs, the run context and the environment: the store, the job's settings, the
 * entry's commit, ref and run, and whether this run appends. Undefined with `history: off`. Throws `BG002:` as
 * {@link planHistory} does.
 */
async function actionHistory(location, config, ctx, env, deps) {
    if (location.kind === 'off')
        return undefined;
    let payload = {};
    const path = env['GITHUB_EVENT_PATH'];
    if (path && !ctx?.eventError)
        try {
            const e = (deps.readEvent ?? readEventFile)(path);
            if (e && typeof e === 'object' && !Array.isArray(e))
                payload = e;
        }
        catch {
            // readRunContext already turned an unreadable payload into ctx.eventError (BG031): read only.
        }
    const facts = historyEventFacts(ctx, env, payload);
    const clock = deps.clock ?? realClock;
    const client = deps.token ? withBudget(deps.createClient(deps.token), HISTORY_BUDGET_MS, clock) : undefined;
    const plan = await planHistory(location, ctx, facts, {
        workspace: deps.workspace,
        ...(client ? { client } : {}),
        fileStore: (dir) => new file_store/* FileHistoryStore */.y(dir, location.kind === 'file' ? location.dir : dir),
        clock,
        ...(deps.log ? { log: deps.log } : {})
    });
    if (!plan)
        return undefined;
    deps.log?.(plan.why);
    const run = (0,partition/* runFromEnv */.xc)(env);
    const ref = facts.ref || undefined;
    return {
        store: plan.store,
        config,
        meta: {
            commit: ctx?.headSha ?? env['GITHUB_SHA'] ?? '',
            ...(ref ? { ref } : {}),
            ...(run ? { run: run.attempt ? `${run.run}/${run.attempt}` : run.run } : {})
        },
        write: plan.write
    };
}
/** A branch store that cannot be reached: reading it is a BG029 notice (carried to the report), nothing is written. */
function unavailable(branch, why) {
    const notice = (0,finding/* finding */.g)(general.BG.BG029, `history not read from the branch ${branch}: ${why}; this run is judged without it.`, {}, 'notice');
    return {
        label: `branch ${branch}`,
        read: () => Promise.reject(new HistoryBranchError(notice)),
        append: () => Promise.reject(new HistoryBranchError(notice))
    };
}
/** The real path of `p`, or of its nearest existing parent joined with the rest (a folder not created yet). */
async function realpathOr(p) {
    try {
        return await (0,promises_.realpath)(p);
    }
    catch {
        const parent = (0,external_node_path_.dirname)(p);
        if (parent === p)
            return p;
        return (0,external_node_path_.resolve)(await realpathOr(parent), (0,external_node_path_.basename)(p));
    }
}

;// CONCATENATED MODULE: ./src/report/annotations.ts

/** GitHub shows at most 10 annotations of each level per step. */
const ANNOTATIONS_PER_LEVEL = 10;
function findingToAnnotation(f) {
    const a = { level: f.severity, title: f.code, message: f.message + (f.subject ? ` [${f.subject}]` : '') };
    if (f.file) {
        a.file = f.file;
        if (f.line) {
            a.startLine = f.line;
            a.endLine = f.endLine ?? f.line;
            // Columns only count when the annotation is on one line.
            if (f.column && a.endLine === a.startLine) {
                a.startColumn = f.column;
                if (f.endColumn)
                    a.endColumn = f.endColumn;
            }
        }
    }
    return a;
}
function reportFindings(report) {
    return (0,verdict/* allFindings */.c4)(report.suites, report.findings);
}
/**
 * Workflow-command annotations: errors first, duplicates removed, at most 10 per level, then one notice
 * saying how many more exist (BG007). Paths in findings are repository-relative, so `prefix` (the checked
 * folder relative to the workspace) is prepended for the annotation to land on the file.
 */
function planAnnotations(report, opts = {}) {
    const per = opts.perLevel ?? ANNOTATIONS_PER_LEVEL;
    const order = { error: 0, warning: 1, notice: 2 };
    const seen = new Set();
    const unique = [];
    for (const f of [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity])) {
        const a = findingToAnnotation(f);
        if (a.file && opts.prefix && opts.prefix !== '.')
            a.file = `${opts.prefix.replace(/\/+$/, '')}/${a.file}`;
        const key = JSON.stringify(a);
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(a);
    }
    const out = [];
    const count = { error: 0, warning: 0, notice: 0 };
    let hidden = 0;
    for (const a of unique) {
        // Keep one notice slot for the "more" line, and one error slot for the action's failure message.
        // `reserve` keeps slots for annotations the caller emits itself (channel notices, a cache warning).
        const limit = (a.level === 'notice' ? per - 1 : a.level === 'error' && report.verdict === 'fail' ? per - 1 : per) -
            (opts.reserve?.[a.level] ?? 0);
        if (count[a.level] < limit) {
            out.push(a);
            count[a.level]++;
        }
        else
            hidden++;
    }
    if (hidden > 0) {
        out.push({
            level: 'notice',
            title: 'BG007',
            message: `${hidden} more finding(s) are not shown as annotations (GitHub shows 10 per level per step); see the job summary or the JSON report.`
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(62301);
;// CONCATENATED MODULE: ./src/report/check-run.ts



/** Checks API limits: 50 annotations per request, 65 535 characters per output.summary/text, title ≤ 255. */
const CHECK_ANNOTATIONS_PER_REQUEST = 50;
const CHECK_TEXT_LIMIT = 65535;
const MESSAGE_LIMIT = 60000;
const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' };
function clip(s, n) {
    return s.length <= n ? s : s.slice(0, n - 1) + '…';
}
/** One Checks API annotation per finding that has a file (no cap: the caller sends them in batches of 50). */
function findingToCheckAnnotation(f, prefix = '') {
    if (!f.file)
        return undefined;
    const p = prefix && prefix !== '.' ? `${prefix.replace(/\/+$/, '')}/` : '';
    const start = f.line ?? 1;
    const end = Math.max(start, f.endLine ?? start);
    const a = {
        path: (0,escape_text/* escapeControls */.UN)(p + f.file),
        start_line: start,
        end_line: end,
        annotation_level: LEVEL[f.severity],
        title: clip((0,escape_text/* escapeControls */.UN)(f.gate ? `${f.code} (gate ${f.gate})` : f.code), 255),
        message: clip((0,escape_text/* escapeControls */.UN)(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }), MESSAGE_LIMIT)
    };
    // Columns only count when the annotation is on one line.
    if (f.line && f.column && end === start) {
        a.start_column = f.column;
        a.end_column = Math.max(f.column, f.endColumn ?? f.column);
    }
    return a;
}
/**
 * Check-run annotations written unless `max-annotations` says otherwise: 50, what one API request carries. Each
 * further 50 costs a request (12,000 findings took 241 writes and about 5 minutes), and the check run's page shows
 * the first ones anyway; the job summary and the report list every finding.
 */
const CHECK_RUN_ANNOTATIONS_DEFAULT = 50;
/**
 * What the check run shows: the verdict as conclusion, a one-line title, the job summary cut to the
 * 65 535-character limit (saying what was cut), and the located findings as annotations (errors first), at most
 * `maxAnnotations` ({@link CHECK_RUN_ANNOTATIONS_DEFAULT} by default).
 */
function planCheckRun(report, opts = {}) {
    const order = { error: 0, warning: 1, notice: 2 };
    const findings = [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity]);
    const annotations = [];
    let unplaced = 0;
    for (const f of findings) {
        const a = findingToCheckAnnotation(f, opts.prefix);
        if (a)
            annotations.push(a);
        else
            unplaced++;
    }
    const g = report.counts.gates;
    const fc = report.counts.findings;
    const title = clip(`${report.verdict === 'pass' ? 'passed' : 'failed'}: ${g.pass} gate(s) passed, ${g.fail} failed, ${g.undecided} undecided; ${fc.error} error(s), ${fc.warning} warning(s)`, 255);
    // renderSummary measures bytes; a character is at least one byte, so the result fits the character limit.
    const summary = (0,report_markdown/* renderSummary */.Br)(report, {
        limitBytes: opts.limit ?? CHECK_TEXT_LIMIT,
        limitName: "the check run's 65,535-character limit",
        ...(opts.lookup ? { lookup: opts.lookup } : {}),
        ...(opts.detailsUrl ? { detailsUrl: opts.detailsUrl } : {}),
        ...(opts.title ? { title: opts.title } : {})
    });
    const max = opts.maxAnnotations ?? CHECK_RUN_ANNOTATIONS_DEFAULT;
    const capped = annotations.length > max ? annotations.length - max : 0;
    if (capped)
        annotations.length = max;
    return {
        conclusion: report.verdict === 'pass' ? 'success' : 'failure',
        title,
        summary,
        annotations,
        unplaced,
        ...(capped ? { capped } : {})
    };
}

;// CONCATENATED MODULE: ./src/github/checks.ts



/** The check run carrying `externalId` on the commit, if GitHub has it (after a POST with an unknown outcome; one attempt). */
async function findCheckRun(client, target, externalId) {
    const r = await client.request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', { owner: target.owner, repo: target.repo, ref: target.headSha, check_name: target.name, per_page: 100 }, { retries: 0 });
    const runs = Array.isArray(r.data?.check_runs) ? r.data.check_runs : [];
    const hit = runs.find((c) => c?.external_id === externalId && typeof c.id === 'number');
    return hit
        ? { id: hit.id, ...(typeof hit.html_url === 'string' ? { html_url: hit.html_url } : {}) }
        : undefined;
}
/**
 * Creates one completed check run with the first 50 annotations, then appends the rest with PATCH updates of
 * 50 each (the Checks API appends annotations on update, so an update is not idempotent and is never repeated
 * after an unknown outcome). Throws only when the run could not be created; once it exists, a failing batch
 * stops the updates and the result says how many annotations went out, with the run's id and URL.
 */
async function publishCheckRun(client, target, out, batch = CHECK_ANNOTATIONS_PER_REQUEST) {
    const batches = [];
    for (let i = 0; i < out.annotations.length; i += batch)
        batches.push(out.annotations.slice(i, i + batch));
    const externalId = target.externalId ?? `benchgate-${(0,external_node_crypto_.randomUUID)()}`;
    let created;
    let recovered = false;
    try {
        created = await client.request('POST /repos/{owner}/{repo}/check-runs', {
            owner: target.owner,
            repo: target.repo,
            name: target.name,
            head_sha: target.headSha,
            external_id: externalId,
            status: 'completed',
            conclusion: out.conclusion,
            ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
            output: { title: out.title, summary: out.summary, annotations: batches[0] ?? [] }
        }, { idempotent: false });
    }
    catch (e) {
        // Not repeated (that could make a second run); but GitHub may have created it: look it up by its external id.
        if (!unknownOutcome(e))
            throw e;
        const found = await findCheckRun(client, target, externalId).catch(() => undefined);
        if (!found)
            throw e;
        created = { data: found };
        recovered = true;
    }
    const id = created.data?.id;
    if (typeof id !== 'number')
        throw new Error('the API answered the check-run creation without an id');
    const result = {
        id,
        ...(typeof created.data.html_url === 'string' ? { url: created.data.html_url } : {}),
        requests: 1,
        sent: batches[0]?.length ?? 0,
        total: out.annotations.length,
        ...(recovered ? { recovered } : {})
    };
    for (const annotations of batches.slice(1)) {
        try {
            await client.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
                owner: target.owner,
                repo: target.repo,
                check_run_id: id,
                output: { title: out.title, summary: out.summary, annotations }
            }, { idempotent: false });
        }
        catch (e) {
            result.error = e;
            break;
        }
        result.requests++;
        result.sent += annotations.length;
    }
    return result;
}

;// CONCATENATED MODULE: ./src/github/comment.ts


const PER_PAGE = 100;
const MAX_PAGES = 50;
/**
 * The login of the token's identity. The GraphQL `viewer` answers for personal access tokens and for GitHub App
 * installation tokens (GITHUB_TOKEN is one: `github-actions[bot]`), where `GET /user` is refused with 403
 * "Resource not accessible by integration"; `GET /user` is the fallback (GitHub Enterprise Server without
 * GraphQL, or a PAT whose GraphQL call failed). Throws when neither answers.
 */
async function tokenLogin(client) {
    let first;
    try {
        const r = await client.request('POST /graphql', { query: 'query { viewer { login } }' }, { idempotent: true, write: false });
        const login = r.data?.data?.viewer?.login;
        if (typeof login === 'string' && login)
            return login;
        first = new Error('GraphQL viewer answered without a login');
    }
    catch (e) {
        first = e;
    }
    try {
        const r = await client.request('GET /user');
        if (typeof r.data?.login === 'string' && r.data.login)
            return r.data.login;
    }
    catch {
        /* fall through to the first error */
    }
    throw first;
}
/**
 * Whether a comment was written by `login`: the same login (case-insensitive), or, for an app identity the
 * GraphQL viewer names without its `[bot]` suffix, a Bot user `<login>[bot]` whose comment the same app made.
 */
function writtenBy(c, login) {
    const author = c.user?.login?.toLowerCase();
    if (!author)
        return false;
    const me = login.toLowerCase();
    if (author === me)
        return true;
    return (!me.endsWith('[bot]') &&
        c.user?.type === 'Bot' &&
        author === `${me}[bot]` &&
        c.performed_via_github_app?.slug?.toLowerCase() === me);
}
/** Finds this identity's comment carrying `marker` (the newest if several); counts others' comments carrying it. */
async function findComment(client, t, marker, login, o = {}) {
    let own;
    let foreign = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
        const r = await client.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: t.owner, repo: t.repo, issue_number: t.issueNumber, per_page: PER_PAGE, page }, o.retries !== undefined ? { retries: o.retries } : {});
        const list = Array.isArray(r.data) ? r.data : [];
        for (const c of list) {
            if (typeof c?.body !== 'string' || typeof c.id !== 'number' || !c.body.includes(marker))
                continue;
            if (writtenBy(c, login))
                own = { id: c.id, body: c.body, ...(typeof c.html_url === 'string' ? { url: c.html_url } : {}) };
            else
                foreign++;
        }
        if (list.length < PER_PAGE)
            break;
    }
    return { foreign, ...(own ? { own } : {}) };
}
/**
 * The sticky comment: updates this identity's comment holding the marker in place, or creates one. A comment by
 * anyone else is never edited, whatever it contains. When the existing comment describes another commit, the
 * pull request's current head decides: if the existing comment describes the head and this run does not, the
 * comment is kept (an older, slower run never replaces a newer result).
 */
async function upsertComment(client, t, marker, body, o = {}) {
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
            const pr = await client.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
                owner: t.owner,
                repo: t.repo,
                pull_number: t.issueNumber
            });
            const head = typeof pr.data?.head?.sha === 'string' ? pr.data.head.sha : undefined;
            if (!head)
                throw new Error('the pull request answered without a head commit, so benchgate cannot tell which result is newer');
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
        const r = await client.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner: t.owner, repo: t.repo, comment_id: own.id, body }, { idempotent: true });
        return {
            id: r.data?.id ?? own.id,
            ...(typeof r.data?.html_url === 'string' ? { url: r.data.html_url } : {}),
            action: 'updated',
            foreign
        };
    }
    let r;
    try {
        r = await client.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner: t.owner, repo: t.repo, issue_number: t.issueNumber, body }, { idempotent: false });
    }
    catch (e) {
        // Not repeated (that could post it twice); but GitHub may have created it: look again.
        if (!unknownOutcome(e))
            throw e;
        const again = await findComment(client, t, marker, login, { retries: 0 }).catch(() => undefined);
        if (!again?.own)
            throw e;
        return { id: again.own.id, ...(again.own.url ? { url: again.own.url } : {}), action: 'created', foreign };
    }
    return {
        ...(typeof r.data?.id === 'number' ? { id: r.data.id } : {}),
        ...(typeof r.data?.html_url === 'string' ? { url: r.data.html_url } : {}),
        action: 'created',
        foreign
    };
}

;// CONCATENATED MODULE: ./src/github/publish.ts







const DEFAULT_BUDGETS = { checkRunMs: 300_000, commentMs: 60_000 };
function why(e) {
    if (e instanceof GitHubApiError)
        return e.message;
    const status = errorStatus(e);
    const msg = e?.message?.split('\n')[0] ?? String(e);
    return status ? `HTTP ${status}: ${msg}` : msg;
}
/** A rate limit is what it is: a BG030 notice, never "the token lacks a permission". */
function rateLimitNote(e, what) {
    const wait = e.retryAfterMs !== undefined
        ? `GitHub asked to wait ${seconds(e.retryAfterMs)}, longer than the time left in the channel's budget`
        : 'the wait did not fit the budget';
    return {
        level: 'notice',
        title: 'BG030',
        message: `GitHub API rate limit on ${what} (${e.message}); ${wait}. Too many requests from this token in a short time (other jobs share it); nothing is wrong with its permissions. This job's own pass/fail is the gate.`
    };
}
function publish_short(sha) {
    return sha ? sha.slice(0, 12) : '(unknown)';
}
/** The sticky comment's key: the `comment-key` input, else the job id (plus the shard). */
function defaultCommentKey(ctx, report, key) {
    const shard = report.config.shard ? `/shard-${report.config.shard.index}-of-${report.config.shard.count}` : '';
    const k = key?.trim();
    return k ? `${k}${shard}` : `${ctx.job}${shard}`;
}
function suffix(report) {
    const s = report.config.shard;
    return s ? ` (shard ${s.index}/${s.count})` : '';
}
/**
 * The token channels: a check run with every annotation and the sticky pull-request comment. Each degrades
 * to a notice (fork pull request, missing permission, API error) and never fails the job.
 */
async function publishToGitHub(report, o) {
    const out = { notes: [] };
    const commentOn = o.comment && o.commentMode !== 'off';
    if (!o.checkRun && !commentOn)
        return out;
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
    let client;
    const getClient = () => (client ??= o.createClient(o.token));
    const clock = o.clock ?? realClock;
    const budgets = { ...DEFAULT_BUDGETS, ...o.budgets };
    if (o.checkRun) {
        if (ctx.isFork) {
            out.notes.push({
                level: 'notice',
                title: 'BG010',
                message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate creates no check run; this job's own pass/fail is the gate and the job summary has every finding.`
            });
        }
        else if (!ctx.headSha) {
            o.log('no commit SHA (GITHUB_SHA unset): no check run');
        }
        else {
            const plan = planCheckRun(report, {
                prefix: o.prefix,
                ...(o.lookup ? { lookup: o.lookup } : {}),
                ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {}),
                ...(o.maxCheckRunAnnotations !== undefined ? { maxAnnotations: o.maxCheckRunAnnotations } : {})
            });
            // A shard's run is told apart whether the name is the default or `check-name` (docs/github.md, Check run).
            const name = `${o.checkName?.trim() || `benchgate / ${ctx.job}`}${suffix(report)}`;
            try {
                const r = await publishCheckRun(withBudget(getClient(), budgets.checkRunMs, clock), {
                    owner: ctx.owner,
                    repo: ctx.repo,
                    name,
                    headSha: ctx.headSha,
                    ...(ctx.runUrl ? { detailsUrl: ctx.runUrl } : {})
                }, plan);
                if (r.url)
                    out.checkRunUrl = r.url;
                o.log(`check run "${name}" created with ${r.sent} of ${r.total} annotation(s) in ${r.requests} request(s)${plan.unplaced ? `; ${plan.unplaced} finding(s) without a file are in its summary only` : ''}${plan.capped ? `; ${plan.capped} more left out by max-annotations (check-run=${plan.annotations.length}; raise it, e.g. max-annotations: check-run=1000, to write them: each 50 is one request)` : ''}`);
                if (r.error !== undefined) {
                    const what = `the check run's annotations (${r.sent} of ${r.total} sent; the run exists${r.url ? ` at ${r.url}` : ''})`;
                    out.notes.push(isRateLimit(r.error)
                        ? rateLimitNote(r.error, what)
                        : {
                            level: 'notice',
                            title: 'BG010',
                            message: `check run incomplete: ${r.sent} of ${r.total} annotation(s) sent, the rest stopped (${why(r.error)}). The job summary and the report files have every finding; this job's own pass/fail is the gate.`
                        });
                }
            }
            catch (e) {
                if (isRateLimit(e))
                    out.notes.push(rateLimitNote(e, 'creating the check run'));
                else {
                    const s = errorStatus(e);
                    const hint = s === 403 || s === 404
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
        let budgeted;
        const commentClient = () => (budgeted ??= withBudget(getClient(), budgets.commentMs, clock));
        if (prNumber === undefined && ctx.workflowRun?.lookupPullRequest && !ctx.isFork) {
            // workflow_run from a fork: GitHub leaves `pull_requests` empty, so look the pull request up by its head commit.
            const found = await resolvePullRequest(commentClient(), ctx);
            if (found.number !== undefined) {
                prNumber = found.number;
                o.log(`workflow_run: pull request #${found.number} found by its head commit ${publish_short(ctx.headSha)}${found.why ? ` (${found.why})` : ''}`);
            }
            else
                out.notes.push({
                    level: 'notice',
                    title: 'BG011',
                    message: `no pull-request comment: ${found.why}. Pass the number in the \`pull-request\` input (for example from an artifact the pull_request workflow uploads).`
                });
        }
        if (prNumber === undefined) {
            if (!ctx.workflowRun?.lookupPullRequest)
                o.log(`comment: the ${ctx.eventName || 'current'} event is not a pull request; no comment (set the \`pull-request\` input to name one)`);
        }
        else if (ctx.isFork) {
            out.notes.push({
                level: 'notice',
                title: 'BG011',
                message: `pull request from the fork ${ctx.forkOf}: its token is read-only, so benchgate posts no comment.`
            });
        }
        else {
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
                const r = await upsertComment(commentClient(), { owner: ctx.owner, repo: ctx.repo, issueNumber: prNumber }, marker, body, {
                    ...(ctx.headSha ? { commit: ctx.headSha } : {}),
                    decide: (existing) => commentAction(mode, report.verdict, existing, state)
                });
                if (r.url)
                    out.commentUrl = r.url;
                if (r.foreign)
                    o.log(`${r.foreign} comment(s) by other accounts carry the marker ${marker}; left untouched`);
                if (r.action === 'skipped') {
                    o.log(r.skipped === 'unchanged'
                        ? `pull-request comment left as it is (comment-mode: changes): same verdict, failing gates and findings as the comment shows`
                        : 'no pull-request comment (comment-mode: failures): the run passed and no earlier comment exists');
                }
                else if (r.action === 'kept') {
                    out.notes.push({
                        level: 'notice',
                        title: 'BG011',
                        message: `pull-request comment left as it is: it describes commit ${publish_short(r.existingCommit)}, the pull request's current head, and this run describes the older commit ${publish_short(ctx.headSha)}.`
                    });
                }
                else
                    o.log(`pull-request comment ${r.action}`);
            }
            catch (e) {
                if (isRateLimit(e))
                    out.notes.push(rateLimitNote(e, 'the pull-request comment'));
                else {
                    const s = errorStatus(e);
                    const hint = s === 403 || s === 404
                        ? ' The token lacks `pull-requests: write`: add it to the job permissions, or set `comment: false`.'
                        : '';
                    out.notes.push({ level: 'notice', title: 'BG011', message: `no pull-request comment (${why(e)}).${hint}` });
                }
            }
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/escape/workflow.ts
var workflow = __webpack_require__(4075);
;// CONCATENATED MODULE: ./src/action/log.ts


/**
 * Everything the action writes to its log goes through here, so the workflow-command rule
 * (`src/report/escape/workflow.ts`) is applied at the channel: plain lines can never be read as a command, and
 * benchgate's own commands are made by `@actions/core`, which escapes their message and properties.
 */
const actionLog = {
    info(s) {
        core/* info */.pq((0,workflow/* logLine */.BP)(s));
    },
    debug(s) {
        core/* debug */.Yz((0,workflow/* commandMessage */.b$)(s));
    },
    group(name) {
        core/* startGroup */.Oh((0,workflow/* commandProperty */.N1)(name));
    },
    endGroup() {
        core/* endGroup */.N4();
    },
    fail(s) {
        core/* setFailed */.C1((0,workflow/* commandMessage */.b$)(s));
    },
    annotate(a) {
        const props = { title: (0,workflow/* commandProperty */.N1)(a.title) };
        if (a.file)
            props.file = (0,workflow/* commandProperty */.N1)(a.file);
        if (a.startLine)
            props.startLine = a.startLine;
        if (a.endLine)
            props.endLine = a.endLine;
        if (a.startColumn)
            props.startColumn = a.startColumn;
        if (a.endColumn)
            props.endColumn = a.endColumn;
        const message = (0,workflow/* commandMessage */.b$)(a.message);
        if (a.level === 'error')
            core/* error */.z3(message, props);
        else if (a.level === 'warning')
            core/* warning */.$e(message, props);
        else
            core/* notice */.lm(message, props);
    }
};

;// CONCATENATED MODULE: ./src/action/outputs.ts
/**
 * What the action leaves on the run: the job summary (and its file), the log annotations and the step outputs.
 * None of them can fail the run: a channel that cannot be written is a warning, and the exit code is the gate.
 */





/** Writes the job summary; a failure is a BG032 warning, never a failed run (the outputs come after it). */
async function writeSummary(markdown, notes) {
    if (!process.env['GITHUB_STEP_SUMMARY'])
        return;
    try {
        await core/* summary */.z.addRaw(markdown).write({ overwrite: false });
    }
    catch (e) {
        const code = e.code;
        notes.push({
            level: 'warning',
            title: 'BG032',
            message: `job summary not written: GITHUB_STEP_SUMMARY is not writable${code ? ` (${code})` : ''}. The annotations, outputs and report files have the results.`
        });
    }
    finally {
        core/* summary */.z.emptyBuffer();
    }
}
/** Writes the summary Markdown to `file` too; '' when it cannot (a BG032 warning), never a failure. */
async function writeSummaryFile(file, markdown, notes) {
    try {
        await (0,promises_.writeFile)(file, markdown);
        return file;
    }
    catch (e) {
        notes.push({
            level: 'warning',
            title: 'BG032',
            message: `summary file not written (${e.code ?? 'error'}); output summary-file is empty.`
        });
        return '';
    }
}
/**
 * The log annotations: benchgate's own notes first (each counted into its level's budget), then the report's
 * findings (`max-annotations`' log cap; 0 writes none of them).
 */
function annotate(report, notes, prefix, caps) {
    const reserve = {};
    for (const n of notes)
        reserve[n.level] = (reserve[n.level] ?? 0) + 1;
    for (const n of notes)
        actionLog.annotate(n);
    const perLevel = caps.log !== undefined ? Math.min(ANNOTATIONS_PER_LEVEL, caps.log) : undefined;
    if (perLevel !== 0)
        for (const a of planAnnotations(report, { prefix, reserve, ...(perLevel !== undefined ? { perLevel } : {}) }))
            actionLog.annotate(a);
}
/** Every output, always all of them (an empty string where there is nothing), so a caller never reads an unset one. */
function setOutputs(o) {
    const c = o.counts;
    const n = (v) => (v === undefined ? '' : String(v));
    // A missing or unwritable GITHUB_OUTPUT file is a BG016 warning, never a stack trace: the exit code is the gate.
    try {
        core/* setOutput */.uH(Outputs.Artifacts, n(c?.artifacts));
        core/* setOutput */.uH(Outputs.Passed, n(c?.gates.pass));
        core/* setOutput */.uH(Outputs.Failed, n(c?.gates.fail));
        core/* setOutput */.uH(Outputs.Undecided, n(c?.gates.undecided));
        core/* setOutput */.uH(Outputs.Skipped, n(c?.gates.skipped));
        core/* setOutput */.uH(Outputs.Errors, n(c?.findings.error));
        core/* setOutput */.uH(Outputs.Warnings, n(c?.findings.warning));
        core/* setOutput */.uH(Outputs.Notices, n(c?.findings.notice));
        core/* setOutput */.uH(Outputs.Json, c
            ? JSON.stringify({
                verdict: o.result,
                artifacts: c.artifacts,
                gates: {
                    passed: c.gates.pass,
                    failed: c.gates.fail,
                    undecided: c.gates.undecided,
                    skipped: c.gates.skipped
                },
                findings: { errors: c.findings.error, warnings: c.findings.warning, notices: c.findings.notice }
            })
            : '');
        core/* setOutput */.uH(Outputs.Result, o.result);
        core/* setOutput */.uH(Outputs.GatesFailed, o.gatesFailed);
        core/* setOutput */.uH(Outputs.Findings, o.findings);
        core/* setOutput */.uH(Outputs.Report, o.report);
        core/* setOutput */.uH(Outputs.ReportJson, o.report);
        core/* setOutput */.uH(Outputs.CheckRunUrl, o.checkRunUrl);
        core/* setOutput */.uH(Outputs.CommentUrl, o.commentUrl);
        core/* setOutput */.uH(Outputs.SummaryFile, o.summaryFile);
    }
    catch (e) {
        const code = e.code;
        actionLog.annotate({
            level: 'warning',
            title: 'BG016',
            message: `step outputs not written: GITHUB_OUTPUT is missing or not writable${code ? ` (${code})` : ''}. The exit code, the annotations, the job summary and the report files have the results.`
        });
    }
}
/** The outputs of a finished run, from its report. */
function reportOutputs(report, files) {
    const c = report.counts;
    return {
        result: report.verdict,
        gatesFailed: String(c.gates.fail + c.gates.undecided),
        findings: String(c.findings.error + c.findings.warning + c.findings.notice),
        report: files.report,
        checkRunUrl: files.checkRunUrl ?? '',
        commentUrl: files.commentUrl ?? '',
        summaryFile: files.summaryFile,
        counts: c
    };
}

;// CONCATENATED MODULE: ./src/action/io.ts
/**
 * The action's side of the check-and-report flow (src/flow.ts): from the inputs and the environment, the request
 * (check or merge, with the baseline and the history) and the FlowIO (the log, the @actions/cache result cache,
 * the report files, and publishing: baseline store, check run, comment, job summary, annotations).
 */
















/** The repository-relative folder of the report's root ('.' for the workspace itself or a folder outside it). */
function reportPrefix(root, workspace) {
    const abs = (0,external_node_path_.isAbsolute)(root) ? root : (0,external_node_path_.resolve)(workspace, root);
    const rel = (0,external_node_path_.relative)(workspace, abs).split('\\').join('/');
    return rel === '' || rel.startsWith('..') ? '.' : rel;
}
/** The run context of the event (with the `commit`/`pull-request` overrides); logs a workflow_run's origin. */
function runContext(inputs) {
    // Read the event payload once, first: a malformed one is a coded error, never a crash or an echo of it.
    const eventContext = readRunContext();
    const context = eventContext && !eventContext.eventError
        ? applyOverrides(eventContext, {
            ...(inputs.commit ? { commit: inputs.commit } : {}),
            ...(inputs.pullRequest !== undefined ? { pullRequest: inputs.pullRequest } : {})
        })
        : eventContext;
    if (context?.workflowRun)
        actionLog.info(`benchgate: workflow_run of ${context.workflowRun.event ?? 'an event'}${context.workflowRun.headRepository ? ` from ${context.workflowRun.headRepository}` : ''}: check run on ${context.headSha.slice(0, 12)}${context.prNumber !== undefined ? `, pull request #${context.prNumber}` : ''}`);
    return context;
}
/** The request and the IO of one action run; `resultCache` is kept for the entry's end (abandoned cache calls). */
async function actionFlow(inputs, deps, env) {
    const workspace = workspaceOf(env);
    const notes = [];
    const tuned = envLimits(env, (l) => actionLog.info(l));
    const backend = deps.cacheBackend ?? cache;
    const bl = actionBaseline(inputs.baseline, env, {
        backend,
        runnerTemp: env['RUNNER_TEMP'] ?? (0,external_node_os_.tmpdir)(),
        workspace,
        log: (l) => actionLog.info(`benchgate: ${l}`)
    });
    const context = runContext(inputs);
    if (context?.eventError)
        notes.push({
            level: 'error',
            title: 'BG031',
            message: `${context.eventError}; the artifacts are still checked, but no check run or comment is published and the step fails.`
        });
    // One client factory for the history, the check run and the comment (a test passes a fake API).
    const createClient = deps.createClient ??
        ((t) => createOctokit(t, {
            log: (l) => actionLog.info(l),
            ...(tuned.requestTimeoutMs !== undefined ? { limits: { requestTimeoutMs: tuned.requestTimeoutMs } } : {})
        }));
    // Where the history is kept and whether this run appends to it (only a push to the default branch does).
    const history = await actionHistory(inputs.history.location, inputs.history.config, context, env, {
        workspace,
        token: inputs.token,
        createClient,
        log: (l) => actionLog.info(`benchgate: ${l}`)
    });
    let request;
    let resultCache;
    if (inputs.mode === 'merge') {
        if (!inputs.reports.trim())
            throw new Error('mode: merge needs the `reports` input (paths or globs of the shard JSON reports)');
        const run = inputs.runId ?? (inputs.verifyPlan ? (0,partition/* runFromEnv */.xc)(env)?.run : undefined);
        const scope = { path: inputs.path, suites: inputs.suites, failOn: inputs.failOn };
        request = {
            mode: 'merge',
            reports: { spec: inputs.reports },
            base: workspace,
            ...(run ? { run } : {}),
            ...(inputs.verifyPlan ? { plan: { ...scope, suiteOptions: inputs.suiteOptions } } : {}),
            baseline: (r) => bl.applyTo(r),
            ...(history ? { history } : {}),
            onRefused: { root: inputs.path, failOn: inputs.failOn, suites: inputs.suites }
        };
    }
    else {
        resultCache = inputs.cache
            ? new ActionsResultCache({
                backend,
                dir: (0,external_node_path_.join)(env['RUNNER_TEMP'] ?? (0,external_node_os_.tmpdir)(), 'benchgate-cache'),
                warn: (m) => notes.push({ level: 'warning', title: 'BG012', message: m }),
                log: (l) => actionLog.debug(l),
                limits: { ...tuned.cache, ...deps.cacheLimits }
            })
            : undefined;
        const run = inputs.runId ? { run: inputs.runId } : (0,partition/* runFromEnv */.xc)(env);
        request = {
            mode: 'check',
            run: {
                ...(run ? { run } : {}),
                path: inputs.path,
                suites: inputs.suites,
                failOn: inputs.failOn,
                failOnEmpty: inputs.failOnEmpty,
                suiteOptions: inputs.suiteOptions,
                ...bl.runOptions,
                ...(inputs.shard ? { shard: inputs.shard } : {}),
                ...(history ? { history } : {})
            }
        };
    }
    const rc = resultCache;
    const io = {
        log: (l) => actionLog.info(l),
        group: { start: (t) => actionLog.group(t), end: () => actionLog.endGroup() },
        ...(rc
            ? {
                cache: {
                    cache: rc,
                    close: () => rc.close(),
                    describe: () => rc.hits + rc.misses > 0
                        ? `benchgate: result cache ${rc.hits} hit(s), ${rc.misses} miss(es), ${(rc.spentMs / 1000).toFixed(1)} s`
                        : undefined
                }
            }
            : {}),
        files: {
            json: inputs.reportJson,
            sarif: inputs.sarif,
            ...(inputs.sarifCategory ? { sarifCategory: inputs.sarifCategory } : {}),
            junit: inputs.junit,
            html: inputs.html
        },
        fileNames: { json: 'input report-json', sarif: 'input sarif', junit: 'input junit', html: 'input html' },
        prefix: (report) => reportPrefix(report.root, workspace),
        fails: (report) => stepFails(inputs.failStep, report),
        async publish(report, prefix) {
            await bl.store(report, inputs.reportJson);
            // Token channels first, so their notices can be counted into the annotation budget.
            const published = await publishToGitHub(report, {
                token: inputs.token,
                lookup: code_registry/* lookupCode */.c2,
                checkRun: inputs.checkRun,
                comment: inputs.comment,
                checkName: inputs.checkName,
                context,
                prefix,
                createClient,
                log: (l) => actionLog.info(`benchgate: ${l}`),
                ...(inputs.commentKey ? { commentKey: inputs.commentKey } : {}),
                commentMode: inputs.commentMode,
                ...(inputs.maxAnnotations.checkRun !== undefined
                    ? { maxCheckRunAnnotations: inputs.maxAnnotations.checkRun }
                    : {}),
                budgets: { ...tuned.budgets, ...deps.budgets }
            });
            for (const n of published.notes)
                notes.push(n);
            const url = env['GITHUB_SERVER_URL'] && env['GITHUB_REPOSITORY'] && env['GITHUB_RUN_ID']
                ? `${env['GITHUB_SERVER_URL']}/${env['GITHUB_REPOSITORY']}/actions/runs/${env['GITHUB_RUN_ID']}`
                : undefined;
            const eventNote = context?.eventError
                ? `> [!CAUTION]\n> **BG031**: ${context.eventError}; no check run or comment was published.\n\n`
                : '';
            const summary = eventNote +
                (0,report_markdown/* renderSummary */.Br)(report, { ...(url ? { detailsUrl: url } : {}), mode: inputs.summaryMode, lookup: code_registry/* lookupCode */.c2 });
            if (!inputs.summaryOff)
                await writeSummary(summary, notes);
            const summaryFile = await writeSummaryFile(inputs.summaryFile, summary, notes);
            annotate(report, notes, prefix, inputs.maxAnnotations);
            return {
                ...(published.checkRunUrl ? { checkRunUrl: published.checkRunUrl } : {}),
                ...(published.commentUrl ? { commentUrl: published.commentUrl } : {}),
                summaryFile
            };
        }
    };
    return { request, io, resultCache, eventError: Boolean(context?.eventError) };
}

;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The action: read the inputs, build the action's side of the flow (src/action/io.ts), run the one check-and-report
 * flow (src/flow.ts), then set every output and the step's result.
 */








/** The action: read inputs, check (or merge shard reports), publish every channel, set outputs and the verdict. */
async function run(deps = {}) {
    let resultCache;
    try {
        const inputs = readInputs((name) => core/* getInput */.V4(name), process.env);
        const flow = await actionFlow(inputs, deps, process.env);
        resultCache = flow.resultCache;
        const { report, refused, published, exitCode } = await (0,src_flow/* runFlow */.c)(flow.request, flow.io);
        setOutputs(reportOutputs(report, {
            report: inputs.reportJson,
            ...published,
            summaryFile: published?.summaryFile ?? ''
        }));
        if (refused)
            actionLog.fail(`benchgate merge (BG013): ${refused.message}`);
        else if (report.verdict === 'fail') {
            const f = report.counts.findings;
            const why = `${report.counts.gates.fail} gate(s) failed, ${report.counts.gates.undecided} undecided, ${f.error} error(s) (fail-on: ${report.config.failOn})`;
            if (exitCode !== 0)
                actionLog.fail(`benchgate: ${why}`);
            else
                actionLog.info(`benchgate: fail: ${why}; the step stays green (fail-step: ${inputs.failStep})`);
        }
        else
            actionLog.info(`benchgate: pass (${report.counts.artifacts} artifact(s), ${report.counts.gates.pass} gate(s) passed)`);
        if (flow.eventError)
            process.exitCode = 1;
    }
    catch (e) {
        actionLog.fail(`benchgate: ${e instanceof command/* OutputPathError */.lz ? `${e.code}: ` : ''}${e.message}`);
        // Even a run that could not start sets every output: `result` is fail, the summary file says why.
        const written = await writeSummaryFile(defaultSummaryFile(process.env), `## benchgate\n\n❌ **benchgate could not run**: ${(0,markdown/* mdText */.bC)(e.message)}\n`, []);
        setOutputs({
            result: 'fail',
            gatesFailed: '',
            findings: '',
            report: '',
            checkRunUrl: '',
            commentUrl: '',
            summaryFile: written
        });
    }
    finally {
        // A cache call abandoned at its timeout cannot be cancelled and its socket would keep the process alive for
        // minutes: end the process once the output has drained (exit code as set above).
        if (resultCache && resultCache.abandoned > 0 && !deps.cacheBackend) {
            actionLog.info(`benchgate: ${resultCache.abandoned} result-cache call(s) still hanging; ending the step without waiting for them`);
            setTimeout(() => process.exit(), 500).unref();
        }
    }
}


/***/ }),

/***/ 47663:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zg: () => (/* binding */ MAX_BASELINE_BYTES),
/* harmony export */   s$: () => (/* binding */ readBaselineFile)
/* harmony export */ });
/* unused harmony export parseBaseline */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95278);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56107);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56092);
/**
 * Reading a baseline report: HOSTILE input (a cache entry anyone with write access to the base branch's cache
 * scope could have written, a downloaded artifact, a file). It is bounded in size before a byte is read, parsed
 * without quoting it, validated against schemas/report.schema.json with the merge code's bounds, checked for
 * self-consistency (counts and verdict recomputed from its own gates and findings: a forged verdict is refused),
 * and refused when it comes from another benchgate major version or is one shard's report. Every refusal is a
 * BG050 notice, never a failure. A baseline of another configuration is accepted here and compared only where it
 * is comparable (src/baseline/compare.ts, BG019). See docs/security/baseline.md.
 */






/** Largest baseline report read (checked with stat before reading). */
const MAX_BASELINE_BYTES = 16 * 1024 * 1024;
const notice = (why) => ({
    ok: false,
    notice: (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG050, `no baseline comparison: ${why}`, {}, 'notice')
});
const major = (v) => /^(\d+)\./.exec(v)?.[1];
/** Parses and vets a baseline's text. Never throws, never quotes the text. */
function parseBaseline(text, source, ref, expect) {
    const name = `the baseline ${JSON.stringify(ref)}`;
    if (Buffer.byteLength(text) > MAX_BASELINE_BYTES)
        return notice(`${name} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
    let v;
    try {
        v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return notice(`${name} is not valid JSON`);
    }
    let report;
    try {
        report = (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .validateReport */ .RE)(v, name);
        (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkReportConsistency */ .zu)(report, name);
    }
    catch (e) {
        return notice(e.message);
    }
    if (major(report.tool.version) !== major(expect.version))
        return notice(`${name} was written by benchgate ${report.tool.version}, another major version than this run's ${expect.version}`);
    if (report.config.shard)
        return notice(`${name} is the report of one shard (${report.config.shard.index}/${report.config.shard.count}); store the merged report as the baseline`);
    return {
        ok: true,
        report,
        info: {
            source,
            ref,
            version: report.tool.version,
            configHash: report.config.configHash,
            verdict: report.verdict,
            ...(report.startedAt ? { startedAt: report.startedAt } : {})
        }
    };
}
/**
 * Reads a baseline file. With `workspace`, the path (relative to it, or absolute) must resolve inside it, symlinks
 * included (the action's `baseline: FILE`); without, any path the user names (the CLI's `--baseline`).
 */
async function readBaselineFile(path, opts) {
    let abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.cwd ?? opts.workspace ?? process.cwd(), path);
    let ref = path;
    if (opts.workspace !== undefined) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(opts.workspace, abs).split('\\').join('/');
        ref = rel;
        try {
            abs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInside */ .LI)(opts.workspace, rel, { expect: 'file' });
        }
        catch (e) {
            const problem = e.problem;
            if (problem === 'missing')
                return notice(`the baseline file ${JSON.stringify(path.slice(0, 200))} does not exist`);
            return notice(`the baseline path ${JSON.stringify(path.slice(0, 200))} is not a file inside the workspace (${e.message.slice(0, 200)})`);
        }
    }
    let size;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
        if (!st.isFile())
            return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is not a regular file`);
        size = st.size;
    }
    catch (e) {
        const code = e.code;
        return notice(code === 'ENOENT'
            ? `the baseline file ${JSON.stringify(ref.slice(0, 200))} does not exist`
            : `the baseline file cannot be read (${code ?? 'error'})`);
    }
    if (size > MAX_BASELINE_BYTES)
        return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is ${size} bytes, over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
    let text;
    try {
        // Read at most the limit + 1 bytes, even if the file grows after the stat.
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
        try {
            const buf = Buffer.alloc(Math.min(size, MAX_BASELINE_BYTES) + 1);
            const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
            if (bytesRead > MAX_BASELINE_BYTES)
                return notice(`the baseline ${JSON.stringify(ref.slice(0, 200))} is over the ${MAX_BASELINE_BYTES / 1048576} MiB limit`);
            text = buf.subarray(0, bytesRead).toString('utf8');
        }
        finally {
            await fh.close();
        }
    }
    catch (e) {
        return notice(`the baseline file cannot be read (${e.code ?? 'error'})`);
    }
    return parseBaseline(text, opts.source, ref.slice(0, 200), opts.expect);
}


/***/ }),

/***/ 36102:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ withSummaries),
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   lz: () => (/* binding */ OutputPathError)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One CLI command. `src/cli/commands.ts` lists them all; `src/cli/main.ts` dispatches.
 * A command parses its own arguments (node:util parseArgs), writes through `io`, and returns
 * the exit code: 0 pass, 1 a gate or check failed, 2 usage or internal error.
 */

/**
 * The commands of a group: each body with the summary of the help entry of the same name, in the help's order.
 * Throws (a programming error, caught by the architecture test that loads every group) when a help entry has no body
 * or a body no help entry.
 */
function withSummaries(help, bodies) {
    const key = (name) => name.join(' ');
    const byName = new Map(bodies.map((b) => [key(b.name), b]));
    const helped = new Set(help.map((h) => key(h.name)));
    const orphan = bodies.find((b) => !helped.has(key(b.name)));
    if (orphan)
        throw new Error(`command "${key(orphan.name)}" has no summary in its plug-in's help`);
    return help.map((h) => {
        const body = byName.get(key(h.name));
        if (!body)
            throw new Error(`help entry "${key(h.name)}" has no command`);
        return { ...body, summary: h.summary };
    });
}
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    /** Node's code of the parseArgs error this one stands for (main words those for the user), if any. */
    code;
    constructor(message, code) {
        super(message);
        this.name = 'UsageError';
        if (code !== undefined)
            this.code = code;
    }
}
/**
 * node:util parseArgs whose errors are UsageErrors (exit 2) that keep Node's error code, so main turns
 * "Unknown option '--x'. To specify …" into "unknown option --x" with the closest flag, as for every command.
 */
const parseCommandArgs = ((config) => {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (e) {
        throw new UsageError(e.message, e.code);
    }
});
/** A report file that cannot be written (`--summary`, `--sarif`, …): main prints `BG015: message`, exit 2. */
class OutputPathError extends Error {
    code = 'BG015';
    constructor(message) {
        super(message);
        this.name = 'OutputPathError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };
/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

/***/ 60875:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ LocalFolderCache),
/* harmony export */   bE: () => (/* binding */ userCacheDir),
/* harmony export */   tl: () => (/* binding */ CACHE_ENTRY_MAX_BYTES)
/* harmony export */ });
/* unused harmony exports LOCAL_CACHE_DIR, loadCacheSecret */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);





/** Folder name benchgate's old CLI cache had under the checked root. It is never read by default any more, and never walked as part of the tree. */
const LOCAL_CACHE_DIR = '.benchgate-cache';
/** Entries larger than this are neither written nor read (a cache must not become a memory hazard). */
const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;
/** Name of the per-user secret that authenticates entries, in the user's cache folder (never in a checked tree). */
const CACHE_KEY_FILE = 'cache-key';
const ENTRY_MAGIC = 'benchgate-cache/1';
/**
 * The user's benchgate cache folder: `$XDG_CACHE_HOME/benchgate`, else `~/.cache/benchgate` (`%LOCALAPPDATA%\benchgate`
 * on Windows). Outside any checked-out tree, so a repository cannot ship entries into it.
 */
function userCacheDir(env = process.env) {
    const xdg = env.XDG_CACHE_HOME;
    if (xdg && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(xdg))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(xdg, 'benchgate');
    if (process.platform === 'win32' && env.LOCALAPPDATA)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.LOCALAPPDATA, 'benchgate');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(env.HOME) ? env.HOME : (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache', 'benchgate');
}
/** Reads the per-user cache secret, creating it (32 random bytes, mode 0600, created exclusively) on first use. */
async function loadCacheSecret(dir) {
    const f = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, CACHE_KEY_FILE);
    const parse = (t) => {
        const hex = t.trim();
        if (!/^[0-9a-f]{64}$/.test(hex))
            throw new Error(`${f} is not a benchgate cache key (64 hex digits)`);
        return Buffer.from(hex, 'hex');
    };
    try {
        return parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8'));
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true, mode: 0o700 });
    try {
        const h = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(f, 'wx', 0o600);
        try {
            await h.writeFile((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex') + '\n');
        }
        finally {
            await h.close();
        }
    }
    catch (e) {
        if (e.code !== 'EEXIST')
            throw e;
    }
    return parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8'));
}
/**
 * The CLI's result cache: one file per entry in a local folder (by default the user's cache folder, userCacheDir()),
 * named like the action's cache keys (`benchgate-v<VERSION>-<sha256>`). Every entry carries an HMAC-SHA256 over its key
 * and value with the per-user secret of `secretDir` (default the user's cache folder): an entry is returned only when
 * that MAC verifies, so a folder committed to a repository (or copied from another machine, or renamed from another
 * key's file) is never trusted, even when `--cache-dir` points into the checked tree. Read or write errors are
 * reported once through `warn` and then ignored; a forged or damaged entry is reported once and treated as a miss.
 */
class LocalFolderCache {
    dir;
    warn;
    version;
    secretDir;
    warned = false;
    warnedForged = false;
    secret;
    /** Entries refused because their MAC did not verify (tests read it). */
    rejected = 0;
    constructor(dir, warn = () => { }, version = _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x, secretDir = userCacheDir()) {
        this.dir = dir;
        this.warn = warn;
        this.version = version;
        this.secretDir = secretDir;
    }
    file(key) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.dir, `benchgate-v${this.version}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex')}`);
    }
    problem(e) {
        if (this.warned)
            return;
        this.warned = true;
        this.warn(`result cache in ${this.dir} unusable (${e.message}); going on without it`);
    }
    key() {
        this.secret ??= loadCacheSecret(this.secretDir).catch((e) => {
            this.problem(new Error(`no cache key: ${e.message}`));
            return undefined;
        });
        return this.secret;
    }
    mac(secret, key, value) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret)
            .update(`${ENTRY_MAGIC}\u0000${this.version}\u0000${key}\u0000`)
            .update(value)
            .digest('hex');
    }
    async get(key) {
        const secret = await this.key();
        if (!secret)
            return undefined;
        let text;
        try {
            const f = this.file(key);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(f)).size > CACHE_ENTRY_MAX_BYTES)
                return undefined;
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8');
        }
        catch (e) {
            if (e.code !== 'ENOENT')
                this.problem(e);
            return undefined;
        }
        const nl = text.indexOf('\n');
        const head = nl < 0 ? '' : text.slice(0, nl);
        const value = nl < 0 ? '' : text.slice(nl + 1);
        const m = /^benchgate-cache\/1 ([0-9a-f]{64})$/.exec(head);
        const want = Buffer.from(this.mac(secret, key, value), 'hex');
        if (!m || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(m[1], 'hex'), want)) {
            this.rejected++;
            if (!this.warnedForged) {
                this.warnedForged = true;
                this.warn(`result cache in ${this.dir}: an entry was not written by this user's benchgate for this key (its MAC does not verify); it is ignored and the result computed afresh`);
            }
            return undefined;
        }
        return value;
    }
    async set(key, value) {
        if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES)
            return;
        const secret = await this.key();
        if (!secret)
            return;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
            const f = this.file(key);
            const tmp = `${f}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, `${ENTRY_MAGIC} ${this.mac(secret, key, value)}\n${value}`, { mode: 0o600 });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, f);
        }
        catch (e) {
            this.problem(e);
        }
    }
}


/***/ }),

/***/ 26439:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ runFlow)
/* harmony export */ });
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98590);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95278);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(56092);
/* harmony import */ var _history_run_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68291);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(19107);
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95066);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(50561);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(79954);
/**
 * The one check-and-report flow of every entry (the action, `benchgate check`, `benchgate merge`):
 * run (or merge the shard reports) → baseline → delta → history → report files → publish → verdict and exit code.
 * What differs between the entries is passed in as a {@link FlowIO} (the way actions/cache passes its state
 * provider): where the log goes, the result cache, where the report files go, how a report is shown and published.
 * Knows nothing of GitHub, the action or the CLI.
 */










/** The report of a merge that cannot form a verdict: only BG013, and `fail` whatever `fail-on` says. */
function refusedMergeReport(message, scope) {
    const r = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_6__/* .buildReport */ .FK)([], [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_9__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG013, message)], {
        root: scope.root,
        failOn: scope.failOn,
        suites: scope.suites === 'auto' ? [] : scope.suites
    });
    return { ...r, verdict: 'fail' };
}
async function check(req, io) {
    const shard = req.run.shard;
    io.group?.start(`benchgate: checking artifacts${shard ? ` (shard ${shard.index}/${shard.count})` : ''}`);
    let report;
    try {
        report = await (0,_run_js__WEBPACK_IMPORTED_MODULE_8__/* .runCheck */ .k_)({ ...req.run, ...(io.cache ? { cache: io.cache.cache } : {}), log: io.log });
    }
    finally {
        io.cache?.close?.();
        io.group?.end();
    }
    const stats = io.cache?.describe?.();
    if (stats)
        io.log(stats);
    return report;
}
/** Merges the shard reports (throws MergeError when they cannot form one run), then baseline and history. */
async function merge(req, io) {
    const paths = Array.isArray(req.reports) ? req.reports : await (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveReportPaths */ .T0)(req.reports.spec, req.base);
    io.log(`benchgate: merging ${paths.length} report(s): ${paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(req.base, p)).join(', ')}`);
    const expect = {};
    if (req.run)
        expect.run = req.run;
    if (req.plan) {
        // The merger's own discovery: the trusted reference the shard reports must match (same inputs as the shards).
        expect.reference = await (0,_run_js__WEBPACK_IMPORTED_MODULE_8__/* .runCheck */ .k_)({ ...req.plan, planOnly: true });
        const p = expect.reference.config.plan;
        io.log(`benchgate: verifying the plan: ${p.artifacts} artifact(s) discovered under ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(req.base, req.plan.path) || '.'} (plan ${p.hash.slice(0, 12)}…)${req.run ? `, run ${req.run}` : ''}`);
    }
    let report = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeReportFiles */ .w5)(paths, expect);
    if (req.baseline)
        report = await req.baseline(report);
    if (req.history) {
        const { store, config, meta, write } = req.history;
        report = (await (0,_history_run_history_js__WEBPACK_IMPORTED_MODULE_4__/* .withHistory */ .$)(report, store, config, meta, { write })).report;
    }
    return report;
}
/** Runs the flow: the report, its files, its publication, and the exit code. */
async function runFlow(req, io) {
    let report;
    let refused;
    if (req.mode === 'check')
        report = await check(req, io);
    else
        try {
            report = await merge(req, io);
        }
        catch (e) {
            if (!(e instanceof _core_report_check_js__WEBPACK_IMPORTED_MODULE_3__/* .MergeError */ .VX))
                throw e;
            // No verdict can be formed: with `onRefused`, the run goes on with a report holding only BG013 and a forced
            // `fail`, so the files, the summary and every output are still there (never empty for a caller to misread).
            if (!req.onRefused)
                return {
                    report: refusedMergeReport(e.message, { root: req.base, failOn: 'error', suites: [] }),
                    refused: e,
                    exitCode: 2
                };
            refused = e;
            report = refusedMergeReport(e.message, req.onRefused);
        }
    const prefix = io.prefix(report);
    await io.show?.(report);
    await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_7__/* .writeReportFiles */ .t)(report, { ...io.files, prefix }, _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, io.fileNames);
    const published = io.publish ? await io.publish(report, prefix) : undefined;
    const exitCode = refused ? 2 : (io.fails ?? ((r) => r.verdict === 'fail'))(report) ? 1 : 0;
    return {
        report,
        ...(refused ? { refused } : {}),
        ...(published !== undefined ? { published } : {}),
        exitCode
    };
}


/***/ }),

/***/ 6756:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ FileHistoryStore)
/* harmony export */ });
/* unused harmony export appendLines */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18194);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79596);
/**
 * History kept in a folder (`benchgate check --history DIR`, `history: file:<path>`): `DIR/entries.jsonl`, one entry
 * per line, oldest first, the same layout as the `benchgate-history` branch (docs/history.md). Appending rewrites
 * the file through a temporary file and a rename, so a reader never sees half a file; writers on one machine take
 * turns through a lock file (`entries.jsonl.lock`, created exclusively), so concurrent runs do not lose an entry.
 */





const ENTRIES_FILE = 'entries.jsonl';
/** A lock older than this is taken for a crashed writer's and removed. */
const STALE_LOCK_MS = 60_000;
/** How long a writer waits for the lock, in total. */
const LOCK_WAIT_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * The newest `max` lines of `existing` plus `line`, dropping the oldest further while the text would be over the
 * read bound (32 MiB), so the history always stays readable. Pure.
 */
function appendLines(existing, line, max) {
    const lines = existing.split('\n').filter((l) => l.trim() !== '');
    lines.push(line);
    let keep = lines.slice(Math.max(0, lines.length - max));
    let bytes = keep.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    let drop = 0;
    while (bytes > _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes && drop < keep.length - 1)
        bytes -= Buffer.byteLength(keep[drop++]) + 1;
    keep = keep.slice(drop);
    return keep.join('\n') + '\n';
}
class FileHistoryStore {
    dir;
    label;
    file;
    path;
    /** `dir`: the folder (created on the first append); `shown`: how messages name it (default `dir`). */
    constructor(dir, shown = dir) {
        this.dir = dir;
        this.label = `file ${shown}`;
        this.file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(shown, ENTRIES_FILE).split('\\').join('/');
        this.path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, ENTRIES_FILE);
    }
    async read() {
        let size;
        try {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(this.path);
            if (!st.isFile())
                throw new Error(`${this.file} is not a file`);
            size = st.size;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return '';
            throw e;
        }
        if (size > _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes)
            throw new Error(`${this.file} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_4__/* .overLimit */ .W)(size, _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes)} for a history`);
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.path, 'utf8');
    }
    async append(entry, max) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
        const release = await this.lock();
        try {
            const text = appendLines(await this.read(), JSON.stringify(entry), max);
            const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, `.${ENTRIES_FILE}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
            try {
                const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'wx', 0o644);
                try {
                    await fh.writeFile(text, 'utf8');
                    await fh.sync();
                }
                finally {
                    await fh.close();
                }
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, this.path);
            }
            catch (e) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
                throw e;
            }
        }
        finally {
            await release();
        }
    }
    /** Takes the folder's lock (exclusive create); waits for another writer, removes a crashed writer's stale lock. */
    async lock() {
        const lockPath = `${this.path}.lock`;
        const token = `${process.pid} ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}\n`;
        let waited = 0;
        for (let attempt = 0;; attempt++) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(lockPath, token, { flag: 'wx' });
                return async () => {
                    // Only our own lock is removed.
                    const now = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(lockPath, 'utf8').catch(() => '');
                    if (now === token)
                        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockPath, { force: true });
                };
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
            }
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lockPath).catch(() => undefined);
            if (st && Date.now() - st.mtimeMs > STALE_LOCK_MS) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockPath, { force: true });
                continue;
            }
            if (waited >= LOCK_WAIT_MS)
                throw new Error(`${this.file}.lock is held by another writer (waited ${LOCK_WAIT_MS / 1000} s); remove it if no benchgate run is writing`);
            const ms = Math.min(200, 5 * 2 ** Math.min(attempt, 6));
            await sleep(ms);
            waited += ms;
        }
    }
}


/***/ }),

/***/ 79407:
/***/ (function (module, __webpack_exports__, __webpack_require__) {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _action_main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4290);
/** The action's entry: everything happens in run(). */

await (0,_action_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 50561:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ cliReportFiles),
/* harmony export */   t: () => (/* binding */ writeReportFiles)
/* harmony export */ });
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5718);
/* harmony import */ var _html_vendor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20964);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16704);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10643);
/* harmony import */ var _output_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(98836);





/** The CLI flags that name the report files (the action passes its input names). */
const CLI_FLAGS = { json: '--report-json', sarif: '--sarif', junit: '--junit', html: '--html' };
/** The report files requested, as output targets (for `checkOutputTargets` before a run). */
function reportTargets(files, flags = CLI_FLAGS) {
    return ['json', 'sarif', 'junit', 'html'].flatMap((k) => files[k] ? [{ flag: flags[k], path: files[k] }] : []);
}
/**
 * The report files the flags name (made absolute by `abs`) and the `--summary` target, every path checked
 * writable before anything runs (BG015, exit 2).
 */
async function cliReportFiles(values, abs) {
    const files = {
        ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
        ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
        ...(values['sarif-category'] ? { sarifCategory: values['sarif-category'] } : {}),
        ...(values.junit ? { junit: abs(values.junit) } : {}),
        ...(values.html ? { html: abs(values.html) } : {})
    };
    const summaryTarget = values.summary ? { flag: '--summary', path: abs(values.summary) } : undefined;
    await (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOutputTargets */ .yy)([...reportTargets(files), ...(summaryTarget ? [summaryTarget] : [])]);
    return summaryTarget ? { files, summaryTarget } : { files };
}
/**
 * Writes the requested report files (absolute paths). A file that cannot be written is an OutputPathError (BG015)
 * naming the flag (`flags`: the CLI's by default).
 */
async function writeReportFiles(report, files, 
/** The code registry's lookup (`src/code-registry.ts`): SARIF rules and the HTML report's fixes. */
lookupCode, flags = CLI_FLAGS) {
    const put = (k, path, text) => (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutput */ .zh)({ flag: flags[k], path }, text);
    if (files.json)
        await put('json', files.json, JSON.stringify(report, null, 2) + '\n');
    const job = files.job ?? process.env['GITHUB_JOB'];
    const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
    if (files.sarif)
        await put('sarif', files.sarif, JSON.stringify((0,_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSarif */ .WH)(report, lookupCode, {
            prefix: files.prefix,
            ...(job ? { job } : {}),
            ...(runId ? { runId } : {}),
            ...(files.sarifCategory ? { category: files.sarifCategory } : {})
        }), null, 2) + '\n');
    if (files.junit)
        await put('junit', files.junit, (0,_junit_js__WEBPACK_IMPORTED_MODULE_2__/* .renderJUnit */ .d)(report, { prefix: files.prefix }));
    if (files.html)
        await put('html', files.html, (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .renderHtml */ .K2)(report, { lookup: lookupCode, chartJs: (0,_html_vendor_js__WEBPACK_IMPORTED_MODULE_1__/* .loadChartJs */ .Y)() }));
}


/***/ }),

/***/ 98836:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yy: () => (/* binding */ checkOutputTargets),
/* harmony export */   zh: () => (/* binding */ writeOutput)
/* harmony export */ });
/* unused harmony export unwritableReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36102);
/**
 * Report files named on the command line (`--report-json`, `--sarif`, `--junit`, `--html`, `--summary`) are checked
 * before anything runs, and written with every failure turned into an `OutputPathError` (BG015, exit 2): an unwritable
 * path is a usage problem with a message that names the flag and the reason, never an internal error.
 */




/** A reason a user can act on, from an errno code. */
function reason(e) {
    const code = e.code;
    switch (code) {
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'EISDIR':
            return 'it is a folder';
        case 'ENOTDIR':
            return 'a folder on its path is a file';
        case 'ENOSPC':
            return 'no space left on the device';
        default:
            return code ?? e.message;
    }
}
/** Why `path` cannot be written (undefined when it can): checked without creating or changing anything. */
async function unwritableReason(path) {
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path);
        if (st.isDirectory())
            return 'it is a folder';
        if (!st.isFile())
            return 'it is not a regular file';
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
        return undefined;
    }
    catch (e) {
        const code = e.code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
            return reason(e);
    }
    // The nearest existing folder above it must be a folder we may create files in.
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d)) {
        try {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(d);
            if (!st.isDirectory())
                return `${d} is a file, not a folder`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(d, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return undefined;
        }
        catch (e) {
            const code = e.code;
            if ((code !== 'ENOENT' && code !== 'ENOTDIR') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d) === d)
                return reason(e);
        }
    }
}
/** Throws OutputPathError naming every target that cannot be written. */
async function checkOutputTargets(targets) {
    const bad = [];
    for (const t of targets) {
        const why = await unwritableReason(t.path);
        if (why)
            bad.push(`${t.flag} ${t.path}: ${why}`);
    }
    if (bad.length)
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputPathError */ .lz(`cannot write ${bad.join('; ')}; nothing was run`);
}
/** Writes one output file (creating its folders); any failure is an OutputPathError naming the flag. */
async function writeOutput(t, text) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(t.path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(t.path, text);
    }
    catch (e) {
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputPathError */ .lz(`cannot write ${t.flag} ${t.path}: ${reason(e)}`);
    }
}


/***/ })

};
