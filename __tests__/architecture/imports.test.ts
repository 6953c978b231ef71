import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { PLUGINS } from '../../src/suites/plugins.js';
import { loadSuites, SUITE_IDS } from '../../src/suites/index.js';
import { CODE_GROUPS } from '../../src/code-registry.js';
import { COMMAND_GROUPS } from '../../src/cli/commands.js';
import { GENERAL_GROUP } from '../../src/codes/registry.js';
import { withSummaries } from '../../src/core/command.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []
  );
}

/** Every relative import (static, `export … from`, dynamic) as [importer, imported], paths relative to src/. */
export function importEdges(files: string[]): [string, string][] {
  const edges: [string, string][] = [];
  const re = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(re)) edges.push([relative(SRC, f), relative(SRC, resolve(dirname(f), m[2]!))]);
  }
  return edges;
}

/**
 * The floors (docs/architecture.md, "Layers"): each rule names an importer folder or file and what it may not import
 * (`not`) or the only things it may import (`only`). A path ending in `/` is a folder, else one file.
 */
const LAYERS: { from: string; not?: string[]; only?: string[] }[] = [
  // core: the result model, configuration, trees, caches: nothing above it (codes and the version are below it)
  { from: 'core/', only: ['core/', 'codes/', 'version.ts', '../schemas/'] },
  { from: 'codes/', only: ['codes/', 'core/model.ts'] },
  // shared libraries: family-neutral, below every suite and every report
  { from: 'python/', only: ['python/', 'core/'] },
  { from: 'formats/', only: ['formats/', 'core/', 'python/'] },
  { from: 'release/', only: ['release/', 'core/', 'codes/', 'python/', 'formats/'] },
  // the quantum engine is a library of its own (core/arrays.ts: two dependency-free array helpers)
  { from: 'quantum/', only: ['quantum/', 'core/arrays.ts'] },
  // the report layer knows the result model, never a family (the code lookup is passed in)
  { from: 'report/', not: ['suites/', 'code-registry.ts', 'cli/', 'action/', 'github/', 'run.ts', 'merge.ts'] },
  { from: 'baseline/', not: ['suites/', 'cli/', 'action/', 'github/', 'run.ts', 'merge.ts'] },
  { from: 'history/', not: ['suites/', 'cli/', 'action/', 'github/', 'run.ts', 'merge.ts'] },
  // families know nothing of GitHub or of the entries
  { from: 'suites/', not: ['cli/', 'action/', 'github/', 'index.ts', 'cli.ts', 'flow.ts', 'flow/'] },
  // the one check-and-report flow is the entries' common ground: what is the action's, GitHub's or the CLI's comes
  // in through its FlowIO
  ...['flow.ts', 'flow/'].map((from) => ({ from, not: ['action/', 'github/', 'cli/'] }))
];

const under = (path: string, scope: string) => (scope.endsWith('/') ? path.startsWith(scope) : path === scope);

export function upwardImports(edges: [string, string][]): string[] {
  const norm = (f: string) => f.replace(/\.js$/, '.ts');
  return edges
    .map(([from, to]) => [norm(from), norm(to)] as const)
    .filter(([from, to]) =>
      LAYERS.some(
        (r) =>
          under(from, r.from) &&
          ((r.not ?? []).some((x) => under(to, x)) || (r.only !== undefined && !r.only.some((x) => under(to, x))))
      )
    )
    .map(([from, to]) => `${from} -> ${to}`);
}

