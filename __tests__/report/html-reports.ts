import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding, Report, SuiteResult } from '../../src/core/model.js';
import { lookupCode } from '../../src/code-registry.js';
import { buildReport } from '../../src/report/build.js';
import { renderHtml } from '../../src/report/html.js';
import { loadChartJs } from '../../src/report/html-vendor.js';
import { FIXTURES } from '../helpers/paths.js';

/** The attack named in the task: a finding message (and chart labels) that try to leave the script block. */
export const ATTACK = '</script><script>alert(1)</script>';

/** The examples' report (`benchgate check examples --report-json`, root made relative), committed as a fixture. */
export function examplesReport(): Report {
  return JSON.parse(readFileSync(join(FIXTURES, 'html', 'examples-report.json'), 'utf8')) as Report;
}

export function html(report: Report): string {
  return renderHtml(report, { lookup: lookupCode, chartJs: loadChartJs() });
}

const F = (code: string, severity: Finding['severity'], message: string, line?: number): Finding => ({
  code,
  severity,
  message,
  file: 'r/data.jsonl',
  ...(line ? { line, column: 3 } : {})
});

/** A failing report with findings in two suites and three severities, hostile strings everywhere. */
export function hostileReport(): Report {
  const a: SuiteResult = {
    suite: 'pqid',
    title: 'PQID <b>bold</b>',
    findings: [],
    artifacts: [
      {
        artifact: { path: `r/${ATTACK}.jsonl`, kind: 'pqid-evaluations' },
        gates: [
          { id: 'records-valid', title: 'Records valid', status: 'fail', detail: ATTACK },
          { id: 'invariants', title: 'Invariants', status: 'undecided', detail: '" onmouseover="alert(2)' }
        ],
        findings: [
          F('PQ012', 'error', ATTACK, 4),
          F('PQ014', 'warning', 'second <img src=x onerror=alert(3)>', 9),
          F('PQ045', 'notice', 'third \u202e reversed \x1b[31m')
        ],
        sections: [
          {
            kind: 'chart',
            title: `Rates ${ATTACK}`,
            chart: {
              type: 'bar',
              x: { label: 'Model', values: [ATTACK, 'm2', '<!--'] },
              y: { label: 'Rate', unit: '%', min: 0, max: 100 },
              series: [
                { name: ATTACK, values: [10, 20, null], low: [5, 15, null], high: [15, 25, null] },
                { name: 'b', values: [30, 40, 50] }
              ],
              thresholds: [{ label: `min ${ATTACK}`, value: 25 }]
            },
            note: ATTACK
          },
          {
            kind: 'chart',
            title: 'Scatter',
            chart: {
              type: 'scatter',
              x: { label: 'n', values: [1, 2, 4] },
              y: { label: 'v' },
              series: [{ name: 's', values: [1, 4, 16] }],
              thresholds: [{ label: 't', value: 3 }]
            }
          },
          {
            kind: 'chart',
            title: 'Line',
            chart: {
              type: 'line',
              x: { label: 'k', values: ['a', 'b'] },
              y: { label: 'v' },
              series: [{ name: 'l', values: [1, null] }]
            }
          }
        ]
      }
    ]
  };
  const b: SuiteResult = {
    suite: 'fightbench',
    title: 'FightBench',
    findings: [F('FB040', 'notice', 'not replayed')],
    artifacts: [
      {
        artifact: { path: 'fb/matches.jsonl', kind: 'fightbench-export-jsonl' },
        gates: [{ id: 'readable', title: 'Readable', status: 'pass' }],
        findings: [F('FB002', 'error', 'unreadable', 1), F('FB051', 'warning', 'private pool', 2)]
      }
    ]
  };
  return buildReport([a, b], [{ code: 'BG001', severity: 'warning', message: 'run-level' }], {
    root: '.',
    failOn: 'error',
    suites: ['pqid', 'fightbench']
  });
}
