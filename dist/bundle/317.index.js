export const id = 317;
export const ids = [317];
export const modules = {

/***/ 60317:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83457);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74453);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19107);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96265);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(50561);
/* harmony import */ var _report_output_paths_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(98836);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(54285);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(65655);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(79954);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(36102);
/* harmony import */ var _path_hint_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(56481);
/* harmony import */ var _report_flags_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(4352);















const mergeCommand = {
    name: ['merge'],
    usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--run-id ID] [--plan PATH [--suites auto|a,b] [--fail-on …] [--strict] [--option suite.key=value]...]',
    summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict. Each report is size-bounded and schema-validated, counts and verdict are recomputed, and the shards must form one partition; --run-id requires that run, --plan PATH re-discovers PATH with the given check options and requires the same configuration and planned artifacts (docs/security/merge.md).',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                ..._report_flags_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORT_FILE_FLAGS */ .Q,
                'run-id': { type: 'string' },
                plan: { type: 'string' },
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                strict: { type: 'boolean' },
                option: { type: 'string', multiple: true }
            }
        });
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb('merge needs the JSON report of every shard');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, p));
        const expect = {};
        try {
            const run = (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunId */ ._G)(values['run-id'], '--run-id');
            if (run)
                expect.run = run;
            if (!values.plan && (values.suites || values['fail-on'] || values.strict || values.option))
                throw new Error('--suites, --fail-on, --strict and --option describe the plan: give them with --plan PATH');
            if (values.plan) {
                const failOn = values['fail-on'] ? (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFailOn */ .XV)(values['fail-on']) : undefined;
                const flagOptions = {};
                for (const o of values.option ?? [])
                    (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseOptionFlag */ .Bh)(o, flagOptions);
                expect.reference = await (0,_run_js__WEBPACK_IMPORTED_MODULE_10__/* .runCheck */ .k_)({
                    path: abs(values.plan),
                    suites: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSuitesList */ .x8)(values.suites ?? 'auto'),
                    ...(failOn ? { failOn } : {}),
                    suiteOptions: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeSuiteOptions */ .LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions),
                    planOnly: true
                });
            }
        }
        catch (e) {
            if (e instanceof _run_js__WEBPACK_IMPORTED_MODULE_10__/* .RunError */ .e4) {
                io.stderr(`benchgate merge: --plan: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.usage;
            }
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb(e.message);
        }
        // Unwritable report paths are a usage error before anything is merged (BG015, exit 2).
        const { files, summaryTarget } = await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_6__/* .cliReportFiles */ .e)(values, abs);
        let report;
        try {
            report = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .mergeReportFiles */ .w5)(positionals.map(abs), expect);
        }
        catch (e) {
            if (e instanceof _core_report_check_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeError */ .VX) {
                io.stderr(`benchgate merge: ${e.code}: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        const prefix = ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(report.root) ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_9__/* .renderText */ .S5)(report, { color: io.color, ...((0,_path_hint_js__WEBPACK_IMPORTED_MODULE_12__/* .rootIsHere */ .R)(report.root) ? { cwd: io.cwd } : {}) }));
        // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
        await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_6__/* .writeReportFiles */ .t)(report, {
            ...files,
            prefix: prefix.startsWith('..') ? '.' : prefix
        });
        if (summaryTarget)
            await (0,_report_output_paths_js__WEBPACK_IMPORTED_MODULE_7__/* .writeOutput */ .zh)(summaryTarget, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .renderSummary */ .Br)(report));
        return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .dc.fail;
    }
};


/***/ }),

/***/ 56481:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ pathHint),
/* harmony export */   R: () => (/* binding */ rootIsHere)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32085);



/**
 * For a PATH that is not a directory: ` Did you mean "examples"?` when a folder beside it has a name one typo
 * away (shown relative to `cwd`), else the empty string. Reads one folder listing; never throws.
 */
function pathHint(path, cwd) {
    try {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
        const folders = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })
            .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
            .map((e) => e.name)
            .sort();
        const c = (0,_core_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path), folders);
        if (c === undefined)
            return '';
        const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, `${dir}/${c}`) || '.';
        return ` Did you mean "${shown}"?`;
    }
    catch {
        return '';
    }
}
/**
 * Whether a report's root is on this machine, so `merge` and `diff` can show its paths relative to the current
 * directory (display-path.ts): a relative root (the action's `path` input) or an absolute folder that exists here.
 * A report made elsewhere keeps the paths it stores (relative to its root): a `../` ladder to a folder that is not
 * here would mislead. One `stat`; never throws.
 */
function rootIsHere(root) {
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(root))
        return true;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(root).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 4352:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ REPORT_FILE_FLAGS)
/* harmony export */ });
/**
 * The flags of every command that writes benchgate's report files (`check`, `merge`): the output format and one flag
 * per report channel, read by `cliReportFiles` (src/report/files.ts). Declared once so the two commands cannot drift.
 */
