/**
 * The rules of one FightBench export file, one rule per function: each is pure, over plain data (a row's values,
 * the engine's answer, the file's counts), and returns its findings as `Issue`s (none, one or several), which
 * `check-export.ts` files in the order it calls the rules.
 */
import type { EngineRun } from './engine.js';
import { normalizeDigest } from './canonical.js';
import { rowLabel, type Issue } from './check-common.js';
import { FB } from './codes.js';
import { checkTurns, COLUMNS, recordedTerminalTurn, safeShort, type DecodedRow, type RowIssue } from './rows.js';
import { findSecrets, mayHoldSecret } from './secrets.js';

/** "Request 1–20 IDs per download; repeat to shard a corpus" (the spec): one export file holds at most 20 rows. */
export const MAX_IDS_PER_DOWNLOAD = 20;

/** Where a row is: its index, matchId and (JSONL) line. */
export interface RowAt {
  rowIndex: number;
  matchId: string | undefined;
  line?: number;
}

/** A row issue (from checkRow or checkTurns) as a finding on its row. */
export function rowIssue(issue: RowIssue, at: RowAt): Issue {
  const label = rowLabel(at.rowIndex, at.matchId, issue.column, issue.path, at.line);
  return { def: issue.def, message: `${label}: ${issue.message}.`, line: at.line, gate: issue.gate, subject: label };
}

/** FB015: the row's matchId was already seen at `first` (a line, or a row index for Parquet). */
export function duplicateMatchId(at: RowAt, first: number): Issue {
  const label = rowLabel(at.rowIndex, at.matchId, 'matchId', undefined, at.line);
  return {
    def: FB.FB015,
    message: `${label}: the same matchId is already in ${at.line !== undefined ? 'line' : 'row'} ${first}.`,
    line: at.line,
    gate: 'unique-ids',
    subject: label
  };
}

/** FB050: secret-shaped values in the row's cells (searched in the decoded cell when there is one). */
export function secretsInRow(row: Record<string, unknown>, decoded: DecodedRow, at: RowAt): Issue[] {
  const out: Issue[] = [];
  for (const c of COLUMNS) {
    const v = row[c];
    if (typeof v !== 'string' || !mayHoldSecret(v)) continue;
    const dv = (decoded as Record<string, unknown>)[c];
    const hits = dv !== undefined && dv !== null ? findSecrets(dv) : [{ pattern: 'credential', path: '' }];
    if (hits.length === 0) hits.push({ pattern: 'credential', path: '' });
    for (const hit of hits) {
      const label = rowLabel(at.rowIndex, at.matchId, c, `/${c}${hit.path}`, at.line);
      out.push({
        def: FB.FB050,
        message: `${label}: a value shaped like a ${hit.pattern} (value not shown).`,
        line: at.line,
        gate: 'rows-valid',
        subject: label
      });
    }
  }
  return out;
}

/** Whether the row can be replayed: a decoded log, a replay string and a stateHash, and no FB013/FB009 on it. */
export function replayable(row: Record<string, unknown>, decoded: DecodedRow, issues: RowIssue[]): boolean {
  return (
    !!decoded.replay &&
    typeof row.replay === 'string' &&
    !issues.some((i) => i.def.code === 'FB013' || i.def.code === 'FB009') &&
    typeof row.stateHash === 'string'
  );
}

/**
 * The replay of one row (`run`, the engine's answer): FB042 when the engine failed, FB041 when its final state hash
 * differs from the row's, FB044 when the log records no terminal turn and the engine's does not fit it.
 */
