/**
 * Headline numbers of a PQID-Bench evaluations file (the result model's `metrics`): the summary's endpoint rates
 * (execution, assembly, signature, the gaps) over all cells, and per model its execution, assembly and signature
 * rates, computed as the reference summary computes them (rate = count / cells; assembly only when every cell of
 * the model carries the layer). Ids are stable across runs (`model/<name>/signature_rate`). The summary's headline:
 * records, and the execution, signature and ES-Gap rates (`Metric.headline`). Pure.
 */
import type { Metric } from '../../core/model.js';
import { CellFlag, type CellStore, type Summary } from './records.js';

/** At most this many models get per-model metrics (the per-model table shows as many). */
const MAX_MODEL_METRICS = 60;

const OVERALL: [keyof Summary, string, 'higher' | 'lower', string?][] = [
  ['execution_rate', 'Execution rate', 'higher', 'execution'],
  ['assembly_rate', 'Assembly rate', 'higher'],
  ['signature_rate', 'Signature rate', 'higher', 'signature'],
  ['es_gap_rate', 'Execution–signature gap rate', 'lower', 'ES-Gap'],
  ['as_gap_rate', 'Assembly–signature gap rate', 'lower'],
  ['structural_hallucination_rate', 'Structural hallucination rate', 'lower']
];

/** The records read from an evaluations file (a headline number even when the file cannot be summarized). */
export function recordsMetric(records: number): Metric {
  return { id: 'records', label: 'Records', value: records, headline: { label: 'records' } };
}

const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

export function pqidMetrics(summary: Summary, store: CellStore | undefined): Metric[] {
  const out: Metric[] = [{ id: 'cells', label: 'Cells (model × prompt)', value: summary.cells }];
  for (const [k, label, better, short] of OVERALL) {
    const value = num(summary[k]);
    out.push({
      id: k,
      label,
      value,
      unit: 'ratio',
      better,
      ...(short && value !== null ? { headline: { label: short } } : {})
    });
  }
  if (!store) return out;
  // One pass over the cells: per model, cells and the execution / assembly / signature counts.
  const m = Math.min(store.models.length, MAX_MODEL_METRICS);
  const cells = new Float64Array(m);
  const e = new Float64Array(m);
  const s = new Float64Array(m);
  const a = new Float64Array(m);
  const aPresent = new Float64Array(m);
  for (let i = 0; i < store.length; i++) {
    const mi = store.modelOf[i];
    if (mi >= m) continue;
    const x = store.flags[i];
    cells[mi]++;
    if (x & CellFlag.EXECUTION) e[mi]++;
    if (x & CellFlag.SIGNATURE) s[mi]++;
    if (x & CellFlag.ASSEMBLY_PRESENT) {
      aPresent[mi]++;
      if (x & CellFlag.ASSEMBLY) a[mi]++;
    }
  }
  for (let mi = 0; mi < m; mi++) {
    const n = cells[mi];
    if (n === 0) continue;
    const name = store.models[mi];
    out.push({
      id: `model/${name}/execution_rate`,
      label: `${name}: execution rate`,
      value: e[mi] / n,
      unit: 'ratio',
      better: 'higher'
    });
    out.push({
      id: `model/${name}/assembly_rate`,
      label: `${name}: assembly rate`,
      value: aPresent[mi] === n ? a[mi] / n : null,
      unit: 'ratio',
      better: 'higher'
    });
    out.push({
      id: `model/${name}/signature_rate`,
      label: `${name}: signature rate`,
      value: s[mi] / n,
      unit: 'ratio',
      better: 'higher'
    });
  }
  return out;
}
