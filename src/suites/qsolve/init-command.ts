import { basename, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ACTION_TAG, VERSION } from '../../version.js';
import { UsageError, EXIT, type Command } from '../../core/command.js';
import { readFormat } from '../../core/command.js';
import {
  ACTION_REF_RE,
  gitRoot,
  InitRefused,
  LANGUAGES,
  NAME_RE,
  planFiles,
  preflight,
  qiskitTemplates,
  resolveDir,
  slugName,
  TEMPLATE_NAMES,
  writeFiles
} from './init.js';
import type { Language, TemplateName } from './init.js';

const USAGE = `benchgate init qsolve [DIR] [--template ${TEMPLATE_NAMES.join('|')}] [--language ${LANGUAGES.join('|')}] [--qiskit] [--name NAME] [--action-ref REF] [--force] [--format text|json]`;

export const initQsolveCommand: Command = {
  name: ['init', 'qsolve'],
  usage: USAGE,
  summary:
    'Write a new Qsolve workflow into DIR (default .): qsolve.yaml, schemas, examples, benchmarks/cases.yaml (sim-cpu, fake:fez@1.6 with min_fidelity, one hardware case), workflow.py|.mjs and .github/workflows/benchgate.yml, passing the eight gates on its first check. Never replaces a file without --force, never writes through a symlink (exit 2, nothing written).',
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        template: { type: 'string' },
        language: { type: 'string' },
        qiskit: { type: 'boolean' },
        name: { type: 'string' },
        'action-ref': { type: 'string' },
        force: { type: 'boolean' },
        format: { type: 'string' }
      }
    });
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
    if (positionals.length > 1) throw new UsageError(`give at most one DIR (got ${positionals.length})`);
    const template = (values.template ?? 'max-cut') as TemplateName;
    if (!(TEMPLATE_NAMES as readonly string[]).includes(template))
      throw new UsageError(`--template must be one of ${TEMPLATE_NAMES.join(', ')} (got "${template}")`);
    const language = (values.language ?? 'python') as Language;
    if (!(LANGUAGES as readonly string[]).includes(language))
      throw new UsageError(`--language must be one of ${LANGUAGES.join(', ')} (got "${language}")`);
    const qiskit = values.qiskit === true;
    if (qiskit && language !== 'python')
      throw new UsageError('--qiskit writes a Python workflow written with Qiskit: leave out --language js');
    if (qiskit && !qiskitTemplates().includes(template))
      throw new UsageError(
        `--qiskit is offered for the ${qiskitTemplates().join(', ')} template${qiskitTemplates().length === 1 ? '' : 's'} (got "${template}")`
      );
    const actionRef = values['action-ref'] ?? ACTION_TAG; // the major tag each release moves (README, CONTRIBUTING)
    if (!ACTION_REF_RE.test(actionRef) || actionRef.split('/').some((s) => s === '..' || s === '.'))
      throw new UsageError(
        `--action-ref must be a tag, branch or commit SHA (letters, digits, . _ - /), got "${actionRef}"`
      );
    const dirAbs = resolveDir(io.cwd, positionals[0]);
    const name = values.name ?? slugName(basename(dirAbs), template);
    if (!NAME_RE.test(name)) throw new UsageError(`--name must match ${NAME_RE.source} (got "${name}")`);
    const shown = relative(io.cwd, dirAbs) || '.';
    const files = planFiles({ template, language, name, actionRef, version: VERSION, qiskit });
    const pre = preflight(dirAbs, files, resolveDir(io.cwd, '.'));
    const refuse = (message: string, list: string[]) => {
      if (format === 'json')
        io.stdout(JSON.stringify({ ok: false, dir: shown, error: message, files: list }, null, 2) + '\n');
      io.stderr(`benchgate init qsolve: ${message}\n`);
      return EXIT.usage;
    };
    if (pre.refused.length) {
      return refuse(
        `refused, nothing written: ${pre.refused.map((r) => `${r.path} ${r.why}`).join('; ')}`,
        pre.refused.map((r) => r.path)
      );
    }
    if (pre.existing.length && !values.force) {
      return refuse(
        `${pre.existing.length} file(s) already exist in ${shown}, nothing written (use --force to replace them): ${pre.existing.join(', ')}`,
        pre.existing
      );
    }
    const done: ReturnType<typeof writeFiles> = [];
    try {
      writeFiles(dirAbs, files, values.force ?? false, done);
    } catch (e) {
      const written = done.length
        ? ` (written before it stopped: ${done.map((d) => d.path).join(', ')})`
        : ' (nothing was written)';
      if (e instanceof InitRefused) return refuse(`${e.message}${written}`, e.files);
      return refuse(`could not write the workflow: ${(e as Error).message}${written}`, []);
    }
    const root = gitRoot(dirAbs);
    const notes: string[] = [];
    if (root !== undefined && root !== dirAbs) {
      notes.push(
        `${shown} is not the root of its git repository (${relative(io.cwd, root) || '.'}): GitHub runs only the root's .github/workflows, so move .github/workflows/benchgate.yml there and set its \`path:\` to ${relative(root, dirAbs)}.`
      );
    }
    if (format === 'json') {
      io.stdout(
        JSON.stringify(
          { ok: true, dir: shown, template, language, qiskit, name, actionRef, files: done, notes },
          null,
          2
        ) + '\n'
      );
      return EXIT.pass;
    }
    const lines = [
      `benchgate init qsolve: wrote the ${template} workflow "${name}" (${language === 'python' ? (qiskit ? 'Python with Qiskit' : 'Python') : 'JavaScript'}) in ${shown}:`,
      ...done.map((d) => `  ${d.action === 'replaced' ? 'replaced' : 'created '}  ${d.path}`),
      '',
      'Next:',
      qiskit
        ? `  npx benchgate check ${shown} --option qsolve.python=PYTHON   # PYTHON: an interpreter with Qiskit (pip install qiskit), e.g. .venv/bin/python`
        : `  npx benchgate check ${shown}          # every stage and the eight gates, the workflow run in the sandbox${language === 'python' ? ' (needs python3 ≥ 3.9)' : ''}`,
      `  edit ${language === 'python' ? 'workflow.py' : 'workflow.mjs'}, the schemas, examples/ and benchmarks/cases.yaml for your problem (docs/qsolve.md)`,
      '  commit, push, and make the job "benchgate" a required status check',
      ...notes.map((n) => `Note: ${n}`),
      ''
    ];
    io.stdout(lines.join('\n'));
    return EXIT.pass;
  }
};
