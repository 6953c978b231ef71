export const id = 409;
export const ids = [409];
export const modules = {

/***/ 73574:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ jsonNumberEnd),
/* harmony export */   t: () => (/* binding */ jsonLiteralEnd)
/* harmony export */ });
/**
 * JSON tokens read straight from UTF-8 bytes, shared by the fast row paths (PQID-Bench `suites/pqid/fastrow.ts`,
 * FightBench `suites/fightbench/fastrow-json.ts`): the number grammar and the three literals, which both spell
 * exactly as RFC 8259 does. Each reads b[i, e) and returns the index after the token, or -1 when no token of its kind
 * starts at i. Whitespace and strings stay with the callers: their rules differ (PQID accepts only space and tab and
 * no escapes; FightBench reads a cell in two spellings, raw and still escaped inside the line's JSON string).
 *
 * Speed: called per value on the hot paths (bench/pqid.bench.mjs, bench/fightbench.bench.mjs --fast-path); small
 * and monomorphic so that V8 inlines them.
 */
/** A JSON number at b[i] (`-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`): the index after it, or -1. Fills `shape`. */
function jsonNumberEnd(b, i, e, shape) {
    const negative = i < e && b[i] === 0x2d;
    if (negative)
        i++;
    if (i >= e)
        return -1;
    const start = i;
    let c = b[i];
    let v = 0;
    if (c === 0x30)
        i++;
    else if (c >= 0x31 && c <= 0x39) {
        do {
            v = v * 10 + (c - 0x30);
            i++;
        } while (i < e && (c = b[i]) >= 0x30 && c <= 0x39);
    }
    else
        return -1;
    let plain = i - start <= 15;
    if (i < e && b[i] === 0x2e) {
        plain = false;
        const d = ++i;
        while (i < e && b[i] >= 0x30 && b[i] <= 0x39)
            i++;
        if (i === d)
            return -1;
    }
    if (i < e && (b[i] === 0x65 || b[i] === 0x45)) {
        plain = false;
        i++;
        if (i < e && (b[i] === 0x2b || b[i] === 0x2d))
            i++;
        const d = i;
        while (i < e && b[i] >= 0x30 && b[i] <= 0x39)
            i++;
        if (i === d)
            return -1;
    }
    if (shape) {
        shape.plainInteger = plain;
        shape.value = negative ? -v : v;
    }
    return i;
}
/** `true`, `false` or `null` at b[i]: the index after it, or -1. */
function jsonLiteralEnd(b, i, e) {
    const c = b[i];
    if (c === 0x74)
        return i + 4 <= e && b[i + 1] === 0x72 && b[i + 2] === 0x75 && b[i + 3] === 0x65 ? i + 4 : -1;
    if (c === 0x66)
        return i + 5 <= e && b[i + 1] === 0x61 && b[i + 2] === 0x6c && b[i + 3] === 0x73 && b[i + 4] === 0x65 ? i + 5 : -1;
    if (c === 0x6e)
        return i + 4 <= e && b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c ? i + 4 : -1;
    return -1;
}


/***/ }),

/***/ 59382:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JQ: () => (/* binding */ LINE_NOT_UTF8),
/* harmony export */   KP: () => (/* binding */ LINE_UNTERMINATED),
/* harmony export */   LQ: () => (/* binding */ LINE_CRLF),
/* harmony export */   SG: () => (/* binding */ readJsonlLines)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _python_utf8_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55695);
/**
 * The one streaming JSONL line reader. It never holds the file in memory: it reads fixed chunks into one buffer
 * (grown up to the line bound) and hands each line to a callback, bytes first (`onLineBytes`, a fast path that may
 * handle the line without decoding it), then as text (`onLine`). A line longer than `maxLineBytes` is skipped
 * without being held whole. What differs between the families that read JSONL is an option:
 *
 * - `newlines`: `'universal'` (Python text mode, the default: `\n`, `\r\n` and a lone `\r` end lines; PQID-Bench)
 *   or `'lf'` (only `\n` ends a line; a `\r` before it is removed and the line flagged `LINE_CRLF`; FightBench).
 * - `decodeErrors`: `'python'` (the default: the first UTF-8 error is reported once, through `onUtf8Error`, where
 *   Python's 8192-byte incremental decoder reports it: lines ending before that decoder chunk are delivered first,
 *   the rest after it, decoded with replacement characters, so later problems can still be found) or `'line'`
 *   (each line is checked on its own; a line that is not valid UTF-8 is handed to `onLineBytes` with
 *   `LINE_NOT_UTF8` and never decoded).
 * - `maxLineBytes`: the line bound (bytes before the `\n`); `onLongLine` gets each skipped line's number, its first
 *   bytes and whether it ended with `\n`.
 *
 * Speed (bench/pqid.bench.mjs, bench/fightbench.bench.mjs): a chunk of whole lines is checked for UTF-8 in one
 * native call, and lines reach `onLineBytes` as offsets into the read buffer, never copied or decoded.
 */



/** `onLineBytes` flags ('lf' mode): the line ended with CR LF (the CR is not in the line). */
const LINE_CRLF = 1;
/** `onLineBytes` flags ('lf' mode): the file's last line, with no `\n` after it. */
const LINE_UNTERMINATED = 2;
/** `onLineBytes` flags (`decodeErrors: 'line'`): the line is not valid UTF-8. */
const LINE_NOT_UTF8 = 4;
/** How many bytes of a skipped line `onLongLine` gets. */
const LONG_LINE_HEAD = 4096;
/**
 * Reads `abs` line by line. `onLine(text, lineNo)` gets each line without its terminator; a promise it returns is
 * awaited before the next line.
 */
