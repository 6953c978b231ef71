export const id = 697;
export const ids = [697];
export const modules = {

/***/ 2702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ BG),
/* harmony export */   C: () => (/* binding */ GENERAL_CODES)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5415);

/** Codes of the run itself: configuration, discovery, paths and internal errors. Prefix BG. */
const GENERAL_CODES = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'BG001',
        severity: 'error',
        title: 'Nothing was checked',
        description: 'No suite found any artifact under the checked path (or a suite found artifacts but nothing ran, e.g. every Qsolve case was skipped), so no gate decided anything. With `fail-on-empty` (the default) this is an error and the run fails; with `fail-on-empty: false` it is a warning. A sharded run decides this on the merged report, never per shard.',
        fix: 'Check the `path` input and `.benchgate.yml` include/exclude patterns, set `suites` to the families the repository holds, or install what the skipped Qsolve methods need; when an empty run is expected, set the input `fail-on-empty: false` (CLI `--no-fail-on-empty`).'
    },
    {
        code: 'BG002',
        severity: 'error',
        title: 'Invalid configuration',
        description: '`.benchgate.yml` (or an action input) could not be read or has a wrong key, type or value.',
        fix: 'Correct the key at the reported line; see docs/configuration.md for every key.'
    },
    {
        code: 'BG003',
        severity: 'error',
        title: 'Path escapes the repository',
        description: 'A path taken from an artifact or the configuration is absolute, contains `..`, or resolves (through a symlink) outside the repository root.',
        fix: 'Use a relative path inside the repository, and do not point symlinks outside it.'
    },
    {
        code: 'BG004',
        severity: 'error',
        title: 'Unknown suite or option key',
        description: 'A suite named in `suites`, the `options` input or `.benchgate.yml` does not exist, or an option map holds a prototype key (`__proto__`, `constructor`, `prototype`), which benchgate refuses instead of silently ignoring.',
        fix: 'Use one of the suite ids listed by `benchgate check --help`, and real option names.'
    },
    {
        code: 'BG005',
        severity: 'error',
        title: 'Suite crashed',
        description: 'A suite raised an unexpected internal error on an artifact; its gates for that artifact are undecided.',
        fix: 'Report the message to the benchgate maintainers with the artifact; run with `--debug` for the stack trace.'
    },
    {
        code: 'BG006',
        severity: 'notice',
        title: 'Symlink skipped',
        description: 'Discovery found a symlink that resolves outside the repository root and did not follow it.',
        fix: 'Nothing, unless the artifact behind it should be checked: then place it inside the repository.'
    },
    {
        code: 'BG007',
        severity: 'notice',
        title: 'Findings not shown as annotations',
        description: 'GitHub shows at most 10 annotations per level per step; the rest are in the job summary and the JSON report.',
        fix: 'Read the full list in the job summary, the JSON report, SARIF or the check run.'
    },
    {
        code: 'BG008',
        severity: 'error',
        title: 'Cannot read file',
        description: 'A file could not be read (permissions, a directory where a file was expected, or an I/O error).',
        fix: 'Make the file readable, or exclude it in `.benchgate.yml`.'
    },
    {
        code: 'BG009',
        severity: 'warning',
        title: 'Report truncated',
        description: "The job summary would exceed GitHub's 1 MiB limit, so its longest tables were cut; the JSON report keeps everything.",
        fix: 'Read the JSON report (`report-json`) for the full list.'
    },
    {
        code: 'BG010',
        severity: 'notice',
        title: 'Check run not published',
        description: "The check run with every annotation could not be created: a pull request from a fork (read-only token), a token without `checks: write`, or an API error. The job's own pass/fail is still the gate, and the job summary and annotations are complete.",
        fix: 'Give the job `permissions: checks: write` (not possible on fork pull requests: rely on the job status, or see the workflow_run recipe in docs/github.md), or set `check-run: false`.'
    },
    {
        code: 'BG011',
        severity: 'notice',
        title: 'Pull-request comment not posted',
        description: 'The sticky pull-request comment could not be created or updated: a pull request from a fork (read-only token), a token without `pull-requests: write`, an API error, or (on `workflow_run`) no open pull request of this repository has the checked commit as its head. Nothing else is affected.',
        fix: 'Give the job `permissions: pull-requests: write`, or set `comment: false`; on fork pull requests the comment is always skipped (use the workflow_run recipe in docs/github.md, and its `pull-request` input when the lookup cannot find the pull request).'
    },
    {
        code: 'BG012',
        severity: 'warning',
        title: 'Result cache unavailable',
        description: 'The result cache (@actions/cache in the action, a local folder in the CLI) is missing or failing; benchgate computes every result afresh. Reported once per run; never fails the job.',
        fix: 'Nothing is required. On GitHub Enterprise Server enable the cache service, or set `cache: false` (CLI: `--no-cache`) to silence it.'
    },
    {
        code: 'BG013',
        severity: 'error',
        title: 'Shard reports cannot be merged',
        description: "The reports given to `benchgate merge` (or the action's `mode: merge`) cannot form one verdict: a file is over the size limit (64 MiB each, 128 MiB in all), not JSON, or not a valid report (schemas/report.schema.json and its bounds); a report's counts or verdict do not match its own gates and findings, or a passing gate has an error finding against it (edited); the reports come from different benchgate versions, configurations, runs or plans (foreign); a shard is missing or duplicated, holds an artifact of another shard, or the shards together are not the planned artifact list. See docs/security/merge.md.",
        fix: 'Run every shard of the matrix with the same benchgate version, `.benchgate.yml`, inputs and shard count in one workflow run, and pass the unmodified report of each shard exactly once; with `--plan`/`verify-plan`, give merge the same path, suites, options and fail-on as the shards.'
    },
    {
        code: 'BG030',
        severity: 'notice',
        title: 'GitHub API rate limit',
        description: "GitHub refused a request of the check run or the pull-request comment with a rate limit (403/429 with `retry-after`, `x-ratelimit-remaining: 0` or the secondary-rate-limit message) and the wait it asked for did not fit the channel's time budget. The token's permissions are fine; the channel is skipped or incomplete. Never fails the job.",
        fix: "Nothing is required: the job's exit code is the gate. If it recurs, run fewer jobs that write with the same token at the same time, or fewer annotations (fix findings, or `check-run: false`)."
    },
    {
        code: 'BG031',
        severity: 'error',
        title: 'Event payload unreadable',
        description: "The runner's event payload (`GITHUB_EVENT_PATH`) cannot be read, is larger than 32 MiB, is not valid JSON or is not an object. benchgate still checks the artifacts and writes the summary and outputs, but skips the check run and the comment (the pull request and its head commit are unknown) and fails the step. The message never quotes the file.",
        fix: 'Run benchgate as a step of a GitHub Actions job without overriding `GITHUB_EVENT_PATH`; the runner writes that file.'
    },
    {
        code: 'BG032',
        severity: 'warning',
        title: 'Job summary not written',
        description: 'The job summary file (`GITHUB_STEP_SUMMARY`) could not be written (missing folder, read-only file, full disk). The outputs, annotations, report files and the verdict are unaffected.',
        fix: 'Nothing is required; read the findings in the annotations or the report files. Do not override `GITHUB_STEP_SUMMARY`.'
    },
    {
        code: 'BG033',
        severity: 'error',
        title: 'Findings capped',
        description: 'One artifact (or one suite, or the run itself) produced more findings than the report keeps (1,000 each). The most severe ones are kept; this finding stands for the rest, says how many there are by code, and takes the level of the most severe one it stands for, so the verdict is unchanged.',
        fix: "Fix the findings listed (most of the rest usually share their cause) and run again; the suite's own CLI command prints every problem of one file."
    },
    {
        code: 'BG050',
        severity: 'notice',
        title: 'Baseline not used',
        description: 'The baseline report (input `baseline`, `benchgate check --baseline`) is missing or could not be used, so no "What changed" section is shown and the `no-regression` gate is skipped: no baseline stored yet for the base branch, a cache miss or outage, a file that is too large (16 MiB), not JSON, not a valid benchgate report (schemas/report.schema.json), a report whose verdict or counts do not match its own gates and findings (edited or forged), a report of another benchgate major version or another configuration (configHash), or a path outside the workspace. Never fails the job. See docs/baseline.md and docs/security/baseline.md.',
        fix: 'Nothing is required. For a delta, let a push to the base branch store a baseline (input `baseline-branches`), or give an unmodified JSON report of the same benchgate major version and configuration; a path inside the workspace.'
    },
    {
        code: 'BG051',
        severity: 'error',
        title: 'Regression against the baseline',
        description: 'The optional `no-regression` gate (`.benchgate.yml` `no-regression`, action input `no-regression`, CLI `--no-regression`) found a configured regression against the baseline: a gate that passed in the baseline fails or is undecided now, or a metric worsened by more than its allowance (`max-drop`). The finding names the artifact, the gate or the metric, and both values.',
        fix: "Fix the regression, or, when it is intended, raise the metric's allowance in `no-regression.max-drop` (the change to `.benchgate.yml` is itself reviewed) or merge with the gate's failure acknowledged."
    }
]);
const BG = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(GENERAL_CODES);


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

