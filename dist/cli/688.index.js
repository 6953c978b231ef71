export const id = 688;
export const ids = [688,478,143];
export const modules = {

/***/ 2702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ BG),
/* harmony export */   C: () => (/* binding */ GENERAL_CODES)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5415);

/** Codes of the run itself: configuration, discovery, paths and internal errors. Prefix BG. */
const GENERAL_CODES = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'BG001',
        severity: 'error',
        title: 'Nothing was checked',
        description: 'No suite found any artifact under the checked path (or a suite found artifacts but nothing ran, e.g. every Qsolve case was skipped), so no gate decided anything. With `fail-on-empty` (the default) this is an error and the run fails; with `fail-on-empty: false` it is a warning. A sharded run decides this on the merged report, never per shard.',
        fix: 'Check the `path` input and `.benchgate.yml` include/exclude patterns, set `suites` to the families the repository holds, or install what the skipped Qsolve methods need; when an empty run is expected, set the input `fail-on-empty: false` (CLI `--no-fail-on-empty`).'
    },
    {
        code: 'BG002',
        severity: 'error',
        title: 'Invalid configuration',
        description: '`.benchgate.yml` (or an action input) could not be read or has a wrong key, type or value.',
        fix: 'Correct the key at the reported line; see docs/configuration.md for every key.'
    },
    {
        code: 'BG003',
        severity: 'error',
        title: 'Path escapes the repository',
        description: 'A path taken from an artifact or the configuration is absolute, contains `..`, or resolves (through a symlink) outside the repository root.',
        fix: 'Use a relative path inside the repository, and do not point symlinks outside it.'
    },
    {
        code: 'BG004',
        severity: 'error',
        title: 'Unknown suite or option key',
        description: 'A suite named in `suites`, the `options` input or `.benchgate.yml` does not exist, or an option map holds a prototype key (`__proto__`, `constructor`, `prototype`), which benchgate refuses instead of silently ignoring.',
        fix: 'Use one of the suite ids listed by `benchgate check --help`, and real option names.'
    },
    {
        code: 'BG005',
        severity: 'error',
        title: 'Suite crashed',
        description: 'A suite raised an unexpected internal error on an artifact; its gates for that artifact are undecided.',
        fix: 'Report the message to the benchgate maintainers with the artifact; run with `--debug` for the stack trace.'
    },
    {
        code: 'BG006',
        severity: 'notice',
        title: 'Symlink skipped',
        description: 'Discovery found a symlink that resolves outside the repository root and did not follow it.',
        fix: 'Nothing, unless the artifact behind it should be checked: then place it inside the repository.'
    },
    {
        code: 'BG007',
        severity: 'notice',
        title: 'Findings not shown as annotations',
        description: 'GitHub shows at most 10 annotations per level per step; the rest are in the job summary and the JSON report.',
        fix: 'Read the full list in the job summary, the JSON report, SARIF or the check run.'
    },
    {
        code: 'BG008',
        severity: 'error',
        title: 'Cannot read file',
        description: 'A file could not be read (permissions, a directory where a file was expected, or an I/O error).',
        fix: 'Make the file readable, or exclude it in `.benchgate.yml`.'
    },
    {
        code: 'BG009',
        severity: 'warning',
        title: 'Report truncated',
        description: "The job summary would exceed GitHub's 1 MiB limit, so its longest tables were cut; the JSON report keeps everything.",
        fix: 'Read the JSON report (`report-json`) for the full list.'
    },
    {
        code: 'BG010',
        severity: 'notice',
        title: 'Check run not published',
        description: "The check run with every annotation could not be created: a pull request from a fork (read-only token), a token without `checks: write`, or an API error. The job's own pass/fail is still the gate, and the job summary and annotations are complete.",
        fix: 'Give the job `permissions: checks: write` (not possible on fork pull requests: rely on the job status, or see the workflow_run recipe in docs/github.md), or set `check-run: false`.'
    },
    {
        code: 'BG011',
        severity: 'notice',
        title: 'Pull-request comment not posted',
        description: 'The sticky pull-request comment could not be created or updated: a pull request from a fork (read-only token), a token without `pull-requests: write`, an API error, or (on `workflow_run`) no open pull request of this repository has the checked commit as its head. Nothing else is affected.',
        fix: 'Give the job `permissions: pull-requests: write`, or set `comment: false`; on fork pull requests the comment is always skipped (use the workflow_run recipe in docs/github.md, and its `pull-request` input when the lookup cannot find the pull request).'
    },
    {
        code: 'BG012',
        severity: 'warning',
        title: 'Result cache unavailable',
        description: 'The result cache (@actions/cache in the action, a local folder in the CLI) is missing or failing; benchgate computes every result afresh. Reported once per run; never fails the job.',
        fix: 'Nothing is required. On GitHub Enterprise Server enable the cache service, or set `cache: false` (CLI: `--no-cache`) to silence it.'
    },
    {
        code: 'BG013',
        severity: 'error',
        title: 'Shard reports cannot be merged',
        description: "The reports given to `benchgate merge` (or the action's `mode: merge`) cannot form one verdict: a file is over the size limit (64 MiB each, 128 MiB in all), not JSON, or not a valid report (schemas/report.schema.json and its bounds); a report's counts or verdict do not match its own gates and findings, or a passing gate has an error finding against it (edited); the reports come from different benchgate versions, configurations, runs or plans (foreign); a shard is missing or duplicated, holds an artifact of another shard, or the shards together are not the planned artifact list. See docs/security/merge.md.",
        fix: 'Run every shard of the matrix with the same benchgate version, `.benchgate.yml`, inputs and shard count in one workflow run, and pass the unmodified report of each shard exactly once; with `--plan`/`verify-plan`, give merge the same path, suites, options and fail-on as the shards.'
    },
    {
        code: 'BG030',
        severity: 'notice',
        title: 'GitHub API rate limit',
        description: "GitHub refused a request of the check run or the pull-request comment with a rate limit (403/429 with `retry-after`, `x-ratelimit-remaining: 0` or the secondary-rate-limit message) and the wait it asked for did not fit the channel's time budget. The token's permissions are fine; the channel is skipped or incomplete. Never fails the job.",
        fix: "Nothing is required: the job's exit code is the gate. If it recurs, run fewer jobs that write with the same token at the same time, or fewer annotations (fix findings, or `check-run: false`)."
    },
    {
        code: 'BG031',
        severity: 'error',
        title: 'Event payload unreadable',
        description: "The runner's event payload (`GITHUB_EVENT_PATH`) cannot be read, is larger than 32 MiB, is not valid JSON or is not an object. benchgate still checks the artifacts and writes the summary and outputs, but skips the check run and the comment (the pull request and its head commit are unknown) and fails the step. The message never quotes the file.",
        fix: 'Run benchgate as a step of a GitHub Actions job without overriding `GITHUB_EVENT_PATH`; the runner writes that file.'
    },
    {
        code: 'BG032',
        severity: 'warning',
        title: 'Job summary not written',
        description: 'The job summary file (`GITHUB_STEP_SUMMARY`) could not be written (missing folder, read-only file, full disk). The outputs, annotations, report files and the verdict are unaffected.',
        fix: 'Nothing is required; read the findings in the annotations or the report files. Do not override `GITHUB_STEP_SUMMARY`.'
    },
    {
        code: 'BG033',
        severity: 'error',
        title: 'Findings capped',
        description: 'One artifact (or one suite, or the run itself) produced more findings than the report keeps (1,000 each). The most severe ones are kept; this finding stands for the rest, says how many there are by code, and takes the level of the most severe one it stands for, so the verdict is unchanged.',
        fix: "Fix the findings listed (most of the rest usually share their cause) and run again; the suite's own CLI command prints every problem of one file."
    },
    {
        code: 'BG050',
        severity: 'notice',
        title: 'Baseline not used',
        description: 'The baseline report (input `baseline`, `benchgate check --baseline`) is missing or could not be used, so no "What changed" section is shown and the `no-regression` gate is skipped: no baseline stored yet for the base branch, a cache miss or outage, a file that is too large (16 MiB), not JSON, not a valid benchgate report (schemas/report.schema.json), a report whose verdict or counts do not match its own gates and findings (edited or forged), a report of another benchgate major version or another configuration (configHash), or a path outside the workspace. Never fails the job. See docs/baseline.md and docs/security/baseline.md.',
        fix: 'Nothing is required. For a delta, let a push to the base branch store a baseline (input `baseline-branches`), or give an unmodified JSON report of the same benchgate major version and configuration; a path inside the workspace.'
    },
    {
        code: 'BG051',
        severity: 'error',
        title: 'Regression against the baseline',
        description: 'The optional `no-regression` gate (`.benchgate.yml` `no-regression`, action input `no-regression`, CLI `--no-regression`) found a configured regression against the baseline: a gate that passed in the baseline fails or is undecided now, or a metric worsened by more than its allowance (`max-drop`). The finding names the artifact, the gate or the metric, and both values.',
        fix: "Fix the regression, or, when it is intended, raise the metric's allowance in `no-regression.max-drop` (the change to `.benchgate.yml` is itself reviewed) or merge with the gate's failure acknowledged."
    }
]);
const BG = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(GENERAL_CODES);