async function readJsonlLines(abs, onLine, opts = {}) {
    const chunkSize = opts.chunkSize ?? 4 * 1024 * 1024;
    const maxLine = opts.maxLineBytes ?? 64 * 1024 * 1024;
    const lf = opts.newlines === 'lf';
    const python = (opts.decodeErrors ?? 'python') === 'python';
    if (!lf && !python)
        throw new TypeError("readJsonlLines: newlines 'universal' decodes as Python does");
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    const result = { lines: 0, bytes: 0, longLines: [] };
    let buf = Buffer.allocUnsafe(chunkSize);
    let carry = 0; // bytes at buf[0..carry) left from the previous chunk
    let base = 0; // absolute offset of buf[0]
    let lineNo = 0;
    let skipping = false; // inside an over-long line
    let skipHead; // its first bytes, for onLongLine
    let utf8Reported = false;
    const startSkip = () => {
        skipping = true;
        lineNo++;
        result.longLines.push(lineNo);
        // buf[0..carry) starts with the line (a line's head is always moved to the front of the buffer).
        if (opts.onLongLine)
            skipHead = Buffer.from(buf.subarray(0, Math.min(carry, LONG_LINE_HEAD)));
    };
    const endSkip = (terminated) => {
        skipping = false;
        if (opts.onLongLine)
            opts.onLongLine(lineNo, skipHead ?? Buffer.alloc(0), terminated);
        skipHead = undefined;
    };
    const longLine = (s, nl, terminated) => {
        lineNo++;
        result.longLines.push(lineNo);
        opts.onLongLine?.(lineNo, Buffer.from(buf.subarray(s, Math.min(nl, s + LONG_LINE_HEAD))), terminated);
    };
    const emitText = async (text) => {
        // Universal newlines: '\r\n' and a lone '\r' end lines too.
        let start = 0;
        let idx = text.indexOf('\n');
        while (true) {
            const endIdx = idx < 0 ? text.length : idx;
            let line = text.slice(start, endIdx);
            if (line.length > 0 && line.charCodeAt(line.length - 1) === 13)
                line = line.slice(0, -1);
            if (line.indexOf('\r') >= 0) {
                const parts = line.split('\r');
                for (const part of parts) {
                    lineNo++;
                    const r = onLine(part, lineNo);
                    if (r)
                        await r;
                    if (opts.shouldStop?.())
                        return;
                }
            }
            else if (line.length * 3 > maxLine && Buffer.byteLength(line) > maxLine) {
                lineNo++;
                result.longLines.push(lineNo);
            }
            else {
                lineNo++;
                const r = onLine(line, lineNo);
                if (r)
                    await r;
                if (opts.shouldStop?.())
                    return;
            }
            if (idx < 0)
                break;
            start = idx + 1;
            if (start >= text.length)
                break;
            idx = text.indexOf('\n', start);
        }
    };
    /** buf[from..to) holds whole lines each ending with '\n' (or the final unterminated line). */
    const deliver = async (from, to, lossy) => {
        if (to <= from)
            return;
        if (python && !lossy && !utf8Reported && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf.subarray(from, to))) {
            const err = (0,_python_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .findUtf8Error */ .HN)(buf, from, to, true);
            const absPos = base + err.pos;
            const cutoffAbs = Math.floor(absPos / _python_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .PY_CHUNK */ .Er) * _python_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .PY_CHUNK */ .Er;
            const cutoff = Math.max(from, cutoffAbs - base);
            // Lines that end (newline included) at or before the cutoff were decoded by Python before the error.
            const lastNl = cutoff > from ? buf.lastIndexOf(10, cutoff - 1) : -1;
            const safeEnd = lastNl >= from ? lastNl + 1 : from;
            if (safeEnd > from)
                await (lf ? deliverLf(from, safeEnd, false) : emitText(buf.toString('utf8', from, safeEnd)));
            if (opts.shouldStop?.())
                return;
            const pend = (0,_python_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .pendingAt */ .zJ)(buf, cutoff, from);
            let lineOfErr = lineNo + 1;
            for (let k = safeEnd; k < err.pos; k++)
                if (buf[k] === 10)
                    lineOfErr++;
            utf8Reported = true;
            const e = {
                offset: absPos,
                message: (0,_python_utf8_js__WEBPACK_IMPORTED_MODULE_2__/* .pyMessage */ .PB)(buf, err.pos, err.end, err.reason, absPos - cutoffAbs + pend),
                line: lineOfErr
            };
            result.utf8Error = e;
            opts.onUtf8Error?.(e);
            if (opts.shouldStop?.())
                return;
            await deliverLines(safeEnd, to, true);
            return;
        }
        await deliverLines(from, to, lossy);
    };
    const deliverLines = (from, to, lossy) => {
        if (lf)
            return deliverLf(from, to, lossy);
        if (opts.onLineBytes && !lossy)
            return deliverBytes(from, to, opts.onLineBytes);
        return emitText(buf.toString('utf8', from, to));
    };
    /** Valid UTF-8 whole lines in buf[from..to): no string decode unless the fast path declines a line. */
    const deliverBytes = async (from, to, fast) => {
        const view = buf.subarray(0, to);
        let nextCR = view.indexOf(13, from);
        let s = from;
        while (s < to) {
            let nl = view.indexOf(10, s);
            if (nl < 0)
                nl = to;
            if (nextCR >= 0 && nextCR < s)
                nextCR = view.indexOf(13, s);
            if (nextCR >= 0 && nextCR < nl) {
                // CR inside: universal-newline splitting on the decoded text, exactly as the string path does.
                await emitText(buf.toString('utf8', s, nl < to ? nl + 1 : to));
            }
            else if (nl - s > maxLine) {
                lineNo++;
                result.longLines.push(lineNo);
            }
            else {
                lineNo++;
                if (!fast(buf, s, nl, lineNo, 0)) {
                    const r = onLine(buf.toString('utf8', s, nl), lineNo);
                    if (r)
                        await r;
                }
            }
            if (opts.shouldStop?.())
                return;
            s = nl + 1;
        }
    };
    /** 'lf' mode: only '\n' ends a line; a CR before it is removed and flagged. */
    const deliverLf = async (from, to, lossy) => {
        const view = buf.subarray(0, to);
        const fast = opts.onLineBytes;
        let s = from;
        while (s < to) {
            let nl = view.indexOf(10, s);
            const terminated = nl >= 0;
            if (!terminated)
                nl = to;
            if (nl - s > maxLine)
                longLine(s, nl, terminated);
            else {
                lineNo++;
                let e = nl;
                let flags = 0;
                if (!terminated)
                    flags |= LINE_UNTERMINATED;
                else if (e > s && buf[e - 1] === 13) {
                    e--;
                    flags |= LINE_CRLF;
                }
                if (lossy) {
                    const r = onLine(buf.toString('utf8', s, e), lineNo);
                    if (r)
                        await r;
                }
                else {
                    if (!python && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(view.subarray(s, e)))
                        flags |= LINE_NOT_UTF8;
                    if (!fast?.(buf, s, e, lineNo, flags) && !(flags & LINE_NOT_UTF8)) {
                        const r = onLine(buf.toString('utf8', s, e), lineNo);
                        if (r)
                            await r;
                    }
                }
            }
            if (opts.shouldStop?.())
                return;
            s = nl + 1;
        }
    };
    try {
        while (true) {
            if (opts.shouldStop?.())
                break;
            if (carry === buf.length) {
                // One line fills the whole buffer: grow (doubling, up to the bound and one chunk), then skip it. The buffer
                // always grows to hold at least a line of maxLine bytes and its CR LF: until #36 it could stop doubling below
                // that and skip a line shorter than the bound (8-10 MiB lines under max-line-bytes 10 MiB).
                if (!skipping && (buf.length * 2 <= maxLine + chunkSize || buf.length < maxLine + 2)) {
                    const nb = Buffer.allocUnsafe(buf.length * 2 <= maxLine + chunkSize ? buf.length * 2 : maxLine + 2);
                    buf.copy(nb, 0, 0, carry);
                    buf = nb;
                }
                else {
                    if (!skipping)
                        startSkip();
                    base += carry;
                    carry = 0;
                }
            }
            const { bytesRead } = await fh.read(buf, carry, buf.length - carry, null);
            const end = carry + bytesRead;
            result.bytes += bytesRead;
            if (bytesRead === 0) {
                if (skipping)
                    endSkip(false);
                else if (carry > 0)
                    await deliver(0, carry, utf8Reported);
                break;
            }
            let startAt = 0;
            if (skipping) {
                const nl = buf.indexOf(10, carry);
                if (nl < 0 || nl >= end) {
                    base += end;
                    carry = 0;
                    continue;
                }
                endSkip(true);
                startAt = nl + 1;
            }
            const lastNl = buf.lastIndexOf(10, end - 1);
            if (lastNl < startAt) {
                // no complete line yet
                if (startAt > 0) {
                    buf.copy(buf, 0, startAt, end);
                    base += startAt;
                    carry = end - startAt;
                }
                else
                    carry = end;
                if (carry > maxLine && !skipping) {
                    startSkip();
                    base += carry;
                    carry = 0;
                }
                continue;
            }
            await deliver(startAt, lastNl + 1, utf8Reported);
            const rest = end - (lastNl + 1);
            if (rest > 0)
                buf.copy(buf, 0, lastNl + 1, end);
            base += lastNl + 1;
            carry = rest;
        }
    }
    finally {
        await fh.close();
    }
    result.lines = lineNo;
    return result;
}


/***/ }),

/***/ 132:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ verifyArtifactManifest)
/* harmony export */ });
/* harmony import */ var _release_verify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20119);
/**
 * `pqid-bench verify`'s view of ARTIFACT_MANIFEST.tsv, as an adapter over the shared verifier of the
 * `artifact-manifest` suite (one implementation of the reference's rules; see docs/artifact-manifest.md).
 */

/**
 * Reads `dir/ARTIFACT_MANIFEST.tsv` and checks every entry in manifest order (missing, else size, else hash),
 * with the reference's messages when it would abort.
 */
async function verifyArtifactManifest(dir) {
    const out = await (0,_release_verify_js__WEBPACK_IMPORTED_MODULE_0__/* .verifyRelease */ .VA)(dir);
    const ref = out.reference;
    const manifestPath = ref.manifest_path;
    if (ref.error !== undefined) {
        const missing = out.findings.some((f) => f.code === 'AM001') && ref.error === manifestPath;
        if (missing)
            return {
                ok: false,
                error: 'missing-manifest',
                message: manifestPath,
                manifestPath,
                failures: [`missing manifest ${manifestPath}`]
            };
        const first = out.findings.find((f) => f.severity === 'error' && f.line !== undefined);
        // Python's AttributeError is not caught by the reference CLI: it ends in a traceback whose last line is
        // `AttributeError: <message>`; the caller adds the exception name, so `message` is the bare text.
        const traceback = ref.error.startsWith("'NoneType' object has no attribute");
        const message = ref.error;
        return {
            ok: false,
            error: 'parse',
            message,
            ...(first?.line ? { line: first.line } : {}),
            traceback,
            manifestPath,
            failures: [traceback ? `AttributeError: ${message}` : message]
        };
    }
    const lines = {};
    // The findings carry the manifest line; map each listed path's failures back to its line.
    for (const f of out.findings) {
        const m = /^"(.*)" /.exec(f.message);
        if (m && f.line !== undefined && lines[m[1]] === undefined)
            lines[m[1]] = f.line;
    }
    const escapes = out.findings.filter((f) => f.code === 'AM011').map((f) => /^"(.*)" /.exec(f.message)?.[1] ?? '');
    const result = {
        checked: ref.checked,
        hash_mismatches: ref.hash_mismatches,
        manifest_path: manifestPath,
        missing: ref.missing,
        size_mismatches: ref.size_mismatches,
        valid: ref.valid,
        escapes,
        lines
    };
    const failures = [
        ...ref.missing.map((p) => `missing: ${p}`),
        ...ref.size_mismatches.map((p) => `size mismatch: ${p}`),
        ...ref.hash_mismatches.map((p) => `hash mismatch: ${p}`),
        ...escapes.map((p) => `escapes the release: ${p}`)
    ];
    return { ok: true, result, failures };
}


/***/ }),

/***/ 11442:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CellFlag: () => (/* binding */ CellFlag),
/* harmony export */   CellStore: () => (/* binding */ CellStore),
/* harmony export */   ENDPOINTS: () => (/* binding */ ENDPOINTS),
/* harmony export */   EvaluationAccumulator: () => (/* binding */ EvaluationAccumulator),
/* harmony export */   FLOAT_FIELDS: () => (/* binding */ FLOAT_FIELDS),
/* harmony export */   READ_PROBLEMS: () => (/* binding */ READ_PROBLEMS),
/* harmony export */   VERSION_FIELDS: () => (/* binding */ VERSION_FIELDS),
/* harmony export */   VERSION_KEYS: () => (/* binding */ VERSION_KEYS),
/* harmony export */   countCells: () => (/* binding */ countCells),
/* harmony export */   identifiableFrom: () => (/* binding */ identifiableFrom),
/* harmony export */   pyIsBlank: () => (/* binding */ pyIsBlank),
/* harmony export */   pyRepr: () => (/* reexport safe */ _python_index_js__WEBPACK_IMPORTED_MODULE_0__.n3),
/* harmony export */   summarize: () => (/* binding */ summarize),
/* harmony export */   summaryToPy: () => (/* binding */ summaryToPy)
/* harmony export */ });
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13023);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8630);
/**
 * PQID-Bench evaluation-record rules, exactly as the reference summarizer (metrics.py) applies them,
 * as pure functions over parsed rows. The accumulator goes on past the reference's first error so that
 * benchgate can report every problem, but `firstError` is the message the reference prints.
 */


