/** Python-compatible behaviour shared by every suite: float and str formatting, json.dumps, code-point order. */
export { compareCodePoints } from './compare.js';
export { readCsvRecords, type CsvRecord } from './csv.js';
export { pyFixed, pyFloatRepr, pyFormatG, pyThousands } from './float.js';
export { pyJsonDumps, pyJsonFloat, pyJsonString, type PyDumpsOptions } from './json.js';
export { isPrintable, pyRepr, pyStr, pyStrRepr } from './repr.js';
export { PyFloat, PyInt, pyFloat, pyIntText, pyTruthy, type PyValue } from './value.js';
