export const id = 326;
export const ids = [326,340];
export const modules = {

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

/***/ 39597:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ tightenLower),
/* harmony export */   L4: () => (/* binding */ tightenByOrder),
/* harmony export */   b4: () => (/* binding */ resolveTreeOptions),
/* harmony export */   b8: () => (/* binding */ tightenHigher),
/* harmony export */   mA: () => (/* binding */ tightenBool),
/* harmony export */   o2: () => (/* binding */ jobOnly)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95278);
/**
 * The checked tree's `.benchgate.yml` may only tighten (docs/security.md, "What the checked tree may set"). Every
 * option declares once, where it is declared, how a value from the tree is treated (`Trust`); `resolveTreeOptions`
 * applies those declarations generically: a tree value that would loosen, skip, replace or reuse what the job asked
 * for is ignored with one BG014 finding naming the key, the file and the line; a tightening value is applied.
 */



/** Only the job may set the option: `why` says what it would skip, replace or lower. */
const jobOnly = (why) => ({ tree: 'job', why });
/** Ranked by a list, least strict first (`['never', 'error', 'warning']`); `dflt` is what an unset option means. */
function tightenByOrder(order, dflt) {
    return { tree: 'tighten', rank: (v) => ((i) => (i < 0 ? undefined : i))(order.indexOf(v === undefined ? dflt : v)) };
}
/** A boolean where `strict` is the stricter value; `dflt` is what an unset option means. Accepts 'true'/'false'. */
function tightenBool(strict, dflt) {
    const rank = (v) => {
        const b = v === undefined ? dflt : v === 'true' ? true : v === 'false' ? false : v;
        return typeof b === 'boolean' ? (b === strict ? 1 : 0) : undefined;
    };
    return { tree: 'tighten', rank };
}
/** A number where lower is stricter (a limit, a tolerance); `dflt` is what an unset option means (Infinity = none). */
function tightenLower(dflt, each = false) {
    const rank = (v) => {
        const n = v === undefined ? dflt : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
        return typeof n === 'number' && !Number.isNaN(n) ? -n : undefined;
    };
    return { tree: each ? 'tighten-each' : 'tighten', rank };
}
/** A number where higher is stricter (a minimum rate); `dflt` is what an unset option means (-Infinity = none). */
function tightenHigher(dflt, each = false) {
    const rank = (v) => {
        const n = v === undefined ? dflt : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
        return typeof n === 'number' && !Number.isNaN(n) ? n : undefined;
    };
    return { tree: each ? 'tighten-each' : 'tighten', rank };
}
const own = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
const show = (v) => {
    const s = JSON.stringify(v) ?? String(v);
    return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};
