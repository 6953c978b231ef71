export const id = 404;
export const ids = [404];
export const modules = {

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

/***/ 2672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S3: () => (/* binding */ pyFormatG),
/* harmony export */   XO: () => (/* binding */ pyFloatRepr),
/* harmony export */   fF: () => (/* binding */ pyThousands),
/* harmony export */   mS: () => (/* binding */ pyFixed)
/* harmony export */ });
/**
 * Python float formatting: `repr(float)`, `format(x, '.Ng')` / `%.Ng`, `format(x, '.Nf')` and `f"{n:,}"`.
 * Digits are exact (the double's full decimal expansion, rounded half-even), as CPython's are.
 */
/** Python `repr(float)`: shortest round-trip digits, `1.0` for integral values, exponent below 1e-4 and from 1e16; `nan`, `inf`, `-inf`. */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const neg = x < 0;
    const e = Math.abs(x).toExponential(); // shortest round-trip digits, e.g. "1.2345e-5"
    const at = e.indexOf('e');
    const digits = e.slice(0, at).replace('.', '');
    const exp = Number(e.slice(at + 1));
    let out;
    if (exp < -4 || exp >= 16) {
        const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
        out = `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
    }
    else if (exp < 0) {
        out = '0.' + '0'.repeat(-exp - 1) + digits;
    }
    else if (digits.length <= exp + 1) {
        out = digits + '0'.repeat(exp + 1 - digits.length) + '.0';
    }
    else {
        out = digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
    }
    return (neg ? '-' : '') + out;
}
/** Exact decimal expansion of a finite non-negative double: digits (no leading zeros unless 0) and the position of the decimal point. */
function exactDecimal(x) {
    if (x === 0)
        return { digits: '0', point: 1 };
    const buf = new DataView(new ArrayBuffer(8));
    buf.setFloat64(0, x);
    const hi = buf.getUint32(0);
    const lo = buf.getUint32(4);
    const expBits = (hi >>> 20) & 0x7ff;
    let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    let e2;
    if (expBits === 0)
        e2 = -1074;
    else {
        mant |= 1n << 52n;
        e2 = expBits - 1075;
    }
    if (e2 >= 0) {
        const s = (mant << BigInt(e2)).toString();
        return { digits: s, point: s.length };
    }
    const k = -e2;
    const s = (mant * 5n ** BigInt(k)).toString();
    // value = s * 10^-k = 0.s * 10^(len(s) - k)
    return { digits: s, point: s.length - k };
}
/**
 * Rounds a digit string (value = 0.d1d2... * 10^point) to `keep` digits, half-even on the exact value.
 * Returns the new digits (length keep, may carry into a new leading digit: then point+1).
 */
function roundDigits(digits, point, keep) {
    if (keep <= 0) {
        if (keep < 0)
            return { digits: '0', point: point - keep + 1 };
        const first = digits.charCodeAt(0) - 48;
        const restNonZero = /[1-9]/.test(digits.slice(1));
        const up = first > 5 || (first === 5 && restNonZero);
        return up ? { digits: '1', point: point + 1 } : { digits: '0', point: point };
    }
    if (digits.length <= keep)
        return { digits: digits.padEnd(keep, '0'), point };
    const head = digits.slice(0, keep);
    const next = digits.charCodeAt(keep) - 48;
    const restNonZero = /[1-9]/.test(digits.slice(keep + 1));
    const lastOdd = (head.charCodeAt(keep - 1) - 48) % 2 === 1;
    const up = next > 5 || (next === 5 && (restNonZero || lastOdd));
    if (!up)
        return { digits: head, point };
    const inc = (BigInt(head) + 1n).toString();
    if (inc.length > keep)
        return { digits: inc.slice(0, keep), point: point + 1 };
    return { digits: inc.padStart(keep, '0'), point };
}
/** Python `format(x, '.Nf')`. */
function pyFixed(x, decimals) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const neg = x < 0 || Object.is(x, -0);
    const { digits, point } = exactDecimal(Math.abs(x));
    const p2 = point + decimals; // x * 10^decimals = 0.digits * 10^p2
    let n;
    if (x === 0 || p2 < 0)
        n = 0n;
    else if (p2 === 0) {
        const first = digits.charCodeAt(0) - 48;
        n = first > 5 || (first === 5 && /[1-9]/.test(digits.slice(1))) ? 1n : 0n;
    }
    else {
        const r = roundDigits(digits, p2, p2);
        n = BigInt(r.digits) * 10n ** BigInt(r.point - p2 > 0 ? r.point - p2 : 0);
    }
    const s = n.toString().padStart(decimals + 1, '0');
    const body = decimals > 0 ? `${s.slice(0, s.length - decimals)}.${s.slice(s.length - decimals)}` : s;
    return (neg ? '-' : '') + body;
}
/** Python `format(x, '.Ng')` (also what `%.Ng` gives). */
function pyFormatG(x, precision) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    const p = precision === 0 ? 1 : precision;
    const neg = x < 0 || Object.is(x, -0);
    if (x === 0)
        return neg ? '-0' : '0';
    const ex = exactDecimal(Math.abs(x));
    const r = roundDigits(ex.digits, ex.point, p);
    const exp = r.point - 1;
    let out;
    if (exp < -4 || exp >= p) {
        let mant = r.digits[0] + '.' + r.digits.slice(1);
        mant = mant.replace(/0+$/, '').replace(/\.$/, '');
        out = `${mant}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
    }
    else {
        let s;
        if (r.point <= 0)
            s = '0.' + '0'.repeat(-r.point) + r.digits;
        else if (r.point >= r.digits.length)
            s = r.digits + '0'.repeat(r.point - r.digits.length);
        else
            s = r.digits.slice(0, r.point) + '.' + r.digits.slice(r.point);
        if (s.includes('.'))
            s = s.replace(/0+$/, '').replace(/\.$/, '');
        out = s;
    }
    return (neg ? '-' : '') + out;
}
/** Python `f"{n:,}"` for an integer. */
function pyThousands(n) {
    const neg = n < 0;
    const s = String(Math.abs(Math.trunc(n)));
    return (neg ? '-' : '') + s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 2294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dv: () => (/* binding */ pyJsonDumps)
/* harmony export */ });
/* unused harmony exports pyJsonFloat, pyJsonString */
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


/***/ }),

/***/ 9575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n3: () => (/* binding */ pyRepr),
  rD: () => (/* binding */ pyStr),
  ow: () => (/* binding */ pyStrRepr)
});

// UNUSED EXPORTS: isPrintable

