import { describe, expect, test } from '@jest/globals';
import { parseManifest, pyInt } from '../../src/release/manifest-parse.js';
import { pyStrRepr as pyRepr, readCsvRecords } from '../../src/python/index.js';

const readTsvRecords = (text: string) => readCsvRecords(text, '\t');

const H = 'path\tbytes\tsha256\n';
const SHA = '9c45da1b799a603c167323bd7ed4f52034ec28ea5e04373045a9c11f1ddc5446';

describe('readTsvRecords (Python csv, tab delimiter)', () => {
  test('splits on tabs, LF, CRLF and lone CR, with line numbers', () => {
    expect(readTsvRecords('a\tb\r\nc\td\re\n')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['c', 'd'], line: 2 },
      { fields: ['e'], line: 3 }
    ]);
  });
  test('blank lines give empty records; a missing final newline is fine', () => {
    expect(readTsvRecords('a\n\nb')).toEqual([
      { fields: ['a'], line: 1 },
      { fields: [], line: 2 },
      { fields: ['b'], line: 3 }
    ]);
  });
  test('quoted fields keep tabs and newlines; "" is a quote; text after the closing quote is kept', () => {
    expect(readTsvRecords('"a\tb"\t"x""y"\t"p"q\n"multi\nline"\t1\n')).toEqual([
      { fields: ['a\tb', 'x"y', 'pq'], line: 1 },
      { fields: ['multi\nline', '1'], line: 2 }
    ]);
  });
  test('a quote inside an unquoted field is literal', () => {
    expect(readTsvRecords('a"b\tc\n')[0].fields).toEqual(['a"b', 'c']);
  });
});

