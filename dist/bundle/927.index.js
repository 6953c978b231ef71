export const id = 927;
export const ids = [927];
export const modules = {

/***/ 44824:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ scanFirstRecordKeys)
/* harmony export */ });
/* unused harmony export KeyScanner */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
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

/***/ 15245:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D4: () => (/* binding */ openParquet),
  Rf: () => (/* binding */ parquetError),
  o2: () => (/* binding */ readParquetMetadata),
  u1: () => (/* binding */ readParquetRows),
  l: () => (/* binding */ topLevelColumns)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 1 modules
var metadata = __webpack_require__(96367);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/read.js + 15 modules
var read = __webpack_require__(53822);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/snappy.js
var snappy = __webpack_require__(17426);
;// CONCATENATED MODULE: ./src/formats/snappy.ts
/**
 * Snappy page decompression for hyparquet (`compressors.SNAPPY`), with block copies (`set`/`copyWithin`)
 * instead of hyparquet's byte-by-byte copy loop. It takes only the well-formed path: at the first thing that
 * is not (a bad length, an offset out of range, output over- or under-run …) it decodes the page again with
 * hyparquet's own `snappyUncompress`, so an invalid page fails with exactly the same error as before.
 */

const WORD_MASK = [0, 0xff, 0xffff, 0xffffff, 0xffffffff];
function fallback(input, outputLength) {
    const out = new Uint8Array(outputLength);
    (0,snappy/* snappyUncompress */.t)(input, out);
    return out;
}
function snappyDecompress(input, outputLength) {
    const inputLength = input.byteLength;
    let output;
    let pos = 0;
    let outPos = 0;
    while (pos < inputLength) {
        const c = input[pos];
        pos++;
        if (c < 128)
            break;
    }
    if (outputLength && pos >= inputLength)
        return fallback(input, outputLength);
    while (pos < inputLength) {
        const c = input[pos];
        pos++;
        if (pos >= inputLength)
            return fallback(input, outputLength);
        if ((c & 0x3) === 0) {
            let len = (c >>> 2) + 1;
            if (len > 60) {
                if (pos + 3 >= inputLength)
                    return fallback(input, outputLength);
                const lengthSize = len - 60;
                len = input[pos] + (input[pos + 1] << 8) + (input[pos + 2] << 16) + (input[pos + 3] << 24);
                len = (len & WORD_MASK[lengthSize]) + 1;
                pos += lengthSize;
            }
            if (len < 1 || pos + len > inputLength || outPos + len > outputLength)
                return fallback(input, outputLength);
            // A page that is one literal (incompressible data) is returned as a view of the input: no copy.
            // hyparquet treats the page like an UNCOMPRESSED one, which is also a view of the column chunk.
            if (outPos === 0 && len === outputLength && pos + len === inputLength)
                return input.subarray(pos, pos + len);
            output ??= new Uint8Array(outputLength);
            if (len > 32)
                output.set(input.subarray(pos, pos + len), outPos);
            else
                for (let i = 0; i < len; i++)
                    output[outPos + i] = input[pos + i];
            pos += len;
            outPos += len;
        }
        else {
            let len;
            let offset;
            const kind = c & 0x3;
            if (kind === 1) {
                len = ((c >>> 2) & 0x7) + 4;
                offset = input[pos] + ((c >>> 5) << 8);
                pos++;
            }
            else if (kind === 2) {
                if (inputLength <= pos + 1)
                    return fallback(input, outputLength);
                len = (c >>> 2) + 1;
                offset = input[pos] + (input[pos + 1] << 8);
                pos += 2;
            }
            else {
                if (inputLength <= pos + 3)
                    return fallback(input, outputLength);
                len = (c >>> 2) + 1;
                offset = input[pos] + (input[pos + 1] << 8) + (input[pos + 2] << 16) + (input[pos + 3] << 24);
                pos += 4;
            }
            if (!(offset > 0) || offset > outPos || outPos + len > outputLength)
                return fallback(input, outputLength);
            output ??= new Uint8Array(outputLength);
            const from = outPos - offset;
            if (offset >= len && len > 16)
                output.copyWithin(outPos, from, from + len);
            else
                for (let i = 0; i < len; i++)
                    output[outPos + i] = output[from + i];
            outPos += len;
        }
    }
    if (outPos !== outputLength)
        return fallback(input, outputLength);
    return output ?? new Uint8Array(outputLength);
}

;// CONCATENATED MODULE: ./src/formats/codecs.ts
/**
 * Parquet page decompressors for hyparquet (`compressors`), every codec behind one budget.
 *
 * Snappy is the common codec, but DuckDB, Arrow and pyarrow write ZSTD, GZIP, BROTLI, LZ4_RAW (and the
 * deprecated LZ4) too; all are read (FightBench warns about a codec its schema does not name: FB026).
 *
 * A hostile file can declare a huge uncompressed page size, or carry a page that inflates far beyond what it
 * declares (a decompression bomb). So, for every codec:
 * - the declared size of each page counts against a budget per row group (the caller's limit, e.g. FightBench's
 *   `max-row-group-bytes`, named in the error by `limitName`); a page that
 *   would pass it is refused before anything is allocated;
 * - the output buffer is the declared size and never grows: GZIP and BROTLI use Node's zlib with
 *   `maxOutputLength` (native, stops at the limit), ZSTD decodes into a fixed buffer (fzstd through
 *   hyparquet-compressors never writes past it) and a declared frame content size must equal the page size,
 *   LZ4/LZ4_RAW use the bounded decoder below, which stops at the first byte past the declared size;
 * - the result must be exactly the declared size (hyparquet checks that as well).
 */


class PageBudget {
    limit;
    limitName;
    used = 0;
    /** `limitName`: how the error names the limit (the caller's option, e.g. `max-row-group-bytes`). */
    constructor(limit, limitName = 'the row-group budget') {
        this.limit = limit;
        this.limitName = limitName;
    }
    reset() {
        this.used = 0;
    }
    take(codec, n) {
        if (!Number.isSafeInteger(n) || n < 0)
            throw new Error(`parquet ${codec} page declares an invalid uncompressed size`);
        if (this.used + n > this.limit)
            throw new Error(`parquet ${codec} page declares ${n} bytes uncompressed; with the row group's earlier pages that is over ${this.limitName} (${this.limit}); not decompressed`);
        this.used += n;
    }
}
function exact(codec, out, n) {
    if (out.length !== n)
        throw new Error(`parquet ${codec} page decompressed to ${out.length} bytes, its header declares ${n}`);
    return out;
}
function zlibError(codec, e, n) {
    const code = e.code;
    if (code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError)
        return new Error(`parquet ${codec} page inflates past the ${n} bytes its header declares; not decompressed further`);
    return new Error(`parquet ${codec} page is not valid ${codec} data`);
}
/** LZ4 block format, bounded: throws at the first literal or match that would pass `out`. */
function lz4Block(input, start, end, out, o0, outEnd) {
    let i = start;
    let o = o0;
    while (i < end) {
        const token = input[i++];
        let lit = token >> 4;
        if (lit === 15) {
            let b = 255;
            while (b === 255) {
                if (i >= end)
                    throw new Error('parquet LZ4 page is truncated');
                b = input[i++];
                lit += b;
                if (o + lit > outEnd)
                    throw new Error('parquet LZ4 page inflates past its declared size');
            }
        }
        if (i + lit > end)
            throw new Error('parquet LZ4 page is truncated');
        if (o + lit > outEnd)
            throw new Error('parquet LZ4 page inflates past its declared size');
        out.set(input.subarray(i, i + lit), o);
        i += lit;
        o += lit;
        if (i >= end)
            break;
        if (i + 2 > end)
            throw new Error('parquet LZ4 page is truncated');
        const offset = input[i] | (input[i + 1] << 8);
        i += 2;
        if (offset === 0 || offset > o - o0)
            throw new Error('parquet LZ4 page has a match offset out of range');
        let len = token & 15;
        if (len === 15) {
            let b = 255;
            while (b === 255) {
                if (i >= end)
                    throw new Error('parquet LZ4 page is truncated');
                b = input[i++];
                len += b;
                if (o + len > outEnd)
                    throw new Error('parquet LZ4 page inflates past its declared size');
            }
        }
        len += 4;
        if (o + len > outEnd)
            throw new Error('parquet LZ4 page inflates past its declared size');
        let from = o - offset;
        if (offset >= len) {
            out.copyWithin(o, from, from + len);
            o += len;
        }
        else
            for (const stop = o + len; o < stop;)
                out[o++] = out[from++];
    }
    return o - o0;
}
/** LZ4_RAW: one LZ4 block. */
function lz4RawDecompress(input, n) {
    const out = new Uint8Array(n);
    return exact('LZ4_RAW', out.subarray(0, lz4Block(input, 0, input.length, out, 0, n)), n);
}
/** Deprecated LZ4: Hadoop framing (big-endian uncompressed and compressed lengths per block), else one raw block. */
function lz4HadoopDecompress(input, n) {
    const out = new Uint8Array(n);
    let i = 0;
    let o = 0;
    let framed = input.length >= 8;
    while (framed && i < input.length) {
        if (i + 8 > input.length) {
            framed = false;
            break;
        }
        const want = ((input[i] << 24) | (input[i + 1] << 16) | (input[i + 2] << 8) | input[i + 3]) >>> 0;
        const clen = ((input[i + 4] << 24) | (input[i + 5] << 16) | (input[i + 6] << 8) | input[i + 7]) >>> 0;
        if (clen > input.length - i - 8 || want > n - o) {
            framed = false;
            break;
        }
        try {
            if (lz4Block(input, i + 8, i + 8 + clen, out, o, o + want) !== want) {
                framed = false;
                break;
            }
        }
        catch {
            framed = false;
            break;
        }
        i += 8 + clen;
        o += want;
    }
    if (framed && o === n)
        return out;
    out.fill(0);
    return exact('LZ4', out.subarray(0, lz4Block(input, 0, input.length, out, 0, n)), n);
}
/** The Frame_Content_Size of the first Zstandard frame, when its header records one. */
function zstdFrameContentSize(d) {
    if (d.length < 6 || d[0] !== 0x28 || d[1] !== 0xb5 || d[2] !== 0x2f || d[3] !== 0xfd)
        return undefined;
    const fhd = d[4];
    const fcf = fhd >> 6;
    const single = (fhd >> 5) & 1;
    const dictBytes = [0, 1, 2, 4][fhd & 3];
    const sizeBytes = fcf === 0 ? single : 1 << fcf;
    if (sizeBytes === 0)
        return undefined;
    let p = 5 + (single ? 0 : 1) + dictBytes;
    if (p + sizeBytes > d.length)
        return undefined;
    let v = 0;
    for (let k = 0; k < sizeBytes; k++)
        v += d[p++] * 2 ** (8 * k);
    return sizeBytes === 2 ? v + 256 : v;
}
let zstdImpl;
/**
 * Loads the Zstandard decoder (fzstd, through hyparquet-compressors) once. Its module also instantiates a WASM
 * Snappy decoder at import, so it is loaded only when a file has a ZSTD column chunk.
 */
async function loadZstd() {
    zstdImpl ??= (await __webpack_require__.e(/* import() */ 138).then(__webpack_require__.bind(__webpack_require__, 20138))).decompressZstd;
}
function zstdDecompress(input, n) {
    if (!zstdImpl)
        throw new Error('parquet ZSTD decoder not loaded');
    const declared = zstdFrameContentSize(input);
    if (declared !== undefined && declared !== n)
        throw new Error(`parquet ZSTD page frame declares ${declared} bytes, its page header ${n}`);
    const out = new Uint8Array(n);
    try {
        return exact('ZSTD', zstdImpl(input, out), n);
    }
    catch (e) {
        if (e instanceof Error && /^parquet /.test(e.message))
            throw e;
        throw new Error('parquet ZSTD page is not valid Zstandard data');
    }
}
function gzipDecompress(input, n) {
    try {
        // unzip accepts the gzip framing (what the Parquet spec names) and the zlib framing some old writers used.
        return exact('GZIP', new Uint8Array((0,external_node_zlib_.unzipSync)(input, { maxOutputLength: Math.max(1, n), finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH })), n);
    }
    catch (e) {
        if (e instanceof Error && /^parquet /.test(e.message))
            throw e;
        throw zlibError('GZIP', e, n);
    }
}
function brotliDecompress(input, n) {
    try {
        return exact('BROTLI', new Uint8Array((0,external_node_zlib_.brotliDecompressSync)(input, { maxOutputLength: Math.max(1, n) })), n);
    }
    catch (e) {
        if (e instanceof Error && /^parquet /.test(e.message))
            throw e;
        throw zlibError('BROTLI', e, n);
    }
}
/** hyparquet compressors for every codec, each page charged to `budget` before it is decompressed. */
function boundedCompressors(budget) {
    const wrap = (codec, fn) => (input, n) => {
        budget.take(codec, n);
        return fn(input, n);
    };
    return {
        SNAPPY: wrap('SNAPPY', snappyDecompress),
        GZIP: wrap('GZIP', gzipDecompress),
        BROTLI: wrap('BROTLI', brotliDecompress),
        ZSTD: wrap('ZSTD', zstdDecompress),
        LZ4: wrap('LZ4', lz4HadoopDecompress),
        LZ4_RAW: wrap('LZ4_RAW', lz4RawDecompress)
    };
}

;// CONCATENATED MODULE: ./src/formats/parquet.ts
/**
 * Parquet reading on hyparquet, family-neutral: an AsyncBuffer over a file handle (no whole-file read), the footer
 * metadata with its structural sanity check, error text about the file (never JavaScript internals), and
 * row-group-by-row-group reading under a page budget. A row group that cannot be read is a neutral
 * `RowGroupIssue`; the caller words it and gives it its code (FightBench: `suites/fightbench/rules-parquet.ts`).
 */



async function openParquet(abs) {
    const fh = await (0,promises_.open)(abs, 'r');
    try {
        const st = await fh.stat();
        if (!st.isFile())
            throw new Error('not a regular file');
        const size = st.size;
        const file = {
            byteLength: size,
            async slice(start, end) {
                const stop = Math.min(end ?? size, size);
                const len = Math.max(0, stop - start);
                const ab = new ArrayBuffer(len);
                const view = new Uint8Array(ab);
                let off = 0;
                while (off < len) {
                    const { bytesRead } = await fh.read(view, off, len - off, start + off);
                    if (bytesRead === 0)
                        break;
                    off += bytesRead;
                }
                return off === len ? ab : ab.slice(0, off);
            }
        };
        return { file, size, close: () => fh.close() };
    }
    catch (e) {
        await fh.close();
        throw e;
    }
}
/** Text that names JavaScript internals rather than the file (a decoder tripping over a corrupt field). */
const JS_INTERNAL = /is not a function|Cannot read propert|is not iterable|is not defined|Invalid typed array|out of bounds|outside the bounds|Maximum call stack|must be an instance of|Invalid array length|Array buffer allocation|\[object |\?\.|\bfield_\d+/;
/**
 * What is wrong with the file, from an error thrown while decoding it. hyparquet's own messages ("parquet …")
 * describe the file and are kept (a missing value reads "missing", not "undefined"); anything else, a
 * TypeError or RangeError from a corrupt field, becomes a message about the part of the file being read,
 * never which JavaScript property failed. At most 200 characters; never cell values.
 */
function parquetError(e, where = 'pages') {
    const m = e instanceof Error ? e.message : String(e);
    const own = e instanceof Error &&
        !(e instanceof TypeError) &&
        !(e instanceof RangeError) &&
        !(e instanceof SyntaxError) &&
        !(e instanceof ReferenceError) &&
        /^parquet /.test(m) &&
        !JS_INTERNAL.test(m);
    if (!own) {
        return where === 'metadata'
            ? 'the footer metadata is corrupt: a field has the wrong type, is missing, or the footer length does not match the file'
            : 'the page data is corrupt: a page header, size or offset does not match the bytes of the file (truncated or damaged)';
    }
    const text = m
        .replace(/\bundefined\b/g, 'missing')
        .replace(/\bNaN\b/g, 'not a number')
        .replace(/\bnull\b/g, 'missing');
    return text.length > 200 ? text.slice(0, 200) + '…' : text;
}
async function readParquetMetadata(pf) {
    if (pf.size < 12)
        throw new Error(`parquet file invalid (${pf.size} bytes; too short for the PAR1 header and footer)`);
    const head = new Uint8Array(await pf.file.slice(0, 4));
    if (String.fromCharCode(...head) !== 'PAR1')
        throw new Error('parquet file invalid (header != PAR1)');
    const md = await (0,metadata/* parquetMetadataAsync */.Ei)(pf.file);
    const problem = metadataProblem(md);
    if (problem)
        throw new Error(`parquet metadata invalid: ${problem}`);
    return md;
}
/**
 * Structural sanity of decoded footer metadata (a corrupt footer can decode to fields of the wrong type):
 * checked here so that later code never trips over them. Returns what is wrong, or undefined.
 */
function metadataProblem(md) {
    const isInt = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) || (typeof v === 'bigint' && v >= 0n);
    if (!md || !Array.isArray(md.schema) || md.schema.length === 0)
        return 'the schema is missing';
    for (const [i, el] of md.schema.entries()) {
        if (!el || typeof el.name !== 'string')
            return `schema element ${i} has no name`;
        if (el.num_children !== undefined && !isInt(el.num_children))
            return `schema element ${i} has an invalid child count`;
    }
    if (!Array.isArray(md.row_groups))
        return 'the row group list is missing';
    const leaves = leafPaths(md.schema);
    if (!leaves)
        return 'the schema tree does not match its child counts';
    for (const [g, rg] of md.row_groups.entries()) {
        if (!rg || !Array.isArray(rg.columns))
            return `row group ${g} has no column list`;
        const seen = new Set();
        if (!isInt(rg.num_rows))
            return `row group ${g} has an invalid row count`;
        for (const [c, col] of rg.columns.entries()) {
            const cm = col?.meta_data;
            if (!cm)
                return `row group ${g} column ${c} has no column metadata`;
            if (!Array.isArray(cm.path_in_schema) || !cm.path_in_schema.every((p) => typeof p === 'string'))
                return `row group ${g} column ${c} has an invalid column path`;
            // Every chunk must name a distinct leaf of the schema (a stray or repeated chunk would be read and never used).
            const key = cm.path_in_schema.join('\u0000');
            if (!leaves.has(key))
                return `row group ${g} column ${c} names a column that is not in the schema`;
            if (seen.has(key))
                return `row group ${g} has two chunks for column ${JSON.stringify(cm.path_in_schema.join('.').slice(0, 40))}`;
            seen.add(key);
            if (typeof cm.codec !== 'string')
                return `row group ${g} column ${c} has an unknown compression codec`;
            if (typeof cm.type !== 'string')
                return `row group ${g} column ${c} has an unknown physical type`;
            if (!Array.isArray(cm.encodings))
                return `row group ${g} column ${c} has no encoding list`;
            for (const k of ['num_values', 'total_uncompressed_size', 'total_compressed_size', 'data_page_offset']) {
                if (!isInt(cm[k]))
                    return `row group ${g} column ${c} has an invalid ${k}`;
            }
        }
    }
    return undefined;
}
/** Leaf column paths of a flattened schema (joined by NUL), or undefined when the child counts do not fit the list. */
function leafPaths(schema) {
    const out = new Set();
    let i = 1;
    let ok = true;
    const walk = (prefix, depth) => {
        if (!ok || depth > 64 || i >= schema.length) {
            ok = false;
            return;
        }
        const el = schema[i++];
        const path = [...prefix, el.name];
        const kids = Number(el.num_children ?? 0);
        if (kids === 0)
            out.add(path.join('\u0000'));
        for (let k = 0; k < kids && ok; k++)
            walk(path, depth + 1);
    };
    const n = Number(schema[0]?.num_children ?? 0);
    if (n > schema.length)
        return undefined;
    for (let c = 0; c < n && ok; c++)
        walk([], 0);
    return ok ? out : undefined;
}
/** Top-level column names of the schema (flat view). */
function topLevelColumns(md) {
    const schema = md.schema;
    const out = [];
    const root = schema[0];
    let i = 1;
    const n = root?.num_children ?? 0;
    for (let c = 0; c < n && i < schema.length; c++) {
        const el = schema[i];
        out.push(el);
        i = skipSubtree(schema, i);
    }
    return out;
}
function skipSubtree(schema, i) {
    const kids = schema[i]?.num_children ?? 0;
    let j = i + 1;
    for (let k = 0; k < kids; k++)
        j = skipSubtree(schema, j);
    return j;
}
const utf8 = new TextDecoder();
/**
 * A column with the Parquet JSON annotation is read as its JSON text (a string), like a UTF8 column, and left to
 * the caller to decode (FightBench's nested JSON columns: invalid JSON is FB011 on its row, not a failed row group).
 */
const PARSERS = {
    jsonFromBytes: (b) => (b === undefined ? undefined : utf8.decode(b))
};
/**
 * Reads the file one row group at a time (memory bounded by one row group, `maxRowGroupBytes` uncompressed: a
 * larger group is not read, and every page is charged to that budget before it is decompressed; a page error names
 * the limit `limitName`, the caller's option). Returns the rows read.
 */
