export const id = 351;
export const ids = [351];
export const modules = {

/***/ 66228:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ configDifferences),
/* harmony export */   j: () => (/* binding */ otherConfigurationNotice)
/* harmony export */ });
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95278);
/**
 * A baseline made with another configuration (another configHash: `.benchgate.yml`, suites, options or fail-on
 * differ) is compared where it is comparable: only the artifacts, gates, metrics and findings present on both sides
 * (`diffReports` with `differs`), with one BG019 notice naming what differs. Pure. See docs/baseline.md.
 */


const MAX_LINE = 1000;
const MAX_NAMES = 10;
const clip = (s) => (s.length > MAX_LINE ? s.slice(0, MAX_LINE - 1) + '…' : s);
const names = (xs) => xs.length > MAX_NAMES ? `${xs.slice(0, MAX_NAMES).join(', ')} and ${xs.length - MAX_NAMES} more` : xs.join(', ');
/** What differs between the baseline's configuration and this run's, one line each; empty when the configHash is the same. */
function configDifferences(base, head) {
    if (base.config.configHash === head.config.configHash)
        return [];
    const out = [];
    if (base.config.failOn !== head.config.failOn)
        out.push(`fail-on: ${base.config.failOn} in the baseline, ${head.config.failOn} now`);
    const bs = new Set(base.config.suites);
    const hs = new Set(head.config.suites);
    const onlyHead = [...hs].filter((s) => !bs.has(s)).sort();
    const onlyBase = [...bs].filter((s) => !hs.has(s)).sort();
    if (onlyHead.length)
        out.push(`suites only in this run: ${names(onlyHead)}`);
    if (onlyBase.length)
        out.push(`suites only in the baseline: ${names(onlyBase)}`);
    if (base.tool.version !== head.tool.version)
        out.push(`benchgate version: ${base.tool.version} in the baseline, ${head.tool.version} now`);
    out.push(`configHash: ${base.config.configHash.slice(0, 12)}… in the baseline, ${head.config.configHash.slice(0, 12)}… now${out.length ? '' : ' (.benchgate.yml or suite options differ)'}`);
    return out.map(clip);
}
const keysOf = (r) => new Set(r.suites.flatMap((s) => s.artifacts.map((a) => `${s.suite}\0${a.artifact.path}`)));
/** The BG019 notice: the baseline is of another configuration and what was (not) compared. */
function otherConfigurationNotice(ref, base, head, differs) {
    const b = keysOf(base);
    const h = keysOf(head);
    const common = [...h].filter((k) => b.has(k)).length;
    const headOnly = h.size - common;
    const baseOnly = b.size - common;
    const left = headOnly || baseOnly
        ? ` (left out: ${headOnly} artifact(s) of this run and ${baseOnly} of the baseline that the other side does not have)`
        : '';
    return (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG019, `the baseline${ref ? ` ${JSON.stringify(ref.slice(0, 200))}` : ''} was made with another configuration (${differs.join('; ')}): compared only where comparable, ${common} artifact(s) on both sides${left}, and only the gates, metrics and findings both sides have; a no-regression allowance on a metric without a comparable baseline value is undecided`, {}, 'notice');
}


/***/ }),

/***/ 10116:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ decideNoRegression),
/* harmony export */   Qp: () => (/* binding */ applyBaseline)
/* harmony export */ });
/* unused harmony export allowanceOf */
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95278);
/* harmony import */ var _core_glob_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16085);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79478);
/* harmony import */ var _report_delta_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65208);
/* harmony import */ var _report_delta_render_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45173);
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66228);
/**
 * The optional `no-regression` gate (off by default): fails an artifact when, against the baseline, a gate that
 * did not fail now fails or is undecided (`new-failures`, default on), or a metric worsened (in its `better`
 * direction) by more than its allowance (`max-drop`: metric id or glob → amount in the metric's own units;
 * ratios are fractions, so 0.02 = 2 percentage points). A gated metric that has no value now, or (baseline of
 * another configuration) no comparable baseline value, is undecided.
 * Pure: the configuration parser and the decision; `applyBaseline` adds the gate and the delta to a report.
 */