const ENDPOINTS = {
    execution: ['report_executable', 'execution', 'execution_success'],
    assembly: ['report_assembly_admissible', 'assembly', 'assembly_admissible', 'qasm3_export_success'],
    signature: ['report_signature_match', 'signature', 'signature_match'],
    ordered: ['ordered_wire_tape_match', 'ordered_match'],
    parameter: ['parameter_aware_tape_match', 'parameter_match']
};
/**
 * Bits of an accepted cell's flags: an endpoint's bit is set when it is true; a `_PRESENT` bit when the optional
 * endpoint (assembly, ordered, parameter) was given at all (its absence and `false` count differently).
 */
const CellFlag = {
    EXECUTION: 1,
    ASSEMBLY: 2,
    SIGNATURE: 4,
    ORDERED_PRESENT: 8,
    ORDERED: 16,
    PARAMETER_PRESENT: 32,
    PARAMETER: 64,
    ASSEMBLY_PRESENT: 128
};
/** Compact store of accepted cells: model index, prompt index and flags, in input order. */
class CellStore {
    models = [];
    prompts = [];
    modelIndex = new Map();
    promptIndex = new Map();
    length = 0;
    modelOf = new Int32Array(1024);
    promptOf = new Int32Array(1024);
    flags = new Uint8Array(1024);
    /** Per model: bitmap of prompt indices seen (duplicate detection). */
    seen = [];
    model(m) {
        let i = this.modelIndex.get(m);
        if (i === undefined) {
            i = this.models.length;
            this.models.push(m);
            this.modelIndex.set(m, i);
            this.seen.push(new Uint8Array(Math.max(64, this.prompts.length >> 2)));
        }
        return i;
    }
    prompt(p) {
        let i = this.promptIndex.get(p);
        if (i === undefined) {
            i = this.prompts.length;
            this.prompts.push(p);
            this.promptIndex.set(p, i);
        }
        return i;
    }
    /** Marks (model, prompt) as seen; false when it was already. */
    mark(mi, pi) {
        let bm = this.seen[mi];
        const byte = pi >> 3;
        if (byte >= bm.length) {
            const nb = new Uint8Array(Math.max(bm.length * 2, byte + 1));
            nb.set(bm);
            bm = this.seen[mi] = nb;
        }
        const bit = 1 << (pi & 7);
        if (bm[byte] & bit)
            return false;
        bm[byte] |= bit;
        return true;
    }
    push(mi, pi, flags) {
        if (this.length === this.flags.length) {
            const n = this.length * 2;
            const a = new Int32Array(n);
            a.set(this.modelOf);
            this.modelOf = a;
            const b = new Int32Array(n);
            b.set(this.promptOf);
            this.promptOf = b;
            const c = new Uint8Array(n);
            c.set(this.flags);
            this.flags = c;
        }
        this.modelOf[this.length] = mi;
        this.promptOf[this.length] = pi;
        this.flags[this.length] = flags;
        this.length++;
    }
}
const PY_WS = new Set([
    0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
    0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]);
