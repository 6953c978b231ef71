export const id = 581;
export const ids = [581];
export const modules = {

/***/ 95581:
/***/ (function (module, __webpack_exports__, __webpack_require__) {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70610);
/** The CLI's entry: everything happens in main(). */

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .iW)(process.argv.slice(2), (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .processIO */ .Wb)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 70610:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iW: () => (/* binding */ main),
  Wb: () => (/* binding */ processIO)
});

// UNUSED EXPORTS: expandJsonFlag

// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __webpack_require__(62301);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/core/command.ts
var command = __webpack_require__(36102);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/suites/plugins.ts + 5 modules
var plugins = __webpack_require__(45007);
;// CONCATENATED MODULE: ./src/cli/commands.ts
/**
 * Every CLI command, in help order, grouped by the first word of their names. A group's module is
 * loaded only when its word is typed (or for the full help), so `benchgate manifest verify` does not
 * parse and initialise the quantum engine, the Parquet reader or the JSON Schema validators.
 * The families' groups come from their plug-in descriptions (`src/suites/plugins.ts`), after benchgate's own; the
 * `init` group is made of the families' init commands (their plug-ins' `init`).
 */



const COMMAND_GROUPS = [
    { word: 'check', load: async () => [(await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(597), __webpack_require__.e(702), __webpack_require__.e(655), __webpack_require__.e(996), __webpack_require__.e(173), __webpack_require__.e(351), __webpack_require__.e(586), __webpack_require__.e(273), __webpack_require__.e(649), __webpack_require__.e(819)]).then(__webpack_require__.bind(__webpack_require__, 66819))).checkCommand] },
    { word: 'init', load: familyInitCommands },
    { word: 'diff', load: async () => [(await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(597), __webpack_require__.e(702), __webpack_require__.e(996), __webpack_require__.e(173), __webpack_require__.e(351), __webpack_require__.e(95)]).then(__webpack_require__.bind(__webpack_require__, 78670))).diffCommand] },
    { word: 'merge', load: async () => [(await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(597), __webpack_require__.e(702), __webpack_require__.e(655), __webpack_require__.e(996), __webpack_require__.e(173), __webpack_require__.e(351), __webpack_require__.e(586), __webpack_require__.e(273), __webpack_require__.e(649), __webpack_require__.e(317)]).then(__webpack_require__.bind(__webpack_require__, 60317))).mergeCommand] },
    {
        word: 'history',
        load: async () => [
            (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(655), __webpack_require__.e(996), __webpack_require__.e(306)]).then(__webpack_require__.bind(__webpack_require__, 51739))).historyShowCommand,
            (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(655), __webpack_require__.e(996), __webpack_require__.e(173), __webpack_require__.e(586), __webpack_require__.e(649), __webpack_require__.e(308)]).then(__webpack_require__.bind(__webpack_require__, 8151))).historyRenderCommand
        ]
    },
    ...plugins/* PLUGINS */.R.flatMap(({ commands: c }) => c ? [{ word: c.word, help: c.help, load: async () => (0,command/* withSummaries */.Bt)(c.help, await c.load()) }] : []),
    { word: 'simulate', load: async () => [(await Promise.all(/* import() */[__webpack_require__.e(554), __webpack_require__.e(123)]).then(__webpack_require__.bind(__webpack_require__, 25123))).simulateCommand] },
    { word: 'codes', load: async () => [(await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(411)]).then(__webpack_require__.bind(__webpack_require__, 2411))).codesCommand] }
];
/** `benchgate init <family>`: each plug-in's init command, in plug-in order (loaded one after the other, see below). */
async function familyInitCommands() {
    const all = [];
    for (const p of plugins/* PLUGINS */.R)
        if (p.init)
            all.push(await p.init());
    return all;
}
/** The commands whose first word is `word` (none for an unknown word). */
async function loadGroup(word, groups = COMMAND_GROUPS) {
    const g = groups.find((x) => x.word === word);
    return g ? g.load() : [];
}
/**
 * Every command's name and summary, in help order (`benchgate --help`): a group's static `help` when it has one (the
 * families: no suite module is loaded), else its loaded commands (benchgate's own groups).
 */
async function loadHelpEntries(groups = COMMAND_GROUPS) {
    const all = [];
    for (const g of groups)
        (0,arrays/* pushAll */.iI)(all, g.help ?? (await g.load()));
    return all;
}
/** Every command, in help order (loads every group). */
async function loadAllCommands(groups = COMMAND_GROUPS) {
    // One after the other: concurrent dynamic imports of shared modules trip jest's ESM loader.
    const all = [];
    for (const g of groups)
        pushAll(all, await g.load());
    return all;
}

