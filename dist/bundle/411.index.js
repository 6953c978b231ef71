export const id = 411;
export const ids = [411];
export const modules = {

/***/ 2411:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   codesCommand: () => (/* binding */ codesCommand),
/* harmony export */   codesMarkdown: () => (/* binding */ codesMarkdown)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98590);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(36102);



/** docs/codes.md is exactly this text (`npm run docs:codes` writes it; a test compares). */
function codesMarkdown() {
    const out = [
        '# Finding codes',
        '',
        '<!-- Generated from src/code-registry.ts by `npm run docs:codes`; do not edit by hand. -->',
        '',
        'Every finding benchgate reports carries one of these stable codes. The severity is the default; options such as `strict` or `fail-on` can raise it. Each entry says what the code means and how to fix it.',
        ''
    ];
    for (const g of _code_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .CODE_GROUPS */ .NQ) {
        out.push(`## ${g.title} (${g.prefixes.join(', ')})`, '');
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
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args,
            allowPositionals: true,
            options: { format: { type: 'string' } }
        });
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_2__/* .readFormat */ .C$)(values.format, ['text', 'json', 'markdown'], 'text');
        const all = _code_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .CODE_GROUPS */ .NQ.flatMap((g) => g.codes);
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


/***/ }),

/***/ 98590:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F2: () => (/* binding */ ALL_CODES),
  NQ: () => (/* binding */ CODE_GROUPS),
  c2: () => (/* binding */ lookupCode)
});

// EXTERNAL MODULE: ./src/codes/general.ts
var general = __webpack_require__(82702);
;// CONCATENATED MODULE: ./src/codes/registry.ts

const GENERAL_GROUP = {
    title: 'General (run, configuration, discovery)',
    prefixes: ['BG'],
    codes: general/* GENERAL_CODES */.C
};
/** A registry over `groups`, in that order (the order of docs/codes.md). */
function createCodeRegistry(groups) {
    const all = groups.flatMap((g) => g.codes);
    const byCode = new Map(all.map((c) => [c.code, c]));
    return { groups, all, lookup: (code) => byCode.get(code) };
}

// EXTERNAL MODULE: ./src/suites/plugins.ts + 5 modules
var plugins = __webpack_require__(45007);
;// CONCATENATED MODULE: ./src/code-registry.ts
/**
 * The one code registry: the general (BG) codes, then each plug-in's codes in the order of `src/suites/plugins.ts`.
 * `src/codes/` itself knows no family (it builds the registry it is given), so nothing low imports `src/suites/`.
 */


const registry = createCodeRegistry([GENERAL_GROUP, ...plugins/* PLUGINS */.R.map((p) => p.codes)]);
const CODE_GROUPS = registry.groups;
const ALL_CODES = registry.all;
const lookupCode = registry.lookup;


/***/ })

};
