#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 779:
/***/ ((__unused_webpack_module, exports) => {


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

/***/ 2815:
/***/ ((module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const formats_1 = __nccwpck_require__(779);
const limit_1 = __nccwpck_require__(1284);
const codegen_1 = __nccwpck_require__(1436);
const fullName = new codegen_1.Name("fullFormats");
const fastName = new codegen_1.Name("fastFormats");
const formatsPlugin = (ajv, opts = { keywords: true }) => {
    if (Array.isArray(opts)) {
        addFormats(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
    }
    const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
    const list = opts.formats || formats_1.formatNames;
    addFormats(ajv, list, formats, exportName);
    if (opts.keywords)
        (0, limit_1.default)(ajv);
    return ajv;
};
formatsPlugin.get = (name, mode = "full") => {
    const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
    const f = formats[name];
    if (!f)
        throw new Error(`Unknown format "${name}"`);
    return f;
};
function addFormats(ajv, list, fs, exportName) {
    var _a;
    var _b;
    (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : (_b.formats = (0, codegen_1._) `require("ajv-formats/dist/formats").${exportName}`);
    for (const f of list)
        ajv.addFormat(f, fs[f]);
}
module.exports = exports = formatsPlugin;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = formatsPlugin;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 1284:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatLimitDefinition = void 0;
const ajv_1 = __nccwpck_require__(2463);
const codegen_1 = __nccwpck_require__(1436);
const ops = codegen_1.operators;
const KWDs = {
    formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
    formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
    formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
    formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
};
const error = {
    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `should be ${KWDs[keyword].okStr} ${schemaCode}`,
    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
};
exports.formatLimitDefinition = {
    keyword: Object.keys(KWDs),
    type: "string",
    schemaType: "string",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
            return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
            validate$DataFormat();
        else
            validateFormat();
        function validate$DataFormat() {
            const fmts = gen.scopeValue("formats", {
                ref: self.formats,
                code: opts.code.formats,
            });
            const fmt = gen.const("fmt", (0, codegen_1._) `${fmts}[${fCxt.schemaCode}]`);
            cxt.fail$data((0, codegen_1.or)((0, codegen_1._) `typeof ${fmt} != "object"`, (0, codegen_1._) `${fmt} instanceof RegExp`, (0, codegen_1._) `typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
            const format = fCxt.schema;
            const fmtDef = self.formats[format];
            if (!fmtDef || fmtDef === true)
                return;
            if (typeof fmtDef != "object" ||
                fmtDef instanceof RegExp ||
                typeof fmtDef.compare != "function") {
                throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
            }
            const fmt = gen.scopeValue("formats", {
                key: format,
                ref: fmtDef,
                code: opts.code.formats ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : undefined,
            });
            cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
            return (0, codegen_1._) `${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
    },
    dependencies: ["format"],
};
const formatLimitPlugin = (ajv) => {
    ajv.addKeyword(exports.formatLimitDefinition);
    return ajv;
};
exports["default"] = formatLimitPlugin;
//# sourceMappingURL=limit.js.map

/***/ }),

/***/ 2210:
/***/ ((module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
const core_1 = __nccwpck_require__(3893);
const draft2020_1 = __nccwpck_require__(4298);
const discriminator_1 = __nccwpck_require__(8886);
const json_schema_2020_12_1 = __nccwpck_require__(3995);
const META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
class Ajv2020 extends core_1.default {
    constructor(opts = {}) {
        super({
            ...opts,
            dynamicRef: true,
            next: true,
            unevaluated: true,
        });
    }
    _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
            return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv2020 = Ajv2020;
module.exports = exports = Ajv2020;
module.exports.Ajv2020 = Ajv2020;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv2020;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __nccwpck_require__(5402);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __nccwpck_require__(3162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=2020.js.map

/***/ }),

/***/ 2463:
/***/ ((module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
const core_1 = __nccwpck_require__(3893);
const draft7_1 = __nccwpck_require__(9941);
const discriminator_1 = __nccwpck_require__(8886);
const draft7MetaSchema = __nccwpck_require__(2079);
const META_SUPPORT_DATA = ["/properties"];
const META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
class Ajv extends core_1.default {
    _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
            this.addKeyword(discriminator_1.default);
    }
    _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
            return;
        const metaSchema = this.opts.$data
            ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA)
            : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
    }
    defaultMeta() {
        return (this.opts.defaultMeta =
            super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : undefined));
    }
}
exports.Ajv = Ajv;
module.exports = exports = Ajv;
module.exports.Ajv = Ajv;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports["default"] = Ajv;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __nccwpck_require__(5402);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __nccwpck_require__(3162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=ajv.js.map

/***/ }),

/***/ 567:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
// eslint-disable-next-line @typescript-eslint/no-extraneous-class
class _CodeOrName {
}
exports._CodeOrName = _CodeOrName;
exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
class Name extends _CodeOrName {
    constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
            throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        return false;
    }
    get names() {
        return { [this.str]: 1 };
    }
}
exports.Name = Name;
class _Code extends _CodeOrName {
    constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
    }
    toString() {
        return this.str;
    }
    emptyStr() {
        if (this._items.length > 1)
            return false;
        const item = this._items[0];
        return item === "" || item === '""';
    }
    get str() {
        var _a;
        return ((_a = this._str) !== null && _a !== void 0 ? _a : (this._str = this._items.reduce((s, c) => `${s}${c}`, "")));
    }
    get names() {
        var _a;
        return ((_a = this._names) !== null && _a !== void 0 ? _a : (this._names = this._items.reduce((names, c) => {
            if (c instanceof Name)
                names[c.str] = (names[c.str] || 0) + 1;
            return names;
        }, {})));
    }
}
exports._Code = _Code;
exports.nil = new _Code("");
function _(strs, ...args) {
    const code = [strs[0]];
    let i = 0;
    while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
    }
    return new _Code(code);
}
exports._ = _;
const plus = new _Code("+");
function str(strs, ...args) {
    const expr = [safeStringify(strs[0])];
    let i = 0;
    while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
    }
    optimize(expr);
    return new _Code(expr);
}
exports.str = str;
function addCodeArg(code, arg) {
    if (arg instanceof _Code)
        code.push(...arg._items);
    else if (arg instanceof Name)
        code.push(arg);
    else
        code.push(interpolate(arg));
}
exports.addCodeArg = addCodeArg;
function optimize(expr) {
    let i = 1;
    while (i < expr.length - 1) {
        if (expr[i] === plus) {
            const res = mergeExprItems(expr[i - 1], expr[i + 1]);
            if (res !== undefined) {
                expr.splice(i - 1, 3, res);
                continue;
            }
            expr[i++] = "+";
        }
        i++;
    }
}
function mergeExprItems(a, b) {
    if (b === '""')
        return a;
    if (a === '""')
        return b;
    if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
            return;
        if (typeof b != "string")
            return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
            return a.slice(0, -1) + b.slice(1);
        return;
    }
    if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
    return;
}
function strConcat(c1, c2) {
    return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str `${c1}${c2}`;
}
exports.strConcat = strConcat;
// TODO do not allow arrays here
function interpolate(x) {
    return typeof x == "number" || typeof x == "boolean" || x === null
        ? x
        : safeStringify(Array.isArray(x) ? x.join(",") : x);
}
function stringify(x) {
    return new _Code(safeStringify(x));
}
exports.stringify = stringify;
function safeStringify(x) {
    return JSON.stringify(x)
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029");
}
exports.safeStringify = safeStringify;
function getProperty(key) {
    return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _ `[${key}]`;
}
exports.getProperty = getProperty;
//Does best effort to format the name properly
function getEsmExportName(key) {
    if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
    }
    throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
}
exports.getEsmExportName = getEsmExportName;
function regexpCode(rx) {
    return new _Code(rx.toString());
}
exports.regexpCode = regexpCode;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 1436:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
const code_1 = __nccwpck_require__(567);
const scope_1 = __nccwpck_require__(5407);
var code_2 = __nccwpck_require__(567);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return code_2._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return code_2.str; } }));
Object.defineProperty(exports, "strConcat", ({ enumerable: true, get: function () { return code_2.strConcat; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return code_2.nil; } }));
Object.defineProperty(exports, "getProperty", ({ enumerable: true, get: function () { return code_2.getProperty; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return code_2.stringify; } }));
Object.defineProperty(exports, "regexpCode", ({ enumerable: true, get: function () { return code_2.regexpCode; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return code_2.Name; } }));
var scope_2 = __nccwpck_require__(5407);
Object.defineProperty(exports, "Scope", ({ enumerable: true, get: function () { return scope_2.Scope; } }));
Object.defineProperty(exports, "ValueScope", ({ enumerable: true, get: function () { return scope_2.ValueScope; } }));
Object.defineProperty(exports, "ValueScopeName", ({ enumerable: true, get: function () { return scope_2.ValueScopeName; } }));
Object.defineProperty(exports, "varKinds", ({ enumerable: true, get: function () { return scope_2.varKinds; } }));
exports.operators = {
    GT: new code_1._Code(">"),
    GTE: new code_1._Code(">="),
    LT: new code_1._Code("<"),
    LTE: new code_1._Code("<="),
    EQ: new code_1._Code("==="),
    NEQ: new code_1._Code("!=="),
    NOT: new code_1._Code("!"),
    OR: new code_1._Code("||"),
    AND: new code_1._Code("&&"),
    ADD: new code_1._Code("+"),
};
class Node {
    optimizeNodes() {
        return this;
    }
    optimizeNames(_names, _constants) {
        return this;
    }
}
class Def extends Node {
    constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
    }
    render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === undefined ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (!names[this.name.str])
            return;
        if (this.rhs)
            this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
    }
}
class Assign extends Node {
    constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
    }
    render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
    }
    optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
            return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
    }
    get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
    }
}
class AssignOp extends Assign {
    constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
    }
    render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
    }
}
class Label extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        return `${this.label}:` + _n;
    }
}
class Break extends Node {
    constructor(label) {
        super();
        this.label = label;
        this.names = {};
    }
    render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
    }
}
class Throw extends Node {
    constructor(error) {
        super();
        this.error = error;
    }
    render({ _n }) {
        return `throw ${this.error};` + _n;
    }
    get names() {
        return this.error.names;
    }
}
class AnyCode extends Node {
    constructor(code) {
        super();
        this.code = code;
    }
    render({ _n }) {
        return `${this.code};` + _n;
    }
    optimizeNodes() {
        return `${this.code}` ? this : undefined;
    }
    optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
    }
    get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
    }
}
class ParentNode extends Node {
    constructor(nodes = []) {
        super();
        this.nodes = nodes;
    }
    render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
    }
    optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            const n = nodes[i].optimizeNodes();
            if (Array.isArray(n))
                nodes.splice(i, 1, ...n);
            else if (n)
                nodes[i] = n;
            else
                nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
            // iterating backwards improves 1-pass optimization
            const n = nodes[i];
            if (n.optimizeNames(names, constants))
                continue;
            subtractNames(names, n.names);
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : undefined;
    }
    get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
    }
}
class BlockNode extends ParentNode {
    render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
    }
}
class Root extends ParentNode {
}
class Else extends BlockNode {
}
Else.kind = "else";
class If extends BlockNode {
    constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
    }
    render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
            code += "else " + this.else.render(opts);
        return code;
    }
    optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
            return this.nodes; // else is ignored here
        let e = this.else;
        if (e) {
            const ns = e.optimizeNodes();
            e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
            if (cond === false)
                return e instanceof If ? e : e.nodes;
            if (this.nodes.length)
                return this;
            return new If(not(cond), e instanceof If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
            return undefined;
        return this;
    }
    optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
            return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
            addNames(names, this.else.names);
        return names;
    }
}
If.kind = "if";
class For extends BlockNode {
}
For.kind = "for";
class ForLoop extends For {
    constructor(iteration) {
        super();
        this.iteration = iteration;
    }
    render(opts) {
        return `for(${this.iteration})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iteration.names);
    }
}
class ForRange extends For {
    constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
    }
    render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
    }
    get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
    }
}
class ForIter extends For {
    constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
    }
    render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
    }
    optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
            return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
    }
    get names() {
        return addNames(super.names, this.iterable.names);
    }
}
class Func extends BlockNode {
    constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
    }
    render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
    }
}
Func.kind = "func";
class Return extends ParentNode {
    render(opts) {
        return "return " + super.render(opts);
    }
}
Return.kind = "return";
class Try extends BlockNode {
    render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
            code += this.catch.render(opts);
        if (this.finally)
            code += this.finally.render(opts);
        return code;
    }
    optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
    }
    optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
    }
    get names() {
        const names = super.names;
        if (this.catch)
            addNames(names, this.catch.names);
        if (this.finally)
            addNames(names, this.finally.names);
        return names;
    }
}
class Catch extends BlockNode {
    constructor(error) {
        super();
        this.error = error;
    }
    render(opts) {
        return `catch(${this.error})` + super.render(opts);
    }
}
Catch.kind = "catch";
class Finally extends BlockNode {
    render(opts) {
        return "finally" + super.render(opts);
    }
}
Finally.kind = "finally";
class CodeGen {
    constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
    }
    toString() {
        return this._root.render(this.opts);
    }
    // returns unique name in the internal scope
    name(prefix) {
        return this._scope.name(prefix);
    }
    // reserves unique name in the external scope
    scopeName(prefix) {
        return this._extScope.name(prefix);
    }
    // reserves unique name in the external scope and assigns value to it
    scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = new Set());
        vs.add(name);
        return name;
    }
    getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
    }
    // return code that assigns values in the external scope to the names that are used internally
    // (same names that were returned by gen.scopeName or gen.scopeValue)
    scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
    }
    scopeCode() {
        return this._extScope.scopeCode(this._values);
    }
    _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== undefined && constant)
            this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
    }
    // `const` declaration (`var` in es5 mode)
    const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
    }
    // `let` declaration with optional assignment (`var` in es5 mode)
    let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
    }
    // `var` declaration with optional assignment
    var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
    }
    // assignment code
    assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
    }
    // `+=` code
    add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
    }
    // appends passed SafeExpr to code or executes Block
    code(c) {
        if (typeof c == "function")
            c();
        else if (c !== code_1.nil)
            this._leafNode(new AnyCode(c));
        return this;
    }
    // returns code for object literal for the passed argument list of key-value pairs
    object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
            if (code.length > 1)
                code.push(",");
            code.push(key);
            if (key !== value || this.opts.es5) {
                code.push(":");
                (0, code_1.addCodeArg)(code, value);
            }
        }
        code.push("}");
        return new code_1._Code(code);
    }
    // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
    if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
            this.code(thenBody).else().code(elseBody).endIf();
        }
        else if (thenBody) {
            this.code(thenBody).endIf();
        }
        else if (elseBody) {
            throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
    }
    // `else if` clause - invalid without `if` or after `else` clauses
    elseIf(condition) {
        return this._elseNode(new If(condition));
    }
    // `else` clause - only valid after `if` or `else if` clauses
    else() {
        return this._elseNode(new Else());
    }
    // end `if` statement (needed if gen.if was used only with condition)
    endIf() {
        return this._endBlockNode(If, Else);
    }
    _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
            this.code(forBody).endFor();
        return this;
    }
    // a generic `for` clause (or statement if `forBody` is passed)
    for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
    }
    // `for` statement for a range of values
    forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
    }
    // `for-of` statement (in es5 mode replace with a normal for loop)
    forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
            const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
            return this.forRange("_i", 0, (0, code_1._) `${arr}.length`, (i) => {
                this.var(name, (0, code_1._) `${arr}[${i}]`);
                forBody(name);
            });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
    }
    // `for-in` statement.
    // With option `ownProperties` replaced with a `for-of` loop for object keys
    forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
            return this.forOf(nameOrPrefix, (0, code_1._) `Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
    }
    // end `for` loop
    endFor() {
        return this._endBlockNode(For);
    }
    // `label` statement
    label(label) {
        return this._leafNode(new Label(label));
    }
    // `break` statement
    break(label) {
        return this._leafNode(new Break(label));
    }
    // `return` statement
    return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
            throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
    }
    // `try` statement
    try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
            throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
            const error = this.name("e");
            this._currNode = node.catch = new Catch(error);
            catchCode(error);
        }
        if (finallyCode) {
            this._currNode = node.finally = new Finally();
            this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
    }
    // `throw` statement
    throw(error) {
        return this._leafNode(new Throw(error));
    }
    // start self-balancing block
    block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
            this.code(body).endBlock(nodeCount);
        return this;
    }
    // end the current self-balancing block
    endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === undefined)
            throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || (nodeCount !== undefined && toClose !== nodeCount)) {
            throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
    }
    // `function` heading (or definition if funcBody is passed)
    func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
            this.code(funcBody).endFunc();
        return this;
    }
    // end function definition
    endFunc() {
        return this._endBlockNode(Func);
    }
    optimize(n = 1) {
        while (n-- > 0) {
            this._root.optimizeNodes();
            this._root.optimizeNames(this._root.names, this._constants);
        }
    }
    _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
    }
    _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
    }
    _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || (N2 && n instanceof N2)) {
            this._nodes.pop();
            return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
    }
    _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
            throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
    }
    get _root() {
        return this._nodes[0];
    }
    get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
    }
    set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
    }
}
exports.CodeGen = CodeGen;
function addNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
    return names;
}
function addExprNames(names, from) {
    return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
}
function optimizeExpr(expr, names, constants) {
    if (expr instanceof code_1.Name)
        return replaceName(expr);
    if (!canOptimize(expr))
        return expr;
    return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
            c = replaceName(c);
        if (c instanceof code_1._Code)
            items.push(...c._items);
        else
            items.push(c);
        return items;
    }, []));
    function replaceName(n) {
        const c = constants[n.str];
        if (c === undefined || names[n.str] !== 1)
            return n;
        delete names[n.str];
        return c;
    }
    function canOptimize(e) {
        return (e instanceof code_1._Code &&
            e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== undefined));
    }
}
function subtractNames(names, from) {
    for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
}
function not(x) {
    return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._) `!${par(x)}`;
}
exports.not = not;
const andCode = mappend(exports.operators.AND);
// boolean AND (&&) expression with the passed arguments
function and(...args) {
    return args.reduce(andCode);
}
exports.and = and;
const orCode = mappend(exports.operators.OR);
// boolean OR (||) expression with the passed arguments
function or(...args) {
    return args.reduce(orCode);
}
exports.or = or;
function mappend(op) {
    return (x, y) => (x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._) `${par(x)} ${op} ${par(y)}`);
}
function par(x) {
    return x instanceof code_1.Name ? x : (0, code_1._) `(${x})`;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5407:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
const code_1 = __nccwpck_require__(567);
class ValueError extends Error {
    constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
    }
}
var UsedValueState;
(function (UsedValueState) {
    UsedValueState[UsedValueState["Started"] = 0] = "Started";
    UsedValueState[UsedValueState["Completed"] = 1] = "Completed";
})(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
exports.varKinds = {
    const: new code_1.Name("const"),
    let: new code_1.Name("let"),
    var: new code_1.Name("var"),
};
class Scope {
    constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
    }
    toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
    }
    name(prefix) {
        return new code_1.Name(this._newName(prefix));
    }
    _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
    }
    _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || (this._prefixes && !this._prefixes.has(prefix))) {
            throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return (this._names[prefix] = { prefix, index: 0 });
    }
}
exports.Scope = Scope;
class ValueScopeName extends code_1.Name {
    constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
    }
    setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._) `.${new code_1.Name(property)}[${itemIndex}]`;
    }
}
exports.ValueScopeName = ValueScopeName;
const line = (0, code_1._) `\n`;
class ValueScope extends Scope {
    constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
    }
    get() {
        return this._scope;
    }
    name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
    }
    value(nameOrPrefix, value) {
        var _a;
        if (value.ref === undefined)
            throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
            const _name = vs.get(valueKey);
            if (_name)
                return _name;
        }
        else {
            vs = this._values[prefix] = new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
    }
    getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
            return;
        return vs.get(keyOrRef);
    }
    scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
            if (name.scopePath === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return (0, code_1._) `${scopeName}${name.scopePath}`;
        });
    }
    scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
            if (name.value === undefined)
                throw new Error(`CodeGen: name "${name}" has no value`);
            return name.value.code;
        }, usedValues, getCode);
    }
    _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
            const vs = values[prefix];
            if (!vs)
                continue;
            const nameSet = (usedValues[prefix] = usedValues[prefix] || new Map());
            vs.forEach((name) => {
                if (nameSet.has(name))
                    return;
                nameSet.set(name, UsedValueState.Started);
                let c = valueCode(name);
                if (c) {
                    const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
                    code = (0, code_1._) `${code}${def} ${name} = ${c};${this.opts._n}`;
                }
                else if ((c = getCode === null || getCode === void 0 ? void 0 : getCode(name))) {
                    code = (0, code_1._) `${code}${c}${this.opts._n}`;
                }
                else {
                    throw new ValueError(name);
                }
                nameSet.set(name, UsedValueState.Completed);
            });
        }
        return code;
    }
}
exports.ValueScope = ValueScope;
//# sourceMappingURL=scope.js.map

/***/ }),

/***/ 1283:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
exports.keywordError = {
    message: ({ keyword }) => (0, codegen_1.str) `must pass "${keyword}" keyword validation`,
};
exports.keyword$DataError = {
    message: ({ keyword, schemaType }) => schemaType
        ? (0, codegen_1.str) `"${keyword}" keyword must be ${schemaType} ($data)`
        : (0, codegen_1.str) `"${keyword}" keyword is invalid ($data)`,
};
function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : (compositeRule || allErrors)) {
        addError(gen, errObj);
    }
    else {
        returnErrors(it, (0, codegen_1._) `[${errObj}]`);
    }
}
exports.reportError = reportError;
function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
    const { it } = cxt;
    const { gen, compositeRule, allErrors } = it;
    const errObj = errorObjectCode(cxt, error, errorPaths);
    addError(gen, errObj);
    if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
    }
}
exports.reportExtraError = reportExtraError;
function resetErrorsCount(gen, errsCount) {
    gen.assign(names_1.default.errors, errsCount);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._) `${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
}
exports.resetErrorsCount = resetErrorsCount;
function extendErrors({ gen, keyword, schemaValue, data, errsCount, it, }) {
    /* istanbul ignore if */
    if (errsCount === undefined)
        throw new Error("ajv implementation error");
    const err = gen.name("err");
    gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._) `${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._) `${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._) `${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._) `${err}.schemaPath`, (0, codegen_1.str) `${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
            gen.assign((0, codegen_1._) `${err}.schema`, schemaValue);
            gen.assign((0, codegen_1._) `${err}.data`, data);
        }
    });
}
exports.extendErrors = extendErrors;
function addError(gen, errObj) {
    const err = gen.const("err", errObj);
    gen.if((0, codegen_1._) `${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._) `[${err}]`), (0, codegen_1._) `${names_1.default.vErrors}.push(${err})`);
    gen.code((0, codegen_1._) `${names_1.default.errors}++`);
}
function returnErrors(it, errs) {
    const { gen, validateName, schemaEnv } = it;
    if (schemaEnv.$async) {
        gen.throw((0, codegen_1._) `new ${it.ValidationError}(${errs})`);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, errs);
        gen.return(false);
    }
}
const E = {
    keyword: new codegen_1.Name("keyword"),
    schemaPath: new codegen_1.Name("schemaPath"), // also used in JTD errors
    params: new codegen_1.Name("params"),
    propertyName: new codegen_1.Name("propertyName"),
    message: new codegen_1.Name("message"),
    schema: new codegen_1.Name("schema"),
    parentSchema: new codegen_1.Name("parentSchema"),
};
function errorObjectCode(cxt, error, errorPaths) {
    const { createErrors } = cxt.it;
    if (createErrors === false)
        return (0, codegen_1._) `{}`;
    return errorObject(cxt, error, errorPaths);
}
function errorObject(cxt, error, errorPaths = {}) {
    const { gen, it } = cxt;
    const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths),
    ];
    extraErrorProps(cxt, error, keyValues);
    return gen.object(...keyValues);
}
function errorInstancePath({ errorPath }, { instancePath }) {
    const instPath = instancePath
        ? (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}`
        : errorPath;
    return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
}
function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
    let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str) `${errSchemaPath}/${keyword}`;
    if (schemaPath) {
        schPath = (0, codegen_1.str) `${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
    }
    return [E.schemaPath, schPath];
}
function extraErrorProps(cxt, { params, message }, keyValues) {
    const { keyword, data, schemaValue, it } = cxt;
    const { opts, propertyName, topSchemaRef, schemaPath } = it;
    keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._) `{}`]);
    if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
    }
    if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._) `${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
    }
    if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
}
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 2718:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
const codegen_1 = __nccwpck_require__(1436);
const validation_error_1 = __nccwpck_require__(5402);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const validate_1 = __nccwpck_require__(7881);
class SchemaEnv {
    constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
            schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
    }
}
exports.SchemaEnv = SchemaEnv;
// let codeSize = 0
// let nodeCount = 0
// Compiles schema in SchemaEnv
function compileSchema(sch) {
    // TODO refactor - remove compilations
    const _sch = getCompilingSchema.call(this, sch);
    if (_sch)
        return _sch;
    const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId); // TODO if getFullPath removed 1 tests fails
    const { es5, lines } = this.opts.code;
    const { ownProperties } = this.opts;
    const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
    let _ValidationError;
    if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
            ref: validation_error_1.default,
            code: (0, codegen_1._) `require("ajv/dist/runtime/validation_error").default`,
        });
    }
    const validateName = gen.scopeName("validate");
    sch.validateName = validateName;
    const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil], // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true
            ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) }
            : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._) `""`,
        opts: this.opts,
        self: this,
    };
    let sourceCode;
    try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        // gen.optimize(1)
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        // console.log((codeSize += sourceCode.length), (nodeCount += gen.nodeCount))
        if (this.opts.code.process)
            sourceCode = this.opts.code.process(sourceCode, sch);
        // console.log("\n\n\n *** \n", sourceCode)
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
            validate.$async = true;
        if (this.opts.code.source === true) {
            validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
            const { props, items } = schemaCxt;
            validate.evaluated = {
                props: props instanceof codegen_1.Name ? undefined : props,
                items: items instanceof codegen_1.Name ? undefined : items,
                dynamicProps: props instanceof codegen_1.Name,
                dynamicItems: items instanceof codegen_1.Name,
            };
            if (validate.source)
                validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
    }
    catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
            this.logger.error("Error compiling schema, function code:", sourceCode);
        // console.log("\n\n\n *** \n", sourceCode, this.opts)
        throw e;
    }
    finally {
        this._compilations.delete(sch);
    }
}
exports.compileSchema = compileSchema;
function resolveRef(root, baseId, ref) {
    var _a;
    ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
    const schOrFunc = root.refs[ref];
    if (schOrFunc)
        return schOrFunc;
    let _sch = resolve.call(this, root, ref);
    if (_sch === undefined) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref]; // TODO maybe localRefs should hold SchemaEnv
        const { schemaId } = this.opts;
        if (schema)
            _sch = new SchemaEnv({ schema, schemaId, root, baseId });
    }
    if (_sch === undefined)
        return;
    return (root.refs[ref] = inlineOrCompile.call(this, _sch));
}
exports.resolveRef = resolveRef;
function inlineOrCompile(sch) {
    if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
    return sch.validate ? sch : compileSchema.call(this, sch);
}
// Index of schema compilation in the currently compiled list
function getCompilingSchema(schEnv) {
    for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
            return sch;
    }
}
exports.getCompilingSchema = getCompilingSchema;
function sameSchemaEnv(s1, s2) {
    return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
}
// resolve and compile the references ($ref)
// TODO returns AnySchemaObject (if the schema can be inlined) or validation function
function resolve(root, // information about the root schema for the current schema
ref // reference to resolve
) {
    let sch;
    while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
    return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
}
// Resolve schema, its root and baseId
function resolveSchema(root, // root object with properties schema, refs TODO below SchemaEnv is assigned to it
ref // reference to resolve
) {
    const p = this.opts.uriResolver.parse(ref);
    const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
    let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, undefined);
    // TODO `Object.keys(root.schema).length > 0` should not be needed - but removing breaks 2 tests
    if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
    }
    const id = (0, resolve_1.normalizeId)(refPath);
    const schOrRef = this.refs[id] || this.schemas[id];
    if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
            return;
        return getJsonPointer.call(this, p, sch);
    }
    if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
    if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
    if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
    }
    return getJsonPointer.call(this, p, schOrRef);
}
exports.resolveSchema = resolveSchema;
const PREVENT_SCOPE_CHANGE = new Set([
    "properties",
    "patternProperties",
    "enum",
    "dependencies",
    "definitions",
]);
function getJsonPointer(parsedRef, { baseId, schema, root }) {
    var _a;
    if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
    for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
            return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === undefined)
            return;
        schema = partSchema;
        // TODO PREVENT_SCOPE_CHANGE could be defined in keyword def?
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
            baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
    }
    let env;
    if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
    }
    // even though resolution failed we need to return SchemaEnv to throw exception
    // so that compileAsync loads missing schema.
    const { schemaId } = this.opts;
    env = env || new SchemaEnv({ schema, schemaId, root, baseId });
    if (env.schema !== env.root.schema)
        return env;
    return undefined;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 630:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const names = {
    // validation function arguments
    data: new codegen_1.Name("data"), // data passed to validation function
    // args passed from referencing schema
    valCxt: new codegen_1.Name("valCxt"), // validation/data context - should not be used directly, it is destructured to the names below
    instancePath: new codegen_1.Name("instancePath"),
    parentData: new codegen_1.Name("parentData"),
    parentDataProperty: new codegen_1.Name("parentDataProperty"),
    rootData: new codegen_1.Name("rootData"), // root data - same as the data passed to the first/top validation function
    dynamicAnchors: new codegen_1.Name("dynamicAnchors"), // used to support recursiveRef and dynamicRef
    // function scoped variables
    vErrors: new codegen_1.Name("vErrors"), // null or array of validation errors
    errors: new codegen_1.Name("errors"), // counter of validation errors
    this: new codegen_1.Name("this"),
    // "globals"
    self: new codegen_1.Name("self"),
    scope: new codegen_1.Name("scope"),
    // JTD serialize/parse name for JSON string and position
    json: new codegen_1.Name("json"),
    jsonPos: new codegen_1.Name("jsonPos"),
    jsonLen: new codegen_1.Name("jsonLen"),
    jsonPart: new codegen_1.Name("jsonPart"),
};
exports["default"] = names;
//# sourceMappingURL=names.js.map

/***/ }),

/***/ 3162:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const resolve_1 = __nccwpck_require__(4090);
class MissingRefError extends Error {
    constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
    }
}
exports["default"] = MissingRefError;
//# sourceMappingURL=ref_error.js.map

/***/ }),

/***/ 4090:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
const util_1 = __nccwpck_require__(4464);
const equal = __nccwpck_require__(3430);
const traverse = __nccwpck_require__(1167);
// TODO refactor to use keyword definitions
const SIMPLE_INLINED = new Set([
    "type",
    "format",
    "pattern",
    "maxLength",
    "minLength",
    "maxProperties",
    "minProperties",
    "maxItems",
    "minItems",
    "maximum",
    "minimum",
    "uniqueItems",
    "multipleOf",
    "required",
    "enum",
    "const",
]);
function inlineRef(schema, limit = true) {
    if (typeof schema == "boolean")
        return true;
    if (limit === true)
        return !hasRef(schema);
    if (!limit)
        return false;
    return countKeys(schema) <= limit;
}
exports.inlineRef = inlineRef;
const REF_KEYWORDS = new Set([
    "$ref",
    "$recursiveRef",
    "$recursiveAnchor",
    "$dynamicRef",
    "$dynamicAnchor",
]);
function hasRef(schema) {
    for (const key in schema) {
        if (REF_KEYWORDS.has(key))
            return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
            return true;
        if (typeof sch == "object" && hasRef(sch))
            return true;
    }
    return false;
}
function countKeys(schema) {
    let count = 0;
    for (const key in schema) {
        if (key === "$ref")
            return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
            continue;
        if (typeof schema[key] == "object") {
            (0, util_1.eachItem)(schema[key], (sch) => (count += countKeys(sch)));
        }
        if (count === Infinity)
            return Infinity;
    }
    return count;
}
function getFullPath(resolver, id = "", normalize) {
    if (normalize !== false)
        id = normalizeId(id);
    const p = resolver.parse(id);
    return _getFullPath(resolver, p);
}
exports.getFullPath = getFullPath;
function _getFullPath(resolver, p) {
    const serialized = resolver.serialize(p);
    return serialized.split("#")[0] + "#";
}
exports._getFullPath = _getFullPath;
const TRAILING_SLASH_HASH = /#\/?$/;
function normalizeId(id) {
    return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
}
exports.normalizeId = normalizeId;
function resolveUrl(resolver, baseId, id) {
    id = normalizeId(id);
    return resolver.resolve(baseId, id);
}
exports.resolveUrl = resolveUrl;
const ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
function getSchemaRefs(schema, baseId) {
    if (typeof schema == "boolean")
        return {};
    const { schemaId, uriResolver } = this.opts;
    const schId = normalizeId(schema[schemaId] || baseId);
    const baseIds = { "": schId };
    const pathPrefix = getFullPath(uriResolver, schId, false);
    const localRefs = {};
    const schemaRefs = new Set();
    traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === undefined)
            return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
            innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
            // eslint-disable-next-line @typescript-eslint/unbound-method
            const _resolve = this.opts.uriResolver.resolve;
            ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
            if (schemaRefs.has(ref))
                throw ambiguos(ref);
            schemaRefs.add(ref);
            let schOrRef = this.refs[ref];
            if (typeof schOrRef == "string")
                schOrRef = this.refs[schOrRef];
            if (typeof schOrRef == "object") {
                checkAmbiguosRef(sch, schOrRef.schema, ref);
            }
            else if (ref !== normalizeId(fullPath)) {
                if (ref[0] === "#") {
                    checkAmbiguosRef(sch, localRefs[ref], ref);
                    localRefs[ref] = sch;
                }
                else {
                    this.refs[ref] = fullPath;
                }
            }
            return ref;
        }
        function addAnchor(anchor) {
            if (typeof anchor == "string") {
                if (!ANCHOR.test(anchor))
                    throw new Error(`invalid anchor "${anchor}"`);
                addRef.call(this, `#${anchor}`);
            }
        }
    });
    return localRefs;
    function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== undefined && !equal(sch1, sch2))
            throw ambiguos(ref);
    }
    function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
    }
}
exports.getSchemaRefs = getSchemaRefs;
//# sourceMappingURL=resolve.js.map

/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getRules = exports.isJSONType = void 0;
const _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
const jsonTypes = new Set(_jsonTypes);
function isJSONType(x) {
    return typeof x == "string" && jsonTypes.has(x);
}
exports.isJSONType = isJSONType;
function getRules() {
    const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] },
    };
    return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {},
    };
}
exports.getRules = getRules;
//# sourceMappingURL=rules.js.map

/***/ }),

/***/ 4464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
const codegen_1 = __nccwpck_require__(1436);
const code_1 = __nccwpck_require__(567);
// TODO refactor to use Set
function toHash(arr) {
    const hash = {};
    for (const item of arr)
        hash[item] = true;
    return hash;
}
exports.toHash = toHash;
function alwaysValidSchema(it, schema) {
    if (typeof schema == "boolean")
        return schema;
    if (Object.keys(schema).length === 0)
        return true;
    checkUnknownRules(it, schema);
    return !schemaHasRules(schema, it.self.RULES.all);
}
exports.alwaysValidSchema = alwaysValidSchema;
function checkUnknownRules(it, schema = it.schema) {
    const { opts, self } = it;
    if (!opts.strictSchema)
        return;
    if (typeof schema === "boolean")
        return;
    const rules = self.RULES.keywords;
    for (const key in schema) {
        if (!rules[key])
            checkStrictMode(it, `unknown keyword: "${key}"`);
    }
}
exports.checkUnknownRules = checkUnknownRules;
function schemaHasRules(schema, rules) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (rules[key])
            return true;
    return false;
}
exports.schemaHasRules = schemaHasRules;
function schemaHasRulesButRef(schema, RULES) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
            return true;
    return false;
}
exports.schemaHasRulesButRef = schemaHasRulesButRef;
function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
    if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
            return schema;
        if (typeof schema == "string")
            return (0, codegen_1._) `${schema}`;
    }
    return (0, codegen_1._) `${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
}
exports.schemaRefOrVal = schemaRefOrVal;
function unescapeFragment(str) {
    return unescapeJsonPointer(decodeURIComponent(str));
}
exports.unescapeFragment = unescapeFragment;
function escapeFragment(str) {
    return encodeURIComponent(escapeJsonPointer(str));
}
exports.escapeFragment = escapeFragment;
function escapeJsonPointer(str) {
    if (typeof str == "number")
        return `${str}`;
    return str.replace(/~/g, "~0").replace(/\//g, "~1");
}
exports.escapeJsonPointer = escapeJsonPointer;
function unescapeJsonPointer(str) {
    return str.replace(/~1/g, "/").replace(/~0/g, "~");
}
exports.unescapeJsonPointer = unescapeJsonPointer;
function eachItem(xs, f) {
    if (Array.isArray(xs)) {
        for (const x of xs)
            f(x);
    }
    else {
        f(xs);
    }
}
exports.eachItem = eachItem;
function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName, }) {
    return (gen, from, to, toName) => {
        const res = to === undefined
            ? from
            : to instanceof codegen_1.Name
                ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to)
                : from instanceof codegen_1.Name
                    ? (mergeToName(gen, to, from), from)
                    : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
    };
}
exports.mergeEvaluated = {
    props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => {
            gen.if((0, codegen_1._) `${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._) `${to} || {}`).code((0, codegen_1._) `Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => {
            if (from === true) {
                gen.assign(to, true);
            }
            else {
                gen.assign(to, (0, codegen_1._) `${to} || {}`);
                setEvaluated(gen, to, from);
            }
        }),
        mergeValues: (from, to) => (from === true ? true : { ...from, ...to }),
        resultToName: evaluatedPropsToName,
    }),
    items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._) `${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._) `${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._) `${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => (from === true ? true : Math.max(from, to)),
        resultToName: (gen, items) => gen.var("items", items),
    }),
};
function evaluatedPropsToName(gen, ps) {
    if (ps === true)
        return gen.var("props", true);
    const props = gen.var("props", (0, codegen_1._) `{}`);
    if (ps !== undefined)
        setEvaluated(gen, props, ps);
    return props;
}
exports.evaluatedPropsToName = evaluatedPropsToName;
function setEvaluated(gen, props, ps) {
    Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._) `${props}${(0, codegen_1.getProperty)(p)}`, true));
}
exports.setEvaluated = setEvaluated;
const snippets = {};
function useFunc(gen, f) {
    return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code)),
    });
}
exports.useFunc = useFunc;
var Type;
(function (Type) {
    Type[Type["Num"] = 0] = "Num";
    Type[Type["Str"] = 1] = "Str";
})(Type || (exports.Type = Type = {}));
function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
    // let path
    if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax
            ? isNumber
                ? (0, codegen_1._) `"[" + ${dataProp} + "]"`
                : (0, codegen_1._) `"['" + ${dataProp} + "']"`
            : isNumber
                ? (0, codegen_1._) `"/" + ${dataProp}`
                : (0, codegen_1._) `"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`; // TODO maybe use global escapePointer
    }
    return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
}
exports.getErrorPath = getErrorPath;
function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
    if (!mode)
        return;
    msg = `strict mode: ${msg}`;
    if (mode === true)
        throw new Error(msg);
    it.self.logger.warn(msg);
}
exports.checkStrictMode = checkStrictMode;
//# sourceMappingURL=util.js.map

/***/ }),

/***/ 7692:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
function schemaHasRulesForType({ schema, self }, type) {
    const group = self.RULES.types[type];
    return group && group !== true && shouldUseGroup(schema, group);
}
exports.schemaHasRulesForType = schemaHasRulesForType;
function shouldUseGroup(schema, group) {
    return group.rules.some((rule) => shouldUseRule(schema, rule));
}
exports.shouldUseGroup = shouldUseGroup;
function shouldUseRule(schema, rule) {
    var _a;
    return (schema[rule.keyword] !== undefined ||
        ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== undefined)));
}
exports.shouldUseRule = shouldUseRule;
//# sourceMappingURL=applicability.js.map

/***/ }),

/***/ 5346:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const boolError = {
    message: "boolean schema is false",
};
function topBoolOrEmptySchema(it) {
    const { gen, schema, validateName } = it;
    if (schema === false) {
        falseSchemaError(it, false);
    }
    else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, null);
        gen.return(true);
    }
}
exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
function boolOrEmptySchema(it, valid) {
    const { gen, schema } = it;
    if (schema === false) {
        gen.var(valid, false); // TODO var
        falseSchemaError(it);
    }
    else {
        gen.var(valid, true); // TODO var
    }
}
exports.boolOrEmptySchema = boolOrEmptySchema;
function falseSchemaError(it, overrideAllErrors) {
    const { gen, data } = it;
    // TODO maybe some other interface should be used for non-keyword validation errors...
    const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it,
    };
    (0, errors_1.reportError)(cxt, boolError, undefined, overrideAllErrors);
}
//# sourceMappingURL=boolSchema.js.map

/***/ }),

/***/ 6685:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
const rules_1 = __nccwpck_require__(7353);
const applicability_1 = __nccwpck_require__(7692);
const errors_1 = __nccwpck_require__(1283);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
var DataType;
(function (DataType) {
    DataType[DataType["Correct"] = 0] = "Correct";
    DataType[DataType["Wrong"] = 1] = "Wrong";
})(DataType || (exports.DataType = DataType = {}));
function getSchemaTypes(schema) {
    const types = getJSONTypes(schema.type);
    const hasNull = types.includes("null");
    if (hasNull) {
        if (schema.nullable === false)
            throw new Error("type: null contradicts nullable: false");
    }
    else {
        if (!types.length && schema.nullable !== undefined) {
            throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
            types.push("null");
    }
    return types;
}
exports.getSchemaTypes = getSchemaTypes;
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
function getJSONTypes(ts) {
    const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
    if (types.every(rules_1.isJSONType))
        return types;
    throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
}
exports.getJSONTypes = getJSONTypes;
function coerceAndCheckDataType(it, types) {
    const { gen, data, opts } = it;
    const coerceTo = coerceToTypes(types, opts.coerceTypes);
    const checkTypes = types.length > 0 &&
        !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
    if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
            if (coerceTo.length)
                coerceData(it, types, coerceTo);
            else
                reportTypeError(it);
        });
    }
    return checkTypes;
}
exports.coerceAndCheckDataType = coerceAndCheckDataType;
const COERCIBLE = new Set(["string", "number", "integer", "boolean", "null"]);
function coerceToTypes(types, coerceTypes) {
    return coerceTypes
        ? types.filter((t) => COERCIBLE.has(t) || (coerceTypes === "array" && t === "array"))
        : [];
}
function coerceData(it, types, coerceTo) {
    const { gen, data, opts } = it;
    const dataType = gen.let("dataType", (0, codegen_1._) `typeof ${data}`);
    const coerced = gen.let("coerced", (0, codegen_1._) `undefined`);
    if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._) `${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen
            .assign(data, (0, codegen_1._) `${data}[0]`)
            .assign(dataType, (0, codegen_1._) `typeof ${data}`)
            .if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
    }
    gen.if((0, codegen_1._) `${coerced} !== undefined`);
    for (const t of coerceTo) {
        if (COERCIBLE.has(t) || (t === "array" && opts.coerceTypes === "array")) {
            coerceSpecificType(t);
        }
    }
    gen.else();
    reportTypeError(it);
    gen.endIf();
    gen.if((0, codegen_1._) `${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
    });
    function coerceSpecificType(t) {
        switch (t) {
            case "string":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "number" || ${dataType} == "boolean"`)
                    .assign(coerced, (0, codegen_1._) `"" + ${data}`)
                    .elseIf((0, codegen_1._) `${data} === null`)
                    .assign(coerced, (0, codegen_1._) `""`);
                return;
            case "number":
                gen
                    .elseIf((0, codegen_1._) `${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "integer":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`)
                    .assign(coerced, (0, codegen_1._) `+${data}`);
                return;
            case "boolean":
                gen
                    .elseIf((0, codegen_1._) `${data} === "false" || ${data} === 0 || ${data} === null`)
                    .assign(coerced, false)
                    .elseIf((0, codegen_1._) `${data} === "true" || ${data} === 1`)
                    .assign(coerced, true);
                return;
            case "null":
                gen.elseIf((0, codegen_1._) `${data} === "" || ${data} === 0 || ${data} === false`);
                gen.assign(coerced, null);
                return;
            case "array":
                gen
                    .elseIf((0, codegen_1._) `${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`)
                    .assign(coerced, (0, codegen_1._) `[${data}]`);
        }
    }
}
function assignParentData({ gen, parentData, parentDataProperty }, expr) {
    // TODO use gen.property
    gen.if((0, codegen_1._) `${parentData} !== undefined`, () => gen.assign((0, codegen_1._) `${parentData}[${parentDataProperty}]`, expr));
}
function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
    const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
    let cond;
    switch (dataType) {
        case "null":
            return (0, codegen_1._) `${data} ${EQ} null`;
        case "array":
            cond = (0, codegen_1._) `Array.isArray(${data})`;
            break;
        case "object":
            cond = (0, codegen_1._) `${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
            break;
        case "integer":
            cond = numCond((0, codegen_1._) `!(${data} % 1) && !isNaN(${data})`);
            break;
        case "number":
            cond = numCond();
            break;
        default:
            return (0, codegen_1._) `typeof ${data} ${EQ} ${dataType}`;
    }
    return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
    function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._) `typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._) `isFinite(${data})` : codegen_1.nil);
    }
}
exports.checkDataType = checkDataType;
function checkDataTypes(dataTypes, data, strictNums, correct) {
    if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
    }
    let cond;
    const types = (0, util_1.toHash)(dataTypes);
    if (types.array && types.object) {
        const notObj = (0, codegen_1._) `typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._) `!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
    }
    else {
        cond = codegen_1.nil;
    }
    if (types.number)
        delete types.integer;
    for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
    return cond;
}
exports.checkDataTypes = checkDataTypes;
const typeError = {
    message: ({ schema }) => `must be ${schema}`,
    params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._) `{type: ${schema}}` : (0, codegen_1._) `{type: ${schemaValue}}`,
};
function reportTypeError(it) {
    const cxt = getTypeErrorContext(it);
    (0, errors_1.reportError)(cxt, typeError);
}
exports.reportTypeError = reportTypeError;
function getTypeErrorContext(it) {
    const { gen, data, schema } = it;
    const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
    return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it,
    };
}
//# sourceMappingURL=dataType.js.map

/***/ }),

/***/ 1699:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.assignDefaults = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function assignDefaults(it, ty) {
    const { properties, items } = it.schema;
    if (ty === "object" && properties) {
        for (const key in properties) {
            assignDefault(it, key, properties[key].default);
        }
    }
    else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
    }
}
exports.assignDefaults = assignDefaults;
function assignDefault(it, prop, defaultValue) {
    const { gen, compositeRule, data, opts } = it;
    if (defaultValue === undefined)
        return;
    const childData = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(prop)}`;
    if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
    }
    let condition = (0, codegen_1._) `${childData} === undefined`;
    if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._) `${condition} || ${childData} === null || ${childData} === ""`;
    }
    // `${childData} === undefined` +
    // (opts.useDefaults === "empty" ? ` || ${childData} === null || ${childData} === ""` : "")
    gen.if(condition, (0, codegen_1._) `${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
}
//# sourceMappingURL=defaults.js.map

/***/ }),

/***/ 7881:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
const boolSchema_1 = __nccwpck_require__(5346);
const dataType_1 = __nccwpck_require__(6685);
const applicability_1 = __nccwpck_require__(7692);
const dataType_2 = __nccwpck_require__(6685);
const defaults_1 = __nccwpck_require__(1699);
const keyword_1 = __nccwpck_require__(5202);
const subschema_1 = __nccwpck_require__(6200);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const resolve_1 = __nccwpck_require__(4090);
const util_1 = __nccwpck_require__(4464);
const errors_1 = __nccwpck_require__(1283);
// schema compilation - generates validation function, subschemaCode (below) is used for subschemas
function validateFunctionCode(it) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            topSchemaObjCode(it);
            return;
        }
    }
    validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
}
exports.validateFunctionCode = validateFunctionCode;
function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
    if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
            gen.code((0, codegen_1._) `"use strict"; ${funcSourceUrl(schema, opts)}`);
            destructureValCxtES5(gen, opts);
            gen.code(body);
        });
    }
    else {
        gen.func(validateName, (0, codegen_1._) `${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
    }
}
function destructureValCxt(opts) {
    return (0, codegen_1._) `{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._) `, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
}
function destructureValCxtES5(gen, opts) {
    gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
    }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._) `""`);
        gen.var(names_1.default.parentData, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._) `undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
            gen.var(names_1.default.dynamicAnchors, (0, codegen_1._) `{}`);
    });
}
function topSchemaObjCode(it) {
    const { schema, opts, gen } = it;
    validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
            commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
            resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
    });
    return;
}
function resetEvaluated(it) {
    // TODO maybe some hook to execute it in the end to check whether props/items are Name, as in assignEvaluated
    const { gen, validateName } = it;
    it.evaluated = gen.const("evaluated", (0, codegen_1._) `${validateName}.evaluated`);
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._) `${it.evaluated}.props`, (0, codegen_1._) `undefined`));
    gen.if((0, codegen_1._) `${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._) `${it.evaluated}.items`, (0, codegen_1._) `undefined`));
}
function funcSourceUrl(schema, opts) {
    const schId = typeof schema == "object" && schema[opts.schemaId];
    return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._) `/*# sourceURL=${schId} */` : codegen_1.nil;
}
// schema compilation - this function is used recursively to generate code for sub-schemas
function subschemaCode(it, valid) {
    if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
            subSchemaObjCode(it, valid);
            return;
        }
    }
    (0, boolSchema_1.boolOrEmptySchema)(it, valid);
}
function schemaCxtHasRules({ schema, self }) {
    if (typeof schema == "boolean")
        return !schema;
    for (const key in schema)
        if (self.RULES.all[key])
            return true;
    return false;
}
function isSchemaObj(it) {
    return typeof it.schema != "boolean";
}
function subSchemaObjCode(it, valid) {
    const { schema, gen, opts } = it;
    if (opts.$comment && schema.$comment)
        commentKeyword(it);
    updateContext(it);
    checkAsyncSchema(it);
    const errsCount = gen.const("_errs", names_1.default.errors);
    typeAndKeywords(it, errsCount);
    // TODO var
    gen.var(valid, (0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
}
function checkKeywords(it) {
    (0, util_1.checkUnknownRules)(it);
    checkRefsAndKeywords(it);
}
function typeAndKeywords(it, errsCount) {
    if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
    const types = (0, dataType_1.getSchemaTypes)(it.schema);
    const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
    schemaKeywords(it, types, !checkedTypes, errsCount);
}
function checkRefsAndKeywords(it) {
    const { schema, errSchemaPath, opts, self } = it;
    if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
    }
}
function checkNoDefault(it) {
    const { schema, opts } = it;
    if (schema.default !== undefined && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
    }
}
function updateContext(it) {
    const schId = it.schema[it.opts.schemaId];
    if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
}
function checkAsyncSchema(it) {
    if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
}
function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
    const msg = schema.$comment;
    if (opts.$comment === true) {
        gen.code((0, codegen_1._) `${names_1.default.self}.logger.log(${msg})`);
    }
    else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str) `${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._) `${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
    }
}
function returnResults(it) {
    const { gen, schemaEnv, validateName, ValidationError, opts } = it;
    if (schemaEnv.$async) {
        // TODO assign unevaluated
        gen.if((0, codegen_1._) `${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._) `new ${ValidationError}(${names_1.default.vErrors})`));
    }
    else {
        gen.assign((0, codegen_1._) `${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
            assignEvaluated(it);
        gen.return((0, codegen_1._) `${names_1.default.errors} === 0`);
    }
}
function assignEvaluated({ gen, evaluated, props, items }) {
    if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.props`, props);
    if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._) `${evaluated}.items`, items);
}
function schemaKeywords(it, types, typeErrors, errsCount) {
    const { gen, schema, data, allErrors, opts, self } = it;
    const { RULES } = self;
    if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition)); // TODO typecast
        return;
    }
    if (!opts.jtd)
        checkStrictTypes(it, types);
    gen.block(() => {
        for (const group of RULES.rules)
            groupKeywords(group);
        groupKeywords(RULES.post);
    });
    function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
            return;
        if (group.type) {
            gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
            iterateKeywords(it, group);
            if (types.length === 1 && types[0] === group.type && typeErrors) {
                gen.else();
                (0, dataType_2.reportTypeError)(it);
            }
            gen.endIf();
        }
        else {
            iterateKeywords(it, group);
        }
        // TODO make it "ok" call?
        if (!allErrors)
            gen.if((0, codegen_1._) `${names_1.default.errors} === ${errsCount || 0}`);
    }
}
function iterateKeywords(it, group) {
    const { gen, schema, opts: { useDefaults }, } = it;
    if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
    gen.block(() => {
        for (const rule of group.rules) {
            if ((0, applicability_1.shouldUseRule)(schema, rule)) {
                keywordCode(it, rule.keyword, rule.definition, group.type);
            }
        }
    });
}
function checkStrictTypes(it, types) {
    if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
    checkContextTypes(it, types);
    if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
    checkKeywordTypes(it, it.dataTypes);
}
function checkContextTypes(it, types) {
    if (!types.length)
        return;
    if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
    }
    types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
            strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
    });
    narrowSchemaTypes(it, types);
}
function checkMultipleTypes(it, ts) {
    if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
    }
}
function checkKeywordTypes(it, ts) {
    const rules = it.self.RULES.all;
    for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
            const { type } = rule.definition;
            if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
                strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
            }
        }
    }
}
function hasApplicableType(schTs, kwdT) {
    return schTs.includes(kwdT) || (kwdT === "number" && schTs.includes("integer"));
}
function includesType(ts, t) {
    return ts.includes(t) || (t === "integer" && ts.includes("number"));
}
function narrowSchemaTypes(it, withTypes) {
    const ts = [];
    for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
            ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
            ts.push("integer");
    }
    it.dataTypes = ts;
}
function strictTypesError(it, msg) {
    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
    msg += ` at "${schemaPath}" (strictTypes)`;
    (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
}
class KeywordCxt {
    constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
            this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        }
        else {
            this.schemaCode = this.schemaValue;
            if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
                throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
            }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
            this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
    }
    result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
    }
    failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
            failAction();
        else
            this.error();
        if (successAction) {
            this.gen.else();
            successAction();
            if (this.allErrors)
                this.gen.endIf();
        }
        else {
            if (this.allErrors)
                this.gen.endIf();
            else
                this.gen.else();
        }
    }
    pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), undefined, failAction);
    }
    fail(condition) {
        if (condition === undefined) {
            this.error();
            if (!this.allErrors)
                this.gen.if(false); // this branch will be removed by gen.optimize
            return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
            this.gen.endIf();
        else
            this.gen.else();
    }
    fail$data(condition) {
        if (!this.$data)
            return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._) `${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
    }
    error(append, errorParams, errorPaths) {
        if (errorParams) {
            this.setParams(errorParams);
            this._error(append, errorPaths);
            this.setParams({});
            return;
        }
        this._error(append, errorPaths);
    }
    _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
    }
    $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
    }
    reset() {
        if (this.errsCount === undefined)
            throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
    }
    ok(cond) {
        if (!this.allErrors)
            this.gen.if(cond);
    }
    setParams(obj, assign) {
        if (assign)
            Object.assign(this.params, obj);
        else
            this.params = obj;
    }
    block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
            this.check$data(valid, $dataValid);
            codeBlock();
        });
    }
    check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
            return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._) `${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
            gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
            gen.elseIf(this.invalid$data());
            this.$dataError();
            if (valid !== codegen_1.nil)
                gen.assign(valid, false);
        }
        gen.else();
    }
    invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
            if (schemaType.length) {
                /* istanbul ignore if */
                if (!(schemaCode instanceof codegen_1.Name))
                    throw new Error("ajv implementation error");
                const st = Array.isArray(schemaType) ? schemaType : [schemaType];
                return (0, codegen_1._) `${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
            }
            return codegen_1.nil;
        }
        function invalid$DataSchema() {
            if (def.validateSchema) {
                const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema }); // TODO value.code for standalone
                return (0, codegen_1._) `!${validateSchemaRef}(${schemaCode})`;
            }
            return codegen_1.nil;
        }
    }
    subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: undefined, props: undefined };
        subschemaCode(nextContext, valid);
        return nextContext;
    }
    mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
            return;
        if (it.props !== true && schemaCxt.props !== undefined) {
            it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== undefined) {
            it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
    }
    mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
            gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
            return true;
        }
    }
}
exports.KeywordCxt = KeywordCxt;
function keywordCode(it, keyword, def, ruleType) {
    const cxt = new KeywordCxt(it, def, keyword);
    if ("code" in def) {
        def.code(cxt, ruleType);
    }
    else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
    else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
    }
    else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
    }
}
const JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
const RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
function getData($data, { dataLevel, dataNames, dataPathArr }) {
    let jsonPointer;
    let data;
    if ($data === "")
        return names_1.default.rootData;
    if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
    }
    else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
            throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
            if (up >= dataLevel)
                throw new Error(errorMsg("property/index", up));
            return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
            throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
            return data;
    }
    let expr = data;
    const segments = jsonPointer.split("/");
    for (const segment of segments) {
        if (segment) {
            data = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
            expr = (0, codegen_1._) `${expr} && ${data}`;
        }
    }
    return expr;
    function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
    }
}
exports.getData = getData;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5202:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const code_1 = __nccwpck_require__(8484);
const errors_1 = __nccwpck_require__(1283);
function macroKeywordCode(cxt, def) {
    const { gen, keyword, schema, parentSchema, it } = cxt;
    const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
    const schemaRef = useKeyword(gen, keyword, macroSchema);
    if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
    const valid = gen.name("valid");
    cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true,
    }, valid);
    cxt.pass(valid, () => cxt.error(true));
}
exports.macroKeywordCode = macroKeywordCode;
function funcKeywordCode(cxt, def) {
    var _a;
    const { gen, keyword, schema, parentSchema, $data, it } = cxt;
    checkAsyncKeyword(it, def);
    const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
    const validateRef = useKeyword(gen, keyword, validate);
    const valid = gen.let("valid");
    cxt.block$data(valid, validateKeyword);
    cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
    function validateKeyword() {
        if (def.errors === false) {
            assignValid();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => cxt.error());
        }
        else {
            const ruleErrs = def.async ? validateAsync() : validateSync();
            if (def.modifying)
                modifyData(cxt);
            reportErrs(() => addErrs(cxt, ruleErrs));
        }
    }
    function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._) `await `), (e) => gen.assign(valid, false).if((0, codegen_1._) `${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._) `${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
    }
    function validateSync() {
        const validateErrs = (0, codegen_1._) `${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
    }
    function assignValid(_await = def.async ? (0, codegen_1._) `await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !(("compile" in def && !$data) || def.schema === false);
        gen.assign(valid, (0, codegen_1._) `${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
    }
    function reportErrs(errors) {
        var _a;
        gen.if((0, codegen_1.not)((_a = def.valid) !== null && _a !== void 0 ? _a : valid), errors);
    }
}
exports.funcKeywordCode = funcKeywordCode;
function modifyData(cxt) {
    const { gen, data, it } = cxt;
    gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._) `${it.parentData}[${it.parentDataProperty}]`));
}
function addErrs(cxt, errs) {
    const { gen } = cxt;
    gen.if((0, codegen_1._) `Array.isArray(${errs})`, () => {
        gen
            .assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`)
            .assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
    }, () => cxt.error());
}
function checkAsyncKeyword({ schemaEnv }, def) {
    if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
}
function useKeyword(gen, keyword, result) {
    if (result === undefined)
        throw new Error(`keyword "${keyword}" failed to compile`);
    return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
}
function validSchemaType(schema, schemaType, allowUndefined = false) {
    // TODO add tests
    return (!schemaType.length ||
        schemaType.some((st) => st === "array"
            ? Array.isArray(schema)
            : st === "object"
                ? schema && typeof schema == "object" && !Array.isArray(schema)
                : typeof schema == st || (allowUndefined && typeof schema == "undefined")));
}
exports.validSchemaType = validSchemaType;
function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
    /* istanbul ignore if */
    if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
    }
    const deps = def.dependencies;
    if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
    }
    if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
            const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` +
                self.errorsText(def.validateSchema.errors);
            if (opts.validateSchema === "log")
                self.logger.error(msg);
            else
                throw new Error(msg);
        }
    }
}
exports.validateKeywordUsage = validateKeywordUsage;
//# sourceMappingURL=keyword.js.map

/***/ }),

/***/ 6200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
    if (keyword !== undefined && schema !== undefined) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
    }
    if (keyword !== undefined) {
        const sch = it.schema[keyword];
        return schemaProp === undefined
            ? {
                schema: sch,
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}`,
            }
            : {
                schema: sch[schemaProp],
                schemaPath: (0, codegen_1._) `${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
                errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`,
            };
    }
    if (schema !== undefined) {
        if (schemaPath === undefined || errSchemaPath === undefined || topSchemaRef === undefined) {
            throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
            schema,
            schemaPath,
            topSchemaRef,
            errSchemaPath,
        };
    }
    throw new Error('either "keyword" or "schema" must be passed');
}
exports.getSubschema = getSubschema;
function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
    if (data !== undefined && dataProp !== undefined) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
    }
    const { gen } = it;
    if (dataProp !== undefined) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._) `${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str) `${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._) `${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
    }
    if (data !== undefined) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true); // replaceable if used once?
        dataContextProps(nextData);
        if (propertyName !== undefined)
            subschema.propertyName = propertyName;
        // TODO something is possibly wrong here with not changing parentDataProperty and not appending dataPathArr
    }
    if (dataTypes)
        subschema.dataTypes = dataTypes;
    function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
    }
}
exports.extendSubschemaData = extendSubschemaData;
function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
    if (compositeRule !== undefined)
        subschema.compositeRule = compositeRule;
    if (createErrors !== undefined)
        subschema.createErrors = createErrors;
    if (allErrors !== undefined)
        subschema.allErrors = allErrors;
    subschema.jtdDiscriminator = jtdDiscriminator; // not inherited
    subschema.jtdMetadata = jtdMetadata; // not inherited
}
exports.extendSubschemaMode = extendSubschemaMode;
//# sourceMappingURL=subschema.js.map

/***/ }),

/***/ 3893:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
var validate_1 = __nccwpck_require__(7881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __nccwpck_require__(1436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
const validation_error_1 = __nccwpck_require__(5402);
const ref_error_1 = __nccwpck_require__(3162);
const rules_1 = __nccwpck_require__(7353);
const compile_1 = __nccwpck_require__(2718);
const codegen_2 = __nccwpck_require__(1436);
const resolve_1 = __nccwpck_require__(4090);
const dataType_1 = __nccwpck_require__(6685);
const util_1 = __nccwpck_require__(4464);
const $dataRefSchema = __nccwpck_require__(3837);
const uri_1 = __nccwpck_require__(6285);
const defaultRegExp = (str, flags) => new RegExp(str, flags);
defaultRegExp.code = "new RegExp";
const META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
const EXT_SCOPE_NAMES = new Set([
    "validate",
    "serialize",
    "parse",
    "wrapper",
    "root",
    "schema",
    "keyword",
    "pattern",
    "formats",
    "validate$data",
    "func",
    "obj",
    "Error",
]);
const removedOptions = {
    errorDataPath: "",
    format: "`validateFormats: false` can be used instead.",
    nullable: '"nullable" keyword is supported by default.',
    jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
    extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
    missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
    processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
    sourceCode: "Use option `code: {source: true}`",
    strictDefaults: "It is default now, see option `strict`.",
    strictKeywords: "It is default now, see option `strict`.",
    uniqueItems: '"uniqueItems" keyword is always validated.',
    unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
    cache: "Map is used as cache, schema object as key.",
    serialize: "Map is used as cache, schema object as key.",
    ajvErrors: "It is default now.",
};
const deprecatedOptions = {
    ignoreKeywordsWithRef: "",
    jsPropertySyntax: "",
    unicode: '"minLength"/"maxLength" account for unicode characters by default.',
};
const MAX_EXPRESSION = 200;
// eslint-disable-next-line complexity
function requiredOptions(o) {
    var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
    const s = o.strict;
    const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
    const optimize = _optz === true || _optz === undefined ? 1 : _optz || 0;
    const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
    const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
    return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver: uriResolver,
    };
}
class Ajv {
    constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = Object.create(null);
        this._compilations = new Set();
        this._loading = {};
        this._cache = new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
            addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
            addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
            this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
    }
    _addVocabularies() {
        this.addKeyword("$async");
    }
    _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
            _dataRefSchema = { ...$dataRefSchema };
            _dataRefSchema.id = _dataRefSchema.$id;
            delete _dataRefSchema.$id;
        }
        if (meta && $data)
            this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
    }
    defaultMeta() {
        const { meta, schemaId } = this.opts;
        return (this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : undefined);
    }
    validate(schemaKeyRef, // key, ref or schema object
    // eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents
    data // to be validated
    ) {
        let v;
        if (typeof schemaKeyRef == "string") {
            v = this.getSchema(schemaKeyRef);
            if (!v)
                throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        }
        else {
            v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
            this.errors = v.errors;
        return valid;
    }
    compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
            throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
            await loadMetaSchema.call(this, _schema.$schema);
            const sch = this._addSchema(_schema, _meta);
            return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
            if ($ref && !this.getSchema($ref)) {
                await runCompileAsync.call(this, { $ref }, true);
            }
        }
        async function _compileAsync(sch) {
            try {
                return this._compileSchemaEnv(sch);
            }
            catch (e) {
                if (!(e instanceof ref_error_1.default))
                    throw e;
                checkLoaded.call(this, e);
                await loadMissingSchema.call(this, e.missingSchema);
                return _compileAsync.call(this, sch);
            }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
            if (this.refs[ref]) {
                throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
            }
        }
        async function loadMissingSchema(ref) {
            const _schema = await _loadSchema.call(this, ref);
            if (!this.refs[ref])
                await loadMetaSchema.call(this, _schema.$schema);
            if (!this.refs[ref])
                this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
            const p = this._loading[ref];
            if (p)
                return p;
            try {
                return await (this._loading[ref] = loadSchema(ref));
            }
            finally {
                delete this._loading[ref];
            }
        }
    }
    // Adds schema to the instance
    addSchema(schema, // If array is passed, `key` will be ignored
    key, // Optional schema key. Can be passed to `validate` method instead of schema object or id/ref. One schema per instance can have empty `id` and `key`.
    _meta, // true if schema is a meta-schema. Used internally, addMetaSchema should be used instead.
    _validateSchema = this.opts.validateSchema // false to skip schema validation. Used internally, option validateSchema should be used instead.
    ) {
        if (Array.isArray(schema)) {
            for (const sch of schema)
                this.addSchema(sch, undefined, _meta, _validateSchema);
            return this;
        }
        let id;
        if (typeof schema === "object") {
            const { schemaId } = this.opts;
            id = schema[schemaId];
            if (id !== undefined && typeof id != "string") {
                throw new Error(`schema ${schemaId} must be string`);
            }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
    }
    // Add schema that will be used to validate other schemas
    // options in META_IGNORE_OPTIONS are alway set to false
    addMetaSchema(schema, key, // schema key
    _validateSchema = this.opts.validateSchema // false to skip schema validation, can be used to override validateSchema option for meta-schema
    ) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
    }
    //  Validate schema against its meta-schema
    validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
            return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== undefined && typeof $schema != "string") {
            throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
            this.logger.warn("meta-schema not available");
            this.errors = null;
            return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
            const message = "schema is invalid: " + this.errorsText();
            if (this.opts.validateSchema === "log")
                this.logger.error(message);
            else
                throw new Error(message);
        }
        return valid;
    }
    // Get compiled schema by `key` or `ref`.
    // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
    getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
            keyRef = sch;
        if (sch === undefined) {
            const { schemaId } = this.opts;
            const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
            sch = compile_1.resolveSchema.call(this, root, keyRef);
            if (!sch)
                return;
            this.refs[keyRef] = sch;
        }
        return (sch.validate || this._compileSchemaEnv(sch));
    }
    // Remove cached schema(s).
    // If no parameter is passed all schemas but meta-schemas are removed.
    // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
    // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
    removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
            this._removeAllSchemas(this.schemas, schemaKeyRef);
            this._removeAllSchemas(this.refs, schemaKeyRef);
            return this;
        }
        switch (typeof schemaKeyRef) {
            case "undefined":
                this._removeAllSchemas(this.schemas);
                this._removeAllSchemas(this.refs);
                this._cache.clear();
                return this;
            case "string": {
                const sch = getSchEnv.call(this, schemaKeyRef);
                if (typeof sch == "object")
                    this._cache.delete(sch.schema);
                delete this.schemas[schemaKeyRef];
                delete this.refs[schemaKeyRef];
                return this;
            }
            case "object": {
                const cacheKey = schemaKeyRef;
                this._cache.delete(cacheKey);
                let id = schemaKeyRef[this.opts.schemaId];
                if (id) {
                    id = (0, resolve_1.normalizeId)(id);
                    delete this.schemas[id];
                    delete this.refs[id];
                }
                return this;
            }
            default:
                throw new Error("ajv.removeSchema: invalid parameter");
        }
    }
    // add "vocabulary" - a collection of keywords
    addVocabulary(definitions) {
        for (const def of definitions)
            this.addKeyword(def);
        return this;
    }
    addKeyword(kwdOrDef, def // deprecated
    ) {
        let keyword;
        if (typeof kwdOrDef == "string") {
            keyword = kwdOrDef;
            if (typeof def == "object") {
                this.logger.warn("these parameters are deprecated, see docs for addKeyword");
                def.keyword = keyword;
            }
        }
        else if (typeof kwdOrDef == "object" && def === undefined) {
            def = kwdOrDef;
            keyword = def.keyword;
            if (Array.isArray(keyword) && !keyword.length) {
                throw new Error("addKeywords: keyword must be string or non-empty array");
            }
        }
        else {
            throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
            (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
            return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
            ...def,
            type: (0, dataType_1.getJSONTypes)(def.type),
            schemaType: (0, dataType_1.getJSONTypes)(def.schemaType),
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0
            ? (k) => addRule.call(this, k, definition)
            : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
    }
    getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
    }
    // Remove keyword
    removeKeyword(keyword) {
        // TODO return type should be Ajv
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
            const i = group.rules.findIndex((rule) => rule.keyword === keyword);
            if (i >= 0)
                group.rules.splice(i, 1);
        }
        return this;
    }
    // Add format
    addFormat(name, format) {
        if (typeof format == "string")
            format = new RegExp(format);
        this.formats[name] = format;
        return this;
    }
    errorsText(errors = this.errors, // optional array of validation errors
    { separator = ", ", dataVar = "data" } = {} // optional options with properties `separator` and `dataVar`
    ) {
        if (!errors || errors.length === 0)
            return "No errors";
        return errors
            .map((e) => `${dataVar}${e.instancePath} ${e.message}`)
            .reduce((text, msg) => text + separator + msg);
    }
    $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
            const segments = jsonPointer.split("/").slice(1); // first segment is an empty string
            let keywords = metaSchema;
            for (const seg of segments)
                keywords = keywords[seg];
            for (const key in rules) {
                const rule = rules[key];
                if (typeof rule != "object")
                    continue;
                const { $data } = rule.definition;
                const schema = keywords[key];
                if ($data && schema)
                    keywords[key] = schemaOrData(schema);
            }
        }
        return metaSchema;
    }
    _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
            const sch = schemas[keyRef];
            if (!regex || regex.test(keyRef)) {
                if (typeof sch == "string") {
                    delete schemas[keyRef];
                }
                else if (sch && !sch.meta) {
                    this._cache.delete(sch.schema);
                    delete schemas[keyRef];
                }
            }
        }
    }
    _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
            id = schema[schemaId];
        }
        else {
            if (this.opts.jtd)
                throw new Error("schema must be object");
            else if (typeof schema != "boolean")
                throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== undefined)
            return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
            // TODO atm it is allowed to overwrite schemas without id (instead of not adding them)
            if (baseId)
                this._checkUnique(baseId);
            this.refs[baseId] = sch;
        }
        if (validateSchema)
            this.validateSchema(schema, true);
        return sch;
    }
    _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
            throw new Error(`schema with key or id "${id}" already exists`);
        }
    }
    _compileSchemaEnv(sch) {
        if (sch.meta)
            this._compileMetaSchema(sch);
        else
            compile_1.compileSchema.call(this, sch);
        /* istanbul ignore if */
        if (!sch.validate)
            throw new Error("ajv implementation error");
        return sch.validate;
    }
    _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
            compile_1.compileSchema.call(this, sch);
        }
        finally {
            this.opts = currentOpts;
        }
    }
}
Ajv.ValidationError = validation_error_1.default;
Ajv.MissingRefError = ref_error_1.default;
exports["default"] = Ajv;
function checkOptions(checkOpts, options, msg, log = "error") {
    for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
            this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
    }
}
function getSchEnv(keyRef) {
    keyRef = (0, resolve_1.normalizeId)(keyRef); // TODO tests fail without this line
    return this.schemas[keyRef] || this.refs[keyRef];
}
function addInitialSchemas() {
    const optsSchemas = this.opts.schemas;
    if (!optsSchemas)
        return;
    if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
    else
        for (const key in optsSchemas)
            this.addSchema(optsSchemas[key], key);
}
function addInitialFormats() {
    for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
            this.addFormat(name, format);
    }
}
function addInitialKeywords(defs) {
    if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
    }
    this.logger.warn("keywords option as map is deprecated, pass array");
    for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
            def.keyword = keyword;
        this.addKeyword(def);
    }
}
function getMetaSchemaOptions() {
    const metaOpts = { ...this.opts };
    for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
    return metaOpts;
}
const noLogs = { log() { }, warn() { }, error() { } };
function getLogger(logger) {
    if (logger === false)
        return noLogs;
    if (logger === undefined)
        return console;
    if (logger.log && logger.warn && logger.error)
        return logger;
    throw new Error("logger must implement log, warn and error methods");
}
const KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
function checkKeyword(keyword, def) {
    const { RULES } = this;
    (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
            throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
            throw new Error(`Keyword ${kwd} has invalid name`);
    });
    if (!def)
        return;
    if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
    }
}
function addRule(keyword, definition, dataType) {
    var _a;
    const post = definition === null || definition === void 0 ? void 0 : definition.post;
    if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
    const { RULES } = this;
    let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
    if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
    }
    RULES.keywords[keyword] = true;
    if (!definition)
        return;
    const rule = {
        keyword,
        definition: {
            ...definition,
            type: (0, dataType_1.getJSONTypes)(definition.type),
            schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType),
        },
    };
    if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
    else
        ruleGroup.rules.push(rule);
    RULES.all[keyword] = rule;
    (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
}
function addBeforeRule(ruleGroup, rule, before) {
    const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
    if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
    }
    else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
    }
}
function keywordMetaschema(def) {
    let { metaSchema } = def;
    if (metaSchema === undefined)
        return;
    if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
    def.validateSchema = this.compile(metaSchema, true);
}
const $dataRef = {
    $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
};
function schemaOrData(schema) {
    return { anyOf: [schema, $dataRef] };
}
//# sourceMappingURL=core.js.map

/***/ }),

/***/ 3995:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const metaSchema = __nccwpck_require__(1678);
const applicator = __nccwpck_require__(7216);
const unevaluated = __nccwpck_require__(9547);
const content = __nccwpck_require__(8226);
const core = __nccwpck_require__(518);
const format = __nccwpck_require__(4588);
const metadata = __nccwpck_require__(5707);
const validation = __nccwpck_require__(7082);
const META_SUPPORT_DATA = ["/properties"];
function addMetaSchema2020($data) {
    ;
    [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation),
    ].forEach((sch) => this.addMetaSchema(sch, undefined, false));
    return this;
    function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
    }
}
exports["default"] = addMetaSchema2020;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4951:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://github.com/ajv-validator/ajv/issues/889
const equal = __nccwpck_require__(3430);
equal.code = 'require("ajv/dist/runtime/equal").default';
exports["default"] = equal;
//# sourceMappingURL=equal.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


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

/***/ 6285:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const uri = __nccwpck_require__(4352);
uri.code = 'require("ajv/dist/runtime/uri").default';
exports["default"] = uri;
//# sourceMappingURL=uri.js.map

/***/ }),

/***/ 5402:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
class ValidationError extends Error {
    constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
    }
}
exports["default"] = ValidationError;
//# sourceMappingURL=validation_error.js.map

/***/ }),

/***/ 3448:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateAdditionalItems = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "additionalItems",
    type: "array",
    schemaType: ["boolean", "object"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
            (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
            return;
        }
        validateAdditionalItems(cxt, items);
    },
};
function validateAdditionalItems(cxt, items) {
    const { gen, schema, data, keyword, it } = cxt;
    it.items = true;
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._) `${len} <= ${items.length}`);
    }
    else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items.length}`); // TODO var
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
    }
    function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
            cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
    }
}
exports.validateAdditionalItems = validateAdditionalItems;
exports["default"] = def;
//# sourceMappingURL=additionalItems.js.map

/***/ }),

/***/ 2431:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must NOT have additional properties",
    params: ({ params }) => (0, codegen_1._) `{additionalProperty: ${params.additionalProperty}}`,
};
const def = {
    keyword: "additionalProperties",
    type: ["object"],
    schemaType: ["boolean", "object"],
    allowUndefined: true,
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        /* istanbul ignore if */
        if (!errsCount)
            throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
            return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
            gen.forIn("key", data, (key) => {
                if (!props.length && !patProps.length)
                    additionalPropertyCode(key);
                else
                    gen.if(isAdditional(key), () => additionalPropertyCode(key));
            });
        }
        function isAdditional(key) {
            let definedProp;
            if (props.length > 8) {
                // TODO maybe an option instead of hard-coded 8?
                const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
                definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
            }
            else if (props.length) {
                definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._) `${key} === ${p}`));
            }
            else {
                definedProp = codegen_1.nil;
            }
            if (patProps.length) {
                definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._) `${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
            }
            return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
            gen.code((0, codegen_1._) `delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
            if (opts.removeAdditional === "all" || (opts.removeAdditional && schema === false)) {
                deleteAdditional(key);
                return;
            }
            if (schema === false) {
                cxt.setParams({ additionalProperty: key });
                cxt.error();
                if (!allErrors)
                    gen.break();
                return;
            }
            if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
                const valid = gen.name("valid");
                if (opts.removeAdditional === "failing") {
                    applyAdditionalSchema(key, valid, false);
                    gen.if((0, codegen_1.not)(valid), () => {
                        cxt.reset();
                        deleteAdditional(key);
                    });
                }
                else {
                    applyAdditionalSchema(key, valid);
                    if (!allErrors)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                }
            }
        }
        function applyAdditionalSchema(key, valid, errors) {
            const subschema = {
                keyword: "additionalProperties",
                dataProp: key,
                dataPropType: util_1.Type.Str,
            };
            if (errors === false) {
                Object.assign(subschema, {
                    compositeRule: true,
                    createErrors: false,
                    allErrors: false,
                });
            }
            cxt.subschema(subschema, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=additionalProperties.js.map

/***/ }),

/***/ 9205:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "allOf",
    schemaType: "array",
    code(cxt) {
        const { gen, schema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
            if ((0, util_1.alwaysValidSchema)(it, sch))
                return;
            const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
            cxt.ok(valid);
            cxt.mergeEvaluated(schCxt);
        });
    },
};
exports["default"] = def;
//# sourceMappingURL=allOf.js.map

/***/ }),

/***/ 9380:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "anyOf",
    schemaType: "array",
    trackErrors: true,
    code: code_1.validateUnion,
    error: { message: "must match a schema in anyOf" },
};
exports["default"] = def;
//# sourceMappingURL=anyOf.js.map

/***/ }),

/***/ 6182:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { min, max } }) => max === undefined
        ? (0, codegen_1.str) `must contain at least ${min} valid item(s)`
        : (0, codegen_1.str) `must contain at least ${min} and no more than ${max} valid item(s)`,
    params: ({ params: { min, max } }) => max === undefined ? (0, codegen_1._) `{minContains: ${min}}` : (0, codegen_1._) `{minContains: ${min}, maxContains: ${max}}`,
};
const def = {
    keyword: "contains",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
            min = minContains === undefined ? 1 : minContains;
            max = maxContains;
        }
        else {
            min = 1;
        }
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        cxt.setParams({ min, max });
        if (max === undefined && min === 0) {
            (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
            return;
        }
        if (max !== undefined && min > max) {
            (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
            cxt.fail();
            return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            let cond = (0, codegen_1._) `${len} >= ${min}`;
            if (max !== undefined)
                cond = (0, codegen_1._) `${cond} && ${len} <= ${max}`;
            cxt.pass(cond);
            return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === undefined && min === 1) {
            validateItems(valid, () => gen.if(valid, () => gen.break()));
        }
        else if (min === 0) {
            gen.let(valid, true);
            if (max !== undefined)
                gen.if((0, codegen_1._) `${data}.length > 0`, validateItemsWithCount);
        }
        else {
            gen.let(valid, false);
            validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
            const schValid = gen.name("_valid");
            const count = gen.let("count", 0);
            validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
            gen.forRange("i", 0, len, (i) => {
                cxt.subschema({
                    keyword: "contains",
                    dataProp: i,
                    dataPropType: util_1.Type.Num,
                    compositeRule: true,
                }, _valid);
                block();
            });
        }
        function checkLimits(count) {
            gen.code((0, codegen_1._) `${count}++`);
            if (max === undefined) {
                gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true).break());
            }
            else {
                gen.if((0, codegen_1._) `${count} > ${max}`, () => gen.assign(valid, false).break());
                if (min === 1)
                    gen.assign(valid, true);
                else
                    gen.if((0, codegen_1._) `${count} >= ${min}`, () => gen.assign(valid, true));
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=contains.js.map

/***/ }),

/***/ 5826:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
exports.error = {
    message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str) `must have ${property_ies} ${deps} when property ${property} is present`;
    },
    params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._) `{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`, // TODO change to reference
};
const def = {
    keyword: "dependencies",
    type: "object",
    schemaType: "object",
    error: exports.error,
    code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
    },
};
function splitDependencies({ schema }) {
    const propertyDeps = {};
    const schemaDeps = {};
    for (const key in schema) {
        if (key === "__proto__")
            continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
    }
    return [propertyDeps, schemaDeps];
}
function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
    const { gen, data, it } = cxt;
    if (Object.keys(propertyDeps).length === 0)
        return;
    const missing = gen.let("missing");
    for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
            continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
            property: prop,
            depsCount: deps.length,
            deps: deps.join(", "),
        });
        if (it.allErrors) {
            gen.if(hasProperty, () => {
                for (const depProp of deps) {
                    (0, code_1.checkReportMissingProp)(cxt, depProp);
                }
            });
        }
        else {
            gen.if((0, codegen_1._) `${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
        }
    }
}
exports.validatePropertyDeps = validatePropertyDeps;
function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
            continue;
        gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties), () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
        }, () => gen.var(valid, true) // TODO var
        );
        cxt.ok(valid);
    }
}
exports.validateSchemaDeps = validateSchemaDeps;
exports["default"] = def;
//# sourceMappingURL=dependencies.js.map

/***/ }),

/***/ 3818:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependencies_1 = __nccwpck_require__(5826);
const def = {
    keyword: "dependentSchemas",
    type: "object",
    schemaType: "object",
    code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt),
};
exports["default"] = def;
//# sourceMappingURL=dependentSchemas.js.map

/***/ }),

/***/ 8584:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params }) => (0, codegen_1.str) `must match "${params.ifClause}" schema`,
    params: ({ params }) => (0, codegen_1._) `{failingKeyword: ${params.ifClause}}`,
};
const def = {
    keyword: "if",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === undefined && parentSchema.else === undefined) {
            (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
            return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
            const ifClause = gen.let("ifClause");
            cxt.setParams({ ifClause });
            gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        }
        else if (hasThen) {
            gen.if(schValid, validateClause("then"));
        }
        else {
            gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
            const schCxt = cxt.subschema({
                keyword: "if",
                compositeRule: true,
                createErrors: false,
                allErrors: false,
            }, schValid);
            cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
            return () => {
                const schCxt = cxt.subschema({ keyword }, schValid);
                gen.assign(valid, schValid);
                cxt.mergeValidEvaluated(schCxt, valid);
                if (ifClause)
                    gen.assign(ifClause, (0, codegen_1._) `${keyword}`);
                else
                    cxt.setParams({ ifClause: keyword });
            };
        }
    },
};
function hasSchema(it, keyword) {
    const schema = it.schema[keyword];
    return schema !== undefined && !(0, util_1.alwaysValidSchema)(it, schema);
}
exports["default"] = def;
//# sourceMappingURL=if.js.map

/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const additionalItems_1 = __nccwpck_require__(3448);
const prefixItems_1 = __nccwpck_require__(6467);
const items_1 = __nccwpck_require__(5791);
const items2020_1 = __nccwpck_require__(2959);
const contains_1 = __nccwpck_require__(6182);
const dependencies_1 = __nccwpck_require__(5826);
const propertyNames_1 = __nccwpck_require__(1372);
const additionalProperties_1 = __nccwpck_require__(2431);
const properties_1 = __nccwpck_require__(8778);
const patternProperties_1 = __nccwpck_require__(664);
const not_1 = __nccwpck_require__(8350);
const anyOf_1 = __nccwpck_require__(9380);
const oneOf_1 = __nccwpck_require__(2490);
const allOf_1 = __nccwpck_require__(9205);
const if_1 = __nccwpck_require__(8584);
const thenElse_1 = __nccwpck_require__(9210);
function getApplicator(draft2020 = false) {
    const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default,
    ];
    // array
    if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
    else
        applicator.push(additionalItems_1.default, items_1.default);
    applicator.push(contains_1.default);
    return applicator;
}
exports["default"] = getApplicator;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 5791:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateTuple = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "array", "boolean"],
    before: "uniqueItems",
    code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
            return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        cxt.ok((0, code_1.validateArray)(cxt));
    },
};
function validateTuple(cxt, extraItems, schArr = cxt.schema) {
    const { gen, parentSchema, data, keyword, it } = cxt;
    checkStrictTuple(parentSchema);
    if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
    }
    const valid = gen.name("valid");
    const len = gen.const("len", (0, codegen_1._) `${data}.length`);
    schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
        gen.if((0, codegen_1._) `${len} > ${i}`, () => cxt.subschema({
            keyword,
            schemaProp: i,
            dataProp: i,
        }, valid));
        cxt.ok(valid);
    });
    function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
            const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
            (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
    }
}
exports.validateTuple = validateTuple;
exports["default"] = def;
//# sourceMappingURL=items.js.map

/***/ }),

/***/ 2959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const code_1 = __nccwpck_require__(8484);
const additionalItems_1 = __nccwpck_require__(3448);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "items",
    type: "array",
    schemaType: ["object", "boolean"],
    before: "uniqueItems",
    error,
    code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        if (prefixItems)
            (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
            cxt.ok((0, code_1.validateArray)(cxt));
    },
};
exports["default"] = def;
//# sourceMappingURL=items2020.js.map

/***/ }),

/***/ 8350:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "not",
    schemaType: ["object", "boolean"],
    trackErrors: true,
    code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
            cxt.fail();
            return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
            keyword: "not",
            compositeRule: true,
            createErrors: false,
            allErrors: false,
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
    },
    error: { message: "must NOT be valid" },
};
exports["default"] = def;
//# sourceMappingURL=not.js.map

/***/ }),

/***/ 2490:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "must match exactly one schema in oneOf",
    params: ({ params }) => (0, codegen_1._) `{passingSchemas: ${params.passing}}`,
};
const def = {
    keyword: "oneOf",
    schemaType: "array",
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        /* istanbul ignore if */
        if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
            return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        // TODO possibly fail straight away (with warning or exception) if there are two empty always valid schemas
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
            schArr.forEach((sch, i) => {
                let schCxt;
                if ((0, util_1.alwaysValidSchema)(it, sch)) {
                    gen.var(schValid, true);
                }
                else {
                    schCxt = cxt.subschema({
                        keyword: "oneOf",
                        schemaProp: i,
                        compositeRule: true,
                    }, schValid);
                }
                if (i > 0) {
                    gen
                        .if((0, codegen_1._) `${schValid} && ${valid}`)
                        .assign(valid, false)
                        .assign(passing, (0, codegen_1._) `[${passing}, ${i}]`)
                        .else();
                }
                gen.if(schValid, () => {
                    gen.assign(valid, true);
                    gen.assign(passing, i);
                    if (schCxt)
                        cxt.mergeEvaluated(schCxt, codegen_1.Name);
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=oneOf.js.map

/***/ }),

/***/ 664:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const util_2 = __nccwpck_require__(4464);
const def = {
    keyword: "patternProperties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 ||
            (alwaysValidPatterns.length === patterns.length &&
                (!it.opts.unevaluated || it.props === true))) {
            return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
            it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
            for (const pat of patterns) {
                if (checkProperties)
                    checkMatchingProperties(pat);
                if (it.allErrors) {
                    validateProperties(pat);
                }
                else {
                    gen.var(valid, true); // TODO var
                    validateProperties(pat);
                    gen.if(valid);
                }
            }
        }
        function checkMatchingProperties(pat) {
            for (const prop in checkProperties) {
                if (new RegExp(pat).test(prop)) {
                    (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
                }
            }
        }
        function validateProperties(pat) {
            gen.forIn("key", data, (key) => {
                gen.if((0, codegen_1._) `${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
                    const alwaysValid = alwaysValidPatterns.includes(pat);
                    if (!alwaysValid) {
                        cxt.subschema({
                            keyword: "patternProperties",
                            schemaProp: pat,
                            dataProp: key,
                            dataPropType: util_2.Type.Str,
                        }, valid);
                    }
                    if (it.opts.unevaluated && props !== true) {
                        gen.assign((0, codegen_1._) `${props}[${key}]`, true);
                    }
                    else if (!alwaysValid && !it.allErrors) {
                        // can short-circuit if `unevaluatedProperties` is not supported (opts.next === false)
                        // or if all properties were evaluated (props === true)
                        gen.if((0, codegen_1.not)(valid), () => gen.break());
                    }
                });
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=patternProperties.js.map

/***/ }),

/***/ 6467:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const items_1 = __nccwpck_require__(5791);
const def = {
    keyword: "prefixItems",
    type: "array",
    schemaType: ["array"],
    before: "uniqueItems",
    code: (cxt) => (0, items_1.validateTuple)(cxt, "items"),
};
exports["default"] = def;
//# sourceMappingURL=prefixItems.js.map

/***/ }),

/***/ 8778:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const validate_1 = __nccwpck_require__(7881);
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const additionalProperties_1 = __nccwpck_require__(2431);
const def = {
    keyword: "properties",
    type: "object",
    schemaType: "object",
    code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === undefined) {
            additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
            it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
            it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
            return;
        const valid = gen.name("valid");
        for (const prop of properties) {
            if (hasDefault(prop)) {
                applyPropertySchema(prop);
            }
            else {
                gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
                applyPropertySchema(prop);
                if (!it.allErrors)
                    gen.else().var(valid, true);
                gen.endIf();
            }
            cxt.it.definedProperties.add(prop);
            cxt.ok(valid);
        }
        function hasDefault(prop) {
            return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== undefined;
        }
        function applyPropertySchema(prop) {
            cxt.subschema({
                keyword: "properties",
                schemaProp: prop,
                dataProp: prop,
            }, valid);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=properties.js.map

/***/ }),

/***/ 1372:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: "property name must be valid",
    params: ({ params }) => (0, codegen_1._) `{propertyName: ${params.propertyName}}`,
};
const def = {
    keyword: "propertyNames",
    type: "object",
    schemaType: ["object", "boolean"],
    error,
    code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
            return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
            cxt.setParams({ propertyName: key });
            cxt.subschema({
                keyword: "propertyNames",
                data: key,
                dataTypes: ["string"],
                propertyName: key,
                compositeRule: true,
            }, valid);
            gen.if((0, codegen_1.not)(valid), () => {
                cxt.error(true);
                if (!it.allErrors)
                    gen.break();
            });
        });
        cxt.ok(valid);
    },
};
exports["default"] = def;
//# sourceMappingURL=propertyNames.js.map

/***/ }),

/***/ 9210:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: ["then", "else"],
    schemaType: ["object", "boolean"],
    code({ keyword, parentSchema, it }) {
        if (parentSchema.if === undefined)
            (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
    },
};
exports["default"] = def;
//# sourceMappingURL=thenElse.js.map

/***/ }),

/***/ 8484:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
const util_2 = __nccwpck_require__(4464);
function checkReportMissingProp(cxt, prop) {
    const { gen, data, it } = cxt;
    gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._) `${prop}` }, true);
        cxt.error();
    });
}
exports.checkReportMissingProp = checkReportMissingProp;
function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
    return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._) `${missing} = ${prop}`)));
}
exports.checkMissingProp = checkMissingProp;
function reportMissingProp(cxt, missing) {
    cxt.setParams({ missingProperty: missing }, true);
    cxt.error();
}
exports.reportMissingProp = reportMissingProp;
function hasPropFunc(gen) {
    return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._) `Object.prototype.hasOwnProperty`,
    });
}
exports.hasPropFunc = hasPropFunc;
function isOwnProperty(gen, data, property) {
    return (0, codegen_1._) `${hasPropFunc(gen)}.call(${data}, ${property})`;
}
exports.isOwnProperty = isOwnProperty;
function propertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
    return ownProperties ? (0, codegen_1._) `${cond} && ${isOwnProperty(gen, data, property)}` : cond;
}
exports.propertyInData = propertyInData;
function noPropertyInData(gen, data, property, ownProperties) {
    const cond = (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(property)} === undefined`;
    return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
}
exports.noPropertyInData = noPropertyInData;
function allSchemaProperties(schemaMap) {
    return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
}
exports.allSchemaProperties = allSchemaProperties;
function schemaProperties(it, schemaMap) {
    return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
}
exports.schemaProperties = schemaProperties;
function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
    const dataAndSchema = passSchema ? (0, codegen_1._) `${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
    const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData],
    ];
    if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
    const args = (0, codegen_1._) `${dataAndSchema}, ${gen.object(...valCxt)}`;
    return context !== codegen_1.nil ? (0, codegen_1._) `${func}.call(${context}, ${args})` : (0, codegen_1._) `${func}(${args})`;
}
exports.callValidateCode = callValidateCode;
const newRegExp = (0, codegen_1._) `new RegExp`;
function usePattern({ gen, it: { opts } }, pattern) {
    const u = opts.unicodeRegExp ? "u" : "";
    const { regExp } = opts.code;
    const rx = regExp(pattern, u);
    return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._) `${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`,
    });
}
exports.usePattern = usePattern;
function validateArray(cxt) {
    const { gen, data, keyword, it } = cxt;
    const valid = gen.name("valid");
    if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
    }
    gen.var(valid, true);
    validateItems(() => gen.break());
    return valid;
    function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
                keyword,
                dataProp: i,
                dataPropType: util_1.Type.Num,
            }, valid);
            gen.if((0, codegen_1.not)(valid), notValid);
        });
    }
}
exports.validateArray = validateArray;
function validateUnion(cxt) {
    const { gen, schema, keyword, it } = cxt;
    /* istanbul ignore if */
    if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
    const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
    if (alwaysValid && !it.opts.unevaluated)
        return;
    const valid = gen.let("valid", false);
    const schValid = gen.name("_valid");
    gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
            keyword,
            schemaProp: i,
            compositeRule: true,
        }, schValid);
        gen.assign(valid, (0, codegen_1._) `${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        // can short-circuit if `unevaluatedProperties/Items` not supported (opts.unevaluated !== true)
        // or if all properties and items were evaluated (it.props === true && it.items === true)
        if (!merged)
            gen.if((0, codegen_1.not)(valid));
    }));
    cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
}
exports.validateUnion = validateUnion;
//# sourceMappingURL=code.js.map

/***/ }),

/***/ 9872:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const def = {
    keyword: "id",
    code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
    },
};
exports["default"] = def;
//# sourceMappingURL=id.js.map

/***/ }),

/***/ 7397:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const id_1 = __nccwpck_require__(9872);
const ref_1 = __nccwpck_require__(2996);
const core = [
    "$schema",
    "$id",
    "$defs",
    "$vocabulary",
    { keyword: "$comment" },
    "definitions",
    id_1.default,
    ref_1.default,
];
exports["default"] = core;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.callRef = exports.getValidate = void 0;
const ref_error_1 = __nccwpck_require__(3162);
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const compile_1 = __nccwpck_require__(2718);
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "$ref",
    schemaType: "string",
    code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
            return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === undefined)
            throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
            return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
            if (env === root)
                return callRef(cxt, validateName, env, env.$async);
            const rootName = gen.scopeValue("root", { ref: root });
            return callRef(cxt, (0, codegen_1._) `${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
            const v = getValidate(cxt, sch);
            callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
            const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
            const valid = gen.name("valid");
            const schCxt = cxt.subschema({
                schema: sch,
                dataTypes: [],
                schemaPath: codegen_1.nil,
                topSchemaRef: schName,
                errSchemaPath: $ref,
            }, valid);
            cxt.mergeEvaluated(schCxt);
            cxt.ok(valid);
        }
    },
};
function getValidate(cxt, sch) {
    const { gen } = cxt;
    return sch.validate
        ? gen.scopeValue("validate", { ref: sch.validate })
        : (0, codegen_1._) `${gen.scopeValue("wrapper", { ref: sch })}.validate`;
}
exports.getValidate = getValidate;
function callRef(cxt, v, sch, $async) {
    const { gen, it } = cxt;
    const { allErrors, schemaEnv: env, opts } = it;
    const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
    if ($async)
        callAsyncRef();
    else
        callSyncRef();
    function callAsyncRef() {
        if (!env.$async)
            throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
            gen.code((0, codegen_1._) `await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
            addEvaluatedFrom(v); // TODO will not work with async, it has to be returned with the result
            if (!allErrors)
                gen.assign(valid, true);
        }, (e) => {
            gen.if((0, codegen_1._) `!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
            addErrorsFrom(e);
            if (!allErrors)
                gen.assign(valid, false);
        });
        cxt.ok(valid);
    }
    function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
    }
    function addErrorsFrom(source) {
        const errs = (0, codegen_1._) `${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._) `${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`); // TODO tagged
        gen.assign(names_1.default.errors, (0, codegen_1._) `${names_1.default.vErrors}.length`);
    }
    function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
            return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        // TODO refactor
        if (it.props !== true) {
            if (schEvaluated && !schEvaluated.dynamicProps) {
                if (schEvaluated.props !== undefined) {
                    it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
                }
            }
            else {
                const props = gen.var("props", (0, codegen_1._) `${source}.evaluated.props`);
                it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
            }
        }
        if (it.items !== true) {
            if (schEvaluated && !schEvaluated.dynamicItems) {
                if (schEvaluated.items !== undefined) {
                    it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
                }
            }
            else {
                const items = gen.var("items", (0, codegen_1._) `${source}.evaluated.items`);
                it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
            }
        }
    }
}
exports.callRef = callRef;
exports["default"] = def;
//# sourceMappingURL=ref.js.map

/***/ }),

/***/ 8886:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const types_1 = __nccwpck_require__(7115);
const compile_1 = __nccwpck_require__(2718);
const ref_error_1 = __nccwpck_require__(3162);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag
        ? `tag "${tagName}" must be string`
        : `value of tag "${tagName}" must be in oneOf`,
    params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._) `{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`,
};
const def = {
    keyword: "discriminator",
    type: "object",
    schemaType: "object",
    error,
    code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
            throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
            throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
            throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
            throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._) `${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._) `typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
            const mapping = getMapping();
            gen.if(false);
            for (const tagValue in mapping) {
                gen.elseIf((0, codegen_1._) `${tag} === ${tagValue}`);
                gen.assign(valid, applyTagSchema(mapping[tagValue]));
            }
            gen.else();
            cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
            gen.endIf();
        }
        function applyTagSchema(schemaProp) {
            const _valid = gen.name("valid");
            const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
            cxt.mergeEvaluated(schCxt, codegen_1.Name);
            return _valid;
        }
        function getMapping() {
            var _a;
            const oneOfMapping = {};
            const topRequired = hasRequired(parentSchema);
            let tagRequired = true;
            for (let i = 0; i < oneOf.length; i++) {
                let sch = oneOf[i];
                if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
                    const ref = sch.$ref;
                    sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
                    if (sch instanceof compile_1.SchemaEnv)
                        sch = sch.schema;
                    if (sch === undefined)
                        throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
                }
                const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
                if (typeof propSch != "object") {
                    throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
                }
                tagRequired = tagRequired && (topRequired || hasRequired(sch));
                addMappings(propSch, i);
            }
            if (!tagRequired)
                throw new Error(`discriminator: "${tagName}" must be required`);
            return oneOfMapping;
            function hasRequired({ required }) {
                return Array.isArray(required) && required.includes(tagName);
            }
            function addMappings(sch, i) {
                if (sch.const) {
                    addMapping(sch.const, i);
                }
                else if (sch.enum) {
                    for (const tagValue of sch.enum) {
                        addMapping(tagValue, i);
                    }
                }
                else {
                    throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
                }
            }
            function addMapping(tagValue, i) {
                if (typeof tagValue != "string" || tagValue in oneOfMapping) {
                    throw new Error(`discriminator: "${tagName}" values must be unique strings`);
                }
                oneOfMapping[tagValue] = i;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 7115:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.DiscrError = void 0;
var DiscrError;
(function (DiscrError) {
    DiscrError["Tag"] = "tag";
    DiscrError["Mapping"] = "mapping";
})(DiscrError || (exports.DiscrError = DiscrError = {}));
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 4298:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __nccwpck_require__(7397);
const validation_1 = __nccwpck_require__(5481);
const applicator_1 = __nccwpck_require__(8775);
const dynamic_1 = __nccwpck_require__(9923);
const next_1 = __nccwpck_require__(7844);
const unevaluated_1 = __nccwpck_require__(2010);
const format_1 = __nccwpck_require__(2601);
const metadata_1 = __nccwpck_require__(6620);
const draft2020Vocabularies = [
    dynamic_1.default,
    core_1.default,
    validation_1.default,
    (0, applicator_1.default)(true),
    format_1.default,
    metadata_1.metadataVocabulary,
    metadata_1.contentVocabulary,
    next_1.default,
    unevaluated_1.default,
];
exports["default"] = draft2020Vocabularies;
//# sourceMappingURL=draft2020.js.map

/***/ }),

/***/ 9941:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __nccwpck_require__(7397);
const validation_1 = __nccwpck_require__(5481);
const applicator_1 = __nccwpck_require__(8775);
const format_1 = __nccwpck_require__(2601);
const metadata_1 = __nccwpck_require__(6620);
const draft7Vocabularies = [
    core_1.default,
    validation_1.default,
    (0, applicator_1.default)(),
    format_1.default,
    metadata_1.metadataVocabulary,
    metadata_1.contentVocabulary,
];
exports["default"] = draft7Vocabularies;
//# sourceMappingURL=draft7.js.map

/***/ }),

/***/ 8639:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.dynamicAnchor = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const compile_1 = __nccwpck_require__(2718);
const ref_1 = __nccwpck_require__(2996);
const def = {
    keyword: "$dynamicAnchor",
    schemaType: "string",
    code: (cxt) => dynamicAnchor(cxt, cxt.schema),
};
function dynamicAnchor(cxt, anchor) {
    const { gen, it } = cxt;
    it.schemaEnv.root.dynamicAnchors[anchor] = true;
    const v = (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
    const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
    gen.if((0, codegen_1._) `!${v}`, () => gen.assign(v, validate));
}
exports.dynamicAnchor = dynamicAnchor;
function _getValidate(cxt) {
    const { schemaEnv, schema, self } = cxt.it;
    const { root, baseId, localRefs, meta } = schemaEnv.root;
    const { schemaId } = self.opts;
    const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
    compile_1.compileSchema.call(self, sch);
    return (0, ref_1.getValidate)(cxt, sch);
}
exports["default"] = def;
//# sourceMappingURL=dynamicAnchor.js.map

/***/ }),

/***/ 5065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.dynamicRef = void 0;
const codegen_1 = __nccwpck_require__(1436);
const names_1 = __nccwpck_require__(630);
const ref_1 = __nccwpck_require__(2996);
const def = {
    keyword: "$dynamicRef",
    schemaType: "string",
    code: (cxt) => dynamicRef(cxt, cxt.schema),
};
function dynamicRef(cxt, ref) {
    const { gen, keyword, it } = cxt;
    if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
    const anchor = ref.slice(1);
    if (it.allErrors) {
        _dynamicRef();
    }
    else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
    }
    function _dynamicRef(valid) {
        // TODO the assumption here is that `recursiveRef: #` always points to the root
        // of the schema object, which is not correct, because there may be $id that
        // makes # point to it, and the target schema may not contain dynamic/recursiveAnchor.
        // Because of that 2 tests in recursiveRef.json fail.
        // This is a similar problem to #815 (`$id` doesn't alter resolution scope for `{ "$ref": "#" }`).
        // (This problem is not tested in JSON-Schema-Test-Suite)
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
            const v = gen.let("_v", (0, codegen_1._) `${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
            gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        }
        else {
            _callRef(it.validateName, valid)();
        }
    }
    function _callRef(validate, valid) {
        return valid
            ? () => gen.block(() => {
                (0, ref_1.callRef)(cxt, validate);
                gen.let(valid, true);
            })
            : () => (0, ref_1.callRef)(cxt, validate);
    }
}
exports.dynamicRef = dynamicRef;
exports["default"] = def;
//# sourceMappingURL=dynamicRef.js.map

/***/ }),

/***/ 9923:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicAnchor_1 = __nccwpck_require__(8639);
const dynamicRef_1 = __nccwpck_require__(5065);
const recursiveAnchor_1 = __nccwpck_require__(9982);
const recursiveRef_1 = __nccwpck_require__(1794);
const dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
exports["default"] = dynamic;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 9982:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicAnchor_1 = __nccwpck_require__(8639);
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: "$recursiveAnchor",
    schemaType: "boolean",
    code(cxt) {
        if (cxt.schema)
            (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
            (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
    },
};
exports["default"] = def;
//# sourceMappingURL=recursiveAnchor.js.map

/***/ }),

/***/ 1794:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dynamicRef_1 = __nccwpck_require__(5065);
const def = {
    keyword: "$recursiveRef",
    schemaType: "string",
    code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema),
};
exports["default"] = def;
//# sourceMappingURL=recursiveRef.js.map

/***/ }),

/***/ 6402:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match format "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{format: ${schemaCode}}`,
};
const def = {
    keyword: "format",
    type: ["number", "string"],
    schemaType: "string",
    $data: true,
    error,
    code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
            return;
        if ($data)
            validate$DataFormat();
        else
            validateFormat();
        function validate$DataFormat() {
            const fmts = gen.scopeValue("formats", {
                ref: self.formats,
                code: opts.code.formats,
            });
            const fDef = gen.const("fDef", (0, codegen_1._) `${fmts}[${schemaCode}]`);
            const fType = gen.let("fType");
            const format = gen.let("format");
            // TODO simplify
            gen.if((0, codegen_1._) `typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._) `${fDef}.type || "string"`).assign(format, (0, codegen_1._) `${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._) `"string"`).assign(format, fDef));
            cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
            function unknownFmt() {
                if (opts.strictSchema === false)
                    return codegen_1.nil;
                return (0, codegen_1._) `${schemaCode} && !${format}`;
            }
            function invalidFmt() {
                const callFormat = schemaEnv.$async
                    ? (0, codegen_1._) `(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))`
                    : (0, codegen_1._) `${format}(${data})`;
                const validData = (0, codegen_1._) `(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
                return (0, codegen_1._) `${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
            }
        }
        function validateFormat() {
            const formatDef = self.formats[schema];
            if (!formatDef) {
                unknownFormat();
                return;
            }
            if (formatDef === true)
                return;
            const [fmtType, format, fmtRef] = getFormat(formatDef);
            if (fmtType === ruleType)
                cxt.pass(validCondition());
            function unknownFormat() {
                if (opts.strictSchema === false) {
                    self.logger.warn(unknownMsg());
                    return;
                }
                throw new Error(unknownMsg());
                function unknownMsg() {
                    return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
                }
            }
            function getFormat(fmtDef) {
                const code = fmtDef instanceof RegExp
                    ? (0, codegen_1.regexpCode)(fmtDef)
                    : opts.code.formats
                        ? (0, codegen_1._) `${opts.code.formats}${(0, codegen_1.getProperty)(schema)}`
                        : undefined;
                const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
                if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
                    return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._) `${fmt}.validate`];
                }
                return ["string", fmtDef, fmt];
            }
            function validCondition() {
                if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
                    if (!schemaEnv.$async)
                        throw new Error("async format in sync schema");
                    return (0, codegen_1._) `await ${fmtRef}(${data})`;
                }
                return typeof format == "function" ? (0, codegen_1._) `${fmtRef}(${data})` : (0, codegen_1._) `${fmtRef}.test(${data})`;
            }
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=format.js.map

/***/ }),

/***/ 2601:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const format_1 = __nccwpck_require__(6402);
const format = [format_1.default];
exports["default"] = format;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 6620:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.contentVocabulary = exports.metadataVocabulary = void 0;
exports.metadataVocabulary = [
    "title",
    "description",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "examples",
];
exports.contentVocabulary = [
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
];
//# sourceMappingURL=metadata.js.map

/***/ }),

/***/ 7844:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependentRequired_1 = __nccwpck_require__(643);
const dependentSchemas_1 = __nccwpck_require__(3818);
const limitContains_1 = __nccwpck_require__(3907);
const next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
exports["default"] = next;
//# sourceMappingURL=next.js.map

/***/ }),

/***/ 2010:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const unevaluatedProperties_1 = __nccwpck_require__(6855);
const unevaluatedItems_1 = __nccwpck_require__(4144);
const unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
exports["default"] = unevaluated;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4144:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { len } }) => (0, codegen_1.str) `must NOT have more than ${len} items`,
    params: ({ params: { len } }) => (0, codegen_1._) `{limit: ${len}}`,
};
const def = {
    keyword: "unevaluatedItems",
    type: "array",
    schemaType: ["boolean", "object"],
    error,
    code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
            return;
        const len = gen.const("len", (0, codegen_1._) `${data}.length`);
        if (schema === false) {
            cxt.setParams({ len: items });
            cxt.fail((0, codegen_1._) `${len} > ${items}`);
        }
        else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.var("valid", (0, codegen_1._) `${len} <= ${items}`);
            gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
            cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
            gen.forRange("i", from, len, (i) => {
                cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
                if (!it.allErrors)
                    gen.if((0, codegen_1.not)(valid), () => gen.break());
            });
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=unevaluatedItems.js.map

/***/ }),

/***/ 6855:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const names_1 = __nccwpck_require__(630);
const error = {
    message: "must NOT have unevaluated properties",
    params: ({ params }) => (0, codegen_1._) `{unevaluatedProperty: ${params.unevaluatedProperty}}`,
};
const def = {
    keyword: "unevaluatedProperties",
    type: "object",
    schemaType: ["boolean", "object"],
    trackErrors: true,
    error,
    code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        /* istanbul ignore if */
        if (!errsCount)
            throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
            gen.if((0, codegen_1._) `${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        }
        else if (props !== true) {
            gen.forIn("key", data, (key) => props === undefined
                ? unevaluatedPropCode(key)
                : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._) `${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
            if (schema === false) {
                cxt.setParams({ unevaluatedProperty: key });
                cxt.error();
                if (!allErrors)
                    gen.break();
                return;
            }
            if (!(0, util_1.alwaysValidSchema)(it, schema)) {
                const valid = gen.name("valid");
                cxt.subschema({
                    keyword: "unevaluatedProperties",
                    dataProp: key,
                    dataPropType: util_1.Type.Str,
                }, valid);
                if (!allErrors)
                    gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
            return (0, codegen_1._) `!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
            const ps = [];
            for (const p in evaluatedProps) {
                if (evaluatedProps[p] === true)
                    ps.push((0, codegen_1._) `${key} !== ${p}`);
            }
            return (0, codegen_1.and)(...ps);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=unevaluatedProperties.js.map

/***/ }),

/***/ 8026:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to constant",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValue: ${schemaCode}}`,
};
const def = {
    keyword: "const",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || (schema && typeof schema == "object")) {
            cxt.fail$data((0, codegen_1._) `!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        }
        else {
            cxt.fail((0, codegen_1._) `${schema} !== ${data}`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=const.js.map

/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dependencies_1 = __nccwpck_require__(5826);
const def = {
    keyword: "dependentRequired",
    type: "object",
    schemaType: "object",
    error: dependencies_1.error,
    code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt),
};
exports["default"] = def;
//# sourceMappingURL=dependentRequired.js.map

/***/ }),

/***/ 3200:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: "must be equal to one of the allowed values",
    params: ({ schemaCode }) => (0, codegen_1._) `{allowedValues: ${schemaCode}}`,
};
const def = {
    keyword: "enum",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
            throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => (eql !== null && eql !== void 0 ? eql : (eql = (0, util_1.useFunc)(gen, equal_1.default)));
        let valid;
        if (useLoop || $data) {
            valid = gen.let("valid");
            cxt.block$data(valid, loopEnum);
        }
        else {
            /* istanbul ignore if */
            if (!Array.isArray(schema))
                throw new Error("ajv implementation error");
            const vSchema = gen.const("vSchema", schemaCode);
            valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
            gen.assign(valid, false);
            gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._) `${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
            const sch = schema[i];
            return typeof sch === "object" && sch !== null
                ? (0, codegen_1._) `${getEql()}(${data}, ${vSchema}[${i}])`
                : (0, codegen_1._) `${data} === ${sch}`;
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=enum.js.map

/***/ }),

/***/ 5481:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const limitNumber_1 = __nccwpck_require__(3723);
const multipleOf_1 = __nccwpck_require__(8132);
const limitLength_1 = __nccwpck_require__(6962);
const pattern_1 = __nccwpck_require__(6023);
const limitProperties_1 = __nccwpck_require__(895);
const required_1 = __nccwpck_require__(4504);
const limitItems_1 = __nccwpck_require__(6296);
const uniqueItems_1 = __nccwpck_require__(5132);
const const_1 = __nccwpck_require__(8026);
const enum_1 = __nccwpck_require__(3200);
const validation = [
    // number
    limitNumber_1.default,
    multipleOf_1.default,
    // string
    limitLength_1.default,
    pattern_1.default,
    // object
    limitProperties_1.default,
    required_1.default,
    // array
    limitItems_1.default,
    uniqueItems_1.default,
    // any
    { keyword: "type", schemaType: ["string", "array"] },
    { keyword: "nullable", schemaType: "boolean" },
    const_1.default,
    enum_1.default,
];
exports["default"] = validation;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 3907:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const util_1 = __nccwpck_require__(4464);
const def = {
    keyword: ["maxContains", "minContains"],
    type: "array",
    schemaType: "number",
    code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === undefined) {
            (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=limitContains.js.map

/***/ }),

/***/ 6296:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} items`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxItems", "minItems"],
    type: "array",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `${data}.length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitItems.js.map

/***/ }),

/***/ 6962:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const ucs2length_1 = __nccwpck_require__(6214);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} characters`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxLength", "minLength"],
    type: "string",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._) `${data}.length` : (0, codegen_1._) `${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._) `${len} ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitLength.js.map

/***/ }),

/***/ 3723:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const ops = codegen_1.operators;
const KWDs = {
    maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
    minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
    exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
    exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE },
};
const error = {
    message: ({ keyword, schemaCode }) => (0, codegen_1.str) `must be ${KWDs[keyword].okStr} ${schemaCode}`,
    params: ({ keyword, schemaCode }) => (0, codegen_1._) `{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`,
};
const def = {
    keyword: Object.keys(KWDs),
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._) `${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitNumber.js.map

/***/ }),

/***/ 895:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str) `must NOT have ${comp} than ${schemaCode} properties`;
    },
    params: ({ schemaCode }) => (0, codegen_1._) `{limit: ${schemaCode}}`,
};
const def = {
    keyword: ["maxProperties", "minProperties"],
    type: "object",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._) `Object.keys(${data}).length ${op} ${schemaCode}`);
    },
};
exports["default"] = def;
//# sourceMappingURL=limitProperties.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must be multiple of ${schemaCode}`,
    params: ({ schemaCode }) => (0, codegen_1._) `{multipleOf: ${schemaCode}}`,
};
const def = {
    keyword: "multipleOf",
    type: "number",
    schemaType: "number",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        // const bdt = bad$DataType(schemaCode, <string>def.schemaType, $data)
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec
            ? (0, codegen_1._) `Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}`
            : (0, codegen_1._) `${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._) `(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
    },
};
exports["default"] = def;
//# sourceMappingURL=multipleOf.js.map

/***/ }),

/***/ 6023:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const util_1 = __nccwpck_require__(4464);
const codegen_1 = __nccwpck_require__(1436);
const error = {
    message: ({ schemaCode }) => (0, codegen_1.str) `must match pattern "${schemaCode}"`,
    params: ({ schemaCode }) => (0, codegen_1._) `{pattern: ${schemaCode}}`,
};
const def = {
    keyword: "pattern",
    type: "string",
    schemaType: "string",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
            const { regExp } = it.opts.code;
            const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._) `new RegExp` : (0, util_1.useFunc)(gen, regExp);
            const valid = gen.let("valid");
            gen.try(() => gen.assign(valid, (0, codegen_1._) `${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
            cxt.fail$data((0, codegen_1._) `!${valid}`);
        }
        else {
            const regExp = (0, code_1.usePattern)(cxt, schema);
            cxt.fail$data((0, codegen_1._) `!${regExp}.test(${data})`);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=pattern.js.map

/***/ }),

/***/ 4504:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const code_1 = __nccwpck_require__(8484);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const error = {
    message: ({ params: { missingProperty } }) => (0, codegen_1.str) `must have required property '${missingProperty}'`,
    params: ({ params: { missingProperty } }) => (0, codegen_1._) `{missingProperty: ${missingProperty}}`,
};
const def = {
    keyword: "required",
    type: "object",
    schemaType: "array",
    $data: true,
    error,
    code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
            return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
            allErrorsMode();
        else
            exitOnErrorMode();
        if (opts.strictRequired) {
            const props = cxt.parentSchema.properties;
            const { definedProperties } = cxt.it;
            for (const requiredKey of schema) {
                if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === undefined && !definedProperties.has(requiredKey)) {
                    const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
                    const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
                    (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
                }
            }
        }
        function allErrorsMode() {
            if (useLoop || $data) {
                cxt.block$data(codegen_1.nil, loopAllRequired);
            }
            else {
                for (const prop of schema) {
                    (0, code_1.checkReportMissingProp)(cxt, prop);
                }
            }
        }
        function exitOnErrorMode() {
            const missing = gen.let("missing");
            if (useLoop || $data) {
                const valid = gen.let("valid", true);
                cxt.block$data(valid, () => loopUntilMissing(missing, valid));
                cxt.ok(valid);
            }
            else {
                gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
                (0, code_1.reportMissingProp)(cxt, missing);
                gen.else();
            }
        }
        function loopAllRequired() {
            gen.forOf("prop", schemaCode, (prop) => {
                cxt.setParams({ missingProperty: prop });
                gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
            });
        }
        function loopUntilMissing(missing, valid) {
            cxt.setParams({ missingProperty: missing });
            gen.forOf(missing, schemaCode, () => {
                gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
                gen.if((0, codegen_1.not)(valid), () => {
                    cxt.error();
                    gen.break();
                });
            }, codegen_1.nil);
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=required.js.map

/***/ }),

/***/ 5132:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const dataType_1 = __nccwpck_require__(6685);
const codegen_1 = __nccwpck_require__(1436);
const util_1 = __nccwpck_require__(4464);
const equal_1 = __nccwpck_require__(4951);
const error = {
    message: ({ params: { i, j } }) => (0, codegen_1.str) `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
    params: ({ params: { i, j } }) => (0, codegen_1._) `{i: ${i}, j: ${j}}`,
};
const def = {
    keyword: "uniqueItems",
    type: "array",
    schemaType: "boolean",
    $data: true,
    error,
    code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
            return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._) `${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
            const i = gen.let("i", (0, codegen_1._) `${data}.length`);
            const j = gen.let("j");
            cxt.setParams({ i, j });
            gen.assign(valid, true);
            gen.if((0, codegen_1._) `${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
            return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
            const item = gen.name("item");
            const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
            const indices = gen.const("indices", (0, codegen_1._) `{}`);
            gen.for((0, codegen_1._) `;${i}--;`, () => {
                gen.let(item, (0, codegen_1._) `${data}[${i}]`);
                gen.if(wrongType, (0, codegen_1._) `continue`);
                if (itemTypes.length > 1)
                    gen.if((0, codegen_1._) `typeof ${item} == "string"`, (0, codegen_1._) `${item} += "_"`);
                gen
                    .if((0, codegen_1._) `typeof ${indices}[${item}] == "number"`, () => {
                    gen.assign(j, (0, codegen_1._) `${indices}[${item}]`);
                    cxt.error();
                    gen.assign(valid, false).break();
                })
                    .code((0, codegen_1._) `${indices}[${item}] = ${i}`);
            });
        }
        function loopN2(i, j) {
            const eql = (0, util_1.useFunc)(gen, equal_1.default);
            const outer = gen.name("outer");
            gen.label(outer).for((0, codegen_1._) `;${i}--;`, () => gen.for((0, codegen_1._) `${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._) `${eql}(${data}[${i}], ${data}[${j}])`, () => {
                cxt.error();
                gen.assign(valid, false).break(outer);
            })));
        }
    },
};
exports["default"] = def;
//# sourceMappingURL=uniqueItems.js.map

/***/ }),

/***/ 3430:
/***/ ((module) => {



// do not edit .js files directly - edit src/index.jst



module.exports = function equal(a, b) {
  if (a === b) return true;

  if (a && b && typeof a == 'object' && typeof b == 'object') {
    if (a.constructor !== b.constructor) return false;

    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;)
        if (!equal(a[i], b[i])) return false;
      return true;
    }



    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();

    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;

    for (i = length; i-- !== 0;)
      if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;

    for (i = length; i-- !== 0;) {
      var key = keys[i];

      if (!equal(a[key], b[key])) return false;
    }

    return true;
  }

  // true if both NaN, false otherwise
  return a!==a && b!==b;
};


/***/ }),

/***/ 1167:
/***/ ((module) => {



var traverse = module.exports = function (schema, opts, cb) {
  // Legacy support for v0.3.1 and earlier.
  if (typeof opts == 'function') {
    cb = opts;
    opts = {};
  }

  cb = opts.cb || cb;
  var pre = (typeof cb == 'function') ? cb : cb.pre || function() {};
  var post = cb.post || function() {};

  _traverse(opts, pre, post, schema, '', schema);
};


traverse.keywords = {
  additionalItems: true,
  items: true,
  contains: true,
  additionalProperties: true,
  propertyNames: true,
  not: true,
  if: true,
  then: true,
  else: true
};

traverse.arrayKeywords = {
  items: true,
  allOf: true,
  anyOf: true,
  oneOf: true
};

traverse.propsKeywords = {
  $defs: true,
  definitions: true,
  properties: true,
  patternProperties: true,
  dependencies: true
};

traverse.skipKeywords = {
  default: true,
  enum: true,
  const: true,
  required: true,
  maximum: true,
  minimum: true,
  exclusiveMaximum: true,
  exclusiveMinimum: true,
  multipleOf: true,
  maxLength: true,
  minLength: true,
  pattern: true,
  format: true,
  maxItems: true,
  minItems: true,
  uniqueItems: true,
  maxProperties: true,
  minProperties: true
};


function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
  if (schema && typeof schema == 'object' && !Array.isArray(schema)) {
    pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
    for (var key in schema) {
      var sch = schema[key];
      if (Array.isArray(sch)) {
        if (key in traverse.arrayKeywords) {
          for (var i=0; i<sch.length; i++)
            _traverse(opts, pre, post, sch[i], jsonPtr + '/' + key + '/' + i, rootSchema, jsonPtr, key, schema, i);
        }
      } else if (key in traverse.propsKeywords) {
        if (sch && typeof sch == 'object') {
          for (var prop in sch)
            _traverse(opts, pre, post, sch[prop], jsonPtr + '/' + key + '/' + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
        }
      } else if (key in traverse.keywords || (opts.allKeys && !(key in traverse.skipKeywords))) {
        _traverse(opts, pre, post, sch, jsonPtr + '/' + key, rootSchema, jsonPtr, key, schema);
      }
    }
    post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
  }
}


function escapeJsonPtr(str) {
  return str.replace(/~/g, '~0').replace(/\//g, '~1');
}


/***/ }),

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1328);
/** The CLI's entry: everything happens in main(). */

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .iW)(process.argv.slice(2), (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .processIO */ .Wb)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1328:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  iW: () => (/* binding */ main),
  Wb: () => (/* binding */ processIO)
});

// UNUSED EXPORTS: helpText, selectCommand

;// CONCATENATED MODULE: ./src/version.ts
/** benchgate's version (kept equal to package.json by a test). */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/cli/command.ts
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
;// CONCATENATED MODULE: ./src/core/options.ts

/** Parses `a,b c` lists (comma or white space). 'auto' or empty → 'auto'. */
function parseSuitesList(v) {
    const items = v.split(/[\s,]+/).filter(Boolean);
    return items.length === 0 || (items.length === 1 && items[0] === 'auto') ? 'auto' : items;
}
function parseFailOn(v) {
    if (v === 'error' || v === 'warning' || v === 'never')
        return v;
    throw new Error(`fail-on must be error, warning or never (got "${v}")`);
}
/**
 * Suite options given as YAML/JSON text: `{suite: {key: value}}`. Used by the action's `options` input.
 * Throws with a message naming the problem.
 */
function parseSuiteOptionsText(text) {
    if (text.trim() === '')
        return {};
    let v;
    try {
        v = parse(text, { maxAliasCount: 20 });
    }
    catch (e) {
        throw new Error(`options is not valid YAML/JSON: ${e.message.split('\n')[0]}`);
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        throw new Error('options must be a mapping from suite id to a mapping of options');
    const out = {};
    for (const [k, o] of Object.entries(v)) {
        if (o === null || typeof o !== 'object' || Array.isArray(o))
            throw new Error(`options.${k} must be a mapping of options`);
        out[k] = o;
    }
    return out;
}
/** `suite.key=value` from the CLI's --option flag; the value is read as YAML (numbers, booleans, lists). */
function parseOptionFlag(flag, into) {
    const m = /^([a-z0-9-]+)\.([A-Za-z0-9_.-]+)=(.*)$/s.exec(flag);
    if (!m)
        throw new Error(`--option must look like suite.key=value (got "${flag}")`);
    let value = m[3];
    try {
        value = (0,dist/* parse */.qg)(m[3], { maxAliasCount: 0 });
    }
    catch {
        /* keep the string */
    }
    (into[m[1]] ??= {})[m[2]] = value;
}
/** Merges option maps, later ones winning key by key. */
function mergeSuiteOptions(...maps) {
    const out = {};
    for (const m of maps)
        for (const [s, o] of Object.entries(m))
            out[s] = { ...(out[s] ?? {}), ...o };
    return out;
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/codes/types.ts
function defineCodes(defs) {
    return defs;
}
/** Index a code list by code, typed, so emitters write `AM.AM001` and a typo fails to compile. */
function codeIndex(defs) {
    const out = {};
    for (const d of defs)
        out[d.code] = d;
    return out;
}

;// CONCATENATED MODULE: ./src/codes/general.ts

/** Codes of the run itself: configuration, discovery, paths and internal errors. Prefix BG. */
const GENERAL_CODES = defineCodes([
    { code: 'BG001', severity: 'warning', title: 'No artifacts found', description: 'No suite found any artifact under the checked path, so no gate ran.', fix: 'Check the `path` input and `.benchgate.yml` include/exclude patterns, or set `suites` to the families the repository holds.' },
    { code: 'BG002', severity: 'error', title: 'Invalid configuration', description: '`.benchgate.yml` (or an action input) could not be read or has a wrong key, type or value.', fix: 'Correct the key at the reported line; see docs/configuration.md for every key.' },
    { code: 'BG003', severity: 'error', title: 'Path escapes the repository', description: 'A path taken from an artifact or the configuration is absolute, contains `..`, or resolves (through a symlink) outside the repository root.', fix: 'Use a relative path inside the repository, and do not point symlinks outside it.' },
    { code: 'BG004', severity: 'error', title: 'Unknown suite', description: 'A suite named in `suites` or `.benchgate.yml` does not exist.', fix: 'Use one of the suite ids listed by `benchgate check --help`.' },
    { code: 'BG005', severity: 'error', title: 'Suite crashed', description: 'A suite raised an unexpected internal error on an artifact; its gates for that artifact are undecided.', fix: 'Report the message to the benchgate maintainers with the artifact; run with `--debug` for the stack trace.' },
    { code: 'BG006', severity: 'notice', title: 'Symlink skipped', description: 'Discovery found a symlink that resolves outside the repository root and did not follow it.', fix: 'Nothing, unless the artifact behind it should be checked: then place it inside the repository.' },
    { code: 'BG007', severity: 'notice', title: 'Findings not shown as annotations', description: 'GitHub shows at most 10 annotations per level per step; the rest are in the job summary and the JSON report.', fix: 'Read the full list in the job summary, the JSON report, SARIF or the check run.' },
    { code: 'BG008', severity: 'error', title: 'Cannot read file', description: 'A file could not be read (permissions, a directory where a file was expected, or an I/O error).', fix: 'Make the file readable, or exclude it in `.benchgate.yml`.' },
    { code: 'BG009', severity: 'warning', title: 'Report truncated', description: 'The job summary would exceed GitHub\'s 1 MiB limit, so its longest tables were cut; the JSON report keeps everything.', fix: 'Read the JSON report (`report-json`) for the full list.' }
]);
const BG = codeIndex(GENERAL_CODES);

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/codes.ts

/** ARTIFACT_MANIFEST.tsv verification (PQID-Bench data dictionary §10). Prefix AM. */
const ARTIFACT_MANIFEST_CODES = defineCodes([
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
const AM = codeIndex(ARTIFACT_MANIFEST_CODES);

;// CONCATENATED MODULE: ./src/suites/pqid/codes.ts

/** PQID-Bench codes (prefix PQ). Messages of PQ001–PQ011 and PQ030–PQ043 repeat the reference's own text. */
const PQID_CODES = defineCodes([
    { code: 'PQ001', severity: 'error', title: 'Invalid JSONL line', description: 'A non-blank line of a PQID-Bench JSONL file is not valid JSON (the reference stops with "Invalid JSONL at FILE:LINE").', fix: 'Write one complete JSON object per line; remove truncated or hand-edited lines.' },
    { code: 'PQ002', severity: 'error', title: 'Record is not a JSON object', description: 'A line holds a JSON array, string, number or null instead of an object ("Expected an object at FILE:LINE").', fix: 'Write each record as a JSON object `{...}`.' },
    { code: 'PQ003', severity: 'error', title: 'Record lacks model or prompt_id', description: 'The model or prompt_id is absent, null, false, 0 or an empty string (the reference coerces with `str(x or "")`).', fix: 'Give every evaluation record a non-empty string `model` and `prompt_id`.' },
    { code: 'PQ004', severity: 'error', title: 'Duplicate model-prompt key', description: 'Two records share the canonical key (model, prompt_id); the summarizer rejects duplicates.', fix: 'Keep exactly one record per model and prompt; remove the repeated line.' },
    { code: 'PQ005', severity: 'error', title: 'Endpoint value is not Boolean or 0/1', description: 'An endpoint field (or alias) holds a string, null, 2, -1, NaN, an array or an object; only JSON Booleans and numbers equal to 0 or 1 are accepted.', fix: 'Write true/false (or 0/1). Omit an optional endpoint instead of writing null.' },
    { code: 'PQ006', severity: 'error', title: 'Conflicting endpoint aliases', description: 'Two names of the same endpoint (e.g. report_executable and execution) disagree.', fix: 'Keep one name per endpoint, or make all aliases agree.' },
    { code: 'PQ007', severity: 'error', title: 'Missing required endpoint', description: 'The record has no execution alias or no signature alias; both are required.', fix: 'Add report_executable (or execution / execution_success) and report_signature_match (or signature / signature_match).' },
    { code: 'PQ008', severity: 'error', title: 'Endpoint invariant violated', description: 'The record breaks parameter ⇒ ordered ⇒ signature ⇒ execution or assembly ⇒ execution (an absent ordered key counts as false for parameter ⇒ ordered).', fix: 'Correct the evaluator output: a cell cannot match a stronger endpoint while failing a weaker one.' },
    { code: 'PQ009', severity: 'error', title: 'Assembly admissibility partially present', description: 'Some records carry an assembly-admissibility field and others do not; it must be on every record or none.', fix: 'Add report_assembly_admissible to every record, or remove it from all of them.' },
    { code: 'PQ010', severity: 'error', title: 'No evaluation records', description: 'The file is empty or holds only blank lines ("No evaluation records supplied").', fix: 'Write the evaluation records, or exclude the file from discovery.' },
    { code: 'PQ011', severity: 'error', title: 'File is not valid UTF-8', description: 'The file has a byte sequence that is not UTF-8; the reference stops with the codec message.', fix: 'Re-encode the file as UTF-8 (without a byte-order mark).' },
    { code: 'PQ012', severity: 'error', title: 'Cannot read PQID file', description: 'A configured or discovered PQID file is missing, is a directory, or cannot be read.', fix: 'Point the option at an existing regular file inside the repository.' },
    { code: 'PQ013', severity: 'error', title: 'Line too long', description: 'A line is longer than `max-line-bytes` (64 MiB by default); benchgate skips it to bound memory.', fix: 'Split the record or raise `max-line-bytes` if such a record is intended.' },
    { code: 'PQ014', severity: 'notice', title: 'More problems not listed', description: 'A file had more problems than `max-findings-per-file`; the rest are counted but not listed.', fix: 'Fix the listed problems first, or raise `max-findings-per-file`.' },
    { code: 'PQ020', severity: 'warning', title: 'Record violates its JSON Schema', description: 'A record does not validate against its PQID-Bench JSON Schema (draft 2020-12). The reference CLI never validates its schemas and accepts some such rows (aliases, 0/1 values, numeric ids), so this is a warning by default (`schema-severity`).', fix: 'Use the canonical field names and types of the data dictionary (e.g. Boolean endpoints, string ids).' },
    { code: 'PQ030', severity: 'error', title: 'Run manifest is not a JSON object', description: 'The candidate run manifest is not valid JSON, or not an object.', fix: 'Write run-manifest.json as a JSON object with the seven version/run fields.' },
    { code: 'PQ031', severity: 'error', title: 'Run manifest lacks required fields', description: 'One of package_version, benchmark_release, evaluator_version, predicate_version, schema_version, artifact_manifest_version, run_type is absent or empty (null and "" count as missing).', fix: 'Fill in every field; see the minimal compatible manifest in docs/pqid.md.' },
    { code: 'PQ032', severity: 'error', title: 'Unsupported run_type', description: 'run_type is not canonical_reproduction, archived_replay, supplied_evaluation or live_replication.', fix: 'Use one of the four run types.' },
    { code: 'PQ033', severity: 'error', title: 'Run manifest incompatible with the frozen release', description: 'benchmark_release, evaluator_version, predicate_version or schema_version differs from the frozen comparison contract (1.0.0 / pqid-bench-evaluator-1.1.0-safe-builtins / pqid-bench-reference-signature-1.0.0-count-map / 1.0.0).', fix: 'Re-score with the frozen evaluator and predicate, or do not compare against this release.' },
    { code: 'PQ034', severity: 'error', title: 'No candidate run manifest', description: 'An evaluation file is compared with a frozen release but no candidate run manifest was found (option `candidate-manifest`, or a run-manifest.json beside the file).', fix: 'Add run-manifest.json next to the evaluations or set `candidate-manifest`.' },
    { code: 'PQ040', severity: 'error', title: 'Candidate models have different prompt sets', description: 'All candidate models must share one prompt denominator, even with allow-partial.', fix: 'Evaluate every model on the same prompts.' },
    { code: 'PQ041', severity: 'error', title: 'Prompt IDs outside the frozen test set', description: 'The candidate has prompt IDs that the frozen 154-prompt file does not list.', fix: 'Remove or rename the unknown prompt IDs.' },
    { code: 'PQ042', severity: 'error', title: 'Candidate does not cover the frozen test set', description: 'Prompt IDs of the frozen test set are missing and `allow-partial` is off.', fix: 'Evaluate all frozen prompts, or set `allow-partial: true` for an explicitly labelled matched-subset comparison.' },
    { code: 'PQ043', severity: 'error', title: 'No identifiable prompts to compare', description: 'After the frozen identifiability exclusions no compared prompt is left.', fix: 'Include prompts outside the identifiability exclusions.' },
    { code: 'PQ044', severity: 'error', title: 'Frozen release incomplete', description: 'A file compare or reproduce needs is missing from the release directory (prompt file, identifiability JSON or cell audit).', fix: 'Use the evidence profile of the release (the core bundle omits artifacts/analysis_154/).' },
    { code: 'PQ045', severity: 'notice', title: 'Matched-subset comparison', description: 'The candidate covers only part of the frozen test set; the comparison is a matched subset.', fix: 'Nothing, if intended; evaluate all 154 prompts for a full-test-set comparison.' },
    { code: 'PQ050', severity: 'error', title: 'Release file missing', description: 'A path listed in ARTIFACT_MANIFEST.tsv is not a regular file (or resolves outside the release through a symlink).', fix: 'Restore the file, or regenerate the manifest.' },
    { code: 'PQ051', severity: 'error', title: 'Release file size mismatch', description: 'A listed file has a size other than the manifest says.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ052', severity: 'error', title: 'Release file hash mismatch', description: 'A listed file has the right size but a different SHA-256.', fix: 'Restore the released file, or regenerate the manifest if the change is intended.' },
    { code: 'PQ053', severity: 'error', title: 'ARTIFACT_MANIFEST.tsv unreadable', description: 'The manifest is missing, has a wrong header (a BOM counts), an empty/duplicate/absolute/traversal path or a non-integer size.', fix: 'Write the header `path<TAB>bytes<TAB>sha256` and one safe relative path per line.' },
    { code: 'PQ060', severity: 'error', title: 'Canonical parity failed', description: 'Reproducing the frozen summary from the release cell audit does not give the published counts.', fix: 'Restore the released cell audit and identifiability JSON.' },
    { code: 'PQ061', severity: 'error', title: 'Repeatability parity failed', description: 'The stochastic-repeatability table does not have 4,536 cells, 21 models, 72 prompts and 3 runs.', fix: 'Restore the released repeatability table.' },
    { code: 'PQ070', severity: 'error', title: 'Rate below the minimum', description: 'A rate configured in `min-rates` is below its minimum (or one in `max-rates` above its maximum).', fix: 'Improve the candidate, or change the threshold in .benchgate.yml if it is wrong.' },
    { code: 'PQ071', severity: 'error', title: 'Regression against the frozen release', description: 'A rate configured in `max-regression` moved the wrong way by more than allowed compared with the frozen release on the same prompts.', fix: 'Fix the regression before tagging the release, or change the allowance in .benchgate.yml.' },
    { code: 'PQ072', severity: 'warning', title: 'Metric gate cannot decide', description: 'A metric gate names a rate that is unavailable (null) for this file, or a regression gate has no frozen release to compare with.', fix: 'Supply the layer (e.g. assembly or ordered fields), set `release-dir`, or remove the metric from the gate.' },
    { code: 'PQ080', severity: 'error', title: 'Invalid pqid option', description: 'A `suites.pqid.options` key or action input has a wrong name, type or value.', fix: 'Correct it; docs/pqid.md lists every option.' },
    { code: 'PQ090', severity: 'warning', title: 'Configured PQID path matches nothing', description: 'An `evaluations`, `release-dir` or `candidate-manifest` option names nothing in the repository.', fix: 'Correct the path or glob (repository-relative, POSIX separators).' }
]);
const PQ = codeIndex(PQID_CODES);

;// CONCATENATED MODULE: ./src/suites/qsolve/codes.ts

/**
 * Qsolve workflow codes.
 * E050, E052, E053 and E054 are Qsolve's own documented lint codes, used exactly as the Benchmarks page defines them
 * (E051 is not documented anywhere and is deliberately not used). Every other finding is benchgate's own, prefix QS.
 */
const QSOLVE_CODES = defineCodes([
    { code: 'E050', severity: 'error', title: 'benchmarks/cases.yaml missing', description: 'Qsolve lint code: the workflow folder has no `benchmarks/cases.yaml`, so it defines no benchmark case.', fix: 'Add `benchmarks/cases.yaml` with a `cases:` list of known-answer inputs (see docs/qsolve.md).' },
    { code: 'E052', severity: 'error', title: 'hardware_cases unreadable or invalid', description: 'Qsolve lint code: `benchmarks/cases.yaml` does not load (YAML error, too large, aliases), or `hardware_cases` is not a list, has an unknown key or a wrong type, or a hardware case has no `target` of the form `ibm:<device>` (letters, digits, `_ . -`, 1 to 60 characters).', fix: 'Fix the YAML at the reported line; give every hardware case only the documented keys and a target such as `ibm:ibm_fez`.' },
    { code: 'E053', severity: 'error', title: 'More than three hardware cases', description: 'Qsolve lint code: `hardware_cases` lists more than 3 entries.', fix: 'Keep at most three hardware cases; move the others to `cases` with a `fake:` target.' },
    { code: 'E054', severity: 'error', title: 'hardware_cases without qpu: [ibm]', description: 'Qsolve lint code: `benchmarks/cases.yaml` lists hardware cases but the manifest does not list `ibm` under `targets.qpu`.', fix: 'Add `targets: {qpu: [ibm]}` to the manifest, or remove `hardware_cases`.' },
    { code: 'QS001', severity: 'error', title: 'Manifest unreadable', description: 'The workflow manifest (`qsolve.yaml` or `qsolve.json`) cannot be read: too large, not UTF-8, a YAML/JSON syntax error, duplicate keys or aliases.', fix: 'Fix the manifest at the reported line so it loads as one mapping.' },
    { code: 'QS002', severity: 'error', title: 'Manifest invalid', description: 'The manifest does not match `schemas/qsolve/manifest.schema.json`, or breaks a method rule (unique names, exactly one classical `reference`, at least one quantum method).', fix: 'Correct the key at the reported line; docs/qsolve.md lists every manifest key.' },
    { code: 'QS003', severity: 'error', title: 'Schema unreadable or invalid', description: 'The input, output or parameter JSON Schema named by the manifest is missing, leaves the workflow folder, does not parse, or is not a valid JSON Schema (draft 2020-12 or draft-07).', fix: 'Point `schemas.input` / `schemas.output` at a JSON Schema file inside the workflow folder and make it compile.' },
    { code: 'QS004', severity: 'error', title: 'Entry module missing', description: 'The `entry` module named by the manifest (`workflow.py` or `workflow.mjs`) does not exist inside the workflow folder.', fix: 'Add the module or correct `entry` in the manifest.' },
    { code: 'QS005', severity: 'error', title: 'No example input', description: 'The workflow has no `examples/*.json` file; the `example_inputs` gate needs at least one.', fix: 'Add at least one example input, e.g. `examples/ring_6.json`, holding one JSON object.' },
    { code: 'QS006', severity: 'error', title: 'Example unreadable', description: 'An example file is too large, not UTF-8, not JSON, or not one JSON object.', fix: 'Make each `examples/*.json` hold exactly one JSON object.' },
    { code: 'QS007', severity: 'error', title: 'Example does not match the input schema', description: 'An example input fails the input JSON Schema; the message gives the failing schema path.', fix: 'Correct the example or the input schema at the reported path.' },
    { code: 'QS008', severity: 'error', title: 'Invalid benchmark case', description: 'A `cases` entry in `benchmarks/cases.yaml` has an unknown key (inside the case or its `expect`), a wrong type or no `name`, or `cases` is not a list. `qsolve test` stops with a validation error on it.', fix: 'Use only the documented keys (name, input_file, input, params, seed, target, expect) with the documented types; check the spelling at the reported line.' },
    { code: 'QS009', severity: 'error', title: 'Case has no input', description: 'A case has neither `input` nor `input_file`; the submission is rejected.', fix: 'Give the case an inline `input` object or an `input_file` inside the workflow folder.' },
    { code: 'QS010', severity: 'error', title: 'Case input_file path refused', description: 'A case `input_file` is absolute, contains `..`, or leaves the workflow folder (also through a symlink); the submission is rejected.', fix: 'Use a relative path inside the workflow folder, e.g. `benchmarks/inputs/big.json`, and no symlink that points outside.' },
    { code: 'QS011', severity: 'error', title: 'Case input_file unreadable', description: 'A case `input_file` does not exist, is too large, or does not hold one JSON object; the submission is rejected.', fix: 'Create the file with one JSON object, or correct the path.' },
    { code: 'QS012', severity: 'error', title: 'Case input does not match the input schema', description: 'A case input fails the workflow input schema; the submission is rejected with the schema path that failed.', fix: 'Correct the case input (or the schema) at the reported schema path.' },
    { code: 'QS013', severity: 'error', title: 'Too many shots', description: 'A case sets `params.shots` above 100,000; the submission is rejected.', fix: 'Use at most 100000 shots.' },
    { code: 'QS014', severity: 'error', title: 'Case params do not match the parameter schema', description: 'A case `params` object fails the manifest `parameters` JSON Schema, or is given while the manifest declares none.', fix: 'Use only parameters the manifest declares, with the declared types and bounds.' },
    { code: 'QS015', severity: 'error', title: 'The hardware cases are too large', description: 'All hardware cases together, with their inputs written out inline as compact JSON, exceed 600 KB (600,000 bytes); publication stops.', fix: 'Use fewer or smaller hardware cases.' },
    { code: 'QS016', severity: 'warning', title: 'ibm: target under cases', description: 'A case under `cases` targets real IBM hardware; validation has no network and no device, so this case cannot run and fails. Qsolve lint does not flag it.', fix: 'Move the case to `hardware_cases`, or give it a `fake:<device>@<scale>` target.' },
    { code: 'QS017', severity: 'warning', title: 'Duplicate case name and target', description: 'Two cases share a name and target; the track record keeps one row per name and target, so they hide each other.', fix: 'Give every case a unique name.' },
    { code: 'QS018', severity: 'notice', title: 'input_file ignored', description: 'A case gives both `input` and `input_file`; `input` wins and `input_file` is ignored (and not checked).', fix: 'Remove one of the two keys.' },
    { code: 'QS019', severity: 'error', title: 'cases.yaml without a manifest', description: 'A `benchmarks/cases.yaml` was found with no workflow manifest (`qsolve.yaml` / `qsolve.json`) in the folder above it, so it is not checked.', fix: 'Add the manifest next to the `benchmarks/` folder, or remove the stray file.' },
    { code: 'QS020', severity: 'error', title: 'Run records unreadable or invalid', description: 'The run records file cannot be read or does not match `schemas/qsolve/run-record.schema.json`; the gates that need runs stay undecided.', fix: 'Regenerate the run records with the benchgate runner, or fix the record at the reported JSON pointer.' },
    { code: 'QS021', severity: 'error', title: 'Benchmark case failed', description: 'A case run failed one of the documented rules (or raised) and so does not meet its `expect`.', fix: 'Read the case message in the track record; fix the workflow or set an honest `expect`.' },
    { code: 'QS022', severity: 'error', title: 'Case has no run record', description: 'A case of `benchmarks/cases.yaml` has no run record, so it did not run.', fix: 'Run every case (regenerate the run records).' },
    { code: 'QS023', severity: 'warning', title: 'Run record for an unknown case', description: 'The run records hold a case that `benchmarks/cases.yaml` does not define (stale records?).', fix: 'Regenerate the run records for the current cases.' },
    { code: 'QS024', severity: 'notice', title: 'Run records from another engine version', description: 'The run records were produced by a different benchgate engine version than the one deciding them.', fix: 'Regenerate the run records with this benchgate version for comparable numbers.' },
    { code: 'QS025', severity: 'error', title: 'Invalid qsolve option', description: 'A `suites.qsolve.options` value (or CLI flag) has a wrong type or value.', fix: 'See docs/qsolve.md for the options and their types.' },
    { code: 'QS026', severity: 'warning', title: 'Two manifests', description: 'A workflow folder holds both `qsolve.yaml` and `qsolve.json`; `qsolve.yaml` is used.', fix: 'Keep one manifest.' },
    { code: 'QS027', severity: 'error', title: 'Not reproducible', description: 'Re-running the first case that ran gave a different result hash and a result that differs beyond relative 1e-8 (absolute 1e-12) on some number.', fix: 'Seed every random source from the case seed; do not depend on time or iteration order.' },
    { code: 'QS028', severity: 'error', title: 'Estimate not honest', description: 'The workflow `estimate()` is off by more than a factor of two from the circuits or shots the case sent.', fix: 'Make `estimate()` return the number of circuits and shots the run really sends.' },
    { code: 'QS029', severity: 'warning', title: 'Unrecognised target', description: 'A case target is not `sim-<name>`, `fake:<device>[@<scale>]` with a scale from 1 to 10, or `ibm:<device>`.', fix: 'Use a target such as `sim-cpu`, `fake:fez@1.6` or (under hardware_cases) `ibm:ibm_fez`.' }
]);
const QS = codeIndex(QSOLVE_CODES);

;// CONCATENATED MODULE: ./src/codes/registry.ts




/** `prefixes`: every code of the group starts with one of them (Qsolve keeps its documented E05x lint codes). */
const CODE_GROUPS = [
    { title: 'General (run, configuration, discovery)', prefixes: ['BG'], codes: GENERAL_CODES },
    { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: ARTIFACT_MANIFEST_CODES },
    { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: PQID_CODES },
    { title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)', prefixes: ['E05', 'QS'], codes: QSOLVE_CODES }
];
const ALL_CODES = CODE_GROUPS.flatMap((g) => g.codes);
const byCode = new Map(ALL_CODES.map((c) => [c.code, c]));
function lookupCode(code) {
    return byCode.get(code);
}

;// CONCATENATED MODULE: ./src/report/junit.ts
function esc(s) {
    // XML 1.0 forbids most control characters even when escaped: drop them.
    // eslint-disable-next-line no-control-regex
    return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
/**
 * JUnit XML (the Ant/Jenkins shape most reporters read): one <testsuite> per suite, one <testcase> per
 * artifact × gate. fail → <failure>, undecided → <error> (it could not decide), skipped → <skipped>.
 * The findings that count against the gate are listed in the element body.
 */
function renderJUnit(report) {
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
    let tests = 0;
    let failures = 0;
    let errors = 0;
    let skipped = 0;
    const suites = [];
    for (const s of report.suites) {
        const cases = [];
        let st = 0;
        let sf = 0;
        let se = 0;
        let ss = 0;
        let time = 0;
        for (const a of s.artifacts) {
            const secs = (a.durationMs ?? 0) / 1000;
            time += secs;
            for (const g of a.gates) {
                st++;
                const attrs = `classname="${esc(`${s.suite}.${a.artifact.path}`)}" name="${esc(g.id)}" file="${esc(a.artifact.path)}" time="${(secs / Math.max(1, a.gates.length)).toFixed(3)}"`;
                const related = a.findings.filter((f) => f.gate === g.id || (!f.gate && g.status !== 'pass'));
                const body = esc(related.map((f) => `${f.severity} ${f.code}${f.file ? ` ${f.file}${f.line ? `:${f.line}` : ''}` : ''}: ${f.message}`).join('\n'));
                if (g.status === 'pass')
                    cases.push(`    <testcase ${attrs}/>`);
                else if (g.status === 'fail') {
                    sf++;
                    cases.push(`    <testcase ${attrs}>\n      <failure message="${esc(g.detail ?? 'gate failed')}" type="${esc(related[0]?.code ?? 'gate')}">${body}</failure>\n    </testcase>`);
                }
                else if (g.status === 'undecided') {
                    se++;
                    cases.push(`    <testcase ${attrs}>\n      <error message="${esc(g.detail ?? 'gate could not decide')}" type="undecided">${body}</error>\n    </testcase>`);
                }
                else {
                    ss++;
                    cases.push(`    <testcase ${attrs}>\n      <skipped message="${esc(g.detail ?? 'not applicable')}"/>\n    </testcase>`);
                }
            }
        }
        tests += st;
        failures += sf;
        errors += se;
        skipped += ss;
        suites.push(`  <testsuite name="${esc(s.title)}" id="${esc(s.suite)}" tests="${st}" failures="${sf}" errors="${se}" skipped="${ss}" time="${time.toFixed(3)}"${report.startedAt ? ` timestamp="${esc(report.startedAt)}"` : ''}>\n${cases.join('\n')}${cases.length ? '\n' : ''}  </testsuite>`);
    }
    lines.push(`<testsuites name="benchgate" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${((report.durationMs ?? 0) / 1000).toFixed(3)}">`);
    lines.push(...suites);
    lines.push('</testsuites>');
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/report/annotations.ts
/** GitHub shows at most 10 annotations of each level per step. */
const ANNOTATIONS_PER_LEVEL = 10;
function findingToAnnotation(f) {
    const a = { level: f.severity, title: f.code, message: f.message + (f.subject ? ` [${f.subject}]` : '') };
    if (f.file) {
        a.file = f.file;
        if (f.line) {
            a.startLine = f.line;
            a.endLine = f.endLine ?? f.line;
            // Columns only count when the annotation is on one line.
            if (f.column && a.endLine === a.startLine) {
                a.startColumn = f.column;
                if (f.endColumn)
                    a.endColumn = f.endColumn;
            }
        }
    }
    return a;
}
function reportFindings(report) {
    const all = [...report.findings];
    for (const s of report.suites) {
        all.push(...s.findings);
        for (const a of s.artifacts)
            all.push(...a.findings);
    }
    return all;
}
/**
 * Workflow-command annotations: errors first, duplicates removed, at most 10 per level, then one notice
 * saying how many more exist (BG007). Paths in findings are repository-relative, so `prefix` (the checked
 * folder relative to the workspace) is prepended for the annotation to land on the file.
 */
function planAnnotations(report, opts = {}) {
    const per = opts.perLevel ?? ANNOTATIONS_PER_LEVEL;
    const order = { error: 0, warning: 1, notice: 2 };
    const seen = new Set();
    const unique = [];
    for (const f of [...reportFindings(report)].sort((a, b) => order[a.severity] - order[b.severity])) {
        const a = findingToAnnotation(f);
        if (a.file && opts.prefix && opts.prefix !== '.')
            a.file = `${opts.prefix.replace(/\/+$/, '')}/${a.file}`;
        const key = JSON.stringify(a);
        if (seen.has(key))
            continue;
        seen.add(key);
        unique.push(a);
    }
    const out = [];
    const count = { error: 0, warning: 0, notice: 0 };
    let hidden = 0;
    for (const a of unique) {
        // Keep one notice slot for the "more" line, and one error slot for the action's failure message.
        const limit = a.level === 'notice' ? per - 1 : a.level === 'error' && report.verdict === 'fail' ? per - 1 : per;
        if (count[a.level] < limit) {
            out.push(a);
            count[a.level]++;
        }
        else
            hidden++;
    }
    if (hidden > 0) {
        out.push({ level: 'notice', title: 'BG007', message: `${hidden} more finding(s) are not shown as annotations (GitHub shows 10 per level per step); see the job summary or the JSON report.` });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/sarif.ts

const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
/**
 * SARIF 2.1.0 for `github/codeql-action/upload-sarif`: one rule per code that occurs (help text from the code
 * registry, passed in so this layer needs no knowledge of suites), one result per finding. Findings without a
 * file carry no location. `prefix` makes paths relative to the repository root when a sub-folder was checked.
 */
function renderSarif(report, lookup, opts = {}) {
    const findings = reportFindings(report);
    const codes = [...new Set(findings.map((f) => f.code))].sort();
    const ruleIndex = new Map(codes.map((c, i) => [c, i]));
    const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/\/+$/, '') + '/' : '';
    const rules = codes.map((code) => {
        const def = lookup(code);
        const title = def?.title ?? code;
        return {
            id: code,
            name: title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase()),
            shortDescription: { text: title },
            fullDescription: { text: def?.description ?? title },
            help: { text: `${def?.description ?? ''}\n\nFix: ${def?.fix ?? ''}`.trim(), markdown: `**${code}: ${title}**\n\n${def?.description ?? ''}\n\n**Fix:** ${def?.fix ?? ''}` },
            defaultConfiguration: { level: LEVEL[def?.severity ?? 'warning'] },
            ...(opts.informationUri ? { helpUri: `${opts.informationUri}#${code.toLowerCase()}` } : {})
        };
    });
    const results = findings.map((f) => ({
        ruleId: f.code,
        ruleIndex: ruleIndex.get(f.code),
        level: LEVEL[f.severity],
        message: { text: f.message + (f.subject ? ` [${f.subject}]` : '') },
        ...(f.file
            ? {
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: { uri: encodeURI(prefix + f.file), uriBaseId: '%SRCROOT%' },
                            ...(f.line ? { region: { startLine: f.line, ...(f.column ? { startColumn: f.column } : {}), ...(f.endLine ? { endLine: f.endLine } : {}), ...(f.endColumn ? { endColumn: f.endColumn } : {}) } } : {})
                        }
                    }
                ]
            }
            : {})
    }));
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: 'benchgate', version: report.tool.version, semanticVersion: report.tool.version, ...(opts.informationUri ? { informationUri: opts.informationUri } : {}), rules } },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
                results
            }
        ]
    };
}

;// CONCATENATED MODULE: ./src/report/files.ts





async function put(path, text) {
    await (0,promises_namespaceObject.mkdir)((0,external_node_path_namespaceObject.dirname)(path), { recursive: true });
    await (0,promises_namespaceObject.writeFile)(path, text);
}
/** Writes the requested report files (absolute paths). */
async function writeReportFiles(report, files) {
    if (files.json)
        await put(files.json, JSON.stringify(report, null, 2) + '\n');
    if (files.sarif)
        await put(files.sarif, JSON.stringify(renderSarif(report, lookupCode, { prefix: files.prefix, informationUri: 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md' }), null, 2) + '\n');
    if (files.junit)
        await put(files.junit, renderJUnit(report));
}

;// CONCATENATED MODULE: ./src/report/text.ts
const ANSI = { red: '\x1b[31m', green: '\x1b[32m', yellow: '\x1b[33m', cyan: '\x1b[36m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };
const GATE_MARK = { pass: 'PASS', fail: 'FAIL', undecided: 'UNDECIDED', skipped: 'SKIP' };
function text_location(f) {
    if (!f.file)
        return '';
    return f.file + (f.line ? `:${f.line}` + (f.column ? `:${f.column}` : '') : '');
}
/** The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). */
function renderText(report, opts) {
    const c = (k, s) => (opts.color ? ANSI[k] + s + ANSI.reset : s);
    const gateColor = (st) => (st === 'pass' ? 'green' : st === 'fail' ? 'red' : st === 'undecided' ? 'yellow' : 'dim');
    const sevColor = (s) => (s === 'error' ? 'red' : s === 'warning' ? 'yellow' : 'cyan');
    const out = [];
    const fmtFinding = (f) => {
        const loc = text_location(f);
        return `  ${c(sevColor(f.severity), f.severity.padEnd(7))} ${c('bold', f.code)} ${loc ? loc + ' ' : ''}${f.message}${f.subject ? c('dim', ` [${f.subject}]`) : ''}`;
    };
    for (const f of report.findings)
        out.push(fmtFinding(f));
    if (report.findings.length)
        out.push('');
    for (const s of report.suites) {
        out.push(c('bold', `== ${s.title} (${s.artifacts.length} artifact${s.artifacts.length === 1 ? '' : 's'})`));
        for (const f of s.findings)
            out.push(fmtFinding(f));
        for (const a of s.artifacts) {
            out.push(`${c('bold', a.artifact.path)} ${c('dim', `(${a.artifact.kind})`)}`);
            for (const g of a.gates)
                out.push(`  ${c(gateColor(g.status), GATE_MARK[g.status].padEnd(9))} ${g.id}${g.detail ? c('dim', ` — ${g.detail}`) : ''}`);
            for (const sec of a.sections ?? [])
                out.push(...renderSectionText(sec));
            for (const f of a.findings)
                out.push(fmtFinding(f));
        }
        for (const sk of s.skipped ?? [])
            out.push(`  ${c('dim', `skipped ${sk.path}: ${sk.reason}`)}`);
        out.push('');
    }
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? c('green', 'PASS') : c('red', 'FAIL');
    out.push(`${c('bold', 'benchgate')} ${verdict}: ${report.counts.artifacts} artifact(s), gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; findings ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s)`);
    return out.join('\n') + '\n';
}
function renderSectionText(sec) {
    if (sec.kind === 'text')
        return [`  ${sec.title}: ${sec.body}`];
    if (sec.kind === 'mermaid')
        return [];
    const rows = [sec.columns, ...sec.rows.map((r) => r.map((v) => (v === null ? '—' : String(v))))];
    const widths = sec.columns.map((_, i) => Math.min(40, Math.max(...rows.map((r) => (r[i] ?? '').length))));
    const lines = [`  ${sec.title}`];
    for (const r of rows)
        lines.push('    ' + r.map((v, i) => (v ?? '').slice(0, 40).padEnd(widths[i])).join('  ').trimEnd());
    return lines;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts

/** GitHub's per-step job summary limit is 1 MiB; stay clearly under it. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 16 * 1024;
const ICON = { pass: '✅ pass', fail: '❌ fail', undecided: '⚠️ undecided', skipped: '⏭️ skipped' };
const SEV = { error: '❌ error', warning: '⚠️ warning', notice: 'ℹ️ notice' };
/** Escapes text for a Markdown table cell. */
function cell(v) {
    if (v === null || v === undefined || v === '')
        return '—';
    return String(v).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function table(columns, rows) {
    return [`| ${columns.map(cell).join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}
function renderSection(sec) {
    if (sec.kind === 'mermaid')
        return `**${cell(sec.title)}**\n\n\`\`\`mermaid\n${sec.source}\n\`\`\``;
    if (sec.kind === 'text')
        return `**${cell(sec.title)}**: ${sec.body}`;
    return `**${cell(sec.title)}**\n\n${table(sec.columns, sec.rows)}${sec.note ? `\n\n_${sec.note}_` : ''}`;
}
/**
 * The job summary: headline verdict, one gate table per suite, each artifact's sections, then a findings table.
 * If the whole would pass the size limit, findings rows and then section rows are cut, and it says what was cut.
 */
function renderSummary(report, opts = {}) {
    const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
    const full = compose(report, opts, Infinity, Infinity);
    if (Buffer.byteLength(full) <= limit)
        return full;
    // Binary search the largest number of findings rows that fits, then sections.
    let lo = 0;
    let hi = countFindings(report);
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (Buffer.byteLength(compose(report, opts, mid, Infinity)) <= limit)
            lo = mid;
        else
            hi = mid - 1;
    }
    let out = compose(report, opts, lo, Infinity);
    if (Buffer.byteLength(out) > limit) {
        let slo = 0;
        let shi = 10000;
        while (slo < shi) {
            const mid = Math.ceil((slo + shi) / 2);
            if (Buffer.byteLength(compose(report, opts, 0, mid)) <= limit)
                slo = mid;
            else
                shi = mid - 1;
        }
        out = compose(report, opts, 0, slo);
    }
    if (Buffer.byteLength(out) > limit)
        out = Buffer.from(out).subarray(0, limit - 200).toString('utf8') + '\n\n> ✂️ The summary was cut at GitHub\'s 1 MiB limit. The JSON report has everything.\n';
    return out;
}
function countFindings(r) {
    return r.findings.length + r.suites.reduce((n, s) => n + s.findings.length + s.artifacts.reduce((m, a) => m + a.findings.length, 0), 0);
}
function compose(report, opts, maxFindings, maxSectionRows) {
    const parts = [];
    const g = report.counts.gates;
    const f = report.counts.findings;
    const verdict = report.verdict === 'pass' ? '✅ **benchgate passed**' : '❌ **benchgate failed**';
    parts.push(`## ${opts.title ?? 'benchgate'}${report.config.shard ? ` (shard ${report.config.shard.index}/${report.config.shard.count})` : ''}`);
    parts.push(`${verdict}: ${report.counts.artifacts} artifact(s) in ${report.suites.filter((s) => s.artifacts.length).length} suite(s); gates ${g.pass} passed, ${g.fail} failed, ${g.undecided} undecided, ${g.skipped} skipped; ${f.error} error(s), ${f.warning} warning(s), ${f.notice} notice(s).`);
    let sectionRowsCut = 0;
    for (const s of report.suites) {
        if (s.artifacts.length === 0 && s.findings.length === 0 && !(s.skipped ?? []).length)
            continue;
        parts.push(`### ${cell(s.title)}`);
        const rows = [];
        for (const a of s.artifacts)
            for (const gate of a.gates)
                rows.push([`\`${a.artifact.path}\``, gate.id, ICON[gate.status], gate.detail ?? '']);
        if (rows.length)
            parts.push(table(['artifact', 'gate', 'status', 'detail'], rows));
        for (const a of s.artifacts) {
            for (const sec of a.sections ?? []) {
                if (sec.kind === 'table' && sec.rows.length > maxSectionRows) {
                    sectionRowsCut += sec.rows.length - maxSectionRows;
                    parts.push(renderSection({ ...sec, rows: sec.rows.slice(0, maxSectionRows), note: `${sec.rows.length - maxSectionRows} more row(s) cut to fit the summary limit; see the JSON report.` }));
                }
                else
                    parts.push(renderSection(sec));
            }
        }
        if (s.skipped?.length)
            parts.push(`<details><summary>${s.skipped.length} file(s) skipped</summary>\n\n${table(['file', 'reason'], s.skipped.map((k) => [`\`${k.path}\``, k.reason]))}\n\n</details>`);
    }
    const all = [...report.findings];
    for (const s of report.suites) {
        all.push(...s.findings);
        for (const a of s.artifacts)
            all.push(...a.findings);
    }
    const order = { error: 0, warning: 1, notice: 2 };
    all.sort((a, b) => order[a.severity] - order[b.severity]);
    if (all.length) {
        parts.push(`### Findings (${all.length})`);
        const shown = all.slice(0, maxFindings);
        parts.push(table(['severity', 'code', 'location', 'message'], shown.map((x) => [SEV[x.severity], x.code, text_location(x), x.message + (x.subject ? ` [${x.subject}]` : '')])));
        if (shown.length < all.length)
            parts.push(`> ✂️ ${all.length - shown.length} more finding(s) were cut to keep this summary under GitHub's 1 MiB limit (BG009). The JSON report has every finding.`);
    }
    if (sectionRowsCut)
        parts.push(`> ✂️ ${sectionRowsCut} table row(s) were cut to keep this summary under GitHub's 1 MiB limit (BG009).`);
    if (opts.detailsUrl)
        parts.push(`[Full run](${opts.detailsUrl})`);
    return parts.join('\n\n') + '\n';
}

;// CONCATENATED MODULE: ./src/core/finding.ts
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
/** Stable order: file, line, column, code, message. */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        a.code.localeCompare(b.code) ||
        a.message.localeCompare(b.message));
}

;// CONCATENATED MODULE: ./src/core/config.ts



const CONFIG_FILE = '.benchgate.yml';
const MAX_CONFIG_BYTES = 1024 * 1024;
const EMPTY_CONFIG = { exclude: [], suites: {} };
const TOP_KEYS = new Set(['exclude', 'fail-on', 'suites']);
const SUITE_KEYS = new Set(['enabled', 'include', 'exclude', 'options']);
/**
 * Parses `.benchgate.yml`. Every problem is a BG002 finding at its line and column; the configuration
 * returned keeps whatever was valid. Aliases are bounded (no YAML bombs) and duplicate keys refused.
 */
function parseConfig(text, knownSuites, file = CONFIG_FILE) {
    const findings = [];
    const config = { exclude: [], suites: {} };
    const lc = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
    }
    catch (e) {
        findings.push(finding(BG.BG002, `${file} cannot be parsed: ${e.message}`, { file }));
        return { config, findings };
    }
    const at = (node) => {
        const r = node && node.range;
        if (!r)
            return {};
        const p = lc.linePos(r[0]);
        return { line: p.line, column: p.col };
    };
    const bad = (node, msg) => findings.push(finding(BG.BG002, msg, { file, ...at(node) }));
    for (const err of doc.errors) {
        const p = lc.linePos(err.pos[0]);
        findings.push(finding(BG.BG002, `${file}: ${err.message.split('\n')[0]}`, { file, line: p.line, column: p.col }));
    }
    if (doc.errors.length)
        return { config, findings };
    let js;
    try {
        js = doc.toJS({ maxAliasCount: 50 });
    }
    catch (e) {
        bad(doc.contents, `${file}: ${e.message}`);
        return { config, findings };
    }
    if (js === null || js === undefined)
        return { config, findings };
    const root = doc.contents;
    if (!(0,dist/* isMap */.jh)(root)) {
        bad(root, `${file} must be a mapping with the keys exclude, fail-on, suites`);
        return { config, findings };
    }
    const strList = (node, what) => {
        if (!(0,dist/* isSeq */.oP)(node) || !node.items.every((i) => (0,dist/* isScalar */.jn)(i) && typeof i.value === 'string')) {
            bad(node, `${what} must be a list of glob strings`);
            return undefined;
        }
        return node.items.map((i) => String(i.value));
    };
    for (const pair of root.items) {
        const key = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : '';
        const val = pair.value;
        if (!TOP_KEYS.has(key)) {
            bad(pair.key, `unknown key "${key}" in ${file}; expected one of ${[...TOP_KEYS].join(', ')}`);
            continue;
        }
        if (key === 'exclude')
            config.exclude = strList(val, 'exclude') ?? [];
        else if (key === 'fail-on') {
            const v = (0,dist/* isScalar */.jn)(val) ? val.value : undefined;
            if (v === 'error' || v === 'warning' || v === 'never')
                config.failOn = v;
            else
                bad(val, `fail-on must be error, warning or never`);
        }
        else if (key === 'suites') {
            if (!(0,dist/* isMap */.jh)(val)) {
                bad(val, 'suites must be a mapping from suite id to its settings');
                continue;
            }
            for (const sp of val.items) {
                const id = (0,dist/* isScalar */.jn)(sp.key) ? String(sp.key.value) : '';
                if (!knownSuites.includes(id)) {
                    findings.push(finding(BG.BG004, `unknown suite "${id}" in ${file}; known suites: ${knownSuites.join(', ')}`, { file, ...at(sp.key) }));
                    continue;
                }
                const sv = sp.value;
                const sc = { options: {} };
                if ((0,dist/* isScalar */.jn)(sv) && typeof sv.value === 'boolean') {
                    sc.enabled = sv.value;
                    config.suites[id] = sc;
                    continue;
                }
                if (!(0,dist/* isMap */.jh)(sv)) {
                    bad(sv, `suites.${id} must be a mapping (enabled, include, exclude, options) or true/false`);
                    continue;
                }
                for (const kp of sv.items) {
                    const k = (0,dist/* isScalar */.jn)(kp.key) ? String(kp.key.value) : '';
                    const kv = kp.value;
                    if (!SUITE_KEYS.has(k))
                        bad(kp.key, `unknown key "${k}" in suites.${id}; expected one of ${[...SUITE_KEYS].join(', ')}`);
                    else if (k === 'enabled') {
                        if ((0,dist/* isScalar */.jn)(kv) && typeof kv.value === 'boolean')
                            sc.enabled = kv.value;
                        else
                            bad(kv, `suites.${id}.enabled must be true or false`);
                    }
                    else if (k === 'include' || k === 'exclude') {
                        const l = strList(kv, `suites.${id}.${k}`);
                        if (l)
                            sc[k] = l;
                    }
                    else if (k === 'options') {
                        if (!(0,dist/* isMap */.jh)(kv))
                            bad(kv, `suites.${id}.options must be a mapping`);
                        else
                            sc.options = (kv.toJS(doc, { maxAliasCount: 50 }) ?? {});
                    }
                }
                config.suites[id] = sc;
            }
        }
    }
    return { config, findings };
}

;// CONCATENATED MODULE: ./src/core/glob.ts
/**
 * Minimal glob matching for `.benchgate.yml` include/exclude patterns, on repository-relative POSIX paths.
 * `**` matches any number of path segments, `*` anything but `/`, `?` one character but `/`,
 * `{a,b}` alternatives. A pattern without `/` matches the base name at any depth (like .gitignore).
 * A pattern ending in `/` (or naming a directory) matches everything below it.
 */
function globToRegExp(pattern) {
    let p = pattern.trim();
    if (p.startsWith('./'))
        p = p.slice(2);
    const anchored = p.includes('/') && !p.endsWith('/') ? true : p.slice(0, -1).includes('/');
    if (p.endsWith('/'))
        p += '**';
    let re = '';
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '*') {
            if (p[i + 1] === '*') {
                i++;
                if (p[i + 1] === '/') {
                    i++;
                    re += '(?:.*/)?';
                }
                else
                    re += '.*';
            }
            else
                re += '[^/]*';
        }
        else if (c === '?')
            re += '[^/]';
        else if (c === '{') {
            const end = p.indexOf('}', i);
            if (end < 0)
                re += '\\{';
            else {
                re += '(?:' + p.slice(i + 1, end).split(',').map(escapeRe).join('|') + ')';
                i = end;
            }
        }
        else
            re += escapeRe(c);
    }
    const prefix = anchored ? '^' : '^(?:.*/)?';
    return new RegExp(prefix + re + '(?:/.*)?$');
}
function escapeRe(s) {
    return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}
function matchesAny(path, patterns) {
    return patterns.some((r) => r.test(path));
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./src/core/paths.ts


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
        return { ok: false, problem: 'absolute', message: `the path "${p}" is absolute; use a path relative to the folder` };
    }
    const segments = p.split(/[\\/]/);
    if (segments.includes('..'))
        return { ok: false, problem: 'traversal', message: `the path "${p}" contains ".."; paths must stay inside the folder` };
    const norm = external_node_path_namespaceObject.posix.normalize(p.replace(/\\/g, '/'));
    return { ok: true, path: norm };
}
/** True when `child` (absolute) is `parent` or inside it. */
function isInside(parent, child) {
    const rel = (0,external_node_path_namespaceObject.relative)(parent, child);
    return rel === '' || (!rel.startsWith('..' + external_node_path_namespaceObject.sep) && rel !== '..' && !(0,external_node_path_namespaceObject.isAbsolute)(rel));
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
    const joined = (0,external_node_path_namespaceObject.join)(base, lex.path);
    let real;
    try {
        real = await (0,promises_namespaceObject.realpath)(joined);
    }
    catch {
        // A dangling symlink is reported as an escape when its link itself exists.
        try {
            const ls = await (0,promises_namespaceObject.lstat)(joined);
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
        const st = await (0,promises_namespaceObject.stat)(real);
        if (expect === 'file' && !st.isFile())
            throw new UnsafePathError('not-a-file', p, `"${p}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file`);
        if (expect === 'directory' && !st.isDirectory())
            throw new UnsafePathError('not-a-directory', p, `"${p}" is not a directory`);
    }
    return real;
}
/** Converts an absolute path under root into the repository-relative POSIX form used in findings. */
function toRepoPath(root, abs) {
    const rel = relative(root, abs);
    return rel === '' ? '.' : rel.split(sep).join('/');
}
class FileTooLargeError extends Error {
    path;
    limit;
    size;
    constructor(path, limit, size) {
        super(`the file is ${size} bytes, over the ${limit}-byte limit`);
        this.path = path;
        this.limit = limit;
        this.size = size;
        this.name = 'FileTooLargeError';
    }
}
/** Reads a whole file, refusing one larger than `maxBytes` (bounded memory for hostile inputs). */
async function readBounded(abs, maxBytes) {
    const fh = await (0,promises_namespaceObject.open)(abs, 'r');
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

;// CONCATENATED MODULE: ./src/core/tree.ts







const execFileP = (0,external_node_util_namespaceObject.promisify)(external_node_child_process_namespaceObject.execFile);
/** Folders never walked. */
const ALWAYS_SKIPPED = new Set(['.git', 'node_modules']);
/**
 * The checked-out tree as suites see it: sorted repository-relative POSIX file paths (regular files and
 * symlinks that stay inside the root), plus the set of folders that contain them.
 */
class RepoTree {
    root;
    files;
    dirs;
    fileSet;
    constructor(root, files) {
        this.root = root;
        this.files = [...new Set(files)].sort();
        this.fileSet = new Set(this.files);
        const dirs = new Set(['.']);
        for (const f of this.files) {
            let d = external_node_path_namespaceObject.posix.dirname(f);
            while (d !== '.' && !dirs.has(d)) {
                dirs.add(d);
                d = external_node_path_namespaceObject.posix.dirname(d);
            }
        }
        this.dirs = dirs;
    }
    has(path) {
        return this.fileSet.has(path);
    }
    /** Absolute path of a repository-relative one. */
    abs(path) {
        return path === '.' ? this.root : (0,external_node_path_namespaceObject.join)(this.root, ...path.split('/'));
    }
    /** Files below a folder ('.' for all), recursively. */
    under(dir) {
        if (dir === '.' || dir === '')
            return [...this.files];
        const prefix = dir.endsWith('/') ? dir : dir + '/';
        return this.files.filter((f) => f.startsWith(prefix));
    }
    /** A tree restricted to the given files (used to apply include/exclude filters per suite). */
    filter(keep) {
        return new RepoTree(this.root, this.files.filter(keep));
    }
}
/** Lists the tree under `root` (absolute): tracked and untracked-but-not-ignored files in a git checkout, else every file. */
async function walkTree(rootIn) {
    const root = await (0,promises_namespaceObject.realpath)(rootIn);
    const findings = [];
    let candidates;
    let source = 'filesystem';
    try {
        const { stdout } = await execFileP('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--full-name', '--', '.'], {
            cwd: root,
            maxBuffer: 512 * 1024 * 1024,
            env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
        });
        const top = (await execFileP('git', ['rev-parse', '--show-toplevel'], { cwd: root })).stdout.trim();
        const realTop = await (0,promises_namespaceObject.realpath)(top);
        const prefix = external_node_path_namespaceObject.posix.normalize(posixRel(realTop, root));
        candidates = stdout
            .split('\0')
            .filter((s) => s.length > 0)
            .map((f) => (prefix === '.' ? f : f.startsWith(prefix + '/') ? f.slice(prefix.length + 1) : ''))
            .filter((f) => f.length > 0);
        source = 'git';
    }
    catch {
        candidates = undefined;
    }
    const files = [];
    if (candidates) {
        for (const f of candidates) {
            if (f.split('/').some((s) => ALWAYS_SKIPPED.has(s)))
                continue;
            const ok = await admit(root, f, findings);
            if (ok)
                files.push(f);
        }
    }
    else {
        await walkFs(root, '', files, findings);
    }
    return { tree: new RepoTree(root, files), findings, source };
}
function posixRel(from, to) {
    const rel = to.startsWith(from) ? to.slice(from.length).replace(/^[\\/]/, '') : to;
    return rel === '' ? '.' : rel.split(/[\\/]/).join('/');
}
async function admit(root, rel, findings) {
    const abs = (0,external_node_path_namespaceObject.join)(root, ...rel.split('/'));
    let st;
    try {
        st = await (0,promises_namespaceObject.lstat)(abs);
    }
    catch {
        return false; // listed by git but deleted in the work tree
    }
    if (st.isFile())
        return true;
    if (st.isSymbolicLink()) {
        try {
            const target = await (0,promises_namespaceObject.realpath)(abs);
            if (!isInside(root, target)) {
                findings.push(finding(BG.BG006, `"${rel}" is a symlink to a target outside the repository; it was not followed.`, { file: rel }));
                return false;
            }
            const t = await (0,promises_namespaceObject.lstat)(target);
            return t.isFile();
        }
        catch {
            return false;
        }
    }
    return false;
}
async function walkFs(root, rel, out, findings) {
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(rel ? (0,external_node_path_namespaceObject.join)(root, rel) : root, { withFileTypes: true });
    }
    catch {
        return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
        if (ALWAYS_SKIPPED.has(e.name))
            continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory())
            await walkFs(root, r, out, findings);
        else if (await admit(root, r, findings))
            out.push(r);
    }
}

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/core/verdict.ts
function allFindings(suites, runFindings = []) {
    const out = [...runFindings];
    for (const s of suites) {
        out.push(...s.findings);
        for (const a of s.artifacts)
            out.push(...a.findings);
    }
    return out;
}
function countGates(suites) {
    const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
    for (const s of suites)
        for (const a of s.artifacts)
            for (const g of a.gates)
                c[g.status]++;
    return c;
}
function verdict_countFindings(findings) {
    const c = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        c[f.severity]++;
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
    const fc = verdict_countFindings(findings);
    const artifacts = report.suites.reduce((n, s) => n + s.artifacts.length, 0);
    return { ...report, counts: { gates, findings: fc, artifacts }, verdict: decideVerdict(gates, fc, report.config.failOn) };
}
/** Gate status from findings: fail when any error finding counts against the gate. */
function gateFromFindings(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', ...(passDetail ? { detail: passDetail } : {}) };
    return { id, title, status: 'fail', detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code})` };
}

;// CONCATENATED MODULE: ./src/report/build.ts




/** Assembles the versioned report: findings sorted, counts and verdict computed. */
function buildReport(suites, runFindings, opts) {
    const sorted = suites.map((s) => ({
        ...s,
        findings: [...s.findings].sort(compareFindings),
        artifacts: [...s.artifacts].sort((a, b) => a.artifact.path.localeCompare(b.artifact.path)).map((a) => ({ ...a, findings: [...a.findings].sort(compareFindings) }))
    }));
    const configHash = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(JSON.stringify({ failOn: opts.failOn, suites: opts.suites, config: opts.configInput ?? null })).digest('hex');
    const base = {
        schema: 'benchgate.report/1',
        tool: { name: 'benchgate', version: VERSION },
        ...(opts.startedAt ? { startedAt: opts.startedAt } : {}),
        root: opts.root,
        config: { failOn: opts.failOn, suites: opts.suites, configHash, ...(opts.shard ? { shard: opts.shard } : {}) },
        verdict: 'pass',
        counts: { gates: { pass: 0, fail: 0, undecided: 0, skipped: 0 }, findings: { error: 0, warning: 0, notice: 0 }, artifacts: 0 },
        suites: sorted,
        findings: [...runFindings].sort(compareFindings),
        ...(opts.durationMs !== undefined ? { durationMs: opts.durationMs } : {})
    };
    return recount(base);
}

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/parse.ts
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
/** Python's `int(str)` for base 10: surrounding whitespace, a sign, single underscores between digits. */
function pyInt(raw) {
    if (raw === undefined)
        return { ok: false, message: "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'" };
    // eslint-disable-next-line no-control-regex -- Python strips these separators too
    const s = raw.replace(/^[\s\u001c-\u001f\u0085]+|[\s\u001c-\u001f\u0085]+$/gu, '');
    const m = /^([+-]?)([0-9](?:_?[0-9])*)$/.exec(s);
    if (!m)
        return { ok: false, message: `invalid literal for int() with base 10: ${pyRepr(raw)}` };
    const digits = m[2].replace(/_/g, '');
    const value = BigInt(m[1] + digits);
    const lax = s !== raw || m[1] !== '' || m[2].includes('_') || (digits.length > 1 && digits.startsWith('0'));
    return { ok: true, value, lax };
}
/** Python's repr() of a str (enough for manifest messages: quotes and escapes). */
function pyRepr(s) {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        if (ch === '\\')
            out += '\\\\';
        else if (ch === quote)
            out += '\\' + quote;
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (ch === '\t')
            out += '\\t';
        else if (cp < 0x20 || cp === 0x7f)
            out += '\\x' + cp.toString(16).padStart(2, '0');
        else
            out += ch;
    }
    return out + quote;
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
            fatal({ kind: path === '' ? 'empty-path' : 'duplicate', line: rec.line, column: 1, message: `Duplicate or empty manifest path: ${pyRepr(path)}`, fatalInReference: true });
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
        let safe = true;
        if (looksAbsoluteElsewhere(path) || path.split(/[\\/]/).includes('..')) {
            problems.push({ kind: 'unsafe', line: rec.line, column: 1, message: `Unsafe manifest path: ${path} (a Windows absolute path or a backslash ".." segment; the reference would look for a file of that literal name)`, fatalInReference: false });
            safe = false;
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
        entry.checkable = safe;
        entries.push(entry);
    }
    return { entries, problems, ...(referenceError !== undefined ? { referenceError } : {}) };
}

;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/core/hash.ts




/**
 * Streaming SHA-256 of many files with bounded memory, spread over worker threads (one per core, at most 4).
 * Each worker reads its files sequentially in 4 MiB chunks into one reused buffer.
 * The worker's code is evaluated from a string so the bundled action (ncc) needs no extra file.
 */
const CHUNK = 4 * 1024 * 1024;
/** Below this many bytes in total, hashing on the main thread is faster than starting workers. */
const PARALLEL_THRESHOLD = 64 * 1024 * 1024;
async function sha256File(path) {
    const fh = await (0,promises_namespaceObject.open)(path, 'r');
    try {
        const h = (0,external_node_crypto_namespaceObject.createHash)('sha256');
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
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const buf = Buffer.allocUnsafe(${CHUNK});
parentPort.on('message', (msg) => {
  if (msg === null) { process.exit(0); }
  const { id, path } = msg;
  let fd;
  try {
    fd = fs.openSync(path, 'r');
    const h = createHash('sha256');
    for (;;) {
      const n = fs.readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      h.update(n === buf.length ? buf : buf.subarray(0, n));
    }
    parentPort.postMessage({ id, ok: true, sha256: h.digest('hex') });
  } catch (e) {
    parentPort.postMessage({ id, ok: false, error: String(e && e.message || e) });
  } finally {
    if (fd !== undefined) try { fs.closeSync(fd); } catch {}
  }
});
`;
/** Hashes every job; results come back in job order. Never throws for unreadable files (they get `ok: false`). */
async function sha256Files(jobs, opts = {}) {
    const total = jobs.reduce((n, j) => n + j.size, 0);
    const threads = Math.max(1, Math.min(opts.threads ?? (0,external_node_os_namespaceObject.availableParallelism)(), 4, jobs.length));
    if (threads === 1 || total < PARALLEL_THRESHOLD) {
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
    // Largest files first, each to the next free worker (longest-processing-time scheduling).
    const order = jobs.map((_, i) => i).sort((a, b) => jobs[b].size - jobs[a].size || a - b);
    const results = new Array(jobs.length);
    let next = 0;
    const workers = Array.from({ length: threads }, () => new external_node_worker_threads_namespaceObject.Worker(WORKER_SOURCE, { eval: true }));
    try {
        await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
            const feed = () => {
                if (next >= order.length) {
                    resolve();
                    return;
                }
                const id = order[next++];
                w.postMessage({ id, path: jobs[id].path });
            };
            w.on('message', (m) => {
                results[m.id] = m.ok ? { ok: true, sha256: m.sha256 } : { ok: false, error: m.error ?? 'read failed' };
                feed();
            });
            w.on('error', reject);
            feed();
        })));
    }
    finally {
        await Promise.all(workers.map((w) => w.terminate()));
    }
    return results;
}

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/verify.ts







const DEFAULT_MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
const KIND_CODE = {
    header: AM.AM002,
    'empty-path': AM.AM003,
    duplicate: AM.AM003,
    'duplicate-alias': AM.AM003,
    unsafe: AM.AM004,
    'bytes-invalid': AM.AM005,
    'bytes-lax': AM.AM009,
    'short-row': AM.AM015,
    'extra-columns': AM.AM014,
    'hash-case': AM.AM010,
    'hash-malformed': AM.AM010,
    'lists-itself': AM.AM013
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
    const file = opts.displayPath ?? MANIFEST_NAME;
    let releaseDir = releaseDirIn;
    try {
        releaseDir = await (0,promises_namespaceObject.realpath)(releaseDirIn);
    }
    catch {
        /* reported below as a missing manifest */
    }
    const manifestAbs = (0,external_node_path_namespaceObject.join)(releaseDir, MANIFEST_NAME);
    const reference = { checked: 0, hash_mismatches: [], manifest_path: manifestAbs, missing: [], size_mismatches: [], valid: false };
    const facts = { entries: 0, checked: 0, bytes: 0, unlisted: 0, hashed: 0 };
    const add = (def, message, line, column, severity) => findings.push(finding(def, message, { file, ...(line ? { line } : {}), ...(column ? { column } : {}), gate: GATE_OF[def.code] }, severity));
    // 1. Read the manifest (bounded, strict UTF-8, no NULs).
    let text;
    try {
        const buf = await readBounded(manifestAbs, opts.maxManifestBytes ?? DEFAULT_MAX_MANIFEST_BYTES);
        if (buf.includes(0))
            add(AM.AM001, 'the manifest contains NUL bytes: it is a binary file, not a TSV text file');
        else {
            text = decodeUtf8Strict(buf);
            if (text === undefined)
                add(AM.AM001, 'the manifest is not valid UTF-8 text; save it as UTF-8');
        }
        if (text === undefined)
            reference.error = `'utf-8' codec can't decode the manifest`;
    }
    catch (e) {
        const err = e;
        if (e instanceof FileTooLargeError)
            add(AM.AM001, `the manifest is ${e.size} bytes, over the ${e.limit}-byte limit (option max-manifest-bytes)`);
        else if (err.code === 'ENOENT')
            add(AM.AM001, `no ${MANIFEST_NAME} in the release directory; generate one listing every released file`);
        else if (err.code === 'EISDIR')
            add(AM.AM001, `${MANIFEST_NAME} is a directory, not a file`);
        else
            add(AM.AM001, `cannot read the manifest: ${err.message}`);
        reference.error = err.code === 'ENOENT' ? manifestAbs : err.message;
    }
    if (text === undefined) {
        return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
    }
    // 2. Parse with the reference's rules, recording every problem.
    const parsed = parseManifest(text, manifestAbs);
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
        const target = (0,external_node_path_namespaceObject.join)(releaseDir, e.path);
        let st;
        try {
            st = await (0,promises_namespaceObject.stat)(target);
        }
        catch {
            st = undefined;
        }
        if (!st || !st.isFile()) {
            state.push('missing');
            add(AM.AM006, st ? `"${e.path}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file` : `"${e.path}" is listed but does not exist in the release`, e.line, 1);
            continue;
        }
        try {
            const real = await (0,promises_namespaceObject.realpath)(target);
            if (!isInside(releaseDir, real))
                add(AM.AM011, `"${e.path}" resolves outside the release directory through a symlink`, e.line, 1);
        }
        catch {
            /* stat succeeded, so realpath cannot fail except by a race; ignore */
        }
        if (BigInt(st.size) !== e.bytes) {
            state.push('size');
            add(AM.AM007, `"${e.path}" is ${st.size} bytes on disk but the manifest says ${e.bytes}`, e.line, e.path.length + 2);
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
            findings.push(finding(AM.AM006, `"${e.path}" could not be read: ${h.error}`, { file, line: e.line, column: 1, gate: 'files_present' }));
        }
        else if (h.sha256 !== e.sha256) {
            hashOk.set(jobEntry[k], false);
            add(AM.AM008, `"${e.path}" has SHA-256 ${h.sha256} but the manifest says ${e.sha256Raw}`, e.line, e.path.length + (e.bytesRaw?.length ?? 0) + 3);
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
    const unlisted = [];
    await walkRelease(releaseDir, '', unlisted);
    for (const u of unlisted) {
        if (u === MANIFEST_NAME || listed.has(u))
            continue;
        facts.unlisted++;
        add(AM.AM012, `"${u}" is in the release directory but not listed in the manifest`, undefined, undefined, opts.strict ? 'error' : 'warning');
    }
    findings.sort(compareFindings);
    return { reference, findings, gates: buildGates(findings, false, opts.strict ?? false), facts };
}
async function walkRelease(root, rel, out) {
    let entries;
    try {
        entries = await (0,promises_namespaceObject.readdir)(rel ? (0,external_node_path_namespaceObject.join)(root, rel) : root, { withFileTypes: true });
    }
    catch {
        return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
        if (e.name === '.git')
            continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
            // A folder with its own manifest is a separate release.
            try {
                await (0,promises_namespaceObject.lstat)((0,external_node_path_namespaceObject.join)(root, r, MANIFEST_NAME));
                continue;
            }
            catch {
                await walkRelease(root, r, out);
            }
        }
        else
            out.push(r);
    }
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

;// CONCATENATED MODULE: ./src/suites/artifact-manifest/suite.ts



function readManifestOptions(raw) {
    const strict = raw['strict'];
    const max = raw['max-manifest-bytes'];
    return {
        strict: strict === true || strict === 'true',
        maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_MAX_MANIFEST_BYTES
    };
}
/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
const artifactManifestSuite = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    async discover(tree) {
        const artifacts = tree.files
            .filter((f) => external_node_path_namespaceObject.posix.basename(f) === MANIFEST_NAME)
            .map((f) => ({ path: f, kind: 'artifact-manifest' }));
        return { artifacts };
    },
    async check(artifact, ctx) {
        const opts = readManifestOptions(ctx.options);
        const dir = external_node_path_namespaceObject.posix.dirname(artifact.path);
        const abs = dir === '.' ? ctx.root : external_node_path_namespaceObject.posix.join(ctx.root, dir);
        const out = await verifyRelease(abs, { strict: opts.strict, displayPath: artifact.path, maxManifestBytes: opts.maxManifestBytes });
        return {
            artifact,
            gates: out.gates,
            findings: out.findings,
            facts: { ...out.facts, reference_valid: out.reference.valid, ...(out.reference.error ? { reference_error: out.reference.error } : {}) },
            sections: [
                {
                    kind: 'table',
                    title: `Release ${dir}`,
                    columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
                    rows: [[out.facts.entries, out.facts.checked, out.facts.bytes, out.reference.missing.length, out.reference.size_mismatches.length, out.reference.hash_mismatches.length, out.facts.unlisted]]
                }
            ]
        };
    }
};

;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
;// CONCATENATED MODULE: ./src/suites/pqid/jsonl.ts
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
 * Reads `abs` line by line. `onLine(text, lineNo)` gets each physical line without its terminator.
 * When the file is not valid UTF-8, lines ending before the 8192-byte chunk that holds the bad byte are
 * delivered first (as Python would have processed them), then `onUtf8Error` is called, then the rest is
 * delivered decoded with replacement characters so later problems can still be found.
 */
async function readJsonlLines(abs, onLine, opts = {}) {
    const chunkSize = opts.chunkSize ?? 4 * 1024 * 1024;
    const maxLine = opts.maxLineBytes ?? 64 * 1024 * 1024;
    const fh = await (0,promises_namespaceObject.open)(abs, 'r');
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
        if (!lossy && !utf8Reported && !(0,external_node_buffer_namespaceObject.isUtf8)(buf.subarray(from, to))) {
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
        emitText(buf.toString('utf8', from, to));
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
    records: { prompts: [], responses: [], 'provider-attempts': [], 'benchmark-records': [] }
};
const KNOWN = [
    'evaluations',
    'release-dir',
    'candidate-manifest',
    'allow-partial',
    'min-rates',
    'max-rates',
    'max-regression',
    'schema-severity',
    'max-findings-per-file',
    'max-line-bytes',
    'discover',
    'prompts',
    'responses',
    'provider-attempts',
    'benchmark-records'
];
/** Validates raw options; every problem is a PQ080 finding and the option keeps its default. */
function parseOptions(raw) {
    const o = structuredClone(DEFAULT_OPTIONS);
    const findings = [];
    const bad = (key, msg) => {
        findings.push(finding(PQ.PQ080, `suites.pqid.options.${key}: ${msg}`, { subject: key }));
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
    for (const k of ['prompts', 'responses', 'provider-attempts', 'benchmark-records'])
        o.records[k] = globs(k) ?? [];
    return { options: o, findings };
}

// EXTERNAL MODULE: ./src/suites/pqid/pyjson.ts
var pyjson = __nccwpck_require__(2099);
// EXTERNAL MODULE: ./src/suites/pqid/pyfmt.ts
var pyfmt = __nccwpck_require__(7594);
// EXTERNAL MODULE: ./src/suites/pqid/records.ts
var records = __nccwpck_require__(1442);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __nccwpck_require__(2210);
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
        required: ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version', 'run_type'],
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
        required: ['attempt_id', 'run_id', 'prompt_id', 'provider', 'route', 'requested_model', 'request_sha256', 'status', 'attempt_index', 'started_at'],
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

;// CONCATENATED MODULE: ./src/suites/pqid/artifact-manifest.ts
/**
 * `pqid-bench verify`'s view of ARTIFACT_MANIFEST.tsv, as an adapter over the shared verifier of the
 * `artifact-manifest` suite (one implementation of the reference's rules; see docs/artifact-manifest.md).
 */

/**
 * Reads `dir/ARTIFACT_MANIFEST.tsv` and checks every entry in manifest order (missing, else size, else hash),
 * with the reference's messages when it would abort.
 */
async function verifyArtifactManifest(dir) {
    const out = await verifyRelease(dir);
    const ref = out.reference;
    const manifestPath = ref.manifest_path;
    if (ref.error !== undefined) {
        const missing = out.findings.some((f) => f.code === 'AM001') && ref.error === manifestPath;
        if (missing)
            return { ok: false, error: 'missing-manifest', message: manifestPath, manifestPath, failures: [`missing manifest ${manifestPath}`] };
        const first = out.findings.find((f) => f.severity === 'error' && f.line !== undefined);
        // Python's AttributeError is not caught by the reference CLI: it ends in a traceback.
        const traceback = ref.error.startsWith("'NoneType' object has no attribute");
        const message = traceback ? `AttributeError: ${ref.error}` : ref.error;
        return { ok: false, error: 'parse', message, ...(first?.line ? { line: first.line } : {}), traceback, manifestPath, failures: [message] };
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
        return new ReferenceFailure('file-directory', `[Errno 21] Is a directory: ${(0,pyfmt/* pyRepr */.n3)(shown)}`, { traceback: 'IsADirectoryError' });
    if (code === 'EACCES')
        return new ReferenceFailure('file-unreadable', `[Errno 13] Permission denied: ${(0,pyfmt/* pyRepr */.n3)(shown)}`, { traceback: 'PermissionError' });
    return new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${(0,pyfmt/* pyRepr */.n3)(shown)}`);
}
async function checkReadableFile(abs, shown) {
    let st;
    try {
        st = await (0,promises_namespaceObject.stat)(abs);
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
                const id = typeof v === 'string' ? v : (0,pyfmt/* pyTruthy */.Kn)(v) ? (0,pyfmt/* pyStr */.rD)(v) : '';
                if (!filter(id))
                    return;
            }
            acc.addLine(text, line);
        };
    }
    let read;
    try {
        read = await readJsonlLines(abs, onLine, {
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
    return { acc, read };
}
/** Throws the reference's first error when the file has any problem. */
function requireClean(l, file) {
    if (l.acc.firstError)
        throw new ReferenceFailure('records', l.acc.firstError.message, { problems: l.acc.problems, file, line: l.acc.firstError.line });
}
async function resolvedPath(p, cwd) {
    const abs = (0,external_node_path_namespaceObject.isAbsolute)(p) ? p : (0,external_node_path_namespaceObject.resolve)(cwd, p);
    try {
        return await (0,promises_namespaceObject.realpath)(abs);
    }
    catch {
        return abs;
    }
}
/** `pqid-bench evaluate`. */
async function evaluateFile(path, cwd, opts = {}) {
    const abs = (0,external_node_path_namespaceObject.isAbsolute)(path) ? path : (0,external_node_path_namespaceObject.resolve)(cwd, path);
    const l = await loadEvaluations(abs, path, opts);
    requireClean(l, abs);
    const counts = (0,records.countCells)(l.acc.cells);
    const summary = (0,records.summarize)(counts, null);
    const source = await resolvedPath(path, cwd);
    return { summary, cells: l.acc.cells, counts, source, json: (0,records.summaryToPy)(summary, 'supplied_evaluation', { source }), problems: [] };
}
/** Reads the identifiability JSON of a release (parsed with Python semantics). */
async function readIdentifiability(releaseDir) {
    const abs = (0,external_node_path_namespaceObject.join)(releaseDir, RELEASE_PATHS.identifiability);
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(abs, 'utf8');
    }
    catch (e) {
        throw fileError(e, abs);
    }
    try {
        const v = (0,pyjson/* parsePyJson */.j)(text);
        if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof pyfmt/* PyFloat */.g$))
            return v;
    }
    catch {
        /* fall through */
    }
    throw new ReferenceFailure('release-json', `Invalid identifiability JSON: ${abs}`, { file: abs });
}
function num(v) {
    if (v instanceof pyfmt/* PyFloat */.g$)
        return Math.trunc(v.value);
    if (typeof v === 'number')
        return Math.trunc(v);
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v))
        return Number(v);
    throw new ReferenceFailure('release-json', `invalid identifiable count: ${(0,pyfmt/* pyRepr */.n3)(v ?? null)}`);
}
/** Sorted identifiable exclusions (`exceptions[].prompt_id`). */
function exclusionsOf(ident) {
    const ex = ident.exceptions;
    const out = [];
    if (Array.isArray(ex))
        for (const e of ex)
            if (e && typeof e === 'object' && !Array.isArray(e) && !(e instanceof pyfmt/* PyFloat */.g$))
                out.push((0,pyfmt/* pyStr */.rD)(e.prompt_id ?? null));
    return out.sort(pyfmt/* pyCompare */.Pd);
}
/** `pqid-bench reproduce` (and the summary part of `verify --full`). */
async function reproduceRelease(releaseDir, opts = {}) {
    const ident = await readIdentifiability(releaseDir);
    const s = ident.identifiable_sensitivity;
    let identifiable = null;
    if (s && typeof s === 'object' && !Array.isArray(s) && !(s instanceof pyfmt/* PyFloat */.g$)) {
        const o = s;
        identifiable = { n: num(o.n), execution_count: num(o.execution_count), structural_count: num(o.structural_count), execution_structure_gap_count: num(o.execution_structure_gap_count) };
    }
    const auditAbs = (0,external_node_path_namespaceObject.join)(releaseDir, RELEASE_PATHS.audit);
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
            out.push(`${key}: expected ${expected}, observed ${(0,pyfmt/* pyRepr */.n3)(v)}`);
    }
    return out;
}
/** Repeatability dimensions of the 21×72×3 CSV. */
async function repeatabilityErrors(releaseDir) {
    const abs = (0,external_node_path_namespaceObject.join)(releaseDir, RELEASE_PATHS.repeatability);
    let text;
    try {
        text = await (0,promises_namespaceObject.readFile)(abs, 'utf8');
    }
    catch (e) {
        throw fileError(e, abs);
    }
    const { parseCsvRows } = await __nccwpck_require__.e(/* import() */ 12).then(__nccwpck_require__.bind(__nccwpck_require__, 4012));
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
async function service_verifyRelease(releaseDir, full) {
    const v = await verifyArtifactManifest(releaseDir);
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
        errors.push(...r.errors, ...rep);
    }
    json.errors = errors;
    json.valid = errors.length === 0;
    return { json, valid: errors.length === 0, manifest: m, errors };
}
/** The candidate run-manifest gate (cli.py::_load_candidate_run_manifest), on parsed data. Returns the reference's message or undefined. */
function runManifestProblem(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof pyfmt/* PyFloat */.g$)
        return { kind: 'manifest-object', message: 'Candidate run manifest must be a JSON object' };
    const m = v;
    const missing = MANIFEST_FIELDS.filter((f) => !(0,pyfmt/* pyTruthy */.Kn)(m[f]));
    if (missing.length)
        return { kind: 'manifest-missing-fields', message: `Candidate run manifest lacks required fields: ${missing.join(', ')}`, fields: missing };
    if (!(typeof m.run_type === 'string' && RUN_TYPES.includes(m.run_type)))
        return { kind: 'manifest-run-type', message: `Candidate run manifest has unsupported run_type ${(0,pyfmt/* pyRepr */.n3)(m.run_type)}`, fields: ['run_type'] };
    const bad = GATED_FIELDS.filter((f) => m[f] !== records.VERSION_FIELDS[f]);
    if (bad.length) {
        return {
            kind: 'manifest-incompatible',
            message: `Candidate run manifest is incompatible with the frozen comparison contract: ${bad.map((f) => `${f}: expected ${(0,pyfmt/* pyRepr */.n3)(records.VERSION_FIELDS[f])}, observed ${(0,pyfmt/* pyRepr */.n3)(m[f])}`).join('; ')}`,
            fields: [...bad]
        };
    }
    return undefined;
}
/** Loads and gates a candidate run manifest file (path as given, relative to cwd). */
async function loadRunManifest(path, cwd) {
    const abs = (0,external_node_path_namespaceObject.isAbsolute)(path) ? path : (0,external_node_path_namespaceObject.resolve)(cwd, path);
    let buf;
    try {
        const st = await (0,promises_namespaceObject.stat)(abs);
        if (st.isDirectory())
            throw Object.assign(new Error(), { code: 'EISDIR' });
        if (st.size > 16 * 1024 * 1024)
            throw new ReferenceFailure('manifest-json', `Invalid candidate run manifest JSON: ${path}`, { file: abs });
        buf = await (0,promises_namespaceObject.readFile)(abs);
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
    const abs = (0,external_node_path_namespaceObject.join)(releaseDir, RELEASE_PATHS.prompts);
    await checkReadableFile(abs, abs);
    const ids = [];
    const seen = new Set();
    let failure;
    let n = 0;
    const res = await readJsonlLines(abs, (text, line) => {
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
        const id = typeof v === 'string' ? v : (0,pyfmt/* pyTruthy */.Kn)(v) ? (0,pyfmt/* pyStr */.rD)(v) : '';
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
    const evalAbs = (0,external_node_path_namespaceObject.isAbsolute)(a.evaluations) ? a.evaluations : (0,external_node_path_namespaceObject.resolve)(a.cwd, a.evaluations);
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
    const unknown = candIds.filter((p) => !frozenSet.has(p)).sort(pyfmt/* pyCompare */.Pd);
    if (unknown.length)
        throw new ReferenceFailure('unknown-prompts', `Candidate contains prompt IDs outside the frozen test set: ${unknown.join(', ')}`, { file: evalAbs });
    const candSet = new Set(candIds);
    const missing = frozenIds.filter((p) => !candSet.has(p)).length;
    if (missing > 0 && !a.allowPartial) {
        throw new ReferenceFailure('partial', `Candidate prompt denominator does not match the frozen 154-prompt test set; missing ${missing} prompt IDs. Use --allow-partial only for an explicitly labelled matched-subset comparison.`, { file: evalAbs });
    }
    const mode = missing === 0 ? 'full_test_set' : 'matched_subset';
    const auditAbs = (0,external_node_path_namespaceObject.join)(a.releaseDir, RELEASE_PATHS.audit);
    const frozen = await loadEvaluations(auditAbs, auditAbs, { ...a.load, promptFilter: (p) => candSet.has(p) });
    requireClean(frozen, auditAbs);
    const ident = await readIdentifiability(a.releaseDir);
    const exclusions = exclusionsOf(ident);
    const exSet = new Set(exclusions);
    const promptIds = [...candIds].sort(pyfmt/* pyCompare */.Pd);
    if (!promptIds.some((p) => !exSet.has(p)))
        throw new ReferenceFailure('identifiable-empty', 'The comparison prompt set contains no prompts under the frozen identifiability policy');
    const candCounts = (0,records.countCells)(store);
    const frozenCounts = (0,records.countCells)(frozen.acc.cells);
    const candidate = (0,records.summarize)(candCounts, (0,records.identifiableFrom)(subsetCounts(store, exSet)));
    const frozenSummary = (0,records.summarize)(frozenCounts, (0,records.identifiableFrom)(subsetCounts(frozen.acc.cells, exSet)));
    const delta = (k) => {
        const x = candidate[k];
        const y = frozenSummary[k];
        return x === null || y === null ? null : new pyfmt/* PyFloat */.g$(x - y);
    };
    const sha = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(promptIds.join('\n') + '\n').digest('hex');
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

;// CONCATENATED MODULE: ./src/suites/pqid/suite.ts
/**
 * The pqid suite: discovers PQID-Bench artifacts (evaluation JSONL by their keys, run manifests, record
 * files, frozen release directories) and checks them with the reference's rules plus benchgate's gates.
 */















const KINDS = {
    evaluations: 'pqid-evaluations',
    release: 'pqid-release',
    runManifest: 'pqid-run-manifest',
    prompts: 'pqid-prompts',
    responses: 'pqid-responses',
    attempts: 'pqid-provider-attempts',
    benchmark: 'pqid-benchmark-records'
};
const RECORD_KIND_SCHEMA = {
    [KINDS.evaluations]: 'evaluation',
    [KINDS.prompts]: 'prompt',
    [KINDS.responses]: 'response',
    [KINDS.attempts]: 'provider-attempt',
    [KINDS.benchmark]: 'benchmark-record'
};
const has = (o, names) => names.some((n) => o[n] !== undefined);
/** Classifies a record by its keys (not its file name). */
function classifyRecord(o) {
    if (has(o, ['model']) && has(o, ['prompt_id']) && has(o, ['report_executable', 'execution', 'execution_success']) && has(o, ['report_signature_match', 'signature', 'signature_match']))
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
    const n = ['package_version', 'benchmark_release', 'evaluator_version', 'predicate_version', 'schema_version', 'artifact_manifest_version'].filter((k) => o[k] !== undefined).length;
    return o.run_type !== undefined && n >= 3;
}
async function firstRecord(abs) {
    let fh;
    try {
        fh = await (0,promises_namespaceObject.open)(abs, 'r');
        const buf = Buffer.alloc(64 * 1024);
        const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
        const text = buf.toString('utf8', 0, bytesRead);
        for (const line of text.split('\n')) {
            if (!line.trim())
                continue;
            try {
                const v = JSON.parse(line);
                return v && typeof v === 'object' && !Array.isArray(v) ? v : 'unparsable';
            }
            catch {
                return 'unparsable';
            }
        }
        return undefined;
    }
    catch {
        return undefined;
    }
    finally {
        await fh?.close();
    }
}
const STATE = new Map();
function matchGlobs(tree, globs) {
    const res = globs.map(globToRegExp);
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
    const promptSuffix = RELEASE_PATHS.prompts;
    for (const f of tree.files) {
        if (f !== promptSuffix && !f.endsWith('/' + promptSuffix))
            continue;
        const d = f === promptSuffix ? '.' : f.slice(0, -(promptSuffix.length + 1));
        const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
        if (tree.has(ident))
            releases.push(d);
        else
            skipped.push({ path: d, reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release' });
    }
    if (options.releaseDir) {
        const d = external_node_path_namespaceObject.posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
        const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
        if (!tree.dirs.has(d))
            findings.push(finding(PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, { subject: 'release-dir' }));
        else if (!tree.has(ident))
            findings.push(finding(PQ.PQ044, `release-dir "${options.releaseDir}" has no ${RELEASE_PATHS.identifiability}; compare needs the evidence profile.`, { subject: 'release-dir' }));
        if (!releases.includes(d) && tree.dirs.has(d))
            releases.push(d);
    }
    for (const d of releases)
        add(d, KINDS.release);
    const inRelease = (f) => releases.some((d) => d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/'));
    // Explicit files.
    for (const g of options.evaluations) {
        const m = matchGlobs(tree, [g]);
        if (m.length === 0)
            findings.push(finding(PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
        for (const f of m)
            add(f, KINDS.evaluations);
    }
    const recordOpt = [
        ['prompts', KINDS.prompts],
        ['responses', KINDS.responses],
        ['provider-attempts', KINDS.attempts],
        ['benchmark-records', KINDS.benchmark]
    ];
    for (const [k, kind] of recordOpt)
        for (const f of matchGlobs(tree, options.records[k]))
            add(f, kind);
    const manifests = [];
    if (options.candidateManifest) {
        const m = external_node_path_namespaceObject.posix.normalize(options.candidateManifest);
        if (!tree.has(m))
            findings.push(finding(PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, { subject: 'candidate-manifest' }));
        else {
            manifests.push(m);
            add(m, KINDS.runManifest);
        }
    }
    if (options.autoDiscover) {
        for (const f of tree.files) {
            if (taken.has(f) || inRelease(f))
                continue;
            if (f.endsWith('.jsonl')) {
                const rec = await firstRecord(tree.abs(f));
                if (rec === 'unparsable' || rec === undefined) {
                    if (/evaluation|pqid/i.test(f))
                        skipped.push({ path: f, reason: rec === undefined ? 'empty JSONL file' : 'first record is not a JSON object' });
                    continue;
                }
                const kind = classifyRecord(rec);
                if (kind)
                    add(f, kind);
                else if (/evaluation/i.test(f))
                    skipped.push({ path: f, reason: 'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)' });
            }
            else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
                try {
                    const text = await (0,promises_namespaceObject.readFile)(tree.abs(f), 'utf8');
                    if (text.length > 1024 * 1024)
                        continue;
                    const v = JSON.parse(text);
                    if (v && typeof v === 'object' && !Array.isArray(v) && looksLikeRunManifest(v)) {
                        manifests.push(f);
                        add(f, KINDS.runManifest);
                    }
                }
                catch {
                    /* not ours */
                }
            }
        }
    }
    STATE.set(ctx.root, { options, releases, manifests });
    return { artifacts, skipped, findings };
}
const FAILURE_CODE = {
    'manifest-json': PQ.PQ030,
    'manifest-object': PQ.PQ030,
    'manifest-missing-fields': PQ.PQ031,
    'manifest-run-type': PQ.PQ032,
    'manifest-incompatible': PQ.PQ033,
    'unequal-prompt-sets': PQ.PQ040,
    'unknown-prompts': PQ.PQ041,
    partial: PQ.PQ042,
    'identifiable-empty': PQ.PQ043,
    'file-missing': PQ.PQ044,
    'file-directory': PQ.PQ044,
    'file-unreadable': PQ.PQ044,
    'frozen-prompts': PQ.PQ044,
    'release-json': PQ.PQ044,
    'artifact-manifest': PQ.PQ053
};
const PROBLEM_CODE = {
    'invalid-json': PQ.PQ001,
    'not-object': PQ.PQ002,
    'missing-id': PQ.PQ003,
    'duplicate-key': PQ.PQ004,
    'bad-value': PQ.PQ005,
    conflict: PQ.PQ006,
    'missing-endpoint': PQ.PQ007,
    invariant: PQ.PQ008,
    'partial-assembly': PQ.PQ009,
    'no-records': PQ.PQ010,
    'invalid-utf8': PQ.PQ011,
    'line-too-long': PQ.PQ013
};
function gateOf(id, title, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return { id, title, status: 'pass', detail: passDetail };
    return { id, title, status: 'fail', detail: errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first: ${errs[0].code} ${errs[0].message})` };
}
/** Schema findings for a JSONL file (a pass of its own: the reference never validates schemas). */
async function schemaPass(abs, file, schema, opts) {
    const findings = [];
    if (opts.schemaSeverity === 'off')
        return { findings, invalid: 0, rows: 0 };
    const validate = validatorFor(schema);
    let invalid = 0;
    let rows = 0;
    await readJsonlLines(abs, (text, line) => {
        if (!text.trim())
            return;
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
                findings.push(finding(PQ.PQ020, `Record does not match the ${schema} schema: ${describeSchemaErrors(validate.errors)}.`, { file, line, gate: 'schema' }, opts.schemaSeverity));
        }
    }, { maxLineBytes: opts.maxLineBytes }).catch(() => undefined);
    if (invalid > findings.length)
        findings.push(finding(PQ.PQ014, `${invalid - findings.length} more rows do not match the ${schema} schema (${invalid} of ${rows} in all).`, { file }));
    return { findings, invalid, rows };
}
const pct = (r) => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);
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
    const chartModels = [];
    const exec = [];
    const sig = [];
    const asm = [];
    const byModel = store.models.slice(0, maxModels).map((_, mi) => (0,records.countCells)(store, (c) => store.modelOf[c] === mi));
    byModel.forEach((c, mi) => {
        const r = (n) => (n === null ? 'N/A' : `${(0,pyfmt/* pyThousands */.fF)(n)} (${pct(n / c.cells)})`);
        const es = c.execution - c.signature;
        const as = c.assembly === null ? null : c.assembly - c.signature;
        rows.push([store.models[mi], c.cells, r(c.execution), r(c.assembly), r(c.signature), r(c.ordered), r(c.parameter), r(es), as === null ? 'N/A' : `${as} (${pct(as / c.cells)})`]);
        chartModels.push(store.models[mi]);
        exec.push(+((100 * c.execution) / c.cells).toFixed(2));
        sig.push(+((100 * c.signature) / c.cells).toFixed(2));
        asm.push(c.assembly === null ? 0 : +((100 * c.assembly) / c.cells).toFixed(2));
    });
    const sections = [
        {
            kind: 'table',
            title: 'Per-model endpoints',
            columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
            rows,
            note: store.models.length > maxModels ? `First ${maxModels} of ${store.models.length} models.` : 'Counts with rates over each model\'s cells; N/A = layer not supplied.'
        }
    ];
    const label = (m) => JSON.stringify(m.replace(/["\\`\n\r]/g, '').slice(0, 40));
    const chartN = Math.min(chartModels.length, 30);
    sections.push({
        kind: 'mermaid',
        title: 'Per-model rates (%): execution, assembly, signature',
        source: [
            'xychart-beta',
            '  title "Per-model rates (%)"',
            `  x-axis [${chartModels.slice(0, chartN).map(label).join(', ')}]`,
            '  y-axis "Rate (%)" 0 --> 100',
            `  bar [${exec.slice(0, chartN).join(', ')}]`,
            `  bar [${asm.slice(0, chartN).join(', ')}]`,
            `  bar [${sig.slice(0, chartN).join(', ')}]`
        ].join('\n')
    });
    return sections;
}
function summarySection(s, title) {
    const row = (label, n, d) => [label, n, d, n === null || d === null || d === 0 ? 'N/A' : pct(n / d)];
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
async function checkEvaluations(artifact, ctx, state) {
    const o = state.options;
    const file = artifact.path;
    const findings = [];
    const gates = [];
    const sections = [];
    const facts = {};
    let abs;
    try {
        abs = await resolveInside(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push(finding(e instanceof UnsafePathError && e.problem === 'escapes' ? BG.BG003 : PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: e.message }], findings };
    }
    let store;
    let summary;
    try {
        const l = await loadEvaluations(abs, file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
        for (const p of l.acc.problems) {
            const first = p === l.acc.firstError ? ' (the reference stops here)' : '';
            findings.push(finding(PROBLEM_CODE[p.kind], p.message + first, { file, line: p.line, gate: p.kind === 'invariant' ? 'invariants' : 'records-valid', subject: p.record ? `record ${p.record}` : undefined }));
        }
        if (l.acc.problemCount > l.acc.problems.length)
            findings.push(finding(PQ.PQ014, `${l.acc.problemCount - l.acc.problems.length} more problems were found and not listed (max-findings-per-file ${o.maxFindingsPerFile}).`, { file }));
        facts.records = l.acc.records;
        if (!l.acc.firstError) {
            store = l.acc.cells;
            summary = (await Promise.resolve(/* import() */).then(__nccwpck_require__.bind(__nccwpck_require__, 1442))).summarize((0,records.countCells)(store), null);
        }
    }
    catch (e) {
        const msg = e instanceof ReferenceFailure ? e.message : e.message;
        findings.push(finding(PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file, gate: 'records-valid' }));
    }
    findings.push(...(await schemaPass(abs, file, 'evaluation', o)).findings);
    gates.push(gateOf('records-valid', 'Evaluation records valid', findings, `${facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`));
    gates.push(summary ? gateOf('invariants', 'Endpoint invariants hold', findings, 'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution') : findings.some((f) => f.gate === 'invariants' && f.severity === 'error') ? gateOf('invariants', 'Endpoint invariants hold', findings, '') : { id: 'invariants', title: 'Endpoint invariants hold', status: 'undecided', detail: 'records could not all be read' });
    // Compare with the frozen release.
    const releaseDir = o.releaseDir ? external_node_path_namespaceObject.posix.normalize(o.releaseDir.replace(/\/+$/, '')) : state.releases.length === 1 ? state.releases[0] : undefined;
    let compareDelta;
    let frozen;
    if (!releaseDir) {
        const why = state.releases.length > 1 ? `${state.releases.length} releases found; set release-dir` : 'no frozen release directory (set release-dir)';
        gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why });
        gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
    }
    else {
        const dir = external_node_path_namespaceObject.posix.dirname(file);
        const beside = state.manifests.find((m) => external_node_path_namespaceObject.posix.dirname(m) === dir);
        const manifestRel = o.candidateManifest ? external_node_path_namespaceObject.posix.normalize(o.candidateManifest) : beside;
        if (!manifestRel) {
            findings.push(finding(PQ.PQ034, `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`, { file, gate: 'run-manifest' }));
            gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'undecided', detail: 'PQ034: no candidate run manifest' });
        }
        else {
            const mf = await manifestFindings(ctx, manifestRel);
            findings.push(...mf.map((f) => ({ ...f, gate: 'run-manifest' })));
            gates.push(gateOf('run-manifest', 'Run manifest compatible', findings, `${manifestRel}: seven fields present, four gated fields equal the frozen contract`));
        }
        if (!summary)
            gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'undecided', detail: 'the evaluation records are invalid' });
        else {
            try {
                const relAbs = await resolveInside(ctx.root, releaseDir, { expect: 'directory' });
                const r = await compareRelease({ evaluations: abs, releaseDir: relAbs, allowPartial: o.allowPartial, cwd: ctx.root, load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true } });
                compareDelta = r.candidate;
                frozen = r.frozen;
                facts.comparison = { mode: r.mode, prompt_count: r.promptIds.length, prompt_ids_sha256: r.json.comparison_scope.prompt_ids_sha256, release_dir: releaseDir };
                if (r.mode === 'matched_subset')
                    findings.push(finding(PQ.PQ045, `Matched-subset comparison: ${r.promptIds.length} of the frozen prompts (allow-partial is on).`, { file, gate: 'compare-scope' }));
                gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'pass', detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}` });
                sections.push({
                    kind: 'table',
                    title: `Candidate vs frozen release (${r.mode})`,
                    columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
                    rows: ['execution_rate', 'assembly_rate', 'signature_rate', 'ordered_rate', 'parameter_rate', 'es_gap_rate', 'as_gap_rate', 'executable_signature_disagreement_rate', 'structural_hallucination_rate'].map((m) => {
                        const c = rateOf(r.candidate, m);
                        const f = rateOf(r.frozen, m);
                        return [m, pct(c), pct(f), c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`];
                    })
                });
            }
            catch (e) {
                const kind = e instanceof ReferenceFailure ? e.kind : undefined;
                const code = (kind && FAILURE_CODE[kind]) ?? PQ.PQ044;
                findings.push(finding(code, e.message, { file, gate: 'compare-scope' }));
                gates.push(gateOf('compare-scope', 'Compare scope complete', findings, ''));
            }
        }
    }
    // Metric gates.
    const thresholds = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
    if (thresholds === 0)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'skipped', detail: 'no min-rates / max-rates configured' });
    else if (!summary)
        gates.push({ id: 'metric-thresholds', title: 'Metric thresholds', status: 'undecided', detail: 'no summary (invalid records)' });
    else {
        let undecided = false;
        for (const [m, min] of Object.entries(o.minRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push(finding(PQ.PQ072, `min-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v < min)
                findings.push(finding(PQ.PQ070, `${m} is ${pct(v)}, below the minimum ${pct(min)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        for (const [m, max] of Object.entries(o.maxRates)) {
            const v = rateOf(summary, m);
            if (v === null) {
                undecided = true;
                findings.push(finding(PQ.PQ072, `max-rates.${m}: the rate is unavailable for this file.`, { file, gate: 'metric-thresholds', subject: m }));
            }
            else if (v > max)
                findings.push(finding(PQ.PQ070, `${m} is ${pct(v)}, above the maximum ${pct(max)}.`, { file, gate: 'metric-thresholds', subject: m }));
        }
        const g = gateOf('metric-thresholds', 'Metric thresholds', findings, `${thresholds} threshold(s) met`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    const regs = Object.entries(o.maxRegression);
    if (regs.length === 0)
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'skipped', detail: 'no max-regression configured' });
    else if (!compareDelta || !frozen) {
        findings.push(finding(PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', { file, gate: 'max-regression' }));
        gates.push({ id: 'max-regression', title: 'No regression against the frozen release', status: 'undecided', detail: 'no comparison with a frozen release' });
    }
    else {
        let undecided = false;
        for (const [m, allowed] of regs) {
            const c = rateOf(compareDelta, m);
            const f = rateOf(frozen, m);
            if (c === null || f === null) {
                undecided = true;
                findings.push(finding(PQ.PQ072, `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`, { file, gate: 'max-regression', subject: m }));
                continue;
            }
            const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
            if (worse > allowed + 1e-12)
                findings.push(finding(PQ.PQ071, `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${pct(f)} → ${pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`, { file, gate: 'max-regression', subject: m }));
        }
        const g = gateOf('max-regression', 'No regression against the frozen release', findings, `${regs.length} metric(s) within their allowance`);
        gates.push(g.status === 'pass' && undecided ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' } : g);
    }
    if (summary && store) {
        facts.summary = summary;
        sections.unshift(summarySection(summary, `Summary of ${file}`), ...modelSections(store));
    }
    return { artifact, gates, findings, sections, facts };
}
async function manifestFindings(ctx, rel) {
    const out = [];
    let text;
    try {
        const abs = await resolveInside(ctx.root, rel, { expect: 'file' });
        const buf = await (0,promises_namespaceObject.readFile)(abs);
        if (buf.length > 16 * 1024 * 1024)
            return [finding(PQ.PQ030, 'The run manifest is over 16 MiB.', { file: rel })];
        text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    }
    catch (e) {
        return [finding(PQ.PQ012, e.message, { file: rel })];
    }
    let v;
    try {
        v = (0,pyjson/* parsePyJson */.j)(text);
    }
    catch {
        return [finding(PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}`, { file: rel, line: 1 })];
    }
    const p = runManifestProblem(v);
    if (p)
        out.push(finding(FAILURE_CODE[p.kind] ?? PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
    const validate = validatorFor('run-manifest');
    const sev = STATE.get(ctx.root)?.options.schemaSeverity ?? 'warning';
    if (sev !== 'off' && !validate(JSON.parse(text)))
        out.push(finding(PQ.PQ020, `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`, { file: rel, gate: 'schema' }, sev));
    return out;
}
async function checkRelease(artifact, ctx, state) {
    const findings = [];
    const gates = [];
    const facts = {};
    const sections = [];
    const rel = artifact.path;
    const at = (p) => (rel === '.' ? p : `${rel}/${p}`);
    let dir;
    try {
        dir = await resolveInside(ctx.root, rel, { expect: 'directory' });
    }
    catch (e) {
        findings.push(finding(BG.BG003, e.message, { file: rel }));
        return { artifact, gates: [{ id: 'artifact-manifest', title: 'Release files match ARTIFACT_MANIFEST.tsv', status: 'undecided', detail: e.message }], findings };
    }
    const v = await verifyArtifactManifest(dir);
    const mfile = at('ARTIFACT_MANIFEST.tsv');
    if (!v.ok) {
        findings.push(finding(PQ.PQ053, v.error === 'missing-manifest' ? `The release has no ARTIFACT_MANIFEST.tsv.` : v.message.replace(dir + '/', ''), { file: mfile, line: v.line, gate: 'artifact-manifest' }));
    }
    else {
        const m = v.result;
        facts.manifest = { checked: m.checked, missing: m.missing.length, size_mismatches: m.size_mismatches.length, hash_mismatches: m.hash_mismatches.length };
        for (const p of m.missing)
            findings.push(finding(PQ.PQ050, `"${p}" is listed but is not a regular file.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.escapes)
            findings.push(finding(PQ.PQ050, `"${p}" resolves outside the release through a symlink; benchgate refuses it (the reference follows it).`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.size_mismatches)
            findings.push(finding(PQ.PQ051, `"${p}" has a different size than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
        for (const p of m.hash_mismatches)
            findings.push(finding(PQ.PQ052, `"${p}" has a different SHA-256 than listed.`, { file: mfile, line: m.lines[p], gate: 'artifact-manifest', subject: p }));
    }
    gates.push(gateOf('artifact-manifest', 'Release files match ARTIFACT_MANIFEST.tsv', findings, v.ok ? `${v.result.checked} files verified` : ''));
    // Canonical parity (evidence profile only).
    try {
        await (0,promises_namespaceObject.readFile)(`${dir}/${RELEASE_PATHS.audit}`, { flag: 'r' }).then(() => undefined);
        const r = await reproduceRelease(dir, { stopAtFirst: true, maxLineBytes: state.options.maxLineBytes });
        for (const e of r.errors)
            findings.push(finding(PQ.PQ060, e, { file: at(RELEASE_PATHS.audit), gate: 'canonical-parity' }));
        try {
            for (const e of await repeatabilityErrors(dir))
                findings.push(finding(PQ.PQ061, e, { file: at(RELEASE_PATHS.repeatability), gate: 'canonical-parity' }));
        }
        catch {
            /* repeatability table absent: not part of this profile */
        }
        facts.summary = r.summary;
        sections.push(summarySection(r.summary, `Reproduced frozen summary (${rel})`));
        gates.push(gateOf('canonical-parity', 'Canonical parity', findings, 'reproduce matches the published counts'));
    }
    catch (e) {
        if (e.code === 'ENOENT')
            gates.push({ id: 'canonical-parity', title: 'Canonical parity', status: 'skipped', detail: 'no cell audit (core profile)' });
        else {
            findings.push(finding(e instanceof ReferenceFailure && e.kind === 'records' ? PQ.PQ060 : PQ.PQ044, e.message, { file: at(RELEASE_PATHS.audit), gate: 'canonical-parity' }));
            gates.push(gateOf('canonical-parity', 'Canonical parity', findings, ''));
        }
    }
    findings.push(...(await schemaPass(`${dir}/${RELEASE_PATHS.prompts}`, at(RELEASE_PATHS.prompts), 'prompt', state.options)).findings);
    return { artifact, gates, findings, sections, facts };
}
async function checkRecords(artifact, ctx, state, schema) {
    const file = artifact.path;
    const findings = [];
    let abs;
    try {
        abs = await resolveInside(ctx.root, file, { expect: 'file' });
    }
    catch (e) {
        findings.push(finding(PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return { artifact, gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: e.message }], findings };
    }
    let rows = 0;
    const r = await readJsonlLines(abs, (text, line) => {
        if (!text.trim())
            return;
        rows++;
        try {
            const v = JSON.parse(text);
            if (!v || typeof v !== 'object' || Array.isArray(v))
                findings.push(finding(PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' }));
        }
        catch {
            if (findings.length < state.options.maxFindingsPerFile)
                findings.push(finding(PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
        }
    }, { maxLineBytes: state.options.maxLineBytes }).catch((e) => {
        findings.push(finding(PQ.PQ012, e.message, { file, gate: 'records-valid' }));
        return undefined;
    });
    if (r?.utf8Error)
        findings.push(finding(PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
    const sp = await schemaPass(abs, file, schema, state.options);
    findings.push(...sp.findings);
    return { artifact, gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)], findings, facts: { rows, schema, schema_invalid_rows: sp.invalid } };
}
async function check(artifact, ctx) {
    const state = STATE.get(ctx.root) ?? { options: parseOptions(ctx.options).options, releases: [], manifests: [] };
    if (artifact.kind === KINDS.evaluations)
        return checkEvaluations(artifact, ctx, state);
    if (artifact.kind === KINDS.release)
        return checkRelease(artifact, ctx, state);
    if (artifact.kind === KINDS.runManifest) {
        const findings = (await manifestFindings(ctx, artifact.path)).map((f) => (f.gate ? f : { ...f, gate: 'run-manifest' }));
        return { artifact, gates: [gateOf('run-manifest', 'Run manifest compatible', findings, 'seven fields present; gated fields equal the frozen contract')], findings };
    }
    const schema = RECORD_KIND_SCHEMA[artifact.kind];
    if (schema)
        return checkRecords(artifact, ctx, state, schema);
    return { artifact, gates: [{ id: 'kind', title: 'Known artifact kind', status: 'undecided', detail: `unknown kind ${artifact.kind}` }], findings: [] };
}
const pqidSuite = { id: 'pqid', title: 'PQID-Bench evaluations and releases', discover, check };

;// CONCATENATED MODULE: ./src/suites/qsolve/gates.ts
/**
 * The eight Qsolve validation gates, as pure functions. Run-dependent gates (cases_pass, reproducible,
 * estimate_honest) are decided from run records only; without records they are `undecided`.
 */


const GATE_IDS = ['manifest', 'example_inputs', 'benchmark_cases', 'methods_declared', 'fidelity_checked', 'cases_pass', 'reproducible', 'estimate_honest'];
const gates_GATE_TITLES = {
    manifest: 'The manifest and both schemas load and validate',
    example_inputs: 'At least one example exists and every example validates',
    benchmark_cases: 'At least one case is defined',
    methods_declared: 'The manifest declares at least two methods',
    fidelity_checked: 'A case sets a non-zero min_fidelity on a fake: or ibm: target',
    cases_pass: 'At least one case ran and every case meets its expect',
    reproducible: 'Re-running the first case gives the same result',
    estimate_honest: 'estimate() is within a factor of two of what the case sent'
};
const NEEDS_RECORDS = 'the test stage needs run records: run `benchgate qsolve decide RUN_RECORDS.json`, or `benchgate qsolve check DIR --records RUN_RECORDS.json` (the runner that produces them is a separate stage)';
const gate = (id, status, detail) => ({ id, title: gates_GATE_TITLES[id], status, ...(detail ? { detail } : {}) });
function fromFindings(id, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return gate(id, 'pass', passDetail);
    return gate(id, 'fail', errs.length === 1 ? `${errs[0].code}: ${errs[0].message}` : `${errs.length} errors (first ${errs[0].code}: ${errs[0].message})`);
}
function manifestGate(findings) {
    return fromFindings('manifest', findings, 'manifest, input and output schemas load and validate');
}
/** @param inputSchemaOk false when the input schema is not available (then the examples cannot be judged). */
function exampleInputsGate(findings, count, inputSchemaOk) {
    const own = findings.filter((f) => f.gate === 'example_inputs' && f.severity === 'error');
    if (own.length > 0 || count === 0)
        return fromFindings('example_inputs', findings, '');
    if (!inputSchemaOk)
        return gate('example_inputs', 'undecided', `${count} example(s) found, but the input schema did not load, so they cannot be validated`);
    return gate('example_inputs', 'pass', `${count} example(s) validate against the input schema`);
}
/** @param parsed undefined when benchmarks/cases.yaml is missing. */
function benchmarkCasesGate(parsed) {
    if (!parsed)
        return gate('benchmark_cases', 'fail', 'E050: benchmarks/cases.yaml is missing');
    if (parsed.loadFinding)
        return gate('benchmark_cases', 'fail', `${parsed.loadFinding.code}: ${parsed.loadFinding.message}`);
    const errs = parsed.caseFindings.filter((f) => f.severity === 'error');
    if (errs.length > 0)
        return gate('benchmark_cases', 'fail', `\`qsolve test\` stops with a validation error: ${errs[0].message}${errs.length > 1 ? ` (and ${errs.length - 1} more)` : ''}`);
    if (parsed.cases.length === 0)
        return gate('benchmark_cases', 'fail', 'no case is defined under `cases`');
    return gate('benchmark_cases', 'pass', `${parsed.cases.length} case(s) defined`);
}
/** @param count undefined when the manifest's `methods` could not be read. */
function methodsDeclaredGate(count) {
    if (count === undefined)
        return gate('methods_declared', 'undecided', 'the manifest did not load, so its methods are unknown');
    return count >= 2 ? gate('methods_declared', 'pass', `${count} methods declared`) : gate('methods_declared', 'fail', `the manifest declares ${count} method(s); at least two are needed (the quantum method and the reference)`);
}
/** The first case that sets a non-zero min_fidelity and runs on a `fake:` or `ibm:` target. */
function fidelityCase(cases) {
    return cases.find((c) => c.expect.min_fidelity !== undefined && c.expect.min_fidelity !== 0 && !!c.target && /^(fake|ibm):/.test(c.target))?.name;
}
function fidelityCheckedGate(parsed) {
    if (!parsed)
        return gate('fidelity_checked', 'fail', 'no benchmarks/cases.yaml, so no noise-model case');
    if (parsed.loadFinding)
        return gate('fidelity_checked', 'undecided', 'benchmarks/cases.yaml did not load');
    const name = fidelityCase(parsed.cases);
    if (name !== undefined)
        return gate('fidelity_checked', 'pass', `case "${name}" checks fidelity on a noisy target`);
    return gate('fidelity_checked', 'fail', 'no case under `cases` sets a non-zero `min_fidelity` with its own `fake:` or `ibm:` target (the platform validates on sim-cpu, so declare e.g. `target: fake:fez@1.6`)');
}
/** True when the case ran to a result (it did not raise). */
function ranToResult(c) {
    return !c.exception;
}
/**
 * cases_pass, reproducible and estimate_honest from run records. Only `cases` entries count (validation ignores
 * hardware cases). `defined` is the list of cases from cases.yaml when known: each needs a record.
 */
function runGates(records, decisions, defined, file) {
    if (!records) {
        return { gates: [gate('cases_pass', 'undecided', NEEDS_RECORDS), gate('reproducible', 'undecided', NEEDS_RECORDS), gate('estimate_honest', 'undecided', NEEDS_RECORDS)], findings: [] };
    }
    const findings = [];
    const loc = file ? { file } : {};
    const validation = records.cases.map((c, i) => ({ c, d: decisions[i] })).filter((x) => (x.c.list ?? 'cases') === 'cases');
    for (const { d } of validation) {
        if (d.status === 'fail') {
            const why = d.raised ? `FAIL ${d.message}` : (d.message ?? `fails its expect (${d.note ?? 'bound'})`);
            findings.push(finding(QS.QS021, `case "${d.name}" on ${d.target}: ${why}`, { ...loc, gate: 'cases_pass', subject: d.name }));
        }
    }
    const missing = [];
    if (defined) {
        const names = new Set(validation.map((x) => x.c.name));
        for (const s of defined) {
            if (!names.has(s.name)) {
                missing.push(s.name);
                findings.push(finding(QS.QS022, `case "${s.name}" has no run record, so it did not run`, { ...loc, line: s.pos.line, column: s.pos.column, gate: 'cases_pass', subject: s.name }));
            }
        }
        const definedNames = new Set(defined.map((s) => s.name));
        for (const { c } of validation) {
            if (!definedNames.has(c.name))
                findings.push(finding(QS.QS023, `the run records hold case "${c.name}", which benchmarks/cases.yaml does not define`, { ...loc, subject: c.name }));
        }
    }
    const failed = validation.filter((x) => x.d.status === 'fail');
    let casesPass;
    if (validation.length === 0)
        casesPass = gate('cases_pass', 'fail', 'no case ran');
    else if (failed.length > 0) {
        const d = failed[0].d;
        casesPass = gate('cases_pass', 'fail', `${failed.length} of ${validation.length} case(s) fail; first "${d.name}": ${d.raised ? 'FAIL ' : ''}${d.message ?? d.note ?? 'fails its expect'}`);
    }
    else if (missing.length > 0)
        casesPass = gate('cases_pass', 'fail', `${missing.length} case(s) have no run record (first "${missing[0]}")`);
    else
        casesPass = gate('cases_pass', 'pass', `${validation.length} of ${validation.length} case(s) pass`);
    const gates = [casesPass];
    const first = validation.find((x) => ranToResult(x.c));
    if (first) {
        const rep = reproducibleGate(first.c, records.reproducible ?? undefined);
        gates.push(rep);
        if (rep.status === 'fail')
            findings.push(finding(QS.QS027, rep.detail ?? 'not reproducible', { ...loc, gate: 'reproducible', subject: first.c.name }));
        const est = estimateHonestGate(first.c);
        gates.push(est);
        if (est.status === 'fail')
            findings.push(finding(QS.QS028, est.detail ?? 'estimate off', { ...loc, gate: 'estimate_honest', subject: first.c.name }));
    }
    return { gates, findings };
}
const REPRO_REL = 1e-8;
const REPRO_ABS = 1e-12;
const IGNORED_KEYS = new Set(['wall_time_s', 'result_hash']);
/** First difference between two results (numbers within rel 1e-8 / abs 1e-12, wall times ignored), or null. */
function firstDifference(a, b, path = '') {
    if (typeof a === 'number' && typeof b === 'number') {
        if (a === b || (Number.isNaN(a) && Number.isNaN(b)))
            return null;
        const diff = Math.abs(a - b);
        return diff <= REPRO_ABS || diff <= REPRO_REL * Math.max(Math.abs(a), Math.abs(b)) ? null : `${path || '/'}: ${a} vs ${b}`;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length)
            return `${path || '/'}: ${a.length} vs ${b.length} items`;
        for (let i = 0; i < a.length; i++) {
            const d = firstDifference(a[i], b[i], `${path}/${i}`);
            if (d)
                return d;
        }
        return null;
    }
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
        const ka = Object.keys(a).filter((k) => !IGNORED_KEYS.has(k)).sort();
        const kb = Object.keys(b).filter((k) => !IGNORED_KEYS.has(k)).sort();
        const keys = [...new Set([...ka, ...kb])].sort();
        for (const k of keys) {
            const d = firstDifference(a[k], b[k], `${path}/${k}`);
            if (d)
                return d;
        }
        return null;
    }
    if (a === b)
        return null;
    return `${path || '/'}: ${JSON.stringify(a) ?? 'absent'} vs ${JSON.stringify(b) ?? 'absent'}`;
}
function reproducibleGate(first, rep) {
    if (!rep)
        return gate('reproducible', 'undecided', `the run records hold no re-run of the first case "${first.name}"`);
    const r = rep.rerun;
    const same = r.name === first.name && r.target === first.target && r.seed === first.seed && firstDifference(r.params, first.params) === null;
    if (!same)
        return gate('reproducible', 'fail', `the re-run is not of the first case that ran ("${first.name}" on ${first.target}, seed ${first.seed}, same params)`);
    if (first.result_hash && r.result_hash && first.result_hash === r.result_hash)
        return gate('reproducible', 'pass', `"${first.name}": same result hash`);
    const d = firstDifference({ exception: first.exception ?? null, methods: first.methods }, { exception: r.exception ?? null, methods: r.methods });
    if (d === null)
        return gate('reproducible', 'pass', `"${first.name}": every number equal within relative 1e-8 (absolute 1e-12)`);
    return gate('reproducible', 'fail', `re-running "${first.name}" gave a different result at ${d}`);
}
function estimateHonestGate(c) {
    let circuits = 0;
    let shots = 0;
    for (const m of c.methods) {
        circuits += m.circuits.length;
        for (const x of m.circuits)
            shots += x.shots;
    }
    const est = c.estimate;
    if (!est || ((est.circuits === null || est.circuits === undefined) && (est.shots === null || est.shots === undefined))) {
        return gate('estimate_honest', 'pass', `note: no estimate() given for "${c.name}"`);
    }
    if (circuits === 0)
        return gate('estimate_honest', 'pass', `note: "${c.name}" sent no circuits`);
    const parts = [];
    const bad = [];
    const check = (what, e, actual) => {
        if (actual === 0)
            return;
        if (e === null || e === undefined) {
            parts.push(`no ${what} estimate`);
            return;
        }
        const ratio = e / actual;
        const txt = `${what} ${e} estimated vs ${actual} sent (ratio ${Number(ratio.toPrecision(4))})`;
        if (ratio >= 0.5 && ratio <= 2.0)
            parts.push(txt);
        else
            bad.push(txt);
    };
    check('circuits', est.circuits, circuits);
    check('shots', est.shots, shots);
    if (bad.length)
        return gate('estimate_honest', 'fail', `"${c.name}": ${bad.join('; ')}; the ratio must be 0.5 to 2.0`);
    return gate('estimate_honest', 'pass', `"${c.name}": ${parts.join('; ')}`);
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __nccwpck_require__(2463);
var ajv_default = /*#__PURE__*/__nccwpck_require__.n(dist_ajv);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var ajv_formats_dist = __nccwpck_require__(2815);
var dist_default = /*#__PURE__*/__nccwpck_require__.n(ajv_formats_dist);
;// CONCATENATED MODULE: ./src/suites/qsolve/jsonschema.ts



const addFormatsFn = ((dist_default())["default"] ?? (dist_default()));
const Draft7Ctor = ((ajv_default())["default"] ?? (ajv_default()));
/**
 * Compiles a user JSON Schema (draft 2020-12, the default, or draft-07 by `$schema`). Each call uses its own Ajv
 * instance so `$id`s of different workflows never collide. No remote `$ref` is fetched.
 */
function compileUserSchema(schema, opts = {}) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        if (typeof schema === 'boolean')
            return wrap(() => new _2020.Ajv2020({ strict: false }).compile(schema));
        return { ok: false, message: 'a JSON Schema must be an object (or a boolean)' };
    }
    const dialect = schema.$schema;
    let ajv;
    if (dialect === undefined || (typeof dialect === 'string' && /2020-12|2019-09/.test(dialect))) {
        ajv = new _2020.Ajv2020({ strict: false, allErrors: false, useDefaults: opts.useDefaults ?? false, validateSchema: true });
    }
    else if (typeof dialect === 'string' && /draft-0[67]/.test(dialect)) {
        ajv = new Draft7Ctor({ strict: false, allErrors: false, useDefaults: opts.useDefaults ?? false, validateSchema: true });
    }
    else {
        return { ok: false, message: `unsupported "$schema" ${JSON.stringify(dialect)}; use draft 2020-12 or draft-07` };
    }
    addFormatsFn(ajv);
    return wrap(() => ajv.compile(schema));
}
function wrap(make) {
    let fn;
    try {
        fn = make();
    }
    catch (e) {
        return { ok: false, message: e.message.split('\n')[0] };
    }
    const validate = (value) => {
        try {
            if (fn(value))
                return { ok: true };
        }
        catch (e) {
            return { ok: false, schemaPath: '#', instancePath: '', message: `validation raised: ${e.message}` };
        }
        const err = (fn.errors ?? [])[0];
        return err ? { ok: false, ...describe(err) } : { ok: false, schemaPath: '#', instancePath: '', message: 'does not match the schema' };
    };
    return { ok: true, validate };
}
function describe(err) {
    let message = err.message ?? 'does not match';
    let instancePath = err.instancePath;
    if (err.keyword === 'additionalProperties') {
        const extra = String(err.params.additionalProperty);
        message = `is not allowed (unknown key "${extra}")`;
        instancePath += '/' + extra.replace(/~/g, '~0').replace(/\//g, '~1');
    }
    if (err.keyword === 'enum')
        message += `: ${JSON.stringify(err.params.allowedValues)}`;
    return { schemaPath: err.schemaPath, instancePath, message };
}
/** Compiles one of benchgate's own schemas (trusted, compiled once). */
function compileOwnSchema(schema) {
    const r = compileUserSchema(schema);
    if (!r.ok)
        throw new Error(`benchgate schema does not compile: ${r.message}`);
    return r.validate;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/schemas.ts
/**
 * The two JSON Schemas benchgate defines for Qsolve. The same objects are published as
 * schemas/qsolve/manifest.schema.json and schemas/qsolve/run-record.schema.json (a test keeps them equal).
 */
const relPath = { type: 'string', minLength: 1, maxLength: 300, pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$)).+$' };
const MANIFEST_SCHEMA = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/manifest.schema.json',
    title: 'Qsolve workflow manifest (benchgate layout: qsolve.yaml or qsolve.json)',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'entry', 'schemas', 'methods'],
    properties: {
        name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'Workflow slug, e.g. max-cut.' },
        version: { type: 'string', pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$' },
        title: { type: 'string', maxLength: 200 },
        description: { type: 'string', maxLength: 5000 },
        entry: { ...relPath, pattern: '^(?![/\\\\])(?!.*(^|/)\\.\\.(/|$))[^\\\\]+\\.(py|mjs)$', description: 'Entry module relative to the workflow folder: workflow.py (Python) or workflow.mjs (JavaScript).' },
        schemas: {
            type: 'object',
            additionalProperties: false,
            required: ['input', 'output'],
            properties: { input: relPath, output: relPath }
        },
        parameters: {
            type: 'object',
            description: 'Inline JSON Schema of run parameters; it must declare `shots`.',
            required: ['type', 'properties'],
            properties: {
                type: { const: 'object' },
                properties: { type: 'object', required: ['shots'] }
            }
        },
        methods: {
            type: 'array',
            minItems: 1,
            maxItems: 32,
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'kind'],
                properties: {
                    name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$' },
                    kind: { enum: ['quantum', 'classical'] },
                    reference: { type: 'boolean' },
                    description: { type: 'string', maxLength: 2000 }
                }
            }
        },
        metric: {
            type: 'object',
            additionalProperties: false,
            properties: {
                kind: { enum: ['relative_gap', 'relative_error', 'error_rate'], default: 'relative_gap' },
                tolerance: { type: 'number', minimum: 0, maximum: 1, default: 0 },
                tolerance_abs: { type: 'number', minimum: 0 },
                note: { type: 'string', maxLength: 600 }
            }
        },
        resources: {
            type: 'object',
            additionalProperties: false,
            properties: {
                timeout_s: { type: 'number', exclusiveMinimum: 0 },
                memory_mb: { type: 'integer', minimum: 1 }
            }
        },
        targets: {
            type: 'object',
            additionalProperties: false,
            properties: {
                sim: { type: 'array', uniqueItems: true, items: { enum: ['cpu', 'gpu'] } },
                fake: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9_]{1,40}$' } },
                qpu: { type: 'array', uniqueItems: true, items: { enum: ['ibm'] } }
            }
        }
    }
};
const schemas_num = { type: ['number', 'null'] };
const CASE_RECORD = {
    type: 'object',
    required: ['name', 'target', 'seed', 'params', 'expect', 'methods'],
    additionalProperties: false,
    properties: {
        name: { type: 'string', minLength: 1 },
        list: { enum: ['cases', 'hardware_cases'] },
        target: { type: 'string', minLength: 1 },
        seed: { type: 'integer' },
        params: { type: 'object' },
        expect: {
            type: 'object',
            additionalProperties: false,
            properties: {
                max_gap: { type: 'number' },
                max_abs_error: { type: 'number' },
                min_fidelity: { type: 'number' },
                min_postselection: { type: 'number' },
                max_two_qubit_gates: { type: 'integer' }
            }
        },
        exception: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['type', 'message'],
            properties: { type: { type: 'string' }, message: { type: 'string' } }
        },
        methods: {
            type: 'array',
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['name', 'kind', 'status', 'circuits'],
                properties: {
                    name: { type: 'string', minLength: 1 },
                    kind: { enum: ['quantum', 'classical'] },
                    reference: { type: 'boolean' },
                    status: { enum: ['ok', 'unavailable', 'failed'] },
                    reason: { type: ['string', 'null'] },
                    objective: schemas_num,
                    solution: {},
                    evaluated: schemas_num,
                    stderr: schemas_num,
                    details: { type: ['object', 'null'] },
                    wall_time_s: schemas_num,
                    circuits: {
                        type: 'array',
                        items: {
                            type: 'object',
                            additionalProperties: false,
                            required: ['qubits', 'two_qubit_gates', 'mid_circuit_measurement', 'shots'],
                            properties: {
                                qubits: { type: 'integer', minimum: 0 },
                                two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                                mid_circuit_measurement: { type: 'boolean' },
                                shots: { type: 'integer', minimum: 0 }
                            }
                        }
                    },
                    mitigation: {
                        type: ['object', 'null'],
                        additionalProperties: false,
                        properties: { fidelity: schemas_num, coverage: schemas_num, postselection: schemas_num }
                    }
                }
            }
        },
        estimate: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: { circuits: schemas_num, shots: schemas_num }
        },
        result_hash: { type: ['string', 'null'] },
        wall_time_s: schemas_num
    }
};
const RUN_RECORD_SCHEMA = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/run-record.schema.json',
    title: 'benchgate Qsolve run records (what the runner produced for one workflow)',
    type: 'object',
    additionalProperties: false,
    required: ['schema', 'workflow', 'engine', 'cases'],
    properties: {
        schema: { const: 'benchgate.qsolve.run-records/1' },
        workflow: { type: 'string' },
        engine: {
            type: 'object',
            required: ['name', 'version'],
            additionalProperties: false,
            properties: { name: { type: 'string' }, version: { type: 'string' } }
        },
        metric: { type: ['object', 'null'], additionalProperties: false, properties: MANIFEST_SCHEMA.properties.metric.properties },
        cases: { type: 'array', items: { $ref: '#/$defs/case' } },
        reproducible: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['case', 'index', 'rerun'],
            properties: { case: { type: 'string' }, index: { type: 'integer', minimum: 0 }, rerun: { $ref: '#/$defs/case' } }
        }
    },
    $defs: { case: CASE_RECORD }
};

;// CONCATENATED MODULE: ./src/suites/qsolve/yaml.ts

/** Limits applied to every YAML file the suite reads (manifest, cases.yaml). */
const YAML_LIMITS = {
    /** Files above this are refused before parsing. */
    maxBytes: 4 * 1024 * 1024,
    /** Aliases allowed in one document (alias bombs are refused). */
    maxAliases: 100,
    /** toJS expansion budget passed to yaml's maxAliasCount. */
    maxAliasCount: 1000,
    /** Deepest collection nesting accepted. */
    maxDepth: 64
};
/**
 * Parses one YAML document keeping positions: unique keys enforced, aliases counted and expansion bounded,
 * nesting bounded. Never throws; every problem is returned with its position when known.
 */
function loadYaml(text) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > YAML_LIMITS.maxBytes)
        return { ok: false, message: `the file is ${bytes} bytes, over the ${YAML_LIMITS.maxBytes}-byte limit` };
    const lc = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2' });
    }
    catch (e) {
        return { ok: false, message: e instanceof RangeError ? 'the YAML is nested too deeply to parse' : `the YAML cannot be parsed: ${e.message}` };
    }
    if (doc.errors.length > 0) {
        const err = doc.errors[0];
        return { ok: false, message: `YAML error: ${firstLine(err.message)}`, pos: posAt(lc, err.pos[0]) };
    }
    // Count aliases and measure depth before any expansion.
    let aliases = 0;
    let firstAlias;
    let tooDeep;
    try {
        (0,dist/* visit */.YR)(doc, {
            Alias(_k, node) {
                aliases++;
                if (!firstAlias && node.range)
                    firstAlias = posAt(lc, node.range[0]);
                if (aliases > YAML_LIMITS.maxAliases)
                    return dist/* visit */.YR.BREAK;
            },
            Node(_k, node, path) {
                if ((0,dist/* isCollection */.P3)(node) && path.length > YAML_LIMITS.maxDepth * 2 + 1) {
                    if (node.range)
                        tooDeep = posAt(lc, node.range[0]);
                    return dist/* visit */.YR.BREAK;
                }
                return undefined;
            }
        });
    }
    catch (e) {
        return { ok: false, message: e instanceof RangeError ? 'the YAML is nested too deeply to read' : `the YAML cannot be read: ${e.message}` };
    }
    if (aliases > YAML_LIMITS.maxAliases)
        return { ok: false, message: `the YAML uses more than ${YAML_LIMITS.maxAliases} aliases (refused as a possible alias bomb)`, pos: firstAlias };
    if (tooDeep)
        return { ok: false, message: `the YAML is nested more than ${YAML_LIMITS.maxDepth} levels deep`, pos: tooDeep };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
    }
    catch (e) {
        const msg = e.message;
        return { ok: false, message: /alias/i.test(msg) ? 'the YAML aliases expand too much (refused as a possible alias bomb)' : `the YAML cannot be read: ${firstLine(msg)}`, pos: firstAlias };
    }
    return { ok: true, doc, lc, value };
}
function firstLine(s) {
    return s.split('\n')[0].trim();
}
function posAt(lc, offset) {
    if (offset === undefined)
        return undefined;
    const p = lc.linePos(offset);
    return { line: p.line, column: p.col };
}
function nodePos(lc, node) {
    const n = node;
    if (!n || typeof n !== 'object' || !('range' in n) || !n.range)
        return undefined;
    return posAt(lc, n.range[0]);
}
/** The source text of a scalar node (to tell `40` from `40.0`). */
function scalarSource(text, node) {
    const n = node;
    if (!n || !(0,dist/* isScalar */.jn)(n) || !n.range)
        return undefined;
    return text.slice(n.range[0], n.range[1]);
}
/** Resolves a JSON-pointer-like path (from ajv instancePath) to the node's position, falling back to the nearest parent. */
function posOfPath(doc, lc, path) {
    let node = doc.contents;
    let best = nodePos(lc, node);
    for (const seg of path) {
        if ((0,dist/* isAlias */.Vj)(node))
            break;
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                break;
            best = nodePos(lc, pair.key) ?? best;
            node = pair.value;
            if (!(0,dist/* isCollection */.P3)(node)) {
                best = nodePos(lc, node) ?? best;
                // keep the key position for scalars: more useful to point at "key: value"
                best = nodePos(lc, pair.key) ?? best;
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            const item = node.items[Number(seg)];
            if (item === undefined)
                break;
            best = nodePos(lc, item) ?? best;
            node = item;
        }
        else
            break;
    }
    return best;
}
/** Splits an ajv instancePath (`/methods/0/kind`) into segments. */
function pointerSegments(ptr) {
    if (!ptr)
        return [];
    return ptr
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

;// CONCATENATED MODULE: ./src/suites/qsolve/manifest.ts





const MANIFEST_NAMES = ['qsolve.yaml', 'qsolve.json'];
let manifestValidator;
/** Parses and validates a manifest's text. Pure. */
function manifest_parseManifest(text, file) {
    const gate = 'manifest';
    const isJson = file.endsWith('.json');
    if (isJson) {
        try {
            JSON.parse(text);
        }
        catch (e) {
            const msg = e.message;
            const m = /position (\d+)/.exec(msg);
            const loc = m ? lineCol(text, Number(m[1])) : {};
            return { findings: [finding(QS.QS001, `the manifest is not valid JSON: ${msg}`, { file, ...loc, gate })] };
        }
    }
    const loaded = loadYaml(text);
    if (!loaded.ok)
        return { findings: [finding(QS.QS001, `the manifest cannot be loaded: ${loaded.message}`, { file, ...(loaded.pos ?? {}), gate })] };
    const value = loaded.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { findings: [finding(QS.QS001, 'the manifest must be a mapping (keys name, entry, schemas, methods, metric, resources, targets, parameters)', { file, line: 1, column: 1, gate })] };
    }
    const obj = value;
    const out = { findings: [] };
    if (Array.isArray(obj.methods))
        out.methodsCount = obj.methods.length;
    const targets = obj.targets;
    out.qpuIbm = !!targets && typeof targets === 'object' && Array.isArray(targets.qpu) && targets.qpu.includes('ibm');
    const at = (path) => ({ file, ...(posOfPath(loaded.doc, loaded.lc, path) ?? {}), gate });
    manifestValidator ??= compileOwnSchema(MANIFEST_SCHEMA);
    const r = manifestValidator(obj);
    if (!r.ok) {
        const segs = pointerSegments(r.instancePath);
        out.findings.push(finding(QS.QS002, `manifest ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, at(segs)));
        return out;
    }
    const manifest = obj;
    // Method rules JSON Schema cannot say.
    const seen = new Set();
    manifest.methods.forEach((m, i) => {
        if (seen.has(m.name))
            out.findings.push(finding(QS.QS002, `method "${m.name}" is declared twice; method names must be unique`, at(['methods', i, 'name'])));
        seen.add(m.name);
    });
    const refs = referenceMethods(manifest);
    if (refs.length === 0)
        out.findings.push(finding(QS.QS002, 'no method is the baseline: mark one classical method `reference: true` (or name it `reference`)', at(['methods'])));
    else if (refs.length > 1)
        out.findings.push(finding(QS.QS002, `more than one method is marked \`reference: true\` (${refs.map((m) => m.name).join(', ')}); mark exactly one`, at(['methods'])));
    else if (refs[0].kind !== 'classical')
        out.findings.push(finding(QS.QS002, `the reference method "${refs[0].name}" must be classical: the baseline is the best classical answer`, at(['methods', manifest.methods.indexOf(refs[0]), 'kind'])));
    if (!manifest.methods.some((m) => m.kind === 'quantum'))
        out.findings.push(finding(QS.QS002, 'no method has `kind: quantum`; a workflow needs at least one quantum method', at(['methods'])));
    out.manifest = manifest;
    return out;
}
/** Methods marked `reference: true`; when none is marked, a method named `reference`. */
function referenceMethods(m) {
    const marked = m.methods.filter((x) => x.reference === true);
    if (marked.length > 0)
        return marked;
    return m.methods.filter((x) => x.name === 'reference' && x.reference !== false);
}
/** The metric with its documented defaults (kind relative_gap, tolerance 0, tolerance_abs none). */
function metricOf(m) {
    const out = { kind: m?.kind ?? 'relative_gap', tolerance: m?.tolerance ?? 0 };
    if (m?.tolerance_abs !== undefined && m.tolerance_abs !== null)
        out.tolerance_abs = m.tolerance_abs;
    if (m?.note !== undefined)
        out.note = m.note;
    return out;
}
function lineCol(text, offset) {
    let line = 1;
    let last = -1;
    for (let i = 0; i < Math.min(offset, text.length); i++) {
        if (text.charCodeAt(i) === 10) {
            line++;
            last = i;
        }
    }
    return { line, column: offset - last };
}

;// CONCATENATED MODULE: ./src/suites/qsolve/cases.ts




const CASE_KEYS = ['name', 'input_file', 'input', 'params', 'seed', 'target', 'expect'];
const EXPECT_KEYS = ['max_gap', 'max_abs_error', 'min_fidelity', 'min_postselection', 'max_two_qubit_gates'];
const MAX_HARDWARE_CASES = 3;
/** `ibm:<device>`: letters, digits, `_ . -`, 1 to 60 characters. */
const IBM_TARGET = /^ibm:[A-Za-z0-9_.-]{1,60}$/;
/**
 * Reads benchmarks/cases.yaml (text already size-checked and decoded). Pure: positions come from the YAML nodes.
 * Only `cases` and `hardware_cases` are read; other top-level keys are ignored.
 */
function parseCasesYaml(text, file) {
    const out = { loaded: false, cases: [], hardware: [], casesCount: 0, hardwareEntries: [], caseFindings: [], hardwareFindings: [] };
    const loaded = loadYaml(text);
    if (!loaded.ok) {
        out.loadFinding = finding(QS.E052, `benchmarks/cases.yaml cannot be loaded, so hardware_cases is unreadable: ${loaded.message}`, { file, ...(loaded.pos ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    const { doc, lc } = loaded;
    const root = doc.contents;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null)) {
        out.loaded = true; // an empty file: zero cases
        return out;
    }
    if (!(0,dist/* isMap */.jh)(root)) {
        out.loadFinding = finding(QS.E052, 'benchmarks/cases.yaml must be a mapping with the keys `cases` and `hardware_cases`', { file, ...(nodePos(lc, root) ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    out.loaded = true;
    const ctx = { text, file, doc, lc };
    for (const pair of root.items) {
        if (!(0,dist/* isScalar */.jn)(pair.key))
            continue;
        const key = pair.key.value;
        if (key !== 'cases' && key !== 'hardware_cases')
            continue; // other top-level keys are ignored
        const list = key;
        const keyPos = nodePos(lc, pair.key);
        if (list === 'cases')
            out.casesKey = keyPos;
        else
            out.hardwareKey = keyPos;
        const findings = list === 'cases' ? out.caseFindings : out.hardwareFindings;
        const code = list === 'cases' ? QS.QS008 : QS.E052;
        const v = pair.value;
        if (v === null || v === undefined || ((0,dist/* isScalar */.jn)(v) && v.value === null))
            continue; // `cases:` with nothing: zero cases
        if (!(0,dist/* isSeq */.oP)(v)) {
            findings.push(finding(code, `\`${list}\` must be a list of cases`, { file, ...(nodePos(lc, v) ?? keyPos ?? {}), gate: list === 'cases' ? 'benchmark_cases' : undefined }));
            continue;
        }
        v.items.forEach((item, index) => {
            const pos = nodePos(lc, item) ?? keyPos ?? { line: 1, column: 1 };
            if (list === 'cases')
                out.casesCount++;
            else
                out.hardwareEntries.push(pos);
            const spec = readCase(ctx, item, list, index, pos, code, findings);
            if (spec)
                (list === 'cases' ? out.cases : out.hardware).push(spec);
        });
    }
    return out;
}
function label(list, index, name) {
    return name ? `case "${name}" (${list}[${index}])` : `${list}[${index}]`;
}
/** Follows an alias to its anchored node (the alias count was bounded when the file loaded). */
function deref(ctx, node) {
    return (0,dist/* isAlias */.Vj)(node) ? (node.resolve(ctx.doc) ?? node) : node;
}
function readCase(ctx, itemIn, list, index, pos, code, findings) {
    const gate = list === 'cases' ? 'benchmark_cases' : undefined;
    const item = deref(ctx, itemIn);
    const at = (node, fallback = pos) => ({ file: ctx.file, ...(nodePos(ctx.lc, node) ?? fallback), ...(gate ? { gate } : {}) });
    if (!(0,dist/* isMap */.jh)(item)) {
        findings.push(finding(code, `${label(list, index)} must be a mapping with at least \`name\` and \`input\` or \`input_file\``, at(item)));
        return undefined;
    }
    const map = item;
    // The name first, so every other message can name the case.
    const namePair = map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'name');
    const name = namePair && (0,dist/* isScalar */.jn)(namePair.value) && typeof namePair.value.value === 'string' && namePair.value.value.length > 0 ? namePair.value.value : undefined;
    const who = label(list, index, name);
    let ok = true;
    const bad = (node, msg) => {
        ok = false;
        findings.push(finding(code, `${who}: ${msg}`, { ...at(node), subject: name ?? `${list}[${index}]` }));
    };
    const spec = { list, index, name: name ?? '', params: {}, seed: 0, expect: {}, pos, keyPos: {} };
    for (const pair of map.items) {
        if (!(0,dist/* isScalar */.jn)(pair.key) || typeof pair.key.value !== 'string') {
            bad(pair.key, 'keys must be plain strings');
            continue;
        }
        const key = pair.key.value;
        const kp = nodePos(ctx.lc, pair.key);
        if (kp)
            spec.keyPos[key] = kp;
        const v = deref(ctx, pair.value);
        switch (key) {
            case 'name':
                if (!name)
                    bad(pair.key, '`name` must be a non-empty string');
                break;
            case 'input_file':
            case 'target': {
                const s = (0,dist/* isScalar */.jn)(v) && typeof v.value === 'string' ? v.value : undefined;
                if (s === undefined || s.length === 0)
                    bad(pair.key, `\`${key}\` must be a non-empty string`);
                else
                    spec[key] = s;
                break;
            }
            case 'input':
            case 'params': {
                if (!(0,dist/* isMap */.jh)(v)) {
                    bad(pair.key, `\`${key}\` must be a mapping (an object)`);
                    break;
                }
                try {
                    const js = v.toJS(ctx.doc, { maxAliasCount: YAML_LIMITS.maxAliasCount });
                    spec[key] = js;
                }
                catch (e) {
                    bad(pair.key, `\`${key}\` cannot be read: ${e.message}`);
                }
                break;
            }
            case 'seed': {
                const n = intValue(ctx.text, v);
                if (n === undefined)
                    bad(pair.key, '`seed` must be an integer');
                else
                    spec.seed = n;
                break;
            }
            case 'expect':
                if (!(0,dist/* isMap */.jh)(v)) {
                    bad(pair.key, '`expect` must be a mapping (it may be empty: `{}`)');
                    break;
                }
                for (const ep of v.items) {
                    const ek = (0,dist/* isScalar */.jn)(ep.key) ? ep.key.value : undefined;
                    if (typeof ek !== 'string' || !EXPECT_KEYS.includes(ek)) {
                        bad(ep.key, `unknown key "${String(ek)}" in \`expect\`${suggest(String(ek), EXPECT_KEYS)}; the keys are ${EXPECT_KEYS.join(', ')}`);
                        continue;
                    }
                    const ekp = nodePos(ctx.lc, ep.key);
                    if (ekp)
                        spec.keyPos[`expect.${ek}`] = ekp;
                    if (ek === 'max_two_qubit_gates') {
                        const n = intValue(ctx.text, deref(ctx, ep.value));
                        if (n === undefined)
                            bad(ep.key, '`expect.max_two_qubit_gates` must be an integer');
                        else
                            spec.expect.max_two_qubit_gates = n;
                    }
                    else {
                        const ev = deref(ctx, ep.value);
                        const n = (0,dist/* isScalar */.jn)(ev) && typeof ev.value === 'number' && Number.isFinite(ev.value) ? ev.value : undefined;
                        if (n === undefined)
                            bad(ep.key, `\`expect.${ek}\` must be a finite number`);
                        else
                            spec.expect[ek] = n;
                    }
                }
                break;
            default:
                bad(pair.key, `unknown key "${key}"${suggest(key, CASE_KEYS)}; the keys are ${CASE_KEYS.join(', ')}`);
        }
    }
    if (!namePair)
        bad(item, 'no `name`; every case needs one');
    if (list === 'hardware_cases') {
        if (spec.target === undefined) {
            if (!map.items.some((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'target'))
                bad(item, 'a hardware case needs a `target` of the form `ibm:<device>`, e.g. `ibm:ibm_fez`');
        }
        else if (!IBM_TARGET.test(spec.target)) {
            const tp = map.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === 'target');
            bad(tp?.value ?? item, `target "${spec.target}" is not \`ibm:<device>\` (device: letters, digits, _ . -, 1 to 60 characters)`);
        }
    }
    return ok ? spec : undefined;
}
/** An integer written as an integer (`40`, not `40.0` or `"40"`). */
function intValue(text, node) {
    if (!(0,dist/* isScalar */.jn)(node) || typeof node.value !== 'number' || !Number.isSafeInteger(node.value))
        return undefined;
    const src = scalarSource(text, node) ?? '';
    if (/[.eE]/.test(src) && !/^[-+]?0x/i.test(src))
        return undefined;
    return node.value;
}
function suggest(key, known) {
    let best;
    let bestD = Infinity;
    for (const k of known) {
        const d = distance(key.toLowerCase(), k);
        if (d < bestD) {
            bestD = d;
            best = k;
        }
    }
    return best !== undefined && bestD <= Math.max(2, Math.floor(best.length / 4)) ? ` (did you mean "${best}"?)` : '';
}
function distance(a, b) {
    if (a.length > 100)
        return Infinity;
    const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = dp[0];
        dp[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const tmp = dp[j];
            dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = tmp;
        }
    }
    return dp[b.length];
}
/** Target grammar benchgate recognises (for the QS029 warning). */
function targetKind(target) {
    if (/^sim-[a-z0-9]+$/.test(target))
        return 'sim';
    const m = /^fake:([a-z0-9_]{1,40})(?:@([0-9]+(?:\.[0-9]+)?))?$/.exec(target);
    if (m) {
        if (m[2] !== undefined) {
            const s = Number(m[2]);
            if (!(s >= 1 && s <= 10))
                return undefined;
        }
        return 'fake';
    }
    if (IBM_TARGET.test(target))
        return 'ibm';
    return undefined;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/decide.ts
const MATCHES = 'Matches the best classical answer';
const BELOW = 'Below the best classical answer';
const NO_HEADLINE = 'no headline metric: quantum and reference could not be compared';
const GAP_SLACK = 1e-9;
const CLAIM_TOLERANCE = 1e-6;
const MIN_COVERAGE = 0.9;
/** Circuits over this many qubits cannot be scored against an ideal output. */
const MAX_SCORABLE_QUBITS = 20;
const WILSON_Z = 1.96;
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
/** A method that crashed: status `failed`, or an unavailable reason starting with `failed:`. */
function methodFailed(m) {
    return m.status === 'failed' || (typeof m.reason === 'string' && m.reason.startsWith('failed:'));
}
/** The usable value of a method: the re-evaluated objective when there is one, else the claimed one. */
function methodValue(m) {
    if (!m || m.status !== 'ok' || methodFailed(m))
        return null;
    if (finite(m.evaluated))
        return m.evaluated;
    if (finite(m.objective))
        return m.objective;
    return null;
}
/** The headline quantum method: the first quantum method in the record. */
function quantumMethodOf(c) {
    return c.methods.find((m) => m.kind === 'quantum');
}
/** The baseline: the method marked `reference`, else one named `reference`. */
function referenceMethodOf(c) {
    return c.methods.find((m) => m.reference === true) ?? c.methods.find((m) => m.name === 'reference' && m.reference !== false);
}
function gapOf(q, r) {
    return (q - r) / Math.max(Math.abs(r), 1e-12);
}
/** Share of the quantum method's shots in scorable circuits (≤ 20 qubits, no mid-circuit measurement); null without shots. */
function scorableCoverage(m) {
    let all = 0;
    let ok = 0;
    for (const c of m.circuits) {
        all += c.shots;
        if (c.qubits <= MAX_SCORABLE_QUBITS && !c.mid_circuit_measurement)
            ok += c.shots;
    }
    return all > 0 ? ok / all : null;
}
/** Shows `v` with as few decimals as keep it visibly below `bound` (so "0.9699 < 0.97", never "0.97 < 0.97"). */
function fmtBelow(v, bound) {
    for (let d = 4; d <= 17; d++) {
        const s = String(Number(v.toFixed(d)));
        if (Number(s) < bound)
            return s;
    }
    return String(v);
}
/** Percentage rounded down to one decimal, so a coverage under 90 % never prints as 90. */
function fmtPercentDown(share) {
    return String(Math.floor(share * 1000 + 1e-9) / 10);
}
/**
 * The first documented failure that applies, or null. Order: no headline metric; method failed; claimed vs
 * re-evaluated objective; no circuit; no mitigation numbers; coverage; fidelity; post-selection; no circuit size;
 * too many two-qubit gates.
 */
function failureMessage(c) {
    const qm = quantumMethodOf(c);
    const rm = referenceMethodOf(c);
    if (methodValue(qm) === null || methodValue(rm) === null)
        return NO_HEADLINE;
    const quantum = qm;
    for (const m of c.methods) {
        if (methodFailed(m))
            return `method ${m.name} failed: ${(m.reason ?? '').replace(/^failed:\s*/, '') || 'no reason given'}`;
    }
    for (const m of c.methods) {
        if (finite(m.objective) && finite(m.evaluated) && Math.abs(m.objective - m.evaluated) > CLAIM_TOLERANCE * Math.max(1, Math.abs(m.evaluated))) {
            return `method ${m.name} claimed ${m.objective}, its solution gives ${m.evaluated}`;
        }
    }
    if (quantum.circuits.length === 0)
        return `quantum method ${quantum.name} sent no circuit to the backend`;
    const e = c.expect ?? {};
    const mit = quantum.mitigation ?? {};
    const fid = finite(mit.fidelity) ? mit.fidelity : null;
    const post = finite(mit.postselection) ? mit.postselection : null;
    if ((e.min_fidelity !== undefined && fid === null) || (e.min_postselection !== undefined && post === null))
        return 'no mitigation numbers reported';
    if (e.min_fidelity !== undefined) {
        const cov = finite(mit.coverage) ? mit.coverage : scorableCoverage(quantum);
        if (cov === null || cov < MIN_COVERAGE) {
            return `only ${fmtPercentDown(cov ?? 0)}% of the quantum method's shots could be scored against an ideal output (at least 90% are needed; circuits over ${MAX_SCORABLE_QUBITS} qubits or with mid-circuit measurement cannot be scored)`;
        }
        if (fid < e.min_fidelity)
            return `fidelity ${fmtBelow(fid, e.min_fidelity)} < ${e.min_fidelity}`;
    }
    if (e.min_postselection !== undefined && post < e.min_postselection)
        return `post-selection ${fmtBelow(post, e.min_postselection)} < ${e.min_postselection}`;
    if (e.max_two_qubit_gates !== undefined) {
        if (quantum.circuits.some((x) => x.two_qubit_gates === null || x.two_qubit_gates === undefined))
            return 'no circuit size reported';
        const max = Math.max(...quantum.circuits.map((x) => x.two_qubit_gates));
        if (max > e.max_two_qubit_gates)
            return `${max} two-qubit gates > ${e.max_two_qubit_gates}`;
    }
    return null;
}
/** max_gap (default 0, `gap <= max_gap + 1e-9`) or, when set, max_abs_error (two-sided). Returns the note of a failure, or null. */
function boundFailure(q, r, e) {
    if (e.max_abs_error !== undefined) {
        const err = Math.abs(q - r);
        return err <= e.max_abs_error ? null : `absolute error ${fmt(err)} > max_abs_error ${e.max_abs_error}`;
    }
    const maxGap = e.max_gap ?? 0;
    const gap = gapOf(q, r);
    return gap <= maxGap + GAP_SLACK ? null : `gap ${fmt(gap)} > max_gap ${maxGap}`;
}
/** 95 % Wilson score interval (z = 1.96, no continuity correction) for a share q observed on n cases. */
function wilson(q, n, z = WILSON_Z) {
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (q + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((q * (1 - q)) / n + z2 / (4 * n * n))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
/** Accuracy, its ± and the verdict for quantum q against baseline r under the manifest metric. */
function accuracyOf(q, r, metric, stderr, nTest) {
    const tolAbs = metric.tolerance_abs;
    if (metric.kind === 'error_rate') {
        const interval = nTest !== null && Number.isInteger(nTest) && nTest >= 1 && q >= 0 && q <= 1 ? wilson(q, nTest) : undefined;
        const bound = r + metric.tolerance + (tolAbs ?? 0);
        const matches = q <= bound || (interval !== undefined && interval[0] <= bound);
        return { accuracy: 1 - q, plusMinus: interval ? (interval[1] - interval[0]) / 2 : null, ...(interval ? { interval } : {}), verdict: matches ? MATCHES : BELOW };
    }
    const absR = Math.max(Math.abs(r), 1e-12);
    const diff = Math.abs(q - r);
    const accuracy = metric.kind === 'relative_gap' ? 1 - Math.max((q - r) / absR, 0) : 1 - diff / absR;
    const plusMinus = metric.kind === 'relative_error' && stderr !== null ? stderr / absR : null;
    const matches = accuracy >= 1 - metric.tolerance - 1e-12 ||
        (tolAbs !== undefined && diff <= tolAbs) ||
        (stderr !== null && stderr >= 0 && stderr <= Math.abs(r) / 4 && diff <= 2 * stderr) ||
        (metric.kind === 'relative_gap' && q <= r);
    return { accuracy, plusMinus, verdict: matches ? MATCHES : BELOW };
}
/** Decides one case record completely. */
function decideCase(c, metric) {
    const qm = quantumMethodOf(c);
    const rm = referenceMethodOf(c);
    const base = {
        name: c.name,
        target: c.target,
        list: c.list ?? 'cases',
        seed: c.seed,
        status: 'fail',
        raised: false,
        message: null,
        quantum: null,
        baseline: null,
        gap: null,
        absError: null,
        accuracy: null,
        plusMinus: null,
        verdict: null,
        fidelity: null,
        coverage: null,
        postselection: null,
        maxTwoQubitGates: null,
        shots: null,
        circuits: 0,
        wallTime: finite(c.wall_time_s) ? c.wall_time_s : null
    };
    if (c.exception)
        return { ...base, raised: true, message: `${c.exception.type}: ${c.exception.message}` };
    if (qm) {
        base.quantumMethod = qm.name;
        const mit = qm.mitigation ?? {};
        base.fidelity = finite(mit.fidelity) ? mit.fidelity : null;
        base.postselection = finite(mit.postselection) ? mit.postselection : null;
        base.coverage = finite(mit.coverage) ? mit.coverage : scorableCoverage(qm);
        base.circuits = qm.circuits.length;
        const counts = qm.circuits.map((x) => x.two_qubit_gates).filter(finite);
        base.maxTwoQubitGates = counts.length ? Math.max(...counts) : null;
        base.shots = qm.circuits.length ? qm.circuits.reduce((s, x) => s + x.shots, 0) : null;
        if (base.wallTime === null && finite(qm.wall_time_s))
            base.wallTime = qm.wall_time_s;
    }
    if (rm)
        base.referenceMethod = rm.name;
    const q = methodValue(qm);
    const r = methodValue(rm);
    if (q !== null && r !== null) {
        base.quantum = q;
        base.baseline = r;
        base.gap = gapOf(q, r);
        base.absError = Math.abs(q - r);
        const stderr = finite(qm?.stderr) ? qm?.stderr : null;
        const nRaw = qm?.details?.n_test;
        const acc = accuracyOf(q, r, metric, stderr, finite(nRaw) ? nRaw : null);
        base.accuracy = acc.accuracy;
        base.plusMinus = acc.plusMinus;
        if (acc.interval)
            base.interval = acc.interval;
        base.verdict = acc.verdict;
    }
    const msg = failureMessage(c);
    if (msg !== null)
        return { ...base, message: msg };
    const note = boundFailure(q, r, c.expect ?? {});
    if (note !== null)
        return { ...base, note };
    return { ...base, status: 'pass' };
}
/** Median of the accuracies of the `sim-` rows (the headline); null when there is none. */
function headlineAccuracy(decisions) {
    const xs = decisions.filter((d) => d.target.startsWith('sim-') && d.accuracy !== null).map((d) => d.accuracy);
    xs.sort((a, b) => a - b);
    if (xs.length === 0)
        return { median: null, rows: 0 };
    const mid = Math.floor(xs.length / 2);
    return { median: xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2, rows: xs.length };
}
function fmt(x) {
    if (x === 0)
        return '0';
    const a = Math.abs(x);
    if (a >= 1e-4 && a < 1e6)
        return String(Number(x.toPrecision(6)));
    return x.toExponential(3);
}

;// CONCATENATED MODULE: ./src/suites/qsolve/lint.ts



/**
 * Qsolve's lint stage for benchmarks/cases.yaml, exactly the documented codes: E050 (missing), E052 (hardware_cases
 * unreadable/invalid or a target that is not `ibm:<device>`), E053 (more than three), E054 (no `qpu: [ibm]`).
 * It never looks at the content of `cases`. Pure.
 *
 * @param parsed undefined when the file does not exist.
 * @param qpuIbm whether the manifest lists `ibm` under `targets.qpu`; undefined when the manifest did not load (E054 not decided).
 */
function lintCases(parsed, qpuIbm, file) {
    if (!parsed)
        return [finding(QS.E050, 'benchmarks/cases.yaml is missing; every workflow needs at least one benchmark case', { file, gate: 'benchmark_cases' })];
    if (parsed.loadFinding)
        return [parsed.loadFinding];
    const out = [...parsed.hardwareFindings];
    const n = parsed.hardwareEntries.length;
    if (n > MAX_HARDWARE_CASES) {
        out.push(finding(QS.E053, `hardware_cases lists ${n} cases; at most ${MAX_HARDWARE_CASES} are allowed`, { file, ...parsed.hardwareEntries[MAX_HARDWARE_CASES] }));
    }
    if (n > 0 && qpuIbm === false) {
        out.push(finding(QS.E054, 'hardware_cases is set but the manifest does not list `ibm` under `targets.qpu`; add `targets: {qpu: [ibm]}`', { file, ...(parsed.hardwareKey ?? {}) }));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/records.ts






const RECORDS_MAX_BYTES = 64 * 1024 * 1024;
/** Where `check` looks for run records inside a workflow folder unless the `records` option says otherwise. */
const DEFAULT_RECORDS_PATH = '.benchgate/run-records.json';
const RECORDS_SCHEMA_ID = 'benchgate.qsolve.run-records/1';
let validator;
/** Validates parsed run records. Pure. */
function validateRecords(value, file) {
    validator ??= compileOwnSchema(RUN_RECORD_SCHEMA);
    const r = validator(value);
    if (!r.ok)
        return { findings: [finding(QS.QS020, `run records ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, { file, gate: 'cases_pass', subject: r.instancePath || '/' })] };
    const records = value;
    const findings = [];
    if (records.engine.version !== VERSION) {
        findings.push(finding(QS.QS024, `run records produced by ${records.engine.name} ${records.engine.version}, decided by benchgate ${VERSION}`, { file }));
    }
    return { records, findings };
}
/** Reads and validates a run records file (absolute path). Never throws. */
async function loadRecords(abs, file) {
    let buf;
    try {
        buf = await readBounded(abs, RECORDS_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof FileTooLargeError ? e.message : `cannot read: ${e.message}`;
        return { findings: [finding(QS.QS020, `run records ${msg}`, { file, gate: 'cases_pass' })] };
    }
    const text = decodeUtf8Strict(buf);
    if (text === undefined)
        return { findings: [finding(QS.QS020, 'run records are not valid UTF-8', { file, gate: 'cases_pass' })] };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        return { findings: [finding(QS.QS020, `run records are not valid JSON: ${e.message}`, { file, gate: 'cases_pass' })] };
    }
    return validateRecords(value, file);
}

;// CONCATENATED MODULE: ./src/suites/qsolve/report.ts

const TRACK_COLUMNS = ['Case', 'Target', 'Result', 'Gap', 'Abs error', 'Quantum', 'Reference', 'Accuracy', 'Verdict', 'Fidelity', 'Post-selection', '2q gates', 'Shots', 'Time (s)'];
const n = (x, f = fmt) => (x === null ? null : f(x));
function resultCell(d) {
    if (d.status === 'pass')
        return 'PASS';
    if (d.message !== null)
        return `FAIL ${d.message}`;
    return d.note ? `FAIL (${d.note})` : 'FAIL';
}
function accuracyCell(d) {
    if (d.accuracy === null)
        return null;
    const a = `${(d.accuracy * 100).toFixed(2)}%`;
    if (d.interval)
        return `${a} (95% ${((1 - d.interval[1]) * 100).toFixed(1)}–${((1 - d.interval[0]) * 100).toFixed(1)}%)`;
    return d.plusMinus !== null ? `${a} ± ${(d.plusMinus * 100).toFixed(2)}%` : a;
}
function trackRow(d) {
    return [
        d.name,
        d.target,
        resultCell(d),
        n(d.gap),
        n(d.absError),
        n(d.quantum),
        n(d.baseline),
        accuracyCell(d),
        d.verdict,
        n(d.fidelity, (v) => v.toFixed(4)),
        n(d.postselection, (v) => v.toFixed(4)),
        d.maxTwoQubitGates,
        d.shots,
        n(d.wallTime, (v) => v.toFixed(2))
    ];
}
/**
 * The track record as the workflow page shows it: `sim-` rows (the headline, median accuracy), `fake:` rows
 * (noise-model estimate) and every other target (on quantum hardware), each in its own table.
 */
function trackRecordSections(decisions) {
    const sim = decisions.filter((d) => d.target.startsWith('sim-'));
    const fake = decisions.filter((d) => d.target.startsWith('fake:'));
    const hw = decisions.filter((d) => !d.target.startsWith('sim-') && !d.target.startsWith('fake:'));
    const out = [];
    const head = headlineAccuracy(decisions);
    const passed = sim.filter((d) => d.list === 'cases' && d.status === 'pass').length;
    const total = sim.filter((d) => d.list === 'cases').length;
    out.push({
        kind: 'text',
        title: 'Headline accuracy',
        body: head.median === null ? 'none: no sim- case produced a comparable result' : `${(head.median * 100).toFixed(2)}% (median over ${head.rows} sim- row(s)); ${passed} of ${total} sim- case(s) pass`
    });
    out.push({ kind: 'table', title: 'Track record (sim- targets)', columns: TRACK_COLUMNS, rows: sim.map(trackRow), note: 'The headline accuracy is the median of these rows.' });
    if (fake.length)
        out.push({ kind: 'table', title: 'Noise-model estimate (fake: targets)', columns: TRACK_COLUMNS, rows: fake.map(trackRow), note: 'Shown apart, not in the headline.' });
    if (hw.length)
        out.push({ kind: 'table', title: 'On quantum hardware', columns: TRACK_COLUMNS, rows: hw.map(trackRow), note: 'Shown apart, not in the headline: the hardware measures the device as much as the workflow.' });
    return out;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/submission.ts
/**
 * Submission checks on every case of both lists (before any run): input present, input_file safe and a JSON object,
 * input against the input schema, params.shots ≤ 100,000, params against the parameter schema, hardware cases ≤ 600 KB.
 * `resolveCaseInputs` does the file I/O; `checkCases` is pure.
 */




const MAX_SHOTS = 100_000;
/** 600 KB, read as 600,000 bytes (the stricter of the two readings). */
const HARDWARE_MAX_BYTES = 600_000;
const INPUT_MAX_BYTES = 16 * 1024 * 1024;
function who(c) {
    return c.name ? `case "${c.name}" (${c.list}[${c.index}])` : `${c.list}[${c.index}]`;
}
function at(c, file, key) {
    const p = (key && c.keyPos[key]) || c.pos;
    return { file, line: p.line, column: p.column, subject: c.name || `${c.list}[${c.index}]` };
}
/** Reads one case's input (`input` wins over `input_file`). `folderAbs` is the real path of the workflow folder. */
async function resolveCaseInput(c, folderAbs, file) {
    if (c.input !== undefined)
        return { ok: true, value: c.input, from: 'input' };
    if (c.input_file === undefined)
        return { ok: false, finding: finding(QS.QS009, `${who(c)} has neither \`input\` nor \`input_file\``, at(c, file)) };
    const p = c.input_file;
    const lex = checkRelativePath(p);
    if (!lex.ok)
        return { ok: false, finding: finding(QS.QS010, `${who(c)}: input_file ${lex.message}`, at(c, file, 'input_file')) };
    let real;
    try {
        real = await resolveInside(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (e instanceof UnsafePathError) {
            const code = e.problem === 'escapes' || e.problem === 'absolute' || e.problem === 'traversal' ? QS.QS010 : QS.QS011;
            return { ok: false, finding: finding(code, `${who(c)}: input_file ${e.message}`, at(c, file, 'input_file')) };
        }
        return { ok: false, finding: finding(QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${e.message}`, at(c, file, 'input_file')) };
    }
    let buf;
    try {
        buf = await readBounded(real, INPUT_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof FileTooLargeError ? e.message : e.message;
        return { ok: false, finding: finding(QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${msg}`, at(c, file, 'input_file')) };
    }
    const r = parseJsonObject(buf);
    if (!r.ok)
        return { ok: false, finding: finding(QS.QS011, `${who(c)}: input_file "${p}" ${r.message}`, at(c, file, 'input_file')) };
    return { ok: true, value: r.value, from: 'input_file' };
}
/** Parses bytes as one JSON object. */
function parseJsonObject(buf) {
    const text = decodeUtf8Strict(buf);
    if (text === undefined)
        return { ok: false, message: 'is not valid UTF-8' };
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        return { ok: false, message: `is not valid JSON: ${e instanceof RangeError ? 'nested too deeply' : e.message}` };
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return { ok: false, message: `does not hold a JSON object (found ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v})` };
    return { ok: true, value: v };
}
/** The pure part of the submission checks plus benchgate's warnings (QS016 ibm: under cases, QS017 duplicates, QS029 target). */
function checkCases(x) {
    const out = [];
    const all = [...x.cases, ...x.hardware];
    for (const c of all) {
        const r = x.inputs.get(c);
        if (c.input !== undefined && c.input_file !== undefined)
            out.push(finding(QS.QS018, `${who(c)} gives both \`input\` and \`input_file\`; \`input\` wins and "${c.input_file}" is ignored`, at(c, x.file, 'input_file')));
        if (r && !r.ok)
            out.push(r.finding);
        if (r && r.ok && x.inputSchema) {
            const v = x.inputSchema(r.value);
            if (!v.ok)
                out.push(finding(QS.QS012, `${who(c)}: input${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, x.file, r.from)));
        }
        const shots = c.params.shots;
        if (typeof shots === 'number' && shots > MAX_SHOTS)
            out.push(finding(QS.QS013, `${who(c)}: params.shots is ${shots}, above ${MAX_SHOTS.toLocaleString('en-US')}`, at(c, x.file, 'params')));
        if (x.paramsSchema) {
            const v = x.paramsSchema(structuredClone(c.params));
            if (!v.ok)
                out.push(finding(QS.QS014, `${who(c)}: params${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, x.file, 'params')));
        }
        if (c.target !== undefined && c.list === 'cases') {
            const k = targetKind(c.target);
            if (k === 'ibm')
                out.push(finding(QS.QS016, `${who(c)} targets ${c.target}: validation has no device access, so this case cannot run and fails; move it to hardware_cases`, at(c, x.file, 'target')));
            else if (k === undefined)
                out.push(finding(QS.QS029, `${who(c)}: target "${c.target}" is not sim-<name>, fake:<device>[@<scale 1-10>] or ibm:<device>`, at(c, x.file, 'target')));
        }
    }
    for (const list of [x.cases, x.hardware]) {
        const seen = new Map();
        for (const c of list) {
            const key = `${c.name}\u0000${c.target ?? ''}`;
            const prev = seen.get(key);
            if (prev)
                out.push(finding(QS.QS017, `${who(c)} has the same name and target as ${c.list}[${prev.index}]; the track record keeps one row per name and target`, at(c, x.file, 'name')));
            else
                seen.set(key, c);
        }
    }
    const size = hardwareSize(x.hardware, x.inputs);
    if (size !== undefined && size > HARDWARE_MAX_BYTES) {
        out.push(finding(QS.QS015, `The hardware cases are too large: ${size} bytes with their inputs written out, over ${HARDWARE_MAX_BYTES} (600 KB)`, { file: x.file, ...(x.hardwareKey ?? {}) }));
    }
    return out;
}
/** Bytes of all hardware cases as compact JSON with inputs written inline; undefined when an input did not resolve. */
function hardwareSize(hw, inputs) {
    let total = 0;
    for (const c of hw) {
        const r = inputs.get(c);
        if (!r || !r.ok)
            return undefined;
        const written = { name: c.name, input: r.value, params: c.params, seed: c.seed, target: c.target, expect: c.expect };
        total += Buffer.byteLength(JSON.stringify(written), 'utf8');
    }
    return total;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/workflow.ts
/**
 * The I/O edge of the Qsolve suite: reads one workflow folder (manifest, schemas, entry, examples, cases.yaml,
 * case inputs, run records) and hands plain data to the pure rules. Never throws for bad input.
 */















const CASES_PATH = 'benchmarks/cases.yaml';
const SCHEMA_MAX_BYTES = 4 * 1024 * 1024;
const EXAMPLE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_EXAMPLES = 1000;
/** Used when the manifest declares no `parameters`: only `shots`, a positive integer. */
const DEFAULT_PARAMS_SCHEMA = { type: 'object', properties: { shots: { type: 'integer', minimum: 1 } }, additionalProperties: false };
const rel = (folder, p) => (folder === '.' ? p : external_node_path_namespaceObject.posix.join(folder, p));
async function readText(abs, max) {
    try {
        const buf = await readBounded(abs, max);
        const text = decodeUtf8Strict(buf);
        return text === undefined ? { ok: false, message: 'the file is not valid UTF-8' } : { ok: true, text };
    }
    catch (e) {
        return { ok: false, message: e instanceof FileTooLargeError ? e.message : `cannot read the file: ${e.message}` };
    }
}
async function exists(abs) {
    try {
        return (await (0,promises_namespaceObject.stat)(abs)).isFile();
    }
    catch {
        return false;
    }
}
/** Loads everything static about a workflow folder. `root` is the real repository root, `folder` repo-relative. */
async function loadWorkflow(root, folder) {
    const folderAbs = await (0,promises_namespaceObject.realpath)(folder === '.' ? root : (0,external_node_path_namespaceObject.join)(root, ...folder.split('/')));
    const manifestFindings = [];
    // --- manifest
    const present = [];
    for (const n of MANIFEST_NAMES)
        if (await exists((0,external_node_path_namespaceObject.join)(folderAbs, n)))
            present.push(n);
    const manifestName = present[0] ?? MANIFEST_NAMES[0];
    const manifestFile = rel(folder, manifestName);
    if (present.length > 1)
        manifestFindings.push(finding(QS.QS026, `both qsolve.yaml and qsolve.json exist; ${manifestName} is used`, { file: rel(folder, present[1]) }));
    let manifest = { findings: [] };
    if (present.length === 0) {
        manifest.findings.push(finding(QS.QS001, 'no workflow manifest: add qsolve.yaml (or qsolve.json)', { file: manifestFile, gate: 'manifest' }));
    }
    else {
        let t;
        try {
            const real = await resolveInside(folderAbs, manifestName, { expect: 'file' });
            t = await readText(real, YAML_LIMITS.maxBytes);
        }
        catch (e) {
            t = { ok: false, message: e.message };
        }
        if (!t.ok)
            manifest.findings.push(finding(QS.QS001, `the manifest cannot be read: ${t.message}`, { file: manifestFile, gate: 'manifest' }));
        else
            manifest = manifest_parseManifest(t.text, manifestFile);
    }
    manifestFindings.push(...manifest.findings);
    const m = manifest.manifest;
    // --- schemas and entry
    let inputSchema;
    let paramsSchema;
    if (m) {
        for (const which of ['input', 'output']) {
            const p = m.schemas[which];
            const r = await loadSchemaFile(folderAbs, p);
            if (!r.ok)
                manifestFindings.push(finding(QS.QS003, `the ${which} schema "${p}" ${r.message}`, { file: r.missing ? manifestFile : rel(folder, p), gate: 'manifest' }));
            else if (which === 'input')
                inputSchema = r.validate;
        }
        const ps = compileUserSchema(m.parameters ?? DEFAULT_PARAMS_SCHEMA, { useDefaults: true });
        if (!ps.ok)
            manifestFindings.push(finding(QS.QS003, `the \`parameters\` schema does not compile: ${ps.message}`, { file: manifestFile, gate: 'manifest' }));
        else
            paramsSchema = ps.validate;
        try {
            await resolveInside(folderAbs, m.entry, { expect: 'file' });
        }
        catch (e) {
            manifestFindings.push(finding(QS.QS004, `the entry module "${m.entry}" ${e instanceof UnsafePathError && e.problem !== 'missing' ? `is refused: ${e.message}` : 'does not exist in the workflow folder'}`, { file: manifestFile, gate: 'manifest' }));
        }
    }
    // --- examples
    const examples = await loadExamples(folderAbs, folder, inputSchema);
    // --- cases.yaml
    const casesFile = rel(folder, CASES_PATH);
    let cases;
    let casesAbs;
    try {
        casesAbs = await resolveInside(folderAbs, CASES_PATH, { expect: 'file' });
    }
    catch (e) {
        if (e instanceof UnsafePathError && e.problem !== 'missing') {
            cases = emptyCases(finding(QS.E052, `benchmarks/cases.yaml cannot be loaded: ${e.message}`, { file: casesFile, gate: 'benchmark_cases' }));
        }
    }
    if (casesAbs) {
        const t = await readText(casesAbs, YAML_LIMITS.maxBytes);
        cases = t.ok ? parseCasesYaml(t.text, casesFile) : emptyCases(finding(QS.E052, `benchmarks/cases.yaml cannot be loaded, so hardware_cases is unreadable: ${t.message}`, { file: casesFile, gate: 'benchmark_cases' }));
    }
    // --- submission checks
    const submissionFindings = [];
    if (cases && cases.loaded) {
        const inputs = new Map();
        for (const c of [...cases.cases, ...cases.hardware])
            inputs.set(c, await resolveCaseInput(c, folderAbs, casesFile));
        submissionFindings.push(...checkCases({ cases: cases.cases, hardware: cases.hardware, inputs, inputSchema, paramsSchema, file: casesFile, hardwareKey: cases.hardwareKey }));
    }
    return { folder, folderAbs, manifestFile, manifest, manifestFindings, inputSchema, paramsSchema, examples, casesFile, cases, submissionFindings };
}
function emptyCases(f) {
    return { loaded: false, loadFinding: f, cases: [], hardware: [], casesCount: 0, hardwareEntries: [], caseFindings: [], hardwareFindings: [] };
}
async function loadSchemaFile(folderAbs, p) {
    let real;
    try {
        real = await resolveInside(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        return { ok: false, message: e instanceof UnsafePathError && e.problem === 'missing' ? 'does not exist' : `is refused: ${e.message}`, missing: true };
    }
    const t = await readText(real, SCHEMA_MAX_BYTES);
    if (!t.ok)
        return { ok: false, message: t.message };
    const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
    if (!obj.ok)
        return { ok: false, message: obj.message };
    const c = compileUserSchema(obj.value);
    return c.ok ? c : { ok: false, message: `is not a valid JSON Schema: ${c.message}` };
}
async function loadExamples(folderAbs, folder, inputSchema) {
    const findings = [];
    let names = [];
    try {
        const ents = await (0,promises_namespaceObject.readdir)((0,external_node_path_namespaceObject.join)(folderAbs, 'examples'), { withFileTypes: true });
        names = ents.filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name);
    }
    catch {
        names = [];
    }
    names.sort();
    if (names.length === 0) {
        findings.push(finding(QS.QS005, 'no example input: add examples/<name>.json holding one JSON object', { file: rel(folder, 'examples'), gate: 'example_inputs' }));
        return { count: 0, findings };
    }
    for (const n of names.slice(0, MAX_EXAMPLES)) {
        const p = `examples/${n}`;
        const file = rel(folder, p);
        let real;
        try {
            real = await resolveInside(folderAbs, p, { expect: 'file' });
        }
        catch (e) {
            findings.push(finding(QS.QS006, `example ${p}: ${e.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const t = await readText(real, EXAMPLE_MAX_BYTES);
        if (!t.ok) {
            findings.push(finding(QS.QS006, `example ${p}: ${t.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
        if (!obj.ok) {
            findings.push(finding(QS.QS006, `example ${p} ${obj.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        if (inputSchema) {
            const v = inputSchema(obj.value);
            if (!v.ok)
                findings.push(finding(QS.QS007, `example ${p}: ${v.instancePath || '(root)'} ${v.message} (schema path ${v.schemaPath})`, { file, gate: 'example_inputs' }));
        }
    }
    return { count: names.length, findings };
}
/** Findings of the validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks. */
function validateStage(s) {
    const out = [...s.manifestFindings, ...s.examples.findings];
    if (!s.cases)
        out.push(...lintCases(undefined, undefined, s.casesFile));
    else if (s.cases.loadFinding)
        out.push(s.cases.loadFinding);
    else
        out.push(...s.cases.caseFindings, ...s.cases.hardwareFindings);
    out.push(...s.submissionFindings);
    return out;
}
/** Findings of the lint stage: exactly E050, E052, E053, E054. */
function lintStage(s) {
    return lintCases(s.cases, s.manifest.qpuIbm, s.casesFile);
}
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const k = JSON.stringify([f.code, f.file, f.line, f.column, f.message]);
        if (seen.has(k))
            return false;
        seen.add(k);
        return true;
    });
}
/** Looks for run records: an explicit path (relative to the folder) or the default one when it exists. */
async function findRecords(s, explicit) {
    const p = explicit ?? DEFAULT_RECORDS_PATH;
    const file = rel(s.folder, p);
    let real;
    try {
        real = await resolveInside(s.folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (explicit === undefined && e instanceof UnsafePathError && e.problem === 'missing')
            return { findings: [] };
        return { findings: [finding(QS.QS020, `run records "${p}": ${e.message}`, { file, gate: 'cases_pass' })], file };
    }
    return { ...(await loadRecords(real, file)), file };
}
/** Decides every case record with the manifest's metric (the records' snapshot when the manifest is unknown). */
function decideAll(records, manifestMetric) {
    const metric = metricOf(manifestMetric ?? records.metric ?? undefined);
    return records.cases.map((c) => decideCase(c, metric));
}
/** The full `check`: all stages, the eight gates and the track-record sections. */
function checkWorkflow(s, rec) {
    const findings = dedupe([...validateStage(s), ...lintStage(s), ...rec.findings]);
    const gates = [
        manifestGate(s.manifestFindings),
        exampleInputsGate(s.examples.findings, s.examples.count, !!s.inputSchema),
        benchmarkCasesGate(s.cases),
        methodsDeclaredGate(s.manifest.methodsCount),
        fidelityCheckedGate(s.cases)
    ];
    const recordsBroken = rec.findings.some((f) => f.code === 'QS020');
    const decisions = rec.records ? decideAll(rec.records, s.manifest.manifest?.metric) : [];
    const run = runGates(rec.records, decisions, s.cases && s.cases.loaded && s.cases.caseFindings.length === 0 ? s.cases.cases : undefined, rec.file);
    if (recordsBroken)
        for (const g of run.gates)
            g.detail = `the run records could not be used (QS020); ${g.detail ?? ''}`.trim();
    gates.push(...run.gates);
    findings.push(...run.findings);
    const sections = rec.records ? trackRecordSections(decisions) : [{ kind: 'text', title: 'Test stage', body: `not run: ${run.gates[0].detail}` }];
    const head = headlineAccuracy(decisions);
    return {
        artifact: { path: s.folder, kind: 'qsolve-workflow' },
        gates,
        findings,
        sections,
        facts: {
            manifest: s.manifestFile,
            cases: s.cases?.casesCount ?? 0,
            hardwareCases: s.cases?.hardwareEntries.length ?? 0,
            records: rec.file && rec.records ? rec.file : null,
            headlineAccuracy: head.median,
            casesPassed: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-') && d.status === 'pass').length,
            casesOnSim: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-')).length
        }
    };
}

;// CONCATENATED MODULE: ./src/suites/qsolve/suite.ts







const QSOLVE_SUITE_ID = 'qsolve';
/** Validates `ctx.options`; bad values become QS025 findings and are ignored. */
function readOptions(raw) {
    const options = {};
    const findings = [];
    for (const [k, v] of Object.entries(raw ?? {})) {
        if (k === 'records') {
            if (typeof v === 'string' && v.length > 0)
                options.records = v;
            else
                findings.push(finding(QS.QS025, `option \`records\` must be a non-empty path relative to each workflow folder (got ${JSON.stringify(v)})`, {}));
        }
        else {
            findings.push(finding(QS.QS025, `unknown qsolve option \`${k}\`; the only option is \`records\``, {}));
        }
    }
    return { options, findings };
}
/** Workflow folders: every folder holding qsolve.yaml or qsolve.json. Pure over the file list. */
function discoverWorkflows(files) {
    const folders = new Set();
    for (const f of files) {
        const base = external_node_path_namespaceObject.posix.basename(f);
        if (MANIFEST_NAMES.includes(base))
            folders.add(external_node_path_namespaceObject.posix.dirname(f));
    }
    const findings = [];
    for (const f of files) {
        if (f === 'benchmarks/cases.yaml' || f.endsWith('/benchmarks/cases.yaml')) {
            const folder = external_node_path_namespaceObject.posix.dirname(external_node_path_namespaceObject.posix.dirname(f));
            if (!folders.has(folder)) {
                findings.push(finding(QS.QS019, `${f} has no workflow manifest (qsolve.yaml or qsolve.json) in ${folder === '.' ? 'the repository root' : folder + '/'}; it is not checked`, { file: f }));
            }
        }
    }
    const artifacts = [...folders].sort().map((path) => ({ path, kind: 'qsolve-workflow' }));
    return { artifacts, findings };
}
const qsolveSuite = {
    id: QSOLVE_SUITE_ID,
    title: 'Qsolve workflows',
    async discover(tree, ctx) {
        const d = discoverWorkflows(tree.files);
        const opt = readOptions(ctx.options);
        return { ...d, findings: [...(d.findings ?? []), ...opt.findings] };
    },
    async check(artifact, ctx) {
        const started = performance.now();
        try {
            const { options } = readOptions(ctx.options);
            const state = await loadWorkflow(ctx.root, artifact.path);
            const rec = await findRecords(state, options.records);
            const res = checkWorkflow(state, rec);
            return { ...res, artifact, durationMs: Math.round(performance.now() - started) };
        }
        catch (e) {
            return {
                artifact,
                gates: GATE_IDS.slice(0, 6).map((id) => ({ id, title: gates_GATE_TITLES[id], status: 'undecided', detail: 'the qsolve suite crashed on this workflow' })),
                findings: [finding(BG.BG005, `qsolve suite error: ${e.message}`, { file: artifact.path })]
            };
        }
    }
};

;// CONCATENATED MODULE: ./src/suites/index.ts
/** Every suite, in report order. Each family adds one import and one entry. */



const ALL_SUITES = [artifactManifestSuite, pqidSuite, qsolveSuite];

;// CONCATENATED MODULE: ./src/run.ts









/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
class RunError extends Error {
    constructor(message) {
        super(message);
        this.name = 'RunError';
    }
}
/** Stable partition key: artifacts of one suite are spread by a hash of their path. */
function shardOf(suite, path, count) {
    let h = 2166136261;
    const s = `${suite}\0${path}`;
    for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 16777619) >>> 0;
    }
    return (h % count) + 1;
}
/** The one pipeline behind `benchgate check` and the action: discover → check → report. */
async function runCheck(opts) {
    const started = opts.now ? opts.now() : new Date();
    const t0 = performance.now();
    const log = opts.log ?? (() => { });
    const suites = opts.suiteList ?? ALL_SUITES;
    let root;
    try {
        root = await (0,promises_namespaceObject.realpath)(opts.path);
        if (!(await (0,promises_namespaceObject.stat)(root)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new RunError(`the path "${opts.path}" is not a directory`);
    }
    const runFindings = [];
    // Configuration.
    let config = EMPTY_CONFIG;
    const cfgPath = (0,external_node_path_namespaceObject.join)(root, CONFIG_FILE);
    try {
        const st = await (0,promises_namespaceObject.stat)(cfgPath);
        if (st.size > MAX_CONFIG_BYTES)
            runFindings.push(finding(BG.BG002, `${CONFIG_FILE} is ${st.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit`, { file: CONFIG_FILE }));
        else {
            const parsed = parseConfig(await (0,promises_namespaceObject.readFile)(cfgPath, 'utf8'), suites.map((s) => s.id));
            config = parsed.config;
            runFindings.push(...parsed.findings);
        }
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            runFindings.push(finding(BG.BG002, `cannot read ${CONFIG_FILE}: ${e.message}`, { file: CONFIG_FILE }));
    }
    const failOn = opts.failOn ?? config.failOn ?? 'error';
    // Suite selection.
    let selected;
    if (opts.suites === 'auto')
        selected = suites.filter((s) => config.suites[s.id]?.enabled !== false);
    else {
        selected = [];
        for (const id of opts.suites) {
            const s = suites.find((x) => x.id === id);
            if (s)
                selected.push(s);
            else
                runFindings.push(finding(BG.BG004, `unknown suite "${id}"; known suites: ${suites.map((x) => x.id).join(', ')}`));
        }
    }
    const walk = await walkTree(root);
    runFindings.push(...walk.findings);
    const globalExclude = config.exclude.map(globToRegExp);
    const baseTree = walk.tree.filter((f) => !matchesAny(f, globalExclude));
    const results = [];
    for (const suite of selected) {
        const sc = config.suites[suite.id];
        const include = (sc?.include ?? []).map(globToRegExp);
        const exclude = (sc?.exclude ?? []).map(globToRegExp);
        const tree = baseTree.filter((f) => (include.length === 0 || matchesAny(f, include)) && !matchesAny(f, exclude));
        const ctx = { root, options: { ...(sc?.options ?? {}), ...(opts.suiteOptions?.[suite.id] ?? {}) }, log, ...(opts.cache ? { cache: opts.cache } : {}) };
        const result = { suite: suite.id, title: suite.title, artifacts: [], findings: [] };
        let artifacts = [];
        try {
            const d = await suite.discover(tree, ctx);
            artifacts = d.artifacts;
            if (d.skipped?.length)
                result.skipped = d.skipped;
            if (d.findings)
                result.findings.push(...d.findings);
        }
        catch (e) {
            result.findings.push(finding(BG.BG005, `suite ${suite.id} failed while discovering artifacts: ${e.message}`));
        }
        if (opts.shard)
            artifacts = artifacts.filter((a) => shardOf(suite.id, a.path, opts.shard.count) === opts.shard.index);
        for (const a of artifacts) {
            log(`${suite.id}: ${a.path}`);
            result.artifacts.push(await checkOne(suite, a, ctx));
        }
        results.push(result);
    }
    if (results.every((r) => r.artifacts.length === 0) && !opts.shard) {
        runFindings.push(finding(BG.BG001, `no benchmark artifacts found under ${opts.path} (suites: ${selected.map((s) => s.id).join(', ') || 'none'})`));
    }
    return buildReport(results, runFindings, {
        root: opts.path,
        failOn,
        suites: selected.map((s) => s.id),
        configInput: { config, suiteOptions: opts.suiteOptions ?? {} },
        startedAt: started.toISOString(),
        durationMs: Math.round(performance.now() - t0),
        ...(opts.shard ? { shard: opts.shard } : {})
    });
}
/** Runs one suite check; an internal crash becomes a BG005 finding and an undecided gate, never a pass. */
async function checkOne(suite, artifact, ctx) {
    const t = performance.now();
    try {
        const r = await suite.check(artifact, ctx);
        return { ...r, durationMs: Math.round(performance.now() - t) };
    }
    catch (e) {
        const err = e;
        if (process.env['BENCHGATE_DEBUG'])
            console.error(err.stack);
        return {
            artifact,
            gates: [{ id: 'internal', title: 'benchgate could check this artifact', status: 'undecided', detail: `internal error: ${err.message}` }],
            findings: [finding(BG.BG005, `benchgate crashed on this artifact: ${err.message}`, { file: artifact.path })],
            durationMs: Math.round(performance.now() - t)
        };
    }
}

;// CONCATENATED MODULE: ./src/cli/format.ts

/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}

;// CONCATENATED MODULE: ./src/cli/commands/check.ts











function parseShard(v) {
    if (v === undefined || v === '')
        return undefined;
    const m = /^(\d+)\/(\d+)$/.exec(v);
    if (!m || +m[1] < 1 || +m[2] < 1 || +m[1] > +m[2])
        throw new UsageError(`--shard must be I/N with 1 <= I <= N (got "${v}")`);
    return { index: +m[1], count: +m[2] };
}
const checkCommand = {
    name: ['check'],
    usage: 'benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F] [--strict] [--option suite.key=value]... [--shard I/N]',
    summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${ALL_SUITES.map((s) => s.id).join(', ')}.`,
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                format: { type: 'string' },
                'report-json': { type: 'string' },
                sarif: { type: 'string' },
                junit: { type: 'string' },
                summary: { type: 'string' },
                strict: { type: 'boolean' },
                option: { type: 'string', multiple: true },
                shard: { type: 'string' }
            }
        });
        if (positionals.length > 1)
            throw new UsageError('check takes one PATH');
        const format = readFormat(values.format, ['text', 'json'], 'text');
        let failOn;
        try {
            failOn = values['fail-on'] ? parseFailOn(values['fail-on']) : undefined;
        }
        catch (e) {
            throw new UsageError(e.message);
        }
        const flagOptions = {};
        try {
            for (const o of values.option ?? [])
                parseOptionFlag(o, flagOptions);
        }
        catch (e) {
            throw new UsageError(e.message);
        }
        const suiteOptions = mergeSuiteOptions(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions);
        const path = (0,external_node_path_namespaceObject.resolve)(io.cwd, positionals[0] ?? '.');
        const abs = (p) => ((0,external_node_path_namespaceObject.isAbsolute)(p) ? p : (0,external_node_path_namespaceObject.resolve)(io.cwd, p));
        let report;
        try {
            report = await runCheck({
                path,
                suites: parseSuitesList(values.suites ?? 'auto'),
                ...(failOn ? { failOn } : {}),
                suiteOptions,
                ...(values.shard ? { shard: parseShard(values.shard) } : {}),
                log: io.isTTY && format === 'text' ? (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`) : () => { }
            });
        }
        catch (e) {
            if (e instanceof RunError) {
                io.stderr(`benchgate check: ${e.message}\n`);
                return EXIT.usage;
            }
            throw e;
        }
        if (io.isTTY && format === 'text')
            io.stderr('\x1b[2K\r');
        const prefix = (0,external_node_path_namespaceObject.relative)(io.cwd, path).split('\\').join('/') || '.';
        await writeReportFiles(report, {
            ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
            ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
            ...(values.junit ? { junit: abs(values.junit) } : {}),
            prefix
        });
        if (values.summary)
            await (0,promises_namespaceObject.writeFile)(abs(values.summary), renderSummary(report));
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout(renderText(report, { color: io.color }));
        return report.verdict === 'pass' ? EXIT.pass : EXIT.fail;
    }
};

;// CONCATENATED MODULE: ./src/cli/commands/codes.ts



/** docs/codes.md is exactly this text (`npm run docs:codes` writes it; a test compares). */
function codesMarkdown() {
    const out = [
        '# Finding codes',
        '',
        '<!-- Generated from src/codes/registry.ts by `npm run docs:codes`; do not edit by hand. -->',
        '',
        'Every finding benchgate reports carries one of these stable codes. The severity is the default; options such as `strict` or `fail-on` can raise it. Each entry says what the code means and how to fix it.',
        ''
    ];
    for (const g of CODE_GROUPS) {
        out.push(`## ${g.title} (${g.prefixes.join(", ")})`, '');
        for (const c of g.codes) {
            out.push(`### ${c.code}`, '', `**${c.title}** (${c.severity})`, '', c.description, '', `**Fix:** ${c.fix}`, '');
        }
    }
    return out.join('\n');
}
const codesCommand = {
    name: ['codes'],
    usage: 'benchgate codes [CODE] [--format text|json|markdown]',
    summary: 'List every finding code with its meaning and fix (or explain one code).',
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({ args, allowPositionals: true, options: { format: { type: 'string' } } });
        const format = readFormat(values.format, ['text', 'json', 'markdown'], 'text');
        const all = CODE_GROUPS.flatMap((g) => g.codes);
        const wanted = positionals.length ? all.filter((c) => positionals.some((p) => p.toUpperCase() === c.code)) : all;
        if (positionals.length && wanted.length === 0) {
            io.stderr(`benchgate codes: unknown code ${positionals.join(', ')}\n`);
            return 1;
        }
        if (format === 'markdown')
            io.stdout(codesMarkdown());
        else if (format === 'json')
            io.stdout(JSON.stringify(wanted, null, 2) + '\n');
        else
            for (const c of wanted)
                io.stdout(`${c.code} ${c.severity.padEnd(7)} ${c.title}\n  ${c.description}\n  Fix: ${c.fix}\n`);
        return 0;
    }
};

;// CONCATENATED MODULE: ./src/cli/suite-output.ts



/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise.
 */
function printSuiteResults(results, io, format, opts = {}) {
    const report = buildReport(results, [], { root: opts.root ?? io.cwd, failOn: opts.failOn ?? 'error', suites: results.map((r) => r.suite) });
    if (format === 'json')
        io.stdout(JSON.stringify(report, null, 2) + '\n');
    else
        io.stdout(renderText(report, { color: io.color }));
    return report.verdict === 'pass' ? EXIT.pass : EXIT.fail;
}

;// CONCATENATED MODULE: ./src/cli/commands/manifest.ts








const manifestVerifyCommand = {
    name: ['manifest', 'verify'],
    usage: 'benchgate manifest verify DIR... [--strict] [--format text|json]',
    summary: 'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.',
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({ args, allowPositionals: true, options: { strict: { type: 'boolean' }, format: { type: 'string' } } });
        const format = readFormat(values.format, ['text', 'json'], 'text');
        if (positionals.length === 0)
            throw new UsageError('give at least one release directory');
        const result = { suite: artifactManifestSuite.id, title: artifactManifestSuite.title, artifacts: [], findings: [] };
        for (const dir of positionals) {
            const abs = (0,external_node_path_namespaceObject.resolve)(io.cwd, dir);
            const display = ((0,external_node_path_namespaceObject.relative)(io.cwd, abs).split('\\').join('/') || '.') + '/' + MANIFEST_NAME;
            const path = display.startsWith('./') ? display.slice(2) : display;
            const out = await verifyRelease(abs, { strict: values.strict ?? false, displayPath: path });
            result.artifacts.push({
                artifact: { path, kind: 'artifact-manifest' },
                gates: out.gates,
                findings: out.findings,
                facts: { ...out.facts, reference: out.reference }
            });
        }
        return printSuiteResults([result], io, format);
    }
};

;// CONCATENATED MODULE: ./src/suites/pqid/render.ts
/** The reference's renderings (reporting.py): JSON, text, Markdown and CSV of summaries and comparisons. */


const ratio = (n, d) => (n === null || d === null || d === 0 ? null : n / d);
/** Metric rows in the reference's order; the identifiable block only when the summary has it. */
function metricRows(s) {
    const rows = [];
    const add = (section, key, label, count, denominator, rate, available) => {
        rows.push({ section, key, label, count, denominator, rate, available });
    };
    add('scope', 'models', 'Models', s.models, null, null, true);
    add('scope', 'prompts', 'Prompts', s.prompts, null, null, true);
    add('scope', 'cells', 'Model-prompt cells', s.cells, null, null, true);
    const layer = (section, key, label, count, rate) => {
        const av = count !== null;
        add(section, key, label, count, av ? s.cells : null, av ? (rate === undefined ? ratio(count, s.cells) : rate) : null, av);
    };
    layer('primary', 'execution', 'Execution', s.execution_count, s.execution_rate);
    layer('primary', 'assembly_admissibility', 'Quantum-assembly admissibility', s.assembly_count, s.assembly_rate);
    layer('primary', 'reference_signature', 'Reference-signature match', s.signature_count, s.signature_rate);
    layer('primary', 'ordered_structure', 'Ordered operation-and-operand tape', s.ordered_count);
    layer('primary', 'parameter_aware_structure', 'Parameter-aware ordered tape', s.parameter_count);
    layer('diagnostic', 'es_gap', 'ES-Gap', s.es_gap_count, s.es_gap_rate);
    layer('diagnostic', 'execution_to_assembly_attrition', 'Execution-to-assembly attrition', s.execution_to_assembly_attrition_count, s.execution_to_assembly_attrition_rate);
    layer('diagnostic', 'as_gap', 'Assembly-Structure Gap (AS-Gap)', s.as_gap_count, s.as_gap_rate);
    layer('diagnostic', 'assembly_without_signature', 'Assembly admissible without signature match', s.assembly_without_signature_count);
    layer('diagnostic', 'signature_without_assembly', 'Signature match without assembly admissibility', s.signature_without_assembly_count);
    const shareAv = s.as_gap_count !== null;
    add('diagnostic', 'as_gap_share_of_es_gap', 'AS-Gap share of ES-Gap', s.as_gap_count, shareAv ? s.es_gap_count : null, s.as_gap_share_of_es_gap, shareAv);
    add('diagnostic', 'ersd', 'Executable signature disagreement (ERSD)', s.es_gap_count, s.execution_count, s.executable_signature_disagreement_rate, s.executable_signature_disagreement_rate !== null);
    if (s.identifiable_cells !== null) {
        add('identifiable', 'identifiable_cells', 'Identifiable model-prompt cells', s.identifiable_cells, null, null, true);
        add('identifiable', 'identifiable_execution', 'Execution', s.identifiable_execution_count, s.identifiable_cells, ratio(s.identifiable_execution_count, s.identifiable_cells), s.identifiable_execution_count !== null);
        add('identifiable', 'identifiable_reference_signature', 'Reference-signature match', s.identifiable_signature_count, s.identifiable_cells, ratio(s.identifiable_signature_count, s.identifiable_cells), s.identifiable_signature_count !== null);
        add('identifiable', 'structural_hallucination', 'Structural hallucination', s.identifiable_disagreement_count, s.identifiable_execution_count, s.structural_hallucination_rate, s.structural_hallucination_rate !== null);
    }
    return rows;
}
const render_pct = (r) => `${(0,pyfmt/* pyFixed */.mS)(100 * r, 2)}%`;
const th = (n) => (n === null ? 'N/A' : (0,pyfmt/* pyThousands */.fF)(n));
/** ASCII table: widest cell per column, two-space gap, right-aligned numeric columns, trailing spaces stripped. */
function asciiTable(headers, rows, rightFrom = 1) {
    const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
    const fmt = (cells) => cells
        .map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .replace(/\s+$/, '');
    return [fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}
function mdTable(headers, rows) {
    return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)];
}
function summaryCells(r) {
    if (!r.available)
        return [r.label, 'N/A', 'N/A', 'N/A'];
    return [r.label, th(r.count), r.denominator === null ? '' : th(r.denominator), r.denominator === null ? '' : r.rate === null ? 'N/A' : render_pct(r.rate)];
}
const VERSION_LABELS = [
    ['package_version', 'Package'],
    ['benchmark_release', 'Benchmark'],
    ['evaluator_version', 'Evaluator'],
    ['predicate_version', 'Predicate'],
    ['schema_version', 'Schema'],
    ['artifact_manifest_version', 'Artifact manifest']
];
function renderSummaryText(d) {
    const title = 'PQID-Bench Evaluation Summary';
    const out = [title, '='.repeat(title.length), `Run type: ${d.runType}`];
    for (const [k, label] of VERSION_LABELS)
        out.push(`${label}: ${records.VERSION_FIELDS[k]}`);
    if (d.source !== undefined)
        out.push(`Source: ${d.source}`);
    const rows = metricRows(d.summary);
    const section = (name, head, sec) => {
        out.push('', name, '-'.repeat(name.length));
        out.push(...asciiTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells)));
    };
    out.push('', 'Scope', '-----');
    out.push(...asciiTable(['Metric', 'Value'], rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])));
    section('Primary endpoints', 'Endpoint', 'primary');
    section('Diagnostics', 'Metric', 'diagnostic');
    if (d.summary.identifiable_cells !== null)
        section('Identifiable subset', 'Metric', 'identifiable');
    else
        out.push('', 'Identifiable subset: not supplied; structural-hallucination metrics are unavailable.');
    if (d.canonicalParity !== undefined) {
        out.push('', `Canonical parity: ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
        if (d.errors && d.errors.length)
            out.push('Errors:', ...d.errors.map((e) => `- ${e}`));
    }
    out.push('', 'Rates use the displayed denominator. Unavailable layers are not treated as zero.');
    return out.join('\n') + '\n';
}
function renderSummaryMarkdown(d) {
    const out = ['# PQID-Bench Evaluation Summary', '', `- **Run type:** ${d.runType}`];
    for (const [k, label] of VERSION_LABELS)
        out.push(`- **${label}:** ${records.VERSION_FIELDS[k]}`);
    if (d.source !== undefined)
        out.push(`- **Source:** ${d.source}`);
    const rows = metricRows(d.summary);
    const section = (name, head, sec) => {
        out.push('', `## ${name}`, '');
        out.push(...mdTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells)));
    };
    out.push('', '## Scope', '');
    out.push(...mdTable(['Metric', 'Value'], rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])));
    section('Primary endpoints', 'Endpoint', 'primary');
    section('Diagnostics', 'Metric', 'diagnostic');
    if (d.summary.identifiable_cells !== null)
        section('Identifiable subset', 'Metric', 'identifiable');
    else
        out.push('', '> Identifiable-subset data were not supplied, so structural-hallucination metrics are unavailable.');
    if (d.canonicalParity !== undefined) {
        out.push('', `**Canonical parity:** ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
        if (d.errors && d.errors.length)
            out.push('', ...d.errors.map((e) => `- ${e}`));
    }
    out.push('', '_Rates use the displayed denominator. Unavailable layers are not treated as zero._');
    return out.join('\n') + '\n';
}
/** Python csv minimal quoting. */
function csvField(v) {
    return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
const g12 = (x) => (x === null ? '' : (0,pyfmt/* pyFormatG */.S3)(x, 12));
const intOrEmpty = (x) => (x === null ? '' : String(x));
function renderSummaryCsv(d) {
    const header = ['report_type', 'run_type', ...VERSION_LABELS.map(([k]) => k), 'source', 'canonical_parity', 'section', 'metric_key', 'metric', 'available', 'count', 'denominator', 'rate', 'rate_percent'];
    const lines = [header.join(',')];
    const prefix = ['summary', d.runType, ...VERSION_LABELS.map(([k]) => records.VERSION_FIELDS[k]), d.source ?? '', d.canonicalParity === undefined ? '' : String(d.canonicalParity)];
    for (const r of metricRows(d.summary)) {
        lines.push([...prefix, r.section, r.key, r.label, String(r.available), intOrEmpty(r.count), intOrEmpty(r.denominator), g12(r.rate), r.rate === null ? '' : g12(100 * r.rate)].map(csvField).join(','));
    }
    return lines.join('\n') + '\n';
}
function render_renderSummary(d, json, format) {
    if (format === 'text')
        return renderSummaryText(d);
    if (format === 'markdown')
        return renderSummaryMarkdown(d);
    if (format === 'csv')
        return renderSummaryCsv(d);
    return (0,pyfmt/* pyJsonDumps */.dv)(json) + '\n';
}
function compareCell(r) {
    if (!r.available)
        return 'N/A';
    if (r.denominator === null)
        return th(r.count);
    return `${th(r.count)}/${th(r.denominator)} (${r.rate === null ? 'N/A' : render_pct(r.rate)})`;
}
const deltaOf = (c, f) => (c.available && f.available && c.rate !== null && f.rate !== null ? c.rate - f.rate : null);
function outcomeRows(d) {
    const c = metricRows(d.candidate);
    const f = metricRows(d.frozen);
    return c.map((r, i) => [r, f[i]]);
}
function scopeRows(d) {
    return [
        ['Mode', d.mode],
        ['Prompts', th(d.promptCount)],
        ['Candidate models', th(d.candidate.models)],
        ['Candidate cells', th(d.candidate.cells)],
        ['Frozen models', th(d.frozen.models)],
        ['Frozen cells', th(d.frozen.cells)]
    ];
}
function outcomeCells(d) {
    return outcomeRows(d)
        .filter(([r]) => r.section !== 'scope')
        .map(([c, f]) => {
        const dl = deltaOf(c, f);
        return [c.label, compareCell(c), compareCell(f), dl === null ? 'N/A' : `${dl < 0 || Object.is(dl, -0) ? '' : '+'}${(0,pyfmt/* pyFixed */.mS)(100 * dl, 2)} pp`];
    });
}
function renderComparisonText(d) {
    const title = 'PQID-Bench Candidate Comparison';
    const out = [title, '='.repeat(title.length), `Comparison: ${d.label}`, 'Run type: supplied_evaluation'];
    for (const [k, label] of VERSION_LABELS)
        out.push(`${label}: ${records.VERSION_FIELDS[k]}`);
    out.push(`Candidate source: ${d.candidateSource}`);
    out.push('', 'Aligned scope', '-------------', ...asciiTable(['Metric', 'Value'], scopeRows(d)));
    out.push('', 'Outcomes', '--------', ...asciiTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d)));
    out.push('', 'Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators.');
    return out.join('\n') + '\n';
}
function renderComparisonMarkdown(d) {
    const out = ['# PQID-Bench Candidate Comparison', '', `- **Comparison:** ${d.label}`, '- **Run type:** supplied_evaluation'];
    for (const [k, label] of VERSION_LABELS)
        out.push(`- **${label}:** ${records.VERSION_FIELDS[k]}`);
    out.push(`- **Candidate source:** ${d.candidateSource}`);
    out.push('', '## Aligned scope', '', ...mdTable(['Metric', 'Value'], scopeRows(d)));
    out.push('', '## Outcomes', '', ...mdTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d)));
    out.push('', '_Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators._');
    return out.join('\n') + '\n';
}
function renderComparisonCsv(d) {
    const header = [
        'report_type',
        'run_type',
        ...VERSION_LABELS.map(([k]) => k),
        'comparison_label',
        'candidate_source',
        'section',
        'metric_key',
        'metric',
        'candidate_available',
        'candidate_count',
        'candidate_denominator',
        'candidate_rate',
        'frozen_available',
        'frozen_count',
        'frozen_denominator',
        'frozen_rate',
        'delta_rate',
        'delta_percentage_points'
    ];
    const lines = [header.join(',')];
    const prefix = ['comparison', 'supplied_evaluation', ...VERSION_LABELS.map(([k]) => records.VERSION_FIELDS[k]), d.label, d.candidateSource];
    for (const [c, f] of outcomeRows(d)) {
        const dl = deltaOf(c, f);
        lines.push([
            ...prefix,
            c.section,
            c.key,
            c.label,
            String(c.available),
            intOrEmpty(c.count),
            intOrEmpty(c.denominator),
            g12(c.rate),
            String(f.available),
            intOrEmpty(f.count),
            intOrEmpty(f.denominator),
            g12(f.rate),
            g12(dl),
            dl === null ? '' : g12(100 * dl)
        ]
            .map(csvField)
            .join(','));
    }
    return lines.join('\n') + '\n';
}
function renderComparison(d, json, format) {
    if (format === 'text')
        return renderComparisonText(d);
    if (format === 'markdown')
        return renderComparisonMarkdown(d);
    if (format === 'csv')
        return renderComparisonCsv(d);
    return (0,pyfmt/* pyJsonDumps */.dv)(json) + '\n';
}

;// CONCATENATED MODULE: ./src/suites/pqid/cli-reference.ts
/**
 * `benchgate pqid …`: a drop-in for the reference CLI (`pqid-bench`): same arguments, same stdout,
 * stderr and exit codes for evaluate, compare, reproduce and verify (argparse behaviour included).
 */






const PROG = 'pqid-bench';
const SUBCOMMANDS = ['doctor', 'download', 'verify', 'reproduce', 'evaluate', 'compare', 'dashboard', 'run-model', 'replay'];
const TOP_USAGE = `usage: ${PROG} [-h] [--version]
                  {${SUBCOMMANDS.join(',')}}
                  ...
`;
const FORMATS = ['json', 'text', 'markdown', 'csv'];
const outputOpt = { name: '--output', dest: 'output', metavar: 'OUTPUT', kind: 'value' };
const formatOpt = { name: '--format', dest: 'format', kind: 'value', choices: FORMATS, help: 'Report format (default: json)' };
const SPECS = {
    evaluate: { name: 'evaluate', opts: [{ name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true }, outputOpt, formatOpt] },
    compare: {
        name: 'compare',
        opts: [
            { name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true },
            { name: '--release-dir', dest: 'release_dir', metavar: 'RELEASE_DIR', kind: 'value', required: true, releaseDir: true },
            { name: '--candidate-run-manifest', dest: 'candidate_run_manifest', metavar: 'CANDIDATE_RUN_MANIFEST', kind: 'value', required: true },
            { name: '--allow-partial', dest: 'allow_partial', kind: 'flag', help: 'Allow a common strict subset of frozen prompt IDs and compare it with the same frozen matched subset' },
            outputOpt,
            formatOpt
        ]
    },
    reproduce: { name: 'reproduce', opts: [{ name: '--release-dir', dest: 'release_dir', metavar: 'RELEASE_DIR', kind: 'value', required: true, releaseDir: true }, outputOpt, formatOpt] },
    verify: { name: 'verify', opts: [{ name: '--full', dest: 'full', kind: 'flag' }, { name: 'release_dir', dest: 'release_dir', kind: 'positional', required: true, releaseDir: true }] }
};
function optUsage(o) {
    if (o.kind === 'positional')
        return o.name;
    const val = o.kind === 'flag' ? '' : ` ${o.choices ? `{${o.choices.join(',')}}` : o.metavar}`;
    return o.required ? `${o.name}${val}` : `[${o.name}${val}]`;
}
/** argparse's usage line, wrapped at 78 columns like Python 3.11 with COLUMNS=80. */
function usageOf(spec) {
    const prog = `${PROG} ${spec.name}`;
    const optionals = ['[-h]', ...spec.opts.filter((o) => o.kind !== 'positional').map(optUsage)];
    const positionals = spec.opts.filter((o) => o.kind === 'positional').map(optUsage);
    const tokens = [...optionals, ...positionals].join(' ').match(/\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+/g) ?? [];
    const indent = ' '.repeat(`usage: ${prog} `.length);
    const width = 78;
    const lines = [];
    let line = [];
    let len = indent.length - 1;
    for (const t of tokens) {
        if (len + 1 + t.length > width && line.length) {
            lines.push(line.join(' '));
            line = [];
            len = indent.length - 1;
        }
        line.push(t);
        len += t.length + 1;
    }
    if (line.length)
        lines.push(line.join(' '));
    return `usage: ${prog} ` + lines.join('\n' + indent) + '\n';
}
function cli_reference_wrap(text, width) {
    const words = text.split(/\s+/);
    const out = [];
    let cur = '';
    for (const w of words) {
        if (cur && cur.length + 1 + w.length > width) {
            out.push(cur);
            cur = w;
        }
        else
            cur = cur ? `${cur} ${w}` : w;
    }
    if (cur)
        out.push(cur);
    return out;
}
/** argparse's --help text. */
function helpOf(spec) {
    const rows = [['-h, --help', 'show this help message and exit']];
    const pos = spec.opts.filter((o) => o.kind === 'positional');
    for (const o of spec.opts.filter((x) => x.kind !== 'positional'))
        rows.push([o.kind === 'flag' ? o.name : `${o.name} ${o.choices ? `{${o.choices.join(',')}}` : o.metavar}`, o.help]);
    const fmt = (items) => {
        const lines = [];
        for (const [inv, help] of items) {
            if (!help) {
                lines.push(`  ${inv}`);
                continue;
            }
            const helpLines = cli_reference_wrap(help, 78 - 24);
            if (inv.length + 2 <= 22) {
                lines.push(`  ${inv.padEnd(22)}${helpLines[0]}`);
            }
            else {
                lines.push(`  ${inv}`);
                lines.push(' '.repeat(24) + helpLines[0]);
            }
            for (const h of helpLines.slice(1))
                lines.push(' '.repeat(24) + h);
        }
        return lines;
    };
    let out = usageOf(spec) + '\n';
    if (pos.length)
        out += 'positional arguments:\n' + fmt(pos.map((p) => [p.name, p.help])).join('\n') + '\n\n';
    out += 'options:\n' + fmt(rows).join('\n') + '\n';
    return out;
}
class ArgError extends Error {
}
async function parseSub(spec, args, cwd) {
    const values = {};
    const seen = new Set();
    const extras = [];
    const positionals = spec.opts.filter((o) => o.kind === 'positional');
    let posIndex = 0;
    const optionals = spec.opts.filter((o) => o.kind !== 'positional');
    const convert = async (o, v) => {
        if (o.choices && !o.choices.includes(v))
            throw new ArgError(`argument ${o.kind === 'positional' ? o.name : o.name}: invalid choice: ${(0,pyfmt/* pyRepr */.n3)(v)} (choose from ${o.choices.map((c) => (0,pyfmt/* pyRepr */.n3)(c)).join(', ')})`);
        if (o.releaseDir) {
            const abs = (0,external_node_path_namespaceObject.resolve)(cwd, v);
            let ok = false;
            try {
                ok = (await (0,promises_namespaceObject.stat)(abs)).isDirectory();
            }
            catch {
                ok = false;
            }
            if (!ok)
                throw new ArgError(`argument ${o.name}: Release directory not found: ${abs}`);
            return abs;
        }
        return v;
    };
    try {
        for (let i = 0; i < args.length; i++) {
            const a = args[i];
            if (a === '-h' || a === '--help')
                return { values, help: true };
            if (a.startsWith('--') && a.length > 2) {
                const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
                const exact = optionals.find((o) => o.name === flag);
                const cands = exact ? [exact] : optionals.filter((o) => o.name.startsWith(flag));
                if (cands.length > 1)
                    throw new ArgError(`ambiguous option: ${flag} could match ${cands.map((c) => c.name).join(', ')}`);
                if (cands.length === 0) {
                    extras.push(a);
                    continue;
                }
                const o = cands[0];
                seen.add(o.dest);
                if (o.kind === 'flag') {
                    if (inline !== undefined)
                        throw new ArgError(`argument ${o.name}: ignored explicit argument ${(0,pyfmt/* pyRepr */.n3)(inline)}`);
                    values[o.dest] = true;
                    continue;
                }
                let v = inline;
                if (v === undefined) {
                    const next = args[i + 1];
                    if (next === undefined || (next.startsWith('-') && next.length > 1 && !/^-\d/.test(next)))
                        throw new ArgError(`argument ${o.name}: expected one argument`);
                    v = next;
                    i++;
                }
                values[o.dest] = await convert(o, v);
                continue;
            }
            if (a === '--') {
                extras.push(...args.slice(i + 1));
                break;
            }
            if (a.startsWith('-') && a.length > 1 && !/^-\d/.test(a)) {
                extras.push(a);
                continue;
            }
            if (posIndex < positionals.length) {
                const o = positionals[posIndex++];
                seen.add(o.dest);
                values[o.dest] = await convert(o, a);
            }
            else
                extras.push(a);
        }
    }
    catch (e) {
        if (e instanceof ArgError)
            return { error: e.message };
        throw e;
    }
    const missing = spec.opts.filter((o) => o.required && !seen.has(o.dest)).map((o) => (o.kind === 'positional' ? o.name : o.name));
    if (missing.length)
        return { error: `the following arguments are required: ${missing.join(', ')}` };
    if (extras.length)
        return { error: `unrecognized arguments: ${extras.join(' ')}`, topLevel: true };
    return { values, help: false };
}
async function writeOutput(path, text, cwd) {
    const abs = (0,external_node_path_namespaceObject.isAbsolute)(path) ? path : (0,external_node_path_namespaceObject.resolve)(cwd, path);
    await (0,promises_namespaceObject.mkdir)((0,external_node_path_namespaceObject.dirname)(abs), { recursive: true });
    await (0,promises_namespaceObject.writeFile)(abs, text);
}
function fail(e, io) {
    if (e instanceof ReferenceFailure) {
        if (e.opts.traceback)
            io.stderr(`Traceback (most recent call last):\n  (raised by the PQID-Bench reference at this point; benchgate prints no Python frames)\n${e.opts.traceback}: ${e.message}\n`);
        else
            io.stderr(`${PROG}: ${e.message}\n`);
        return 1;
    }
    io.stderr(`${PROG}: internal error: ${e.message}\n`);
    return 2;
}
/** Runs `pqid-bench ARGS` semantics. Returns the exit code. */
async function runPqidReference(args, io) {
    if (args.length === 0) {
        io.stderr(`${TOP_USAGE}${PROG}: error: the following arguments are required: command\n`);
        return 2;
    }
    const first = args[0];
    if (first === '--version') {
        io.stdout(`${PROG} 1.2.1\n`);
        return 0;
    }
    if (first === '-h' || first === '--help') {
        io.stdout(`${TOP_USAGE}\nPQID-Bench reference commands as implemented by benchgate (evaluate, compare, reproduce, verify).\n`);
        return 0;
    }
    if (!SUBCOMMANDS.includes(first)) {
        io.stderr(`${TOP_USAGE}${PROG}: error: argument command: invalid choice: ${(0,pyfmt/* pyRepr */.n3)(first)} (choose from ${SUBCOMMANDS.map((s) => (0,pyfmt/* pyRepr */.n3)(s)).join(', ')})\n`);
        return 2;
    }
    const spec = SPECS[first];
    if (!spec) {
        if (first === 'doctor') {
            io.stdout((0,pyfmt/* pyJsonDumps */.dv)({ ...records.VERSION_FIELDS, run_type: 'canonical_reproduction', runtime: `node ${process.version}`, platform: `${process.platform}-${process.arch}`, implementation: 'benchgate' }) + '\n');
            return 0;
        }
        io.stderr(`${PROG}: benchgate does not implement '${first}' (it needs the network, Docker or a model provider); use the Python reference for it.\n`);
        return 2;
    }
    const parsed = await parseSub(spec, args.slice(1), io.cwd);
    if ('error' in parsed) {
        if (parsed.topLevel)
            io.stderr(`${TOP_USAGE}${PROG}: error: ${parsed.error}\n`);
        else
            io.stderr(`${usageOf(spec)}${PROG} ${spec.name}: error: ${parsed.error}\n`);
        return 2;
    }
    if (parsed.help) {
        io.stdout(helpOf(spec));
        return 0;
    }
    const v = parsed.values;
    const format = (v.format ?? 'json');
    const emit = async (text) => {
        io.stdout(text);
        if (typeof v.output === 'string')
            await writeOutput(v.output, text, io.cwd);
    };
    try {
        if (first === 'evaluate') {
            const r = await evaluateFile(v.evaluations, io.cwd, { stopAtFirst: true });
            await emit(render_renderSummary({ summary: r.summary, runType: 'supplied_evaluation', source: r.source }, r.json, format));
            return 0;
        }
        if (first === 'reproduce') {
            const r = await reproduceRelease(v.release_dir, { stopAtFirst: true });
            await emit(render_renderSummary({ summary: r.summary, runType: 'canonical_reproduction', canonicalParity: r.errors.length === 0, errors: r.errors }, r.json, format));
            return r.errors.length === 0 ? 0 : 1;
        }
        if (first === 'verify') {
            const r = await service_verifyRelease(v.release_dir, v.full === true);
            io.stdout((0,pyfmt/* pyJsonDumps */.dv)(r.json) + '\n');
            return r.valid ? 0 : 1;
        }
        if (first === 'compare') {
            const r = await compareRelease({
                evaluations: v.evaluations,
                releaseDir: v.release_dir,
                candidateRunManifest: v.candidate_run_manifest,
                allowPartial: v.allow_partial === true,
                cwd: io.cwd,
                load: { stopAtFirst: true }
            });
            const scope = r.json.comparison_scope;
            await emit(renderComparison({ candidate: r.candidate, frozen: r.frozen, label: r.json.comparison_label, candidateSource: r.json.candidate_source, mode: r.mode, promptCount: scope.prompt_count }, r.json, format));
            return 0;
        }
    }
    catch (e) {
        return fail(e, io);
    }
    return 2;
}

;// CONCATENATED MODULE: ./src/suites/pqid/commands.ts

const sub = (name, usage, summary) => ({
    name: ['pqid', name],
    usage: `benchgate pqid ${name} ${usage}`,
    summary,
    run: (args, io) => runPqidReference([name, ...args], io)
});
const PQID_COMMANDS = [
    sub('evaluate', '--evaluations F [--format json|text|markdown|csv] [--output P]', 'Summarize a PQID-Bench evaluation JSONL exactly like `pqid-bench evaluate`.'),
    sub('compare', '--evaluations F --release-dir D --candidate-run-manifest M [--allow-partial] [--format json|text|markdown|csv] [--output P]', 'Compare candidate evaluations with a frozen release like `pqid-bench compare`.'),
    sub('reproduce', '--release-dir D [--format json|text|markdown|csv] [--output P]', 'Reproduce the frozen summary and check canonical parity like `pqid-bench reproduce`.'),
    sub('verify', 'RELEASE_DIR [--full]', 'Verify ARTIFACT_MANIFEST.tsv (and with --full the release parity) like `pqid-bench verify`.'),
    {
        name: ['pqid'],
        usage: 'benchgate pqid <evaluate|compare|reproduce|verify|--version> …',
        summary: 'PQID-Bench reference-compatible commands (same arguments, output and exit codes as pqid-bench 1.2.1).',
        run: (args, io) => runPqidReference(args, io)
    }
];

;// CONCATENATED MODULE: ./src/suites/qsolve/cli.ts









const TITLE = 'Qsolve workflows';
function cli_parse(args, extra = {}) {
    let parsed;
    try {
        parsed = (0,external_node_util_namespaceObject.parseArgs)({ args, allowPositionals: true, strict: true, options: { format: { type: 'string' }, ...extra } });
    }
    catch (e) {
        throw new UsageError(e.message);
    }
    const format = parsed.values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new UsageError(`--format must be text or json (got "${format}")`);
    if (parsed.positionals.length !== 1)
        throw new UsageError(`expected exactly one path argument, got ${parsed.positionals.length}`);
    return { format: format, path: parsed.positionals[0], values: parsed.values };
}
/** Root and repo-relative folder for a DIR argument: paths are shown relative to the current directory when DIR is inside it. */
async function locate(dir, io) {
    const abs = (0,external_node_path_namespaceObject.resolve)(io.cwd, dir);
    try {
        if (!(await (0,promises_namespaceObject.stat)(abs)).isDirectory())
            throw new Error('x');
    }
    catch {
        throw new UsageError(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
    }
    const real = await (0,promises_namespaceObject.realpath)(abs);
    let cwd = io.cwd;
    try {
        cwd = await (0,promises_namespaceObject.realpath)(io.cwd);
    }
    catch {
        /* keep */
    }
    const r = (0,external_node_path_namespaceObject.relative)(cwd, real);
    if (r === '')
        return { root: cwd, folder: '.' };
    if (!r.startsWith('..') && !(0,external_node_path_namespaceObject.isAbsolute)(r))
        return { root: cwd, folder: r.split(external_node_path_namespaceObject.sep).join('/') };
    return { root: real, folder: '.' };
}
function one(result, findings = []) {
    return [{ suite: 'qsolve', title: TITLE, artifacts: [result], findings }];
}
function stageResult(s, findings) {
    return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings };
}
async function loadRecordsArg(p, io) {
    const abs = (0,external_node_path_namespaceObject.resolve)(io.cwd, p);
    const file = (0,external_node_path_namespaceObject.relative)(io.cwd, abs).split(external_node_path_namespaceObject.sep).join('/') || p;
    return { ...(await loadRecords(abs, file)), file };
}
const validateCommand = {
    name: ['qsolve', 'validate'],
    usage: 'benchgate qsolve validate DIR [--format text|json]',
    summary: 'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks',
    async run(args, io) {
        const a = cli_parse(args);
        const loc = await locate(a.path, io);
        const s = await loadWorkflow(loc.root, loc.folder);
        return printSuiteResults(one(stageResult(s, validateStage(s))), io, a.format, { root: loc.root });
    }
};
const lintCommand = {
    name: ['qsolve', 'lint'],
    usage: 'benchgate qsolve lint DIR [--format text|json]',
    summary: "Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054",
    async run(args, io) {
        const a = cli_parse(args);
        const loc = await locate(a.path, io);
        const s = await loadWorkflow(loc.root, loc.folder);
        return printSuiteResults(one(stageResult(s, lintStage(s))), io, a.format, { root: loc.root });
    }
};
const cli_checkCommand = {
    name: ['qsolve', 'check'],
    usage: 'benchgate qsolve check DIR [--records RUN_RECORDS.json] [--format text|json]',
    summary: 'All Qsolve stages (validate, lint, test) and the eight gates; without run records the test-stage gates stay undecided',
    async run(args, io) {
        const a = cli_parse(args, { records: { type: 'string' } });
        const loc = await locate(a.path, io);
        const s = await loadWorkflow(loc.root, loc.folder);
        const rec = a.values.records !== undefined ? await loadRecordsArg(a.values.records, io) : await findRecords(s, undefined);
        const res = checkWorkflow(s, rec);
        return printSuiteResults(one(res), io, a.format, { root: loc.root });
    }
};
/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
function decideFromRecords(records, file) {
    const decisions = decideAll(records, undefined);
    const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
    const notHere = 'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
    const g = (id, status, detail) => ({ id, title: gates_GATE_TITLES[id], status, detail });
    const methods = validation[0]?.methods.length;
    const fid = fidelityCase(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
    const run = runGates(records, decisions, undefined, file);
    const gates = [
        g('manifest', 'skipped', notHere),
        g('example_inputs', 'skipped', notHere),
        validation.length > 0 ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`) : g('benchmark_cases', 'fail', 'the run records hold no case'),
        methods === undefined ? g('methods_declared', 'skipped', notHere) : methods >= 2 ? g('methods_declared', 'pass', `${methods} methods ran`) : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
        fid !== undefined ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`) : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
        ...run.gates
    ];
    return {
        artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
        gates,
        findings: run.findings,
        sections: trackRecordSections(decisions),
        facts: { records: file, decisions }
    };
}
const decideCommand = {
    name: ['qsolve', 'decide'],
    usage: 'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--format text|json]',
    summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)',
    async run(args, io) {
        const a = cli_parse(args, { workflow: { type: 'string' } });
        const rec = await loadRecordsArg(a.path, io);
        if (a.values.workflow !== undefined) {
            const loc = await locate(a.values.workflow, io);
            const s = await loadWorkflow(loc.root, loc.folder);
            return printSuiteResults(one(checkWorkflow(s, rec)), io, a.format, { root: loc.root });
        }
        if (!rec.records) {
            const res = { artifact: { path: rec.file, kind: 'qsolve-run-records' }, gates: [], findings: rec.findings };
            printSuiteResults(one(res), io, a.format);
            return EXIT.fail;
        }
        const res = decideFromRecords(rec.records, rec.file);
        res.findings.push(...rec.findings);
        return printSuiteResults(one(res), io, a.format);
    }
};
const QSOLVE_COMMANDS = [validateCommand, lintCommand, cli_checkCommand, decideCommand];

;// CONCATENATED MODULE: ./src/cli/commands.ts





const COMMANDS = [checkCommand, manifestVerifyCommand, ...PQID_COMMANDS, ...QSOLVE_COMMANDS, codesCommand];

;// CONCATENATED MODULE: ./src/cli/main.ts



function helpText(commands) {
    const width = Math.max(...commands.map((c) => c.name.join(' ').length));
    return [
        `benchgate ${VERSION}: gate CI on benchmark artifacts`,
        '',
        'Usage: benchgate <command> [options]',
        '',
        'Commands:',
        ...commands.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
        '',
        'Every command accepts --format text|json and exits 0 (pass), 1 (a gate or check failed) or 2 (usage or internal error).',
        'Run `benchgate <command> --help` for its options. Set NO_COLOR to disable colour.',
        ''
    ].join('\n');
}
/** Finds the command whose name words are the longest prefix of argv. */
function selectCommand(argv, commands) {
    let best;
    for (const c of commands) {
        if (c.name.every((w, i) => argv[i] === w) && (!best || c.name.length > best.name.length))
            best = c;
    }
    return best ? { command: best, rest: argv.slice(best.name.length) } : undefined;
}
/** The CLI: select a command and run it; exit codes 0/1/2, no stack trace unless --debug. */
async function main(argvIn, io, commands = COMMANDS) {
    const debug = argvIn.includes('--debug');
    const argv = argvIn.filter((a) => a !== '--debug');
    if (debug)
        io.env['BENCHGATE_DEBUG'] = '1';
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
        io[argv.length === 0 ? 'stderr' : 'stdout'](helpText(commands));
        return argv.length === 0 ? EXIT.usage : EXIT.pass;
    }
    if (argv[0] === '--version' || argv[0] === '-V') {
        io.stdout(`benchgate ${VERSION}\n`);
        return EXIT.pass;
    }
    const sel = selectCommand(argv, commands);
    if (!sel) {
        const group = commands.filter((c) => c.name[0] === argv[0]);
        io.stderr(group.length ? `benchgate: unknown ${argv[0]} command "${argv[1] ?? ''}". Commands:\n${group.map((c) => `  ${c.usage}`).join('\n')}\n` : `benchgate: unknown command "${argv[0]}"\n\n${helpText(commands)}`);
        return EXIT.usage;
    }
    if (sel.rest.includes('--help') || sel.rest.includes('-h')) {
        io.stdout(`Usage: ${sel.command.usage}\n\n${sel.command.summary}\n`);
        return EXIT.pass;
    }
    try {
        return await sel.command.run(sel.rest, io);
    }
    catch (e) {
        const err = e;
        if (err instanceof UsageError || err.name === 'UsageError' || err.code?.startsWith?.('ERR_PARSE_ARGS')) {
            io.stderr(`benchgate ${sel.command.name.join(' ')}: ${err.message}\nUsage: ${sel.command.usage}\n`);
            return EXIT.usage;
        }
        io.stderr(`benchgate: internal error: ${err.message}\n${debug ? (err.stack ?? '') + '\n' : 'Run again with --debug for the stack trace.\n'}`);
        return EXIT.usage;
    }
}
function processIO() {
    const isTTY = Boolean(process.stdout.isTTY);
    return {
        stdout: (t) => void process.stdout.write(t),
        stderr: (t) => void process.stderr.write(t),
        color: isTTY && !process.env['NO_COLOR'] && process.env['TERM'] !== 'dumb',
        cwd: process.cwd(),
        env: process.env,
        isTTY
    };
}


/***/ }),

/***/ 7594:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ pyTruthy),
/* harmony export */   Pd: () => (/* binding */ pyCompare),
/* harmony export */   S3: () => (/* binding */ pyFormatG),
/* harmony export */   dv: () => (/* binding */ pyJsonDumps),
/* harmony export */   fF: () => (/* binding */ pyThousands),
/* harmony export */   g$: () => (/* binding */ PyFloat),
/* harmony export */   mS: () => (/* binding */ pyFixed),
/* harmony export */   n3: () => (/* binding */ pyRepr),
/* harmony export */   ow: () => (/* binding */ pyStrRepr),
/* harmony export */   rD: () => (/* binding */ pyStr)
/* harmony export */ });
/* unused harmony export pyFloatRepr */
/**
 * Python-compatible number and string formatting, so benchgate prints byte-identical output to the
 * PQID-Bench reference (Python 3.11): float repr, `%.Ng`, `%.Nf`, `{:,}`, str repr and json.dumps
 * (indent=2, sort_keys=True, ensure_ascii=True).
 */
/** A JSON number that Python would hold as a float (it had a '.', an exponent, or came from a division). */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
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
        // Everything rounds to 0 or to one unit at position keep.
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
/** Python `format(x, '.Ng')` (also what `%.12g` gives). */
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
/** Python `repr(float)`: shortest round-trip digits, `1.0` for integral values, exponent below 1e-4 and from 1e16. */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (!Number.isFinite(x))
        return x > 0 ? 'inf' : '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const neg = x < 0;
    const e = Math.abs(x).toExponential(); // shortest round-trip digits, e.g. "1.2345e-5"
    const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(e);
    if (!m)
        return String(x);
    const digits = m[1] + (m[2] ?? '');
    const exp = Number(m[3]);
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
/** Python `f"{n:,}"` for an integer. */
function pyThousands(n) {
    const neg = n < 0;
    const s = String(Math.abs(Math.trunc(n)));
    return (neg ? '-' : '') + s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function isPrintable(cp) {
    if (cp < 0x20 || cp === 0x7f)
        return false;
    if (cp >= 0x80 && cp <= 0xa0)
        return false;
    if (cp === 0xad)
        return false;
    if (cp >= 0xd800 && cp <= 0xdfff)
        return false;
    if (cp === 0x2028 || cp === 0x2029 || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2064) || cp === 0xfeff)
        return false;
    if (cp >= 0xe000 && cp <= 0xf8ff)
        return false;
    if (cp === 0x3000 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x1680 || cp === 0x205f)
        return false;
    return true;
}
/** Python `repr(str)`. */
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
    if (v instanceof PyFloat)
        return pyFloatRepr(v.value);
    if (typeof v === 'number')
        return Number.isInteger(v) ? (Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v)) : pyFloatRepr(v);
    if (Array.isArray(v))
        return '[' + v.map((x) => pyRepr(x)).join(', ') + ']';
    return '{' + Object.entries(v).map(([k, x]) => `${pyStrRepr(k)}: ${pyRepr(x)}`).join(', ') + '}';
}
/** Python `str(value)`: like repr except that a string is itself. */
function pyStr(v) {
    return typeof v === 'string' ? v : pyRepr(v);
}
/** Python truthiness of a JSON value. */
function pyTruthy(v) {
    if (v === null || v === undefined || v === false || v === '' || v === 0)
        return false;
    if (v instanceof PyFloat)
        return v.value !== 0;
    if (Array.isArray(v))
        return v.length > 0;
    if (typeof v === 'object')
        return Object.keys(v).length > 0;
    return true;
}
function jsonStr(s) {
    let out = '"';
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
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
        else if (c < 0x20 || c > 0x7e)
            out += '\\u' + c.toString(16).padStart(4, '0');
        else
            out += s[i];
    }
    return out + '"';
}
function jsonFloat(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (!Number.isFinite(x))
        return x > 0 ? 'Infinity' : '-Infinity';
    return pyFloatRepr(x);
}
/** Python code-point order (JS default sort compares UTF-16 code units). */
function pyCompare(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x !== y) {
            const xs = x >= 0xd800 && x <= 0xdfff;
            const ys = y >= 0xd800 && y <= 0xdfff;
            if (xs !== ys)
                return xs ? 1 : -1;
            return x - y;
        }
    }
    return a.length - b.length;
}
/** Python `json.dumps(v, indent=2, sort_keys=True, ensure_ascii=True)`. */
function pyJsonDumps(v, indent = 2, level = 0) {
    if (v === null || v === undefined)
        return 'null';
    if (v === true)
        return 'true';
    if (v === false)
        return 'false';
    if (typeof v === 'string')
        return jsonStr(v);
    if (v instanceof PyFloat)
        return jsonFloat(v.value);
    if (typeof v === 'number')
        return Number.isInteger(v) ? (Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v)) : jsonFloat(v);
    const pad = ' '.repeat(indent * (level + 1));
    const end = ' '.repeat(indent * level);
    if (Array.isArray(v)) {
        if (v.length === 0)
            return '[]';
        return '[\n' + v.map((x) => pad + pyJsonDumps(x, indent, level + 1)).join(',\n') + '\n' + end + ']';
    }
    const keys = Object.keys(v).sort(pyCompare);
    if (keys.length === 0)
        return '{}';
    return '{\n' + keys.map((k) => `${pad}${jsonStr(k)}: ${pyJsonDumps(v[k], indent, level + 1)}`).join(',\n') + '\n' + end + '}';
}


/***/ }),

/***/ 2099:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ parsePyJson)
/* harmony export */ });
/* unused harmony export PyJsonError */
/* harmony import */ var _pyfmt_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7594);

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
            return new _pyfmt_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(NaN);
        }
        if (text.startsWith('Infinity', i)) {
            i += 8;
            return new _pyfmt_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Infinity);
        }
        if (text.startsWith('-Infinity', i)) {
            i += 9;
            return new _pyfmt_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(-Infinity);
        }
        const m = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
        m.lastIndex = i;
        const r = m.exec(text);
        if (!r)
            return fail('Expecting value');
        i = m.lastIndex;
        if (r[1] !== undefined || r[2] !== undefined)
            return new _pyfmt_js__WEBPACK_IMPORTED_MODULE_0__/* .PyFloat */ .g$(Number(r[0]));
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
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.r(__webpack_exports__);
/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CellStore: () => (/* binding */ CellStore),
/* harmony export */   ENDPOINTS: () => (/* binding */ ENDPOINTS),
/* harmony export */   EvaluationAccumulator: () => (/* binding */ EvaluationAccumulator),
/* harmony export */   F: () => (/* binding */ F),
/* harmony export */   FLOAT_FIELDS: () => (/* binding */ FLOAT_FIELDS),
/* harmony export */   VERSION_FIELDS: () => (/* binding */ VERSION_FIELDS),
/* harmony export */   countCells: () => (/* binding */ countCells),
/* harmony export */   identifiableFrom: () => (/* binding */ identifiableFrom),
/* harmony export */   pyIsBlank: () => (/* binding */ pyIsBlank),
/* harmony export */   pyRepr: () => (/* reexport safe */ _pyfmt_js__WEBPACK_IMPORTED_MODULE_1__.n3),
/* harmony export */   summarize: () => (/* binding */ summarize),
/* harmony export */   summaryToPy: () => (/* binding */ summaryToPy)
/* harmony export */ });
/* harmony import */ var _pyfmt_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7594);
/* harmony import */ var _pyjson_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2099);
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
    if (v instanceof _pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$)
        return v.value === 0 ? false : v.value === 1 ? true : undefined;
    if (typeof v === 'number')
        return v === 0 ? false : v === 1 ? true : undefined;
    return undefined;
}
const pyTuple = (names) => '(' + names.map((n) => (0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(n)).join(', ') + (names.length === 1 ? ',)' : ')');
class EvaluationAccumulator {
    opts;
    cells = new CellStore();
    problems = [];
    problemCount = 0;
    firstError;
    records = 0;
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
    problem(p) {
        this.problemCount++;
        if (!this.firstError)
            this.firstError = p;
        if (this.problems.length < this.maxProblems)
            this.problems.push(p);
        if (this.opts.stopAtFirst)
            this.stopped = true;
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
        if (row === null || typeof row !== 'object' || Array.isArray(row) || row instanceof _pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$) {
            this.problem({ kind: 'not-object', message: `Expected an object at ${this.opts.displayPath}:${line}`, line });
            return;
        }
        this.records++;
        this.addRow(row, line, text);
    }
    /** Coerces an id the way Python's `str(x or "")` does. */
    idOf(row, key, text) {
        const v = row[key];
        if (typeof v === 'string')
            return v;
        if (!(0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTruthy */ .Kn)(v))
            return '';
        if (typeof v === 'number' && text !== undefined) {
            // Python keeps 5.0 a float: re-read the line to know.
            try {
                const again = (0,_pyjson_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePyJson */ .j)(text);
                return (0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(again[key]);
            }
            catch {
                return (0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(v);
            }
        }
        return (0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStr */ .rD)(v);
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
                this.problem({ kind: 'bad-value', message: `Field ${(0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(name)} must be Boolean or 0/1`, line, record: this.records, field: name });
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
            this.problem({ kind: 'conflict', message: `Conflicting aliases for ${(0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(names[0])}: ${parts.join(', ')}`, line, record: this.records, field: firstName });
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
            this.problem({ kind: 'duplicate-key', message: `Duplicate model-prompt key at record ${i}: model=${(0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(model)}, prompt_id=${(0,_pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .pyStrRepr */ .ow)(prompt)}`, line, record: i });
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
        if (this.stopped)
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
        out[k] = v === null ? null : FLOAT_FIELDS.has(k) ? new _pyfmt_js__WEBPACK_IMPORTED_MODULE_1__/* .PyFloat */ .g$(v) : v;
    return Object.assign(out, extra);
}



/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 4352:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = __nccwpck_require__(5077)
const { SCHEMES, getSchemeHandler } = __nccwpck_require__(5300)

const VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u
const MALFORMED_SCHEME_ERROR = 'URI scheme is malformed.'
const MALFORMED_HOST_ERROR = 'URI host is malformed.'
// ASCII characters outside the RFC 3986 reg-name set (unreserved, sub-delims
// and "%" for pct-encoded): C0 controls, space, DEL, and "#/:<>?@[\]^`{|}.
const FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u

/**
 * RFC 3986 section 3.1 does not allow percent-encoding in a scheme, so the
 * scheme is validated as-is and never decoded. Decoding would let inert input
 * such as `%6Aavascript:` become a live `javascript:` scheme.
 *
 * @param {string} scheme
 * @returns {string}
 */
function validateScheme (scheme) {
  const stringScheme = String(scheme)
  if (!VALID_SCHEME.test(stringScheme)) {
    throw new TypeError(MALFORMED_SCHEME_ERROR)
  }
  return stringScheme
}

/**
 * @template {import('./types/index').URIComponent|string} T
 * @param {T} uri
 * @param {import('./types/index').Options} [options]
 * @returns {T}
 */
function normalize (uri, options) {
  if (typeof uri === 'string') {
    uri = /** @type {T} */ (normalizeString(uri, options))
  } else if (typeof uri === 'object') {
    uri = /** @type {T} */ (parse(serialize(uri, options), options))
  }
  return uri
}

/**
 * @param {string} baseURI
 * @param {string} relativeURI
 * @param {import('./types/index').Options} [options]
 * @returns {string}
 */
function resolve (baseURI, relativeURI, options) {
  const schemelessOptions = options ? Object.assign({ scheme: 'null' }, options) : { scheme: 'null' }
  const {
    parsed: baseParsed,
    malformedAuthorityOrPort: baseMalformed,
    malformedPercentEncoding: baseMalformedPercentEncoding,
    malformedSchemeSpecific: baseMalformedSchemeSpecific,
    malformedHost: baseMalformedHost,
    malformedScheme: baseMalformedScheme
  } = parseWithStatus(baseURI, schemelessOptions)
  const {
    parsed: relativeParsed,
    malformedAuthorityOrPort: relativeMalformed,
    malformedPercentEncoding: relativeMalformedPercentEncoding,
    malformedSchemeSpecific: relativeMalformedSchemeSpecific,
    malformedHost: relativeMalformedHost,
    malformedScheme: relativeMalformedScheme
  } = parseWithStatus(relativeURI, schemelessOptions)
  if (
    baseMalformed ||
    relativeMalformed ||
    baseMalformedPercentEncoding ||
    relativeMalformedPercentEncoding ||
    baseMalformedSchemeSpecific ||
    relativeMalformedSchemeSpecific ||
    baseMalformedHost ||
    relativeMalformedHost ||
    baseMalformedScheme ||
    relativeMalformedScheme
  ) {
    throw new Error(baseParsed.error || relativeParsed.error || 'URI is malformed.')
  }
  const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true)
  const resolvedSchemeHandler = getSchemeHandler((options && options.scheme) || resolved.scheme)
  const resolvedHost = resolved.host
  const resolvedHostIsIP = resolvedHost !== undefined && resolvedHost !== '' &&
    (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6)
  // Inputs are parsed scheme-neutrally, so delimiters and controls in a domain
  // host are only detected here, once the final scheme is known. They always
  // fail closed, including in percent-encoded hosts.
  if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
    throw new Error(MALFORMED_HOST_ERROR)
  }
  canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)
  // Percent escapes in an ASCII reg-name are encoded data. The WHATWG hostname
  // parser can reject them even though fast-uri preserves them safely as RFC
  // 3986 data. A raw non-ASCII host must still fail closed if conversion fails.
  const encodedASCIIHost = resolvedHost && resolvedHost.indexOf('%') !== -1 &&
    !/\P{ASCII}/u.test(resolvedHost)
  if (resolved.error && !encodedASCIIHost) {
    throw new Error(resolved.error)
  }
  schemelessOptions.skipEscape = true
  return serialize(resolved, schemelessOptions)
}

/**
 * @param {import ('./types/index').URIComponent} base
 * @param {import ('./types/index').URIComponent} relative
 * @param {import('./types/index').Options} [options]
 * @param {boolean} [skipNormalization=false]
 * @returns {import ('./types/index').URIComponent}
 */
function resolveComponent (base, relative, options, skipNormalization) {
  /** @type {import('./types/index').URIComponent} */
  const target = {}
  if (!skipNormalization) {
    base = parse(serialize(base, options), options) // normalize base component
    relative = parse(serialize(relative, options), options) // normalize relative component
  }
  options = options || {}

  if (!options.tolerant && relative.scheme) {
    target.scheme = relative.scheme
    // target.authority = relative.authority;
    target.userinfo = relative.userinfo
    target.host = relative.host
    target.port = relative.port
    target.path = removeDotSegments(relative.path || '')
    target.query = relative.query
  } else {
    if (relative.userinfo !== undefined || relative.host !== undefined || relative.port !== undefined) {
      // target.authority = relative.authority;
      target.userinfo = relative.userinfo
      target.host = relative.host
      target.port = relative.port
      target.path = removeDotSegments(relative.path || '')
      target.query = relative.query
    } else {
      if (!relative.path) {
        target.path = base.path
        if (relative.query !== undefined) {
          target.query = relative.query
        } else {
          target.query = base.query
        }
      } else {
        if (relative.path[0] === '/') {
          target.path = removeDotSegments(relative.path)
        } else {
          const baseHasAuthority = base.userinfo !== undefined || base.host !== undefined || base.port !== undefined
          if (baseHasAuthority && !base.path) {
            target.path = '/' + relative.path
          } else if (!base.path) {
            target.path = relative.path
          } else {
            target.path = base.path.slice(0, base.path.lastIndexOf('/') + 1) + relative.path
          }
          target.path = base.scheme === undefined && !baseHasAuthority && target.path[0] !== '/'
            ? removeDotSegmentsRelative(target.path)
            : removeDotSegments(target.path)
        }
        target.query = relative.query
      }
      // target.authority = base.authority;
      target.userinfo = base.userinfo
      target.host = base.host
      target.port = base.port
    }
    target.scheme = base.scheme
  }

  target.fragment = relative.fragment

  return target
}

/**
 * @param {import ('./types/index').URIComponent|string} uriA
 * @param {import ('./types/index').URIComponent|string} uriB
 * @param {import ('./types/index').Options} options
 * @returns {boolean}
 */
function equal (uriA, uriB, options) {
  const normalizedA = normalizeComparableURI(uriA, options)
  const normalizedB = normalizeComparableURI(uriB, options)

  return normalizedA !== undefined && normalizedB !== undefined && normalizedA === normalizedB
}

/**
 * @param {Readonly<import('./types/index').URIComponent>} cmpts
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function serialize (cmpts, opts) {
  const component = {
    host: cmpts.host,
    scheme: cmpts.scheme,
    userinfo: cmpts.userinfo,
    port: cmpts.port,
    path: cmpts.path,
    query: cmpts.query,
    nid: cmpts.nid,
    nss: cmpts.nss,
    uuid: cmpts.uuid,
    fragment: cmpts.fragment,
    reference: cmpts.reference,
    resourceName: cmpts.resourceName,
    secure: cmpts.secure,
    error: ''
  }
  const options = Object.assign({}, opts)
  const uriTokens = []

  if (component.scheme) {
    component.scheme = validateScheme(component.scheme)
  }

  // find scheme handler
  const schemeHandler = getSchemeHandler(options.scheme || component.scheme)

  // perform scheme specific serialization
  if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options)

  const hasAuthority = component.userinfo !== undefined || component.host !== undefined || component.port !== undefined
  // A reference with no emitted scheme is path-noscheme: a bare ':' in its
  // first path segment would reparse as a scheme (RFC 3986 3.3/4.2). Enforced
  // under skipEscape too (resolve()), so the reapply below gates on this flag.
  const schemelessReference = (component.scheme === undefined || options.reference === 'suffix') && !hasAuthority
  const pathNoScheme = !options.skipEscape && schemelessReference

  if (component.path !== undefined) {
    if (!options.skipEscape) {
      component.path = serializePathEncoding(component.path, pathNoScheme)
    } else {
      component.path = normalizePercentEncoding(component.path)
    }
  }

  if (options.reference !== 'suffix' && component.scheme) {
    // Scheme handlers may replace the scheme during serialization.
    component.scheme = validateScheme(component.scheme)
    uriTokens.push(component.scheme, ':')
  }

  const authority = recomposeAuthority(component)
  if (authority !== undefined) {
    if (options.reference !== 'suffix') {
      uriTokens.push('//')
    }

    uriTokens.push(authority)

    if (component.path && component.path[0] !== '/') {
      uriTokens.push('/')
    }
  }
  if (component.path !== undefined) {
    let s = component.path

    if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
      // A relative-path reference keeps its unresolvable leading ".." segments
      // and must never become root-relative (RFC 3986 section 5.2.4 applies to
      // merged target paths, not to the reference itself).
      s = schemelessReference && s[0] !== '/'
        ? removeDotSegmentsRelative(s)
        : removeDotSegments(s)
    }

    // Dot-segment removal can expose a colon that was not originally in the
    // first segment (for example, "./a:b"). Reapply path-noscheme encoding so
    // the serialized relative reference cannot be reparsed as a URI scheme.
    if (schemelessReference) {
      s = serializePathEncoding(s, true)
    }

    if (
      authority === undefined &&
      s[0] === '/' &&
      s[1] === '/'
    ) {
      // don't allow the path to start with "//"
      s = '/%2F' + s.slice(2)
    }

    uriTokens.push(s)
  }

  if (component.query !== undefined) {
    uriTokens.push('?', encodeQuery(component.query))
  }

  if (component.fragment !== undefined) {
    uriTokens.push('#', encodeFragment(component.fragment))
  }
  return uriTokens.join('')
}

const URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u

// Captures the authority component (between "//" and the next "/", "?" or "#"),
// with or without a scheme prefix, for the literal-backslash rejection below.
const AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/

// Captures the leading authority-introducer region after an optional scheme: a
// run of forward slashes, backslashes, and the characters the WHATWG URL parser
// removes before parsing (TAB U+0009, LF U+000A, CR U+000D). A valid introducer
// is exactly "//". Node treats "\" as "/" on special schemes and strips those
// characters first, so forms like "\\", "/\", "\/", "/<TAB>/", or a leading
// "<TAB>//" reach an authority in Node while fast-uri's URI_PARSE folds them into
// the path group (host confusion / SSRF / redirect bypass).
const AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {RegExpMatchArray} matches
 * @returns {string|undefined}
 */
function getParseError (parsed, matches) {
  if (matches[2] !== undefined && parsed.path && parsed.path[0] !== '/') {
    return 'URI path must start with "/" when authority is present.'
  }

  if (typeof parsed.port === 'number' && (parsed.port < 0 || parsed.port > 65535)) {
    return 'URI port is malformed.'
  }

  return undefined
}

/**
 * Checks percent syntax without decoding the represented octets. RFC 3986
 * percent-encoding is byte-oriented, so sequences such as `%FF` are valid even
 * though they are not independently valid UTF-8.
 *
 * @param {string|undefined} component
 * @returns {boolean}
 */
function hasMalformedPercentEncoding (component) {
  if (component === undefined) return false

  let percent = component.indexOf('%')
  while (percent !== -1) {
    if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
      return true
    }
    percent = component.indexOf('%', percent + 3)
  }

  return false
}

/**
 * Whether the host is a bracketed IP literal (RFC 3986 `IP-literal`).
 * An unterminated `[` is not a literal, so it must still be validated as a
 * reg-name instead of being waved through as an IP.
 *
 * @param {string} host
 * @returns {boolean}
 */
function isIPLiteral (host) {
  return host[0] === '[' && host[host.length - 1] === ']'
}

/**
 * @param {RegExpMatchArray} matches
 * @returns {boolean}
 */
function hasMalformedComponentPercentEncoding (matches) {
  // Bracketed IP literals use a raw "%" as the zone separator for historical
  // compatibility. Their parsing is intentionally left to normalizeIPv6.
  const host = matches[4]
  return hasMalformedPercentEncoding(matches[3]) ||
    (host !== undefined && !isIPLiteral(host) && hasMalformedPercentEncoding(host)) ||
    hasMalformedPercentEncoding(matches[6]) ||
    hasMalformedPercentEncoding(matches[7]) ||
    hasMalformedPercentEncoding(matches[8])
}

/**
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean, unicodeSupport?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean} whether host conversion failed
 */
function canonicalizeHost (parsed, options, schemeHandler, isIP) {
  if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
    parsed.error = parsed.error || MALFORMED_HOST_ERROR
    return true
  }

  if (
    !options.unicodeSupport &&
    (!schemeHandler || !schemeHandler.unicodeSupport) &&
    parsed.host &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    isIP === false &&
    nonSimpleDomain(parsed.host)
  ) {
    let url
    try {
      url = new URL('http://' + parsed.host)
    } catch (e) {
      parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e
      return true
    }
    // The WHATWG parser must have read the whole input as a host. Anything
    // else means it found a delimiter fast-uri did not, so its hostname would
    // describe a different authority.
    if (!isHostOnlyURL(url)) {
      parsed.error = parsed.error || MALFORMED_HOST_ERROR
      return true
    }
    parsed.host = url.hostname
  }
  return false
}

/**
 * Whether a domain host contains an ASCII character that RFC 3986 does not
 * allow in a reg-name (unreserved, sub-delims, or pct-encoded). Such a host is
 * rejected instead of being handed to the WHATWG URL parser, which would treat
 * "@" as a userinfo delimiter (silently dropping the data before it) and strip
 * TAB, LF, and CR. Non-ASCII characters remain allowed for IDNs.
 *
 * @param {import('./types/index').URIComponent} parsed
 * @param {import('./types/index').Options} options
 * @param {{ domainHost?: boolean }|undefined} schemeHandler
 * @param {boolean} isIP
 * @returns {boolean}
 */
function hasForbiddenDomainHost (parsed, options, schemeHandler, isIP) {
  return Boolean(
    parsed.host &&
    isIP === false &&
    !isIPLiteral(parsed.host) &&
    (options.domainHost || (schemeHandler && schemeHandler.domainHost)) &&
    FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
  )
}

/**
 * @param {URL} url
 * @returns {boolean}
 */
function isHostOnlyURL (url) {
  return url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.hostname !== ''
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ parsed: import('./types/index').URIComponent, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function parseWithStatus (uri, opts) {
  const options = Object.assign({}, opts)
  /** @type {import('./types/index').URIComponent} */
  const parsed = {
    scheme: undefined,
    userinfo: undefined,
    host: '',
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined
  }

  let malformedAuthorityOrPort = false
  let malformedPercentEncoding = false
  let malformedSchemeSpecific = false
  let malformedHost = false
  let malformedIPLiteral = false
  let malformedScheme = false

  let isIP = false
  if (options.reference === 'suffix') {
    if (options.scheme) {
      uri = options.scheme + ':' + uri
    } else {
      uri = '//' + uri
    }
  }

  // A literal backslash (U+005C) is not a valid RFC 3986 URI character and is
  // not an authority delimiter. Reject it in the authority rather than
  // rewriting it: normalizing "\" -> "/" (WHATWG error recovery) could silently
  // change the resource identified by an otherwise-invalid input, and lets "\"
  // act as a host delimiter here while Node's native URL parses a different
  // host (SSRF / redirect / origin-allowlist bypass). Percent-encoded %5C is
  // untouched and remains valid encoded data.
  const authorityMatch = uri.match(AUTHORITY_PREFIX)
  if (authorityMatch !== null && authorityMatch[1].indexOf('\\') !== -1) {
    parsed.error = 'URI authority must not contain a literal backslash.'
    malformedAuthorityOrPort = true
  }

  // Reject a malformed or whitespace-smuggled authority introducer. fast-uri
  // only recognizes a literal "//"; anything else in the leading separator run
  // (a backslash, or a "//" that appears only after removing the TAB/LF/CR that
  // Node strips) means the authority fast-uri parses differs from the one Node's
  // URL resolves. Reject rather than rewrite, mirroring the literal-backslash
  // guard above. Percent-encoded forms (%5C, %09) are untouched, valid data.
  const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION)
  if (introducerMatch !== null) {
    const region = introducerMatch[1]
    const normalizedRegion = region.replace(/[\t\n\r]/g, '')
    // Two or more leading separators introduce an authority.
    if (normalizedRegion.length >= 2) {
      if (normalizedRegion.slice(0, 2) !== '//') {
        parsed.error = parsed.error || 'URI authority must not contain a literal backslash.'
        malformedAuthorityOrPort = true
      } else if (region.length !== normalizedRegion.length) {
        parsed.error = parsed.error || 'URI authority introducer must not contain whitespace.'
        malformedAuthorityOrPort = true
      }
    }
  }

  const matches = uri.match(URI_PARSE)

  if (matches) {
    // store each component
    parsed.scheme = matches[1]
    parsed.userinfo = matches[3]
    parsed.host = matches[4]
    parsed.port = parseInt(matches[5], 10)
    parsed.path = matches[6] || ''
    parsed.query = matches[7]
    parsed.fragment = matches[8]

    if (parsed.scheme !== undefined) {
      if (VALID_SCHEME.test(parsed.scheme)) {
        parsed.scheme = parsed.scheme.toLowerCase()
      } else {
        parsed.error = parsed.error || MALFORMED_SCHEME_ERROR
        malformedScheme = true
      }
    }

    malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches)
    if (malformedPercentEncoding) {
      parsed.error = parsed.error || 'URI contains malformed percent-encoding.'
    }

    // fix port number
    if (isNaN(parsed.port)) {
      parsed.port = matches[5]
    }

    const parseError = getParseError(parsed, matches)
    if (parseError !== undefined) {
      parsed.error = parsed.error || parseError
      malformedAuthorityOrPort = true
    }

    if (parsed.host) {
      const ipv4result = isIPv4(parsed.host)
      if (ipv4result === false) {
        const bracketedIPLiteral = isIPLiteral(parsed.host)
        const hasIPLiteralBracket = parsed.host.indexOf('[') !== -1 || parsed.host.indexOf(']') !== -1
        const ipv6result = normalizeIPv6(parsed.host)
        isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true
        malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true)
        parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase()

        if (malformedIPLiteral) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR
          malformedAuthorityOrPort = true
        }
      } else {
        isIP = true
      }
    }
    if (parsed.scheme === undefined && parsed.userinfo === undefined && parsed.host === undefined && parsed.port === undefined && parsed.query === undefined && !parsed.path) {
      parsed.reference = 'same-document'
    } else if (parsed.scheme === undefined) {
      parsed.reference = 'relative'
    } else if (parsed.fragment === undefined) {
      parsed.reference = 'absolute'
    } else {
      parsed.reference = 'uri'
    }

    // check for reference errors
    if (options.reference && options.reference !== 'suffix' && options.reference !== parsed.reference) {
      parsed.error = parsed.error || 'URI is not a ' + options.reference + ' reference.'
    }

    // find scheme handler
    const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme)

    // convert Unicode IDN -> ASCII IDN when the effective scheme uses domain hosts
    if (!malformedIPLiteral) {
      malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP)
    }

    if (uri.indexOf('%') !== -1 && parsed.host !== undefined && !malformedIPLiteral) {
      let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true)
      if (!isIP) {
        // Fold reg-name case after decoding unreserved octets. The second
        // pass only restores uppercase hex in escapes that remain encoded.
        host = normalizePercentEncoding(host.toLowerCase())
      }
      // Resolution parses both inputs with the internal `null` scheme before
      // the effective scheme is known. Keep raw host delimiters for that step
      // so resolve() can reject them for domain-host schemes; the resolved
      // authority is encoded when it is serialized.
      parsed.host = isIP || options.scheme !== 'null' ? reescapeHostDelimiters(host, isIP) : host
    }

    if (!schemeHandler || (schemeHandler && !schemeHandler.skipNormalize)) {
      if (parsed.path) {
        parsed.path = normalizePathEncoding(parsed.path)
      }
      if (parsed.query) {
        parsed.query = normalizeQueryFragmentEncoding(parsed.query)
      }
      if (parsed.fragment) {
        parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment)
      }
    }

    // perform scheme specific parsing
    if (schemeHandler && schemeHandler.parse) {
      schemeHandler.parse(parsed, options)
      if (schemeHandler === SCHEMES.urn && parsed.nid === undefined) {
        malformedSchemeSpecific = true
      }
    }
  } else {
    parsed.error = parsed.error || 'URI can not be parsed.'
  }
  return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme }
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns
 */
function parse (uri, opts) {
  return parseWithStatus(uri, opts).parsed
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string}
 */
function normalizeString (uri, opts) {
  return normalizeStringWithStatus(uri, opts).normalized
}

/**
 * @param {string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {{ normalized: string, malformedAuthorityOrPort: boolean, malformedPercentEncoding: boolean, malformedSchemeSpecific: boolean, malformedHost: boolean, malformedScheme: boolean }}
 */
function normalizeStringWithStatus (uri, opts) {
  const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts)
  return {
    normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
    malformedAuthorityOrPort,
    malformedPercentEncoding,
    malformedSchemeSpecific,
    malformedHost,
    malformedScheme
  }
}

/**
 * @param {import ('./types/index').URIComponent|string} uri
 * @param {import('./types/index').Options} [opts]
 * @returns {string|undefined}
 */
function normalizeComparableURI (uri, opts) {
  if (typeof uri !== 'string' && typeof uri !== 'object') {
    return undefined
  }

  let value
  try {
    value = typeof uri === 'string' ? uri : serialize(uri, opts)
  } catch {
    return undefined
  }
  const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts)
  return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? undefined : normalized
}

const fastUri = {
  SCHEMES,
  normalize,
  resolve,
  resolveComponent,
  equal,
  serialize,
  parse
}

module.exports = fastUri
module.exports["default"] = fastUri
module.exports.fastUri = fastUri


/***/ }),

/***/ 5300:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { isUUID } = __nccwpck_require__(5077)
const URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu

const supportedSchemeNames = /** @type {const} */ (['http', 'https', 'ws',
  'wss', 'urn', 'urn:uuid'])

/** @typedef {supportedSchemeNames[number]} SchemeName */

/**
 * @param {string} name
 * @returns {name is SchemeName}
 */
function isValidSchemeName (name) {
  return supportedSchemeNames.indexOf(/** @type {*} */ (name)) !== -1
}

/**
 * @callback SchemeFn
 * @param {import('../types/index').URIComponent} component
 * @param {import('../types/index').Options} options
 * @returns {import('../types/index').URIComponent}
 */

/**
 * @typedef {Object} SchemeHandler
 * @property {SchemeName} scheme - The scheme name.
 * @property {boolean} [domainHost] - Indicates if the scheme supports domain hosts.
 * @property {SchemeFn} parse - Function to parse the URI component for this scheme.
 * @property {SchemeFn} serialize - Function to serialize the URI component for this scheme.
 * @property {boolean} [skipNormalize] - Indicates if normalization should be skipped for this scheme.
 * @property {boolean} [absolutePath] - Indicates if the scheme uses absolute paths.
 * @property {boolean} [unicodeSupport] - Indicates if the scheme supports Unicode.
 */

/**
 * @param {import('../types/index').URIComponent} wsComponent
 * @returns {boolean}
 */
function wsIsSecure (wsComponent) {
  if (wsComponent.secure === true) {
    return true
  } else if (wsComponent.secure === false) {
    return false
  } else if (wsComponent.scheme) {
    return (
      wsComponent.scheme.length === 3 &&
      (wsComponent.scheme[0] === 'w' || wsComponent.scheme[0] === 'W') &&
      (wsComponent.scheme[1] === 's' || wsComponent.scheme[1] === 'S') &&
      (wsComponent.scheme[2] === 's' || wsComponent.scheme[2] === 'S')
    )
  } else {
    return false
  }
}

/** @type {SchemeFn} */
function httpParse (component) {
  if (!component.host) {
    component.error = component.error || 'HTTP URIs must have a host.'
  }

  return component
}

/** @type {SchemeFn} */
function httpSerialize (component) {
  const secure = String(component.scheme).toLowerCase() === 'https'

  // normalize the default port
  if (component.port === (secure ? 443 : 80) || component.port === '') {
    component.port = undefined
  }

  // normalize the empty path
  if (!component.path) {
    component.path = '/'
  }

  // NOTE: We do not parse query strings for HTTP URIs
  // as WWW Form Url Encoded query strings are part of the HTML4+ spec,
  // and not the HTTP spec.

  return component
}

/** @type {SchemeFn} */
function wsParse (wsComponent) {
// indicate if the secure flag is set
  wsComponent.secure = wsIsSecure(wsComponent)

  // construct resouce name
  wsComponent.resourceName = (wsComponent.path || '/') + (wsComponent.query ? '?' + wsComponent.query : '')
  wsComponent.path = undefined
  wsComponent.query = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function wsSerialize (wsComponent) {
// normalize the default port
  if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === '') {
    wsComponent.port = undefined
  }

  // ensure scheme matches secure flag
  if (typeof wsComponent.secure === 'boolean') {
    wsComponent.scheme = (wsComponent.secure ? 'wss' : 'ws')
    wsComponent.secure = undefined
  }

  // reconstruct path from resource name
  if (wsComponent.resourceName) {
    const queryIndex = wsComponent.resourceName.indexOf('?')
    const path = queryIndex === -1
      ? wsComponent.resourceName
      : wsComponent.resourceName.slice(0, queryIndex)
    wsComponent.path = (path && path !== '/' ? path : undefined)
    wsComponent.query = queryIndex === -1
      ? undefined
      : wsComponent.resourceName.slice(queryIndex + 1)
    wsComponent.resourceName = undefined
  }

  // forbid fragment component
  wsComponent.fragment = undefined

  return wsComponent
}

/** @type {SchemeFn} */
function urnParse (urnComponent, options) {
  if (!urnComponent.path) {
    urnComponent.error = 'URN can not be parsed'
    return urnComponent
  }
  const matches = urnComponent.path.match(URN_REG)
  if (matches && matches[0] === urnComponent.path) {
    const scheme = options.scheme || urnComponent.scheme || 'urn'
    urnComponent.nid = matches[1].toLowerCase()
    urnComponent.nss = matches[2]
    const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`
    const schemeHandler = getSchemeHandler(urnScheme)
    urnComponent.path = undefined

    if (schemeHandler) {
      urnComponent = schemeHandler.parse(urnComponent, options)
    }
  } else {
    urnComponent.error = urnComponent.error || 'URN can not be parsed.'
  }

  return urnComponent
}

/** @type {SchemeFn} */
function urnSerialize (urnComponent, options) {
  if (urnComponent.nid === undefined) {
    throw new Error('URN without nid cannot be serialized')
  }
  const scheme = options.scheme || urnComponent.scheme || 'urn'
  const nid = urnComponent.nid.toLowerCase()
  const urnScheme = `${scheme}:${options.nid || nid}`
  const schemeHandler = getSchemeHandler(urnScheme)

  if (schemeHandler) {
    urnComponent = schemeHandler.serialize(urnComponent, options)
  }

  const uriComponent = urnComponent
  const nss = urnComponent.nss
  uriComponent.path = `${nid || options.nid}:${nss}`

  options.skipEscape = true
  return uriComponent
}

/** @type {SchemeFn} */
function urnuuidParse (urnComponent, options) {
  const uuidComponent = urnComponent
  uuidComponent.uuid = uuidComponent.nss
  uuidComponent.nss = undefined

  if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
    uuidComponent.error = uuidComponent.error || 'UUID is not valid.'
  }

  return uuidComponent
}

/** @type {SchemeFn} */
function urnuuidSerialize (uuidComponent) {
  const urnComponent = uuidComponent
  // normalize UUID
  urnComponent.nss = (uuidComponent.uuid || '').toLowerCase()
  return urnComponent
}

const http = /** @type {SchemeHandler} */ ({
  scheme: 'http',
  domainHost: true,
  parse: httpParse,
  serialize: httpSerialize
})

const https = /** @type {SchemeHandler} */ ({
  scheme: 'https',
  domainHost: http.domainHost,
  parse: httpParse,
  serialize: httpSerialize
})

const ws = /** @type {SchemeHandler} */ ({
  scheme: 'ws',
  domainHost: true,
  parse: wsParse,
  serialize: wsSerialize
})

const wss = /** @type {SchemeHandler} */ ({
  scheme: 'wss',
  domainHost: ws.domainHost,
  parse: ws.parse,
  serialize: ws.serialize
})

const urn = /** @type {SchemeHandler} */ ({
  scheme: 'urn',
  parse: urnParse,
  serialize: urnSerialize,
  skipNormalize: true
})

const urnuuid = /** @type {SchemeHandler} */ ({
  scheme: 'urn:uuid',
  parse: urnuuidParse,
  serialize: urnuuidSerialize,
  skipNormalize: true
})

const SCHEMES = /** @type {Record<SchemeName, SchemeHandler>} */ ({
  http,
  https,
  ws,
  wss,
  urn,
  'urn:uuid': urnuuid
})

Object.setPrototypeOf(SCHEMES, null)

/**
 * @param {string|undefined} scheme
 * @returns {SchemeHandler|undefined}
 */
function getSchemeHandler (scheme) {
  return (
    scheme && (
      SCHEMES[/** @type {SchemeName} */ (scheme)] ||
      SCHEMES[/** @type {SchemeName} */(scheme.toLowerCase())])
  ) ||
    undefined
}

module.exports = {
  wsIsSecure,
  SCHEMES,
  isValidSchemeName,
  getSchemeHandler,
}


/***/ }),

/***/ 5077:
/***/ ((module) => {



/** @type {(value: string) => boolean} */
const isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu)

/** @type {(value: string) => boolean} */
const isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u)

/** @type {(value: string) => boolean} */
const isPort = RegExp.prototype.test.bind(/^\d*$/u)

/** @type {(value: string) => boolean} */
const isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu)

/** @type {(value: string) => boolean} */
const isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu)

/** @type {(value: string) => boolean} */
const isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u)

/** @type {(value: string) => boolean} */
const isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u)

/** @type {(value: string) => boolean} */
const isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u)

const BYTE_HEX = new Array(256)
{
  const HEX_DIGITS = '0123456789ABCDEF'
  for (let i = 0; i < 256; i++) {
    BYTE_HEX[i] = '%' + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 0xF]
  }
}
function percentEncodeNonAscii (cp) {
  if (cp < 0x800) {
    return BYTE_HEX[0xC0 | (cp >> 6)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  if (cp < 0x10000) {
    return BYTE_HEX[0xE0 | (cp >> 12)] +
           BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
           BYTE_HEX[0x80 | (cp & 0x3F)]
  }
  return BYTE_HEX[0xF0 | (cp >> 18)] +
         BYTE_HEX[0x80 | ((cp >> 12) & 0x3F)] +
         BYTE_HEX[0x80 | ((cp >> 6) & 0x3F)] +
         BYTE_HEX[0x80 | (cp & 0x3F)]
}

/**
 * @param {Array<string>} input
 * @returns {string}
 */
function stringArrayToHexStripped (input) {
  let acc = ''
  let code = 0
  let i = 0

  for (i = 0; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (code === 48) {
      continue
    }
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
    break
  }

  for (i += 1; i < input.length; i++) {
    code = input[i].charCodeAt(0)
    if (!((code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102))) {
      return ''
    }
    acc += input[i]
  }
  return acc
}

/** @type {(value: string) => boolean} */
const isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/)

/** @type {(value: string) => boolean} */
const isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/)

/** @type {(value: string) => boolean} */
const isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/)

/**
 * @param {string} value
 * @returns {boolean}
 */
const nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u)

/**
 * @param {string} zone
 * @returns {boolean}
 */
function isZoneIdentifier (zone) {
  if (zone.length === 0) return false

  for (let i = 0; i < zone.length; i++) {
    if (isZoneCharacter(zone[i])) continue
    if (zone[i] === '%' && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
      i += 2
      continue
    }
    return false
  }

  return true
}

/**
 * Compresses the longest run of zero hextets to "::" per RFC 5952. A run of a
 * single zero hextet is left uncompressed. On ties the leftmost run wins.
 *
 * @param {string[]} hextets
 * @returns {string}
 */
function compressIPv6ZeroRun (hextets) {
  let bestStart = -1
  let bestLength = 0
  let runStart = -1
  let runLength = 0
  for (let i = 0; i < hextets.length; i++) {
    if (hextets[i] === '0') {
      if (runStart === -1) runStart = i
      runLength++
      if (runLength > bestLength) {
        bestLength = runLength
        bestStart = runStart
      }
    } else {
      runStart = -1
      runLength = 0
    }
  }

  if (bestLength < 2) return hextets.join(':')

  const head = hextets.slice(0, bestStart).join(':')
  const tail = hextets.slice(bestStart + bestLength).join(':')
  return head + '::' + tail
}

/**
 * Validates an IPv6 address against the alternatives in RFC 3986 section
 * 3.2.2 and returns the same address with leading hextet zeroes removed.
 * An embedded IPv4 address counts as two hextets and is only valid at the end.
 *
 * @param {string} input
 * @returns {string|undefined}
 */
function normalizeIPv6Address (input) {
  const compression = input.indexOf('::')
  if (compression !== -1 && input.indexOf('::', compression + 1) !== -1) return undefined

  const left = compression === -1 ? input.split(':') : input.slice(0, compression).split(':')
  const right = compression === -1 ? [] : input.slice(compression + 2).split(':')
  if (compression !== -1) {
    if (left.length === 1 && left[0] === '') left.length = 0
    if (right.length === 1 && right[0] === '') right.length = 0
  }

  const parts = left.concat(right)
  let hextetCount = 0
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]
    if (part === '') return undefined

    if (part.indexOf('.') !== -1) {
      if (i !== parts.length - 1 || (compression !== -1 && right.length === 0) || !isIPv4(part)) return undefined
      hextetCount += 2
      continue
    }

    if (!isHextet(part)) return undefined
    parts[i] = parseInt(part, 16).toString(16)
    hextetCount++
  }

  if (compression === -1) {
    if (hextetCount !== 8) return undefined
    return compressIPv6ZeroRun(parts)
  }
  if (hextetCount >= 8) return undefined

  // expand "::" then re-compress the longest run for a canonical result
  const expanded = parts.slice(0, left.length)
  for (let i = hextetCount; i < 8; i++) expanded.push('0')
  for (let i = left.length; i < parts.length; i++) expanded.push(parts[i])
  return compressIPv6ZeroRun(expanded)
}

/**
 * @typedef {Object} NormalizeIPv6Result
 * @property {string} host - The normalized host.
 * @property {string} [escapedHost] - The escaped host.
 * @property {boolean} isIPV6 - Indicates if the host is an IPv6 address.
 * @property {boolean} [isIPVFuture] - Indicates if the host is an IPvFuture literal.
 * @property {boolean} [error] - Indicates if a bracketed IP literal is malformed.
 */

/**
 * Validates and normalizes a bracketed IP literal. Raw zone separators remain
 * accepted for backwards compatibility, while encoded separators and zone
 * contents follow RFC 6874.
 *
 * @param {string} host
 * @returns {NormalizeIPv6Result}
 */
function normalizeIPv6 (host) {
  const bracketed = host[0] === '[' && host[host.length - 1] === ']'
  const hasBracket = host[0] === '[' || host[host.length - 1] === ']'
  if (hasBracket && !bracketed) return { host, isIPV6: false, error: true }

  let input = bracketed ? host.slice(1, -1) : host
  if (bracketed && isIPvFuture(input)) {
    input = input.toLowerCase()
    return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true }
  }

  if (findToken(input, ':') < 2) {
    return { host, isIPV6: false, error: bracketed }
  }

  let zoneIdentifier = ''
  const zoneSeparator = input.indexOf('%')
  if (zoneSeparator !== -1) {
    const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === '%25' ? 3 : 1
    zoneIdentifier = input.slice(zoneSeparator + separatorLength)
    if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true }
    input = input.slice(0, zoneSeparator)
  }

  const address = normalizeIPv6Address(input)
  if (address === undefined) return { host, isIPV6: false, error: true }

  return {
    host: address + (zoneIdentifier ? '%' + zoneIdentifier : ''),
    escapedHost: address + (zoneIdentifier ? '%25' + zoneIdentifier : ''),
    isIPV6: true
  }
}

/**
 * @param {string} str
 * @param {string} token
 * @returns {number}
 */
function findToken (str, token) {
  let ind = 0
  for (let i = 0; i < str.length; i++) {
    if (str[i] === token) ind++
  }
  return ind
}

/**
 * @param {string} path
 * @returns {string}
 *
 * @see https://datatracker.ietf.org/doc/html/rfc3986#section-5.2.4
 */
function removeDotSegments (path) {
  let input = path
  const output = []
  let nextSlash = -1
  let len = 0

  // eslint-disable-next-line no-cond-assign
  while (len = input.length) {
    if (len === 1) {
      if (input === '.') {
        break
      } else if (input === '/') {
        output.push('/')
        break
      } else {
        output.push(input)
        break
      }
    } else if (len === 2) {
      if (input[0] === '.') {
        if (input[1] === '.') {
          break
        } else if (input[1] === '/') {
          input = input.slice(2)
          continue
        }
      } else if (input[0] === '/') {
        if (input[1] === '.' || input[1] === '/') {
          output.push('/')
          break
        }
      }
    } else if (len === 3) {
      if (input === '/..') {
        if (output.length !== 0) {
          output.pop()
        }
        output.push('/')
        break
      }
    }
    if (input[0] === '.') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(3)
          continue
        }
      } else if (input[1] === '/') {
        input = input.slice(2)
        continue
      }
    } else if (input[0] === '/') {
      if (input[1] === '.') {
        if (input[2] === '/') {
          input = input.slice(2)
          continue
        } else if (input[2] === '.') {
          if (input[3] === '/') {
            input = input.slice(3)
            if (output.length !== 0) {
              output.pop()
            }
            continue
          }
        }
      }
    }

    // Rule 2E: Move normal path segment to output
    if ((nextSlash = input.indexOf('/', 1)) === -1) {
      output.push(input)
      break
    } else {
      output.push(input.slice(0, nextSlash))
      input = input.slice(nextSlash)
    }
  }

  return output.join('')
}

/**
 * Removes dot segments from the path of a relative reference (a path that does
 * not start with "/") without changing what it resolves to against any base.
 * Unlike `removeDotSegments`, leading ".." segments that cannot be collapsed
 * are kept, the result never becomes root-relative, and a result that would be
 * empty or start with an empty segment is prefixed with "." (an empty path
 * means "same document" and a leading "//" would introduce an authority).
 *
 * @param {string} path
 * @returns {string}
 */
function removeDotSegmentsRelative (path) {
  if (path === '' || path[0] === '/') {
    return removeDotSegments(path)
  }

  const segments = path.split('/')
  const last = segments.length - 1
  /** @type {string[]} */
  const output = []
  let trailingDirectory = false

  for (let i = 0; i <= last; i++) {
    const segment = segments[i]
    if (segment === '.' || segment === '..') {
      if (segment === '..') {
        if (output.length !== 0 && output[output.length - 1] !== '..') {
          output.pop()
        } else {
          output.push('..')
        }
      }
      trailingDirectory = i === last
    } else {
      output.push(segment)
    }
  }

  if (trailingDirectory && output[output.length - 1] !== '..') {
    output.push('')
  }
  if (output.length === 0 || output[0] === '' || output[0].includes(':')) {
    // An empty path, a leading empty segment ("//"), or a first segment
    // containing ":" (which would be mistaken for a scheme, RFC 3986 section
    // 4.2) must stay behind a "." segment so the reference keeps its meaning.
    output.unshift('.')
  }

  return output.join('/')
}

/**
 * Re-escape RFC 3986 gen-delims that must not appear literally in the host.
 * After the URI regex parses, these characters cannot be literal in the host
 * field, so any that appear after decoding came from percent-encoding and
 * must be restored to prevent authority structure changes.
 *
 * @param {string} host
 * @param {boolean} isIP - true for IPv4/IPv6 hosts (skip colon re-escaping)
 * @returns {string}
 */
const HOST_DELIMS = { '@': '%40', '/': '%2F', '?': '%3F', '#': '%23', ':': '%3A' }
const HOST_DELIM_RE = /[@/?#:]/g
const HOST_DELIM_NO_COLON_RE = /[@/?#]/g

function reescapeHostDelimiters (host, isIP) {
  const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE
  re.lastIndex = 0
  return host.replace(re, (ch) => HOST_DELIMS[ch])
}

/**
 * Normalizes percent escapes and optionally decodes only unreserved ASCII bytes.
 * Reserved delimiters such as `%2F` stay escaped; `%2E` is unreserved.
 *
 * @param {string} input
 * @param {boolean} [decodeUnreserved=false]
 * @returns {string}
 */
function normalizePercentEncoding (input, decodeUnreserved = false) {
  if (input.indexOf('%') === -1) {
    return input
  }

  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decodeUnreserved && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    output += input[i]
  }

  return output
}

/**
 * Normalizes path data without turning reserved escapes into live path syntax.
 * Valid escapes are uppercased, raw unsafe characters are escaped, and only
 * unreserved bytes that are not `.` are decoded.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizePathEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (decoded !== '.' && isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isPathCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Serializes a path without rewriting reserved data. Raw RFC 3986 path
 * characters remain literal, valid escapes are preserved and uppercased, and
 * everything else is UTF-8 percent-encoded. In a path-noscheme, a colon in the
 * first segment must be escaped so the result cannot be parsed as a scheme.
 *
 * @param {string} input
 * @param {boolean} [pathNoScheme=false]
 * @returns {string}
 */
function serializePathEncoding (input, pathNoScheme = false) {
  let output = ''
  let firstSegment = pathNoScheme && input[0] !== '/'

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (ch === '/') {
      firstSegment = false
    }

    if (isPathCharacter(ch) && (ch !== ':' || !firstSegment)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Percent-encodes a URI component using its RFC 3986 literal character set.
 * Existing valid escapes are preserved and normalized to uppercase hex.
 *
 * @param {string} input
 * @param {(value: string) => boolean} isAllowed
 * @returns {string}
 */
function encodeComponent (input, isAllowed) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    if (isAllowed(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Encodes userinfo while preserving its RFC 3986 §3.2.1 literal characters.
 * In particular, authority delimiters such as `@`, `/`, `?`, and `#` are data.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeUserinfo (input) {
  return encodeComponent(input, isUserinfoCharacter)
}

/**
 * Encodes query data using the RFC 3986 §3.4 grammar. A literal `#` must be
 * escaped because it would otherwise begin the fragment component.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeQuery (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

/**
 * Encodes fragment data using the RFC 3986 §3.5 grammar.
 *
 * @param {string} input
 * @returns {string}
 */
function encodeFragment (input) {
  return encodeComponent(input, isQueryFragmentCharacter)
}

function isEscapeSafe (cp) {
  return (
    (cp >= 0x30 && cp <= 0x39) ||
    (cp >= 0x41 && cp <= 0x5A) ||
    (cp >= 0x61 && cp <= 0x7A) ||
    cp === 0x2A || cp === 0x2B || cp === 0x2D || cp === 0x2E ||
    cp === 0x2F || cp === 0x40 || cp === 0x5F
  )
}

/**
 * Normalizes the percent-encoding of a query or fragment component.
 *
 * Like `normalizePathEncoding`, but uses the query/fragment character set
 * (which additionally allows `?`) and decodes `.` since it has no dot-segment
 * meaning outside of a path.
 *
 * @param {string} input
 * @returns {string}
 */
function normalizeQueryFragmentEncoding (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (ch === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        const normalizedHex = hex.toUpperCase()
        const decoded = String.fromCharCode(parseInt(normalizedHex, 16))

        if (isUnreserved(decoded)) {
          output += decoded
        } else {
          output += '%' + normalizedHex
        }

        i += 2
        continue
      }
    }

    if (isQueryFragmentCharacter(ch)) {
      output += ch
    } else {
      const code = input.charCodeAt(i)
      if (code < 0x80) {
        output += isEscapeSafe(code) ? ch : BYTE_HEX[code]
      } else if (code < 0xD800 || code > 0xDFFF) {
        output += percentEncodeNonAscii(code)
      } else if (code <= 0xDBFF && i + 1 < input.length) {
        const low = input.charCodeAt(i + 1)
        if (low >= 0xDC00 && low <= 0xDFFF) {
          output += percentEncodeNonAscii(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
          i++
        } else {
          output += percentEncodeNonAscii(0xFFFD)
        }
      } else {
        output += percentEncodeNonAscii(0xFFFD)
      }
    }
  }

  return output
}

/**
 * Escapes a component while preserving existing valid percent escapes.
 *
 * @param {string} input
 * @returns {string}
 */
function escapePreservingEscapes (input) {
  let output = ''

  for (let i = 0; i < input.length; i++) {
    if (input[i] === '%' && i + 2 < input.length) {
      const hex = input.slice(i + 1, i + 3)
      if (isHexPair(hex)) {
        output += '%' + hex.toUpperCase()
        i += 2
        continue
      }
    }

    output += escape(input[i])
  }

  return output
}

/**
 * @param {import('../types/index').URIComponent} component
 * @returns {string|undefined}
 */
function recomposeAuthority (component) {
  const uriTokens = []

  if (component.userinfo !== undefined) {
    uriTokens.push(encodeUserinfo(component.userinfo))
    uriTokens.push('@')
  }

  if (component.host !== undefined) {
    let host = component.host
    if (!isIPv4(host)) {
      let ipV6res = normalizeIPv6(host)
      if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
        // Decode only unreserved bytes, once. In particular, keep %25 encoded
        // so it cannot introduce a second escape during recomposition.
        host = normalizePercentEncoding(host, true)
        ipV6res = normalizeIPv6(host)
      }
      if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
        host = `[${ipV6res.escapedHost}]`
      } else {
        host = reescapeHostDelimiters(host, false)
      }
    }
    uriTokens.push(host)
  }

  if (typeof component.port === 'number' || typeof component.port === 'string') {
    const port = String(component.port)
    if (!isPort(port)) {
      throw new TypeError('URI port is malformed.')
    }
    uriTokens.push(':')
    uriTokens.push(port)
  }

  return uriTokens.length ? uriTokens.join('') : undefined
};

module.exports = {
  nonSimpleDomain,
  recomposeAuthority,
  reescapeHostDelimiters,
  normalizePercentEncoding,
  normalizePathEncoding,
  serializePathEncoding,
  normalizeQueryFragmentEncoding,
  encodeUserinfo,
  encodeQuery,
  encodeFragment,
  escapePreservingEscapes,
  removeDotSegments,
  removeDotSegmentsRelative,
  isIPv4,
  isUUID,
  normalizeIPv6,
  stringArrayToHexStripped
}


/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
exports.P3 = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
__webpack_unused_export__ = identity.isNode;
__webpack_unused_export__ = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
exports.qg = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
exports.YR = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ }),

/***/ 3837:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$id":"https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#","description":"Meta-schema for $data reference (JSON AnySchema extension proposal)","type":"object","required":["$data"],"properties":{"$data":{"type":"string","anyOf":[{"format":"relative-json-pointer"},{"format":"json-pointer"}]}},"additionalProperties":false}');

/***/ }),

/***/ 7216:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/applicator":true},"$dynamicAnchor":"meta","title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"prefixItems":{"$ref":"#/$defs/schemaArray"},"items":{"$dynamicRef":"#meta"},"contains":{"$dynamicRef":"#meta"},"additionalProperties":{"$dynamicRef":"#meta"},"properties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"propertyNames":{"$dynamicRef":"#meta"},"if":{"$dynamicRef":"#meta"},"then":{"$dynamicRef":"#meta"},"else":{"$dynamicRef":"#meta"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$dynamicRef":"#meta"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}}}}');

/***/ }),

/***/ 8226:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/content","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentEncoding":{"type":"string"},"contentMediaType":{"type":"string"},"contentSchema":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 518:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/core","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true},"$dynamicAnchor":"meta","title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"$ref":"#/$defs/uriReferenceString","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"$ref":"#/$defs/uriString"},"$ref":{"$ref":"#/$defs/uriReferenceString"},"$anchor":{"$ref":"#/$defs/anchorString"},"$dynamicRef":{"$ref":"#/$defs/uriReferenceString"},"$dynamicAnchor":{"$ref":"#/$defs/anchorString"},"$vocabulary":{"type":"object","propertyNames":{"$ref":"#/$defs/uriString"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"}}},"$defs":{"anchorString":{"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"},"uriString":{"type":"string","format":"uri"},"uriReferenceString":{"type":"string","format":"uri-reference"}}}');

/***/ }),

/***/ 4588:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/format-annotation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/format-annotation":true},"$dynamicAnchor":"meta","title":"Format vocabulary meta-schema for annotation results","type":["object","boolean"],"properties":{"format":{"type":"string"}}}');

/***/ }),

/***/ 5707:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/meta-data":true},"$dynamicAnchor":"meta","title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}}');

/***/ }),

/***/ 9547:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/unevaluated","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/unevaluated":true},"$dynamicAnchor":"meta","title":"Unevaluated applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"unevaluatedItems":{"$dynamicRef":"#meta"},"unevaluatedProperties":{"$dynamicRef":"#meta"}}}');

/***/ }),

/***/ 7082:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/validation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/validation":true},"$dynamicAnchor":"meta","title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]},"const":true,"enum":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}}');

/***/ }),

/***/ 1678:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/schema","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true,"https://json-schema.org/draft/2020-12/vocab/applicator":true,"https://json-schema.org/draft/2020-12/vocab/unevaluated":true,"https://json-schema.org/draft/2020-12/vocab/validation":true,"https://json-schema.org/draft/2020-12/vocab/meta-data":true,"https://json-schema.org/draft/2020-12/vocab/format-annotation":true,"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/unevaluated"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format-annotation"},{"$ref":"meta/content"}],"type":["object","boolean"],"$comment":"This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.","properties":{"definitions":{"$comment":"\\"definitions\\" has been replaced by \\"$defs\\".","type":"object","additionalProperties":{"$dynamicRef":"#meta"},"deprecated":true,"default":{}},"dependencies":{"$comment":"\\"dependencies\\" has been split and replaced by \\"dependentSchemas\\" and \\"dependentRequired\\" in order to serve their differing semantics.","type":"object","additionalProperties":{"anyOf":[{"$dynamicRef":"#meta"},{"$ref":"meta/validation#/$defs/stringArray"}]},"deprecated":true,"default":{}},"$recursiveAnchor":{"$comment":"\\"$recursiveAnchor\\" has been replaced by \\"$dynamicAnchor\\".","$ref":"meta/core#/$defs/anchorString","deprecated":true},"$recursiveRef":{"$comment":"\\"$recursiveRef\\" has been replaced by \\"$dynamicRef\\".","$ref":"meta/core#/$defs/uriReferenceString","deprecated":true}}}');

/***/ }),

/***/ 2079:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"http://json-schema.org/draft-07/schema#","title":"Core schema meta-schema","definitions":{"schemaArray":{"type":"array","minItems":1,"items":{"$ref":"#"}},"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"allOf":[{"$ref":"#/definitions/nonNegativeInteger"},{"default":0}]},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}},"type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference"},"$schema":{"type":"string","format":"uri"},"$ref":{"type":"string","format":"uri-reference"},"$comment":{"type":"string"},"title":{"type":"string"},"description":{"type":"string"},"default":true,"readOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/definitions/nonNegativeInteger"},"minLength":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"additionalItems":{"$ref":"#"},"items":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/schemaArray"}],"default":true},"maxItems":{"$ref":"#/definitions/nonNegativeInteger"},"minItems":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"contains":{"$ref":"#"},"maxProperties":{"$ref":"#/definitions/nonNegativeInteger"},"minProperties":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"required":{"$ref":"#/definitions/stringArray"},"additionalProperties":{"$ref":"#"},"definitions":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"properties":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$ref":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependencies":{"type":"object","additionalProperties":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/stringArray"}]}},"propertyNames":{"$ref":"#"},"const":true,"enum":{"type":"array","items":true,"minItems":1,"uniqueItems":true},"type":{"anyOf":[{"$ref":"#/definitions/simpleTypes"},{"type":"array","items":{"$ref":"#/definitions/simpleTypes"},"minItems":1,"uniqueItems":true}]},"format":{"type":"string"},"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"if":{"$ref":"#"},"then":{"$ref":"#"},"else":{"$ref":"#"},"allOf":{"$ref":"#/definitions/schemaArray"},"anyOf":{"$ref":"#/definitions/schemaArray"},"oneOf":{"$ref":"#/definitions/schemaArray"},"not":{"$ref":"#"}},"default":true}');

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
