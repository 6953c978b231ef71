import { describe, expect, test } from '@jest/globals';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { snappyUncompress } from 'hyparquet';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import type { ExportFormat } from '../../src/suites/fightbench/check-common.js';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import {
  FAST_CLEAN,
  FAST_CLEAN_STRING_NULL,
  FAST_UNSURE,
  FastRowChecker
} from '../../src/suites/fightbench/fastrow.js';
import type { FightbenchOptions } from '../../src/suites/fightbench/options.js';
import { POOLS, checkRow } from '../../src/suites/fightbench/rows.js';
import { snappyDecompress } from '../../src/formats/snappy.js';
import { FB_CONF, FIXTURES, opts, row, tmp } from './helpers.js';
import { mulberry as rng } from '../../bench/lib/mulberry.mjs';

const ENGINES = ['0.1.1', '0.2.0'];
const MAX = 1 << 20;
const FO = { engineVersions: ENGINES, maxCellBytes: MAX, checkColumnSet: true };

/** What the exact path says about a JSONL line (bytes): clean or not, and for a clean line its matchId, pool and string-null accounting. */
function exactLine(bytes: Buffer, o = FO): { clean: boolean; stringNull?: boolean; matchId?: unknown; pool?: unknown } {
  let row: unknown;
  try {
    row = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { clean: false };
  }
  if (!row || typeof row !== 'object' || Array.isArray(row)) return { clean: false };
  const r = row as Record<string, unknown>;
  const { issues, decoded } = checkRow(r, { engineVersions: o.engineVersions, maxCellBytes: o.maxCellBytes });
  return {
    clean: issues.length === 0,
    stringNull: decoded.accountingStringNull === true,
    matchId: r.matchId,
    pool: r.pool
  };
}

/** The fast path on a line never says clean when the exact path does not, and agrees on what it reports. */
function assertLineSound(text: string | Buffer, o = FO): number {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  // embed the line between other bytes: the scanner must stay inside [start, end)
  const padded = Buffer.concat([Buffer.from('"\\{'), bytes, Buffer.from('"}\\u0')]);
  const checker = new FastRowChecker(o);
  const fast = checker.scanLine(padded, 3, 3 + bytes.length);
  const ex = exactLine(bytes, o);
  if (fast !== FAST_UNSURE) {
    if (!ex.clean) throw new Error(`fast path said clean, exact path did not: ${bytes.toString('utf8').slice(0, 400)}`);
    // one expect for the three (an expect call costs ~40 µs; this runs for ~12,000 lines): the entries are primitives,
    // which toStrictEqual compares with Object.is, as toBe does
    expect([fast === FAST_CLEAN_STRING_NULL, checker.matchId, POOLS[checker.pool]]).toStrictEqual([
      ex.stringNull,
      ex.matchId,
      ex.pool
    ]);
  }
  return fast;
}

function exactRow(
  r: Record<string, unknown>,
  checkColumnSet: boolean,
  o = FO
): { clean: boolean; stringNull: boolean } {
  const { issues, decoded } = checkRow(r, {
    engineVersions: o.engineVersions,
    maxCellBytes: o.maxCellBytes,
    skipColumnSet: !checkColumnSet
  });
  return { clean: issues.length === 0, stringNull: decoded.accountingStringNull === true };
}

function assertRowSound(r: Record<string, unknown>, o = FO): number {
  let first = FAST_UNSURE;
  for (const checkColumnSet of [true, false]) {
    const fast = new FastRowChecker({ ...o, checkColumnSet }).scanRow(r);
    if (checkColumnSet) first = fast;
    if (fast === FAST_UNSURE) continue;
    const ex = exactRow(r, checkColumnSet, o);
    if (!ex.clean) throw new Error(`fast row said clean, exact path did not: ${JSON.stringify(r).slice(0, 400)}`);
    // thrown like the check above rather than one expect per row (~12,000 rows; an expect call costs ~40 µs)
    if ((fast === FAST_CLEAN_STRING_NULL) !== ex.stringNull)
      throw new Error(
        `fast row says stringNull ${!ex.stringNull}, exact path ${ex.stringNull}: ${JSON.stringify(r).slice(0, 400)}`
      );
  }
  return first;
}

