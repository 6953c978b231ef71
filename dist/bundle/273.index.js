export const id = 273;
export const ids = [273];
export const modules = {

/***/ 98590:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F2: () => (/* binding */ ALL_CODES),
  NQ: () => (/* binding */ CODE_GROUPS),
  c2: () => (/* binding */ lookupCode)
});

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
;// CONCATENATED MODULE: ./src/codes/registry.ts

const GENERAL_GROUP = {
    title: 'General (run, configuration, discovery)',
    prefixes: ['BG'],
    codes: general/* GENERAL_CODES */.C
};
/** A registry over `groups`, in that order (the order of docs/codes.md). */
function createCodeRegistry(groups) {
    const all = groups.flatMap((g) => g.codes);
    const byCode = new Map(all.map((c) => [c.code, c]));
    return { groups, all, lookup: (code) => byCode.get(code) };
}

// EXTERNAL MODULE: ./src/suites/plugins.ts + 5 modules
var plugins = __webpack_require__(45007);
;// CONCATENATED MODULE: ./src/code-registry.ts
/**
 * The one code registry: the general (BG) codes, then each plug-in's codes in the order of `src/suites/plugins.ts`.
 * `src/codes/` itself knows no family (it builds the registry it is given), so nothing low imports `src/suites/`.
 */


const registry = createCodeRegistry([GENERAL_GROUP, ...plugins/* PLUGINS */.R.map((p) => p.codes)]);
const CODE_GROUPS = registry.groups;
const ALL_CODES = registry.all;
const lookupCode = registry.lookup;


/***/ }),

/***/ 56346:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ parseHistoryJob),
/* harmony export */   J0: () => (/* binding */ fmtPercent),
/* harmony export */   W6: () => (/* binding */ thresholdsOf),
/* harmony export */   _h: () => (/* binding */ HISTORY_DEFAULTS),
/* harmony export */   eg: () => (/* binding */ historySettingsFindings),
/* harmony export */   nr: () => (/* binding */ parseHistorySettings),
/* harmony export */   p0: () => (/* binding */ resolveHistoryTree)
/* harmony export */ });
/* unused harmony exports parseAlertThreshold, parseZThreshold, historyConfig, parseHistoryText, HISTORY_TRUST */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95278);
/* harmony import */ var _glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16085);
/* harmony import */ var _trust_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39597);
/**
 * How a run is judged against its history, as data (docs/history.md): parsed from the job (CLI flags, action inputs)
 * and from the checked tree's `.benchgate.yml` `history:` mapping, which may only tighten (HISTORY_TRUST,
 * `resolveHistoryTree`). Kept in core so that configuration parsing never imports the judging.
 */





const HISTORY_DEFAULTS = Object.freeze({
    max: 500,
    window: 30,
    minSample: 2,
    failOnAlert: false,
    alertThreshold: 2,
    // The 0.99 quantile of the standard normal distribution (Bencher's default boundary).
    zThreshold: 2.326,
    chart: 50,
    metrics: []
});
/** Bounds of the settings (a history is bounded to 10,000 lines when read). */
const HISTORY_LIMITS = { max: 10_000, window: 10_000, chart: 500, patterns: 200 };
const within = (n, lo, hi) => Number.isInteger(n) && n >= lo && n <= hi;
/** `200%`, `150 %`, or a plain number (2 = 200%); must be above 100% (a ratio of 1 is no change). */
function parseAlertThreshold(v) {
    let n;
    if (typeof v === 'number')
        n = v;
    else if (typeof v === 'string') {
        const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(v);
        if (!m)
            return undefined;
        n = m[2] ? Number(m[1]) / 100 : Number(m[1]);
    }
    else
        return undefined;
    return Number.isFinite(n) && n > 1 && n <= 1000 ? n : undefined;
}
/** A z boundary: a number above 0 (at most 100). */
function parseZThreshold(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*[0-9]+(?:\.[0-9]+)?\s*$/.test(v) ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 && n <= 100 ? n : undefined;
}
function parseInteger(v) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*[0-9]{1,9}\s*$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) ? n : undefined;
}
/** Turns '200%' into a readable percentage for messages. */
function fmtPercent(ratio) {
    return `${Math.round(ratio * 10000) / 100}%`;
}
/** The `history:` mapping of `.benchgate.yml` (and the job's mapping form): the keys and what they mean. */
const KEYS = [
    'store',
    'max',
    'window',
    'min-sample',
    'fail-on-alert',
    'alert-threshold',
    'z-threshold',
    'max-items-in-chart',
    'metrics'
];
function parseOverrides(v, where, errors) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) {
        errors.push({
            key: 'metrics',
            message: `${where}.metrics must be a mapping from a metric id (or glob) to {alert-threshold, z-threshold}`
        });
        return undefined;
    }
    const out = [];
    for (const [pattern, x] of Object.entries(v)) {
        if (out.length >= HISTORY_LIMITS.patterns) {
            errors.push({ key: 'metrics', message: `${where}.metrics: at most ${HISTORY_LIMITS.patterns} entries` });
            break;
        }
        const at = `${where}.metrics.${pattern.slice(0, 80)}`;
        if (pattern.length === 0 || pattern.length > 1024) {
            errors.push({ key: 'metrics', message: `${where}.metrics: a metric id must have 1 to 1024 characters` });
            continue;
        }
        if (/[*?{]/.test(pattern))
            try {
                (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globToRegExp */ .tL)(pattern);
            }
            catch (e) {
                errors.push({ key: 'metrics', message: `${at}: ${e.message}` });
                continue;
            }
        if (!x || typeof x !== 'object' || Array.isArray(x)) {
            errors.push({ key: 'metrics', message: `${at} must be a mapping with alert-threshold and/or z-threshold` });
            continue;
        }
        const o = { pattern };
        for (const [k, y] of Object.entries(x)) {
            if (k === 'alert-threshold') {
                const n = parseAlertThreshold(y);
                if (n === undefined)
                    errors.push({ key: 'metrics', message: `${at}.alert-threshold ${ALERT_RULE}` });
                else
                    o.alertThreshold = n;
            }
            else if (k === 'z-threshold') {
                const n = parseZThreshold(y);
                if (n === undefined)
                    errors.push({ key: 'metrics', message: `${at}.z-threshold ${Z_RULE}` });
                else
                    o.zThreshold = n;
            }
            else
                errors.push({
                    key: 'metrics',
                    message: `unknown key ${JSON.stringify(k.slice(0, 40))} in ${at}; expected alert-threshold, z-threshold`
                });
        }
        if (o.alertThreshold !== undefined || o.zThreshold !== undefined)
            out.push(o);
    }
    return out;
}
const ALERT_RULE = 'must be a percentage above 100% such as 200% (or a ratio above 1 such as 2), at most 100000%';
const Z_RULE = 'must be a number above 0 such as 2.326 (standard deviations), at most 100';
/** Parses a `history:` mapping (tree or job). Unknown keys and bad values are messages; valid keys are kept. */
function parseHistorySettings(v, where) {
    const out = { values: {}, raw: {}, errors: [] };
    if (v === undefined || v === null)
        return out;
    // `history: file:<path>` (the action input's form) names a store: a key only the job may set.
    if (typeof v === 'string')
        return parseHistorySettings({ store: v }, where);
    if (typeof v !== 'object' || Array.isArray(v)) {
        out.errors.push({ key: '', message: `${where} must be a mapping with the keys ${KEYS.join(', ')}` });
        return out;
    }
    for (const [k, x] of Object.entries(v)) {
        const bad = (rule) => out.errors.push({ key: k, message: `${where}.${k} ${rule}` });
        if (!KEYS.includes(k)) {
            out.errors.push({
                key: k,
                message: `unknown key ${JSON.stringify(k.slice(0, 40))} in ${where}; expected one of ${KEYS.join(', ')}`
            });
            continue;
        }
        out.raw[k] = x;
        if (k === 'store') {
            if (typeof x === 'string' && x.length > 0 && x.length <= 4096)
                out.values.store = x;
            else
                bad('must be a string such as file:.bench/history');
        }
        else if (k === 'max' || k === 'window' || k === 'max-items-in-chart') {
            const n = parseInteger(x);
            const hi = k === 'max' ? HISTORY_LIMITS.max : k === 'window' ? HISTORY_LIMITS.window : HISTORY_LIMITS.chart;
            const lo = k === 'max-items-in-chart' ? 2 : 1;
            if (n === undefined || !within(n, lo, hi))
                bad(`must be a whole number from ${lo} to ${hi}`);
            else if (k === 'max')
                out.values.max = n;
            else if (k === 'window')
                out.values.window = n;
            else
                out.values.chart = n;
        }
        else if (k === 'min-sample') {
            const n = parseInteger(x);
            if (n === undefined || !within(n, 2, HISTORY_LIMITS.window))
                bad(`must be a whole number from 2 to 10000`);
            else
                out.values.minSample = n;
        }
        else if (k === 'fail-on-alert') {
            const b = x === 'true' ? true : x === 'false' ? false : x;
            if (typeof b !== 'boolean')
                bad('must be true or false');
            else
                out.values.failOnAlert = b;
        }
        else if (k === 'alert-threshold') {
            const n = parseAlertThreshold(x);
            if (n === undefined)
                bad(ALERT_RULE);
            else
                out.values.alertThreshold = n;
        }
        else if (k === 'z-threshold') {
            const n = parseZThreshold(x);
            if (n === undefined)
                bad(Z_RULE);
            else
                out.values.zThreshold = n;
        }
        else {
            const m = parseOverrides(x, where, out.errors);
            if (m)
                out.values.metrics = m;
        }
    }
    return out;
}
/** The job's settings over the defaults. */
function historyConfig(values = {}) {
    const out = { ...HISTORY_DEFAULTS, metrics: [] };
    for (const k of ['max', 'window', 'minSample', 'failOnAlert', 'alertThreshold', 'zThreshold', 'chart'])
        if (values[k] !== undefined)
            out[k] = values[k];
    if (values.metrics)
        out.metrics = values.metrics;
    return out;
}
/**
 * The job's settings from the CLI flags or the action inputs, as text: `max`, `window` and `minSample` whole numbers,
 * `failOnAlert` a boolean, and `alertThreshold` / `zThreshold` lists whose entries are a value (`200%`, `2.326`) or
 * `METRIC=value` for one metric id or glob (`signature_rate=150%`, `model/*\/signature_rate=1.5`; the last global
 * value wins). Throws with a message naming the flag on bad input.
 */
