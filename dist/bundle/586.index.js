export const id = 586;
export const ids = [586];
export const modules = {

/***/ 90534:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oP: () => (/* binding */ ENTRY_LIMITS),
  PM: () => (/* binding */ UNKNOWN_COMMIT),
  xg: () => (/* binding */ historyEntry)
});

;// CONCATENATED MODULE: ./src/core/history-model.ts
const HISTORY_SCHEMA = 'benchgate.history/1';

;// CONCATENATED MODULE: ./src/history/entry.ts
/**
 * One run as a stored history entry (docs/history.md): per artifact its gates' statuses and its metrics, with the
 * run's commit, time, CI run, benchgate version and configuration hash. Pure.
 */

/** The commit of a run whose commit is not known (a local run outside a git checkout without `--commit`). */
const UNKNOWN_COMMIT = '0'.repeat(40);
/** Bounds of one entry, the same `read.ts` checks before validation (schemas/history.schema.json). */
const ENTRY_LIMITS = { artifacts: 1000, gates: 1000, metrics: 1000, lineBytes: 4 * 1024 * 1024 };
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RUN = /^[A-Za-z0-9._-]{1,100}(?:\/[0-9]{1,6})?$/;
/**
 * The entry for a report. Artifacts in report order (suites, then paths), at most 1,000, each with at most 1,000
 * gates and metrics; when the entry would still be over the 4 MiB line bound (long labels), labels are dropped, then
 * metrics without a direction, so an entry benchgate writes is always one it reads back.
 */
function historyEntry(report, meta) {
    const commit = COMMIT.test(meta.commit.toLowerCase()) ? meta.commit.toLowerCase() : UNKNOWN_COMMIT;
    const artifacts = [];
    for (const s of report.suites)
        for (const a of s.artifacts) {
            if (artifacts.length >= ENTRY_LIMITS.artifacts)
                break;
            artifacts.push({
                suite: s.suite,
                path: a.artifact.path,
                gates: a.gates.slice(0, ENTRY_LIMITS.gates).map((g) => ({ id: g.id, status: g.status })),
                metrics: (a.metrics ?? []).slice(0, ENTRY_LIMITS.metrics).map((m) => {
                    const h = { id: m.id, label: m.label, value: Number.isFinite(m.value) ? m.value : null };
                    if (m.unit !== undefined)
                        h.unit = m.unit;
                    if (m.better !== undefined)
                        h.better = m.better;
                    return h;
                })
            });
        }
    const entry = {
        schema: HISTORY_SCHEMA,
        commit,
        time: meta.time ?? report.startedAt ?? new Date().toISOString(),
        ...(meta.run !== undefined && RUN.test(meta.run) ? { run: meta.run } : {}),
        ...(meta.ref !== undefined && meta.ref.length > 0 ? { ref: meta.ref.slice(0, 256) } : {}),
        version: report.tool.version,
        configHash: report.config.configHash,
        verdict: report.verdict,
        artifacts
    };
    if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes)
        return entry;
    for (const a of artifacts)
        for (const m of a.metrics)
            delete m.label;
    if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes)
        return entry;
    for (const a of artifacts)
        a.metrics = a.metrics.filter((m) => m.better !== undefined);
    while (Buffer.byteLength(JSON.stringify(entry)) > ENTRY_LIMITS.lineBytes && artifacts.length > 1)
        artifacts.length = Math.floor(artifacts.length / 2);
    return entry;
}


/***/ }),

/***/ 18194:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ HISTORY_READ_LIMITS),
/* harmony export */   i: () => (/* binding */ parseHistory)
/* harmony export */ });
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _entry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90534);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79596);
/* harmony import */ var _core_report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61052);





