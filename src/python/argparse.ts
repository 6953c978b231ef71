/**
 * Python 3.11.2 `argparse` (the PQID-Bench reference's Python) for one (sub)parser: the usage line, the `--help`
 * text and the usage errors, byte for byte as Python prints them with `COLUMNS=80` (the formatter's width is 78).
 * A parser is data (`ParserSpec`); parsing never throws on bad arguments: it returns the message argparse would
 * print after `PROG: error: `.
 *
 * Covered: optionals taking one value (`store`, `append`, `type=int|float`, `choices`, a custom `type` function
 * raising `ArgumentTypeError`), flags (`store_true`, `store_const` with `const=None`), single positionals, `-h`,
 * `--opt=value`, unique prefixes (`allow_abbrev`), `--`, and the errors: required, unrecognised (reported by the
 * top-level parser), ambiguous, expected one argument, invalid choice, invalid int/float value, ignored explicit
 * argument. Not covered: `nargs`, short options, mutually exclusive groups, argument groups, `%` help formatting.
 *
 * The `argparse` npm package was checked first: 2.0.1 ports Python 3.9 (its help says "optional arguments:") and
 * 3.0.4 ports Python 3.14 (its usage keeps a required option with its metavar on one line, as Python 3.11.7 does
 * too), so neither prints 3.11.2's text.
 */
import { maxOf } from '../core/arrays.js';
import { pyRepr } from './repr.js';

/** Python's `HelpFormatter` width with `COLUMNS=80`. */
const WIDTH = 78;
const MAX_HELP_POSITION = 24;

export interface ArgSpec {
  /** `--evaluations` for an optional, or the name of a positional (`release_dir`). */
  name: string;
  /** Attribute name in the result (argparse `dest`). */
  dest: string;
  /** `value`: takes one argument; `flag`: takes none (store_true / store_const None); `positional`. */
  kind: 'value' | 'flag' | 'positional';
  /** Shown for the value in usage and help (default: dest in upper case, as argparse). */
  metavar?: string;
  required?: boolean;
  choices?: readonly string[];
  help?: string;
  /** argparse `type=int` / `type=float` (Python `int()` / `float()` of the text). */
  type?: 'int' | 'float';
  /** argparse `action="append"`: the values collect in a list. */
  append?: boolean;
  /** argparse `action="store_const", const=None`: a flag that sets `dest` to None. */
  constNull?: boolean;
  /**
   * A custom argparse `type=` function: returns the converted value, or throws `ArgumentTypeError` whose message
   * argparse prints as `argument NAME: MESSAGE`.
   */
  convert?: (text: string) => ArgValue | Promise<ArgValue>;
}

export interface ParserSpec {
  /** `pqid-bench compare`: the program name argparse shows (the parent's prog and the subcommand). */
  prog: string;
  args: readonly ArgSpec[];
}

export type ArgValue = string | boolean | number | null | string[] | undefined;

export type ParseOutcome =
  | { ok: true; values: Record<string, ArgValue>; help: boolean }
  /** `root`: argparse reports it from the top-level parser (unrecognised arguments), with that parser's usage. */
  | { ok: false; message: string; root: boolean };

/** Raised by an `ArgSpec.convert` function, as Python's `argparse.ArgumentTypeError`. */
export class ArgumentTypeError extends Error {}

/** Python `int(text)` for a decimal string (whitespace, sign and single underscores between digits allowed). */
export function pyIntOf(text: string): number | undefined {
  const t = text.trim();
  if (!/^[+-]?\d(?:_?\d)*$/.test(t)) return undefined;
  return Number(t.replace(/_/g, ''));
}

const DIGITS = '\\d(?:_?\\d)*';
const FLOAT_RE = new RegExp(`^[+-]?(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`);

/** Python `float(text)`. */
export function pyFloatOf(text: string): number | undefined {
  const t = text.trim();
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(t);
  if (special) return special[2].toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  if (!FLOAT_RE.test(t)) return undefined;
  return Number(t.replace(/_/g, ''));
}

const metavarOf = (a: ArgSpec): string =>
  a.choices ? `{${a.choices.join(',')}}` : (a.metavar ?? (a.kind === 'positional' ? a.dest : a.dest.toUpperCase()));

/** argparse's `_get_action_name`: the option string, or a positional's metavar or dest (never its choices). */
const actionName = (a: ArgSpec): string => (a.kind === 'positional' ? (a.metavar ?? a.dest) : a.name);

