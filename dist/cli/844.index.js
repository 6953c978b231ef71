export const id = 844;
export const ids = [844];
export const modules = {

/***/ 8844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand),
  parseShard: () => (/* binding */ parseShard)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/local-cache.ts
var local_cache = __webpack_require__(875);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
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
/** `I/N` with 1 <= I <= N (the action's `shard` input and the CLI's `--shard`); empty → no sharding. Throws with the fix. */
function parseShardSpec(v, what = 'shard') {
    const t = (v ?? '').trim();
    if (t === '')
        return undefined;
    const m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
    if (!m || +m[1] < 1 || +m[2] < 1 || +m[1] > +m[2])
        throw new Error(`${what} must be I/N with 1 <= I <= N, e.g. 2/4 (got "${v}")`);
    return { index: +m[1], count: +m[2] };
}
/** Merges option maps, later ones winning key by key. */
function mergeSuiteOptions(...maps) {
    const out = {};
    for (const m of maps)
        for (const [s, o] of Object.entries(m))
            out[s] = { ...(out[s] ?? {}), ...o };
    return out;
}

// EXTERNAL MODULE: ./src/report/files.ts + 3 modules
var files = __webpack_require__(83);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/run.ts + 2 modules
var run = __webpack_require__(1819);
// EXTERNAL MODULE: ./src/suites/index.ts + 4 modules
var suites = __webpack_require__(1583);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/format.ts
var cli_format = __webpack_require__(6719);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/cli/commands/check.ts












function parseShard(v) {
    try {
        return parseShardSpec(v, '--shard');
    }
    catch (e) {
        throw new command/* UsageError */.e(e.message);
    }
}
const checkCommand = {
    name: ['check'],
    usage: 'benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F] [--strict] [--option suite.key=value]... [--shard I/N] [--cache-dir DIR | --no-cache]',
    summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${suites/* ALL_SUITES */.K.map((s) => s.id).join(', ')}.`,
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
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
                shard: { type: 'string' },
                'cache-dir': { type: 'string' },
                'no-cache': { type: 'boolean' }
            }
        });
        if (positionals.length > 1)
            throw new command/* UsageError */.e('check takes one PATH');
        const format = (0,cli_format/* readFormat */.C)(values.format, ['text', 'json'], 'text');
        let failOn;
        try {
            failOn = values['fail-on'] ? parseFailOn(values['fail-on']) : undefined;
        }
        catch (e) {
            throw new command/* UsageError */.e(e.message);
        }
        const flagOptions = {};
        try {
            for (const o of values.option ?? [])
                parseOptionFlag(o, flagOptions);
        }
        catch (e) {
            throw new command/* UsageError */.e(e.message);
        }
        const suiteOptions = mergeSuiteOptions(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions);
        const path = (0,external_node_path_.resolve)(io.cwd, positionals[0] ?? '.');
        const abs = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(io.cwd, p));
        let report;
        try {
            report = await (0,run/* runCheck */.k_)({
                path,
                suites: parseSuitesList(values.suites ?? 'auto'),
                ...(failOn ? { failOn } : {}),
                suiteOptions,
                ...(values.shard ? { shard: parseShard(values.shard) } : {}),
                ...(values['no-cache'] ? {} : { cache: new local_cache/* LocalFolderCache */.WB(values['cache-dir'] ? abs(values['cache-dir']) : (0,local_cache/* userCacheDir */.bE)(io.env), (m) => io.stderr(`benchgate: ${m}\n`), undefined, (0,local_cache/* userCacheDir */.bE)(io.env)) }),
                log: io.isTTY && format === 'text' ? (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`) : () => { }
            });
        }
        catch (e) {
            if (e instanceof run/* RunError */.e4) {
                io.stderr(`benchgate check: ${e.message}\n`);
                return command/* EXIT */.d.usage;
            }
            throw e;
        }
        if (io.isTTY && format === 'text')
            io.stderr('\x1b[2K\r');
        const prefix = (0,external_node_path_.relative)(io.cwd, path).split('\\').join('/') || '.';
        await (0,files/* writeReportFiles */.t)(report, {
            ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
            ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
            ...(values.junit ? { junit: abs(values.junit) } : {}),
            prefix
        });
        if (values.summary)
            await (0,promises_.writeFile)(abs(values.summary), (0,markdown/* renderSummary */.Br)(report));
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,report_text/* renderText */.S)(report, { color: io.color }));
        return report.verdict === 'pass' ? command/* EXIT */.d.pass : command/* EXIT */.d.fail;
    }
};


/***/ }),

/***/ 875:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WB: () => (/* binding */ LocalFolderCache),
/* harmony export */   bE: () => (/* binding */ userCacheDir)
/* harmony export */ });
/* unused harmony exports LOCAL_CACHE_DIR, CACHE_ENTRY_MAX_BYTES, CACHE_KEY_FILE, loadCacheSecret */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
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
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update(`${ENTRY_MAGIC}\u0000${this.version}\u0000${key}\u0000`).update(value).digest('hex');
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


/***/ })

};
