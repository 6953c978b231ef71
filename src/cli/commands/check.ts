import { isAbsolute, relative, resolve } from 'node:path';
import { LocalFolderCache, userCacheDir } from '../../core/local-cache.js';
import { parseArgs } from 'node:util';
import { mergeSuiteOptions, parseFailOn, parseOptionFlag, parseShardSpec, parseSuitesList } from '../../core/options.js';
import { writeReportFiles } from '../../report/files.js';
import { renderSummary } from '../../report/markdown.js';
import { renderText } from '../../report/text.js';
import { RunError, runCheck } from '../../run.js';
import { ALL_SUITES } from '../../suites/index.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { readFormat } from '../format.js';
import { writeFile } from 'node:fs/promises';

export function parseShard(v: string | undefined): { index: number; count: number } | undefined {
  try {
    return parseShardSpec(v, '--shard');
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export const checkCommand: Command = {
  name: ['check'],
  usage:
    'benchgate check [PATH] [--suites auto|a,b] [--fail-on error|warning|never] [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F] [--strict] [--option suite.key=value]... [--shard I/N] [--cache-dir DIR | --no-cache]',
  summary: `Find every benchmark artifact under PATH (default .) and run its suite's gates. Suites: ${ALL_SUITES.map((s) => s.id).join(', ')}.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        suites: { type: 'string' },
        'fail-on': { type: 'string' },
        format: { type: 'string' },
        'report-json': { type: 'string' },
        sarif: { type: 'string' },
        junit: { type: 'string' },
        summary: { type: 'string' },
        strict: { type: 'boolean' },
        option: { type: 'string', multiple: true },
        shard: { type: 'string' },
        'cache-dir': { type: 'string' },
        'no-cache': { type: 'boolean' }
      }
    });
    if (positionals.length > 1) throw new UsageError('check takes one PATH');
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
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
    const suiteOptions = mergeSuiteOptions(values.strict ? { 'artifact-manifest': { strict: true } } : {}, flagOptions);
    const path = resolve(io.cwd, positionals[0] ?? '.');
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    let report;
    try {
      report = await runCheck({
        path,
        suites: parseSuitesList(values.suites ?? 'auto'),
        ...(failOn ? { failOn } : {}),
        suiteOptions,
        ...(values.shard ? { shard: parseShard(values.shard) } : {}),
        ...(values['no-cache'] ? {} : { cache: new LocalFolderCache(values['cache-dir'] ? abs(values['cache-dir']) : userCacheDir(io.env), (m) => io.stderr(`benchgate: ${m}\n`), undefined, userCacheDir(io.env)) }),
        log: io.isTTY && format === 'text' ? (l) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`) : () => {}
      });
    } catch (e) {
      if (e instanceof RunError) {
        io.stderr(`benchgate check: ${e.message}\n`);
        return EXIT.usage;
      }
      throw e;
    }
    if (io.isTTY && format === 'text') io.stderr('\x1b[2K\r');
    const prefix = relative(io.cwd, path).split('\\').join('/') || '.';
    await writeReportFiles(report, {
      ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
      ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
      ...(values.junit ? { junit: abs(values.junit) } : {}),
      prefix
    });
    if (values.summary) await writeFile(abs(values.summary), renderSummary(report));
    if (format === 'json') io.stdout(JSON.stringify(report, null, 2) + '\n');
    else io.stdout(renderText(report, { color: io.color }));
    return report.verdict === 'pass' ? EXIT.pass : EXIT.fail;
  }
};
