import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CANONICALIZATIONS,
  canonicalize,
  normalizeDigest,
  sha256Hex,
  type CanonName
} from '../../src/suites/fightbench/canonical.js';
import { pyJsonFloat as pyFloatRepr, pyJsonString as pyString } from '../../src/python/index.js';
import { checkSuiteFile } from '../../src/suites/fightbench/check-suite.js';
import { JNum, parseJsonStrict, type JObject } from '../../src/suites/fightbench/json.js';
import { checkSuiteText } from '../../src/suites/fightbench/manifest.js';
import { FIXTURES, opts, tmp } from './helpers.js';

const BODY_TEXT = readFileSync(join(FIXTURES, 'manifest-tricky.json'), 'utf8');
const PY = readFileSync(join(FIXTURES, 'manifest-tricky.python.txt'), 'utf8').split('\n');

/** A suite download whose manifest.hash is computed with `name` (the hash goes last, as a separate key). */
function download(
  name: CanonName,
  bodyText = BODY_TEXT,
  outer = { id: 'suite-1', createdAt: '2026-09-23T10:00:00Z' },
  hashFmt = (h: string) => h
): string {
  const body = parseJsonStrict(bodyText) as JObject;
  const hash = sha256Hex(canonicalize(body, name));
  const inner = bodyText.trim().replace(/\}$/, `,"hash":${JSON.stringify(hashFmt(hash))}}`);
  return `{"id":${JSON.stringify(outer.id)},"createdAt":${JSON.stringify(outer.createdAt)},"manifest":${inner}}`;
}

describe('canonicalisations', () => {
  const body = parseJsonStrict(BODY_TEXT);
  test('Python candidates reproduce CPython json.dumps(sort_keys=True) byte for byte', () => {
    expect(canonicalize(body, 'python-sorted')).toBe(PY[0]);
    expect(canonicalize(body, 'python-sorted-compact')).toBe(PY[1]);
  });
  test('sorted-compact equals JavaScript JSON.stringify of recursively sorted keys (integer keys first)', () => {
    const sortKeys = (x: unknown): unknown => {
      if (Array.isArray(x)) return x.map(sortKeys);
      if (x && typeof x === 'object') {
        const o: Record<string, unknown> = {};
        for (const k of Object.keys(x).sort()) o[k] = sortKeys((x as Record<string, unknown>)[k]);
        return o;
      }
      return x;
    };
    expect(canonicalize(body, 'sorted-compact')).toBe(JSON.stringify(sortKeys(JSON.parse(BODY_TEXT))));
    expect(canonicalize(body, 'sorted-compact').startsWith('{"2":"two","10":"ten"')).toBe(true);
  });
  test('RFC 8785: UTF-16 key order, ES numbers, raw UTF-8', () => {
    const c = canonicalize(body, 'rfc8785');
    expect(c.startsWith('{"10":"ten","2":"two"')).toBe(true);
    expect(c).toContain('"temperature":1,');
    expect(c).toContain('"eps":1e-7');
    expect(c).toContain('"big":1e+21');
    expect(c).toContain('Élodie');
    expect(c.indexOf('😀')).toBeLessThan(c.indexOf('\uffff')); // U+D83D < U+FFFF in UTF-16
    expect(canonicalize(parseJsonStrict('{"b":[1,{"z":null,"a":true}],"a":"x"}'), 'rfc8785')).toBe(
      '{"a":"x","b":[1,{"a":true,"z":null}]}'
    );
  });
  test('every candidate gives different bytes for the tricky manifest', () => {
    expect(new Set(CANONICALIZATIONS.map((n) => canonicalize(body, n))).size).toBe(4);
  });
  test('RFC 8785 is not applicable to lone surrogates', () => {
    expect(() => canonicalize(parseJsonStrict('{"a":"\\ud800"}'), 'rfc8785')).toThrow(/lone surrogate/);
  });
  test('Python float repr and ensure_ascii strings', () => {
    expect(
      [1, 0.7, 1e-7, 1e21, 1e16, 1e15, 0.0001, 0.00001, -0, 123.456, 5e-324, 1.7976931348623157e308].map(pyFloatRepr)
    ).toEqual([
      '1.0',
      '0.7',
      '1e-07',
      '1e+21',
      '1e+16',
      '1000000000000000.0',
      '0.0001',
      '1e-05',
      '-0.0',
      '123.456',
      '5e-324',
      '1.7976931348623157e+308'
    ]);
    expect(pyString('é😀\u007f"\\\n')).toBe('"\\u00e9\\ud83d\\ude00\\u007f\\"\\\\\\n"');
  });
  test('strict parser keeps number spelling and rejects duplicate keys', () => {
    const v = parseJsonStrict('{"a":1.0,"b":12345678901234567890}') as JObject;
    expect((v.get('a') as JNum).raw).toBe('1.0');
    expect((v.get('b') as JNum).raw).toBe('12345678901234567890');
    expect(() => parseJsonStrict('{"a":1,"a":2}')).toThrow(/duplicate key "a" at line 1, column 8/);
    expect(() => parseJsonStrict('['.repeat(300) + ']'.repeat(300))).toThrow(/nesting deeper/);
  });
  test('digest encodings', () => {
    const hex = 'ab'.repeat(32);
    expect(normalizeDigest(hex)?.encoding).toBe('hex');
    expect(normalizeDigest('sha256:' + hex.toUpperCase())?.hex).toBe(hex);
    expect(normalizeDigest(Buffer.from(hex, 'hex').toString('base64'))).toEqual({ hex, encoding: 'base64' });
    expect(normalizeDigest('abc')).toBeUndefined();
  });
});

