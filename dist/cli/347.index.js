export const id = 347;
export const ids = [347];
export const modules = {

/***/ 670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ walkSorted)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
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

/***/ 1416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ AM),
/* harmony export */   s: () => (/* binding */ ARTIFACT_MANIFEST_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5415);

/** ARTIFACT_MANIFEST.tsv verification (PQID-Bench data dictionary §10). Prefix AM. */
const ARTIFACT_MANIFEST_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    { code: 'AM001', severity: 'error', title: 'Manifest unreadable', description: 'ARTIFACT_MANIFEST.tsv is missing, is a directory, is not UTF-8 text, contains NUL bytes, or is larger than the size limit.', fix: 'Regenerate ARTIFACT_MANIFEST.tsv as UTF-8 text with one `path<TAB>bytes<TAB>sha256` row per file.' },
    { code: 'AM002', severity: 'error', title: 'Unexpected manifest header', description: 'The first line must be exactly `path<TAB>bytes<TAB>sha256` (no byte-order mark, no other columns or names). The reference prints "Unexpected manifest header in <path>".', fix: 'Make the first line exactly `path\\tbytes\\tsha256`; save the file without a byte-order mark.' },
    { code: 'AM003', severity: 'error', title: 'Duplicate or empty manifest path', description: 'A row has an empty path, or a path already listed. The reference stops with "Duplicate or empty manifest path: \'<path>\'". Two spellings of the same file (`a.txt` and `./a.txt`) are reported as a warning.', fix: 'List every file once, with a non-empty path relative to the release root.' },
    { code: 'AM004', severity: 'error', title: 'Unsafe manifest path', description: 'A path is absolute or contains a `..` segment. The reference stops with "Unsafe manifest path: <path>".', fix: 'Use paths relative to the release root, without `..`.' },
    { code: 'AM005', severity: 'error', title: 'Byte count is not an integer', description: 'The `bytes` column cannot be read as an integer (the reference stops with Python\'s "invalid literal for int() with base 10: ..." message).', fix: 'Write the exact file size in bytes as a plain decimal integer.' },
    { code: 'AM006', severity: 'error', title: 'Listed file missing', description: 'A listed path does not exist in the release directory or is not a regular file (a directory, for example).', fix: 'Add the file to the release, or remove its row and regenerate the manifest.' },
    { code: 'AM007', severity: 'error', title: 'Size mismatch', description: 'The file\'s size on disk differs from the `bytes` column.', fix: 'Regenerate the manifest from the released files, or restore the file that changed.' },
    { code: 'AM008', severity: 'error', title: 'SHA-256 mismatch', description: 'The file\'s SHA-256 differs from the `sha256` column.', fix: 'Regenerate the manifest from the released files, or restore the file that changed.' },
    { code: 'AM009', severity: 'warning', title: 'Byte count accepted only by Python', description: 'The byte count has spaces, a sign, underscores or leading zeros. Python\'s int() accepts it, so the reference passes it, but other readers may not.', fix: 'Write the byte count as plain decimal digits without spaces, signs, underscores or leading zeros.' },
    { code: 'AM010', severity: 'warning', title: 'Malformed SHA-256 value', description: 'The `sha256` column is not 64 lowercase hexadecimal characters. Upper-case hex passes the reference (it lower-cases) and is a warning; anything else cannot match and is an error.', fix: 'Write the digest as 64 lowercase hexadecimal characters (the output of `sha256sum`).' },
    { code: 'AM011', severity: 'error', title: 'Listed file escapes the release', description: 'A listed path is (or passes through) a symlink that resolves outside the release directory. The reference follows it; benchgate refuses it.', fix: 'Replace the symlink with the real file inside the release directory.' },
    { code: 'AM012', severity: 'warning', title: 'File not listed in the manifest', description: 'A file in the release directory is not listed in ARTIFACT_MANIFEST.tsv (an error with the `strict` option). Folders with their own ARTIFACT_MANIFEST.tsv are separate releases and are not counted.', fix: 'Regenerate the manifest so it lists every released file, or remove the stray file.' },
    { code: 'AM013', severity: 'error', title: 'Manifest lists itself', description: 'The data dictionary says the manifest does not include itself; a self-entry can never verify because writing the hash changes the file.', fix: 'Remove the ARTIFACT_MANIFEST.tsv row from the manifest.' },
    { code: 'AM014', severity: 'warning', title: 'Extra columns', description: 'A row has more than three tab-separated fields. The reference ignores the extra fields; the data dictionary says exactly three columns.', fix: 'Remove the extra fields so each row is `path<TAB>bytes<TAB>sha256`.' },
    { code: 'AM015', severity: 'error', title: 'Short row', description: 'A row has fewer than three fields, so its byte count or digest is missing (the reference stops with a TypeError).', fix: 'Give every row a path, a byte count and a SHA-256, separated by single tabs.' }
]);
const AM = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(ARTIFACT_MANIFEST_CODES);


