import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configDifferences } from '../../baseline/compare.js';
import { MAX_BASELINE_BYTES } from '../../baseline/load.js';
import { decideNoRegression } from '../../baseline/no-regression.js';
import { parseNoRegressionText } from '../../core/no-regression-config.js';
import type { Report } from '../../core/model.js';
import { checkReportConsistency, MergeError, validateReport } from '../../core/report-check.js';
import { overLimit } from '../../core/bytes.js';
import { diffReports, hasNewFailures } from '../../report/delta.js';
import { renderDeltaText } from '../../report/delta-render.js';
import { rootIsHere } from '../path-hint.js';
import { pathDisplay } from '../../report/display-path.js';
import { escapeText } from '../../report/escape/text.js';
import { EXIT, UsageError, type Command } from '../../core/command.js';
import { readFormat } from '../../core/command.js';

/** Reads one report given to `diff`: size-bounded, schema-validated, self-consistent (MergeError otherwise). */
async function readReport(path: string, name: string): Promise<Report> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (e) {
    throw new MergeError(`${name} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (size > MAX_BASELINE_BYTES) throw new MergeError(`${name} is ${overLimit(size, MAX_BASELINE_BYTES)}`);
  let v: unknown;
  try {
    v = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new MergeError(`${name} is not valid JSON`);
  }
  const r = validateReport(v, name);
  checkReportConsistency(r, name);
  return r;
}

export const diffCommand: Command = {
  name: ['diff'],
  usage: 'benchgate diff BASE.json HEAD.json [--format text|json] [--no-regression true|MAPPING]',
  summary:
    "What changed between two JSON reports (the base branch's and this one): new failures, fixed gates, gates newly undecided or skipped, new and removed artifacts, new findings, metric deltas with their direction. Exit 0: no new failing or undecided gate and no regression under --no-regression; 1: there is; 2: usage or an unusable report (docs/baseline.md).",
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { format: { type: 'string' }, 'no-regression': { type: 'string' } }
    });
    if (positionals.length !== 2) throw new UsageError('diff takes two reports: BASE.json HEAD.json');
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
    let cfg;
    try {
      cfg = parseNoRegressionText(values['no-regression'] ?? '', '--no-regression');
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    const abs = (p: string) => (isAbsolute(p) ? p : resolve(io.cwd, p));
    let base: Report;
    let head: Report;
    try {
      base = await readReport(abs(positionals[0]), `BASE ${JSON.stringify(positionals[0].slice(0, 200))}`);
      head = await readReport(abs(positionals[1]), `HEAD ${JSON.stringify(positionals[1].slice(0, 200))}`);
    } catch (e) {
      if (e instanceof MergeError) {
        io.stderr(`benchgate diff: ${escapeText(e.message)}\n`);
        return EXIT.usage;
      }
      throw e;
    }
    const differs = configDifferences(base, head);
    if (differs.length)
      io.stderr(
        `benchgate diff: note: the two reports were made with different configurations (${escapeText(differs.join('; '))}); only the artifacts, gates, metrics and findings both have are compared\n`
      );
    const delta = diffReports(base, head, {
      source: 'file',
      ref: positionals[0].slice(0, 200),
      ...(differs.length ? { differs } : {})
    });
    const regressions: string[] = [];
    const show = rootIsHere(head.root) ? pathDisplay(head.root, io.cwd) : (p: string) => p;
    if (cfg?.enabled) {
      for (const s of head.suites)
        for (const a of s.artifacts) {
          const d = decideNoRegression(delta, cfg, s.suite, a.artifact.path, a.metrics);
          if (d.gate.status !== 'pass')
            for (const f of d.findings) regressions.push(`${show(a.artifact.path)}: ${f.message}`);
        }
    }
    if (format === 'json') io.stdout(JSON.stringify({ delta, regressions }, null, 2) + '\n');
    else {
      io.stdout(renderDeltaText(delta, { color: io.color, show }));
      for (const r of regressions) io.stdout(`no-regression: ${escapeText(r)}\n`);
    }
    return hasNewFailures(delta) || regressions.length > 0 ? EXIT.fail : EXIT.pass;
  }
};