async function readParquetRows(pf, md, maxRowGroupBytes, h, limitName) {
    let groupStart = 0;
    let rows = 0;
    let groupsFailed = 0;
    // Every page of a row group is charged to one budget before it is decompressed (docs/security/fightbench.md).
    const budget = new PageBudget(maxRowGroupBytes, limitName);
    const compressors = boundedCompressors(budget);
    if (md.row_groups.some((rg) => rg.columns.some((c) => c.meta_data?.codec === 'ZSTD')))
        await loadZstd();
    for (let g = 0; g < md.row_groups.length; g++) {
        const rg = md.row_groups[g];
        const n = Number(rg.num_rows);
        const start = groupStart;
        groupStart += n;
        if (n === 0)
            continue;
        let uncompressed = 0;
        for (const c of rg.columns)
            uncompressed += Number(c.meta_data?.total_uncompressed_size ?? 0);
        if (uncompressed > maxRowGroupBytes) {
            groupsFailed++;
            h.onIssue({ kind: 'over-budget', group: g, first: start, count: n, uncompressed, limit: maxRowGroupBytes });
            continue;
        }
        let got = [];
        budget.reset();
        try {
            await (0,read/* parquetRead */.bA)({
                file: pf.file,
                metadata: md,
                rowStart: start,
                rowEnd: start + n,
                rowFormat: 'object',
                compressors,
                parsers: PARSERS,
                onComplete: (r) => (got = r)
            });
        }
        catch (e) {
            groupsFailed++;
            h.onIssue({ kind: 'undecodable', group: g, first: start, count: n, error: parquetError(e) });
            continue;
        }
        if (got.length !== n) {
            groupsFailed++;
            h.onIssue({ kind: 'short', group: g, count: n, decoded: got.length });
        }
        for (let i = 0; i < got.length; i++) {
            const r = h.onRow(got[i], start + i);
            if (r)
                await r;
            rows++;
        }
        got = [];
    }
    return { rows, groupsFailed };
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

/***/ 89616:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ withCharts)
/* harmony export */ });
/** Appends the chart sections a suite's producer derives from a finished result (the hook of each suite's charts.ts). */
function withCharts(result, produce) {
    const charts = produce(result);
    return charts.length ? { ...result, sections: [...(result.sections ?? []), ...charts] } : result;
}


/***/ }),

/***/ 31376:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ normalizeDigest),
/* harmony export */   I5: () => (/* binding */ CANONICALIZATIONS),
/* harmony export */   Ym: () => (/* binding */ contentHashes),
/* harmony export */   qd: () => (/* binding */ candidateNames)
/* harmony export */ });
/* unused harmony exports canonicalize, sha256Hex */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26636);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13023);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67190);
/**
 * Candidate canonicalisations for FightBench `contentHash(manifest without hash)`.
 * FightBench has not published its algorithm, so benchgate computes every candidate and reports which matched.
 *
 * - `rfc8785`: RFC 8785 JSON Canonicalization Scheme (keys by UTF-16 code units, ECMAScript number form,
 *   minimal string escaping; lone surrogates and non-finite numbers make it inapplicable).
 * - `sorted-compact`: what JavaScript `JSON.stringify(deepSortKeys(JSON.parse(text)))` gives: compact, keys sorted
 *   with `Array.prototype.sort`, but integer-like keys ("0", "10") first in numeric order because JS objects
 *   enumerate them first; ECMAScript numbers; lone surrogates escaped.
 * - `python-sorted`: Python `json.dumps(obj, sort_keys=True)` (separators ", " and ": ", ensure_ascii, keys by
 *   code point, integers exact, floats by repr: `1.0`, `1e-07`, `1e+16`).
 * - `python-sorted-compact`: the same with `separators=(",", ":")`.
 */




const CANONICALIZATIONS = ['rfc8785', 'sorted-compact', 'python-sorted', 'python-sorted-compact'];
/** Thrown by canonicalize when a candidate cannot encode the value (contentHashes reports it as not applicable). */
class NotApplicable extends Error {
}
const utf16Cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function esNumber(raw) {
    const x = Number(raw);
    if (!Number.isFinite(x))
        throw new NotApplicable(`number ${raw.slice(0, 30)} is not finite`);
    return JSON.stringify(x);
}
function jcs(v) {
    if (v === null)
        return 'null';
    if (v === true)
        return 'true';
    if (v === false)
        return 'false';
    if (typeof v === 'string') {
        if ((0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .hasLoneSurrogate */ .fI)(v))
            throw new NotApplicable('a string holds a lone surrogate');
        return JSON.stringify(v);
    }
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_3__/* .JNum */ .ng)
        return esNumber(v.raw);
    if (Array.isArray(v))
        return '[' + v.map(jcs).join(',') + ']';
    const keys = [...v.keys()];
    for (const k of keys)
        if ((0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .hasLoneSurrogate */ .fI)(k))
            throw new NotApplicable('a key holds a lone surrogate');
    keys.sort(utf16Cmp);
    return '{' + keys.map((k) => JSON.stringify(k) + ':' + jcs(v.get(k))).join(',') + '}';
}
function isArrayIndex(k) {
    return /^(?:0|[1-9]\d*)$/.test(k) && Number(k) <= 4294967294;
}
function jsSorted(v) {
    if (v === null)
        return 'null';
    if (v === true)
        return 'true';
    if (v === false)
        return 'false';
    if (typeof v === 'string')
        return JSON.stringify(v);
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_3__/* .JNum */ .ng)
        return JSON.stringify(Number(v.raw)); // Infinity → null, as JSON.stringify does
    if (Array.isArray(v))
        return '[' + v.map(jsSorted).join(',') + ']';
    const keys = [...v.keys()].sort(utf16Cmp);
    const idx = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
    const rest = keys.filter((k) => !isArrayIndex(k));
    return '{' + [...idx, ...rest].map((k) => JSON.stringify(k) + ':' + jsSorted(v.get(k))).join(',') + '}';
}
function pyNumber(raw) {
    const n = new _json_js__WEBPACK_IMPORTED_MODULE_3__/* .JNum */ .ng(raw);
    if (n.isInteger)
        return BigInt(raw).toString();
    return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonFloat */ .a$)(Number(raw));
}
function python(v, itemSep, keySep) {
    if (v === null)
        return 'null';
    if (v === true)
        return 'true';
    if (v === false)
        return 'false';
    if (typeof v === 'string')
        return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonString */ .jL)(v);
    if (v instanceof _json_js__WEBPACK_IMPORTED_MODULE_3__/* .JNum */ .ng)
        return pyNumber(v.raw);
    if (Array.isArray(v))
        return '[' + v.map((x) => python(x, itemSep, keySep)).join(itemSep) + ']';
    const keys = [...v.keys()].sort(_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP);
    return ('{' + keys.map((k) => (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonString */ .jL)(k) + keySep + python(v.get(k), itemSep, keySep)).join(itemSep) + '}');
}
/** Canonical text of a value under one candidate; throws NotApplicable when the candidate cannot encode it. */
function canonicalize(v, name) {
    switch (name) {
        case 'rfc8785':
            return jcs(v);
        case 'sorted-compact':
            return jsSorted(v);
        case 'python-sorted':
            return python(v, ', ', ': ');
        case 'python-sorted-compact':
            return python(v, ',', ':');
    }
}
function sha256Hex(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}
/** Normalises a written SHA-256 digest to lower-case hex: `hex`, `sha256:hex`, `sha256-hex`, or 44-char base64. */
function normalizeDigest(s) {
    const t = s.trim();
    const pre = /^sha-?256[:-]/i.exec(t);
    const body = pre ? t.slice(pre[0].length) : t;
    if (/^[0-9a-fA-F]{64}$/.test(body))
        return { hex: body.toLowerCase(), encoding: pre ? 'prefixed-hex' : 'hex' };
    if (/^[A-Za-z0-9+/]{43}=$/.test(body) || /^[A-Za-z0-9_-]{43}$/.test(body)) {
        const b = Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
        if (b.length === 32)
            return { hex: b.toString('hex'), encoding: 'base64' };
    }
    return undefined;
}
/** The canonicalisations to try: all candidates (`any`, in CANONICALIZATIONS order), or the pinned one. */
function candidateNames(pinned) {
    return pinned === 'any' ? CANONICALIZATIONS : [pinned];
}
/**
 * contentHash(obj without its top-level `hash`) under each of `names` in turn: the SHA-256 hex, or why that
 * canonicalisation does not apply. Lazy, so a caller looking for one match stops at it.
 */
function* contentHashes(obj, names) {
    const body = new Map([...obj].filter(([k]) => k !== 'hash'));
    for (const name of names) {
        let text;
        try {
            text = canonicalize(body, name);
        }
        catch (e) {
            if (!(e instanceof NotApplicable))
                throw e;
            yield { name, notApplicable: e.message };
            continue;
        }
        yield { name, hex: sha256Hex(text) };
    }
}


/***/ }),

/***/ 90794:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nd: () => (/* binding */ KIND),
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   c: () => (/* binding */ tableResult),
/* harmony export */   xZ: () => (/* binding */ rowLabel)
/* harmony export */ });
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77816);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48469);



const KIND = {
    jsonl: 'fightbench-export-jsonl',
    parquet: 'fightbench-export-parquet',
    suite: 'fightbench-suite',
    set: 'fightbench-export-set'
};
/** Collects findings for one file with a per-code cap; the rest are counted and summarised. */
class FindingSink {
    file;
    cap;
    list = [];
    counts = new Map();
    constructor(file, cap) {
        this.file = file;
        this.cap = cap;
    }
    add(def, message, loc = {}) {
        const n = (this.counts.get(def.code) ?? 0) + 1;
        this.counts.set(def.code, n);
        if (n > this.cap)
            return;
        this.list.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(def, message, { file: this.file, ...loc }));
    }
    /** Files the rules' issues in their order. */
    addAll(issues) {
        for (const i of issues)
            this.add(i.def, i.message, { line: i.line, gate: i.gate, subject: i.subject });
    }
    count(code) {
        return this.counts.get(code) ?? 0;
    }
    finish() {
        for (const [code, n] of [...this.counts].sort()) {
            if (n > this.cap)
                this.list.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.FB.FB061, `${n - this.cap} more ${code} finding${n - this.cap > 1 ? 's' : ''} in this file not listed (max-findings-per-code ${this.cap}).`, { file: this.file, subject: code }));
        }
        return this.list;
    }
}
/**
 * "line 4, matchId "m-1", column replay, path /replay/x": a JSONL row is named by its line in the file (1-based, what
 * an editor shows and what the finding's `line` says); a Parquet row, which has no line, by its 0-based index (as
 * pyarrow's `to_pylist()[3]` and pandas' `iloc[3]`). docs/fightbench.md.
 */
function rowLabel(rowIndex, matchId, column, path, line) {
    let s = line !== undefined ? `line ${line}` : `row ${rowIndex}`;
    if (matchId !== undefined)
        s += `, matchId "${(0,_rows_js__WEBPACK_IMPORTED_MODULE_1__/* .safeShort */ .sY)(matchId)}"`;
    if (column)
        s += `, column ${column}`;
    if (path && path !== `/${column}`)
        s += `, path ${path}`;
    return s;
}
/** A file's result whose one section is its summary table (the export set's and the suite download's). */
function tableResult(verdict, table, more) {
    return { ...verdict, sections: [{ kind: 'table', ...table }], ...more };
}


/***/ }),

/***/ 63584:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ checkExportFile)
});

// EXTERNAL MODULE: ./src/suites/fightbench/metrics.ts
var metrics = __webpack_require__(95947);
// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
// EXTERNAL MODULE: ./src/suites/fightbench/check-common.ts
var check_common = __webpack_require__(90794);
// EXTERNAL MODULE: ./src/suites/fightbench/codes.ts
var codes = __webpack_require__(77816);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/suites/fightbench/canonical.ts
var canonical = __webpack_require__(31376);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/fightbench/engine.ts
/**
 * Optional replay engine (option `fightbench-engine`). benchgate runs the command without a shell
 * (argv), writes the row's `replay` JSON text to its stdin, and reads the final state hash from stdout:
 * either a line with the hash (64 hex digits, optionally `sha256:`-prefixed) or one JSON object
 * `{"stateHash": "...", "terminalTurn"?: n}`. Bounded by a timeout and an output cap; the environment is
 * scrubbed to PATH, temp folders and locale (no tokens reach the engine).
 */



const PASS_ENV = ['PATH', 'Path', 'PATHEXT', 'SystemRoot', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'LC_ALL'];
function scrubbedEnv(src, extra) {
    const env = {};
    for (const k of PASS_ENV)
        if (src[k] !== undefined)
            env[k] = src[k];
    return { ...env, ...extra };
}
/** Parses what the engine printed. */
function parseEngineOutput(stdout) {
    const text = stdout.trim();
    if (text.startsWith('{')) {
        try {
            const o = JSON.parse(text);
            const h = typeof o.stateHash === 'string' ? (0,canonical/* normalizeDigest */.Gc)(o.stateHash) : undefined;
            if (!h)
                return { ok: false, error: 'the engine printed JSON without a SHA-256 "stateHash"' };
            const run = { ok: true, stateHash: h.hex };
            if (typeof o.terminalTurn === 'number' && Number.isInteger(o.terminalTurn))
                run.terminalTurn = o.terminalTurn;
            return run;
        }
        catch {
            return { ok: false, error: 'the engine printed invalid JSON' };
        }
    }
    const first = text
        .split(/\r?\n/)
        .find((l) => l.trim().length > 0)
        ?.trim() ?? '';
    const h = (0,canonical/* normalizeDigest */.Gc)(first);
    if (!h || h.encoding === 'base64')
        return {
            ok: false,
            error: text.length === 0 ? 'the engine printed nothing' : 'the engine did not print a SHA-256 hex state hash'
        };
    return { ok: true, stateHash: h.hex };
}
function runEngine(argv, input, opts) {
    return new Promise((resolve) => {
        let done = false;
        const finish = (r) => {
            if (done)
                return;
            done = true;
            clearTimeout(timer);
            resolve(r);
        };
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(argv[0], argv.slice(1), {
                cwd: opts.cwd,
                shell: false,
                stdio: ['pipe', 'pipe', 'pipe'],
                env: scrubbedEnv(opts.env ?? process.env, { BENCHGATE_ENGINE_VERSION: opts.engineVersion }),
                windowsHide: true
            });
        }
        catch (e) {
            resolve({ ok: false, error: `could not start the engine: ${e.message}` });
            return;
        }
        const timer = setTimeout(() => {
            child.kill('SIGKILL');
            finish({ ok: false, error: `the engine did not finish within ${opts.timeoutMs} ms` });
        }, opts.timeoutMs);
        const chunks = [];
        let size = 0;
        let errSize = 0;
        child.stdout.on('data', (b) => {
            size += b.length;
            if (size > opts.maxOutputBytes) {
                child.kill('SIGKILL');
                finish({ ok: false, error: `the engine printed more than ${(0,bytes/* formatBytes */.z)(opts.maxOutputBytes)}` });
                return;
            }
            chunks.push(b);
        });
        child.stderr.on('data', (b) => {
            errSize += b.length; // counted, never printed: it may echo replay content
            if (errSize > opts.maxOutputBytes * 16)
                child.kill('SIGKILL');
        });
        child.on('error', (e) => finish({ ok: false, error: `could not start the engine (${e.code ?? e.message})` }));
        child.stdin.on('error', () => {
            /* the engine closed stdin early; its exit status decides */
        });
        child.on('close', (code, signal) => {
            if (done)
                return;
            if (code !== 0) {
                finish({
                    ok: false,
                    error: `the engine exited with ${signal ? `signal ${signal}` : `code ${code}`}${errSize ? ` (${errSize} bytes on stderr, not shown)` : ''}`
                });
                return;
            }
            finish(parseEngineOutput(Buffer.concat(chunks).toString('utf8')));
        });
        child.stdin.end(input);
    });
}

// EXTERNAL MODULE: ./src/formats/json-bytes.ts
var json_bytes = __webpack_require__(73574);
// EXTERNAL MODULE: ./src/suites/fightbench/rows.ts
var fightbench_rows = __webpack_require__(48469);
;// CONCATENATED MODULE: ./src/suites/fightbench/fastrow-readers.ts

/** Returned instead of an index when the text is not valid or not understood. */
const FAIL = -1;
/** 1 for the 22 hexadecimal digit bytes. */
const HEX = new Uint8Array(256);
for (const c of '0123456789abcdefABCDEF')
    HEX[c.charCodeAt(0)] = 1;
/** Bytes copied as they are inside a JSON string: everything but control characters, the quote and the backslash. */
const PLAIN_STRING_BYTE = new Uint8Array(256).fill(1, 0x20);
PLAIN_STRING_BYTE[0x22] = 0;
PLAIN_STRING_BYTE[0x5c] = 0;
/** Verdicts on escaped scenario texts kept per reader (a corpus repeats a few scenarios); cleared when this large. */
const MAX_CACHED_SCENARIOS = 4096;
/** The JSON text itself, in a `Scratch` buffer (followed by a 0 byte). */
class RawReader {
    canon;
    bytes = new Uint8Array(1);
    end = 0;
    quoteWidth = 1;
    stringEscaped = false;
    stringAscii = true;
    constructor(canon) {
        this.canon = canon;
    }
    /** Reads the text held by `scratch`. */
    read(scratch) {
        this.bytes = scratch.bytes;
        this.end = scratch.end;
    }
    skipSpace(b, i) {
        let c = b[i];
        while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            c = b[++i];
        return i;
    }
    string(b, i) {
        if (b[i] !== 0x22)
            return FAIL;
        i++;
        this.stringEscaped = false;
        let or = 0;
        for (;;) {
            const c = b[i];
            if (c === 0x22) {
                this.stringAscii = or < 0x80;
                return i + 1;
            }
            if (c === 0x5c) {
                this.stringEscaped = true;
                const d = b[i + 1];
                if (d === 0x75) {
                    if (!(HEX[b[i + 2]] & HEX[b[i + 3]] & HEX[b[i + 4]] & HEX[b[i + 5]]))
                        return FAIL;
                    i += 6;
                }
                else if (d === 0x22 ||
                    d === 0x5c ||
                    d === 0x2f ||
                    d === 0x62 ||
                    d === 0x66 ||
                    d === 0x6e ||
                    d === 0x72 ||
                    d === 0x74)
                    i += 2;
                else
                    return FAIL;
            }
            else if (c < 0x20)
                return FAIL;
            else {
                or |= c;
                i++;
            }
        }
    }
    textEndsAt(b, i) {
        return this.skipSpace(b, i) === this.end ? this.end : FAIL;
    }
    scenarioClean(b, from, to) {
        // scenarioTextClean caches its verdicts by text
        return (0,fightbench_rows/* scenarioTextClean */.zV)(Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('utf8'), this.canon);
    }
}
/** A JSON text read in place inside a JSON string of a JSONL line (which may itself sit inside a larger buffer). */
class EscapedReader {
    canon;
    bytes = new Uint8Array(1);
    end = 0;
    quoteWidth = 2;
    stringEscaped = false;
    stringAscii = true;
    /** Verdicts on escaped scenario texts, so a repeated scenario costs one lookup. */
    scenarios = new Map();
    constructor(canon) {
        this.canon = canon;
    }
    /** Reads inside the line `line`, up to `end` (the end of the line). */
    read(line, end) {
        this.bytes = line;
        this.end = end;
    }
    skipSpace(b, i) {
        for (;;) {
            const c = b[i];
            if (c === 0x20)
                i++;
            else if (c === 0x5c) {
                const d = b[i + 1];
                if (d === 0x6e || d === 0x74 || d === 0x72)
                    i += 2;
                else
                    return i;
            }
            else
                return i;
        }
    }
    string(b, i) {
        if (b[i] !== 0x5c || b[i + 1] !== 0x22)
            return FAIL;
        i += 2;
        this.stringEscaped = false;
        let or = 0;
        const end = this.end;
        for (;;) {
            if (i >= end)
                return FAIL;
            const c = b[i];
            if (c === 0x5c) {
                const d = b[i + 1];
                if (d === 0x22) {
                    this.stringAscii = or < 0x80;
                    return i + 2;
                }
                if (d !== 0x5c)
                    return FAIL;
                // an escape of the inner string: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX
                this.stringEscaped = true;
                const f = b[i + 2];
                if (f === 0x5c) {
                    const g = b[i + 3];
                    if (g !== 0x22 && g !== 0x5c)
                        return FAIL;
                    i += 4;
                }
                else if (f === 0x2f || f === 0x62 || f === 0x66 || f === 0x6e || f === 0x72 || f === 0x74)
                    i += 3;
                else if (f === 0x75 && HEX[b[i + 3]] & HEX[b[i + 4]] & HEX[b[i + 5]] & HEX[b[i + 6]])
                    i += 7;
                else
                    return FAIL;
                continue;
            }
            if (c < 0x20 || c === 0x22)
                return FAIL;
            or |= c;
            i++;
        }
    }
    /** The inner text ends at `i` when only whitespace and the outer string's closing quote follow: that quote's index. */
    textEndsAt(b, i) {
        i = this.skipSpace(b, i);
        return i < this.end && b[i] === 0x22 ? i : FAIL;
    }
    scenarioClean(b, from, to) {
        const escaped = Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('utf8');
        let ok = this.scenarios.get(escaped);
        if (ok === undefined) {
            try {
                ok = (0,fightbench_rows/* scenarioTextClean */.zV)(JSON.parse(`"${escaped}"`), this.canon);
            }
            catch {
                ok = false;
            }
            if (this.scenarios.size >= MAX_CACHED_SCENARIOS)
                this.scenarios.clear();
            this.scenarios.set(escaped, ok);
        }
        return ok;
    }
}
/** A growable buffer holding one nested JSON text as UTF-8, followed by a 0 byte (for `Spelling.Raw`). */
class Scratch {
    bytes = Buffer.alloc(64 * 1024);
    /** Length of the text. */
    end = 0;
    reserve(n) {
        if (this.bytes.length >= n)
            return;
        let size = this.bytes.length;
        while (size < n)
            size *= 2;
        this.bytes = Buffer.alloc(size);
    }
    /** Holds the UTF-8 bytes of `text` (a decoded cell). */
    loadString(text) {
        this.reserve(text.length * 3 + 1);
        const n = this.bytes.write(text, 0, 'utf8');
        this.bytes[n] = 0;
        this.end = n;
    }
    /**
     * Holds the JSON string at line[i] (its quote), unescaped to UTF-8; returns the index after its closing
     * quote, or FAIL (also for a lone surrogate escape, which UTF-8 cannot hold). Reads nothing at or after `e`.
     */
    loadEscaped(line, i, e) {
        i++;
        this.reserve(e - i + 1);
        const out = this.bytes;
        let n = 0;
        while (i < e) {
            const c = line[i];
            if (PLAIN_STRING_BYTE[c] === 1) {
                out[n++] = c;
                i++;
                continue;
            }
            if (c === 0x22) {
                out[n] = 0;
                this.end = n;
                return i + 1;
            }
            if (c !== 0x5c)
                return FAIL; // a control character
            const d = line[i + 1];
            i += 2;
            if (d === 0x22 || d === 0x5c || d === 0x2f)
                out[n++] = d;
            else if (d === 0x6e)
                out[n++] = 0x0a;
            else if (d === 0x74)
                out[n++] = 0x09;
            else if (d === 0x72)
                out[n++] = 0x0d;
            else if (d === 0x62)
                out[n++] = 0x08;
            else if (d === 0x66)
                out[n++] = 0x0c;
            else if (d === 0x75) {
                let u = hex4(line, i, e);
                if (u < 0)
                    return FAIL;
                i += 4;
                if (u >= 0xd800 && u <= 0xdfff) {
                    if (u >= 0xdc00 || line[i] !== 0x5c || line[i + 1] !== 0x75)
                        return FAIL;
                    const low = hex4(line, i + 2, e);
                    if (low < 0xdc00 || low > 0xdfff)
                        return FAIL;
                    i += 6;
                    u = 0x10000 + ((u - 0xd800) << 10) + (low - 0xdc00);
                    out[n++] = 0xf0 | (u >> 18);
                    out[n++] = 0x80 | ((u >> 12) & 0x3f);
                    out[n++] = 0x80 | ((u >> 6) & 0x3f);
                    out[n++] = 0x80 | (u & 0x3f);
                }
                else if (u < 0x80)
                    out[n++] = u;
                else if (u < 0x800) {
                    out[n++] = 0xc0 | (u >> 6);
                    out[n++] = 0x80 | (u & 0x3f);
                }
                else {
                    out[n++] = 0xe0 | (u >> 12);
                    out[n++] = 0x80 | ((u >> 6) & 0x3f);
                    out[n++] = 0x80 | (u & 0x3f);
                }
            }
            else
                return FAIL;
        }
        return FAIL;
    }
}
function hexDigit(c) {
    if (c >= 0x30 && c <= 0x39)
        return c - 0x30;
    if (c >= 0x61 && c <= 0x66)
        return c - 0x57;
    if (c >= 0x41 && c <= 0x46)
        return c - 0x37;
    return -1;
}
/** The four hexadecimal digits at line[i] as a number, or FAIL (also when they would reach `e`). */
function hex4(line, i, e) {
    if (i + 4 > e)
        return FAIL;
    const a = hexDigit(line[i]);
    const b = hexDigit(line[i + 1]);
    const c = hexDigit(line[i + 2]);
    const d = hexDigit(line[i + 3]);
    if ((a | b | c | d) < 0)
        return FAIL;
    return (a << 12) | (b << 8) | (c << 4) | d;
}