/***/ }),

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   aY: () => (/* binding */ gateFromFindings),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony exports allFindings, countGates */
function allFindings(suites, runFindings = []) {
    const out = runFindings.slice();
    for (const s of suites) {
        for (const f of s.findings)
            out.push(f);
        for (const a of s.artifacts)
            for (const f of a.findings)
                out.push(f);
    }
    return out;
}
function countGates(suites) {
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const s of suites)
        for (const a of s.artifacts)
            for (const g of a.gates) {
                // An unknown status (a hand-edited report: "FAILED") is an error, never silently left out of the counts.
                if (!Object.hasOwn(c, g.status))
                    throw new TypeError(`unknown gate status ${JSON.stringify(String(g.status)).slice(0, 40)} (gate ${String(g.id).slice(0, 80)})`);
                c[g.status]++;
            }
    return c;
}
function countFindings(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings) {
        if (!Object.hasOwn(c, f.severity))
            throw new TypeError(`unknown finding severity ${JSON.stringify(String(f.severity)).slice(0, 40)} (code ${String(f.code).slice(0, 20)})`);
        c[f.severity]++;
    }
    return c;
}
/**
 * The verdict. A failed gate always fails (unless fail-on is `never`).
 * An undecided gate fails too: a gate that could not decide never counts as a pass.
 * Error findings fail under `error` and `warning`; warnings fail under `warning`.
 */
