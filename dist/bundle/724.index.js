export const id = 724;
export const ids = [724];
export const modules = {

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

/***/ 74724:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  initQsolveCommand: () => (/* binding */ initQsolveCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/suites/qsolve/init.ts
/**
 * `benchgate init qsolve`: writes a complete Qsolve workflow (manifest, schemas, examples, cases.yaml, the workflow
 * module and a GitHub workflow) from the data files in `templates/` beside this module (bundled as `dist/templates/qsolve/`).
 *
 * Safety (docs/security/init.md): everything is checked before anything is written, so a refusal writes nothing.
 * An existing file is replaced only with `force`; a symbolic link (DIR itself, a folder on the way, or the file) is
 * never written through, with or without `force`; every path stays inside DIR. New files are created with
 * O_CREAT|O_EXCL|O_NOFOLLOW, replaced files through a fresh temporary file renamed over the old one (a hard link
 * to a file elsewhere is never written into).
 */




const TEMPLATE_NAMES = ['max-cut', 'qubo', 'classifier'];
const LANGUAGES = ['python', 'js'];
/** A workflow name as the manifest schema wants it. */
const NAME_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** An action ref that is safe to write into YAML unquoted: a tag, a branch or a commit SHA. */
const ACTION_REF_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}){0,4}$/;
/**
 * Where the templates are: $BENCHGATE_TEMPLATES, else beside this module in the sources (src/suites/qsolve/templates/),
 * else beside the bundle (../templates/qsolve from the shared bundle's dist/bundle/).
 */
function templatesDir() {
    const env = process.env.BENCHGATE_TEMPLATES;
    const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    const candidates = [...(env ? [env] : []), (0,external_node_path_.join)(here, 'templates'), (0,external_node_path_.join)(here, '..', 'templates', 'qsolve')];
    const found = candidates.find((p) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'index.json')));
    if (!found)
        throw new Error('the Qsolve templates are missing from this benchgate installation (templates/qsolve/index.json)');
    return found;
}
/** A slug for the manifest's `name` from a folder name (pure); the template's name when nothing usable is left. */
function slugName(folderName, fallback) {
    const s = folderName
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-+/g, '-')
        .replace(/^-+/, '')
        .slice(0, 64)
        .replace(/-+$/, '');
    return NAME_RE.test(s) ? s : fallback;
}
/** A template path from the index: relative, no `..`, no empty segment (the index is ours, checked anyway). */
function safeRelative(p) {
    return (p !== '' &&
        !p.startsWith('/') &&
        !p.includes('\\') &&
        p.split('/').every((x) => x !== '' && x !== '.' && x !== '..'));
}
/** Fills `{{key}}` placeholders; an unknown placeholder is a bug in the templates and throws. Pure. */
function fill(text, vars) {
    return text.replace(/\{\{([a-z_]+)\}\}/g, (_, k) => {
        if (!(k in vars))
            throw new Error(`template placeholder {{${k}}} has no value`);
        return vars[k];
    });
}
/** The templates that have a Qiskit variant (`--qiskit`). */
function qiskitTemplates(dir = templatesDir()) {
    const index = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, 'index.json'), 'utf8'));
    return Object.keys(index.templates).filter((k) => index.templates[k].qiskit);
}
/** The files of one template and language, rendered. */
function planFiles(opts) {
    const dir = opts.dir ?? templatesDir();
    const index = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, 'index.json'), 'utf8'));
    const t = index.templates[opts.template];
    if (!t)
        throw new Error(`no template "${opts.template}" in ${(0,external_node_path_.join)(dir, 'index.json')}`);
    const lang = opts.language === 'python' ? t.python : t.js;
    if (opts.qiskit && (opts.language !== 'python' || !t.qiskit))
        throw new Error(`the ${opts.template} template has no Qiskit variant in ${opts.language}`);
    const entry = Object.keys(lang)[0];
    const vars = { name: opts.name, entry, version: opts.version, action_ref: opts.actionRef };
    const out = [];
    const extra = opts.qiskit ? (t.qiskit ?? {}) : {};
    for (const [to, from] of Object.entries({ ...t.files, ...lang, ...index.common, ...extra })) {
        if (!safeRelative(to) || !safeRelative(from))
            throw new Error(`unsafe template path "${to}" <- "${from}"`);
        out.push({ path: to, content: fill((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, ...from.split('/')), 'utf8'), vars) });
    }
    return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function lstatOrUndefined(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw e;
    }
}
/**
 * The folders of the target path that lie between `base` (the working directory, the user's own environment) and
 * `dirAbs`, or every folder from `/` when `dirAbs` is not below `base`: the ancestors of DIR that `init` checks.
 */
