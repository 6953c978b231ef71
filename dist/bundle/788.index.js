export const id = 788;
export const ids = [788];
export const modules = {

/***/ 16085:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wb: () => (/* binding */ entryForMetric),
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
/** Compiled metric-id globs, by pattern (settings are few and reused for every metric of every artifact). */
const metricGlobs = new Map();
/**
 * The entry of `list` that applies to a metric id: an exact `pattern` first, else the first glob (`*`, `?`, `{…}`)
 * that matches. The per-metric settings (`no-regression.max-drop`, the history thresholds) all choose this way.
 */
function entryForMetric(list, id) {
    const exact = list.find((e) => e.pattern === id);
    if (exact)
        return exact;
    for (const e of list) {
        if (!/[*?{]/.test(e.pattern))
            continue;
        let m = metricGlobs.get(e.pattern);
        if (!m)
            metricGlobs.set(e.pattern, (m = globToRegExp(e.pattern)));
        if (m.test(id))
            return e;
    }
    return undefined;
}


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

/***/ 46407:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pqidSuite: () => (/* binding */ pqidSuite)
});

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/suites/pqid/codes.ts
var codes = __webpack_require__(72858);
// EXTERNAL MODULE: ./src/core/trust.ts
var trust = __webpack_require__(39597);
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
    records: { prompts: [], responses: [], 'provider-attempts': [], 'benchmark-records': [], requests: [] }
};
/** Every pqid option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
const PQID_OPTION_TRUST = {
    evaluations: (0,trust/* jobOnly */.o2)('it selects the evaluation files that are judged'),
    'release-dir': (0,trust/* jobOnly */.o2)('it selects the release that is judged'),
    'candidate-manifest': (0,trust/* jobOnly */.o2)('it selects the manifest the release is judged against'),
    'allow-partial': (0,trust/* tightenBool */.mA)(false, false),
    'min-rates': (0,trust/* tightenHigher */.b8)(-Infinity, true),
    'max-rates': (0,trust/* tightenLower */.F8)(Infinity, true),
    'max-regression': (0,trust/* tightenLower */.F8)(Infinity, true),
    'schema-severity': (0,trust/* tightenByOrder */.L4)(['off', 'notice', 'warning', 'error'], 'warning'),
    'max-findings-per-file': (0,trust/* tightenHigher */.b8)(DEFAULT_OPTIONS.maxFindingsPerFile),
    'max-line-bytes': (0,trust/* tightenLower */.F8)(DEFAULT_OPTIONS.maxLineBytes),
    discover: (0,trust/* tightenBool */.mA)(true, true),
    prompts: (0,trust/* jobOnly */.o2)('it selects the record files that are judged'),
    responses: (0,trust/* jobOnly */.o2)('it selects the record files that are judged'),
    'provider-attempts': (0,trust/* jobOnly */.o2)('it selects the record files that are judged'),
    'benchmark-records': (0,trust/* jobOnly */.o2)('it selects the record files that are judged'),
    requests: (0,trust/* jobOnly */.o2)('it selects the record files that are judged')
};
const KNOWN = Object.keys(PQID_OPTION_TRUST);
/** Validates raw options; every problem is a PQ080 finding and the option keeps its default. */
function parseOptions(raw) {
    const o = structuredClone(DEFAULT_OPTIONS);
    const findings = [];
    const bad = (key, msg) => {
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ080, `suites.pqid.options.${key}: ${msg}`, { subject: key }));
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
    for (const k of ['prompts', 'responses', 'provider-attempts', 'benchmark-records', 'requests'])
        o.records[k] = globs(k) ?? [];
    return { options: o, findings };
}

;// CONCATENATED MODULE: ./src/suites/pqid/run-state.ts
const KINDS = {
    evaluations: 'pqid-evaluations',
    release: 'pqid-release',
    runManifest: 'pqid-run-manifest',
    prompts: 'pqid-prompts',
    responses: 'pqid-responses',
    attempts: 'pqid-provider-attempts',
    benchmark: 'pqid-benchmark-records',
    requests: 'pqid-requests',
    runSummary: 'pqid-run-summary'
};
const RECORD_KIND_SCHEMA = {
    [KINDS.evaluations]: 'evaluation',
    [KINDS.prompts]: 'prompt',
    [KINDS.responses]: 'response',
    [KINDS.attempts]: 'provider-attempt',
    [KINDS.benchmark]: 'benchmark-record'
};
/**
 * Per-run state, keyed by the run's context object: the run passes the same `ctx` to `discover` and to every `check`
 * of this suite (`src/run.ts`), so two runs in one process (even on the same root, even interleaved) never see each
 * other's options or releases, and the state goes with the run's context.
 */
const STATE = new WeakMap();

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/glob.ts
var glob = __webpack_require__(16085);
// EXTERNAL MODULE: ./src/core/key-scan.ts
var key_scan = __webpack_require__(44824);
// EXTERNAL MODULE: ./src/suites/pqid/service.ts + 1 modules
var service = __webpack_require__(20409);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __webpack_require__(11442);
;// CONCATENATED MODULE: ./src/suites/pqid/discover.ts
/**
 * Discovery of PQID-Bench artifacts: frozen release directories, explicitly configured files, and (auto-discover)
 * JSONL record files classified by the keys of their first record, run manifests recognised by their fields or name,
 * run summaries, and folders or symlinks named like an artifact. Records the run's state for the checks.
 */









const has = (o, names) => names.some((n) => o[n] !== undefined);
/** Classifies a record by its keys (not its file name). */
function classifyRecord(o) {
    if (has(o, ['request_body']) && has(o, ['request_sha256']) && !has(o, ['attempt_id']))
        return KINDS.requests;
    if (has(o, ['model']) &&
        has(o, ['prompt_id']) &&
        has(o, ['report_executable', 'execution', 'execution_success']) &&
        has(o, ['report_signature_match', 'signature', 'signature_match']))
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
    const n = records.VERSION_KEYS.filter((k) => o[k] !== undefined).length;
    return o.run_type !== undefined && n >= 3;
}
/** `evaluations*.jsonl` and other JSONL files whose name says they hold evaluations: claimed even when broken. */
const EVALUATIONS_NAME = /(^|\/)[^/]*evaluation[^/]*\.jsonl$/i;
/** `run_manifest.json`, `run-manifest.json`, `runmanifest.json` (any suffix before `.json`): claimed even when broken. */
const RUN_MANIFEST_NAME = /(^|\/)run[_-]?manifest[^/]*\.json$/i;
const RUN_MANIFEST_KEYS = ['run_type', ...records.VERSION_KEYS];
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
function matchGlobs(tree, globs) {
    const res = globs.map(glob/* globToRegExp */.tL);
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
            skipped.push({
                path: d,
                reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release'
            });
    }
    if (options.releaseDir) {
        const d = external_node_path_.posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
        const ident = d === '.' ? service/* RELEASE_PATHS */.PP.identifiability : `${d}/${service/* RELEASE_PATHS */.PP.identifiability}`;
        if (!tree.dirs.has(d))
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, {
                subject: 'release-dir'
            }));
        else if (!tree.has(ident))
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ044, `release-dir "${options.releaseDir}" has no ${service/* RELEASE_PATHS */.PP.identifiability}; compare needs the evidence profile.`, { subject: 'release-dir' }));
        if (!releases.includes(d) && tree.dirs.has(d))
            releases.push(d);
    }
    for (const d of releases)
        add(d, KINDS.release);
    const inRelease = (f) => releases.some((d) => (d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/')));
    // Explicit files.
    for (const g of options.evaluations) {
        const m = matchGlobs(tree, [g]);
        if (m.length === 0)
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
        for (const f of m)
            add(f, KINDS.evaluations);
    }
    const recordOpt = [
        ['prompts', KINDS.prompts],
        ['responses', KINDS.responses],
        ['provider-attempts', KINDS.attempts],
        ['benchmark-records', KINDS.benchmark],
        ['requests', KINDS.requests]
    ];
    for (const [k, kind] of recordOpt)
        for (const f of matchGlobs(tree, options.records[k]))
            add(f, kind);
    const manifests = [];
    if (options.candidateManifest) {
        const m = external_node_path_.posix.normalize(options.candidateManifest);
        if (!tree.has(m))
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, {
                subject: 'candidate-manifest'
            }));
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
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$)(tree.abs(f), { mode: 'jsonl', maxBytes: options.maxLineBytes });
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
                        skipped.push({
                            path: f,
                            reason: 'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)'
                        });
                }
                else if (/pqid/i.test(f))
                    skipped.push({
                        path: f,
                        reason: trouble
                            ? `not classified: ${trouble}`
                            : 'JSONL whose first record has none of the PQID record key sets'
                    });
            }
            else if (/(^|\/)run-summary\.json$/.test(f)) {
                add(f, KINDS.runSummary);
            }
            else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
                const named = RUN_MANIFEST_NAME.test(f);
                let scan;
                try {
                    scan = await (0,key_scan/* scanFirstRecordKeys */.$)(tree.abs(f), { mode: 'json', maxBytes: MANIFEST_SCAN_BYTES });
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
                    skipped.push({
                        path: f,
                        reason: 'a JSON object with none of the run-manifest fields (run_type, *_version); not a PQID run manifest'
                    });
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
    const promptFiles = artifacts.filter((a) => a.kind === KINDS.prompts).map((a) => a.path);
    for (const d of releases)
        promptFiles.push(d === '.' ? service/* RELEASE_PATHS */.PP.prompts : `${d}/${service/* RELEASE_PATHS */.PP.prompts}`);
    STATE.set(ctx, { options, releases, manifests, promptFiles });
    return { artifacts, skipped, findings };
}

// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/formats/jsonl.ts
var jsonl = __webpack_require__(59382);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
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
        required: [...records.VERSION_KEYS, 'run_type'],
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
        required: [
            'attempt_id',
            'run_id',
            'prompt_id',
            'provider',
            'route',
            'requested_model',
            'request_sha256',
            'status',
            'attempt_index',
            'started_at'
        ],
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

;// CONCATENATED MODULE: ./src/suites/pqid/check-common.ts





function gateOf(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', detail: passDetail };
    return {
        id,
        title,
        status: 'fail',
        detail: errs.length === 1
            ? `${errs[0].code}: ${errs[0].message}`
            : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})`
    };
}
/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
async function schemaPass(abs, file, schema, opts) {
    const findings = [];
    if (opts.schemaSeverity === 'off')
        return { findings, invalid: 0, rows: 0 };
    const validate = validatorFor(schema);
    let invalid = 0;
    let rows = 0;
    await (0,jsonl/* readJsonlLines */.SG)(abs, (text, line) => {
        if (!text.trim())
            return;
        if ((0,bounds/* scanJsonBounds */.Z9)(text))
            return; // reported by the rules pass (BG020)
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
                findings.push((0,finding/* finding */.g)(codes.PQ.PQ020, `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`, { file, line, gate: 'schema' }, opts.schemaSeverity));
        }
    }, { maxLineBytes: opts.maxLineBytes }).catch(() => undefined);
    if (invalid > findings.length)
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ014, `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`, { file }));
    return { findings, invalid, rows };
}

;// CONCATENATED MODULE: ./src/suites/pqid/metrics.ts

/** At most this many models get per-model metrics (the per-model table shows as many). */
const MAX_MODEL_METRICS = 60;
const OVERALL = [
    ['execution_rate', 'Execution rate', 'higher', 'execution'],
    ['assembly_rate', 'Assembly rate', 'higher'],
    ['signature_rate', 'Signature rate', 'higher', 'signature'],
    ['es_gap_rate', 'Execution–signature gap rate', 'lower', 'ES-Gap'],
    ['as_gap_rate', 'Assembly–signature gap rate', 'lower'],
    ['structural_hallucination_rate', 'Structural hallucination rate', 'lower']
];
/** The records read from an evaluations file (a headline number even when the file cannot be summarized). */
function recordsMetric(records) {
    return { id: 'records', label: 'Records', value: records, headline: { label: 'records' } };
}
const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
function pqidMetrics(summary, store) {
    const out = [{ id: 'cells', label: 'Cells (model × prompt)', value: summary.cells }];
    for (const [k, label, better, short] of OVERALL) {
        const value = num(summary[k]);
        out.push({
            id: k,
            label,
            value,
            unit: 'ratio',
            better,
            ...(short && value !== null ? { headline: { label: short } } : {})
        });
    }
    if (!store)
        return out;
    // One pass over the cells: per model, cells and the execution / assembly / signature counts.
    const m = Math.min(store.models.length, MAX_MODEL_METRICS);
    const cells = new Float64Array(m);
    const e = new Float64Array(m);
    const s = new Float64Array(m);
    const a = new Float64Array(m);
    const aPresent = new Float64Array(m);
    for (let i = 0; i < store.length; i++) {
        const mi = store.modelOf[i];
        if (mi >= m)
            continue;
        const x = store.flags[i];
        cells[mi]++;
        if (x & records.CellFlag.EXECUTION)
            e[mi]++;
        if (x & records.CellFlag.SIGNATURE)
            s[mi]++;
        if (x & records.CellFlag.ASSEMBLY_PRESENT) {
            aPresent[mi]++;
            if (x & records.CellFlag.ASSEMBLY)
                a[mi]++;
        }
    }
    for (let mi = 0; mi < m; mi++) {
        const n = cells[mi];
        if (n === 0)
            continue;
        const name = store.models[mi];
        out.push({
            id: `model/${name}/execution_rate`,
            label: `${name}: execution rate`,
            value: e[mi] / n,
            unit: 'ratio',
            better: 'higher'
        });
        out.push({
            id: `model/${name}/assembly_rate`,
            label: `${name}: assembly rate`,
            value: aPresent[mi] === n ? a[mi] / n : null,
            unit: 'ratio',
            better: 'higher'
        });
        out.push({
            id: `model/${name}/signature_rate`,
            label: `${name}: signature rate`,
            value: s[mi] / n,
            unit: 'ratio',
            better: 'higher'
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/pqid/charts.ts

/** Most models in one chart (the per-model table keeps up to 60). */
const MAX_MODELS = 30;
const Z95 = 1.959963984540054;
/** 95 % Wilson score interval of k successes in n trials, as [low, high] in 0..1 (pure). */
function wilsonInterval(k, n, z = Z95) {
    if (n <= 0)
        return [0, 1];
    const p = k / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
const pct = (x) => +(100 * x).toFixed(2);
/**
 * PQID charts (HTML report; text and Markdown show them as tables): per-model endpoint rates with 95 % Wilson
 * intervals, and, when a frozen release was compared, each rate's delta in percentage points.
 */
function pqidCharts(store, compared) {
    const out = [];
    const models = store.models.slice(0, MAX_MODELS);
    if (models.length) {
        const counts = models.map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
        const endpoints = [
            { name: 'execution', k: (c) => c.execution },
            { name: 'assembly', k: (c) => c.assembly },
            { name: 'signature', k: (c) => c.signature }
        ];
        const series = endpoints
            .filter((e) => counts.some((c) => e.k(c) !== null))
            .map((e) => {
            const iv = counts.map((c) => {
                const k = e.k(c);
                return k === null ? null : wilsonInterval(k, c.cells);
            });
            return {
                name: `${e.name} rate`,
                values: counts.map((c) => {
                    const k = e.k(c);
                    return k === null || c.cells === 0 ? null : pct(k / c.cells);
                }),
                low: iv.map((i) => (i ? pct(i[0]) : null)),
                high: iv.map((i) => (i ? pct(i[1]) : null))
            };
        });
        out.push({
            kind: 'chart',
            title: 'Per-model endpoint rates with 95 % Wilson intervals',
            chart: {
                type: 'bar',
                x: { label: 'Model', values: models },
                y: { label: 'Rate', unit: '%', min: 0, max: 100 },
                series
            },
            note: `Rates over each model's cells; whiskers: 95 % Wilson score interval.${store.models.length > MAX_MODELS ? ` First ${MAX_MODELS} of ${store.models.length} models.` : ''}`
        });
    }
    if (compared) {
        const { candidate: c, frozen: f } = compared;
        const ratio = (n, d) => (n === null || d === 0 ? null : n / d);
        const rates = [
            ['execution', c.execution_rate, f.execution_rate],
            ['assembly', c.assembly_rate, f.assembly_rate],
            ['signature', c.signature_rate, f.signature_rate],
            ['ordered', ratio(c.ordered_count, c.cells), ratio(f.ordered_count, f.cells)],
            ['parameter', ratio(c.parameter_count, c.cells), ratio(f.parameter_count, f.cells)],
            ['ES-gap', c.es_gap_rate, f.es_gap_rate],
            ['AS-gap', c.as_gap_rate, f.as_gap_rate]
        ];
        out.push({
            kind: 'chart',
            title: 'Candidate vs frozen release: rate deltas',
            chart: {
                type: 'bar',
                x: { label: 'Rate', values: rates.map((r) => r[0]) },
                y: { label: 'Candidate − frozen', unit: 'pp' },
                series: [
                    {
                        name: 'delta',
                        values: rates.map(([, a, b]) => (a === null || b === null ? null : +(100 * (a - b)).toFixed(2)))
                    }
                ],
                thresholds: [{ label: 'no change', value: 0 }]
            },
            note: 'Positive: the candidate is higher. For execution, assembly, signature, ordered and parameter, higher is better; for the gaps, lower is.'
        });
    }
    return out;
}

