export const id = 333;
export const ids = [333];
export const modules = {

/***/ 36102:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
 * filter): beside the bundle, or in the sources. A leaf module: the sandbox and the runner import it directly, so
 * no module has to hand the other its finder at load time.
 */



/** Where the runner scripts are: beside the bundle (../assets from the shared bundle's dist/bundle/), else src/assets when running from sources. */
function assetPath(name) {
    const env = process.env.BENCHGATE_ASSETS;
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    const candidates = [...(env ? [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env, name)] : []), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, 'assets', name), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, '..', 'assets', name)];
    let d = here;
    for (let i = 0; i < 6; i++) {
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, 'src', 'assets', name));
        d = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d);
    }
    return candidates.find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p)) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(here, 'assets', name);
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
/** The interpreter probe's command line inside the launcher, or undefined when there is no launcher (then it runs directly). */
function probeCommand(mode, cmd, scratch, env, folderAbs) {
    if (mode === 'off')
        return undefined;
    const c = launcherCaps();
    if ('none' in c)
        return undefined;
    const exe = onPath(cmd, env.PATH);
    const { runAs, expose } = isolationFor(mode, exe ? [exe] : []);
    const cfg = launcherConfig(c, [cmd, '-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3])'], {
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


/***/ })

};
