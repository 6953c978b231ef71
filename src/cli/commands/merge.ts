import { lookupCode } from '../../code-registry.js';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mergeSuiteOptions, parseFailOn, parseOptionFlag, parseSuitesList } from '../../core/options.js';
import { parseRunId } from '../../core/partition.js';
import { cliReportFiles } from '../../report/files.js';
import { writeOutput } from '../../report/output-paths.js';
import { renderSummary } from '../../report/markdown.js';
import { renderText } from '../../report/text.js';
import { RunError } from '../../run.js';
import { runFlow, type MergeRequest } from '../../flow.js';
import { EXIT, UsageError, type Command } from '../../core/command.js';
import { readFormat } from '../../core/command.js';
import { rootIsHere } from '../path-hint.js';
import { REPORT_FILE_FLAGS } from '../report-flags.js';

export const mergeCommand: Command = {
  name: ['merge'],
  usage:
    'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F [--sarif-category C]] [--junit F] [--html F] [--summary F] [--run-id ID] [--plan PATH [--suites auto|a,b] [--fail-on …] [--strict] [--option suite.key=value]...]',
  summary:
    'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict. Each report is size-bounded and schema-validated, counts and verdict are recomputed, and the shards must form one partition; --run-id requires that run, --plan PATH re-discovers PATH with the given check options and requires the same configuration and planned artifacts (docs/security/merge.md).',
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        ...REPORT_FILE_FLAGS,
        'run-id': { type: 'string' },
        plan: { type: 'string' },
        suites: { type: 'string' },
        'fail-on': { type: 'string' },
        strict: { type: 'boolean' },
        option: { type: 'string', multiple: true }
      }
    });
    if (positionals.length === 0) throw new UsageError('merge needs the JSON report of every shard');
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    let run: string | undefined;
    let plan: MergeRequest['plan'];
    try {
      run = parseRunId(values['run-id'], '--run-id');
      if (!values.plan && (values.suites || values['fail-on'] || values.strict || values.option))
        throw new Error('--suites, --fail-on, --strict and --option describe the plan: give them with --plan PATH');
      if (values.plan) {
        const failOn = values['fail-on'] ? parseFailOn(values['fail-on']) : undefined;
        const flagOptions: Record<string, Record<string, unknown>> = {};
        for (const o of values.option ?? []) parseOptionFlag(o, flagOptions);
        plan = {
          path: abs(values.plan),
          suites: parseSuitesList(values.suites ?? 'auto'),
          ...(failOn ? { failOn } : {}),
          suiteOptions: mergeSuiteOptions(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions)
        };
      }
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    // Unwritable report paths are a usage error before anything is merged (BG015, exit 2).
    const { files, summaryTarget } = await cliReportFiles(values, abs);
    let result;
    try {
      result = await runFlow(
        {
          mode: 'merge',
          reports: positionals.map(abs),
          base: io.cwd,
          ...(run ? { run } : {}),
          ...(plan ? { plan } : {})
        },
        {
          log: () => {},
          files,
          prefix: (report) => {
            const p =
              (isAbsolute(report.root) ? relative(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
            return p.startsWith('..') ? '.' : p;
          },
          show: (report) =>
            io.stdout(
              format === 'json'
                ? JSON.stringify(report, null, 2) + '\n'
                : renderText(report, { color: io.color, ...(rootIsHere(report.root) ? { cwd: io.cwd } : {}) })
            ),
          // After the report is printed: a write that still fails (a full disk) is BG015, exit 2.
          publish: async (report) => {
            if (summaryTarget) await writeOutput(summaryTarget, renderSummary(report, { lookup: lookupCode }));
          }
        }
      );
    } catch (e) {
      // Only the --plan discovery runs the tree: its RunError (the folder does not exist) is a usage error.
      if (e instanceof RunError) {
        io.stderr(`benchgate merge: --plan: ${e.message}\n`);
        return EXIT.usage;
      }
      throw e;
    }
    if (result.refused) {
      io.stderr(`benchgate merge: ${result.refused.code}: ${result.refused.message}\n`);
      return EXIT.usage;
    }
    return result.exitCode === 0 ? EXIT.pass : EXIT.fail;
  }
};
