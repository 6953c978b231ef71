#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 5581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(610);
/** The CLI's entry: everything happens in main(). */

process.exitCode = await (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .iW)(process.argv.slice(2), (0,_cli_main_js__WEBPACK_IMPORTED_MODULE_0__/* .processIO */ .Wb)());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 3567:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const EXIT = { pass: 0, fail: 1, usage: 2 };


/***/ }),

/***/ 610:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  iW: () => (/* binding */ main),
  Wb: () => (/* binding */ processIO)
});

// UNUSED EXPORTS: helpText, selectCommand

// EXTERNAL MODULE: ./src/report/escape/text.ts
var escape_text = __nccwpck_require__(2301);
// EXTERNAL MODULE: ./src/version.ts
var version = __nccwpck_require__(311);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __nccwpck_require__(3567);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __nccwpck_require__(3309);
;// CONCATENATED MODULE: ./src/cli/commands.ts

const COMMAND_GROUPS = [
    { word: 'check', load: async () => [(await Promise.all(/* import() */[__nccwpck_require__.e(210), __nccwpck_require__.e(160), __nccwpck_require__.e(822), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(575), __nccwpck_require__.e(780), __nccwpck_require__.e(347), __nccwpck_require__.e(124), __nccwpck_require__.e(190), __nccwpck_require__.e(487), __nccwpck_require__.e(409), __nccwpck_require__.e(96), __nccwpck_require__.e(374), __nccwpck_require__.e(23)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2023))).checkCommand] },
    { word: 'init', load: async () => [(await __nccwpck_require__.e(/* import() */ 897).then(__nccwpck_require__.bind(__nccwpck_require__, 7897))).initQsolveCommand] },
    { word: 'diff', load: async () => [(await Promise.all(/* import() */[__nccwpck_require__.e(210), __nccwpck_require__.e(160), __nccwpck_require__.e(822), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(575), __nccwpck_require__.e(780), __nccwpck_require__.e(347), __nccwpck_require__.e(124), __nccwpck_require__.e(190), __nccwpck_require__.e(487), __nccwpck_require__.e(409), __nccwpck_require__.e(96), __nccwpck_require__.e(670)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8670))).diffCommand] },
    { word: 'merge', load: async () => [(await Promise.all(/* import() */[__nccwpck_require__.e(210), __nccwpck_require__.e(160), __nccwpck_require__.e(822), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(575), __nccwpck_require__.e(780), __nccwpck_require__.e(347), __nccwpck_require__.e(124), __nccwpck_require__.e(190), __nccwpck_require__.e(487), __nccwpck_require__.e(409), __nccwpck_require__.e(96), __nccwpck_require__.e(374), __nccwpck_require__.e(317)]).then(__nccwpck_require__.bind(__nccwpck_require__, 317))).mergeCommand] },
    { word: 'manifest', load: async () => [(await Promise.all(/* import() */[__nccwpck_require__.e(452), __nccwpck_require__.e(575), __nccwpck_require__.e(347), __nccwpck_require__.e(380)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8380))).manifestVerifyCommand] },
    { word: 'pqid', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(575), __nccwpck_require__.e(347), __nccwpck_require__.e(409), __nccwpck_require__.e(449)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1784))).PQID_COMMANDS },
    { word: 'pcs', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(210), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(575), __nccwpck_require__.e(487), __nccwpck_require__.e(829)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7210))).PCS_COMMANDS },
    { word: 'qsolve', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(210), __nccwpck_require__.e(160), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(780), __nccwpck_require__.e(124), __nccwpck_require__.e(70)]).then(__nccwpck_require__.bind(__nccwpck_require__, 70))).QSOLVE_COMMANDS },
    { word: 'fightbench', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(822), __nccwpck_require__.e(452), __nccwpck_require__.e(283), __nccwpck_require__.e(190), __nccwpck_require__.e(981)]).then(__nccwpck_require__.bind(__nccwpck_require__, 828))).FIGHTBENCH_COMMANDS },
    { word: 'simulate', load: async () => [(await Promise.all(/* import() */[__nccwpck_require__.e(780), __nccwpck_require__.e(123)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5123))).simulateCommand] },
    { word: 'codes', load: async () => [(await __nccwpck_require__.e(/* import() */ 411).then(__nccwpck_require__.bind(__nccwpck_require__, 2411))).codesCommand] }
];
/** The commands whose first word is `word` (none for an unknown word). */
async function loadGroup(word, groups = COMMAND_GROUPS) {
    const g = groups.find((x) => x.word === word);
    return g ? g.load() : [];
}
/** Every command, in help order (loads every group). */
async function loadAllCommands(groups = COMMAND_GROUPS) {
    // One after the other: concurrent dynamic imports of shared modules trip jest's ESM loader.
    const all = [];
    for (const g of groups)
        (0,arrays/* pushAll */.iI)(all, await g.load());
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
async function main(argvIn, io, groups = COMMAND_GROUPS) {
    const debug = argvIn.includes('--debug');
    const argv = argvIn.filter((a) => a !== '--debug');
    if (debug)
        io.env['BENCHGATE_DEBUG'] = '1';
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
        io[argv.length === 0 ? 'stderr' : 'stdout'](helpText(await loadAllCommands(groups)));
        return argv.length === 0 ? command/* EXIT */.d.usage : command/* EXIT */.d.pass;
    }
    if (argv[0] === '--version' || argv[0] === '-V') {
        io.stdout(`benchgate ${version/* VERSION */.x}\n`);
        return command/* EXIT */.d.pass;
    }
    // Only the typed command's group is loaded (start-up time; see commands.ts).
    const group = await loadGroup(argv[0], groups);
    const sel = selectCommand(argv, group);
    if (!sel && group.length && (argv[1] === '--help' || argv[1] === '-h' || argv[1] === 'help')) {
        // `benchgate <group> --help`: the group's commands, exit 0.
        io.stdout(`benchgate ${argv[0]} commands:\n${group.map((c) => `  ${c.usage}\n      ${c.summary}`).join('\n')}\n\nRun \`benchgate ${argv[0]} <command> --help\` for one command.\n`);
        return command/* EXIT */.d.pass;
    }
    if (!sel) {
        io.stderr(group.length ? `benchgate: unknown ${argv[0]} command "${argv[1] ?? ''}". Commands:\n${group.map((c) => `  ${c.usage}`).join('\n')}\n` : `benchgate: unknown command "${argv[0]}"\n\n${helpText(await loadAllCommands(groups))}`);
        return command/* EXIT */.d.usage;
    }
    if (sel.rest.includes('--help') || sel.rest.includes('-h')) {
        io.stdout(`Usage: ${sel.command.usage}\n\n${sel.command.summary}\n`);
        return command/* EXIT */.d.pass;
    }
    try {
        return await sel.command.run(sel.rest, io);
    }
    catch (e) {
        const err = e;
        if (err instanceof command/* UsageError */.e || err.name === 'UsageError' || err.code?.startsWith?.('ERR_PARSE_ARGS')) {
            io.stderr(`benchgate ${sel.command.name.join(' ')}: ${err.message}\nUsage: ${sel.command.usage}\n`);
            return command/* EXIT */.d.usage;
        }
        io.stderr(`benchgate: internal error: ${err.message}\n${debug ? (err.stack ?? '') + '\n' : 'Run again with --debug for the stack trace.\n'}`);
        return command/* EXIT */.d.usage;
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

/***/ 3309:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ maxOf),
/* harmony export */   iI: () => (/* binding */ pushAll)
/* harmony export */ });
/* unused harmony export minOf */
/**
 * Bounded-stack helpers. `a.push(...b)` and `Math.max(...b)` pass every element of `b` as a call argument, which
 * overflows V8's stack ("Maximum call stack size exceeded") at around 120,000 elements; these loop instead.
 * ESLint forbids the spread forms in src/ (see eslint.config.mjs).
 */