const NO_REGRESSION_OFF = { enabled: false, newFailures: true, maxDrop: [] };
/** The allowance of a metric id: an exact entry, else the first glob that matches; undefined = not gated. */
function allowanceOf(cfg, id) {
    return (0,_core_glob_js__WEBPACK_IMPORTED_MODULE_1__/* .entryForMetric */ .Wb)(cfg.maxDrop, id)?.max;
}
/** How much a metric worsened (> 0) in its better direction; 0 when it did not or has no direction. */
function worsening(m) {
    if (m.base === null || m.head === null || !m.better)
        return 0;
    const w = m.better === 'higher' ? m.base - m.head : m.head - m.base;
    return w > 0 ? w : 0;
}
/** The no-regression gate and its findings for one artifact of this run. */
function decideNoRegression(delta, cfg, suite, path, 
/** This run's metrics of the artifact: with a baseline of another configuration, a gated one not compared is undecided. */
headMetrics = []) {
    const findings = [];
    let undecided = false;
    let regressions = 0;
    const at = { file: path, gate: _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg };
    if (cfg.newFailures) {
        for (const c of [...delta.newFailures, ...delta.newlyUndecided]) {
            if (c.suite !== suite || c.path !== path)
                continue;
            regressions++;
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG051, `gate ${c.gate} is ${c.to} now; it was ${c.from ?? 'absent'} in the baseline`, {
                ...at,
                subject: `gate ${c.gate}`
            }));
        }
    }
    let gated = 0;
    for (const m of delta.metrics) {
        if (m.suite !== suite || m.path !== path)
            continue;
        const max = allowanceOf(cfg, m.id);
        if (max === undefined)
            continue;
        gated++;
        if (m.base !== null && m.head === null) {
            undecided = true;
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG051, `metric ${m.id} (${m.label}) has no value now; it was ${(0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtMetric */ .IZ)(m.base, m.unit)} in the baseline, so no-regression cannot decide it`, { ...at, subject: m.id }));
            continue;
        }
        const w = worsening(m);
        if (w > max + 1e-12 * Math.max(1, Math.abs(m.base ?? 0)) && ++regressions)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG051, `metric ${m.id} (${m.label}) regressed: ${(0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtMetric */ .IZ)(m.base, m.unit)} → ${(0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtMetric */ .IZ)(m.head, m.unit)} (${(0,_report_delta_render_js__WEBPACK_IMPORTED_MODULE_2__/* .fmtDelta */ .OJ)(m)}), more than the allowed ${m.unit === 'ratio' ? `${(100 * max).toFixed(2)} pp` : max} (no-regression.max-drop)`, { ...at, subject: m.id }));
    }
    let incomparable = false;
    if (delta.baseline.differs) {
        const compared = new Set(delta.metrics.filter((m) => m.suite === suite && m.path === path).map((m) => m.id));
        for (const m of headMetrics) {
            if (compared.has(m.id) || !m.better || allowanceOf(cfg, m.id) === undefined)
                continue;
            gated++;
            undecided = incomparable = true;
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG051, `metric ${m.id} (${m.label}) has no comparable value in the baseline, which was made with another configuration (BG019), so no-regression cannot decide it`, { ...at, subject: m.id }));
        }
    }
    const what = `${cfg.newFailures ? 'no new failing gate' : 'gates not compared'}, ${gated} metric(s) within their allowance`;
    const title = 'No regression against the baseline';
    if (regressions) {
        const first = findings.find((f) => !f.message.includes('cannot decide'));
        return {
            gate: {
                id: _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg,
                title,
                status: 'fail',
                detail: regressions === 1 ? `BG051: ${first.message}` : `${regressions} regressions (first: ${first.message})`
            },
            findings
        };
    }
    if (undecided)
        return {
            gate: {
                id: _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg,
                title,
                status: 'undecided',
                detail: incomparable
                    ? 'a gated metric has no comparable baseline value (another configuration, BG019) or no value now (BG051)'
                    : 'a gated metric has no value now (BG051)'
            },
            findings
        };
    return { gate: { id: _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg, title, status: 'pass', detail: what }, findings };
}
/**
 * Applies a baseline to this run's report: the delta (when the baseline was accepted; of another configuration:
 * only what both sides have, with a BG019 notice), the no-regression gate on every artifact (when configured;
 * skipped without a baseline), the BG050 notice (when refused or missing).
 * Counts and the verdict are recomputed.
 */
