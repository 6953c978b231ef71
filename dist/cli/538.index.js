export const id = 538;
export const ids = [538];
export const modules = {

/***/ 6719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readFormat)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3567);

/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new _command_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

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

/***/ 6085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ matchesAny),
/* harmony export */   t: () => (/* binding */ globToRegExp)
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
            const end = p.indexOf('}', i);
            if (end < 0)
                re += '\\{';
            else {
                re += '(?:' + p.slice(i + 1, end).split(',').map(escapeRe).join('|') + ')';
                i = end;
            }
        }
        else
            re += escapeRe(c);
    }
    const prefix = anchored ? '^' : `^(?:${ANY}*/)?`;
    const source = `${prefix}${re}(?:/${ANY}*)?$`;
    const rx = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(source);
    return { test: (path) => rx.test(path), source };
}
function escapeRe(s) {
    return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
function matchesAny(path, patterns) {
    return patterns.some((r) => r.test(path));
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

/***/ 7392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: SUMMARY_LIMIT_BYTES, SUMMARY_MODES, cell

// EXTERNAL MODULE: ./src/codes/registry.ts
var registry = __webpack_require__(6523);
// EXTERNAL MODULE: ./src/report/chart-table.ts
var chart_table = __webpack_require__(559);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(2301);
;// CONCATENATED MODULE: ./src/report/escape/markdown.ts

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
    const s = (0,escape_text/* escapeControls */.UN)(String(v).replace(/\r\n|[\r\n\t]/g, ' '));
    return s
        .replace(/[\\`*~[\]|$#]/g, '\\$&')
        .replace(/_/g, (m, i, all) => (/[A-Za-z0-9]/.test(all[i - 1] ?? '') && /[A-Za-z0-9]/.test(all[i + 1] ?? '') ? m : '\\_'))
        .replace(/[&<>]/g, (c) => ESCAPE_CHAR[c])
        .replace(/:(?=\/\/)/g, '\\:')
        .replace(/\b(www)\./gi, '$1\\.')
        .replace(/@(?=[A-Za-z0-9])/g, `@${JOINER}`)
        .replace(/#(?=[0-9])/g, `#${JOINER}`);
}
/** A table cell: `mdText`, and an em dash for a missing or blank value (GitHub trims cells). */
function markdown_mdCell(v) {
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
    return `${fence}${info.replace(/[`\s]/g, '')}\n${(0,escape_text/* escapeControls */.UN)(source, { newline: true, tab: true })}\n${fence}`;
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

// EXTERNAL MODULE: ./src/report/summary-model.ts
var summary_model = __webpack_require__(6158);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
;// CONCATENATED MODULE: ./src/report/markdown.ts





/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const ICON = { pass: '✅ pass', fail: '❌ fail', undecided: '⚠️ undecided', skipped: '⏭️ skipped' };
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };
/** A Markdown table cell (the channel's rule: `src/report/escape/markdown.ts`). */
const cell = (/* unused pure expression or super */ null && (mdCell));
function cellOf(v) {
    return v !== null && typeof v === 'object' && 'code' in v ? mdCode(v.code) : markdown_mdCell(v);
}
/** A table; every row has exactly as many cells as there are columns. */
function table(columns, rows) {
    const lines = [`| ${columns.map(markdown_mdCell).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
    for (const r of rows)
        lines.push(`| ${columns.map((_, i) => cellOf(r[i])).join(' | ')} |`);
    return lines.join('\n');
}
function renderSection(sec) {
    if (sec.kind === 'chart')
        return renderSection((0,chart_table/* chartAsTable */.L)(sec));
    if (sec.kind === 'mermaid')
        return `**${markdown_mdCell(sec.title)}**\n\n${mdFence('mermaid', sec.source)}`;
    if (sec.kind === 'text')
        return `**${markdown_mdCell(sec.title)}**: ${mdText(sec.body)}`;
    return `**${markdown_mdCell(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${markdown_mdCell(sec.note)}_` : ''}`;
}
const SUMMARY_MODES = (/* unused pure expression or super */ null && (['full', 'failures', 'compact']));
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
    let cut = { level: 0, maxFindings: Infinity, maxSectionRows: Infinity };
    let out = compose(report, opts, cut);
    for (let level = 1; !fits(out) && level <= TRIM_STEPS.length; level++)
        out = compose(report, opts, (cut = { ...cut, level }));
    if (!fits(out)) {
        // Then rows: the largest number of rows per detail table that fits, then of findings rows per artifact.
        let lo = 0;
        let hi = 10000;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(compose(report, opts, { ...cut, maxSectionRows: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        cut = { ...cut, maxSectionRows: lo };
        out = compose(report, opts, cut);
    }
    if (!fits(out)) {
        let lo = 0;
        let hi = countFindings(report);
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (fits(compose(report, opts, { ...cut, maxFindings: mid })))
                lo = mid;
            else
                hi = mid - 1;
        }
        out = compose(report, opts, { ...cut, maxFindings: lo });
    }
    if (!fits(out))
        out = Buffer.from(out).subarray(0, limit - 300).toString('utf8').replace(/\uFFFD$/, '') + `\n\n> ✂️ The summary was cut at ${mdText(opts.limitName ?? "GitHub's 1 MiB limit")} (BG009). The JSON report has everything.\n`;
    return out;
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
function findingsBlock(findings, max, cutNote, withArtifact) {
    if (!findings.length)
        return [];
    const order = { error: 0, warning: 1, notice: 2 };
    const sorted = findings.slice().sort((a, b) => order[a.severity] - order[b.severity]);
    const shown = sorted.slice(0, max);
    const cols = withArtifact ? ['severity', 'code', 'artifact', 'location', 'message'] : ['severity', 'code', 'location', 'message'];
    const rows = shown.map((x) => {
        const msg = x.message + (x.subject ? ` [${x.subject}]` : '');
        return withArtifact ? [SEV[x.severity], x.code, withArtifact(x), (0,report_text/* location */.C5)(x), msg] : [SEV[x.severity], x.code, (0,report_text/* location */.C5)(x), msg];
    });
    const parts = [table(cols, rows)];
    if (shown.length < sorted.length)
        parts.push(cutNote(sorted.length - shown.length));
    if (!withArtifact) {
        const fixes = [];
        const seen = new Set();
        for (const x of shown) {
            if (x.severity === 'notice' || seen.has(x.code))
                continue;
            seen.add(x.code);
            const def = (0,registry/* lookupCode */.c2)(x.code);
            if (def)
                fixes.push(`- **${mdText(x.code)}** ${mdText(def.title)}: ${mdText(def.fix)}`);
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
    return v.headline.map((h) => `${mdText(h.label)} **${mdText(h.value)}**`).join(' · ');
}
function compose(report, opts, cut) {
    const mode = opts.mode ?? 'full';
    const limitName = opts.limitName ?? "GitHub's 1 MiB limit";
    const parts = [];
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
    parts.push(`## ${mdText(opts.title ?? 'benchgate')}${report.config.shard ? ` (shard ${mdText(report.config.shard.index)}/${mdText(report.config.shard.count)})` : ''}`);
    parts.push(`${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`);
    const views = (0,summary_model/* artifactViews */.tx)(report);
    if (views.length) {
        parts.push(table(['verdict', 'artifact', 'suite', 'headline'], views.map((v) => [v.verdict === 'pass' ? '✅' : '❌', { code: v.result.artifact.path }, v.suite.title, v.headline.map((h) => `${h.label} ${h.value}`).join(' · ')])));
    }
    // Findings of the run itself and of suites (configuration, discovery): never dropped by the mode.
    const loose = [...report.findings];
    for (const s of report.suites)
        for (const x of s.findings)
            loose.push(x);
    if (loose.length) {
        parts.push(`### Run and suite findings (${loose.length})`);
        for (const p of findingsBlock(loose, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut to keep this summary under ${mdText(limitName)} (BG009); the JSON report has every one.`))
            parts.push(p);
    }
    let sectionRowsCut = 0;
    let passingOmitted = 0;
    const renderSec = (sec) => {
        if (sec.kind === 'table' && sec.rows.length > cut.maxSectionRows) {
            sectionRowsCut += sec.rows.length - cut.maxSectionRows;
            return renderSection({ ...sec, rows: sec.rows.slice(0, cut.maxSectionRows), note: `${sec.rows.length - cut.maxSectionRows} more row(s) cut to fit ${limitName}; see the JSON report.` });
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
        parts.push(`### ${failing ? '❌' : '✅'} ${mdText(v.name)}: ${failing ? 'failed' : 'passed'}`);
        parts.push(`${mdCode(a.artifact.path)} (${mdText(a.artifact.kind)}) · ${headlineText(v)}`);
        const bad = a.gates.filter((x) => x.status === 'fail' || x.status === 'undecided');
        const rest = a.gates.filter((x) => x.status === 'pass' || x.status === 'skipped');
        if (bad.length)
            parts.push(`**Failing or undecided gates (${bad.length})**\n\n${table(['gate', 'status', 'detail'], gateRows(bad))}`);
        const cutNote = (n) => `> ✂️ ${n} more finding(s) of this artifact cut to keep this summary under ${mdText(limitName)} (BG009); the JSON report has every one.`;
        if (a.findings.length)
            parts.push(`**Findings (${a.findings.length})**`);
        if (a.findings.length > OPEN_FINDINGS) {
            // Many findings: those that fail the verdict stay open, the rest are collapsed.
            const open = a.findings.filter((x) => (0,summary_model/* counts */.tQ)(x, report.config.failOn));
            const rest = a.findings.filter((x) => !(0,summary_model/* counts */.tQ)(x, report.config.failOn));
            for (const p of findingsBlock(open, cut.maxFindings, cutNote))
                parts.push(p);
            if (rest.length)
                parts.push(`<details><summary>${rest.length} more warning(s) and notice(s)</summary>\n\n${findingsBlock(rest, Math.max(0, cut.maxFindings - open.length), cutNote).join('\n\n')}\n\n</details>`);
        }
        else
            for (const p of findingsBlock(a.findings, cut.maxFindings, cutNote))
                parts.push(p);
        if (rest.length && cut.level < 3) {
            const np = rest.filter((x) => x.status === 'pass').length;
            const ns = rest.length - np;
            parts.push(`<details><summary>${np} passing gate(s)${ns ? `, ${ns} skipped` : ''}</summary>\n\n${table(['gate', 'status', 'detail'], gateRows(rest))}\n\n</details>`);
        }
        const secs = a.sections ?? [];
        if (secs.length && (failing || cut.level < 2)) {
            const body = secs.map(renderSec).join('\n\n');
            parts.push(failing ? body : `<details><summary>Details: ${secs.map((x) => mdText(x.title)).join(', ')}</summary>\n\n${body}\n\n</details>`);
        }
    }
    for (const s of report.suites) {
        if (mode !== 'full' || !s.skipped?.length)
            continue;
        parts.push(`<details><summary>${mdText(s.title)}: ${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [{ code: k.path }, k.reason]))}\n\n</details>`);
    }
    if (mode === 'compact') {
        const failingGates = [];
        for (const v of views)
            for (const x of v.result.gates)
                if (x.status === 'fail' || x.status === 'undecided')
                    failingGates.push(`- ${x.status === 'fail' ? '❌' : '⚠️'} ${mdText(v.name)} (${mdCode(v.result.artifact.path)}) **${mdText(x.id)}**${x.detail ? `: ${mdText(x.detail)}` : ''}`);
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
            const body = findingsBlock(all, cut.maxFindings, (n) => `> ✂️ ${n} more finding(s) cut (BG009).`, (x) => owner.get(x) ?? '');
            parts.push(`<details><summary>All findings by artifact (${all.length})</summary>\n\n${body.join('\n\n')}\n\n</details>`);
        }
    }
    const dropped = TRIM_STEPS.slice(0, cut.level);
    if (dropped.length)
        parts.push(`> ✂️ To keep this summary under ${mdText(limitName)} (BG009), it leaves out ${dropped.join('; ')}${passingOmitted ? ` (${passingOmitted} passing artifact(s))` : ''}. The JSON report, the annotations and the check run have everything.`);
    if (sectionRowsCut)
        parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under ${mdText(limitName)} (BG009).`);
    const url = mdUrl(opts.detailsUrl);
    if (url)
        parts.push(`[Full run](${url})`);
    return parts.join('\n\n') + '\n';
}


/***/ }),

/***/ 2619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e4: () => (/* binding */ RunError),
  Hc: () => (/* binding */ emptinessFindings),
  k_: () => (/* binding */ runCheck),
  IS: () => (/* binding */ shardOf)
});

// UNUSED EXPORTS: checkOne, noArtifactsFinding

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
        (0,arrays/* pushAll */.iI)(files, await (0,walk/* walkSorted */.d)(root, { skipNames: ALWAYS_SKIPPED, keep: (r) => admit(root, r, findings, links), enter: (r) => (walkedDirs.push(r), true) }));
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
                findings.push((0,finding/* finding */.g)(general.BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, { file: rel }));
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
/** A line the runner would take for a workflow command: `::` after optional blanks (it trims them), or `##[`. */
function looksLikeCommand(line) {
    return /^\s*::/.test(line) || line.includes('##[');
}
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

// EXTERNAL MODULE: ./src/suites/index.ts + 4 modules
var src_suites = __webpack_require__(1583);
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
 */
function emptinessFindings(results, path, suiteIds, failOnEmpty, suiteList = src_suites/* ALL_SUITES */.K) {
    if (results.every((r) => r.artifacts.length === 0))
        return [noArtifactsFinding(path, suiteIds, failOnEmpty)];
    const out = [];
    for (const r of results) {
        const why = r.artifacts.length ? suiteList.find((s) => s.id === r.suite)?.nothingChecked?.(r.artifacts) : undefined;
        if (!why)
            continue;
        const msg = `nothing was checked by suite ${r.suite}: ${why}`;
        out.push(failOnEmpty ? (0,finding/* finding */.g)(general.BG.BG001, `${msg}; the run fails because fail-on-empty is on`, {}, 'error') : (0,finding/* finding */.g)(general.BG.BG001, `${msg} (fail-on-empty is off)`, {}, 'warning'));
    }
    return out;
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
    const suites = opts.suiteList ?? src_suites/* ALL_SUITES */.K;
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
            runFindings.push((0,finding/* finding */.g)(general.BG.BG002, `${core_config/* CONFIG_FILE */.g2} is ${st.size} bytes, over the ${core_config/* MAX_CONFIG_BYTES */.GW}-byte limit`, { file: core_config/* CONFIG_FILE */.g2 }));
        else {
            const parsed = (0,core_config/* parseConfig */.o4)(await (0,promises_.readFile)(cfgPath, 'utf8'), suites.map((s) => s.id));
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
    const sanitized = (0,options/* sanitizeSuiteOptions */.MN)(opts.suiteOptions ?? {}, suites.map((s) => s.id));
    (0,arrays/* pushAll */.iI)(runFindings, sanitized.findings);
    const suiteOptions = sanitized.options;
    // Suite selection.
    let selected;
    if (opts.suites === 'auto')
        selected = suites.filter((s) => config.suites[s.id]?.enabled !== false);
    else {
        selected = [];
        for (const id of opts.suites) {
            const s = suites.find((x) => x.id === id);
            if (s)
                selected.push(s);
            else
                runFindings.push((0,finding/* finding */.g)(general.BG.BG004, `unknown suite "${id}"; known suites: ${suites.map((x) => x.id).join(', ')}`));
        }
    }
    const walk = await walkTree(root);
    (0,arrays/* pushAll */.iI)(runFindings, walk.findings);
    const globalExclude = config.exclude.map(glob/* globToRegExp */.t);
    const baseTree = walk.tree.filter((f) => !(0,glob/* matchesAny */._)(f, globalExclude));
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
        const include = (sc?.include ?? []).map(glob/* globToRegExp */.t);
        const exclude = (sc?.exclude ?? []).map(glob/* globToRegExp */.t);
        const tree = baseTree.filter((f) => (include.length === 0 || (0,glob/* matchesAny */._)(f, include)) && !(0,glob/* matchesAny */._)(f, exclude));
        const ctx = { root, options: { ...(sc?.options ?? {}), ...(suiteOptions[suite.id] ?? {}) }, configOptions: sc?.options ?? {}, log, ...(opts.progress ? { progress: opts.progress } : {}), ...(opts.cache ? { cache: opts.cache } : {}) };
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
        (0,arrays/* pushAll */.iI)(runFindings, emptinessFindings(results, opts.path, selected.map((s) => s.id), failOnEmpty, suites));
    return (0,build/* buildReport */.FK)(results, runFindings, {
        root: opts.path,
        failOn,
        failOnEmpty,
        suites: selected.map((s) => s.id),
        configInput: { config, suiteOptions, failOnEmpty },
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        plan: { artifacts: planned.length, hash: (0,partition/* planDigest */.Gb)(planned), ...(opts.run ?? {}) },
        ...(opts.shard ? { shard: { index: opts.shard.index, count: opts.shard.count, slice: { artifacts: slice.length, hash: (0,partition/* planDigest */.Gb)(slice) } } } : {})
    });
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
            gates: [{ id: 'internal', title: 'benchgate could not check this artifact', status: 'undecided', detail: `internal error: ${err.message}` }],
            findings: [(0,finding/* finding */.g)(general.BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })],
            durationMs: Math.round(performance.now() - t)
        };
    }
}


