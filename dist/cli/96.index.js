export const id = 96;
export const ids = [96];
export const modules = {

/***/ 6719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readFormat)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3567);

/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new _command_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

/***/ 3586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VX: () => (/* binding */ MergeError),
  zu: () => (/* binding */ checkReportConsistency),
  w5: () => (/* binding */ mergeReportFiles),
  RE: () => (/* binding */ validateReport)
});

// UNUSED EXPORTS: MAX_REPORTS, MAX_REPORT_BYTES, MAX_REPORT_DEPTH, MAX_TOTAL_REPORT_BYTES, mergeReports, parseShardReport, readReportFile, resolveReportPaths

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(2815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./schemas/report.schema.json
const report_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/report.schema.json","title":"benchgate report, version 1","description":"The JSON report written by `benchgate check --format json` and the action\'s `report-json` input. Versioned by `schema`; fields are only added within a version. The bounds (maxItems, maxLength, maximum; shard count at most 256) are what `benchgate merge` accepts from a shard report, with a file size of at most 64 MiB and a nesting depth of at most 64 (docs/security/merge.md).","type":"object","required":["schema","tool","root","config","verdict","counts","suites","findings"],"additionalProperties":false,"properties":{"schema":{"const":"benchgate.report/1"},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"benchgate"},"version":{"type":"string","maxLength":64,"pattern":"^\\\\d+\\\\.\\\\d+\\\\.\\\\d+"}}},"startedAt":{"type":"string","maxLength":64,"format":"date-time"},"durationMs":{"type":"number","minimum":0,"maximum":1000000000000},"delta":{"$ref":"#/$defs/delta"},"root":{"type":"string","maxLength":4096},"config":{"type":"object","required":["failOn","suites","configHash"],"additionalProperties":false,"properties":{"failOn":{"enum":["error","warning","never"]},"suites":{"type":"array","maxItems":64,"items":{"type":"string","maxLength":64}},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"plan":{"description":"The partition\'s identity: how many artifacts the whole run discovered (before any shard filter) and the sha256 of their sorted (suite, path) list, and the CI run (GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, or --run-id / the run-id input).","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"run":{"type":"string","pattern":"^[A-Za-z0-9._-]{1,100}$"},"attempt":{"type":"integer","minimum":1,"maximum":999999}}},"failOnEmpty":{"type":"boolean"},"shard":{"type":"object","required":["index","count"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1,"maximum":256},"count":{"type":"integer","minimum":1,"maximum":256},"slice":{"description":"The artifacts assigned to this shard: their number and hash, as in plan.","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"}}}}}}},"verdict":{"enum":["pass","fail"]},"counts":{"type":"object","required":["gates","findings","artifacts"],"additionalProperties":false,"properties":{"gates":{"type":"object","required":["pass","fail","undecided","skipped"],"additionalProperties":false,"properties":{"pass":{"$ref":"#/$defs/count"},"fail":{"$ref":"#/$defs/count"},"undecided":{"$ref":"#/$defs/count"},"skipped":{"$ref":"#/$defs/count"}}},"findings":{"type":"object","required":["error","warning","notice"],"additionalProperties":false,"properties":{"error":{"$ref":"#/$defs/count"},"warning":{"$ref":"#/$defs/count"},"notice":{"$ref":"#/$defs/count"}}},"artifacts":{"$ref":"#/$defs/count"}}},"suites":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/suiteResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}}},"$defs":{"count":{"type":"integer","minimum":0,"maximum":100000000},"finding":{"type":"object","required":["code","severity","message"],"additionalProperties":false,"properties":{"code":{"type":"string","maxLength":8,"pattern":"^[A-Z]{1,4}[0-9]{3}$"},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","minLength":1,"maxLength":1048576},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":1,"maximum":1000000000},"column":{"type":"integer","minimum":1,"maximum":1000000000},"endLine":{"type":"integer","minimum":1,"maximum":1000000000},"endColumn":{"type":"integer","minimum":1,"maximum":1000000000},"gate":{"type":"string","maxLength":256},"subject":{"type":"string","maxLength":4096}}},"gate":{"type":"object","required":["id","title","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"title":{"type":"string","maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"detail":{"type":"string","maxLength":1048576}}},"section":{"oneOf":[{"type":"object","required":["kind","title","columns","rows"],"additionalProperties":false,"properties":{"kind":{"const":"table"},"title":{"type":"string","maxLength":4096},"columns":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":4096}},"rows":{"type":"array","maxItems":100000,"items":{"type":"array","maxItems":1000,"items":{"type":["string","number","null"],"maxLength":1048576}}},"note":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","source"],"additionalProperties":false,"properties":{"kind":{"const":"mermaid"},"title":{"type":"string","maxLength":4096},"source":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","body"],"additionalProperties":false,"properties":{"kind":{"const":"text"},"title":{"type":"string","maxLength":4096},"body":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","chart"],"additionalProperties":false,"properties":{"kind":{"const":"chart"},"title":{"type":"string","maxLength":4096},"note":{"type":"string","maxLength":1048576},"chart":{"type":"object","required":["type","x","y","series"],"additionalProperties":false,"properties":{"type":{"enum":["bar","line","scatter"]},"x":{"type":"object","required":["label","values"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"values":{"type":"array","maxItems":100000,"items":{"type":["string","number"],"maxLength":4096}}}},"y":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"min":{"type":"number"},"max":{"type":"number"},"unit":{"type":"string","maxLength":256}}},"series":{"type":"array","maxItems":1000,"items":{"type":"object","required":["name","values"],"additionalProperties":false,"properties":{"name":{"type":"string","maxLength":4096},"values":{"$ref":"#/$defs/chartValues"},"low":{"$ref":"#/$defs/chartValues"},"high":{"$ref":"#/$defs/chartValues"}}}},"thresholds":{"type":"array","maxItems":100,"items":{"type":"object","required":["label","value"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"value":{"type":"number"}}}}}}}}]},"chartValues":{"type":"array","maxItems":100000,"items":{"type":["number","null"]}},"gateChange":{"type":"object","required":["suite","path","gate","title","from","to"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"gate":{"type":"string","maxLength":256},"title":{"type":"string","maxLength":4096},"from":{"enum":["pass","fail","undecided","skipped",null]},"to":{"enum":["pass","fail","undecided","skipped",null]},"detail":{"type":"string","maxLength":65536}}},"findingChange":{"type":"object","required":["suite","path","code","severity","message"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"code":{"type":"string","maxLength":32},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","maxLength":65536},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":0,"maximum":1000000000},"subject":{"type":"string","maxLength":4096}}},"metricChange":{"type":"object","required":["suite","path","id","label","base","head","delta","direction"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"id":{"type":"string","maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"base":{"type":["number","null"]},"head":{"type":["number","null"]},"delta":{"type":["number","null"]},"direction":{"enum":["improved","regressed","unchanged","changed","new","removed"]}}},"delta":{"description":"What changed against a baseline report (docs/baseline.md): gates by (suite, path, id), findings by (code, file, subject or message), metrics by id.","type":"object","required":["baseline","verdict","newFailures","fixed","newlyUndecided","newlySkipped","newFindings","resolvedFindings","artifacts","metrics","counts"],"additionalProperties":false,"properties":{"baseline":{"type":"object","required":["source","version","configHash","verdict"],"additionalProperties":false,"properties":{"source":{"enum":["cache","artifact","file"]},"ref":{"type":"string","maxLength":4096},"version":{"type":"string","maxLength":64},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"startedAt":{"type":"string","maxLength":64}}},"verdict":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"enum":["pass","fail"]},"head":{"enum":["pass","fail"]}}},"newFailures":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"fixed":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlyUndecided":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlySkipped":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"resolvedFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"artifacts":{"type":"object","required":["added","removed"],"additionalProperties":false,"properties":{"added":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}},"removed":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}}}},"metrics":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/metricChange"}},"counts":{"type":"object","required":["gatesUnchanged","metricsUnchanged","artifactsUnchanged","findingsUnchanged"],"additionalProperties":false,"properties":{"gatesUnchanged":{"$ref":"#/$defs/count"},"metricsUnchanged":{"$ref":"#/$defs/count"},"artifactsUnchanged":{"$ref":"#/$defs/count"},"findingsUnchanged":{"$ref":"#/$defs/count"},"metricsRegressed":{"$ref":"#/$defs/count"},"metricsImproved":{"$ref":"#/$defs/count"},"metricsOtherChanged":{"$ref":"#/$defs/count"}}},"truncated":{"type":"object","maxProperties":16,"additionalProperties":{"$ref":"#/$defs/count"}}}},"metric":{"type":"object","required":["id","label","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]}}},"artifactResult":{"type":"object","required":["artifact","gates","findings"],"additionalProperties":false,"properties":{"artifact":{"type":"object","required":["path","kind"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"kind":{"type":"string","maxLength":256}}},"gates":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/gate"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"sections":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/section"}},"facts":{"type":"object","maxProperties":10000},"metrics":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/metric"}},"cases":{"type":"array","maxItems":100000,"items":{"type":"object","required":["name","status"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"message":{"type":"string","maxLength":1048576},"durationMs":{"type":"number","minimum":0}}}},"durationMs":{"type":"number","minimum":0}}},"suiteResult":{"type":"object","required":["suite","title","artifacts","findings"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"title":{"type":"string","maxLength":4096},"artifacts":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifactResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"skipped":{"type":"array","maxItems":100000,"items":{"type":"object","required":["path","reason"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"reason":{"type":"string","maxLength":1048576}}}}}}}}');
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(4453);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(9478);
// EXTERNAL MODULE: ./src/run.ts + 2 modules
var run = __webpack_require__(2619);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/merge.ts











const addFormats = ((dist_default())["default"] ?? (dist_default()));
/** Largest report file merge reads (checked with stat before any byte is read). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;
/** Largest sum of the report files of one merge. */
const MAX_TOTAL_REPORT_BYTES = 128 * 1024 * 1024;
/** Deepest nesting of arrays and objects accepted in a report (only `facts` is free-form). */
const MAX_REPORT_DEPTH = 64;
/** Most report files in one merge: one per shard. */
const MAX_REPORTS = partition/* MAX_SHARDS */.hH;
/** A set of shard reports that cannot be merged (code BG013): exit code 2 in the CLI, a failed step in the action. */
class MergeError extends Error {
    code = 'BG013';
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
let validator;
function schemaValidator() {
    if (!validator) {
        const ajv = new _2020.Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
        addFormats(ajv, { formats: ['date-time'] });
        validator = ajv.compile(report_schema_namespaceObject);
    }
    return validator;
}
/** One schema error in words, naming where (a JSON pointer of schema-known keys and indices), never the value. */
function describeSchemaError(errors) {
    const e = [...errors].reverse().find((x) => x.keyword === 'oneOf') ?? errors[0];
    if (!e)
        return 'does not match schemas/report.schema.json';
    const at = e.instancePath || '/';
    let what = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
        const name = String(e.params.additionalProperty ?? '');
        what = `has an unknown property ${/^[A-Za-z0-9_$-]{1,40}$/.test(name) ? `"${name}"` : '(name not shown)'}`;
    }
    else if (e.keyword === 'enum')
        what = `must be one of ${(e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    else if (e.keyword === 'oneOf')
        what = 'is not a table, mermaid or text section';
    return `${at} ${what}`;
}
/** Throws when arrays and objects nest deeper than MAX_REPORT_DEPTH (iterative: no recursion on hostile input). */
function checkDepth(v, source) {
    const values = [v];
    const depths = [1];
    while (values.length) {
        const x = values.pop();
        const d = depths.pop();
        if (x === null || typeof x !== 'object')
            continue;
        if (d > MAX_REPORT_DEPTH)
            throw new MergeError(`${source} is not a valid benchgate report: it nests deeper than ${MAX_REPORT_DEPTH} levels`);
        for (const y of Array.isArray(x) ? x : Object.values(x)) {
            if (y !== null && typeof y === 'object') {
                values.push(y);
                depths.push(d + 1);
            }
        }
    }
}
const validated = new WeakSet();
/** Checks a parsed value against schemas/report.schema.json and its bounds; throws MergeError naming where. */
function validateReport(v, source) {
    if (v !== null && typeof v === 'object' && validated.has(v))
        return v;
    checkDepth(v, source);
    const validate = schemaValidator();
    if (!validate(v))
        throw new MergeError(`${source} is not a valid benchgate report (schemas/report.schema.json): ${describeSchemaError(validate.errors ?? [])}`);
    validated.add(v);
    return v;
}
/** Parses one report file's text; throws MergeError when it is not a valid benchgate report. Never quotes the text. */
function parseShardReport(text, source) {
    if (text.length > MAX_REPORT_BYTES)
        throw new MergeError(`${source} is over the ${MAX_REPORT_BYTES / 1048576} MiB limit for a report`);
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        // The parser's message quotes the text: it is not repeated (the file may be anything, e.g. /etc/passwd).
        throw new MergeError(`${source} is not valid JSON; give merge the JSON reports (report-json) of the shards`);
    }
    return { source, report: validateReport(v, source) };
}
const key = (suite, path) => `${suite}\0${path}`;
/**
 * Checks what one report says about itself: counts and verdict as recomputed from its gates and findings, no
 * passing gate contradicted by an error finding counted against it, unique suites and artifacts, and the
 * partition identity (every artifact in its shard, the slice hash and count, and for an unsharded report the
 * plan hash and count). Throws MergeError.
 */
function checkReportConsistency(r, source) {
    const again = (0,verdict/* recount */.d3)(r);
    const g = r.counts.gates;
    const f = r.counts.findings;
    const G = again.counts.gates;
    const F = again.counts.findings;
    if (again.verdict !== r.verdict || g.pass !== G.pass || g.fail !== G.fail || g.undecided !== G.undecided || g.skipped !== G.skipped || f.error !== F.error || f.warning !== F.warning || f.notice !== F.notice || r.counts.artifacts !== again.counts.artifacts)
        throw new MergeError(`${source}: its verdict or counts do not match its own gates and findings (recomputed: ${again.verdict}, ${G.pass} passed, ${G.fail} failed, ${G.undecided} undecided gates, ${F.error} errors); the report was edited`);
    const entries = [];
    const seenSuites = new Set();
    const seen = new Set();
    for (const s of r.suites) {
        if (seenSuites.has(s.suite))
            throw new MergeError(`${source}: suite ${s.suite} appears twice`);
        seenSuites.add(s.suite);
        if (!r.config.suites.includes(s.suite))
            throw new MergeError(`${source}: suite ${s.suite} has results but is not in config.suites`);
        for (const a of s.artifacts) {
            const k = key(s.suite, a.artifact.path);
            if (seen.has(k))
                throw new MergeError(`${source}: artifact ${a.artifact.path} (${s.suite}) appears twice`);
            seen.add(k);
            entries.push({ suite: s.suite, path: a.artifact.path });
            const passing = new Set(a.gates.filter((x) => x.status === 'pass').map((x) => x.id));
            for (const x of a.findings) {
                if (x.severity === 'error' && x.gate !== undefined && passing.has(x.gate))
                    throw new MergeError(`${source}: gate ${x.gate} of ${a.artifact.path} (${s.suite}) says pass but the error finding ${x.code} counts against it; the report was edited`);
            }
        }
    }
    const sh = r.config.shard;
    const plan = r.config.plan;
    if (sh) {
        if (sh.index > sh.count)
            throw new MergeError(`${source} claims shard ${sh.index}/${sh.count}`);
        for (const e of entries) {
            const owner = (0,run/* shardOf */.IS)(e.suite, e.path, sh.count);
            if (owner !== sh.index)
                throw new MergeError(`${source} is shard ${sh.index}/${sh.count} but holds ${e.path} (${e.suite}), which belongs to shard ${owner}/${sh.count}`);
        }
        if (sh.slice && (sh.slice.artifacts !== entries.length || sh.slice.hash !== (0,partition/* planDigest */.Gb)(entries)))
            throw new MergeError(`${source}: its artifacts (${entries.length}) are not the slice it was assigned (${sh.slice.artifacts} artifact(s), hash ${sh.slice.hash.slice(0, 12)}…)`);
    }
    else if (plan && (plan.artifacts !== entries.length || plan.hash !== (0,partition/* planDigest */.Gb)(entries))) {
        throw new MergeError(`${source}: its artifacts (${entries.length}) are not the ones its run discovered (${plan.artifacts} artifact(s), plan ${plan.hash.slice(0, 12)}…)`);
    }
    return entries;
}
function checkReference(r, source, expect) {
    const plan = r.config.plan;
    if (expect.run !== undefined && plan?.run !== expect.run)
        throw new MergeError(`${source} belongs to ${plan?.run ? `run ${plan.run}` : 'no recorded run'}, not to run ${expect.run}; merge only the shard reports of this run`);
    const ref = expect.reference;
    if (!ref)
        return;
    if (r.tool.version !== ref.tool.version)
        throw new MergeError(`${source} was written by benchgate ${r.tool.version} but this merge is benchgate ${ref.tool.version}; the plan can only be verified with the same version`);
    if (r.config.failOn !== ref.config.failOn || r.config.suites.join(',') !== ref.config.suites.join(',') || r.config.configHash !== ref.config.configHash)
        throw new MergeError(`${source} was made with another configuration than this merge's own (configHash ${r.config.configHash.slice(0, 12)}… vs ${ref.config.configHash.slice(0, 12)}…, fail-on ${r.config.failOn} vs ${ref.config.failOn}, suites [${r.config.suites.join(', ')}] vs [${ref.config.suites.join(', ')}]); give merge the same path, suites, options and fail-on as the shards`);
    if (!plan)
        throw new MergeError(`${source} has no plan identity (config.plan); re-run the shards with this benchgate version`);
    const want = ref.config.plan;
    if (plan.hash !== want.hash || plan.artifacts !== want.artifacts)
        throw new MergeError(`${source} planned ${plan.artifacts} artifact(s) (plan ${plan.hash.slice(0, 12)}…) but this merge discovers ${want.artifacts} (plan ${want.hash.slice(0, 12)}…) under the same inputs; the report belongs to another checkout or was edited`);
}
/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Every report is validated against the schema and its bounds, checked for consistency
 * (checkReportConsistency) and, with `expect`, against what the merger knows for itself. Refuses, with a
 * message naming the reports, different benchgate versions, configurations or partitions (run, plan hash,
 * shard count), a missing, duplicate or foreign shard, an artifact in two shards, or a union of shards that is
 * not the planned artifact list. Counts and the verdict are always recomputed.
 */
