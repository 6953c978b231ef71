export const id = 551;
export const ids = [551];
export const modules = {

/***/ 6523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NQ: () => (/* binding */ CODE_GROUPS),
/* harmony export */   c2: () => (/* binding */ lookupCode)
/* harmony export */ });
/* unused harmony export ALL_CODES */
/* harmony import */ var _general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2702);
/* harmony import */ var _suites_artifact_manifest_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1416);
/* harmony import */ var _suites_fightbench_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7816);
/* harmony import */ var _suites_pcs_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6570);
/* harmony import */ var _suites_pqid_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2858);
/* harmony import */ var _suites_qsolve_codes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8426);






/** `prefixes`: every code of the group starts with one of them (Qsolve keeps its documented E05x lint codes). */
const CODE_GROUPS = [
    { title: 'General (run, configuration, discovery)', prefixes: ['BG'], codes: _general_js__WEBPACK_IMPORTED_MODULE_0__/* .GENERAL_CODES */ .C },
    { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: _suites_artifact_manifest_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .ARTIFACT_MANIFEST_CODES */ .s },
    { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: _suites_pqid_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .PQID_CODES */ .Y },
    { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefixes: ['PCS'], codes: _suites_pcs_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .PCS_CODES */ ._ },
    { title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)', prefixes: ['E05', 'QS'], codes: _suites_qsolve_codes_js__WEBPACK_IMPORTED_MODULE_5__/* .QSOLVE_CODES */ .G },
    { title: 'FightBench exports and suites', prefixes: ['FB'], codes: _suites_fightbench_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .FIGHTBENCH_CODES */ .a }
];
const ALL_CODES = CODE_GROUPS.flatMap((g) => g.codes);
const byCode = new Map(ALL_CODES.map((c) => [c.code, c]));
function lookupCode(code) {
    return byCode.get(code);
}


/***/ }),

/***/ 559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ chartAsTable)
/* harmony export */ });
/**
 * A chart section as a plain table (one row per x, one column per series, intervals as "low–high"):
 * what the text and Markdown channels show when they do not draw the chart.
 */
function chartAsTable(sec) {
    const { chart } = sec;
    const columns = [chart.x.label];
    for (const s of chart.series) {
        columns.push(s.name);
        if (s.low || s.high)
            columns.push(`${s.name} interval`);
    }
    const rows = chart.x.values.map((x, i) => {
        const row = [x];
        for (const s of chart.series) {
            row.push(s.values[i] ?? null);
            if (s.low || s.high) {
                const lo = s.low?.[i];
                const hi = s.high?.[i];
                row.push(lo == null && hi == null ? null : `${lo ?? '—'}–${hi ?? '—'}`);
            }
        }
        return row;
    });
    const limits = (chart.thresholds ?? []).map((t) => `${t.label} = ${t.value}`).join('; ');
    const note = [sec.note, limits].filter((s) => !!s).join(' ');
    return { kind: 'table', title: sec.title, columns, rows, ...(note ? { note } : {}) };
}


/***/ }),

/***/ 2625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/codes/registry.ts
var registry = __webpack_require__(6523);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(2301);
;// CONCATENATED MODULE: ./src/report/escape/xml.ts

/**
 * The XML rule (JUnit). XML 1.0 allows only TAB, LF, CR and U+0020 and above (no lone surrogate, no U+FFFE/FFFF),
 * even as character references. Every other control character, bidi override and lone surrogate is shown escaped
 * as in the CLI (`\x1b`, `\u202e`), never dropped; `& < > " '` become entities. In attributes TAB, LF and CR are
 * written as character references so attribute normalisation keeps them.
 */
const ENTITY = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
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
                const related = [...a.findings.filter((f) => f.gate === g.id), ...a.findings.filter((f) => !f.gate && g.status !== 'pass')];
                const body = xmlText(related.map((f) => `${f.severity} ${f.code}${f.file ? ` ${rp(f.file)}${f.line ? `:${f.line}` : ''}` : ''}: ${f.message}`).join('\n'));
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/report/sarif.ts