/***/ }),

/***/ 9234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ artifactManifestSuite)
/* harmony export */ });
/* unused harmony export readManifestOptions */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(665);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1416);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(347);





function unreadableManifest(artifact, message) {
    return {
        artifact,
        gates: Object.entries(_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .GATE_TITLES */ .Wc).map(([id, title]) => ({ id, title, status: id === 'manifest_format' ? 'fail' : 'undecided', detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read' })),
        findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
    };
}
function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : _verify_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_MANIFEST_BYTES */ .nP
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    async discover(tree) {
        // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
        const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter((f) => node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(f) === _parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir);
        const artifacts = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(ctx.root, dir);
        // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
        const where = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveWithin */ .s5)(ctx.root, artifact.path);
        if (where.kind !== 'inside')
            return unreadableManifest(artifact, where.kind === 'escapes' ? `${_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir} is a symlink that leaves the repository; it was not read` : `${_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAME */ .ir} is a symlink to a target that does not exist`);
        const out = await (0,_verify_js__WEBPACK_IMPORTED_MODULE_2__/* .verifyRelease */ .VA)(abs, { strict: opts.strict, displayPath: artifact.path, maxManifestBytes: opts.maxManifestBytes });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            facts: { ...out.facts, reference_valid: out.reference.valid, ...(out.reference.error ? { reference_error: out.reference.error } : {}) },
            sections: [
                {
                    kind: 'table',
                    title: 'Inventory',
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [[out.facts.entries, out.facts.checked, out.facts.bytes, out.reference.missing.length, out.reference.size_mismatches.length, out.reference.hash_mismatches.length, out.facts.unlisted]]
                }
            ]
        };
    }
};


/***/ }),

/***/ 1583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ ALL_SUITES)
});

