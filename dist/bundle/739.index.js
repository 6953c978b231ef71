export const id = 739;
export const ids = [739];
export const modules = {

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
/* harmony import */ var _history_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77969);
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

/***/ 79596:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ overLimit),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
/**
 * Byte counts as people read them in messages: "512 bytes", "600 KiB", "16 MiB", "1.5 GiB" (IEC units, powers of
 * 1024, at most one decimal, a trailing ".0" dropped). Locale-independent (no grouping separators), so a report is the
 * same on every machine. A limit is always shown this way; an exact count is added only where the rounded figures
 * would read the same ("64 MiB (67108865 bytes), over the 64 MiB limit").
 */
const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
function formatBytes(n) {
    if (!Number.isFinite(n) || n < 1024)
        return `${n} byte${n === 1 ? '' : 's'}`;
    let v = n;
    let u = -1;
    while (v >= 1024 && u < UNITS.length - 1) {
        v /= 1024;
        u++;
    }
    // One decimal below 100 (1.5 GiB, 70.2 MiB), none above (600 KiB); floor, never round up past the real size.
    const shown = v >= 100 ? Math.floor(v) : Math.floor(v * 10) / 10;
    return `${shown} ${UNITS[u]}`;
}
/** "70.2 MiB, over the 64 MiB limit" — the exact count is added when both round to the same figure. */
function overLimit(size, limit) {
    const s = formatBytes(size);
    const l = formatBytes(limit);
    return `${s === l ? `${s} (${size} bytes)` : s}, ${limit < 1024 ? `over the limit of ${l}` : `over the ${l} limit`}`;
}


/***/ }),

/***/ 95278:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings),
/* harmony export */   g: () => (/* binding */ finding)
/* harmony export */ });
/* harmony import */ var _order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92831);

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
/**
 * Stable order: file, line, column, severity (errors first), code, message; text by code point (`compareText`), so
 * the order is the same under every locale.
 */
function compareFindings(a, b) {
    const sev = { error: 0, warning: 1, notice: 2 };
    return ((0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.file ?? '', b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0) ||
        sev[a.severity] - sev[b.severity] ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.code, b.code) ||
        (0,_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareText */ .n)(a.message, b.message));
}


/***/ }),

/***/ 92831:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ compareText)
/* harmony export */ });
/**
 * The one text order of benchgate: by Unicode code point, as Python compares `str`. Reports, findings, artifacts,
 * shard plans and canonical JSON all sort with it, so the same inputs give the same bytes on every machine:
 * `String.prototype.localeCompare` follows ICU and the process's locale (`LANG`/`LC_ALL`: under `sv_SE` "ä" sorts
 * after "z", under `en_US` before it) and is never used for anything that is written out.
 */
const isSurrogate = (c) => c >= 0xd800 && c <= 0xdfff;
/**
 * Compares two strings by Unicode code point. A lone surrogate counts as its own code point (U+D800..U+DFFF), which
 * is what Python holds after `json.loads('"\\ud800"')`; a well-formed pair counts as the code point it encodes
 * (above every BMP character).
 */
function compareText(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    if (i === n)
        return a.length - b.length;
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (!isSurrogate(x) && !isSurrogate(y) && (i === 0 || !isSurrogate(a.charCodeAt(i - 1))))
        return x - y;
    // A surrogate is involved: compare code point by code point from the start of the code point holding unit i.
    if (i > 0 && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff)
        i--;
    while (i < a.length && i < b.length) {
        const p = a.codePointAt(i);
        const q = b.codePointAt(i);
        if (p !== q)
            return p - q;
        i += p > 0xffff ? 2 : 1;
    }
    return a.length - b.length;
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
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77969);
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

/***/ 77969:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ HISTORY_READ_LIMITS),
  i: () => (/* binding */ parseHistory)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./schemas/history.schema.json
