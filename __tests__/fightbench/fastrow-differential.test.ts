/**
 * Differential test of the fast row path (`FastRowChecker`) against the reference path it falls back to
 * (`JSON.parse` + `checkRow`, and `checkExportFile` with `exactOnly`), on seeded random rows: escaped nested
 * JSON, outer escapes in the ReplayLog, invalid UTF-8, lone surrogates, deep nesting, huge numbers, random
 * whitespace, repeated, missing and extra keys, every engineVersion and turn shape, scenario hashes.
 *
 * One checker is reused for all rows of a run, so state left over from one row would show up on the next.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { mulberry } from '../../bench/lib/mulberry.mjs';
import { canonicalize, sha256Hex } from '../../src/suites/fightbench/canonical.js';
import type { ExportFormat } from '../../src/suites/fightbench/check-common.js';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { FAST_CLEAN_STRING_NULL, FAST_UNSURE, FastRowChecker } from '../../src/suites/fightbench/fastrow.js';
import { parseJsonStrict, type JObject } from '../../src/suites/fightbench/json.js';
import { COLUMNS, POOLS, checkRow } from '../../src/suites/fightbench/rows.js';
import { REPO, opts, tmp } from './helpers.js';

const ENGINES = ['0.1.1', '0.2.0'];
const MAX_CELL = 1 << 20;

const FAULTS = [
  'escapes',
  'turns',
  'actions',
  'scenario',
  'version',
  'parts',
  'truncate',
  'lists',
  'accounting',
  'columns',
  'splice'
] as const;
type Fault = (typeof FAULTS)[number] | '';

/** A seeded generator of FightBench rows as JSONL line text (and its bytes). */
function generator(seed: number) {
  const next = mulberry(seed);
  const chance = (p: number) => next() < p;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const int = (n: number) => Math.floor(next() * n);
  /**
   * The one kind of fault a row may get ('' = none: only valid variety). One kind per row, so that a fault the
   * fast path misses is not hidden by another that the exact path reports anyway.
   */
  let fault: Fault = '';
  /** This row's fault is `kind`, and it strikes here (probability p). */
  const odd = (kind: Fault, p: number) => fault === kind && next() < p;

  const WS = ['', '', '', '', ' ', '\n', '\t', '\r\n', '  '];
  const ws = () => (chance(0.15) ? pick(WS) : '');
  const STRING_PIECES = [
    'a',
    'seed',
    'move',
    'hash',
    'turn',
    ' ',
    'é',
    '€',
    '😀',
    '\ud800', // lone high surrogate
    '\udc00', // lone low surrogate
    '\udc00\ud83d', // reversed pair
    '"',
    '\\',
    '/',
    '\n',
    '\t',
    '\u0000',
    '\u001f',
    '\u2028',
    '\\u0041',
    '{"x":1}'
  ];
  const randomString = () => {
    let s = '';
    for (let n = int(5); n > 0; n--) s += chance(0.7) ? pick(STRING_PIECES.slice(0, 6)) : pick(STRING_PIECES);
    return s;
  };
  const NUMBERS = [
    '0',
    '-0',
    '1',
    '-1',
    '7',
    '42',
    '1.5',
    '-3e2',
    '1E+2',
    '0.0000001',
    '123456789012345',
    '1234567890123456',
    '9007199254740993',
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '2.5e-400',
    '0.1e1'
  ];
  /** A JSON string literal of `s`, with random alternative spellings (`\uXXXX`, `\/`). */
  const stringLiteral = (s: string) => {
    let out = '"';
    for (const ch of s) {
      const code = ch.charCodeAt(0);
      if (next() < (fault === 'escapes' ? 0.05 : 0.002) && ch.length === 1)
        out += '\\u' + code.toString(16).padStart(4, '0');
      else if (ch === '/' && chance(0.5)) out += '\\/';
      else out += JSON.stringify(ch).slice(1, -1);
    }
    return out + '"';
  };
  const deep = () => {
    const d = pick([3, 62, 63, 64, 65, 66, 100]);
    return chance(0.5) ? '['.repeat(d) + '1' + ']'.repeat(d) : '{"a":'.repeat(d) + 'null' + '}'.repeat(d);
  };
  const value = (depth: number): string => {
    const r = next();
    if (depth > 0 && r < 0.15) return object(depth - 1);
    if (depth > 0 && r < 0.3) return array(depth - 1);
    if (r < 0.5) return stringLiteral(randomString());
    if (r < 0.56) return stringLiteral(value(2)); // escaped nested JSON: a JSON text inside a string
    if (r < 0.58) return deep();
    if (r < 0.85) return pick(NUMBERS);
    return pick(['true', 'false', 'null']);
  };
  const object = (depth: number): string => {
    const n = int(4);
    const parts: string[] = [];
    for (let k = 0; k < n; k++)
      parts.push(
        ws() +
          stringLiteral(chance(0.8) ? pick(['a', 'b', 'id', 'hash', 'turn']) : randomString()) +
          ws() +
          ':' +
          ws() +
          value(depth) +
          ws()
      );
    return '{' + ws() + parts.join(',') + ws() + '}';
  };
  const array = (depth: number): string => {
    const n = int(4);
    const parts: string[] = [];
    for (let k = 0; k < n; k++) parts.push(ws() + value(depth) + ws());
    return '[' + ws() + parts.join(',') + ws() + ']';
  };

  const turnValue = (t: number): string =>
    !odd('turns', 0.3)
      ? String(t)
      : pick([String(-t), `${t}.0`, `${t}e0`, `"${t}"`, 'null', '9007199254740993', '1e400', '12345678901234567890']);
  const actionsText = (): string => {
    if (odd('actions', 0.3)) return pick(['{}', '"nope"', 'null', '1']);
    const n = int(6);
    const parts: string[] = [];
    let t = int(3);
    for (let k = 0; k < n; k++) {
      if (odd('actions', 0.1)) {
        parts.push(value(2));
        continue;
      }
      const fields = [
        `"turn":${ws()}${turnValue(t)}`,
        '"entrant":0',
        `"action":${chance(0.8) ? '{"type":"move","dx":1}' : value(2)}`
      ];
      if (odd('turns', 0.1)) fields.push(`"turn":${t}`); // repeated turn key
      if (odd('turns', 0.1)) fields[0] = '"t\\u0075rn":' + t; // escaped key
      if (odd('turns', 0.1)) fields.shift(); // no turn
      parts.push('{' + fields.join(',' + ws()) + '}');
      t += !odd('turns', 0.3) ? int(3) : -1 - int(2);
    }
    return '[' + ws() + parts.join(',' + ws()) + ws() + ']';
  };
  const scenarioText = (): string => {
    const body: Record<string, unknown> = { id: !odd('scenario', 0.3) ? 'arena@3' : randomString(), variant: int(7) };
    const text = JSON.stringify(body);
    if (chance(0.7)) return odd('scenario', 0.3) ? value(2) : text;
    let good = 'b'.repeat(64);
    try {
      good = sha256Hex(canonicalize(parseJsonStrict(text) as JObject, 'rfc8785'));
    } catch {
      // no RFC 8785 form (a lone surrogate in the id): any hash is wrong
    }
    const hash =
      fault !== 'scenario' ? good : pick([good, good, good.toUpperCase(), 'sha256:' + good, 'a'.repeat(64), 'bad']);
    return text.slice(0, -1) + `,${ws()}"hash":${ws()}${stringLiteral(hash)}}`;
  };
  const replayText = (): string => {
    const entries: [string, string][] = [
      [
        'engineVersion',
        fault !== 'version'
          ? pick(['"0.1.1"', '"0.1.1"', '"0.2.0"', '"0.1\\u002e1"'])
          : pick(['"0.1.1"', '"9.9.9"', '1', 'null', '"0.1.1 "', '"é"'])
      ],
      ['scenario', scenarioText()],
      ['seed', !odd('parts', 0.3) ? `"seed-${int(100)}"` : value(2)],
      ['config', !odd('parts', 0.3) ? '{"turns":24,"temperature":0.7}' : value(3)],
      ['actions', actionsText()],
      ['diagnostics', !odd('parts', 0.3) ? '[]' : value(2)]
    ];
    if (odd('parts', 0.15)) entries.splice(int(entries.length), 1);
    if (odd('parts', 0.15)) entries.push([pick(['terminalTurn', 'result', 'scenarioHash']), value(1)]);
    if (odd('parts', 0.15)) entries.push([pick(entries)[0], value(1)]); // repeated key
    if (odd('parts', 0.15)) entries.push([randomString(), value(2)]);
    for (let k = entries.length - 1; k > 0; k--) {
      if (!chance(0.3)) continue;
      const j = int(k + 1);
      [entries[k], entries[j]] = [entries[j], entries[k]];
    }
    let text =
      '{' + ws() + entries.map(([k, v]) => stringLiteral(k) + ws() + ':' + ws() + v).join(',' + ws()) + ws() + '}';
    if (odd('truncate', 0.5)) text = text.slice(0, int(text.length));
    if (odd('truncate', 0.5)) text += pick([' ', 'x', '\n', '}']);
    return text;
  };
  const listText = () =>
    chance(0.6) ? pick(['[]', '[]', '[{"turn":0,"status":"ok"}]']) : !odd('lists', 0.4) ? array(3) : value(3);
  const accountingText = () =>
    fault !== 'accounting'
      ? pick(['{"costUsd":0.0012,"complete":true}', '{"costUsd":0}', 'null', '{}', object(2)])
      : pick([
          '{"costUsd":0.0012,"complete":true}',
          '{"costUsd":0}',
          '{"tokens":{"in":0}}',
          'null',
          '[]',
          '{}',
          object(2),
          value(2)
        ]);

  /** One row as [column name, value text] pairs (value texts are JSON). */
  const rowEntries = (i: number): [string, string][] => {
    const e: [string, string][] = [
      ['schemaVersion', !odd('columns', 0.1) ? '1' : pick(['1.0', '2', '"1"', '1e0', '01'])],
      [
        'matchId',
        !odd('columns', 0.1)
          ? stringLiteral(`m-${i}`)
          : pick(['""', '"  "', '7', 'null', stringLiteral(randomString())])
      ],
      ['pool', !odd('columns', 0.1) ? `"${POOLS[i % 3]}"` : pick(['"Official"', '""', '"offici\\u0061l"', '1'])],
      ['mode', !odd('columns', 0.1) ? '"duel"' : stringLiteral(randomString())],
      ['scenarioId', '"arena@3"'],
      [
        'stateHash',
        !odd('columns', 0.1) ? `"${sha256Hex(String(i))}"` : pick(['"' + 'A'.repeat(64) + '"', '"abc"', 'null'])
      ],
      ['replay', !odd('columns', 0.1) ? stringLiteral(replayText()) : value(2)],
      ['io', stringLiteral(listText())],
      ['calls', stringLiteral(chance(0.3) ? '[]' : listText())],
      ['decisions', stringLiteral(listText())],
      ['accounting', chance(0.3) ? 'null' : !odd('accounting', 0.3) ? stringLiteral(accountingText()) : value(1)]
    ];
    if (odd('columns', 0.1)) e.splice(int(e.length), 1);
    if (odd('columns', 0.1)) e.push(['extra', '1']);
    if (odd('columns', 0.1)) e.push([pick(COLUMNS), pick(e)[1]]);
    if (chance(0.3)) e.reverse();
    return e;
  };
  const lineText = (i: number) => {
    fault = next() < 0.4 ? '' : pick(FAULTS);
    const text =
      ws() +
      '{' +
      rowEntries(i)
        .map(([k, v]) => ws() + stringLiteral(k) + ws() + ':' + ws() + v + ws())
        .join(',') +
      '}' +
      ws();
    if (fault !== 'splice') return text;
    // a raw token byte spliced in anywhere: a raw quote or backslash inside an escaped cell, a brace, a comma …
    const at = int(text.length + 1);
    return text.slice(0, at) + pick(['"', '\\', '}', ',', '\\"', ':', '\t']) + text.slice(at);
  };

  /** Bytes that are not UTF-8 (or not allowed in it): lone continuation, overlong, an encoded surrogate, past U+10FFFF, truncated. */
  const BAD_UTF8 = [[0xff], [0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]];
  const corrupt = (bytes: Buffer): Buffer => {
    const at = int(bytes.length + 1);
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(pick(BAD_UTF8)), bytes.subarray(at)]);
  };
  return { lineText, corrupt, chance, int };
}