const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/** Where the generated docs of every finding code live (the rule's `helpUri` is this plus `#<code>`). */
const CODES_DOC_URL = 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md';
/** The key of benchgate's own entry in `partialFingerprints` (versioned: a change of the key's recipe bumps it). */
const FINGERPRINT_KEY = 'benchgateFinding/v1';
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
function locate(report, prefix) {
    const join = (p) => (p === '.' || p === '' ? '' : p.replace(/^\.\/+/, '').replace(/\/+$/, ''));
    const at = (p) => {
        const rel = join(p);
        return prefix + (rel || FALLBACK_FILE);
    };
    const out = [];
    const push = (f, fallback) => {
        out.push(f.file ? { f, path: at(f.file), own: true } : { f, path: at(fallback), own: false });
    };
    for (const f of report.findings)
        push(f, FALLBACK_FILE);
    for (const s of report.suites) {
        for (const f of s.findings)
            push(f, FALLBACK_FILE);
        for (const a of s.artifacts)
            for (const f of a.findings)
                push(f, a.artifact.path);
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
 *   before the last '/', so each job and shard keeps its own alerts without a manual `category`.
 */
function renderSarif(report, lookup, opts = {}) {
    const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') + '/' : '';
    const located = locate(report, prefix);
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
            name: title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase()) || code,
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
        const fingerprint = (0,external_node_crypto_.createHash)('sha256').update(`${key}\u0000${n}`).digest('hex');
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
            message: { text: (0,escape_text/* escapeControls */.UN)(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }) || f.code },
            locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }],
            partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
            ...(own ? {} : { properties: { benchgateLocation: 'fallback' } })
        };
    });
    const id = `benchgate/${idPart(opts.job ?? 'local')}/${shardPart(report)}/${opts.runId ? idPart(opts.runId) : ''}`;
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'benchgate', version: report.tool.version, semanticVersion: report.tool.version, informationUri: docs, rules } },
                automationDetails: { id },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
                results
            }
        ]
    };
}

;// CONCATENATED MODULE: ./src/report/files.ts





async function put(path, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    await (0,promises_.writeFile)(path, text);
}
/** Writes the requested report files (absolute paths). */
async function writeReportFiles(report, files) {
    if (files.json)
        await put(files.json, JSON.stringify(report, null, 2) + '\n');
    const job = files.job ?? process.env['GITHUB_JOB'];
    const runId = files.runId ?? process.env['GITHUB_RUN_ID'];
    if (files.sarif)
        await put(files.sarif, JSON.stringify(renderSarif(report, registry/* lookupCode */.c2, { prefix: files.prefix, ...(job ? { job } : {}), ...(runId ? { runId } : {}) }), null, 2) + '\n');
    if (files.junit)
        await put(files.junit, renderJUnit(report, { prefix: files.prefix }));
}


/***/ }),

/***/ 2951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: SUMMARY_LIMIT_BYTES, cell

// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(9478);
;// CONCATENATED MODULE: ./src/report/annotations.ts

/** GitHub shows at most 10 annotations of each level per step. */
const ANNOTATIONS_PER_LEVEL = 10;
function findingToAnnotation(f) {
    const a = { level: f.severity, title: f.code, message: f.message + (f.subject ? ` [${f.subject}]` : '') };
    if (f.file) {
        a.file = f.file;
        if (f.line) {
            a.startLine = f.line;
            a.endLine = f.endLine ?? f.line;
            // Columns only count when the annotation is on one line.
            if (f.column && a.endLine === a.startLine) {
                a.startColumn = f.column;
                if (f.endColumn)
                    a.endColumn = f.endColumn;
            }
        }
    }
    return a;
}
function reportFindings(report) {
    return (0,verdict/* allFindings */.c4)(report.suites, report.findings);
}
/**
 * Workflow-command annotations: errors first, duplicates removed, at most 10 per level, then one notice
 * saying how many more exist (BG007). Paths in findings are repository-relative, so `prefix` (the checked
 * folder relative to the workspace) is prepended for the annotation to land on the file.
 */
function planAnnotations(report, opts = {}) {
    const per = opts.perLevel ?? ANNOTATIONS_PER_LEVEL;
    const order = { error: 0, warning: 1, notice: 2 };
    const seen = new Set();
    const unique = [];
    for (const f of [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity])) {
        const a = findingToAnnotation(f);
        if (a.file && opts.prefix && opts.prefix !== '.')
            a.file = `${opts.prefix.replace(/\/+$/, '')}/${a.file}`;
        const key = JSON.stringify(a);
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(a);
    }
    const out = [];
    const count = { error: 0, warning: 0, notice: 0 };
    let hidden = 0;
    for (const a of unique) {
        // Keep one notice slot for the "more" line, and one error slot for the action's failure message.
        // `reserve` keeps slots for annotations the caller emits itself (channel notices, a cache warning).
        const limit = (a.level === 'notice' ? per - 1 : a.level === 'error' && report.verdict === 'fail' ? per - 1 : per) - (opts.reserve?.[a.level] ?? 0);
        if (count[a.level] < limit) {
            out.push(a);
            count[a.level]++;
        }
        else
            hidden++;
    }
    if (hidden > 0) {
        out.push({ level: 'notice', title: 'BG007', message: `${hidden} more finding(s) are not shown as annotations (GitHub shows 10 per level per step); see the job summary or the JSON report.` });
    }
    return out;
}

