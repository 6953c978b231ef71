export const id = 431;
export const ids = [431,478,143];
export const modules = {

/***/ 7663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zg: () => (/* binding */ MAX_BASELINE_BYTES),
/* harmony export */   s$: () => (/* binding */ readBaselineFile)
/* harmony export */ });
/* unused harmony export parseBaseline */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5278);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6107);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3586);
/**
 * Reading a baseline report: HOSTILE input (a cache entry anyone with write access to the base branch's cache
 * scope could have written, a downloaded artifact, a file). It is bounded in size before a byte is read, parsed
 * without quoting it, validated against schemas/report.schema.json with the merge code's bounds, checked for
 * self-consistency (counts and verdict recomputed from its own gates and findings: a forged verdict is refused),
 * and refused when it comes from another benchgate major version or another configuration. Every refusal is a
 * BG050 notice, never a failure. See docs/security/baseline.md.
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
        report = (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .validateReport */ .RE)(v, name);
        (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .checkReportConsistency */ .zu)(report, name);
    }
    catch (e) {
        return notice(e.message);
    }
    if (major(report.tool.version) !== major(expect.version))
        return notice(`${name} was written by benchgate ${report.tool.version}, another major version than this run's ${expect.version}`);
    if (report.config.configHash !== expect.configHash)
        return notice(`${name} was made with another configuration (configHash ${report.config.configHash.slice(0, 12)}… vs ${expect.configHash.slice(0, 12)}…: .benchgate.yml, suites, options or fail-on differ)`);
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

/***/ 8670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   diffCommand: () => (/* binding */ diffCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _baseline_load_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7663);
/* harmony import */ var _baseline_no_regression_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(116);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3586);
/* harmony import */ var _report_delta_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5208);
/* harmony import */ var _report_delta_render_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5173);
/* harmony import */ var _report_escape_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2301);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6102);











/** Reads one report given to `diff`: size-bounded, schema-validated, self-consistent (MergeError otherwise). */
async function readReport(path, name) {
    let size;
    try {
        size = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).size;
    }
    catch (e) {
        throw new _merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeError */ .VX(`${name} cannot be read (${e.code ?? 'error'})`);
    }
    if (size > _baseline_load_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BASELINE_BYTES */ .Zg)
        throw new _merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeError */ .VX(`${name} is ${size} bytes, over the ${_baseline_load_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BASELINE_BYTES */ .Zg / 1048576} MiB limit`);
    let v;
    try {
        v = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch {
        throw new _merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeError */ .VX(`${name} is not valid JSON`);
    }
    const r = (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .validateReport */ .RE)(v, name);
    (0,_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .checkReportConsistency */ .zu)(r, name);
    return r;
}
const diffCommand = {
    name: ['diff'],
    usage: 'benchgate diff BASE.json HEAD.json [--format text|json] [--no-regression true|MAPPING]',
    summary: "What changed between two JSON reports (the base branch's and this one): new failures, fixed gates, gates newly undecided or skipped, new and removed artifacts, new findings, metric deltas with their direction. Exit 0: no new failing or undecided gate and no regression under --no-regression; 1: there is; 2: usage or an unusable report (docs/baseline.md).",
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            allowPositionals: true,
            options: { format: { type: 'string' }, 'no-regression': { type: 'string' } }
        });
        if (positionals.length !== 2)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb('diff takes two reports: BASE.json HEAD.json');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        let cfg;
        try {
            cfg = (0,_baseline_no_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .parseNoRegressionText */ .l8)(values['no-regression'] ?? '', '--no-regression');
        }
        catch (e) {
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .UsageError */ .eb(e.message);
        }
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p));
        let base;
        let head;
        try {
            base = await readReport(abs(positionals[0]), `BASE ${JSON.stringify(positionals[0].slice(0, 200))}`);
            head = await readReport(abs(positionals[1]), `HEAD ${JSON.stringify(positionals[1].slice(0, 200))}`);
        }
        catch (e) {
            if (e instanceof _merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeError */ .VX) {
                io.stderr(`benchgate diff: ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(e.message)}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        if (base.config.configHash !== head.config.configHash)
            io.stderr('benchgate diff: note: the two reports were made with different configurations (configHash); gates and metrics may differ for that reason\n');
        const delta = (0,_report_delta_js__WEBPACK_IMPORTED_MODULE_9__/* .diffReports */ .fH)(base, head, { source: 'file', ref: positionals[0].slice(0, 200) });
        const regressions = [];
        if (cfg?.enabled) {
            for (const s of head.suites)
                for (const a of s.artifacts) {
                    const d = (0,_baseline_no_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .decideNoRegression */ .Bp)(delta, cfg, s.suite, a.artifact.path);
                    if (d.gate.status !== 'pass')
                        for (const f of d.findings)
                            regressions.push(`${a.artifact.path}: ${f.message}`);
                }
        }
        if (format === 'json')
            io.stdout(JSON.stringify({ delta, regressions }, null, 2) + '\n');
        else {
            io.stdout((0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_6__/* .renderDeltaText */ .II)(delta, { color: io.color }));
            for (const r of regressions)
                io.stdout(`no-regression: ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(r)}\n`);
        }
        return (0,_report_delta_js__WEBPACK_IMPORTED_MODULE_9__/* .hasNewFailures */ .So)(delta) || regressions.length > 0 ? _core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.fail : _core_command_js__WEBPACK_IMPORTED_MODULE_8__/* .EXIT */ .dc.pass;
    }
};


/***/ }),

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


/***/ })

};