function parseHistoryJob(input) {
    const name = (k, d) => input.names?.[k] ?? d;
    const raw = {};
    if (input.max !== undefined && input.max.trim() !== '')
        raw['max'] = input.max;
    if (input.window !== undefined && input.window.trim() !== '')
        raw['window'] = input.window;
    if (input.minSample !== undefined && input.minSample.trim() !== '')
        raw['min-sample'] = input.minSample;
    if (input.chart !== undefined && input.chart.trim() !== '')
        raw['max-items-in-chart'] = input.chart;
    if (input.failOnAlert !== undefined)
        raw['fail-on-alert'] = input.failOnAlert;
    const metrics = {};
    const split = (list, key) => {
        for (const item of list ?? []) {
            const s = item.trim();
            if (s === '')
                continue;
            const eq = s.lastIndexOf('=');
            if (eq < 0)
                raw[key] = s;
            else
                (metrics[s.slice(0, eq).trim()] ??= {})[key] = s.slice(eq + 1).trim();
        }
    };
    split(input.alertThreshold, 'alert-threshold');
    split(input.zThreshold, 'z-threshold');
    if (Object.keys(metrics).length)
        raw['metrics'] = metrics;
    const s = parseHistorySettings(raw, 'history');
    if (s.errors.length) {
        const flag = {
            max: name('max', '--history-max'),
            window: name('window', '--history-window'),
            'min-sample': name('minSample', '--history-min-sample'),
            'max-items-in-chart': name('chart', '--history-chart'),
            'alert-threshold': name('alertThreshold', '--alert-threshold'),
            'z-threshold': name('zThreshold', '--z-threshold'),
            metrics: `${name('alertThreshold', '--alert-threshold')} / ${name('zThreshold', '--z-threshold')} METRIC=value`
        };
        throw new Error(s.errors.map((e) => `${flag[e.key] ?? e.key}: ${e.message.replace(/^history\./, '')}`).join('; '));
    }
    return historyConfig(s.values);
}
/** The job's setting in its mapping form (`{window: 20, metrics: {…}}`), YAML or JSON text; '' = none. Throws. */
function parseHistoryText(text, where) {
    const t = text.trim();
    if (t === '')
        return undefined;
    let v;
    try {
        v = parseYaml(t, { maxAliasCount: 20 });
    }
    catch (e) {
        throw new Error(`${where} is not a YAML/JSON mapping: ${e.message.split('\n')[0]}`);
    }
    const s = parseHistorySettings(v, where);
    if (s.errors.length)
        throw new Error(s.errors.map((e) => e.message).join('; '));
    return historyConfig(s.values);
}
/** The first override for a metric id: an exact pattern, else the first glob that matches. */
/**
 * The thresholds a metric is judged with: the job's (its override for the metric, else its global value), tightened
 * by the tree's (its override, else its global): the smaller of both, so the tree can never loosen a metric.
 */
function thresholdsOf(cfg, id) {
    const j = (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .entryForMetric */ .Wb)(cfg.metrics, id);
    let alertThreshold = j?.alertThreshold ?? cfg.alertThreshold;
    let zThreshold = j?.zThreshold ?? cfg.zThreshold;
    if (cfg.tree) {
        const t = (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .entryForMetric */ .Wb)(cfg.tree.metrics, id);
        const ta = t?.alertThreshold ?? cfg.tree.alertThreshold;
        const tz = t?.zThreshold ?? cfg.tree.zThreshold;
        if (ta !== undefined)
            alertThreshold = Math.min(alertThreshold, ta);
        if (tz !== undefined)
            zThreshold = Math.min(zThreshold, tz);
    }
    return { alertThreshold, zThreshold };
}
/**
 * What the checked tree may set in `history:` (docs/security.md): the thresholds only lower (stricter), `fail-on-alert`
 * only on, `min-sample` only lower; where the history is kept, how much is kept and the window only the job.
 * `metrics` entries are compared one by one with the job's value for that pattern (`resolveHistoryTree`).
 */
const HISTORY_TRUST = {
    store: (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .jobOnly */ .o2)('it would choose which history the run is judged against (and where it writes)'),
    max: (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .jobOnly */ .o2)('retention is the job’s: the tree of a pull request never writes the history'),
    window: (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .jobOnly */ .o2)('it would choose which past runs the new values are judged against'),
    'min-sample': (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .tightenLower */ .F8)(HISTORY_DEFAULTS.minSample),
    'fail-on-alert': (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .tightenBool */ .mA)(true, false),
    'alert-threshold': {
        tree: 'tighten',
        rank: (v) => negated(parseAlertThreshold(v ?? HISTORY_DEFAULTS.alertThreshold))
    },
    'z-threshold': { tree: 'tighten', rank: (v) => negated(parseZThreshold(v ?? HISTORY_DEFAULTS.zThreshold)) },
    'max-items-in-chart': { tree: 'scope', why: 'how many past runs are drawn, not how the run is judged' },
    metrics: { tree: 'tighten-each', rank: () => undefined }
};
const negated = (n) => (n === undefined ? undefined : -n);
const HISTORY_JOB_HINT = {
    store: 'the action input `history` or the CLI flag `--history DIR`',
    max: 'the action input `history-max` or the CLI flag `--history-max`',
    window: 'the action input `history-window` or the CLI flag `--history-window`',
    'min-sample': 'the CLI flag `--history-min-sample`',
    'fail-on-alert': 'the action input `fail-on-alert` or the CLI flag `--fail-on-alert`',
    'alert-threshold': 'the action input `alert-threshold` or the CLI flag `--alert-threshold`',
    'z-threshold': 'the action input `z-threshold` or the CLI flag `--z-threshold`',
    metrics: 'the CLI flags `--alert-threshold METRIC=…` / `--z-threshold METRIC=…` (or the action inputs)'
};
/**
 * Applies the checked tree's `history:` settings to the job's: a stricter value is applied, a looser (or job-only) one
 * is ignored with BG014 at its line. `metrics` entries: each threshold must be no looser than what the job gives that
 * pattern (its own entry, else its global value); the accepted ones tighten through `thresholdsOf`.
 */
function resolveHistoryTree(tree, job, file, at) {
    if (!tree || Object.keys(tree.raw).length === 0)
        return { config: job, findings: [] };
    const loc = {
        file,
        prefix: 'history',
        at: (k) => at(`history.${k}`),
        jobHint: (k) => HISTORY_JOB_HINT[k.split('.')[0]] ?? 'the job'
    };
    const scalar = {};
    for (const k of Object.keys(tree.raw)) {
        if (k === 'metrics')
            continue;
        // Job-only keys are ignored with BG014 whatever their value; the others only when valid (else BG002 already),
        // compared as parsed (`200%` is the job's 2).
        if (k === 'store' || k === 'max' || k === 'window')
            scalar[k] = tree.raw[k];
        else {
            const v = parsedValue(tree, k);
            if (v !== undefined)
                scalar[k] = v;
        }
    }
    const jobValues = {
        max: job.max,
        window: job.window,
        'min-sample': job.minSample,
        'fail-on-alert': job.failOnAlert,
        'alert-threshold': job.alertThreshold,
        'z-threshold': job.zThreshold,
        // What is drawn is scope: the tree's value applies unless the job chose one (other than the default).
        ...(job.chart !== HISTORY_DEFAULTS.chart ? { 'max-items-in-chart': job.chart } : {})
    };
    const r = (0,_trust_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveTreeOptions */ .b4)(scalar, jobValues, HISTORY_TRUST, loc);
    const findings = r.findings;
    const fromTree = r.fromTree;
    const config = { ...job, tree: { metrics: [] } };
    const tr = config.tree;
    if ('min-sample' in fromTree)
        config.minSample = tree.values.minSample;
    if ('fail-on-alert' in fromTree)
        config.failOnAlert = tree.values.failOnAlert;
    if ('max-items-in-chart' in fromTree)
        config.chart = tree.values.chart;
    if ('alert-threshold' in fromTree)
        tr.alertThreshold = tree.values.alertThreshold;
    if ('z-threshold' in fromTree)
        tr.zThreshold = tree.values.zThreshold;
    for (const o of tree.values.metrics ?? []) {
        // The job's value for that pattern: its own entry for it (or a glob of the job's that covers it), else its global.
        const jo = (0,_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .entryForMetric */ .Wb)(job.metrics, o.pattern);
        const kept = { pattern: o.pattern };
        const check = (k, name, fmt) => {
            const v = o[k];
            if (v === undefined)
                return;
            const jv = jo?.[k] ?? job[k];
            if (v <= jv)
                kept[k] = v;
            else
                findings.push((0,_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG014, `${file}: \`history.metrics.${o.pattern.slice(0, 80)}.${name}: ${fmt(v)}\` is ignored: it would loosen the job's ${fmt(jv)} for that metric; the checked tree may only tighten, so the job must set it (${HISTORY_JOB_HINT['metrics']})`, { file, ...at(`history.metrics.${o.pattern}`) }));
        };
        check('alertThreshold', 'alert-threshold', fmtPercent);
        check('zThreshold', 'z-threshold', String);
        if (kept.alertThreshold !== undefined || kept.zThreshold !== undefined)
            tr.metrics.push(kept);
    }
    return { config, findings };
}
/** A tree key's parsed value (undefined when invalid: a BG002 already, not applied). */
function parsedValue(s, k) {
    const field = {
        'min-sample': 'minSample',
        'fail-on-alert': 'failOnAlert',
        'alert-threshold': 'alertThreshold',
        'z-threshold': 'zThreshold',
        'max-items-in-chart': 'chart'
    };
    const f = field[k];
    return f === undefined ? undefined : s.values[f];
}
/** BG002 findings for a tree's `history:` problems, at the key's position. */
function historySettingsFindings(s, file, at) {
    return s.errors.map((e) => (0,_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG002, e.message, { file, ...at(e.key ? `history.${e.key}` : 'history') }));
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

/***/ 90670:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ walkSorted)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
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

/***/ 68291:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ withHistory)
});

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
// EXTERNAL MODULE: ./src/history/entry.ts + 1 modules
var history_entry = __webpack_require__(90534);
// EXTERNAL MODULE: ./src/core/history-config.ts
var history_config = __webpack_require__(56346);
// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(45173);
;// CONCATENATED MODULE: ./src/history/judge.ts
/**
 * Judging this run's metrics against its history (docs/history.md). Pure.
 *
 * For each metric of each artifact of the report: the series of its stored values (oldest first, this run last) and,
 * when the metric has a better direction, two tests against the last `window` comparable values (same suite,
 * artifact path, metric id, configuration hash and benchgate version; others are drawn `apart`, never judged):
 * - percentage (github-action-benchmark): the worsening ratio against the previous comparable value
 *   (`better: lower`: current / previous; `higher`: previous / current) alerts at or above `alert-threshold`;
 * - z-score (Bencher): z = (current − mean) / s over the window (s: the sample standard deviation) alerts beyond
 *   `z-threshold` on the worse side; s = 0 makes any worsening an alert (z infinite) and equality ok.
 * Fewer comparable values than `min-sample`, or no value now: `insufficient`, not judged.
 */





/** At most this many series in `Report.history` (alerting ones first kept); every metric is still judged. */
const MAX_SERIES = 2000;
/** Relative tolerance of the percentage test (0.6 / 0.3 is 1.9999999999999998 in binary floating point). */
const EPS = 1e-12;
const key = (suite, path, id) => `${suite}\0${path}\0${id}`;
/** Mean and sample standard deviation; identical values give exactly that value and 0. */
function meanStddev(xs) {
    const n = xs.length;
    if (n === 0)
        return { mean: NaN, stddev: NaN };
    if (xs.every((x) => x === xs[0]))
        return { mean: xs[0], stddev: 0 };
    let sum = 0;
    for (const x of xs)
        sum += x;
    const mean = sum / n;
    if (n < 2)
        return { mean, stddev: 0 };
    let ss = 0;
    for (const x of xs)
        ss += (x - mean) * (x - mean);
    return { mean, stddev: Math.sqrt(ss / (n - 1)) };
}
/** The percentage test; undefined when a value is negative (a ratio of signed values says nothing). */
function percentageTest(current, previous, better, threshold) {
    if (current < 0 || previous < 0)
        return undefined;
    const [num, den] = better === 'lower' ? [current, previous] : [previous, current];
    const ratio = num === den ? 1 : den === 0 ? null : num / den;
    const alert = ratio === null || ratio >= threshold * (1 - EPS);
    const limit = better === 'lower' ? previous * threshold : previous / threshold;
    return { previous, ratio, threshold, limit, alert };
}
/** The z-score test over the window's values. */
function zScoreTest(current, window, better, threshold) {
    const { mean, stddev } = meanStddev(window);
    const z = current === mean ? 0 : stddev > 0 ? (current - mean) / stddev : null;
    const worse = better === 'lower' ? current > mean : current < mean;
    const alert = worse && (z === null || Math.abs(z) > threshold);
    const limit = better === 'lower' ? mean + threshold * stddev : mean - threshold * stddev;
    return { mean, stddev, z, threshold, limit, alert };
}
const judge_short = (c) => c.slice(0, 7);
function fmtZ(z, side) {
    if (z === null)
        return side > 0 ? '+∞' : '−∞';
    const r = Math.round(z * 1000) / 1000;
    return r > 0 ? `+${r}` : r < 0 ? `−${-r}` : '0';
}
/** The BG024 message: the metric, its value, each test and the window judged against (its commits). */
function alertMessage(s, m, window, current) {
    const v = (x) => (0,delta_render/* fmtMetric */.IZ)(x, m.unit);
    const first = window[0];
    const last = window[window.length - 1];
    const span = window.length === 1 ? `commit ${judge_short(first.commit)}` : `commits ${judge_short(first.commit)} to ${judge_short(last.commit)}`;
    const parts = [];
    const z = s.zScore;
    if (z)
        parts.push(`z-score ${fmtZ(z.z, current - z.mean)} against the mean ${v(z.mean)} (standard deviation ${(0,delta_render/* fmtMetric */.IZ)(z.stddev, m.unit)}), ${z.alert ? 'beyond' : 'within'} the boundary ${z.threshold} (worst allowed ${v(z.limit)})`);
    const p = s.percentage;
    if (p)
        parts.push(`worsening ratio ${p.ratio === null ? '∞' : (0,history_config/* fmtPercent */.J0)(p.ratio)} against the previous ${v(p.previous)}, ${p.alert ? 'at or above' : 'below'} the threshold ${(0,history_config/* fmtPercent */.J0)(p.threshold)} (worst allowed ${v(p.limit)})`);
    return `${m.id} (${m.label}) is worse than its history: ${v(current)} (${m.better} is better), judged against the last ${window.length} comparable entr${window.length === 1 ? 'y' : 'ies'} (${span}): ${parts.join('; ')}`;
}
/**
 * Judges the report against the stored entries (oldest first). `current` is this run's commit and time for the
 * series' last point (default: unknown commit, the report's start). Returns the judgement (`Report.history`) and one
 * BG024 finding per alerting metric (an error when `failOnAlert`), with the artifact's path as file and the metric
 * id as subject.
 */
