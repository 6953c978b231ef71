/**
 * One export file (JSONL or Parquet), read row by row: the fast row path or the pure row rules, uniqueness, pool
 * counts, privacy, the optional secret scan and engine replay, the file-level findings (no rows, over 20 rows, string
 * "null" accounting, private pool, no engine) and the file's gates, table and metrics. The rules are pure functions
 * in `rules-export.ts` and `rules-parquet.ts`; this file reads, runs the engine and files what the rules return.
 */
import { exportMetrics } from './metrics.js';
import { mayExceed } from '../../core/bounds.js';
import type { Artifact, ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { gateFromFindings } from '../../core/verdict.js';
import { FindingSink, KIND, type ExportFormat } from './check-common.js';
import { FB } from './codes.js';
import { runEngine } from './engine.js';
import { FAST_CLEAN_STRING_NULL, FAST_UNSURE, FastRowChecker } from './fastrow.js';
import { readJsonl } from './jsonl.js';
import type { FightbenchOptions } from './options.js';
import { openParquet, parquetError, readParquetMetadata, readParquetRows } from '../../formats/parquet.js';
import { ROW_GROUP_LIMIT, checkParquetSchema, rowGroupFinding } from './rules-parquet.js';
import {
  MAX_IDS_PER_DOWNLOAD,
  codecNotSnappy,
  duplicateMatchId,
  lineEndings,
  noRows,
  overDownloadSize,
  privateInPublicRepo,
  replayFindings,
  replayable,
  rowIssue,
  secretsInRow,
  stateHashNotRecomputed,
  stringNullAccounting,
  type RowAt
} from './rules-export.js';
import { POOLS, checkRow, safeShort, type DecodedRow, type RowIssue } from './rows.js';

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

/** What a file's rows add up to, filled row by row. */
interface Tally {
  rows: number;
  pools: Record<string, number>;
  /** matchId → the line (JSONL) or row index (Parquet) where it was first seen. */
  seen: Map<string, number>;
  failedMatches: Set<string>;
  failedRows: number;
  stringNull: number;
  /** JSONL line of row 20 (the 21st), where a download passes 1–20 IDs. */
  overLine?: number;
  replay: ReplayStats;
}

/** Checks a file's rows one at a time, filing what the rules return. */
class ExportRows {
  readonly tally: Tally = {
    rows: 0,
    pools: { official: 0, live: 0, private: 0, invalid: 0 },
    seen: new Map(),
    failedMatches: new Set(),
    failedRows: 0,
    stringNull: 0,
    replay: { replayed: 0, matched: 0, mismatched: 0, engineErrors: 0, notReplayed: 0 }
  };
  /** Parquet columns of the wrong type: the row rules skip them. */
  skipColumns?: Set<string>;
  /**
   * The fast path decides "no finding on this row" without decoding the nested cells; unsure rows go through
   * checkRow. It is only taken when nothing needs the decoded values (no engine); with the secret scan on, a row that
   * may hold a secret is unsure and goes through the exact path, which scans it.
   */
  readonly fast?: FastRowChecker;

  constructor(
    private readonly format: ExportFormat,
    private readonly o: FightbenchOptions,
    private readonly env: ExportCheckEnv,
    private readonly sink: FindingSink
  ) {
    if (!env.exactOnly && !o.engine)
      this.fast = new FastRowChecker({
        engineVersions: o.engineVersions,
        maxCellBytes: o.maxCellBytes,
        checkColumnSet: format === 'jsonl',
        secretScan: o.secretScan,
        canonicalization: o.manifestCanonicalization
      });
  }

  /** The fast path over a JSONL line's bytes: true when the row is clean and counted. */
  fastLine(fast: FastRowChecker, buf: Buffer, start: number, end: number, rowIndex: number, line: number): boolean {
    if (mayExceed(end - start)) return false; // the exact path scans it for the structure bounds (BG020)
    const verdict = fast.scanLine(buf, start, end);
    if (verdict === FAST_UNSURE) return false;
    this.tally.rows++;
    this.clean(verdict, fast.matchId, POOLS[fast.pool], rowIndex, line);
    return true;
  }

  /** A row on which the fast path found nothing: what `row` does for a row without issues. */
  private clean(verdict: number, matchId: string, pool: string, rowIndex: number, line?: number): void {
    const t = this.tally;
    if (rowIndex === MAX_IDS_PER_DOWNLOAD) t.overLine = line;
    t.pools[pool]++;
    if (verdict === FAST_CLEAN_STRING_NULL) t.stringNull++;
    const first = t.seen.get(matchId);
    if (first === undefined) {
      t.seen.set(matchId, line ?? rowIndex);
      return;
    }
    this.sink.addAll([duplicateMatchId({ rowIndex, matchId, line }, first)]);
    t.failedRows++;
    t.failedMatches.add(matchId);
  }

  async row(
    row: Record<string, unknown>,
    rowIndex: number,
    line?: number,
    raw?: { schemaVersion?: string }
  ): Promise<void> {
    const t = this.tally;
    const o = this.o;
    t.rows++;
    if (rowIndex === MAX_IDS_PER_DOWNLOAD) t.overLine = line;
    const matchId = typeof row.matchId === 'string' && row.matchId.length > 0 ? row.matchId : undefined;
    // A JSONL row reaches here only when the fast line reader was unsure (or off): its raw schemaVersion token counts.
    const fast = this.fast;
    if (fast && !this.skipColumns?.size && (raw?.schemaVersion === undefined || raw.schemaVersion === '1')) {
      const verdict = fast.scanRow(row);
      if (verdict !== FAST_UNSURE) {
        this.clean(verdict, matchId as string, row.pool as string, rowIndex, line);
        return;
      }
    }
    const at: RowAt = { rowIndex, matchId, line };
    const { issues, decoded } = checkRow(row, {
      engineVersions: o.engineVersions,
      maxCellBytes: o.maxCellBytes,
      skipColumnSet: this.format === 'parquet',
      skipColumns: this.skipColumns,
      schemaVersionToken: raw?.schemaVersion,
      canonicalization: o.manifestCanonicalization
    });
    this.sink.addAll(issues.map((is) => rowIssue(is, at)));
    let failed = issues.some((i) => i.def.severity === 'error');
    const pool = typeof row.pool === 'string' && (POOLS as readonly string[]).includes(row.pool) ? row.pool : 'invalid';
    t.pools[pool]++;
    if (decoded.accountingStringNull) t.stringNull++;
    if (matchId !== undefined) {
      const first = t.seen.get(matchId);
      if (first !== undefined) {
        failed = true;
        this.sink.addAll([duplicateMatchId(at, first)]);
      } else t.seen.set(matchId, line ?? rowIndex);
    }
    if (o.secretScan) {
      const secrets = secretsInRow(row, decoded, at);
      this.sink.addAll(secrets);
      if (secrets.length) failed = true;
    }
    if (o.engine && !(await this.replay(row, decoded, issues, at))) failed = true;
    if (failed) {
      t.failedRows++;
      if (matchId !== undefined) t.failedMatches.add(matchId);
    }
  }

  /** Replays the row with the engine; true when nothing was found. */
  private async replay(
    row: Record<string, unknown>,
    decoded: DecodedRow,
    issues: RowIssue[],
    at: RowAt
  ): Promise<boolean> {
    const rs = this.tally.replay;
    if (!replayable(row, decoded, issues)) {
      rs.notReplayed++;
      return true;
    }
    const replay = decoded.replay!;
    const run = await runEngine(this.o.engine as string[], row.replay as string, {
      timeoutMs: this.o.engineTimeoutMs,
      maxOutputBytes: this.o.engineMaxOutputBytes,
      cwd: this.env.cwd,
      engineVersion: String(replay.engineVersion)
    });
    rs.replayed++;
    const r = replayFindings(run, row.stateHash as string, replay, at);
    if (r.outcome === 'error') rs.engineErrors++;
    else if (r.outcome === 'mismatch') rs.mismatched++;
    else rs.matched++;
    this.sink.addAll(r.issues);
    return r.issues.length === 0;
  }
}

async function readJsonlExport(abs: string, o: FightbenchOptions, rows: ExportRows, sink: FindingSink): Promise<void> {
  const fast = rows.fast;
  const st = await readJsonl(abs, o.maxLineBytes, {
    onRow: (row, idx, line, raw) => rows.row(row, idx, line, raw),
    fastLine: fast ? (buf, start, end, idx, line) => rows.fastLine(fast, buf, start, end, idx, line) : undefined,
    onIssue: (def, message, line, matchId) => {
      const where = `line ${line}${matchId !== undefined ? `, matchId "${safeShort(matchId)}"` : ''}`;
      sink.add(def, `${where}: ${message}.`, {
        line,
        gate: READABLE.has(def.code) ? 'readable' : undefined,
        subject: where
      });
    }
  });
  sink.addAll(lineEndings(st));
}

/** Reads a Parquet export; `out.codecs` gets its column chunks' codecs once the footer is read. */
async function readParquetExport(
  abs: string,
  o: FightbenchOptions,
  rows: ExportRows,
  sink: FindingSink,
  out: { codecs?: string[] }
): Promise<void> {
  const pf = await openParquet(abs);
  try {
    let md;
    try {
      md = await readParquetMetadata(pf);
    } catch (e) {
      sink.add(FB.FB003, `the Parquet footer cannot be read: ${parquetError(e, 'metadata')}.`, { gate: 'readable' });
      return;
    }
    const sc = checkParquetSchema(md);
    for (const is of sc.issues)
      sink.add(is.def, `${is.message}.`, { gate: 'columns', subject: is.column ? `column ${is.column}` : 'schema' });
    rows.skipColumns = sc.badColumns;
    out.codecs = sc.codecs;
    sink.addAll(codecNotSnappy(sc.codecs));
    const handlers = {
      onRow: (row: Record<string, unknown>, idx: number) => rows.row(row, idx),
      onIssue: (issue: Parameters<typeof rowGroupFinding>[0]) => {
        const f = rowGroupFinding(issue);
        sink.add(f.def, `${f.message}.`, { gate: 'readable', subject: `row group ${issue.group}` });
      }
    };
    await readParquetRows(pf, md, o.maxRowGroupBytes, handlers, ROW_GROUP_LIMIT);
  } finally {
    await pf.close().catch(() => undefined);
  }
}

export async function checkExportFile(
  abs: string,
  file: string,
  format: ExportFormat,
  o: FightbenchOptions,
  env: ExportCheckEnv
): Promise<ArtifactResult> {
  const started = performance.now();
  const sink = new FindingSink(file, o.maxFindingsPerCode);
  const rows = new ExportRows(format, o, env, sink);
  const read: { codecs?: string[] } = {};
  let opened = true;
  try {
    if (format === 'jsonl') await readJsonlExport(abs, o, rows, sink);
    else await readParquetExport(abs, o, rows, sink, read);
  } catch (e) {
    opened = false;
    const code = (e as NodeJS.ErrnoException).code;
    sink.add(FB.FB002, `the file cannot be read${code ? ` (${code})` : ''}.`, { gate: 'readable' });
  }
  const t = rows.tally;
  sink.addAll([
    ...noRows(t.rows, sink.count('FB002') > 0 || sink.count('FB003') > 0),
    ...overDownloadSize(t.rows, t.overLine),
    ...stringNullAccounting(t.stringNull),
    ...privateInPublicRepo(o.publicRepo, t.pools.private),
    ...stateHashNotRecomputed(!!o.engine, t.rows)
  ]);
  const findings = sink.finish();
  const facts = {
    rows: t.rows,
    pools: t.pools,
    rowsWithFailures: t.failedRows,
    matchesWithFailures: t.failedMatches.size,
    distinctMatchIds: t.seen.size
  };
  return {
    artifact: { path: file, kind: KIND[format] } satisfies Artifact,
    gates: exportGates(findings, format, read.codecs, opened, t, o),
    findings,
    sections: [exportTable(file, format, t, o)],
    metrics: exportMetrics(facts),
    facts: {
      format,
      ...facts,
      ...(read.codecs ? { codecs: read.codecs } : {}),
      replay: o.engine ? t.replay : 'unverifiable'
    },
    durationMs: Math.round(performance.now() - started)
  };
}

/** The file's gates from its findings; without data (not opened, or no row and unreadable) all but readable are undecided. */
function exportGates(
  findings: Finding[],
  format: ExportFormat,
  codecs: string[] | undefined,
  opened: boolean,
  t: Tally,
  o: FightbenchOptions
): Gate[] {
  const readableFailed = findings.some((f) => f.gate === 'readable' && f.severity === 'error');
  const noData = !opened || (t.rows === 0 && readableFailed);
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
    return gates;
  }
  const colGate = gateFromFindings('columns', 'Exactly the 11 schema-v1 columns', findings);
  gates.push(colGate);
  const rowsGate = gateFromFindings('rows-valid', 'Rows valid', findings, `${t.rows} rows`);
  // Rows cannot be called valid when columns are missing or mistyped: the row checks ran on what was there.
  gates.push(
    rowsGate.status === 'pass' && colGate.status === 'fail'
      ? { ...rowsGate, status: 'undecided', detail: 'columns missing or of the wrong type; row checks incomplete' }
      : rowsGate
  );
  gates.push(gateFromFindings('unique-ids', 'matchId unique in file', findings, `${t.seen.size} distinct`));
  gates.push(replayGate(findings, t.rows, t.replay, o));
  return gates;
}

/** The file's summary table. */
function exportTable(file: string, format: ExportFormat, t: Tally, o: FightbenchOptions): Section {
  const replayCell = o.engine ? `${t.replay.matched}/${t.rows} match` : 'unverifiable (no engine)';
  return {
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
        t.rows,
        t.pools.official,
        t.pools.live,
        t.pools.private,
        t.pools.invalid,
        t.failedRows,
        replayCell
      ]
    ],
    note: 'Pools are counted separately and never merged. Cell contents are never shown (they may hold user text).'
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
