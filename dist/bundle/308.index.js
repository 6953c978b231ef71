export const id = 308;
export const ids = [308];
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

/***/ 8151:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  historyRenderCommand: () => (/* binding */ historyRenderCommand)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: ./src/cli/history-dir.ts
var history_dir = __webpack_require__(89264);
// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(62301);
// EXTERNAL MODULE: ./src/report/escape/html.ts
var escape_html = __webpack_require__(72143);
// EXTERNAL MODULE: ./src/report/history-chart.ts
var history_chart = __webpack_require__(179);
// EXTERNAL MODULE: ./src/report/history-client.ts
var history_client = __webpack_require__(57356);
// EXTERNAL MODULE: ./src/report/history-html.ts
var history_html = __webpack_require__(30322);
// EXTERNAL MODULE: ./src/report/html.ts + 2 modules
var report_html = __webpack_require__(5718);
;// CONCATENATED MODULE: ./src/report/history-site.ts





/** Defaults of the dashboard's bounds (the page stays a few MB at most). */
const SITE_DEFAULTS = { maxItems: 100, maxCharts: 300, maxRuns: 1000 };
/** The script of the dashboard (after Chart.js): draws the `bg-history` charts, redraws on a scheme change. */
const SITE_SCRIPT = String.raw `(function () {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  function css(name, fallback) {
    var v = getComputedStyle(root).getPropertyValue(name);
    return v && v.trim() ? v.trim() : fallback;
  }
${history_client/* HISTORY_DRAW */.E}
  drawHistoryAll();
  if (window.matchMedia) {
    var mq = window.matchMedia('(prefers-color-scheme: dark)');
    if (mq.addEventListener) mq.addEventListener('change', drawHistoryAll);
  }
})();
`;
const sameRun = (e, ref) => e.version === ref.version && e.configHash === ref.configHash;
/**
 * The stored runs as series: one per (suite, artifact path, metric id), over the last `maxItems` entries that hold
 * the artifact (oldest first; a run where the artifact had no such metric is a gap). The newest entry is the
 * current point; entries of another configuration or version than the newest are `apart`. Metrics are in the
 * newest entry's order (then older ones'), label, unit and direction from the newest entry that has the metric.
 */