function judgeHistory(report, entries, cfg, source, current = {}) {
    const version = report.tool.version;
    const configHash = report.config.configHash;
    const wanted = new Map();
    for (const s of report.suites)
        for (const a of s.artifacts)
            for (const m of a.metrics ?? [])
                wanted.set(key(s.suite, a.artifact.path, m.id), []);
    let apart = 0;
    for (const e of entries) {
        const isApart = e.version !== version || e.configHash !== configHash;
        if (isApart)
            apart++;
        for (const a of e.artifacts)
            for (const m of a.metrics) {
                const list = wanted.get(key(a.suite, a.path, m.id));
                if (list)
                    list.push({ commit: e.commit, time: e.time, value: m.value, apart: isApart });
            }
    }
    const nowPoint = {
        commit: current.commit ?? history_entry/* UNKNOWN_COMMIT */.PM,
        time: current.time ?? report.startedAt ?? new Date(0).toISOString()
    };
    const series = [];
    const findings = [];
    const severity = cfg.failOnAlert ? 'error' : 'warning';
    for (const s of report.suites)
        for (const a of s.artifacts)
            for (const m of a.metrics ?? []) {
                const stored = wanted.get(key(s.suite, a.artifact.path, m.id));
                const comparable = stored.filter((p) => !p.apart && p.value !== null);
                const window = comparable.slice(Math.max(0, comparable.length - cfg.window));
                const value = Number.isFinite(m.value) ? m.value : null;
                const points = stored
                    .slice(Math.max(0, stored.length - (cfg.chart - 1)))
                    .map((p) => ({ commit: p.commit, time: p.time, value: p.value, ...(p.apart ? { apart: true } : {}) }));
                points.push({ ...nowPoint, value, current: true });
                const out = {
                    suite: s.suite,
                    path: a.artifact.path,
                    metric: m.id,
                    label: m.label,
                    ...(m.unit !== undefined ? { unit: m.unit } : {}),
                    ...(m.better !== undefined ? { better: m.better } : {}),
                    points,
                    status: 'insufficient',
                    sample: window.length
                };
                let status;
                if (!m.better)
                    status = 'no-direction';
                else if (value === null || window.length < cfg.minSample)
                    status = 'insufficient';
                else {
                    const t = (0,history_config/* thresholdsOf */.W6)(cfg, m.id);
                    const values = window.map((p) => p.value);
                    const pct = percentageTest(value, values[values.length - 1], m.better, t.alertThreshold);
                    if (pct)
                        out.percentage = pct;
                    out.zScore = zScoreTest(value, values, m.better, t.zThreshold);
                    status = out.zScore.alert || pct?.alert ? 'alert' : 'ok';
                    if (status === 'alert')
                        findings.push((0,finding/* finding */.g)(general.BG.BG024, alertMessage(out, m, window, value), { file: a.artifact.path, subject: m.id }, severity));
                }
                out.status = status;
                series.push(out);
            }
    const alerts = series.filter((x) => x.status === 'alert').length;
    let shown = series;
    if (series.length > MAX_SERIES) {
        // Keep every alerting series, then the others in report order, up to the cap.
        const room = Math.max(0, MAX_SERIES - alerts);
        let others = 0;
        shown = series.filter((x) => x.status === 'alert' || others++ < room).slice(0, MAX_SERIES);
    }
    return {
        judgement: { source, entries: entries.length, apart, window: cfg.window, series: shown, alerts },
        findings
    };
}

// EXTERNAL MODULE: ./src/history/read.ts
var read = __webpack_require__(18194);
;// CONCATENATED MODULE: ./src/history/run-history.ts
/**
 * A run with its history (docs/history.md): read the store, parse it as hostile input, judge this run against it,
 * add `Report.history` and the findings (BG022-BG024) to the report, and append this run when asked (`write`: push
 * runs of the default branch, `check --history DIR` without `--no-history-write`; pull requests only read). A store
 * that cannot be read or written becomes a finding (BG022, BG025), never a crash.
 */






/** The finding a store's error carries (`HistoryStore`: e.g. the branch store's BG017/BG029), if any. */
const carried = (e) => {
    const f = e?.finding;
    return f && typeof f.code === 'string' && typeof f.message === 'string' && typeof f.severity === 'string'
        ? f
        : undefined;
};
const firstLine = (e) => String(e?.message ?? e)
    .split('\n')[0]
    .slice(0, 500);
/** The report with `history` and the history's findings (counts and verdict recomputed), and whether it was appended. */
async function withHistory(report, store, cfg, meta, opts) {
    const source = store.file ?? store.label;
    // findings point at the history file only when it is one (the branch is not a path of this workspace)
    const loc = store.file !== undefined ? { file: store.file } : {};
    const runFindings = report.findings.slice();
    let entries = [];
    try {
        const parsed = (0,read/* parseHistory */.i)(await store.read(), source, store.file ?? null);
        entries = parsed.entries;
        for (const f of parsed.findings)
            runFindings.push(f);
    }
    catch (e) {
        runFindings.push(carried(e) ??
            (0,finding/* finding */.g)(general.BG.BG022, `the history (${store.label}) could not be read: ${firstLine(e)}; nothing was judged against it`, loc));
    }
    const entry = (0,history_entry/* historyEntry */.xg)(report, meta);
    const { judgement, findings } = judgeHistory(report, entries, cfg, store.label, {
        commit: entry.commit,
        time: entry.time
    });
    // Each alert goes to its artifact (the first of the report with that path and metric).
    const suites = report.suites.map((s) => ({
        ...s,
        artifacts: s.artifacts.map((a) => ({ ...a, findings: a.findings.slice() }))
    }));
    for (const f of findings) {
        const target = suites
            .flatMap((s) => s.artifacts)
            .find((a) => a.artifact.path === f.file && (a.metrics ?? []).some((m) => m.id === f.subject));
        if (target)
            target.findings.push(f);
        else
            runFindings.push(f);
    }
    for (const s of suites)
        for (const a of s.artifacts)
            a.findings.sort(finding/* compareFindings */.E);
    let out = (0,verdict/* recount */.d3)({ ...report, suites, findings: runFindings, history: judgement });
    let appended = false;
    if (opts.write) {
        const extra = [];
        // The stored entry records the run as it ended (its verdict with the alerts).
        const stored = { ...(0,history_entry/* historyEntry */.xg)(out, meta), commit: entry.commit, time: entry.time };
        try {
            await store.append(stored, cfg.max);
            appended = true;
            if (stored.commit === history_entry/* UNKNOWN_COMMIT */.PM)
                extra.push((0,finding/* finding */.g)(general.BG.BG025, `this run was added to the history (${store.label}) without a commit: the checked folder is not a git checkout and no --commit was given, so its entry's commit is ${history_entry/* UNKNOWN_COMMIT */.PM.slice(0, 7)}…`, loc, 'notice'));
        }
        catch (e) {
            extra.push(carried(e) ??
                (0,finding/* finding */.g)(general.BG.BG025, `this run was not added to the history (${store.label}): ${firstLine(e)}. The verdict does not depend on it`, loc));
        }
        if (extra.length)
            out = (0,verdict/* recount */.d3)({ ...out, findings: [...out.findings, ...extra] });
    }
    return { report: { ...out, findings: out.findings.slice().sort(finding/* compareFindings */.E) }, appended };
}


/***/ }),

/***/ 19107:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ mergeReports),
/* harmony export */   T0: () => (/* binding */ resolveReportPaths),
/* harmony export */   w5: () => (/* binding */ mergeReportFiles)
/* harmony export */ });
/* unused harmony export readReportFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(95278);
/* harmony import */ var _core_order_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(92831);
/* harmony import */ var _core_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16085);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(74453);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56092);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(79478);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79954);
/* harmony import */ var _suites_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(72181);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(53309);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(79596);







const key = (suite, path) => `${suite}\0${path}`;