/** Python `not line.strip()`. */
function pyIsBlank(line) {
    for (let i = 0; i < line.length; i++)
        if (!PY_WS.has(line.charCodeAt(i)))
            return false;
    return true;
}
/** Accepted values: JSON Booleans or any number equal to 0 or 1 (Python `value in (0, 1)`). */
function boolOf(v) {
    if (v === true || v === false)
        return v;
    if (v instanceof _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$)
        return v.value === 0 ? false : v.value === 1 ? true : undefined;
    if (typeof v === 'number')
        return v === 0 ? false : v === 1 ? true : undefined;
    return undefined;
}
const pyTuple = (names) => '(' + names.map((n) => (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(n)).join(', ') + (names.length === 1 ? ',)' : ')');
/**
 * Problems of reading the file (iter_jsonl). The reference materialises every row (`list(rows)`) before it
 * checks any record, so one of these anywhere in the file is reported before any record-level problem.
 */
const READ_PROBLEMS = new Set([
    'invalid-json',
    'not-object',
    'invalid-utf8',
    'line-too-long',
    'over-bound'
]);
class EvaluationAccumulator {
    opts;
    cells = new CellStore();
    problems = [];
    problemCount = 0;
    records = 0;
    firstRead;
    firstOther;
    /** stopAtFirst after a record-level problem: later lines are still read (a read error would come first). */
    recordStopped = false;
    /** Records carrying an assembly alias. */
    withAssembly = 0;
    firstAssemblyRecord = 0;
    firstNoAssemblyRecord = 0;
    maxProblems;
    stopped = false;
    constructor(opts) {
        this.opts = opts;
        this.maxProblems = opts.maxProblems ?? 200;
    }
    /** True once the reference would have stopped and stopAtFirst is set. */
    get done() {
        return this.stopped;
    }
    /** True after a record-level problem in stop-at-first mode: lines are only parsed (for read errors). */
    get readOnly() {
        return this.recordStopped;
    }
    /**
     * The problem the reference reports: the first read problem (JSON, not an object, UTF-8) anywhere in the
     * file, else the first record-level problem (the reference reads the whole file before checking records).
     */
    get firstError() {
        return this.firstRead ?? this.firstOther;
    }
    problem(p) {
        const read = READ_PROBLEMS.has(p.kind);
        if (this.recordStopped && !read)
            return;
        this.problemCount++;
        if (read)
            this.firstRead ??= p;
        else
            this.firstOther ??= p;
        if (this.problems.length < this.maxProblems)
            this.problems.push(p);
        if (this.opts.stopAtFirst) {
            if (read)
                this.stopped = true;
            else
                this.recordStopped = true;
        }
    }
    /** One physical line (without its line terminator). */
    addLine(text, line) {
        if (this.stopped)
            return;
        const c0 = text.charCodeAt(0);
        if (c0 !== 0x7b && pyIsBlank(text))
            return;
        // Structure bounds before anything is built (benchgate's own rule: the reference has none).
        const over = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .scanJsonBounds */ .Z9)(text);
        if (over) {
            this.problem({
                kind: 'over-bound',
                message: `Record at ${this.opts.displayPath}:${line}, column ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(text, over.offset).column}: ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .describeBound */ .YD)(over, 'record')}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .BOUND_FIX */ .XM}`,
                line
            });
            return;
        }
        let row;
        try {
            row = JSON.parse(text);
        }
        catch {
            const r = (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonLoads */ .l4)(text); // Python also accepts NaN / Infinity
            if (!r.ok) {
                this.problem({ kind: 'invalid-json', message: `Invalid JSONL at ${this.opts.displayPath}:${line}`, line });
                return;
            }
            row = r.value;
        }
        if (!(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyDict */ .GZ)(row)) {
            this.problem({ kind: 'not-object', message: `Expected an object at ${this.opts.displayPath}:${line}`, line });
            return;
        }
        this.records++;
        if (this.recordStopped)
            return; // only read problems can still change the reference's message
        this.addRow(row, line, text);
    }
    /**
     * Fast path (fastrow.ts): a record already known to be clean — parsed, ids non-empty strings, endpoints
     * valid and consistent, invariants hold. Returns false, changing nothing, when (model, prompt) was already
     * seen: the caller then hands the line to addLine, which reports the duplicate.
     */
    addClean(mi, pi, flags, line) {
        if (this.stopped || this.recordStopped)
            return true;
        if (!this.cells.mark(mi, pi))
            return false;
        this.records++;
        if (flags & CellFlag.ASSEMBLY_PRESENT) {
            this.withAssembly++;
            if (!this.firstAssemblyRecord)
                this.firstAssemblyRecord = line;
        }
        else if (!this.firstNoAssemblyRecord)
            this.firstNoAssemblyRecord = line;
        this.cells.push(mi, pi, flags);
        return true;
    }
    /** Coerces an id the way Python's `str(x or "")` does. */
    idOf(row, key, text) {
        const v = row[key];
        if (typeof v === 'string')
            return v;
        if (!(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyTruthy */ .Kn)(v))
            return '';
        if (typeof v === 'number' && text !== undefined) {
            // Python keeps 5.0 a float: re-read the line to know.
            const again = (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyJsonLoads */ .l4)(text);
            return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(again.ok && (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyDict */ .GZ)(again.value) ? (again.value[key] ?? null) : v);
        }
        return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(v);
    }
    endpoint(row, names, required, line) {
        let first;
        let firstName = '';
        let conflict = false;
        let present = 0;
        for (const name of names) {
            const v = row[name];
            if (v === undefined)
                continue;
            const b = boolOf(v);
            if (b === undefined) {
                this.problem({
                    kind: 'bad-value',
                    message: `Field ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(name)} must be Boolean or 0/1`,
                    line,
                    record: this.records,
                    field: name
                });
                return 'error';
            }
            present++;
            if (first === undefined) {
                first = b;
                firstName = name;
            }
            else if (b !== first)
                conflict = true;
        }
        if (conflict) {
            const parts = [];
            for (const name of names) {
                const v = row[name];
                if (v !== undefined)
                    parts.push(`${name}=${boolOf(v) ? 'True' : 'False'}`);
            }
            this.problem({
                kind: 'conflict',
                message: `Conflicting aliases for ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(names[0])}: ${parts.join(', ')}`,
                line,
                record: this.records,
                field: firstName
            });
            return 'error';
        }
        if (present === 0) {
            if (required) {
                this.problem({
                    kind: 'missing-endpoint',
                    message: `Missing required field; expected one of ${pyTuple(names)}`,
                    line,
                    record: this.records,
                    field: names[0]
                });
                return 'error';
            }
            return null;
        }
        return first;
    }
    /** One parsed record (an object). `text` is the source line, used only to re-read numeric ids. */
    addRow(row, line, text) {
        const i = this.records;
        const model = this.idOf(row, 'model', text);
        const prompt = this.idOf(row, 'prompt_id', text);
        if (model === '' || prompt === '') {
            this.problem({
                kind: 'missing-id',
                message: `Record ${i} lacks model or prompt_id`,
                line,
                record: i,
                field: model === '' ? 'model' : 'prompt_id'
            });
            return;
        }
        const cells = this.cells;
        const mi = cells.model(model);
        const pi = cells.prompt(prompt);
        if (!cells.mark(mi, pi)) {
            this.problem({
                kind: 'duplicate-key',
                message: `Duplicate model-prompt key at record ${i}: model=${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(model)}, prompt_id=${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(prompt)}`,
                line,
                record: i
            });
            return;
        }
        const e = this.endpoint(row, ENDPOINTS.execution, true, line);
        if (e === 'error')
            return;
        const a = this.endpoint(row, ENDPOINTS.assembly, false, line);
        if (a === 'error')
            return;
        const s = this.endpoint(row, ENDPOINTS.signature, true, line);
        if (s === 'error')
            return;
        const o = this.endpoint(row, ENDPOINTS.ordered, false, line);
        if (o === 'error')
            return;
        const p = this.endpoint(row, ENDPOINTS.parameter, false, line);
        if (p === 'error')
            return;
        // Invariants, in the reference's order. An absent ordered key counts as false for parameter => ordered.
        const inv = (rule) => this.problem({ kind: 'invariant', message: `Record ${i} violates ${rule}`, line, record: i, field: rule });
        if (a === true && !e)
            return inv('assembly => execution');
        if (s && !e)
            return inv('signature => execution');
        if (o === true && !s)
            return inv('ordered => signature');
        if (p === true && o !== true)
            return inv('parameter => ordered');
        let flags = 0;
        if (e)
            flags |= CellFlag.EXECUTION;
        if (s)
            flags |= CellFlag.SIGNATURE;
        if (a !== null) {
            flags |= CellFlag.ASSEMBLY_PRESENT;
            if (a)
                flags |= CellFlag.ASSEMBLY;
            this.withAssembly++;
            if (!this.firstAssemblyRecord)
                this.firstAssemblyRecord = line;
        }
        else if (!this.firstNoAssemblyRecord)
            this.firstNoAssemblyRecord = line;
        if (o !== null)
            flags |= CellFlag.ORDERED_PRESENT | (o ? CellFlag.ORDERED : 0);
        if (p !== null)
            flags |= CellFlag.PARAMETER_PRESENT | (p ? CellFlag.PARAMETER : 0);
        cells.push(mi, pi, flags);
    }
    /** After the last line: the all-or-none assembly rule and the empty-file rule. */
    finish() {
        if (this.stopped || this.recordStopped)
            return;
        const accepted = this.cells.length;
        if (this.withAssembly > 0 && this.withAssembly < accepted) {
            this.problem({
                kind: 'partial-assembly',
                message: 'Assembly admissibility must be present for every evaluation record or omitted from all records',
                line: this.firstNoAssemblyRecord || undefined
            });
        }
        if (this.records === 0)
            this.problem({ kind: 'no-records', message: 'No evaluation records supplied' });
    }
}
/** Counts over the cells selected by `keep` (all when omitted). */
function countCells(store, keep) {
    let n = 0, e = 0, s = 0, a = 0, aPresent = 0, aws = 0, swa = 0, o = 0, oAny = 0, oMissingExec = 0, p = 0, pAny = 0, pMissingExec = 0;
    const models = new Uint8Array(store.models.length);
    const prompts = new Uint8Array(store.prompts.length);
    let nm = 0, np = 0;
    const f = store.flags;
    for (let i = 0; i < store.length; i++) {
        if (keep && !keep(i))
            continue;
        n++;
        const x = f[i];
        const mi = store.modelOf[i];
        const pi = store.promptOf[i];
        if (!models[mi]) {
            models[mi] = 1;
            nm++;
        }
        if (!prompts[pi]) {
            prompts[pi] = 1;
            np++;
        }
        const isE = x & CellFlag.EXECUTION;
        if (isE)
            e++;
        if (x & CellFlag.SIGNATURE)
            s++;
        if (x & CellFlag.ASSEMBLY_PRESENT) {
            aPresent++;
            if (x & CellFlag.ASSEMBLY) {
                a++;
                if (!(x & CellFlag.SIGNATURE))
                    aws++;
            }
            else if (x & CellFlag.SIGNATURE)
                swa++;
        }
        if (x & CellFlag.ORDERED_PRESENT) {
            oAny++;
            if (x & CellFlag.ORDERED)
                o++;
        }
        else if (isE)
            oMissingExec++;
        if (x & CellFlag.PARAMETER_PRESENT) {
            pAny++;
            if (x & CellFlag.PARAMETER)
                p++;
        }
        else if (isE)
            pMissingExec++;
    }
    const hasA = n > 0 && aPresent === n;
    return {
        cells: n,
        models: nm,
        prompts: np,
        execution: e,
        signature: s,
        assembly: hasA ? a : null,
        ordered: oMissingExec === 0 && oAny > 0 ? o : null,
        parameter: pMissingExec === 0 && pAny > 0 ? p : null,
        assemblyWithoutSignature: hasA ? aws : null,
        signatureWithoutAssembly: hasA ? swa : null
    };
}
const VERSION_FIELDS = {
    package_version: '1.2.1',
    benchmark_release: '1.0.0',
    evaluator_version: 'pqid-bench-evaluator-1.1.0-safe-builtins',
    predicate_version: 'pqid-bench-reference-signature-1.0.0-count-map',
    schema_version: '1.0.0',
    artifact_manifest_version: '1.0.0'
};
/** The six version fields' names, in the reference's order (a run manifest's keys besides `run_type`). */
const VERSION_KEYS = Object.keys(VERSION_FIELDS);
/** Fields that Python holds as floats (they print `1.0`, `0.0`, `5e-05`). */
const FLOAT_FIELDS = new Set([
    'execution_rate',
    'assembly_rate',
    'signature_rate',
    'es_gap_rate',
    'execution_to_assembly_attrition_rate',
    'as_gap_rate',
    'as_gap_share_of_es_gap',
    'executable_signature_disagreement_rate',
    'structural_hallucination_rate'
]);
/** The reference's formulas and null rules. */
function summarize(c, identifiable) {
    const N = c.cells;
    const esGap = c.execution - c.signature;
    const hasA = c.assembly !== null;
    const asGap = hasA ? c.assembly - c.signature : null;
    const idExec = identifiable ? identifiable.execution_count : null;
    const idDis = identifiable ? identifiable.execution_structure_gap_count : null;
    return {
        cells: N,
        models: c.models,
        prompts: c.prompts,
        execution_count: c.execution,
        assembly_count: c.assembly,
        signature_count: c.signature,
        ordered_count: c.ordered,
        parameter_count: c.parameter,
        es_gap_count: esGap,
        execution_rate: c.execution / N,
        assembly_rate: hasA ? c.assembly / N : null,
        signature_rate: c.signature / N,
        es_gap_rate: esGap / N,
        execution_to_assembly_attrition_count: hasA ? c.execution - c.assembly : null,
        execution_to_assembly_attrition_rate: hasA ? (c.execution - c.assembly) / N : null,
        as_gap_count: asGap,
        as_gap_rate: asGap === null ? null : asGap / N,
        assembly_without_signature_count: c.assemblyWithoutSignature,
        signature_without_assembly_count: c.signatureWithoutAssembly,
        as_gap_share_of_es_gap: asGap === null || esGap === 0 ? null : asGap / esGap,
        executable_signature_disagreement_rate: c.execution === 0 ? null : esGap / c.execution,
        identifiable_cells: identifiable ? identifiable.n : null,
        identifiable_execution_count: idExec,
        identifiable_signature_count: identifiable ? identifiable.structural_count : null,
        identifiable_disagreement_count: idDis,
        structural_hallucination_rate: idExec && idDis !== null ? idDis / idExec : null
    };
}
/** The identifiable mapping compare builds from a subset of cells. */
function identifiableFrom(c) {
    return {
        n: c.cells,
        execution_count: c.execution,
        structural_count: c.signature,
        execution_structure_gap_count: c.execution - c.signature
    };
}
/** Summary as the JSON object the reference prints (rates as Python floats, plus the version fields and run_type). */
function summaryToPy(s, runType, extra = {}) {
    const out = { ...VERSION_FIELDS, run_type: runType };
    for (const [k, v] of Object.entries(s))
        out[k] = v === null ? null : FLOAT_FIELDS.has(k) ? new _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(v) : v;
    return Object.assign(out, extra);
}



/***/ }),

/***/ 20409:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PP: () => (/* binding */ RELEASE_PATHS),
  cz: () => (/* binding */ ReferenceFailure),
  DT: () => (/* binding */ compareRelease),
  KO: () => (/* binding */ evaluateFile),
  sz: () => (/* binding */ loadEvaluations),
  $0: () => (/* binding */ repeatabilityErrors),
  Db: () => (/* binding */ reproduceRelease),
  gK: () => (/* binding */ runManifestProblem),
  uS: () => (/* binding */ verifiedManifest),
  VA: () => (/* binding */ verifyRelease)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/formats/json-bytes.ts
var json_bytes = __webpack_require__(73574);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __webpack_require__(11442);
;// CONCATENATED MODULE: ./src/suites/pqid/fastrow.ts
/**
 * Fast path for flat evaluation rows: a single pass over a line's bytes (no string decode, no JSON.parse,
 * no objects) that accepts only lines it fully understands AND that the reference would accept as a clean
 * record. Anything else — escapes in strings, NaN/Infinity, non-Boolean flags (other than bare 0/1), a
 * repeated relevant key, missing or empty ids, conflicting aliases, invariant violations, a duplicate
 * (model, prompt_id), nesting deeper than 32, whitespace other than space/tab — returns false and the
 * caller hands the line to the full path (JSON.parse + the reference rules), which reports it. So the
 * summary and every finding are identical with and without the fast path (a property test checks it).
 */


