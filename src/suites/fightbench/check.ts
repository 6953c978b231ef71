/**
 * Per-file orchestration: read an export (JSONL or Parquet) row by row, apply the pure row rules,
 * uniqueness, privacy, optional secret scan and optional engine replay, and build the ArtifactResult.
 * Also the suite-download check and the cross-file (twins / shards) check.
 */
import { exportMetrics, exportSetMetrics } from './metrics.js';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { posix } from 'node:path';
import type { CodeDef } from '../../codes/types.js';
import { finding } from '../../core/finding.js';
import type { Artifact, ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { decodeUtf8Strict } from '../../core/paths.js';
import { gateFromFindings } from '../../core/verdict.js';
import { normalizeDigest } from './canonical.js';
import { FB } from './codes.js';
import { runEngine } from './engine.js';
import { FAST_CLEAN_STRING_NULL, FAST_UNSURE, FastRowChecker } from './fastrow.js';
import { readJsonl } from './jsonl.js';
import { checkSuiteText } from './manifest.js';
import type { FightbenchOptions } from './options.js';
import {
  checkParquetSchema,
  openParquet,
  parquetError,
  readParquetMetadata,
  readParquetRows,
  type ParquetFile
} from './parquet.js';
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

export type ExportFormat = 'jsonl' | 'parquet';
export const KIND = {
  jsonl: 'fightbench-export-jsonl',
  parquet: 'fightbench-export-parquet',
  suite: 'fightbench-suite',
  set: 'fightbench-export-set'
} as const;

/** Collects findings for one file with a per-code cap; the rest are counted and summarised. */
class FindingSink {
  readonly list: Finding[] = [];
  private readonly counts = new Map<string, number>();
  constructor(
    readonly file: string,
    private readonly cap: number
  ) {}
  add(
    def: CodeDef,
    message: string,
    loc: { file?: string; line?: number; column?: number; gate?: string; subject?: string } = {}
  ): void {
    const n = (this.counts.get(def.code) ?? 0) + 1;
    this.counts.set(def.code, n);
    if (n > this.cap) return;
    this.list.push(finding(def, message, { file: this.file, ...loc }));
  }
  count(code: string): number {
    return this.counts.get(code) ?? 0;
  }
  finish(): Finding[] {
    for (const [code, n] of [...this.counts].sort()) {
      if (n > this.cap)
        this.list.push(
          finding(
            FB.FB061,
            `${n - this.cap} more ${code} finding${n - this.cap > 1 ? 's' : ''} in this file not listed (max-findings-per-code ${this.cap}).`,
            { file: this.file, subject: code }
          )
        );
    }
    return this.list;
  }
}

/** "Request 1–20 IDs per download; repeat to shard a corpus" (the spec): one export file holds at most 20 rows. */
const MAX_IDS_PER_DOWNLOAD = 20;

const READABLE = new Set(['FB002', 'FB003', 'FB020', 'FB021', 'FB022', 'FB024', 'FB027']);

/** "row 3, matchId "m-1", column replay, path /replay/x" */
function rowLabel(rowIndex: number, matchId: string | undefined, column?: string, path?: string): string {
  let s = `row ${rowIndex}`;
  if (matchId !== undefined) s += `, matchId "${safeShort(matchId)}"`;
  if (column) s += `, column ${column}`;
  if (path && path !== `/${column}`) s += `, path ${path}`;
  return s;
}

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
    const label = rowLabel(rowIndex, matchId, issue.column, issue.path);
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
      seen.set(matchId, rowIndex);
      return;
    }
    const label = rowLabel(rowIndex, matchId, 'matchId');
    sink.add(FB.FB015, `${label}: the same matchId is already in row ${first}.`, {
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
        const label = rowLabel(rowIndex, matchId, 'matchId');
        sink.add(FB.FB015, `${label}: the same matchId is already in row ${first}.`, {
          line,
          gate: 'unique-ids',
          subject: label
        });
      } else seen.set(matchId, rowIndex);
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
        const label = rowLabel(rowIndex, matchId, c, `/${c}${hit.path}`);
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
    const label = rowLabel(rowIndex, matchId, 'replay');
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
      const l2 = rowLabel(rowIndex, matchId, 'stateHash');
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
        await readParquetRows(pf, md, o.maxRowGroupBytes, {
          onRow: (row, idx) => onRow(row, idx),
          onIssue: (def, message, g) =>
            sink.add(def, `${message}.`, { gate: 'readable', subject: g !== undefined ? `row group ${g}` : undefined })
        });
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
      `the file holds ${rowCount} rows; a download holds 1–${MAX_IDS_PER_DOWNLOAD} match IDs (row ${MAX_IDS_PER_DOWNLOAD} is the first past it), so this is not one FightBench download.`,
      { line: overLine, gate: 'rows-valid', subject: `row ${MAX_IDS_PER_DOWNLOAD}` }
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

// ---------------------------------------------------------------- suite downloads

export async function checkSuiteFile(abs: string, file: string, o: FightbenchOptions): Promise<ArtifactResult> {
  const artifact: Artifact = { path: file, kind: KIND.suite };
  const sink = new FindingSink(file, o.maxFindingsPerCode);
  let text: string | undefined;
  try {
    const st = await stat(abs);
    if (st.size > o.maxManifestBytes)
      sink.add(FB.FB030, `the suite download is ${st.size} bytes, over max-manifest-bytes (${o.maxManifestBytes}).`, {
        gate: 'readable'
      });
    else {
      const buf = await readFile(abs);
      text = decodeUtf8Strict(buf);
      if (text === undefined) sink.add(FB.FB030, 'the suite download is not valid UTF-8.', { gate: 'readable' });
    }
  } catch (e) {
    sink.add(FB.FB002, `the file cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'}).`, {
      gate: 'readable'
    });
  }
  let matched: string[] = [];
  let legacy = false;
  let entrants = 0;
  let hashChecked = false;
  if (text !== undefined) {
    const r = checkSuiteText(text, o.manifestCanonicalization);
    for (const is of r.issues)
      sink.add(is.def, `${is.path ? `${is.path}: ` : ''}${is.message}`, {
        line: is.line,
        column: is.column,
        gate: is.gate,
        subject: is.path
      });
    matched = r.matched;
    legacy = r.legacy;
    entrants = r.entrants;
    hashChecked = r.hashChecked;
  }
  const findings = sink.finish();
  const readable = gateFromFindings('readable', 'Suite download readable', findings);
  const gates: Gate[] = [readable];
  if (readable.status !== 'pass') {
    gates.push({
      id: 'manifest-hash',
      title: 'Manifest hash',
      status: 'undecided',
      detail: 'the suite download could not be read'
    });
    gates.push({
      id: 'pinned-revisions',
      title: 'Pinned controller revisions',
      status: 'undecided',
      detail: 'the suite download could not be read'
    });
  } else {
    gates.push(
      gateFromFindings(
        'manifest-hash',
        'Manifest hash',
        findings,
        hashChecked ? `matched under ${matched.join(', ')}` : undefined
      )
    );
    const pinnedGate = gateFromFindings(
      'pinned-revisions',
      'Pinned controller revisions',
      findings,
      `${entrants} entrant revision${entrants === 1 ? '' : 's'} well formed`
    );
    gates.push(
      legacy && pinnedGate.status === 'pass'
        ? {
            ...pinnedGate,
            status: 'skipped',
            detail: 'legacy suite without controller snapshots (FightBench labels this limitation)'
          }
        : pinnedGate
    );
  }
  const hashGate = gates.find((g) => g.id === 'manifest-hash');
  return {
    artifact,
    gates,
    findings,
    sections: [
      {
        kind: 'table',
        title: `FightBench suite ${file}`,
        columns: ['File', 'Manifest hash', 'Canonicalisation', 'Entrants', 'Controllers pinned'],
        rows: [
          [
            file,
            hashGate?.status ?? 'undecided',
            matched.length ? matched.join(', ') : '—',
            entrants,
            legacy ? 'no (legacy)' : 'yes'
          ]
        ]
      }
    ],
    facts: { manifestHash: hashGate?.status, canonicalization: matched, legacy, entrants }
  };
}

// ---------------------------------------------------------------- cross-file: twins and shards

export interface SetMember {
  abs: string;
  file: string;
  format: ExportFormat;
}

export interface SetCheckOptions {
  /**
   * The member files are the shards of one export (option `shard-folders`, CLI `--one-export`): a matchId may be in
   * one download only (FB016). Off by default: files are independent downloads unless configured (docs/fightbench.md).
   */
  shards: boolean;
}

function cellDigest(v: unknown): Buffer {
  const s =
    typeof v === 'string'
      ? 's:' + v
      : typeof v === 'number' || typeof v === 'bigint'
        ? 'n:' + String(v)
        : v === null
          ? 'null'
          : v === undefined
            ? 'undefined'
            : 'j:' + JSON.stringify(v);
  return createHash('sha1').update(s).digest().subarray(0, 8);
}

interface Digests {
  ids: (string | undefined)[];
  cells: Buffer[];
  /** JSONL line of each row (undefined for Parquet). */
  lines: (number | undefined)[];
  ok: boolean;
}

/** Per row: matchId, line and an 8-byte digest of each of the 11 cells (memory ~100 bytes a row). */
async function rowDigests(m: SetMember, o: FightbenchOptions): Promise<Digests> {
  const ids: (string | undefined)[] = [];
  const cells: Buffer[] = [];
  const lines: (number | undefined)[] = [];
  let ok = true;
  const onRow = (row: Record<string, unknown>, _i: number, line?: number) => {
    ids.push(typeof row.matchId === 'string' ? row.matchId : undefined);
    lines.push(line);
    cells.push(Buffer.concat(COLUMNS.map((c) => cellDigest(row[c]))));
  };
  try {
    if (m.format === 'jsonl') {
      await readJsonl(m.abs, o.maxLineBytes, {
        onRow,
        onIssue: (def) => {
          if (def.severity === 'error') ok = false;
        }
      });
    } else {
      const pf = await openParquet(m.abs);
      try {
        const md = await readParquetMetadata(pf);
        const r = await readParquetRows(pf, md, o.maxRowGroupBytes, {
          onRow: (row, i) => onRow(row, i),
          onIssue: () => {
            ok = false;
          }
        });
        if (r.groupsFailed) ok = false;
      } finally {
        await pf.close();
      }
    }
  } catch {
    ok = false;
  }
  return { ids, cells, lines, ok };
}

function stemOf(file: string): string {
  return file.replace(/\.(jsonl|parquet)$/i, '');
}

/**
 * Whether a JSONL and a Parquet file with different names hold the same download: the same number of rows and
 * either the same matchIds in the same order (a download's rows follow its requested IDs) or at least half of the
 * rows equal cell for cell at the same position. Pure.
 */
export function sameDownload(a: Pick<Digests, 'ids' | 'cells'>, b: Pick<Digests, 'ids' | 'cells'>): boolean {
  const n = a.cells.length;
  if (n === 0 || n !== b.cells.length) return false;
  let sameIds = true;
  let equalRows = 0;
  for (let i = 0; i < n; i++) {
    if (a.ids[i] === undefined || a.ids[i] !== b.ids[i]) sameIds = false;
    if (a.cells[i].equals(b.cells[i])) equalRows++;
  }
  return sameIds || (equalRows >= 1 && equalRows * 2 >= n);
}

/**
 * The files of one folder (or of one `verify` call), grouped into downloads: `X.jsonl` and `X.parquet` are twins by
 * name; a JSONL and a Parquet file with different names are twins when `sameDownload` says so (one JSONL may have
 * several Parquet twins, e.g. written by different writers). Each group lists its JSONL first when it has one.
 */
export function groupDownloads(
  members: SetMember[],
  digests: ReadonlyMap<string, Pick<Digests, 'ids' | 'cells' | 'ok'>>
): SetMember[][] {
  const sorted = [...members].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const byStem = new Map<string, SetMember[]>();
  for (const m of sorted) {
    const s = stemOf(m.file);
    byStem.set(s, [...(byStem.get(s) ?? []), m]);
  }
  const groups = [...byStem.values()].map((g) =>
    [...g].sort((a, b) => (a.format === b.format ? 0 : a.format === 'jsonl' ? -1 : 1))
  );
  const lonelyJsonl = groups.filter((g) => g.length === 1 && g[0].format === 'jsonl');
  for (const g of groups) {
    if (g.length !== 1 || g[0].format !== 'parquet') continue;
    const p = digests.get(g[0].file);
    if (!p?.ok) continue;
    const home = lonelyJsonl.find((j) => {
      const d = digests.get(j[0].file);
      return d?.ok && sameDownload(d, p);
    });
    if (!home) continue;
    home.push(g[0]);
    g.length = 0;
  }
  return groups.filter((g) => g.length > 0);
}

export async function checkExportSet(
  path: string,
  members: SetMember[],
  o: FightbenchOptions,
  so: SetCheckOptions = { shards: false }
): Promise<ArtifactResult> {
  const artifact: Artifact = { path, kind: KIND.set };
  const sink = new FindingSink(path, o.maxFindingsPerCode);
  const digests = new Map<string, Digests>();
  for (const m of [...members].sort((a, b) => (a.file < b.file ? -1 : 1))) digests.set(m.file, await rowDigests(m, o));
  const groups = groupDownloads(members, digests);

  // twins: each Parquet file of a download against its JSONL; one FB017 per pair, at the first differing row
  let pairs = 0;
  let twinUndecided = false;
  for (const g of groups) {
    const j = g.find((m) => m.format === 'jsonl');
    if (!j) continue;
    for (const p of g.filter((m) => m.format === 'parquet')) {
      pairs++;
      const a = digests.get(j.file)!;
      const b = digests.get(p.file)!;
      if (!a.ok || !b.ok) {
        twinUndecided = true;
        continue;
      }
      const n = Math.min(a.cells.length, b.cells.length);
      let first = -1;
      let differing = 0;
      for (let i = 0; i < n; i++) {
        if (a.cells[i].equals(b.cells[i])) continue;
        differing++;
        if (first < 0) first = i;
      }
      const countsDiffer = a.cells.length !== b.cells.length;
      if (first < 0 && !countsDiffer) continue;
      const at = first >= 0 ? first : n;
      const parts: string[] = [];
      if (first >= 0) {
        const cols = COLUMNS.filter(
          (_, k) => !a.cells[first].subarray(k * 8, k * 8 + 8).equals(b.cells[first].subarray(k * 8, k * 8 + 8))
        );
        const idP = b.ids[first];
        const moved = idP !== undefined && a.ids[first] !== idP && a.ids.includes(idP);
        parts.push(
          `${rowLabel(first, a.ids[first])} differs from ${p.file} in ${cols.join(', ')}${moved ? ' (rows are in a different order)' : ''}; ${differing} of ${n} rows differ`
        );
      }
      if (countsDiffer) parts.push(`${j.file} has ${a.cells.length} rows, ${p.file} has ${b.cells.length}`);
      const line = at < a.lines.length ? a.lines[at] : undefined;
      sink.add(FB.FB017, `${parts.join('; ')}.`, {
        file: j.file,
        line,
        gate: 'twins-equal',
        subject: `${j.file} row ${at}`
      });
    }
  }

  // shards (only when configured): one id list per download (twins counted once, JSONL preferred)
  const firstSeen = new Map<string, string>();
  if (so.shards) {
    for (const g of groups) {
      const m =
        g.find((x) => x.format === 'jsonl' && digests.get(x.file)!.ok) ??
        g.find((x) => digests.get(x.file)!.ok) ??
        g[0];
      const d = digests.get(m.file)!;
      const inFile = new Set<string>();
      d.ids.forEach((id, i) => {
        if (id === undefined || inFile.has(id)) return;
        inFile.add(id);
        const prev = firstSeen.get(id);
        if (prev !== undefined)
          sink.add(FB.FB016, `${rowLabel(i, id)}: the same matchId is in ${prev}, another shard of this export.`, {
            file: m.file,
            line: d.lines[i],
            gate: 'unique-ids-across-shards',
            subject: `${m.file} row ${i}`
          });
        else firstSeen.set(id, `${m.file} row ${i}`);
      });
    }
  }
  const findings = sink.finish();
  const anyUnreadable = [...digests.values()].some((d) => !d.ok);
  const gates: Gate[] = [];
  if (so.shards) {
    const shardGate = gateFromFindings(
      'unique-ids-across-shards',
      'matchId unique across shards',
      findings,
      `${firstSeen.size} distinct matchIds in ${groups.length} shard${groups.length === 1 ? '' : 's'}`
    );
    gates.push(
      anyUnreadable && shardGate.status === 'pass'
        ? { ...shardGate, status: 'undecided', detail: 'a member file could not be read completely' }
        : shardGate
    );
  } else {
    gates.push({
      id: 'unique-ids-across-shards',
      title: 'matchId unique across shards',
      status: 'skipped',
      detail: 'the files are independent downloads (not listed in shard-folders); a matchId may be in several'
    });
  }
  const tg = gateFromFindings(
    'twins-equal',
    'JSONL and Parquet twins equal',
    findings,
    `${pairs} pair${pairs === 1 ? '' : 's'} equal row for row`
  );
  if (pairs === 0)
    gates.push({
      id: 'twins-equal',
      title: 'JSONL and Parquet twins equal',
      status: 'skipped',
      detail: 'no JSONL file has a Parquet twin (same name, or the same download)'
    });
  else
    gates.push(
      twinUndecided && tg.status === 'pass'
        ? { ...tg, status: 'undecided', detail: 'a twin could not be read completely' }
        : tg
    );
  return {
    artifact,
    gates,
    findings,
    sections: [
      {
        kind: 'table',
        title: `FightBench export set ${path}`,
        columns: ['Download (files)', 'Formats', 'Rows'],
        rows: groups.map((g) => [
          g.map((m) => posix.basename(m.file)).join(' + '),
          g.map((m) => m.format).join(' + '),
          digests.get(g[0].file)!.cells.length
        ])
      }
    ],
    metrics: exportSetMetrics(
      groups.length,
      pairs,
      firstSeen.size,
      groups.reduce((n, g) => n + (digests.get(g[0].file)?.cells.length ?? 0), 0)
    ),
    facts: { downloads: groups.length, shards: so.shards, twinPairs: pairs, distinctMatchIds: firstSeen.size }
  };
}
