import type { Plugin } from '../types.js';
import { QSOLVE_CODES } from './codes.js';

export const qsolvePlugin: Plugin = {
  id: 'qsolve',
  title: 'Qsolve workflows',
  codes: {
    title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)',
    prefixes: ['E05', 'QS'],
    codes: QSOLVE_CODES
  },
  loadSuite: async () => (await import('./suite.js')).qsolveSuite,
  inputs: [
    {
      // docs/github.md, "Sandbox": in CI a workflow runs fully isolated or not at all. Empty means `required`, unless
      // the `options` input already names `qsolve.sandbox` (the job's own choice); the CLI's default stays `auto`.
      // The modes are runner/sandbox.ts's SANDBOX_MODES (a test keeps them equal; this file loads no runner code).
      name: 'sandbox',
      suiteOption: 'sandbox',
      parse: (raw, job) => {
        const v = raw.trim();
        if (v === '') return job['sandbox'] === undefined ? 'required' : undefined;
        if (!['auto', 'required', 'off'].includes(v))
          throw new Error(`input sandbox must be auto, required or off (got "${v}")`);
        return v;
      }
    },
    {
      // Empty: the suite default (verify), or the `options` input's `qsolve.reported_mitigation`.
      name: 'reported-mitigation',
      suiteOption: 'reported_mitigation',
      parse: (raw) => {
        const v = raw.trim();
        if (v !== '' && !['verify', 'trust', 'ignore'].includes(v))
          throw new Error(`input reported-mitigation must be verify, trust or ignore (got "${v}")`);
        return v || undefined;
      }
    }
  ],
  init: async () => (await import('./init-command.js')).initQsolveCommand,
  commands: {
    word: 'qsolve',
    help: [
      {
        name: ['qsolve', 'validate'],
        summary:
          'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks'
      },
      { name: ['qsolve', 'lint'], summary: 'Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054' },
      {
        name: ['qsolve', 'check'],
        summary:
          "All Qsolve stages (validate, lint, test) and the eight gates: runs the workflow in the sandbox (or decides from --records). --target T behaves like `qsolve test --target T`; --platform like the platform's gates stage (sim-cpu, only a case's own target counts for fidelity_checked)"
      },
      {
        name: ['qsolve', 'test'],
        summary:
          "The Qsolve SDK's `qsolve test`: the same as `qsolve check` (every stage, every case run in the sandbox, the eight gates), under the name the Qsolve docs use"
      },
      {
        name: ['qsolve', 'run'],
        summary:
          "Run a Qsolve workflow's cases in the sandbox and write the run records (decide them later with `qsolve decide`)"
      },
      {
        name: ['qsolve', 'decide'],
        summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)'
      }
    ],
    load: async () => (await import('./commands.js')).QSOLVE_COMMANDS
  }
};
