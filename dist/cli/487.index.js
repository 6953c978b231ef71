export const id = 487;
export const ids = [487];
export const modules = {

/***/ 2282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NotCanonicalizableError),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   t: () => (/* binding */ canonicalHash)
/* harmony export */ });
/* unused harmony export sha256OfString */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9283);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2294);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2513);
/**
 * PCS Canonical JSON v1 exactly as pcs-core's Python `canonical_hash` (legacy number policy):
 * top-level `signature_or_digest` / `artifact_digest` / `signature` removed, keys sorted by code point,
 * `json.dumps(separators=(",", ":"), ensure_ascii=False)`, numbers as Python prints them
 * (`13.0` stays `13.0`, `1e-05`, `1e+16`, integers exact at any size), UTF-8, `sha256:` + hex.
 * Works on the position-keeping tree of json-source.ts, never on JSON.parse output (which loses `13.0`).
 */



const EXCLUDED_TOP_LEVEL_KEYS = new Set(['signature_or_digest', 'artifact_digest', 'signature']);
/** Thrown when a value cannot be hashed the way Python would (a lone surrogate: Python raises UnicodeEncodeError). */
class NotCanonicalizableError extends Error {
    constructor(message) {
        super(message);
        this.name = 'NotCanonicalizableError';
    }
}
/** Python's rendering of a number token: ints exact (`-0` → `0`), floats via repr. */
function pythonNumber(raw, integer, value) {
    if (integer) {
        if (/^-0+$/.test(raw))
            return '0';
        return raw;
    }
    return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonFloat */ .a$)(value);
}
const SURROGATE_RE = /[\ud800-\udfff]/;
/** `json.dumps(s, ensure_ascii=False)`: identical to JSON.stringify for well-formed strings. */
function pythonString(s) {
    if (SURROGATE_RE.test(s) && (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .hasLoneSurrogate */ .fI)(s))
        throw new NotCanonicalizableError('a string contains a lone UTF-16 surrogate; Python cannot encode it as UTF-8, so no canonical digest exists');
    return JSON.stringify(s);
}
const SORT_CACHE = new WeakMap();
function sortedMembers(node) {
    let s = SORT_CACHE.get(node);
    if (!s) {
        s = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .members */ .ol)(node).map((m) => ({ key: m.key, value: m.value }));
        s.sort((a, b) => (0,_python_index_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .O)(a.key, b.key));
        SORT_CACHE.set(node, s);
    }
    return s;
}
/** Writes the canonical form of `node` (iterative; no recursion). Work items: nodes, or literal text. */
function emit(node, sink, excludeTopLevel) {
    const work = [];
    const pushObject = (n, top) => {
        let ms = sortedMembers(n);
        if (top && excludeTopLevel)
            ms = ms.filter((m) => !EXCLUDED_TOP_LEVEL_KEYS.has(m.key));
        work.push('}');
        for (let k = ms.length - 1; k >= 0; k--) {
            work.push(ms[k].value);
            work.push((k > 0 ? ',' : '') + pythonString(ms[k].key) + ':');
        }
        sink.write('{');
    };
    if (node.type === 'object')
        pushObject(node, true);
    else
        work.push(node);
    while (work.length > 0) {
        const n = work.pop();
        if (typeof n === 'string') {
            sink.write(n);
            continue;
        }
        switch (n.type) {
            case 'null':
                sink.write('null');
                break;
            case 'boolean':
                sink.write(n.value ? 'true' : 'false');
                break;
            case 'number':
                sink.write(pythonNumber(n.raw, n.integer, n.value));
                break;
            case 'string':
                sink.write(pythonString(n.value));
                break;
            case 'array': {
                sink.write('[');
                work.push(']');
                for (let k = n.items.length - 1; k >= 0; k--) {
                    work.push(n.items[k]);
                    if (k > 0)
                        work.push(',');
                }
                break;
            }
            case 'object':
                pushObject(n, false);
                break;
        }
    }
}
/** The canonical JSON string (top-level digest fields removed unless `exclude` is false). */
function canonicalJson(node, exclude = true) {
    const parts = [];
    emit(node, { write: (s) => parts.push(s) }, exclude);
    return parts.join('');
}
/** `sha256:<hex>` of the canonical JSON, streamed into the hash in chunks (bounded extra memory). */
function canonicalHash(node, exclude = true) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let buf = '';
    emit(node, {
        write: (s) => {
            buf += s;
            if (buf.length >= 65536) {
                h.update(buf, 'utf8');
                buf = '';
            }
        }
    }, exclude);
    h.update(buf, 'utf8');
    return 'sha256:' + h.digest('hex');
}
/** sha256 of an exact canonical string (for vectors that give the canonical text). */
function sha256OfString(s) {
    return 'sha256:' + createHash('sha256').update(s, 'utf8').digest('hex');
}


/***/ }),

/***/ 5594:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ pyValue),
/* harmony export */   u: () => (/* binding */ pyNode)
/* harmony export */ });
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9283);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9575);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2672);
/** Python `repr()` of JSON values, capped for messages, so they read exactly as pcs-core (Python jsonschema) prints them. */


const MAX_REPR = 240;
/** repr() of a plain JS value (numbers: ints as ints, others as Python floats). */
function pyValue(v) {
    return cap(pyPlain(v, 0));
}
function pyPlain(v, depth) {
    if (v === null || v === undefined)
        return 'None';
    if (v === true)
        return 'True';
    if (v === false)
        return 'False';
    if (typeof v === 'string')
        return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(v);
    if (typeof v === 'number')
        return Number.isInteger(v) && Math.abs(v) < 1e16 ? String(v) : (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFloatRepr */ .XO)(v);
    if (depth > 20)
        return '...';
    if (Array.isArray(v))
        return '[' + v.map((x) => pyPlain(x, depth + 1)).join(', ') + ']';
    if (typeof v === 'object')
        return ('{' +
            Object.entries(v)
                .map(([k, x]) => `${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(k)}: ${pyPlain(x, depth + 1)}`)
                .join(', ') +
            '}');
    return String(v);
}
/** repr() of a source node: numbers as Python reads them from the text (`13.0` stays a float). */
function pyNode(n) {
    const parts = [];
    let len = 0;
    const stack = [n];
    while (stack.length > 0 && len <= MAX_REPR) {
        const x = stack.pop();
        let s;
        if (typeof x === 'string')
            s = x;
        else if (x.type === 'null')
            s = 'None';
        else if (x.type === 'boolean')
            s = x.value ? 'True' : 'False';
        else if (x.type === 'string')
            s = (0,_python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(x.value);
        else if (x.type === 'number')
            s = x.integer ? (/^-0+$/.test(x.raw) ? '0' : x.raw) : (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyFloatRepr */ .XO)(x.value);
        else if (x.type === 'array') {
            s = '[';
            stack.push(']');
            for (let k = x.items.length - 1; k >= 0; k--) {
                stack.push(x.items[k]);
                if (k > 0)
                    stack.push(', ');
            }
        }
        else {
            s = '{';
            stack.push('}');
            const ms = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .members */ .ol)(x);
            for (let k = ms.length - 1; k >= 0; k--) {
                stack.push(ms[k].value);
                stack.push((0,_python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(ms[k].key) + ': ');
                if (k > 0)
                    stack.push(', ');
            }
        }
        parts.push(s);
        len += s.length;
    }
    return cap(parts.join(''), stack.length > 0);
}
function cap(s, truncated = false) {
    if (s.length > MAX_REPR)
        return s.slice(0, MAX_REPR) + '…';
    return truncated ? s + '…' : s;
}


/***/ }),

/***/ 5115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ METRICS),
/* harmony export */   H5: () => (/* binding */ httpsRepoProblem),
/* harmony export */   LZ: () => (/* binding */ EMBEDDED_FIELDS),
/* harmony export */   Nv: () => (/* binding */ isPlaceholderCommit),
/* harmony export */   Rg: () => (/* binding */ tierAtLeast),
/* harmony export */   S4: () => (/* binding */ embeddedSemantics),
/* harmony export */   Vx: () => (/* binding */ refSemantics),
/* harmony export */   aW: () => (/* binding */ parseTier),
/* harmony export */   fQ: () => (/* binding */ runSemantics),
/* harmony export */   gr: () => (/* binding */ standaloneProvenanceRules),
/* harmony export */   pt: () => (/* binding */ assessTier),
/* harmony export */   qh: () => (/* binding */ ingestSemantics),
/* harmony export */   st: () => (/* binding */ PRODUCER_EMBEDDED_REF_FIELDS),
/* harmony export */   uV: () => (/* binding */ TIER_ORDER),
/* harmony export */   wl: () => (/* binding */ reportSemantics),
/* harmony export */   zL: () => (/* binding */ ingestProvenanceRules)
/* harmony export */ });
/* unused harmony export refPathProblem */
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9283);
/* harmony import */ var _pyrepr_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5594);
/**
 * pcs-core's ingest rules, tiers and report semantics as pure functions over plain JSON values.
 * Messages are pcs-core's own (Python wording, `repr` quoting); each issue carries the JSON pointer it is about.
 */


