import type { SuiteResult } from '../core/model.js';
import { buildReport } from './build.js';
import { renderText } from './text.js';
import type { CommandIO } from '../core/command.js';
import { EXIT } from '../core/command.js';

/**
 * Prints suite results the way every generic CLI command does (`--format text|json`) and returns the exit code:
 * 0 when every gate passes and no error finding exists, 1 otherwise. `root` (default the current directory) is the
 * folder the results' paths are relative to; the text shows them relative to the current directory.
 */
export function printSuiteResults(
  results: SuiteResult[],
  io: CommandIO,
  format: 'text' | 'json',
  opts: { failOn?: 'error' | 'warning' | 'never'; root?: string; verbosity?: 'quiet' | 'normal' } = {}
): number {
  const report = buildReport(results, [], {
    root: opts.root ?? io.cwd,
    failOn: opts.failOn ?? 'error',
    suites: results.map((r) => r.suite)
  });
  if (format === 'json') io.stdout(JSON.stringify(report, null, 2) + '\n');
  else io.stdout(renderText(report, { color: io.color, cwd: io.cwd, verbosity: opts.verbosity ?? 'normal' }));
  return report.verdict === 'pass' ? EXIT.pass : EXIT.fail;
}