// EXTERNAL MODULE: ./src/python/index.ts + 3 modules
var python = __webpack_require__(13023);
;// CONCATENATED MODULE: ./src/suites/pqid/summary-sections.ts


const summary_sections_pct = (r) => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);
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
    const byModel = store.models.slice(0, maxModels).map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
    byModel.forEach((c, mi) => {
        const r = (n) => (n === null ? 'N/A' : `${(0,python/* pyThousands */.fF)(n)} (${summary_sections_pct(n / c.cells)})`);
        const es = c.execution - c.signature;
        const as = c.assembly === null ? null : c.assembly - c.signature;
        rows.push([
            store.models[mi],
            c.cells,
            r(c.execution),
            r(c.assembly),
            r(c.signature),
            r(c.ordered),
            r(c.parameter),
            r(es),
            as === null ? 'N/A' : `${as} (${summary_sections_pct(as / c.cells)})`
        ]);
    });
    const sections = [
        {
            kind: 'table',
            title: 'Per-model endpoints',
            columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
            rows,
            note: store.models.length > maxModels
                ? `First ${maxModels} of ${store.models.length} models.`
                : "Counts with rates over each model's cells; N/A = layer not supplied."
        }
    ];
    // The rates as a chart (with Wilson intervals) come from charts.ts (pqidCharts), drawn by the HTML report.
    return sections;
}
function summarySection(s, title) {
    const row = (label, n, d) => [
        label,
        n,
        d,
        n === null || d === null || d === 0 ? 'N/A' : summary_sections_pct(n / d)
    ];
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/suites/pqid/live.ts
/**
 * Rules for PQID-Bench record files beyond the evaluation summarizer (issue 20), as pure functions over
 * parsed rows: timestamps, unique attempt ids, prompt ids as the join key, the live-run files
 * (`requests.jsonl`, live responses, provider attempts, the live run manifest) and credentials.
 *
 * Sources: the data dictionary (shared/specs/pqid-data-dictionary.md §1, §3, §7) and the reference's
 * live.py (PQID-Bench f4bafb4), which writes these files.
 */



const isObj = python/* isPyDict */.GZ;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;
/**
 * An RFC 3339 date-time (the schemas' `format: date-time`; ISO 8601 as the data dictionary says, and what
 * the reference writes with `datetime.isoformat()`, e.g. `2026-12-03T16:34:31.711551+00:00`): a real
 * calendar date, a time of day, and a UTC offset. `yesterday`, `2026-13-45` and a date without a time are not.
 * Returns the instant in milliseconds, or undefined.
 */
function parseDateTime(s) {
    const m = RFC3339.exec(s);
    if (!m)
        return undefined;
    const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
    if (mo < 1 || mo > 12 || d < 1)
        return undefined;
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    if (d > (mo === 2 && leap ? 29 : DAYS[mo - 1]))
        return undefined;
    if (h > 23 || mi > 59 || sec > 60)
        return undefined;
    let off = 0;
    if (m[9]) {
        const oh = Number(m[10]);
        const om = Number(m[11]);
        if (oh > 23 || om > 59)
            return undefined;
        off = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
    }
    const frac = m[7] ? Number(m[7]) * 1000 : 0;
    return Date.UTC(y, mo - 1, d, h, mi, Math.min(sec, 59)) + frac - off * 60_000;
}
/** Timestamp fields of each record kind (nullable ones may be null). */
const TIME_FIELDS = {
    attempts: { required: ['started_at'], nullable: ['completed_at'] },
    responses: { required: [], nullable: ['completed_at'] },
    manifest: { required: [], nullable: ['created_at'] }
};
function timestampProblems(kind, row) {
    const out = [];
    const spec = TIME_FIELDS[kind];
    const times = {};
    for (const f of [...spec.required, ...spec.nullable]) {
        const v = row[f];
        if (v === undefined)
            continue; // absence is the schema's business (PQ020)
        if (v === null && spec.nullable.includes(f))
            continue;
        const t = typeof v === 'string' ? parseDateTime(v) : undefined;
        if (t === undefined)
            out.push({
                code: 'PQ021',
                message: `${f} ${typeof v === 'string' ? JSON.stringify(v) : String(v instanceof python/* PyFloat */.g$ ? v.value : JSON.stringify(v))} is not an RFC 3339 date-time with a UTC offset (e.g. 2026-12-03T16:34:31.711551+00:00).`,
                field: f
            });
        else
            times[f] = t;
    }
    if (times.started_at !== undefined && times.completed_at !== undefined && times.completed_at < times.started_at) {
        out.push({
            code: 'PQ022',
            message: `completed_at ${String(row.completed_at)} is before started_at ${String(row.started_at)}.`,
            field: 'completed_at'
        });
    }
    return out;
}
/** The reference's credential-like key pattern (live.py `_sensitive_extra_body_keys`). */
const SENSITIVE_KEY = /(^|[_-])(api[_-]?key|authorization|bearer|password|secret|token)($|[_-])/i;
/** Secret-looking values: provider API keys (`sk-…`, `sk-proj-…`, `sk-ant-…`), bearer headers, GitHub and Hugging Face tokens. */
const SECRET_VALUE = /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{16,}|Bearer\s+[A-Za-z0-9._~+/-]{16,}=*|gh[pousr]_[A-Za-z0-9]{30,}|hf_[A-Za-z0-9]{30,})/;
/** Keys a live-run file may carry that only name a credential's source or policy, never its value. */
const ALLOWED_KEYS = new Set([
    'credential_source',
    'credential_value_recorded',
    'api_key_env',
    'max_tokens',
    'max_output_tokens',
    'input_tokens',
    'output_tokens'
]);
/** A redacted preview of a secret (its first 6 characters). */
const redact = (s) => `${s.slice(0, 6)}… (${s.length} characters, redacted)`;
/**
 * Credential-like keys holding a value, and secret-looking strings anywhere in a record. `credential_source`
 * (`environment:NAME`) names where a key came from and is allowed; so is a null/empty value.
 */
