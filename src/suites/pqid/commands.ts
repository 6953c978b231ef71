/** benchgate CLI commands of the pqid family: `benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor> …` (reference arguments) and `replay-derivatives`. */
import { isAbsolute, join, resolve } from 'node:path';
import { type CommandBody, parseCommandArgs, UsageError } from '../../core/command.js';
import { runPqidReference } from './cli-reference.js';
import { HARNESS_REPORT_NAME, writeReplayDerivatives } from './replay.js';
import { ReferenceFailure } from './service.js';

const sub = (name: string, usage: string): CommandBody => ({
  name: ['pqid', name],
  usage: `benchgate pqid ${name} ${usage}`.trimEnd(),
  parsesHelp: true,
  run: (args, io) => runPqidReference([name, ...args], io)
});

const replayDerivatives: CommandBody = {
  name: ['pqid', 'replay-derivatives'],
  usage: 'benchgate pqid replay-derivatives --output-dir D [--harness-report F] [--format text|json]',
  async run(args, io) {
    const { values } = parseCommandArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        'output-dir': { type: 'string' },
        'harness-report': { type: 'string' },
        format: { type: 'string', default: 'text' }
      }
    });
    const outArg = values['output-dir'];
    if (!outArg) throw new UsageError('--output-dir is required');
    if (values.format !== 'text' && values.format !== 'json')
      throw new UsageError(`--format must be text or json, not ${values.format}`);
    const outDir = isAbsolute(outArg) ? outArg : resolve(io.cwd, outArg);
    const shown = values['harness-report'] ?? join(outArg, HARNESS_REPORT_NAME);
    const reportAbs = isAbsolute(shown) ? shown : resolve(io.cwd, shown);
    try {
      const r = await writeReplayDerivatives(reportAbs, shown, outDir);
      if (values.format === 'json')
        io.stdout(
          JSON.stringify({ harness_report: reportAbs, output_dir: outDir, rows: r.rows, files: r.files }, null, 2) +
            '\n'
        );
      else
        io.stdout(
          `Wrote ${r.files.length} files from ${r.rows} evaluator records:\n${r.files.map((f) => `  ${f}`).join('\n')}\n`
        );
      return 0;
    } catch (e) {
      if (e instanceof ReferenceFailure) {
        io.stderr(`benchgate pqid replay-derivatives: ${e.message}\n`);
        return 1;
      }
      throw e;
    }
  }
};

export const PQID_COMMANDS: CommandBody[] = [
  sub('evaluate', '--evaluations F [--format json|text|markdown|csv] [--output P]'),
  sub(
    'compare',
    '--evaluations F --release-dir D --candidate-run-manifest M [--allow-partial] [--format json|text|markdown|csv] [--output P]'
  ),
  sub('reproduce', '--release-dir D [--format json|text|markdown|csv] [--output P]'),
  sub('verify', 'RELEASE_DIR [--full]'),
  sub('run-model', '--release-dir D --output-dir O --provider P --model M [--limit N] [--prompt-id ID]… --dry-run'),
  sub('doctor', ''),
  replayDerivatives,
  {
    name: ['pqid'],
    usage: 'benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor|--version> …',
    run: (args, io) => runPqidReference(args, io)
  }
];