/** The bounds of a history as a whole. */
const HISTORY_READ_LIMITS = { bytes: 32 * 1024 * 1024, lines: 10_000, findings: 20 };
/** schemas/history.schema.json as static code (scripts/gen-report-validators.mjs): nothing is compiled at run time. */
const schemaValidator = () => _core_report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__/* .validateHistorySchema */ .U;
/** One schema error in words: where (a JSON pointer) and what, never the value. */
function describe(errors) {
    const e = errors[0];
    if (!e)
        return 'does not match schemas/history.schema.json';
    const at = e.instancePath || '/';
    if (e.keyword === 'additionalProperties') {
        const name = String(e.params.additionalProperty ?? '');
        return `${at} has an unknown property ${/^[A-Za-z0-9_$-]{1,40}$/.test(name) ? `"${name}"` : '(name not shown)'}`;
    }
    if (e.keyword === 'enum')
        return `${at} must be one of ${(e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    return `${at} ${e.message ?? 'is invalid'}`;
}
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** The structure bounds of one parsed line, checked before the schema; a message, or undefined when within. */
function overBounds(v) {
    if (!isObj(v) || !Array.isArray(v['artifacts']))
        return undefined;
    const arts = v['artifacts'];
    if (arts.length > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.artifacts)
        return `it lists ${arts.length} artifacts, over the bound of ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.artifacts}`;
    for (let i = 0; i < arts.length; i++) {
        const a = arts[i];
        if (!isObj(a))
            continue;
        for (const k of ['gates', 'metrics']) {
            const list = a[k];
            if (Array.isArray(list) && list.length > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP[k])
                return `artifact ${i} lists ${list.length} ${k}, over the bound of ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP[k]}`;
        }
    }
    return undefined;
}
/**
 * Parses the text of `entries.jsonl`: the valid entries, oldest first (file order), and a finding for each problem.
 * `source` names the file in messages (e.g. `.bench/history/entries.jsonl`); `file` is where findings point (null:
 * nowhere, for a history that is not a file of this workspace, such as the branch).
 */
function parseHistory(text, source, file = source) {
    const findings = [];
    const entries = [];
    // a history that is not a file of this workspace (the branch) has no place an annotation could point to
    const loc = file === null ? {} : { file };
    const bytes = Buffer.byteLength(text);
    if (bytes > HISTORY_READ_LIMITS.bytes) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG022, `the history ${source} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_4__/* .overLimit */ .W)(bytes, HISTORY_READ_LIMITS.bytes)}: it was not read, so nothing was judged against it. Keep fewer entries (history-max) or start a new history`, loc));
        return { entries, findings };
    }
    const lines = text.split('\n');
    // Line numbers of the non-empty lines; only the newest HISTORY_READ_LIMITS.lines are read.
    const numbered = [];
    for (let i = 0; i < lines.length; i++)
        if (lines[i].trim() !== '')
            numbered.push(i);
    let start = 0;
    if (numbered.length > HISTORY_READ_LIMITS.lines) {
        start = numbered.length - HISTORY_READ_LIMITS.lines;
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG022, `the history ${source} holds ${numbered.length} entries, over the bound of ${HISTORY_READ_LIMITS.lines}: the oldest ${start} (lines 1 to ${numbered[start - 1] + 1}) were left out. Keep fewer entries (history-max)`, loc));
    }
    let refused = 0;
    const refuse = (line, why) => {
        refused++;
        if (refused <= HISTORY_READ_LIMITS.findings)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG023, `history entry left out: line ${line} ${why}`, { ...loc, line, subject: `line ${line}` }));
    };
    const validate = schemaValidator();
    for (let k = start; k < numbered.length; k++) {
        const i = numbered[k];
        const raw = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        const line = i + 1;
        if (Buffer.byteLength(raw) > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.lineBytes) {
            refuse(line, `is longer than ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.lineBytes / 1048576} MiB`);
            continue;
        }
        let v;
        try {
            v = JSON.parse(raw);
        }
        catch {
            // The parser's message quotes the text: not repeated.
            refuse(line, 'is not valid JSON');
            continue;
        }
        const over = overBounds(v);
        if (over) {
            refuse(line, `is over an entry's bounds: ${over}`);
            continue;
        }
        if (!validate(v)) {
            refuse(line, `is not a history entry (schemas/history.schema.json): ${describe(validate.errors ?? [])}`);
            continue;
        }
        entries.push(v);
    }
    if (refused > HISTORY_READ_LIMITS.findings)
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG023, `history entries left out: ${refused - HISTORY_READ_LIMITS.findings} more line(s) of ${source} are not valid entries (the first ${HISTORY_READ_LIMITS.findings} are listed)`, loc));
    return { entries, findings };
}


