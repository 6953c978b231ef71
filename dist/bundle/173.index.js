export const id = 173;
export const ids = [173];
export const modules = {

/***/ 45173:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ deltaHeadline),
/* harmony export */   G8: () => (/* binding */ renderDeltaMarkdown),
/* harmony export */   II: () => (/* binding */ renderDeltaText),
/* harmony export */   IZ: () => (/* binding */ fmtMetric),
/* harmony export */   OJ: () => (/* binding */ fmtDelta)
/* harmony export */ });
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21551);
/* harmony import */ var _delta_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(65208);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62301);



const ARROW = {
    improved: '🟢 improved',
    regressed: '🔴 regressed',
    changed: '🔵 changed',
    unchanged: 'unchanged',
    new: '🆕 new',
    removed: '➖ removed'
};
const WORD = {
    improved: 'improved',
    regressed: 'REGRESSED',
    changed: 'changed',
    unchanged: 'unchanged',
    new: 'new',
    removed: 'removed'
};
const STATUS = (s) => s ?? 'absent';
/** A number as shown in a delta: ratios as percentages, bytes and counts as integers, else six significant digits. */
function fmtMetric(v, unit) {
    if (v === null)
        return '—';
    if (unit === 'ratio')
        return `${(100 * v).toFixed(2)}%`;
    if (Number.isInteger(v))
        return String(v);
    return String(Number(v.toPrecision(6)));
}
function fmtDelta(m) {
    if (m.delta === null)
        return '—';
    const sign = m.delta > 0 ? '+' : m.delta < 0 ? '−' : '±';
    const a = Math.abs(m.delta);
    if (m.unit === 'ratio')
        return `${sign}${(100 * a).toFixed(2)} pp`;
    return `${sign}${Number.isInteger(a) ? a : Number(a.toPrecision(4))}`;
}
/** One line: how many of each kind changed (used by the summary's headline and the CLI). */
function deltaHeadline(d) {
    const n = (dir) => d.metrics.filter((m) => dir.includes(m.direction)).length;
    const reg = d.counts.metricsRegressed ?? n(['regressed']);
    const imp = d.counts.metricsImproved ?? n(['improved']);
    const chg = d.counts.metricsOtherChanged ?? n(['changed', 'new', 'removed']);
    return `${(0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, 'newFailures')} new failure(s), ${(0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, 'fixed')} fixed, ${(0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, 'newlyUndecided')} newly undecided, ${(0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, 'newlySkipped')} newly skipped; metrics: ${reg} regressed, ${imp} improved, ${chg} other change(s), ${d.counts.metricsUnchanged} unchanged`;
}
const where = (x) => (x.path ? x.path : x.suite || 'run');
function mdGate(c, icon) {
    return `- ${icon} ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(where(c))} **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(c.gate)}**: ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(STATUS(c.from))} → ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(STATUS(c.to))}${c.detail ? ` (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(c.detail)})` : ''}`;
}
function mdFinding(f) {
    const loc = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : where(f);
    return `| ${f.severity === 'error' ? '❌' : '⚠️'} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(f.code)} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(loc)} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(f.message + (f.subject ? ` [${f.subject}]` : ''))} |`;
}
function mdMetricRow(m) {
    return `| ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(where(m))} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(m.label)} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(fmtMetric(m.base, m.unit))} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(fmtMetric(m.head, m.unit))} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(fmtDelta(m))} | ${ARROW[m.direction]} |`;
}
/** The "What changed" section in Markdown. */
function renderDeltaMarkdown(d, opts = {}) {
    const max = opts.maxRows ?? 50;
    const out = [];
    const b = d.baseline;
    out.push(`${opts.heading ?? '###'} What changed`);
    out.push(`Against the baseline from ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.source)}${b.ref ? ` ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(b.ref)}` : ''} (benchgate ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.version)}${b.startedAt ? `, ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.startedAt)}` : ''}): verdict ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(d.verdict.base)} → **${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(d.verdict.head)}**. ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(deltaHeadline(d))}.`);
    if (b.differs)
        out.push(`> [!NOTE]\n> The baseline was made with another configuration (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.differs.join('; '))}): only the artifacts, gates, metrics and findings both sides have are compared (BG019).`);
    const list = (title, name, icon) => {
        const xs = d[name];
        const total = (0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, name);
        if (!total)
            return;
        out.push(`**${title} (${total})**\n\n${xs
            .slice(0, max)
            .map((c) => mdGate(c, icon))
            .join('\n')}${total > Math.min(max, xs.length) ? `\n- … and ${total - Math.min(max, xs.length)} more` : ''}`);
    };
    list('New failures', 'newFailures', '❌');
    list('Fixed', 'fixed', '✅');
    list('Newly undecided', 'newlyUndecided', '⚠️');
    list('Newly skipped', 'newlySkipped', '⏭️');
    if (d.artifacts.added.length || d.artifacts.removed.length) {
        const lines = [
            ...d.artifacts.added.slice(0, max).map((a) => `- 🆕 ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(a.path)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(a.suite)})`),
            ...d.artifacts.removed.slice(0, max).map((a) => `- ➖ ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(a.path)} (${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(a.suite)})`)
        ];
        out.push(`**Artifacts: ${d.artifacts.added.length} new, ${d.artifacts.removed.length} removed**\n\n${lines.join('\n')}`);
    }
    const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
    if (changed.length) {
        const rows = changed.slice(0, max).map(mdMetricRow);
        out.push(`**Metric changes (${changed.length})**\n\n| artifact | metric | base | head | Δ | |\n|---|---|---:|---:|---:|---|\n${rows.join('\n')}${changed.length > max ? `\n\n_${changed.length - max} more change(s) in the JSON report._` : ''}`);
    }
    if (d.newFindings.length) {
        out.push(`**New errors and warnings (${d.newFindings.length})**\n\n| | code | location | message |\n|---|---|---|---|\n${d.newFindings.slice(0, max).map(mdFinding).join('\n')}${d.newFindings.length > max ? `\n\n_${d.newFindings.length - max} more in the JSON report._` : ''}`);
    }
    if (d.resolvedFindings.length)
        out.push(`${d.resolvedFindings.length} error(s) and warning(s) of the baseline are gone.`);
    const unchanged = d.metrics.filter((m) => m.direction === 'unchanged');
    const summary = `Unchanged: ${d.counts.gatesUnchanged} gate(s), ${d.counts.metricsUnchanged} metric(s), ${d.counts.artifactsUnchanged} artifact(s), ${d.counts.findingsUnchanged} finding(s)`;
    if (unchanged.length && opts.collapsedUnchanged !== false) {
        const rows = unchanged
            .slice(0, max * 4)
            .map((m) => `| ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(where(m))} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(m.label)} | ${(0,_escape_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCell */ .cz)(fmtMetric(m.head, m.unit))} |`);
        out.push(`<details><summary>${summary}</summary>\n\n| artifact | metric | value |\n|---|---|---:|\n${rows.join('\n')}${unchanged.length > rows.length ? `\n\n_${unchanged.length - rows.length} more._` : ''}\n\n</details>`);
    }
    else
        out.push(`_${summary}._`);
    return out.join('\n\n') + '\n';
}
/** The "What changed" section as CLI text (colour only when asked). */
function renderDeltaText(d, opts) {
    const c = (code, s) => (opts.color ? `\x1b[${code}m${s}\x1b[0m` : s);
    // Paths as the CLI shows them (display-path.ts): relative to the current directory when the command knows the root.
    const show = opts.show ?? ((p) => p);
    const at = (x) => (x.path ? show(x.path) : where(x));
    const out = [];
    const b = d.baseline;
    out.push(c('1', `== What changed (baseline: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(b.source)}${b.ref ? ` ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(b.ref)}` : ''}, benchgate ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(b.version)}; verdict ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(d.verdict.base)} -> ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(d.verdict.head)})`));
    if (b.differs)
        out.push(`another configuration (${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(b.differs.join('; '))}): only what both reports have is compared (BG019)`);
    const gates = (title, name, col) => {
        const xs = d[name];
        const total = (0,_delta_js__WEBPACK_IMPORTED_MODULE_2__/* .totalOf */ .e6)(d, name);
        if (!total)
            return;
        out.push(c(col, `${title} (${total}):`));
        for (const g of xs)
            out.push(`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(at(g))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.gate)}: ${STATUS(g.from)} -> ${STATUS(g.to)}${g.detail ? c('2', ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(g.detail)}`) : ''}`);
        if (total > xs.length)
            out.push(`  … and ${total - xs.length} more`);
    };
    gates('new failures', 'newFailures', '31');
    gates('fixed', 'fixed', '32');
    gates('newly undecided', 'newlyUndecided', '33');
    gates('newly skipped', 'newlySkipped', '2');
    for (const a of d.artifacts.added)
        out.push(`new artifact ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(show(a.path))} (${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(a.suite)})`);
    for (const a of d.artifacts.removed)
        out.push(`removed artifact ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(show(a.path))} (${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(a.suite)})`);
    const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
    if (changed.length) {
        out.push(c('1', `metric changes (${changed.length}):`));
        for (const m of changed) {
            const col = m.direction === 'regressed' ? '31' : m.direction === 'improved' ? '32' : '36';
            out.push(`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(at(m))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(m.id)}: ${fmtMetric(m.base, m.unit)} -> ${fmtMetric(m.head, m.unit)} (${fmtDelta(m)}) ${c(col, WORD[m.direction])}`);
        }
    }
    if (d.newFindings.length) {
        out.push(c('1', `new errors and warnings (${d.newFindings.length}):`));
        for (const f of d.newFindings)
            out.push(`  ${f.severity.padEnd(7)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.code)} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.file ? `${show(f.file)}${f.line ? `:${f.line}` : ''}` : where(f))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeText */ .X1)(f.message)}`);
    }
    if (d.resolvedFindings.length)
        out.push(`${d.resolvedFindings.length} error(s)/warning(s) of the baseline are gone`);
    out.push(c('2', `unchanged: ${d.counts.gatesUnchanged} gate(s), ${d.counts.metricsUnchanged} metric(s), ${d.counts.artifactsUnchanged} artifact(s), ${d.counts.findingsUnchanged} finding(s)`));
    out.push(deltaHeadline(d));
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 65208:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   So: () => (/* binding */ hasNewFailures),
/* harmony export */   e6: () => (/* binding */ totalOf),
/* harmony export */   fH: () => (/* binding */ diffReports),
/* harmony export */   qg: () => (/* binding */ NO_REGRESSION_GATE)
/* harmony export */ });
/* unused harmony export metricDirection */
/** Gate id of the optional no-regression gate (never compared with itself). */
const NO_REGRESSION_GATE = 'no-regression';
/** Longest list kept per kind in a delta (the counts say how many more there were). */
const MAX_DELTA_ITEMS = 500;
/** Most metric comparisons kept (changed ones first). */
const MAX_DELTA_METRICS = 2000;
const akey = (suite, path) => `${suite}\0${path}`;
function index(r) {
    const m = new Map();
    for (const s of r.suites)
        for (const a of s.artifacts)
            m.set(akey(s.suite, a.artifact.path), { suite: s.suite, a });
    return m;
}
/**
 * Findings of one side by key: run-level and suite-level findings count under path '' of their suite ('' for the
 * run). With `only`, just the findings of those artifacts (keys of `akey`).
 */
function findingsOf(r, only) {
    const m = new Map();
    const add = (suite, path, f) => {
        if (f.severity === 'notice')
            return;
        if (only && !only.has(akey(suite, path)))
            return;
        const k = JSON.stringify([suite, path, f.code, f.file ?? '', f.subject ?? f.message]);
        const e = m.get(k);
        if (e)
            e.n++;
        else
            m.set(k, {
                f: {
                    suite,
                    path,
                    code: f.code,
                    severity: f.severity,
                    message: f.message,
                    ...(f.file !== undefined ? { file: f.file } : {}),
                    ...(f.line !== undefined ? { line: f.line } : {}),
                    ...(f.subject !== undefined ? { subject: f.subject } : {})
                },
                n: 1
            });
    };
    for (const f of r.findings)
        add('', '', f);
    for (const s of r.suites) {
        for (const f of s.findings)
            add(s.suite, '', f);
        for (const a of s.artifacts)
            for (const f of a.findings)
                add(s.suite, a.artifact.path, f);
    }
    return m;
}
const SAME = (a, b) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));
function metricDirection(m, base, head) {
    if (base === null && head === null)
        return 'unchanged';
    if (base === null)
        return 'new';
    if (head === null)
        return 'removed';
    if (SAME(base, head))
        return 'unchanged';
    if (!m.better)
        return 'changed';
    return head > base === (m.better === 'higher') ? 'improved' : 'regressed';
}
const FAILING = (s) => s === 'fail';
/**
 * The delta between a baseline report and this run's. `info` says where the baseline came from; with
 * `info.differs` (a baseline of another configuration) only what is present on both sides is compared: artifacts
 * on one side only, gates and metrics of one side only, and the findings outside the common artifacts are left out
 * (they may be there or not because of the configuration, not because of the change).
 */
function diffReports(base, head, info) {
    const baseline = {
        source: info?.source ?? 'file',
        ...(info?.ref ? { ref: info.ref } : {}),
        version: base.tool.version,
        configHash: base.config.configHash,
        verdict: base.verdict,
        ...(base.startedAt ? { startedAt: base.startedAt } : {}),
        ...(info?.differs?.length ? { differs: info.differs.slice(0, 8) } : {})
    };
    const both = baseline.differs !== undefined;
    const B = index(base);
    const H = index(head);
    const newFailures = [];
    const fixed = [];
    const newlyUndecided = [];
    const newlySkipped = [];
    const metrics = [];
    const added = [];
    const removed = [];
    let gatesUnchanged = 0;
    let artifactsUnchanged = 0;
    const keys = new Set([...H.keys(), ...B.keys()]);
    for (const k of [...keys].sort()) {
        const h = H.get(k);
        const b = B.get(k);
        const suite = (h ?? b).suite;
        const path = (h ?? b).a.artifact.path;
        if (both && (!b || !h))
            continue;
        if (!b)
            added.push({ suite, path });
        else if (!h)
            removed.push({ suite, path });
        else
            artifactsUnchanged++;
        const bg = new Map((b?.a.gates ?? []).filter((g) => g.id !== NO_REGRESSION_GATE).map((g) => [g.id, g]));
        const hg = new Map((h?.a.gates ?? []).filter((g) => g.id !== NO_REGRESSION_GATE).map((g) => [g.id, g]));
        for (const id of new Set([...hg.keys(), ...bg.keys()])) {
            if (both && (!hg.has(id) || !bg.has(id)))
                continue;
            const from = bg.get(id)?.status ?? null;
            const to = hg.get(id)?.status ?? null;
            const g = hg.get(id) ?? bg.get(id);
            const c = {
                suite,
                path,
                gate: id,
                title: g.title,
                from,
                to,
                ...(hg.get(id)?.detail ? { detail: hg.get(id).detail } : {})
            };
            if (from === to)
                gatesUnchanged++;
            else if (FAILING(to))
                newFailures.push(c);
            else if (to === 'pass' && (from === 'fail' || from === 'undecided'))
                fixed.push(c);
            else if (to === 'undecided')
                newlyUndecided.push(c);
            else if (to === 'skipped' && from !== null)
                newlySkipped.push(c);
            else
                gatesUnchanged++;
        }
        const bm = new Map((b?.a.metrics ?? []).map((m) => [m.id, m]));
        const hm = new Map((h?.a.metrics ?? []).map((m) => [m.id, m]));
        for (const id of new Set([...hm.keys(), ...bm.keys()])) {
            if (both && (!hm.has(id) || !bm.has(id)))
                continue;
            const m = hm.get(id) ?? bm.get(id);
            const bv = b ? (bm.get(id)?.value ?? null) : null;
            const hv = h ? (hm.get(id)?.value ?? null) : null;
            const direction = !bm.has(id) ? 'new' : !hm.has(id) ? 'removed' : metricDirection(m, bv, hv);
            metrics.push({
                suite,
                path,
                id,
                label: m.label,
                ...(m.unit ? { unit: m.unit } : {}),
                ...(m.better ? { better: m.better } : {}),
                base: bv,
                head: hv,
                delta: bv !== null && hv !== null ? hv - bv : null,
                direction
            });
        }
    }
    const common = both ? new Set([...H.keys()].filter((k) => B.has(k))) : undefined;
    const fb = findingsOf(base, common);
    const fh = findingsOf(head, common);
    const newFindings = [];
    const resolvedFindings = [];
    let findingsUnchanged = 0;
    for (const [k, e] of fh) {
        const was = fb.get(k)?.n ?? 0;
        findingsUnchanged += Math.min(was, e.n);
        for (let i = was; i < e.n; i++)
            newFindings.push(e.f);
    }
    for (const [k, e] of fb) {
        const now = fh.get(k)?.n ?? 0;
        for (let i = now; i < e.n; i++)
            resolvedFindings.push(e.f);
    }
    const byDirection = (...ds) => metrics.filter((m) => ds.includes(m.direction)).length;
    const metricCounts = {
        metricsUnchanged: byDirection('unchanged'),
        metricsRegressed: byDirection('regressed'),
        metricsImproved: byDirection('improved'),
        metricsOtherChanged: byDirection('changed', 'new', 'removed')
    };
    const order = {
        regressed: 0,
        improved: 1,
        changed: 2,
        new: 3,
        removed: 4,
        unchanged: 5
    };
    metrics.sort((x, y) => order[x.direction] - order[y.direction]);
    const truncated = {};
    const cap = (name, xs, max = MAX_DELTA_ITEMS) => {
        if (xs.length <= max)
            return xs;
        truncated[name] = xs.length - max;
        return xs.slice(0, max);
    };
    return {
        baseline,
        verdict: { base: base.verdict, head: head.verdict },
        newFailures: cap('newFailures', newFailures),
        fixed: cap('fixed', fixed),
        newlyUndecided: cap('newlyUndecided', newlyUndecided),
        newlySkipped: cap('newlySkipped', newlySkipped),
        newFindings: cap('newFindings', newFindings),
        resolvedFindings: cap('resolvedFindings', resolvedFindings),
        artifacts: { added: cap('artifactsAdded', added), removed: cap('artifactsRemoved', removed) },
        metrics: cap('metrics', metrics, MAX_DELTA_METRICS),
        counts: { gatesUnchanged, artifactsUnchanged, findingsUnchanged, ...metricCounts },
        ...(Object.keys(truncated).length ? { truncated } : {})
    };
}
/** How many entries a list of the delta had before it was capped. */
function totalOf(d, list) {
    return d[list].length + (d.truncated?.[list] ?? 0);
}
/** True when the delta holds a new failing or undecided gate (what `benchgate diff` exits 1 on without a gate config). */
function hasNewFailures(d) {
    return d.newFailures.length > 0 || d.newlyUndecided.length > 0;
}


/***/ }),

/***/ 21551:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ mdFence),
/* harmony export */   T3: () => (/* binding */ mdUrl),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   cz: () => (/* binding */ mdCell),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62301);

/**
 * The Markdown rule (job summary, pull-request comment, check-run summary; GitHub Flavored Markdown as GitHub
 * renders it). Every value from an artifact, a report or the workflow goes through `mdText` (prose and table
 * cells) or `mdCode` (code-styled values such as paths); the structure around them is benchgate's own.
 *
 * `mdText(v)`:
 * - newlines, CR and tabs become one space (a value never starts a new block or a new table row); other control
 *   characters are shown escaped (`\x1b`, `\u202e`), as in the CLI;
 * - `\` `` ` `` `*` `~` `[` `]` `|` `$` `#` and a `_` that is not between two letters or digits are backslash-escaped
 *   (no emphasis, code span, link, image, math, heading end or table cell break; GitHub's table splitter honours `\|` and
 *   `\\` before inline parsing, so the same text is right inside and outside tables);
 * - `&` `<` `>` become `&amp;` `&lt;` `&gt;` (no HTML tag, comment or entity: `<img>`, `<details>`, `<!--`,
 *   `&#64;` all show as text);
 * - `@` before a letter or digit, and `#` before a digit, get a zero-width joiner (U+200D) after them, so GitHub
 *   neither notifies a user or team nor links an issue from artifact data; the text reads the same;
 * - `://` and `www.` get a backslash escape (`\://`, `www\.`), so a URL in the data is not made a link.
 *
 * `mdCode(v)` is `<code>` around `mdText(v)`. A backtick code span cannot be used for arbitrary data: inside a
 * table, `\|` must stay escaped but a data backslash before a pipe then reads as an escaped backslash, and
 * outside tables the escapes would show literally. `<code>` holds ordinary escaped Markdown, so it is right in
 * both places.
 */
