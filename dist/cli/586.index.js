export const id = 586;
export const ids = [586];
export const modules = {

/***/ 5278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   g: () => (/* binding */ finding)
/* harmony export */ });
/** Builds a finding from a registry code; the severity defaults to the code's own. */
function finding(def, message, loc = {}, severity) {
    const f = { code: def.code, severity: severity ?? def.severity, message };
    if (loc.file !== undefined)
        f.file = loc.file;
    if (loc.line !== undefined)
        f.line = loc.line;
    if (loc.column !== undefined)
        f.column = loc.column;
    if (loc.endLine !== undefined)
        f.endLine = loc.endLine;
    if (loc.endColumn !== undefined)
        f.endColumn = loc.endColumn;
    if (loc.gate !== undefined)
        f.gate = loc.gate;
    if (loc.subject !== undefined)
        f.subject = loc.subject;
    return f;
}
/** Stable order: file, line, column, code, message. */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        a.code.localeCompare(b.code) ||
        a.message.localeCompare(b.message));
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   h0: () => (/* binding */ decodeUtf8Strict),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


class UnsafePathError extends Error {
    problem;
    path;
    constructor(problem, path, message) {
        super(message);
        this.problem = problem;
        this.path = path;
        this.name = 'UnsafePathError';
    }
}
/**
 * Lexical check of a relative path written inside an artifact (a manifest entry, an `input_file`):
 * not empty, not absolute (POSIX or Windows drive), no `..` segment, no NUL. Returns the normalised POSIX form.
 */
function checkRelativePath(p) {
    if (p.length === 0)
        return { ok: false, problem: 'empty', message: 'the path is empty' };
    if (p.includes('\0'))
        return { ok: false, problem: 'nul', message: 'the path contains a NUL character' };
    if (p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\')) {
        return {
            ok: false,
            problem: 'absolute',
            message: `the path "${p}" is absolute; use a path relative to the folder`
        };
    }
    const segments = p.split(/[\\/]/);
    if (segments.includes('..'))
        return {
            ok: false,
            problem: 'traversal',
            message: `the path "${p}" contains ".."; paths must stay inside the folder`
        };
    const norm = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(p.replace(/\\/g, '/'));
    return { ok: true, path: norm };
}
/** True when `child` (absolute) is `parent` or inside it. */
function isInside(parent, child) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(parent, child);
    return rel === '' || (!rel.startsWith('..' + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && rel !== '..' && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/**
 * Resolves a relative path inside `base` (absolute, already real) and proves the target stays inside
 * `boundary` (defaults to base) after following every symlink. Throws UnsafePathError otherwise.
 */
async function resolveInside(base, p, opts = {}) {
    const lex = checkRelativePath(p);
    if (!lex.ok)
        throw new UnsafePathError(lex.problem, p, lex.message);
    const boundary = opts.boundary ?? base;
    const joined = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, lex.path);
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(joined);
    }
    catch {
        // A dangling symlink is reported as an escape when its link itself exists.
        try {
            const ls = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(joined);
            if (ls.isSymbolicLink())
                throw new UnsafePathError('escapes', p, `the path "${p}" is a symlink to a target that does not exist`);
        }
        catch (e) {
            if (e instanceof UnsafePathError)
                throw e;
        }
        throw new UnsafePathError('missing', p, `the file "${p}" does not exist`);
    }
    if (!isInside(boundary, real)) {
        throw new UnsafePathError('escapes', p, `the path "${p}" resolves outside the allowed folder (through a symlink)`);
    }
    const expect = opts.expect ?? 'any';
    if (expect !== 'any') {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real);
        if (expect === 'file' && !st.isFile())
            throw new UnsafePathError('not-a-file', p, `"${p}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file`);
        if (expect === 'directory' && !st.isDirectory())
            throw new UnsafePathError('not-a-directory', p, `"${p}" is not a directory`);
    }
    return real;
}
class FileTooLargeError extends Error {
    path;
    limit;
    size;
    constructor(path, limit, size) {
        super(`the file is ${size} bytes, over the ${limit}-byte limit`);
        this.path = path;
        this.limit = limit;
        this.size = size;
        this.name = 'FileTooLargeError';
    }
}
/** Reads a whole file, refusing one larger than `maxBytes` (bounded memory for hostile inputs). */
async function readBounded(abs, maxBytes) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw Object.assign(new Error(`"${abs}" is not a regular file`), { code: 'EISDIR' });
        if (st.size > maxBytes)
            throw new FileTooLargeError(abs, maxBytes, st.size);
        const buf = Buffer.allocUnsafe(st.size);
        let off = 0;
        while (off < st.size) {
            const { bytesRead } = await fh.read(buf, off, st.size - off, off);
            if (bytesRead === 0)
                break;
            off += bytesRead;
        }
        return off === st.size ? buf : buf.subarray(0, off);
    }
    finally {
        await fh.close();
    }
}
/** Decodes UTF-8 strictly; returns undefined when the bytes are not valid UTF-8. */
function decodeUtf8Strict(buf) {
    try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ walkSorted)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Lists the entries below `root` that are not folders, as POSIX paths relative to it: depth first, each
 * folder's names in UTF-16 code-unit order (deterministic across file systems). Symlinks are never followed
 * (a symlink to a folder is an entry like a file; `keep` decides whether and how it counts); folders that
 * cannot be read are skipped.
 */
