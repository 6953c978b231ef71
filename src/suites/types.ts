import type { Artifact, ArtifactNaming, ArtifactResult, Finding } from '../core/model.js';
import type { RepoTree } from '../core/tree.js';
import type { ResultCache } from '../core/cache.js';
import type { Command, CommandBody } from '../core/command.js';
import type { CodeGroup } from '../codes/registry.js';
import type { TrustTable } from '../core/trust.js';

/**
 * What a suite gets from the run: never anything GitHub-specific. A run passes the same object to `discover` and to
 * every `check` of the suite, so a suite may keep per-run state keyed by it (a `WeakMap`), never in a module-level
 * map that outlives the run.
 */
export interface SuiteContext {
  /** Absolute, symlink-resolved repository root. */
  root: string;
  /**
   * This suite's options: the job's (inputs/flags), with what the checked tree's `.benchgate.yml` may set applied
   * under the suite's `optionTrust` (src/core/trust.ts; a loosening value from the tree is dropped with BG014).
   */
  options: Record<string, unknown>;
  /**
   * The part of `options` applied from the checked tree's `.benchgate.yml` (untrusted: a pull request writes it). An
   * option whose value is the same object here and in `options` came from the file.
   */
  configOptions?: Record<string, unknown>;
  /** Progress and log lines (the CLI prints them on a TTY, the action in a log group). */
  log: (line: string) => void;
  /** Transient progress lines (the CLI's status line on a TTY; the action leaves it out). */
  progress?: (line: string) => void;
  /** Optional result cache (the action's @actions/cache adapter, or a local folder for the CLI). */
  cache?: ResultCache;
}

export interface Discovery {
  artifacts: Artifact[];
  /** Look-alike files deliberately left alone, with the reason (listed as skipped, never as passed). */
  skipped?: { path: string; reason: string }[];
  findings?: Finding[];
}

/**
 * Every artifact family implements this. discover → check → result of gates and findings.
 * A suite must never throw for bad input: every problem becomes a finding.
 */
export interface Suite {
  id: string;
  title: string;
  /** How reports name this suite's artifacts (copied into its SuiteResult); default: the title and the base name. */
  naming?: readonly ArtifactNaming[];
  /** Find this suite's artifacts in the tree (paths are already filtered by the configuration). */
  discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery>;
  /** Check one artifact. */
  check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult>;
  /**
   * Optional: given every result of this suite in the run, says why nothing of substance was checked (for
   * example every Qsolve case skipped), or undefined. The run then raises BG001 (an error under fail-on-empty).
   * Pure: `benchgate merge` calls it on the union of the shards.
   */
  nothingChecked?(results: readonly ArtifactResult[]): string | undefined;
  /**
   * How each option may be set from the checked tree's `.benchgate.yml` (declared where the options are parsed; see
   * `src/core/trust.ts`). Without it, every option from the tree is ignored (BG014): only the job may set it.
   */
  optionTrust?: { table: TrustTable; canonical?: (key: string) => string };
}

/**
 * An action input that sets one option of its family's suite (`strict`, `min-tier`, `sandbox`, …), declared by the
 * plug-in and read by the action generically (`src/action/inputs.ts`); action.yml declares the same name. The value
 * is merged over the job's `options` input for this suite.
 */
interface PluginInput {
  /** The action input's name (action.yml). */
  name: string;
  /** The suite option it sets. */
  suiteOption: string;
  /**
   * The option's value from the input's text (`''` when the job does not give it), or undefined to leave the option
   * as the `options` input has it. `jobOptions` is this suite's part of the `options` input. Throws an Error naming
   * the input on a bad value. Pure, and small: the plug-in description loads no suite module.
   */
  parse: (raw: string, jobOptions: Readonly<Record<string, unknown>>) => unknown;
}

/**
 * One artifact family, described once (`src/suites/<family>/plugin.ts`) and listed once (`src/suites/plugins.ts`);
 * the code registry, the CLI's command groups and the suite list are derived from that list. The description itself
 * imports only the family's `codes.ts`: the suite and the commands are loaded on demand.
 */
export interface Plugin {
  /** The suite id (`.benchgate.yml` `suites.<id>`). */
  id: string;
  /** The suite title, as reports show it. */
  title: string;
  /** The family's finding codes: title of the docs/codes.md section, code prefixes, definitions. */
  codes: CodeGroup;
  /** Loads the suite (discover → check). */
  loadSuite: () => Promise<Suite>;
  /** The family's own action inputs, in the order they are applied over the `options` input. */
  inputs?: readonly PluginInput[];
  /**
   * The CLI command group, if the family has one: its first word, each command's name and one-line summary as
   * `benchgate --help` lists them (the only place a family command's summary is written, so the full help loads no
   * family module), and the lazy command bodies, to which the CLI attaches those summaries (`withSummaries`).
   */
  commands?: {
    word: string;
    help: readonly Pick<Command, 'name' | 'summary'>[];
    load: () => Promise<CommandBody[]>;
  };
  /**
   * Loads the family's `benchgate init <id>` command (named `['init', id]`), if it has one: the scaffolder of a new
   * artifact. The CLI's `init` group is made of these (`src/cli/commands.ts`), so the CLI never imports a family.
   */
  init?: () => Promise<Command>;
}
