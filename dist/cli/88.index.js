export const id = 88;
export const ids = [88];
export const modules = {

/***/ 3088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeCommand: () => (/* binding */ mergeCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(4453);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/order.ts
var core_order = __webpack_require__(2831);
// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/core/report-check.ts + 1 modules
var report_check = __webpack_require__(6265);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(9478);
// EXTERNAL MODULE: ./src/run.ts + 4 modules
var src_run = __webpack_require__(751);
// EXTERNAL MODULE: ./src/suites/index.ts
var src_suites = __webpack_require__(2181);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(9596);
;// CONCATENATED MODULE: ./src/merge.ts







const key = (suite, path) => `${suite}\0${path}`;





/** Largest sum of the report files of one merge. */
const MAX_TOTAL_REPORT_BYTES = 128 * 1024 * 1024;
/** Most report files in one merge: one per shard. */
const MAX_REPORTS = partition/* MAX_SHARDS */.hH;
function checkReference(r, source, expect) {
    const plan = r.config.plan;
    if (expect.run !== undefined && plan?.run !== expect.run)
        throw new report_check/* MergeError */.VX(`${source} belongs to ${plan?.run ? `run ${plan.run}` : 'no recorded run'}, not to run ${expect.run}; merge only the shard reports of this run`);
    const ref = expect.reference;
    if (!ref)
        return;
    if (r.tool.version !== ref.tool.version)
        throw new report_check/* MergeError */.VX(`${source} was written by benchgate ${r.tool.version} but this merge is benchgate ${ref.tool.version}; the plan can only be verified with the same version`);
    if (r.config.failOn !== ref.config.failOn ||
        r.config.suites.join(',') !== ref.config.suites.join(',') ||
        r.config.configHash !== ref.config.configHash)
        throw new report_check/* MergeError */.VX(`${source} was made with another configuration than this merge's own (configHash ${r.config.configHash.slice(0, 12)}… vs ${ref.config.configHash.slice(0, 12)}…, fail-on ${r.config.failOn} vs ${ref.config.failOn}, suites [${r.config.suites.join(', ')}] vs [${ref.config.suites.join(', ')}]); give merge the same path, suites, options and fail-on as the shards`);
    if (!plan)
        throw new report_check/* MergeError */.VX(`${source} has no plan identity (config.plan); re-run the shards with this benchgate version`);
    const want = ref.config.plan;
    if (plan.hash !== want.hash || plan.artifacts !== want.artifacts)
        throw new report_check/* MergeError */.VX(`${source} planned ${plan.artifacts} artifact(s) (plan ${plan.hash.slice(0, 12)}…) but this merge discovers ${want.artifacts} (plan ${want.hash.slice(0, 12)}…) under the same inputs; the report belongs to another checkout or was edited`);
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
        throw new report_check/* MergeError */.VX('no reports to merge');
    if (shards.length > MAX_REPORTS)
        throw new report_check/* MergeError */.VX(`${shards.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    for (const s of shards)
        (0,report_check/* validateReport */.RE)(s.report, s.source);
    const entriesOf = new Map();
    for (const s of shards)
        entriesOf.set(s, (0,report_check/* checkReportConsistency */.zu)(s.report, s.source));
    for (const s of shards)
        checkReference(s.report, s.source, expect);
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const a = first.report;
        const b = s.report;
        if (a.tool.version !== b.tool.version)
            throw new report_check/* MergeError */.VX(`${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`);
        if (a.config.failOn !== b.config.failOn)
            throw new report_check/* MergeError */.VX(`${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`);
        if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites))
            throw new report_check/* MergeError */.VX(`${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`);
        if (a.config.configHash !== b.config.configHash)
            throw new report_check/* MergeError */.VX(`${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`);
        if ((a.config.plan?.run ?? '') !== (b.config.plan?.run ?? ''))
            throw new report_check/* MergeError */.VX(`${s.source} belongs to run ${b.config.plan?.run ?? '(none recorded)'} but ${first.source} to run ${a.config.plan?.run ?? '(none recorded)'}; merge the shard reports of one run`);
    }
    if (shards.length === 1 && !first.report.config.shard)
        return (0,verdict/* recount */.d3)(first.report);
    const count = first.report.config.shard?.count ?? 0;
    const byIndex = new Map();
    for (const s of shards) {
        const sh = s.report.config.shard;
        if (!sh)
            throw new report_check/* MergeError */.VX(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
        if (sh.count !== count)
            throw new report_check/* MergeError */.VX(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
        if (!sh.slice || !s.report.config.plan)
            throw new report_check/* MergeError */.VX(`${s.source} has no partition identity (config.plan and config.shard.slice); re-run the shards with this benchgate version`);
        const a = first.report.config.plan;
        const b = s.report.config.plan;
        if (a.hash !== b.hash || a.artifacts !== b.artifacts)
            throw new report_check/* MergeError */.VX(`${s.source} planned ${b.artifacts} artifact(s) (plan ${b.hash.slice(0, 12)}…) but ${first.source} planned ${a.artifacts} (plan ${a.hash.slice(0, 12)}…); the shards did not partition the same checkout`);
        const prev = byIndex.get(sh.index);
        if (prev)
            throw new report_check/* MergeError */.VX(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
        byIndex.set(sh.index, s.source);
    }
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length)
        throw new report_check/* MergeError */.VX(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()]
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
                    throw new report_check/* MergeError */.VX(`artifact ${a.artifact.path} (${st.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
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
    if (union.length !== plan.artifacts || (0,partition/* planDigest */.Gb)(union) !== plan.hash)
        throw new report_check/* MergeError */.VX(`the shards hold ${union.length} artifact(s) but ${plan.artifacts} were planned (plan ${plan.hash.slice(0, 12)}…); a shard report is incomplete or was edited`);
    const order = lead.config.suites;
    const rank = (id) => (order.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : order.indexOf(id));
    const merged = [...suites.values()]
        .sort((a, b) => rank(a.suite) - rank(b.suite))
        .map((s) => ({
        ...s,
        findings: [...s.findings].sort(finding/* compareFindings */.E),
        artifacts: [...s.artifacts].sort((a, b) => (0,core_order/* compareText */.n)(a.artifact.path, b.artifact.path))
    }));
    const runFindings = [];
    for (const s of ordered)
        for (const f of s.report.findings)
            runFindings.push(f);
    // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it. Only
    // the suites that hold artifacts are loaded (their `nothingChecked`).
    const loaded = await (0,src_suites/* loadSuites */._)((0,src_run/* suitesWithArtifacts */.FD)(merged));
    for (const f of (0,src_run/* emptinessFindings */.Hc)(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false, loaded))
        runFindings.push(f);
    const starts = ordered
        .map((s) => s.report.startedAt)
        .filter((x) => Boolean(x))
        .sort();
    const durations = ordered.map((s) => s.report.durationMs).filter((x) => typeof x === 'number');
    const attempts = ordered.map((s) => s.report.config.plan?.attempt).filter((x) => typeof x === 'number');
    const { shard: _shard, plan: _plan, ...config } = lead.config;
    const { attempt: _attempt, ...planId } = plan;
    return (0,verdict/* recount */.d3)({
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
        findings: runFindings.sort(finding/* compareFindings */.E),
        ...(durations.length ? { durationMs: (0,arrays/* maxOf */._)(durations) } : {})
    });
}
const SKIP = new Set(['.git', 'node_modules']);
async function walk(dir, rel, out, depth) {
    if (depth > 20)
        return;
    let entries;
    try {
        entries = await readdir(dir, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries) {
        if (SKIP.has(e.name))
            continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory())
            await walk(join(dir, e.name), r, out, depth + 1);
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
            const abs = isAbsolute(raw) ? raw : resolve(base, raw);
            const st = await stat(abs).catch(() => undefined);
            if (!st)
                throw new MergeError(`report ${raw} does not exist`);
            if (st.isDirectory()) {
                const files = [];
                await walk(abs, '', files, 0);
                for (const f of files)
                    if (f.endsWith('.json'))
                        out.add(join(abs, f));
            }
            else
                out.add(abs);
            continue;
        }
        const pattern = raw.replace(/^\.\//, '');
        const segs = pattern.split('/');
        const firstGlob = segs.findIndex((s) => /[*?{]/.test(s));
        const prefix = segs.slice(0, firstGlob).join('/');
        const root = isAbsolute(pattern) ? '/' : base;
        const start = prefix ? resolve(root, prefix) : root;
        const rest = segs.slice(firstGlob).join('/');
        const files = [];
        const recursive = rest.includes('/') || rest.includes('**');
        if (recursive)
            await walk(start, '', files, 0);
        else
            for (const e of await readdir(start, { withFileTypes: true }).catch(() => []))
                if (e.isFile())
                    files.push(e.name);
        const re = globToRegExp(rest);
        for (const f of files)
            if (re.test(f))
                out.add(join(start, ...f.split('/')));
    }
    return [...out].sort();
}
/** Reads one report file: a regular file of at most MAX_REPORT_BYTES (checked before reading), UTF-8. */
async function readReportFile(path, budget = report_check/* MAX_REPORT_BYTES */.WA) {
    const limit = Math.min(report_check/* MAX_REPORT_BYTES */.WA, budget);
    const st = await (0,promises_.stat)(path).catch((e) => {
        throw new report_check/* MergeError */.VX(`cannot read ${path}: ${e.code ?? 'error'}`);
    });
    if (!st.isFile())
        throw new report_check/* MergeError */.VX(`${path} is not a regular file`);
    if (st.size > report_check/* MAX_REPORT_BYTES */.WA)
        throw new report_check/* MergeError */.VX(`${path} is ${(0,bytes/* overLimit */.W)(st.size, report_check/* MAX_REPORT_BYTES */.WA)} for a report`);
    if (st.size > limit)
        throw new report_check/* MergeError */.VX(`${path} (${(0,bytes/* formatBytes */.z)(st.size)}) takes the reports over the ${(0,bytes/* formatBytes */.z)(MAX_TOTAL_REPORT_BYTES)} limit for one merge`);
    let fh;
    try {
        fh = await (0,promises_.open)(path, 'r');
    }
    catch (e) {
        throw new report_check/* MergeError */.VX(`cannot read ${path}: ${e.code ?? 'error'}`);
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
            throw new report_check/* MergeError */.VX(`${path} grew over the ${(0,bytes/* formatBytes */.z)(limit)} limit while being read`);
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
        }
        catch {
            throw new report_check/* MergeError */.VX(`${path} is not UTF-8 text; give merge the JSON reports (report-json) of the shards`);
        }
    }
    finally {
        await fh.close();
    }
}
/** Reads and merges report files (each bounded and validated before anything else). */
async function mergeReportFiles(paths, expect = {}) {
    if (paths.length > MAX_REPORTS)
        throw new report_check/* MergeError */.VX(`${paths.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    const shards = [];
    let left = MAX_TOTAL_REPORT_BYTES;
    for (const p of paths) {
        const text = await readReportFile(p, left);
        left -= Buffer.byteLength(text);
        shards.push((0,report_check/* parseShardReport */.sq)(text, p));
    }
    return mergeReports(shards, expect);
}

// EXTERNAL MODULE: ./src/report/files.ts + 9 modules
var report_files = __webpack_require__(4887);
// EXTERNAL MODULE: ./src/report/output-paths.ts
var output_paths = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(6102);
;// CONCATENATED MODULE: ./src/cli/commands/merge.ts













const mergeCommand = {
    name: ['merge'],
    usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--run-id ID] [--plan PATH [--suites auto|a,b] [--fail-on …] [--strict] [--option suite.key=value]...]',
    summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict. Each report is size-bounded and schema-validated, counts and verdict are recomputed, and the shards must form one partition; --run-id requires that run, --plan PATH re-discovers PATH with the given check options and requires the same configuration and planned artifacts (docs/security/merge.md).',
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                format: { type: 'string' },
                'report-json': { type: 'string' },
                sarif: { type: 'string' },
                'sarif-category': { type: 'string' },
                junit: { type: 'string' },
                html: { type: 'string' },
                summary: { type: 'string' },
                'run-id': { type: 'string' },
                plan: { type: 'string' },
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                strict: { type: 'boolean' },
                option: { type: 'string', multiple: true }
            }
        });
        if (positionals.length === 0)
            throw new command/* UsageError */.eb('merge needs the JSON report of every shard');
        const format = (0,command/* readFormat */.C$)(values.format, ['text', 'json'], 'text');
        const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(io.cwd, p));
        const expect = {};
        try {
            const run = (0,partition/* parseRunId */._G)(values['run-id'], '--run-id');
            if (run)
                expect.run = run;
            if (!values.plan && (values.suites || values['fail-on'] || values.strict || values.option))
                throw new Error('--suites, --fail-on, --strict and --option describe the plan: give them with --plan PATH');
            if (values.plan) {
                const failOn = values['fail-on'] ? (0,options/* parseFailOn */.XV)(values['fail-on']) : undefined;
                const flagOptions = {};
                for (const o of values.option ?? [])
                    (0,options/* parseOptionFlag */.Bh)(o, flagOptions);
                expect.reference = await (0,src_run/* runCheck */.k_)({
                    path: abs(values.plan),
                    suites: (0,options/* parseSuitesList */.x8)(values.suites ?? 'auto'),
                    ...(failOn ? { failOn } : {}),
                    suiteOptions: (0,options/* mergeSuiteOptions */.LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions),
                    planOnly: true
                });
            }
        }
        catch (e) {
            if (e instanceof src_run/* RunError */.e4) {
                io.stderr(`benchgate merge: --plan: ${e.message}\n`);
                return command/* EXIT */.dc.usage;
            }
            throw new command/* UsageError */.eb(e.message);
        }
        // Unwritable report paths are a usage error before anything is merged (BG015, exit 2).
        const { files, summaryTarget } = await (0,report_files/* cliReportFiles */.e)(values, abs);
        let report;
        try {
            report = await mergeReportFiles(positionals.map(abs), expect);
        }
        catch (e) {
            if (e instanceof report_check/* MergeError */.VX) {
                io.stderr(`benchgate merge: ${e.code}: ${e.message}\n`);
                return command/* EXIT */.dc.usage;
            }
            throw e;
        }
        const prefix = ((0,external_node_path_.isAbsolute)(report.root) ? (0,external_node_path_.relative)(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,report_text/* renderText */.S5)(report, { color: io.color }));
        // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
        await (0,report_files/* writeReportFiles */.t)(report, {
            ...files,
            prefix: prefix.startsWith('..') ? '.' : prefix
        });
        if (summaryTarget)
            await (0,output_paths/* writeOutput */.zh)(summaryTarget, (0,markdown/* renderSummary */.Br)(report));
        return report.verdict === 'pass' ? command/* EXIT */.dc.pass : command/* EXIT */.dc.fail;
    }
};


/***/ })

};