;// CONCATENATED MODULE: ./src/suites/fightbench/fastrow-json.ts
/**
 * The fast-path JSON validator: one pass over a nested cell's bytes that accepts only what `JSON.parse`
 * accepts and extracts only what the row rules need: the container type of a cell, and for a ReplayLog
 * `engineVersion`, the presence of its parts and the order of integer `actions[i].turn`s. It reads through a
 * `ByteReader` (`fastrow-readers.ts`), so the same code checks a cell's raw JSON text and a ReplayLog still
 * escaped inside a JSONL line (two validator instances, one per reader spelling). It answers only "clean" or "unsure" (FAIL); the exact path decides the rest.
 */


/** Deeper nesting is left to the exact path. */
const MAX_DEPTH = 64;
/** The container type of a whole nested JSON text. */
var TopLevel;
(function (TopLevel) {
    /** Invalid, or a scalar other than null. */
    TopLevel[TopLevel["Unsure"] = 0] = "Unsure";
    TopLevel[TopLevel["Array"] = 1] = "Array";
    TopLevel[TopLevel["EmptyArray"] = 2] = "EmptyArray";
    TopLevel[TopLevel["Object"] = 3] = "Object";
    TopLevel[TopLevel["Null"] = 4] = "Null";
})(TopLevel || (TopLevel = {}));
// The ReplayLog keys the rules look at, one bit each.
const R_ENGINE = 1;
const R_SCENARIO = 2;
const R_SEED = 4;
const R_CONFIG = 8;
const R_ACTIONS = 16;
const R_DIAGNOSTICS = 32;
/** terminalTurn / result / scenarioHash: rare; left to the exact path. */
const R_LEFT_TO_EXACT = 64;
const R_REQUIRED = R_ENGINE | R_SCENARIO | R_SEED | R_CONFIG | R_ACTIONS | R_DIAGNOSTICS;
const asciiBytes = (s) => new Uint8Array(Buffer.from(s, 'utf8'));
const K_SEED = asciiBytes('seed');
const K_CONFIG = asciiBytes('config');
const K_RESULT = asciiBytes('result');
const K_ACTIONS = asciiBytes('actions');
const K_SCENARIO = asciiBytes('scenario');
const K_DIAGNOSTICS = asciiBytes('diagnostics');
const K_TERMINAL_TURN = asciiBytes('terminalTurn');
const K_ENGINE_VERSION = asciiBytes('engineVersion');
const K_SCENARIO_HASH = asciiBytes('scenarioHash');
/** b[a, a + k.length) spells k. */
function bytesEqual(b, a, k) {
    for (let j = 0; j < k.length; j++)
        if (b[a + j] !== k[j])
            return false;
    return true;
}
/** Which ReplayLog key b[a, a+len) is, as a bit; 0 = not one the rules look at. */
function replayKey(b, a, len) {
    switch (len) {
        case 4:
            return bytesEqual(b, a, K_SEED) ? R_SEED : 0;
        case 6:
            return bytesEqual(b, a, K_CONFIG) ? R_CONFIG : bytesEqual(b, a, K_RESULT) ? R_LEFT_TO_EXACT : 0;
        case 7:
            return bytesEqual(b, a, K_ACTIONS) ? R_ACTIONS : 0;
        case 8:
            return bytesEqual(b, a, K_SCENARIO) ? R_SCENARIO : 0;
        case 11:
            return bytesEqual(b, a, K_DIAGNOSTICS) ? R_DIAGNOSTICS : 0;
        case 12:
            // scenarioHash: validated by the exact path (FB045), like terminalTurn
            return bytesEqual(b, a, K_TERMINAL_TURN) || bytesEqual(b, a, K_SCENARIO_HASH) ? R_LEFT_TO_EXACT : 0;
        case 13:
            return bytesEqual(b, a, K_ENGINE_VERSION) ? R_ENGINE : 0;
        default:
            return 0;
    }
}
/**
 * The scenario value b[from, to) may carry a scenario hash (`hash` anywhere in it, or any `\u` escape that could
 * spell it): such a scenario is checked by the reader's `scenarioClean` (FB045).
 */
function scenarioMayHoldHash(b, from, to) {
    for (let j = from; j < to - 1; j++) {
        const c = b[j];
        if (c === 0x68 && b[j + 1] === 0x61 && b[j + 2] === 0x73 && b[j + 3] === 0x68 && j + 3 < to)
            return true;
        if (c === 0x5c && b[j + 1] === 0x75)
            return true;
    }
    return false;
}
/** The allowed engine versions as bytes (only printable ASCII ones: others are left to the exact path). */
function engineVersionBytes(versions) {
    return versions.filter((v) => /^[\x20-\x7e]*$/.test(v)).map(asciiBytes);
}
class JsonValidator {
    reader;
    engineVersions;
    /** The last number read (a number is spelled the same raw and escaped). */
    number = { plainInteger: false, value: 0 };
    /** The last `turn` seen in the current `actions` array, when `hasLastTurn`. */
    lastTurn = 0;
    hasLastTurn = false;
    constructor(reader, engineVersions) {
        this.reader = reader;
        this.engineVersions = engineVersions;
    }
    /** The container type of the reader's whole text (validated in full). */
    topLevel() {
        const r = this.reader;
        const b = r.bytes;
        const i = this.space(b, 0);
        const c = b[i];
        let end;
        let type;
        if (c === 0x5b) {
            const j = this.space(b, i + 1);
            if (b[j] === 0x5d) {
                end = j + 1;
                type = TopLevel.EmptyArray;
            }
            else {
                end = this.array(b, i, 1);
                type = TopLevel.Array;
            }
        }
        else if (c === 0x7b) {
            end = this.object(b, i, 1);
            type = TopLevel.Object;
        }
        else if (c === 0x6e && b[i + 1] === 0x75 && b[i + 2] === 0x6c && b[i + 3] === 0x6c) {
            end = i + 4;
            type = TopLevel.Null;
        }
        else
            return TopLevel.Unsure;
        return end >= 0 && r.textEndsAt(b, end) >= 0 ? type : TopLevel.Unsure;
    }
    /**
     * The ReplayLog that starts at `start` passes FB011–FB014 and FB043/FB044 as far as the log alone decides:
     * returns `reader.textEndsAt` after it, or FAIL.
     */
    replayLog(start) {
        const r = this.reader;
        const b = r.bytes;
        const q = r.quoteWidth;
        let i = this.space(b, start);
        if (b[i] !== 0x7b)
            return FAIL;
        i = this.space(b, i + 1);
        let seen = 0;
        if (b[i] !== 0x7d) {
            for (;;) {
                const keyStart = i + q;
                i = r.string(b, i);
                if (i < 0 || r.stringEscaped)
                    return FAIL;
                const key = replayKey(b, keyStart, i - q - keyStart);
                if (key & seen)
                    return FAIL; // repeated: JSON.parse keeps the last one
                seen |= key;
                i = this.space(b, i);
                if (b[i] !== 0x3a)
                    return FAIL;
                i = this.space(b, i + 1);
                if (key === R_ENGINE) {
                    const versionStart = i + q;
                    i = r.string(b, i);
                    if (i < 0 || r.stringEscaped || !r.stringAscii)
                        return FAIL;
                    if (!this.knownVersion(b, versionStart, i - q - versionStart))
                        return FAIL;
                }
                else if (key === R_ACTIONS)
                    i = this.actions(b, i);
                else if (key === R_LEFT_TO_EXACT)
                    return FAIL;
                else {
                    const valueStart = i;
                    i = this.value(b, i, 1);
                    if (key === R_SCENARIO &&
                        i >= 0 &&
                        scenarioMayHoldHash(b, valueStart, i) &&
                        !r.scenarioClean(b, valueStart, i))
                        return FAIL;
                }
                if (i < 0)
                    return FAIL;
                i = this.space(b, i);
                const c = b[i];
                if (c === 0x7d)
                    break;
                if (c !== 0x2c)
                    return FAIL;
                i = this.space(b, i + 1);
            }
        }
        if (seen !== R_REQUIRED)
            return FAIL;
        return r.textEndsAt(b, i + 1);
    }
    /**
     * `reader.skipSpace`, called only where whitespace may start in either spelling (a byte up to the space, or a
     * backslash that does not open an escaped string). Most tokens are followed by none, and this keeps most of
     * the calls that differ per reader off the hot path (docs/fightbench.md, "How verify is fast").
     */
    space(b, i) {
        const c = b[i];
        return c <= 0x20 || (c === 0x5c && b[i + 1] !== 0x22) ? this.reader.skipSpace(b, i) : i;
    }
    /** The `len` bytes at `a` spell one of the allowed engine versions. */
    knownVersion(b, a, len) {
        for (const v of this.engineVersions)
            if (v.length === len && bytesEqual(b, a, v))
                return true;
        return false;
    }
    value(b, i, depth) {
        const r = this.reader;
        if (i >= r.end)
            return FAIL;
        const c = b[i];
        if (c === 0x22 || c === 0x5c)
            return r.string(b, i);
        if (c === 0x7b)
            return this.object(b, i, depth + 1);
        if (c === 0x5b)
            return this.array(b, i, depth + 1);
        if (c === 0x2d || (c >= 0x30 && c <= 0x39))
            return (0,json_bytes/* jsonNumberEnd */.b)(b, i, r.end, this.number);
        return (0,json_bytes/* jsonLiteralEnd */.t)(b, i, r.end); // FAIL (-1) when no literal starts here
    }
    object(b, i, depth) {
        if (depth > MAX_DEPTH)
            return FAIL;
        const r = this.reader;
        i = this.space(b, i + 1);
        if (b[i] === 0x7d)
            return i + 1;
        for (;;) {
            i = r.string(b, i);
            if (i < 0)
                return FAIL;
            i = this.space(b, i);
            if (b[i] !== 0x3a)
                return FAIL;
            i = this.value(b, this.space(b, i + 1), depth);
            if (i < 0)
                return FAIL;
            i = this.space(b, i);
            const c = b[i];
            if (c === 0x2c) {
                i = this.space(b, i + 1);
                continue;
            }
            return c === 0x7d ? i + 1 : FAIL;
        }
    }
    array(b, i, depth) {
        if (depth > MAX_DEPTH)
            return FAIL;
        return this.elements(b, i, depth, false);
    }
    /** The elements of the array at b[i] = '[' to its ']': values, or with `asActions` replay actions (see action). */
    elements(b, i, depth, asActions) {
        i = this.space(b, i + 1);
        if (b[i] === 0x5d)
            return i + 1;
        for (;;) {
            i = asActions ? this.action(b, i) : this.value(b, i, depth);
            if (i < 0)
                return FAIL;
            i = this.space(b, i);
            const c = b[i];
            if (c === 0x2c) {
                i = this.space(b, i + 1);
                continue;
            }
            return c === 0x5d ? i + 1 : FAIL;
        }
    }
    /** replay.actions; FAIL when not an array or when an action is unsure. */
    actions(b, i) {
        if (b[i] !== 0x5b)
            return FAIL; // not an array: FB014
        this.hasLastTurn = false;
        return this.elements(b, i, 0, true);
    }
    /** One element of replay.actions; FAIL when unsure (escaped key, repeated or non-plain-integer turn, a turn going backwards). */
    action(b, i) {
        if (b[i] !== 0x7b)
            return this.value(b, i, 2);
        const r = this.reader;
        const q = r.quoteWidth;
        i = this.space(b, i + 1);
        if (b[i] === 0x7d)
            return i + 1;
        let seenTurn = false;
        for (;;) {
            const keyStart = i + q;
            i = r.string(b, i);
            if (i < 0 || r.stringEscaped)
                return FAIL;
            const isTurn = i - q - keyStart === 4 &&
                b[keyStart] === 0x74 &&
                b[keyStart + 1] === 0x75 &&
                b[keyStart + 2] === 0x72 &&
                b[keyStart + 3] === 0x6e;
            i = this.space(b, i);
            if (b[i] !== 0x3a)
                return FAIL;
            i = this.space(b, i + 1);
            if (isTurn) {
                if (seenTurn)
                    return FAIL;
                seenTurn = true;
                const c0 = b[i];
                if (c0 === 0x2d || (c0 >= 0x30 && c0 <= 0x39)) {
                    i = (0,json_bytes/* jsonNumberEnd */.b)(b, i, r.end, this.number);
                    if (i < 0 || !this.number.plainInteger)
                        return FAIL;
                    if (this.hasLastTurn && this.number.value < this.lastTurn)
                        return FAIL;
                    this.lastTurn = this.number.value;
                    this.hasLastTurn = true;
                }
                else
                    i = this.value(b, i, 2);
            }
            else
                i = this.value(b, i, 2);
            if (i < 0)
                return FAIL;
            i = this.space(b, i);
            const c = b[i];
            if (c === 0x2c) {
                i = this.space(b, i + 1);
                continue;
            }
            return c === 0x7d ? i + 1 : FAIL;
        }
    }
}

;// CONCATENATED MODULE: ./src/suites/fightbench/secrets.ts
/**
 * Secret-pattern scan (option `secret-scan`, on by default: the spec says exports hold no secrets). Reports
 * pattern name, column and JSON path; never the value.
 */
