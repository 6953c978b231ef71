/**
 * Pure parsing of ARTIFACT_MANIFEST.tsv with the reference's semantics (Python `csv.DictReader`
 * with `delimiter="\t"`, `newline=""`), recording every problem instead of stopping at the first.
 */
import { pyStrRepr, readCsvRecords } from '../python/index.js';

export const MANIFEST_NAME = 'ARTIFACT_MANIFEST.tsv';
const HEADER = ['path', 'bytes', 'sha256'] as const;

export type PyIntResult = { ok: true; value: bigint; lax: boolean } | { ok: false; message: string };

/** Python's str.isspace() (what int() strips); unlike JavaScript's \s it has U+001C–U+001F and U+0085 but not U+FEFF. */
const PY_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
  0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]);
const ND = /^\p{Nd}$/u;

/**
 * The value of a Unicode decimal digit (general category Nd), as Python's int() reads it: Nd digits come in
 * aligned runs of ten starting at zero, so the value is the distance from the start of the run modulo 10.
 */
function digitValue(ch: string): number | undefined {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (!ND.test(ch)) return undefined;
  let start = cp;
  while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/**
 * Python's `int(str)` for base 10: surrounding whitespace (str.isspace), a sign, single underscores between
 * digits, and any Unicode decimal digits (`int("٣")` is 3).
 */
export function pyInt(raw: string | undefined): PyIntResult {
  if (raw === undefined)
    return {
      ok: false,
      message: "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
    };
  const chars = Array.from(raw);
  let a = 0;
  let b = chars.length;
  while (a < b && PY_SPACE.has(chars[a].codePointAt(0)!)) a++;
  while (b > a && PY_SPACE.has(chars[b - 1].codePointAt(0)!)) b--;
  const bad: PyIntResult = { ok: false, message: `invalid literal for int() with base 10: ${pyStrRepr(raw)}` };
  let i = a;
  let sign = '';
  if (i < b && (chars[i] === '+' || chars[i] === '-')) sign = chars[i++];
  let digits = '';
  let prevDigit = false;
  let underscore = false;
  let nonAscii = false;
  for (; i < b; i++) {
    const c = chars[i];
    if (c === '_') {
      if (!prevDigit) return bad;
      prevDigit = false;
      underscore = true;
      continue;
    }
    const d = digitValue(c);
    if (d === undefined) return bad;
    if (c.codePointAt(0)! > 0x7f) nonAscii = true;
    digits += String(d);
    prevDigit = true;
  }
  if (!prevDigit) return bad; // empty, a sign alone, or a trailing underscore
  const value = BigInt(sign + digits);
  const lax =
    a !== 0 ||
    b !== chars.length ||
    sign !== '' ||
    underscore ||
    nonAscii ||
    (digits.length > 1 && digits.startsWith('0'));
  return { ok: true, value, lax };
}

interface ManifestEntry {
  line: number;
  /** The path exactly as written (the reference reports this form). */
  path: string;
  /** Parsed byte count; undefined when it could not be read. */
  bytes?: bigint;
  bytesRaw?: string;
  /** Lower-cased digest (the reference lower-cases before comparing). */
  sha256?: string;
  sha256Raw?: string;
  /** True when the entry passed the reference's parse checks and should be checked on disk. */
  checkable: boolean;
  /**
   * A backslash or Windows-drive path: POSIX Python looks up a file of that literal name (one path component).
   * benchgate does the same on POSIX and counts it missing on Windows, where the name would be split.
   */
  literalName?: boolean;
}

export type ProblemKind =
  | 'header'
  | 'empty-path'
  | 'duplicate'
  | 'duplicate-alias'
  | 'unsafe'
  | 'bytes-invalid'
  | 'bytes-lax'
  | 'short-row'
  | 'extra-columns'
  | 'hash-case'
  | 'hash-malformed'
  | 'lists-itself';

export interface ParseProblem {
  kind: ProblemKind;
  line: number;
  /** 1-based column of the offending field, when known. */
  column?: number;
  message: string;
  /** True for problems that make the reference abort verification (its verdict: fail). */
  fatalInReference: boolean;
}

export interface ParsedManifest {
  entries: ManifestEntry[];
  problems: ParseProblem[];
  /** The reference's first (aborting) error message, exactly as it prints after "pqid-bench: ". */
  referenceError?: string;
}

function isPythonAbsolute(p: string): boolean {
  return p.startsWith('/');
}

function looksAbsoluteElsewhere(p: string): boolean {
  return /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}

/** Column (1-based, in UTF-16 units) where field k of a record starts, for unquoted tab-separated rows. */
function columnOf(fields: string[], k: number): number {
  let col = 1;
  for (let j = 0; j < k; j++) col += fields[j].length + 1;
  return col;
}

/**
 * Parses the manifest text (already decoded, BOM kept so it can be reported) with the reference's rules.
 * `manifestPathForMessages` is what the reference prints in the header error (its absolute path).
 */
export function parseManifest(text: string, manifestPathForMessages: string): ParsedManifest {
  const records = readCsvRecords(text, '\t');
  const problems: ParsedManifest['problems'] = [];
  const entries: ManifestEntry[] = [];
  let referenceError: string | undefined;
  const fatal = (p: ParseProblem) => {
    problems.push(p);
    if (p.fatalInReference && referenceError === undefined) referenceError = p.message;
  };
  const header = records[0];
  const headerOk = header !== undefined && header.fields.length === 3 && header.fields.every((f, i) => f === HEADER[i]);
  if (!headerOk) {
    let why = 'the first line must be exactly "path<TAB>bytes<TAB>sha256"';
    if (header === undefined) why = 'the file is empty';
    else if (header.fields[0]?.startsWith('\uFEFF'))
      why = 'the file starts with a byte-order mark (save it as UTF-8 without BOM)';
    else if (header.fields.length === 0) why = 'the first line is blank';
    fatal({
      kind: 'header',
      line: 1,
      column: 1,
      message: `Unexpected manifest header in ${manifestPathForMessages}`,
      fatalInReference: true
    });
    problems[problems.length - 1].message += ` (${why})`;
    referenceError = `Unexpected manifest header in ${manifestPathForMessages}`;
  }
  // Even with a bad header, the remaining rows are read so every problem is reported.
  const seen = new Map<string, number>();
  const seenNorm = new Map<string, number>();
  for (const rec of records.slice(1)) {
    if (rec.fields.length === 0) continue; // blank line: skipped, as csv.DictReader does
    const f = rec.fields;
    const path = f[0];
    const entry: ManifestEntry = { line: rec.line, path, checkable: false };
    if (path === '' || seen.has(path)) {
      fatal({
        kind: path === '' ? 'empty-path' : 'duplicate',
        line: rec.line,
        column: 1,
        message: `Duplicate or empty manifest path: ${pyStrRepr(path)}`,
        fatalInReference: true
      });
      if (path !== '') problems[problems.length - 1].message += ` (first listed on line ${seen.get(path)})`;
      entries.push(entry);
      continue;
    }
    seen.set(path, rec.line);
    const parts = path.split('/');
    if (isPythonAbsolute(path) || parts.includes('..')) {
      fatal({
        kind: 'unsafe',
        line: rec.line,
        column: 1,
        message: `Unsafe manifest path: ${path}`,
        fatalInReference: true
      });
      entries.push(entry);
      continue;
    }
    let literalName = false;
    if (looksAbsoluteElsewhere(path) || path.split(/[\\/]/).includes('..')) {
      problems.push({
        kind: 'unsafe',
        line: rec.line,
        column: 1,
        message: `Unsafe manifest path: ${path} (a Windows absolute path or a backslash ".." segment; the reference looks for a file of that literal name, and so does benchgate on POSIX)`,
        fatalInReference: false
      });
      literalName = true;
    }
    const norm = parts.filter((s) => s !== '' && s !== '.').join('/');
    if (seenNorm.has(norm)) {
      problems.push({
        kind: 'duplicate-alias',
        line: rec.line,
        column: 1,
        message: `"${path}" names the same file as line ${seenNorm.get(norm)}`,
        fatalInReference: false
      });
    } else seenNorm.set(norm, rec.line);
    if (norm === MANIFEST_NAME) {
      problems.push({
        kind: 'lists-itself',
        line: rec.line,
        column: 1,
        message: `the manifest lists itself ("${path}"); the manifest must not include itself`,
        fatalInReference: false
      });
    }
    // ManifestEntry(bytes=int(row["bytes"]), sha256=row["sha256"].lower()): the byte count is read first, so
    // a two-field row with a bad count stops at int(), before the missing digest.
    if (f.length === 2 && !pyInt(f[1]).ok) {
      fatal({
        kind: 'bytes-invalid',
        line: rec.line,
        column: columnOf(f, 1),
        message: (pyInt(f[1]) as { message: string }).message,
        fatalInReference: true
      });
      entries.push(entry);
      continue;
    }
    if (f.length < 3) {
      const missing = f.length === 1 ? 'bytes and sha256' : 'sha256';
      const msg =
        f.length === 1
          ? "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
          : "'NoneType' object has no attribute 'lower'";
      fatal({
        kind: 'short-row',
        line: rec.line,
        column: columnOf(f, f.length - 1) + f[f.length - 1].length,
        message: `${msg} (row has ${f.length} field${f.length === 1 ? '' : 's'}; ${missing} missing)`,
        fatalInReference: true
      });
      if (referenceError === problems[problems.length - 1].message) referenceError = msg;
      entries.push(entry);
      continue;
    }
    if (f.length > 3) {
      problems.push({
        kind: 'extra-columns',
        line: rec.line,
        column: columnOf(f, 3),
        message: `row has ${f.length} fields; only path, bytes and sha256 are read`,
        fatalInReference: false
      });
    }
    entry.bytesRaw = f[1];
    const bi = pyInt(f[1]);
    if (!bi.ok) {
      fatal({
        kind: 'bytes-invalid',
        line: rec.line,
        column: columnOf(f, 1),
        message: bi.message,
        fatalInReference: true
      });
      entries.push(entry);
      continue;
    }
    entry.bytes = bi.value;
    if (bi.lax) {
      problems.push({
        kind: 'bytes-lax',
        line: rec.line,
        column: columnOf(f, 1),
        message: `byte count ${JSON.stringify(f[1])} is read as ${bi.value} by Python's int(); write plain digits`,
        fatalInReference: false
      });
    }
    entry.sha256Raw = f[2];
    entry.sha256 = f[2].toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(f[2])) {
      if (/^[0-9a-fA-F]{64}$/.test(f[2])) {
        problems.push({
          kind: 'hash-case',
          line: rec.line,
          column: columnOf(f, 2),
          message: `sha256 ${f[2].slice(0, 12)}… has upper-case hex; the data dictionary asks for lowercase`,
          fatalInReference: false
        });
      } else {
        problems.push({
          kind: 'hash-malformed',
          line: rec.line,
          column: columnOf(f, 2),
          message: `sha256 value ${JSON.stringify(f[2].length > 80 ? f[2].slice(0, 80) + '…' : f[2])} is not 64 hexadecimal characters, so it can never match`,
          fatalInReference: false
        });
      }
    }
    entry.checkable = true;
    if (literalName) entry.literalName = true;
    entries.push(entry);
  }
  return { entries, problems, ...(referenceError !== undefined ? { referenceError } : {}) };
}
