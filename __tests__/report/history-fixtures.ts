/**
 * Synthetic track records for the drawing tests (HTML History section, summary and comment, `history render`):
 * built here, never by history-core's judge, so the rendering is tested on exactly the numbers written below.
 */
import type { HistoryEntry, HistoryJudgement, HistoryPoint, HistorySeries } from '../../src/core/history-model.js';
import { HISTORY_SCHEMA } from '../../src/core/history-model.js';
import type { Report } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { ATTACK } from './html-reports.js';

/** Commit n as 40 hex digits (`c1` → `c1c1c1…`), so the short SHA is predictable. */
export const sha = (n: number): string => n.toString(16).padStart(2, '0').repeat(20);
const time = (n: number) => `2026-12-0${1 + (n % 9)}T10:00:00Z`;

export function pts(values: (number | null)[], apart: number[] = []): HistoryPoint[] {
  return values.map((value, i) => ({
    commit: sha(i + 1),
    time: time(i),
    value,
    ...(i === values.length - 1 ? { current: true } : {}),
    ...(apart.includes(i) ? { apart: true } : {})
  }));
}

/** The Done-when case of #35: the signature rate falls from 61 % to 39 % after two runs at 61 %. */
export function signatureAlert(path = 'examples/pqid/evaluations.jsonl'): HistorySeries {
  return {
    suite: 'pqid',
    path,
    metric: 'signature_rate',
    label: 'Signature rate',
    unit: 'ratio',
    better: 'higher',
    points: pts([0.61, 0.61, 0.39]),
    status: 'alert',
    sample: 2,
    percentage: { previous: 0.61, ratio: 0.61 / 0.39, threshold: 2, limit: 0.305, alert: false },
    zScore: { mean: 0.61, stddev: 0, z: null, threshold: 2.326, limit: 0.61, alert: true }
  };
}

function ok(
  suite: string,
  path: string,
  metric: string,
  values: (number | null)[],
  extra: Partial<HistorySeries> = {}
): HistorySeries {
  const previous =
    values
      .slice(0, -1)
      .filter((v) => v !== null)
      .at(-1) ?? 0;
  const better = extra.better ?? 'lower';
  return {
    suite,
    path,
    metric,
    label: metric,
    better,
    points: pts(values),
    status: 'ok',
    sample: values.length - 1,
    percentage: {
      previous,
      ratio: 1,
      threshold: 2,
      limit: better === 'higher' ? previous / 2 : previous * 2,
      alert: false
    },
    ...extra
  };
}

/** A Qsolve workflow's per-case series (grouped by `case/<name>`), one run apart, plus the PQID alert. */
export function judgement(): HistoryJudgement {
  const series: HistorySeries[] = [
    ok('qsolve', 'workflows/max-cut', 'headline_accuracy', [0.97, 0.98, 0.98], { better: 'higher', unit: 'ratio' }),
    ok('qsolve', 'workflows/max-cut', 'case/maxcut-4/gap', [0.01, 0.5, 0.02, 0.01], {
      points: pts([0.01, 0.5, 0.02, 0.01], [1])
    }),
    ok('qsolve', 'workflows/max-cut', 'case/maxcut-4/fidelity', [0.9, 0.91, 0.92], { better: 'higher' }),
    ok('qsolve', 'workflows/max-cut', 'case/maxcut-6/gap', [0.03, null, 0.03]),
    {
      suite: 'qsolve',
      path: 'workflows/max-cut',
      metric: 'cases_on_sim',
      label: 'Cases on sim- targets',
      points: pts([4, 4, 5]),
      status: 'no-direction',
      sample: 2
    },
    signatureAlert()
  ];
  return { source: 'file .bench/history', entries: 3, apart: 1, window: 30, series, alerts: 1 };
}

/** A report (one passing PQID artifact) carrying `history`. */
export function reportWith(history: HistoryJudgement): Report {
  const r = buildReport(
    [
      {
        suite: 'pqid',
        title: 'PQID-Bench',
        findings: [],
        artifacts: [
          {
            artifact: { path: 'examples/pqid/evaluations.jsonl', kind: 'pqid-evaluations' },
            gates: [{ id: 'records-valid', title: 'Records valid', status: 'pass' }],
            findings: []
          }
        ]
      }
    ],
    [],
    { root: '.', failOn: 'error', suites: ['pqid'] }
  );
  return { ...r, history };
}

/** Hostile strings in every field a chart or table shows. */
export function hostileJudgement(): HistoryJudgement {
  const s = signatureAlert(`r/${ATTACK}.jsonl`);
  return {
    source: `file ${ATTACK}`,
    entries: 3,
    apart: 0,
    window: 30,
    alerts: 1,
    series: [
      {
        ...s,
        metric: `case/${ATTACK}/gap`,
        label: ATTACK,
        points: s.points.map((p, i) => ({ ...p, commit: i === 0 ? ATTACK : p.commit, time: `<b>${i}</b>` }))
      }
    ]
  };
}

/** `n` ok series and, last in the input, `alerts` alerting ones: the cap must keep the alerts. */
export function manySeries(n: number, alerts: number): HistoryJudgement {
  const series: HistorySeries[] = [];
  for (let i = 0; i < n; i++) series.push(ok('pqid', 'big.jsonl', `model/m${i}/execution_rate`, [0.5, 0.5, 0.5]));
  for (let i = 0; i < alerts; i++) series.push(signatureAlert(`alert-${i}.jsonl`));
  return { source: 'file h', entries: 3, apart: 0, window: 30, series, alerts };
}

/** Stored runs for `history render`: three runs of one PQID artifact (the #35 fall from 61 % to 39 %), the third of another configuration. */
export function entries(): HistoryEntry[] {
  const e = (n: number, rate: number, configHash = 'a'.repeat(64)): HistoryEntry => ({
    schema: HISTORY_SCHEMA,
    commit: sha(n),
    time: time(n),
    run: `${100 + n}/1`,
    version: '1.4.0',
    configHash,
    verdict: 'pass',
    artifacts: [
      {
        suite: 'pqid',
        path: 'examples/pqid/evaluations.jsonl',
        gates: [{ id: 'records-valid', status: 'pass' }],
        metrics: [
          { id: 'signature_rate', label: 'Signature rate', value: rate, unit: 'ratio', better: 'higher' },
          { id: 'model/m1/execution_rate', label: 'm1: execution rate', value: 0.5, unit: 'ratio', better: 'higher' }
        ]
      }
    ]
  });
  return [e(1, 0.61), e(2, 0.61), e(3, 0.39, 'b'.repeat(64))];
}
