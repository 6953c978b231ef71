/**
 * Headline numbers of a FightBench export file and export set (the result model's `metrics`): rows, rows per
 * pool (counted separately, never merged), matches and the rows and matches with failures. The summary's headline
 * of an export: rows and the four pools' counts on one line (`Metric.headline`); an export set marks none, so the
 * summary shows its artifact-wide metrics. Pure.
 */
import type { Metric } from '../../core/model.js';

export interface ExportCounts {
  rows: number;
  pools: Record<string, number>;
  distinctMatchIds: number;
  rowsWithFailures: number;
  matchesWithFailures: number;
}

/** The pools in the order the headline lists them. */
const HEADLINE_POOLS = ['official', 'live', 'private', 'invalid'];

export function exportMetrics(c: ExportCounts): Metric[] {
  const out: Metric[] = [{ id: 'rows', label: 'Rows', value: c.rows, headline: { label: 'rows' } }];
  const pools = HEADLINE_POOLS.filter((k) => Number.isFinite(c.pools[k])).map((k) => `${k} ${c.pools[k]}`);
  for (const [i, pool] of Object.keys(c.pools).sort().entries())
    out.push({
      id: `pool/${pool}/rows`,
      label: `Rows in the ${pool} pool`,
      value: c.pools[pool],
      ...(pool === 'invalid' ? { better: 'lower' as const } : {}),
      // The pools' line rides on the first pool metric.
      ...(i === 0 && pools.length ? { headline: { label: 'pools', text: pools.join(', ') } } : {})
    });
  out.push({ id: 'matches', label: 'Distinct matches', value: c.distinctMatchIds });
  out.push({ id: 'rows_with_failures', label: 'Rows with failures', value: c.rowsWithFailures, better: 'lower' });
  out.push({
    id: 'matches_with_failures',
    label: 'Matches with failures',
    value: c.matchesWithFailures,
    better: 'lower'
  });
  return out;
}

export function exportSetMetrics(shards: number, twinPairs: number, distinctMatchIds: number, rows: number): Metric[] {
  return [
    { id: 'rows', label: 'Rows (all downloads)', value: rows },
    { id: 'shards', label: 'Downloads (twins and configured shards count once)', value: shards },
    { id: 'twin_pairs', label: 'JSONL/Parquet twin pairs', value: twinPairs },
    { id: 'matches', label: 'Distinct matches', value: distinctMatchIds }
  ];
}
