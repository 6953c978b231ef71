export const id = 734;
export const ids = [734];
export const modules = {

/***/ 7458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _report_build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5066);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3567);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = (0,_report_build_js__WEBPACK_IMPORTED_MODULE_0__/* .buildReport */ .F)(results, [], { root: opts.root ?? io.cwd, failOn: opts.failOn ?? 'error', suites: results.map((r) => r.suite) });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S)(report, { color: io.color }));
    return report.verdict === 'pass' ? _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.pass : _command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.fail;
}


/***/ }),

/***/ 5415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ codeIndex),
/* harmony export */   O: () => (/* binding */ defineCodes)
/* harmony export */ });
function defineCodes(defs) {
    return defs;
}
/** Index a code list by code, typed, so emitters write `AM.AM001` and a typo fails to compile. */
function codeIndex(defs) {
    const out = {};
    for (const d of defs)
        out[d.code] = d;
    return out;
}


/***/ }),

/***/ 5278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   g: () => (/* binding */ finding)
/* harmony export */ });
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
/** Stable order: file, line, column, code, message. */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        a.code.localeCompare(b.code) ||
        a.message.localeCompare(b.message));
}


/***/ }),

/***/ 875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ LocalFolderCache),
/* harmony export */   tI: () => (/* binding */ LOCAL_CACHE_DIR)
/* harmony export */ });
/* unused harmony export CACHE_ENTRY_MAX_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);




/** Default folder of the CLI's cache, under the checked root (never walked as part of the tree). */
const LOCAL_CACHE_DIR = '.benchgate-cache';
/** Entries larger than this are neither written nor read (a cache must not become a memory hazard). */
const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The CLI's result cache: one file per entry in a local folder, named like the action's cache keys
 * (`benchgate-v<VERSION>-<sha256>`). Read or write errors are reported once through `warn` and then ignored.
 */
class LocalFolderCache {
    dir;
    warn;
    version;
    warned = false;
    constructor(dir, warn = () => { }, version = _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x) {
        this.dir = dir;
        this.warn = warn;
        this.version = version;
    }
    file(key) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, `benchgate-v${this.version}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex')}`);
    }
    problem(e) {
        if (this.warned)
            return;
        this.warned = true;
        this.warn(`result cache in ${this.dir} unusable (${e.message}); going on without it`);
    }
    async get(key) {
        try {
            const f = this.file(key);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(f)).size > CACHE_ENTRY_MAX_BYTES)
                return undefined;
            return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8');
        }
        catch (e) {
            if (e.code !== 'ENOENT')
                this.problem(e);
            return undefined;
        }
    }
    async set(key, value) {
        if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES)
            return;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
            const f = this.file(key);
            const tmp = `${f}.${process.pid}.tmp`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, value);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, f);
        }
        catch (e) {
            this.problem(e);
        }
    }
}


/***/ }),