const REPORT_FILE_FLAGS = {
    format: { type: 'string' },
    'report-json': { type: 'string' },
    sarif: { type: 'string' },
    'sarif-category': { type: 'string' },
    junit: { type: 'string' },
    html: { type: 'string' },
    summary: { type: 'string' }
};


/***/ }),

/***/ 19107:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ mergeReports),
/* harmony export */   T0: () => (/* binding */ resolveReportPaths),
/* harmony export */   w5: () => (/* binding */ mergeReportFiles)
/* harmony export */ });
/* unused harmony export readReportFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95278);
/* harmony import */ var _core_order_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(92831);
/* harmony import */ var _core_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16085);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74453);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96265);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79478);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79954);
/* harmony import */ var _suites_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(72181);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(53309);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(79596);







const key = (suite, path) => `${suite}\0${path}`;





/** Largest sum of the report files of one merge. */
const MAX_TOTAL_REPORT_BYTES = 128 * 1024 * 1024;
/** Most report files in one merge: one per shard. */
const MAX_REPORTS = _core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SHARDS */ .hH;
function checkReference(r, source, expect) {
    const plan = r.config.plan;
    if (expect.run !== undefined && plan?.run !== expect.run)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} belongs to ${plan?.run ? `run ${plan.run}` : 'no recorded run'}, not to run ${expect.run}; merge only the shard reports of this run`);
    const ref = expect.reference;
    if (!ref)
        return;
    if (r.tool.version !== ref.tool.version)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} was written by benchgate ${r.tool.version} but this merge is benchgate ${ref.tool.version}; the plan can only be verified with the same version`);
    if (r.config.failOn !== ref.config.failOn ||
        r.config.suites.join(',') !== ref.config.suites.join(',') ||
        r.config.configHash !== ref.config.configHash)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} was made with another configuration than this merge's own (configHash ${r.config.configHash.slice(0, 12)}… vs ${ref.config.configHash.slice(0, 12)}…, fail-on ${r.config.failOn} vs ${ref.config.failOn}, suites [${r.config.suites.join(', ')}] vs [${ref.config.suites.join(', ')}]); give merge the same path, suites, options and fail-on as the shards`);
    if (!plan)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} has no plan identity (config.plan); re-run the shards with this benchgate version`);
    const want = ref.config.plan;
    if (plan.hash !== want.hash || plan.artifacts !== want.artifacts)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} planned ${plan.artifacts} artifact(s) (plan ${plan.hash.slice(0, 12)}…) but this merge discovers ${want.artifacts} (plan ${want.hash.slice(0, 12)}…) under the same inputs; the report belongs to another checkout or was edited`);
}
/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Every report is validated against the schema and its bounds, checked for consistency
 * (checkReportConsistency) and, with `expect`, against what the merger knows for itself. Refuses, with a
 * message naming the reports, different benchgate versions, configurations or partitions (run, plan hash,
 * shard count), a missing, duplicate or foreign shard, an artifact in two shards, or a union of shards that is
 * not the planned artifact list. Counts and the verdict are always recomputed. Async: it loads the suites that hold
 * artifacts (for `Suite.nothingChecked`), and only those.
 */
