export const id = 695;
export const ids = [695];
export const modules = {

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
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   aY: () => (/* binding */ gateFromFindings),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony exports allFindings, countGates, countFindings */
function allFindings(suites, runFindings = []) {
    const out = runFindings.slice();
    for (const s of suites) {
        for (const f of s.findings)
            out.push(f);
        for (const a of s.artifacts)
            for (const f of a.findings)
                out.push(f);
    }
    return out;
}
function countGates(suites) {
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const s of suites)
        for (const a of s.artifacts)
            for (const g of a.gates) {
                // An unknown status (a hand-edited report: "FAILED") is an error, never silently left out of the counts.
                if (!Object.hasOwn(c, g.status))
                    throw new TypeError(`unknown gate status ${JSON.stringify(String(g.status)).slice(0, 40)} (gate ${String(g.id).slice(0, 80)})`);
                c[g.status]++;
            }
    return c;
}
function countFindings(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings) {
        if (!Object.hasOwn(c, f.severity))
            throw new TypeError(`unknown finding severity ${JSON.stringify(String(f.severity)).slice(0, 40)} (code ${String(f.code).slice(0, 20)})`);
        c[f.severity]++;
    }
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
    return {
        ...report,
        counts: { gates, findings: fc, artifacts },
        verdict: decideVerdict(gates, fc, report.config.failOn)
    };
}
/** Gate status from findings: fail when any error finding counts against the gate. */
function gateFromFindings(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', ...(passDetail ? { detail: passDetail } : {}) };
    return {
        id,
        title,
        status: 'fail',
        detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code})`
    };
}


/***/ })

};