function secretProblems(row, prefix = '') {
    const out = [];
    const walk = (v, path, depth) => {
        if (depth > 64 || out.length >= 10)
            return;
        if (typeof v === 'string') {
            const m = SECRET_VALUE.exec(v);
            if (m)
                out.push({
                    code: 'PQ028',
                    message: `${path || 'value'} holds what looks like a credential: ${redact(m[1])}. Live-run files must never record a credential value.`,
                    field: path
                });
            return;
        }
        if (Array.isArray(v)) {
            v.forEach((x, i) => walk(x, `${path}[${i}]`, depth + 1));
            return;
        }
        if (!isObj(v))
            return;
        for (const [k, x] of Object.entries(v)) {
            const p = path ? `${path}.${k}` : k;
            const filled = x !== null && x !== '' && x !== false;
            if (!ALLOWED_KEYS.has(k) && SENSITIVE_KEY.test(k) && filled) {
                out.push({
                    code: 'PQ028',
                    message: `${p} is a credential-like field with a value; the reference refuses such fields and never records credentials.`,
                    field: p
                });
                continue;
            }
            walk(x, p, depth + 1);
        }
    };
    walk(row, prefix, 0);
    return out;
}
/** A machine-local path: absolute (POSIX, Windows drive or UNC), home-relative (`~`), or climbing with `..`. */
function machineLocalPath(s) {
    if (s.startsWith('~'))
        return 'a home-directory path';
    if (s.startsWith('/') || s.startsWith('\\'))
        return 'an absolute path';
    if (/^[A-Za-z]:[\\/]/.test(s))
        return 'a Windows absolute path';
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s))
        return s.startsWith('file:') ? 'a file URL' : undefined;
    if (s.split(/[\\/]/).includes('..'))
        return 'a path that climbs out with ".."';
    return undefined;
}
const pathProblem = (field, v) => {
    if (typeof v !== 'string')
        return [];
    const why = machineLocalPath(v);
    return why
        ? [
            {
                code: 'PQ036',
                message: `${field} ${JSON.stringify(v)} is ${why}; persisted references must be release-relative or filename-only (data dictionary §7).`,
                field
            }
        ]
        : [];
};
/** requests.jsonl rows (`record_type: live_model_request`). */
function requestProblems(row) {
    const out = [];
    const body = row.request_body;
    if (isObj(body)) {
        if (body.target_metadata !== undefined)
            out.push({
                code: 'PQ026',
                message: "request_body contains target_metadata: the request sent to the provider must never carry the evaluator's target metadata (data dictionary §7).",
                field: 'request_body.target_metadata'
            });
        if (typeof row.request_sha256 === 'string') {
            const digest = (0,external_node_crypto_.createHash)('sha256')
                .update((0,python/* pyJsonDumps */.dv)(body, { sortKeys: true, separators: [',', ':'] }))
                .digest('hex');
            if (digest !== row.request_sha256)
                out.push({
                    code: 'PQ027',
                    message: `request_sha256 ${row.request_sha256} is not the SHA-256 of the canonical request_body (${digest}).`,
                    field: 'request_sha256'
                });
        }
    }
    if (row.target_metadata !== undefined)
        out.push({
            code: 'PQ026',
            message: 'the request record carries target_metadata; requests.jsonl must not export it.',
            field: 'target_metadata'
        });
    if (row.target_metadata_policy !== undefined && row.target_metadata_policy !== 'not exported')
        out.push({
            code: 'PQ026',
            message: `target_metadata_policy is ${JSON.stringify(row.target_metadata_policy)}, not "not exported".`,
            field: 'target_metadata_policy'
        });
    return out;
}
/**
 * Live response rows: `model` and `requested_model` are the stable analysis key and must agree;
 * `resolved_model` (what the provider answered with) may differ: a notice that exposes routing or snapshot
 * variation without splitting the candidate group (data dictionary §7).
 */
