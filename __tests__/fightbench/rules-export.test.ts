import { describe, expect, test } from '@jest/globals';
import {
  codecNotSnappy,
  duplicateMatchId,
  lineEndings,
  noRows,
  overDownloadSize,
  privateInPublicRepo,
  replayFindings,
  replayable,
  stateHashNotRecomputed,
  stringNullAccounting
} from '../../src/suites/fightbench/rules-export.js';

const code = (issues: { def: { code: string } }[]) => issues.map((i) => i.def.code);
const HASH = 'ab'.repeat(32);

describe('export rules (pure, one finding kind each)', () => {
  test('FB015 names the first line in JSONL and the first row index in Parquet', () => {
    expect(duplicateMatchId({ rowIndex: 3, matchId: 'm-1', line: 4 }, 2)).toEqual({
      def: expect.objectContaining({ code: 'FB015' }),
      message: 'line 4, matchId "m-1", column matchId: the same matchId is already in line 2.',
      line: 4,
      gate: 'unique-ids',
      subject: 'line 4, matchId "m-1", column matchId'
    });
    expect(duplicateMatchId({ rowIndex: 3, matchId: 'm-1' }, 0).message).toBe(
      'row 3, matchId "m-1", column matchId: the same matchId is already in row 0.'
    );
  });

  test('FB023: all lines CR LF, or mixed with the first CR LF line', () => {
    expect(lineEndings({ crlfLines: 0, lfLines: 5 })).toEqual([]);
    expect(lineEndings({ crlfLines: 2, lfLines: 0, firstCrlfLine: 1 })[0].message).toBe('all 2 lines end with CR LF.');
    expect(lineEndings({ crlfLines: 1, lfLines: 3, firstCrlfLine: 4 })[0]).toMatchObject({
      message: 'mixed line endings: 1 lines end with CR LF (first at line 4), 3 with LF.',
      line: 4
    });
  });

  test('file-level rules fire only on their condition', () => {
    expect(code(codecNotSnappy(['SNAPPY']))).toEqual([]);
    expect(codecNotSnappy(['GZIP', 'SNAPPY', 'ZSTD'])[0].message).toBe(
      'column chunks use codec GZIP, ZSTD; schema-v1 Parquet is SNAPPY.'
    );
    expect(code(noRows(0, false))).toEqual(['FB028']);
    expect(code(noRows(0, true))).toEqual([]);
    expect(code(noRows(1, false))).toEqual([]);
    expect(overDownloadSize(20, undefined)).toEqual([]);
    expect(overDownloadSize(21, 22)[0]).toMatchObject({ line: 22, subject: 'line 22', gate: 'rows-valid' });
    expect(overDownloadSize(25, undefined)[0].message).toBe(
      'the file holds 25 rows; a download holds 1–20 match IDs (row 20 is the first past it), so this is not one FightBench download.'
    );
    expect(stringNullAccounting(1)[0].message).toBe(
      '1 row store accounting as the JSON string "null" (accepted; a real null is preferred).'
    );
    expect(code(stringNullAccounting(0))).toEqual([]);
    expect(code(privateInPublicRepo(undefined, 3))).toEqual([]);
    expect(privateInPublicRepo(true, 2)[0].message).toBe(
      '2 rows are in the private pool and the repository is public.'
    );
    expect(code(stateHashNotRecomputed(true, 4))).toEqual([]);
    expect(stateHashNotRecomputed(false, 1)[0].message).toBe(
      'stateHash of 1 row not recomputed: no engine configured (fightbench-engine); only the format was checked.'
    );
  });

  test('replay: engine failure (FB042), another state hash (FB041), a match', () => {
    const replay = { engineVersion: '0.1.1', actions: [] };
    const at = { rowIndex: 0, matchId: 'm', line: 1 };
    expect(replayFindings({ ok: false, error: 'the engine printed nothing' }, HASH, replay, at)).toEqual({
      outcome: 'error',
      issues: [expect.objectContaining({ message: 'line 1, matchId "m", column replay: the engine printed nothing.' })]
    });
    const other = replayFindings({ ok: true, stateHash: 'cd'.repeat(32) }, HASH, replay, at);
    expect(other.outcome).toBe('mismatch');
    expect(other.issues[0].message).toBe(
      'line 1, matchId "m", column stateHash: replaying the log gives a different final state hash (engine 0.1.1).'
    );
    // The row's digest is compared in its normal form (upper case, sha256: prefix).
    expect(replayFindings({ ok: true, stateHash: HASH }, `sha256:${HASH.toUpperCase()}`, replay, at)).toEqual({
      outcome: 'match',
      issues: []
    });
  });

  test('a row is replayable only with a decoded log, a replay string, a stateHash and no FB013/FB009', () => {
    const row = { replay: '{}', stateHash: HASH };
    expect(replayable(row, { replay: {} }, [])).toBe(true);
    expect(replayable(row, {}, [])).toBe(false);
    expect(replayable({ replay: '{}' }, { replay: {} }, [])).toBe(false);
    expect(
      replayable(row, { replay: {} }, [{ def: { code: 'FB013' }, message: '' } as Parameters<typeof replayable>[2][0]])
    ).toBe(false);
  });
});