/** Largest sum of the report files of one merge. */
const MAX_TOTAL_REPORT_BYTES = 128 * 1024 * 1024;
/** Most report files in one merge: one per shard. */
const MAX_REPORTS = _core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_SHARDS */ .hH;
function checkReference(r, source, expect) {
    const plan = r.config.plan;
    if (expect.run !== undefined && plan?.run !== expect.run)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} belongs to ${plan?.run ? `run ${plan.run}` : 'no recorded run'}, not to run ${expect.run}; merge only the shard reports of this run`);
    const ref = expect.reference;
    if (!ref)
        return;
    if (r.tool.version !== ref.tool.version)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} was written by benchgate ${r.tool.version} but this merge is benchgate ${ref.tool.version}; the plan can only be verified with the same version`);
    if (r.config.failOn !== ref.config.failOn ||
        r.config.suites.join(',') !== ref.config.suites.join(',') ||
        r.config.configHash !== ref.config.configHash)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} was made with another configuration than this merge's own (configHash ${r.config.configHash.slice(0, 12)}… vs ${ref.config.configHash.slice(0, 12)}…, fail-on ${r.config.failOn} vs ${ref.config.failOn}, suites [${r.config.suites.join(', ')}] vs [${ref.config.suites.join(', ')}]); give merge the same path, suites, options and fail-on as the shards`);
    if (!plan)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} has no plan identity (config.plan); re-run the shards with this benchgate version`);
    const want = ref.config.plan;
    if (plan.hash !== want.hash || plan.artifacts !== want.artifacts)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${source} planned ${plan.artifacts} artifact(s) (plan ${plan.hash.slice(0, 12)}…) but this merge discovers ${want.artifacts} (plan ${want.hash.slice(0, 12)}…) under the same inputs; the report belongs to another checkout or was edited`);
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
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX('no reports to merge');
    if (shards.length > MAX_REPORTS)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${shards.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    for (const s of shards)
        (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .validateReport */ .RE)(s.report, s.source);
    const entriesOf = new Map();
    for (const s of shards)
        entriesOf.set(s, (0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .checkReportConsistency */ .zu)(s.report, s.source));
    for (const s of shards)
        checkReference(s.report, s.source, expect);
    const first = shards[0];
    for (const s of shards.slice(1)) {
        const a = first.report;
        const b = s.report;
        if (a.tool.version !== b.tool.version)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} was written by benchgate ${b.tool.version} but ${first.source} by ${a.tool.version}; run every shard with the same version`);
        if (a.config.failOn !== b.config.failOn)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} has fail-on ${b.config.failOn} but ${first.source} has ${a.config.failOn}; every shard needs the same configuration`);
        if (JSON.stringify(a.config.suites) !== JSON.stringify(b.config.suites))
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} ran suites [${b.config.suites.join(', ')}] but ${first.source} ran [${a.config.suites.join(', ')}]; every shard needs the same suites`);
        if (a.config.configHash !== b.config.configHash)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} and ${first.source} were made with different configurations (configHash ${b.config.configHash.slice(0, 12)}… vs ${a.config.configHash.slice(0, 12)}…); every shard needs the same .benchgate.yml and options`);
        if ((a.config.plan?.run ?? '') !== (b.config.plan?.run ?? ''))
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} belongs to run ${b.config.plan?.run ?? '(none recorded)'} but ${first.source} to run ${a.config.plan?.run ?? '(none recorded)'}; merge the shard reports of one run`);
    }
    if (shards.length === 1 && !first.report.config.shard)
        return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .recount */ .d3)(first.report);
    const count = first.report.config.shard?.count ?? 0;
    const byIndex = new Map();
    for (const s of shards) {
        const sh = s.report.config.shard;
        if (!sh)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} is not a shard report (no config.shard); merge the reports of one sharded run (--shard I/N)`);
        if (sh.count !== count)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} is shard ${sh.index}/${sh.count} but ${first.source} belongs to a run of ${count} shards`);
        if (!sh.slice || !s.report.config.plan)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} has no partition identity (config.plan and config.shard.slice); re-run the shards with this benchgate version`);
        const a = first.report.config.plan;
        const b = s.report.config.plan;
        if (a.hash !== b.hash || a.artifacts !== b.artifacts)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${s.source} planned ${b.artifacts} artifact(s) (plan ${b.hash.slice(0, 12)}…) but ${first.source} planned ${a.artifacts} (plan ${a.hash.slice(0, 12)}…); the shards did not partition the same checkout`);
        const prev = byIndex.get(sh.index);
        if (prev)
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`shard ${sh.index}/${sh.count} appears twice: ${prev} and ${s.source}`);
        byIndex.set(sh.index, s.source);
    }
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!byIndex.has(i))
            missing.push(i);
    if (missing.length)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`missing shard report(s) ${missing.map((i) => `${i}/${count}`).join(', ')}; got ${[...byIndex.keys()]
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
                suites.set(st.suite, (m = {
                    suite: st.suite,
                    title: st.title,
                    ...(st.naming ? { naming: st.naming } : {}),
                    artifacts: [],
                    findings: []
                }));
            for (const a of st.artifacts) {
                const k = key(st.suite, a.artifact.path);
                if (owner.has(k))
                    throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`artifact ${a.artifact.path} (${st.suite}) is in both ${owner.get(k)} and ${source}; the shards do not partition the same work`);
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
    if (union.length !== plan.artifacts || (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .planDigest */ .Gb)(union) !== plan.hash)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`the shards hold ${union.length} artifact(s) but ${plan.artifacts} were planned (plan ${plan.hash.slice(0, 12)}…); a shard report is incomplete or was edited`);
    const order = lead.config.suites;
    const rank = (id) => (order.indexOf(id) === -1 ? Number.MAX_SAFE_INTEGER : order.indexOf(id));
    const merged = [...suites.values()]
        .sort((a, b) => rank(a.suite) - rank(b.suite))
        .map((s) => ({
        ...s,
        findings: [...s.findings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_8__/* .compareFindings */ .E),
        artifacts: [...s.artifacts].sort((a, b) => (0,_core_order_js__WEBPACK_IMPORTED_MODULE_9__/* .compareText */ .n)(a.artifact.path, b.artifact.path))
    }));
    const runFindings = [];
    for (const s of ordered)
        for (const f of s.report.findings)
            runFindings.push(f);
    // Emptiness is decided here, on the union (each shard left it out); fail-on-empty as the shards recorded it. Only
    // the suites that hold artifacts are loaded (their `nothingChecked`).
    const loaded = await (0,_suites_index_js__WEBPACK_IMPORTED_MODULE_6__/* .loadSuites */ ._)((0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .suitesWithArtifacts */ .FD)(merged));
    for (const f of (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .emptinessFindings */ .Hc)(merged, lead.root, lead.config.suites, lead.config.failOnEmpty !== false, loaded))
        runFindings.push(f);
    const starts = ordered
        .map((s) => s.report.startedAt)
        .filter((x) => Boolean(x))
        .sort();
    const durations = ordered.map((s) => s.report.durationMs).filter((x) => typeof x === 'number');
    const attempts = ordered.map((s) => s.report.config.plan?.attempt).filter((x) => typeof x === 'number');
    const { shard: _shard, plan: _plan, ...config } = lead.config;
    const { attempt: _attempt, ...planId } = plan;
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .recount */ .d3)({
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
        findings: runFindings.sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_8__/* .compareFindings */ .E),
        ...(durations.length ? { durationMs: (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_10__/* .maxOf */ ._)(durations) } : {})
    });
}
const SKIP = new Set(['.git', 'node_modules']);
async function walk(dir, rel, out, depth) {
    if (depth > 20)
        return;
    let entries;
    try {
        entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries) {
        if (SKIP.has(e.name))
            continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory())
            await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name), r, out, depth + 1);
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
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(raw) ? raw : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(base, raw);
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs).catch(() => undefined);
            if (!st)
                throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`report ${raw} does not exist`);
            if (st.isDirectory()) {
                const files = [];
                await walk(abs, '', files, 0);
                for (const f of files)
                    if (f.endsWith('.json'))
                        out.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(abs, f));
            }
            else
                out.add(abs);
            continue;
        }
        const pattern = raw.replace(/^\.\//, '');
        const segs = pattern.split('/');
        const firstGlob = segs.findIndex((s) => /[*?{]/.test(s));
        const prefix = segs.slice(0, firstGlob).join('/');
        const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(pattern) ? '/' : base;
        const start = prefix ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, prefix) : root;
        const rest = segs.slice(firstGlob).join('/');
        const files = [];
        const recursive = rest.includes('/') || rest.includes('**');
        if (recursive)
            await walk(start, '', files, 0);
        else
            for (const e of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(start, { withFileTypes: true }).catch(() => []))
                if (e.isFile())
                    files.push(e.name);
        const re = (0,_core_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .globToRegExp */ .tL)(rest);
        for (const f of files)
            if (re.test(f))
                out.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(start, ...f.split('/')));
    }
    return [...out].sort();
}
/** Reads one report file: a regular file of at most MAX_REPORT_BYTES (checked before reading), UTF-8. */
async function readReportFile(path, budget = _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA) {
    const limit = Math.min(_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA, budget);
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch((e) => {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`cannot read ${path}: ${e.code ?? 'error'}`);
    });
    if (!st.isFile())
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is not a regular file`);
    if (st.size > _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .overLimit */ .W)(st.size, _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPORT_BYTES */ .WA)} for a report`);
    if (st.size > limit)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(st.size)}) takes the reports over the ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(MAX_TOTAL_REPORT_BYTES)} limit for one merge`);
    let fh;
    try {
        fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    }
    catch (e) {
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`cannot read ${path}: ${e.code ?? 'error'}`);
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
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} grew over the ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z)(limit)} limit while being read`);
        try {
            return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
        }
        catch {
            throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${path} is not UTF-8 text; give merge the JSON reports (report-json) of the shards`);
        }
    }
    finally {
        await fh.close();
    }
}
/** Reads and merges report files (each bounded and validated before anything else). */
async function mergeReportFiles(paths, expect = {}) {
    if (paths.length > MAX_REPORTS)
        throw new _core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX(`${paths.length} reports given; a merge takes at most ${MAX_REPORTS} (one per shard)`);
    const shards = [];
    let left = MAX_TOTAL_REPORT_BYTES;
    for (const p of paths) {
        const text = await readReportFile(p, left);
        left -= Buffer.byteLength(text);
        shards.push((0,_core_report_check_js__WEBPACK_IMPORTED_MODULE_4__/* .parseShardReport */ .sq)(text, p));
    }
    return mergeReports(shards, expect);
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

/***/ 4075:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ logLine),
/* harmony export */   N1: () => (/* binding */ commandProperty),
/* harmony export */   b$: () => (/* binding */ commandMessage)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62301);

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
    return neutralise((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(s));
}
/** A command's message: newlines kept, other controls shown. `@actions/core` escapes `%`, CR and LF. */
function commandMessage(s) {
    return breakLegacy((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(s, { newline: true }));
}
/** A command's property value: one line, controls shown. `@actions/core` escapes `%`, CR, LF, `:` and `,`. */
function commandProperty(s) {
    return breakLegacy((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(s));
}
/** The runner looks for the legacy `##[command]` form anywhere in a line that is not a `::` command. */
function breakLegacy(s) {
    return s.replace(/##\[/g, `#${JOINER}#[`);
}


/***/ }),

/***/ 16234:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IQ: () => (/* binding */ renderHistoryMarkdown)
/* harmony export */ });
/* unused harmony exports sparkline, compactSeries */
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21551);
/* harmony import */ var _history_chart_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(179);


const BARS = '▁▂▃▄▅▆▇█';
/** Comparable values shown before the current one. */
const SHOWN = 5;
/** Values in the sparkline (the current one included). */
const SPARK = 8;
const CLIP = 120;
const clip = (s) => (s.length > CLIP ? `${s.slice(0, CLIP - 1)}…` : s);
/** A unicode sparkline of the values (lowest ▁, highest █; all equal: ▄). */
function sparkline(values) {
    if (!values.length)
        return '';
    const lo = values.reduce((a, b) => Math.min(a, b));
    const hi = values.reduce((a, b) => Math.max(a, b));
    return values
        .map((v) => (hi === lo ? BARS[3] : BARS[Math.round(((v - lo) / (hi - lo)) * (BARS.length - 1))]))
        .join('');
}
/**
 * The last comparable values, the current one bold: `▇▇▁ 61.00% · 61.00% → **39.00%**` (numbers, dashes and bars
 * only: safe Markdown). A run without a value shows as —; runs apart are left out (they were not judged against).
 */