function modelProblems(row) {
    const out = [];
    const req = row.requested_model;
    if (typeof req === 'string' && row.model !== undefined && row.model !== req) {
        out.push({
            code: 'PQ037',
            message: `model ${JSON.stringify(row.model)} differs from requested_model ${JSON.stringify(req)}; in live response rows both are the requested analysis key (use resolved_model for the provider's answer).`,
            field: 'model'
        });
    }
    if (typeof req === 'string' && typeof row.resolved_model === 'string' && row.resolved_model !== req) {
        out.push({
            code: 'PQ038',
            message: `the provider resolved ${JSON.stringify(req)} to ${JSON.stringify(row.resolved_model)}.`,
            field: 'resolved_model'
        });
    }
    return out;
}
function responseProblems(row) {
    return [
        ...timestampProblems('responses', row),
        ...modelProblems(row),
        ...pathProblem('raw_response_path', row.raw_response_path)
    ];
}
function attemptProblems(row) {
    return [...timestampProblems('attempts', row), ...pathProblem('raw_response_path', row.raw_response_path)];
}
/** The three audit assertions of a live run manifest and their only acceptable values. */
const LIVE_ASSERTIONS = [
    ['credential_value_recorded', false, 'a credential value was recorded'],
    ['target_metadata_exported', false, 'target metadata was exported to the provider'],
    ['third_party_prompt_export_acknowledged', true, 'the third-party prompt export was not acknowledged']
];
/** Live run manifest (`run_type: live_replication`, or any manifest carrying the live fields). */
function liveManifestProblems(m) {
    const out = [];
    const live = m.run_type === 'live_replication';
    for (const [k, want, what] of LIVE_ASSERTIONS) {
        const v = m[k];
        if (v === undefined) {
            if (live)
                out.push({
                    code: 'PQ035',
                    message: `the live run manifest lacks the audit assertion ${k} (it must be ${want}).`,
                    field: k,
                    severity: 'warning'
                });
        }
        else if (v !== want)
            out.push({
                code: 'PQ035',
                message: `${k} is ${JSON.stringify(v instanceof python/* PyFloat */.g$ ? v.value : v)}: ${what}; it must be ${want}.`,
                field: k
            });
    }
    (0,arrays/* pushAll */.iI)(out, pathProblem('prompt_source', m.prompt_source));
    if (m.prompt_source_scope !== undefined &&
        m.prompt_source_scope !== 'release' &&
        m.prompt_source_scope !== 'external_filename') {
        out.push({
            code: 'PQ036',
            message: `prompt_source_scope ${JSON.stringify(m.prompt_source_scope)} is neither "release" nor "external_filename".`,
            field: 'prompt_source_scope'
        });
    }
    if (m.prompt_source_scope === 'external_filename' &&
        typeof m.prompt_source === 'string' &&
        /[\\/]/.test(m.prompt_source)) {
        out.push({
            code: 'PQ036',
            message: `prompt_source ${JSON.stringify(m.prompt_source)} has scope external_filename but is not a bare file name.`,
            field: 'prompt_source'
        });
    }
    (0,arrays/* pushAll */.iI)(out, timestampProblems('manifest', m));
    (0,arrays/* pushAll */.iI)(out, secretProblems(m));
    return out;
}
/** run-summary.json: its file references are portable (`output_dir: "."`, file names). */
function runSummaryProblems(m) {
    const out = [];
    for (const k of ['output_dir', 'response_file', 'attempt_file', 'run_manifest'])
        (0,arrays/* pushAll */.iI)(out, pathProblem(k, m[k]));
    return out;
}
/** Unique ids within one file: returns the first line of `id` when it was already seen. */
class SeenIds {
    seen = new Map();
    check(id, line) {
        const first = this.seen.get(id);
        if (first !== undefined)
            return first;
        this.seen.set(id, line);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/suites/pqid/check-records.ts











const RULE_CODE = {
    PQ021: codes.PQ.PQ021,
    PQ022: codes.PQ.PQ022,
    PQ023: codes.PQ.PQ023,
    PQ024: codes.PQ.PQ024,
    PQ025: codes.PQ.PQ025,
    PQ026: codes.PQ.PQ026,
    PQ027: codes.PQ.PQ027,
    PQ028: codes.PQ.PQ028,
    PQ035: codes.PQ.PQ035,
    PQ036: codes.PQ.PQ036,
    PQ037: codes.PQ.PQ037,
    PQ038: codes.PQ.PQ038
};
const ruleFinding = (p, file, line) => (0,finding/* finding */.g)(RULE_CODE[p.code], p.message, { file, ...(line ? { line } : {}), gate: 'records-valid', ...(p.field ? { subject: p.field } : {}) }, p.severity);
/** Every prompt id of the run's prompt files (read once; unreadable lines are that file's own findings). */
function knownPromptIds(ctx, state) {
    state.promptIds ??= (async () => {
        const ids = new Set();
        for (const rel of state.promptFiles ?? []) {
            let abs;
            try {
                abs = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'file' });
            }
            catch {
                continue;
            }
            await (0,jsonl/* readJsonlLines */.SG)(abs, (text) => {
                if ((0,bounds/* scanJsonBounds */.Z9)(text))
                    return; // reported by the prompt file's own check
                try {
                    const v = JSON.parse(text);
                    if (v && typeof v === 'object' && !Array.isArray(v)) {
                        const id = v.prompt_id;
                        if (typeof id === 'string')
                            ids.add(id);
                    }
                }
                catch {
                    /* reported by the prompt file's own check */
                }
            }, { maxLineBytes: state.options.maxLineBytes }).catch(() => undefined);
        }
        return ids;
    })();
    return state.promptIds;
}
async function checkRecords(artifact, ctx, state, schema) {
    const file = artifact.path;
    const findings = [];
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return {
            artifact,
            gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: e.message }],
            findings
        };
    }
    const kind = artifact.kind;
    const joins = kind === KINDS.responses || kind === KINDS.attempts || kind === KINDS.requests;
    const known = joins && (state.promptFiles?.length ?? 0) > 0 ? await knownPromptIds(ctx, state) : undefined;
    const seen = new SeenIds();
    const max = state.options.maxFindingsPerFile;
    let ruleCount = 0;
    const rule = (p, line) => {
        ruleCount++;
        if (ruleCount <= max)
            findings.push(ruleFinding(p, file, line));
    };
    let rows = 0;
    const r = await (0,jsonl/* readJsonlLines */.SG)(abs, (text, line) => {
        if (!text.trim())
            return;
        rows++;
        const over = (0,bounds/* scanJsonBounds */.Z9)(text);
        if (over) {
            if (findings.length < max)
                findings.push((0,finding/* finding */.g)(general.BG.BG020, `Record at ${file}:${line}: ${(0,bounds/* describeBound */.YD)(over, 'record')}; ${bounds/* BOUND_FIX */.XM}`, {
                    file,
                    line,
                    column: (0,bounds/* positionOf */.df)(text, over.offset).column,
                    gate: 'records-valid'
                }));
            return;
        }
        let v;
        // Requests keep Python's int/float distinction (their digest is over Python's canonical JSON).
        if (kind !== KINDS.requests) {
            try {
                v = JSON.parse(text);
            }
            catch {
                v = undefined;
            }
        }
        if (v === undefined) {
            const r = (0,python/* pyJsonLoads */.l4)(text); // NaN, Infinity: Python's json.loads accepts them
            if (!r.ok) {
                if (findings.length < max)
                    findings.push((0,finding/* finding */.g)(codes.PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
                return;
            }
            v = r.value;
        }
        if (!(0,python/* isPyDict */.GZ)(v)) {
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' }));
            return;
        }
        const row = v;
        const problems = [];
        if (kind === KINDS.prompts && typeof row.prompt_id === 'string') {
            const first = seen.check(row.prompt_id, line);
            if (first !== undefined)
                problems.push({
                    code: 'PQ024',
                    message: `Duplicate prompt_id ${JSON.stringify(row.prompt_id)} (first on line ${first}); the prompt id is the join key and must be unique.`,
                    field: 'prompt_id'
                });
        }
        if (kind === KINDS.attempts) {
            if (typeof row.attempt_id === 'string') {
                const first = seen.check(row.attempt_id, line);
                if (first !== undefined)
                    problems.push({
                        code: 'PQ023',
                        message: `Duplicate attempt_id ${JSON.stringify(row.attempt_id)} (first on line ${first}).`,
                        field: 'attempt_id'
                    });
            }
            (0,arrays/* pushAll */.iI)(problems, attemptProblems(row));
        }
        if (kind === KINDS.responses)
            (0,arrays/* pushAll */.iI)(problems, responseProblems(row));
        if (kind === KINDS.requests)
            (0,arrays/* pushAll */.iI)(problems, requestProblems(row));
        if (joins)
            (0,arrays/* pushAll */.iI)(problems, secretProblems(row));
        if (known && typeof row.prompt_id === 'string' && !known.has(row.prompt_id)) {
            problems.push({
                code: 'PQ025',
                message: `prompt_id ${JSON.stringify(row.prompt_id)} is in no prompt file of the repository (${(state.promptFiles ?? []).slice(0, 3).join(', ')}${(state.promptFiles?.length ?? 0) > 3 ? ', …' : ''}).`,
                field: 'prompt_id'
            });
        }
        for (const p of problems)
            rule(p, line);
    }, { maxLineBytes: state.options.maxLineBytes }).catch((e) => {
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return undefined;
    });
    if (ruleCount > max)
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ014, `${ruleCount - max} more record problems were found and not listed (max-findings-per-file ${max}).`, { file }));
    if (r?.utf8Error)
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
    const sp = schema ? await schemaPass(abs, file, schema, state.options) : { findings: [], invalid: 0 };
    (0,arrays/* pushAll */.iI)(findings, sp.findings);
    const facts = { rows, schema: schema ?? null, schema_invalid_rows: sp.invalid };
    if (joins)
        facts.prompt_join = known
            ? `checked against ${state.promptFiles?.length} prompt file(s)`
            : 'no prompt file in the repository: not checked';
    return {
        artifact,
        gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)],
        findings,
        facts
    };
}
/** run-summary.json of a live run: portable file references, no credentials. */
async function checkRunSummary(artifact, ctx) {
    const file = artifact.path;
    const findings = [];
    try {
        const abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
        const text = new TextDecoder('utf-8', { fatal: true }).decode(await (0,paths/* readBounded */.CB)(abs, 16 * 1024 * 1024));
        const loaded = (0,python/* pyJsonLoads */.l4)(text);
        if (!loaded.ok)
            findings.push((0,finding/* finding */.g)(loaded.error.kind === 'bounds' ? general.BG.BG020 : codes.PQ.PQ030, `Cannot read run-summary.json: ${loaded.error.message}`, {
                file,
                line: loaded.error.line,
                column: loaded.error.column,
                gate: 'records-valid'
            }));
        else if (!(0,python/* isPyDict */.GZ)(loaded.value))
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ030, 'run-summary.json is not a JSON object.', { file, gate: 'records-valid' }));
        else
            for (const p of [...runSummaryProblems(loaded.value), ...secretProblems(loaded.value)])
                findings.push(ruleFinding(p, file));
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(e instanceof TypeError ? codes.PQ.PQ030 : codes.PQ.PQ012, `Cannot read run-summary.json: ${e.message}`, {
            file,
            gate: 'records-valid'
        }));
    }
    return {
        artifact,
        gates: [gateOf('records-valid', 'Run summary portable', findings, 'portable file references, no credentials')],
        findings
    };
}

// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/pqid/check-run-manifest.ts












