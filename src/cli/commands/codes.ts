import { parseArgs } from 'node:util';
import { CODE_GROUPS } from '../../code-registry.js';
import type { Command } from '../../core/command.js';
import { readFormat } from '../../core/command.js';

/** docs/codes.md is exactly this text (`npm run docs:codes` writes it; a test compares). */
export function codesMarkdown(): string {
  const out = [
    '# Finding codes',
    '',
    '<!-- Generated from src/code-registry.ts by `npm run docs:codes`; do not edit by hand. -->',
    '',
    'Every finding benchgate reports carries one of these stable codes. The severity is the default; options such as `strict` or `fail-on` can raise it. Each entry says what the code means and how to fix it.',
    ''
  ];
  for (const g of CODE_GROUPS) {
    out.push(`## ${g.title} (${g.prefixes.join(', ')})`, '');
    for (const c of g.codes) {
      out.push(`### ${c.code}`, '', `**${c.title}** (${c.severity})`, '', c.description, '', `**Fix:** ${c.fix}`, '');
    }
  }
  return out.join('\n');
}

export const codesCommand: Command = {
  name: ['codes'],
  usage: 'benchgate codes [CODE] [--format text|json|markdown]',
  summary: 'List every finding code with its meaning and fix (or explain one code).',
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { format: { type: 'string' } }
    });
    const format = readFormat(values.format, ['text', 'json', 'markdown'] as const, 'text');
    const all = CODE_GROUPS.flatMap((g) => g.codes);
    const wanted = positionals.length ? all.filter((c) => positionals.some((p) => p.toUpperCase() === c.code)) : all;
    if (positionals.length && wanted.length === 0) {
      io.stderr(`benchgate codes: unknown code ${positionals.join(', ')}\n`);
      return 1;
    }
    if (format === 'markdown') io.stdout(codesMarkdown());
    else if (format === 'json') io.stdout(JSON.stringify(wanted, null, 2) + '\n');
    else
      for (const c of wanted)
        io.stdout(`${c.code} ${c.severity.padEnd(7)} ${c.title}\n  ${c.description}\n  Fix: ${c.fix}\n`);
    return 0;
  }
};