function compactSeries(s) {
    const cur = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .currentPoint */ .e4)(s);
    const before = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsOf */ .XE)(s).filter((p) => !p.apart && !p.current);
    const curValue = cur ? (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(cur) : null;
    const nums = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .comparablePoints */ .sg)(s).map((p) => (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(p));
    const spark = sparkline(nums.slice(-SPARK));
    const shown = before.slice(-SHOWN).map((p) => (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)((0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOf */ .RP)(p), s.unit));
    const head = `${before.length > SHOWN ? '… · ' : ''}${shown.join(' · ')}`;
    return `${spark ? `${spark} ` : ''}${head}${head ? ' → ' : ''}**${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .fmtValue */ .PB)(curValue, s.unit)}**`;
}
/** The "judged against" cell (unescaped). */
function judgedCell(s) {
    if (s.status === 'no-direction')
        return 'not judged: the metric has no better direction';
    if (s.status === 'insufficient')
        return `not judged: ${typeof s.sample === 'number' ? s.sample : 0} comparable run(s), below the minimum sample size`;
    const tests = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .testsText */ .r$)(s);
    return `${s.status === 'alert' ? '' : 'within the thresholds: '}${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .windowText */ .Kn)(s)}${tests ? `: ${tests}` : ''}`;
}
/** The History block: a line on the judgement, then the alerting and changed metrics (alerts first). */
function renderHistoryMarkdown(h, opts) {
    if (!h.entries)
        return `${opts.heading ?? '###'} History\n\nNo stored runs yet in ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.source)}: this run is the first, so nothing was judged.\n`;
    const series = (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .groupSeries */ .$H)(Array.isArray(h.series) ? h.series : []).flatMap((a) => a.groups.flatMap((g) => g.series));
    const alerts = series.filter(_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .isAlert */ .Hx);
    const moved = series.filter((s) => !(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .isAlert */ .Hx)(s) && (0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .changed */ .tD)(s));
    const rows = [...alerts, ...moved];
    const out = [`${opts.heading ?? '###'} History`];
    out.push(`Judged against ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.source)}: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.entries)} stored run(s)${h.apart ? ` (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.apart)} of another configuration or benchgate version, not judged against)` : ''}; window: the last ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.window)} comparable run(s). **${alerts.length} alert(s)**, ${moved.length} other metric(s) changed, ${series.length - rows.length} unchanged.`);
    const max = Math.max(0, opts.maxRows);
    if (rows.length && max) {
        const lines = rows
            .slice(0, max)
            .map((s) => `| ${(0,_history_chart_js__WEBPACK_IMPORTED_MODULE_1__/* .isAlert */ .Hx)(s) ? '🔔 alert' : '🔵 changed'} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(clip(String(s.path)))} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(clip(String(s.label || s.metric)))} | ${compactSeries(s)} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(judgedCell(s))} |`);
        out.push(`| | artifact | metric | last runs → this run | judged against |\n|---|---|---|---|---|\n${lines.join('\n')}${rows.length > max ? `\n\n_… and ${rows.length - max} more${alerts.length > max ? ` (${alerts.length - max} of them alerts)` : ''}: the HTML report draws every series._` : ''}`);
    }
    return out.join('\n\n') + '\n';
}


/***/ }),

/***/ 16704:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ renderJUnit)
});

// UNUSED EXPORTS: repoPath

// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(62301);
;// CONCATENATED MODULE: ./src/report/escape/xml.ts

/**
 * The XML rule (JUnit). XML 1.0 allows only TAB, LF, CR and U+0020 and above (no lone surrogate, no U+FFFE/FFFF),
 * even as character references. Every other control character, bidi override and lone surrogate is shown escaped
 * as in the CLI (`\x1b`, `\u202e`), never dropped; `& < > " '` become entities. In attributes TAB, LF and CR are
 * written as character references so attribute normalisation keeps them.
 */
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    '\t': '&#9;',
    '\n': '&#10;',
    '\r': '&#13;'
};
/** Element text: newlines and tabs kept. */
function xmlText(s) {
    return (0,escape_text/* escapeControls */.UN)(s, { newline: true, tab: true }).replace(/[&<>"']/g, (c) => ENTITY[c]);
}
/** Attribute value (inside double quotes): newlines and tabs kept as character references. */
function xmlAttr(s) {
    return (0,escape_text/* escapeControls */.UN)(s, { newline: true, tab: true }).replace(/[&<>"'\t\n]/g, (c) => ENTITY[c]);
}

;// CONCATENATED MODULE: ./src/report/junit.ts

/** `path` (relative to the checked folder) made repository-relative: `prefix` is the checked folder ('.' = root). */
function repoPath(prefix, path) {
    const pre = prefix && prefix !== '.' ? prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') : '';
    const rel = path === '.' || path === '' ? '' : path.replace(/^\.\/+/, '');
    return pre && rel ? `${pre}/${rel}` : pre || rel || '.';
}
/**
 * JUnit XML (the Ant/Jenkins shape most reporters read): one <testsuite> per suite, one <testcase> per
 * artifact × gate and one per named case an artifact reports (`ArtifactResult.cases`). fail → <failure>, undecided → <error> (it could not decide), skipped → <skipped>.
 * The findings that count against the gate are listed in the element body.
 * `file=` (and the paths in the bodies) are repository-relative like SARIF's: `prefix` is the checked folder
 * relative to the repository root ('.' or absent for the root), so with `path: examples` every `file` resolves
 * from the repository root (`examples/...`).
 */
function renderJUnit(report, opts = {}) {
    const rp = (p) => repoPath(opts.prefix, p);
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
    let tests = 0;
    let failures = 0;
    let errors = 0;
    let skipped = 0;
    const suites = [];
    for (const s of report.suites) {
        const cases = [];
        let st = 0;
        let sf = 0;
        let se = 0;
        let ss = 0;
        let time = 0;
        for (const a of s.artifacts) {
            const secs = (a.durationMs ?? 0) / 1000;
            time += secs;
            for (const g of a.gates) {
                st++;
                const attrs = `classname="${xmlAttr(`${s.suite}.${a.artifact.path}`)}" name="${xmlAttr(g.id)}" file="${xmlAttr(rp(a.artifact.path))}" time="${(secs / Math.max(1, a.gates.length)).toFixed(3)}"`;
                // The gate's own findings first (the first one names the failure type), then unassigned ones.
                const related = [
                    ...a.findings.filter((f) => f.gate === g.id),
                    ...a.findings.filter((f) => !f.gate && g.status !== 'pass')
                ];
                const body = xmlText(related
                    .map((f) => `${f.severity} ${f.code}${f.file ? ` ${rp(f.file)}${f.line ? `:${f.line}` : ''}` : ''}: ${f.message}`)
                    .join('\n'));
                if (g.status === 'pass')
                    cases.push(`    <testcase ${attrs}/>`);
                else if (g.status === 'fail') {
                    sf++;
                    cases.push(`    <testcase ${attrs}>\n      <failure message="${xmlAttr(g.detail ?? 'gate failed')}" type="${xmlAttr(related[0]?.code ?? 'gate')}">${body}</failure>\n    </testcase>`);
                }
                else if (g.status === 'undecided') {
                    se++;
                    cases.push(`    <testcase ${attrs}>\n      <error message="${xmlAttr(g.detail ?? 'gate could not decide')}" type="undecided">${body}</error>\n    </testcase>`);
                }
                else {
                    ss++;
                    cases.push(`    <testcase ${attrs}>\n      <skipped message="${xmlAttr(g.detail ?? 'not applicable')}"/>\n    </testcase>`);
                }
            }
            // Named cases inside the artifact (e.g. Qsolve cases), one test case each.
            for (const c of a.cases ?? []) {
                st++;
                const attrs = `classname="${xmlAttr(`${s.suite}.${a.artifact.path}.cases`)}" name="${xmlAttr(c.name)}" file="${xmlAttr(rp(a.artifact.path))}" time="${((c.durationMs ?? 0) / 1000).toFixed(3)}"`;
                const msg = xmlAttr(c.message ?? '');
                const text = xmlText(c.message ?? '');
                if (c.status === 'pass')
                    cases.push(`    <testcase ${attrs}/>`);
                else if (c.status === 'fail') {
                    sf++;
                    cases.push(`    <testcase ${attrs}>\n      <failure message="${msg || 'case failed'}" type="case">${text}</failure>\n    </testcase>`);
                }
                else if (c.status === 'undecided') {
                    se++;
                    cases.push(`    <testcase ${attrs}>\n      <error message="${msg || 'case could not be decided'}" type="undecided">${text}</error>\n    </testcase>`);
                }
                else {
                    ss++;
                    cases.push(`    <testcase ${attrs}>\n      <skipped message="${msg || 'not applicable'}"/>\n    </testcase>`);
                }
            }
        }
        tests += st;
        failures += sf;
        errors += se;
        skipped += ss;
        suites.push(`  <testsuite name="${xmlAttr(s.title)}" id="${xmlAttr(s.suite)}" tests="${st}" failures="${sf}" errors="${se}" skipped="${ss}" time="${time.toFixed(3)}"${report.startedAt ? ` timestamp="${xmlAttr(report.startedAt)}"` : ''}>\n${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>`);
    }
    lines.push(`<testsuites name="benchgate" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${((report.durationMs ?? 0) / 1000).toFixed(3)}">`);
    for (const x of suites)
        lines.push(x);
    lines.push('</testsuites>');
    return lines.join('\n') + '\n';
}


/***/ }),

/***/ 54285:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   mK: () => (/* binding */ SUMMARY_MODES)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT_BYTES, cell */
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80559);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21551);
/* harmony import */ var _summary_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76158);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65655);
/* harmony import */ var _delta_render_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45173);
/* harmony import */ var _history_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16234);