const FAILURE_CODE = {
    'manifest-json': codes.PQ.PQ030,
    'manifest-object': codes.PQ.PQ030,
    'manifest-missing-fields': codes.PQ.PQ031,
    'manifest-run-type': codes.PQ.PQ032,
    'manifest-incompatible': codes.PQ.PQ033,
    'unequal-prompt-sets': codes.PQ.PQ040,
    'unknown-prompts': codes.PQ.PQ041,
    partial: codes.PQ.PQ042,
    'identifiable-empty': codes.PQ.PQ043,
    'file-missing': codes.PQ.PQ044,
    'file-directory': codes.PQ.PQ044,
    'file-unreadable': codes.PQ.PQ044,
    'frozen-prompts': codes.PQ.PQ044,
    'release-json': codes.PQ.PQ044,
    'artifact-manifest': codes.PQ.PQ053
};
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
            return [
                (0,finding/* finding */.g)(codes.PQ.PQ030, `The run manifest is ${(0,bytes/* overLimit */.W)(e.size, e.limit)}.`, {
                    file: rel,
                    gate: 'run-manifest'
                })
            ];
        if (e instanceof TypeError)
            return [(0,finding/* finding */.g)(codes.PQ.PQ030, 'The run manifest is not valid UTF-8.', { file: rel, line: 1, gate: 'run-manifest' })];
        return [
            (0,finding/* finding */.g)(codes.PQ.PQ012, `Cannot read the run manifest: ${e.message}`, { file: rel, gate: 'run-manifest' })
        ];
    }
    const loaded = (0,python/* pyJsonLoads */.l4)(text);
    if (!loaded.ok && loaded.error.kind === 'bounds')
        return [
            (0,finding/* finding */.g)(general.BG.BG020, `The run manifest ${rel}: ${loaded.error.message}; ${bounds/* BOUND_FIX */.XM}`, {
                file: rel,
                line: loaded.error.line,
                column: loaded.error.column,
                gate: 'run-manifest'
            })
        ];
    if (!loaded.ok) {
        const why = text.charCodeAt(0) === 0xfeff
            ? " (it starts with a byte order mark, which Python's json.loads refuses)"
            : ` (${loaded.error.message})`;
        return [
            (0,finding/* finding */.g)(codes.PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}${why}`, {
                file: rel,
                ...lineColumn(text, loaded.error.offset)
            })
        ];
    }
    const v = loaded.value;
    const p = (0,service/* runManifestProblem */.gK)(v);
    if (p)
        out.push((0,finding/* finding */.g)(FAILURE_CODE[p.kind] ?? codes.PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
    if ((0,python/* isPyDict */.GZ)(v)) {
        for (const lp of liveManifestProblems(v))
            out.push({ ...ruleFinding(lp, rel, keyLine(text, lp.field)), gate: 'run-manifest' });
    }
    const validate = validatorFor('run-manifest');
    const sev = STATE.get(ctx)?.options.schemaSeverity ?? 'warning';
    let plain;
    try {
        plain = JSON.parse(text);
    }
    catch {
        // Python-only JSON (NaN, Infinity): the reference accepts it; for the schema they become null (as JSON has no NaN).
        plain = JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof python/* PyFloat */.g$ ? x.value : x)));
    }
    if (sev !== 'off' && !validate(plain))
        out.push((0,finding/* finding */.g)(codes.PQ.PQ020, `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`, { file: rel, gate: 'schema' }, sev));
    return out;
}
/** 1-based line of a top-level key's first occurrence in a JSON text (for findings), when it can be seen. */
function keyLine(text, field) {
    if (!field)
        return undefined;
    const i = text.indexOf(JSON.stringify(field.split('.')[0]) + ':');
    const j = i >= 0 ? i : text.indexOf(JSON.stringify(field.split('.')[0]));
    return j >= 0 ? lineColumn(text, j).line : undefined;
}
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

;// CONCATENATED MODULE: ./src/suites/pqid/rules-evaluations.ts





const PROBLEM_CODE = {
    'invalid-json': codes.PQ.PQ001,
    'not-object': codes.PQ.PQ002,
    'missing-id': codes.PQ.PQ003,
    'duplicate-key': codes.PQ.PQ004,
    'bad-value': codes.PQ.PQ005,
    conflict: codes.PQ.PQ006,
    'missing-endpoint': codes.PQ.PQ007,
    invariant: codes.PQ.PQ008,
    'partial-assembly': codes.PQ.PQ009,
    'no-records': codes.PQ.PQ010,
    'invalid-utf8': codes.PQ.PQ011,
    'line-too-long': codes.PQ.PQ013,
    'over-bound': general.BG.BG020
};
/**
 * PQ001–PQ013, BG020: the reference's record rules and invariants, one finding per problem the reader listed (the
 * first error marked as where the reference stops), then PQ014 for those past max-findings-per-file.
 */
function recordProblems(read, file, maxFindingsPerFile) {
    const out = read.problems.map((p) => (0,finding/* finding */.g)(PROBLEM_CODE[p.kind], p.message + (p === read.firstError ? ' (the reference stops here)' : ''), {
        file,
        line: p.line,
        gate: p.kind === 'invariant' ? 'invariants' : 'records-valid',
        subject: p.record ? `record ${p.record}` : undefined
    }));
    if (read.problemCount > read.problems.length)
        out.push((0,finding/* finding */.g)(codes.PQ.PQ014, `${read.problemCount - read.problems.length} more problems were found and not listed (max-findings-per-file ${maxFindingsPerFile}).`, { file }));
    return out;
}
/** PQ034: the frozen release is known but the candidate's run manifest is not. */
function noCandidateManifest(file) {
    return [
        (0,finding/* finding */.g)(codes.PQ.PQ034, `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`, { file, gate: 'run-manifest' })
    ];
}
/** PQ045: the comparison covers only the prompts both sides have (allow-partial). */
function matchedSubset(mode, promptCount, file) {
    return mode === 'matched_subset'
        ? [
            (0,finding/* finding */.g)(codes.PQ.PQ045, `Matched-subset comparison: ${promptCount} of the frozen prompts (allow-partial is on).`, {
                file,
                gate: 'compare-scope'
            })
        ]
        : [];
}
/** PQ070 below a configured minimum rate; PQ072 when the rate is unavailable. */
function belowMinRates(summary, minRates, file) {
    const out = [];
    for (const [m, min] of Object.entries(minRates)) {
        const v = rateOf(summary, m);
        if (v === null)
            out.push(unavailable(`min-rates.${m}: the rate is unavailable for this file.`, m, file));
        else if (v < min)
            out.push((0,finding/* finding */.g)(codes.PQ.PQ070, `${m} is ${summary_sections_pct(v)}, below the minimum ${summary_sections_pct(min)}.`, {
                file,
                gate: 'metric-thresholds',
                subject: m
            }));
    }
    return out;
}
/** PQ070 above a configured maximum rate; PQ072 when the rate is unavailable. */
function aboveMaxRates(summary, maxRates, file) {
    const out = [];
    for (const [m, max] of Object.entries(maxRates)) {
        const v = rateOf(summary, m);
        if (v === null)
            out.push(unavailable(`max-rates.${m}: the rate is unavailable for this file.`, m, file));
        else if (v > max)
            out.push((0,finding/* finding */.g)(codes.PQ.PQ070, `${m} is ${summary_sections_pct(v)}, above the maximum ${summary_sections_pct(max)}.`, {
                file,
                gate: 'metric-thresholds',
                subject: m
            }));
    }
    return out;
}
function unavailable(message, m, file) {
    return (0,finding/* finding */.g)(codes.PQ.PQ072, message, { file, gate: 'metric-thresholds', subject: m });
}
/**
 * PQ071 for a metric worse than the frozen release by more than its allowance (max-regression); PQ072 when a side's
 * rate is unavailable, or when there is no comparison at all.
 */
function regressions(cmp, maxRegression, file) {
    if (!cmp)
        return [
            (0,finding/* finding */.g)(codes.PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', {
                file,
                gate: 'max-regression'
            })
        ];
    const out = [];
    for (const [m, allowed] of maxRegression) {
        const c = rateOf(cmp.candidate, m);
        const f = rateOf(cmp.frozen, m);
        if (c === null || f === null) {
            out.push((0,finding/* finding */.g)(codes.PQ.PQ072, `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`, { file, gate: 'max-regression', subject: m }));
            continue;
        }
        const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
        if (worse > allowed + 1e-12)
            out.push((0,finding/* finding */.g)(codes.PQ.PQ071, `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${summary_sections_pct(f)} → ${summary_sections_pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`, { file, gate: 'max-regression', subject: m }));
    }
    return out;
}
const COMPARED = [
    'execution_rate',
    'assembly_rate',
    'signature_rate',
    'ordered_rate',
    'parameter_rate',
    'es_gap_rate',
    'as_gap_rate',
    'executable_signature_disagreement_rate',
    'structural_hallucination_rate'
];
/** The candidate-vs-frozen table: each rate on both sides and the difference in percentage points. */
function comparisonTable(mode, cmp) {
    return {
        kind: 'table',
        title: `Candidate vs frozen release (${mode})`,
        columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
        rows: COMPARED.map((m) => {
            const c = rateOf(cmp.candidate, m);
            const f = rateOf(cmp.frozen, m);
            return [
                m,
                summary_sections_pct(c),
                summary_sections_pct(f),
                c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`
            ];
        })
    };
}

