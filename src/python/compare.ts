/**
 * Python string order: by code point (`sorted()` on str), not by UTF-16 code unit as JavaScript's `<` and `sort()`.
 * It is benchgate's one text order (`src/core/order.ts`), under the name the Python-compatible code reads best with.
 */
export { compareText as compareCodePoints } from '../core/order.js';