function usagePart(a: ArgSpec): string {
  if (a.kind === 'positional') return metavarOf(a);
  const part = a.kind === 'flag' ? a.name : `${a.name} ${metavarOf(a)}`;
  return a.required ? part : `[${part}]`;
}

/** argparse 3.11.2's `part_regexp`: a bracketed group stays whole; `--opt METAVAR` of a required option does not. */
const PART_RE = /\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+/g;

/**
 * argparse's `_format_usage` wrapping (3.11.2): the usage text is cut into parts with `part_regexp`; optionals and
 * positionals wrap on separate lines when the whole does not fit.
 */
function wrapUsage(prog: string, optUsage: string[], posUsage: string[]): string {
  const prefix = 'usage: ';
  const all = [prog, ...optUsage, ...posUsage].join(' ');
  const optParts = optUsage.join(' ').match(PART_RE) ?? [];
  const posParts = posUsage.join(' ').match(PART_RE) ?? [];
  if (prefix.length + all.length <= WIDTH) return `${prefix}${all}\n`;
  const getLines = (parts: string[], indent: string, withPrefix: boolean): string[] => {
    const lines: string[] = [];
    let line: string[] = [];
    let len = withPrefix ? prefix.length - 1 : indent.length - 1;
    for (const part of parts) {
      if (len + 1 + part.length > WIDTH && line.length > 0) {
        lines.push(indent + line.join(' '));
        line = [];
        len = indent.length - 1;
      }
      line.push(part);
      len += part.length + 1;
    }
    if (line.length > 0) lines.push(indent + line.join(' '));
    if (withPrefix && lines.length > 0) lines[0] = lines[0].slice(indent.length);
    return lines;
  };
  let lines: string[];
  if (prefix.length + prog.length <= 0.75 * WIDTH) {
    const indent = ' '.repeat(prefix.length + prog.length + 1);
    if (optParts.length > 0)
      lines = [...getLines([prog, ...optParts], indent, true), ...getLines(posParts, indent, false)];
    else if (posParts.length > 0) lines = getLines([prog, ...posParts], indent, true);
    else lines = [prog];
  } else {
    const indent = ' '.repeat(prefix.length);
    lines = getLines([...optParts, ...posParts], indent, false);
    if (lines.length > 1) lines = [...getLines(optParts, indent, false), ...getLines(posParts, indent, false)];
    lines = [prog, ...lines];
  }
  return `${prefix}${lines.join('\n')}\n`;
}

/**
 * The usage line of a parser, as `parser.format_usage()`. `extraPositionals` are usage parts of positionals that
 * are not plain arguments (a subparsers action shows `{a,b}` and `...`).
 */
export function formatUsage(spec: ParserSpec, extraPositionals: readonly string[] = []): string {
  const opt = ['[-h]', ...spec.args.filter((a) => a.kind !== 'positional').map(usagePart)];
  const pos = [...spec.args.filter((a) => a.kind === 'positional').map(usagePart), ...extraPositionals];
  return wrapUsage(spec.prog, opt, pos);
}

// Python's textwrap.TextWrapper.wordsep_re (break_on_hyphens), with Unicode classes for \w and letters.
const W = '[\\p{L}\\p{N}_]';
const LT = '(?:(?!\\d)[\\p{L}\\p{N}_])';
const WP = '[\\p{L}\\p{N}_!"\'&.,?]';
const WORDSEP_RE = new RegExp(
  '(' +
    [
      '\\s+', // whitespace
      `(?<=${WP})-{2,}(?=${W})`, // an em-dash between words
      // a word, possibly hyphenated: it may end after a hyphen between letters, at whitespace, or before an em-dash
      `\\S+?(?:-(?:(?<=${LT}{2}-)|(?<=${LT}-${LT}-))(?=${LT}-?${LT})|(?=\\s|$)|(?<=${WP})(?=-{2,}${W}))`
    ].join('|') +
    ')',
  'u'
);

