export const id = 306;
export const ids = [306];
export const modules = {

/***/ 10779:
/***/ (function (__unused_webpack_module, exports) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.fullFormats = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
exports.fastFormats = {
    ...exports.fullFormats,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
exports.formatNames = Object.keys(exports.fullFormats);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

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

/***/ 51739:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyShowCommand: () => (/* binding */ historyShowCommand),
/* harmony export */   historyTable: () => (/* binding */ historyTable)
/* harmony export */ });
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36102);
/* harmony import */ var _history_dir_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89264);
/* harmony import */ var _report_escape_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62301);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53309);
/**
 * `benchgate history show DIR [--format json|text]`: the entries of a history folder (or a clone of the
 * `benchgate-history` branch), oldest first, read as hostile input like every run reads them (docs/history.md).
 * json: the valid entries as one JSON array; text: a table. A line left out or an unreadable history is printed on
 * stderr with its code and the exit code is 1; a missing folder is a usage error (2).
 */




/** The entries as a table: one row per entry, oldest first. */
function historyTable(entries) {
    const head = ['#', 'commit', 'time', 'verdict', 'version', 'config', 'artifacts', 'gates failed', 'run'];
    const rows = entries.map((e, i) => [
        String(i + 1),
        e.commit.slice(0, 12),
        e.time,
        e.verdict,
        e.version,
        e.configHash.slice(0, 12),
        String(e.artifacts.length),
        String(e.artifacts.reduce((n, a) => n + a.gates.filter((g) => g.status === 'fail' || g.status === 'undecided').length, 0)),
        e.run ?? '—'
    ]);
    const all = [head, ...rows].map((r) => r.map((c) => (0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(c)));
    const widths = head.map((_, i) => (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_3__/* .maxOf */ ._)(all.map((r) => r[i].length)));
    return (all
        .map((r) => r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd())
        .join('\n') + '\n');
}
const historyShowCommand = {
    name: ['history', 'show'],
    usage: 'benchgate history show DIR [--format json|text]',
    summary: 'The entries of a history folder (DIR/entries.jsonl, e.g. a clone of the benchgate-history branch), oldest first: json prints them as one JSON array, text as a table. Exit 1 when a line was left out (BG023) or the history cannot be read (BG022); 2: usage (docs/history.md).',
    async run(args, io) {
        const { values, positionals } = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_0__/* .parseCommandArgs */ .Qx)({
            args,
            allowPositionals: true,
            strict: true,
            options: { format: { type: 'string' } }
        });
        if (positionals.length !== 1)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('history show takes one DIR (the folder holding entries.jsonl)');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_0__/* .readFormat */ .C$)(values.format, ['json', 'text'], 'text');
        const { store, entries, problems } = await (0,_history_dir_js__WEBPACK_IMPORTED_MODULE_1__/* .readHistoryDir */ .S)(positionals[0], io);
        if (format === 'json')
            io.stdout(JSON.stringify(entries, null, 2) + '\n');
        else if (entries.length === 0)
            io.stdout(`no entries in ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeText */ .X1)(store.file)}\n`);
        else
            io.stdout(historyTable(entries));
        return problems.length ? _core_command_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.fail : _core_command_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.pass;
    }
};


/***/ }),

/***/ 89264:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readHistoryDir)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53309);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36102);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95278);
/* harmony import */ var _history_file_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6756);
/* harmony import */ var _history_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18194);
/* harmony import */ var _report_escape_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62301);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(65655);
/**
 * Reading a history folder for `history show` and `history render`: the folder must exist (else a usage error), its
 * `entries.jsonl` is read as hostile input like every run reads it (bounded, schema-checked, bad lines left out with
 * their code, an unreadable history BG022), and each problem is printed on stderr with its code and place.
 */