function mergeReports(shards, expect = {}) {
    if (shards.length === 0)
        throw new MergeError('no reports to merge');
    if (shards.length > MAX_REPORTS)
        throw new MergeError(`${shards.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    for (const s of shards)
        validateReport(s.report, s.source);
    const entriesOf = new Map();
    for (const s of shards)
        entriesOf.set(s, checkReportConsistency(s.report, s.source));
    for (const s of shards)
        checkReference(s.report, s.source, expect);
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
        if ((a.config.plan?.run ?? '') !== (b.config.plan?.run ?? ''))
            throw new MergeError(`${s.source} belongs to run ${b.config.plan?.run ?? '(none recorded)'} but ${first.source} to run ${a.config.plan?.run ?? '(none recorded)'}; merge the shard reports of one run`);
    }
    if (shards.length === 1 && !first.report.config.shard)
        return (0,verdict/* recount */.d3)(first.report);
    const count = first.report.config.shard?.count ?? 0;
    const byIndex = new Map();
    for (const s of shards) {
        const sh = s.report.config.shard;
        if (!sh)
            throw new MergeError(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
        if (sh.count !== count)
            throw new MergeError(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
        if (!sh.slice || !s.report.config.plan)
            throw new MergeError(`${s.source} has no partition identity (config.plan and config.shard.slice); re-run the shards with this benchgate version`);
        const a = first.report.config.plan;
        const b = s.report.config.plan;
        if (a.hash !== b.hash || a.artifacts !== b.artifacts)
            throw new MergeError(`${s.source} planned ${b.artifacts} artifact(s) (plan ${b.hash.slice(0, 12)}…) but ${first.source} planned ${a.artifacts} (plan ${a.hash.slice(0, 12)}…); the shards did not partition the same checkout`);
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
                    throw new MergeError(`artifact ${a.artifact.path} (${st.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
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
        throw new MergeError(`the shards hold ${union.length} artifact(s) but ${plan.artifacts} were planned (plan ${plan.hash.slice(0, 12)}…); a shard report is incomplete or was edited`);
    const order = lead.config.suites;
    const rank = (id) => (order.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : order.indexOf(id));
    const merged = [...suites.values()]
        .sort((a, b) => rank(a.suite) - rank(b.suite))
        .map((s) => ({ ...s, findings: [...s.findings].sort(finding/* compareFindings */.E), artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)) }));
    const runFindings = [];
    for (const s of ordered)
        for (const f of s.report.findings)
            runFindings.push(f);
    // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it.
    for (const f of (0,run/* emptinessFindings */.Hc)(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false))
        runFindings.push(f);
    const starts = ordered.map((s) => s.report.startedAt).filter((x) => Boolean(x)).sort();
    const durations = ordered.map((s) => s.report.durationMs).filter((x) => typeof x === 'number');
    const attempts = ordered.map((s) => s.report.config.plan?.attempt).filter((x) => typeof x === 'number');
    const { shard: _shard, plan: _plan, ...config } = lead.config;
    const { attempt: _attempt, ...planId } = plan;
    return (0,verdict/* recount */.d3)({
        schema: 'benchgate.report/1',
        tool: lead.tool,
        ...(starts.length ? { startedAt: starts[0] } : {}),
        root: lead.root,
        config: { ...config, plan: { ...planId, ...(attempts.length ? { attempt: attempts.reduce((x, y) => Math.max(x, y)) } : {}) } },
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
/** Reads one report file: a regular file of at most MAX_REPORT_BYTES (checked before reading), UTF-8. */
async function readReportFile(path, budget = MAX_REPORT_BYTES) {
    const limit = Math.min(MAX_REPORT_BYTES, budget);
    const st = await (0,promises_.stat)(path).catch((e) => {
        throw new MergeError(`cannot read ${path}: ${e.code ?? 'error'}`);
    });
    if (!st.isFile())
        throw new MergeError(`${path} is not a regular file`);
    if (st.size > MAX_REPORT_BYTES)
        throw new MergeError(`${path} is ${st.size} bytes, over the ${MAX_REPORT_BYTES / 1048576} MiB limit for a report`);
    if (st.size > limit)
        throw new MergeError(`${path} (${st.size} bytes) takes the reports over the ${MAX_TOTAL_REPORT_BYTES / 1048576} MiB limit for one merge`);
    let fh;
    try {
        fh = await (0,promises_.open)(path, 'r');
    }
    catch (e) {
        throw new MergeError(`cannot read ${path}: ${e.code ?? 'error'}`);
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
            throw new MergeError(`${path} grew over the ${limit}-byte limit while being read`);
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
        }
        catch {
            throw new MergeError(`${path} is not UTF-8 text; give merge the JSON reports (report-json) of the shards`);
        }
    }
    finally {
        await fh.close();
    }
}
/** Reads and merges report files (each bounded and validated before anything else). */
async function mergeReportFiles(paths, expect = {}) {
    if (paths.length > MAX_REPORTS)
        throw new MergeError(`${paths.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    const shards = [];
    let left = MAX_TOTAL_REPORT_BYTES;
    for (const p of paths) {
        const text = await readReportFile(p, left);
        left -= Buffer.byteLength(text);
        shards.push(parseShardReport(text, p));
    }
    return mergeReports(shards, expect);
}


/***/ }),

/***/ 2619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e4: () => (/* binding */ RunError),
  Hc: () => (/* binding */ emptinessFindings),
  k_: () => (/* binding */ runCheck),
  IS: () => (/* binding */ shardOf)
});

// UNUSED EXPORTS: checkOne, noArtifactsFinding

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(2702);
// EXTERNAL MODULE: ./src/core/config.ts
var core_config = __webpack_require__(4489);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(3457);
// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(4453);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/core/walk.ts
var walk = __webpack_require__(670);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/tree.ts









const execFileP = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Folders never walked. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules', '.benchgate-cache']);
/**
 * The checked-out tree as suites see it: sorted repository-relative POSIX file paths (regular files and
 * symlinks that stay inside the root), plus the set of folders that contain them.
 */
class RepoTree {
    root;
    files;
    dirs;
    fileSet;
    /** Folders seen by a file-system walk even when they hold no file (a folder named `ARTIFACT_MANIFEST.tsv`). */
    walkedDirs;
    /**
     * Symlinks that are not files of the tree: dangling, leaving the root (BG006), or pointing at a folder.
     * Never read through; a suite may claim one named like its artifact so that its check reports it.
     */
    links;
    constructor(root, files, walkedDirs = [], links = []) {
        this.root = root;
        this.links = [...new Set(links)].sort();
        this.files = [...new Set(files)].sort();
        this.fileSet = new Set(this.files);
        this.walkedDirs = [...new Set(walkedDirs)].sort();
        const dirs = new Set(['.', ...this.walkedDirs]);
        for (const f of this.files) {
            let d = external_node_path_.posix.dirname(f);
            while (d !== '.' && !dirs.has(d)) {
                dirs.add(d);
                d = external_node_path_.posix.dirname(d);
            }
        }
        this.dirs = dirs;
    }
    has(path) {
        return this.fileSet.has(path);
    }
    /** Absolute path of a repository-relative one. */
    abs(path) {
        return path === '.' ? this.root : (0,external_node_path_.join)(this.root, ...path.split('/'));
    }
    /** Files below a folder ('.' for all), recursively. */
    under(dir) {
        if (dir === '.' || dir === '')
            return [...this.files];
        const prefix = dir.endsWith('/') ? dir : dir + '/';
        return this.files.filter((f) => f.startsWith(prefix));
    }
    /** A tree restricted to the given files (used to apply include/exclude filters per suite). */
    filter(keep) {
        return new RepoTree(this.root, this.files.filter(keep), this.walkedDirs.filter(keep), this.links.filter(keep));
    }
}
/** Lists the tree under `root` (absolute): tracked and untracked-but-not-ignored files in a git checkout, else every file. */
async function walkTree(rootIn) {
    const root = await (0,promises_.realpath)(rootIn);
    const findings = [];
    let candidates;
    let source = 'filesystem';
    try {
        const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name', '--', '.'], {
            cwd: root,
            maxBuffer: 512 * 1024 * 1024,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
        });
        const top = (await execFileP('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
        const realTop = await (0,promises_.realpath)(top);
        const prefix = external_node_path_.posix.normalize(posixRel(realTop, root));
        candidates = stdout
            .split('\0')
            .filter((s) => s.length > 0)
            .map((f) => (prefix === '.' ? f : f.startsWith(prefix + '/') ? f.slice(prefix.length + 1) : ''))
            .filter((f) => f.length > 0);
        source = 'git';
    }
    catch {
        candidates = undefined;
    }
    const files = [];
    const walkedDirs = [];
    const links = [];
    if (candidates) {
        for (const f of candidates) {
            if (f.split('/').some((s) => ALWAYS_SKIPPED.has(s)))
                continue;
            const ok = await admit(root, f, findings, links);
            if (ok)
                files.push(f);
        }
    }
    else {
        (0,arrays/* pushAll */.iI)(files, await (0,walk/* walkSorted */.d)(root, { skipNames: ALWAYS_SKIPPED, keep: (r) => admit(root, r, findings, links), enter: (r) => (walkedDirs.push(r), true) }));
    }
    return { tree: new RepoTree(root, files, walkedDirs, links), findings, source };
}
function posixRel(from, to) {
    const rel = to.startsWith(from) ? to.slice(from.length).replace(/^[\\/]/, '') : to;
    return rel === '' ? '.' : rel.split(/[\\/]/).join('/');
}
async function admit(root, rel, findings, links = []) {
    const abs = (0,external_node_path_.join)(root, ...rel.split('/'));
    let st;
    try {
        st = await (0,promises_.lstat)(abs);
    }
    catch {
        return false; // listed by git but deleted in the work tree
    }
    if (st.isFile())
        return true;
    if (st.isSymbolicLink()) {
        try {
            const target = await (0,promises_.realpath)(abs);
            if (!(0,paths/* isInside */.FK)(root, target)) {
                findings.push((0,finding/* finding */.g)(general.BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, { file: rel }));
                links.push(rel);
                return false;
            }
            const t = await (0,promises_.lstat)(target);
            if (!t.isFile())
                links.push(rel);
            return t.isFile();
        }
        catch {
            links.push(rel); // dangling
            return false;
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/report/build.ts
var build = __webpack_require__(5066);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(2301);
;// CONCATENATED MODULE: ./src/report/escape/workflow.ts

/**
 * The action log's rule (GitHub workflow commands). The runner reads every line of the step's stdout and stderr;
 * a line whose first non-blank characters are `::` is a command (`::error …::`, `::stop-commands::TOKEN`, …),
 * and so is any line holding the legacy `##[command]` form. benchgate's own commands go through `@actions/core`
 * (`core.error`, `core.warning`, `core.notice`, `core.setFailed`, `core.startGroup`, `core.debug`), which escapes
 * `%`, CR and LF in the message and also `:` and `,` in properties; this file prepares what is handed to it:
 *
 * - `logLine(s)` for `core.info`: one line, every control character shown escaped (a newline reads `\n`, so no
 *   text can start a second line), and a `::` at the start or a `##[` anywhere broken by a zero-width joiner
 *   (U+200D), so the runner never reads the line as a command.
 * - `commandMessage(s)` for an annotation's or a failure's message: newlines kept (the runner shows them, and
 *   `@actions/core` sends them as `%0A`), every other control character shown escaped, `##[` broken.
 * - `commandProperty(s)` for a property (title, file): one line, control characters shown escaped, `##[` broken.
 */
const JOINER = '\u200d';
/** A line the runner would take for a workflow command: `::` after optional blanks (it trims them), or `##[`. */
function looksLikeCommand(line) {
    return /^\s*::/.test(line) || line.includes('##[');
}
function neutralise(line) {
    return breakLegacy(line.replace(/^(\s*):/, `$1:${JOINER}`));
}
/** A plain log line (`core.info`): one line, controls shown, never a command. */
function logLine(s) {
    return neutralise((0,escape_text/* escapeControls */.UN)(s));
}
/** A command's message: newlines kept, other controls shown. `@actions/core` escapes `%`, CR and LF. */
function commandMessage(s) {
    return breakLegacy(escapeControls(s, { newline: true }));
}
/** A command's property value: one line, controls shown. `@actions/core` escapes `%`, CR, LF, `:` and `,`. */
function commandProperty(s) {
    return breakLegacy(escapeControls(s));
}
/** The runner looks for the legacy `##[command]` form anywhere in a line that is not a `::` command. */
function breakLegacy(s) {
    return s.replace(/##\[/g, `#${JOINER}#[`);
}

// EXTERNAL MODULE: ./src/suites/index.ts + 8 modules
var src_suites = __webpack_require__(964);
// EXTERNAL MODULE: ./src/baseline/no-regression.ts
var no_regression = __webpack_require__(116);
;// CONCATENATED MODULE: ./src/run.ts














/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
class RunError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunError';
    }
}
/** BG001, shared by runCheck and `benchgate merge` so a merged report says exactly what an unsharded run says. */
function noArtifactsFinding(path, suites, failOnEmpty = true) {
    const why = `nothing was checked: no benchmark artifacts found under ${path} (suites: ${suites.join(', ') || 'none'})`;
    return failOnEmpty
        ? (0,finding/* finding */.g)(general.BG.BG001, `${why}; the run fails because fail-on-empty is on (set the input fail-on-empty: false, or --no-fail-on-empty, when an empty run is expected)`, {}, 'error')
        : (0,finding/* finding */.g)(general.BG.BG001, `${why} (fail-on-empty is off)`, {}, 'warning');
}
/**
 * The emptiness findings of a whole run (unsharded, or the union of every shard in `benchgate merge`): BG001
 * when no suite checked any artifact, and BG001 per suite whose artifacts were found but where nothing ran
 * (`Suite.nothingChecked`, e.g. every Qsolve case skipped). Errors when `failOnEmpty`, warnings otherwise.
 */
function emptinessFindings(results, path, suiteIds, failOnEmpty, suiteList = src_suites/* ALL_SUITES */.K) {
    if (results.every((r) => r.artifacts.length === 0))
        return [noArtifactsFinding(path, suiteIds, failOnEmpty)];
    const out = [];
    for (const r of results) {
        const why = r.artifacts.length ? suiteList.find((s) => s.id === r.suite)?.nothingChecked?.(r.artifacts) : undefined;
        if (!why)
            continue;
        const msg = `nothing was checked by suite ${r.suite}: ${why}`;
        out.push(failOnEmpty ? (0,finding/* finding */.g)(general.BG.BG001, `${msg}; the run fails because fail-on-empty is on`, {}, 'error') : (0,finding/* finding */.g)(general.BG.BG001, `${msg} (fail-on-empty is off)`, {}, 'warning'));
    }
    return out;
}
/** Stable partition key: artifacts of one suite are spread by a hash of their path. */
function shardOf(suite, path, count) {
    let h = 2166136261;
    const s = `${suite}\0${path}`;
    for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 16777619) >>> 0;
    }
    return (h % count) + 1;
}
/** The one pipeline behind `benchgate check` and the action: discover → check → report. */
async function runCheck(opts) {
    const started = opts.now ? opts.now() : new Date();
    const t0 = performance.now();
    const log = opts.log ?? (() => { });
    const suites = opts.suiteList ?? src_suites/* ALL_SUITES */.K;
    let root;
    try {
        root = await (0,promises_.realpath)(opts.path);
        if (!(await (0,promises_.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new RunError(`the path "${opts.path}" is not a directory`);
    }
    const runFindings = [];
    // Configuration.
    let config = core_config/* EMPTY_CONFIG */.$v;
    const cfgPath = (0,external_node_path_.join)(root, core_config/* CONFIG_FILE */.g2);
    try {
        const st = await (0,promises_.stat)(cfgPath);
        if (st.size > core_config/* MAX_CONFIG_BYTES */.GW)
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `${core_config/* CONFIG_FILE */.g2} is ${st.size} bytes, over the ${core_config/* MAX_CONFIG_BYTES */.GW}-byte limit`, { file: core_config/* CONFIG_FILE */.g2 }));
        else {
            const parsed = (0,core_config/* parseConfig */.o4)(await (0,promises_.readFile)(cfgPath, 'utf8'), suites.map((s) => s.id));
            config = parsed.config;
            (0,arrays/* pushAll */.iI)(runFindings, parsed.findings);
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `cannot read ${core_config/* CONFIG_FILE */.g2}: ${e.message}`, { file: core_config/* CONFIG_FILE */.g2 }));
    }
    const failOn = opts.failOn ?? config.failOn ?? 'error';
    // `.benchgate.yml` may turn fail-on-empty on, never off (parseConfig refuses `false` with BG002).
    const failOnEmpty = (opts.failOnEmpty ?? true) || config.failOnEmpty === true;
    const sanitized = (0,options/* sanitizeSuiteOptions */.MN)(opts.suiteOptions ?? {}, suites.map((s) => s.id));
    (0,arrays/* pushAll */.iI)(runFindings, sanitized.findings);
    const suiteOptions = sanitized.options;
    // Suite selection.
    let selected;
    if (opts.suites === 'auto')
        selected = suites.filter((s) => config.suites[s.id]?.enabled !== false);
    else {
        selected = [];
        for (const id of opts.suites) {
            const s = suites.find((x) => x.id === id);
            if (s)
                selected.push(s);
            else
                runFindings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}"; known suites: ${suites.map((x) => x.id).join(', ')}`));
        }
    }
    const walk = await walkTree(root);
    (0,arrays/* pushAll */.iI)(runFindings, walk.findings);
    const globalExclude = config.exclude.map(glob/* globToRegExp */.tL);
    const baseTree = walk.tree.filter((f) => !(0,glob/* matchesAny */._I)(f, globalExclude));
    // Every shard discovers everything, but only shard 1 reports run-level and discovery findings, so a merge
    // of all shards holds each of them exactly once.
    const leadShard = !opts.shard || opts.shard.index === 1;
    if (!leadShard)
        runFindings.length = 0;
    const results = [];
    // The partition's identity: every (suite, path) discovered, before the shard filter, and this shard's slice.
    const planned = [];
    const slice = [];
    for (const suite of selected) {
        const sc = config.suites[suite.id];
        const include = (sc?.include ?? []).map(glob/* globToRegExp */.tL);
        const exclude = (sc?.exclude ?? []).map(glob/* globToRegExp */.tL);
        const tree = baseTree.filter((f) => (include.length === 0 || (0,glob/* matchesAny */._I)(f, include)) && !(0,glob/* matchesAny */._I)(f, exclude));
        const ctx = { root, options: { ...(sc?.options ?? {}), ...(suiteOptions[suite.id] ?? {}) }, configOptions: sc?.options ?? {}, log, ...(opts.progress ? { progress: opts.progress } : {}), ...(opts.cache ? { cache: opts.cache } : {}) };
        const result = { suite: suite.id, title: suite.title, artifacts: [], findings: [] };
        let artifacts = [];
        try {
            const d = await suite.discover(tree, ctx);
            artifacts = d.artifacts;
            if (d.skipped?.length && leadShard)
                result.skipped = d.skipped;
            if (d.findings && leadShard)
                (0,arrays/* pushAll */.iI)(result.findings, d.findings);
        }
        catch (e) {
            if (leadShard)
                result.findings.push((0,finding/* finding */.g)(general.BG.BG005, `suite ${suite.id} failed while discovering artifacts: ${e.message}`));
        }
        for (const a of artifacts)
            planned.push({ suite: suite.id, path: a.path });
        if (opts.shard)
            artifacts = artifacts.filter((a) => shardOf(suite.id, a.path, opts.shard.count) === opts.shard.index);
        for (const a of artifacts)
            slice.push({ suite: suite.id, path: a.path });
        if (opts.planOnly)
            artifacts = [];
        for (const a of artifacts) {
            log(`${suite.id}: ${a.path}`);
            result.artifacts.push(await checkOne(suite, a, ctx));
        }
        results.push(result);
    }
    // Emptiness is decided on the whole work: an empty shard is fine (`benchgate merge` decides on the union).
    if (!opts.shard && !opts.planOnly)
        (0,arrays/* pushAll */.iI)(runFindings, emptinessFindings(results, opts.path, selected.map((s) => s.id), failOnEmpty, suites));
    const report = (0,build/* buildReport */.FK)(results, runFindings, {
        root: opts.path,
        failOn,
        failOnEmpty,
        suites: selected.map((s) => s.id),
        configInput: { config, suiteOptions, failOnEmpty },
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        plan: { artifacts: planned.length, hash: (0,partition/* planDigest */.Gb)(planned), ...(opts.run ?? {}) },
        ...(opts.shard ? { shard: { index: opts.shard.index, count: opts.shard.count, slice: { artifacts: slice.length, hash: (0,partition/* planDigest */.Gb)(slice) } } } : {})
    });
    const noRegression = opts.noRegression ?? config.noRegression;
    if (opts.shard || opts.planOnly || (!opts.baseline && !noRegression?.enabled))
        return report;
    return (0,no_regression/* applyBaseline */.Qp)(report, await opts.baseline?.({ version: report.tool.version, configHash: report.config.configHash }), noRegression);
}
/** Runs one suite check; an internal crash becomes a BG005 finding and an undecided gate, never a pass. */
async function checkOne(suite, artifact, ctx) {
    const t = performance.now();
    try {
        const r = await suite.check(artifact, ctx);
        return { ...r, durationMs: Math.round(performance.now() - t) };
    }
    catch (e) {
        const err = e;
        if (process.env['BENCHGATE_DEBUG'])
            for (const l of String(err.stack).split('\n'))
                console.error(logLine(l));
        return {
            artifact,
            gates: [{ id: 'internal', title: 'benchgate could not check this artifact', status: 'undecided', detail: `internal error: ${err.message}` }],
            findings: [(0,finding/* finding */.g)(general.BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })],
            durationMs: Math.round(performance.now() - t)
        };
    }
}


