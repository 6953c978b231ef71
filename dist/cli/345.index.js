export const id = 345;
export const ids = [345];
export const modules = {

/***/ 2345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkCommand: () => (/* binding */ checkCommand),
/* harmony export */   parseShard: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(875);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3457);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4453);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2625);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7392);
/* harmony import */ var _report_escape_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2301);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5655);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2619);
/* harmony import */ var _suites_index_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1583);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3567);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6719);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_13___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_13__);














function parseShard(v) {
    try {
        return (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShardSpec */ .d7)(v, '--shard');
    }
    catch (e) {
        throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`BG002: ${e.message}`);
    }
}
function usageEmptyShard() {
    throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`BG002: --shard must be I/N with 1 <= I <= N <= ${_core_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_SHARDS */ .hH}, plain decimal integers, e.g. 2/4 (got "")`);
}
const checkCommand = {
    name: ['check'],
    usage: 'benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F] [--strict] [--sandbox auto|required|off] [--option suite.key=value]... [--shard I/N] [--run-id ID] [--cache-dir DIR | --no-cache] [--no-fail-on-empty]',
    summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${_suites_index_js__WEBPACK_IMPORTED_MODULE_10__/* .ALL_SUITES */ .K.map((s) => s.id).join(', ')}.`,
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.parseArgs)({
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
                sandbox: { type: 'string' },
                option: { type: 'string', multiple: true },
                shard: { type: 'string' },
                'run-id': { type: 'string' },
                'cache-dir': { type: 'string' },
                'no-cache': { type: 'boolean' },
                'fail-on-empty': { type: 'boolean' },
                'no-fail-on-empty': { type: 'boolean' }
            }
        });
        if (positionals.length > 1)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('check takes one PATH');
        if (values['fail-on-empty'] && values['no-fail-on-empty'])
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('give --fail-on-empty or --no-fail-on-empty, not both');
        const format = (0,_format_js__WEBPACK_IMPORTED_MODULE_12__/* .readFormat */ .C)(values.format, ['text', 'json'], 'text');
        let failOn;
        try {
            failOn = values['fail-on'] ? (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFailOn */ .XV)(values['fail-on']) : undefined;
        }
        catch (e) {
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(e.message);
        }
        const flagOptions = {};
        try {
            for (const o of values.option ?? [])
                (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseOptionFlag */ .Bh)(o, flagOptions);
        }
        catch (e) {
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(e.message);
        }
        // The partition identity's run: --run-id, else GITHUB_RUN_ID/GITHUB_RUN_ATTEMPT when present.
        let runId;
        try {
            runId = (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRunId */ ._G)(values['run-id'], '--run-id');
        }
        catch (e) {
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(e.message);
        }
        const run = runId ? { run: runId } : (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_4__/* .runFromEnv */ .xc)(io.env);
        if (values.sandbox !== undefined && !['auto', 'required', 'off'].includes(values.sandbox))
            throw new _command_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--sandbox must be auto, required or off (got "${values.sandbox}")`);
        const suiteOptions = (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeSuiteOptions */ .LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, values.sandbox ? { qsolve: { sandbox: values.sandbox } } : {}, flagOptions);
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, positionals[0] ?? '.');
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, p));
        let report;
        try {
            report = await (0,_run_js__WEBPACK_IMPORTED_MODULE_9__/* .runCheck */ .k_)({
                path,
                suites: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSuitesList */ .x8)(values.suites ?? 'auto'),
                ...(failOn ? { failOn } : {}),
                failOnEmpty: !values['no-fail-on-empty'],
                suiteOptions,
                ...(values.shard !== undefined ? { shard: parseShard(values.shard) ?? usageEmptyShard() } : {}),
                ...(run ? { run } : {}),
                ...(values['no-cache'] ? {} : { cache: new _core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .LocalFolderCache */ .WB(values['cache-dir'] ? abs(values['cache-dir']) : (0,_core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .userCacheDir */ .bE)(io.env), (m) => io.stderr(`benchgate: ${m}\n`), undefined, (0,_core_local_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .userCacheDir */ .bE)(io.env)) }),
                log: io.isTTY && format === 'text' ? (l) => io.stderr(`\x1b[2K\r${(0,_report_escape_text_js__WEBPACK_IMPORTED_MODULE_7__/* .escapeText */ .X1)(l).slice(0, 100)}`) : () => { }
            });
        }
        catch (e) {
            if (e instanceof _run_js__WEBPACK_IMPORTED_MODULE_9__/* .RunError */ .e4) {
                io.stderr(`benchgate check: ${e.message}\n`);
                return _command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .d.usage;
            }
            throw e;
        }
        if (io.isTTY && format === 'text')
            io.stderr('\x1b[2K\r');
        const prefix = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, path).split('\\').join('/') || '.';
        await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeReportFiles */ .t)(report, {
            ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
            ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
            ...(values.junit ? { junit: abs(values.junit) } : {}),
            prefix
        });
        if (values.summary)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_13__.writeFile)(abs(values.summary), (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .renderSummary */ .Br)(report));
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderText */ .S5)(report, { color: io.color }));
        return report.verdict === 'pass' ? _command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .d.pass : _command_js__WEBPACK_IMPORTED_MODULE_11__/* .EXIT */ .d.fail;
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
