/**
 * `benchgate history show DIR [--format json|text]`: the entries of a history folder (or a clone of the
 * `benchgate-history` branch), oldest first, read as hostile input like every run reads them (docs/history.md).
 * json: the valid entries as one JSON array; text: a table. A line left out or an unreadable history is printed on
 * stderr with its code and the exit code is 1; a missing folder is a usage error (2).
 */
import { EXIT, UsageError, parseCommandArgs, readFormat, type Command } from '../../core/command.js';
import { readHistoryDir } from '../history-dir.js';
import type { HistoryEntry } from '../../core/history-model.js';
import { escapeText as t } from '../../report/escape/text.js';
import { maxOf } from '../../core/arrays.js';

/** The entries as a table: one row per entry, oldest first. */
export function historyTable(entries: readonly HistoryEntry[]): string {
  const head = ['#', 'commit', 'time', 'verdict', 'version', 'config', 'artifacts', 'gates failed', 'run'];
  const rows = entries.map((e, i) => [
    String(i + 1),
    e.commit.slice(0, 12),
    e.time,
    e.verdict,
    e.version,
    e.configHash.slice(0, 12),
    String(e.artifacts.length),
    String(
      e.artifacts.reduce((n, a) => n + a.gates.filter((g) => g.status === 'fail' || g.status === 'undecided').length, 0)
    ),
    e.run ?? '—'
  ]);
  const all = [head, ...rows].map((r) => r.map((c) => t(c)));
  const widths = head.map((_, i) => maxOf(all.map((r) => r[i]!.length)));
  return (
    all
      .map((r) =>
        r
          .map((c, i) => c.padEnd(widths[i]!))
          .join('  ')
          .trimEnd()
      )
      .join('\n') + '\n'
  );
}

export const historyShowCommand: Command = {
  name: ['history', 'show'],
  usage: 'benchgate history show DIR [--format json|text]',
  summary:
    'The entries of a history folder (DIR/entries.jsonl, e.g. a clone of the benchgate-history branch), oldest first: json prints them as one JSON array, text as a table. Exit 1 when a line was left out (BG023) or the history cannot be read (BG022); 2: usage (docs/history.md).',
  async run(args, io) {
    const { values, positionals } = parseCommandArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { format: { type: 'string' } }
    });
    if (positionals.length !== 1) throw new UsageError('history show takes one DIR (the folder holding entries.jsonl)');
    const format = readFormat(values.format, ['json', 'text'] as const, 'text');
    const { store, entries, problems } = await readHistoryDir(positionals[0]!, io);
    if (format === 'json') io.stdout(JSON.stringify(entries, null, 2) + '\n');
    else if (entries.length === 0) io.stdout(`no entries in ${t(store.file)}\n`);
    else io.stdout(historyTable(entries));
    return problems.length ? EXIT.fail : EXIT.pass;
  }
};