/** Python `textwrap.wrap(text, width)` with its defaults (hyphenated words may break after a hyphen). */
export function pyTextWrap(text: string, width: number): string[] {
  const chunks = text
    .replace(/\t/g, '        ')
    .split(WORDSEP_RE)
    .filter((c) => c !== '');
  const rev = chunks.reverse();
  const lines: string[] = [];
  while (rev.length > 0) {
    const cur: string[] = [];
    let curLen = 0;
    if (rev[rev.length - 1].trim() === '' && lines.length > 0) rev.pop();
    while (rev.length > 0) {
      const l = rev[rev.length - 1].length;
      if (curLen + l <= width) {
        cur.push(rev.pop() as string);
        curLen += l;
      } else break;
    }
    if (rev.length > 0 && rev[rev.length - 1].length > width) {
      // _handle_long_word (break_long_words, break_on_hyphens)
      const spaceLeft = width < 1 ? 1 : width - curLen;
      const chunk = rev[rev.length - 1];
      let end = spaceLeft;
      const hyphen = chunk.lastIndexOf('-', spaceLeft - 1);
      if (hyphen > 0 && /[^-]/.test(chunk.slice(0, hyphen))) end = hyphen + 1;
      cur.push(chunk.slice(0, end));
      rev[rev.length - 1] = chunk.slice(end);
    }
    if (cur.length > 0 && cur[cur.length - 1].trim() === '') cur.pop();
    if (cur.length > 0) lines.push(cur.join(''));
  }
  return lines;
}

/** argparse's `--help` text of a parser (usage, then "positional arguments:" and "options:"). */
export function formatHelp(spec: ParserSpec, extraPositionals: readonly string[] = []): string {
  const invocation = (a: ArgSpec): string =>
    a.kind === 'positional' ? metavarOf(a) : a.kind === 'flag' ? a.name : `${a.name} ${metavarOf(a)}`;
  const pos: [string, string | undefined][] = spec.args
    .filter((a) => a.kind === 'positional')
    .map((a) => [invocation(a), a.help]);
  const opt: [string, string | undefined][] = [
    ['-h, --help', 'show this help message and exit'],
    ...spec.args
      .filter((a) => a.kind !== 'positional')
      .map((a): [string, string | undefined] => [invocation(a), a.help])
  ];
  const longest = maxOf([...pos, ...opt].map(([inv]) => inv.length + 2));
  const helpPosition = Math.min(longest + 2, MAX_HELP_POSITION);
  const helpWidth = Math.max(WIDTH - helpPosition, 11);
  const actionWidth = helpPosition - 2 - 2;
  const section = (title: string, items: [string, string | undefined][]): string => {
    const lines: string[] = [`${title}:`];
    for (const [inv, help] of items) {
      if (!help) {
        lines.push(`  ${inv}`);
        continue;
      }
      const helpLines = pyTextWrap(help.replace(/\s+/g, ' ').trim(), helpWidth);
      if (inv.length <= actionWidth) lines.push(`  ${inv.padEnd(actionWidth)}  ${helpLines[0]}`);
      else lines.push(`  ${inv}`, ' '.repeat(helpPosition) + helpLines[0]);
      for (const h of helpLines.slice(1)) lines.push(' '.repeat(helpPosition) + h);
    }
    return lines.join('\n') + '\n';
  };
  let out = formatUsage(spec, extraPositionals) + '\n';
  if (pos.length > 0) out += section('positional arguments', pos) + '\n';
  out += section('options', opt);
  return out;
}

class ArgError extends Error {}

/** argparse's `_negative_number_matcher`: such arguments are values (these parsers have no option like `-1`). */
const NEGATIVE_NUMBER = /^-\d+$|^-\d*\.\d+$/;

/**
 * How argparse's `_parse_optional` classifies one argument: a known option (exact, `--opt=value`, or a unique
 * prefix), an ambiguous prefix, an unknown option (`O`), or a value (`A`: not starting with '-', a lone '-', a
 * negative number, or containing a space).
 */
type Classified =
  | { kind: 'option'; arg: ArgSpec; inline: string | undefined }
  | { kind: 'ambiguous'; matches: ArgSpec[] }
  | { kind: 'unknown' }
  | { kind: 'value' };

/** The `-h, --help` action every parser has (first, so it leads an ambiguity list as in argparse). */
const HELP: ArgSpec = { name: '--help', dest: 'help', kind: 'flag' };