/***/ }),

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ artifactManifestSuite)
});

// UNUSED EXPORTS: readManifestOptions

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/metrics.ts
function manifestMetrics(facts, reference) {
    const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
    return [
        { id: 'files', label: 'Files listed', value: facts.entries },
        { id: 'files_checked', label: 'Files checked', value: facts.checked },
        { id: 'bytes', label: 'Bytes hashed', value: facts.bytes, unit: 'bytes' },
        { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
        { id: 'unlisted', label: 'Unlisted files', value: facts.unlisted, better: 'lower' }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/parse.ts
var parse = __webpack_require__(665);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(1416);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/charts.ts
/** A release inventory as a chart (HTML report; text and Markdown show it as a table): files by outcome, bytes in the note. */
function manifestCharts(out, title) {
    const { facts, reference } = out;
    if (!facts.entries && !facts.unlisted)
        return [];
    return [
        {
            kind: 'chart',
            title: `Manifest files: ${title}`,
            chart: {
                type: 'bar',
                x: { label: 'Files', values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'] },
                y: { label: 'Files', min: 0 },
                series: [{ name: 'files', values: [facts.entries, facts.checked, reference.missing.length, reference.size_mismatches.length, reference.hash_mismatches.length, facts.unlisted] }]
            },
            note: `${facts.bytes} bytes hashed in ${facts.hashed} file(s).`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/artifact-manifest/verify.ts + 1 modules
var verify = __webpack_require__(347);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/suite.ts







function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(verify/* GATE_TITLES */.Wc).map(([id, title]) => ({ id, title, status: id === 'manifest_format' ? 'fail' : 'undecided', detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read' })),
        findings: [(0,finding/* finding */.g)(codes.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    async discover(tree) {
        // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
        const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => external_node_path_.posix.basename(f) === parse/* MANIFEST_NAME */.ir);
        const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = external_node_path_.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : external_node_path_.posix.join(ctx.root, dir);
        // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
        const where = await (0,verify/* resolveWithin */.s5)(ctx.root, artifact.path);
        if (where.kind !== 'inside')
            return unreadableManifest(artifact, where.kind === 'escapes' ? `${parse/* MANIFEST_NAME */.ir} is a symlink that leaves the repository; it was not read` : `${parse/* MANIFEST_NAME */.ir} is a symlink to a target that does not exist`);
        const out = await (0,verify/* verifyRelease */.VA)(abs, { strict: opts.strict, displayPath: artifact.path, maxManifestBytes: opts.maxManifestBytes });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            metrics: manifestMetrics(out.facts, out.reference),
            facts: { ...out.facts, reference_valid: out.reference.valid, ...(out.reference.error ? { reference_error: out.reference.error } : {}) },
            sections: [
                {
                    kind: 'table',
                    title: 'Inventory',
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [[out.facts.entries, out.facts.checked, out.facts.bytes, out.reference.missing.length, out.reference.size_mismatches.length, out.reference.hash_mismatches.length, out.facts.unlisted]]
                },
                ...manifestCharts(out, artifact.path)
            ]
        };
    }
};


/***/ }),

/***/ 964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ ALL_SUITES)
});

// EXTERNAL MODULE: ./src/suites/artifact-manifest/suite.ts + 2 modules
var suite = __webpack_require__(1200);
// EXTERNAL MODULE: ./src/suites/fightbench/index.ts + 1 modules
var fightbench = __webpack_require__(7190);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(2702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/key-scan.ts
var key_scan = __webpack_require__(4824);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var codes = __webpack_require__(6570);
// EXTERNAL MODULE: ./src/suites/pcs/rules.ts
var rules = __webpack_require__(5115);
;// CONCATENATED MODULE: ./src/suites/pcs/charts.ts

/**
 * The tier ladder of one ingest bundle (HTML report; text and Markdown show it as a table): the four adequacy
 * tiers as a staircase, the rungs reached in one series and the rest in another, and in the note what the next
 * tier still needs (pcs-core's tier findings, and any `missingForNextTier` fact the suite records).
 * Pure: reads only the result's facts. Nothing for a document that is not an ingest bundle.
 */
function pcsCharts(result) {
    const facts = result.facts ?? {};
    if (!('tier' in facts))
        return [];
    const tier = typeof facts.tier === 'string' && rules/* TIER_ORDER */.uV.includes(facts.tier) ? facts.tier : null;
    const reached = tier === null ? -1 : rules/* TIER_ORDER */.uV.indexOf(tier);
    const next = reached + 1 < rules/* TIER_ORDER */.uV.length ? rules/* TIER_ORDER */.uV[reached + 1] : undefined;
    const strings = (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
    const missing = [...strings(facts.missingForNextTier), ...strings(facts.tierFindings)];
    const why = next ? (missing.length ? `${next} still needs: ${[...new Set(missing)].slice(0, 20).join('; ')}` : `what ${next} needs is not recorded for this bundle (see the findings of the tier gate)`) : 'the top tier is reached';
    return [
        {
            kind: 'chart',
            title: `Tier ladder: ${result.artifact.path}`,
            chart: {
                type: 'bar',
                x: { label: 'Tier', values: [...rules/* TIER_ORDER */.uV] },
                y: { label: 'Rung', min: 0, max: rules/* TIER_ORDER */.uV.length },
                series: [
                    { name: 'reached', values: rules/* TIER_ORDER */.uV.map((_, i) => (i <= reached ? i + 1 : null)) },
                    { name: 'not reached', values: rules/* TIER_ORDER */.uV.map((_, i) => (i > reached ? i + 1 : null)) }
                ]
            },
            note: `${tier === null ? 'No tier (the bundle is invalid)' : `Tier ${tier}`}; ${why}.`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/charts.ts
var charts = __webpack_require__(9616);
// EXTERNAL MODULE: ./src/suites/pcs/validate.ts + 13 modules
var validate = __webpack_require__(3487);
;// CONCATENATED MODULE: ./src/suites/pcs/index.ts
/**
 * The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * Discovery: `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that
 * window was cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
 */










const SNIFF_BYTES = 64 * 1024;
const INGEST_NAME = /pcs_bench_ingest[^/]*\.json$/i;
/** True for file names that are ingest bundles by convention (goldens, producer exports, fixtures, normalized outputs). */
function isIngestName(path) {
    return INGEST_NAME.test(external_node_path_.posix.basename(path));
}
/**
 * Cheap content sniff of a JSON file's head: does it look like a v0 pcs artifact? Checks key names only
 * (no full parse), so a large unrelated JSON file costs one 64 KiB read.
 */
function sniffPcs(head) {
    const t = head.replace(/^\uFEFF/, '').trimStart();
    if (!t.startsWith('{'))
        return undefined;
    const explicit = /"(?:artifact_type|type|kind)"\s*:\s*"(PcsBenchIngest\.v0|BenchmarkReport\.v0|MetricSummary\.v0|BenchmarkRun\.v0|CoverageReport\.v0|FailureLocalizationResult\.v0|ExplainQualityReport\.v0|ProfileCoverageReport\.v0)"/.exec(t);
    const key = (k) => t.includes(`"${k}"`);
    if (!/"schema_version"\s*:\s*"v0"/.test(t) && !explicit)
        return undefined;
    if (key('producer_id') && key('suite_id') && key('workflow_id') && (key('benchmark_runs') || key('coverage_reports') || key('artifact_refs')))
        return 'PcsBenchIngest.v0';
    if (explicit)
        return explicit[1];
    if (key('benchmark_suite_id') && (key('metric_summaries') || (key('report_id') && key('summary'))))
        return 'BenchmarkReport.v0';
    if (key('artifact_type') && key('sha256') && key('role') && key('path'))
        return 'BenchmarkArtifactRef.v0';
    if (key('metric_id') && key('applicability') && key('score'))
        return 'MetricSummary.v0';
    if (key('run_id') && key('task_id') && key('observed_status'))
        return 'BenchmarkRun.v0';
    if (key('result_id') && key('expected_responsible_component'))
        return 'FailureLocalizationResult.v0';
    if (key('required_sections') && key('quality_score'))
        return 'ExplainQualityReport.v0';
    if (key('coverage_id') && key('workflow_profile_id'))
        return 'ProfileCoverageReport.v0';
    if (key('coverage_id') && key('coverage_ratio'))
        return 'CoverageReport.v0';
    return undefined;
}
async function readHead(abs, n) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
/** A cut head worth a full key scan names at least one pcs key (sorted keys may push the rest past 64 KiB). */
const PCS_SIGNAL = /"(?:artifact_refs|benchmark_runs|coverage_reports|commands|failure_localization_reports|explain_quality_reports|logs|producer_id|schema_version|signature_or_digest|metric_summaries|benchmark_suite_id)"\s*:/;
const CAPTURED = new Set(['schema_version', 'artifact_type', 'type', 'kind']);
/** Bytes the key scan of a large JSON file reads at most during discovery. */
const SCAN_BYTES = 64 * 1024 * 1024;
/** A small JSON text with the document's top-level keys (and its type-bearing string values), for sniffPcs. */
async function topLevelSketch(abs) {
    const scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
    const o = {};
    for (const k of scan.keys)
        Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
    return JSON.stringify(o);
}
function kindOf(type) {
    return type === 'PcsBenchIngest.v0' ? 'pcs-ingest' : type === 'BenchmarkReport.v0' ? 'pcs-benchmark-report' : 'pcs-sub-artifact';
}
async function discoverPcs(tree) {
    const artifacts = [];
    const skipped = [];
    const findings = [];
    for (const f of tree.files) {
        if (!f.toLowerCase().endsWith('.json'))
            continue;
        const base = external_node_path_.posix.basename(f);
        if (isIngestName(f)) {
            artifacts.push({ path: f, kind: 'pcs-ingest' });
            continue;
        }
        if (base === 'provenance.manifest.json' || base === 'package.json' || base === 'package-lock.json' || base === 'tsconfig.json')
            continue;
        let head;
        try {
            head = await readHead(tree.abs(f), SNIFF_BYTES);
        }
        catch (e) {
            findings.push((0,finding/* finding */.g)(general.BG.BG008, `could not read "${f}" to see whether it is a pcs artifact: ${e.message}`, { file: f }));
            continue;
        }
        let type = sniffPcs(head);
        if (Buffer.byteLength(head) >= SNIFF_BYTES - 4 && PCS_SIGNAL.test(head)) {
            // The head was cut: the top-level keys of the whole document decide (streaming key scan), not the window,
            // where nested keys (an artifact_refs entry's artifact_type) could pass for the document's own.
            try {
                type = sniffPcs(await topLevelSketch(tree.abs(f))) ?? type;
            }
            catch {
                /* unreadable now: it was readable a moment ago; keep the head's answer */
            }
        }
        if (!type)
            continue;
        if (base.includes('metric_registry')) {
            skipped.push({ path: f, reason: 'BenchmarkMetricRegistry.v0 is not checked by the pcs suite' });
            continue;
        }
        artifacts.push({ path: f, kind: kindOf(type) });
    }
    return { artifacts, skipped, findings };
}
/** Checks one artifact file: bounded read, then the pure checker. */
async function checkPcsFile(root, artifact, options, tree) {
    const file = artifact.path;
    let bytes;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, file, { expect: 'file' });
        bytes = await (0,paths/* readBounded */.CB)(abs, options.maxBytes);
    }
    catch (e) {
        const gates = ['schema', 'semantics', 'refs', 'digests', 'tier'].map((id) => ({ id, title: id, status: 'undecided', detail: 'the file was not read' }));
        if (e instanceof paths/* FileTooLargeError */.yq) {
            return { artifact, gates: [{ ...gates[0], status: 'fail', detail: 'file too large' }, ...gates.slice(1)], findings: [(0,finding/* finding */.g)(codes/* PCS */.b.PCS002, `the file is ${e.size} bytes, over the ${e.limit}-byte limit (option max-bytes); it was not read`, { file, line: 1, column: 1, gate: 'schema' })] };
        }
        if (e instanceof paths/* UnsafePathError */.k0)
            return { artifact, gates, findings: [(0,finding/* finding */.g)(general.BG.BG003, e.message, { file })] };
        return { artifact, gates, findings: [(0,finding/* finding */.g)(general.BG.BG008, `could not read the file: ${e.message}`, { file })] };
    }
    const prov = await loadProvenance(root, file, options, tree);
    return (0,charts/* withCharts */.U)((0,validate/* checkPcsDocument */.gs)(file, bytes, options, artifact, prov).result, pcsCharts);
}
async function loadProvenance(root, file, options, tree) {
    const path = options.provenanceManifest ?? external_node_path_.posix.join(external_node_path_.posix.dirname(file), 'provenance.manifest.json');
    if (!options.provenanceManifest && tree && !tree.has(path))
        return undefined;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, path, { expect: 'file' });
        return { path, text: (await (0,paths/* readBounded */.CB)(abs, 8 * 1024 * 1024)).toString('utf8') };
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0 && e.problem === 'missing' && !options.provenanceManifest)
            return undefined;
        return { path };
    }
}
const pcsSuite = {
    id: 'pcs',
    title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
    async discover(tree, ctx) {
        const d = await discoverPcs(tree);
        const { findings } = (0,validate/* parseOptions */.Ac)(ctx.options);
        return { ...d, findings: [...(d.findings ?? []), ...findings] };
    },
    async check(artifact, ctx) {
        const { options } = (0,validate/* parseOptions */.Ac)(ctx.options);
        return checkPcsFile(ctx.root, artifact, options);
    }
};


// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __webpack_require__(1442);
;// CONCATENATED MODULE: ./src/suites/pqid/metrics.ts

/** At most this many models get per-model metrics (the per-model table shows as many). */
const MAX_MODEL_METRICS = 60;
const OVERALL = [
    ['execution_rate', 'Execution rate', 'higher'],
    ['assembly_rate', 'Assembly rate', 'higher'],
    ['signature_rate', 'Signature rate', 'higher'],
    ['es_gap_rate', 'Execution–signature gap rate', 'lower'],
    ['as_gap_rate', 'Assembly–signature gap rate', 'lower'],
    ['structural_hallucination_rate', 'Structural hallucination rate', 'lower']
];
const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
function pqidMetrics(summary, store) {
    const out = [{ id: 'cells', label: 'Cells (model × prompt)', value: summary.cells }];
    for (const [k, label, better] of OVERALL)
        out.push({ id: k, label, value: num(summary[k]), unit: 'ratio', better });
    if (!store)
        return out;
    // One pass over the cells: per model, cells and the execution / assembly / signature counts.
    const m = Math.min(store.models.length, MAX_MODEL_METRICS);
    const cells = new Float64Array(m);
    const e = new Float64Array(m);
    const s = new Float64Array(m);
    const a = new Float64Array(m);
    const aPresent = new Float64Array(m);
    for (let i = 0; i < store.length; i++) {
        const mi = store.modelOf[i];
        if (mi >= m)
            continue;
        const x = store.flags[i];
        cells[mi]++;
        if (x & records.F.E)
            e[mi]++;
        if (x & records.F.S)
            s[mi]++;
        if (x & records.F.A_PRESENT) {
            aPresent[mi]++;
            if (x & records.F.A)
                a[mi]++;
        }
    }
    for (let mi = 0; mi < m; mi++) {
        const n = cells[mi];
        if (n === 0)
            continue;
        const name = store.models[mi];
        out.push({ id: `model/${name}/execution_rate`, label: `${name}: execution rate`, value: e[mi] / n, unit: 'ratio', better: 'higher' });
        out.push({ id: `model/${name}/assembly_rate`, label: `${name}: assembly rate`, value: aPresent[mi] === n ? a[mi] / n : null, unit: 'ratio', better: 'higher' });
        out.push({ id: `model/${name}/signature_rate`, label: `${name}: signature rate`, value: s[mi] / n, unit: 'ratio', better: 'higher' });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/suites/pqid/codes.ts
var pqid_codes = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/suites/pqid/jsonl.ts
var jsonl = __webpack_require__(7814);
;// CONCATENATED MODULE: ./src/suites/pqid/options.ts


/** Rates a metric gate may name: the summary's rate fields plus the ordered and parameter layers. */
const GATE_METRICS = {
    execution_rate: 'higher',
    assembly_rate: 'higher',
    signature_rate: 'higher',
    ordered_rate: 'higher',
    parameter_rate: 'higher',
    es_gap_rate: 'lower',
    execution_to_assembly_attrition_rate: 'lower',
    as_gap_rate: 'lower',
    as_gap_share_of_es_gap: 'lower',
    executable_signature_disagreement_rate: 'lower',
    structural_hallucination_rate: 'lower'
};
const DEFAULT_OPTIONS = {
    evaluations: [],
    allowPartial: false,
    minRates: {},
    maxRates: {},
    maxRegression: {},
    schemaSeverity: 'warning',
    maxFindingsPerFile: 200,
    maxLineBytes: 64 * 1024 * 1024,
    autoDiscover: true,
    records: { prompts: [], responses: [], 'provider-attempts': [], 'benchmark-records': [], requests: [] }
};
const KNOWN = [
    'evaluations',
    'release-dir',
    'candidate-manifest',
    'allow-partial',
    'min-rates',
    'max-rates',
    'max-regression',
    'schema-severity',
    'max-findings-per-file',
    'max-line-bytes',
    'discover',
    'prompts',
    'responses',
    'provider-attempts',
    'benchmark-records',
    'requests'
];
/** Validates raw options; every problem is a PQ080 finding and the option keeps its default. */
function parseOptions(raw) {
    const o = structuredClone(DEFAULT_OPTIONS);
    const findings = [];
    const bad = (key, msg) => {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ080, `suites.pqid.options.${key}: ${msg}`, { subject: key }));
    };
    if (!raw)
        return { options: o, findings };
    for (const key of Object.keys(raw))
        if (!KNOWN.includes(key))
            bad(key, `unknown option; known options are ${KNOWN.join(', ')}`);
    const globs = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'string' && v.trim())
            return [v];
        if (Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim()))
            return v;
        bad(key, 'expected a path or glob, or a list of them');
        return undefined;
    };
    const str = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'string' && v.trim())
            return v;
        bad(key, 'expected a repository-relative path');
        return undefined;
    };
    const bool = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'boolean')
            return v;
        if (v === 'true' || v === 'false')
            return v === 'true';
        bad(key, 'expected true or false');
        return undefined;
    };
    const int = (key, min, max) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
        if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max)
            return n;
        bad(key, `expected an integer from ${min} to ${max}`);
        return undefined;
    };
    const rates = (key, lo, hi) => {
        const v = raw[key];
        const out = {};
        if (v === undefined)
            return out;
        if (v === null || typeof v !== 'object' || Array.isArray(v)) {
            bad(key, `expected a mapping of metric to number, e.g. {signature_rate: 0.5}`);
            return out;
        }
        for (const [m, x] of Object.entries(v)) {
            if (!(m in GATE_METRICS)) {
                bad(`${key}.${m}`, `unknown metric; use one of ${Object.keys(GATE_METRICS).join(', ')}`);
                continue;
            }
            const n = typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x)) ? Number(x) : x;
            if (typeof n !== 'number' || !Number.isFinite(n) || n < lo || n > hi) {
                bad(`${key}.${m}`, `expected a number from ${lo} to ${hi} (rates are fractions: 0.5 means 50%)`);
                continue;
            }
            out[m] = n;
        }
        return out;
    };
    o.evaluations = globs('evaluations') ?? o.evaluations;
    o.releaseDir = str('release-dir');
    o.candidateManifest = str('candidate-manifest');
    o.allowPartial = bool('allow-partial') ?? o.allowPartial;
    o.minRates = rates('min-rates', 0, 1);
    o.maxRates = rates('max-rates', 0, 1);
    o.maxRegression = rates('max-regression', 0, 1);
    const sev = raw['schema-severity'];
    if (sev !== undefined) {
        if (sev === 'error' || sev === 'warning' || sev === 'notice' || sev === 'off')
            o.schemaSeverity = sev;
        else
            bad('schema-severity', 'expected error, warning, notice or off');
    }
    o.maxFindingsPerFile = int('max-findings-per-file', 1, 100000) ?? o.maxFindingsPerFile;
    o.maxLineBytes = int('max-line-bytes', 1024, 1024 * 1024 * 1024) ?? o.maxLineBytes;
    o.autoDiscover = bool('discover') ?? o.autoDiscover;
    for (const k of ['prompts', 'responses', 'provider-attempts', 'benchmark-records', 'requests'])
        o.records[k] = globs(k) ?? [];
    return { options: o, findings };
}

