import type { ArtifactResult, Finding, SuiteResult } from '../core/model.js';
import type { Suite } from './types.js';

/**
 * A suite's result as every report shows it: its id, title and naming rules (`Suite.naming`), then its artifacts and
 * findings. The run and the families' own commands build their results with it, so a command's output names the
 * artifacts as `benchgate check` does.
 */
export function suiteResultOf(
  suite: Pick<Suite, 'id' | 'title' | 'naming'>,
  artifacts: ArtifactResult[] = [],
  findings: Finding[] = []
): SuiteResult {
  return {
    suite: suite.id,
    title: suite.title,
    ...(suite.naming ? { naming: suite.naming } : {}),
    artifacts,
    findings
  };
}