/** Read once: a global read per byte is slow in a vm context (jest's test environment). */
const imul = Math.imul;
var K;
(function (K) {
    K[K["Other"] = 0] = "Other";
    K[K["Model"] = 1] = "Model";
    K[K["Prompt"] = 2] = "Prompt";
})(K || (K = {}));
/** Endpoint alias ids start here: execution 3–5, assembly 6–9, signature 10–12, ordered 13–14, parameter 15–16. */
const EP_BASE = 3;
const GROUPS = [];
const KEYS = [
    ['model', K.Model],
    ['prompt_id', K.Prompt]
];
{
    let id = EP_BASE;
    for (const names of [
        records.ENDPOINTS.execution,
        records.ENDPOINTS.assembly,
        records.ENDPOINTS.signature,
        records.ENDPOINTS.ordered,
        records.ENDPOINTS.parameter
    ]) {
        const g = [];
        for (const n of names) {
            KEYS.push([n, id]);
            g.push(id++);
        }
        GROUPS.push(g);
    }
}
const NKEYS = EP_BASE + GROUPS.reduce((a, g) => a + g.length, 0);
const fnv = (b) => {
    let h = 0x811c9dc5 | 0;
    for (const c of b)
        h = imul(h ^ c, 16777619);
    return h;
};
/** Known keys in a small table indexed by their FNV-1a hash (the scanner computes it anyway); bytes are verified on a hit. */
const KEY_BITS = 8;
const KEY_SLOTS = new Int32Array(1 << KEY_BITS); // id, 0 = none
const KEY_BYTES = [];
const KEY_LENS = new Int32Array(NKEYS);
for (const [k, id] of KEYS) {
    const b = new Uint8Array(Buffer.from(k, 'latin1'));
    KEY_BYTES[id] = b;
    KEY_LENS[id] = b.length;
    let slot = fnv(b) & ((1 << KEY_BITS) - 1);
    while (KEY_SLOTS[slot] !== 0)
        slot = (slot + 1) & ((1 << KEY_BITS) - 1);
    KEY_SLOTS[slot] = id;
}
function keyId(buf, s, e, h) {
    const mask = (1 << KEY_BITS) - 1;
    for (let slot = h & mask;; slot = (slot + 1) & mask) {
        const id = KEY_SLOTS[slot];
        if (id === 0)
            return K.Other;
        const len = KEY_LENS[id];
        if (len !== e - s)
            continue;
        const k = KEY_BYTES[id];
        let i = 0;
        while (i < len && buf[s + i] === k[i])
            i++;
        if (i === len)
            return id;
    }
}
/** Open-addressing table from id bytes to the CellStore index of the decoded string (no string per row). */
class ByteInterner {
    slots = new Int32Array(1 << 10); // entry + 1, 0 = empty
    hashes = new Int32Array(256);
    offs = new Int32Array(256);
    lens = new Int32Array(256);
    vals = new Int32Array(256);
    arena = new Uint8Array(1 << 14);
    arenaLen = 0;
    n = 0;
    get(buf, s, e, h) {
        const mask = this.slots.length - 1;
        const len = e - s;
        for (let slot = h & mask;; slot = (slot + 1) & mask) {
            const ent = this.slots[slot];
            if (ent === 0)
                return -1;
            const x = ent - 1;
            if (this.hashes[x] !== h || this.lens[x] !== len)
                continue;
            const o = this.offs[x];
            let i = 0;
            while (i < len && this.arena[o + i] === buf[s + i])
                i++;
            if (i === len)
                return this.vals[x];
        }
    }
    set(buf, s, e, h, val) {
        const len = e - s;
        if (this.n === this.hashes.length) {
            const grow = (a) => {
                const b = new Int32Array(a.length * 2);
                b.set(a);
                return b;
            };
            this.hashes = grow(this.hashes);
            this.offs = grow(this.offs);
            this.lens = grow(this.lens);
            this.vals = grow(this.vals);
        }
        if (this.arenaLen + len > this.arena.length) {
            const a = new Uint8Array(Math.max(this.arena.length * 2, this.arenaLen + len));
            a.set(this.arena.subarray(0, this.arenaLen));
            this.arena = a;
        }
        this.arena.set(buf.subarray(s, e), this.arenaLen);
        const x = this.n++;
        this.hashes[x] = h;
        this.offs[x] = this.arenaLen;
        this.lens[x] = len;
        this.vals[x] = val;
        this.arenaLen += len;
        if (this.n * 2 > this.slots.length)
            this.rehash();
        else
            this.place(x);
    }
    place(x) {
        const mask = this.slots.length - 1;
        let slot = this.hashes[x] & mask;
        while (this.slots[slot] !== 0)
            slot = (slot + 1) & mask;
        this.slots[slot] = x + 1;
    }
    rehash() {
        this.slots = new Int32Array(this.slots.length * 2);
        for (let x = 0; x < this.n; x++)
            this.place(x);
    }
}
const MAX_DEPTH = 32;
const LAYOUT_KEYS = 32;
const LAYOUT_KEY_BYTES = 64;
class FastRowParser {
    acc;
    /** Per key id: the flag (0/1) when gen[id] is the current row's generation, else absent. */
    vals = new Int8Array(NKEYS);
    gen = new Int32Array(NKEYS);
    row = 0;
    /** The last model's bytes and index (rows usually come grouped by model). */
    lastModel = new Uint8Array(256);
    lastModelLen = -1;
    lastModelIdx = -1;
    models = new ByteInterner();
    prompts = new ByteInterner();
    /** Position after the last scanned string, or -1 when the line is not understood. */
    pos = 0;
    hash = 0;
    ascii = true;
    /**
     * Key layout of the previous rows: per key position, the key's bytes (already validated: no escape, no
     * control character) and id. Rows usually repeat one layout, so a key is usually recognised with one byte
     * comparison instead of scan + hash + lookup + verify.
     */
    layoutBytes = [];
    layoutLen = new Int32Array(LAYOUT_KEYS).fill(-1);
    layoutId = new Int32Array(LAYOUT_KEYS);
    /** Lines accepted by the fast path / handed to the full path (for tests and the bench). */
    fast = 0;
    slow = 0;
    constructor(acc) {
        this.acc = acc;
    }
    /** True when the line was fully handled (blank, or a clean record now counted). */
    tryLine(buf, s, e, line) {
        if (s === e)
            return true; // an empty line is blank
        // After a record error in stop-at-first mode only read errors matter: the full path parses, nothing more.
        if (this.acc.readOnly)
            return false;
        const ok = this.scan(buf, s, e, line);
        if (ok)
            this.fast++;
        else
            this.slow++;
        return ok;
    }
    /** Scans a JSON string starting at the opening quote; sets pos after the closing quote, hash and ascii. */
    str(buf, i, e) {
        let h = 0x811c9dc5 | 0;
        let ascii = true;
        for (i++; i < e; i++) {
            const c = buf[i];
            if (c === 0x22) {
                this.pos = i + 1;
                this.hash = h;
                this.ascii = ascii;
                return true;
            }
            if (c === 0x5c || c < 0x20)
                return false;
            if (c >= 0x80)
                ascii = false;
            h = imul(h ^ c, 16777619);
        }
        return false;
    }
    /**
     * Validates a JSON string starting at the opening quote whose text is not needed (a value or key inside an
     * irrelevant value); returns the position after the closing quote or -1. `str` without the hash: long free-text
     * values (model outputs) are most of a file's bytes.
     */
    skipStr(buf, i, e) {
        for (i++; i < e; i++) {
            const c = buf[i];
            if (c === 0x22)
                return i + 1;
            if (c === 0x5c || c < 0x20)
                return -1;
        }
        return -1;
    }
    /** Validates any JSON value (irrelevant key) starting at i; returns the position after it or -1. */
    skipValue(buf, i, e, depth) {
        if (i >= e)
            return -1;
        const c = buf[i];
        if (c === 0x22)
            return this.skipStr(buf, i, e);
        if (c === 0x2d || (c >= 0x30 && c <= 0x39))
            return (0,json_bytes/* jsonNumberEnd */.b)(buf, i, e);
        if (c === 0x74 || c === 0x66 || c === 0x6e)
            return (0,json_bytes/* jsonLiteralEnd */.t)(buf, i, e);
        if (depth >= MAX_DEPTH)
            return -1;
        if (c === 0x5b) {
            i = ws(buf, i + 1, e);
            if (i < e && buf[i] === 0x5d)
                return i + 1;
            for (;;) {
                i = this.skipValue(buf, i, e, depth + 1);
                if (i < 0)
                    return -1;
                i = ws(buf, i, e);
                if (i >= e)
                    return -1;
                if (buf[i] === 0x5d)
                    return i + 1;
                if (buf[i] !== 0x2c)
                    return -1;
                i = ws(buf, i + 1, e);
            }
        }
        if (c === 0x7b) {
            i = ws(buf, i + 1, e);
            if (i < e && buf[i] === 0x7d)
                return i + 1;
            for (;;) {
                if (i >= e || buf[i] !== 0x22)
                    return -1;
                i = ws(buf, this.skipStr(buf, i, e), e);
                if (i < 0)
                    return -1;
                if (i >= e || buf[i] !== 0x3a)
                    return -1;
                i = this.skipValue(buf, ws(buf, i + 1, e), e, depth + 1);
                if (i < 0)
                    return -1;
                i = ws(buf, i, e);
                if (i >= e)
                    return -1;
                if (buf[i] === 0x7d)
                    return i + 1;
                if (buf[i] !== 0x2c)
                    return -1;
                i = ws(buf, i + 1, e);
            }
        }
        return -1; // NaN, Infinity and anything else: the full path decides
    }
    scan(buf, s, e, line) {
        const v = this.vals;
        const gen = this.gen;
        const row = ++this.row;
        let mS = -1, mE = -1, mH = 0, mA = true, pS = -1, pE = -1, pH = 0, pA = true;
        let i = ws(buf, s, e);
        if (i >= e || buf[i] !== 0x7b)
            return false;
        i = ws(buf, i + 1, e);
        if (i >= e || buf[i] === 0x7d)
            return false; // {} lacks the ids: full path
        for (let ord = 0;; ord++) {
            if (i >= e || buf[i] !== 0x22)
                return false;
            const ks = i + 1;
            let id = -1;
            if (ord < LAYOUT_KEYS) {
                const cl = this.layoutLen[ord];
                if (cl >= 0 && ks + cl < e && buf[ks + cl] === 0x22) {
                    const cb = this.layoutBytes[ord];
                    let j = 0;
                    while (j < cl && buf[ks + j] === cb[j])
                        j++;
                    if (j === cl) {
                        id = this.layoutId[ord];
                        this.pos = ks + cl + 1;
                    }
                }
            }
            if (id < 0) {
                if (!this.str(buf, i, e))
                    return false;
                const ke = this.pos - 1;
                id = keyId(buf, ks, ke, this.hash);
                if (ord < LAYOUT_KEYS && ke - ks <= LAYOUT_KEY_BYTES) {
                    const cb = (this.layoutBytes[ord] ??= new Uint8Array(LAYOUT_KEY_BYTES));
                    cb.set(buf.subarray(ks, ke));
                    this.layoutLen[ord] = ke - ks;
                    this.layoutId[ord] = id;
                }
            }
            i = ws(buf, this.pos, e);
            if (i >= e || buf[i] !== 0x3a)
                return false;
            i = ws(buf, i + 1, e);
            if (i >= e)
                return false;
            if (id === K.Other) {
                i = this.skipValue(buf, i, e, 1);
                if (i < 0)
                    return false;
            }
            else {
                if (gen[id] === row)
                    return false; // repeated relevant key: JSON.parse keeps the last; let the full path do it
                gen[id] = row;
                if (id === K.Model || id === K.Prompt) {
                    if (buf[i] !== 0x22 || !this.str(buf, i, e))
                        return false;
                    if (this.pos - 1 === i + 1)
                        return false; // "" is a missing id
                    if (id === K.Model) {
                        mS = i + 1;
                        mE = this.pos - 1;
                        mH = this.hash;
                        mA = this.ascii;
                    }
                    else {
                        pS = i + 1;
                        pE = this.pos - 1;
                        pH = this.hash;
                        pA = this.ascii;
                    }
                    i = this.pos;
                }
                else {
                    const c = buf[i];
                    const end = c === 0x74 || c === 0x66 ? (0,json_bytes/* jsonLiteralEnd */.t)(buf, i, e) : -1;
                    if (end >= 0) {
                        v[id] = c === 0x74 ? 1 : 0;
                        i = end;
                    }
                    else if (c === 0x30 || c === 0x31) {
                        // bare 0 / 1 (anything longer, e.g. 1.0 or 10, fails the delimiter check below)
                        v[id] = c - 0x30;
                        i += 1;
                    }
                    else
                        return false;
                }
            }
            i = ws(buf, i, e);
            if (i >= e)
                return false;
            if (buf[i] === 0x2c) {
                i = ws(buf, i + 1, e);
                continue;
            }
            if (buf[i] === 0x7d) {
                i++;
                break;
            }
            return false;
        }
        if (ws(buf, i, e) !== e)
            return false;
        if (mS < 0 || pS < 0)
            return false;
        // Endpoints: every present alias must agree; execution and signature are required.
        let flags = 0;
        let execution = -1, assembly = -1, signature = -1, ordered = -1, parameter = -1;
        for (let g = 0; g < 5; g++) {
            const ids = GROUPS[g];
            let val = -1;
            for (let k = 0; k < ids.length; k++) {
                if (gen[ids[k]] !== row)
                    continue;
                const x = v[ids[k]];
                if (val === -1)
                    val = x;
                else if (x !== val)
                    return false;
            }
            if (g === 0)
                execution = val;
            else if (g === 1)
                assembly = val;
            else if (g === 2)
                signature = val;
            else if (g === 3)
                ordered = val;
            else
                parameter = val;
        }
        if (execution === -1 || signature === -1)
            return false;
        if ((assembly === 1 && execution !== 1) ||
            (signature === 1 && execution !== 1) ||
            (ordered === 1 && signature !== 1) ||
            (parameter === 1 && ordered !== 1))
            return false;
        if (execution === 1)
            flags |= records.CellFlag.EXECUTION;
        if (signature === 1)
            flags |= records.CellFlag.SIGNATURE;
        if (assembly !== -1)
            flags |= records.CellFlag.ASSEMBLY_PRESENT | (assembly === 1 ? records.CellFlag.ASSEMBLY : 0);
        if (ordered !== -1)
            flags |= records.CellFlag.ORDERED_PRESENT | (ordered === 1 ? records.CellFlag.ORDERED : 0);
        if (parameter !== -1)
            flags |= records.CellFlag.PARAMETER_PRESENT | (parameter === 1 ? records.CellFlag.PARAMETER : 0);
        const cells = this.acc.cells;
        let mi = -1;
        const ml = mE - mS;
        if (ml === this.lastModelLen) {
            const lm = this.lastModel;
            let k = 0;
            while (k < ml && lm[k] === buf[mS + k])
                k++;
            if (k === ml)
                mi = this.lastModelIdx;
        }
        if (mi < 0) {
            mi = this.models.get(buf, mS, mE, mH);
            if (mi < 0) {
                mi = cells.model(decode(buf, mS, mE, mA));
                this.models.set(buf, mS, mE, mH, mi);
            }
            if (ml <= this.lastModel.length) {
                this.lastModel.set(buf.subarray(mS, mE));
                this.lastModelLen = ml;
                this.lastModelIdx = mi;
            }
        }
        let pi = this.prompts.get(buf, pS, pE, pH);
        if (pi < 0) {
            pi = cells.prompt(decode(buf, pS, pE, pA));
            this.prompts.set(buf, pS, pE, pH, pi);
        }
        return this.acc.addClean(mi, pi, flags, line);
    }
}
function ws(buf, i, e) {
    while (i < e && (buf[i] === 0x20 || buf[i] === 0x09))
        i++;
    return i;
}
function decode(buf, s, e, ascii) {
    return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString(ascii ? 'latin1' : 'utf8', s, e);
}

