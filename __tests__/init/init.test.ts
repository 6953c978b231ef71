import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/cli/command.js';
import { LANGUAGES, planFiles, slugName, TEMPLATE_NAMES } from '../../src/init/qsolve.js';
import { REPO } from '../helpers/paths.js';

function io(cwd: string): CommandIO & { out: string; err: string } {
  const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
  Object.assign(o, { stdout: (t: string) => (o.out += t), stderr: (t: string) => (o.err += t), color: false, cwd, env: { ...process.env }, isTTY: false });
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

const HAS_PYTHON = spawnSync('python3', ['-c', 'import sys; assert sys.version_info >= (3, 9)'], { stdio: 'ignore' }).status === 0;
const EXPECTED_FILES = (lang: string, t: string) =>
  [
    '.github/workflows/benchgate.yml',
    'benchmarks/cases.yaml',
    ...Object.keys(JSON.parse(readFileSync(join(REPO, 'templates', 'qsolve', 'index.json'), 'utf8')).templates[t].files).filter((f) => f.startsWith('examples/')),
    'qsolve.yaml',
    'schemas/input.schema.json',
    'schemas/output.schema.json',
    lang === 'python' ? 'workflow.py' : 'workflow.mjs'
  ].sort();

describe('benchgate init qsolve: every template and language passes the eight gates on its first check', () => {
  for (const template of TEMPLATE_NAMES) {
    for (const language of LANGUAGES) {
      const skip = language === 'python' && !HAS_PYTHON;
      const title = `${template} / ${language}${skip ? ' (SKIPPED: python3 >= 3.9 is not on PATH; the Python templates need it to run)' : ''}`;
      (skip ? it.skip : it)(title, async () => {
        const dir = join(tmp(`${template}-${language}`), `my-${template}`);
        const a = io(REPO);
        expect(await main(['init', 'qsolve', dir, '--template', template, '--language', language], a)).toBe(0);
        expect(a.err).toBe('');
        expect(a.out).toContain(`wrote the ${template} workflow "my-${template}"`);
        expect(Object.keys(snapshot(dir)).sort()).toEqual(EXPECTED_FILES(language, template));
        // cases.yaml: a sim-cpu case, a fake:fez@1.6 case with min_fidelity, one hardware case.
        const cases = parseYaml(readFileSync(join(dir, 'benchmarks', 'cases.yaml'), 'utf8'));
        expect(cases.cases.map((c: { target: string }) => c.target)).toEqual(['sim-cpu', 'fake:fez@1.6']);
        expect(cases.cases[1].expect.min_fidelity).toBeGreaterThan(0);
        expect(cases.hardware_cases).toHaveLength(1);
        expect(parseYaml(readFileSync(join(dir, 'qsolve.yaml'), 'utf8')).name).toBe(`my-${template}`);
        // The real check, end to end (workflow run in the sandbox, fake: target on the noise engine).
        const c = io(REPO);
        const code = await main(['check', dir, '--format', 'json', '--no-cache'], c);
        const report = JSON.parse(c.out);
        const qs = report.suites.find((s: { suite: string }) => s.suite === 'qsolve');
        expect(qs.artifacts).toHaveLength(1);
        const gates = Object.fromEntries(qs.artifacts[0].gates.map((g: { id: string; status: string; detail?: string }) => [g.id, `${g.status}${g.status === 'pass' ? '' : `: ${g.detail}`}`]));
        expect(gates).toEqual({
          manifest: 'pass', example_inputs: 'pass', benchmark_cases: 'pass', methods_declared: 'pass', fidelity_checked: 'pass', cases_pass: 'pass', reproducible: 'pass', estimate_honest: 'pass'
        });
        const serious = report.suites.flatMap((s: { artifacts: { findings: { severity: string; code: string }[] }[] }) => s.artifacts.flatMap((x) => x.findings)).filter((f: { severity: string; code: string }) => f.severity === 'error' || (f.severity === 'warning' && f.code !== 'QS035'));
        expect(serious).toEqual([]);
        expect(code).toBe(0);
      });
    }
  }
});