/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const ICON = {
    pass: '✅ pass',
    fail: '❌ fail',
    undecided: '⚠️ undecided',
    skipped: '⏭️ skipped'
};
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };
/** A Markdown table cell (the channel's rule: `src/report/escape/markdown.ts`). */
const cell = (/* unused pure expression or super */ null && (mdCell));
function cellOf(v) {
    return v !== null && typeof v === 'object' && 'code' in v ? (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(v.code) : (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(v);
}
/** One table row; it has exactly as many cells as there are columns. */
function tableRow(width, r) {
    const cells = [];
    for (let i = 0; i < width; i++)
        cells.push(cellOf(r[i]));
    return `| ${cells.join(' | ')} |`;
}
function tableHead(columns) {
    return `| ${columns.map(_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz).join(' | ')} |\n|${columns.map(() => '---').join('|')}|`;
}
/** A table; every row has exactly as many cells as there are columns. */
function table(columns, rows) {
    const lines = [tableHead(columns)];
    for (const r of rows)
        lines.push(tableRow(columns.length, r));
    return lines.join('\n');
}
function newMemo() {
    return { rows: new Map(), rowsWithArtifact: new Map() };
}
function renderSection(sec) {
    if (sec.kind === 'chart')
        return renderSection((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_4__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'mermaid')
        return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(sec.title)}**\n\n${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdFence */ .F)('mermaid', sec.source)}`;
    if (sec.kind === 'text')
        return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(sec.title)}**: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(sec.body)}`;
    return `**${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(sec.note)}_` : ''}`;
}
const SUMMARY_MODES = ['full', 'failures', 'compact'];
/**
 * Trim levels, tried in order until the summary fits (like dorny/test-reporter: details first, then passing
 * artifacts, then rows): each level also applies the ones before it.
 */
const TRIM_STEPS = [
    'the table of all findings',
    'the detail tables of passing artifacts',
    'the passing-gate lists',
    'the sections of passing artifacts (they stay in the overview table)'
];
/** An artifact with more findings than this shows only those that fail the verdict open. */
const OPEN_FINDINGS = 10;
/**
 * The job summary: the verdict, an overview table (one row per artifact, failing first, with its headline
 * numbers), then one section per artifact: its failing gates, its findings with the fix from the code
 * registry, its passing gates collapsed in one `<details>`, and its tables. If the whole would pass the size
 * limit, whole parts are dropped in the order of TRIM_STEPS, then findings rows and table rows are cut, and a
 * note says what was cut.
 */
function renderSummary(report, opts = {}) {
    const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
    const fits = (s) => Buffer.byteLength(s) <= limit;
    const memo = newMemo();
    const render = (c) => compose(report, opts, c, memo);
    let cut = { level: 0, maxFindings: Infinity, maxSectionRows: Infinity };
    let out = render(cut);
    for (let level = 1; !fits(out) && level <= TRIM_STEPS.length; level++)
        out = render((cut = { ...cut, level }));
    if (!fits(out)) {
        // Then rows: the largest number of rows per detail table that fits, then of findings rows per artifact. (A cut at
        // the longest detail table's length, and at least the 50 rows of the delta and history tables, cuts nothing: the
        // search stops there.)
        let lo = 0;
        let hi = Math.min(10000, Math.max(50, longestTable(report)));
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(render({ ...cut, maxSectionRows: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        cut = { ...cut, maxSectionRows: lo };
        out = render(cut);
    }
    if (!fits(out)) {
        let lo = 0;
        let hi = countFindings(report);
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(render({ ...cut, maxFindings: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        out = render({ ...cut, maxFindings: lo });
    }
    if (!fits(out))
        out =
            Buffer.from(out)
                .subarray(0, limit - 300)
                .toString('utf8')
                .replace(/\uFFFD$/, '') +
                `\n\n> ✂️ The summary was cut at ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(opts.limitName ?? "GitHub's 1 MiB limit")} (BG009). The JSON report has everything.\n`;
    return out;
}
/** The most rows of any detail table in the report. */
function longestTable(r) {
    let n = 0;
    for (const s of r.suites)
        for (const a of s.artifacts)
            for (const sec of a.sections ?? [])
                if (sec.kind === 'table')
                    n = Math.max(n, sec.rows.length);
    return n;
}
function countFindings(r) {
    let n = r.findings.length;
    for (const s of r.suites) {
        n = Math.max(n, s.findings.length);
        for (const a of s.artifacts)
            n = Math.max(n, a.findings.length);
    }
    return n;
}
/** A findings table (severity, code, location, message) and the fix of each code from the registry. */
function findingsBlock(memo, findings, lookup, max, cutNote, withArtifact) {
    if (!findings.length)
        return [];
    const order = { error: 0, warning: 1, notice: 2 };
    const sorted = findings.slice().sort((a, b) => order[a.severity] - order[b.severity]);
    const shown = sorted.slice(0, max);
    const cols = withArtifact
        ? ['severity', 'code', 'artifact', 'location', 'message']
        : ['severity', 'code', 'location', 'message'];
    const cache = withArtifact ? memo.rowsWithArtifact : memo.rows;
    const lines = [tableHead(cols)];
    for (const x of shown) {
        let row = cache.get(x);
        if (row === undefined) {
            const msg = x.message + (x.subject ? ` [${x.subject}]` : '');
            row = withArtifact
                ? tableRow(5, [SEV[x.severity], x.code, withArtifact(x), (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .location */ .C5)(x), msg])
                : tableRow(4, [SEV[x.severity], x.code, (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .location */ .C5)(x), msg]);
            cache.set(x, row);
        }
        lines.push(row);
    }
    const parts = [lines.join('\n')];
    if (shown.length < sorted.length)
        parts.push(cutNote(sorted.length - shown.length));
    if (!withArtifact) {
        const fixes = [];
        const seen = new Set();
        for (const x of shown) {
            if (x.severity === 'notice' || seen.has(x.code))
                continue;
            seen.add(x.code);
            const def = lookup?.(x.code);
            if (def)
                fixes.push(`- **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(x.code)}** ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(def.title)}: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(def.fix)}`);
        }
        if (fixes.length)
            parts.push(`**How to fix**\n\n${fixes.join('\n')}`);
    }
    return parts;
}
function gateRows(gates) {
    return gates.map((g) => [g.id, ICON[g.status], g.detail ?? '']);
}
function headlineText(v) {
    return v.headline.map((h) => `${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.label)} **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(h.value)}**`).join(' · ');
}
function compose(report, opts, cut, memo) {
    const mode = opts.mode ?? 'full';
    const limitName = opts.limitName ?? "GitHub's 1 MiB limit";
    const parts = [];
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
    parts.push(`## ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(report.config.shard.index)}/${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(report.config.shard.count)})` : ''}`);
    parts.push(`${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`);
    if (report.delta)
        parts.push((0,_delta_render_js__WEBPACK_IMPORTED_MODULE_2__/* .renderDeltaMarkdown */ .G8)(report.delta, {
            maxRows: Number.isFinite(cut.maxSectionRows) ? Math.min(50, cut.maxSectionRows) : 50
        }).trimEnd());
    if (report.history)
        parts.push((0,_history_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .renderHistoryMarkdown */ .IQ)(report.history, {
            maxRows: Number.isFinite(cut.maxSectionRows) ? Math.min(50, cut.maxSectionRows) : 50
        }).trimEnd());
    const views = (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .artifactViews */ .tx)(report);
    if (views.length) {
        parts.push(table(['verdict', 'artifact', 'suite', 'headline'], views.map((v) => [
            v.verdict === 'pass' ? '✅' : '❌',
            { code: v.result.artifact.path },
            v.suite.title,
            v.headline.map((h) => `${h.label} ${h.value}`).join(' · ')
        ])));
    }
    // Findings of the run itself and of suites (configuration, discovery): never dropped by the mode.
    const loose = [...report.findings];
    for (const s of report.suites)
        for (const x of s.findings)
            loose.push(x);
    if (loose.length) {
        parts.push(`### Run and suite findings (${loose.length})`);
        for (const p of findingsBlock(memo, loose, opts.lookup, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(limitName)} (BG009); the JSON report has every one.`))
            parts.push(p);
    }
    let sectionRowsCut = 0;
    let passingOmitted = 0;
    const renderSec = (sec) => {
        if (sec.kind === 'table' && sec.rows.length > cut.maxSectionRows) {
            sectionRowsCut += sec.rows.length - cut.maxSectionRows;
            return renderSection({
                ...sec,
                rows: sec.rows.slice(0, cut.maxSectionRows),
                note: `${sec.rows.length - cut.maxSectionRows} more row(s) cut to fit ${limitName}; see the JSON report.`
            });
        }
        return renderSection(sec);
    };
    for (const v of views) {
        const failing = v.verdict === 'fail';
        if (mode === 'compact' || (mode === 'failures' && !failing))
            continue;
        if (!failing && cut.level >= 4) {
            passingOmitted++;
            continue;
        }
        const a = v.result;
        parts.push(`### ${failing ? '❌' : '✅'} ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(v.name)}: ${failing ? 'failed' : 'passed'}`);
        parts.push(`${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(a.artifact.path)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(a.artifact.kind)}) · ${headlineText(v)}`);
        const bad = a.gates.filter((x) => x.status === 'fail' || x.status === 'undecided');
        const rest = a.gates.filter((x) => x.status === 'pass' || x.status === 'skipped');
        if (bad.length)
            parts.push(`**Failing or undecided gates (${bad.length})**\n\n${table(['gate', 'status', 'detail'], gateRows(bad))}`);
        const cutNote = (n) => `> ✂️ ${n} more finding(s) of this artifact cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(limitName)} (BG009); the JSON report has every one.`;
        if (a.findings.length)
            parts.push(`**Findings (${a.findings.length})**`);
        if (a.findings.length > OPEN_FINDINGS) {
            // Many findings: those that fail the verdict stay open, the rest are collapsed.
            const open = a.findings.filter((x) => (0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .counts */ .tQ)(x, report.config.failOn));
            const rest = a.findings.filter((x) => !(0,_summary_model_js__WEBPACK_IMPORTED_MODULE_5__/* .counts */ .tQ)(x, report.config.failOn));
            for (const p of findingsBlock(memo, open, opts.lookup, cut.maxFindings, cutNote))
                parts.push(p);
            if (rest.length)
                parts.push(`<details><summary>${rest.length} more warning(s) and notice(s)</summary>\n\n${findingsBlock(memo, rest, opts.lookup, Math.max(0, cut.maxFindings - open.length), cutNote).join('\n\n')}\n\n</details>`);
        }
        else
            for (const p of findingsBlock(memo, a.findings, opts.lookup, cut.maxFindings, cutNote))
                parts.push(p);
        if (rest.length && cut.level < 3) {
            const np = rest.filter((x) => x.status === 'pass').length;
            const ns = rest.length - np;
            parts.push(`<details><summary>${np} passing gate(s)${ns ? `, ${ns} skipped` : ''}</summary>\n\n${table(['gate', 'status', 'detail'], gateRows(rest))}\n\n</details>`);
        }
        const secs = a.sections ?? [];
        if (secs.length && (failing || cut.level < 2)) {
            const body = secs.map(renderSec).join('\n\n');
            parts.push(failing
                ? body
                : `<details><summary>Details: ${secs.map((x) => (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(x.title)).join(', ')}</summary>\n\n${body}\n\n</details>`);
        }
    }
    for (const s of report.suites) {
        if (mode !== 'full' || !s.skipped?.length)
            continue;
        parts.push(`<details><summary>${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.title)}: ${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [{ code: k.path }, k.reason]))}\n\n</details>`);
    }
    if (mode === 'compact') {
        const failingGates = [];
        for (const v of views)
            for (const x of v.result.gates)
                if (x.status === 'fail' || x.status === 'undecided')
                    failingGates.push(`- ${x.status === 'fail' ? '❌' : '⚠️'} ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(v.name)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(v.result.artifact.path)}) **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(x.id)}**${x.detail ? `: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(x.detail)}` : ''}`);
        if (failingGates.length)
            parts.push(`**Failing or undecided gates (${failingGates.length})**\n\n${failingGates.slice(0, 100).join('\n')}${failingGates.length > 100 ? `\n- … and ${failingGates.length - 100} more` : ''}`);
        const nf = report.counts.findings.error + report.counts.findings.warning + report.counts.findings.notice;
        if (nf)
            parts.push(`_Compact summary (input \`summary: compact\`): the ${nf} finding(s) are in the annotations, the check run and the JSON report._`);
    }
    else if (mode === 'full' && cut.level < 1) {
        // Every finding in one table with the artifact it belongs to (collapsed: the sections above have them too).
        const all = [];
        const owner = new Map();
        for (const v of views)
            for (const x of v.result.findings) {
                all.push(x);
                owner.set(x, v.name);
            }
        if (all.length) {
            const body = findingsBlock(memo, all, opts.lookup, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut (BG009).`, (x) => owner.get(x) ?? '');
            parts.push(`<details><summary>All findings by artifact (${all.length})</summary>\n\n${body.join('\n\n')}\n\n</details>`);
        }
    }
    const dropped = TRIM_STEPS.slice(0, cut.level);
    if (dropped.length)
        parts.push(`> ✂️ To keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(limitName)} (BG009), it leaves out ${dropped.join('; ')}${passingOmitted ? ` (${passingOmitted} passing artifact(s))` : ''}. The JSON report, the annotations and the check run have everything.`);
    if (sectionRowsCut)
        parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(limitName)} (BG009).`);
    const url = (0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdUrl */ .T3)(opts.detailsUrl);
    if (url)
        parts.push(`[Full run](${url})`);
    return parts.join('\n\n') + '\n';
}


/***/ }),

/***/ 79954:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e4: () => (/* binding */ RunError),
  Hc: () => (/* binding */ emptinessFindings),
  k_: () => (/* binding */ runCheck),
  FD: () => (/* binding */ suitesWithArtifacts)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/glob.ts
var core_glob = __webpack_require__(16085);
// EXTERNAL MODULE: ./src/core/options.ts
var options = __webpack_require__(83457);
// EXTERNAL MODULE: ./src/core/no-regression-config.ts
var no_regression_config = __webpack_require__(95311);
// EXTERNAL MODULE: ./src/core/history-config.ts
var history_config = __webpack_require__(56346);
// EXTERNAL MODULE: ./src/core/trust.ts
var trust = __webpack_require__(39597);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/core/config.ts









const CONFIG_FILE = '.benchgate.yml';
const MAX_CONFIG_BYTES = 1024 * 1024;
const EMPTY_CONFIG = { exclude: [], suites: {} };
/**
 * What the checked tree may set at the top level of `.benchgate.yml` (docs/security.md): the run applies these with
 * `resolveTreeOptions` against the job's inputs / flags, so a loosening value is ignored with BG014.
 */