export function replayFindings(
  run: EngineRun,
  stateHash: string,
  replay: NonNullable<DecodedRow['replay']>,
  at: RowAt
): { outcome: 'error' | 'mismatch' | 'match'; issues: Issue[] } {
  const label = rowLabel(at.rowIndex, at.matchId, 'replay', undefined, at.line);
  if (!run.ok)
    return {
      outcome: 'error',
      issues: [
        {
          def: FB.FB042,
          message: `${label}: ${run.error ?? 'the engine failed'}.`,
          line: at.line,
          gate: 'replay',
          subject: label
        }
      ]
    };
  const issues: Issue[] = [];
  const mismatch = run.stateHash !== normalizeDigest(stateHash)?.hex;
  if (mismatch) {
    const l2 = rowLabel(at.rowIndex, at.matchId, 'stateHash', undefined, at.line);
    issues.push({
      def: FB.FB041,
      message: `${l2}: replaying the log gives a different final state hash (engine ${safeShort(String(replay.engineVersion), 32)}).`,
      line: at.line,
      gate: 'replay',
      subject: l2
    });
  }
  if (run.terminalTurn !== undefined && recordedTerminalTurn(replay) === undefined)
    for (const is of checkTurns(replay, run.terminalTurn)) if (is.def.code === 'FB044') issues.push(rowIssue(is, at));
  return { outcome: mismatch ? 'mismatch' : 'match', issues };
}

/** FB023: lines ending with CR LF (all of them, or mixed with LF). */
export function lineEndings(st: { crlfLines: number; lfLines: number; firstCrlfLine?: number }): Issue[] {
  if (st.crlfLines === 0) return [];
  return [
    {
      def: FB.FB023,
      message:
        st.lfLines > 0
          ? `mixed line endings: ${st.crlfLines} lines end with CR LF (first at line ${st.firstCrlfLine}), ${st.lfLines} with LF.`
          : `all ${st.crlfLines} lines end with CR LF.`,
      line: st.firstCrlfLine
    }
  ];
}

/** FB026: column chunks in a codec other than schema-v1's SNAPPY. */
export function codecNotSnappy(codecs: string[]): Issue[] {
  const other = codecs.filter((c) => c !== 'SNAPPY');
  return other.length
    ? [{ def: FB.FB026, message: `column chunks use codec ${other.join(', ')}; schema-v1 Parquet is SNAPPY.` }]
    : [];
}

/** FB028: a readable file without rows (a file that could not be read, FB002/FB003, says so already). */
export function noRows(rows: number, unreadable: boolean): Issue[] {
  return rows === 0 && !unreadable ? [{ def: FB.FB028, message: 'the export holds no rows.' }] : [];
}

/** FB029: more rows than one download holds; `overLine` is the JSONL line of the first row past it. */
export function overDownloadSize(rows: number, overLine: number | undefined): Issue[] {
  if (rows <= MAX_IDS_PER_DOWNLOAD) return [];
  const where = overLine !== undefined ? `line ${overLine}` : `row ${MAX_IDS_PER_DOWNLOAD}`;
  return [
    {
      def: FB.FB029,
      message: `the file holds ${rows} rows; a download holds 1–${MAX_IDS_PER_DOWNLOAD} match IDs (${where} is the first past it), so this is not one FightBench download.`,
      line: overLine,
      gate: 'rows-valid',
      subject: where
    }
  ];
}

/** FB052: rows whose accounting is the JSON string "null". */
export function stringNullAccounting(n: number): Issue[] {
  return n > 0
    ? [
        {
          def: FB.FB052,
          message: `${n} row${n > 1 ? 's' : ''} store accounting as the JSON string "null" (accepted; a real null is preferred).`
        }
      ]
    : [];
}

/** FB051: private-pool rows in a public repository. */
export function privateInPublicRepo(publicRepo: boolean | undefined, privateRows: number): Issue[] {
  return publicRepo === true && privateRows > 0
    ? [
        {
          def: FB.FB051,
          message: `${privateRows} row${privateRows > 1 ? 's are' : ' is'} in the private pool and the repository is public.`
        }
      ]
    : [];
}

/** FB040: without an engine, no stateHash is recomputed. */
export function stateHashNotRecomputed(engine: boolean, rows: number): Issue[] {
  return !engine && rows > 0
    ? [
        {
          def: FB.FB040,
          message: `stateHash of ${rows} row${rows > 1 ? 's' : ''} not recomputed: no engine configured (fightbench-engine); only the format was checked.`
        }
      ]
    : [];
}