// EXTERNAL MODULE: ./src/suites/pqid/pyjson.ts
var pyjson = __webpack_require__(2099);
// EXTERNAL MODULE: ./src/python/float.ts
var python_float = __webpack_require__(2672);
// EXTERNAL MODULE: ./src/python/value.ts
var value = __webpack_require__(39);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./src/suites/pqid/schemas.ts
/**
 * The six PQID-Bench record schemas (draft 2020-12, additional properties allowed), written from the data
 * dictionary. schemas/pqid/*.schema.json hold the same objects (a test keeps them equal).
 */

const ID = (name) => `https://pqid-bench.org/schemas/1.0.0/${name}.schema.json`;
const HEX64 = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const PQID_SCHEMAS = {
    'benchmark-record': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('benchmark-record'),
        title: 'PQID-Bench benchmark record',
        type: 'object',
        required: ['row_id', 'instruction'],
        properties: {
            row_id: { type: 'string', minLength: 1 },
            instruction: { type: 'string', minLength: 1 },
            source_code: { type: 'string' },
            pqid_bench_effective_release_bucket: { enum: ['strict_n8', 'extended_n8'] }
        },
        additionalProperties: true
    },
    prompt: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('prompt'),
        title: 'PQID-Bench prompt record',
        type: 'object',
        required: ['prompt_id', 'row_id', 'prompt'],
        properties: {
            prompt_id: { type: 'string', pattern: '^pqid_bench_external_gen_[0-9]{4}$' },
            row_id: { type: 'string' },
            prompt: { type: 'string' },
            prompt_sha256: HEX64
        },
        additionalProperties: true
    },
    response: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('response'),
        title: 'PQID-Bench canonical response record',
        type: 'object',
        required: ['prompt_id'],
        properties: {
            prompt_id: { type: 'string' },
            model: { type: 'string' },
            provider: { type: 'string' },
            generated_text: { type: ['string', 'null'] },
            generated_code: { type: ['string', 'null'] },
            response_sha256: HEX64,
            error: { type: ['object', 'null'] }
        },
        additionalProperties: true
    },
    evaluation: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('evaluation'),
        title: 'PQID-Bench evaluation record',
        type: 'object',
        required: ['prompt_id', 'model', 'report_executable', 'report_signature_match'],
        properties: {
            prompt_id: { type: 'string', minLength: 1 },
            model: { type: 'string', minLength: 1 },
            report_executable: { type: 'boolean' },
            report_assembly_admissible: { type: 'boolean' },
            report_signature_match: { type: 'boolean' },
            ordered_wire_tape_match: { type: 'boolean' },
            parameter_aware_tape_match: { type: 'boolean' },
            row_id: { type: 'string' }
        },
        additionalProperties: true
    },
    'run-manifest': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('run-manifest'),
        title: 'PQID-Bench run manifest',
        type: 'object',
        required: ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version', 'run_type'],
        properties: {
            package_version: { type: 'string' },
            benchmark_release: { type: 'string' },
            evaluator_version: { type: 'string' },
            predicate_version: { type: 'string' },
            schema_version: { type: 'string' },
            artifact_manifest_version: { type: 'string' },
            run_type: { enum: ['canonical_reproduction', 'archived_replay', 'supplied_evaluation', 'live_replication'] }
        },
        additionalProperties: true
    },
    'provider-attempt': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('provider-attempt'),
        title: 'PQID-Bench provider attempt',
        type: 'object',
        required: ['attempt_id', 'run_id', 'prompt_id', 'provider', 'route', 'requested_model', 'request_sha256', 'status', 'attempt_index', 'started_at'],
        properties: {
            attempt_id: { type: 'string' },
            run_id: { type: 'string' },
            prompt_id: { type: 'string' },
            provider: { type: 'string' },
            route: { type: 'string' },
            requested_model: { type: 'string' },
            resolved_model: { type: ['string', 'null'] },
            request_sha256: HEX64,
            raw_response_path: { type: ['string', 'null'] },
            raw_response_sha256: { oneOf: [{ type: 'null' }, HEX64] },
            status: { type: 'string' },
            attempt_index: { type: 'integer', minimum: 1 },
            started_at: { type: 'string', format: 'date-time' },
            completed_at: { type: ['string', 'null'], format: 'date-time' },
            transport_affected: { type: 'boolean' }
        },
        additionalProperties: true
    }
};
const SCHEMA_NAMES = Object.keys(PQID_SCHEMAS);
let ajv;
const compiled = new Map();
/** Compiled validator (format is an annotation only, as in the reference's jsonschema run). */
function validatorFor(name) {
    let v = compiled.get(name);
    if (!v) {
        ajv ??= new _2020.Ajv2020({ allErrors: true, strict: false, validateFormats: false });
        v = ajv.compile(PQID_SCHEMAS[name]);
        compiled.set(name, v);
    }
    return v;
}
/** One-line description of a schema error, e.g. `/report_executable: must be boolean`. */
function describeSchemaErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    return errors
        .slice(0, 5)
        .map((e) => {
        if (e.keyword === 'required')
            return `'${e.params.missingProperty}' is a required property`;
        return `${e.instancePath || '/'}: ${e.message ?? e.keyword}`;
    })
        .join('; ');
}

