import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import type { Report } from '../../src/core/model.js';
import { renderSummary } from '../../src/report/markdown.js';
import { runCheck } from '../../src/run.js';
import { bindingFindings, caseList } from '../../src/suites/qsolve/records-binding.js';
import { VERSION } from '../../src/version.js';
import { cleanup, materialize } from '../qsolve-runner/helpers.js';

/**
 * Issue 30, attacker finding 1: committed run records must not replace the run. A pull request copies the records of a
 * passing workflow (`benchgate qsolve run --out`) into a failing one and adds `.benchgate.yml` with `run: false` or
 * `records:`; and records the job points at must judge exactly this workflow (content, version, case list).
 */

const dirs: string[] = [];
let passing: string;
let recordsText: string;
let freshPass: Report;

function io(cwd: string): CommandIO & { text: () => string } {
  const out: string[] = [];
  return {
    stdout: (t) => void out.push(t),
    stderr: (t) => void out.push(t),
    color: false,
    cwd,
    env: { ...process.env } as Record<string, string>,
    isTTY: false,
    text: () => out.join('')
  };
}

const qsolveArtifact = (r: Report) => r.suites.find((s) => s.suite === 'qsolve')!.artifacts[0];
const all = (r: Report) =>
  r.findings.concat(...r.suites.map((s) => s.findings), ...r.suites.flatMap((s) => s.artifacts.map((a) => a.findings)));
const codesOf = (r: Report) => all(r).map((f) => f.code);

beforeAll(async () => {
  passing = materialize('base');
  dirs.push(passing);
  const out = join(passing, 'out', 'run-records.json');
  const x = io(passing);
  await main(['qsolve', 'run', '.', '--out', out, '--no-cache'], x);
  recordsText = readFileSync(out, 'utf8');
  freshPass = await runCheck({ path: passing, suites: ['qsolve'] });
}, 300_000);
afterAll(() => {
  for (const d of dirs) cleanup(d);
});

