/**
 * Every CLI command, in help order, grouped by the first word of their names. A group's module is
 * loaded only when its word is typed (or for the full help), so `benchgate manifest verify` does not
 * parse and initialise the quantum engine, the Parquet reader or the JSON Schema validators.
 * The families' groups come from their plug-in descriptions (`src/suites/plugins.ts`), after benchgate's own; the
 * `init` group is made of the families' init commands (their plug-ins' `init`).
 */
import { withSummaries, type Command } from '../core/command.js';
import { pushAll } from '../core/arrays.js';
import { PLUGINS } from '../suites/plugins.js';

export interface CommandGroup {
  /** The first word of every command in the group. */
  word: string;
  /** Names and summaries for the full help, when known without loading the group (the families' plug-ins). */
  help?: readonly Pick<Command, 'name' | 'summary'>[];
  load: () => Promise<Command[]>;
}

export const COMMAND_GROUPS: CommandGroup[] = [
  { word: 'check', load: async () => [(await import('./commands/check.js')).checkCommand] },
  { word: 'init', load: familyInitCommands },
  { word: 'diff', load: async () => [(await import('./commands/diff.js')).diffCommand] },
  { word: 'merge', load: async () => [(await import('./commands/merge.js')).mergeCommand] },
  {
    word: 'history',
    load: async () => [
      (await import('./commands/history-show.js')).historyShowCommand,
      (await import('./commands/history-render.js')).historyRenderCommand
    ]
  },
  ...PLUGINS.flatMap(({ commands: c }) =>
    c ? [{ word: c.word, help: c.help, load: async () => withSummaries(c.help, await c.load()) }] : []
  ),
  { word: 'simulate', load: async () => [(await import('./commands/simulate.js')).simulateCommand] },
  { word: 'codes', load: async () => [(await import('./commands/codes.js')).codesCommand] }
];

/** `benchgate init <family>`: each plug-in's init command, in plug-in order (loaded one after the other, see below). */
async function familyInitCommands(): Promise<Command[]> {
  const all: Command[] = [];
  for (const p of PLUGINS) if (p.init) all.push(await p.init());
  return all;
}

/** The commands whose first word is `word` (none for an unknown word). */
export async function loadGroup(word: string, groups: CommandGroup[] = COMMAND_GROUPS): Promise<Command[]> {
  const g = groups.find((x) => x.word === word);
  return g ? g.load() : [];
}

/**
 * Every command's name and summary, in help order (`benchgate --help`): a group's static `help` when it has one (the
 * families: no suite module is loaded), else its loaded commands (benchgate's own groups).
 */
export async function loadHelpEntries(
  groups: CommandGroup[] = COMMAND_GROUPS
): Promise<Pick<Command, 'name' | 'summary'>[]> {
  const all: Pick<Command, 'name' | 'summary'>[] = [];
  for (const g of groups) pushAll(all, g.help ?? (await g.load()));
  return all;
}

/** Every command, in help order (loads every group). */
export async function loadAllCommands(groups: CommandGroup[] = COMMAND_GROUPS): Promise<Command[]> {
  // One after the other: concurrent dynamic imports of shared modules trip jest's ESM loader.
  const all: Command[] = [];
  for (const g of groups) pushAll(all, await g.load());
  return all;
}
