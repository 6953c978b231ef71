export const id = 309;
export const ids = [309];
export const modules = {

/***/ 53309:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ })

};
