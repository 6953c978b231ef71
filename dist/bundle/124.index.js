export const id = 124;
export const ids = [124];
export const modules = {

/***/ 82815:
/***/ (function (module, exports, __webpack_require__) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const formats_1 = __webpack_require__(10779);
const limit_1 = __webpack_require__(51284);
const codegen_1 = __webpack_require__(81436);
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

/***/ 51284:
/***/ (function (__unused_webpack_module, exports, __webpack_require__) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatLimitDefinition = void 0;
const ajv_1 = __webpack_require__(42463);
const codegen_1 = __webpack_require__(81436);
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

/***/ 42463:
/***/ (function (module, exports, __webpack_require__) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
const core_1 = __webpack_require__(63893);
const draft7_1 = __webpack_require__(39941);
const discriminator_1 = __webpack_require__(28886);
const draft7MetaSchema = __webpack_require__(72079);
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
var validate_1 = __webpack_require__(87881);
Object.defineProperty(exports, "KeywordCxt", ({ enumerable: true, get: function () { return validate_1.KeywordCxt; } }));
var codegen_1 = __webpack_require__(81436);
Object.defineProperty(exports, "_", ({ enumerable: true, get: function () { return codegen_1._; } }));
Object.defineProperty(exports, "str", ({ enumerable: true, get: function () { return codegen_1.str; } }));
Object.defineProperty(exports, "stringify", ({ enumerable: true, get: function () { return codegen_1.stringify; } }));
Object.defineProperty(exports, "nil", ({ enumerable: true, get: function () { return codegen_1.nil; } }));
Object.defineProperty(exports, "Name", ({ enumerable: true, get: function () { return codegen_1.Name; } }));
Object.defineProperty(exports, "CodeGen", ({ enumerable: true, get: function () { return codegen_1.CodeGen; } }));
var validation_error_1 = __webpack_require__(33021);
Object.defineProperty(exports, "ValidationError", ({ enumerable: true, get: function () { return validation_error_1.default; } }));
var ref_error_1 = __webpack_require__(53162);
Object.defineProperty(exports, "MissingRefError", ({ enumerable: true, get: function () { return ref_error_1.default; } }));
//# sourceMappingURL=ajv.js.map

/***/ }),

/***/ 39941:
/***/ (function (__unused_webpack_module, exports, __webpack_require__) {


Object.defineProperty(exports, "__esModule", ({ value: true }));
const core_1 = __webpack_require__(97397);
const validation_1 = __webpack_require__(85481);
const applicator_1 = __webpack_require__(28775);
const format_1 = __webpack_require__(72601);
const metadata_1 = __webpack_require__(56620);
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

/***/ 36102:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ withSummaries),
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   lz: () => (/* binding */ OutputPathError)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One CLI command. `src/cli/commands.ts` lists them all; `src/cli/main.ts` dispatches.
 * A command parses its own arguments (node:util parseArgs), writes through `io`, and returns
 * the exit code: 0 pass, 1 a gate or check failed, 2 usage or internal error.
 */

/**
 * The commands of a group: each body with the summary of the help entry of the same name, in the help's order.
 * Throws (a programming error, caught by the architecture test that loads every group) when a help entry has no body
 * or a body no help entry.
 */
function withSummaries(help, bodies) {
    const key = (name) => name.join(' ');
    const byName = new Map(bodies.map((b) => [key(b.name), b]));
    const helped = new Set(help.map((h) => key(h.name)));
    const orphan = bodies.find((b) => !helped.has(key(b.name)));
    if (orphan)
        throw new Error(`command "${key(orphan.name)}" has no summary in its plug-in's help`);
    return help.map((h) => {
        const body = byName.get(key(h.name));
        if (!body)
            throw new Error(`help entry "${key(h.name)}" has no command`);
        return { ...body, summary: h.summary };
    });
}
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    /** Node's code of the parseArgs error this one stands for (main words those for the user), if any. */
    code;
    constructor(message, code) {
        super(message);
        this.name = 'UsageError';
        if (code !== undefined)
            this.code = code;
    }
}
/**
 * node:util parseArgs whose errors are UsageErrors (exit 2) that keep Node's error code, so main turns
 * "Unknown option '--x'. To specify …" into "unknown option --x" with the closest flag, as for every command.
 */
const parseCommandArgs = ((config) => {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config);
    }
    catch (e) {
        throw new UsageError(e.message, e.code);
    }
});
/** A report file that cannot be written (`--summary`, `--sarif`, …): main prints `BG015: message`, exit 2. */
class OutputPathError extends Error {
    code = 'BG015';
    constructor(message) {
        super(message);
        this.name = 'OutputPathError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };
/** Validates a --format value against the formats a command supports. */
function readFormat(v, allowed, fallback) {
    if (v === undefined)
        return fallback;
    if (allowed.includes(v))
        return v;
    throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}


/***/ }),

/***/ 60875:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ LocalFolderCache),
/* harmony export */   bE: () => (/* binding */ userCacheDir),
/* harmony export */   tl: () => (/* binding */ CACHE_ENTRY_MAX_BYTES)
/* harmony export */ });
/* unused harmony exports LOCAL_CACHE_DIR, loadCacheSecret */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(311);





/** Folder name benchgate's old CLI cache had under the checked root. It is never read by default any more, and never walked as part of the tree. */
const LOCAL_CACHE_DIR = '.benchgate-cache';
/** Entries larger than this are neither written nor read (a cache must not become a memory hazard). */
const CACHE_ENTRY_MAX_BYTES = 64 * 1024 * 1024;
/** Name of the per-user secret that authenticates entries, in the user's cache folder (never in a checked tree). */
const CACHE_KEY_FILE = 'cache-key';
const ENTRY_MAGIC = 'benchgate-cache/1';
/**
 * The user's benchgate cache folder: `$XDG_CACHE_HOME/benchgate`, else `~/.cache/benchgate` (`%LOCALAPPDATA%\benchgate`
 * on Windows). Outside any checked-out tree, so a repository cannot ship entries into it.
 */
function userCacheDir(env = process.env) {
    const xdg = env.XDG_CACHE_HOME;
    if (xdg && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(xdg))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(xdg, 'benchgate');
    if (process.platform === 'win32' && env.LOCALAPPDATA)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.LOCALAPPDATA, 'benchgate');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(env.HOME && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(env.HOME) ? env.HOME : (0,node_os__WEBPACK_IMPORTED_MODULE_2__.homedir)(), '.cache', 'benchgate');
}
/** Reads the per-user cache secret, creating it (32 random bytes, mode 0600, created exclusively) on first use. */
async function loadCacheSecret(dir) {
    const f = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, CACHE_KEY_FILE);
    const parse = (t) => {
        const hex = t.trim();
        if (!/^[0-9a-f]{64}$/.test(hex))
            throw new Error(`${f} is not a benchgate cache key (64 hex digits)`);
        return Buffer.from(hex, 'hex');
    };
    try {
        return parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8'));
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true, mode: 0o700 });
    try {
        const h = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(f, 'wx', 0o600);
        try {
            await h.writeFile((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex') + '\n');
        }
        finally {
            await h.close();
        }
    }
    catch (e) {
        if (e.code !== 'EEXIST')
            throw e;
    }
    return parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8'));
}
/**
 * The CLI's result cache: one file per entry in a local folder (by default the user's cache folder, userCacheDir()),
 * named like the action's cache keys (`benchgate-v<VERSION>-<sha256>`). Every entry carries an HMAC-SHA256 over its key
 * and value with the per-user secret of `secretDir` (default the user's cache folder): an entry is returned only when
 * that MAC verifies, so a folder committed to a repository (or copied from another machine, or renamed from another
 * key's file) is never trusted, even when `--cache-dir` points into the checked tree. Read or write errors are
 * reported once through `warn` and then ignored; a forged or damaged entry is reported once and treated as a miss.
 */
class LocalFolderCache {
    dir;
    warn;
    version;
    secretDir;
    warned = false;
    warnedForged = false;
    secret;
    /** Entries refused because their MAC did not verify (tests read it). */
    rejected = 0;
    constructor(dir, warn = () => { }, version = _version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x, secretDir = userCacheDir()) {
        this.dir = dir;
        this.warn = warn;
        this.version = version;
        this.secretDir = secretDir;
    }
    file(key) {
        return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.dir, `benchgate-v${this.version}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex')}`);
    }
    problem(e) {
        if (this.warned)
            return;
        this.warned = true;
        this.warn(`result cache in ${this.dir} unusable (${e.message}); going on without it`);
    }
    key() {
        this.secret ??= loadCacheSecret(this.secretDir).catch((e) => {
            this.problem(new Error(`no cache key: ${e.message}`));
            return undefined;
        });
        return this.secret;
    }
    mac(secret, key, value) {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret)
            .update(`${ENTRY_MAGIC}\u0000${this.version}\u0000${key}\u0000`)
            .update(value)
            .digest('hex');
    }
    async get(key) {
        const secret = await this.key();
        if (!secret)
            return undefined;
        let text;
        try {
            const f = this.file(key);
            if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(f)).size > CACHE_ENTRY_MAX_BYTES)
                return undefined;
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f, 'utf8');
        }
        catch (e) {
            if (e.code !== 'ENOENT')
                this.problem(e);
            return undefined;
        }
        const nl = text.indexOf('\n');
        const head = nl < 0 ? '' : text.slice(0, nl);
        const value = nl < 0 ? '' : text.slice(nl + 1);
        const m = /^benchgate-cache\/1 ([0-9a-f]{64})$/.exec(head);
        const want = Buffer.from(this.mac(secret, key, value), 'hex');
        if (!m || !(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(Buffer.from(m[1], 'hex'), want)) {
            this.rejected++;
            if (!this.warnedForged) {
                this.warnedForged = true;
                this.warn(`result cache in ${this.dir}: an entry was not written by this user's benchgate for this key (its MAC does not verify); it is ignored and the result computed afresh`);
            }
            return undefined;
        }
        return value;
    }
    async set(key, value) {
        if (Buffer.byteLength(value) > CACHE_ENTRY_MAX_BYTES)
            return;
        const secret = await this.key();
        if (!secret)
            return;
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(this.dir, { recursive: true });
            const f = this.file(key);
            const tmp = `${f}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, `${ENTRY_MAGIC} ${this.mac(secret, key, value)}\n${value}`, { mode: 0o600 });
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, f);
        }
        catch (e) {
            this.problem(e);
        }
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

/***/ 13203:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ compileUserSchema),
/* harmony export */   l: () => (/* binding */ compileOwnSchema)
/* harmony export */ });
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52210);
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93277);
/** JSON Schema validation through ajv (family-neutral): untrusted schemas with linear-time patterns, benchgate's own compiled once. */




const addFormatsFn = ((ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ?? (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()));
const Draft7Ctor = ((ajv__WEBPACK_IMPORTED_MODULE_2___default()["default"]) ?? (ajv__WEBPACK_IMPORTED_MODULE_2___default()));
/**
 * Compiles a user JSON Schema (draft 2020-12, the default, or draft-07 by `$schema`). Each call uses its own Ajv
 * instance so `$id`s of different schema sets (two workflows) never collide. No remote `$ref` is fetched. `pattern` and
 * `patternProperties` run on a linear-time engine (linear-regexp.ts), so no schema and no input can make validation
 * backtrack for ever; a pattern that engine cannot run fails the compile with `unsupportedPattern` set.
 */
function compileUserSchema(schema, opts = {}) {
    const code = opts.backtracking ? {} : { code: { regExp: _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .linearRegExpEngine */ .vo } };
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        if (typeof schema === 'boolean')
            return wrap(() => new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020({ strict: false, ...code }).compile(schema));
        return { ok: false, message: 'a JSON Schema must be an object (or a boolean)' };
    }
    const dialect = schema.$schema;
    let ajv;
    if (dialect === undefined || (typeof dialect === 'string' && /2020-12|2019-09/.test(dialect))) {
        ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_3__.Ajv2020({
            strict: false,
            allErrors: false,
            useDefaults: opts.useDefaults ?? false,
            validateSchema: true,
            ...code
        });
    }
    else if (typeof dialect === 'string' && /draft-0[67]/.test(dialect)) {
        ajv = new Draft7Ctor({
            strict: false,
            allErrors: false,
            useDefaults: opts.useDefaults ?? false,
            validateSchema: true,
            ...code
        });
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
        if (e instanceof _linear_regexp_js__WEBPACK_IMPORTED_MODULE_1__/* .UnsupportedPatternError */ .sZ)
            return { ok: false, message: e.message, unsupportedPattern: e.pattern };
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
        return err
            ? { ok: false, ...describe(err) }
            : { ok: false, schemaPath: '#', instancePath: '', message: 'does not match the schema' };
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
/**
 * Compiles one of benchgate's own schemas (trusted, compiled once). Their few patterns use lookahead, so they run on
 * V8's engine; each is linear on any input (anchored, no nested quantifier), see docs/security/limits.md.
 */
function compileOwnSchema(schema) {
    const r = compileUserSchema(schema, { backtracking: true });
    if (!r.ok)
        throw new Error(`benchgate schema does not compile: ${r.message}`);
    return r.validate;
}


/***/ }),

/***/ 93277:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ findPatternPath),
/* harmony export */   sZ: () => (/* binding */ UnsupportedPatternError),
/* harmony export */   vo: () => (/* binding */ linearRegExpEngine)
/* harmony export */ });
/* unused harmony exports toRe2Syntax, linearRegExp */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2856);
/**
 * Linear-time regular expressions for untrusted JSON Schemas (`pattern`, `patternProperties`), family-neutral.
 *
 * A JSON Schema pattern is an ECMA-262 regular expression; V8 runs it by backtracking, so `^(a+)+$` against 42 `a`s
 * and a `!` takes longer than any time limit. benchgate runs such patterns on RE2 (the `re2js` port: pure
 * JavaScript, time linear in the input) with ECMAScript's meaning kept where the two differ:
 * - `.` matches anything but `\n`, `\r`, U+2028 and U+2029 (RE2's `.` only excludes `\n`);
 * - `\s` / `\S` are ECMAScript's white space set (RE2's `\s` is ASCII only);
 * - `\uXXXX`, `\u{…}`, surrogate pairs, `\cX`, `[^]`, `(?<name>…)` and `\p{Script=…}` are rewritten to RE2 syntax.
 * What RE2 cannot do in linear time (backreferences `\1` `\k<name>`, lookahead and lookbehind) is refused with an
 * UnsupportedPatternError, which the caller reports as a finding (Qsolve: QS040) at the pattern's line: never a silent pass.
 */

/** A pattern the linear-time engine cannot run (backreference, lookaround, or something RE2 does not support). */
class UnsupportedPatternError extends Error {
    pattern;
    why;
    constructor(pattern, why) {
        super(`the pattern ${JSON.stringify(pattern.length > 200 ? pattern.slice(0, 200) + '…' : pattern)} cannot run in linear time: ${why}`);
        this.pattern = pattern;
        this.why = why;
        this.name = 'UnsupportedPatternError';
    }
}
/** ECMAScript's `\s` (WhiteSpace and LineTerminator) as the body of an RE2 class. */
const WS = '\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** Its complement over all code points, as the body of a class (usable inside another class, unlike `[^…]`). */
const NOT_WS = '\\x00-\\x08\\x0E-\\x1F\\x21-\\x{9F}\\x{A1}-\\x{167F}\\x{1681}-\\x{1FFF}\\x{200B}-\\x{2027}\\x{202A}-\\x{202E}\\x{2030}-\\x{205E}\\x{2060}-\\x{2FFF}\\x{3001}-\\x{FEFE}\\x{FF00}-\\x{10FFFF}';
/** ECMAScript's `.` (without the s flag). */
const DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const hex4 = /^[0-9A-Fa-f]{4}$/;
/**
 * Rewrites an ECMAScript (u-mode) pattern into RE2 syntax with the same meaning, or throws UnsupportedPatternError.
 * The pattern must already be a valid ECMAScript pattern (checked by the caller with `new RegExp(p, 'u')`).
 */
function toRe2Syntax(pattern) {
    let out = '';
    let inClass = false;
    const n = pattern.length;
    for (let i = 0; i < n;) {
        const c = pattern[i];
        if (c === '\\') {
            const d = pattern[i + 1] ?? '';
            if (d === 's' || d === 'S') {
                out += inClass ? (d === 's' ? WS : NOT_WS) : `[${d === 's' ? WS : NOT_WS}]`;
                i += 2;
                continue;
            }
            if (!inClass && /[1-9]/.test(d))
                throw new UnsupportedPatternError(pattern, `\\${d} is a backreference`);
            if (!inClass && d === 'k')
                throw new UnsupportedPatternError(pattern, '\\k<…> is a backreference');
            if (d === 'u') {
                // A surrogate pair written as two escapes is one code point in u-mode.
                const hi = pattern.slice(i + 2, i + 6);
                const lo = pattern.slice(i + 8, i + 12);
                if (hex4.test(hi) && pattern.slice(i + 6, i + 8) === '\\u' && hex4.test(lo)) {
                    const h = parseInt(hi, 16);
                    const l = parseInt(lo, 16);
                    if (h >= 0xd800 && h <= 0xdbff && l >= 0xdc00 && l <= 0xdfff) {
                        out += `\\x{${(((h - 0xd800) << 10) + (l - 0xdc00) + 0x10000).toString(16)}}`;
                        i += 12;
                        continue;
                    }
                }
            }
            if (d === 'p' || d === 'P') {
                const m = /^\{(?:(?:Script|sc|General_Category|gc)=)?([A-Za-z_]+)\}/.exec(pattern.slice(i + 2));
                if (m) {
                    out += `\\${d}{${m[1]}}`;
                    i += 2 + m[0].length;
                    continue;
                }
            }
            out += c + d;
            i += 2;
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            out += c;
            i++;
            continue;
        }
        if (c === '[') {
            inClass = true;
            out += c;
            i++;
            if (pattern[i] === '^') {
                out += '^';
                i++;
            }
            continue;
        }
        if (c === '(' && pattern[i + 1] === '?') {
            const head = pattern.slice(i, i + 4);
            if (head.startsWith('(?=') || head.startsWith('(?!'))
                throw new UnsupportedPatternError(pattern, `${head.slice(0, 3)}…) is a lookahead`);
            if (head === '(?<=' || head === '(?<!')
                throw new UnsupportedPatternError(pattern, `${head}…) is a lookbehind`);
        }
        if (c === '.') {
            out += DOT;
            i++;
            continue;
        }
        out += c;
        i++;
    }
    return re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.translateRegExp(out);
}
/** Compiles an ECMAScript pattern to a linear-time matcher (`test` finds a match anywhere, as RegExp.prototype.test). */
function linearRegExp(pattern) {
    // Syntax first, with ECMAScript's own parser (compiling is linear; nothing is matched).
    new RegExp(pattern, 'u');
    const re2 = toRe2Syntax(pattern);
    let rx;
    try {
        rx = re2js__WEBPACK_IMPORTED_MODULE_0__/* .RE2JS */ .L3.compile(re2);
    }
    catch (e) {
        throw new UnsupportedPatternError(pattern, `RE2 does not support it (${e.message})`);
    }
    const text = `/${pattern}/u (RE2)`;
    return { test: (s) => rx.test(s), toString: () => text };
}
/** ajv's `code.regExp` engine: (pattern, flags) → matcher. */
const linearRegExpEngine = Object.assign((pattern) => linearRegExp(pattern), { code: 'linearRegExp' });
/**
 * Where a pattern sits in a schema: the path of the first `pattern` value or `patternProperties` key equal to
 * `pattern` (for the finding's line), or undefined.
 */
function findPatternPath(schema, pattern) {
    const stack = [{ v: schema, path: [] }];
    let seen = 0;
    while (stack.length && seen++ < 100_000) {
        const { v, path } = stack.pop();
        if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push({ v: v[i], path: [...path, i] });
            continue;
        }
        if (!v || typeof v !== 'object')
            continue;
        const o = v;
        if (o.pattern === pattern)
            return [...path, 'pattern'];
        const pp = o.patternProperties;
        if (pp && typeof pp === 'object' && !Array.isArray(pp) && Object.prototype.hasOwnProperty.call(pp, pattern))
            return [...path, 'patternProperties', pattern];
        const keys = Object.keys(o);
        for (let k = keys.length - 1; k >= 0; k--)
            stack.push({ v: o[keys[k]], path: [...path, keys[k]] });
    }
    return undefined;
}


/***/ }),

/***/ 77133:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ posOfPath),
/* harmony export */   TP: () => (/* binding */ nodePos),
/* harmony export */   XM: () => (/* binding */ YAML_LIMITS),
/* harmony export */   aO: () => (/* binding */ scalarSource),
/* harmony export */   cP: () => (/* binding */ pointerSegments),
/* harmony export */   yv: () => (/* binding */ loadYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8630);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(79596);
/**
 * Bounded YAML reading with positions (family-neutral): one document, unique keys, aliases counted and their expansion
 * bounded, nesting and value count bounded before anything is built. Problems come back as data (message, position,
 * whether a structure bound was hit); the caller gives them its own finding code (Qsolve: the manifest, cases.yaml).
 */



/** The default limits: every YAML file benchgate reads through loadYaml (the Qsolve manifest and cases.yaml). */
const YAML_LIMITS = {
    /** Files above this are refused before parsing. */
    maxBytes: 4 * 1024 * 1024,
    /** Aliases allowed in one document (alias bombs are refused). */
    maxAliases: 100,
    /** toJS expansion budget passed to yaml's maxAliasCount. */
    maxAliasCount: 1000,
    /** Deepest collection nesting accepted. */
    maxDepth: 64,
    /**
     * Value tokens (scalars, sequence item indicators, mapping value indicators, flow collection starts: a block entry
     * `- 0` is two) in one file, counted on the lexer's tokens before any node is built: yaml builds about 500 bytes per
     * node, so 4 MiB of `- 0` lines (a million entries) took 0.9 GB (and a flow sequence 2 GB) before this bound. The
     * largest real file holds a few hundred.
     */
    maxNodes: 200_000
};
/** Lexer tokens that are markers, not source text. */
const MARKERS = new Set(['doc-mode', 'flow-error-end', 'scalar']);
/** Lexer token types that start a value. */
const VALUE_TOKENS = new Set(['scalar', 'seq-item-ind', 'map-value-ind', 'flow-seq-start', 'flow-map-start']);
/**
 * The offset of the first value past `max` in YAML text (counted on lexer tokens, which hold no nodes), or undefined.
 * Text shorter than `max` characters cannot hold more values (each takes a character) and is not lexed.
 */
function yamlNodesOver(text, max) {
    if (text.length <= max)
        return undefined;
    let count = 0;
    let offset = 0;
    for (const tok of new yaml__WEBPACK_IMPORTED_MODULE_0__/* .Lexer */ .JG().lex(text)) {
        const type = yaml__WEBPACK_IMPORTED_MODULE_0__/* .CST */ .DB.tokenType(tok);
        if (type && VALUE_TOKENS.has(type) && ++count > max)
            return offset;
        if (!type || !MARKERS.has(type))
            offset += tok.length;
    }
    return undefined;
}
/**
 * Parses one YAML document keeping positions: unique keys enforced, aliases counted and expansion bounded,
 * nesting bounded (`limits`, YAML_LIMITS by default). Never throws; every problem is returned with its position when
 * known.
 */
function loadYaml(text, limits = YAML_LIMITS) {
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > limits.maxBytes)
        return { ok: false, message: `the file is ${(0,_core_bytes_js__WEBPACK_IMPORTED_MODULE_2__/* .overLimit */ .W)(bytes, limits.maxBytes)}` };
    const lc = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const over = yamlNodesOver(text, limits.maxNodes);
    if (over !== undefined) {
        const p = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(text, over);
        return {
            ok: false,
            bound: true,
            message: `${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .describeBound */ .YD)({ kind: 'nodes', limit: limits.maxNodes }, 'YAML file')}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .BOUND_FIX */ .XM}`,
            pos: { line: p.line, column: p.column }
        };
    }
    let doc;
    try {
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2' });
    }
    catch (e) {
        return { ok: false, message: thrownMessage(e, 'parse', 'parsed') };
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
        (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
            Alias(_k, node) {
                aliases++;
                if (!firstAlias && node.range)
                    firstAlias = posAt(lc, node.range[0]);
                if (aliases > limits.maxAliases)
                    return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
            },
            Node(_k, node, path) {
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node) && path.length > limits.maxDepth * 2 + 1) {
                    if (node.range)
                        tooDeep = posAt(lc, node.range[0]);
                    return yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR.BREAK;
                }
                return undefined;
            }
        });
    }
    catch (e) {
        return { ok: false, message: thrownMessage(e, 'read', 'read') };
    }
    if (aliases > limits.maxAliases)
        return {
            ok: false,
            message: `the YAML uses more than ${limits.maxAliases} aliases (refused as a possible alias bomb)`,
            pos: firstAlias
        };
    if (tooDeep)
        return { ok: false, message: `the YAML is nested more than ${limits.maxDepth} levels deep`, pos: tooDeep };
    let value;
    try {
        value = doc.toJS({ maxAliasCount: limits.maxAliasCount });
    }
    catch (e) {
        const msg = e.message;
        return {
            ok: false,
            message: /alias/i.test(msg)
                ? 'the YAML aliases expand too much (refused as a possible alias bomb)'
                : `the YAML cannot be read: ${firstLine(msg)}`,
            pos: firstAlias
        };
    }
    return { ok: true, doc, lc, value };
}
/** What the YAML library threw, in words: a RangeError is its stack overflowing on deep nesting. */
function thrownMessage(e, verb, participle) {
    return e instanceof RangeError
        ? `the YAML is nested too deeply to ${verb}`
        : `the YAML cannot be ${participle}: ${e.message}`;
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
    if (!n || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(n) || !n.range)
        return undefined;
    return text.slice(n.range[0], n.range[1]);
}
/** Resolves a JSON-pointer-like path (from ajv instancePath) to the node's position, falling back to the nearest parent. */
function posOfPath(doc, lc, path) {
    let node = doc.contents;
    let best = nodePos(lc, node);
    for (const seg of path) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node))
            break;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
            const pair = node.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && String(p.key.value) === String(seg));
            if (!pair)
                break;
            best = nodePos(lc, pair.key) ?? best;
            node = pair.value;
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isCollection */ .P3)(node)) {
                best = nodePos(lc, node) ?? best;
                // keep the key position for scalars: more useful to point at "key: value"
                best = nodePos(lc, pair.key) ?? best;
            }
        }
        else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
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


/***/ }),

/***/ 11085:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ej: () => (/* binding */ MAX_HARDWARE_CASES),
/* harmony export */   lf: () => (/* binding */ emptyCases),
/* harmony export */   u0: () => (/* binding */ E052_LOAD),
/* harmony export */   wy: () => (/* binding */ parseCasesYaml)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95278);
/* harmony import */ var _quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(52143);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58426);
/* harmony import */ var _formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77133);






/**
 * Why a cases file that does not load is E052 even when it has no `hardware_cases`: Qsolve's lint reads the file to
 * check `hardware_cases`, and a file it cannot read is reported under that code (qsolve-benchmarks.md, lint table).
 */
const E052_LOAD = "Qsolve's lint reports a cases file that does not load as E052, with or without hardware_cases";
const CASE_KEYS = ['name', 'input_file', 'input', 'params', 'seed', 'target', 'expect'];
const EXPECT_KEYS = ['max_gap', 'max_abs_error', 'min_fidelity', 'min_postselection', 'max_two_qubit_gates'];
const MAX_HARDWARE_CASES = 3;
/** Nothing loaded yet (or nothing loadable: `loadFinding` says why). */
function emptyCases(loadFinding) {
    return {
        loaded: false,
        ...(loadFinding ? { loadFinding } : {}),
        cases: [],
        hardware: [],
        casesCount: 0,
        hardwareEntries: [],
        caseFindings: [],
        hardwareFindings: []
    };
}
/**
 * Reads benchmarks/cases.yaml (text already size-checked and decoded). Pure: positions come from the YAML nodes.
 * Only `cases` and `hardware_cases` are read; other top-level keys are ignored.
 */
function parseCasesYaml(text, file) {
    const out = emptyCases();
    const loaded = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .loadYaml */ .yv)(text);
    if (!loaded.ok) {
        out.loadFinding = (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(loaded.bound ? _codes_general_js__WEBPACK_IMPORTED_MODULE_1__.BG.BG020 : _codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.E052, `benchmarks/cases.yaml cannot be loaded: ${loaded.message} (${E052_LOAD})`, { file, ...(loaded.pos ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    const { doc, lc } = loaded;
    const root = doc.contents;
    if (root === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(root) && root.value === null)) {
        out.loaded = true; // an empty file: zero cases
        return out;
    }
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(root)) {
        out.loadFinding = (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.E052, 'benchmarks/cases.yaml must be a mapping with the keys `cases` and `hardware_cases`', { file, ...((0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(lc, root) ?? {}), gate: 'benchmark_cases' });
        return out;
    }
    out.loaded = true;
    const ctx = { text, file, doc, lc };
    for (const pair of root.items) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key))
            continue;
        const key = pair.key.value;
        if (key !== 'cases' && key !== 'hardware_cases')
            continue; // other top-level keys are ignored
        const list = key;
        const keyPos = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(lc, pair.key);
        if (list === 'cases')
            out.casesKey = keyPos;
        else
            out.hardwareKey = keyPos;
        const findings = list === 'cases' ? out.caseFindings : out.hardwareFindings;
        const code = list === 'cases' ? _codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.QS008 : _codes_js__WEBPACK_IMPORTED_MODULE_2__.QS.E052;
        const v = pair.value;
        if (v === null || v === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(v) && v.value === null))
            continue; // `cases:` with nothing: zero cases
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(v)) {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(code, `\`${list}\` must be a list of cases`, {
                file,
                ...((0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(lc, v) ?? keyPos ?? {}),
                gate: list === 'cases' ? 'benchmark_cases' : undefined
            }));
            continue;
        }
        v.items.forEach((item, index) => {
            const pos = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(lc, item) ?? keyPos ?? { line: 1, column: 1 };
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
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node) ? (node.resolve(ctx.doc) ?? node) : node;
}
function readCase(ctx, itemIn, list, index, pos, code, findings) {
    const gate = list === 'cases' ? 'benchmark_cases' : undefined;
    const item = deref(ctx, itemIn);
    const at = (node, fallback = pos) => ({
        file: ctx.file,
        ...((0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(ctx.lc, node) ?? fallback),
        ...(gate ? { gate } : {})
    });
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item)) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(code, `${label(list, index)} must be a mapping with at least \`name\` and \`input\` or \`input_file\``, at(item)));
        return undefined;
    }
    const map = item;
    // The name first, so every other message can name the case.
    const namePair = map.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && p.key.value === 'name');
    const name = namePair && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(namePair.value) && typeof namePair.value.value === 'string' && namePair.value.value.length > 0
        ? namePair.value.value
        : undefined;
    const who = label(list, index, name);
    let ok = true;
    const bad = (node, msg) => {
        ok = false;
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(code, `${who}: ${msg}`, { ...at(node), subject: name ?? `${list}[${index}]` }));
    };
    const spec = { list, index, name: name ?? '', params: {}, seed: 0, expect: {}, pos, keyPos: {} };
    for (const pair of map.items) {
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) || typeof pair.key.value !== 'string') {
            bad(pair.key, 'keys must be plain strings');
            continue;
        }
        const key = pair.key.value;
        const kp = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(ctx.lc, pair.key);
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
                const s = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(v) && typeof v.value === 'string' ? v.value : undefined;
                if (s === undefined || s.length === 0)
                    bad(pair.key, `\`${key}\` must be a non-empty string`);
                else
                    spec[key] = s;
                break;
            }
            case 'input':
            case 'params': {
                if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(v)) {
                    bad(pair.key, `\`${key}\` must be a mapping (an object)`);
                    break;
                }
                try {
                    const js = v.toJS(ctx.doc, { maxAliasCount: _formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .YAML_LIMITS */ .XM.maxAliasCount });
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
                if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(v)) {
                    bad(pair.key, '`expect` must be a mapping (it may be empty: `{}`)');
                    break;
                }
                for (const ep of v.items) {
                    const ek = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(ep.key) ? ep.key.value : undefined;
                    if (typeof ek !== 'string' || !EXPECT_KEYS.includes(ek)) {
                        bad(ep.key, `unknown key "${String(ek)}" in \`expect\`${suggest(String(ek), EXPECT_KEYS)}; the keys are ${EXPECT_KEYS.join(', ')}`);
                        continue;
                    }
                    const ekp = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .nodePos */ .TP)(ctx.lc, ep.key);
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
                        const n = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(ev) && typeof ev.value === 'number' && Number.isFinite(ev.value) ? ev.value : undefined;
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
            if (!map.items.some((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && p.key.value === 'target'))
                bad(item, 'a hardware case needs a `target` of the form `ibm:<device>`, e.g. `ibm:ibm_fez`');
        }
        else if ((0,_quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_5__/* .targetKindOf */ .$s)(spec.target) !== 'ibm') {
            const tp = map.items.find((p) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(p.key) && p.key.value === 'target');
            bad(tp?.value ?? item, `target "${spec.target}" is not \`ibm:<device>\` (device: letters, digits, _ . -, 1 to 60 characters)`);
        }
    }
    return ok ? spec : undefined;
}
/** An integer written as an integer (`40`, not `40.0` or `"40"`). */
function intValue(text, node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) || typeof node.value !== 'number' || !Number.isSafeInteger(node.value))
        return undefined;
    const src = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_3__/* .scalarSource */ .aO)(text, node) ?? '';
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


/***/ }),

/***/ 77672:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qF: () => (/* binding */ checkWorkflow),
  k1: () => (/* binding */ decideAll),
  Ig: () => (/* binding */ lintStage),
  Ps: () => (/* binding */ validateStage)
});

// UNUSED EXPORTS: isolationLine

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts + 1 modules
var decide = __webpack_require__(616);
// EXTERNAL MODULE: ./src/suites/qsolve/reported-mitigation.ts
var reported_mitigation = __webpack_require__(21981);
;// CONCATENATED MODULE: ./src/suites/qsolve/charts.ts


/** Most x values in one chart (the tables above keep every row). */
const MAX_POINTS = 60;
/** Most outcomes of the measured-counts chart (the most frequent ones). */
const MAX_OUTCOMES = 16;
function labels(ds) {
    const seen = new Map();
    for (const d of ds)
        seen.set(d.name, (seen.get(d.name) ?? 0) + 1);
    return ds.map((d) => ((seen.get(d.name) ?? 0) > 1 ? `${d.name} (${d.target})` : d.name));
}
const round = (x, digits = 4) => +x.toFixed(digits);
/**
 * A per-case limit: one threshold line when every charted case has the same limit, else a second series with
 * each case's limit (null where the case sets none), so no line claims a limit a case does not have.
 */