function applyBaseline(head, base, cfg = NO_REGRESSION_OFF) {
    const findings = head.findings.slice();
    let delta;
    if (base?.ok) {
        const differs = (0,_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .configDifferences */ .$)(base.report, head);
        delta = (0,_report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .diffReports */ .fH)(base.report, head, differs.length ? { ...base.info, differs } : base.info);
        if (differs.length)
            findings.push((0,_compare_js__WEBPACK_IMPORTED_MODULE_3__/* .otherConfigurationNotice */ .j)(base.info.ref, base.report, head, differs));
    }
    else if (base)
        findings.push(base.notice);
    const suites = !cfg.enabled
        ? head.suites
        : head.suites.map((s) => ({
            ...s,
            artifacts: s.artifacts.map((a) => {
                const gates = a.gates.filter((g) => g.id !== _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg);
                if (!delta)
                    return {
                        ...a,
                        gates: [
                            ...gates,
                            {
                                id: _report_delta_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REGRESSION_GATE */ .qg,
                                title: 'No regression against the baseline',
                                status: 'skipped',
                                detail: 'no baseline to compare with (BG050)'
                            }
                        ]
                    };
                const d = decideNoRegression(delta, cfg, s.suite, a.artifact.path, a.metrics);
                return { ...a, gates: [...gates, d.gate], findings: [...a.findings, ...d.findings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .compareFindings */ .E) };
            })
        }));
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .recount */ .d3)({ ...head, suites, findings: findings.sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .compareFindings */ .E), ...(delta ? { delta } : {}) });
}


/***/ }),

/***/ 16085:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wb: () => (/* binding */ entryForMetric),
/* harmony export */   _I: () => (/* binding */ matchesAny),
/* harmony export */   pZ: () => (/* binding */ GlobError),
/* harmony export */   tL: () => (/* binding */ globToRegExp)
/* harmony export */ });
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);

/** ECMAScript's `.` (RE2's `.` also matches \r, U+2028 and U+2029). */
const ANY = '[^\\n\\r\\x{2028}\\x{2029}]';
/**
 * Minimal glob matching for `.benchgate.yml` include/exclude patterns, on repository-relative POSIX paths.
 * `**` matches any number of path segments, `*` anything but `/`, `?` one character but `/`,
 * `{a,b}` alternatives. A pattern without `/` matches the base name at any depth (like .gitignore).
 * A pattern ending in `/` (or naming a directory) matches everything below it.
 * Patterns come from untrusted `.benchgate.yml` files and paths from untrusted trees: the glob runs on RE2, so a
 * pattern such as `*a*a*a*a*a*a*a*a*!` cannot backtrack for ever on a long name (V8 took 7 s at 40 characters).
 */
