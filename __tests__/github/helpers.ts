import type { Finding, Report, SuiteResult } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';

/** A report with `n` located error findings on one failing gate, plus one run-level finding without a file. */
export function reportWithFindings(n: number, opts: { verdictPass?: boolean } = {}): Report {
  const findings: Finding[] = [];
  for (let i = 0; i < n; i++) findings.push({ code: 'AM003', severity: opts.verdictPass ? 'notice' : 'error', message: `row ${i + 1} is wrong`, file: 'rel/ARTIFACT_MANIFEST.tsv', line: i + 2, column: 1, gate: 'integrity' });
  const suite: SuiteResult = {
    suite: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    artifacts: [{ artifact: { path: 'rel/ARTIFACT_MANIFEST.tsv', kind: 'artifact-manifest' }, gates: [{ id: 'integrity', title: 'integrity', status: opts.verdictPass ? 'pass' : 'fail', detail: 'sizes and hashes' }], findings }],
    findings: []
  };
  return buildReport([suite], [{ code: 'BG006', severity: 'notice', message: 'a symlink was skipped' }], { root: '/repo', failOn: 'error', suites: ['artifact-manifest'] });
}