function setOwn(o, k, v) {
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
/**
 * Combines the tree's options with the job's under the declarations in `table`. `canonical` maps a key spelling to
 * its declared name (a suite accepting `minTier` for `min-tier`). A key the table does not declare is passed
 * through when the job does not set it (the suite reports it as unknown); the job's value always wins over it.
 */
function resolveTreeOptions(tree, job, table, loc, canonical = (k) => k) {
    const options = {};
    for (const k of Object.keys(job))
        setOwn(options, k, job[k]);
    const fromTree = {};
    const findings = [];
    const jobKey = (c) => Object.keys(job).find((k) => canonical(k) === c);
    const ignore = (key, v, why) => findings.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG014, `${loc.file}: \`${loc.prefix ? `${loc.prefix}.` : ''}${key}: ${show(v)}\` is ignored: ${why}; the checked tree may only tighten, so the job must set it (${loc.jobHint(canonical(key))})`, { file: loc.file, ...loc.at(key) }));
    const apply = (key, v, jk) => {
        if (jk !== undefined && jk !== key)
            delete options[jk];
        setOwn(options, key, v);
        setOwn(fromTree, key, v);
    };
    for (const key of Object.keys(tree)) {
        const v = tree[key];
        const c = canonical(key);
        const rule = own(table, c) ? table[c] : undefined;
        const jk = jobKey(c);
        const jv = jk === undefined ? undefined : job[jk];
        if (!rule || rule.tree === 'scope') {
            if (jk === undefined)
                apply(key, v, jk);
            continue;
        }
        if (rule.tree === 'job') {
            ignore(key, v, rule.why);
            continue;
        }
        if (rule.tree === 'allow') {
            if (!rule.allow(v))
                ignore(key, v, rule.why);
            else if (jk === undefined)
                apply(key, v, jk);
            continue;
        }
        if (rule.tree === 'tighten') {
            const t = rule.rank(v);
            const j = rule.rank(jv);
            if (t === undefined) {
                // Not a valid value: the suite reports it and keeps its default, which is the job's value when the job is silent.
                if (jk === undefined)
                    apply(key, v, jk);
                else
                    ignore(key, v, `it is not a valid value, so it cannot tighten the job's ${show(jv)}`);
            }
            else if (j === undefined || t > j || (t === j && (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(v, jv ?? v)))
                apply(key, v, jk);
            else
                ignore(key, v, t === j
                    ? `it is not stricter than ${jk === undefined ? 'the default' : `the job's ${show(jv)}`}, only different`
                    : `it would loosen ${jk === undefined ? 'the default' : `the job's ${show(jv)}`}`);
            continue;
        }
        // tighten-each: a mapping of bounds, entry by entry.
        if (v === null || typeof v !== 'object' || Array.isArray(v)) {
            if (jk === undefined)
                apply(key, v, jk);
            else
                ignore(key, v, 'it is not a mapping');
            continue;
        }
        const jm = jv !== null && typeof jv === 'object' && !Array.isArray(jv) ? jv : {};
        const merged = {};
        for (const e of Object.keys(jm))
            setOwn(merged, e, jm[e]);
        for (const [e, x] of Object.entries(v)) {
            const t = rule.rank(x);
            const j = rule.rank(own(jm, e) ? jm[e] : undefined);
            if (t === undefined && !own(jm, e))
                setOwn(merged, e, x);
            else if (t !== undefined && (j === undefined || t >= j))
                setOwn(merged, e, x);
            else
                ignore(`${key}.${e}`, x, `it would loosen ${own(jm, e) ? `the job's ${show(jm[e])}` : 'the default'}`);
        }
        apply(key, merged, jk);
    }
    return { options, fromTree, findings };
}


/***/ }),

/***/ 95066:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport)
/* harmony export */ });
/* unused harmony exports MAX_FINDINGS, capFindings */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _core_order_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92831);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79478);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);






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
    const codes = [...dropped].sort((a, b) => b[1] - a[1] || (0,_core_order_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(a[0], b[0]));
    const shown = codes
        .slice(0, 8)
        .map(([c, n]) => `${c} ×${n}`)
        .join(', ') + (codes.length > 8 ? `, and ${codes.length - 8} more code(s)` : '');
    kept.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG033, `${total} more finding(s) are not listed (the report keeps ${limit} per artifact): ${shown}. Fix the listed ones and run again.`, loc.file !== undefined ? { file: loc.file } : {}, worst));
    return kept;
}
/** Assembles the versioned report: findings capped and sorted, counts and verdict computed. */
function buildReport(suites, runFindings, opts) {
    const sorted = suites.map((s) => ({
        ...s,
        findings: capFindings(s.findings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E),
        artifacts: [...s.artifacts]
            .sort((a, b) => (0,_core_order_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(a.artifact.path, b.artifact.path))
            .map((a) => ({
            ...a,
            findings: capFindings(a.findings, MAX_FINDINGS, { file: a.artifact.path }).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E)
        }))
    }));
    const configHash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null }))
        .digest('hex');
    const base = {
        schema: 'benchgate.report/1',
        tool: { name: 'benchgate', version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x },
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
        findings: capFindings(runFindings).slice().sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareFindings */ .E),
        ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
    };
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .recount */ .d3)(base);
}


/***/ }),

