export const id = 119;
export const ids = [119];
export const modules = {

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

/***/ 55695:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Er: () => (/* binding */ PY_CHUNK),
/* harmony export */   HN: () => (/* binding */ findUtf8Error),
/* harmony export */   PB: () => (/* binding */ pyMessage),
/* harmony export */   Wh: () => (/* binding */ pythonUtf8Error),
/* harmony export */   zJ: () => (/* binding */ pendingAt)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * CPython's UTF-8 decoding errors as a text-mode reader (8192-byte chunks) reports them: where, with which message,
 * and which lines were read before. Used by the PQID JSONL reader and by the ARTIFACT_MANIFEST.tsv verifier, which
 * both follow Python references. Pure.
 */

/** CPython's text reader decodes in chunks of this many bytes. */
const PY_CHUNK = 8192;
/** Finds the first invalid UTF-8 sequence the way CPython's decoder reports it. */
function findUtf8Error(buf, start = 0, end = buf.length, final = true) {
    let i = start;
    while (i < end) {
        const b = buf[i];
        if (b < 0x80) {
            i++;
            continue;
        }
        let need;
        let lo = 0x80, hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0;
            if (b === 0xed)
                hi = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90;
            if (b === 0xf4)
                hi = 0x8f;
        }
        else
            return { pos: i, end: i + 1, reason: 'invalid start byte' };
        for (let k = 1; k <= need; k++) {
            if (i + k >= end) {
                if (final)
                    return { pos: i, end: end, reason: 'unexpected end of data' };
                return undefined; // incomplete at the end of a non-final chunk
            }
            const c = buf[i + k];
            const l = k === 1 ? lo : 0x80;
            const h = k === 1 ? hi : 0xbf;
            if (c < l || c > h)
                return { pos: i, end: i + k, reason: 'invalid continuation byte' };
        }
        i += need + 1;
    }
    return undefined;
}
/** Length of an incomplete (so far valid) UTF-8 sequence at the end of buf[0..end). */
function pendingAt(buf, end, base) {
    for (let k = 1; k <= 3 && end - k >= base; k++) {
        const b = buf[end - k];
        if (b < 0x80)
            return 0;
        if (b >= 0xc0) {
            const need = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
            return need >= k ? k : 0;
        }
    }
    return 0;
}
function pyMessage(bytes, pos, end, reason, relPos) {
    if (end - pos === 1)
        return `'utf-8' codec can't decode byte 0x${bytes[pos].toString(16).padStart(2, '0')} in position ${relPos}: ${reason}`;
    return `'utf-8' codec can't decode bytes in position ${relPos}-${relPos + (end - pos) - 1}: ${reason}`;
}
/**
 * Where and how CPython's text reader (8192-byte chunks) fails on an in-memory file, or undefined when the
 * bytes are valid UTF-8. Lines ending at or before the start of the failing chunk were read first.
 */
function pythonUtf8Error(buf) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
        return undefined;
    const err = findUtf8Error(buf, 0, buf.length, true);
    const cutoff = Math.floor(err.pos / PY_CHUNK) * PY_CHUNK;
    const lastNl = cutoff > 0 ? buf.lastIndexOf(10, cutoff - 1) : -1;
    const pend = pendingAt(buf, cutoff, 0);
    let line = 1;
    for (let k = 0; k < err.pos; k++)
        if (buf[k] === 10)
            line++;
    return {
        offset: err.pos,
        message: pyMessage(buf, err.pos, err.end, err.reason, err.pos - cutoff + pend),
        line,
        cleanPrefix: lastNl + 1
    };
}


/***/ }),

/***/ 37770:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   ir: () => (/* binding */ MANIFEST_NAME)
/* harmony export */ });
/* unused harmony export pyInt */
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13023);
/**
 * Pure parsing of ARTIFACT_MANIFEST.tsv with the reference's semantics (Python `csv.DictReader`
 * with `delimiter="\t"`, `newline=""`), recording every problem instead of stopping at the first.
 */

const MANIFEST_NAME = 'ARTIFACT_MANIFEST.tsv';
const HEADER = ['path', 'bytes', 'sha256'];
/** Python's str.isspace() (what int() strips); unlike JavaScript's \s it has U+001C–U+001F and U+0085 but not U+FEFF. */
const PY_SPACE = new Set([
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
    0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]);
