import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import type { Command, CommandIO } from '../../cli/command.js';
import { EXIT, UsageError } from '../../cli/command.js';
import { printSuiteResults } from '../../cli/suite-output.js';
import type { ArtifactResult, Finding, Gate, SuiteResult } from '../../core/model.js';
import { fidelityCase, GATE_TITLES, runGates } from './gates.js';
import { loadRecords } from './records.js';
import { trackRecordSections } from './report.js';
import type { RunRecords } from './types.js';
import { checkWorkflow, decideAll, findRecords, lintStage, loadWorkflow, validateStage } from './workflow.js';
import type { WorkflowState } from './workflow.js';

const TITLE = 'Qsolve workflows';

function parse(args: string[], extra: Record<string, { type: 'string' }> = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, strict: true, options: { format: { type: 'string' }, ...extra } });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const format = parsed.values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json (got "${format}")`);
  if (parsed.positionals.length !== 1) throw new UsageError(`expected exactly one path argument, got ${parsed.positionals.length}`);
  return { format: format as 'text' | 'json', path: parsed.positionals[0], values: parsed.values as Record<string, string | undefined> };
}

/** Root and repo-relative folder for a DIR argument: paths are shown relative to the current directory when DIR is inside it. */
async function locate(dir: string, io: CommandIO): Promise<{ root: string; folder: string }> {
  const abs = resolve(io.cwd, dir);
  try {
    if (!(await stat(abs)).isDirectory()) throw new Error('x');
  } catch {
    throw new UsageError(`"${dir}" is not a workflow folder (a directory holding qsolve.yaml or qsolve.json)`);
  }
  const real = await realpath(abs);
  let cwd = io.cwd;
  try {
    cwd = await realpath(io.cwd);
  } catch {
    /* keep */
  }
  const r = relative(cwd, real);
  if (r === '') return { root: cwd, folder: '.' };
  if (!r.startsWith('..') && !isAbsolute(r)) return { root: cwd, folder: r.split(sep).join('/') };
  return { root: real, folder: '.' };
}

function one(result: ArtifactResult, findings: Finding[] = []): SuiteResult[] {
  return [{ suite: 'qsolve', title: TITLE, artifacts: [result], findings }];
}

function stageResult(s: WorkflowState, findings: Finding[]): ArtifactResult {
  return { artifact: { path: s.folder, kind: 'qsolve-workflow' }, gates: [], findings };
}

async function loadRecordsArg(p: string, io: CommandIO): Promise<{ records?: RunRecords; findings: Finding[]; file: string }> {
  const abs = resolve(io.cwd, p);
  const file = relative(io.cwd, abs).split(sep).join('/') || p;
  return { ...(await loadRecords(abs, file)), file };
}

/** A command that prints the findings of one stage of a workflow folder. */
function stageCommand(stage: 'validate' | 'lint', summary: string, findingsOf: (s: WorkflowState) => Finding[]): Command {
  return {
    name: ['qsolve', stage],
    usage: `benchgate qsolve ${stage} DIR [--format text|json]`,
    summary,
    async run(args, io) {
      const a = parse(args);
      const loc = await locate(a.path, io);
      const s = await loadWorkflow(loc.root, loc.folder);
      return printSuiteResults(one(stageResult(s, findingsOf(s))), io, a.format, { root: loc.root });
    }
  };
}

export const validateCommand = stageCommand('validate', 'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks', validateStage);

export const lintCommand = stageCommand('lint', 'Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054', lintStage);

export const checkCommand: Command = {
  name: ['qsolve', 'check'],
  usage: 'benchgate qsolve check DIR [--records RUN_RECORDS.json] [--format text|json]',
  summary: 'All Qsolve stages (validate, lint, test) and the eight gates; without run records the test-stage gates stay undecided',
  async run(args, io) {
    const a = parse(args, { records: { type: 'string' } });
    const loc = await locate(a.path, io);
    const s = await loadWorkflow(loc.root, loc.folder);
    const rec = a.values.records !== undefined ? await loadRecordsArg(a.values.records, io) : await findRecords(s, undefined);
    const res = checkWorkflow(s, rec);
    return printSuiteResults(one(res), io, a.format, { root: loc.root });
  }
};

/** Gates decided from run records alone (no workflow folder): see docs/qsolve.md. Pure. */
export function decideFromRecords(records: RunRecords, file: string): ArtifactResult {
  const decisions = decideAll(records, undefined);
  const validation = records.cases.filter((c) => (c.list ?? 'cases') === 'cases');
  const notHere = 'not decided from run records alone: run `benchgate qsolve check DIR --records FILE` on the workflow folder';
  const g = (id: keyof typeof GATE_TITLES, status: Gate['status'], detail: string): Gate => ({ id, title: GATE_TITLES[id], status, detail });
  const methods = validation[0]?.methods.length;
  const fid = fidelityCase(validation.map((c) => ({ name: c.name, target: c.target, expect: c.expect })));
  const run = runGates(records, decisions, undefined, file);
  const gates: Gate[] = [
    g('manifest', 'skipped', notHere),
    g('example_inputs', 'skipped', notHere),
    validation.length > 0 ? g('benchmark_cases', 'pass', `${validation.length} case(s) recorded`) : g('benchmark_cases', 'fail', 'the run records hold no case'),
    methods === undefined ? g('methods_declared', 'skipped', notHere) : methods >= 2 ? g('methods_declared', 'pass', `${methods} methods ran`) : g('methods_declared', 'fail', `only ${methods} method(s) ran; at least two are needed`),
    fid !== undefined ? g('fidelity_checked', 'pass', `case "${fid}" checks fidelity on a noisy target`) : g('fidelity_checked', 'fail', 'no recorded case sets a non-zero min_fidelity on a fake: or ibm: target'),
    ...run.gates
  ];
  return {
    artifact: { path: records.workflow || file, kind: 'qsolve-workflow' },
    gates,
    findings: run.findings,
    sections: trackRecordSections(decisions),
    facts: { records: file, decisions }
  };
}

export const decideCommand: Command = {
  name: ['qsolve', 'decide'],
  usage: 'benchgate qsolve decide RUN_RECORDS.json [--workflow DIR] [--format text|json]',
  summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)',
  async run(args, io) {
    const a = parse(args, { workflow: { type: 'string' } });
    const rec = await loadRecordsArg(a.path, io);
    if (a.values.workflow !== undefined) {
      const loc = await locate(a.values.workflow, io);
      const s = await loadWorkflow(loc.root, loc.folder);
      return printSuiteResults(one(checkWorkflow(s, rec)), io, a.format, { root: loc.root });
    }
    if (!rec.records) {
      const res: ArtifactResult = { artifact: { path: rec.file, kind: 'qsolve-run-records' }, gates: [], findings: rec.findings };
      printSuiteResults(one(res), io, a.format);
      return EXIT.fail;
    }
    const res = decideFromRecords(rec.records, rec.file);
    res.findings.push(...rec.findings);
    return printSuiteResults(one(res), io, a.format);
  }
};

export const QSOLVE_COMMANDS: Command[] = [validateCommand, lintCommand, checkCommand, decideCommand];