// EXTERNAL MODULE: ./src/suites/artifact-manifest/suite.ts
var suite = __webpack_require__(9234);
// EXTERNAL MODULE: ./src/suites/fightbench/index.ts
var fightbench = __webpack_require__(2238);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(2702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/core/key-scan.ts
var key_scan = __webpack_require__(4824);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var codes = __webpack_require__(6570);
// EXTERNAL MODULE: ./src/suites/pcs/validate.ts + 12 modules
var validate = __webpack_require__(4642);
;// CONCATENATED MODULE: ./src/suites/pcs/index.ts
/**
 * The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * Discovery: `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that
 * window was cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
 */








const SNIFF_BYTES = 64 * 1024;
const INGEST_NAME = /pcs_bench_ingest[^/]*\.json$/i;
/** True for file names that are ingest bundles by convention (goldens, producer exports, fixtures, normalized outputs). */
function isIngestName(path) {
    return INGEST_NAME.test(external_node_path_.posix.basename(path));
}
/**
 * Cheap content sniff of a JSON file's head: does it look like a v0 pcs artifact? Checks key names only
 * (no full parse), so a large unrelated JSON file costs one 64 KiB read.
 */
function sniffPcs(head) {
    const t = head.replace(/^\uFEFF/, '').trimStart();
    if (!t.startsWith('{'))
        return undefined;
    const explicit = /"(?:artifact_type|type|kind)"\s*:\s*"(PcsBenchIngest\.v0|BenchmarkReport\.v0|MetricSummary\.v0|BenchmarkRun\.v0|CoverageReport\.v0|FailureLocalizationResult\.v0|ExplainQualityReport\.v0|ProfileCoverageReport\.v0)"/.exec(t);
    const key = (k) => t.includes(`"${k}"`);
    if (!/"schema_version"\s*:\s*"v0"/.test(t) && !explicit)
        return undefined;
    if (key('producer_id') && key('suite_id') && key('workflow_id') && (key('benchmark_runs') || key('coverage_reports') || key('artifact_refs')))
        return 'PcsBenchIngest.v0';
    if (explicit)
        return explicit[1];
    if (key('benchmark_suite_id') && key('metric_summaries'))
        return 'BenchmarkReport.v0';
    if (key('artifact_type') && key('sha256') && key('role') && key('path'))
        return 'BenchmarkArtifactRef.v0';
    if (key('metric_id') && key('applicability') && key('score'))
        return 'MetricSummary.v0';
    if (key('run_id') && key('task_id') && key('observed_status'))
        return 'BenchmarkRun.v0';
    if (key('result_id') && key('expected_responsible_component'))
        return 'FailureLocalizationResult.v0';
    if (key('required_sections') && key('quality_score'))
        return 'ExplainQualityReport.v0';
    if (key('coverage_id') && key('workflow_profile_id'))
        return 'ProfileCoverageReport.v0';
    if (key('coverage_id') && key('coverage_ratio'))
        return 'CoverageReport.v0';
    return undefined;
}
async function readHead(abs, n) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const buf = Buffer.alloc(n);
        const { bytesRead } = await fh.read(buf, 0, n, 0);
        return buf.subarray(0, bytesRead).toString('utf8');
    }
    finally {
        await fh.close();
    }
}
/** A cut head worth a full key scan names at least one pcs key (sorted keys may push the rest past 64 KiB). */
const PCS_SIGNAL = /"(?:artifact_refs|benchmark_runs|coverage_reports|commands|failure_localization_reports|explain_quality_reports|logs|producer_id|schema_version|signature_or_digest|metric_summaries|benchmark_suite_id)"\s*:/;
const CAPTURED = new Set(['schema_version', 'artifact_type', 'type', 'kind']);
/** Bytes the key scan of a large JSON file reads at most during discovery. */
const SCAN_BYTES = 64 * 1024 * 1024;
/** A small JSON text with the document's top-level keys (and its type-bearing string values), for sniffPcs. */
async function topLevelSketch(abs) {
    const scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
    const o = {};
    for (const k of scan.keys)
        Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
    return JSON.stringify(o);
}
function kindOf(type) {
    return type === 'PcsBenchIngest.v0' ? 'pcs-ingest' : type === 'BenchmarkReport.v0' ? 'pcs-benchmark-report' : 'pcs-sub-artifact';
}
async function discoverPcs(tree) {
    const artifacts = [];
    const skipped = [];
    const findings = [];
    for (const f of tree.files) {
        if (!f.toLowerCase().endsWith('.json'))
            continue;
        const base = external_node_path_.posix.basename(f);
        if (isIngestName(f)) {
            artifacts.push({ path: f, kind: 'pcs-ingest' });
            continue;
        }
        if (base === 'provenance.manifest.json' || base === 'package.json' || base === 'package-lock.json' || base === 'tsconfig.json')
            continue;
        let head;
        try {
            head = await readHead(tree.abs(f), SNIFF_BYTES);
        }
        catch (e) {
            findings.push((0,finding/* finding */.g)(general.BG.BG008, `could not read "${f}" to see whether it is a pcs artifact: ${e.message}`, { file: f }));
            continue;
        }
        let type = sniffPcs(head);
        if (Buffer.byteLength(head) >= SNIFF_BYTES - 4 && PCS_SIGNAL.test(head)) {
            // The head was cut: the top-level keys of the whole document decide (streaming key scan), not the window,
            // where nested keys (an artifact_refs entry's artifact_type) could pass for the document's own.
            try {
                type = sniffPcs(await topLevelSketch(tree.abs(f))) ?? type;
            }
            catch {
                /* unreadable now: it was readable a moment ago; keep the head's answer */
            }
        }
        if (!type)
            continue;
        if (base.includes('metric_registry')) {
            skipped.push({ path: f, reason: 'BenchmarkMetricRegistry.v0 is not checked by the pcs suite' });
            continue;
        }
        artifacts.push({ path: f, kind: kindOf(type) });
    }
    return { artifacts, skipped, findings };
}
/** Checks one artifact file: bounded read, then the pure checker. */
async function checkPcsFile(root, artifact, options, tree) {
    const file = artifact.path;
    let bytes;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, file, { expect: 'file' });
        bytes = await (0,paths/* readBounded */.CB)(abs, options.maxBytes);
    }
    catch (e) {
        const gates = ['schema', 'semantics', 'refs', 'digests', 'tier'].map((id) => ({ id, title: id, status: 'undecided', detail: 'the file was not read' }));
        if (e instanceof paths/* FileTooLargeError */.yq) {
            return { artifact, gates: [{ ...gates[0], status: 'fail', detail: 'file too large' }, ...gates.slice(1)], findings: [(0,finding/* finding */.g)(codes/* PCS */.b.PCS002, `the file is ${e.size} bytes, over the ${e.limit}-byte limit (option max-bytes); it was not read`, { file, line: 1, column: 1, gate: 'schema' })] };
        }
        if (e instanceof paths/* UnsafePathError */.k0)
            return { artifact, gates, findings: [(0,finding/* finding */.g)(general.BG.BG003, e.message, { file })] };
        return { artifact, gates, findings: [(0,finding/* finding */.g)(general.BG.BG008, `could not read the file: ${e.message}`, { file })] };
    }
    const prov = await loadProvenance(root, file, options, tree);
    return (0,validate/* checkPcsDocument */.gs)(file, bytes, options, artifact, prov).result;
}
async function loadProvenance(root, file, options, tree) {
    const path = options.provenanceManifest ?? external_node_path_.posix.join(external_node_path_.posix.dirname(file), 'provenance.manifest.json');
    if (!options.provenanceManifest && tree && !tree.has(path))
        return undefined;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, path, { expect: 'file' });
        return { path, text: (await (0,paths/* readBounded */.CB)(abs, 8 * 1024 * 1024)).toString('utf8') };
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0 && e.problem === 'missing' && !options.provenanceManifest)
            return undefined;
        return { path };
    }
}
const pcsSuite = {
    id: 'pcs',
    title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
    async discover(tree, ctx) {
        const d = await discoverPcs(tree);
        const { findings } = (0,validate/* parseOptions */.Ac)(ctx.options);
        return { ...d, findings: [...(d.findings ?? []), ...findings] };
    },
    async check(artifact, ctx) {
        const { options } = (0,validate/* parseOptions */.Ac)(ctx.options);
        return checkPcsFile(ctx.root, artifact, options);
    }
};


// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(6085);
// EXTERNAL MODULE: ./src/suites/pqid/codes.ts
var pqid_codes = __webpack_require__(2858);
// EXTERNAL MODULE: ./src/suites/pqid/jsonl.ts
var jsonl = __webpack_require__(7814);
;// CONCATENATED MODULE: ./src/suites/pqid/options.ts


