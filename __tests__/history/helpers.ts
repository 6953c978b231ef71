import { HISTORY_SCHEMA, type HistoryEntry } from '../../src/core/history-model.js';
import type { Metric, Report } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';

/** A report with one artifact (`suite`/`path`) holding `metrics`, built by the real report builder. */
export function reportWith(metrics: Metric[], opts: { path?: string; suite?: string; config?: unknown } = {}): Report {
  const suite = opts.suite ?? 'pqid';
  return buildReport(
    [
      {
        suite,
        title: suite,
        artifacts: [
          {
            artifact: { path: opts.path ?? 'evaluations.jsonl', kind: 'k' },
            gates: [{ id: 'records-valid', title: 'Records', status: 'pass' }],
            findings: [],
            metrics
          }
        ],
        findings: []
      }
    ],
    [],
    {
      root: '.',
      failOn: 'error',
      suites: [suite],
      configInput: opts.config ?? {},
      startedAt: '2026-12-06T09:00:00.000Z'
    }
  );
}

/** A commit SHA from a number (hex digits of n, padded). */
export const sha = (n: number) => n.toString(16).padStart(40, '0');

/** A stored entry with one artifact whose metrics are `values` (id → value), as the report `like` would store it. */
export function entryWith(
  like: Report,
  n: number,
  values: Record<string, number | null>,
  over: Partial<HistoryEntry> = {},
  better: Record<string, 'higher' | 'lower'> = {}
): HistoryEntry {
  return {
    schema: HISTORY_SCHEMA,
    commit: sha(n),
    time: `2026-12-0${1 + (n % 5)}T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
    version: like.tool.version,
    configHash: like.config.configHash,
    verdict: 'pass',
    artifacts: [
      {
        suite: 'pqid',
        path: 'evaluations.jsonl',
        gates: [{ id: 'records-valid', status: 'pass' }],
        metrics: Object.entries(values).map(([id, value]) => ({
          id,
          value,
          ...(better[id] ? { better: better[id] } : {})
        }))
      }
    ],
    ...over
  };
}