/***/ }),

/***/ 665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   ir: () => (/* binding */ MANIFEST_NAME)
/* harmony export */ });
/* unused harmony exports HEADER, readTsvRecords, digitValue, pyInt */
/* harmony import */ var _python_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9575);
/**
 * Pure parsing of ARTIFACT_MANIFEST.tsv with the reference's semantics (Python `csv.DictReader`
 * with `delimiter="\t"`, `newline=""`), recording every problem instead of stopping at the first.
 */

const MANIFEST_NAME = 'ARTIFACT_MANIFEST.tsv';
const HEADER = ['path', 'bytes', 'sha256'];
/**
 * Python csv reader (excel dialect, tab delimiter): quoted fields with `""` escapes, line ends \r\n, \n or \r,
 * text after a closing quote appended to the field (non-strict mode), empty lines yield an empty record.
 */
function readTsvRecords(text) {
    const out = [];
    let i = 0;
    let line = 1;
    const n = text.length;
    while (i < n) {
        const startLine = line;
        const fields = [];
        let field = '';
        let inQuotes = false;
        let fieldStart = true;
        let ended = false;
        while (i < n) {
            const ch = text[i];
            if (inQuotes) {
                if (ch === '"') {
                    if (text[i + 1] === '"') {
                        field += '"';
                        i += 2;
                        continue;
                    }
                    inQuotes = false;
                    i++;
                    continue;
                }
                if (ch === '\n')
                    line++;
                else if (ch === '\r' && text[i + 1] !== '\n')
                    line++;
                field += ch;
                i++;
                continue;
            }
            if (ch === '\t') {
                fields.push(field);
                field = '';
                fieldStart = true;
                i++;
                continue;
            }
            if (ch === '\r' || ch === '\n') {
                i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
                line++;
                ended = true;
                break;
            }
            if (ch === '"' && fieldStart) {
                inQuotes = true;
                fieldStart = false;
                i++;
                continue;
            }
            fieldStart = false;
            field += ch;
            i++;
        }
        // An empty line gives an empty record (Python's csv yields []).
        if (fields.length === 0 && field === '' && !inQuotes && fieldStart) {
            out.push({ fields: [], line: startLine });
        }
        else {
            fields.push(field);
            out.push({ fields, line: startLine });
        }
        if (!ended)
            break;
    }
    return out;
}
/** Python's str.isspace() (what int() strips); unlike JavaScript's \s it has U+001C–U+001F and U+0085 but not U+FEFF. */
const PY_SPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
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
        return { ok: false, message: "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'" };
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
    const lax = a !== 0 || b !== chars.length || sign !== '' || underscore || nonAscii || (digits.length > 1 && digits.startsWith('0'));
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
    const records = readTsvRecords(text);
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
        fatal({ kind: 'header', line: 1, column: 1, message: `Unexpected manifest header in ${manifestPathForMessages}`, fatalInReference: true });
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
            fatal({ kind: path === '' ? 'empty-path' : 'duplicate', line: rec.line, column: 1, message: `Duplicate or empty manifest path: ${(0,_python_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrRepr */ .ow)(path)}`, fatalInReference: true });
            if (path !== '')
                problems[problems.length - 1].message += ` (first listed on line ${seen.get(path)})`;
            entries.push(entry);
            continue;
        }
        seen.set(path, rec.line);
        const parts = path.split('/');
        if (isPythonAbsolute(path) || parts.includes('..')) {
            fatal({ kind: 'unsafe', line: rec.line, column: 1, message: `Unsafe manifest path: ${path}`, fatalInReference: true });
            entries.push(entry);
            continue;
        }
        let literalName = false;
        if (looksAbsoluteElsewhere(path) || path.split(/[\\/]/).includes('..')) {
            problems.push({ kind: 'unsafe', line: rec.line, column: 1, message: `Unsafe manifest path: ${path} (a Windows absolute path or a backslash ".." segment; the reference looks for a file of that literal name, and so does benchgate on POSIX)`, fatalInReference: false });
            literalName = true;
        }
        const norm = parts.filter((s) => s !== '' && s !== '.').join('/');
        if (seenNorm.has(norm)) {
            problems.push({ kind: 'duplicate-alias', line: rec.line, column: 1, message: `"${path}" names the same file as line ${seenNorm.get(norm)}`, fatalInReference: false });
        }
        else
            seenNorm.set(norm, rec.line);
        if (norm === MANIFEST_NAME) {
            problems.push({ kind: 'lists-itself', line: rec.line, column: 1, message: `the manifest lists itself ("${path}"); the manifest must not include itself`, fatalInReference: false });
        }
        // ManifestEntry(bytes=int(row["bytes"]), sha256=row["sha256"].lower()): the byte count is read first, so
        // a two-field row with a bad count stops at int(), before the missing digest.
        if (f.length === 2 && !pyInt(f[1]).ok) {
            fatal({ kind: 'bytes-invalid', line: rec.line, column: columnOf(f, 1), message: pyInt(f[1]).message, fatalInReference: true });
            entries.push(entry);
            continue;
        }
        if (f.length < 3) {
            const missing = f.length === 1 ? 'bytes and sha256' : 'sha256';
            const msg = f.length === 1
                ? "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
                : "'NoneType' object has no attribute 'lower'";
            fatal({ kind: 'short-row', line: rec.line, column: columnOf(f, f.length - 1) + f[f.length - 1].length, message: `${msg} (row has ${f.length} field${f.length === 1 ? '' : 's'}; ${missing} missing)`, fatalInReference: true });
            if (referenceError === problems[problems.length - 1].message)
                referenceError = msg;
            entries.push(entry);
            continue;
        }
        if (f.length > 3) {
            problems.push({ kind: 'extra-columns', line: rec.line, column: columnOf(f, 3), message: `row has ${f.length} fields; only path, bytes and sha256 are read`, fatalInReference: false });
        }
        entry.bytesRaw = f[1];
        const bi = pyInt(f[1]);
        if (!bi.ok) {
            fatal({ kind: 'bytes-invalid', line: rec.line, column: columnOf(f, 1), message: bi.message, fatalInReference: true });
            entries.push(entry);
            continue;
        }
        entry.bytes = bi.value;
        if (bi.lax) {
            problems.push({ kind: 'bytes-lax', line: rec.line, column: columnOf(f, 1), message: `byte count ${JSON.stringify(f[1])} is read as ${bi.value} by Python's int(); write plain digits`, fatalInReference: false });
        }
        entry.sha256Raw = f[2];
        entry.sha256 = f[2].toLowerCase();
        if (!/^[0-9a-f]{64}$/.test(f[2])) {
            if (/^[0-9a-fA-F]{64}$/.test(f[2])) {
                problems.push({ kind: 'hash-case', line: rec.line, column: columnOf(f, 2), message: `sha256 ${f[2].slice(0, 12)}… has upper-case hex; the data dictionary asks for lowercase`, fatalInReference: false });
            }
            else {
                problems.push({ kind: 'hash-malformed', line: rec.line, column: columnOf(f, 2), message: `sha256 value ${JSON.stringify(f[2].length > 80 ? f[2].slice(0, 80) + '…' : f[2])} is not 64 hexadecimal characters, so it can never match`, fatalInReference: false });
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

/***/ 347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nP: () => (/* binding */ DEFAULT_MAX_MANIFEST_BYTES),
  Wc: () => (/* binding */ GATE_TITLES),
  s5: () => (/* binding */ resolveWithin),
  VA: () => (/* binding */ verifyRelease)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
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
var walk = __webpack_require__(670);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(1416);
// EXTERNAL MODULE: ./src/suites/artifact-manifest/parse.ts
var parse = __webpack_require__(665);
// EXTERNAL MODULE: ./src/suites/pqid/jsonl.ts
var jsonl = __webpack_require__(7814);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/verify.ts









const DEFAULT_MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
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
    const file = opts.displayPath ?? parse/* MANIFEST_NAME */.ir;
    let releaseDir = releaseDirIn;
    try {
        releaseDir = await (0,promises_.realpath)(releaseDirIn);
    }
    catch {
        /* reported below as a missing manifest */
    }
    const manifestAbs = (0,external_node_path_.join)(releaseDir, parse/* MANIFEST_NAME */.ir);
    const reference = { checked: 0, hash_mismatches: [], manifest_path: manifestAbs, missing: [], size_mismatches: [], valid: false };
    const facts = { entries: 0, checked: 0, bytes: 0, unlisted: 0, hashed: 0 };
    const add = (def, message, line, column, severity) => findings.push((0,finding/* finding */.g)(def, message, { file, ...(line ? { line } : {}), ...(column ? { column } : {}), gate: GATE_OF[def.code] }, severity));
    // 1. Read the manifest (bounded, strict UTF-8, no NULs).
    let text;
    try {
        const buf = await (0,paths/* readBounded */.CB)(manifestAbs, opts.maxManifestBytes ?? DEFAULT_MAX_MANIFEST_BYTES);
        // NUL characters are text to Python's csv (3.11+): a path holding one is simply a file that cannot exist.
        text = (0,paths/* decodeUtf8Strict */.h0)(buf);
        if (text === undefined) {
            const u = (0,jsonl/* pythonUtf8Error */.Wh)(buf);
            add(codes.AM.AM001, `the manifest is not valid UTF-8 text (${u.message}, line ${u.line}); save it as UTF-8`, u.line);
            // Python decodes in 8192-byte chunks while csv reads rows: rows ending before the bad chunk were read
            // (and may abort first); otherwise the codec's message is the reference's error.
            const prefix = u.cleanPrefix > 0 ? (0,parse/* parseManifest */.Ng)(buf.toString('utf8', 0, u.cleanPrefix), manifestAbs).referenceError : undefined;
            reference.error = prefix ?? u.message;
        }
    }
    catch (e) {
        const err = e;
        if (e instanceof paths/* FileTooLargeError */.yq)
            add(codes.AM.AM001, `the manifest is ${e.size} bytes, over the ${e.limit}-byte limit (option max-manifest-bytes)`);
        else if (err.code === 'ENOENT')
            add(codes.AM.AM001, `no ${parse/* MANIFEST_NAME */.ir} in the release directory; generate one listing every released file`);
        else if (err.code === 'EISDIR')
            add(codes.AM.AM001, `${parse/* MANIFEST_NAME */.ir} is a directory, not a file`);
        else
            add(codes.AM.AM001, `cannot read the manifest: ${err.message}`);
        reference.error = err.code === 'ENOENT' ? manifestAbs : err.message;
    }
    if (text === undefined) {
        return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
    }
    // 2. Parse with the reference's rules, recording every problem.
    const parsed = (0,parse/* parseManifest */.Ng)(text, manifestAbs);
    for (const p of parsed.problems)
        add(KIND_CODE[p.kind], p.message, p.line, p.column, problemSeverity(p));
    if (parsed.referenceError !== undefined)
        reference.error = parsed.referenceError;
    facts.entries = parsed.entries.length;
    // 3. Check entries in manifest order: missing → size → hash (hash only when the size matches).
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
            add(codes.AM.AM006, e.path.includes('\0') ? `"${e.path.split('\0').join('\\0')}" contains a NUL character, so no file can have that name (the reference lists it as missing)` : `"${e.path}" is a backslash or drive path; on Windows it is not looked up (the reference, on POSIX, looks for a file of that literal name)`, e.line, 1);
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
            add(codes.AM.AM006, st ? `"${e.path}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file` : `"${e.path}" is listed but does not exist in the release`, e.line, 1);
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
            findings.push((0,finding/* finding */.g)(codes.AM.AM006, `"${e.path}" could not be read: ${h.error}`, { file, line: e.line, column: 1, gate: 'files_present' }));
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
    reference.valid = reference.error === undefined && !reference.missing.length && !reference.size_mismatches.length && !reference.hash_mismatches.length;
    // 4. Files present but not listed (beyond the reference).
    const listed = new Set(parsed.entries.map((e) => e.path.split('/').filter((s) => s !== '' && s !== '.').join('/')));
    // Not entered: `.git`, and a folder holding its own manifest (a separate release).
    const enter = (r) => (0,promises_.lstat)((0,external_node_path_.join)(releaseDir, r, parse/* MANIFEST_NAME */.ir)).then(() => false, () => true);
    const unlisted = await (0,walk/* walkSorted */.d)(releaseDir, { skipNames: new Set(['.git']), enter });
    for (const u of unlisted) {
        if (u === parse/* MANIFEST_NAME */.ir || listed.has(u))
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


/***/ }),

/***/ 7814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ readJsonlLines),
/* harmony export */   Wh: () => (/* binding */ pythonUtf8Error)
/* harmony export */ });
/* unused harmony export findUtf8Error */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Streaming JSONL line reader with the reference's (Python text-mode) semantics: UTF-8, universal
 * newlines, and a UTF-8 error reported where Python's 8192-byte incremental decoder would report it.
 * Never holds the file in memory: it reads fixed chunks and hands each line to a callback.
 */


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
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf))
        return undefined;
    const err = findUtf8Error(buf, 0, buf.length, true);
    const cutoff = Math.floor(err.pos / PY_CHUNK) * PY_CHUNK;
    const lastNl = cutoff > 0 ? buf.lastIndexOf(10, cutoff - 1) : -1;
    const pend = pendingAt(buf, cutoff, 0);
    let line = 1;
    for (let k = 0; k < err.pos; k++)
        if (buf[k] === 10)
            line++;
    return { offset: err.pos, message: pyMessage(buf, err.pos, err.end, err.reason, err.pos - cutoff + pend), line, cleanPrefix: lastNl + 1 };
}
/**
 * Reads `abs` line by line. `onLine(text, lineNo)` gets each physical line without its terminator.
 * When the file is not valid UTF-8, lines ending before the 8192-byte chunk that holds the bad byte are
 * delivered first (as Python would have processed them), then `onUtf8Error` is called, then the rest is
 * delivered decoded with replacement characters so later problems can still be found.
 */