/***/ 56918:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95066);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise. `root` (default the current directory) is the
 * folder the results' paths are relative to; the text shows them relative to the current directory.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = (0,_build_js__WEBPACK_IMPORTED_MODULE_0__/* .buildReport */ .FK)(results, [], {
        root: opts.root ?? io.cwd,
        failOn: opts.failOn ?? 'error',
        suites: results.map((r) => r.suite)
    });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(report, { color: io.color, cwd: io.cwd, verbosity: opts.verbosity ?? 'normal' }));
    return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.fail;
}


/***/ }),

/***/ 19326:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MANIFEST_COMMANDS: () => (/* binding */ MANIFEST_COMMANDS),
/* harmony export */   manifestVerifyCommand: () => (/* binding */ manifestVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(18408);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74340);
/* harmony import */ var _release_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37770);
/* harmony import */ var _release_verify_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20119);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(36102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56918);









const manifestVerifyCommand = {
    name: ['manifest', 'verify'],
    usage: 'benchgate manifest verify DIR|DIR/ARTIFACT_MANIFEST.tsv... [--strict] [--format text|json]',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
            args,
            allowPositionals: true,
            options: { strict: { type: 'boolean' }, format: { type: 'string' } }
        });
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_6__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('give at least one release directory');
        const result = (0,_result_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteResultOf */ .J)(_suite_js__WEBPACK_IMPORTED_MODULE_3__.artifactManifestSuite);
        for (const arg of positionals) {
            const abs = releaseDir((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, arg));
            const display = ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, abs).split('\\').join('/') || '.') + '/' + _release_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir;
            const path = display.startsWith('./') ? display.slice(2) : display;
            const out = await (0,_release_verify_js__WEBPACK_IMPORTED_MODULE_5__/* .verifyRelease */ .VA)(abs, { strict: values.strict ?? false, displayPath: path });
            result.artifacts.push({
                artifact: { path, kind: 'artifact-manifest' },
                gates: out.gates,
                findings: out.findings,
                facts: { ...out.facts, reference: out.reference }
            });
        }
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_7__/* .printSuiteResults */ .g)([result], io, format);
    }
};
/** A release directory, or its manifest file (which names the same release). Anything else is left to verifyRelease's findings. */
function releaseDir(abs) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(abs) !== _release_manifest_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir)
        return abs;
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isFile() ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs) : abs;
    }
    catch {
        return abs;
    }
}
const MANIFEST_COMMANDS = [manifestVerifyCommand];


/***/ }),

/***/ 74340:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  artifactManifestSuite: () => (/* binding */ artifactManifestSuite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/metrics.ts
function manifestMetrics(facts, reference) {
    const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
    return [
        { id: 'files', label: 'Files listed', value: facts.entries, headline: { label: 'files' } },
        { id: 'files_checked', label: 'Files checked', value: facts.checked },
        {
            id: 'bytes',
            label: 'Bytes hashed',
            value: facts.bytes,
            unit: 'bytes',
            headline: { label: 'bytes', text: String(facts.bytes) }
        },
        { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
        {
            id: 'unlisted',
            label: 'Unlisted files',
            value: facts.unlisted,
            better: 'lower',
            ...(facts.unlisted ? { headline: { label: 'unlisted' } } : {})
        }
    ];
}

// EXTERNAL MODULE: ./src/release/manifest-parse.ts
var manifest_parse = __webpack_require__(37770);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(41416);
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
                x: {
                    label: 'Files',
                    values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted']
                },
                y: { label: 'Files', min: 0 },
                series: [
                    {
                        name: 'files',
                        values: [
                            facts.entries,
                            facts.checked,
                            reference.missing.length,
                            reference.size_mismatches.length,
                            reference.hash_mismatches.length,
                            facts.unlisted
                        ]
                    }
                ]
            },
            note: `${facts.bytes} bytes hashed in ${facts.hashed} file(s).`
        }
    ];
}

// EXTERNAL MODULE: ./src/release/verify.ts + 1 modules
var verify = __webpack_require__(20119);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/check-manifest.ts
/** The check of one release: ARTIFACT_MANIFEST.tsv verified against its folder (src/release/verify.ts). */