;// CONCATENATED MODULE: ./src/cli/main.ts





function helpText(commands) {
    const width = commands.reduce((w, c) => Math.max(w, c.name.join(' ').length), 0);
    return [
        `benchgate ${version/* VERSION */.x}: gate CI on benchmark artifacts`,
        '',
        'Usage: benchgate <command> [options]',
        '',
        'Commands:',
        ...commands.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
        '',
        'Every command accepts --format text|json (--json for short) and exits 0 (pass), 1 (a gate or check failed) or 2 (usage or internal error).',
        'Run `benchgate <command> --help` for its options. Set NO_COLOR to disable colour.',
        ''
    ].join('\n');
}
/** The long flags a command's usage line names (`--fail-on`, `--no-cache`, …), for "did you mean". */
function usageFlags(usage) {
    return [...new Set(usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
}
/**
 * A usage error in words a user can act on: Node's parseArgs messages ("Unknown option '--x'. To specify a
 * positional argument starting with a '-', place it at the end …") become "unknown option --x" with the closest
 * flag of the command's usage; other messages pass unchanged.
 */
function usageMessage(err, usage) {
    const code = err.code;
    const unknown = /^Unknown option '([^']*)'/.exec(err.message);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
        const flag = unknown[1];
        return `unknown option ${flag}.${(0,suggest/* didYouMean */.a)(flag, usageFlags(usage))}`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
        const arg = /'([^']*)'/.exec(err.message)?.[1];
        return arg !== undefined
            ? `unexpected argument "${arg}": this command takes no more positional arguments`
            : err.message;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const flag = /'(-[^ ']*)/.exec(err.message)?.[1];
        return flag && /argument missing/.test(err.message) ? `option ${flag} needs a value` : err.message;
    }
    return err.message;
}
/**
 * `--json`, pytest-style shorthand for `--format json`, for every command whose usage offers `--format text|json`
 * (a command that declares `--json` itself, such as `check`, parses it on its own; the PQID-Bench-compatible commands
 * keep the reference's arguments). Given with another `--format`, a usage error. Arguments after `--` are left alone.
 */
