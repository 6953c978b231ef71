/** Values as Python holds them after `json.loads`: a float stays a float (`13.0`), an int stays exact at any size. */

/** A number Python holds as a float (it had a '.', an exponent, or came from a division). */
export class PyFloat {
  constructor(readonly value: number) {}
}

/** An integer kept exactly as written (beyond 2^53 too); `raw` is its decimal text (`-0` written as `0`). */
export class PyInt {
  constructor(readonly raw: string) {}
  /** `JSON.stringify` writes the nearest double (JSON readers other than Python's lose the exact digits anyway). */
  toJSON(): number {
    return Number(this.raw);
  }
}

/** JSON values plus the float / exact-int markers. A plain JS number is an int when integral, else a float. */
export type PyValue = null | boolean | number | string | PyFloat | PyInt | PyValue[] | PyDict;

/** A JSON object as Python's `dict` after `json.loads` (insertion order; JS puts integer-like keys first). */
export type PyDict = { [k: string]: PyValue };

/** True for a dict (a JSON object): not null, not a list, not a `PyFloat` or `PyInt` marker. */
export function isPyDict(v: PyValue | undefined): v is PyDict {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof PyFloat) && !(v instanceof PyInt);
}

/** Shorthand for `new PyFloat(v)`. */
export const pyFloat = (v: number): PyFloat => new PyFloat(v);

/** The decimal text of an integral JS number as Python prints the int (no exponent, however large). */
export function pyIntText(v: number): string {
  return Math.abs(v) >= 1e21 ? BigInt(v).toString() : String(v === 0 ? 0 : v);
}

/** Python truthiness of a JSON-loaded value. */
export function pyTruthy(v: PyValue | undefined): boolean {
  if (v === null || v === undefined || v === false || v === '' || v === 0) return false;
  if (v instanceof PyFloat) return v.value !== 0;
  if (v instanceof PyInt) return !/^-?0+$/.test(v.raw);
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

/**
 * A `JSON.parse` value as a Python value, when the source text is gone: integral numbers as ints (JSON.parse lost
 * whether `13.0` was written as a float), other numbers as floats; anything that is not JSON as `None`. With the
 * text, read it with `pyValueOf` instead (it keeps `13.0` a float).
 */
export function pyValueOfPlain(v: unknown): PyValue {
  if (v === null || typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) ? v : pyFloat(v);
  if (Array.isArray(v)) return v.map(pyValueOfPlain);
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, pyValueOfPlain(x)]));
  return null;
}
