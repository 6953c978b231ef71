import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { REPO } from '../helpers/paths.js';

/**
 * The test tiers of jest.config.js (CONTRIBUTING.md, "Test tiers"): every test file is in exactly one tier, chosen by
 * its path, and a file is never in a lighter tier than what it does needs. `npm test` runs unit, integration and
 * conformance; `npm run test:oracle` runs the oracle tier, which needs the Python venv.
 */

interface Project {
  displayName: string;
  testRegex: string[];
  testPathIgnorePatterns: string[];
}

let projects: Project[];
beforeAll(async () => {
  // Every tier, whichever the npm script chose for this run (BENCHGATE_TEST_TIERS): a fresh copy of the config.
  const chosen = process.env.BENCHGATE_TEST_TIERS;
  delete process.env.BENCHGATE_TEST_TIERS;
  try {
    const url = `${pathToFileURL(join(REPO, 'jest.config.js')).href}?every-tier`;
    projects = ((await import(url)).default as { projects: Project[] }).projects;
  } finally {
    if (chosen !== undefined) process.env.BENCHGATE_TEST_TIERS = chosen;
  }
  expect(projects.map((p) => p.displayName)).toEqual(['oracle', 'integration', 'conformance', 'unit']);
});

/** The tiers a path falls in, by jest's own rule: a testRegex matches and no testPathIgnorePatterns does. */
function tiersOf(path: string): string[] {
  return projects
    .filter(
      (p) =>
        p.testRegex.some((r) => new RegExp(r).test(path)) &&
        !p.testPathIgnorePatterns.some((r) => new RegExp(r).test(path))
    )
    .map((p) => p.displayName);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'fixtures' ? [] : testFiles(join(dir, e.name));
    return e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [];
  });
}

/** The code of a file without its comment lines (a comment may name dist/cli.js without running it). */
const code = (text: string) =>
  text
    .split('\n')
    .filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l))
    .join('\n');

