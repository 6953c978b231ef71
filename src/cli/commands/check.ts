import { isAbsolute, relative, resolve } from 'node:path';
import { LocalFolderCache, userCacheDir } from '../../core/local-cache.js';
import { parseArgs } from 'node:util';
import {
  mergeSuiteOptions,
  parseFailOn,
  parseOptionFlag,
  parseShardSpec,
  parseSuitesList
} from '../../core/options.js';
import { MAX_SHARDS, parseRunId, runFromEnv } from '../../core/partition.js';
import { cliReportFiles } from '../../report/files.js';
import { writeOutput } from '../../report/output-paths.js';
import { renderSummary } from '../../report/markdown.js';
import { escapeText } from '../../report/escape/text.js';
import { renderText } from '../../report/text.js';
import { RunError } from '../../run.js';
import { runFlow } from '../../flow.js';
import type { Report } from '../../core/model.js';
import { SUITE_IDS } from '../../suites/index.js';
import { didYouMean } from '../../core/suggest.js';
import { pathHint } from '../path-hint.js';
import { parseKeyword, readLastFailed, selectionName, writeLastFailed } from '../select.js';
import { lookupCode } from '../../code-registry.js';
import { EXIT, UsageError, type Command, type CommandIO } from '../../core/command.js';
import { readFormat } from '../../core/command.js';
import { cliBaselineOptions } from '../baseline.js';
import { renderDeltaText } from '../../report/delta-render.js';
import { renderHistoryText } from '../../report/history-text.js';
import { cliHistoryOptions, HISTORY_FLAGS, HISTORY_USAGE } from '../history-flags.js';
import { REPORT_FILE_FLAGS } from '../report-flags.js';
import { pathDisplay } from '../../report/display-path.js';
import { cliProgress } from '../../report/progress.js';

export function parseShard(v: string | undefined): { index: number; count: number } | undefined {
  try {
    return parseShardSpec(v, '--shard');
  } catch (e) {
    throw new UsageError(`BG002: ${(e as Error).message}`);
  }
}

function usageEmptyShard(): never {
  throw new UsageError(
    `BG002: --shard must be I/N with 1 <= I <= N <= ${MAX_SHARDS}, plain decimal integers, e.g. 2/4 (got "")`
  );
}

/** The text report: the delta and the history (when there are), then the findings and gates. */
function showText(
  report: Report,
  io: CommandIO,
  values: { quiet?: boolean | undefined; verbose?: boolean | undefined }
): string {
  return (
    (report.delta
      ? renderDeltaText(report.delta, { color: io.color, show: pathDisplay(report.root, io.cwd) }) + '\n'
      : '') +
    (report.history
      ? renderHistoryText(report.history, { color: io.color, show: pathDisplay(report.root, io.cwd) }) + '\n'
      : '') +
    renderText(report, {
      color: io.color,
      cwd: io.cwd,
      lookup: lookupCode,
      verbosity: values.quiet ? 'quiet' : values.verbose ? 'verbose' : 'normal'
    })
  );
}