/***/ }),

/***/ 179:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $H: () => (/* binding */ groupSeries),
/* harmony export */   Ax: () => (/* binding */ shortCommit),
/* harmony export */   CP: () => (/* binding */ fmtZ),
/* harmony export */   F1: () => (/* binding */ judgementText),
/* harmony export */   Hx: () => (/* binding */ isAlert),
/* harmony export */   I1: () => (/* binding */ STATUS_WORD),
/* harmony export */   Kn: () => (/* binding */ windowText),
/* harmony export */   Kv: () => (/* binding */ chartsUnderCap),
/* harmony export */   LE: () => (/* binding */ chartData),
/* harmony export */   PB: () => (/* binding */ fmtValue),
/* harmony export */   RP: () => (/* binding */ valueOf),
/* harmony export */   Vt: () => (/* binding */ HISTORY_CHART_CAP),
/* harmony export */   XE: () => (/* binding */ pointsOf),
/* harmony export */   e4: () => (/* binding */ currentPoint),
/* harmony export */   r$: () => (/* binding */ testsText),
/* harmony export */   sg: () => (/* binding */ comparablePoints),
/* harmony export */   tD: () => (/* binding */ changed)
/* harmony export */ });
/* unused harmony export metricGroup */
/* harmony import */ var _core_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92831);
/* harmony import */ var _delta_render_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45173);


/** Charts drawn in the HTML report's History section; the rest are listed with their last values. */
const HISTORY_CHART_CAP = 60;
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
/** The points of a series, defensively (a report read back from elsewhere may hold anything). */
function pointsOf(s) {
    return Array.isArray(s.points) ? s.points : [];
}
/** A point's value, or null when it is not a finite number. */
function valueOf(p) {
    return finite(p.value) ? p.value : null;
}
/** The group of a metric: its id up to the last '/' ('' for artifact-wide metrics such as `headline_accuracy`). */
function metricGroup(metric) {
    const i = String(metric).lastIndexOf('/');
    return i > 0 ? metric.slice(0, i) : '';
}
const isAlert = (s) => s.status === 'alert';
/** Series of one artifact and group keep their given (the suite's metric) order, alerts first. */
function alertsFirst(xs) {
    return [...xs.filter(isAlert), ...xs.filter((s) => !isAlert(s))];
}
/**
 * The series by artifact (alerting artifacts first, then by suite and path in code-point order) and, within each,
 * by metric group (alerting groups first, then in order of first appearance); alerts first inside every group.
 */