function globToRegExp(pattern) {
    let p = pattern.trim();
    if (p.startsWith('./'))
        p = p.slice(2);
    const anchored = p.includes('/') && !p.endsWith('/') ? true : p.slice(0, -1).includes('/');
    if (p.endsWith('/'))
        p += '**';
    const re = translate(p, 0);
    const prefix = anchored ? '^' : `^(?:${ANY}*/)?`;
    const source = `${prefix}${re}(?:/${ANY}*)?$`;
    let rx;
    try {
        rx = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(source);
    }
    catch (e) {
        throw new GlobError(pattern, e.message);
    }
    return { test: (path) => rx.test(path), source };
}
/** A glob that cannot be compiled; callers turn it into a positioned finding. */
class GlobError extends Error {
    pattern;
    constructor(pattern, reason) {
        super(`invalid glob "${pattern}": ${reason}`);
        this.pattern = pattern;
        this.name = 'GlobError';
    }
}
/** Nesting of `{…}` alternatives beyond this is refused (each level is one RE2 group; RE2 stays linear anyway). */
const MAX_BRACE_DEPTH = 16;
/** Glob → RE2 body. Each `{a,b}` alternative is itself a glob (so `{*.json,src/**}` works), nested up to a bound. */
function translate(p, depth) {
    let re = '';
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '*') {
            if (p[i + 1] === '*') {
                i++;
                if (p[i + 1] === '/') {
                    i++;
                    re += `(?:${ANY}*/)?`;
                }
                else
                    re += `${ANY}*`;
            }
            else
                re += '[^/]*';
        }
        else if (c === '?')
            re += '[^/]';
        else if (c === '{') {
            const end = closingBrace(p, i);
            if (end < 0)
                re += '\\{';
            else {
                if (depth >= MAX_BRACE_DEPTH)
                    throw new GlobError(p, `more than ${MAX_BRACE_DEPTH} nested {…} groups`);
                re +=
                    '(?:' +
                        splitTopLevel(p.slice(i + 1, end))
                            .map((alt) => translate(alt, depth + 1))
                            .join('|') +
                        ')';
                i = end;
            }
        }
        else
            re += escapeRe(c);
    }
    return re;
}
/** Index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(p, open) {
    let level = 0;
    for (let i = open; i < p.length; i++) {
        if (p[i] === '{')
            level++;
        else if (p[i] === '}' && --level === 0)
            return i;
    }
    return -1;
}
/** Splits on commas outside nested braces. */
function splitTopLevel(body) {
    const out = [];
    let level = 0;
    let from = 0;
    for (let i = 0; i < body.length; i++) {
        if (body[i] === '{')
            level++;
        else if (body[i] === '}')
            level--;
        else if (body[i] === ',' && level === 0) {
            out.push(body.slice(from, i));
            from = i + 1;
        }
    }
    out.push(body.slice(from));
    return out;
}
function escapeRe(s) {
    return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
function matchesAny(path, patterns) {
    return patterns.some((r) => r.test(path));
}
/** Compiled metric-id globs, by pattern (settings are few and reused for every metric of every artifact). */
const metricGlobs = new Map();
/**
 * The entry of `list` that applies to a metric id: an exact `pattern` first, else the first glob (`*`, `?`, `{…}`)
 * that matches. The per-metric settings (`no-regression.max-drop`, the history thresholds) all choose this way.
 */
function entryForMetric(list, id) {
    const exact = list.find((e) => e.pattern === id);
    if (exact)
        return exact;
    for (const e of list) {
        if (!/[*?{]/.test(e.pattern))
            continue;
        let m = metricGlobs.get(e.pattern);
        if (!m)
            metricGlobs.set(e.pattern, (m = globToRegExp(e.pattern)));
        if (m.test(id))
            return e;
    }
    return undefined;
}


/***/ }),

/***/ 95311:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ parseNoRegression),
/* harmony export */   l: () => (/* binding */ parseNoRegressionText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/**
 * The `no-regression` setting as data: parsed from `.benchgate.yml`, the action input and the CLI flag. Kept in core
 * (below the baseline floor) so that configuration parsing never imports the baseline comparison.
 */

const KEYS = new Set(['enabled', 'new-failures', 'max-drop']);
const MAX_PATTERNS = 200;
/**
 * Parses a no-regression setting: `true` / `false`, or a mapping `{enabled, new-failures, max-drop: {id: number}}`
 * (a mapping turns the gate on unless `enabled: false`). Returns the problems as messages (BG002 at the caller).
 */
function parseNoRegression(v, where) {
    const errors = [];
    const config = { enabled: false, newFailures: true, maxDrop: [] };
    if (v === undefined || v === null || v === false || v === 'false' || v === '')
        return { config, errors };
    if (v === true || v === 'true')
        return { config: { ...config, enabled: true }, errors };
    if (typeof v !== 'object' || Array.isArray(v))
        return { config, errors: [`${where} must be true, false or a mapping with enabled, new-failures, max-drop`] };
    config.enabled = true;
    for (const [k, x] of Object.entries(v)) {
        if (!KEYS.has(k))
            errors.push(`unknown key ${JSON.stringify(k.slice(0, 40))} in ${where}; expected one of ${[...KEYS].join(', ')}`);
        else if (k === 'enabled' || k === 'new-failures') {
            if (typeof x !== 'boolean')
                errors.push(`${where}.${k} must be true or false`);
            else if (k === 'enabled')
                config.enabled = x;
            else
                config.newFailures = x;
        }
        else {
            if (!x || typeof x !== 'object' || Array.isArray(x)) {
                errors.push(`${where}.max-drop must be a mapping from a metric id (or glob) to the largest allowed worsening`);
                continue;
            }
            for (const [pattern, max] of Object.entries(x)) {
                if (config.maxDrop.length >= MAX_PATTERNS) {
                    errors.push(`${where}.max-drop: at most ${MAX_PATTERNS} entries`);
                    break;
                }
                if (typeof max !== 'number' || !Number.isFinite(max) || max < 0)
                    errors.push(`${where}.max-drop.${pattern.slice(0, 80)} must be a number >= 0`);
                else if (pattern.length === 0 || pattern.length > 1024)
                    errors.push(`${where}.max-drop: a metric id must have 1 to 1024 characters`);
                else
                    config.maxDrop.push({ pattern, max });
            }
        }
    }
    return { config, errors };
}
/**
 * The action input / CLI flag `no-regression`: '' (not set: `.benchgate.yml` decides), `true`, `false`, or a YAML/JSON
 * mapping such as `{max-drop: {headline_accuracy: 0.02, 'case/*\/fidelity': 0.01}}`. Throws with a message on bad input.
 */
function parseNoRegressionText(text, where) {
    const t = text.trim();
    if (t === '')
        return undefined;
    let v;
    try {
        v = t === 'true' || t === 'false' ? t === 'true' : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(t, { maxAliasCount: 20 });
    }
    catch (e) {
        throw new Error(`${where} is not true, false or a YAML/JSON mapping: ${e.message.split('\n')[0]}`);
    }
    const r = parseNoRegression(v, where);
    if (r.errors.length)
        throw new Error(r.errors.join('; '));
    return r.config;
}


/***/ }),