/** Rates a metric gate may name: the summary's rate fields plus the ordered and parameter layers. */
const GATE_METRICS = {
    execution_rate: 'higher',
    assembly_rate: 'higher',
    signature_rate: 'higher',
    ordered_rate: 'higher',
    parameter_rate: 'higher',
    es_gap_rate: 'lower',
    execution_to_assembly_attrition_rate: 'lower',
    as_gap_rate: 'lower',
    as_gap_share_of_es_gap: 'lower',
    executable_signature_disagreement_rate: 'lower',
    structural_hallucination_rate: 'lower'
};
const DEFAULT_OPTIONS = {
    evaluations: [],
    allowPartial: false,
    minRates: {},
    maxRates: {},
    maxRegression: {},
    schemaSeverity: 'warning',
    maxFindingsPerFile: 200,
    maxLineBytes: 64 * 1024 * 1024,
    autoDiscover: true,
    records: { prompts: [], responses: [], 'provider-attempts': [], 'benchmark-records': [] }
};
const KNOWN = [
    'evaluations',
    'release-dir',
    'candidate-manifest',
    'allow-partial',
    'min-rates',
    'max-rates',
    'max-regression',
    'schema-severity',
    'max-findings-per-file',
    'max-line-bytes',
    'discover',
    'prompts',
    'responses',
    'provider-attempts',
    'benchmark-records'
];
/** Validates raw options; every problem is a PQ080 finding and the option keeps its default. */
function parseOptions(raw) {
    const o = structuredClone(DEFAULT_OPTIONS);
    const findings = [];
    const bad = (key, msg) => {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ080, `suites.pqid.options.${key}: ${msg}`, { subject: key }));
    };
    if (!raw)
        return { options: o, findings };
    for (const key of Object.keys(raw))
        if (!KNOWN.includes(key))
            bad(key, `unknown option; known options are ${KNOWN.join(', ')}`);
    const globs = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'string' && v.trim())
            return [v];
        if (Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim()))
            return v;
        bad(key, 'expected a path or glob, or a list of them');
        return undefined;
    };
    const str = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'string' && v.trim())
            return v;
        bad(key, 'expected a repository-relative path');
        return undefined;
    };
    const bool = (key) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        if (typeof v === 'boolean')
            return v;
        if (v === 'true' || v === 'false')
            return v === 'true';
        bad(key, 'expected true or false');
        return undefined;
    };
    const int = (key, min, max) => {
        const v = raw[key];
        if (v === undefined)
            return undefined;
        const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
        if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max)
            return n;
        bad(key, `expected an integer from ${min} to ${max}`);
        return undefined;
    };
    const rates = (key, lo, hi) => {
        const v = raw[key];
        const out = {};
        if (v === undefined)
            return out;
        if (v === null || typeof v !== 'object' || Array.isArray(v)) {
            bad(key, `expected a mapping of metric to number, e.g. {signature_rate: 0.5}`);
            return out;
        }
        for (const [m, x] of Object.entries(v)) {
            if (!(m in GATE_METRICS)) {
                bad(`${key}.${m}`, `unknown metric; use one of ${Object.keys(GATE_METRICS).join(', ')}`);
                continue;
            }
            const n = typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x)) ? Number(x) : x;
            if (typeof n !== 'number' || !Number.isFinite(n) || n < lo || n > hi) {
                bad(`${key}.${m}`, `expected a number from ${lo} to ${hi} (rates are fractions: 0.5 means 50%)`);
                continue;
            }
            out[m] = n;
        }
        return out;
    };
    o.evaluations = globs('evaluations') ?? o.evaluations;
    o.releaseDir = str('release-dir');
    o.candidateManifest = str('candidate-manifest');
    o.allowPartial = bool('allow-partial') ?? o.allowPartial;
    o.minRates = rates('min-rates', 0, 1);
    o.maxRates = rates('max-rates', 0, 1);
    o.maxRegression = rates('max-regression', 0, 1);
    const sev = raw['schema-severity'];
    if (sev !== undefined) {
        if (sev === 'error' || sev === 'warning' || sev === 'notice' || sev === 'off')
            o.schemaSeverity = sev;
        else
            bad('schema-severity', 'expected error, warning, notice or off');
    }
    o.maxFindingsPerFile = int('max-findings-per-file', 1, 100000) ?? o.maxFindingsPerFile;
    o.maxLineBytes = int('max-line-bytes', 1024, 1024 * 1024 * 1024) ?? o.maxLineBytes;
    o.autoDiscover = bool('discover') ?? o.autoDiscover;
    for (const k of ['prompts', 'responses', 'provider-attempts', 'benchmark-records'])
        o.records[k] = globs(k) ?? [];
    return { options: o, findings };
}

// EXTERNAL MODULE: ./src/suites/pqid/pyjson.ts
var pyjson = __webpack_require__(2099);
// EXTERNAL MODULE: ./src/suites/pqid/pyfmt.ts
var pyfmt = __webpack_require__(7594);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __webpack_require__(1442);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(2210);
;// CONCATENATED MODULE: ./src/suites/pqid/schemas.ts
/**
 * The six PQID-Bench record schemas (draft 2020-12, additional properties allowed), written from the data
 * dictionary. schemas/pqid/*.schema.json hold the same objects (a test keeps them equal).
 */

const ID = (name) => `https://pqid-bench.org/schemas/1.0.0/${name}.schema.json`;
const HEX64 = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const PQID_SCHEMAS = {
    'benchmark-record': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('benchmark-record'),
        title: 'PQID-Bench benchmark record',
        type: 'object',
        required: ['row_id', 'instruction'],
        properties: {
            row_id: { type: 'string', minLength: 1 },
            instruction: { type: 'string', minLength: 1 },
            source_code: { type: 'string' },
            pqid_bench_effective_release_bucket: { enum: ['strict_n8', 'extended_n8'] }
        },
        additionalProperties: true
    },
    prompt: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('prompt'),
        title: 'PQID-Bench prompt record',
        type: 'object',
        required: ['prompt_id', 'row_id', 'prompt'],
        properties: {
            prompt_id: { type: 'string', pattern: '^pqid_bench_external_gen_[0-9]{4}$' },
            row_id: { type: 'string' },
            prompt: { type: 'string' },
            prompt_sha256: HEX64
        },
        additionalProperties: true
    },
    response: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('response'),
        title: 'PQID-Bench canonical response record',
        type: 'object',
        required: ['prompt_id'],
        properties: {
            prompt_id: { type: 'string' },
            model: { type: 'string' },
            provider: { type: 'string' },
            generated_text: { type: ['string', 'null'] },
            generated_code: { type: ['string', 'null'] },
            response_sha256: HEX64,
            error: { type: ['object', 'null'] }
        },
        additionalProperties: true
    },
    evaluation: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('evaluation'),
        title: 'PQID-Bench evaluation record',
        type: 'object',
        required: ['prompt_id', 'model', 'report_executable', 'report_signature_match'],
        properties: {
            prompt_id: { type: 'string', minLength: 1 },
            model: { type: 'string', minLength: 1 },
            report_executable: { type: 'boolean' },
            report_assembly_admissible: { type: 'boolean' },
            report_signature_match: { type: 'boolean' },
            ordered_wire_tape_match: { type: 'boolean' },
            parameter_aware_tape_match: { type: 'boolean' },
            row_id: { type: 'string' }
        },
        additionalProperties: true
    },
    'run-manifest': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('run-manifest'),
        title: 'PQID-Bench run manifest',
        type: 'object',
        required: ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version', 'run_type'],
        properties: {
            package_version: { type: 'string' },
            benchmark_release: { type: 'string' },
            evaluator_version: { type: 'string' },
            predicate_version: { type: 'string' },
            schema_version: { type: 'string' },
            artifact_manifest_version: { type: 'string' },
            run_type: { enum: ['canonical_reproduction', 'archived_replay', 'supplied_evaluation', 'live_replication'] }
        },
        additionalProperties: true
    },
    'provider-attempt': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: ID('provider-attempt'),
        title: 'PQID-Bench provider attempt',
        type: 'object',
        required: ['attempt_id', 'run_id', 'prompt_id', 'provider', 'route', 'requested_model', 'request_sha256', 'status', 'attempt_index', 'started_at'],
        properties: {
            attempt_id: { type: 'string' },
            run_id: { type: 'string' },
            prompt_id: { type: 'string' },
            provider: { type: 'string' },
            route: { type: 'string' },
            requested_model: { type: 'string' },
            resolved_model: { type: ['string', 'null'] },
            request_sha256: HEX64,
            raw_response_path: { type: ['string', 'null'] },
            raw_response_sha256: { oneOf: [{ type: 'null' }, HEX64] },
            status: { type: 'string' },
            attempt_index: { type: 'integer', minimum: 1 },
            started_at: { type: 'string', format: 'date-time' },
            completed_at: { type: ['string', 'null'], format: 'date-time' },
            transport_affected: { type: 'boolean' }
        },
        additionalProperties: true
    }
};
const SCHEMA_NAMES = Object.keys(PQID_SCHEMAS);
let ajv;
const compiled = new Map();
/** Compiled validator (format is an annotation only, as in the reference's jsonschema run). */
function validatorFor(name) {
    let v = compiled.get(name);
    if (!v) {
        ajv ??= new _2020.Ajv2020({ allErrors: true, strict: false, validateFormats: false });
        v = ajv.compile(PQID_SCHEMAS[name]);
        compiled.set(name, v);
    }
    return v;
}
/** One-line description of a schema error, e.g. `/report_executable: must be boolean`. */
function describeSchemaErrors(errors) {
    if (!errors || errors.length === 0)
        return 'invalid';
    return errors
        .slice(0, 5)
        .map((e) => {
        if (e.keyword === 'required')
            return `'${e.params.missingProperty}' is a required property`;
        return `${e.instancePath || '/'}: ${e.message ?? e.keyword}`;
    })
        .join('; ');
}

// EXTERNAL MODULE: ./src/suites/pqid/service.ts + 1 modules
var service = __webpack_require__(409);
// EXTERNAL MODULE: ./src/suites/pqid/artifact-manifest.ts
var artifact_manifest = __webpack_require__(132);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/suites/pqid/suite.ts
/**
 * The pqid suite: discovers PQID-Bench artifacts (evaluation JSONL by their keys, run manifests, record
 * files, frozen release directories) and checks them with the reference's rules plus benchgate's gates.
 */

















