/** Python-compatible behaviour shared by every suite: float and str formatting, json.loads and json.dumps, code-point order. */
export { compareCodePoints } from './compare.js';
export { readCsvRecords } from './csv.js';
export { pyFixed, pyFloatRepr, pyFormatG, pyThousands } from './float.js';
export { pyJsonDumps, pyJsonFloat, pyJsonString } from './json.js';
export { isPrintable, pyNodeRepr, pyRepr, pyReprCapped, pyStr, pyStrRepr } from './repr.js';
export { pyJsonLoads, pyJsonLoadsOrUndefined, pyValueOf, PY_JSON_MAX_DEPTH } from './loads.js';
export { isPyDict, PyFloat, PyInt, pyFloat, pyTruthy, pyValueOfPlain, type PyDict, type PyValue } from './value.js';
