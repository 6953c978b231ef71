import type { Chart, ChartSeries, Section } from '../../core/model.js';
import type { CaseDecision } from './decide.js';
import { quantumMethodOf } from './decide.js';
import { LABEL_MEASURED, LABEL_REPORTED } from './reported-mitigation.js';
import type { Metric, RunRecords } from './types.js';

/** Most x values in one chart (the tables above keep every row). */
const MAX_POINTS = 60;
/** Most outcomes of the measured-counts chart (the most frequent ones). */
const MAX_OUTCOMES = 16;

function labels(ds: CaseDecision[]): string[] {
  const seen = new Map<string, number>();
  for (const d of ds) seen.set(d.name, (seen.get(d.name) ?? 0) + 1);
  return ds.map((d) => ((seen.get(d.name) ?? 0) > 1 ? `${d.name} (${d.target})` : d.name));
}

const round = (x: number, digits = 4) => +x.toFixed(digits);

/**
 * A per-case limit: one threshold line when every charted case has the same limit, else a second series with
 * each case's limit (null where the case sets none), so no line claims a limit a case does not have.
 */
function limit(
  values: (number | undefined)[],
  label: string
): { thresholds?: { label: string; value: number }[]; series?: { name: string; values: (number | null)[] } } {
  const set = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!set.length) return {};
  if (set.length === values.length && set.every((v) => v === set[0]))
    return { thresholds: [{ label: `${label} ${set[0]}`, value: set[0] }] };
  return {
    series: {
      name: `${label} (per case)`,
      values: values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null))
    }
  };
}

/** A bar chart of one value per case, with the workflow's `limits` on it (one line, or a series: see limit). */
function limitChart(
  ds: CaseDecision[],
  title: string,
  y: Chart['y'],
  series: ChartSeries[],
  limits: (number | undefined)[],
  limitLabel: string
): Section {
  const lim = limit(limits, limitLabel);
  return {
    kind: 'chart',
    title,
    chart: {
      type: 'bar',
      x: { label: 'Case', values: labels(ds) },
      y,
      series: [...series, ...(lim.series ? [lim.series] : [])],
      ...(lim.thresholds ? { thresholds: lim.thresholds } : {})
    }
  };
}

/**
 * The workflow's charts (HTML report; text and Markdown show them as tables): accuracy per case with the
 * metric's tolerance band, fidelity per noise-model case against `min_fidelity`, two-qubit gates against
 * `max_two_qubit_gates`, and one circuit's measured counts. `decisions[i]` is `records.cases[i]` decided.
 */
export function qsolveCharts(decisions: CaseDecision[], records: RunRecords | undefined, metric: Metric): Section[] {
  const out: Section[] = [];
  const acc = decisions.filter((d) => d.accuracy !== null).slice(0, MAX_POINTS);
  if (acc.length) {
    const low = acc.map((d) =>
      d.interval
        ? round((1 - d.interval[1]) * 100, 2)
        : d.plusMinus !== null
          ? round(((d.accuracy as number) - d.plusMinus) * 100, 2)
          : null
    );
    const high = acc.map((d) =>
      d.interval
        ? round((1 - d.interval[0]) * 100, 2)
        : d.plusMinus !== null
          ? round(((d.accuracy as number) + d.plusMinus) * 100, 2)
          : null
    );
    const hasBand = low.some((v) => v !== null);
    out.push({
      kind: 'chart',
      title: 'Accuracy per case',
      chart: {
        type: 'bar',
        x: { label: 'Case', values: labels(acc) },
        y: { label: 'Accuracy', unit: '%', min: 0, max: 100 },
        series: [
          {
            name: 'accuracy',
            values: acc.map((d) => round((d.accuracy as number) * 100, 2)),
            ...(hasBand ? { low, high } : {})
          }
        ],
        thresholds: [
          {
            label: `matches within tolerance (${metric.kind}, tolerance ${metric.tolerance})`,
            value: round((1 - metric.tolerance) * 100, 2)
          }
        ]
      },
      note: `A case matches the best classical answer at or above the line (1 − tolerance)${hasBand ? "; whiskers: the accuracy's ± or 95 % interval" : ''}.`
    });
  }
  const expectOf = (d: CaseDecision) => records?.cases[decisions.indexOf(d)]?.expect;
  const fid = decisions
    .filter((d) => d.target.startsWith('fake:') && (d.fidelity !== null || expectOf(d)?.min_fidelity !== undefined))
    .slice(0, MAX_POINTS);
  if (fid.length)
    out.push(
      limitChart(
        fid,
        'Fidelity per noise-model case',
        { label: 'Fidelity', min: 0, max: 1 },
        [
          {
            name: 'fidelity used by the gate',
            values: fid.map((d) => (d.fidelity === null ? null : round(d.fidelity)))
          },
          ...fidelitySources(fid)
        ],
        fid.map((d) => expectOf(d)?.min_fidelity),
        'min_fidelity'
      )
    );
  const twoq = decisions.filter((d) => d.maxTwoQubitGates !== null).slice(0, MAX_POINTS);
  if (twoq.length)
    out.push(
      limitChart(
        twoq,
        'Two-qubit gates per case (largest circuit)',
        { label: 'Two-qubit gates', min: 0 },
        [{ name: 'two-qubit gates', values: twoq.map((d) => d.maxTwoQubitGates) }],
        twoq.map((d) => expectOf(d)?.max_two_qubit_gates),
        'max_two_qubit_gates'
      )
    );
  const counts = countsChart(records);
  if (counts) out.push(counts);
  return out;
}