/** Appends every item of `items` to `target` (in place) and returns `target`. */
function pushAll(target, items) {
    for (const x of items)
        target.push(x);
    return target;
}
/** The largest value, or `empty` for an empty list. */
function maxOf(values, empty = -Infinity) {
    let m = -Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v > m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}
/** The smallest value, or `empty` for an empty list. */
function minOf(values, empty = Infinity) {
    let m = Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v < m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}


/***/ }),

/***/ 2301:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   _j: () => (/* binding */ guardTerminal)
/* harmony export */ });
/* unused harmony export showControl */
/**
 * The shared rule for characters that must never reach a reader raw: C0 controls (ESC, CR, NUL, …), DEL, C1
 * controls, bidirectional overrides and isolates (Trojan Source), invisible separators (U+2028/9, ZWSP, BOM,
 * word joiner, interlinear annotations), the noncharacters U+FFFE/U+FFFF and lone surrogates. They are shown
 * escaped, visibly: `\n`, `\r`, `\t`, `\xNN` for other C0 controls, `\uXXXX` for everything else (a form that is
 * also a valid escape inside a JSON string, so a JSON document stays valid when this rule is applied to it).
 *
 * Channels: `src/report/escape/workflow.ts` (action log), `markdown.ts` (job summary, comment, check run),
 * `xml.ts` (JUnit) and this file (CLI text: `escapeText` for data, `guardTerminal` at the writer).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** How one control character is shown. */