const PRODUCERS = [
    'pcs-core',
    'pcs-bench',
    'provability-fabric',
    'certifyedge',
    'labtrust-gym',
    'scientific-memory'
];
const EMBEDDED_FIELDS = [
    'benchmark_runs',
    'coverage_reports',
    'failure_localization_reports',
    'explain_quality_reports',
    'profile_coverage_reports'
];
const FIELD_TYPE = {
    benchmark_runs: 'BenchmarkRun.v0',
    coverage_reports: 'CoverageReport.v0',
    failure_localization_reports: 'FailureLocalizationResult.v0',
    explain_quality_reports: 'ExplainQualityReport.v0',
    profile_coverage_reports: 'ProfileCoverageReport.v0'
};
const TYPE_FIELD = Object.fromEntries(Object.entries(FIELD_TYPE).map(([f, t]) => [t, f]));
/** PRODUCER_EMBEDDED_REF_FIELDS: arrays whose objects need a ref (the producer's own exports). */
const PRODUCER_EMBEDDED_REF_FIELDS = {
    'labtrust-gym': ['benchmark_runs', 'coverage_reports'],
    certifyedge: ['coverage_reports', 'profile_coverage_reports'],
    'provability-fabric': ['failure_localization_reports', 'explain_quality_reports', 'profile_coverage_reports'],
    'scientific-memory': ['explain_quality_reports', 'coverage_reports'],
    'pcs-core': [],
    'pcs-bench': []
};
/** PRODUCER_RELEASE_GRADE_EXPECTATIONS: fields that must be non-empty lists at release grade. */
const PRODUCER_RELEASE_GRADE_EXPECTATIONS = {
    'labtrust-gym': ['benchmark_runs', 'coverage_reports', 'commands'],
    certifyedge: ['coverage_reports', 'profile_coverage_reports', 'commands'],
    'provability-fabric': [
        'failure_localization_reports',
        'explain_quality_reports',
        'profile_coverage_reports',
        'commands'
    ],
    'scientific-memory': ['explain_quality_reports', 'coverage_reports', 'commands']
};
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o, k) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
const ptr = (...parts) => parts.map((p) => '/' + (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointerSegment */ .mE)(String(p))).join('');
/** pcs-core `is_placeholder_commit`: not a string, not 40 characters, or only 0/f characters. */
function isPlaceholderCommit(v) {
    return typeof v !== 'string' || v.length !== 40 || /^[0f]{40}$/i.test(v);
}
function hashable(v) {
    // Python puts signature_or_digest values in a set: only str (and other hashables) count; we compare strings.
    return typeof v === 'string' ? v : undefined;
}
/** `validate_pcs_bench_ingest_semantics`, in pcs-core's order and wording. */
function ingestSemantics(data) {
    const out = [];
    const sc = own(data, 'source_commit');
    if (isPlaceholderCommit(sc))
        out.push({
            kind: 'placeholder-commit',
            pointer: sc === undefined ? '' : '/source_commit',
            message: 'PcsBenchIngest.v0 source_commit must be a real 40-character git SHA (not all zeros or all f)'
        });
    const producer = own(data, 'producer_id');
    if (!PRODUCERS.includes(producer))
        out.push({
            kind: 'unknown-producer',
            pointer: producer === undefined ? '' : '/producer_id',
            message: `PcsBenchIngest.v0 unknown producer_id ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(producer)}`
        });
    for (const f of [...EMBEDDED_FIELDS, 'commands', 'logs']) {
        if (!Array.isArray(own(data, f)))
            out.push({
                kind: 'list-required',
                pointer: own(data, f) === undefined ? '' : ptr(f),
                message: `PcsBenchIngest.v0 requires list ${f}`
            });
    }
    const fields = typeof producer === 'string' ? (PRODUCER_EMBEDDED_REF_FIELDS[producer] ?? []) : [];
    const hasProducerEmbedded = fields.some((f) => {
        const a = own(data, f);
        return Array.isArray(a) && a.length > 0;
    });
    const refs = own(data, 'artifact_refs');
    if (hasProducerEmbedded && (refs === undefined || refs === null)) {
        out.push({
            kind: 'refs-required',
            pointer: '',
            message: `PcsBenchIngest.v0 producer ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(producer)} requires artifact_refs when exporting embedded artifacts`
        });
        return out;
    }
    const covered = new Set();
    if (refs !== undefined && refs !== null) {
        if (!Array.isArray(refs)) {
            out.push({
                kind: 'refs-malformed',
                pointer: '/artifact_refs',
                message: 'PcsBenchIngest.v0 artifact_refs must be an array when present'
            });
            return out;
        }
        const paths = [];
        const cache = new Map();
        const embeddedOf = (field) => {
            let e = cache.get(field);
            if (!e) {
                const arr = own(data, field);
                const objs = Array.isArray(arr) ? arr.filter(isObj) : [];
                const digests = new Set();
                for (const o of objs) {
                    const d = hashable(own(o, 'signature_or_digest'));
                    if (d !== undefined)
                        digests.add(d);
                }
                e = { count: objs.length, digests };
                cache.set(field, e);
            }
            return e;
        };
        refs.forEach((ref, i) => {
            const at = ptr('artifact_refs', i);
            if (!isObj(ref)) {
                out.push({ kind: 'refs-malformed', pointer: at, message: `artifact_refs[${i}] must be an object` });
                return;
            }
            for (const e of refSemantics(ref))
                out.push({ ...e, pointer: at + e.pointer, message: `artifact_refs[${i}]: ${e.message}` });
            paths.push({ path: own(ref, 'path'), index: i });
            const t = own(ref, 'artifact_type');
            const field = typeof t === 'string' && Object.prototype.hasOwnProperty.call(TYPE_FIELD, t) ? TYPE_FIELD[t] : undefined;
            const embedded = field ? embeddedOf(field) : undefined;
            if (!embedded || embedded.count === 0) {
                out.push({
                    kind: 'ref-orphan',
                    pointer: at + '/artifact_type',
                    message: `artifact_refs[${i}]: no embedded objects for ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(t)}`
                });
                return;
            }
            const sha = own(ref, 'sha256');
            const digests = embedded.digests;
            if (typeof sha !== 'string' || !digests.has(sha)) {
                out.push({
                    kind: 'ref-mismatch',
                    pointer: at + '/sha256',
                    message: `artifact_refs[${i}]: sha256 does not match any embedded ${String(t)} signature_or_digest`
                });
            }
            else
                covered.add(`${String(t)}\u0000${sha}`);
        });
        let dupAt;
        const seen = new Set();
        paths.forEach(({ path, index }) => {
            const k = JSON.stringify(path ?? null);
            if (seen.has(k) && dupAt === undefined)
                dupAt = index;
            seen.add(k);
        });
        if (dupAt !== undefined)
            out.push({
                kind: 'ref-duplicate-path',
                pointer: ptr('artifact_refs', dupAt, 'path'),
                message: 'PcsBenchIngest.v0 artifact_refs contains duplicate path values'
            });
    }
    if (hasProducerEmbedded) {
        for (const f of fields) {
            const arr = own(data, f);
            if (!Array.isArray(arr))
                continue;
            arr.forEach((o, j) => {
                if (!isObj(o))
                    return;
                const d = own(o, 'signature_or_digest');
                if (typeof d !== 'string')
                    return;
                if (!covered.has(`${FIELD_TYPE[f]}\u0000${d}`))
                    out.push({
                        kind: 'ref-missing',
                        pointer: ptr(f, j),
                        message: `${f}[${j}]: missing artifact_refs entry for ${FIELD_TYPE[f]} digest ${d}`
                    });
            });
        }
    }
    return out;
}
/** `validate_benchmark_artifact_ref_semantics` (pointers relative to the ref). */
function refSemantics(ref) {
    const out = [];
    const t = own(ref, 'artifact_type');
    if (typeof t !== 'string' || !Object.prototype.hasOwnProperty.call(TYPE_FIELD, t))
        out.push({
            kind: 'ref-invalid',
            pointer: '/artifact_type',
            message: `BenchmarkArtifactRef.v0 unsupported artifact_type ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(t)}`
        });
    const p = own(ref, 'path');
    if (typeof p !== 'string' || p.trim() === '')
        out.push({ kind: 'ref-invalid', pointer: '/path', message: 'BenchmarkArtifactRef.v0 path must be non-empty' });
    const s = own(ref, 'sha256');
    if (typeof s !== 'string' || !s.startsWith('sha256:'))
        out.push({
            kind: 'ref-invalid',
            pointer: '/sha256',
            message: 'BenchmarkArtifactRef.v0 sha256 must be a sha256: hex digest'
        });
    return out;
}
/** `validate_benchmark_run_semantics` (pointers relative to the run). */
function runSemantics(run) {
    if (own(run, 'observed_status') !== 'passed')
        return [];
    const out = [];
    for (const f of ['observed_failure_code', 'observed_responsible_component', 'observed_repair_hint']) {
        const v = own(run, f);
        if (v !== null && v !== undefined && v !== '')
            out.push({ kind: 'embedded-semantics', pointer: ptr(f), message: `passed runs must have null ${f}` });
    }
    return out;
}
/**
 * The part of `validate_embedded_artifacts_in_ingest` that the ingest check does not already cover:
 * per-type semantics of embedded objects (BenchmarkRun.v0). Messages as pcs-core prints the detail lines.
 */
function embeddedSemantics(data) {
    const out = [];
    const runs = own(data, 'benchmark_runs');
    if (!Array.isArray(runs))
        return out;
    runs.forEach((r, i) => {
        if (!isObj(r))
            return;
        for (const e of runSemantics(r))
            out.push({ ...e, pointer: ptr('benchmark_runs', i) + e.pointer, message: `benchmark_runs[${i}]: ${e.message}` });
    });
    return out;
}
const TIER_ORDER = ['schema-valid', 'developer-grade', 'release-grade', 'audit-ready'];
/** Accepts a tier name or the alias external-review-grade. */
function parseTier(s) {
    if (s === 'external-review-grade')
        return 'audit-ready';
    return TIER_ORDER.includes(s) ? s : undefined;
}
function tierAtLeast(t, min) {
    return TIER_ORDER.indexOf(t) >= TIER_ORDER.indexOf(min);
}
const nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
/** `assess_ingest_adequacy_tier`: exact algorithm, findings in pcs-core's order and wording. Never validates. */
function assessTier(data) {
    const findings = [];
    const placeholder = isPlaceholderCommit(own(data, 'source_commit'));
    if (placeholder)
        findings.push('ingest source_commit is placeholder (developer-grade at best)');
    const commands = own(data, 'commands');
    if (!nonEmptyList(commands))
        findings.push('commands is empty (not release-grade for live producer runs)');
    const producer = own(data, 'producer_id');
    const expected = typeof producer === 'string' ? PRODUCER_RELEASE_GRADE_EXPECTATIONS[producer] : undefined;
    for (const f of expected ?? [])
        if (!nonEmptyList(own(data, f)))
            findings.push(`producer ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(producer)} expects non-empty ${f} for release-grade`);
    const refs = own(data, 'artifact_refs');
    if (expected && !nonEmptyList(refs))
        findings.push('producer export requires artifact_refs for release-grade provenance');
    let tier;
    if (findings.some((f) => f.includes('expects non-empty')))
        tier = 'schema-valid';
    else if (findings.length === 0)
        tier = 'release-grade';
    else
        tier = 'developer-grade';
    const truthy = Array.isArray(commands)
        ? commands.length > 0
        : Boolean(commands) && !(isObj(commands) && Object.keys(commands).length === 0);
    if (tier === 'release-grade' && !placeholder && nonEmptyList(refs) && truthy)
        tier = 'external-review-grade';
    return { tier, findings };
}
// ---------------------------------------------------------------------------------------------
// BenchmarkReport.v0 semantics and the metric catalogue.
const METRICS = [
    { id: 'release_reproducibility_score', legacy: 'release_reproducibility', threshold: 1.0 },
    { id: 'failure_localization_accuracy', legacy: 'failure_localization', threshold: 1.0 },
    { id: 'certificate_completeness_score', legacy: 'certificate_completeness', threshold: 1.0 },
    { id: 'registry_coverage_score', legacy: 'registry_coverage', threshold: 0.95 },
    { id: 'formal_check_coverage_score', legacy: 'formal_check_coverage', threshold: 1.0 },
    { id: 'scientific_memory_interpretability_score', legacy: 'scientific_memory_interpretability', threshold: 1.0 },
    { id: 'repair_hint_quality_score', legacy: 'repair_hint_quality', threshold: 1.0 },
    { id: 'cross_domain_portability_score', legacy: 'cross_domain_portability', threshold: 1.0 }
];
const METRIC_IDS = new Set(METRICS.map((m) => m.id));
/** `validate_benchmark_report_semantics`, in pcs-core's order and wording. */
function reportSemantics(data) {
    const out = [];
    const metrics = own(data, 'metrics');
    if (!nonEmptyList(metrics)) {
        out.push({
            kind: 'report-semantics',
            pointer: '/metrics',
            message: 'BenchmarkReport.v0 requires non-empty metrics (metric IDs)'
        });
        return out;
    }
    metrics.forEach((m, i) => {
        if (typeof m !== 'string' || !METRIC_IDS.has(m))
            out.push({
                kind: 'report-semantics',
                pointer: ptr('metrics', i),
                message: `BenchmarkReport.v0 unknown metric_id ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(m)}`
            });
    });
    const sums = own(data, 'metric_summaries');
    if (!Array.isArray(sums)) {
        out.push({
            kind: 'report-semantics',
            pointer: sums === undefined ? '' : '/metric_summaries',
            message: 'BenchmarkReport.v0 requires metric_summaries array'
        });
        return out;
    }
    const have = new Set(sums.filter(isObj).map((s) => own(s, 'metric_id')));
    for (const m of metrics)
        if (!have.has(m))
            out.push({
                kind: 'report-semantics',
                pointer: '/metric_summaries',
                message: `BenchmarkReport.v0 missing MetricSummary for ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(m)}`
            });
    const declared = new Set(metrics);
    sums.forEach((s, i) => {
        if (!isObj(s)) {
            out.push({
                kind: 'report-semantics',
                pointer: ptr('metric_summaries', i),
                message: `metric_summaries[${i}] must be an object`
            });
            return;
        }
        const id = own(s, 'metric_id');
        if (typeof id !== 'string' || !METRIC_IDS.has(id))
            out.push({
                kind: 'report-semantics',
                pointer: ptr('metric_summaries', i, 'metric_id'),
                message: `metric_summaries[${i}] unknown metric_id ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(id)}`
            });
        const score = own(s, 'score');
        if (declared.has(id) &&
            own(s, 'applicability') === 'measured' &&
            !(typeof score === 'number' && score >= 0 && score <= 1)) {
            out.push({
                kind: 'report-semantics',
                pointer: ptr('metric_summaries', i, 'score'),
                message: `metric_summaries[${i}] measured score must be in [0, 1]`
            });
        }
    });
    return out;
}
/**
 * Why a ref `path` is not a path relative to the producer's export root (undefined: fine). Refused: absolute
 * POSIX paths, Windows drive letters (`C:`, `C:\`, `c:foo`), UNC and any backslash, `..` segments, NUL and other
 * control characters, URLs (`file://…`). Blank paths are pcs-core's own rule (PCS017) and not repeated here.
 */
