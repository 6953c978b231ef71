/** benchgate CLI commands of the pqid family: `benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor> …` (reference arguments) and `replay-derivatives`. */
import { isAbsolute, join, resolve } from 'node:path';
import { type Command, parseCommandArgs, UsageError } from '../../core/command.js';
import { runPqidReference } from './cli-reference.js';
import { HARNESS_REPORT_NAME, writeReplayDerivatives } from './replay.js';
import { ReferenceFailure } from './service.js';

const sub = (name: string, usage: string, summary: string): Command => ({
  name: ['pqid', name],
  usage: `benchgate pqid ${name} ${usage}`.trimEnd(),
  summary,
  parsesHelp: true,
  run: (args, io) => runPqidReference([name, ...args], io)
});

const replayDerivatives: Command = {
  name: ['pqid', 'replay-derivatives'],
  usage: 'benchgate pqid replay-derivatives --output-dir D [--harness-report F] [--format text|json]',
  summary:
    'Write canonical evaluations and the candidate summary (json, text, markdown, csv) from one evaluator harness report, like the reference library call write_replay_derivatives.',
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

export const PQID_COMMANDS: Command[] = [
  sub(
    'evaluate',
    '--evaluations F [--format json|text|markdown|csv] [--output P]',
    'Summarize a PQID-Bench evaluation JSONL exactly like `pqid-bench evaluate`.'
  ),
  sub(
    'compare',
    '--evaluations F --release-dir D --candidate-run-manifest M [--allow-partial] [--format json|text|markdown|csv] [--output P]',
    'Compare candidate evaluations with a frozen release like `pqid-bench compare`.'
  ),
  sub(
    'reproduce',
    '--release-dir D [--format json|text|markdown|csv] [--output P]',
    'Reproduce the frozen summary and check canonical parity like `pqid-bench reproduce`.'
  ),
  sub(
    'verify',
    'RELEASE_DIR [--full]',
    'Verify ARTIFACT_MANIFEST.tsv (and with --full the release parity) like `pqid-bench verify`.'
  ),
  sub(
    'run-model',
    '--release-dir D --output-dir O --provider P --model M [--limit N] [--prompt-id ID]… --dry-run',
    'Validate a live-run plan offline like `pqid-bench run-model --dry-run`; benchgate never contacts a provider (without --dry-run: exit 2).'
  ),
  sub('doctor', '', 'Print the reference environment record (python3 and docker on PATH) like `pqid-bench doctor`.'),
  replayDerivatives,
  {
    name: ['pqid'],
    usage: 'benchgate pqid <evaluate|compare|reproduce|verify|run-model|doctor|--version> …',
    summary: 'PQID-Bench reference-compatible commands (same arguments, output and exit codes as pqid-bench 1.2.1).',
    run: (args, io) => runPqidReference(args, io)
  }
];