/***/ 6107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   h0: () => (/* binding */ decodeUtf8Strict),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* unused harmony export toRepoPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


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
        return { ok: false, problem: 'absolute', message: `the path "${p}" is absolute; use a path relative to the folder` };
    }
    const segments = p.split(/[\\/]/);
    if (segments.includes('..'))
        return { ok: false, problem: 'traversal', message: `the path "${p}" contains ".."; paths must stay inside the folder` };
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
/** Converts an absolute path under root into the repository-relative POSIX form used in findings. */
function toRepoPath(root, abs) {
    const rel = relative(root, abs);
    return rel === '' ? '.' : rel.split(sep).join('/');
}
class FileTooLargeError extends Error {
    path;
    limit;
    size;
    constructor(path, limit, size) {
        super(`the file is ${size} bytes, over the ${limit}-byte limit`);
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

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aY: () => (/* binding */ gateFromFindings),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony exports allFindings, countGates, countFindings, decideVerdict */
function allFindings(suites, runFindings = []) {
    const out = [...runFindings];
    for (const s of suites) {
        out.push(...s.findings);
        for (const a of s.artifacts)
            out.push(...a.findings);
    }
    return out;
}
function countGates(suites) {
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const s of suites)
        for (const a of s.artifacts)
            for (const g of a.gates)
                c[g.status]++;
    return c;
}
function countFindings(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        c[f.severity]++;
    return c;
}
/**
 * The verdict. A failed gate always fails (unless fail-on is `never`).
 * An undecided gate fails too: a gate that could not decide never counts as a pass.
 * Error findings fail under `error` and `warning`; warnings fail under `warning`.
 */
function decideVerdict(gates, findings, failOn) {
    if (failOn === 'never')
        return 'pass';
    if (gates.fail > 0 || gates.undecided > 0)
        return 'fail';
    if (findings.error > 0)
        return 'fail';
    if (failOn === 'warning' && findings.warning > 0)
        return 'fail';
    return 'pass';
}
function recount(report) {
    const findings = allFindings(report.suites, report.findings);
    const gates = countGates(report.suites);
    const fc = countFindings(findings);
    const artifacts = report.suites.reduce((n, s) => n + s.artifacts.length, 0);
    return { ...report, counts: { gates, findings: fc, artifacts }, verdict: decideVerdict(gates, fc, report.config.failOn) };
}
/** Gate status from findings: fail when any error finding counts against the gate. */
function gateFromFindings(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', ...(passDetail ? { detail: passDetail } : {}) };
    return { id, title, status: 'fail', detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code})` };
}


/***/ }),

/***/ 5066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ buildReport)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5278);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9478);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(311);




/** Assembles the versioned report: findings sorted, counts and verdict computed. */
function buildReport(suites, runFindings, opts) {
    const sorted = suites.map((s) => ({
        ...s,
        findings: [...s.findings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .E),
        artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)).map((a) => ({ ...a, findings: [...a.findings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .E) }))
    }));
    const configHash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null })).digest('hex');
    const base = {
        schema: 'benchgate.report/1',
        tool: { name: 'benchgate', version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .x },
        ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
        root: opts.root,
        config: { failOn: opts.failOn, suites: opts.suites, configHash, ...(opts.shard ? { shard: opts.shard } : {}) },
        verdict: 'pass',
        counts: { gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 }, findings: { error: 0, warning: 0, notice: 0 }, artifacts: 0 },
        suites: sorted,
        findings: [...runFindings].sort(_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .E),
        ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
    };
    return (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .recount */ .d3)(base);
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ location),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
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
        return `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', f.code)} ${loc ? loc + ' ' : ''}${f.message}${f.subject ? c('dim', ` [${f.subject}]`) : ''}`;
    };
    for (const f of report.findings)
        out.push(fmtFinding(f));
    if (report.findings.length)
        out.push('');
    for (const s of report.suites) {
        out.push(c('bold', `== ${s.title} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            out.push(`${c('bold', a.artifact.path)} ${c('dim', `(${a.artifact.kind})`)}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${g.id}${g.detail ? c('dim', ` — ${g.detail}`) : ''}`);
            for (const sec of a.sections ?? [])
                out.push(...renderSectionText(sec));
            for (const f of a.findings)
                out.push(fmtFinding(f));
        }
        for (const sk of s.skipped ?? [])
            out.push(`  ${c('dim', `skipped ${sk.path}: ${sk.reason}`)}`);
        out.push('');
    }
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
function renderSectionText(sec) {
    if (sec.kind === 'text')
        return [`  ${sec.title}: ${sec.body}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns, ...sec.rows.map((r) => r.map((v) => (v === null ? '—' : String(v))))];
    const widths = sec.columns.map((_, i) => Math.min(40, Math.max(...rows.map((r) => (r[i] ?? '').length))));
    const lines = [`  ${sec.title}`];
    for (const r of rows)
        lines.push('    ' + r.map((v, i) => (v ?? '').slice(0, 40).padEnd(widths[i])).join('  ').trimEnd());
    return lines;
}


/***/ }),

/***/ 70:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QSOLVE_COMMANDS: () => (/* binding */ QSOLVE_COMMANDS),
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   decideCommand: () => (/* binding */ decideCommand),
/* harmony export */   decideFromRecords: () => (/* binding */ decideFromRecords),
/* harmony export */   lintCommand: () => (/* binding */ lintCommand),
/* harmony export */   runCommand: () => (/* binding */ runCommand),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_local_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(875);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8426);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3860);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1124);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _cli_command_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3567);
/* harmony import */ var _cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7458);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5124);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1778);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(2988);
/* harmony import */ var _workflow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1714);














