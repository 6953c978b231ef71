import { relative, resolve, sep } from 'node:path';
import { LocalFolderCache, userCacheDir } from '../../core/local-cache.js';
import { finding } from '../../core/finding.js';
import { QS } from './codes.js';
import { runWorkflow } from './runner/run.js';
import type { WorkflowRunOptions } from './runner/run.js';
import { qsolveSuite, readOptions } from './suite.js';
import { suiteResultOf } from '../result.js';
import type { CommandBody, CommandIO } from '../../core/command.js';
import { EXIT, parseCommandArgs, UsageError } from '../../core/command.js';
import { printSuiteResults } from '../../report/suite-output.js';
import { cliProgress } from '../../report/progress.js';
import type { ArtifactResult, Finding, Gate, SuiteResult } from '../../core/model.js';
import { fidelityCase, GATE_TITLES, runGates } from './gates.js';
import { loadRecords } from './records.js';
import { bindRecords, currentBinding } from './records-binding.js';
import { checkOutputTargets, writeOutput } from '../../report/output-paths.js';
import { trackRecordSections } from './report-track-record.js';
import type { RunRecords } from './types.js';
import type { ReportedMitigationMode } from './reported-mitigation.js';
import { checkWorkflow, decideAll, lintStage, validateStage } from './check-workflow.js';
import type { RecordsSource } from './check-workflow.js';
import { findRecords, loadWorkflow, nameWorkflow, workflowName } from './load-workflow.js';
import type { WorkflowState } from './load-workflow.js';
import { pushAll } from '../../core/arrays.js';
import { locateWorkflow } from './locate.js';