// EXTERNAL MODULE: ./src/python/float.ts
var python_float = __webpack_require__(2672);
;// CONCATENATED MODULE: ./src/python/printable-table.ts
// Generated by scripts/gen-python-compat.py from Python 3.11.7 (Unicode 14.0.0); do not edit.
/** Inclusive [first, last] pairs of the code points Python `str.isprintable()` rejects (repr escapes them). */
const NOT_PRINTABLE_RANGES = [0x0, 0x1f, 0x7f, 0xa0, 0xad, 0xad, 0x378, 0x379, 0x380, 0x383, 0x38b, 0x38b, 0x38d, 0x38d, 0x3a2, 0x3a2, 0x530, 0x530, 0x557, 0x558, 0x58b, 0x58c, 0x590, 0x590, 0x5c8, 0x5cf, 0x5eb, 0x5ee, 0x5f5, 0x605, 0x61c, 0x61c, 0x6dd, 0x6dd, 0x70e, 0x70f, 0x74b, 0x74c, 0x7b2, 0x7bf, 0x7fb, 0x7fc, 0x82e, 0x82f, 0x83f, 0x83f, 0x85c, 0x85d, 0x85f, 0x85f, 0x86b, 0x86f, 0x88f, 0x897, 0x8e2, 0x8e2, 0x984, 0x984, 0x98d, 0x98e, 0x991, 0x992, 0x9a9, 0x9a9, 0x9b1, 0x9b1, 0x9b3, 0x9b5, 0x9ba, 0x9bb, 0x9c5, 0x9c6, 0x9c9, 0x9ca, 0x9cf, 0x9d6, 0x9d8, 0x9db, 0x9de, 0x9de, 0x9e4, 0x9e5, 0x9ff, 0xa00, 0xa04, 0xa04, 0xa0b, 0xa0e, 0xa11, 0xa12, 0xa29, 0xa29, 0xa31, 0xa31, 0xa34, 0xa34, 0xa37, 0xa37, 0xa3a, 0xa3b, 0xa3d, 0xa3d, 0xa43, 0xa46, 0xa49, 0xa4a, 0xa4e, 0xa50, 0xa52, 0xa58, 0xa5d, 0xa5d, 0xa5f, 0xa65, 0xa77, 0xa80, 0xa84, 0xa84, 0xa8e, 0xa8e, 0xa92, 0xa92, 0xaa9, 0xaa9, 0xab1, 0xab1, 0xab4, 0xab4, 0xaba, 0xabb, 0xac6, 0xac6, 0xaca, 0xaca, 0xace, 0xacf, 0xad1, 0xadf, 0xae4, 0xae5, 0xaf2, 0xaf8, 0xb00, 0xb00, 0xb04, 0xb04, 0xb0d, 0xb0e, 0xb11, 0xb12, 0xb29, 0xb29, 0xb31, 0xb31, 0xb34, 0xb34, 0xb3a, 0xb3b, 0xb45, 0xb46, 0xb49, 0xb4a, 0xb4e, 0xb54, 0xb58, 0xb5b, 0xb5e, 0xb5e, 0xb64, 0xb65, 0xb78, 0xb81, 0xb84, 0xb84, 0xb8b, 0xb8d, 0xb91, 0xb91, 0xb96, 0xb98, 0xb9b, 0xb9b, 0xb9d, 0xb9d, 0xba0, 0xba2, 0xba5, 0xba7, 0xbab, 0xbad, 0xbba, 0xbbd, 0xbc3, 0xbc5, 0xbc9, 0xbc9, 0xbce, 0xbcf, 0xbd1, 0xbd6, 0xbd8, 0xbe5, 0xbfb, 0xbff, 0xc0d, 0xc0d, 0xc11, 0xc11, 0xc29, 0xc29, 0xc3a, 0xc3b, 0xc45, 0xc45, 0xc49, 0xc49, 0xc4e, 0xc54, 0xc57, 0xc57, 0xc5b, 0xc5c, 0xc5e, 0xc5f, 0xc64, 0xc65, 0xc70, 0xc76, 0xc8d, 0xc8d, 0xc91, 0xc91, 0xca9, 0xca9, 0xcb4, 0xcb4, 0xcba, 0xcbb, 0xcc5, 0xcc5, 0xcc9, 0xcc9, 0xcce, 0xcd4, 0xcd7, 0xcdc, 0xcdf, 0xcdf, 0xce4, 0xce5, 0xcf0, 0xcf0, 0xcf3, 0xcff, 0xd0d, 0xd0d, 0xd11, 0xd11, 0xd45, 0xd45, 0xd49, 0xd49, 0xd50, 0xd53, 0xd64, 0xd65, 0xd80, 0xd80, 0xd84, 0xd84, 0xd97, 0xd99, 0xdb2, 0xdb2, 0xdbc, 0xdbc, 0xdbe, 0xdbf, 0xdc7, 0xdc9, 0xdcb, 0xdce, 0xdd5, 0xdd5, 0xdd7, 0xdd7, 0xde0, 0xde5, 0xdf0, 0xdf1, 0xdf5, 0xe00, 0xe3b, 0xe3e, 0xe5c, 0xe80, 0xe83, 0xe83, 0xe85, 0xe85, 0xe8b, 0xe8b, 0xea4, 0xea4, 0xea6, 0xea6, 0xebe, 0xebf, 0xec5, 0xec5, 0xec7, 0xec7, 0xece, 0xecf, 0xeda, 0xedb, 0xee0, 0xeff, 0xf48, 0xf48, 0xf6d, 0xf70, 0xf98, 0xf98, 0xfbd, 0xfbd, 0xfcd, 0xfcd, 0xfdb, 0xfff, 0x10c6, 0x10c6, 0x10c8, 0x10cc, 0x10ce, 0x10cf, 0x1249, 0x1249, 0x124e, 0x124f, 0x1257, 0x1257, 0x1259, 0x1259, 0x125e, 0x125f, 0x1289, 0x1289, 0x128e, 0x128f, 0x12b1, 0x12b1, 0x12b6, 0x12b7, 0x12bf, 0x12bf, 0x12c1, 0x12c1, 0x12c6, 0x12c7, 0x12d7, 0x12d7, 0x1311, 0x1311, 0x1316, 0x1317, 0x135b, 0x135c, 0x137d, 0x137f, 0x139a, 0x139f, 0x13f6, 0x13f7, 0x13fe, 0x13ff, 0x1680, 0x1680, 0x169d, 0x169f, 0x16f9, 0x16ff, 0x1716, 0x171e, 0x1737, 0x173f, 0x1754, 0x175f, 0x176d, 0x176d, 0x1771, 0x1771, 0x1774, 0x177f, 0x17de, 0x17df, 0x17ea, 0x17ef, 0x17fa, 0x17ff, 0x180e, 0x180e, 0x181a, 0x181f, 0x1879, 0x187f, 0x18ab, 0x18af, 0x18f6, 0x18ff, 0x191f, 0x191f, 0x192c, 0x192f, 0x193c, 0x193f, 0x1941, 0x1943, 0x196e, 0x196f, 0x1975, 0x197f, 0x19ac, 0x19af, 0x19ca, 0x19cf, 0x19db, 0x19dd, 0x1a1c, 0x1a1d, 0x1a5f, 0x1a5f, 0x1a7d, 0x1a7e, 0x1a8a, 0x1a8f, 0x1a9a, 0x1a9f, 0x1aae, 0x1aaf, 0x1acf, 0x1aff, 0x1b4d, 0x1b4f, 0x1b7f, 0x1b7f, 0x1bf4, 0x1bfb, 0x1c38, 0x1c3a, 0x1c4a, 0x1c4c, 0x1c89, 0x1c8f, 0x1cbb, 0x1cbc, 0x1cc8, 0x1ccf, 0x1cfb, 0x1cff, 0x1f16, 0x1f17, 0x1f1e, 0x1f1f, 0x1f46, 0x1f47, 0x1f4e, 0x1f4f, 0x1f58, 0x1f58, 0x1f5a, 0x1f5a, 0x1f5c, 0x1f5c, 0x1f5e, 0x1f5e, 0x1f7e, 0x1f7f, 0x1fb5, 0x1fb5, 0x1fc5, 0x1fc5, 0x1fd4, 0x1fd5, 0x1fdc, 0x1fdc, 0x1ff0, 0x1ff1, 0x1ff5, 0x1ff5, 0x1fff, 0x200f, 0x2028, 0x202f, 0x205f, 0x206f, 0x2072, 0x2073, 0x208f, 0x208f, 0x209d, 0x209f, 0x20c1, 0x20cf, 0x20f1, 0x20ff, 0x218c, 0x218f, 0x2427, 0x243f, 0x244b, 0x245f, 0x2b74, 0x2b75, 0x2b96, 0x2b96, 0x2cf4, 0x2cf8, 0x2d26, 0x2d26, 0x2d28, 0x2d2c, 0x2d2e, 0x2d2f, 0x2d68, 0x2d6e, 0x2d71, 0x2d7e, 0x2d97, 0x2d9f, 0x2da7, 0x2da7, 0x2daf, 0x2daf, 0x2db7, 0x2db7, 0x2dbf, 0x2dbf, 0x2dc7, 0x2dc7, 0x2dcf, 0x2dcf, 0x2dd7, 0x2dd7, 0x2ddf, 0x2ddf, 0x2e5e, 0x2e7f, 0x2e9a, 0x2e9a, 0x2ef4, 0x2eff, 0x2fd6, 0x2fef, 0x2ffc, 0x3000, 0x3040, 0x3040, 0x3097, 0x3098, 0x3100, 0x3104, 0x3130, 0x3130, 0x318f, 0x318f, 0x31e4, 0x31ef, 0x321f, 0x321f, 0xa48d, 0xa48f, 0xa4c7, 0xa4cf, 0xa62c, 0xa63f, 0xa6f8, 0xa6ff, 0xa7cb, 0xa7cf, 0xa7d2, 0xa7d2, 0xa7d4, 0xa7d4, 0xa7da, 0xa7f1, 0xa82d, 0xa82f, 0xa83a, 0xa83f, 0xa878, 0xa87f, 0xa8c6, 0xa8cd, 0xa8da, 0xa8df, 0xa954, 0xa95e, 0xa97d, 0xa97f, 0xa9ce, 0xa9ce, 0xa9da, 0xa9dd, 0xa9ff, 0xa9ff, 0xaa37, 0xaa3f, 0xaa4e, 0xaa4f, 0xaa5a, 0xaa5b, 0xaac3, 0xaada, 0xaaf7, 0xab00, 0xab07, 0xab08, 0xab0f, 0xab10, 0xab17, 0xab1f, 0xab27, 0xab27, 0xab2f, 0xab2f, 0xab6c, 0xab6f, 0xabee, 0xabef, 0xabfa, 0xabff, 0xd7a4, 0xd7af, 0xd7c7, 0xd7ca, 0xd7fc, 0xf8ff, 0xfa6e, 0xfa6f, 0xfada, 0xfaff, 0xfb07, 0xfb12, 0xfb18, 0xfb1c, 0xfb37, 0xfb37, 0xfb3d, 0xfb3d, 0xfb3f, 0xfb3f, 0xfb42, 0xfb42, 0xfb45, 0xfb45, 0xfbc3, 0xfbd2, 0xfd90, 0xfd91, 0xfdc8, 0xfdce, 0xfdd0, 0xfdef, 0xfe1a, 0xfe1f, 0xfe53, 0xfe53, 0xfe67, 0xfe67, 0xfe6c, 0xfe6f, 0xfe75, 0xfe75, 0xfefd, 0xff00, 0xffbf, 0xffc1, 0xffc8, 0xffc9, 0xffd0, 0xffd1, 0xffd8, 0xffd9, 0xffdd, 0xffdf, 0xffe7, 0xffe7, 0xffef, 0xfffb, 0xfffe, 0xffff, 0x1000c, 0x1000c, 0x10027, 0x10027, 0x1003b, 0x1003b, 0x1003e, 0x1003e, 0x1004e, 0x1004f, 0x1005e, 0x1007f, 0x100fb, 0x100ff, 0x10103, 0x10106, 0x10134, 0x10136, 0x1018f, 0x1018f, 0x1019d, 0x1019f, 0x101a1, 0x101cf, 0x101fe, 0x1027f, 0x1029d, 0x1029f, 0x102d1, 0x102df, 0x102fc, 0x102ff, 0x10324, 0x1032c, 0x1034b, 0x1034f, 0x1037b, 0x1037f, 0x1039e, 0x1039e, 0x103c4, 0x103c7, 0x103d6, 0x103ff, 0x1049e, 0x1049f, 0x104aa, 0x104af, 0x104d4, 0x104d7, 0x104fc, 0x104ff, 0x10528, 0x1052f, 0x10564, 0x1056e, 0x1057b, 0x1057b, 0x1058b, 0x1058b, 0x10593, 0x10593, 0x10596, 0x10596, 0x105a2, 0x105a2, 0x105b2, 0x105b2, 0x105ba, 0x105ba, 0x105bd, 0x105ff, 0x10737, 0x1073f, 0x10756, 0x1075f, 0x10768, 0x1077f, 0x10786, 0x10786, 0x107b1, 0x107b1, 0x107bb, 0x107ff, 0x10806, 0x10807, 0x10809, 0x10809, 0x10836, 0x10836, 0x10839, 0x1083b, 0x1083d, 0x1083e, 0x10856, 0x10856, 0x1089f, 0x108a6, 0x108b0, 0x108df, 0x108f3, 0x108f3, 0x108f6, 0x108fa, 0x1091c, 0x1091e, 0x1093a, 0x1093e, 0x10940, 0x1097f, 0x109b8, 0x109bb, 0x109d0, 0x109d1, 0x10a04, 0x10a04, 0x10a07, 0x10a0b, 0x10a14, 0x10a14, 0x10a18, 0x10a18, 0x10a36, 0x10a37, 0x10a3b, 0x10a3e, 0x10a49, 0x10a4f, 0x10a59, 0x10a5f, 0x10aa0, 0x10abf, 0x10ae7, 0x10aea, 0x10af7, 0x10aff, 0x10b36, 0x10b38, 0x10b56, 0x10b57, 0x10b73, 0x10b77, 0x10b92, 0x10b98, 0x10b9d, 0x10ba8, 0x10bb0, 0x10bff, 0x10c49, 0x10c7f, 0x10cb3, 0x10cbf, 0x10cf3, 0x10cf9, 0x10d28, 0x10d2f, 0x10d3a, 0x10e5f, 0x10e7f, 0x10e7f, 0x10eaa, 0x10eaa, 0x10eae, 0x10eaf, 0x10eb2, 0x10eff, 0x10f28, 0x10f2f, 0x10f5a, 0x10f6f, 0x10f8a, 0x10faf, 0x10fcc, 0x10fdf, 0x10ff7, 0x10fff, 0x1104e, 0x11051, 0x11076, 0x1107e, 0x110bd, 0x110bd, 0x110c3, 0x110cf, 0x110e9, 0x110ef, 0x110fa, 0x110ff, 0x11135, 0x11135, 0x11148, 0x1114f, 0x11177, 0x1117f, 0x111e0, 0x111e0, 0x111f5, 0x111ff, 0x11212, 0x11212, 0x1123f, 0x1127f, 0x11287, 0x11287, 0x11289, 0x11289, 0x1128e, 0x1128e, 0x1129e, 0x1129e, 0x112aa, 0x112af, 0x112eb, 0x112ef, 0x112fa, 0x112ff, 0x11304, 0x11304, 0x1130d, 0x1130e, 0x11311, 0x11312, 0x11329, 0x11329, 0x11331, 0x11331, 0x11334, 0x11334, 0x1133a, 0x1133a, 0x11345, 0x11346, 0x11349, 0x1134a, 0x1134e, 0x1134f, 0x11351, 0x11356, 0x11358, 0x1135c, 0x11364, 0x11365, 0x1136d, 0x1136f, 0x11375, 0x113ff, 0x1145c, 0x1145c, 0x11462, 0x1147f, 0x114c8, 0x114cf, 0x114da, 0x1157f, 0x115b6, 0x115b7, 0x115de, 0x115ff, 0x11645, 0x1164f, 0x1165a, 0x1165f, 0x1166d, 0x1167f, 0x116ba, 0x116bf, 0x116ca, 0x116ff, 0x1171b, 0x1171c, 0x1172c, 0x1172f, 0x11747, 0x117ff, 0x1183c, 0x1189f, 0x118f3, 0x118fe, 0x11907, 0x11908, 0x1190a, 0x1190b, 0x11914, 0x11914, 0x11917, 0x11917, 0x11936, 0x11936, 0x11939, 0x1193a, 0x11947, 0x1194f, 0x1195a, 0x1199f, 0x119a8, 0x119a9, 0x119d8, 0x119d9, 0x119e5, 0x119ff, 0x11a48, 0x11a4f, 0x11aa3, 0x11aaf, 0x11af9, 0x11bff, 0x11c09, 0x11c09, 0x11c37, 0x11c37, 0x11c46, 0x11c4f, 0x11c6d, 0x11c6f, 0x11c90, 0x11c91, 0x11ca8, 0x11ca8, 0x11cb7, 0x11cff, 0x11d07, 0x11d07, 0x11d0a, 0x11d0a, 0x11d37, 0x11d39, 0x11d3b, 0x11d3b, 0x11d3e, 0x11d3e, 0x11d48, 0x11d4f, 0x11d5a, 0x11d5f, 0x11d66, 0x11d66, 0x11d69, 0x11d69, 0x11d8f, 0x11d8f, 0x11d92, 0x11d92, 0x11d99, 0x11d9f, 0x11daa, 0x11edf, 0x11ef9, 0x11faf, 0x11fb1, 0x11fbf, 0x11ff2, 0x11ffe, 0x1239a, 0x123ff, 0x1246f, 0x1246f, 0x12475, 0x1247f, 0x12544, 0x12f8f, 0x12ff3, 0x12fff, 0x1342f, 0x143ff, 0x14647, 0x167ff, 0x16a39, 0x16a3f, 0x16a5f, 0x16a5f, 0x16a6a, 0x16a6d, 0x16abf, 0x16abf, 0x16aca, 0x16acf, 0x16aee, 0x16aef, 0x16af6, 0x16aff, 0x16b46, 0x16b4f, 0x16b5a, 0x16b5a, 0x16b62, 0x16b62, 0x16b78, 0x16b7c, 0x16b90, 0x16e3f, 0x16e9b, 0x16eff, 0x16f4b, 0x16f4e, 0x16f88, 0x16f8e, 0x16fa0, 0x16fdf, 0x16fe5, 0x16fef, 0x16ff2, 0x16fff, 0x187f8, 0x187ff, 0x18cd6, 0x18cff, 0x18d09, 0x1afef, 0x1aff4, 0x1aff4, 0x1affc, 0x1affc, 0x1afff, 0x1afff, 0x1b123, 0x1b14f, 0x1b153, 0x1b163, 0x1b168, 0x1b16f, 0x1b2fc, 0x1bbff, 0x1bc6b, 0x1bc6f, 0x1bc7d, 0x1bc7f, 0x1bc89, 0x1bc8f, 0x1bc9a, 0x1bc9b, 0x1bca0, 0x1ceff, 0x1cf2e, 0x1cf2f, 0x1cf47, 0x1cf4f, 0x1cfc4, 0x1cfff, 0x1d0f6, 0x1d0ff, 0x1d127, 0x1d128, 0x1d173, 0x1d17a, 0x1d1eb, 0x1d1ff, 0x1d246, 0x1d2df, 0x1d2f4, 0x1d2ff, 0x1d357, 0x1d35f, 0x1d379, 0x1d3ff, 0x1d455, 0x1d455, 0x1d49d, 0x1d49d, 0x1d4a0, 0x1d4a1, 0x1d4a3, 0x1d4a4, 0x1d4a7, 0x1d4a8, 0x1d4ad, 0x1d4ad, 0x1d4ba, 0x1d4ba, 0x1d4bc, 0x1d4bc, 0x1d4c4, 0x1d4c4, 0x1d506, 0x1d506, 0x1d50b, 0x1d50c, 0x1d515, 0x1d515, 0x1d51d, 0x1d51d, 0x1d53a, 0x1d53a, 0x1d53f, 0x1d53f, 0x1d545, 0x1d545, 0x1d547, 0x1d549, 0x1d551, 0x1d551, 0x1d6a6, 0x1d6a7, 0x1d7cc, 0x1d7cd, 0x1da8c, 0x1da9a, 0x1daa0, 0x1daa0, 0x1dab0, 0x1deff, 0x1df1f, 0x1dfff, 0x1e007, 0x1e007, 0x1e019, 0x1e01a, 0x1e022, 0x1e022, 0x1e025, 0x1e025, 0x1e02b, 0x1e0ff, 0x1e12d, 0x1e12f, 0x1e13e, 0x1e13f, 0x1e14a, 0x1e14d, 0x1e150, 0x1e28f, 0x1e2af, 0x1e2bf, 0x1e2fa, 0x1e2fe, 0x1e300, 0x1e7df, 0x1e7e7, 0x1e7e7, 0x1e7ec, 0x1e7ec, 0x1e7ef, 0x1e7ef, 0x1e7ff, 0x1e7ff, 0x1e8c5, 0x1e8c6, 0x1e8d7, 0x1e8ff, 0x1e94c, 0x1e94f, 0x1e95a, 0x1e95d, 0x1e960, 0x1ec70, 0x1ecb5, 0x1ed00, 0x1ed3e, 0x1edff, 0x1ee04, 0x1ee04, 0x1ee20, 0x1ee20, 0x1ee23, 0x1ee23, 0x1ee25, 0x1ee26, 0x1ee28, 0x1ee28, 0x1ee33, 0x1ee33, 0x1ee38, 0x1ee38, 0x1ee3a, 0x1ee3a, 0x1ee3c, 0x1ee41, 0x1ee43, 0x1ee46, 0x1ee48, 0x1ee48, 0x1ee4a, 0x1ee4a, 0x1ee4c, 0x1ee4c, 0x1ee50, 0x1ee50, 0x1ee53, 0x1ee53, 0x1ee55, 0x1ee56, 0x1ee58, 0x1ee58, 0x1ee5a, 0x1ee5a, 0x1ee5c, 0x1ee5c, 0x1ee5e, 0x1ee5e, 0x1ee60, 0x1ee60, 0x1ee63, 0x1ee63, 0x1ee65, 0x1ee66, 0x1ee6b, 0x1ee6b, 0x1ee73, 0x1ee73, 0x1ee78, 0x1ee78, 0x1ee7d, 0x1ee7d, 0x1ee7f, 0x1ee7f, 0x1ee8a, 0x1ee8a, 0x1ee9c, 0x1eea0, 0x1eea4, 0x1eea4, 0x1eeaa, 0x1eeaa, 0x1eebc, 0x1eeef, 0x1eef2, 0x1efff, 0x1f02c, 0x1f02f, 0x1f094, 0x1f09f, 0x1f0af, 0x1f0b0, 0x1f0c0, 0x1f0c0, 0x1f0d0, 0x1f0d0, 0x1f0f6, 0x1f0ff, 0x1f1ae, 0x1f1e5, 0x1f203, 0x1f20f, 0x1f23c, 0x1f23f, 0x1f249, 0x1f24f, 0x1f252, 0x1f25f, 0x1f266, 0x1f2ff, 0x1f6d8, 0x1f6dc, 0x1f6ed, 0x1f6ef, 0x1f6fd, 0x1f6ff, 0x1f774, 0x1f77f, 0x1f7d9, 0x1f7df, 0x1f7ec, 0x1f7ef, 0x1f7f1, 0x1f7ff, 0x1f80c, 0x1f80f, 0x1f848, 0x1f84f, 0x1f85a, 0x1f85f, 0x1f888, 0x1f88f, 0x1f8ae, 0x1f8af, 0x1f8b2, 0x1f8ff, 0x1fa54, 0x1fa5f, 0x1fa6e, 0x1fa6f, 0x1fa75, 0x1fa77, 0x1fa7d, 0x1fa7f, 0x1fa87, 0x1fa8f, 0x1faad, 0x1faaf, 0x1fabb, 0x1fabf, 0x1fac6, 0x1facf, 0x1fada, 0x1fadf, 0x1fae8, 0x1faef, 0x1faf7, 0x1faff, 0x1fb93, 0x1fb93, 0x1fbcb, 0x1fbef, 0x1fbfa, 0x1ffff, 0x2a6e0, 0x2a6ff, 0x2b739, 0x2b73f, 0x2b81e, 0x2b81f, 0x2cea2, 0x2ceaf, 0x2ebe1, 0x2f7ff, 0x2fa1e, 0x2ffff, 0x3134b, 0xe00ff, 0xe01f0, 0x10ffff];

