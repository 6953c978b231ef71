export const id = 713;
export const ids = [713];
export const modules = {

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


/***/ }),

/***/ 6918:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ printSuiteResults)
/* harmony export */ });
/* harmony import */ var _build_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5066);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5655);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6102);



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = (0,_build_js__WEBPACK_IMPORTED_MODULE_0__/* .buildReport */ .FK)(results, [], {
        root: opts.root ?? io.cwd,
        failOn: opts.failOn ?? 'error',
        suites: results.map((r) => r.suite)
    });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .renderText */ .S5)(report, { color: io.color }));
    return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.fail;
}


/***/ }),

/***/ 4686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FIGHTBENCH_COMMANDS: () => (/* binding */ FIGHTBENCH_COMMANDS),
/* harmony export */   fightbenchVerifyCommand: () => (/* binding */ fightbenchVerifyCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6102);
/* harmony import */ var _report_suite_output_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6918);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5278);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9767);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7816);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5171);
/* harmony import */ var _suite_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2927);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9968);
/**
 * `benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--format text|json]`
 */











const USAGE = 'benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--engine-timeout-ms N] [--require-replay] [--no-secret-scan] [--one-export] [--public-repo true|false] [--max-cell-bytes N] [--manifest-canonicalization NAME|any] [--format text|json]';
function displayPath(cwd, abs, given) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, abs);
    if (rel && !rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    return given.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
const fightbenchVerifyCommand = {
    name: ['fightbench', 'verify'],
    usage: USAGE,
    summary: 'Verify FightBench schema-v1 exports (JSONL/Parquet) and suite downloads: rows, manifest hash, optional replay.',
    async run(args, io) {
        let parsed;
        try {
            parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
                args,
                allowPositionals: true,
                strict: true,
                options: {
                    engine: { type: 'string' },
                    'engine-versions': { type: 'string' },
                    'engine-timeout-ms': { type: 'string' },
                    'require-replay': { type: 'boolean' },
                    'secret-scan': { type: 'boolean' },
                    'no-secret-scan': { type: 'boolean' },
                    'one-export': { type: 'boolean' },
                    'public-repo': { type: 'string' },
                    'max-cell-bytes': { type: 'string' },
                    'max-line-bytes': { type: 'string' },
                    'max-findings-per-code': { type: 'string' },
                    'manifest-canonicalization': { type: 'string' },
                    format: { type: 'string', default: 'text' }
                }
            });
        }
        catch (e) {
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(e.message);
        }
        const { values, positionals } = parsed;
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('name at least one FILE to verify');
        const format = values.format;
        if (format !== 'text' && format !== 'json')
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--format must be text or json, not "${format}"`);
        const raw = {};
        if (values.engine !== undefined)
            raw['fightbench-engine'] = values.engine;
        for (const k of [
            'engine-versions',
            'engine-timeout-ms',
            'public-repo',
            'max-cell-bytes',
            'max-line-bytes',
            'max-findings-per-code',
            'manifest-canonicalization'
        ]) {
            if (values[k] !== undefined)
                raw[k] = values[k];
        }
        if (values['require-replay'])
            raw['require-replay'] = true;
        if (values['secret-scan'] && values['no-secret-scan'])
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--secret-scan and --no-secret-scan contradict each other');
        if (values['secret-scan'])
            raw['secret-scan'] = true;
        if (values['no-secret-scan'])
            raw['secret-scan'] = false;
        const { options, findings: optFindings } = (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .parseOptions */ .Ac)(raw);
        if (optFindings.length)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(optFindings.map((f) => f.message).join(' '));
        const artifacts = [];
        const members = [];
        const skipped = [];
        for (const given of positionals) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, given);
            const file = displayPath(io.cwd, abs, given);
            let isFile = false;
            try {
                isFile = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs)).isFile();
            }
            catch {
                isFile = false;
            }
            if (!isFile) {
                const msg = `"${file}" does not exist or is not a regular file.`;
                artifacts.push({
                    artifact: { path: file, kind: 'fightbench-file' },
                    gates: [{ id: 'readable', title: 'File readable', status: 'fail', detail: `FB002: ${msg}` }],
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_10__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_6__.FB.FB002, msg, { file, gate: 'readable' })]
                });
                continue;
            }
            let s;
            try {
                s = await (0,_discover_js__WEBPACK_IMPORTED_MODULE_7__/* .sniffFile */ .x)(abs, file, { maxLineBytes: options.maxLineBytes });
                // Named on the command line and only undecidable (empty, truncated, cut): check it, so verify reports why.
                if ('skip' in s && s.doubt)
                    s = { kind: 'jsonl' };
            }
            catch (e) {
                s = { skip: `cannot be read (${e.code ?? 'error'})` };
            }
            if ('kind' in s) {
                if (s.kind === 'suite')
                    artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSuiteFile */ .zo)(abs, file, options));
                else {
                    artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportFile */ .X8)(abs, file, s.kind, options, { cwd: io.cwd }));
                    members.push({ abs, file, format: s.kind });
                }
            }
            else {
                const reason = 'skip' in s ? s.skip : 'not a .jsonl, .parquet or .json file';
                skipped.push({ path: file, reason });
                const msg = `"${file}" is not a FightBench schema-v1 export or suite download: ${reason}.`;
                artifacts.push({
                    artifact: { path: file, kind: 'fightbench-file' },
                    gates: [
                        { id: 'recognised', title: 'Recognised as a FightBench file', status: 'fail', detail: `FB001: ${reason}` }
                    ],
                    findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_10__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_6__.FB.FB001, msg, { file, gate: 'recognised' })]
                });
            }
        }
        if (members.length >= 2) {
            const dirs = new Set(members.map((m) => node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(m.file)));
            // Twins are always compared; the files are shards of one export (FB016) only with --one-export.
            artifacts.push(await (0,_check_js__WEBPACK_IMPORTED_MODULE_5__/* .checkExportSet */ .fo)(dirs.size === 1 ? [...dirs][0] : '.', members, options, {
                shards: values['one-export'] === true
            }));
        }
        const result = {
            suite: _suite_js__WEBPACK_IMPORTED_MODULE_8__.FIGHTBENCH_SUITE_ID,
            title: 'FightBench exports and suites',
            artifacts,
            findings: [],
            skipped
        };
        return (0,_report_suite_output_js__WEBPACK_IMPORTED_MODULE_4__/* .printSuiteResults */ .g)([result], io, format, { root: io.cwd });
    }
};
const FIGHTBENCH_COMMANDS = [fightbenchVerifyCommand];


/***/ })

};
