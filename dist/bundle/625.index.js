export const id = 625;
export const ids = [625];
export const modules = {

/***/ 8630:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UY: () => (/* binding */ mayExceed),
/* harmony export */   XM: () => (/* binding */ BOUND_FIX),
/* harmony export */   YD: () => (/* binding */ describeBound),
/* harmony export */   Z9: () => (/* binding */ scanJsonBounds),
/* harmony export */   df: () => (/* binding */ positionOf),
/* harmony export */   sq: () => (/* binding */ STRUCTURE_BOUNDS)
/* harmony export */ });
/**
 * Structure bounds: how many entries one array, how many keys one object and how many values one artifact (a JSON
 * document, one JSONL record, one YAML file, one nested JSON cell) may hold before benchgate refuses to check it. They
 * hold BEFORE schema validation and semantic checks, so an artifact's size in memory and the work done on it are
 * bounded by these numbers, not by what the file happens to contain (300,000 empty `benchmark_runs` in a 1.2 MB pcs
 * bundle used to cost 3.3 GB). The numbers and why: docs/security/limits.md.
 *
 * - `scanJsonBounds` checks JSON text without building any value (one pass, memory linear in the nesting depth only),
 *   for readers that then call `JSON.parse`; text shorter than the smallest bound cannot exceed any, and is not scanned.
 * - `parseJsonSource` (json-source.ts) counts the same while it builds its tree.
 * - YAML is counted on the lexer's tokens (formats/yaml.ts); Parquet columns are flat and their JSON cells are text.
 */
/**
 * The shared bounds every family starts from. The largest real artifacts in `examples/` and the conformance fixtures
 * hold 2,822 entries in one array, 2,746 keys in one object and 17,058 values in one document; a Qsolve counts
 * object may hold one key per shot (100,000 shots at most).
 */
const STRUCTURE_BOUNDS = Object.freeze({
    maxItems: 100_000,
    maxKeys: 100_000,
    maxNodes: 1_000_000
});
/**
 * False when text of this length (characters or bytes) cannot exceed a bound (each value takes at least one
 * character): byte-level fast paths hand longer lines to the scanning path.
 */
function mayExceed(length, b = STRUCTURE_BOUNDS) {
    return length > Math.min(b.maxItems, b.maxKeys, b.maxNodes);
}
/** The part of a finding message that names the bound: "this array has more than 100,000 entries (…)". */
function describeBound(e, unit = 'document') {
    const n = e.limit.toLocaleString('en-US');
    if (e.kind === 'items')
        return `an array has more than ${n} entries (benchgate's bound for one array)`;
    if (e.kind === 'keys')
        return `an object has more than ${n} keys (benchgate's bound for one object)`;
    return `the ${unit} holds more than ${n} values (benchgate's bound for one ${unit})`;
}
/** What to do about a bound: said once, the same for every family. */
const BOUND_FIX = 'it was not checked further; split the data into several artifacts or remove the repeated entries (docs/security/limits.md)';
/** 1-based line and column of an offset (lines end at \n, \r\n or \r), counted without an index: for one finding. */
function positionOf(text, offset) {
    let line = 1;
    let start = 0;
    for (let k = 0; k < offset && k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
            line++;
            start = k + 1;
        }
    }
    return { line, column: offset - start + 1 };
}
/**
 * The first bound JSON text exceeds, or undefined. Does not validate the grammar (the caller's parser does): on text
 * that is not JSON it may find nothing or stop anywhere, never throws, and never uses more than one counter per
 * open bracket.
 */