function showControl(ch) {
    const short = SHORT[ch];
    if (short)
        return short;
    const c = ch.charCodeAt(0);
    return c < 0x20 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
}
/** Every control character of `s` shown escaped (see the file comment); newline and tab kept only when asked. */
function escapeControls(s, o = {}) {
    const text = o.newline ? s.replace(/\r\n/g, '\n') : s;
    return text.replace(CONTROL, (ch) => ((o.newline && ch === '\n') || (o.tab && ch === '\t') ? ch : showControl(ch)));
}
/** CLI text, data side: one value on one line, every control character shown escaped. */
function escapeText(v) {
    return escapeControls(String(v));
}
/** The escape sequences benchgate itself writes to a terminal: colours it uses (SGR 0, 1, 2, 31, 32, 33, 36). */
// eslint-disable-next-line no-control-regex
const OWN_SGR = /^\x1b\[(?:0|1|2|31|32|33|36)?m/;
/** The status-line prefix (erase line, carriage return) that `benchgate check` writes at the start of a write. */
const STATUS = '\x1b[2K\r';
/**
 * CLI text, writer side (every byte the CLI sends to stdout or stderr passes here): newlines and tabs stay; the
 * colour sequences benchgate uses stay; a status-line prefix stays at the very start of a write; every other
 * control character (an ESC starting any other sequence, CR, BEL, C1, bidi overrides, …) is shown escaped.
 * Data is escaped before this (`escapeText`), so this is the second line of defence for commands that print
 * a value raw, and the only one for newline-free values.
 */
function guardTerminal(chunk) {
    let out = '';
    let i = 0;
    if (chunk.startsWith(STATUS)) {
        out = STATUS;
        i = STATUS.length;
    }
    let plainFrom = i;
    for (let esc = chunk.indexOf('\x1b', i); esc >= 0; esc = chunk.indexOf('\x1b', esc + 1)) {
        const m = OWN_SGR.exec(chunk.slice(esc, esc + 8));
        if (!m)
            continue;
        out += escapeControls(chunk.slice(plainFrom, esc), { newline: true, tab: true }) + m[0];
        esc += m[0].length - 1;
        plainFrom = esc + 1;
    }
    return out + escapeControls(chunk.slice(plainFrom), { newline: true, tab: true });
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ ACTION_TAG),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** benchgate's version (kept equal to package.json by a test). */
const VERSION = '0.1.0';
/**
 * The tag users pin (`benchgate/benchgate@v1`, as the README shows): the first release, 1.0.0, creates it and every
 * 1.x release moves it (.github/workflows/release.yml). `benchgate init` writes it into new workflows.
 */
const ACTION_TAG = 'v1';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

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
