import { writeFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MergeError, mergeReportFiles } from '../../merge.js';
import { writeReportFiles } from '../../report/files.js';
import { renderSummary } from '../../report/markdown.js';
import { renderText } from '../../report/text.js';
import { EXIT, UsageError, type Command } from '../command.js';
import { readFormat } from '../format.js';

export const mergeCommand: Command = {
  name: ['merge'],
  usage: 'benchgate merge REPORT.json... [--format text|json] [--report-json F] [--sarif F] [--junit F] [--summary F]',
  summary: 'Combine the JSON reports of every shard of a sharded run (--shard I/N) into one report, summary and verdict.',
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'report-json': { type: 'string' },
        sarif: { type: 'string' },
        junit: { type: 'string' },
        summary: { type: 'string' }
      }
    });
    if (positionals.length === 0) throw new UsageError('merge needs the JSON report of every shard');
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    let report;
    try {
      report = await mergeReportFiles(positionals.map(abs));
    } catch (e) {
      if (e instanceof MergeError) {
        io.stderr(`benchgate merge: ${e.message}\n`);
        return EXIT.usage;
      }
      throw e;
    }
    const prefix = (isAbsolute(report.root) ? relative(io.cwd, report.root) : report.root).split('\\').join('/') || '.';
    await writeReportFiles(report, {
      ...(values['report-json'] ? { json: abs(values['report-json']) } : {}),
      ...(values.sarif ? { sarif: abs(values.sarif) } : {}),
      ...(values.junit ? { junit: abs(values.junit) } : {}),
      prefix: prefix.startsWith('..') ? '.' : prefix
    });
    if (values.summary) await writeFile(abs(values.summary), renderSummary(report));
    if (format === 'json') io.stdout(JSON.stringify(report, null, 2) + '\n');
    else io.stdout(renderText(report, { color: io.color }));
    return report.verdict === 'pass' ? EXIT.pass : EXIT.fail;
  }
};
