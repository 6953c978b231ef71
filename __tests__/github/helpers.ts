import type { Finding, Report, SuiteResult } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';

/**
 * A report with `n` located error findings on failing gates, plus one run-level finding without a file. A report
 * keeps at most 1,000 findings per artifact (BG033), so they are spread over artifacts of 1,000 each
 * (`rel/`, `rel2/`, …): every one of them reaches the annotation channels.
 */
export function reportWithFindings(n: number, opts: { verdictPass?: boolean } = {}): Report {
  const artifacts: SuiteResult['artifacts'] = [];
  for (let k = 0; k === 0 || k * 1000 < n; k++) {
    const path = `rel${k === 0 ? '' : k + 1}/ARTIFACT_MANIFEST.tsv`;
    const findings: Finding[] = [];
    for (let i = k * 1000; i < Math.min(n, (k + 1) * 1000); i++)
      findings.push({
        code: 'AM003',
        severity: opts.verdictPass ? 'notice' : 'error',
        message: `row ${i + 1} is wrong`,
        file: path,
        line: i + 2,
        column: 1,
        gate: 'integrity'
      });
    artifacts.push({
      artifact: { path, kind: 'artifact-manifest' },
      gates: [
        { id: 'integrity', title: 'integrity', status: opts.verdictPass ? 'pass' : 'fail', detail: 'sizes and hashes' }
      ],
      findings
    });
  }
  const suite: SuiteResult = {
    suite: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    naming: [{ kind: 'artifact-manifest', label: 'Release inventory', part: 'folder' }],
    artifacts,
    findings: []
  };
  return buildReport([suite], [{ code: 'BG006', severity: 'notice', message: 'a symlink was skipped' }], {
    root: '/repo',
    failOn: 'error',
    suites: ['artifact-manifest']
  });
}