function seriesOfEntries(entries, maxItems = SITE_DEFAULTS.maxItems) {
    const recent = entries.slice(-Math.max(1, maxItems));
    const latest = recent[recent.length - 1];
    if (!latest)
        return [];
    const out = new Map();
    // First sight, newest first: the keys, in the newest entry's order, and their labels.
    for (let i = recent.length - 1; i >= 0; i--)
        for (const a of recent[i].artifacts)
            for (const m of a.metrics) {
                const key = JSON.stringify([a.suite, a.path, m.id]);
                if (out.has(key))
                    continue;
                out.set(key, {
                    suite: a.suite,
                    path: a.path,
                    metric: m.id,
                    label: m.label ?? m.id,
                    ...(m.unit ? { unit: m.unit } : {}),
                    ...(m.better ? { better: m.better } : {}),
                    points: [],
                    status: m.better ? 'ok' : 'no-direction',
                    sample: 0
                });
            }
    const byArtifact = new Map();
    for (const s of out.values()) {
        const k = JSON.stringify([s.suite, s.path]);
        const list = byArtifact.get(k);
        if (list)
            list.push(s);
        else
            byArtifact.set(k, [s]);
    }
    for (let i = 0; i < recent.length; i++) {
        const e = recent[i];
        const seen = new Set();
        for (const a of e.artifacts) {
            const artifactKey = JSON.stringify([a.suite, a.path]);
            if (seen.has(artifactKey))
                continue; // a path listed twice in one run: the first counts
            seen.add(artifactKey);
            const values = new Map(a.metrics.map((m) => [m.id, m.value]));
            for (const s of byArtifact.get(artifactKey) ?? []) {
                const v = values.get(s.metric);
                const p = { commit: e.commit, time: e.time, value: typeof v === 'number' ? v : null };
                if (i === recent.length - 1)
                    p.current = true;
                else if (!sameRun(e, latest))
                    p.apart = true;
                s.points.push(p);
            }
        }
    }
    return [...out.values()].filter((s) => s.points.length > 0);
}
/** What a dashboard chart says under it (no judgement: the runs, the latest value, the runs apart). */
function sentence(s) {
    const pts = s.points;
    const apart = pts.filter((p) => p.apart).length;
    const last = pts[pts.length - 1];
    const latest = last?.current ? `latest ${(0,history_chart/* fmtValue */.PB)(last.value, s.unit)}` : 'not in the latest run';
    const dir = s.better ? `${s.better} is better` : 'no better direction';
    return `${pts.length} run(s) from ${(0,history_chart/* shortCommit */.Ax)(pts[0]?.commit)} to ${(0,history_chart/* shortCommit */.Ax)(last?.commit)}; ${latest}; ${dir}${apart ? `; ${apart} run(s) of another configuration or benchgate version drawn apart` : ''}.`;
}
function runsTable(entries, max) {
    const shown = entries.slice(-max).reverse();
    const rows = shown
        .map((e) => `<tr><td><code>${(0,escape_html/* htmlText */.js)((0,history_chart/* shortCommit */.Ax)(e.commit))}</code></td><td>${(0,escape_html/* htmlText */.js)(e.time)}</td><td>${(0,escape_html/* htmlText */.js)(e.run ?? '')}</td><td>${(0,escape_html/* htmlText */.js)(e.ref ?? '')}</td><td>${(0,escape_html/* htmlText */.js)(e.version)}</td><td><code>${(0,escape_html/* htmlText */.js)(String(e.configHash).slice(0, 12))}</code></td><td class="s-${e.verdict === 'pass' ? 'pass' : 'fail'}">${(0,escape_html/* htmlText */.js)(e.verdict)}</td><td>${e.artifacts.length}</td></tr>`)
        .join('');
    return `<details id="runs"><summary>Runs (${entries.length}, newest first)</summary><table><thead><tr><th scope="col">Commit</th><th scope="col">Time</th><th scope="col">CI run</th><th scope="col">Ref</th><th scope="col">benchgate</th><th scope="col">Configuration</th><th scope="col">Verdict</th><th scope="col">Artifacts</th></tr></thead><tbody>${rows}</tbody></table>${entries.length > shown.length ? `<p class="muted">… and ${entries.length - shown.length} older run(s).</p>` : ''}</details>`;
}
function problems(findings) {
    if (!findings.length)
        return '';
    const li = findings
        .slice(0, 100)
        .map((f) => `<li><span class="sev-${(0,escape_html/* htmlAttr */.fE)(f.severity)}">${(0,escape_html/* htmlText */.js)(f.severity)}</span> <code>${(0,escape_html/* htmlText */.js)(f.code)}</code> ${f.file ? `<code>${(0,escape_html/* htmlText */.js)(f.file)}${f.line ? `:${f.line}` : ''}</code> ` : ''}${(0,escape_html/* htmlText */.js)(f.message)}</li>`)
        .join('');
    return `<section id="problems" aria-labelledby="problems-h"><h2 id="problems-h">Problems reading the history (${findings.length})</h2><p>What these name was left out; the charts show the rest.</p><ul>${li}</ul></section>`;
}
/** The dashboard's files (only `index.html` today). Deterministic: the same entries give the same bytes. */
function renderHistorySite(entries, o = {}) {
    const series = seriesOfEntries(entries, o.maxItems ?? SITE_DEFAULTS.maxItems);
    const groups = (0,history_chart/* groupSeries */.$H)(series);
    const cap = o.maxCharts ?? SITE_DEFAULTS.maxCharts;
    const { drawn, left } = (0,history_chart/* chartsUnderCap */.Kv)(groups, cap);
    const specs = [];
    let n = 0;
    const toc = [];
    const artifacts = groups
        .map((a, ai) => {
        const body = a.groups
            .map((g) => {
            const figs = g.series
                .filter((s) => drawn.has(s))
                .map((s) => (0,history_html/* historyFigure */.p)(s, `h${n++}`, specs, { sentence: sentence(s), badge: false, currentLabel: 'latest run' }))
                .join('');
            return figs
                ? `<div class="history-group" data-group="${(0,escape_html/* htmlAttr */.fE)(g.prefix)}">${g.prefix ? `<h3><code>${(0,escape_html/* htmlText */.js)(g.prefix)}</code></h3>` : ''}${figs}</div>`
                : '';
        })
            .join('');
        if (body)
            toc.push(`<li><a href="#art-${ai}"><code>${(0,escape_html/* htmlText */.js)(a.path)}</code></a> <span class="muted">(${(0,escape_html/* htmlText */.js)(a.suite)}, ${a.groups.reduce((k, g) => k + g.series.length, 0)} series)</span></li>`);
        return body
            ? `<section class="artifact history-artifact" id="art-${ai}"><h2><code>${(0,escape_html/* htmlText */.js)(a.path)}</code> <span class="muted">(${(0,escape_html/* htmlText */.js)(a.suite)})</span></h2>${body}</section>`
            : '';
    })
        .join('');
    const latest = entries[entries.length - 1];
    const title = o.title ?? 'benchgate history';
    const intro = latest
        ? `<p id="intro">${entries.length} stored run(s)${o.source ? ` from ${(0,escape_html/* htmlText */.js)(o.source)}` : ''}, ${(0,escape_html/* htmlText */.js)(entries[0].time)} to ${(0,escape_html/* htmlText */.js)(latest.time)}; latest <code>${(0,escape_html/* htmlText */.js)((0,history_chart/* shortCommit */.Ax)(latest.commit))}</code> (benchgate ${(0,escape_html/* htmlText */.js)(latest.version)}, configuration <code>${(0,escape_html/* htmlText */.js)(String(latest.configHash).slice(0, 12))}</code>, ${(0,escape_html/* htmlText */.js)(latest.verdict)}). ${series.length} metric series; each chart shows the last ${o.maxItems ?? SITE_DEFAULTS.maxItems} run(s) at most.</p>`
        : `<p id="intro">No stored runs yet${o.source ? ` in ${(0,escape_html/* htmlText */.js)(o.source)}` : ''}: the history fills on push runs of the default branch.</p>`;
    const more = left.length
        ? `<p class="muted" id="left-out">${left.length} more series not drawn (at most ${cap} charts); <code>benchgate history show DIR --format json</code> lists every value.</p>`
        : '';
    const body = `<header><h1>${(0,escape_html/* htmlText */.js)(title)}</h1>${intro}</header><main>${problems(o.findings ?? [])}${toc.length > 1 ? `<nav aria-label="Artifacts"><ul id="toc">${toc.join('')}</ul></nav>` : ''}${artifacts}${more}${latest ? runsTable(entries, SITE_DEFAULTS.maxRuns) : ''}</main><footer class="muted"><p>Written by benchgate history render. Self-contained: no network access at view time. Charts by Chart.js (MIT); every chart's data is also in its table.</p></footer>`;
    const scripts = o.chartJs && specs.length ? [o.chartJs, SITE_SCRIPT] : [];
    const html = `<!doctype html>
<html lang="en">
${(0,report_html/* documentHead */.Kn)(title, scripts)}
<body>
${body}
<script type="application/json" id="bg-history">${(0,escape_html/* jsonForScript */.vN)(specs)}</script>
${scripts.map((s) => `<script>${s}</script>`).join('\n')}
</body>
</html>
`;
    return [{ path: 'index.html', content: html }];
}