// EXTERNAL MODULE: ./src/python/value.ts
var value = __webpack_require__(39);
;// CONCATENATED MODULE: ./src/python/repr.ts
/** Python `repr()` and `str()` of strings and JSON-loaded values, with Python's own `str.isprintable()` table. */



/** Python `chr(cp).isprintable()` (Unicode tables of the Python that generated printable-table.ts). */
function isPrintable(cp) {
    if (cp >= 0x20 && cp < 0x7f)
        return true;
    const t = NOT_PRINTABLE_RANGES;
    let lo = 0;
    let hi = t.length / 2 - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (cp < t[2 * mid])
            hi = mid - 1;
        else if (cp > t[2 * mid + 1])
            lo = mid + 1;
        else
            return false;
    }
    return true;
}
/** Python `repr(str)`: single quotes unless the text has ' and no ", `\\n \\r \\t`, `\\xNN`, `\\uNNNN`, `\\UNNNNNNNN` for the rest that is not printable. */
function pyStrRepr(s) {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        if (ch === quote || ch === '\\')
            out += '\\' + ch;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (isPrintable(cp))
            out += ch;
        else if (cp < 0x100)
            out += '\\x' + cp.toString(16).padStart(2, '0');
        else if (cp < 0x10000)
            out += '\\u' + cp.toString(16).padStart(4, '0');
        else
            out += '\\U' + cp.toString(16).padStart(8, '0');
    }
    return out + quote;
}
/** Python `repr(value)` for a JSON-loaded value (dict, list, str, int, float, bool, None). */
function pyRepr(v) {
    if (v === null || v === undefined)
        return 'None';
    if (v === true)
        return 'True';
    if (v === false)
        return 'False';
    if (typeof v === 'string')
        return pyStrRepr(v);
    if (v instanceof value/* PyFloat */.g$)
        return (0,python_float/* pyFloatRepr */.XO)(v.value);
    if (v instanceof value/* PyInt */.nw)
        return v.raw;
    if (typeof v === 'number')
        return Number.isInteger(v) ? (0,value/* pyIntText */.Go)(v) : (0,python_float/* pyFloatRepr */.XO)(v);
    if (Array.isArray(v))
        return '[' + v.map((x) => pyRepr(x)).join(', ') + ']';
    return '{' + Object.entries(v).map(([k, x]) => `${pyStrRepr(k)}: ${pyRepr(x)}`).join(', ') + '}';
}
/** Python `str(value)`: like repr except that a string is itself. */
function pyStr(v) {
    return typeof v === 'string' ? v : pyRepr(v);
}