function refPathProblem(p) {
    if (typeof p !== 'string' || p.trim() === '')
        return undefined;
    if (p.includes('\\'))
        return 'contains a backslash (use "/" separators relative to the export root)';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(p))
        return 'contains a control character';
    if (/^[A-Za-z]:/.test(p))
        return 'starts with a drive letter (an absolute Windows path)';
    if (p.startsWith('/'))
        return 'is absolute';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p))
        return 'is a URL, not a path';
    if (p.split('/').includes('..'))
        return 'contains a ".." segment that leaves the export root';
    return undefined;
}
/**
 * Why a `source_repo` is not an HTTPS URL of a repository (undefined: fine). The spec: "source_repo as the
 * HTTPS URI of the producer repository". Refused: another scheme (`http:`, `ftp:`, `git:`, `a:`), no host, a port
 * that is not a number in 1–65535, and credentials in the URL (`https://user:token@host/`, a leaked secret).
 */
function httpsRepoProblem(v) {
    if (typeof v !== 'string')
        return undefined; // the schema reports a non-string
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(v);
    if (!m)
        return 'has no URL scheme (expected https://host/owner/repo)';
    if (m[1].toLowerCase() !== 'https')
        return `uses the scheme "${m[1]}:", not https:`;
    if (!/^https:\/\//i.test(v))
        return 'has no "//" authority after https: (expected https://host/owner/repo)';
    const authority = /^https:\/\/([^/?#]*)/i.exec(v)?.[1] ?? '';
    if (authority.includes('@'))
        return 'carries credentials (user or token before "@"); never put secrets in source_repo';
    const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
    const host = hostPort?.[1] ?? '';
    const port = hostPort?.[2];
    if (host === '')
        return 'has no host';
    if (port !== undefined && !(/^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
        return `has an invalid port "${port}"`;
    try {
        new URL(v);
    }
    catch {
        return 'is not a valid URL';
    }
    return undefined;
}
/**
 * benchgate's provenance rules over an ingest: ref paths relative to the export root (error), HTTPS source_repo
 * on the ingest, its embedded objects and refs (error), and sub-artifacts or refs naming another source_repo /
 * source_commit than the ingest (notice: the spec allows it, a reviewer should see it).
 */
function ingestProvenanceRules(data) {
    const out = [];
    const repo = own(data, 'source_repo');
    const commit = own(data, 'source_commit');
    const rp = httpsRepoProblem(repo);
    if (rp)
        out.push({ kind: 'source-repo', pointer: '/source_repo', message: `source_repo ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(repo)} ${rp}` });
    const drift = (where, at, o) => {
        const r = own(o, 'source_repo');
        const c = own(o, 'source_commit');
        const p = httpsRepoProblem(r);
        if (p)
            out.push({
                kind: 'source-repo',
                pointer: at + '/source_repo',
                message: `${where}: source_repo ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(r)} ${p}`
            });
        const diffs = [];
        if (typeof r === 'string' && typeof repo === 'string' && r !== repo)
            diffs.push(`source_repo ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(r)} (ingest: ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(repo)})`);
        if (typeof c === 'string' && typeof commit === 'string' && c !== commit)
            diffs.push(`source_commit ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(c)} (ingest: ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(commit)})`);
        if (diffs.length > 0)
            out.push({
                kind: 'provenance-drift',
                pointer: at + (diffs.length === 1 && diffs[0].startsWith('source_commit') ? '/source_commit' : '/source_repo'),
                message: `${where} names ${diffs.join(' and ')}: not emitted from the ingest's revision`
            });
    };
    for (const f of EMBEDDED_FIELDS) {
        const arr = own(data, f);
        if (!Array.isArray(arr))
            continue;
        arr.forEach((o, i) => {
            if (isObj(o))
                drift(`${f}[${i}]`, ptr(f, i), o);
        });
    }
    const refs = own(data, 'artifact_refs');
    if (Array.isArray(refs)) {
        refs.forEach((r, i) => {
            if (!isObj(r))
                return;
            const pp = refPathProblem(own(r, 'path'));
            if (pp)
                out.push({
                    kind: 'ref-path',
                    pointer: ptr('artifact_refs', i, 'path'),
                    message: `artifact_refs[${i}]: path ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(own(r, 'path'))} ${pp}; a ref path must be relative to the producer's export root`
                });
            drift(`artifact_refs[${i}]`, ptr('artifact_refs', i), r);
        });
    }
    return out;
}
/** The same rules for a standalone BenchmarkArtifactRef.v0 or sub-artifact (no ingest to compare with). */
function standaloneProvenanceRules(data, isRef) {
    const out = [];
    const p = httpsRepoProblem(own(data, 'source_repo'));
    if (p)
        out.push({
            kind: 'source-repo',
            pointer: '/source_repo',
            message: `source_repo ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(own(data, 'source_repo'))} ${p}`
        });
    if (isRef) {
        const pp = refPathProblem(own(data, 'path'));
        if (pp)
            out.push({
                kind: 'ref-path',
                pointer: '/path',
                message: `path ${(0,_pyrepr_js__WEBPACK_IMPORTED_MODULE_1__/* .pyValue */ .j)(own(data, 'path'))} ${pp}; a ref path must be relative to the producer's export root`
            });
    }
    return out;
}


/***/ }),

/***/ 3487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gs: () => (/* binding */ checkPcsDocument),
  Ks: () => (/* binding */ checkVerdict),
  Ch: () => (/* binding */ detectType),
  Ac: () => (/* binding */ parseOptions)
});

// UNUSED EXPORTS: DEFAULT_OPTIONS

// EXTERNAL MODULE: ./src/suites/pcs/rules.ts
var rules = __webpack_require__(5115);
;// CONCATENATED MODULE: ./src/suites/pcs/metrics.ts

function tierRank(tier) {
    return tier ? rules/* TIER_ORDER */.uV.indexOf(tier) + 1 : 0;
}
function pcsMetrics(isIngest, tier, digests) {
    const out = [];
    if (isIngest)
        out.push({
            id: 'tier',
            label: `Adequacy tier: ${tier ?? 'none'} (rank of ${rules/* TIER_ORDER */.uV.join(' < ')})`,
            value: tierRank(tier),
            better: 'higher'
        });
    if (digests) {
        out.push({
            id: 'digests_matched',
            label: 'Digests recomputed and matched',
            value: Math.max(0, digests.checked - digests.mismatched),
            better: 'higher'
        });
        out.push({ id: 'digests_mismatched', label: 'Digests mismatched', value: digests.mismatched, better: 'lower' });
    }
    return out;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/json-source.ts
var json_source = __webpack_require__(9283);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var codes = __webpack_require__(6570);
// EXTERNAL MODULE: ./src/suites/pcs/canonical.ts
var canonical = __webpack_require__(2282);
;// CONCATENATED MODULE: ./src/suites/pcs/digests.ts
/** Recomputes every digest of a pcs document (pcs-core itself never does): embedded objects, ref records, root. */



function one(kind, pointer, node) {
    const item = { kind, pointer };
    if (node.type !== 'object')
        return { ...item, problem: 'not an object' };
    const rec = (0,json_source/* getMember */.Xf)(node, 'signature_or_digest');
    if (rec && rec.type === 'string')
        item.recorded = rec.value;
    try {
        item.computed = (0,canonical/* canonicalHash */.t)(node);
    }
    catch (e) {
        if (e instanceof canonical/* NotCanonicalizableError */.P)
            item.problem = e.message;
        else
            throw e;
    }
    return item;
}
/** All digests of an ingest (embedded objects, refs, root) or of a standalone artifact (root only). */
function recomputeDigests(root, isIngest) {
    const items = [];
    if (isIngest && root.type === 'object') {
        for (const f of [...rules/* EMBEDDED_FIELDS */.LZ, 'artifact_refs']) {
            const arr = (0,json_source/* getMember */.Xf)(root, f);
            if (!arr || arr.type !== 'array')
                continue;
            arr.items.forEach((o, i) => {
                if (o.type === 'object')
                    items.push(one(f === 'artifact_refs' ? 'ref' : 'embedded', `/${f}/${i}`, o));
            });
        }
    }
    if (root.type === 'object')
        items.push(one('root', '', root));
    let checked = 0;
    let mismatched = 0;
    let uncomputable = 0;
    for (const it of items) {
        if (it.computed === undefined || it.recorded === undefined) {
            uncomputable++;
            continue;
        }
        checked++;
        if (it.computed !== it.recorded)
            mismatched++;
    }
    return { items, checked, mismatched, uncomputable };
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./schemas/pcs/pcs.defs.json
const pcs_defs_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/pcs.defs.json","title":"benchgate pcs shared definitions","description":"Shared definitions of the PcsBenchIngest.v0 family (pcs-core v0 contract), written for benchgate from the documented fields, enums and patterns.","$defs":{"schema_version":{"type":"string","pattern":"^v0$"},"git_commit":{"type":"string","pattern":"^[0-9a-f]{40}$"},"hex_digest":{"type":"string","pattern":"^sha256:[a-f0-9]{64}$"},"date_time":{"type":"string","format":"date-time"},"producer_id":{"type":"string","enum":["pcs-core","pcs-bench","provability-fabric","certifyedge","labtrust-gym","scientific-memory"]},"command_entry":{"type":"object","required":["command","exit_code"],"additionalProperties":false,"properties":{"command":{"type":"string","minLength":1},"exit_code":{"type":"integer"},"stdout_digest":{"$ref":"#/$defs/hex_digest"}}},"ref_type":{"type":"string","enum":["BenchmarkCase.v0","BenchmarkRun.v0","CoverageReport.v0","FailureLocalizationResult.v0","ExplainQualityReport.v0","ProfileCoverageReport.v0","MetricSummary.v0"]},"ref_role":{"type":"string","enum":["producer_export","ingest_bundle","primary"]},"observed_status":{"type":"string","enum":["passed","failed","skipped","error"]},"component":{"type":"string","enum":["runtime_producer","certificate_producer","verifier","registry","formal_kernel","scientific_memory","release_manifest","handoff","hashing","unknown"]},"nullable_component":{"oneOf":[{"type":"null"},{"$ref":"#/$defs/component"}]},"system_admission_outcome":{"type":"string","enum":["admitted","rejected","deferred","not_evaluated"]},"release_chain_status":{"type":"string","enum":["valid","invalid","not_applicable"]},"certificate_status":{"type":"string","enum":["CertificateChecked","Rejected","Stale","not_applicable"]},"sm_import_status":{"type":"string","enum":["passed","failed","not_applicable"]},"sm_render_status":{"type":"string","enum":["rendered","incomplete","not_applicable"]},"metric_name":{"type":"string","enum":["release_reproducibility","failure_localization","certificate_completeness","registry_coverage","formal_check_coverage","scientific_memory_interpretability","repair_hint_quality","cross_domain_portability"]},"metric_id":{"type":"string","enum":["release_reproducibility_score","failure_localization_accuracy","certificate_completeness_score","registry_coverage_score","formal_check_coverage_score","scientific_memory_interpretability_score","repair_hint_quality_score","cross_domain_portability_score"]},"section_id":{"type":"string","enum":["provenance","hashes","handoffs","verification","formal_checks","limitations","lineage","repair_hints"]},"applicability":{"type":"string","enum":["measured","not_applicable","insufficient_cases","skipped","failed_to_measure"]},"conformance_run_ref":{"type":"object","required":["suite","run_id"],"additionalProperties":false,"properties":{"suite":{"type":"string","minLength":1},"run_id":{"type":"string","minLength":1},"status":{"type":"string","enum":["passed","failed"]}}}}}');
;// CONCATENATED MODULE: ./schemas/pcs/PcsBenchIngest.v0.schema.json
const PcsBenchIngest_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/PcsBenchIngest.v0.schema.json","title":"PcsBenchIngest.v0","description":"Producer benchmark export: embedded v0 objects in every array (path-only entries are invalid), commands, logs, provenance, optional artifact_refs.","type":"object","required":["schema_version","producer_id","suite_id","workflow_id","benchmark_runs","coverage_reports","failure_localization_reports","explain_quality_reports","profile_coverage_reports","commands","logs","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"producer_id":{"$ref":"pcs.defs.json#/$defs/producer_id"},"suite_id":{"type":"string","minLength":1},"workflow_id":{"type":"string","minLength":1},"benchmark_runs":{"type":"array","items":{"$ref":"BenchmarkRun.v0.schema.json"}},"coverage_reports":{"type":"array","items":{"$ref":"CoverageReport.v0.schema.json"}},"failure_localization_reports":{"type":"array","items":{"$ref":"FailureLocalizationResult.v0.schema.json"}},"explain_quality_reports":{"type":"array","items":{"$ref":"ExplainQualityReport.v0.schema.json"}},"profile_coverage_reports":{"type":"array","items":{"$ref":"ProfileCoverageReport.v0.schema.json"}},"commands":{"type":"array","items":{"$ref":"pcs.defs.json#/$defs/command_entry"}},"logs":{"type":"array","items":{"type":"string"}},"artifact_refs":{"type":"array","items":{"$ref":"BenchmarkArtifactRef.v0.schema.json"}},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/BenchmarkRun.v0.schema.json
const BenchmarkRun_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/BenchmarkRun.v0.schema.json","title":"BenchmarkRun.v0","description":"One executed benchmark case (embedded in PcsBenchIngest.v0 benchmark_runs[]).","type":"object","required":["schema_version","run_id","task_id","case_id","started_at","completed_at","commands","artifacts_produced","observed_status","observed_failure_code","observed_responsible_component","observed_repair_hint","duration_ms","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"run_id":{"type":"string","minLength":1},"task_id":{"type":"string","minLength":1},"case_id":{"type":"string","minLength":1},"started_at":{"$ref":"pcs.defs.json#/$defs/date_time"},"completed_at":{"$ref":"pcs.defs.json#/$defs/date_time"},"commands":{"type":"array","items":{"$ref":"pcs.defs.json#/$defs/command_entry"}},"artifacts_produced":{"type":"array","items":{"type":"string","minLength":1}},"observed_status":{"$ref":"pcs.defs.json#/$defs/observed_status"},"observed_failure_code":{"type":["string","null"]},"observed_responsible_component":{"$ref":"pcs.defs.json#/$defs/nullable_component"},"observed_repair_hint":{"type":["string","null"]},"system_admission_outcome":{"$ref":"pcs.defs.json#/$defs/system_admission_outcome"},"release_chain_status":{"$ref":"pcs.defs.json#/$defs/release_chain_status"},"certificate_status":{"$ref":"pcs.defs.json#/$defs/certificate_status"},"scientific_memory_import_status":{"$ref":"pcs.defs.json#/$defs/sm_import_status"},"scientific_memory_render_status":{"$ref":"pcs.defs.json#/$defs/sm_render_status"},"duration_ms":{"type":"integer","minimum":0},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/CoverageReport.v0.schema.json
const CoverageReport_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/CoverageReport.v0.schema.json","title":"CoverageReport.v0","description":"Coverage ratio for one metric (coverage_reports[]).","type":"object","required":["schema_version","coverage_id","metric","numerator","denominator","coverage_ratio","details","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"coverage_id":{"type":"string","minLength":1},"metric":{"oneOf":[{"$ref":"pcs.defs.json#/$defs/metric_name"},{"$ref":"pcs.defs.json#/$defs/metric_id"}]},"metric_id":{"$ref":"pcs.defs.json#/$defs/metric_id"},"numerator":{"type":"number","minimum":0},"denominator":{"type":"number","minimum":0},"coverage_ratio":{"type":"number","minimum":0,"maximum":1},"details":{"type":"object"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/FailureLocalizationResult.v0.schema.json
const FailureLocalizationResult_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/FailureLocalizationResult.v0.schema.json","title":"FailureLocalizationResult.v0","description":"An observed failure mapped to its responsible component (failure_localization_reports[]).","type":"object","required":["schema_version","result_id","run_id","case_id","expected_failure_code","observed_failure_code","expected_responsible_component","observed_responsible_component","localized_correctly","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"result_id":{"type":"string","minLength":1},"run_id":{"type":"string","minLength":1},"case_id":{"type":"string","minLength":1},"expected_failure_code":{"type":"string"},"observed_failure_code":{"type":"string"},"expected_responsible_component":{"$ref":"pcs.defs.json#/$defs/component"},"observed_responsible_component":{"$ref":"pcs.defs.json#/$defs/component"},"localized_correctly":{"type":"boolean"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/ExplainQualityReport.v0.schema.json
const ExplainQualityReport_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/ExplainQualityReport.v0.schema.json","title":"ExplainQualityReport.v0","description":"Explainability / interpretability quality of a benchmark slice (explain_quality_reports[]).","type":"object","required":["schema_version","report_id","suite_id","case_id","producer_id","required_sections","sections","sections_present_count","sections_required_count","quality_score","gaps","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"report_id":{"type":"string","minLength":1},"suite_id":{"type":"string","minLength":1},"case_id":{"type":"string","minLength":1},"producer_id":{"$ref":"pcs.defs.json#/$defs/producer_id"},"workflow_id":{"type":"string","minLength":1},"required_sections":{"type":"array","minItems":1,"items":{"$ref":"pcs.defs.json#/$defs/section_id"}},"sections":{"type":"object","additionalProperties":{"$ref":"#/$defs/section"}},"sections_present_count":{"type":"integer","minimum":0},"sections_required_count":{"type":"integer","minimum":0},"quality_score":{"type":"number","minimum":0,"maximum":1},"gaps":{"type":"array","items":{"$ref":"#/$defs/gap"}},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}},"$defs":{"section":{"type":"object","required":["present","score"],"additionalProperties":false,"properties":{"present":{"type":"boolean"},"score":{"type":"number","minimum":0,"maximum":1},"notes":{"type":"string"}}},"gap":{"type":"object","required":["section_id","message"],"additionalProperties":false,"properties":{"section_id":{"$ref":"pcs.defs.json#/$defs/section_id"},"message":{"type":"string","minLength":1}}}}}');
;// CONCATENATED MODULE: ./schemas/pcs/ProfileCoverageReport.v0.schema.json
const ProfileCoverageReport_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/ProfileCoverageReport.v0.schema.json","title":"ProfileCoverageReport.v0","description":"Workflow-profile fields exercised vs declared (profile_coverage_reports[]).","type":"object","required":["schema_version","coverage_id","workflow_profile_id","producer_id","artifact_types_required","artifact_types_covered","semantic_checks_required","semantic_checks_covered","handoff_steps_required","handoff_steps_covered","numerator","denominator","coverage_ratio","details","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"coverage_id":{"type":"string","minLength":1},"workflow_profile_id":{"type":"string","minLength":1},"producer_id":{"$ref":"pcs.defs.json#/$defs/producer_id"},"suite_id":{"type":"string","minLength":1},"artifact_types_required":{"type":"array","items":{"type":"string","minLength":1}},"artifact_types_covered":{"type":"array","items":{"type":"string","minLength":1}},"semantic_checks_required":{"type":"array","items":{"type":"string","minLength":1}},"semantic_checks_covered":{"type":"array","items":{"type":"string","minLength":1}},"handoff_steps_required":{"type":"array","items":{"type":"string","minLength":1}},"handoff_steps_covered":{"type":"array","items":{"type":"string","minLength":1}},"numerator":{"type":"number","minimum":0},"denominator":{"type":"number","minimum":0},"coverage_ratio":{"type":"number","minimum":0,"maximum":1},"details":{"type":"object"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/BenchmarkArtifactRef.v0.schema.json
const BenchmarkArtifactRef_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/BenchmarkArtifactRef.v0.schema.json","title":"BenchmarkArtifactRef.v0","description":"Sidecar file provenance of one embedded artifact (artifact_refs[]); sha256 equals the embedded object signature_or_digest.","type":"object","required":["schema_version","artifact_type","path","sha256","role","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"artifact_type":{"$ref":"pcs.defs.json#/$defs/ref_type"},"path":{"type":"string","minLength":1},"sha256":{"$ref":"pcs.defs.json#/$defs/hex_digest"},"role":{"$ref":"pcs.defs.json#/$defs/ref_role"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
;// CONCATENATED MODULE: ./schemas/pcs/BenchmarkReport.v0.schema.json
const BenchmarkReport_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/BenchmarkReport.v0.schema.json","title":"BenchmarkReport.v0","description":"Suite aggregation output (built from validated ingests), separate from the ingest.","type":"object","required":["schema_version","report_id","benchmark_suite_id","runs","metrics","metric_summaries","summary","coverage","failures","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"report_id":{"type":"string","minLength":1},"benchmark_suite_id":{"type":"string","minLength":1},"runs":{"type":"array","items":{"$ref":"#/$defs/run_ref"}},"metrics":{"type":"array","minItems":1,"items":{"$ref":"pcs.defs.json#/$defs/metric_id"}},"metric_summaries":{"type":"array","items":{"$ref":"MetricSummary.v0.schema.json"}},"summary":{"$ref":"#/$defs/summary"},"coverage":{"$ref":"#/$defs/coverage"},"failures":{"type":"array","items":{"$ref":"#/$defs/failure"}},"conformance_refs":{"type":"array","items":{"$ref":"pcs.defs.json#/$defs/conformance_run_ref"}},"producer_id":{"$ref":"pcs.defs.json#/$defs/producer_id"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}},"$defs":{"run_ref":{"type":"object","required":["run_id","case_id","path"],"additionalProperties":false,"properties":{"run_id":{"type":"string","minLength":1},"case_id":{"type":"string","minLength":1},"path":{"type":"string","minLength":1},"observed_status":{"$ref":"pcs.defs.json#/$defs/observed_status"}}},"summary":{"type":"object","required":["total_cases","passed_cases","failed_cases","expected_failures_detected","unexpected_passes","unexpected_failures","failure_localization_accuracy","repair_hint_accuracy","formal_check_coverage","registry_coverage","scientific_memory_render_coverage"],"additionalProperties":false,"properties":{"total_cases":{"type":"integer","minimum":0},"passed_cases":{"type":"integer","minimum":0},"failed_cases":{"type":"integer","minimum":0},"expected_failures_detected":{"type":"integer","minimum":0},"unexpected_passes":{"type":"integer","minimum":0},"unexpected_failures":{"type":"integer","minimum":0},"failure_localization_accuracy":{"type":"number","minimum":0,"maximum":1},"repair_hint_accuracy":{"type":"number","minimum":0,"maximum":1},"formal_check_coverage":{"type":"number","minimum":0,"maximum":1},"registry_coverage":{"type":"number","minimum":0,"maximum":1},"scientific_memory_render_coverage":{"type":"number","minimum":0,"maximum":1},"repair_hint_quality_score":{"type":"number","minimum":0,"maximum":1},"cross_domain_portability_score":{"type":"number","minimum":0,"maximum":1},"release_reproducibility_score":{"type":"number","minimum":0,"maximum":1},"certificate_completeness_score":{"type":"number","minimum":0,"maximum":1},"registry_coverage_score":{"type":"number","minimum":0,"maximum":1},"formal_check_coverage_score":{"type":"number","minimum":0,"maximum":1},"scientific_memory_interpretability_score":{"type":"number","minimum":0,"maximum":1},"execution_mode":{"type":"string","enum":["live","simulate","hybrid","dry_run"]},"evidence_grade":{"type":"string","enum":["release","developer"]},"live_cases":{"type":"integer","minimum":0},"simulated_cases":{"type":"integer","minimum":0},"hybrid_fallback_cases":{"type":"integer","minimum":0}}},"coverage":{"type":"object","additionalProperties":false,"properties":{"registry":{"$ref":"CoverageReport.v0.schema.json"},"formal_checks":{"$ref":"CoverageReport.v0.schema.json"},"scientific_memory":{"$ref":"CoverageReport.v0.schema.json"},"release_reproducibility":{"$ref":"CoverageReport.v0.schema.json"},"certificate_completeness":{"$ref":"CoverageReport.v0.schema.json"},"explain_quality":{"$ref":"ExplainQualityReport.v0.schema.json"},"profile_coverage":{"$ref":"ProfileCoverageReport.v0.schema.json"}}},"failure":{"type":"object","required":["case_id","message"],"additionalProperties":false,"properties":{"case_id":{"type":"string","minLength":1},"run_id":{"type":"string","minLength":1},"message":{"type":"string","minLength":1}}}}}');
;// CONCATENATED MODULE: ./schemas/pcs/MetricSummary.v0.schema.json
const MetricSummary_v0_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/pcs/MetricSummary.v0.schema.json","title":"MetricSummary.v0","description":"One metric rollup inside BenchmarkReport.v0.","type":"object","required":["schema_version","metric_id","score","applicability","numerator","denominator","reason","details","source_repo","source_commit","signature_or_digest"],"additionalProperties":false,"properties":{"schema_version":{"$ref":"pcs.defs.json#/$defs/schema_version"},"metric_id":{"$ref":"pcs.defs.json#/$defs/metric_id"},"score":{"type":"number","minimum":0,"maximum":1},"applicability":{"$ref":"pcs.defs.json#/$defs/applicability"},"numerator":{"type":"number","minimum":0},"denominator":{"type":"number","minimum":0},"reason":{"type":"string"},"details":{"type":"object"},"source_repo":{"type":"string","format":"uri"},"source_commit":{"$ref":"pcs.defs.json#/$defs/git_commit"},"signature_or_digest":{"$ref":"pcs.defs.json#/$defs/hex_digest"}}}');
// EXTERNAL MODULE: ./src/python/repr.ts + 1 modules
var python_repr = __webpack_require__(9575);
// EXTERNAL MODULE: ./src/suites/pcs/pyrepr.ts
var pyrepr = __webpack_require__(5594);
;// CONCATENATED MODULE: ./src/suites/pcs/schema.ts
/**
 * JSON Schema validation of the v0 types with benchgate's own schemas (schemas/pcs/), and translation of
 * Ajv errors into the messages Python jsonschema (what pcs-core runs) prints, each with its JSON pointer.
 */














const PCS_TYPES = [
    'PcsBenchIngest.v0',
    'BenchmarkRun.v0',
    'CoverageReport.v0',
    'FailureLocalizationResult.v0',
    'ExplainQualityReport.v0',
    'ProfileCoverageReport.v0',
    'BenchmarkArtifactRef.v0',
    'BenchmarkReport.v0',
    'MetricSummary.v0'
];
const SCHEMA_DOCS = {
    'PcsBenchIngest.v0': PcsBenchIngest_v0_schema_namespaceObject,
    'BenchmarkRun.v0': BenchmarkRun_v0_schema_namespaceObject,
    'CoverageReport.v0': CoverageReport_v0_schema_namespaceObject,
    'FailureLocalizationResult.v0': FailureLocalizationResult_v0_schema_namespaceObject,
    'ExplainQualityReport.v0': ExplainQualityReport_v0_schema_namespaceObject,
    'ProfileCoverageReport.v0': ProfileCoverageReport_v0_schema_namespaceObject,
    'BenchmarkArtifactRef.v0': BenchmarkArtifactRef_v0_schema_namespaceObject,
    'BenchmarkReport.v0': BenchmarkReport_v0_schema_namespaceObject,
    'MetricSummary.v0': MetricSummary_v0_schema_namespaceObject
};
/**
 * `date-time` exactly as pcs-core's environment checks it (jsonschema's checker: rfc3339-validator 0.1.4 on
 * `instance.upper()`): `T` separator, hours 00–23, minutes and seconds 00–59 (**no leap second** `23:59:60`: the
 * library does not support them), a fraction of any length, `Z` or a ±hh:mm offset, a real calendar date and
 * **no year 0000**. Python's `$` also matches before one final newline, so a trailing `\n` passes, as there.
 */
function isRfc3339DateTime(s) {
    const m = /^([0-9]{4})-(0[1-9]|1[0-2])-([0-9]{2})T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\n?$/.exec(s.toUpperCase());
    if (!m)
        return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y === 0)
        return false;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const dim = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
    return d >= 1 && d <= dim;
}
/**
 * `uri` exactly as pcs-core's environment checks it (jsonschema's non-GPL checker, rfc3986-validator 0.1.1, rule
 * URI): its regular expression, generated from the library's source (verbose whitespace and comments removed,
 * Python's `{,n}` written `{0,n}`). So `a:` is a URI and `https://example.com:abc/` is not; a trailing newline passes.
 */
const RFC3986_URI = new RegExp(String.raw `^(?:[a-zA-Z][a-zA-Z0-9+.-]*:(?://(?:(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*@)?(?:\[(?:(?:(?:[0-9A-Fa-f]{1,4}:){6}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|::(?:[0-9A-Fa-f]{1,4}:){5}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){4}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:)?[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){3}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,2}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){2}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,3}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:)(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,4}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,5}[0-9A-Fa-f]{1,4})?::[0-9A-Fa-f]{1,4}|(?:(?:[0-9A-Fa-f]{1,4}:){0,6}[0-9A-Fa-f]{1,4})?::)|v[0-9A-Fa-f]+\.[a-zA-Z0-9_.~\-!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)|(?:[a-zA-Z0-9_.~\-!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*|/(?:(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*)?|(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*|)(?:\?(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?(?:#(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?)\n?$`);
function isRfc3986Uri(s) {
    return RFC3986_URI.test(s);
}
let compiled;
let instance;
function schemaInstance() {
    validators();
    return instance;
}
function validators() {
    if (compiled)
        return compiled;
    const ajv = (instance = new _2020.Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true }));
    ajv.addFormat('uri', { type: 'string', validate: isRfc3986Uri });
    ajv.addFormat('date-time', { type: 'string', validate: isRfc3339DateTime });
    ajv.addSchema(pcs_defs_namespaceObject);
    for (const t of PCS_TYPES)
        ajv.addSchema(SCHEMA_DOCS[t]);
    compiled = new Map();
    for (const t of PCS_TYPES)
        compiled.set(t, ajv.getSchema(SCHEMA_DOCS[t].$id));
    return compiled;
}
/**
 * Ajv's errors for `value`. Ajv's generated code appends the errors of a `$ref`'d item schema with
 * `vErrors.concat(...)`, once per failing item, which copies every earlier error each time: quadratic (10,000 empty
 * `benchmark_runs` took 3 s, 30,000 over 80 s). So an array property whose items are a `$ref` is validated item by
 * item here (errors re-rooted under `/key/i`) and the rest of the document with that array emptied: the same
 * errors, in linear time.
 */