async function readHistoryDir(shown, io) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(shown) ? shown : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, shown);
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => undefined);
    if (!st?.isDirectory())
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${shown} is not a folder (give the folder holding entries.jsonl)`);
    const store = new _history_file_store_js__WEBPACK_IMPORTED_MODULE_4__/* .FileHistoryStore */ .y(dir, shown);
    let entries = [];
    const problems = [];
    try {
        const parsed = (0,_history_read_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistory */ .i)(await store.read(), store.file);
        entries = parsed.entries;
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_8__/* .pushAll */ .iI)(problems, parsed.findings);
    }
    catch (e) {
        problems.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_9__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG022, `the history (${store.label}) could not be read: ${e.message.split('\n')[0]}`, {
            file: store.file
        }));
    }
    for (const f of problems)
        io.stderr(`${f.severity} ${f.code} ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeText */ .X1)((0,_report_text_js__WEBPACK_IMPORTED_MODULE_7__/* .location */ .C5)(f))}: ${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeText */ .X1)(f.message)}\n`);
    return { store, entries, problems };
}


/***/ }),

/***/ 90534:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oP: () => (/* binding */ ENTRY_LIMITS),
  PM: () => (/* binding */ UNKNOWN_COMMIT),
  xg: () => (/* binding */ historyEntry)
});

;// CONCATENATED MODULE: ./src/core/history-model.ts
const HISTORY_SCHEMA = 'benchgate.history/1';

;// CONCATENATED MODULE: ./src/history/entry.ts
/**
 * One run as a stored history entry (docs/history.md): per artifact its gates' statuses and its metrics, with the
 * run's commit, time, CI run, benchgate version and configuration hash. Pure.
 */

/** The commit of a run whose commit is not known (a local run outside a git checkout without `--commit`). */
const UNKNOWN_COMMIT = '0'.repeat(40);
/** Bounds of one entry, the same `read.ts` checks before validation (schemas/history.schema.json). */
const ENTRY_LIMITS = { artifacts: 1000, gates: 1000, metrics: 1000, lineBytes: 4 * 1024 * 1024 };
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RUN = /^[A-Za-z0-9._-]{1,100}(?:\/[0-9]{1,6})?$/;
/**
 * The entry for a report. Artifacts in report order (suites, then paths), at most 1,000, each with at most 1,000
 * gates and metrics; when the entry would still be over the 4 MiB line bound (long labels), labels are dropped, then
 * metrics without a direction, so an entry benchgate writes is always one it reads back.
 */
function historyEntry(report, meta) {
    const commit = COMMIT.test(meta.commit.toLowerCase()) ? meta.commit.toLowerCase() : UNKNOWN_COMMIT;
    const artifacts = [];
    for (const s of report.suites)
        for (const a of s.artifacts) {
            if (artifacts.length >= ENTRY_LIMITS.artifacts)
                break;
            artifacts.push({
                suite: s.suite,
                path: a.artifact.path,
                gates: a.gates.slice(0, ENTRY_LIMITS.gates).map((g) => ({ id: g.id, status: g.status })),
                metrics: (a.metrics ?? []).slice(0, ENTRY_LIMITS.metrics).map((m) => {
                    const h = { id: m.id, label: m.label, value: Number.isFinite(m.value) ? m.value : null };
                    if (m.unit !== undefined)
                        h.unit = m.unit;
                    if (m.better !== undefined)
                        h.better = m.better;
                    return h;
                })
            });
        }
    const entry = {
        schema: HISTORY_SCHEMA,
        commit,
        time: meta.time ?? report.startedAt ?? new Date().toISOString(),
        ...(meta.run !== undefined && RUN.test(meta.run) ? { run: meta.run } : {}),
        ...(meta.ref !== undefined && meta.ref.length > 0 ? { ref: meta.ref.slice(0, 256) } : {}),
        version: report.tool.version,
        configHash: report.config.configHash,
        verdict: report.verdict,
        artifacts
    };
    if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes)
        return entry;
    for (const a of artifacts)
        for (const m of a.metrics)
            delete m.label;
    if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes)
        return entry;
    for (const a of artifacts)
        a.metrics = a.metrics.filter((m) => m.better !== undefined);
    while (Buffer.byteLength(JSON.stringify(entry)) > ENTRY_LIMITS.lineBytes && artifacts.length > 1)
        artifacts.length = Math.floor(artifacts.length / 2);
    return entry;
}


/***/ }),

/***/ 6756:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ FileHistoryStore)
/* harmony export */ });
/* unused harmony export appendLines */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18194);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79596);
/**
 * History kept in a folder (`benchgate check --history DIR`, `history: file:<path>`): `DIR/entries.jsonl`, one entry
 * per line, oldest first, the same layout as the `benchgate-history` branch (docs/history.md). Appending rewrites
 * the file through a temporary file and a rename, so a reader never sees half a file; writers on one machine take
 * turns through a lock file (`entries.jsonl.lock`, created exclusively), so concurrent runs do not lose an entry.
 */





const ENTRIES_FILE = 'entries.jsonl';
/** A lock older than this is taken for a crashed writer's and removed. */
const STALE_LOCK_MS = 60_000;
/** How long a writer waits for the lock, in total. */
const LOCK_WAIT_MS = 30_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/**
 * The newest `max` lines of `existing` plus `line`, dropping the oldest further while the text would be over the
 * read bound (32 MiB), so the history always stays readable. Pure.
 */
function appendLines(existing, line, max) {
    const lines = existing.split('\n').filter((l) => l.trim() !== '');
    lines.push(line);
    let keep = lines.slice(Math.max(0, lines.length - max));
    let bytes = keep.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
    let drop = 0;
    while (bytes > _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes && drop < keep.length - 1)
        bytes -= Buffer.byteLength(keep[drop++]) + 1;
    keep = keep.slice(drop);
    return keep.join('\n') + '\n';
}
class FileHistoryStore {
    dir;
    label;
    file;
    path;
    /** `dir`: the folder (created on the first append); `shown`: how messages name it (default `dir`). */
    constructor(dir, shown = dir) {
        this.dir = dir;
        this.label = `file ${shown}`;
        this.file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(shown, ENTRIES_FILE).split('\\').join('/');
        this.path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, ENTRIES_FILE);
    }
    async read() {
        let size;
        try {
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(this.path);
            if (!st.isFile())
                throw new Error(`${this.file} is not a file`);
            size = st.size;
        }
        catch (e) {
            if (e.code === 'ENOENT')
                return '';
            throw e;
        }
        if (size > _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes)
            throw new Error(`${this.file} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_4__/* .overLimit */ .W)(size, _read_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_READ_LIMITS */ .H.bytes)} for a history`);
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(this.path, 'utf8');
    }
    async append(entry, max) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
        const release = await this.lock();
        try {
            const text = appendLines(await this.read(), JSON.stringify(entry), max);
            const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.dir, `.${ENTRIES_FILE}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
            try {
                const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'wx', 0o644);
                try {
                    await fh.writeFile(text, 'utf8');
                    await fh.sync();
                }
                finally {
                    await fh.close();
                }
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, this.path);
            }
            catch (e) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true });
                throw e;
            }
        }
        finally {
            await release();
        }
    }
    /** Takes the folder's lock (exclusive create); waits for another writer, removes a crashed writer's stale lock. */
    async lock() {
        const lockPath = `${this.path}.lock`;
        const token = `${process.pid} ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}\n`;
        let waited = 0;
        for (let attempt = 0;; attempt++) {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(lockPath, token, { flag: 'wx' });
                return async () => {
                    // Only our own lock is removed.
                    const now = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(lockPath, 'utf8').catch(() => '');
                    if (now === token)
                        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockPath, { force: true });
                };
            }
            catch (e) {
                if (e.code !== 'EEXIST')
                    throw e;
            }
            const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lockPath).catch(() => undefined);
            if (st && Date.now() - st.mtimeMs > STALE_LOCK_MS) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockPath, { force: true });
                continue;
            }
            if (waited >= LOCK_WAIT_MS)
                throw new Error(`${this.file}.lock is held by another writer (waited ${LOCK_WAIT_MS / 1000} s); remove it if no benchgate run is writing`);
            const ms = Math.min(200, 5 * 2 ** Math.min(attempt, 6));
            await sleep(ms);
            waited += ms;
        }
    }
}