function limit(values, label) {
    const set = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
    if (!set.length)
        return {};
    if (set.length === values.length && set.every((v) => v === set[0]))
        return { thresholds: [{ label: `${label} ${set[0]}`, value: set[0] }] };
    return {
        series: {
            name: `${label} (per case)`,
            values: values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null))
        }
    };
}
/** A bar chart of one value per case, with the workflow's `limits` on it (one line, or a series: see limit). */
function limitChart(ds, title, y, series, limits, limitLabel) {
    const lim = limit(limits, limitLabel);
    return {
        kind: 'chart',
        title,
        chart: {
            type: 'bar',
            x: { label: 'Case', values: labels(ds) },
            y,
            series: [...series, ...(lim.series ? [lim.series] : [])],
            ...(lim.thresholds ? { thresholds: lim.thresholds } : {})
        }
    };
}
/**
 * The workflow's charts (HTML report; text and Markdown show them as tables): accuracy per case with the
 * metric's tolerance band, fidelity per noise-model case against `min_fidelity`, two-qubit gates against
 * `max_two_qubit_gates`, and one circuit's measured counts. `decisions[i]` is `records.cases[i]` decided.
 */
function qsolveCharts(decisions, records, metric) {
    const out = [];
    const acc = decisions.filter((d) => d.accuracy !== null).slice(0, MAX_POINTS);
    if (acc.length) {
        const low = acc.map((d) => d.interval
            ? round((1 - d.interval[1]) * 100, 2)
            : d.plusMinus !== null
                ? round((d.accuracy - d.plusMinus) * 100, 2)
                : null);
        const high = acc.map((d) => d.interval
            ? round((1 - d.interval[0]) * 100, 2)
            : d.plusMinus !== null
                ? round((d.accuracy + d.plusMinus) * 100, 2)
                : null);
        const hasBand = low.some((v) => v !== null);
        out.push({
            kind: 'chart',
            title: 'Accuracy per case',
            chart: {
                type: 'bar',
                x: { label: 'Case', values: labels(acc) },
                y: { label: 'Accuracy', unit: '%', min: 0, max: 100 },
                series: [
                    {
                        name: 'accuracy',
                        values: acc.map((d) => round(d.accuracy * 100, 2)),
                        ...(hasBand ? { low, high } : {})
                    }
                ],
                thresholds: [
                    {
                        label: `matches within tolerance (${metric.kind}, tolerance ${metric.tolerance})`,
                        value: round((1 - metric.tolerance) * 100, 2)
                    }
                ]
            },
            note: `A case matches the best classical answer at or above the line (1 − tolerance)${hasBand ? "; whiskers: the accuracy's ± or 95 % interval" : ''}.`
        });
    }
    const expectOf = (d) => records?.cases[decisions.indexOf(d)]?.expect;
    const fid = decisions
        .filter((d) => d.target.startsWith('fake:') && (d.fidelity !== null || expectOf(d)?.min_fidelity !== undefined))
        .slice(0, MAX_POINTS);
    if (fid.length)
        out.push(limitChart(fid, 'Fidelity per noise-model case', { label: 'Fidelity', min: 0, max: 1 }, [
            {
                name: 'fidelity used by the gate',
                values: fid.map((d) => (d.fidelity === null ? null : round(d.fidelity)))
            },
            ...fidelitySources(fid)
        ], fid.map((d) => expectOf(d)?.min_fidelity), 'min_fidelity'));
    const twoq = decisions.filter((d) => d.maxTwoQubitGates !== null).slice(0, MAX_POINTS);
    if (twoq.length)
        out.push(limitChart(twoq, 'Two-qubit gates per case (largest circuit)', { label: 'Two-qubit gates', min: 0 }, [{ name: 'two-qubit gates', values: twoq.map((d) => d.maxTwoQubitGates) }], twoq.map((d) => expectOf(d)?.max_two_qubit_gates), 'max_two_qubit_gates'));
    const counts = countsChart(records);
    if (counts)
        out.push(counts);
    return out;
}
/** The measured counts of one circuit: the first noise-model case's, else the first case's that has counts. */
function countsChart(records) {
    if (!records)
        return undefined;
    const ordered = [
        ...records.cases.filter((c) => c.target.startsWith('fake:')),
        ...records.cases.filter((c) => !c.target.startsWith('fake:'))
    ];
    for (const c of ordered) {
        const m = (0,decide/* quantumMethodOf */.uJ)(c);
        const i = m?.circuits.findIndex((k) => k.counts && Object.keys(k.counts).length > 0) ?? -1;
        if (!m || i < 0)
            continue;
        const circuit = m.circuits[i];
        const entries = Object.entries(circuit.counts).filter(([, n]) => typeof n === 'number' && Number.isFinite(n) && n >= 0);
        const total = entries.reduce((s, [, n]) => s + n, 0);
        if (!total)
            continue;
        entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        const top = entries.slice(0, MAX_OUTCOMES);
        return {
            kind: 'chart',
            title: `Measured counts: ${c.name} (${c.target}), circuit ${i + 1} of ${m.name}`,
            chart: {
                type: 'bar',
                x: { label: 'Outcome (clbit 0 rightmost)', values: top.map(([k]) => k) },
                y: { label: 'Share of shots', min: 0 },
                series: [{ name: 'measured', values: top.map(([, n]) => round(n / total)) }]
            },
            note: `${top.length} most frequent of ${entries.length} outcome(s), ${total} shots. The run records do not carry the ideal distribution, so it is not drawn${typeof circuit.fidelity === 'number' ? `; the noise engine scored this circuit's fidelity against it at ${circuit.fidelity.toFixed(4)}` : ''}.`
        };
    }
    return undefined;
}
/**
 * Beside the fidelity the gate used, the numbers behind it when a workflow reported one: reported by the workflow,
 * measured by benchgate (readout-mitigated and raw). Only series with a value.
 */
function fidelitySources(fid) {
    if (!fid.some((d) => d.mitigation?.fidelity.reported !== null && d.mitigation?.fidelity.reported !== undefined))
        return [];
    const pick = (f) => fid.map((d) => {
        const v = f(d);
        return typeof v === 'number' && Number.isFinite(v) ? round(v) : null;
    });
    const series = [
        { name: reported_mitigation/* LABEL_REPORTED */.HT, values: pick((d) => d.mitigation?.fidelity.reported) },
        { name: `${reported_mitigation/* LABEL_MEASURED */.Uy} (readout-mitigated)`, values: pick((d) => d.mitigation?.fidelity.measured) },
        { name: `${reported_mitigation/* LABEL_MEASURED */.Uy} (raw)`, values: pick((d) => d.mitigation?.fidelity.raw) }
    ];
    return series.filter((s) => s.values.some((v) => v !== null));
}

// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/gates.ts + 1 modules
var qsolve_gates = __webpack_require__(35057);
// EXTERNAL MODULE: ./src/suites/qsolve/rules-cases-pass.ts
var rules_cases_pass = __webpack_require__(69933);
// EXTERNAL MODULE: ./src/suites/qsolve/cases.ts
var cases = __webpack_require__(11085);
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
        return [
            (0,finding/* finding */.g)(codes.QS.E050, 'benchmarks/cases.yaml is missing; every workflow needs at least one benchmark case', {
                file,
                gate: 'benchmark_cases'
            })
        ];
    if (parsed.loadFinding)
        return [parsed.loadFinding];
    const out = [...parsed.hardwareFindings];
    const n = parsed.hardwareEntries.length;
    if (n > cases/* MAX_HARDWARE_CASES */.Ej) {
        out.push((0,finding/* finding */.g)(codes.QS.E053, `hardware_cases lists ${n} cases; at most ${cases/* MAX_HARDWARE_CASES */.Ej} are allowed`, {
            file,
            ...parsed.hardwareEntries[cases/* MAX_HARDWARE_CASES */.Ej]
        }));
    }
    if (n > 0 && qpuIbm === false) {
        out.push((0,finding/* finding */.g)(codes.QS.E054, 'hardware_cases is set but the manifest does not list `ibm` under `targets.qpu`; add `targets: {qpu: [ibm]}`', { file, ...(parsed.hardwareKey ?? {}) }));
    }
    return out;
}

// EXTERNAL MODULE: ./src/suites/qsolve/load-workflow.ts
var load_workflow = __webpack_require__(154);
// EXTERNAL MODULE: ./src/suites/qsolve/manifest.ts
var manifest = __webpack_require__(68647);
;// CONCATENATED MODULE: ./src/suites/qsolve/metrics.ts


/** At most this many cases contribute per-case metrics (a report stays small whatever the cases file says). */
const MAX_CASE_METRICS = 200;
const num = (x) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const pct = (v) => `${(v * 100).toFixed(2)}%`;
/** `hardwareCases`: the hardware entries of cases.yaml (never run in CI). */
function qsolveMetrics(decisions, hardwareCases = 0) {
    const out = [];
    const head = num((0,decide/* headlineAccuracy */.wh)(decisions).median);
    out.push({
        id: 'headline_accuracy',
        label: 'Headline accuracy (median of the sim- rows)',
        value: head,
        better: 'higher',
        ...(head !== null ? { headline: { label: 'headline accuracy', text: pct(head) } } : {})
    });
    const sim = decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-'));
    const passed = sim.filter((d) => d.status === 'pass').length;
    out.push({
        id: 'cases_passed',
        label: 'Cases passed (sim- targets)',
        value: passed,
        better: 'higher',
        headline: { label: 'cases passed', text: `${passed}/${sim.length}` }
    });
    out.push({ id: 'cases_on_sim', label: 'Cases on sim- targets', value: sim.length });
    if (hardwareCases > 0)
        out.push({
            id: 'hardware_cases',
            label: 'Hardware cases (not run in CI)',
            value: hardwareCases,
            headline: { label: 'hardware cases', text: `${hardwareCases} (not run in CI)` }
        });
    const seen = new Set();
    let n = 0;
    for (const d of decisions) {
        // One metric set per case name: the first record of a name wins (hardware rows repeat names on other targets).
        const key = d.list === 'cases' ? d.name : `hw:${d.name}@${d.target}`;
        if (seen.has(key) || n >= MAX_CASE_METRICS)
            continue;
        seen.add(key);
        n++;
        const id = d.list === 'cases' ? `case/${d.name}` : `hardware/${d.name}@${d.target}`;
        const label = d.list === 'cases' ? d.name : `${d.name} on ${d.target}`;
        out.push({ id: `${id}/gap`, label: `${label}: gap to the reference`, value: num(d.gap), better: 'lower' });
        const mit = d.mitigation?.fidelity;
        if (d.fidelity !== null) {
            // who produced the number the gate used, in the label (reported-mitigation, docs/qsolve.md)
            const who = !mit
                ? ''
                : mit.source === 'workflow'
                    ? ` (${reported_mitigation/* LABEL_REPORTED */.HT})`
                    : ` (${reported_mitigation/* LABEL_MEASURED */.Uy}, readout-mitigated)`;
            out.push({ id: `${id}/fidelity`, label: `${label}: fidelity${who}`, value: num(d.fidelity), better: 'higher' });
        }
        if (mit && mit.measured !== null && mit.source !== 'benchgate')
            out.push({
                id: `${id}/fidelity_measured`,
                label: `${label}: fidelity ${reported_mitigation/* LABEL_MEASURED */.Uy} (readout-mitigated)`,
                value: num(mit.measured),
                better: 'higher'
            });
        if (mit && typeof mit.raw === 'number')
            out.push({
                id: `${id}/fidelity_raw`,
                label: `${label}: fidelity ${reported_mitigation/* LABEL_MEASURED */.Uy} (raw)`,
                value: num(mit.raw),
                better: 'higher'
            });
        if (d.maxTwoQubitGates !== null)
            out.push({
                id: `${id}/two_qubit_gates`,
                label: `${label}: two-qubit gates`,
                value: num(d.maxTwoQubitGates),
                better: 'lower'
            });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/suites/qsolve/output-schema.ts
/**
 * The solutions that break the output schema: every method with `status: ok` and a solution that is not null (a
 * method may return no solution, `None`/`null`: there is nothing to validate). The `reproducible` re-run is not
 * checked again (it is the same case).
 */
function solutionBreaches(records, validate) {
    const out = [];
    records.cases.forEach((c, index) => {
        for (const m of c.methods) {
            if (m.status !== 'ok' || m.solution === null || m.solution === undefined)
                continue;
            const v = validate(m.solution);
            if (!v.ok)
                out.push({
                    index,
                    list: c.list ?? 'cases',
                    name: c.name,
                    target: c.target,
                    method: m.name,
                    instancePath: v.instancePath,
                    schemaPath: v.schemaPath,
                    message: v.message
                });
        }
    });
    return out;
}
/** `solution/x/0 must be …` (the instance path inside the solution, `solution` for its root). */
function breachText(b) {
    return `method ${b.method} returned a solution that breaks the output schema: solution${b.instancePath} ${b.message} (schema path ${b.schemaPath})`;
}

// EXTERNAL MODULE: ./src/suites/qsolve/report-track-record.ts + 1 modules
var report_track_record = __webpack_require__(46692);
// EXTERNAL MODULE: ./src/suites/qsolve/traceback.ts
var traceback = __webpack_require__(36338);
;// CONCATENATED MODULE: ./src/suites/qsolve/check-workflow.ts















/** Findings of the validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks. */
function validateStage(s) {
    const out = [...s.manifestFindings, ...s.examples.findings];
    if (!s.cases)
        (0,arrays/* pushAll */.iI)(out, lintCases(undefined, undefined, s.casesFile));
    else if (s.cases.loadFinding)
        out.push(s.cases.loadFinding);
    else
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(out, s.cases.caseFindings), s.cases.hardwareFindings);
    (0,arrays/* pushAll */.iI)(out, s.submissionFindings);
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
/** Decides every case record with the manifest's metric (the records' snapshot when the manifest is unknown). */
function decideAll(records, manifestMetric, mode = reported_mitigation/* DEFAULT_REPORTED_MITIGATION */.A, 
/** The workflow's paths in crash reasons made workflow-relative (tidyTraceback); absent: records alone. */
tidy) {
    const metric = (0,manifest/* metricOf */.ak)(manifestMetric ?? records.metric ?? undefined);
    return records.cases.map((c) => (0,decide/* decideCase */.V)(c, metric, records.runner?.language, mode, tidy));
}
function checkWorkflow(s, rec, opts = {}) {
    const findings = dedupe([...validateStage(s), ...lintStage(s), ...rec.findings]);
    const gates = [
        (0,qsolve_gates/* manifestGate */.Vh)(s.manifestFindings),
        (0,qsolve_gates/* exampleInputsGate */.hx)(s.examples.findings, s.examples.count, !!s.inputSchema),
        (0,qsolve_gates/* benchmarkCasesGate */.ax)(s.cases),
        (0,qsolve_gates/* methodsDeclaredGate */.Oy)(s.manifest.methodsCount),
        (0,qsolve_gates/* fidelityCheckedGate */.db)(s.cases, opts.runTarget)
    ];
    (0,arrays/* pushAll */.iI)(findings, gateFindings(s, gates));
    const recordsBroken = rec.findings.some((f) => f.code === 'QS020');
    const decisions = rec.records
        ? decideAll(rec.records, s.manifest.manifest?.metric, opts.reportedMitigation, (t) => (0,traceback/* tidyTraceback */.RY)(t, s.folderAbs, s.folder))
        : [];
    const breaches = rec.records && s.outputSchema ? solutionBreaches(rec.records, s.outputSchema) : [];
    markBreaches(decisions, breaches);
    const places = {
        casesFile: s.casesFile,
        specs: s.cases ? [...s.cases.cases, ...s.cases.hardware] : [],
        frame: (tb) => (0,traceback/* lastWorkflowFrame */.$5)(tb, s.folderAbs, s.folder),
        tidy: (tb) => (0,traceback/* tidyTraceback */.RY)(tb, s.folderAbs, s.folder),
        ...(s.entryFile && s.estimatePos ? { estimate: { file: s.entryFile, ...s.estimatePos } } : {})
    };
    const run = (0,qsolve_gates/* runGates */.AQ)(rec.records, decisions, s.cases && s.cases.loaded && s.cases.caseFindings.length === 0 ? s.cases.cases : undefined, rec.file, places);
    if (recordsBroken)
        for (const g of run.gates)
            g.detail = `the run records could not be used (QS020); ${g.detail ?? ''}`.trim();
    if (!rec.records && rec.notRun)
        for (const g of run.gates)
            g.detail = `the test stage did not run: ${rec.notRun}`;
    (0,arrays/* pushAll */.iI)(gates, run.gates);
    (0,arrays/* pushAll */.iI)(findings, run.findings);
    (0,arrays/* pushAll */.iI)(findings, breachFindings(breaches, places, s.manifest.manifest?.schemas.output));
    (0,load_workflow/* nameWorkflow */.PY)(findings, (0,load_workflow/* workflowName */.tv)(s));
    const iso = rec.records?.runner?.isolation;
    // Records read from a file: their isolation is a claim of the run that wrote them, never this run's.
    const isoSection = rec.fromRecords
        ? [
            {
                kind: 'text',
                title: 'Sandbox',
                body: `no sandbox ran in this run: decided from the run records ${rec.file ?? ''}${iso ? `, whose own claim is: ${isolationLine(iso)} (not verified by this run)` : ''}`
            }
        ]
        : iso
            ? [{ kind: 'text', title: 'Sandbox', body: isolationLine(iso) }]
            : [];
    const sections = rec.records
        ? [
            ...(0,report_track_record/* trackRecordSections */.XJ)(decisions, (0,manifest/* metricOf */.ak)(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined).note),
            ...qsolveCharts(decisions, rec.records, (0,manifest/* metricOf */.ak)(s.manifest.manifest?.metric ?? rec.records.metric ?? undefined)),
            ...isoSection
        ]
        : [
            {
                kind: 'text',
                title: 'Test stage',
                body: rec.notRun ? `not run: ${rec.notRun}` : `not run: ${run.gates[0].detail}`
            }
        ];
    const head = (0,decide/* headlineAccuracy */.wh)(decisions);
    return {
        artifact: { path: s.folder, kind: 'qsolve-workflow' },
        gates,
        findings,
        sections,
        metrics: qsolveMetrics(decisions, s.cases?.hardwareEntries.length ?? 0),
        facts: {
            manifest: s.manifestFile,
            cases: s.cases?.casesCount ?? 0,
            hardwareCases: s.cases?.hardwareEntries.length ?? 0,
            records: rec.file && rec.records ? rec.file : null,
            ...(rec.run ? { run: rec.run } : {}),
            ...(rec.fromRecords ? { recordsFrom: rec.file ?? null, sandboxRan: false } : {}),
            ...(rec.records?.runner
                ? {
                    [rec.fromRecords ? 'recordsSandbox' : 'sandbox']: {
                        networkIsolated: rec.records.runner.network_isolated,
                        memoryLimitMb: rec.records.runner.memory_limit_mb,
                        memoryEnforcement: rec.records.runner.memory_enforcement,
                        timeLimitS: rec.records.runner.time_limit_s,
                        ...(rec.records.runner.isolation ? { isolation: rec.records.runner.isolation } : {})
                    }
                }
                : {}),
            headlineAccuracy: head.median,
            casesPassed: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-') && d.status === 'pass')
                .length,
            casesOnSim: decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-')).length
        }
    };
}
/**
 * Findings for gate failures that have none of their own (issue 21), each at its place, one rule each (below). Pure.
 */
function gateFindings(s, gates) {
    const failed = (id) => gates.find((g) => g.id === id)?.status === 'fail';
    return [
        ...(failed('benchmark_cases') ? noCaseFinding(s) : []),
        ...(failed('fidelity_checked')
            ? noFidelityCaseFinding(s, gates.find((g) => g.id === 'fidelity_checked')?.detail)
            : []),
        ...(failed('methods_declared') ? tooFewMethodsFinding(s) : [])
    ];
}
/** Where cases.yaml's `cases` key is (its first line when unknown). */
const casesAt = (s) => ({ file: s.casesFile, ...(s.cases?.casesKey ?? { line: 1, column: 1 }) });
/** benchmark_cases failed on a cases.yaml that loaded with no case under `cases`: QS039 at the `cases` key. */
function noCaseFinding(s) {
    if (!s.cases?.loaded || s.cases.casesCount !== 0)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS039, 'benchmarks/cases.yaml defines no case under `cases`, so benchmark_cases and cases_pass fail', {
            ...casesAt(s),
            gate: 'benchmark_cases'
        })
    ];
}
/** fidelity_checked failed on a cases.yaml that loaded: QS042 (the gate's detail) at the `cases` key. */
function noFidelityCaseFinding(s, detail) {
    if (!s.cases?.loaded)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS042, detail ?? 'no noise-model fidelity case', {
            ...casesAt(s),
            gate: 'fidelity_checked'
        })
    ];
}
/** methods_declared failed: QS041 at the manifest's `methods`. */
function tooFewMethodsFinding(s) {
    return [
        (0,finding/* finding */.g)(codes.QS.QS041, `the manifest declares ${s.manifest.methodsCount ?? 0} method(s); at least two are needed (the quantum method and the classical reference)`, { file: s.manifestFile, ...(s.manifest.methodsPos ?? { line: 1, column: 1 }), gate: 'methods_declared' })
    ];
}
/**
 * A `cases` case that passed by every other rule fails when one of its solutions breaks the output schema: its row
 * says so and cases_pass fails; its finding is QS044 (not QS021). Mutates the decisions. Pure otherwise.
 */
function markBreaches(decisions, breaches) {
    for (const b of breaches) {
        const d = decisions[b.index];
        if (!d || d.list !== 'cases' || d.status !== 'pass')
            continue;
        d.status = 'fail';
        d.message = breachText(b);
        d.outputSchema = true;
    }
}
/** QS044 at the case's entry in cases.yaml, one per breaking solution; a hardware case's is a warning (never counted). */
function breachFindings(breaches, places, schemaFile) {
    return breaches.map((b) => {
        const msg = `case "${b.name}" on ${b.target}: ${breachText(b)}${schemaFile ? ` [${schemaFile}]` : ''}`;
        const at = (0,rules_cases_pass/* casePlace */.YD)(places, b.list, b.name);
        return b.list === 'cases'
            ? (0,finding/* finding */.g)(codes.QS.QS044, msg, { ...at, gate: 'cases_pass', subject: b.name })
            : (0,finding/* finding */.g)(codes.QS.QS044, `${msg} (a hardware case: never counted for the gates)`, { ...at, subject: b.name }, 'warning');
    });
}
/** One line for the report: the isolation the workflow ran with (docs/security.md). Pure. */
function isolationLine(iso) {
    const head = iso.level === 'full' ? 'full isolation' : iso.level === 'off' ? 'sandbox off' : `${iso.level} isolation`;
    const extra = [
        ...(iso.uid !== undefined ? [`uid ${iso.uid}`] : []),
        ...(iso.hidden?.length ? [`hidden: ${iso.hidden.join(', ')}`] : []),
        ...(iso.nestedUserns ? [`nested user namespaces denied by ${iso.nestedUserns}`] : [])
    ];
    const how = [
        `via ${iso.via}; namespaces: ${iso.namespaces.join(', ') || 'none'}; file system ${iso.filesystem}; user ${iso.user}; memory cap ${iso.memory}; process cap ${iso.processes ?? 'none'}`,
        ...extra
    ].join('; ');
    return iso.missing.length ? `${head} (${how}) — missing: ${iso.missing.join('; ')}` : `${head} (${how})`;
}


/***/ }),

/***/ 616:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xn: () => (/* binding */ NO_HEADLINE),
  V: () => (/* binding */ decideCase),
  gI: () => (/* binding */ formatMetric),
  wh: () => (/* binding */ headlineAccuracy),
  uJ: () => (/* binding */ quantumMethodOf),
  cN: () => (/* binding */ refusedText)
});

// UNUSED EXPORTS: BELOW, MATCHES, accuracyOf, boundFailure, failureMessage, fmtAbove, fmtBelow, installStep, layoutText, layoutsOf, wilson

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/quantum/targets/target-syntax.ts
var target_syntax = __webpack_require__(52143);
// EXTERNAL MODULE: ./src/suites/qsolve/reported-mitigation.ts
var reported_mitigation = __webpack_require__(21981);
;// CONCATENATED MODULE: ./src/suites/qsolve/reason.ts
/**
 * Why a method crashed, in one line for a case's Result cell and its QS021 finding (docs/qsolve.md, "When a method
 * crashes"): the exception's type and message as the traceback's last line shows them (`ValueError: bad input`),
 * without host paths outside the workflow. Pure.
 */