function schemaErrors(type, value) {
    const ajv = validators();
    const v = ajv.get(type);
    const doc = SCHEMA_DOCS[type];
    const split = [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, prop] of Object.entries(doc.properties ?? {})) {
            const items = value[key];
            // Only a plain `{type: array, items: {$ref}}`: emptying an array with minItems, contains, … would change the result.
            const plain = Object.keys(prop).every((k) => ['type', 'items', 'title', 'description'].includes(k)) &&
                Object.keys(prop.items ?? {}).length === 1;
            const ref = plain && prop.type === 'array' && typeof prop.items?.$ref === 'string' ? prop.items.$ref : undefined;
            const item = ref ? itemValidator(new URL(ref, doc.$id).href) : undefined;
            if (item && Array.isArray(items) && items.length > 1)
                split.push([key, item]);
        }
    }
    if (split.length === 0)
        return v(value) ? [] : [...(v.errors ?? [])];
    const rest = { ...value };
    for (const [key] of split)
        rest[key] = [];
    const out = v(rest) ? [] : [...(v.errors ?? [])];
    for (const [key, item] of split) {
        const arr = value[key];
        for (let i = 0; i < arr.length; i++) {
            if (item(arr[i]))
                continue;
            const at = `/${(0,json_source/* escapePointerSegment */.mE)(key)}/${i}`;
            for (const e of item.errors ?? [])
                out.push({ ...e, instancePath: at + e.instancePath });
        }
    }
    return out;
}
let itemValidators;
function itemValidator(uri) {
    itemValidators ??= new Map();
    if (!itemValidators.has(uri))
        itemValidators.set(uri, schemaInstance().getSchema(uri));
    return itemValidators.get(uri);
}
function segs(p) {
    return ((0,json_source/* splitPointer */.GS)(p) ?? []).map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}