function ancestorsInside(dirAbs, base) {
    const rel = (0,external_node_path_.relative)(base, dirAbs);
    const inside = rel !== '' && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel);
    const out = [];
    for (let d = (0,external_node_path_.dirname)(dirAbs);; d = (0,external_node_path_.dirname)(d)) {
        if (inside ? d === base || !d.startsWith(base) : d === (0,external_node_path_.dirname)(d))
            break;
        out.push(d);
    }
    return out.reverse();
}
/**
 * Checks every planned path under `dirAbs` without writing anything. `base` is the working directory: every
 * folder of the target path below it (every folder from `/` for a path outside it) must be a real folder, never a
 * symbolic link (`init qsolve d/a/new` with `a` a link is refused).
 */
function preflight(dirAbs, files, base = (0,external_node_path_.dirname)(dirAbs)) {
    const existing = [];
    const refused = [];
    for (const up of ancestorsInside(dirAbs, base)) {
        const st = lstatOrUndefined(up);
        if (!st)
            break;
        if (st.isSymbolicLink())
            return {
                existing,
                refused: [
                    {
                        path: '.',
                        why: `is below ${(0,external_node_path_.relative)(base, up) || up}, a symbolic link; give the real path (benchgate init never writes through a link)`
                    }
                ]
            };
    }
    const top = lstatOrUndefined(dirAbs);
    if (top?.isSymbolicLink())
        return {
            existing,
            refused: [
                { path: '.', why: 'DIR is a symbolic link; give the real folder (benchgate init never writes through a link)' }
            ]
        };
    if (top && !top.isDirectory())
        return { existing, refused: [{ path: '.', why: 'DIR exists and is not a folder' }] };
    if (!top) {
        // DIR will be created: the nearest existing folder above it must be a folder.
        let up = (0,external_node_path_.dirname)(dirAbs);
        for (let st = lstatOrUndefined(up);; st = lstatOrUndefined(up)) {
            if (st) {
                if (!st.isDirectory())
                    refused.push({ path: '.', why: `cannot be created: ${up} is not a folder` });
                break;
            }
            const next = (0,external_node_path_.dirname)(up);
            if (next === up)
                break;
            up = next;
        }
        return { existing, refused };
    }
    const seen = new Set();
    for (const f of files) {
        const parts = f.path.split('/');
        let cur = dirAbs;
        let missing = false;
        for (let i = 0; i < parts.length - 1 && !missing; i++) {
            cur = (0,external_node_path_.join)(cur, parts[i]);
            const rel = parts.slice(0, i + 1).join('/');
            const st = lstatOrUndefined(cur);
            if (!st)
                missing = true;
            else if (st.isSymbolicLink()) {
                if (!seen.has(rel))
                    refused.push({ path: rel, why: 'is a symbolic link (benchgate init never writes through a link)' });
                seen.add(rel);
                missing = true;
            }
            else if (!st.isDirectory()) {
                if (!seen.has(rel))
                    refused.push({ path: rel, why: 'is a file where a folder is needed' });
                seen.add(rel);
                missing = true;
            }
        }
        if (missing && refused.some((r) => f.path.startsWith(`${r.path}/`)))
            continue;
        if (missing)
            continue;
        const st = lstatOrUndefined((0,external_node_path_.join)(dirAbs, ...parts));
        if (!st)
            continue;
        if (st.isSymbolicLink())
            refused.push({
                path: f.path,
                why: 'is a symbolic link (benchgate init never writes through a link, not even with --force)'
            });
        else if (st.isFile())
            existing.push(f.path);
        else
            refused.push({ path: f.path, why: 'exists and is not a regular file' });
    }
    return { existing, refused };
}
class InitRefused extends Error {
    files;
    constructor(message, files) {
        super(message);
        this.files = files;
        this.name = 'InitRefused';
    }
}
/** Makes `parts` below `dirReal` one folder at a time, refusing a link or a file on the way; returns the real folder. */
function ensureFolder(dirReal, parts, rel) {
    let cur = dirReal;
    for (let i = 0; i < parts.length; i++) {
        cur = (0,external_node_path_.join)(cur, parts[i]);
        try {
            (0,external_node_fs_.mkdirSync)(cur, { mode: 0o755 });
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
        }
        const st = (0,external_node_fs_.lstatSync)(cur);
        if (st.isSymbolicLink() || !st.isDirectory())
            throw new InitRefused(`"${parts.slice(0, i + 1).join('/')}" became a ${st.isSymbolicLink() ? 'symbolic link' : 'file'} while writing ${rel}; stopped`, [rel]);
    }
    // The folder reached must be the one below DIR (no link swapped in on the way).
    if ((0,external_node_fs_.realpathSync)(cur) !== cur)
        throw new InitRefused(`the folder of ${rel} does not resolve inside DIR; stopped`, [rel]);
    return cur;
}
function writeAll(fd, text) {
    const buf = Buffer.from(text, 'utf8');
    let off = 0;
    while (off < buf.length)
        off += (0,external_node_fs_.writeSync)(fd, buf, off, buf.length - off);
}
/**
 * Writes the planned files under `dirAbs` after `preflight` found nothing refused (and no existing file, unless
 * `force`). Returns what it did per file. Throws InitRefused when the tree changed under it (a link appeared).
 */