// EXTERNAL MODULE: ./src/suites/pqid/service.ts + 1 modules
var service = __webpack_require__(409);
// EXTERNAL MODULE: ./src/suites/pqid/artifact-manifest.ts
var artifact_manifest = __webpack_require__(132);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/python/json.ts
var json = __webpack_require__(2294);
;// CONCATENATED MODULE: ./src/suites/pqid/live.ts
/**
 * Rules for PQID-Bench record files beyond the evaluation summarizer (issue 20), as pure functions over
 * parsed rows: timestamps, unique attempt ids, prompt ids as the join key, the live-run files
 * (`requests.jsonl`, live responses, provider attempts, the live run manifest) and credentials.
 *
 * Sources: the data dictionary (shared/specs/pqid-data-dictionary.md §1, §3, §7) and the reference's
 * live.py (PQID-Bench f4bafb4), which writes these files.
 */



const isObj = (v) => v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) && !(v instanceof value/* PyFloat */.g$);
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;
/**
 * An RFC 3339 date-time (the schemas' `format: date-time`; ISO 8601 as the data dictionary says, and what
 * the reference writes with `datetime.isoformat()`, e.g. `2026-12-03T16:34:31.711551+00:00`): a real
 * calendar date, a time of day, and a UTC offset. `yesterday`, `2026-13-45` and a date without a time are not.
 * Returns the instant in milliseconds, or undefined.
 */
function parseDateTime(s) {
    const m = RFC3339.exec(s);
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
    if (mo < 1 || mo > 12 || d < 1)
        return undefined;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    if (d > (mo === 2 && leap ? 29 : DAYS[mo - 1]))
        return undefined;
    if (h > 23 || mi > 59 || sec > 60)
        return undefined;
    let off = 0;
    if (m[9]) {
        const oh = Number(m[10]);
        const om = Number(m[11]);
        if (oh > 23 || om > 59)
            return undefined;
        off = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
    }
    const frac = m[7] ? Number(m[7]) * 1000 : 0;
    return Date.UTC(y, mo - 1, d, h, mi, Math.min(sec, 59)) + frac - off * 60_000;
}
/** Timestamp fields of each record kind (nullable ones may be null). */
const TIME_FIELDS = {
    attempts: { required: ['started_at'], nullable: ['completed_at'] },
    responses: { required: [], nullable: ['completed_at'] },
    manifest: { required: [], nullable: ['created_at'] }
};
function timestampProblems(kind, row) {
    const out = [];
    const spec = TIME_FIELDS[kind];
    const times = {};
    for (const f of [...spec.required, ...spec.nullable]) {
        const v = row[f];
        if (v === undefined)
            continue; // absence is the schema's business (PQ020)
        if (v === null && spec.nullable.includes(f))
            continue;
        const t = typeof v === 'string' ? parseDateTime(v) : undefined;
        if (t === undefined)
            out.push({ code: 'PQ021', message: `${f} ${typeof v === 'string' ? JSON.stringify(v) : String(v instanceof value/* PyFloat */.g$ ? v.value : JSON.stringify(v))} is not an RFC 3339 date-time with a UTC offset (e.g. 2026-12-03T16:34:31.711551+00:00).`, field: f });
        else
            times[f] = t;
    }
    if (times.started_at !== undefined && times.completed_at !== undefined && times.completed_at < times.started_at) {
        out.push({ code: 'PQ022', message: `completed_at ${String(row.completed_at)} is before started_at ${String(row.started_at)}.`, field: 'completed_at' });
    }
    return out;
}
/** The reference's credential-like key pattern (live.py `_sensitive_extra_body_keys`). */
const SENSITIVE_KEY = /(^|[_-])(api[_-]?key|authorization|bearer|password|secret|token)($|[_-])/i;
/** Secret-looking values: provider API keys (`sk-…`, `sk-proj-…`, `sk-ant-…`), bearer headers, GitHub and Hugging Face tokens. */
const SECRET_VALUE = /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{16,}|Bearer\s+[A-Za-z0-9._~+/-]{16,}=*|gh[pousr]_[A-Za-z0-9]{30,}|hf_[A-Za-z0-9]{30,})/;
/** Keys a live-run file may carry that only name a credential's source or policy, never its value. */
const ALLOWED_KEYS = new Set(['credential_source', 'credential_value_recorded', 'api_key_env', 'max_tokens', 'max_output_tokens', 'input_tokens', 'output_tokens']);
/** A redacted preview of a secret (its first 6 characters). */
const redact = (s) => `${s.slice(0, 6)}… (${s.length} characters, redacted)`;
/**
 * Credential-like keys holding a value, and secret-looking strings anywhere in a record. `credential_source`
 * (`environment:NAME`) names where a key came from and is allowed; so is a null/empty value.
 */
function secretProblems(row, prefix = '') {
    const out = [];
    const walk = (v, path, depth) => {
        if (depth > 64 || out.length >= 10)
            return;
        if (typeof v === 'string') {
            const m = SECRET_VALUE.exec(v);
            if (m)
                out.push({ code: 'PQ028', message: `${path || 'value'} holds what looks like a credential: ${redact(m[1])}. Live-run files must never record a credential value.`, field: path });
            return;
        }
        if (Array.isArray(v)) {
            v.forEach((x, i) => walk(x, `${path}[${i}]`, depth + 1));
            return;
        }
        if (!isObj(v))
            return;
        for (const [k, x] of Object.entries(v)) {
            const p = path ? `${path}.${k}` : k;
            const filled = x !== null && x !== '' && x !== false;
            if (!ALLOWED_KEYS.has(k) && SENSITIVE_KEY.test(k) && filled) {
                out.push({ code: 'PQ028', message: `${p} is a credential-like field with a value; the reference refuses such fields and never records credentials.`, field: p });
                continue;
            }
            walk(x, p, depth + 1);
        }
    };
    walk(row, prefix, 0);
    return out;
}
/** A machine-local path: absolute (POSIX, Windows drive or UNC), home-relative (`~`), or climbing with `..`. */
function machineLocalPath(s) {
    if (s.startsWith('~'))
        return 'a home-directory path';
    if (s.startsWith('/') || s.startsWith('\\'))
        return 'an absolute path';
    if (/^[A-Za-z]:[\\/]/.test(s))
        return 'a Windows absolute path';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s))
        return s.startsWith('file:') ? 'a file URL' : undefined;
    if (s.split(/[\\/]/).includes('..'))
        return 'a path that climbs out with ".."';
    return undefined;
}
const pathProblem = (field, v) => {
    if (typeof v !== 'string')
        return [];
    const why = machineLocalPath(v);
    return why ? [{ code: 'PQ036', message: `${field} ${JSON.stringify(v)} is ${why}; persisted references must be release-relative or filename-only (data dictionary §7).`, field }] : [];
};
/** requests.jsonl rows (`record_type: live_model_request`). */
function requestProblems(row) {
    const out = [];
    const body = row.request_body;
    if (isObj(body)) {
        if (body.target_metadata !== undefined)
            out.push({ code: 'PQ026', message: 'request_body contains target_metadata: the request sent to the provider must never carry the evaluator\'s target metadata (data dictionary §7).', field: 'request_body.target_metadata' });
        if (typeof row.request_sha256 === 'string') {
            const digest = (0,external_node_crypto_.createHash)('sha256').update((0,json/* pyJsonDumps */.dv)(body, { sortKeys: true, separators: [',', ':'] })).digest('hex');
            if (digest !== row.request_sha256)
                out.push({ code: 'PQ027', message: `request_sha256 ${row.request_sha256} is not the SHA-256 of the canonical request_body (${digest}).`, field: 'request_sha256' });
        }
    }
    if (row.target_metadata !== undefined)
        out.push({ code: 'PQ026', message: 'the request record carries target_metadata; requests.jsonl must not export it.', field: 'target_metadata' });
    if (row.target_metadata_policy !== undefined && row.target_metadata_policy !== 'not exported')
        out.push({ code: 'PQ026', message: `target_metadata_policy is ${JSON.stringify(row.target_metadata_policy)}, not "not exported".`, field: 'target_metadata_policy' });
    return out;
}
/**
 * Live response rows: `model` and `requested_model` are the stable analysis key and must agree;
 * `resolved_model` (what the provider answered with) may differ: a notice that exposes routing or snapshot
 * variation without splitting the candidate group (data dictionary §7).
 */
