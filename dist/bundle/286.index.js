export const id = 286;
export const ids = [286];
export const modules = {

/***/ 36214:
/***/ (function (__unused_webpack_module, exports) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

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

/***/ 52282:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NotCanonicalizableError),
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   hQ: () => (/* binding */ withDigest),
/* harmony export */   t: () => (/* binding */ canonicalHash)
/* harmony export */ });
/* unused harmony export sha256OfString */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26636);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13023);
/**
 * PCS Canonical JSON v1 exactly as pcs-core's Python `canonical_hash` (legacy number policy):
 * top-level `signature_or_digest` / `artifact_digest` / `signature` removed, keys sorted by code point,
 * `json.dumps(separators=(",", ":"), ensure_ascii=False)`, numbers as Python prints them
 * (`13.0` stays `13.0`, `1e-05`, `1e+16`, integers exact at any size), UTF-8, `sha256:` + hex.
 * Works on the position-keeping tree of json-source.ts, never on JSON.parse output (which loses `13.0`).
 */



const EXCLUDED_TOP_LEVEL_KEYS = new Set(['signature_or_digest', 'artifact_digest', 'signature']);
/** Thrown when a value cannot be hashed the way Python would (a lone surrogate: Python raises UnicodeEncodeError). */
class NotCanonicalizableError extends Error {
    constructor(message) {
        super(message);
        this.name = 'NotCanonicalizableError';
    }
}
/** Python's rendering of a number token: ints exact (`-0` → `0`), floats via repr. */
function pythonNumber(raw, integer, value) {
    if (integer) {
        if (/^-0+$/.test(raw))
            return '0';
        return raw;
    }
    return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonFloat */ .a$)(value);
}
const SURROGATE_RE = /[\ud800-\udfff]/;
/** `json.dumps(s, ensure_ascii=False)`: identical to JSON.stringify for well-formed strings. */
function pythonString(s) {
    if (SURROGATE_RE.test(s) && (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .hasLoneSurrogate */ .fI)(s))
        throw new NotCanonicalizableError('a string contains a lone UTF-16 surrogate; Python cannot encode it as UTF-8, so no canonical digest exists');
    return JSON.stringify(s);
}
const SORT_CACHE = new WeakMap();
function sortedMembers(node) {
    let s = SORT_CACHE.get(node);
    if (!s) {
        s = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .members */ .ol)(node).map((m) => ({ key: m.key, value: m.value }));
        s.sort((a, b) => (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.key, b.key));
        SORT_CACHE.set(node, s);
    }
    return s;
}
/** Writes the canonical form of `node` (iterative; no recursion). Work items: nodes, or literal text. */
function emit(node, sink, excludeTopLevel) {
    const work = [];
    const pushObject = (n, top) => {
        let ms = sortedMembers(n);
        if (top && excludeTopLevel)
            ms = ms.filter((m) => !EXCLUDED_TOP_LEVEL_KEYS.has(m.key));
        work.push('}');
        for (let k = ms.length - 1; k >= 0; k--) {
            work.push(ms[k].value);
            work.push((k > 0 ? ',' : '') + pythonString(ms[k].key) + ':');
        }
        sink.write('{');
    };
    if (node.type === 'object')
        pushObject(node, true);
    else
        work.push(node);
    while (work.length > 0) {
        const n = work.pop();
        if (typeof n === 'string') {
            sink.write(n);
            continue;
        }
        switch (n.type) {
            case 'null':
                sink.write('null');
                break;
            case 'boolean':
                sink.write(n.value ? 'true' : 'false');
                break;
            case 'number':
                sink.write(pythonNumber(n.raw, n.integer, n.value));
                break;
            case 'string':
                sink.write(pythonString(n.value));
                break;
            case 'array': {
                sink.write('[');
                work.push(']');
                for (let k = n.items.length - 1; k >= 0; k--) {
                    work.push(n.items[k]);
                    if (k > 0)
                        work.push(',');
                }
                break;
            }
            case 'object':
                pushObject(n, false);
                break;
        }
    }
}
/** The canonical JSON string (top-level digest fields removed unless `exclude` is false). */
function canonicalJson(node, exclude = true) {
    const parts = [];
    emit(node, { write: (s) => parts.push(s) }, exclude);
    return parts.join('');
}
/** `sha256:<hex>` of the canonical JSON, streamed into the hash in chunks (bounded extra memory). */
function canonicalHash(node, exclude = true) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    let buf = '';
    emit(node, {
        write: (s) => {
            buf += s;
            if (buf.length >= 65536) {
                h.update(buf, 'utf8');
                buf = '';
            }
        }
    }, exclude);
    h.update(buf, 'utf8');
    return 'sha256:' + h.digest('hex');
}
/** sha256 of an exact canonical string (for vectors that give the canonical text). */
function sha256OfString(s) {
    return 'sha256:' + createHash('sha256').update(s, 'utf8').digest('hex');
}
/** canonical_hash of a built value (via its JSON text, so floats keep their Python form). */
function hashValue(v) {
    const r = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonSource */ .X0)((0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyJsonDumps */ .dv)(v, { ensureAscii: false }), { maxDepth: 10000 });
    if (!r.ok)
        throw new Error(`internal: could not re-read built JSON: ${r.error.message}`);
    return canonicalHash(r.doc.root);
}
/**
 * pcs-core `_with_digest` on a value built as Python builds it (floats marked `PyFloat`): sets signature_or_digest
 * (in place, keeping its key position) to the canonical hash of the object without it.
 */
function withDigest(obj) {
    obj.signature_or_digest = hashValue(obj);
    return obj;
}


/***/ }),

/***/ 29738:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gs: () => (/* binding */ checkPcsDocument),
  Ks: () => (/* binding */ checkVerdict),
  ll: () => (/* binding */ unreadDocument)
});

// EXTERNAL MODULE: ./src/suites/pcs/rules-tier.ts
var rules_tier = __webpack_require__(66296);
;// CONCATENATED MODULE: ./src/suites/pcs/metrics.ts

function tierRank(tier) {
    return tier ? rules_tier/* TIER_ORDER */.uV.indexOf(tier) + 1 : 0;
}
function pcsMetrics(isIngest, tier, digests) {
    const out = [];
    if (isIngest)
        out.push({
            id: 'tier',
            label: `Adequacy tier: ${tier ?? 'none'} (rank of ${rules_tier/* TIER_ORDER */.uV.join(' < ')})`,
            value: tierRank(tier),
            better: 'higher',
            ...(tier ? { headline: { label: 'tier', text: tier } } : {})
        });
    if (digests) {
        out.push({
            id: 'digests_matched',
            label: 'Digests recomputed and matched',
            value: Math.max(0, digests.checked - digests.mismatched),
            better: 'higher'
        });
        out.push({ id: 'digests_mismatched', label: 'Digests mismatched', value: digests.mismatched, better: 'lower' });
    }
    return out;
}

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/json-source.ts + 2 modules
var json_source = __webpack_require__(26636);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var codes = __webpack_require__(66570);
// EXTERNAL MODULE: ./src/suites/pcs/detect.ts
var detect = __webpack_require__(31453);
// EXTERNAL MODULE: ./src/suites/pcs/canonical.ts
var canonical = __webpack_require__(52282);
// EXTERNAL MODULE: ./src/suites/pcs/rules-common.ts
var rules_common = __webpack_require__(66029);
;// CONCATENATED MODULE: ./src/suites/pcs/digests.ts
/** Recomputes every digest of a pcs document (pcs-core itself never does): embedded objects, ref records, root. */



function one(kind, pointer, node) {
    const item = { kind, pointer };
    if (node.type !== 'object')
        return { ...item, problem: 'not an object' };
    const rec = (0,json_source/* getMember */.Xf)(node, 'signature_or_digest');
    if (rec && rec.type === 'string')
        item.recorded = rec.value;
    try {
        item.computed = (0,canonical/* canonicalHash */.t)(node);
    }
    catch (e) {
        if (e instanceof canonical/* NotCanonicalizableError */.P)
            item.problem = e.message;
        else
            throw e;
    }
    return item;
}
/** All digests of an ingest (embedded objects, refs, root) or of a standalone artifact (root only). */
function recomputeDigests(root, isIngest) {
    const items = [];
    if (isIngest && root.type === 'object') {
        for (const f of [...rules_common/* EMBEDDED_FIELDS */.LZ, 'artifact_refs']) {
            const arr = (0,json_source/* getMember */.Xf)(root, f);
            if (!arr || arr.type !== 'array')
                continue;
            arr.items.forEach((o, i) => {
                if (o.type === 'object')
                    items.push(one(f === 'artifact_refs' ? 'ref' : 'embedded', `/${f}/${i}`, o));
            });
        }
    }
    if (root.type === 'object')
        items.push(one('root', '', root));
    let checked = 0;
    let mismatched = 0;
    let uncomputable = 0;
    for (const it of items) {
        if (it.computed === undefined || it.recorded === undefined) {
            uncomputable++;
            continue;
        }
        checked++;
        if (it.computed !== it.recorded)
            mismatched++;
    }
    return { items, checked, mismatched, uncomputable };
}

// EXTERNAL MODULE: ./src/suites/pcs/options.ts
var pcs_options = __webpack_require__(74758);
;// CONCATENATED MODULE: ./src/suites/pcs/check-common.ts
const GATE_TITLES = {
    schema: 'JSON and JSON Schema (embedded objects included)',
    semantics: 'pcs-core semantic rules',
    refs: 'artifact_refs consistency',
    digests: 'Recomputed canonical digests',
    tier: 'Adequacy tier'
};
/** The gates after `schema` in check order: undecided, with the reason, when the document could not be read. */
function undecidedAfterSchema(why) {
    return ['semantics', 'refs', 'digests', 'tier'].map((id) => ({
        id,
        title: GATE_TITLES[id],
        status: 'undecided',
        detail: why
    }));
}
/** A gate from the error findings counted against it: pass with `passDetail`, or fail naming the (first) error. */
function gateFromFindings(id, findings, passDetail, applicable = true) {
    if (!applicable)
        return { id, title: GATE_TITLES[id], status: 'skipped', detail: passDetail };
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title: GATE_TITLES[id], status: 'pass', detail: passDetail };
    return {
        id,
        title: GATE_TITLES[id],
        status: 'fail',
        detail: errs.length === 1
            ? `${errs[0].code}: ${errs[0].message}`
            : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
    };
}
/** The digests gate: skipped when off; under strict, fail on a mismatch and undecided on an uncomputable digest. */
function digestGate(digests, mode) {
    const title = GATE_TITLES.digests;
    if (!digests)
        return { id: 'digests', title, status: 'skipped', detail: 'digests: off' };
    const detail = `${digests.checked} checked, ${digests.mismatched} mismatched${digests.uncomputable ? `, ${digests.uncomputable} not computable` : ''} (digests: ${mode})`;
    if (mode !== 'strict')
        return { id: 'digests', title, status: 'pass', detail };
    const status = digests.mismatched > 0 ? 'fail' : digests.uncomputable > 0 ? 'undecided' : 'pass';
    return { id: 'digests', title, status, detail };
}
/**
 * The tier gate of an ingest: with a minimum, its findings decide and no tier fails; without one, a tier passes and
 * an invalid bundle (no tier) skips.
 */
function tierGate(findings, tier, minTier, referenceTier) {
    if (minTier) {
        const g = gateFromFindings('tier', findings, `${tier} (at least ${minTier} required)`);
        return tier ? g : { ...g, status: 'fail' };
    }
    return tier
        ? { id: 'tier', title: GATE_TITLES.tier, status: 'pass', detail: `${tier} (no minimum set)` }
        : {
            id: 'tier',
            title: GATE_TITLES.tier,
            status: 'skipped',
            detail: `invalid bundle: no tier (reference: ${referenceTier})`
        };
}

;// CONCATENATED MODULE: ./src/suites/pcs/facts.ts

/** The ingest's refs count (0 for other types). */
const refCount = (o) => o.type === 'PcsBenchIngest.v0' && Array.isArray(o.data.artifact_refs) ? o.data.artifact_refs.length : 0;
/** The producer's required arrays, and those present and non-empty. */
function requiredArrays(o) {
    const isIngest = o.type === 'PcsBenchIngest.v0';
    const producer = typeof o.data.producer_id === 'string' ? o.data.producer_id : '';
    const required = isIngest ? (rules_common/* PRODUCER_EMBEDDED_REF_FIELDS */.st[producer] ?? []) : [];
    const present = required.filter((f) => Array.isArray(o.data[f]) && o.data[f].length > 0);
    return { producer, required, present };
}
/** The document's row in the pcs table. */
function documentSection(o) {
    const isIngest = o.type === 'PcsBenchIngest.v0';
    const { producer, required, present } = requiredArrays(o);
    const arraysPresent = isIngest ? rules_common/* EMBEDDED_FIELDS */.LZ.filter((f) => Array.isArray(o.data[f])).length : 0;
    const d = o.digests;
    return {
        kind: 'table',
        title: `pcs: ${o.file}`,
        columns: [
            'type',
            'producer',
            'tier',
            'required arrays present',
            'refs checked',
            'digests checked / mismatched',
            'verdict'
        ],
        rows: [
            [
                o.type,
                isIngest ? producer || '(none)' : '-',
                isIngest ? (o.tier ?? `none (invalid; reference: ${o.referenceTier})`) : '-',
                isIngest
                    ? `${present.length}/${required.length}${required.length ? ` (${required.join(', ')})` : ''}; ${arraysPresent}/5 arrays`
                    : '-',
                isIngest ? refCount(o) : '-',
                d ? `${d.checked} / ${d.mismatched}${d.uncomputable ? ` (+${d.uncomputable} not computable)` : ''}` : 'off',
                o.verdict
            ]
        ]
    };
}
/** The document's facts (the JSON report's `facts`). */
function documentFacts(o) {
    const { producer, required, present } = requiredArrays(o);
    return {
        type: o.type,
        ...(o.type === 'PcsBenchIngest.v0'
            ? {
                producer,
                tier: o.tier ?? null,
                referenceTier: o.referenceTier,
                tierFindings: o.tierFindings,
                nextTier: o.ladder?.nextTier ?? null,
                missingForNextTier: o.ladder?.missingForNextTier ?? [],
                refs: refCount(o),
                requiredArrays: required,
                requiredArraysPresent: present
            }
            : {}),
        valid: o.valid,
        digests: o.digests
            ? {
                mode: o.digestMode,
                checked: o.digests.checked,
                mismatched: o.digests.mismatched,
                uncomputable: o.digests.uncomputable
            }
            : { mode: 'off' },
        verdict: o.verdict
    };
}

;// CONCATENATED MODULE: ./src/suites/pcs/rules-digests.ts

/** One digest: nothing when it matches; `severity` is the digests option's (error under strict, else warning). */
function digestRule(it, severity) {
    const label = it.kind === 'root' ? 'root' : it.pointer.slice(1).replace(/\/(\d+)$/, '[$1]');
    if (it.computed === undefined || it.recorded === undefined) {
        const why = it.problem ?? 'there is no recorded signature_or_digest string to compare';
        return [
            {
                def: codes/* PCS */.b.PCS033,
                message: `${label}: digest not checked: ${why}`,
                gate: 'digests',
                pointer: it.pointer + (it.recorded === undefined && !it.problem ? '' : '/signature_or_digest'),
                severity
            }
        ];
    }
    if (it.computed === it.recorded)
        return [];
    return [
        {
            def: it.kind === 'root' ? codes/* PCS */.b.PCS032 : it.kind === 'ref' ? codes/* PCS */.b.PCS031 : codes/* PCS */.b.PCS030,
            message: `${label}: recorded signature_or_digest ${it.recorded} but the canonical digest is ${it.computed}`,
            gate: 'digests',
            pointer: it.pointer + '/signature_or_digest',
            severity
        }
    ];
}

;// CONCATENATED MODULE: ./src/suites/pcs/rules-grade.ts


/** The field a pcs-core tier finding is about. */
function tierPointer(f) {
    if (f.startsWith('ingest source_commit'))
        return '/source_commit';
    if (f.startsWith('commands'))
        return '/commands';
    const m = /expects non-empty (\S+)/.exec(f);
    if (m)
        return '/' + m[1];
    if (f.includes('artifact_refs'))
        return '/artifact_refs';
    return '';
}
/** pcs-core's tier findings of a valid bundle, each at the field it is about (PCS040). */
function referenceTierRule(a) {
    return a.findings.map((f) => ({ def: codes/* PCS */.b.PCS040, message: f, gate: 'tier', pointer: tierPointer(f) }));
}
/** A provenance manifest entry that exists but disagrees keeps a valid bundle at release-grade (PCS043). */
function manifestRule(ladder) {
    return ladder.manifestProblems.map((w) => ({
        def: codes/* PCS */.b.PCS043,
        message: `${w}; graded release-grade, not audit-ready`,
        gate: 'tier',
        pointer: ''
    }));
}
/** What a pcs-core external-review-grade bundle lacks for audit-ready (PCS044). */
function auditReadyRule(ladder) {
    if (ladder.auditMissing.length === 0)
        return [];
    return [
        {
            def: codes/* PCS */.b.PCS044,
            message: `not audit-ready: ${ladder.auditMissing.join('; ')}; graded release-grade`,
            gate: 'tier',
            pointer: ''
        }
    ];
}
/** An invalid bundle has no tier; the message says what pcs-core would still answer (PCS042). */
function invalidBundleTierRule(a) {
    return [
        {
            def: codes/* PCS */.b.PCS042,
            message: `invalid bundle: no tier (pcs-core's assess_ingest_adequacy_tier would still say ${a.tier}${a.findings.length ? `: ${a.findings.join('; ')}` : ''})`,
            gate: 'tier',
            pointer: ''
        }
    ];
}
/** The bundle's tier is at least the required one (option min-tier; PCS041). */
function minTierRule(tier, minTier, ladder) {
    if (!minTier)
        return [];
    if (!tier)
        return [
            {
                def: codes/* PCS */.b.PCS041,
                message: `the bundle is invalid, so it has no tier; ${minTier} is required (option min-tier)`,
                gate: 'tier',
                pointer: ''
            }
        ];
    if ((0,rules_tier/* tierAtLeast */.Rg)(tier, minTier))
        return [];
    return [
        {
            def: codes/* PCS */.b.PCS041,
            message: `adequacy tier ${tier} is below the required ${minTier}: missing for ${ladder.nextTier ?? minTier}: ${ladder.missingForNextTier.join('; ')}`,
            gate: 'tier',
            pointer: ''
        }
    ];
}
/**
 * The tier rules of an ingest in order: a valid bundle's pcs-core findings, manifest problems and audit-ready gaps,
 * or an invalid bundle's missing tier; then the min-tier gate.
 */
function gradeRules(a, ladder, valid, minTier) {
    const issues = valid
        ? [...referenceTierRule(a), ...manifestRule(ladder), ...auditReadyRule(ladder)]
        : invalidBundleTierRule(a);
    return [...issues, ...minTierRule(ladder.tier, minTier, ladder)];
}

// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/pcs/rules-read.ts
/**
 * The reading rules of a pcs document, one function per rule, pure: its size, its encoding, its JSON (a parse
 * error, then what Python's json module reads differently from RFC 8259: duplicate keys, lone surrogates,
 * non-finite numbers) and its v0 type. A failing read rule fails the schema gate and leaves the rest undecided.
 */





/** The file is at most max-bytes long (PCS002). */
function sizeRule(size, maxBytes) {
    if (size <= maxBytes)
        return undefined;
    return {
        issue: {
            def: codes/* PCS */.b.PCS002,
            message: `the file is ${(0,bytes/* overLimit */.W)(size, maxBytes)} (option max-bytes); it was not checked`,
            gate: 'schema',
            place: { line: 1, column: 1 }
        },
        detail: 'file too large',
        why: 'the file was not read'
    };
}
/** The file is UTF-8: what a file whose bytes do not decode gets (PCS001). */
const NOT_UTF8 = {
    issue: {
        def: codes/* PCS */.b.PCS001,
        message: 'the file is not valid UTF-8; JSON must be UTF-8 encoded',
        gate: 'schema',
        place: { line: 1, column: 1 }
    },
    detail: 'not UTF-8',
    why: 'the file could not be parsed'
};
/** The text is JSON within the depth, size and structure bounds (PCS003, PCS002, BG020, else PCS001). */
function parseErrorRule(e) {
    const def = e.kind === 'depth' ? codes/* PCS */.b.PCS003 : e.kind === 'size' ? codes/* PCS */.b.PCS002 : e.kind === 'bounds' ? general.BG.BG020 : codes/* PCS */.b.PCS001;
    const message = e.kind === 'depth'
        ? `${e.message} (option max-depth)`
        : e.kind === 'bounds'
            ? `${e.message}: ${bounds/* BOUND_FIX */.XM}`
            : `invalid JSON: ${e.message}`;
    return {
        issue: { def, message, gate: 'schema', place: { line: e.line, column: e.column } },
        detail: e.kind === 'depth' ? 'nesting too deep' : e.kind === 'bounds' ? 'over a structure bound' : 'invalid JSON',
        why: 'the file could not be parsed'
    };
}
/** The parser's notes of one kind as issues at their places. */
const noted = (notes, def, gate) => notes.map((d) => ({ def, message: d.message, gate, place: { line: d.line, column: d.column, subject: d.pointer } }));
/** No key repeats in an object (PCS004: Python keeps the last value). */
const duplicateKeyRule = (doc) => noted(doc.duplicateKeys, codes/* PCS */.b.PCS004, 'semantics');
/** No string holds a lone surrogate (PCS005). */
const loneSurrogateRule = (doc) => noted(doc.loneSurrogates, codes/* PCS */.b.PCS005, 'semantics');
/** NaN, Infinity and numbers outside a double are read as Python reads them, with a warning (PCS006, no gate). */
const nonFiniteRule = (doc) => noted(doc.nonFiniteNumbers, codes/* PCS */.b.PCS006);
/** The document is a v0 artifact: what a document without a detected type gets (PCS007). */
function noTypeFailure(value) {
    return {
        issue: {
            def: codes/* PCS */.b.PCS007,
            message: (0,rules_common/* isObj */.sA)(value)
                ? 'could not detect a v0 artifact type from the fields of this object (pcs-core: "Could not detect artifact type")'
                : 'the JSON root is not an object (pcs-core: "Artifact root must be a JSON object")',
            gate: 'schema',
            pointer: ''
        },
        detail: 'not a v0 artifact',
        why: 'no v0 type'
    };
}

;// CONCATENATED MODULE: ./src/suites/pcs/rules-schema.ts

/**
 * The schema errors not listed (PCS060). It comes first: the report keeps an artifact's first 999 errors in order,
 * and this one says what is missing.
 */
function omittedSchemaRule(schema, limit) {
    if (schema.omittedIssues === 0 && schema.omittedItems.size === 0)
        return [];
    const parts = [];
    if (schema.omittedIssues > 0)
        parts.push(`${schema.omittedIssues} more schema error(s)`);
    for (const [key, n] of schema.omittedItems)
        parts.push(`${n} more ${key} entr${n === 1 ? 'y' : 'ies'} that fail the schema`);
    return [
        {
            def: codes/* PCS */.b.PCS060,
            message: `${parts.join(', ')} are not listed: benchgate keeps the first ${limit} schema errors in path order`,
            gate: 'schema',
            pointer: ''
        }
    ];
}
const EMBEDDED_ITEM = /^\/(benchmark_runs|coverage_reports|failure_localization_reports|explain_quality_reports|profile_coverage_reports|artifact_refs)\/\d+$/;
/**
 * One schema error (PCS010). An item of an ingest's embedded array or artifact_refs that is a string (a path where
 * the object belongs) is PCS011.
 */