/** What a test file needs, read from its code: the Python oracle, or a spawned dist/ or sandbox run. */
function needs(text: string): 'oracle' | 'integration' | 'unit' {
  const c = code(text);
  if (/from '(?:\.\.\/)+helpers\/python-oracle\.js'/.test(c)) return 'oracle';
  const distPath = /['"]dist['"]\s*,\s*['"](?:cli|index)\.js['"]|['"`][^'"`\n]*dist\/(?:cli|index)\.js['"`]/.test(c);
  const spawns = /\b(?:spawn|spawnSync|execFile|execFileSync|fork|spawnNode)\s*\(/.test(c);
  if ((distPath && spawns) || /\b(?:runWorkflow|runAndCheck)\s*\(/.test(c)) return 'integration';
  return 'unit';
}

const HEAVIER: Record<string, string[]> = {
  oracle: ['oracle'],
  integration: ['integration', 'oracle'],
  unit: ['unit', 'integration', 'conformance', 'oracle']
};

describe('test tiers', () => {
  test('the tier rules, on paths', () => {
    const at = (p: string) => tiersOf(join(REPO, '__tests__', p));
    expect(at('oracle/x.test.ts')).toEqual(['oracle']);
    expect(at('quantum/x.oracle.test.ts')).toEqual(['oracle']);
    expect(at('e2e/x.oracle.test.ts')).toEqual(['oracle']);
    expect(at('e2e/x.test.ts')).toEqual(['integration']);
    expect(at('qsolve-runner/x.test.ts')).toEqual(['integration']);
    expect(at('report/escape/attacks.e2e.test.ts')).toEqual(['integration']);
    expect(at('qsolve/reported-mitigation-e2e.test.ts')).toEqual(['integration']);
    expect(at('pcs/conformance.test.ts')).toEqual(['conformance']);
    expect(at('pqid/reference.conformance.test.ts')).toEqual(['conformance']);
    expect(at('quantum/x.test.ts')).toEqual(['unit']);
    expect(at('core/e2ex.test.ts')).toEqual(['unit']);
    expect(at('fixtures/x.test.ts')).toEqual([]);
    expect(at('quantum/helpers.ts')).toEqual([]);
  });

  test('BENCHGATE_TEST_TIERS chooses tiers (the npm scripts); an unknown name is refused with the list', async () => {
    const load = async (tiers: string, tag: string) => {
      const chosen = process.env.BENCHGATE_TEST_TIERS;
      process.env.BENCHGATE_TEST_TIERS = tiers;
      try {
        const url = `${pathToFileURL(join(REPO, 'jest.config.js')).href}?${tag}`;
        return ((await import(url)).default as { projects: Project[] }).projects.map((p) => p.displayName);
      } finally {
        if (chosen === undefined) delete process.env.BENCHGATE_TEST_TIERS;
        else process.env.BENCHGATE_TEST_TIERS = chosen;
      }
    };
    expect(await load('unit,oracle', 'two')).toEqual(['oracle', 'unit']);
    await expect(load('unit,units', 'bad')).rejects.toThrow(
      'BENCHGATE_TEST_TIERS names no tier units: the tiers are oracle, integration, conformance, unit'
    );
  });

  test('what a file needs, read from its code', () => {
    expect(needs("import { runOracle } from '../helpers/python-oracle.js';")).toBe('oracle');
    expect(needs("const r = spawnSync(process.execPath, [join(REPO, 'dist', 'cli.js'), 'check']);")).toBe(
      'integration'
    );
    expect(needs("const CLI = 'dist/index.js';\nconst c = spawn(process.execPath, [CLI]);")).toBe('integration');
    expect(needs('const { result } = await runAndCheck(dir, {});')).toBe('integration');
    expect(needs("expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });")).toBe('unit');
    expect(needs(" * spawns dist/cli.js in a comment\nconst r = spawnSync('python3', ['-V']);")).toBe('unit');
  });

  test('every test file is in exactly one tier, and never in a lighter one than it needs', () => {
    const files = testFiles(join(REPO, '__tests__'));
    expect(files.length).toBeGreaterThan(150);
    const wrong = files.flatMap((f) => {
      const tiers = tiersOf(f);
      // this file's own examples above are strings, not what it does
      const need = f.endsWith('tiers.test.ts') ? 'unit' : needs(readFileSync(f, 'utf8'));
      const rel = relative(REPO, f);
      if (tiers.length !== 1) return [`${rel}: in ${tiers.length} tiers (${tiers.join(', ')})`];
      if (!HEAVIER[need].includes(tiers[0]))
        return [
          `${rel}: in the ${tiers[0]} tier but needs ${need === 'oracle' ? 'the Python oracle' : 'dist/ or the sandbox'}: rename it to *.${need === 'oracle' ? 'oracle' : 'e2e'}.test.ts`
        ];
      return [];
    });
    expect(wrong).toEqual([]);
    const count = (t: string) => files.filter((f) => tiersOf(f)[0] === t).length;
    for (const t of ['unit', 'integration', 'conformance', 'oracle']) expect([t, count(t) > 0]).toEqual([t, true]);
  });
});

describe('test order (scripts/jest-sequencer.mjs)', () => {
  type FakeTest = { path: string; duration?: number; context: { config: Record<string, unknown>; hasteFS: object } };
  type Seq = {
    sort: (t: FakeTest[]) => FakeTest[];
    time: (t: FakeTest) => number | undefined;
    hasFailed: () => boolean;
  };
  const fake = (path: string, tier: string, size: number): FakeTest => ({
    path,
    context: { config: { displayName: { name: tier } }, hasteFS: { getSize: () => size } }
  });
  /** The sequencer with jest's timing cache replaced: `times` are the durations of the last run (none: a cold cache). */
  async function sequencer(times: Record<string, number>): Promise<Seq> {
    const url = pathToFileURL(join(REPO, 'scripts', 'jest-sequencer.mjs')).href;
    const { default: Sequencer } = (await import(url)) as { default: new (o: object) => Seq };
    const s = new Sequencer({});
    s.time = (t) => times[t.path];
    s.hasFailed = () => false;
    return s;
  }
  const tests = () => [
    fake('/u/big.test.ts', 'unit', 9000),
    fake('/i/small.test.ts', 'integration', 100),
    fake('/c/mid.test.ts', 'conformance', 5000),
    fake('/i/big.test.ts', 'integration', 800),
    fake('/u/small.test.ts', 'unit', 10)
  ];

  test('a cold cache (a fresh clone) runs the integration tier first, each tier largest file first', async () => {
    expect((await sequencer({})).sort(tests()).map((t) => t.path)).toEqual([
      '/i/big.test.ts',
      '/i/small.test.ts',
      '/u/big.test.ts',
      '/c/mid.test.ts',
      '/u/small.test.ts'
    ]);
  });

  test("with the timings of a last run, jest's own order: longest first, whatever the tier", async () => {
    const times = {
      '/u/small.test.ts': 30,
      '/i/big.test.ts': 2,
      '/i/small.test.ts': 1,
      '/u/big.test.ts': 3,
      '/c/mid.test.ts': 4
    };
    expect((await sequencer(times)).sort(tests()).map((t) => t.path)).toEqual([
      '/u/small.test.ts',
      '/c/mid.test.ts',
      '/u/big.test.ts',
      '/i/big.test.ts',
      '/i/small.test.ts'
    ]);
  });
});