/***/ 83457:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ parseOptionFlag),
/* harmony export */   LL: () => (/* binding */ mergeSuiteOptions),
/* harmony export */   MN: () => (/* binding */ sanitizeSuiteOptions),
/* harmony export */   OJ: () => (/* binding */ PROTOTYPE_KEYS),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   d7: () => (/* reexport safe */ _partition_js__WEBPACK_IMPORTED_MODULE_3__.d7),
/* harmony export */   dE: () => (/* binding */ stripPrototypeKeys),
/* harmony export */   lY: () => (/* binding */ parseSuiteOptionsText),
/* harmony export */   x8: () => (/* binding */ parseSuitesList)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95278);
/* harmony import */ var _partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74453);



/** Keys that would reach or replace an object's prototype when assigned: refused in every option map (BG004). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Sets an own, enumerable data property (never the `__proto__` setter), so no key is silently lost. */
function setOwn(o, k, v) {
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
/**
 * Copies an option value, dropping every prototype key (`__proto__`, `constructor`, `prototype`) at any depth
 * with one BG004 finding each (`where` names the option, e.g. `options.pqid`). Depth is bounded (64).
 */
function stripPrototypeKeys(v, where, findings, loc = {}, depth = 0) {
    if (depth > 64 || v === null || typeof v !== 'object')
        return v;
    if (Array.isArray(v))
        return v.map((x, i) => stripPrototypeKeys(x, `${where}[${i}]`, findings, loc, depth + 1));
    const out = {};
    for (const k of Object.keys(v)) {
        if (PROTOTYPE_KEYS.has(k)) {
            findings.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG004, `${where}.${k}: "${k}" is not an option name (prototype keys are refused); the value was ignored`, loc));
            continue;
        }
        setOwn(out, k, stripPrototypeKeys(v[k], `${where}.${k}`, findings, loc, depth + 1));
    }
    return out;
}
/**
 * Checks the per-suite options given by inputs or flags: an unknown suite id (`options: {pqdi: …}`, `__proto__`,
 * `constructor`) and a prototype key at any depth are BG004 findings; returns the options without them.
 */
function sanitizeSuiteOptions(map, known) {
    const findings = [];
    const options = {};
    for (const id of Object.keys(map)) {
        if (!known.includes(id)) {
            findings.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG004, `options: unknown suite "${id}"; known suites: ${known.join(', ')}`));
            continue;
        }
        setOwn(options, id, stripPrototypeKeys(map[id], `options.${id}`, findings));
    }
    return { options, findings };
}
/** Parses `a,b c` lists (comma or white space). 'auto' or empty → 'auto'. */
function parseSuitesList(v) {
    const items = v.split(/[\s,]+/).filter(Boolean);
    return items.length === 0 || (items.length === 1 && items[0] === 'auto') ? 'auto' : items;
}
function parseFailOn(v) {
    if (v === 'error' || v === 'warning' || v === 'never')
        return v;
    throw new Error(`fail-on must be error, warning or never (got "${v}")`);
}
/**
 * Suite options given as YAML/JSON text: `{suite: {key: value}}`. Used by the action's `options` input.
 * Throws with a message naming the problem.
 */