const SECRET_PATTERNS = [
    { name: 'OpenAI/Anthropic-style API key (sk-…)', re: /\bsk-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_-]{20,}/ },
    { name: 'GitHub token (ghp_/gho_/ghu_/ghs_/ghr_)', re: /\bgh[pousr]_[A-Za-z0-9]{36,}/ },
    { name: 'GitHub fine-grained token (github_pat_…)', re: /\bgithub_pat_[A-Za-z0-9_]{22,}/ },
    { name: 'AWS access key ID (AKIA…/ASIA…)', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
    { name: 'Google API key (AIza…)', re: /\bAIza[0-9A-Za-z_-]{35}/ },
    { name: 'Slack token (xox…)', re: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
    { name: 'Hugging Face token (hf_…)', re: /\bhf_[A-Za-z0-9]{30,}/ },
    { name: 'private key block', re: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
    { name: 'Authorization bearer token', re: /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/ }
];
const ANY = new RegExp(SECRET_PATTERNS.map((p) => `(?:${p.re.source})`).join('|'));
/**
 * Pre-test on a raw JSONL line (its bytes read as latin1) for the fast path: true whenever some cell of the line,
 * once JSON-decoded, could match `mayHoldSecret`. Each pattern without its word boundaries, its anchor and its
 * minimum body (characters JSON never escapes), plus any `\u00XX` escape of printable ASCII, by which a hostile line
 * could spell an anchor without its literal bytes. `Bearer` and `PRIVATE KEY` are anchors alone (their bodies may
 * hold escapable characters). A superset: a hit only sends the line down the exact path.
 */
const LINE_MAY_HOLD_SECRET = /sk-[A-Za-z0-9_-]{20}|gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|xox[abprs]-[A-Za-z0-9-]{10}|hf_[A-Za-z0-9]{30}|PRIVATE KEY|Bearer|\\u00[2-7]/;
/** Cheap pre-test on the raw cell text. */
function mayHoldSecret(text) {
    return ANY.test(text);
}
function which(s) {
    for (const p of SECRET_PATTERNS)
        if (p.re.test(s))
            return p.name;
    return undefined;
}
/** Finds secret-shaped strings in a decoded value (keys and values), with their JSON pointers; bounded. */
function findSecrets(value, maxHits = 5, maxDepth = 64) {
    const hits = [];
    const walk = (v, path, depth) => {
        if (hits.length >= maxHits || depth > maxDepth)
            return;
        if (typeof v === 'string') {
            if (ANY.test(v))
                hits.push({ pattern: which(v) ?? 'credential', path });
            return;
        }
        if (!v || typeof v !== 'object')
            return;
        if (Array.isArray(v)) {
            for (let i = 0; i < v.length && hits.length < maxHits; i++)
                walk(v[i], `${path}/${i}`, depth + 1);
            return;
        }
        for (const [k, x] of Object.entries(v)) {
            const p = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            if (ANY.test(k))
                hits.push({ pattern: which(k) ?? 'credential', path: p + ' (key)' });
            walk(x, p, depth + 1);
            if (hits.length >= maxHits)
                return;
        }
    };
    walk(value, '', 0);
    return hits;
}

;// CONCATENATED MODULE: ./src/suites/fightbench/fastrow.ts




/** Result codes: 0 = unsure (run the exact path); otherwise the row is clean. */
const FAST_UNSURE = 0;
const FAST_CLEAN = 1;
/** Clean, and accounting is the JSON string "null" (FB052 counts these). */
const FAST_CLEAN_STRING_NULL = 2;
const columnIndex = (name) => fightbench_rows/* COLUMNS */.cZ.indexOf(name);
const SCHEMA_VERSION = columnIndex('schemaVersion');
const MATCH_ID = columnIndex('matchId');
const POOL = columnIndex('pool');
const STATE_HASH = columnIndex('stateHash');
const REPLAY = columnIndex('replay');
const IO = columnIndex('io');
const CALLS = columnIndex('calls');
const DECISIONS = columnIndex('decisions');
const ACCOUNTING = columnIndex('accounting');
/** The nested (JSON text) columns come last: every column from REPLAY on. */
const FIRST_NESTED = REPLAY;
const ALL_COLUMNS = (1 << fightbench_rows/* COLUMNS */.cZ.length) - 1;
const utf8Bytes = (s) => new Uint8Array(Buffer.from(s, 'utf8'));
const COLUMN_BYTES = fightbench_rows/* COLUMNS */.cZ.map(utf8Bytes);
const POOL_BYTES = fightbench_rows/* POOLS */.wp.map(utf8Bytes);
/** Column index of the key line[a, a+len); -1 = not a column. */
function columnOf(line, a, len) {
    for (let c = 0; c < COLUMN_BYTES.length; c++) {
        const k = COLUMN_BYTES[c];
        if (k.length === len && line[a] === k[0] && bytesEqual(line, a, k))
            return c;
    }
    return -1;
}
/** Whitespace between the tokens of a JSONL line: index of the first other byte in [i, e), or e. */
function skipLineSpace(line, i, e) {
    while (i < e) {
        const c = line[i];
        if (c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a)
            i++;
        else
            break;
    }
    return i;
}
function isHash64(s) {
    if (s.length !== 64)
        return false;
    for (let i = 0; i < 64; i++)
        if (!HEX[s.charCodeAt(i) & 0xff] || s.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
const textOk = (v, maxCellBytes) => typeof v === 'string' && !(0,fightbench_rows/* exceedsBytes */.nT)(v, maxCellBytes) && v.trim().length > 0;
class FastRowChecker {
    /** After a clean `scanLine`: the row's matchId. */
    matchId = '';
    /** After a clean `scanLine`: the row's pool (index into POOLS). */
    pool = 0;
    /** A nested cell's JSON text, decoded or unescaped. */
    scratch = new Scratch();
    /** The validator over the scratch buffer (raw spelling). */
    rawJson;
    /** The validator over a JSONL line (escaped spelling: the ReplayLog still inside its JSON string). */
    escapedJson;
    maxCellBytes;
    checkColumnSet;
    secretScan;
    // The current row's nested cells, for the last rule (zero cost without evidence).
    callsEmpty = false;
    accountingType = TopLevel.Unsure;
    // Set by `plainString`.
    /** The string has a printable ASCII character (so it is not empty after trim()). */
    plainVisible = false;
    /** Every byte of the string is ASCII. */
    plainAscii = false;
    constructor(o) {
        const canon = o.canonicalization ?? 'any';
        const versions = engineVersionBytes(o.engineVersions);
        this.rawJson = new JsonValidator(new RawReader(canon), versions);
        this.escapedJson = new JsonValidator(new EscapedReader(canon), versions);
        this.maxCellBytes = o.maxCellBytes;
        this.checkColumnSet = o.checkColumnSet;
        this.secretScan = o.secretScan === true;
    }
    /**
     * FAST_CLEAN when `checkRow(row, {engineVersions, maxCellBytes, skipColumnSet: !checkColumnSet})` would
     * return no issues (FAST_CLEAN_STRING_NULL when, in addition, accounting is the JSON string "null");
     * FAST_UNSURE otherwise. Never throws.
     */
    scanRow(row) {
        const max = this.maxCellBytes;
        if (this.checkColumnSet) {
            let n = 0;
            for (const k in row)
                if (Object.prototype.hasOwnProperty.call(row, k))
                    n++;
            if (n !== fightbench_rows/* COLUMNS */.cZ.length)
                return FAST_UNSURE;
        }
        for (let c = 0; c < fightbench_rows/* COLUMNS */.cZ.length; c++)
            if (!Object.prototype.hasOwnProperty.call(row, fightbench_rows/* COLUMNS */.cZ[c]))
                return FAST_UNSURE;
        if (row.schemaVersion !== 1)
            return FAST_UNSURE;
        if (!textOk(row.matchId, max) || !textOk(row.mode, max) || !textOk(row.scenarioId, max))
            return FAST_UNSURE;
        const pool = row.pool;
        if (typeof pool !== 'string' || !fightbench_rows/* POOLS */.wp.includes(pool))
            return FAST_UNSURE;
        const stateHash = row.stateHash;
        if (typeof stateHash !== 'string' || !isHash64(stateHash))
            return FAST_UNSURE;
        const { replay, io, calls, decisions, accounting } = row;
        if (typeof replay !== 'string' ||
            typeof io !== 'string' ||
            typeof calls !== 'string' ||
            typeof decisions !== 'string')
            return FAST_UNSURE;
        if (accounting !== null && typeof accounting !== 'string')
            return FAST_UNSURE;
        if (this.secretScan) {
            for (let c = 0; c < fightbench_rows/* COLUMNS */.cZ.length; c++) {
                const v = row[fightbench_rows/* COLUMNS */.cZ[c]];
                if (typeof v === 'string' && mayHoldSecret(v))
                    return FAST_UNSURE;
            }
        }
        if (!this.stringCellClean(REPLAY, replay) ||
            !this.stringCellClean(IO, io) ||
            !this.stringCellClean(CALLS, calls) ||
            !this.stringCellClean(DECISIONS, decisions))
            return FAST_UNSURE;
        if (accounting === null)
            return FAST_CLEAN;
        if (!this.stringCellClean(ACCOUNTING, accounting))
            return FAST_UNSURE;
        if (this.accountingType === TopLevel.Null)
            return FAST_CLEAN_STRING_NULL;
        return this.zeroEvidenceClean(() => accounting) ? FAST_CLEAN : FAST_UNSURE;
    }
    /**
     * One JSONL line line[s, e) (valid UTF-8, line ending removed). FAST_CLEAN / FAST_CLEAN_STRING_NULL when
     * `JSON.parse` gives an object on which `checkRow` (with the column-set check) finds nothing; then
     * `matchId` and `pool` hold the row's values. FAST_UNSURE otherwise. Never throws.
     */
    scanLine(line, s, e) {
        if (this.secretScan && LINE_MAY_HOLD_SECRET.test(line.toString('latin1', s, e)))
            return FAST_UNSURE;
        let i = skipLineSpace(line, s, e);
        if (line[i] !== 0x7b)
            return FAST_UNSURE;
        i = skipLineSpace(line, i + 1, e);
        let seen = 0;
        let idStart = 0;
        let idEnd = 0;
        let idAscii = false;
        let pool = -1;
        let accountingNull = false;
        let accountingStart = 0;
        let accountingEnd = 0;
        const max = this.maxCellBytes;
        for (;;) {
            if (i >= e || line[i] !== 0x22)
                return FAST_UNSURE;
            const keyStart = i + 1;
            i = this.plainString(line, i, e);
            if (i < 0)
                return FAST_UNSURE;
            const col = columnOf(line, keyStart, i - 1 - keyStart);
            if (col < 0 || seen & (1 << col))
                return FAST_UNSURE;
            seen |= 1 << col;
            i = skipLineSpace(line, i, e);
            if (i >= e || line[i] !== 0x3a)
                return FAST_UNSURE;
            i = skipLineSpace(line, i + 1, e);
            if (i >= e)
                return FAST_UNSURE;
            if (col === SCHEMA_VERSION) {
                // exactly the token 1 (anything else is left to the exact path)
                if (line[i] !== 0x31)
                    return FAST_UNSURE;
                i++;
            }
            else if (col < FIRST_NESTED) {
                if (line[i] !== 0x22)
                    return FAST_UNSURE;
                const valueStart = i + 1;
                i = this.plainString(line, i, e);
                if (i < 0)
                    return FAST_UNSURE;
                const len = i - 1 - valueStart;
                if (col === POOL) {
                    pool = -1;
                    for (let p = 0; p < POOL_BYTES.length; p++)
                        if (POOL_BYTES[p].length === len && bytesEqual(line, valueStart, POOL_BYTES[p]))
                            pool = p;
                    if (pool < 0)
                        return FAST_UNSURE;
                }
                else if (col === STATE_HASH) {
                    if (len !== 64)
                        return FAST_UNSURE;
                    for (let j = valueStart; j < valueStart + 64; j++)
                        if (!HEX[line[j]])
                            return FAST_UNSURE;
                }
                else {
                    // matchId, mode, scenarioId: non-empty after trim(), within max-cell-bytes (no escapes: bytes = UTF-8 size)
                    if (!this.plainVisible || len > max)
                        return FAST_UNSURE;
                    if (col === MATCH_ID) {
                        idStart = valueStart;
                        idEnd = i - 1;
                        idAscii = this.plainAscii;
                    }
                }
            }
            else if (col === ACCOUNTING && line[i] === 0x6e) {
                if (i + 4 > e || line[i + 1] !== 0x75 || line[i + 2] !== 0x6c || line[i + 3] !== 0x6c)
                    return FAST_UNSURE;
                accountingNull = true;
                i += 4;
            }
            else {
                if (line[i] !== 0x22)
                    return FAST_UNSURE;
                const valueStart = i;
                if (col === REPLAY) {
                    // the common log is checked in its escaped form, without unescaping it
                    this.escapedJson.reader.read(line, e);
                    const closingQuote = this.escapedJson.replayLog(i + 1);
                    if (closingQuote >= 0) {
                        if (closingQuote - valueStart - 1 > max)
                            return FAST_UNSURE;
                        i = skipLineSpace(line, closingQuote + 1, e);
                        if (i >= e)
                            return FAST_UNSURE;
                        const c = line[i];
                        if (c === 0x2c) {
                            i = skipLineSpace(line, i + 1, e);
                            continue;
                        }
                        if (c !== 0x7d)
                            return FAST_UNSURE;
                        break;
                    }
                }
                i = this.scratch.loadEscaped(line, i, e);
                // the unescaped text is never longer than the escaped one: within max-cell-bytes if the escaped one is
                if (i < 0 || i - valueStart - 2 > max)
                    return FAST_UNSURE;
                if (col === ACCOUNTING) {
                    accountingStart = valueStart;
                    accountingEnd = i;
                }
                if (!this.nestedClean(col))
                    return FAST_UNSURE;
            }
            i = skipLineSpace(line, i, e);
            if (i >= e)
                return FAST_UNSURE;
            const c = line[i];
            if (c === 0x2c) {
                i = skipLineSpace(line, i + 1, e);
                continue;
            }
            if (c !== 0x7d)
                return FAST_UNSURE;
            break;
        }
        if (seen !== ALL_COLUMNS || skipLineSpace(line, i + 1, e) !== e)
            return FAST_UNSURE;
        let result = FAST_CLEAN;
        if (!accountingNull) {
            if (this.accountingType === TopLevel.Null)
                result = FAST_CLEAN_STRING_NULL;
            else if (!this.zeroEvidenceClean(() => JSON.parse(line.toString('utf8', accountingStart, accountingEnd))))
                return FAST_UNSURE;
        }
        this.pool = pool;
        this.matchId = line.toString(idAscii ? 'latin1' : 'utf8', idStart, idEnd);
        return result;
    }
    /** The nested cell `col` (index into COLUMNS) whose JSON text is in the scratch buffer passes its rules. False = unsure. */
    nestedClean(col) {
        this.rawJson.reader.read(this.scratch);
        if (col === REPLAY)
            return this.rawJson.replayLog(0) >= 0;
        const type = this.rawJson.topLevel();
        if (col === ACCOUNTING) {
            this.accountingType = type;
            return type === TopLevel.Object || type === TopLevel.Null;
        }
        if (col === CALLS)
            this.callsEmpty = type === TopLevel.EmptyArray;
        return type === TopLevel.Array || type === TopLevel.EmptyArray;
    }
    /** The decoded string cell `col` is within max-cell-bytes and passes its rules. */
    stringCellClean(col, text) {
        if ((0,fightbench_rows/* exceedsBytes */.nT)(text, this.maxCellBytes))
            return false;
        this.scratch.loadString(text);
        return this.nestedClean(col);
    }
    /** Last rule: a zero cost/token in accounting with `calls` = [] (rare: decode this one small cell exactly). */
    zeroEvidenceClean(accountingText) {
        if (!this.callsEmpty || this.accountingType !== TopLevel.Object)
            return true;
        let accounting;
        try {
            accounting = JSON.parse(accountingText());
        }
        catch {
            return false;
        }
        return (0,fightbench_rows/* checkZeroWithoutEvidence */.cg)([], accounting).length === 0;
    }
    /** A string without escapes at line[i] (the quote); index after the closing quote, or FAIL. Sets `plainVisible`, `plainAscii`. */
    plainString(line, i, e) {
        i++;
        let visible = false;
        let or = 0;
        while (i < e) {
            const c = line[i];
            if (c === 0x22) {
                this.plainVisible = visible;
                this.plainAscii = or < 0x80;
                return i + 1;
            }
            if (c < 0x20 || c === 0x5c)
                return FAIL;
            if (c < 0x7f && c > 0x20)
                visible = true;
            or |= c;
            i++;
        }
        return FAIL;
    }
}

// EXTERNAL MODULE: ./src/suites/fightbench/jsonl.ts
var jsonl = __webpack_require__(31216);
// EXTERNAL MODULE: ./src/formats/parquet.ts + 2 modules
var parquet = __webpack_require__(15245);
;// CONCATENATED MODULE: ./src/suites/fightbench/rules-parquet.ts




/** Physical/logical types of the 11 columns: schemaVersion INT32, the rest UTF-8 BYTE_ARRAY; no groups, no REPEATED. */
function checkParquetSchema(md) {
    const issues = [];
    const badColumns = new Set();
    const cols = (0,parquet/* topLevelColumns */.l)(md);
    const byName = new Map(cols.map((c) => [c.name, c]));
    const missing = fightbench_rows/* COLUMNS */.cZ.filter((c) => !byName.has(c));
    const extra = cols.map((c) => c.name).filter((n) => !fightbench_rows/* COLUMN_SET */.yO.has(n));
    if (missing.length)
        issues.push({
            def: codes.FB.FB005,
            message: `the Parquet schema has no column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`
        });
    if (extra.length)
        issues.push({
            def: codes.FB.FB005,
            message: `the Parquet schema has ${extra.length} extra column${extra.length > 1 ? 's' : ''} ${extra
                .slice(0, 5)
                .map((n) => JSON.stringify(n.slice(0, 40)))
                .join(', ')}; schema v1 has exactly 11`
        });
    for (const name of fightbench_rows/* COLUMNS */.cZ) {
        const el = byName.get(name);
        if (!el)
            continue;
        const problems = [];
        if (el.num_children)
            problems.push('is a nested group, expected a flat column');
        else if (name === 'schemaVersion') {
            if (el.type !== 'INT32')
                problems.push(`has physical type ${el.type ?? 'none'}, expected INT32`);
            const lt = el.logical_type;
            if (lt && lt.type === 'INTEGER' && (lt.bitWidth !== 32 || !lt.isSigned))
                problems.push(`has logical type INTEGER(${lt.bitWidth}, ${lt.isSigned ? 'signed' : 'unsigned'}), expected a signed 32-bit integer`);
            if (el.converted_type && el.converted_type !== 'INT_32')
                problems.push(`has converted type ${el.converted_type}, expected INT_32 or none`);
        }
        else {
            if (el.type !== 'BYTE_ARRAY')
                problems.push(`has physical type ${el.type ?? 'none'}, expected BYTE_ARRAY (UTF8)`);
            else if (el.converted_type !== 'UTF8' &&
                el.logical_type?.type !== 'STRING' &&
                el.logical_type?.type !== 'JSON' &&
                el.converted_type !== 'JSON')
                problems.push('is BYTE_ARRAY without the UTF8/STRING annotation, so it reads as raw bytes');
        }
        if (el.repetition_type === 'REPEATED')
            problems.push('is REPEATED, expected one value per row');
        if (problems.length) {
            badColumns.add(name);
            issues.push({ def: codes.FB.FB004, message: `column ${name} ${problems.join('; ')}`, column: name });
        }
    }
    const codecs = new Set();
    for (const rg of md.row_groups)
        for (const c of rg.columns)
            if (c.meta_data)
                codecs.add(c.meta_data.codec);
    return { issues, badColumns, codecs: [...codecs].sort() };
}
/** The option that bounds a row group, as the reader's page errors name it. */
const ROW_GROUP_LIMIT = 'max-row-group-bytes';
/** The finding for a row group that was not read, or not wholly (FB027 over max-row-group-bytes, else FB003). */
function rowGroupFinding(issue) {
    switch (issue.kind) {
        case 'over-budget':
            return {
                def: codes.FB.FB027,
                message: `row group ${issue.group} (rows ${issue.first}–${issue.first + issue.count - 1}) is ${(0,bytes/* overLimit */.W)(issue.uncompressed, issue.limit)} uncompressed (${ROW_GROUP_LIMIT}); not read`
            };
        case 'undecodable':
            return {
                def: codes.FB.FB003,
                message: `row group ${issue.group} (rows ${issue.first}–${issue.first + issue.count - 1}) cannot be decoded: ${issue.error}`
            };
        case 'short':
            return {
                def: codes.FB.FB003,
                message: `row group ${issue.group} declares ${issue.count} rows but ${issue.decoded} were decoded`
            };
    }
}

;// CONCATENATED MODULE: ./src/suites/fightbench/rules-export.ts





/** "Request 1–20 IDs per download; repeat to shard a corpus" (the spec): one export file holds at most 20 rows. */
const MAX_IDS_PER_DOWNLOAD = 20;
/** A row issue (from checkRow or checkTurns) as a finding on its row. */
function rowIssue(issue, at) {
    const label = (0,check_common/* rowLabel */.xZ)(at.rowIndex, at.matchId, issue.column, issue.path, at.line);
    return { def: issue.def, message: `${label}: ${issue.message}.`, line: at.line, gate: issue.gate, subject: label };
}
/** FB015: the row's matchId was already seen at `first` (a line, or a row index for Parquet). */
function duplicateMatchId(at, first) {
    const label = (0,check_common/* rowLabel */.xZ)(at.rowIndex, at.matchId, 'matchId', undefined, at.line);
    return {
        def: codes.FB.FB015,
        message: `${label}: the same matchId is already in ${at.line !== undefined ? 'line' : 'row'} ${first}.`,
        line: at.line,
        gate: 'unique-ids',
        subject: label
    };
}
/** FB050: secret-shaped values in the row's cells (searched in the decoded cell when there is one). */
function secretsInRow(row, decoded, at) {
    const out = [];
    for (const c of fightbench_rows/* COLUMNS */.cZ) {
        const v = row[c];
        if (typeof v !== 'string' || !mayHoldSecret(v))
            continue;
        const dv = decoded[c];
        const hits = dv !== undefined && dv !== null ? findSecrets(dv) : [{ pattern: 'credential', path: '' }];
        if (hits.length === 0)
            hits.push({ pattern: 'credential', path: '' });
        for (const hit of hits) {
            const label = (0,check_common/* rowLabel */.xZ)(at.rowIndex, at.matchId, c, `/${c}${hit.path}`, at.line);
            out.push({
                def: codes.FB.FB050,
                message: `${label}: a value shaped like a ${hit.pattern} (value not shown).`,
                line: at.line,
                gate: 'rows-valid',
                subject: label
            });
        }
    }
    return out;
}
/** Whether the row can be replayed: a decoded log, a replay string and a stateHash, and no FB013/FB009 on it. */
function replayable(row, decoded, issues) {
    return (!!decoded.replay &&
        typeof row.replay === 'string' &&
        !issues.some((i) => i.def.code === 'FB013' || i.def.code === 'FB009') &&
        typeof row.stateHash === 'string');
}
/**
 * The replay of one row (`run`, the engine's answer): FB042 when the engine failed, FB041 when its final state hash
 * differs from the row's, FB044 when the log records no terminal turn and the engine's does not fit it.
 */
function replayFindings(run, stateHash, replay, at) {
    const label = (0,check_common/* rowLabel */.xZ)(at.rowIndex, at.matchId, 'replay', undefined, at.line);
    if (!run.ok)
        return {
            outcome: 'error',
            issues: [
                {
                    def: codes.FB.FB042,
                    message: `${label}: ${run.error ?? 'the engine failed'}.`,
                    line: at.line,
                    gate: 'replay',
                    subject: label
                }
            ]
        };
    const issues = [];
    const mismatch = run.stateHash !== (0,canonical/* normalizeDigest */.Gc)(stateHash)?.hex;
    if (mismatch) {
        const l2 = (0,check_common/* rowLabel */.xZ)(at.rowIndex, at.matchId, 'stateHash', undefined, at.line);
        issues.push({
            def: codes.FB.FB041,
            message: `${l2}: replaying the log gives a different final state hash (engine ${(0,fightbench_rows/* safeShort */.sY)(String(replay.engineVersion), 32)}).`,
            line: at.line,
            gate: 'replay',
            subject: l2
        });
    }
    if (run.terminalTurn !== undefined && (0,fightbench_rows/* recordedTerminalTurn */.Am)(replay) === undefined)
        for (const is of (0,fightbench_rows/* checkTurns */.$h)(replay, run.terminalTurn))
            if (is.def.code === 'FB044')
                issues.push(rowIssue(is, at));
    return { outcome: mismatch ? 'mismatch' : 'match', issues };
}
/** FB023: lines ending with CR LF (all of them, or mixed with LF). */
function lineEndings(st) {
    if (st.crlfLines === 0)
        return [];
    return [
        {
            def: codes.FB.FB023,
            message: st.lfLines > 0
                ? `mixed line endings: ${st.crlfLines} lines end with CR LF (first at line ${st.firstCrlfLine}), ${st.lfLines} with LF.`
                : `all ${st.crlfLines} lines end with CR LF.`,
            line: st.firstCrlfLine
        }
    ];
}
/** FB026: column chunks in a codec other than schema-v1's SNAPPY. */
function codecNotSnappy(codecs) {
    const other = codecs.filter((c) => c !== 'SNAPPY');
    return other.length
        ? [{ def: codes.FB.FB026, message: `column chunks use codec ${other.join(', ')}; schema-v1 Parquet is SNAPPY.` }]
        : [];
}
/** FB028: a readable file without rows (a file that could not be read, FB002/FB003, says so already). */
function noRows(rows, unreadable) {
    return rows === 0 && !unreadable ? [{ def: codes.FB.FB028, message: 'the export holds no rows.' }] : [];
}
/** FB029: more rows than one download holds; `overLine` is the JSONL line of the first row past it. */
function overDownloadSize(rows, overLine) {
    if (rows <= MAX_IDS_PER_DOWNLOAD)
        return [];
    const where = overLine !== undefined ? `line ${overLine}` : `row ${MAX_IDS_PER_DOWNLOAD}`;
    return [
        {
            def: codes.FB.FB029,
            message: `the file holds ${rows} rows; a download holds 1–${MAX_IDS_PER_DOWNLOAD} match IDs (${where} is the first past it), so this is not one FightBench download.`,
            line: overLine,
            gate: 'rows-valid',
            subject: where
        }
    ];
}
/** FB052: rows whose accounting is the JSON string "null". */
function stringNullAccounting(n) {
    return n > 0
        ? [
            {
                def: codes.FB.FB052,
                message: `${n} row${n > 1 ? 's' : ''} store accounting as the JSON string "null" (accepted; a real null is preferred).`
            }
        ]
        : [];
}
/** FB051: private-pool rows in a public repository. */
function privateInPublicRepo(publicRepo, privateRows) {
    return publicRepo === true && privateRows > 0
        ? [
            {
                def: codes.FB.FB051,
                message: `${privateRows} row${privateRows > 1 ? 's are' : ' is'} in the private pool and the repository is public.`
            }
        ]
        : [];
}
/** FB040: without an engine, no stateHash is recomputed. */
function stateHashNotRecomputed(engine, rows) {
    return !engine && rows > 0
        ? [
            {
                def: codes.FB.FB040,
                message: `stateHash of ${rows} row${rows > 1 ? 's' : ''} not recomputed: no engine configured (fightbench-engine); only the format was checked.`
            }
        ]
        : [];
}

;// CONCATENATED MODULE: ./src/suites/fightbench/check-export.ts
/**
 * One export file (JSONL or Parquet), read row by row: the fast row path or the pure row rules, uniqueness, pool
 * counts, privacy, the optional secret scan and engine replay, the file-level findings (no rows, over 20 rows, string
 * "null" accounting, private pool, no engine) and the file's gates, table and metrics. The rules are pure functions
 * in `rules-export.ts` and `rules-parquet.ts`; this file reads, runs the engine and files what the rules return.
 */












const READABLE = new Set(['FB002', 'FB003', 'FB020', 'FB021', 'FB022', 'FB024', 'FB027', 'BG020']);
/** Checks a file's rows one at a time, filing what the rules return. */
class ExportRows {
    format;
    o;
    env;
    sink;
    tally = {
        rows: 0,
        pools: { official: 0, live: 0, private: 0, invalid: 0 },
        seen: new Map(),
        failedMatches: new Set(),
        failedRows: 0,
        stringNull: 0,
        replay: { replayed: 0, matched: 0, mismatched: 0, engineErrors: 0, notReplayed: 0 }
    };
    /** Parquet columns of the wrong type: the row rules skip them. */
    skipColumns;
    /**
     * The fast path decides "no finding on this row" without decoding the nested cells; unsure rows go through
     * checkRow. It is only taken when nothing needs the decoded values (no engine); with the secret scan on, a row that
     * may hold a secret is unsure and goes through the exact path, which scans it.
     */
    fast;
    constructor(format, o, env, sink) {
        this.format = format;
        this.o = o;
        this.env = env;
        this.sink = sink;
        if (!env.exactOnly && !o.engine)
            this.fast = new FastRowChecker({
                engineVersions: o.engineVersions,
                maxCellBytes: o.maxCellBytes,
                checkColumnSet: format === 'jsonl',
                secretScan: o.secretScan,
                canonicalization: o.manifestCanonicalization
            });
    }
    /** The fast path over a JSONL line's bytes: true when the row is clean and counted. */
    fastLine(fast, buf, start, end, rowIndex, line) {
        if ((0,bounds/* mayExceed */.UY)(end - start))
            return false; // the exact path scans it for the structure bounds (BG020)
        const verdict = fast.scanLine(buf, start, end);
        if (verdict === FAST_UNSURE)
            return false;
        this.tally.rows++;
        this.clean(verdict, fast.matchId, fightbench_rows/* POOLS */.wp[fast.pool], rowIndex, line);
        return true;
    }
    /** A row on which the fast path found nothing: what `row` does for a row without issues. */
    clean(verdict, matchId, pool, rowIndex, line) {
        const t = this.tally;
        if (rowIndex === MAX_IDS_PER_DOWNLOAD)
            t.overLine = line;
        t.pools[pool]++;
        if (verdict === FAST_CLEAN_STRING_NULL)
            t.stringNull++;
        const first = t.seen.get(matchId);
        if (first === undefined) {
            t.seen.set(matchId, line ?? rowIndex);
            return;
        }
        this.sink.addAll([duplicateMatchId({ rowIndex, matchId, line }, first)]);
        t.failedRows++;
        t.failedMatches.add(matchId);
    }
    async row(row, rowIndex, line, raw) {
        const t = this.tally;
        const o = this.o;
        t.rows++;
        if (rowIndex === MAX_IDS_PER_DOWNLOAD)
            t.overLine = line;
        const matchId = typeof row.matchId === 'string' && row.matchId.length > 0 ? row.matchId : undefined;
        // A JSONL row reaches here only when the fast line reader was unsure (or off): its raw schemaVersion token counts.
        const fast = this.fast;
        if (fast && !this.skipColumns?.size && (raw?.schemaVersion === undefined || raw.schemaVersion === '1')) {
            const verdict = fast.scanRow(row);
            if (verdict !== FAST_UNSURE) {
                this.clean(verdict, matchId, row.pool, rowIndex, line);
                return;
            }
        }
        const at = { rowIndex, matchId, line };
        const { issues, decoded } = (0,fightbench_rows/* checkRow */.f3)(row, {
            engineVersions: o.engineVersions,
            maxCellBytes: o.maxCellBytes,
            skipColumnSet: this.format === 'parquet',
            skipColumns: this.skipColumns,
            schemaVersionToken: raw?.schemaVersion,
            canonicalization: o.manifestCanonicalization
        });
        this.sink.addAll(issues.map((is) => rowIssue(is, at)));
        let failed = issues.some((i) => i.def.severity === 'error');
        const pool = typeof row.pool === 'string' && fightbench_rows/* POOLS */.wp.includes(row.pool) ? row.pool : 'invalid';
        t.pools[pool]++;
        if (decoded.accountingStringNull)
            t.stringNull++;
        if (matchId !== undefined) {
            const first = t.seen.get(matchId);
            if (first !== undefined) {
                failed = true;
                this.sink.addAll([duplicateMatchId(at, first)]);
            }
            else
                t.seen.set(matchId, line ?? rowIndex);
        }
        if (o.secretScan) {
            const secrets = secretsInRow(row, decoded, at);
            this.sink.addAll(secrets);
            if (secrets.length)
                failed = true;
        }
        if (o.engine && !(await this.replay(row, decoded, issues, at)))
            failed = true;
        if (failed) {
            t.failedRows++;
            if (matchId !== undefined)
                t.failedMatches.add(matchId);
        }
    }
    /** Replays the row with the engine; true when nothing was found. */
    async replay(row, decoded, issues, at) {
        const rs = this.tally.replay;
        if (!replayable(row, decoded, issues)) {
            rs.notReplayed++;
            return true;
        }
        const replay = decoded.replay;
        const run = await runEngine(this.o.engine, row.replay, {
            timeoutMs: this.o.engineTimeoutMs,
            maxOutputBytes: this.o.engineMaxOutputBytes,
            cwd: this.env.cwd,
            engineVersion: String(replay.engineVersion)
        });
        rs.replayed++;
        const r = replayFindings(run, row.stateHash, replay, at);
        if (r.outcome === 'error')
            rs.engineErrors++;
        else if (r.outcome === 'mismatch')
            rs.mismatched++;
        else
            rs.matched++;
        this.sink.addAll(r.issues);
        return r.issues.length === 0;
    }
}
async function readJsonlExport(abs, o, rows, sink) {
    const fast = rows.fast;
    const st = await (0,jsonl/* readJsonl */.f)(abs, o.maxLineBytes, {
        onRow: (row, idx, line, raw) => rows.row(row, idx, line, raw),
        fastLine: fast ? (buf, start, end, idx, line) => rows.fastLine(fast, buf, start, end, idx, line) : undefined,
        onIssue: (def, message, line, matchId) => {
            const where = `line ${line}${matchId !== undefined ? `, matchId "${(0,fightbench_rows/* safeShort */.sY)(matchId)}"` : ''}`;
            sink.add(def, `${where}: ${message}.`, {
                line,
                gate: READABLE.has(def.code) ? 'readable' : undefined,
                subject: where
            });
        }
    });
    sink.addAll(lineEndings(st));
}
/** Reads a Parquet export; `out.codecs` gets its column chunks' codecs once the footer is read. */
async function readParquetExport(abs, o, rows, sink, out) {
    const pf = await (0,parquet/* openParquet */.D4)(abs);
    try {
        let md;
        try {
            md = await (0,parquet/* readParquetMetadata */.o2)(pf);
        }
        catch (e) {
            sink.add(codes.FB.FB003, `the Parquet footer cannot be read: ${(0,parquet/* parquetError */.Rf)(e, 'metadata')}.`, { gate: 'readable' });
            return;
        }
        const sc = checkParquetSchema(md);
        for (const is of sc.issues)
            sink.add(is.def, `${is.message}.`, { gate: 'columns', subject: is.column ? `column ${is.column}` : 'schema' });
        rows.skipColumns = sc.badColumns;
        out.codecs = sc.codecs;
        sink.addAll(codecNotSnappy(sc.codecs));
        const handlers = {
            onRow: (row, idx) => rows.row(row, idx),
            onIssue: (issue) => {
                const f = rowGroupFinding(issue);
                sink.add(f.def, `${f.message}.`, { gate: 'readable', subject: `row group ${issue.group}` });
            }
        };
        await (0,parquet/* readParquetRows */.u1)(pf, md, o.maxRowGroupBytes, handlers, ROW_GROUP_LIMIT);
    }
    finally {
        await pf.close().catch(() => undefined);
    }
}
async function checkExportFile(abs, file, format, o, env) {
    const started = performance.now();
    const sink = new check_common/* FindingSink */.RQ(file, o.maxFindingsPerCode);
    const rows = new ExportRows(format, o, env, sink);
    const read = {};
    let opened = true;
    try {
        if (format === 'jsonl')
            await readJsonlExport(abs, o, rows, sink);
        else
            await readParquetExport(abs, o, rows, sink, read);
    }
    catch (e) {
        opened = false;
        const code = e.code;
        sink.add(codes.FB.FB002, `the file cannot be read${code ? ` (${code})` : ''}.`, { gate: 'readable' });
    }
    const t = rows.tally;
    sink.addAll([
        ...noRows(t.rows, sink.count('FB002') > 0 || sink.count('FB003') > 0),
        ...overDownloadSize(t.rows, t.overLine),
        ...stringNullAccounting(t.stringNull),
        ...privateInPublicRepo(o.publicRepo, t.pools.private),
        ...stateHashNotRecomputed(!!o.engine, t.rows)
    ]);
    const findings = sink.finish();
    const facts = {
        rows: t.rows,
        pools: t.pools,
        rowsWithFailures: t.failedRows,
        matchesWithFailures: t.failedMatches.size,
        distinctMatchIds: t.seen.size
    };
    return {
        artifact: { path: file, kind: check_common/* KIND */.Nd[format] },
        gates: exportGates(findings, format, read.codecs, opened, t, o),
        findings,
        sections: [exportTable(file, format, t, o)],
        metrics: (0,metrics/* exportMetrics */.w)(facts),
        facts: {
            format,
            ...facts,
            ...(read.codecs ? { codecs: read.codecs } : {}),
            replay: o.engine ? t.replay : 'unverifiable'
        },
        durationMs: Math.round(performance.now() - started)
    };
}
/** The file's gates from its findings; without data (not opened, or no row and unreadable) all but readable are undecided. */
function exportGates(findings, format, codecs, opened, t, o) {
    const readableFailed = findings.some((f) => f.gate === 'readable' && f.severity === 'error');
    const noData = !opened || (t.rows === 0 && readableFailed);
    const gates = [
        (0,verdict/* gateFromFindings */.aY)('readable', 'File readable', findings, format === 'parquet' ? `Parquet${codecs?.length ? ` (${codecs.join(', ')})` : ''}` : 'UTF-8 JSONL')
    ];
    const undecided = (id, title) => ({
        id,
        title,
        status: 'undecided',
        detail: 'the file could not be read'
    });
    if (noData) {
        gates.push(undecided('columns', 'Exactly the 11 schema-v1 columns'), undecided('rows-valid', 'Rows valid'), undecided('unique-ids', 'matchId unique in file'), undecided('replay', 'Replay / stateHash'));
        return gates;
    }
    const colGate = (0,verdict/* gateFromFindings */.aY)('columns', 'Exactly the 11 schema-v1 columns', findings);
    gates.push(colGate);
    const rowsGate = (0,verdict/* gateFromFindings */.aY)('rows-valid', 'Rows valid', findings, `${t.rows} rows`);
    // Rows cannot be called valid when columns are missing or mistyped: the row checks ran on what was there.
    gates.push(rowsGate.status === 'pass' && colGate.status === 'fail'
        ? { ...rowsGate, status: 'undecided', detail: 'columns missing or of the wrong type; row checks incomplete' }
        : rowsGate);
    gates.push((0,verdict/* gateFromFindings */.aY)('unique-ids', 'matchId unique in file', findings, `${t.seen.size} distinct`));
    gates.push(replayGate(findings, t.rows, t.replay, o));
    return gates;
}
/** The file's summary table. */
function exportTable(file, format, t, o) {
    const replayCell = o.engine ? `${t.replay.matched}/${t.rows} match` : 'unverifiable (no engine)';
    return {
        kind: 'table',
        title: `FightBench export ${file}`,
        columns: [
            'File',
            'Format',
            'Rows',
            'official',
            'live',
            'private',
            'invalid pool',
            'Matches with failures',
            'stateHash replay'
        ],
        rows: [
            [
                file,
                format === 'jsonl' ? 'JSONL' : 'Parquet',
                t.rows,
                t.pools.official,
                t.pools.live,
                t.pools.private,
                t.pools.invalid,
                t.failedRows,
                replayCell
            ]
        ],
        note: 'Pools are counted separately and never merged. Cell contents are never shown (they may hold user text).'
    };
}
function replayGate(findings, rows, rs, o) {
    const id = 'replay';
    const title = 'Replay / stateHash';
    const g = (0,verdict/* gateFromFindings */.aY)(id, title, findings);
    if (g.status === 'fail')
        return g;
    if (rows === 0)
        return { id, title, status: 'skipped', detail: 'no rows' };
    if (!o.engine) {
        return {
            id,
            title,
            status: o.requireReplay ? 'undecided' : 'skipped',
            detail: 'unverifiable: no engine configured (fightbench-engine); stateHash not recomputed'
        };
    }
    if (rs.notReplayed > 0)
        return {
            id,
            title,
            status: 'undecided',
            detail: `${rs.notReplayed} of ${rows} rows could not be replayed (invalid replay, stateHash or unsupported engine version)`
        };
    return { id, title, status: 'pass', detail: `${rs.matched} rows replayed; every stateHash matches` };
}


/***/ }),

/***/ 432:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ checkExportSet)
});