const ND = /^\p{Nd}$/u;
/**
 * The value of a Unicode decimal digit (general category Nd), as Python's int() reads it: Nd digits come in
 * aligned runs of ten starting at zero, so the value is the distance from the start of the run modulo 10.
 */
function digitValue(ch) {
    const cp = ch.codePointAt(0);
    if (cp >= 0x30 && cp <= 0x39)
        return cp - 0x30;
    if (!ND.test(ch))
        return undefined;
    let start = cp;
    while (start > 0 && ND.test(String.fromCodePoint(start - 1)))
        start--;
    return (cp - start) % 10;
}
/**
 * Python's `int(str)` for base 10: surrounding whitespace (str.isspace), a sign, single underscores between
 * digits, and any Unicode decimal digits (`int("٣")` is 3).
 */
function pyInt(raw) {
    if (raw === undefined)
        return {
            ok: false,
            message: "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
        };
    const chars = Array.from(raw);
    let a = 0;
    let b = chars.length;
    while (a < b && PY_SPACE.has(chars[a].codePointAt(0)))
        a++;
    while (b > a && PY_SPACE.has(chars[b - 1].codePointAt(0)))
        b--;
    const bad = { ok: false, message: `invalid literal for int() with base 10: ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(raw)}` };
    let i = a;
    let sign = '';
    if (i < b && (chars[i] === '+' || chars[i] === '-'))
        sign = chars[i++];
    let digits = '';
    let prevDigit = false;
    let underscore = false;
    let nonAscii = false;
    for (; i < b; i++) {
        const c = chars[i];
        if (c === '_') {
            if (!prevDigit)
                return bad;
            prevDigit = false;
            underscore = true;
            continue;
        }
        const d = digitValue(c);
        if (d === undefined)
            return bad;
        if (c.codePointAt(0) > 0x7f)
            nonAscii = true;
        digits += String(d);
        prevDigit = true;
    }
    if (!prevDigit)
        return bad; // empty, a sign alone, or a trailing underscore
    const value = BigInt(sign + digits);
    const lax = a !== 0 ||
        b !== chars.length ||
        sign !== '' ||
        underscore ||
        nonAscii ||
        (digits.length > 1 && digits.startsWith('0'));
    return { ok: true, value, lax };
}
function isPythonAbsolute(p) {
    return p.startsWith('/');
}
function looksAbsoluteElsewhere(p) {
    return /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}
/** Column (1-based, in UTF-16 units) where field k of a record starts, for unquoted tab-separated rows. */
function columnOf(fields, k) {
    let col = 1;
    for (let j = 0; j < k; j++)
        col += fields[j].length + 1;
    return col;
}
/**
 * Parses the manifest text (already decoded, BOM kept so it can be reported) with the reference's rules.
 * `manifestPathForMessages` is what the reference prints in the header error (its absolute path).
 */
