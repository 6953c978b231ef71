/**
 * `benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--format text|json]`
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, posix, relative, resolve, sep } from 'node:path';
import type { CommandBody, CommandIO } from '../../core/command.js';
import { parseCommandArgs, UsageError } from '../../core/command.js';
import { printSuiteResults } from '../../report/suite-output.js';
import { finding } from '../../core/finding.js';
import type { ArtifactResult, SuiteResult } from '../../core/model.js';
import { checkExportFile } from './check-export.js';
import { checkExportSet } from './check-set.js';
import { checkSuiteFile } from './check-suite.js';
import type { SetMember } from './downloads.js';
import { FB } from './codes.js';
import { sniffFile } from './discover.js';
import { fightbenchSuite } from './suite.js';
import { suiteResultOf } from '../result.js';
import { parseOptions } from './options.js';

const USAGE =
  'benchgate fightbench verify FILE… [--engine CMD] [--engine-versions v1,v2] [--engine-timeout-ms N] [--require-replay] [--no-secret-scan] [--one-export] [--public-repo true|false] [--max-cell-bytes N] [--manifest-canonicalization NAME|any] [--format text|json]';

function displayPath(cwd: string, abs: string, given: string): string {
  const rel = relative(cwd, abs);
  if (rel && !rel.startsWith('..') && !isAbsolute(rel)) return rel.split(sep).join('/');
  return given.split(sep).join('/');
}

export const fightbenchVerifyCommand: CommandBody = {
  name: ['fightbench', 'verify'],
  usage: USAGE,
  async run(args: string[], io: CommandIO): Promise<number> {
    const parsed = parseCommandArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        engine: { type: 'string' },
        'engine-versions': { type: 'string' },
        'engine-timeout-ms': { type: 'string' },
        'require-replay': { type: 'boolean' },
        'secret-scan': { type: 'boolean' },
        'no-secret-scan': { type: 'boolean' },
        'one-export': { type: 'boolean' },
        'public-repo': { type: 'string' },
        'max-cell-bytes': { type: 'string' },
        'max-line-bytes': { type: 'string' },
        'max-findings-per-code': { type: 'string' },
        'manifest-canonicalization': { type: 'string' },
        format: { type: 'string', default: 'text' }
      }
    });
    const { values, positionals } = parsed;
    if (positionals.length === 0) throw new UsageError('name at least one FILE to verify');
    const format = values.format;
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
    const raw: Record<string, unknown> = {};
    if (values.engine !== undefined) raw['fightbench-engine'] = values.engine;
    for (const k of [
      'engine-versions',
      'engine-timeout-ms',
      'public-repo',
      'max-cell-bytes',
      'max-line-bytes',
      'max-findings-per-code',
      'manifest-canonicalization'
    ] as const) {
      if (values[k] !== undefined) raw[k] = values[k];
    }
    if (values['require-replay']) raw['require-replay'] = true;
    if (values['secret-scan'] && values['no-secret-scan'])
      throw new UsageError('--secret-scan and --no-secret-scan contradict each other');
    if (values['secret-scan']) raw['secret-scan'] = true;
    if (values['no-secret-scan']) raw['secret-scan'] = false;
    const { options, findings: optFindings } = parseOptions(raw);
    if (optFindings.length) throw new UsageError(optFindings.map((f) => f.message).join(' '));

    const artifacts: ArtifactResult[] = [];
    const members: SetMember[] = [];
    const skipped: { path: string; reason: string }[] = [];
    for (const given of positionals) {
      const abs = resolve(io.cwd, given);
      const file = displayPath(io.cwd, abs, given);
      let isFile = false;
      try {
        isFile = (await stat(abs)).isFile();
      } catch {
        isFile = false;
      }
      if (!isFile) {
        const msg = `"${file}" does not exist or is not a regular file.`;
        artifacts.push({
          artifact: { path: file, kind: 'fightbench-file' },
          gates: [{ id: 'readable', title: 'File readable', status: 'fail', detail: `FB002: ${msg}` }],
          findings: [finding(FB.FB002, msg, { file, gate: 'readable' })]
        });
        continue;
      }
      let s;
      try {
        s = await sniffFile(abs, file, { maxLineBytes: options.maxLineBytes });
        // Named on the command line and only undecidable (empty, truncated, cut): check it, so verify reports why.
        if ('skip' in s && s.doubt) s = { kind: 'jsonl' as const };
      } catch (e) {
        s = { skip: `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
      }
      if ('kind' in s) {
        if (s.kind === 'suite') artifacts.push(await checkSuiteFile(abs, file, options));
        else {
          artifacts.push(await checkExportFile(abs, file, s.kind, options, { cwd: io.cwd }));
          members.push({ abs, file, format: s.kind });
        }
      } else {
        const reason = 'skip' in s ? s.skip : 'not a .jsonl, .parquet or .json file';
        skipped.push({ path: file, reason });
        const msg = `"${file}" is not a FightBench schema-v1 export or suite download: ${reason}.`;
        artifacts.push({
          artifact: { path: file, kind: 'fightbench-file' },
          gates: [
            { id: 'recognised', title: 'Recognised as a FightBench file', status: 'fail', detail: `FB001: ${reason}` }
          ],
          findings: [finding(FB.FB001, msg, { file, gate: 'recognised' })]
        });
      }
    }
    if (members.length >= 2) {
      const dirs = new Set(members.map((m) => posix.dirname(m.file)));
      // Twins are always compared; the files are shards of one export (FB016) only with --one-export.
      artifacts.push(
        await checkExportSet(dirs.size === 1 ? [...dirs][0] : '.', members, options, {
          shards: values['one-export'] === true
        })
      );
    }
    const result: SuiteResult = { ...suiteResultOf(fightbenchSuite, artifacts), skipped };
    return printSuiteResults([result], io, format, { root: io.cwd });
  }
};

export const FIGHTBENCH_COMMANDS: CommandBody[] = [fightbenchVerifyCommand];