/** The measured counts of one circuit: the first noise-model case's, else the first case's that has counts. */
function countsChart(records: RunRecords | undefined): Section | undefined {
  if (!records) return undefined;
  const ordered = [
    ...records.cases.filter((c) => c.target.startsWith('fake:')),
    ...records.cases.filter((c) => !c.target.startsWith('fake:'))
  ];
  for (const c of ordered) {
    const m = quantumMethodOf(c);
    const i = m?.circuits.findIndex((k) => k.counts && Object.keys(k.counts).length > 0) ?? -1;
    if (!m || i < 0) continue;
    const circuit = m.circuits[i];
    const entries = Object.entries(circuit.counts as Record<string, number>).filter(
      ([, n]) => typeof n === 'number' && Number.isFinite(n) && n >= 0
    );
    const total = entries.reduce((s, [, n]) => s + n, 0);
    if (!total) continue;
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = entries.slice(0, MAX_OUTCOMES);
    return {
      kind: 'chart',
      title: `Measured counts: ${c.name} (${c.target}), circuit ${i + 1} of ${m.name}`,
      chart: {
        type: 'bar',
        x: { label: 'Outcome (clbit 0 rightmost)', values: top.map(([k]) => k) },
        y: { label: 'Share of shots', min: 0 },
        series: [{ name: 'measured', values: top.map(([, n]) => round(n / total)) }]
      },
      note: `${top.length} most frequent of ${entries.length} outcome(s), ${total} shots. The run records do not carry the ideal distribution, so it is not drawn${typeof circuit.fidelity === 'number' ? `; the noise engine scored this circuit's fidelity against it at ${circuit.fidelity.toFixed(4)}` : ''}.`
    };
  }
  return undefined;
}

/**
 * Beside the fidelity the gate used, the numbers behind it when a workflow reported one: reported by the workflow,
 * measured by benchgate (readout-mitigated and raw). Only series with a value.
 */
function fidelitySources(fid: CaseDecision[]): { name: string; values: (number | null)[] }[] {
  if (!fid.some((d) => d.mitigation?.fidelity.reported !== null && d.mitigation?.fidelity.reported !== undefined))
    return [];
  const pick = (f: (d: CaseDecision) => number | null | undefined) =>
    fid.map((d) => {
      const v = f(d);
      return typeof v === 'number' && Number.isFinite(v) ? round(v) : null;
    });
  const series = [
    { name: LABEL_REPORTED, values: pick((d) => d.mitigation?.fidelity.reported) },
    { name: `${LABEL_MEASURED} (readout-mitigated)`, values: pick((d) => d.mitigation?.fidelity.measured) },
    { name: `${LABEL_MEASURED} (raw)`, values: pick((d) => d.mitigation?.fidelity.raw) }
  ];
  return series.filter((s) => s.values.some((v) => v !== null));
}