// EXTERNAL MODULE: ./src/suites/fightbench/metrics.ts
var metrics = __webpack_require__(95947);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/verdict.ts
var verdict = __webpack_require__(79478);
// EXTERNAL MODULE: ./src/suites/fightbench/check-common.ts
var check_common = __webpack_require__(90794);
// EXTERNAL MODULE: ./src/suites/fightbench/codes.ts
var codes = __webpack_require__(77816);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/suites/fightbench/jsonl.ts
var jsonl = __webpack_require__(31216);
// EXTERNAL MODULE: ./src/formats/parquet.ts + 2 modules
var parquet = __webpack_require__(15245);
// EXTERNAL MODULE: ./src/suites/fightbench/rows.ts
var rows = __webpack_require__(48469);
;// CONCATENATED MODULE: ./src/suites/fightbench/downloads.ts
/**
 * Grouping the export files of one folder into downloads: per-row digests of each file (matchId, line, 8 bytes per
 * cell), twins by name (`X.jsonl` + `X.parquet`) and by content (`sameDownload`), pure apart from reading the rows.
 */




function cellDigest(v) {
    const s = typeof v === 'string'
        ? 's:' + v
        : typeof v === 'number' || typeof v === 'bigint'
            ? 'n:' + String(v)
            : v === null
                ? 'null'
                : v === undefined
                    ? 'undefined'
                    : 'j:' + JSON.stringify(v);
    return (0,external_node_crypto_.createHash)('sha1').update(s).digest().subarray(0, 8);
}
/** Per row: matchId, line and an 8-byte digest of each of the 11 cells (memory ~100 bytes a row). */
async function rowDigests(m, o) {
    const ids = [];
    const cells = [];
    const lines = [];
    let ok = true;
    const onRow = (row, _i, line) => {
        ids.push(typeof row.matchId === 'string' ? row.matchId : undefined);
        lines.push(line);
        cells.push(Buffer.concat(rows/* COLUMNS */.cZ.map((c) => cellDigest(row[c]))));
    };
    try {
        if (m.format === 'jsonl') {
            await (0,jsonl/* readJsonl */.f)(m.abs, o.maxLineBytes, {
                onRow,
                onIssue: (def) => {
                    if (def.severity === 'error')
                        ok = false;
                }
            });
        }
        else {
            const pf = await (0,parquet/* openParquet */.D4)(m.abs);
            try {
                const md = await (0,parquet/* readParquetMetadata */.o2)(pf);
                const r = await (0,parquet/* readParquetRows */.u1)(pf, md, o.maxRowGroupBytes, {
                    onRow: (row, i) => onRow(row, i),
                    onIssue: () => {
                        ok = false;
                    }
                });
                if (r.groupsFailed)
                    ok = false;
            }
            finally {
                await pf.close();
            }
        }
    }
    catch {
        ok = false;
    }
    return { ids, cells, lines, ok };
}
function stemOf(file) {
    return file.replace(/\.(jsonl|parquet)$/i, '');
}
/**
 * Whether a JSONL and a Parquet file with different names hold the same download: the same number of rows and
 * either the same matchIds in the same order (a download's rows follow its requested IDs) or at least half of the
 * rows equal cell for cell at the same position. Pure.
 */
function sameDownload(a, b) {
    const n = a.cells.length;
    if (n === 0 || n !== b.cells.length)
        return false;
    let sameIds = true;
    let equalRows = 0;
    for (let i = 0; i < n; i++) {
        if (a.ids[i] === undefined || a.ids[i] !== b.ids[i])
            sameIds = false;
        if (a.cells[i].equals(b.cells[i]))
            equalRows++;
    }
    return sameIds || (equalRows >= 1 && equalRows * 2 >= n);
}
/**
 * The files of one folder (or of one `verify` call), grouped into downloads: `X.jsonl` and `X.parquet` are twins by
 * name; a JSONL and a Parquet file with different names are twins when `sameDownload` says so (one JSONL may have
 * several Parquet twins, e.g. written by different writers). Each group lists its JSONL first when it has one.
 */
function groupDownloads(members, digests) {
    const sorted = [...members].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    const byStem = new Map();
    for (const m of sorted) {
        const s = stemOf(m.file);
        byStem.set(s, [...(byStem.get(s) ?? []), m]);
    }
    const groups = [...byStem.values()].map((g) => [...g].sort((a, b) => (a.format === b.format ? 0 : a.format === 'jsonl' ? -1 : 1)));
    const lonelyJsonl = groups.filter((g) => g.length === 1 && g[0].format === 'jsonl');
    for (const g of groups) {
        if (g.length !== 1 || g[0].format !== 'parquet')
            continue;
        const p = digests.get(g[0].file);
        if (!p?.ok)
            continue;
        const home = lonelyJsonl.find((j) => {
            const d = digests.get(j[0].file);
            return d?.ok && sameDownload(d, p);
        });
        if (!home)
            continue;
        home.push(g[0]);
        g.length = 0;
    }
    return groups.filter((g) => g.length > 0);
}

;// CONCATENATED MODULE: ./src/suites/fightbench/check-set.ts
/**
 * The cross-file check of one folder's exports: JSONL and Parquet twins equal row for row (FB017), matchIds unique
 * across the shards of one export when configured (FB016), and the set's gates, table and metrics.
 */







async function checkExportSet(path, members, o, so = { shards: false }) {
    const artifact = { path, kind: check_common/* KIND */.Nd.set };
    const sink = new check_common/* FindingSink */.RQ(path, o.maxFindingsPerCode);
    const digests = new Map();
    for (const m of [...members].sort((a, b) => (a.file < b.file ? -1 : 1)))
        digests.set(m.file, await rowDigests(m, o));
    const groups = groupDownloads(members, digests);
    // twins: each Parquet file of a download against its JSONL; one FB017 per pair, at the first differing row
    let pairs = 0;
    let twinUndecided = false;
    for (const g of groups) {
        const j = g.find((m) => m.format === 'jsonl');
        if (!j)
            continue;
        for (const p of g.filter((m) => m.format === 'parquet')) {
            pairs++;
            const a = digests.get(j.file);
            const b = digests.get(p.file);
            if (!a.ok || !b.ok) {
                twinUndecided = true;
                continue;
            }
            const n = Math.min(a.cells.length, b.cells.length);
            let first = -1;
            let differing = 0;
            for (let i = 0; i < n; i++) {
                if (a.cells[i].equals(b.cells[i]))
                    continue;
                differing++;
                if (first < 0)
                    first = i;
            }
            const countsDiffer = a.cells.length !== b.cells.length;
            if (first < 0 && !countsDiffer)
                continue;
            const at = first >= 0 ? first : n;
            const parts = [];
            if (first >= 0) {
                const cols = rows/* COLUMNS */.cZ.filter((_, k) => !a.cells[first].subarray(k * 8, k * 8 + 8).equals(b.cells[first].subarray(k * 8, k * 8 + 8)));
                const idP = b.ids[first];
                const moved = idP !== undefined && a.ids[first] !== idP && a.ids.includes(idP);
                parts.push(`${(0,check_common/* rowLabel */.xZ)(first, a.ids[first])} differs from ${p.file} in ${cols.join(', ')}${moved ? ' (rows are in a different order)' : ''}; ${differing} of ${n} rows differ`);
            }
            if (countsDiffer)
                parts.push(`${j.file} has ${a.cells.length} rows, ${p.file} has ${b.cells.length}`);
            const line = at < a.lines.length ? a.lines[at] : undefined;
            sink.add(codes.FB.FB017, `${parts.join('; ')}.`, {
                file: j.file,
                line,
                gate: 'twins-equal',
                subject: `${j.file} row ${at}`
            });
        }
    }
    // shards (only when configured): one id list per download (twins counted once, JSONL preferred)
    const firstSeen = new Map();
    if (so.shards) {
        for (const g of groups) {
            const m = g.find((x) => x.format === 'jsonl' && digests.get(x.file).ok) ??
                g.find((x) => digests.get(x.file).ok) ??
                g[0];
            const d = digests.get(m.file);
            const inFile = new Set();
            d.ids.forEach((id, i) => {
                if (id === undefined || inFile.has(id))
                    return;
                inFile.add(id);
                const prev = firstSeen.get(id);
                if (prev !== undefined)
                    sink.add(codes.FB.FB016, `${(0,check_common/* rowLabel */.xZ)(i, id)}: the same matchId is in ${prev}, another shard of this export.`, {
                        file: m.file,
                        line: d.lines[i],
                        gate: 'unique-ids-across-shards',
                        subject: `${m.file} row ${i}`
                    });
                else
                    firstSeen.set(id, `${m.file} row ${i}`);
            });
        }
    }
    const findings = sink.finish();
    const anyUnreadable = [...digests.values()].some((d) => !d.ok);
    const gates = [];
    if (so.shards) {
        const shardGate = (0,verdict/* gateFromFindings */.aY)('unique-ids-across-shards', 'matchId unique across shards', findings, `${firstSeen.size} distinct matchIds in ${groups.length} shard${groups.length === 1 ? '' : 's'}`);
        gates.push(anyUnreadable && shardGate.status === 'pass'
            ? { ...shardGate, status: 'undecided', detail: 'a member file could not be read completely' }
            : shardGate);
    }
    else {
        gates.push({
            id: 'unique-ids-across-shards',
            title: 'matchId unique across shards',
            status: 'skipped',
            detail: 'the files are independent downloads (not listed in shard-folders); a matchId may be in several'
        });
    }
    const tg = (0,verdict/* gateFromFindings */.aY)('twins-equal', 'JSONL and Parquet twins equal', findings, `${pairs} pair${pairs === 1 ? '' : 's'} equal row for row`);
    if (pairs === 0)
        gates.push({
            id: 'twins-equal',
            title: 'JSONL and Parquet twins equal',
            status: 'skipped',
            detail: 'no JSONL file has a Parquet twin (same name, or the same download)'
        });
    else
        gates.push(twinUndecided && tg.status === 'pass'
            ? { ...tg, status: 'undecided', detail: 'a twin could not be read completely' }
            : tg);
    return (0,check_common/* tableResult */.c)({ artifact, gates, findings }, {
        title: `FightBench export set ${path}`,
        columns: ['Download (files)', 'Formats', 'Rows'],
        rows: groups.map((g) => [
            g.map((m) => external_node_path_.posix.basename(m.file)).join(' + '),
            g.map((m) => m.format).join(' + '),
            digests.get(g[0].file).cells.length
        ])
    }, {
        metrics: (0,metrics/* exportSetMetrics */.U)(groups.length, pairs, firstSeen.size, groups.reduce((n, g) => n + (digests.get(g[0].file)?.cells.length ?? 0), 0)),
        facts: { downloads: groups.length, shards: so.shards, twinPairs: pairs, distinctMatchIds: firstSeen.size }
    });
}


