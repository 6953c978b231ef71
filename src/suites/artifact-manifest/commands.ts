import { statSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { suiteResultOf } from '../result.js';
import { artifactManifestSuite } from './suite.js';
import { MANIFEST_NAME } from '../../release/manifest-parse.js';
import { verifyRelease } from '../../release/verify.js';
import { readFormat, UsageError, type CommandBody } from '../../core/command.js';
import { printSuiteResults } from '../../report/suite-output.js';

export const manifestVerifyCommand: CommandBody = {
  name: ['manifest', 'verify'],
  usage: 'benchgate manifest verify DIR|DIR/ARTIFACT_MANIFEST.tsv... [--strict] [--format text|json]',
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { strict: { type: 'boolean' }, format: { type: 'string' } }
    });
    const format = readFormat(values.format, ['text', 'json'] as const, 'text');
    if (positionals.length === 0) throw new UsageError('give at least one release directory');
    const result = suiteResultOf(artifactManifestSuite);
    for (const arg of positionals) {
      const abs = releaseDir(resolve(io.cwd, arg));
      const display = (relative(io.cwd, abs).split('\\').join('/') || '.') + '/' + MANIFEST_NAME;
      const path = display.startsWith('./') ? display.slice(2) : display;
      const out = await verifyRelease(abs, { strict: values.strict ?? false, displayPath: path });
      result.artifacts.push({
        artifact: { path, kind: 'artifact-manifest' },
        gates: out.gates,
        findings: out.findings,
        facts: { ...out.facts, reference: out.reference }
      });
    }
    return printSuiteResults([result], io, format);
  }
};

/** A release directory, or its manifest file (which names the same release). Anything else is left to verifyRelease's findings. */
function releaseDir(abs: string): string {
  if (basename(abs) !== MANIFEST_NAME) return abs;
  try {
    return statSync(abs).isFile() ? dirname(abs) : abs;
  } catch {
    return abs;
  }
}

export const MANIFEST_COMMANDS: CommandBody[] = [manifestVerifyCommand];
