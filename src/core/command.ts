/**
 * One CLI command. `src/cli/commands.ts` lists them all; `src/cli/main.ts` dispatches.
 * A command parses its own arguments (node:util parseArgs), writes through `io`, and returns
 * the exit code: 0 pass, 1 a gate or check failed, 2 usage or internal error.
 */
import { parseArgs } from 'node:util';

export interface CommandIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stdout is a TTY and NO_COLOR is unset: colour allowed. */
  color: boolean;
  /** Current working directory (paths in arguments are relative to it). */
  cwd: string;
  env: NodeJS.ProcessEnv;
  isTTY: boolean;
  /** A monotonic clock in milliseconds for progress lines (default `performance.now`; tests inject a fake one). */
  now?: () => number;
}

export interface Command {
  /** Words that select the command, e.g. ['manifest', 'verify'] or ['check']. */
  name: string[];
  /** One-line usage, e.g. 'benchgate manifest verify DIR [--strict] [--format text|json]'. */
  usage: string;
  summary: string;
  /**
   * The command reads `-h`/`--help` itself, where its parser meets them (the PQID-Bench commands: argparse prints its
   * own help text, and `--output -h` is a missing argument there, not a request for help). Otherwise the CLI answers
   * `-h`/`--help` anywhere in the arguments with the usage line.
   */
  parsesHelp?: true;
  run(args: string[], io: CommandIO): Promise<number>;
}

/**
 * A family command as its `commands.ts` writes it: everything but the one-line summary, which is written once, in the
 * family's plug-in description (`Plugin.commands.help`, so `benchgate --help` loads no family module) and attached
 * by `withSummaries` when the group loads.
 */
export type CommandBody = Omit<Command, 'summary'>;

/**
 * The commands of a group: each body with the summary of the help entry of the same name, in the help's order.
 * Throws (a programming error, caught by the architecture test that loads every group) when a help entry has no body
 * or a body no help entry.
 */
export function withSummaries(
  help: readonly Pick<Command, 'name' | 'summary'>[],
  bodies: readonly CommandBody[]
): Command[] {
  const key = (name: readonly string[]) => name.join(' ');
  const byName = new Map(bodies.map((b) => [key(b.name), b]));
  const helped = new Set(help.map((h) => key(h.name)));
  const orphan = bodies.find((b) => !helped.has(key(b.name)));
  if (orphan) throw new Error(`command "${key(orphan.name)}" has no summary in its plug-in's help`);
  return help.map((h) => {
    const body = byName.get(key(h.name));
    if (!body) throw new Error(`help entry "${key(h.name)}" has no command`);
    return { ...body, summary: h.summary };
  });
}

/** Thrown for bad arguments; main prints the message and the usage, exit 2. */
export class UsageError extends Error {
  /** Node's code of the parseArgs error this one stands for (main words those for the user), if any. */
  readonly code?: string;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'UsageError';
    if (code !== undefined) this.code = code;
  }
}

/**
 * node:util parseArgs whose errors are UsageErrors (exit 2) that keep Node's error code, so main turns
 * "Unknown option '--x'. To specify …" into "unknown option --x" with the closest flag, as for every command.
 */
export const parseCommandArgs = ((config: Parameters<typeof parseArgs>[0]) => {
  try {
    return parseArgs(config);
  } catch (e) {
    throw new UsageError((e as Error).message, (e as NodeJS.ErrnoException).code);
  }
}) as typeof parseArgs;

/** A report file that cannot be written (`--summary`, `--sarif`, …): main prints `BG015: message`, exit 2. */
export class OutputPathError extends Error {
  readonly code = 'BG015';
  constructor(message: string) {
    super(message);
    this.name = 'OutputPathError';
  }
}

export const EXIT = { pass: 0, fail: 1, usage: 2 } as const;

/** Validates a --format value against the formats a command supports. */
export function readFormat<T extends string>(v: string | undefined, allowed: readonly T[], fallback: T): T {
  if (v === undefined) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}