async function walkSorted(root, opts = {}) {
    const out = [];
    const walk = async (rel) => {
        let entries;
        try {
            entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(rel ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel) : root, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
            if (opts.skipNames?.has(e.name))
                continue;
            const r = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (!opts.enter || (await opts.enter(r)))
                    await walk(r);
            }
            else if (!opts.keep || (await opts.keep(r)))
                out.push(r);
        }
    };
    await walk('');
    return out;
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

// UNUSED EXPORTS: MAX_REPORT_BYTES, mergeReports, parseShardReport, readReportFile, resolveReportPaths

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
const report_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/report.schema.json","title":"benchgate report, version 1","description":"The JSON report written by `benchgate check --format json` and the action\'s `report-json` input. Versioned by `schema`; fields are only added within a version. The bounds (maxItems, maxLength, maximum; shard count at most 256) are what `benchgate merge` accepts from a shard report, with a file size of at most 64 MiB and a nesting depth of at most 64 (docs/security/merge.md).","type":"object","required":["schema","tool","root","config","verdict","counts","suites","findings"],"additionalProperties":false,"properties":{"schema":{"const":"benchgate.report/1"},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"benchgate"},"version":{"type":"string","maxLength":64,"pattern":"^\\\\d+\\\\.\\\\d+\\\\.\\\\d+"}}},"startedAt":{"type":"string","maxLength":64,"format":"date-time"},"durationMs":{"type":"number","minimum":0,"maximum":1000000000000},"delta":{"$ref":"#/$defs/delta"},"root":{"type":"string","maxLength":4096},"config":{"type":"object","required":["failOn","suites","configHash"],"additionalProperties":false,"properties":{"failOn":{"enum":["error","warning","never"]},"suites":{"type":"array","maxItems":64,"items":{"type":"string","maxLength":64}},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"plan":{"description":"The partition\'s identity: how many artifacts the whole run discovered (before any shard filter) and the sha256 of their sorted (suite, path) list, and the CI run (GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, or --run-id / the run-id input).","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"run":{"type":"string","pattern":"^[A-Za-z0-9._-]{1,100}$"},"attempt":{"type":"integer","minimum":1,"maximum":999999}}},"failOnEmpty":{"type":"boolean"},"shard":{"type":"object","required":["index","count"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1,"maximum":256},"count":{"type":"integer","minimum":1,"maximum":256},"slice":{"description":"The artifacts assigned to this shard: their number and hash, as in plan.","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"}}}}}}},"verdict":{"enum":["pass","fail"]},"counts":{"type":"object","required":["gates","findings","artifacts"],"additionalProperties":false,"properties":{"gates":{"type":"object","required":["pass","fail","undecided","skipped"],"additionalProperties":false,"properties":{"pass":{"$ref":"#/$defs/count"},"fail":{"$ref":"#/$defs/count"},"undecided":{"$ref":"#/$defs/count"},"skipped":{"$ref":"#/$defs/count"}}},"findings":{"type":"object","required":["error","warning","notice"],"additionalProperties":false,"properties":{"error":{"$ref":"#/$defs/count"},"warning":{"$ref":"#/$defs/count"},"notice":{"$ref":"#/$defs/count"}}},"artifacts":{"$ref":"#/$defs/count"}}},"suites":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/suiteResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}}},"$defs":{"count":{"type":"integer","minimum":0,"maximum":100000000},"finding":{"type":"object","required":["code","severity","message"],"additionalProperties":false,"properties":{"code":{"type":"string","maxLength":8,"pattern":"^[A-Z]{1,4}[0-9]{3}$"},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","minLength":1,"maxLength":1048576},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":1,"maximum":1000000000},"column":{"type":"integer","minimum":1,"maximum":1000000000},"endLine":{"type":"integer","minimum":1,"maximum":1000000000},"endColumn":{"type":"integer","minimum":1,"maximum":1000000000},"gate":{"type":"string","maxLength":256},"subject":{"type":"string","maxLength":4096}}},"gate":{"type":"object","required":["id","title","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"title":{"type":"string","maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"detail":{"type":"string","maxLength":1048576}}},"section":{"oneOf":[{"type":"object","required":["kind","title","columns","rows"],"additionalProperties":false,"properties":{"kind":{"const":"table"},"title":{"type":"string","maxLength":4096},"columns":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":4096}},"rows":{"type":"array","maxItems":100000,"items":{"type":"array","maxItems":1000,"items":{"type":["string","number","null"],"maxLength":1048576}}},"note":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","source"],"additionalProperties":false,"properties":{"kind":{"const":"mermaid"},"title":{"type":"string","maxLength":4096},"source":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","body"],"additionalProperties":false,"properties":{"kind":{"const":"text"},"title":{"type":"string","maxLength":4096},"body":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","chart"],"additionalProperties":false,"properties":{"kind":{"const":"chart"},"title":{"type":"string","maxLength":4096},"note":{"type":"string","maxLength":1048576},"chart":{"type":"object","required":["type","x","y","series"],"additionalProperties":false,"properties":{"type":{"enum":["bar","line","scatter"]},"x":{"type":"object","required":["label","values"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"values":{"type":"array","maxItems":100000,"items":{"type":["string","number"],"maxLength":4096}}}},"y":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"min":{"type":"number"},"max":{"type":"number"},"unit":{"type":"string","maxLength":256}}},"series":{"type":"array","maxItems":1000,"items":{"type":"object","required":["name","values"],"additionalProperties":false,"properties":{"name":{"type":"string","maxLength":4096},"values":{"$ref":"#/$defs/chartValues"},"low":{"$ref":"#/$defs/chartValues"},"high":{"$ref":"#/$defs/chartValues"}}}},"thresholds":{"type":"array","maxItems":100,"items":{"type":"object","required":["label","value"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"value":{"type":"number"}}}}}}}}]},"chartValues":{"type":"array","maxItems":100000,"items":{"type":["number","null"]}},"gateChange":{"type":"object","required":["suite","path","gate","title","from","to"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"gate":{"type":"string","maxLength":256},"title":{"type":"string","maxLength":4096},"from":{"enum":["pass","fail","undecided","skipped",null]},"to":{"enum":["pass","fail","undecided","skipped",null]},"detail":{"type":"string","maxLength":65536}}},"findingChange":{"type":"object","required":["suite","path","code","severity","message"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"code":{"type":"string","maxLength":32},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","maxLength":65536},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":0,"maximum":1000000000},"subject":{"type":"string","maxLength":4096}}},"metricChange":{"type":"object","required":["suite","path","id","label","base","head","delta","direction"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"id":{"type":"string","maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"base":{"type":["number","null"]},"head":{"type":["number","null"]},"delta":{"type":["number","null"]},"direction":{"enum":["improved","regressed","unchanged","changed","new","removed"]}}},"delta":{"description":"What changed against a baseline report (docs/baseline.md): gates by (suite, path, id), findings by (code, file, subject or message), metrics by id.","type":"object","required":["baseline","verdict","newFailures","fixed","newlyUndecided","newlySkipped","newFindings","resolvedFindings","artifacts","metrics","counts"],"additionalProperties":false,"properties":{"baseline":{"type":"object","required":["source","version","configHash","verdict"],"additionalProperties":false,"properties":{"source":{"enum":["cache","artifact","file"]},"ref":{"type":"string","maxLength":4096},"version":{"type":"string","maxLength":64},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"startedAt":{"type":"string","maxLength":64}}},"verdict":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"enum":["pass","fail"]},"head":{"enum":["pass","fail"]}}},"newFailures":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"fixed":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlyUndecided":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlySkipped":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"resolvedFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"artifacts":{"type":"object","required":["added","removed"],"additionalProperties":false,"properties":{"added":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}},"removed":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}}}},"metrics":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/metricChange"}},"counts":{"type":"object","required":["gatesUnchanged","metricsUnchanged","artifactsUnchanged","findingsUnchanged"],"additionalProperties":false,"properties":{"gatesUnchanged":{"$ref":"#/$defs/count"},"metricsUnchanged":{"$ref":"#/$defs/count"},"artifactsUnchanged":{"$ref":"#/$defs/count"},"findingsUnchanged":{"$ref":"#/$defs/count"},"metricsRegressed":{"$ref":"#/$defs/count"},"metricsImproved":{"$ref":"#/$defs/count"},"metricsOtherChanged":{"$ref":"#/$defs/count"}}},"truncated":{"type":"object","maxProperties":16,"additionalProperties":{"$ref":"#/$defs/count"}}}},"metric":{"type":"object","required":["id","label","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"headline":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":256},"text":{"type":"string","maxLength":1024}}}}},"artifactResult":{"type":"object","required":["artifact","gates","findings"],"additionalProperties":false,"properties":{"artifact":{"type":"object","required":["path","kind"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"kind":{"type":"string","maxLength":256}}},"gates":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/gate"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"sections":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/section"}},"facts":{"type":"object","maxProperties":10000},"metrics":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/metric"}},"cases":{"type":"array","maxItems":100000,"items":{"type":"object","required":["name","status"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"message":{"type":"string","maxLength":1048576},"durationMs":{"type":"number","minimum":0}}}},"durationMs":{"type":"number","minimum":0}}},"suiteResult":{"type":"object","required":["suite","title","artifacts","findings"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"title":{"type":"string","maxLength":4096},"artifacts":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifactResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"skipped":{"type":"array","maxItems":100000,"items":{"type":"object","required":["path","reason"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"reason":{"type":"string","maxLength":1048576}}}}}}}}');
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
// EXTERNAL MODULE: ./src/suites/index.ts
var src_suites = __webpack_require__(2181);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/merge.ts