async function mergeReports(shards, expect = {}) {
    if (shards.length === 0)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX('no reports to merge');
    if (shards.length > MAX_REPORTS)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${shards.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    for (const s of shards)
        (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .validateReport */ .RE)(s.report, s.source);
    const entriesOf = new Map();
    for (const s of shards)
        entriesOf.set(s, (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkReportConsistency */ .zu)(s.report, s.source));
    for (const s of shards)
        checkReference(s.report, s.source, expect);
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const a = first.report;
        const b = s.report;
        if (a.tool.version !== b.tool.version)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`);
        if (a.config.failOn !== b.config.failOn)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`);
        if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites))
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`);
        if (a.config.configHash !== b.config.configHash)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`);
        if ((a.config.plan?.run ?? '') !== (b.config.plan?.run ?? ''))
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} belongs to run ${b.config.plan?.run ?? '(none recorded)'} but ${first.source} to run ${a.config.plan?.run ?? '(none recorded)'}; merge the shard reports of one run`);
    }
    if (shards.length === 1 && !first.report.config.shard)
        return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .recount */ .d3)(first.report);
    const count = first.report.config.shard?.count ?? 0;
    const byIndex = new Map();
    for (const s of shards) {
        const sh = s.report.config.shard;
        if (!sh)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
        if (sh.count !== count)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
        if (!sh.slice || !s.report.config.plan)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} has no partition identity (config.plan and config.shard.slice); re-run the shards with this benchgate version`);
        const a = first.report.config.plan;
        const b = s.report.config.plan;
        if (a.hash !== b.hash || a.artifacts !== b.artifacts)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} planned ${b.artifacts} artifact(s) (plan ${b.hash.slice(0, 12)}…) but ${first.source} planned ${a.artifacts} (plan ${a.hash.slice(0, 12)}…); the shards did not partition the same checkout`);
        const prev = byIndex.get(sh.index);
        if (prev)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
        byIndex.set(sh.index, s.source);
    }
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()]
            .sort((x, y) => x - y)
            .map((i) => `${i}/${count}`)
            .join(', ')}`);
    const ordered = [...shards].sort((x, y) => x.report.config.shard.index - y.report.config.shard.index);
    const lead = ordered[0].report;
    const suites = new Map();
    const owner = new Map();
    const union = [];
    for (const s of ordered) {
        const { report, source } = s;
        for (const e of entriesOf.get(s))
            union.push(e);
        for (const st of report.suites) {
            let m = suites.get(st.suite);
            if (!m)
                suites.set(st.suite, (m = { suite: st.suite, title: st.title, artifacts: [], findings: [] }));
            for (const a of st.artifacts) {
                const k = key(st.suite, a.artifact.path);
                if (owner.has(k))
                    throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`artifact ${a.artifact.path} (${st.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
                owner.set(k, source);
                m.artifacts.push(a);
            }
            for (const f of st.findings)
                m.findings.push(f);
            if (st.skipped?.length) {
                m.skipped ??= [];
                for (const x of st.skipped)
                    m.skipped.push(x);
            }
        }
    }
    const plan = lead.config.plan;
    if (union.length !== plan.artifacts || (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .planDigest */ .Gb)(union) !== plan.hash)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`the shards hold ${union.length} artifact(s) but ${plan.artifacts} were planned (plan ${plan.hash.slice(0, 12)}…); a shard report is incomplete or was edited`);
    const order = lead.config.suites;
    const rank = (id) => (order.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : order.indexOf(id));
    const merged = [...suites.values()]
        .sort((a, b) => rank(a.suite) - rank(b.suite))
        .map((s) => ({
        ...s,
        findings: [...s.findings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_8__/* .compareFindings */ .E),
        artifacts: [...s.artifacts].sort((a, b) => (0,_core_order_js__WEBPACK_IMPORTED_MODULE_9__/* .compareText */ .n)(a.artifact.path, b.artifact.path))
    }));
    const runFindings = [];
    for (const s of ordered)
        for (const f of s.report.findings)
            runFindings.push(f);
    // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it. Only
    // the suites that hold artifacts are loaded (their `nothingChecked`).
    const loaded = await (0,_suites_index_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSuites */ ._)((0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .suitesWithArtifacts */ .FD)(merged));
    for (const f of (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .emptinessFindings */ .Hc)(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false, loaded))
        runFindings.push(f);
    const starts = ordered
        .map((s) => s.report.startedAt)
        .filter((x) => Boolean(x))
        .sort();
    const durations = ordered.map((s) => s.report.durationMs).filter((x) => typeof x === 'number');
    const attempts = ordered.map((s) => s.report.config.plan?.attempt).filter((x) => typeof x === 'number');
    const { shard: _shard, plan: _plan, ...config } = lead.config;
    const { attempt: _attempt, ...planId } = plan;
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .recount */ .d3)({
        schema: 'benchgate.report/1',
        tool: lead.tool,
        ...(starts.length ? { startedAt: starts[0] } : {}),
        root: lead.root,
        config: {
            ...config,
            plan: { ...planId, ...(attempts.length ? { attempt: attempts.reduce((x, y) => Math.max(x, y)) } : {}) }
        },
        verdict: 'pass',
        counts: lead.counts,
        suites: merged,
        findings: runFindings.sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_8__/* .compareFindings */ .E),
        ...(durations.length ? { durationMs: (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_10__/* .maxOf */ ._)(durations) } : {})
    });
}
const SKIP = new Set(['.git', 'node_modules']);
async function walk(dir, rel, out, depth) {
    if (depth > 20)
        return;
    let entries;
    try {
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries) {
        if (SKIP.has(e.name))
            continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory())
            await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name), r, out, depth + 1);
        else if (e.isFile())
            out.push(r);
    }
}
/**
 * Expands the action's `reports` input: entries separated by new lines or commas, each a path (a file, or a
 * folder whose *.json files are taken recursively) or a glob (`shards/**\/*.json`), relative to `base`.
 * Sorted, without duplicates.
 */
async function resolveReportPaths(spec, base) {
    const out = new Set();
    for (const raw of spec
        .split(/[\n,]+/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!/[*?{]/.test(raw)) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(raw) ? raw : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, raw);
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs).catch(() => undefined);
            if (!st)
                throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`report ${raw} does not exist`);
            if (st.isDirectory()) {
                const files = [];
                await walk(abs, '', files, 0);
                for (const f of files)
                    if (f.endsWith('.json'))
                        out.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(abs, f));
            }
            else
                out.add(abs);
            continue;
        }
        const pattern = raw.replace(/^\.\//, '');
        const segs = pattern.split('/');
        const firstGlob = segs.findIndex((s) => /[*?{]/.test(s));
        const prefix = segs.slice(0, firstGlob).join('/');
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(pattern) ? '/' : base;
        const start = prefix ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, prefix) : root;
        const rest = segs.slice(firstGlob).join('/');
        const files = [];
        const recursive = rest.includes('/') || rest.includes('**');
        if (recursive)
            await walk(start, '', files, 0);
        else
            for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(start, { withFileTypes: true }).catch(() => []))
                if (e.isFile())
                    files.push(e.name);
        const re = (0,_core_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globToRegExp */ .tL)(rest);
        for (const f of files)
            if (re.test(f))
                out.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(start, ...f.split('/')));
    }
    return [...out].sort();
}
/** Reads one report file: a regular file of at most MAX_REPORT_BYTES (checked before reading), UTF-8. */
async function readReportFile(path, budget = _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA) {
    const limit = Math.min(_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA, budget);
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch((e) => {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`cannot read ${path}: ${e.code ?? 'error'}`);
    });
    if (!st.isFile())
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is not a regular file`);
    if (st.size > _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .overLimit */ .W)(st.size, _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA)} for a report`);
    if (st.size > limit)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(st.size)}) takes the reports over the ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(MAX_TOTAL_REPORT_BYTES)} limit for one merge`);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    }
    catch (e) {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`cannot read ${path}: ${e.code ?? 'error'}`);
    }
    try {
        // The file may grow between stat and read: never read more than the limit + 1 byte.
        const buf = Buffer.allocUnsafe(Math.min(st.size, limit) + 1);
        let n = 0;
        for (;;) {
            const { bytesRead } = await fh.read(buf, n, buf.length - n, n);
            if (bytesRead === 0)
                break;
            n += bytesRead;
            if (n === buf.length)
                break;
        }
        if (n > limit)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} grew over the ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(limit)} limit while being read`);
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
        }
        catch {
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is not UTF-8 text; give merge the JSON reports (report-json) of the shards`);
        }
    }
    finally {
        await fh.close();
    }
}
/** Reads and merges report files (each bounded and validated before anything else). */
async function mergeReportFiles(paths, expect = {}) {
    if (paths.length > MAX_REPORTS)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${paths.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    const shards = [];
    let left = MAX_TOTAL_REPORT_BYTES;
    for (const p of paths) {
        const text = await readReportFile(p, left);
        left -= Buffer.byteLength(text);
        shards.push((0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .parseShardReport */ .sq)(text, p));
    }
    return mergeReports(shards, expect);
}


/***/ }),

/***/ 50561:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ cliReportFiles),
/* harmony export */   t: () => (/* binding */ writeReportFiles)
/* harmony export */ });
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98590);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5718);
/* harmony import */ var _html_vendor_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20964);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16704);
/* harmony import */ var _sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10643);
/* harmony import */ var _output_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(98836);






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
    await (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .checkOutputTargets */ .yy)([...reportTargets(files), ...(summaryTarget ? [summaryTarget] : [])]);
    return summaryTarget ? { files, summaryTarget } : { files };
}
/**
 * Writes the requested report files (absolute paths). A file that cannot be written is an OutputPathError (BG015)
 * naming the flag (`flags`: the CLI's by default).
 */
async function writeReportFiles(report, files, flags = CLI_FLAGS) {
    const put = (k, path, text) => (0,_output_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutput */ .zh)({ flag: flags[k], path }, text);
    if (files.json)
        await put('json', files.json, JSON.stringify(report, null, 2) + '\n');
    const job = files.job ?? process.env['GITHUB_JOB'];
    const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
    if (files.sarif)
        await put('sarif', files.sarif, JSON.stringify((0,_sarif_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSarif */ .WH)(report, _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, {
            prefix: files.prefix,
            ...(job ? { job } : {}),
            ...(runId ? { runId } : {}),
            ...(files.sarifCategory ? { category: files.sarifCategory } : {})
        }), null, 2) + '\n');
    if (files.junit)
        await put('junit', files.junit, (0,_junit_js__WEBPACK_IMPORTED_MODULE_3__/* .renderJUnit */ .d)(report, { prefix: files.prefix }));
    if (files.html)
        await put('html', files.html, (0,_html_js__WEBPACK_IMPORTED_MODULE_1__/* .renderHtml */ .K2)(report, { lookup: _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, chartJs: (0,_html_vendor_js__WEBPACK_IMPORTED_MODULE_2__/* .loadChartJs */ .Y)() }));
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
