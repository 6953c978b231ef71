/**
 * src/python/argparse.ts against Python 3.11's argparse: the parsers are defined once as data in
 * __tests__/fixtures/python/argparse.json (scripts/gen-python-argparse.py writes it with what Python printed for each
 * command line); these tests build the same parsers and compare stdout, stderr, exit code and values byte for byte.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ArgSpec,
  ArgumentTypeError,
  type ArgValue,
  formatHelp,
  formatUsage,
  parseArgs,
  type ParserSpec,
  pyFloatOf,
  pyIntOf,
  pyTextWrap
} from '../../src/python/argparse.js';

interface FixtureArg {
  name: string;
  dest: string;
  kind: 'value' | 'flag' | 'positional';
  required?: boolean;
  choices?: string[];
  help?: string;
  metavar?: string;
  type?: 'int' | 'float' | 'dir';
  append?: boolean;
  constNull?: boolean;
}
interface FixtureCase {
  argv: string[];
  code: number;
  stdout: string;
  stderr: string;
  values: Record<string, ArgValue> | null;
}
const FIX = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'python');
const fixture = JSON.parse(readFileSync(join(FIX, 'argparse.json'), 'utf8')) as {
  python: string;
  prog: string;
  subcommands: Record<string, FixtureArg[]>;
  cases: FixtureCase[];
};

const names = Object.keys(fixture.subcommands);
const root: ParserSpec = { prog: fixture.prog, args: [] };
const rootUsage = formatUsage(root, [`{${names.join(',')}}`, '...']);

function specOf(name: string): ParserSpec {
  const args = fixture.subcommands[name].map((a): ArgSpec => {
    const { type, ...rest } = a;
    if (type !== 'dir') return { ...rest, type };
    return {
      ...rest,
      convert: (text: string) => {
        if (text !== 'ok') throw new ArgumentTypeError(`Release directory not found: ${text}`);
        return text;
      }
    };
  });
  return { prog: `${fixture.prog} ${name}`, args };
}

/** What the Python program does with argv: `tool SUB ARGS`, through the subcommand's parser. */
async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string; values: unknown }> {
  const spec = specOf(argv[0]);
  const r = await parseArgs(spec, argv.slice(1));
  if (!r.ok) {
    const stderr = r.root
      ? `${rootUsage}${fixture.prog}: error: ${r.message}\n`
      : `${formatUsage(spec)}${spec.prog}: error: ${r.message}\n`;
    return { code: 2, stdout: '', stderr, values: null };
  }
  if (r.help) return { code: 0, stdout: formatHelp(spec), stderr: '', values: null };
  // argparse's defaults: False for store_true, None for the rest; NaN as None (the fixture is JSON).
  const values: Record<string, ArgValue> = {};
  for (const a of spec.args) if (!(a.dest in values)) values[a.dest] = a.kind === 'flag' && !a.constNull ? false : null;
  for (const [k, v] of Object.entries(r.values)) values[k] = typeof v === 'number' && Number.isNaN(v) ? null : v;
  return { code: 0, stdout: '', stderr: '', values };
}

describe(`argparse emulation against Python ${fixture.python}`, () => {
  test('the fixture has help, errors and successful parses', () => {
    expect(fixture.cases.filter((c) => c.code === 0 && c.stdout).length).toBeGreaterThanOrEqual(5);
    expect(fixture.cases.filter((c) => c.code === 2).length).toBeGreaterThanOrEqual(20);
    expect(fixture.cases.filter((c) => c.values).length).toBeGreaterThanOrEqual(10);
  });

  test.each(fixture.cases.map((c) => [c.argv.join(' ').slice(0, 90), c] as const))('%s', async (_l, c) => {
    const got = await run(c.argv);
    expect(got.stderr).toBe(c.stderr);
    expect(got.stdout).toBe(c.stdout);
    expect(got.code).toBe(c.code);
    if (c.values) expect(got.values).toEqual(c.values);
  });

  test('the top-level usage wraps the subcommand choices on their own lines', () => {
    expect(rootUsage.split('\n')[0]).toBe('usage: tool [-h]');
    expect(rootUsage).toContain('\n            ...\n');
  });
});

describe('Python int(), float() and textwrap.wrap', () => {
  test('int() and float() of argument text', () => {
    expect(pyIntOf(' 7 ')).toBe(7);
    expect(pyIntOf('1_000')).toBe(1000);
    expect(pyIntOf('1__0')).toBeUndefined();
    expect(pyIntOf('0x10')).toBeUndefined();
    expect(pyFloatOf('5.')).toBe(5);
    expect(pyFloatOf('-Infinity')).toBe(-Infinity);
    expect(pyFloatOf('1e')).toBeUndefined();
  });

  test('textwrap breaks after a hyphen inside a word, and splits a word longer than the width', () => {
    expect(pyTextWrap('aaa bbb-ccc', 8)).toEqual(['aaa bbb-', 'ccc']);
    expect(pyTextWrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(pyTextWrap('one two', 3)).toEqual(['one', 'two']);
  });
});

describe('hostile arguments never throw', () => {
  test.each([
    [['--evaluations=', '--release-dir', 'ok', '--candidate-run-manifest', 'm']],
    [['--', '--evaluations']],
    [['-', '--x']],
    [['--evaluations', '\u0000', '--format', '\ud800']],
    [Array.from({ length: 5000 }, () => '--allow-partial')]
  ])('%j', async (argv) => {
    const r = await parseArgs(specOf('compare'), argv);
    expect(typeof r.ok).toBe('boolean');
  });
});