const CONFIG_TRUST = {
    // never < error < warning: `warning` from the tree tightens the job's `error`, `never` is ignored.
    'fail-on': (0,trust/* tightenByOrder */.L4)(['never', 'error', 'warning'], 'error'),
    'fail-on-empty': (0,trust/* tightenBool */.mA)(true, true),
    // Any no-regression gate adds a gate (tighter than none); when the job gives one, only the same one is accepted.
    'no-regression': {
        tree: 'tighten',
        rank: (v) => (v === undefined ? 0 : v.enabled ? 1 : 0)
    },
    exclude: {
        tree: 'scope',
        why: 'narrows what is looked at, like deleting the files in the pull request (visible in its diff); an empty run still fails (fail-on-empty)'
    },
    suites: {
        tree: 'scope',
        why: '`enabled`, `include`, `exclude` narrow what is looked at; the job pins the suites with its `suites` input / `--suites`'
    }
};
/** How the job sets a top-level option (for BG014 messages). */
const CONFIG_JOB_HINT = {
    'fail-on': 'the action input `fail-on` or the CLI flag `--fail-on`',
    'fail-on-empty': 'the action input `fail-on-empty: false` or the CLI flag `--no-fail-on-empty`',
    'no-regression': 'the action input `no-regression` or the CLI flag `--no-regression`'
};
const TOP_KEYS = new Set(['exclude', 'fail-on', 'fail-on-empty', 'suites', 'no-regression', 'history']);
const SUITE_KEYS = new Set(['enabled', 'include', 'exclude', 'options']);
/**
 * Parses `.benchgate.yml`. Every problem is a BG002 finding at its line and column; the configuration
 * returned keeps whatever was valid. Aliases are bounded (no YAML bombs) and duplicate keys refused.
 */
function parseConfig(text, knownSuites, file = CONFIG_FILE) {
    const findings = [];
    const config = { exclude: [], suites: {} };
    const positions = {};
    const lc = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(general.BG.BG002, `${file} cannot be parsed: ${e.message}`, { file }));
        return { config, findings, positions };
    }
    const at = (node) => {
        const r = node && node.range;
        if (!r)
            return {};
        const p = lc.linePos(r[0]);
        return { line: p.line, column: p.col };
    };
    const bad = (node, msg) => findings.push((0,finding/* finding */.g)(general.BG.BG002, msg, { file, ...at(node) }));
    for (const err of doc.errors) {
        const p = lc.linePos(err.pos[0]);
        findings.push((0,finding/* finding */.g)(general.BG.BG002, `${file}: ${err.message.split('\n')[0]}`, { file, line: p.line, column: p.col }));
    }
    if (doc.errors.length)
        return { config, findings, positions };
    let js;
    try {
        js = doc.toJS({ maxAliasCount: 50 });
    }
    catch (e) {
        bad(doc.contents, `${file}: ${e.message}`);
        return { config, findings, positions };
    }
    if (js === null || js === undefined)
        return { config, findings, positions };
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root)) {
        bad(root, `${file} must be a mapping with the keys exclude, fail-on, suites`);
        return { config, findings, positions };
    }
    const strList = (node, what) => {
        if (!(0,dist/* isSeq */.oP)(node) || !node.items.every((i) => (0,dist/* isScalar */.jn)(i) && typeof i.value === 'string')) {
            bad(node, `${what} must be a list of glob strings`);
            return undefined;
        }
        const out = [];
        for (const item of node.items) {
            const glob = String(item.value);
            try {
                (0,core_glob/* globToRegExp */.tL)(glob);
                out.push(glob);
            }
            catch (e) {
                if (!(e instanceof core_glob/* GlobError */.pZ))
                    throw e;
                bad(item, `${what}: ${e.message}; the pattern was ignored. Fix the pattern (each {a,b} alternative is itself a glob)`);
            }
        }
        return out;
    };
    for (const pair of root.items) {
        const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
        const val = pair.value;
        if (!TOP_KEYS.has(key)) {
            bad(pair.key, `unknown key "${key}" in ${file}; expected one of ${[...TOP_KEYS].join(', ')}`);
            continue;
        }
        positions[key] = at(pair.key);
        if (key === 'exclude')
            config.exclude = strList(val, 'exclude') ?? [];
        else if (key === 'fail-on') {
            const v = (0,dist/* isScalar */.jn)(val) ? val.value : undefined;
            if (v === 'error' || v === 'warning' || v === 'never')
                config.failOn = v;
            else
                bad(val, `fail-on must be error, warning or never`);
        }
        else if (key === 'fail-on-empty') {
            const v = (0,dist/* isScalar */.jn)(val) ? val.value : undefined;
            // `false` is kept here and ignored with BG014 by the run (CONFIG_TRUST): only the job may turn it off.
            if (typeof v === 'boolean')
                config.failOnEmpty = v;
            else
                bad(val, `fail-on-empty must be true (it can only be turned off by the action input or the CLI flag)`);
        }
        else if (key === 'no-regression') {
            const nr = (0,no_regression_config/* parseNoRegression */.i)((0,dist/* isScalar */.jn)(val)
                ? val.value
                : (0,dist/* isMap */.jh)(val)
                    ? (0,options/* stripPrototypeKeys */.dE)(val.toJS(doc, { maxAliasCount: 50 }) ?? {}, 'no-regression', [])
                    : val?.toJSON?.(), 'no-regression');
            for (const e of nr.errors)
                bad(val, e);
            config.noRegression = nr.config;
        }
        else if (key === 'history') {
            if ((0,dist/* isMap */.jh)(val))
                for (const hp of val.items)
                    if ((0,dist/* isScalar */.jn)(hp.key)) {
                        const hk = String(hp.key.value);
                        positions[`history.${hk}`] = at(hp.key);
                        if (hk === 'metrics' && (0,dist/* isMap */.jh)(hp.value))
                            for (const mp of hp.value.items)
                                if ((0,dist/* isScalar */.jn)(mp.key))
                                    positions[`history.metrics.${String(mp.key.value)}`] = at(mp.key);
                    }
            const hs = (0,history_config/* parseHistorySettings */.nr)((0,dist/* isMap */.jh)(val) ? (0,options/* stripPrototypeKeys */.dE)(val.toJS(doc, { maxAliasCount: 50 }) ?? {}, 'history', []) : val?.toJSON?.(), 'history');
            (0,arrays/* pushAll */.iI)(findings, (0,history_config/* historySettingsFindings */.eg)(hs, file, (k) => positions[k] ?? at(val)));
            config.history = hs;
        }
        else if (key === 'suites') {
            if (!(0,dist/* isMap */.jh)(val)) {
                bad(val, 'suites must be a mapping from suite id to its settings');
                continue;
            }
            for (const sp of val.items) {
                const id = (0,dist/* isScalar */.jn)(sp.key) ? String(sp.key.value) : '';
                if (!knownSuites.includes(id)) {
                    findings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}" in ${file}; known suites: ${knownSuites.join(', ')}`, {
                        file,
                        ...at(sp.key)
                    }));
                    continue;
                }
                const sv = sp.value;
                const sc = { options: {} };
                if ((0,dist/* isScalar */.jn)(sv) && typeof sv.value === 'boolean') {
                    sc.enabled = sv.value;
                    config.suites[id] = sc;
                    continue;
                }
                if (!(0,dist/* isMap */.jh)(sv)) {
                    bad(sv, `suites.${id} must be a mapping (enabled, include, exclude, options) or true/false`);
                    continue;
                }
                for (const kp of sv.items) {
                    const k = (0,dist/* isScalar */.jn)(kp.key) ? String(kp.key.value) : '';
                    const kv = kp.value;
                    if (!SUITE_KEYS.has(k))
                        bad(kp.key, `unknown key "${k}" in suites.${id}; expected one of ${[...SUITE_KEYS].join(', ')}`);
                    else if (k === 'enabled') {
                        if ((0,dist/* isScalar */.jn)(kv) && typeof kv.value === 'boolean')
                            sc.enabled = kv.value;
                        else
                            bad(kv, `suites.${id}.enabled must be true or false`);
                    }
                    else if (k === 'include' || k === 'exclude') {
                        const l = strList(kv, `suites.${id}.${k}`);
                        if (l)
                            sc[k] = l;
                    }
                    else if (k === 'options') {
                        if (!(0,dist/* isMap */.jh)(kv))
                            bad(kv, `suites.${id}.options must be a mapping`);
                        else {
                            for (const op of kv.items)
                                if ((0,dist/* isScalar */.jn)(op.key))
                                    positions[`suites.${id}.options.${String(op.key.value)}`] = at(op.key);
                            for (const pk of prototypeKeyNodes(kv))
                                findings.push((0,finding/* finding */.g)(general.BG.BG004, `suites.${id}.options: "${String(pk.value)}" is not an option name (prototype keys are refused); the value was ignored`, { file, ...at(pk) }));
                            sc.options = (0,options/* stripPrototypeKeys */.dE)(kv.toJS(doc, { maxAliasCount: 50 }) ?? {}, `suites.${id}.options`, []);
                        }
                    }
                }
                config.suites[id] = sc;
            }
        }
    }
    return { config, findings, positions };
}
/** Scalar keys named `__proto__`, `constructor` or `prototype` anywhere below a node (bounded depth), for positioned BG004 findings. */
function prototypeKeyNodes(node, depth = 0, out = []) {
    if (!node || depth > 64)
        return out;
    if ((0,dist/* isMap */.jh)(node)) {
        for (const p of node.items) {
            if ((0,dist/* isScalar */.jn)(p.key) && options/* PROTOTYPE_KEYS */.OJ.has(String(p.key.value)))
                out.push(p.key);
            prototypeKeyNodes(p.value, depth + 1, out);
        }
    }
    else if ((0,dist/* isSeq */.oP)(node))
        for (const i of node.items)
            prototypeKeyNodes(i, depth + 1, out);
    return out;
}

// EXTERNAL MODULE: ./src/core/partition.ts
var partition = __webpack_require__(74453);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/core/walk.ts
var walk = __webpack_require__(90670);
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
/**
 * Whether git could find a repository for `root`: `GIT_DIR` is set, or `root` or a folder above it holds a `.git`
 * (the folder of a clone, or the file of a worktree or submodule). Without one `git ls-files` fails, so it is not
 * started: a check of a folder outside any repository spawns no process.
 */
async function mayBeInGitRepo(root) {
    if (process.env['GIT_DIR'])
        return true;
    for (let d = root;; d = (0,external_node_path_.dirname)(d)) {
        try {
            await (0,promises_.lstat)((0,external_node_path_.join)(d, '.git'));
            return true;
        }
        catch {
            /* not here */
        }
        if ((0,external_node_path_.dirname)(d) === d)
            return false;
    }
}
/** Lists the tree under `root` (absolute): tracked and untracked-but-not-ignored files in a git checkout, else every file. */
async function walkTree(rootIn) {
    const root = await (0,promises_.realpath)(rootIn);
    const findings = [];
    let candidates;
    let source = 'filesystem';
    if (await mayBeInGitRepo(root))
        try {
            // Paths relative to `root` (git's cwd; no --full-name), so no second call is needed to find the top level.
            const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], {
                cwd: root,
                maxBuffer: 512 * 1024 * 1024,
                env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
            });
            candidates = stdout.split('\0').filter((s) => s.length > 0);
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
var build = __webpack_require__(95066);
// EXTERNAL MODULE: ./src/report/escape/workflow.ts
var workflow = __webpack_require__(4075);
// EXTERNAL MODULE: ./src/suites/index.ts
var suites = __webpack_require__(72181);
// EXTERNAL MODULE: ./src/suites/result.ts
var suites_result = __webpack_require__(18408);
;// CONCATENATED MODULE: ./src/core/own-output.ts

/**
 * benchgate's own JSON report (`report-json`, a shard report, a baseline file: all `schemas/report.schema.json`)
 * starts with these two keys in this order (`JSON.stringify` of the report model). A file whose first bytes say so
 * is benchgate's output, not a benchmark artifact: no suite claims it (a report lying in the tree used to fail as
 * a pcs bundle, PCS007, which broke the `baseline: <path>` recipe).
 */