function writeFiles(dirAbs, files, force, done = []) {
    if (!(0,external_node_fs_.existsSync)(dirAbs)) {
        // One folder at a time, each checked: never through a link that appeared on the way.
        const missing = [];
        for (let d = dirAbs; !lstatOrUndefined(d); d = (0,external_node_path_.dirname)(d))
            missing.unshift(d);
        for (const d of missing) {
            const parent = (0,external_node_fs_.lstatSync)((0,external_node_path_.dirname)(d));
            if (parent.isSymbolicLink() || !parent.isDirectory())
                throw new InitRefused(`${(0,external_node_path_.dirname)(d)} is not a real folder; stopped`, ['.']);
            (0,external_node_fs_.mkdirSync)(d, { mode: 0o755 });
        }
    }
    const top = (0,external_node_fs_.lstatSync)(dirAbs);
    if (top.isSymbolicLink() || !top.isDirectory())
        throw new InitRefused('DIR is not a real folder', ['.']);
    const dirReal = (0,external_node_path_.join)((0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(dirAbs)), (0,external_node_path_.basename)(dirAbs));
    if ((0,external_node_fs_.realpathSync)(dirAbs) !== dirReal)
        throw new InitRefused('DIR does not resolve to itself', ['.']);
    for (const f of files) {
        const parts = f.path.split('/');
        const folder = ensureFolder(dirReal, parts.slice(0, -1), f.path);
        const target = (0,external_node_path_.join)(folder, parts[parts.length - 1]);
        const st = lstatOrUndefined(target);
        if (!st) {
            // O_EXCL: fails when anything (a dangling link included) appeared at the name; O_NOFOLLOW for good measure.
            const fd = (0,external_node_fs_.openSync)(target, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
            try {
                writeAll(fd, f.content);
            }
            finally {
                (0,external_node_fs_.closeSync)(fd);
            }
            done.push({ path: f.path, action: 'created' });
            continue;
        }
        if (st.isSymbolicLink() || !st.isFile())
            throw new InitRefused(`${f.path} became a ${st.isSymbolicLink() ? 'symbolic link' : 'non-file'} while writing; stopped`, [f.path]);
        if (!force)
            throw new InitRefused(`${f.path} appeared while writing; stopped (use --force to replace it)`, [f.path]);
        // Replace the directory entry, never the old inode (it may be a hard link to a file outside DIR).
        const tmp = (0,external_node_path_.join)(folder, `.${parts[parts.length - 1]}.benchgate-init-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
        const fd = (0,external_node_fs_.openSync)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | external_node_fs_.constants.O_NOFOLLOW, 0o644);
        try {
            writeAll(fd, f.content);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        try {
            (0,external_node_fs_.renameSync)(tmp, target);
        }
        catch (e) {
            try {
                (0,external_node_fs_.unlinkSync)(tmp);
            }
            catch {
                /* already gone */
            }
            throw e;
        }
        done.push({ path: f.path, action: 'replaced' });
    }
    return done;
}
/** The absolute DIR for a CLI argument. */
const resolveDir = (cwd, dir) => (0,external_node_path_.resolve)(cwd, dir ?? '.');
/** The nearest folder at or above `dirAbs` that holds `.git` (undefined outside a repository). */
function gitRoot(dirAbs) {
    let d = dirAbs;
    for (;;) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, '.git')))
            return d;
        const up = (0,external_node_path_.dirname)(d);
        if (up === d)
            return undefined;
        d = up;
    }
}

;// CONCATENATED MODULE: ./src/suites/qsolve/init-command.ts






const USAGE = `benchgate init qsolve [DIR] [--template ${TEMPLATE_NAMES.join('|')}] [--language ${LANGUAGES.join('|')}] [--qiskit] [--name NAME] [--action-ref REF] [--force] [--format text|json]`;
const initQsolveCommand = {
    name: ['init', 'qsolve'],
    usage: USAGE,
    summary: 'Write a new Qsolve workflow into DIR (default .): qsolve.yaml, schemas, examples, benchmarks/cases.yaml (sim-cpu, fake:fez@1.6 with min_fidelity, one hardware case), workflow.py|.mjs and .github/workflows/benchgate.yml, passing the eight gates on its first check. Never replaces a file without --force, never writes through a symlink (exit 2, nothing written).',
    async run(args, io) {
        const { values, positionals } = (0,external_node_util_.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                template: { type: 'string' },
                language: { type: 'string' },
                qiskit: { type: 'boolean' },
                name: { type: 'string' },
                'action-ref': { type: 'string' },
                force: { type: 'boolean' },
                format: { type: 'string' }
            }
        });
        const format = (0,command/* readFormat */.C$)(values.format, ['text', 'json'], 'text');
        if (positionals.length > 1)
            throw new command/* UsageError */.eb(`give at most one DIR (got ${positionals.length})`);
        const template = (values.template ?? 'max-cut');
        if (!TEMPLATE_NAMES.includes(template))
            throw new command/* UsageError */.eb(`--template must be one of ${TEMPLATE_NAMES.join(', ')} (got "${template}")`);
        const language = (values.language ?? 'python');
        if (!LANGUAGES.includes(language))
            throw new command/* UsageError */.eb(`--language must be one of ${LANGUAGES.join(', ')} (got "${language}")`);
        const qiskit = values.qiskit === true;
        if (qiskit && language !== 'python')
            throw new command/* UsageError */.eb('--qiskit writes a Python workflow written with Qiskit: leave out --language js');
        if (qiskit && !qiskitTemplates().includes(template))
            throw new command/* UsageError */.eb(`--qiskit is offered for the ${qiskitTemplates().join(', ')} template${qiskitTemplates().length === 1 ? '' : 's'} (got "${template}")`);
        const actionRef = values['action-ref'] ?? version/* ACTION_TAG */.u; // the major tag each release moves (README, CONTRIBUTING)
        if (!ACTION_REF_RE.test(actionRef) || actionRef.split('/').some((s) => s === '..' || s === '.'))
            throw new command/* UsageError */.eb(`--action-ref must be a tag, branch or commit SHA (letters, digits, . _ - /), got "${actionRef}"`);
        const dirAbs = resolveDir(io.cwd, positionals[0]);
        const name = values.name ?? slugName((0,external_node_path_.basename)(dirAbs), template);
        if (!NAME_RE.test(name))
            throw new command/* UsageError */.eb(`--name must match ${NAME_RE.source} (got "${name}")`);
        const shown = (0,external_node_path_.relative)(io.cwd, dirAbs) || '.';
        const files = planFiles({ template, language, name, actionRef, version: version/* VERSION */.x, qiskit });
        const pre = preflight(dirAbs, files, resolveDir(io.cwd, '.'));
        const refuse = (message, list) => {
            if (format === 'json')
                io.stdout(JSON.stringify({ ok: false, dir: shown, error: message, files: list }, null, 2) + '\n');
            io.stderr(`benchgate init qsolve: ${message}\n`);
            return command/* EXIT */.dc.usage;
        };
        if (pre.refused.length) {
            return refuse(`refused, nothing written: ${pre.refused.map((r) => `${r.path} ${r.why}`).join('; ')}`, pre.refused.map((r) => r.path));
        }
        if (pre.existing.length && !values.force) {
            return refuse(`${pre.existing.length} file(s) already exist in ${shown}, nothing written (use --force to replace them): ${pre.existing.join(', ')}`, pre.existing);
        }
        const done = [];
        try {
            writeFiles(dirAbs, files, values.force ?? false, done);
        }
        catch (e) {
            const written = done.length
                ? ` (written before it stopped: ${done.map((d) => d.path).join(', ')})`
                : ' (nothing was written)';
            if (e instanceof InitRefused)
                return refuse(`${e.message}${written}`, e.files);
            return refuse(`could not write the workflow: ${e.message}${written}`, []);
        }
        const root = gitRoot(dirAbs);
        const notes = [];
        if (root !== undefined && root !== dirAbs) {
            notes.push(`${shown} is not the root of its git repository (${(0,external_node_path_.relative)(io.cwd, root) || '.'}): GitHub runs only the root's .github/workflows, so move .github/workflows/benchgate.yml there and set its \`path:\` to ${(0,external_node_path_.relative)(root, dirAbs)}.`);
        }
        if (format === 'json') {
            io.stdout(JSON.stringify({ ok: true, dir: shown, template, language, qiskit, name, actionRef, files: done, notes }, null, 2) + '\n');
            return command/* EXIT */.dc.pass;
        }
        const lines = [
            `benchgate init qsolve: wrote the ${template} workflow "${name}" (${language === 'python' ? (qiskit ? 'Python with Qiskit' : 'Python') : 'JavaScript'}) in ${shown}:`,
            ...done.map((d) => `  ${d.action === 'replaced' ? 'replaced' : 'created '}  ${d.path}`),
            '',
            'Next:',
            qiskit
                ? `  npx benchgate check ${shown} --option qsolve.python=PYTHON   # PYTHON: an interpreter with Qiskit (pip install qiskit), e.g. .venv/bin/python`
                : `  npx benchgate check ${shown}          # every stage and the eight gates, the workflow run in the sandbox${language === 'python' ? ' (needs python3 ≥ 3.9)' : ''}`,
            `  edit ${language === 'python' ? 'workflow.py' : 'workflow.mjs'}, the schemas, examples/ and benchmarks/cases.yaml for your problem (docs/qsolve.md)`,
            '  commit, push, and make the job "benchgate" a required status check',
            ...notes.map((n) => `Note: ${n}`),
            ''
        ];
        io.stdout(lines.join('\n'));
        return command/* EXIT */.dc.pass;
    }
};


/***/ })

};