function schemaIssueRule(s, isIngest, data) {
    const pathOnly = isIngest && s.keyword === 'type' && EMBEDDED_ITEM.test(s.pointer) && typeof valueAt(data, s.pointer) === 'string';
    return { def: pathOnly ? codes/* PCS */.b.PCS011 : codes/* PCS */.b.PCS010, message: s.message, gate: 'schema', pointer: s.pointer };
}
function valueAt(v, pointer) {
    let cur = v;
    for (const s of pointer.slice(1).split('/'))
        cur = cur && typeof cur === 'object' ? cur[s.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return cur;
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
;// CONCATENATED MODULE: ./src/suites/pcs/rules-refs.ts
/**
 * pcs-core's artifact_refs rules (`validate_benchmark_artifact_ref_semantics` and the refs part of
 * `validate_pcs_bench_ingest_semantics`), one function per rule, in pcs-core's wording, pure over plain JSON values.
 */


/** The ingest's embedded objects per array, each array read once on first use. */
function embeddedDigests(data) {
    const cache = new Map();
    return (field) => {
        let e = cache.get(field);
        if (!e) {
            const arr = (0,rules_common/* own */.ZV)(data, field);
            const objs = Array.isArray(arr) ? arr.filter(rules_common/* isObj */.sA) : [];
            const digests = new Set();
            for (const o of objs) {
                // Python puts signature_or_digest values in a set: only str (and other hashables) count; we compare strings.
                const d = (0,rules_common/* own */.ZV)(o, 'signature_or_digest');
                if (typeof d === 'string')
                    digests.add(d);
            }
            e = { count: objs.length, digests };
            cache.set(field, e);
        }
        return e;
    };
}
/** `validate_benchmark_artifact_ref_semantics` (pointers relative to the ref). */
function refSemantics(ref) {
    const out = [];
    const t = (0,rules_common/* own */.ZV)(ref, 'artifact_type');
    if (typeof t !== 'string' || !Object.prototype.hasOwnProperty.call(rules_common/* TYPE_FIELD */.Sx, t))
        out.push({
            kind: 'ref-invalid',
            pointer: '/artifact_type',
            message: `BenchmarkArtifactRef.v0 unsupported artifact_type ${(0,python/* pyReprCapped */.A5)(t)}`
        });
    const p = (0,rules_common/* own */.ZV)(ref, 'path');
    if (typeof p !== 'string' || p.trim() === '')
        out.push({ kind: 'ref-invalid', pointer: '/path', message: 'BenchmarkArtifactRef.v0 path must be non-empty' });
    const s = (0,rules_common/* own */.ZV)(ref, 'sha256');
    if (typeof s !== 'string' || !s.startsWith('sha256:'))
        out.push({
            kind: 'ref-invalid',
            pointer: '/sha256',
            message: 'BenchmarkArtifactRef.v0 sha256 must be a sha256: hex digest'
        });
    return out;
}
/** A producer that exports embedded objects must list artifact_refs (pcs-core stops here when it does not). */
function refsRequired(data, hasProducerEmbedded) {
    const refs = (0,rules_common/* own */.ZV)(data, 'artifact_refs');
    return hasProducerEmbedded && (refs === undefined || refs === null)
        ? [
            {
                kind: 'refs-required',
                pointer: '',
                message: `PcsBenchIngest.v0 producer ${(0,python/* pyReprCapped */.A5)((0,rules_common/* own */.ZV)(data, 'producer_id'))} requires artifact_refs when exporting embedded artifacts`
            }
        ]
        : [];
}
/** artifact_refs, when present, is an array (pcs-core stops here when it is not). */
function refsArray(refs) {
    return refs !== undefined && refs !== null && !Array.isArray(refs)
        ? [
            {
                kind: 'refs-malformed',
                pointer: '/artifact_refs',
                message: 'PcsBenchIngest.v0 artifact_refs must be an array when present'
            }
        ]
        : [];
}
/** A ref is an object. */
function refObject(ref, i) {
    return (0,rules_common/* isObj */.sA)(ref)
        ? []
        : [{ kind: 'refs-malformed', pointer: (0,rules_common/* ptr */.$5)('artifact_refs', i), message: `artifact_refs[${i}] must be an object` }];
}
/** A ref's own fields (refSemantics), placed under the ref. */
function refFields(ref, i) {
    const at = (0,rules_common/* ptr */.$5)('artifact_refs', i);
    return refSemantics(ref).map((e) => ({
        ...e,
        pointer: at + e.pointer,
        message: `artifact_refs[${i}]: ${e.message}`
    }));
}
/** What a ref points at: no embedded objects of its type, no embedded object with its sha256, or that object's key. */
function refTarget(ref, embedded) {
    const t = (0,rules_common/* own */.ZV)(ref, 'artifact_type');
    const field = typeof t === 'string' && Object.prototype.hasOwnProperty.call(rules_common/* TYPE_FIELD */.Sx, t) ? rules_common/* TYPE_FIELD */.Sx[t] : undefined;
    const e = field ? embedded(field) : undefined;
    if (!e || e.count === 0)
        return 'orphan';
    const sha = (0,rules_common/* own */.ZV)(ref, 'sha256');
    if (typeof sha !== 'string' || !e.digests.has(sha))
        return 'mismatch';
    return { covers: `${String(t)}\u0000${sha}` };
}
/** A ref names embedded objects of its type, and one of them by its signature_or_digest. */
function refTargetRule(ref, i, embedded) {
    const target = refTarget(ref, embedded);
    const at = (0,rules_common/* ptr */.$5)('artifact_refs', i);
    const t = (0,rules_common/* own */.ZV)(ref, 'artifact_type');
    if (target === 'orphan')
        return [
            {
                kind: 'ref-orphan',
                pointer: at + '/artifact_type',
                message: `artifact_refs[${i}]: no embedded objects for ${(0,python/* pyReprCapped */.A5)(t)}`
            }
        ];
    if (target === 'mismatch')
        return [
            {
                kind: 'ref-mismatch',
                pointer: at + '/sha256',
                message: `artifact_refs[${i}]: sha256 does not match any embedded ${String(t)} signature_or_digest`
            }
        ];
    return [];
}
/** No two refs share a path (pcs-core reports the first repeat once). */
function duplicateRefPath(refs) {
    const seen = new Set();
    for (let i = 0; i < refs.length; i++) {
        const ref = refs[i];
        if (!(0,rules_common/* isObj */.sA)(ref))
            continue;
        const k = JSON.stringify((0,rules_common/* own */.ZV)(ref, 'path') ?? null);
        if (seen.has(k))
            return [
                {
                    kind: 'ref-duplicate-path',
                    pointer: (0,rules_common/* ptr */.$5)('artifact_refs', i, 'path'),
                    message: 'PcsBenchIngest.v0 artifact_refs contains duplicate path values'
                }
            ];
        seen.add(k);
    }
    return [];
}
/** Every embedded object of the producer's own exports that carries a digest has a ref that matches it. */
function missingRefs(data, fields, refs, embedded) {
    const covered = new Set();
    for (const ref of refs) {
        if (!(0,rules_common/* isObj */.sA)(ref))
            continue;
        const target = refTarget(ref, embedded);
        if (typeof target === 'object')
            covered.add(target.covers);
    }
    const out = [];
    for (const f of fields) {
        const arr = (0,rules_common/* own */.ZV)(data, f);
        if (!Array.isArray(arr))
            continue;
        arr.forEach((o, j) => {
            if (!(0,rules_common/* isObj */.sA)(o))
                return;
            const d = (0,rules_common/* own */.ZV)(o, 'signature_or_digest');
            if (typeof d !== 'string')
                return;
            if (!covered.has(`${rules_common/* FIELD_TYPE */.wx[f]}\u0000${d}`))
                out.push({
                    kind: 'ref-missing',
                    pointer: (0,rules_common/* ptr */.$5)(f, j),
                    message: `${f}[${j}]: missing artifact_refs entry for ${rules_common/* FIELD_TYPE */.wx[f]} digest ${d}`
                });
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/suites/pcs/rules-ingest.ts
/**
 * pcs-core's `validate_pcs_bench_ingest_semantics` and the embedded-run part of
 * `validate_embedded_artifacts_in_ingest`, one function per rule, in pcs-core's order and wording, pure over plain
 * JSON values. The artifact_refs rules are in `rules-refs.ts`.
 */




/** source_commit is a real 40-character git SHA. */
function sourceCommitRule(data) {
    const sc = (0,rules_common/* own */.ZV)(data, 'source_commit');
    return (0,rules_common/* isPlaceholderCommit */.Nv)(sc)
        ? [
            {
                kind: 'placeholder-commit',
                pointer: sc === undefined ? '' : '/source_commit',
                message: 'PcsBenchIngest.v0 source_commit must be a real 40-character git SHA (not all zeros or all f)'
            }
        ]
        : [];
}
/** producer_id is one of pcs-core's producers. */
function producerRule(data) {
    const producer = (0,rules_common/* own */.ZV)(data, 'producer_id');
    return rules_common/* PRODUCERS */.eG.includes(producer)
        ? []
        : [
            {
                kind: 'unknown-producer',
                pointer: producer === undefined ? '' : '/producer_id',
                message: `PcsBenchIngest.v0 unknown producer_id ${(0,python/* pyReprCapped */.A5)(producer)}`
            }
        ];
}
/** The embedded arrays, commands and logs are lists. */
function requiredListsRule(data) {
    return [...rules_common/* EMBEDDED_FIELDS */.LZ, 'commands', 'logs']
        .filter((f) => !Array.isArray((0,rules_common/* own */.ZV)(data, f)))
        .map((f) => ({
        kind: 'list-required',
        pointer: (0,rules_common/* own */.ZV)(data, f) === undefined ? '' : (0,rules_common/* ptr */.$5)(f),
        message: `PcsBenchIngest.v0 requires list ${f}`
    }));
}
/** `validate_pcs_bench_ingest_semantics`, in pcs-core's order and wording. */
function ingestSemantics(data) {
    const out = [...sourceCommitRule(data), ...producerRule(data), ...requiredListsRule(data)];
    const producer = (0,rules_common/* own */.ZV)(data, 'producer_id');
    const fields = typeof producer === 'string' ? (rules_common/* PRODUCER_EMBEDDED_REF_FIELDS */.st[producer] ?? []) : [];
    const hasProducerEmbedded = fields.some((f) => {
        const a = (0,rules_common/* own */.ZV)(data, f);
        return Array.isArray(a) && a.length > 0;
    });
    const stop = [...refsRequired(data, hasProducerEmbedded), ...refsArray((0,rules_common/* own */.ZV)(data, 'artifact_refs'))];
    if (stop.length > 0)
        return (0,arrays/* pushAll */.iI)(out, stop);
    const refs = (0,rules_common/* own */.ZV)(data, 'artifact_refs');
    if (!Array.isArray(refs))
        return out;
    const embedded = embeddedDigests(data);
    refs.forEach((ref, i) => {
        if (!(0,rules_common/* isObj */.sA)(ref))
            (0,arrays/* pushAll */.iI)(out, refObject(ref, i));
        else
            (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(out, refFields(ref, i)), refTargetRule(ref, i, embedded));
    });
    (0,arrays/* pushAll */.iI)(out, duplicateRefPath(refs));
    if (hasProducerEmbedded)
        (0,arrays/* pushAll */.iI)(out, missingRefs(data, fields, refs, embedded));
    return out;
}
/** `validate_benchmark_run_semantics` (pointers relative to the run). */
function runSemantics(run) {
    if ((0,rules_common/* own */.ZV)(run, 'observed_status') !== 'passed')
        return [];
    return ['observed_failure_code', 'observed_responsible_component', 'observed_repair_hint']
        .filter((f) => {
        const v = (0,rules_common/* own */.ZV)(run, f);
        return v !== null && v !== undefined && v !== '';
    })
        .map((f) => ({
        kind: 'embedded-semantics',
        pointer: (0,rules_common/* ptr */.$5)(f),
        message: `passed runs must have null ${f}`
    }));
}
/**
 * The part of `validate_embedded_artifacts_in_ingest` that the ingest check does not already cover:
 * per-type semantics of embedded objects (BenchmarkRun.v0). Messages as pcs-core prints the detail lines.
 */
function embeddedSemantics(data) {
    const out = [];
    const runs = (0,rules_common/* own */.ZV)(data, 'benchmark_runs');
    if (!Array.isArray(runs))
        return out;
    runs.forEach((r, i) => {
        if (!(0,rules_common/* isObj */.sA)(r))
            return;
        for (const e of runSemantics(r))
            out.push({ ...e, pointer: (0,rules_common/* ptr */.$5)('benchmark_runs', i) + e.pointer, message: `benchmark_runs[${i}]: ${e.message}` });
    });
    return out;
}

// EXTERNAL MODULE: ./src/suites/pcs/rules-provenance.ts
var rules_provenance = __webpack_require__(92963);
// EXTERNAL MODULE: ./src/suites/pcs/rules-report.ts
var rules_report = __webpack_require__(72122);
;// CONCATENATED MODULE: ./src/suites/pcs/rules-semantics.ts
/**
 * Which semantic rules a document of each v0 type gets, and their codes and gates: pcs-core's semantics
 * (`rules-ingest.ts`, `rules-refs.ts`, `rules-report.ts`) and benchgate's provenance rules (`rules-provenance.ts`).
 */






const KIND_CODE = {
    'placeholder-commit': { def: codes/* PCS */.b.PCS012, gate: 'semantics' },
    'unknown-producer': { def: codes/* PCS */.b.PCS013, gate: 'semantics' },
    'list-required': { def: codes/* PCS */.b.PCS014, gate: 'semantics' },
    'refs-required': { def: codes/* PCS */.b.PCS015, gate: 'refs' },
    'refs-malformed': { def: codes/* PCS */.b.PCS016, gate: 'refs' },
    'ref-invalid': { def: codes/* PCS */.b.PCS017, gate: 'refs' },
    'ref-orphan': { def: codes/* PCS */.b.PCS018, gate: 'refs' },
    'ref-mismatch': { def: codes/* PCS */.b.PCS019, gate: 'refs' },
    'ref-duplicate-path': { def: codes/* PCS */.b.PCS020, gate: 'refs' },
    'ref-missing': { def: codes/* PCS */.b.PCS021, gate: 'refs' },
    'embedded-semantics': { def: codes/* PCS */.b.PCS022, gate: 'semantics' },
    'report-semantics': { def: codes/* PCS */.b.PCS023, gate: 'semantics' }
};
const EXTRA_CODE = {
    'ref-path': { def: codes/* PCS */.b.PCS026, gate: 'refs' },
    'source-repo': { def: codes/* PCS */.b.PCS025, gate: 'semantics' },
    'provenance-drift': { def: codes/* PCS */.b.PCS024, gate: 'refs' }
};
/**
 * pcs-core's semantic rules for the type. An embedded object's semantics (PCS022) is an error under the release
 * gate or in a standalone sub-artifact, else the code's own severity.
 */
function semanticRules(type, data, releaseGate) {
    const isIngest = type === 'PcsBenchIngest.v0';
    const issues = [];
    if (isIngest)
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(issues, ingestSemantics(data)), embeddedSemantics(data));
    else if (type === 'BenchmarkArtifactRef.v0')
        (0,arrays/* pushAll */.iI)(issues, refSemantics(data));
    else if (type === 'BenchmarkRun.v0')
        (0,arrays/* pushAll */.iI)(issues, runSemantics(data));
    else if (type === 'BenchmarkReport.v0')
        (0,arrays/* pushAll */.iI)(issues, (0,rules_report/* reportSemantics */.w)(data));
    return issues.map((i) => {
        const k = KIND_CODE[i.kind];
        const severity = i.kind === 'embedded-semantics' && (releaseGate || !isIngest) ? 'error' : undefined;
        return { def: k.def, message: i.message, gate: k.gate, pointer: i.pointer, severity };
    });
}
/** benchgate's provenance rules (ref paths, HTTPS source_repo, pins that differ from the ingest's). */
function provenanceRules(type, data) {
    const extra = type === 'PcsBenchIngest.v0'
        ? (0,rules_provenance/* ingestProvenanceRules */.zL)(data)
        : (0,rules_provenance/* standaloneProvenanceRules */.gr)(data, type === 'BenchmarkArtifactRef.v0');
    return extra.map((i) => ({
        def: EXTRA_CODE[i.kind].def,
        message: i.message,
        gate: EXTRA_CODE[i.kind].gate,
        pointer: i.pointer
    }));
}

// EXTERNAL MODULE: ./src/suites/pcs/schema.ts + 2 modules
var pcs_schema = __webpack_require__(14217);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/suites/pcs/tier-ladder.ts
/**
 * The adequacy tier ladder of a valid ingest bundle: pcs-core's tiers up to release-grade, then audit-ready only with
 * stable recomputed digests and a provenance manifest entry that backs the bundle (`provenanceProblems`, PCS043).
 */




const NEXT = {
    'schema-valid': 'developer-grade',
    'developer-grade': 'release-grade',
    'release-grade': 'audit-ready',
    'audit-ready': undefined
};
/**
 * The tier ladder (docs/pcs.md "Tiers"): pcs-core's assess_ingest_adequacy_tier for the three lower tiers; audit-ready
 * additionally needs what the spec names — stable digests (every recomputed digest equals the recorded one) and
 * provenance recorded in a provenance.manifest.json that lists the bundle consistently. An invalid bundle has no tier.
 */
function gradeIngest(file, data, a, valid, errors, digests, prov) {
    if (!valid) {
        const first = errors[0];
        return {
            nextTier: 'schema-valid',
            missingForNextTier: [
                `fix the ${errors.length} validation error(s)${first ? ` (first: ${first.code} ${first.message})` : ''}`
            ],
            auditMissing: [],
            manifestProblems: []
        };
    }
    const hard = a.findings.filter((f) => f.includes('expects non-empty'));
    const soft = a.findings.filter((f) => !f.includes('expects non-empty'));
    const auditMissing = [];
    let manifestProblems = [];
    const bad = digests.items.filter((i) => i.computed !== undefined && i.recorded !== undefined && i.computed !== i.recorded);
    const unknown = digests.items.filter((i) => i.computed === undefined || i.recorded === undefined);
    const label = (i) => (i.kind === 'root' ? 'root' : i.pointer.slice(1).replace(/\/(\d+)$/, '[$1]'));
    if (bad.length > 0)
        auditMissing.push(`stable digests: ${bad.length} of ${digests.items.length} recorded signature_or_digest values differ from the canonical digest (${bad.slice(0, 3).map(label).join(', ')}${bad.length > 3 ? ', …' : ''})`);
    if (unknown.length > 0)
        auditMissing.push(`stable digests: ${unknown.length} digest(s) cannot be checked (${unknown.slice(0, 3).map(label).join(', ')}${unknown.length > 3 ? ', …' : ''})`);
    if (!prov)
        auditMissing.push(`recorded provenance: no provenance.manifest.json beside ${external_node_path_.posix.basename(file)} (or option provenance-manifest) records this bundle`);
    else {
        manifestProblems = provenanceProblems(file, data, prov, digests);
        if (manifestProblems.length > 0)
            auditMissing.push(`recorded provenance: ${manifestProblems.length} problem(s) with the provenance manifest entry (PCS043)`);
    }
    let tier;
    let missing;
    if (a.tier === 'schema-valid') {
        tier = 'schema-valid';
        missing = hard;
    }
    else if (a.tier === 'developer-grade') {
        tier = 'developer-grade';
        missing = soft;
    }
    else if (a.tier === 'release-grade') {
        tier = 'release-grade';
        // pcs-core's own external-review conditions (real commit, refs, commands), then benchgate's.
        missing = [];
        if ((0,rules_common/* isPlaceholderCommit */.Nv)(data.source_commit))
            missing.push('a real 40-character source_commit');
        if (!(Array.isArray(data.artifact_refs) && data.artifact_refs.length > 0))
            missing.push('non-empty artifact_refs (one BenchmarkArtifactRef.v0 per exported file)');
        if (!(Array.isArray(data.commands) && data.commands.length > 0))
            missing.push('non-empty commands');
        (0,arrays/* pushAll */.iI)(missing, auditMissing);
    }
    else if (auditMissing.length > 0) {
        tier = 'release-grade';
        missing = [...auditMissing];
    }
    else {
        tier = 'audit-ready';
        missing = [];
    }
    return {
        tier,
        nextTier: NEXT[tier],
        missingForNextTier: missing,
        auditMissing: a.tier === 'external-review-grade' ? auditMissing : [],
        manifestProblems: a.tier === 'external-review-grade' ? manifestProblems : []
    };
}
/** Why a bundle's provenance manifest entry does not back it (empty: fine). */
function provenanceProblems(file, data, prov, digests) {
    if (prov.text === undefined)
        return [`the provenance manifest ${prov.path} could not be read`];
    let m;
    try {
        m = JSON.parse(prov.text);
    }
    catch {
        return [`the provenance manifest ${prov.path} is not valid JSON`];
    }
    if (!(0,rules_common/* isObj */.sA)(m) || !Array.isArray(m.entries))
        return [`the provenance manifest ${prov.path} has no entries[] array`];
    const base = external_node_path_.posix.basename(file);
    const sameDir = external_node_path_.posix.dirname(prov.path) === external_node_path_.posix.dirname(file);
    const entry = m.entries.find((e) => (0,rules_common/* isObj */.sA)(e) &&
        typeof e.golden_file === 'string' &&
        (e.golden_file === file || (sameDir && external_node_path_.posix.basename(e.golden_file) === base)));
    if (!(0,rules_common/* isObj */.sA)(entry))
        return [`the provenance manifest ${prov.path} does not list ${base}`];
    const out = [];
    const where = `provenance manifest ${prov.path} entry for ${base}`;
    if (entry.producer_id !== data.producer_id)
        out.push(`${where} has producer_id ${JSON.stringify(entry.producer_id)}, the bundle ${JSON.stringify(data.producer_id)}`);
    if ((0,rules_tier/* parseTier */.aW)(entry.adequacy_tier) !== 'audit-ready')
        out.push(`${where} records adequacy_tier ${JSON.stringify(entry.adequacy_tier)}, not audit-ready (external-review-grade)`);
    if (typeof entry.producer_command !== 'string' || entry.producer_command.trim() === '')
        out.push(`${where} has no producer_command`);
    if (typeof entry.materialized_from !== 'string' ||
        entry.materialized_from === '' ||
        entry.materialized_from.includes('\\'))
        out.push(`${where} has an empty or backslashed materialized_from`);
    const root = digests?.items.find((i) => i.kind === 'root');
    for (const k of ['signature_or_digest', 'sha256', 'digest', 'root_digest']) {
        const d = entry[k];
        if (d === undefined)
            continue;
        if (d !== data.signature_or_digest)
            out.push(`${where} records ${k} ${String(d)}, the bundle's signature_or_digest is ${String(data.signature_or_digest)}`);
        else if (root?.computed && root.computed !== d)
            out.push(`${where} records ${k} ${String(d)}, the recomputed canonical digest is ${root.computed}`);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/suites/pcs/check-document.ts
/**
 * Checks one pcs document end to end (pure: text in, result out): read rules (size, UTF-8, JSON, v0 type), JSON
 * Schema, pcs-core semantics and refs, benchgate's provenance rules, recomputed digests, the tier and min-tier gate,
 * and the document's gates, table, facts and metrics. Each rule is a pure function in a `rules-*.ts` file returning
 * issues; this file runs them in order and places their findings in the document. Options live in `options.ts`,
 * type detection in `detect.ts`, the tier ladder and provenance manifest in `tier-ladder.ts`.
 */




















/** Errors of the schema, semantics and refs gates: the bundle is invalid when there is one. */
const invalidating = (f) => f.severity === 'error' && (f.gate === 'schema' || f.gate === 'semantics' || f.gate === 'refs');
/** Checks one document. `file` is the repository-relative path used in findings. */
function checkPcsDocument(file, input, options, artifact = { path: file, kind: 'pcs-document' }, provenance) {
    const findings = [];
    /** Adds the issues as findings, located in `doc` when they name a pointer. */
    const emit = (issues, doc) => {
        for (const i of issues) {
            const loc = i.pointer !== undefined && doc
                ? { ...(0,json_source/* locate */.x5)(doc, i.pointer), subject: i.pointer === '' ? '/' : i.pointer }
                : (i.place ?? {});
            findings.push((0,finding/* finding */.g)(i.def, i.message, { file, ...loc, ...(i.gate ? { gate: i.gate } : {}) }, i.severity));
        }
    };
    /** A failed read rule: its finding, the schema gate failed and the rest undecided. */
    const unread = (f, extra = {}) => {
        emit([f.issue], extra.doc);
        const gates = [
            { id: 'schema', title: GATE_TITLES.schema, status: 'fail', detail: f.detail },
            ...undecidedAfterSchema(f.why)
        ];
        return { result: { artifact, gates, findings, facts: {} }, valid: false, ...extra };
    };
    // Read: size, UTF-8, JSON, then what Python reads differently, then the v0 type.
    const size = typeof input === 'string' ? input.length : input.byteLength;
    const tooLarge = sizeRule(size, options.maxBytes);
    if (tooLarge)
        return unread(tooLarge);
    const text = typeof input === 'string' ? input : (0,paths/* decodeUtf8Strict */.h0)(input);
    if (text === undefined)
        return unread(NOT_UTF8);
    // pcs-core reads with Python's json module, which accepts NaN, Infinity and -Infinity: so does benchgate (PCS006 warning).
    const parsed = (0,json_source/* parseJsonSource */.X0)(text, {
        maxDepth: options.maxDepth,
        maxLength: options.maxBytes,
        pythonConstants: true,
        bounds: pcs_options/* PCS_BOUNDS */.hH
    });
    if (!parsed.ok)
        return unread(parseErrorRule(parsed.error));
    const doc = parsed.doc;
    const add = (issues) => emit(issues, doc);
    add(duplicateKeyRule(doc));
    add(loneSurrogateRule(doc));
    add(nonFiniteRule(doc));
    const value = (0,json_source/* toValue */.BA)(doc.root);
    const type = (0,detect/* detectType */.C)(value);
    if (!type)
        return unread(noTypeFailure(value), { doc, value });
    const isIngest = type === 'PcsBenchIngest.v0';
    const data = value;
    if (artifact.kind === 'pcs-document')
        artifact = { ...artifact, kind: (0,detect/* artifactKind */.Z)(type) };
    // Schema, semantics, provenance.
    const schema = (0,pcs_schema/* validateSchemaLimited */.m9)(type, value, doc.root, pcs_options/* PCS_SCHEMA_ISSUE_LIMIT */.fb);
    add(omittedSchemaRule(schema, pcs_options/* PCS_SCHEMA_ISSUE_LIMIT */.fb));
    add(schema.issues.map((s) => schemaIssueRule(s, isIngest, data)));
    const releaseGate = options.releaseGrade || (options.minTier !== undefined && (0,rules_tier/* tierAtLeast */.Rg)(options.minTier, 'release-grade'));
    add(semanticRules(type, data, releaseGate));
    add(provenanceRules(type, data));
    // Digests.
    let digests;
    if (options.digests !== 'off') {
        digests = recomputeDigests(doc.root, isIngest);
        const severity = options.digests === 'strict' ? 'error' : 'warning';
        for (const it of digests.items)
            add(digestRule(it, severity));
    }
    const gates = [
        gateFromFindings('schema', findings, `valid ${type}`),
        gateFromFindings('semantics', findings, 'no semantic errors'),
        gateFromFindings('refs', findings, isIngest ? `${refCount({ type, data })} ref(s) consistent with the embedded objects` : 'not an ingest bundle', isIngest),
        digestGate(digests, options.digests)
    ];
    const valid = !findings.some(invalidating);
    // Tier.
    let tier;
    let referenceTier;
    let tierFindings;
    let ladder;
    if (isIngest) {
        const a = (0,rules_tier/* assessTier */.pt)(data);
        referenceTier = a.tier;
        tierFindings = a.findings;
        // The tier is a property of the bundle, not of the digests option: digests are recomputed for it even when off.
        const errors = findings.filter(invalidating);
        ladder = gradeIngest(file, data, a, valid, errors, digests ?? recomputeDigests(doc.root, true), provenance);
        tier = ladder.tier;
        const minTier = (0,pcs_options/* effectiveMinTier */.A4)(options);
        add(gradeRules(a, ladder, valid, minTier));
        gates.push(tierGate(findings, tier, minTier, referenceTier));
    }
    else {
        gates.push({
            id: 'tier',
            title: GATE_TITLES.tier,
            status: 'skipped',
            detail: `tiers apply to PcsBenchIngest.v0 bundles, not to a standalone ${type}`
        });
    }
    const verdict = checkVerdict({ result: { artifact, gates, findings }, valid });
    const outcome = {
        file,
        type,
        data,
        tier,
        referenceTier,
        tierFindings,
        ladder,
        digests,
        digestMode: options.digests,
        valid,
        verdict
    };
    return {
        result: {
            artifact,
            gates,
            findings,
            sections: [documentSection(outcome)],
            facts: documentFacts(outcome),
            metrics: pcsMetrics(isIngest, tier, digests)
        },
        type,
        tier,
        referenceTier,
        tierFindings,
        ...(ladder ? { nextTier: ladder.nextTier, missingForNextTier: ladder.missingForNextTier } : {}),
        valid,
        doc,
        value,
        digests
    };
}
/** Gate status helper for callers that need the overall verdict of a check. */
function checkVerdict(c) {
    const bad = ['fail', 'undecided'];
    return c.result.gates.some((g) => bad.includes(g.status)) || c.result.findings.some((f) => f.severity === 'error')
        ? 'fail'
        : 'pass';
}
/**
 * The result for a document that could not be read (the suite and `pcs validate` alike): a file over the size
 * limit fails the schema gate (PCS002, the limit named as `limitName`); a path that leaves the tree is BG003; any
 * other read error is `readError` (PCS001 in the CLI, BG008 in a run). The other gates are undecided.
 */
function unreadDocument(artifact, e, limitName, readError) {
    const file = artifact.path;
    const gates = ['schema', 'semantics', 'refs', 'digests', 'tier'].map((id) => ({
        id,
        title: id,
        status: 'undecided',
        detail: 'the file was not read'
    }));
    if (e instanceof paths/* FileTooLargeError */.yq)
        return {
            artifact,
            gates: [{ ...gates[0], status: 'fail', detail: 'file too large' }, ...gates.slice(1)],
            findings: [
                (0,finding/* finding */.g)(codes/* PCS */.b.PCS002, `the file is ${(0,bytes/* overLimit */.W)(e.size, e.limit)} (${limitName}); it was not read`, {
                    file,
                    line: 1,
                    column: 1,
                    gate: 'schema'
                })
            ]
        };
    if (e instanceof paths/* UnsafePathError */.k0)
        return { artifact, gates, findings: [(0,finding/* finding */.g)(general.BG.BG003, e.message, { file })] };
    return {
        artifact,
        gates,
        findings: [(0,finding/* finding */.g)(readError, `could not read the file: ${e.message}`, { file })]
    };
}


/***/ }),

/***/ 31453:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ detectType),
/* harmony export */   Z: () => (/* binding */ artifactKind)
/* harmony export */ });
/* harmony import */ var _rules_common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66029);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14217);
/**
 * Type detection of a pcs document: which v0 artifact type (PcsBenchIngest.v0, BenchmarkReport.v0, a sub-artifact)
 * an explicit type field or pcs-core's field heuristics give.
 */


const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
/**
 * Detects the v0 type: an explicit type field (`artifact_type`/`type`/`kind` = PcsBenchIngest.v0 or
 * BenchmarkReport.v0 / MetricSummary.v0 ...) first, then pcs-core's field heuristics (`_detect_artifact_type_heuristic`).
 */
function detectType(v) {
    if (!(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(v))
        return undefined;
    for (const k of ['type', 'kind', 'artifact_kind']) {
        const t = v[k];
        if (typeof t === 'string' && TYPE_NAMES.has(t))
            return t;
    }
    const at = v.artifact_type;
    const isRef = typeof at === 'string' &&
        typeof v.path === 'string' &&
        typeof v.sha256 === 'string' &&
        typeof v.role === 'string' &&
        !has(v, 'producer_id') &&
        !has(v, 'benchmark_runs');
    if (isRef)
        return 'BenchmarkArtifactRef.v0';
    if (at === 'PcsBenchIngest.v0' || at === 'BenchmarkReport.v0')
        return at;
    if (v.schema_version === 'v0' &&
        typeof v.producer_id === 'string' &&
        typeof v.suite_id === 'string' &&
        Array.isArray(v.benchmark_runs) &&
        Array.isArray(v.logs) &&
        has(v, 'workflow_id'))
        return 'PcsBenchIngest.v0';
    if (has(v, 'benchmark_suite_id') && has(v, 'metric_summaries'))
        return 'BenchmarkReport.v0';
    // pcs-core's own BenchmarkReport heuristic (a report without metric_summaries is still a report, then invalid).
    if (v.schema_version === 'v0' &&
        typeof v.report_id === 'string' &&
        typeof v.benchmark_suite_id === 'string' &&
        (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(v.summary))
        return 'BenchmarkReport.v0';
    if (has(v, 'metric_id') && has(v, 'applicability') && has(v, 'score'))
        return 'MetricSummary.v0';
    if (has(v, 'run_id') && has(v, 'task_id') && has(v, 'observed_status'))
        return 'BenchmarkRun.v0';
    if (has(v, 'result_id') && has(v, 'expected_responsible_component'))
        return 'FailureLocalizationResult.v0';
    if (has(v, 'required_sections') && has(v, 'sections') && has(v, 'quality_score'))
        return 'ExplainQualityReport.v0';
    if (has(v, 'coverage_id') && has(v, 'workflow_profile_id'))
        return 'ProfileCoverageReport.v0';
    if (has(v, 'coverage_id') && has(v, 'metric') && has(v, 'coverage_ratio'))
        return 'CoverageReport.v0';
    // A bundle-shaped object that misses fields is still an ingest (so its problems are reported, not skipped).
    if (has(v, 'producer_id') && (has(v, 'benchmark_runs') || has(v, 'artifact_refs') || has(v, 'coverage_reports')))
        return 'PcsBenchIngest.v0';
    return undefined;
}
const TYPE_NAMES = new Set(_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PCS_TYPES */ .JZ);
/** The artifact kind a document of the type is reported as. */
function artifactKind(type) {
    return type === 'PcsBenchIngest.v0'
        ? 'pcs-ingest'
        : type === 'BenchmarkReport.v0'
            ? 'pcs-benchmark-report'
            : 'pcs-sub-artifact';
}


/***/ }),

/***/ 74758:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ effectiveMinTier),
/* harmony export */   Ac: () => (/* binding */ parseOptions),
/* harmony export */   Es: () => (/* binding */ PCS_OPTION_TRUST),
/* harmony export */   fb: () => (/* binding */ PCS_SCHEMA_ISSUE_LIMIT),
/* harmony export */   hH: () => (/* binding */ PCS_BOUNDS),
/* harmony export */   tX: () => (/* binding */ pcsOptionKey)
/* harmony export */ });
/* unused harmony export DEFAULT_OPTIONS */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66570);
/* harmony import */ var _rules_tier_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66296);
/* harmony import */ var _core_trust_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39597);




const DEFAULT_OPTIONS = {
    digests: 'warn',
    releaseGrade: false,
    maxBytes: 64 * 1024 * 1024,
    maxDepth: 512
};
/** The camelCase spelling the reader also accepts, mapped to the kebab-case name. */
const pcsOptionKey = (k) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** Every pcs option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
const PCS_OPTION_TRUST = {
    digests: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenByOrder */ .L4)([false, 'off', 'warn', 'strict'], 'warn'),
    'min-tier': {
        tree: 'tighten',
        rank: (v) => v === undefined || v === '' || v === null ? -1 : ((t) => (t ? _rules_tier_js__WEBPACK_IMPORTED_MODULE_1__/* .TIER_ORDER */ .uV.indexOf(t) : undefined))((0,_rules_tier_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTier */ .aW)(v))
    },
    'release-grade': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenBool */ .mA)(true, false),
    'max-bytes': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxBytes),
    'max-depth': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .tightenLower */ .F8)(DEFAULT_OPTIONS.maxDepth),
    'provenance-manifest': (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_2__/* .jobOnly */ .o2)('it replaces the provenance evidence a tier is judged against')
};
/**
 * Structure bounds of one pcs document (not options: nothing may loosen them). A real bundle holds a few dozen
 * entries per array and 2,382 values at most (the conformance fixtures); every entry may cost a schema check, rules,
 * a canonical digest and findings, so pcs is bounded tighter than the shared STRUCTURE_BOUNDS
 * (docs/security/limits.md).
 */