/** The longest reason shown; a longer one is cut at a word boundary with an ellipsis. */
const REASON_MAX = 300;
/** An absolute path that is not part of a longer token (a URL's `//host/…`, a relative `wf/x.py`, `<benchgate>/…`). */
const ABSOLUTE_PATH = /(?<![\w.~:/<>-])\/(?:[^\s'"`()[\]{},;:/]+\/)*([^\s'"`()[\]{},;:/]+)/g;
/**
 * One line for a crashed method's `reason` (`failed: ValueError: …` as the runner records it): the first line of the
 * exception's text (`…` when it had more), the workflow's own paths made workflow-relative by `tidy` (the checkout's
 * absolute path and benchgate's runner, traceback.ts `tidyTraceback`), and every other absolute path reduced to
 * `…/` and its last component, so neither the machine's folders nor the sandbox's are shown.
 */
function oneLineReason(reason, tidy = (t) => t) {
    const text = (reason ?? '').replace(/^failed:\s*/, '').replace(/\r\n?/g, '\n');
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0)
        return 'no reason given';
    let line = tidy(lines[0].trim())
        .replace(/file:\/\/(?=\/)/g, '')
        .replace(ABSOLUTE_PATH, '…/$1') + (lines.length > 1 ? ' …' : '');
    if (line.length > REASON_MAX) {
        const cut = line.lastIndexOf(' ', REASON_MAX - 1);
        line = `${line.slice(0, cut > REASON_MAX / 2 ? cut : REASON_MAX - 1)}…`;
    }
    return line;
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
    return (c.methods.find((m) => m.reference === true) ??
        c.methods.find((m) => m.name === 'reference' && m.reference !== false));
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
 * re-evaluated objective; no circuit; no mitigation numbers; coverage; (benchgate's) a reported fidelity above its
 * measurement under `verify`; fidelity; post-selection; no circuit size; too many two-qubit gates.
 */
function failureMessage(c, mode = DEFAULT_REPORTED_MITIGATION) {
    return firstFailure(c, mode)?.message ?? null;
}
function firstFailure(c, mode) {
    const qm = quantumMethodOf(c);
    const rm = referenceMethodOf(c);
    if (methodValue(qm) === null || methodValue(rm) === null)
        return { message: NO_HEADLINE };
    const quantum = qm;
    for (const m of c.methods) {
        if (methodFailed(m))
            return {
                message: `method ${m.name} failed: ${(m.reason ?? '').replace(/^failed:\s*/, '') || 'no reason given'}`
            };
    }
    for (const m of c.methods) {
        if (finite(m.objective) &&
            finite(m.evaluated) &&
            Math.abs(m.objective - m.evaluated) > CLAIM_TOLERANCE * Math.max(1, Math.abs(m.evaluated))) {
            return { message: `method ${m.name} claimed ${m.objective}, its solution gives ${m.evaluated}` };
        }
    }
    if (quantum.circuits.length === 0)
        return { message: `quantum method ${quantum.name} sent no circuit to the backend` };
    const e = c.expect ?? {};
    const chk = (0,reported_mitigation/* checkMitigation */.If)(quantum, mode, scorableCoverage(quantum));
    const fid = chk.fidelity.value;
    const post = chk.postselection.value;
    // a number `ignore` refuses to take from the workflow is not "no number": the case is undecided (decideCase)
    const noFid = fid === null && chk.fidelity.status !== 'undecidable';
    const noPost = post === null && chk.postselection.status !== 'undecidable';
    const cov = chk.coverage ?? scorableCoverage(quantum);
    const coverageFailure = {
        message: `only ${fmtPercentDown(cov ?? 0)}% of the quantum method's shots could be scored against an ideal output (at least 90% are needed; circuits over ${MAX_SCORABLE_QUBITS} qubits or with mid-circuit measurement cannot be scored)`
    };
    // benchgate is the backend that measures the fidelity: when it has none because too few shots could be scored,
    // the coverage is the reason, not a missing report (docs/qsolve.md, "Failure messages")
    if (e.min_fidelity !== undefined && noFid && cov !== null && cov < MIN_COVERAGE)
        return coverageFailure;
    if ((e.min_fidelity !== undefined && noFid) || (e.min_postselection !== undefined && noPost))
        return { message: 'no mitigation numbers reported' };
    if (e.min_fidelity !== undefined) {
        if (cov === null || cov < MIN_COVERAGE)
            return coverageFailure;
        if (chk.fidelity.status === 'refused')
            return { message: refusedText(chk), refused: true };
        if (fid !== null && fid < e.min_fidelity)
            return { message: `fidelity ${fmtBelow(fid, e.min_fidelity)} < ${e.min_fidelity}` };
    }
    if (e.min_postselection !== undefined && post !== null && post < e.min_postselection)
        return { message: `post-selection ${fmtBelow(post, e.min_postselection)} < ${e.min_postselection}` };
    if (e.max_two_qubit_gates !== undefined) {
        if (quantum.circuits.some((x) => x.two_qubit_gates === null || x.two_qubit_gates === undefined))
            return { message: 'no circuit size reported' };
        const max = (0,arrays/* maxOf */._)(quantum.circuits.map((x) => x.two_qubit_gates));
        if (max > e.max_two_qubit_gates)
            return { message: `${max} two-qubit gates > ${e.max_two_qubit_gates}` };
    }
    return null;
}
/** QS050's text: both numbers, the tolerance and how it was derived. */
function refusedText(chk) {
    const f = chk.fidelity;
    return `fidelity ${f.reported} ${reported_mitigation/* LABEL_REPORTED */.HT} is above benchgate's own measurement of the same circuits, ${(0,reported_mitigation/* measuredText */.AY)(f)}, plus its tolerance ${(0,reported_mitigation/* fmt4 */.QR)(f.tolerance ?? 0)} (${reported_mitigation/* FIDELITY_SIGMAS */.Yh} standard errors at ${chk.scoredShots} scored shots); reported-mitigation: verify accepts at most ${(0,reported_mitigation/* fmt4 */.QR)((f.measured ?? 0) + (f.tolerance ?? 0))}`;
}
/** benchgate's number as the source of a gated value: `measured by benchgate, readout-mitigated (raw 0.7538)`. */
function ownText(n, which) {
    if (which !== 'fidelity')
        return reported_mitigation/* LABEL_MEASURED */.Uy;
    return `${reported_mitigation/* LABEL_MEASURED */.Uy}, readout-mitigated${typeof n.raw === 'number' ? ` (raw ${(0,reported_mitigation/* fmt4 */.QR)(n.raw)})` : ''}`;
}
/** Whose number a failing bound used, with the other side beside it. */
function sourceNote(chk, which) {
    const n = chk[which];
    const own = which === 'fidelity'
        ? `${reported_mitigation/* LABEL_MEASURED */.Uy}: ${(0,reported_mitigation/* measuredText */.AY)(n)}`
        : `${reported_mitigation/* LABEL_MEASURED */.Uy}: ${n.measured === null ? "none (it does not know the workflow's error checks)" : (0,reported_mitigation/* fmt4 */.QR)(n.measured)}`;
    switch (n.status) {
        case 'verified':
        case 'unverified':
        case 'trusted':
            return `${n.status === 'trusted' ? '' : `${n.status} `}value ${reported_mitigation/* LABEL_REPORTED */.HT} (reported-mitigation: ${chk.mode}); ${own}`;
        case 'ignored':
            return `${ownText(n, which)}; the ${(0,reported_mitigation/* fmt4 */.QR)(n.reported)} ${reported_mitigation/* LABEL_REPORTED */.HT} is not used (reported-mitigation: ignore)`;
        case 'measured':
            return ownText(n, which);
        default:
            return null;
    }
}
/** Why `ignore` leaves a case undecided: a bound whose only number is the workflow's. */
function undecidableNote(c, chk) {
    if (!chk || chk.mode !== 'ignore')
        return null;
    const e = c.expect ?? {};
    const parts = [];
    if (e.min_fidelity !== undefined && chk.fidelity.status === 'undecidable')
        parts.push(`min_fidelity: benchgate scored no circuit of this target (it scores fake: targets), and the fidelity ${(0,reported_mitigation/* fmt4 */.QR)(chk.fidelity.reported)} ${reported_mitigation/* LABEL_REPORTED */.HT} is not used`);
    if (e.min_postselection !== undefined && chk.postselection.status === 'undecidable')
        parts.push(`min_postselection: benchgate cannot measure the post-selection share (it does not know the workflow's error checks), and the share ${(0,reported_mitigation/* fmt4 */.QR)(chk.postselection.reported)} ${reported_mitigation/* LABEL_REPORTED */.HT} is not used`);
    return parts.length ? `undecided under reported-mitigation: ignore: ${parts.join('; ')}` : null;
}
/** Python distribution names that differ from the module name (the install step names the distribution). */
const PIP_NAMES = {
    sklearn: 'scikit-learn',
    yaml: 'pyyaml',
    cv2: 'opencv-python',
    PIL: 'pillow',
    qiskit_ibm_runtime: 'qiskit-ibm-runtime',
    qiskit_aer: 'qiskit-aer',
    qiskit_nature: 'qiskit-nature'
};
/** The install step of a missing module: `pip install …` for Python workflows, `npm install …` for JavaScript ones. */
function installStep(module, language) {
    if (language === 'javascript') {
        const parts = module.split('/');
        return `npm install ${module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
    }
    const top = module.split('.')[0];
    return `pip install ${PIP_NAMES[top] ?? top.replace(/_/g, '-')}`;
}
/** Why the headline is missing when a method raised MethodUnavailable, and how to make the method available. */
function unavailableNote(m, language) {
    const reason = m.reason ? `: ${m.reason}` : '';
    const mod = typeof m.missing_module === 'string' && m.missing_module !== '' ? m.missing_module : undefined;
    const how = mod
        ? `make it available by installing the module ${mod} in the CI job before benchgate runs (a step \`${installStep(mod, language)}\`), or locally in the interpreter benchgate uses (qsolve option \`python\`)`
        : 'make it available where benchgate runs (install what it needs), or have it fall back to circuits it can build without the missing piece';
    return `method ${m.name} is unavailable here${reason}; ${how}`;
}
/** Shows `v` with as many significant digits as show it is above `bound` (so "0.0500001 > 0.05", never "0.05 > 0.05"). */
function fmtAbove(v, bound) {
    for (let p = 6; p <= 17; p++) {
        const s = String(Number(v.toPrecision(p)));
        if (Number(s) > bound)
            return s;
    }
    return String(v);
}
/** max_gap (default 0, `gap <= max_gap + 1e-9`) or, when set, max_abs_error (two-sided). Returns the note of a failure, or null. */
function boundFailure(q, r, e) {
    if (e.max_abs_error !== undefined) {
        const err = Math.abs(q - r);
        return err <= e.max_abs_error
            ? null
            : `absolute error ${fmtAbove(err, e.max_abs_error)} > max_abs_error ${e.max_abs_error}`;
    }
    const maxGap = e.max_gap ?? 0;
    const gap = gapOf(q, r);
    return gap <= maxGap + GAP_SLACK ? null : `gap ${fmtAbove(gap, maxGap + GAP_SLACK)} > max_gap ${maxGap}`;
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
        return {
            accuracy: 1 - q,
            plusMinus: interval ? (interval[1] - interval[0]) / 2 : null,
            ...(interval ? { interval } : {}),
            verdict: matches ? MATCHES : BELOW
        };
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
function decideCase(c, metric, language, mode = reported_mitigation/* DEFAULT_REPORTED_MITIGATION */.A, 
/** Makes the workflow's own paths in a crash reason workflow-relative (reason.ts); other host paths are dropped. */
tidy) {
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
        return {
            ...base,
            raised: true,
            message: `${c.exception.type}: ${c.exception.message}`,
            ...(c.exception.traceback ? { traceback: c.exception.traceback } : {})
        };
    if (c.unavailable) {
        // The seed: an `ibm:` target under `cases` cannot run in validation (no network, no device) and fails; so does
        // a target outside the grammar (e.g. `fake:fez@11`). A valid target benchgate merely lacks stays undecided.
        const kind = (0,target_syntax/* targetKindOf */.$s)(c.target);
        if (base.list === 'cases' && (kind === 'ibm' || kind === undefined)) {
            const why = kind === 'ibm'
                ? `${c.target} cannot run in validation (no network, no device access); move the case to hardware_cases or give it a fake:<device>@<scale> target`
                : `target "${c.target}" cannot run: ${c.unavailable}`;
            return { ...base, message: NO_HEADLINE, note: why };
        }
        return { ...base, status: 'undecided', note: `not run: ${c.unavailable}` };
    }
    const missing = [qm, rm].find((m) => m && m.status === 'unavailable' && !methodFailed(m));
    if (qm) {
        base.quantumMethod = qm.name;
        const chk = (0,reported_mitigation/* checkMitigation */.If)(qm, mode, scorableCoverage(qm));
        base.fidelity = chk.fidelity.value;
        base.postselection = chk.postselection.value;
        base.coverage = chk.coverage ?? scorableCoverage(qm);
        if (chk.fidelity.status !== 'none' || chk.postselection.status !== 'none')
            base.mitigation = chk;
        base.circuits = qm.circuits.length;
        const lay = layoutsOf(qm.circuits);
        if (lay.length)
            base.layouts = lay;
        const counts = qm.circuits.map((x) => x.two_qubit_gates).filter(finite);
        base.maxTwoQubitGates = counts.length ? (0,arrays/* maxOf */._)(counts) : null;
        const transpiled = qm.circuits.map((x) => x.transpiled_two_qubit_gates).filter(finite);
        if (transpiled.length)
            base.maxTranspiledTwoQubitGates = (0,arrays/* maxOf */._)(transpiled);
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
    const fail = firstFailure(c, mode);
    const msg = fail?.message ?? null;
    if (msg === NO_HEADLINE && missing)
        return { ...base, message: msg, note: unavailableNote(missing, language) };
    // a crashed quantum or reference method: why, in one line (the exception's type and message)
    const crashed = [qm, rm].find((m) => m && methodFailed(m));
    if (msg === NO_HEADLINE && crashed)
        return {
            ...base,
            message: msg,
            note: `the ${crashed === qm ? 'quantum' : 'reference'} method ${crashed.name} raised ${oneLineReason(crashed.reason, tidy)}`
        };
    if (fail?.refused)
        return { ...base, message: fail.message, refusedReport: true };
    if (msg !== null) {
        // `fidelity F < B` / `post-selection P < B`: say whose number F or P is (every channel carries the note)
        const which = msg.startsWith('fidelity ') ? 'fidelity' : msg.startsWith('post-selection ') ? 'postselection' : null;
        const whose = which && base.mitigation ? sourceNote(base.mitigation, which) : null;
        return { ...base, message: msg, ...(whose ? { note: whose } : {}) };
    }
    const note = boundFailure(q, r, c.expect ?? {});
    if (note !== null)
        return { ...base, note };
    const undecided = undecidableNote(c, base.mitigation);
    if (undecided !== null)
        return { ...base, status: 'undecided', note: undecided, mitigationUndecided: true };
    return { ...base, status: 'pass' };
}
/** Median of the accuracies of the `sim-` rows (the headline); null when there is none. */
function headlineAccuracy(decisions) {
    const xs = decisions
        .filter((d) => d.target.startsWith('sim-') && d.accuracy !== null)
        .map((d) => d.accuracy);
    xs.sort((a, b) => a - b);
    if (xs.length === 0)
        return { median: null, rows: 0 };
    const mid = Math.floor(xs.length / 2);
    return { median: xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2, rows: xs.length };
}
/** A metric value for tables and messages: 6 significant digits from 1e-4 to 1e6, else exponent form (4 digits). */
function formatMetric(x) {
    if (x === 0)
        return '0';
    const a = Math.abs(x);
    if (a >= 1e-4 && a < 1e6)
        return String(Number(x.toPrecision(6)));
    return x.toExponential(3);
}
/** One circuit's layout as text: `qubits 12, 13, 14; couplers 12-13, 13-14; vf2` (+ SWAPs when routed). */
function layoutText(l) {
    const cp = l.couplers.length ? l.couplers.map(([a, b]) => `${a}-${b}`).join(', ') : 'none';
    return `qubits ${l.physical_qubits.join(', ') || 'none'}; couplers ${cp}; ${l.method}${l.swaps ? `, ${l.swaps} SWAP(s)` : ''}`;
}
/** The distinct layouts of a method's circuits, in first-use order, with how many circuits used each. Pure. */
function layoutsOf(circuits) {
    const out = new Map();
    for (const c of circuits)
        if (c.layout) {
            const t = layoutText(c.layout);
            out.set(t, (out.get(t) ?? 0) + 1);
        }
    return [...out.entries()].map(([text, n]) => ({ text, circuits: n }));
}


/***/ }),

/***/ 35057:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $I: () => (/* binding */ GATE_IDS),
  Wc: () => (/* binding */ GATE_TITLES),
  ax: () => (/* binding */ benchmarkCasesGate),
  hx: () => (/* binding */ exampleInputsGate),
  Rx: () => (/* binding */ fidelityCase),
  db: () => (/* binding */ fidelityCheckedGate),
  Vh: () => (/* binding */ manifestGate),
  Oy: () => (/* binding */ methodsDeclaredGate),
  i1: () => (/* binding */ ranToResult),
  AQ: () => (/* binding */ runGates)
});

// UNUSED EXPORTS: estimateHonestGate, firstDifference, reproducibleGate

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/quantum/targets/target-syntax.ts
var target_syntax = __webpack_require__(52143);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts + 1 modules
var decide = __webpack_require__(616);
// EXTERNAL MODULE: ./src/suites/qsolve/reported-mitigation.ts
var reported_mitigation = __webpack_require__(21981);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/suites/qsolve/rules-reported-mitigation.ts
/**
 * Findings of the `reported-mitigation` checks (reported-mitigation.ts): QS050 as a warning for a refused fidelity that
 * decides nothing (a refused one that decides `min_fidelity` fails the case: runGates gives it QS050 instead of
 * QS021), QS051 (verify: a reported number benchgate cannot measure decided a bound), QS052 (trust: a reported number
 * decided a bound) and QS053 (ignore: a bound left undecided). Each at the case's entry in cases.yaml. Pure.
 */





/** `benchgate measured 0.8312 readout-mitigated (raw 0.8101)` or why it has no number. */
function besideText(what, n, target) {
    if (n.measured !== null)
        return `${reported_mitigation/* LABEL_MEASURED */.Uy}: ${what === 'fidelity' ? (0,reported_mitigation/* measuredText */.AY)(n) : (0,reported_mitigation/* fmt4 */.QR)(n.measured)}`;
    if (what !== 'fidelity')
        return `${reported_mitigation/* LABEL_MEASURED */.Uy}: none (benchgate does not know the workflow's error checks)`;
    return target.startsWith('fake:')
        ? `${reported_mitigation/* LABEL_MEASURED */.Uy}: none (the run record holds no circuit benchgate scored)`
        : `${reported_mitigation/* LABEL_MEASURED */.Uy}: none (benchgate scores the circuits of fake: targets only)`;
}
/** `cases[i]` is the record `decisions[i]` was decided from. Each `cases` case's findings, in its order, by the rules below. */
function reportedFindings(cases, decisions, at) {
    const out = [];
    for (const [i, d] of decisions.entries()) {
        const chk = d.mitigation;
        if (!chk || d.list !== 'cases')
            continue;
        const e = (cases[i]?.expect ?? {});
        const where = { ...at(d.list, d.name), gate: 'cases_pass', subject: d.name };
        (0,arrays/* pushAll */.iI)(out, refusedDecidesNothing(d, chk, where));
        for (const b of [
            { key: 'min_fidelity', what: 'fidelity', n: chk.fidelity },
            { key: 'min_postselection', what: 'post-selection share', n: chk.postselection }
        ]) {
            const bound = e[b.key];
            if (bound !== undefined)
                (0,arrays/* pushAll */.iI)(out, boundDecidedBy(d, { ...b, bound }, where));
        }
    }
    return out;
}
/**
 * QS050 as a warning: a reported fidelity benchgate refused (verify) when the case sets no min_fidelity, so the refused
 * number decides nothing (one that decides min_fidelity fails the case: its QS050 is an error, rules-cases-pass.ts).
 */
function refusedDecidesNothing(d, chk, where) {
    if (chk.fidelity.status !== 'refused' || d.refusedReport)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS050, `case "${d.name}" on ${d.target}: ${(0,decide/* refusedText */.cN)(chk)} (the case sets no min_fidelity, so the refused number decides nothing)`, where, 'warning')
    ];
}
/**
 * Which number decided a bound the case sets (min_fidelity, min_postselection), when it was not benchgate's own:
 * QS051 (verify: a reported number benchgate cannot measure, unverified), QS052 (trust: the reported number), QS053
 * (ignore: the reported number is not used and benchgate has none, so the bound is undecided).
 */
function boundDecidedBy(d, b, where) {
    const head = `case "${d.name}" on ${d.target}`;
    const reported = b.n.reported === null ? '' : `${b.what} ${b.n.reported} ${reported_mitigation/* LABEL_REPORTED */.HT}`;
    const beside = besideText(b.what, b.n, d.target);
    if (b.n.status === 'unverified')
        return [
            (0,finding/* finding */.g)(codes.QS.QS051, `${head}: ${b.key} ${b.bound} was decided on the ${reported}, unverified (${beside})`, where)
        ];
    if (b.n.status === 'trusted')
        return [
            (0,finding/* finding */.g)(codes.QS.QS052, `${head}: ${b.key} ${b.bound} was decided on the ${reported} (reported-mitigation: trust); ${beside}`, where)
        ];
    if (b.n.status === 'undecidable' && d.mitigationUndecided)
        return [
            (0,finding/* finding */.g)(codes.QS.QS053, `${head}: ${b.key} ${b.bound} is undecided: the ${reported} is not used (reported-mitigation: ignore) and ${beside.replace(`${reported_mitigation/* LABEL_MEASURED */.Uy}: `, `${reported_mitigation/* LABEL_MEASURED */.Uy} is `)}`, where)
        ];
    return [];
}

// EXTERNAL MODULE: ./src/suites/qsolve/rules-cases-pass.ts
var rules_cases_pass = __webpack_require__(69933);
;// CONCATENATED MODULE: ./src/suites/qsolve/gates.ts
/**
 * The eight Qsolve validation gates, as pure functions. Run-dependent gates (cases_pass, reproducible,
 * estimate_honest) are decided from run records only; without records they are `undecided`.
 */







const GATE_IDS = [
    'manifest',
    'example_inputs',
    'benchmark_cases',
    'methods_declared',
    'fidelity_checked',
    'cases_pass',
    'reproducible',
    'estimate_honest'
];
const GATE_TITLES = {
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
const gate = (id, status, detail) => ({
    id,
    title: GATE_TITLES[id],
    status,
    ...(detail ? { detail } : {})
});
function fromFindings(id, findings, passDetail) {
    const errs = findings.filter((f) => f.gate === id && f.severity === 'error');
    if (errs.length === 0)
        return gate(id, 'pass', passDetail);
    return gate(id, 'fail', errs.length === 1
        ? `${errs[0].code}: ${errs[0].message}`
        : `${errs.length} errors (first ${errs[0].code}: ${errs[0].message})`);
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
    return count >= 2
        ? gate('methods_declared', 'pass', `${count} methods declared`)
        : gate('methods_declared', 'fail', `the manifest declares ${count} method(s); at least two are needed (the quantum method and the reference)`);
}
/**
 * The first case that sets a non-zero min_fidelity and runs on a valid `fake:` or `ibm:` target. `runTarget` is the
 * target `qsolve test --target T` was given: as there, a case without its own target runs on it (the platform's gates
 * stage always runs such a case on sim-cpu, so it passes no run target).
 */
function fidelityCase(cases, runTarget) {
    const noisy = (t) => t !== undefined && ((0,target_syntax/* targetKindOf */.$s)(t) === 'fake' || (0,target_syntax/* targetKindOf */.$s)(t) === 'ibm');
    return cases.find((c) => c.expect.min_fidelity !== undefined && c.expect.min_fidelity !== 0 && noisy(c.target ?? runTarget))?.name;
}
function fidelityCheckedGate(parsed, runTarget) {
    if (!parsed)
        return gate('fidelity_checked', 'fail', 'no benchmarks/cases.yaml, so no noise-model case');
    if (parsed.loadFinding)
        return gate('fidelity_checked', 'undecided', 'benchmarks/cases.yaml did not load');
    const name = fidelityCase(parsed.cases, runTarget);
    if (name !== undefined) {
        const own = parsed.cases.find((c) => c.name === name)?.target !== undefined;
        return gate('fidelity_checked', 'pass', own
            ? `case "${name}" checks fidelity on a noisy target`
            : `case "${name}" checks fidelity on ${runTarget} (the run's --target, as \`qsolve test --target\`; the platform validates it on sim-cpu, so declare the target in the case)`);
    }
    return gate('fidelity_checked', 'fail', 'no case under `cases` sets a non-zero `min_fidelity` with its own `fake:` or `ibm:` target (the platform validates on sim-cpu, so declare e.g. `target: fake:fez@1.6`)');
}
/** True when the case ran to a result: it did not raise, its target was available, no needed module was missing. */
function ranToResult(c) {
    if (c.exception || c.unavailable)
        return false;
    const q = c.methods.find((m) => m.kind === 'quantum');
    const r = c.methods.find((m) => m.reference === true) ??
        c.methods.find((m) => m.name === 'reference' && m.reference !== false);
    return ![q, r].some((m) => m &&
        m.status === 'unavailable' &&
        typeof m.missing_module === 'string' &&
        m.missing_module !== '' &&
        !(m.reason ?? '').startsWith('failed:'));
}
/**
 * cases_pass, reproducible and estimate_honest from run records. Only `cases` entries count (validation ignores
 * hardware cases). `defined` is the list of cases from cases.yaml when known: each needs a record. Each rule is its own
 * function (rules-cases-pass.ts and below); this puts their findings in the report's order.
 */
function runGates(records, decisions, defined, file, places) {
    if (!records) {
        return {
            gates: [
                gate('cases_pass', 'undecided', NEEDS_RECORDS),
                gate('reproducible', 'undecided', NEEDS_RECORDS),
                gate('estimate_honest', 'undecided', NEEDS_RECORDS)
            ],
            findings: []
        };
    }
    const loc = file ? { file } : {};
    const at = (list, name) => (places ? (0,rules_cases_pass/* casePlace */.YD)(places, list, name) : loc);
    const validation = records.cases
        .map((c, i) => ({ c, d: decisions[i] }))
        .filter((x) => (x.c.list ?? 'cases') === 'cases');
    const decided = validation.map((x) => x.d);
    const recorded = validation.map((x) => x.c.name);
    const missing = defined ? (0,rules_cases_pass/* casesWithoutRecord */.V$)(defined, recorded) : [];
    const findings = [
        ...(0,rules_cases_pass/* failedCaseFindings */.Kt)(decided, at, places),
        ...(0,rules_cases_pass/* missingCaseFindings */.F6)(missing, loc, places),
        ...(defined ? (0,rules_cases_pass/* unknownCaseFindings */.N1)(defined, recorded, loc) : []),
        ...(0,rules_cases_pass/* notRunFindings */.Vs)(decided, at),
        ...(0,rules_cases_pass/* skippedCaseFindings */.fz)(decided, at),
        ...reportedFindings(records.cases, decisions, at)
    ];
    const gates = [casesPassGate(decided, missing)];
    const first = validation.find((x) => ranToResult(x.c) && x.d.status !== 'undecided' && x.d.status !== 'skipped');
    if (first) {
        const rep = reproducibleRule(first, records.reproducible ?? undefined, at);
        const est = estimateHonestRule(first, at, places);
        gates.push(rep.gate, est.gate);
        (0,arrays/* pushAll */.iI)((0,arrays/* pushAll */.iI)(findings, rep.findings), est.findings);
    }
    return { gates, findings };
}
/** The cases_pass gate: fail (a case fails, none ran, one has no record), skipped (all), undecided (some), or pass. */
function casesPassGate(validation, missing) {
    const failed = validation.filter((d) => d.status === 'fail');
    const undecided = validation.filter((d) => d.status === 'undecided');
    const skipped = validation.filter((d) => d.status === 'skipped');
    if (validation.length === 0)
        return gate('cases_pass', 'fail', 'no case ran');
    if (failed.length > 0) {
        const d = failed[0];
        return gate('cases_pass', 'fail', `${failed.length} of ${validation.length} case(s) fail; first "${d.name}": ${d.raised ? 'FAIL ' : ''}${d.message ?? d.note ?? 'fails its expect'}${d.message === decide/* NO_HEADLINE */.xn && d.note ? ` (${d.note})` : ''}`);
    }
    if (missing.length > 0)
        return gate('cases_pass', 'fail', `${missing.length} case(s) have no run record (first "${missing[0].name}")`);
    if (skipped.length === validation.length)
        return gate('cases_pass', 'skipped', `every case was skipped: ${skipped[0].note ?? ''}`);
    if (undecided.length > 0 || skipped.length > 0) {
        const d = undecided[0] ?? skipped[0];
        const passed = validation.length - undecided.length - skipped.length;
        return gate('cases_pass', 'undecided', `${passed} of ${validation.length} case(s) pass; ${undecided.length + skipped.length} could not ${d.mitigationUndecided ? 'be decided' : 'run here'} (first "${d.name}": ${d.note ?? ''})`);
    }
    return gate('cases_pass', 'pass', `${validation.length} of ${validation.length} case(s) pass`);
}
/** The reproducible gate on the first case that ran to a result, and QS027 at that case when it fails. */
function reproducibleRule(first, reproducible, at) {
    const rep = reproducibleGate(first.c, reproducible);
    return {
        gate: rep,
        findings: rep.status === 'fail'
            ? [
                (0,finding/* finding */.g)(codes.QS.QS027, rep.detail ?? 'not reproducible', {
                    ...at(first.d.list, first.c.name),
                    gate: 'reproducible',
                    subject: first.c.name
                })
            ]
            : []
    };
}
/** The estimate_honest gate on the first case that ran, and QS028 at the `estimate` definition when it fails. */
function estimateHonestRule(first, at, places) {
    const est = estimateHonestGate(first.c);
    const where = places?.estimate ?? at(first.d.list, first.c.name);
    return {
        gate: est,
        findings: est.status === 'fail'
            ? [
                (0,finding/* finding */.g)(codes.QS.QS028, est.detail ?? 'estimate off', {
                    ...where,
                    gate: 'estimate_honest',
                    subject: first.c.name
                })
            ]
            : []
    };
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
        return diff <= REPRO_ABS || diff <= REPRO_REL * Math.max(Math.abs(a), Math.abs(b))
            ? null
            : `${path || '/'}: ${a} vs ${b}`;
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
        const ka = Object.keys(a)
            .filter((k) => !IGNORED_KEYS.has(k))
            .sort();
        const kb = Object.keys(b)
            .filter((k) => !IGNORED_KEYS.has(k))
            .sort();
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
    const same = r.name === first.name &&
        r.target === first.target &&
        r.seed === first.seed &&
        firstDifference(r.params, first.params) === null;
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
    if (!est ||
        ((est.circuits === null || est.circuits === undefined) && (est.shots === null || est.shots === undefined))) {
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


/***/ }),

/***/ 154:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ loadWorkflow),
/* harmony export */   PY: () => (/* binding */ nameWorkflow),
/* harmony export */   gP: () => (/* binding */ findRecords),
/* harmony export */   tv: () => (/* binding */ workflowName)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82702);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(53309);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(95278);
/* harmony import */ var _core_json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26636);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(56107);
/* harmony import */ var _formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13203);
/* harmony import */ var _formats_linear_regexp_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(93277);
/* harmony import */ var _formats_yaml_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77133);
/* harmony import */ var _cases_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(11085);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58426);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(68647);
/* harmony import */ var _records_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(21778);
/* harmony import */ var _submission_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(46066);
/* harmony import */ var _traceback_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(36338);
/**
 * The I/O edge of the Qsolve suite: reads one workflow folder (manifest, schemas, entry, examples, cases.yaml,
 * case inputs, run records) and hands plain data to the pure rules (check-workflow.ts). Never throws for bad input.
 */
















const CASES_PATH = 'benchmarks/cases.yaml';
const SCHEMA_MAX_BYTES = 4 * 1024 * 1024;
const EXAMPLE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_EXAMPLES = 1000;
/** Used when the manifest declares no `parameters`: only `shots`, a positive integer. */
const DEFAULT_PARAMS_SCHEMA = {
    type: 'object',
    properties: { shots: { type: 'integer', minimum: 1 } },
    additionalProperties: false
};
const rel = (folder, p) => (folder === '.' ? p : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(folder, p));
async function readText(abs, max) {
    try {
        const buf = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .readBounded */ .CB)(abs, max);
        const text = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeUtf8Strict */ .h0)(buf);
        return text === undefined ? { ok: false, message: 'the file is not valid UTF-8' } : { ok: true, text };
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .FileTooLargeError */ .yq ? e.message : `cannot read the file: ${e.message}`
        };
    }
}
async function exists(abs) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs)).isFile();
    }
    catch {
        return false;
    }
}
/** Loads everything static about a workflow folder. `root` is the real repository root, `folder` repo-relative. */
async function loadWorkflow(root, folder) {
    const folderAbs = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(folder === '.' ? root : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...folder.split('/')));
    const { manifestFile, manifest, manifestText, findings: manifestFindings } = await loadManifest(folderAbs, folder);
    const m = manifest.manifest;
    let schemas = {};
    let entry = {};
    if (m) {
        schemas = await loadSchemas(folderAbs, folder, manifestFile, manifest, manifestText);
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_14__/* .pushAll */ .iI)(manifestFindings, schemas.findings ?? []);
        const loadedEntry = await loadEntry(folderAbs, folder, manifestFile, manifest);
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_14__/* .pushAll */ .iI)(manifestFindings, loadedEntry.findings);
        entry = { entryFile: loadedEntry.entryFile, estimatePos: loadedEntry.estimatePos };
    }
    const { inputSchema, outputSchema, paramsSchema } = schemas;
    const examples = await loadExamples(folderAbs, folder, inputSchema);
    const casesFile = rel(folder, CASES_PATH);
    const cases = await loadCases(folderAbs, casesFile);
    const submissionFindings = cases && cases.loaded ? await submissionChecks(cases, folderAbs, casesFile, inputSchema, paramsSchema) : [];
    return {
        folder,
        folderAbs,
        manifestFile,
        manifest,
        manifestFindings,
        inputSchema,
        ...(outputSchema ? { outputSchema } : {}),
        paramsSchema,
        examples,
        casesFile,
        cases,
        submissionFindings,
        ...(entry.entryFile ? { entryFile: entry.entryFile } : {}),
        ...(entry.estimatePos ? { estimatePos: entry.estimatePos } : {})
    };
}
/** The manifest: which file (QS026 when both exist), its text and what parseManifest made of it (QS001 when absent or unreadable). */
async function loadManifest(folderAbs, folder) {
    const findings = [];
    const present = [];
    for (const n of _manifest_js__WEBPACK_IMPORTED_MODULE_10__/* .MANIFEST_NAMES */ .Rr)
        if (await exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folderAbs, n)))
            present.push(n);
    const manifestName = present[0] ?? _manifest_js__WEBPACK_IMPORTED_MODULE_10__/* .MANIFEST_NAMES */ .Rr[0];
    const manifestFile = rel(folder, manifestName);
    if (present.length > 1)
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS026, `both qsolve.yaml and qsolve.json exist; ${manifestName} is used`, {
            file: rel(folder, present[1])
        }));
    let manifest = { findings: [] };
    let manifestText;
    if (present.length === 0) {
        manifest.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS001, 'no workflow manifest: add qsolve.yaml (or qsolve.json)', {
            file: manifestFile,
            gate: 'manifest'
        }));
    }
    else {
        let t;
        try {
            const real = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(folderAbs, manifestName, { expect: 'file' });
            t = await readText(real, _formats_yaml_js__WEBPACK_IMPORTED_MODULE_7__/* .YAML_LIMITS */ .XM.maxBytes);
        }
        catch (e) {
            t = { ok: false, message: e.message };
        }
        if (!t.ok)
            manifest.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS001, `the manifest cannot be read: ${t.message}`, { file: manifestFile, gate: 'manifest' }));
        else {
            manifestText = t.text;
            manifest = (0,_manifest_js__WEBPACK_IMPORTED_MODULE_10__/* .parseManifest */ .Ng)(t.text, manifestFile);
        }
    }
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_14__/* .pushAll */ .iI)(findings, manifest.findings);
    return { manifestFile, manifest, ...(manifestText !== undefined ? { manifestText } : {}), findings };
}
/**
 * The input and output schema files and the manifest's `parameters` schema (the default when it has none), compiled:
 * BG020 over a bound, QS040 for a pattern the linear engine cannot run (at its line), QS003 otherwise.
 */
