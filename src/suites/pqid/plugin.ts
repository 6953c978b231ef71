import type { Plugin } from '../types.js';
import { PQID_CODES } from './codes.js';

export const pqidPlugin: Plugin = {
  id: 'pqid',
  title: 'PQID-Bench evaluations and releases',
  codes: { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: PQID_CODES },
  loadSuite: async () => (await import('./suite.js')).pqidSuite,
  commands: {
    word: 'pqid',
    help: [
      {
        name: ['pqid', 'evaluate'],
        summary: 'Summarize a PQID-Bench evaluation JSONL exactly like `pqid-bench evaluate`.'
      },
      {
        name: ['pqid', 'compare'],
        summary: 'Compare candidate evaluations with a frozen release like `pqid-bench compare`.'
      },
      {
        name: ['pqid', 'reproduce'],
        summary: 'Reproduce the frozen summary and check canonical parity like `pqid-bench reproduce`.'
      },
      {
        name: ['pqid', 'verify'],
        summary: 'Verify ARTIFACT_MANIFEST.tsv (and with --full the release parity) like `pqid-bench verify`.'
      },
      {
        name: ['pqid', 'run-model'],
        summary:
          'Validate a live-run plan offline like `pqid-bench run-model --dry-run`; benchgate never contacts a provider (without --dry-run: exit 2).'
      },
      {
        name: ['pqid', 'doctor'],
        summary: 'Print the reference environment record (python3 and docker on PATH) like `pqid-bench doctor`.'
      },
      {
        name: ['pqid', 'replay-derivatives'],
        summary:
          'Write canonical evaluations and the candidate summary (json, text, markdown, csv) from one evaluator harness report, like the reference library call write_replay_derivatives.'
      },
      {
        name: ['pqid'],
        summary: 'PQID-Bench reference-compatible commands (same arguments, output and exit codes as pqid-bench 1.2.1).'
      }
    ],
    load: async () => (await import('./commands.js')).PQID_COMMANDS
  }
};