const PCS_BOUNDS = Object.freeze({ maxItems: 10_000, maxKeys: 10_000, maxNodes: 200_000 });
/** Schema errors kept per document (PCS060 counts the rest). */
const PCS_SCHEMA_ISSUE_LIMIT = 10_000;
/** Reads the suite options (kebab-case or camelCase keys); bad values become PCS050 findings and defaults. */
function parseOptions(raw) {
    const o = { ...DEFAULT_OPTIONS };
    const findings = [];
    const get = (k) => {
        const camel = k.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
        return raw?.[k] ?? raw?.[camel];
    };
    const bad = (k, v, want) => findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .PCS */ .b.PCS050, `pcs option "${k}" is ${JSON.stringify(v)}; expected ${want}. The default is used.`));
    const d = get('digests');
    if (d !== undefined) {
        if (d === 'off' || d === 'warn' || d === 'strict')
            o.digests = d;
        else if (d === false)
            o.digests = 'off';
        else
            bad('digests', d, 'off, warn or strict');
    }
    const mt = get('min-tier');
    if (mt !== undefined && mt !== '' && mt !== null) {
        const t = (0,_rules_tier_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTier */ .aW)(mt);
        if (t)
            o.minTier = t;
        else
            bad('min-tier', mt, 'schema-valid, developer-grade, release-grade, audit-ready (or external-review-grade)');
    }
    const rg = get('release-grade');
    if (rg !== undefined) {
        if (rg === true || rg === 'true')
            o.releaseGrade = true;
        else if (rg === false || rg === 'false')
            o.releaseGrade = false;
        else
            bad('release-grade', rg, 'true or false');
    }
    for (const [k, key] of [
        ['max-bytes', 'maxBytes'],
        ['max-depth', 'maxDepth']
    ]) {
        const v = get(k);
        if (v === undefined)
            continue;
        const n = typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v;
        if (typeof n === 'number' && Number.isInteger(n) && n > 0)
            o[key] = n;
        else
            bad(k, v, 'a positive integer');
    }
    const pm = get('provenance-manifest');
    if (pm !== undefined) {
        if (typeof pm === 'string' && pm.length > 0)
            o.provenanceManifest = pm;
        else
            bad('provenance-manifest', pm, 'a repository-relative path');
    }
    return { options: o, findings };
}
/** The effective minimum tier (the release gate implies release-grade). */
function effectiveMinTier(o) {
    if (o.releaseGrade && (!o.minTier || !(0,_rules_tier_js__WEBPACK_IMPORTED_MODULE_1__/* .tierAtLeast */ .Rg)(o.minTier, 'release-grade')))
        return 'release-grade';
    return o.minTier;
}


/***/ }),

/***/ 66029:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ ptr),
/* harmony export */   LZ: () => (/* binding */ EMBEDDED_FIELDS),
/* harmony export */   Nv: () => (/* binding */ isPlaceholderCommit),
/* harmony export */   Sx: () => (/* binding */ TYPE_FIELD),
/* harmony export */   ZV: () => (/* binding */ own),
/* harmony export */   eG: () => (/* binding */ PRODUCERS),
/* harmony export */   l4: () => (/* binding */ nonEmptyList),
/* harmony export */   sA: () => (/* binding */ isObj),
/* harmony export */   st: () => (/* binding */ PRODUCER_EMBEDDED_REF_FIELDS),
/* harmony export */   wx: () => (/* binding */ FIELD_TYPE)
/* harmony export */ });
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26636);
/**
 * What pcs-core's rules share: the issue shape, the producer and embedded-array tables, and the small helpers over
 * plain JSON values (own keys only, JSON pointers). Messages are pcs-core's own (Python wording, `repr` quoting).
 */

const PRODUCERS = [
    'pcs-core',
    'pcs-bench',
    'provability-fabric',
    'certifyedge',
    'labtrust-gym',
    'scientific-memory'
];
const EMBEDDED_FIELDS = [
    'benchmark_runs',
    'coverage_reports',
    'failure_localization_reports',
    'explain_quality_reports',
    'profile_coverage_reports'
];
const FIELD_TYPE = {
    benchmark_runs: 'BenchmarkRun.v0',
    coverage_reports: 'CoverageReport.v0',
    failure_localization_reports: 'FailureLocalizationResult.v0',
    explain_quality_reports: 'ExplainQualityReport.v0',
    profile_coverage_reports: 'ProfileCoverageReport.v0'
};
const TYPE_FIELD = Object.fromEntries(Object.entries(FIELD_TYPE).map(([f, t]) => [t, f]));
/** PRODUCER_EMBEDDED_REF_FIELDS: arrays whose objects need a ref (the producer's own exports). */
const PRODUCER_EMBEDDED_REF_FIELDS = {
    'labtrust-gym': ['benchmark_runs', 'coverage_reports'],
    certifyedge: ['coverage_reports', 'profile_coverage_reports'],
    'provability-fabric': ['failure_localization_reports', 'explain_quality_reports', 'profile_coverage_reports'],
    'scientific-memory': ['explain_quality_reports', 'coverage_reports'],
    'pcs-core': [],
    'pcs-bench': []
};
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** `o[k]` when `k` is the object's own key (never a prototype's). */
const own = (o, k) => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
/** The JSON pointer of the path segments (`ptr('artifact_refs', 2)` is `/artifact_refs/2`). */
const ptr = (...parts) => parts.map((p) => '/' + (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointerSegment */ .mE)(String(p))).join('');
const nonEmptyList = (v) => Array.isArray(v) && v.length > 0;
/** pcs-core `is_placeholder_commit`: not a string, not 40 characters, or only 0/f characters. */
function isPlaceholderCommit(v) {
    return typeof v !== 'string' || v.length !== 40 || /^[0f]{40}$/i.test(v);
}


/***/ }),

/***/ 92963:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H5: () => (/* binding */ httpsRepoProblem),
/* harmony export */   gr: () => (/* binding */ standaloneProvenanceRules),
/* harmony export */   zL: () => (/* binding */ ingestProvenanceRules)
/* harmony export */ });
/* unused harmony export refPathProblem */
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53309);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13023);
/* harmony import */ var _rules_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66029);
/**
 * benchgate's own provenance rules (pcs-core checks none of these; spec: pcs-benchmark-ingest.md), one function
 * per rule, pure over plain JSON values: ref paths relative to the export root, HTTPS source_repo, and pins that
 * differ from the ingest's.
 */



/**
 * Why a ref `path` is not a path relative to the producer's export root (undefined: fine). Refused: absolute
 * POSIX paths, Windows drive letters (`C:`, `C:\`, `c:foo`), UNC and any backslash, `..` segments, NUL and other
 * control characters, URLs (`file://…`). Blank paths are pcs-core's own rule (PCS017) and not repeated here.
 */
function refPathProblem(p) {
    if (typeof p !== 'string' || p.trim() === '')
        return undefined;
    if (p.includes('\\'))
        return 'contains a backslash (use "/" separators relative to the export root)';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(p))
        return 'contains a control character';
    if (/^[A-Za-z]:/.test(p))
        return 'starts with a drive letter (an absolute Windows path)';
    if (p.startsWith('/'))
        return 'is absolute';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p))
        return 'is a URL, not a path';
    if (p.split('/').includes('..'))
        return 'contains a ".." segment that leaves the export root';
    return undefined;
}
/**
 * Why a `source_repo` is not an HTTPS URL of a repository (undefined: fine). The spec: "source_repo as the
 * HTTPS URI of the producer repository". Refused: another scheme (`http:`, `ftp:`, `git:`, `a:`), no host, a port
 * that is not a number in 1–65535, and credentials in the URL (`https://user:token@host/`, a leaked secret).
 */
function httpsRepoProblem(v) {
    if (typeof v !== 'string')
        return undefined; // the schema reports a non-string
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(v);
    if (!m)
        return 'has no URL scheme (expected https://host/owner/repo)';
    if (m[1].toLowerCase() !== 'https')
        return `uses the scheme "${m[1]}:", not https:`;
    if (!/^https:\/\//i.test(v))
        return 'has no "//" authority after https: (expected https://host/owner/repo)';
    const authority = /^https:\/\/([^/?#]*)/i.exec(v)?.[1] ?? '';
    if (authority.includes('@'))
        return 'carries credentials (user or token before "@"); never put secrets in source_repo';
    const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
    const host = hostPort?.[1] ?? '';
    const port = hostPort?.[2];
    if (host === '')
        return 'has no host';
    if (port !== undefined && !(/^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
        return `has an invalid port "${port}"`;
    try {
        new URL(v);
    }
    catch {
        return 'is not a valid URL';
    }
    return undefined;
}
/** The object's source_repo is an HTTPS URL (`where`: the message prefix, `at`: the object's pointer). */
function sourceRepoRule(o, at, where) {
    const r = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(o, 'source_repo');
    const p = httpsRepoProblem(r);
    if (!p)
        return [];
    const message = `source_repo ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(r)} ${p}`;
    return [{ kind: 'source-repo', pointer: at + '/source_repo', message: where ? `${where}: ${message}` : message }];
}
/** A ref's path is relative to the producer's export root (`where`: the message prefix, `at`: the ref's pointer). */
function refPathRule(ref, at, where) {
    const pp = refPathProblem((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(ref, 'path'));
    if (!pp)
        return [];
    const message = `path ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(ref, 'path'))} ${pp}; a ref path must be relative to the producer's export root`;
    return [{ kind: 'ref-path', pointer: at + '/path', message: where ? `${where}: ${message}` : message }];
}
/** A sub-artifact or ref naming another source_repo / source_commit than the ingest (a notice). */
function driftRule(ingest, o, at, where) {
    const repo = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(ingest, 'source_repo');
    const commit = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(ingest, 'source_commit');
    const r = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(o, 'source_repo');
    const c = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(o, 'source_commit');
    const diffs = [];
    if (typeof r === 'string' && typeof repo === 'string' && r !== repo)
        diffs.push(`source_repo ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(r)} (ingest: ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(repo)})`);
    if (typeof c === 'string' && typeof commit === 'string' && c !== commit)
        diffs.push(`source_commit ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(c)} (ingest: ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(commit)})`);
    if (diffs.length === 0)
        return [];
    return [
        {
            kind: 'provenance-drift',
            pointer: at + (diffs.length === 1 && diffs[0].startsWith('source_commit') ? '/source_commit' : '/source_repo'),
            message: `${where} names ${diffs.join(' and ')}: not emitted from the ingest's revision`
        }
    ];
}
/**
 * benchgate's provenance rules over an ingest: ref paths relative to the export root (error), HTTPS source_repo
 * on the ingest, its embedded objects and refs (error), and sub-artifacts or refs naming another source_repo /
 * source_commit than the ingest (notice: the spec allows it, a reviewer should see it).
 */
function ingestProvenanceRules(data) {
    const out = [...sourceRepoRule(data, '')];
    for (const f of _rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .EMBEDDED_FIELDS */ .LZ) {
        const arr = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, f);
        if (!Array.isArray(arr))
            continue;
        arr.forEach((o, i) => {
            if ((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(o))
                (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)((0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)(out, sourceRepoRule(o, (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(f, i), `${f}[${i}]`)), driftRule(data, o, (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(f, i), `${f}[${i}]`));
        });
    }
    const refs = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'artifact_refs');
    if (Array.isArray(refs)) {
        refs.forEach((r, i) => {
            if (!(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(r))
                return;
            const at = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)('artifact_refs', i);
            const where = `artifact_refs[${i}]`;
            for (const rule of [refPathRule(r, at, where), sourceRepoRule(r, at, where), driftRule(data, r, at, where)])
                (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)(out, rule);
        });
    }
    return out;
}
/** The same rules for a standalone BenchmarkArtifactRef.v0 or sub-artifact (no ingest to compare with). */
function standaloneProvenanceRules(data, isRef) {
    return [...sourceRepoRule(data, ''), ...(isRef ? refPathRule(data, '') : [])];
}


/***/ }),

/***/ 72122:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ METRICS),
/* harmony export */   w: () => (/* binding */ reportSemantics)
/* harmony export */ });
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53309);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13023);
/* harmony import */ var _rules_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66029);
/**
 * BenchmarkReport.v0: the metric catalogue and `validate_benchmark_report_semantics` as one function per rule, in
 * pcs-core's order and wording, pure over plain JSON values.
 */



const METRICS = [
    { id: 'release_reproducibility_score', legacy: 'release_reproducibility', threshold: 1.0 },
    { id: 'failure_localization_accuracy', legacy: 'failure_localization', threshold: 1.0 },
    { id: 'certificate_completeness_score', legacy: 'certificate_completeness', threshold: 1.0 },
    { id: 'registry_coverage_score', legacy: 'registry_coverage', threshold: 0.95 },
    { id: 'formal_check_coverage_score', legacy: 'formal_check_coverage', threshold: 1.0 },
    { id: 'scientific_memory_interpretability_score', legacy: 'scientific_memory_interpretability', threshold: 1.0 },
    { id: 'repair_hint_quality_score', legacy: 'repair_hint_quality', threshold: 1.0 },
    { id: 'cross_domain_portability_score', legacy: 'cross_domain_portability', threshold: 1.0 }
];
const METRIC_IDS = new Set(METRICS.map((m) => m.id));
const issue = (pointer, message) => ({ kind: 'report-semantics', pointer, message });
/** `metrics` must be a non-empty list (pcs-core stops here when it is not). */
function metricsRequired(data) {
    return (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmptyList */ .l4)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'metrics'))
        ? []
        : [issue('/metrics', 'BenchmarkReport.v0 requires non-empty metrics (metric IDs)')];
}
/** Every entry of `metrics` is a catalogue metric id. */
function unknownMetricIds(metrics) {
    const out = [];
    metrics.forEach((m, i) => {
        if (typeof m !== 'string' || !METRIC_IDS.has(m))
            out.push(issue((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)('metrics', i), `BenchmarkReport.v0 unknown metric_id ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(m)}`));
    });
    return out;
}
/** `metric_summaries` must be an array (pcs-core stops here when it is not). */
function summariesRequired(data) {
    const sums = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'metric_summaries');
    return Array.isArray(sums)
        ? []
        : [issue(sums === undefined ? '' : '/metric_summaries', 'BenchmarkReport.v0 requires metric_summaries array')];
}
/** Every declared metric has a MetricSummary. */
function missingSummaries(metrics, sums) {
    const have = new Set(sums.filter(_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA).map((s) => (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(s, 'metric_id')));
    return metrics
        .filter((m) => !have.has(m))
        .map((m) => issue('/metric_summaries', `BenchmarkReport.v0 missing MetricSummary for ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(m)}`));
}
/** A summary's metric_id is a catalogue metric id. */
function summaryMetricId(s, i) {
    const id = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(s, 'metric_id');
    return typeof id !== 'string' || !METRIC_IDS.has(id)
        ? [issue((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)('metric_summaries', i, 'metric_id'), `metric_summaries[${i}] unknown metric_id ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(id)}`)]
        : [];
}
/** A measured summary of a declared metric has a score in [0, 1]. */
function summaryScore(s, i, declared) {
    const score = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(s, 'score');
    return declared.has((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(s, 'metric_id')) &&
        (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(s, 'applicability') === 'measured' &&
        !(typeof score === 'number' && score >= 0 && score <= 1)
        ? [issue((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)('metric_summaries', i, 'score'), `metric_summaries[${i}] measured score must be in [0, 1]`)]
        : [];
}
/** Each summary in turn: an object, then its metric id, then its score. */
function summaryRules(metrics, sums) {
    const declared = new Set(metrics);
    const out = [];
    sums.forEach((s, i) => {
        if (!(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(s))
            out.push(issue((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)('metric_summaries', i), `metric_summaries[${i}] must be an object`));
        else
            (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)((0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)(out, summaryMetricId(s, i)), summaryScore(s, i, declared));
    });
    return out;
}
/** `validate_benchmark_report_semantics`, in pcs-core's order and wording. */
function reportSemantics(data) {
    const noMetrics = metricsRequired(data);
    if (noMetrics.length > 0)
        return noMetrics;
    const metrics = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'metrics');
    const out = unknownMetricIds(metrics);
    const noSummaries = summariesRequired(data);
    if (noSummaries.length > 0)
        return (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)(out, noSummaries);
    const sums = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'metric_summaries');
    return (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)((0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .pushAll */ .iI)(out, missingSummaries(metrics, sums)), summaryRules(metrics, sums));
}


/***/ }),

/***/ 66296:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rg: () => (/* binding */ tierAtLeast),
/* harmony export */   aW: () => (/* binding */ parseTier),
/* harmony export */   pt: () => (/* binding */ assessTier),
/* harmony export */   uV: () => (/* binding */ TIER_ORDER)
/* harmony export */ });
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13023);
/* harmony import */ var _rules_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66029);
/**
 * pcs-core's adequacy tiers: the tier names and their order, and `assess_ingest_adequacy_tier` as one function per
 * finding it can give (pcs-core's order and wording), pure over plain JSON values. Never validates.
 */


const TIER_ORDER = ['schema-valid', 'developer-grade', 'release-grade', 'audit-ready'];
/** Accepts a tier name or the alias external-review-grade. */
function parseTier(s) {
    if (s === 'external-review-grade')
        return 'audit-ready';
    return TIER_ORDER.includes(s) ? s : undefined;
}
function tierAtLeast(t, min) {
    return TIER_ORDER.indexOf(t) >= TIER_ORDER.indexOf(min);
}
/** PRODUCER_RELEASE_GRADE_EXPECTATIONS: fields that must be non-empty lists at release grade. */
const PRODUCER_RELEASE_GRADE_EXPECTATIONS = {
    'labtrust-gym': ['benchmark_runs', 'coverage_reports', 'commands'],
    certifyedge: ['coverage_reports', 'profile_coverage_reports', 'commands'],
    'provability-fabric': [
        'failure_localization_reports',
        'explain_quality_reports',
        'profile_coverage_reports',
        'commands'
    ],
    'scientific-memory': ['explain_quality_reports', 'coverage_reports', 'commands']
};
function releaseExpectations(data) {
    const producer = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'producer_id');
    return typeof producer === 'string' ? PRODUCER_RELEASE_GRADE_EXPECTATIONS[producer] : undefined;
}
/** A placeholder source_commit caps the bundle at developer grade. */
function placeholderCommitFinding(data) {
    return (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderCommit */ .Nv)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'source_commit'))
        ? ['ingest source_commit is placeholder (developer-grade at best)']
        : [];
}
/** No commands: not release grade. */
function emptyCommandsFinding(data) {
    return (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmptyList */ .l4)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'commands')) ? [] : ['commands is empty (not release-grade for live producer runs)'];
}
/** A known producer's release-grade arrays must be non-empty (each missing one drops the tier to schema-valid). */
function producerExpectationFindings(data) {
    const producer = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'producer_id');
    return (releaseExpectations(data) ?? [])
        .filter((f) => !(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmptyList */ .l4)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, f)))
        .map((f) => `producer ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyReprCapped */ .A5)(producer)} expects non-empty ${f} for release-grade`);
}
/** A known producer's export needs artifact_refs at release grade. */
function producerRefsFinding(data) {
    return releaseExpectations(data) && !(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmptyList */ .l4)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'artifact_refs'))
        ? ['producer export requires artifact_refs for release-grade provenance']
        : [];
}
/** `assess_ingest_adequacy_tier`: exact algorithm, findings in pcs-core's order and wording. Never validates. */
function assessTier(data) {
    const findings = [
        ...placeholderCommitFinding(data),
        ...emptyCommandsFinding(data),
        ...producerExpectationFindings(data),
        ...producerRefsFinding(data)
    ];
    let tier;
    if (findings.some((f) => f.includes('expects non-empty')))
        tier = 'schema-valid';
    else if (findings.length === 0)
        tier = 'release-grade';
    else
        tier = 'developer-grade';
    const commands = (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'commands');
    const truthy = Array.isArray(commands)
        ? commands.length > 0
        : Boolean(commands) && !((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(commands) && Object.keys(commands).length === 0);
    if (tier === 'release-grade' &&
        !(0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isPlaceholderCommit */ .Nv)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'source_commit')) &&
        (0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nonEmptyList */ .l4)((0,_rules_common_js__WEBPACK_IMPORTED_MODULE_1__/* .own */ .ZV)(data, 'artifact_refs')) &&
        truthy)
        tier = 'external-review-grade';
    return { tier, findings };
}


/***/ }),

/***/ 14217:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JZ: () => (/* binding */ PCS_TYPES),
  m9: () => (/* binding */ validateSchemaLimited)
});

// UNUSED EXPORTS: PCS_VALIDATORS, isRfc3339DateTime, isRfc3986Uri, validateSchema

// EXTERNAL MODULE: ./src/core/json-source.ts + 2 modules
var json_source = __webpack_require__(26636);
// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(36214);
;// CONCATENATED MODULE: ./src/suites/pcs/schema-formats.ts
/**
 * The two string formats the pcs schemas use, checked as pcs-core's environment checks them, and the one Ajv
 * runtime helper the generated validators call. Imported by the generated module (schema-validators.ts).
 */

/**
 * `date-time` exactly as pcs-core's environment checks it (jsonschema's checker: rfc3339-validator 0.1.4 on
 * `instance.upper()`): `T` separator, hours 00–23, minutes and seconds 00–59 (**no leap second** `23:59:60`: the
 * library does not support them), a fraction of any length, `Z` or a ±hh:mm offset, a real calendar date and
 * **no year 0000**. Python's `$` also matches before one final newline, so a trailing `\n` passes, as there.
 */
function isRfc3339DateTime(s) {
    const m = /^([0-9]{4})-(0[1-9]|1[0-2])-([0-9]{2})T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\.[0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\n?$/.exec(s.toUpperCase());
    if (!m)
        return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y === 0)
        return false;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const dim = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
    return d >= 1 && d <= dim;
}
/**
 * `uri` exactly as pcs-core's environment checks it (jsonschema's non-GPL checker, rfc3986-validator 0.1.1, rule
 * URI): its regular expression, generated from the library's source (verbose whitespace and comments removed,
 * Python's `{,n}` written `{0,n}`). So `a:` is a URI and `https://example.com:abc/` is not; a trailing newline passes.
 */
const RFC3986_URI = new RegExp(String.raw `^(?:[a-zA-Z][a-zA-Z0-9+.-]*:(?://(?:(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*@)?(?:\[(?:(?:(?:[0-9A-Fa-f]{1,4}:){6}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|::(?:[0-9A-Fa-f]{1,4}:){5}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){4}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:)?[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){3}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,2}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:){2}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,3}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:)(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,4}[0-9A-Fa-f]{1,4})?::(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?))|(?:(?:[0-9A-Fa-f]{1,4}:){0,5}[0-9A-Fa-f]{1,4})?::[0-9A-Fa-f]{1,4}|(?:(?:[0-9A-Fa-f]{1,4}:){0,6}[0-9A-Fa-f]{1,4})?::)|v[0-9A-Fa-f]+\.[a-zA-Z0-9_.~\-!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)|(?:[a-zA-Z0-9_.~\-!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*|/(?:(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*)?|(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+(?:/(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)*|)(?:\?(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?(?:#(?:[a-zA-Z0-9_.~\-!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?)\n?$`);
function isRfc3986Uri(s) {
    return RFC3986_URI.test(s);
}
/** Ajv's format table for the generated validators. */
const PCS_FORMATS = {
    uri: { type: 'string', validate: isRfc3986Uri },
    'date-time': { type: 'string', validate: isRfc3339DateTime }
};
const ucs2 = ucs2length;
const schema_formats_ucs2length = typeof ucs2.default === 'function' ? ucs2.default : ucs2.default.default;

;// CONCATENATED MODULE: ./src/suites/pcs/schema-validators.ts
// Generated by scripts/gen-pcs-validators.mjs from schemas/pcs/*.json (Ajv 8.20.0 standalone code). Do not edit:
// run `node scripts/gen-pcs-validators.mjs` after changing a schema (a test fails while this file is stale).
// Static code: it compiles nothing and evaluates nothing from the data it validates.
/* eslint-disable */
// @ts-nocheck

