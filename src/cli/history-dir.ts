/**
 * Reading a history folder for `history show` and `history render`: the folder must exist (else a usage error), its
 * `entries.jsonl` is read as hostile input like every run reads it (bounded, schema-checked, bad lines left out with
 * their code, an unreadable history BG022), and each problem is printed on stderr with its code and place.
 */
import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { BG } from '../codes/general.js';
import { pushAll } from '../core/arrays.js';
import { UsageError, type CommandIO } from '../core/command.js';
import { finding } from '../core/finding.js';
import type { HistoryEntry } from '../core/history-model.js';
import type { Finding } from '../core/model.js';
import { FileHistoryStore } from '../history/file-store.js';
import { parseHistory } from '../history/read.js';
import { escapeText as t } from '../report/escape/text.js';
import { location } from '../report/text.js';

export async function readHistoryDir(
  shown: string,
  io: CommandIO
): Promise<{ store: FileHistoryStore; entries: HistoryEntry[]; problems: Finding[] }> {
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
  return { store, entries, problems };
}