/***/ }),

/***/ 47071:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ checkSuiteFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56107);
/* harmony import */ var _core_verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79478);
/* harmony import */ var _check_common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90794);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77816);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57449);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79596);
/**
 * One FightBench suite download (suite.json): size and UTF-8 limits, the manifest-hash and pinned-revision checks of
 * `manifest.ts`, and the readable / manifest-hash / pinned-revisions gates with the suite's table.
 */







async function checkSuiteFile(abs, file, o) {
    const artifact = { path: file, kind: _check_common_js__WEBPACK_IMPORTED_MODULE_2__/* .KIND */ .Nd.suite };
    const sink = new _check_common_js__WEBPACK_IMPORTED_MODULE_2__/* .FindingSink */ .RQ(file, o.maxFindingsPerCode);
    let text;
    try {
        const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
        if (st.size > o.maxManifestBytes)
            sink.add(_codes_js__WEBPACK_IMPORTED_MODULE_3__.FB.FB030, `the suite download is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_5__/* .overLimit */ .W)(st.size, o.maxManifestBytes)} (max-manifest-bytes).`, {
                gate: 'readable'
            });
        else {
            const buf = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(abs);
            text = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeUtf8Strict */ .h0)(buf);
            if (text === undefined)
                sink.add(_codes_js__WEBPACK_IMPORTED_MODULE_3__.FB.FB030, 'the suite download is not valid UTF-8.', { gate: 'readable' });
        }
    }
    catch (e) {
        sink.add(_codes_js__WEBPACK_IMPORTED_MODULE_3__.FB.FB002, `the file cannot be read (${e.code ?? 'error'}).`, {
            gate: 'readable'
        });
    }
    let matched = [];
    let legacy = false;
    let entrants = 0;
    let hashChecked = false;
    if (text !== undefined) {
        const r = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSuiteText */ .Ao)(text, o.manifestCanonicalization);
        for (const is of r.issues)
            sink.add(is.def, `${is.path ? `${is.path}: ` : ''}${is.message}`, {
                line: is.line,
                column: is.column,
                gate: is.gate,
                subject: is.path
            });
        matched = r.matched;
        legacy = r.legacy;
        entrants = r.entrants;
        hashChecked = r.hashChecked;
    }
    const findings = sink.finish();
    const readable = (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .gateFromFindings */ .aY)('readable', 'Suite download readable', findings);
    const gates = [readable];
    if (readable.status !== 'pass') {
        gates.push({
            id: 'manifest-hash',
            title: 'Manifest hash',
            status: 'undecided',
            detail: 'the suite download could not be read'
        });
        gates.push({
            id: 'pinned-revisions',
            title: 'Pinned controller revisions',
            status: 'undecided',
            detail: 'the suite download could not be read'
        });
    }
    else {
        gates.push((0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .gateFromFindings */ .aY)('manifest-hash', 'Manifest hash', findings, hashChecked ? `matched under ${matched.join(', ')}` : undefined));
        const pinnedGate = (0,_core_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .gateFromFindings */ .aY)('pinned-revisions', 'Pinned controller revisions', findings, `${entrants} entrant revision${entrants === 1 ? '' : 's'} well formed`);
        gates.push(legacy && pinnedGate.status === 'pass'
            ? {
                ...pinnedGate,
                status: 'skipped',
                detail: 'legacy suite without controller snapshots (FightBench labels this limitation)'
            }
            : pinnedGate);
    }
    const hashGate = gates.find((g) => g.id === 'manifest-hash');
    return (0,_check_common_js__WEBPACK_IMPORTED_MODULE_2__/* .tableResult */ .c)({ artifact, gates, findings }, {
        title: `FightBench suite ${file}`,
        columns: ['File', 'Manifest hash', 'Canonicalisation', 'Entrants', 'Controllers pinned'],
        rows: [
            [
                file,
                hashGate?.status ?? 'undecided',
                matched.length ? matched.join(', ') : '—',
                entrants,
                legacy ? 'no (legacy)' : 'yes'
            ]
        ]
    }, { facts: { manifestHash: hashGate?.status, canonicalization: matched, legacy, entrants } });
}


/***/ }),

/***/ 5171:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ sniffFile)
/* harmony export */ });
/* unused harmony export columnsInFirstLine */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_key_scan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44824);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57449);
/* harmony import */ var _formats_parquet_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15245);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48469);
/**
 * Discovery by sniffing, never by reading whole big files: the top-level keys of the first JSONL record (a
 * streaming key scan up to the line limit, any nesting up to 10,000 levels: no fixed window), the footer schema
 * of a Parquet file, and the top-level shape of a JSON file.
 */





/** Bytes the JSONL key scan reads at most by default (the suite's default max-line-bytes). */
const DEFAULT_SCAN_BYTES = 64 * 1024 * 1024;
function doubtOf(s) {
    switch (s.end) {
        case 'complete':
            return undefined;
        case 'empty':
            return 'empty file';
        case 'not-object':
            return `the first line is ${s.first ?? 'not an object'}, not a JSON object`;
        case 'eof':
            return 'the file ends inside its first row (truncated)';
        case 'cut-line':
            return 'the first line ends inside its row';
        case 'invalid':
            return 'the first row has unbalanced brackets';
        case 'too-deep':
            return 'the first row is nested too deeply to scan';
        case 'window':
            return 'the first row is longer than max-line-bytes';
    }
}
const SNIFF_BYTES = 64 * 1024;
const FULL_JSON_BYTES = 1024 * 1024;
/** A file is taken as a schema-v1 export when its first row (or Parquet schema) has `schemaVersion` or at least this many of the 11 columns. */
const MIN_COLUMNS = 3;
const COLUMN_KEY_RE = new RegExp(`(?<![\\\\\\w])"(${_rows_js__WEBPACK_IMPORTED_MODULE_4__/* .COLUMNS */ .cZ.join('|')})"\\s*:`, 'g');
async function head(abs, n) {
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    try {
        const st = await fh.stat();
        const len = Math.min(n, st.size);
        const buf = Buffer.alloc(len);
        let off = 0;
        while (off < len) {
            const { bytesRead } = await fh.read(buf, off, len - off, off);
            if (bytesRead === 0)
                break;
            off += bytesRead;
        }
        return { buf: buf.subarray(0, off), size: st.size };
    }
    finally {
        await fh.close();
    }
}
/** Column names found as top-level keys of a (possibly cut) first JSONL line. */
function columnsInFirstLine(text, complete) {
    if (complete) {
        try {
            const v = JSON.parse(text);
            if (v && typeof v === 'object' && !Array.isArray(v))
                return Object.keys(v).filter((k) => COLUMN_SET.has(k));
            return [];
        }
        catch {
            /* fall through to the key scan: a broken first row of an export is still an export */
        }
    }
    const found = new Set();
    for (const m of text.matchAll(COLUMN_KEY_RE))
        found.add(m[1]);
    return [...found];
}
async function sniffFile(abs, path, opts = {}) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.jsonl')) {
        const scan = await (0,_core_key_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanFirstRecordKeys */ .$)(abs, { mode: 'jsonl', maxBytes: opts.maxLineBytes ?? DEFAULT_SCAN_BYTES });
        const cols = scan.keys.filter((k) => _rows_js__WEBPACK_IMPORTED_MODULE_4__/* .COLUMN_SET */ .yO.has(k));
        if (cols.length >= MIN_COLUMNS || cols.includes('schemaVersion'))
            return { kind: 'jsonl' };
        const doubt = doubtOf(scan);
        if (scan.end === 'empty')
            return {
                skip: scan.bytesRead === 0
                    ? 'empty file; not a schema-v1 export'
                    : 'the first line is empty; not a schema-v1 export',
                doubt: true
            };
        const have = cols.length === 0 ? 'none' : `only ${cols.length}`;
        if (doubt)
            return {
                skip: `not recognised as a schema-v1 export (${doubt}; ${have} of the 11 schema-v1 columns seen)`,
                doubt: true
            };
        return { skip: `not a schema-v1 export: the first row has ${have} of the 11 schema-v1 columns` };
    }
    if (lower.endsWith('.parquet')) {
        let pf;
        try {
            pf = await (0,_formats_parquet_js__WEBPACK_IMPORTED_MODULE_3__/* .openParquet */ .D4)(abs);
            const md = await (0,_formats_parquet_js__WEBPACK_IMPORTED_MODULE_3__/* .readParquetMetadata */ .o2)(pf);
            const cols = (0,_formats_parquet_js__WEBPACK_IMPORTED_MODULE_3__/* .topLevelColumns */ .l)(md).filter((c) => _rows_js__WEBPACK_IMPORTED_MODULE_4__/* .COLUMN_SET */ .yO.has(c.name));
            if (cols.length >= MIN_COLUMNS || cols.some((c) => c.name === 'schemaVersion'))
                return { kind: 'parquet' };
            return {
                skip: `not a schema-v1 export: the Parquet schema has ${cols.length === 0 ? 'none' : `only ${cols.length}`} of the 11 schema-v1 columns`
            };
        }
        catch {
            // An unreadable .parquet file is claimed so that the check reports it (truncated, corrupt, not Parquet).
            return { kind: 'parquet' };
        }
        finally {
            await pf?.close().catch(() => undefined);
        }
    }
    if (lower.endsWith('.json')) {
        const related = lower.includes('fightbench');
        const { buf, size } = await head(abs, FULL_JSON_BYTES);
        let text = buf.toString('utf8');
        if (text.charCodeAt(0) === 0xfeff)
            text = text.slice(1);
        if (size <= FULL_JSON_BYTES) {
            let v;
            try {
                v = JSON.parse(text);
            }
            catch {
                // A suite download that fails to parse is still claimed when its shape is visible, so the check reports it.
                if (/"manifest"\s*:/.test(text) && /"createdAt"\s*:|"id"\s*:/.test(text))
                    return { kind: 'suite' };
                return related ? { skip: 'not valid JSON; not a FightBench suite download' } : { ignore: true };
            }
            if ((0,_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .looksLikeSuiteDownload */ .i8)(v))
                return { kind: 'suite' };
            return related
                ? { skip: 'not a FightBench suite download {id, createdAt, manifest} or schema-v1 export' }
                : { ignore: true };
        }
        const start = text.slice(0, SNIFF_BYTES);
        if (/^\s*\{/.test(start) && /"manifest"\s*:\s*\{/.test(start) && /"createdAt"\s*:|"id"\s*:/.test(start))
            return { kind: 'suite' };
        return related ? { skip: 'not a FightBench suite download {id, createdAt, manifest}' } : { ignore: true };
    }
    return { ignore: true };
}


/***/ }),

/***/ 67190:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jM: () => (/* binding */ parseJsonStrict),
/* harmony export */   ng: () => (/* binding */ JNum),
/* harmony export */   wW: () => (/* binding */ isJObject)
/* harmony export */ });
/* unused harmony export JsonSyntaxError */
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26636);
/**
 * FightBench's view of a JSON document, read by the project's one JSON reader (`core/json-source.ts`):
 * what JSON.parse loses and hashing needs is kept — the source spelling of numbers (1.0 vs 1, big
 * integers) —, duplicate keys are rejected and nesting is limited. Objects are Maps (insertion order
 * kept, `__proto__` is an ordinary key).
 */

class JNum {
    raw;
    constructor(raw) {
        this.raw = raw;
    }
    get isInteger() {
        return !/[.eE]/.test(this.raw);
    }
}
class JsonSyntaxError extends Error {
    position;
    line;
    column;
    constructor(message, position, line, column) {
        super(message);
        this.position = position;
        this.line = line;
        this.column = column;
        this.name = 'JsonSyntaxError';
    }
}
/**
 * Parses strict JSON (no BOM) into `JValue`s. Throws `JsonSyntaxError` (message ending "at line L, column C")
 * for a syntax error, a duplicate key or nesting deeper than `maxDepth` arrays/objects.
 */
function parseJsonStrict(text, maxDepth = 256) {
    // A value may sit inside at most `maxDepth` containers: the core limit counts containers, so one more
    // container level is allowed there and a scalar in it is refused while converting.
    const r = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonSource */ .X0)(text, { maxDepth: maxDepth + 1 });
    if (!r.ok) {
        const { kind, message, offset, line, column } = r.error;
        const msg = kind === 'depth' ? `nesting deeper than ${maxDepth} levels` : message;
        throw new JsonSyntaxError(`${msg} at line ${line}, column ${column}`, offset, line, column);
    }
    const fail = (msg, offset) => {
        const { line, column } = r.doc.lines.position(offset);
        throw new JsonSyntaxError(`${msg} at line ${line}, column ${column}`, offset, line, column);
    };
    const dup = r.doc.duplicateKeys[0];
    if (dup) {
        const key = ((0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .splitPointer */ .GS)(dup.pointer) ?? ['']).at(-1);
        fail(`duplicate key ${JSON.stringify(key.length > 60 ? key.slice(0, 60) + '…' : key)}`, dup.offset);
    }
    const convert = (n, depth) => {
        if (n.type === 'array')
            return n.items.map((x) => convert(x, depth + 1));
        if (n.type === 'object')
            return new Map(n.entries.map((m) => [m.key, convert(m.value, depth + 1)]));
        if (depth > maxDepth)
            return fail(`nesting deeper than ${maxDepth} levels`, n.start);
        return n.type === 'null' ? null : n.type === 'number' ? new JNum(n.raw) : n.value;
    };
    return convert(r.doc.root, 0);
}
function isJObject(v) {
    return v instanceof Map;
}


/***/ }),

/***/ 31216:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ readJsonl)
/* harmony export */ });
/* harmony import */ var _formats_jsonl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59382);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77816);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26636);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8630);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(82702);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48469);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79596);
/**
 * An export's JSONL rows: the shared streaming reader (`formats/jsonl.ts`: only LF ends a line, each line checked
 * for UTF-8 on its own, bounded by `maxLineBytes`, a longer line skipped without being held in memory) and
 * FightBench's line rules on top: line endings counted (FB023), BOM (FB022), blank lines between rows (FB025),
 * invalid UTF-8 (FB024), over-long lines (FB020), JSON structure bounds (BG020), JSON objects (FB021). Never
 * throws for bad content.
 */







const MATCH_ID_RE = /"matchId"\s*:\s*"((?:[^"\\]|\\.){0,200})"/;
/** Best-effort matchId of a line that is skipped or does not parse (from its first bytes only). */
function sniffMatchId(prefix) {
    const m = MATCH_ID_RE.exec(prefix);
    if (!m)
        return undefined;
    try {
        return JSON.parse(`"${m[1]}"`);
    }
    catch {
        return undefined;
    }
}
async function readJsonl(abs, maxLineBytes, h, chunkBytes = 4 * 1024 * 1024) {
    const stats = { lines: 0, rows: 0, crlfLines: 0, lfLines: 0, bom: false };
    let blankAt; // a blank line is only reported when a row follows it
    const tooLong = `the line is longer than max-line-bytes (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z)(maxLineBytes)}); skipped`;
    // The line rules that need no decoding; false sends the line to `exactLine`.
    const lineBytes = (buf, start, e, lineNo, flags) => {
        if (flags & _formats_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_CRLF */ .LQ) {
            stats.crlfLines++;
            stats.firstCrlfLine ??= lineNo;
        }
        else if (!(flags & _formats_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_UNTERMINATED */ .KP))
            stats.lfLines++;
        let s = start;
        if (lineNo === 1 && e - s >= 3 && buf[s] === 0xef && buf[s + 1] === 0xbb && buf[s + 2] === 0xbf) {
            stats.bom = true;
            s += 3;
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB022, 'the file starts with a UTF-8 byte-order mark (BOM)', 1);
        }
        if (e === s) {
            blankAt ??= lineNo;
            return true;
        }
        if (blankAt !== undefined) {
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB025, `blank line ${blankAt} between rows`, blankAt);
            blankAt = undefined;
        }
        if (flags & _formats_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .LINE_NOT_UTF8 */ .JQ) {
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB024, 'the line is not valid UTF-8', lineNo);
            return true;
        }
        if (h.fastLine?.(buf, s, e, stats.rows, lineNo)) {
            stats.rows++;
            return true;
        }
        return false;
    };
    // Not async: a line handled without a promise (findings) costs no promise and no microtask.
    const exactLine = (line, lineNo) => {
        const text = lineNo === 1 && stats.bom ? line.slice(1) : line;
        const over = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_3__/* .scanJsonBounds */ .Z9)(text);
        if (over) {
            const at = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_3__/* .positionOf */ .df)(text, over.offset);
            h.onIssue(_codes_general_js__WEBPACK_IMPORTED_MODULE_4__.BG.BG020, `at column ${at.column}, ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_3__/* .describeBound */ .YD)(over, 'row')}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_3__/* .BOUND_FIX */ .XM}`, lineNo, sniffMatchId(text.slice(0, 4096)));
            return;
        }
        let row;
        try {
            row = JSON.parse(text);
        }
        catch {
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB021, `the line holds ${(0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_2__/* .describeJsonError */ .M1)(text)}`, lineNo, sniffMatchId(text.slice(0, 4096)));
            return;
        }
        if (!row || typeof row !== 'object' || Array.isArray(row)) {
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB021, `the line is ${row === null ? 'null' : Array.isArray(row) ? 'an array' : `a ${typeof row}`}, not a JSON object`, lineNo);
            return;
        }
        const idx = stats.rows++;
        const sv = row.schemaVersion;
        return h.onRow(row, idx, lineNo, typeof sv === 'number' ? { schemaVersion: (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .topLevelNumberToken */ ._m)(text, 'schemaVersion') } : undefined);
    };
    const read = await (0,_formats_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .readJsonlLines */ .SG)(abs, exactLine, {
        newlines: 'lf',
        decodeErrors: 'line',
        maxLineBytes,
        chunkSize: chunkBytes,
        onLineBytes: lineBytes,
        onLongLine: (lineNo, head, terminated) => {
            if (terminated)
                stats.lfLines++;
            h.onIssue(_codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB020, tooLong, lineNo, sniffMatchId(head.toString('utf8')));
        }
    });
    stats.lines = read.lines;
    return stats;
}


/***/ }),

/***/ 57449:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ checkSuiteText),
/* harmony export */   i8: () => (/* binding */ looksLikeSuiteDownload)
/* harmony export */ });
/* unused harmony export parseCreationDate */
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31376);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77816);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67190);
/**
 * Suite downloads `{id, createdAt, manifest}`: pure rules over the text.
 * contentHash(manifest without its top-level `hash`) is computed under every candidate canonicalisation
 * (the outer id/createdAt are never included) and compared with `manifest.hash`.
 */