function comparePaths(a, b) {
    const x = segs(a);
    const y = segs(b);
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const p = x[i];
        const q = y[i];
        if (p === q)
            continue;
        if (typeof p === 'number' && typeof q === 'number')
            return p - q;
        if (typeof p === 'number')
            return -1;
        if (typeof q === 'number')
            return 1;
        return p < q ? -1 : 1;
    }
    return x.length - y.length;
}
/**
 * Validates `value` (plain data) against the type's schema. `root` (the source tree of the same value) is
 * used to print numbers as written. Issues are sorted by instance path (as pcs-core sorts them).
 */
function validateSchema(type, value, root) {
    const errs = schemaErrors(type, value);
    if (errs.length === 0)
        return [];
    // Drop the branch errors of a failed oneOf (Python reports the oneOf alone).
    const drop = new Set();
    errs.forEach((e, k) => {
        if (e.keyword !== 'oneOf')
            return;
        for (let j = k - 1; j >= 0; j--) {
            const p = errs[j].instancePath;
            if (drop.has(j))
                continue;
            if (p === e.instancePath || p.startsWith(e.instancePath + '/'))
                drop.add(j);
            else
                break;
        }
    });
    const valueOf = (pointer) => {
        let cur = value;
        for (const s of (0,json_source/* splitPointer */.GS)(pointer) ?? [])
            cur = cur && typeof cur === 'object' ? cur[s] : undefined;
        return cur;
    };
    const repr = (pointer) => {
        const n = root ? (0,json_source/* nodeAt */.oB)(root, pointer) : undefined;
        if (n)
            return (0,pyrepr/* pyNode */.u)(n);
        return (0,pyrepr/* pyValue */.j)(valueOf(pointer));
    };
    const out = [];
    const additional = new Map();
    errs.forEach((e, k) => {
        if (drop.has(k))
            return;
        const issue = translate(e, repr, valueOf);
        if (!issue)
            return;
        if (e.keyword === 'additionalProperties') {
            const extra = String(e.params.additionalProperty);
            const g = additional.get(e.instancePath);
            if (g) {
                g.extras.push(extra);
                return;
            }
            additional.set(e.instancePath, { extras: [extra], index: out.length });
        }
        out.push(issue);
    });
    for (const [path, g] of additional) {
        const extras = [...g.extras].sort();
        out[g.index] = {
            pointer: `${path}/${(0,json_source/* escapePointerSegment */.mE)(extras[0])}`,
            keyword: 'additionalProperties',
            message: `Additional properties are not allowed (${extras.map(python_repr/* pyStrRepr */.ow).join(', ')} ${extras.length === 1 ? 'was' : 'were'} unexpected)`
        };
    }
    return out
        .map((x, i) => ({ x, i }))
        .sort((a, b) => comparePaths(a.x.pointer, b.x.pointer) || a.i - b.i)
        .map((a) => a.x);
}
function fmtNum(n) {
    return typeof n === 'number' && Number.isInteger(n) ? String(n) : (0,pyrepr/* pyValue */.j)(n);
}
/**
 * Python's jsonschema on a non-finite float (NaN, inf, -inf: Python's json reads them) where the schema says
 * `number`: it is a number, so only the bounds can fail (`inf is greater than the maximum of 1`; NaN compares false
 * and passes). Ajv calls such a value "not of type number"; this gives the reference's verdict instead.
 */