function classify(declared: readonly ArgSpec[], s: string): Classified {
  if (!s.startsWith('-') || s.length === 1) return { kind: 'value' };
  if (s === '-h') return { kind: 'option', arg: HELP, inline: undefined };
  const optionals = [HELP, ...declared];
  const exact = optionals.find((a) => a.name === s);
  if (exact) return { kind: 'option', arg: exact, inline: undefined };
  const eq = s.indexOf('=');
  if (eq >= 0) {
    const named = optionals.find((a) => a.name === s.slice(0, eq));
    if (named) return { kind: 'option', arg: named, inline: s.slice(eq + 1) };
  }
  if (s.startsWith('--')) {
    const flag = eq >= 0 ? s.slice(0, eq) : s;
    const matches = optionals.filter((a) => a.name.startsWith(flag));
    if (matches.length > 1) return { kind: 'ambiguous', matches };
    if (matches.length === 1) return { kind: 'option', arg: matches[0], inline: eq >= 0 ? s.slice(eq + 1) : undefined };
  }
  if (NEGATIVE_NUMBER.test(s) || s.includes(' ')) return { kind: 'value' };
  return { kind: 'unknown' };
}

/** `parser.parse_args(args)` for one parser. Never throws on bad arguments (a `convert` may throw other errors). */
export async function parseArgs(spec: ParserSpec, args: readonly string[]): Promise<ParseOutcome> {
  const values: Record<string, ArgValue> = {};
  const seen = new Set<string>();
  const extras: string[] = [];
  const positionals = spec.args.filter((a) => a.kind === 'positional');
  const optionals = spec.args.filter((a) => a.kind !== 'positional');
  let posIndex = 0;
  const convert = async (a: ArgSpec, text: string): Promise<ArgValue> => {
    const name = actionName(a);
    if (a.type === 'int' || a.type === 'float') {
      const n = a.type === 'int' ? pyIntOf(text) : pyFloatOf(text);
      if (n === undefined) throw new ArgError(`argument ${name}: invalid ${a.type} value: ${pyRepr(text)}`);
      return n;
    }
    if (a.choices && !a.choices.includes(text))
      throw new ArgError(
        `argument ${name}: invalid choice: ${pyRepr(text)} (choose from ${a.choices.map((c) => pyRepr(c)).join(', ')})`
      );
    if (a.convert) {
      try {
        return await a.convert(text);
      } catch (e) {
        if (e instanceof ArgumentTypeError) throw new ArgError(`argument ${name}: ${e.message}`);
        throw e;
      }
    }
    return text;
  };
  const positional = async (text: string): Promise<void> => {
    if (posIndex < positionals.length) {
      const a = positionals[posIndex++];
      seen.add(a.dest);
      values[a.dest] = await convert(a, text);
    } else extras.push(text);
  };
  try {
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (arg === '--') {
        for (const rest of args.slice(i + 1)) await positional(rest);
        break;
      }
      const c = classify(optionals, arg);
      if (c.kind === 'value') {
        await positional(arg);
        continue;
      }
      if (c.kind === 'unknown') {
        extras.push(arg);
        continue;
      }
      if (c.kind === 'ambiguous')
        throw new ArgError(`ambiguous option: ${arg} could match ${c.matches.map((m) => m.name).join(', ')}`);
      const a = c.arg;
      if (a === HELP) {
        if (c.inline !== undefined)
          throw new ArgError(`argument -h/--help: ignored explicit argument ${pyRepr(c.inline)}`);
        return { ok: true, values, help: true };
      }
      seen.add(a.dest);
      if (a.kind === 'flag') {
        if (c.inline !== undefined)
          throw new ArgError(`argument ${a.name}: ignored explicit argument ${pyRepr(c.inline)}`);
        values[a.dest] = a.constNull ? null : true;
        continue;
      }
      let text = c.inline;
      if (text === undefined) {
        const next = args[i + 1];
        if (next === undefined || next === '--' || classify(optionals, next).kind !== 'value')
          throw new ArgError(`argument ${a.name}: expected one argument`);
        text = next;
        i++;
      }
      const v = await convert(a, text);
      if (a.append) values[a.dest] = [...((values[a.dest] as string[] | undefined) ?? []), String(v)];
      else values[a.dest] = v;
    }
  } catch (e) {
    if (e instanceof ArgError) return { ok: false, message: e.message, root: false };
    throw e;
  }
  const missing = spec.args.filter((a) => a.required && !seen.has(a.dest)).map(actionName);
  if (missing.length > 0)
    return { ok: false, message: `the following arguments are required: ${missing.join(', ')}`, root: false };
  if (extras.length > 0) return { ok: false, message: `unrecognized arguments: ${extras.join(' ')}`, root: true };
  return { ok: true, values, help: false };
}