async function loadSchemas(folderAbs, folder, manifestFile, manifest, manifestText) {
    const m = manifest.manifest;
    const findings = [];
    const out = { findings };
    for (const which of ['input', 'output']) {
        const p = m.schemas[which];
        const r = await loadSchemaFile(folderAbs, p);
        if (!r.ok && r.bound)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG020, `the ${which} schema "${p}" ${r.message}`, {
                file: rel(folder, p),
                ...r.bound,
                gate: 'manifest'
            }));
        else if (!r.ok && r.pos)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS040, `the ${which} schema "${p}": ${r.message}`, {
                file: rel(folder, p),
                ...r.pos,
                gate: 'manifest'
            }));
        else if (!r.ok)
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS003, `the ${which} schema "${p}" ${r.message}`, {
                ...(r.missing
                    ? { file: manifestFile, ...(manifest.keyPos?.[`schemas.${which}`] ?? {}) }
                    : { file: rel(folder, p), line: 1, column: 1 }),
                gate: 'manifest'
            }));
        else if (which === 'input')
            out.inputSchema = r.validate;
        else
            out.outputSchema = r.validate;
    }
    const ps = (0,_formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_5__/* .compileUserSchema */ .M)(m.parameters ?? DEFAULT_PARAMS_SCHEMA, { useDefaults: true });
    if (!ps.ok && ps.unsupportedPattern !== undefined) {
        const path = (0,_formats_linear_regexp_js__WEBPACK_IMPORTED_MODULE_6__/* .findPatternPath */ .T8)(m.parameters, ps.unsupportedPattern);
        const loaded = manifestText !== undefined && path ? (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_7__/* .loadYaml */ .yv)(manifestText) : undefined;
        const pos = loaded?.ok && path
            ? (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_7__/* .posOfPath */ .$k)(loaded.doc, loaded.lc, [manifest.parametersKey ?? 'parameters', ...path])
            : undefined;
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS040, `the \`parameters\` schema: ${ps.message}`, {
            file: manifestFile,
            ...(pos ?? {}),
            gate: 'manifest'
        }));
    }
    else if (!ps.ok)
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS003, `the \`parameters\` schema does not compile: ${ps.message}`, {
            file: manifestFile,
            ...(manifest.keyPos?.parameters ?? {}),
            gate: 'manifest'
        }));
    else
        out.paramsSchema = ps.validate;
    return out;
}
/** The entry module: its repository-relative path and its `estimate` definition, or QS004 when absent or refused. */
async function loadEntry(folderAbs, folder, manifestFile, manifest) {
    const m = manifest.manifest;
    try {
        const entryAbs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(folderAbs, m.entry, { expect: 'file' });
        const entryFile = rel(folder, m.entry);
        const t = await readText(entryAbs, SCHEMA_MAX_BYTES);
        const estimatePos = t.ok ? (0,_traceback_js__WEBPACK_IMPORTED_MODULE_13__/* .findDefinition */ .Jn)(t.text, 'estimate') : undefined;
        return { entryFile, ...(estimatePos ? { estimatePos } : {}), findings: [] };
    }
    catch (e) {
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS004, `the entry module "${m.entry}" ${e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .UnsafePathError */ .k0 && e.problem !== 'missing' ? `is refused: ${e.message}` : 'does not exist in the workflow folder'}`, { file: manifestFile, ...(manifest.keyPos?.entry ?? {}), gate: 'manifest' })
            ]
        };
    }
}
/** benchmarks/cases.yaml parsed; undefined when it does not exist; E052 when it cannot be loaded. */
async function loadCases(folderAbs, casesFile) {
    const cannotLoad = (message) => (0,_cases_js__WEBPACK_IMPORTED_MODULE_8__/* .emptyCases */ .lf)((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.E052, `benchmarks/cases.yaml cannot be loaded: ${message} (${_cases_js__WEBPACK_IMPORTED_MODULE_8__/* .E052_LOAD */ .u0})`, {
        file: casesFile,
        gate: 'benchmark_cases'
    }));
    let casesAbs;
    try {
        casesAbs = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(folderAbs, CASES_PATH, { expect: 'file' });
    }
    catch (e) {
        return e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .UnsafePathError */ .k0 && e.problem !== 'missing' ? cannotLoad(e.message) : undefined;
    }
    const t = await readText(casesAbs, _formats_yaml_js__WEBPACK_IMPORTED_MODULE_7__/* .YAML_LIMITS */ .XM.maxBytes);
    return t.ok ? (0,_cases_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCasesYaml */ .wy)(t.text, casesFile) : cannotLoad(t.message);
}
/** The submission checks of every case of both lists, their inputs read first (submission.ts). */
async function submissionChecks(cases, folderAbs, casesFile, inputSchema, paramsSchema) {
    const inputs = new Map();
    for (const c of [...cases.cases, ...cases.hardware])
        inputs.set(c, await (0,_submission_js__WEBPACK_IMPORTED_MODULE_12__/* .resolveCaseInput */ .FC)(c, folderAbs, casesFile));
    return (0,_submission_js__WEBPACK_IMPORTED_MODULE_12__/* .checkCases */ .Iz)({
        cases: cases.cases,
        hardware: cases.hardware,
        inputs,
        inputSchema,
        paramsSchema,
        file: casesFile,
        hardwareKey: cases.hardwareKey
    });
}
async function loadSchemaFile(folderAbs, p) {
    let real;
    try {
        real = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        return {
            ok: false,
            message: e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .UnsafePathError */ .k0 && e.problem === 'missing'
                ? 'does not exist'
                : `is refused: ${e.message}`,
            missing: true
        };
    }
    const t = await readText(real, SCHEMA_MAX_BYTES);
    if (!t.ok)
        return { ok: false, message: t.message };
    const obj = (0,_submission_js__WEBPACK_IMPORTED_MODULE_12__/* .parseJsonObject */ .dw)(Buffer.from(t.text, 'utf8'));
    if (!obj.ok)
        return { ok: false, message: obj.message, ...(obj.bound ? { bound: obj.bound } : {}) };
    const c = (0,_formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_5__/* .compileUserSchema */ .M)(obj.value);
    if (c.ok)
        return c;
    if (c.unsupportedPattern !== undefined) {
        // A pattern the linear-time engine cannot run: reported at its line (QS040), never a silent pass.
        const path = (0,_formats_linear_regexp_js__WEBPACK_IMPORTED_MODULE_6__/* .findPatternPath */ .T8)(obj.value, c.unsupportedPattern);
        const doc = (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonSource */ .X0)(t.text);
        const loc = path && doc.ok ? (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .locate */ .x5)(doc.doc, '/' + path.map((x) => (0,_core_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .escapePointerSegment */ .mE)(String(x))).join('/')) : undefined;
        return {
            ok: false,
            message: c.message,
            pos: loc ? { line: loc.line, column: loc.column } : { line: 1, column: 1 }
        };
    }
    return { ok: false, message: `is not a valid JSON Schema: ${c.message}` };
}
async function loadExamples(folderAbs, folder, inputSchema) {
    const findings = [];
    let names = [];
    try {
        const ents = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folderAbs, 'examples'), { withFileTypes: true });
        names = ents.filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name);
    }
    catch {
        names = [];
    }
    names.sort();
    if (names.length === 0) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS005, 'no example input: add examples/<name>.json holding one JSON object', {
            file: rel(folder, 'examples'),
            gate: 'example_inputs'
        }));
        return { count: 0, findings };
    }
    for (const n of names.slice(0, MAX_EXAMPLES)) {
        const p = `examples/${n}`;
        const file = rel(folder, p);
        let real;
        try {
            real = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(folderAbs, p, { expect: 'file' });
        }
        catch (e) {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS006, `example ${p}: ${e.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const t = await readText(real, EXAMPLE_MAX_BYTES);
        if (!t.ok) {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS006, `example ${p}: ${t.message}`, { file, gate: 'example_inputs' }));
            continue;
        }
        const obj = (0,_submission_js__WEBPACK_IMPORTED_MODULE_12__/* .parseJsonObject */ .dw)(Buffer.from(t.text, 'utf8'));
        if (!obj.ok) {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(obj.bound ? _codes_general_js__WEBPACK_IMPORTED_MODULE_2__.BG.BG020 : _codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS006, `example ${p} ${obj.message}`, {
                file: obj.bound ? rel(folder, p) : file,
                ...(obj.bound ?? {}),
                gate: 'example_inputs'
            }));
            continue;
        }
        if (inputSchema) {
            const v = inputSchema(obj.value);
            if (!v.ok)
                findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS007, `example ${p}: ${v.instancePath || '(root)'} ${v.message} (schema path ${v.schemaPath})`, {
                    file,
                    gate: 'example_inputs'
                }));
        }
    }
    return { count: names.length, findings };
}
/** Looks for run records: an explicit path (relative to the folder) or the default one when it exists. */
async function findRecords(s, explicit) {
    const p = explicit ?? _records_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_RECORDS_PATH */ .Bv;
    const file = rel(s.folder, p);
    let real;
    try {
        real = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveInside */ .LI)(s.folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (explicit === undefined && e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .UnsafePathError */ .k0 && e.problem === 'missing')
            return { findings: [] };
        return {
            findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_15__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_9__.QS.QS020, `run records "${p}": ${e.message}`, { file, gate: 'cases_pass' })],
            file
        };
    }
    return { ...(await (0,_records_js__WEBPACK_IMPORTED_MODULE_11__/* .loadRecords */ .ff)(real, file)), file, abs: real };
}
/**
 * How a workflow is named in messages and findings' subjects: its repository-relative folder, or, at the root of
 * the checked tree (`benchgate qsolve check .`), its folder's own name, never ".". Pure.
 */
function workflowName(s) {
    return s.folder === '.' ? node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(s.folderAbs.split('\\').join('/')) || s.folder : s.folder;
}
/** Every finding names its workflow: `subject` becomes `<folder>` or `<folder> › <what it was>`. */
function nameWorkflow(findings, folder) {
    for (const f of findings)
        f.subject = f.subject ? `${folder} › ${f.subject}` : folder;
}


/***/ }),

/***/ 36172:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KD: () => (/* binding */ locateWorkflow),
/* harmony export */   zI: () => (/* binding */ findWorkflowRoot)
/* harmony export */ });
/* unused harmony export workflowsBelow */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36102);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68647);
/**
 * Which workflow folder a `benchgate qsolve …` command works on (docs/cli.md, "Which workflow"). As pytest finds its
 * rootdir: without DIR, the folder holding the Qsolve manifest, from the current directory upward; with a DIR that
 * holds no manifest, the workflow that contains DIR. The walk stops at the file-system root or at a repository root
 * (a folder holding `.git`, a folder or a worktree's file), after looking there. I/O edge of the qsolve commands.
 */





const isFile = (p) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isFile();
    }
    catch {
        return false;
    }
};
const exists = (p) => {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        return true;
    }
    catch {
        return false;
    }
};
/** True when `dir` holds a Qsolve manifest (qsolve.yaml or qsolve.json). */
function holdsManifest(dir) {
    return _manifest_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_NAMES */ .Rr.some((n) => isFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, n)));
}
/**
 * The nearest folder from `start` upward that holds a Qsolve manifest, or undefined; `stop` is the last folder looked
 * at (the repository root or the file-system root), for the message when none is found.
 */
function findWorkflowRoot(start) {
    let dir = start;
    for (;;) {
        if (holdsManifest(dir))
            return { found: dir, stop: dir };
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
        if (exists((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.git')) || parent === dir)
            return { stop: dir };
        dir = parent;
    }
}
/** Folders looked at below the current directory for the "workflows below" hint (bounded: a deep tree is not walked). */
const BELOW_MAX_DIRS = 2000;
const BELOW_MAX_DEPTH = 4;
const BELOW_SHOWN = 5;
/** Workflow folders under `dir` (breadth first, bounded; dot-folders and node_modules skipped), relative to it. */
function workflowsBelow(dir) {
    const found = [];
    let queue = [dir];
    let seen = 0;
    for (let depth = 0; depth <= BELOW_MAX_DEPTH && queue.length; depth++) {
        const next = [];
        for (const d of queue) {
            if (++seen > BELOW_MAX_DIRS)
                return { found, more: true };
            if (d !== dir && holdsManifest(d)) {
                found.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(dir, d).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/'));
                continue;
            }
            let names = [];
            try {
                names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true })
                    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
                    .map((e) => e.name)
                    .sort();
            }
            catch {
                /* unreadable: skipped */
            }
            for (const n of names)
                next.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(d, n));
        }
        queue = next;
    }
    return { found, more: false };
}
const shownFrom = (cwd, p) => {
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(cwd, p).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
    return r === '' ? '.' : r;
};
/**
 * Root and repo-relative folder for the DIR argument (undefined: none given). The root is the current directory
 * when the workflow is inside it (the report's paths are then those of the current directory), else the workflow
 * itself; the text output shows every path relative to the current directory either way (report/display-path.ts).
 */
async function locateWorkflow(dir, io) {
    let cwd = io.cwd;
    try {
        cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(io.cwd);
    }
    catch {
        /* keep */
    }
    const asked = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(io.cwd, dir ?? '.');
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(asked)).isDirectory())
            throw new Error('x');
    }
    catch {
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
    }
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(asked);
    const up = findWorkflowRoot(real);
    let target = real;
    let note;
    if (up.found !== undefined && up.found !== real) {
        target = up.found;
        {
            // "the workflow generic-qubo (..)": a path of dots alone names nothing, so the folder's name goes first
            const shown = shownFrom(cwd, target);
            const named = /^(\.\.\/?)+$/.test(shown) ? `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(target)} (${shown})` : shown;
            note = `${dir === undefined ? 'the current folder' : `"${dir}"`} is inside the workflow ${named}: using it`;
        }
    }
    else if (up.found === undefined && dir === undefined) {
        const below = workflowsBelow(real);
        const hint = below.found.length
            ? ` Workflows below: ${below.found.slice(0, BELOW_SHOWN).join(', ')}${below.found.length > BELOW_SHOWN || below.more ? ', …' : '.'}`
            : '';
        const fsRoot = up.stop === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(up.stop);
        const where = up.stop === real
            ? `in ${shownFrom(cwd, real)} (${fsRoot ? 'the file-system root' : 'the repository root'})`
            : `in ${shownFrom(cwd, real)} or a folder above it up to ${fsRoot ? 'the file-system root' : `the repository root ${shownFrom(cwd, up.stop)}`}`;
        throw new _core_command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`no Qsolve workflow here: no qsolve.yaml or qsolve.json ${where}; give the workflow folder as DIR.${hint}`);
    }
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(cwd, target);
    const folder = r === '' ? '.' : !r.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(r) ? r.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/') : undefined;
    return {
        ...(folder !== undefined ? { root: cwd, folder } : { root: target, folder: '.' }),
        ...(note ? { note } : {})
    };
}


/***/ }),

/***/ 68647:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ parseManifest),
/* harmony export */   Rr: () => (/* binding */ MANIFEST_NAMES),
/* harmony export */   ak: () => (/* binding */ metricOf)
/* harmony export */ });
/* unused harmony exports unknownKeys, suggestKey, editDistance */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95278);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(53309);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58426);
/* harmony import */ var _formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13203);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49508);
/* harmony import */ var _formats_yaml_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77133);







const MANIFEST_NAMES = ['qsolve.yaml', 'qsolve.json'];
let manifestValidator;
/** Parses and validates a manifest's text. Pure. */
function parseManifest(text, file) {
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
            return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, `the manifest is not valid JSON: ${msg}`, { file, ...loc, gate })] };
        }
    }
    const loaded = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .loadYaml */ .yv)(text);
    if (!loaded.ok)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(loaded.bound ? _codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG020 : _codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, `the manifest cannot be loaded: ${loaded.message}`, {
                    file,
                    ...(loaded.pos ?? {}),
                    gate
                })
            ]
        };
    const value = loaded.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS001, 'the manifest must be a mapping (keys name, entry, schemas, methods, metric, resources, targets, parameters)', { file, line: 1, column: 1, gate })
            ]
        };
    }
    const norm = normaliseSpellings(value);
    const obj = norm.value;
    const out = { findings: [] };
    // Paths of a normalised key are looked up where the author wrote them (`input_schema`, not `schemas.input`).
    const where = (path) => (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .posOfPath */ .$k)(loaded.doc, loaded.lc, remapPath(path, norm.renamed));
    const at = (path) => ({ file, ...(where(path) ?? {}), gate });
    for (const a of norm.renamed) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS043, `manifest key "${a.alias}" (the Qsolve notes' spelling) is read as \`${a.canonical.join('.')}\`, benchgate's spelling`, at([...a.canonical])));
    }
    for (const c of norm.conflicts) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `manifest gives both "${c.alias}" and \`${c.canonical.join('.')}\`, two spellings of one key; keep one`, { file, ...((0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .posOfPath */ .$k)(loaded.doc, loaded.lc, [c.alias]) ?? {}), gate }));
    }
    if (norm.renamed.some((a) => a.alias === 'params'))
        out.parametersKey = 'params';
    if (Array.isArray(obj.methods))
        out.methodsCount = obj.methods.length;
    const mp = where(['methods']);
    if (mp)
        out.methodsPos = mp;
    out.keyPos = {};
    for (const k of ['entry', 'schemas.input', 'schemas.output', 'parameters']) {
        if (k === 'entry' && !('entry' in obj))
            continue;
        if (k === 'parameters' && !('parameters' in obj))
            continue;
        const kp = where(k.split('.'));
        if (kp)
            out.keyPos[k] = kp;
    }
    const targets = obj.targets;
    out.qpuIbm = !!targets && typeof targets === 'object' && Array.isArray(targets.qpu) && targets.qpu.includes('ibm');
    // Every unknown key, each at its own line with a suggestion; then the first other schema error (on a copy without them).
    const unknown = unknownKeys(obj);
    for (const u of unknown.slice(0, MAX_UNKNOWN_REPORTED)) {
        const hint = u.suggestion ? `; did you mean "${u.suggestion}"?` : `; known keys here: ${u.known.join(', ')}`;
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `unknown manifest key "${clip(u.path.map(String).join('.'))}"${hint}`, at(u.path)));
    }
    if (unknown.length > MAX_UNKNOWN_REPORTED) {
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `${unknown.length - MAX_UNKNOWN_REPORTED} more unknown manifest key(s) not listed (at most ${MAX_UNKNOWN_REPORTED} are)`, at(unknown[MAX_UNKNOWN_REPORTED].path)));
    }
    manifestValidator ??= (0,_formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_2__/* .compileOwnSchema */ .l)(_schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_SCHEMA */ .K);
    const r = manifestValidator(unknown.length > 0
        ? withoutPaths(obj, unknown.map((u) => u.path))
        : obj);
    if (!r.ok) {
        const segs = (0,_formats_yaml_js__WEBPACK_IMPORTED_MODULE_4__/* .pointerSegments */ .cP)(r.instancePath);
        out.findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `manifest ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, at(segs)));
    }
    if (out.findings.some((f) => f.severity === 'error'))
        return out;
    const manifest = obj;
    // Method rules JSON Schema cannot say, one function each.
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .pushAll */ .iI)(out.findings, duplicateMethodFindings(manifest, at));
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .pushAll */ .iI)(out.findings, referenceMethodFindings(manifest, at));
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .pushAll */ .iI)(out.findings, quantumMethodFindings(manifest, at));
    out.manifest = manifest;
    return out;
}
/** QS002 for each method whose name an earlier method already has. */
function duplicateMethodFindings(manifest, at) {
    const out = [];
    const seen = new Set();
    manifest.methods.forEach((m, i) => {
        if (seen.has(m.name))
            out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `method "${m.name}" is declared twice; method names must be unique`, at(['methods', i, 'name'])));
        seen.add(m.name);
    });
    return out;
}
/** QS002 unless exactly one method is the baseline (`reference: true`, or named `reference`) and it is classical. */
function referenceMethodFindings(manifest, at) {
    const refs = referenceMethods(manifest);
    if (refs.length === 0)
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, 'no method is the baseline: mark one classical method `reference: true` (or name it `reference`)', at(['methods']))
        ];
    if (refs.length > 1)
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `more than one method is marked \`reference: true\` (${refs.map((m) => m.name).join(', ')}); mark exactly one`, at(['methods']))
        ];
    if (refs[0].kind !== 'classical')
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, `the reference method "${refs[0].name}" must be classical: the baseline is the best classical answer`, at(['methods', manifest.methods.indexOf(refs[0]), 'kind']))
        ];
    return [];
}
/** QS002 when no method has `kind: quantum`. */
function quantumMethodFindings(manifest, at) {
    if (manifest.methods.some((m) => m.kind === 'quantum'))
        return [];
    return [
        (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS002, 'no method has `kind: quantum`; a workflow needs at least one quantum method', at(['methods']))
    ];
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
/**
 * Spellings the Qsolve platform notes use for keys benchgate spells differently. Each maps to exactly one benchgate
 * key, so reading it is unambiguous; the manifest is normalised and a QS043 notice says so.
 */
const MANIFEST_ALIASES = {
    input_schema: ['schemas', 'input'],
    output_schema: ['schemas', 'output'],
    params: ['parameters']
};
/** Moves each alias key to its benchgate spelling (a shallow copy; the input is not changed). Pure. */
function normaliseSpellings(obj) {
    const value = { ...obj };
    const renamed = [];
    const conflicts = [];
    for (const [alias, canonical] of Object.entries(MANIFEST_ALIASES)) {
        if (!Object.prototype.hasOwnProperty.call(obj, alias))
            continue;
        if (canonical.length === 1) {
            if (Object.prototype.hasOwnProperty.call(obj, canonical[0])) {
                conflicts.push({ alias, canonical });
                delete value[alias];
                continue;
            }
            value[canonical[0]] = obj[alias];
        }
        else {
            const parent = value[canonical[0]];
            if (parent !== undefined && !isPlainObject(parent))
                continue; // left as an unknown key; the parent's type error is reported
            if (isPlainObject(parent) && Object.prototype.hasOwnProperty.call(parent, canonical[1])) {
                conflicts.push({ alias, canonical });
                delete value[alias];
                continue;
            }
            value[canonical[0]] = { ...(isPlainObject(parent) ? parent : {}), [canonical[1]]: obj[alias] };
        }
        delete value[alias];
        renamed.push({ alias, canonical });
    }
    return { value, renamed, conflicts };
}
/** A path into the normalised manifest, as written in the file (`schemas.input` → `input_schema` when that was used). */
function remapPath(path, renamed) {
    for (const a of renamed) {
        if (a.canonical.every((seg, i) => path[i] === seg)) {
            // `schemas.input` was written as `input_schema`: point there; a path only to `schemas` keeps the real `schemas` key.
            return [a.alias, ...path.slice(a.canonical.length)];
        }
    }
    return path;
}
/** At most this many unknown keys are listed one by one (a generated manifest must not flood the report). */
const MAX_UNKNOWN_REPORTED = 50;
/** Key names longer than this are not compared (no suggestion) and are cut in messages. */
const MAX_KEY_SHOWN = 80;
const clip = (s) => (s.length > MAX_KEY_SHOWN ? `${s.slice(0, MAX_KEY_SHOWN)}…` : s);
/** Every key the manifest schema does not allow (`additionalProperties: false`), with a did-you-mean. Pure. */
function unknownKeys(obj) {
    const out = [];
    const root = _schemas_js__WEBPACK_IMPORTED_MODULE_3__/* .MANIFEST_SCHEMA */ .K;
    const walk = (value, node, path) => {
        if (Array.isArray(value)) {
            if (node.items)
                value.forEach((v, i) => walk(v, node.items, [...path, i]));
            return;
        }
        if (!isPlainObject(value) || !node.properties)
            return;
        const known = Object.keys(node.properties);
        for (const [k, v] of Object.entries(value)) {
            const sub = node.properties[k];
            if (sub)
                walk(v, sub, [...path, k]);
            else if (node.additionalProperties === false) {
                const suggestion = suggestKey(k, known, path.length === 0 ? root : undefined);
                out.push({ path: [...path, k], ...(suggestion ? { suggestion } : {}), known });
            }
        }
    };
    walk(obj, root, []);
    return out;
}
/**
 * The nearest known key by edit distance (at most a third of the longer name, at least 1, at most 3), or at the root
 * a key of a nested object with exactly this name (`tolerance` → `metric.tolerance`).
 */
function suggestKey(key, known, root) {
    if (key.length > MAX_KEY_SHOWN)
        return undefined;
    const lower = key.toLowerCase();
    let best;
    let bestD = Infinity;
    for (const k of known) {
        const d = editDistance(lower, k.toLowerCase());
        const limit = Math.min(3, Math.max(1, Math.floor(Math.max(k.length, key.length) / 3)));
        if (d <= limit && d < bestD) {
            best = k;
            bestD = d;
        }
    }
    if (best)
        return best;
    if (root?.properties) {
        for (const [parent, node] of Object.entries(root.properties)) {
            const props = node.properties ?? node.items?.properties;
            if (props && Object.prototype.hasOwnProperty.call(props, key))
                return `${parent}.${key}`;
        }
    }
    return undefined;
}
/** Levenshtein distance (insert, delete, substitute; each 1). */
function editDistance(a, b) {
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++)
            cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = cur;
    }
    return prev[b.length];
}
/** A copy of `obj` without the given key paths (only the objects on those paths are copied). */
function withoutPaths(obj, paths) {
    const copy = (v) => (Array.isArray(v) ? [...v] : isPlainObject(v) ? { ...v } : v);
    const top = copy(obj);
    for (const p of paths) {
        let cur = top;
        for (let i = 0; i < p.length - 1; i++) {
            cur[p[i]] = copy(cur[p[i]]);
            cur = cur[p[i]];
        }
        delete cur[p[p.length - 1]];
    }
    return top;
}
function isPlainObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}


/***/ }),

/***/ 52838:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ bindRecords),
/* harmony export */   xD: () => (/* binding */ currentBinding)
/* harmony export */ });
/* unused harmony exports caseList, bindingFindings */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95278);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58426);
/* harmony import */ var _runner_cache_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2255);
/**
 * Run records are bound to what they judge (docs/qsolve.md "Run records", docs/security.md): `benchgate qsolve run
 * --out` writes `binding` = the SHA-256 of the workflow folder's content (code, manifest, schemas, examples, every case
 * input: every file but benchgate's own `.benchgate/` and caches), benchgate's version and the case list; a check that
 * decides from records compares all three with the workflow it judges and refuses records that do not match.
 */





/** The case list as the binding records it: `cases/<name>` and `hardware_cases/<name>`, in file order. Pure. */
function caseList(s) {
    if (!s.cases)
        return [];
    return [...s.cases.cases.map((c) => `cases/${c.name}`), ...s.cases.hardware.map((c) => `hardware_cases/${c.name}`)];
}
/** The records file's path inside the workflow folder (left out of the digest), or undefined when outside it. */
function insideFolder(folderAbs, fileAbs) {
    if (fileAbs === undefined)
        return undefined;
    const r = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(folderAbs, fileAbs);
    return r === '' || r.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(r) ? undefined : r.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
}
/**
 * The binding of the workflow as it is now. Not hashed: `recordsAbs` (the records file, when inside the folder) and
 * benchgate's own `.benchgate.yml` at the folder's root (the job's and the tree's settings, not the workflow's
 * content: its options are checked where they apply, and a checked tree's file may only tighten them).
 */
async function currentBinding(s, recordsAbs) {
    const records = insideFolder(s.folderAbs, recordsAbs);
    const content = await (0,_runner_cache_key_js__WEBPACK_IMPORTED_MODULE_2__/* .workflowDigest */ .s)(s.folderAbs, [...(records ? [records] : []), '.benchgate.yml']);
    if (content === undefined)
        return undefined;
    return { content: `sha256:${content}`, benchgate: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, cases: caseList(s) };
}
/** Compares the records' binding with the workflow's. Pure: the findings (QS045–QS048, errors on cases_pass). */
function bindingFindings(binding, now, file, folder) {
    const at = { file, gate: 'cases_pass' };
    if (!binding)
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS045, `run records ${file} carry no binding to a workflow (content digest, benchgate version, case list), so they cannot be shown to judge ${folder}; they were not used`, at)
        ];
    const out = [];
    if (!now)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS046, `the content of ${folder} cannot be digested (over 5,000 files or 256 MiB), so run records ${file} cannot be matched to it; they were not used`, at));
    else if (binding.content !== now.content)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS046, `run records ${file} were written for other content than ${folder} has now (digest ${binding.content.slice(0, 19)}…, the workflow's ${now.content.slice(0, 19)}…: its code, manifest, schemas or a case input changed, or the records come from another workflow); they were not used`, at));
    if (binding.benchgate !== _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x)
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS047, `run records ${file} were written by benchgate ${binding.benchgate.slice(0, 40)}, this is benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x}; they were not used`, at));
    if (now && JSON.stringify(binding.cases) !== JSON.stringify(now.cases))
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS048, `run records ${file} were written for the cases [${binding.cases.slice(0, 8).join(', ')}${binding.cases.length > 8 ? ', …' : ''}], ${folder} has [${now.cases.slice(0, 8).join(', ')}${now.cases.length > 8 ? ', …' : ''}]; they were not used`, at));
    return out;
}
/**
 * Checks records read from a file against the workflow they are to judge: records that do not match are dropped
 * (the run gates stay undecided) with the mismatch findings; records that match are kept, with a QS049 notice that
 * this run decided from them and ran no workflow code and no sandbox.
 */
async function bindRecords(s, rec, recordsAbs) {
    if (!rec.records || rec.file === undefined)
        return rec;
    const problems = bindingFindings(rec.records.binding, await currentBinding(s, recordsAbs), rec.file, s.folder);
    if (problems.length) {
        return {
            ...rec,
            records: undefined,
            findings: [...rec.findings, ...problems],
            notRun: `the run records ${rec.file} were refused (${problems.map((p) => p.code).join(', ')}) and no workflow code ran in this run`
        };
    }
    return {
        ...rec,
        fromRecords: true,
        findings: [
            ...rec.findings,
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_1__.QS.QS049, `decided from the run records ${rec.file} (bound to this workflow's content, benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x} and its cases); no workflow code and no sandbox ran in this run`, { file: rec.file })
        ]
    };
}


/***/ }),

/***/ 21778:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ DEFAULT_RECORDS_PATH),
/* harmony export */   Ho: () => (/* binding */ RECORDS_SCHEMA_ID),
/* harmony export */   ff: () => (/* binding */ loadRecords)
/* harmony export */ });
/* unused harmony export validateRecords */
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(95278);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82702);
/* harmony import */ var _core_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8630);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56107);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(311);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58426);
/* harmony import */ var _formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13203);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49508);