function nonFiniteNumber(v, at, repr, schema) {
    if (Number.isNaN(v))
        return undefined;
    const lim = (k) => (typeof schema[k] === 'number' ? schema[k] : undefined);
    const max = lim('maximum');
    const min = lim('minimum');
    const xmax = lim('exclusiveMaximum');
    const xmin = lim('exclusiveMinimum');
    if (min !== undefined && v < min)
        return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(min)}` };
    if (max !== undefined && v > max)
        return { pointer: at, keyword: 'maximum', message: `${repr(at)} is greater than the maximum of ${fmtNum(max)}` };
    if (xmin !== undefined && v <= xmin)
        return {
            pointer: at,
            keyword: 'exclusiveMinimum',
            message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(xmin)}`
        };
    if (xmax !== undefined && v >= xmax)
        return {
            pointer: at,
            keyword: 'exclusiveMaximum',
            message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(xmax)}`
        };
    return undefined;
}
function translate(e, repr, valueOf) {
    const at = e.instancePath;
    const p = e.params;
    const sch = e.schema;
    switch (e.keyword) {
        case 'type': {
            const types = Array.isArray(sch) ? sch : String(p.type).split(',');
            const v = valueOf(at);
            if (typeof v === 'number' && !Number.isFinite(v) && types.includes('number'))
                return nonFiniteNumber(v, at, repr, (e.parentSchema ?? {}));
            return {
                pointer: at,
                keyword: 'type',
                message: `${repr(at)} is not of type ${types.map((t) => (0,python_repr/* pyStrRepr */.ow)(t)).join(', ')}`
            };
        }
        case 'enum':
            return { pointer: at, keyword: 'enum', message: `${repr(at)} is not one of ${(0,pyrepr/* pyValue */.j)(p.allowedValues ?? sch)}` };
        case 'const':
            return { pointer: at, keyword: 'const', message: `${(0,pyrepr/* pyValue */.j)(p.allowedValue)} was expected` };
        case 'pattern':
            return { pointer: at, keyword: 'pattern', message: `${repr(at)} does not match ${(0,python_repr/* pyStrRepr */.ow)(String(p.pattern))}` };
        case 'format':
            return { pointer: at, keyword: 'format', message: `${repr(at)} is not a ${(0,python_repr/* pyStrRepr */.ow)(String(p.format))}` };
        case 'maximum':
            return {
                pointer: at,
                keyword: 'maximum',
                message: `${repr(at)} is greater than the maximum of ${fmtNum(p.limit)}`
            };
        case 'minimum':
            return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(p.limit)}` };
        case 'exclusiveMaximum':
            return {
                pointer: at,
                keyword: 'exclusiveMaximum',
                message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(p.limit)}`
            };
        case 'exclusiveMinimum':
            return {
                pointer: at,
                keyword: 'exclusiveMinimum',
                message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(p.limit)}`
            };
        case 'required':
            return {
                pointer: at,
                keyword: 'required',
                message: `${(0,python_repr/* pyStrRepr */.ow)(String(p.missingProperty))} is a required property`
            };
        case 'additionalProperties':
            return {
                pointer: `${at}/${(0,json_source/* escapePointerSegment */.mE)(String(p.additionalProperty))}`,
                keyword: 'additionalProperties',
                message: ''
            };
        case 'minLength':
            return {
                pointer: at,
                keyword: 'minLength',
                message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
            };
        case 'maxLength':
            return { pointer: at, keyword: 'maxLength', message: `${repr(at)} is too long` };
        case 'minItems':
            return {
                pointer: at,
                keyword: 'minItems',
                message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
            };
        case 'oneOf':
            return p.passingSchemas
                ? { pointer: at, keyword: 'oneOf', message: `${repr(at)} is valid under each of the given schemas` }
                : { pointer: at, keyword: 'oneOf', message: `${repr(at)} is not valid under any of the given schemas` };
        case 'if':
        case '$ref':
            return undefined;
        default:
            return { pointer: at, keyword: e.keyword, message: `${repr(at)}: ${e.message ?? 'is invalid'}` };
    }
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/suites/pcs/validate.ts
/**
 * Checks one pcs document end to end (pure: text in, result out): parse with positions, detect the v0 type,
 * JSON Schema, pcs-core semantics, refs, recomputed digests, adequacy tier, provenance manifest, min-tier gate.
 */










const DEFAULT_OPTIONS = {
    digests: 'warn',
    releaseGrade: false,
    maxBytes: 64 * 1024 * 1024,
    maxDepth: 512
};
/** Reads the suite options (kebab-case or camelCase keys); bad values become PCS050 findings and defaults. */
function parseOptions(raw) {
    const o = { ...DEFAULT_OPTIONS };
    const findings = [];
    const get = (k) => {
        const camel = k.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
        return raw?.[k] ?? raw?.[camel];
    };
    const bad = (k, v, want) => findings.push((0,finding/* finding */.g)(codes/* PCS */.b.PCS050, `pcs option "${k}" is ${JSON.stringify(v)}; expected ${want}. The default is used.`));
    const d = get('digests');
    if (d !== undefined) {
        if (d === 'off' || d === 'warn' || d === 'strict')
            o.digests = d;
        else if (d === false)
            o.digests = 'off';
        else
            bad('digests', d, 'off, warn or strict');
    }
    const mt = get('min-tier');
    if (mt !== undefined && mt !== '' && mt !== null) {
        const t = (0,rules/* parseTier */.aW)(mt);
        if (t)
            o.minTier = t;
        else
            bad('min-tier', mt, 'schema-valid, developer-grade, release-grade, audit-ready (or external-review-grade)');
    }
    const rg = get('release-grade');
    if (rg !== undefined) {
        if (rg === true || rg === 'true')
            o.releaseGrade = true;
        else if (rg === false || rg === 'false')
            o.releaseGrade = false;
        else
            bad('release-grade', rg, 'true or false');
    }
    for (const [k, key] of [
        ['max-bytes', 'maxBytes'],
        ['max-depth', 'maxDepth']
    ]) {
        const v = get(k);
        if (v === undefined)
            continue;
        const n = typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v;
        if (typeof n === 'number' && Number.isInteger(n) && n > 0)
            o[key] = n;
        else
            bad(k, v, 'a positive integer');
    }
    const pm = get('provenance-manifest');
    if (pm !== undefined) {
        if (typeof pm === 'string' && pm.length > 0)
            o.provenanceManifest = pm;
        else
            bad('provenance-manifest', pm, 'a repository-relative path');
    }
    return { options: o, findings };
}
/** The effective minimum tier (the release gate implies release-grade). */
function effectiveMinTier(o) {
    if (o.releaseGrade && (!o.minTier || !(0,rules/* tierAtLeast */.Rg)(o.minTier, 'release-grade')))
        return 'release-grade';
    return o.minTier;
}
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
/**
 * Detects the v0 type: an explicit type field (`artifact_type`/`type`/`kind` = PcsBenchIngest.v0 or
 * BenchmarkReport.v0 / MetricSummary.v0 ...) first, then pcs-core's field heuristics (`_detect_artifact_type_heuristic`).
 */