const addFormats = ((dist_default())["default"] ??
    (dist_default()));
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
    if (again.verdict !== r.verdict ||
        g.pass !== G.pass ||
        g.fail !== G.fail ||
        g.undecided !== G.undecided ||
        g.skipped !== G.skipped ||
        f.error !== F.error ||
        f.warning !== F.warning ||
        f.notice !== F.notice ||
        r.counts.artifacts !== again.counts.artifacts)
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
    if (r.config.failOn !== ref.config.failOn ||
        r.config.suites.join(',') !== ref.config.suites.join(',') ||
        r.config.configHash !== ref.config.configHash)
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
 * not the planned artifact list. Counts and the verdict are always recomputed. Async: it loads the suites that hold
 * artifacts (for `Suite.nothingChecked`), and only those.
 */
async function mergeReports(shards, expect = {}) {
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
        throw new MergeError(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()]
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
        .map((s) => ({
        ...s,
        findings: [...s.findings].sort(finding/* compareFindings */.E),
        artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path))
    }));
    const runFindings = [];
    for (const s of ordered)
        for (const f of s.report.findings)
            runFindings.push(f);
    // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it. Only
    // the suites that hold artifacts are loaded (their `nothingChecked`).
    const loaded = await (0,src_suites/* loadSuites */._)((0,run/* suitesWithArtifacts */.FD)(merged));
    for (const f of (0,run/* emptinessFindings */.Hc)(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false, loaded))
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
  IS: () => (/* binding */ shardOf),
  FD: () => (/* binding */ suitesWithArtifacts)
});

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
        (0,arrays/* pushAll */.iI)(files, await (0,walk/* walkSorted */.d)(root, {
            skipNames: ALWAYS_SKIPPED,
            keep: (r) => admit(root, r, findings, links),
            enter: (r) => (walkedDirs.push(r), true)
        }));
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
                findings.push((0,finding/* finding */.g)(general.BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, {
                    file: rel
                }));
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

