/**
 * Bounded-stack helpers. `a.push(...b)` and `Math.max(...b)` pass every element of `b` as a call argument, which
 * overflows V8's stack ("Maximum call stack size exceeded") at around 120,000 elements; these loop instead.
 * ESLint forbids the spread forms in src/ (see eslint.config.mjs).
 */

/** Appends every item of `items` to `target` (in place) and returns `target`. */
export function pushAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const x of items) target.push(x);
  return target;
}

/** The largest value, or `empty` for an empty list. */
export function maxOf(values: Iterable<number>, empty = -Infinity): number {
  let m = -Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v > m || Number.isNaN(v)) m = v;
    if (Number.isNaN(m)) return NaN;
  }
  return any ? m : empty;
}

/** The smallest value, or `empty` for an empty list. */
export function minOf(values: Iterable<number>, empty = Infinity): number {
  let m = Infinity;
  let any = false;
  for (const v of values) {
    any = true;
    if (v < m || Number.isNaN(v)) m = v;
    if (Number.isNaN(m)) return NaN;
  }
  return any ? m : empty;
}
