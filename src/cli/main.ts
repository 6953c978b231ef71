import { guardTerminal } from '../report/escape/text.js';
import { VERSION } from '../version.js';
import { OutputPathError, UsageError, EXIT, type Command, type CommandIO } from '../core/command.js';
import { didYouMean } from '../core/suggest.js';
import { COMMAND_GROUPS, loadGroup, loadHelpEntries, type CommandGroup } from './commands.js';

function helpText(commands: readonly Pick<Command, 'name' | 'summary'>[]): string {
  const width = commands.reduce((w, c) => Math.max(w, c.name.join(' ').length), 0);
  return [
    `benchgate ${VERSION}: gate CI on benchmark artifacts`,
    '',
    'Usage: benchgate <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
    '',
    'Every command accepts --format text|json (--json for short) and exits 0 (pass), 1 (a gate or check failed) or 2 (usage or internal error).',
    'Run `benchgate <command> --help` for its options. Set NO_COLOR to disable colour.',
    ''
  ].join('\n');
}

/** The long flags a command's usage line names (`--fail-on`, `--no-cache`, …), for "did you mean". */
function usageFlags(usage: string): string[] {
  return [...new Set(usage.match(/--[a-z][a-z0-9-]*/g) ?? [])];
}

/**
 * A usage error in words a user can act on: Node's parseArgs messages ("Unknown option '--x'. To specify a
 * positional argument starting with a '-', place it at the end …") become "unknown option --x" with the closest
 * flag of the command's usage; other messages pass unchanged.
 */