describe('qsolve run --out binds the records', () => {
  it('writes the content digest, the version and the case list', () => {
    const rec = JSON.parse(recordsText);
    expect(rec.binding).toEqual({
      content: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      benchgate: VERSION,
      cases: expect.arrayContaining([expect.stringMatching(/^cases\//)])
    });
  });
});

describe('attack: committed records replace the run of a failing workflow', () => {
  for (const yml of [
    'suites:\n  qsolve:\n    options:\n      run: false\n',
    'suites:\n  qsolve:\n    options:\n      records: .benchgate/run-records.json\n'
  ])
    it(`.benchgate.yml ${JSON.stringify(yml.trim().split('\n').pop()!.trim())}: ignored (BG014), the workflow runs and fails`, async () => {
      const failing = materialize('case-raises');
      dirs.push(failing);
      const honest = await runCheck({ path: failing, suites: ['qsolve'] });
      expect(honest.verdict).toBe('fail');
      mkdirSync(join(failing, '.benchgate'));
      writeFileSync(join(failing, '.benchgate', 'run-records.json'), recordsText);
      writeFileSync(join(failing, '.benchgate.yml'), yml);
      const r = await runCheck({ path: failing, suites: ['qsolve'], suiteOptions: { qsolve: { sandbox: 'auto' } } });
      expect(r.verdict).toBe('fail');
      expect(r.counts.gates.fail).toBe(honest.counts.gates.fail);
      expect(r.findings.find((f) => f.code === 'BG014')).toMatchObject({ file: '.benchgate.yml', line: 4 });
      const a = qsolveArtifact(r);
      expect((a.facts as { records: unknown }).records).toBeNull();
      expect(codesOf(r)).not.toContain('QS049');
    });

  it('the same records given by the job (run: false) are refused: they judge other workflow content (QS046)', async () => {
    const failing = materialize('case-raises');
    dirs.push(failing);
    mkdirSync(join(failing, '.benchgate'));
    writeFileSync(join(failing, '.benchgate', 'run-records.json'), recordsText);
    const r = await runCheck({ path: failing, suites: ['qsolve'], suiteOptions: { qsolve: { run: false } } });
    expect(r.verdict).toBe('fail');
    const a = qsolveArtifact(r);
    expect(a.findings.find((f) => f.code === 'QS046')).toMatchObject({
      severity: 'error',
      file: '.benchgate/run-records.json',
      gate: 'cases_pass'
    });
    const runGates = a.gates.filter((g) => ['cases_pass', 'reproducible', 'estimate_honest'].includes(g.id));
    expect(runGates.map((g) => g.status)).toEqual(['undecided', 'undecided', 'undecided']);
    expect(renderSummary(r)).not.toMatch(/full isolation/);
  });
});

describe('attack through the action (src/action/main.ts) with sandbox: required', () => {
  it('committed records and run: false in .benchgate.yml: the workflow runs in the sandbox and the step fails', async () => {
    const failing = materialize('case-raises');
    dirs.push(failing);
    mkdirSync(join(failing, '.benchgate'));
    writeFileSync(join(failing, '.benchgate', 'run-records.json'), recordsText);
    writeFileSync(join(failing, '.benchgate.yml'), 'suites:\n  qsolve:\n    options:\n      run: false\n');
    const iod = mkdtempSync(join(tmpdir(), 'bg-rec-action-'));
    dirs.push(iod);
    const files = { summary: join(iod, 'summary.md'), out: join(iod, 'out.txt') };
    writeFileSync(files.summary, '');
    writeFileSync(files.out, '');
    const { run } = await import('../../src/action/main.js');
    const saved = { ...process.env };
    for (const k of Object.keys(process.env))
      if (k.startsWith('INPUT_') || k.startsWith('GITHUB_') || k.startsWith('RUNNER_')) delete process.env[k];
    Object.assign(process.env, {
      GITHUB_WORKSPACE: failing,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_OUTPUT: files.out,
      RUNNER_TEMP: iod,
      INPUT_PATH: '.',
      INPUT_SUITES: 'qsolve',
      INPUT_CACHE: 'false',
      'INPUT_CHECK-RUN': 'false',
      INPUT_SANDBOX: 'required'
    });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    (process.stdout as unknown as { write: (s: string) => boolean }).write = (t: string) => (
      lines.push(String(t)),
      true
    );
    let exitCode: number | string | undefined;
    try {
      await run();
    } finally {
      (process.stdout as unknown as { write: typeof write }).write = write;
      exitCode = process.exitCode;
      process.env = saved;
      process.exitCode = 0;
    }
    const log = lines.join('');
    const summary = readFileSync(files.summary, 'utf8');
    expect(log).toMatch(
      /::warning title=BG014,file=\.benchgate\.yml,line=4[^\n]*`suites\.qsolve\.options\.run: false` is ignored/
    );
    // The workflow was to run (in the sandbox, or refused by `required` where full isolation is out of reach): never
    // decided from the committed records.
    expect(log).toMatch(/title=(QS021|QS034|QS026)|gate\(s\) failed/);
    expect(readFileSync(files.out, 'utf8')).toMatch(/^result<<ghadelimiter_[\w-]+\nfail\n/m);
    expect(exitCode).toBe(1);
    expect(summary).not.toMatch(/PASS/);
    expect(summary).not.toContain('decided from the run records');
  }, 120_000);
});

describe('records given by the job', () => {
  it('bound to this workflow: used; the summary says where they came from and that no sandbox ran (QS049)', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    mkdirSync(join(dir, '.benchgate'));
    writeFileSync(join(dir, '.benchgate', 'run-records.json'), recordsText);
    const r = await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { run: false } } });
    const a = qsolveArtifact(r);
    expect(a.gates.map((g) => [g.id, g.status])).toEqual(qsolveArtifact(freshPass).gates.map((g) => [g.id, g.status]));
    expect(codesOf(r)).toContain('QS049');
    const sandbox = a.sections?.find((s) => s.title === 'Sandbox');
    expect(sandbox).toBeDefined();
    const body = (sandbox as { body: string }).body;
    expect(body).toMatch(/^no sandbox ran in this run: decided from the run records \.benchgate\/run-records\.json/);
    const facts = a.facts as Record<string, unknown>;
    expect(facts.sandbox).toBeUndefined();
    expect(facts.sandboxRan).toBe(false);
    expect(facts.recordsFrom).toBe('.benchgate/run-records.json');
    const md = renderSummary(r);
    expect(md).toContain('no sandbox ran in this run');
    expect(md).not.toMatch(/Sandbox[^\n]*\n+\s*full isolation/);
  });

  it('the CLI: qsolve check --records refuses records of another version (QS047) and another case list (QS048)', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const rec = JSON.parse(recordsText);
    const other = join(dir, '..', `${dir.split('/').pop()}-v.json`);
    dirs.push(other);
    writeFileSync(other, JSON.stringify({ ...rec, binding: { ...rec.binding, benchgate: '0.0.1' } }));
    const x = io(dir);
    expect(await main(['qsolve', 'check', '.', '--records', other, '--format', 'json'], x)).toBe(1);
    expect(x.text()).toContain('QS047');
    const cases = join(dir, '..', `${dir.split('/').pop()}-c.json`);
    dirs.push(cases);
    writeFileSync(cases, JSON.stringify({ ...rec, binding: { ...rec.binding, cases: rec.binding.cases.slice(1) } }));
    const y = io(dir);
    expect(await main(['qsolve', 'check', '.', '--records', cases, '--format', 'json'], y)).toBe(1);
    expect(y.text()).toContain('QS048');
    const ok = join(dir, '..', `${dir.split('/').pop()}-ok.json`);
    dirs.push(ok);
    writeFileSync(ok, recordsText);
    const z = io(dir);
    const code = await main(['qsolve', 'check', '.', '--records', ok, '--format', 'json'], z);
    expect(code).toBe(freshPass.verdict === 'pass' ? 0 : 1);
    expect(z.text()).toContain('QS049');
  });

  it('a change to the code after the run refuses the records (QS046); unbound records are QS045', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    cpSync(join(passing, 'out'), join(dir, '.benchgate'), { recursive: true });
    writeFileSync(join(dir, 'workflow.py'), readFileSync(join(dir, 'workflow.py'), 'utf8') + '\n# changed\n');
    const r = await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { run: false } } });
    expect(codesOf(r)).toContain('QS046');
    expect(r.verdict).toBe('fail');
    const rec = JSON.parse(recordsText);
    delete rec.binding;
    writeFileSync(join(dir, '.benchgate', 'run-records.json'), JSON.stringify(rec));
    const r2 = await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { run: false } } });
    expect(codesOf(r2)).toContain('QS045');
    expect(r2.verdict).toBe('fail');
  });
});

describe('bindingFindings (pure)', () => {
  const now = { content: `sha256:${'a'.repeat(64)}`, benchgate: VERSION, cases: ['cases/a', 'cases/b'] };
  it('equal bindings: no finding; each difference: its code', () => {
    expect(bindingFindings(now, now, 'r.json', 'w')).toEqual([]);
    expect(bindingFindings(undefined, now, 'r.json', 'w').map((f) => f.code)).toEqual(['QS045']);
    expect(
      bindingFindings(
        { content: `sha256:${'b'.repeat(64)}`, benchgate: '0.0.1', cases: ['cases/b', 'cases/a'] },
        now,
        'r.json',
        'w'
      ).map((f) => f.code)
    ).toEqual(['QS046', 'QS047', 'QS048']);
    expect(bindingFindings(now, undefined, 'r.json', 'w').map((f) => f.code)).toEqual(['QS046']);
  });
  it('the case list is cases then hardware_cases, in file order', () => {
    expect(caseList({})).toEqual([]);
  });
});