function parse(
  args: string[],
  extra: Record<string, { type: 'string' } | { type: 'boolean'; short?: string }> = {},
  /** DIR commands: the path may be left out (the workflow holding the current folder, locate.ts). */
  optionalPath = false
) {
  const parsed = parseCommandArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { format: { type: 'string' }, ...extra }
  });
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json (got "${format}")`);
  if (parsed.positionals.length > 1 || (!optionalPath && parsed.positionals.length === 0))
    throw new UsageError(
      `expected ${optionalPath ? 'at most' : 'exactly'} one path argument, got ${parsed.positionals.length}`
    );
  return {
    format: format as 'text' | 'json',
    path: parsed.positionals[0] as string,
    dir: parsed.positionals[0] as string | undefined,
    values: parsed.values as Record<string, string | undefined>,
    flags: parsed.values as Record<string, boolean | string | undefined>
  };
}

/** The workflow a DIR command works on (locate.ts: found upward as pytest finds its rootdir); says so when moved. */
async function locate(
  dir: string | undefined,
  io: CommandIO,
  command: string
): Promise<{ root: string; folder: string }> {
  const loc = await locateWorkflow(dir, io);
  if (loc.note) io.stderr(`benchgate qsolve ${command}: ${loc.note}\n`);
  return loc;
}

function one(result: ArtifactResult, findings: Finding[] = []): SuiteResult[] {
  return [suiteResultOf(qsolveSuite, [result], findings)];
}

function stageResult(s: WorkflowState, findings: Finding[]): ArtifactResult {
  const named = findings.map((f) => ({ ...f }));
  nameWorkflow(named, workflowName(s));
  return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings: named };
}

async function loadRecordsArg(
  p: string,
  io: CommandIO
): Promise<{ records?: RunRecords; findings: Finding[]; file: string; abs: string }> {
  const abs = resolve(io.cwd, p);
  const file = relative(io.cwd, abs).split(sep).join('/') || p;
  return { ...(await loadRecords(abs, file)), file, abs };
}

/** A command that prints the findings of one stage of a workflow folder. */
function stageCommand(stage: 'validate' | 'lint', findingsOf: (s: WorkflowState) => Finding[]): CommandBody {
  return {
    name: ['qsolve', stage],
    usage: `benchgate qsolve ${stage} [DIR] [--format text|json]`,
    async run(args, io) {
      const a = parse(args, {}, true);
      const loc = await locate(a.dir, io, stage);
      const s = await loadWorkflow(loc.root, loc.folder);
      return printSuiteResults(one(stageResult(s, findingsOf(s))), io, a.format, { root: loc.root });
    }
  };
}

export const validateCommand = stageCommand('validate', validateStage);

export const lintCommand = stageCommand('lint', lintStage);

const RUN_FLAGS = {
  target: { type: 'string' },
  timeout: { type: 'string' },
  python: { type: 'string' },
  sandbox: { type: 'string' },
  'no-cache': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' }
} as const;

/** Runner options from --target/--timeout/--python/--no-cache; the cache lives in the user's cache folder (userCacheDir). */
function runOptions(flags: Record<string, boolean | string | undefined>, io: CommandIO): WorkflowRunOptions {
  const o: WorkflowRunOptions = {};
  if (typeof flags.target === 'string') {
    const r = readOptions({ target: flags.target });
    if (r.findings.length) throw new UsageError(`--target: ${r.findings[0].message}`);
    o.target = flags.target;
  }
  if (typeof flags.timeout === 'string') {
    const r = readOptions({ timeout_s: flags.timeout });
    if (r.findings.length) throw new UsageError(`--timeout: ${r.findings[0].message}`);
    o.timeoutS = r.options.timeout_s;
  }
  if (typeof flags.python === 'string') o.python = flags.python;
  if (typeof flags.sandbox === 'string') {
    const r = readOptions({ sandbox: flags.sandbox });
    if (r.findings.length) throw new UsageError(`--sandbox: ${r.findings[0].message}`);
    o.sandbox = r.options.sandbox;
  }
  if (flags['no-cache'] !== true)
    o.cache = new LocalFolderCache(
      userCacheDir(io.env),
      (m) => io.stderr(`benchgate: ${m}\n`),
      undefined,
      userCacheDir(io.env)
    );
  const status = (l: string) => io.stderr(`\x1b[2K\r${l.slice(0, 100)}`);
  // Not a terminal: a throttled line per case on long runs (report/progress.ts); -q silences it.
  const tick = cliProgress(io, flags.quiet === true);
  if (tick) o.onCase = (e) => tick(`${e.done}/${e.total} Qsolve cases done`, e.line);
  if (io.isTTY) {
    o.log = status;
    o.progress = status;
  }
  return o;
}

/** `--reported-mitigation verify|trust|ignore` (docs/qsolve.md, "Reported mitigation numbers"); a usage error otherwise. */
function modeFlag(flags: Record<string, boolean | string | undefined>): ReportedMitigationMode | undefined {
  const v = flags['reported-mitigation'];
  if (typeof v !== 'string') return undefined;
  const r = readOptions({ reported_mitigation: v });
  if (r.findings.length) throw new UsageError(`--reported-mitigation: ${r.findings[0].message}`);
  return r.options.reported_mitigation;
}

function runRecordsSource(r: Awaited<ReturnType<typeof runWorkflow>>): RecordsSource {
  return {
    ...(r.records ? { records: r.records } : {}),
    findings: r.findings,
    ...(r.notRun ? { notRun: r.notRun } : {}),
    run: r.stats
  };
}

/** `qsolve check` and `qsolve test` (`word`: the name the user typed, for the messages). */
async function checkOrTest(args: string[], io: CommandIO, word: 'check' | 'test'): Promise<number> {
  const a = parse(
    args,
    {
      records: { type: 'string' },
      'no-run': { type: 'boolean' },
      platform: { type: 'boolean' },
      'reported-mitigation': { type: 'string' },
      ...RUN_FLAGS
    },
    true
  );
  const mode = modeFlag(a.flags);
  if (a.flags.platform === true && typeof a.flags.target === 'string')
    throw new UsageError(
      "--platform and --target exclude each other: the platform's gates stage always runs cases without their own target on sim-cpu"
    );
  const loc = await locate(a.dir, io, word);
  const opts = runOptions(a.flags, io);
  const s = await loadWorkflow(loc.root, loc.folder);
  let rec: RecordsSource;
  if (a.values.records !== undefined) {
    const found = await loadRecordsArg(a.values.records, io);
    rec = await bindRecords(s, found, found.abs);
  } else if (a.flags['no-run'] === true) {
    const found = await findRecords(s, undefined);
    rec = await bindRecords(s, found, found.abs);
  } else rec = runRecordsSource(await runWorkflow(s, opts));
  if (io.isTTY) io.stderr('\x1b[2K\r');
  const res = checkWorkflow(s, rec, {
    ...(a.flags.platform !== true && typeof a.flags.target === 'string' ? { runTarget: a.flags.target } : {}),
    ...(mode ? { reportedMitigation: mode } : {})
  });
  return printSuiteResults(one(res), io, a.format, {
    root: loc.root,
    verbosity: a.flags.quiet === true ? 'quiet' : 'normal'
  });
}

export const checkCommand: CommandBody = {
  name: ['qsolve', 'check'],
  usage:
    'benchgate qsolve check [DIR] [--records RUN_RECORDS.json | --no-run] [--target T | --platform] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--reported-mitigation verify|trust|ignore] [--no-cache] [-q] [--format text|json]',
  run: (args, io) => checkOrTest(args, io, 'check')
};

export const runCommand: CommandBody = {
  name: ['qsolve', 'run'],
  usage:
    'benchgate qsolve run [DIR] --out RUN_RECORDS.json [--target T] [--timeout S] [--python CMD] [--sandbox auto|required|off] [--no-cache] [-q] [--format text|json]',
  async run(args, io) {
    const a = parse(args, { out: { type: 'string' }, ...RUN_FLAGS }, true);
    if (typeof a.values.out !== 'string' || a.values.out === '')
      throw new UsageError('--out RUN_RECORDS.json is required');
    const loc = await locate(a.dir, io, 'run');
    const opts = runOptions(a.flags, io);
    const s = await loadWorkflow(loc.root, loc.folder);
    // An unwritable --out is a usage error before anything runs (BG015, exit 2).
    await checkOutputTargets([{ flag: '--out', path: resolve(io.cwd, a.values.out) }]);
    const r = await runWorkflow(s, opts);
    if (io.isTTY) io.stderr('\x1b[2K\r');
    const out = resolve(io.cwd, a.values.out);
    if (r.records) {
      // Bind the records to what they judge (records-binding.ts): content digest, benchgate version, case list.
      const binding = await currentBinding(s, out);
      if (binding) r.records.binding = binding;
      await writeOutput({ flag: '--out', path: out }, JSON.stringify(r.records, null, 2) + '\n');
    }
    const res: ArtifactResult = {
      artifact: { path: s.folder, kind: 'qsolve-workflow' },
      gates: [],
      findings: stageResult(
        s,
        r.notRun
          ? [...r.findings, finding(QS.QS030, `the workflow did not run: ${r.notRun}`, { file: s.manifestFile })]
          : r.findings
      ).findings,
      facts: {
        out: r.records ? relative(io.cwd, out).split(sep).join('/') : null,
        cases: r.records?.cases.length ?? 0,
        ...r.stats
      }
    };
    printSuiteResults(one(res), io, a.format, {
      root: loc.root,
      verbosity: a.flags.quiet === true ? 'quiet' : 'normal'
    });
    return r.records ? EXIT.pass : EXIT.fail;
  }
};

/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
export function decideFromRecords(records: RunRecords, file: string, mode?: ReportedMitigationMode): ArtifactResult {
  const decisions = decideAll(records, undefined, mode);
  const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
  const notHere =
    'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
  const g = (id: keyof typeof GATE_TITLES, status: Gate['status'], detail: string): Gate => ({
    id,
    title: GATE_TITLES[id],
    status,
    detail
  });
  const methods = validation[0]?.methods.length;
  const fid = fidelityCase(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
  const run = runGates(records, decisions, undefined, file);
  const gates: Gate[] = [
    g('manifest', 'skipped', notHere),
    g('example_inputs', 'skipped', notHere),
    validation.length > 0
      ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`)
      : g('benchmark_cases', 'fail', 'the run records hold no case'),
    methods === undefined
      ? g('methods_declared', 'skipped', notHere)
      : methods >= 2
        ? g('methods_declared', 'pass', `${methods} methods ran`)
        : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
    fid !== undefined
      ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`)
      : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
    ...run.gates
  ];
  nameWorkflow(run.findings, records.workflow || file);
  return {
    artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
    gates,
    findings: run.findings,
    sections: trackRecordSections(decisions),
    facts: { records: file, decisions }
  };
}

export const decideCommand: CommandBody = {
  name: ['qsolve', 'decide'],
  usage:
    'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--reported-mitigation verify|trust|ignore] [--format text|json]',
  async run(args, io) {
    const a = parse(args, { workflow: { type: 'string' }, 'reported-mitigation': { type: 'string' } });
    const mode = modeFlag(a.flags);
    const rec = await loadRecordsArg(a.path, io);
    if (a.values.workflow !== undefined) {
      const loc = await locate(a.values.workflow, io, 'decide');
      const s = await loadWorkflow(loc.root, loc.folder);
      return printSuiteResults(
        one(checkWorkflow(s, await bindRecords(s, rec, rec.abs), mode ? { reportedMitigation: mode } : {})),
        io,
        a.format,
        {
          root: loc.root
        }
      );
    }
    if (!rec.records) {
      const res: ArtifactResult = {
        artifact: { path: rec.file, kind: 'qsolve-run-records' },
        gates: [],
        findings: rec.findings
      };
      printSuiteResults(one(res), io, a.format);
      return EXIT.fail;
    }
    const res = decideFromRecords(rec.records, rec.file, mode);
    pushAll(res.findings, rec.findings);
    return printSuiteResults(one(res), io, a.format);
  }
};

/** `qsolve test`: the Qsolve SDK's name for running the cases (its docs say "run `qsolve test`"); the same as check. */
const testCommand: CommandBody = {
  ...checkCommand,
  name: ['qsolve', 'test'],
  usage: checkCommand.usage.replace('benchgate qsolve check', 'benchgate qsolve test'),
  run: (args, io) => checkOrTest(args, io, 'test')
};

export const QSOLVE_COMMANDS: CommandBody[] = [
  validateCommand,
  lintCommand,
  checkCommand,
  testCommand,
  runCommand,
  decideCommand
];