const actions = (turns: unknown[]) => turns.map((t) => ({ turn: t, entrant: 0, action: { type: 'move', dx: 1 } }));
const replay = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    engineVersion: '0.1.1',
    scenario: { id: 's' },
    seed: 'x',
    config: { a: [1, 2.5, -3e2, true, false, null] },
    actions: actions([0, 1, 1, 2]),
    diagnostics: [],
    ...over
  });

/** Nested-cell texts: valid and invalid JSON, tricky but valid spellings, and each thing the fast path must leave to the exact path. */
const REPLAYS: string[] = [
  replay(),
  replay({ actions: [] }),
  replay({ actions: actions([3, 2]) }),
  replay({ actions: actions([0, -1]) }),
  replay({ actions: actions(['1', null, 2, 1.5, 3]) }),
  replay({ actions: [1, 'x', null, [2], { turn: 5 }, { turn: 4 }] }),
  replay({ actions: 'nope' }),
  replay({ actions: {} }),
  replay({ engineVersion: '9.9.9' }),
  replay({ engineVersion: '0.2.0' }),
  replay({ engineVersion: 1 }),
  replay({ engineVersion: null }),
  replay({ engineVersion: '0.1.1 ' }),
  replay({ engineVersion: 'ünï' }),
  replay({ terminalTurn: 1 }),
  replay({ terminalTurn: 10 }),
  replay({ result: { terminalTurn: 0 } }),
  replay({ result: {} }),
  replay({ __proto__: 1 } as Record<string, unknown>),
  JSON.stringify({ scenario: {}, seed: 1, config: {}, actions: [], diagnostics: [] }),
  JSON.stringify({ engineVersion: '0.1.1', seed: 1, config: {}, actions: [], diagnostics: [] }),
  JSON.stringify({ engineVersion: '0.1.1', scenario: {}, seed: 1, config: {}, actions: [] }),
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[],"engineVersion":"9"}',
  '{"engineVersion":"9","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[],"engineVersion":"0.1.1"}',
  '{"engine\\u0056ersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1\\u002e1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"act\\u0069ons":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":2},{"t\\u0075rn":1}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":2,"turn":1},{"turn":1}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":2},{"turn":1.0}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":2},{"turn":1e0}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":2},{"turn":2.5}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":99999999999999999},{"turn":99999999999999998}],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[{"turn":-0},{"turn":0}],"diagnostics":[]}',
  ' \t\r\n{ "engineVersion" : "0.1.1" , "scenario" : { } , "seed" : 1 , "config" : { } , "actions" : [ { "turn" : 1 } , { "turn" : 2 } ] , "diagnostics" : [ ] } \n',
  '{"engineVersion":"0.1.1","scenario":{"s":"\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00 ✓ 😀"},"seed":1,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[],}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":01,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1.,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":-,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1e,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":NaN,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":tru,"config":{},"actions":[],"diagnostics":[]}',
  "{'engineVersion':'0.1.1'}",
  '{"engineVersion":"0.1.1","scenario":{},"seed":"a\tb","config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":"\\x","config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":"\\u12","config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":"\\ud800","config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]} x',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]',
  '\u00a0{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]}',
  '\ufeff{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":{},"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":' +
    '['.repeat(70) +
    ']'.repeat(70) +
    ',"actions":[],"diagnostics":[]}',
  '{"engineVersion":"0.1.1","scenario":{},"seed":1,"config":' +
    '['.repeat(60) +
    ']'.repeat(60) +
    ',"actions":[],"diagnostics":[]}',
  '[]',
  'null',
  '"x"',
  '',
  '{}'
];
const LISTS = ['[]', ' [ ] ', '[1]', '[{"a":[]}]', '{}', 'null', '"[]"', '[', '[1,]', '[] []', '1', '[\u0000]', ' '];
const ACCOUNTINGS: unknown[] = [
  null,
  'null',
  ' null ',
  '{}',
  '{"costUsd":null}',
  '{"costUsd":0}',
  '{"tokens":{"in":0}}',
  '{"costUsd":0.0}',
  '{"costUsd":-0}',
  '{"cost\\u0055sd":0}',
  '{"costUsd":1}',
  '[]',
  '0',
  'nul',
  '{"a":1',
  7,
  true
];