const history_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://benchgate.dev/schemas/history.schema.json","title":"benchgate history entry","description":"One stored run: one line of a history\'s entries.jsonl (oldest first), written by `benchgate check --history DIR` and by the action on push runs of the default branch (docs/history.md). History is untrusted input: benchgate reads a file of at most 32 MiB and 10,000 lines, each line at most 4 MiB, checks the bounds below before validating against this schema, and leaves out (BG023) any line that fails. Versioned by `schema`.","type":"object","required":["schema","commit","time","version","configHash","verdict","artifacts"],"additionalProperties":false,"properties":{"schema":{"const":"benchgate.history/1"},"commit":{"description":"The commit the run checked: 40 or 64 lower-case hex digits (forty zeros when unknown).","type":"string","pattern":"^(?:[0-9a-f]{40}|[0-9a-f]{64})$"},"time":{"type":"string","maxLength":64,"format":"date-time"},"run":{"description":"The CI run, `<run id>/<attempt>`; absent for local runs.","type":"string","pattern":"^[A-Za-z0-9._-]{1,100}(?:/[0-9]{1,6})?$"},"ref":{"type":"string","minLength":1,"maxLength":256},"version":{"type":"string","maxLength":64,"pattern":"^\\\\d+\\\\.\\\\d+\\\\.\\\\d+"},"configHash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"verdict":{"enum":["pass","fail"]},"artifacts":{"type":"array","maxItems":1000,"items":{"type":"object","required":["suite","path","gates","metrics"],"additionalProperties":false,"properties":{"suite":{"type":"string","minLength":1,"maxLength":64},"path":{"type":"string","minLength":1,"maxLength":4096},"gates":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","status"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":256},"status":{"enum":["pass","fail","undecided","skipped"]}}}},"metrics":{"type":"array","maxItems":1000,"items":{"type":"object","required":["id","value"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1,"maxLength":1024},"label":{"type":"string","maxLength":4096},"value":{"type":["number","null"]},"unit":{"type":"string","maxLength":256},"better":{"enum":["higher","lower"]}}}}}}}}}');
// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
// EXTERNAL MODULE: ./src/core/finding.ts
var finding = __webpack_require__(95278);
// EXTERNAL MODULE: ./src/history/entry.ts + 1 modules
var entry = __webpack_require__(90534);
// EXTERNAL MODULE: ./src/core/bytes.ts
var core_bytes = __webpack_require__(79596);
;// CONCATENATED MODULE: ./src/history/read.ts
/**
 * Reading a stored history (docs/history.md). History is hostile input (anyone who could push to the history
 * branch or write the folder wrote it): the text is size-bounded (32 MiB, 10,000 lines, 4 MiB a line), each line's
 * structure bounded (artifacts, gates, metrics) before it is validated against schemas/history.schema.json, and a
 * line that fails any of it is left out with a BG023 finding naming its line. Nothing in it is ever executed or
 * evaluated. Pure (no I/O).
 */







const addFormats = ((dist_default())["default"] ??
    (dist_default()));
/** The bounds of a history as a whole. */
const HISTORY_READ_LIMITS = { bytes: 32 * 1024 * 1024, lines: 10_000, findings: 20 };
let validator;
function schemaValidator() {
    if (!validator) {
        const ajv = new _2020.Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
        addFormats(ajv, { formats: ['date-time'] });
        validator = ajv.compile(history_schema_namespaceObject);
    }
    return validator;
}
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
    if (arts.length > entry/* ENTRY_LIMITS */.oP.artifacts)
        return `it lists ${arts.length} artifacts, over the bound of ${entry/* ENTRY_LIMITS */.oP.artifacts}`;
    for (let i = 0; i < arts.length; i++) {
        const a = arts[i];
        if (!isObj(a))
            continue;
        for (const k of ['gates', 'metrics']) {
            const list = a[k];
            if (Array.isArray(list) && list.length > entry/* ENTRY_LIMITS */.oP[k])
                return `artifact ${i} lists ${list.length} ${k}, over the bound of ${entry/* ENTRY_LIMITS */.oP[k]}`;
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
        findings.push((0,finding/* finding */.g)(general.BG.BG022, `the history ${source} is ${(0,core_bytes/* overLimit */.W)(bytes, HISTORY_READ_LIMITS.bytes)}: it was not read, so nothing was judged against it. Keep fewer entries (history-max) or start a new history`, loc));
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
        findings.push((0,finding/* finding */.g)(general.BG.BG022, `the history ${source} holds ${numbered.length} entries, over the bound of ${HISTORY_READ_LIMITS.lines}: the oldest ${start} (lines 1 to ${numbered[start - 1] + 1}) were left out. Keep fewer entries (history-max)`, loc));
    }
    let refused = 0;
    const refuse = (line, why) => {
        refused++;
        if (refused <= HISTORY_READ_LIMITS.findings)
            findings.push((0,finding/* finding */.g)(general.BG.BG023, `history entry left out: line ${line} ${why}`, { ...loc, line, subject: `line ${line}` }));
    };
    const validate = schemaValidator();
    for (let k = start; k < numbered.length; k++) {
        const i = numbered[k];
        const raw = lines[i].endsWith('\r') ? lines[i].slice(0, -1) : lines[i];
        const line = i + 1;
        if (Buffer.byteLength(raw) > entry/* ENTRY_LIMITS */.oP.lineBytes) {
            refuse(line, `is longer than ${entry/* ENTRY_LIMITS */.oP.lineBytes / 1048576} MiB`);
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
        findings.push((0,finding/* finding */.g)(general.BG.BG023, `history entries left out: ${refused - HISTORY_READ_LIMITS.findings} more line(s) of ${source} are not valid entries (the first ${HISTORY_READ_LIMITS.findings} are listed)`, loc));
    return { entries, findings };
}


/***/ })

};