function usageMessage(err: Error, usage: string): string {
  const code = (err as NodeJS.ErrnoException).code;
  const unknown = /^Unknown option '([^']*)'/.exec(err.message);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    const flag = unknown[1];
    return `unknown option ${flag}.${didYouMean(flag, usageFlags(usage))}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const arg = /'([^']*)'/.exec(err.message)?.[1];
    return arg !== undefined
      ? `unexpected argument "${arg}": this command takes no more positional arguments`
      : err.message;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const flag = /'(-[^ ']*)/.exec(err.message)?.[1];
    return flag && /argument missing/.test(err.message) ? `option ${flag} needs a value` : err.message;
  }
  return err.message;
}

/**
 * `--json`, pytest-style shorthand for `--format json`, for every command whose usage offers `--format text|json`
 * (a command that declares `--json` itself, such as `check`, parses it on its own; the PQID-Bench-compatible commands
 * keep the reference's arguments). Given with another `--format`, a usage error. Arguments after `--` are left alone.
 */
export function expandJsonFlag(args: string[], usage: string): string[] {
  if (!usage.includes('--format text|json') || usage.includes('--json')) return args;
  const end = args.indexOf('--');
  const head = end === -1 ? args : args.slice(0, end);
  if (!head.includes('--json')) return args;
  for (let i = 0; i < head.length; i++) {
    const v = head[i] === '--format' ? head[i + 1] : head[i].startsWith('--format=') ? head[i].slice(9) : undefined;
    if (v !== undefined && v !== 'json') throw new UsageError('--json is --format json: give one of them');
  }
  const out = head.flatMap((a) => (a === '--json' ? ['--format', 'json'] : [a]));
  return end === -1 ? out : [...out, ...args.slice(end)];
}

/** Finds the command whose name words are the longest prefix of argv. */
function selectCommand(argv: string[], commands: Command[]): { command: Command; rest: string[] } | undefined {
  let best: Command | undefined;
  for (const c of commands) {
    if (c.name.every((w, i) => argv[i] === w) && (!best || c.name.length > best.name.length)) best = c;
  }
  return best ? { command: best, rest: argv.slice(best.name.length) } : undefined;
}

/** The CLI: select a command and run it; exit codes 0/1/2, no stack trace unless --debug. */
export async function main(argvIn: string[], io: CommandIO, groups: CommandGroup[] = COMMAND_GROUPS): Promise<number> {
  const debug = argvIn.includes('--debug');
  const argv = argvIn.filter((a) => a !== '--debug');
  if (debug) io.env['BENCHGATE_DEBUG'] = '1';
  // `benchgate help check`, `benchgate help qsolve run`: the same as `benchgate check --help`.
  if (argv[0] === 'help' && argv.length > 1) return main([...argv.slice(1), '--help'], io, groups);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io[argv.length === 0 ? 'stderr' : 'stdout'](helpText(await loadHelpEntries(groups)));
    return argv.length === 0 ? EXIT.usage : EXIT.pass;
  }
  if (argv[0] === '--version' || argv[0] === '-V') {
    io.stdout(`benchgate ${VERSION}\n`);
    return EXIT.pass;
  }
  // Only the typed command's group is loaded (start-up time; see commands.ts).
  const group = await loadGroup(argv[0], groups);
  const sel = selectCommand(argv, group);
  if (!sel && group.length && (argv[1] === '--help' || argv[1] === '-h' || argv[1] === 'help')) {
    // `benchgate <group> --help`: the group's commands, exit 0.
    io.stdout(
      `benchgate ${argv[0]} commands:\n${group.map((c) => `  ${c.usage}\n      ${c.summary}`).join('\n')}\n\nRun \`benchgate ${argv[0]} <command> --help\` for one command.\n`
    );
    return EXIT.pass;
  }
  if (!sel) {
    const list = group.map((c) => `  ${c.usage}`).join('\n');
    if (group.length && (argv.length === 1 || argv[1].startsWith('-')))
      io.stderr(`benchgate ${argv[0]}: which command? Commands:\n${list}\n`);
    else if (group.length) {
      const words = group.map((c) => c.name[1]).filter((w): w is string => w !== undefined);
      io.stderr(
        `benchgate: unknown ${argv[0]} command "${argv[1]}".${didYouMean(argv[1], words)} Commands:\n${list}\n`
      );
    } else {
      const hint = didYouMean(
        argv[0],
        groups.map((g) => g.word)
      );
      io.stderr(
        hint
          ? `benchgate: unknown command "${argv[0]}".${hint} Run \`benchgate --help\` for every command.\n`
          : `benchgate: unknown command "${argv[0]}"\n\n${helpText(await loadHelpEntries(groups))}`
      );
    }
    return EXIT.usage;
  }
  if (!sel.command.parsesHelp && (sel.rest.includes('--help') || sel.rest.includes('-h'))) {
    io.stdout(`Usage: ${sel.command.usage}\n\n${sel.command.summary}\n`);
    return EXIT.pass;
  }
  try {
    return await sel.command.run(expandJsonFlag(sel.rest, sel.command.usage), io);
  } catch (e) {
    const err = e as Error;
    if (err instanceof OutputPathError) {
      io.stderr(`benchgate ${sel.command.name.join(' ')}: ${err.code}: ${err.message}\n`);
      return EXIT.usage;
    }
    if (err instanceof UsageError || (err as NodeJS.ErrnoException).code?.startsWith?.('ERR_PARSE_ARGS')) {
      io.stderr(
        `benchgate ${sel.command.name.join(' ')}: ${usageMessage(err, sel.command.usage)}\nUsage: ${sel.command.usage}\n`
      );
      return EXIT.usage;
    }
    io.stderr(
      `benchgate: internal error: ${err.message}\n${debug ? (err.stack ?? '') + '\n' : 'Run again with --debug for the stack trace.\n'}`
    );
    return EXIT.usage;
  }
}

export function processIO(): CommandIO {
  const isTTY = Boolean(process.stdout.isTTY);
  return {
    // The CLI text channel's rule (src/report/escape/text.ts): no control character reaches the terminal raw.
    stdout: (t) => void process.stdout.write(guardTerminal(t)),
    stderr: (t) => void process.stderr.write(guardTerminal(t)),
    color: isTTY && !process.env['NO_COLOR'] && process.env['TERM'] !== 'dumb',
    cwd: process.cwd(),
    env: process.env,
    isTTY
  };
}
