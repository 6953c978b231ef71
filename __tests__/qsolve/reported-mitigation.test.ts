/**
 * `reported-mitigation` (issue #30, item 2) over plain run records: the verify tolerance (k = 3 standard errors with
 * the mitigation's amplification γ), its boundary, the three modes for the fidelity, the post-selection share and the
 * coverage, the findings QS050–QS053, and the option's job-only rule.
 */
import { describe, expect, it } from '@jest/globals';
import { decideCase, failureMessage } from '../../src/suites/qsolve/decide.js';
import { runGates } from '../../src/suites/qsolve/gates.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { checkMitigation, fidelityStderr, measuredOf } from '../../src/suites/qsolve/reported-mitigation.js';
import type { ReportedMitigationMode } from '../../src/suites/qsolve/reported-mitigation.js';
import { QSOLVE_OPTION_TRUST, readOptions } from '../../src/suites/qsolve/suite.js';
import { resolveTreeOptions } from '../../src/core/trust.js';
import type { CaseRecord, CircuitRecord, Mitigation } from '../../src/suites/qsolve/types.js';
import { caseRecord, quantum, records, reference } from './helpers.js';

const metric = metricOf(undefined);

/** A fake-target circuit benchgate scored: `fidelity` readout-mitigated, `raw`, γ. */
function scored(fidelity: number, shots: number, raw = fidelity - 0.05, gamma = 1.5): CircuitRecord {
  return {
    qubits: 4,
    two_qubit_gates: 6,
    mid_circuit_measurement: false,
    shots,
    fidelity,
    raw_fidelity: raw,
    readout_gamma: gamma
  };
}

function fakeCase(mitigation: Mitigation | null, circuits: CircuitRecord[], expect: CaseRecord['expect']): CaseRecord {
  return caseRecord({
    name: 'noisy',
    target: 'fake:fez@1.6',
    expect,
    methods: [quantum({ circuits, mitigation }), reference()]
  });
}

const reported = (r: Mitigation['reported'] & object): Mitigation => ({ ...r, source: 'workflow', reported: r });

describe('the verify tolerance', () => {
  it('one circuit: γ·√(F(1 − F)/N), floored at γ/N (F = 1)', () => {
    expect(fidelityStderr(0.83, 1000, 1.5)).toBeCloseTo(1.5 * Math.sqrt((0.83 * 0.17) / 1000), 15);
    expect(fidelityStderr(1, 400, 2)).toBeCloseTo(2 / 400, 15);
    expect(fidelityStderr(0.9, 100)).toBeCloseTo(0.03, 15);
  });
  it('across circuits: the shot-weighted mean and √(Σ w² σ²)', () => {
    const m = measuredOf(quantum({ circuits: [scored(0.8, 1000, 0.7, 1.2), scored(0.9, 3000, 0.85, 1.5)] }));
    expect(m.fidelity).toBeCloseTo(0.25 * 0.8 + 0.75 * 0.9, 15);
    expect(m.rawFidelity).toBeCloseTo(0.25 * 0.7 + 0.75 * 0.85, 15);
    const s1 = 1.2 * Math.sqrt((0.8 * 0.2) / 1000);
    const s2 = 1.5 * Math.sqrt((0.9 * 0.1) / 3000);
    expect(m.stderr).toBeCloseTo(Math.sqrt(0.25 ** 2 * s1 ** 2 + 0.75 ** 2 * s2 ** 2), 15);
    expect(m.coverage).toBe(1);
    expect(m.scoredShots).toBe(4000);
  });
  it('an unscored circuit (recorded fidelity null) lowers the coverage; sim- circuits measure nothing', () => {
    const big: CircuitRecord = {
      qubits: 30,
      two_qubit_gates: 1,
      mid_circuit_measurement: false,
      shots: 1000,
      fidelity: null
    };
    expect(measuredOf(quantum({ circuits: [scored(0.9, 1000), big] })).coverage).toBe(0.5);
    const sim = measuredOf(quantum());
    expect(sim).toEqual({ fidelity: null, rawFidelity: null, stderr: null, scoredShots: 0, coverage: null });
  });
});