export const checkCommand: Command = {
  name: ['check'],
  usage: `benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--strict] [--sandbox auto|required|off] [--reported-mitigation verify|trust|ignore] [--option suite.key=value]... [--shard I/N] [--run-id ID] [--cache-dir DIR | --no-cache] [--no-fail-on-empty] [--baseline BASE.json] [--no-regression true|MAPPING] ${HISTORY_USAGE} [-k EXPR] [--lf] [-x] [-q | -v] [--json]`,
  summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${SUITE_IDS.join(', ')}.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        suites: { type: 'string' },
        'fail-on': { type: 'string' },
        ...REPORT_FILE_FLAGS,
        strict: { type: 'boolean' },
        sandbox: { type: 'string' },
        'reported-mitigation': { type: 'string' },
        option: { type: 'string', multiple: true },
        shard: { type: 'string' },
        'run-id': { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' },
        'fail-on-empty': { type: 'boolean' },
        'no-fail-on-empty': { type: 'boolean' },
        baseline: { type: 'string' },
        'no-regression': { type: 'string' },
        keyword: { type: 'string', short: 'k' },
        lf: { type: 'boolean' },
        'last-failed': { type: 'boolean' },
        exitfirst: { type: 'boolean', short: 'x' },
        quiet: { type: 'boolean', short: 'q' },
        verbose: { type: 'boolean', short: 'v' },
        json: { type: 'boolean' },
        ...HISTORY_FLAGS
      }
    });
    if (positionals.length > 1) throw new UsageError('check takes one PATH');
    if (values['fail-on-empty'] && values['no-fail-on-empty'])
      throw new UsageError('give --fail-on-empty or --no-fail-on-empty, not both');
    if (values.json && values.format !== undefined && values.format !== 'json')
      throw new UsageError('--json is --format json: give one of them');
    if (values.quiet && values.verbose) throw new UsageError('give -q or -v, not both');
    const format = values.json ? 'json' : readFormat(values.format, ['text', 'json'] as const, 'text');
    let keyword: ((name: string) => boolean) | undefined;
    try {
      keyword = values.keyword !== undefined ? parseKeyword(values.keyword) : undefined;
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    let failOn;
    try {
      failOn = values['fail-on'] ? parseFailOn(values['fail-on']) : undefined;
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const flagOptions: Record<string, Record<string, unknown>> = {};
    try {
      for (const o of values.option ?? []) parseOptionFlag(o, flagOptions);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    // The partition identity's run: --run-id, else GITHUB_RUN_ID/GITHUB_RUN_ATTEMPT when present.
    let runId;
    try {
      runId = parseRunId(values['run-id'], '--run-id');
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const run = runId ? { run: runId } : runFromEnv(io.env);
    if (values.sandbox !== undefined && !['auto', 'required', 'off'].includes(values.sandbox))
      throw new UsageError(`--sandbox must be auto, required or off (got "${values.sandbox}")`);
    const rm = values['reported-mitigation'];
    if (rm !== undefined && !['verify', 'trust', 'ignore'].includes(rm))
      throw new UsageError(`--reported-mitigation must be verify, trust or ignore (got "${rm}")`);
    const suiteOptions = mergeSuiteOptions(
      values.strict ? { 'artifact-manifest': { strict: true } } : {},
      values.sandbox ? { qsolve: { sandbox: values.sandbox } } : {},
      rm ? { qsolve: { reported_mitigation: rm } } : {},
      flagOptions
    );
    const suites = parseSuitesList(values.suites ?? 'auto');
    if (suites !== 'auto')
      for (const id of suites)
        if (!SUITE_IDS.includes(id))
          throw new UsageError(`unknown suite "${id}".${didYouMean(id, SUITE_IDS)} Suites: ${SUITE_IDS.join(', ')}`);
    const path = resolve(io.cwd, positionals[0] ?? '.');
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    const baselineOpts = cliBaselineOptions(values.baseline, values['no-regression'], io.cwd);
    if (values.history !== undefined && values.shard !== undefined)
      throw new UsageError('--history judges a whole run: give it to `benchgate merge`d runs, not to one --shard');
    if (
      values.history !== undefined &&
      !values['no-history-write'] &&
      (values.keyword !== undefined || values.lf || values['last-failed'] || values.exitfirst)
    )
      throw new UsageError(
        'a run narrowed by -k, --lf or -x is not a complete run and is not added to the history: add --no-history-write to judge it only'
      );
    const historyOpts = await cliHistoryOptions(values, path, io);
    // Unwritable report paths are a usage error before anything runs (BG015, exit 2).
    const { files, summaryTarget } = await cliReportFiles(values, abs);
    const cacheDir = values['cache-dir'] ? abs(values['cache-dir']) : userCacheDir(io.env);
    const lastFailed = values.lf || values['last-failed'] ? await readLastFailed(cacheDir, path) : undefined;
    if ((values.lf || values['last-failed']) && !lastFailed?.size)
      io.stderr('benchgate check: --lf: no failure kept from an earlier run of this folder: checking everything\n');
    const select =
      keyword || lastFailed?.size
        ? (suite: string, p: string) => {
            const name = selectionName(suite, p);
            return (!keyword || keyword(name)) && (!lastFailed?.size || lastFailed.has(name));
          }
        : undefined;
    // Not a terminal: a throttled line per artifact on long runs (report/progress.ts); -q silences it.
    const tick = cliProgress(io, values.quiet === true);
    const shown = pathDisplay(path, io.cwd);
    const log =
      io.isTTY && format === 'text' ? (l: string) => io.stderr(`\x1b[2K\r${escapeText(l).slice(0, 100)}`) : () => {};
    let result;
    try {
      result = await runFlow(
        {
          mode: 'check',
          run: {
            ...(tick
              ? { onProgress: (p) => tick(`${p.done}/${p.total} artifacts checked`, `${p.suite} ${shown(p.path)}`) }
              : {}),
            ...(select ? { select } : {}),
            ...(values.exitfirst ? { exitFirst: true } : {}),
            path,
            suites,
            ...(failOn ? { failOn } : {}),
            failOnEmpty: !values['no-fail-on-empty'],
            suiteOptions,
            ...baselineOpts,
            ...historyOpts,
            ...(values.shard !== undefined ? { shard: parseShard(values.shard) ?? usageEmptyShard() } : {}),
            ...(run ? { run } : {})
          }
        },
        {
          log,
          ...(values['no-cache']
            ? {}
            : {
                cache: {
                  cache: new LocalFolderCache(
                    cacheDir,
                    (m) => io.stderr(`benchgate: ${m}\n`),
                    undefined,
                    userCacheDir(io.env)
                  )
                }
              }),
          // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
          files,
          prefix: () => relative(io.cwd, path).split('\\').join('/') || '.',
          show: async (report) => {
            if (io.isTTY && format === 'text') io.stderr('\x1b[2K\r');
            await writeLastFailed(cacheDir, path, report);
            io.stdout(format === 'json' ? JSON.stringify(report, null, 2) + '\n' : showText(report, io, values));
          },
          publish: async (report) => {
            if (summaryTarget) await writeOutput(summaryTarget, renderSummary(report, { lookup: lookupCode }));
          }
        }
      );
    } catch (e) {
      if (e instanceof RunError) {
        io.stderr(`benchgate check: ${e.message}.${pathHint(path, io.cwd)}\n`);
        return EXIT.usage;
      }
      throw e;
    }
    return result.exitCode === 0 ? EXIT.pass : EXIT.fail;
  }
};