describe('fast path = exact path, row by row', () => {
  test('clean rows are taken by the fast path (JSONL line and decoded row)', () => {
    const bench = row({
      replay: replay(),
      calls: '[{"id":"c1","tokens":{"in":812}}]',
      io: '[{"turn":0}]',
      decisions: '[{"a":1}]',
      accounting: '{"costUsd":0.0012}'
    });
    for (const r of [row(), bench, row({ accounting: null }), row({ matchId: 'm ünïcödé ✓' })]) {
      expect(assertLineSound(JSON.stringify(r))).toBe(FAST_CLEAN);
      expect(assertRowSound(r)).toBe(FAST_CLEAN);
    }
    expect(assertLineSound(JSON.stringify(row({ accounting: 'null' })))).toBe(FAST_CLEAN_STRING_NULL);
    expect(assertRowSound(row({ accounting: 'null' }))).toBe(FAST_CLEAN_STRING_NULL);
    expect(assertLineSound(' { "schemaVersion" : 1 ,\t' + JSON.stringify(row()).slice(19, -1) + ' }\r')).toBe(
      FAST_CLEAN
    );
  });

  test('every replay variant, alone and combined with the list and accounting variants', () => {
    let fastCount = 0;
    for (const rp of REPLAYS) {
      for (const o of [FO, { ...FO, engineVersions: ['0.1.1'] }]) {
        if (assertLineSound(JSON.stringify(row({ replay: rp })), o) !== FAST_UNSURE) fastCount++;
        assertRowSound(row({ replay: rp }), o);
      }
    }
    for (const l of LISTS) {
      for (const c of ['io', 'calls', 'decisions']) {
        assertLineSound(JSON.stringify(row({ [c]: l })));
        assertRowSound(row({ [c]: l }));
      }
    }
    for (const a of ACCOUNTINGS) {
      for (const calls of ['[]', '[1]']) {
        const r = row({ accounting: a, calls });
        if (assertLineSound(JSON.stringify(r)) !== FAST_UNSURE) fastCount++;
        assertRowSound(r);
      }
    }
    expect(fastCount).toBeGreaterThan(20);
  });

  test('top-level columns: types, spellings, sizes, repeats, escapes', () => {
    const base = JSON.stringify(row());
    const variants: (string | Record<string, unknown>)[] = [
      row({ schemaVersion: 2 }),
      row({ schemaVersion: '1' }),
      base.replace('"schemaVersion":1', '"schemaVersion":1.0'),
      base.replace('"schemaVersion":1', '"schemaVersion":10'),
      base.replace('"schemaVersion":1', '"schemaVersion":1e0'),
      base.replace('"schemaVersion":1', '"schemaVersion":01'),
      row({ matchId: '' }),
      row({ matchId: '   ' }),
      row({ matchId: '\u00a0' }),
      row({ matchId: 'é' }),
      row({ matchId: 'a\u0001' }),
      row({ matchId: 'q"uote' }),
      base.replace('"m-0001"', '"m-\\u0030001"'),
      row({ matchId: 7 }),
      row({ matchId: null }),
      row({ mode: '' }),
      row({ scenarioId: ' \t' }),
      row({ pool: 'Official' }),
      row({ pool: 'live' }),
      row({ pool: 'private' }),
      row({ pool: '' }),
      base.replace('"official"', '"offici\\u0061l"'),
      row({ stateHash: 'A'.repeat(64) }),
      row({ stateHash: 'a'.repeat(63) }),
      row({ stateHash: 'g'.repeat(64) }),
      row({ stateHash: 'a'.repeat(65) }),
      base.replace('"io":"[]"', '"io":[]'),
      base.replace('"accounting":', '"accounting":null,"x":'),
      base.replace('"accounting":', '"accounting":null,"accounting":'),
      base.replace('"pool":"official"', '"pool":"official","pool":"live"'),
      base.replace('"mode"', '"m\\u006fde"'),
      base.replace(/,"decisions":"\[\]"/, ''),
      base + ' ',
      base + 'x',
      base.slice(0, -1),
      '[' + base + ']',
      'null',
      '1',
      '"x"',
      '{}',
      base.replace('"calls":"[]"', '"calls":"[]\\u0000"'),
      base.replace('"calls":"[]"', '"calls":"[\\u005d"'),
      base.replace('"calls":"[]"', '"calls":"[\\ud800]"'),
      base.replace('"calls":"[]"', '"calls":"[\\ud83d\\ude00]"'),
      base.replace('"calls":"[]"', '"calls":"[\\"\\ud83d\\ude00\\"]"'),
      base.replace('"calls":"[]"', '"calls":"[\\"\\udc00\\ud83d\\"]"'),
      base.replace('"calls":"[]"', '"calls":"[\\"\\u00e9\\u20ac\\"]"'),
      base.replace('"calls":"[]"', '"calls":"[\\"\\\\u00e9\\"]"'),
      base.replace('"calls":"[]"', '"calls":"\\t[\\n]\\r"')
    ];
    for (const v of variants) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      assertLineSound(text);
      if (typeof v !== 'string') assertRowSound(v);
      else {
        try {
          const parsed = JSON.parse(text) as unknown;
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            assertRowSound(parsed as Record<string, unknown>);
        } catch {
          // not JSON: nothing to decode
        }
      }
    }
  });

  test('the ReplayLog read in its escaped form: outer escapes other writers use, inner escapes, truncation', () => {
    const base = JSON.stringify(row({ replay: replay() }));
    const rp = (f: (escaped: string) => string) => {
      const m = /"replay":"((?:[^"\\]|\\.)*)"/.exec(base) as RegExpExecArray;
      return base.replace(m[1], f(m[1]));
    };
    const variants = [
      rp((x) => x),
      rp((x) => x.replace(/\\"/g, '\\u0022')), // quotes as \u0022 (outer)
      rp((x) => x.replace('{', '\\u007b')),
      rp((x) => x.replace(/,/g, '\\n,\\t')), // inner whitespace written as outer escapes
      rp((x) => x.replace(/,/g, ',\\r\\n ')),
      rp((x) => x.replace(/,/g, ',\\b')), // a backspace between tokens: invalid inner JSON
      rp((x) => x.replace(/,/g, ',\\u0020')),
      rp((x) => x.replace('seed-', 'se\\/ed')), // outer \/ inside an inner string
      rp((x) => x.replace('seed-', 'se\\\\/ed')), // inner \/ inside an inner string
      rp((x) => x.replace('seed-', 'se\\\\\\"ed')), // inner \" inside an inner string
      rp((x) => x.replace('seed-', 'se\\\\\\\\ed')), // inner \\ inside an inner string
      rp((x) => x.replace('seed-', 'se\\\\u00e9ed')), // inner \u00e9
      rp((x) => x.replace('seed-', 'se\\\\u00g9ed')), // inner bad \u
      rp((x) => x.replace('seed-', 'se\\\\xed')), // inner bad escape
      rp((x) => x.replace('seed-', 'se\\ned')), // a raw line feed inside an inner string
      rp((x) => x.replace('seed-', 'se\\u00e9ed')), // é written as an outer escape
      rp((x) => x.replace('seed-', 'seédé✓')),
      rp((x) => x.replace('engineVersion', 'engine\\u0056ersion')),
      rp((x) => x.replace('0.1.1', '0.1\\u002e1')),
      rp((x) => x.replace('0.1.1', '0.1\\\\u002e1')),
      rp((x) => x.replace('"turn\\":1', '"turn\\":-1')),
      rp((x) => x.replace('"turn\\":2', '"turn\\":0')),
      rp((x) => x.replace('"turn\\":2', '"turn\\":2.0')),
      rp((x) => x.replace('"turn\\":2', '"t\\\\u0075rn\\":0')),
      rp((x) => x.replace('"turn\\":2', '"turn\\":2,\\"turn\\":0')),
      rp((x) => x.slice(0, -1)), // drops the inner closing brace
      rp((x) => x + ' '),
      rp((x) => x + 'x'),
      rp((x) => x + '\\n'),
      rp((x) => x.slice(0, 200)),
      rp((x) => x.slice(0, 201))
    ];
    let fast = 0;
    for (const v of variants) if (assertLineSound(v) !== FAST_UNSURE) fast++;
    expect(fast).toBeGreaterThan(8);
    // the line cut inside the replay, at every position: never clean
    for (let cut = base.indexOf('"replay"'); cut < base.indexOf('"io"'); cut++)
      expect(assertLineSound(base.slice(0, cut))).toBe(FAST_UNSURE);
  });

  test('max-cell-bytes: cells at and over the limit', () => {
    const r = row({ matchId: 'x'.repeat(100), replay: replay({ seed: 'y'.repeat(200) }) });
    for (const max of [50, 99, 100, 101, 150, 260, 300, 330, 10_000]) {
      const o = { ...FO, maxCellBytes: max };
      assertLineSound(JSON.stringify(r), o);
      assertRowSound(r, o);
      const esc = row({ matchId: 'x', calls: JSON.stringify(['"'.repeat(100)]) });
      assertLineSound(JSON.stringify(esc), o);
      assertRowSound(esc, o);
    }
  });

  test('random single-character mutations of a line are never called clean wrongly', () => {
    const next = rng(20261202);
    const alphabet = [
      '"',
      '\\',
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      ' ',
      '0',
      '1',
      '-',
      '.',
      'e',
      'n',
      't',
      'u',
      'x',
      '\t',
      '\u00e9',
      '\u2028',
      '/'
    ];
    const bases = [
      JSON.stringify(row({ replay: replay(), calls: '[{"a":0}]', accounting: '{"costUsd":0}' })),
      JSON.stringify(row({ accounting: null })),
      JSON.stringify(row({ replay: replay({ actions: actions([1, 2, 3]) }) }))
    ];
    let clean = 0;
    for (let k = 0; k < 6000; k++) {
      let s = bases[k % bases.length];
      const edits = 1 + Math.floor(next() * 2);
      for (let m = 0; m < edits; m++) {
        const pos = Math.floor(next() * s.length);
        const op = next();
        const ch = alphabet[Math.floor(next() * alphabet.length)];
        s =
          op < 0.33
            ? s.slice(0, pos) + s.slice(pos + 1)
            : op < 0.66
              ? s.slice(0, pos) + ch + s.slice(pos)
              : s.slice(0, pos) + ch + s.slice(pos + 1);
      }
      if (assertLineSound(s) !== FAST_UNSURE) clean++;
      try {
        const parsed = JSON.parse(s) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          assertRowSound(parsed as Record<string, unknown>);
      } catch {
        // not JSON
      }
    }
    // some mutations keep the row clean (inside identifiers, seed strings, …): the fast path still takes those
    expect(clean).toBeGreaterThan(100);
  });

  test('random mutations inside the nested JSON texts', () => {
    const next = rng(7);
    const alphabet = [
      '"',
      '\\',
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      ' ',
      '0',
      '1',
      '2',
      '-',
      '.',
      'E',
      '+',
      'n',
      'u',
      'l',
      'r',
      'e',
      'f',
      '\n',
      '\u0000',
      'é'
    ];
    const texts = [
      replay(),
      replay({ actions: actions([1, 5, 9]) }),
      '{"costUsd":0,"tokens":{"in":0}}',
      '[{"a":[1,2,{"b":null}]}]'
    ];
    for (let k = 0; k < 6000; k++) {
      const ti = k % texts.length;
      let s = texts[ti];
      const pos = Math.floor(next() * s.length);
      const ch = alphabet[Math.floor(next() * alphabet.length)];
      const op = next();
      s =
        op < 0.33
          ? s.slice(0, pos) + s.slice(pos + 1)
          : op < 0.66
            ? s.slice(0, pos) + ch + s.slice(pos)
            : s.slice(0, pos) + ch + s.slice(pos + 1);
      const r =
        ti < 2 ? row({ replay: s }) : ti === 2 ? row({ accounting: s }) : row({ io: s, calls: s, decisions: s });
      assertLineSound(JSON.stringify(r));
      assertRowSound(r);
    }
  });
});