async function readJsonlLines(abs, onLine, opts = {}) {
    const chunkSize = opts.chunkSize ?? 4 * 1024 * 1024;
    const maxLine = opts.maxLineBytes ?? 64 * 1024 * 1024;
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(abs, 'r');
    const result = { lines: 0, bytes: 0, longLines: [] };
    let buf = Buffer.allocUnsafe(chunkSize);
    let carry = 0; // bytes at buf[0..carry) left from the previous chunk
    let base = 0; // absolute offset of buf[0]
    let lineNo = 0;
    let skipping = false; // inside an over-long line
    let utf8Reported = false;
    let pendingCR = false;
    const emitText = (text) => {
        // Universal newlines: '\r\n' and a lone '\r' end lines too.
        let start = 0;
        let idx = text.indexOf('\n');
        while (true) {
            const endIdx = idx < 0 ? text.length : idx;
            let line = text.slice(start, endIdx);
            if (pendingCR) {
                pendingCR = false;
            }
            if (line.length > 0 && line.charCodeAt(line.length - 1) === 13)
                line = line.slice(0, -1);
            if (line.indexOf('\r') >= 0) {
                const parts = line.split('\r');
                for (const part of parts) {
                    lineNo++;
                    onLine(part, lineNo);
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
                onLine(line, lineNo);
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
    const deliver = (from, to, lossy) => {
        // buf[from..to) holds whole lines each ending with '\n' (or the final unterminated line).
        if (to <= from)
            return;
        if (!lossy && !utf8Reported && !(0,node_buffer__WEBPACK_IMPORTED_MODULE_1__.isUtf8)(buf.subarray(from, to))) {
            const err = findUtf8Error(buf, from, to, true);
            const absPos = base + err.pos;
            const cutoffAbs = Math.floor(absPos / PY_CHUNK) * PY_CHUNK;
            const cutoff = Math.max(from, cutoffAbs - base);
            // Lines that end (newline included) at or before the cutoff were decoded by Python before the error.
            const lastNl = cutoff > from ? buf.lastIndexOf(10, cutoff - 1) : -1;
            const safeEnd = lastNl >= from ? lastNl + 1 : from;
            if (safeEnd > from)
                emitText(buf.toString('utf8', from, safeEnd));
            if (opts.shouldStop?.())
                return;
            const pend = pendingAt(buf, cutoff, from);
            let lineOfErr = lineNo + 1;
            for (let k = safeEnd; k < err.pos; k++)
                if (buf[k] === 10)
                    lineOfErr++;
            utf8Reported = true;
            const e = { offset: absPos, message: pyMessage(buf, err.pos, err.end, err.reason, absPos - cutoffAbs + pend), line: lineOfErr };
            result.utf8Error = e;
            opts.onUtf8Error?.(e);
            if (opts.shouldStop?.())
                return;
            emitText(buf.toString('utf8', safeEnd, to));
            return;
        }
        if (opts.onLineBytes && !lossy)
            deliverBytes(from, to, opts.onLineBytes);
        else
            emitText(buf.toString('utf8', from, to));
    };
    /** Valid UTF-8 whole lines in buf[from..to): no string decode unless the fast path declines a line. */
    const deliverBytes = (from, to, fast) => {
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
                emitText(buf.toString('utf8', s, nl < to ? nl + 1 : to));
            }
            else if (nl - s > maxLine) {
                lineNo++;
                result.longLines.push(lineNo);
            }
            else {
                lineNo++;
                if (!fast(buf, s, nl, lineNo))
                    onLine(buf.toString('utf8', s, nl), lineNo);
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
                // One line fills the whole buffer: grow up to the limit, then skip it.
                if (buf.length * 2 <= maxLine + chunkSize && !skipping) {
                    const nb = Buffer.allocUnsafe(buf.length * 2);
                    buf.copy(nb, 0, 0, carry);
                    buf = nb;
                }
                else {
                    if (!skipping) {
                        skipping = true;
                        lineNo++;
                        result.longLines.push(lineNo);
                    }
                    base += carry;
                    carry = 0;
                }
            }
            const { bytesRead } = await fh.read(buf, carry, buf.length - carry, null);
            const end = carry + bytesRead;
            result.bytes += bytesRead;
            if (bytesRead === 0) {
                if (carry > 0 && !skipping)
                    deliver(0, carry, utf8Reported);
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
                skipping = false;
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
                    skipping = true;
                    lineNo++;
                    result.longLines.push(lineNo);
                    base += carry;
                    carry = 0;
                }
                continue;
            }
            deliver(startAt, lastNl + 1, utf8Reported);
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


/***/ })

};
