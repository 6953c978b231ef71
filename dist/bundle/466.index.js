export const id = 466;
export const ids = [466];
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

/***/ 89466:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PCS_COMMANDS: () => (/* binding */ PCS_COMMANDS)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: ./src/report/suite-output.ts
var suite_output = __webpack_require__(56918);
// EXTERNAL MODULE: ./src/core/json-source.ts + 2 modules
var json_source = __webpack_require__(26636);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
// EXTERNAL MODULE: ./src/suites/pcs/canonical.ts
var pcs_canonical = __webpack_require__(52282);
// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var codes = __webpack_require__(66570);
// EXTERNAL MODULE: ./src/suites/pcs/rules-common.ts
var rules_common = __webpack_require__(66029);
;// CONCATENATED MODULE: ./src/suites/pcs/normalize-common.ts
/**
 * What pcs-core's dialect builders (`benchmark_compat.py`) share: pins and repositories, Python's conversions of
 * dialect values (`float()`, `str()`, `list()`, truthiness), commands and logs, refs and the ingest around what a
 * builder made. Each producer's builder is in its own `normalize-<producer>.ts`; `normalize.ts` chooses one.
 */



const RC_PIN = '17e414501b3e1c58e8fbde1fe89a828440a945d9';
const PCS_CORE_PLACEHOLDER = 'd444444444444444444444444444444444444444';
const SECTIONS = [
    'provenance',
    'hashes',
    'handoffs',
    'verification',
    'formal_checks',
    'limitations',
    'lineage',
    'repair_hints'
];
const REPO = {
    certifyedge: 'https://github.com/fraware/CertifyEdge',
    pf: 'https://github.com/SentinelOps-CI/provability-fabric',
    sm: 'https://github.com/fraware/scientific-memory',
    pcsCore: 'https://github.com/SentinelOps-CI/pcs-core'
};
class NormalizeError extends Error {
}
/** pcs-core strips keys starting with `_pcs_` from dialect input. */
function strip(o) {
    return Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith('_pcs_')));
}
function need(o, k, check, what) {
    const v = o[k];
    if (!check(v))
        throw new NormalizeError(`field "${k}" must be ${what}`);
    return v;
}
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
function ref(type, path, sha, repo, commit) {
    return (0,pcs_canonical/* withDigest */.hQ)({
        schema_version: 'v0',
        artifact_type: type,
        path,
        sha256: sha,
        role: 'producer_export',
        source_repo: repo,
        source_commit: commit,
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
}
/** Python's `float(v)` on a JSON value (numbers, booleans, numeric strings); anything else fails as Python does. */
function pyFloatOf(v, k) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string') {
        const t = v.trim().replace(/(\d)_(?=\d)/g, '$1');
        if (/^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)$/.test(t))
            return Number(t);
        if (/^[+-]?(?:inf|infinity)$/i.test(t))
            return t.startsWith('-') ? -Infinity : Infinity;
        if (/^[+-]?nan$/i.test(t))
            return NaN;
        throw new NormalizeError(`could not convert string to float: ${(0,python/* pyReprCapped */.A5)(v)}`);
    }
    throw new NormalizeError(`field "${k}": float() argument must be a string or a real number, not '${v === null ? 'NoneType' : Array.isArray(v) ? 'list' : 'dict'}'`);
}
const getFloat = (d, k, dflt) => (d[k] === undefined ? dflt : pyFloatOf(d[k], k));
/** Python truthiness of a JSON value. */
const truthy = (v) => (0,python/* pyTruthy */.Kn)(v);
/** `raw.get("commands")` when it is a list (taken as is), else the default command. */
function commandsOf(d, dflt, exit) {
    if (Array.isArray(d.commands))
        return d.commands.map(python/* pyValueOfPlain */.aL);
    return [{ command: pyStrOf(d, 'producer_command', dflt), exit_code: exit }];
}
/** `_logs_list`: `[str(x) for x in raw["logs"]]` when it is a list. */
function logsOf(d) {
    return Array.isArray(d.logs) ? d.logs.map((x) => (typeof x === 'string' ? x : (0,python/* pyReprCapped */.A5)(x))) : [];
}
const CERTIFYEDGE = {
    producer: 'certifyedge',
    suite: 'certifyedge-certificate-v0',
    workflow: 'labtrust.qc_release_v0.1'
};
const PROVABILITY_FABRIC = {
    producer: 'provability-fabric',
    suite: 'pf-admission-v0',
    workflow: 'provability_fabric.admission_v0'
};
const SCIENTIFIC_MEMORY = {
    producer: 'scientific-memory',
    suite: 'scientific-memory-rendering-v0',
    workflow: 'labtrust.qc_release_v0.1'
};
/** The ingest of dialect `d`: its suite_id, workflow_id (else the producer's defaults) and logs, and what is built. */
function ingestOf(d, ids, arrays, commands, source, refs) {
    const out = {
        schema_version: 'v0',
        producer_id: ids.producer,
        suite_id: pyStrOf(d, 'suite_id', ids.suite),
        workflow_id: pyStrOf(d, 'workflow_id', ids.workflow),
        benchmark_runs: arrays.benchmark_runs ?? [],
        coverage_reports: arrays.coverage_reports ?? [],
        failure_localization_reports: arrays.failure_localization_reports ?? [],
        explain_quality_reports: arrays.explain_quality_reports ?? [],
        profile_coverage_reports: arrays.profile_coverage_reports ?? [],
        commands,
        logs: logsOf(d),
        source_repo: source.repo,
        source_commit: source.commit,
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    };
    if (refs.length > 0)
        out.artifact_refs = refs;
    return (0,pcs_canonical/* withDigest */.hQ)(out);
}
/** Python's `str(raw.get(k, default))` for JSON values (strings as they are, others as Python prints them). */
function pyStrOf(d, k, dflt) {
    const v = d[k];
    if (v === undefined)
        return dflt;
    if (typeof v === 'string')
        return v;
    if (v === null)
        return 'None';
    if (v === true)
        return 'True';
    if (v === false)
        return 'False';
    // str() of any other JSON value is its Python repr (a float read by JSON.parse loses a written `.0`: documented).
    return (0,python/* pyReprCapped */.A5)(v);
}
/**
 * The FailureLocalizationResult.v0 that pcs-core embeds by executing its case `labtrust-certificate-id-tamper-v0`
 * (benchgate does not execute pcs-core cases: this is that case's recorded, deterministic result).
 */