// ---------------------------------------------------------------- whole files: identical results

function listFiles(dir: string): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else if (n.endsWith('.jsonl') || n.endsWith('.parquet')) out.push(p);
  }
  return out;
}

async function bothPaths(abs: string, format: ExportFormat, over: Partial<FightbenchOptions> = {}) {
  const o = opts(over);
  const fast = await checkExportFile(abs, 'f', format, o, { cwd: '/' });
  const exact = await checkExportFile(abs, 'f', format, o, { cwd: '/', exactOnly: true });
  delete fast.durationMs;
  delete exact.durationMs;
  expect(fast).toEqual(exact);
  return fast;
}

describe('fast path = exact path, whole files', () => {
  const files = [...listFiles(FB_CONF), ...listFiles(FIXTURES)];
  test('the conformance files are there', () => {
    expect(files.length).toBeGreaterThan(5);
  });
  for (const f of files) {
    test(`identical result: ${f.slice(f.indexOf('fightbench'))}`, async () => {
      await bothPaths(f, f.endsWith('.parquet') ? 'parquet' : 'jsonl');
      await bothPaths(f, f.endsWith('.parquet') ? 'parquet' : 'jsonl', {
        engineVersions: ['0.2.0'],
        maxFindingsPerCode: 3
      });
    });
  }

  test('a mixed export: clean rows, duplicates, every kind of bad row, CRLF, blank lines, BOM', async () => {
    const dir = tmp('fb-fast-');
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 60; i++)
      rows.push(
        row({
          matchId: `m-${i % 50}`,
          pool: POOLS[i % 3],
          accounting: i % 5 === 0 ? 'null' : i % 7 === 0 ? null : '{"costUsd":0.5}'
        })
      );
    rows.push(
      row({ matchId: 'r1', replay: REPLAYS[2] }),
      row({ matchId: 'r2', replay: REPLAYS[8] }),
      row({ matchId: 'r3', accounting: '{"costUsd":0}' }),
      row({ matchId: 'r4', io: '[' }),
      row({ matchId: '' }),
      row({ matchId: 'r5', extra: 1 })
    );
    const lines = rows.map((r) => JSON.stringify(r));
    const text =
      '\ufeff' +
      lines.slice(0, 30).join('\n') +
      '\n\n' +
      lines.slice(30, 40).join('\r\n') +
      '\r\n' +
      lines.slice(40).join('\n') +
      '\n{bad json\n[1]\n';
    const jl = join(dir, 'mixed.jsonl');
    writeFileSync(jl, text);
    const r = await bothPaths(jl, 'jsonl');
    expect(r.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining([
        'FB015',
        'FB043',
        'FB013',
        'FB018',
        'FB011',
        'FB007',
        'FB005',
        'FB052',
        'FB022',
        'FB023',
        'FB025',
        'FB021'
      ])
    );
    await bothPaths(jl, 'jsonl', { maxFindingsPerCode: 2 });
    await bothPaths(jl, 'jsonl', { maxLineBytes: 500 });
    const pq = join(dir, 'mixed.parquet');
    writeParquet(
      pq,
      rows.map(({ extra: _e, ...r }) => r),
      { rowGroupSize: 16 }
    );
    const p = await bothPaths(pq, 'parquet');
    expect(p.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['FB015', 'FB043', 'FB013', 'FB018', 'FB011', 'FB007', 'FB052'])
    );
  });
});

