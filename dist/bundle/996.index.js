export const id = 996;
export const ids = [996];
export const modules = {

/***/ 79596:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ overLimit),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * Byte counts as people read them in messages: "512 bytes", "600 KiB", "16 MiB", "1.5 GiB" (IEC units, powers of
 * 1024, at most one decimal, a trailing ".0" dropped). Locale-independent (no grouping separators), so a report is the
 * same on every machine. A limit is always shown this way; an exact count is added only where the rounded figures
 * would read the same ("64 MiB (67108865 bytes), over the 64 MiB limit").
 */
const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
function formatBytes(n) {
    if (!Number.isFinite(n) || n < 1024)
        return `${n} byte${n === 1 ? '' : 's'}`;
    let v = n;
    let u = -1;
    while (v >= 1024 && u < UNITS.length - 1) {
        v /= 1024;
        u++;
    }
    // One decimal below 100 (1.5 GiB, 70.2 MiB), none above (600 KiB); floor, never round up past the real size.
    const shown = v >= 100 ? Math.floor(v) : Math.floor(v * 10) / 10;
    return `${shown} ${UNITS[u]}`;
}
/** "70.2 MiB, over the 64 MiB limit" — the exact count is added when both round to the same figure. */
function overLimit(size, limit) {
    const s = formatBytes(size);
    const l = formatBytes(limit);
    return `${s === l ? `${s} (${size} bytes)` : s}, ${limit < 1024 ? `over the limit of ${l}` : `over the ${l} limit`}`;
}


/***/ }),

/***/ 95278:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   g: () => (/* binding */ finding)
/* harmony export */ });
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92831);

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
/**
 * Stable order: file, line, column, severity (errors first), code, message; text by code point (`compareText`), so
 * the order is the same under every locale.
 */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.file ?? '', b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.code, b.code) ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.message, b.message));
}


/***/ }),

/***/ 92831:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * The one text order of benchgate: by Unicode code point, as Python compares `str`. Reports, findings, artifacts,
 * shard plans and canonical JSON all sort with it, so the same inputs give the same bytes on every machine:
 * `String.prototype.localeCompare` follows ICU and the process's locale (`LANG`/`LC_ALL`: under `sv_SE` "ä" sorts
 * after "z", under `en_US` before it) and is never used for anything that is written out.
 */
const isSurrogate = (c) => c >= 0xd800 && c <= 0xdfff;
/**
 * Compares two strings by Unicode code point. A lone surrogate counts as its own code point (U+D800..U+DFFF), which
 * is what Python holds after `json.loads('"\\ud800"')`; a well-formed pair counts as the code point it encodes
 * (above every BMP character).
 */
function compareText(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    if (i === n)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (!isSurrogate(x) && !isSurrogate(y) && (i === 0 || !isSurrogate(a.charCodeAt(i - 1))))
        return x - y;
    // A surrogate is involved: compare code point by code point from the start of the code point holding unit i.
    if (i > 0 && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff)
        i--;
    while (i < a.length && i < b.length) {
        const p = a.codePointAt(i);
        const q = b.codePointAt(i);
        if (p !== q)
            return p - q;
        i += p > 0xffff ? 2 : 1;
    }
    return a.length - b.length;
}


/***/ }),

/***/ 61052:
/***/ (function (__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ validateReportSchema),
/* harmony export */   U: () => (/* binding */ validateHistorySchema)
/* harmony export */ });
/* harmony import */ var ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10779);
/* harmony import */ var ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36214);
// Generated by scripts/gen-report-validators.mjs from schemas/report.schema.json and schemas/history.schema.json
// (Ajv 8.20.0 standalone code). Do not edit: run `node scripts/gen-report-validators.mjs` after changing a
// schema (a test fails while this file is stale). Static code: it compiles nothing and evaluates nothing from the
// data it validates.
/* eslint-disable */