// EXTERNAL MODULE: ./src/formats/jsonl.ts
var jsonl = __webpack_require__(59382);
// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
// EXTERNAL MODULE: ./src/suites/pqid/artifact-manifest.ts
var artifact_manifest = __webpack_require__(132);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/pqid/service.ts
/**
 * The reference's commands as functions over files: evaluate, compare, reproduce, verify.
 * Each returns either a result or a ReferenceFailure carrying the reference's exact message, plus every
 * problem found (benchgate goes on past the first one).
 */










const RELEASE_PATHS = {
    prompts: 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl',
    audit: 'artifacts/analysis_154/pqid_bench_ordered_operand_cell_audit.jsonl',
    identifiability: 'artifacts/analysis_154/pqid_bench_prompt_identifiability_sensitivity.json',
    repeatability: 'artifacts/stochastic_repeatability_21x72/consolidated/analysis/pqid_bench_stochastic_repeatability_cell_outcomes.csv'
};
/** metrics.py CANONICAL_COUNTS, in the order parity errors are listed. */
const CANONICAL_COUNTS = [
    ['cells', 'cells', 3234],
    ['models', 'models', 21],
    ['prompts', 'prompts', 154],
    ['execution', 'execution_count', 2950],
    ['assembly', 'assembly_count', 2944],
    ['signature', 'signature_count', 1703],
    ['ordered', 'ordered_count', 1576],
    ['parameter', 'parameter_count', 1545],
    ['execution_to_assembly_attrition', 'execution_to_assembly_attrition_count', 6],
    ['as_gap', 'as_gap_count', 1241],
    ['assembly_without_signature', 'assembly_without_signature_count', 1241],
    ['signature_without_assembly', 'signature_without_assembly_count', 0],
    ['identifiable_cells', 'identifiable_cells', 3150],
    ['identifiable_execution', 'identifiable_execution_count', 2890],
    ['identifiable_signature', 'identifiable_signature_count', 1703],
    ['identifiable_disagreement', 'identifiable_disagreement_count', 1187]
];
const REPEATABILITY_COUNTS = [
    ['repeatability_cells', 4536],
    ['repeatability_models', 21],
    ['repeatability_prompts', 72],
    ['repeatability_runs', 3]
];
const RUN_TYPES = ['canonical_reproduction', 'archived_replay', 'supplied_evaluation', 'live_replication'];
const MANIFEST_FIELDS = [...records.VERSION_KEYS, 'run_type'];
const GATED_FIELDS = ['benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version'];
/** An error the reference reports (it stops there). `traceback` marks errors its CLI does not catch. */
class ReferenceFailure extends Error {
    kind;
    opts;
    constructor(kind, message, opts = {}) {
        super(message);
        this.kind = kind;
        this.opts = opts;
        this.name = 'ReferenceFailure';
    }
}
/** Python's FileNotFoundError / IsADirectoryError / PermissionError text for a path as given. */
function fileError(e, shown) {
    const code = e.code;
    if (code === 'EISDIR')
        return new ReferenceFailure('file-directory', `[Errno 21] Is a directory: ${(0,python/* pyRepr */.n3)(shown)}`, {
            traceback: 'IsADirectoryError'
        });
    if (code === 'EACCES')
        return new ReferenceFailure('file-unreadable', `[Errno 13] Permission denied: ${(0,python/* pyRepr */.n3)(shown)}`, {
            traceback: 'PermissionError'
        });
    return new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${(0,python/* pyRepr */.n3)(shown)}`);
}
async function checkReadableFile(abs, shown) {
    let st;
    try {
        st = await (0,promises_.stat)(abs);
    }
    catch (e) {
        throw fileError(e, shown);
    }
    if (st.isDirectory())
        throw fileError(Object.assign(new Error(), { code: 'EISDIR' }), shown);
}
/**
 * Streams an evaluation JSONL file through the reference's rules. `shown` is the path as the user gave it
 * (used in messages). Throws ReferenceFailure for an unreadable file.
 */
async function loadEvaluations(abs, shown, opts = {}) {
    await checkReadableFile(abs, shown);
    const acc = new records.EvaluationAccumulator({
        displayPath: shown,
        stopAtFirst: opts.stopAtFirst,
        maxProblems: opts.maxProblems
    });
    const filter = opts.promptFilter;
    let onLine = (text, line) => acc.addLine(text, line);
    if (filter) {
        onLine = (text, line) => {
            // Peek at the prompt id first; rows outside the filter are not summarized (but must still parse).
            let row;
            try {
                if ((0,bounds/* scanJsonBounds */.Z9)(text))
                    throw new RangeError('over a structure bound'); // addLine reports it
                row = JSON.parse(text);
            }
            catch {
                acc.addLine(text, line);
                return;
            }
            if (row && typeof row === 'object' && !Array.isArray(row)) {
                const v = row.prompt_id;
                const id = typeof v === 'string' ? v : (0,python/* pyTruthy */.Kn)(v) ? (0,python/* pyStr */.rD)(v) : '';
                if (!filter(id))
                    return;
            }
            acc.addLine(text, line);
        };
    }
    const fast = !filter && opts.fastPath !== false ? new FastRowParser(acc) : undefined;
    let read;
    try {
        read = await (0,jsonl/* readJsonlLines */.SG)(abs, onLine, {
            // A line long enough to exceed a structure bound goes to the full path, which scans it (BG020).
            onLineBytes: fast ? (b, s, e, line) => !(0,bounds/* mayExceed */.UY)(e - s) && fast.tryLine(b, s, e, line) : undefined,
            maxLineBytes: opts.maxLineBytes,
            shouldStop: () => acc.done,
            onUtf8Error: (e) => acc.problem({ kind: 'invalid-utf8', message: e.message, line: e.line })
        });
    }
    catch (e) {
        throw fileError(e, shown);
    }
    for (const l of read.longLines)
        acc.problem({
            kind: 'line-too-long',
            message: `Line ${l} is longer than the ${opts.maxLineBytes ?? 64 * 1024 * 1024}-byte limit; it was skipped`,
            line: l
        });
    acc.finish();
    return { acc, read, fastLines: fast?.fast ?? 0, slowLines: fast?.slow ?? 0 };
}
/** Throws the reference's first error when the file has any problem. */
function requireClean(l, file) {
    if (l.acc.firstError)
        throw new ReferenceFailure('records', l.acc.firstError.message, {
            problems: l.acc.problems,
            file,
            line: l.acc.firstError.line
        });
}
async function resolvedPath(p, cwd) {
    const abs = (0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(cwd, p);
    try {
        return await (0,promises_.realpath)(abs);
    }
    catch {
        return abs;
    }
}
/** `pqid-bench evaluate`. */
async function evaluateFile(path, cwd, opts = {}) {
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    const l = await loadEvaluations(abs, path, opts);
    requireClean(l, abs);
    const counts = (0,records.countCells)(l.acc.cells);
    const summary = (0,records.summarize)(counts, null);
    const source = await resolvedPath(path, cwd);
    return {
        summary,
        cells: l.acc.cells,
        counts,
        source,
        json: (0,records.summaryToPy)(summary, 'supplied_evaluation', { source }),
        problems: []
    };
}
/** Reads the identifiability JSON of a release (parsed with Python semantics). */
async function readIdentifiability(releaseDir) {
    const abs = (0,external_node_path_.join)(releaseDir, RELEASE_PATHS.identifiability);
    let text;
    try {
        text = await (0,promises_.readFile)(abs, 'utf8');
    }
    catch (e) {
        throw fileError(e, abs);
    }
    const v = (0,python/* pyJsonLoadsOrUndefined */.gP)(text);
    if ((0,python/* isPyDict */.GZ)(v))
        return v;
    throw new ReferenceFailure('release-json', `Invalid identifiability JSON: ${abs}`, { file: abs });
}
function num(v) {
    if (v instanceof python/* PyFloat */.g$)
        return Math.trunc(v.value);
    if (v instanceof python/* PyInt */.nw)
        return Number(v.raw);
    if (typeof v === 'number')
        return Math.trunc(v);
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v))
        return Number(v);
    throw new ReferenceFailure('release-json', `invalid identifiable count: ${(0,python/* pyRepr */.n3)(v ?? null)}`);
}
/** Sorted identifiable exclusions (`exceptions[].prompt_id`). */
function exclusionsOf(ident) {
    const ex = ident.exceptions;
    const out = [];
    if (Array.isArray(ex))
        for (const e of ex)
            if ((0,python/* isPyDict */.GZ)(e))
                out.push((0,python/* pyStr */.rD)(e.prompt_id ?? null));
    return out.sort(python/* compareCodePoints */.OP);
}
/** `pqid-bench reproduce` (and the summary part of `verify --full`). */
async function reproduceRelease(releaseDir, opts = {}) {
    const ident = await readIdentifiability(releaseDir);
    const s = ident.identifiable_sensitivity;
    let identifiable = null;
    if ((0,python/* isPyDict */.GZ)(s)) {
        const o = s;
        identifiable = {
            n: num(o.n),
            execution_count: num(o.execution_count),
            structural_count: num(o.structural_count),
            execution_structure_gap_count: num(o.execution_structure_gap_count)
        };
    }
    const auditAbs = (0,external_node_path_.join)(releaseDir, RELEASE_PATHS.audit);
    const l = await loadEvaluations(auditAbs, auditAbs, opts);
    requireClean(l, auditAbs);
    const summary = (0,records.summarize)((0,records.countCells)(l.acc.cells), identifiable);
    const errors = canonicalParityErrors(summary);
    const json = (0,records.summaryToPy)(summary, 'canonical_reproduction', { canonical_parity: errors.length === 0, errors });
    return { summary, errors, json, cells: l.acc.cells };
}
/** `{key}: expected {n}, observed {v}` for each canonical count that differs. */
function canonicalParityErrors(s) {
    const out = [];
    for (const [key, field, expected] of CANONICAL_COUNTS) {
        const v = s[field];
        if (v !== expected)
            out.push(`${key}: expected ${expected}, observed ${(0,python/* pyRepr */.n3)(v)}`);
    }
    return out;
}
/** Repeatability dimensions of the 21×72×3 CSV. */
async function repeatabilityErrors(releaseDir) {
    const abs = (0,external_node_path_.join)(releaseDir, RELEASE_PATHS.repeatability);
    let text;
    try {
        text = await (0,promises_.readFile)(abs, 'utf8');
    }
    catch (e) {
        throw fileError(e, abs);
    }
    // csv.DictReader: empty records (blank lines) are skipped.
    const rows = (0,python/* readCsvRecords */.Jx)(text, ',')
        .filter((r) => r.fields.length > 0)
        .map((r) => r.fields);
    const header = rows.shift() ?? [];
    const col = (n) => header.indexOf(n);
    const [ri, mi, pi] = [col('run'), col('model'), col('prompt_id')];
    const runs = new Set();
    const models = new Set();
    const prompts = new Set();
    for (const r of rows) {
        runs.add(r[ri] ?? '');
        models.add(r[mi] ?? '');
        prompts.add(r[pi] ?? '');
    }
    const observed = {
        repeatability_cells: rows.length,
        repeatability_models: models.size,
        repeatability_prompts: prompts.size,
        repeatability_runs: runs.size
    };
    return REPEATABILITY_COUNTS.filter(([k, n]) => observed[k] !== n).map(([k, n]) => `${k}: expected ${n}, observed ${observed[k]}`);
}
/**
 * Verifies `releaseDir/ARTIFACT_MANIFEST.tsv`, throwing the reference's failure when it would abort
 * (missing manifest, or a parse error with its line and, where Python ends in a traceback, `AttributeError`).
 */
async function verifiedManifest(releaseDir) {
    const v = await (0,artifact_manifest/* verifyArtifactManifest */.H)(releaseDir);
    if (v.ok)
        return v.result;
    if (v.error === 'missing-manifest')
        throw new ReferenceFailure('artifact-manifest', v.message, { file: v.manifestPath });
    throw new ReferenceFailure('artifact-manifest', v.message, {
        file: v.manifestPath,
        line: v.line,
        traceback: v.traceback ? 'AttributeError' : undefined
    });
}
/** `pqid-bench verify RELEASE_DIR [--full]`. */
async function verifyRelease(releaseDir, full) {
    const m = await verifiedManifest(releaseDir);
    const json = {
        ...records.VERSION_FIELDS,
        run_type: 'canonical_reproduction',
        manifest: {
            checked: m.checked,
            hash_mismatches: m.hash_mismatches,
            manifest_path: m.manifest_path,
            missing: m.missing,
            size_mismatches: m.size_mismatches,
            valid: m.valid
        }
    };
    const errors = [];
    if (!m.valid)
        errors.push('artifact manifest verification failed');
    if (full) {
        const r = await reproduceRelease(releaseDir);
        const rep = await repeatabilityErrors(releaseDir);
        json.summary = (0,records.summaryToPy)(r.summary, 'canonical_reproduction');
        json.release_parity_errors = r.errors;
        json.repeatability_parity_errors = rep;
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(errors, r.errors), rep);
    }
    json.errors = errors;
    json.valid = errors.length === 0;
    return { json, valid: errors.length === 0, manifest: m, errors };
}
/** The candidate run-manifest gate (cli.py::_load_candidate_run_manifest), on parsed data. Returns the reference's message or undefined. */
function runManifestProblem(v) {
    if (!(0,python/* isPyDict */.GZ)(v))
        return { kind: 'manifest-object', message: 'Candidate run manifest must be a JSON object' };
    const m = v;
    const missing = MANIFEST_FIELDS.filter((f) => !(0,python/* pyTruthy */.Kn)(m[f]));
    if (missing.length)
        return {
            kind: 'manifest-missing-fields',
            message: `Candidate run manifest lacks required fields: ${missing.join(', ')}`,
            fields: missing
        };
    if (!(typeof m.run_type === 'string' && RUN_TYPES.includes(m.run_type)))
        return {
            kind: 'manifest-run-type',
            message: `Candidate run manifest has unsupported run_type ${(0,python/* pyRepr */.n3)(m.run_type)}`,
            fields: ['run_type']
        };
    const bad = GATED_FIELDS.filter((f) => m[f] !== records.VERSION_FIELDS[f]);
    if (bad.length) {
        return {
            kind: 'manifest-incompatible',
            message: `Candidate run manifest is incompatible with the frozen comparison contract: ${bad.map((f) => `${f}: expected ${(0,python/* pyRepr */.n3)(records.VERSION_FIELDS[f])}, observed ${(0,python/* pyRepr */.n3)(m[f])}`).join('; ')}`,
            fields: [...bad]
        };
    }
    return undefined;
}
/** Loads and gates a candidate run manifest file (path as given, relative to cwd). */
async function loadRunManifest(path, cwd) {
    const abs = (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(cwd, path);
    let buf;
    try {
        const st = await (0,promises_.stat)(abs);
        if (st.isDirectory())
            throw Object.assign(new Error(), { code: 'EISDIR' });
        if (st.size > 16 * 1024 * 1024)
            throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
        buf = await (0,promises_.readFile)(abs);
    }
    catch (e) {
        if (e instanceof ReferenceFailure)
            throw e;
        throw fileError(e, path);
    }
    let v;
    try {
        v = (0,python/* pyJsonLoadsOrUndefined */.gP)(new TextDecoder('utf-8', { fatal: true }).decode(buf));
    }
    catch {
        v = undefined; // not UTF-8
    }
    if (v === undefined)
        throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
    const p = runManifestProblem(v);
    if (p)
        throw new ReferenceFailure(p.kind, p.message, { file: abs });
    return v;
}
/** Frozen prompt IDs in file order. */
async function readFrozenPromptIds(releaseDir) {
    const abs = (0,external_node_path_.join)(releaseDir, RELEASE_PATHS.prompts);
    await checkReadableFile(abs, abs);
    const ids = [];
    const seen = new Set();
    let failure;
    let n = 0;
    const res = await (0,jsonl/* readJsonlLines */.SG)(abs, (text, line) => {
        if (failure)
            return;
        if (text.trim() === '')
            return;
        let row;
        const over = (0,bounds/* scanJsonBounds */.Z9)(text);
        if (over) {
            failure = new ReferenceFailure('frozen-prompts', `${abs}:${line}: ${(0,bounds/* describeBound */.YD)(over, 'record')}`, {
                file: abs,
                line
            });
            return;
        }
        try {
            row = JSON.parse(text);
        }
        catch {
            failure = new ReferenceFailure('frozen-prompts', `Invalid JSONL at ${abs}:${line}`, { file: abs, line });
            return;
        }
        if (!row || typeof row !== 'object' || Array.isArray(row)) {
            failure = new ReferenceFailure('frozen-prompts', `Expected an object at ${abs}:${line}`, { file: abs, line });
            return;
        }
        n++;
        const v = row.prompt_id;
        const id = typeof v === 'string' ? v : (0,python/* pyTruthy */.Kn)(v) ? (0,python/* pyStr */.rD)(v) : '';
        if (!id)
            failure = new ReferenceFailure('frozen-prompts', `Frozen prompt record ${n} lacks prompt_id`, {
                file: abs,
                line
            });
        else if (seen.has(id))
            failure = new ReferenceFailure('frozen-prompts', `Duplicate frozen prompt_id: ${id}`, { file: abs, line });
        else {
            seen.add(id);
            ids.push(id);
        }
    }, { shouldStop: () => failure !== undefined });
    if (res.utf8Error && !failure)
        failure = new ReferenceFailure('frozen-prompts', res.utf8Error.message, { file: abs, line: res.utf8Error.line });
    if (failure)
        throw failure;
    return ids;
}
const subsetCounts = (store, excluded) => {
    const exIdx = new Set();
    for (const p of excluded) {
        const i = store.promptIndex.get(p);
        if (i !== undefined)
            exIdx.add(i);
    }
    return (0,records.countCells)(store, (c) => !exIdx.has(store.promptOf[c]));
};
/** `pqid-bench compare`, in the reference's order of checks. */
async function compareRelease(a) {
    const manifest = a.candidateRunManifest === undefined ? null : await loadRunManifest(a.candidateRunManifest, a.cwd);
    const evalAbs = (0,external_node_path_.isAbsolute)(a.evaluations) ? a.evaluations : (0,external_node_path_.resolve)(a.cwd, a.evaluations);
    const cand = await loadEvaluations(evalAbs, a.evaluations, a.load);
    requireClean(cand, evalAbs);
    const store = cand.acc.cells;
    const frozenIds = await readFrozenPromptIds(a.releaseDir);
    const frozenSet = new Set(frozenIds);
    // Every candidate model must have the same prompt set.
    const perModel = store.models.map(() => new Set());
    for (let i = 0; i < store.length; i++)
        perModel[store.modelOf[i]].add(store.promptOf[i]);
    const first = perModel[0];
    for (const s of perModel.slice(1)) {
        if (s.size !== first.size || [...s].some((x) => !first.has(x)))
            throw new ReferenceFailure('unequal-prompt-sets', 'Candidate models do not share one common prompt denominator', {
                file: evalAbs
            });
    }
    const candIds = [...first].map((i) => store.prompts[i]);
    const unknown = candIds.filter((p) => !frozenSet.has(p)).sort(python/* compareCodePoints */.OP);
    if (unknown.length)
        throw new ReferenceFailure('unknown-prompts', `Candidate contains prompt IDs outside the frozen test set: ${unknown.join(', ')}`, { file: evalAbs });
    const candSet = new Set(candIds);
    const missing = frozenIds.filter((p) => !candSet.has(p)).length;
    if (missing > 0 && !a.allowPartial) {
        throw new ReferenceFailure('partial', `Candidate prompt denominator does not match the frozen 154-prompt test set; missing ${missing} prompt IDs. Use --allow-partial only for an explicitly labelled matched-subset comparison.`, { file: evalAbs });
    }
    const mode = missing === 0 ? 'full_test_set' : 'matched_subset';
    const auditAbs = (0,external_node_path_.join)(a.releaseDir, RELEASE_PATHS.audit);
    const frozen = await loadEvaluations(auditAbs, auditAbs, { ...a.load, promptFilter: (p) => candSet.has(p) });
    requireClean(frozen, auditAbs);
    const ident = await readIdentifiability(a.releaseDir);
    const exclusions = exclusionsOf(ident);
    const exSet = new Set(exclusions);
    const promptIds = [...candIds].sort(python/* compareCodePoints */.OP);
    if (!promptIds.some((p) => !exSet.has(p)))
        throw new ReferenceFailure('identifiable-empty', 'The comparison prompt set contains no prompts under the frozen identifiability policy');
    const candCounts = (0,records.countCells)(store);
    const frozenCounts = (0,records.countCells)(frozen.acc.cells);
    const candidate = (0,records.summarize)(candCounts, (0,records.identifiableFrom)(subsetCounts(store, exSet)));
    const frozenSummary = (0,records.summarize)(frozenCounts, (0,records.identifiableFrom)(subsetCounts(frozen.acc.cells, exSet)));
    const delta = (k) => {
        const x = candidate[k];
        const y = frozenSummary[k];
        return x === null || y === null ? null : new python/* PyFloat */.g$(x - y);
    };
    const sha = (0,external_node_crypto_.createHash)('sha256')
        .update(promptIds.join('\n') + '\n')
        .digest('hex');
    const json = {
        ...records.VERSION_FIELDS,
        run_type: 'supplied_evaluation',
        candidate: (0,records.summaryToPy)(candidate, 'supplied_evaluation'),
        frozen: (0,records.summaryToPy)(frozenSummary, 'canonical_reproduction'),
        candidate_minus_frozen: {
            execution_rate: delta('execution_rate'),
            signature_rate: delta('signature_rate'),
            es_gap_rate: delta('es_gap_rate'),
            executable_signature_disagreement_rate: delta('executable_signature_disagreement_rate'),
            structural_hallucination_rate: delta('structural_hallucination_rate')
        },
        candidate_run_manifest: manifest,
        candidate_run_manifest_source: a.candidateRunManifest === undefined ? null : await resolvedPath(a.candidateRunManifest, a.cwd),
        candidate_source: await resolvedPath(a.evaluations, a.cwd),
        comparison_label: mode === 'full_test_set' ? 'frozen 154-prompt comparison' : 'matched-subset comparison',
        comparison_scope: {
            candidate_cells: candCounts.cells,
            candidate_models: candCounts.models,
            frozen_cells: frozenCounts.cells,
            frozen_models: frozenCounts.models,
            identifiable_exclusions: exclusions,
            mode,
            prompt_count: promptIds.length,
            prompt_ids: promptIds,
            prompt_ids_sha256: sha
        }
    };
    return {
        json,
        candidate,
        frozen: frozenSummary,
        candidateCells: store,
        frozenCells: frozen.acc.cells,
        mode,
        promptIds,
        exclusions
    };
}


/***/ })

};