const RECORDS_MAX_BYTES = 64 * 1024 * 1024;
/** Where `check` looks for run records inside a workflow folder unless the `records` option says otherwise. */
const DEFAULT_RECORDS_PATH = '.benchgate/run-records.json';
const RECORDS_SCHEMA_ID = 'benchgate.qsolve.run-records/1';
let validator;
/** Validates parsed run records. Pure. */
function validateRecords(value, file) {
    validator ??= (0,_formats_jsonschema_js__WEBPACK_IMPORTED_MODULE_4__/* .compileOwnSchema */ .l)(_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .RUN_RECORD_SCHEMA */ .i);
    const r = validator(value);
    if (!r.ok)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, {
                    file,
                    gate: 'cases_pass',
                    subject: r.instancePath || '/'
                })
            ]
        };
    const records = value;
    const findings = [];
    if (records.engine.version !== _version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x) {
        findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS024, `run records produced by ${records.engine.name} ${records.engine.version}, decided by benchgate ${_version_js__WEBPACK_IMPORTED_MODULE_7__/* .VERSION */ .x}`, { file }));
    }
    return { records, findings };
}
/** Reads and validates a run records file (absolute path). Never throws. */
async function loadRecords(abs, file) {
    let buf;
    try {
        buf = await (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .readBounded */ .CB)(abs, RECORDS_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof _core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .FileTooLargeError */ .yq ? e.message : `cannot read: ${e.message}`;
        return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records ${msg}`, { file, gate: 'cases_pass' })] };
    }
    const text = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8Strict */ .h0)(buf);
    if (text === undefined)
        return { findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, 'run records are not valid UTF-8', { file, gate: 'cases_pass' })] };
    const over = (0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .scanJsonBounds */ .Z9)(text);
    if (over)
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_0__.BG.BG020, `run records: ${(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .describeBound */ .YD)(over)}; ${_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .BOUND_FIX */ .XM}`, {
                    file,
                    ...(0,_core_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(text, over.offset),
                    gate: 'cases_pass'
                })
            ]
        };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        return {
            findings: [
                (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_6__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_3__.QS.QS020, `run records are not valid JSON: ${e.message}`, { file, gate: 'cases_pass' })
            ]
        };
    }
    return validateRecords(value, file);
}


/***/ }),

/***/ 46692:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XJ: () => (/* binding */ trackRecordSections)
});

// UNUSED EXPORTS: HARDWARE_NOT_RUN, LAYOUTS_SHOWN, TRACK_COLUMNS, resultCell

// EXTERNAL MODULE: ./src/suites/qsolve/decide.ts + 1 modules
var decide = __webpack_require__(616);
// EXTERNAL MODULE: ./src/suites/qsolve/reported-mitigation.ts
var reported_mitigation = __webpack_require__(21981);
;// CONCATENATED MODULE: ./src/suites/qsolve/report-mitigation-table.ts

const COLUMNS = [
    'Case',
    'Target',
    'Number',
    'Reported by the workflow',
    'Measured by benchgate (raw)',
    'Measured by benchgate (mitigated)',
    `Tolerance (${reported_mitigation/* FIDELITY_SIGMAS */.Yh} s.e.)`,
    'Gate used',
    'Check'
];
const CHECK = {
    none: '—',
    measured: `${reported_mitigation/* LABEL_MEASURED */.Uy} (nothing reported)`,
    verified: 'verified: within benchgate’s measurement + tolerance',
    refused: 'refused: above benchgate’s measurement + tolerance (QS050)',
    unverified: 'unverified: benchgate cannot measure it (QS051 when it decides a bound)',
    trusted: `trusted: ${reported_mitigation/* LABEL_REPORTED */.HT} (reported-mitigation: trust)`,
    ignored: `not used: ${reported_mitigation/* LABEL_MEASURED */.Uy} decides (reported-mitigation: ignore)`,
    undecidable: 'not used, and benchgate has none: undecided (QS053 when it decides a bound)'
};
const f4 = (x) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(4) : null);
function row(d, what, n, fidelity) {
    const used = n.value === null ? null : `${n.value.toFixed(4)} (${n.source === 'workflow' ? reported_mitigation/* LABEL_REPORTED */.HT : reported_mitigation/* LABEL_MEASURED */.Uy})`;
    return [
        d.name,
        d.target,
        what,
        f4(n.reported),
        fidelity ? f4(n.raw) : null,
        fidelity
            ? f4(n.measured)
            : n.measured === null
                ? 'not measurable (the error checks are the workflow’s)'
                : f4(n.measured),
        fidelity ? f4(n.tolerance) : null,
        used,
        CHECK[n.status]
    ];
}
function mitigationSection(decisions) {
    const rows = [];
    let mode;
    for (const d of decisions) {
        const m = d.mitigation;
        if (!m)
            continue;
        mode ??= m.mode;
        if (m.fidelity.status !== 'none')
            rows.push(row(d, 'fidelity', m.fidelity, true));
        if (m.postselection.status !== 'none')
            rows.push(row(d, 'post-selection share', m.postselection, false));
    }
    if (rows.length === 0)
        return undefined;
    return {
        kind: 'table',
        title: 'Mitigation numbers: reported by the workflow vs measured by benchgate',
        columns: COLUMNS,
        rows,
        note: `reported-mitigation: ${mode}. benchgate scores every circuit it simulated on a fake: target itself: Hellinger fidelity of the raw counts and (mitigated) of the counts readout-mitigated with the device's own assignment matrices (docs/fidelity.md); the tolerance is ${reported_mitigation/* FIDELITY_SIGMAS */.Yh} standard errors of that estimate at the case's scored shots.`
    };
}

;// CONCATENATED MODULE: ./src/suites/qsolve/report-track-record.ts



const TRACK_COLUMNS = [
    'Case',
    'Target',
    'Result',
    'Gap',
    'Abs error',
    'Quantum',
    'Reference',
    'Accuracy',
    'Verdict',
    'Fidelity',
    'Post-selection',
    '2q gates (as sent)',
    '2q gates (transpiled)',
    'Shots',
    'Time (s)'
];
const formatOrNull = (x, f = decide/* formatMetric */.gI) => (x === null ? null : f(x));
/** The Result cell of a hardware case that did not run here (not a pass). */
const HARDWARE_NOT_RUN = 'not run in CI (hardware)';
function resultCell(d) {
    if (d.status === 'pass')
        return 'PASS';
    // A hardware case benchgate cannot run is shown shortly (the reason is in the table's note and the QS032
    // finding); it stays undecided, never a pass.
    if (d.status === 'undecided' && d.list === 'hardware_cases')
        return HARDWARE_NOT_RUN;
    if (d.status === 'undecided')
        return `UNDECIDED (${d.note ?? 'not run'})`;
    if (d.status === 'skipped')
        return `SKIPPED (${d.note ?? 'not run'})`;
    if (d.message !== null)
        return d.note ? `FAIL ${d.message} (${d.note})` : `FAIL ${d.message}`;
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
const LAYOUT_COLUMNS = ['Case', 'Target', 'Circuits', 'Device qubits and couplers'];
/** At most this many distinct layouts are listed per case; the rest are counted. */
const LAYOUTS_SHOWN = 5;
/** The layout rows of one case (distinct layouts of its quantum method's circuits). */
function layoutRows(d) {
    const ls = d.layouts ?? [];
    const rows = ls
        .slice(0, LAYOUTS_SHOWN)
        .map((l) => [d.name, d.target, l.circuits, l.text]);
    if (ls.length > LAYOUTS_SHOWN) {
        const rest = ls.slice(LAYOUTS_SHOWN);
        rows.push([d.name, d.target, rest.reduce((s, l) => s + l.circuits, 0), `${rest.length} more layout(s)`]);
    }
    return rows;
}
function trackRow(d) {
    return [
        d.name,
        d.target,
        resultCell(d),
        formatOrNull(d.gap),
        formatOrNull(d.absError),
        formatOrNull(d.quantum),
        formatOrNull(d.baseline),
        accuracyCell(d),
        d.verdict,
        d.mitigation ? (0,reported_mitigation/* labelledCell */.WH)(d.mitigation.fidelity) : formatOrNull(d.fidelity, (v) => v.toFixed(4)),
        d.mitigation ? (0,reported_mitigation/* labelledCell */.WH)(d.mitigation.postselection) : formatOrNull(d.postselection, (v) => v.toFixed(4)),
        d.maxTwoQubitGates,
        d.maxTranspiledTwoQubitGates ?? null,
        d.shots,
        formatOrNull(d.wallTime, (v) => v.toFixed(2))
    ];
}
/**
 * The track record as the workflow page shows it: `sim-` rows (the headline, median accuracy), `fake:` rows
 * (noise-model estimate) and every other target (on quantum hardware), each in its own table.
 */
/** The manifest's `metric.note` (at most 600 characters), shown beside the headline number. */
const NOTE_MAX = 600;
function trackRecordSections(decisions, note) {
    const sim = decisions.filter((d) => d.target.startsWith('sim-'));
    const fake = decisions.filter((d) => d.target.startsWith('fake:'));
    const hw = decisions.filter((d) => !d.target.startsWith('sim-') && !d.target.startsWith('fake:'));
    const out = [];
    const head = (0,decide/* headlineAccuracy */.wh)(decisions);
    const passed = sim.filter((d) => d.list === 'cases' && d.status === 'pass').length;
    const total = sim.filter((d) => d.list === 'cases').length;
    out.push({
        kind: 'text',
        title: 'Headline accuracy',
        body: (head.median === null
            ? 'none: no sim- case produced a comparable result'
            : `${(head.median * 100).toFixed(2)}% (median over ${head.rows} sim- row(s)); ${passed} of ${total} sim- case(s) pass`) +
            (note ? ` — note: ${note.slice(0, NOTE_MAX)}` : '')
    });
    out.push({
        kind: 'table',
        title: 'Track record (sim- targets)',
        columns: TRACK_COLUMNS,
        rows: sim.map(trackRow),
        note: 'The headline accuracy is the median of these rows.'
    });
    if (fake.length)
        out.push({
            kind: 'table',
            title: 'Noise-model estimate (fake: targets)',
            columns: TRACK_COLUMNS,
            rows: fake.map(trackRow),
            note: 'Shown apart, not in the headline.'
        });
    const mit = mitigationSection(decisions);
    if (mit)
        out.push(mit);
    const placed = fake.filter((d) => d.layouts?.length);
    if (placed.length) {
        out.push({
            kind: 'table',
            title: 'Device qubits used (fake: targets)',
            columns: LAYOUT_COLUMNS,
            rows: placed.flatMap((d) => layoutRows(d)),
            note: 'Where the noise engine placed the quantum method’s circuits (noise-aware layout, docs/devices.md); each row is one distinct layout.'
        });
    }
    if (hw.length) {
        const notRun = hw.filter((d) => d.status === 'undecided' && d.list === 'hardware_cases');
        const why = notRun.length
            ? ` ${notRun.length} case(s) not run in CI: ${notRun[0].note?.replace(/^not run: /, '') ?? 'the target is not available here'}.`
            : '';
        out.push({
            kind: 'table',
            title: 'On quantum hardware',
            columns: TRACK_COLUMNS,
            rows: hw.map(trackRow),
            note: `Shown apart, not in the headline: the hardware measures the device as much as the workflow.${why}`
        });
    }
    return out;
}


/***/ }),

/***/ 21981:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ DEFAULT_REPORTED_MITIGATION),
/* harmony export */   AY: () => (/* binding */ measuredText),
/* harmony export */   HT: () => (/* binding */ LABEL_REPORTED),
/* harmony export */   If: () => (/* binding */ checkMitigation),
/* harmony export */   QR: () => (/* binding */ fmt4),
/* harmony export */   Uy: () => (/* binding */ LABEL_MEASURED),
/* harmony export */   WH: () => (/* binding */ labelledCell),
/* harmony export */   Yh: () => (/* binding */ FIDELITY_SIGMAS),
/* harmony export */   jq: () => (/* binding */ REPORTED_MITIGATION_MODES)
/* harmony export */ });
/* unused harmony exports fidelityStderr, measuredOf */
const REPORTED_MITIGATION_MODES = ['trust', 'verify', 'ignore'];
const DEFAULT_REPORTED_MITIGATION = 'verify';
/** k of the verify tolerance: a reported fidelity may exceed benchgate's by at most k standard errors. */
const FIDELITY_SIGMAS = 3;
/** Labels, the same words in every channel. */
const LABEL_REPORTED = 'reported by the workflow';
const LABEL_MEASURED = 'measured by benchgate';
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
/**
 * Standard error of one circuit's readout-mitigated Hellinger fidelity F estimated from N shots, with mitigation
 * amplification γ: γ·√(max(F(1 − F), 1/N) / N). F(1 − F)/N is the delta-method variance of the Hellinger fidelity of
 * an N-shot empirical distribution; the floor 1/N keeps it above zero at F = 1 (then k = 3 gives 3/N, the rule of
 * three).
 */
function fidelityStderr(f, shots, gamma = 1) {
    if (!(shots > 0))
        return Infinity;
    const v = Math.max(f * (1 - f), 1 / shots) / shots;
    return Math.max(1, gamma) * Math.sqrt(v);
}
/** benchgate's numbers from a method's circuit records. Pure. */
function measuredOf(m) {
    let all = 0;
    let scored = 0;
    let device = false;
    let fSum = 0;
    let rawSum = 0;
    let rawShots = 0;
    const parts = [];
    for (const c of m.circuits) {
        all += c.shots;
        if (c.fidelity !== undefined)
            device = true;
        if (!finite(c.fidelity) || !(c.shots > 0))
            continue;
        scored += c.shots;
        fSum += c.shots * c.fidelity;
        parts.push({ f: c.fidelity, n: c.shots, g: finite(c.readout_gamma) ? c.readout_gamma : 1 });
        if (finite(c.raw_fidelity)) {
            rawSum += c.shots * c.raw_fidelity;
            rawShots += c.shots;
        }
    }
    let stderr = null;
    if (scored > 0) {
        // the aggregate is Σ w_c F_c with w_c = N_c / Σ N: its variance is Σ w_c² σ_c²
        let v = 0;
        for (const p of parts)
            v += (p.n / scored) ** 2 * fidelityStderr(p.f, p.n, p.g) ** 2;
        stderr = Math.sqrt(v);
    }
    return {
        fidelity: scored > 0 ? fSum / scored : null,
        rawFidelity: rawShots > 0 ? rawSum / rawShots : null,
        stderr,
        scoredShots: scored,
        coverage: device && all > 0 ? scored / all : null
    };
}
/** The numbers a workflow reported (the record's `reported` block; older records: the merged numbers of a workflow source). */
function reportedOf(m) {
    const mit = m.mitigation ?? {};
    const r = mit.reported ?? (mit.source === 'backend' ? {} : mit);
    return {
        fidelity: finite(r.fidelity) ? r.fidelity : null,
        postselection: finite(r.postselection) ? r.postselection : null,
        coverage: finite(r.coverage) ? r.coverage : null
    };
}
function decideNumber(mode, reported, measured, tolerance) {
    const own = { value: measured, source: measured === null ? null : 'benchgate' };
    if (reported === null)
        return { status: measured === null ? 'none' : 'measured', ...own };
    const theirs = { value: reported, source: 'workflow' };
    if (mode === 'trust')
        return { status: 'trusted', ...theirs };
    if (mode === 'ignore')
        return measured === null ? { status: 'undecidable', ...own } : { status: 'ignored', ...own };
    if (measured === null)
        return { status: 'unverified', ...theirs };
    // 1e-12: a workflow that repeats benchgate's own computation passes whatever the rounding
    return reported <= measured + (tolerance ?? 0) + 1e-12
        ? { status: 'verified', ...theirs }
        : { status: 'refused', ...own };
}
/**
 * The mitigation numbers of the quantum method under `mode`: which number gates each rule, and how the reported one
 * compares with benchgate's. Pure.
 */
function checkMitigation(m, mode, fallbackCoverage = null) {
    const mit = m.mitigation ?? {};
    const rep = reportedOf(m);
    const meas = measuredOf(m);
    // benchgate's fidelity: its scoring of the circuits; for older records without per-circuit numbers, the
    // backend's aggregate when the record says the backend produced it
    const fallback = mit.source === 'backend' && finite(mit.fidelity) ? mit.fidelity : null;
    const measuredF = meas.fidelity ?? fallback;
    const tolerance = meas.stderr === null ? null : FIDELITY_SIGMAS * meas.stderr;
    // benchgate never knows the workflow's error checks, so it has no post-selection share of its own; a
    // backend-produced one (a record that says so) is kept
    const measuredP = mit.source === 'backend' && finite(mit.postselection) ? mit.postselection : null;
    const f = decideNumber(mode, rep.fidelity, measuredF, tolerance);
    const p = decideNumber(mode, rep.postselection, measuredP, null);
    const own = meas.coverage ?? (mit.source === 'backend' && finite(mit.coverage) ? mit.coverage : null) ?? fallbackCoverage;
    // coverage is exact (benchgate knows which circuits it scored): `verify` takes a reported one only when it is not
    // more favourable than benchgate's, `trust` takes it as reported, `ignore` never
    let coverage = own;
    let coverageSource = own === null ? null : 'benchgate';
    if (rep.coverage !== null && mode !== 'ignore' && (mode === 'trust' || own === null || rep.coverage < own)) {
        coverage = rep.coverage;
        coverageSource = 'workflow';
    }
    return {
        mode,
        fidelity: {
            ...f,
            reported: rep.fidelity,
            measured: measuredF,
            raw: meas.rawFidelity,
            tolerance
        },
        postselection: { ...p, reported: rep.postselection, measured: measuredP },
        coverage,
        coverageSource,
        scoredShots: meas.scoredShots
    };
}
/** A number for messages: at most 4 decimals, never more digits than needed. */
function fmt4(x) {
    return String(Number(x.toFixed(4)));
}
/** benchgate's measurement in words: `0.8312 readout-mitigated (raw 0.8101)`. */
function measuredText(n) {
    if (n.measured === null)
        return 'not measured';
    const raw = finite(n.raw) ? ` (raw ${fmt4(n.raw)})` : '';
    return `${fmt4(n.measured)} readout-mitigated${raw}`;
}
/** The table cell of a number: its value and who produced it, e.g. `0.9990 (reported by the workflow, refused)`. */
function labelledCell(n) {
    if (n.value === null) {
        if (n.status === 'undecidable')
            return `none (${LABEL_REPORTED} ${fmt4(n.reported)}, ignored)`;
        return null;
    }
    const v = n.value.toFixed(4);
    switch (n.status) {
        case 'measured':
        case 'ignored':
            return `${v} (${LABEL_MEASURED}${n.raw !== undefined ? ', readout-mitigated' : ''})`;
        case 'refused':
            return `${v} (${LABEL_MEASURED}, readout-mitigated; ${LABEL_REPORTED} ${fmt4(n.reported)} refused)`;
        case 'verified':
            return `${v} (${LABEL_REPORTED}, verified)`;
        case 'unverified':
            return `${v} (${LABEL_REPORTED}, unverified)`;
        default:
            return `${v} (${LABEL_REPORTED})`;
    }
}


/***/ }),

/***/ 69933:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F6: () => (/* binding */ missingCaseFindings),
/* harmony export */   Kt: () => (/* binding */ failedCaseFindings),
/* harmony export */   N1: () => (/* binding */ unknownCaseFindings),
/* harmony export */   V$: () => (/* binding */ casesWithoutRecord),
/* harmony export */   Vs: () => (/* binding */ notRunFindings),
/* harmony export */   YD: () => (/* binding */ casePlace),
/* harmony export */   fz: () => (/* binding */ skippedCaseFindings)
/* harmony export */ });
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58426);
/**
 * The case-level rules of the cases_pass gate, one per function, each pure over a run's decisions: a failing case
 * (QS021, or QS050 for a refused reported fidelity), a defined case without a run record (QS022), a record of a case
 * cases.yaml does not define (QS023), a case that could not run here (QS032) or was skipped (QS033). And where their
 * findings point (Places, casePlace). Only `cases` entries are given to them (validation ignores hardware cases).
 */


/** The entry of a case in cases.yaml (by list and name), or the file itself. */
function casePlace(places, list, name) {
    if (!places)
        return {};
    const spec = places.specs.find((x) => x.list === list && x.name === name) ?? places.specs.find((x) => x.name === name);
    return spec ? { file: places.casesFile, line: spec.pos.line, column: spec.pos.column } : { file: places.casesFile };
}
/** The end of a traceback, bounded, for a finding's message. */
function tracebackTail(tb, max = 1500) {
    const t = tb.trimEnd();
    return t.length <= max ? t : `…${t.slice(t.length - max)}`;
}
/** QS021 (QS050 for a reported fidelity benchgate refused) for each failing case, at its raising frame or its entry. */
function failedCaseFindings(validation, at, places) {
    const out = [];
    for (const d of validation) {
        if (d.status !== 'fail' || d.outputSchema)
            continue;
        let why = d.raised ? `FAIL ${d.message}` : (d.message ?? `fails its expect (${d.note ?? 'bound'})`);
        if (d.message !== null && d.note)
            why += ` (${d.note})`;
        const entry = at(d.list, d.name);
        let place = entry;
        if (d.raised && d.traceback) {
            const fr = places?.frame?.(d.traceback);
            if (fr) {
                place = fr;
                why += ` (raised at ${fr.file}:${fr.line}; the case is at ${entry.file ?? 'benchmarks/cases.yaml'}${entry.line ? `:${entry.line}` : ''})`;
            }
            why += `\n${tracebackTail(places?.tidy ? places.tidy(d.traceback) : d.traceback)}`;
        }
        // a reported fidelity benchgate refused (reported-mitigation: verify) has its own code
        out.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(d.refusedReport ? _codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS050 : _codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS021, `case "${d.name}" on ${d.target}: ${why}`, {
            ...place,
            gate: 'cases_pass',
            subject: d.name
        }));
    }
    return out;
}
/** The cases cases.yaml defines that have no run record (`recorded`: the names the records hold), in cases.yaml's order. */
function casesWithoutRecord(defined, recorded) {
    const names = new Set(recorded);
    return defined.filter((s) => !names.has(s.name));
}
/** QS022 for each defined case without a run record, at its entry in cases.yaml. */
function missingCaseFindings(missing, loc, places) {
    return missing.map((s) => (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS022, `case "${s.name}" has no run record, so it did not run`, {
        ...loc,
        ...(places ? { file: places.casesFile } : {}),
        line: s.pos.line,
        column: s.pos.column,
        gate: 'cases_pass',
        subject: s.name
    }));
}
/** QS023 for each run record (`recorded`: the names the records hold) of a case that cases.yaml does not define. */
function unknownCaseFindings(defined, recorded, loc) {
    const definedNames = new Set(defined.map((s) => s.name));
    return recorded
        .filter((name) => !definedNames.has(name))
        .map((name) => (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS023, `the run records hold case "${name}", which benchmarks/cases.yaml does not define`, {
        ...loc,
        subject: name
    }));
}
/**
 * QS032 for each case that could not run here (undecided). A case `reported-mitigation: ignore` left undecided ran:
 * its finding is QS053 (rules-reported-mitigation.ts).
 */
function notRunFindings(validation, at) {
    return validation
        .filter((d) => d.status === 'undecided' && !d.mitigationUndecided)
        .map((d) => (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS032, `case "${d.name}" on ${d.target} did not run: ${(d.note ?? '').replace(/^not run: /, '')}`, {
        ...at(d.list, d.name),
        gate: 'cases_pass',
        subject: d.name
    }));
}
/** QS033 for each skipped case. */
function skippedCaseFindings(validation, at) {
    return validation
        .filter((d) => d.status === 'skipped')
        .map((d) => (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_0__.QS.QS033, `case "${d.name}" on ${d.target} skipped: ${d.note ?? ''}`, {
        ...at(d.list, d.name),
        gate: 'cases_pass',
        subject: d.name
    }));
}


/***/ }),

/***/ 59070:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Where the runner's data files are (qsolve_runner.py / .mjs, the sandbox launcher qsolve_sandbox.py and its seccomp
 * filter, qsolve_qiskit.py): the folder `assets/` beside this module in the sources (src/suites/qsolve/runner/assets/),
 * copied to dist/assets/ by scripts/build.mjs. A leaf module: the sandbox and the runner import it directly, so no
 * module has to hand the other its finder at load time.
 */



/** Where a runner script is: $BENCHGATE_ASSETS, else beside this module (sources), else ../assets from the bundle (dist/bundle/). */
function assetPath(name) {
    const env = process.env.BENCHGATE_ASSETS;
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const candidates = [...(env ? [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env, name)] : []), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, 'assets', name), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, '..', 'assets', name)];
    return candidates.find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, 'assets', name);
}


/***/ }),

/***/ 89079:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ DeviceBackend)
/* harmony export */ });
/* unused harmony export SimCpuBackend */
/* harmony import */ var _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36222);
/* harmony import */ var _quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52143);
/**
 * Backend selection: the one place that maps a case target to a circuit executor (`route`), and the one mapping
 * of an engine's result to a BackendResult.
 *
 * `sim-cpu` (and `sim-gpu`, run by the same exact statevector engine) use src/quantum. `fake:<device>[@scale]`
 * noise models run on the noise engine (`runOnTarget`: transpile to the device, noisy simulation, readout
 * mitigation, fidelity against the ideal output) and are scored with `scoreCircuits`. `ibm:<device>` hardware is not
 * available here: `available()` says why, and the run records the case as not run (its gates stay undecided).
 */



/** Largest statevector the sim-cpu backend allocates (bytes): 1 GiB = 26 qubits. */
const SIM_MAX_MEMORY = 1024 ** 3;
/** Qubits of that statevector (complex128: 16 bytes per amplitude). */
const SIM_MAX_QUBITS = 26;
const NOT_IN_BUILD = 'is not available to benchgate (hardware targets need IBM Quantum access; use a fake:<device>[@scale] noise model)';
/**
 * The one mapping from a target string to an executor. Every target is parsed by the device-target grammar
 * (quantum/devices/target-syntax.ts); `noiseModels` says whether `fake:` targets run here.
 */
function route(target, noiseModels) {
    const p = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTargetSpec)(target);
    const shown = (0,_quantum_targets_target_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .showTarget */ .Rg)(target);
    if (!p.ok)
        return {
            engine: null,
            reason: `target ${shown} is not recognised (sim-cpu, fake:<device>[@scale], ibm:<device>): ${p.error.message} (column ${p.error.column})`
        };
    const t = p.target;
    if (t.kind === 'sim')
        return t.simulator === 'cpu' || t.simulator === 'gpu'
            ? { engine: 'exact' }
            : { engine: null, reason: `target ${shown} is not a simulator benchgate provides (sim-cpu, sim-gpu)` };
    if (t.kind === 'ibm' || !noiseModels)
        return { engine: null, reason: `target ${shown} ${NOT_IN_BUILD}` };
    try {
        return { engine: 'noise', target: (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTarget)(target) };
    }
    catch (e) {
        return { engine: null, reason: e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.TargetError ? e.message : `target ${shown}: ${e.message}` };
    }
}
/** The one mapping from an engine failure to a refused circuit. */
function refused(e, engine) {
    if (e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.QasmError)
        return {
            ok: false,
            unavailable: false,
            reason: `OpenQASM error at line ${e.line}, column ${e.column}: ${e.message}`
        };
    if (e instanceof _quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.SimulationError || e instanceof RangeError)
        return { ok: false, unavailable: false, reason: e.message };
    const what = engine === 'exact' ? 'simulation' : 'noisy simulation';
    return { ok: false, unavailable: false, reason: `${what} failed: ${e.message}` };
}
/** `sim-cpu` and `sim-gpu` on the exact statevector engine; `fake:` and `ibm:` targets are not available. */
class SimCpuBackend {
    /** Whether `fake:<device>[@scale]` targets run here (on the noise engine). */
    noiseModels = false;
    available(target) {
        const r = route(target, this.noiseModels);
        return r.engine === null ? r.reason : null;
    }
    describe(target) {
        const r = route(target, this.noiseModels);
        if (r.engine === 'exact')
            return { kind: 'simulator', name: target, num_qubits: SIM_MAX_QUBITS };
        if (r.engine === 'noise' && r.target.kind === 'fake')
            return (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.describeDevice)(r.target);
        return undefined;
    }
    async run(qasm, shots, seed, target, _signal, options) {
        const r = route(target, this.noiseModels);
        if (r.engine === null)
            return { ok: false, unavailable: true, reason: r.reason };
        try {
            const c = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseQasm)(qasm);
            const st = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.circuitStats)(c);
            const sent = {
                qubits: c.numQubits,
                clbits: c.numClbits,
                qasmVersion: c.version,
                twoQubitGates: st.nonlocalGates,
                midCircuitMeasurement: st.midCircuitMeasurement
            };
            if (r.engine === 'exact') {
                // a circuit on device qubits ($n, e.g. transpiled with Qiskit) simulates on the qubits it uses
                const physical = c.qregs.length === 1 && c.qregs[0].name === '$';
                const { counts } = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.sampleCounts)(physical ? (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.compactQubits)(c) : c, {
                    shots,
                    seed,
                    maxMemoryBytes: SIM_MAX_MEMORY
                });
                return { ok: true, counts, ...sent };
            }
            const n = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.runOnTarget)(c, { target: r.target, shots, seed, ...(options ? { transpile: options } : {}) });
            return {
                ok: true,
                counts: n.counts,
                ...sent,
                transpiledTwoQubitGates: n.transpiledTwoQubitGates ?? null,
                fidelity: n.fidelity ?? null,
                rawFidelity: n.rawFidelity ?? null,
                readoutGamma: n.readoutGamma ?? null,
                scorable: n.scorable,
                ...(n.effective
                    ? {
                        layout: {
                            initial: n.effective.layout.initial.slice(),
                            physical_qubits: (n.physicalQubits ?? []).slice(),
                            couplers: n.effective.couplers.map((x) => [x.a, x.b]),
                            method: n.effective.layout.method,
                            swaps: n.swaps ?? 0
                        }
                    }
                    : {})
            };
        }
        catch (e) {
            return refused(e, r.engine);
        }
    }
}
/** `sim-cpu` on the exact engine, plus `fake:<device>[@scale]` on the noise engine, scored with scoreCircuits. */
class DeviceBackend extends SimCpuBackend {
    noiseModels = true;
    score(target, circuits, shots) {
        const p = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.parseTargetSpec)(target);
        if (!p.ok || p.target.kind !== 'fake' || circuits.length === 0)
            return undefined;
        const s = (0,_quantum_index_js__WEBPACK_IMPORTED_MODULE_0__.scoreCircuits)(circuits.map((c, i) => ({
            shots: shots[i] ?? 0,
            scorable: c.scorable ?? false,
            ...(c.fidelity !== null && c.fidelity !== undefined ? { fidelity: c.fidelity } : {})
        })));
        return {
            fidelity: s.fidelity ?? null,
            coverage: s.coverage,
            ...(s.postSelection !== undefined ? { postselection: s.postSelection } : {})
        };
    }
}


/***/ }),

/***/ 2255:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ cacheKey),
/* harmony export */   s: () => (/* binding */ workflowDigest)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(311);
/* harmony import */ var _hash_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73207);
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7955);
/**
 * Cache keys for case run records: a case's record is reused only when the workflow's files, the case (input,
 * params, seed, expect), the target, the limits, the runner script, the interpreter and sandbox, the protocol, the
 * simulation engine's build and benchgate's version are all unchanged (content-addressed: a SHA-256 over all of them).
 */





/** Folders never hashed: benchgate's own outputs and caches, VCS and interpreter caches. */
const DIGEST_SKIP_DIRS = new Set([
    '.benchgate',
    '.benchgate-cache',
    '__pycache__',
    '.git',
    'node_modules',
    '.pytest_cache',
    '.mypy_cache'
]);
const DIGEST_MAX_FILES = 5000;
const DIGEST_MAX_BYTES = 256 * 1024 * 1024;
/**
 * SHA-256 over every file of the workflow folder (sorted relative paths and contents); undefined when too big.
 * `exclude` is one folder-relative file left out (run records written into the folder they judge).
 */
async function workflowDigest(folderAbs, exclude = []) {
    const files = [];
    const walk = async (dir, rel) => {
        const ents = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        ents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of ents) {
            const r = rel ? `${rel}/${e.name}` : e.name;
            if (e.isDirectory()) {
                if (DIGEST_SKIP_DIRS.has(e.name))
                    continue;
                if (!(await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, e.name), r)))
                    return false;
            }
            else if (e.isFile() || e.isSymbolicLink()) {
                if (exclude.includes(r))
                    continue;
                files.push(r);
                if (files.length > DIGEST_MAX_FILES)
                    return false;
            }
        }
        return true;
    };
    try {
        if (!(await walk(folderAbs, '')))
            return undefined;
        const h = [];
        let total = 0;
        for (const f of files) {
            const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folderAbs, ...f.split('/'));
            let content;
            try {
                const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(abs);
                total += st.size;
                if (total > DIGEST_MAX_BYTES)
                    return undefined;
                content = st.isFile() ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(abs) : Buffer.alloc(0);
            }
            catch {
                content = Buffer.from('<unreadable>');
            }
            h.push(`${f}\u0000${(0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(content)}`);
        }
        return (0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)(h.join('\n'));
    }
    catch {
        return undefined;
    }
}
function cacheKey(p) {
    return `qsolve-case-${(0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256Hex */ .fg)((0,_hash_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)({ engine: _version_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .x, protocol: _protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .PROTOCOL_VERSION */ .WP, ...p }))}`;
}


/***/ }),

/***/ 36399:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ circuitOptions)
/* harmony export */ });
/** Longest initial layout accepted (the largest device has 156 qubits). */
const MAX_LAYOUT = 1000;
const KEYS = ['initial_layout', 'optimization_level', 'seed_transpiler', 'transpiled'];
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
/** The options of a circuit message (undefined: none), or the problem with them. */
function circuitOptions(raw) {
    if (raw === undefined || raw === null)
        return { ok: true };
    if (!isObj(raw))
        return { ok: false, problem: 'the circuit options must be an object' };
    const out = {};
    for (const k of Object.keys(raw))
        if (!KEYS.includes(k))
            return {
                ok: false,
                problem: `unknown circuit option ${JSON.stringify(k.slice(0, 40))} (known: ${KEYS.join(', ')})`
            };
    const il = raw.initial_layout;
    if (il !== undefined && il !== null) {
        if (!Array.isArray(il) || il.length > MAX_LAYOUT || !il.every((q) => Number.isSafeInteger(q) && q >= 0))
            return {
                ok: false,
                problem: `initial_layout must be a list of device qubit numbers (one per circuit qubit), got ${JSON.stringify(il).slice(0, 80)}`
            };
        out.initialLayout = il;
    }
    const ol = raw.optimization_level;
    if (ol !== undefined && ol !== null) {
        if (!Number.isInteger(ol) || ol < 0 || ol > 3)
            return { ok: false, problem: `optimization_level must be 0, 1, 2 or 3, got ${JSON.stringify(ol).slice(0, 40)}` };
        out.optimizationLevel = ol;
    }
    const st = raw.seed_transpiler;
    if (st !== undefined && st !== null) {
        if (!Number.isSafeInteger(st) || st < 0)
            return {
                ok: false,
                problem: `seed_transpiler must be a non-negative integer, got ${JSON.stringify(st).slice(0, 40)}`
            };
        out.seed = st;
    }
    if (raw.transpiled !== undefined && raw.transpiled !== null) {
        if (typeof raw.transpiled !== 'boolean')
            return { ok: false, problem: 'transpiled must be true or false' };
        if (raw.transpiled)
            out.asSent = 'require';
    }
    return Object.keys(out).length ? { ok: true, options: out } : { ok: true };
}


/***/ }),

/***/ 87296:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dX: () => (/* binding */ coverPlan),
/* harmony export */   ym: () => (/* binding */ privateDirs)
/* harmony export */ });
/* unused harmony export exposurePlan */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_local_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60875);
/**
 * Which folders the namespace launcher covers with an empty read-only tmpfs, and which subtrees it mounts back
 * (docs/security.md, "Isolation"): folders a dedicated uid cannot enter (e.g. /root, 0700, when the interpreter lives
 * in /root/.pyenv), and the invoking user's private folders — HOME, the XDG folders and benchgate's cache folder
 * (the CLI cache's HMAC key) — on every path, so that files only benchgate's user may read stay out of reach even
 * where the workflow runs as that user's uid (the user-namespace path). Reads the file system's mode bits only.
 */




/** True when someone who is neither owner nor group member can read `p` (and enter every folder above it). Pure over the file system's mode bits. */
function readableByOthers(p) {
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
        if (st.isDirectory() ? (st.mode & 0o005) !== 0o005 : (st.mode & 0o004) === 0)
            return false;
        for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d)) {
            if (((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(d).mode & 0o001) === 0)
                return false;
            if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d))
                return true;
        }
    }
    catch {
        return false;
    }
}
/**
 * How an unprivileged uid can read every path in `need`: directly, or by covering a closed folder (e.g. /root,
 * mode 0700) and mounting back only the subtree each path lies in (e.g. /root/.pyenv). `ok: false` when some path
 * is closed below that subtree, or is itself unreadable. Reads the file system's mode bits only.
 */
function exposurePlan(need) {
    const groups = new Map();
    for (const p of need) {
        if (readableByOthers(p))
            continue;
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
        }
        catch {
            return { ok: false, expose: [] };
        }
        const parts = real.split('/').filter(Boolean);
        let closed;
        let keep;
        for (let i = 1; i < parts.length; i++) {
            const d = '/' + parts.slice(0, i).join('/');
            try {
                if (((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(d).mode & 0o001) === 0) {
                    closed = d;
                    keep = '/' + parts.slice(0, i + 1).join('/');
                    break;
                }
            }
            catch {
                return { ok: false, expose: [] };
            }
        }
        if (!closed || !keep || !readableBelow(keep, real))
            return { ok: false, expose: [] };
        if (!groups.has(closed))
            groups.set(closed, new Set());
        groups.get(closed).add(keep);
    }
    const dirs = [...groups.keys()];
    // A closed folder inside another one's kept subtree would need nested covering: not supported, so refuse.
    if (dirs.some((d) => dirs.some((o) => o !== d && d.startsWith(o + '/'))))
        return { ok: false, expose: [] };
    return { ok: true, expose: dirs.map((dir) => ({ dir, keep: [...groups.get(dir)] })) };
}
/** True when every folder from `top` down to `real` can be entered by others and `real` can be read by them. */
function readableBelow(top, real) {
    try {
        for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(real); d.length >= top.length; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d))
            if (((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(d).mode & 0o001) === 0)
                return false;
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
        return st.isDirectory() ? (st.mode & 0o005) === 0o005 : (st.mode & 0o004) !== 0;
    }
    catch {
        return false;
    }
}
/** The variables naming a folder of the invoking user that may hold secrets (credentials, tokens, keys). */
const PRIVATE_VARS = [
    'HOME',
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_DATA_HOME',
    'XDG_STATE_HOME',
    'XDG_RUNTIME_DIR'
];
/**
 * The invoking user's private folders that exist here, real paths, each once: HOME (the variable, else the
 * passwd entry), the XDG folders, and benchgate's cache folder (`userCacheDir`, which holds the CLI cache's key).
 * `/` is never one (a service account's HOME may be `/`).
 */
function privateDirs(env) {
    const out = [];
    const seen = new Set();
    const add = (name, p) => {
        if (!p || !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(p) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p))
            return;
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isDirectory())
                return;
        }
        catch {
            return;
        }
        if (real === '/' || seen.has(real))
            return;
        seen.add(real);
        out.push({ name, dir: real });
    };
    for (const v of PRIVATE_VARS)
        add(v, v === 'HOME' ? (env.HOME ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)()) : env[v]);
    if (env.HOME && env.HOME !== (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)())
        add('HOME', (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)());
    add('benchgate cache folder', (0,_core_local_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .userCacheDir */ .bE)(env));
    return out;
}
const under = (p, d) => p === d || p.startsWith(d.endsWith('/') ? d : d + '/');
/**
 * The covers for a command that must read `need`: with `uidDrop`, the closed folders of {@link exposurePlan};
 * always, every private folder, keeping only the top-level entry of it each needed path lies in (a workflow
 * checked out in `~/src/repo` keeps `~/src`; `~/.docker`, `~/.ssh`, `~/.cache/benchgate` stay covered). A private
 * folder inside another cover is hidden by it (dropped), unless it lies in one of that cover's kept subtrees (then
 * it is covered again there). A private folder that is itself needed whole cannot be covered: it is named in
 * `unhidden`. Pure over the file system's mode bits.
 */
function coverPlan(need, priv, uidDrop) {
    const closed = uidDrop ? exposurePlan(need) : { ok: true, expose: [] };
    const covers = new Map();
    for (const e of closed.ok ? closed.expose : [])
        covers.set(e.dir, new Set(e.keep));
    const realNeed = [];
    for (const n of need) {
        try {
            realNeed.push((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(n));
        }
        catch {
            /* a missing path: nothing to keep */
        }
    }
    const hidden = [];
    const unhidden = [];
    for (const p of priv) {
        if (realNeed.some((n) => n === p.dir)) {
            unhidden.push(`${p.name} (the workflow, the runner or the interpreter is that folder itself)`);
            continue;
        }
        const keep = covers.get(p.dir) ?? new Set();
        for (const n of realNeed)
            if (under(n, p.dir) && n !== p.dir)
                keep.add(`${p.dir}/${n.slice(p.dir.length + 1).split('/')[0]}`);
        covers.set(p.dir, keep);
        hidden.push(p.name);
    }
    // Shortest first: a cover inside another one survives only inside one of the outer one's kept subtrees.
    const dirs = [...covers.keys()].sort((a, b) => a.length - b.length);
    const expose = [];
    for (const d of dirs) {
        const outer = expose.filter((e) => d !== e.dir && under(d, e.dir));
        if (outer.some((e) => !e.keep.some((k) => under(d, k))))
            continue;
        const keep = [...covers.get(d)];
        // a kept subtree inside another kept subtree of the same cover is already there
        expose.push({ dir: d, keep: keep.filter((k) => !keep.some((o) => o !== k && under(k, o))).sort() });
    }
    return { ok: closed.ok, expose, hidden, unhidden };
}


/***/ }),

/***/ 73207:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dj: () => (/* binding */ canonicalJson),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   wP: () => (/* binding */ resultHash)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as JSON.stringify writes them,
 * `undefined` members dropped (as JSON.stringify does). Used for the result hash and cache keys.
 */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value))
        return `[${value.map((x) => (x === undefined ? 'null' : canonicalJson(x))).join(',')}]`;
    const keys = Object.keys(value)
        .filter((k) => value[k] !== undefined)
        .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}
const sha256Hex = (s) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(s).digest('hex');
/** Keys left out of the result hash at every depth: method and case timings, and the hash itself. */
const HASH_EXCLUDED_KEYS = new Set(['wall_time_s', 'result_hash']);
function strip(v) {
    if (Array.isArray(v))
        return v.map(strip);
    if (v && typeof v === 'object') {
        const out = {};
        for (const [k, x] of Object.entries(v))
            if (!HASH_EXCLUDED_KEYS.has(k))
                out[k] = strip(x);
        return out;
    }
    return v;
}
/** `sha256:` + SHA-256 of the canonical JSON of a case record without `wall_time_s` and `result_hash` keys. */
function resultHash(caseRecord) {
    return `sha256:${sha256Hex(canonicalJson(strip(caseRecord)))}`;
}


/***/ }),

/***/ 7955:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WP: () => (/* binding */ PROTOCOL_VERSION),
/* harmony export */   b8: () => (/* binding */ MAX_CIRCUITS_PER_CALL),
/* harmony export */   fv: () => (/* binding */ MAX_MESSAGE_BYTES),
/* harmony export */   hx: () => (/* binding */ MAX_SHOTS),
/* harmony export */   qC: () => (/* binding */ MAX_QASM_BYTES),
/* harmony export */   rf: () => (/* binding */ parseRunnerMessage)
/* harmony export */ });
const PROTOCOL_VERSION = 1;
/** Largest message either side may send (bytes, without the newline). */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Largest circuit text. */
const MAX_QASM_BYTES = 4 * 1024 * 1024;
/** Shots per circuit (FakeFez's max_shots and the platform's params.shots limit). */
const MAX_SHOTS = 100_000;
/** Circuits one method call may send. */
const MAX_CIRCUITS_PER_CALL = 10_000;
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
function exceptionInfo(x) {
    if (!isObj(x))
        return undefined;
    const out = {
        type: typeof x.type === 'string' && x.type ? x.type.slice(0, 200) : 'Error',
        message: typeof x.message === 'string' ? x.message.slice(0, 4000) : ''
    };
    if (typeof x.traceback === 'string' && x.traceback)
        out.traceback = x.traceback.slice(-4000);
    return out;
}
/** Checks the shape of one runner message; returns a description of the problem instead of throwing. */
function parseRunnerMessage(line) {
    let v;
    try {
        v = JSON.parse(line);
    }
    catch (e) {
        return { ok: false, problem: `not JSON: ${e.message}` };
    }
    if (!isObj(v))
        return { ok: false, problem: 'not a JSON object' };
    if (v.v !== PROTOCOL_VERSION)
        return { ok: false, problem: `protocol version ${JSON.stringify(v.v)}, expected ${PROTOCOL_VERSION}` };
    switch (v.type) {
        case 'hello': {
            const err = exceptionInfo(v.error);
            return {
                ok: true,
                msg: {
                    type: 'hello',
                    protocol: Number(v.protocol),
                    language: String(v.language ?? ''),
                    version: String(v.version ?? ''),
                    ...(Array.isArray(v.methods) ? { methods: v.methods.map(String) } : {}),
                    evaluate: v.evaluate === true,
                    estimate: v.estimate === true,
                    ...(err ? { error: err } : {})
                }
            };
        }
        case 'circuit':
            if (!Number.isSafeInteger(v.id) ||
                !Number.isSafeInteger(v.seq) ||
                typeof v.qasm !== 'string' ||
                !Number.isSafeInteger(v.shots)) {
                return { ok: false, problem: 'a circuit message needs integer id, seq, shots and a qasm string' };
            }
            return {
                ok: true,
                msg: {
                    type: 'circuit',
                    id: v.id,
                    seq: v.seq,
                    qasm: v.qasm,
                    shots: v.shots,
                    ...(v.options !== undefined ? { options: v.options } : {})
                }
            };
        case 'result': {
            if (!Number.isSafeInteger(v.id))
                return { ok: false, problem: 'a result message needs an integer id' };
            const m = { type: 'result', id: v.id };
            if ('value' in v)
                m.value = v.value;
            const err = exceptionInfo(v.error);
            if (err)
                m.error = err;
            if (typeof v.unavailable === 'string')
                m.unavailable = v.unavailable.slice(0, 4000);
            if (typeof v.missing_module === 'string' && v.missing_module)
                m.missing_module = v.missing_module.slice(0, 200);
            if (typeof v.backend_unavailable === 'string')
                m.backend_unavailable = v.backend_unavailable;
            if (v.absent === true)
                m.absent = true;
            return { ok: true, msg: m };
        }
        case 'fatal':
            return {
                ok: true,
                msg: { type: 'fatal', error: exceptionInfo(v.error) ?? { type: 'Error', message: 'fatal runner error' } }
            };
        default:
            return { ok: false, problem: `unknown message type ${JSON.stringify(v.type)}` };
    }
}


/***/ }),

/***/ 10817:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runWorkflow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/gates.ts + 1 modules
var gates = __webpack_require__(35057);
// EXTERNAL MODULE: ./src/suites/qsolve/manifest.ts
var manifest = __webpack_require__(68647);
// EXTERNAL MODULE: ./src/suites/qsolve/records.ts
var qsolve_records = __webpack_require__(21778);
// EXTERNAL MODULE: ./src/suites/qsolve/submission.ts + 1 modules
var submission = __webpack_require__(46066);
// EXTERNAL MODULE: ./src/suites/qsolve/load-workflow.ts
var load_workflow = __webpack_require__(154);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/hash.ts
var hash = __webpack_require__(73207);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/circuit-options.ts
var circuit_options = __webpack_require__(36399);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/limits.ts
const MIN_TIME_S = 300;
const MAX_TIME_S = 7200;
const MAX_MEMORY_MB = 8192;
const DEFAULT_MEMORY_MB = 2048;
function timeLimitS(m, override) {
    if (override !== undefined)
        return override;
    const t = m?.resources?.timeout_s ?? MIN_TIME_S;
    return Math.min(Math.max(t, MIN_TIME_S), MAX_TIME_S);
}
function memoryLimitMb(m) {
    return Math.min(m?.resources?.memory_mb ?? DEFAULT_MEMORY_MB, MAX_MEMORY_MB);
}

// EXTERNAL MODULE: ./src/suites/qsolve/runner/protocol.ts
var protocol = __webpack_require__(7955);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/sandbox.ts
var sandbox = __webpack_require__(67788);
// EXTERNAL MODULE: ./src/core/bytes.ts
var bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/session.ts



const TAIL_BYTES = 8192;
class Tail {
    buf = '';
    push(chunk) {
        this.buf = (this.buf + chunk.toString('utf8')).slice(-TAIL_BYTES);
    }
    get text() {
        return this.buf;
    }
}
class RunnerSession {
    opts;
    child;
    queue = [];
    waiter;
    exited;
    timedOut = false;
    timer;
    nextId = 1;
    stdout = new Tail();
    stderr = new Tail();
    hello;
    closed = false;
    pipes;
    constructor(opts) {
        this.opts = opts;
        this.child = (0,sandbox/* spawnSandboxed */.Ox)(opts.plan, opts.cwd, opts.env);
        this.pipes = (0,sandbox/* pipesOf */.ZF)(opts.plan);
        const out = this.child.stdio[this.pipes.messages];
        let pending = '';
        let pendingBytes = 0;
        out.on('data', (chunk) => {
            let s = chunk.toString('utf8');
            for (;;) {
                const nl = s.indexOf('\n');
                if (nl < 0) {
                    pending += s;
                    pendingBytes += Buffer.byteLength(s);
                    if (pendingBytes > protocol/* MAX_MESSAGE_BYTES */.fv) {
                        this.push({ type: 'bad', problem: `a message over the ${(0,bytes/* formatBytes */.z)(protocol/* MAX_MESSAGE_BYTES */.fv)} limit` });
                        out.destroy();
                    }
                    return;
                }
                const line = pending + s.slice(0, nl);
                pending = '';
                pendingBytes = 0;
                s = s.slice(nl + 1);
                if (Buffer.byteLength(line) > protocol/* MAX_MESSAGE_BYTES */.fv)
                    this.push({ type: 'bad', problem: `a message over the ${(0,bytes/* formatBytes */.z)(protocol/* MAX_MESSAGE_BYTES */.fv)} limit` });
                else if (line.trim() !== '') {
                    const p = (0,protocol/* parseRunnerMessage */.rf)(line);
                    this.push(p.ok ? p.msg : { type: 'bad', problem: p.problem });
                }
            }
        });
        out.on('error', () => { });
        this.child.stdio[this.pipes.requests].on('error', () => { });
        if (this.pipes.stdout !== undefined)
            this.child.stdio[this.pipes.stdout]?.on('data', (c) => this.stdout.push(c));
        this.child.stderr?.on('data', (c) => this.stderr.push(c));
        this.child.on('error', (e) => {
            this.stderr.push(Buffer.from(`\n${e.message}`));
            this.exited ??= { code: -1, signal: null };
            this.push({ type: 'eof' });
        });
        // 'exit' can come before the last messages are read, 'close' never comes while a grandchild holds the pipes.
        this.child.on('exit', (code, signal) => {
            this.exited = { code, signal };
            setTimeout(() => this.push({ type: 'eof' }), 250).unref();
        });
        this.child.on('close', (code, signal) => {
            this.exited ??= { code, signal };
            this.push({ type: 'eof' });
        });
        this.timer = setTimeout(() => {
            this.timedOut = true;
            (0,sandbox/* killTree */.TP)(this.child);
            this.push({ type: 'eof' });
        }, Math.max(0, opts.deadline - Date.now()));
    }
    push(m) {
        this.queue.push(m);
        const w = this.waiter;
        this.waiter = undefined;
        w?.();
    }
    async next() {
        while (this.queue.length === 0)
            await new Promise((r) => (this.waiter = r));
        const m = this.queue.shift();
        if (m.type === 'eof')
            this.queue.unshift(m); // stays at eof
        return m;
    }
    endReason() {
        if (this.timedOut)
            return { kind: 'timeout', message: this.opts.timeoutMessage };
        const e = this.exited;
        const tail = this.stderr.text.trim().split('\n').slice(-3).join(' | ').slice(-600);
        if (e?.signal === 'SIGKILL' || e?.signal === 'SIGSEGV' || e?.signal === 'SIGABRT' || e?.code === 137) {
            return {
                kind: 'crashed',
                message: `the workflow process was killed (${e.signal ?? `exit ${e.code}`}); it may have exceeded its memory limit of ${this.opts.memoryMb} MB${tail ? ` — stderr: ${tail}` : ''}`
            };
        }
        return {
            kind: 'crashed',
            message: `the workflow process exited (${e?.signal ?? `code ${e?.code ?? '?'}`}) without answering${tail ? ` — stderr: ${tail}` : ''}`
        };
    }
    /** Waits for the hello message. */
    async start() {
        const m = await this.next();
        if (m.type === 'eof')
            return { ok: false, end: this.endReason() };
        if (m.type === 'bad')
            return { ok: false, end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` } };
        if (m.type !== 'hello')
            return { ok: false, end: { kind: 'protocol', message: `the runner sent "${m.type}" before its hello` } };
        if (m.protocol !== protocol/* PROTOCOL_VERSION */.WP)
            return {
                ok: false,
                end: { kind: 'protocol', message: `the runner speaks protocol ${m.protocol}, benchgate ${protocol/* PROTOCOL_VERSION */.WP}` }
            };
        if (m.error)
            return { ok: false, importError: m.error };
        this.hello = m;
        return { ok: true, hello: m };
    }
    write(obj) {
        const w = this.child.stdio[this.pipes.requests];
        if (!w.destroyed)
            w.write(JSON.stringify(obj) + '\n');
    }
    /** One call; circuits the runner sends meanwhile go to `onCircuit`. */
    async call(req, onCircuit) {
        const id = this.nextId++;
        const t0 = performance.now();
        const wall = () => (performance.now() - t0) / 1000;
        this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'call', id, ...req });
        let circuits = 0;
        for (;;) {
            const m = await this.next();
            if (m.type === 'eof')
                return { ok: false, end: this.endReason(), wallTimeS: wall() };
            if (m.type === 'bad') {
                this.kill();
                return {
                    ok: false,
                    end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` },
                    wallTimeS: wall()
                };
            }
            if (m.type === 'fatal') {
                // What the runner claims (even a TimeoutError) is the workflow's word: the caller decides whether benchgate's
                // own time limit was reached (protocol truth, docs/security/limits.md).
                this.kill();
                return {
                    ok: false,
                    end: { kind: 'fatal', error: m.error, message: `${m.error.type}: ${m.error.message}` },
                    wallTimeS: wall()
                };
            }
            if (m.type === 'circuit') {
                if (m.id !== id || ++circuits > protocol/* MAX_CIRCUITS_PER_CALL */.b8) {
                    this.kill();
                    const why = m.id !== id
                        ? `a circuit for call ${m.id} during call ${id}`
                        : `more than ${protocol/* MAX_CIRCUITS_PER_CALL */.b8} circuits in one call`;
                    return {
                        ok: false,
                        end: { kind: 'protocol', message: `the runner broke the protocol: ${why}` },
                        wallTimeS: wall()
                    };
                }
                const r = await onCircuit(m);
                if (this.timedOut || Date.now() >= this.opts.deadline) {
                    this.timedOut = true;
                    this.kill();
                    return { ok: false, end: { kind: 'timeout', message: this.opts.timeoutMessage }, wallTimeS: wall() };
                }
                if ('counts' in r)
                    this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'counts', id, seq: m.seq, counts: r.counts });
                else
                    this.write({
                        v: protocol/* PROTOCOL_VERSION */.WP,
                        type: 'circuit_error',
                        id,
                        seq: m.seq,
                        message: r.error,
                        unavailable: r.unavailable
                    });
                continue;
            }
            if (m.type === 'result') {
                if (m.id !== id) {
                    this.kill();
                    return {
                        ok: false,
                        end: {
                            kind: 'protocol',
                            message: `the runner broke the protocol: result for call ${m.id} during call ${id}`
                        },
                        wallTimeS: wall()
                    };
                }
                return { ok: true, msg: m, wallTimeS: wall() };
            }
            this.kill();
            return {
                ok: false,
                end: { kind: 'protocol', message: `the runner broke the protocol: unexpected "${m.type}"` },
                wallTimeS: wall()
            };
        }
    }
    kill() {
        (0,sandbox/* killTree */.TP)(this.child);
    }
    /** Asks the runner to exit, then kills whatever is left of its process group. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.write({ v: protocol/* PROTOCOL_VERSION */.WP, type: 'exit' });
        this.child.stdio[this.pipes.requests].end();
        if (!this.exited) {
            await Promise.race([
                new Promise((r) => this.child.once('exit', () => r())),
                new Promise((r) => setTimeout(r, 1000).unref())
            ]);
        }
        clearTimeout(this.timer);
        (0,sandbox/* killTree */.TP)(this.child);
        for (const st of this.child.stdio)
            st?.destroy?.();
        this.child.unref();
    }
    get pid() {
        return this.child.pid;
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/run-case.ts
/**
 * The run of ONE CASE in a fresh runner process: the process is started in the sandbox (RunnerSession), the case's
 * `estimate`, every declared method (its circuits run on the case's target through the backend, each with its
 * circuitSeed) and `evaluate` on every solution are called over the runner protocol, and everything becomes the
 * case's CaseRecord. Timeouts, crashes and protocol breaks become benchgate's own exceptions (RUNNER_EXCEPTIONS);
 * the workflow's own exceptions are kept as reported. Never throws for a broken workflow.
 */











/** Exception types benchgate itself gives a case (never cached: they depend on the machine, not the workflow). */
const RUNNER_EXCEPTIONS = new Set(['TimeoutError', 'RunnerCrashed', 'ProtocolError', 'RunnerError']);
/** Backend seed of circuit `seq` of method `method` in a case with seed `seed`: 48 bits of a SHA-256. */
function circuitSeed(seed, method, seq) {
    return parseInt((0,hash/* sha256Hex */.fg)(`benchgate.qsolve.circuit/1\u0000${seed}\u0000${method}\u0000${seq}`).slice(0, 12), 16);
}
function referenceOf(m) {
    return m.methods.find((x) => x.reference === true)?.name ?? m.methods.find((x) => x.name === 'reference')?.name;
}
const exc = (type, message, traceback) => ({
    type,
    message,
    ...(traceback ? { traceback } : {})
});
/**
 * An exception the workflow reported. Timeouts, crashes and limit hits are benchgate's to decide: a workflow exception
 * whose type is one of benchgate's own (TimeoutError, RunnerCrashed, …) keeps its type but says whose it is.
 */
function workflowException(e) {
    if (!RUNNER_EXCEPTIONS.has(e.type))
        return e;
    return { ...e, message: `${e.message} [raised by the workflow itself; benchgate did not decide this ${e.type}]` };
}
/** The case's exception when a session ended early; a runner's `fatal` is a benchgate timeout only when benchgate's own clock says so. */
function endOf(rt, end, timeoutMessage) {
    if (end.kind === 'fatal')
        return Date.now() >= rt.deadline ? exc('TimeoutError', timeoutMessage) : workflowException(end.error);
    return exc(end.kind === 'timeout' ? 'TimeoutError' : end.kind === 'protocol' ? 'ProtocolError' : 'RunnerCrashed', end.message);
}
const finite = (x) => typeof x === 'number' && Number.isFinite(x);
const isObj = (x) => !!x && typeof x === 'object' && !Array.isArray(x);
function mitigationFrom(x) {
    if (!isObj(x))
        return undefined;
    const m = {};
    for (const k of ['fidelity', 'coverage', 'postselection'])
        if (finite(x[k]))
            m[k] = x[k];
    return Object.keys(m).length ? m : undefined;
}
/** Runs one case in a fresh runner process. */
async function runCase(rt, p, list) {
    const started = performance.now();
    const { spec, input, params, target } = p;
    // what ctx.backend is built from (quantum methods only; described once per case)
    let described = null;
    const backendOf = (kind) => {
        if (kind !== 'quantum' || !rt.backend.describe)
            return {};
        described ??= rt.backend.describe(target);
        return described ? { backend: described } : {};
    };
    const seed = spec.seed;
    const rec = {
        name: spec.name,
        list,
        target,
        seed,
        params,
        expect: spec.expect,
        input_sha256: (0,hash/* sha256Hex */.fg)((0,hash/* canonicalJson */.dj)(input)),
        methods: []
    };
    const finish = (extra = {}) => {
        const out = { ...rec, ...extra };
        out.result_hash = (0,hash/* resultHash */.wP)(out);
        out.wall_time_s = (performance.now() - started) / 1000;
        return out;
    };
    if (Date.now() >= rt.deadline)
        return finish({
            exception: exc('TimeoutError', `not run: the time limit of ${rt.limitS} s for the gates run was used up by earlier cases`)
        });
    const home = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-qsolve-'));
    const timeoutMessage = `the gates run exceeded its time limit of ${rt.limitS} s (resources.timeout_s, clamped to ${MIN_TIME_S}..${MAX_TIME_S}); the workflow process was killed`;
    const remainingS = Math.max(0.05, (rt.deadline - Date.now()) / 1000);
    const argv = [
        ...rt.argv,
        '--module',
        rt.entryAbs,
        '--memory-mb',
        String(rt.memoryMb),
        '--deadline-s',
        remainingS.toFixed(3)
    ];
    const env = (0,sandbox/* scrubEnv */.LK)(rt.env, home);
    const l = rt.launcher;
    const sessionDeadline = rt.deadline + 2000;
    const session = new RunnerSession({
        plan: l
            ? (0,sandbox/* launcherPlan */.C1)(l.caps, argv, {
                scratch: home,
                memoryMb: rt.memoryMb,
                hide: l.hide,
                env,
                fds: 'proto',
                rlimitMemory: rt.language === 'python' ? 'as' : 'data',
                runAs: l.runAs,
                need: l.need,
                expose: l.expose
            })
            : (0,sandbox/* plan */.et)(argv, rt.memoryMb, rt.language === 'python'),
        cwd: home,
        env,
        deadline: sessionDeadline,
        timeoutMessage,
        memoryMb: rt.memoryMb
    });
    // Stops a running simulation at the same moment the session kills the runner.
    const stop = new AbortController();
    const stopTimer = setTimeout(() => stop.abort(), Math.max(0, sessionDeadline - Date.now()));
    const endException = (end) => endOf(rt, end, timeoutMessage);
    try {
        const hello = await session.start();
        if (!hello.ok)
            return finish({
                exception: 'end' in hello
                    ? endException(hello.end)
                    : Date.now() >= rt.deadline
                        ? exc('TimeoutError', timeoutMessage)
                        : workflowException(hello.importError)
            });
        // estimate()
        if (hello.hello.estimate) {
            const r = await session.call({ fn: 'estimate', input, params, seed }, async () => ({
                error: 'estimate() cannot send circuits',
                unavailable: false
            }));
            if (!r.ok)
                return finish({ exception: endException(r.end) });
            if (r.msg.error)
                return finish({ exception: workflowException(r.msg.error) });
            const v = r.msg.value;
            rec.estimate = isObj(v)
                ? { circuits: finite(v.circuits) ? v.circuits : null, shots: finite(v.shots) ? v.shots : null }
                : null;
        }
        else
            rec.estimate = null;
        // methods
        for (const m of rt.manifest.methods) {
            rt.progress(`qsolve ${(0,load_workflow/* workflowName */.tv)(rt.state)}: ${spec.name} [${target}] ${m.name}…`);
            const circuits = [];
            const runs = [];
            let backendUnavailable;
            let oversize;
            const r = await session.call({ fn: 'method', method: m.name, kind: m.kind, input, params, seed, target, ...backendOf(m.kind) }, async (c) => {
                if (c.shots < 1 || c.shots > protocol/* MAX_SHOTS */.hx)
                    return { error: `shots must be between 1 and ${protocol/* MAX_SHOTS */.hx}, got ${c.shots}`, unavailable: false };
                const copts = (0,circuit_options/* circuitOptions */.K)(c.options);
                if (!copts.ok)
                    return { error: copts.problem, unavailable: false };
                const qasmBytes = Buffer.byteLength(c.qasm);
                if (qasmBytes > protocol/* MAX_QASM_BYTES */.qC) {
                    // The runner refuses such circuits itself; one that sends it anyway broke the protocol.
                    oversize = `the runner broke the protocol: circuit ${c.seq} of method ${m.name} is ${(0,bytes/* formatBytes */.z)(qasmBytes)} of circuit text, over benchgate's ${(0,bytes/* formatBytes */.z)(protocol/* MAX_QASM_BYTES */.qC)} limit; it was not simulated`;
                    session.kill();
                    return { error: oversize, unavailable: false };
                }
                const cseed = circuitSeed(seed, m.name, c.seq);
                const res = await rt.backend.run(c.qasm, c.shots, cseed, target, stop.signal, copts.options);
                if (!res.ok) {
                    if (res.unavailable)
                        backendUnavailable = res.reason;
                    return { error: res.reason, unavailable: res.unavailable };
                }
                runs.push(res);
                circuits.push({
                    qubits: res.qubits,
                    two_qubit_gates: res.twoQubitGates,
                    mid_circuit_measurement: res.midCircuitMeasurement,
                    shots: c.shots,
                    clbits: res.clbits,
                    target,
                    seed: cseed,
                    qasm_sha256: (0,hash/* sha256Hex */.fg)(c.qasm),
                    qasm_version: res.qasmVersion,
                    counts: res.counts,
                    ...(res.transpiledTwoQubitGates !== undefined
                        ? { transpiled_two_qubit_gates: res.transpiledTwoQubitGates }
                        : {}),
                    ...(res.fidelity !== undefined ? { fidelity: res.fidelity } : {}),
                    ...(finite(res.rawFidelity) ? { raw_fidelity: res.rawFidelity } : {}),
                    ...(finite(res.readoutGamma) ? { readout_gamma: res.readoutGamma } : {}),
                    ...(res.layout ? { layout: res.layout } : {})
                });
                return { counts: res.counts };
            });
            if (oversize !== undefined)
                return finish({ exception: exc('ProtocolError', oversize) });
            if (!r.ok)
                return finish({ exception: endException(r.end) });
            const msg = r.msg;
            if (backendUnavailable !== undefined || msg.backend_unavailable !== undefined) {
                return finish({
                    unavailable: backendUnavailable ?? msg.backend_unavailable ?? 'target not available',
                    methods: []
                });
            }
            const base = {
                name: m.name,
                kind: m.kind,
                ...(m.name === rt.referenceName ? { reference: true } : {}),
                status: 'ok',
                wall_time_s: r.wallTimeS,
                circuits
            };
            if (msg.unavailable !== undefined) {
                rec.methods.push({
                    ...base,
                    status: 'unavailable',
                    reason: msg.unavailable,
                    ...(msg.missing_module ? { missing_module: msg.missing_module } : {})
                });
                continue;
            }
            if (msg.error) {
                if (m.kind === 'quantum')
                    return finish({ exception: workflowException(msg.error) });
                const we = workflowException(msg.error);
                rec.methods.push({ ...base, status: 'failed', reason: `failed: ${we.type}: ${we.message}` });
                continue;
            }
            const v = msg.value;
            if (!isObj(v))
                return finish({ exception: exc('ProtocolError', `method ${m.name}: the runner sent no result value`) });
            const own = mitigationFrom(v.mitigation);
            const scored = rt.backend.score?.(target, runs, circuits.map((x) => x.shots));
            let mitigation = null;
            // The merged numbers are what the seed gates on (`reported-mitigation: trust`); `reported` keeps exactly what
            // the workflow said, so `verify` and `ignore` can set benchgate's own scoring (the circuits) beside it.
            if (own)
                mitigation = { ...(scored ?? {}), ...own, source: 'workflow', reported: { ...own } };
            else if (scored)
                mitigation = { ...scored, source: 'backend' };
            rec.methods.push({
                ...base,
                objective: finite(v.objective) ? v.objective : null,
                solution: v.solution ?? null,
                stderr: finite(v.stderr) ? v.stderr : null,
                details: isObj(v.details) ? v.details : {},
                ...(mitigation ? { mitigation } : {})
            });
        }
        // evaluate() on every returned solution
        for (const mr of rec.methods) {
            if (mr.status !== 'ok')
                continue;
            rt.progress(`qsolve ${(0,load_workflow/* workflowName */.tv)(rt.state)}: ${spec.name} [${target}] evaluate(${mr.name})…`);
            const e = await session.call({ fn: 'evaluate', input, solution: mr.solution, seed }, async () => ({
                error: 'evaluate() cannot send circuits',
                unavailable: false
            }));
            if (!e.ok)
                return finish({ exception: endException(e.end) });
            if (e.msg.error) {
                const we = workflowException(e.msg.error);
                return finish({
                    exception: exc(we.type, `evaluate() on the solution of ${mr.name}: ${we.message}`, we.traceback)
                });
            }
            mr.evaluated = finite(e.msg.value) ? e.msg.value : null;
        }
        return finish();
    }
    finally {
        clearTimeout(stopTimer);
        await session.close();
        await (0,promises_.rm)(home, { recursive: true, force: true }).catch(() => { });
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/cache-record.ts


/**
 * Records worth keeping: not benchgate's own outcomes (they depend on the machine). A skip for a module missing here
 * is kept (it is never a pass; installing the module and running with --no-cache runs the case).
 */
function cacheable(r) {
    return !(r.exception && RUNNER_EXCEPTIONS.has(r.exception.type));
}
/**
 * A cached record, used only when it is provably the one benchgate wrote for this key: the entry names this exact key,
 * the record is this case (name, list, target, seed, params, expect, input hash), and its result hash recomputed over
 * its content equals the one it carries. Anything else is a miss (the case runs). The cache layer under it
 * authenticates entries too (LocalFolderCache's HMAC); see docs/security/limits.md.
 */
function verifyCached(text, key, expected) {
    let v;
    try {
        v = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isObj(v) || v.key !== key || !isObj(v.record))
        return undefined;
    const r = v.record;
    if (typeof r.name !== 'string' || !Array.isArray(r.methods) || typeof r.result_hash !== 'string')
        return undefined;
    if (r.name !== expected.name ||
        (r.list ?? 'cases') !== expected.list ||
        r.target !== expected.target ||
        r.seed !== expected.seed)
        return undefined;
    if (r.input_sha256 !== expected.input_sha256 ||
        (0,hash/* canonicalJson */.dj)(r.params) !== (0,hash/* canonicalJson */.dj)(expected.params) ||
        (0,hash/* canonicalJson */.dj)(r.expect ?? null) !== (0,hash/* canonicalJson */.dj)(expected.expect ?? null))
        return undefined;
    if ((0,hash/* resultHash */.wP)(r) !== r.result_hash)
        return undefined;
    if (!cacheable(r))
        return undefined;
    return r;
}
/**
 * What stands for the workflow folder in a cached record. A record holds the folder's absolute path where the workflow
 * printed it (a traceback's `File "/…/workflow.py"`); the cache key is the workflow's content, not its place, so an
 * entry written for one checkout is used by another copy of the same content. Stored with this token and given back
 * with the folder of the run that reads it, a failing case restored from the cache keeps its own traceback place
 * (QS021 at `workflow.py:37`) and never shows the other checkout's path.
 */
const WORKFLOW_TOKEN = '<benchgate:workflow>';
function replaceInRecord(r, from, to) {
    const text = JSON.stringify(r);
    const a = JSON.stringify(from).slice(1, -1);
    const b = JSON.stringify(to).slice(1, -1);
    if (!text.includes(a))
        return r;
    const out = JSON.parse(text.split(a).join(b));
    return { ...out, result_hash: (0,hash/* resultHash */.wP)(out) };
}
/** The record as the cache keeps it: the workflow folder's path (`folderAbs/…`) replaced by the token. */
function portableRecord(r, folderAbs) {
    return replaceInRecord(r, `${folderAbs.replace(/\/+$/, '')}/`, `${WORKFLOW_TOKEN}/`);
}
/** A verified cached record for the run in `folderAbs`: the token becomes this folder's path again. */
function localRecord(r, folderAbs) {
    return replaceInRecord(r, `${WORKFLOW_TOKEN}/`, `${folderAbs.replace(/\/+$/, '')}/`);
}

// EXTERNAL MODULE: ./src/suites/qsolve/runner/cache-key.ts
var cache_key = __webpack_require__(2255);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/assets.ts
var assets = __webpack_require__(59070);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/interpreter.ts
/**
 * The runner's INTERPRETER: the once-per-command check that the Python interpreter exists and is at least 3.9, run
 * inside the sandbox (probePython), and the path the runner processes then start (runnerInterpreter). Where the
 * runner scripts are found is `assets.ts`.
 */






/** The probe's program: the version on the first line, `sys.executable` (empty when Python does not know it) on the second. */
const PROBE_ARGS = ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3]); print(sys.executable or "")'];
const interpreterCache = new Map();
/**
 * Checks once per command that the Python interpreter exists and is at least 3.9. The probe runs in the sandbox
 * (the namespace launcher, unless there is none or `sandbox` is `off`): the command may come from a checked tree.
 */