/** Quick shape test used by discovery: a JSON object value with `manifest` and `id`/`createdAt`. */
function looksLikeSuiteDownload(v) {
    if (!v || typeof v !== 'object' || Array.isArray(v))
        return false;
    const o = v;
    return 'manifest' in o && ('id' in o || 'createdAt' in o);
}
const REVISION = /^(?:sha-?256[:-])?[0-9a-f]{64}$/i;
function checkSuiteText(text, pinned = 'any') {
    const res = { issues: [], matched: [], computed: {}, hashChecked: false, legacy: false, entrants: 0 };
    let doc;
    try {
        doc = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonStrict */ .jM)(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (e) {
        const err = e;
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB030,
            message: `The suite download is not valid JSON: ${err.message}.`,
            line: err.line,
            column: err.column,
            gate: 'readable'
        });
        return res;
    }
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(doc)) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB030,
            message: 'The suite download must be a JSON object {id, createdAt, manifest}.',
            gate: 'readable'
        });
        return res;
    }
    for (const k of ['id', 'createdAt']) {
        if (!doc.has(k))
            res.issues.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB030,
                message: `The suite download has no "${k}" next to "manifest".`,
                path: `/${k}`,
                gate: 'readable'
            });
    }
    const manifest = doc.get('manifest');
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(manifest)) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB030,
            message: '"manifest" is missing or not a JSON object.',
            path: '/manifest',
            gate: 'readable'
        });
        return res;
    }
    checkPinned(manifest, res);
    if (!res.legacy)
        checkCreationDate(doc, manifest, res);
    const hash = manifest.get('hash');
    if (typeof hash !== 'string') {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB031,
            message: hash === undefined
                ? 'manifest has no "hash" field, so it cannot be verified.'
                : '"manifest.hash" is not a string.',
            path: '/manifest/hash',
            gate: 'manifest-hash'
        });
        return res;
    }
    const want = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeDigest */ .Gc)(hash);
    if (!want) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB034,
            message: '"manifest.hash" is not a SHA-256 digest (64 hex digits, optionally "sha256:"-prefixed, or 44-character base64).',
            path: '/manifest/hash',
            gate: 'manifest-hash'
        });
        return res;
    }
    res.hashEncoding = want.encoding;
    const names = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .candidateNames */ .qd)(pinned);
    const notApplicable = [];
    for (const h of (0,_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .contentHashes */ .Ym)(manifest, names)) {
        if ('notApplicable' in h) {
            notApplicable.push(`${h.name} (${h.notApplicable})`);
            continue;
        }
        res.computed[h.name] = h.hex;
        if (h.hex === want.hex)
            res.matched.push(h.name);
    }
    res.hashChecked = true;
    if (res.matched.length === 0) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB032,
            message: `SHA-256 of the manifest without "hash" does not equal manifest.hash under ${pinned === 'any' ? 'any candidate canonicalisation' : `the pinned canonicalisation ${pinned}`} (${names.join(', ')})` +
                (notApplicable.length ? `; not applicable: ${notApplicable.join('; ')}` : '') +
                '. The manifest was changed after hashing, or FightBench uses another canonicalisation.',
            path: '/manifest/hash',
            gate: 'manifest-hash'
        });
    }
    else {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB033,
            message: `manifest.hash matches the SHA-256 of the manifest without "hash" under ${res.matched.join(', ')}${pinned === 'any' ? ' (FightBench has not published its canonicalisation; this is the candidate that matched)' : ''}.`,
            path: '/manifest/hash',
            gate: 'manifest-hash'
        });
    }
    return res;
}
function checkPinned(manifest, res) {
    const pinned = manifest.get('pinned');
    const entrants = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) ? pinned.get('entrants') : undefined;
    if (pinned === undefined || ((0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) && entrants === undefined)) {
        res.legacy = true;
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB036,
            message: 'Legacy suite: the manifest has no pinned controller snapshots (manifest.pinned.entrants). Its hash covers the suite, but the controllers (model version, prompt/code, settings) are not pinned; FightBench labels this limitation. benchgate does not substitute current settings.',
            path: '/manifest/pinned',
            gate: 'pinned-revisions'
        });
        return;
    }
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) || !Array.isArray(entrants)) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB035,
            message: `"manifest.pinned${(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) ? '.entrants' : ''}" must be ${(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) ? 'an array' : 'an object'}.`,
            path: (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) ? '/manifest/pinned/entrants' : '/manifest/pinned',
            gate: 'pinned-revisions'
        });
        return;
    }
    res.entrants = entrants.length;
    entrants.forEach((e, i) => {
        const path = `/manifest/pinned/entrants/${i}/revision`;
        const rev = (0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(e) ? e.get('revision') : undefined;
        if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(e))
            res.issues.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB035,
                message: `pinned.entrants[${i}] is not an object.`,
                path: `/manifest/pinned/entrants/${i}`,
                gate: 'pinned-revisions'
            });
        else if (rev === undefined)
            res.issues.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB035,
                message: `pinned.entrants[${i}] has no "revision" (the content hash of the controller).`,
                path,
                gate: 'pinned-revisions'
            });
        else if (typeof rev !== 'string' || !REVISION.test(rev))
            res.issues.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB035,
                message: `pinned.entrants[${i}].revision is not a content hash (64 hex digits, optionally "sha256:"-prefixed).`,
                path,
                gate: 'pinned-revisions'
            });
    });
}
const DATE_KEYS = ['createdAt', 'created_at', 'creationDate'];
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/;
/** A calendar date or RFC 3339 date-time that exists (no month 13, no February 30); its epoch ms. */
function parseCreationDate(v) {
    if (typeof v !== 'string')
        return undefined;
    const m = DATE_RE.exec(v);
    if (!m)
        return undefined;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const day = new Date(Date.UTC(y, mo - 1, d));
    if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d)
        return undefined;
    if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 59)))
        return undefined;
    const t = Date.parse(m[4] === undefined
        ? `${v}T00:00:00Z`
        : /[Zz]|[+-]\d{2}:?\d{2}$/.test(v)
            ? v.replace(' ', 'T')
            : `${v.replace(' ', 'T')}Z`);
    return Number.isFinite(t) ? t : undefined;
}
/**
 * "New manifests also pin controller content and creation date inside the hash": a manifest with pinned
 * controllers (not legacy) must carry its creation date inside `manifest` (`createdAt`, `created_at` or
 * `creationDate`, at the top of the manifest or in `pinned`), since the outer `createdAt` is not hashed.
 */
function checkCreationDate(doc, manifest, res) {
    const pinned = manifest.get('pinned');
    let found;
    for (const [obj, base] of [
        [manifest, '/manifest'],
        [(0,_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isJObject */ .wW)(pinned) ? pinned : undefined, '/manifest/pinned']
    ]) {
        if (!obj || found)
            continue;
        for (const k of DATE_KEYS) {
            if (obj.has(k)) {
                found = { path: `${base}/${k}`, value: obj.get(k) };
                break;
            }
        }
    }
    if (!found) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB037,
            message: 'This manifest pins controllers (a new manifest) but has no creation date inside it (manifest.createdAt): the outer createdAt is not part of the hash, so the creation date is not pinned.',
            path: '/manifest/createdAt',
            gate: 'pinned-revisions'
        });
        return;
    }
    const inner = parseCreationDate(found.value);
    if (inner === undefined) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB037,
            message: `${found.path.slice(1).replace(/\//g, '.')} is not a date (RFC 3339 date-time or YYYY-MM-DD), so the creation date is not pinned.`,
            path: found.path,
            gate: 'pinned-revisions'
        });
        return;
    }
    const outer = parseCreationDate(doc.get('createdAt'));
    if (outer !== undefined && outer !== inner) {
        res.issues.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_1__.FB.FB038,
            message: `The outer createdAt (not hashed) differs from the hashed creation date ${found.path.slice(1).replace(/\//g, '.')}; the hashed one is the suite's creation date.`,
            path: '/createdAt',
            gate: 'pinned-revisions'
        });
    }
}


/***/ }),

/***/ 95947:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ exportSetMetrics),
/* harmony export */   w: () => (/* binding */ exportMetrics)
/* harmony export */ });
/** The pools in the order the headline lists them. */
const HEADLINE_POOLS = ['official', 'live', 'private', 'invalid'];
function exportMetrics(c) {
    const out = [{ id: 'rows', label: 'Rows', value: c.rows, headline: { label: 'rows' } }];
    const pools = HEADLINE_POOLS.filter((k) => Number.isFinite(c.pools[k])).map((k) => `${k} ${c.pools[k]}`);
    for (const [i, pool] of Object.keys(c.pools).sort().entries())
        out.push({
            id: `pool/${pool}/rows`,
            label: `Rows in the ${pool} pool`,
            value: c.pools[pool],
            ...(pool === 'invalid' ? { better: 'lower' } : {}),
            // The pools' line rides on the first pool metric.
            ...(i === 0 && pools.length ? { headline: { label: 'pools', text: pools.join(', ') } } : {})
        });
    out.push({ id: 'matches', label: 'Distinct matches', value: c.distinctMatchIds });
    out.push({ id: 'rows_with_failures', label: 'Rows with failures', value: c.rowsWithFailures, better: 'lower' });
    out.push({
        id: 'matches_with_failures',
        label: 'Matches with failures',
        value: c.matchesWithFailures,
        better: 'lower'
    });
    return out;
}
function exportSetMetrics(shards, twinPairs, distinctMatchIds, rows) {
    return [
        { id: 'rows', label: 'Rows (all downloads)', value: rows },
        { id: 'shards', label: 'Downloads (twins and configured shards count once)', value: shards },
        { id: 'twin_pairs', label: 'JSONL/Parquet twin pairs', value: twinPairs },
        { id: 'matches', label: 'Distinct matches', value: distinctMatchIds }
    ];
}


/***/ }),

/***/ 99968:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ FIGHTBENCH_OPTION_TRUST),
/* harmony export */   Ac: () => (/* binding */ parseOptions),
/* harmony export */   T4: () => (/* binding */ isShardFolder)
/* harmony export */ });
/* unused harmony exports DEFAULT_OPTIONS, splitCommand */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77816);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31376);
/* harmony import */ var _core_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39597);




const DEFAULT_OPTIONS = {
    engineVersions: ['0.1.1'],
    engineTimeoutMs: 30_000,
    engineMaxOutputBytes: 64 * 1024,
    requireReplay: false,
    // On by default: the spec promises exports hold no secrets, and raw provider requests can carry credentials.
    secretScan: true,
    maxCellBytes: 16 * 1024 * 1024,
    maxLineBytes: 64 * 1024 * 1024,
    maxRowGroupBytes: 512 * 1024 * 1024,
    maxManifestBytes: 16 * 1024 * 1024,
    maxFindingsPerCode: 20,
    manifestCanonicalization: 'any',
    shardFolders: []
};
/** A folder of option `shard-folders` in the form discovery uses (posix, no './' or trailing '/'; '' → '.'). */
function normalizeFolder(f) {
    let s = f.trim().replace(/\\/g, '/');
    if (s === '*')
        return s;
    while (s.startsWith('./'))
        s = s.slice(2);
    s = s.replace(/\/+$/, '');
    if (s === '')
        s = '.';
    if (s.startsWith('/') || s.split('/').some((p) => p === '..' || p === ''))
        return undefined;
    return s;
}
/** Whether the files of `dir` are shards of one export under `o.shardFolders`. */
function isShardFolder(o, dir) {
    return o.shardFolders.includes('*') || o.shardFolders.includes(dir);
}
/**
 * Splits a command string into argv without a shell: whitespace separates words, single and double quotes
 * group, backslash escapes the next character outside single quotes. No expansion of any kind.
 */
function splitCommand(cmd) {
    const out = [];
    let cur = '';
    let has = false;
    let quote;
    for (let i = 0; i < cmd.length; i++) {
        const c = cmd[i];
        if (quote === "'") {
            if (c === "'")
                quote = undefined;
            else
                cur += c;
        }
        else if (quote === '"') {
            if (c === '"')
                quote = undefined;
            else if (c === '\\' && i + 1 < cmd.length)
                cur += cmd[++i];
            else
                cur += c;
        }
        else if (c === "'" || c === '"') {
            quote = c;
            has = true;
        }
        else if (c === '\\' && i + 1 < cmd.length) {
            cur += cmd[++i];
            has = true;
        }
        else if (/\s/.test(c)) {
            if (has || cur.length)
                out.push(cur);
            cur = '';
            has = false;
        }
        else {
            cur += c;
            has = true;
        }
    }
    if (quote)
        return undefined;
    if (has || cur.length)
        out.push(cur);
    return out.length ? out : undefined;
}
function bad(key, why) {
    return (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.FB.FB060, `Option "${key}" ${why}; the default is used.`, { subject: `options.${key}` });
}
/** Every fightbench option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
const FIGHTBENCH_OPTION_TRUST = {
    'engine-versions': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it widens the engine versions an export may claim'),
    'fightbench-engine': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it names a program benchgate would run outside the sandbox'),
    engine: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it names a program benchgate would run outside the sandbox'),
    'engine-timeout-ms': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.engineTimeoutMs),
    'engine-max-output-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.engineMaxOutputBytes),
    'require-replay': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenBool */ .mA)(true, false),
    'secret-scan': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenBool */ .mA)(true, true),
    'public-repo': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it states a fact about the repository that the tree cannot vouch for'),
    'max-cell-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxCellBytes),
    'max-line-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxLineBytes),
    'max-row-group-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxRowGroupBytes),
    'max-manifest-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxManifestBytes),
    'max-findings-per-code': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenHigher */ .b8)(DEFAULT_OPTIONS.maxFindingsPerCode),
    'manifest-canonicalization': {
        tree: 'tighten',
        // 'any' accepts every canonicalisation; pinning one is stricter (a different pin is only different).
        rank: (v) => v === undefined || v === 'any'
            ? 0
            : typeof v === 'string' && _canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .CANONICALIZATIONS */ .I5.includes(v)
                ? 1
                : undefined
    },
    'shard-folders': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it changes which files are judged together as one export')
};
/** Reads `ctx.options` (plain JSON values); wrong values become FB060 findings and fall back to defaults. */
function parseOptions(raw) {
    const o = {
        ...DEFAULT_OPTIONS,
        engineVersions: [...DEFAULT_OPTIONS.engineVersions],
        shardFolders: []
    };
    const findings = [];
    const known = new Set(Object.keys(FIGHTBENCH_OPTION_TRUST));
    for (const k of Object.keys(raw).sort())
        if (!known.has(k))
            findings.push(bad(k, 'is not a fightbench option'));
    const ev = raw['engine-versions'];
    if (ev !== undefined) {
        const list = typeof ev === 'string'
            ? ev
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean)
            : Array.isArray(ev) && ev.every((x) => typeof x === 'string')
                ? ev.map((s) => s.trim()).filter(Boolean)
                : undefined;
        if (!list || list.length === 0)
            findings.push(bad('engine-versions', 'must be a non-empty comma-separated string or list of version strings'));
        else
            o.engineVersions = [...new Set(list)];
    }
    const engKey = raw['fightbench-engine'] !== undefined ? 'fightbench-engine' : 'engine';
    const eng = raw[engKey];
    if (eng !== undefined && eng !== null && eng !== '') {
        if (typeof eng === 'string') {
            const argv = splitCommand(eng);
            if (!argv)
                findings.push(bad(engKey, 'is not a valid command (empty or an unclosed quote)'));
            else
                o.engine = argv;
        }
        else if (Array.isArray(eng) &&
            eng.length > 0 &&
            eng.every((x) => typeof x === 'string') &&
            eng[0].length > 0) {
            o.engine = [...eng];
        }
        else
            findings.push(bad(engKey, 'must be a command string or a non-empty argv list of strings'));
    }
    const num = (key, field, min) => {
        const v = raw[key];
        if (v === undefined)
            return;
        const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
        if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min)
            findings.push(bad(key, `must be an integer >= ${min}`));
        else
            o[field] = n;
    };
    num('engine-timeout-ms', 'engineTimeoutMs', 1);
    num('engine-max-output-bytes', 'engineMaxOutputBytes', 128);
    num('max-cell-bytes', 'maxCellBytes', 1);
    num('max-line-bytes', 'maxLineBytes', 16);
    num('max-row-group-bytes', 'maxRowGroupBytes', 1);
    num('max-manifest-bytes', 'maxManifestBytes', 2);
    num('max-findings-per-code', 'maxFindingsPerCode', 1);
    const bool = (key) => {
        const v = raw[key];
        if (v === undefined || v === null || v === '')
            return undefined;
        if (typeof v === 'boolean')
            return v;
        if (v === 'true')
            return true;
        if (v === 'false')
            return false;
        if (key === 'public-repo' && v === 'unknown')
            return undefined;
        findings.push(bad(key, 'must be true or false'));
        return undefined;
    };
    o.requireReplay = bool('require-replay') ?? false;
    o.secretScan = bool('secret-scan') ?? true;
    const pub = bool('public-repo');
    if (pub !== undefined)
        o.publicRepo = pub;
    const mc = raw['manifest-canonicalization'];
    if (mc !== undefined) {
        if (mc === 'any' || (typeof mc === 'string' && _canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .CANONICALIZATIONS */ .I5.includes(mc)))
            o.manifestCanonicalization = mc;
        else
            findings.push(bad('manifest-canonicalization', `must be "any" or one of ${_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .CANONICALIZATIONS */ .I5.join(', ')}`));
    }
    const sf = raw['shard-folders'];
    if (sf !== undefined && sf !== null && sf !== '') {
        const list = typeof sf === 'string'
            ? sf.split(',')
            : Array.isArray(sf) && sf.every((x) => typeof x === 'string')
                ? sf
                : undefined;
        const norm = list?.filter((x) => x.trim() !== '').map(normalizeFolder);
        if (!norm || norm.some((x) => x === undefined))
            findings.push(bad('shard-folders', 'must be a comma-separated string or list of repository-relative folders (or "*")'));
        else
            o.shardFolders = [...new Set(norm)];
    }
    return { options: o, findings };
}


/***/ }),

/***/ 48469:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $h: () => (/* binding */ checkTurns),
/* harmony export */   Am: () => (/* binding */ recordedTerminalTurn),
/* harmony export */   _m: () => (/* binding */ topLevelNumberToken),
/* harmony export */   cZ: () => (/* binding */ COLUMNS),
/* harmony export */   cg: () => (/* binding */ checkZeroWithoutEvidence),
/* harmony export */   f3: () => (/* binding */ checkRow),
/* harmony export */   nT: () => (/* binding */ exceedsBytes),
/* harmony export */   sY: () => (/* binding */ safeShort),
/* harmony export */   wp: () => (/* binding */ POOLS),
/* harmony export */   yO: () => (/* binding */ COLUMN_SET),
/* harmony export */   zV: () => (/* binding */ scenarioTextClean)
/* harmony export */ });
/* unused harmony exports NESTED, checkColumnSet, checkSchemaVersion, checkRequiredText, checkPool, checkStateHash, decodeNested, checkEngineVersion, checkReplayParts, checkScenarioHash */
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8630);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77816);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26636);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53309);
/* harmony import */ var _canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31376);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67190);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(79596);








const COLUMNS = [
    'schemaVersion',
    'matchId',
    'pool',
    'mode',
    'scenarioId',
    'stateHash',
    'replay',
    'io',
    'calls',
    'decisions',
    'accounting'
];
const COLUMN_SET = new Set(COLUMNS);
const POOLS = ['official', 'live', 'private'];
const NESTED = ['replay', 'io', 'calls', 'decisions', 'accounting'];
const REPLAY_KEYS = ['scenario', 'seed', 'config', 'actions', 'diagnostics'];
function describeType(v) {
    if (v === undefined)
        return 'missing';
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'an array';
    if (typeof v === 'bigint')
        return 'a 64-bit integer';
    if (v instanceof Uint8Array)
        return 'raw bytes';
    return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}
/** UTF-8 size of a string, cheaply bounded: only measured exactly when the length alone cannot decide. */
function exceedsBytes(s, limit) {
    if (s.length > limit)
        return true;
    if (s.length * 3 <= limit)
        return false;
    return Buffer.byteLength(s, 'utf8') > limit;
}
function checkColumnSet(row) {
    const out = [];
    const missing = COLUMNS.filter((c) => !Object.prototype.hasOwnProperty.call(row, c));
    const extra = Object.keys(row).filter((k) => !COLUMN_SET.has(k));
    if (missing.length)
        out.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB005,
            message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
            gate: 'columns'
        });
    if (extra.length)
        out.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB005,
            message: `${extra.length} extra column${extra.length > 1 ? 's' : ''} ${extra
                .slice(0, 5)
                .map((k) => JSON.stringify(k.slice(0, 40)))
                .join(', ')}${extra.length > 5 ? ', …' : ''}; schema v1 has exactly 11`,
            gate: 'columns'
        });
    return out;
}
/**
 * The source token of the number at top-level key `key` of one JSON object text that `JSON.parse` accepted (the
 * last occurrence, as `JSON.parse` keeps the last duplicate), or undefined when the value is not a number.
 * `1.0`, `1e0` and `10e-1` all parse to 1; the spec's column is an integer, so the token matters.
 */