;// CONCATENATED MODULE: ./src/suites/pqid/check-evaluations.ts
/**
 * The check of an evaluation JSONL file: the reference's record rules and endpoint invariants, the schema pass, the
 * comparison with the frozen release (run manifest and compare scope), the metric-threshold and max-regression gates,
 * and the summary, per-model and chart sections with the metrics of the file. The rules are pure functions in
 * `rules-evaluations.ts`; this file reads, compares, files their findings and derives the gates.
 */














async function checkEvaluations(artifact, ctx, state) {
    const o = state.options;
    const file = artifact.path;
    let abs;
    try {
        abs = await (0,paths/* resolveInside */.LI)(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        const code = e instanceof paths/* UnsafePathError */.k0 && e.problem === 'escapes' ? general.BG.BG003 : codes.PQ.PQ012;
        return {
            artifact,
            gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: e.message }],
            findings: [(0,finding/* finding */.g)(code, e.message, { file, gate: 'records-valid' })]
        };
    }
    const c = { file, findings: [], gates: [], sections: [], facts: {} };
    const { store, summary } = await readRecords(c, abs, o);
    (0,arrays/* pushAll */.iI)(c.findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
    c.gates.push(recordsGate(c), invariantsGate(c, summary !== undefined));
    const cmp = await compareWithRelease(c, abs, ctx, state, summary);
    thresholds(c, o, summary);
    maxRegression(c, o, cmp);
    if (summary && store) {
        c.facts.summary = summary;
        const rest = c.sections.splice(0);
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(c.sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
        (0,arrays/* pushAll */.iI)(c.sections, pqidCharts(store, cmp));
    }
    const metrics = [
        ...(typeof c.facts.records === 'number' ? [recordsMetric(c.facts.records)] : []),
        ...(summary ? pqidMetrics(summary, store) : [])
    ];
    const { gates, findings, sections, facts } = c;
    return { artifact, gates, findings, sections, facts, ...(metrics.length ? { metrics } : {}) };
}
/** Reads the records with the reference's rules; the summary only when the reference would have read them all. */
async function readRecords(c, abs, o) {
    try {
        const l = await (0,service/* loadEvaluations */.sz)(abs, c.file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
        (0,arrays/* pushAll */.iI)(c.findings, recordProblems(l.acc, c.file, o.maxFindingsPerFile));
        c.facts.records = l.acc.records;
        if (l.acc.firstError)
            return {};
        const store = l.acc.cells;
        return { store, summary: (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 11442))).summarize((0,records.countCells)(store), null) };
    }
    catch (e) {
        const msg = e instanceof service/* ReferenceFailure */.cz ? e.message : e.message;
        c.findings.push((0,finding/* finding */.g)(codes.PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file: c.file, gate: 'records-valid' }));
        return {};
    }
}
function recordsGate(c) {
    return gateOf('records-valid', 'Evaluation records valid', c.findings, `${c.facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`);
}
function invariantsGate(c, summarized) {
    if (summarized)
        return gateOf('invariants', 'Endpoint invariants hold', c.findings, 'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution');
    if (c.findings.some((f) => f.gate === 'invariants' && f.severity === 'error'))
        return gateOf('invariants', 'Endpoint invariants hold', c.findings, '');
    return {
        id: 'invariants',
        title: 'Endpoint invariants hold',
        status: 'undecided',
        detail: 'records could not all be read'
    };
}
/** The run manifest and compare-scope gates; the comparison with the frozen release when one was made. */
async function compareWithRelease(c, abs, ctx, state, summary) {
    const o = state.options;
    const releaseDir = o.releaseDir
        ? external_node_path_.posix.normalize(o.releaseDir.replace(/\/+$/, ''))
        : state.releases.length === 1
            ? state.releases[0]
            : undefined;
    if (!releaseDir) {
        const why = state.releases.length > 1
            ? `${state.releases.length} releases found; set release-dir`
            : 'no frozen release directory (set release-dir)';
        c.gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why }, { id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
        return undefined;
    }
    await runManifest(c, ctx, state);
    if (!summary) {
        c.gates.push({
            id: 'compare-scope',
            title: 'Compare scope complete',
            status: 'undecided',
            detail: 'the evaluation records are invalid'
        });
        return undefined;
    }
    let cmp;
    try {
        const relAbs = await (0,paths/* resolveInside */.LI)(ctx.root, releaseDir, { expect: 'directory' });
        const r = await (0,service/* compareRelease */.DT)({
            evaluations: abs,
            releaseDir: relAbs,
            allowPartial: o.allowPartial,
            cwd: ctx.root,
            load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true }
        });
        cmp = { candidate: r.candidate, frozen: r.frozen };
        c.facts.comparison = {
            mode: r.mode,
            prompt_count: r.promptIds.length,
            prompt_ids_sha256: r.json.comparison_scope.prompt_ids_sha256,
            release_dir: releaseDir
        };
        (0,arrays/* pushAll */.iI)(c.findings, matchedSubset(r.mode, r.promptIds.length, c.file));
        c.gates.push({
            id: 'compare-scope',
            title: 'Compare scope complete',
            status: 'pass',
            detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}`
        });
        c.sections.push(comparisonTable(r.mode, cmp));
    }
    catch (e) {
        const kind = e instanceof service/* ReferenceFailure */.cz ? e.kind : undefined;
        const code = (kind && FAILURE_CODE[kind]) ?? codes.PQ.PQ044;
        c.findings.push((0,finding/* finding */.g)(code, e.message, { file: c.file, gate: 'compare-scope' }));
        c.gates.push(gateOf('compare-scope', 'Compare scope complete', c.findings, ''));
    }
    return cmp;
}
/** The candidate's run manifest (beside the file, or candidate-manifest) against the frozen contract. */
async function runManifest(c, ctx, state) {
    const o = state.options;
    const dir = external_node_path_.posix.dirname(c.file);
    const beside = state.manifests.find((m) => external_node_path_.posix.dirname(m) === dir);
    const manifestRel = o.candidateManifest ? external_node_path_.posix.normalize(o.candidateManifest) : beside;
    if (!manifestRel) {
        (0,arrays/* pushAll */.iI)(c.findings, noCandidateManifest(c.file));
        c.gates.push({
            id: 'run-manifest',
            title: 'Run manifest compatible',
            status: 'undecided',
            detail: 'PQ034: no candidate run manifest'
        });
        return;
    }
    const mf = await manifestFindings(ctx, manifestRel);
    (0,arrays/* pushAll */.iI)(c.findings, mf.map((f) => ({ ...f, gate: 'run-manifest' })));
    c.gates.push(gateOf('run-manifest', 'Run manifest compatible', c.findings, `${manifestRel}: seven fields present, four gated fields equal the frozen contract`));
}
/** A gate that passed but could not judge every configured rate (PQ072) is undecided. */
function undecidedIfUnavailable(g, found) {
    return g.status === 'pass' && found.some((f) => f.code === 'PQ072')
        ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
        : g;
}
/** min-rates / max-rates. */
function thresholds(c, o, summary) {
    const id = 'metric-thresholds';
    const title = 'Metric thresholds';
    const n = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
    if (n === 0) {
        c.gates.push({ id, title, status: 'skipped', detail: 'no min-rates / max-rates configured' });
        return;
    }
    if (!summary) {
        c.gates.push({ id, title, status: 'undecided', detail: 'no summary (invalid records)' });
        return;
    }
    const found = [...belowMinRates(summary, o.minRates, c.file), ...aboveMaxRates(summary, o.maxRates, c.file)];
    (0,arrays/* pushAll */.iI)(c.findings, found);
    c.gates.push(undecidedIfUnavailable(gateOf(id, title, c.findings, `${n} threshold(s) met`), found));
}
/** max-regression against the frozen release. */
function maxRegression(c, o, cmp) {
    const id = 'max-regression';
    const title = 'No regression against the frozen release';
    const regs = Object.entries(o.maxRegression);
    if (regs.length === 0) {
        c.gates.push({ id, title, status: 'skipped', detail: 'no max-regression configured' });
        return;
    }
    const found = regressions(cmp, regs, c.file);
    (0,arrays/* pushAll */.iI)(c.findings, found);
    if (!cmp) {
        c.gates.push({ id, title, status: 'undecided', detail: 'no comparison with a frozen release' });
        return;
    }
    c.gates.push(undecidedIfUnavailable(gateOf(id, title, c.findings, `${regs.length} metric(s) within their allowance`), found));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/suites/pqid/artifact-manifest.ts
var artifact_manifest = __webpack_require__(132);
;// CONCATENATED MODULE: ./src/suites/pqid/check-release.ts
/**
 * The check of a frozen release directory: its files against ARTIFACT_MANIFEST.tsv, canonical parity (reproduce the
 * published counts and the repeatability table, evidence profile only), and the schema pass over its prompt file.
 */











async function checkRelease(artifact, ctx, state) {
    const findings = [];
    const gates = [];
    const facts = {};
    let metrics;
    const sections = [];
    const rel = artifact.path;
    const at = (p) => (rel === '.' ? p : `${rel}/${p}`);
    let dir;
    try {
        dir = await (0,paths/* resolveInside */.LI)(ctx.root, rel, { expect: 'directory' });
    }
    catch (e) {
        findings.push((0,finding/* finding */.g)(general.BG.BG003, e.message, { file: rel }));
        return {
            artifact,
            gates: [
                {
                    id: 'artifact-manifest',
                    title: 'Release files match ARTIFACT_MANIFEST.tsv',
                    status: 'undecided',
                    detail: e.message
                }
            ],
            findings
        };
    }
    const v = await (0,artifact_manifest/* verifyArtifactManifest */.H)(dir);
    const mfile = at('ARTIFACT_MANIFEST.tsv');
    if (!v.ok) {
        findings.push((0,finding/* finding */.g)(codes.PQ.PQ053, v.error === 'missing-manifest'
            ? `The release has no ARTIFACT_MANIFEST.tsv.`
            : v.failures[0].replace(dir + '/', ''), { file: mfile, line: v.line, gate: 'artifact-manifest' }));
    }
    else {
        const m = v.result;
        facts.manifest = {
            checked: m.checked,
            missing: m.missing.length,
            size_mismatches: m.size_mismatches.length,
            hash_mismatches: m.hash_mismatches.length
        };
        // Each listed path the release does not match, in the reference's order: missing, escaping, size, hash.
        const problems = [
            [m.missing, codes.PQ.PQ050, (p) => `"${p}" is listed but is not a regular file.`],
            [
                m.escapes,
                codes.PQ.PQ050,
                (p) => `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`
            ],
            [m.size_mismatches, codes.PQ.PQ051, (p) => `"${p}" has a different size than listed.`],
            [m.hash_mismatches, codes.PQ.PQ052, (p) => `"${p}" has a different SHA-256 than listed.`]
        ];
        for (const [paths, code, message] of problems)
            for (const p of paths)
                findings.push((0,finding/* finding */.g)(code, message(p), { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
    }
    gates.push(gateOf('artifact-manifest', 'Release files match ARTIFACT_MANIFEST.tsv', findings, v.ok ? `${v.result.checked} files verified` : ''));
    // Canonical parity (evidence profile only).
    try {
        await (0,promises_.readFile)(`${dir}/${service/* RELEASE_PATHS */.PP.audit}`, { flag: 'r' }).then(() => undefined);
        const r = await (0,service/* reproduceRelease */.Db)(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
        for (const e of r.errors)
            findings.push((0,finding/* finding */.g)(codes.PQ.PQ060, e, { file: at(service/* RELEASE_PATHS */.PP.audit), gate: 'canonical-parity' }));
        try {
            for (const e of await (0,service/* repeatabilityErrors */.$0)(dir))
                findings.push((0,finding/* finding */.g)(codes.PQ.PQ061, e, { file: at(service/* RELEASE_PATHS */.PP.repeatability), gate: 'canonical-parity' }));
        }
        catch {
            /* repeatability table absent: not part of this profile */
        }
        facts.summary = r.summary;
        metrics = pqidMetrics(r.summary, undefined);
        sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
        gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            gates.push({
                id: 'canonical-parity',
                title: 'Canonical parity',
                status: 'skipped',
                detail: 'no cell audit (core profile)'
            });
        else {
            findings.push((0,finding/* finding */.g)(e instanceof service/* ReferenceFailure */.cz && e.kind === 'records' ? codes.PQ.PQ060 : codes.PQ.PQ044, e.message, {
                file: at(service/* RELEASE_PATHS */.PP.audit),
                gate: 'canonical-parity'
            }));
            gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
        }
    }
    (0,arrays/* pushAll */.iI)(findings, (await schemaPass(`${dir}/${service/* RELEASE_PATHS */.PP.prompts}`, at(service/* RELEASE_PATHS */.PP.prompts), 'prompt', state.options)).findings);
    return { artifact, gates, findings, sections, facts, ...(metrics ? { metrics } : {}) };
}

;// CONCATENATED MODULE: ./src/suites/pqid/suite.ts








async function check(artifact, ctx) {
    const state = STATE.get(ctx) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
    if (artifact.kind === KINDS.evaluations)
        return checkEvaluations(artifact, ctx, state);
    if (artifact.kind === KINDS.release)
        return checkRelease(artifact, ctx, state);
    if (artifact.kind === KINDS.runManifest) {
        const findings = (await manifestFindings(ctx, artifact.path)).map((f) => f.gate ? f : { ...f, gate: 'run-manifest' });
        return {
            artifact,
            gates: [
                gateOf('run-manifest', 'Run manifest compatible', findings, 'seven fields present; gated fields equal the frozen contract')
            ],
            findings
        };
    }
    if (artifact.kind === KINDS.requests)
        return checkRecords(artifact, ctx, state, undefined);
    if (artifact.kind === KINDS.runSummary)
        return checkRunSummary(artifact, ctx);
    const schema = RECORD_KIND_SCHEMA[artifact.kind];
    if (schema)
        return checkRecords(artifact, ctx, state, schema);
    return {
        artifact,
        gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }],
        findings: []
    };
}
const pqidSuite = {
    id: 'pqid',
    title: 'PQID-Bench evaluations and releases',
    naming: [{ kind: '*', label: 'PQID-Bench', part: 'base' }],
    discover: discover,
    check,
    optionTrust: { table: PQID_OPTION_TRUST }
};


/***/ })

};