function parseManifest(text, manifestPathForMessages) {
    const records = (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .readCsvRecords */ .Jx)(text, '\t');
    const problems = [];
    const entries = [];
    let referenceError;
    const fatal = (p) => {
        problems.push(p);
        if (p.fatalInReference && referenceError === undefined)
            referenceError = p.message;
    };
    const header = records[0];
    const headerOk = header !== undefined && header.fields.length === 3 && header.fields.every((f, i) => f === HEADER[i]);
    if (!headerOk) {
        let why = 'the first line must be exactly "path<TAB>bytes<TAB>sha256"';
        if (header === undefined)
            why = 'the file is empty';
        else if (header.fields[0]?.startsWith('\uFEFF'))
            why = 'the file starts with a byte-order mark (save it as UTF-8 without BOM)';
        else if (header.fields.length === 0)
            why = 'the first line is blank';
        fatal({
            kind: 'header',
            line: 1,
            column: 1,
            message: `Unexpected manifest header in ${manifestPathForMessages}`,
            fatalInReference: true
        });
        problems[problems.length - 1].message += ` (${why})`;
        referenceError = `Unexpected manifest header in ${manifestPathForMessages}`;
    }
    // Even with a bad header, the remaining rows are read so every problem is reported.
    const seen = new Map();
    const seenNorm = new Map();
    for (const rec of records.slice(1)) {
        if (rec.fields.length === 0)
            continue; // blank line: skipped, as csv.DictReader does
        const f = rec.fields;
        const path = f[0];
        const entry = { line: rec.line, path, checkable: false };
        if (path === '' || seen.has(path)) {
            fatal({
                kind: path === '' ? 'empty-path' : 'duplicate',
                line: rec.line,
                column: 1,
                message: `Duplicate or empty manifest path: ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}`,
                fatalInReference: true
            });
            if (path !== '')
                problems[problems.length - 1].message += ` (first listed on line ${seen.get(path)})`;
            entries.push(entry);
            continue;
        }
        seen.set(path, rec.line);
        const parts = path.split('/');
        if (isPythonAbsolute(path) || parts.includes('..')) {
            fatal({
                kind: 'unsafe',
                line: rec.line,
                column: 1,
                message: `Unsafe manifest path: ${path}`,
                fatalInReference: true
            });
            entries.push(entry);
            continue;
        }
        let literalName = false;
        if (looksAbsoluteElsewhere(path) || path.split(/[\\/]/).includes('..')) {
            problems.push({
                kind: 'unsafe',
                line: rec.line,
                column: 1,
                message: `Unsafe manifest path: ${path} (a Windows absolute path or a backslash ".." segment; the reference looks for a file of that literal name, and so does benchgate on POSIX)`,
                fatalInReference: false
            });
            literalName = true;
        }
        const norm = parts.filter((s) => s !== '' && s !== '.').join('/');
        if (seenNorm.has(norm)) {
            problems.push({
                kind: 'duplicate-alias',
                line: rec.line,
                column: 1,
                message: `"${path}" names the same file as line ${seenNorm.get(norm)}`,
                fatalInReference: false
            });
        }
        else
            seenNorm.set(norm, rec.line);
        if (norm === MANIFEST_NAME) {
            problems.push({
                kind: 'lists-itself',
                line: rec.line,
                column: 1,
                message: `the manifest lists itself ("${path}"); the manifest must not include itself`,
                fatalInReference: false
            });
        }
        // ManifestEntry(bytes=int(row["bytes"]), sha256=row["sha256"].lower()): the byte count is read first, so
        // a two-field row with a bad count stops at int(), before the missing digest.
        if (f.length === 2 && !pyInt(f[1]).ok) {
            fatal({
                kind: 'bytes-invalid',
                line: rec.line,
                column: columnOf(f, 1),
                message: pyInt(f[1]).message,
                fatalInReference: true
            });
            entries.push(entry);
            continue;
        }
        if (f.length < 3) {
            const missing = f.length === 1 ? 'bytes and sha256' : 'sha256';
            const msg = f.length === 1
                ? "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
                : "'NoneType' object has no attribute 'lower'";
            fatal({
                kind: 'short-row',
                line: rec.line,
                column: columnOf(f, f.length - 1) + f[f.length - 1].length,
                message: `${msg} (row has ${f.length} field${f.length === 1 ? '' : 's'}; ${missing} missing)`,
                fatalInReference: true
            });
            if (referenceError === problems[problems.length - 1].message)
                referenceError = msg;
            entries.push(entry);
            continue;
        }
        if (f.length > 3) {
            problems.push({
                kind: 'extra-columns',
                line: rec.line,
                column: columnOf(f, 3),
                message: `row has ${f.length} fields; only path, bytes and sha256 are read`,
                fatalInReference: false
            });
        }
        entry.bytesRaw = f[1];
        const bi = pyInt(f[1]);
        if (!bi.ok) {
            fatal({
                kind: 'bytes-invalid',
                line: rec.line,
                column: columnOf(f, 1),
                message: bi.message,
                fatalInReference: true
            });
            entries.push(entry);
            continue;
        }
        entry.bytes = bi.value;
        if (bi.lax) {
            problems.push({
                kind: 'bytes-lax',
                line: rec.line,
                column: columnOf(f, 1),
                message: `byte count ${JSON.stringify(f[1])} is read as ${bi.value} by Python's int(); write plain digits`,
                fatalInReference: false
            });
        }
        entry.sha256Raw = f[2];
        entry.sha256 = f[2].toLowerCase();
        if (!/^[0-9a-f]{64}$/.test(f[2])) {
            if (/^[0-9a-fA-F]{64}$/.test(f[2])) {
                problems.push({
                    kind: 'hash-case',
                    line: rec.line,
                    column: columnOf(f, 2),
                    message: `sha256 ${f[2].slice(0, 12)}… has upper-case hex; the data dictionary asks for lowercase`,
                    fatalInReference: false
                });
            }
            else {
                problems.push({
                    kind: 'hash-malformed',
                    line: rec.line,
                    column: columnOf(f, 2),
                    message: `sha256 value ${JSON.stringify(f[2].length > 80 ? f[2].slice(0, 80) + '…' : f[2])} is not 64 hexadecimal characters, so it can never match`,
                    fatalInReference: false
                });
            }
        }
        entry.checkable = true;
        if (literalName)
            entry.literalName = true;
        entries.push(entry);
    }
    return { entries, problems, ...(referenceError !== undefined ? { referenceError } : {}) };
}