/***/ }),

/***/ 39:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ pyIntText),
/* harmony export */   Kn: () => (/* binding */ pyTruthy),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   nw: () => (/* binding */ PyInt)
/* harmony export */ });
/* unused harmony export pyFloat */
/** Values as Python holds them after `json.loads`: a float stays a float (`13.0`), an int stays exact at any size. */
/** A number Python holds as a float (it had a '.', an exponent, or came from a division). */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** An integer kept exactly as written (beyond 2^53 too); `raw` is its decimal text (`-0` written as `0`). */
class PyInt {
    raw;
    constructor(raw) {
        this.raw = raw;
    }
}
/** Shorthand for `new PyFloat(v)`. */
const pyFloat = (v) => new PyFloat(v);
/** The decimal text of an integral JS number as Python prints the int (no exponent, however large). */
function pyIntText(v) {
    return Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v === 0 ? 0 : v);
}
/** Python truthiness of a JSON-loaded value. */
function pyTruthy(v) {
    if (v === null || v === undefined || v === false || v === '' || v === 0)
        return false;
    if (v instanceof PyFloat)
        return v.value !== 0;
    if (v instanceof PyInt)
        return !/^-?0+$/.test(v.raw);
    if (Array.isArray(v))
        return v.length > 0;
    if (typeof v === 'object')
        return Object.keys(v).length > 0;
    return true;
}