const type0 = validate20;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/PcsBenchIngest.v0.schema.json", "title": "PcsBenchIngest.v0", "description": "Producer benchmark export: embedded v0 objects in every array (path-only entries are invalid), commands, logs, provenance, optional artifact_refs.", "type": "object", "required": ["schema_version", "producer_id", "suite_id", "workflow_id", "benchmark_runs", "coverage_reports", "failure_localization_reports", "explain_quality_reports", "profile_coverage_reports", "commands", "logs", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "producer_id": { "$ref": "pcs.defs.json#/$defs/producer_id" }, "suite_id": { "type": "string", "minLength": 1 }, "workflow_id": { "type": "string", "minLength": 1 }, "benchmark_runs": { "type": "array", "items": { "$ref": "BenchmarkRun.v0.schema.json" } }, "coverage_reports": { "type": "array", "items": { "$ref": "CoverageReport.v0.schema.json" } }, "failure_localization_reports": { "type": "array", "items": { "$ref": "FailureLocalizationResult.v0.schema.json" } }, "explain_quality_reports": { "type": "array", "items": { "$ref": "ExplainQualityReport.v0.schema.json" } }, "profile_coverage_reports": { "type": "array", "items": { "$ref": "ProfileCoverageReport.v0.schema.json" } }, "commands": { "type": "array", "items": { "$ref": "pcs.defs.json#/$defs/command_entry" } }, "logs": { "type": "array", "items": { "type": "string" } }, "artifact_refs": { "type": "array", "items": { "$ref": "BenchmarkArtifactRef.v0.schema.json" } }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
const schema33 = { "type": "string", "pattern": "^v0$" };
const schema34 = { "type": "string", "enum": ["pcs-core", "pcs-bench", "provability-fabric", "certifyedge", "labtrust-gym", "scientific-memory"] };
const schema49 = { "type": "string", "pattern": "^[0-9a-f]{40}$" };
const schema40 = { "type": "string", "pattern": "^sha256:[a-f0-9]{64}$" };
const func1 = Object.prototype.hasOwnProperty;
const func2 = schema_formats_ucs2length;
const pattern4 = new RegExp("^v0$", "u");
const pattern7 = new RegExp("^[0-9a-f]{40}$", "u");
const pattern6 = new RegExp("^sha256:[a-f0-9]{64}$", "u");
const schema35 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/BenchmarkRun.v0.schema.json", "title": "BenchmarkRun.v0", "description": "One executed benchmark case (embedded in PcsBenchIngest.v0 benchmark_runs[]).", "type": "object", "required": ["schema_version", "run_id", "task_id", "case_id", "started_at", "completed_at", "commands", "artifacts_produced", "observed_status", "observed_failure_code", "observed_responsible_component", "observed_repair_hint", "duration_ms", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "run_id": { "type": "string", "minLength": 1 }, "task_id": { "type": "string", "minLength": 1 }, "case_id": { "type": "string", "minLength": 1 }, "started_at": { "$ref": "pcs.defs.json#/$defs/date_time" }, "completed_at": { "$ref": "pcs.defs.json#/$defs/date_time" }, "commands": { "type": "array", "items": { "$ref": "pcs.defs.json#/$defs/command_entry" } }, "artifacts_produced": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "observed_status": { "$ref": "pcs.defs.json#/$defs/observed_status" }, "observed_failure_code": { "type": ["string", "null"] }, "observed_responsible_component": { "$ref": "pcs.defs.json#/$defs/nullable_component" }, "observed_repair_hint": { "type": ["string", "null"] }, "system_admission_outcome": { "$ref": "pcs.defs.json#/$defs/system_admission_outcome" }, "release_chain_status": { "$ref": "pcs.defs.json#/$defs/release_chain_status" }, "certificate_status": { "$ref": "pcs.defs.json#/$defs/certificate_status" }, "scientific_memory_import_status": { "$ref": "pcs.defs.json#/$defs/sm_import_status" }, "scientific_memory_render_status": { "$ref": "pcs.defs.json#/$defs/sm_render_status" }, "duration_ms": { "type": "integer", "minimum": 0 }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
const schema37 = { "type": "string", "format": "date-time" };
const schema41 = { "type": "string", "enum": ["passed", "failed", "skipped", "error"] };
const schema44 = { "type": "string", "enum": ["admitted", "rejected", "deferred", "not_evaluated"] };
const schema45 = { "type": "string", "enum": ["valid", "invalid", "not_applicable"] };
const schema46 = { "type": "string", "enum": ["CertificateChecked", "Rejected", "Stale", "not_applicable"] };
const schema47 = { "type": "string", "enum": ["passed", "failed", "not_applicable"] };
const schema48 = { "type": "string", "enum": ["rendered", "incomplete", "not_applicable"] };
const formats0 = PCS_FORMATS["date-time"];
const formats4 = PCS_FORMATS.uri;
const schema39 = { "type": "object", "required": ["command", "exit_code"], "additionalProperties": false, "properties": { "command": { "type": "string", "minLength": 1 }, "exit_code": { "type": "integer" }, "stdout_digest": { "$ref": "#/$defs/hex_digest" } } };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate23.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.command === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property '" + "command" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.exit_code === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "exit_code" }, message: "must have required property '" + "exit_code" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "command") || (key0 === "exit_code")) || (key0 === "stdout_digest"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema39, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.command !== undefined) {
            let data0 = data.command;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err3 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema39.properties.command, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.command.type, parentSchema: schema39.properties.command, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.exit_code !== undefined) {
            let data1 = data.exit_code;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err5 = { instancePath: instancePath + "/exit_code", schemaPath: "#/properties/exit_code/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema39.properties.exit_code.type, parentSchema: schema39.properties.exit_code, data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.stdout_digest !== undefined) {
            let data2 = data.stdout_digest;
            if (typeof data2 === "string") {
                if (!pattern6.test(data2)) {
                    const err6 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data2 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate23.errors = vErrors;
    return errors === 0;
}
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema42 = { "oneOf": [{ "type": "null" }, { "$ref": "#/$defs/component" }] };
const schema43 = { "type": "string", "enum": ["runtime_producer", "certificate_producer", "verifier", "registry", "formal_kernel", "scientific_memory", "release_manifest", "handoff", "hashing", "unknown"] };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate25.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    const _errs0 = errors;
    let valid0 = false;
    let passing0 = null;
    const _errs1 = errors;
    if (data !== null) {
        const err0 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.oneOf[0].type, parentSchema: schema42.oneOf[0], data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    var _valid0 = _errs1 === errors;
    if (_valid0) {
        valid0 = true;
        passing0 = 0;
    }
    const _errs3 = errors;
    if (typeof data !== "string") {
        const err1 = { instancePath, schemaPath: "#/$defs/component/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (!((((((((((data === "runtime_producer") || (data === "certificate_producer")) || (data === "verifier")) || (data === "registry")) || (data === "formal_kernel")) || (data === "scientific_memory")) || (data === "release_manifest")) || (data === "handoff")) || (data === "hashing")) || (data === "unknown"))) {
        const err2 = { instancePath, schemaPath: "#/$defs/component/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values", schema: schema43.enum, parentSchema: schema43, data };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    var _valid0 = _errs3 === errors;
    if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 1];
    }
    else {
        if (_valid0) {
            valid0 = true;
            passing0 = 1;
        }
    }
    if (!valid0) {
        const err3 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema42.oneOf, parentSchema: schema42, data };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    else {
        errors = _errs0;
        if (vErrors !== null) {
            if (_errs0) {
                vErrors.length = _errs0;
            }
            else {
                vErrors = null;
            }
        }
    }
    validate25.errors = vErrors;
    return errors === 0;
}
validate25.evaluated = { "dynamicProps": false, "dynamicItems": false };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/BenchmarkRun.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate22.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.run_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.task_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "task_id" }, message: "must have required property '" + "task_id" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.case_id === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.started_at === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property '" + "started_at" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.completed_at === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "completed_at" }, message: "must have required property '" + "completed_at" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.commands === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "commands" }, message: "must have required property '" + "commands" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.artifacts_produced === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifacts_produced" }, message: "must have required property '" + "artifacts_produced" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.observed_status === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_status" }, message: "must have required property '" + "observed_status" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.observed_failure_code === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_failure_code" }, message: "must have required property '" + "observed_failure_code" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.observed_responsible_component === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_responsible_component" }, message: "must have required property '" + "observed_responsible_component" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.observed_repair_hint === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_repair_hint" }, message: "must have required property '" + "observed_repair_hint" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.duration_ms === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property '" + "duration_ms" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema35.required, parentSchema: schema35, data };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema35.properties, key0))) {
                const err16 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema35, data };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err17 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data1 = data.run_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err19 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.properties.run_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.run_id.type, parentSchema: schema35.properties.run_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.task_id !== undefined) {
            let data2 = data.task_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err21 = { instancePath: instancePath + "/task_id", schemaPath: "#/properties/task_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.properties.task_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/task_id", schemaPath: "#/properties/task_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.task_id.type, parentSchema: schema35.properties.task_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data3 = data.case_id;
            if (typeof data3 === "string") {
                if (func2(data3) < 1) {
                    const err23 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.properties.case_id, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.case_id.type, parentSchema: schema35.properties.case_id, data: data3 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.started_at !== undefined) {
            let data4 = data.started_at;
            if (typeof data4 === "string") {
                if (!(formats0.validate(data4))) {
                    const err25 = { instancePath: instancePath + "/started_at", schemaPath: "pcs.defs.json#/$defs/date_time/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"", schema: "date-time", parentSchema: schema37, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/started_at", schemaPath: "pcs.defs.json#/$defs/date_time/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.type, parentSchema: schema37, data: data4 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.completed_at !== undefined) {
            let data5 = data.completed_at;
            if (typeof data5 === "string") {
                if (!(formats0.validate(data5))) {
                    const err27 = { instancePath: instancePath + "/completed_at", schemaPath: "pcs.defs.json#/$defs/date_time/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"", schema: "date-time", parentSchema: schema37, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/completed_at", schemaPath: "pcs.defs.json#/$defs/date_time/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema37.type, parentSchema: schema37, data: data5 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.commands !== undefined) {
            let data6 = data.commands;
            if (Array.isArray(data6)) {
                const len0 = data6.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate23(data6[i0], { instancePath: instancePath + "/commands/" + i0, parentData: data6, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err29 = { instancePath: instancePath + "/commands", schemaPath: "#/properties/commands/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema35.properties.commands.type, parentSchema: schema35.properties.commands, data: data6 };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.artifacts_produced !== undefined) {
            let data8 = data.artifacts_produced;
            if (Array.isArray(data8)) {
                const len1 = data8.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data9 = data8[i1];
                    if (typeof data9 === "string") {
                        if (func2(data9) < 1) {
                            const err30 = { instancePath: instancePath + "/artifacts_produced/" + i1, schemaPath: "#/properties/artifacts_produced/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema35.properties.artifacts_produced.items, data: data9 };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err31 = { instancePath: instancePath + "/artifacts_produced/" + i1, schemaPath: "#/properties/artifacts_produced/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.artifacts_produced.items.type, parentSchema: schema35.properties.artifacts_produced.items, data: data9 };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err32 = { instancePath: instancePath + "/artifacts_produced", schemaPath: "#/properties/artifacts_produced/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema35.properties.artifacts_produced.type, parentSchema: schema35.properties.artifacts_produced, data: data8 };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        if (data.observed_status !== undefined) {
            let data10 = data.observed_status;
            if (typeof data10 !== "string") {
                const err33 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema41.type, parentSchema: schema41, data: data10 };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            if (!((((data10 === "passed") || (data10 === "failed")) || (data10 === "skipped")) || (data10 === "error"))) {
                const err34 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/enum", keyword: "enum", params: { allowedValues: schema41.enum }, message: "must be equal to one of the allowed values", schema: schema41.enum, parentSchema: schema41, data: data10 };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
        }
        if (data.observed_failure_code !== undefined) {
            let data11 = data.observed_failure_code;
            if ((typeof data11 !== "string") && (data11 !== null)) {
                const err35 = { instancePath: instancePath + "/observed_failure_code", schemaPath: "#/properties/observed_failure_code/type", keyword: "type", params: { type: schema35.properties.observed_failure_code.type }, message: "must be string,null", schema: schema35.properties.observed_failure_code.type, parentSchema: schema35.properties.observed_failure_code, data: data11 };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
        if (data.observed_responsible_component !== undefined) {
            if (!(validate25(data.observed_responsible_component, { instancePath: instancePath + "/observed_responsible_component", parentData: data, parentDataProperty: "observed_responsible_component", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
                errors = vErrors.length;
            }
        }
        if (data.observed_repair_hint !== undefined) {
            let data13 = data.observed_repair_hint;
            if ((typeof data13 !== "string") && (data13 !== null)) {
                const err36 = { instancePath: instancePath + "/observed_repair_hint", schemaPath: "#/properties/observed_repair_hint/type", keyword: "type", params: { type: schema35.properties.observed_repair_hint.type }, message: "must be string,null", schema: schema35.properties.observed_repair_hint.type, parentSchema: schema35.properties.observed_repair_hint, data: data13 };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.system_admission_outcome !== undefined) {
            let data14 = data.system_admission_outcome;
            if (typeof data14 !== "string") {
                const err37 = { instancePath: instancePath + "/system_admission_outcome", schemaPath: "pcs.defs.json#/$defs/system_admission_outcome/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.type, parentSchema: schema44, data: data14 };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            if (!((((data14 === "admitted") || (data14 === "rejected")) || (data14 === "deferred")) || (data14 === "not_evaluated"))) {
                const err38 = { instancePath: instancePath + "/system_admission_outcome", schemaPath: "pcs.defs.json#/$defs/system_admission_outcome/enum", keyword: "enum", params: { allowedValues: schema44.enum }, message: "must be equal to one of the allowed values", schema: schema44.enum, parentSchema: schema44, data: data14 };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
        }
        if (data.release_chain_status !== undefined) {
            let data15 = data.release_chain_status;
            if (typeof data15 !== "string") {
                const err39 = { instancePath: instancePath + "/release_chain_status", schemaPath: "pcs.defs.json#/$defs/release_chain_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema45.type, parentSchema: schema45, data: data15 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if (!(((data15 === "valid") || (data15 === "invalid")) || (data15 === "not_applicable"))) {
                const err40 = { instancePath: instancePath + "/release_chain_status", schemaPath: "pcs.defs.json#/$defs/release_chain_status/enum", keyword: "enum", params: { allowedValues: schema45.enum }, message: "must be equal to one of the allowed values", schema: schema45.enum, parentSchema: schema45, data: data15 };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
        }
        if (data.certificate_status !== undefined) {
            let data16 = data.certificate_status;
            if (typeof data16 !== "string") {
                const err41 = { instancePath: instancePath + "/certificate_status", schemaPath: "pcs.defs.json#/$defs/certificate_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema46.type, parentSchema: schema46, data: data16 };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
            if (!((((data16 === "CertificateChecked") || (data16 === "Rejected")) || (data16 === "Stale")) || (data16 === "not_applicable"))) {
                const err42 = { instancePath: instancePath + "/certificate_status", schemaPath: "pcs.defs.json#/$defs/certificate_status/enum", keyword: "enum", params: { allowedValues: schema46.enum }, message: "must be equal to one of the allowed values", schema: schema46.enum, parentSchema: schema46, data: data16 };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
        }
        if (data.scientific_memory_import_status !== undefined) {
            let data17 = data.scientific_memory_import_status;
            if (typeof data17 !== "string") {
                const err43 = { instancePath: instancePath + "/scientific_memory_import_status", schemaPath: "pcs.defs.json#/$defs/sm_import_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema47.type, parentSchema: schema47, data: data17 };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if (!(((data17 === "passed") || (data17 === "failed")) || (data17 === "not_applicable"))) {
                const err44 = { instancePath: instancePath + "/scientific_memory_import_status", schemaPath: "pcs.defs.json#/$defs/sm_import_status/enum", keyword: "enum", params: { allowedValues: schema47.enum }, message: "must be equal to one of the allowed values", schema: schema47.enum, parentSchema: schema47, data: data17 };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
        }
        if (data.scientific_memory_render_status !== undefined) {
            let data18 = data.scientific_memory_render_status;
            if (typeof data18 !== "string") {
                const err45 = { instancePath: instancePath + "/scientific_memory_render_status", schemaPath: "pcs.defs.json#/$defs/sm_render_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.type, parentSchema: schema48, data: data18 };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            if (!(((data18 === "rendered") || (data18 === "incomplete")) || (data18 === "not_applicable"))) {
                const err46 = { instancePath: instancePath + "/scientific_memory_render_status", schemaPath: "pcs.defs.json#/$defs/sm_render_status/enum", keyword: "enum", params: { allowedValues: schema48.enum }, message: "must be equal to one of the allowed values", schema: schema48.enum, parentSchema: schema48, data: data18 };
                if (vErrors === null) {
                    vErrors = [err46];
                }
                else {
                    vErrors.push(err46);
                }
                errors++;
            }
        }
        if (data.duration_ms !== undefined) {
            let data19 = data.duration_ms;
            if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                const err47 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema35.properties.duration_ms.type, parentSchema: schema35.properties.duration_ms, data: data19 };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            if ((typeof data19 == "number") && (isFinite(data19))) {
                if (data19 < 0 || isNaN(data19)) {
                    const err48 = { instancePath: instancePath + "/duration_ms", schemaPath: "#/properties/duration_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema35.properties.duration_ms, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
            }
        }
        if (data.source_repo !== undefined) {
            let data20 = data.source_repo;
            if (typeof data20 === "string") {
                if (!(formats4.validate(data20))) {
                    const err49 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema35.properties.source_repo, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err49];
                    }
                    else {
                        vErrors.push(err49);
                    }
                    errors++;
                }
            }
            else {
                const err50 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema35.properties.source_repo.type, parentSchema: schema35.properties.source_repo, data: data20 };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data21 = data.source_commit;
            if (typeof data21 === "string") {
                if (!pattern7.test(data21)) {
                    const err51 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data21 };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
            else {
                const err52 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data21 };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data22 = data.signature_or_digest;
            if (typeof data22 === "string") {
                if (!pattern6.test(data22)) {
                    const err53 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data22 };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
            }
            else {
                const err54 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data22 };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
        }
    }
    else {
        const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema35.type, parentSchema: schema35, data };
        if (vErrors === null) {
            vErrors = [err55];
        }
        else {
            vErrors.push(err55);
        }
        errors++;
    }
    validate22.errors = vErrors;
    return errors === 0;
}
validate22.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema51 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/CoverageReport.v0.schema.json", "title": "CoverageReport.v0", "description": "Coverage ratio for one metric (coverage_reports[]).", "type": "object", "required": ["schema_version", "coverage_id", "metric", "numerator", "denominator", "coverage_ratio", "details", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "coverage_id": { "type": "string", "minLength": 1 }, "metric": { "oneOf": [{ "$ref": "pcs.defs.json#/$defs/metric_name" }, { "$ref": "pcs.defs.json#/$defs/metric_id" }] }, "metric_id": { "$ref": "pcs.defs.json#/$defs/metric_id" }, "numerator": { "type": "number", "minimum": 0 }, "denominator": { "type": "number", "minimum": 0 }, "coverage_ratio": { "type": "number", "minimum": 0, "maximum": 1 }, "details": { "type": "object" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
const schema53 = { "type": "string", "enum": ["release_reproducibility", "failure_localization", "certificate_completeness", "registry_coverage", "formal_check_coverage", "scientific_memory_interpretability", "repair_hint_quality", "cross_domain_portability"] };
const schema54 = { "type": "string", "enum": ["release_reproducibility_score", "failure_localization_accuracy", "certificate_completeness_score", "registry_coverage_score", "formal_check_coverage_score", "scientific_memory_interpretability_score", "repair_hint_quality_score", "cross_domain_portability_score"] };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/CoverageReport.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate28.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.coverage_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage_id" }, message: "must have required property '" + "coverage_id" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.metric === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metric" }, message: "must have required property '" + "metric" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.numerator === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "numerator" }, message: "must have required property '" + "numerator" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.denominator === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "denominator" }, message: "must have required property '" + "denominator" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.coverage_ratio === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage_ratio" }, message: "must have required property '" + "coverage_ratio" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.details === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" }, message: "must have required property '" + "details" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema51.required, parentSchema: schema51, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema51.properties, key0))) {
                const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema51, data };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err11 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
            else {
                const err12 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.coverage_id !== undefined) {
            let data1 = data.coverage_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err13 = { instancePath: instancePath + "/coverage_id", schemaPath: "#/properties/coverage_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema51.properties.coverage_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/coverage_id", schemaPath: "#/properties/coverage_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.coverage_id.type, parentSchema: schema51.properties.coverage_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.metric !== undefined) {
            let data2 = data.metric;
            const _errs8 = errors;
            let valid2 = false;
            let passing0 = null;
            const _errs9 = errors;
            if (typeof data2 !== "string") {
                const err15 = { instancePath: instancePath + "/metric", schemaPath: "pcs.defs.json#/$defs/metric_name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.type, parentSchema: schema53, data: data2 };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (!((((((((data2 === "release_reproducibility") || (data2 === "failure_localization")) || (data2 === "certificate_completeness")) || (data2 === "registry_coverage")) || (data2 === "formal_check_coverage")) || (data2 === "scientific_memory_interpretability")) || (data2 === "repair_hint_quality")) || (data2 === "cross_domain_portability"))) {
                const err16 = { instancePath: instancePath + "/metric", schemaPath: "pcs.defs.json#/$defs/metric_name/enum", keyword: "enum", params: { allowedValues: schema53.enum }, message: "must be equal to one of the allowed values", schema: schema53.enum, parentSchema: schema53, data: data2 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            var _valid0 = _errs9 === errors;
            if (_valid0) {
                valid2 = true;
                passing0 = 0;
            }
            const _errs12 = errors;
            if (typeof data2 !== "string") {
                const err17 = { instancePath: instancePath + "/metric", schemaPath: "pcs.defs.json#/$defs/metric_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data2 };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (!((((((((data2 === "release_reproducibility_score") || (data2 === "failure_localization_accuracy")) || (data2 === "certificate_completeness_score")) || (data2 === "registry_coverage_score")) || (data2 === "formal_check_coverage_score")) || (data2 === "scientific_memory_interpretability_score")) || (data2 === "repair_hint_quality_score")) || (data2 === "cross_domain_portability_score"))) {
                const err18 = { instancePath: instancePath + "/metric", schemaPath: "pcs.defs.json#/$defs/metric_id/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values", schema: schema54.enum, parentSchema: schema54, data: data2 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            var _valid0 = _errs12 === errors;
            if (_valid0 && valid2) {
                valid2 = false;
                passing0 = [passing0, 1];
            }
            else {
                if (_valid0) {
                    valid2 = true;
                    passing0 = 1;
                }
            }
            if (!valid2) {
                const err19 = { instancePath: instancePath + "/metric", schemaPath: "#/properties/metric/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf", schema: schema51.properties.metric.oneOf, parentSchema: schema51.properties.metric, data: data2 };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            else {
                errors = _errs8;
                if (vErrors !== null) {
                    if (_errs8) {
                        vErrors.length = _errs8;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
        }
        if (data.metric_id !== undefined) {
            let data3 = data.metric_id;
            if (typeof data3 !== "string") {
                const err20 = { instancePath: instancePath + "/metric_id", schemaPath: "pcs.defs.json#/$defs/metric_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data3 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            if (!((((((((data3 === "release_reproducibility_score") || (data3 === "failure_localization_accuracy")) || (data3 === "certificate_completeness_score")) || (data3 === "registry_coverage_score")) || (data3 === "formal_check_coverage_score")) || (data3 === "scientific_memory_interpretability_score")) || (data3 === "repair_hint_quality_score")) || (data3 === "cross_domain_portability_score"))) {
                const err21 = { instancePath: instancePath + "/metric_id", schemaPath: "pcs.defs.json#/$defs/metric_id/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values", schema: schema54.enum, parentSchema: schema54, data: data3 };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        if (data.numerator !== undefined) {
            let data4 = data.numerator;
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err22 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema51.properties.numerator, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema51.properties.numerator.type, parentSchema: schema51.properties.numerator, data: data4 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.denominator !== undefined) {
            let data5 = data.denominator;
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err24 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema51.properties.denominator, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
            else {
                const err25 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema51.properties.denominator.type, parentSchema: schema51.properties.denominator, data: data5 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        if (data.coverage_ratio !== undefined) {
            let data6 = data.coverage_ratio;
            if ((typeof data6 == "number") && (isFinite(data6))) {
                if (data6 > 1 || isNaN(data6)) {
                    const err26 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema51.properties.coverage_ratio, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
                if (data6 < 0 || isNaN(data6)) {
                    const err27 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema51.properties.coverage_ratio, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema51.properties.coverage_ratio.type, parentSchema: schema51.properties.coverage_ratio, data: data6 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.details !== undefined) {
            let data7 = data.details;
            if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                const err29 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.properties.details.type, parentSchema: schema51.properties.details, data: data7 };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data8 = data.source_repo;
            if (typeof data8 === "string") {
                if (!(formats4.validate(data8))) {
                    const err30 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema51.properties.source_repo, data: data8 };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema51.properties.source_repo.type, parentSchema: schema51.properties.source_repo, data: data8 };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data9 = data.source_commit;
            if (typeof data9 === "string") {
                if (!pattern7.test(data9)) {
                    const err32 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
            }
            else {
                const err33 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data9 };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data10 = data.signature_or_digest;
            if (typeof data10 === "string") {
                if (!pattern6.test(data10)) {
                    const err34 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            else {
                const err35 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data10 };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
    }
    else {
        const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema51.type, parentSchema: schema51, data };
        if (vErrors === null) {
            vErrors = [err36];
        }
        else {
            vErrors.push(err36);
        }
        errors++;
    }
    validate28.errors = vErrors;
    return errors === 0;
}
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema58 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/FailureLocalizationResult.v0.schema.json", "title": "FailureLocalizationResult.v0", "description": "An observed failure mapped to its responsible component (failure_localization_reports[]).", "type": "object", "required": ["schema_version", "result_id", "run_id", "case_id", "expected_failure_code", "observed_failure_code", "expected_responsible_component", "observed_responsible_component", "localized_correctly", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "result_id": { "type": "string", "minLength": 1 }, "run_id": { "type": "string", "minLength": 1 }, "case_id": { "type": "string", "minLength": 1 }, "expected_failure_code": { "type": "string" }, "observed_failure_code": { "type": "string" }, "expected_responsible_component": { "$ref": "pcs.defs.json#/$defs/component" }, "observed_responsible_component": { "$ref": "pcs.defs.json#/$defs/component" }, "localized_correctly": { "type": "boolean" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/FailureLocalizationResult.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate30.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.result_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "result_id" }, message: "must have required property '" + "result_id" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.run_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.case_id === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.expected_failure_code === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expected_failure_code" }, message: "must have required property '" + "expected_failure_code" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.observed_failure_code === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_failure_code" }, message: "must have required property '" + "observed_failure_code" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.expected_responsible_component === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "expected_responsible_component" }, message: "must have required property '" + "expected_responsible_component" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.observed_responsible_component === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "observed_responsible_component" }, message: "must have required property '" + "observed_responsible_component" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.localized_correctly === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "localized_correctly" }, message: "must have required property '" + "localized_correctly" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema58.required, parentSchema: schema58, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema58.properties, key0))) {
                const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema58, data };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err13 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.result_id !== undefined) {
            let data1 = data.result_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err15 = { instancePath: instancePath + "/result_id", schemaPath: "#/properties/result_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.result_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/result_id", schemaPath: "#/properties/result_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.result_id.type, parentSchema: schema58.properties.result_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data2 = data.run_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err17 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.run_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.run_id.type, parentSchema: schema58.properties.run_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data3 = data.case_id;
            if (typeof data3 === "string") {
                if (func2(data3) < 1) {
                    const err19 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema58.properties.case_id, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.case_id.type, parentSchema: schema58.properties.case_id, data: data3 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.expected_failure_code !== undefined) {
            let data4 = data.expected_failure_code;
            if (typeof data4 !== "string") {
                const err21 = { instancePath: instancePath + "/expected_failure_code", schemaPath: "#/properties/expected_failure_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.expected_failure_code.type, parentSchema: schema58.properties.expected_failure_code, data: data4 };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        if (data.observed_failure_code !== undefined) {
            let data5 = data.observed_failure_code;
            if (typeof data5 !== "string") {
                const err22 = { instancePath: instancePath + "/observed_failure_code", schemaPath: "#/properties/observed_failure_code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.observed_failure_code.type, parentSchema: schema58.properties.observed_failure_code, data: data5 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.expected_responsible_component !== undefined) {
            let data6 = data.expected_responsible_component;
            if (typeof data6 !== "string") {
                const err23 = { instancePath: instancePath + "/expected_responsible_component", schemaPath: "pcs.defs.json#/$defs/component/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: data6 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
            if (!((((((((((data6 === "runtime_producer") || (data6 === "certificate_producer")) || (data6 === "verifier")) || (data6 === "registry")) || (data6 === "formal_kernel")) || (data6 === "scientific_memory")) || (data6 === "release_manifest")) || (data6 === "handoff")) || (data6 === "hashing")) || (data6 === "unknown"))) {
                const err24 = { instancePath: instancePath + "/expected_responsible_component", schemaPath: "pcs.defs.json#/$defs/component/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values", schema: schema43.enum, parentSchema: schema43, data: data6 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.observed_responsible_component !== undefined) {
            let data7 = data.observed_responsible_component;
            if (typeof data7 !== "string") {
                const err25 = { instancePath: instancePath + "/observed_responsible_component", schemaPath: "pcs.defs.json#/$defs/component/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.type, parentSchema: schema43, data: data7 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            if (!((((((((((data7 === "runtime_producer") || (data7 === "certificate_producer")) || (data7 === "verifier")) || (data7 === "registry")) || (data7 === "formal_kernel")) || (data7 === "scientific_memory")) || (data7 === "release_manifest")) || (data7 === "handoff")) || (data7 === "hashing")) || (data7 === "unknown"))) {
                const err26 = { instancePath: instancePath + "/observed_responsible_component", schemaPath: "pcs.defs.json#/$defs/component/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values", schema: schema43.enum, parentSchema: schema43, data: data7 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.localized_correctly !== undefined) {
            let data8 = data.localized_correctly;
            if (typeof data8 !== "boolean") {
                const err27 = { instancePath: instancePath + "/localized_correctly", schemaPath: "#/properties/localized_correctly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema58.properties.localized_correctly.type, parentSchema: schema58.properties.localized_correctly, data: data8 };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data9 = data.source_repo;
            if (typeof data9 === "string") {
                if (!(formats4.validate(data9))) {
                    const err28 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema58.properties.source_repo, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
            else {
                const err29 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema58.properties.source_repo.type, parentSchema: schema58.properties.source_repo, data: data9 };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data10 = data.source_commit;
            if (typeof data10 === "string") {
                if (!pattern7.test(data10)) {
                    const err30 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data10 };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data11 = data.signature_or_digest;
            if (typeof data11 === "string") {
                if (!pattern6.test(data11)) {
                    const err32 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data11 };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
            }
            else {
                const err33 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data11 };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
    }
    else {
        const err34 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema58.type, parentSchema: schema58, data };
        if (vErrors === null) {
            vErrors = [err34];
        }
        else {
            vErrors.push(err34);
        }
        errors++;
    }
    validate30.errors = vErrors;
    return errors === 0;
}
validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema64 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/ExplainQualityReport.v0.schema.json", "title": "ExplainQualityReport.v0", "description": "Explainability / interpretability quality of a benchmark slice (explain_quality_reports[]).", "type": "object", "required": ["schema_version", "report_id", "suite_id", "case_id", "producer_id", "required_sections", "sections", "sections_present_count", "sections_required_count", "quality_score", "gaps", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "report_id": { "type": "string", "minLength": 1 }, "suite_id": { "type": "string", "minLength": 1 }, "case_id": { "type": "string", "minLength": 1 }, "producer_id": { "$ref": "pcs.defs.json#/$defs/producer_id" }, "workflow_id": { "type": "string", "minLength": 1 }, "required_sections": { "type": "array", "minItems": 1, "items": { "$ref": "pcs.defs.json#/$defs/section_id" } }, "sections": { "type": "object", "additionalProperties": { "$ref": "#/$defs/section" } }, "sections_present_count": { "type": "integer", "minimum": 0 }, "sections_required_count": { "type": "integer", "minimum": 0 }, "quality_score": { "type": "number", "minimum": 0, "maximum": 1 }, "gaps": { "type": "array", "items": { "$ref": "#/$defs/gap" } }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } }, "$defs": { "section": { "type": "object", "required": ["present", "score"], "additionalProperties": false, "properties": { "present": { "type": "boolean" }, "score": { "type": "number", "minimum": 0, "maximum": 1 }, "notes": { "type": "string" } } }, "gap": { "type": "object", "required": ["section_id", "message"], "additionalProperties": false, "properties": { "section_id": { "$ref": "pcs.defs.json#/$defs/section_id" }, "message": { "type": "string", "minLength": 1 } } } } };
const schema67 = { "type": "string", "enum": ["provenance", "hashes", "handoffs", "verification", "formal_checks", "limitations", "lineage", "repair_hints"] };
const schema68 = { "type": "object", "required": ["present", "score"], "additionalProperties": false, "properties": { "present": { "type": "boolean" }, "score": { "type": "number", "minimum": 0, "maximum": 1 }, "notes": { "type": "string" } } };
const schema69 = { "type": "object", "required": ["section_id", "message"], "additionalProperties": false, "properties": { "section_id": { "$ref": "pcs.defs.json#/$defs/section_id" }, "message": { "type": "string", "minLength": 1 } } };
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate33.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.section_id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "section_id" }, message: "must have required property '" + "section_id" + "'", schema: schema69.required, parentSchema: schema69, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.message === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'", schema: schema69.required, parentSchema: schema69, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((key0 === "section_id") || (key0 === "message"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema69, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.section_id !== undefined) {
            let data0 = data.section_id;
            if (typeof data0 !== "string") {
                const err3 = { instancePath: instancePath + "/section_id", schemaPath: "pcs.defs.json#/$defs/section_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.type, parentSchema: schema67, data: data0 };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            if (!((((((((data0 === "provenance") || (data0 === "hashes")) || (data0 === "handoffs")) || (data0 === "verification")) || (data0 === "formal_checks")) || (data0 === "limitations")) || (data0 === "lineage")) || (data0 === "repair_hints"))) {
                const err4 = { instancePath: instancePath + "/section_id", schemaPath: "pcs.defs.json#/$defs/section_id/enum", keyword: "enum", params: { allowedValues: schema67.enum }, message: "must be equal to one of the allowed values", schema: schema67.enum, parentSchema: schema67, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.message !== undefined) {
            let data1 = data.message;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err5 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.message, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.message.type, parentSchema: schema69.properties.message, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    }
    else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema69.type, parentSchema: schema69, data };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    validate33.errors = vErrors;
    return errors === 0;
}
validate33.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/ExplainQualityReport.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate32.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.report_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "report_id" }, message: "must have required property '" + "report_id" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.suite_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "suite_id" }, message: "must have required property '" + "suite_id" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.case_id === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.producer_id === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "producer_id" }, message: "must have required property '" + "producer_id" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.required_sections === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "required_sections" }, message: "must have required property '" + "required_sections" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.sections === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sections" }, message: "must have required property '" + "sections" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.sections_present_count === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sections_present_count" }, message: "must have required property '" + "sections_present_count" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.sections_required_count === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sections_required_count" }, message: "must have required property '" + "sections_required_count" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.quality_score === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "quality_score" }, message: "must have required property '" + "quality_score" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.gaps === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "gaps" }, message: "must have required property '" + "gaps" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema64.required, parentSchema: schema64, data };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema64.properties, key0))) {
                const err14 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema64, data };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err15 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.report_id !== undefined) {
            let data1 = data.report_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err17 = { instancePath: instancePath + "/report_id", schemaPath: "#/properties/report_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema64.properties.report_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/report_id", schemaPath: "#/properties/report_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema64.properties.report_id.type, parentSchema: schema64.properties.report_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.suite_id !== undefined) {
            let data2 = data.suite_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err19 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema64.properties.suite_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema64.properties.suite_id.type, parentSchema: schema64.properties.suite_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data3 = data.case_id;
            if (typeof data3 === "string") {
                if (func2(data3) < 1) {
                    const err21 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema64.properties.case_id, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema64.properties.case_id.type, parentSchema: schema64.properties.case_id, data: data3 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.producer_id !== undefined) {
            let data4 = data.producer_id;
            if (typeof data4 !== "string") {
                const err23 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data4 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
            if (!((((((data4 === "pcs-core") || (data4 === "pcs-bench")) || (data4 === "provability-fabric")) || (data4 === "certifyedge")) || (data4 === "labtrust-gym")) || (data4 === "scientific-memory"))) {
                const err24 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/enum", keyword: "enum", params: { allowedValues: schema34.enum }, message: "must be equal to one of the allowed values", schema: schema34.enum, parentSchema: schema34, data: data4 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.workflow_id !== undefined) {
            let data5 = data.workflow_id;
            if (typeof data5 === "string") {
                if (func2(data5) < 1) {
                    const err25 = { instancePath: instancePath + "/workflow_id", schemaPath: "#/properties/workflow_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema64.properties.workflow_id, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/workflow_id", schemaPath: "#/properties/workflow_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema64.properties.workflow_id.type, parentSchema: schema64.properties.workflow_id, data: data5 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.required_sections !== undefined) {
            let data6 = data.required_sections;
            if (Array.isArray(data6)) {
                if (data6.length < 1) {
                    const err27 = { instancePath: instancePath + "/required_sections", schemaPath: "#/properties/required_sections/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema64.properties.required_sections, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                const len0 = data6.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data7 = data6[i0];
                    if (typeof data7 !== "string") {
                        const err28 = { instancePath: instancePath + "/required_sections/" + i0, schemaPath: "pcs.defs.json#/$defs/section_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.type, parentSchema: schema67, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                    if (!((((((((data7 === "provenance") || (data7 === "hashes")) || (data7 === "handoffs")) || (data7 === "verification")) || (data7 === "formal_checks")) || (data7 === "limitations")) || (data7 === "lineage")) || (data7 === "repair_hints"))) {
                        const err29 = { instancePath: instancePath + "/required_sections/" + i0, schemaPath: "pcs.defs.json#/$defs/section_id/enum", keyword: "enum", params: { allowedValues: schema67.enum }, message: "must be equal to one of the allowed values", schema: schema67.enum, parentSchema: schema67, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err30 = { instancePath: instancePath + "/required_sections", schemaPath: "#/properties/required_sections/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema64.properties.required_sections.type, parentSchema: schema64.properties.required_sections, data: data6 };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        if (data.sections !== undefined) {
            let data8 = data.sections;
            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                for (const key1 in data8) {
                    let data9 = data8[key1];
                    if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                        if (data9.present === undefined) {
                            const err31 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/section/required", keyword: "required", params: { missingProperty: "present" }, message: "must have required property '" + "present" + "'", schema: schema68.required, parentSchema: schema68, data: data9 };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                        if (data9.score === undefined) {
                            const err32 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/section/required", keyword: "required", params: { missingProperty: "score" }, message: "must have required property '" + "score" + "'", schema: schema68.required, parentSchema: schema68, data: data9 };
                            if (vErrors === null) {
                                vErrors = [err32];
                            }
                            else {
                                vErrors.push(err32);
                            }
                            errors++;
                        }
                        for (const key2 in data9) {
                            if (!(((key2 === "present") || (key2 === "score")) || (key2 === "notes"))) {
                                const err33 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/section/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema68, data: data9 };
                                if (vErrors === null) {
                                    vErrors = [err33];
                                }
                                else {
                                    vErrors.push(err33);
                                }
                                errors++;
                            }
                        }
                        if (data9.present !== undefined) {
                            let data10 = data9.present;
                            if (typeof data10 !== "boolean") {
                                const err34 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/present", schemaPath: "#/$defs/section/properties/present/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema68.properties.present.type, parentSchema: schema68.properties.present, data: data10 };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                        if (data9.score !== undefined) {
                            let data11 = data9.score;
                            if ((typeof data11 == "number") && (isFinite(data11))) {
                                if (data11 > 1 || isNaN(data11)) {
                                    const err35 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/score", schemaPath: "#/$defs/section/properties/score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema68.properties.score, data: data11 };
                                    if (vErrors === null) {
                                        vErrors = [err35];
                                    }
                                    else {
                                        vErrors.push(err35);
                                    }
                                    errors++;
                                }
                                if (data11 < 0 || isNaN(data11)) {
                                    const err36 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/score", schemaPath: "#/$defs/section/properties/score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema68.properties.score, data: data11 };
                                    if (vErrors === null) {
                                        vErrors = [err36];
                                    }
                                    else {
                                        vErrors.push(err36);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err37 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/score", schemaPath: "#/$defs/section/properties/score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema68.properties.score.type, parentSchema: schema68.properties.score, data: data11 };
                                if (vErrors === null) {
                                    vErrors = [err37];
                                }
                                else {
                                    vErrors.push(err37);
                                }
                                errors++;
                            }
                        }
                        if (data9.notes !== undefined) {
                            let data12 = data9.notes;
                            if (typeof data12 !== "string") {
                                const err38 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/notes", schemaPath: "#/$defs/section/properties/notes/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema68.properties.notes.type, parentSchema: schema68.properties.notes, data: data12 };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err39 = { instancePath: instancePath + "/sections/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/section/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema68.type, parentSchema: schema68, data: data9 };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err40 = { instancePath: instancePath + "/sections", schemaPath: "#/properties/sections/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema64.properties.sections.type, parentSchema: schema64.properties.sections, data: data8 };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
        }
        if (data.sections_present_count !== undefined) {
            let data13 = data.sections_present_count;
            if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                const err41 = { instancePath: instancePath + "/sections_present_count", schemaPath: "#/properties/sections_present_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema64.properties.sections_present_count.type, parentSchema: schema64.properties.sections_present_count, data: data13 };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
            if ((typeof data13 == "number") && (isFinite(data13))) {
                if (data13 < 0 || isNaN(data13)) {
                    const err42 = { instancePath: instancePath + "/sections_present_count", schemaPath: "#/properties/sections_present_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema64.properties.sections_present_count, data: data13 };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
        }
        if (data.sections_required_count !== undefined) {
            let data14 = data.sections_required_count;
            if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                const err43 = { instancePath: instancePath + "/sections_required_count", schemaPath: "#/properties/sections_required_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema64.properties.sections_required_count.type, parentSchema: schema64.properties.sections_required_count, data: data14 };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if ((typeof data14 == "number") && (isFinite(data14))) {
                if (data14 < 0 || isNaN(data14)) {
                    const err44 = { instancePath: instancePath + "/sections_required_count", schemaPath: "#/properties/sections_required_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema64.properties.sections_required_count, data: data14 };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
            }
        }
        if (data.quality_score !== undefined) {
            let data15 = data.quality_score;
            if ((typeof data15 == "number") && (isFinite(data15))) {
                if (data15 > 1 || isNaN(data15)) {
                    const err45 = { instancePath: instancePath + "/quality_score", schemaPath: "#/properties/quality_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema64.properties.quality_score, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err45];
                    }
                    else {
                        vErrors.push(err45);
                    }
                    errors++;
                }
                if (data15 < 0 || isNaN(data15)) {
                    const err46 = { instancePath: instancePath + "/quality_score", schemaPath: "#/properties/quality_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema64.properties.quality_score, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
            }
            else {
                const err47 = { instancePath: instancePath + "/quality_score", schemaPath: "#/properties/quality_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema64.properties.quality_score.type, parentSchema: schema64.properties.quality_score, data: data15 };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
        if (data.gaps !== undefined) {
            let data16 = data.gaps;
            if (Array.isArray(data16)) {
                const len1 = data16.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    if (!(validate33(data16[i1], { instancePath: instancePath + "/gaps/" + i1, parentData: data16, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err48 = { instancePath: instancePath + "/gaps", schemaPath: "#/properties/gaps/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema64.properties.gaps.type, parentSchema: schema64.properties.gaps, data: data16 };
                if (vErrors === null) {
                    vErrors = [err48];
                }
                else {
                    vErrors.push(err48);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data18 = data.source_repo;
            if (typeof data18 === "string") {
                if (!(formats4.validate(data18))) {
                    const err49 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema64.properties.source_repo, data: data18 };
                    if (vErrors === null) {
                        vErrors = [err49];
                    }
                    else {
                        vErrors.push(err49);
                    }
                    errors++;
                }
            }
            else {
                const err50 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema64.properties.source_repo.type, parentSchema: schema64.properties.source_repo, data: data18 };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data19 = data.source_commit;
            if (typeof data19 === "string") {
                if (!pattern7.test(data19)) {
                    const err51 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
            else {
                const err52 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data19 };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data20 = data.signature_or_digest;
            if (typeof data20 === "string") {
                if (!pattern6.test(data20)) {
                    const err53 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
            }
            else {
                const err54 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data20 };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
        }
    }
    else {
        const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema64.type, parentSchema: schema64, data };
        if (vErrors === null) {
            vErrors = [err55];
        }
        else {
            vErrors.push(err55);
        }
        errors++;
    }
    validate32.errors = vErrors;
    return errors === 0;
}
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema73 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/ProfileCoverageReport.v0.schema.json", "title": "ProfileCoverageReport.v0", "description": "Workflow-profile fields exercised vs declared (profile_coverage_reports[]).", "type": "object", "required": ["schema_version", "coverage_id", "workflow_profile_id", "producer_id", "artifact_types_required", "artifact_types_covered", "semantic_checks_required", "semantic_checks_covered", "handoff_steps_required", "handoff_steps_covered", "numerator", "denominator", "coverage_ratio", "details", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "coverage_id": { "type": "string", "minLength": 1 }, "workflow_profile_id": { "type": "string", "minLength": 1 }, "producer_id": { "$ref": "pcs.defs.json#/$defs/producer_id" }, "suite_id": { "type": "string", "minLength": 1 }, "artifact_types_required": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "artifact_types_covered": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "semantic_checks_required": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "semantic_checks_covered": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "handoff_steps_required": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "handoff_steps_covered": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "numerator": { "type": "number", "minimum": 0 }, "denominator": { "type": "number", "minimum": 0 }, "coverage_ratio": { "type": "number", "minimum": 0, "maximum": 1 }, "details": { "type": "object" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/ProfileCoverageReport.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate36.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.coverage_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage_id" }, message: "must have required property '" + "coverage_id" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.workflow_profile_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "workflow_profile_id" }, message: "must have required property '" + "workflow_profile_id" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.producer_id === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "producer_id" }, message: "must have required property '" + "producer_id" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.artifact_types_required === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifact_types_required" }, message: "must have required property '" + "artifact_types_required" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.artifact_types_covered === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifact_types_covered" }, message: "must have required property '" + "artifact_types_covered" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.semantic_checks_required === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "semantic_checks_required" }, message: "must have required property '" + "semantic_checks_required" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.semantic_checks_covered === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "semantic_checks_covered" }, message: "must have required property '" + "semantic_checks_covered" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.handoff_steps_required === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handoff_steps_required" }, message: "must have required property '" + "handoff_steps_required" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.handoff_steps_covered === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "handoff_steps_covered" }, message: "must have required property '" + "handoff_steps_covered" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.numerator === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "numerator" }, message: "must have required property '" + "numerator" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.denominator === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "denominator" }, message: "must have required property '" + "denominator" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.coverage_ratio === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage_ratio" }, message: "must have required property '" + "coverage_ratio" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.details === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" }, message: "must have required property '" + "details" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema73.required, parentSchema: schema73, data };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema73.properties, key0))) {
                const err17 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema73, data };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err18 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            else {
                const err19 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.coverage_id !== undefined) {
            let data1 = data.coverage_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err20 = { instancePath: instancePath + "/coverage_id", schemaPath: "#/properties/coverage_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.coverage_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
            }
            else {
                const err21 = { instancePath: instancePath + "/coverage_id", schemaPath: "#/properties/coverage_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.coverage_id.type, parentSchema: schema73.properties.coverage_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        if (data.workflow_profile_id !== undefined) {
            let data2 = data.workflow_profile_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err22 = { instancePath: instancePath + "/workflow_profile_id", schemaPath: "#/properties/workflow_profile_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.workflow_profile_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/workflow_profile_id", schemaPath: "#/properties/workflow_profile_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.workflow_profile_id.type, parentSchema: schema73.properties.workflow_profile_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.producer_id !== undefined) {
            let data3 = data.producer_id;
            if (typeof data3 !== "string") {
                const err24 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data3 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if (!((((((data3 === "pcs-core") || (data3 === "pcs-bench")) || (data3 === "provability-fabric")) || (data3 === "certifyedge")) || (data3 === "labtrust-gym")) || (data3 === "scientific-memory"))) {
                const err25 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/enum", keyword: "enum", params: { allowedValues: schema34.enum }, message: "must be equal to one of the allowed values", schema: schema34.enum, parentSchema: schema34, data: data3 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        if (data.suite_id !== undefined) {
            let data4 = data.suite_id;
            if (typeof data4 === "string") {
                if (func2(data4) < 1) {
                    const err26 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.suite_id, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
            else {
                const err27 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.suite_id.type, parentSchema: schema73.properties.suite_id, data: data4 };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.artifact_types_required !== undefined) {
            let data5 = data.artifact_types_required;
            if (Array.isArray(data5)) {
                const len0 = data5.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    let data6 = data5[i0];
                    if (typeof data6 === "string") {
                        if (func2(data6) < 1) {
                            const err28 = { instancePath: instancePath + "/artifact_types_required/" + i0, schemaPath: "#/properties/artifact_types_required/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.artifact_types_required.items, data: data6 };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err29 = { instancePath: instancePath + "/artifact_types_required/" + i0, schemaPath: "#/properties/artifact_types_required/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.artifact_types_required.items.type, parentSchema: schema73.properties.artifact_types_required.items, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err30 = { instancePath: instancePath + "/artifact_types_required", schemaPath: "#/properties/artifact_types_required/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.artifact_types_required.type, parentSchema: schema73.properties.artifact_types_required, data: data5 };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        if (data.artifact_types_covered !== undefined) {
            let data7 = data.artifact_types_covered;
            if (Array.isArray(data7)) {
                const len1 = data7.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data8 = data7[i1];
                    if (typeof data8 === "string") {
                        if (func2(data8) < 1) {
                            const err31 = { instancePath: instancePath + "/artifact_types_covered/" + i1, schemaPath: "#/properties/artifact_types_covered/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.artifact_types_covered.items, data: data8 };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err32 = { instancePath: instancePath + "/artifact_types_covered/" + i1, schemaPath: "#/properties/artifact_types_covered/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.artifact_types_covered.items.type, parentSchema: schema73.properties.artifact_types_covered.items, data: data8 };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err33 = { instancePath: instancePath + "/artifact_types_covered", schemaPath: "#/properties/artifact_types_covered/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.artifact_types_covered.type, parentSchema: schema73.properties.artifact_types_covered, data: data7 };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
        if (data.semantic_checks_required !== undefined) {
            let data9 = data.semantic_checks_required;
            if (Array.isArray(data9)) {
                const len2 = data9.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    let data10 = data9[i2];
                    if (typeof data10 === "string") {
                        if (func2(data10) < 1) {
                            const err34 = { instancePath: instancePath + "/semantic_checks_required/" + i2, schemaPath: "#/properties/semantic_checks_required/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.semantic_checks_required.items, data: data10 };
                            if (vErrors === null) {
                                vErrors = [err34];
                            }
                            else {
                                vErrors.push(err34);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err35 = { instancePath: instancePath + "/semantic_checks_required/" + i2, schemaPath: "#/properties/semantic_checks_required/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.semantic_checks_required.items.type, parentSchema: schema73.properties.semantic_checks_required.items, data: data10 };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err36 = { instancePath: instancePath + "/semantic_checks_required", schemaPath: "#/properties/semantic_checks_required/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.semantic_checks_required.type, parentSchema: schema73.properties.semantic_checks_required, data: data9 };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
        if (data.semantic_checks_covered !== undefined) {
            let data11 = data.semantic_checks_covered;
            if (Array.isArray(data11)) {
                const len3 = data11.length;
                for (let i3 = 0; i3 < len3; i3++) {
                    let data12 = data11[i3];
                    if (typeof data12 === "string") {
                        if (func2(data12) < 1) {
                            const err37 = { instancePath: instancePath + "/semantic_checks_covered/" + i3, schemaPath: "#/properties/semantic_checks_covered/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.semantic_checks_covered.items, data: data12 };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err38 = { instancePath: instancePath + "/semantic_checks_covered/" + i3, schemaPath: "#/properties/semantic_checks_covered/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.semantic_checks_covered.items.type, parentSchema: schema73.properties.semantic_checks_covered.items, data: data12 };
                        if (vErrors === null) {
                            vErrors = [err38];
                        }
                        else {
                            vErrors.push(err38);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err39 = { instancePath: instancePath + "/semantic_checks_covered", schemaPath: "#/properties/semantic_checks_covered/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.semantic_checks_covered.type, parentSchema: schema73.properties.semantic_checks_covered, data: data11 };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
        }
        if (data.handoff_steps_required !== undefined) {
            let data13 = data.handoff_steps_required;
            if (Array.isArray(data13)) {
                const len4 = data13.length;
                for (let i4 = 0; i4 < len4; i4++) {
                    let data14 = data13[i4];
                    if (typeof data14 === "string") {
                        if (func2(data14) < 1) {
                            const err40 = { instancePath: instancePath + "/handoff_steps_required/" + i4, schemaPath: "#/properties/handoff_steps_required/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.handoff_steps_required.items, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err41 = { instancePath: instancePath + "/handoff_steps_required/" + i4, schemaPath: "#/properties/handoff_steps_required/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.handoff_steps_required.items.type, parentSchema: schema73.properties.handoff_steps_required.items, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err41];
                        }
                        else {
                            vErrors.push(err41);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err42 = { instancePath: instancePath + "/handoff_steps_required", schemaPath: "#/properties/handoff_steps_required/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.handoff_steps_required.type, parentSchema: schema73.properties.handoff_steps_required, data: data13 };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
        }
        if (data.handoff_steps_covered !== undefined) {
            let data15 = data.handoff_steps_covered;
            if (Array.isArray(data15)) {
                const len5 = data15.length;
                for (let i5 = 0; i5 < len5; i5++) {
                    let data16 = data15[i5];
                    if (typeof data16 === "string") {
                        if (func2(data16) < 1) {
                            const err43 = { instancePath: instancePath + "/handoff_steps_covered/" + i5, schemaPath: "#/properties/handoff_steps_covered/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema73.properties.handoff_steps_covered.items, data: data16 };
                            if (vErrors === null) {
                                vErrors = [err43];
                            }
                            else {
                                vErrors.push(err43);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err44 = { instancePath: instancePath + "/handoff_steps_covered/" + i5, schemaPath: "#/properties/handoff_steps_covered/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.handoff_steps_covered.items.type, parentSchema: schema73.properties.handoff_steps_covered.items, data: data16 };
                        if (vErrors === null) {
                            vErrors = [err44];
                        }
                        else {
                            vErrors.push(err44);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err45 = { instancePath: instancePath + "/handoff_steps_covered", schemaPath: "#/properties/handoff_steps_covered/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema73.properties.handoff_steps_covered.type, parentSchema: schema73.properties.handoff_steps_covered, data: data15 };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
        }
        if (data.numerator !== undefined) {
            let data17 = data.numerator;
            if ((typeof data17 == "number") && (isFinite(data17))) {
                if (data17 < 0 || isNaN(data17)) {
                    const err46 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema73.properties.numerator, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
            }
            else {
                const err47 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema73.properties.numerator.type, parentSchema: schema73.properties.numerator, data: data17 };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
        if (data.denominator !== undefined) {
            let data18 = data.denominator;
            if ((typeof data18 == "number") && (isFinite(data18))) {
                if (data18 < 0 || isNaN(data18)) {
                    const err48 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema73.properties.denominator, data: data18 };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
            }
            else {
                const err49 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema73.properties.denominator.type, parentSchema: schema73.properties.denominator, data: data18 };
                if (vErrors === null) {
                    vErrors = [err49];
                }
                else {
                    vErrors.push(err49);
                }
                errors++;
            }
        }
        if (data.coverage_ratio !== undefined) {
            let data19 = data.coverage_ratio;
            if ((typeof data19 == "number") && (isFinite(data19))) {
                if (data19 > 1 || isNaN(data19)) {
                    const err50 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema73.properties.coverage_ratio, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err50];
                    }
                    else {
                        vErrors.push(err50);
                    }
                    errors++;
                }
                if (data19 < 0 || isNaN(data19)) {
                    const err51 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema73.properties.coverage_ratio, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
            else {
                const err52 = { instancePath: instancePath + "/coverage_ratio", schemaPath: "#/properties/coverage_ratio/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema73.properties.coverage_ratio.type, parentSchema: schema73.properties.coverage_ratio, data: data19 };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
        }
        if (data.details !== undefined) {
            let data20 = data.details;
            if (!(data20 && typeof data20 == "object" && !Array.isArray(data20))) {
                const err53 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema73.properties.details.type, parentSchema: schema73.properties.details, data: data20 };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data21 = data.source_repo;
            if (typeof data21 === "string") {
                if (!(formats4.validate(data21))) {
                    const err54 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema73.properties.source_repo, data: data21 };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
            }
            else {
                const err55 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema73.properties.source_repo.type, parentSchema: schema73.properties.source_repo, data: data21 };
                if (vErrors === null) {
                    vErrors = [err55];
                }
                else {
                    vErrors.push(err55);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data22 = data.source_commit;
            if (typeof data22 === "string") {
                if (!pattern7.test(data22)) {
                    const err56 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data22 };
                    if (vErrors === null) {
                        vErrors = [err56];
                    }
                    else {
                        vErrors.push(err56);
                    }
                    errors++;
                }
            }
            else {
                const err57 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data22 };
                if (vErrors === null) {
                    vErrors = [err57];
                }
                else {
                    vErrors.push(err57);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data23 = data.signature_or_digest;
            if (typeof data23 === "string") {
                if (!pattern6.test(data23)) {
                    const err58 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data23 };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
            else {
                const err59 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data23 };
                if (vErrors === null) {
                    vErrors = [err59];
                }
                else {
                    vErrors.push(err59);
                }
                errors++;
            }
        }
    }
    else {
        const err60 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema73.type, parentSchema: schema73, data };
        if (vErrors === null) {
            vErrors = [err60];
        }
        else {
            vErrors.push(err60);
        }
        errors++;
    }
    validate36.errors = vErrors;
    return errors === 0;
}
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate38.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.command === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property '" + "command" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.exit_code === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "exit_code" }, message: "must have required property '" + "exit_code" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "command") || (key0 === "exit_code")) || (key0 === "stdout_digest"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema39, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.command !== undefined) {
            let data0 = data.command;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err3 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema39.properties.command, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.command.type, parentSchema: schema39.properties.command, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.exit_code !== undefined) {
            let data1 = data.exit_code;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err5 = { instancePath: instancePath + "/exit_code", schemaPath: "#/properties/exit_code/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema39.properties.exit_code.type, parentSchema: schema39.properties.exit_code, data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.stdout_digest !== undefined) {
            let data2 = data.stdout_digest;
            if (typeof data2 === "string") {
                if (!pattern6.test(data2)) {
                    const err6 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data2 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate38.errors = vErrors;
    return errors === 0;
}
validate38.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema80 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/BenchmarkArtifactRef.v0.schema.json", "title": "BenchmarkArtifactRef.v0", "description": "Sidecar file provenance of one embedded artifact (artifact_refs[]); sha256 equals the embedded object signature_or_digest.", "type": "object", "required": ["schema_version", "artifact_type", "path", "sha256", "role", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "artifact_type": { "$ref": "pcs.defs.json#/$defs/ref_type" }, "path": { "type": "string", "minLength": 1 }, "sha256": { "$ref": "pcs.defs.json#/$defs/hex_digest" }, "role": { "$ref": "pcs.defs.json#/$defs/ref_role" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
const schema82 = { "type": "string", "enum": ["BenchmarkCase.v0", "BenchmarkRun.v0", "CoverageReport.v0", "FailureLocalizationResult.v0", "ExplainQualityReport.v0", "ProfileCoverageReport.v0", "MetricSummary.v0"] };
const schema84 = { "type": "string", "enum": ["producer_export", "ingest_bundle", "primary"] };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/BenchmarkArtifactRef.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate40.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.artifact_type === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifact_type" }, message: "must have required property '" + "artifact_type" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.path === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property '" + "path" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.sha256 === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property '" + "sha256" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.role === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" }, message: "must have required property '" + "role" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema80.required, parentSchema: schema80, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((((((((key0 === "schema_version") || (key0 === "artifact_type")) || (key0 === "path")) || (key0 === "sha256")) || (key0 === "role")) || (key0 === "source_repo")) || (key0 === "source_commit")) || (key0 === "signature_or_digest"))) {
                const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema80, data };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err9 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
            }
            else {
                const err10 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        if (data.artifact_type !== undefined) {
            let data1 = data.artifact_type;
            if (typeof data1 !== "string") {
                const err11 = { instancePath: instancePath + "/artifact_type", schemaPath: "pcs.defs.json#/$defs/ref_type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema82.type, parentSchema: schema82, data: data1 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if (!(((((((data1 === "BenchmarkCase.v0") || (data1 === "BenchmarkRun.v0")) || (data1 === "CoverageReport.v0")) || (data1 === "FailureLocalizationResult.v0")) || (data1 === "ExplainQualityReport.v0")) || (data1 === "ProfileCoverageReport.v0")) || (data1 === "MetricSummary.v0"))) {
                const err12 = { instancePath: instancePath + "/artifact_type", schemaPath: "pcs.defs.json#/$defs/ref_type/enum", keyword: "enum", params: { allowedValues: schema82.enum }, message: "must be equal to one of the allowed values", schema: schema82.enum, parentSchema: schema82, data: data1 };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.path !== undefined) {
            let data2 = data.path;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err13 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema80.properties.path, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema80.properties.path.type, parentSchema: schema80.properties.path, data: data2 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.sha256 !== undefined) {
            let data3 = data.sha256;
            if (typeof data3 === "string") {
                if (!pattern6.test(data3)) {
                    const err15 = { instancePath: instancePath + "/sha256", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/sha256", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data3 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.role !== undefined) {
            let data4 = data.role;
            if (typeof data4 !== "string") {
                const err17 = { instancePath: instancePath + "/role", schemaPath: "pcs.defs.json#/$defs/ref_role/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema84.type, parentSchema: schema84, data: data4 };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (!(((data4 === "producer_export") || (data4 === "ingest_bundle")) || (data4 === "primary"))) {
                const err18 = { instancePath: instancePath + "/role", schemaPath: "pcs.defs.json#/$defs/ref_role/enum", keyword: "enum", params: { allowedValues: schema84.enum }, message: "must be equal to one of the allowed values", schema: schema84.enum, parentSchema: schema84, data: data4 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data5 = data.source_repo;
            if (typeof data5 === "string") {
                if (!(formats4.validate(data5))) {
                    const err19 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema80.properties.source_repo, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema80.properties.source_repo.type, parentSchema: schema80.properties.source_repo, data: data5 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data6 = data.source_commit;
            if (typeof data6 === "string") {
                if (!pattern7.test(data6)) {
                    const err21 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data6 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data6 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data7 = data.signature_or_digest;
            if (typeof data7 === "string") {
                if (!pattern6.test(data7)) {
                    const err23 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data7 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
    }
    else {
        const err25 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema80.type, parentSchema: schema80, data };
        if (vErrors === null) {
            vErrors = [err25];
        }
        else {
            vErrors.push(err25);
        }
        errors++;
    }
    validate40.errors = vErrors;
    return errors === 0;
}
validate40.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/PcsBenchIngest.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate20.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.producer_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "producer_id" }, message: "must have required property '" + "producer_id" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.suite_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "suite_id" }, message: "must have required property '" + "suite_id" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.workflow_id === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "workflow_id" }, message: "must have required property '" + "workflow_id" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.benchmark_runs === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "benchmark_runs" }, message: "must have required property '" + "benchmark_runs" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.coverage_reports === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage_reports" }, message: "must have required property '" + "coverage_reports" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.failure_localization_reports === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "failure_localization_reports" }, message: "must have required property '" + "failure_localization_reports" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.explain_quality_reports === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "explain_quality_reports" }, message: "must have required property '" + "explain_quality_reports" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.profile_coverage_reports === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "profile_coverage_reports" }, message: "must have required property '" + "profile_coverage_reports" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.commands === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "commands" }, message: "must have required property '" + "commands" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.logs === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "logs" }, message: "must have required property '" + "logs" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema31.required, parentSchema: schema31, data };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema31.properties, key0))) {
                const err14 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema31, data };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err15 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.producer_id !== undefined) {
            let data1 = data.producer_id;
            if (typeof data1 !== "string") {
                const err17 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data1 };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (!((((((data1 === "pcs-core") || (data1 === "pcs-bench")) || (data1 === "provability-fabric")) || (data1 === "certifyedge")) || (data1 === "labtrust-gym")) || (data1 === "scientific-memory"))) {
                const err18 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/enum", keyword: "enum", params: { allowedValues: schema34.enum }, message: "must be equal to one of the allowed values", schema: schema34.enum, parentSchema: schema34, data: data1 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.suite_id !== undefined) {
            let data2 = data.suite_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err19 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.suite_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/suite_id", schemaPath: "#/properties/suite_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.suite_id.type, parentSchema: schema31.properties.suite_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.workflow_id !== undefined) {
            let data3 = data.workflow_id;
            if (typeof data3 === "string") {
                if (func2(data3) < 1) {
                    const err21 = { instancePath: instancePath + "/workflow_id", schemaPath: "#/properties/workflow_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema31.properties.workflow_id, data: data3 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/workflow_id", schemaPath: "#/properties/workflow_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.workflow_id.type, parentSchema: schema31.properties.workflow_id, data: data3 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.benchmark_runs !== undefined) {
            let data4 = data.benchmark_runs;
            if (Array.isArray(data4)) {
                const len0 = data4.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate22(data4[i0], { instancePath: instancePath + "/benchmark_runs/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/benchmark_runs", schemaPath: "#/properties/benchmark_runs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.benchmark_runs.type, parentSchema: schema31.properties.benchmark_runs, data: data4 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.coverage_reports !== undefined) {
            let data6 = data.coverage_reports;
            if (Array.isArray(data6)) {
                const len1 = data6.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    if (!(validate28(data6[i1], { instancePath: instancePath + "/coverage_reports/" + i1, parentData: data6, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/coverage_reports", schemaPath: "#/properties/coverage_reports/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.coverage_reports.type, parentSchema: schema31.properties.coverage_reports, data: data6 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.failure_localization_reports !== undefined) {
            let data8 = data.failure_localization_reports;
            if (Array.isArray(data8)) {
                const len2 = data8.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    if (!(validate30(data8[i2], { instancePath: instancePath + "/failure_localization_reports/" + i2, parentData: data8, parentDataProperty: i2, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err25 = { instancePath: instancePath + "/failure_localization_reports", schemaPath: "#/properties/failure_localization_reports/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.failure_localization_reports.type, parentSchema: schema31.properties.failure_localization_reports, data: data8 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        if (data.explain_quality_reports !== undefined) {
            let data10 = data.explain_quality_reports;
            if (Array.isArray(data10)) {
                const len3 = data10.length;
                for (let i3 = 0; i3 < len3; i3++) {
                    if (!(validate32(data10[i3], { instancePath: instancePath + "/explain_quality_reports/" + i3, parentData: data10, parentDataProperty: i3, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err26 = { instancePath: instancePath + "/explain_quality_reports", schemaPath: "#/properties/explain_quality_reports/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.explain_quality_reports.type, parentSchema: schema31.properties.explain_quality_reports, data: data10 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.profile_coverage_reports !== undefined) {
            let data12 = data.profile_coverage_reports;
            if (Array.isArray(data12)) {
                const len4 = data12.length;
                for (let i4 = 0; i4 < len4; i4++) {
                    if (!(validate36(data12[i4], { instancePath: instancePath + "/profile_coverage_reports/" + i4, parentData: data12, parentDataProperty: i4, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err27 = { instancePath: instancePath + "/profile_coverage_reports", schemaPath: "#/properties/profile_coverage_reports/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.profile_coverage_reports.type, parentSchema: schema31.properties.profile_coverage_reports, data: data12 };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        if (data.commands !== undefined) {
            let data14 = data.commands;
            if (Array.isArray(data14)) {
                const len5 = data14.length;
                for (let i5 = 0; i5 < len5; i5++) {
                    if (!(validate38(data14[i5], { instancePath: instancePath + "/commands/" + i5, parentData: data14, parentDataProperty: i5, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/commands", schemaPath: "#/properties/commands/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.commands.type, parentSchema: schema31.properties.commands, data: data14 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.logs !== undefined) {
            let data16 = data.logs;
            if (Array.isArray(data16)) {
                const len6 = data16.length;
                for (let i6 = 0; i6 < len6; i6++) {
                    let data17 = data16[i6];
                    if (typeof data17 !== "string") {
                        const err29 = { instancePath: instancePath + "/logs/" + i6, schemaPath: "#/properties/logs/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.logs.items.type, parentSchema: schema31.properties.logs.items, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err30 = { instancePath: instancePath + "/logs", schemaPath: "#/properties/logs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.logs.type, parentSchema: schema31.properties.logs, data: data16 };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        if (data.artifact_refs !== undefined) {
            let data18 = data.artifact_refs;
            if (Array.isArray(data18)) {
                const len7 = data18.length;
                for (let i7 = 0; i7 < len7; i7++) {
                    if (!(validate40(data18[i7], { instancePath: instancePath + "/artifact_refs/" + i7, parentData: data18, parentDataProperty: i7, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err31 = { instancePath: instancePath + "/artifact_refs", schemaPath: "#/properties/artifact_refs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema31.properties.artifact_refs.type, parentSchema: schema31.properties.artifact_refs, data: data18 };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data20 = data.source_repo;
            if (typeof data20 === "string") {
                if (!(formats4.validate(data20))) {
                    const err32 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema31.properties.source_repo, data: data20 };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
            }
            else {
                const err33 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema31.properties.source_repo.type, parentSchema: schema31.properties.source_repo, data: data20 };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data21 = data.source_commit;
            if (typeof data21 === "string") {
                if (!pattern7.test(data21)) {
                    const err34 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data21 };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            else {
                const err35 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data21 };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data22 = data.signature_or_digest;
            if (typeof data22 === "string") {
                if (!pattern6.test(data22)) {
                    const err36 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data22 };
                    if (vErrors === null) {
                        vErrors = [err36];
                    }
                    else {
                        vErrors.push(err36);
                    }
                    errors++;
                }
            }
            else {
                const err37 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data22 };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
        }
    }
    else {
        const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
        if (vErrors === null) {
            vErrors = [err38];
        }
        else {
            vErrors.push(err38);
        }
        errors++;
    }
    validate20.errors = vErrors;
    return errors === 0;
}
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const item0 = validate22;
const item1 = validate28;
const item2 = validate30;
const item3 = validate32;
const item4 = validate36;
const item5 = validate42;
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate42.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.command === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "command" }, message: "must have required property '" + "command" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.exit_code === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "exit_code" }, message: "must have required property '" + "exit_code" + "'", schema: schema39.required, parentSchema: schema39, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "command") || (key0 === "exit_code")) || (key0 === "stdout_digest"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema39, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.command !== undefined) {
            let data0 = data.command;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err3 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema39.properties.command, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/command", schemaPath: "#/properties/command/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema39.properties.command.type, parentSchema: schema39.properties.command, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.exit_code !== undefined) {
            let data1 = data.exit_code;
            if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
                const err5 = { instancePath: instancePath + "/exit_code", schemaPath: "#/properties/exit_code/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema39.properties.exit_code.type, parentSchema: schema39.properties.exit_code, data: data1 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.stdout_digest !== undefined) {
            let data2 = data.stdout_digest;
            if (typeof data2 === "string") {
                if (!pattern6.test(data2)) {
                    const err6 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/stdout_digest", schemaPath: "#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data2 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
    else {
        const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    validate42.errors = vErrors;
    return errors === 0;
}
validate42.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const item6 = validate40;
const type1 = validate22;
const type2 = validate28;
const type3 = validate30;
const type4 = validate32;
const item7 = validate43;
function validate43(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate43.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.section_id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "section_id" }, message: "must have required property '" + "section_id" + "'", schema: schema69.required, parentSchema: schema69, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.message === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'", schema: schema69.required, parentSchema: schema69, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((key0 === "section_id") || (key0 === "message"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema69, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.section_id !== undefined) {
            let data0 = data.section_id;
            if (typeof data0 !== "string") {
                const err3 = { instancePath: instancePath + "/section_id", schemaPath: "pcs.defs.json#/$defs/section_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema67.type, parentSchema: schema67, data: data0 };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            if (!((((((((data0 === "provenance") || (data0 === "hashes")) || (data0 === "handoffs")) || (data0 === "verification")) || (data0 === "formal_checks")) || (data0 === "limitations")) || (data0 === "lineage")) || (data0 === "repair_hints"))) {
                const err4 = { instancePath: instancePath + "/section_id", schemaPath: "pcs.defs.json#/$defs/section_id/enum", keyword: "enum", params: { allowedValues: schema67.enum }, message: "must be equal to one of the allowed values", schema: schema67.enum, parentSchema: schema67, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.message !== undefined) {
            let data1 = data.message;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err5 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema69.properties.message, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema69.properties.message.type, parentSchema: schema69.properties.message, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    }
    else {
        const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema69.type, parentSchema: schema69, data };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    validate43.errors = vErrors;
    return errors === 0;
}
validate43.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const type5 = validate36;
const type6 = validate40;
const type7 = validate44;
const schema93 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/BenchmarkReport.v0.schema.json", "title": "BenchmarkReport.v0", "description": "Suite aggregation output (built from validated ingests), separate from the ingest.", "type": "object", "required": ["schema_version", "report_id", "benchmark_suite_id", "runs", "metrics", "metric_summaries", "summary", "coverage", "failures", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "report_id": { "type": "string", "minLength": 1 }, "benchmark_suite_id": { "type": "string", "minLength": 1 }, "runs": { "type": "array", "items": { "$ref": "#/$defs/run_ref" } }, "metrics": { "type": "array", "minItems": 1, "items": { "$ref": "pcs.defs.json#/$defs/metric_id" } }, "metric_summaries": { "type": "array", "items": { "$ref": "MetricSummary.v0.schema.json" } }, "summary": { "$ref": "#/$defs/summary" }, "coverage": { "$ref": "#/$defs/coverage" }, "failures": { "type": "array", "items": { "$ref": "#/$defs/failure" } }, "conformance_refs": { "type": "array", "items": { "$ref": "pcs.defs.json#/$defs/conformance_run_ref" } }, "producer_id": { "$ref": "pcs.defs.json#/$defs/producer_id" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } }, "$defs": { "run_ref": { "type": "object", "required": ["run_id", "case_id", "path"], "additionalProperties": false, "properties": { "run_id": { "type": "string", "minLength": 1 }, "case_id": { "type": "string", "minLength": 1 }, "path": { "type": "string", "minLength": 1 }, "observed_status": { "$ref": "pcs.defs.json#/$defs/observed_status" } } }, "summary": { "type": "object", "required": ["total_cases", "passed_cases", "failed_cases", "expected_failures_detected", "unexpected_passes", "unexpected_failures", "failure_localization_accuracy", "repair_hint_accuracy", "formal_check_coverage", "registry_coverage", "scientific_memory_render_coverage"], "additionalProperties": false, "properties": { "total_cases": { "type": "integer", "minimum": 0 }, "passed_cases": { "type": "integer", "minimum": 0 }, "failed_cases": { "type": "integer", "minimum": 0 }, "expected_failures_detected": { "type": "integer", "minimum": 0 }, "unexpected_passes": { "type": "integer", "minimum": 0 }, "unexpected_failures": { "type": "integer", "minimum": 0 }, "failure_localization_accuracy": { "type": "number", "minimum": 0, "maximum": 1 }, "repair_hint_accuracy": { "type": "number", "minimum": 0, "maximum": 1 }, "formal_check_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "registry_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "scientific_memory_render_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "repair_hint_quality_score": { "type": "number", "minimum": 0, "maximum": 1 }, "cross_domain_portability_score": { "type": "number", "minimum": 0, "maximum": 1 }, "release_reproducibility_score": { "type": "number", "minimum": 0, "maximum": 1 }, "certificate_completeness_score": { "type": "number", "minimum": 0, "maximum": 1 }, "registry_coverage_score": { "type": "number", "minimum": 0, "maximum": 1 }, "formal_check_coverage_score": { "type": "number", "minimum": 0, "maximum": 1 }, "scientific_memory_interpretability_score": { "type": "number", "minimum": 0, "maximum": 1 }, "execution_mode": { "type": "string", "enum": ["live", "simulate", "hybrid", "dry_run"] }, "evidence_grade": { "type": "string", "enum": ["release", "developer"] }, "live_cases": { "type": "integer", "minimum": 0 }, "simulated_cases": { "type": "integer", "minimum": 0 }, "hybrid_fallback_cases": { "type": "integer", "minimum": 0 } } }, "coverage": { "type": "object", "additionalProperties": false, "properties": { "registry": { "$ref": "CoverageReport.v0.schema.json" }, "formal_checks": { "$ref": "CoverageReport.v0.schema.json" }, "scientific_memory": { "$ref": "CoverageReport.v0.schema.json" }, "release_reproducibility": { "$ref": "CoverageReport.v0.schema.json" }, "certificate_completeness": { "$ref": "CoverageReport.v0.schema.json" }, "explain_quality": { "$ref": "ExplainQualityReport.v0.schema.json" }, "profile_coverage": { "$ref": "ProfileCoverageReport.v0.schema.json" } } }, "failure": { "type": "object", "required": ["case_id", "message"], "additionalProperties": false, "properties": { "case_id": { "type": "string", "minLength": 1 }, "run_id": { "type": "string", "minLength": 1 }, "message": { "type": "string", "minLength": 1 } } } } };
const schema104 = { "type": "object", "required": ["total_cases", "passed_cases", "failed_cases", "expected_failures_detected", "unexpected_passes", "unexpected_failures", "failure_localization_accuracy", "repair_hint_accuracy", "formal_check_coverage", "registry_coverage", "scientific_memory_render_coverage"], "additionalProperties": false, "properties": { "total_cases": { "type": "integer", "minimum": 0 }, "passed_cases": { "type": "integer", "minimum": 0 }, "failed_cases": { "type": "integer", "minimum": 0 }, "expected_failures_detected": { "type": "integer", "minimum": 0 }, "unexpected_passes": { "type": "integer", "minimum": 0 }, "unexpected_failures": { "type": "integer", "minimum": 0 }, "failure_localization_accuracy": { "type": "number", "minimum": 0, "maximum": 1 }, "repair_hint_accuracy": { "type": "number", "minimum": 0, "maximum": 1 }, "formal_check_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "registry_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "scientific_memory_render_coverage": { "type": "number", "minimum": 0, "maximum": 1 }, "repair_hint_quality_score": { "type": "number", "minimum": 0, "maximum": 1 }, "cross_domain_portability_score": { "type": "number", "minimum": 0, "maximum": 1 }, "release_reproducibility_score": { "type": "number", "minimum": 0, "maximum": 1 }, "certificate_completeness_score": { "type": "number", "minimum": 0, "maximum": 1 }, "registry_coverage_score": { "type": "number", "minimum": 0, "maximum": 1 }, "formal_check_coverage_score": { "type": "number", "minimum": 0, "maximum": 1 }, "scientific_memory_interpretability_score": { "type": "number", "minimum": 0, "maximum": 1 }, "execution_mode": { "type": "string", "enum": ["live", "simulate", "hybrid", "dry_run"] }, "evidence_grade": { "type": "string", "enum": ["release", "developer"] }, "live_cases": { "type": "integer", "minimum": 0 }, "simulated_cases": { "type": "integer", "minimum": 0 }, "hybrid_fallback_cases": { "type": "integer", "minimum": 0 } } };
const schema106 = { "type": "object", "required": ["case_id", "message"], "additionalProperties": false, "properties": { "case_id": { "type": "string", "minLength": 1 }, "run_id": { "type": "string", "minLength": 1 }, "message": { "type": "string", "minLength": 1 } } };
const schema107 = { "type": "object", "required": ["suite", "run_id"], "additionalProperties": false, "properties": { "suite": { "type": "string", "minLength": 1 }, "run_id": { "type": "string", "minLength": 1 }, "status": { "type": "string", "enum": ["passed", "failed"] } } };
const schema95 = { "type": "object", "required": ["run_id", "case_id", "path"], "additionalProperties": false, "properties": { "run_id": { "type": "string", "minLength": 1 }, "case_id": { "type": "string", "minLength": 1 }, "path": { "type": "string", "minLength": 1 }, "observed_status": { "$ref": "pcs.defs.json#/$defs/observed_status" } } };
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate45.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.run_id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.case_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.path === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property '" + "path" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((((key0 === "run_id") || (key0 === "case_id")) || (key0 === "path")) || (key0 === "observed_status"))) {
                const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema95, data };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data0 = data.run_id;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err4 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.run_id, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.run_id.type, parentSchema: schema95.properties.run_id, data: data0 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data1 = data.case_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err6 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.case_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.case_id.type, parentSchema: schema95.properties.case_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.path !== undefined) {
            let data2 = data.path;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err8 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.path, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.path.type, parentSchema: schema95.properties.path, data: data2 };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.observed_status !== undefined) {
            let data3 = data.observed_status;
            if (typeof data3 !== "string") {
                const err10 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema41.type, parentSchema: schema41, data: data3 };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            if (!((((data3 === "passed") || (data3 === "failed")) || (data3 === "skipped")) || (data3 === "error"))) {
                const err11 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/enum", keyword: "enum", params: { allowedValues: schema41.enum }, message: "must be equal to one of the allowed values", schema: schema41.enum, parentSchema: schema41, data: data3 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
    }
    else {
        const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema95.type, parentSchema: schema95, data };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    validate45.errors = vErrors;
    return errors === 0;
}
validate45.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema98 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "https://benchgate.dev/schemas/pcs/MetricSummary.v0.schema.json", "title": "MetricSummary.v0", "description": "One metric rollup inside BenchmarkReport.v0.", "type": "object", "required": ["schema_version", "metric_id", "score", "applicability", "numerator", "denominator", "reason", "details", "source_repo", "source_commit", "signature_or_digest"], "additionalProperties": false, "properties": { "schema_version": { "$ref": "pcs.defs.json#/$defs/schema_version" }, "metric_id": { "$ref": "pcs.defs.json#/$defs/metric_id" }, "score": { "type": "number", "minimum": 0, "maximum": 1 }, "applicability": { "$ref": "pcs.defs.json#/$defs/applicability" }, "numerator": { "type": "number", "minimum": 0 }, "denominator": { "type": "number", "minimum": 0 }, "reason": { "type": "string" }, "details": { "type": "object" }, "source_repo": { "type": "string", "format": "uri" }, "source_commit": { "$ref": "pcs.defs.json#/$defs/git_commit" }, "signature_or_digest": { "$ref": "pcs.defs.json#/$defs/hex_digest" } } };
const schema101 = { "type": "string", "enum": ["measured", "not_applicable", "insufficient_cases", "skipped", "failed_to_measure"] };
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/MetricSummary.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate47.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.metric_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metric_id" }, message: "must have required property '" + "metric_id" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.score === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "score" }, message: "must have required property '" + "score" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.applicability === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "applicability" }, message: "must have required property '" + "applicability" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.numerator === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "numerator" }, message: "must have required property '" + "numerator" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.denominator === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "denominator" }, message: "must have required property '" + "denominator" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.reason === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.details === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "details" }, message: "must have required property '" + "details" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema98.required, parentSchema: schema98, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema98.properties, key0))) {
                const err11 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema98, data };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err12 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            else {
                const err13 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        if (data.metric_id !== undefined) {
            let data1 = data.metric_id;
            if (typeof data1 !== "string") {
                const err14 = { instancePath: instancePath + "/metric_id", schemaPath: "pcs.defs.json#/$defs/metric_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data1 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (!((((((((data1 === "release_reproducibility_score") || (data1 === "failure_localization_accuracy")) || (data1 === "certificate_completeness_score")) || (data1 === "registry_coverage_score")) || (data1 === "formal_check_coverage_score")) || (data1 === "scientific_memory_interpretability_score")) || (data1 === "repair_hint_quality_score")) || (data1 === "cross_domain_portability_score"))) {
                const err15 = { instancePath: instancePath + "/metric_id", schemaPath: "pcs.defs.json#/$defs/metric_id/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values", schema: schema54.enum, parentSchema: schema54, data: data1 };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        if (data.score !== undefined) {
            let data2 = data.score;
            if ((typeof data2 == "number") && (isFinite(data2))) {
                if (data2 > 1 || isNaN(data2)) {
                    const err16 = { instancePath: instancePath + "/score", schemaPath: "#/properties/score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema98.properties.score, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
                if (data2 < 0 || isNaN(data2)) {
                    const err17 = { instancePath: instancePath + "/score", schemaPath: "#/properties/score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema98.properties.score, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/score", schemaPath: "#/properties/score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema98.properties.score.type, parentSchema: schema98.properties.score, data: data2 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.applicability !== undefined) {
            let data3 = data.applicability;
            if (typeof data3 !== "string") {
                const err19 = { instancePath: instancePath + "/applicability", schemaPath: "pcs.defs.json#/$defs/applicability/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema101.type, parentSchema: schema101, data: data3 };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (!(((((data3 === "measured") || (data3 === "not_applicable")) || (data3 === "insufficient_cases")) || (data3 === "skipped")) || (data3 === "failed_to_measure"))) {
                const err20 = { instancePath: instancePath + "/applicability", schemaPath: "pcs.defs.json#/$defs/applicability/enum", keyword: "enum", params: { allowedValues: schema101.enum }, message: "must be equal to one of the allowed values", schema: schema101.enum, parentSchema: schema101, data: data3 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        if (data.numerator !== undefined) {
            let data4 = data.numerator;
            if ((typeof data4 == "number") && (isFinite(data4))) {
                if (data4 < 0 || isNaN(data4)) {
                    const err21 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema98.properties.numerator, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
            else {
                const err22 = { instancePath: instancePath + "/numerator", schemaPath: "#/properties/numerator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema98.properties.numerator.type, parentSchema: schema98.properties.numerator, data: data4 };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
        if (data.denominator !== undefined) {
            let data5 = data.denominator;
            if ((typeof data5 == "number") && (isFinite(data5))) {
                if (data5 < 0 || isNaN(data5)) {
                    const err23 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema98.properties.denominator, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/denominator", schemaPath: "#/properties/denominator/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema98.properties.denominator.type, parentSchema: schema98.properties.denominator, data: data5 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.reason !== undefined) {
            let data6 = data.reason;
            if (typeof data6 !== "string") {
                const err25 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema98.properties.reason.type, parentSchema: schema98.properties.reason, data: data6 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        if (data.details !== undefined) {
            let data7 = data.details;
            if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
                const err26 = { instancePath: instancePath + "/details", schemaPath: "#/properties/details/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema98.properties.details.type, parentSchema: schema98.properties.details, data: data7 };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data8 = data.source_repo;
            if (typeof data8 === "string") {
                if (!(formats4.validate(data8))) {
                    const err27 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema98.properties.source_repo, data: data8 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
            else {
                const err28 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema98.properties.source_repo.type, parentSchema: schema98.properties.source_repo, data: data8 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data9 = data.source_commit;
            if (typeof data9 === "string") {
                if (!pattern7.test(data9)) {
                    const err29 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
            else {
                const err30 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data9 };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data10 = data.signature_or_digest;
            if (typeof data10 === "string") {
                if (!pattern6.test(data10)) {
                    const err31 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
            else {
                const err32 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data10 };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
    }
    else {
        const err33 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema98.type, parentSchema: schema98, data };
        if (vErrors === null) {
            vErrors = [err33];
        }
        else {
            vErrors.push(err33);
        }
        errors++;
    }
    validate47.errors = vErrors;
    return errors === 0;
}
validate47.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema105 = { "type": "object", "additionalProperties": false, "properties": { "registry": { "$ref": "CoverageReport.v0.schema.json" }, "formal_checks": { "$ref": "CoverageReport.v0.schema.json" }, "scientific_memory": { "$ref": "CoverageReport.v0.schema.json" }, "release_reproducibility": { "$ref": "CoverageReport.v0.schema.json" }, "certificate_completeness": { "$ref": "CoverageReport.v0.schema.json" }, "explain_quality": { "$ref": "ExplainQualityReport.v0.schema.json" }, "profile_coverage": { "$ref": "ProfileCoverageReport.v0.schema.json" } } };
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate49.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            if (!(((((((key0 === "registry") || (key0 === "formal_checks")) || (key0 === "scientific_memory")) || (key0 === "release_reproducibility")) || (key0 === "certificate_completeness")) || (key0 === "explain_quality")) || (key0 === "profile_coverage"))) {
                const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema105, data };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
        }
        if (data.registry !== undefined) {
            if (!(validate28(data.registry, { instancePath: instancePath + "/registry", parentData: data, parentDataProperty: "registry", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
            }
        }
        if (data.formal_checks !== undefined) {
            if (!(validate28(data.formal_checks, { instancePath: instancePath + "/formal_checks", parentData: data, parentDataProperty: "formal_checks", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
            }
        }
        if (data.scientific_memory !== undefined) {
            if (!(validate28(data.scientific_memory, { instancePath: instancePath + "/scientific_memory", parentData: data, parentDataProperty: "scientific_memory", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
            }
        }
        if (data.release_reproducibility !== undefined) {
            if (!(validate28(data.release_reproducibility, { instancePath: instancePath + "/release_reproducibility", parentData: data, parentDataProperty: "release_reproducibility", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
            }
        }
        if (data.certificate_completeness !== undefined) {
            if (!(validate28(data.certificate_completeness, { instancePath: instancePath + "/certificate_completeness", parentData: data, parentDataProperty: "certificate_completeness", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                errors = vErrors.length;
            }
        }
        if (data.explain_quality !== undefined) {
            if (!(validate32(data.explain_quality, { instancePath: instancePath + "/explain_quality", parentData: data, parentDataProperty: "explain_quality", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
                errors = vErrors.length;
            }
        }
        if (data.profile_coverage !== undefined) {
            if (!(validate36(data.profile_coverage, { instancePath: instancePath + "/profile_coverage", parentData: data, parentDataProperty: "profile_coverage", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
                errors = vErrors.length;
            }
        }
    }
    else {
        const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema105.type, parentSchema: schema105, data };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    validate49.errors = vErrors;
    return errors === 0;
}
validate49.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate44(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    /*# sourceURL="https://benchgate.dev/schemas/pcs/BenchmarkReport.v0.schema.json" */ ;
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate44.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.schema_version === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.report_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "report_id" }, message: "must have required property '" + "report_id" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.benchmark_suite_id === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "benchmark_suite_id" }, message: "must have required property '" + "benchmark_suite_id" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        if (data.runs === undefined) {
            const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "runs" }, message: "must have required property '" + "runs" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        if (data.metrics === undefined) {
            const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metrics" }, message: "must have required property '" + "metrics" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
        if (data.metric_summaries === undefined) {
            const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metric_summaries" }, message: "must have required property '" + "metric_summaries" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if (data.summary === undefined) {
            const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "summary" }, message: "must have required property '" + "summary" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if (data.coverage === undefined) {
            const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "coverage" }, message: "must have required property '" + "coverage" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
        if (data.failures === undefined) {
            const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "failures" }, message: "must have required property '" + "failures" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
        if (data.source_repo === undefined) {
            const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_repo" }, message: "must have required property '" + "source_repo" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
        if (data.source_commit === undefined) {
            const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_commit" }, message: "must have required property '" + "source_commit" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if (data.signature_or_digest === undefined) {
            const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signature_or_digest" }, message: "must have required property '" + "signature_or_digest" + "'", schema: schema93.required, parentSchema: schema93, data };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(func1.call(schema93.properties, key0))) {
                const err12 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema93, data };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        if (data.schema_version !== undefined) {
            let data0 = data.schema_version;
            if (typeof data0 === "string") {
                if (!pattern4.test(data0)) {
                    const err13 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/pattern", keyword: "pattern", params: { pattern: "^v0$" }, message: "must match pattern \"" + "^v0$" + "\"", schema: "^v0$", parentSchema: schema33, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            else {
                const err14 = { instancePath: instancePath + "/schema_version", schemaPath: "pcs.defs.json#/$defs/schema_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema33.type, parentSchema: schema33, data: data0 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
        }
        if (data.report_id !== undefined) {
            let data1 = data.report_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err15 = { instancePath: instancePath + "/report_id", schemaPath: "#/properties/report_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema93.properties.report_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            else {
                const err16 = { instancePath: instancePath + "/report_id", schemaPath: "#/properties/report_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.properties.report_id.type, parentSchema: schema93.properties.report_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        if (data.benchmark_suite_id !== undefined) {
            let data2 = data.benchmark_suite_id;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err17 = { instancePath: instancePath + "/benchmark_suite_id", schemaPath: "#/properties/benchmark_suite_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema93.properties.benchmark_suite_id, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            else {
                const err18 = { instancePath: instancePath + "/benchmark_suite_id", schemaPath: "#/properties/benchmark_suite_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.properties.benchmark_suite_id.type, parentSchema: schema93.properties.benchmark_suite_id, data: data2 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
        }
        if (data.runs !== undefined) {
            let data3 = data.runs;
            if (Array.isArray(data3)) {
                const len0 = data3.length;
                for (let i0 = 0; i0 < len0; i0++) {
                    if (!(validate45(data3[i0], { instancePath: instancePath + "/runs/" + i0, parentData: data3, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err19 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.properties.runs.type, parentSchema: schema93.properties.runs, data: data3 };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        if (data.metrics !== undefined) {
            let data5 = data.metrics;
            if (Array.isArray(data5)) {
                if (data5.length < 1) {
                    const err20 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema93.properties.metrics, data: data5 };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                const len1 = data5.length;
                for (let i1 = 0; i1 < len1; i1++) {
                    let data6 = data5[i1];
                    if (typeof data6 !== "string") {
                        const err21 = { instancePath: instancePath + "/metrics/" + i1, schemaPath: "pcs.defs.json#/$defs/metric_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.type, parentSchema: schema54, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                    if (!((((((((data6 === "release_reproducibility_score") || (data6 === "failure_localization_accuracy")) || (data6 === "certificate_completeness_score")) || (data6 === "registry_coverage_score")) || (data6 === "formal_check_coverage_score")) || (data6 === "scientific_memory_interpretability_score")) || (data6 === "repair_hint_quality_score")) || (data6 === "cross_domain_portability_score"))) {
                        const err22 = { instancePath: instancePath + "/metrics/" + i1, schemaPath: "pcs.defs.json#/$defs/metric_id/enum", keyword: "enum", params: { allowedValues: schema54.enum }, message: "must be equal to one of the allowed values", schema: schema54.enum, parentSchema: schema54, data: data6 };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err23 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.properties.metrics.type, parentSchema: schema93.properties.metrics, data: data5 };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        if (data.metric_summaries !== undefined) {
            let data7 = data.metric_summaries;
            if (Array.isArray(data7)) {
                const len2 = data7.length;
                for (let i2 = 0; i2 < len2; i2++) {
                    if (!(validate47(data7[i2], { instancePath: instancePath + "/metric_summaries/" + i2, parentData: data7, parentDataProperty: i2, rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
                        errors = vErrors.length;
                    }
                }
            }
            else {
                const err24 = { instancePath: instancePath + "/metric_summaries", schemaPath: "#/properties/metric_summaries/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.properties.metric_summaries.type, parentSchema: schema93.properties.metric_summaries, data: data7 };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        if (data.summary !== undefined) {
            let data9 = data.summary;
            if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                if (data9.total_cases === undefined) {
                    const err25 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "total_cases" }, message: "must have required property '" + "total_cases" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err25];
                    }
                    else {
                        vErrors.push(err25);
                    }
                    errors++;
                }
                if (data9.passed_cases === undefined) {
                    const err26 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "passed_cases" }, message: "must have required property '" + "passed_cases" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
                if (data9.failed_cases === undefined) {
                    const err27 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "failed_cases" }, message: "must have required property '" + "failed_cases" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                if (data9.expected_failures_detected === undefined) {
                    const err28 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "expected_failures_detected" }, message: "must have required property '" + "expected_failures_detected" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
                if (data9.unexpected_passes === undefined) {
                    const err29 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "unexpected_passes" }, message: "must have required property '" + "unexpected_passes" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
                if (data9.unexpected_failures === undefined) {
                    const err30 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "unexpected_failures" }, message: "must have required property '" + "unexpected_failures" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
                if (data9.failure_localization_accuracy === undefined) {
                    const err31 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "failure_localization_accuracy" }, message: "must have required property '" + "failure_localization_accuracy" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
                if (data9.repair_hint_accuracy === undefined) {
                    const err32 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "repair_hint_accuracy" }, message: "must have required property '" + "repair_hint_accuracy" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
                if (data9.formal_check_coverage === undefined) {
                    const err33 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "formal_check_coverage" }, message: "must have required property '" + "formal_check_coverage" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                if (data9.registry_coverage === undefined) {
                    const err34 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "registry_coverage" }, message: "must have required property '" + "registry_coverage" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
                if (data9.scientific_memory_render_coverage === undefined) {
                    const err35 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/required", keyword: "required", params: { missingProperty: "scientific_memory_render_coverage" }, message: "must have required property '" + "scientific_memory_render_coverage" + "'", schema: schema104.required, parentSchema: schema104, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                for (const key1 in data9) {
                    if (!(func1.call(schema104.properties, key1))) {
                        const err36 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema104, data: data9 };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                }
                if (data9.total_cases !== undefined) {
                    let data10 = data9.total_cases;
                    if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                        const err37 = { instancePath: instancePath + "/summary/total_cases", schemaPath: "#/$defs/summary/properties/total_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.total_cases.type, parentSchema: schema104.properties.total_cases, data: data10 };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                    if ((typeof data10 == "number") && (isFinite(data10))) {
                        if (data10 < 0 || isNaN(data10)) {
                            const err38 = { instancePath: instancePath + "/summary/total_cases", schemaPath: "#/$defs/summary/properties/total_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.total_cases, data: data10 };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.passed_cases !== undefined) {
                    let data11 = data9.passed_cases;
                    if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                        const err39 = { instancePath: instancePath + "/summary/passed_cases", schemaPath: "#/$defs/summary/properties/passed_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.passed_cases.type, parentSchema: schema104.properties.passed_cases, data: data11 };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                    if ((typeof data11 == "number") && (isFinite(data11))) {
                        if (data11 < 0 || isNaN(data11)) {
                            const err40 = { instancePath: instancePath + "/summary/passed_cases", schemaPath: "#/$defs/summary/properties/passed_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.passed_cases, data: data11 };
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.failed_cases !== undefined) {
                    let data12 = data9.failed_cases;
                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                        const err41 = { instancePath: instancePath + "/summary/failed_cases", schemaPath: "#/$defs/summary/properties/failed_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.failed_cases.type, parentSchema: schema104.properties.failed_cases, data: data12 };
                        if (vErrors === null) {
                            vErrors = [err41];
                        }
                        else {
                            vErrors.push(err41);
                        }
                        errors++;
                    }
                    if ((typeof data12 == "number") && (isFinite(data12))) {
                        if (data12 < 0 || isNaN(data12)) {
                            const err42 = { instancePath: instancePath + "/summary/failed_cases", schemaPath: "#/$defs/summary/properties/failed_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.failed_cases, data: data12 };
                            if (vErrors === null) {
                                vErrors = [err42];
                            }
                            else {
                                vErrors.push(err42);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.expected_failures_detected !== undefined) {
                    let data13 = data9.expected_failures_detected;
                    if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                        const err43 = { instancePath: instancePath + "/summary/expected_failures_detected", schemaPath: "#/$defs/summary/properties/expected_failures_detected/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.expected_failures_detected.type, parentSchema: schema104.properties.expected_failures_detected, data: data13 };
                        if (vErrors === null) {
                            vErrors = [err43];
                        }
                        else {
                            vErrors.push(err43);
                        }
                        errors++;
                    }
                    if ((typeof data13 == "number") && (isFinite(data13))) {
                        if (data13 < 0 || isNaN(data13)) {
                            const err44 = { instancePath: instancePath + "/summary/expected_failures_detected", schemaPath: "#/$defs/summary/properties/expected_failures_detected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.expected_failures_detected, data: data13 };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.unexpected_passes !== undefined) {
                    let data14 = data9.unexpected_passes;
                    if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                        const err45 = { instancePath: instancePath + "/summary/unexpected_passes", schemaPath: "#/$defs/summary/properties/unexpected_passes/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.unexpected_passes.type, parentSchema: schema104.properties.unexpected_passes, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err45];
                        }
                        else {
                            vErrors.push(err45);
                        }
                        errors++;
                    }
                    if ((typeof data14 == "number") && (isFinite(data14))) {
                        if (data14 < 0 || isNaN(data14)) {
                            const err46 = { instancePath: instancePath + "/summary/unexpected_passes", schemaPath: "#/$defs/summary/properties/unexpected_passes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.unexpected_passes, data: data14 };
                            if (vErrors === null) {
                                vErrors = [err46];
                            }
                            else {
                                vErrors.push(err46);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.unexpected_failures !== undefined) {
                    let data15 = data9.unexpected_failures;
                    if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                        const err47 = { instancePath: instancePath + "/summary/unexpected_failures", schemaPath: "#/$defs/summary/properties/unexpected_failures/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.unexpected_failures.type, parentSchema: schema104.properties.unexpected_failures, data: data15 };
                        if (vErrors === null) {
                            vErrors = [err47];
                        }
                        else {
                            vErrors.push(err47);
                        }
                        errors++;
                    }
                    if ((typeof data15 == "number") && (isFinite(data15))) {
                        if (data15 < 0 || isNaN(data15)) {
                            const err48 = { instancePath: instancePath + "/summary/unexpected_failures", schemaPath: "#/$defs/summary/properties/unexpected_failures/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.unexpected_failures, data: data15 };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.failure_localization_accuracy !== undefined) {
                    let data16 = data9.failure_localization_accuracy;
                    if ((typeof data16 == "number") && (isFinite(data16))) {
                        if (data16 > 1 || isNaN(data16)) {
                            const err49 = { instancePath: instancePath + "/summary/failure_localization_accuracy", schemaPath: "#/$defs/summary/properties/failure_localization_accuracy/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.failure_localization_accuracy, data: data16 };
                            if (vErrors === null) {
                                vErrors = [err49];
                            }
                            else {
                                vErrors.push(err49);
                            }
                            errors++;
                        }
                        if (data16 < 0 || isNaN(data16)) {
                            const err50 = { instancePath: instancePath + "/summary/failure_localization_accuracy", schemaPath: "#/$defs/summary/properties/failure_localization_accuracy/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.failure_localization_accuracy, data: data16 };
                            if (vErrors === null) {
                                vErrors = [err50];
                            }
                            else {
                                vErrors.push(err50);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err51 = { instancePath: instancePath + "/summary/failure_localization_accuracy", schemaPath: "#/$defs/summary/properties/failure_localization_accuracy/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.failure_localization_accuracy.type, parentSchema: schema104.properties.failure_localization_accuracy, data: data16 };
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                }
                if (data9.repair_hint_accuracy !== undefined) {
                    let data17 = data9.repair_hint_accuracy;
                    if ((typeof data17 == "number") && (isFinite(data17))) {
                        if (data17 > 1 || isNaN(data17)) {
                            const err52 = { instancePath: instancePath + "/summary/repair_hint_accuracy", schemaPath: "#/$defs/summary/properties/repair_hint_accuracy/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.repair_hint_accuracy, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        if (data17 < 0 || isNaN(data17)) {
                            const err53 = { instancePath: instancePath + "/summary/repair_hint_accuracy", schemaPath: "#/$defs/summary/properties/repair_hint_accuracy/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.repair_hint_accuracy, data: data17 };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err54 = { instancePath: instancePath + "/summary/repair_hint_accuracy", schemaPath: "#/$defs/summary/properties/repair_hint_accuracy/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.repair_hint_accuracy.type, parentSchema: schema104.properties.repair_hint_accuracy, data: data17 };
                        if (vErrors === null) {
                            vErrors = [err54];
                        }
                        else {
                            vErrors.push(err54);
                        }
                        errors++;
                    }
                }
                if (data9.formal_check_coverage !== undefined) {
                    let data18 = data9.formal_check_coverage;
                    if ((typeof data18 == "number") && (isFinite(data18))) {
                        if (data18 > 1 || isNaN(data18)) {
                            const err55 = { instancePath: instancePath + "/summary/formal_check_coverage", schemaPath: "#/$defs/summary/properties/formal_check_coverage/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.formal_check_coverage, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err55];
                            }
                            else {
                                vErrors.push(err55);
                            }
                            errors++;
                        }
                        if (data18 < 0 || isNaN(data18)) {
                            const err56 = { instancePath: instancePath + "/summary/formal_check_coverage", schemaPath: "#/$defs/summary/properties/formal_check_coverage/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.formal_check_coverage, data: data18 };
                            if (vErrors === null) {
                                vErrors = [err56];
                            }
                            else {
                                vErrors.push(err56);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err57 = { instancePath: instancePath + "/summary/formal_check_coverage", schemaPath: "#/$defs/summary/properties/formal_check_coverage/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.formal_check_coverage.type, parentSchema: schema104.properties.formal_check_coverage, data: data18 };
                        if (vErrors === null) {
                            vErrors = [err57];
                        }
                        else {
                            vErrors.push(err57);
                        }
                        errors++;
                    }
                }
                if (data9.registry_coverage !== undefined) {
                    let data19 = data9.registry_coverage;
                    if ((typeof data19 == "number") && (isFinite(data19))) {
                        if (data19 > 1 || isNaN(data19)) {
                            const err58 = { instancePath: instancePath + "/summary/registry_coverage", schemaPath: "#/$defs/summary/properties/registry_coverage/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.registry_coverage, data: data19 };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                        if (data19 < 0 || isNaN(data19)) {
                            const err59 = { instancePath: instancePath + "/summary/registry_coverage", schemaPath: "#/$defs/summary/properties/registry_coverage/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.registry_coverage, data: data19 };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err60 = { instancePath: instancePath + "/summary/registry_coverage", schemaPath: "#/$defs/summary/properties/registry_coverage/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.registry_coverage.type, parentSchema: schema104.properties.registry_coverage, data: data19 };
                        if (vErrors === null) {
                            vErrors = [err60];
                        }
                        else {
                            vErrors.push(err60);
                        }
                        errors++;
                    }
                }
                if (data9.scientific_memory_render_coverage !== undefined) {
                    let data20 = data9.scientific_memory_render_coverage;
                    if ((typeof data20 == "number") && (isFinite(data20))) {
                        if (data20 > 1 || isNaN(data20)) {
                            const err61 = { instancePath: instancePath + "/summary/scientific_memory_render_coverage", schemaPath: "#/$defs/summary/properties/scientific_memory_render_coverage/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.scientific_memory_render_coverage, data: data20 };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                        if (data20 < 0 || isNaN(data20)) {
                            const err62 = { instancePath: instancePath + "/summary/scientific_memory_render_coverage", schemaPath: "#/$defs/summary/properties/scientific_memory_render_coverage/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.scientific_memory_render_coverage, data: data20 };
                            if (vErrors === null) {
                                vErrors = [err62];
                            }
                            else {
                                vErrors.push(err62);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err63 = { instancePath: instancePath + "/summary/scientific_memory_render_coverage", schemaPath: "#/$defs/summary/properties/scientific_memory_render_coverage/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.scientific_memory_render_coverage.type, parentSchema: schema104.properties.scientific_memory_render_coverage, data: data20 };
                        if (vErrors === null) {
                            vErrors = [err63];
                        }
                        else {
                            vErrors.push(err63);
                        }
                        errors++;
                    }
                }
                if (data9.repair_hint_quality_score !== undefined) {
                    let data21 = data9.repair_hint_quality_score;
                    if ((typeof data21 == "number") && (isFinite(data21))) {
                        if (data21 > 1 || isNaN(data21)) {
                            const err64 = { instancePath: instancePath + "/summary/repair_hint_quality_score", schemaPath: "#/$defs/summary/properties/repair_hint_quality_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.repair_hint_quality_score, data: data21 };
                            if (vErrors === null) {
                                vErrors = [err64];
                            }
                            else {
                                vErrors.push(err64);
                            }
                            errors++;
                        }
                        if (data21 < 0 || isNaN(data21)) {
                            const err65 = { instancePath: instancePath + "/summary/repair_hint_quality_score", schemaPath: "#/$defs/summary/properties/repair_hint_quality_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.repair_hint_quality_score, data: data21 };
                            if (vErrors === null) {
                                vErrors = [err65];
                            }
                            else {
                                vErrors.push(err65);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err66 = { instancePath: instancePath + "/summary/repair_hint_quality_score", schemaPath: "#/$defs/summary/properties/repair_hint_quality_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.repair_hint_quality_score.type, parentSchema: schema104.properties.repair_hint_quality_score, data: data21 };
                        if (vErrors === null) {
                            vErrors = [err66];
                        }
                        else {
                            vErrors.push(err66);
                        }
                        errors++;
                    }
                }
                if (data9.cross_domain_portability_score !== undefined) {
                    let data22 = data9.cross_domain_portability_score;
                    if ((typeof data22 == "number") && (isFinite(data22))) {
                        if (data22 > 1 || isNaN(data22)) {
                            const err67 = { instancePath: instancePath + "/summary/cross_domain_portability_score", schemaPath: "#/$defs/summary/properties/cross_domain_portability_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.cross_domain_portability_score, data: data22 };
                            if (vErrors === null) {
                                vErrors = [err67];
                            }
                            else {
                                vErrors.push(err67);
                            }
                            errors++;
                        }
                        if (data22 < 0 || isNaN(data22)) {
                            const err68 = { instancePath: instancePath + "/summary/cross_domain_portability_score", schemaPath: "#/$defs/summary/properties/cross_domain_portability_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.cross_domain_portability_score, data: data22 };
                            if (vErrors === null) {
                                vErrors = [err68];
                            }
                            else {
                                vErrors.push(err68);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err69 = { instancePath: instancePath + "/summary/cross_domain_portability_score", schemaPath: "#/$defs/summary/properties/cross_domain_portability_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.cross_domain_portability_score.type, parentSchema: schema104.properties.cross_domain_portability_score, data: data22 };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
                if (data9.release_reproducibility_score !== undefined) {
                    let data23 = data9.release_reproducibility_score;
                    if ((typeof data23 == "number") && (isFinite(data23))) {
                        if (data23 > 1 || isNaN(data23)) {
                            const err70 = { instancePath: instancePath + "/summary/release_reproducibility_score", schemaPath: "#/$defs/summary/properties/release_reproducibility_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.release_reproducibility_score, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err70];
                            }
                            else {
                                vErrors.push(err70);
                            }
                            errors++;
                        }
                        if (data23 < 0 || isNaN(data23)) {
                            const err71 = { instancePath: instancePath + "/summary/release_reproducibility_score", schemaPath: "#/$defs/summary/properties/release_reproducibility_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.release_reproducibility_score, data: data23 };
                            if (vErrors === null) {
                                vErrors = [err71];
                            }
                            else {
                                vErrors.push(err71);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err72 = { instancePath: instancePath + "/summary/release_reproducibility_score", schemaPath: "#/$defs/summary/properties/release_reproducibility_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.release_reproducibility_score.type, parentSchema: schema104.properties.release_reproducibility_score, data: data23 };
                        if (vErrors === null) {
                            vErrors = [err72];
                        }
                        else {
                            vErrors.push(err72);
                        }
                        errors++;
                    }
                }
                if (data9.certificate_completeness_score !== undefined) {
                    let data24 = data9.certificate_completeness_score;
                    if ((typeof data24 == "number") && (isFinite(data24))) {
                        if (data24 > 1 || isNaN(data24)) {
                            const err73 = { instancePath: instancePath + "/summary/certificate_completeness_score", schemaPath: "#/$defs/summary/properties/certificate_completeness_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.certificate_completeness_score, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err73];
                            }
                            else {
                                vErrors.push(err73);
                            }
                            errors++;
                        }
                        if (data24 < 0 || isNaN(data24)) {
                            const err74 = { instancePath: instancePath + "/summary/certificate_completeness_score", schemaPath: "#/$defs/summary/properties/certificate_completeness_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.certificate_completeness_score, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err74];
                            }
                            else {
                                vErrors.push(err74);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err75 = { instancePath: instancePath + "/summary/certificate_completeness_score", schemaPath: "#/$defs/summary/properties/certificate_completeness_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.certificate_completeness_score.type, parentSchema: schema104.properties.certificate_completeness_score, data: data24 };
                        if (vErrors === null) {
                            vErrors = [err75];
                        }
                        else {
                            vErrors.push(err75);
                        }
                        errors++;
                    }
                }
                if (data9.registry_coverage_score !== undefined) {
                    let data25 = data9.registry_coverage_score;
                    if ((typeof data25 == "number") && (isFinite(data25))) {
                        if (data25 > 1 || isNaN(data25)) {
                            const err76 = { instancePath: instancePath + "/summary/registry_coverage_score", schemaPath: "#/$defs/summary/properties/registry_coverage_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.registry_coverage_score, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err76];
                            }
                            else {
                                vErrors.push(err76);
                            }
                            errors++;
                        }
                        if (data25 < 0 || isNaN(data25)) {
                            const err77 = { instancePath: instancePath + "/summary/registry_coverage_score", schemaPath: "#/$defs/summary/properties/registry_coverage_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.registry_coverage_score, data: data25 };
                            if (vErrors === null) {
                                vErrors = [err77];
                            }
                            else {
                                vErrors.push(err77);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err78 = { instancePath: instancePath + "/summary/registry_coverage_score", schemaPath: "#/$defs/summary/properties/registry_coverage_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.registry_coverage_score.type, parentSchema: schema104.properties.registry_coverage_score, data: data25 };
                        if (vErrors === null) {
                            vErrors = [err78];
                        }
                        else {
                            vErrors.push(err78);
                        }
                        errors++;
                    }
                }
                if (data9.formal_check_coverage_score !== undefined) {
                    let data26 = data9.formal_check_coverage_score;
                    if ((typeof data26 == "number") && (isFinite(data26))) {
                        if (data26 > 1 || isNaN(data26)) {
                            const err79 = { instancePath: instancePath + "/summary/formal_check_coverage_score", schemaPath: "#/$defs/summary/properties/formal_check_coverage_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.formal_check_coverage_score, data: data26 };
                            if (vErrors === null) {
                                vErrors = [err79];
                            }
                            else {
                                vErrors.push(err79);
                            }
                            errors++;
                        }
                        if (data26 < 0 || isNaN(data26)) {
                            const err80 = { instancePath: instancePath + "/summary/formal_check_coverage_score", schemaPath: "#/$defs/summary/properties/formal_check_coverage_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.formal_check_coverage_score, data: data26 };
                            if (vErrors === null) {
                                vErrors = [err80];
                            }
                            else {
                                vErrors.push(err80);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err81 = { instancePath: instancePath + "/summary/formal_check_coverage_score", schemaPath: "#/$defs/summary/properties/formal_check_coverage_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.formal_check_coverage_score.type, parentSchema: schema104.properties.formal_check_coverage_score, data: data26 };
                        if (vErrors === null) {
                            vErrors = [err81];
                        }
                        else {
                            vErrors.push(err81);
                        }
                        errors++;
                    }
                }
                if (data9.scientific_memory_interpretability_score !== undefined) {
                    let data27 = data9.scientific_memory_interpretability_score;
                    if ((typeof data27 == "number") && (isFinite(data27))) {
                        if (data27 > 1 || isNaN(data27)) {
                            const err82 = { instancePath: instancePath + "/summary/scientific_memory_interpretability_score", schemaPath: "#/$defs/summary/properties/scientific_memory_interpretability_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1", schema: 1, parentSchema: schema104.properties.scientific_memory_interpretability_score, data: data27 };
                            if (vErrors === null) {
                                vErrors = [err82];
                            }
                            else {
                                vErrors.push(err82);
                            }
                            errors++;
                        }
                        if (data27 < 0 || isNaN(data27)) {
                            const err83 = { instancePath: instancePath + "/summary/scientific_memory_interpretability_score", schemaPath: "#/$defs/summary/properties/scientific_memory_interpretability_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.scientific_memory_interpretability_score, data: data27 };
                            if (vErrors === null) {
                                vErrors = [err83];
                            }
                            else {
                                vErrors.push(err83);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err84 = { instancePath: instancePath + "/summary/scientific_memory_interpretability_score", schemaPath: "#/$defs/summary/properties/scientific_memory_interpretability_score/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema104.properties.scientific_memory_interpretability_score.type, parentSchema: schema104.properties.scientific_memory_interpretability_score, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err84];
                        }
                        else {
                            vErrors.push(err84);
                        }
                        errors++;
                    }
                }
                if (data9.execution_mode !== undefined) {
                    let data28 = data9.execution_mode;
                    if (typeof data28 !== "string") {
                        const err85 = { instancePath: instancePath + "/summary/execution_mode", schemaPath: "#/$defs/summary/properties/execution_mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema104.properties.execution_mode.type, parentSchema: schema104.properties.execution_mode, data: data28 };
                        if (vErrors === null) {
                            vErrors = [err85];
                        }
                        else {
                            vErrors.push(err85);
                        }
                        errors++;
                    }
                    if (!((((data28 === "live") || (data28 === "simulate")) || (data28 === "hybrid")) || (data28 === "dry_run"))) {
                        const err86 = { instancePath: instancePath + "/summary/execution_mode", schemaPath: "#/$defs/summary/properties/execution_mode/enum", keyword: "enum", params: { allowedValues: schema104.properties.execution_mode.enum }, message: "must be equal to one of the allowed values", schema: schema104.properties.execution_mode.enum, parentSchema: schema104.properties.execution_mode, data: data28 };
                        if (vErrors === null) {
                            vErrors = [err86];
                        }
                        else {
                            vErrors.push(err86);
                        }
                        errors++;
                    }
                }
                if (data9.evidence_grade !== undefined) {
                    let data29 = data9.evidence_grade;
                    if (typeof data29 !== "string") {
                        const err87 = { instancePath: instancePath + "/summary/evidence_grade", schemaPath: "#/$defs/summary/properties/evidence_grade/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema104.properties.evidence_grade.type, parentSchema: schema104.properties.evidence_grade, data: data29 };
                        if (vErrors === null) {
                            vErrors = [err87];
                        }
                        else {
                            vErrors.push(err87);
                        }
                        errors++;
                    }
                    if (!((data29 === "release") || (data29 === "developer"))) {
                        const err88 = { instancePath: instancePath + "/summary/evidence_grade", schemaPath: "#/$defs/summary/properties/evidence_grade/enum", keyword: "enum", params: { allowedValues: schema104.properties.evidence_grade.enum }, message: "must be equal to one of the allowed values", schema: schema104.properties.evidence_grade.enum, parentSchema: schema104.properties.evidence_grade, data: data29 };
                        if (vErrors === null) {
                            vErrors = [err88];
                        }
                        else {
                            vErrors.push(err88);
                        }
                        errors++;
                    }
                }
                if (data9.live_cases !== undefined) {
                    let data30 = data9.live_cases;
                    if (!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) {
                        const err89 = { instancePath: instancePath + "/summary/live_cases", schemaPath: "#/$defs/summary/properties/live_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.live_cases.type, parentSchema: schema104.properties.live_cases, data: data30 };
                        if (vErrors === null) {
                            vErrors = [err89];
                        }
                        else {
                            vErrors.push(err89);
                        }
                        errors++;
                    }
                    if ((typeof data30 == "number") && (isFinite(data30))) {
                        if (data30 < 0 || isNaN(data30)) {
                            const err90 = { instancePath: instancePath + "/summary/live_cases", schemaPath: "#/$defs/summary/properties/live_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.live_cases, data: data30 };
                            if (vErrors === null) {
                                vErrors = [err90];
                            }
                            else {
                                vErrors.push(err90);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.simulated_cases !== undefined) {
                    let data31 = data9.simulated_cases;
                    if (!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))) {
                        const err91 = { instancePath: instancePath + "/summary/simulated_cases", schemaPath: "#/$defs/summary/properties/simulated_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.simulated_cases.type, parentSchema: schema104.properties.simulated_cases, data: data31 };
                        if (vErrors === null) {
                            vErrors = [err91];
                        }
                        else {
                            vErrors.push(err91);
                        }
                        errors++;
                    }
                    if ((typeof data31 == "number") && (isFinite(data31))) {
                        if (data31 < 0 || isNaN(data31)) {
                            const err92 = { instancePath: instancePath + "/summary/simulated_cases", schemaPath: "#/$defs/summary/properties/simulated_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.simulated_cases, data: data31 };
                            if (vErrors === null) {
                                vErrors = [err92];
                            }
                            else {
                                vErrors.push(err92);
                            }
                            errors++;
                        }
                    }
                }
                if (data9.hybrid_fallback_cases !== undefined) {
                    let data32 = data9.hybrid_fallback_cases;
                    if (!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))) {
                        const err93 = { instancePath: instancePath + "/summary/hybrid_fallback_cases", schemaPath: "#/$defs/summary/properties/hybrid_fallback_cases/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema104.properties.hybrid_fallback_cases.type, parentSchema: schema104.properties.hybrid_fallback_cases, data: data32 };
                        if (vErrors === null) {
                            vErrors = [err93];
                        }
                        else {
                            vErrors.push(err93);
                        }
                        errors++;
                    }
                    if ((typeof data32 == "number") && (isFinite(data32))) {
                        if (data32 < 0 || isNaN(data32)) {
                            const err94 = { instancePath: instancePath + "/summary/hybrid_fallback_cases", schemaPath: "#/$defs/summary/properties/hybrid_fallback_cases/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema104.properties.hybrid_fallback_cases, data: data32 };
                            if (vErrors === null) {
                                vErrors = [err94];
                            }
                            else {
                                vErrors.push(err94);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err95 = { instancePath: instancePath + "/summary", schemaPath: "#/$defs/summary/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema104.type, parentSchema: schema104, data: data9 };
                if (vErrors === null) {
                    vErrors = [err95];
                }
                else {
                    vErrors.push(err95);
                }
                errors++;
            }
        }
        if (data.coverage !== undefined) {
            if (!(validate49(data.coverage, { instancePath: instancePath + "/coverage", parentData: data, parentDataProperty: "coverage", rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
                errors = vErrors.length;
            }
        }
        if (data.failures !== undefined) {
            let data34 = data.failures;
            if (Array.isArray(data34)) {
                const len3 = data34.length;
                for (let i3 = 0; i3 < len3; i3++) {
                    let data35 = data34[i3];
                    if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                        if (data35.case_id === undefined) {
                            const err96 = { instancePath: instancePath + "/failures/" + i3, schemaPath: "#/$defs/failure/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema106.required, parentSchema: schema106, data: data35 };
                            if (vErrors === null) {
                                vErrors = [err96];
                            }
                            else {
                                vErrors.push(err96);
                            }
                            errors++;
                        }
                        if (data35.message === undefined) {
                            const err97 = { instancePath: instancePath + "/failures/" + i3, schemaPath: "#/$defs/failure/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'", schema: schema106.required, parentSchema: schema106, data: data35 };
                            if (vErrors === null) {
                                vErrors = [err97];
                            }
                            else {
                                vErrors.push(err97);
                            }
                            errors++;
                        }
                        for (const key2 in data35) {
                            if (!(((key2 === "case_id") || (key2 === "run_id")) || (key2 === "message"))) {
                                const err98 = { instancePath: instancePath + "/failures/" + i3, schemaPath: "#/$defs/failure/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema106, data: data35 };
                                if (vErrors === null) {
                                    vErrors = [err98];
                                }
                                else {
                                    vErrors.push(err98);
                                }
                                errors++;
                            }
                        }
                        if (data35.case_id !== undefined) {
                            let data36 = data35.case_id;
                            if (typeof data36 === "string") {
                                if (func2(data36) < 1) {
                                    const err99 = { instancePath: instancePath + "/failures/" + i3 + "/case_id", schemaPath: "#/$defs/failure/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.case_id, data: data36 };
                                    if (vErrors === null) {
                                        vErrors = [err99];
                                    }
                                    else {
                                        vErrors.push(err99);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err100 = { instancePath: instancePath + "/failures/" + i3 + "/case_id", schemaPath: "#/$defs/failure/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.case_id.type, parentSchema: schema106.properties.case_id, data: data36 };
                                if (vErrors === null) {
                                    vErrors = [err100];
                                }
                                else {
                                    vErrors.push(err100);
                                }
                                errors++;
                            }
                        }
                        if (data35.run_id !== undefined) {
                            let data37 = data35.run_id;
                            if (typeof data37 === "string") {
                                if (func2(data37) < 1) {
                                    const err101 = { instancePath: instancePath + "/failures/" + i3 + "/run_id", schemaPath: "#/$defs/failure/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.run_id, data: data37 };
                                    if (vErrors === null) {
                                        vErrors = [err101];
                                    }
                                    else {
                                        vErrors.push(err101);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err102 = { instancePath: instancePath + "/failures/" + i3 + "/run_id", schemaPath: "#/$defs/failure/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.run_id.type, parentSchema: schema106.properties.run_id, data: data37 };
                                if (vErrors === null) {
                                    vErrors = [err102];
                                }
                                else {
                                    vErrors.push(err102);
                                }
                                errors++;
                            }
                        }
                        if (data35.message !== undefined) {
                            let data38 = data35.message;
                            if (typeof data38 === "string") {
                                if (func2(data38) < 1) {
                                    const err103 = { instancePath: instancePath + "/failures/" + i3 + "/message", schemaPath: "#/$defs/failure/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.message, data: data38 };
                                    if (vErrors === null) {
                                        vErrors = [err103];
                                    }
                                    else {
                                        vErrors.push(err103);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err104 = { instancePath: instancePath + "/failures/" + i3 + "/message", schemaPath: "#/$defs/failure/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.message.type, parentSchema: schema106.properties.message, data: data38 };
                                if (vErrors === null) {
                                    vErrors = [err104];
                                }
                                else {
                                    vErrors.push(err104);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err105 = { instancePath: instancePath + "/failures/" + i3, schemaPath: "#/$defs/failure/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema106.type, parentSchema: schema106, data: data35 };
                        if (vErrors === null) {
                            vErrors = [err105];
                        }
                        else {
                            vErrors.push(err105);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err106 = { instancePath: instancePath + "/failures", schemaPath: "#/properties/failures/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.properties.failures.type, parentSchema: schema93.properties.failures, data: data34 };
                if (vErrors === null) {
                    vErrors = [err106];
                }
                else {
                    vErrors.push(err106);
                }
                errors++;
            }
        }
        if (data.conformance_refs !== undefined) {
            let data39 = data.conformance_refs;
            if (Array.isArray(data39)) {
                const len4 = data39.length;
                for (let i4 = 0; i4 < len4; i4++) {
                    let data40 = data39[i4];
                    if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
                        if (data40.suite === undefined) {
                            const err107 = { instancePath: instancePath + "/conformance_refs/" + i4, schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property '" + "suite" + "'", schema: schema107.required, parentSchema: schema107, data: data40 };
                            if (vErrors === null) {
                                vErrors = [err107];
                            }
                            else {
                                vErrors.push(err107);
                            }
                            errors++;
                        }
                        if (data40.run_id === undefined) {
                            const err108 = { instancePath: instancePath + "/conformance_refs/" + i4, schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema107.required, parentSchema: schema107, data: data40 };
                            if (vErrors === null) {
                                vErrors = [err108];
                            }
                            else {
                                vErrors.push(err108);
                            }
                            errors++;
                        }
                        for (const key3 in data40) {
                            if (!(((key3 === "suite") || (key3 === "run_id")) || (key3 === "status"))) {
                                const err109 = { instancePath: instancePath + "/conformance_refs/" + i4, schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema107, data: data40 };
                                if (vErrors === null) {
                                    vErrors = [err109];
                                }
                                else {
                                    vErrors.push(err109);
                                }
                                errors++;
                            }
                        }
                        if (data40.suite !== undefined) {
                            let data41 = data40.suite;
                            if (typeof data41 === "string") {
                                if (func2(data41) < 1) {
                                    const err110 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/suite", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/suite/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema107.properties.suite, data: data41 };
                                    if (vErrors === null) {
                                        vErrors = [err110];
                                    }
                                    else {
                                        vErrors.push(err110);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err111 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/suite", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/suite/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.suite.type, parentSchema: schema107.properties.suite, data: data41 };
                                if (vErrors === null) {
                                    vErrors = [err111];
                                }
                                else {
                                    vErrors.push(err111);
                                }
                                errors++;
                            }
                        }
                        if (data40.run_id !== undefined) {
                            let data42 = data40.run_id;
                            if (typeof data42 === "string") {
                                if (func2(data42) < 1) {
                                    const err112 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/run_id", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema107.properties.run_id, data: data42 };
                                    if (vErrors === null) {
                                        vErrors = [err112];
                                    }
                                    else {
                                        vErrors.push(err112);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err113 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/run_id", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.run_id.type, parentSchema: schema107.properties.run_id, data: data42 };
                                if (vErrors === null) {
                                    vErrors = [err113];
                                }
                                else {
                                    vErrors.push(err113);
                                }
                                errors++;
                            }
                        }
                        if (data40.status !== undefined) {
                            let data43 = data40.status;
                            if (typeof data43 !== "string") {
                                const err114 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/status", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.status.type, parentSchema: schema107.properties.status, data: data43 };
                                if (vErrors === null) {
                                    vErrors = [err114];
                                }
                                else {
                                    vErrors.push(err114);
                                }
                                errors++;
                            }
                            if (!((data43 === "passed") || (data43 === "failed"))) {
                                const err115 = { instancePath: instancePath + "/conformance_refs/" + i4 + "/status", schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/properties/status/enum", keyword: "enum", params: { allowedValues: schema107.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema107.properties.status.enum, parentSchema: schema107.properties.status, data: data43 };
                                if (vErrors === null) {
                                    vErrors = [err115];
                                }
                                else {
                                    vErrors.push(err115);
                                }
                                errors++;
                            }
                        }
                    }
                    else {
                        const err116 = { instancePath: instancePath + "/conformance_refs/" + i4, schemaPath: "pcs.defs.json#/$defs/conformance_run_ref/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema107.type, parentSchema: schema107, data: data40 };
                        if (vErrors === null) {
                            vErrors = [err116];
                        }
                        else {
                            vErrors.push(err116);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err117 = { instancePath: instancePath + "/conformance_refs", schemaPath: "#/properties/conformance_refs/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema93.properties.conformance_refs.type, parentSchema: schema93.properties.conformance_refs, data: data39 };
                if (vErrors === null) {
                    vErrors = [err117];
                }
                else {
                    vErrors.push(err117);
                }
                errors++;
            }
        }
        if (data.producer_id !== undefined) {
            let data44 = data.producer_id;
            if (typeof data44 !== "string") {
                const err118 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema34.type, parentSchema: schema34, data: data44 };
                if (vErrors === null) {
                    vErrors = [err118];
                }
                else {
                    vErrors.push(err118);
                }
                errors++;
            }
            if (!((((((data44 === "pcs-core") || (data44 === "pcs-bench")) || (data44 === "provability-fabric")) || (data44 === "certifyedge")) || (data44 === "labtrust-gym")) || (data44 === "scientific-memory"))) {
                const err119 = { instancePath: instancePath + "/producer_id", schemaPath: "pcs.defs.json#/$defs/producer_id/enum", keyword: "enum", params: { allowedValues: schema34.enum }, message: "must be equal to one of the allowed values", schema: schema34.enum, parentSchema: schema34, data: data44 };
                if (vErrors === null) {
                    vErrors = [err119];
                }
                else {
                    vErrors.push(err119);
                }
                errors++;
            }
        }
        if (data.source_repo !== undefined) {
            let data45 = data.source_repo;
            if (typeof data45 === "string") {
                if (!(formats4.validate(data45))) {
                    const err120 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema93.properties.source_repo, data: data45 };
                    if (vErrors === null) {
                        vErrors = [err120];
                    }
                    else {
                        vErrors.push(err120);
                    }
                    errors++;
                }
            }
            else {
                const err121 = { instancePath: instancePath + "/source_repo", schemaPath: "#/properties/source_repo/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema93.properties.source_repo.type, parentSchema: schema93.properties.source_repo, data: data45 };
                if (vErrors === null) {
                    vErrors = [err121];
                }
                else {
                    vErrors.push(err121);
                }
                errors++;
            }
        }
        if (data.source_commit !== undefined) {
            let data46 = data.source_commit;
            if (typeof data46 === "string") {
                if (!pattern7.test(data46)) {
                    const err122 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}$" }, message: "must match pattern \"" + "^[0-9a-f]{40}$" + "\"", schema: "^[0-9a-f]{40}$", parentSchema: schema49, data: data46 };
                    if (vErrors === null) {
                        vErrors = [err122];
                    }
                    else {
                        vErrors.push(err122);
                    }
                    errors++;
                }
            }
            else {
                const err123 = { instancePath: instancePath + "/source_commit", schemaPath: "pcs.defs.json#/$defs/git_commit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data46 };
                if (vErrors === null) {
                    vErrors = [err123];
                }
                else {
                    vErrors.push(err123);
                }
                errors++;
            }
        }
        if (data.signature_or_digest !== undefined) {
            let data47 = data.signature_or_digest;
            if (typeof data47 === "string") {
                if (!pattern6.test(data47)) {
                    const err124 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/pattern", keyword: "pattern", params: { pattern: "^sha256:[a-f0-9]{64}$" }, message: "must match pattern \"" + "^sha256:[a-f0-9]{64}$" + "\"", schema: "^sha256:[a-f0-9]{64}$", parentSchema: schema40, data: data47 };
                    if (vErrors === null) {
                        vErrors = [err124];
                    }
                    else {
                        vErrors.push(err124);
                    }
                    errors++;
                }
            }
            else {
                const err125 = { instancePath: instancePath + "/signature_or_digest", schemaPath: "pcs.defs.json#/$defs/hex_digest/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.type, parentSchema: schema40, data: data47 };
                if (vErrors === null) {
                    vErrors = [err125];
                }
                else {
                    vErrors.push(err125);
                }
                errors++;
            }
        }
    }
    else {
        const err126 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema93.type, parentSchema: schema93, data };
        if (vErrors === null) {
            vErrors = [err126];
        }
        else {
            vErrors.push(err126);
        }
        errors++;
    }
    validate44.errors = vErrors;
    return errors === 0;
}
validate44.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const item8 = validate58;
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate58.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.run_id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.case_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        if (data.path === undefined) {
            const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property '" + "path" + "'", schema: schema95.required, parentSchema: schema95, data };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!((((key0 === "run_id") || (key0 === "case_id")) || (key0 === "path")) || (key0 === "observed_status"))) {
                const err3 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema95, data };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data0 = data.run_id;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err4 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.run_id, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            else {
                const err5 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.run_id.type, parentSchema: schema95.properties.run_id, data: data0 };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data1 = data.case_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err6 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.case_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            else {
                const err7 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.case_id.type, parentSchema: schema95.properties.case_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        if (data.path !== undefined) {
            let data2 = data.path;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err8 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema95.properties.path, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            else {
                const err9 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema95.properties.path.type, parentSchema: schema95.properties.path, data: data2 };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        if (data.observed_status !== undefined) {
            let data3 = data.observed_status;
            if (typeof data3 !== "string") {
                const err10 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema41.type, parentSchema: schema41, data: data3 };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            if (!((((data3 === "passed") || (data3 === "failed")) || (data3 === "skipped")) || (data3 === "error"))) {
                const err11 = { instancePath: instancePath + "/observed_status", schemaPath: "pcs.defs.json#/$defs/observed_status/enum", keyword: "enum", params: { allowedValues: schema41.enum }, message: "must be equal to one of the allowed values", schema: schema41.enum, parentSchema: schema41, data: data3 };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
    }
    else {
        const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema95.type, parentSchema: schema95, data };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    validate58.errors = vErrors;
    return errors === 0;
}
validate58.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const item9 = validate47;
const item10 = validate59;
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate59.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.case_id === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "case_id" }, message: "must have required property '" + "case_id" + "'", schema: schema106.required, parentSchema: schema106, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.message === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'", schema: schema106.required, parentSchema: schema106, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "case_id") || (key0 === "run_id")) || (key0 === "message"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema106, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.case_id !== undefined) {
            let data0 = data.case_id;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err3 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.case_id, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/case_id", schemaPath: "#/properties/case_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.case_id.type, parentSchema: schema106.properties.case_id, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data1 = data.run_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err5 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.run_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.run_id.type, parentSchema: schema106.properties.run_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.message !== undefined) {
            let data2 = data.message;
            if (typeof data2 === "string") {
                if (func2(data2) < 1) {
                    const err7 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema106.properties.message, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            else {
                const err8 = { instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema106.properties.message.type, parentSchema: schema106.properties.message, data: data2 };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema106.type, parentSchema: schema106, data };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate59.errors = vErrors;
    return errors === 0;
}
validate59.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const item11 = validate60;
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
    let vErrors = null;
    let errors = 0;
    const evaluated0 = validate60.evaluated;
    if (evaluated0.dynamicProps) {
        evaluated0.props = undefined;
    }
    if (evaluated0.dynamicItems) {
        evaluated0.items = undefined;
    }
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.suite === undefined) {
            const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "suite" }, message: "must have required property '" + "suite" + "'", schema: schema107.required, parentSchema: schema107, data };
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        if (data.run_id === undefined) {
            const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'", schema: schema107.required, parentSchema: schema107, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
        for (const key0 in data) {
            if (!(((key0 === "suite") || (key0 === "run_id")) || (key0 === "status"))) {
                const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema107, data };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.suite !== undefined) {
            let data0 = data.suite;
            if (typeof data0 === "string") {
                if (func2(data0) < 1) {
                    const err3 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema107.properties.suite, data: data0 };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
            }
            else {
                const err4 = { instancePath: instancePath + "/suite", schemaPath: "#/properties/suite/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.suite.type, parentSchema: schema107.properties.suite, data: data0 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.run_id !== undefined) {
            let data1 = data.run_id;
            if (typeof data1 === "string") {
                if (func2(data1) < 1) {
                    const err5 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema107.properties.run_id, data: data1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.run_id.type, parentSchema: schema107.properties.run_id, data: data1 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        if (data.status !== undefined) {
            let data2 = data.status;
            if (typeof data2 !== "string") {
                const err7 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema107.properties.status.type, parentSchema: schema107.properties.status, data: data2 };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if (!((data2 === "passed") || (data2 === "failed"))) {
                const err8 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema107.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema107.properties.status.enum, parentSchema: schema107.properties.status, data: data2 };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    else {
        const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema107.type, parentSchema: schema107, data };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    validate60.errors = vErrors;
    return errors === 0;
}
validate60.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const type8 = validate47;
/** The validator of each type, and of the items of its arrays validated item by item (schemaErrors). */
const PCS_VALIDATORS = {
    "PcsBenchIngest.v0": { validate: type0, items: { "benchmark_runs": item0, "coverage_reports": item1, "failure_localization_reports": item2, "explain_quality_reports": item3, "profile_coverage_reports": item4, "commands": item5, "artifact_refs": item6 } },
    "BenchmarkRun.v0": { validate: type1, items: { "commands": item5 } },
    "CoverageReport.v0": { validate: type2, items: {} },
    "FailureLocalizationResult.v0": { validate: type3, items: {} },
    "ExplainQualityReport.v0": { validate: type4, items: { "gaps": item7 } },
    "ProfileCoverageReport.v0": { validate: type5, items: {} },
    "BenchmarkArtifactRef.v0": { validate: type6, items: {} },
    "BenchmarkReport.v0": { validate: type7, items: { "runs": item8, "metric_summaries": item9, "failures": item10, "conformance_refs": item11 } },
    "MetricSummary.v0": { validate: type8, items: {} },
};

;// CONCATENATED MODULE: ./src/suites/pcs/schema.ts




const PCS_TYPES = [
    'PcsBenchIngest.v0',
    'BenchmarkRun.v0',
    'CoverageReport.v0',
    'FailureLocalizationResult.v0',
    'ExplainQualityReport.v0',
    'ProfileCoverageReport.v0',
    'BenchmarkArtifactRef.v0',
    'BenchmarkReport.v0',
    'MetricSummary.v0'
];
/** The generated validators, one per type (a test checks that every type has one). */
const schema_PCS_VALIDATORS = PCS_VALIDATORS;
/**
 * Ajv's errors for `value`. Ajv's generated code appends the errors of a `$ref`'d item schema with
 * `vErrors.concat(...)`, once per failing item, which copies every earlier error each time: quadratic (10,000 empty
 * `benchmark_runs` took 3 s, 30,000 over 80 s). So an array property whose items are a plain `$ref` (the generator
 * lists them: `items`) is validated item by item here (errors re-rooted under `/key/i`) and the rest of the
 * document with that array emptied: the same errors, in linear time. Once `limit` errors are kept, further failing
 * items are only counted (`omittedItems`): every item is still validated, but no error object is kept for them.
 */
function schemaErrors(type, value, limit) {
    const { validate: v, items: itemValidators } = schema_PCS_VALIDATORS[type];
    const omittedItems = new Map();
    const split = [];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(itemValidators)) {
            const items = value[key];
            if (Array.isArray(items) && items.length > 1)
                split.push([key, item]);
        }
    }
    if (split.length === 0)
        return { errors: v(value) ? [] : [...(v.errors ?? [])], omittedItems };
    const rest = { ...value };
    for (const [key] of split)
        rest[key] = [];
    const out = v(rest) ? [] : [...(v.errors ?? [])];
    // The arrays in path order (keys compared as `comparePaths` does), items in index order: the errors of the first
    // `limit` failing items (each gives at least one issue) hold the smallest array paths, so the first `limit` issues of
    // the merged, sorted list are exactly the unlimited run's. Later failing items are counted, their errors not kept.
    split.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    let kept = 0;
    for (const [key, item] of split) {
        const arr = value[key];
        for (let i = 0; i < arr.length; i++) {
            if (item(arr[i]))
                continue;
            if (kept >= limit) {
                omittedItems.set(key, (omittedItems.get(key) ?? 0) + 1);
                continue;
            }
            kept++;
            const at = `/${(0,json_source/* escapePointerSegment */.mE)(key)}/${i}`;
            for (const e of item.errors ?? [])
                out.push({ ...e, instancePath: at + e.instancePath });
        }
    }
    return { errors: out, omittedItems };
}
function segs(p) {
    return ((0,json_source/* splitPointer */.GS)(p) ?? []).map((s) => (/^(0|[1-9][0-9]*)$/.test(s) ? Number(s) : s));
}
function comparePaths(x, y) {
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const p = x[i];
        const q = y[i];
        if (p === q)
            continue;
        if (typeof p === 'number' && typeof q === 'number')
            return p - q;
        if (typeof p === 'number')
            return -1;
        if (typeof q === 'number')
            return 1;
        return p < q ? -1 : 1;
    }
    return x.length - y.length;
}
/**
 * Validates `value` (plain data) against the type's schema. `root` (the source tree of the same value) is
 * used to print numbers as written. Issues are sorted by instance path (as pcs-core sorts them).
 */
function validateSchema(type, value, root) {
    return validateSchemaLimited(type, value, root, Infinity).issues;
}
/**
 * `validateSchema` keeping at most `limit` issues (the first ones in path order, exactly the ones an unlimited run
 * would list first), so an artifact with one error per entry costs memory for `limit` errors, not for every entry.
 */
function validateSchemaLimited(type, value, root, limit) {
    const { errors: errs, omittedItems } = schemaErrors(type, value, limit);
    if (errs.length === 0)
        return { issues: [], omittedIssues: 0, omittedItems };
    // Drop the branch errors of a failed oneOf (Python reports the oneOf alone).
    const drop = new Set();
    errs.forEach((e, k) => {
        if (e.keyword !== 'oneOf')
            return;
        for (let j = k - 1; j >= 0; j--) {
            const p = errs[j].instancePath;
            if (drop.has(j))
                continue;
            if (p === e.instancePath || p.startsWith(e.instancePath + '/'))
                drop.add(j);
            else
                break;
        }
    });
    const valueOf = (pointer) => {
        let cur = value;
        for (const s of (0,json_source/* splitPointer */.GS)(pointer) ?? [])
            cur = cur && typeof cur === 'object' ? cur[s] : undefined;
        return cur;
    };
    const repr = (pointer) => {
        const n = root ? (0,json_source/* nodeAt */.oB)(root, pointer) : undefined;
        if (n)
            return (0,python/* pyNodeRepr */.XJ)(n);
        return (0,python/* pyReprCapped */.A5)(valueOf(pointer));
    };
    const out = [];
    const additional = new Map();
    errs.forEach((e, k) => {
        if (drop.has(k))
            return;
        const issue = translate(e, repr, valueOf);
        if (!issue)
            return;
        if (e.keyword === 'additionalProperties') {
            const extra = String(e.params.additionalProperty);
            const g = additional.get(e.instancePath);
            if (g) {
                g.extras.push(extra);
                return;
            }
            additional.set(e.instancePath, { extras: [extra], index: out.length });
        }
        out.push(issue);
    });
    for (const [path, g] of additional) {
        const extras = [...g.extras].sort();
        out[g.index] = {
            pointer: `${path}/${(0,json_source/* escapePointerSegment */.mE)(extras[0])}`,
            keyword: 'additionalProperties',
            message: `Additional properties are not allowed (${extras.map(python/* pyStrRepr */.ow).join(', ')} ${extras.length === 1 ? 'was' : 'were'} unexpected)`
        };
    }
    // Decorate, sort, undecorate: each pointer is split once, not once per comparison.
    const sorted = out
        .map((x, i) => ({ x, i, k: segs(x.pointer) }))
        .sort((a, b) => comparePaths(a.k, b.k) || a.i - b.i)
        .map((a) => a.x);
    const omittedIssues = Math.max(0, sorted.length - limit);
    if (omittedIssues > 0)
        sorted.length = limit;
    return { issues: sorted, omittedIssues, omittedItems };
}
function fmtNum(n) {
    return typeof n === 'number' && Number.isInteger(n) ? String(n) : (0,python/* pyReprCapped */.A5)(n);
}
/**
 * Python's jsonschema on a non-finite float (NaN, inf, -inf: Python's json reads them) where the schema says
 * `number`: it is a number, so only the bounds can fail (`inf is greater than the maximum of 1`; NaN compares false
 * and passes). Ajv calls such a value "not of type number"; this gives the reference's verdict instead.
 */
function nonFiniteNumber(v, at, repr, schema) {
    if (Number.isNaN(v))
        return undefined;
    const lim = (k) => (typeof schema[k] === 'number' ? schema[k] : undefined);
    const max = lim('maximum');
    const min = lim('minimum');
    const xmax = lim('exclusiveMaximum');
    const xmin = lim('exclusiveMinimum');
    if (min !== undefined && v < min)
        return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(min)}` };
    if (max !== undefined && v > max)
        return { pointer: at, keyword: 'maximum', message: `${repr(at)} is greater than the maximum of ${fmtNum(max)}` };
    if (xmin !== undefined && v <= xmin)
        return {
            pointer: at,
            keyword: 'exclusiveMinimum',
            message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(xmin)}`
        };
    if (xmax !== undefined && v >= xmax)
        return {
            pointer: at,
            keyword: 'exclusiveMaximum',
            message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(xmax)}`
        };
    return undefined;
}
function translate(e, repr, valueOf) {
    const at = e.instancePath;
    const p = e.params;
    const sch = e.schema;
    switch (e.keyword) {
        case 'type': {
            const types = Array.isArray(sch) ? sch : String(p.type).split(',');
            const v = valueOf(at);
            if (typeof v === 'number' && !Number.isFinite(v) && types.includes('number'))
                return nonFiniteNumber(v, at, repr, (e.parentSchema ?? {}));
            return {
                pointer: at,
                keyword: 'type',
                message: `${repr(at)} is not of type ${types.map((t) => (0,python/* pyStrRepr */.ow)(t)).join(', ')}`
            };
        }
        case 'enum':
            return {
                pointer: at,
                keyword: 'enum',
                message: `${repr(at)} is not one of ${(0,python/* pyReprCapped */.A5)(p.allowedValues ?? sch)}`
            };
        case 'const':
            return { pointer: at, keyword: 'const', message: `${(0,python/* pyReprCapped */.A5)(p.allowedValue)} was expected` };
        case 'pattern':
            return { pointer: at, keyword: 'pattern', message: `${repr(at)} does not match ${(0,python/* pyStrRepr */.ow)(String(p.pattern))}` };
        case 'format':
            return { pointer: at, keyword: 'format', message: `${repr(at)} is not a ${(0,python/* pyStrRepr */.ow)(String(p.format))}` };
        case 'maximum':
            return {
                pointer: at,
                keyword: 'maximum',
                message: `${repr(at)} is greater than the maximum of ${fmtNum(p.limit)}`
            };
        case 'minimum':
            return { pointer: at, keyword: 'minimum', message: `${repr(at)} is less than the minimum of ${fmtNum(p.limit)}` };
        case 'exclusiveMaximum':
            return {
                pointer: at,
                keyword: 'exclusiveMaximum',
                message: `${repr(at)} is greater than or equal to the maximum of ${fmtNum(p.limit)}`
            };
        case 'exclusiveMinimum':
            return {
                pointer: at,
                keyword: 'exclusiveMinimum',
                message: `${repr(at)} is less than or equal to the minimum of ${fmtNum(p.limit)}`
            };
        case 'required':
            return {
                pointer: at,
                keyword: 'required',
                message: `${(0,python/* pyStrRepr */.ow)(String(p.missingProperty))} is a required property`
            };
        case 'additionalProperties':
            return {
                pointer: `${at}/${(0,json_source/* escapePointerSegment */.mE)(String(p.additionalProperty))}`,
                keyword: 'additionalProperties',
                message: ''
            };
        case 'minLength':
            return {
                pointer: at,
                keyword: 'minLength',
                message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
            };
        case 'maxLength':
            return { pointer: at, keyword: 'maxLength', message: `${repr(at)} is too long` };
        case 'minItems':
            return {
                pointer: at,
                keyword: 'minItems',
                message: `${repr(at)} ${p.limit === 1 ? 'should be non-empty' : 'is too short'}`
            };
        case 'oneOf':
            return p.passingSchemas
                ? { pointer: at, keyword: 'oneOf', message: `${repr(at)} is valid under each of the given schemas` }
                : { pointer: at, keyword: 'oneOf', message: `${repr(at)} is not valid under any of the given schemas` };
        case 'if':
        case '$ref':
            return undefined;
        default:
            return { pointer: at, keyword: e.keyword, message: `${repr(at)}: ${e.message ?? 'is invalid'}` };
    }
}


/***/ }),

/***/ 8286:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pcsSuite: () => (/* binding */ pcsSuite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/charts.ts
var charts = __webpack_require__(89616);
// EXTERNAL MODULE: ./src/suites/pcs/rules-tier.ts
var rules_tier = __webpack_require__(66296);
;// CONCATENATED MODULE: ./src/suites/pcs/charts.ts

/**
 * The tier ladder of one ingest bundle (HTML report; text and Markdown show it as a table): the four adequacy
 * tiers as a staircase, the rungs reached in one series and the rest in another, and in the note what the next
 * tier still needs (pcs-core's tier findings, and any `missingForNextTier` fact the suite records).
 * Pure: reads only the result's facts. Nothing for a document that is not an ingest bundle.
 */
function pcsCharts(result) {
    const facts = result.facts ?? {};
    if (!('tier' in facts))
        return [];
    const tier = typeof facts.tier === 'string' && rules_tier/* TIER_ORDER */.uV.includes(facts.tier)
        ? facts.tier
        : null;
    const reached = tier === null ? -1 : rules_tier/* TIER_ORDER */.uV.indexOf(tier);
    const next = reached + 1 < rules_tier/* TIER_ORDER */.uV.length ? rules_tier/* TIER_ORDER */.uV[reached + 1] : undefined;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
    const missing = [...strings(facts.missingForNextTier), ...strings(facts.tierFindings)];
    const why = next
        ? missing.length
            ? `${next} still needs: ${[...new Set(missing)].slice(0, 20).join('; ')}`
            : `what ${next} needs is not recorded for this bundle (see the findings of the tier gate)`
        : 'the top tier is reached';
    return [
        {
            kind: 'chart',
            title: `Tier ladder: ${result.artifact.path}`,
            chart: {
                type: 'bar',
                x: { label: 'Tier', values: [...rules_tier/* TIER_ORDER */.uV] },
                y: { label: 'Rung', min: 0, max: rules_tier/* TIER_ORDER */.uV.length },
                series: [
                    { name: 'reached', values: rules_tier/* TIER_ORDER */.uV.map((_, i) => (i <= reached ? i + 1 : null)) },
                    { name: 'not reached', values: rules_tier/* TIER_ORDER */.uV.map((_, i) => (i > reached ? i + 1 : null)) }
                ]
            },
            note: `${tier === null ? 'No tier (the bundle is invalid)' : `Tier ${tier}`}; ${why}.`
        }
    ];
}

// EXTERNAL MODULE: ./src/suites/pcs/check-document.ts + 12 modules
var check_document = __webpack_require__(29738);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/key-scan.ts
var key_scan = __webpack_require__(44824);
// EXTERNAL MODULE: ./src/suites/pcs/detect.ts
var detect = __webpack_require__(31453);
;// CONCATENATED MODULE: ./src/suites/pcs/discover.ts
/**
 * Discovery of pcs artifacts: PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that window was
 * cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
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
    if (key('producer_id') &&
        key('suite_id') &&
        key('workflow_id') &&
        (key('benchmark_runs') || key('coverage_reports') || key('artifact_refs')))
        return 'PcsBenchIngest.v0';
    if (explicit)
        return explicit[1];
    if (key('benchmark_suite_id') && (key('metric_summaries') || (key('report_id') && key('summary'))))
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
    const scan = await (0,key_scan/* scanFirstRecordKeys */.$)(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
    const o = {};
    for (const k of scan.keys)
        Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
    return JSON.stringify(o);
}
/** The pcs artifacts of the tree, the files skipped on purpose, and files that could not be read (BG008). */
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
        if (base === 'provenance.manifest.json' ||
            base === 'package.json' ||
            base === 'package-lock.json' ||
            base === 'tsconfig.json')
            continue;
        let head;
        try {
            head = await readHead(tree.abs(f), SNIFF_BYTES);
        }
        catch (e) {
            findings.push((0,finding/* finding */.g)(general.BG.BG008, `could not read "${f}" to see whether it is a pcs artifact: ${e.message}`, {
                file: f
            }));
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
        artifacts.push({ path: f, kind: (0,detect/* artifactKind */.Z)(type) });
    }
    return { artifacts, skipped, findings };
}

// EXTERNAL MODULE: ./src/suites/pcs/options.ts
var pcs_options = __webpack_require__(74758);
;// CONCATENATED MODULE: ./src/suites/pcs/suite.ts
/** The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0). */








/** Checks one artifact file: bounded read, then the pure checker. */
async function checkPcsFile(root, artifact, options, tree) {
    const file = artifact.path;
    let bytes;
    try {
        const abs = await (0,paths/* resolveInside */.LI)(root, file, { expect: 'file' });
        bytes = await (0,paths/* readBounded */.CB)(abs, options.maxBytes);
    }
    catch (e) {
        return (0,check_document/* unreadDocument */.ll)(artifact, e, 'option max-bytes', general.BG.BG008);
    }
    const prov = await loadProvenance(root, file, options, tree);
    return (0,charts/* withCharts */.U)((0,check_document/* checkPcsDocument */.gs)(file, bytes, options, artifact, prov).result, pcsCharts);
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
    naming: [{ kind: '*', label: 'pcs-core bundle', part: 'base' }],
    async discover(tree, ctx) {
        const d = await discoverPcs(tree);
        const { findings } = (0,pcs_options/* parseOptions */.Ac)(ctx.options);
        return { ...d, findings: [...(d.findings ?? []), ...findings] };
    },
    async check(artifact, ctx) {
        const { options } = (0,pcs_options/* parseOptions */.Ac)(ctx.options);
        return checkPcsFile(ctx.root, artifact, options);
    },
    optionTrust: { table: pcs_options/* PCS_OPTION_TRUST */.Es, canonical: pcs_options/* pcsOptionKey */.tX }
};


/***/ })

};