describe('pyInt (Python int(str))', () => {
  test.each([
    ['7', 7n, false],
    [' 7 ', 7n, true],
    ['0_7', 7n, true],
    ['+7', 7n, true],
    ['-1', -1n, true],
    ['007', 7n, true],
    ['0', 0n, false],
    ['12345678901234567890', 12345678901234567890n, false]
  ])('%j → %s (lax %s)', (raw, value, lax) => {
    expect(pyInt(raw)).toEqual({ ok: true, value, lax });
  });
  test.each(['abc', '', '7.0', '1e3', '_7', '7_', '7__0', '0x10', '- 7'])(
    "%j is invalid with Python's message",
    (raw) => {
      const r = pyInt(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(`invalid literal for int() with base 10: ${pyRepr(raw)}`);
    }
  );
  test('None (a short row) gives the TypeError text', () => {
    const r = pyInt(undefined);
    expect(r.ok).toBe(false);
  });
  test('pyRepr quotes like Python', () => {
    expect(pyRepr('abc')).toBe("'abc'");
    expect(pyRepr("it's")).toBe('"it\'s"');
    expect(pyRepr('a\tb')).toBe("'a\\tb'");
  });
});

describe('parseManifest rules', () => {
  const kinds = (text: string) => parseManifest(text, '/r/ARTIFACT_MANIFEST.tsv').problems.map((p) => [p.kind, p.line]);

  test('a clean manifest has entries and no problems', () => {
    const p = parseManifest(`${H}a.txt\t7\t${SHA}\nsub/b.bin\t0\t${SHA}\n`, 'm');
    expect(p.problems).toEqual([]);
    expect(p.entries.map((e) => [e.path, e.bytes, e.line, e.checkable])).toEqual([
      ['a.txt', 7n, 2, true],
      ['sub/b.bin', 0n, 3, true]
    ]);
    expect(p.referenceError).toBeUndefined();
  });
  test('header must be exact', () => {
    expect(parseManifest(`path\tsize\tsha256\n`, '/r/M').referenceError).toBe('Unexpected manifest header in /r/M');
    expect(parseManifest(``, '/r/M').referenceError).toBe('Unexpected manifest header in /r/M');
    expect(parseManifest(`\n${H}`, '/r/M').referenceError).toBe('Unexpected manifest header in /r/M');
    expect(parseManifest(`path\tbytes\tsha256\textra\n`, '/r/M').referenceError).toBe(
      'Unexpected manifest header in /r/M'
    );
    expect(parseManifest(`\uFEFF${H}`, '/r/M').problems[0].message).toContain('byte-order mark');
  });
  test('rows are still read after a bad header, so every problem is reported', () => {
    expect(kinds(`wrong\n/abs\t1\t${SHA}\n`)).toEqual([
      ['header', 1],
      ['unsafe', 2]
    ]);
  });
  test('empty and duplicate paths; the first error is the reference message', () => {
    const p = parseManifest(`${H}a\t1\t${SHA}\n\t1\t${SHA}\na\t1\t${SHA}\n`, 'm');
    expect(p.problems.map((x) => [x.kind, x.line])).toEqual([
      ['empty-path', 3],
      ['duplicate', 4]
    ]);
    expect(p.referenceError).toBe("Duplicate or empty manifest path: ''");
    expect(p.problems[1].message).toContain('first listed on line 2');
  });
  test('absolute and traversal paths are unsafe; "./a" is not', () => {
    expect(kinds(`${H}/etc/passwd\t1\t${SHA}\na/../b\t1\t${SHA}\n../x\t1\t${SHA}\n./ok\t1\t${SHA}\n`)).toEqual([
      ['unsafe', 2],
      ['unsafe', 3],
      ['unsafe', 4]
    ]);
    expect(parseManifest(`${H}/etc/passwd\t1\t${SHA}\n`, 'm').referenceError).toBe('Unsafe manifest path: /etc/passwd');
  });
  test('Windows absolute paths and backslash traversal are unsafe for benchgate only', () => {
    const p = parseManifest(`${H}C:\\x\t1\t${SHA}\na\\..\\b\t1\t${SHA}\n`, 'm');
    expect(p.problems.map((x) => [x.kind, x.fatalInReference])).toEqual([
      ['unsafe', false],
      ['unsafe', false]
    ]);
    // Looked up by their literal name, as POSIX Python does (issue 20: never dropped from the missing list).
    expect(p.entries.map((e) => [e.checkable, e.literalName])).toEqual([
      [true, true],
      [true, true]
    ]);
  });
  test('byte counts: invalid, lax, negative', () => {
    const p = parseManifest(`${H}a\tabc\t${SHA}\nb\t 7 \t${SHA}\nc\t-1\t${SHA}\n`, 'm');
    expect(p.problems.map((x) => [x.kind, x.line, x.column])).toEqual([
      ['bytes-invalid', 2, 3],
      ['bytes-lax', 3, 3],
      ['bytes-lax', 4, 3]
    ]);
    expect(p.referenceError).toBe("invalid literal for int() with base 10: 'abc'");
    expect(p.entries[2].bytes).toBe(-1n);
  });
  test('a two-field row with a bad count stops at int() first, as ManifestEntry(bytes=int(...), sha256=....lower()) does', () => {
    // Found by scripts/pqid-manifest-diff.mjs (reference: invalid literal, not the AttributeError).
    expect(parseManifest(`${H}a\t47\0\n`, 'm').referenceError).toBe(
      "invalid literal for int() with base 10: '47\\x00'"
    );
    expect(parseManifest(`${H}a\t47\n`, 'm').referenceError).toBe("'NoneType' object has no attribute 'lower'");
  });
  test.each([
    ['\u0663', 3n],
    ['\uff11\uff10', 10n],
    ['\u00a0\u0967\u0966\u3000', 10n],
    ['\u{1d7ce}\u{1d7e2}', 0n]
  ])('Unicode decimal digits %j are read as Python int() reads them', (raw, value) => {
    const r = pyInt(raw);
    expect(r).toEqual({ ok: true, value, lax: true });
  });
  test('U+FEFF is not whitespace for Python int(), and repr escapes it', () => {
    expect(pyInt('\ufeff3')).toEqual({ ok: false, message: "invalid literal for int() with base 10: '\\ufeff3'" });
  });
  test('short rows, extra columns', () => {
    const p = parseManifest(`${H}a\nb\t7\nc\t7\t${SHA}\tx\ty\n`, 'm');
    expect(p.problems.map((x) => [x.kind, x.line])).toEqual([
      ['short-row', 2],
      ['short-row', 3],
      ['extra-columns', 4]
    ]);
    expect(p.referenceError).toBe(
      "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
    );
  });
  test('digests: upper case is a warning, malformed is an error', () => {
    const p = parseManifest(`${H}a\t1\t${SHA.toUpperCase()}\nb\t1\txyz\nc\t1\t${SHA}0\n`, 'm');
    expect(p.problems.map((x) => [x.kind, x.line])).toEqual([
      ['hash-case', 2],
      ['hash-malformed', 3],
      ['hash-malformed', 4]
    ]);
    expect(p.entries[0].sha256).toBe(SHA);
  });
  test('a manifest listing itself, and two spellings of one file', () => {
    expect(kinds(`${H}ARTIFACT_MANIFEST.tsv\t0\t${SHA}\na.txt\t1\t${SHA}\n./a.txt\t1\t${SHA}\n`)).toEqual([
      ['lists-itself', 2],
      ['duplicate-alias', 4]
    ]);
  });
  test('blank lines between rows are skipped', () => {
    expect(parseManifest(`${H}\n\na\t1\t${SHA}\n\n`, 'm').entries.map((e) => e.line)).toEqual([4]);
  });
});