function scanJsonBounds(text, bounds = STRUCTURE_BOUNDS, from = 0, to = text.length) {
    if (!mayExceed(to - from, bounds))
        return undefined;
    // counts[d]: entries (or keys) so far in the container open at depth d; starts[d]: its offset; kinds[d]: 1 array,
    // 2 object waiting for a key, 3 object waiting for a value.
    let counts = new Int32Array(64);
    let starts = new Int32Array(64);
    let kinds = new Uint8Array(64);
    let depth = -1;
    let nodes = 0;
    for (let i = from; i < to; i++) {
        const c = text.charCodeAt(i);
        if (c === 32 || c === 10 || c === 13 || c === 9)
            continue;
        if (c === 44) {
            if (depth >= 0 && kinds[depth] === 3)
                kinds[depth] = 2;
            continue;
        }
        if (c === 58) {
            if (depth >= 0 && kinds[depth] === 2)
                kinds[depth] = 3;
            continue;
        }
        if (c === 93 || c === 125) {
            if (depth >= 0)
                depth--;
            continue;
        }
        if (depth >= 0 && kinds[depth] === 2) {
            // an object key (a string, or whatever stands there in text that is not JSON)
            if (++counts[depth] > bounds.maxKeys)
                return { kind: 'keys', limit: bounds.maxKeys, offset: starts[depth] };
        }
        else {
            if (++nodes > bounds.maxNodes)
                return { kind: 'nodes', limit: bounds.maxNodes, offset: i };
            if (depth >= 0 && kinds[depth] === 1 && ++counts[depth] > bounds.maxItems)
                return { kind: 'items', limit: bounds.maxItems, offset: starts[depth] };
        }
        if (c === 34) {
            for (i++; i < to; i++) {
                const d = text.charCodeAt(i);
                if (d === 92)
                    i++;
                else if (d === 34)
                    break;
            }
            continue;
        }
        if ((c === 91 || c === 123) && !(depth >= 0 && kinds[depth] === 2)) {
            depth++;
            if (depth >= counts.length) {
                const n = counts.length * 2;
                const c2 = new Int32Array(n);
                const s2 = new Int32Array(n);
                const k2 = new Uint8Array(n);
                c2.set(counts);
                s2.set(starts);
                k2.set(kinds);
                counts = c2;
                starts = s2;
                kinds = k2;
            }
            counts[depth] = 0;
            starts[depth] = i;
            kinds[depth] = c === 91 ? 1 : 2;
            continue;
        }
        // a number or a literal: skip to the next delimiter
        while (i + 1 < to) {
            const d = text.charCodeAt(i + 1);
            if (d === 44 || d === 93 || d === 125 || d === 58 || d === 34 || d === 32 || d === 10 || d === 13 || d === 9)
                break;
            i++;
        }
    }
    return undefined;
}


/***/ }),

/***/ 79596:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ overLimit),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * Byte counts as people read them in messages: "512 bytes", "600 KiB", "16 MiB", "1.5 GiB" (IEC units, powers of
 * 1024, at most one decimal, a trailing ".0" dropped). Locale-independent (no grouping separators), so a report is the
 * same on every machine. A limit is always shown this way; an exact count is added only where the rounded figures
 * would read the same ("64 MiB (67108865 bytes), over the 64 MiB limit").
 */
const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
function formatBytes(n) {
    if (!Number.isFinite(n) || n < 1024)
        return `${n} byte${n === 1 ? '' : 's'}`;
    let v = n;
    let u = -1;
    while (v >= 1024 && u < UNITS.length - 1) {
        v /= 1024;
        u++;
    }
    // One decimal below 100 (1.5 GiB, 70.2 MiB), none above (600 KiB); floor, never round up past the real size.
    const shown = v >= 100 ? Math.floor(v) : Math.floor(v * 10) / 10;
    return `${shown} ${UNITS[u]}`;
}
/** "70.2 MiB, over the 64 MiB limit" — the exact count is added when both round to the same figure. */
function overLimit(size, limit) {
    const s = formatBytes(size);
    const l = formatBytes(limit);
    return `${s === l ? `${s} (${size} bytes)` : s}, ${limit < 1024 ? `over the limit of ${l}` : `over the ${l} limit`}`;
}


/***/ }),

/***/ 95278:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   g: () => (/* binding */ finding)
/* harmony export */ });
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92831);

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
/**
 * Stable order: file, line, column, severity (errors first), code, message; text by code point (`compareText`), so
 * the order is the same under every locale.
 */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.file ?? '', b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.code, b.code) ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.message, b.message));
}


/***/ }),

/***/ 26636:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M1: () => (/* binding */ describeJsonError),
  mE: () => (/* reexport */ escapePointerSegment),
  Xf: () => (/* binding */ getMember),
  fI: () => (/* reexport */ hasLoneSurrogate),
  x5: () => (/* binding */ locate),
  ol: () => (/* binding */ members),
  oB: () => (/* binding */ nodeAt),
  X0: () => (/* binding */ parseJsonSource),
  GS: () => (/* reexport */ splitPointer),
  BA: () => (/* binding */ toValue)
});

// UNUSED EXPORTS: LineIndex

// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
;// CONCATENATED MODULE: ./src/core/json-nodes.ts
/** Offsets of line starts, for offset → 1-based line/column. Lines end at \n, \r\n or \r. */
class LineIndex {
    text;
    starts;
    constructor(text) {
        this.text = text;
    }
    build() {
        const text = this.text;
        const starts = [0];
        let i = 0;
        // The next \n and \r at or after i, each searched again only once passed: one search per line ending, so the
        // index is linear in the text (searching both from every line start is quadratic when one kind never occurs).
        let n = text.indexOf('\n');
        let r = text.indexOf('\r');
        while (true) {
            if (n >= 0 && n < i)
                n = text.indexOf('\n', i);
            if (r >= 0 && r < i)
                r = text.indexOf('\r', i);
            if (n < 0 && r < 0)
                break;
            if (r >= 0 && (n < 0 || r < n)) {
                i = text.charCodeAt(r + 1) === 10 ? r + 2 : r + 1;
            }
            else
                i = n + 1;
            starts.push(i);
        }
        this.starts = starts;
        return starts;
    }
    /** 1-based line and column (column counted in UTF-16 code units, 1 = first character). */
    position(offset) {
        const s = this.starts ?? this.build();
        let lo = 0;
        let hi = s.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (s[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - s[lo] + 1 };
    }
}
/** True when the string holds an unpaired UTF-16 surrogate. */
function hasLoneSurrogate(s) {
    for (let k = 0; k < s.length; k++) {
        const c = s.charCodeAt(k);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = s.charCodeAt(k + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                k++;
                continue;
            }
            return true;
        }
        if (c >= 0xdc00 && c <= 0xdfff)
            return true;
    }
    return false;
}
function escapePointerSegment(s) {
    return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
function unescapePointerSegment(s) {
    return s.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** Splits an RFC 6901 pointer ('' is the root). Returns undefined for a malformed pointer. */
function splitPointer(pointer) {
    if (pointer === '')
        return [];
    if (!pointer.startsWith('/'))
        return undefined;
    return pointer.slice(1).split('/').map(unescapePointerSegment);
}

;// CONCATENATED MODULE: ./src/core/json-scan.ts
/**
 * The scanner of the position-keeping JSON reader (`json-source.ts`): one state object (`Scan`: the text, the
 * offset, the container stack, the notes) and a function per concern over it: whitespace, strings (a fast path for
 * text without escapes, the escapes apart), numbers, the other values (literals, Python's constants), containers
 * (open, key, attach, close) and the loop that dispatches between them. Iterative: an explicit stack, never
 * recursion. Throws `JsonFail` with an offset; `parseJsonSource` turns it into a positioned error.
 */


/** A parse failure at an offset (a bound failure names the bound). */
class JsonFail extends Error {
    kind;
    offset;
    bound;
    constructor(kind, offset, message, bound) {
        super(message);
        this.kind = kind;
        this.offset = offset;
        this.bound = bound;
    }
}
function boundFail(kind, limit, offset) {
    return new JsonFail('bounds', offset, (0,bounds/* describeBound */.YD)({ kind, limit }), { kind, limit });
}
function describeChar(text, i) {
    if (i >= text.length)
        return 'the end of the input';
    const c = text.codePointAt(i) ?? 0;
    if (c < 0x20 || c === 0x7f)
        return `the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    return `"${String.fromCodePoint(c)}"`;
}
function framePointer(f) {
    const segs = [];
    for (let x = f; x && x.parent !== undefined; x = x.parent)
        segs.push(escapePointerSegment(x.seg));
    return segs.length === 0 ? '' : '/' + segs.reverse().join('/');
}
/** The scanner's state: where it is in the text, the open containers, the notes so far. */
class Scan {
    text;
    lines;
    maxDepth;
    pythonConstants;
    bounds;
    i = 0;
    nodes = 0;
    n;
    stack = [];
    root = undefined;
    duplicateKeys = [];
    loneSurrogates = [];
    nonFiniteNumbers = [];
    constructor(text, lines, maxDepth, pythonConstants, bounds) {
        this.text = text;
        this.lines = lines;
        this.maxDepth = maxDepth;
        this.pythonConstants = pythonConstants;
        this.bounds = bounds;
        this.n = text.length;
    }
}
function note(s, list, pointer, offset, message) {
    const p = s.lines.position(offset);
    list.push({ pointer, offset, line: p.line, column: p.column, message });
}
// ---------------------------------------------------------------------------------------------------------------
// Whitespace.
function skipWs(s) {
    const text = s.text;
    const n = s.n;
    let i = s.i;
    while (i < n) {
        const c = text.charCodeAt(i);
        if (c === 32 || c === 10 || c === 13 || c === 9)
            i++;
        else
            break;
    }
    s.i = i;
}
// ---------------------------------------------------------------------------------------------------------------
// Strings.
// eslint-disable-next-line no-control-regex -- the JSON grammar forbids raw control characters in strings
const STRING_CHUNK_RE = /[^"\\\x00-\x1f]*/y;
const SURROGATE_RE = /[\ud800-\udfff]/;
/**
 * Reads the string at `s.i` (its opening quote). `keyOf`: the object whose key it is (a lone surrogate in a key is
 * noted at the object's pointer + `/`); else it is a value, noted at its own pointer.
 */
function readString(s, keyOf) {
    const text = s.text;
    const start = s.i;
    STRING_CHUNK_RE.lastIndex = start + 1;
    STRING_CHUNK_RE.exec(text);
    const j = STRING_CHUNK_RE.lastIndex;
    if (text.charCodeAt(j) === 34) {
        s.i = j + 1;
        return text.slice(start + 1, j);
    }
    return readEscapedString(s, start, j, keyOf);
}
/** The rest of a string from `j`, the first character that is not plain text: escapes, controls, the end. */
function readEscapedString(s, start, j, keyOf) {
    const text = s.text;
    const n = s.n;
    let out = text.slice(start + 1, j);
    let i = j;
    let escapedUnicode = false;
    while (true) {
        if (i >= n)
            throw new JsonFail('syntax', start, 'unterminated string: the closing quote is missing');
        const c = text.charCodeAt(i);
        if (c === 34) {
            i++;
            break;
        }
        if (c === 92) {
            if (i + 1 >= n)
                throw new JsonFail('syntax', start, 'unterminated string: the closing quote is missing');
            const e = text.charCodeAt(i + 1);
            if (e === 117) {
                out += unicodeEscape(text, i);
                escapedUnicode = true;
                i += 6;
            }
            else {
                out += simpleEscape(text, i, e);
                i += 2;
            }
            continue;
        }
        if (c < 0x20)
            throw new JsonFail('syntax', i, `${describeChar(text, i)} must be escaped inside a string`);
        STRING_CHUNK_RE.lastIndex = i;
        STRING_CHUNK_RE.exec(text);
        const k = STRING_CHUNK_RE.lastIndex;
        out += text.slice(i, k);
        i = k;
    }
    s.i = i;
    // Lone surrogates can only come from \u escapes (the text itself is well-formed UTF-16 from a UTF-8 decode).
    if (escapedUnicode && SURROGATE_RE.test(out) && hasLoneSurrogate(out)) {
        note(s, s.loneSurrogates, keyOf ? `${framePointer(keyOf)}/` : childPointer(s), start, 'the string contains a lone UTF-16 surrogate (an unpaired \\uD800-\\uDFFF escape); it is not valid Unicode text');
    }
    return out;
}
/** The character of the escape `\` + `e` at `i` (not `\u`). */
function simpleEscape(text, i, e) {
    switch (e) {
        case 34:
            return '"';
        case 92:
            return '\\';
        case 47:
            return '/';
        case 98:
            return '\b';
        case 102:
            return '\f';
        case 110:
            return '\n';
        case 114:
            return '\r';
        case 116:
            return '\t';
        default:
            throw new JsonFail('syntax', i, `invalid escape sequence "\\${text[i + 1]}" in a string`);
    }
}
/** The UTF-16 unit of the `\uXXXX` escape at `i`. */
function unicodeEscape(text, i) {
    const hex = text.slice(i + 2, i + 6);
    if (!/^[0-9a-fA-F]{4}$/.test(hex))
        throw new JsonFail('syntax', i + 1, 'invalid \\u escape: it needs exactly four hexadecimal digits');
    return String.fromCharCode(parseInt(hex, 16));
}
// ---------------------------------------------------------------------------------------------------------------
// Numbers.
const NUMBER_RE = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
/** Reads the number at `s.i` and attaches it. */
function readNumber(s) {
    const text = s.text;
    const i = s.i;
    NUMBER_RE.lastIndex = i;
    const m = NUMBER_RE.exec(text);
    if (!m || m[0] === '-')
        throw new JsonFail('syntax', i, 'invalid number');
    const raw = m[0];
    const end = i + raw.length;
    const next = text.charCodeAt(end);
    if ((next >= 48 && next <= 57) || next === 46 || next === 101 || next === 69) {
        throw new JsonFail('syntax', end, raw.startsWith('0') || raw.startsWith('-0') ? 'invalid number: leading zeros are not allowed' : 'invalid number');
    }
    const value = Number(raw);
    let integer = true;
    for (let k = 0; k < raw.length; k++) {
        const d = raw.charCodeAt(k);
        if (d === 46 || d === 101 || d === 69) {
            integer = false;
            break;
        }
    }
    if (!Number.isFinite(value))
        note(s, s.nonFiniteNumbers, childPointer(s), i, `the number ${raw.length > 40 ? raw.slice(0, 40) + '…' : raw} is outside the range of a double (it reads as ${value})`);
    attach(s, { type: 'number', raw, value, integer, start: i, end });
    s.i = end;
}
// ---------------------------------------------------------------------------------------------------------------
// Other values: Python's constants, true, false, null.
/** The Python constant at `i` (`NaN`, `Infinity`, `-Infinity`), or undefined. */
function pythonConstantAt(text, i) {
    return text.startsWith('NaN', i)
        ? 'NaN'
        : text.startsWith('Infinity', i)
            ? 'Infinity'
            : text.startsWith('-Infinity', i)
                ? '-Infinity'
                : undefined;
}
/** Reads Python's constant `raw` at `s.i` (non-finite mode), notes it and attaches it. */
function readPythonConstant(s, raw) {
    const i = s.i;
    const value = raw === 'NaN' ? NaN : raw === 'Infinity' ? Infinity : -Infinity;
    note(s, s.nonFiniteNumbers, childPointer(s), i, `the literal ${raw} is not JSON (RFC 8259); Python's json module reads it as ${raw === 'NaN' ? 'nan' : raw === 'Infinity' ? 'inf' : '-inf'}`);
    attach(s, { type: 'number', raw, value, integer: false, start: i, end: i + raw.length });
    s.i = i + raw.length;
}
/** Reads `true`, `false` or `null` at `s.i` and attaches it; anything else is not a value. */
function readLiteral(s) {
    const text = s.text;
    const i = s.i;
    if (text.startsWith('true', i)) {
        attach(s, { type: 'boolean', value: true, start: i, end: i + 4 });
        s.i = i + 4;
    }
    else if (text.startsWith('false', i)) {
        attach(s, { type: 'boolean', value: false, start: i, end: i + 5 });
        s.i = i + 5;
    }
    else if (text.startsWith('null', i)) {
        attach(s, { type: 'null', start: i, end: i + 4 });
        s.i = i + 4;
    }
    else
        throw new JsonFail('syntax', i, `unexpected ${describeChar(text, i)}: expected a value`);
}
// ---------------------------------------------------------------------------------------------------------------
// Containers.
/** Attaches a finished value to the innermost container (or makes it the root). */
function attach(s, node) {
    const top = s.stack[s.stack.length - 1];
    if (!top) {
        s.root = node;
        return;
    }
    if (top.node.type === 'array')
        top.node.items.push(node);
    else {
        top.node.entries.push({
            key: top.key,
            keyStart: top.keyStart,
            keyEnd: top.keyEnd,
            value: node
        });
        top.key = undefined;
    }
}
/** The pointer of the value about to be attached. */
function childPointer(s) {
    const top = s.stack[s.stack.length - 1];
    if (!top)
        return '';
    const base = framePointer(top);
    if (top.node.type === 'array')
        return `${base}/${top.node.items.length}`;
    return `${base}/${escapePointerSegment(top.key ?? '')}`;
}
/**
 * Opens the object or array at `s.i` (`c` its bracket). Returns true when it was empty and is already closed and
 * attached (a value follows), false when a value (or, in an object, a key) is expected inside.
 */
function openContainer(s, c) {
    const stack = s.stack;
    if (stack.length >= s.maxDepth)
        throw new JsonFail('depth', s.i, `nesting is deeper than the ${s.maxDepth}-level limit`);
    const parent = stack[stack.length - 1];
    const seg = parent ? (parent.node.type === 'array' ? String(parent.node.items.length) : parent.key) : '';
    const node = c === 123
        ? { type: 'object', entries: [], start: s.i, end: s.i }
        : { type: 'array', items: [], start: s.i, end: s.i };
    s.i++;
    stack.push({ node, seg, parent, key: undefined, keyStart: 0, keyEnd: 0, seen: undefined });
    skipWs(s);
    if (s.text.charCodeAt(s.i) === (c === 123 ? 125 : 93)) {
        // {} or []
        s.i++;
        node.end = s.i;
        stack.pop();
        attach(s, node);
        return true;
    }
    if (c === 123)
        readKey(s);
    return false;
}
/** Reads a member's key and its colon; notes a key the object already has. */
function readKey(s) {
    const text = s.text;
    const top = s.stack[s.stack.length - 1];
    if (text.charCodeAt(s.i) !== 34)
        throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)}: expected a quoted property name`);
    const keyStart = s.i;
    const key = readString(s, top);
    const keyEnd = s.i;
    const obj = top.node;
    if (obj.entries.length >= s.bounds.maxKeys)
        throw boundFail('keys', s.bounds.maxKeys, obj.start);
    let firstAt;
    if (top.seen)
        firstAt = top.seen.get(key);
    else {
        for (const m of obj.entries)
            if (m.key === key) {
                firstAt = m.keyStart;
                break;
            }
        if (obj.entries.length >= 16)
            top.seen = new Map(obj.entries.map((m) => [m.key, m.keyStart]).reverse());
    }
    if (firstAt !== undefined) {
        obj.hasDuplicates = true;
        note(s, s.duplicateKeys, `${framePointer(top)}/${escapePointerSegment(key)}`, keyStart, `duplicate key "${key}" (first at offset ${firstAt}); JSON.parse keeps the last value`);
    }
    else if (top.seen)
        top.seen.set(key, keyStart);
    top.key = key;
    top.keyStart = keyStart;
    top.keyEnd = keyEnd;
    skipWs(s);
    if (text.charCodeAt(s.i) !== 58)
        throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)}: expected ":" after the property name`);
    s.i++;
}
// ---------------------------------------------------------------------------------------------------------------
// The loop.
/** Reads the value at `s.i` (after whitespace). Returns true when a value follows (false: inside a new container). */
function readValue(s) {
    skipWs(s);
    const text = s.text;
    const i = s.i;
    if (i >= s.n)
        throw new JsonFail('syntax', i, 'unexpected end of input: expected a value');
    const c = text.charCodeAt(i);
    if (++s.nodes > s.bounds.maxNodes)
        throw boundFail('nodes', s.bounds.maxNodes, i);
    const into = s.stack[s.stack.length - 1];
    if (into && into.node.type === 'array' && into.node.items.length >= s.bounds.maxItems)
        throw boundFail('items', s.bounds.maxItems, into.node.start);
    if (c === 123 || c === 91)
        return openContainer(s, c);
    if (c === 34) {
        const value = readString(s);
        attach(s, { type: 'string', value, start: i, end: s.i });
        return true;
    }
    // NaN, Infinity, -Infinity: only a value starting with N, I or - can be one.
    const constant = s.pythonConstants && (c === 78 || c === 73 || c === 45) ? pythonConstantAt(text, i) : undefined;
    if (constant)
        readPythonConstant(s, constant);
    else if (c === 45 || (c >= 48 && c <= 57))
        readNumber(s);
    else
        readLiteral(s);
    return true;
}
/**
 * Reads what follows a value: a comma (then, in an object, the next key), or the bracket that closes the innermost
 * container. Returns true when a value is expected next, false when the container closed (a value follows), and
 * undefined at the end of the top-level value.
 */