function probePython(cmd, mode = 'auto', folderAbs = process.cwd()) {
    const key = `${mode}\u0000${cmd}`;
    const hit = interpreterCache.get(key);
    if (hit)
        return hit;
    let out;
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'benchgate-probe-'));
    try {
        const env = (0,sandbox/* scrubEnv */.LK)(process.env, scratch);
        const inSandbox = (0,sandbox/* probeCommand */.CL)(mode, cmd, PROBE_ARGS, scratch, env, folderAbs);
        const r = inSandbox
            ? (0,external_node_child_process_.spawnSync)(inSandbox.command, inSandbox.args, {
                encoding: 'utf8',
                timeout: 20000,
                env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }
            })
            : (0,external_node_child_process_.spawnSync)(cmd, PROBE_ARGS, {
                encoding: 'utf8',
                timeout: 20000,
                cwd: scratch,
                env
            });
        if (r.error)
            out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${r.error.message}` };
        else if (r.status !== 0)
            out = { ok: false, message: `"${cmd}" exited with code ${r.status}: ${(r.stderr ?? '').trim().slice(0, 300)}` };
        else {
            const [first = '', second = ''] = r.stdout.trim().split('\n');
            const version = first.trim();
            const [maj, min] = version.split('.').map(Number);
            const executable = usableExecutable(second.trim());
            out =
                maj > 3 || (maj === 3 && min >= 9)
                    ? { ok: true, version, ...(executable ? { executable } : {}) }
                    : { ok: false, message: `"${cmd}" is Python ${version}; the runner needs Python 3.9 or later` };
        }
    }
    catch (e) {
        out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${e.message}` };
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    interpreterCache.set(key, out);
    return out;
}
/** `sys.executable` as the probe printed it, when it names an executable regular file by an absolute path; else undefined. */
function usableExecutable(path) {
    if (!path || path.length > 4096 || !(0,external_node_path_.isAbsolute)(path) || [...path].some((c) => c < ' '))
        return undefined;
    try {
        const st = (0,external_node_fs_.statSync)(path);
        return st.isFile() && (st.mode & 0o111) !== 0 ? path : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The interpreter the runner processes start, and the path the sandbox must let them read (`need`).
 *
 * A command found on PATH is often a version manager's shim (pyenv, asdf): a shell script that starts a dozen
 * processes to find the real interpreter, again at every start (about 60 ms of CPU each with pyenv, and a gates run
 * starts one runner per case). The probe reports the interpreter's own path (`sys.executable`), and the runners start
 * that path directly, but only when doing so changes nothing the sandbox exposes: `isolation` (isolationFor over the
 * workflow's needs with that path) must give exactly `cmdPlan`, what it gave for the command. The probe's output never
 * widens the sandbox (docs/security/sandbox.md); otherwise the runners start the command, as before. Pure but for
 * `realpath`.
 */
function runnerInterpreter(cmd, cmdPath, probe, cmdPlan, isolation) {
    const fallback = { command: cmd, path: cmdPath };
    if (!probe.ok || !probe.executable)
        return fallback;
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(probe.executable);
    }
    catch {
        return fallback;
    }
    if (real !== cmdPath && !(0,external_node_util_.isDeepStrictEqual)(isolation(real), cmdPlan))
        return fallback;
    return { command: probe.executable, path: real };
}

// EXTERNAL MODULE: ./src/suites/qsolve/runner/cover.ts
var cover = __webpack_require__(87296);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/backend.ts
var backend = __webpack_require__(89079);
;// CONCATENATED MODULE: ./src/suites/qsolve/runner/sim-pool.ts
/**
 * Circuits run off the main thread: a `WorkerBackend` sends each circuit to one simulation worker thread
 * (sim-worker.ts) and waits for its counts, so benchgate's timers keep running while the engine works. When the
 * call's AbortSignal fires (the case's deadline, or the runner was killed) the worker is terminated at once, with
 * the noise engine's own worker threads inside it, and the circuit ends as stopped; the next circuit starts a fresh
 * worker. One worker thread per process, shared by the workflow runs of a check, created on the first circuit, reused
 * (warm) from circuit to circuit and workflow to workflow, and ended a few seconds after the last run closed.
 *
 * The worker runs the same DeviceBackend code as the main thread would, so counts for a seed are unchanged.
 *
 * Where the worker comes from: the build writes dist/workers/sim-worker.js (scripts/build.mjs), a thin file that runs
 * sim-worker.ts from the shared bundle dist/bundle/ and names the SHA-256 of the bundle files it runs (so its own
 * hash, engineBuildId, changes with the engine's code). When benchgate runs
 * from its TypeScript sources (the tests), the worker loads sim-worker.ts through a small module loader that
 * transpiles TypeScript with the `@swc/core` dev dependency (as jest's transform does; a native module that loads in
 * milliseconds, where `typescript` took half a second per worker) and keeps the output in a cache folder under the
 * system temporary folder.
 */









const SIM_WORKER_FILE = 'sim-worker.js';
/** Message of a circuit stopped because its signal fired. */
const STOPPED_REASON = 'the simulation was stopped: the time limit was reached';
/** Finds the worker: beside the bundle (../workers/ from the shared bundle's dist/bundle/), else the sources. */
function locateSimWorker() {
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const ts = (0,external_node_path_.join)(here, 'sim-worker.ts');
    if ((0,external_node_fs_.existsSync)(ts)) {
        try {
            const swc = (0,external_node_module_.createRequire)(import.meta.url).resolve('@swc/core');
            return { kind: 'ts', file: ts, swc };
        }
        catch {
            return undefined;
        }
    }
    for (const c of [
        (0,external_node_path_.join)(here, 'workers', SIM_WORKER_FILE),
        (0,external_node_path_.join)(here, '..', 'workers', SIM_WORKER_FILE),
        (0,external_node_path_.join)(here, SIM_WORKER_FILE)
    ]) {
        if ((0,external_node_fs_.existsSync)(c))
            return { kind: 'js', file: c };
    }
    return undefined;
}
let buildId;
/** Identity of the simulation engine a WorkerBackend runs (for cache keys): SHA-256 of the built worker, or `source` + the version from sources. */
function engineBuildId() {
    buildId ??= (async () => {
        const loc = locateSimWorker();
        if (!loc)
            return 'missing';
        if (loc.kind === 'ts')
            return 'source';
        return `sha256:${(0,external_node_crypto_.createHash)('sha256')
            .update(await (0,promises_.readFile)(loc.file))
            .digest('hex')}`;
    })().catch(() => 'unreadable');
    return buildId;
}
/**
 * Module hooks used only when running from sources: `.js` specifiers of .ts files resolve to the .ts, which is
 * transpiled (cached by content). The cache holds code, so it is used only when its folder is this user's own and
 * writable by nobody else (the temporary folder is shared: another account could have made the folder first and
 * planted entries); otherwise every file is transpiled afresh and nothing is written.
 */
function tsLoaderSource(swcPath, cacheDir) {
    return `
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
const CACHE = ${JSON.stringify(cacheDir)};
let swc;
let cacheOwn;
function cacheIsOwn() {
  if (cacheOwn !== undefined) return cacheOwn;
  try { mkdirSync(CACHE, { mode: 0o700 }); } catch {}
  try {
    const st = lstatSync(CACHE);
    cacheOwn = st.isDirectory() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  } catch { cacheOwn = false; }
  return cacheOwn;
}
export async function resolve(spec, ctx, next) {
  if (ctx.parentURL && ctx.parentURL.endsWith('.ts') && spec.startsWith('.') && spec.endsWith('.js')) {
    const js = new URL(spec, ctx.parentURL);
    if (!existsSync(fileURLToPath(js))) return { url: new URL(spec.slice(0, -3) + '.ts', ctx.parentURL).href, format: 'module', shortCircuit: true };
  }
  return next(spec, ctx);
}
export async function load(url, ctx, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, ctx);
  const file = fileURLToPath(url);
  const src = readFileSync(file, 'utf8');
  const key = join(CACHE, createHash('sha256').update(file + '\\0' + src).digest('hex') + '.mjs');
  const cached = cacheIsOwn();
  if (cached && existsSync(key)) return { format: 'module', source: readFileSync(key, 'utf8'), shortCircuit: true };
  swc ??= (await import(${JSON.stringify((0,external_node_url_.pathToFileURL)(swcPath).href)})).default;
  const out = swc.transformSync(src, { filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: false }).code;
  if (cached) try { const tmp = key + '.' + process.pid + '.' + Math.random().toString(36).slice(2); writeFileSync(tmp, out); renameSync(tmp, key); } catch {}
  return { format: 'module', source: out, shortCircuit: true };
}
`;
}
const TS_BOOT = `
const { register } = require('node:module');
const { workerData } = require('node:worker_threads');
register('data:text/javascript,' + encodeURIComponent(workerData.loader));
import(workerData.entry).catch((e) => { throw e; });
`;
/**
 * The simulation thread sees the environment of the code that starts it (`process.env` as this module reads it, e.g.
 * `BENCHGATE_NOISE_THREADS`); Node's own default would copy the process's original one, which differs from it where
 * the caller's `process` is its own (jest's test environment).
 */
function startWorker(loc) {
    if (loc.kind === 'js')
        return new external_node_worker_threads_.Worker(loc.file, { env: process.env });
    // Per user, and read only when it is this user's own (tsLoaderSource): the transpiled files are code.
    const loader = tsLoaderSource(loc.swc, (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `benchgate-ts-worker-cache-${process.getuid?.() ?? 'user'}`));
    return new external_node_worker_threads_.Worker(TS_BOOT, {
        eval: true,
        env: process.env,
        workerData: { loader, entry: (0,external_node_url_.pathToFileURL)(loc.file).href }
    });
}
/** How long an idle worker is kept after the last run using it closed (the next workflow of the same check reuses it warm). */
const IDLE_KEEP_MS = 3000;
/**
 * The one simulation thread of the process: a FIFO of circuits, one at a time. Shared by every WorkerBackend of a
 * check, so the engine's compiled code stays warm from one workflow to the next. The worker is unref'd whenever it
 * is idle, so it never keeps the process alive, and it is terminated IDLE_KEEP_MS after the last user closed.
 */
class SimThread {
    worker;
    queue = [];
    running;
    nextId = 1;
    users = 0;
    idleTimer;
    started = 0;
    stopped = 0;
    location = null;
    acquire() {
        this.users++;
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = undefined;
    }
    release() {
        this.users = Math.max(0, this.users - 1);
        if (this.users > 0 || this.running || this.queue.length)
            return Promise.resolve();
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => void this.terminate(), IDLE_KEEP_MS);
        this.idleTimer.unref();
        return Promise.resolve();
    }
    /** Ends the worker now (idle or not: a running circuit ends as stopped). */
    async terminate() {
        if (this.idleTimer)
            clearTimeout(this.idleTimer);
        this.idleTimer = undefined;
        const w = this.worker;
        this.worker = undefined;
        if (w)
            await w.terminate();
    }
    /** Starts the worker now (idle and unref'd), so its start-up overlaps the runner's; errors surface on the first circuit. */
    prewarm() {
        if (this.worker)
            return;
        try {
            this.ensure();
        }
        catch {
            /* reported by run() */
        }
    }
    get alive() {
        return this.worker !== undefined;
    }
    run(msg, signal) {
        if (signal?.aborted)
            return Promise.resolve({ ok: false, unavailable: false, reason: STOPPED_REASON });
        return new Promise((resolve) => {
            const job = { id: this.nextId++, msg, signal, resolve };
            job.onAbort = () => this.abort(job);
            signal?.addEventListener('abort', job.onAbort, { once: true });
            this.queue.push(job);
            this.pump();
        });
    }
    finish(job, r) {
        if (job.onAbort)
            job.signal?.removeEventListener('abort', job.onAbort);
        job.resolve(r);
    }
    abort(job) {
        const q = this.queue.indexOf(job);
        if (q >= 0) {
            this.queue.splice(q, 1);
            this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
            return;
        }
        if (this.running !== job)
            return;
        this.running = undefined;
        this.stopped++;
        const w = this.worker;
        this.worker = undefined;
        void (w ? w.terminate() : Promise.resolve()).finally(() => {
            this.finish(job, { ok: false, unavailable: false, reason: STOPPED_REASON });
            this.pump();
        });
    }
    pump() {
        if (this.running || this.queue.length === 0)
            return;
        const job = this.queue.shift();
        let w;
        try {
            w = this.ensure();
        }
        catch (e) {
            this.finish(job, { ok: false, unavailable: false, reason: e.message });
            this.pump();
            return;
        }
        this.running = job;
        w.ref();
        w.postMessage({ id: job.id, ...job.msg });
    }
    ensure() {
        if (this.worker)
            return this.worker;
        if (this.location === null)
            this.location = locateSimWorker();
        if (!this.location)
            throw new Error('the simulation worker (workers/sim-worker.js) is missing from this build');
        const w = startWorker(this.location);
        this.started++;
        w.on('message', (m) => {
            const job = this.running;
            if (!job || m.id !== job.id || !m.result)
                return;
            this.running = undefined;
            w.unref();
            this.finish(job, m.result);
            this.pump();
        });
        const dead = (why) => {
            if (this.worker !== w)
                return;
            this.worker = undefined;
            const job = this.running;
            this.running = undefined;
            if (job)
                this.finish(job, { ok: false, unavailable: false, reason: why });
            this.pump();
        };
        w.on('error', (e) => dead(e.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the simulation ran out of memory: ${e.message}`
            : `the simulation failed: ${e.message}`));
        w.on('exit', (code) => dead(`the simulation worker exited (code ${code})`));
        w.unref();
        this.worker = w;
        return w;
    }
}
const thread = new SimThread();
/** Counters of the process's simulation thread (tests read them): workers started, circuits stopped, worker alive. */
function simThreadStats() {
    return { started: thread.started, stopped: thread.stopped, alive: thread.alive };
}
/** Terminates the simulation thread now (tests; a long-lived host that wants its memory back). */
function terminateSimThread() {
    return thread.terminate();
}
/**
 * Backend whose circuits run in the process's simulation thread. `available` and `score` are cheap and stay on the
 * calling thread. `close()` (once per backend) lets the thread end when no other run uses it.
 */
class WorkerBackend {
    local = new backend/* DeviceBackend */.F();
    closed = false;
    constructor() {
        thread.acquire();
    }
    available(target) {
        return this.local.available(target);
    }
    score(target, circuits, shots) {
        return this.local.score(target, circuits, shots);
    }
    describe(target) {
        return this.local.describe(target);
    }
    /** Starts the simulation thread ahead of the first circuit (its start-up then overlaps the runner's). */
    prewarm() {
        if (!this.closed)
            thread.prewarm();
    }
    async run(qasm, shots, seed, target, signal, options) {
        if (this.closed)
            return { ok: false, unavailable: false, reason: 'the backend is closed' };
        return thread.run({ qasm, shots, seed, target, ...(options ? { options } : {}) }, signal);
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await thread.release();
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/runner/run.ts
/**
 * Runs a workflow's cases for real: every declared method in the sandboxed runner, circuits on the case's target
 * through the backend, `evaluate` on every solution, `estimate`, then the re-run of the first case that ran.
 * Produces the run records that decide.ts / gates.ts judge. Never throws for a broken workflow.
 * This file holds the run of a workflow (what may run, the sandbox and limits chosen, the cache, every case, the
 * re-run); next to it: run-case.ts (one case in a runner process), limits.ts (time and memory limits),
 * interpreter.ts (runner scripts and the Python probe) and cache-record.ts (which records are cached and reused).
 */





















const DEFAULT_TARGET = 'sim-cpu';
/** Why the test stage cannot run for this workflow (platform: a rejected submission never reaches the sandbox), or undefined. */
function notRunnable(s) {
    const m = s.manifest.manifest;
    if (!m)
        return 'the manifest does not load, so the workflow cannot run';
    // A method rule (QS002) or a schema that does not compile (QS003) rejects the submission before the sandbox.
    const rejected = s.manifestFindings.find((f) => f.severity === 'error' && (f.code === 'QS002' || f.code === 'QS003'));
    if (rejected)
        return `the submission is rejected (${rejected.code}: ${rejected.message}), so no case ran`;
    if (s.manifestFindings.some((f) => f.code === 'QS004'))
        return `the entry module "${m.entry}" is missing, so the workflow cannot run`;
    if (!/\.(py|mjs)$/.test(m.entry))
        return `the entry module "${m.entry}" is neither .py nor .mjs`;
    if (!s.cases)
        return 'benchmarks/cases.yaml is missing, so there is no case to run';
    if (!s.cases.loaded)
        return 'benchmarks/cases.yaml does not load, so `qsolve test` stops';
    const bad = s.cases.caseFindings.filter((f) => f.severity === 'error');
    if (bad.length)
        return `\`qsolve test\` stops with a validation error (${bad[0].code}: ${bad[0].message}), so no case ran`;
    const rej = s.submissionFindings.filter((f) => f.severity === 'error');
    if (rej.length)
        return `the submission is rejected (${rej[0].code}: ${rej[0].message}), so no case ran`;
    return undefined;
}
/**
 * Runs every case of a loaded workflow folder and the re-run of the first case that ran. Circuits run in a
 * simulation worker thread (sim-pool.ts) unless `o.backend` is given; the worker ends with the run.
 */
async function runWorkflow(s, o = {}) {
    if (o.backend)
        return runWorkflowOn(s, o, o.backend);
    const backend = new WorkerBackend();
    if (!notRunnable(s))
        backend.prewarm();
    try {
        return await runWorkflowOn(s, o, backend);
    }
    finally {
        await backend.close();
    }
}
/** How a maintainer opts out of `required` (QS034): the action defaults to it, so the job file must say so. */
const SANDBOX_OPT_OUT = 'To run it anyway with less isolation (warning QS035), opt out in the job file: `with: sandbox: auto` on the benchgate step (the action defaults to `required`; CLI: `--sandbox auto`), or run where full isolation is reached (docs/security.md, "Isolation")';
async function runWorkflowOn(s, o, backend) {
    const stats = { ran: 0, cached: 0, unavailable: 0 };
    const findings = [];
    const why = notRunnable(s);
    if (why)
        return { findings, notRun: why, stats };
    const m = s.manifest.manifest;
    const cases = s.cases;
    const language = m.entry.endsWith('.py') ? 'python' : 'javascript';
    const memoryMb = memoryLimitMb(m);
    let limitS = timeLimitS(m, o.timeoutS);
    if (o.maxTimeoutS !== undefined) {
        if (o.maxTimeoutS > limitS)
            findings.push((0,finding/* finding */.g)(codes.QS.QS037, `.benchgate.yml option \`qsolve.timeout_s: ${o.maxTimeoutS}\` is ignored: the checked tree may only lower the time limit (${limitS} s here); a longer one must come from the job`, { file: '.benchgate.yml' }));
        limitS = Math.min(limitS, o.maxTimeoutS);
    }
    const mode = o.sandbox ?? 'auto';
    const entryAbs = (0,external_node_path_.resolve)(s.folderAbs, m.entry);
    const runnerAsset = (0,assets/* assetPath */.Q)(language === 'python' ? 'qsolve_runner.py' : 'qsolve_runner.mjs');
    const exe = language === 'python' ? (0,sandbox/* resolveCommand */.OK)(o.python ?? 'python3', (o.env ?? process.env).PATH) : process.execPath;
    const priv = (0,cover/* privateDirs */.ym)(o.env ?? process.env);
    const needWith = (interpreterPath) => [
        runnerAsset,
        s.folderAbs,
        entryAbs,
        ...(interpreterPath ? [interpreterPath] : [])
    ];
    let need = needWith(exe);
    const sandboxPlan = (0,sandbox/* isolationFor */.Qc)(mode, need, priv);
    const { iso, caps: lcaps, runAs, expose } = sandboxPlan;
    // Without a cgroup, node gets RLIMIT_DATA (its reserved address space would trip RLIMIT_AS).
    if (language === 'javascript' && iso.memory === 'RLIMIT_AS')
        iso.memory = 'RLIMIT_DATA';
    if (mode === 'required' && iso.level !== 'full') {
        const why = `\`sandbox: required\` and this machine cannot isolate the workflow fully (missing: ${iso.missing.join('; ')})`;
        findings.push((0,finding/* finding */.g)(codes.QS.QS034, `workflow ${(0,load_workflow/* workflowName */.tv)(s)} did not run: ${why}. ${SANDBOX_OPT_OUT}`, {
            file: s.manifestFile,
            gate: 'cases_pass'
        }));
        return { findings, notRun: why, stats };
    }
    if (mode === 'off')
        findings.push((0,finding/* finding */.g)(codes.QS.QS036, `workflow ${(0,load_workflow/* workflowName */.tv)(s)} ran with \`sandbox: off\`: no namespaces, so it could read benchgate's processes, write the job's files and use the network`, { file: s.manifestFile }));
    else if (iso.level !== 'full')
        findings.push((0,finding/* finding */.g)(codes.QS.QS035, `workflow ${(0,load_workflow/* workflowName */.tv)(s)} ran with ${iso.level} isolation (missing: ${iso.missing.join('; ')})`, {
            file: s.manifestFile
        }));
    let argv;
    let interpreter;
    if (language === 'python') {
        const py = o.python ?? 'python3';
        const probe = probePython(py, mode, s.folderAbs);
        if (!probe.ok) {
            findings.push((0,finding/* finding */.g)(codes.QS.QS030, `workflow ${(0,load_workflow/* workflowName */.tv)(s)} cannot run: ${probe.message}`, {
                file: s.manifestFile,
                gate: 'cases_pass'
            }));
            return { findings, notRun: probe.message, stats };
        }
        interpreter = `python ${probe.version}`;
        // The probed interpreter's own path when starting it directly exposes nothing more (skips a version manager's shim).
        const direct = runnerInterpreter(py, exe, probe, sandboxPlan, (p) => (0,sandbox/* isolationFor */.Qc)(mode, needWith(p), priv));
        need = needWith(direct.path);
        argv = [direct.command, '-B', '-u', (0,assets/* assetPath */.Q)('qsolve_runner.py')];
    }
    else {
        interpreter = `node ${process.versions.node}`;
        argv = [process.execPath, `--max-old-space-size=${memoryMb}`, '--no-warnings', (0,assets/* assetPath */.Q)('qsolve_runner.mjs')];
    }
    const caps = (0,sandbox/* sandboxCaps */.XT)();
    const memoryEnforcement = lcaps ? iso.memory : (0,sandbox/* plan */.et)(['x'], memoryMb, language === 'python', caps).memoryEnforcement;
    const networkIsolated = lcaps ? iso.namespaces.includes('network') : caps.unshare.length > 0;
    const info = {
        protocol: protocol/* PROTOCOL_VERSION */.WP,
        language,
        interpreter,
        network_isolated: networkIsolated,
        memory_limit_mb: memoryMb,
        memory_enforcement: memoryEnforcement,
        time_limit_s: limitS,
        isolation: iso
    };
    if (!info.network_isolated)
        findings.push((0,finding/* finding */.g)(codes.QS.QS031, `workflow ${(0,load_workflow/* workflowName */.tv)(s)} ran with network access: \`unshare -rn\` is not available or not permitted here`, { file: s.manifestFile }));
    const rt = {
        state: s,
        manifest: m,
        language,
        argv,
        entryAbs,
        memoryMb,
        limitS,
        deadline: Date.now() + limitS * 1000,
        backend,
        env: o.env ?? process.env,
        info,
        ...(lcaps && runAs
            ? {
                launcher: {
                    caps: lcaps,
                    runAs,
                    hide: (0,sandbox/* hiddenPaths */.v_)(o.env ?? process.env, s.folderAbs),
                    need,
                    expose: expose ?? []
                }
            }
            : {}),
        referenceName: referenceOf(m),
        progress: o.progress ?? (() => { })
    };
    const log = o.log ?? (() => { });
    const digest = o.cache ? await (0,cache_key/* workflowDigest */.s)(s.folderAbs) : undefined;
    const runnerSha = digest ? (0,hash/* sha256Hex */.fg)(await (0,promises_.readFile)(argv[argv.length - 1]).catch(() => Buffer.from('missing'))) : '';
    // Everything besides the case that determines a record: the runner and interpreter, the sandbox and limits, the engine build.
    const environment = digest
        ? {
            runner: info,
            engine: o.backend ? `custom:${o.backend.constructor?.name ?? 'backend'}` : await engineBuildId(),
            timeLimitS: limitS
        }
        : undefined;
    const defaultTarget = o.target ?? DEFAULT_TARGET;
    const prepare = async (spec) => {
        const r = await (0,submission/* resolveCaseInput */.FC)(spec, s.folderAbs, s.casesFile);
        if (!r.ok)
            return { error: r.finding.message };
        const params = structuredClone(spec.params);
        s.paramsSchema?.(params);
        return { spec, input: r.value, params, target: spec.target ?? defaultTarget };
    };
    const records = [];
    const prepared = [];
    const total = cases.cases.length + cases.hardware.length;
    const caseDone = (line) => {
        log(`qsolve ${(0,load_workflow/* workflowName */.tv)(s)}: ${line}`);
        o.onCase?.({ done: records.length, total, line });
    };
    for (const [list, specs] of [
        ['cases', cases.cases],
        ['hardware_cases', cases.hardware]
    ]) {
        for (const spec of specs) {
            const p = await prepare(spec);
            if ('error' in p) {
                const rec = {
                    name: spec.name,
                    list,
                    target: spec.target ?? defaultTarget,
                    seed: spec.seed,
                    params: spec.params,
                    expect: spec.expect,
                    exception: exc('InputError', p.error),
                    methods: []
                };
                records.push({ ...rec, result_hash: (0,hash/* resultHash */.wP)(rec) });
                prepared.push(undefined);
                continue;
            }
            prepared.push(p);
            // What names the case, first in both its record and the cache entry it expects.
            const head = { name: spec.name, list, target: p.target, seed: spec.seed, params: p.params, expect: spec.expect };
            const why = rt.backend.available(p.target);
            if (why !== null) {
                stats.unavailable++;
                const rec = { ...head, unavailable: why, methods: [] };
                records.push({ ...rec, result_hash: (0,hash/* resultHash */.wP)(rec) });
                caseDone(`${spec.name} [${p.target}]: not run (${why})`);
                continue;
            }
            const key = digest
                ? (0,cache_key/* cacheKey */.k)({
                    digest,
                    runner: runnerSha,
                    list,
                    name: spec.name,
                    input: p.input,
                    params: p.params,
                    seed: spec.seed,
                    target: p.target,
                    expect: spec.expect,
                    limits: { memoryMb },
                    environment
                })
                : undefined;
            const expected = { ...head, input_sha256: (0,hash/* sha256Hex */.fg)((0,hash/* canonicalJson */.dj)(p.input)) };
            if (key && o.cache) {
                // Time spent waiting for the cache service is not the workflow's: move the deadline by it.
                const t0 = Date.now();
                const hit = await o.cache.get(key).catch(() => undefined);
                rt.deadline += Date.now() - t0;
                const verified = hit ? verifyCached(hit, key, expected) : undefined;
                const rec = verified ? localRecord(verified, s.folderAbs) : undefined;
                if (rec) {
                    stats.cached++;
                    records.push(rec);
                    caseDone(`${spec.name} [${p.target}]: ${caseSummary(rec)} (cached)`);
                    continue;
                }
            }
            const rec = await runCase(rt, p, list);
            stats.ran++;
            records.push(rec);
            caseDone(`${spec.name} [${p.target}]: ${caseSummary(rec)} (${(rec.wall_time_s ?? 0).toFixed(2)} s)`);
            if (key && o.cache && cacheable(rec)) {
                const t0 = Date.now();
                await o.cache.set(key, JSON.stringify({ key, record: portableRecord(rec, s.folderAbs) })).catch(() => { });
                rt.deadline += Date.now() - t0;
            }
        }
    }
    const out = {
        schema: qsolve_records/* RECORDS_SCHEMA_ID */.Ho,
        workflow: s.folder,
        engine: { name: 'benchgate', version: version/* VERSION */.x },
        metric: (0,manifest/* metricOf */.ak)(m.metric),
        target: defaultTarget,
        runner: info,
        cases: records
    };
    // reproducible: re-run the first `cases` entry that ran to a result, for real.
    const idx = records.findIndex((r) => (r.list ?? 'cases') === 'cases' && (0,gates/* ranToResult */.i1)(r));
    if (idx >= 0 && prepared[idx]) {
        const p = prepared[idx];
        rt.progress(`qsolve ${(0,load_workflow/* workflowName */.tv)(s)}: ${p.spec.name} [${p.target}] re-run for reproducible…`);
        const rerun = await runCase(rt, p, 'cases');
        stats.ran++;
        log(`qsolve ${(0,load_workflow/* workflowName */.tv)(s)}: ${p.spec.name} [${p.target}]: re-run ${rerun.result_hash === records[idx].result_hash ? 'gave the same result hash' : 'differs'} (${(rerun.wall_time_s ?? 0).toFixed(2)} s)`);
        out.reproducible = { case: p.spec.name, index: idx, rerun };
    }
    return { records: out, findings, stats };
}
function caseSummary(r) {
    if (r.exception)
        return `raised ${r.exception.type}: ${r.exception.message.slice(0, 120)}`;
    if (r.unavailable)
        return `not run (${r.unavailable})`;
    const parts = r.methods.map((m) => `${m.name} ${m.status === 'ok' ? (m.evaluated ?? m.objective ?? '?') : m.status}${m.circuits.length ? ` (${m.circuits.length} circuits)` : ''}`);
    return parts.join(', ');
}


/***/ }),

/***/ 67788:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ launcherPlan),
/* harmony export */   CL: () => (/* binding */ probeCommand),
/* harmony export */   LK: () => (/* binding */ scrubEnv),
/* harmony export */   OK: () => (/* binding */ resolveCommand),
/* harmony export */   Ox: () => (/* binding */ spawnSandboxed),
/* harmony export */   Qc: () => (/* binding */ isolationFor),
/* harmony export */   TP: () => (/* binding */ killTree),
/* harmony export */   XT: () => (/* binding */ sandboxCaps),
/* harmony export */   ZF: () => (/* binding */ pipesOf),
/* harmony export */   et: () => (/* binding */ plan),
/* harmony export */   f: () => (/* binding */ SANDBOX_MODES),
/* harmony export */   v_: () => (/* binding */ hiddenPaths)
/* harmony export */ });
/* unused harmony exports launcherCaps, resetLauncherCaps, missingParts */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53309);
/* harmony import */ var _cover_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87296);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _assets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59070);
/**
 * The workflow sandbox (docs/security.md, "Isolation"). Two layers:
 *
 * - the **namespace launcher** (`assets/qsolve_sandbox.py`): new PID, mount, network, IPC, UTS (and user)
 *   namespaces, a fresh /proc, the file system read-only except a tmpfs scratch folder, the job's GITHUB_* files,
 *   RUNNER_TEMP and the repository's .git hidden, the invoking user's HOME, XDG folders and cache folder covered
 *   (cover.ts), a cgroup (or rlimit) memory and process cap, no capabilities, no nested user namespace (seccomp),
 *   an unprivileged uid (65534 as root and under sudo); the runner is PID 1, so the whole namespace dies with it. Reached directly as root, through
 *   an unprivileged user namespace, or through `sudo -n` (GitHub's hosted Ubuntu 24.04 runners: AppArmor restricts
 *   unprivileged user namespaces, sudo is passwordless). Probed once per process.
 * - the **legacy layer**, used when no namespace can be made or `sandbox: off`: a scrubbed environment, a
 *   temporary HOME, `prlimit --as`, `unshare -n` when it works, and a process group benchgate kills.
 *
 * What was reached is an {@link Isolation}; `sandbox: required` refuses to run anything below `full`.
 */