function pcsCoreTamperCaseResult() {
    return (0,pcs_canonical/* withDigest */.hQ)({
        schema_version: 'v0',
        result_id: 'failure-loc-bench-run-labtrust-certificate-id-tamper-v0',
        run_id: 'bench-run-labtrust-certificate-id-tamper-v0',
        case_id: 'labtrust-certificate-id-tamper-v0',
        expected_failure_code: 'certificate_id_mismatch',
        observed_failure_code: 'certificate_id_mismatch',
        expected_responsible_component: 'certificate_producer',
        observed_responsible_component: 'certificate_producer',
        localized_correctly: true,
        source_repo: REPO.pcsCore,
        source_commit: PCS_CORE_PLACEHOLDER,
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
}
/** `list(raw.get(k, default))` for the section lists (a string is a list of its characters in Python). */
function pyList(d, k, dflt) {
    const v = d[k];
    if (v === undefined)
        return [...dflt];
    if (Array.isArray(v))
        return [...v];
    if (typeof v === 'string')
        return [...v];
    if ((0,rules_common/* isObj */.sA)(v))
        return Object.keys(v);
    throw new NormalizeError(`field "${k}": '${v === null ? 'NoneType' : typeof v === 'boolean' ? 'bool' : Number.isInteger(v) ? 'int' : 'float'}' object is not iterable`);
}
const keyOf = (v) => (typeof v === 'string' ? v : (0,python/* pyReprCapped */.A5)(v));
/**
 * An ExplainQualityReport.v0 of dialect `d` from its scored sections: report_id, suite_id, case_id, workflow_id
 * and the source from `d`, else the producer's and these defaults.
 */
function explainQualityReport(d, ids, dflt, scored) {
    return (0,pcs_canonical/* withDigest */.hQ)({
        schema_version: 'v0',
        report_id: pyStrOf(d, 'report_id', dflt.report),
        suite_id: pyStrOf(d, 'suite_id', ids.suite),
        case_id: pyStrOf(d, 'case_id', dflt.case),
        producer_id: ids.producer,
        workflow_id: pyStrOf(d, 'workflow_id', ids.workflow),
        required_sections: scored.required.map(python/* pyValueOfPlain */.aL),
        sections: scored.sections,
        sections_present_count: scored.count,
        sections_required_count: scored.required.length,
        quality_score: (0,python/* pyFloat */.Qz)(scored.quality),
        gaps: scored.gaps,
        source_repo: pyStrOf(d, 'source_repo', dflt.repo),
        source_commit: pyStrOf(d, 'source_commit', RC_PIN),
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
}

;// CONCATENATED MODULE: ./src/suites/pcs/normalize-pf.ts
/** Provability Fabric's dialects: admission explain quality and profile coverage (pcs-core `benchmark_compat.py`). */




function normalizePfProfileCoverage(raw, suiteId) {
    const d = strip(raw);
    const list2 = (k, legacy) => pyList(d, d[k] !== undefined ? k : legacy, []).map(python/* pyValueOfPlain */.aL);
    const req = {
        a: list2('artifact_types_required', 'required_artifacts'),
        c: list2('semantic_checks_required', 'required_checks'),
        h: list2('handoff_steps_required', 'required_handoffs')
    };
    const cov = {
        a: list2('artifact_types_covered', 'covered_artifacts'),
        c: list2('semantic_checks_covered', 'covered_checks'),
        h: list2('handoff_steps_covered', 'covered_handoffs')
    };
    const num = d.numerator !== undefined ? need(d, 'numerator', isNum, 'a number') : cov.a.length + cov.c.length + cov.h.length;
    const den = d.denominator !== undefined
        ? need(d, 'denominator', isNum, 'a number')
        : Math.max(req.a.length + req.c.length + req.h.length, 1);
    if (den === 0)
        throw new NormalizeError('float division by zero');
    const ratioValue = d.coverage_ratio !== undefined ? need(d, 'coverage_ratio', isNum, 'a number') : Math.min(1, Math.max(0, num / den));
    const details = d.details === undefined ? {} : (0,python/* pyValueOfPlain */.aL)(d.details);
    const o = {
        schema_version: 'v0',
        coverage_id: pyStrOf(d, 'coverage_id', 'pf-profile-coverage-v0'),
        workflow_profile_id: pyStrOf(d, 'workflow_profile_id', 'provability_fabric.admission_v0'),
        producer_id: 'provability-fabric',
        suite_id: suiteId ?? pyStrOf(d, 'suite_id', 'pf-admission-v0'),
        artifact_types_required: req.a,
        artifact_types_covered: cov.a,
        semantic_checks_required: req.c,
        semantic_checks_covered: cov.c,
        handoff_steps_required: req.h,
        handoff_steps_covered: cov.h,
        numerator: (0,python/* pyFloat */.Qz)(num),
        denominator: (0,python/* pyFloat */.Qz)(den),
        coverage_ratio: (0,python/* pyFloat */.Qz)(ratioValue),
        details,
        source_repo: pyStrOf(d, 'source_repo', REPO.pf),
        source_commit: pyStrOf(d, 'source_commit', RC_PIN),
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    };
    return (0,pcs_canonical/* withDigest */.hQ)(o);
}
/** `normalize_pf_explain_quality`. */
function pfExplainQuality(d) {
    const required = pyList(d, 'required_sections', SECTIONS);
    const rawScores = truthy(d.sections) ? d.sections : truthy(d.section_scores) ? d.section_scores : {};
    if (!(0,rules_common/* isObj */.sA)(rawScores))
        throw new NormalizeError(`field "sections": '${Array.isArray(rawScores) ? 'list' : typeof rawScores}' object has no attribute 'get'`);
    const sections = {};
    const gaps = [];
    for (const sid of required) {
        const key = keyOf(sid);
        const entry = Object.prototype.hasOwnProperty.call(rawScores, key) ? rawScores[key] : {};
        let present;
        let score;
        if ((0,rules_common/* isObj */.sA)(entry)) {
            present = entry.present !== undefined ? truthy(entry.present) : getFloat(entry, 'score', 0) >= 1;
            score = entry.score !== undefined ? pyFloatOf(entry.score, 'score') : present ? 1 : 0;
        }
        else {
            present = truthy(entry);
            score = present ? 1 : 0;
        }
        sections[key] = { present, score: (0,python/* pyFloat */.Qz)(Math.min(1, Math.max(0, score))) };
        if (!present)
            gaps.push({ section_id: (0,python/* pyValueOfPlain */.aL)(sid), message: `PF admission benchmark missing section ${key}` });
    }
    const count = Object.values(sections).filter((x) => x.present === true).length;
    const quality = d.quality_score !== undefined
        ? pyFloatOf(d.quality_score, 'quality_score')
        : required.length
            ? count / required.length
            : 0;
    return explainQualityReport(d, PROVABILITY_FABRIC, { report: 'pf-explain-quality-admission-v0', case: 'admission-default', repo: REPO.pf }, { required, sections, count, quality, gaps });
}
/** `normalize_pf_pcs_bench_ingest_dialect` / `build_pf_pcs_bench_ingest` (the sibling profile dialect is required here). */
function normalizePfExplainQuality(raw, profileDialect) {
    const d = strip(raw);
    if (!profileDialect)
        throw new NormalizeError('pf_admission_explain_quality needs its sibling pf_profile_coverage.dialect.json in the same folder');
    const eqr = pfExplainQuality(d);
    const repo = pyStrOf(d, 'source_repo', REPO.pf);
    const commit = pyStrOf(d, 'source_commit', RC_PIN);
    const prof = normalizePfProfileCoverage(strip(profileDialect));
    const refs = [
        ref('ExplainQualityReport.v0', pyStrOf(d, 'explain_quality_report_path', 'benchmarks/admission/explain_quality_report.pf-explain-quality-admission-v0.v0.json'), eqr.signature_or_digest, repo, commit),
        ref('ProfileCoverageReport.v0', pyStrOf(profileDialect, 'profile_coverage_report_path', 'benchmarks/admission/profile_coverage_report.pf-profile-coverage-v0.v0.json'), prof.signature_or_digest, repo, commit)
    ];
    const include = d.include_failure_localization === undefined ? true : truthy(d.include_failure_localization);
    const flrs = include ? [pcsCoreTamperCaseResult()] : [];
    for (const x of flrs)
        refs.push(ref('FailureLocalizationResult.v0', pyStrOf(d, 'failure_localization_path', 'benchmarks/admission/failure_localization.pf-admission-v0.v0.json'), x.signature_or_digest, repo, commit));
    const quality = eqr.quality_score.value;
    const commands = commandsOf(d, 'pf benchmark admission', quality >= 1 ? 0 : 1);
    const reports = {
        failure_localization_reports: flrs,
        explain_quality_reports: [eqr],
        profile_coverage_reports: [prof]
    };
    return ingestOf(d, PROVABILITY_FABRIC, reports, commands, { repo, commit }, refs);
}

;// CONCATENATED MODULE: ./src/suites/pcs/normalize-certifyedge.ts
/** CertifyEdge's certificate benchmark dialect (pcs-core `benchmark_compat.py`). */





/** `build_certifyedge_pcs_bench_ingest` (with `normalize_certifyedge_certificate_benchmark` and its profile coverage). */
function normalizeCertifyEdge(raw) {
    const d = strip(raw);
    const passed = d.checks_passed !== undefined ? pyFloatOf(d.checks_passed, 'checks_passed') : getFloat(d, 'passed', 0);
    const total = d.checks_total !== undefined
        ? pyFloatOf(d.checks_total, 'checks_total')
        : d.total !== undefined
            ? pyFloatOf(d.total, 'total')
            : Math.max(passed, 1);
    const cov = (0,pcs_canonical/* withDigest */.hQ)({
        schema_version: 'v0',
        coverage_id: pyStrOf(d, 'coverage_id', 'certifyedge-certificate-benchmark-v0'),
        metric: 'certificate_completeness',
        metric_id: 'certificate_completeness_score',
        numerator: (0,python/* pyFloat */.Qz)(passed),
        denominator: (0,python/* pyFloat */.Qz)(total),
        coverage_ratio: (0,python/* pyFloat */.Qz)(total ? Math.min(1, passed / total) : 0),
        details: {
            producer_id: 'certifyedge',
            certificate_id: d.certificate_id === undefined ? null : (0,python/* pyValueOfPlain */.aL)(d.certificate_id),
            violations: d.violations === undefined ? [] : (0,python/* pyValueOfPlain */.aL)(d.violations)
        },
        source_repo: pyStrOf(d, 'source_repo', REPO.certifyedge),
        source_commit: pyStrOf(d, 'source_commit', RC_PIN),
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
    const arts = ['TraceCertificate.v0', 'RuntimeReceipt.v0', 'ScienceClaimBundle.v0'];
    const prof = (0,rules_common/* isObj */.sA)(d.profile_coverage)
        ? normalizePfProfileCoverage(d.profile_coverage)
        : normalizePfProfileCoverage({
            workflow_profile_id: pyStrOf(d, 'workflow_profile_id', 'labtrust.qc_release_v0.1'),
            coverage_id: pyStrOf(d, 'profile_coverage_id', 'certifyedge-profile-certificate-v0'),
            suite_id: pyStrOf(d, 'suite_id', 'certifyedge-certificate-v0'),
            artifact_types_required: arts,
            artifact_types_covered: [...arts],
            semantic_checks_required: ['trace_hash_matches_certificate'],
            semantic_checks_covered: ['trace_hash_matches_certificate'],
            handoff_steps_required: ['runtime_to_certificate'],
            handoff_steps_covered: ['runtime_to_certificate']
        });
    const repo = pyStrOf(d, 'source_repo', REPO.certifyedge);
    const commit = pyStrOf(d, 'source_commit', RC_PIN);
    const exit = getFloat(d, 'checks_passed', 0) >= getFloat(d, 'checks_total', 1) ? 0 : 1;
    const certArg = d.certificate_id === undefined
        ? 'unknown'
        : typeof d.certificate_id === 'string'
            ? d.certificate_id
            : (0,python/* pyReprCapped */.A5)(d.certificate_id);
    const commands = commandsOf(d, `certifyedge benchmark certificates --certificate-id ${certArg}`, exit);
    const refs = [
        ref('CoverageReport.v0', pyStrOf(d, 'coverage_report_path', 'benchmarks/certificate/coverage_report.certifyedge-cert-bench-v0.v0.json'), cov.signature_or_digest, repo, commit),
        ref('ProfileCoverageReport.v0', pyStrOf(d, 'profile_coverage_report_path', 'benchmarks/certificate/profile_coverage_report.certifyedge-cert-bench-v0.v0.json'), prof.signature_or_digest, repo, commit)
    ];
    const reports = { coverage_reports: [cov], profile_coverage_reports: [prof] };
    return ingestOf(d, CERTIFYEDGE, reports, commands, { repo, commit }, refs);
}

;// CONCATENATED MODULE: ./src/suites/pcs/normalize-scientific-memory.ts
/** Scientific Memory's render benchmark dialect (pcs-core `benchmark_compat.py`). */




const SM_KEYS = [
    ['source_repo', 'provenance'],
    ['source_commit', 'provenance'],
    ['release_manifest_hash', 'hashes'],
    ['release_chain_validation_status', 'verification'],
    ['validation_profile', 'verification'],
    ['render_path', 'lineage'],
    ['strict', 'limitations'],
    ['allow_legacy', 'limitations'],
    ['bundle_shape', 'lineage'],
    ['source_bundle_path', 'handoffs']
];
/** `build_scientific_memory_pcs_bench_ingest` (with `normalize_scientific_memory_render_benchmark`). */
function normalizeScientificMemory(raw) {
    const d = strip(raw);
    const sm = truthy(d.import_report) ? d.import_report : d;
    if (!(0,rules_common/* isObj */.sA)(sm))
        throw new NormalizeError('field "import_report" must be an object');
    const has = (k) => Object.prototype.hasOwnProperty.call(sm, k);
    const required = pyList(d, 'required_sections', SECTIONS);
    const sections = {};
    const gaps = [];
    for (const sid of required) {
        const key = keyOf(sid);
        let present = SM_KEYS.some(([k, s]) => s === key && has(k));
        if (key === 'formal_checks')
            present = has('release_chain_validation_status');
        if (key === 'repair_hints')
            present = truthy(d.repair_hints) || sm.verification_status === 'passed';
        sections[key] = { present, score: (0,python/* pyFloat */.Qz)(present ? 1 : 0) };
        if (!present)
            gaps.push({ section_id: (0,python/* pyValueOfPlain */.aL)(sid), message: `Scientific Memory render benchmark missing ${key}` });
    }
    const count = Object.values(sections).filter((x) => x.present === true).length;
    const quality = required.length ? count / required.length : 0;
    const eqr = explainQualityReport(d, SCIENTIFIC_MEMORY, { report: 'sm-render-benchmark-v0', case: 'valid-scientific-memory-import', repo: REPO.sm }, { required, sections, count, quality, gaps });
    let cov;
    if ((0,rules_common/* isObj */.sA)(d.coverage_report)) {
        const body = (0,python/* pyValueOfPlain */.aL)(d.coverage_report);
        if (body.schema_version === undefined)
            body.schema_version = 'v0';
        if (body.metric_id === undefined)
            body.metric_id = 'scientific_memory_interpretability_score';
        cov = body.signature_or_digest === undefined ? (0,pcs_canonical/* withDigest */.hQ)(body) : body;
    }
    else {
        cov = (0,pcs_canonical/* withDigest */.hQ)({
            schema_version: 'v0',
            coverage_id: pyStrOf(d, 'coverage_id', 'sm-render-interpretability-v0'),
            metric: 'scientific_memory_interpretability',
            metric_id: 'scientific_memory_interpretability_score',
            numerator: (0,python/* pyFloat */.Qz)(count),
            denominator: (0,python/* pyFloat */.Qz)(required.length || 1),
            coverage_ratio: (0,python/* pyFloat */.Qz)(Math.min(1, quality)),
            details: { render_report_id: eqr.report_id },
            source_repo: eqr.source_repo,
            source_commit: eqr.source_commit,
            signature_or_digest: 'sha256:' + '0'.repeat(64)
        });
    }
    const repo = d.source_repo !== undefined ? pyStrOf(d, 'source_repo', REPO.sm) : pyStrOf(sm, 'source_repo', REPO.sm);
    const commit = d.source_commit !== undefined
        ? pyStrOf(d, 'source_commit', RC_PIN)
        : pyStrOf(sm, 'scientific_memory_commit', RC_PIN);
    const commands = commandsOf(d, 'pcs-benchmark-rendering', quality >= 1 ? 0 : 1);
    const refs = [
        ref('ExplainQualityReport.v0', pyStrOf(d, 'explain_quality_report_path', 'benchmarks/rendering/explain_quality_report.sm-render-benchmark-v0.v0.json'), eqr.signature_or_digest, repo, commit),
        ref('CoverageReport.v0', pyStrOf(d, 'coverage_report_path', 'benchmarks/rendering/coverage_report.sm-render-benchmark-v0.v0.json'), cov.signature_or_digest ?? null, repo, commit)
    ];
    const reports = { coverage_reports: [cov], explain_quality_reports: [eqr] };
    return ingestOf(d, SCIENTIFIC_MEMORY, reports, commands, { repo, commit }, refs);
}

;// CONCATENATED MODULE: ./src/suites/pcs/normalize.ts
/**
 * Dialect normalisation (pcs-core `benchmark_compat.py` ingest builders): producer dialect JSON → PcsBenchIngest.v0
 * (or ProfileCoverageReport.v0), byte-identical to pcs-core's `pcs benchmark normalize` output for the committed
 * dialects. The normalizer is chosen by the dialect file's base name, as in pcs-core.
 */






const DIALECTS = [
    'certifyedge_certificate_benchmark.dialect.json',
    'pf_admission_explain_quality.dialect.json',
    'scientific_memory_render_benchmark.dialect.json',
    'pf_profile_coverage.dialect.json'
];
/**
 * Normalizes one dialect document, chosen by the dialect file's base name. `sibling` reads another dialect
 * file of the same folder by base name (PF needs pf_profile_coverage.dialect.json).
 */
function normalizeDialect(baseName, dialect, sibling) {
    if (!(0,rules_common/* isObj */.sA)(dialect))
        throw new NormalizeError('the dialect root must be a JSON object');
    let value;
    let type = 'PcsBenchIngest.v0';
    switch (baseName) {
        case 'certifyedge_certificate_benchmark.dialect.json':
            value = normalizeCertifyEdge(dialect);
            break;
        case 'pf_admission_explain_quality.dialect.json': {
            const s = sibling('pf_profile_coverage.dialect.json');
            value = normalizePfExplainQuality(dialect, (0,rules_common/* isObj */.sA)(s) ? s : undefined);
            break;
        }
        case 'scientific_memory_render_benchmark.dialect.json':
            value = normalizeScientificMemory(dialect);
            break;
        case 'pf_profile_coverage.dialect.json':
            value = normalizePfProfileCoverage(dialect);
            type = 'ProfileCoverageReport.v0';
            break;
        default:
            throw new NormalizeError(`unknown dialect '${baseName}'; expected one of: ${DIALECTS.join(', ')}`);
    }
    return { type, value, text: (0,python/* pyJsonDumps */.dv)(value, { indent: 2 }) + '\n' };
}

// EXTERNAL MODULE: ./src/suites/pcs/rules-provenance.ts
var rules_provenance = __webpack_require__(92963);
// EXTERNAL MODULE: ./src/suites/pcs/rules-report.ts
var rules_report = __webpack_require__(72122);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/pcs/benchmark-report.ts
/**
 * BenchmarkReport.v0 aggregation from validated PcsBenchIngest.v0 bundles (pcs-core has no code for this; it
 * leaves ingest consumption to pcs-bench). Follows pcs-core's documented summary and `build_metric_summaries`
 * rollup, reading only embedded objects (refs are audit metadata). See docs/pcs.md for each decision.
 */







const arr = (o, k) => (Array.isArray(o[k]) ? o[k].filter(rules_common/* isObj */.sA) : []);
const REPAIR_HINT_BY_COMPONENT = {
    runtime_producer: 'align_provenance',
    certificate_producer: 'align_certificate_id',
    verifier: 'rerun_verification',
    registry: 'fix_registry_entry',
    formal_kernel: 'rerun_formal_check',
    scientific_memory: 'fix_import_report',
    release_manifest: 'align_provenance',
    handoff: 'align_handoff',
    hashing: 'align_hash',
    unknown: 'unknown'
};
/** Coverage-block key of each legacy metric name (pcs-core's key map). */
const COVERAGE_KEY = {
    release_reproducibility: 'release_reproducibility',
    certificate_completeness: 'certificate_completeness',
    registry_coverage: 'registry',
    formal_check_coverage: 'formal_checks',
    scientific_memory_interpretability: 'scientific_memory'
};
/** The report cannot record one known producer pin (PCS052). */
class ReportPinError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ReportPinError';
    }
}
/**
 * The producer pin the report records (spec: "reviewers pin source_commit to the git SHA of the producer run while
 * the benchmark runner records that pin in BenchmarkReport.v0"): the ingests' own `source_repo`/`source_commit`.
 * Inputs from one revision: that pin (a given `--source-repo`/`--source-commit` must agree). Inputs from several: the
 * aggregator's own revision must be given (each producer's pin stays on the coverage blocks and metric rows taken
 * from its coverage reports). A placeholder or missing pin is refused.
 */
function producerPin(inputs, opts = {}) {
    const pins = new Map();
    for (const { path, ingest } of inputs) {
        const repo = ingest.source_repo;
        const commit = ingest.source_commit;
        if (typeof repo !== 'string' ||
            typeof commit !== 'string' ||
            !/^[0-9a-f]{40}$/.test(commit) ||
            /^[0f]{40}$/.test(commit)) {
            throw new ReportPinError(`${path}: no real producer pin (source_repo ${JSON.stringify(repo)}, source_commit ${JSON.stringify(commit)}); a BenchmarkReport.v0 must record the producer's revision`);
        }
        const k = `${repo}\u0000${commit}`;
        const e = pins.get(k) ?? { repo, commit, files: [] };
        e.files.push(path);
        pins.set(k, e);
    }
    if (pins.size === 0)
        throw new ReportPinError('no ingest given: there is no producer pin to record');
    if (opts.sourceRepo !== undefined) {
        const why = (0,rules_provenance/* httpsRepoProblem */.H5)(opts.sourceRepo);
        if (why)
            throw new ReportPinError(`--source-repo ${opts.sourceRepo} ${why}`);
    }
    if (opts.sourceCommit !== undefined &&
        (!/^[0-9a-f]{40}$/.test(opts.sourceCommit) || /^[0f]{40}$/.test(opts.sourceCommit))) {
        throw new ReportPinError(`--source-commit ${opts.sourceCommit} is not a real 40-character lower-case git SHA`);
    }
    if (pins.size > 1) {
        const list = [...pins.values()].map((p) => `${p.repo}@${p.commit} (${p.files.join(', ')})`).join('; ');
        // Several producer revisions: the report's one pin is the aggregator's revision, which only the caller knows.
        if (opts.sourceRepo === undefined || opts.sourceCommit === undefined) {
            throw new ReportPinError(`the inputs come from ${pins.size} producer revisions (${list}); a BenchmarkReport.v0 records one source_repo/source_commit pin: build one report per producer revision, or give the aggregator's own revision with --source-repo and --source-commit`);
        }
        return { repo: opts.sourceRepo, commit: opts.sourceCommit };
    }
    const pin = [...pins.values()][0];
    if (opts.sourceRepo !== undefined && opts.sourceRepo !== pin.repo)
        throw new ReportPinError(`--source-repo ${opts.sourceRepo} is not the inputs' source_repo ${pin.repo}; a report over one producer revision records that producer's pin`);
    if (opts.sourceCommit !== undefined && opts.sourceCommit !== pin.commit)
        throw new ReportPinError(`--source-commit ${opts.sourceCommit} is not the inputs' source_commit ${pin.commit}; a report over one producer revision records that producer's pin`);
    return { repo: pin.repo, commit: pin.commit };
}
const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const clamp = (x) => Math.max(0, Math.min(1, x));
const round6 = (x) => Math.round(x * 1e6) / 1e6;
function buildBenchmarkReport(inputs, opts = {}) {
    const pin = producerPin(inputs, opts);
    const suiteId = opts.suiteId ??
        (inputs.length > 0 && typeof inputs[0].ingest.suite_id === 'string'
            ? inputs[0].ingest.suite_id
            : 'pcs-ingest-suite');
    const runs = [];
    const failures = [];
    const flrs = [];
    const runById = new Map();
    const coverage = {};
    const coverageSource = new Map();
    const producers = new Set();
    for (const { path, ingest, root } of inputs) {
        const copy = (field, i, v) => {
            const arrNode = root && root.type === 'object' ? (0,json_source/* getMember */.Xf)(root, field) : undefined;
            const node = arrNode && arrNode.type === 'array' ? arrNode.items.filter((x) => x.type === 'object')[i] : undefined;
            return node ? (0,python/* pyValueOf */.g2)(node) : (0,python/* pyValueOfPlain */.aL)(v);
        };
        if (typeof ingest.producer_id === 'string')
            producers.add(ingest.producer_id);
        const refPath = new Map();
        for (const r of arr(ingest, 'artifact_refs'))
            if (r.artifact_type === 'BenchmarkRun.v0' && typeof r.sha256 === 'string' && typeof r.path === 'string')
                refPath.set(r.sha256, r.path);
        arr(ingest, 'benchmark_runs').forEach((r, i) => {
            const runId = String(r.run_id ?? `run-${i}`);
            runById.set(runId, r);
            const row = {
                run_id: runId,
                case_id: String(r.case_id ?? ''),
                path: refPath.get(String(r.signature_or_digest)) ?? `${path}#/benchmark_runs/${i}`
            };
            if (typeof r.observed_status === 'string')
                row.observed_status = r.observed_status;
            runs.push(row);
            if (r.observed_status !== 'passed') {
                const fl = {
                    case_id: String(r.case_id ?? runId),
                    run_id: runId,
                    message: `expected passed got ${String(r.observed_status)} (${String(r.observed_failure_code ?? null)})`
                };
                failures.push(fl);
            }
        });
        (0,arrays/* pushAll */.iI)(flrs, arr(ingest, 'failure_localization_reports'));
        arr(ingest, 'coverage_reports').forEach((c, ci) => {
            const legacy = rules_report/* METRICS */.C.find((m) => m.id === c.metric_id || m.id === c.metric || m.legacy === c.metric)?.legacy;
            const key = legacy ? COVERAGE_KEY[legacy] : undefined;
            if (key && !(key in coverage)) {
                coverage[key] = copy('coverage_reports', ci, c);
                coverageSource.set(key, c);
            }
        });
        const eqr = arr(ingest, 'explain_quality_reports')[0];
        if (eqr && !('explain_quality' in coverage))
            coverage.explain_quality = copy('explain_quality_reports', 0, eqr);
        const pcr = arr(ingest, 'profile_coverage_reports')[0];
        if (pcr && !('profile_coverage' in coverage))
            coverage.profile_coverage = copy('profile_coverage_reports', 0, pcr);
    }
    const total = runs.length;
    const passed = runs.filter((r) => r.observed_status === 'passed').length;
    const invalidCases = new Set(flrs.map((x) => String(x.case_id)));
    const invalid = flrs.length;
    const hits = flrs.filter((x) => x.localized_correctly === true).length;
    const hintHits = flrs.filter((x) => {
        const run = runById.get(String(x.run_id));
        return (run !== undefined &&
            REPAIR_HINT_BY_COMPONENT[String(x.expected_responsible_component)] === run.observed_repair_hint);
    }).length;
    const denom = invalid || 1;
    const ratioOf = (key) => {
        const c = coverageSource.get(key);
        return c ? clamp(num(c.coverage_ratio)) : 0;
    };
    const summary = {
        total_cases: total,
        passed_cases: passed,
        failed_cases: total - passed,
        expected_failures_detected: flrs.filter((x) => typeof x.observed_failure_code === 'string' && x.observed_failure_code !== '').length,
        unexpected_passes: 0,
        unexpected_failures: runs.filter((r) => r.observed_status !== 'passed' && !invalidCases.has(String(r.case_id)))
            .length,
        failure_localization_accuracy: (0,python/* pyFloat */.Qz)(hits / denom),
        repair_hint_accuracy: (0,python/* pyFloat */.Qz)(hintHits / denom),
        formal_check_coverage: (0,python/* pyFloat */.Qz)(ratioOf('formal_checks')),
        registry_coverage: (0,python/* pyFloat */.Qz)(ratioOf('registry')),
        scientific_memory_render_coverage: (0,python/* pyFloat */.Qz)(ratioOf('scientific_memory'))
    };
    const declared = opts.metrics && opts.metrics.length > 0 ? opts.metrics : rules_report/* METRICS */.C.map((m) => m.id);
    const metricSummaries = declared.map((id) => metricSummary(id, suiteId, summary, coverageSource, invalid, pin));
    const report = {
        schema_version: 'v0',
        report_id: opts.reportId ?? `benchmark-report-${suiteId}`,
        benchmark_suite_id: suiteId,
        runs,
        metrics: declared,
        metric_summaries: metricSummaries,
        summary,
        coverage,
        failures,
        source_repo: pin.repo,
        source_commit: pin.commit,
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    };
    if (producers.size === 1)
        report.producer_id = [...producers][0];
    return (0,pcs_canonical/* withDigest */.hQ)(report);
}
function metricSummary(id, suiteId, summary, coverage, invalid, pin) {
    const row = (score, applicability, numerator, denominator, reason, details, repo, commit) => (0,pcs_canonical/* withDigest */.hQ)({
        schema_version: 'v0',
        metric_id: id,
        score: (0,python/* pyFloat */.Qz)(clamp(score)),
        applicability,
        numerator: (0,python/* pyFloat */.Qz)(numerator),
        denominator: (0,python/* pyFloat */.Qz)(denominator),
        reason,
        details,
        source_repo: repo ?? pin.repo,
        source_commit: commit ?? pin.commit,
        signature_or_digest: 'sha256:' + '0'.repeat(64)
    });
    if (id === 'failure_localization_accuracy' || id === 'repair_hint_quality_score') {
        if (invalid === 0)
            return row(0, 'insufficient_cases', 0, 0, 'no invalid benchmark cases in suite', {});
        const field = id === 'failure_localization_accuracy' ? 'failure_localization_accuracy' : 'repair_hint_accuracy';
        const score = summary[field].value;
        return row(score, 'measured', round6(score * invalid), invalid, '', {});
    }
    if (id === 'cross_domain_portability_score' && suiteId !== 'cross-domain-release-chain-v0') {
        return row(0, 'not_applicable', 0, 0, 'cross_domain_portability_score applies only to suite cross-domain-release-chain-v0', {});
    }
    const legacy = rules_report/* METRICS */.C.find((m) => m.id === id)?.legacy;
    const key = legacy ? COVERAGE_KEY[legacy] : undefined;
    const c = key ? coverage.get(key) : undefined;
    if (c) {
        const den = num(c.denominator);
        return row(num(c.coverage_ratio), den > 0 ? 'measured' : 'failed_to_measure', num(c.numerator), den, '', { coverage_id: String(c.coverage_id) }, typeof c.source_repo === 'string' ? c.source_repo : undefined, typeof c.source_commit === 'string' ? c.source_commit : undefined);
    }
    const s = summary[id];
    if (s !== undefined)
        return row(typeof s === 'number' ? s : s.value, 'measured', typeof s === 'number' ? s : s.value, 1, '', {});
    return row(0, 'skipped', 0, 0, 'no coverage or summary source for metric', {});
}

// EXTERNAL MODULE: ./src/suites/pcs/options.ts
var pcs_options = __webpack_require__(74758);
// EXTERNAL MODULE: ./src/suites/pcs/check-document.ts + 12 modules
var check_document = __webpack_require__(29738);
// EXTERNAL MODULE: ./src/suites/pcs/suite.ts + 2 modules
var suite = __webpack_require__(8286);
// EXTERNAL MODULE: ./src/suites/result.ts
var result = __webpack_require__(18408);
;// CONCATENATED MODULE: ./src/suites/pcs/commands.ts
/** CLI: benchgate pcs validate | tier | digest | report | normalize. */

















function format(v) {
    if (v === undefined || v === 'text')
        return 'text';
    if (v === 'json')
        return 'json';
    throw new command/* UsageError */.eb(`--format must be text or json, not "${String(v)}"`);
}
function display(io, abs) {
    const rel = (0,external_node_path_.relative)(io.cwd, abs);
    return rel !== '' && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel.split(external_node_path_.sep).join('/') : abs.split(external_node_path_.sep).join('/');
}
const COMMON = {
    format: { type: 'string' },
    digests: { type: 'string' },
    'min-tier': { type: 'string' },
    'release-grade': { type: 'boolean' },
    'max-bytes': { type: 'string' },
    'max-depth': { type: 'string' },
    'provenance-manifest': { type: 'string' }
};
function optionsFrom(values) {
    const raw = {};
    for (const k of ['digests', 'min-tier', 'release-grade', 'max-bytes', 'max-depth'])
        if (values[k] !== undefined)
            raw[k] = values[k];
    const { options, findings } = (0,pcs_options/* parseOptions */.Ac)(raw);
    if (findings.length > 0)
        throw new command/* UsageError */.eb(findings.map((f) => f.message).join('; '));
    return options;
}
async function checkFile(io, file, options, manifest) {
    const abs = (0,external_node_path_.resolve)(io.cwd, file);
    const shown = display(io, abs);
    let bytes;
    try {
        bytes = await (0,paths/* readBounded */.CB)(abs, options.maxBytes);
    }
    catch (e) {
        return {
            result: (0,check_document/* unreadDocument */.ll)({ path: shown, kind: 'pcs-document' }, e, '--max-bytes', codes/* PCS */.b.PCS001),
            valid: false
        };
    }
    let prov;
    const mpath = manifest ? (0,external_node_path_.resolve)(io.cwd, manifest) : (0,external_node_path_.join)((0,external_node_path_.dirname)(abs), 'provenance.manifest.json');
    if (manifest || (0,external_node_fs_.existsSync)(mpath)) {
        try {
            prov = { path: display(io, mpath), text: (0,external_node_fs_.readFileSync)(mpath, 'utf8') };
        }
        catch {
            prov = { path: display(io, mpath) };
        }
    }
    return (0,check_document/* checkPcsDocument */.gs)(shown, bytes, options, { path: shown, kind: 'pcs-document' }, prov);
}
function suiteResult(artifacts) {
    return (0,result/* suiteResultOf */.J)(suite.pcsSuite, artifacts);
}
const validate = {
    name: ['pcs', 'validate'],
    usage: 'benchgate pcs validate FILE... [--release-grade] [--min-tier TIER] [--digests off|warn|strict] [--max-bytes N] [--max-depth N] [--provenance-manifest FILE] [--format text|json]',
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({ args, options: COMMON, allowPositionals: true, strict: true });
        const fmt = format(values.format);
        if (positionals.length === 0)
            throw new command/* UsageError */.eb('give at least one FILE');
        const options = optionsFrom(values);
        const results = [];
        for (const f of positionals)
            results.push((await checkFile(io, f, options, values['provenance-manifest'])).result);
        return (0,suite_output/* printSuiteResults */.g)([suiteResult(results)], io, fmt);
    }
};
const tier = {
    name: ['pcs', 'tier'],
    usage: 'benchgate pcs tier FILE... [--min-tier TIER] [--digests off|warn|strict] [--format text|json]',
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({ args, options: COMMON, allowPositionals: true, strict: true });
        const fmt = format(values.format);
        if (positionals.length === 0)
            throw new command/* UsageError */.eb('give at least one FILE');
        const options = optionsFrom({ digests: 'off', ...values });
        const rows = [];
        for (const f of positionals) {
            const c = await checkFile(io, f, options, values['provenance-manifest']);
            const verdict = (0,check_document/* checkVerdict */.Ks)(c);
            rows.push({
                file: c.result.artifact.path,
                tier: c.tier ?? null,
                ...(c.tier === 'audit-ready' ? { alias: 'external-review-grade' } : {}),
                valid: c.valid,
                ...(c.referenceTier ? { referenceTier: c.referenceTier } : {}),
                findings: c.valid
                    ? (c.tierFindings ?? [])
                    : c.result.findings.filter((x) => x.severity === 'error').map((x) => `${x.code} ${x.message}`),
                nextTier: c.nextTier ?? null,
                missingForNextTier: c.missingForNextTier ?? [],
                verdict: c.type !== 'PcsBenchIngest.v0' ? 'fail' : verdict
            });
        }
        if (fmt === 'json')
            io.stdout(JSON.stringify({ tiers: rows }, null, 2) + '\n');
        else {
            for (const r of rows) {
                const t = r.tier
                    ? `${r.tier}${r.alias ? ` (${r.alias})` : ''}`
                    : `none: invalid${r.referenceTier ? ` (pcs-core's tier function would say ${r.referenceTier})` : ''}`;
                io.stdout(`${r.file}: ${t}\n`);
                for (const x of r.findings)
                    io.stdout(`  - ${x}\n`);
                if (r.nextTier && r.valid)
                    for (const x of r.missingForNextTier)
                        io.stdout(`  missing for ${r.nextTier}: ${x}\n`);
            }
        }
        return rows.every((r) => r.verdict === 'pass') ? 0 : 1;
    }
};
const digest = {
    name: ['pcs', 'digest'],
    usage: 'benchgate pcs digest FILE [--pointer /json/pointer] [--canonical] [--check] [--format text|json]',
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({
            args,
            options: {
                format: { type: 'string' },
                pointer: { type: 'string' },
                canonical: { type: 'boolean' },
                check: { type: 'boolean' },
                'max-bytes': { type: 'string' }
            },
            allowPositionals: true,
            strict: true
        });
        const fmt = format(values.format);
        if (positionals.length !== 1)
            throw new command/* UsageError */.eb('give exactly one FILE');
        const options = optionsFrom({ 'max-bytes': values['max-bytes'] });
        const abs = (0,external_node_path_.resolve)(io.cwd, positionals[0]);
        let text;
        try {
            text = (await (0,paths/* readBounded */.CB)(abs, options.maxBytes)).toString('utf8');
        }
        catch (e) {
            io.stderr(`benchgate pcs digest: ${e.message}\n`);
            return 1;
        }
        const r = (0,json_source/* parseJsonSource */.X0)(text, { maxDepth: options.maxDepth, maxLength: options.maxBytes, bounds: pcs_options/* PCS_BOUNDS */.hH });
        if (!r.ok) {
            io.stderr(`${display(io, abs)}:${r.error.line}:${r.error.column}: invalid JSON: ${r.error.message}\n`);
            return 1;
        }
        const pointer = values.pointer ?? '';
        const node = (0,json_source/* nodeAt */.oB)(r.doc.root, pointer);
        if (!node)
            throw new command/* UsageError */.eb(`no value at pointer "${pointer}"`);
        let computed;
        let canonical;
        try {
            computed = (0,pcs_canonical/* canonicalHash */.t)(node);
            if (values.canonical)
                canonical = (0,pcs_canonical/* canonicalJson */.dj)(node);
        }
        catch (e) {
            if (e instanceof pcs_canonical/* NotCanonicalizableError */.P) {
                io.stderr(`${display(io, abs)}: ${e.message}\n`);
                return 1;
            }
            throw e;
        }
        const rec = node.type === 'object' ? (0,json_source/* nodeAt */.oB)(node, '/signature_or_digest') : undefined;
        const recorded = rec && rec.type === 'string' ? rec.value : undefined;
        const matches = recorded === undefined ? null : recorded === computed;
        const pos = (0,json_source/* locate */.x5)(r.doc, pointer);
        if (fmt === 'json')
            io.stdout(JSON.stringify({
                file: display(io, abs),
                pointer,
                line: pos.line,
                column: pos.column,
                digest: computed,
                recorded: recorded ?? null,
                matches,
                ...(canonical !== undefined ? { canonical } : {})
            }, null, 2) + '\n');
        else {
            io.stdout(`${computed}\n`);
            if (canonical !== undefined)
                io.stdout(`${canonical}\n`);
            if (recorded !== undefined && !matches)
                io.stderr(`${display(io, abs)}:${pos.line}:${pos.column}: recorded signature_or_digest ${recorded} differs\n`);
        }
        return values.check && matches === false ? 1 : 0;
    }
};
const report = {
    name: ['pcs', 'report'],
    usage: "benchgate pcs report INGEST... [--suite-id ID] [--report-id ID] [--metrics a,b] [--source-repo URI] [--source-commit SHA] (must equal the inputs' pin) [--out FILE] [--digests off|warn|strict] [--format text|json]",
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({
            args,
            options: {
                ...COMMON,
                'suite-id': { type: 'string' },
                'report-id': { type: 'string' },
                metrics: { type: 'string' },
                'source-repo': { type: 'string' },
                'source-commit': { type: 'string' },
                out: { type: 'string' }
            },
            allowPositionals: true,
            strict: true
        });
        const fmt = format(values.format);
        if (positionals.length === 0)
            throw new command/* UsageError */.eb('give at least one INGEST file');
        const options = optionsFrom(values);
        const inputs = [];
        const results = [];
        for (const f of positionals) {
            const c = await checkFile(io, f, options, values['provenance-manifest']);
            results.push(c.result);
            if (c.type === 'PcsBenchIngest.v0' && c.valid && c.doc)
                inputs.push({ path: c.result.artifact.path, ingest: c.value, root: c.doc.root });
        }
        if (inputs.length !== positionals.length) {
            io.stderr('benchgate pcs report: every input must be a valid PcsBenchIngest.v0; fix the bundles below first\n');
            (0,suite_output/* printSuiteResults */.g)([suiteResult(results)], io, fmt);
            return 1;
        }
        let built;
        try {
            built = buildBenchmarkReport(inputs, {
                ...(values['suite-id'] ? { suiteId: values['suite-id'] } : {}),
                ...(values['report-id'] ? { reportId: values['report-id'] } : {}),
                ...(values.metrics
                    ? {
                        metrics: values.metrics
                            .split(',')
                            .map((s) => s.trim())
                            .filter(Boolean)
                    }
                    : {}),
                ...(values['source-repo'] ? { sourceRepo: values['source-repo'] } : {}),
                ...(values['source-commit'] ? { sourceCommit: values['source-commit'] } : {})
            });
        }
        catch (e) {
            if (!(e instanceof ReportPinError))
                throw e;
            io.stderr(`${codes/* PCS */.b.PCS052.code} benchgate pcs report: ${e.message}\n`);
            return 1;
        }
        const text = (0,python/* pyJsonDumps */.dv)(built, { indent: 2 }) + '\n';
        const outName = values.out ? display(io, (0,external_node_path_.resolve)(io.cwd, values.out)) : 'benchmark_report.json';
        const check = (0,check_document/* checkPcsDocument */.gs)(outName, text, {
            ...options,
            digests: options.digests === 'off' ? 'off' : 'strict',
            minTier: undefined,
            releaseGrade: false
        });
        if (values.out) {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(io.cwd, values.out)), { recursive: true });
            await (0,promises_.writeFile)((0,external_node_path_.resolve)(io.cwd, values.out), text);
        }
        if (fmt === 'json' && !values.out)
            io.stdout(text);
        else if (fmt === 'json')
            io.stdout(JSON.stringify({ out: outName, valid: check.valid, findings: check.result.findings }, null, 2) + '\n');
        else {
            if (!values.out)
                io.stdout(text);
            else
                io.stdout(`${check.valid ? 'OK' : 'FAIL'} BenchmarkReport.v0 ${outName}\n`);
        }
        for (const f of check.result.findings)
            if (f.severity === 'error')
                io.stderr(`${f.code} ${outName}:${f.line ?? 1}:${f.column ?? 1}: ${f.message}\n`);
        return check.valid && (0,check_document/* checkVerdict */.Ks)(check) === 'pass' ? 0 : 1;
    }
};
const normalize = {
    name: ['pcs', 'normalize'],
    usage: 'benchgate pcs normalize DIALECT... [--out FILE | --out-dir DIR] [--format text|json]',
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({
            args,
            options: {
                format: { type: 'string' },
                out: { type: 'string' },
                'out-dir': { type: 'string' },
                dialect: { type: 'string', multiple: true }
            },
            allowPositionals: true,
            strict: true
        });
        const fmt = format(values.format);
        const files = [...(values.dialect ?? []), ...positionals];
        if (files.length === 0)
            throw new command/* UsageError */.eb('give at least one DIALECT file');
        if (values.out && files.length > 1)
            throw new command/* UsageError */.eb('--out takes one DIALECT; use --out-dir for several');
        if (values.out && values['out-dir'])
            throw new command/* UsageError */.eb('use --out or --out-dir, not both');
        const results = [];
        for (const f of files) {
            const abs = (0,external_node_path_.resolve)(io.cwd, f);
            const shown = display(io, abs);
            try {
                const dialect = JSON.parse((0,external_node_fs_.readFileSync)(abs, 'utf8'));
                const sibling = (name) => {
                    const p = (0,external_node_path_.join)((0,external_node_path_.dirname)(abs), name);
                    return (0,external_node_fs_.existsSync)(p) ? JSON.parse((0,external_node_fs_.readFileSync)(p, 'utf8')) : undefined;
                };
                const out = normalizeDialect((0,external_node_path_.basename)(abs), dialect, sibling);
                const check = (0,check_document/* checkPcsDocument */.gs)(shown, out.text, { ...(0,pcs_options/* parseOptions */.Ac)({}).options, digests: 'strict' });
                if (!check.valid)
                    throw new NormalizeError(`the normalized ${out.type} does not validate: ${check.result.findings
                        .filter((x) => x.severity === 'error')
                        .map((x) => x.message)
                        .join('; ')}`);
                let target;
                if (values.out)
                    target = (0,external_node_path_.resolve)(io.cwd, values.out);
                else if (values['out-dir'])
                    target = (0,external_node_path_.join)((0,external_node_path_.resolve)(io.cwd, values['out-dir']), (0,external_node_path_.basename)(abs).replace(/\.dialect\.json$/, out.type === 'PcsBenchIngest.v0' ? '.pcs_bench_ingest.normalized.json' : '.normalized.json'));
                if (target) {
                    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
                    await (0,promises_.writeFile)(target, out.text);
                    results.push({ dialect: shown, type: out.type, out: display(io, target), ok: true });
                    if (fmt === 'text')
                        io.stdout(`OK ${out.type} ${display(io, target)}\n`);
                }
                else {
                    results.push({ dialect: shown, type: out.type, ok: true });
                    if (fmt === 'text')
                        io.stdout(out.text);
                }
            }
            catch (e) {
                const msg = e instanceof SyntaxError ? `invalid JSON: ${e.message}` : e.message;
                if (!(e instanceof NormalizeError) &&
                    !(e instanceof SyntaxError) &&
                    e.code === undefined)
                    throw e;
                results.push({ dialect: shown, ok: false, error: msg });
                if (fmt === 'text')
                    io.stderr(`${codes/* PCS */.b.PCS051.code} ${shown}: ${msg}\n`);
            }
        }
        if (fmt === 'json')
            io.stdout(JSON.stringify({ results }, null, 2) + '\n');
        return results.every((r) => r.ok) ? 0 : 1;
    }
};
const PCS_COMMANDS = [validate, tier, digest, report, normalize];


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
