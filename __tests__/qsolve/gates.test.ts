import { describe, expect, it } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { decideCase } from '../../src/suites/qsolve/decide.js';
import {
  benchmarkCasesGate,
  estimateHonestGate,
  exampleInputsGate,
  fidelityCheckedGate,
  firstDifference,
  manifestGate,
  methodsDeclaredGate,
  reproducibleGate,
  runGates
} from '../../src/suites/qsolve/gates.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import type { RunRecords } from '../../src/suites/qsolve/types.js';
import { decideFromRecords } from '../../src/suites/qsolve/commands.js';
import { caseRecord, quantum, records, reference } from './helpers.js';

const decideAll = (r: RunRecords) => r.cases.map((c) => decideCase(c, metricOf(undefined)));
const ids = (gs: { id: string }[]) => gs.map((g) => g.id);

describe('static gates', () => {
  it('manifest passes without findings and fails with one', () => {
    expect(manifestGate([]).status).toBe('pass');
    expect(manifestGate([{ code: 'QS002', severity: 'error', message: 'x', gate: 'manifest' }]).status).toBe('fail');
  });
  it('example_inputs: at least one example and all valid', () => {
    expect(exampleInputsGate([], 2, true).status).toBe('pass');
    expect(
      exampleInputsGate([{ code: 'QS005', severity: 'error', message: 'none', gate: 'example_inputs' }], 0, true).status
    ).toBe('fail');
    expect(
      exampleInputsGate([{ code: 'QS007', severity: 'error', message: 'bad', gate: 'example_inputs' }], 1, true).status
    ).toBe('fail');
    expect(exampleInputsGate([], 1, false).status).toBe('undecided');
  });
  it('benchmark_cases: at least one case; a missing `cases` key means zero', () => {
    expect(benchmarkCasesGate(parseCasesYaml('cases:\n  - {name: a, input: {}}\n', 'c.yaml')).status).toBe('pass');
    expect(benchmarkCasesGate(parseCasesYaml('other: 1\n', 'c.yaml')).status).toBe('fail');
    expect(benchmarkCasesGate(parseCasesYaml('cases: []\n', 'c.yaml')).status).toBe('fail');
    expect(benchmarkCasesGate(undefined).status).toBe('fail');
    const typo = benchmarkCasesGate(
      parseCasesYaml('cases:\n  - {name: a, input: {}, expect: {max_gapp: 0}}\n', 'c.yaml')
    );
    expect(typo.status).toBe('fail');
    expect(typo.detail).toMatch(/max_gapp/);
  });
  it('methods_declared: at least two', () => {
    expect(methodsDeclaredGate(2).status).toBe('pass');
    expect(methodsDeclaredGate(1).status).toBe('fail');
    expect(methodsDeclaredGate(undefined).status).toBe('undecided');
  });
  it('fidelity_checked: a non-zero min_fidelity on a fake: or ibm: target', () => {
    const g = (y: string) => fidelityCheckedGate(parseCasesYaml(y, 'c.yaml')).status;
    expect(g('cases:\n  - {name: a, input: {}, target: "fake:fez@1.6", expect: {min_fidelity: 0.97}}\n')).toBe('pass');
    expect(g('cases:\n  - {name: a, input: {}, target: "ibm:ibm_fez", expect: {min_fidelity: 0.97}}\n')).toBe('pass');
    expect(g('cases:\n  - {name: a, input: {}, target: "fake:fez", expect: {min_fidelity: 0}}\n')).toBe('fail');
    expect(g('cases:\n  - {name: a, input: {}, expect: {min_fidelity: 0.97}}\n')).toBe('fail');
    expect(g('cases:\n  - {name: a, input: {}, target: sim-cpu, expect: {min_fidelity: 0.97}}\n')).toBe('fail');
    // hardware cases do not count: validation ignores them
    expect(g('hardware_cases:\n  - {name: a, input: {}, target: "ibm:ibm_fez", expect: {min_fidelity: 0.97}}\n')).toBe(
      'fail'
    );
  });
});