/***/ }),

/***/ 132:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ verifyArtifactManifest)
/* harmony export */ });
/* harmony import */ var _artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(347);
/**
 * `pqid-bench verify`'s view of ARTIFACT_MANIFEST.tsv, as an adapter over the shared verifier of the
 * `artifact-manifest` suite (one implementation of the reference's rules; see docs/artifact-manifest.md).
 */

/**
 * Reads `dir/ARTIFACT_MANIFEST.tsv` and checks every entry in manifest order (missing, else size, else hash),
 * with the reference's messages when it would abort.
 */
async function verifyArtifactManifest(dir) {
    const out = await (0,_artifact_manifest_verify_js__WEBPACK_IMPORTED_MODULE_0__/* .verifyRelease */ .VA)(dir);
    const ref = out.reference;
    const manifestPath = ref.manifest_path;
    if (ref.error !== undefined) {
        const missing = out.findings.some((f) => f.code === 'AM001') && ref.error === manifestPath;
        if (missing)
            return { ok: false, error: 'missing-manifest', message: manifestPath, manifestPath, failures: [`missing manifest ${manifestPath}`] };
        const first = out.findings.find((f) => f.severity === 'error' && f.line !== undefined);
        // Python's AttributeError is not caught by the reference CLI: it ends in a traceback whose last line is
        // `AttributeError: <message>`; the caller adds the exception name, so `message` is the bare text.
        const traceback = ref.error.startsWith("'NoneType' object has no attribute");
        const message = ref.error;
        return { ok: false, error: 'parse', message, ...(first?.line ? { line: first.line } : {}), traceback, manifestPath, failures: [traceback ? `AttributeError: ${message}` : message] };
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
    const failures = [...ref.missing.map((p) => `missing: ${p}`), ...ref.size_mismatches.map((p) => `size mismatch: ${p}`), ...ref.hash_mismatches.map((p) => `hash mismatch: ${p}`), ...escapes.map((p) => `escapes the release: ${p}`)];
    return { ok: true, result, failures };
}


/***/ }),

/***/ 2099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ PyJsonError),
/* harmony export */   j: () => (/* binding */ parsePyJson)
/* harmony export */ });
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39);

/** Thrown by parsePyJson for text Python's json.loads would reject. */
class PyJsonError extends Error {
    pos;
    constructor(message, pos) {
        super(message);
        this.pos = pos;
        this.name = 'PyJsonError';
    }
}
const MAX_DEPTH = 900;
/**
 * Parses JSON the way Python's `json.loads` does: numbers with a fraction or exponent become PyFloat
 * (so `1.0` stays a float), `NaN`, `Infinity` and `-Infinity` are accepted, duplicate keys keep the last
 * value, surrounding JSON whitespace is allowed. Nesting deeper than 900 levels is refused (Python raises
 * RecursionError near 1000).
 */