function topLevelNumberToken(text, key) {
    let depth = 0;
    let found;
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            const start = i;
            for (i++; i < n; i++) {
                const d = text.charCodeAt(i);
                if (d === 0x5c)
                    i++;
                else if (d === 0x22)
                    break;
            }
            if (depth !== 1)
                continue;
            let j = i + 1;
            while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r'))
                j++;
            if (text[j] !== ':')
                continue;
            let name;
            try {
                name = JSON.parse(text.slice(start, i + 1));
            }
            catch {
                continue;
            }
            if (name !== key)
                continue;
            j++;
            while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r'))
                j++;
            const m = /^-?[0-9][0-9.eE+-]*/.exec(text.slice(j, j + 64));
            found = m ? m[0] : undefined;
        }
        else if (c === 0x7b || c === 0x5b)
            depth++;
        else if (c === 0x7d || c === 0x5d)
            depth--;
    }
    return found;
}
/** `token`: the JSONL source spelling of the value (from `topLevelNumberToken`), when known. */
function checkSchemaVersion(v, token) {
    if (v === 1 && token !== undefined && token !== '1') {
        return [
            {
                def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB006,
                message: `schemaVersion is written ${JSON.stringify(token.slice(0, 24))}, a number equal to 1 but not the integer the spec's column holds; write 1`,
                column: 'schemaVersion',
                path: '/schemaVersion',
                gate: 'rows-valid'
            }
        ];
    }
    if (v === 1)
        return [];
    const what = typeof v === 'number' && Number.isFinite(v) ? `${v}` : describeType(v);
    return [
        {
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB006,
            message: `schemaVersion is ${what}, expected the integer 1`,
            column: 'schemaVersion',
            path: '/schemaVersion',
            gate: 'rows-valid'
        }
    ];
}
function checkRequiredText(column, v) {
    if (typeof v === 'string' && v.trim().length > 0)
        return [];
    return [
        {
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB007,
            message: `${column} is ${typeof v === 'string' ? 'an empty string' : describeType(v)}, expected a non-empty string`,
            column,
            path: `/${column}`,
            gate: 'rows-valid'
        }
    ];
}
function checkPool(v) {
    if (typeof v === 'string' && POOLS.includes(v))
        return [];
    const shown = typeof v === 'string' ? JSON.stringify(safeShort(v, 24)) : describeType(v);
    return [
        {
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB008,
            message: `pool is ${shown}, expected one of official, live, private`,
            column: 'pool',
            path: '/pool',
            gate: 'rows-valid'
        }
    ];
}
function checkStateHash(v) {
    if (typeof v === 'string' && /^[0-9a-fA-F]{64}$/.test(v))
        return [];
    const what = typeof v === 'string' ? `a ${v.length}-character string that is not 64 hex digits` : describeType(v);
    return [
        { def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB009, message: `stateHash is ${what}`, column: 'stateHash', path: '/stateHash', gate: 'rows-valid' }
    ];
}
/** Decodes one nested JSON-string column and checks its container. */
function decodeNested(column, v, maxCellBytes) {
    const path = `/${column}`;
    if (v === null || v === undefined) {
        if (column === 'accounting')
            return { issues: [], value: null };
        return {
            issues: [
                {
                    def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB010,
                    message: `${column} is ${v === null ? 'null' : 'missing'}, expected a JSON string (an absent list is "[]")`,
                    column,
                    path,
                    gate: 'rows-valid'
                }
            ]
        };
    }
    if (typeof v !== 'string') {
        return {
            issues: [
                {
                    def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB010,
                    message: `${column} is ${describeType(v)}, expected a JSON-encoded string`,
                    column,
                    path,
                    gate: 'rows-valid'
                }
            ]
        };
    }
    if (exceedsBytes(v, maxCellBytes)) {
        return {
            issues: [
                {
                    def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB019,
                    message: `${column} is larger than max-cell-bytes (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z)(maxCellBytes)}; ${v.length} characters); not decoded`,
                    column,
                    path,
                    gate: 'rows-valid'
                }
            ]
        };
    }
    const over = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .scanJsonBounds */ .Z9)(v);
    if (over)
        return {
            issues: [
                {
                    def: _codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG020,
                    message: `${column} (its JSON text at character ${over.offset + 1}): ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .describeBound */ .YD)(over, 'cell')}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_0__/* .BOUND_FIX */ .XM}`,
                    column,
                    path,
                    gate: 'rows-valid'
                }
            ]
        };
    let value;
    try {
        value = JSON.parse(v);
    }
    catch {
        return {
            issues: [{ def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB011, message: `${column} holds ${(0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .describeJsonError */ .M1)(v)}`, column, path, gate: 'rows-valid' }]
        };
    }
    const wantObject = column === 'replay' || column === 'accounting';
    if (column === 'accounting' && value === null)
        return { issues: [], value: null, stringNull: true };
    const ok = wantObject ? value !== null && typeof value === 'object' && !Array.isArray(value) : Array.isArray(value);
    if (!ok) {
        return {
            issues: [
                {
                    def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB012,
                    message: `${column} decodes to ${describeType(value)}, expected ${wantObject ? 'an object' : 'an array'}${column === 'accounting' ? ' or null' : ''}`,
                    column,
                    path,
                    gate: 'rows-valid'
                }
            ]
        };
    }
    return { issues: [], value };
}
function checkEngineVersion(replay, allowed) {
    const ev = replay.engineVersion;
    if (typeof ev === 'string' && allowed.includes(ev))
        return [];
    const what = ev === undefined ? 'missing' : typeof ev === 'string' ? JSON.stringify(safeShort(ev, 32)) : describeType(ev);
    return [
        {
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB013,
            message: `replay.engineVersion is ${what}; supported: ${allowed.join(', ')}`,
            column: 'replay',
            path: '/replay/engineVersion',
            gate: 'rows-valid'
        }
    ];
}
function checkReplayParts(replay) {
    const missing = REPLAY_KEYS.filter((k) => !Object.prototype.hasOwnProperty.call(replay, k));
    const out = [];
    if (missing.length)
        out.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB014,
            message: `the ReplayLog has no ${missing.join(', ')}`,
            column: 'replay',
            path: '/replay',
            gate: 'rows-valid'
        });
    if (Object.prototype.hasOwnProperty.call(replay, 'actions') && !Array.isArray(replay.actions)) {
        out.push({
            def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB014,
            message: `replay.actions is ${describeType(replay.actions)}, expected an array`,
            column: 'replay',
            path: '/replay/actions',
            gate: 'rows-valid'
        });
    }
    return out;
}
function turnOf(a) {
    if (a && typeof a === 'object' && !Array.isArray(a)) {
        const t = a.turn;
        if (typeof t === 'number' && Number.isInteger(t))
            return t;
    }
    return undefined;
}
/** Terminal turn recorded in the log itself (provisional field names: `terminalTurn`, `result.terminalTurn`). */
function recordedTerminalTurn(replay) {
    const t = replay.terminalTurn;
    if (typeof t === 'number' && Number.isInteger(t))
        return t;
    const r = replay.result;
    if (r && typeof r === 'object' && !Array.isArray(r)) {
        const rt = r.terminalTurn;
        if (typeof rt === 'number' && Number.isInteger(rt))
            return rt;
    }
    return undefined;
}
/**
 * Determinism rules checkable from the log: turns never go backwards (actions carrying an integer `turn`),
 * and no action after the terminal turn (when known from the log or the engine).
 */
function checkTurns(replay, terminalTurn) {
    const actions = replay.actions;
    if (!Array.isArray(actions))
        return [];
    const out = [];
    let prev;
    let reordered = false;
    for (let i = 0; i < actions.length; i++) {
        const t = turnOf(actions[i]);
        if (t === undefined)
            continue;
        if (!reordered && prev !== undefined && t < prev) {
            out.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB043,
                message: `replay.actions[${i}] is at turn ${t}, after an action at turn ${prev}`,
                column: 'replay',
                path: `/replay/actions/${i}/turn`,
                gate: 'replay'
            });
            reordered = true;
        }
        if (terminalTurn !== undefined && t > terminalTurn) {
            out.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB044,
                message: `replay.actions[${i}] is at turn ${t}, after the terminal turn ${terminalTurn}`,
                column: 'replay',
                path: `/replay/actions/${i}/turn`,
                gate: 'replay'
            });
            break;
        }
        prev = t;
    }
    return out;
}
/**
 * "Unknown cost remains null; absent call lists become [] (not evidence of zero tokens)": with no calls,
 * an accounting cost or token count of exactly 0 is a zero recorded without evidence.
 */
function checkZeroWithoutEvidence(calls, accounting) {
    if (!calls || calls.length !== 0 || !accounting)
        return [];
    const hits = [];
    const walk = (v, path, depth) => {
        if (depth > 4 || hits.length >= 3 || !v || typeof v !== 'object')
            return;
        if (Array.isArray(v))
            return;
        for (const [k, x] of Object.entries(v)) {
            const p = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            if (x === 0 && /cost|token/i.test(k))
                hits.push(p);
            else
                walk(x, p, depth + 1);
        }
    };
    walk(accounting, '/accounting', 0);
    return hits.map((p) => ({
        def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB018,
        message: `zero recorded without evidence: ${p.slice(1).replace(/\//g, '.')} is 0 but calls is []; record unknown cost/tokens as null`,
        column: 'accounting',
        path: p,
        gate: 'rows-valid'
    }));
}
/**
 * "/proof/determinism … validates scenario hash": when the ReplayLog carries a scenario hash (`scenario.hash`, or
 * `scenarioHash` next to `scenario`), it must equal contentHash(scenario without `hash`), computed as the spec
 * says for manifests: SHA-256 over the canonical JSON, under each candidate canonicalisation (or the pinned one).
 * `replayText` is parsed again with the strict parser so numbers keep their source spelling. Pure.
 */
function checkScenarioHash(replayText, canon = 'any') {
    const path = '/replay/scenario/hash';
    let doc;
    try {
        doc = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonStrict */ .jM)(replayText);
    }
    catch {
        return []; // FB011 already (or duplicate keys: JSON.parse accepted it; the hash cannot be judged)
    }
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isJObject */ .wW)(doc))
        return [];
    const scenario = doc.get('scenario');
    const outer = doc.get('scenarioHash');
    const inner = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isJObject */ .wW)(scenario) ? scenario.get('hash') : undefined;
    if (inner === undefined && outer === undefined)
        return [];
    const where = inner !== undefined ? path : '/replay/scenarioHash';
    const issue = (message) => [
        { def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB045, message, column: 'replay', path: where, gate: 'replay' }
    ];
    if (!(0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isJObject */ .wW)(scenario))
        return issue(`replay.scenarioHash is present but replay.scenario is ${scenario === undefined ? 'missing' : 'not an object'}, so the scenario hash cannot be validated`);
    const problem = scenarioHashProblem(scenario, inner !== undefined ? inner : outer, canon);
    return problem ? issue(problem) : [];
}
/** What is wrong with `hash` as the contentHash of `scenario` (its own `hash` key removed), or undefined. Pure. */
function scenarioHashProblem(scenario, hash, canon = 'any') {
    const want = typeof hash === 'string' ? (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeDigest */ .Gc)(hash) : undefined;
    if (!want)
        return 'the scenario hash is not a SHA-256 digest (64 hex digits, optionally "sha256:"-prefixed, or base64)';
    const names = (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .candidateNames */ .qd)(canon);
    for (const h of (0,_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .contentHashes */ .Ym)(scenario, names))
        if ('hex' in h && h.hex === want.hex)
            return undefined;
    return `the scenario hash does not equal contentHash(scenario without hash) under ${canon === 'any' ? `any candidate canonicalisation (${names.join(', ')})` : `the pinned canonicalisation ${canon}`}: the scenario was changed after hashing`;
}
/**
 * Fast-path verdict on one scenario's JSON text (from a ReplayLog): true when `checkScenarioHash` would find
 * nothing about it (no top-level `hash`, or a matching one); false when it would, or when the text cannot be
 * judged alone (strict parse fails). Cached by text: a corpus repeats a few scenarios.
 */
const scenarioCache = new Map();
function scenarioTextClean(text, canon = 'any') {
    const key = canon + '\u0000' + text;
    const hit = scenarioCache.get(key);
    if (hit !== undefined)
        return hit;
    let ok = false;
    try {
        const v = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .parseJsonStrict */ .jM)(text);
        ok = (0,_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isJObject */ .wW)(v) && (!v.has('hash') || scenarioHashProblem(v, v.get('hash'), canon) === undefined);
    }
    catch {
        ok = false;
    }
    if (scenarioCache.size >= 4096)
        scenarioCache.clear();
    scenarioCache.set(key, ok);
    return ok;
}
/** Every static rule on one row. */
function checkRow(row, opts) {
    const issues = [];
    const decoded = {};
    const skip = opts.skipColumns;
    if (!opts.skipColumnSet)
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkColumnSet(row));
    if (!skip?.has('schemaVersion') && 'schemaVersion' in row)
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkSchemaVersion(row.schemaVersion, opts.schemaVersionToken));
    for (const c of ['matchId', 'mode', 'scenarioId']) {
        if (skip?.has(c) || !(c in row))
            continue;
        const v = row[c];
        if (typeof v === 'string' && exceedsBytes(v, opts.maxCellBytes))
            issues.push({
                def: _codes_js__WEBPACK_IMPORTED_MODULE_2__.FB.FB019,
                message: `${c} is larger than max-cell-bytes (${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_6__/* .formatBytes */ .z)(opts.maxCellBytes)})`,
                column: c,
                path: `/${c}`,
                gate: 'rows-valid'
            });
        else
            (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkRequiredText(c, v));
    }
    if (!skip?.has('pool') && 'pool' in row)
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkPool(row.pool));
    if (!skip?.has('stateHash') && 'stateHash' in row)
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkStateHash(row.stateHash));
    for (const c of NESTED) {
        if (skip?.has(c) || !(c in row))
            continue;
        const r = decodeNested(c, row[c], opts.maxCellBytes);
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, r.issues);
        if (r.issues.length === 0) {
            if (c === 'accounting') {
                decoded.accounting = r.value;
                if (r.stringNull)
                    decoded.accountingStringNull = true;
            }
            else if (c === 'replay')
                decoded.replay = r.value;
            else
                decoded[c] = r.value;
        }
    }
    if (decoded.replay) {
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkEngineVersion(decoded.replay, opts.engineVersions));
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkReplayParts(decoded.replay));
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkTurns(decoded.replay, recordedTerminalTurn(decoded.replay)));
        const sc = decoded.replay.scenario;
        if (typeof row.replay === 'string' &&
            ('scenarioHash' in decoded.replay ||
                (sc !== null && typeof sc === 'object' && !Array.isArray(sc) && 'hash' in sc))) {
            (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkScenarioHash(row.replay, opts.canonicalization));
        }
    }
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_7__/* .pushAll */ .iI)(issues, checkZeroWithoutEvidence(decoded.calls, decoded.accounting));
    return { issues, decoded };
}
/** A short, printable form of an identifier (matchId, a pool value): control characters escaped, length capped. */
function safeShort(s, max = 80) {
    const cut = s.length > max ? s.slice(0, max) + '…' : s;
    return cut.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


/***/ }),

/***/ 52927:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FIGHTBENCH_SUITE_ID: () => (/* binding */ FIGHTBENCH_SUITE_ID),
  createFightbenchSuite: () => (/* binding */ createFightbenchSuite),
  fightbenchSuite: () => (/* binding */ fightbenchSuite)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/order.ts
var order = __webpack_require__(92831);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/fightbench/check-common.ts
var check_common = __webpack_require__(90794);
// EXTERNAL MODULE: ./src/suites/fightbench/check-export.ts + 7 modules
var check_export = __webpack_require__(63584);
// EXTERNAL MODULE: ./src/suites/fightbench/check-set.ts + 1 modules
var check_set = __webpack_require__(432);
// EXTERNAL MODULE: ./src/suites/fightbench/check-suite.ts
var check_suite = __webpack_require__(47071);
// EXTERNAL MODULE: ./src/suites/fightbench/codes.ts
var codes = __webpack_require__(77816);
;// CONCATENATED MODULE: ./src/suites/fightbench/charts.ts
const POOLS = ['official', 'live', 'private', 'invalid'];
/**
 * One FightBench export file as a chart (HTML report; text and Markdown show it as a table): rows per pool
 * (pools are never merged), with the matches that have failures and the replay status in the note.
 * Pure: reads only the result's facts; nothing for an export set or a suite file.
 */
function fightbenchCharts(result) {
    const f = result.facts ?? {};
    const pools = f.pools;
    if (!pools || typeof pools !== 'object')
        return [];
    const p = pools;
    const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    const replay = f.replay;
    const replayText = typeof replay === 'string'
        ? replay
        : replay && typeof replay === 'object'
            ? Object.entries(replay)
                .map(([k, v]) => `${k} ${String(v)}`)
                .join(', ')
            : 'not recorded';
    return [
        {
            kind: 'chart',
            title: `Rows per pool: ${result.artifact.path}`,
            chart: {
                type: 'bar',
                x: { label: 'Pool', values: [...POOLS] },
                y: { label: 'Rows', min: 0 },
                series: [{ name: 'rows', values: POOLS.map((k) => num(p[k])) }]
            },
            note: `${num(f.rows) ?? '?'} row(s); ${num(f.matchesWithFailures) ?? '?'} match(es) with failures (${num(f.rowsWithFailures) ?? '?'} row(s)); replay: ${replayText}.`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/charts.ts
var charts = __webpack_require__(89616);
// EXTERNAL MODULE: ./src/suites/fightbench/discover.ts
var discover = __webpack_require__(5171);
// EXTERNAL MODULE: ./src/suites/fightbench/options.ts
var fightbench_options = __webpack_require__(99968);
;// CONCATENATED MODULE: ./src/suites/fightbench/suite.ts
/**
 * The FightBench suite: schema-v1 JSONL / Parquet exports and suite downloads `{id, createdAt, manifest}`.
 * See docs/fightbench.md for every rule, gate, option and decision.
 */














const FIGHTBENCH_SUITE_ID = 'fightbench';
const CANDIDATE = /\.(jsonl|parquet|json)$/i;
function unreadable(artifact, message) {
    const f = (0,finding/* finding */.g)(codes.FB.FB002, message, { file: artifact.path, gate: 'readable' });
    return {
        artifact,
        gates: [{ id: 'readable', title: 'File readable', status: 'fail', detail: `FB002: ${message}` }],
        findings: [f]
    };
}
/** Reports name an export set by its folder path, every other FightBench artifact by its file name. */
const FIGHTBENCH_NAMING = [
    { kind: check_common/* KIND */.Nd.set, label: 'FightBench export set', part: 'path' },
    { kind: '*', label: 'FightBench export', part: 'base' }
];
function createFightbenchSuite() {
    /** Export sets found by the last discover(): folder → member files. */
    const sets = new Map();
    return {
        id: FIGHTBENCH_SUITE_ID,
        optionTrust: { table: fightbench_options/* FIGHTBENCH_OPTION_TRUST */.A },
        title: 'FightBench exports and suites',
        naming: FIGHTBENCH_NAMING,
        async discover(tree, ctx) {
            const { options, findings } = (0,fightbench_options/* parseOptions */.Ac)(ctx.options);
            const artifacts = [];
            const skipped = [];
            const doubtful = [];
            const byDir = new Map();
            sets.clear();
            for (const path of tree.files) {
                if (!CANDIDATE.test(path))
                    continue;
                let s;
                try {
                    s = await (0,discover/* sniffFile */.x)(tree.abs(path), path, { maxLineBytes: options.maxLineBytes });
                }
                catch {
                    // Could not even sniff: claim exports by extension so the check reports the read error; ignore other JSON.
                    const ext = path.toLowerCase().split('.').pop();
                    s = ext === 'jsonl' || ext === 'parquet' ? { kind: ext } : { ignore: true };
                }
                if ('ignore' in s)
                    continue;
                if ('skip' in s) {
                    if (s.doubt)
                        doubtful.push({ path, reason: s.skip });
                    else
                        skipped.push({ path, reason: s.skip });
                    continue;
                }
                if (s.kind === 'suite')
                    artifacts.push({ path, kind: check_common/* KIND */.Nd.suite });
                else {
                    const format = s.kind;
                    artifacts.push({ path, kind: check_common/* KIND */.Nd[format] });
                    const dir = external_node_path_.posix.dirname(path);
                    byDir.set(dir, [...(byDir.get(dir) ?? []), { abs: tree.abs(path), file: path, format }]);
                }
            }
            // A JSONL file that could not be judged (empty, truncated, cut, too deep, past the line limit) is claimed when
            // its location says it is an export: "fightbench" in its path, or a folder holding a recognised export.
            for (const d of doubtful) {
                const dir = external_node_path_.posix.dirname(d.path);
                if (/fightbench/i.test(d.path) || byDir.has(dir))
                    artifacts.push({ path: d.path, kind: check_common/* KIND */.Nd.jsonl });
                else
                    skipped.push(d);
            }
            // Symlinks that are not files (dangling, leaving the repository) named like an export in a FightBench place.
            for (const l of tree.links)
                if (/\.(jsonl|parquet)$/i.test(l) && (/fightbench/i.test(l) || byDir.has(external_node_path_.posix.dirname(l))))
                    artifacts.push({ path: l, kind: /\.parquet$/i.test(l) ? check_common/* KIND */.Nd.parquet : check_common/* KIND */.Nd.jsonl });
            // An export-set artifact per folder where files may be tied: a JSONL and a Parquet file (twins, by name or by
            // content), or a folder configured as the shards of one export. Otherwise the files are independent downloads.
            for (const [dir, members] of [...byDir].sort(([a], [b]) => (0,order/* compareText */.n)(a, b))) {
                if (members.length < 2)
                    continue;
                const mayTwin = members.some((m) => m.format === 'jsonl') && members.some((m) => m.format === 'parquet');
                if (!mayTwin && !(0,fightbench_options/* isShardFolder */.T4)(options, dir))
                    continue;
                sets.set(dir, members);
                artifacts.push({ path: dir, kind: check_common/* KIND */.Nd.set });
            }
            return { artifacts, skipped, findings };
        },
        async check(artifact, ctx) {
            const { options } = (0,fightbench_options/* parseOptions */.Ac)(ctx.options);
            if (artifact.kind === check_common/* KIND */.Nd.set) {
                let members = sets.get(artifact.path);
                if (!members)
                    members = await membersOf(ctx.root, artifact.path);
                return (0,check_set/* checkExportSet */.f)(artifact.path, members, options, { shards: (0,fightbench_options/* isShardFolder */.T4)(options, artifact.path) });
            }
            let abs;
            try {
                abs = await (0,paths/* resolveInside */.LI)(ctx.root, artifact.path, { expect: 'file' });
            }
            catch (e) {
                return unreadable(artifact, `the file cannot be read: ${e.message}.`);
            }
            if (artifact.kind === check_common/* KIND */.Nd.suite)
                return (0,check_suite/* checkSuiteFile */.z)(abs, artifact.path, options);
            const format = artifact.kind === check_common/* KIND */.Nd.parquet ? 'parquet' : 'jsonl';
            return (0,charts/* withCharts */.U)(await (0,check_export/* checkExportFile */.X)(abs, artifact.path, format, options, { cwd: ctx.root, log: ctx.log }), fightbenchCharts);
        }
    };
}
/** Fallback when check() runs without a discover() in the same process: the folder's exports, by sniffing. */
async function membersOf(root, dir) {
    const out = [];
    let names = [];
    try {
        names = (await (0,promises_.readdir)(dir === '.' ? root : (0,external_node_path_.join)(root, ...dir.split('/')))).sort();
    }
    catch {
        return out;
    }
    for (const n of names) {
        if (!/\.(jsonl|parquet)$/i.test(n))
            continue;
        const file = dir === '.' ? n : `${dir}/${n}`;
        try {
            const abs = await (0,paths/* resolveInside */.LI)(root, file, { expect: 'file' });
            const s = await (0,discover/* sniffFile */.x)(abs, file);
            if ('kind' in s && (s.kind === 'jsonl' || s.kind === 'parquet'))
                out.push({ abs, file, format: s.kind });
        }
        catch {
            /* not a member */
        }
    }
    return out;
}
const fightbenchSuite = createFightbenchSuite();


/***/ })

};