describe('verify: the boundary of the accepted fidelity', () => {
  const circuits = [scored(0.83, 1000)];
  const tol = 3 * fidelityStderr(0.83, 1000, 1.5);
  it('up to measured + 3 s.e. the reported number is verified and gates', () => {
    const c = fakeCase(reported({ fidelity: 0.83 + tol }), circuits, { min_fidelity: 0.8 });
    const chk = checkMitigation(c.methods[0], 'verify');
    expect(chk.fidelity).toMatchObject({ status: 'verified', source: 'workflow', measured: 0.83 });
    expect(chk.fidelity.tolerance).toBeCloseTo(tol, 15);
    expect(decideCase(c, metric).status).toBe('pass');
    expect(decideCase(c, metric).fidelity).toBeCloseTo(0.83 + tol, 15);
  });
  it('a hair above it is refused: the case fails naming both numbers', () => {
    const c = fakeCase(reported({ fidelity: 0.83 + tol + 1e-6 }), circuits, { min_fidelity: 0.8 });
    const d = decideCase(c, metric);
    expect(d.status).toBe('fail');
    expect(d.refusedReport).toBe(true);
    expect(d.message).toBe(
      `fidelity ${0.83 + tol + 1e-6} reported by the workflow is above benchgate's own measurement of the same circuits, 0.83 readout-mitigated (raw 0.78), plus its tolerance ${Number(tol.toFixed(4))} (3 standard errors at 1000 scored shots); reported-mitigation: verify accepts at most ${Number((0.83 + tol).toFixed(4))}`
    );
  });
  it('a reported number below benchgate’s is taken as reported (it can only hurt the workflow)', () => {
    const c = fakeCase(reported({ fidelity: 0.79 }), circuits, { min_fidelity: 0.8 });
    expect(failureMessage(c)).toBe('fidelity 0.79 < 0.8');
    // every channel says whose number it was (the note follows the seed's message in the row and the finding)
    expect(decideCase(c, metric).note).toBe(
      'verified value reported by the workflow (reported-mitigation: verify); measured by benchgate: 0.83 readout-mitigated (raw 0.78)'
    );
  });
  it('without min_fidelity a refused number decides nothing: QS050 is a warning and the case passes', () => {
    const recs = records([fakeCase(reported({ fidelity: 0.999 }), circuits, { max_gap: 0 })]);
    const d = recs.cases.map((c) => decideCase(c, metric));
    expect(d[0].status).toBe('pass');
    const f = runGates(recs, d, undefined, 'r.json').findings.filter((x) => x.code === 'QS050');
    expect(f.map((x) => x.severity)).toEqual(['warning']);
    expect(f[0].message).toMatch(/^case "noisy" on fake:fez@1\.6: fidelity 0\.999 reported by the workflow is above/);
  });
  it('with min_fidelity the failing case has QS050 instead of QS021', () => {
    const recs = records([fakeCase(reported({ fidelity: 0.999 }), circuits, { min_fidelity: 0.97 })]);
    const d = recs.cases.map((c) => decideCase(c, metric));
    const codes = runGates(recs, d, undefined, 'r.json').findings.map((x) => `${x.code}:${x.severity}`);
    expect(codes).toContain('QS050:error');
    expect(codes).not.toContain('QS021:error');
  });
});

