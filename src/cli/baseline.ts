/** The `--baseline` and `--no-regression` flags of `benchgate check` as RunOptions (kept out of the command file). */
import { isAbsolute, resolve } from 'node:path';
import { UsageError } from '../core/command.js';
import type { RunOptions } from '../run.js';
import { readBaselineFile } from '../baseline/load.js';
import { parseNoRegressionText } from '../core/no-regression-config.js';

export function cliBaselineOptions(
  baseline: string | undefined,
  noRegression: string | undefined,
  cwd: string
): Pick<RunOptions, 'baseline' | 'noRegression'> {
  let nr;
  try {
    nr = parseNoRegressionText(noRegression ?? '', '--no-regression');
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (baseline !== undefined && baseline.trim() === '')
    throw new UsageError('--baseline needs the path of a JSON report');
  return {
    ...(nr ? { noRegression: nr } : {}),
    ...(baseline
      ? {
          baseline: (expect) =>
            readBaselineFile(isAbsolute(baseline) ? baseline : resolve(cwd, baseline), { source: 'file', expect, cwd })
        }
      : {})
  };
}