function groupSeries(series) {
    const byArtifact = new Map();
    for (const s of series) {
        const key = `${s.suite}\u0000${s.path}`;
        let a = byArtifact.get(key);
        if (!a)
            byArtifact.set(key, (a = { suite: s.suite, path: s.path, alerts: 0, groups: [], order: new Map() }));
        if (isAlert(s))
            a.alerts++;
        const g = metricGroup(s.metric);
        const list = a.order.get(g);
        if (list)
            list.push(s);
        else
            a.order.set(g, [s]);
    }
    const out = [];
    for (const a of byArtifact.values()) {
        const groups = [...a.order.entries()].map(([prefix, xs]) => ({ prefix, series: alertsFirst(xs) }));
        out.push({
            suite: a.suite,
            path: a.path,
            alerts: a.alerts,
            groups: [...groups.filter((g) => g.series.some(isAlert)), ...groups.filter((g) => !g.series.some(isAlert))]
        });
    }
    return out.sort((x, y) => Number(y.alerts > 0) - Number(x.alerts > 0) || (0,_core_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(x.suite, y.suite) || (0,_core_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareText */ .n)(x.path, y.path));
}
/**
 * Which series get a chart under the cap: every alert first (in display order), then the rest in display order.
 * Returns the drawn set and the series left out (in display order).
 */
function chartsUnderCap(groups, cap) {
    const ordered = groups.flatMap((a) => a.groups.flatMap((g) => g.series));
    const drawn = new Set();
    for (const s of ordered.filter(isAlert))
        if (drawn.size < cap)
            drawn.add(s);
    for (const s of ordered)
        if (drawn.size < cap)
            drawn.add(s);
    return { drawn, left: ordered.filter((s) => !drawn.has(s)) };
}
/** A value as the channels show it: ratios as percentages, else up to six significant digits; '—' for none. */
function fmtValue(v, unit) {
    return (0,_delta_render_js__WEBPACK_IMPORTED_MODULE_0__/* .fmtMetric */ .IZ)(finite(v) ? v : null, unit);
}
/**
 * A z-score: two decimals with a real minus sign. null (or ±Infinity) is an infinite z, a window without spread:
 * ±∞ on the side of `side` (current − mean), as Report.history records it.
 */
function fmtZ(z, side = 0) {
    if (finite(z))
        return (z < 0 ? '−' : '') + Math.abs(z).toFixed(2);
    if (z === Infinity || (!finite(z) && z !== -Infinity && side > 0))
        return '+∞';
    if (z === -Infinity || side < 0)
        return '−∞';
    return '∞';
}
const round = (v) => String(Number(v.toPrecision(4)));
/** The worst value each test allows, as chart lines (finite limits only). */
function limitsOf(s) {
    const out = [];
    const scale = s.unit === 'ratio' ? 100 : 1;
    if (s.percentage && finite(s.percentage.limit))
        out.push({
            label: `percentage limit (×${finite(s.percentage.threshold) ? round(s.percentage.threshold) : '?'} of the previous)`,
            value: s.percentage.limit * scale
        });
    if (s.zScore && finite(s.zScore.limit))
        out.push({
            label: `z-score limit (${finite(s.zScore.threshold) ? round(s.zScore.threshold) : '?'} σ)`,
            value: s.zScore.limit * scale
        });
    return out;
}
/** The commit as an x label: its first 7 characters (hex in valid history; shown as text either way). */
function shortCommit(commit) {
    return String(commit ?? '').slice(0, 7);
}
/** A series as the chart draws it. */
function chartData(s) {
    const pts = pointsOf(s);
    const scale = s.unit === 'ratio' ? 100 : 1;
    const unit = s.unit === 'ratio' ? '%' : s.unit;
    let current = -1;
    pts.forEach((p, i) => {
        if (p.current)
            current = i;
    });
    return {
        label: String(s.label || s.metric),
        y: `${String(s.label || s.metric)}${unit ? ` (${unit})` : ''}`,
        labels: pts.map((p) => shortCommit(p.commit)),
        times: pts.map((p) => String(p.time ?? '')),
        values: pts.map((p) => {
            const v = valueOf(p);
            return v === null ? null : v * scale;
        }),
        apart: pts.map((p) => p.apart === true),
        current,
        alert: isAlert(s),
        currentLabel: isAlert(s) ? 'this run (alert)' : 'this run',
        limits: limitsOf(s)
    };
}
/** The comparable points (not apart, with a value), oldest first; the current run's last when it has a value. */
function comparablePoints(s) {
    return pointsOf(s).filter((p) => !p.apart && valueOf(p) !== null);
}
/** The current run's point, if any. */
function currentPoint(s) {
    return pointsOf(s).find((p) => p.current);
}
/** Whether the current value differs from the previous comparable one (a metric the summaries list). */
function changed(s) {
    const cur = currentPoint(s);
    if (!cur)
        return false;
    const prev = pointsOf(s)
        .filter((p) => !p.apart && !p.current)
        .at(-1);
    if (!prev)
        return false;
    return valueOf(prev) !== valueOf(cur);
}
const STATUS_WORD = {
    alert: 'ALERT',
    ok: 'ok',
    insufficient: 'not judged',
    'no-direction': 'no direction'
};
/** "the last 2 runs of the same configuration" (the window a value was judged against). */
function windowText(s) {
    const n = finite(s.sample) ? s.sample : 0;
    return `the last ${n} run${n === 1 ? '' : 's'} of the same configuration`;
}
/** The tests' outcome in one line: z and ratio with their limits (unescaped). */
function testsText(s) {
    const parts = [];
    const z = s.zScore;
    if (z)
        parts.push(`z = ${fmtZ(z.z, (valueOf(currentPoint(s) ?? { commit: '', time: '', value: null }) ?? z.mean) - z.mean)} (boundary ${finite(z.threshold) ? round(z.threshold) : '?'}, limit ${fmtValue(z.limit, s.unit)}${z.alert ? ': ALERT' : ''})`);
    const p = s.percentage;
    if (p)
        parts.push(`ratio ${finite(p.ratio) ? round(p.ratio) : '∞'} vs the previous ${fmtValue(p.previous, s.unit)} (threshold ${finite(p.threshold) ? round(p.threshold) : '?'}, limit ${fmtValue(p.limit, s.unit)}${p.alert ? ': ALERT' : ''})`);
    return parts.join('; ');
}
/** What the series was judged against, in one sentence (unescaped). */
function judgementText(s) {
    if (s.status === 'no-direction')
        return 'Drawn only: the metric has no better direction, so it is never judged.';
    if (s.status === 'insufficient') {
        const n = finite(s.sample) ? s.sample : 0;
        return currentPoint(s) && valueOf(currentPoint(s)) === null
            ? 'Not judged: this run has no value.'
            : `Not judged: ${n} comparable run(s), fewer than the minimum sample size.`;
    }
    const tests = testsText(s);
    return `${s.status === 'alert' ? 'Alert' : 'Within the thresholds'}: judged against ${windowText(s)}${tests ? `: ${tests}` : ''}.`;
}


/***/ }),

