/**
 * One run as a stored history entry (docs/history.md): per artifact its gates' statuses and its metrics, with the
 * run's commit, time, CI run, benchgate version and configuration hash. Pure.
 */
import { HISTORY_SCHEMA, type HistoryArtifact, type HistoryEntry, type HistoryMetric } from '../core/history-model.js';
import type { Report } from '../core/model.js';

/** The commit of a run whose commit is not known (a local run outside a git checkout without `--commit`). */
export const UNKNOWN_COMMIT = '0'.repeat(40);

/** Bounds of one entry, the same `read.ts` checks before validation (schemas/history.schema.json). */
export const ENTRY_LIMITS = { artifacts: 1000, gates: 1000, metrics: 1000, lineBytes: 4 * 1024 * 1024 } as const;

export interface EntryMeta {
  /** The commit checked (40 or 64 hex digits); anything else is stored as UNKNOWN_COMMIT. */
  commit: string;
  /** ISO time; default the report's `startedAt`, else now. */
  time?: string;
  /** The CI run, `<run id>/<attempt>`. */
  run?: string;
  /** The branch or ref (`refs/heads/main`). */
  ref?: string;
}

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const RUN = /^[A-Za-z0-9._-]{1,100}(?:\/[0-9]{1,6})?$/;

/**
 * The entry for a report. Artifacts in report order (suites, then paths), at most 1,000, each with at most 1,000
 * gates and metrics; when the entry would still be over the 4 MiB line bound (long labels), labels are dropped, then
 * metrics without a direction, so an entry benchgate writes is always one it reads back.
 */
export function historyEntry(report: Report, meta: EntryMeta): HistoryEntry {
  const commit = COMMIT.test(meta.commit.toLowerCase()) ? meta.commit.toLowerCase() : UNKNOWN_COMMIT;
  const artifacts: HistoryArtifact[] = [];
  for (const s of report.suites)
    for (const a of s.artifacts) {
      if (artifacts.length >= ENTRY_LIMITS.artifacts) break;
      artifacts.push({
        suite: s.suite,
        path: a.artifact.path,
        gates: a.gates.slice(0, ENTRY_LIMITS.gates).map((g) => ({ id: g.id, status: g.status })),
        metrics: (a.metrics ?? []).slice(0, ENTRY_LIMITS.metrics).map((m) => {
          const h: HistoryMetric = { id: m.id, label: m.label, value: Number.isFinite(m.value) ? m.value : null };
          if (m.unit !== undefined) h.unit = m.unit;
          if (m.better !== undefined) h.better = m.better;
          return h;
        })
      });
    }
  const entry: HistoryEntry = {
    schema: HISTORY_SCHEMA,
    commit,
    time: meta.time ?? report.startedAt ?? new Date().toISOString(),
    ...(meta.run !== undefined && RUN.test(meta.run) ? { run: meta.run } : {}),
    ...(meta.ref !== undefined && meta.ref.length > 0 ? { ref: meta.ref.slice(0, 256) } : {}),
    version: report.tool.version,
    configHash: report.config.configHash,
    verdict: report.verdict,
    artifacts
  };
  if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes) return entry;
  for (const a of artifacts) for (const m of a.metrics) delete m.label;
  if (Buffer.byteLength(JSON.stringify(entry)) <= ENTRY_LIMITS.lineBytes) return entry;
  for (const a of artifacts) a.metrics = a.metrics.filter((m) => m.better !== undefined);
  while (Buffer.byteLength(JSON.stringify(entry)) > ENTRY_LIMITS.lineBytes && artifacts.length > 1)
    artifacts.length = Math.floor(artifacts.length / 2);
  return entry;
}