describe('run gates', () => {
  it('are undecided without run records, never pass', () => {
    const r = runGates(undefined, [], undefined, undefined);
    expect(r.gates.map((g) => [g.id, g.status])).toEqual([
      ['cases_pass', 'undecided'],
      ['reproducible', 'undecided'],
      ['estimate_honest', 'undecided']
    ]);
    expect(r.gates[0].detail).toMatch(/benchgate qsolve decide/);
  });
  it('all pass on a clean record', () => {
    const rec = records([caseRecord()]);
    const r = runGates(rec, decideAll(rec), undefined, 'r.json');
    expect(r.gates.map((g) => g.status)).toEqual(['pass', 'pass', 'pass']);
    expect(r.findings).toEqual([]);
  });
  it('cases_pass fails when a case fails, naming the first', () => {
    const rec = records([caseRecord(), caseRecord({ name: 'bad', methods: [quantum({ circuits: [] }), reference()] })]);
    const r = runGates(rec, decideAll(rec), undefined, 'r.json');
    expect(r.gates[0].status).toBe('fail');
    expect(r.gates[0].detail).toMatch(/1 of 2 case\(s\) fail; first "bad": quantum method qaoa sent no circuit/);
    expect(r.findings.map((f) => f.code)).toEqual(['QS021']);
  });
  it('every case raising gives six gates (no reproducible, no estimate_honest)', () => {
    const rec = records([caseRecord({ exception: { type: 'RuntimeError', message: 'x' }, methods: [] })]);
    const r = runGates(rec, decideAll(rec), undefined, 'r.json');
    expect(ids(r.gates)).toEqual(['cases_pass']);
    expect(r.gates[0].detail).toMatch(/FAIL RuntimeError: x/);
    const all = decideFromRecords(rec, 'r.json');
    expect(all.gates).toHaveLength(6);
  });
  it('cases_pass fails with no case, and for a defined case without a record', () => {
    const empty = records([]);
    expect(runGates(empty, [], undefined, 'r.json').gates[0].status).toBe('fail');
    const parsed = parseCasesYaml('cases:\n  - {name: ring-6, input: {}}\n  - {name: other, input: {}}\n', 'c.yaml');
    const rec = records([caseRecord()]);
    const r = runGates(rec, decideAll(rec), parsed.cases, 'c.yaml');
    expect(r.gates[0].status).toBe('fail');
    expect(r.findings.find((f) => f.code === 'QS022')).toMatchObject({ line: 3, subject: 'other' });
  });
  it('hardware case records do not count for cases_pass', () => {
    const rec = records([
      caseRecord(),
      caseRecord({
        name: 'hw',
        list: 'hardware_cases',
        target: 'ibm:ibm_fez',
        methods: [quantum({ circuits: [] }), reference()]
      })
    ]);
    expect(runGates(rec, decideAll(rec), undefined, 'r.json').gates[0].status).toBe('pass');
  });
});

describe('reproducible', () => {
  const first = caseRecord();
  it('passes on the same hash, or equal numbers within rel 1e-8 / abs 1e-12, wall times ignored', () => {
    expect(reproducibleGate(first, { case: 'ring-6', index: 0, rerun: structuredClone(first) }).detail).toMatch(
      /same result hash/
    );
    const close = caseRecord({
      result_hash: 'other',
      methods: [quantum({ objective: -7 * (1 + 5e-9), evaluated: -7 * (1 + 5e-9), wall_time_s: 99 }), reference()]
    });
    expect(reproducibleGate(first, { case: 'ring-6', index: 0, rerun: close }).status).toBe('pass');
    const tiny = caseRecord({ result_hash: null, methods: [quantum({ stderr: 5e-13 }), reference()] });
    expect(
      reproducibleGate(caseRecord({ result_hash: null, methods: [quantum({ stderr: 0 }), reference()] }), {
        case: 'ring-6',
        index: 0,
        rerun: tiny
      }).status
    ).toBe('pass');
  });
  it('fails when a number differs beyond the tolerance', () => {
    const far = caseRecord({
      result_hash: 'other',
      methods: [quantum({ objective: -7 * (1 + 2e-8), evaluated: -7 }), reference()]
    });
    const g = reproducibleGate(first, { case: 'ring-6', index: 0, rerun: far });
    expect(g.status).toBe('fail');
    expect(g.detail).toMatch(/\/methods\/0\/objective/);
    const sol = caseRecord({
      result_hash: 'other',
      methods: [quantum({ solution: { assignment: [1, 0, 1, 0, 1, 0] } }), reference()]
    });
    expect(reproducibleGate(first, { case: 'ring-6', index: 0, rerun: sol }).status).toBe('fail');
  });
  it('fails when the re-run is of another case; undecided without a re-run', () => {
    expect(reproducibleGate(first, { case: 'ring-6', index: 0, rerun: caseRecord({ seed: 2 }) }).status).toBe('fail');
    expect(reproducibleGate(first, undefined).status).toBe('undecided');
  });
  it('firstDifference compares structure', () => {
    expect(firstDifference({ a: [1, 2] }, { a: [1, 2, 3] })).toMatch(/2 vs 3 items/);
    expect(firstDifference({ a: 'x' }, { a: 'y' })).toMatch(/\/a/);
    expect(firstDifference({ a: 1, wall_time_s: 1 }, { a: 1, wall_time_s: 2 })).toBeNull();
  });
});

describe('estimate_honest', () => {
  const withEst = (circuits: number | null, shots: number | null) => caseRecord({ estimate: { circuits, shots } });
  it('ratio 0.5 to 2.0 for circuits and shots', () => {
    expect(estimateHonestGate(withEst(1, 1000)).status).toBe('pass');
    expect(estimateHonestGate(withEst(2, 2000)).status).toBe('pass');
    expect(estimateHonestGate(withEst(1, 500)).status).toBe('pass');
    expect(estimateHonestGate(withEst(3, 1000)).status).toBe('fail');
    expect(estimateHonestGate(withEst(1, 499)).status).toBe('fail');
    expect(estimateHonestGate(withEst(1, 2001)).detail).toMatch(/shots 2001 estimated vs 1000 sent/);
  });
  it('passes with a note without an estimate or without circuits', () => {
    expect(estimateHonestGate(caseRecord({ estimate: null })).detail).toMatch(/^note: no estimate/);
    expect(estimateHonestGate(caseRecord({ methods: [quantum({ circuits: [] }), reference()] })).detail).toMatch(
      /sent no circuits/
    );
  });
});