/***/ }),

/***/ 20119:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nP: () => (/* binding */ DEFAULT_MAX_MANIFEST_BYTES),
  Wc: () => (/* binding */ GATE_TITLES),
  s5: () => (/* binding */ resolveWithin),
  VA: () => (/* binding */ verifyRelease)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/core/hash.ts





/**
 * Streaming SHA-256 of many files with bounded memory (one reused read buffer per thread), spread over the
 * main thread and worker threads (one per core, at most 4).
 */
const CHUNK = 4 * 1024 * 1024;
/** Read size of the parallel path: 1 MiB stays in cache between the read's copy and the hash (measured ~5% faster than 4 MiB). */
const PAR_CHUNK = 1024 * 1024;
/** Below this many bytes in total, hashing on the main thread is faster than starting workers. */
const PARALLEL_THRESHOLD = 64 * 1024 * 1024;
async function sha256File(path) {
    const fh = await (0,promises_.open)(path, 'r');
    try {
        const h = (0,external_node_crypto_.createHash)('sha256');
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
            const { bytesRead } = await fh.read(buf, 0, CHUNK, null);
            if (bytesRead === 0)
                break;
            h.update(bytesRead === CHUNK ? buf : buf.subarray(0, bytesRead));
        }
        return h.digest('hex');
    }
    finally {
        await fh.close();
    }
}
/**
 * The hashing loop, shared by the main thread and the workers: each thread takes the next job from
 * a shared counter (Atomics.add), so no thread waits for the main thread's event loop to hand out
 * work, and a thread that started late (workers take ~0.1 s to boot) simply takes fewer files.
 * It is written once, as source, and evaluated in both places (the worker from a string, so the
 * bundled action (ncc) needs no extra file).
 */