function parsePyJson(text) {
    let i = 0;
    const n = text.length;
    const ws = () => {
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d)
                i++;
            else
                break;
        }
    };
    const fail = (msg) => {
        throw new PyJsonError(msg, i);
    };
    const value = (depth) => {
        if (depth > MAX_DEPTH)
            fail('maximum nesting depth exceeded');
        ws();
        if (i >= n)
            fail('Expecting value');
        const c = text[i];
        if (c === '{') {
            i++;
            const obj = {};
            ws();
            if (text[i] === '}') {
                i++;
                return obj;
            }
            while (true) {
                ws();
                if (text[i] !== '"')
                    fail('Expecting property name enclosed in double quotes');
                const k = str();
                ws();
                if (text[i] !== ':')
                    fail("Expecting ':' delimiter");
                i++;
                const v = value(depth + 1);
                Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === '}') {
                    i++;
                    return obj;
                }
                fail("Expecting ',' delimiter");
            }
        }
        if (c === '[') {
            i++;
            const arr = [];
            ws();
            if (text[i] === ']') {
                i++;
                return arr;
            }
            while (true) {
                arr.push(value(depth + 1));
                ws();
                if (text[i] === ',') {
                    i++;
                    continue;
                }
                if (text[i] === ']') {
                    i++;
                    return arr;
                }
                fail("Expecting ',' delimiter");
            }
        }
        if (c === '"')
            return str();
        if (text.startsWith('true', i)) {
            i += 4;
            return true;
        }
        if (text.startsWith('false', i)) {
            i += 5;
            return false;
        }
        if (text.startsWith('null', i)) {
            i += 4;
            return null;
        }
        if (text.startsWith('NaN', i)) {
            i += 3;
            return new _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN);
        }
        if (text.startsWith('Infinity', i)) {
            i += 8;
            return new _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity);
        }
        if (text.startsWith('-Infinity', i)) {
            i += 9;
            return new _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity);
        }
        const m = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
        m.lastIndex = i;
        const r = m.exec(text);
        if (!r)
            return fail('Expecting value');
        i = m.lastIndex;
        if (r[1] !== undefined || r[2] !== undefined)
            return new _python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(r[0]));
        const num = Number(r[0]);
        return num;
    };
    const str = () => {
        i++; // opening quote
        let out = '';
        let start = i;
        while (true) {
            if (i >= n)
                fail('Unterminated string starting at');
            const c = text.charCodeAt(i);
            if (c === 0x22) {
                out += text.slice(start, i);
                i++;
                return out;
            }
            if (c < 0x20)
                fail('Invalid control character at');
            if (c === 0x5c) {
                out += text.slice(start, i);
                const e = text[i + 1];
                const map = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
                if (e === 'u') {
                    const hex = text.slice(i + 2, i + 6);
                    if (!/^[0-9a-fA-F]{4}$/.test(hex))
                        fail('Invalid \\uXXXX escape');
                    out += String.fromCharCode(parseInt(hex, 16));
                    i += 6;
                }
                else if (e !== undefined && e in map) {
                    out += map[e];
                    i += 2;
                }
                else
                    fail('Invalid \\escape');
                start = i;
                continue;
            }
            i++;
        }
    };
    const v = value(0);
    ws();
    if (i !== n)
        fail('Extra data');
    return v;
}


/***/ }),

/***/ 1442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CellStore: () => (/* binding */ CellStore),
/* harmony export */   ENDPOINTS: () => (/* binding */ ENDPOINTS),
/* harmony export */   EvaluationAccumulator: () => (/* binding */ EvaluationAccumulator),
/* harmony export */   F: () => (/* binding */ F),
/* harmony export */   FLOAT_FIELDS: () => (/* binding */ FLOAT_FIELDS),
/* harmony export */   READ_PROBLEMS: () => (/* binding */ READ_PROBLEMS),
/* harmony export */   VERSION_FIELDS: () => (/* binding */ VERSION_FIELDS),
/* harmony export */   countCells: () => (/* binding */ countCells),
/* harmony export */   identifiableFrom: () => (/* binding */ identifiableFrom),
/* harmony export */   pyIsBlank: () => (/* binding */ pyIsBlank),
/* harmony export */   pyRepr: () => (/* reexport safe */ _python_index_js__WEBPACK_IMPORTED_MODULE_2__.n3),
/* harmony export */   summarize: () => (/* binding */ summarize),
/* harmony export */   summaryToPy: () => (/* binding */ summaryToPy)
/* harmony export */ });
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39);
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9575);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2099);
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
/** Cell flag bits. */
const F = { E: 1, A: 2, S: 4, O_PRESENT: 8, O: 16, P_PRESENT: 32, P: 64, A_PRESENT: 128 };
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
const PY_WS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
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
    if (v instanceof _python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return v.value === 0 ? false : v.value === 1 ? true : undefined;
    if (typeof v === 'number')
        return v === 0 ? false : v === 1 ? true : undefined;
    return undefined;
}
const pyTuple = (names) => '(' + names.map((n) => (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(n)).join(', ') + (names.length === 1 ? ',)' : ')');
/**
 * Problems of reading the file (iter_jsonl). The reference materialises every row (`list(rows)`) before it
 * checks any record, so one of these anywhere in the file is reported before any record-level problem.
 */
const READ_PROBLEMS = new Set(['invalid-json', 'not-object', 'invalid-utf8', 'line-too-long']);
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
        let row;
        try {
            row = JSON.parse(text);
        }
        catch {
            try {
                row = (0,_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j)(text); // Python also accepts NaN / Infinity
            }
            catch {
                this.problem({ kind: 'invalid-json', message: `Invalid JSONL at ${this.opts.displayPath}:${line}`, line });
                return;
            }
        }
        if (row === null || typeof row !== 'object' || Array.isArray(row) || row instanceof _python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$) {
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
        if (flags & F.A_PRESENT) {
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
        if (!(0,_python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTruthy */ .Kn)(v))
            return '';
        if (typeof v === 'number' && text !== undefined) {
            // Python keeps 5.0 a float: re-read the line to know.
            try {
                const again = (0,_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j)(text);
                return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStr */ .rD)(again[key]);
            }
            catch {
                return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStr */ .rD)(v);
            }
        }
        return (0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStr */ .rD)(v);
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
                this.problem({ kind: 'bad-value', message: `Field ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(name)} must be Boolean or 0/1`, line, record: this.records, field: name });
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
            this.problem({ kind: 'conflict', message: `Conflicting aliases for ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(names[0])}: ${parts.join(', ')}`, line, record: this.records, field: firstName });
            return 'error';
        }
        if (present === 0) {
            if (required) {
                this.problem({ kind: 'missing-endpoint', message: `Missing required field; expected one of ${pyTuple(names)}`, line, record: this.records, field: names[0] });
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
            this.problem({ kind: 'missing-id', message: `Record ${i} lacks model or prompt_id`, line, record: i, field: model === '' ? 'model' : 'prompt_id' });
            return;
        }
        const cells = this.cells;
        const mi = cells.model(model);
        const pi = cells.prompt(prompt);
        if (!cells.mark(mi, pi)) {
            this.problem({ kind: 'duplicate-key', message: `Duplicate model-prompt key at record ${i}: model=${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(model)}, prompt_id=${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrRepr */ .ow)(prompt)}`, line, record: i });
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
            flags |= F.E;
        if (s)
            flags |= F.S;
        if (a !== null) {
            flags |= F.A_PRESENT;
            if (a)
                flags |= F.A;
            this.withAssembly++;
            if (!this.firstAssemblyRecord)
                this.firstAssemblyRecord = line;
        }
        else if (!this.firstNoAssemblyRecord)
            this.firstNoAssemblyRecord = line;
        if (o !== null)
            flags |= F.O_PRESENT | (o ? F.O : 0);
        if (p !== null)
            flags |= F.P_PRESENT | (p ? F.P : 0);
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
        const isE = x & F.E;
        if (isE)
            e++;
        if (x & F.S)
            s++;
        if (x & F.A_PRESENT) {
            aPresent++;
            if (x & F.A) {
                a++;
                if (!(x & F.S))
                    aws++;
            }
            else if (x & F.S)
                swa++;
        }
        if (x & F.O_PRESENT) {
            oAny++;
            if (x & F.O)
                o++;
        }
        else if (isE)
            oMissingExec++;
        if (x & F.P_PRESENT) {
            pAny++;
            if (x & F.P)
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
    return { n: c.cells, execution_count: c.execution, structural_count: c.signature, execution_structure_gap_count: c.execution - c.signature };
}
/** Summary as the JSON object the reference prints (rates as Python floats, plus the version fields and run_type). */
function summaryToPy(s, runType, extra = {}) {
    const out = { ...VERSION_FIELDS, run_type: runType };
    for (const [k, v] of Object.entries(s))
        out[k] = v === null ? null : FLOAT_FIELDS.has(k) ? new _python_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$(v) : v;
    return Object.assign(out, extra);
}



/***/ }),

