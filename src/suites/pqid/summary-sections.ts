/**
 * Report sections of a pqid summary: the summary table (counts, denominators and rates of the endpoints and gaps) and
 * the per-model endpoint table, with the percentage and gate-metric rate helpers the evaluation check shares.
 */
import type { Section } from '../../core/model.js';
import type { GateMetric } from './options.js';
import { pyThousands } from '../../python/index.js';
import { type CellStore, countCells, type Summary } from './records.js';

export const pct = (r: number | null): string => (r === null ? 'N/A' : `${(100 * r).toFixed(2)}%`);

export function rateOf(s: Summary, m: GateMetric): number | null {
  if (m === 'ordered_rate') return s.ordered_count === null ? null : s.ordered_count / s.cells;
  if (m === 'parameter_rate') return s.parameter_count === null ? null : s.parameter_count / s.cells;
  return s[m];
}

/** Per-model table and chart sections. */
export function modelSections(store: CellStore, maxModels = 60): Section[] {
  const rows: (string | number | null)[][] = [];
  const byModel = store.models.slice(0, maxModels).map((_, mi) => countCells(store, (c) => store.modelOf[c] === mi));
  byModel.forEach((c, mi) => {
    const r = (n: number | null): string => (n === null ? 'N/A' : `${pyThousands(n)} (${pct(n / c.cells)})`);
    const es = c.execution - c.signature;
    const as = c.assembly === null ? null : c.assembly - c.signature;
    rows.push([
      store.models[mi],
      c.cells,
      r(c.execution),
      r(c.assembly),
      r(c.signature),
      r(c.ordered),
      r(c.parameter),
      r(es),
      as === null ? 'N/A' : `${as} (${pct(as / c.cells)})`
    ]);
  });
  const sections: Section[] = [
    {
      kind: 'table',
      title: 'Per-model endpoints',
      columns: ['Model', 'Cells', 'Execution', 'Assembly', 'Signature', 'Ordered', 'Parameter', 'ES-Gap', 'AS-Gap'],
      rows,
      note:
        store.models.length > maxModels
          ? `First ${maxModels} of ${store.models.length} models.`
          : "Counts with rates over each model's cells; N/A = layer not supplied."
    }
  ];
  // The rates as a chart (with Wilson intervals) come from charts.ts (pqidCharts), drawn by the HTML report.
  return sections;
}

export function summarySection(s: Summary, title: string): Section {
  const row = (label: string, n: number | null, d: number | null): (string | number | null)[] => [
    label,
    n,
    d,
    n === null || d === null || d === 0 ? 'N/A' : pct(n / d)
  ];
  return {
    kind: 'table',
    title,
    columns: ['Metric', 'Count', 'Denominator', 'Rate'],
    rows: [
      row('Execution', s.execution_count, s.cells),
      row('Quantum-assembly admissibility', s.assembly_count, s.assembly_count === null ? null : s.cells),
      row('Reference-signature match', s.signature_count, s.cells),
      row('Ordered operation-and-operand tape', s.ordered_count, s.ordered_count === null ? null : s.cells),
      row('Parameter-aware ordered tape', s.parameter_count, s.parameter_count === null ? null : s.cells),
      row('ES-Gap', s.es_gap_count, s.cells),
      row('AS-Gap', s.as_gap_count, s.as_gap_count === null ? null : s.cells),
      row('ERSD', s.es_gap_count, s.execution_count)
    ]
  };
}