/***/ 21125:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ prioritize)
/* harmony export */ });
/**
 * Chooses at most `max` of `items` for a channel with a hard cap (code scanning's 5,000 results per run, the HTML
 * report's findings table), deterministically: every error before any warning before any notice, and within one
 * severity round-robin over the groups (artifacts), so one artifact with thousands of findings cannot hide the
 * others. The chosen items keep their input order (the report's sorted order). Pure.
 */
function prioritize(items, max, severity, group) {
    if (items.length <= max)
        return { kept: [...items], left: 0 };
    const chosen = new Uint8Array(items.length);
    let budget = max;
    for (const level of ['error', 'warning', 'notice']) {
        if (budget === 0)
            break;
        // Queues of item indices per group, in input order; groups visited in order of first appearance.
        const queues = new Map();
        items.forEach((t, i) => {
            if (severity(t) !== level)
                return;
            const g = group(t);
            const q = queues.get(g);
            if (q)
                q.push(i);
            else
                queues.set(g, [i]);
        });
        const lists = [...queues.values()];
        for (let round = 0; budget > 0 && lists.some((q) => round < q.length); round++)
            for (const q of lists) {
                if (budget === 0)
                    break;
                if (round < q.length) {
                    chosen[q[round]] = 1;
                    budget--;
                }
            }
    }
    const kept = items.filter((_, i) => chosen[i] === 1);
    return { kept, left: items.length - kept.length };
}


/***/ }),

/***/ 10643:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WH: () => (/* binding */ renderSarif),
/* harmony export */   yF: () => (/* binding */ CODES_DOC_URL)
/* harmony export */ });
/* unused harmony exports FINGERPRINT_KEY, SARIF_MAX_RESULTS, encodeUriPath */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62301);
/* harmony import */ var _prioritize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21125);