/***/ 409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


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
  VA: () => (/* binding */ verifyRelease)
});

// UNUSED EXPORTS: CANONICAL_COUNTS, GATED_FIELDS, MANIFEST_FIELDS, REPEATABILITY_COUNTS, RUN_TYPES, canonicalParityErrors, exclusionsOf, loadRunManifest, readFrozenPromptIds, resolvedPath

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __webpack_require__(1442);
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
    for (const names of [records.ENDPOINTS.execution, records.ENDPOINTS.assembly, records.ENDPOINTS.signature, records.ENDPOINTS.ordered, records.ENDPOINTS.parameter]) {
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
        h = Math.imul(h ^ c, 16777619);
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
            h = Math.imul(h ^ c, 16777619);
        }
        return false;
    }
    /** Validates any JSON value (irrelevant key) starting at i; returns the position after it or -1. */
    skipValue(buf, i, e, depth) {
        if (i >= e)
            return -1;
        const c = buf[i];
        if (c === 0x22)
            return this.str(buf, i, e) ? this.pos : -1;
        if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
            // -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
            if (c === 0x2d)
                i++;
            if (i >= e)
                return -1;
            if (buf[i] === 0x30)
                i++;
            else if (buf[i] >= 0x31 && buf[i] <= 0x39)
                while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39)
                    i++;
            else
                return -1;
            if (i < e && buf[i] === 0x2e) {
                i++;
                const d = i;
                while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39)
                    i++;
                if (i === d)
                    return -1;
            }
            if (i < e && (buf[i] === 0x65 || buf[i] === 0x45)) {
                i++;
                if (i < e && (buf[i] === 0x2b || buf[i] === 0x2d))
                    i++;
                const d = i;
                while (i < e && buf[i] >= 0x30 && buf[i] <= 0x39)
                    i++;
                if (i === d)
                    return -1;
            }
            return i;
        }
        if (c === 0x74)
            return i + 4 <= e && buf[i + 1] === 0x72 && buf[i + 2] === 0x75 && buf[i + 3] === 0x65 ? i + 4 : -1; // true
        if (c === 0x66)
            return i + 5 <= e && buf[i + 1] === 0x61 && buf[i + 2] === 0x6c && buf[i + 3] === 0x73 && buf[i + 4] === 0x65 ? i + 5 : -1; // false
        if (c === 0x6e)
            return i + 4 <= e && buf[i + 1] === 0x75 && buf[i + 2] === 0x6c && buf[i + 3] === 0x6c ? i + 4 : -1; // null
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
                if (i >= e || buf[i] !== 0x22 || !this.str(buf, i, e))
                    return -1;
                i = ws(buf, this.pos, e);
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
                    if (c === 0x74 && i + 4 <= e && buf[i + 1] === 0x72 && buf[i + 2] === 0x75 && buf[i + 3] === 0x65) {
                        v[id] = 1;
                        i += 4;
                    }
                    else if (c === 0x66 && i + 5 <= e && buf[i + 1] === 0x61 && buf[i + 2] === 0x6c && buf[i + 3] === 0x73 && buf[i + 4] === 0x65) {
                        v[id] = 0;
                        i += 5;
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
        let ex = -1, as = -1, sg = -1, od = -1, pa = -1;
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
                ex = val;
            else if (g === 1)
                as = val;
            else if (g === 2)
                sg = val;
            else if (g === 3)
                od = val;
            else
                pa = val;
        }
        if (ex === -1 || sg === -1)
            return false;
        if ((as === 1 && ex !== 1) || (sg === 1 && ex !== 1) || (od === 1 && sg !== 1) || (pa === 1 && od !== 1))
            return false;
        if (ex === 1)
            flags |= records.F.E;
        if (sg === 1)
            flags |= records.F.S;
        if (as !== -1)
            flags |= records.F.A_PRESENT | (as === 1 ? records.F.A : 0);
        if (od !== -1)
            flags |= records.F.O_PRESENT | (od === 1 ? records.F.O : 0);
        if (pa !== -1)
            flags |= records.F.P_PRESENT | (pa === 1 ? records.F.P : 0);
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

