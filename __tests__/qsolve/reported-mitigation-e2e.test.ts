/**
 * Issue #30, item 2, end to end: a workflow reports fidelity 0.999 after a circuit benchgate itself measures at about
 * 0.83 on fake:fez@5.5, with `min_fidelity: 0.97`. The workflow runs for real (Python runner, the noise engine in
 * process); its run records are then decided under each `reported-mitigation` mode, and the full check (runCheck with
 * the job option) is rendered in every channel.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { lookupCode } from '../../src/code-registry.js';
import type { Report } from '../../src/core/model.js';
import { renderHtml } from '../../src/report/html.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { runCheck } from '../../src/run.js';
import { currentBinding } from '../../src/suites/qsolve/records-binding.js';
import { DeviceBackend } from '../../src/suites/qsolve/runner/backend.js';
import { runWorkflow } from '../../src/suites/qsolve/runner/run.js';
import type { RunRecords } from '../../src/suites/qsolve/types.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import type { WorkflowState } from '../../src/suites/qsolve/load-workflow.js';

const FIXTURE = join(process.cwd(), '__tests__', 'fixtures', 'qsolve-reported');
let dir: string;
let state: WorkflowState;
let records: RunRecords;

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'bg-reported-')));
  cpSync(FIXTURE, dir, { recursive: true });
  state = await loadWorkflow(dir, '.');
  const run = await runWorkflow(state, { backend: new DeviceBackend() });
  if (!run.records) throw new Error(`the fixture did not run: ${run.notRun ?? JSON.stringify(run.findings)}`);
  mkdirSync(join(dir, '.benchgate'));
  const file = join(dir, '.benchgate', 'run-records.json');
  // As `benchgate qsolve run --out` writes them: bound to this workflow's content, version and case list.
  const binding = await currentBinding(state, file);
  if (!binding) throw new Error('the fixture folder could not be digested');
  records = { ...run.records, binding };
  writeFileSync(file, JSON.stringify(records));
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ghzOf = (name: string) => records.cases.find((c) => c.name === name)?.methods.find((m) => m.name === 'ghz');
const decide = (mode: 'verify' | 'trust' | 'ignore') =>
  checkWorkflow(state, { records, findings: [], file: 'r.json' }, { reportedMitigation: mode });

describe('the run records keep both numbers', () => {
  it("benchgate's own raw and readout-mitigated fidelity beside the workflow's report", () => {
    const m = ghzOf('attack');
    expect(m?.mitigation?.source).toBe('workflow');
    expect(m?.mitigation?.reported).toEqual({ fidelity: 0.999 });
    const c = m?.circuits[0];
    // the circuit benchgate measured: about 0.83 after readout mitigation, below that raw
    expect(c?.fidelity).toBeGreaterThan(0.78);
    expect(c?.fidelity).toBeLessThan(0.88);
    expect(c?.raw_fidelity).toBeLessThan(c?.fidelity as number);
    expect(c?.readout_gamma).toBeGreaterThan(1);
  });
});

describe('reported-mitigation', () => {
  it('verify (the default): the attack fails with QS050 naming both numbers', () => {
    const r = decide('verify');
    expect(r.gates.find((g) => g.id === 'cases_pass')?.status).toBe('fail');
    const f = r.findings.filter((x) => x.code === 'QS050');
    expect(f).toHaveLength(1);
    const c = ghzOf('attack')?.circuits[0];
    const measured = String(Number((c?.fidelity as number).toFixed(4)));
    const raw = String(Number((c?.raw_fidelity as number).toFixed(4)));
    expect(f[0]).toMatchObject({
      severity: 'error',
      gate: 'cases_pass',
      line: 2,
      subject: `${basename(dir)} › attack`
    });
    expect(f[0].message).toContain('fidelity 0.999 reported by the workflow is above benchgate');
    expect(f[0].message).toContain(`${measured} readout-mitigated (raw ${raw})`);
    // the default is verify
    expect(checkWorkflow(state, { records, findings: [], file: 'r.json' }).findings).toEqual(r.findings);
  });

  it('verify: the honest workflow (its own unmitigated fidelity) passes', () => {
    const r = decide('verify');
    expect(r.findings.filter((x) => x.subject === `${basename(dir)} › honest`)).toEqual([]);
    const rows = (r.sections ?? []).find((s) => s.title === 'Noise-model estimate (fake: targets)');
    const honest = rows && rows.kind === 'table' ? rows.rows.find((x) => x[0] === 'honest') : undefined;
    expect(honest?.[2]).toBe('PASS');
    expect(honest?.[9]).toMatch(/^0\.\d{4} \(reported by the workflow, verified\)$/);
  });

  it('trust: the attack passes as the seed says, labelled "reported by the workflow" (QS052 names benchgate’s number)', () => {
    const r = decide('trust');
    expect(r.gates.find((g) => g.id === 'cases_pass')?.status).toBe('pass');
    const rows = (r.sections ?? []).find((s) => s.title === 'Noise-model estimate (fake: targets)');
    const attack = rows && rows.kind === 'table' ? rows.rows.find((x) => x[0] === 'attack') : undefined;
    expect(attack?.[2]).toBe('PASS');
    expect(attack?.[9]).toBe('0.9990 (reported by the workflow)');
    const n = r.findings.find((x) => x.code === 'QS052' && x.subject === `${basename(dir)} › attack`);
    expect(n?.severity).toBe('notice');
    expect(n?.message).toMatch(
      /min_fidelity 0\.97 was decided on the fidelity 0\.999 reported by the workflow \(reported-mitigation: trust\); measured by benchgate: 0\.\d+ readout-mitigated \(raw 0\.\d+\)/
    );
  });

  it("ignore: the attack fails on benchgate's own number", () => {
    const r = decide('ignore');
    const c = ghzOf('attack')?.circuits[0];
    const f = r.findings.find((x) => x.code === 'QS021' && x.subject === `${basename(dir)} › attack`);
    const four = (x: number | null | undefined) => String(Number((x as number).toFixed(4)));
    expect(f?.message).toBe(
      `case "attack" on fake:fez@5.5: fidelity ${four(c?.fidelity)} < 0.97 (measured by benchgate, readout-mitigated (raw ${four(c?.raw_fidelity)}); the 0.999 reported by the workflow is not used (reported-mitigation: ignore))`
    );
    expect(r.findings.some((x) => x.code === 'QS050')).toBe(false);
  });
});

describe('every channel labels the numbers', () => {
  let verify: Report;
  let trust: Report;
  beforeAll(async () => {
    verify = await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { run: false } } });
    trust = await runCheck({
      path: dir,
      suites: ['qsolve'],
      suiteOptions: { qsolve: { run: false, reported_mitigation: 'trust' } }
    });
  }, 120_000);

  it('the job option reaches the decision (verify fails, trust passes the cases)', () => {
    const cases = (r: Report) => r.suites[0].artifacts[0].gates.find((g) => g.id === 'cases_pass')?.status;
    expect(cases(verify)).toBe('fail');
    expect(cases(trust)).toBe('pass');
  });

  it('summary (Markdown), CLI text, HTML and the JSON report show reported beside measured', () => {
    const text = renderText(verify, { color: false });
    for (const out of [renderSummary(verify), text, renderHtml(verify), JSON.stringify(verify)]) {
      expect(out).toContain('Mitigation numbers: reported by the workflow vs measured by benchgate');
      for (const column of [
        'Reported by the workflow',
        'Measured by benchgate (raw)',
        'Measured by benchgate (mitigated)'
      ])
        expect(out).toContain(column);
    }
    // the CLI wraps long cells at 40 characters; the other channels keep them whole
    for (const out of [renderSummary(verify), renderHtml(verify), JSON.stringify(verify)]) {
      expect(out).toContain('refused: above benchgate’s measurement + tolerance (QS050)');
      expect(out).toMatch(
        /0\.\d{4} \(measured by benchgate, readout-mitigated; reported by the workflow 0\.999 refused\)/
      );
    }
    expect(text).toMatch(/refused: above benchgate’s measurement \+\s/);
    expect(renderSummary(trust)).toContain('0.9990 (reported by the workflow)');
    expect(JSON.stringify(trust)).toContain('trusted: reported by the workflow (reported-mitigation: trust)');
  });

  it('SARIF and JUnit carry the QS050 message with both numbers', () => {
    const sarif = JSON.stringify(renderSarif(verify, lookupCode));
    expect(sarif).toContain('QS050');
    expect(sarif).toMatch(/fidelity 0\.999 reported by the workflow is above benchgate's own measurement/);
    const junit = renderJUnit(verify);
    expect(junit).toMatch(/QS050/);
    expect(junit).toMatch(/0\.\d{4} readout-mitigated \(raw 0\.\d{4}\)/);
  });
});

describe('the action input reported-mitigation (in process, INPUT_* as the runner sets them)', () => {
  async function action(value: string): Promise<{ report?: Report; failed: boolean; stdout: string }> {
    const { run } = await import('../../src/action/main.js');
    const io = mkdtempSync(join(tmpdir(), 'bg-reported-io-'));
    const saved = { ...process.env };
    const savedExit = process.exitCode;
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((s: string | Uint8Array) => {
      lines.push(String(s));
      return true;
    }) as typeof process.stdout.write;
    try {
      for (const k of Object.keys(process.env))
        if (k.startsWith('INPUT_') || k.startsWith('GITHUB_')) delete process.env[k];
      writeFileSync(join(io, 'out'), '');
      writeFileSync(join(io, 'summary'), '');
      Object.assign(process.env, {
        GITHUB_WORKSPACE: dir,
        GITHUB_OUTPUT: join(io, 'out'),
        GITHUB_STEP_SUMMARY: join(io, 'summary'),
        RUNNER_TEMP: io,
        INPUT_PATH: '.',
        INPUT_SUITES: 'qsolve',
        INPUT_OPTIONS: '{"qsolve": {"run": false}}',
        'INPUT_REPORTED-MITIGATION': value,
        'INPUT_CHECK-RUN': 'false',
        INPUT_CACHE: 'false',
        'INPUT_REPORT-JSON': join(io, 'report.json')
      });
      process.exitCode = 0;
      await run();
      const failed = process.exitCode === 1;
      let report: Report | undefined;
      try {
        report = JSON.parse(readFileSync(join(io, 'report.json'), 'utf8')) as Report;
      } catch {
        report = undefined;
      }
      return { ...(report ? { report } : {}), failed, stdout: lines.join('') };
    } finally {
      process.stdout.write = write;
      process.env = saved;
      process.exitCode = savedExit;
      rmSync(io, { recursive: true, force: true });
    }
  }
  const casesPass = (r: Report | undefined) =>
    r?.suites[0].artifacts[0].gates.find((g) => g.id === 'cases_pass')?.status;

  it('trust passes the attack, the default (empty input) fails it with QS050', async () => {
    const t = await action('trust');
    expect(casesPass(t.report)).toBe('pass');
    const v = await action('');
    expect(casesPass(v.report)).toBe('fail');
    expect(v.report?.suites[0].artifacts[0].findings.map((f) => f.code)).toContain('QS050');
  }, 120_000);

  it('a bad value fails the step with a clear message and checks nothing', async () => {
    const r = await action('sometimes');
    expect(r.failed).toBe(true);
    expect(r.report).toBeUndefined();
    expect(r.stdout).toContain('input reported-mitigation must be verify, trust or ignore (got "sometimes")');
  }, 60_000);
});

describe('the CLI flag --reported-mitigation', () => {
  const io = () => {
    const out: string[] = [];
    return {
      out,
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => out.push(t),
      color: false,
      cwd: dir,
      env: {},
      isTTY: false
    };
  };
  it('benchgate check: trust exits 0 with the workflow’s number labelled, the default exits 1, a bad value is a usage error', async () => {
    const { checkCommand } = await import('../../src/cli/commands/check.js');
    const base = ['.', '--suites', 'qsolve', '--option', 'qsolve.run=false', '--no-cache'];
    const t = io();
    expect(await checkCommand.run([...base, '--reported-mitigation', 'trust'], t)).toBe(0);
    expect(t.out.join('')).toContain('0.9990 (reported by the workflow)');
    const v = io();
    expect(await checkCommand.run(base, v)).toBe(1);
    expect(v.out.join('')).toContain('QS050');
    await expect(checkCommand.run([...base, '--reported-mitigation', 'maybe'], io())).rejects.toThrow(
      '--reported-mitigation must be verify, trust or ignore (got "maybe")'
    );
  }, 120_000);
  it('benchgate qsolve decide RUN_RECORDS --reported-mitigation ignore', async () => {
    const { QSOLVE_COMMANDS } = await import('../../src/suites/qsolve/commands.js');
    const decideCmd = QSOLVE_COMMANDS.find((c) => c.name[1] === 'decide')!;
    const o = io();
    const code = await decideCmd.run(
      ['.benchgate/run-records.json', '--reported-mitigation', 'ignore', '--format', 'json'],
      o
    );
    expect(code).toBe(1);
    const text = o.out.join('');
    expect(text).toMatch(/fidelity 0\.\d+ < 0\.97/);
    expect(text).not.toContain('QS050');
    await expect(decideCmd.run(['.benchgate/run-records.json', '--reported-mitigation', 'x'], io())).rejects.toThrow(
      /--reported-mitigation: option `reported_mitigation` must be trust, verify or ignore/
    );
  }, 60_000);
});

describe("the checked tree's .benchgate.yml cannot loosen reported-mitigation", () => {
  const withConfig = async (yaml: string, job: Record<string, unknown> = {}) => {
    writeFileSync(join(dir, '.benchgate.yml'), yaml);
    try {
      return await runCheck({ path: dir, suites: ['qsolve'], suiteOptions: { qsolve: { run: false, ...job } } });
    } finally {
      rmSync(join(dir, '.benchgate.yml'), { force: true });
    }
  };
  const gate = (r: Report) => r.suites[0].artifacts[0].gates.find((g) => g.id === 'cases_pass')?.status;
  it('a pull request writing `reported_mitigation: trust` there still fails the attack (BG014, QS050)', async () => {
    const r = await withConfig('suites:\n  qsolve:\n    options:\n      reported_mitigation: trust\n');
    expect(gate(r)).toBe('fail');
    const codes = [...r.findings, ...r.suites[0].findings, ...r.suites[0].artifacts[0].findings].map((f) => f.code);
    expect(codes).toContain('BG014');
    expect(codes).toContain('QS050');
  }, 60_000);
  it('`ignore` there tightens the job’s trust: the attack fails on benchgate’s own number', async () => {
    const r = await withConfig('suites:\n  qsolve:\n    options:\n      reported_mitigation: ignore\n', {
      reported_mitigation: 'trust'
    });
    expect(gate(r)).toBe('fail');
    const f = r.suites[0].artifacts[0].findings.find((x) => x.subject === `${basename(dir)} › attack`);
    expect(f?.code).toBe('QS021');
    expect(f?.message).toMatch(/fidelity 0\.\d+ < 0\.97 \(measured by benchgate, readout-mitigated/);
  }, 60_000);
});