// EXTERNAL MODULE: ./src/suites/index.ts
var suites = __webpack_require__(2181);
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
 * Pure: `suiteList` holds (at least) the loaded suites of the results that have artifacts (`suitesWithArtifacts`).
 */
function emptinessFindings(results, path, suiteIds, failOnEmpty, suiteList) {
    if (results.every((r) => r.artifacts.length === 0))
        return [noArtifactsFinding(path, suiteIds, failOnEmpty)];
    const out = [];
    for (const r of results) {
        const why = r.artifacts.length ? suiteList.find((s) => s.id === r.suite)?.nothingChecked?.(r.artifacts) : undefined;
        if (!why)
            continue;
        const msg = `nothing was checked by suite ${r.suite}: ${why}`;
        out.push(failOnEmpty
            ? (0,finding/* finding */.g)(general.BG.BG001, `${msg}; the run fails because fail-on-empty is on`, {}, 'error')
            : (0,finding/* finding */.g)(general.BG.BG001, `${msg} (fail-on-empty is off)`, {}, 'warning'));
    }
    return out;
}
/** The ids of the results that hold artifacts: the suites `emptinessFindings` must have loaded. */
function suitesWithArtifacts(results) {
    return results.filter((r) => r.artifacts.length > 0).map((r) => r.suite);
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
    // Suite ids only: no suite code is loaded before the selection below.
    const known = opts.suiteList ? opts.suiteList.map((s) => s.id) : suites/* SUITE_IDS */.O;
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
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `${core_config/* CONFIG_FILE */.g2} is ${st.size} bytes, over the ${core_config/* MAX_CONFIG_BYTES */.GW}-byte limit`, {
                file: core_config/* CONFIG_FILE */.g2
            }));
        else {
            const parsed = (0,core_config/* parseConfig */.o4)(await (0,promises_.readFile)(cfgPath, 'utf8'), [...known]);
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
    const sanitized = (0,options/* sanitizeSuiteOptions */.MN)(opts.suiteOptions ?? {}, [...known]);
    (0,arrays/* pushAll */.iI)(runFindings, sanitized.findings);
    const suiteOptions = sanitized.options;
    // Suite selection, by id; then only the selected suites are loaded.
    let selectedIds;
    if (opts.suites === 'auto')
        selectedIds = known.filter((id) => config.suites[id]?.enabled !== false);
    else {
        selectedIds = [];
        for (const id of opts.suites) {
            if (known.includes(id))
                selectedIds.push(id);
            else
                runFindings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}"; known suites: ${known.join(', ')}`));
        }
    }
    const selected = opts.suiteList
        ? selectedIds.map((id) => opts.suiteList.find((s) => s.id === id))
        : await (0,suites/* loadSuites */._)(selectedIds);
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
        const ctx = {
            root,
            options: { ...(sc?.options ?? {}), ...(suiteOptions[suite.id] ?? {}) },
            configOptions: sc?.options ?? {},
            log,
            ...(opts.progress ? { progress: opts.progress } : {}),
            ...(opts.cache ? { cache: opts.cache } : {})
        };
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
        (0,arrays/* pushAll */.iI)(runFindings, emptinessFindings(results, opts.path, selected.map((s) => s.id), failOnEmpty, selected));
    const report = (0,build/* buildReport */.FK)(results, runFindings, {
        root: opts.path,
        failOn,
        failOnEmpty,
        suites: selected.map((s) => s.id),
        configInput: { config, suiteOptions, failOnEmpty },
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        plan: { artifacts: planned.length, hash: (0,partition/* planDigest */.Gb)(planned), ...(opts.run ?? {}) },
        ...(opts.shard
            ? {
                shard: {
                    index: opts.shard.index,
                    count: opts.shard.count,
                    slice: { artifacts: slice.length, hash: (0,partition/* planDigest */.Gb)(slice) }
                }
            }
            : {})
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
            gates: [
                {
                    id: 'internal',
                    title: 'benchgate could not check this artifact',
                    status: 'undecided',
                    detail: `internal error: ${err.message}`
                }
            ],
            findings: [(0,finding/* finding */.g)(general.BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })],
            durationMs: Math.round(performance.now() - t)
        };
    }
}


