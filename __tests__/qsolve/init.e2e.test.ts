import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { LANGUAGES, planFiles, slugName, TEMPLATE_NAMES } from '../../src/suites/qsolve/init.js';
import { REPO } from '../helpers/paths.js';

function io(cwd: string): CommandIO & { out: string; err: string } {
  const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
  Object.assign(o, {
    stdout: (t: string) => (o.out += t),
    stderr: (t: string) => (o.err += t),
    color: false,
    cwd,
    env: { ...process.env },
    isTTY: false
  });
  return o;
}

const tmps: string[] = [];
const tmp = (tag: string) => {
  const d = realpathSync(mkdtempSync(join(tmpdir(), `bg-init-${tag}-`)));
  tmps.push(d);
  return d;
};
afterAll(() => tmps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every file under `dir` (relative POSIX paths) with its bytes, for "nothing was written" checks. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, rel: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) out[r] = `-> link`;
      else if (e.isDirectory()) walk(p, r);
      else out[r] = readFileSync(p, 'utf8');
    }
  };
  walk(dir, '');
  return out;
}

const HAS_PYTHON =
  spawnSync('python3', ['-c', 'import sys; assert sys.version_info >= (3, 9)'], { stdio: 'ignore' }).status === 0;
const EXPECTED_FILES = (lang: string, t: string) =>
  [
    '.github/workflows/benchgate.yml',
    'benchmarks/cases.yaml',
    ...Object.keys(
      JSON.parse(readFileSync(join(REPO, 'src', 'suites', 'qsolve', 'templates', 'index.json'), 'utf8')).templates[t]
        .files
    ).filter((f) => f.startsWith('examples/')),
    'qsolve.yaml',
    'schemas/input.schema.json',
    'schemas/output.schema.json',
    lang === 'python' ? 'workflow.py' : 'workflow.mjs'
  ].sort();