/** The strongly connected groups of more than one file (import cycles), each sorted, via Tarjan's algorithm. */
export function importCycles(edges: [string, string][]): string[][] {
  const norm = (f: string) => f.replace(/\.js$/, '.ts');
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) {
    const from = norm(a);
    const to = norm(b);
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)!.push(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative Tarjan: the graph has thousands of edges and recursion depth is not a test's business.
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const out = next.get(v)!;
      if (i < out.length) {
        top[1]++;
        const w = out[i]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) {
        const u = work[work.length - 1]![0];
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
      }
      if (low.get(v) === index.get(v)) {
        const group: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          group.push(w);
        } while (w !== v);
        if (group.length > 1) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

/**
 * Imports from one artifact family into another (`suites/<a>/…` → `suites/<b>/…`): a family is changed in its own
 * folder, and what two families share goes to a shared module (`src/python/`, `src/core/`), never family to family.
 */
export function crossFamilyImports(edges: [string, string][]): string[] {
  const family = (f: string) => /^suites\/([^/]+)\//.exec(f)?.[1];
  return edges
    .filter(([from, to]) => {
      const a = family(from);
      const b = family(to);
      return a !== undefined && b !== undefined && a !== b;
    })
    .map(([from, to]) => `${from} -> ${to}`);
}

describe('layering', () => {
  const edges = importEdges(sources(SRC));

  test('the scan sees imports (static, type-only and dynamic)', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(['cli/commands.ts', 'suites/plugins.js']);
    expect(edges).toContainEqual(['suites/pqid/plugin.ts', 'suites/pqid/suite.js']);
  });

  test('no import cycle among src files (type-only imports count too)', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  test('the cycle check finds a ring and ignores a chain', () => {
    const ring = [
      ['run.ts', 'baseline/load.js'],
      ['baseline/load.ts', 'merge.js'],
      ['merge.ts', 'run.js'],
      ['core/model.ts', 'core/delta-model.js'],
      ['core/delta-model.ts', 'core/model.js'],
      ['cli/main.ts', 'run.js']
    ] as [string, string][];
    expect(importCycles(ring)).toEqual([
      ['baseline/load.ts', 'merge.ts', 'run.ts'],
      ['core/delta-model.ts', 'core/model.ts']
    ]);
    expect(
      importCycles([
        ['a.ts', 'b.js'],
        ['b.ts', 'c.js']
      ])
    ).toEqual([]);
  });

  test('no family imports another (what families share lives in a shared module)', () => {
    expect(crossFamilyImports(edges)).toEqual([]);
    expect(
      crossFamilyImports([
        ['suites/artifact-manifest/verify.ts', 'suites/pqid/jsonl.js'],
        ['suites/pqid/jsonl.ts', 'python/utf8.js'],
        ['suites/pqid/suite.ts', 'suites/pqid/jsonl.js']
      ])
    ).toEqual(['suites/artifact-manifest/verify.ts -> suites/pqid/jsonl.js']);
  });

  test('every floor imports only what lies below it (LAYERS)', () => {
    expect(upwardImports(edges)).toEqual([]);
  });

  test('formats/ is family-neutral: it imports no suite, report, GitHub or CLI module', () => {
    expect(upwardImports([['formats/jsonl.ts', 'suites/fightbench/codes.js']])).toEqual([
      'formats/jsonl.ts -> suites/fightbench/codes.ts'
    ]);
    expect(upwardImports(edges).filter((e) => e.startsWith('formats/'))).toEqual([]);
    expect(edges.some(([from]) => from.startsWith('formats/'))).toBe(true);
  });

  test('the check catches an upward import (static, type-only, dynamic)', () => {
    const fake = [
      ['suites/pcs/commands.ts', 'cli/command.js'],
      ['core/local-cache.ts', 'suites/types.js'],
      ['codes/registry.ts', 'suites/pqid/codes.js'],
      ['cli/main.ts', 'suites/plugins.js'],
      ['flow.ts', 'github/publish.js'],
      ['flow.ts', 'action/log.js'],
      ['flow/merge.ts', 'cli/select.js'],
      ['flow.ts', 'run.js'],
      ['action/main.ts', 'flow.js'],
      ['formats/yaml.ts', 'suites/qsolve/types.js'],
      ['formats/yaml.ts', 'core/bounds.js']
    ] as [string, string][];
    expect(upwardImports(fake)).toEqual([
      'suites/pcs/commands.ts -> cli/command.ts',
      'core/local-cache.ts -> suites/types.ts',
      'codes/registry.ts -> suites/pqid/codes.ts',
      'flow.ts -> github/publish.ts',
      'flow.ts -> action/log.ts',
      'flow/merge.ts -> cli/select.ts',
      'formats/yaml.ts -> suites/qsolve/types.ts'
    ]);
    expect(
      upwardImports([
        ['report/markdown.ts', 'code-registry.js'],
        ['report/markdown.ts', 'core/model.js'],
        ['quantum/qasm/expand.ts', 'core/arrays.js'],
        ['quantum/qasm/expand.ts', 'core/model.js'],
        ['core/config.ts', 'baseline/no-regression.js'],
        ['core/config.ts', 'codes/general.js'],
        ['python/repr.ts', 'suites/pcs/pyrepr.js']
      ])
    ).toEqual([
      'report/markdown.ts -> code-registry.ts',
      'quantum/qasm/expand.ts -> core/model.ts',
      'core/config.ts -> baseline/no-regression.ts',
      'python/repr.ts -> suites/pcs/pyrepr.ts'
    ]);
    const dir = join(SRC, 'core');
    const text =
      "import type { X } from '../suites/types.js';\nconst m = await import('../cli/main.js');\nexport { y } from '../suites/index.js';\n";
    const re = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;
    const found = [...text.matchAll(re)].map((m) => relative(SRC, resolve(dir, m[2]!)));
    expect(found).toEqual(['suites/types.js', 'cli/main.js', 'suites/index.js']);
  });
});

describe('plug-ins', () => {
  test('every family has the same file names: plugin.ts, codes.ts, suite.ts, and commands.ts when it has commands', () => {
    const families = readdirSync(join(SRC, 'suites'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(PLUGINS.map((p) => p.id).sort()).toEqual(families);
    for (const p of PLUGINS) {
      const files = readdirSync(join(SRC, 'suites', p.id));
      for (const f of ['plugin.ts', 'codes.ts', 'suite.ts', ...(p.commands ? ['commands.ts'] : [])])
        expect(`${p.id}/${files.includes(f) ? f : 'missing ' + f}`).toBe(`${p.id}/${f}`);
      expect(files).not.toContain('cli.ts');
      expect(files).not.toContain('index.ts');
    }
  });

  test('the code registry is the general group then each plug-in, in list order', () => {
    expect(CODE_GROUPS).toEqual([GENERAL_GROUP, ...PLUGINS.map((p) => p.codes)]);
  });

  test('the suite list follows the plug-in list; loadSuites loads the given ids only, in the order given', async () => {
    expect(SUITE_IDS).toEqual(PLUGINS.map((p) => p.id));
    const all = await loadSuites();
    expect(all.map((s) => s.id)).toEqual(PLUGINS.map((p) => p.id));
    expect(all.map((s) => s.title)).toEqual(PLUGINS.map((p) => p.title));
    expect((await loadSuites(['qsolve', 'no-such-suite', 'pcs'])).map((s) => s.id)).toEqual(['qsolve', 'pcs']);
    expect(await loadSuites([])).toEqual([]);
  });

  test("each plug-in's help names its command bodies, in order, and is where their summaries come from", async () => {
    for (const p of PLUGINS.filter((x) => x.commands)) {
      const bodies = await p.commands!.load();
      expect([p.id, bodies.map((b) => b.name)]).toEqual([p.id, p.commands!.help.map((h) => h.name)]);
      const g = COMMAND_GROUPS.find((x) => x.word === p.commands!.word)!;
      expect((await g.load()).map((c) => ({ name: c.name, summary: c.summary }))).toEqual(p.commands!.help);
    }
  });

  test('withSummaries refuses a command without a help entry and a help entry without a command', () => {
    const body = { name: ['x', 'a'], usage: 'benchgate x a', run: async () => 0 };
    expect(withSummaries([{ name: ['x', 'a'], summary: 'A.' }], [body]).map((c) => c.summary)).toEqual(['A.']);
    expect(() => withSummaries([], [body])).toThrow('command "x a" has no summary in its plug-in\'s help');
    expect(() => withSummaries([{ name: ['x', 'b'], summary: 'B.' }], [])).toThrow('help entry "x b" has no command');
  });

  test('each plug-in with commands is one CLI group, loaded lazily, whose commands start with its word', async () => {
    for (const p of PLUGINS.filter((x) => x.commands)) {
      const g = COMMAND_GROUPS.find((x) => x.word === p.commands!.word);
      expect(g?.help).toBe(p.commands!.help);
      for (const c of await g!.load()) expect(c.name[0]).toBe(p.commands!.word);
    }
    expect(COMMAND_GROUPS.map((g) => g.word)).toEqual([
      'check',
      'init',
      'diff',
      'merge',
      'history',
      'manifest',
      'pqid',
      'pcs',
      'qsolve',
      'fightbench',
      'simulate',
      'codes'
    ]);
  });

  test("the init group is the plug-ins' init commands, each named `init <id>`, in plug-in order (the CLI imports no family)", async () => {
    const withInit = PLUGINS.filter((p) => p.init);
    expect(withInit.map((p) => p.id)).toEqual(['qsolve']);
    const loaded = await COMMAND_GROUPS.find((g) => g.word === 'init')!.load();
    expect(loaded.map((c) => c.name)).toEqual(withInit.map((p) => ['init', p.id]));
    for (const [i, p] of withInit.entries()) expect(loaded[i]).toBe(await p.init!());
    expect(staticClosure(['cli/commands.ts']).filter((f) => /^suites\/[^/]+\/(?!plugin|codes)/.test(f))).toEqual([]);
  });
});

/** Value imports a module runs when it is loaded: static `import … from` and `export … from`, not `import type`, not `import()`. */
export function loadEdges(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const re = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?(['"])(\.{1,2}\/[^'"]+)\3/gm;
  const out: string[] = [];
  for (const m of text.matchAll(re))
    if (!m[2]) {
      // `./x.js` names x.ts, unless a generated x.js is there (src/core/report-schema-validators.js).
      const js = resolve(dirname(file), m[4]!);
      out.push(js.endsWith('.js') && existsSync(js) ? js : js.replace(/\.js$/, '.ts').replace(/\.json\.ts$/, '.json'));
    }
  return out;
}

/** Every source file loaded (statically) with these entries, relative to src/. */
export function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const todo = entries.map((e) => join(SRC, e));
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f) || !f.endsWith('.ts')) continue;
    seen.add(f);
    todo.push(...loadEdges(f));
  }
  return [...seen].map((f) => relative(SRC, f)).sort();
}

describe('lazy suites', () => {
  // What `benchgate --help` loads: the CLI entry and benchgate's own command groups (the families' groups give
  // their help statically); `benchgate codes` is a subset. Of a family, only its plug-in description and codes.
  const helpEntries = ['cli.ts', ...['check', 'diff', 'merge', 'simulate', 'codes'].map((c) => `cli/commands/${c}.ts`)];
  const familyFile = (f: string) => /^suites\/[^/]+\//.test(f);

  test('the scan follows value imports and skips type-only and dynamic ones', () => {
    const closure = staticClosure(['suites/plugins.ts']);
    expect(closure).toContain('suites/pqid/plugin.ts');
    expect(closure).toContain('suites/pqid/codes.ts');
    expect(closure).not.toContain('suites/pqid/suite.ts'); // only import()ed by the plug-in
    expect(closure).not.toContain('suites/types.ts'); // only import type
    expect(staticClosure(['run.ts'])).toContain('report/build.ts');
  });

  test('`benchgate --help` and `benchgate codes` load no suite module: of a family only plugin.ts and codes.ts', () => {
    const loaded = staticClosure(helpEntries).filter(familyFile);
    expect(loaded.filter((f) => !/\/(plugin|codes)\.ts$/.test(f))).toEqual([]);
    expect(loaded).toContain('suites/qsolve/plugin.ts');
  });

  test('run and merge reach suite code only through the plug-ins (lazy), never by a static import', () => {
    for (const entry of ['run.ts', 'merge.ts', 'lib.ts'])
      expect([entry, staticClosure([entry]).filter((f) => familyFile(f) && !/\/(plugin|codes)\.ts$/.test(f))]).toEqual([
        entry,
        []
      ]);
  });
});

describe('the OpenQASM reader (src/quantum/qasm/)', () => {
  test('its modules import each other without a cycle (a statement and a subroutine call go through the Reader hooks)', () => {
    const edges = importEdges(sources(join(SRC, 'quantum/qasm')));
    expect(edges).toContainEqual(['quantum/qasm/interp.ts', 'quantum/qasm/control.js']);
    expect(importCycles(edges)).toEqual([]);
  });
});