const KINDS = {
    evaluations: 'pqid-evaluations',
    release: 'pqid-release',
    runManifest: 'pqid-run-manifest',
    prompts: 'pqid-prompts',
    responses: 'pqid-responses',
    attempts: 'pqid-provider-attempts',
    benchmark: 'pqid-benchmark-records'
};
const RECORD_KIND_SCHEMA = {
    [KINDS.evaluations]: 'evaluation',
    [KINDS.prompts]: 'prompt',
    [KINDS.responses]: 'response',
    [KINDS.attempts]: 'provider-attempt',
    [KINDS.benchmark]: 'benchmark-record'
};
const has = (o, names) => names.some((n) => o[n] !== undefined);
/** Classifies a record by its keys (not its file name). */
function classifyRecord(o) {
    if (has(o, ['model']) && has(o, ['prompt_id']) && has(o, ['report_executable', 'execution', 'execution_success']) && has(o, ['report_signature_match', 'signature', 'signature_match']))
        return KINDS.evaluations;
    if (has(o, ['attempt_id']) && has(o, ['request_sha256']) && has(o, ['requested_model']))
        return KINDS.attempts;
    if (has(o, ['prompt_id']) && has(o, ['row_id']) && has(o, ['prompt']))
        return KINDS.prompts;
    if (has(o, ['prompt_id']) && has(o, ['generated_text', 'generated_code', 'response_sha256']))
        return KINDS.responses;
    if (has(o, ['row_id']) && has(o, ['instruction']) && !has(o, ['prompt_id']))
        return KINDS.benchmark;
    return undefined;
}
/** True when an object looks like a PQID run manifest (run_type plus at least three version fields). */
function looksLikeRunManifest(o) {
    const n = ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version'].filter((k) => o[k] !== undefined).length;
    return o.run_type !== undefined && n >= 3;
}
/** `evaluations*.jsonl` and other JSONL files whose name says they hold evaluations: claimed even when broken. */
const EVALUATIONS_NAME = /(^|\/)[^/]*evaluation[^/]*\.jsonl$/i;
/** `run_manifest.json`, `run-manifest.json`, `runmanifest.json` (any suffix before `.json`): claimed even when broken. */
const RUN_MANIFEST_NAME = /(^|\/)run[_-]?manifest[^/]*\.json$/i;
const RUN_MANIFEST_KEYS = ['run_type', 'package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version'];
/** Bytes the key scan of a run manifest reads at most (the check refuses a manifest over 16 MiB anyway). */
const MANIFEST_SCAN_BYTES = 16 * 1024 * 1024;
/** A presence map of scanned keys (null prototype: a key named `__proto__` is just a key). */
function keyObject(keys) {
    const o = Object.create(null);
    for (const k of keys)
        Object.defineProperty(o, k, { value: true, enumerable: true });
    return o;
}
/** Why a scanned first record could not be judged whole (for skip reasons and claims). */
function scanTrouble(s) {
    switch (s.end) {
        case 'complete':
            return s.bom ? 'the file starts with a byte order mark' : undefined;
        case 'empty':
            return 'the file is empty';
        case 'not-object':
            return `the first record is ${s.first ?? 'not an object'}, not a JSON object`;
        case 'eof':
            return 'the file ends inside its first record (truncated)';
        case 'cut-line':
            return 'the first line ends inside its record (cut or broken)';
        case 'invalid':
            return 'the first record has unbalanced brackets';
        case 'too-deep':
            return 'the first record is nested too deeply to scan';
        case 'window':
            return 'the first record is longer than the scan limit';
    }
}
const STATE = new Map();
function matchGlobs(tree, globs) {
    const res = globs.map(glob/* globToRegExp */.t);
    return tree.files.filter((f) => res.some((r) => r.test(f)));
}
async function discover(tree, ctx) {
    const { options, findings } = parseOptions(ctx.options);
    const artifacts = [];
    const skipped = [];
    const taken = new Set();
    const add = (path, kind) => {
        if (taken.has(path))
            return;
        taken.add(path);
        artifacts.push({ path, kind });
    };
    // Frozen release directories.
    const releases = [];
    const promptSuffix = service/* RELEASE_PATHS */.PP.prompts;
    for (const f of tree.files) {
        if (f !== promptSuffix && !f.endsWith('/' + promptSuffix))
            continue;
        const d = f === promptSuffix ? '.' : f.slice(0, -(promptSuffix.length + 1));
        const ident = d === '.' ? service/* RELEASE_PATHS */.PP.identifiability : `${d}/${service/* RELEASE_PATHS */.PP.identifiability}`;
        if (tree.has(ident))
            releases.push(d);
        else
            skipped.push({ path: d, reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release' });
    }
    if (options.releaseDir) {
        const d = external_node_path_.posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
        const ident = d === '.' ? service/* RELEASE_PATHS */.PP.identifiability : `${d}/${service/* RELEASE_PATHS */.PP.identifiability}`;
        if (!tree.dirs.has(d))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, { subject: 'release-dir' }));
        else if (!tree.has(ident))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ044, `release-dir "${options.releaseDir}" has no ${service/* RELEASE_PATHS */.PP.identifiability}; compare needs the evidence profile.`, { subject: 'release-dir' }));
        if (!releases.includes(d) && tree.dirs.has(d))
            releases.push(d);
    }
    for (const d of releases)
        add(d, KINDS.release);
    const inRelease = (f) => releases.some((d) => d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/'));
    // Explicit files.
    for (const g of options.evaluations) {
        const m = matchGlobs(tree, [g]);
        if (m.length === 0)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
        for (const f of m)
            add(f, KINDS.evaluations);
    }
    const recordOpt = [
        ['prompts', KINDS.prompts],
        ['responses', KINDS.responses],
        ['provider-attempts', KINDS.attempts],
        ['benchmark-records', KINDS.benchmark]
    ];
    for (const [k, kind] of recordOpt)
        for (const f of matchGlobs(tree, options.records[k]))
            add(f, kind);
    const manifests = [];
    if (options.candidateManifest) {
        const m = external_node_path_.posix.normalize(options.candidateManifest);
        if (!tree.has(m))
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, { subject: 'candidate-manifest' }));
        else {
            manifests.push(m);
            add(m, KINDS.runManifest);
        }
    }
    if (options.autoDiscover) {
        for (const f of tree.files) {
            if (taken.has(f) || inRelease(f))
                continue;
            if (/\.jsonl$/i.test(f)) {
                // A streaming key scan of the first record (no fixed window: up to the line limit, any depth up to 10,000).
                let scan;
                let readError;
                try {
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(tree.abs(f), { mode: 'jsonl', maxBytes: options.maxLineBytes });
                }
                catch (e) {
                    readError = e.code ?? 'read error';
                }
                const kind = scan ? classifyRecord(keyObject(scan.keys)) : undefined;
                if (kind) {
                    add(f, kind);
                    continue;
                }
                const trouble = readError ? `cannot be read (${readError})` : scanTrouble(scan);
                if (EVALUATIONS_NAME.test(f)) {
                    // Named as evaluations: anything but a whole record of another shape is claimed, so the check reports it.
                    if (trouble)
                        add(f, KINDS.evaluations);
                    else
                        skipped.push({ path: f, reason: 'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)' });
                }
                else if (/pqid/i.test(f))
                    skipped.push({ path: f, reason: trouble ? `not classified: ${trouble}` : 'JSONL whose first record has none of the PQID record key sets' });
            }
            else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
                const named = RUN_MANIFEST_NAME.test(f);
                let scan;
                try {
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$6)(tree.abs(f), { mode: 'json', maxBytes: MANIFEST_SCAN_BYTES });
                }
                catch {
                    scan = undefined;
                }
                const keys = scan ? keyObject(scan.keys) : {};
                const mine = scan !== undefined && looksLikeRunManifest(keys);
                // Named run_manifest.json: claimed unless it is a whole JSON object with none of the run-manifest keys.
                const other = scan !== undefined && scan.end === 'complete' && !scan.bom && !RUN_MANIFEST_KEYS.some((k) => k in keys);
                if (mine || (named && !other)) {
                    manifests.push(f);
                    add(f, KINDS.runManifest);
                }
                else if (named)
                    skipped.push({ path: f, reason: 'a JSON object with none of the run-manifest fields (run_type, *_version); not a PQID run manifest' });
            }
        }
        // Folders and symlinks that are not files (dangling, leaving the repository, to a folder) named like an
        // artifact file (`evaluations.jsonl`, `run_manifest.json`): claimed, and reported unreadable by the check.
        for (const d of [...tree.dirs, ...tree.links]) {
            if (taken.has(d) || inRelease(d + '/x'))
                continue;
            if (EVALUATIONS_NAME.test(d))
                add(d, KINDS.evaluations);
            else if (RUN_MANIFEST_NAME.test(d)) {
                manifests.push(d);
                add(d, KINDS.runManifest);
            }
        }
    }
    STATE.set(ctx.root, { options, releases, manifests });
    return { artifacts, skipped, findings };
}
const FAILURE_CODE = {
    'manifest-json': pqid_codes.PQ.PQ030,
    'manifest-object': pqid_codes.PQ.PQ030,
    'manifest-missing-fields': pqid_codes.PQ.PQ031,
    'manifest-run-type': pqid_codes.PQ.PQ032,
    'manifest-incompatible': pqid_codes.PQ.PQ033,
    'unequal-prompt-sets': pqid_codes.PQ.PQ040,
    'unknown-prompts': pqid_codes.PQ.PQ041,
    partial: pqid_codes.PQ.PQ042,
    'identifiable-empty': pqid_codes.PQ.PQ043,
    'file-missing': pqid_codes.PQ.PQ044,
    'file-directory': pqid_codes.PQ.PQ044,
    'file-unreadable': pqid_codes.PQ.PQ044,
    'frozen-prompts': pqid_codes.PQ.PQ044,
    'release-json': pqid_codes.PQ.PQ044,
    'artifact-manifest': pqid_codes.PQ.PQ053
};
const PROBLEM_CODE = {
    'invalid-json': pqid_codes.PQ.PQ001,
    'not-object': pqid_codes.PQ.PQ002,
    'missing-id': pqid_codes.PQ.PQ003,
    'duplicate-key': pqid_codes.PQ.PQ004,
    'bad-value': pqid_codes.PQ.PQ005,
    conflict: pqid_codes.PQ.PQ006,
    'missing-endpoint': pqid_codes.PQ.PQ007,
    invariant: pqid_codes.PQ.PQ008,
    'partial-assembly': pqid_codes.PQ.PQ009,
    'no-records': pqid_codes.PQ.PQ010,
    'invalid-utf8': pqid_codes.PQ.PQ011,
    'line-too-long': pqid_codes.PQ.PQ013
};
function gateOf(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', detail: passDetail };
    return { id, title, status: 'fail', detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})` };
}
/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
async function schemaPass(abs, file, schema, opts) {
    const findings = [];
    if (opts.schemaSeverity === 'off')
        return { findings, invalid: 0, rows: 0 };
    const validate = validatorFor(schema);
    let invalid = 0;
    let rows = 0;
    await (0,jsonl/* readJsonlLines */.S)(abs, (text, line) => {
        if (!text.trim())
            return;
        let v;
        try {
            v = JSON.parse(text);
        }
        catch {
            return; // parse errors are reported by the rules pass
        }
        rows++;
        if (!validate(v)) {
            invalid++;
            if (findings.length < opts.maxFindingsPerFile)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ020, `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`, { file, line, gate: 'schema' }, opts.schemaSeverity));
        }
    }, { maxLineBytes: opts.maxLineBytes }).catch(() => undefined);
    if (invalid > findings.length)
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ014, `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`, { file }));
    return { findings, invalid, rows };
}
const pct = (r) => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);
function rateOf(s, m) {
    if (m === 'ordered_rate')
        return s.ordered_count === null ? null : s.ordered_count / s.cells;
    if (m === 'parameter_rate')
        return s.parameter_count === null ? null : s.parameter_count / s.cells;
    return s[m];
}
/** Per-model table and chart sections. */
function modelSections(store, maxModels = 60) {
    const rows = [];
    const chartModels = [];
    const exec = [];
    const sig = [];
    const asm = [];
    const byModel = store.models.slice(0, maxModels).map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
    byModel.forEach((c, mi) => {
        const r = (n) => (n === null ? 'N/A' : `${(0,pyfmt/* pyThousands */.fF)(n)} (${pct(n / c.cells)})`);
        const es = c.execution - c.signature;
        const as = c.assembly === null ? null : c.assembly - c.signature;
        rows.push([store.models[mi], c.cells, r(c.execution), r(c.assembly), r(c.signature), r(c.ordered), r(c.parameter), r(es), as === null ? 'N/A' : `${as} (${pct(as / c.cells)})`]);
        chartModels.push(store.models[mi]);
        exec.push(+((100 * c.execution) / c.cells).toFixed(2));
        sig.push(+((100 * c.signature) / c.cells).toFixed(2));
        asm.push(c.assembly === null ? null : +((100 * c.assembly) / c.cells).toFixed(2));
    });
    const sections = [
        {
            kind: 'table',
            title: 'Per-model endpoints',
            columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
            rows,
            note: store.models.length > maxModels ? `First ${maxModels} of ${store.models.length} models.` : 'Counts with rates over each model\'s cells; N/A = layer not supplied.'
        }
    ];
    const chartN = Math.min(chartModels.length, 30);
    // Plain data (model.ts `Chart`): each channel draws it (HTML) or shows it as a table (Markdown, text).
    sections.push({
        kind: 'chart',
        title: 'Per-model rates (%): execution, assembly, signature',
        chart: {
            type: 'bar',
            x: { label: 'Model', values: chartModels.slice(0, chartN) },
            y: { label: 'Rate (%)', min: 0, max: 100, unit: '%' },
            series: [
                { name: 'Execution', values: exec.slice(0, chartN) },
                { name: 'Assembly', values: asm.slice(0, chartN) },
                { name: 'Signature', values: sig.slice(0, chartN) }
            ]
        },
        ...(chartModels.length > chartN ? { note: `First ${chartN} of ${chartModels.length} models.` } : {})
    });
    return sections;
}
function summarySection(s, title) {
    const row = (label, n, d) => [label, n, d, n === null || d === null || d === 0 ? 'N/A' : pct(n / d)];
    return {
        kind: 'table',
        title,
        columns: ['Metric', 'Count', 'Denominator', 'Rate'],
        rows: [
            row('Execution', s.execution_count, s.cells),
            row('Quantum-assembly admissibility', s.assembly_count, s.assembly_count === null ? null : s.cells),
            row('Reference-signature match', s.signature_count, s.cells),
            row('Ordered operation-and-operand tape', s.ordered_count, s.ordered_count === null ? null : s.cells),
            row('Parameter-aware ordered tape', s.parameter_count, s.parameter_count === null ? null : s.cells),
            row('ES-Gap', s.es_gap_count, s.cells),
            row('AS-Gap', s.as_gap_count, s.as_gap_count === null ? null : s.cells),
            row('ERSD', s.es_gap_count, s.execution_count)
        ]
    };
}
async function checkEvaluations(artifact, ctx, state) {
    const o = state.options;
    const file = artifact.path;
    const findings = [];
    const gates = [];
    const sections = [];
    const facts = {};
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(e instanceof paths/* UnsafePathError */.k0 && e.problem === 'escapes' ? general.BG.BG003 : pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: e.message }], findings };
    }
    let store;
    let summary;
    try {
        const l = await (0,service/* loadEvaluations */.sz)(abs, file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
        for (const p of l.acc.problems) {
            const first = p === l.acc.firstError ? ' (the reference stops here)' : '';
            findings.push((0,finding/* finding */.g)(PROBLEM_CODE[p.kind], p.message + first, { file, line: p.line, gate: p.kind === 'invariant' ? 'invariants' : 'records-valid', subject: p.record ? `record ${p.record}` : undefined }));
        }
        if (l.acc.problemCount > l.acc.problems.length)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ014, `${l.acc.problemCount - l.acc.problems.length} more problems were found and not listed (max-findings-per-file ${o.maxFindingsPerFile}).`, { file }));
        facts.records = l.acc.records;
        if (!l.acc.firstError) {
            store = l.acc.cells;
            summary = (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 1442))).summarize((0,records.countCells)(store), null);
        }
    }
    catch (e) {
        const msg = e instanceof service/* ReferenceFailure */.cz ? e.message : e.message;
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file, gate: 'records-valid' }));
    }
    (0,arrays/* pushAll */.iI)(findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
    gates.push(gateOf('records-valid', 'Evaluation records valid', findings, `${facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`));
    gates.push(summary ? gateOf('invariants', 'Endpoint invariants hold', findings, 'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution') : findings.some((f) => f.gate === 'invariants' && f.severity === 'error') ? gateOf('invariants', 'Endpoint invariants hold', findings, '') : { id: 'invariants', title: 'Endpoint invariants hold', status: 'undecided', detail: 'records could not all be read' });
    // Compare with the frozen release.
    const releaseDir = o.releaseDir ? external_node_path_.posix.normalize(o.releaseDir.replace(/\/+$/, '')) : state.releases.length === 1 ? state.releases[0] : undefined;
    let compareDelta;
    let frozen;
    if (!releaseDir) {
        const why = state.releases.length > 1 ? `${state.releases.length} releases found; set release-dir` : 'no frozen release directory (set release-dir)';
        gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why });
        gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
    }
    else {
        const dir = external_node_path_.posix.dirname(file);
        const beside = state.manifests.find((m) => external_node_path_.posix.dirname(m) === dir);
        const manifestRel = o.candidateManifest ? external_node_path_.posix.normalize(o.candidateManifest) : beside;
        if (!manifestRel) {
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ034, `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`, { file, gate: 'run-manifest' }));
            gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'undecided', detail: 'PQ034: no candidate run manifest' });
        }
        else {
            const mf = await manifestFindings(ctx, manifestRel);
            (0,arrays/* pushAll */.iI)(findings, mf.map((f) => ({ ...f, gate: 'run-manifest' })));
            gates.push(gateOf('run-manifest', 'Run manifest compatible', findings, `${manifestRel}: seven fields present, four gated fields equal the frozen contract`));
        }
        if (!summary)
            gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'undecided', detail: 'the evaluation records are invalid' });
        else {
            try {
                const relAbs = await (0,paths/* resolveInside */.LI)(ctx.root, releaseDir, { expect: 'directory' });
                const r = await (0,service/* compareRelease */.DT)({ evaluations: abs, releaseDir: relAbs, allowPartial: o.allowPartial, cwd: ctx.root, load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true } });
                compareDelta = r.candidate;
                frozen = r.frozen;
                facts.comparison = { mode: r.mode, prompt_count: r.promptIds.length, prompt_ids_sha256: r.json.comparison_scope.prompt_ids_sha256, release_dir: releaseDir };
                if (r.mode === 'matched_subset')
                    findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ045, `Matched-subset comparison: ${r.promptIds.length} of the frozen prompts (allow-partial is on).`, { file, gate: 'compare-scope' }));
                gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'pass', detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}` });
                sections.push({
                    kind: 'table',
                    title: `Candidate vs frozen release (${r.mode})`,
                    columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
                    rows: ['execution_rate', 'assembly_rate', 'signature_rate', 'ordered_rate', 'parameter_rate', 'es_gap_rate', 'as_gap_rate', 'executable_signature_disagreement_rate', 'structural_hallucination_rate'].map((m) => {
                        const c = rateOf(r.candidate, m);
                        const f = rateOf(r.frozen, m);
                        return [m, pct(c), pct(f), c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`];
                    })
                });
            }
            catch (e) {
                const kind = e instanceof service/* ReferenceFailure */.cz ? e.kind : undefined;
                const code = (kind && FAILURE_CODE[kind]) ?? pqid_codes.PQ.PQ044;
                findings.push((0,finding/* finding */.g)(code, e.message, { file, gate: 'compare-scope' }));
                gates.push(gateOf('compare-scope', 'Compare scope complete', findings, ''));
            }
        }
    }
    // Metric gates.
    const thresholds = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
    if (thresholds === 0)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'skipped', detail: 'no min-rates / max-rates configured' });
    else if (!summary)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'undecided', detail: 'no summary (invalid records)' });
    else {
        let undecided = false;
        for (const [m, min] of Object.entries(o.minRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `min-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v < min)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ070, `${m} is ${pct(v)}, below the minimum ${pct(min)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        for (const [m, max] of Object.entries(o.maxRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `max-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v > max)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ070, `${m} is ${pct(v)}, above the maximum ${pct(max)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        const g = gateOf('metric-thresholds', 'Metric thresholds', findings, `${thresholds} threshold(s) met`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    const regs = Object.entries(o.maxRegression);
    if (regs.length === 0)
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'skipped', detail: 'no max-regression configured' });
    else if (!compareDelta || !frozen) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', { file, gate: 'max-regression' }));
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'undecided', detail: 'no comparison with a frozen release' });
    }
    else {
        let undecided = false;
        for (const [m, allowed] of regs) {
            const c = rateOf(compareDelta, m);
            const f = rateOf(frozen, m);
            if (c === null || f === null) {
                undecided = true;
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ072, `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`, { file, gate: 'max-regression', subject: m }));
                continue;
            }
            const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
            if (worse > allowed + 1e-12)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ071, `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${pct(f)} → ${pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`, { file, gate: 'max-regression', subject: m }));
        }
        const g = gateOf('max-regression', 'No regression against the frozen release', findings, `${regs.length} metric(s) within their allowance`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    if (summary && store) {
        facts.summary = summary;
        const rest = sections.splice(0);
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
    }
    return { artifact, gates, findings, sections, facts };
}
async function manifestFindings(ctx, rel) {
    const out = [];
    let text;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'file' });
        const buf = await (0,paths/* readBounded */.CB)(abs, 16 * 1024 * 1024);
        text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    }
    catch (e) {
        if (e instanceof paths/* FileTooLargeError */.yq)
            return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, `The run manifest is ${e.size} bytes, over the 16 MiB limit.`, { file: rel, gate: 'run-manifest' })];
        if (e instanceof TypeError)
            return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, 'The run manifest is not valid UTF-8.', { file: rel, line: 1, gate: 'run-manifest' })];
        return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ012, `Cannot read the run manifest: ${e.message}`, { file: rel, gate: 'run-manifest' })];
    }
    let v;
    try {
        v = (0,pyjson/* parsePyJson */.j)(text);
    }
    catch (e) {
        const pos = e instanceof pyjson/* PyJsonError */.Q ? lineColumn(text, e.pos) : { line: 1 };
        const why = text.charCodeAt(0) === 0xfeff ? ' (it starts with a byte order mark, which Python\'s json.loads refuses)' : e instanceof pyjson/* PyJsonError */.Q ? ` (${e.message})` : '';
        return [(0,finding/* finding */.g)(pqid_codes.PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}${why}`, { file: rel, ...pos })];
    }
    const p = (0,service/* runManifestProblem */.gK)(v);
    if (p)
        out.push((0,finding/* finding */.g)(FAILURE_CODE[p.kind] ?? pqid_codes.PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
    const validate = validatorFor('run-manifest');
    const sev = STATE.get(ctx.root)?.options.schemaSeverity ?? 'warning';
    let plain;
    try {
        plain = JSON.parse(text);
    }
    catch {
        // Python-only JSON (NaN, Infinity): the reference accepts it; for the schema they become null (as JSON has no NaN).
        plain = JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof pyfmt/* PyFloat */.g$ ? x.value : x)));
    }
    if (sev !== 'off' && !validate(plain))
        out.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ020, `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`, { file: rel, gate: 'schema' }, sev));
    return out;
}
async function checkRelease(artifact, ctx, state) {
    const findings = [];
    const gates = [];
    const facts = {};
    const sections = [];
    const rel = artifact.path;
    const at = (p) => (rel === '.' ? p : `${rel}/${p}`);
    let dir;
    try {
        dir = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'directory' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(general.BG.BG003, e.message, { file: rel }));
        return { artifact, gates: [{ id: 'artifact-manifest', title: 'Release files match ARTIFACT_MANIFEST.tsv', status: 'undecided', detail: e.message }], findings };
    }
    const v = await (0,artifact_manifest/* verifyArtifactManifest */.H)(dir);
    const mfile = at('ARTIFACT_MANIFEST.tsv');
    if (!v.ok) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ053, v.error === 'missing-manifest' ? `The release has no ARTIFACT_MANIFEST.tsv.` : v.message.replace(dir + '/', ''), { file: mfile, line: v.line, gate: 'artifact-manifest' }));
    }
    else {
        const m = v.result;
        facts.manifest = { checked: m.checked, missing: m.missing.length, size_mismatches: m.size_mismatches.length, hash_mismatches: m.hash_mismatches.length };
        for (const p of m.missing)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ050, `"${p}" is listed but is not a regular file.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.escapes)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ050, `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.size_mismatches)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ051, `"${p}" has a different size than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.hash_mismatches)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ052, `"${p}" has a different SHA-256 than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
    }
    gates.push(gateOf('artifact-manifest', 'Release files match ARTIFACT_MANIFEST.tsv', findings, v.ok ? `${v.result.checked} files verified` : ''));
    // Canonical parity (evidence profile only).
    try {
        await (0,promises_.readFile)(`${dir}/${service/* RELEASE_PATHS */.PP.audit}`, { flag: 'r' }).then(() => undefined);
        const r = await (0,service/* reproduceRelease */.Db)(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
        for (const e of r.errors)
            findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ060, e, { file: at(service/* RELEASE_PATHS */.PP.audit), gate: 'canonical-parity' }));
        try {
            for (const e of await (0,service/* repeatabilityErrors */.$0)(dir))
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ061, e, { file: at(service/* RELEASE_PATHS */.PP.repeatability), gate: 'canonical-parity' }));
        }
        catch {
            /* repeatability table absent: not part of this profile */
        }
        facts.summary = r.summary;
        sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
        gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            gates.push({ id: 'canonical-parity', title: 'Canonical parity', status: 'skipped', detail: 'no cell audit (core profile)' });
        else {
            findings.push((0,finding/* finding */.g)(e instanceof service/* ReferenceFailure */.cz && e.kind === 'records' ? pqid_codes.PQ.PQ060 : pqid_codes.PQ.PQ044, e.message, { file: at(service/* RELEASE_PATHS */.PP.audit), gate: 'canonical-parity' }));
            gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
        }
    }
    (0,arrays/* pushAll */.iI)(findings, (await schemaPass(`${dir}/${service/* RELEASE_PATHS */.PP.prompts}`, at(service/* RELEASE_PATHS */.PP.prompts), 'prompt', state.options)).findings);
    return { artifact, gates, findings, sections, facts };
}
async function checkRecords(artifact, ctx, state, schema) {
    const file = artifact.path;
    const findings = [];
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: e.message }], findings };
    }
    let rows = 0;
    const r = await (0,jsonl/* readJsonlLines */.S)(abs, (text, line) => {
        if (!text.trim())
            return;
        rows++;
        try {
            const v = JSON.parse(text);
            if (!v || typeof v !== 'object' || Array.isArray(v))
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' }));
        }
        catch {
            if (findings.length < state.options.maxFindingsPerFile)
                findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
        }
    }, { maxLineBytes: state.options.maxLineBytes }).catch((e) => {
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return undefined;
    });
    if (r?.utf8Error)
        findings.push((0,finding/* finding */.g)(pqid_codes.PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
    const sp = await schemaPass(abs, file, schema, state.options);
    (0,arrays/* pushAll */.iI)(findings, sp.findings);
    return { artifact, gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)], findings, facts: { rows, schema, schema_invalid_rows: sp.invalid } };
}
async function check(artifact, ctx) {
    const state = STATE.get(ctx.root) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
    if (artifact.kind === KINDS.evaluations)
        return checkEvaluations(artifact, ctx, state);
    if (artifact.kind === KINDS.release)
        return checkRelease(artifact, ctx, state);
    if (artifact.kind === KINDS.runManifest) {
        const findings = (await manifestFindings(ctx, artifact.path)).map((f) => (f.gate ? f : { ...f, gate: 'run-manifest' }));
        return { artifact, gates: [gateOf('run-manifest', 'Run manifest compatible', findings, 'seven fields present; gated fields equal the frozen contract')], findings };
    }
    const schema = RECORD_KIND_SCHEMA[artifact.kind];
    if (schema)
        return checkRecords(artifact, ctx, state, schema);
    return { artifact, gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }], findings: [] };
}
const pqidSuite = { id: 'pqid', title: 'PQID-Bench evaluations and releases', discover, check };
/** 1-based line and column of a UTF-16 offset. */
function lineColumn(text, pos) {
    let line = 1;
    let last = -1;
    for (let i = 0; i < pos && i < text.length; i++)
        if (text.charCodeAt(i) === 10) {
            line++;
            last = i;
        }
    return { line, column: pos - last };
}

