import { describe, expect, test } from '@jest/globals';
import {
  checkColumnSet,
  checkEngineVersion,
  checkPool,
  checkReplayParts,
  checkRequiredText,
  checkRow,
  checkSchemaVersion,
  checkStateHash,
  checkTurns,
  checkZeroWithoutEvidence,
  decodeNested,
  exceedsBytes,
  recordedTerminalTurn,
  safeShort
} from '../../src/suites/fightbench/rows.js';
import { row } from './helpers.js';

const codes = (xs: { def: { code: string } }[]) => xs.map((x) => x.def.code);
const RO = { engineVersions: ['0.1.1'], maxCellBytes: 1 << 20 };

describe('row rules (pure)', () => {
  test('a valid row has no issue and decodes its nested columns', () => {
    const r = checkRow(row(), RO);
    expect(r.issues).toEqual([]);
    expect(r.decoded.replay?.engineVersion).toBe('0.1.1');
    expect(r.decoded.calls).toEqual([]);
    expect(r.decoded.accounting).toEqual({ costUsd: null, complete: false });
  });

  test('exactly the 11 columns: missing and extra are FB005', () => {
    const { pool: _p, ...noPool } = row();
    expect(codes(checkColumnSet(noPool))).toEqual(['FB005']);
    expect(checkColumnSet(noPool)[0].message).toMatch(/missing column pool/);
    const extra = checkColumnSet({ ...row(), extra: 1 });
    expect(codes(extra)).toEqual(['FB005']);
    expect(extra[0].message).toMatch(/1 extra column "extra"/);
    expect(checkColumnSet(row())).toEqual([]);
  });

  test('schemaVersion must be the integer 1 (bigint from INT64 and strings rejected)', () => {
    expect(checkSchemaVersion(1)).toEqual([]);
    for (const v of [2, 1.5, '1', 1n, null]) expect(codes(checkSchemaVersion(v))).toEqual(['FB006']);
    expect(checkSchemaVersion(1n)[0].message).toMatch(/64-bit integer/);
  });

  test('matchId, mode, scenarioId must be non-empty strings', () => {
    for (const c of ['matchId', 'mode', 'scenarioId'] as const) {
      expect(checkRequiredText(c, 'x')).toEqual([]);
      expect(codes(checkRequiredText(c, ''))).toEqual(['FB007']);
      expect(codes(checkRequiredText(c, '   '))).toEqual(['FB007']);
      expect(codes(checkRequiredText(c, 7))).toEqual(['FB007']);
      expect(checkRequiredText(c, undefined)[0].path).toBe(`/${c}`);
    }
  });

  test('pool is one of official, live, private', () => {
    for (const p of ['official', 'live', 'private']) expect(checkPool(p)).toEqual([]);
    for (const p of ['Official', 'public', '', null]) expect(codes(checkPool(p))).toEqual(['FB008']);
  });

  test('stateHash is 64 hex digits', () => {
    expect(checkStateHash('a'.repeat(64))).toEqual([]);
    expect(checkStateHash('ABCDEF'.repeat(10) + 'abcd')).toEqual([]);
    for (const v of ['a'.repeat(63), 'g'.repeat(64), 'sha256:' + 'a'.repeat(64), 5])
      expect(codes(checkStateHash(v))).toEqual(['FB009']);
  });

  test('nested columns are JSON strings of the right container', () => {
    expect(decodeNested('io', '[]', 100).issues).toEqual([]);
    expect(codes(decodeNested('io', [], 100).issues)).toEqual(['FB010']); // an array written directly
    expect(codes(decodeNested('replay', { engineVersion: '0.1.1' }, 100).issues)).toEqual(['FB010']);
    expect(codes(decodeNested('calls', null, 100).issues)).toEqual(['FB010']);
    expect(codes(decodeNested('decisions', '{"a":', 100).issues)).toEqual(['FB011']);
    expect(codes(decodeNested('io', '{}', 100).issues)).toEqual(['FB012']);
    expect(codes(decodeNested('replay', '[]', 100).issues)).toEqual(['FB012']);
    expect(codes(decodeNested('accounting', '[]', 100).issues)).toEqual(['FB012']);
    expect(decodeNested('accounting', null, 100)).toEqual({ issues: [], value: null });
    expect(decodeNested('accounting', 'null', 100)).toEqual({ issues: [], value: null, stringNull: true });
  });

  test('invalid JSON in a nested column names the position, never the content', () => {
    const secretish = '{"prompt": "my private text", oops}';
    const [is] = decodeNested('calls', secretish, 1000).issues;
    expect(is.def.code).toBe('FB011');
    expect(is.message).not.toMatch(/private text/);
    expect(is.message).toMatch(/invalid JSON/);
    expect(is.path).toBe('/calls');
  });

  test('per-cell size limit: FB019, not decoded', () => {
    const big = JSON.stringify({ engineVersion: '0.1.1', pad: 'x'.repeat(2000) });
    const r = decodeNested('replay', big, 1000);
    expect(codes(r.issues)).toEqual(['FB019']);
    expect(r.value).toBeUndefined();
    expect(exceedsBytes('é'.repeat(400), 700)).toBe(true); // 800 bytes in UTF-8
    expect(exceedsBytes('é'.repeat(300), 700)).toBe(false);
  });

  test('replay.engineVersion must be in the allow-list', () => {
    expect(checkEngineVersion({ engineVersion: '0.1.1' }, ['0.1.1'])).toEqual([]);
    expect(codes(checkEngineVersion({ engineVersion: '0.2.0' }, ['0.1.1']))).toEqual(['FB013']);
    expect(checkEngineVersion({ engineVersion: '0.2.0' }, ['0.1.1', '0.2.0'])).toEqual([]);
    expect(checkEngineVersion({}, ['0.1.1'])[0].message).toMatch(/missing/);
    expect(checkEngineVersion({}, ['0.1.1'])[0].path).toBe('/replay/engineVersion');
  });

  test('ReplayLog parts: scenario, seed, config, actions (array), diagnostics', () => {
    expect(checkReplayParts({ scenario: {}, seed: 1, config: {}, actions: [], diagnostics: [] })).toEqual([]);
    const r = checkReplayParts({ engineVersion: '0.1.1', actions: {} });
    expect(codes(r)).toEqual(['FB014', 'FB014']);
    expect(r[0].message).toMatch(/scenario, seed, config, diagnostics/);
  });

  test('turns not reordered; no action after the terminal turn', () => {
    expect(checkTurns({ actions: [{ turn: 0 }, { turn: 0 }, { turn: 1 }] })).toEqual([]);
    const re = checkTurns({ actions: [{ turn: 0 }, { turn: 2 }, { turn: 1 }] });
    expect(codes(re)).toEqual(['FB043']);
    expect(re[0].path).toBe('/replay/actions/2/turn');
    const post = checkTurns({ actions: [{ turn: 0 }, { turn: 5 }] }, 3);
    expect(codes(post)).toEqual(['FB044']);
    expect(checkTurns({ actions: [{ move: 'x' }] }, 0)).toEqual([]); // no turn fields: nothing to check
    expect(recordedTerminalTurn({ terminalTurn: 4 })).toBe(4);
    expect(recordedTerminalTurn({ result: { terminalTurn: 2 } })).toBe(2);
    expect(recordedTerminalTurn({})).toBeUndefined();
    // checkRow applies the recorded terminal turn
    const replay = JSON.stringify({
      engineVersion: '0.1.1',
      scenario: {},
      seed: 1,
      config: {},
      diagnostics: [],
      terminalTurn: 1,
      actions: [{ turn: 0 }, { turn: 2 }]
    });
    expect(codes(checkRow(row({ replay }), RO).issues)).toEqual(['FB044']);
  });

  test('zero recorded without evidence: cost/tokens 0 with calls [] is a warning; null is fine', () => {
    const w = checkZeroWithoutEvidence([], { costUsd: 0, usage: { inputTokens: 0 } });
    expect(codes(w)).toEqual(['FB018', 'FB018']);
    expect(w[0].def.severity).toBe('warning');
    expect(w.map((x) => x.path)).toEqual(['/accounting/costUsd', '/accounting/usage/inputTokens']);
    expect(checkZeroWithoutEvidence([], { costUsd: null })).toEqual([]);
    expect(checkZeroWithoutEvidence([{ id: 1 }], { costUsd: 0 })).toEqual([]); // there are calls: evidence exists
    expect(checkZeroWithoutEvidence([], null)).toEqual([]);
    const viaRow = checkRow(row({ accounting: JSON.stringify({ costUsd: 0 }) }), RO);
    expect(codes(viaRow.issues)).toEqual(['FB018']);
  });

  test('checkRow: Parquet skips the per-row column set and already-reported columns', () => {
    const r = checkRow({ schemaVersion: 1n }, { ...RO, skipColumnSet: true, skipColumns: new Set(['schemaVersion']) });
    expect(r.issues).toEqual([]);
  });

  test('safeShort escapes control characters and caps length', () => {
    expect(safeShort('a\nb')).toBe('a\\u000ab');
    expect(safeShort('x'.repeat(100), 10)).toBe('x'.repeat(10) + '…');
  });
});
