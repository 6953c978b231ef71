import type { Section } from '../../core/model.js';
import { type CellStore, countCells, type Summary } from './records.js';

/** Most models in one chart (the per-model table keeps up to 60). */
const MAX_MODELS = 30;
const Z95 = 1.959963984540054;

/** 95 % Wilson score interval of k successes in n trials, as [low, high] in 0..1 (pure). */
export function wilsonInterval(k: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => +(100 * x).toFixed(2);

/**
 * PQID charts (HTML report; text and Markdown show them as tables): per-model endpoint rates with 95 % Wilson
 * intervals, and, when a frozen release was compared, each rate's delta in percentage points.
 */
export function pqidCharts(store: CellStore, compared?: { candidate: Summary; frozen: Summary }): Section[] {
  const out: Section[] = [];
  const models = store.models.slice(0, MAX_MODELS);
  if (models.length) {
    const counts = models.map((_, mi) => countCells(store, (c) => store.modelOf[c] === mi));
    const endpoints: { name: string; k: (c: (typeof counts)[number]) => number | null }[] = [
      { name: 'execution', k: (c) => c.execution },
      { name: 'assembly', k: (c) => c.assembly },
      { name: 'signature', k: (c) => c.signature }
    ];
    const series = endpoints
      .filter((e) => counts.some((c) => e.k(c) !== null))
      .map((e) => {
        const iv = counts.map((c) => {
          const k = e.k(c);
          return k === null ? null : wilsonInterval(k, c.cells);
        });
        return {
          name: `${e.name} rate`,
          values: counts.map((c) => {
            const k = e.k(c);
            return k === null || c.cells === 0 ? null : pct(k / c.cells);
          }),
          low: iv.map((i) => (i ? pct(i[0]) : null)),
          high: iv.map((i) => (i ? pct(i[1]) : null))
        };
      });
    out.push({
      kind: 'chart',
      title: 'Per-model endpoint rates with 95 % Wilson intervals',
      chart: {
        type: 'bar',
        x: { label: 'Model', values: models },
        y: { label: 'Rate', unit: '%', min: 0, max: 100 },
        series
      },
      note: `Rates over each model's cells; whiskers: 95 % Wilson score interval.${store.models.length > MAX_MODELS ? ` First ${MAX_MODELS} of ${store.models.length} models.` : ''}`
    });
  }
  if (compared) {
    const { candidate: c, frozen: f } = compared;
    const ratio = (n: number | null, d: number) => (n === null || d === 0 ? null : n / d);
    const rates: [string, number | null, number | null][] = [
      ['execution', c.execution_rate, f.execution_rate],
      ['assembly', c.assembly_rate, f.assembly_rate],
      ['signature', c.signature_rate, f.signature_rate],
      ['ordered', ratio(c.ordered_count, c.cells), ratio(f.ordered_count, f.cells)],
      ['parameter', ratio(c.parameter_count, c.cells), ratio(f.parameter_count, f.cells)],
      ['ES-gap', c.es_gap_rate, f.es_gap_rate],
      ['AS-gap', c.as_gap_rate, f.as_gap_rate]
    ];
    out.push({
      kind: 'chart',
      title: 'Candidate vs frozen release: rate deltas',
      chart: {
        type: 'bar',
        x: { label: 'Rate', values: rates.map((r) => r[0]) },
        y: { label: 'Candidate − frozen', unit: 'pp' },
        series: [
          {
            name: 'delta',
            values: rates.map(([, a, b]) => (a === null || b === null ? null : +(100 * (a - b)).toFixed(2)))
          }
        ],
        thresholds: [{ label: 'no change', value: 0 }]
      },
      note: 'Positive: the candidate is higher. For execution, assembly, signature, ordered and parameter, higher is better; for the gaps, lower is.'
    });
  }
  return out;
}
