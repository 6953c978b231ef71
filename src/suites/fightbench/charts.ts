import type { ArtifactResult, Section } from '../../core/model.js';

const POOLS = ['official', 'live', 'private', 'invalid'] as const;

/**
 * One FightBench export file as a chart (HTML report; text and Markdown show it as a table): rows per pool
 * (pools are never merged), with the matches that have failures and the replay status in the note.
 * Pure: reads only the result's facts; nothing for an export set or a suite file.
 */
export function fightbenchCharts(result: ArtifactResult): Section[] {
  const f = result.facts ?? {};
  const pools = f.pools;
  if (!pools || typeof pools !== 'object') return [];
  const p = pools as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const replay = f.replay;
  const replayText =
    typeof replay === 'string'
      ? replay
      : replay && typeof replay === 'object'
        ? Object.entries(replay as Record<string, unknown>)
            .map(([k, v]) => `${k} ${String(v)}`)
            .join(', ')
        : 'not recorded';
  return [
    {
      kind: 'chart',
      title: `Rows per pool: ${result.artifact.path}`,
      chart: {
        type: 'bar',
        x: { label: 'Pool', values: [...POOLS] },
        y: { label: 'Rows', min: 0 },
        series: [{ name: 'rows', values: POOLS.map((k) => num(p[k])) }]
      },
      note: `${num(f.rows) ?? '?'} row(s); ${num(f.matchesWithFailures) ?? '?'} match(es) with failures (${num(f.rowsWithFailures) ?? '?'} row(s)); replay: ${replayText}.`
    }
  ];
}