const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** Where the generated docs of every finding code live (the rule's `helpUri` is this plus `#<code>`). */
const CODES_DOC_URL = 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md';
/** The key of benchgate's own entry in `partialFingerprints` (versioned: a change of the key's recipe bumps it). */
const FINGERPRINT_KEY = 'benchgateFinding/v1';
/** GitHub code scanning keeps at most this many results of one SARIF run. */
const SARIF_MAX_RESULTS = 5000;
/** Where a finding with no file of its own (and no artifact) is placed: the checked folder's configuration file. */
const FALLBACK_FILE = '.benchgate.yml';
/**
 * RFC 3986 encoding of a repository-relative POSIX path as a relative reference: every byte outside the
 * unreserved set (ALPHA / DIGIT / "-" / "." / "_" / "~") is percent-encoded as UTF-8, '/' separates segments.
 * So '#', '?', '%', spaces, controls and non-ASCII are always encoded, and a lone surrogate (which
 * `encodeURIComponent` throws on) becomes U+FFFD. A ':' in a first segment is encoded too, so the reference
 * can never be read as a scheme.
 */
function encodeUriPath(path) {
    let out = '';
    for (const ch of path) {
        const cp = ch.codePointAt(0);
        if (/^[A-Za-z0-9\-._~/]$/.test(ch))
            out += ch;
        else {
            const bytes = Buffer.from(cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch, 'utf8');
            for (const b of bytes)
                out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
        }
    }
    return out;
}
/** Turns a shard into the `automationDetails.id` part: `shard-2-of-4`, or `all` for a whole or merged run. */
function shardPart(report) {
    const s = report.config.shard;
    return s ? `shard-${s.index}-of-${s.count}` : 'all';
}
/** A category component: only characters that need no escaping and cannot form `/` boundaries. */
function idPart(s) {
    const clean = s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
    return clean.slice(0, 100) || 'x';
}
/**
 * A user's category as the leading part of `automationDetails.id`: its `/`-separated segments kept (a category such as
 * `benchgate/linux` stays readable), each cleaned like {@link idPart}; empty segments dropped.
 */
function categoryPart(category) {
    const parts = category
        .split('/')
        .map((p) => p.replace(/[^A-Za-z0-9._:=-]+/g, '-').replace(/^-+|-+$/g, ''))
        .filter(Boolean);
    return parts.join('/').slice(0, 200) || 'benchgate';
}
function locate(report, prefix) {
    const join = (p) => (p === '.' || p === '' ? '' : p.replace(/^\.\/+/, '').replace(/\/+$/, ''));
    const at = (p) => {
        const rel = join(p);
        return prefix + (rel || FALLBACK_FILE);
    };
    const out = [];
    const push = (f, fallback, artifact) => {
        out.push(f.file ? { f, artifact, path: at(f.file), own: true } : { f, artifact, path: at(fallback), own: false });
    };
    for (const f of report.findings)
        push(f, FALLBACK_FILE, '');
    for (const s of report.suites) {
        for (const f of s.findings)
            push(f, FALLBACK_FILE, '');
        for (const a of s.artifacts)
            for (const f of a.findings)
                push(f, a.artifact.path, `${s.suite}:${a.artifact.path}`);
    }
    return out;
}
/**
 * SARIF 2.1.0 that GitHub code scanning accepts (docs: "SARIF support for code scanning"):
 *
 * - one rule per code that occurs, with `help` (text and Markdown, the fix and a link to docs/codes.md) and
 *   `helpUri`, taken from the code registry passed in (this layer knows no suites);
 * - every result has exactly one location with `region.startLine`: the finding's own file and line (line 1 when
 *   it has none); a finding without a file is placed on its artifact's path, and a run- or suite-level finding on
 *   the checked folder's `.benchgate.yml` (whether or not it exists: code scanning then shows the alert without a
 *   code snippet). `properties.benchgateLocation` says `fallback` when the location is not the finding's own;
 * - `partialFingerprints[benchgateFinding/v1]`: SHA-256 of code, path and key (the finding's `subject` when it has
 *   one, else its message), plus an occurrence counter for identical keys, so an alert stays one alert when lines
 *   move and two equal findings stay two alerts; line numbers are deliberately not part of it;
 * - URIs are RFC 3986 relative references from the repository root ({@link encodeUriPath}), base `%SRCROOT%`;
 * - `automationDetails.id` = `benchgate/<job>/<shard-I-of-N | all>/<run id>`: code scanning's category is the part
 *   before the last '/', so each job and shard keeps its own alerts without a manual `category`; `category` (the
 *   `sarif-category` input) replaces the `benchgate/<job>/<shard>` part;
 * - findings about the environment (codes with `scope: 'environment'`: the runner, the GitHub channels, the cache)
 *   are left out: they are not about the repository's files;
 * - at most 5,000 results (code scanning's limit per run): errors first, the artifacts in turn
 *   ({@link prioritize}), and one BG026 note saying how many were left out.
 */
function renderSarif(report, lookup, opts = {}) {
    const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') + '/' : '';
    const about = locate(report, prefix).filter((l) => lookup(l.f.code)?.scope !== 'environment');
    const max = Math.max(1, opts.maxResults ?? SARIF_MAX_RESULTS);
    const { kept, left } = (0,_prioritize_js__WEBPACK_IMPORTED_MODULE_2__/* .prioritize */ .U)(about, about.length > max ? max - 1 : max, (l) => l.f.severity, (l) => l.artifact);
    const located = left
        ? [
            ...kept,
            {
                f: {
                    code: 'BG026',
                    severity: 'notice',
                    message: `${left} of ${about.length} results are not in this SARIF file (code scanning keeps ${max} per run): every error comes before any warning, and the artifacts take turns. The JSON report lists every finding.`
                },
                artifact: '',
                path: prefix + FALLBACK_FILE,
                own: false
            }
        ]
        : kept;
    const codes = [...new Set(located.map((l) => l.f.code))].sort();
    const ruleIndex = new Map(codes.map((c, i) => [c, i]));
    const docs = opts.informationUri ?? CODES_DOC_URL;
    const rules = codes.map((code) => {
        const def = lookup(code);
        const title = def?.title ?? code;
        const link = `${docs}#${code.toLowerCase()}`;
        const description = def?.description ?? `Finding code ${code} (not in this version's code registry).`;
        const fix = def?.fix ?? 'See the finding message.';
        return {
            id: code,
            name: title
                .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : ''))
                .replace(/^./, (c) => c.toUpperCase()) || code,
            shortDescription: { text: title.slice(0, 1024) },
            fullDescription: { text: description.slice(0, 1024) },
            help: {
                text: `${description}\n\nFix: ${fix}\n\nDocs: ${link}`,
                markdown: `**${code}: ${title}**\n\n${description}\n\n**Fix:** ${fix}\n\n[${code} in docs/codes.md](${link})`
            },
            helpUri: link,
            defaultConfiguration: { level: LEVEL[def?.severity ?? 'warning'] }
        };
    });
    const seen = new Map();
    const results = located.map(({ f, path, own }) => {
        const uri = encodeUriPath(path);
        const key = `${f.code}\u0000${path}\u0000${f.subject ?? f.message}`;
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        const fingerprint = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${key}\u0000${n}`).digest('hex');
        const line = own && f.line && f.line > 0 ? f.line : 1;
        const region = { startLine: line };
        if (own && f.line) {
            if (f.column && f.column > 0)
                region['startColumn'] = f.column;
            if (f.endLine && f.endLine >= line)
                region['endLine'] = f.endLine;
            const endLine = region['endLine'] ?? line;
            if (f.endColumn && f.endColumn > 0 && (endLine > line || f.endColumn > (region['startColumn'] ?? 1)))
                region['endColumn'] = f.endColumn;
        }
        return {
            ruleId: f.code,
            ruleIndex: ruleIndex.get(f.code),
            level: LEVEL[f.severity],
            message: {
                text: (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }) || f.code
            },
            locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
            ...(own ? {} : { properties: { benchgateLocation: 'fallback' } })
        };
    });
    const run = opts.runId ? idPart(opts.runId) : '';
    const id = opts.category
        ? `${categoryPart(opts.category)}/${report.config.shard ? `${shardPart(report)}/` : ''}${run}`
        : `benchgate/${idPart(opts.job ?? 'local')}/${shardPart(report)}/${run}`;
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'benchgate',
                        version: report.tool.version,
                        semanticVersion: report.tool.version,
                        informationUri: docs,
                        rules
                    }
                },
                automationDetails: { id },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
                results
            }
        ]
    };
}


/***/ })

};