describe('manifest hash', () => {
  test.each(CANONICALIZATIONS)('a hash computed with %s matches and that canonicalisation is reported', (name) => {
    const r = checkSuiteText(download(name));
    expect(r.matched).toEqual([name]);
    const notice = r.issues.find((i) => i.def.code === 'FB033');
    expect(notice?.message).toContain(name);
    expect(r.issues.filter((i) => i.def.severity === 'error')).toEqual([]);
  });

  test('outer {id, createdAt} are not part of the hash', () => {
    const r = checkSuiteText(download('rfc8785', BODY_TEXT, { id: 'other', createdAt: '1999-01-01' }));
    expect(r.matched).toEqual(['rfc8785']);
  });

  test('a changed value matches no candidate: FB032 error', () => {
    const text = download('python-sorted').replace('"terminator-v1"', '"terminator-v2"');
    const r = checkSuiteText(text);
    expect(r.matched).toEqual([]);
    const e = r.issues.find((i) => i.def.code === 'FB032');
    expect(e?.def.severity).toBe('error');
    expect(e?.message).toMatch(/rfc8785, sorted-compact, python-sorted, python-sorted-compact/);
  });

  test('pinned canonicalisation: only that one is accepted', () => {
    expect(checkSuiteText(download('python-sorted'), 'rfc8785').matched).toEqual([]);
    expect(checkSuiteText(download('rfc8785'), 'rfc8785').matched).toEqual(['rfc8785']);
  });

  test('hash as sha256:hex and base64 is accepted', () => {
    expect(checkSuiteText(download('rfc8785', BODY_TEXT, undefined, (h) => 'sha256:' + h)).matched).toEqual([
      'rfc8785'
    ]);
    expect(
      checkSuiteText(download('rfc8785', BODY_TEXT, undefined, (h) => Buffer.from(h, 'hex').toString('base64'))).matched
    ).toEqual(['rfc8785']);
    const bad = checkSuiteText(download('rfc8785', BODY_TEXT, undefined, () => 'not-a-hash'));
    expect(bad.issues.map((i) => i.def.code)).toContain('FB034');
  });

  test('only the top-level hash is removed', () => {
    const bodyText = '{"a":1,"pinned":{"entrants":[{"revision":"' + 'c'.repeat(64) + '","hash":"nested"}]}}';
    // plain ASCII keys and integers: several candidates agree, all are reported
    expect(checkSuiteText(download('rfc8785', bodyText)).matched).toEqual([
      'rfc8785',
      'sorted-compact',
      'python-sorted-compact'
    ]);
    const withoutNested = bodyText.replace(',"hash":"nested"', '');
    expect(
      checkSuiteText(download('rfc8785', withoutNested).replace(withoutNested.slice(0, -1), bodyText.slice(0, -1)))
        .matched
    ).toEqual([]);
  });

  test('manifest without hash: FB031, no crash', () => {
    const r = checkSuiteText('{"id":"s","createdAt":"t","manifest":{"a":1}}');
    expect(r.issues.map((i) => i.def.code)).toEqual(['FB036', 'FB031']);
    expect(r.issues.find((i) => i.def.code === 'FB031')?.path).toBe('/manifest/hash');
  });

  test('bad shapes and bad JSON are FB030 with a position', () => {
    expect(checkSuiteText('{"id":1,"createdAt":2,"manifest":[]}').issues[0].def.code).toBe('FB030');
    const dup = checkSuiteText('{"id":1,\n"id":2,"createdAt":2,"manifest":{}}');
    expect(dup.issues[0].def.code).toBe('FB030');
    expect(dup.issues[0].line).toBe(2);
    expect(checkSuiteText('{"id":').issues[0].def.code).toBe('FB030');
  });

  test('legacy suite without controller snapshots: a notice, not a failure', () => {
    const r = checkSuiteText(download('rfc8785', '{"suite":"x"}'));
    expect(r.legacy).toBe(true);
    const n = r.issues.find((i) => i.def.code === 'FB036');
    expect(n?.def.severity).toBe('notice');
    expect(n?.message).toMatch(/FightBench labels this limitation/);
  });

  test('pinned.entrants[].revision present and well formed', () => {
    const ok = checkSuiteText(
      download(
        'rfc8785',
        `{"pinned":{"entrants":[{"revision":"${'d'.repeat(64)}"},{"revision":"sha256:${'e'.repeat(64)}"}]}}`
      )
    );
    expect(ok.issues.filter((i) => i.def.code === 'FB035')).toEqual([]);
    expect(ok.entrants).toBe(2);
    const bad = checkSuiteText(download('rfc8785', '{"pinned":{"entrants":[{"name":"x"},{"revision":"v1"},3]}}'));
    const paths = bad.issues.filter((i) => i.def.code === 'FB035').map((i) => i.path);
    expect(paths).toEqual([
      '/manifest/pinned/entrants/0/revision',
      '/manifest/pinned/entrants/1/revision',
      '/manifest/pinned/entrants/2'
    ]);
  });

  test('checkSuiteFile: gates and the section name the canonicalisation', async () => {
    const dir = tmp();
    const f = join(dir, 'suite.json');
    writeFileSync(f, download('python-sorted-compact'));
    const r = await checkSuiteFile(f, 'suite.json', opts());
    expect(Object.fromEntries(r.gates.map((g) => [g.id, g.status]))).toEqual({
      readable: 'pass',
      'manifest-hash': 'pass',
      'pinned-revisions': 'pass'
    });
    expect(r.gates[1].detail).toBe('matched under python-sorted-compact');
    expect(r.sections?.[0]).toMatchObject({
      kind: 'table',
      rows: [['suite.json', 'pass', 'python-sorted-compact', 1, 'yes']]
    });
    writeFileSync(f, download('rfc8785', '{"suite":"legacy"}').replace('"legacy"', '"edited"'));
    const r2 = await checkSuiteFile(f, 'suite.json', opts());
    expect(Object.fromEntries(r2.gates.map((g) => [g.id, g.status]))).toEqual({
      readable: 'pass',
      'manifest-hash': 'fail',
      'pinned-revisions': 'skipped'
    });
    writeFileSync(f, '{"id":1,"createdAt":2,"manifest":{"a":1}}');
    const r3 = await checkSuiteFile(f, 'suite.json', opts());
    expect(r3.gates.find((g) => g.id === 'manifest-hash')?.status).toBe('fail');
    expect(r3.findings.map((x) => x.code)).toContain('FB031');
  });
});

describe('strict parser limits (read by core/json-source)', () => {
  test('a value may sit inside at most 256 containers', () => {
    expect(() => parseJsonStrict('['.repeat(257) + ']'.repeat(257))).not.toThrow();
    expect(() => parseJsonStrict('['.repeat(256) + '1' + ']'.repeat(256))).not.toThrow();
    expect(() => parseJsonStrict('['.repeat(257) + '1' + ']'.repeat(257))).toThrow(
      /nesting deeper than 256 levels at line 1, column 258/
    );
    expect(() => parseJsonStrict('['.repeat(258) + ']'.repeat(258))).toThrow(/nesting deeper than 256 levels/);
  });
  test('errors name line and column; a duplicate key in a nested object too', () => {
    expect(() => parseJsonStrict('{\n  "a": {"k/~": 1, "k/~": 2}\n}')).toThrow(
      /duplicate key "k\/~" at line 2, column 19/
    );
    expect(() => parseJsonStrict('[1,\n ]')).toThrow(/at line 2, column 2$/);
  });
});