const LOOP_SOURCE = `
function hashLoop(paths, counter, createHash, fs, buf, report) {
  for (;;) {
    const k = Atomics.add(counter, 0, 1);
    if (k >= paths.length) return;
    let fd;
    try {
      fd = fs.openSync(paths[k], 'r');
      const h = createHash('sha256');
      for (;;) {
        const n = fs.readSync(fd, buf, 0, buf.length, null);
        if (n === 0) break;
        h.update(n === buf.length ? buf : buf.subarray(0, n));
      }
      report({ k, ok: true, sha256: h.digest('hex') });
    } catch (e) {
      report({ k, ok: false, error: String((e && e.message) || e) });
    } finally {
      if (fd !== undefined) try { fs.closeSync(fd); } catch {}
    }
  }
}`;
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
${LOOP_SOURCE}
hashLoop(workerData.paths, workerData.counter, createHash, fs, Buffer.allocUnsafe(${PAR_CHUNK}), (r) => parentPort.postMessage(r));
parentPort.postMessage({ k: -1, ok: true });
`;
// The same loop source runs in the workers; evaluating it here too keeps one copy of the code.
const hashLoop = new Function(`${LOOP_SOURCE}; return hashLoop;`)();
/**
 * Hashes every job; results come back in job order. Never throws for unreadable files (they get `ok: false`).
 * `threads` (default: the machine's parallelism, at most 4) is the number of workers; the main thread hashes
 * too, from the start: one more thread than cores, so that the main thread's head start and the workers'
 * boot time even out instead of leaving a core idle at the end. `threads: 1` hashes on the main thread only.
 */
async function sha256Files(jobs, opts = {}) {
    const total = jobs.reduce((n, j) => n + j.size, 0);
    const threads = Math.max(1, Math.min(opts.threads ?? (0,external_node_os_.availableParallelism)(), 4, jobs.length - 1));
    if ((opts.threads ?? 2) <= 1 || jobs.length < 2 || total < PARALLEL_THRESHOLD) {
        const out = [];
        for (const j of jobs) {
            try {
                out.push({ ok: true, sha256: await sha256File(j.path) });
            }
            catch (e) {
                out.push({ ok: false, error: e.message });
            }
        }
        return out;
    }
    // Largest files first (longest-processing-time order); every thread pulls the next index.
    const order = jobs.map((_, i) => i).sort((a, b) => jobs[b].size - jobs[a].size || a - b);
    const paths = order.map((i) => jobs[i].path);
    const counter = new Int32Array(new SharedArrayBuffer(4));
    const results = new Array(jobs.length);
    const take = (r) => {
        if (r.k < 0)
            return;
        results[order[r.k]] = r.ok ? { ok: true, sha256: r.sha256 } : { ok: false, error: r.error ?? 'read failed' };
    };
    const workers = Array.from({ length: threads }, () => new external_node_worker_threads_.Worker(WORKER_SOURCE, { eval: true, workerData: { paths, counter } }));
    try {
        const done = workers.map((w) => new Promise((resolve, reject) => {
            w.on('message', (r) => (r.k < 0 ? resolve() : take(r)));
            w.on('error', reject);
            w.on('exit', () => resolve());
        }));
        // The main thread hashes as well, from the start (the workers are still booting).
        hashLoop(paths, counter, external_node_crypto_.createHash, external_node_fs_, Buffer.allocUnsafe(PAR_CHUNK), take);
        await Promise.all(done);
    }
    finally {
        await Promise.all(workers.map((w) => w.terminate()));
    }
    for (let i = 0; i < results.length; i++)
        results[i] ??= { ok: false, error: 'not hashed (worker stopped)' };
    return results;
}

// EXTERNAL MODULE: ./src/core/walk.ts
var walk = __webpack_require__(90670);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/release/codes.ts
var codes = __webpack_require__(50719);
// EXTERNAL MODULE: ./src/release/manifest-parse.ts
var manifest_parse = __webpack_require__(37770);
// EXTERNAL MODULE: ./src/python/utf8.ts
var utf8 = __webpack_require__(55695);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/release/verify.ts












const DEFAULT_MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** Lines of one manifest: the header and STRUCTURE_BOUNDS.maxItems entries (docs/security/limits.md). */
const MAX_MANIFEST_LINES = bounds/* STRUCTURE_BOUNDS */.sq.maxItems + 1;
/** The 1-based line number of the first line past `max` (lines end at \n, \r\n or \r), or undefined. */
function lineOverBound(text, max) {
    if (text.length <= max)
        return undefined;
    let line = 1;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
            // a line that ends the text is not followed by another one
            if (k + 1 < text.length && ++line > max)
                return line;
        }
    }
    return undefined;
}
const KIND_CODE = {
    header: codes.AM.AM002,
    'empty-path': codes.AM.AM003,
    duplicate: codes.AM.AM003,
    'duplicate-alias': codes.AM.AM003,
    unsafe: codes.AM.AM004,
    'bytes-invalid': codes.AM.AM005,
    'bytes-lax': codes.AM.AM009,
    'short-row': codes.AM.AM015,
    'extra-columns': codes.AM.AM014,
    'hash-case': codes.AM.AM010,
    'hash-malformed': codes.AM.AM010,
    'lists-itself': codes.AM.AM013
};
const GATE_OF = {
    AM001: 'manifest_format',
    AM002: 'manifest_format',
    AM003: 'manifest_format',
    AM005: 'manifest_format',
    AM009: 'manifest_format',
    AM010: 'manifest_format',
    AM013: 'manifest_format',
    AM014: 'manifest_format',
    AM015: 'manifest_format',
    AM004: 'paths_safe',
    AM011: 'paths_safe',
    AM006: 'files_present',
    AM007: 'sizes_match',
    AM008: 'hashes_match',
    AM012: 'inventory_complete'
};
const GATE_TITLES = {
    manifest_format: 'Manifest is well formed',
    paths_safe: 'Paths stay inside the release',
    files_present: 'Every listed file exists',
    sizes_match: 'Sizes match',
    hashes_match: 'SHA-256 digests match',
    inventory_complete: 'Every file is listed'
};
function problemSeverity(p) {
    if (p.kind === 'duplicate-alias' || p.kind === 'bytes-lax' || p.kind === 'extra-columns' || p.kind === 'hash-case')
        return 'warning';
    return 'error';
}
/** Verifies `releaseDir/ARTIFACT_MANIFEST.tsv` (releaseDir absolute). Never throws for bad input. */
async function verifyRelease(releaseDirIn, opts = {}) {
    const findings = [];
    const file = opts.displayPath ?? manifest_parse/* MANIFEST_NAME */.ir;
    let releaseDir = releaseDirIn;
    try {
        releaseDir = await (0,promises_.realpath)(releaseDirIn);
    }
    catch {
        /* reported below as a missing manifest */
    }
    const manifestAbs = (0,external_node_path_.join)(releaseDir, manifest_parse/* MANIFEST_NAME */.ir);
    const reference = {
        checked: 0,
        hash_mismatches: [],
        manifest_path: manifestAbs,
        missing: [],
        size_mismatches: [],
        valid: false
    };
    const facts = { entries: 0, checked: 0, bytes: 0, unlisted: 0, hashed: 0 };
    const add = (def, message, line, column, severity) => findings.push((0,finding/* finding */.g)(def, message, { file, ...(line ? { line } : {}), ...(column ? { column } : {}), gate: GATE_OF[def.code] }, severity));
    // 1. Read the manifest (bounded, strict UTF-8, no NULs).
    let text;
    try {
        const buf = await (0,paths/* readBounded */.CB)(manifestAbs, opts.maxManifestBytes ?? DEFAULT_MAX_MANIFEST_BYTES);
        // NUL characters are text to Python's csv (3.11+): a path holding one is simply a file that cannot exist.
        text = (0,paths/* decodeUtf8Strict */.h0)(buf);
        if (text === undefined) {
            const u = (0,utf8/* pythonUtf8Error */.Wh)(buf);
            add(codes.AM.AM001, `the manifest is not valid UTF-8 text (${u.message}, line ${u.line}); save it as UTF-8`, u.line);
            // Python decodes in 8192-byte chunks while csv reads rows: rows ending before the bad chunk were read
            // (and may abort first); otherwise the codec's message is the reference's error.
            const prefix = u.cleanPrefix > 0
                ? (0,manifest_parse/* parseManifest */.Ng)(buf.toString('utf8', 0, u.cleanPrefix), manifestAbs).referenceError
                : undefined;
            reference.error = prefix ?? u.message;
        }
    }
    catch (e) {
        const err = e;
        if (e instanceof paths/* FileTooLargeError */.yq)
            add(codes.AM.AM001, `the manifest is ${(0,bytes/* overLimit */.W)(e.size, e.limit)} (option max-manifest-bytes)`);
        else if (err.code === 'ENOENT')
            add(codes.AM.AM001, `no ${manifest_parse/* MANIFEST_NAME */.ir} in the release directory; generate one listing every released file`);
        else if (err.code === 'EISDIR')
            add(codes.AM.AM001, `${manifest_parse/* MANIFEST_NAME */.ir} is a directory, not a file`);
        else
            add(codes.AM.AM001, `cannot read the manifest: ${err.message}`);
        reference.error = err.code === 'ENOENT' ? manifestAbs : err.message;
    }
    if (text === undefined) {
        return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
    }
    // 2. The structure bound, before any row is parsed: a manifest's rows are its entries.
    const overLine = lineOverBound(text, MAX_MANIFEST_LINES);
    if (overLine !== undefined) {
        findings.push((0,finding/* finding */.g)(general.BG.BG020, `the manifest has more than ${MAX_MANIFEST_LINES.toLocaleString('en-US')} lines (benchgate's bound for one manifest: 100,000 entries and the header); ${bounds/* BOUND_FIX */.XM}`, { file, line: overLine, column: 1, gate: 'manifest_format' }));
        reference.error = `more than ${MAX_MANIFEST_LINES} lines: not checked`;
        return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
    }
    // 3. Parse with the reference's rules, recording every problem.
    const parsed = (0,manifest_parse/* parseManifest */.Ng)(text, manifestAbs);
    for (const p of parsed.problems)
        add(KIND_CODE[p.kind], p.message, p.line, p.column, problemSeverity(p));
    if (parsed.referenceError !== undefined)
        reference.error = parsed.referenceError;
    facts.entries = parsed.entries.length;
    // 4. Check entries in manifest order: missing → size → hash (hash only when the size matches).
    const jobs = [];
    const jobEntry = [];
    const state = [];
    for (const [i, e] of parsed.entries.entries()) {
        if (!e.checkable) {
            state.push('skip');
            continue;
        }
        // A NUL can name no file; a backslash name on Windows would be split into components: never looked up.
        if (e.path.includes('\0') || (e.literalName && process.platform === 'win32')) {
            state.push('missing');
            add(codes.AM.AM006, e.path.includes('\0')
                ? `"${e.path.split('\0').join('\\0')}" contains a NUL character, so no file can have that name (the reference lists it as missing)`
                : `"${e.path}" is a backslash or drive path; on Windows it is not looked up (the reference, on POSIX, looks for a file of that literal name)`, e.line, 1);
            continue;
        }
        // Resolved link by link without touching anything outside the release: an escaping entry is reported
        // without reading, sizing or even testing the existence of its target (no oracle on outside files).
        const where = await resolveWithin(releaseDir, e.path);
        if (where.kind === 'escapes') {
            state.push('escape');
            add(codes.AM.AM011, `"${e.path}" resolves outside the release directory through a symlink; benchgate did not read it`, e.line, 1);
            continue;
        }
        const target = where.kind === 'inside' ? where.path : (0,external_node_path_.join)(releaseDir, e.path);
        let st;
        try {
            st = where.kind === 'inside' ? await (0,promises_.stat)(target) : undefined;
        }
        catch {
            st = undefined;
        }
        if (!st || !st.isFile()) {
            state.push('missing');
            add(codes.AM.AM006, st
                ? `"${e.path}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file`
                : `"${e.path}" is listed but does not exist in the release`, e.line, 1);
            continue;
        }
        if (BigInt(st.size) !== e.bytes) {
            state.push('size');
            add(codes.AM.AM007, `"${e.path}" is ${st.size} bytes on disk but the manifest says ${e.bytes}`, e.line, e.path.length + 2);
            continue;
        }
        state.push('pending');
        jobs.push({ path: target, size: st.size });
        jobEntry.push(i);
        facts.bytes += st.size;
    }
    const hashes = await sha256Files(jobs, { threads: opts.threads });
    facts.hashed = jobs.length;
    const hashOk = new Map();
    for (const [k, h] of hashes.entries()) {
        const e = parsed.entries[jobEntry[k]];
        if (!h.ok) {
            hashOk.set(jobEntry[k], false);
            findings.push((0,finding/* finding */.g)(codes.AM.AM006, `"${e.path}" could not be read: ${h.error}`, {
                file,
                line: e.line,
                column: 1,
                gate: 'files_present'
            }));
        }
        else if (h.sha256 !== e.sha256) {
            hashOk.set(jobEntry[k], false);
            add(codes.AM.AM008, `"${e.path}" has SHA-256 ${h.sha256} but the manifest says ${e.sha256Raw}`, e.line, e.path.length + (e.bytesRaw?.length ?? 0) + 3);
        }
        else
            hashOk.set(jobEntry[k], true);
    }
    // The reference's lists, in manifest order.
    for (const [i, e] of parsed.entries.entries()) {
        if (state[i] === 'missing')
            reference.missing.push(e.path);
        else if (state[i] === 'size')
            reference.size_mismatches.push(e.path);
        else if (state[i] === 'pending' && hashOk.get(i) === false)
            reference.hash_mismatches.push(e.path);
    }
    reference.checked = parsed.entries.length;
    facts.checked = state.filter((s) => s !== 'skip').length;
    reference.valid =
        reference.error === undefined &&
            !reference.missing.length &&
            !reference.size_mismatches.length &&
            !reference.hash_mismatches.length;
    // 4. Files present but not listed (beyond the reference).
    const listed = new Set(parsed.entries.map((e) => e.path
        .split('/')
        .filter((s) => s !== '' && s !== '.')
        .join('/')));
    // Not entered: `.git`, and a folder holding its own manifest (a separate release).
    const enter = (r) => (0,promises_.lstat)((0,external_node_path_.join)(releaseDir, r, manifest_parse/* MANIFEST_NAME */.ir)).then(() => false, () => true);
    const unlisted = await (0,walk/* walkSorted */.d)(releaseDir, { skipNames: new Set(['.git']), enter });
    for (const u of unlisted) {
        if (u === manifest_parse/* MANIFEST_NAME */.ir || listed.has(u))
            continue;
        facts.unlisted++;
        add(codes.AM.AM012, `"${u}" is in the release directory but not listed in the manifest`, undefined, undefined, opts.strict ? 'error' : 'warning');
    }
    findings.sort(finding/* compareFindings */.E);
    return { reference, findings, gates: buildGates(findings, false, opts.strict ?? false), facts };
}
/**
 * Resolves `rel` under `root` (absolute, real) one component at a time with lstat/readlink only, following at
 * most 40 symlinks, and stops at the first step that would leave `root`: nothing outside is ever stat'ed, read
 * or sized. An absolute link target is taken as given (inside only when it names a path under `root`).
 */