/** What the reference says about a JSONL line: clean or not, and for a clean line its matchId, pool and string-null accounting. */
function referenceLine(text: string) {
  let row: unknown;
  try {
    row = JSON.parse(text);
  } catch {
    return { clean: false, row: undefined };
  }
  if (!row || typeof row !== 'object' || Array.isArray(row)) return { clean: false, row: undefined };
  const r = row as Record<string, unknown>;
  const { issues, decoded } = checkRow(r, { engineVersions: ENGINES, maxCellBytes: MAX_CELL });
  return { clean: issues.length === 0, stringNull: decoded.accountingStringNull === true, row: r };
}

describe('fast path vs reference path on seeded random rows', () => {
  test.each([1, 2, 3])('lines and decoded rows, seed %i', (seed) => {
    const g = generator(seed);
    const o = { engineVersions: ENGINES, maxCellBytes: MAX_CELL };
    const lines = new FastRowChecker({ ...o, checkColumnSet: true });
    const rows = new FastRowChecker({ ...o, checkColumnSet: true });
    const parquetRows = new FastRowChecker({ ...o, checkColumnSet: false });
    let fastClean = 0;
    let referenceClean = 0;
    let rowsTaken = 0;
    for (let i = 0; i < 1500; i++) {
      const text = g.lineText(i);
      const bytes = Buffer.from(text, 'utf8');
      // the line sits between other bytes: the scanner must stay inside [start, end)
      const padded = Buffer.concat([Buffer.from('"\\{'), bytes, Buffer.from('"}\\u0')]);
      const verdict = lines.scanLine(padded, 3, 3 + bytes.length);
      const ref = referenceLine(text);
      if (ref.clean) referenceClean++;
      if (verdict !== FAST_UNSURE) {
        fastClean++;
        if (!ref.clean)
          throw new Error(`seed ${seed}, row ${i}: the fast path says clean, the reference does not:\n${text}`);
        // one expect for the three (primitives: toStrictEqual compares them with Object.is, as toBe does)
        expect([verdict === FAST_CLEAN_STRING_NULL, lines.matchId, POOLS[lines.pool]]).toStrictEqual([
          ref.stringNull,
          ref.row?.matchId,
          ref.row?.pool
        ]);
      }
      if (!ref.row) continue;
      for (const [checker, checkColumnSet] of [
        [rows, true],
        [parquetRows, false]
      ] as const) {
        const rowVerdict = checker.scanRow(ref.row);
        if (rowVerdict === FAST_UNSURE) continue;
        rowsTaken++;
        const { issues, decoded } = checkRow(ref.row, {
          engineVersions: ENGINES,
          maxCellBytes: MAX_CELL,
          skipColumnSet: !checkColumnSet
        });
        if (issues.length > 0)
          throw new Error(`seed ${seed}, row ${i}: scanRow says clean, checkRow finds ${issues[0].def.code}:\n${text}`);
        // thrown like the check above rather than one expect per row (an expect call costs ~40 µs)
        if ((rowVerdict === FAST_CLEAN_STRING_NULL) !== (decoded.accountingStringNull === true))
          throw new Error(`seed ${seed}, row ${i}: scanRow and checkRow disagree on the string "null":\n${text}`);
      }
    }
    // the generator reaches both sides: rows the fast path takes and rows it leaves to the reference
    expect(fastClean).toBeGreaterThan(300);
    expect(rowsTaken).toBeGreaterThan(700);
    expect(referenceClean).toBeLessThan(1200);
  });

  async function bothPaths(abs: string, format: ExportFormat) {
    const o = opts({ engineVersions: ENGINES });
    const fast = await checkExportFile(abs, 'f', format, o, { cwd: '/' });
    const exact = await checkExportFile(abs, 'f', format, o, { cwd: '/', exactOnly: true });
    delete fast.durationMs;
    delete exact.durationMs;
    expect(fast).toEqual(exact);
    return fast;
  }

  test.each([11, 12, 13, 14, 15, 16, 17, 18])(
    'whole files (JSONL with invalid UTF-8, and Parquet): identical results, seed %i',
    async (seed) => {
      const g = generator(seed);
      const dir = tmp('fb-diff-');
      const lines: Buffer[] = [];
      const parquetRows: Record<string, unknown>[] = [];
      let corrupted = 0;
      for (let i = 0; i < 60; i++) {
        const text = g.lineText(i);
        let bytes: Buffer = Buffer.from(text.replace(/[\r\n]/g, ' '), 'utf8');
        if (g.chance(0.1)) {
          bytes = g.corrupt(bytes);
          corrupted++;
        }
        lines.push(bytes);
        const ref = referenceLine(text);
        const r = ref.row;
        if (
          r &&
          Object.keys(r).length === COLUMNS.length &&
          COLUMNS.every((c) =>
            c === 'schemaVersion'
              ? Number.isInteger(r[c]) && Math.abs(r[c] as number) < 2 ** 31
              : c === 'accounting'
                ? r[c] === null || typeof r[c] === 'string'
                : typeof r[c] === 'string'
          )
        )
          parquetRows.push(r);
      }
      const jsonl = join(dir, 'random.jsonl');
      writeFileSync(jsonl, Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\n')])));
      const j = await bothPaths(jsonl, 'jsonl');
      expect(j.findings.length).toBeGreaterThan(0);
      if (corrupted > 0) expect(j.findings.map((f) => f.code)).toContain('FB024'); // the line is not valid UTF-8
      const parquet = join(dir, 'random.parquet');
      writeParquet(parquet, parquetRows, { rowGroupSize: 7 });
      await bothPaths(parquet, 'parquet');
    }
  );
});

describe('fast path modules', () => {
  test('hold no module-level mutable state (no top-level let or var, no exported mutable object)', () => {
    for (const name of ['fastrow.ts', 'fastrow-json.ts', 'fastrow-readers.ts']) {
      const text = readFileSync(join(REPO, 'src', 'suites', 'fightbench', name), 'utf8');
      expect(text).not.toMatch(/^(export )?(let|var) /m);
      expect(text).not.toMatch(/^export const \w+ = \{/m);
    }
  });
});