// EXTERNAL MODULE: ./src/report/chart-table.ts
var chart_table = __webpack_require__(559);
// EXTERNAL MODULE: ./src/report/escape/markdown.ts
var markdown = __webpack_require__(1551);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/report/delta-render.ts
var delta_render = __webpack_require__(5173);
;// CONCATENATED MODULE: ./src/report/markdown.ts





/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const ICON = { pass: '✅ pass', fail: '❌ fail', undecided: '⚠️ undecided', skipped: '⏭️ skipped' };
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };
/** A Markdown table cell (the channel's rule: `src/report/escape/markdown.ts`). */
const cell = (/* unused pure expression or super */ null && (mdCell));
function cellOf(v) {
    return v !== null && typeof v === 'object' && 'code' in v ? (0,markdown/* mdCode */.xs)(v.code) : (0,markdown/* mdCell */.cz)(v);
}
/** A table; every row has exactly as many cells as there are columns. */
function table(columns, rows) {
    const lines = [`| ${columns.map(markdown/* mdCell */.cz).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
    for (const r of rows)
        lines.push(`| ${columns.map((_, i) => cellOf(r[i])).join(' | ')} |`);
    return lines.join('\n');
}
function renderSection(sec) {
    if (sec.kind === 'chart')
        return renderSection((0,chart_table/* chartAsTable */.L)(sec));
    if (sec.kind === 'mermaid')
        return `**${(0,markdown/* mdCell */.cz)(sec.title)}**\n\n${(0,markdown/* mdFence */.F)('mermaid', sec.source)}`;
    if (sec.kind === 'text')
        return `**${(0,markdown/* mdCell */.cz)(sec.title)}**: ${(0,markdown/* mdText */.bC)(sec.body)}`;
    return `**${(0,markdown/* mdCell */.cz)(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${(0,markdown/* mdCell */.cz)(sec.note)}_` : ''}`;
}
/**
 * The job summary: headline verdict, one gate table per suite, each artifact's sections, then a findings table.
 * If the whole would pass the size limit, findings rows and then section rows are cut, and it says what was cut.
 */
function renderSummary(report, opts = {}) {
    const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
    const full = compose(report, opts, Infinity, Infinity);
    if (Buffer.byteLength(full) <= limit)
        return full;
    // Binary search the largest number of findings rows that fits, then sections.
    let lo = 0;
    let hi = countFindings(report);
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(compose(report, opts, mid, Infinity)) <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    let out = compose(report, opts, lo, Infinity);
    if (Buffer.byteLength(out) > limit) {
        let slo = 0;
        let shi = 10000;
        while (slo < shi) {
            const mid = Math.ceil((slo + shi) / 2);
            if (Buffer.byteLength(compose(report, opts, 0, mid)) <= limit)
                slo = mid;
            else
                shi = mid - 1;
        }
        out = compose(report, opts, 0, slo);
    }
    if (Buffer.byteLength(out) > limit)
        out = Buffer.from(out).subarray(0, limit - 200).toString('utf8').replace(/\uFFFD$/, '') + `\n\n> ✂️ The summary was cut at ${opts.limitName ?? "GitHub's 1 MiB limit"}. The JSON report has everything.\n`;
    return out;
}
function countFindings(r) {
    return r.findings.length + r.suites.reduce((n, s) => n + s.findings.length + s.artifacts.reduce((m, a) => m + a.findings.length, 0), 0);
}
function compose(report, opts, maxFindings, maxSectionRows) {
    const parts = [];
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
    parts.push(`## ${(0,markdown/* mdText */.bC)(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${(0,markdown/* mdText */.bC)(report.config.shard.index)}/${(0,markdown/* mdText */.bC)(report.config.shard.count)})` : ''}`);
    parts.push(`${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`);
    if (report.delta)
        parts.push((0,delta_render/* renderDeltaMarkdown */.G8)(report.delta, { maxRows: Number.isFinite(maxSectionRows) ? Math.min(50, maxSectionRows) : 50 }).trimEnd());
    let sectionRowsCut = 0;
    for (const s of report.suites) {
        if (s.artifacts.length === 0 && s.findings.length === 0 && !(s.skipped ?? []).length)
            continue;
        parts.push(`### ${(0,markdown/* mdText */.bC)(s.title)}`);
        const rows = [];
        for (const a of s.artifacts)
            for (const gate of a.gates)
                rows.push([{ code: a.artifact.path }, gate.id, ICON[gate.status], gate.detail ?? '']);
        if (rows.length)
            parts.push(table(['artifact', 'gate', 'status', 'detail'], rows));
        for (const a of s.artifacts) {
            for (const sec of a.sections ?? []) {
                if (sec.kind === 'table' && sec.rows.length > maxSectionRows) {
                    sectionRowsCut += sec.rows.length - maxSectionRows;
                    parts.push(renderSection({ ...sec, rows: sec.rows.slice(0, maxSectionRows), note: `${sec.rows.length - maxSectionRows} more row(s) cut to fit ${opts.limitName ?? 'the summary limit'}; see the JSON report.` }));
                }
                else
                    parts.push(renderSection(sec));
            }
        }
        if (s.skipped?.length)
            parts.push(`<details><summary>${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [{ code: k.path }, k.reason]))}\n\n</details>`);
    }
    const all = reportFindings(report);
    const order = { error: 0, warning: 1, notice: 2 };
    all.sort((a, b) => order[a.severity] - order[b.severity]);
    if (all.length) {
        parts.push(`### Findings (${all.length})`);
        const shown = all.slice(0, maxFindings);
        parts.push(table(['severity', 'code', 'location', 'message'], shown.map((x) => [SEV[x.severity], x.code, (0,report_text/* location */.C)(x), x.message + (x.subject ? ` [${x.subject}]` : '')])));
        if (shown.length < all.length)
            parts.push(`> ✂️ ${all.length - shown.length} more finding(s) were cut to keep this summary under ${opts.limitName ?? "GitHub's 1 MiB limit"} (BG009). The JSON report has every finding.`);
    }
    if (sectionRowsCut)
        parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${opts.limitName ?? "GitHub's 1 MiB limit"} (BG009).`);
    if (opts.detailsUrl)
        parts.push(`[Full run](${opts.detailsUrl})`);
    return parts.join('\n\n') + '\n';
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ location),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _chart_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(559);
/* harmony import */ var _escape_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2301);


const ANSI = { red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', cyan: '\x1b[36m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };
const GATE_MARK = { pass: 'PASS', fail: 'FAIL', undecided: 'UNDECIDED', skipped: 'SKIP' };
function location(f) {
    if (!f.file)
        return '';
    return f.file + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}
/** The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). */
function renderText(report, opts) {
    const c = (k, s) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
    const gateColor = (st) => (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim');
    const sevColor = (s) => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    const out = [];
    const fmtFinding = (f) => {
        const loc = location(f);
        return `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.code))} ${loc ? (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(loc) + ' ' : ''}${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.message)}${f.subject ? c('dim', ` [${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(f.subject)}]`) : ''}`;
    };
    for (const f of report.findings)
        out.push(fmtFinding(f));
    if (report.findings.length)
        out.push('');
    for (const s of report.suites) {
        out.push(c('bold', `== ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(s.title)} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            out.push(`${c('bold', (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.path))} ${c('dim', `(${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(a.artifact.kind)})`)}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.id)}${g.detail ? c('dim', ` — ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(g.detail)}`) : ''}`);
            for (const sec of a.sections ?? [])
                for (const l of renderSectionText(sec))
                    out.push(l);
            for (const f of a.findings)
                out.push(fmtFinding(f));
        }
        for (const sk of s.skipped ?? [])
            out.push(`  ${c('dim', `skipped ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.path)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sk.reason)}`)}`);
        out.push('');
    }
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
function renderSectionText(sec) {
    if (sec.kind === 'chart')
        return renderSectionText((0,_chart_table_js__WEBPACK_IMPORTED_MODULE_1__/* .chartAsTable */ .L)(sec));
    if (sec.kind === 'text')
        return [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}: ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.body)}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns.map(_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)];
    for (const r of sec.rows)
        rows.push(r.map((v) => (v === null ? '—' : (0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(v))));
    const widths = sec.columns.map((_, i) => {
        let w = 0;
        for (const r of rows)
            w = Math.max(w, (r[i] ?? '').length);
        return Math.min(40, w);
    });
    const lines = [`  ${(0,_escape_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(sec.title)}`];
    for (const r of rows)
        lines.push('    ' + r.map((v, i) => (v ?? '').slice(0, 40).padEnd(widths[i])).join('  ').trimEnd());
    return lines;
}


/***/ })

};
