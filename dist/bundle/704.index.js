export const id = 704;
export const ids = [704];
export const modules = {

/***/ 5704:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ALL_CODES: () => (/* reexport safe */ _code_registry_js__WEBPACK_IMPORTED_MODULE_0__.F2),
/* harmony export */   RunError: () => (/* reexport safe */ _run_js__WEBPACK_IMPORTED_MODULE_5__.e4),
/* harmony export */   check: () => (/* binding */ check),
/* harmony export */   lookupCode: () => (/* reexport safe */ _code_registry_js__WEBPACK_IMPORTED_MODULE_0__.c2),
/* harmony export */   mergeReports: () => (/* reexport safe */ _merge_js__WEBPACK_IMPORTED_MODULE_6__.C1),
/* harmony export */   parseShardReport: () => (/* reexport safe */ _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__.sq),
/* harmony export */   renderJUnit: () => (/* reexport safe */ _report_junit_js__WEBPACK_IMPORTED_MODULE_1__.d),
/* harmony export */   renderSummary: () => (/* reexport safe */ _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__.Br),
/* harmony export */   renderText: () => (/* reexport safe */ _report_text_js__WEBPACK_IMPORTED_MODULE_4__.S5),
/* harmony export */   toJUnit: () => (/* binding */ toJUnit),
/* harmony export */   toMarkdown: () => (/* binding */ toMarkdown),
/* harmony export */   toSarif: () => (/* binding */ toSarif),
/* harmony export */   validateReport: () => (/* reexport safe */ _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__.RE)
/* harmony export */ });
/* harmony import */ var _code_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98590);
/* harmony import */ var _report_junit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16704);
/* harmony import */ var _report_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54285);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10643);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65655);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79954);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19107);
/* harmony import */ var _core_report_check_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(56092);
/**
 * benchgate as a library: `import { check } from 'benchgate'`. Importing it has no side effect (the action's
 * entry is `dist/index.js`, the CLI's `dist/cli.js`); the quantum engine alone is `benchgate/quantum`.
 *
 *   const report = await check('.', { suites: ['pqid'] });
 *   if (report.verdict === 'fail') console.log(renderText(report, { color: false }));
 */











/**
 * Discovers every benchmark artifact under `path`, checks it with its suite and returns the report (the same one
 * `benchgate check --format json` prints). Throws RunError when the path is not a directory; every problem of the
 * artifacts themselves is a finding in the report, never an exception.
 */
function check(path, opts = {}) {
    return (0,_run_js__WEBPACK_IMPORTED_MODULE_5__/* .runCheck */ .k_)({
        path,
        suites: opts.suites ?? 'auto',
        failOn: opts.failOn,
        failOnEmpty: opts.failOnEmpty,
        suiteOptions: opts.options,
        log: opts.log
    });
}
/** The report as SARIF 2.1.0 (code scanning), with each rule's help from the code registry. */
function toSarif(report, opts = {}) {
    return (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSarif */ .WH)(report, _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, opts);
}
/** Convenience: the Markdown job summary with default limits (each finding code's fix from the code registry). */
function toMarkdown(report, opts = {}) {
    return (0,_report_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSummary */ .Br)(report, { lookup: _code_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .lookupCode */ .c2, ...opts });
}
/** Convenience: JUnit XML. */
function toJUnit(report, prefix) {
    return (0,_report_junit_js__WEBPACK_IMPORTED_MODULE_1__/* .renderJUnit */ .d)(report, prefix ? { prefix } : {});
}


/***/ })

};