async function resolveWithin(root, rel) {
    const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
    let cur = root;
    let hops = 0;
    while (parts.length > 0) {
        const p = parts.shift();
        if (p === '..') {
            if (cur === root)
                return { kind: 'escapes' };
            cur = (0,external_node_path_.dirname)(cur);
            continue;
        }
        const next = (0,external_node_path_.join)(cur, p);
        let st;
        try {
            st = await (0,promises_.lstat)(next);
        }
        catch {
            return { kind: 'missing' };
        }
        if (!st.isSymbolicLink()) {
            cur = next;
            continue;
        }
        if (++hops > 40)
            return { kind: 'missing' };
        let target;
        try {
            target = await (0,promises_.readlink)(next);
        }
        catch {
            return { kind: 'missing' };
        }
        if ((0,external_node_path_.isAbsolute)(target)) {
            if (!(0,paths/* isInside */.FK)(root, target))
                return { kind: 'escapes' };
            const inner = (0,external_node_path_.relative)(root, target);
            prepend(parts, inner === '' ? [] : inner.split(external_node_path_.sep));
            cur = root;
        }
        else
            prepend(parts, target.split(/[\\/]/).filter((x) => x !== '' && x !== '.'));
    }
    return { kind: 'inside', path: cur };
}
function buildGates(findings, unreadable, strict) {
    return Object.entries(GATE_TITLES).map(([id, title]) => {
        const mine = findings.filter((f) => f.gate === id);
        const errors = mine.filter((f) => f.severity === 'error');
        const warnings = mine.filter((f) => f.severity === 'warning');
        let status;
        let detail;
        if (unreadable && id !== 'manifest_format') {
            status = 'undecided';
            detail = 'the manifest could not be read';
        }
        else if (errors.length) {
            status = 'fail';
            detail = `${errors.length} problem${errors.length === 1 ? '' : 's'} (first: ${errors[0].code} line ${errors[0].line ?? '-'})`;
        }
        else {
            status = 'pass';
            if (warnings.length)
                detail = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}${id === 'inventory_complete' && !strict ? ' (errors with strict)' : ''}`;
        }
        return { id, title, status, ...(detail ? { detail } : {}) };
    });
}
/** Puts `head` in front of `parts` in place (a link target's components), without spreading into a call. */
function prepend(parts, head) {
    for (let i = head.length - 1; i >= 0; i--)
        parts.unshift(head[i]);
}


/***/ })

};