/***/ }),

/***/ 2181:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ SUITE_IDS),
/* harmony export */   _: () => (/* binding */ loadSuites)
/* harmony export */ });
/* harmony import */ var _plugins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5007);
/**
 * The suite list, lazily. The ids come from the plug-in list (`src/suites/plugins.ts`, which loads only the families'
 * codes); a suite's code is loaded, through its plug-in's `loadSuite`, only by a run that selected it
 * (`runCheck`) or by a merge that holds its artifacts (`benchgate merge`, for `nothingChecked`). So `benchgate
 * --help`, `benchgate codes` and a run of one suite load no other suite module.
 */

/** Every suite id, in report order (no suite code loaded). */
const SUITE_IDS = _plugins_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGINS */ .R.map((p) => p.id);
/**
 * The suites with these ids, in the order given, each loaded through its plug-in (one after the other: concurrent
 * dynamic imports of shared modules trip jest's ESM loader). Ids without a plug-in are left out: the caller reports them.
 */
async function loadSuites(ids = SUITE_IDS) {
    const out = [];
    for (const id of ids) {
        const p = _plugins_js__WEBPACK_IMPORTED_MODULE_0__/* .PLUGINS */ .R.find((x) => x.id === id);
        if (p)
            out.push(await p.loadSuite());
    }
    return out;
}


/***/ })

};