function parseSuiteOptionsText(text) {
    if (text.trim() === '')
        return {};
    let v;
    try {
        v = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, { maxAliasCount: 20 });
    }
    catch (e) {
        throw new Error(`options is not valid YAML/JSON: ${e.message.split('\n')[0]}`);
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw new Error('options must be a mapping from suite id to a mapping of options');
    const out = {};
    for (const [k, raw] of Object.entries(v)) {
        // A suite's options may also come as one string holding a YAML/JSON mapping (the release workflow passes its
        // `pqid-options` input that way, JSON-quoted, so block-style YAML in it is never pasted into this document).
        let o = raw;
        if (typeof raw === 'string') {
            try {
                o = raw.trim() === '' ? {} : (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(raw, { maxAliasCount: 20 });
            }
            catch (e) {
                throw new Error(`options.${k} (a string) is not valid YAML/JSON: ${e.message.split('\n')[0]}`);
            }
            if (o === null)
                o = {};
        }
        if (o === null || typeof o !== 'object' || Array.isArray(o))
            throw new Error(`options.${k} must be a mapping of options`);
        setOwn(out, k, o);
    }
    return out;
}
/** `suite.key=value` from the CLI's --option flag; the value is read as YAML (numbers, booleans, lists). */
function parseOptionFlag(flag, into) {
    const m = /^([a-z0-9-]+)\.([A-Za-z0-9_.-]+)=(.*)$/s.exec(flag);
    if (!m)
        throw new Error(`--option must look like suite.key=value (got "${flag}")`);
    let value = m[3];
    try {
        value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(m[3], { maxAliasCount: 0 });
    }
    catch {
        /* keep the string */
    }
    if (!Object.prototype.hasOwnProperty.call(into, m[1]))
        setOwn(into, m[1], {});
    setOwn(into[m[1]], m[2], value);
}
/** `I/N` (the action's `shard` input and the CLI's `--shard`): strict syntax and bounds, see core/partition.ts. */

/** Merges option maps, later ones winning key by key. */
function mergeSuiteOptions(...maps) {
    const out = {};
    for (const m of maps)
        for (const [s, o] of Object.entries(m))
            setOwn(out, s, { ...(Object.prototype.hasOwnProperty.call(out, s) ? out[s] : {}), ...o });
    return out;
}


/***/ }),

/***/ 74453:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ planDigest),
/* harmony export */   IS: () => (/* binding */ shardOf),
/* harmony export */   _G: () => (/* binding */ parseRunId),
/* harmony export */   d7: () => (/* binding */ parseShardSpec),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS),
/* harmony export */   xc: () => (/* binding */ runFromEnv)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92831);


/** Largest shard count accepted by `--shard I/N`, the action's `shard` input and `benchgate merge`. */
const MAX_SHARDS = 256;
/** A run id: GITHUB_RUN_ID, or a value passed with `--run-id` / the action's `run-id` input. */
const RUN_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
/** Code-unit order (never locale order, which differs between machines). */
function compareEntries(a, b) {
    return (0,_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(a.suite, b.suite) || (0,_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(a.path, b.path);
}
/**
 * SHA-256 of a list of (suite, path) pairs, independent of their order: the hash of the planned artifact
 * list (`config.plan.hash`) and of one shard's slice (`config.shard.slice.hash`).
 */
function planDigest(entries) {
    const sorted = [...entries].sort(compareEntries);
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    h.update('benchgate.plan/1\n');
    for (const e of sorted)
        h.update(`${JSON.stringify(e.suite)}\t${JSON.stringify(e.path)}\n`);
    return h.digest('hex');
}
/**
 * `I/N` with 1 <= I <= N <= MAX_SHARDS, both plain decimal integers without sign, leading zero, exponent or
 * inner space (outer white space is trimmed); empty → no sharding. Throws with the fix otherwise.
 */
function parseShardSpec(v, what = 'shard') {
    const t = (v ?? '').trim();
    if (t === '')
        return undefined;
    const m = /^([1-9][0-9]{0,2})\/([1-9][0-9]{0,2})$/.exec(t);
    const shown = t.length > 40 ? `${JSON.stringify(t.slice(0, 40)).slice(0, -1)}…"` : JSON.stringify(t);
    const fix = `${what} must be I/N with 1 <= I <= N <= ${MAX_SHARDS}, plain decimal integers, e.g. 2/4 (got ${shown})`;
    if (!m)
        throw new Error(fix);
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (index > count || count > MAX_SHARDS)
        throw new Error(fix);
    return { index, count };
}
/** Validates a run id (throws with the fix); empty → undefined. */
function parseRunId(v, what = 'run-id') {
    const t = (v ?? '').trim();
    if (t === '')
        return undefined;
    if (!RUN_ID_PATTERN.test(t))
        throw new Error(`${what} must be 1 to 100 characters of A-Z a-z 0-9 . _ - (got ${t.length > 40 ? 'a longer value' : JSON.stringify(t)})`);
    return t;
}
/** The run identity from the GitHub environment (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT), when present and well formed. */
function runFromEnv(env) {
    const id = env['GITHUB_RUN_ID']?.trim();
    if (!id || !RUN_ID_PATTERN.test(id))
        return undefined;
    const a = env['GITHUB_RUN_ATTEMPT']?.trim();
    const attempt = a && /^[1-9][0-9]{0,5}$/.test(a) ? Number(a) : undefined;
    return { run: id, ...(attempt ? { attempt } : {}) };
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


/***/ }),

/***/ 56107:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   h0: () => (/* binding */ decodeUtf8Strict),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79596);



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
        super(`the file is ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .overLimit */ .W)(size, limit)}`);
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

