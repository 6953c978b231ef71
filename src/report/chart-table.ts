import type { Section } from '../core/model.js';

type ChartSection = Extract<Section, { kind: 'chart' }>;
type TableSection = Extract<Section, { kind: 'table' }>;

/**
 * A chart section as a plain table (one row per x, one column per series, intervals as "low–high"):
 * what the text and Markdown channels show when they do not draw the chart.
 */
export function chartAsTable(sec: ChartSection): TableSection {
  const { chart } = sec;
  const columns = [chart.x.label];
  for (const s of chart.series) {
    columns.push(s.name);
    if (s.low || s.high) columns.push(`${s.name} interval`);
  }
  const rows = chart.x.values.map((x, i) => {
    const row: (string | number | null)[] = [x];
    for (const s of chart.series) {
      row.push(s.values[i] ?? null);
      if (s.low || s.high) {
        const lo = s.low?.[i];
        const hi = s.high?.[i];
        row.push(lo == null && hi == null ? null : `${lo ?? '—'}–${hi ?? '—'}`);
      }
    }
    return row;
  });
  const limits = (chart.thresholds ?? []).map((t) => `${t.label} = ${t.value}`).join('; ');
  const note = [sec.note, limits].filter((s): s is string => !!s).join(' ');
  return { kind: 'table', title: sec.title, columns, rows, ...(note ? { note } : {}) };
}