// ---------------------------------------------------------------- Snappy: same bytes, same errors as hyparquet

/** A Snappy stream with literals and back-references of every tag kind (a small compressor for the test). */
function snappyStream(data: Uint8Array, next: () => number): Uint8Array {
  const out: number[] = [];
  let n = data.length;
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  let pos = 0;
  while (pos < data.length) {
    const r = next();
    // a back-reference when the next bytes repeat earlier ones at some offset
    let done = false;
    if (pos > 0 && r < 0.6) {
      const offset = 1 + Math.floor(next() * Math.min(pos, 3000));
      let len = 0;
      while (pos + len < data.length && len < 64 && data[pos + len] === data[pos - offset + len]) len++;
      if (len >= 4) {
        if (len <= 11 && offset < 2048 && next() < 0.5)
          out.push(1 | ((len - 4) << 2) | ((offset >> 8) << 5), offset & 0xff);
        else if (next() < 0.5) out.push(2 | ((len - 1) << 2), offset & 0xff, offset >> 8);
        else out.push(3 | ((len - 1) << 2), offset & 0xff, (offset >> 8) & 0xff, 0, 0);
        pos += len;
        done = true;
      }
    }
    if (!done) {
      const len = Math.min(data.length - pos, 1 + Math.floor(next() * (next() < 0.2 ? 300 : 40)));
      if (len <= 60) out.push((len - 1) << 2);
      else if (len <= 256) out.push(60 << 2, len - 1);
      else out.push(61 << 2, (len - 1) & 0xff, (len - 1) >> 8);
      for (let i = 0; i < len; i++) out.push(data[pos + i]);
      pos += len;
    }
  }
  return new Uint8Array(out);
}