const REPORT_HEAD = /^\uFEFF?\s*\{\s*"schema"\s*:\s*"benchgate\.report\/[0-9]+"\s*,\s*"tool"\s*:\s*\{\s*"name"\s*:\s*"benchgate"\s*[,}]/;
/** A history's `entries.jsonl` (docs/history.md): each line a `schemas/history.schema.json` entry, `schema` first. */
const HISTORY_HEAD = /^\uFEFF?\s*\{\s*"schema"\s*:\s*"benchgate\.history\/[0-9]+"\s*,\s*"commit"\s*:/;
const HEAD_BYTES = 256;
async function head(abs) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const buf = Buffer.alloc(HEAD_BYTES);
        const { bytesRead } = await fh.read(buf, 0, HEAD_BYTES, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
/**
 * The `.json` files of the tree that are benchgate reports and the `.jsonl` files that are benchgate histories (a
 * `--history DIR` inside the checked folder), by their first bytes; an unreadable file is left to the suites, which
 * report it. Checked files are untrusted, so this only ever removes a file from discovery and
 * says so (BG027): a tree that dresses an artifact up as a report gains nothing it could not get by deleting it.
 */
async function findOwnReports(tree) {
    const out = [];
    for (const f of tree.files) {
        const lower = f.toLowerCase();
        const re = lower.endsWith('.json') ? REPORT_HEAD : lower.endsWith('.jsonl') ? HISTORY_HEAD : undefined;
        if (!re)
            continue;
        try {
            if (re.test(await head(tree.abs(f))))
                out.push(f);
        }
        catch {
            /* unreadable: the suites report it */
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
// EXTERNAL MODULE: ./src/baseline/no-regression.ts
var no_regression = __webpack_require__(10116);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
// EXTERNAL MODULE: ./src/history/run-history.ts + 1 modules
var run_history = __webpack_require__(68291);
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
    let config = EMPTY_CONFIG;
    let positions = {};
    const cfgPath = (0,external_node_path_.join)(root, CONFIG_FILE);
    try {
        const st = await (0,promises_.stat)(cfgPath);
        if (st.size > MAX_CONFIG_BYTES)
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `${CONFIG_FILE} is ${(0,bytes/* overLimit */.W)(st.size, MAX_CONFIG_BYTES)}`, {
                file: CONFIG_FILE
            }));
        else {
            const parsed = parseConfig(await (0,promises_.readFile)(cfgPath, 'utf8'), [...known]);
            config = parsed.config;
            positions = parsed.positions;
            (0,arrays/* pushAll */.iI)(runFindings, parsed.findings);
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `cannot read ${CONFIG_FILE}: ${e.message}`, { file: CONFIG_FILE }));
    }
    // The checked tree may only tighten the job's settings (CONFIG_TRUST; a loosening value is ignored with BG014).
    const at = (key) => positions[key] ?? positions[key.replace(/\.[^.]*$/, '')] ?? {};
    const top = (0,trust/* resolveTreeOptions */.b4)({
        ...(config.failOn !== undefined ? { 'fail-on': config.failOn } : {}),
        ...(config.failOnEmpty !== undefined ? { 'fail-on-empty': config.failOnEmpty } : {}),
        ...(config.noRegression !== undefined ? { 'no-regression': config.noRegression } : {})
    }, {
        ...(opts.failOn !== undefined ? { 'fail-on': opts.failOn } : {}),
        ...(opts.failOnEmpty !== undefined ? { 'fail-on-empty': opts.failOnEmpty } : {}),
        ...(opts.noRegression !== undefined ? { 'no-regression': opts.noRegression } : {})
    }, CONFIG_TRUST, { file: CONFIG_FILE, prefix: '', at, jobHint: (k) => CONFIG_JOB_HINT[k] ?? 'the action input or CLI flag' });
    (0,arrays/* pushAll */.iI)(runFindings, top.findings);
    const failOn = top.options['fail-on'] ?? 'error';
    const failOnEmpty = top.options['fail-on-empty'] ?? true;
    const noRegression = top.options['no-regression'];
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
    // Each suite's options: the tree's applied over the job's only where they tighten (the suite's own declarations).
    const resolvedOptions = new Map();
    for (const suite of selected) {
        const prefix = `suites.${suite.id}.options`;
        const loc = {
            file: CONFIG_FILE,
            prefix,
            at: (k) => at(`${prefix}.${k}`),
            jobHint: (k) => `the action input \`options\` (${suite.id}: {${k}: …}) or the CLI flag \`--option ${suite.id}.${k}=…\``
        };
        const r = (0,trust/* resolveTreeOptions */.b4)(config.suites[suite.id]?.options ?? {}, suiteOptions[suite.id] ?? {}, suite.optionTrust?.table ?? {}, loc, suite.optionTrust?.canonical);
        if (!suite.optionTrust)
            for (const k of Object.keys(r.fromTree)) {
                // No declarations: nothing from the tree is trusted.
                delete r.options[k];
                r.findings.push((0,finding/* finding */.g)(general.BG.BG014, `${CONFIG_FILE}: \`${prefix}.${k}\` is ignored: suite ${suite.id} declares no option the checked tree may set; the job must set it (${loc.jobHint(k)})`, { file: CONFIG_FILE, ...loc.at(k) }));
            }
        (0,arrays/* pushAll */.iI)(runFindings, r.findings);
        resolvedOptions.set(suite.id, suite.optionTrust ? r : { ...r, fromTree: {} });
    }
    const walk = await walkTree(root);
    (0,arrays/* pushAll */.iI)(runFindings, walk.findings);
    const globalExclude = config.exclude.map(core_glob/* globToRegExp */.tL);
    // benchgate's own reports lying in the tree (a baseline file, an earlier run's report-json) are not artifacts.
    const own = new Set(await findOwnReports(walk.tree));
    for (const f of own)
        runFindings.push((0,finding/* finding */.g)(general.BG.BG027, f.toLowerCase().endsWith('.jsonl')
            ? `${f} is a benchgate history (schema benchgate.history), not a benchmark artifact: not checked`
            : `${f} is a benchgate report (schema benchgate.report), not a benchmark artifact: not checked`, { file: f }));
    const baseTree = walk.tree.filter((f) => !own.has(f) && !(0,core_glob/* matchesAny */._I)(f, globalExclude));
    // Every shard discovers everything, but only shard 1 reports run-level and discovery findings, so a merge
    // of all shards holds each of them exactly once.
    const leadShard = !opts.shard || opts.shard.index === 1;
    if (!leadShard)
        runFindings.length = 0;
    const results = [];
    // The partition's identity: every (suite, path) discovered, before the shard filter, and this shard's slice.
    const planned = [];
    const slice = [];
    let stopped = false;
    let notChecked = 0;
    // Discover every selected suite first, so progress knows the total; then check.
    const work = [];
    for (const suite of selected) {
        const sc = config.suites[suite.id];
        const include = (sc?.include ?? []).map(core_glob/* globToRegExp */.tL);
        const exclude = (sc?.exclude ?? []).map(core_glob/* globToRegExp */.tL);
        const tree = baseTree.filter((f) => (include.length === 0 || (0,core_glob/* matchesAny */._I)(f, include)) && !(0,core_glob/* matchesAny */._I)(f, exclude));
        const resolved = resolvedOptions.get(suite.id);
        const ctx = {
            root,
            options: resolved.options,
            configOptions: resolved.fromTree,
            log,
            ...(opts.progress ? { progress: opts.progress } : {}),
            ...(opts.cache ? { cache: opts.cache } : {})
        };
        const result = (0,suites_result/* suiteResultOf */.J)(suite);
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
            artifacts = artifacts.filter((a) => (0,partition/* shardOf */.IS)(suite.id, a.path, opts.shard.count) === opts.shard.index);
        for (const a of artifacts)
            slice.push({ suite: suite.id, path: a.path });
        if (opts.planOnly)
            artifacts = [];
        if (opts.select)
            artifacts = artifacts.filter((a) => opts.select(suite.id, a.path));
        work.push({ suite, ctx, result, artifacts });
    }
    const total = work.reduce((n, w) => n + w.artifacts.length, 0);
    let done = 0;
    for (const { suite, ctx, result, artifacts } of work) {
        for (const a of artifacts) {
            if (stopped) {
                notChecked++;
                continue;
            }
            log(`${suite.id}: ${a.path}`);
            const checked = await checkOne(suite, a, ctx);
            result.artifacts.push(checked);
            opts.onProgress?.({ done: ++done, total, suite: suite.id, path: a.path });
            if (opts.exitFirst && (0,verdict/* artifactFails */.QB)(checked, failOn))
                stopped = true;
        }
        results.push(result);
    }
    if (stopped)
        runFindings.push((0,finding/* finding */.g)(general.BG.BG028, `stopped after the first failing artifact (-x/--exitfirst): ${notChecked} more artifact(s) of the selected suites were not checked`));
    // Emptiness is decided on the whole work: an empty shard is fine (`benchgate merge` decides on the union).
    if (!opts.shard && !opts.planOnly)
        (0,arrays/* pushAll */.iI)(runFindings, emptinessFindings(results, opts.path, selected.map((s) => s.id), failOnEmpty, selected));
    const report = (0,build/* buildReport */.FK)(results, runFindings, {
        root: opts.path,
        failOn,
        failOnEmpty,
        suites: selected.map((s) => s.id),
        // `history:` settings judge the track record; they do not change results, so they stay out of the hash.
        configInput: { config: { ...config, history: undefined }, suiteOptions, failOnEmpty },
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
    if (opts.shard || opts.planOnly)
        return report;
    const compared = !opts.baseline && !noRegression?.enabled
        ? report
        : (0,no_regression/* applyBaseline */.Qp)(report, await opts.baseline?.({ version: report.tool.version, configHash: report.config.configHash }), noRegression);
    if (!opts.history)
        return compared;
    // The tree's `history:` settings may only tighten the job's (BG014 for the rest, at their line).
    const h = (0,history_config/* resolveHistoryTree */.p0)(config.history, opts.history.config ?? history_config/* HISTORY_DEFAULTS */._h, CONFIG_FILE, at);
    const withTrust = h.findings.length
        ? (0,verdict/* recount */.d3)({ ...compared, findings: [...compared.findings, ...h.findings].sort(finding/* compareFindings */.E) })
        : compared;
    return (await (0,run_history/* withHistory */.$)(withTrust, opts.history.store, h.config, opts.history.meta, { write: opts.history.write }))
        .report;
}
/**
 * Runs one suite check; an internal crash becomes a BG005 finding (a stack overflow BG021) and an undecided gate,
 * never a pass.
 */
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
                console.error((0,workflow/* logLine */.BP)(l));
        // A stack overflow is the input's doing (nesting a check recursed into), not a crash of benchgate: BG021.
        const stack = err instanceof RangeError && /call stack/i.test(err.message);
        return {
            artifact,
            gates: [
                {
                    id: 'internal',
                    title: 'benchgate could not check this artifact',
                    status: 'undecided',
                    detail: stack
                        ? 'out of stack: the artifact is nested too deeply for a check'
                        : `internal error: ${err.message}`
                }
            ],
            findings: [
                stack
                    ? (0,finding/* finding */.g)(general.BG.BG021, 'checking this artifact exhausted the call stack (a structure nested too deeply for one of the checks); its gates are undecided. Flatten the nesting', { file: artifact.path })
                    : (0,finding/* finding */.g)(general.BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })
            ],
            durationMs: Math.round(performance.now() - t)
        };
    }
}


/***/ }),

/***/ 72181:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ SUITE_IDS),
/* harmony export */   _: () => (/* binding */ loadSuites)
/* harmony export */ });
/* harmony import */ var _plugins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45007);
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
