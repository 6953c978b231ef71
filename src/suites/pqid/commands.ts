/** benchgate CLI commands of the pqid family: `benchgate pqid <evaluate|compare|reproduce|verify> …` (reference arguments). */
import type { Command } from '../../cli/command.js';
import { runPqidReference } from './cli-reference.js';

const sub = (name: string, usage: string, summary: string): Command => ({
  name: ['pqid', name],
  usage: `benchgate pqid ${name} ${usage}`,
  summary,
  run: (args, io) => runPqidReference([name, ...args], io)
});

export const PQID_COMMANDS: Command[] = [
  sub('evaluate', '--evaluations F [--format json|text|markdown|csv] [--output P]', 'Summarize a PQID-Bench evaluation JSONL exactly like `pqid-bench evaluate`.'),
  sub('compare', '--evaluations F --release-dir D --candidate-run-manifest M [--allow-partial] [--format json|text|markdown|csv] [--output P]', 'Compare candidate evaluations with a frozen release like `pqid-bench compare`.'),
  sub('reproduce', '--release-dir D [--format json|text|markdown|csv] [--output P]', 'Reproduce the frozen summary and check canonical parity like `pqid-bench reproduce`.'),
  sub('verify', 'RELEASE_DIR [--full]', 'Verify ARTIFACT_MANIFEST.tsv (and with --full the release parity) like `pqid-bench verify`.'),
  {
    name: ['pqid'],
    usage: 'benchgate pqid <evaluate|compare|reproduce|verify|--version> …',
    summary: 'PQID-Bench reference-compatible commands (same arguments, output and exit codes as pqid-bench 1.2.1).',
    run: (args, io) => runPqidReference(args, io)
  }
];