// EXTERNAL MODULE: ./src/suites/qsolve/suite.ts
var qsolve_suite = __webpack_require__(1124);
;// CONCATENATED MODULE: ./src/suites/index.ts
/** Every suite, in report order. Each family adds one import and one entry. */





const ALL_SUITES = [suite/* artifactManifestSuite */.Y, pqidSuite, pcsSuite, qsolve_suite/* qsolveSuite */.zR, fightbench/* fightbenchSuite */.NX];


/***/ }),

/***/ 2858:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ PQ),
/* harmony export */   Y: () => (/* binding */ PQID_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5415);

/** PQID-Bench codes (prefix PQ). Messages of PQ001–PQ011 and PQ030–PQ043 repeat the reference's own text. */
const PQID_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    { code: 'PQ001', severity: 'error', title: 'Invalid JSONL line', description: 'A non-blank line of a PQID-Bench JSONL file is not valid JSON (the reference stops with "Invalid JSONL at FILE:LINE").', fix: 'Write one complete JSON object per line; remove truncated or hand-edited lines.' },
    { code: 'PQ002', severity: 'error', title: 'Record is not a JSON object', description: 'A line holds a JSON array, string, number or null instead of an object ("Expected an object at FILE:LINE").', fix: 'Write each record as a JSON object `{...}`.' },
    { code: 'PQ003', severity: 'error', title: 'Record lacks model or prompt_id', description: 'The model or prompt_id is absent, null, false, 0 or an empty string (the reference coerces with `str(x or "")`).', fix: 'Give every evaluation record a non-empty string `model` and `prompt_id`.' },
    { code: 'PQ004', severity: 'error', title: 'Duplicate model-prompt key', description: 'Two records share the canonical key (model, prompt_id); the summarizer rejects duplicates.', fix: 'Keep exactly one record per model and prompt; remove the repeated line.' },
    { code: 'PQ005', severity: 'error', title: 'Endpoint value is not Boolean or 0/1', description: 'An endpoint field (or alias) holds a string, null, 2, -1, NaN, an array or an object; only JSON Booleans and numbers equal to 0 or 1 are accepted.', fix: 'Write true/false (or 0/1). Omit an optional endpoint instead of writing null.' },
    { code: 'PQ006', severity: 'error', title: 'Conflicting endpoint aliases', description: 'Two names of the same endpoint (e.g. report_executable and execution) disagree.', fix: 'Keep one name per endpoint, or make all aliases agree.' },
    { code: 'PQ007', severity: 'error', title: 'Missing required endpoint', description: 'The record has no execution alias or no signature alias; both are required.', fix: 'Add report_executable (or execution / execution_success) and report_signature_match (or signature / signature_match).' },
    { code: 'PQ008', severity: 'error', title: 'Endpoint invariant violated', description: 'The record breaks parameter ⇒ ordered ⇒ signature ⇒ execution or assembly ⇒ execution (an absent ordered key counts as false for parameter ⇒ ordered).', fix: 'Correct the evaluator output: a cell cannot match a stronger endpoint while failing a weaker one.' },
    { code: 'PQ009', severity: 'error', title: 'Assembly admissibility partially present', description: 'Some records carry an assembly-admissibility field and others do not; it must be on every record or none.', fix: 'Add report_assembly_admissible to every record, or remove it from all of them.' },
    { code: 'PQ010', severity: 'error', title: 'No evaluation records', description: 'The file is empty or holds only blank lines ("No evaluation records supplied").', fix: 'Write the evaluation records, or exclude the file from discovery.' },
    { code: 'PQ011', severity: 'error', title: 'File is not valid UTF-8', description: 'The file has a byte sequence that is not UTF-8; the reference stops with the codec message.', fix: 'Re-encode the file as UTF-8 (without a byte-order mark).' },
    { code: 'PQ012', severity: 'error', title: 'Cannot read PQID file', description: 'A configured or discovered PQID file is missing, is a directory, or cannot be read.', fix: 'Point the option at an existing regular file inside the repository.' },
    { code: 'PQ013', severity: 'error', title: 'Line too long', description: 'A line is longer than `max-line-bytes` (64 MiB by default); benchgate skips it to bound memory.', fix: 'Split the record or raise `max-line-bytes` if such a record is intended.' },
    { code: 'PQ014', severity: 'notice', title: 'More problems not listed', description: 'A file had more problems than `max-findings-per-file`; the rest are counted but not listed.', fix: 'Fix the listed problems first, or raise `max-findings-per-file`.' },
    { code: 'PQ020', severity: 'warning', title: 'Record violates its JSON Schema', description: 'A record does not validate against its PQID-Bench JSON Schema (draft 2020-12). The reference CLI never validates its schemas and accepts some such rows (aliases, 0/1 values, numeric ids), so this is a warning by default (`schema-severity`).', fix: 'Use the canonical field names and types of the data dictionary (e.g. Boolean endpoints, string ids).' },
    { code: 'PQ030', severity: 'error', title: 'Run manifest is not a JSON object', description: 'The candidate run manifest is not valid JSON, or not an object.', fix: 'Write run-manifest.json as a JSON object with the seven version/run fields.' },
    { code: 'PQ031', severity: 'error', title: 'Run manifest lacks required fields', description: 'One of package_version, benchmark_release, evaluator_version, predicate_version, schema_version, artifact_manifest_version, run_type is absent or empty (null and "" count as missing).', fix: 'Fill in every field; see the minimal compatible manifest in docs/pqid.md.' },
    { code: 'PQ032', severity: 'error', title: 'Unsupported run_type', description: 'run_type is not canonical_reproduction, archived_replay, supplied_evaluation or live_replication.', fix: 'Use one of the four run types.' },
    { code: 'PQ033', severity: 'error', title: 'Run manifest incompatible with the frozen release', description: 'benchmark_release, evaluator_version, predicate_version or schema_version differs from the frozen comparison contract (1.0.0 / pqid-bench-evaluator-1.1.0-safe-builtins / pqid-bench-reference-signature-1.0.0-count-map / 1.0.0).', fix: 'Re-score with the frozen evaluator and predicate, or do not compare against this release.' },
    { code: 'PQ034', severity: 'error', title: 'No candidate run manifest', description: 'An evaluation file is compared with a frozen release but no candidate run manifest was found (option `candidate-manifest`, or a run-manifest.json beside the file).', fix: 'Add run-manifest.json next to the evaluations or set `candidate-manifest`.' },
    { code: 'PQ040', severity: 'error', title: 'Candidate models have different prompt sets', description: 'All candidate models must share one prompt denominator, even with allow-partial.', fix: 'Evaluate every model on the same prompts.' },
    { code: 'PQ041', severity: 'error', title: 'Prompt IDs outside the frozen test set', description: 'The candidate has prompt IDs that the frozen 154-prompt file does not list.', fix: 'Remove or rename the unknown prompt IDs.' },
    { code: 'PQ042', severity: 'error', title: 'Candidate does not cover the frozen test set', description: 'Prompt IDs of the frozen test set are missing and `allow-partial` is off.', fix: 'Evaluate all frozen prompts, or set `allow-partial: true` for an explicitly labelled matched-subset comparison.' },
    { code: 'PQ043', severity: 'error', title: 'No identifiable prompts to compare', description: 'After the frozen identifiability exclusions no compared prompt is left.', fix: 'Include prompts outside the identifiability exclusions.' },
    { code: 'PQ044', severity: 'error', title: 'Frozen release incomplete', description: 'A file compare or reproduce needs is missing from the release directory (prompt file, identifiability JSON or cell audit).', fix: 'Use the evidence profile of the release (the core bundle omits artifacts/analysis_154/).' },
    { code: 'PQ045', severity: 'notice', title: 'Matched-subset comparison', description: 'The candidate covers only part of the frozen test set; the comparison is a matched subset.', fix: 'Nothing, if intended; evaluate all 154 prompts for a full-test-set comparison.' },
    { code: 'PQ050', severity: 'error', title: 'Release file missing', description: 'A path listed in ARTIFACT_MANIFEST.tsv is not a regular file (or resolves outside the release through a symlink).', fix: 'Restore the file, or regenerate the manifest.' },
    { code: 'PQ051', severity: 'error', title: 'Release file size mismatch', description: 'A listed file has a size other than the manifest says.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ052', severity: 'error', title: 'Release file hash mismatch', description: 'A listed file has the right size but a different SHA-256.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ053', severity: 'error', title: 'ARTIFACT_MANIFEST.tsv unreadable', description: 'The manifest is missing, has a wrong header (a BOM counts), an empty/duplicate/absolute/traversal path or a non-integer size.', fix: 'Write the header `path<TAB>bytes<TAB>sha256` and one safe relative path per line.' },
    { code: 'PQ060', severity: 'error', title: 'Canonical parity failed', description: 'Reproducing the frozen summary from the release cell audit does not give the published counts.', fix: 'Restore the released cell audit and identifiability JSON.' },
    { code: 'PQ061', severity: 'error', title: 'Repeatability parity failed', description: 'The stochastic-repeatability table does not have 4,536 cells, 21 models, 72 prompts and 3 runs.', fix: 'Restore the released repeatability table.' },
    { code: 'PQ070', severity: 'error', title: 'Rate below the minimum', description: 'A rate configured in `min-rates` is below its minimum (or one in `max-rates` above its maximum).', fix: 'Improve the candidate, or change the threshold in .benchgate.yml if it is wrong.' },
    { code: 'PQ071', severity: 'error', title: 'Regression against the frozen release', description: 'A rate configured in `max-regression` moved the wrong way by more than allowed compared with the frozen release on the same prompts.', fix: 'Fix the regression before tagging the release, or change the allowance in .benchgate.yml.' },
    { code: 'PQ072', severity: 'warning', title: 'Metric gate cannot decide', description: 'A metric gate names a rate that is unavailable (null) for this file, or a regression gate has no frozen release to compare with.', fix: 'Supply the layer (e.g. assembly or ordered fields), set `release-dir`, or remove the metric from the gate.' },
    { code: 'PQ080', severity: 'error', title: 'Invalid pqid option', description: 'A `suites.pqid.options` key or action input has a wrong name, type or value.', fix: 'Correct it; docs/pqid.md lists every option.' },
    { code: 'PQ090', severity: 'warning', title: 'Configured PQID path matches nothing', description: 'An `evaluations`, `release-dir` or `candidate-manifest` option names nothing in the repository.', fix: 'Correct the path or glob (repository-relative, POSIX separators).' }
]);
const PQ = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(PQID_CODES);


/***/ })

};