describe('Snappy pages', () => {
  const decode = (
    f: (i: Uint8Array, n: number) => Uint8Array,
    input: Uint8Array,
    n: number
  ): { out?: number[]; error?: string } => {
    try {
      return { out: [...f(input, n)] };
    } catch (e) {
      return { error: (e as Error).message };
    }
  };
  const hyparquet = (input: Uint8Array, n: number) => {
    const out = new Uint8Array(n);
    snappyUncompress(input, out);
    return out;
  };

  test('valid and corrupted streams: the same output or the same error as hyparquet', () => {
    const next = rng(99);
    let errors = 0;
    for (let k = 0; k < 400; k++) {
      const len = Math.floor(next() * 3000);
      const data = new Uint8Array(len);
      for (let i = 0; i < len; i++) data[i] = next() < 0.7 ? 97 + Math.floor(next() * 3) : Math.floor(next() * 256);
      const stream = snappyStream(data, next);
      expect(Buffer.from(snappyDecompress(stream, len)).equals(Buffer.from(data))).toBe(true);
      // corrupt: flip a byte, truncate, or claim another length
      const bad = Uint8Array.from(stream);
      const op = k % 3;
      let n = len;
      let input = bad;
      if (op === 0 && bad.length > 0) bad[Math.floor(next() * bad.length)] = Math.floor(next() * 256);
      else if (op === 1) input = bad.subarray(0, Math.floor(next() * bad.length));
      else n = Math.max(0, len + Math.floor(next() * 20) - 10);
      const a = decode(snappyDecompress, input, n);
      const b = decode(hyparquet, input, n);
      expect(a).toEqual(b);
      if (b.error) errors++;
    }
    expect(errors).toBeGreaterThan(50);
  });
});
