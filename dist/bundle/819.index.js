export const id = 819;
export const ids = [819];
export const modules = {

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

/***/ 66819:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  parseShard: () => (/* binding */ parseShard)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/local-cache.ts
var local_cache = __webpack_require__(60875);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(83457);
// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(74453);
// EXTERNAL MODULE: ./src/report/files.ts
var report_files = __webpack_require__(50561);
// EXTERNAL MODULE: ./src/report/output-paths.ts
var output_paths = __webpack_require__(98836);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(62301);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(65655);
// EXTERNAL MODULE: ./src/run.ts + 3 modules
var src_run = __webpack_require__(79954);
// EXTERNAL MODULE: ./src/flow.ts
var flow = __webpack_require__(26439);
// EXTERNAL MODULE: ./src/suites/index.ts
var src_suites = __webpack_require__(72181);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
// EXTERNAL MODULE: ./src/cli/path-hint.ts
var path_hint = __webpack_require__(56481);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
;// CONCATENATED MODULE: ./src/cli/select.ts
/**
 * Selection for local iteration, as pytest has it: `-k EXPR` (a keyword expression over artifact names) and
 * `--lf`/`--last-failed` (the artifacts that failed in the last run of this folder, kept in the user's cache
 * folder). Selection is local only: a selected run is not a complete check, and the action has no such input.
 */




/**
 * Parses pytest's `-k` grammar: words matched as case-insensitive substrings of `suite::path`, combined with
 * `and`, `or`, `not` and parentheses (`not` binds tightest, then `and`, then `or`). Throws Error on a malformed
 * expression.
 */
function parseKeyword(expr) {
    const tokens = expr.match(/\(|\)|[^\s()]+/g) ?? [];
    if (tokens.length === 0)
        throw new Error('-k needs an expression, e.g. -k "qsolve and not max-cut"');
    let i = 0;
    const peek = () => tokens[i];
    const orExpr = () => {
        let left = andExpr();
        while (peek() === 'or') {
            i++;
            const l = left;
            const r = andExpr();
            left = (n) => l(n) || r(n);
        }
        return left;
    };
    const andExpr = () => {
        let left = notExpr();
        while (peek() === 'and') {
            i++;
            const l = left;
            const r = notExpr();
            left = (n) => l(n) && r(n);
        }
        return left;
    };
    const notExpr = () => {
        if (peek() === 'not') {
            i++;
            const inner = notExpr();
            return (n) => !inner(n);
        }
        return atom();
    };
    const atom = () => {
        const tok = tokens[i++];
        if (tok === undefined)
            throw new Error(`-k "${expr}": the expression ends too early`);
        if (tok === '(') {
            const inner = orExpr();
            if (tokens[i++] !== ')')
                throw new Error(`-k "${expr}": a "(" is not closed`);
            return inner;
        }
        if (tok === ')' || tok === 'and' || tok === 'or')
            throw new Error(`-k "${expr}": unexpected "${tok}"`);
        const word = tok.toLowerCase();
        return (n) => n.toLowerCase().includes(word);
    };
    const pred = orExpr();
    if (i < tokens.length)
        throw new Error(`-k "${expr}": unexpected "${tokens[i]}"`);
    return pred;
}
/** The name `-k` matches: `suite::path` (so `-k pqid`, `-k evaluations.jsonl` and `-k "pcs and labtrust"` all work). */
const selectionName = (suite, path) => `${suite}::${path}`;
function lastFailedFile(cacheDir, root) {
    return (0,external_node_path_.join)(cacheDir, 'lastfailed', (0,external_node_crypto_.createHash)('sha256').update(root).digest('hex').slice(0, 32) + '.json');
}
/** The `suite::path` names that failed in the last full or selected run of `root`, or undefined when none is kept. */
async function readLastFailed(cacheDir, root) {
    try {
        const v = JSON.parse(await (0,promises_.readFile)(lastFailedFile(cacheDir, root), 'utf8'));
        if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
            return undefined;
        return new Set(v);
    }
    catch {
        return undefined;
    }
}
/**
 * Keeps the failing artifacts for `--lf`: this run's failures, plus the earlier ones this run did not check (a `-k`
 * or `-x` run forgets nothing it did not look at). Best effort: a cache folder that cannot be written is no error.
 */
async function writeLastFailed(cacheDir, root, report) {
    const checked = new Set();
    const failed = new Set();
    for (const s of report.suites)
        for (const a of s.artifacts) {
            const name = selectionName(s.suite, a.artifact.path);
            checked.add(name);
            if ((0,verdict/* artifactFails */.QB)(a, report.config.failOn))
                failed.add(name);
        }
    for (const name of (await readLastFailed(cacheDir, root)) ?? [])
        if (!checked.has(name))
            failed.add(name);
    try {
        const f = lastFailedFile(cacheDir, root);
        await (0,promises_.mkdir)((0,external_node_path_.join)(cacheDir, 'lastfailed'), { recursive: true, mode: 0o700 });
        await (0,promises_.writeFile)(f, JSON.stringify([...failed].sort()) + '\n', { mode: 0o600 });
    }
    catch {
        /* best effort */
    }
}

// EXTERNAL MODULE: ./src/code-registry.ts + 1 modules
var code_registry = __webpack_require__(98590);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: ./src/baseline/load.ts
var load = __webpack_require__(47663);
// EXTERNAL MODULE: ./src/core/no-regression-config.ts
var no_regression_config = __webpack_require__(95311);
;// CONCATENATED MODULE: ./src/cli/baseline.ts
/** The `--baseline` and `--no-regression` flags of `benchgate check` as RunOptions (kept out of the command file). */




function cliBaselineOptions(baseline, noRegression, cwd) {
    let nr;
    try {
        nr = (0,no_regression_config/* parseNoRegressionText */.l)(noRegression ?? '', '--no-regression');
    }
    catch (e) {
        throw new command/* UsageError */.eb(e.message);
    }
    if (baseline !== undefined && baseline.trim() === '')
        throw new command/* UsageError */.eb('--baseline needs the path of a JSON report');
    return {
        ...(nr ? { noRegression: nr } : {}),
        ...(baseline
            ? {
                baseline: (expect) => (0,load/* readBaselineFile */.s$)((0,external_node_path_.isAbsolute)(baseline) ? baseline : (0,external_node_path_.resolve)(cwd, baseline), { source: 'file', expect, cwd })
            }
            : {})
    };
}

// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(45173);
// EXTERNAL MODULE: ./src/report/history-chart.ts
var history_chart = __webpack_require__(179);
;// CONCATENATED MODULE: ./src/report/history-text.ts



const history_text_short = (c) => c.slice(0, 7);
const pct = (r) => `${Math.round(r * 10000) / 100}%`;
/** One alert in one line: `ALERT path metric value — z … ; ratio … — window: last N (commits a..b)`. */
function alertLine(s) {
    const v = (x) => (0,delta_render/* fmtMetric */.IZ)(x, s.unit);
    const current = s.points[s.points.length - 1]?.value ?? null;
    const judged = s.points.filter((p) => !p.current && !p.apart && p.value !== null).slice(-s.sample);
    const span = judged.length === 0
        ? ''
        : judged.length === 1
            ? ` (${history_text_short(judged[0].commit)})`
            : ` (${history_text_short(judged[0].commit)}..${history_text_short(judged[judged.length - 1].commit)})`;
    const tests = [];
    if (s.zScore?.alert)
        tests.push(`z ${(0,history_chart/* fmtZ */.CP)(s.zScore.z, (current ?? 0) - s.zScore.mean)} beyond ${s.zScore.threshold} (mean ${v(s.zScore.mean)}, sd ${v(s.zScore.stddev)})`);
    if (s.percentage?.alert)
        tests.push(`ratio ${s.percentage.ratio === null ? '∞' : pct(s.percentage.ratio)} ≥ ${pct(s.percentage.threshold)} (previous ${v(s.percentage.previous)})`);
    return `ALERT ${(0,escape_text/* escapeText */.X1)(s.path)} ${(0,escape_text/* escapeText */.X1)(s.metric)} ${v(current)} — ${tests.join('; ')} — window: last ${s.sample}${span}`;
}
/** `show`: how a stored path is shown (the CLI's rule, relative to the current folder: `report/display-path.ts`). */
function renderHistoryText(h, opts) {
    const c = (code, s) => (opts.color ? `\x1b[${code}m${s}\x1b[0m` : s);
    const judged = h.series.filter((s) => s.status === 'ok' || s.status === 'alert').length;
    const insufficient = h.series.filter((s) => s.status === 'insufficient').length;
    const lines = [
        c('1', `== History (${(0,escape_text/* escapeText */.X1)(h.source)}): ${h.entries} entr${h.entries === 1 ? 'y' : 'ies'}${h.apart ? `, ${h.apart} apart (another configuration or version)` : ''}, window ${h.window}: ${h.alerts} alert${h.alerts === 1 ? '' : 's'}, ${judged} metric(s) judged, ${insufficient} not enough history`)
    ];
    for (const s of h.series)
        if (s.status === 'alert')
            lines.push(c('33', alertLine(opts.show ? { ...s, path: opts.show(s.path) } : s)));
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/core/history-config.ts
var history_config = __webpack_require__(56346);
// EXTERNAL MODULE: ./src/history/file-store.ts
var file_store = __webpack_require__(6756);
;// CONCATENATED MODULE: ./src/cli/history-flags.ts
/**
 * The history flags of `benchgate check` as RunOptions (docs/history.md): `--history DIR` reads, judges and appends
 * (`--no-history-write`: read only), `--history-max N`, `--history-window N`, `--history-min-sample N`,
 * `--max-items-in-chart N`, `--fail-on-alert`, `--alert-threshold [METRIC=]PCT` and `--z-threshold [METRIC=]Z`
 * (repeatable), `--commit SHA`. The commit of a local run: `--commit`, else `git rev-parse HEAD` in the checked
 * folder (no shell, a timeout), else unknown (forty zeros and a BG025 notice).
 */







const execFileP = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** The option declarations, merged into the command's `parseArgs` options. */
const HISTORY_FLAGS = {
    history: { type: 'string' },
    'history-max': { type: 'string' },
    'history-window': { type: 'string' },
    'history-min-sample': { type: 'string' },
    'max-items-in-chart': { type: 'string' },
    'fail-on-alert': { type: 'boolean' },
    'alert-threshold': { type: 'string', multiple: true },
    'z-threshold': { type: 'string', multiple: true },
    'no-history-write': { type: 'boolean' },
    commit: { type: 'string' }
};
const HISTORY_USAGE = '[--history DIR [--no-history-write] [--history-max N] [--history-window N] [--history-min-sample N] [--max-items-in-chart N] [--fail-on-alert] [--alert-threshold [METRIC=]PCT]... [--z-threshold [METRIC=]Z]... [--commit SHA]]';
const SHA = /^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/;
/** `git <args>` in `cwd`, trimmed stdout, or undefined (not a checkout, no git, a timeout). No shell. */
async function git(args, cwd) {
    try {
        const { stdout } = await execFileP('git', args, {
            cwd,
            timeout: 10_000,
            maxBuffer: 64 * 1024,
            windowsHide: true,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
        });
        return stdout.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The commit and ref of the checked folder when it is a git checkout. */
async function gitHead(dir) {
    const commit = await git(['rev-parse', '--verify', '-q', 'HEAD'], dir);
    const ref = await git(['symbolic-ref', '-q', 'HEAD'], dir);
    return {
        ...(commit && SHA.test(commit) ? { commit: commit.toLowerCase() } : {}),
        ...(ref ? { ref } : {})
    };
}
/** RunOptions.history from the flags; undefined without `--history`. Throws UsageError on a bad flag. */
async function cliHistoryOptions(values, checked, io) {
    const dependent = [
        'history-max',
        'history-window',
        'history-min-sample',
        'max-items-in-chart',
        'fail-on-alert',
        'alert-threshold',
        'z-threshold',
        'no-history-write',
        'commit'
    ].filter((k) => values[k] !== undefined);
    if (values.history === undefined) {
        if (dependent.length)
            throw new command/* UsageError */.eb(`--${dependent[0]} needs --history DIR`);
        return {};
    }
    if (values.history.trim() === '')
        throw new command/* UsageError */.eb('--history needs the folder of the history');
    if (values.commit !== undefined && !SHA.test(values.commit))
        throw new command/* UsageError */.eb(`--commit must be a commit SHA of 40 or 64 hex digits (got "${values.commit.slice(0, 80)}")`);
    let config;
    try {
        config = (0,history_config/* parseHistoryJob */.Ff)({
            ...(values['history-max'] !== undefined ? { max: values['history-max'] } : {}),
            ...(values['history-window'] !== undefined ? { window: values['history-window'] } : {}),
            ...(values['history-min-sample'] !== undefined ? { minSample: values['history-min-sample'] } : {}),
            ...(values['max-items-in-chart'] !== undefined ? { chart: values['max-items-in-chart'] } : {}),
            ...(values['fail-on-alert'] ? { failOnAlert: true } : {}),
            ...(values['alert-threshold'] ? { alertThreshold: values['alert-threshold'] } : {}),
            ...(values['z-threshold'] ? { zThreshold: values['z-threshold'] } : {}),
            names: { chart: '--max-items-in-chart' }
        });
    }
    catch (e) {
        throw new command/* UsageError */.eb(e.message);
    }
    const dir = (0,external_node_path_.isAbsolute)(values.history) ? values.history : (0,external_node_path_.resolve)(io.cwd, values.history);
    const head = await gitHead(checked);
    const run = (0,partition/* runFromEnv */.xc)(io.env);
    return {
        history: {
            store: new file_store/* FileHistoryStore */.y(dir, values.history),
            config,
            meta: {
                commit: values.commit?.toLowerCase() ?? head.commit ?? '',
                ...(head.ref ? { ref: head.ref } : {}),
                ...(run ? { run: run.attempt ? `${run.run}/${run.attempt}` : run.run } : {})
            },
            write: !values['no-history-write']
        }
    };
}

// EXTERNAL MODULE: ./src/cli/report-flags.ts
var report_flags = __webpack_require__(4352);
// EXTERNAL MODULE: ./src/report/display-path.ts
var display_path = __webpack_require__(47158);
// EXTERNAL MODULE: ./src/report/progress.ts
var progress = __webpack_require__(18991);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts


























function parseShard(v) {
    try {
        return (0,options/* parseShardSpec */.d7)(v, '--shard');
    }
    catch (e) {
        throw new command/* UsageError */.eb(`BG002: ${e.message}`);
    }
}
function usageEmptyShard() {
    throw new command/* UsageError */.eb(`BG002: --shard must be I/N with 1 <= I <= N <= ${partition/* MAX_SHARDS */.hH}, plain decimal integers, e.g. 2/4 (got "")`);
}
/** The text report: the delta and the history (when there are), then the findings and gates. */
function showText(report, io, values) {
    return ((report.delta
        ? (0,delta_render/* renderDeltaText */.II)(report.delta, { color: io.color, show: (0,display_path/* pathDisplay */.CW)(report.root, io.cwd) }) + '\n'
        : '') +
        (report.history
            ? renderHistoryText(report.history, { color: io.color, show: (0,display_path/* pathDisplay */.CW)(report.root, io.cwd) }) + '\n'
            : '') +
        (0,report_text/* renderText */.S5)(report, {
            color: io.color,
            cwd: io.cwd,
            lookup: code_registry/* lookupCode */.c2,
            verbosity: values.quiet ? 'quiet' : values.verbose ? 'verbose' : 'normal'
        }));
}
const checkCommand = {
    name: ['check'],
    usage: `benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--strict] [--sandbox auto|required|off] [--reported-mitigation verify|trust|ignore] [--option suite.key=value]... [--shard I/N] [--run-id ID] [--cache-dir DIR | --no-cache] [--no-fail-on-empty] [--baseline BASE.json] [--no-regression true|MAPPING] ${HISTORY_USAGE} [-k EXPR] [--lf] [-x] [-q | -v] [--json]`,
    summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${src_suites/* SUITE_IDS */.O.join(', ')}.`,
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                ...report_flags/* REPORT_FILE_FLAGS */.Q,
                strict: { type: 'boolean' },
                sandbox: { type: 'string' },
                'reported-mitigation': { type: 'string' },
                option: { type: 'string', multiple: true },
                shard: { type: 'string' },
                'run-id': { type: 'string' },
                'cache-dir': { type: 'string' },
                'no-cache': { type: 'boolean' },
                'fail-on-empty': { type: 'boolean' },
                'no-fail-on-empty': { type: 'boolean' },
                baseline: { type: 'string' },
                'no-regression': { type: 'string' },
                keyword: { type: 'string', short: 'k' },
                lf: { type: 'boolean' },
                'last-failed': { type: 'boolean' },
                exitfirst: { type: 'boolean', short: 'x' },
                quiet: { type: 'boolean', short: 'q' },
                verbose: { type: 'boolean', short: 'v' },
                json: { type: 'boolean' },
                ...HISTORY_FLAGS
            }
        });
        if (positionals.length > 1)
            throw new command/* UsageError */.eb('check takes one PATH');
        if (values['fail-on-empty'] && values['no-fail-on-empty'])
            throw new command/* UsageError */.eb('give --fail-on-empty or --no-fail-on-empty, not both');
        if (values.json && values.format !== undefined && values.format !== 'json')
            throw new command/* UsageError */.eb('--json is --format json: give one of them');
        if (values.quiet && values.verbose)
            throw new command/* UsageError */.eb('give -q or -v, not both');
        const format = values.json ? 'json' : (0,command/* readFormat */.C$)(values.format, ['text', 'json'], 'text');
        let keyword;
        try {
            keyword = values.keyword !== undefined ? parseKeyword(values.keyword) : undefined;
        }
        catch (e) {
            throw new command/* UsageError */.eb(e.message);
        }
        let failOn;
        try {
            failOn = values['fail-on'] ? (0,options/* parseFailOn */.XV)(values['fail-on']) : undefined;
        }
        catch (e) {
            throw new command/* UsageError */.eb(e.message);
        }
        const flagOptions = {};
        try {
            for (const o of values.option ?? [])
                (0,options/* parseOptionFlag */.Bh)(o, flagOptions);
        }
        catch (e) {
            throw new command/* UsageError */.eb(e.message);
        }
        // The partition identity's run: --run-id, else GITHUB_RUN_ID/GITHUB_RUN_ATTEMPT when present.
        let runId;
        try {
            runId = (0,partition/* parseRunId */._G)(values['run-id'], '--run-id');
        }
        catch (e) {
            throw new command/* UsageError */.eb(e.message);
        }
        const run = runId ? { run: runId } : (0,partition/* runFromEnv */.xc)(io.env);
        if (values.sandbox !== undefined && !['auto', 'required', 'off'].includes(values.sandbox))
            throw new command/* UsageError */.eb(`--sandbox must be auto, required or off (got "${values.sandbox}")`);
        const rm = values['reported-mitigation'];
        if (rm !== undefined && !['verify', 'trust', 'ignore'].includes(rm))
            throw new command/* UsageError */.eb(`--reported-mitigation must be verify, trust or ignore (got "${rm}")`);
        const suiteOptions = (0,options/* mergeSuiteOptions */.LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, values.sandbox ? { qsolve: { sandbox: values.sandbox } } : {}, rm ? { qsolve: { reported_mitigation: rm } } : {}, flagOptions);
        const suites = (0,options/* parseSuitesList */.x8)(values.suites ?? 'auto');
        if (suites !== 'auto')
            for (const id of suites)
                if (!src_suites/* SUITE_IDS */.O.includes(id))
                    throw new command/* UsageError */.eb(`unknown suite "${id}".${(0,suggest/* didYouMean */.a)(id, src_suites/* SUITE_IDS */.O)} Suites: ${src_suites/* SUITE_IDS */.O.join(', ')}`);
        const path = (0,external_node_path_.resolve)(io.cwd, positionals[0] ?? '.');
        const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(io.cwd, p));
        const baselineOpts = cliBaselineOptions(values.baseline, values['no-regression'], io.cwd);
        if (values.history !== undefined && values.shard !== undefined)
            throw new command/* UsageError */.eb('--history judges a whole run: give it to `benchgate merge`d runs, not to one --shard');
        if (values.history !== undefined &&
            !values['no-history-write'] &&
            (values.keyword !== undefined || values.lf || values['last-failed'] || values.exitfirst))
            throw new command/* UsageError */.eb('a run narrowed by -k, --lf or -x is not a complete run and is not added to the history: add --no-history-write to judge it only');
        const historyOpts = await cliHistoryOptions(values, path, io);
        // Unwritable report paths are a usage error before anything runs (BG015, exit 2).
        const { files, summaryTarget } = await (0,report_files/* cliReportFiles */.e)(values, abs);
        const cacheDir = values['cache-dir'] ? abs(values['cache-dir']) : (0,local_cache/* userCacheDir */.bE)(io.env);
        const lastFailed = values.lf || values['last-failed'] ? await readLastFailed(cacheDir, path) : undefined;
        if ((values.lf || values['last-failed']) && !lastFailed?.size)
            io.stderr('benchgate check: --lf: no failure kept from an earlier run of this folder: checking everything\n');
        const select = keyword || lastFailed?.size
            ? (suite, p) => {
                const name = selectionName(suite, p);
                return (!keyword || keyword(name)) && (!lastFailed?.size || lastFailed.has(name));
            }
            : undefined;
        // Not a terminal: a throttled line per artifact on long runs (report/progress.ts); -q silences it.
        const tick = (0,progress/* cliProgress */.o)(io, values.quiet === true);
        const shown = (0,display_path/* pathDisplay */.CW)(path, io.cwd);
        const log = io.isTTY && format === 'text' ? (l) => io.stderr(`\x1b[2K\r${(0,escape_text/* escapeText */.X1)(l).slice(0, 100)}`) : () => { };
        let result;
        try {
            result = await (0,flow/* runFlow */.c)({
                mode: 'check',
                run: {
                    ...(tick
                        ? { onProgress: (p) => tick(`${p.done}/${p.total} artifacts checked`, `${p.suite} ${shown(p.path)}`) }
                        : {}),
                    ...(select ? { select } : {}),
                    ...(values.exitfirst ? { exitFirst: true } : {}),
                    path,
                    suites,
                    ...(failOn ? { failOn } : {}),
                    failOnEmpty: !values['no-fail-on-empty'],
                    suiteOptions,
                    ...baselineOpts,
                    ...historyOpts,
                    ...(values.shard !== undefined ? { shard: parseShard(values.shard) ?? usageEmptyShard() } : {}),
                    ...(run ? { run } : {})
                }
            }, {
                log,
                ...(values['no-cache']
                    ? {}
                    : {
                        cache: {
                            cache: new local_cache/* LocalFolderCache */.WB(cacheDir, (m) => io.stderr(`benchgate: ${m}\n`), undefined, (0,local_cache/* userCacheDir */.bE)(io.env))
                        }
                    }),
                // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
                files,
                prefix: () => (0,external_node_path_.relative)(io.cwd, path).split('\\').join('/') || '.',
                show: async (report) => {
                    if (io.isTTY && format === 'text')
                        io.stderr('\x1b[2K\r');
                    await writeLastFailed(cacheDir, path, report);
                    io.stdout(format === 'json' ? JSON.stringify(report, null, 2) + '\n' : showText(report, io, values));
                },
                publish: async (report) => {
                    if (summaryTarget)
                        await (0,output_paths/* writeOutput */.zh)(summaryTarget, (0,markdown/* renderSummary */.Br)(report, { lookup: code_registry/* lookupCode */.c2 }));
                }
            });
        }
        catch (e) {
            if (e instanceof src_run/* RunError */.e4) {
                io.stderr(`benchgate check: ${e.message}.${(0,path_hint/* pathHint */.P)(path, io.cwd)}\n`);
                return command/* EXIT */.dc.usage;
            }
            throw e;
        }
        return result.exitCode === 0 ? command/* EXIT */.dc.pass : command/* EXIT */.dc.fail;
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


/***/ }),

/***/ 18991:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ cliProgress)
/* harmony export */ });
/* unused harmony export progressLines */
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62301);

/** A line is printed only once the run has taken this long and this long has passed since the last line. */
const PROGRESS_EVERY_MS = 2000;
/**
 * A throttled line writer: `now` is a monotonic clock in milliseconds (injected: tests never read the wall clock).
 * The clock starts when the writer is made (the start of the command's run).
 */
function progressLines(write, now, every = PROGRESS_EVERY_MS) {
    const start = now();
    let last = start;
    return (what, detail) => {
        const t = now();
        if (t - start < every || t - last < every)
            return;
        last = t;
        const s = ((t - start) / 1000).toFixed(1);
        write(`benchgate: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(what)} (${detail ? `${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(detail)}, ` : ''}${s} s)\n`);
    };
}
/** The command's progress lines: on stderr when it is not a terminal and `-q` is not given; else undefined. */
function cliProgress(io, quiet) {
    if (io.isTTY || quiet)
        return undefined;
    return progressLines((l) => io.stderr(l), io.now ?? (() => performance.now()));
}


/***/ })

};