describe('the three modes', () => {
  const decideIn = (c: CaseRecord, mode: ReportedMitigationMode) => {
    const recs = records([c]);
    const d = recs.cases.map((x) => decideCase(x, metric, undefined, mode));
    const g = runGates(recs, d, undefined, 'r.json');
    return { d: d[0], cases: g.gates[0], codes: g.findings.map((x) => x.code) };
  };
  it('a fidelity reported on sim-cpu (nothing measured): verify uses it unverified (QS051), ignore leaves it undecided (QS053)', () => {
    const c = caseRecord({
      expect: { min_fidelity: 0.9 },
      methods: [quantum({ mitigation: reported({ fidelity: 0.95 }) }), reference()]
    });
    const v = decideIn(c, 'verify');
    expect(v.d.status).toBe('pass');
    expect(v.codes).toEqual(['QS051']);
    const t = decideIn(c, 'trust');
    expect(t.d.status).toBe('pass');
    expect(t.codes).toEqual(['QS052']);
    const i = decideIn(c, 'ignore');
    expect(i.d.status).toBe('undecided');
    expect(i.cases.status).toBe('undecided');
    expect(i.cases.detail).toMatch(/could not be decided/);
    expect(i.codes).toEqual(['QS053']);
  });
  it('the post-selection share (benchgate does not know the error checks): unverified, trusted, undecided', () => {
    const c = fakeCase(reported({ postselection: 0.95 }), [scored(0.99, 1000)], { min_postselection: 0.9 });
    expect(decideIn(c, 'verify').codes).toEqual(['QS051']);
    expect(decideIn(c, 'trust').codes).toEqual(['QS052']);
    const i = decideIn(c, 'ignore');
    expect(i.d.status).toBe('undecided');
    expect(i.d.note).toMatch(/benchgate cannot measure the post-selection share/);
    expect(i.codes).toEqual(['QS053']);
  });
  it('ignore never turns a definite failure into undecided', () => {
    const c = fakeCase(reported({ postselection: 0.95 }), [scored(0.5, 1000)], {
      min_fidelity: 0.9,
      min_postselection: 0.9
    });
    expect(decideIn(c, 'ignore').d).toMatchObject({ status: 'fail', message: 'fidelity 0.5 < 0.9' });
  });
  it('nothing reported, nothing measured: the seed’s rule 5 in every mode', () => {
    const c = caseRecord({ expect: { min_fidelity: 0.9 }, methods: [quantum({ mitigation: null }), reference()] });
    for (const m of ['verify', 'trust', 'ignore'] as const)
      expect(decideIn(c, m).d.message).toBe('no mitigation numbers reported');
  });
  it('coverage: a reported 1 for a 30-qubit circuit is taken only under trust', () => {
    const big: CircuitRecord = {
      qubits: 30,
      two_qubit_gates: 1,
      mid_circuit_measurement: false,
      shots: 1000,
      fidelity: null
    };
    const c = fakeCase(reported({ fidelity: 0.99, coverage: 1 }), [scored(0.99, 1000), big], { min_fidelity: 0.9 });
    expect(decideIn(c, 'verify').d.message).toMatch(/^only 50% of the quantum method's shots could be scored/);
    expect(decideIn(c, 'ignore').d.message).toMatch(/^only 50% /);
    expect(decideIn(c, 'trust').d.status).toBe('pass');
  });
  it('the track-record cell says who produced the number', () => {
    const c = fakeCase(reported({ fidelity: 0.9 }), [scored(0.88, 1000)], { min_fidelity: 0.8 });
    expect(decideIn(c, 'verify').d.mitigation?.fidelity).toMatchObject({ status: 'verified', value: 0.9, raw: 0.83 });
    expect(decideIn(c, 'ignore').d.mitigation?.fidelity).toMatchObject({
      status: 'ignored',
      value: 0.88,
      source: 'benchgate'
    });
  });
});

describe('the option is the job’s: the checked tree may only tighten it (trust → verify → ignore)', () => {
  it('the job may set any mode', () => {
    for (const m of ['verify', 'trust', 'ignore'])
      expect(readOptions({ reported_mitigation: m }).options.reported_mitigation).toBe(m);
  });
  it('a bad value is QS025', () => {
    const r = readOptions({ reported_mitigation: 'yes' });
    expect(r.findings.map((f) => [f.code, f.message])).toEqual([
      ['QS025', 'option `reported_mitigation` must be trust, verify or ignore (got "yes")']
    ]);
  });
  // From the checked tree the option goes through the run's one rule for every option (src/core/trust.ts).
  const loc = { file: '.benchgate.yml', prefix: 'suites.qsolve.options', at: () => ({}), jobHint: () => 'the job' };
  it('`trust` from .benchgate.yml is ignored (BG014): the default verify stays', () => {
    const r = resolveTreeOptions({ reported_mitigation: 'trust' }, {}, QSOLVE_OPTION_TRUST, loc);
    expect(r.options.reported_mitigation).toBeUndefined();
    expect(r.findings.map((f) => f.code)).toEqual(['BG014']);
  });
  it('`ignore` from .benchgate.yml tightens, also over a job’s trust; `verify` there tightens a job’s trust', () => {
    expect(resolveTreeOptions({ reported_mitigation: 'ignore' }, {}, QSOLVE_OPTION_TRUST, loc).options).toEqual({
      reported_mitigation: 'ignore'
    });
    const stricter = (tree: string, job: string) =>
      resolveTreeOptions({ reported_mitigation: tree }, { reported_mitigation: job }, QSOLVE_OPTION_TRUST, loc).options
        .reported_mitigation;
    expect(stricter('ignore', 'trust')).toBe('ignore');
    expect(stricter('verify', 'trust')).toBe('verify');
    expect(stricter('trust', 'verify')).toBe('verify');
  });
});