function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(verify/* GATE_TITLES */.Wc).map(([id, title]) => ({
            id,
            title,
            status: id === 'manifest_format' ? 'fail' : 'undecided',
            detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read'
        })),
        findings: [(0,finding/* finding */.g)(codes.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
/**
 * Verifies one release (the folder of its ARTIFACT_MANIFEST.tsv, `root`-relative `artifact.path`): the manifest's
 * gates and findings, the inventory table, charts, facts and metrics. A manifest that is a symlink is followed only
 * while it stays inside the repository.
 */
async function checkManifest(root, artifact, opts) {
    const dir = external_node_path_.posix.dirname(artifact.path);
    const abs = dir === '.' ? root : external_node_path_.posix.join(root, dir);
    // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
    const where = await (0,verify/* resolveWithin */.s5)(root, artifact.path);
    if (where.kind !== 'inside')
        return unreadableManifest(artifact, where.kind === 'escapes'
            ? `${manifest_parse/* MANIFEST_NAME */.ir} is a symlink that leaves the repository; it was not read`
            : `${manifest_parse/* MANIFEST_NAME */.ir} is a symlink to a target that does not exist`);
    const out = await (0,verify/* verifyRelease */.VA)(abs, {
        strict: opts.strict,
        displayPath: artifact.path,
        maxManifestBytes: opts.maxManifestBytes
    });
    return {
        artifact,
        gates: out.gates,
        findings: out.findings,
        metrics: manifestMetrics(out.facts, out.reference),
        facts: {
            ...out.facts,
            reference_valid: out.reference.valid,
            ...(out.reference.error ? { reference_error: out.reference.error } : {})
        },
        sections: [
            {
                kind: 'table',
                title: 'Inventory',
                columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                rows: [
                    [
                        out.facts.entries,
                        out.facts.checked,
                        out.facts.bytes,
                        out.reference.missing.length,
                        out.reference.size_mismatches.length,
                        out.reference.hash_mismatches.length,
                        out.facts.unlisted
                    ]
                ]
            },
            ...manifestCharts(out, artifact.path)
        ]
    };
}

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/discover.ts
/** Discovery of releases: every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the root). */


/** Files named ARTIFACT_MANIFEST.tsv, and folders and links of that name too: the check reports those as AM001. */
function discoverManifests(tree) {
    const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => external_node_path_.posix.basename(f) === manifest_parse/* MANIFEST_NAME */.ir);
    const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
    return { artifacts };
}

// EXTERNAL MODULE: ./src/core/trust.ts
var trust = __webpack_require__(39597);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/options.ts
/** The artifact-manifest options and how the checked tree's `.benchgate.yml` may set each (docs/security.md, BG014). */


const MANIFEST_OPTION_TRUST = {
    strict: (0,trust/* tightenBool */.mA)(true, false),
    'max-manifest-bytes': (0,trust/* tightenLower */.F8)(verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP)
};
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : verify/* DEFAULT_MAX_MANIFEST_BYTES */.nP
    };
}

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/suite.ts



const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    naming: [{ kind: 'artifact-manifest', label: 'Release inventory', part: 'folder' }],
    optionTrust: { table: MANIFEST_OPTION_TRUST },
    async discover(tree) {
        return discoverManifests(tree);
    },
    async check(artifact, ctx) {
        return checkManifest(ctx.root, artifact, readManifestOptions(ctx.options));
    }
};


/***/ }),

/***/ 18408:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ suiteResultOf)
/* harmony export */ });
/**
 * A suite's result as every report shows it: its id, title and naming rules (`Suite.naming`), then its artifacts and
 * findings. The run and the families' own commands build their results with it, so a command's output names the
 * artifacts as `benchgate check` does.
 */
function suiteResultOf(suite, artifacts = [], findings = []) {
    return {
        suite: suite.id,
        title: suite.title,
        ...(suite.naming ? { naming: suite.naming } : {}),
        artifacts,
        findings
    };
}


/***/ })

};