/** Variables copied from benchgate's environment when set (every other variable is dropped). */
const ENV_ALLOW = [
    'PATH',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TERM',
    'PYTHONPATH',
    'PYTHONHOME',
    'PYTHONUSERBASE',
    'VIRTUAL_ENV',
    'CONDA_PREFIX',
    'SYSTEMROOT',
    'TMPDIR'
];
/** Prefixes copied too. */
const ENV_ALLOW_PREFIX = ['LC_'];
/** Never copied, even when allowed above. */
const ENV_DENY = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|AUTH|(^|_)KEY($|_)/i;
/** Set for every workflow: deterministic hashing, unbuffered output, no bytecode written into the repository, one BLAS thread. */
const ENV_FIXED = {
    PYTHONHASHSEED: '0',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONUNBUFFERED: '1',
    PYTHONIOENCODING: 'utf-8',
    OMP_NUM_THREADS: '1',
    OPENBLAS_NUM_THREADS: '1',
    MKL_NUM_THREADS: '1',
    NO_COLOR: '1'
};
/** The environment a workflow process gets. Pure. */
function scrubEnv(parent, home) {
    const out = {};
    for (const [k, v] of Object.entries(parent)) {
        if (v === undefined)
            continue;
        const allowed = ENV_ALLOW.includes(k) || ENV_ALLOW_PREFIX.some((p) => k.startsWith(p));
        if (allowed && !ENV_DENY.test(k))
            out[k] = v;
    }
    if (!out.PATH)
        out.PATH = '/usr/local/bin:/usr/bin:/bin';
    Object.assign(out, ENV_FIXED);
    out.HOME = home;
    out.TMPDIR = home;
    out.USERPROFILE = home;
    return out;
}
let caps;
/** Probes once per process whether `unshare` (network namespace) and `prlimit` work here. */
function sandboxCaps() {
    if (caps)
        return caps;
    if (process.env.BENCHGATE_NO_UNSHARE === '1' || process.platform !== 'linux') {
        caps = { unshare: [], prlimit: false };
        return caps;
    }
    const ok = (cmd, args) => {
        try {
            const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(cmd, args, { stdio: 'ignore', timeout: 5000 });
            return r.status === 0;
        }
        catch {
            return false;
        }
    };
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let unshare = [];
    for (const flags of isRoot ? [['-n'], ['-rn']] : [['-rn']]) {
        if (ok('unshare', [...flags, 'true'])) {
            unshare = ['unshare', ...flags];
            break;
        }
    }
    caps = { unshare, prlimit: ok('prlimit', ['--as=1073741824', 'true']) };
    return caps;
}
/**
 * The command line that runs `argv` in the sandbox. `asLimit`: apply an address-space limit with prlimit
 * (Python; node reserves more address space than it uses, so it gets a heap limit instead).
 */
function plan(argv, memoryMb, asLimit, c = sandboxCaps()) {
    const pre = [];
    let memoryEnforcement;
    if (asLimit && c.prlimit) {
        pre.push('prlimit', `--as=${memoryMb * 1024 * 1024}`, '--');
        memoryEnforcement = 'prlimit --as';
    }
    else
        memoryEnforcement = asLimit ? 'setrlimit(RLIMIT_AS) in the runner' : 'node --max-old-space-size';
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_5__/* .pushAll */ .iI)(pre, c.unshare);
    const full = [...pre, ...argv];
    return { command: full[0], args: full.slice(1), networkIsolated: c.unshare.length > 0, memoryEnforcement };
}
/** Starts a sandboxed process in its own process group with the request and message pipes (see {@link pipesOf}). */
function spawnSandboxed(p, cwd, env) {
    if (p.fds === 'proto')
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(p.command, p.args, {
            cwd,
            env: launcherEnv(),
            detached: true,
            stdio: ['pipe', 'pipe', 'pipe'],
            windowsHide: true
        });
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(p.command, p.args, {
        cwd,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'],
        windowsHide: true
    });
}
/** The stdio indexes of the request pipe, the message pipe, and the workflow's stdout (absent: merged into stderr). */
function pipesOf(p) {
    return p.fds === 'proto' ? { requests: 0, messages: 1 } : { requests: 3, messages: 4, stdout: 1 };
}
/** Kills the whole process group of a detached child (and the child itself). Never throws. */
function killTree(child) {
    if (child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        /* group already gone */
    }
    try {
        child.kill('SIGKILL');
    }
    catch {
        /* gone */
    }
}
const SANDBOX_MODES = ['auto', 'required', 'off'];
/** The uid workflow code runs as when the launcher runs as root (benchgate as root, or under sudo): nobody. */
const DEDICATED_UID = 65534;
/** Process (task) cap of one sandbox: the runner, its threads and every child. */
const PIDS_MAX = 256;
let launcher;
/** The environment of the launcher process itself (the workflow's own is passed in its configuration). */
function launcherEnv() {
    return { PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
}
function onPath(cmd, path = process.env.PATH ?? '') {
    if (cmd.includes('/'))
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(cmd) ? cmd : undefined;
    for (const d of path.split(node_path__WEBPACK_IMPORTED_MODULE_3__.delimiter)) {
        if (!d || !(0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(d))
            continue;
        const p = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(d, cmd);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.accessSync)(p, node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.X_OK);
            return p;
        }
        catch {
            /* next */
        }
    }
    return undefined;
}
/** A system Python for the launcher (a pyenv shim or a venv is not needed: the launcher uses only the standard library). */
function launcherPython() {
    for (const c of ['/usr/bin/python3', '/usr/local/bin/python3'])
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(c))
            return c;
    return onPath('python3');
}
function runLauncherProbe(prefix, cfg) {
    const scratch = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('mktemp', ['-d', '-t', 'benchgate-probe-XXXXXX'], { encoding: 'utf8' }).stdout?.trim();
    if (!scratch)
        return 'mktemp failed';
    try {
        const r = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(prefix[0], [...prefix.slice(1), JSON.stringify({ probe: true, scratch, argv: ['true'], ...cfg })], { encoding: 'utf8', timeout: 15000, env: launcherEnv() });
        if (r.error)
            return r.error.message;
        if (r.status !== 0)
            return (r.stderr || `exit ${r.status}`).trim().split('\n').slice(-1)[0];
        const rep = JSON.parse(r.stdout.trim().split('\n').slice(-1)[0]);
        return rep.missing.length ? rep.missing.join('; ') : rep;
    }
    catch (e) {
        return e.message;
    }
    finally {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('rmdir', [scratch]);
    }
}
/**
 * Probes once per process which way the launcher reaches namespaces here: as root; else through an unprivileged
 * user namespace; else through `sudo -n` (then the workflow still runs as benchgate's own uid). `BENCHGATE_NO_UNSHARE=1`
 * simulates a machine without namespaces.
 */
function launcherCaps() {
    if (launcher)
        return launcher;
    if (process.env.BENCHGATE_NO_UNSHARE === '1')
        return (launcher = { none: 'namespaces are switched off (BENCHGATE_NO_UNSHARE=1)' });
    if (process.platform !== 'linux')
        return (launcher = { none: `namespaces need Linux (this is ${process.platform})` });
    const py = launcherPython();
    if (!py)
        return (launcher = { none: 'no python3 for the namespace launcher' });
    const script = launcherScript();
    const base = [py, '-I', '-S', script];
    const uid = process.getuid?.() ?? 0;
    const gid = process.getgid?.() ?? 0;
    const limits = { memory_mb: 64, pids_max: 64 };
    const accept = (prefix, via, runAs, runGid, r) => ({
        prefix,
        via,
        namespaces: r.namespaces,
        readonly: r.readonly,
        memory: r.memory,
        processes: r.processes,
        uid: runAs,
        gid: runGid,
        cgroup: (r.memory ?? '').startsWith('cgroup') || (r.processes ?? '').startsWith('cgroup'),
        nestedUserns: r.nested_userns ?? null
    });
    if (uid === 0) {
        const r = runLauncherProbe(base, { ...limits, uid: DEDICATED_UID, gid: DEDICATED_UID });
        return (launcher =
            typeof r === 'string'
                ? { none: `the namespace launcher failed as root: ${r}` }
                : accept(base, 'root', DEDICATED_UID, DEDICATED_UID, r));
    }
    // Test-only (docs/security.md): pretend unprivileged user namespaces are unavailable, as on GitHub's Ubuntu 24.04
    // runners, so the sudo path can be proven where the sysctl cannot be changed. It only removes a way.
    const u = process.env.BENCHGATE_TEST_NO_USERNS === '1'
        ? 'user namespaces are switched off for this test (BENCHGATE_TEST_NO_USERNS=1)'
        : runLauncherProbe(base, limits);
    if (typeof u !== 'string')
        return (launcher = accept(base, 'userns', uid, gid, u));
    // sudo only where it is meant for this (a GitHub Actions runner, or asked for): a developer's cached sudo
    // ticket is not taken silently.
    const sudoAllowed = process.env.GITHUB_ACTIONS === 'true' || process.env.BENCHGATE_SANDBOX_SUDO === '1';
    const sudoOk = sudoAllowed && (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 5000 }).status === 0;
    if (sudoOk) {
        const prefix = ['sudo', '-n', ...base];
        // The workflow runs as nobody, never as benchgate's user (whose files may hold secrets).
        const s = runLauncherProbe(prefix, { ...limits, uid: DEDICATED_UID, gid: DEDICATED_UID });
        if (typeof s !== 'string')
            return (launcher = accept(prefix, 'sudo', DEDICATED_UID, DEDICATED_UID, s));
        return (launcher = { none: `no user namespace (${u}), and the launcher failed under sudo -n: ${s}` });
    }
    return (launcher = {
        none: `no unprivileged user namespace (${u}) and no passwordless sudo${sudoAllowed ? '' : ' (sudo is tried only on GitHub Actions or with BENCHGATE_SANDBOX_SUDO=1)'}`
    });
}
/** For tests: forget both probes. */
function resetLauncherCaps() {
    launcher = undefined;
    caps = undefined;
}
/** The launcher script next to the runners. */
function launcherScript() {
    return (0,_assets_js__WEBPACK_IMPORTED_MODULE_4__/* .assetPath */ .Q)('qsolve_sandbox.py');
}
/** Which of `full`'s parts a set of launcher capabilities lacks. Pure. */
function missingParts(c, user, unhidden = []) {
    const out = [];
    for (const ns of ['pid', 'mount', 'network', 'ipc'])
        if (!c.namespaces.includes(ns))
            out.push(`${ns} namespace`);
    if (!c.readonly)
        out.push('read-only file system');
    if (user !== 'unprivileged')
        out.push(`unprivileged user (runs as ${user})`);
    if (!c.memory)
        out.push('memory cap');
    if (!c.processes)
        out.push('process-count cap');
    if (!c.nestedUserns)
        out.push('no nested user namespaces (the seccomp filter cannot be installed here)');
    for (const u of unhidden)
        out.push(`hidden ${u}`);
    return out;
}
/** The isolation a workflow gets: `need` are the paths its code must read (runner, workflow folder, interpreter). */
function isolationFor(mode, need, priv = (0,_cover_js__WEBPACK_IMPORTED_MODULE_1__/* .privateDirs */ .ym)(process.env)) {
    const legacy = sandboxCaps();
    const legacyIso = (level, why) => ({
        level,
        via: 'none',
        namespaces: legacy.unshare.length ? ['network'] : [],
        filesystem: 'writable',
        user: 'benchgate-user',
        memory: 'rlimit per process',
        processes: null,
        missing: [why]
    });
    if (mode === 'off')
        return { iso: legacyIso('off', 'sandbox: off') };
    const c = launcherCaps();
    if ('none' in c)
        return { iso: legacyIso('none', c.none) };
    let user = 'unprivileged';
    let runAs = { uid: c.uid, gid: c.gid };
    // root and sudo drop to a dedicated uid (closed folders on the way are covered); every path covers the
    // invoking user's private folders.
    const dedicated = c.via === 'root' || c.via === 'sudo';
    const cover = (0,_cover_js__WEBPACK_IMPORTED_MODULE_1__/* .coverPlan */ .dX)(need, priv, dedicated);
    let plan = cover;
    if (!cover.ok) {
        // The dedicated uid cannot read what the workflow needs: as root, root without capabilities; under sudo,
        // benchgate's own uid. Either way below full, and said so.
        user = c.via === 'root' ? 'root-without-capabilities' : 'benchgate-user';
        runAs = c.via === 'root' ? { uid: 0, gid: 0 } : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };
        plan = (0,_cover_js__WEBPACK_IMPORTED_MODULE_1__/* .coverPlan */ .dX)(need, priv, false);
    }
    const missing = missingParts(c, user, plan.unhidden);
    return {
        iso: {
            level: missing.length ? 'partial' : 'full',
            via: c.via,
            namespaces: c.namespaces,
            filesystem: c.readonly ? 'read-only' : 'writable',
            user,
            memory: c.memory ?? 'none',
            processes: c.processes,
            missing,
            uid: runAs.uid,
            hidden: plan.hidden,
            nestedUserns: c.nestedUserns
        },
        caps: c,
        runAs,
        expose: plan.expose
    };
}
/** The launcher's configuration for one command. Pure. */
function launcherConfig(c, argv, o) {
    return {
        argv,
        env: o.env,
        scratch: o.scratch,
        cwd: o.scratch,
        scratch_mb: Math.max(16, Math.min(o.memoryMb, 1024)),
        hide: o.hide,
        memory_mb: o.memoryMb,
        pids_max: PIDS_MAX,
        rlimit_memory: o.rlimitMemory,
        fds: o.fds,
        require_cgroup: [
            ...((c.memory ?? '').startsWith('cgroup') ? ['memory'] : []),
            ...((c.processes ?? '').startsWith('cgroup') ? ['pids'] : [])
        ],
        ...(o.expose?.length ? { expose: o.expose } : {}),
        ...(c.nestedUserns ? { deny_userns: true } : {}),
        ...(o.runAs.uid !== (process.getuid?.() ?? 0) || c.via === 'sudo'
            ? { uid: o.runAs.uid, gid: o.runAs.gid, require_uid: true, need: o.need }
            : {})
    };
}
/** The spawn plan of one runner process through the launcher. */
function launcherPlan(c, argv, o) {
    const cfg = launcherConfig(c, argv, o);
    return {
        command: c.prefix[0],
        args: [...c.prefix.slice(1), JSON.stringify(cfg)],
        networkIsolated: true,
        memoryEnforcement: c.memory ?? 'none',
        fds: 'proto'
    };
}
/** Paths a workflow must not see or write: the job's command files, RUNNER_TEMP, the repository's .git. */
function hiddenPaths(env, folderAbs) {
    const out = new Set();
    for (const k of [
        'RUNNER_TEMP',
        'GITHUB_ENV',
        'GITHUB_PATH',
        'GITHUB_OUTPUT',
        'GITHUB_STEP_SUMMARY',
        'GITHUB_STATE'
    ]) {
        const v = env[k] ?? process.env[k];
        if (v && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(v) && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(v))
            out.add((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync)(v));
    }
    for (let d = folderAbs;; d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d)) {
        const g = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(d, '.git');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(g)) {
            out.add((0,node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync)(g));
            break;
        }
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d))
            break;
    }
    return [...out];
}
/** The interpreter probe's command line (`cmd` with `args`) inside the launcher, or undefined when there is no launcher (then it runs directly). */
function probeCommand(mode, cmd, args, scratch, env, folderAbs) {
    if (mode === 'off')
        return undefined;
    const c = launcherCaps();
    if ('none' in c)
        return undefined;
    const exe = onPath(cmd, env.PATH);
    const { runAs, expose } = isolationFor(mode, exe ? [exe] : []);
    const cfg = launcherConfig(c, [cmd, ...args], {
        scratch,
        memoryMb: 512,
        hide: hiddenPaths(process.env, folderAbs),
        env,
        fds: 'plain',
        rlimitMemory: 'as',
        runAs: runAs ?? { uid: c.uid, gid: c.gid },
        need: exe ? [exe] : [],
        ...(expose?.length ? { expose } : {})
    });
    return { command: c.prefix[0], args: [...c.prefix.slice(1), JSON.stringify(cfg)] };
}
/** Resolves a command on the workflow's PATH (for the paths a dedicated uid must read). */
function resolveCommand(cmd, path) {
    const p = onPath(cmd, path);
    try {
        return p ? (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.realpathSync)(p) : undefined;
    }
    catch {
        return p;
    }
}