const JOINER = '\u200d';
const ESCAPE_CHAR = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
function mdText(v) {
    const s = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(String(v).replace(/\r\n|[\r\n\t]/g, ' '));
    return s
        .replace(/[\\`*~[\]|$#]/g, '\\$&')
        .replace(/_/g, (m, i, all) => /[A-Za-z0-9]/.test(all[i - 1] ?? '') && /[A-Za-z0-9]/.test(all[i + 1] ?? '') ? m : '\\_')
        .replace(/[&<>]/g, (c) => ESCAPE_CHAR[c])
        .replace(/:(?=\/\/)/g, '\\:')
        .replace(/\b(www)\./gi, '$1\\.')
        .replace(/@(?=[A-Za-z0-9])/g, `@${JOINER}`)
        .replace(/#(?=[0-9])/g, `#${JOINER}`);
}
/** A table cell: `mdText`, and an em dash for a missing or blank value (GitHub trims cells). */
function mdCell(v) {
    const t = v === null || v === undefined ? '' : mdText(v);
    return /^[ \t]*$/.test(t) ? '—' : t;
}
/** A code-styled value (paths, case names), safe in tables and prose. */
function mdCode(v) {
    return `<code>${mdText(v)}</code>`;
}
/** A fenced block (e.g. Mermaid source) whose fence no line of the content can close. */
function mdFence(info, source) {
    let longest = 2;
    for (const m of source.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = '`'.repeat(longest + 1);
    return `${fence}${info.replace(/[`\s]/g, '')}\n${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(source, { newline: true, tab: true })}\n${fence}`;
}
/**
 * A link target benchgate writes itself (the run page from GITHUB_SERVER_URL/GITHUB_REPOSITORY/GITHUB_RUN_ID):
 * kept only when it is a plain http(s) URL without spaces, parentheses, angle brackets, quotes or backslashes,
 * so it can neither end the Markdown link early nor open HTML; anything else gives undefined (no link).
 */
function mdUrl(url) {
    if (url === undefined)
        return undefined;
    return /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%/+=-]*)?$/.test(url) ? url : undefined;
}


/***/ })

};