/***/ 6085:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 4824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ scanFirstRecordKeys)
/* harmony export */ });
/* unused harmony export KeyScanner */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Discovery's streaming key scan: the top-level keys of the first record of a JSONL file (or of a JSON
 * document), read in chunks, bounded in bytes and in nesting depth, with no recursion and no full parse.
 * It never validates the record: it says which keys it saw and how the scan ended, so that a suite can claim a
 * file by its keys (even a broken one) and leave the real verdict to its check. See docs/security/green.md.
 */

const MAX_KEY_BYTES = 4096;
/** Scans bytes already in memory (the pure core; `scanFirstRecordKeys` feeds it a file in chunks). */
class KeyScanner {
    opts;
    depth = 0;
    stack = []; // 1 = object, 2 = array
    inString = false;
    escape = false;
    keyBytes;
    keyTooLong = false;
    /** The last top-level key, when its string value is wanted. */
    pendingCapture;
    valueBytes;
    values = Object.create(null);
    /** At depth 1 (the top object): the next string is a key. */
    expectKey = false;
    started = false;
    bomChecked = false;
    line = 1;
    seen = new Set();
    keys = [];
    bom = false;
    recordLine = 1;
    first;
    end;
    total = 0;
    constructor(opts) {
        this.opts = opts;
    }
    /** Feeds the next bytes; returns true once the scan has ended. */
    push(buf) {
        let i = 0;
        if (!this.bomChecked && buf.length > 0) {
            this.bomChecked = true;
            if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) {
                this.bom = true;
                i = 3;
            }
        }
        const maxDepth = this.opts.maxDepth ?? 10_000;
        // Next positions of `"`, `\` and newline in this buffer, found with native indexOf and cached, so that the
        // inside of a long string is skipped in linear time instead of byte by byte.
        let nq = -2;
        let nb = -2;
        let nl = -2;
        const next = (c, cached, from) => cached === -1 || cached >= from ? cached : buf.indexOf(c, from);
        for (; i < buf.length; i++) {
            if (this.total >= this.opts.maxBytes)
                return this.finish(this.started ? 'window' : 'empty');
            if (this.inString && !this.escape && this.keyBytes === undefined && this.valueBytes === undefined) {
                nq = next(0x22, nq, i);
                nb = next(0x5c, nb, i);
                if (this.opts.mode === 'jsonl')
                    nl = next(0x0a, nl, i);
                let stop = buf.length;
                if (nq !== -1 && nq < stop)
                    stop = nq;
                if (nb !== -1 && nb < stop)
                    stop = nb;
                if (this.opts.mode === 'jsonl' && nl !== -1 && nl < stop)
                    stop = nl;
                const room = this.opts.maxBytes - this.total;
                if (stop - i >= room) {
                    this.total += room;
                    return this.finish('window');
                }
                this.total += stop - i;
                i = stop;
                if (i >= buf.length)
                    break;
            }
            const b = buf[i];
            this.total++;
            if (!this.started) {
                if (b === 0x0a) {
                    this.line++;
                    continue;
                }
                if (b === 0x20 || b === 0x09 || b === 0x0d)
                    continue;
                this.recordLine = this.line;
                if (b !== 0x7b) {
                    // Not an object: say what it is.
                    if (b === 0x5b)
                        return this.finish('not-object', 'an array');
                    if (b === 0x22)
                        return this.finish('not-object', 'a string');
                    return this.finish('not-object', `"${String.fromCharCode(b)}…"`);
                }
                this.started = true;
                this.depth = 1;
                this.stack.push(1);
                this.expectKey = true;
                continue;
            }
            if (this.inString) {
                if (this.escape)
                    this.escape = false;
                else if (b === 0x5c)
                    this.escape = true;
                else if (b === 0x22) {
                    this.inString = false;
                    if (this.keyBytes)
                        this.recordKey();
                    else if (this.valueBytes)
                        this.recordValue();
                    continue;
                }
                else if (b === 0x0a && this.opts.mode === 'jsonl')
                    return this.finish('cut-line');
                if (this.valueBytes) {
                    if (this.valueBytes.length < 256)
                        this.valueBytes.push(b);
                    continue;
                }
                if (this.keyBytes) {
                    if (this.keyBytes.length < MAX_KEY_BYTES)
                        this.keyBytes.push(b);
                    else
                        this.keyTooLong = true;
                }
                continue;
            }
            if (this.pendingCapture !== undefined &&
                b !== 0x22 &&
                b !== 0x3a &&
                b !== 0x20 &&
                b !== 0x09 &&
                b !== 0x0d &&
                b !== 0x0a)
                this.pendingCapture = undefined;
            switch (b) {
                case 0x22: // "
                    this.inString = true;
                    if (this.depth === 1 && this.expectKey) {
                        this.keyBytes = [];
                        this.keyTooLong = false;
                        this.expectKey = false;
                    }
                    else if (this.depth === 1 && this.pendingCapture !== undefined)
                        this.valueBytes = [];
                    break;
                case 0x7b: // {
                case 0x5b: // [
                    if (this.depth >= maxDepth)
                        return this.finish('too-deep');
                    this.depth++;
                    this.stack.push(b === 0x7b ? 1 : 2);
                    break;
                case 0x7d: // }
                case 0x5d: {
                    // ]
                    const want = b === 0x7d ? 1 : 2;
                    if (this.stack.pop() !== want)
                        return this.finish('invalid');
                    this.depth--;
                    if (this.depth === 0)
                        return this.finish('complete');
                    break;
                }
                case 0x2c: // ,
                    if (this.depth === 1)
                        this.expectKey = true;
                    break;
                case 0x0a:
                    this.line++;
                    if (this.opts.mode === 'jsonl')
                        return this.finish('cut-line');
                    break;
                default:
                    break;
            }
        }
        return false;
    }
    /** The input ended. */
    close() {
        if (this.end === undefined)
            this.end = this.started ? 'eof' : 'empty';
        return this.result();
    }
    result() {
        return {
            end: this.end ?? 'window',
            keys: this.keys,
            bom: this.bom,
            line: this.recordLine,
            ...(this.first ? { first: this.first } : {}),
            values: this.values,
            bytesRead: this.total
        };
    }
    recordKey() {
        const raw = this.keyBytes;
        this.keyBytes = undefined;
        if (this.keyTooLong)
            return;
        let k;
        try {
            k = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`);
        }
        catch {
            return;
        }
        if (!this.seen.has(k)) {
            this.seen.add(k);
            this.keys.push(k);
        }
        if (this.opts.captureValues?.has(k))
            this.pendingCapture = k;
    }
    recordValue() {
        const raw = this.valueBytes;
        const key = this.pendingCapture;
        this.valueBytes = undefined;
        this.pendingCapture = undefined;
        try {
            this.values[key] = JSON.parse(`"${Buffer.from(raw).toString('utf8')}"`);
        }
        catch {
            /* a cut or odd value: not captured */
        }
    }
    finish(end, first) {
        this.end = end;
        if (first)
            this.first = first;
        return true;
    }
}
/** Scans the first record of a file (see KeyScanner). I/O errors propagate (the caller claims or reports). */
async function scanFirstRecordKeys(abs, opts) {
    const scanner = new KeyScanner(opts);
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    try {
        const chunk = Buffer.allocUnsafe(opts.chunkBytes ?? 64 * 1024);
        let pos = 0;
        for (;;) {
            const { bytesRead } = await fh.read(chunk, 0, chunk.length, pos);
            if (bytesRead === 0)
                return scanner.close();
            pos += bytesRead;
            if (scanner.push(chunk.subarray(0, bytesRead)))
                return scanner.result();
        }
    }
    finally {
        await fh.close();
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

/***/ 2513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ compareCodePoints)
/* harmony export */ });
/** Python string order: by code point (`sorted()` on str), not by UTF-16 code unit as JavaScript's `<` and `sort()`. */
const isSurrogate = (c) => c >= 0xd800 && c <= 0xdfff;
/**
 * Compares two strings by Unicode code point, as Python compares str. A lone surrogate counts as its own code
 * point (U+D800..U+DFFF), which is what Python holds after `json.loads('"\\ud800"')`; a well-formed pair counts as
 * the code point it encodes (above every BMP character).
 */
function compareCodePoints(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    if (i === n)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (!isSurrogate(x) && !isSurrogate(y) && (i === 0 || !isSurrogate(a.charCodeAt(i - 1))))
        return x - y;
    // A surrogate is involved: compare code point by code point from the start of the code point holding unit i.
    if (i > 0 && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff)
        i--;
    while (i < a.length && i < b.length) {
        const p = a.codePointAt(i);
        const q = b.codePointAt(i);
        if (p !== q)
            return p - q;
        i += p > 0xffff ? 2 : 1;
    }
    return a.length - b.length;
}


/***/ }),

/***/ 2294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a$: () => (/* binding */ pyJsonFloat),
/* harmony export */   dv: () => (/* binding */ pyJsonDumps),
/* harmony export */   jL: () => (/* binding */ pyJsonString)
/* harmony export */ });
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2513);
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2672);
/* harmony import */ var _value_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39);
/** Python `json.dumps` of JSON-loaded values: ensure_ascii, sort_keys (by code point), indent and separators. */



/** A float as `json.dumps` writes it: repr, with `NaN`, `Infinity`, `-Infinity` for the non-finite ones. */
function pyJsonFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    return (0,_float_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFloatRepr */ .XO)(x);
}
/**
 * A string as `json.dumps` writes it. ensure_ascii: everything outside printable ASCII (0x20..0x7e) becomes
 * `\uXXXX` per UTF-16 unit (so an astral character is a surrogate pair, a lone surrogate is kept as itself).
 * Without ensure_ascii only `"`, `\` and controls are escaped (lone surrogates are escaped as JSON.stringify
 * does; Python would write them raw and then fail to encode UTF-8).
 */
function pyJsonString(s, ensureAscii = true) {
    if (!ensureAscii)
        return JSON.stringify(s);
    let out = '"';
    let from = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c)
            continue;
        out += s.slice(from, i);
        from = i + 1;
        if (c === 0x22)
            out += '\\"';
        else if (c === 0x5c)
            out += '\\\\';
        else if (c === 0x0a)
            out += '\\n';
        else if (c === 0x0d)
            out += '\\r';
        else if (c === 0x09)
            out += '\\t';
        else if (c === 0x08)
            out += '\\b';
        else if (c === 0x0c)
            out += '\\f';
        else
            out += '\\u' + c.toString(16).padStart(4, '0');
    }
    return out + s.slice(from) + '"';
}
/** Python `json.dumps(v, ...)`. Plain JS numbers: integral ones as ints, others as floats. */
function pyJsonDumps(v, options = {}) {
    const { indent, sortKeys = false, ensureAscii = true } = options;
    const [itemSep, keySep] = options.separators ?? [indent === undefined ? ', ' : ',', ': '];
    const out = [];
    const walk = (x, level) => {
        if (x === null || x === undefined)
            out.push('null');
        else if (x === true)
            out.push('true');
        else if (x === false)
            out.push('false');
        else if (typeof x === 'string')
            out.push(pyJsonString(x, ensureAscii));
        else if (typeof x === 'number')
            out.push(Number.isInteger(x) ? (0,_value_js__WEBPACK_IMPORTED_MODULE_1__/* .pyIntText */ .Go)(x) : pyJsonFloat(x));
        else if (x instanceof _value_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
            out.push(pyJsonFloat(x.value));
        else if (x instanceof _value_js__WEBPACK_IMPORTED_MODULE_1__/* .PyInt */ .nw)
            out.push(x.raw);
        else if (Array.isArray(x)) {
            if (x.length === 0)
                return void out.push('[]');
            out.push('[');
            for (let i = 0; i < x.length; i++) {
                if (i > 0)
                    out.push(itemSep);
                if (indent !== undefined)
                    out.push('\n' + ' '.repeat((level + 1) * indent));
                walk(x[i], level + 1);
            }
            if (indent !== undefined)
                out.push('\n' + ' '.repeat(level * indent));
            out.push(']');
        }
        else {
            const keys = Object.keys(x);
            if (keys.length === 0)
                return void out.push('{}');
            if (sortKeys)
                keys.sort(_compare_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .O);
            out.push('{');
            for (let i = 0; i < keys.length; i++) {
                if (i > 0)
                    out.push(itemSep);
                if (indent !== undefined)
                    out.push('\n' + ' '.repeat((level + 1) * indent));
                out.push(pyJsonString(keys[i], ensureAscii) + keySep);
                walk(x[keys[i]], level + 1);
            }
            if (indent !== undefined)
                out.push('\n' + ' '.repeat(level * indent));
            out.push('}');
        }
    };
    walk(v, 0);
    return out.join('');
}


/***/ })

};