/***/ }),

/***/ 49508:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MANIFEST_SCHEMA),
/* harmony export */   i: () => (/* binding */ RUN_RECORD_SCHEMA)
/* harmony export */ });
/**
 * The two JSON Schemas benchgate defines for Qsolve. The same objects are published as
 * schemas/qsolve/manifest.schema.json and schemas/qsolve/run-record.schema.json (a test keeps them equal).
 */
const relPath = {
    type: 'string',
    minLength: 1,
    maxLength: 300,
    pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$)).+$'
};
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
        entry: {
            ...relPath,
            pattern: '^(?![/\\\\])(?!.*(^|/)\\.\\.(/|$))[^\\\\]+\\.(py|mjs)$',
            description: 'Entry module relative to the workflow folder: workflow.py (Python) or workflow.mjs (JavaScript).'
        },
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
const num = { type: ['number', 'null'] };
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
            properties: { type: { type: 'string' }, message: { type: 'string' }, traceback: { type: 'string' } }
        },
        unavailable: { type: ['string', 'null'] },
        input_sha256: { type: 'string' },
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
                    missing_module: { type: ['string', 'null'] },
                    objective: num,
                    solution: {},
                    evaluated: num,
                    stderr: num,
                    details: { type: ['object', 'null'] },
                    wall_time_s: num,
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
                                shots: { type: 'integer', minimum: 0 },
                                clbits: { type: 'integer', minimum: 0 },
                                target: { type: 'string' },
                                seed: { type: 'integer' },
                                qasm_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
                                qasm_version: { enum: [2, 3] },
                                counts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
                                transpiled_two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                                fidelity: num,
                                raw_fidelity: num,
                                readout_gamma: num,
                                layout: {
                                    type: 'object',
                                    additionalProperties: false,
                                    required: ['initial', 'physical_qubits', 'couplers', 'method', 'swaps'],
                                    properties: {
                                        initial: { type: 'array', items: { type: 'integer', minimum: -1 } },
                                        physical_qubits: { type: 'array', items: { type: 'integer', minimum: 0 } },
                                        couplers: {
                                            type: 'array',
                                            items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0 } }
                                        },
                                        method: { enum: ['vf2', 'region', 'initial', 'trivial', 'as-sent'] },
                                        swaps: { type: 'integer', minimum: 0 }
                                    }
                                }
                            }
                        }
                    },
                    mitigation: {
                        type: ['object', 'null'],
                        additionalProperties: false,
                        properties: {
                            fidelity: num,
                            coverage: num,
                            postselection: num,
                            source: { enum: ['backend', 'workflow', null] },
                            reported: {
                                type: ['object', 'null'],
                                additionalProperties: false,
                                properties: { fidelity: num, coverage: num, postselection: num }
                            }
                        }
                    }
                }
            }
        },
        estimate: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: { circuits: num, shots: num }
        },
        result_hash: { type: ['string', 'null'] },
        wall_time_s: num
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
        metric: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: MANIFEST_SCHEMA.properties.metric.properties
        },
        target: { type: 'string', minLength: 1 },
        runner: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['protocol', 'language', 'network_isolated', 'memory_limit_mb', 'memory_enforcement', 'time_limit_s'],
            properties: {
                protocol: { type: 'integer' },
                language: { enum: ['python', 'javascript'] },
                interpreter: { type: 'string' },
                network_isolated: { type: 'boolean' },
                memory_limit_mb: { type: 'number' },
                memory_enforcement: { type: 'string' },
                time_limit_s: { type: 'number' },
                isolation: {
                    type: 'object',
                    properties: {
                        level: { enum: ['full', 'partial', 'none', 'off'] },
                        via: { type: 'string' },
                        namespaces: { type: 'array', items: { type: 'string' } },
                        filesystem: { type: 'string' },
                        user: { type: 'string' },
                        memory: { type: 'string' },
                        processes: { type: ['string', 'null'] },
                        missing: { type: 'array', items: { type: 'string' } },
                        uid: { type: 'integer' },
                        hidden: { type: 'array', items: { type: 'string' } },
                        nestedUserns: { type: ['string', 'null'] }
                    }
                }
            }
        },
        cases: { type: 'array', items: { $ref: '#/$defs/case' } },
        reproducible: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['case', 'index', 'rerun'],
            properties: { case: { type: 'string' }, index: { type: 'integer', minimum: 0 }, rerun: { $ref: '#/$defs/case' } }
        },
        binding: {
            type: ['object', 'null'],
            additionalProperties: false,
            required: ['content', 'benchgate', 'cases'],
            properties: {
                content: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
                benchgate: { type: 'string', maxLength: 64 },
                cases: { type: 'array', maxItems: 100000, items: { type: 'string', maxLength: 1024 } }
            }
        }
    },
    $defs: { case: CASE_RECORD }
};


/***/ }),

/***/ 46066:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Iz: () => (/* binding */ checkCases),
  dw: () => (/* binding */ parseJsonObject),
  FC: () => (/* binding */ resolveCaseInput)
});

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/bounds.ts
var bounds = __webpack_require__(8630);
// EXTERNAL MODULE: ./src/quantum/targets/target-syntax.ts
var target_syntax = __webpack_require__(52143);
;// CONCATENATED MODULE: ./src/quantum/targets/devices/data/names.ts
// Generated by scripts/gen-devices.mjs. Do not edit.
/** The fake devices' short names, sorted: for checks that need the names without loading the device data. */
const FAKE_DEVICE_NAMES = ['aachen', 'fez', 'kingston', 'marrakesh', 'torino'];

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(58426);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/circuit-options.ts
var circuit_options = __webpack_require__(36399);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
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
        return { ok: false, finding: (0,finding/* finding */.g)(codes.QS.QS009, `${who(c)} has neither \`input\` nor \`input_file\``, at(c, file)) };
    const p = c.input_file;
    const lex = (0,paths/* checkRelativePath */._k)(p);
    if (!lex.ok)
        return { ok: false, finding: (0,finding/* finding */.g)(codes.QS.QS010, `${who(c)}: input_file ${lex.message}`, at(c, file, 'input_file')) };
    let real;
    try {
        real = await (0,paths/* resolveInside */.LI)(folderAbs, p, { expect: 'file' });
    }
    catch (e) {
        if (e instanceof paths/* UnsafePathError */.k0) {
            const code = e.problem === 'escapes' || e.problem === 'absolute' || e.problem === 'traversal' ? codes.QS.QS010 : codes.QS.QS011;
            return { ok: false, finding: (0,finding/* finding */.g)(code, `${who(c)}: input_file ${e.message}`, at(c, file, 'input_file')) };
        }
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(codes.QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${e.message}`, at(c, file, 'input_file'))
        };
    }
    let buf;
    try {
        buf = await (0,paths/* readBounded */.CB)(real, INPUT_MAX_BYTES);
    }
    catch (e) {
        const msg = e instanceof paths/* FileTooLargeError */.yq ? e.message : e.message;
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(codes.QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${msg}`, at(c, file, 'input_file'))
        };
    }
    const r = parseJsonObject(buf);
    if (!r.ok)
        return {
            ok: false,
            finding: (0,finding/* finding */.g)(r.bound ? general.BG.BG020 : codes.QS.QS011, `${who(c)}: input_file "${p}" ${r.message}`, at(c, file, 'input_file'))
        };
    return { ok: true, value: r.value, from: 'input_file' };
}
/** Parses bytes as one JSON object. */
function parseJsonObject(buf) {
    const text = (0,paths/* decodeUtf8Strict */.h0)(buf);
    if (text === undefined)
        return { ok: false, message: 'is not valid UTF-8' };
    const over = (0,bounds/* scanJsonBounds */.Z9)(text);
    if (over) {
        const at = (0,bounds/* positionOf */.df)(text, over.offset);
        return {
            ok: false,
            message: `is not checked: at line ${at.line}, column ${at.column}, ${(0,bounds/* describeBound */.YD)(over)}; ${bounds/* BOUND_FIX */.XM}`,
            bound: at
        };
    }
    let v;
    try {
        v = JSON.parse(text);
    }
    catch (e) {
        return {
            ok: false,
            message: `is not valid JSON: ${e instanceof RangeError ? 'nested too deeply' : e.message}`
        };
    }
    if (typeof v !== 'object' || v === null || Array.isArray(v))
        return {
            ok: false,
            message: `does not hold a JSON object (found ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v})`
        };
    return { ok: true, value: v };
}
/** What is wrong with the transpiler options among a case's params (the keys ctx.run sends with every circuit), or undefined. */
function transpilerParamsProblem(params) {
    const keys = ['initial_layout', 'optimization_level', 'seed_transpiler'].filter((k) => params[k] != null);
    if (!keys.length)
        return undefined;
    const r = (0,circuit_options/* circuitOptions */.K)(Object.fromEntries(keys.map((k) => [k, params[k]])));
    if (!r.ok)
        return r.problem;
    const il = r.options?.initialLayout;
    if (il && new Set(il).size !== il.length)
        return `initial_layout names a device qubit twice: ${JSON.stringify(il)}`;
    return undefined;
}
/**
 * The pure part of the submission checks plus benchgate's warnings (QS016 ibm: under cases, QS017 duplicates, QS029
 * target): each case's rules in order (caseFindings), then the duplicates of each list, then the hardware size.
 */
function checkCases(x) {
    const out = [];
    for (const c of [...x.cases, ...x.hardware])
        (0,arrays/* pushAll */.iI)(out, caseFindings(c, x));
    for (const list of [x.cases, x.hardware])
        (0,arrays/* pushAll */.iI)(out, duplicateCaseFindings(list, x.file));
    (0,arrays/* pushAll */.iI)(out, hardwareSizeFindings(x));
    return out;
}
/** One case's findings, one rule each: input given twice, input unreadable, input schema, shots, transpiler options, params schema, target. */
function caseFindings(c, x) {
    const r = x.inputs.get(c);
    return [
        ...bothInputsFinding(c, x.file),
        ...(r && !r.ok ? [r.finding] : []),
        ...(r && r.ok && x.inputSchema ? inputSchemaFinding(c, r, x.inputSchema, x.file) : []),
        ...shotsFinding(c, x.file),
        ...transpilerParamsFinding(c, x.file),
        ...(x.paramsSchema ? paramsSchemaFinding(c, x.paramsSchema, x.file) : []),
        ...(c.target !== undefined && c.list === 'cases' ? targetFinding(c, c.target, x.file) : [])
    ];
}
/** QS018: both `input` and `input_file` (the first wins). */
function bothInputsFinding(c, file) {
    if (c.input === undefined || c.input_file === undefined)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS018, `${who(c)} gives both \`input\` and \`input_file\`; \`input\` wins and "${c.input_file}" is ignored`, at(c, file, 'input_file'))
    ];
}
/** QS012: the input breaks the input schema. */
function inputSchemaFinding(c, r, schema, file) {
    const v = schema(r.value);
    if (v.ok)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS012, `${who(c)}: input${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, file, r.from))
    ];
}
/** QS013: params.shots above 100,000. */
function shotsFinding(c, file) {
    const shots = c.params.shots;
    if (!(typeof shots === 'number' && shots > MAX_SHOTS))
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS013, `${who(c)}: params.shots is ${shots}, above ${MAX_SHOTS.toLocaleString('en-US')}`, at(c, file, 'params'))
    ];
}
/** QS060: transpiler options among the params that ctx.run could not send. */
function transpilerParamsFinding(c, file) {
    const topts = transpilerParamsProblem(c.params);
    return topts ? [(0,finding/* finding */.g)(codes.QS.QS060, `${who(c)}: params ${topts}`, at(c, file, 'params'))] : [];
}
/** QS014: the params break the parameter schema (validated on a copy: defaults never leak into the case). */
function paramsSchemaFinding(c, schema, file) {
    const v = schema(structuredClone(c.params));
    if (v.ok)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS014, `${who(c)}: params${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`, at(c, file, 'params'))
    ];
}
/** A `cases` case's own target: QS016 (ibm: cannot run in validation), QS029 (no such fake device, bad syntax), QS038 (noise scale out of range). */
function targetFinding(c, target, file) {
    const p = (0,target_syntax/* parseTargetSpec */.Sf)(target);
    const shown = (0,target_syntax/* showTarget */.Rg)(target);
    if (p.ok && p.target.kind === 'ibm')
        return [
            (0,finding/* finding */.g)(codes.QS.QS016, `${who(c)} targets ${target}: validation has no device access, so this case cannot run and fails; move it to hardware_cases`, at(c, file, 'target'))
        ];
    if (p.ok && p.target.kind === 'fake' && !isFakeDevice(p.target.device))
        return [
            (0,finding/* finding */.g)(codes.QS.QS029, `${who(c)}: target "${shown}" names no fake device (known: ${FAKE_DEVICE_NAMES.join(', ')}); the case cannot run and does not count for fidelity_checked`, at(c, file, 'target'))
        ];
    if (!p.ok && p.error.reason === 'scale-range')
        return [
            (0,finding/* finding */.g)(codes.QS.QS038, `${who(c)}: target "${shown}" has a noise scale of ${shown.slice(shown.indexOf('@') + 1)}, outside 1 to 10; the case cannot run and does not count for fidelity_checked`, { ...at(c, file, 'target'), gate: 'cases_pass' })
        ];
    if (!p.ok)
        return [
            (0,finding/* finding */.g)(codes.QS.QS029, `${who(c)}: target "${shown}" is not sim-<name>, fake:<device>[@<scale 1-10>] or ibm:<device>: ${p.error.message} (column ${p.error.column} of the target)`, at(c, file, 'target'))
        ];
    return [];
}
/** QS017: a case with the same name and target as an earlier one of its list. */
function duplicateCaseFindings(list, file) {
    const out = [];
    const seen = new Map();
    for (const c of list) {
        const key = `${c.name}\u0000${c.target ?? ''}`;
        const prev = seen.get(key);
        if (prev)
            out.push((0,finding/* finding */.g)(codes.QS.QS017, `${who(c)} has the same name and target as ${c.list}[${prev.index}]; the track record keeps one row per name and target`, at(c, file, 'name')));
        else
            seen.set(key, c);
    }
    return out;
}
/** QS015: the hardware cases with their inputs written out are over 600 KB. */
function hardwareSizeFindings(x) {
    const size = hardwareSize(x.hardware, x.inputs);
    if (size === undefined || size <= HARDWARE_MAX_BYTES)
        return [];
    return [
        (0,finding/* finding */.g)(codes.QS.QS015, `The hardware cases are too large: ${size} bytes with their inputs written out, over ${HARDWARE_MAX_BYTES} (600 KB)`, { file: x.file, ...(x.hardwareKey ?? {}) })
    ];
}
function hardwareSize(hw, inputs) {
    let total = 0;
    for (const c of hw) {
        const r = inputs.get(c);
        if (!r || !r.ok)
            return undefined;
        const written = {
            name: c.name,
            input: r.value,
            params: c.params,
            seed: c.seed,
            target: c.target,
            expect: c.expect
        };
        total += Buffer.byteLength(JSON.stringify(written), 'utf8');
    }
    return total;
}
/** A fake device name as the engine accepts it (`getDevice`: case-insensitive, a leading `fake_` or `ibm_` allowed). */
function isFakeDevice(name) {
    return FAKE_DEVICE_NAMES.includes(name.toLowerCase().replace(/^(fake_|ibm_)/, ''));
}


/***/ }),

/***/ 91124:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QSOLVE_OPTION_TRUST: () => (/* binding */ QSOLVE_OPTION_TRUST),
/* harmony export */   QSOLVE_SUITE_ID: () => (/* binding */ QSOLVE_SUITE_ID),
/* harmony export */   discoverWorkflows: () => (/* binding */ discoverWorkflows),
/* harmony export */   nothingRan: () => (/* binding */ nothingRan),
/* harmony export */   qsolveSuite: () => (/* binding */ qsolveSuite),
/* harmony export */   readOptions: () => (/* binding */ readOptions)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36172);
/* harmony import */ var _codes_general_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82702);
/* harmony import */ var _core_finding_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(95278);
/* harmony import */ var _codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58426);
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(35057);
/* harmony import */ var _manifest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68647);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(10817);
/* harmony import */ var _runner_sandbox_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(67788);
/* harmony import */ var _core_trust_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(39597);
/* harmony import */ var _check_workflow_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(77672);
/* harmony import */ var _load_workflow_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(154);
/* harmony import */ var _records_binding_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(52838);
/* harmony import */ var _reported_mitigation_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(21981);















const isMode = (v) => typeof v === 'string' && _reported_mitigation_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORTED_MITIGATION_MODES */ .jq.includes(v);
const QSOLVE_SUITE_ID = 'qsolve';
/** Reports name a workflow "Qsolve workflow <folder name>". */
const QSOLVE_NAMING = [{ kind: 'qsolve-workflow', label: 'Qsolve workflow', part: 'base' }];
/**
 * Every qsolve option and how the checked tree's `.benchgate.yml` may set it (docs/security.md; applied by the run
 * through `resolveTreeOptions`, BG014 for what is ignored). The keys are the option names.
 */
const QSOLVE_OPTION_TRUST = {
    records: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .jobOnly */ .o2)('committed run records would replace running the workflow'),
    run: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .tightenBool */ .mA)(true, true),
    target: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .jobOnly */ .o2)('it replaces the target the cases run on'),
    // Lower is stricter; from the tree it only lowers the workflow's own limit (QS037 at run time otherwise).
    timeout_s: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .tightenLower */ .F8)(Infinity),
    python: {
        tree: 'allow',
        allow: (v) => typeof v === 'string' && /^python3(\.[0-9]{1,2})?$/.test(v),
        why: 'the checked tree may only name `python3` or `python3.N` (looked up on PATH); an interpreter path would run as the probe, so it must come from the job'
    },
    sandbox: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .tightenByOrder */ .L4)(['off', 'auto', 'required'], 'auto'),
    // trust → verify → ignore: the workflow's own numbers count less at each step (docs/qsolve.md).
    reported_mitigation: (0,_core_trust_js__WEBPACK_IMPORTED_MODULE_9__/* .tightenByOrder */ .L4)(_reported_mitigation_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORTED_MITIGATION_MODES */ .jq, _reported_mitigation_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_REPORTED_MITIGATION */ .A)
};
const OPTION_NAMES = Object.keys(QSOLVE_OPTION_TRUST);
/**
 * Validates `ctx.options`; bad values become QS025 findings and are ignored. `config` is the part the run took from
 * the checked tree's `.benchgate.yml` (already limited by QSOLVE_OPTION_TRUST): its `timeout_s` only lowers the
 * workflow's own limit.
 */
function readOptions(raw, config = {}) {
    const options = {};
    const findings = [];
    const bad = (k, what, v) => findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_14__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_4__.QS.QS025, `option \`${k}\` must be ${what} (got ${JSON.stringify(v)})`, {}));
    const fromFile = (k) => Object.prototype.hasOwnProperty.call(config, k) && config[k] === raw[k];
    for (const [k, v] of Object.entries(raw ?? {})) {
        if (fromFile(k) && k === 'timeout_s')
            options.timeoutFromConfig = true;
        if (k === 'records') {
            if (typeof v === 'string' && v.length > 0)
                options.records = v;
            else
                bad(k, 'a non-empty path relative to each workflow folder', v);
        }
        else if (k === 'run') {
            if (typeof v === 'boolean')
                options.run = v;
            else if (v === 'true' || v === 'false')
                options.run = v === 'true';
            else
                bad(k, 'true or false', v);
        }
        else if (k === 'target') {
            if (typeof v === 'string' && /^(sim-[A-Za-z0-9_-]+|fake:[A-Za-z0-9_.-]+(@[0-9.]+)?|ibm:[A-Za-z0-9_.-]+)$/.test(v))
                options.target = v;
            else
                bad(k, 'a target such as sim-cpu or fake:fez@1.6', v);
        }
        else if (k === 'timeout_s') {
            const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
            if (typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 86400)
                options.timeout_s = n;
            else
                bad(k, 'a number of seconds above 0 (at most 86400)', v);
        }
        else if (k === 'sandbox') {
            if (typeof v === 'string' && _runner_sandbox_js__WEBPACK_IMPORTED_MODULE_8__/* .SANDBOX_MODES */ .f.includes(v))
                options.sandbox = v;
            else
                bad(k, 'auto, required or off', v);
        }
        else if (k === 'reported_mitigation') {
            if (isMode(v))
                options.reported_mitigation = v;
            else
                bad(k, _reported_mitigation_js__WEBPACK_IMPORTED_MODULE_13__/* .REPORTED_MITIGATION_MODES */ .jq.join(', ').replace(/, (?=[^,]*$)/, ' or '), v);
        }
        else if (k === 'python') {
            if (typeof v === 'string' && v.length > 0 && v.length < 1000)
                options.python = v;
            else
                bad(k, 'an interpreter command such as python3', v);
        }
        else {
            findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_14__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_4__.QS.QS025, `unknown qsolve option \`${k}\`; the options are ${OPTION_NAMES.map((n) => `\`${n}\``).join(', ')}`, {}));
        }
    }
    return { options, findings };
}
/** Workflow folders: every folder holding qsolve.yaml or qsolve.json. Pure over the file list. */
function discoverWorkflows(files) {
    const folders = new Set();
    for (const f of files) {
        const base = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.basename(f);
        if (_manifest_js__WEBPACK_IMPORTED_MODULE_6__/* .MANIFEST_NAMES */ .Rr.includes(base))
            folders.add(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(f));
    }
    const findings = [];
    for (const f of files) {
        if (f === 'benchmarks/cases.yaml' || f.endsWith('/benchmarks/cases.yaml')) {
            const folder = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.posix.dirname(f));
            if (!folders.has(folder)) {
                findings.push((0,_core_finding_js__WEBPACK_IMPORTED_MODULE_14__/* .finding */ .g)(_codes_js__WEBPACK_IMPORTED_MODULE_4__.QS.QS019, `${f} has no workflow manifest (qsolve.yaml or qsolve.json) in ${folder === '.' ? 'the repository root' : folder + '/'}; it is not checked`, { file: f }));
            }
        }
    }
    const artifacts = [...folders].sort().map((path) => ({ path, kind: 'qsolve-workflow' }));
    return { artifacts, findings };
}
/**
 * BG018 (notice): nothing was found under the checked root, but the root lies inside a workflow (locate.ts's walk
 * from the root's parent up to the repository root): name it, relative to the root. Reads only whether the manifest
 * names exist in the folders above; never throws.
 */
function enclosingWorkflowFinding(root) {
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git')))
            return [];
        const up = (0,_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .findWorkflowRoot */ .zI)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(root));
        if (up.found === undefined || up.found === root)
            return [];
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, up.found).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
        return [
            (0,_core_finding_js__WEBPACK_IMPORTED_MODULE_14__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_3__.BG.BG018, `no Qsolve workflow under the checked folder, which lies inside the workflow ${rel} (its manifest is there): a workflow is checked from its own folder; run \`benchgate check ${rel}\`, or \`benchgate qsolve check\` from here`, {}, 'notice')
        ];
    }
    catch {
        return [];
    }
}
const qsolveSuite = {
    id: QSOLVE_SUITE_ID,
    title: 'Qsolve workflows',
    naming: QSOLVE_NAMING,
    async discover(tree, ctx) {
        const d = discoverWorkflows(tree.files);
        const opt = readOptions(ctx.options, ctx.configOptions);
        const inside = d.artifacts.length === 0 ? enclosingWorkflowFinding(ctx.root) : [];
        return { ...d, findings: [...(d.findings ?? []), ...opt.findings, ...inside] };
    },
    async check(artifact, ctx) {
        const started = performance.now();
        try {
            const { options } = readOptions(ctx.options, ctx.configOptions);
            const state = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .loadWorkflow */ .G2)(ctx.root, artifact.path);
            let rec;
            if (options.run === false || options.records !== undefined) {
                // Records the job points at are used only when bound to this workflow (records-binding.ts).
                const found = await (0,_load_workflow_js__WEBPACK_IMPORTED_MODULE_11__/* .findRecords */ .gP)(state, options.records);
                rec = await (0,_records_binding_js__WEBPACK_IMPORTED_MODULE_12__/* .bindRecords */ .EN)(state, found, found.abs);
            }
            else {
                const r = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_7__/* .runWorkflow */ .F)(state, {
                    ...(options.target ? { target: options.target } : {}),
                    ...(options.timeout_s !== undefined
                        ? options.timeoutFromConfig
                            ? { maxTimeoutS: options.timeout_s }
                            : { timeoutS: options.timeout_s }
                        : {}),
                    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
                    ...(options.python ? { python: options.python } : {}),
                    ...(ctx.cache ? { cache: ctx.cache } : {}),
                    log: ctx.log,
                    ...(ctx.progress ? { progress: ctx.progress } : {})
                });
                rec = {
                    ...(r.records ? { records: r.records } : {}),
                    findings: r.findings,
                    ...(r.notRun ? { notRun: r.notRun } : {}),
                    run: r.stats
                };
            }
            const res = (0,_check_workflow_js__WEBPACK_IMPORTED_MODULE_10__/* .checkWorkflow */ .qF)(state, rec, {
                ...(options.reported_mitigation ? { reportedMitigation: options.reported_mitigation } : {})
            });
            return { ...res, artifact, durationMs: Math.round(performance.now() - started) };
        }
        catch (e) {
            return {
                artifact,
                gates: _gates_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_IDS */ .$I.slice(0, 6).map((id) => ({
                    id,
                    title: _gates_js__WEBPACK_IMPORTED_MODULE_5__/* .GATE_TITLES */ .Wc[id],
                    status: 'undecided',
                    detail: 'the qsolve suite crashed on this workflow'
                })),
                findings: [(0,_core_finding_js__WEBPACK_IMPORTED_MODULE_14__/* .finding */ .g)(_codes_general_js__WEBPACK_IMPORTED_MODULE_3__.BG.BG005, `qsolve suite error: ${e.message}`, { file: artifact.path })]
            };
        }
    },
    nothingChecked: nothingRan,
    optionTrust: { table: QSOLVE_OPTION_TRUST }
};
/**
 * The run-level "nothing ran" rule (fail-on-empty): Qsolve workflows were found but every case of every one of
 * them was skipped (`cases_pass` skipped). Since issue 21 benchgate follows the seed and a case whose method is
 * unavailable fails (`no headline metric`), so new results never have a skipped `cases_pass` and this rule does not
 * fire on them: an all-unavailable workflow is red through its own `cases_pass` gate. The rule stays as a guard for
 * reports (merged shards) that still carry a skipped `cases_pass`.
 */
function nothingRan(results) {
    if (results.length === 0)
        return undefined;
    const skipped = results.filter((r) => r.gates.some((g) => g.id === 'cases_pass' && g.status === 'skipped'));
    if (skipped.length < results.length)
        return undefined;
    const first = skipped[0].gates.find((g) => g.id === 'cases_pass')?.detail ?? '';
    return `every case of ${results.length === 1 ? 'the workflow' : `all ${results.length} workflows`} was skipped (first ${skipped[0].artifact.path}: ${first})`;
}


/***/ }),

/***/ 36338:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ lastWorkflowFrame),
/* harmony export */   Jn: () => (/* binding */ findDefinition),
/* harmony export */   RY: () => (/* binding */ tidyTraceback)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Where a Qsolve failure sits in the workflow's own code (issue 21, docs/security/author.md): the `estimate`
 * definition of the entry module, the innermost traceback frame inside the workflow folder, and tracebacks with
 * their machine paths made portable. Pure.
 */

/** Where a Python or JavaScript module defines `estimate` (def / function / const / export). Pure. */
function findDefinition(text, name) {
    const re = new RegExp(`^([ \\t]*)(?:async\\s+def|def|export\\s+(?:async\\s+)?function|(?:async\\s+)?function|export\\s+(?:const|let|var)|const|let|var)\\s+${name}\\b`, 'm');
    const m = re.exec(text);
    if (!m)
        return undefined;
    const line = text.slice(0, m.index).split('\n').length;
    return { line, column: m[1].length + 1 };
}
/**
 * A traceback with its machine paths made portable (pure): the workflow folder's absolute path becomes its
 * repository-relative path, and benchgate's own runner module (wherever benchgate is installed) `<benchgate>/…`,
 * so the same failure gives the same message on every machine and in every checkout.
 */
function tidyTraceback(tb, folderAbs, folder) {
    const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
    const relBase = folder === '.' || folder === '' ? '' : `${folder}/`;
    return tb
        .split(`file://${base}`)
        .join(relBase)
        .split(base)
        .join(relBase)
        .replace(/(?:file:\/\/)?\/[^\s"'()]*\/(qsolve_runner\.(?:py|mjs))/g, '<benchgate>/$1');
}
/**
 * The last traceback frame inside the workflow folder (Python `File "…", line N` or a JavaScript stack
 * `(file:///…:N:C)`), as a repository-relative place. Frames of the runner and of libraries are skipped. Pure.
 */
function lastWorkflowFrame(tb, folderAbs, folder) {
    const frames = [];
    for (const m of tb.matchAll(/File "([^"\n]+)", line (\d+)/g))
        frames.push({ path: m[1], line: Number(m[2]), index: m.index });
    for (const m of tb.matchAll(/(?:\(|at )((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/gm))
        frames.push({ path: m[1], line: Number(m[2]), column: Number(m[3]), index: m.index });
    frames.sort((a, b) => a.index - b.index);
    const base = folderAbs.endsWith('/') ? folderAbs : `${folderAbs}/`;
    const isJsStack = /^\s+at /m.test(tb) && !/File "/.test(tb);
    // Python lists the innermost frame last; a JavaScript stack lists it first.
    const ordered = isJsStack ? frames : [...frames].reverse();
    for (const f of ordered) {
        let p = f.path;
        if (p.startsWith('file://')) {
            try {
                p = decodeURIComponent(new URL(p).pathname);
            }
            catch {
                continue;
            }
        }
        if (!p.startsWith(base))
            continue;
        const inside = p.slice(base.length);
        if (inside === '' || inside.split('/').some((x) => x === '..' || x === ''))
            continue;
        return {
            file: folder === '.' ? inside : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(folder, inside),
            line: f.line,
            ...(f.column !== undefined ? { column: f.column } : {})
        };
    }
    return undefined;
}


/***/ }),

/***/ 72079:
/***/ (function (module) {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"http://json-schema.org/draft-07/schema#","title":"Core schema meta-schema","definitions":{"schemaArray":{"type":"array","minItems":1,"items":{"$ref":"#"}},"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"allOf":[{"$ref":"#/definitions/nonNegativeInteger"},{"default":0}]},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}},"type":["object","boolean"],"properties":{"$id":{"type":"string","format":"uri-reference"},"$schema":{"type":"string","format":"uri"},"$ref":{"type":"string","format":"uri-reference"},"$comment":{"type":"string"},"title":{"type":"string"},"description":{"type":"string"},"default":true,"readOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/definitions/nonNegativeInteger"},"minLength":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"additionalItems":{"$ref":"#"},"items":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/schemaArray"}],"default":true},"maxItems":{"$ref":"#/definitions/nonNegativeInteger"},"minItems":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"contains":{"$ref":"#"},"maxProperties":{"$ref":"#/definitions/nonNegativeInteger"},"minProperties":{"$ref":"#/definitions/nonNegativeIntegerDefault0"},"required":{"$ref":"#/definitions/stringArray"},"additionalProperties":{"$ref":"#"},"definitions":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"properties":{"type":"object","additionalProperties":{"$ref":"#"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$ref":"#"},"propertyNames":{"format":"regex"},"default":{}},"dependencies":{"type":"object","additionalProperties":{"anyOf":[{"$ref":"#"},{"$ref":"#/definitions/stringArray"}]}},"propertyNames":{"$ref":"#"},"const":true,"enum":{"type":"array","items":true,"minItems":1,"uniqueItems":true},"type":{"anyOf":[{"$ref":"#/definitions/simpleTypes"},{"type":"array","items":{"$ref":"#/definitions/simpleTypes"},"minItems":1,"uniqueItems":true}]},"format":{"type":"string"},"contentMediaType":{"type":"string"},"contentEncoding":{"type":"string"},"if":{"$ref":"#"},"then":{"$ref":"#"},"else":{"$ref":"#"},"allOf":{"$ref":"#/definitions/schemaArray"},"anyOf":{"$ref":"#/definitions/schemaArray"},"oneOf":{"$ref":"#/definitions/schemaArray"},"not":{"$ref":"#"}},"default":true}');

/***/ })

};
