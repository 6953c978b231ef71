export const id = 317;
export const ids = [317];
export const modules = {

/***/ 317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeCommand: () => (/* binding */ mergeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3457);
/* harmony import */ var _core_partition_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4453);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3586);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4887);
/* harmony import */ var _report_output_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8836);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4285);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5655);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(751);
/* harmony import */ var _core_command_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6102);












const mergeCommand = {
    name: ['merge'],
    usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--run-id ID] [--plan PATH [--suites auto|a,b] [--fail-on …] [--strict] [--option suite.key=value]...]',
    summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict. Each report is size-bounded and schema-validated, counts and verdict are recomputed, and the shards must form one partition; --run-id requires that run, --plan PATH re-discovers PATH with the given check options and requires the same configuration and planned artifacts (docs/security/merge.md).',
    async run(args, io) {
        const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({
            args,
            allowPositionals: true,
            options: {
                format: { type: 'string' },
                'report-json': { type: 'string' },
                sarif: { type: 'string' },
                'sarif-category': { type: 'string' },
                junit: { type: 'string' },
                html: { type: 'string' },
                summary: { type: 'string' },
                'run-id': { type: 'string' },
                plan: { type: 'string' },
                suites: { type: 'string' },
                'fail-on': { type: 'string' },
                strict: { type: 'boolean' },
                option: { type: 'string', multiple: true }
            }
        });
        if (positionals.length === 0)
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb('merge needs the JSON report of every shard');
        const format = (0,_core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .readFormat */ .C$)(values.format, ['text', 'json'], 'text');
        const abs = (p) => ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(p) ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, p));
        const expect = {};
        try {
            const run = (0,_core_partition_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRunId */ ._G)(values['run-id'], '--run-id');
            if (run)
                expect.run = run;
            if (!values.plan && (values.suites || values['fail-on'] || values.strict || values.option))
                throw new Error('--suites, --fail-on, --strict and --option describe the plan: give them with --plan PATH');
            if (values.plan) {
                const failOn = values['fail-on'] ? (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFailOn */ .XV)(values['fail-on']) : undefined;
                const flagOptions = {};
                for (const o of values.option ?? [])
                    (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseOptionFlag */ .Bh)(o, flagOptions);
                expect.reference = await (0,_run_js__WEBPACK_IMPORTED_MODULE_9__/* .runCheck */ .k_)({
                    path: abs(values.plan),
                    suites: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSuitesList */ .x8)(values.suites ?? 'auto'),
                    ...(failOn ? { failOn } : {}),
                    suiteOptions: (0,_core_options_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeSuiteOptions */ .LL)(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions),
                    planOnly: true
                });
            }
        }
        catch (e) {
            if (e instanceof _run_js__WEBPACK_IMPORTED_MODULE_9__/* .RunError */ .e4) {
                io.stderr(`benchgate merge: --plan: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT */ .dc.usage;
            }
            throw new _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(e.message);
        }
        // Unwritable report paths are a usage error before anything is merged (BG015, exit 2).
        const { files, summaryTarget } = await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_5__/* .cliReportFiles */ .e)(values, abs);
        let report;
        try {
            report = await (0,_merge_js__WEBPACK_IMPORTED_MODULE_4__/* .mergeReportFiles */ .w5)(positionals.map(abs), expect);
        }
        catch (e) {
            if (e instanceof _merge_js__WEBPACK_IMPORTED_MODULE_4__/* .MergeError */ .VX) {
                io.stderr(`benchgate merge: ${e.code}: ${e.message}\n`);
                return _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT */ .dc.usage;
            }
            throw e;
        }
        const prefix = ((0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(report.root) ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
        if (format === 'json')
            io.stdout(JSON.stringify(report, null, 2) + '\n');
        else
            io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_8__/* .renderText */ .S5)(report, { color: io.color }));
        // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
        await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_5__/* .writeReportFiles */ .t)(report, {
            ...files,
            prefix: prefix.startsWith('..') ? '.' : prefix
        });
        if (summaryTarget)
            await (0,_report_output_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutput */ .zh)(summaryTarget, (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_7__/* .renderSummary */ .Br)(report));
        return report.verdict === 'pass' ? _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT */ .dc.pass : _core_command_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT */ .dc.fail;
    }
};


/***/ })

};
