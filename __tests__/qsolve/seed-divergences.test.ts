/** Where benchgate followed the Qsolve seed's behaviour (issue 21, divergences 1-6): unavailable methods, targets under cases, --target and platform, the metric note and gap digits. */
import { describe, expect, it } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { boundFailure, decideCase, fmtAbove, installStep, NO_HEADLINE } from '../../src/suites/qsolve/decide.js';
import { fidelityCase, fidelityCheckedGate, runGates } from '../../src/suites/qsolve/gates.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { resultCell, trackRecordSections } from '../../src/suites/qsolve/report-track-record.js';
import { checkCases } from '../../src/suites/qsolve/submission.js';
import { nothingRan } from '../../src/suites/qsolve/suite.js';
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