function readAfterValue(s) {
    skipWs(s);
    const text = s.text;
    const top = s.stack[s.stack.length - 1];
    if (!top) {
        if (s.i < s.n)
            throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)} after the top-level value`);
        return undefined;
    }
    const c = text.charCodeAt(s.i);
    if (c === 44) {
        s.i++;
        skipWs(s);
        if (top.node.type === 'object')
            readKey(s);
        return true;
    }
    if ((c === 125 && top.node.type === 'object') || (c === 93 && top.node.type === 'array')) {
        s.i++;
        top.node.end = s.i;
        s.stack.pop();
        attach(s, top.node);
        return false;
    }
    throw new JsonFail('syntax', s.i, `unexpected ${describeChar(text, s.i)}: expected "," or "${top.node.type === 'object' ? '}' : ']'}"`);
}
/** Scans the whole text into a document; throws `JsonFail` on the first error. */
function scanDocument(text, maxDepth, allowBom, lines, pythonConstants, bounds) {
    const s = new Scan(text, lines, maxDepth, pythonConstants, bounds);
    if (text.charCodeAt(0) === 0xfeff) {
        if (!allowBom)
            throw new JsonFail('bom', 0, 'the file starts with a byte order mark (U+FEFF); JSON text must not start with one');
        s.i = 1;
    }
    skipWs(s);
    if (s.i >= s.n)
        throw new JsonFail('empty', s.i, 'the file is empty: expected a JSON value');
    // State machine: expecting a value, or expecting what follows a value / an opening bracket.
    let expectValue = true;
    while (true) {
        if (expectValue) {
            expectValue = !readValue(s);
            continue;
        }
        const next = readAfterValue(s);
        if (next === undefined)
            break;
        expectValue = next;
    }
    return {
        text,
        root: s.root,
        lines,
        duplicateKeys: s.duplicateKeys,
        loneSurrogates: s.loneSurrogates,
        nonFiniteNumbers: s.nonFiniteNumbers
    };
}

;// CONCATENATED MODULE: ./src/core/json-source.ts
/**
 * A small position-keeping JSON reader.
 *
 * - JSON.parse-compatible grammar (RFC 8259: no comments, no trailing commas, no NaN/Infinity tokens,
 *   no leading zeros, no raw control characters in strings); an optional leading BOM is refused unless
 *   `allowBom` is set.
 * - Every value keeps its source offsets; numbers keep their exact source text (`13.0` stays `13.0`,
 *   `12345678901234567890` stays exact), so callers can hash or re-serialise without loss.
 * - Iterative (an explicit stack, never recursion), with a nesting-depth limit, a size limit and the structure
 *   bounds of `bounds.ts` (entries per array, keys per object, values per document), so hostile input cannot
 *   overflow the call stack or exhaust memory.
 * - Duplicate object keys are recorded (the last one wins, as in JSON.parse); strings holding lone
 *   UTF-16 surrogates (`"\ud800"`) and numbers that overflow a double (`1e400`) are recorded too.
 * - A non-finite mode (`pythonConstants`) reads `NaN`, `Infinity` and `-Infinity` as Python's `json.loads` does;
 *   `src/python/loads.ts` builds Python values on it. Error offsets are the ones Python's `JSONDecodeError.pos`
 *   names (`__tests__/python/loads.test.ts` checks them against Python).
 * - `pointerOf`/`nodeAt`/`locate` map RFC 6901 JSON pointers to nodes and 1-based line/column positions.
 *
 * This file is the reader's entry (options, errors with positions, navigation, plain values); the tree's types, the
 * line index and pointer segments are in `json-nodes.ts`, the scanner (a function per concern) in `json-scan.ts`.
 */




const DEFAULT_MAX_DEPTH = 512;
const DEFAULT_MAX_LENGTH = 64 * 1024 * 1024;
/** Parses JSON text. Never throws on bad input: returns a typed error with its position instead. */
function parseJsonSource(text, opts = {}) {
    const maxDepth = opts.maxDepth ?? DEFAULT_MAX_DEPTH;
    const maxLength = opts.maxLength ?? DEFAULT_MAX_LENGTH;
    if (text.length > maxLength) {
        const lines = new LineIndex('');
        return {
            ok: false,
            error: {
                kind: 'size',
                message: `the JSON text is ${text.length} characters long, over the ${maxLength}-character limit`,
                offset: 0,
                line: 1,
                column: 1
            },
            lines
        };
    }
    const lines = new LineIndex(text);
    try {
        const doc = scanDocument(text, maxDepth, opts.allowBom ?? false, lines, opts.pythonConstants ?? false, opts.bounds ?? bounds/* STRUCTURE_BOUNDS */.sq);
        return { ok: true, doc };
    }
    catch (e) {
        if (e instanceof JsonFail) {
            const p = lines.position(e.offset);
            return {
                ok: false,
                error: {
                    kind: e.kind,
                    message: e.message,
                    offset: e.offset,
                    line: p.line,
                    column: p.column,
                    ...(e.bound ? { bound: e.bound } : {})
                },
                lines
            };
        }
        throw e;
    }
}
const NO_BOUNDS = { maxItems: Infinity, maxKeys: Infinity, maxNodes: Infinity };
/**
 * Where JSON text first goes wrong, for text JSON.parse refused: "invalid JSON at character N" (1-based,
 * UTF-16 code units) or "invalid JSON (unexpected end of input)". Never echoes the text (it may be user
 * content), and does not depend on the engine's JSON.parse message. For error paths: it reads the text again
 * (no depth or size limit beyond the text already in memory; the reader is iterative).
 */
function describeJsonError(text) {
    const r = parseJsonSource(text, { maxDepth: Infinity, maxLength: Infinity, bounds: NO_BOUNDS });
    if (r.ok || r.error.kind === 'bounds')
        return 'invalid JSON';
    if (r.error.offset >= text.length)
        return 'invalid JSON (unexpected end of input)';
    return `invalid JSON at character ${r.error.offset + 1}`;
}
/** The value of a member, last one winning (JSON.parse semantics). */
function getMember(obj, key) {
    for (let k = obj.entries.length - 1; k >= 0; k--)
        if (obj.entries[k].key === key)
            return obj.entries[k].value;
    return undefined;
}
/** Members with duplicate keys resolved (last value wins, position of the first occurrence kept, as JSON.parse). */
function members(obj) {
    if (obj.entries.length < 2 || !obj.hasDuplicates)
        return obj.entries;
    const idx = new Map();
    const out = [];
    for (const m of obj.entries) {
        const at = idx.get(m.key);
        if (at === undefined) {
            idx.set(m.key, out.length);
            out.push(m);
        }
        else
            out[at] = m;
    }
    return out;
}
/** The node at a JSON pointer, or undefined. */
function nodeAt(root, pointer) {
    const segs = splitPointer(pointer);
    if (!segs)
        return undefined;
    let cur = root;
    for (const s of segs) {
        if (!cur)
            return undefined;
        if (cur.type === 'object')
            cur = getMember(cur, s);
        else if (cur.type === 'array') {
            if (!/^(0|[1-9][0-9]*)$/.test(s))
                return undefined;
            cur = cur.items[Number(s)];
        }
        else
            return undefined;
    }
    return cur;
}
/**
 * Source position of a pointer: the property name for an object member (where a reader looks), else
 * the value. Falls back to the nearest existing ancestor for a pointer that does not exist.
 */
function locate(doc, pointer) {
    const segs = splitPointer(pointer) ?? [];
    let cur = doc.root;
    let start = cur.start;
    let end = cur.end;
    for (const s of segs) {
        let next;
        if (cur.type === 'object') {
            let m;
            for (let k = cur.entries.length - 1; k >= 0; k--)
                if (cur.entries[k].key === s) {
                    m = cur.entries[k];
                    break;
                }
            if (m) {
                next = m.value;
                start = m.keyStart;
                end = m.value.end;
            }
        }
        else if (cur.type === 'array' && /^(0|[1-9][0-9]*)$/.test(s)) {
            next = cur.items[Number(s)];
            if (next) {
                start = next.start;
                end = next.end;
            }
        }
        if (!next)
            break;
        cur = next;
    }
    const a = doc.lines.position(start);
    const b = doc.lines.position(Math.max(start, end - 1));
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column + 1 };
}
/**
 * Converts the tree to plain JavaScript values (what JSON.parse returns: last duplicate wins,
 * `__proto__` kept as an own property). Iterative.
 */
function toValue(root) {
    const scalar = (n) => n.type === 'null' ? null : n.type === 'object' || n.type === 'array' ? undefined : n.value;
    if (root.type !== 'object' && root.type !== 'array')
        return scalar(root);
    const make = (n) => (n.type === 'array' ? new Array(0) : {});
    const out = make(root);
    const work = [{ node: root, target: out }];
    while (work.length > 0) {
        const { node, target } = work.pop();
        if (node.type === 'array') {
            for (const item of node.items) {
                if (item.type === 'object' || item.type === 'array') {
                    const t = make(item);
                    target.push(t);
                    work.push({ node: item, target: t });
                }
                else
                    target.push(scalar(item));
            }
        }
        else {
            for (const m of node.entries) {
                let v;
                if (m.value.type === 'object' || m.value.type === 'array') {
                    v = make(m.value);
                    work.push({ node: m.value, target: v });
                }
                else
                    v = scalar(m.value);
                if (m.key === '__proto__')
                    Object.defineProperty(target, m.key, { value: v, writable: true, enumerable: true, configurable: true });
                else
                    target[m.key] = v;
            }
        }
    }
    return out;
}


/***/ }),

/***/ 92831:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * The one text order of benchgate: by Unicode code point, as Python compares `str`. Reports, findings, artifacts,
 * shard plans and canonical JSON all sort with it, so the same inputs give the same bytes on every machine:
 * `String.prototype.localeCompare` follows ICU and the process's locale (`LANG`/`LC_ALL`: under `sv_SE` "ä" sorts
 * after "z", under `en_US` before it) and is never used for anything that is written out.
 */
const isSurrogate = (c) => c >= 0xd800 && c <= 0xdfff;
/**
 * Compares two strings by Unicode code point. A lone surrogate counts as its own code point (U+D800..U+DFFF), which
 * is what Python holds after `json.loads('"\\ud800"')`; a well-formed pair counts as the code point it encodes
 * (above every BMP character).
 */
function compareText(a, b) {
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

/***/ 56107:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   h0: () => (/* binding */ decodeUtf8Strict),
/* harmony export */   k0: () => (/* binding */ UnsafePathError),
/* harmony export */   yq: () => (/* binding */ FileTooLargeError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79596);



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
        super(`the file is ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .overLimit */ .W)(size, limit)}`);
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


/***/ })

};
