/** Issue 21: follow the seed where benchgate diverged, and give every Qsolve failure a place. */
import { describe, expect, it } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { boundFailure, decideCase, fmtAbove, installStep, NO_HEADLINE } from '../../src/suites/qsolve/decide.js';
import { casePlace, fidelityCase, fidelityCheckedGate, runGates } from '../../src/suites/qsolve/gates.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { resultCell, trackRecordSections } from '../../src/suites/qsolve/report.js';
import { checkCases } from '../../src/suites/qsolve/submission.js';
import { nothingRan } from '../../src/suites/qsolve/suite.js';
import {
  checkWorkflow,
  findDefinition,
  lastWorkflowFrame,
  loadWorkflow,
  nameWorkflow,
  tidyTraceback
} from '../../src/suites/qsolve/workflow.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/core/model.js';
import { caseRecord, quantum, records, reference } from './helpers.js';

const metric = metricOf(undefined);

describe('divergence 1: an unavailable quantum method', () => {
  it('fails the case with the seed message and says which module to install and how', () => {
    const c = caseRecord({
      methods: [
        quantum({
          status: 'unavailable',
          reason: 'qiskit_ibm_runtime not installed',
          missing_module: 'qiskit_ibm_runtime',
          circuits: []
        }),
        reference()
      ]
    });
    const d = decideCase(c, metric, 'python');
    expect(d.status).toBe('fail');
    expect(d.message).toBe(NO_HEADLINE);
    expect(d.note).toContain('`pip install qiskit-ibm-runtime`');
    expect(d.note).toContain('the module qiskit_ibm_runtime');
  });
  it('a JavaScript workflow gets the npm install step, scoped packages kept whole', () => {
    expect(installStep('@scope/pkg/sub', 'javascript')).toBe('npm install @scope/pkg');
    expect(installStep('lodash/fp', 'javascript')).toBe('npm install lodash');
    expect(installStep('sklearn.svm', 'python')).toBe('pip install scikit-learn');
  });
  it('the track record shows the message and the install hint in the Result column', () => {
    const c = caseRecord({
      methods: [
        quantum({ status: 'unavailable', reason: 'qiskit not installed', missing_module: 'qiskit', circuits: [] }),
        reference()
      ]
    });
    expect(resultCell(decideCase(c, metric, 'python'))).toMatch(
      /^FAIL no headline metric: quantum and reference could not be compared \(method qaoa is unavailable here: .*`pip install qiskit`/
    );
  });
  it('an unavailable reference (no module named) also fails, with a generic hint', () => {
    const c = caseRecord({
      methods: [quantum(), reference({ status: 'unavailable', reason: 'solver licence missing' })]
    });
    const d = decideCase(c, metric);
    expect(d).toMatchObject({ status: 'fail', message: NO_HEADLINE });
    expect(d.note).toMatch(/^method brute_force is unavailable here: solver licence missing; make it available/);
  });
  it('every case unavailable: cases_pass fails (so the run is red without relying on fail-on-empty), and nothingRan stays quiet', () => {
    const c = caseRecord({
      methods: [quantum({ status: 'unavailable', reason: 'x', missing_module: 'qiskit', circuits: [] }), reference()]
    });
    const d = decideCase(c, metric);
    const g = runGates(records([c]), [d], undefined, undefined);
    expect(g.gates[0]).toMatchObject({ id: 'cases_pass', status: 'fail' });
    expect(
      nothingRan([{ artifact: { path: 'w', kind: 'qsolve-workflow' }, gates: g.gates, findings: g.findings }])
    ).toBeUndefined();
  });
});

describe('divergence 2 and 3: targets that cannot run under cases', () => {
  it('an ibm: target under cases fails (not undecided)', () => {
    const c = caseRecord({ target: 'ibm:ibm_fez', unavailable: 'ibm: targets need device access', methods: [] });
    const d = decideCase(c, metric);
    expect(d).toMatchObject({ status: 'fail', message: NO_HEADLINE });
    expect(d.note).toMatch(/cannot run in validation .*move the case to hardware_cases/);
    const g = runGates(records([c]), [d], undefined, undefined);
    expect(g.gates[0].status).toBe('fail');
    expect(g.findings.map((f) => f.code)).toEqual(['QS021']);
  });
  it('a hardware case on ibm: stays not-run (validation ignores hardware cases)', () => {
    const c = caseRecord({ list: 'hardware_cases', target: 'ibm:ibm_fez', unavailable: 'no device', methods: [] });
    expect(decideCase(c, metric).status).toBe('undecided');
  });
  it('fake:fez@11 is an error (QS038) at its line, does not count for fidelity_checked, and its run fails', () => {
    const text =
      'cases:\n  - name: noisy\n    input: {nodes: 2}\n    target: fake:fez@11\n    expect: {min_fidelity: 0.9}\n';
    const parsed = parseCasesYaml(text, 'w/benchmarks/cases.yaml');
    const f = checkCases({ cases: parsed.cases, hardware: [], inputs: new Map(), file: 'w/benchmarks/cases.yaml' });
    expect(f).toEqual([
      expect.objectContaining({ code: 'QS038', severity: 'error', file: 'w/benchmarks/cases.yaml', line: 4 })
    ]);
    expect(fidelityCheckedGate(parsed).status).toBe('fail');
    const d = decideCase(
      caseRecord({ target: 'fake:fez@11', unavailable: 'scale outside 1..10', methods: [] }),
      metric
    );
    expect(d.status).toBe('fail');
  });
});

describe("divergence 4: --target like qsolve test, the platform only counts a case's own target", () => {
  const cases = [{ name: 'c', expect: { min_fidelity: 0.9 } }];
  it('platform: a min_fidelity case without its own target does not count', () => {
    expect(fidelityCase(cases)).toBeUndefined();
  });
  it('qsolve test --target fake:fez: it counts, and the gate says the platform would not', () => {
    expect(fidelityCase(cases, 'fake:fez')).toBe('c');
    expect(fidelityCase(cases, 'sim-cpu')).toBeUndefined();
    const parsed = parseCasesYaml(
      'cases:\n  - name: c\n    input: {}\n    expect: {min_fidelity: 0.9}\n',
      'cases.yaml'
    );
    const g = fidelityCheckedGate(parsed, 'fake:fez');
    expect(g.status).toBe('pass');
    expect(g.detail).toMatch(/the platform validates it on sim-cpu/);
    expect(fidelityCheckedGate(parsed).status).toBe('fail');
  });
});

describe('divergence 5 and 6: the metric note and the gap digits', () => {
  it('the note is shown beside the headline number (at most 600 characters)', () => {
    const d = decideCase(caseRecord(), metric);
    const body = (trackRecordSections([d], 'chemical accuracy: 1.6 mHa')[0] as { body: string }).body;
    expect(body).toBe(
      '100.00% (median over 1 sim- row(s)); 1 of 1 sim- case(s) pass — note: chemical accuracy: 1.6 mHa'
    );
    const long = (trackRecordSections([d], 'x'.repeat(700))[0] as { body: string }).body;
    expect(long.endsWith(` — note: ${'x'.repeat(600)}`)).toBe(true);
  });
  it('the gap note prints enough digits to show why it failed', () => {
    expect(boundFailure(1.0500001, 1, { max_gap: 0.05 })).toBe('gap 0.0500001 > max_gap 0.05');
    expect(boundFailure(1.050000002, 1, { max_gap: 0.05 })).toBe('gap 0.050000002 > max_gap 0.05');
    expect(boundFailure(1, 1.10000001, { max_abs_error: 0.1 })).toBe('absolute error 0.10000001 > max_abs_error 0.1');
    expect(fmtAbove(0.123456789, 0.1)).toBe('0.123457');
  });
});

describe('failures with a place', () => {
  const yaml = 'cases:\n  - name: a\n    input: {}\n  - name: b\n    input: {}\n';
  const parsed = parseCasesYaml(yaml, 'w/benchmarks/cases.yaml');
  const places = { casesFile: 'w/benchmarks/cases.yaml', specs: parsed.cases };
  it('a failing case points at its entry in cases.yaml', () => {
    expect(casePlace(places, 'cases', 'b')).toEqual({ file: 'w/benchmarks/cases.yaml', line: 4, column: 5 });
    const c = caseRecord({ name: 'b', methods: [quantum({ evaluated: -5, objective: -5 }), reference()] });
    const d = decideCase(c, metric);
    const g = runGates(
      records([caseRecord({ name: 'a' }), c]),
      [decideCase(caseRecord({ name: 'a' }), metric), d],
      parsed.cases,
      undefined,
      places
    );
    expect(g.findings.find((f) => f.code === 'QS021')).toMatchObject({
      file: 'w/benchmarks/cases.yaml',
      line: 4,
      column: 5,
      subject: 'b'
    });
  });
  it('a raised case points at the last frame inside the workflow (Python: innermost last)', () => {
    const tb =
      'Traceback (most recent call last):\n  File "/tmp/runner/qsolve_runner.py", line 90, in call\n    r = fn(x)\n  File "/repo/w/workflow.py", line 12, in qaoa\n    helper()\n  File "/repo/w/lib/util.py", line 3, in helper\n    raise ValueError("x")\n  File "/usr/lib/python3/json/__init__.py", line 7, in loads\nValueError: x\n';
    expect(lastWorkflowFrame(tb, '/repo/w', 'w')).toEqual({ file: 'w/lib/util.py', line: 3 });
    expect(lastWorkflowFrame(tb, '/elsewhere', 'w')).toBeUndefined();
    expect(lastWorkflowFrame('  File "/repo/w/../x.py", line 1, in f\n', '/repo/w', 'w')).toBeUndefined();
  });
  it('a raised case points at the innermost workflow frame of a JavaScript stack (innermost first)', () => {
    const st =
      'Error: boom\n    at helper (file:///repo/w/lib%20x/util.mjs:4:9)\n    at qaoa (file:///repo/w/workflow.mjs:20:3)\n    at call (/opt/bg/qsolve_runner.mjs:100:5)';
    expect(lastWorkflowFrame(st, '/repo/w', '.')).toEqual({ file: 'lib x/util.mjs', line: 4, column: 9 });
  });
  it('a traceback in a message carries no machine path: the checkout becomes the workflow folder, the runner <benchgate>/', () => {
    const tb =
      'Traceback (most recent call last):\n  File "/opt/hostedtoolcache/bg/dist/assets/qsolve_runner.py", line 90, in call\n  File "/home/runner/work/repo/w/workflow.py", line 12, in qaoa\nValueError: x\n';
    expect(tidyTraceback(tb, '/home/runner/work/repo/w', 'w')).toBe(
      'Traceback (most recent call last):\n  File "<benchgate>/qsolve_runner.py", line 90, in call\n  File "w/workflow.py", line 12, in qaoa\nValueError: x\n'
    );
    const st =
      'Error: boom\n    at qaoa (file:///repo/w/workflow.mjs:20:3)\n    at call (file:///opt/bg/qsolve_runner.mjs:100:5)';
    expect(tidyTraceback(st, '/repo/w', '.')).toBe(
      'Error: boom\n    at qaoa (workflow.mjs:20:3)\n    at call (<benchgate>/qsolve_runner.mjs:100:5)'
    );
  });
  it('the estimate definition is found in Python and JavaScript', () => {
    expect(findDefinition('import x\n\ndef estimate(inp, params):\n    pass\n', 'estimate')).toEqual({
      line: 3,
      column: 1
    });
    expect(findDefinition('const a = 1;\nexport function estimate(input) {}\n', 'estimate')).toEqual({
      line: 2,
      column: 1
    });
    expect(findDefinition('export const estimate = () => 1;\n', 'estimate')).toEqual({ line: 1, column: 1 });
    expect(findDefinition('def estimated():\n', 'estimate')).toBeUndefined();
  });
  it('a dishonest estimate points at the estimate definition; irreproducible at the first case', () => {
    const c = caseRecord({ name: 'a', estimate: { circuits: 10, shots: 10000 } });
    const rec = records([c]);
    rec.reproducible!.rerun.methods[0].evaluated = -6;
    rec.reproducible!.rerun.result_hash = 'other';
    const g = runGates(rec, [decideCase(c, metric)], parsed.cases, undefined, {
      ...places,
      estimate: { file: 'w/workflow.py', line: 20, column: 1 }
    });
    expect(g.findings.find((f) => f.code === 'QS028')).toMatchObject({ file: 'w/workflow.py', line: 20 });
    expect(g.findings.find((f) => f.code === 'QS027')).toMatchObject({ file: 'w/benchmarks/cases.yaml', line: 2 });
  });
  it('every finding names its workflow', () => {
    const fs: Finding[] = [
      { code: 'QS021', severity: 'error', message: 'm', subject: 'ring' },
      { code: 'QS005', severity: 'error', message: 'm' }
    ];
    nameWorkflow(fs, 'examples/qsolve/max-cut');
    expect(fs.map((f) => f.subject)).toEqual(['examples/qsolve/max-cut › ring', 'examples/qsolve/max-cut']);
  });
});

describe('manifest and gate failures with a place', () => {
  it('a missing schema and entry point at their manifest lines; one method at `methods`; no case and no fidelity case at cases.yaml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-i21-'));
    try {
      mkdirSync(join(dir, 'wf', 'benchmarks'), { recursive: true });
      mkdirSync(join(dir, 'wf', 'schemas'));
      writeFileSync(join(dir, 'wf', 'schemas', 'out.json'), '{}');
      writeFileSync(
        join(dir, 'wf', 'qsolve.yaml'),
        'name: w\nentry: workflow.py\nschemas:\n  input: schemas/in.json\n  output: schemas/out.json\nmethods:\n  - {name: q, kind: quantum}\n'
      );
      writeFileSync(join(dir, 'wf', 'benchmarks', 'cases.yaml'), '# nothing yet\ncases: []\n');
      const s = await loadWorkflow(dir, 'wf');
      const r = checkWorkflow(s, { findings: [] });
      const at = (code: string) => r.findings.filter((f) => f.code === code).map((f) => [f.file, f.line, f.subject]);
      expect(at('QS003')).toEqual([['wf/qsolve.yaml', 4, 'wf']]);
      expect(at('QS004')).toEqual([['wf/qsolve.yaml', 2, 'wf']]);
      expect(at('QS041')).toEqual([['wf/qsolve.yaml', 6, 'wf']]);
      expect(at('QS039')).toEqual([['wf/benchmarks/cases.yaml', 2, 'wf']]);
      expect(at('QS042')).toEqual([['wf/benchmarks/cases.yaml', 2, 'wf']]);
      expect(r.findings.every((f) => typeof f.subject === 'string' && f.subject.startsWith('wf'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