function modelProblems(row) {
    const out = [];
    const req = row.requested_model;
    if (typeof req === 'string' && row.model !== undefined && row.model !== req) {
        out.push({ code: 'PQ037', message: `model ${JSON.stringify(row.model)} differs from requested_model ${JSON.stringify(req)}; in live response rows both are the requested analysis key (use resolved_model for the provider's answer).`, field: 'model' });
    }
    if (typeof req === 'string' && typeof row.resolved_model === 'string' && row.resolved_model !== req) {
        out.push({ code: 'PQ038', message: `the provider resolved ${JSON.stringify(req)} to ${JSON.stringify(row.resolved_model)}.`, field: 'resolved_model' });
    }
    return out;
}
function responseProblems(row) {
    return [...timestampProblems('responses', row), ...modelProblems(row), ...pathProblem('raw_response_path', row.raw_response_path)];
}
function attemptProblems(row) {
    return [...timestampProblems('attempts', row), ...pathProblem('raw_response_path', row.raw_response_path)];
}
/** The three audit assertions of a live run manifest and their only acceptable values. */
const LIVE_ASSERTIONS = [
    ['credential_value_recorded', false, 'a credential value was recorded'],
    ['target_metadata_exported', false, 'target metadata was exported to the provider'],
    ['third_party_prompt_export_acknowledged', true, 'the third-party prompt export was not acknowledged']
];
/** Live run manifest (`run_type: live_replication`, or any manifest carrying the live fields). */
function liveManifestProblems(m) {
    const out = [];
    const live = m.run_type === 'live_replication';
    for (const [k, want, what] of LIVE_ASSERTIONS) {
        const v = m[k];
        if (v === undefined) {
            if (live)
                out.push({ code: 'PQ035', message: `the live run manifest lacks the audit assertion ${k} (it must be ${want}).`, field: k, severity: 'warning' });
        }
        else if (v !== want)
            out.push({ code: 'PQ035', message: `${k} is ${JSON.stringify(v instanceof value/* PyFloat */.g$ ? v.value : v)}: ${what}; it must be ${want}.`, field: k });
    }
    (0,arrays/* pushAll */.iI)(out, pathProblem('prompt_source', m.prompt_source));
    if (m.prompt_source_scope !== undefined && m.prompt_source_scope !== 'release' && m.prompt_source_scope !== 'external_filename') {
        out.push({ code: 'PQ036', message: `prompt_source_scope ${JSON.stringify(m.prompt_source_scope)} is neither "release" nor "external_filename".`, field: 'prompt_source_scope' });
    }
    if (m.prompt_source_scope === 'external_filename' && typeof m.prompt_source === 'string' && /[\\/]/.test(m.prompt_source)) {
        out.push({ code: 'PQ036', message: `prompt_source ${JSON.stringify(m.prompt_source)} has scope external_filename but is not a bare file name.`, field: 'prompt_source' });
    }
    (0,arrays/* pushAll */.iI)(out, timestampProblems('manifest', m));
    (0,arrays/* pushAll */.iI)(out, secretProblems(m));
    return out;
}
/** run-summary.json: its file references are portable (`output_dir: "."`, file names). */
function runSummaryProblems(m) {
    const out = [];
    for (const k of ['output_dir', 'response_file', 'attempt_file', 'run_manifest'])
        (0,arrays/* pushAll */.iI)(out, pathProblem(k, m[k]));
    return out;
}
/** Unique ids within one file: returns the first line of `id` when it was already seen. */
class SeenIds {
    seen = new Map();
    check(id, line) {
        const first = this.seen.get(id);
        if (first !== undefined)
            return first;
        this.seen.set(id, line);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/suites/pqid/charts.ts

/** Most models in one chart (the per-model table keeps up to 60). */
const MAX_MODELS = 30;
const Z95 = 1.959963984540054;
/** 95 % Wilson score interval of k successes in n trials, as [low, high] in 0..1 (pure). */
function wilsonInterval(k, n, z = Z95) {
    if (n <= 0)
        return [0, 1];
    const p = k / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
const pct = (x) => +(100 * x).toFixed(2);
/**
 * PQID charts (HTML report; text and Markdown show them as tables): per-model endpoint rates with 95 % Wilson
 * intervals, and, when a frozen release was compared, each rate's delta in percentage points.
 */
function pqidCharts(store, compared) {
    const out = [];
    const models = store.models.slice(0, MAX_MODELS);
    if (models.length) {
        const counts = models.map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
        const endpoints = [
            { name: 'execution', k: (c) => c.execution },
            { name: 'assembly', k: (c) => c.assembly },
            { name: 'signature', k: (c) => c.signature }
        ];
        const series = endpoints
            .filter((e) => counts.some((c) => e.k(c) !== null))
            .map((e) => {
            const iv = counts.map((c) => {
                const k = e.k(c);
                return k === null ? null : wilsonInterval(k, c.cells);
            });
            return {
                name: `${e.name} rate`,
                values: counts.map((c) => {
                    const k = e.k(c);
                    return k === null || c.cells === 0 ? null : pct(k / c.cells);
                }),
                low: iv.map((i) => (i ? pct(i[0]) : null)),
                high: iv.map((i) => (i ? pct(i[1]) : null))
            };
        });
        out.push({
            kind: 'chart',
            title: 'Per-model endpoint rates with 95 % Wilson intervals',
            chart: { type: 'bar', x: { label: 'Model', values: models }, y: { label: 'Rate', unit: '%', min: 0, max: 100 }, series },
            note: `Rates over each model's cells; whiskers: 95 % Wilson score interval.${store.models.length > MAX_MODELS ? ` First ${MAX_MODELS} of ${store.models.length} models.` : ''}`
        });
    }
    if (compared) {
        const { candidate: c, frozen: f } = compared;
        const ratio = (n, d) => (n === null || d === 0 ? null : n / d);
        const rates = [
            ['execution', c.execution_rate, f.execution_rate],
            ['assembly', c.assembly_rate, f.assembly_rate],
            ['signature', c.signature_rate, f.signature_rate],
            ['ordered', ratio(c.ordered_count, c.cells), ratio(f.ordered_count, f.cells)],
            ['parameter', ratio(c.parameter_count, c.cells), ratio(f.parameter_count, f.cells)],
            ['ES-gap', c.es_gap_rate, f.es_gap_rate],
            ['AS-gap', c.as_gap_rate, f.as_gap_rate]
        ];
        out.push({
            kind: 'chart',
            title: 'Candidate vs frozen release: rate deltas',
            chart: {
                type: 'bar',
                x: { label: 'Rate', values: rates.map((r) => r[0]) },
                y: { label: 'Candidate − frozen', unit: 'pp' },
                series: [{ name: 'delta', values: rates.map(([, a, b]) => (a === null || b === null ? null : +(100 * (a - b)).toFixed(2))) }],
                thresholds: [{ label: 'no change', value: 0 }]
            },
            note: 'Positive: the candidate is higher. For execution, assembly, signature, ordered and parameter, higher is better; for the gaps, lower is.'
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/suites/pqid/suite.ts
/**
 * The pqid suite: discovers PQID-Bench artifacts (evaluation JSONL by their keys, run manifests, record
 * files, frozen release directories) and checks them with the reference's rules plus benchgate's gates.
 */




















const KINDS = {
    evaluations: 'pqid-evaluations',
    release: 'pqid-release',
    runManifest: 'pqid-run-manifest',
    prompts: 'pqid-prompts',
    responses: 'pqid-responses',
    attempts: 'pqid-provider-attempts',
    benchmark: 'pqid-benchmark-records',
    requests: 'pqid-requests',
    runSummary: 'pqid-run-summary'
};
const RECORD_KIND_SCHEMA = {
    [KINDS.evaluations]: 'evaluation',
    [KINDS.prompts]: 'prompt',
    [KINDS.responses]: 'response',
    [KINDS.attempts]: 'provider-attempt',
    [KINDS.benchmark]: 'benchmark-record'
};
const has = (o, names) => names.some((n) => o[n] !== undefined);
/** Classifies a record by its keys (not its file name). */
function classifyRecord(o) {
    if (has(o, ['request_body']) && has(o, ['request_sha256']) && !has(o, ['attempt_id']))
        return KINDS.requests;
    if (has(o, ['model']) && has(o, ['prompt_id']) && has(o, ['report_executable', 'execution', 'execution_success']) && has(o, ['report_signature_match', 'signature', 'signature_match']))
        return KINDS.evaluations;
    if (has(o, ['attempt_id']) && has(o, ['request_sha256']) && has(o, ['requested_model']))
        return KINDS.attempts;
    if (has(o, ['prompt_id']) && has(o, ['row_id']) && has(o, ['prompt']))
        return KINDS.prompts;
    if (has(o, ['prompt_id']) && has(o, ['generated_text', 'generated_code', 'response_sha256']))
        return KINDS.responses;
    if (has(o, ['row_id']) && has(o, ['instruction']) && !has(o, ['prompt_id']))
        return KINDS.benchmark;
    return undefined;
}
/** True when an object looks like a PQID run manifest (run_type plus at least three version fields). */
function looksLikeRunManifest(o) {
    const n = ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version'].filter((k) => o[k] !== undefined).length;
    return o.run_type !== undefined && n >= 3;
}
/** `evaluations*.jsonl` and other JSONL files whose name says they hold evaluations: claimed even when broken. */
const EVALUATIONS_NAME = /(^|\/)[^/]*evaluation[^/]*\.jsonl$/i;
/** `run_manifest.json`, `run-manifest.json`, `runmanifest.json` (any suffix before `.json`): claimed even when broken. */
const RUN_MANIFEST_NAME = /(^|\/)run[_-]?manifest[^/]*\.json$/i;
const RUN_MANIFEST_KEYS = ['run_type', 'package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version'];
/** Bytes the key scan of a run manifest reads at most (the check refuses a manifest over 16 MiB anyway). */
const MANIFEST_SCAN_BYTES = 16 * 1024 * 1024;
/** A presence map of scanned keys (null prototype: a key named `__proto__` is just a key). */
function keyObject(keys) {
    const o = Object.create(null);
    for (const k of keys)
        Object.defineProperty(o, k, { value: true, enumerable: true });
    return o;
}
/** Why a scanned first record could not be judged whole (for skip reasons and claims). */
function scanTrouble(s) {
    switch (s.end) {
        case 'complete':
            return s.bom ? 'the file starts with a byte order mark' : undefined;
        case 'empty':
            return 'the file is empty';
        case 'not-object':
            return `the first record is ${s.first ?? 'not an object'}, not a JSON object`;
        case 'eof':
            return 'the file ends inside its first record (truncated)';
        case 'cut-line':
            return 'the first line ends inside its record (cut or broken)';
        case 'invalid':
            return 'the first record has unbalanced brackets';
        case 'too-deep':
            return 'the first record is nested too deeply to scan';
        case 'window':
            return 'the first record is longer than the scan limit';
    }
}
const STATE = new Map();
function matchGlobs(tree, globs) {
    const res = globs.map(glob/* globToRegExp */.tL);
    return tree.files.filter((f) => res.some((r) => r.test(f)));
}
async function discover(tree, ctx) {
    const { options, findings } = parseOptions(ctx.options);
    const artifacts = [];
    const skipped = [];
    const taken = new Set();
    const add = (path, kind) => {
        if (taken.has(path))
            return;
        taken.add(path);
        artifacts.push({ path, kind });
    };
    // Frozen release directories.
    const releases = [];
    const promptSuffix = service/* RELEASE_PATHS */.PP.prompts;
    for (const f of tree.files) {
        if (f !== promptSuffix && !f.endsWith('/' + promptSuffix))
            continue;
        const d = f === promptSuffix ? '.' : f.slice(0, -(promptSuffix.length + 1));
        const ident = d === '.' ? service/* RELEASE_PATHS */.PP.identifiability : `${d}/${service/* RELEASE_PATHS */.PP.identifiability}`;
        if (tree.has(ident))
            releases.push(d);
        else
            skipped.push({ path: d, reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release' });
    }
    if (options.releaseDir) {
        const d = external_node_path_.posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
        const ident = d === '.' ? service/* RELEASE_PATHS */.PP.identifiability : `${d}/${service/* RELEASE_PATHS */.PP.identifiability}`;
        if (!tree.dirs.has(d))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, { subject: 'release-dir' }));
        else if (!tree.has(ident))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ044, `release-dir "${options.releaseDir}" has no ${service/* RELEASE_PATHS */.PP.identifiability}; compare needs the evidence profile.`, { subject: 'release-dir' }));
        if (!releases.includes(d) && tree.dirs.has(d))
            releases.push(d);
    }
    for (const d of releases)
        add(d, KINDS.release);
    const inRelease = (f) => releases.some((d) => d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/'));
    // Explicit files.
    for (const g of options.evaluations) {
        const m = matchGlobs(tree, [g]);
        if (m.length === 0)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
        for (const f of m)
            add(f, KINDS.evaluations);
    }
    const recordOpt = [
        ['prompts', KINDS.prompts],
        ['responses', KINDS.responses],
        ['provider-attempts', KINDS.attempts],
        ['benchmark-records', KINDS.benchmark],
        ['requests', KINDS.requests]
    ];
    for (const [k, kind] of recordOpt)
        for (const f of matchGlobs(tree, options.records[k]))
            add(f, kind);
    const manifests = [];
    if (options.candidateManifest) {
        const m = external_node_path_.posix.normalize(options.candidateManifest);
        if (!tree.has(m))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, { subject: 'candidate-manifest' }));
        else {
            manifests.push(m);
            add(m, KINDS.runManifest);
        }
    }
    if (options.autoDiscover) {
        for (const f of tree.files) {
            if (taken.has(f) || inRelease(f))
                continue;
            if (/\.jsonl$/i.test(f)) {
                // A streaming key scan of the first record (no fixed window: up to the line limit, any depth up to 10,000).
                let scan;
                let readError;
                try {
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(tree.abs(f), { mode: 'jsonl', maxBytes: options.maxLineBytes });
                }
                catch (e) {
                    readError = e.code ?? 'read error';
                }
                const kind = scan ? classifyRecord(keyObject(scan.keys)) : undefined;
                if (kind) {
                    add(f, kind);
                    continue;
                }
                const trouble = readError ? `cannot be read (${readError})` : scanTrouble(scan);
                if (EVALUATIONS_NAME.test(f)) {
                    // Named as evaluations: anything but a whole record of another shape is claimed, so the check reports it.
                    if (trouble)
                        add(f, KINDS.evaluations);
                    else
                        skipped.push({ path: f, reason: 'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)' });
                }
                else if (/pqid/i.test(f))
                    skipped.push({ path: f, reason: trouble ? `not classified: ${trouble}` : 'JSONL whose first record has none of the PQID record key sets' });
            }
            else if (/(^|\/)run-summary\.json$/.test(f)) {
                add(f, KINDS.runSummary);
            }
            else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
                const named = RUN_MANIFEST_NAME.test(f);
                let scan;
                try {
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(tree.abs(f), { mode: 'json', maxBytes: MANIFEST_SCAN_BYTES });
                }
                catch {
                    scan = undefined;
                }
                const keys = scan ? keyObject(scan.keys) : {};
                const mine = scan !== undefined && looksLikeRunManifest(keys);
                // Named run_manifest.json: claimed unless it is a whole JSON object with none of the run-manifest keys.
                const other = scan !== undefined && scan.end === 'complete' && !scan.bom && !RUN_MANIFEST_KEYS.some((k) => k in keys);
                if (mine || (named && !other)) {
                    manifests.push(f);
                    add(f, KINDS.runManifest);
                }
                else if (named)
                    skipped.push({ path: f, reason: 'a JSON object with none of the run-manifest fields (run_type, *_version); not a PQID run manifest' });
            }
        }
        // Folders and symlinks that are not files (dangling, leaving the repository, to a folder) named like an
        // artifact file (`evaluations.jsonl`, `run_manifest.json`): claimed, and reported unreadable by the check.
        for (const d of [...tree.dirs, ...tree.links]) {
            if (taken.has(d) || inRelease(d + '/x'))
                continue;
            if (EVALUATIONS_NAME.test(d))
                add(d, KINDS.evaluations);
            else if (RUN_MANIFEST_NAME.test(d)) {
                manifests.push(d);
                add(d, KINDS.runManifest);
            }
        }
    }
    const promptFiles = artifacts.filter((a) => a.kind === KINDS.prompts).map((a) => a.path);
    for (const d of releases)
        promptFiles.push(d === '.' ? service/* RELEASE_PATHS */.PP.prompts : `${d}/${service/* RELEASE_PATHS */.PP.prompts}`);
    STATE.set(ctx.root, { options, releases, manifests, promptFiles });
    return { artifacts, skipped, findings };
}
const FAILURE_CODE = {
    'manifest-json': pqid_codes.PQ.PQ030,
    'manifest-object': pqid_codes.PQ.PQ030,
    'manifest-missing-fields': pqid_codes.PQ.PQ031,
    'manifest-run-type': pqid_codes.PQ.PQ032,
    'manifest-incompatible': pqid_codes.PQ.PQ033,
    'unequal-prompt-sets': pqid_codes.PQ.PQ040,
    'unknown-prompts': pqid_codes.PQ.PQ041,
    partial: pqid_codes.PQ.PQ042,
    'identifiable-empty': pqid_codes.PQ.PQ043,
    'file-missing': pqid_codes.PQ.PQ044,
    'file-directory': pqid_codes.PQ.PQ044,
    'file-unreadable': pqid_codes.PQ.PQ044,
    'frozen-prompts': pqid_codes.PQ.PQ044,
    'release-json': pqid_codes.PQ.PQ044,
    'artifact-manifest': pqid_codes.PQ.PQ053
};
const PROBLEM_CODE = {
    'invalid-json': pqid_codes.PQ.PQ001,
    'not-object': pqid_codes.PQ.PQ002,
    'missing-id': pqid_codes.PQ.PQ003,
    'duplicate-key': pqid_codes.PQ.PQ004,
    'bad-value': pqid_codes.PQ.PQ005,
    conflict: pqid_codes.PQ.PQ006,
    'missing-endpoint': pqid_codes.PQ.PQ007,
    invariant: pqid_codes.PQ.PQ008,
    'partial-assembly': pqid_codes.PQ.PQ009,
    'no-records': pqid_codes.PQ.PQ010,
    'invalid-utf8': pqid_codes.PQ.PQ011,
    'line-too-long': pqid_codes.PQ.PQ013
};
function gateOf(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', detail: passDetail };
    return { id, title, status: 'fail', detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})` };
}
/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
async function schemaPass(abs, file, schema, opts) {
    const findings = [];
    if (opts.schemaSeverity === 'off')
        return { findings, invalid: 0, rows: 0 };
    const validate = validatorFor(schema);
    let invalid = 0;
    let rows = 0;
    await (0,jsonl/* readJsonlLines */.SG)(abs, (text, line) => {
        if (!text.trim())
            return;
        let v;
        try {
            v = JSON.parse(text);
        }
        catch {
            return; // parse errors are reported by the rules pass
        }
        rows++;
        if (!validate(v)) {
            invalid++;
            if (findings.length < opts.maxFindingsPerFile)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ020, `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`, { file, line, gate: 'schema' }, opts.schemaSeverity));
        }
    }, { maxLineBytes: opts.maxLineBytes }).catch(() => undefined);
    if (invalid > findings.length)
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ014, `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`, { file }));
    return { findings, invalid, rows };
}
const suite_pct = (r) => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);
function rateOf(s, m) {
    if (m === 'ordered_rate')
        return s.ordered_count === null ? null : s.ordered_count / s.cells;
    if (m === 'parameter_rate')
        return s.parameter_count === null ? null : s.parameter_count / s.cells;
    return s[m];
}
/** Per-model table and chart sections. */
function modelSections(store, maxModels = 60) {
    const rows = [];
    const byModel = store.models.slice(0, maxModels).map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
    byModel.forEach((c, mi) => {
        const r = (n) => (n === null ? 'N/A' : `${(0,python_float/* pyThousands */.fF)(n)} (${suite_pct(n / c.cells)})`);
        const es = c.execution - c.signature;
        const as = c.assembly === null ? null : c.assembly - c.signature;
        rows.push([store.models[mi], c.cells, r(c.execution), r(c.assembly), r(c.signature), r(c.ordered), r(c.parameter), r(es), as === null ? 'N/A' : `${as} (${suite_pct(as / c.cells)})`]);
    });
    const sections = [
        {
            kind: 'table',
            title: 'Per-model endpoints',
            columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
            rows,
            note: store.models.length > maxModels ? `First ${maxModels} of ${store.models.length} models.` : 'Counts with rates over each model\'s cells; N/A = layer not supplied.'
        }
    ];
    // The rates as a chart (with Wilson intervals) come from charts.ts (pqidCharts), drawn by the HTML report.
    return sections;
}
function summarySection(s, title) {
    const row = (label, n, d) => [label, n, d, n === null || d === null || d === 0 ? 'N/A' : suite_pct(n / d)];
    return {
        kind: 'table',
        title,
        columns: ['Metric', 'Count', 'Denominator', 'Rate'],
        rows: [
            row('Execution', s.execution_count, s.cells),
            row('Quantum-assembly admissibility', s.assembly_count, s.assembly_count === null ? null : s.cells),
            row('Reference-signature match', s.signature_count, s.cells),
            row('Ordered operation-and-operand tape', s.ordered_count, s.ordered_count === null ? null : s.cells),
            row('Parameter-aware ordered tape', s.parameter_count, s.parameter_count === null ? null : s.cells),
            row('ES-Gap', s.es_gap_count, s.cells),
            row('AS-Gap', s.as_gap_count, s.as_gap_count === null ? null : s.cells),
            row('ERSD', s.es_gap_count, s.execution_count)
        ]
    };
}
async function checkEvaluations(artifact, ctx, state) {
    const o = state.options;
    const file = artifact.path;
    const findings = [];
    const gates = [];
    const sections = [];
    const facts = {};
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(e instanceof paths/* UnsafePathError */.k0 && e.problem === 'escapes' ? general.BG.BG003 : pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: e.message }], findings };
    }
    let store;
    let summary;
    try {
        const l = await (0,service/* loadEvaluations */.sz)(abs, file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
        for (const p of l.acc.problems) {
            const first = p === l.acc.firstError ? ' (the reference stops here)' : '';
            findings.push((0,finding/* finding */.g)(PROBLEM_CODE[p.kind], p.message + first, { file, line: p.line, gate: p.kind === 'invariant' ? 'invariants' : 'records-valid', subject: p.record ? `record ${p.record}` : undefined }));
        }
        if (l.acc.problemCount > l.acc.problems.length)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ014, `${l.acc.problemCount - l.acc.problems.length} more problems were found and not listed (max-findings-per-file ${o.maxFindingsPerFile}).`, { file }));
        facts.records = l.acc.records;
        if (!l.acc.firstError) {
            store = l.acc.cells;
            summary = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1442))).summarize((0,records.countCells)(store), null);
        }
    }
    catch (e) {
        const msg = e instanceof service/* ReferenceFailure */.cz ? e.message : e.message;
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file, gate: 'records-valid' }));
    }
    (0,arrays/* pushAll */.iI)(findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
    gates.push(gateOf('records-valid', 'Evaluation records valid', findings, `${facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`));
    gates.push(summary ? gateOf('invariants', 'Endpoint invariants hold', findings, 'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution') : findings.some((f) => f.gate === 'invariants' && f.severity === 'error') ? gateOf('invariants', 'Endpoint invariants hold', findings, '') : { id: 'invariants', title: 'Endpoint invariants hold', status: 'undecided', detail: 'records could not all be read' });
    // Compare with the frozen release.
    const releaseDir = o.releaseDir ? external_node_path_.posix.normalize(o.releaseDir.replace(/\/+$/, '')) : state.releases.length === 1 ? state.releases[0] : undefined;
    let compareDelta;
    let frozen;
    if (!releaseDir) {
        const why = state.releases.length > 1 ? `${state.releases.length} releases found; set release-dir` : 'no frozen release directory (set release-dir)';
        gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why });
        gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
    }
    else {
        const dir = external_node_path_.posix.dirname(file);
        const beside = state.manifests.find((m) => external_node_path_.posix.dirname(m) === dir);
        const manifestRel = o.candidateManifest ? external_node_path_.posix.normalize(o.candidateManifest) : beside;
        if (!manifestRel) {
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ034, `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`, { file, gate: 'run-manifest' }));
            gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'undecided', detail: 'PQ034: no candidate run manifest' });
        }
        else {
            const mf = await manifestFindings(ctx, manifestRel);
            (0,arrays/* pushAll */.iI)(findings, mf.map((f) => ({ ...f, gate: 'run-manifest' })));
            gates.push(gateOf('run-manifest', 'Run manifest compatible', findings, `${manifestRel}: seven fields present, four gated fields equal the frozen contract`));
        }
        if (!summary)
            gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'undecided', detail: 'the evaluation records are invalid' });
        else {
            try {
                const relAbs = await (0,paths/* resolveInside */.LI)(ctx.root, releaseDir, { expect: 'directory' });
                const r = await (0,service/* compareRelease */.DT)({ evaluations: abs, releaseDir: relAbs, allowPartial: o.allowPartial, cwd: ctx.root, load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true } });
                compareDelta = r.candidate;
                frozen = r.frozen;
                facts.comparison = { mode: r.mode, prompt_count: r.promptIds.length, prompt_ids_sha256: r.json.comparison_scope.prompt_ids_sha256, release_dir: releaseDir };
                if (r.mode === 'matched_subset')
                    findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ045, `Matched-subset comparison: ${r.promptIds.length} of the frozen prompts (allow-partial is on).`, { file, gate: 'compare-scope' }));
                gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'pass', detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}` });
                sections.push({
                    kind: 'table',
                    title: `Candidate vs frozen release (${r.mode})`,
                    columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
                    rows: ['execution_rate', 'assembly_rate', 'signature_rate', 'ordered_rate', 'parameter_rate', 'es_gap_rate', 'as_gap_rate', 'executable_signature_disagreement_rate', 'structural_hallucination_rate'].map((m) => {
                        const c = rateOf(r.candidate, m);
                        const f = rateOf(r.frozen, m);
                        return [m, suite_pct(c), suite_pct(f), c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`];
                    })
                });
            }
            catch (e) {
                const kind = e instanceof service/* ReferenceFailure */.cz ? e.kind : undefined;
                const code = (kind && FAILURE_CODE[kind]) ?? pqid_codes.PQ.PQ044;
                findings.push((0,finding/* finding */.g)(code, e.message, { file, gate: 'compare-scope' }));
                gates.push(gateOf('compare-scope', 'Compare scope complete', findings, ''));
            }
        }
    }
    // Metric gates.
    const thresholds = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
    if (thresholds === 0)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'skipped', detail: 'no min-rates / max-rates configured' });
    else if (!summary)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'undecided', detail: 'no summary (invalid records)' });
    else {
        let undecided = false;
        for (const [m, min] of Object.entries(o.minRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `min-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v < min)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ070, `${m} is ${suite_pct(v)}, below the minimum ${suite_pct(min)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        for (const [m, max] of Object.entries(o.maxRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `max-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v > max)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ070, `${m} is ${suite_pct(v)}, above the maximum ${suite_pct(max)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        const g = gateOf('metric-thresholds', 'Metric thresholds', findings, `${thresholds} threshold(s) met`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    const regs = Object.entries(o.maxRegression);
    if (regs.length === 0)
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'skipped', detail: 'no max-regression configured' });
    else if (!compareDelta || !frozen) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', { file, gate: 'max-regression' }));
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'undecided', detail: 'no comparison with a frozen release' });
    }
    else {
        let undecided = false;
        for (const [m, allowed] of regs) {
            const c = rateOf(compareDelta, m);
            const f = rateOf(frozen, m);
            if (c === null || f === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`, { file, gate: 'max-regression', subject: m }));
                continue;
            }
            const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
            if (worse > allowed + 1e-12)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ071, `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${suite_pct(f)} → ${suite_pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`, { file, gate: 'max-regression', subject: m }));
        }
        const g = gateOf('max-regression', 'No regression against the frozen release', findings, `${regs.length} metric(s) within their allowance`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    if (summary && store) {
        facts.summary = summary;
        const rest = sections.splice(0);
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
        (0,arrays/* pushAll */.iI)(sections, pqidCharts(store, compareDelta && frozen ? { candidate: compareDelta, frozen } : undefined));
    }
    return { artifact, gates, findings, sections, facts, ...(summary ? { metrics: pqidMetrics(summary, store) } : {}) };
}
async function manifestFindings(ctx, rel) {
    const out = [];
    let text;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'file' });
        const buf = await (0,paths/* readBounded */.CB)(abs, 16 * 1024 * 1024);
        text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    }
    catch (e) {
        if (e instanceof paths/* FileTooLargeError */.yq)
            return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, `The run manifest is ${e.size} bytes, over the 16 MiB limit.`, { file: rel, gate: 'run-manifest' })];
        if (e instanceof TypeError)
            return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, 'The run manifest is not valid UTF-8.', { file: rel, line: 1, gate: 'run-manifest' })];
        return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ012, `Cannot read the run manifest: ${e.message}`, { file: rel, gate: 'run-manifest' })];
    }
    let v;
    try {
        v = (0,pyjson/* parsePyJson */.j)(text);
    }
    catch (e) {
        const pos = e instanceof pyjson/* PyJsonError */.Q ? lineColumn(text, e.pos) : { line: 1 };
        const why = text.charCodeAt(0) === 0xfeff ? ' (it starts with a byte order mark, which Python\'s json.loads refuses)' : e instanceof pyjson/* PyJsonError */.Q ? ` (${e.message})` : '';
        return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}${why}`, { file: rel, ...pos })];
    }
    const p = (0,service/* runManifestProblem */.gK)(v);
    if (p)
        out.push((0,finding/* finding */.g)(FAILURE_CODE[p.kind] ?? pqid_codes.PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof value/* PyFloat */.g$)) {
        for (const lp of liveManifestProblems(v))
            out.push({ ...ruleFinding(lp, rel, keyLine(text, lp.field)), gate: 'run-manifest' });
    }
    const validate = validatorFor('run-manifest');
    const sev = STATE.get(ctx.root)?.options.schemaSeverity ?? 'warning';
    let plain;
    try {
        plain = JSON.parse(text);
    }
    catch {
        // Python-only JSON (NaN, Infinity): the reference accepts it; for the schema they become null (as JSON has no NaN).
        plain = JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof value/* PyFloat */.g$ ? x.value : x)));
    }
    if (sev !== 'off' && !validate(plain))
        out.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ020, `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`, { file: rel, gate: 'schema' }, sev));
    return out;
}
async function checkRelease(artifact, ctx, state) {
    const findings = [];
    const gates = [];
    const facts = {};
    const sections = [];
    const rel = artifact.path;
    const at = (p) => (rel === '.' ? p : `${rel}/${p}`);
    let dir;
    try {
        dir = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'directory' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(general.BG.BG003, e.message, { file: rel }));
        return { artifact, gates: [{ id: 'artifact-manifest', title: 'Release files match ARTIFACT_MANIFEST.tsv', status: 'undecided', detail: e.message }], findings };
    }
    const v = await (0,artifact_manifest/* verifyArtifactManifest */.H)(dir);
    const mfile = at('ARTIFACT_MANIFEST.tsv');
    if (!v.ok) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ053, v.error === 'missing-manifest' ? `The release has no ARTIFACT_MANIFEST.tsv.` : v.failures[0].replace(dir + '/', ''), { file: mfile, line: v.line, gate: 'artifact-manifest' }));
    }
    else {
        const m = v.result;
        facts.manifest = { checked: m.checked, missing: m.missing.length, size_mismatches: m.size_mismatches.length, hash_mismatches: m.hash_mismatches.length };
        for (const p of m.missing)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ050, `"${p}" is listed but is not a regular file.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.escapes)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ050, `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.size_mismatches)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ051, `"${p}" has a different size than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.hash_mismatches)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ052, `"${p}" has a different SHA-256 than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
    }
    gates.push(gateOf('artifact-manifest', 'Release files match ARTIFACT_MANIFEST.tsv', findings, v.ok ? `${v.result.checked} files verified` : ''));
    // Canonical parity (evidence profile only).
    try {
        await (0,promises_.readFile)(`${dir}/${service/* RELEASE_PATHS */.PP.audit}`, { flag: 'r' }).then(() => undefined);
        const r = await (0,service/* reproduceRelease */.Db)(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
        for (const e of r.errors)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ060, e, { file: at(service/* RELEASE_PATHS */.PP.audit), gate: 'canonical-parity' }));
        try {
            for (const e of await (0,service/* repeatabilityErrors */.$0)(dir))
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ061, e, { file: at(service/* RELEASE_PATHS */.PP.repeatability), gate: 'canonical-parity' }));
        }
        catch {
            /* repeatability table absent: not part of this profile */
        }
        facts.summary = r.summary;
        sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
        gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            gates.push({ id: 'canonical-parity', title: 'Canonical parity', status: 'skipped', detail: 'no cell audit (core profile)' });
        else {
            findings.push((0,finding/* finding */.g)(e instanceof service/* ReferenceFailure */.cz && e.kind === 'records' ? pqid_codes.PQ.PQ060 : pqid_codes.PQ.PQ044, e.message, { file: at(service/* RELEASE_PATHS */.PP.audit), gate: 'canonical-parity' }));
            gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
        }
    }
    (0,arrays/* pushAll */.iI)(findings, (await schemaPass(`${dir}/${service/* RELEASE_PATHS */.PP.prompts}`, at(service/* RELEASE_PATHS */.PP.prompts), 'prompt', state.options)).findings);
    return { artifact, gates, findings, sections, facts };
}
const RULE_CODE = {
    PQ021: pqid_codes.PQ.PQ021,
    PQ022: pqid_codes.PQ.PQ022,
    PQ023: pqid_codes.PQ.PQ023,
    PQ024: pqid_codes.PQ.PQ024,
    PQ025: pqid_codes.PQ.PQ025,
    PQ026: pqid_codes.PQ.PQ026,
    PQ027: pqid_codes.PQ.PQ027,
    PQ028: pqid_codes.PQ.PQ028,
    PQ035: pqid_codes.PQ.PQ035,
    PQ036: pqid_codes.PQ.PQ036,
    PQ037: pqid_codes.PQ.PQ037,
    PQ038: pqid_codes.PQ.PQ038
};
const ruleFinding = (p, file, line) => (0,finding/* finding */.g)(RULE_CODE[p.code], p.message, { file, ...(line ? { line } : {}), gate: 'records-valid', ...(p.field ? { subject: p.field } : {}) }, p.severity);
/** Every prompt id of the run's prompt files (read once; unreadable lines are that file's own findings). */
function knownPromptIds(ctx, state) {
    state.promptIds ??= (async () => {
        const ids = new Set();
        for (const rel of state.promptFiles ?? []) {
            let abs;
            try {
                abs = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'file' });
            }
            catch {
                continue;
            }
            await (0,jsonl/* readJsonlLines */.SG)(abs, (text) => {
                try {
                    const v = JSON.parse(text);
                    if (v && typeof v === 'object' && !Array.isArray(v)) {
                        const id = v.prompt_id;
                        if (typeof id === 'string')
                            ids.add(id);
                    }
                }
                catch {
                    /* reported by the prompt file's own check */
                }
            }, { maxLineBytes: state.options.maxLineBytes }).catch(() => undefined);
        }
        return ids;
    })();
    return state.promptIds;
}
async function checkRecords(artifact, ctx, state, schema) {
    const file = artifact.path;
    const findings = [];
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: e.message }], findings };
    }
    const kind = artifact.kind;
    const joins = kind === KINDS.responses || kind === KINDS.attempts || kind === KINDS.requests;
    const known = joins && (state.promptFiles?.length ?? 0) > 0 ? await knownPromptIds(ctx, state) : undefined;
    const seen = new SeenIds();
    const max = state.options.maxFindingsPerFile;
    let ruleCount = 0;
    const rule = (p, line) => {
        ruleCount++;
        if (ruleCount <= max)
            findings.push(ruleFinding(p, file, line));
    };
    let rows = 0;
    const r = await (0,jsonl/* readJsonlLines */.SG)(abs, (text, line) => {
        if (!text.trim())
            return;
        rows++;
        let v;
        try {
            // Requests keep Python's int/float distinction (their digest is over Python's canonical JSON).
            v = kind === KINDS.requests ? (0,pyjson/* parsePyJson */.j)(text) : JSON.parse(text);
        }
        catch {
            try {
                v = (0,pyjson/* parsePyJson */.j)(text); // NaN, Infinity: Python's json.loads accepts them
            }
            catch {
                if (findings.length < max)
                    findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
                return;
            }
        }
        if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof value/* PyFloat */.g$) {
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' }));
            return;
        }
        const row = v;
        const problems = [];
        if (kind === KINDS.prompts && typeof row.prompt_id === 'string') {
            const first = seen.check(row.prompt_id, line);
            if (first !== undefined)
                problems.push({ code: 'PQ024', message: `Duplicate prompt_id ${JSON.stringify(row.prompt_id)} (first on line ${first}); the prompt id is the join key and must be unique.`, field: 'prompt_id' });
        }
        if (kind === KINDS.attempts) {
            if (typeof row.attempt_id === 'string') {
                const first = seen.check(row.attempt_id, line);
                if (first !== undefined)
                    problems.push({ code: 'PQ023', message: `Duplicate attempt_id ${JSON.stringify(row.attempt_id)} (first on line ${first}).`, field: 'attempt_id' });
            }
            (0,arrays/* pushAll */.iI)(problems, attemptProblems(row));
        }
        if (kind === KINDS.responses)
            (0,arrays/* pushAll */.iI)(problems, responseProblems(row));
        if (kind === KINDS.requests)
            (0,arrays/* pushAll */.iI)(problems, requestProblems(row));
        if (joins)
            (0,arrays/* pushAll */.iI)(problems, secretProblems(row));
        if (known && typeof row.prompt_id === 'string' && !known.has(row.prompt_id)) {
            problems.push({ code: 'PQ025', message: `prompt_id ${JSON.stringify(row.prompt_id)} is in no prompt file of the repository (${(state.promptFiles ?? []).slice(0, 3).join(', ')}${(state.promptFiles?.length ?? 0) > 3 ? ', …' : ''}).`, field: 'prompt_id' });
        }
        for (const p of problems)
            rule(p, line);
    }, { maxLineBytes: state.options.maxLineBytes }).catch((e) => {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return undefined;
    });
    if (ruleCount > max)
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ014, `${ruleCount - max} more record problems were found and not listed (max-findings-per-file ${max}).`, { file }));
    if (r?.utf8Error)
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
    const sp = schema ? await schemaPass(abs, file, schema, state.options) : { findings: [], invalid: 0 };
    (0,arrays/* pushAll */.iI)(findings, sp.findings);
    const facts = { rows, schema: schema ?? null, schema_invalid_rows: sp.invalid };
    if (joins)
        facts.prompt_join = known ? `checked against ${state.promptFiles?.length} prompt file(s)` : 'no prompt file in the repository: not checked';
    return { artifact, gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)], findings, facts };
}
/** run-summary.json of a live run: portable file references, no credentials. */
async function checkRunSummary(artifact, ctx) {
    const file = artifact.path;
    const findings = [];
    try {
        const abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
        const v = (0,pyjson/* parsePyJson */.j)(new TextDecoder('utf-8', { fatal: true }).decode(await (0,paths/* readBounded */.CB)(abs, 16 * 1024 * 1024)));
        if (!v || typeof v !== 'object' || Array.isArray(v) || v instanceof value/* PyFloat */.g$)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ030, 'run-summary.json is not a JSON object.', { file, gate: 'records-valid' }));
        else
            for (const p of [...runSummaryProblems(v), ...secretProblems(v)])
                findings.push(ruleFinding(p, file));
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(e instanceof pyjson/* PyJsonError */.Q || e instanceof TypeError ? pqid_codes.PQ.PQ030 : pqid_codes.PQ.PQ012, `Cannot read run-summary.json: ${e.message}`, { file, gate: 'records-valid' }));
    }
    return { artifact, gates: [gateOf('records-valid', 'Run summary portable', findings, 'portable file references, no credentials')], findings };
}
async function check(artifact, ctx) {
    const state = STATE.get(ctx.root) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
    if (artifact.kind === KINDS.evaluations)
        return checkEvaluations(artifact, ctx, state);
    if (artifact.kind === KINDS.release)
        return checkRelease(artifact, ctx, state);
    if (artifact.kind === KINDS.runManifest) {
        const findings = (await manifestFindings(ctx, artifact.path)).map((f) => (f.gate ? f : { ...f, gate: 'run-manifest' }));
        return { artifact, gates: [gateOf('run-manifest', 'Run manifest compatible', findings, 'seven fields present; gated fields equal the frozen contract')], findings };
    }
    if (artifact.kind === KINDS.requests)
        return checkRecords(artifact, ctx, state, undefined);
    if (artifact.kind === KINDS.runSummary)
        return checkRunSummary(artifact, ctx);
    const schema = RECORD_KIND_SCHEMA[artifact.kind];
    if (schema)
        return checkRecords(artifact, ctx, state, schema);
    return { artifact, gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }], findings: [] };
}
const pqidSuite = { id: 'pqid', title: 'PQID-Bench evaluations and releases', discover, check };
/** 1-based line of a top-level key's first occurrence in a JSON text (for findings), when it can be seen. */
function keyLine(text, field) {
    if (!field)
        return undefined;
    const i = text.indexOf(JSON.stringify(field.split('.')[0]) + ':');
    const j = i >= 0 ? i : text.indexOf(JSON.stringify(field.split('.')[0]));
    return j >= 0 ? lineColumn(text, j).line : undefined;
}
/** 1-based line and column of a UTF-16 offset. */
function lineColumn(text, pos) {
    let line = 1;
    let last = -1;
    for (let i = 0; i < pos && i < text.length; i++)
        if (text.charCodeAt(i) === 10) {
            line++;
            last = i;
        }
    return { line, column: pos - last };
}

// EXTERNAL MODULE: ./src/suites/qsolve/suite.ts
var qsolve_suite = __webpack_require__(1124);
;// CONCATENATED MODULE: ./src/suites/index.ts
/** Every suite, in report order. Each family adds one import and one entry. */





const ALL_SUITES = [suite/* artifactManifestSuite */.Y, pqidSuite, pcsSuite, qsolve_suite/* qsolveSuite */.zR, fightbench/* fightbenchSuite */.NX];


/***/ }),

/***/ 2858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ PQ),
/* harmony export */   Y: () => (/* binding */ PQID_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5415);

/** PQID-Bench codes (prefix PQ). Messages of PQ001–PQ011 and PQ030–PQ043 repeat the reference's own text. */
const PQID_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    { code: 'PQ001', severity: 'error', title: 'Invalid JSONL line', description: 'A non-blank line of a PQID-Bench JSONL file is not valid JSON (the reference stops with "Invalid JSONL at FILE:LINE").', fix: 'Write one complete JSON object per line; remove truncated or hand-edited lines.' },
    { code: 'PQ002', severity: 'error', title: 'Record is not a JSON object', description: 'A line holds a JSON array, string, number or null instead of an object ("Expected an object at FILE:LINE").', fix: 'Write each record as a JSON object `{...}`.' },
    { code: 'PQ003', severity: 'error', title: 'Record lacks model or prompt_id', description: 'The model or prompt_id is absent, null, false, 0 or an empty string (the reference coerces with `str(x or "")`).', fix: 'Give every evaluation record a non-empty string `model` and `prompt_id`.' },
    { code: 'PQ004', severity: 'error', title: 'Duplicate model-prompt key', description: 'Two records share the canonical key (model, prompt_id); the summarizer rejects duplicates.', fix: 'Keep exactly one record per model and prompt; remove the repeated line.' },
    { code: 'PQ005', severity: 'error', title: 'Endpoint value is not Boolean or 0/1', description: 'An endpoint field (or alias) holds a string, null, 2, -1, NaN, an array or an object; only JSON Booleans and numbers equal to 0 or 1 are accepted.', fix: 'Write true/false (or 0/1). Omit an optional endpoint instead of writing null.' },
    { code: 'PQ006', severity: 'error', title: 'Conflicting endpoint aliases', description: 'Two names of the same endpoint (e.g. report_executable and execution) disagree.', fix: 'Keep one name per endpoint, or make all aliases agree.' },
    { code: 'PQ007', severity: 'error', title: 'Missing required endpoint', description: 'The record has no execution alias or no signature alias; both are required.', fix: 'Add report_executable (or execution / execution_success) and report_signature_match (or signature / signature_match).' },
    { code: 'PQ008', severity: 'error', title: 'Endpoint invariant violated', description: 'The record breaks parameter ⇒ ordered ⇒ signature ⇒ execution or assembly ⇒ execution (an absent ordered key counts as false for parameter ⇒ ordered).', fix: 'Correct the evaluator output: a cell cannot match a stronger endpoint while failing a weaker one.' },
    { code: 'PQ009', severity: 'error', title: 'Assembly admissibility partially present', description: 'Some records carry an assembly-admissibility field and others do not; it must be on every record or none.', fix: 'Add report_assembly_admissible to every record, or remove it from all of them.' },
    { code: 'PQ010', severity: 'error', title: 'No evaluation records', description: 'The file is empty or holds only blank lines ("No evaluation records supplied").', fix: 'Write the evaluation records, or exclude the file from discovery.' },
    { code: 'PQ011', severity: 'error', title: 'File is not valid UTF-8', description: 'The file has a byte sequence that is not UTF-8; the reference stops with the codec message.', fix: 'Re-encode the file as UTF-8 (without a byte-order mark).' },
    { code: 'PQ012', severity: 'error', title: 'Cannot read PQID file', description: 'A configured or discovered PQID file is missing, is a directory, or cannot be read.', fix: 'Point the option at an existing regular file inside the repository.' },
    { code: 'PQ013', severity: 'error', title: 'Line too long', description: 'A line is longer than `max-line-bytes` (64 MiB by default); benchgate skips it to bound memory.', fix: 'Split the record or raise `max-line-bytes` if such a record is intended.' },
    { code: 'PQ014', severity: 'notice', title: 'More problems not listed', description: 'A file had more problems than `max-findings-per-file`; the rest are counted but not listed.', fix: 'Fix the listed problems first, or raise `max-findings-per-file`.' },
    { code: 'PQ020', severity: 'warning', title: 'Record violates its JSON Schema', description: 'A record does not validate against its PQID-Bench JSON Schema (draft 2020-12). The reference CLI never validates its schemas and accepts some such rows (aliases, 0/1 values, numeric ids), so this is a warning by default (`schema-severity`).', fix: 'Use the canonical field names and types of the data dictionary (e.g. Boolean endpoints, string ids).' },
    { code: 'PQ021', severity: 'error', title: 'Invalid timestamp', description: 'A timestamp (`started_at`, `completed_at` of provider attempts and live responses, `created_at` of a live run manifest) is not an RFC 3339 date-time with a UTC offset: not a real calendar date (`2026-13-45`), no time or offset, or not a date at all (`yesterday`). The data dictionary says timestamps are ISO 8601 date-time strings and the schemas say `format: date-time`; the reference writes `datetime.isoformat()` in UTC.', fix: 'Write the instant as e.g. `2026-12-03T16:34:31.711551+00:00` (or with `Z`); use null for an unknown `completed_at`.' },
    { code: 'PQ022', severity: 'warning', title: 'Attempt completed before it started', description: 'A record\'s `completed_at` is earlier than its `started_at`.', fix: 'Record both instants from the same clock, in UTC.' },
    { code: 'PQ023', severity: 'error', title: 'Duplicate attempt_id', description: 'Two provider-attempt records share an `attempt_id`; the data dictionary defines it as the unique request-attempt identifier (the reference writes `RUN:PROMPT:INDEX`).', fix: 'Give every attempt its own id (run id, prompt id and one-based attempt index).' },
    { code: 'PQ024', severity: 'error', title: 'Duplicate prompt_id in a prompt file', description: 'A prompt file lists the same `prompt_id` twice. The prompt id is the join key across prompt, response, evaluation and provider-attempt records, so it must be unique (the reference\'s run-model refuses such a file: "Duplicate prompt_id …").', fix: 'Keep one record per prompt id.' },
    { code: 'PQ025', severity: 'error', title: 'Prompt id in no prompt file', description: 'A response, provider-attempt or request record names a `prompt_id` that no prompt file in the repository (including the frozen release\'s prompt file) lists, so it joins with nothing. Checked only when the repository has at least one prompt file.', fix: 'Add the prompt to the prompt file the run used, or correct the prompt id.' },
    { code: 'PQ026', severity: 'error', title: 'Target metadata exported', description: 'A `requests.jsonl` record carries the evaluator\'s `target_metadata` (in `request_body` or beside it), or its `target_metadata_policy` is not "not exported". The data dictionary: the request body never contains the evaluator\'s target_metadata field.', fix: 'Send only the model, the messages and the generation controls; keep target metadata out of every request.' },
    { code: 'PQ027', severity: 'error', title: 'Request digest mismatch', description: '`request_sha256` of a `requests.jsonl` record is not the SHA-256 of its `request_body` in the reference\'s canonical JSON (sorted keys, `,`/`:` separators, ASCII escapes).', fix: 'Regenerate the request records with the reference, or restore the edited request body.' },
    { code: 'PQ028', severity: 'error', title: 'Credential in a PQID file', description: 'A live-run file (requests, responses, provider attempts, run manifest or summary) holds a credential: a credential-like field with a value (`api_key`, `authorization`, `bearer`, `password`, `secret`, `token`, the reference\'s own pattern) or a secret-looking value (`sk-…`, `Bearer …`, `ghp_…`, `hf_…`). The message shows only the first characters.', fix: 'Remove the credential from the file and rotate it: it has been committed. Pass keys through an environment variable (`--api-key-env`).' },
    { code: 'PQ030', severity: 'error', title: 'Run manifest is not a JSON object', description: 'The candidate run manifest is not valid JSON, or not an object.', fix: 'Write run-manifest.json as a JSON object with the seven version/run fields.' },
    { code: 'PQ031', severity: 'error', title: 'Run manifest lacks required fields', description: 'One of package_version, benchmark_release, evaluator_version, predicate_version, schema_version, artifact_manifest_version, run_type is absent or empty (null and "" count as missing).', fix: 'Fill in every field; see the minimal compatible manifest in docs/pqid.md.' },
    { code: 'PQ032', severity: 'error', title: 'Unsupported run_type', description: 'run_type is not canonical_reproduction, archived_replay, supplied_evaluation or live_replication.', fix: 'Use one of the four run types.' },
    { code: 'PQ033', severity: 'error', title: 'Run manifest incompatible with the frozen release', description: 'benchmark_release, evaluator_version, predicate_version or schema_version differs from the frozen comparison contract (1.0.0 / pqid-bench-evaluator-1.1.0-safe-builtins / pqid-bench-reference-signature-1.0.0-count-map / 1.0.0).', fix: 'Re-score with the frozen evaluator and predicate, or do not compare against this release.' },
    { code: 'PQ034', severity: 'error', title: 'No candidate run manifest', description: 'An evaluation file is compared with a frozen release but no candidate run manifest was found (option `candidate-manifest`, or a run-manifest.json beside the file).', fix: 'Add run-manifest.json next to the evaluations or set `candidate-manifest`.' },
    { code: 'PQ035', severity: 'error', title: 'Live-run audit assertion unsafe', description: 'A live run manifest says `credential_value_recorded: true`, `target_metadata_exported: true` or `third_party_prompt_export_acknowledged: false` (error), or a `live_replication` manifest lacks one of the three (warning). The reference writes false, false, true and refuses live generation without the acknowledgement.', fix: 'Re-run the live generation with the reference (`--acknowledge-third-party-prompt-export`, credentials from an environment variable), or remove the leaked data and correct the manifest.' },
    { code: 'PQ036', severity: 'error', title: 'Machine-local path in a run artifact', description: 'A persisted reference (`prompt_source`, `raw_response_path`, run-summary file fields) is absolute, home-relative (`~/…`), a Windows drive path or climbs with `..`. The data dictionary: prompt-source and output-file references are release-relative or filename-only.', fix: 'Store the path relative to the release (scope `release`) or the bare file name (scope `external_filename`).' },
    { code: 'PQ037', severity: 'error', title: 'model differs from requested_model', description: 'In a live response row `model` and `requested_model` are the stable requested analysis key and must be equal; writing the provider\'s resolved model into `model` splits one replication run into several candidate groups.', fix: 'Set `model` to the requested model and keep the provider\'s answer in `resolved_model`.' },
    { code: 'PQ038', severity: 'notice', title: 'Provider resolved a different model', description: '`resolved_model` differs from `requested_model`: the provider routed the request to another model or snapshot. This is recorded, not an error.', fix: 'Nothing, if expected; pin a model snapshot if the analysis needs one model.' },
    { code: 'PQ040', severity: 'error', title: 'Candidate models have different prompt sets', description: 'All candidate models must share one prompt denominator, even with allow-partial.', fix: 'Evaluate every model on the same prompts.' },
    { code: 'PQ041', severity: 'error', title: 'Prompt IDs outside the frozen test set', description: 'The candidate has prompt IDs that the frozen 154-prompt file does not list.', fix: 'Remove or rename the unknown prompt IDs.' },
    { code: 'PQ042', severity: 'error', title: 'Candidate does not cover the frozen test set', description: 'Prompt IDs of the frozen test set are missing and `allow-partial` is off.', fix: 'Evaluate all frozen prompts, or set `allow-partial: true` for an explicitly labelled matched-subset comparison.' },
    { code: 'PQ043', severity: 'error', title: 'No identifiable prompts to compare', description: 'After the frozen identifiability exclusions no compared prompt is left.', fix: 'Include prompts outside the identifiability exclusions.' },
    { code: 'PQ044', severity: 'error', title: 'Frozen release incomplete', description: 'A file compare or reproduce needs is missing from the release directory (prompt file, identifiability JSON or cell audit).', fix: 'Use the evidence profile of the release (the core bundle omits artifacts/analysis_154/).' },
    { code: 'PQ045', severity: 'notice', title: 'Matched-subset comparison', description: 'The candidate covers only part of the frozen test set; the comparison is a matched subset.', fix: 'Nothing, if intended; evaluate all 154 prompts for a full-test-set comparison.' },
    { code: 'PQ050', severity: 'error', title: 'Release file missing', description: 'A path listed in ARTIFACT_MANIFEST.tsv is not a regular file (or resolves outside the release through a symlink).', fix: 'Restore the file, or regenerate the manifest.' },
    { code: 'PQ051', severity: 'error', title: 'Release file size mismatch', description: 'A listed file has a size other than the manifest says.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ052', severity: 'error', title: 'Release file hash mismatch', description: 'A listed file has the right size but a different SHA-256.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ053', severity: 'error', title: 'ARTIFACT_MANIFEST.tsv unreadable', description: 'The manifest is missing, has a wrong header (a BOM counts), an empty/duplicate/absolute/traversal path or a non-integer size.', fix: 'Write the header `path<TAB>bytes<TAB>sha256` and one safe relative path per line.' },
    { code: 'PQ060', severity: 'error', title: 'Canonical parity failed', description: 'Reproducing the frozen summary from the release cell audit does not give the published counts.', fix: 'Restore the released cell audit and identifiability JSON.' },
    { code: 'PQ061', severity: 'error', title: 'Repeatability parity failed', description: 'The stochastic-repeatability table does not have 4,536 cells, 21 models, 72 prompts and 3 runs.', fix: 'Restore the released repeatability table.' },
    { code: 'PQ070', severity: 'error', title: 'Rate below the minimum', description: 'A rate configured in `min-rates` is below its minimum (or one in `max-rates` above its maximum).', fix: 'Improve the candidate, or change the threshold in .benchgate.yml if it is wrong.' },
    { code: 'PQ071', severity: 'error', title: 'Regression against the frozen release', description: 'A rate configured in `max-regression` moved the wrong way by more than allowed compared with the frozen release on the same prompts.', fix: 'Fix the regression before tagging the release, or change the allowance in .benchgate.yml.' },
    { code: 'PQ072', severity: 'warning', title: 'Metric gate cannot decide', description: 'A metric gate names a rate that is unavailable (null) for this file, or a regression gate has no frozen release to compare with.', fix: 'Supply the layer (e.g. assembly or ordered fields), set `release-dir`, or remove the metric from the gate.' },
    { code: 'PQ080', severity: 'error', title: 'Invalid pqid option', description: 'A `suites.pqid.options` key or action input has a wrong name, type or value.', fix: 'Correct it; docs/pqid.md lists every option.' },
    { code: 'PQ090', severity: 'warning', title: 'Configured PQID path matches nothing', description: 'An `evaluations`, `release-dir` or `candidate-manifest` option names nothing in the repository.', fix: 'Correct the path or glob (repository-relative, POSIX separators).' }
]);
const PQ = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(PQID_CODES);


/***/ })

};