const ucs2length = ajv_dist_runtime_ucs2length_js__WEBPACK_IMPORTED_MODULE_1__["default"];
const validateReportSchema = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/report.schema.json","title":"benchgate report, version 1","description":"The JSON report written by `benchgate check --format json` and the action's `report-json` input. Versioned by `schema`; fields are only added within a version. The bounds (maxItems, maxLength, maximum; shard count at most 256) are what `benchgate merge` accepts from a shard report, with a file size of at most 64 MiB and a nesting depth of at most 64 (docs/security/merge.md).","type":"object","required":["schema","tool","root","config","verdict","counts","suites","findings"],"additionalProperties":false,"properties":{"schema":{"const":"benchgate.report/1"},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"const":"benchgate"},"version":{"type":"string","maxLength":64,"pattern":"^\\d+\\.\\d+\\.\\d+"}}},"startedAt":{"type":"string","maxLength":64,"format":"date-time"},"durationMs":{"type":"number","minimum":0,"maximum":1000000000000},"delta":{"$ref":"#/$defs/delta"},"history":{"$ref":"#/$defs/history"},"root":{"type":"string","maxLength":4096},"config":{"type":"object","required":["failOn","suites","configHash"],"additionalProperties":false,"properties":{"failOn":{"enum":["error","warning","never"]},"suites":{"type":"array","maxItems":64,"items":{"type":"string","maxLength":64}},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"plan":{"description":"The partition's identity: how many artifacts the whole run discovered (before any shard filter) and the sha256 of their sorted (suite, path) list, and the CI run (GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT, or --run-id / the run-id input).","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"run":{"type":"string","pattern":"^[A-Za-z0-9._-]{1,100}$"},"attempt":{"type":"integer","minimum":1,"maximum":999999}}},"failOnEmpty":{"type":"boolean"},"shard":{"type":"object","required":["index","count"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1,"maximum":256},"count":{"type":"integer","minimum":1,"maximum":256},"slice":{"description":"The artifacts assigned to this shard: their number and hash, as in plan.","type":"object","required":["artifacts","hash"],"additionalProperties":false,"properties":{"artifacts":{"$ref":"#/$defs/count"},"hash":{"type":"string","pattern":"^[0-9a-f]{64}$"}}}}}}},"verdict":{"enum":["pass","fail"]},"counts":{"type":"object","required":["gates","findings","artifacts"],"additionalProperties":false,"properties":{"gates":{"type":"object","required":["pass","fail","undecided","skipped"],"additionalProperties":false,"properties":{"pass":{"$ref":"#/$defs/count"},"fail":{"$ref":"#/$defs/count"},"undecided":{"$ref":"#/$defs/count"},"skipped":{"$ref":"#/$defs/count"}}},"findings":{"type":"object","required":["error","warning","notice"],"additionalProperties":false,"properties":{"error":{"$ref":"#/$defs/count"},"warning":{"$ref":"#/$defs/count"},"notice":{"$ref":"#/$defs/count"}}},"artifacts":{"$ref":"#/$defs/count"}}},"suites":{"type":"array","maxItems":64,"items":{"$ref":"#/$defs/suiteResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}}},"$defs":{"count":{"type":"integer","minimum":0,"maximum":100000000},"history":{"description":"What this run was judged against in its track record (docs/history.md): per metric of this run, the series of the last stored entries (oldest first, this run last) and the verdict of the percentage and z-score tests. `ratio` and `z` are null when infinite (a worsening from zero, a window without spread).","type":"object","required":["source","entries","apart","window","series","alerts"],"additionalProperties":false,"properties":{"source":{"type":"string","maxLength":4096},"entries":{"$ref":"#/$defs/count"},"apart":{"$ref":"#/$defs/count"},"window":{"type":"integer","minimum":1,"maximum":10000},"alerts":{"$ref":"#/$defs/count"},"series":{"type":"array","maxItems":2000,"items":{"type":"object","required":["suite","path","metric","label","points","status","sample"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"metric":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"points":{"type":"array","maxItems":501,"items":{"type":"object","required":["commit","time","value"],"additionalProperties":false,"properties":{"commit":{"type":"string","pattern":"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},"time":{"type":"string","maxLength":64},"value":{"type":["number","null"]},"current":{"type":"boolean"},"apart":{"type":"boolean"}}}},"status":{"enum":["alert","ok","insufficient","no-direction"]},"sample":{"$ref":"#/$defs/count"},"percentage":{"type":"object","required":["previous","ratio","threshold","limit","alert"],"additionalProperties":false,"properties":{"previous":{"type":"number"},"ratio":{"type":["number","null"]},"threshold":{"type":"number"},"limit":{"type":"number"},"alert":{"type":"boolean"}}},"zScore":{"type":"object","required":["mean","stddev","z","threshold","limit","alert"],"additionalProperties":false,"properties":{"mean":{"type":"number"},"stddev":{"type":"number","minimum":0},"z":{"type":["number","null"]},"threshold":{"type":"number"},"limit":{"type":"number"},"alert":{"type":"boolean"}}}}}}}},"finding":{"type":"object","required":["code","severity","message"],"additionalProperties":false,"properties":{"code":{"type":"string","maxLength":8,"pattern":"^[A-Z]{1,4}[0-9]{3}$"},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","minLength":1,"maxLength":1048576},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":1,"maximum":1000000000},"column":{"type":"integer","minimum":1,"maximum":1000000000},"endLine":{"type":"integer","minimum":1,"maximum":1000000000},"endColumn":{"type":"integer","minimum":1,"maximum":1000000000},"gate":{"type":"string","maxLength":256},"subject":{"type":"string","maxLength":4096}}},"gate":{"type":"object","required":["id","title","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"title":{"type":"string","maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"detail":{"type":"string","maxLength":1048576}}},"section":{"oneOf":[{"type":"object","required":["kind","title","columns","rows"],"additionalProperties":false,"properties":{"kind":{"const":"table"},"title":{"type":"string","maxLength":4096},"columns":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":4096}},"rows":{"type":"array","maxItems":100000,"items":{"type":"array","maxItems":1000,"items":{"type":["string","number","null"],"maxLength":1048576}}},"note":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","source"],"additionalProperties":false,"properties":{"kind":{"const":"mermaid"},"title":{"type":"string","maxLength":4096},"source":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","body"],"additionalProperties":false,"properties":{"kind":{"const":"text"},"title":{"type":"string","maxLength":4096},"body":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","chart"],"additionalProperties":false,"properties":{"kind":{"const":"chart"},"title":{"type":"string","maxLength":4096},"note":{"type":"string","maxLength":1048576},"chart":{"type":"object","required":["type","x","y","series"],"additionalProperties":false,"properties":{"type":{"enum":["bar","line","scatter"]},"x":{"type":"object","required":["label","values"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"values":{"type":"array","maxItems":100000,"items":{"type":["string","number"],"maxLength":4096}}}},"y":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"min":{"type":"number"},"max":{"type":"number"},"unit":{"type":"string","maxLength":256}}},"series":{"type":"array","maxItems":1000,"items":{"type":"object","required":["name","values"],"additionalProperties":false,"properties":{"name":{"type":"string","maxLength":4096},"values":{"$ref":"#/$defs/chartValues"},"low":{"$ref":"#/$defs/chartValues"},"high":{"$ref":"#/$defs/chartValues"}}}},"thresholds":{"type":"array","maxItems":100,"items":{"type":"object","required":["label","value"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"value":{"type":"number"}}}}}}}}]},"chartValues":{"type":"array","maxItems":100000,"items":{"type":["number","null"]}},"gateChange":{"type":"object","required":["suite","path","gate","title","from","to"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"gate":{"type":"string","maxLength":256},"title":{"type":"string","maxLength":4096},"from":{"enum":["pass","fail","undecided","skipped",null]},"to":{"enum":["pass","fail","undecided","skipped",null]},"detail":{"type":"string","maxLength":65536}}},"findingChange":{"type":"object","required":["suite","path","code","severity","message"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"code":{"type":"string","maxLength":32},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","maxLength":65536},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":0,"maximum":1000000000},"subject":{"type":"string","maxLength":4096}}},"metricChange":{"type":"object","required":["suite","path","id","label","base","head","delta","direction"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"id":{"type":"string","maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"base":{"type":["number","null"]},"head":{"type":["number","null"]},"delta":{"type":["number","null"]},"direction":{"enum":["improved","regressed","unchanged","changed","new","removed"]}}},"delta":{"description":"What changed against a baseline report (docs/baseline.md): gates by (suite, path, id), findings by (code, file, subject or message), metrics by id.","type":"object","required":["baseline","verdict","newFailures","fixed","newlyUndecided","newlySkipped","newFindings","resolvedFindings","artifacts","metrics","counts"],"additionalProperties":false,"properties":{"baseline":{"type":"object","required":["source","version","configHash","verdict"],"additionalProperties":false,"properties":{"source":{"enum":["cache","artifact","file"]},"ref":{"type":"string","maxLength":4096},"version":{"type":"string","maxLength":64},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"startedAt":{"type":"string","maxLength":64},"differs":{"description":"Set when the baseline was made with another configuration: what differs (fail-on, suites, version, configHash). Only the artifacts, gates, metrics and findings present on both sides were compared (docs/baseline.md).","type":"array","maxItems":8,"items":{"type":"string","maxLength":1000}}}},"verdict":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"enum":["pass","fail"]},"head":{"enum":["pass","fail"]}}},"newFailures":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"fixed":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlyUndecided":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlySkipped":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"resolvedFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"artifacts":{"type":"object","required":["added","removed"],"additionalProperties":false,"properties":{"added":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}},"removed":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}}}},"metrics":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/metricChange"}},"counts":{"type":"object","required":["gatesUnchanged","metricsUnchanged","artifactsUnchanged","findingsUnchanged"],"additionalProperties":false,"properties":{"gatesUnchanged":{"$ref":"#/$defs/count"},"metricsUnchanged":{"$ref":"#/$defs/count"},"artifactsUnchanged":{"$ref":"#/$defs/count"},"findingsUnchanged":{"$ref":"#/$defs/count"},"metricsRegressed":{"$ref":"#/$defs/count"},"metricsImproved":{"$ref":"#/$defs/count"},"metricsOtherChanged":{"$ref":"#/$defs/count"}}},"truncated":{"type":"object","maxProperties":16,"additionalProperties":{"$ref":"#/$defs/count"}}}},"metric":{"type":"object","required":["id","label","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"headline":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":256},"text":{"type":"string","maxLength":1024}}}}},"artifactResult":{"type":"object","required":["artifact","gates","findings"],"additionalProperties":false,"properties":{"artifact":{"type":"object","required":["path","kind"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"kind":{"type":"string","maxLength":256}}},"gates":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/gate"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"sections":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/section"}},"facts":{"type":"object","maxProperties":10000},"metrics":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/metric"}},"cases":{"type":"array","maxItems":100000,"items":{"type":"object","required":["name","status"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"message":{"type":"string","maxLength":1048576},"durationMs":{"type":"number","minimum":0}}}},"durationMs":{"type":"number","minimum":0}}},"suiteResult":{"type":"object","required":["suite","title","artifacts","findings"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"title":{"type":"string","maxLength":4096},"naming":{"type":"array","maxItems":64,"items":{"type":"object","required":["kind","label","part"],"additionalProperties":false,"properties":{"kind":{"type":"string","maxLength":128},"label":{"type":"string","maxLength":256},"part":{"enum":["base","path","folder"]}}}},"artifacts":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifactResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"skipped":{"type":"array","maxItems":100000,"items":{"type":"object","required":["path","reason"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"reason":{"type":"string","maxLength":1048576}}}}}}}};
const schema40 = {"type":"integer","minimum":0,"maximum":100000000};
const schema66 = {"type":"object","required":["code","severity","message"],"additionalProperties":false,"properties":{"code":{"type":"string","maxLength":8,"pattern":"^[A-Z]{1,4}[0-9]{3}$"},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","minLength":1,"maxLength":1048576},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":1,"maximum":1000000000},"column":{"type":"integer","minimum":1,"maximum":1000000000},"endLine":{"type":"integer","minimum":1,"maximum":1000000000},"endColumn":{"type":"integer","minimum":1,"maximum":1000000000},"gate":{"type":"string","maxLength":256},"subject":{"type":"string","maxLength":4096}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ucs2length;
const pattern4 = new RegExp("^\\d+\\.\\d+\\.\\d+", "u");
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9._-]{1,100}$", "u");
const pattern11 = new RegExp("^[A-Z]{1,4}[0-9]{3}$", "u");
const formats0 = ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats["date-time"];
const schema32 = {"description":"What changed against a baseline report (docs/baseline.md): gates by (suite, path, id), findings by (code, file, subject or message), metrics by id.","type":"object","required":["baseline","verdict","newFailures","fixed","newlyUndecided","newlySkipped","newFindings","resolvedFindings","artifacts","metrics","counts"],"additionalProperties":false,"properties":{"baseline":{"type":"object","required":["source","version","configHash","verdict"],"additionalProperties":false,"properties":{"source":{"enum":["cache","artifact","file"]},"ref":{"type":"string","maxLength":4096},"version":{"type":"string","maxLength":64},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"startedAt":{"type":"string","maxLength":64},"differs":{"description":"Set when the baseline was made with another configuration: what differs (fail-on, suites, version, configHash). Only the artifacts, gates, metrics and findings present on both sides were compared (docs/baseline.md).","type":"array","maxItems":8,"items":{"type":"string","maxLength":1000}}}},"verdict":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"enum":["pass","fail"]},"head":{"enum":["pass","fail"]}}},"newFailures":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"fixed":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlyUndecided":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newlySkipped":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/gateChange"}},"newFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"resolvedFindings":{"type":"array","maxItems":500,"items":{"$ref":"#/$defs/findingChange"}},"artifacts":{"type":"object","required":["added","removed"],"additionalProperties":false,"properties":{"added":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}},"removed":{"type":"array","maxItems":500,"items":{"type":"object","required":["suite","path"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096}}}}}},"metrics":{"type":"array","maxItems":2000,"items":{"$ref":"#/$defs/metricChange"}},"counts":{"type":"object","required":["gatesUnchanged","metricsUnchanged","artifactsUnchanged","findingsUnchanged"],"additionalProperties":false,"properties":{"gatesUnchanged":{"$ref":"#/$defs/count"},"metricsUnchanged":{"$ref":"#/$defs/count"},"artifactsUnchanged":{"$ref":"#/$defs/count"},"findingsUnchanged":{"$ref":"#/$defs/count"},"metricsRegressed":{"$ref":"#/$defs/count"},"metricsImproved":{"$ref":"#/$defs/count"},"metricsOtherChanged":{"$ref":"#/$defs/count"}}},"truncated":{"type":"object","maxProperties":16,"additionalProperties":{"$ref":"#/$defs/count"}}}};
const schema33 = {"type":"object","required":["suite","path","gate","title","from","to"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"gate":{"type":"string","maxLength":256},"title":{"type":"string","maxLength":4096},"from":{"enum":["pass","fail","undecided","skipped",null]},"to":{"enum":["pass","fail","undecided","skipped",null]},"detail":{"type":"string","maxLength":65536}}};
const schema37 = {"type":"object","required":["suite","path","code","severity","message"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"code":{"type":"string","maxLength":32},"severity":{"enum":["error","warning","notice"]},"message":{"type":"string","maxLength":65536},"file":{"type":"string","maxLength":4096},"line":{"type":"integer","minimum":0,"maximum":1000000000},"subject":{"type":"string","maxLength":4096}}};
const schema39 = {"type":"object","required":["suite","path","id","label","base","head","delta","direction"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"id":{"type":"string","maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"base":{"type":["number","null"]},"head":{"type":["number","null"]},"delta":{"type":["number","null"]},"direction":{"enum":["improved","regressed","unchanged","changed","new","removed"]}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.baseline === undefined) && (missing0 = "baseline")) || ((data.verdict === undefined) && (missing0 = "verdict"))) || ((data.newFailures === undefined) && (missing0 = "newFailures"))) || ((data.fixed === undefined) && (missing0 = "fixed"))) || ((data.newlyUndecided === undefined) && (missing0 = "newlyUndecided"))) || ((data.newlySkipped === undefined) && (missing0 = "newlySkipped"))) || ((data.newFindings === undefined) && (missing0 = "newFindings"))) || ((data.resolvedFindings === undefined) && (missing0 = "resolvedFindings"))) || ((data.artifacts === undefined) && (missing0 = "artifacts"))) || ((data.metrics === undefined) && (missing0 = "metrics"))) || ((data.counts === undefined) && (missing0 = "counts"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema32.properties, key0))){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.baseline !== undefined){
let data0 = data.baseline;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((data0.source === undefined) && (missing1 = "source")) || ((data0.version === undefined) && (missing1 = "version"))) || ((data0.configHash === undefined) && (missing1 = "configHash"))) || ((data0.verdict === undefined) && (missing1 = "verdict"))){
validate21.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!(((((((key1 === "source") || (key1 === "ref")) || (key1 === "version")) || (key1 === "configHash")) || (key1 === "verdict")) || (key1 === "startedAt")) || (key1 === "differs"))){
validate21.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.source !== undefined){
let data1 = data0.source;
const _errs5 = errors;
if(!(((data1 === "cache") || (data1 === "artifact")) || (data1 === "file"))){
validate21.errors = [{instancePath:instancePath+"/baseline/source",schemaPath:"#/properties/baseline/properties/source/enum",keyword:"enum",params:{allowedValues: schema32.properties.baseline.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.ref !== undefined){
let data2 = data0.ref;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func2(data2) > 4096){
validate21.errors = [{instancePath:instancePath+"/baseline/ref",schemaPath:"#/properties/baseline/properties/ref/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/ref",schemaPath:"#/properties/baseline/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.version !== undefined){
let data3 = data0.version;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func2(data3) > 64){
validate21.errors = [{instancePath:instancePath+"/baseline/version",schemaPath:"#/properties/baseline/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/version",schemaPath:"#/properties/baseline/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.configHash !== undefined){
let data4 = data0.configHash;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
validate21.errors = [{instancePath:instancePath+"/baseline/configHash",schemaPath:"#/properties/baseline/properties/configHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/configHash",schemaPath:"#/properties/baseline/properties/configHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.verdict !== undefined){
let data5 = data0.verdict;
const _errs12 = errors;
if(!((data5 === "pass") || (data5 === "fail"))){
validate21.errors = [{instancePath:instancePath+"/baseline/verdict",schemaPath:"#/properties/baseline/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema32.properties.baseline.properties.verdict.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.startedAt !== undefined){
let data6 = data0.startedAt;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(func2(data6) > 64){
validate21.errors = [{instancePath:instancePath+"/baseline/startedAt",schemaPath:"#/properties/baseline/properties/startedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/startedAt",schemaPath:"#/properties/baseline/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.differs !== undefined){
let data7 = data0.differs;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
if(data7.length > 8){
validate21.errors = [{instancePath:instancePath+"/baseline/differs",schemaPath:"#/properties/baseline/properties/differs/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(func2(data8) > 1000){
validate21.errors = [{instancePath:instancePath+"/baseline/differs/" + i0,schemaPath:"#/properties/baseline/properties/differs/items/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/differs/" + i0,schemaPath:"#/properties/baseline/properties/differs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline/differs",schemaPath:"#/properties/baseline/properties/differs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/baseline",schemaPath:"#/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verdict !== undefined){
let data9 = data.verdict;
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if(((data9.base === undefined) && (missing2 = "base")) || ((data9.head === undefined) && (missing2 = "head"))){
validate21.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key2 in data9){
if(!((key2 === "base") || (key2 === "head"))){
validate21.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data9.base !== undefined){
let data10 = data9.base;
const _errs22 = errors;
if(!((data10 === "pass") || (data10 === "fail"))){
validate21.errors = [{instancePath:instancePath+"/verdict/base",schemaPath:"#/properties/verdict/properties/base/enum",keyword:"enum",params:{allowedValues: schema32.properties.verdict.properties.base.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data9.head !== undefined){
let data11 = data9.head;
const _errs23 = errors;
if(!((data11 === "pass") || (data11 === "fail"))){
validate21.errors = [{instancePath:instancePath+"/verdict/head",schemaPath:"#/properties/verdict/properties/head/enum",keyword:"enum",params:{allowedValues: schema32.properties.verdict.properties.head.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs23 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.newFailures !== undefined){
let data12 = data.newFailures;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data12)){
if(data12.length > 500){
validate21.errors = [{instancePath:instancePath+"/newFailures",schemaPath:"#/properties/newFailures/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing3;
if(((((((data13.suite === undefined) && (missing3 = "suite")) || ((data13.path === undefined) && (missing3 = "path"))) || ((data13.gate === undefined) && (missing3 = "gate"))) || ((data13.title === undefined) && (missing3 = "title"))) || ((data13.from === undefined) && (missing3 = "from"))) || ((data13.to === undefined) && (missing3 = "to"))){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1,schemaPath:"#/$defs/gateChange/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs29 = errors;
for(const key3 in data13){
if(!(((((((key3 === "suite") || (key3 === "path")) || (key3 === "gate")) || (key3 === "title")) || (key3 === "from")) || (key3 === "to")) || (key3 === "detail"))){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1,schemaPath:"#/$defs/gateChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs29 === errors){
if(data13.suite !== undefined){
let data14 = data13.suite;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(func2(data14) > 64){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs30 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.path !== undefined){
let data15 = data13.path;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data15 === "string"){
if(func2(data15) > 4096){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/path",schemaPath:"#/$defs/gateChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/path",schemaPath:"#/$defs/gateChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs32 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.gate !== undefined){
let data16 = data13.gate;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data16 === "string"){
if(func2(data16) > 256){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs34 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.title !== undefined){
let data17 = data13.title;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data17 === "string"){
if(func2(data17) > 4096){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/title",schemaPath:"#/$defs/gateChange/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/title",schemaPath:"#/$defs/gateChange/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.from !== undefined){
let data18 = data13.from;
const _errs38 = errors;
if(!(((((data18 === "pass") || (data18 === "fail")) || (data18 === "undecided")) || (data18 === "skipped")) || (data18 === null))){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/from",schemaPath:"#/$defs/gateChange/properties/from/enum",keyword:"enum",params:{allowedValues: schema33.properties.from.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.to !== undefined){
let data19 = data13.to;
const _errs39 = errors;
if(!(((((data19 === "pass") || (data19 === "fail")) || (data19 === "undecided")) || (data19 === "skipped")) || (data19 === null))){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/to",schemaPath:"#/$defs/gateChange/properties/to/enum",keyword:"enum",params:{allowedValues: schema33.properties.to.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data13.detail !== undefined){
let data20 = data13.detail;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data20 === "string"){
if(func2(data20) > 65536){
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures/" + i1,schemaPath:"#/$defs/gateChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs26 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFailures",schemaPath:"#/properties/newFailures/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fixed !== undefined){
let data21 = data.fixed;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data21)){
if(data21.length > 500){
validate21.errors = [{instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid7 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
let data22 = data21[i2];
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing4;
if(((((((data22.suite === undefined) && (missing4 = "suite")) || ((data22.path === undefined) && (missing4 = "path"))) || ((data22.gate === undefined) && (missing4 = "gate"))) || ((data22.title === undefined) && (missing4 = "title"))) || ((data22.from === undefined) && (missing4 = "from"))) || ((data22.to === undefined) && (missing4 = "to"))){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2,schemaPath:"#/$defs/gateChange/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs47 = errors;
for(const key4 in data22){
if(!(((((((key4 === "suite") || (key4 === "path")) || (key4 === "gate")) || (key4 === "title")) || (key4 === "from")) || (key4 === "to")) || (key4 === "detail"))){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2,schemaPath:"#/$defs/gateChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs47 === errors){
if(data22.suite !== undefined){
let data23 = data22.suite;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data23 === "string"){
if(func2(data23) > 64){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs48 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.path !== undefined){
let data24 = data22.path;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data24 === "string"){
if(func2(data24) > 4096){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/path",schemaPath:"#/$defs/gateChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/path",schemaPath:"#/$defs/gateChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs50 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.gate !== undefined){
let data25 = data22.gate;
const _errs52 = errors;
if(errors === _errs52){
if(typeof data25 === "string"){
if(func2(data25) > 256){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs52 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.title !== undefined){
let data26 = data22.title;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data26 === "string"){
if(func2(data26) > 4096){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/title",schemaPath:"#/$defs/gateChange/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/title",schemaPath:"#/$defs/gateChange/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs54 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.from !== undefined){
let data27 = data22.from;
const _errs56 = errors;
if(!(((((data27 === "pass") || (data27 === "fail")) || (data27 === "undecided")) || (data27 === "skipped")) || (data27 === null))){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/from",schemaPath:"#/$defs/gateChange/properties/from/enum",keyword:"enum",params:{allowedValues: schema33.properties.from.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs56 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.to !== undefined){
let data28 = data22.to;
const _errs57 = errors;
if(!(((((data28 === "pass") || (data28 === "fail")) || (data28 === "undecided")) || (data28 === "skipped")) || (data28 === null))){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/to",schemaPath:"#/$defs/gateChange/properties/to/enum",keyword:"enum",params:{allowedValues: schema33.properties.to.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs57 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.detail !== undefined){
let data29 = data22.detail;
const _errs58 = errors;
if(errors === _errs58){
if(typeof data29 === "string"){
if(func2(data29) > 65536){
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs58 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed/" + i2,schemaPath:"#/$defs/gateChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs44 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/fixed",schemaPath:"#/properties/fixed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.newlyUndecided !== undefined){
let data30 = data.newlyUndecided;
const _errs60 = errors;
if(errors === _errs60){
if(Array.isArray(data30)){
if(data30.length > 500){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided",schemaPath:"#/properties/newlyUndecided/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid10 = true;
const len3 = data30.length;
for(let i3=0; i3<len3; i3++){
let data31 = data30[i3];
const _errs62 = errors;
const _errs63 = errors;
if(errors === _errs63){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing5;
if(((((((data31.suite === undefined) && (missing5 = "suite")) || ((data31.path === undefined) && (missing5 = "path"))) || ((data31.gate === undefined) && (missing5 = "gate"))) || ((data31.title === undefined) && (missing5 = "title"))) || ((data31.from === undefined) && (missing5 = "from"))) || ((data31.to === undefined) && (missing5 = "to"))){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3,schemaPath:"#/$defs/gateChange/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs65 = errors;
for(const key5 in data31){
if(!(((((((key5 === "suite") || (key5 === "path")) || (key5 === "gate")) || (key5 === "title")) || (key5 === "from")) || (key5 === "to")) || (key5 === "detail"))){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3,schemaPath:"#/$defs/gateChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs65 === errors){
if(data31.suite !== undefined){
let data32 = data31.suite;
const _errs66 = errors;
if(errors === _errs66){
if(typeof data32 === "string"){
if(func2(data32) > 64){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs66 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.path !== undefined){
let data33 = data31.path;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data33 === "string"){
if(func2(data33) > 4096){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/path",schemaPath:"#/$defs/gateChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/path",schemaPath:"#/$defs/gateChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs68 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.gate !== undefined){
let data34 = data31.gate;
const _errs70 = errors;
if(errors === _errs70){
if(typeof data34 === "string"){
if(func2(data34) > 256){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs70 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.title !== undefined){
let data35 = data31.title;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data35 === "string"){
if(func2(data35) > 4096){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/title",schemaPath:"#/$defs/gateChange/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/title",schemaPath:"#/$defs/gateChange/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs72 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.from !== undefined){
let data36 = data31.from;
const _errs74 = errors;
if(!(((((data36 === "pass") || (data36 === "fail")) || (data36 === "undecided")) || (data36 === "skipped")) || (data36 === null))){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/from",schemaPath:"#/$defs/gateChange/properties/from/enum",keyword:"enum",params:{allowedValues: schema33.properties.from.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid12 = _errs74 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.to !== undefined){
let data37 = data31.to;
const _errs75 = errors;
if(!(((((data37 === "pass") || (data37 === "fail")) || (data37 === "undecided")) || (data37 === "skipped")) || (data37 === null))){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/to",schemaPath:"#/$defs/gateChange/properties/to/enum",keyword:"enum",params:{allowedValues: schema33.properties.to.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid12 = _errs75 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.detail !== undefined){
let data38 = data31.detail;
const _errs76 = errors;
if(errors === _errs76){
if(typeof data38 === "string"){
if(func2(data38) > 65536){
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs76 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided/" + i3,schemaPath:"#/$defs/gateChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs62 === errors;
if(!valid10){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlyUndecided",schemaPath:"#/properties/newlyUndecided/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.newlySkipped !== undefined){
let data39 = data.newlySkipped;
const _errs78 = errors;
if(errors === _errs78){
if(Array.isArray(data39)){
if(data39.length > 500){
validate21.errors = [{instancePath:instancePath+"/newlySkipped",schemaPath:"#/properties/newlySkipped/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid13 = true;
const len4 = data39.length;
for(let i4=0; i4<len4; i4++){
let data40 = data39[i4];
const _errs80 = errors;
const _errs81 = errors;
if(errors === _errs81){
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
let missing6;
if(((((((data40.suite === undefined) && (missing6 = "suite")) || ((data40.path === undefined) && (missing6 = "path"))) || ((data40.gate === undefined) && (missing6 = "gate"))) || ((data40.title === undefined) && (missing6 = "title"))) || ((data40.from === undefined) && (missing6 = "from"))) || ((data40.to === undefined) && (missing6 = "to"))){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4,schemaPath:"#/$defs/gateChange/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs83 = errors;
for(const key6 in data40){
if(!(((((((key6 === "suite") || (key6 === "path")) || (key6 === "gate")) || (key6 === "title")) || (key6 === "from")) || (key6 === "to")) || (key6 === "detail"))){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4,schemaPath:"#/$defs/gateChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs83 === errors){
if(data40.suite !== undefined){
let data41 = data40.suite;
const _errs84 = errors;
if(errors === _errs84){
if(typeof data41 === "string"){
if(func2(data41) > 64){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/suite",schemaPath:"#/$defs/gateChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs84 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.path !== undefined){
let data42 = data40.path;
const _errs86 = errors;
if(errors === _errs86){
if(typeof data42 === "string"){
if(func2(data42) > 4096){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/path",schemaPath:"#/$defs/gateChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/path",schemaPath:"#/$defs/gateChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs86 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.gate !== undefined){
let data43 = data40.gate;
const _errs88 = errors;
if(errors === _errs88){
if(typeof data43 === "string"){
if(func2(data43) > 256){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/gate",schemaPath:"#/$defs/gateChange/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs88 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.title !== undefined){
let data44 = data40.title;
const _errs90 = errors;
if(errors === _errs90){
if(typeof data44 === "string"){
if(func2(data44) > 4096){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/title",schemaPath:"#/$defs/gateChange/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/title",schemaPath:"#/$defs/gateChange/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs90 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.from !== undefined){
let data45 = data40.from;
const _errs92 = errors;
if(!(((((data45 === "pass") || (data45 === "fail")) || (data45 === "undecided")) || (data45 === "skipped")) || (data45 === null))){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/from",schemaPath:"#/$defs/gateChange/properties/from/enum",keyword:"enum",params:{allowedValues: schema33.properties.from.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid15 = _errs92 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.to !== undefined){
let data46 = data40.to;
const _errs93 = errors;
if(!(((((data46 === "pass") || (data46 === "fail")) || (data46 === "undecided")) || (data46 === "skipped")) || (data46 === null))){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/to",schemaPath:"#/$defs/gateChange/properties/to/enum",keyword:"enum",params:{allowedValues: schema33.properties.to.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid15 = _errs93 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data40.detail !== undefined){
let data47 = data40.detail;
const _errs94 = errors;
if(errors === _errs94){
if(typeof data47 === "string"){
if(func2(data47) > 65536){
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4+"/detail",schemaPath:"#/$defs/gateChange/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid15 = _errs94 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped/" + i4,schemaPath:"#/$defs/gateChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid13 = _errs80 === errors;
if(!valid13){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newlySkipped",schemaPath:"#/properties/newlySkipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs78 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.newFindings !== undefined){
let data48 = data.newFindings;
const _errs96 = errors;
if(errors === _errs96){
if(Array.isArray(data48)){
if(data48.length > 500){
validate21.errors = [{instancePath:instancePath+"/newFindings",schemaPath:"#/properties/newFindings/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid16 = true;
const len5 = data48.length;
for(let i5=0; i5<len5; i5++){
let data49 = data48[i5];
const _errs98 = errors;
const _errs99 = errors;
if(errors === _errs99){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
let missing7;
if((((((data49.suite === undefined) && (missing7 = "suite")) || ((data49.path === undefined) && (missing7 = "path"))) || ((data49.code === undefined) && (missing7 = "code"))) || ((data49.severity === undefined) && (missing7 = "severity"))) || ((data49.message === undefined) && (missing7 = "message"))){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5,schemaPath:"#/$defs/findingChange/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs101 = errors;
for(const key7 in data49){
if(!((((((((key7 === "suite") || (key7 === "path")) || (key7 === "code")) || (key7 === "severity")) || (key7 === "message")) || (key7 === "file")) || (key7 === "line")) || (key7 === "subject"))){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5,schemaPath:"#/$defs/findingChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs101 === errors){
if(data49.suite !== undefined){
let data50 = data49.suite;
const _errs102 = errors;
if(errors === _errs102){
if(typeof data50 === "string"){
if(func2(data50) > 64){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/suite",schemaPath:"#/$defs/findingChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/suite",schemaPath:"#/$defs/findingChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs102 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.path !== undefined){
let data51 = data49.path;
const _errs104 = errors;
if(errors === _errs104){
if(typeof data51 === "string"){
if(func2(data51) > 4096){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/path",schemaPath:"#/$defs/findingChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/path",schemaPath:"#/$defs/findingChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs104 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.code !== undefined){
let data52 = data49.code;
const _errs106 = errors;
if(errors === _errs106){
if(typeof data52 === "string"){
if(func2(data52) > 32){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/code",schemaPath:"#/$defs/findingChange/properties/code/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/code",schemaPath:"#/$defs/findingChange/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs106 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.severity !== undefined){
let data53 = data49.severity;
const _errs108 = errors;
if(!(((data53 === "error") || (data53 === "warning")) || (data53 === "notice"))){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/severity",schemaPath:"#/$defs/findingChange/properties/severity/enum",keyword:"enum",params:{allowedValues: schema37.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid18 = _errs108 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.message !== undefined){
let data54 = data49.message;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data54 === "string"){
if(func2(data54) > 65536){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/message",schemaPath:"#/$defs/findingChange/properties/message/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/message",schemaPath:"#/$defs/findingChange/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs109 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.file !== undefined){
let data55 = data49.file;
const _errs111 = errors;
if(errors === _errs111){
if(typeof data55 === "string"){
if(func2(data55) > 4096){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/file",schemaPath:"#/$defs/findingChange/properties/file/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/file",schemaPath:"#/$defs/findingChange/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs111 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.line !== undefined){
let data56 = data49.line;
const _errs113 = errors;
if(!(((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56))) && (isFinite(data56)))){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/line",schemaPath:"#/$defs/findingChange/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs113){
if((typeof data56 == "number") && (isFinite(data56))){
if(data56 > 1000000000 || isNaN(data56)){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/line",schemaPath:"#/$defs/findingChange/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data56 < 0 || isNaN(data56)){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/line",schemaPath:"#/$defs/findingChange/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid18 = _errs113 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data49.subject !== undefined){
let data57 = data49.subject;
const _errs115 = errors;
if(errors === _errs115){
if(typeof data57 === "string"){
if(func2(data57) > 4096){
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/subject",schemaPath:"#/$defs/findingChange/properties/subject/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5+"/subject",schemaPath:"#/$defs/findingChange/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid18 = _errs115 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings/" + i5,schemaPath:"#/$defs/findingChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid16 = _errs98 === errors;
if(!valid16){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/newFindings",schemaPath:"#/properties/newFindings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs96 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.resolvedFindings !== undefined){
let data58 = data.resolvedFindings;
const _errs117 = errors;
if(errors === _errs117){
if(Array.isArray(data58)){
if(data58.length > 500){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings",schemaPath:"#/properties/resolvedFindings/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid19 = true;
const len6 = data58.length;
for(let i6=0; i6<len6; i6++){
let data59 = data58[i6];
const _errs119 = errors;
const _errs120 = errors;
if(errors === _errs120){
if(data59 && typeof data59 == "object" && !Array.isArray(data59)){
let missing8;
if((((((data59.suite === undefined) && (missing8 = "suite")) || ((data59.path === undefined) && (missing8 = "path"))) || ((data59.code === undefined) && (missing8 = "code"))) || ((data59.severity === undefined) && (missing8 = "severity"))) || ((data59.message === undefined) && (missing8 = "message"))){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6,schemaPath:"#/$defs/findingChange/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs122 = errors;
for(const key8 in data59){
if(!((((((((key8 === "suite") || (key8 === "path")) || (key8 === "code")) || (key8 === "severity")) || (key8 === "message")) || (key8 === "file")) || (key8 === "line")) || (key8 === "subject"))){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6,schemaPath:"#/$defs/findingChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs122 === errors){
if(data59.suite !== undefined){
let data60 = data59.suite;
const _errs123 = errors;
if(errors === _errs123){
if(typeof data60 === "string"){
if(func2(data60) > 64){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/suite",schemaPath:"#/$defs/findingChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/suite",schemaPath:"#/$defs/findingChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs123 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.path !== undefined){
let data61 = data59.path;
const _errs125 = errors;
if(errors === _errs125){
if(typeof data61 === "string"){
if(func2(data61) > 4096){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/path",schemaPath:"#/$defs/findingChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/path",schemaPath:"#/$defs/findingChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs125 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.code !== undefined){
let data62 = data59.code;
const _errs127 = errors;
if(errors === _errs127){
if(typeof data62 === "string"){
if(func2(data62) > 32){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/code",schemaPath:"#/$defs/findingChange/properties/code/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/code",schemaPath:"#/$defs/findingChange/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs127 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.severity !== undefined){
let data63 = data59.severity;
const _errs129 = errors;
if(!(((data63 === "error") || (data63 === "warning")) || (data63 === "notice"))){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/severity",schemaPath:"#/$defs/findingChange/properties/severity/enum",keyword:"enum",params:{allowedValues: schema37.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid21 = _errs129 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.message !== undefined){
let data64 = data59.message;
const _errs130 = errors;
if(errors === _errs130){
if(typeof data64 === "string"){
if(func2(data64) > 65536){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/message",schemaPath:"#/$defs/findingChange/properties/message/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/message",schemaPath:"#/$defs/findingChange/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs130 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.file !== undefined){
let data65 = data59.file;
const _errs132 = errors;
if(errors === _errs132){
if(typeof data65 === "string"){
if(func2(data65) > 4096){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/file",schemaPath:"#/$defs/findingChange/properties/file/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/file",schemaPath:"#/$defs/findingChange/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs132 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.line !== undefined){
let data66 = data59.line;
const _errs134 = errors;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/line",schemaPath:"#/$defs/findingChange/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs134){
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 > 1000000000 || isNaN(data66)){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/line",schemaPath:"#/$defs/findingChange/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data66 < 0 || isNaN(data66)){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/line",schemaPath:"#/$defs/findingChange/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid21 = _errs134 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data59.subject !== undefined){
let data67 = data59.subject;
const _errs136 = errors;
if(errors === _errs136){
if(typeof data67 === "string"){
if(func2(data67) > 4096){
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/subject",schemaPath:"#/$defs/findingChange/properties/subject/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6+"/subject",schemaPath:"#/$defs/findingChange/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid21 = _errs136 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings/" + i6,schemaPath:"#/$defs/findingChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid19 = _errs119 === errors;
if(!valid19){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/resolvedFindings",schemaPath:"#/properties/resolvedFindings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs117 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.artifacts !== undefined){
let data68 = data.artifacts;
const _errs138 = errors;
if(errors === _errs138){
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
let missing9;
if(((data68.added === undefined) && (missing9 = "added")) || ((data68.removed === undefined) && (missing9 = "removed"))){
validate21.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs140 = errors;
for(const key9 in data68){
if(!((key9 === "added") || (key9 === "removed"))){
validate21.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs140 === errors){
if(data68.added !== undefined){
let data69 = data68.added;
const _errs141 = errors;
if(errors === _errs141){
if(Array.isArray(data69)){
if(data69.length > 500){
validate21.errors = [{instancePath:instancePath+"/artifacts/added",schemaPath:"#/properties/artifacts/properties/added/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid23 = true;
const len7 = data69.length;
for(let i7=0; i7<len7; i7++){
let data70 = data69[i7];
const _errs143 = errors;
if(errors === _errs143){
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
let missing10;
if(((data70.suite === undefined) && (missing10 = "suite")) || ((data70.path === undefined) && (missing10 = "path"))){
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7,schemaPath:"#/properties/artifacts/properties/added/items/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs145 = errors;
for(const key10 in data70){
if(!((key10 === "suite") || (key10 === "path"))){
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7,schemaPath:"#/properties/artifacts/properties/added/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs145 === errors){
if(data70.suite !== undefined){
let data71 = data70.suite;
const _errs146 = errors;
if(errors === _errs146){
if(typeof data71 === "string"){
if(func2(data71) > 64){
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7+"/suite",schemaPath:"#/properties/artifacts/properties/added/items/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7+"/suite",schemaPath:"#/properties/artifacts/properties/added/items/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid24 = _errs146 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data70.path !== undefined){
let data72 = data70.path;
const _errs148 = errors;
if(errors === _errs148){
if(typeof data72 === "string"){
if(func2(data72) > 4096){
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7+"/path",schemaPath:"#/properties/artifacts/properties/added/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7+"/path",schemaPath:"#/properties/artifacts/properties/added/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid24 = _errs148 === errors;
}
else {
var valid24 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/added/" + i7,schemaPath:"#/properties/artifacts/properties/added/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid23 = _errs143 === errors;
if(!valid23){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/added",schemaPath:"#/properties/artifacts/properties/added/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid22 = _errs141 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data68.removed !== undefined){
let data73 = data68.removed;
const _errs150 = errors;
if(errors === _errs150){
if(Array.isArray(data73)){
if(data73.length > 500){
validate21.errors = [{instancePath:instancePath+"/artifacts/removed",schemaPath:"#/properties/artifacts/properties/removed/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"}];
return false;
}
else {
var valid25 = true;
const len8 = data73.length;
for(let i8=0; i8<len8; i8++){
let data74 = data73[i8];
const _errs152 = errors;
if(errors === _errs152){
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
let missing11;
if(((data74.suite === undefined) && (missing11 = "suite")) || ((data74.path === undefined) && (missing11 = "path"))){
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8,schemaPath:"#/properties/artifacts/properties/removed/items/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"}];
return false;
}
else {
const _errs154 = errors;
for(const key11 in data74){
if(!((key11 === "suite") || (key11 === "path"))){
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8,schemaPath:"#/properties/artifacts/properties/removed/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs154 === errors){
if(data74.suite !== undefined){
let data75 = data74.suite;
const _errs155 = errors;
if(errors === _errs155){
if(typeof data75 === "string"){
if(func2(data75) > 64){
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8+"/suite",schemaPath:"#/properties/artifacts/properties/removed/items/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8+"/suite",schemaPath:"#/properties/artifacts/properties/removed/items/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid26 = _errs155 === errors;
}
else {
var valid26 = true;
}
if(valid26){
if(data74.path !== undefined){
let data76 = data74.path;
const _errs157 = errors;
if(errors === _errs157){
if(typeof data76 === "string"){
if(func2(data76) > 4096){
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8+"/path",schemaPath:"#/properties/artifacts/properties/removed/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8+"/path",schemaPath:"#/properties/artifacts/properties/removed/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid26 = _errs157 === errors;
}
else {
var valid26 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/removed/" + i8,schemaPath:"#/properties/artifacts/properties/removed/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid25 = _errs152 === errors;
if(!valid25){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts/removed",schemaPath:"#/properties/artifacts/properties/removed/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid22 = _errs150 === errors;
}
else {
var valid22 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs138 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data77 = data.metrics;
const _errs159 = errors;
if(errors === _errs159){
if(Array.isArray(data77)){
if(data77.length > 2000){
validate21.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"}];
return false;
}
else {
var valid27 = true;
const len9 = data77.length;
for(let i9=0; i9<len9; i9++){
let data78 = data77[i9];
const _errs161 = errors;
const _errs162 = errors;
if(errors === _errs162){
if(data78 && typeof data78 == "object" && !Array.isArray(data78)){
let missing12;
if(((((((((data78.suite === undefined) && (missing12 = "suite")) || ((data78.path === undefined) && (missing12 = "path"))) || ((data78.id === undefined) && (missing12 = "id"))) || ((data78.label === undefined) && (missing12 = "label"))) || ((data78.base === undefined) && (missing12 = "base"))) || ((data78.head === undefined) && (missing12 = "head"))) || ((data78.delta === undefined) && (missing12 = "delta"))) || ((data78.direction === undefined) && (missing12 = "direction"))){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9,schemaPath:"#/$defs/metricChange/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"}];
return false;
}
else {
const _errs164 = errors;
for(const key12 in data78){
if(!(func1.call(schema39.properties, key12))){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9,schemaPath:"#/$defs/metricChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs164 === errors){
if(data78.suite !== undefined){
let data79 = data78.suite;
const _errs165 = errors;
if(errors === _errs165){
if(typeof data79 === "string"){
if(func2(data79) > 64){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/suite",schemaPath:"#/$defs/metricChange/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/suite",schemaPath:"#/$defs/metricChange/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid29 = _errs165 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.path !== undefined){
let data80 = data78.path;
const _errs167 = errors;
if(errors === _errs167){
if(typeof data80 === "string"){
if(func2(data80) > 4096){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/path",schemaPath:"#/$defs/metricChange/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/path",schemaPath:"#/$defs/metricChange/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid29 = _errs167 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.id !== undefined){
let data81 = data78.id;
const _errs169 = errors;
if(errors === _errs169){
if(typeof data81 === "string"){
if(func2(data81) > 1024){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/id",schemaPath:"#/$defs/metricChange/properties/id/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/id",schemaPath:"#/$defs/metricChange/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid29 = _errs169 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.label !== undefined){
let data82 = data78.label;
const _errs171 = errors;
if(errors === _errs171){
if(typeof data82 === "string"){
if(func2(data82) > 4096){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/label",schemaPath:"#/$defs/metricChange/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/label",schemaPath:"#/$defs/metricChange/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid29 = _errs171 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.unit !== undefined){
let data83 = data78.unit;
const _errs173 = errors;
if(errors === _errs173){
if(typeof data83 === "string"){
if(func2(data83) > 256){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/unit",schemaPath:"#/$defs/metricChange/properties/unit/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/unit",schemaPath:"#/$defs/metricChange/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid29 = _errs173 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.better !== undefined){
let data84 = data78.better;
const _errs175 = errors;
if(!((data84 === "higher") || (data84 === "lower"))){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/better",schemaPath:"#/$defs/metricChange/properties/better/enum",keyword:"enum",params:{allowedValues: schema39.properties.better.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid29 = _errs175 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.base !== undefined){
let data85 = data78.base;
const _errs176 = errors;
if((!((typeof data85 == "number") && (isFinite(data85)))) && (data85 !== null)){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/base",schemaPath:"#/$defs/metricChange/properties/base/type",keyword:"type",params:{type: schema39.properties.base.type},message:"must be number,null"}];
return false;
}
var valid29 = _errs176 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.head !== undefined){
let data86 = data78.head;
const _errs178 = errors;
if((!((typeof data86 == "number") && (isFinite(data86)))) && (data86 !== null)){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/head",schemaPath:"#/$defs/metricChange/properties/head/type",keyword:"type",params:{type: schema39.properties.head.type},message:"must be number,null"}];
return false;
}
var valid29 = _errs178 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.delta !== undefined){
let data87 = data78.delta;
const _errs180 = errors;
if((!((typeof data87 == "number") && (isFinite(data87)))) && (data87 !== null)){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/delta",schemaPath:"#/$defs/metricChange/properties/delta/type",keyword:"type",params:{type: schema39.properties.delta.type},message:"must be number,null"}];
return false;
}
var valid29 = _errs180 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data78.direction !== undefined){
let data88 = data78.direction;
const _errs182 = errors;
if(!((((((data88 === "improved") || (data88 === "regressed")) || (data88 === "unchanged")) || (data88 === "changed")) || (data88 === "new")) || (data88 === "removed"))){
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9+"/direction",schemaPath:"#/$defs/metricChange/properties/direction/enum",keyword:"enum",params:{allowedValues: schema39.properties.direction.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid29 = _errs182 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics/" + i9,schemaPath:"#/$defs/metricChange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid27 = _errs161 === errors;
if(!valid27){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs159 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.counts !== undefined){
let data89 = data.counts;
const _errs183 = errors;
if(errors === _errs183){
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
let missing13;
if(((((data89.gatesUnchanged === undefined) && (missing13 = "gatesUnchanged")) || ((data89.metricsUnchanged === undefined) && (missing13 = "metricsUnchanged"))) || ((data89.artifactsUnchanged === undefined) && (missing13 = "artifactsUnchanged"))) || ((data89.findingsUnchanged === undefined) && (missing13 = "findingsUnchanged"))){
validate21.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"}];
return false;
}
else {
const _errs185 = errors;
for(const key13 in data89){
if(!(((((((key13 === "gatesUnchanged") || (key13 === "metricsUnchanged")) || (key13 === "artifactsUnchanged")) || (key13 === "findingsUnchanged")) || (key13 === "metricsRegressed")) || (key13 === "metricsImproved")) || (key13 === "metricsOtherChanged"))){
validate21.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs185 === errors){
if(data89.gatesUnchanged !== undefined){
let data90 = data89.gatesUnchanged;
const _errs186 = errors;
const _errs187 = errors;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
validate21.errors = [{instancePath:instancePath+"/counts/gatesUnchanged",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs187){
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 > 100000000 || isNaN(data90)){
validate21.errors = [{instancePath:instancePath+"/counts/gatesUnchanged",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data90 < 0 || isNaN(data90)){
validate21.errors = [{instancePath:instancePath+"/counts/gatesUnchanged",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs186 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.metricsUnchanged !== undefined){
let data91 = data89.metricsUnchanged;
const _errs189 = errors;
const _errs190 = errors;
if(!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))){
validate21.errors = [{instancePath:instancePath+"/counts/metricsUnchanged",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs190){
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 > 100000000 || isNaN(data91)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsUnchanged",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data91 < 0 || isNaN(data91)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsUnchanged",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs189 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.artifactsUnchanged !== undefined){
let data92 = data89.artifactsUnchanged;
const _errs192 = errors;
const _errs193 = errors;
if(!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))){
validate21.errors = [{instancePath:instancePath+"/counts/artifactsUnchanged",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs193){
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 > 100000000 || isNaN(data92)){
validate21.errors = [{instancePath:instancePath+"/counts/artifactsUnchanged",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data92 < 0 || isNaN(data92)){
validate21.errors = [{instancePath:instancePath+"/counts/artifactsUnchanged",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs192 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.findingsUnchanged !== undefined){
let data93 = data89.findingsUnchanged;
const _errs195 = errors;
const _errs196 = errors;
if(!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))){
validate21.errors = [{instancePath:instancePath+"/counts/findingsUnchanged",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs196){
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 > 100000000 || isNaN(data93)){
validate21.errors = [{instancePath:instancePath+"/counts/findingsUnchanged",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data93 < 0 || isNaN(data93)){
validate21.errors = [{instancePath:instancePath+"/counts/findingsUnchanged",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs195 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.metricsRegressed !== undefined){
let data94 = data89.metricsRegressed;
const _errs198 = errors;
const _errs199 = errors;
if(!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))){
validate21.errors = [{instancePath:instancePath+"/counts/metricsRegressed",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs199){
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 > 100000000 || isNaN(data94)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsRegressed",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data94 < 0 || isNaN(data94)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsRegressed",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs198 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.metricsImproved !== undefined){
let data95 = data89.metricsImproved;
const _errs201 = errors;
const _errs202 = errors;
if(!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))){
validate21.errors = [{instancePath:instancePath+"/counts/metricsImproved",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs202){
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 > 100000000 || isNaN(data95)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsImproved",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data95 < 0 || isNaN(data95)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsImproved",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs201 === errors;
}
else {
var valid30 = true;
}
if(valid30){
if(data89.metricsOtherChanged !== undefined){
let data96 = data89.metricsOtherChanged;
const _errs204 = errors;
const _errs205 = errors;
if(!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))){
validate21.errors = [{instancePath:instancePath+"/counts/metricsOtherChanged",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs205){
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 > 100000000 || isNaN(data96)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsOtherChanged",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data96 < 0 || isNaN(data96)){
validate21.errors = [{instancePath:instancePath+"/counts/metricsOtherChanged",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid30 = _errs204 === errors;
}
else {
var valid30 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs183 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.truncated !== undefined){
let data97 = data.truncated;
const _errs207 = errors;
if(errors === _errs207){
if(data97 && typeof data97 == "object" && !Array.isArray(data97)){
if(Object.keys(data97).length > 16){
validate21.errors = [{instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/maxProperties",keyword:"maxProperties",params:{limit: 16},message:"must NOT have more than 16 properties"}];
return false;
}
else {
for(const key14 in data97){
let data98 = data97[key14];
const _errs210 = errors;
const _errs211 = errors;
if(!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))){
validate21.errors = [{instancePath:instancePath+"/truncated/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs211){
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 > 100000000 || isNaN(data98)){
validate21.errors = [{instancePath:instancePath+"/truncated/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data98 < 0 || isNaN(data98)){
validate21.errors = [{instancePath:instancePath+"/truncated/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid38 = _errs210 === errors;
if(!valid38){
break;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/truncated",schemaPath:"#/properties/truncated/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs207 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"description":"What this run was judged against in its track record (docs/history.md): per metric of this run, the series of the last stored entries (oldest first, this run last) and the verdict of the percentage and z-score tests. `ratio` and `z` are null when infinite (a worsening from zero, a window without spread).","type":"object","required":["source","entries","apart","window","series","alerts"],"additionalProperties":false,"properties":{"source":{"type":"string","maxLength":4096},"entries":{"$ref":"#/$defs/count"},"apart":{"$ref":"#/$defs/count"},"window":{"type":"integer","minimum":1,"maximum":10000},"alerts":{"$ref":"#/$defs/count"},"series":{"type":"array","maxItems":2000,"items":{"type":"object","required":["suite","path","metric","label","points","status","sample"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"path":{"type":"string","maxLength":4096},"metric":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"points":{"type":"array","maxItems":501,"items":{"type":"object","required":["commit","time","value"],"additionalProperties":false,"properties":{"commit":{"type":"string","pattern":"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},"time":{"type":"string","maxLength":64},"value":{"type":["number","null"]},"current":{"type":"boolean"},"apart":{"type":"boolean"}}}},"status":{"enum":["alert","ok","insufficient","no-direction"]},"sample":{"$ref":"#/$defs/count"},"percentage":{"type":"object","required":["previous","ratio","threshold","limit","alert"],"additionalProperties":false,"properties":{"previous":{"type":"number"},"ratio":{"type":["number","null"]},"threshold":{"type":"number"},"limit":{"type":"number"},"alert":{"type":"boolean"}}},"zScore":{"type":"object","required":["mean","stddev","z","threshold","limit","alert"],"additionalProperties":false,"properties":{"mean":{"type":"number"},"stddev":{"type":"number","minimum":0},"z":{"type":["number","null"]},"threshold":{"type":"number"},"limit":{"type":"number"},"alert":{"type":"boolean"}}}}}}}};
const pattern6 = new RegExp("^(?:[0-9a-f]{40}|[0-9a-f]{64})$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.source === undefined) && (missing0 = "source")) || ((data.entries === undefined) && (missing0 = "entries"))) || ((data.apart === undefined) && (missing0 = "apart"))) || ((data.window === undefined) && (missing0 = "window"))) || ((data.series === undefined) && (missing0 = "series"))) || ((data.alerts === undefined) && (missing0 = "alerts"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "source") || (key0 === "entries")) || (key0 === "apart")) || (key0 === "window")) || (key0 === "alerts")) || (key0 === "series"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.source !== undefined){
let data0 = data.source;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func2(data0) > 4096){
validate23.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.entries !== undefined){
let data1 = data.entries;
const _errs4 = errors;
const _errs5 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate23.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 100000000 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate23.errors = [{instancePath:instancePath+"/entries",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.apart !== undefined){
let data2 = data.apart;
const _errs7 = errors;
const _errs8 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate23.errors = [{instancePath:instancePath+"/apart",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000 || isNaN(data2)){
validate23.errors = [{instancePath:instancePath+"/apart",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate23.errors = [{instancePath:instancePath+"/apart",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.window !== undefined){
let data3 = data.window;
const _errs10 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate23.errors = [{instancePath:instancePath+"/window",schemaPath:"#/properties/window/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
validate23.errors = [{instancePath:instancePath+"/window",schemaPath:"#/properties/window/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate23.errors = [{instancePath:instancePath+"/window",schemaPath:"#/properties/window/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alerts !== undefined){
let data4 = data.alerts;
const _errs12 = errors;
const _errs13 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate23.errors = [{instancePath:instancePath+"/alerts",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000 || isNaN(data4)){
validate23.errors = [{instancePath:instancePath+"/alerts",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate23.errors = [{instancePath:instancePath+"/alerts",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.series !== undefined){
let data5 = data.series;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data5)){
if(data5.length > 2000){
validate23.errors = [{instancePath:instancePath+"/series",schemaPath:"#/properties/series/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"}];
return false;
}
else {
var valid4 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs17 = errors;
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if((((((((data6.suite === undefined) && (missing1 = "suite")) || ((data6.path === undefined) && (missing1 = "path"))) || ((data6.metric === undefined) && (missing1 = "metric"))) || ((data6.label === undefined) && (missing1 = "label"))) || ((data6.points === undefined) && (missing1 = "points"))) || ((data6.status === undefined) && (missing1 = "status"))) || ((data6.sample === undefined) && (missing1 = "sample"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0,schemaPath:"#/properties/series/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs19 = errors;
for(const key1 in data6){
if(!(func1.call(schema48.properties.series.items.properties, key1))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0,schemaPath:"#/properties/series/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data6.suite !== undefined){
let data7 = data6.suite;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data7 === "string"){
if(func2(data7) > 64){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/suite",schemaPath:"#/properties/series/items/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/suite",schemaPath:"#/properties/series/items/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.path !== undefined){
let data8 = data6.path;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(func2(data8) > 4096){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/path",schemaPath:"#/properties/series/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/path",schemaPath:"#/properties/series/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.metric !== undefined){
let data9 = data6.metric;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(func2(data9) > 1024){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/metric",schemaPath:"#/properties/series/items/properties/metric/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func2(data9) < 1){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/metric",schemaPath:"#/properties/series/items/properties/metric/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/metric",schemaPath:"#/properties/series/items/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.label !== undefined){
let data10 = data6.label;
const _errs26 = errors;
if(errors === _errs26){
if(typeof data10 === "string"){
if(func2(data10) > 4096){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/label",schemaPath:"#/properties/series/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/label",schemaPath:"#/properties/series/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.unit !== undefined){
let data11 = data6.unit;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data11 === "string"){
if(func2(data11) > 256){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/unit",schemaPath:"#/properties/series/items/properties/unit/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/unit",schemaPath:"#/properties/series/items/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.better !== undefined){
let data12 = data6.better;
const _errs30 = errors;
if(!((data12 === "higher") || (data12 === "lower"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/better",schemaPath:"#/properties/series/items/properties/better/enum",keyword:"enum",params:{allowedValues: schema48.properties.series.items.properties.better.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.points !== undefined){
let data13 = data6.points;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data13)){
if(data13.length > 501){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points",schemaPath:"#/properties/series/items/properties/points/maxItems",keyword:"maxItems",params:{limit: 501},message:"must NOT have more than 501 items"}];
return false;
}
else {
var valid6 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs33 = errors;
if(errors === _errs33){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing2;
if((((data14.commit === undefined) && (missing2 = "commit")) || ((data14.time === undefined) && (missing2 = "time"))) || ((data14.value === undefined) && (missing2 = "value"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1,schemaPath:"#/properties/series/items/properties/points/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key2 in data14){
if(!(((((key2 === "commit") || (key2 === "time")) || (key2 === "value")) || (key2 === "current")) || (key2 === "apart"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1,schemaPath:"#/properties/series/items/properties/points/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data14.commit !== undefined){
let data15 = data14.commit;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data15 === "string"){
if(!pattern6.test(data15)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/commit",schemaPath:"#/properties/series/items/properties/points/items/properties/commit/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},message:"must match pattern \""+"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"+"\""}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/commit",schemaPath:"#/properties/series/items/properties/points/items/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs36 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data14.time !== undefined){
let data16 = data14.time;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data16 === "string"){
if(func2(data16) > 64){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/time",schemaPath:"#/properties/series/items/properties/points/items/properties/time/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/time",schemaPath:"#/properties/series/items/properties/points/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs38 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data14.value !== undefined){
let data17 = data14.value;
const _errs40 = errors;
if((!((typeof data17 == "number") && (isFinite(data17)))) && (data17 !== null)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/value",schemaPath:"#/properties/series/items/properties/points/items/properties/value/type",keyword:"type",params:{type: schema48.properties.series.items.properties.points.items.properties.value.type},message:"must be number,null"}];
return false;
}
var valid7 = _errs40 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data14.current !== undefined){
const _errs42 = errors;
if(typeof data14.current !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/current",schemaPath:"#/properties/series/items/properties/points/items/properties/current/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid7 = _errs42 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data14.apart !== undefined){
const _errs44 = errors;
if(typeof data14.apart !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1+"/apart",schemaPath:"#/properties/series/items/properties/points/items/properties/apart/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid7 = _errs44 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points/" + i1,schemaPath:"#/properties/series/items/properties/points/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs33 === errors;
if(!valid6){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/points",schemaPath:"#/properties/series/items/properties/points/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.status !== undefined){
let data20 = data6.status;
const _errs46 = errors;
if(!((((data20 === "alert") || (data20 === "ok")) || (data20 === "insufficient")) || (data20 === "no-direction"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/status",schemaPath:"#/properties/series/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema48.properties.series.items.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid5 = _errs46 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.sample !== undefined){
let data21 = data6.sample;
const _errs47 = errors;
const _errs48 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/sample",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs48){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 100000000 || isNaN(data21)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/sample",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data21 < 0 || isNaN(data21)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/sample",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid5 = _errs47 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.percentage !== undefined){
let data22 = data6.percentage;
const _errs50 = errors;
if(errors === _errs50){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing3;
if((((((data22.previous === undefined) && (missing3 = "previous")) || ((data22.ratio === undefined) && (missing3 = "ratio"))) || ((data22.threshold === undefined) && (missing3 = "threshold"))) || ((data22.limit === undefined) && (missing3 = "limit"))) || ((data22.alert === undefined) && (missing3 = "alert"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage",schemaPath:"#/properties/series/items/properties/percentage/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs52 = errors;
for(const key3 in data22){
if(!(((((key3 === "previous") || (key3 === "ratio")) || (key3 === "threshold")) || (key3 === "limit")) || (key3 === "alert"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage",schemaPath:"#/properties/series/items/properties/percentage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs52 === errors){
if(data22.previous !== undefined){
let data23 = data22.previous;
const _errs53 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage/previous",schemaPath:"#/properties/series/items/properties/percentage/properties/previous/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs53 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.ratio !== undefined){
let data24 = data22.ratio;
const _errs55 = errors;
if((!((typeof data24 == "number") && (isFinite(data24)))) && (data24 !== null)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage/ratio",schemaPath:"#/properties/series/items/properties/percentage/properties/ratio/type",keyword:"type",params:{type: schema48.properties.series.items.properties.percentage.properties.ratio.type},message:"must be number,null"}];
return false;
}
var valid9 = _errs55 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.threshold !== undefined){
let data25 = data22.threshold;
const _errs57 = errors;
if(!((typeof data25 == "number") && (isFinite(data25)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage/threshold",schemaPath:"#/properties/series/items/properties/percentage/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs57 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.limit !== undefined){
let data26 = data22.limit;
const _errs59 = errors;
if(!((typeof data26 == "number") && (isFinite(data26)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage/limit",schemaPath:"#/properties/series/items/properties/percentage/properties/limit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid9 = _errs59 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data22.alert !== undefined){
const _errs61 = errors;
if(typeof data22.alert !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage/alert",schemaPath:"#/properties/series/items/properties/percentage/properties/alert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid9 = _errs61 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/percentage",schemaPath:"#/properties/series/items/properties/percentage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs50 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data6.zScore !== undefined){
let data28 = data6.zScore;
const _errs63 = errors;
if(errors === _errs63){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing4;
if(((((((data28.mean === undefined) && (missing4 = "mean")) || ((data28.stddev === undefined) && (missing4 = "stddev"))) || ((data28.z === undefined) && (missing4 = "z"))) || ((data28.threshold === undefined) && (missing4 = "threshold"))) || ((data28.limit === undefined) && (missing4 = "limit"))) || ((data28.alert === undefined) && (missing4 = "alert"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore",schemaPath:"#/properties/series/items/properties/zScore/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs65 = errors;
for(const key4 in data28){
if(!((((((key4 === "mean") || (key4 === "stddev")) || (key4 === "z")) || (key4 === "threshold")) || (key4 === "limit")) || (key4 === "alert"))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore",schemaPath:"#/properties/series/items/properties/zScore/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs65 === errors){
if(data28.mean !== undefined){
let data29 = data28.mean;
const _errs66 = errors;
if(!((typeof data29 == "number") && (isFinite(data29)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/mean",schemaPath:"#/properties/series/items/properties/zScore/properties/mean/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid10 = _errs66 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.stddev !== undefined){
let data30 = data28.stddev;
const _errs68 = errors;
if(errors === _errs68){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 < 0 || isNaN(data30)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/stddev",schemaPath:"#/properties/series/items/properties/zScore/properties/stddev/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/stddev",schemaPath:"#/properties/series/items/properties/zScore/properties/stddev/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid10 = _errs68 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.z !== undefined){
let data31 = data28.z;
const _errs70 = errors;
if((!((typeof data31 == "number") && (isFinite(data31)))) && (data31 !== null)){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/z",schemaPath:"#/properties/series/items/properties/zScore/properties/z/type",keyword:"type",params:{type: schema48.properties.series.items.properties.zScore.properties.z.type},message:"must be number,null"}];
return false;
}
var valid10 = _errs70 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.threshold !== undefined){
let data32 = data28.threshold;
const _errs72 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/threshold",schemaPath:"#/properties/series/items/properties/zScore/properties/threshold/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid10 = _errs72 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.limit !== undefined){
let data33 = data28.limit;
const _errs74 = errors;
if(!((typeof data33 == "number") && (isFinite(data33)))){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/limit",schemaPath:"#/properties/series/items/properties/zScore/properties/limit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid10 = _errs74 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.alert !== undefined){
const _errs76 = errors;
if(typeof data28.alert !== "boolean"){
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore/alert",schemaPath:"#/properties/series/items/properties/zScore/properties/alert/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs76 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0+"/zScore",schemaPath:"#/properties/series/items/properties/zScore/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs63 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series/" + i0,schemaPath:"#/properties/series/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs17 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/series",schemaPath:"#/properties/series/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema63 = {"type":"object","required":["suite","title","artifacts","findings"],"additionalProperties":false,"properties":{"suite":{"type":"string","maxLength":64},"title":{"type":"string","maxLength":4096},"naming":{"type":"array","maxItems":64,"items":{"type":"object","required":["kind","label","part"],"additionalProperties":false,"properties":{"kind":{"type":"string","maxLength":128},"label":{"type":"string","maxLength":256},"part":{"enum":["base","path","folder"]}}}},"artifacts":{"type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifactResult"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"skipped":{"type":"array","maxItems":100000,"items":{"type":"object","required":["path","reason"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"reason":{"type":"string","maxLength":1048576}}}}}};
const schema64 = {"type":"object","required":["artifact","gates","findings"],"additionalProperties":false,"properties":{"artifact":{"type":"object","required":["path","kind"],"additionalProperties":false,"properties":{"path":{"type":"string","maxLength":4096},"kind":{"type":"string","maxLength":256}}},"gates":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/gate"}},"findings":{"type":"array","maxItems":200000,"items":{"$ref":"#/$defs/finding"}},"sections":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/section"}},"facts":{"type":"object","maxProperties":10000},"metrics":{"type":"array","maxItems":10000,"items":{"$ref":"#/$defs/metric"}},"cases":{"type":"array","maxItems":100000,"items":{"type":"object","required":["name","status"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"message":{"type":"string","maxLength":1048576},"durationMs":{"type":"number","minimum":0}}}},"durationMs":{"type":"number","minimum":0}}};
const schema65 = {"type":"object","required":["id","title","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"title":{"type":"string","maxLength":4096},"status":{"enum":["pass","fail","undecided","skipped"]},"detail":{"type":"string","maxLength":1048576}}};
const schema71 = {"type":"object","required":["id","label","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]},"headline":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":256},"text":{"type":"string","maxLength":1024}}}}};
const schema67 = {"oneOf":[{"type":"object","required":["kind","title","columns","rows"],"additionalProperties":false,"properties":{"kind":{"const":"table"},"title":{"type":"string","maxLength":4096},"columns":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":4096}},"rows":{"type":"array","maxItems":100000,"items":{"type":"array","maxItems":1000,"items":{"type":["string","number","null"],"maxLength":1048576}}},"note":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","source"],"additionalProperties":false,"properties":{"kind":{"const":"mermaid"},"title":{"type":"string","maxLength":4096},"source":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","body"],"additionalProperties":false,"properties":{"kind":{"const":"text"},"title":{"type":"string","maxLength":4096},"body":{"type":"string","maxLength":1048576}}},{"type":"object","required":["kind","title","chart"],"additionalProperties":false,"properties":{"kind":{"const":"chart"},"title":{"type":"string","maxLength":4096},"note":{"type":"string","maxLength":1048576},"chart":{"type":"object","required":["type","x","y","series"],"additionalProperties":false,"properties":{"type":{"enum":["bar","line","scatter"]},"x":{"type":"object","required":["label","values"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"values":{"type":"array","maxItems":100000,"items":{"type":["string","number"],"maxLength":4096}}}},"y":{"type":"object","required":["label"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"min":{"type":"number"},"max":{"type":"number"},"unit":{"type":"string","maxLength":256}}},"series":{"type":"array","maxItems":1000,"items":{"type":"object","required":["name","values"],"additionalProperties":false,"properties":{"name":{"type":"string","maxLength":4096},"values":{"$ref":"#/$defs/chartValues"},"low":{"$ref":"#/$defs/chartValues"},"high":{"$ref":"#/$defs/chartValues"}}}},"thresholds":{"type":"array","maxItems":100,"items":{"type":"object","required":["label","value"],"additionalProperties":false,"properties":{"label":{"type":"string","maxLength":4096},"value":{"type":"number"}}}}}}}}]};
const schema68 = {"type":"array","maxItems":100000,"items":{"type":["number","null"]}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.kind === undefined) && (missing0 = "kind")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.columns === undefined) && (missing0 = "columns"))) || ((data.rows === undefined) && (missing0 = "rows"))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "title")) || (key0 === "columns")) || (key0 === "rows")) || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.kind !== undefined){
const _errs4 = errors;
if("table" !== data.kind){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "table"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.title !== undefined){
let data1 = data.title;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func2(data1) > 4096){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/0/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/0/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.columns !== undefined){
let data2 = data.columns;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data2)){
if(data2.length > 1000){
const err5 = {instancePath:instancePath+"/columns",schemaPath:"#/oneOf/0/properties/columns/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func2(data3) > 4096){
const err6 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/oneOf/0/properties/columns/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/columns/" + i0,schemaPath:"#/oneOf/0/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid2 = _errs9 === errors;
if(!valid2){
break;
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/columns",schemaPath:"#/oneOf/0/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.rows !== undefined){
let data4 = data.rows;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
if(data4.length > 100000){
const err9 = {instancePath:instancePath+"/rows",schemaPath:"#/oneOf/0/properties/rows/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
var valid3 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 1000){
const err10 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/oneOf/0/properties/rows/items/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
var valid4 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
let data6 = data5[i2];
const _errs15 = errors;
if(((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))) && (data6 !== null)){
const err11 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/oneOf/0/properties/rows/items/items/type",keyword:"type",params:{type: schema67.oneOf[0].properties.rows.items.items.type},message:"must be string,number,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors === _errs15){
if(typeof data6 === "string"){
if(func2(data6) > 1048576){
const err12 = {instancePath:instancePath+"/rows/" + i1+"/" + i2,schemaPath:"#/oneOf/0/properties/rows/items/items/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/rows/" + i1,schemaPath:"#/oneOf/0/properties/rows/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/rows",schemaPath:"#/oneOf/0/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.note !== undefined){
let data7 = data.note;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(func2(data7) > 1048576){
const err15 = {instancePath:instancePath+"/note",schemaPath:"#/oneOf/0/properties/note/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/note",schemaPath:"#/oneOf/0/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs19 = errors;
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((((data.kind === undefined) && (missing1 = "kind")) || ((data.title === undefined) && (missing1 = "title"))) || ((data.source === undefined) && (missing1 = "source"))){
const err18 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
const _errs21 = errors;
for(const key1 in data){
if(!(((key1 === "kind") || (key1 === "title")) || (key1 === "source"))){
const err19 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
break;
}
}
if(_errs21 === errors){
if(data.kind !== undefined){
const _errs22 = errors;
if("mermaid" !== data.kind){
const err20 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "mermaid"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.title !== undefined){
let data9 = data.title;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data9 === "string"){
if(func2(data9) > 4096){
const err21 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/1/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/1/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.source !== undefined){
let data10 = data.source;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data10 === "string"){
if(func2(data10) > 1048576){
const err23 = {instancePath:instancePath+"/source",schemaPath:"#/oneOf/1/properties/source/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/source",schemaPath:"#/oneOf/1/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs27 = errors;
if(errors === _errs27){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.kind === undefined) && (missing2 = "kind")) || ((data.title === undefined) && (missing2 = "title"))) || ((data.body === undefined) && (missing2 = "body"))){
const err26 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
const _errs29 = errors;
for(const key2 in data){
if(!(((key2 === "kind") || (key2 === "title")) || (key2 === "body"))){
const err27 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
break;
}
}
if(_errs29 === errors){
if(data.kind !== undefined){
const _errs30 = errors;
if("text" !== data.kind){
const err28 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid6 = _errs30 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.title !== undefined){
let data12 = data.title;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data12 === "string"){
if(func2(data12) > 4096){
const err29 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/2/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/2/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.body !== undefined){
let data13 = data.body;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data13 === "string"){
if(func2(data13) > 1048576){
const err31 = {instancePath:instancePath+"/body",schemaPath:"#/oneOf/2/properties/body/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/body",schemaPath:"#/oneOf/2/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid0 = _errs27 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs35 = errors;
if(errors === _errs35){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((((data.kind === undefined) && (missing3 = "kind")) || ((data.title === undefined) && (missing3 = "title"))) || ((data.chart === undefined) && (missing3 = "chart"))){
const err34 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
const _errs37 = errors;
for(const key3 in data){
if(!((((key3 === "kind") || (key3 === "title")) || (key3 === "note")) || (key3 === "chart"))){
const err35 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break;
}
}
if(_errs37 === errors){
if(data.kind !== undefined){
const _errs38 = errors;
if("chart" !== data.kind){
const err36 = {instancePath:instancePath+"/kind",schemaPath:"#/oneOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "chart"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid7 = _errs38 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.title !== undefined){
let data15 = data.title;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data15 === "string"){
if(func2(data15) > 4096){
const err37 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/3/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/title",schemaPath:"#/oneOf/3/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.note !== undefined){
let data16 = data.note;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data16 === "string"){
if(func2(data16) > 1048576){
const err39 = {instancePath:instancePath+"/note",schemaPath:"#/oneOf/3/properties/note/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/note",schemaPath:"#/oneOf/3/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.chart !== undefined){
let data17 = data.chart;
const _errs43 = errors;
if(errors === _errs43){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing4;
if(((((data17.type === undefined) && (missing4 = "type")) || ((data17.x === undefined) && (missing4 = "x"))) || ((data17.y === undefined) && (missing4 = "y"))) || ((data17.series === undefined) && (missing4 = "series"))){
const err41 = {instancePath:instancePath+"/chart",schemaPath:"#/oneOf/3/properties/chart/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
else {
const _errs45 = errors;
for(const key4 in data17){
if(!(((((key4 === "type") || (key4 === "x")) || (key4 === "y")) || (key4 === "series")) || (key4 === "thresholds"))){
const err42 = {instancePath:instancePath+"/chart",schemaPath:"#/oneOf/3/properties/chart/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
}
if(_errs45 === errors){
if(data17.type !== undefined){
let data18 = data17.type;
const _errs46 = errors;
if(!(((data18 === "bar") || (data18 === "line")) || (data18 === "scatter"))){
const err43 = {instancePath:instancePath+"/chart/type",schemaPath:"#/oneOf/3/properties/chart/properties/type/enum",keyword:"enum",params:{allowedValues: schema67.oneOf[3].properties.chart.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.x !== undefined){
let data19 = data17.x;
const _errs47 = errors;
if(errors === _errs47){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if(((data19.label === undefined) && (missing5 = "label")) || ((data19.values === undefined) && (missing5 = "values"))){
const err44 = {instancePath:instancePath+"/chart/x",schemaPath:"#/oneOf/3/properties/chart/properties/x/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
const _errs49 = errors;
for(const key5 in data19){
if(!((key5 === "label") || (key5 === "values"))){
const err45 = {instancePath:instancePath+"/chart/x",schemaPath:"#/oneOf/3/properties/chart/properties/x/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break;
}
}
if(_errs49 === errors){
if(data19.label !== undefined){
let data20 = data19.label;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data20 === "string"){
if(func2(data20) > 4096){
const err46 = {instancePath:instancePath+"/chart/x/label",schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/chart/x/label",schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid9 = _errs50 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data19.values !== undefined){
let data21 = data19.values;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data21)){
if(data21.length > 100000){
const err48 = {instancePath:instancePath+"/chart/x/values",schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/values/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
var valid10 = true;
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
const _errs54 = errors;
if((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))){
const err49 = {instancePath:instancePath+"/chart/x/values/" + i3,schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/values/items/type",keyword:"type",params:{type: schema67.oneOf[3].properties.chart.properties.x.properties.values.items.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(errors === _errs54){
if(typeof data22 === "string"){
if(func2(data22) > 4096){
const err50 = {instancePath:instancePath+"/chart/x/values/" + i3,schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/values/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
var valid10 = _errs54 === errors;
if(!valid10){
break;
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/chart/x/values",schemaPath:"#/oneOf/3/properties/chart/properties/x/properties/values/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var valid9 = _errs52 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
else {
const err52 = {instancePath:instancePath+"/chart/x",schemaPath:"#/oneOf/3/properties/chart/properties/x/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var valid8 = _errs47 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.y !== undefined){
let data23 = data17.y;
const _errs56 = errors;
if(errors === _errs56){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing6;
if((data23.label === undefined) && (missing6 = "label")){
const err53 = {instancePath:instancePath+"/chart/y",schemaPath:"#/oneOf/3/properties/chart/properties/y/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
else {
const _errs58 = errors;
for(const key6 in data23){
if(!((((key6 === "label") || (key6 === "min")) || (key6 === "max")) || (key6 === "unit"))){
const err54 = {instancePath:instancePath+"/chart/y",schemaPath:"#/oneOf/3/properties/chart/properties/y/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
break;
}
}
if(_errs58 === errors){
if(data23.label !== undefined){
let data24 = data23.label;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data24 === "string"){
if(func2(data24) > 4096){
const err55 = {instancePath:instancePath+"/chart/y/label",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/chart/y/label",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var valid11 = _errs59 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.min !== undefined){
let data25 = data23.min;
const _errs61 = errors;
if(!((typeof data25 == "number") && (isFinite(data25)))){
const err57 = {instancePath:instancePath+"/chart/y/min",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/min/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var valid11 = _errs61 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.max !== undefined){
let data26 = data23.max;
const _errs63 = errors;
if(!((typeof data26 == "number") && (isFinite(data26)))){
const err58 = {instancePath:instancePath+"/chart/y/max",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/max/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var valid11 = _errs63 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.unit !== undefined){
let data27 = data23.unit;
const _errs65 = errors;
if(errors === _errs65){
if(typeof data27 === "string"){
if(func2(data27) > 256){
const err59 = {instancePath:instancePath+"/chart/y/unit",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/unit/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/chart/y/unit",schemaPath:"#/oneOf/3/properties/chart/properties/y/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var valid11 = _errs65 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/chart/y",schemaPath:"#/oneOf/3/properties/chart/properties/y/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var valid8 = _errs56 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.series !== undefined){
let data28 = data17.series;
const _errs67 = errors;
if(errors === _errs67){
if(Array.isArray(data28)){
if(data28.length > 1000){
const err62 = {instancePath:instancePath+"/chart/series",schemaPath:"#/oneOf/3/properties/chart/properties/series/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
var valid12 = true;
const len4 = data28.length;
for(let i4=0; i4<len4; i4++){
let data29 = data28[i4];
const _errs69 = errors;
if(errors === _errs69){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing7;
if(((data29.name === undefined) && (missing7 = "name")) || ((data29.values === undefined) && (missing7 = "values"))){
const err63 = {instancePath:instancePath+"/chart/series/" + i4,schemaPath:"#/oneOf/3/properties/chart/properties/series/items/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
const _errs71 = errors;
for(const key7 in data29){
if(!((((key7 === "name") || (key7 === "values")) || (key7 === "low")) || (key7 === "high"))){
const err64 = {instancePath:instancePath+"/chart/series/" + i4,schemaPath:"#/oneOf/3/properties/chart/properties/series/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
break;
}
}
if(_errs71 === errors){
if(data29.name !== undefined){
let data30 = data29.name;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data30 === "string"){
if(func2(data30) > 4096){
const err65 = {instancePath:instancePath+"/chart/series/" + i4+"/name",schemaPath:"#/oneOf/3/properties/chart/properties/series/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/chart/series/" + i4+"/name",schemaPath:"#/oneOf/3/properties/chart/properties/series/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
var valid13 = _errs72 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data29.values !== undefined){
let data31 = data29.values;
const _errs74 = errors;
const _errs75 = errors;
if(errors === _errs75){
if(Array.isArray(data31)){
if(data31.length > 100000){
const err67 = {instancePath:instancePath+"/chart/series/" + i4+"/values",schemaPath:"#/$defs/chartValues/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
var valid15 = true;
const len5 = data31.length;
for(let i5=0; i5<len5; i5++){
let data32 = data31[i5];
const _errs77 = errors;
if((!((typeof data32 == "number") && (isFinite(data32)))) && (data32 !== null)){
const err68 = {instancePath:instancePath+"/chart/series/" + i4+"/values/" + i5,schemaPath:"#/$defs/chartValues/items/type",keyword:"type",params:{type: schema68.items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var valid15 = _errs77 === errors;
if(!valid15){
break;
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/chart/series/" + i4+"/values",schemaPath:"#/$defs/chartValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var valid13 = _errs74 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data29.low !== undefined){
let data33 = data29.low;
const _errs79 = errors;
const _errs80 = errors;
if(errors === _errs80){
if(Array.isArray(data33)){
if(data33.length > 100000){
const err70 = {instancePath:instancePath+"/chart/series/" + i4+"/low",schemaPath:"#/$defs/chartValues/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
var valid17 = true;
const len6 = data33.length;
for(let i6=0; i6<len6; i6++){
let data34 = data33[i6];
const _errs82 = errors;
if((!((typeof data34 == "number") && (isFinite(data34)))) && (data34 !== null)){
const err71 = {instancePath:instancePath+"/chart/series/" + i4+"/low/" + i6,schemaPath:"#/$defs/chartValues/items/type",keyword:"type",params:{type: schema68.items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var valid17 = _errs82 === errors;
if(!valid17){
break;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/chart/series/" + i4+"/low",schemaPath:"#/$defs/chartValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var valid13 = _errs79 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data29.high !== undefined){
let data35 = data29.high;
const _errs84 = errors;
const _errs85 = errors;
if(errors === _errs85){
if(Array.isArray(data35)){
if(data35.length > 100000){
const err73 = {instancePath:instancePath+"/chart/series/" + i4+"/high",schemaPath:"#/$defs/chartValues/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
var valid19 = true;
const len7 = data35.length;
for(let i7=0; i7<len7; i7++){
let data36 = data35[i7];
const _errs87 = errors;
if((!((typeof data36 == "number") && (isFinite(data36)))) && (data36 !== null)){
const err74 = {instancePath:instancePath+"/chart/series/" + i4+"/high/" + i7,schemaPath:"#/$defs/chartValues/items/type",keyword:"type",params:{type: schema68.items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var valid19 = _errs87 === errors;
if(!valid19){
break;
}
}
}
}
else {
const err75 = {instancePath:instancePath+"/chart/series/" + i4+"/high",schemaPath:"#/$defs/chartValues/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
var valid13 = _errs84 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
}
else {
const err76 = {instancePath:instancePath+"/chart/series/" + i4,schemaPath:"#/oneOf/3/properties/chart/properties/series/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var valid12 = _errs69 === errors;
if(!valid12){
break;
}
}
}
}
else {
const err77 = {instancePath:instancePath+"/chart/series",schemaPath:"#/oneOf/3/properties/chart/properties/series/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
var valid8 = _errs67 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data17.thresholds !== undefined){
let data37 = data17.thresholds;
const _errs89 = errors;
if(errors === _errs89){
if(Array.isArray(data37)){
if(data37.length > 100){
const err78 = {instancePath:instancePath+"/chart/thresholds",schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
var valid20 = true;
const len8 = data37.length;
for(let i8=0; i8<len8; i8++){
let data38 = data37[i8];
const _errs91 = errors;
if(errors === _errs91){
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
let missing8;
if(((data38.label === undefined) && (missing8 = "label")) || ((data38.value === undefined) && (missing8 = "value"))){
const err79 = {instancePath:instancePath+"/chart/thresholds/" + i8,schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
const _errs93 = errors;
for(const key8 in data38){
if(!((key8 === "label") || (key8 === "value"))){
const err80 = {instancePath:instancePath+"/chart/thresholds/" + i8,schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
break;
}
}
if(_errs93 === errors){
if(data38.label !== undefined){
let data39 = data38.label;
const _errs94 = errors;
if(errors === _errs94){
if(typeof data39 === "string"){
if(func2(data39) > 4096){
const err81 = {instancePath:instancePath+"/chart/thresholds/" + i8+"/label",schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/chart/thresholds/" + i8+"/label",schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
var valid21 = _errs94 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data38.value !== undefined){
let data40 = data38.value;
const _errs96 = errors;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err83 = {instancePath:instancePath+"/chart/thresholds/" + i8+"/value",schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var valid21 = _errs96 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
else {
const err84 = {instancePath:instancePath+"/chart/thresholds/" + i8,schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var valid20 = _errs91 === errors;
if(!valid20){
break;
}
}
}
}
else {
const err85 = {instancePath:instancePath+"/chart/thresholds",schemaPath:"#/oneOf/3/properties/chart/properties/thresholds/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var valid8 = _errs89 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/chart",schemaPath:"#/oneOf/3/properties/chart/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
var valid7 = _errs43 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
else {
const err87 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
}
}
}
if(!valid0){
const err88 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate27.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.artifact === undefined) && (missing0 = "artifact")) || ((data.gates === undefined) && (missing0 = "gates"))) || ((data.findings === undefined) && (missing0 = "findings"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "artifact") || (key0 === "gates")) || (key0 === "findings")) || (key0 === "sections")) || (key0 === "facts")) || (key0 === "metrics")) || (key0 === "cases")) || (key0 === "durationMs"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.artifact !== undefined){
let data0 = data.artifact;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.path === undefined) && (missing1 = "path")) || ((data0.kind === undefined) && (missing1 = "kind"))){
validate26.errors = [{instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "path") || (key1 === "kind"))){
validate26.errors = [{instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.path !== undefined){
let data1 = data0.path;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func2(data1) > 4096){
validate26.errors = [{instancePath:instancePath+"/artifact/path",schemaPath:"#/properties/artifact/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/artifact/path",schemaPath:"#/properties/artifact/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.kind !== undefined){
let data2 = data0.kind;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func2(data2) > 256){
validate26.errors = [{instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/artifact/kind",schemaPath:"#/properties/artifact/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/artifact",schemaPath:"#/properties/artifact/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.gates !== undefined){
let data3 = data.gates;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
if(data3.length > 1000){
validate26.errors = [{instancePath:instancePath+"/gates",schemaPath:"#/properties/gates/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if((((data4.id === undefined) && (missing2 = "id")) || ((data4.title === undefined) && (missing2 = "title"))) || ((data4.status === undefined) && (missing2 = "status"))){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0,schemaPath:"#/$defs/gate/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs14 = errors;
for(const key2 in data4){
if(!((((key2 === "id") || (key2 === "title")) || (key2 === "status")) || (key2 === "detail"))){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0,schemaPath:"#/$defs/gate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data4.id !== undefined){
let data5 = data4.id;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(func2(data5) > 256){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/id",schemaPath:"#/$defs/gate/properties/id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func2(data5) < 1){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/id",schemaPath:"#/$defs/gate/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/id",schemaPath:"#/$defs/gate/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.title !== undefined){
let data6 = data4.title;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data6 === "string"){
if(func2(data6) > 4096){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/title",schemaPath:"#/$defs/gate/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/title",schemaPath:"#/$defs/gate/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.status !== undefined){
let data7 = data4.status;
const _errs19 = errors;
if(!((((data7 === "pass") || (data7 === "fail")) || (data7 === "undecided")) || (data7 === "skipped"))){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/status",schemaPath:"#/$defs/gate/properties/status/enum",keyword:"enum",params:{allowedValues: schema65.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.detail !== undefined){
let data8 = data4.detail;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func2(data8) > 1048576){
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/detail",schemaPath:"#/$defs/gate/properties/detail/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/gates/" + i0+"/detail",schemaPath:"#/$defs/gate/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/gates/" + i0,schemaPath:"#/$defs/gate/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/gates",schemaPath:"#/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data9 = data.findings;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data9)){
if(data9.length > 200000){
validate26.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/maxItems",keyword:"maxItems",params:{limit: 200000},message:"must NOT have more than 200000 items"}];
return false;
}
else {
var valid5 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if((((data10.code === undefined) && (missing3 = "code")) || ((data10.severity === undefined) && (missing3 = "severity"))) || ((data10.message === undefined) && (missing3 = "message"))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs27 = errors;
for(const key3 in data10){
if(!(func1.call(schema66.properties, key3))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1,schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data10.code !== undefined){
let data11 = data10.code;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data11 === "string"){
if(func2(data11) > 8){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/code",schemaPath:"#/$defs/finding/properties/code/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"}];
return false;
}
else {
if(!pattern11.test(data11)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/code",schemaPath:"#/$defs/finding/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,4}[0-9]{3}$"},message:"must match pattern \""+"^[A-Z]{1,4}[0-9]{3}$"+"\""}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/code",schemaPath:"#/$defs/finding/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs28 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.severity !== undefined){
let data12 = data10.severity;
const _errs30 = errors;
if(!(((data12 === "error") || (data12 === "warning")) || (data12 === "notice"))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/severity",schemaPath:"#/$defs/finding/properties/severity/enum",keyword:"enum",params:{allowedValues: schema66.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid7 = _errs30 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.message !== undefined){
let data13 = data10.message;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data13 === "string"){
if(func2(data13) > 1048576){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/message",schemaPath:"#/$defs/finding/properties/message/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
else {
if(func2(data13) < 1){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/message",schemaPath:"#/$defs/finding/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/message",schemaPath:"#/$defs/finding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.file !== undefined){
let data14 = data10.file;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data14 === "string"){
if(func2(data14) > 4096){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/file",schemaPath:"#/$defs/finding/properties/file/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/file",schemaPath:"#/$defs/finding/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.line !== undefined){
let data15 = data10.line;
const _errs35 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/line",schemaPath:"#/$defs/finding/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs35){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000000 || isNaN(data15)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/line",schemaPath:"#/$defs/finding/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data15 < 1 || isNaN(data15)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/line",schemaPath:"#/$defs/finding/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.column !== undefined){
let data16 = data10.column;
const _errs37 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/column",schemaPath:"#/$defs/finding/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1000000000 || isNaN(data16)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/column",schemaPath:"#/$defs/finding/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data16 < 1 || isNaN(data16)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/column",schemaPath:"#/$defs/finding/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid7 = _errs37 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.endLine !== undefined){
let data17 = data10.endLine;
const _errs39 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs39){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 1000000000 || isNaN(data17)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data17 < 1 || isNaN(data17)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid7 = _errs39 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.endColumn !== undefined){
let data18 = data10.endColumn;
const _errs41 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs41){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 1000000000 || isNaN(data18)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data18 < 1 || isNaN(data18)){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.gate !== undefined){
let data19 = data10.gate;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data19 === "string"){
if(func2(data19) > 256){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/gate",schemaPath:"#/$defs/finding/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/gate",schemaPath:"#/$defs/finding/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs43 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data10.subject !== undefined){
let data20 = data10.subject;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data20 === "string"){
if(func2(data20) > 4096){
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/subject",schemaPath:"#/$defs/finding/properties/subject/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1+"/subject",schemaPath:"#/$defs/finding/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs45 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings/" + i1,schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs24 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sections !== undefined){
let data21 = data.sections;
const _errs47 = errors;
if(errors === _errs47){
if(Array.isArray(data21)){
if(data21.length > 1000){
validate26.errors = [{instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid8 = true;
const len2 = data21.length;
for(let i2=0; i2<len2; i2++){
const _errs49 = errors;
if(!(validate27(data21[i2], {instancePath:instancePath+"/sections/" + i2,parentData:data21,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid8 = _errs49 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/sections",schemaPath:"#/properties/sections/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.facts !== undefined){
let data23 = data.facts;
const _errs50 = errors;
if(errors === _errs50){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(Object.keys(data23).length > 10000){
validate26.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/facts",schemaPath:"#/properties/facts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data24 = data.metrics;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data24)){
if(data24.length > 10000){
validate26.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"}];
return false;
}
else {
var valid9 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs54 = errors;
const _errs55 = errors;
if(errors === _errs55){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing4;
if((((data25.id === undefined) && (missing4 = "id")) || ((data25.label === undefined) && (missing4 = "label"))) || ((data25.value === undefined) && (missing4 = "value"))){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3,schemaPath:"#/$defs/metric/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs57 = errors;
for(const key4 in data25){
if(!((((((key4 === "id") || (key4 === "label")) || (key4 === "value")) || (key4 === "unit")) || (key4 === "better")) || (key4 === "headline"))){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3,schemaPath:"#/$defs/metric/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs57 === errors){
if(data25.id !== undefined){
let data26 = data25.id;
const _errs58 = errors;
if(errors === _errs58){
if(typeof data26 === "string"){
if(func2(data26) > 1024){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/id",schemaPath:"#/$defs/metric/properties/id/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func2(data26) < 1){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/id",schemaPath:"#/$defs/metric/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/id",schemaPath:"#/$defs/metric/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs58 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.label !== undefined){
let data27 = data25.label;
const _errs60 = errors;
if(errors === _errs60){
if(typeof data27 === "string"){
if(func2(data27) > 4096){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/label",schemaPath:"#/$defs/metric/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/label",schemaPath:"#/$defs/metric/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs60 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.value !== undefined){
let data28 = data25.value;
const _errs62 = errors;
if((!((typeof data28 == "number") && (isFinite(data28)))) && (data28 !== null)){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/value",schemaPath:"#/$defs/metric/properties/value/type",keyword:"type",params:{type: schema71.properties.value.type},message:"must be number,null"}];
return false;
}
var valid11 = _errs62 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.unit !== undefined){
let data29 = data25.unit;
const _errs64 = errors;
if(errors === _errs64){
if(typeof data29 === "string"){
if(func2(data29) > 256){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/unit",schemaPath:"#/$defs/metric/properties/unit/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/unit",schemaPath:"#/$defs/metric/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid11 = _errs64 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.better !== undefined){
let data30 = data25.better;
const _errs66 = errors;
if(!((data30 === "higher") || (data30 === "lower"))){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/better",schemaPath:"#/$defs/metric/properties/better/enum",keyword:"enum",params:{allowedValues: schema71.properties.better.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid11 = _errs66 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.headline !== undefined){
let data31 = data25.headline;
const _errs67 = errors;
if(errors === _errs67){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing5;
if((data31.label === undefined) && (missing5 = "label")){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline",schemaPath:"#/$defs/metric/properties/headline/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs69 = errors;
for(const key5 in data31){
if(!((key5 === "label") || (key5 === "text"))){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline",schemaPath:"#/$defs/metric/properties/headline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs69 === errors){
if(data31.label !== undefined){
let data32 = data31.label;
const _errs70 = errors;
if(errors === _errs70){
if(typeof data32 === "string"){
if(func2(data32) > 256){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline/label",schemaPath:"#/$defs/metric/properties/headline/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline/label",schemaPath:"#/$defs/metric/properties/headline/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs70 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data31.text !== undefined){
let data33 = data31.text;
const _errs72 = errors;
if(errors === _errs72){
if(typeof data33 === "string"){
if(func2(data33) > 1024){
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline/text",schemaPath:"#/$defs/metric/properties/headline/properties/text/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline/text",schemaPath:"#/$defs/metric/properties/headline/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid12 = _errs72 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3+"/headline",schemaPath:"#/$defs/metric/properties/headline/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs67 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics/" + i3,schemaPath:"#/$defs/metric/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs54 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cases !== undefined){
let data34 = data.cases;
const _errs74 = errors;
if(errors === _errs74){
if(Array.isArray(data34)){
if(data34.length > 100000){
validate26.errors = [{instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"}];
return false;
}
else {
var valid13 = true;
const len4 = data34.length;
for(let i4=0; i4<len4; i4++){
let data35 = data34[i4];
const _errs76 = errors;
if(errors === _errs76){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing6;
if(((data35.name === undefined) && (missing6 = "name")) || ((data35.status === undefined) && (missing6 = "status"))){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4,schemaPath:"#/properties/cases/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs78 = errors;
for(const key6 in data35){
if(!((((key6 === "name") || (key6 === "status")) || (key6 === "message")) || (key6 === "durationMs"))){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4,schemaPath:"#/properties/cases/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs78 === errors){
if(data35.name !== undefined){
let data36 = data35.name;
const _errs79 = errors;
if(errors === _errs79){
if(typeof data36 === "string"){
if(func2(data36) > 4096){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/name",schemaPath:"#/properties/cases/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func2(data36) < 1){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/name",schemaPath:"#/properties/cases/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/name",schemaPath:"#/properties/cases/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid14 = _errs79 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data35.status !== undefined){
let data37 = data35.status;
const _errs81 = errors;
if(!((((data37 === "pass") || (data37 === "fail")) || (data37 === "undecided")) || (data37 === "skipped"))){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/status",schemaPath:"#/properties/cases/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema64.properties.cases.items.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid14 = _errs81 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data35.message !== undefined){
let data38 = data35.message;
const _errs82 = errors;
if(errors === _errs82){
if(typeof data38 === "string"){
if(func2(data38) > 1048576){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/message",schemaPath:"#/properties/cases/items/properties/message/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/message",schemaPath:"#/properties/cases/items/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid14 = _errs82 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data35.durationMs !== undefined){
let data39 = data35.durationMs;
const _errs84 = errors;
if(errors === _errs84){
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/durationMs",schemaPath:"#/properties/cases/items/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cases/" + i4+"/durationMs",schemaPath:"#/properties/cases/items/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid14 = _errs84 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cases/" + i4,schemaPath:"#/properties/cases/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid13 = _errs76 === errors;
if(!valid13){
break;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/cases",schemaPath:"#/properties/cases/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs74 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data40 = data.durationMs;
const _errs86 = errors;
if(errors === _errs86){
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
validate26.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs86 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.suite === undefined) && (missing0 = "suite")) || ((data.title === undefined) && (missing0 = "title"))) || ((data.artifacts === undefined) && (missing0 = "artifacts"))) || ((data.findings === undefined) && (missing0 = "findings"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "suite") || (key0 === "title")) || (key0 === "naming")) || (key0 === "artifacts")) || (key0 === "findings")) || (key0 === "skipped"))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.suite !== undefined){
let data0 = data.suite;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func2(data0) > 64){
validate25.errors = [{instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
let data1 = data.title;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func2(data1) > 4096){
validate25.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.naming !== undefined){
let data2 = data.naming;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 64){
validate25.errors = [{instancePath:instancePath+"/naming",schemaPath:"#/properties/naming/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((((data3.kind === undefined) && (missing1 = "kind")) || ((data3.label === undefined) && (missing1 = "label"))) || ((data3.part === undefined) && (missing1 = "part"))){
validate25.errors = [{instancePath:instancePath+"/naming/" + i0,schemaPath:"#/properties/naming/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs10 = errors;
for(const key1 in data3){
if(!(((key1 === "kind") || (key1 === "label")) || (key1 === "part"))){
validate25.errors = [{instancePath:instancePath+"/naming/" + i0,schemaPath:"#/properties/naming/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs10 === errors){
if(data3.kind !== undefined){
let data4 = data3.kind;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func2(data4) > 128){
validate25.errors = [{instancePath:instancePath+"/naming/" + i0+"/kind",schemaPath:"#/properties/naming/items/properties/kind/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/naming/" + i0+"/kind",schemaPath:"#/properties/naming/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.label !== undefined){
let data5 = data3.label;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func2(data5) > 256){
validate25.errors = [{instancePath:instancePath+"/naming/" + i0+"/label",schemaPath:"#/properties/naming/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/naming/" + i0+"/label",schemaPath:"#/properties/naming/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.part !== undefined){
let data6 = data3.part;
const _errs15 = errors;
if(!(((data6 === "base") || (data6 === "path")) || (data6 === "folder"))){
validate25.errors = [{instancePath:instancePath+"/naming/" + i0+"/part",schemaPath:"#/properties/naming/items/properties/part/enum",keyword:"enum",params:{allowedValues: schema63.properties.naming.items.properties.part.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/naming/" + i0,schemaPath:"#/properties/naming/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/naming",schemaPath:"#/properties/naming/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.artifacts !== undefined){
let data7 = data.artifacts;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
if(data7.length > 100000){
validate25.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs18 = errors;
if(!(validate26(data7[i1], {instancePath:instancePath+"/artifacts/" + i1,parentData:data7,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data9 = data.findings;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data9)){
if(data9.length > 200000){
validate25.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/maxItems",keyword:"maxItems",params:{limit: 200000},message:"must NOT have more than 200000 items"}];
return false;
}
else {
var valid4 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if((((data10.code === undefined) && (missing2 = "code")) || ((data10.severity === undefined) && (missing2 = "severity"))) || ((data10.message === undefined) && (missing2 = "message"))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs24 = errors;
for(const key2 in data10){
if(!(func1.call(schema66.properties, key2))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs24 === errors){
if(data10.code !== undefined){
let data11 = data10.code;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data11 === "string"){
if(func2(data11) > 8){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"}];
return false;
}
else {
if(!pattern11.test(data11)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,4}[0-9]{3}$"},message:"must match pattern \""+"^[A-Z]{1,4}[0-9]{3}$"+"\""}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.severity !== undefined){
let data12 = data10.severity;
const _errs27 = errors;
if(!(((data12 === "error") || (data12 === "warning")) || (data12 === "notice"))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/severity",schemaPath:"#/$defs/finding/properties/severity/enum",keyword:"enum",params:{allowedValues: schema66.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.message !== undefined){
let data13 = data10.message;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(func2(data13) > 1048576){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
else {
if(func2(data13) < 1){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs28 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.file !== undefined){
let data14 = data10.file;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(func2(data14) > 4096){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/file",schemaPath:"#/$defs/finding/properties/file/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/file",schemaPath:"#/$defs/finding/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs30 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.line !== undefined){
let data15 = data10.line;
const _errs32 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs32){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000000 || isNaN(data15)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data15 < 1 || isNaN(data15)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs32 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.column !== undefined){
let data16 = data10.column;
const _errs34 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs34){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1000000000 || isNaN(data16)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data16 < 1 || isNaN(data16)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs34 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.endLine !== undefined){
let data17 = data10.endLine;
const _errs36 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs36){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 1000000000 || isNaN(data17)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data17 < 1 || isNaN(data17)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.endColumn !== undefined){
let data18 = data10.endColumn;
const _errs38 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs38){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 1000000000 || isNaN(data18)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data18 < 1 || isNaN(data18)){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.gate !== undefined){
let data19 = data10.gate;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data19 === "string"){
if(func2(data19) > 256){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/gate",schemaPath:"#/$defs/finding/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/gate",schemaPath:"#/$defs/finding/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data10.subject !== undefined){
let data20 = data10.subject;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data20 === "string"){
if(func2(data20) > 4096){
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/subject",schemaPath:"#/$defs/finding/properties/subject/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2+"/subject",schemaPath:"#/$defs/finding/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs21 === errors;
if(!valid4){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skipped !== undefined){
let data21 = data.skipped;
const _errs44 = errors;
if(errors === _errs44){
if(Array.isArray(data21)){
if(data21.length > 100000){
validate25.errors = [{instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"}];
return false;
}
else {
var valid7 = true;
const len3 = data21.length;
for(let i3=0; i3<len3; i3++){
let data22 = data21[i3];
const _errs46 = errors;
if(errors === _errs46){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing3;
if(((data22.path === undefined) && (missing3 = "path")) || ((data22.reason === undefined) && (missing3 = "reason"))){
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3,schemaPath:"#/properties/skipped/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs48 = errors;
for(const key3 in data22){
if(!((key3 === "path") || (key3 === "reason"))){
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3,schemaPath:"#/properties/skipped/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs48 === errors){
if(data22.path !== undefined){
let data23 = data22.path;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(func2(data23) > 4096){
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3+"/path",schemaPath:"#/properties/skipped/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3+"/path",schemaPath:"#/properties/skipped/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs49 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data22.reason !== undefined){
let data24 = data22.reason;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data24 === "string"){
if(func2(data24) > 1048576){
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3+"/reason",schemaPath:"#/properties/skipped/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
}
else {
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3+"/reason",schemaPath:"#/properties/skipped/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs51 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/skipped/" + i3,schemaPath:"#/properties/skipped/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs46 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/skipped",schemaPath:"#/properties/skipped/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://benchgate.dev/schemas/report.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.schema === undefined) && (missing0 = "schema")) || ((data.tool === undefined) && (missing0 = "tool"))) || ((data.root === undefined) && (missing0 = "root"))) || ((data.config === undefined) && (missing0 = "config"))) || ((data.verdict === undefined) && (missing0 = "verdict"))) || ((data.counts === undefined) && (missing0 = "counts"))) || ((data.suites === undefined) && (missing0 = "suites"))) || ((data.findings === undefined) && (missing0 = "findings"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema !== undefined){
const _errs2 = errors;
if("benchgate.report/1" !== data.schema){
validate20.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "benchgate.report/1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tool !== undefined){
let data1 = data.tool;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.name === undefined) && (missing1 = "name")) || ((data1.version === undefined) && (missing1 = "version"))){
validate20.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "version"))){
validate20.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data1.name !== undefined){
const _errs6 = errors;
if("benchgate" !== data1.name){
validate20.errors = [{instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/const",keyword:"const",params:{allowedValue: "benchgate"},message:"must be equal to constant"}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.version !== undefined){
let data3 = data1.version;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) > 64){
validate20.errors = [{instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern4.test(data3)){
validate20.errors = [{instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+\\.\\d+"},message:"must match pattern \""+"^\\d+\\.\\d+\\.\\d+"+"\""}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data4 = data.startedAt;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) > 64){
validate20.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!(formats0.validate(data4))){
validate20.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data5 = data.durationMs;
const _errs11 = errors;
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000000000000 || isNaN(data5)){
validate20.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000},message:"must be <= 1000000000000"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate20.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs13 = errors;
if(!(validate21(data.delta, {instancePath:instancePath+"/delta",parentData:data,parentDataProperty:"delta",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.history !== undefined){
const _errs14 = errors;
if(!(validate23(data.history, {instancePath:instancePath+"/history",parentData:data,parentDataProperty:"history",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.root !== undefined){
let data8 = data.root;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data8 === "string"){
if(func2(data8) > 4096){
validate20.errors = [{instancePath:instancePath+"/root",schemaPath:"#/properties/root/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
let data9 = data.config;
const _errs17 = errors;
if(errors === _errs17){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.failOn === undefined) && (missing2 = "failOn")) || ((data9.suites === undefined) && (missing2 = "suites"))) || ((data9.configHash === undefined) && (missing2 = "configHash"))){
validate20.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs19 = errors;
for(const key2 in data9){
if(!((((((key2 === "failOn") || (key2 === "suites")) || (key2 === "configHash")) || (key2 === "plan")) || (key2 === "failOnEmpty")) || (key2 === "shard"))){
validate20.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data9.failOn !== undefined){
let data10 = data9.failOn;
const _errs20 = errors;
if(!(((data10 === "error") || (data10 === "warning")) || (data10 === "never"))){
validate20.errors = [{instancePath:instancePath+"/config/failOn",schemaPath:"#/properties/config/properties/failOn/enum",keyword:"enum",params:{allowedValues: schema31.properties.config.properties.failOn.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.suites !== undefined){
let data11 = data9.suites;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data11)){
if(data11.length > 64){
validate20.errors = [{instancePath:instancePath+"/config/suites",schemaPath:"#/properties/config/properties/suites/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
const _errs23 = errors;
if(errors === _errs23){
if(typeof data12 === "string"){
if(func2(data12) > 64){
validate20.errors = [{instancePath:instancePath+"/config/suites/" + i0,schemaPath:"#/properties/config/properties/suites/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/suites/" + i0,schemaPath:"#/properties/config/properties/suites/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs23 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/suites",schemaPath:"#/properties/config/properties/suites/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.configHash !== undefined){
let data13 = data9.configHash;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data13 === "string"){
if(!pattern5.test(data13)){
validate20.errors = [{instancePath:instancePath+"/config/configHash",schemaPath:"#/properties/config/properties/configHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/configHash",schemaPath:"#/properties/config/properties/configHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.plan !== undefined){
let data14 = data9.plan;
const _errs27 = errors;
if(errors === _errs27){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing3;
if(((data14.artifacts === undefined) && (missing3 = "artifacts")) || ((data14.hash === undefined) && (missing3 = "hash"))){
validate20.errors = [{instancePath:instancePath+"/config/plan",schemaPath:"#/properties/config/properties/plan/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs29 = errors;
for(const key3 in data14){
if(!((((key3 === "artifacts") || (key3 === "hash")) || (key3 === "run")) || (key3 === "attempt"))){
validate20.errors = [{instancePath:instancePath+"/config/plan",schemaPath:"#/properties/config/properties/plan/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs29 === errors){
if(data14.artifacts !== undefined){
let data15 = data14.artifacts;
const _errs30 = errors;
const _errs31 = errors;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
validate20.errors = [{instancePath:instancePath+"/config/plan/artifacts",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs31){
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 100000000 || isNaN(data15)){
validate20.errors = [{instancePath:instancePath+"/config/plan/artifacts",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data15 < 0 || isNaN(data15)){
validate20.errors = [{instancePath:instancePath+"/config/plan/artifacts",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.hash !== undefined){
let data16 = data14.hash;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data16 === "string"){
if(!pattern5.test(data16)){
validate20.errors = [{instancePath:instancePath+"/config/plan/hash",schemaPath:"#/properties/config/properties/plan/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/plan/hash",schemaPath:"#/properties/config/properties/plan/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.run !== undefined){
let data17 = data14.run;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data17 === "string"){
if(!pattern9.test(data17)){
validate20.errors = [{instancePath:instancePath+"/config/plan/run",schemaPath:"#/properties/config/properties/plan/properties/run/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]{1,100}$"},message:"must match pattern \""+"^[A-Za-z0-9._-]{1,100}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/plan/run",schemaPath:"#/properties/config/properties/plan/properties/run/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data14.attempt !== undefined){
let data18 = data14.attempt;
const _errs37 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
validate20.errors = [{instancePath:instancePath+"/config/plan/attempt",schemaPath:"#/properties/config/properties/plan/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs37){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 999999 || isNaN(data18)){
validate20.errors = [{instancePath:instancePath+"/config/plan/attempt",schemaPath:"#/properties/config/properties/plan/properties/attempt/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999"}];
return false;
}
else {
if(data18 < 1 || isNaN(data18)){
validate20.errors = [{instancePath:instancePath+"/config/plan/attempt",schemaPath:"#/properties/config/properties/plan/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/plan",schemaPath:"#/properties/config/properties/plan/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.failOnEmpty !== undefined){
const _errs39 = errors;
if(typeof data9.failOnEmpty !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/config/failOnEmpty",schemaPath:"#/properties/config/properties/failOnEmpty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.shard !== undefined){
let data20 = data9.shard;
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing4;
if(((data20.index === undefined) && (missing4 = "index")) || ((data20.count === undefined) && (missing4 = "count"))){
validate20.errors = [{instancePath:instancePath+"/config/shard",schemaPath:"#/properties/config/properties/shard/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs43 = errors;
for(const key4 in data20){
if(!(((key4 === "index") || (key4 === "count")) || (key4 === "slice"))){
validate20.errors = [{instancePath:instancePath+"/config/shard",schemaPath:"#/properties/config/properties/shard/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs43 === errors){
if(data20.index !== undefined){
let data21 = data20.index;
const _errs44 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
validate20.errors = [{instancePath:instancePath+"/config/shard/index",schemaPath:"#/properties/config/properties/shard/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs44){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 256 || isNaN(data21)){
validate20.errors = [{instancePath:instancePath+"/config/shard/index",schemaPath:"#/properties/config/properties/shard/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"}];
return false;
}
else {
if(data21 < 1 || isNaN(data21)){
validate20.errors = [{instancePath:instancePath+"/config/shard/index",schemaPath:"#/properties/config/properties/shard/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.count !== undefined){
let data22 = data20.count;
const _errs46 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate20.errors = [{instancePath:instancePath+"/config/shard/count",schemaPath:"#/properties/config/properties/shard/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs46){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 256 || isNaN(data22)){
validate20.errors = [{instancePath:instancePath+"/config/shard/count",schemaPath:"#/properties/config/properties/shard/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256"}];
return false;
}
else {
if(data22 < 1 || isNaN(data22)){
validate20.errors = [{instancePath:instancePath+"/config/shard/count",schemaPath:"#/properties/config/properties/shard/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data20.slice !== undefined){
let data23 = data20.slice;
const _errs48 = errors;
if(errors === _errs48){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing5;
if(((data23.artifacts === undefined) && (missing5 = "artifacts")) || ((data23.hash === undefined) && (missing5 = "hash"))){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice",schemaPath:"#/properties/config/properties/shard/properties/slice/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key5 in data23){
if(!((key5 === "artifacts") || (key5 === "hash"))){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice",schemaPath:"#/properties/config/properties/shard/properties/slice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data23.artifacts !== undefined){
let data24 = data23.artifacts;
const _errs51 = errors;
const _errs52 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice/artifacts",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs52){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 100000000 || isNaN(data24)){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice/artifacts",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data24 < 0 || isNaN(data24)){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice/artifacts",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data23.hash !== undefined){
let data25 = data23.hash;
const _errs54 = errors;
if(errors === _errs54){
if(typeof data25 === "string"){
if(!pattern5.test(data25)){
validate20.errors = [{instancePath:instancePath+"/config/shard/slice/hash",schemaPath:"#/properties/config/properties/shard/properties/slice/properties/hash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/shard/slice/hash",schemaPath:"#/properties/config/properties/shard/properties/slice/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs54 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/shard/slice",schemaPath:"#/properties/config/properties/shard/properties/slice/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs48 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config/shard",schemaPath:"#/properties/config/properties/shard/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verdict !== undefined){
let data26 = data.verdict;
const _errs56 = errors;
if(!((data26 === "pass") || (data26 === "fail"))){
validate20.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema31.properties.verdict.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.counts !== undefined){
let data27 = data.counts;
const _errs57 = errors;
if(errors === _errs57){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing6;
if((((data27.gates === undefined) && (missing6 = "gates")) || ((data27.findings === undefined) && (missing6 = "findings"))) || ((data27.artifacts === undefined) && (missing6 = "artifacts"))){
validate20.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
const _errs59 = errors;
for(const key6 in data27){
if(!(((key6 === "gates") || (key6 === "findings")) || (key6 === "artifacts"))){
validate20.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs59 === errors){
if(data27.gates !== undefined){
let data28 = data27.gates;
const _errs60 = errors;
if(errors === _errs60){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing7;
if(((((data28.pass === undefined) && (missing7 = "pass")) || ((data28.fail === undefined) && (missing7 = "fail"))) || ((data28.undecided === undefined) && (missing7 = "undecided"))) || ((data28.skipped === undefined) && (missing7 = "skipped"))){
validate20.errors = [{instancePath:instancePath+"/counts/gates",schemaPath:"#/properties/counts/properties/gates/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
else {
const _errs62 = errors;
for(const key7 in data28){
if(!((((key7 === "pass") || (key7 === "fail")) || (key7 === "undecided")) || (key7 === "skipped"))){
validate20.errors = [{instancePath:instancePath+"/counts/gates",schemaPath:"#/properties/counts/properties/gates/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs62 === errors){
if(data28.pass !== undefined){
let data29 = data28.pass;
const _errs63 = errors;
const _errs64 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
validate20.errors = [{instancePath:instancePath+"/counts/gates/pass",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs64){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 100000000 || isNaN(data29)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/pass",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data29 < 0 || isNaN(data29)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/pass",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid10 = _errs63 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.fail !== undefined){
let data30 = data28.fail;
const _errs66 = errors;
const _errs67 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
validate20.errors = [{instancePath:instancePath+"/counts/gates/fail",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs67){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 100000000 || isNaN(data30)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/fail",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data30 < 0 || isNaN(data30)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/fail",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid10 = _errs66 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.undecided !== undefined){
let data31 = data28.undecided;
const _errs69 = errors;
const _errs70 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
validate20.errors = [{instancePath:instancePath+"/counts/gates/undecided",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs70){
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 100000000 || isNaN(data31)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/undecided",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data31 < 0 || isNaN(data31)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/undecided",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid10 = _errs69 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data28.skipped !== undefined){
let data32 = data28.skipped;
const _errs72 = errors;
const _errs73 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
validate20.errors = [{instancePath:instancePath+"/counts/gates/skipped",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs73){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 100000000 || isNaN(data32)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/skipped",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data32 < 0 || isNaN(data32)){
validate20.errors = [{instancePath:instancePath+"/counts/gates/skipped",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid10 = _errs72 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/counts/gates",schemaPath:"#/properties/counts/properties/gates/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs60 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data27.findings !== undefined){
let data33 = data27.findings;
const _errs75 = errors;
if(errors === _errs75){
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
let missing8;
if((((data33.error === undefined) && (missing8 = "error")) || ((data33.warning === undefined) && (missing8 = "warning"))) || ((data33.notice === undefined) && (missing8 = "notice"))){
validate20.errors = [{instancePath:instancePath+"/counts/findings",schemaPath:"#/properties/counts/properties/findings/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs77 = errors;
for(const key8 in data33){
if(!(((key8 === "error") || (key8 === "warning")) || (key8 === "notice"))){
validate20.errors = [{instancePath:instancePath+"/counts/findings",schemaPath:"#/properties/counts/properties/findings/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs77 === errors){
if(data33.error !== undefined){
let data34 = data33.error;
const _errs78 = errors;
const _errs79 = errors;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
validate20.errors = [{instancePath:instancePath+"/counts/findings/error",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs79){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 100000000 || isNaN(data34)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/error",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data34 < 0 || isNaN(data34)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/error",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid15 = _errs78 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data33.warning !== undefined){
let data35 = data33.warning;
const _errs81 = errors;
const _errs82 = errors;
if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){
validate20.errors = [{instancePath:instancePath+"/counts/findings/warning",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs82){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 100000000 || isNaN(data35)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/warning",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data35 < 0 || isNaN(data35)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/warning",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid15 = _errs81 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data33.notice !== undefined){
let data36 = data33.notice;
const _errs84 = errors;
const _errs85 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
validate20.errors = [{instancePath:instancePath+"/counts/findings/notice",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs85){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 100000000 || isNaN(data36)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/notice",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data36 < 0 || isNaN(data36)){
validate20.errors = [{instancePath:instancePath+"/counts/findings/notice",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid15 = _errs84 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/counts/findings",schemaPath:"#/properties/counts/properties/findings/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs75 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data27.artifacts !== undefined){
let data37 = data27.artifacts;
const _errs87 = errors;
const _errs88 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
validate20.errors = [{instancePath:instancePath+"/counts/artifacts",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs88){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 > 100000000 || isNaN(data37)){
validate20.errors = [{instancePath:instancePath+"/counts/artifacts",schemaPath:"#/$defs/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000"}];
return false;
}
else {
if(data37 < 0 || isNaN(data37)){
validate20.errors = [{instancePath:instancePath+"/counts/artifacts",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid9 = _errs87 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.suites !== undefined){
let data38 = data.suites;
const _errs90 = errors;
if(errors === _errs90){
if(Array.isArray(data38)){
if(data38.length > 64){
validate20.errors = [{instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
var valid20 = true;
const len1 = data38.length;
for(let i1=0; i1<len1; i1++){
const _errs92 = errors;
if(!(validate25(data38[i1], {instancePath:instancePath+"/suites/" + i1,parentData:data38,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid20 = _errs92 === errors;
if(!valid20){
break;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs90 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.findings !== undefined){
let data40 = data.findings;
const _errs93 = errors;
if(errors === _errs93){
if(Array.isArray(data40)){
if(data40.length > 200000){
validate20.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/maxItems",keyword:"maxItems",params:{limit: 200000},message:"must NOT have more than 200000 items"}];
return false;
}
else {
var valid21 = true;
const len2 = data40.length;
for(let i2=0; i2<len2; i2++){
let data41 = data40[i2];
const _errs95 = errors;
const _errs96 = errors;
if(errors === _errs96){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
let missing9;
if((((data41.code === undefined) && (missing9 = "code")) || ((data41.severity === undefined) && (missing9 = "severity"))) || ((data41.message === undefined) && (missing9 = "message"))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"}];
return false;
}
else {
const _errs98 = errors;
for(const key9 in data41){
if(!(func1.call(schema66.properties, key9))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs98 === errors){
if(data41.code !== undefined){
let data42 = data41.code;
const _errs99 = errors;
if(errors === _errs99){
if(typeof data42 === "string"){
if(func2(data42) > 8){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/maxLength",keyword:"maxLength",params:{limit: 8},message:"must NOT have more than 8 characters"}];
return false;
}
else {
if(!pattern11.test(data42)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,4}[0-9]{3}$"},message:"must match pattern \""+"^[A-Z]{1,4}[0-9]{3}$"+"\""}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/code",schemaPath:"#/$defs/finding/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid23 = _errs99 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.severity !== undefined){
let data43 = data41.severity;
const _errs101 = errors;
if(!(((data43 === "error") || (data43 === "warning")) || (data43 === "notice"))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/severity",schemaPath:"#/$defs/finding/properties/severity/enum",keyword:"enum",params:{allowedValues: schema66.properties.severity.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid23 = _errs101 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.message !== undefined){
let data44 = data41.message;
const _errs102 = errors;
if(errors === _errs102){
if(typeof data44 === "string"){
if(func2(data44) > 1048576){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters"}];
return false;
}
else {
if(func2(data44) < 1){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/message",schemaPath:"#/$defs/finding/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid23 = _errs102 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.file !== undefined){
let data45 = data41.file;
const _errs104 = errors;
if(errors === _errs104){
if(typeof data45 === "string"){
if(func2(data45) > 4096){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/file",schemaPath:"#/$defs/finding/properties/file/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/file",schemaPath:"#/$defs/finding/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid23 = _errs104 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.line !== undefined){
let data46 = data41.line;
const _errs106 = errors;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs106){
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 > 1000000000 || isNaN(data46)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data46 < 1 || isNaN(data46)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/line",schemaPath:"#/$defs/finding/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid23 = _errs106 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.column !== undefined){
let data47 = data41.column;
const _errs108 = errors;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs108){
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 1000000000 || isNaN(data47)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data47 < 1 || isNaN(data47)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/column",schemaPath:"#/$defs/finding/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid23 = _errs108 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.endLine !== undefined){
let data48 = data41.endLine;
const _errs110 = errors;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs110){
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 1000000000 || isNaN(data48)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data48 < 1 || isNaN(data48)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endLine",schemaPath:"#/$defs/finding/properties/endLine/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid23 = _errs110 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.endColumn !== undefined){
let data49 = data41.endColumn;
const _errs112 = errors;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs112){
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 > 1000000000 || isNaN(data49)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000"}];
return false;
}
else {
if(data49 < 1 || isNaN(data49)){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/endColumn",schemaPath:"#/$defs/finding/properties/endColumn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid23 = _errs112 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.gate !== undefined){
let data50 = data41.gate;
const _errs114 = errors;
if(errors === _errs114){
if(typeof data50 === "string"){
if(func2(data50) > 256){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/gate",schemaPath:"#/$defs/finding/properties/gate/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/gate",schemaPath:"#/$defs/finding/properties/gate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid23 = _errs114 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data41.subject !== undefined){
let data51 = data41.subject;
const _errs116 = errors;
if(errors === _errs116){
if(typeof data51 === "string"){
if(func2(data51) > 4096){
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/subject",schemaPath:"#/$defs/finding/properties/subject/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2+"/subject",schemaPath:"#/$defs/finding/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid23 = _errs116 === errors;
}
else {
var valid23 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings/" + i2,schemaPath:"#/$defs/finding/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid21 = _errs95 === errors;
if(!valid21){
break;
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/findings",schemaPath:"#/properties/findings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs93 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const validateHistorySchema = validate31;
const schema74 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/history.schema.json","title":"benchgate history entry","description":"One stored run: one line of a history's entries.jsonl (oldest first), written by `benchgate check --history DIR` and by the action on push runs of the default branch (docs/history.md). History is untrusted input: benchgate reads a file of at most 32 MiB and 10,000 lines, each line at most 4 MiB, checks the bounds below before validating against this schema, and leaves out (BG023) any line that fails. Versioned by `schema`.","type":"object","required":["schema","commit","time","version","configHash","verdict","artifacts"],"additionalProperties":false,"properties":{"schema":{"const":"benchgate.history/1"},"commit":{"description":"The commit the run checked: 40 or 64 lower-case hex digits (forty zeros when unknown).","type":"string","pattern":"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},"time":{"type":"string","maxLength":64,"format":"date-time"},"run":{"description":"The CI run, `<run id>/<attempt>`; absent for local runs.","type":"string","pattern":"^[A-Za-z0-9._-]{1,100}(?:/[0-9]{1,6})?$"},"ref":{"type":"string","minLength":1,"maxLength":256},"version":{"type":"string","maxLength":64,"pattern":"^\\d+\\.\\d+\\.\\d+"},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"artifacts":{"type":"array","maxItems":1000,"items":{"type":"object","required":["suite","path","gates","metrics"],"additionalProperties":false,"properties":{"suite":{"type":"string","minLength":1,"maxLength":64},"path":{"type":"string","minLength":1,"maxLength":4096},"gates":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"status":{"enum":["pass","fail","undecided","skipped"]}}}},"metrics":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]}}}}}}}}};
const pattern15 = new RegExp("^[A-Za-z0-9._-]{1,100}(?:/[0-9]{1,6})?$", "u");

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://benchgate.dev/schemas/history.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.schema === undefined) && (missing0 = "schema")) || ((data.commit === undefined) && (missing0 = "commit"))) || ((data.time === undefined) && (missing0 = "time"))) || ((data.version === undefined) && (missing0 = "version"))) || ((data.configHash === undefined) && (missing0 = "configHash"))) || ((data.verdict === undefined) && (missing0 = "verdict"))) || ((data.artifacts === undefined) && (missing0 = "artifacts"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema74.properties, key0))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema !== undefined){
const _errs2 = errors;
if("benchgate.history/1" !== data.schema){
validate31.errors = [{instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/const",keyword:"const",params:{allowedValue: "benchgate.history/1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commit !== undefined){
let data1 = data.commit;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
validate31.errors = [{instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/pattern",keyword:"pattern",params:{pattern: "^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},message:"must match pattern \""+"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/commit",schemaPath:"#/properties/commit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.time !== undefined){
let data2 = data.time;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 64){
validate31.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!(formats0.validate(data2))){
validate31.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.run !== undefined){
let data3 = data.run;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern15.test(data3)){
validate31.errors = [{instancePath:instancePath+"/run",schemaPath:"#/properties/run/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._-]{1,100}(?:/[0-9]{1,6})?$"},message:"must match pattern \""+"^[A-Za-z0-9._-]{1,100}(?:/[0-9]{1,6})?$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/run",schemaPath:"#/properties/run/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ref !== undefined){
let data4 = data.ref;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) > 256){
validate31.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func2(data4) < 1){
validate31.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
let data5 = data.version;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func2(data5) > 64){
validate31.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(!pattern4.test(data5)){
validate31.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/pattern",keyword:"pattern",params:{pattern: "^\\d+\\.\\d+\\.\\d+"},message:"must match pattern \""+"^\\d+\\.\\d+\\.\\d+"+"\""}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.configHash !== undefined){
let data6 = data.configHash;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
validate31.errors = [{instancePath:instancePath+"/configHash",schemaPath:"#/properties/configHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/configHash",schemaPath:"#/properties/configHash/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.verdict !== undefined){
let data7 = data.verdict;
const _errs15 = errors;
if(!((data7 === "pass") || (data7 === "fail"))){
validate31.errors = [{instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema74.properties.verdict.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.artifacts !== undefined){
let data8 = data.artifacts;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data8)){
if(data8.length > 1000){
validate31.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs18 = errors;
if(errors === _errs18){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((((data9.suite === undefined) && (missing1 = "suite")) || ((data9.path === undefined) && (missing1 = "path"))) || ((data9.gates === undefined) && (missing1 = "gates"))) || ((data9.metrics === undefined) && (missing1 = "metrics"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0,schemaPath:"#/properties/artifacts/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs20 = errors;
for(const key1 in data9){
if(!((((key1 === "suite") || (key1 === "path")) || (key1 === "gates")) || (key1 === "metrics"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0,schemaPath:"#/properties/artifacts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data9.suite !== undefined){
let data10 = data9.suite;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data10 === "string"){
if(func2(data10) > 64){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/suite",schemaPath:"#/properties/artifacts/items/properties/suite/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func2(data10) < 1){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/suite",schemaPath:"#/properties/artifacts/items/properties/suite/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/suite",schemaPath:"#/properties/artifacts/items/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.path !== undefined){
let data11 = data9.path;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data11 === "string"){
if(func2(data11) > 4096){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/path",schemaPath:"#/properties/artifacts/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func2(data11) < 1){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/path",schemaPath:"#/properties/artifacts/items/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/path",schemaPath:"#/properties/artifacts/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.gates !== undefined){
let data12 = data9.gates;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data12)){
if(data12.length > 1000){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates",schemaPath:"#/properties/artifacts/items/properties/gates/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid3 = true;
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing2;
if(((data13.id === undefined) && (missing2 = "id")) || ((data13.status === undefined) && (missing2 = "status"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1,schemaPath:"#/properties/artifacts/items/properties/gates/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs29 = errors;
for(const key2 in data13){
if(!((key2 === "id") || (key2 === "status"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1,schemaPath:"#/properties/artifacts/items/properties/gates/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs29 === errors){
if(data13.id !== undefined){
let data14 = data13.id;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data14 === "string"){
if(func2(data14) > 256){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1+"/id",schemaPath:"#/properties/artifacts/items/properties/gates/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func2(data14) < 1){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1+"/id",schemaPath:"#/properties/artifacts/items/properties/gates/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1+"/id",schemaPath:"#/properties/artifacts/items/properties/gates/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data13.status !== undefined){
let data15 = data13.status;
const _errs32 = errors;
if(!((((data15 === "pass") || (data15 === "fail")) || (data15 === "undecided")) || (data15 === "skipped"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1+"/status",schemaPath:"#/properties/artifacts/items/properties/gates/items/properties/status/enum",keyword:"enum",params:{allowedValues: schema74.properties.artifacts.items.properties.gates.items.properties.status.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates/" + i1,schemaPath:"#/properties/artifacts/items/properties/gates/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs27 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/gates",schemaPath:"#/properties/artifacts/items/properties/gates/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data9.metrics !== undefined){
let data16 = data9.metrics;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data16)){
if(data16.length > 1000){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics",schemaPath:"#/properties/artifacts/items/properties/metrics/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"}];
return false;
}
else {
var valid5 = true;
const len2 = data16.length;
for(let i2=0; i2<len2; i2++){
let data17 = data16[i2];
const _errs35 = errors;
if(errors === _errs35){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing3;
if(((data17.id === undefined) && (missing3 = "id")) || ((data17.value === undefined) && (missing3 = "value"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2,schemaPath:"#/properties/artifacts/items/properties/metrics/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs37 = errors;
for(const key3 in data17){
if(!(((((key3 === "id") || (key3 === "label")) || (key3 === "value")) || (key3 === "unit")) || (key3 === "better"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2,schemaPath:"#/properties/artifacts/items/properties/metrics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs37 === errors){
if(data17.id !== undefined){
let data18 = data17.id;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data18 === "string"){
if(func2(data18) > 1024){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/id",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/id/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func2(data18) < 1){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/id",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/id",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs38 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.label !== undefined){
let data19 = data17.label;
const _errs40 = errors;
if(errors === _errs40){
if(typeof data19 === "string"){
if(func2(data19) > 4096){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/label",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/label",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs40 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.value !== undefined){
let data20 = data17.value;
const _errs42 = errors;
if((!((typeof data20 == "number") && (isFinite(data20)))) && (data20 !== null)){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/value",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/value/type",keyword:"type",params:{type: schema74.properties.artifacts.items.properties.metrics.items.properties.value.type},message:"must be number,null"}];
return false;
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.unit !== undefined){
let data21 = data17.unit;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data21 === "string"){
if(func2(data21) > 256){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/unit",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/unit/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/unit",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs44 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.better !== undefined){
let data22 = data17.better;
const _errs46 = errors;
if(!((data22 === "higher") || (data22 === "lower"))){
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2+"/better",schemaPath:"#/properties/artifacts/items/properties/metrics/items/properties/better/enum",keyword:"enum",params:{allowedValues: schema74.properties.artifacts.items.properties.metrics.items.properties.better.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs46 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics/" + i2,schemaPath:"#/properties/artifacts/items/properties/metrics/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs35 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0+"/metrics",schemaPath:"#/properties/artifacts/items/properties/metrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts/" + i0,schemaPath:"#/properties/artifacts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/artifacts",schemaPath:"#/properties/artifacts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


/***/ })

};
