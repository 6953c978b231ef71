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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(9478);
// EXTERNAL MODULE: ./src/run.ts + 1 modules
var run = __webpack_require__(4861);
;// CONCATENATED MODULE: ./src/merge.ts






/** A set of shard reports that cannot be merged: exit code 2 with this message. */
class MergeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
function isReport(v) {
    const r = v;
    return Boolean(r) && typeof r === 'object' && r.schema === 'benchgate.report/1' && typeof r.tool?.version === 'string' && typeof r.config?.configHash === 'string' && Array.isArray(r.suites) && Array.isArray(r.findings);
}
/** Parses one report file's text; throws MergeError when it is not a benchgate report. */
function parseShardReport(text, source) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        throw new MergeError(`${source} is not JSON: ${e.message}`);
    }
    if (!isReport(v))
        throw new MergeError(`${source} is not a benchgate JSON report (schema benchgate.report/1)`);
    return { source, report: v };
}
/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Refuses, with a message naming the reports, different benchgate versions or
 * configurations (configHash, fail-on, suites), a missing or duplicate shard, or an artifact in two shards.
 */
function mergeReports(shards) {
    if (shards.length === 0)
        throw new MergeError('no reports to merge');
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const a = first.report;
        const b = s.report;
        if (a.tool.version !== b.tool.version)
            throw new MergeError(`${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`);
        if (a.config.failOn !== b.config.failOn)
            throw new MergeError(`${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`);
        if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites))
            throw new MergeError(`${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`);
        if (a.config.configHash !== b.config.configHash)
            throw new MergeError(`${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`);
    }
    if (shards.length === 1 && !first.report.config.shard)
        return first.report;
    const count = first.report.config.shard?.count;
    const byIndex = new Map();
    for (const s of shards) {
        const sh = s.report.config.shard;
        if (!sh)
            throw new MergeError(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
        if (sh.count !== count)
            throw new MergeError(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
        const prev = byIndex.get(sh.index);
        if (prev)
            throw new MergeError(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
        byIndex.set(sh.index, s.source);
    }
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length)
        throw new MergeError(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()].sort((x, y) => x - y).map((i) => `${i}/${count}`).join(', ')}`);
    const ordered = [...shards].sort((x, y) => x.report.config.shard.index - y.report.config.shard.index);
    const lead = ordered[0].report;
    const suites = new Map();
    const owner = new Map();
    for (const { report, source } of ordered) {
        for (const s of report.suites) {
            let m = suites.get(s.suite);
            if (!m)
                suites.set(s.suite, (m = { suite: s.suite, title: s.title, artifacts: [], findings: [] }));
            for (const a of s.artifacts) {
                const k = `${s.suite}\0${a.artifact.path}`;
                if (owner.has(k))
                    throw new MergeError(`artifact ${a.artifact.path} (${s.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
                owner.set(k, source);
                m.artifacts.push(a);
            }
            m.findings.push(...s.findings);
            if (s.skipped?.length)
                m.skipped = [...(m.skipped ?? []), ...s.skipped];
        }
    }
    const order = lead.config.suites;
    const merged = [...suites.values()]
        .sort((a, b) => (order.indexOf(a.suite) === -1 ? 1e9 : order.indexOf(a.suite)) - (order.indexOf(b.suite) === -1 ? 1e9 : order.indexOf(b.suite)))
        .map((s) => ({ ...s, findings: [...s.findings].sort(finding/* compareFindings */.E), artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)) }));
    const runFindings = ordered.flatMap((s) => s.report.findings);
    if (merged.every((s) => s.artifacts.length === 0))
        runFindings.push((0,run/* noArtifactsFinding */.qf)(lead.root, lead.config.suites));
    const starts = ordered.map((s) => s.report.startedAt).filter((x) => Boolean(x)).sort();
    const durations = ordered.map((s) => s.report.durationMs).filter((x) => typeof x === 'number');
    const { shard: _shard, ...config } = lead.config;
    return (0,verdict/* recount */.d3)({
        schema: 'benchgate.report/1',
        tool: lead.tool,
        ...(starts.length ? { startedAt: starts[0] } : {}),
        root: lead.root,
        config,
        verdict: 'pass',
        counts: lead.counts,
        suites: merged,
        findings: runFindings.sort(finding/* compareFindings */.E),
        ...(durations.length ? { durationMs: Math.max(...durations) } : {})
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
    for (const raw of spec.split(/[\n,]+/).map((s) => s.trim()).filter(Boolean)) {
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
/** Reads and merges report files. */
async function mergeReportFiles(paths) {
    const shards = [];
    for (const p of paths) {
        let text;
        try {
            text = await (0,promises_.readFile)(p, 'utf8');
        }
        catch (e) {
            throw new MergeError(`cannot read ${p}: ${e.message}`);
        }
        shards.push(parseShardReport(text, p));
    }
    return mergeReports(shards);
}

// EXTERNAL MODULE: ./src/report/files.ts + 3 modules
var files = __webpack_require__(83);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/format.ts
var cli_format = __webpack_require__(6719);
;// CONCATENATED MODULE: ./src/cli/commands/merge.ts









const mergeCommand = {
    name: ['merge'],
    usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F]',
    summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict.',
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                format: { type: 'string' },
                'report-json': { type: 'string' },
                sarif: { type: 'string' },
                junit: { type: 'string' },
                summary: { type: 'string' }
            }
        });
        if (positionals.length === 0)
            throw new command/* UsageError */.e('merge needs the JSON report of every shard');
        const format = (0,cli_format/* readFormat */.C)(values.format, ['text', 'json'], 'text');
        const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(io.cwd, p));
        let report;
        try {
            report = await mergeReportFiles(positionals.map(abs));
        }
        catch (e) {
            if (e instanceof MergeError) {
                io.stderr(`benchgate merge: ${e.message}\n`);
                return command/* EXIT */.d.usage;
            }
            throw e;
        }
        const prefix = ((0,external_node_path_.isAbsolute)(report.root) ? (0,external_node_path_.relative)(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
        await (0,files/* writeReportFiles */.t)(report, {
            ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
            ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
            ...(values.junit ? { junit: abs(values.junit) } : {}),
            prefix: prefix.startsWith('..') ? '.' : prefix
        });
        if (values.summary)
            await (0,promises_.writeFile)(abs(values.summary), (0,markdown/* renderSummary */.Br)(report));
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,report_text/* renderText */.S)(report, { color: io.color }));
        return report.verdict === 'pass' ? command/* EXIT */.d.pass : command/* EXIT */.d.fail;
    }
};


/***/ })

};
