/**
 * `benchgate history show DIR [--format json|text]`: the entries of a history folder (or a clone of the
 * `benchgate-history` branch), oldest first, read as hostile input like every run reads them (docs/history.md).
 * json: the valid entries as one JSON array; text: a table. A line left out or an unreadable history is printed on
 * stderr with its code and the exit code is 1; a missing folder is a usage error (2).
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT, UsageError, readFormat, type Command } from '../../core/command.js';
import { BG } from '../../codes/general.js';
import type { HistoryEntry } from '../../core/history-model.js';
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { escapeText as t } from '../../report/escape/text.js';
import { location } from '../../report/text.js';
import { FileHistoryStore } from '../../history/file-store.js';
import { parseHistory } from '../../history/read.js';
import { maxOf, pushAll } from '../../core/arrays.js';

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
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { format: { type: 'string' } }
    });
    if (positionals.length !== 1) throw new UsageError('history show takes one DIR (the folder holding entries.jsonl)');
    const format = readFormat(values.format, ['json', 'text'] as const, 'text');
    const shown = positionals[0]!;
    const dir = isAbsolute(shown) ? shown : resolve(io.cwd, shown);
    const st = await stat(dir).catch(() => undefined);
    if (!st?.isDirectory()) throw new UsageError(`${shown} is not a folder (give the folder holding entries.jsonl)`);
    const store = new FileHistoryStore(dir, shown);
    let entries: HistoryEntry[] = [];
    const problems: Finding[] = [];
    try {
      const parsed = parseHistory(await store.read(), store.file);
      entries = parsed.entries;
      pushAll(problems, parsed.findings);
    } catch (e) {
      problems.push(
        finding(BG.BG022, `the history (${store.label}) could not be read: ${(e as Error).message.split('\n')[0]}`, {
          file: store.file
        })
      );
    }
    for (const f of problems) io.stderr(`${f.severity} ${f.code} ${t(location(f))}: ${t(f.message)}\n`);
    if (format === 'json') io.stdout(JSON.stringify(entries, null, 2) + '\n');
    else if (entries.length === 0) io.stdout(`no entries in ${t(store.file)}\n`);
    else io.stdout(historyTable(entries));
    return problems.length ? EXIT.fail : EXIT.pass;
  }
};
