/**
 * The one text order of benchgate: by Unicode code point, as Python compares `str`. Reports, findings, artifacts,
 * shard plans and canonical JSON all sort with it, so the same inputs give the same bytes on every machine:
 * `String.prototype.localeCompare` follows ICU and the process's locale (`LANG`/`LC_ALL`: under `sv_SE` "ä" sorts
 * after "z", under `en_US` before it) and is never used for anything that is written out.
 */

const isSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdfff;

/**
 * Compares two strings by Unicode code point. A lone surrogate counts as its own code point (U+D800..U+DFFF), which
 * is what Python holds after `json.loads('"\\ud800"')`; a well-formed pair counts as the code point it encodes
 * (above every BMP character).
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length - b.length;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  if (!isSurrogate(x) && !isSurrogate(y) && (i === 0 || !isSurrogate(a.charCodeAt(i - 1)))) return x - y;
  // A surrogate is involved: compare code point by code point from the start of the code point holding unit i.
  if (i > 0 && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff) i--;
  while (i < a.length && i < b.length) {
    const p = a.codePointAt(i) as number;
    const q = b.codePointAt(i) as number;
    if (p !== q) return p - q;
    i += p > 0xffff ? 2 : 1;
  }
  return a.length - b.length;
}