function expandJsonFlag(args, usage) {
    if (!usage.includes('--format text|json') || usage.includes('--json'))
        return args;
    const end = args.indexOf('--');
    const head = end === -1 ? args : args.slice(0, end);
    if (!head.includes('--json'))
        return args;
    for (let i = 0; i < head.length; i++) {
        const v = head[i] === '--format' ? head[i + 1] : head[i].startsWith('--format=') ? head[i].slice(9) : undefined;
        if (v !== undefined && v !== 'json')
            throw new command/* UsageError */.eb('--json is --format json: give one of them');
    }
    const out = head.flatMap((a) => (a === '--json' ? ['--format', 'json'] : [a]));
    return end === -1 ? out : [...out, ...args.slice(end)];
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
async function main(argvIn, io, groups = COMMAND_GROUPS) {
    const debug = argvIn.includes('--debug');
    const argv = argvIn.filter((a) => a !== '--debug');
    if (debug)
        io.env['BENCHGATE_DEBUG'] = '1';
    // `benchgate help check`, `benchgate help qsolve run`: the same as `benchgate check --help`.
    if (argv[0] === 'help' && argv.length > 1)
        return main([...argv.slice(1), '--help'], io, groups);
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
        io[argv.length === 0 ? 'stderr' : 'stdout'](helpText(await loadHelpEntries(groups)));
        return argv.length === 0 ? command/* EXIT */.dc.usage : command/* EXIT */.dc.pass;
    }
    if (argv[0] === '--version' || argv[0] === '-V') {
        io.stdout(`benchgate ${version/* VERSION */.x}\n`);
        return command/* EXIT */.dc.pass;
    }
    // Only the typed command's group is loaded (start-up time; see commands.ts).
    const group = await loadGroup(argv[0], groups);
    const sel = selectCommand(argv, group);
    if (!sel && group.length && (argv[1] === '--help' || argv[1] === '-h' || argv[1] === 'help')) {
        // `benchgate <group> --help`: the group's commands, exit 0.
        io.stdout(`benchgate ${argv[0]} commands:\n${group.map((c) => `  ${c.usage}\n      ${c.summary}`).join('\n')}\n\nRun \`benchgate ${argv[0]} <command> --help\` for one command.\n`);
        return command/* EXIT */.dc.pass;
    }
    if (!sel) {
        const list = group.map((c) => `  ${c.usage}`).join('\n');
        if (group.length && (argv.length === 1 || argv[1].startsWith('-')))
            io.stderr(`benchgate ${argv[0]}: which command? Commands:\n${list}\n`);
        else if (group.length) {
            const words = group.map((c) => c.name[1]).filter((w) => w !== undefined);
            io.stderr(`benchgate: unknown ${argv[0]} command "${argv[1]}".${(0,suggest/* didYouMean */.a)(argv[1], words)} Commands:\n${list}\n`);
        }
        else {
            const hint = (0,suggest/* didYouMean */.a)(argv[0], groups.map((g) => g.word));
            io.stderr(hint
                ? `benchgate: unknown command "${argv[0]}".${hint} Run \`benchgate --help\` for every command.\n`
                : `benchgate: unknown command "${argv[0]}"\n\n${helpText(await loadHelpEntries(groups))}`);
        }
        return command/* EXIT */.dc.usage;
    }
    if (!sel.command.parsesHelp && (sel.rest.includes('--help') || sel.rest.includes('-h'))) {
        io.stdout(`Usage: ${sel.command.usage}\n\n${sel.command.summary}\n`);
        return command/* EXIT */.dc.pass;
    }
    try {
        return await sel.command.run(expandJsonFlag(sel.rest, sel.command.usage), io);
    }
    catch (e) {
        const err = e;
        if (err instanceof command/* OutputPathError */.lz) {
            io.stderr(`benchgate ${sel.command.name.join(' ')}: ${err.code}: ${err.message}\n`);
            return command/* EXIT */.dc.usage;
        }
        if (err instanceof command/* UsageError */.eb || err.code?.startsWith?.('ERR_PARSE_ARGS')) {
            io.stderr(`benchgate ${sel.command.name.join(' ')}: ${usageMessage(err, sel.command.usage)}\nUsage: ${sel.command.usage}\n`);
            return command/* EXIT */.dc.usage;
        }
        io.stderr(`benchgate: internal error: ${err.message}\n${debug ? (err.stack ?? '') + '\n' : 'Run again with --debug for the stack trace.\n'}`);
        return command/* EXIT */.dc.usage;
    }
}
function processIO() {
    const isTTY = Boolean(process.stdout.isTTY);
    return {
        // The CLI text channel's rule (src/report/escape/text.ts): no control character reaches the terminal raw.
        stdout: (t) => void process.stdout.write((0,escape_text/* guardTerminal */._j)(t)),
        stderr: (t) => void process.stderr.write((0,escape_text/* guardTerminal */._j)(t)),
        color: isTTY && !process.env['NO_COLOR'] && process.env['TERM'] !== 'dumb',
        cwd: process.cwd(),
        env: process.env,
        isTTY
    };
}


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

/***/ 32085:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean),
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/**
 * "Did you mean …?" for usage errors (commands, flags, suite ids, paths): the closest candidate by edit distance
 * (optimal string alignment: insertions, deletions, substitutions and adjacent transpositions, so `chek`,
 * `qsolv`, `exmaples` and `--fial-on` all find theirs), when it is close enough to be a typo. Pure; ties go to the
 * first candidate in the order given, so the suggestion is deterministic.
 */
function distance(a, b, cap) {
    if (Math.abs(a.length - b.length) > cap)
        return cap + 1;
    const rows = [];
    for (let i = 0; i <= a.length; i++) {
        rows.push(new Array(b.length + 1).fill(0));
        rows[i][0] = i;
    }
    for (let j = 0; j <= b.length; j++)
        rows[0][j] = j;
    for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, rows[i - 2][j - 2] + 1);
            rows[i][j] = d;
        }
    return rows[a.length][b.length];
}
/** The candidate `word` most likely mistyped, or undefined when none is within a typo's distance. */
function closest(word, candidates) {
    const w = word.toLowerCase();
    const cap = Math.max(1, Math.min(3, Math.floor(w.length / 3)));
    let best;
    let bestD = cap + 1;
    for (const c of candidates) {
        if (c === word)
            continue;
        const d = distance(w, c.toLowerCase(), cap);
        if (d < bestD) {
            best = c;
            bestD = d;
        }
    }
    return best;
}
/** ` Did you mean "x"?` or the empty string. */
function didYouMean(word, candidates) {
    const c = closest(word, candidates);
    return c === undefined ? '' : ` Did you mean "${c}"?`;
}


/***/ })

};
