export const id = 659;
export const ids = [659];
export const modules = {

/***/ 9478:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   aY: () => (/* binding */ gateFromFindings),
/* harmony export */   d3: () => (/* binding */ recount)
/* harmony export */ });
/* unused harmony exports allFindings, countGates */
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

/***/ 39:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Go: () => (/* binding */ pyIntText),
/* harmony export */   Kn: () => (/* binding */ pyTruthy),
/* harmony export */   Qz: () => (/* binding */ pyFloat),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   nw: () => (/* binding */ PyInt)
/* harmony export */ });
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


/***/ })

};