// EXTERNAL MODULE: ./src/report/html-vendor.ts
var html_vendor = __webpack_require__(20964);
;// CONCATENATED MODULE: ./src/cli/commands/history-render.ts
/**
 * `benchgate history render DIR [--out site/]`: the stored runs of a history folder (DIR/entries.jsonl, e.g. a clone
 * of the `benchgate-history` branch) as a self-contained dashboard for GitHub Pages (`src/report/history-site.ts`,
 * docs/history.md "Drawing"). The history is read as hostile input like every run reads it (bounded, schema-checked,
 * bad lines left out with their code); the page lists what was left out. Files are written through a temporary file
 * renamed into place, so a symbolic link planted at `site/index.html` is replaced, never written through.
 */








/** Writes one file of the site: a fresh temporary file in the same folder, renamed over the target. */
async function writeSiteFile(out, f) {
    const target = (0,external_node_path_.join)(out, ...f.path.split('/'));
    const tmp = (0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.${f.path.split('/').pop()}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.writeFile)(tmp, f.content, { flag: 'wx' });
        await (0,promises_.rename)(tmp, target);
    }
    catch (e) {
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
        throw new command/* OutputPathError */.lz(`cannot write --out ${target}: ${e.code ?? e.message}`);
    }
}
function positiveInt(v, flag, fallback) {
    if (v === undefined)
        return fallback;
    if (!/^[1-9][0-9]{0,5}$/.test(v))
        throw new command/* UsageError */.eb(`${flag} must be a whole number from 1 to 999999 (got "${v}")`);
    return Number(v);
}
const historyRenderCommand = {
    name: ['history', 'render'],
    usage: 'benchgate history render DIR [--out DIR] [--max-items-in-chart N] [--title TEXT]',
    summary: `A self-contained dashboard of a history folder (DIR/entries.jsonl, e.g. a clone of the benchgate-history branch) for GitHub Pages: --out/index.html (default site/) with a line chart per artifact and metric over the stored runs (the newest --max-items-in-chart, default ${SITE_DEFAULTS.maxItems}), Chart.js inlined, no network. Exit 1 when a line was left out (BG023) or the history cannot be read (BG022; the page is still written and lists them); 2: usage (docs/history.md).`,
    async run(args, io) {
        const { values, positionals } = (0,command/* parseCommandArgs */.Qx)({
            args,
            allowPositionals: true,
            strict: true,
            options: { out: { type: 'string' }, 'max-items-in-chart': { type: 'string' }, title: { type: 'string' } }
        });
        if (positionals.length !== 1)
            throw new command/* UsageError */.eb('history render takes one DIR (the folder holding entries.jsonl)');
        const maxItems = positiveInt(values['max-items-in-chart'], '--max-items-in-chart', SITE_DEFAULTS.maxItems);
        const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(io.cwd, p));
        const shown = positionals[0];
        const out = abs(values.out ?? 'site');
        const outSt = await (0,promises_.lstat)(out).catch(() => undefined);
        if (outSt && !outSt.isDirectory() && !outSt.isSymbolicLink())
            throw new command/* UsageError */.eb(`--out ${values.out ?? 'site'} is a file, not a folder`);
        const { store, entries, problems } = await (0,history_dir/* readHistoryDir */.S)(shown, io);
        const files = renderHistorySite(entries, {
            chartJs: (0,html_vendor/* loadChartJs */.Y)(),
            source: store.file,
            findings: problems,
            maxItems,
            ...(values.title !== undefined ? { title: values.title } : {})
        });
        for (const f of files)
            await writeSiteFile(out, f);
        io.stdout(`wrote ${(0,escape_text/* escapeText */.X1)((0,external_node_path_.join)(out, 'index.html'))}: ${entries.length} run(s)${problems.length ? `, ${problems.length} problem(s) reading the history (listed on the page)` : ''}\n`);
        return problems.length ? command/* EXIT */.dc.fail : command/* EXIT */.dc.pass;
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


/***/ })

};
