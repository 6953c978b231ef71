export const id = 279;
export const ids = [279];
export const modules = {

/***/ 6102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ readFormat),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
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

/***/ 8279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QSOLVE_COMMANDS: () => (/* binding */ QSOLVE_COMMANDS),
  checkCommand: () => (/* binding */ checkCommand),
  decideCommand: () => (/* binding */ decideCommand),
  decideFromRecords: () => (/* binding */ decideFromRecords),
  lintCommand: () => (/* binding */ lintCommand),
  runCommand: () => (/* binding */ runCommand),
  validateCommand: () => (/* binding */ validateCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/core/local-cache.ts





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
    if (xdg && (0,external_node_path_.isAbsolute)(xdg))
        return (0,external_node_path_.join)(xdg, 'benchgate');
    if (process.platform === 'win32' && env.LOCALAPPDATA)
        return (0,external_node_path_.join)(env.LOCALAPPDATA, 'benchgate');
    return (0,external_node_path_.join)(env.HOME && (0,external_node_path_.isAbsolute)(env.HOME) ? env.HOME : (0,external_node_os_.homedir)(), '.cache', 'benchgate');
}
/** Reads the per-user cache secret, creating it (32 random bytes, mode 0600, created exclusively) on first use. */
async function loadCacheSecret(dir) {
    const f = (0,external_node_path_.join)(dir, CACHE_KEY_FILE);
    const parse = (t) => {
        const hex = t.trim();
        if (!/^[0-9a-f]{64}$/.test(hex))
            throw new Error(`${f} is not a benchgate cache key (64 hex digits)`);
        return Buffer.from(hex, 'hex');
    };
    try {
        return parse(await (0,promises_.readFile)(f, 'utf8'));
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            throw e;
    }
    await (0,promises_.mkdir)(dir, { recursive: true, mode: 0o700 });
    try {
        const h = await (0,promises_.open)(f, 'wx', 0o600);
        try {
            await h.writeFile((0,external_node_crypto_.randomBytes)(32).toString('hex') + '\n');
        }
        finally {
            await h.close();
        }
    }
    catch (e) {
        if (e.code !== 'EEXIST')
            throw e;
    }
    return parse(await (0,promises_.readFile)(f, 'utf8'));
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
    constructor(dir, warn = () => { }, version = src_version/* VERSION */.x, secretDir = userCacheDir()) {
        this.dir = dir;
        this.warn = warn;
        this.version = version;
        this.secretDir = secretDir;
    }
    file(key) {
        return (0,external_node_path_.join)(this.dir, `benchgate-v${this.version}-${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex')}`);
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
        return (0,external_node_crypto_.createHmac)('sha256', secret)
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
            if ((await (0,promises_.stat)(f)).size > CACHE_ENTRY_MAX_BYTES)
                return undefined;
            text = await (0,promises_.readFile)(f, 'utf8');
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
        if (!m || !(0,external_node_crypto_.timingSafeEqual)(Buffer.from(m[1], 'hex'), want)) {
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
            await (0,promises_.mkdir)(this.dir, { recursive: true });
            const f = this.file(key);
            const tmp = `${f}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
            await (0,promises_.writeFile)(tmp, `${ENTRY_MAGIC} ${this.mac(secret, key, value)}\n${value}`, { mode: 0o600 });
            await (0,promises_.rename)(tmp, f);
        }
        catch (e) {
            this.problem(e);
        }
    }
}

// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(5278);
// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var codes = __webpack_require__(8426);
// EXTERNAL MODULE: ./src/suites/qsolve/runner/run.ts + 68 modules
var run = __webpack_require__(7254);
// EXTERNAL MODULE: ./src/suites/qsolve/suite.ts
var suite = __webpack_require__(1124);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(6102);
// EXTERNAL MODULE: ./src/report/suite-output.ts
var suite_output = __webpack_require__(6918);
// EXTERNAL MODULE: ./src/suites/qsolve/gates.ts
var qsolve_gates = __webpack_require__(5124);
// EXTERNAL MODULE: ./src/suites/qsolve/records.ts
var records = __webpack_require__(1778);
// EXTERNAL MODULE: ./src/suites/qsolve/report.ts
var report = __webpack_require__(2988);
// EXTERNAL MODULE: ./src/suites/qsolve/workflow.ts + 5 modules
var workflow = __webpack_require__(4136);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/suites/qsolve/commands.ts















const TITLE = 'Qsolve workflows';
function parse(args, extra = {}) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            strict: true,
            options: { format: { type: 'string' }, ...extra }
        });
    }
    catch (e) {
        throw new command/* UsageError */.eb(e.message);
    }
    const format = parsed.values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new command/* UsageError */.eb(`--format must be text or json (got "${format}")`);
    if (parsed.positionals.length !== 1)
        throw new command/* UsageError */.eb(`expected exactly one path argument, got ${parsed.positionals.length}`);
    return {
        format: format,
        path: parsed.positionals[0],
        values: parsed.values,
        flags: parsed.values
    };
}
/** Root and repo-relative folder for a DIR argument: paths are shown relative to the current directory when DIR is inside it. */
async function locate(dir, io) {
    const abs = (0,external_node_path_.resolve)(io.cwd, dir);
    try {
        if (!(await (0,promises_.stat)(abs)).isDirectory())
            throw new Error('x');
    }
    catch {
        throw new command/* UsageError */.eb(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
    }
    const real = await (0,promises_.realpath)(abs);
    let cwd = io.cwd;
    try {
        cwd = await (0,promises_.realpath)(io.cwd);
    }
    catch {
        /* keep */
    }
    const r = (0,external_node_path_.relative)(cwd, real);
    if (r === '')
        return { root: cwd, folder: '.' };
    if (!r.startsWith('..') && !(0,external_node_path_.isAbsolute)(r))
        return { root: cwd, folder: r.split(external_node_path_.sep).join('/') };
    return { root: real, folder: '.' };
}
function one(result, findings = []) {
    return [{ suite: 'qsolve', title: TITLE, artifacts: [result], findings }];
}
function stageResult(s, findings) {
    const named = findings.map((f) => ({ ...f }));
    (0,workflow/* nameWorkflow */.PY)(named, s.folder);
    return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings: named };
}
async function loadRecordsArg(p, io) {
    const abs = (0,external_node_path_.resolve)(io.cwd, p);
    const file = (0,external_node_path_.relative)(io.cwd, abs).split(external_node_path_.sep).join('/') || p;
    return { ...(await (0,records/* loadRecords */.ff)(abs, file)), file };
}
/** A command that prints the findings of one stage of a workflow folder. */
function stageCommand(stage, summary, findingsOf) {
    return {
        name: ['qsolve', stage],
        usage: `benchgate qsolve ${stage} DIR [--format text|json]`,
        summary,
        async run(args, io) {
            const a = parse(args);
            const loc = await locate(a.path, io);
            const s = await (0,workflow/* loadWorkflow */.G2)(loc.root, loc.folder);
            return (0,suite_output/* printSuiteResults */.g)(one(stageResult(s, findingsOf(s))), io, a.format, { root: loc.root });
        }
    };
}
const validateCommand = stageCommand('validate', 'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks', workflow/* validateStage */.Ps);
const lintCommand = stageCommand('lint', 'Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054', workflow/* lintStage */.Ig);
const RUN_FLAGS = {
    target: { type: 'string' },
    timeout: { type: 'string' },
    python: { type: 'string' },
    sandbox: { type: 'string' },
    'no-cache': { type: 'boolean' }
};
/** Runner options from --target/--timeout/--python/--no-cache; the cache lives in the user's cache folder (userCacheDir). */
function runOptions(flags, io) {
    const o = {};
    if (typeof flags.target === 'string') {
        const r = (0,suite.readOptions)({ target: flags.target });
        if (r.findings.length)
            throw new command/* UsageError */.eb(`--target: ${r.findings[0].message}`);
        o.target = flags.target;
    }
    if (typeof flags.timeout === 'string') {
        const r = (0,suite.readOptions)({ timeout_s: flags.timeout });
        if (r.findings.length)
            throw new command/* UsageError */.eb(`--timeout: ${r.findings[0].message}`);
        o.timeoutS = r.options.timeout_s;
    }
    if (typeof flags.python === 'string')
        o.python = flags.python;
    if (typeof flags.sandbox === 'string') {
        const r = (0,suite.readOptions)({ sandbox: flags.sandbox });
        if (r.findings.length)
            throw new command/* UsageError */.eb(`--sandbox: ${r.findings[0].message}`);
        o.sandbox = r.options.sandbox;
    }
    if (flags['no-cache'] !== true)
        o.cache = new LocalFolderCache(userCacheDir(io.env), (m) => io.stderr(`benchgate: ${m}\n`), undefined, userCacheDir(io.env));
    const status = (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`);
    if (io.isTTY) {
        o.log = status;
        o.progress = status;
    }
    return o;
}
function runRecordsSource(r) {
    return {
        ...(r.records ? { records: r.records } : {}),
        findings: r.findings,
        ...(r.notRun ? { notRun: r.notRun } : {}),
        run: r.stats
    };
}
const checkCommand = {
    name: ['qsolve', 'check'],
    usage: 'benchgate qsolve check DIR [--records RUN_RECORDS.json | --no-run] [--target T | --platform] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [--format text|json]',
    summary: "All Qsolve stages (validate, lint, test) and the eight gates: runs the workflow in the sandbox (or decides from --records). --target T behaves like `qsolve test --target T`; --platform like the platform's gates stage (sim-cpu, only a case's own target counts for fidelity_checked)",
    async run(args, io) {
        const a = parse(args, {
            records: { type: 'string' },
            'no-run': { type: 'boolean' },
            platform: { type: 'boolean' },
            ...RUN_FLAGS
        });
        if (a.flags.platform === true && typeof a.flags.target === 'string')
            throw new command/* UsageError */.eb("--platform and --target exclude each other: the platform's gates stage always runs cases without their own target on sim-cpu");
        const loc = await locate(a.path, io);
        const opts = runOptions(a.flags, io);
        const s = await (0,workflow/* loadWorkflow */.G2)(loc.root, loc.folder);
        let rec;
        if (a.values.records !== undefined)
            rec = await loadRecordsArg(a.values.records, io);
        else if (a.flags['no-run'] === true)
            rec = await (0,workflow/* findRecords */.gP)(s, undefined);
        else
            rec = runRecordsSource(await (0,run/* runWorkflow */.F)(s, opts));
        if (io.isTTY)
            io.stderr('\x1b[2K\r');
        const res = (0,workflow/* checkWorkflow */.qF)(s, rec, a.flags.platform !== true && typeof a.flags.target === 'string' ? { runTarget: a.flags.target } : {});
        return (0,suite_output/* printSuiteResults */.g)(one(res), io, a.format, { root: loc.root });
    }
};
const runCommand = {
    name: ['qsolve', 'run'],
    usage: 'benchgate qsolve run DIR --out RUN_RECORDS.json [--target T] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [--format text|json]',
    summary: "Run a Qsolve workflow's cases in the sandbox and write the run records (decide them later with `qsolve decide`)",
    async run(args, io) {
        const a = parse(args, { out: { type: 'string' }, ...RUN_FLAGS });
        if (typeof a.values.out !== 'string' || a.values.out === '')
            throw new command/* UsageError */.eb('--out RUN_RECORDS.json is required');
        const loc = await locate(a.path, io);
        const opts = runOptions(a.flags, io);
        const s = await (0,workflow/* loadWorkflow */.G2)(loc.root, loc.folder);
        const r = await (0,run/* runWorkflow */.F)(s, opts);
        if (io.isTTY)
            io.stderr('\x1b[2K\r');
        const out = (0,external_node_path_.resolve)(io.cwd, a.values.out);
        if (r.records) {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(out), { recursive: true });
            await (0,promises_.writeFile)(out, JSON.stringify(r.records, null, 2) + '\n');
        }
        const res = {
            artifact: { path: s.folder, kind: 'qsolve-workflow' },
            gates: [],
            findings: stageResult(s, r.notRun
                ? [...r.findings, (0,finding/* finding */.g)(codes.QS.QS030, `the workflow did not run: ${r.notRun}`, { file: s.manifestFile })]
                : r.findings).findings,
            facts: {
                out: r.records ? (0,external_node_path_.relative)(io.cwd, out).split(external_node_path_.sep).join('/') : null,
                cases: r.records?.cases.length ?? 0,
                ...r.stats
            }
        };
        (0,suite_output/* printSuiteResults */.g)(one(res), io, a.format, { root: loc.root });
        return r.records ? command/* EXIT */.dc.pass : command/* EXIT */.dc.fail;
    }
};
/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
function decideFromRecords(records, file) {
    const decisions = (0,workflow/* decideAll */.k1)(records, undefined);
    const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
    const notHere = 'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
    const g = (id, status, detail) => ({
        id,
        title: qsolve_gates/* GATE_TITLES */.Wc[id],
        status,
        detail
    });
    const methods = validation[0]?.methods.length;
    const fid = (0,qsolve_gates/* fidelityCase */.Rx)(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
    const run = (0,qsolve_gates/* runGates */.AQ)(records, decisions, undefined, file);
    const gates = [
        g('manifest', 'skipped', notHere),
        g('example_inputs', 'skipped', notHere),
        validation.length > 0
            ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`)
            : g('benchmark_cases', 'fail', 'the run records hold no case'),
        methods === undefined
            ? g('methods_declared', 'skipped', notHere)
            : methods >= 2
                ? g('methods_declared', 'pass', `${methods} methods ran`)
                : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
        fid !== undefined
            ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`)
            : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
        ...run.gates
    ];
    (0,workflow/* nameWorkflow */.PY)(run.findings, records.workflow || file);
    return {
        artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
        gates,
        findings: run.findings,
        sections: (0,report/* trackRecordSections */.XJ)(decisions),
        facts: { records: file, decisions }
    };
}
const decideCommand = {
    name: ['qsolve', 'decide'],
    usage: 'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--format text|json]',
    summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)',
    async run(args, io) {
        const a = parse(args, { workflow: { type: 'string' } });
        const rec = await loadRecordsArg(a.path, io);
        if (a.values.workflow !== undefined) {
            const loc = await locate(a.values.workflow, io);
            const s = await (0,workflow/* loadWorkflow */.G2)(loc.root, loc.folder);
            return (0,suite_output/* printSuiteResults */.g)(one((0,workflow/* checkWorkflow */.qF)(s, rec)), io, a.format, { root: loc.root });
        }
        if (!rec.records) {
            const res = {
                artifact: { path: rec.file, kind: 'qsolve-run-records' },
                gates: [],
                findings: rec.findings
            };
            (0,suite_output/* printSuiteResults */.g)(one(res), io, a.format);
            return command/* EXIT */.dc.fail;
        }
        const res = decideFromRecords(rec.records, rec.file);
        (0,arrays/* pushAll */.iI)(res.findings, rec.findings);
        return (0,suite_output/* printSuiteResults */.g)(one(res), io, a.format);
    }
};
const QSOLVE_COMMANDS = [validateCommand, lintCommand, checkCommand, runCommand, decideCommand];


/***/ })

};