/***/ }),

/***/ 18194:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ HISTORY_READ_LIMITS),
/* harmony export */   i: () => (/* binding */ parseHistory)
/* harmony export */ });
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95278);
/* harmony import */ var _entry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(90534);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79596);
/* harmony import */ var _core_report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61052);





/** The bounds of a history as a whole. */
const HISTORY_READ_LIMITS = { bytes: 32 * 1024 * 1024, lines: 10_000, findings: 20 };
/** schemas/history.schema.json as static code (scripts/gen-report-validators.mjs): nothing is compiled at run time. */
const schemaValidator = () => _core_report_schema_validators_js__WEBPACK_IMPORTED_MODULE_2__/* .validateHistorySchema */ .U;
/** One schema error in words: where (a JSON pointer) and what, never the value. */
function describe(errors) {
    const e = errors[0];
    if (!e)
        return 'does not match schemas/history.schema.json';
    const at = e.instancePath || '/';
    if (e.keyword === 'additionalProperties') {
        const name = String(e.params.additionalProperty ?? '');
        return `${at} has an unknown property ${/^[A-Za-z0-9_$-]{1,40}$/.test(name) ? `"${name}"` : '(name not shown)'}`;
    }
    if (e.keyword === 'enum')
        return `${at} must be one of ${(e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    return `${at} ${e.message ?? 'is invalid'}`;
}
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
/** The structure bounds of one parsed line, checked before the schema; a message, or undefined when within. */
function overBounds(v) {
    if (!isObj(v) || !Array.isArray(v['artifacts']))
        return undefined;
    const arts = v['artifacts'];
    if (arts.length > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.artifacts)
        return `it lists ${arts.length} artifacts, over the bound of ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.artifacts}`;
    for (let i = 0; i < arts.length; i++) {
        const a = arts[i];
        if (!isObj(a))
            continue;
        for (const k of ['gates', 'metrics']) {
            const list = a[k];
            if (Array.isArray(list) && list.length > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP[k])
                return `artifact ${i} lists ${list.length} ${k}, over the bound of ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP[k]}`;
        }
    }
    return undefined;
}
/**
 * Parses the text of `entries.jsonl`: the valid entries, oldest first (file order), and a finding for each problem.
 * `source` names the file in messages (e.g. `.bench/history/entries.jsonl`); `file` is where findings point (null:
 * nowhere, for a history that is not a file of this workspace, such as the branch).
 */
function parseHistory(text, source, file = source) {
    const findings = [];
    const entries = [];
    // a history that is not a file of this workspace (the branch) has no place an annotation could point to
    const loc = file === null ? {} : { file };
    const bytes = Buffer.byteLength(text);
    if (bytes > HISTORY_READ_LIMITS.bytes) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG022, `the history ${source} is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_4__/* .overLimit */ .W)(bytes, HISTORY_READ_LIMITS.bytes)}: it was not read, so nothing was judged against it. Keep fewer entries (history-max) or start a new history`, loc));
        return { entries, findings };
    }
    const lines = text.split('\n');
    // Line numbers of the non-empty lines; only the newest HISTORY_READ_LIMITS.lines are read.
    const numbered = [];
    for (let i = 0; i < lines.length; i++)
        if (lines[i].trim() !== '')
            numbered.push(i);
    let start = 0;
    if (numbered.length > HISTORY_READ_LIMITS.lines) {
        start = numbered.length - HISTORY_READ_LIMITS.lines;
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG022, `the history ${source} holds ${numbered.length} entries, over the bound of ${HISTORY_READ_LIMITS.lines}: the oldest ${start} (lines 1 to ${numbered[start - 1] + 1}) were left out. Keep fewer entries (history-max)`, loc));
    }
    let refused = 0;
    const refuse = (line, why) => {
        refused++;
        if (refused <= HISTORY_READ_LIMITS.findings)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG023, `history entry left out: line ${line} ${why}`, { ...loc, line, subject: `line ${line}` }));
    };
    const validate = schemaValidator();
    for (let k = start; k < numbered.length; k++) {
        const i = numbered[k];
        const raw = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        const line = i + 1;
        if (Buffer.byteLength(raw) > _entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.lineBytes) {
            refuse(line, `is longer than ${_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .ENTRY_LIMITS */ .oP.lineBytes / 1048576} MiB`);
            continue;
        }
        let v;
        try {
            v = JSON.parse(raw);
        }
        catch {
            // The parser's message quotes the text: not repeated.
            refuse(line, 'is not valid JSON');
            continue;
        }
        const over = overBounds(v);
        if (over) {
            refuse(line, `is over an entry's bounds: ${over}`);
            continue;
        }
        if (!validate(v)) {
            refuse(line, `is not a history entry (schemas/history.schema.json): ${describe(validate.errors ?? [])}`);
            continue;
        }
        entries.push(v);
    }
    if (refused > HISTORY_READ_LIMITS.findings)
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG023, `history entries left out: ${refused - HISTORY_READ_LIMITS.findings} more line(s) of ${source} are not valid entries (the first ${HISTORY_READ_LIMITS.findings} are listed)`, loc));
    return { entries, findings };
}


/***/ })

};