/***/ 56092:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RE: () => (/* binding */ validateReport),
/* harmony export */   VX: () => (/* binding */ MergeError),
/* harmony export */   WA: () => (/* binding */ MAX_REPORT_BYTES),
/* harmony export */   sq: () => (/* binding */ parseShardReport),
/* harmony export */   zu: () => (/* binding */ checkReportConsistency)
/* harmony export */ });
/* harmony import */ var _partition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74453);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79478);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83457);
/* harmony import */ var _report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61052);




/** Largest report file merge reads (checked with stat before any byte is read). */
const MAX_REPORT_BYTES = 64 * 1024 * 1024;
/** Deepest nesting of arrays and objects accepted in a report (only `facts` is free-form). */
const MAX_REPORT_DEPTH = 64;
/** A set of shard reports that cannot be merged (code BG013): exit code 2 in the CLI, a failed step in the action. */
class MergeError extends Error {
    code = 'BG013';
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
/** schemas/report.schema.json as static code (scripts/gen-report-validators.mjs): nothing is compiled at run time. */
const schemaValidator = () => _report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__/* .validateReportSchema */ .G;
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
    const again = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .recount */ .d3)(r);
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
            const own = new Set();
            for (const g of a.gates) {
                if (_options_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOTYPE_KEYS */ .OJ.has(g.id))
                    throw new MergeError(`${source}: artifact ${a.artifact.path} (${s.suite}) has a gate named "${g.id}" (a prototype key, never a gate id); the report was edited`);
                own.add(g.id);
            }
            const passing = new Set(a.gates.filter((x) => x.status === 'pass').map((x) => x.id));
            for (const x of a.findings) {
                if (x.gate !== undefined && !own.has(x.gate))
                    throw new MergeError(`${source}: finding ${x.code} of ${a.artifact.path} (${s.suite}) names gate ${JSON.stringify(x.gate.slice(0, 80))}, which is not a gate of that artifact (its gates: ${[...own].join(', ') || 'none'}); the report was edited`);
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
            const owner = (0,_partition_js__WEBPACK_IMPORTED_MODULE_0__/* .shardOf */ .IS)(e.suite, e.path, sh.count);
            if (owner !== sh.index)
                throw new MergeError(`${source} is shard ${sh.index}/${sh.count} but holds ${e.path} (${e.suite}), which belongs to shard ${owner}/${sh.count}`);
        }
        if (sh.slice && (sh.slice.artifacts !== entries.length || sh.slice.hash !== (0,_partition_js__WEBPACK_IMPORTED_MODULE_0__/* .planDigest */ .Gb)(entries)))
            throw new MergeError(`${source}: its artifacts (${entries.length}) are not the slice it was assigned (${sh.slice.artifacts} artifact(s), hash ${sh.slice.hash.slice(0, 12)}…)`);
    }
    else if (plan && (plan.artifacts !== entries.length || plan.hash !== (0,_partition_js__WEBPACK_IMPORTED_MODULE_0__/* .planDigest */ .Gb)(entries))) {
        throw new MergeError(`${source}: its artifacts (${entries.length}) are not the ones its run discovered (${plan.artifacts} artifact(s), plan ${plan.hash.slice(0, 12)}…)`);
    }
    return entries;
}


/***/ })

};