function decideVerdict(gates, findings, failOn) {
    if (failOn === 'never')
        return 'pass';
    if (gates.fail > 0 || gates.undecided > 0)
        return 'fail';
    if (findings.error > 0)
        return 'fail';
    if (failOn === 'warning' && findings.warning > 0)
        return 'fail';
    return 'pass';
}
function recount(report) {
    const findings = allFindings(report.suites, report.findings);
    const gates = countGates(report.suites);
    const fc = countFindings(findings);
    const artifacts = report.suites.reduce((n, s) => n + s.artifacts.length, 0);
    return {
        ...report,
        counts: { gates, findings: fc, artifacts },
        verdict: decideVerdict(gates, fc, report.config.failOn)
    };
}
/** Gate status from findings: fail when any error finding counts against the gate. */
function gateFromFindings(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', ...(passDetail ? { detail: passDetail } : {}) };
    return {
        id,
        title,
        status: 'fail',
        detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code})`
    };
}


/***/ }),

/***/ 5066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport)
/* harmony export */ });
/* unused harmony exports MAX_FINDINGS, capFindings */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5278);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9478);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);





/** The most findings one artifact, one suite (its own findings) or the run itself keeps in the report. */
const MAX_FINDINGS = 1000;
const RANK = { error: 0, warning: 1, notice: 2 };
/**
 * Caps a list of findings at `limit`: the most severe are kept (in their order), and one BG033 finding stands
 * for the rest, counted by code, at the level of the most severe one it replaces (the verdict does not change).
 * Linear in the list length: no sort of the whole list.
 */
function capFindings(findings, limit = MAX_FINDINGS, loc = {}) {
    if (findings.length <= limit)
        return findings;
    const keep = Math.max(0, limit - 1);
    const bySeverity = { error: [], warning: [], notice: [] };
    for (const f of findings)
        bySeverity[f.severity].push(f);
    const kept = [];
    const dropped = new Map();
    let worst = 'notice';
    for (const sev of ['error', 'warning', 'notice']) {
        for (const f of bySeverity[sev]) {
            if (kept.length < keep)
                kept.push(f);
            else {
                dropped.set(f.code, (dropped.get(f.code) ?? 0) + 1);
                if (RANK[f.severity] < RANK[worst])
                    worst = f.severity;
            }
        }
    }
    const total = findings.length - kept.length;
    const codes = [...dropped].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const shown = codes
        .slice(0, 8)
        .map(([c, n]) => `${c} ×${n}`)
        .join(', ') + (codes.length > 8 ? `, and ${codes.length - 8} more code(s)` : '');
    kept.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG033, `${total} more finding(s) are not listed (the report keeps ${limit} per artifact): ${shown}. Fix the listed ones and run again.`, loc.file !== undefined ? { file: loc.file } : {}, worst));
    return kept;
}
/** Assembles the versioned report: findings capped and sorted, counts and verdict computed. */
function buildReport(suites, runFindings, opts) {
    const sorted = suites.map((s) => ({
        ...s,
        findings: capFindings(s.findings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .E),
        artifacts: [...s.artifacts]
            .sort((a, b) => a.artifact.path.localeCompare(b.artifact.path))
            .map((a) => ({
            ...a,
            findings: capFindings(a.findings, MAX_FINDINGS, { file: a.artifact.path }).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .E)
        }))
    }));
    const configHash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null }))
        .digest('hex');
    const base = {
        schema: 'benchgate.report/1',
        tool: { name: 'benchgate', version: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x },
        ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
        root: opts.root,
        config: {
            failOn: opts.failOn,
            suites: opts.suites,
            configHash,
            ...(opts.failOnEmpty !== undefined ? { failOnEmpty: opts.failOnEmpty } : {}),
            ...(opts.plan ? { plan: opts.plan } : {}),
            ...(opts.shard ? { shard: opts.shard } : {})
        },
        verdict: 'pass',
        counts: {
            gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 },
            findings: { error: 0, warning: 0, notice: 0 },
            artifacts: 0
        },
        suites: sorted,
        findings: capFindings(runFindings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .E),
        ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
    };
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .recount */ .d3)(base);
}


/***/ }),

/***/ 559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ chartAsTable)
/* harmony export */ });
/**
 * A chart section as a plain table (one row per x, one column per series, intervals as "low–high"):
 * what the text and Markdown channels show when they do not draw the chart.
 */
function chartAsTable(sec) {
    const { chart } = sec;
    const columns = [chart.x.label];
    for (const s of chart.series) {
        columns.push(s.name);
        if (s.low || s.high)
            columns.push(`${s.name} interval`);
    }
    const rows = chart.x.values.map((x, i) => {
        const row = [x];
        for (const s of chart.series) {
            row.push(s.values[i] ?? null);
            if (s.low || s.high) {
                const lo = s.low?.[i];
                const hi = s.high?.[i];
                row.push(lo == null && hi == null ? null : `${lo ?? '—'}–${hi ?? '—'}`);
            }
        }
        return row;
    });
    const limits = (chart.thresholds ?? []).map((t) => `${t.label} = ${t.value}`).join('; ');
    const note = [sec.note, limits].filter((s) => !!s).join(' ');
    return { kind: 'table', title: sec.title, columns, rows, ...(note ? { note } : {}) };
}


/***/ }),

/***/ 6158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ artifactVerdict),
/* harmony export */   Cs: () => (/* binding */ artifactName),
/* harmony export */   gD: () => (/* binding */ headlineOf),
/* harmony export */   tQ: () => (/* binding */ counts),
/* harmony export */   tx: () => (/* binding */ artifactViews)
/* harmony export */ });
/* unused harmony export metricValue */
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9478);

function base(path) {
    const parts = path.split('/').filter(Boolean);
    return parts[parts.length - 1] ?? path;
}
function dirOf(path) {
    const i = path.lastIndexOf('/');
    return i <= 0 ? '.' : path.slice(0, i);
}
/** The display name of an artifact from its kind and path (never from its content). */
function artifactName(a, suite) {
    const { kind, path } = a.artifact;
    if (kind === 'qsolve-workflow')
        return `Qsolve workflow ${base(path)}`;
    if (kind === 'artifact-manifest')
        return dirOf(path) === '.' ? 'Release inventory ARTIFACT_MANIFEST.tsv' : `Release inventory ${dirOf(path)}/`;
    if (kind.startsWith('pqid'))
        return `PQID-Bench ${base(path)}`;
    if (kind.startsWith('pcs'))
        return `pcs-core bundle ${base(path)}`;
    if (kind === 'fightbench-export-set')
        return `FightBench export set ${path}`;
    if (kind.startsWith('fightbench'))
        return `FightBench export ${base(path)}`;
    return `${suite?.title ?? suite?.suite ?? kind} ${base(path)}`;
}
/** The verdict this artifact alone would get (same rule as the run's: core/verdict.ts). */
function artifactVerdict(a, failOn) {
    const g = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    const f = { error: 0, warning: 0, notice: 0 };
    for (const x of a.gates)
        if (Object.hasOwn(g, x.status))
            g[x.status]++;
    for (const x of a.findings)
        if (Object.hasOwn(f, x.severity))
            f[x.severity]++;
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .decideVerdict */ .AU)(g, f, failOn);
}
const pct = (v) => `${(v * 100).toFixed(2)}%`;
/** One metric as text: percentages for unit '%' or 'ratio', else the number with its unit. */
function metricValue(m) {
    if (m.value === null || !Number.isFinite(m.value))
        return 'n/a';
    if (m.unit === 'ratio')
        return pct(m.value);
    const v = Number.isInteger(m.value) ? String(m.value) : String(Number(m.value.toPrecision(6)));
    if (!m.unit)
        return v;
    return m.unit === '%' ? `${v}%` : `${v} ${m.unit}`;
}
/**
 * An artifact's headline numbers, from its `metrics` only: the metrics a suite marked `headline` (in metric order),
 * else its artifact-wide metrics (ids without '/'; per-case and per-model metrics stay in the tables and the
 * deltas), at most six, else its gate counts.
 */
function headlineOf(a) {
    const metrics = Array.isArray(a.metrics) ? a.metrics : [];
    const marked = metrics.filter((m) => m.headline && typeof m.headline.label === 'string');
    if (marked.length)
        return marked.map((m) => ({
            label: m.headline.label,
            value: typeof m.headline.text === 'string' ? m.headline.text : metricValue(m)
        }));
    if (metrics.length) {
        const top = metrics.filter((m) => !String(m.id).includes('/'));
        return (top.length ? top : metrics).slice(0, 6).map((m) => ({ label: String(m.label), value: metricValue(m) }));
    }
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const g of a.gates)
        if (Object.hasOwn(c, g.status))
            c[g.status]++;
    return [{ label: 'gates passed', value: `${c.pass}/${a.gates.length}` }];
}
/** Every artifact of the report, failing ones first (then by suite order and path, as in the report). */
function artifactViews(report) {
    const out = [];
    for (const s of report.suites)
        for (const a of s.artifacts) {
            const failing = a.gates.filter((g) => g.status === 'fail' || g.status === 'undecided').length;
            out.push({
                suite: s,
                result: a,
                name: artifactName(a, s),
                verdict: artifactVerdict(a, report.config.failOn),
                headline: headlineOf(a),
                failing
            });
        }
    const rank = (v) => (v.verdict === 'fail' ? 0 : 1);
    return out
        .map((v, i) => ({ v, i }))
        .sort((x, y) => rank(x.v) - rank(y.v) || x.i - y.i)
        .map((x) => x.v);
}
/** Findings that count against the verdict under `failOn` (errors; also warnings under `warning`). */
function counts(f, failOn) {
    return f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning');
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C5: () => (/* binding */ location),
/* harmony export */   S5: () => (/* binding */ renderText)
/* harmony export */ });
/* unused harmony export wrapCell */
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(559);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2301);
/* harmony import */ var _summary_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6158);



const ANSI = {
    red: '\x1b[31m',
    green: '\x1b[32m',
    yellow: '\x1b[33m',
    cyan: '\x1b[36m',
    dim: '\x1b[2m',
    bold: '\x1b[1m',
    reset: '\x1b[0m'
};
const GATE_MARK = { pass: 'PASS', fail: 'FAIL', undecided: 'UNDECIDED', skipped: 'SKIP' };
function location(f) {
    if (!f.file)
        return '';
    return f.file + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}
/** The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). */
function renderText(report, opts) {
    const c = (k, s) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
    const gateColor = (st) => (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim');
    const sevColor = (s) => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    const out = [];
    const fmtFinding = (f) => {
        const loc = location(f);
        return `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.code))} ${loc ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(loc) + ' ' : ''}${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.message)}${f.subject ? c('dim', ` [${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.subject)}]`) : ''}`;
    };
    for (const f of report.findings)
        out.push(fmtFinding(f));
    if (report.findings.length)
        out.push('');
    for (const s of report.suites) {
        out.push(c('bold', `== ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(s.title)} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            // The artifact's name, its own verdict and its headline numbers (the same as the job summary's).
            const v = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactVerdict */ .Ad)(a, report.config.failOn);
            const head = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .headlineOf */ .gD)(a)
                .map((h) => `${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(h.label)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(h.value)}`)
                .join(', ');
            out.push(`${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.path))} ${c('dim', `(${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.kind)})`)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)((0,_summary_model_js__WEBPACK_IMPORTED_MODULE_1__/* .artifactName */ .Cs)(a, s))}: ${v === 'pass' ? c('green', 'PASS') : c('red', 'FAIL')}${head ? c('dim', ` (${head})`) : ''}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.id)}${g.detail ? c('dim', ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.detail)}`) : ''}`);
            for (const sec of a.sections ?? [])
                for (const l of renderSectionText(sec))
                    out.push(l);
            for (const f of a.findings)
                out.push(fmtFinding(f));
        }
        for (const sk of s.skipped ?? [])
            out.push(`  ${c('dim', `skipped ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.path)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.reason)}`)}`);
        out.push('');
    }
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
function renderSectionText(sec) {
    if (sec.kind === 'chart')
        return renderSectionText((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_2__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'text')
        return [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.body)}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns.map(_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)];
    for (const r of sec.rows)
        rows.push(r.map((v) => (v === null ? '—' : (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(v))));
    const widths = sec.columns.map((_, i) => {
        let w = 0;
        for (const r of rows)
            w = Math.max(w, (r[i] ?? '').length);
        return Math.min(CELL_WIDTH, w);
    });
    const lines = [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}`];
    for (const r of rows) {
        // A long cell wraps at word boundaries inside its column (never cut mid-word, never dropped).
        const wrapped = widths.map((w, i) => wrapCell(r[i] ?? '', w));
        const height = wrapped.reduce((m, c) => Math.max(m, c.length), 1);
        for (let k = 0; k < height; k++)
            lines.push('    ' +
                wrapped
                    .map((c, i) => (c[k] ?? '').padEnd(widths[i]))
                    .join('  ')
                    .trimEnd());
    }
    if (sec.note)
        lines.push(`    ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.note)}`);
    return lines;
}
/** Column width of the CLI's tables; longer cells wrap. */
const CELL_WIDTH = 40;
/**
 * A cell's text in lines of at most `width` characters, broken at spaces; a word longer than the width is
 * split across lines (no character is lost).
 */
function wrapCell(text, width) {
    if (text.length <= width)
        return [text];
    const out = [];
    let line = '';
    for (const word of text.split(' ')) {
        let w = word;
        if (line && line.length + 1 + w.length <= width) {
            line += ' ' + w;
            continue;
        }
        if (line)
            out.push(line);
        while (w.length > width) {
            out.push(w.slice(0, width));
            w = w.slice(width);
        }
        line = w;
    }
    if (line)
        out.push(line);
    return out;
}


/***/ })

};
