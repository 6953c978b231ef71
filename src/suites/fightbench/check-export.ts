/**
 * One export file (JSONL or Parquet), read row by row: the fast row path or the pure row rules, uniqueness, pool
 * counts, privacy, the optional secret scan and engine replay, the file-level findings (no rows, over 20 rows, string
 * "null" accounting, private pool, no engine) and the file's gates, table and metrics.
 */
import { exportMetrics } from './metrics.js';
import { mayExceed } from '../../core/bounds.js';
import type { Artifact, ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { gateFromFindings } from '../../core/verdict.js';
import { normalizeDigest } from './canonical.js';
import { FindingSink, KIND, rowLabel, type ExportFormat } from './check-common.js';
import { FB } from './codes.js';
import { runEngine } from './engine.js';
import { FAST_CLEAN_STRING_NULL, FAST_UNSURE, FastRowChecker } from './fastrow.js';
import { readJsonl } from './jsonl.js';
import type { FightbenchOptions } from './options.js';
import {
  openParquet,
  parquetError,
  readParquetMetadata,
  readParquetRows,
  type ParquetFile
} from '../../formats/parquet.js';
import { ROW_GROUP_LIMIT, checkParquetSchema, rowGroupFinding } from './rules-parquet.js';
import {
  COLUMNS,
  POOLS,
  checkRow,
  checkTurns,
  recordedTerminalTurn,
  safeShort,
  type DecodedRow,
  type RowIssue
} from './rows.js';
import { findSecrets, mayHoldSecret } from './secrets.js';

/** "Request 1–20 IDs per download; repeat to shard a corpus" (the spec): one export file holds at most 20 rows. */
const MAX_IDS_PER_DOWNLOAD = 20;

const READABLE = new Set(['FB002', 'FB003', 'FB020', 'FB021', 'FB022', 'FB024', 'FB027', 'BG020']);

interface ReplayStats {
  replayed: number;
  matched: number;
  mismatched: number;
  engineErrors: number;
  notReplayed: number;
}

export interface ExportCheckEnv {
  /** Working directory of the engine (the repository root). */
  cwd: string;
  log?: (line: string) => void;
  /** Never take the fast path (tests compare both paths). */
  exactOnly?: boolean;
}

export async function checkExportFile(
  abs: string,
  file: string,
  format: ExportFormat,
  o: FightbenchOptions,
  env: ExportCheckEnv
): Promise<ArtifactResult> {
  const started = performance.now();
  const artifact: Artifact = { path: file, kind: KIND[format] };
  const sink = new FindingSink(file, o.maxFindingsPerCode);
  const pools: Record<string, number> = { official: 0, live: 0, private: 0, invalid: 0 };
  const seen = new Map<string, number>();
  const failedMatches = new Set<string>();
  let failedRows = 0;
  let stringNull = 0;
  let rowCount = 0;
  const rs: ReplayStats = { replayed: 0, matched: 0, mismatched: 0, engineErrors: 0, notReplayed: 0 };
  let opened = true;
  let codecs: string[] | undefined;
  let skipColumns: Set<string> | undefined;

  /** JSONL line of row 20 (the 21st), where a download passes 1–20 IDs. */
  let overLine: number | undefined;
  const emit = (issue: RowIssue, rowIndex: number, matchId: string | undefined, line?: number) => {
    const label = rowLabel(rowIndex, matchId, issue.column, issue.path, line);
    sink.add(issue.def, `${label}: ${issue.message}.`, { line, gate: issue.gate, subject: label });
  };

  // The fast path decides "no finding on this row" without decoding the nested cells. Unsure rows go through
  // checkRow. It is only
  // taken when nothing needs the decoded values (no engine); with the secret scan on, a row that may hold a secret is
  // unsure and goes through the exact path, which scans it.
  const fast: FastRowChecker | undefined =
    env.exactOnly || o.engine
      ? undefined
      : new FastRowChecker({
          engineVersions: o.engineVersions,
          maxCellBytes: o.maxCellBytes,
          checkColumnSet: format === 'jsonl',
          secretScan: o.secretScan,
          canonicalization: o.manifestCanonicalization
        });

  /** A row on which the fast path found nothing: what onRow does for a row without issues. */
  const cleanRow = (verdict: number, matchId: string, pool: string, rowIndex: number, line?: number) => {
    if (rowIndex === MAX_IDS_PER_DOWNLOAD) overLine = line;
    pools[pool]++;
    if (verdict === FAST_CLEAN_STRING_NULL) stringNull++;
    const first = seen.get(matchId);
    if (first === undefined) {
      seen.set(matchId, line ?? rowIndex);
      return;
    }
    const label = rowLabel(rowIndex, matchId, 'matchId', undefined, line);
    sink.add(FB.FB015, `${label}: the same matchId is already in ${line !== undefined ? 'line' : 'row'} ${first}.`, {
      line,
      gate: 'unique-ids',
      subject: label
    });
    failedRows++;
    failedMatches.add(matchId);
  };

  const onRow = async (
    row: Record<string, unknown>,
    rowIndex: number,
    line?: number,
    raw?: { schemaVersion?: string }
  ): Promise<void> => {
    rowCount++;
    if (rowIndex === MAX_IDS_PER_DOWNLOAD) overLine = line;
    const matchId = typeof row.matchId === 'string' && row.matchId.length > 0 ? row.matchId : undefined;
    // A JSONL row reaches here only when the fast line reader was unsure (or off): its raw schemaVersion token counts.
    if (fast && !skipColumns?.size && (raw?.schemaVersion === undefined || raw.schemaVersion === '1')) {
      const verdict = fast.scanRow(row);
      if (verdict !== FAST_UNSURE) {
        cleanRow(verdict, matchId as string, row.pool as string, rowIndex, line);
        return;
      }
    }
    const { issues, decoded } = checkRow(row, {
      engineVersions: o.engineVersions,
      maxCellBytes: o.maxCellBytes,
      skipColumnSet: format === 'parquet',
      skipColumns,
      schemaVersionToken: raw?.schemaVersion,
      canonicalization: o.manifestCanonicalization
    });
    for (const is of issues) emit(is, rowIndex, matchId, line);
    let failed = issues.some((i) => i.def.severity === 'error');
    const pool = typeof row.pool === 'string' && (POOLS as readonly string[]).includes(row.pool) ? row.pool : 'invalid';
    pools[pool]++;
    if (decoded.accountingStringNull) stringNull++;
    if (matchId !== undefined) {
      const first = seen.get(matchId);
      if (first !== undefined) {
        failed = true;
        const label = rowLabel(rowIndex, matchId, 'matchId', undefined, line);
        sink.add(
          FB.FB015,
          `${label}: the same matchId is already in ${line !== undefined ? 'line' : 'row'} ${first}.`,
          {
            line,
            gate: 'unique-ids',
            subject: label
          }
        );
      } else seen.set(matchId, line ?? rowIndex);
    }
    if (o.secretScan && scanSecrets(row, decoded, rowIndex, matchId, line)) failed = true;
    if (o.engine) {
      const ok = await replayRow(row, decoded, issues, rowIndex, matchId, line);
      if (!ok) failed = true;
    }
    if (failed) {
      failedRows++;
      if (matchId !== undefined) failedMatches.add(matchId);
    }
  };

  /** True when a secret-shaped value was found. */
  const scanSecrets = (
    row: Record<string, unknown>,
    decoded: DecodedRow,
    rowIndex: number,
    matchId: string | undefined,
    line?: number
  ): boolean => {
    let found = false;
    for (const c of COLUMNS) {
      const v = row[c];
      if (typeof v !== 'string' || !mayHoldSecret(v)) continue;
      const dv = (decoded as Record<string, unknown>)[c];
      const hits = dv !== undefined && dv !== null ? findSecrets(dv) : [{ pattern: 'credential', path: '' }];
      if (hits.length === 0) hits.push({ pattern: 'credential', path: '' });
      found = true;
      for (const hit of hits) {
        const label = rowLabel(rowIndex, matchId, c, `/${c}${hit.path}`, line);
        sink.add(FB.FB050, `${label}: a value shaped like a ${hit.pattern} (value not shown).`, {
          line,
          gate: 'rows-valid',
          subject: label
        });
      }
    }
    return found;
  };

  const replayRow = async (
    row: Record<string, unknown>,
    decoded: DecodedRow,
    issues: RowIssue[],
    rowIndex: number,
    matchId: string | undefined,
    line?: number
  ): Promise<boolean> => {
    const replay = decoded.replay;
    if (
      !replay ||
      typeof row.replay !== 'string' ||
      issues.some((i) => i.def.code === 'FB013' || i.def.code === 'FB009') ||
      typeof row.stateHash !== 'string'
    ) {
      rs.notReplayed++;
      return true;
    }
    const argv = o.engine as string[];
    const run = await runEngine(argv, row.replay, {
      timeoutMs: o.engineTimeoutMs,
      maxOutputBytes: o.engineMaxOutputBytes,
      cwd: env.cwd,
      engineVersion: String(replay.engineVersion)
    });
    rs.replayed++;
    const label = rowLabel(rowIndex, matchId, 'replay', undefined, line);
    if (!run.ok) {
      rs.engineErrors++;
      sink.add(FB.FB042, `${label}: ${run.error ?? 'the engine failed'}.`, { line, gate: 'replay', subject: label });
      return false;
    }
    let ok = true;
    const want = normalizeDigest(row.stateHash)?.hex;
    if (run.stateHash !== want) {
      rs.mismatched++;
      ok = false;
      const l2 = rowLabel(rowIndex, matchId, 'stateHash', undefined, line);
      sink.add(
        FB.FB041,
        `${l2}: replaying the log gives a different final state hash (engine ${safeShort(String(replay.engineVersion), 32)}).`,
        { line, gate: 'replay', subject: l2 }
      );
    } else rs.matched++;
    if (run.terminalTurn !== undefined && recordedTerminalTurn(replay) === undefined) {
      for (const is of checkTurns(replay, run.terminalTurn)) {
        if (is.def.code !== 'FB044') continue;
        emit(is, rowIndex, matchId, line);
        ok = false;
      }
    }
    return ok;
  };

  let pf: ParquetFile | undefined;
  try {
    if (format === 'jsonl') {
      const st = await readJsonl(abs, o.maxLineBytes, {
        onRow: (row, idx, line, raw) => onRow(row, idx, line, raw),
        fastLine: fast
          ? (buf, start, end, idx, line) => {
              if (mayExceed(end - start)) return false; // the exact path scans it for the structure bounds (BG020)
              const verdict = fast.scanLine(buf, start, end);
              if (verdict === FAST_UNSURE) return false;
              rowCount++;
              cleanRow(verdict, fast.matchId, POOLS[fast.pool], idx, line);
              return true;
            }
          : undefined,
        onIssue: (def, message, line, matchId) => {
          const where = `line ${line}${matchId !== undefined ? `, matchId "${safeShort(matchId)}"` : ''}`;
          sink.add(def, `${where}: ${message}.`, {
            line,
            gate: READABLE.has(def.code) ? 'readable' : undefined,
            subject: where
          });
        }
      });
      if (st.crlfLines > 0) {
        const mixed = st.lfLines > 0;
        sink.add(
          FB.FB023,
          mixed
            ? `mixed line endings: ${st.crlfLines} lines end with CR LF (first at line ${st.firstCrlfLine}), ${st.lfLines} with LF.`
            : `all ${st.crlfLines} lines end with CR LF.`,
          { line: st.firstCrlfLine }
        );
      }
    } else {
      pf = await openParquet(abs);
      let md;
      try {
        md = await readParquetMetadata(pf);
      } catch (e) {
        sink.add(FB.FB003, `the Parquet footer cannot be read: ${parquetError(e, 'metadata')}.`, { gate: 'readable' });
      }
      if (md) {
        const sc = checkParquetSchema(md);
        for (const is of sc.issues)
          sink.add(is.def, `${is.message}.`, {
            gate: 'columns',
            subject: is.column ? `column ${is.column}` : 'schema'
          });
        skipColumns = sc.badColumns;
        codecs = sc.codecs;
        const other = sc.codecs.filter((c) => c !== 'SNAPPY');
        if (other.length)
          sink.add(FB.FB026, `column chunks use codec ${other.join(', ')}; schema-v1 Parquet is SNAPPY.`);
        await readParquetRows(
          pf,
          md,
          o.maxRowGroupBytes,
          {
            onRow: (row, idx) => onRow(row, idx),
            onIssue: (issue) => {
              const f = rowGroupFinding(issue);
              sink.add(f.def, `${f.message}.`, { gate: 'readable', subject: `row group ${issue.group}` });
            }
          },
          ROW_GROUP_LIMIT
        );
      }
    }
  } catch (e) {
    opened = false;
    const code = (e as NodeJS.ErrnoException).code;
    sink.add(FB.FB002, `the file cannot be read${code ? ` (${code})` : ''}.`, { gate: 'readable' });
  } finally {
    await pf?.close().catch(() => undefined);
  }

  if (rowCount === 0 && sink.count('FB002') === 0 && sink.count('FB003') === 0)
    sink.add(FB.FB028, 'the export holds no rows.');
  if (rowCount > MAX_IDS_PER_DOWNLOAD)
    sink.add(
      FB.FB029,
      `the file holds ${rowCount} rows; a download holds 1–${MAX_IDS_PER_DOWNLOAD} match IDs (${overLine !== undefined ? `line ${overLine}` : `row ${MAX_IDS_PER_DOWNLOAD}`} is the first past it), so this is not one FightBench download.`,
      {
        line: overLine,
        gate: 'rows-valid',
        subject: overLine !== undefined ? `line ${overLine}` : `row ${MAX_IDS_PER_DOWNLOAD}`
      }
    );
  if (stringNull > 0)
    sink.add(
      FB.FB052,
      `${stringNull} row${stringNull > 1 ? 's' : ''} store accounting as the JSON string "null" (accepted; a real null is preferred).`
    );
  if (o.publicRepo === true && pools.private > 0)
    sink.add(
      FB.FB051,
      `${pools.private} row${pools.private > 1 ? 's are' : ' is'} in the private pool and the repository is public.`
    );
  if (!o.engine && rowCount > 0)
    sink.add(
      FB.FB040,
      `stateHash of ${rowCount} row${rowCount > 1 ? 's' : ''} not recomputed: no engine configured (fightbench-engine); only the format was checked.`
    );

  const findings = sink.finish();
  const readableFailed = findings.some((f) => f.gate === 'readable' && f.severity === 'error');
  const noData = !opened || (rowCount === 0 && readableFailed);
  const gates: Gate[] = [
    gateFromFindings(
      'readable',
      'File readable',
      findings,
      format === 'parquet' ? `Parquet${codecs?.length ? ` (${codecs.join(', ')})` : ''}` : 'UTF-8 JSONL'
    )
  ];
  const undecided = (id: string, title: string): Gate => ({
    id,
    title,
    status: 'undecided',
    detail: 'the file could not be read'
  });
  if (noData) {
    gates.push(
      undecided('columns', 'Exactly the 11 schema-v1 columns'),
      undecided('rows-valid', 'Rows valid'),
      undecided('unique-ids', 'matchId unique in file'),
      undecided('replay', 'Replay / stateHash')
    );
  } else {
    const colGate = gateFromFindings('columns', 'Exactly the 11 schema-v1 columns', findings);
    gates.push(colGate);
    const rowsGate = gateFromFindings('rows-valid', 'Rows valid', findings, `${rowCount} rows`);
    // Rows cannot be called valid when columns are missing or mistyped: the row checks ran on what was there.
    gates.push(
      rowsGate.status === 'pass' && colGate.status === 'fail'
        ? { ...rowsGate, status: 'undecided', detail: 'columns missing or of the wrong type; row checks incomplete' }
        : rowsGate
    );
    gates.push(gateFromFindings('unique-ids', 'matchId unique in file', findings, `${seen.size} distinct`));
    gates.push(replayGate(findings, rowCount, rs, o));
  }
  const replayCell = o.engine ? `${rs.matched}/${rowCount} match` : 'unverifiable (no engine)';
  const sections: Section[] = [
    {
      kind: 'table',
      title: `FightBench export ${file}`,
      columns: [
        'File',
        'Format',
        'Rows',
        'official',
        'live',
        'private',
        'invalid pool',
        'Matches with failures',
        'stateHash replay'
      ],
      rows: [
        [
          file,
          format === 'jsonl' ? 'JSONL' : 'Parquet',
          rowCount,
          pools.official,
          pools.live,
          pools.private,
          pools.invalid,
          failedRows,
          replayCell
        ]
      ],
      note: 'Pools are counted separately and never merged. Cell contents are never shown (they may hold user text).'
    }
  ];
  return {
    artifact,
    gates,
    findings,
    sections,
    metrics: exportMetrics({
      rows: rowCount,
      pools,
      distinctMatchIds: seen.size,
      rowsWithFailures: failedRows,
      matchesWithFailures: failedMatches.size
    }),
    facts: {
      format,
      rows: rowCount,
      pools,
      rowsWithFailures: failedRows,
      matchesWithFailures: failedMatches.size,
      distinctMatchIds: seen.size,
      ...(codecs ? { codecs } : {}),
      replay: o.engine ? rs : 'unverifiable'
    },
    durationMs: Math.round(performance.now() - started)
  };
}

function replayGate(findings: Finding[], rows: number, rs: ReplayStats, o: FightbenchOptions): Gate {
  const id = 'replay';
  const title = 'Replay / stateHash';
  const g = gateFromFindings(id, title, findings);
  if (g.status === 'fail') return g;
  if (rows === 0) return { id, title, status: 'skipped', detail: 'no rows' };
  if (!o.engine) {
    return {
      id,
      title,
      status: o.requireReplay ? 'undecided' : 'skipped',
      detail: 'unverifiable: no engine configured (fightbench-engine); stateHash not recomputed'
    };
  }
  if (rs.notReplayed > 0)
    return {
      id,
      title,
      status: 'undecided',
      detail: `${rs.notReplayed} of ${rows} rows could not be replayed (invalid replay, stateHash or unsupported engine version)`
    };
  return { id, title, status: 'pass', detail: `${rs.matched} rows replayed; every stateHash matches` };
}