function detectType(v) {
    if (!isObj(v))
        return undefined;
    for (const k of ['type', 'kind', 'artifact_kind']) {
        const t = v[k];
        if (typeof t === 'string' && TYPE_NAMES.has(t))
            return t;
    }
    const at = v.artifact_type;
    const isRef = typeof at === 'string' &&
        typeof v.path === 'string' &&
        typeof v.sha256 === 'string' &&
        typeof v.role === 'string' &&
        !has(v, 'producer_id') &&
        !has(v, 'benchmark_runs');
    if (isRef)
        return 'BenchmarkArtifactRef.v0';
    if (at === 'PcsBenchIngest.v0' || at === 'BenchmarkReport.v0')
        return at;
    if (v.schema_version === 'v0' &&
        typeof v.producer_id === 'string' &&
        typeof v.suite_id === 'string' &&
        Array.isArray(v.benchmark_runs) &&
        Array.isArray(v.logs) &&
        has(v, 'workflow_id'))
        return 'PcsBenchIngest.v0';
    if (has(v, 'benchmark_suite_id') && has(v, 'metric_summaries'))
        return 'BenchmarkReport.v0';
    // pcs-core's own BenchmarkReport heuristic (a report without metric_summaries is still a report, then invalid).
    if (v.schema_version === 'v0' &&
        typeof v.report_id === 'string' &&
        typeof v.benchmark_suite_id === 'string' &&
        isObj(v.summary))
        return 'BenchmarkReport.v0';
    if (has(v, 'metric_id') && has(v, 'applicability') && has(v, 'score'))
        return 'MetricSummary.v0';
    if (has(v, 'run_id') && has(v, 'task_id') && has(v, 'observed_status'))
        return 'BenchmarkRun.v0';
    if (has(v, 'result_id') && has(v, 'expected_responsible_component'))
        return 'FailureLocalizationResult.v0';
    if (has(v, 'required_sections') && has(v, 'sections') && has(v, 'quality_score'))
        return 'ExplainQualityReport.v0';
    if (has(v, 'coverage_id') && has(v, 'workflow_profile_id'))
        return 'ProfileCoverageReport.v0';
    if (has(v, 'coverage_id') && has(v, 'metric') && has(v, 'coverage_ratio'))
        return 'CoverageReport.v0';
    // A bundle-shaped object that misses fields is still an ingest (so its problems are reported, not skipped).
    if (has(v, 'producer_id') && (has(v, 'benchmark_runs') || has(v, 'artifact_refs') || has(v, 'coverage_reports')))
        return 'PcsBenchIngest.v0';
    return undefined;
}
const TYPE_NAMES = new Set([
    'PcsBenchIngest.v0',
    'BenchmarkRun.v0',
    'CoverageReport.v0',
    'FailureLocalizationResult.v0',
    'ExplainQualityReport.v0',
    'ProfileCoverageReport.v0',
    'BenchmarkArtifactRef.v0',
    'BenchmarkReport.v0',
    'MetricSummary.v0'
]);
const KIND_CODE = {
    'placeholder-commit': { def: codes/* PCS */.b.PCS012, gate: 'semantics' },
    'unknown-producer': { def: codes/* PCS */.b.PCS013, gate: 'semantics' },
    'list-required': { def: codes/* PCS */.b.PCS014, gate: 'semantics' },
    'refs-required': { def: codes/* PCS */.b.PCS015, gate: 'refs' },
    'refs-malformed': { def: codes/* PCS */.b.PCS016, gate: 'refs' },
    'ref-invalid': { def: codes/* PCS */.b.PCS017, gate: 'refs' },
    'ref-orphan': { def: codes/* PCS */.b.PCS018, gate: 'refs' },
    'ref-mismatch': { def: codes/* PCS */.b.PCS019, gate: 'refs' },
    'ref-duplicate-path': { def: codes/* PCS */.b.PCS020, gate: 'refs' },
    'ref-missing': { def: codes/* PCS */.b.PCS021, gate: 'refs' },
    'embedded-semantics': { def: codes/* PCS */.b.PCS022, gate: 'semantics' },
    'report-semantics': { def: codes/* PCS */.b.PCS023, gate: 'semantics' }
};
const EXTRA_CODE = {
    'ref-path': { def: codes/* PCS */.b.PCS026, gate: 'refs' },
    'source-repo': { def: codes/* PCS */.b.PCS025, gate: 'semantics' },
    'provenance-drift': { def: codes/* PCS */.b.PCS024, gate: 'refs' }
};
const GATE_TITLES = {
    schema: 'JSON and JSON Schema (embedded objects included)',
    semantics: 'pcs-core semantic rules',
    refs: 'artifact_refs consistency',
    digests: 'Recomputed canonical digests',
    tier: 'Adequacy tier'
};
/** Checks one document. `file` is the repository-relative path used in findings. */
function checkPcsDocument(file, input, options, artifact = { path: file, kind: 'pcs-document' }, provenance) {
    const findings = [];
    const gates = [];
    const add = (def, message, gate, loc = {}, severity) => {
        findings.push((0,finding/* finding */.g)(def, message, { file, ...loc, ...(gate ? { gate } : {}) }, severity));
    };
    const undecidedRest = (from, why) => {
        for (const id of from)
            gates.push({ id, title: GATE_TITLES[id], status: 'undecided', detail: why });
    };
    const done = (extra = {}) => ({
        result: { artifact, gates, findings, facts: {} },
        valid: false,
        ...extra
    });
    const size = typeof input === 'string' ? input.length : input.byteLength;
    if (size > options.maxBytes) {
        add(codes/* PCS */.b.PCS002, `the file is ${size} bytes, over the ${options.maxBytes}-byte limit (option max-bytes); it was not checked`, 'schema', { line: 1, column: 1 });
        gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'file too large' });
        undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file was not read');
        return done();
    }
    const text = typeof input === 'string' ? input : (0,paths/* decodeUtf8Strict */.h0)(input);
    if (text === undefined) {
        add(codes/* PCS */.b.PCS001, 'the file is not valid UTF-8; JSON must be UTF-8 encoded', 'schema', { line: 1, column: 1 });
        gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'not UTF-8' });
        undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file could not be parsed');
        return done();
    }
    // pcs-core reads with Python's json module, which accepts NaN, Infinity and -Infinity: so does benchgate (PCS006 warning).
    const parsed = (0,json_source/* parseJsonSource */.X0)(text, {
        maxDepth: options.maxDepth,
        maxLength: options.maxBytes,
        pythonConstants: true
    });
    if (!parsed.ok) {
        const e = parsed.error;
        const def = e.kind === 'depth' ? codes/* PCS */.b.PCS003 : e.kind === 'size' ? codes/* PCS */.b.PCS002 : codes/* PCS */.b.PCS001;
        add(def, e.kind === 'depth' ? `${e.message} (option max-depth)` : `invalid JSON: ${e.message}`, 'schema', {
            line: e.line,
            column: e.column
        });
        gates.push({
            id: 'schema',
            title: GATE_TITLES.schema,
            status: 'fail',
            detail: e.kind === 'depth' ? 'nesting too deep' : 'invalid JSON'
        });
        undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'the file could not be parsed');
        return done();
    }
    const doc = parsed.doc;
    const at = (pointer) => ({ ...(0,json_source/* locate */.x5)(doc, pointer), subject: pointer === '' ? '/' : pointer });
    for (const d of doc.duplicateKeys)
        add(codes/* PCS */.b.PCS004, d.message, 'semantics', { line: d.line, column: d.column, subject: d.pointer });
    for (const d of doc.loneSurrogates)
        add(codes/* PCS */.b.PCS005, d.message, 'semantics', { line: d.line, column: d.column, subject: d.pointer });
    for (const d of doc.nonFiniteNumbers)
        add(codes/* PCS */.b.PCS006, d.message, undefined, { line: d.line, column: d.column, subject: d.pointer });
    const value = (0,json_source/* toValue */.BA)(doc.root);
    const type = detectType(value);
    if (!type) {
        add(codes/* PCS */.b.PCS007, isObj(value)
            ? 'could not detect a v0 artifact type from the fields of this object (pcs-core: "Could not detect artifact type")'
            : 'the JSON root is not an object (pcs-core: "Artifact root must be a JSON object")', 'schema', at(''));
        gates.push({ id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: 'not a v0 artifact' });
        undecidedRest(['semantics', 'refs', 'digests', 'tier'], 'no v0 type');
        return done({ doc, value });
    }
    const isIngest = type === 'PcsBenchIngest.v0';
    const data = value;
    if (artifact.kind === 'pcs-document')
        artifact = {
            ...artifact,
            kind: isIngest ? 'pcs-ingest' : type === 'BenchmarkReport.v0' ? 'pcs-benchmark-report' : 'pcs-sub-artifact'
        };
    // Schema.
    for (const s of validateSchema(type, value, doc.root)) {
        const pathOnly = isIngest &&
            s.keyword === 'type' &&
            /^\/(benchmark_runs|coverage_reports|failure_localization_reports|explain_quality_reports|profile_coverage_reports|artifact_refs)\/\d+$/.test(s.pointer) &&
            typeof valueAt(data, s.pointer) === 'string';
        add(pathOnly ? codes/* PCS */.b.PCS011 : codes/* PCS */.b.PCS010, s.message, 'schema', at(s.pointer));
    }
    // Semantics.
    const releaseGate = options.releaseGrade || (options.minTier !== undefined && (0,rules/* tierAtLeast */.Rg)(options.minTier, 'release-grade'));
    const issues = [];
    if (isIngest)
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(issues, (0,rules/* ingestSemantics */.qh)(data)), (0,rules/* embeddedSemantics */.S4)(data));
    else if (type === 'BenchmarkArtifactRef.v0')
        (0,arrays/* pushAll */.iI)(issues, (0,rules/* refSemantics */.Vx)(data));
    else if (type === 'BenchmarkRun.v0')
        (0,arrays/* pushAll */.iI)(issues, (0,rules/* runSemantics */.fQ)(data));
    else if (type === 'BenchmarkReport.v0')
        (0,arrays/* pushAll */.iI)(issues, (0,rules/* reportSemantics */.wl)(data));
    for (const i of issues) {
        const k = KIND_CODE[i.kind];
        const severity = i.kind === 'embedded-semantics' && (releaseGate || !isIngest) ? 'error' : undefined;
        add(k.def, i.message, k.gate, at(i.pointer), severity);
    }
    // benchgate's provenance rules (ref paths, HTTPS source_repo, pins that differ from the ingest's).
    const extra = isIngest
        ? (0,rules/* ingestProvenanceRules */.zL)(data)
        : (0,rules/* standaloneProvenanceRules */.gr)(data, type === 'BenchmarkArtifactRef.v0');
    for (const i of extra)
        add(EXTRA_CODE[i.kind].def, i.message, EXTRA_CODE[i.kind].gate, at(i.pointer));
    // Digests.
    let digests;
    if (options.digests !== 'off') {
        digests = recomputeDigests(doc.root, isIngest);
        const sev = options.digests === 'strict' ? 'error' : 'warning';
        for (const it of digests.items) {
            const label = it.kind === 'root' ? 'root' : it.pointer.slice(1).replace(/\/(\d+)$/, '[$1]');
            if (it.computed === undefined || it.recorded === undefined) {
                const why = it.problem ?? 'there is no recorded signature_or_digest string to compare';
                add(codes/* PCS */.b.PCS033, `${label}: digest not checked: ${why}`, 'digests', at(it.pointer + (it.recorded === undefined && !it.problem ? '' : '/signature_or_digest')), sev);
                continue;
            }
            if (it.computed === it.recorded)
                continue;
            const def = it.kind === 'root' ? codes/* PCS */.b.PCS032 : it.kind === 'ref' ? codes/* PCS */.b.PCS031 : codes/* PCS */.b.PCS030;
            add(def, `${label}: recorded signature_or_digest ${it.recorded} but the canonical digest is ${it.computed}`, 'digests', at(it.pointer + '/signature_or_digest'), sev);
        }
    }
    // Gates so far.
    const errorsIn = (g) => findings.filter((f) => f.gate === g && f.severity === 'error');
    const gateOf = (id, passDetail, applicable = true) => {
        if (!applicable)
            return { id, title: GATE_TITLES[id], status: 'skipped', detail: passDetail };
        const errs = errorsIn(id);
        if (errs.length === 0)
            return { id, title: GATE_TITLES[id], status: 'pass', detail: passDetail };
        return {
            id,
            title: GATE_TITLES[id],
            status: 'fail',
            detail: errs.length === 1
                ? `${errs[0].code}: ${errs[0].message}`
                : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
        };
    };
    gates.push(gateOf('schema', `valid ${type}`));
    gates.push(gateOf('semantics', 'no semantic errors'));
    const refs = isIngest && Array.isArray(data.artifact_refs) ? data.artifact_refs.length : 0;
    gates.push(gateOf('refs', isIngest ? `${refs} ref(s) consistent with the embedded objects` : 'not an ingest bundle', isIngest));
    let digestGate;
    if (!digests)
        digestGate = { id: 'digests', title: GATE_TITLES.digests, status: 'skipped', detail: 'digests: off' };
    else {
        const detail = `${digests.checked} checked, ${digests.mismatched} mismatched${digests.uncomputable ? `, ${digests.uncomputable} not computable` : ''} (digests: ${options.digests})`;
        if (options.digests === 'strict')
            digestGate = {
                id: 'digests',
                title: GATE_TITLES.digests,
                status: digests.mismatched > 0 ? 'fail' : digests.uncomputable > 0 ? 'undecided' : 'pass',
                detail
            };
        else
            digestGate = { id: 'digests', title: GATE_TITLES.digests, status: 'pass', detail };
    }
    gates.push(digestGate);
    const valid = !findings.some((f) => f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs'));
    // Tier.
    let tier;
    let referenceTier;
    let tierFindings;
    let ladder;
    const minTier = effectiveMinTier(options);
    if (isIngest) {
        const a = (0,rules/* assessTier */.pt)(data);
        referenceTier = a.tier;
        tierFindings = a.findings;
        const errors = findings.filter((f) => f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs'));
        // The tier is a property of the bundle, not of the digests option: digests are recomputed for it even when off.
        ladder = gradeIngest(file, data, a, valid, errors, digests ?? recomputeDigests(doc.root, true), provenance);
        tier = ladder.tier;
        if (valid) {
            for (const f of a.findings)
                add(codes/* PCS */.b.PCS040, f, 'tier', at(tierPointer(f)));
            for (const w of ladder.manifestProblems)
                add(codes/* PCS */.b.PCS043, `${w}; graded release-grade, not audit-ready`, 'tier', at(''));
            if (ladder.auditMissing.length > 0)
                add(codes/* PCS */.b.PCS044, `not audit-ready: ${ladder.auditMissing.join('; ')}; graded release-grade`, 'tier', at(''));
        }
        else {
            add(codes/* PCS */.b.PCS042, `invalid bundle: no tier (pcs-core's assess_ingest_adequacy_tier would still say ${a.tier}${a.findings.length ? `: ${a.findings.join('; ')}` : ''})`, 'tier', at(''));
        }
        if (minTier) {
            if (!tier)
                add(codes/* PCS */.b.PCS041, `the bundle is invalid, so it has no tier; ${minTier} is required (option min-tier)`, 'tier', at(''));
            else if (!(0,rules/* tierAtLeast */.Rg)(tier, minTier))
                add(codes/* PCS */.b.PCS041, `adequacy tier ${tier} is below the required ${minTier}: missing for ${ladder.nextTier ?? minTier}: ${ladder.missingForNextTier.join('; ')}`, 'tier', at(''));
        }
        let tg;
        if (minTier)
            tg = gateOf('tier', `${tier} (at least ${minTier} required)`);
        else
            tg = tier
                ? { id: 'tier', title: GATE_TITLES.tier, status: 'pass', detail: `${tier} (no minimum set)` }
                : {
                    id: 'tier',
                    title: GATE_TITLES.tier,
                    status: 'skipped',
                    detail: `invalid bundle: no tier (reference: ${referenceTier})`
                };
        if (minTier && !tier)
            tg = { ...tg, status: 'fail' };
        gates.push(tg);
    }
    else {
        gates.push({
            id: 'tier',
            title: GATE_TITLES.tier,
            status: 'skipped',
            detail: `tiers apply to PcsBenchIngest.v0 bundles, not to a standalone ${type}`
        });
    }
    const verdict = gates.some((g) => g.status === 'fail' || g.status === 'undecided') || findings.some((f) => f.severity === 'error')
        ? 'fail'
        : 'pass';
    const producer = typeof data.producer_id === 'string' ? data.producer_id : '';
    const required = isIngest ? (rules/* PRODUCER_EMBEDDED_REF_FIELDS */.st[producer] ?? []) : [];
    const presentRequired = required.filter((f) => Array.isArray(data[f]) && data[f].length > 0);
    const arraysPresent = isIngest ? rules/* EMBEDDED_FIELDS */.LZ.filter((f) => Array.isArray(data[f])).length : 0;
    const section = {
        kind: 'table',
        title: `pcs: ${file}`,
        columns: [
            'type',
            'producer',
            'tier',
            'required arrays present',
            'refs checked',
            'digests checked / mismatched',
            'verdict'
        ],
        rows: [
            [
                type,
                isIngest ? producer || '(none)' : '-',
                isIngest ? (tier ?? `none (invalid; reference: ${referenceTier})`) : '-',
                isIngest
                    ? `${presentRequired.length}/${required.length}${required.length ? ` (${required.join(', ')})` : ''}; ${arraysPresent}/5 arrays`
                    : '-',
                isIngest ? refs : '-',
                digests
                    ? `${digests.checked} / ${digests.mismatched}${digests.uncomputable ? ` (+${digests.uncomputable} not computable)` : ''}`
                    : 'off',
                verdict
            ]
        ]
    };
    const facts = {
        type,
        ...(isIngest
            ? {
                producer,
                tier: tier ?? null,
                referenceTier,
                tierFindings,
                nextTier: ladder?.nextTier ?? null,
                missingForNextTier: ladder?.missingForNextTier ?? [],
                refs,
                requiredArrays: required,
                requiredArraysPresent: presentRequired
            }
            : {}),
        valid,
        digests: digests
            ? {
                mode: options.digests,
                checked: digests.checked,
                mismatched: digests.mismatched,
                uncomputable: digests.uncomputable
            }
            : { mode: 'off' },
        verdict
    };
    return {
        result: { artifact, gates, findings, sections: [section], facts, metrics: pcsMetrics(isIngest, tier, digests) },
        type,
        tier,
        referenceTier,
        tierFindings,
        ...(ladder ? { nextTier: ladder.nextTier, missingForNextTier: ladder.missingForNextTier } : {}),
        valid,
        doc,
        value,
        digests
    };
}
function valueAt(v, pointer) {
    let cur = v;
    for (const s of pointer.slice(1).split('/'))
        cur = cur && typeof cur === 'object' ? cur[s.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return cur;
}
function tierPointer(f) {
    if (f.startsWith('ingest source_commit'))
        return '/source_commit';
    if (f.startsWith('commands'))
        return '/commands';
    const m = /expects non-empty (\S+)/.exec(f);
    if (m)
        return '/' + m[1];
    if (f.includes('artifact_refs'))
        return '/artifact_refs';
    return '';
}
const NEXT = {
    'schema-valid': 'developer-grade',
    'developer-grade': 'release-grade',
    'release-grade': 'audit-ready',
    'audit-ready': undefined
};
/**
 * The tier ladder (docs/pcs.md "Tiers"): pcs-core's assess_ingest_adequacy_tier for the three lower tiers; audit-ready
 * additionally needs what the spec names — stable digests (every recomputed digest equals the recorded one) and
 * provenance recorded in a provenance.manifest.json that lists the bundle consistently. An invalid bundle has no tier.
 */
function gradeIngest(file, data, a, valid, errors, digests, prov) {
    if (!valid) {
        const first = errors[0];
        return {
            nextTier: 'schema-valid',
            missingForNextTier: [
                `fix the ${errors.length} validation error(s)${first ? ` (first: ${first.code} ${first.message})` : ''}`
            ],
            auditMissing: [],
            manifestProblems: []
        };
    }
    const hard = a.findings.filter((f) => f.includes('expects non-empty'));
    const soft = a.findings.filter((f) => !f.includes('expects non-empty'));
    const auditMissing = [];
    let manifestProblems = [];
    const bad = digests.items.filter((i) => i.computed !== undefined && i.recorded !== undefined && i.computed !== i.recorded);
    const unknown = digests.items.filter((i) => i.computed === undefined || i.recorded === undefined);
    const label = (i) => (i.kind === 'root' ? 'root' : i.pointer.slice(1).replace(/\/(\d+)$/, '[$1]'));
    if (bad.length > 0)
        auditMissing.push(`stable digests: ${bad.length} of ${digests.items.length} recorded signature_or_digest values differ from the canonical digest (${bad.slice(0, 3).map(label).join(', ')}${bad.length > 3 ? ', …' : ''})`);
    if (unknown.length > 0)
        auditMissing.push(`stable digests: ${unknown.length} digest(s) cannot be checked (${unknown.slice(0, 3).map(label).join(', ')}${unknown.length > 3 ? ', …' : ''})`);
    if (!prov)
        auditMissing.push(`recorded provenance: no provenance.manifest.json beside ${external_node_path_.posix.basename(file)} (or option provenance-manifest) records this bundle`);
    else {
        manifestProblems = provenanceProblems(file, data, prov, digests);
        if (manifestProblems.length > 0)
            auditMissing.push(`recorded provenance: ${manifestProblems.length} problem(s) with the provenance manifest entry (PCS043)`);
    }
    let tier;
    let missing;
    if (a.tier === 'schema-valid') {
        tier = 'schema-valid';
        missing = hard;
    }
    else if (a.tier === 'developer-grade') {
        tier = 'developer-grade';
        missing = soft;
    }
    else if (a.tier === 'release-grade') {
        tier = 'release-grade';
        // pcs-core's own external-review conditions (real commit, refs, commands), then benchgate's.
        missing = [];
        if ((0,rules/* isPlaceholderCommit */.Nv)(data.source_commit))
            missing.push('a real 40-character source_commit');
        if (!(Array.isArray(data.artifact_refs) && data.artifact_refs.length > 0))
            missing.push('non-empty artifact_refs (one BenchmarkArtifactRef.v0 per exported file)');
        if (!(Array.isArray(data.commands) && data.commands.length > 0))
            missing.push('non-empty commands');
        (0,arrays/* pushAll */.iI)(missing, auditMissing);
    }
    else if (auditMissing.length > 0) {
        tier = 'release-grade';
        missing = [...auditMissing];
    }
    else {
        tier = 'audit-ready';
        missing = [];
    }
    return {
        tier,
        nextTier: NEXT[tier],
        missingForNextTier: missing,
        auditMissing: a.tier === 'external-review-grade' ? auditMissing : [],
        manifestProblems: a.tier === 'external-review-grade' ? manifestProblems : []
    };
}
/** Why a bundle's provenance manifest entry does not back it (empty: fine). */
function provenanceProblems(file, data, prov, digests) {
    if (prov.text === undefined)
        return [`the provenance manifest ${prov.path} could not be read`];
    let m;
    try {
        m = JSON.parse(prov.text);
    }
    catch {
        return [`the provenance manifest ${prov.path} is not valid JSON`];
    }
    if (!isObj(m) || !Array.isArray(m.entries))
        return [`the provenance manifest ${prov.path} has no entries[] array`];
    const base = external_node_path_.posix.basename(file);
    const sameDir = external_node_path_.posix.dirname(prov.path) === external_node_path_.posix.dirname(file);
    const entry = m.entries.find((e) => isObj(e) &&
        typeof e.golden_file === 'string' &&
        (e.golden_file === file || (sameDir && external_node_path_.posix.basename(e.golden_file) === base)));
    if (!isObj(entry))
        return [`the provenance manifest ${prov.path} does not list ${base}`];
    const out = [];
    const where = `provenance manifest ${prov.path} entry for ${base}`;
    if (entry.producer_id !== data.producer_id)
        out.push(`${where} has producer_id ${JSON.stringify(entry.producer_id)}, the bundle ${JSON.stringify(data.producer_id)}`);
    if ((0,rules/* parseTier */.aW)(entry.adequacy_tier) !== 'audit-ready')
        out.push(`${where} records adequacy_tier ${JSON.stringify(entry.adequacy_tier)}, not audit-ready (external-review-grade)`);
    if (typeof entry.producer_command !== 'string' || entry.producer_command.trim() === '')
        out.push(`${where} has no producer_command`);
    if (typeof entry.materialized_from !== 'string' ||
        entry.materialized_from === '' ||
        entry.materialized_from.includes('\\'))
        out.push(`${where} has an empty or backslashed materialized_from`);
    const root = digests?.items.find((i) => i.kind === 'root');
    for (const k of ['signature_or_digest', 'sha256', 'digest', 'root_digest']) {
        const d = entry[k];
        if (d === undefined)
            continue;
        if (d !== data.signature_or_digest)
            out.push(`${where} records ${k} ${String(d)}, the bundle's signature_or_digest is ${String(data.signature_or_digest)}`);
        else if (root?.computed && root.computed !== d)
            out.push(`${where} records ${k} ${String(d)}, the recomputed canonical digest is ${root.computed}`);
    }
    return out;
}
/** Gate status helper for callers that need the overall verdict of a check. */
function checkVerdict(c) {
    const bad = ['fail', 'undecided'];
    return c.result.gates.some((g) => bad.includes(g.status)) || c.result.findings.some((f) => f.severity === 'error')
        ? 'fail'
        : 'pass';
}


/***/ })

};