const TITLE = 'Qsolve workflows';
function parse(args, extra = {}) {
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_6__.parseArgs)({ args, allowPositionals: true, strict: true, options: { format: { type: 'string' }, ...extra } });
    }
    catch (e) {
        throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(e.message);
    }
    const format = parsed.values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--format must be text or json (got "${format}")`);
    if (parsed.positionals.length !== 1)
        throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`expected exactly one path argument, got ${parsed.positionals.length}`);
    return { format: format, path: parsed.positionals[0], values: parsed.values, flags: parsed.values };
}
/** Root and repo-relative folder for a DIR argument: paths are shown relative to the current directory when DIR is inside it. */
async function locate(dir, io) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, dir);
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs)).isDirectory())
            throw new Error('x');
    }
    catch {
        throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
    }
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(abs);
    let cwd = io.cwd;
    try {
        cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(io.cwd);
    }
    catch {
        /* keep */
    }
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, real);
    if (r === '')
        return { root: cwd, folder: '.' };
    if (!r.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(r))
        return { root: cwd, folder: r.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') };
    return { root: real, folder: '.' };
}
function one(result, findings = []) {
    return [{ suite: 'qsolve', title: TITLE, artifacts: [result], findings }];
}
function stageResult(s, findings) {
    return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings };
}
async function loadRecordsArg(p, io) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p);
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, abs).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') || p;
    return { ...(await (0,_records_js__WEBPACK_IMPORTED_MODULE_10__/* .loadRecords */ .ff)(abs, file)), file };
}
/** A command that prints the findings of one stage of a workflow folder. */
function stageCommand(stage, summary, findingsOf) {
    return {
        name: ['qsolve', stage],
        usage: `benchgate qsolve ${stage} DIR [--format text|json]`,
        summary,
        async run(args, io) {
            const a = parse(args);
            const loc = await locate(a.path, io);
            const s = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
            return (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one(stageResult(s, findingsOf(s))), io, a.format, { root: loc.root });
        }
    };
}
const validateCommand = stageCommand('validate', 'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks', _workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .validateStage */ .Ps);
const lintCommand = stageCommand('lint', 'Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054', _workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .lintStage */ .Ig);
const RUN_FLAGS = {
    target: { type: 'string' },
    timeout: { type: 'string' },
    python: { type: 'string' },
    sandbox: { type: 'string' },
    'no-cache': { type: 'boolean' }
};
/** Runner options from --target/--timeout/--python/--no-cache; the cache lives in `<root>/.benchgate-cache/`. */
function runOptions(flags, root, io) {
    const o = {};
    if (typeof flags.target === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .readOptions */ .Tt)({ target: flags.target });
        if (r.findings.length)
            throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--target: ${r.findings[0].message}`);
        o.target = flags.target;
    }
    if (typeof flags.timeout === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .readOptions */ .Tt)({ timeout_s: flags.timeout });
        if (r.findings.length)
            throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--timeout: ${r.findings[0].message}`);
        o.timeoutS = r.options.timeout_s;
    }
    if (typeof flags.python === 'string')
        o.python = flags.python;
    if (typeof flags.sandbox === 'string') {
        const r = (0,_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .readOptions */ .Tt)({ sandbox: flags.sandbox });
        if (r.findings.length)
            throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e(`--sandbox: ${r.findings[0].message}`);
        o.sandbox = r.options.sandbox;
    }
    if (flags['no-cache'] !== true)
        o.cache = new _core_local_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .LocalFolderCache */ .WB((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, _core_local_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .LOCAL_CACHE_DIR */ .tI));
    const status = (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`);
    if (io.isTTY) {
        o.log = status;
        o.progress = status;
    }
    return o;
}
function runRecordsSource(r) {
    return { ...(r.records ? { records: r.records } : {}), findings: r.findings, ...(r.notRun ? { notRun: r.notRun } : {}), run: r.stats };
}
const checkCommand = {
    name: ['qsolve', 'check'],
    usage: 'benchgate qsolve check DIR [--records RUN_RECORDS.json | --no-run] [--target T] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [--format text|json]',
    summary: 'All Qsolve stages (validate, lint, test) and the eight gates: runs the workflow in the sandbox (or decides from --records)',
    async run(args, io) {
        const a = parse(args, { records: { type: 'string' }, 'no-run': { type: 'boolean' }, ...RUN_FLAGS });
        const loc = await locate(a.path, io);
        const opts = runOptions(a.flags, loc.root, io);
        const s = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
        let rec;
        if (a.values.records !== undefined)
            rec = await loadRecordsArg(a.values.records, io);
        else if (a.flags['no-run'] === true)
            rec = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .findRecords */ .gP)(s, undefined);
        else
            rec = runRecordsSource(await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runWorkflow */ .FZ)(s, opts));
        if (io.isTTY)
            io.stderr('\x1b[2K\r');
        const res = (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .checkWorkflow */ .qF)(s, rec);
        return (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one(res), io, a.format, { root: loc.root });
    }
};
const runCommand = {
    name: ['qsolve', 'run'],
    usage: 'benchgate qsolve run DIR --out RUN_RECORDS.json [--target T] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [--format text|json]',
    summary: 'Run a Qsolve workflow\'s cases in the sandbox and write the run records (decide them later with `qsolve decide`)',
    async run(args, io) {
        const a = parse(args, { out: { type: 'string' }, ...RUN_FLAGS });
        if (typeof a.values.out !== 'string' || a.values.out === '')
            throw new _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .e('--out RUN_RECORDS.json is required');
        const loc = await locate(a.path, io);
        const opts = runOptions(a.flags, loc.root, io);
        const s = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
        const r = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__/* .runWorkflow */ .FZ)(s, opts);
        if (io.isTTY)
            io.stderr('\x1b[2K\r');
        const out = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, a.values.out);
        if (r.records) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(out), { recursive: true });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(out, JSON.stringify(r.records, null, 2) + '\n');
        }
        const res = {
            artifact: { path: s.folder, kind: 'qsolve-workflow' },
            gates: [],
            findings: r.notRun ? [...r.findings, (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_12__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS030, `the workflow did not run: ${r.notRun}`, { file: s.manifestFile })] : r.findings,
            facts: { out: r.records ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(io.cwd, out).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') : null, cases: r.records?.cases.length ?? 0, ...r.stats }
        };
        (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one(res), io, a.format, { root: loc.root });
        return r.records ? _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.pass : _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.fail;
    }
};
/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
function decideFromRecords(records, file) {
    const decisions = (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .decideAll */ .k1)(records, undefined);
    const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
    const notHere = 'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
    const g = (id, status, detail) => ({ id, title: _gates_js__WEBPACK_IMPORTED_MODULE_9__/* .GATE_TITLES */ .Wc[id], status, detail });
    const methods = validation[0]?.methods.length;
    const fid = (0,_gates_js__WEBPACK_IMPORTED_MODULE_9__/* .fidelityCase */ .Rx)(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
    const run = (0,_gates_js__WEBPACK_IMPORTED_MODULE_9__/* .runGates */ .AQ)(records, decisions, undefined, file);
    const gates = [
        g('manifest', 'skipped', notHere),
        g('example_inputs', 'skipped', notHere),
        validation.length > 0 ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`) : g('benchmark_cases', 'fail', 'the run records hold no case'),
        methods === undefined ? g('methods_declared', 'skipped', notHere) : methods >= 2 ? g('methods_declared', 'pass', `${methods} methods ran`) : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
        fid !== undefined ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`) : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
        ...run.gates
    ];
    return {
        artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
        gates,
        findings: run.findings,
        sections: (0,_report_js__WEBPACK_IMPORTED_MODULE_13__/* .trackRecordSections */ .XJ)(decisions),
        facts: { records: file, decisions }
    };
}
const decideCommand = {
    name: ['qsolve', 'decide'],
    usage: 'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--format text|json]',
    summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)',
    async run(args, io) {
        const a = parse(args, { workflow: { type: 'string' } });
        const rec = await loadRecordsArg(a.path, io);
        if (a.values.workflow !== undefined) {
            const loc = await locate(a.values.workflow, io);
            const s = await (0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .loadWorkflow */ .G2)(loc.root, loc.folder);
            return (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one((0,_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .checkWorkflow */ .qF)(s, rec)), io, a.format, { root: loc.root });
        }
        if (!rec.records) {
            const res = { artifact: { path: rec.file, kind: 'qsolve-run-records' }, gates: [], findings: rec.findings };
            (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one(res), io, a.format);
            return _cli_command_js__WEBPACK_IMPORTED_MODULE_7__/* .EXIT */ .d.fail;
        }
        const res = decideFromRecords(rec.records, rec.file);
        res.findings.push(...rec.findings);
        return (0,_cli_suite_output_js__WEBPACK_IMPORTED_MODULE_8__/* .printSuiteResults */ .g)(one(res), io, a.format);
    }
};
const QSOLVE_COMMANDS = [validateCommand, lintCommand, checkCommand, runCommand, decideCommand];


/***/ })

};