const CLI = join(REPO, 'dist', 'cli.js');
const cli = (args: string[], cwd = REPO, timeout = 120000) => {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

// The built CLI (dist/cli.js, what a fresh clone and the npm package run): its templates come from
// dist/templates, and the check runs the generated workflows for real (sandbox, sim-cpu, the fake:fez noise engine).
// Each template and language is written by its own `init` into its own folder of one tree, and that tree is then
// checked once: each workflow's first check, one CLI run (the sandbox's once-per-run start-up is paid once, not six
// times), asserted per workflow below.
describe('benchgate init qsolve: every template and language passes the eight gates on its first check (dist/cli.js)', () => {
  const RUN = TEMPLATE_NAMES.flatMap((template) =>
    LANGUAGES.filter((language) => language !== 'python' || HAS_PYTHON).map((language) => ({ template, language }))
  );
  let tree: string;
  const inits = new Map<string, ReturnType<typeof cli>>();
  let check: ReturnType<typeof cli>;
  beforeAll(() => {
    tree = tmp('templates');
    for (const { template, language } of RUN)
      inits.set(
        `${template}-${language}`,
        cli([
          'init',
          'qsolve',
          join(tree, `${template}-${language}`, `my-${template}`),
          '--template',
          template,
          '--language',
          language
        ])
      );
    check = cli(['check', tree, '--format', 'json', '--no-cache'], REPO, 600_000);
  }, 600_000);

  it('the one check of every generated workflow exits 0 and finds exactly those workflows', () => {
    // stderr holds nothing but the progress lines of a long run (not a terminal; docs/cli.md)
    for (const l of check.err.split('\n').filter(Boolean))
      expect(l).toMatch(
        new RegExp(`^benchgate: \\d+/${RUN.length} artifacts checked \\(qsolve \\S+, \\d+\\.\\d s\\)$`)
      );
    expect(check.code).toBe(0);
    const report = JSON.parse(check.out);
    expect(
      report.suites
        .flatMap((s: { artifacts: { artifact: { path: string } }[] }) => s.artifacts.map((a) => a.artifact.path))
        .sort()
    ).toEqual(RUN.map(({ template, language }) => `${template}-${language}/my-${template}`).sort());
  });

  for (const template of TEMPLATE_NAMES) {
    for (const language of LANGUAGES) {
      const skip = language === 'python' && !HAS_PYTHON;
      const title = `${template} / ${language}${skip ? ' (SKIPPED: python3 >= 3.9 is not on PATH; the Python templates need it to run)' : ''}`;
      (skip ? it.skip : it)(title, () => {
        const where = `${template}-${language}/my-${template}`;
        const dir = join(tree, where);
        const a = inits.get(`${template}-${language}`)!;
        expect(a.err).toBe('');
        expect(a.code).toBe(0);
        expect(a.out).toContain(`wrote the ${template} workflow "my-${template}"`);
        expect(Object.keys(snapshot(dir)).sort()).toEqual(EXPECTED_FILES(language, template));
        // cases.yaml: a sim-cpu case, a fake:fez@1.6 case with min_fidelity, one hardware case.
        const cases = parseYaml(readFileSync(join(dir, 'benchmarks', 'cases.yaml'), 'utf8'));
        expect(cases.cases.map((c: { target: string }) => c.target)).toEqual(['sim-cpu', 'fake:fez@1.6']);
        expect(cases.cases[1].expect.min_fidelity).toBeGreaterThan(0);
        expect(cases.hardware_cases).toHaveLength(1);
        expect(parseYaml(readFileSync(join(dir, 'qsolve.yaml'), 'utf8')).name).toBe(`my-${template}`);
        const report = JSON.parse(check.out);
        const qs = report.suites.find((s: { suite: string }) => s.suite === 'qsolve');
        const mine = qs.artifacts.filter((x: { artifact: { path: string } }) => x.artifact.path === where);
        expect(mine).toHaveLength(1);
        const gates = Object.fromEntries(
          mine[0].gates.map((g: { id: string; status: string; detail?: string }) => [
            g.id,
            `${g.status}${g.status === 'pass' ? '' : `: ${g.detail}`}`
          ])
        );
        expect(gates).toEqual({
          manifest: 'pass',
          example_inputs: 'pass',
          benchmark_cases: 'pass',
          methods_declared: 'pass',
          fidelity_checked: 'pass',
          cases_pass: 'pass',
          reproducible: 'pass',
          estimate_honest: 'pass'
        });
        // No error and no warning on this workflow's files (QS035, less than full isolation, depends on the
        // machine, not the workflow).
        const serious = report.suites
          .flatMap(
            (s: { artifacts: { artifact: { path: string }; findings: { severity: string; code: string }[] }[] }) =>
              s.artifacts
                .filter((x) => x.artifact.path.startsWith(`${template}-${language}/`))
                .flatMap((x) => x.findings)
          )
          .filter(
            (f: { severity: string; code: string }) =>
              f.severity === 'error' || (f.severity === 'warning' && f.code !== 'QS035')
          );
        expect(serious).toEqual([]);
        // Every case ran (none undecided); the hardware case is listed, not run.
        expect(mine[0].facts.run).toMatchObject({ unavailable: 1 });
      });
    }
  }
});

describe('benchgate init qsolve: what it writes', () => {
  it('renders every template without a leftover placeholder; the GitHub workflow pins the action and only reads', () => {
    for (const template of TEMPLATE_NAMES) {
      for (const language of LANGUAGES) {
        const files = planFiles({ template, language, name: 'x', actionRef: 'v9.9.9', version: '9.9.9' });
        for (const f of files) expect(f.content).not.toMatch(/\{\{/);
        const yml = files.find((f) => f.path === '.github/workflows/benchgate.yml')!.content;
        const wf = parseYaml(yml);
        expect(wf.permissions).toEqual({ contents: 'read' });
        const steps = wf.jobs.benchgate.steps as { uses?: string; with?: Record<string, unknown> }[];
        expect(steps.map((s) => s.uses)).toEqual(['actions/checkout@v7', 'benchgate/benchgate@v9.9.9']);
        expect(steps[0].with).toEqual({ 'persist-credentials': false });
        expect(steps[1].with).toEqual({ path: '.', 'check-run': false });
        expect(parseYaml(files.find((f) => f.path === 'qsolve.yaml')!.content).entry).toBe(
          language === 'python' ? 'workflow.py' : 'workflow.mjs'
        );
      }
    }
  });

  it('the default ref is this release (v<version>); --action-ref pins a commit SHA; a ref that could inject YAML is refused', async () => {
    const d = tmp('ref');
    const a = io(d);
    expect(await main(['init', 'qsolve', 'w'], a)).toBe(0);
    // The tag the README tells users to pin (and each release moves), not an unreleased version's own tag.
    const readmeTags = new Set(
      [...readFileSync(join(REPO, 'README.md'), 'utf8').matchAll(/benchgate\/benchgate(?:\/[^\s@]*)?@(v\d+)\b/g)].map(
        (m) => m[1]
      )
    );
    expect([...readmeTags]).toEqual(['v1']);
    expect(readFileSync(join(d, 'w', '.github', 'workflows', 'benchgate.yml'), 'utf8')).toContain(
      'uses: benchgate/benchgate@v1\n'
    );
    const sha = 'a'.repeat(40);
    expect(await main(['init', 'qsolve', 'w2', '--action-ref', sha], io(d))).toBe(0);
    expect(readFileSync(join(d, 'w2', '.github', 'workflows', 'benchgate.yml'), 'utf8')).toContain(
      `uses: benchgate/benchgate@${sha}\n`
    );
    for (const bad of ['v1\n    run: curl evil', 'v1 # x', '../x', "v1'"]) {
      const b = io(d);
      expect(await main(['init', 'qsolve', 'w3', '--action-ref', bad], b)).toBe(2);
      expect(b.err).toContain('--action-ref must be');
    }
    expect(existsSync(join(d, 'w3'))).toBe(false);
  });

  it('names the workflow after DIR (a slug), or --name; bad options exit 2', async () => {
    expect(slugName('My Cool_Workflow!', 'max-cut')).toBe('my-cool-workflow');
    expect(slugName('___', 'qubo')).toBe('qubo');
    const d = tmp('name');
    expect(await main(['init', 'qsolve', 'Portfolio Opt', '--template', 'qubo'], io(d))).toBe(0);
    expect(parseYaml(readFileSync(join(d, 'Portfolio Opt', 'qsolve.yaml'), 'utf8')).name).toBe('portfolio-opt');
    expect(await main(['init', 'qsolve', 'n', '--name', 'chem-screen'], io(d))).toBe(0);
    expect(parseYaml(readFileSync(join(d, 'n', 'qsolve.yaml'), 'utf8')).name).toBe('chem-screen');
    for (const args of [
      ['--name', 'Bad Name'],
      ['--template', 'vqe'],
      ['--language', 'rust'],
      ['--format', 'xml'],
      ['a', 'b']
    ]) {
      const b = io(d);
      expect(await main(['init', 'qsolve', 'z', ...args], b)).toBe(2);
    }
    expect(existsSync(join(d, 'z'))).toBe(false);
  });

  it('the templates themselves are never discovered as artifacts (every file ends in .tmpl), in the repository or in dist/', () => {
    for (const dir of [join(REPO, 'src', 'suites', 'qsolve', 'templates'), join(REPO, 'dist', 'templates')]) {
      const r = cli(['check', dir, '--no-fail-on-empty', '--format', 'json']);
      const report = JSON.parse(r.out);
      expect(report.suites.flatMap((x: { artifacts: unknown[] }) => x.artifacts)).toEqual([]);
    }
  });

  it('--help prints the usage and exits 0; the init group lists qsolve', async () => {
    const a = io(REPO);
    expect(await main(['init', 'qsolve', '--help'], a)).toBe(0);
    expect(a.out).toContain('benchgate init qsolve [DIR] [--template max-cut|qubo|classifier] [--language python|js]');
    const b = io(REPO);
    expect(await main(['init', '--help'], b)).toBe(0);
    expect(b.out).toContain('benchgate init qsolve');
  });

  it('--qiskit writes max-cut written with Qiskit; its GitHub workflow installs Qiskit and names that interpreter; js or another template exit 2', async () => {
    const d = tmp('qiskit');
    const a = io(d);
    expect(await main(['init', 'qsolve', 'q', '--qiskit', '--format', 'json'], a)).toBe(0);
    expect(JSON.parse(a.out)).toMatchObject({ ok: true, template: 'max-cut', language: 'python', qiskit: true });
    const wf = readFileSync(join(d, 'q', 'workflow.py'), 'utf8');
    expect(wf).toContain('backend = ctx.backend');
    expect(wf).toContain('isa = transpile(qaoa_circuit(inp), backend, optimization_level=1');
    expect(wf).toContain('ctx.sampler.run([(isa, values)], shots=shots)');
    const yml = parseYaml(readFileSync(join(d, 'q', '.github', 'workflows', 'benchgate.yml'), 'utf8'));
    expect(yml.permissions).toEqual({ contents: 'read' });
    const steps = yml.jobs.benchgate.steps as {
      id?: string;
      uses?: string;
      run?: string;
      with?: Record<string, unknown>;
    }[];
    expect(steps.map((x) => x.uses ?? x.run)).toEqual([
      'actions/checkout@v7',
      'actions/setup-python@v7',
      "python -m pip install 'qiskit>=2,<3'",
      'benchgate/benchgate@v1'
    ]);
    expect(steps[3].with?.options).toBe('{"qsolve": {"python": "${{ steps.python.outputs.python-path }}"}}');
    const cases = parseYaml(readFileSync(join(d, 'q', 'benchmarks', 'cases.yaml'), 'utf8'));
    expect(cases.cases.map((c: { target: string }) => c.target)).toEqual(['sim-cpu', 'fake:fez@1.6']);
    for (const [args, message] of [
      [['--language', 'js'], '--qiskit writes a Python workflow written with Qiskit: leave out --language js'],
      [['--template', 'qubo'], '--qiskit is offered for the max-cut template (got "qubo")']
    ] as const) {
      const b = io(d);
      await expect(main(['init', 'qsolve', 'z', '--qiskit', ...args], b)).resolves.toBe(2);
      expect(b.err).toContain(message);
    }
    expect(existsSync(join(d, 'z'))).toBe(false);
  });

  it('--format json lists the files written', async () => {
    const d = tmp('json');
    const a = io(d);
    expect(await main(['init', 'qsolve', 'w', '--format', 'json', '--language', 'js'], a)).toBe(0);
    const j = JSON.parse(a.out);
    expect(j).toMatchObject({ ok: true, dir: 'w', template: 'max-cut', language: 'js', name: 'w' });
    expect(j.files.map((f: { path: string }) => f.path)).toEqual(EXPECTED_FILES('js', 'max-cut'));
    expect(j.files.every((f: { action: string }) => f.action === 'created')).toBe(true);
  });
});

describe('benchgate init qsolve: never overwrites, never writes through a link', () => {
  it('an existing file: exit 2 naming every clashing file, and nothing at all is written', async () => {
    const d = tmp('exists');
    mkdirSync(join(d, 'schemas'));
    writeFileSync(join(d, 'qsolve.yaml'), 'mine\n');
    writeFileSync(join(d, 'schemas', 'input.schema.json'), '{"mine": true}\n');
    const before = snapshot(d);
    const a = io(d);
    expect(await main(['init', 'qsolve', '.'], a)).toBe(2);
    expect(a.err).toContain('2 file(s) already exist in ., nothing written');
    expect(a.err).toContain('qsolve.yaml');
    expect(a.err).toContain('schemas/input.schema.json');
    expect(a.err).toContain('--force');
    expect(snapshot(d)).toEqual(before);
    const j = io(d);
    expect(await main(['init', 'qsolve', '.', '--format', 'json'], j)).toBe(2);
    expect(JSON.parse(j.out)).toMatchObject({ ok: false, files: ['qsolve.yaml', 'schemas/input.schema.json'] });
    expect(snapshot(d)).toEqual(before);
  });

  it('--force replaces them (through a new file: a hard link to a file outside DIR keeps its content)', async () => {
    const d = tmp('force');
    const outside = tmp('force-outside');
    writeFileSync(join(outside, 'precious.txt'), 'precious\n');
    linkSync(join(outside, 'precious.txt'), join(d, 'qsolve.yaml'));
    const a = io(d);
    expect(await main(['init', 'qsolve', '.', '--force', '--name', 'forced'], a)).toBe(0);
    expect(a.out).toMatch(/replaced +qsolve\.yaml/);
    expect(a.out).toMatch(/created +workflow\.py/);
    expect(parseYaml(readFileSync(join(d, 'qsolve.yaml'), 'utf8')).name).toBe('forced');
    expect(readFileSync(join(outside, 'precious.txt'), 'utf8')).toBe('precious\n');
    expect(readdirSync(d).filter((f) => f.includes('benchgate-init'))).toEqual([]);
  });

  it('attack: a symlinked folder inside DIR pointing outside is refused (with --force too); nothing is written anywhere', async () => {
    const d = tmp('symdir');
    const outside = tmp('symdir-outside');
    symlinkSync(outside, join(d, 'schemas'));
    const before = snapshot(d);
    for (const force of [[], ['--force']]) {
      const a = io(d);
      expect(await main(['init', 'qsolve', '.', ...force], a)).toBe(2);
      expect(a.err).toContain('schemas is a symbolic link');
      expect(a.err).toContain('nothing written');
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(snapshot(d)).toEqual(before);
  });

  it('attack: a symlinked file (dangling or not) is refused with --force too; the link target is untouched', async () => {
    const d = tmp('symfile');
    const outside = tmp('symfile-outside');
    writeFileSync(join(outside, 'victim'), 'victim\n');
    mkdirSync(join(d, '.github', 'workflows'), { recursive: true });
    symlinkSync(join(outside, 'victim'), join(d, '.github', 'workflows', 'benchgate.yml'));
    symlinkSync(join(outside, 'not-yet'), join(d, 'workflow.py'));
    const a = io(d);
    expect(await main(['init', 'qsolve', '.', '--force'], a)).toBe(2);
    expect(a.err).toContain('.github/workflows/benchgate.yml is a symbolic link');
    expect(a.err).toContain('workflow.py is a symbolic link');
    expect(readFileSync(join(outside, 'victim'), 'utf8')).toBe('victim\n');
    expect(existsSync(join(outside, 'not-yet'))).toBe(false);
    expect(existsSync(join(d, 'qsolve.yaml'))).toBe(false);
  });

  it('attack: DIR itself a symlink is refused; a file where a folder goes is refused', async () => {
    const d = tmp('symtop');
    const outside = tmp('symtop-outside');
    symlinkSync(outside, join(d, 'link'));
    const a = io(d);
    expect(await main(['init', 'qsolve', 'link'], a)).toBe(2);
    expect(a.err).toContain('DIR is a symbolic link');
    expect(readdirSync(outside)).toEqual([]);
    writeFileSync(join(d, 'benchmarks'), 'a file\n');
    const b = io(d);
    expect(await main(['init', 'qsolve', '.'], b)).toBe(2);
    expect(b.err).toContain('benchmarks is a file where a folder is needed');
    expect(lstatSync(join(d, 'benchmarks')).isFile()).toBe(true);
    expect(existsSync(join(d, 'qsolve.yaml'))).toBe(false);
    const c = io(d);
    expect(await main(['init', 'qsolve', 'benchmarks/sub/w'], c)).toBe(2);
    expect(c.err).toMatch(/cannot be created: .*benchmarks is not a folder/);
  });

  it('attack: a symlinked ancestor inside the target path (init qsolve d/a/new, a -> outside) is refused, nothing written', async () => {
    const d = tmp('symanc');
    const outside = tmp('symanc-outside');
    mkdirSync(join(d, 'd'));
    symlinkSync(outside, join(d, 'd', 'a'));
    for (const target of ['d/a/new', 'd/a/new/deeper', join(d, 'd', 'a', 'new')]) {
      const x = io(d);
      expect(await main(['init', 'qsolve', target], x)).toBe(2);
      expect(x.err).toMatch(
        /refused, nothing written: \. is below (d\/a|\/.*\/d\/a), a symbolic link; give the real path/
      );
      expect(readdirSync(outside)).toEqual([]);
      const j = io(d);
      expect(await main(['init', 'qsolve', target, '--force', '--format', 'json'], j)).toBe(2);
      expect(JSON.parse(j.out)).toMatchObject({ ok: false, files: ['.'] });
      expect(readdirSync(outside)).toEqual([]);
    }
    // An existing DIR below the link is refused too (DIR itself is a real folder there).
    mkdirSync(join(outside, 'there'));
    const e = io(d);
    expect(await main(['init', 'qsolve', 'd/a/there', '--force'], e)).toBe(2);
    expect(readdirSync(join(outside, 'there'))).toEqual([]);
    // The real path is fine.
    const ok = io(d);
    expect(await main(['init', 'qsolve', 'd/real/new'], ok)).toBe(0);
    expect(existsSync(join(d, 'd', 'real', 'new', 'qsolve.yaml'))).toBe(true);
  });
});