// EXTERNAL MODULE: ./src/suites/pqid/jsonl.ts
var jsonl = __webpack_require__(7814);
// EXTERNAL MODULE: ./src/python/repr.ts + 1 modules
var repr = __webpack_require__(9575);
// EXTERNAL MODULE: ./src/python/value.ts
var value = __webpack_require__(39);
// EXTERNAL MODULE: ./src/python/compare.ts
var compare = __webpack_require__(2513);
// EXTERNAL MODULE: ./src/suites/pqid/pyjson.ts
var pyjson = __webpack_require__(2099);
// EXTERNAL MODULE: ./src/suites/pqid/artifact-manifest.ts
var artifact_manifest = __webpack_require__(132);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
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
const MANIFEST_FIELDS = ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version', 'run_type'];
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
        return new ReferenceFailure('file-directory', `[Errno 21] Is a directory: ${(0,repr/* pyRepr */.n3)(shown)}`, { traceback: 'IsADirectoryError' });
    if (code === 'EACCES')
        return new ReferenceFailure('file-unreadable', `[Errno 13] Permission denied: ${(0,repr/* pyRepr */.n3)(shown)}`, { traceback: 'PermissionError' });
    return new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${(0,repr/* pyRepr */.n3)(shown)}`);
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
    const acc = new records.EvaluationAccumulator({ displayPath: shown, stopAtFirst: opts.stopAtFirst, maxProblems: opts.maxProblems });
    const filter = opts.promptFilter;
    let onLine = (text, line) => acc.addLine(text, line);
    if (filter) {
        onLine = (text, line) => {
            // Peek at the prompt id first; rows outside the filter are not summarized (but must still parse).
            let row;
            try {
                row = JSON.parse(text);
            }
            catch {
                acc.addLine(text, line);
                return;
            }
            if (row && typeof row === 'object' && !Array.isArray(row)) {
                const v = row.prompt_id;
                const id = typeof v === 'string' ? v : (0,value/* pyTruthy */.Kn)(v) ? (0,repr/* pyStr */.rD)(v) : '';
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
            onLineBytes: fast ? (b, s, e, line) => fast.tryLine(b, s, e, line) : undefined,
            maxLineBytes: opts.maxLineBytes,
            shouldStop: () => acc.done,
            onUtf8Error: (e) => acc.problem({ kind: 'invalid-utf8', message: e.message, line: e.line })
        });
    }
    catch (e) {
        throw fileError(e, shown);
    }
    for (const l of read.longLines)
        acc.problem({ kind: 'line-too-long', message: `Line ${l} is longer than the ${opts.maxLineBytes ?? 64 * 1024 * 1024}-byte limit; it was skipped`, line: l });
    acc.finish();
    return { acc, read, fastLines: fast?.fast ?? 0, slowLines: fast?.slow ?? 0 };
}
/** Throws the reference's first error when the file has any problem. */
function requireClean(l, file) {
    if (l.acc.firstError)
        throw new ReferenceFailure('records', l.acc.firstError.message, { problems: l.acc.problems, file, line: l.acc.firstError.line });
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
    return { summary, cells: l.acc.cells, counts, source, json: (0,records.summaryToPy)(summary, 'supplied_evaluation', { source }), problems: [] };
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
    try {
        const v = (0,pyjson/* parsePyJson */.j)(text);
        if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof value/* PyFloat */.g$))
            return v;
    }
    catch {
        /* fall through */
    }
    throw new ReferenceFailure('release-json', `Invalid identifiability JSON: ${abs}`, { file: abs });
}
function num(v) {
    if (v instanceof value/* PyFloat */.g$)
        return Math.trunc(v.value);
    if (typeof v === 'number')
        return Math.trunc(v);
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v))
        return Number(v);
    throw new ReferenceFailure('release-json', `invalid identifiable count: ${(0,repr/* pyRepr */.n3)(v ?? null)}`);
}
/** Sorted identifiable exclusions (`exceptions[].prompt_id`). */
function exclusionsOf(ident) {
    const ex = ident.exceptions;
    const out = [];
    if (Array.isArray(ex))
        for (const e of ex)
            if (e && typeof e === 'object' && !Array.isArray(e) && !(e instanceof value/* PyFloat */.g$))
                out.push((0,repr/* pyStr */.rD)(e.prompt_id ?? null));
    return out.sort(compare/* compareCodePoints */.O);
}
/** `pqid-bench reproduce` (and the summary part of `verify --full`). */
async function reproduceRelease(releaseDir, opts = {}) {
    const ident = await readIdentifiability(releaseDir);
    const s = ident.identifiable_sensitivity;
    let identifiable = null;
    if (s && typeof s === 'object' && !Array.isArray(s) && !(s instanceof value/* PyFloat */.g$)) {
        const o = s;
        identifiable = { n: num(o.n), execution_count: num(o.execution_count), structural_count: num(o.structural_count), execution_structure_gap_count: num(o.execution_structure_gap_count) };
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
            out.push(`${key}: expected ${expected}, observed ${(0,repr/* pyRepr */.n3)(v)}`);
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
    const { parseCsvRows } = await __webpack_require__.e(/* import() */ 12).then(__webpack_require__.bind(__webpack_require__, 4012));
    const rows = parseCsvRows(text);
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
    const observed = { repeatability_cells: rows.length, repeatability_models: models.size, repeatability_prompts: prompts.size, repeatability_runs: runs.size };
    return REPEATABILITY_COUNTS.filter(([k, n]) => observed[k] !== n).map(([k, n]) => `${k}: expected ${n}, observed ${observed[k]}`);
}
/** `pqid-bench verify RELEASE_DIR [--full]`. */
async function verifyRelease(releaseDir, full) {
    const v = await (0,artifact_manifest/* verifyArtifactManifest */.H)(releaseDir);
    if (!v.ok) {
        if (v.error === 'missing-manifest')
            throw new ReferenceFailure('artifact-manifest', v.message, { file: v.manifestPath });
        throw new ReferenceFailure('artifact-manifest', v.message, { file: v.manifestPath, line: v.line, traceback: v.traceback ? 'AttributeError' : undefined });
    }
    const m = v.result;
    const json = {
        ...records.VERSION_FIELDS,
        run_type: 'canonical_reproduction',
        manifest: { checked: m.checked, hash_mismatches: m.hash_mismatches, manifest_path: m.manifest_path, missing: m.missing, size_mismatches: m.size_mismatches, valid: m.valid }
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
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof value/* PyFloat */.g$)
        return { kind: 'manifest-object', message: 'Candidate run manifest must be a JSON object' };
    const m = v;
    const missing = MANIFEST_FIELDS.filter((f) => !(0,value/* pyTruthy */.Kn)(m[f]));
    if (missing.length)
        return { kind: 'manifest-missing-fields', message: `Candidate run manifest lacks required fields: ${missing.join(', ')}`, fields: missing };
    if (!(typeof m.run_type === 'string' && RUN_TYPES.includes(m.run_type)))
        return { kind: 'manifest-run-type', message: `Candidate run manifest has unsupported run_type ${(0,repr/* pyRepr */.n3)(m.run_type)}`, fields: ['run_type'] };
    const bad = GATED_FIELDS.filter((f) => m[f] !== records.VERSION_FIELDS[f]);
    if (bad.length) {
        return {
            kind: 'manifest-incompatible',
            message: `Candidate run manifest is incompatible with the frozen comparison contract: ${bad.map((f) => `${f}: expected ${(0,repr/* pyRepr */.n3)(records.VERSION_FIELDS[f])}, observed ${(0,repr/* pyRepr */.n3)(m[f])}`).join('; ')}`,
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
        v = (0,pyjson/* parsePyJson */.j)(new TextDecoder('utf-8', { fatal: true }).decode(buf));
    }
    catch {
        throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
    }
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
        const id = typeof v === 'string' ? v : (0,value/* pyTruthy */.Kn)(v) ? (0,repr/* pyStr */.rD)(v) : '';
        if (!id)
            failure = new ReferenceFailure('frozen-prompts', `Frozen prompt record ${n} lacks prompt_id`, { file: abs, line });
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
            throw new ReferenceFailure('unequal-prompt-sets', 'Candidate models do not share one common prompt denominator', { file: evalAbs });
    }
    const candIds = [...first].map((i) => store.prompts[i]);
    const unknown = candIds.filter((p) => !frozenSet.has(p)).sort(compare/* compareCodePoints */.O);
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
    const promptIds = [...candIds].sort(compare/* compareCodePoints */.O);
    if (!promptIds.some((p) => !exSet.has(p)))
        throw new ReferenceFailure('identifiable-empty', 'The comparison prompt set contains no prompts under the frozen identifiability policy');
    const candCounts = (0,records.countCells)(store);
    const frozenCounts = (0,records.countCells)(frozen.acc.cells);
    const candidate = (0,records.summarize)(candCounts, (0,records.identifiableFrom)(subsetCounts(store, exSet)));
    const frozenSummary = (0,records.summarize)(frozenCounts, (0,records.identifiableFrom)(subsetCounts(frozen.acc.cells, exSet)));
    const delta = (k) => {
        const x = candidate[k];
        const y = frozenSummary[k];
        return x === null || y === null ? null : new value/* PyFloat */.g$(x - y);
    };
    const sha = (0,external_node_crypto_.createHash)('sha256').update(promptIds.join('\n') + '\n').digest('hex');
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
    return { json, candidate, frozen: frozenSummary, candidateCells: store, frozenCells: frozen.acc.cells, mode, promptIds, exclusions };
}


/***/ })

};
