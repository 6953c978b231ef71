// The pcs document check's rules, called directly (pure functions over plain data; checkPcsDocument runs them).
import { describe, expect, test } from '@jest/globals';
import type { Finding } from '../../src/core/model.js';
import { digestGate, gateFromFindings, tierGate } from '../../src/suites/pcs/check-common.js';
import { PCS } from '../../src/suites/pcs/codes.js';
import { digestRule } from '../../src/suites/pcs/rules-digests.js';
import { gradeRules } from '../../src/suites/pcs/rules-grade.js';
import { sizeRule } from '../../src/suites/pcs/rules-read.js';
import { duplicateRefPath, embeddedDigests, missingRefs, refTargetRule } from '../../src/suites/pcs/rules-refs.js';
import { omittedSchemaRule, schemaIssueRule } from '../../src/suites/pcs/rules-schema.js';
import type { TierLadder } from '../../src/suites/pcs/tier-ladder.js';

const codes = (issues: { def: { code: string } }[]) => issues.map((i) => i.def.code);

describe('read rules', () => {
  test('size: at the limit passes, one byte over is PCS002 at 1:1 and fails the schema gate', () => {
    expect(sizeRule(1024, 1024)).toBeUndefined();
    const f = sizeRule(1025, 1024);
    expect(f?.issue).toEqual({
      def: PCS.PCS002,
      message: 'the file is 1 KiB (1025 bytes), over the 1 KiB limit (option max-bytes); it was not checked',
      gate: 'schema',
      place: { line: 1, column: 1 }
    });
    expect([f?.detail, f?.why]).toEqual(['file too large', 'the file was not read']);
  });
});

describe('schema rules', () => {
  const ingest = { benchmark_runs: ['runs/0.json', { run_id: 'r' }] };
  test('a string where an ingest embeds an object is PCS011; any other type error is PCS010', () => {
    const at = (pointer: string) => ({ pointer, message: 'm', keyword: 'type' });
    expect(schemaIssueRule(at('/benchmark_runs/0'), true, ingest).def).toBe(PCS.PCS011);
    expect(schemaIssueRule(at('/benchmark_runs/1'), true, ingest).def).toBe(PCS.PCS010);
    expect(schemaIssueRule(at('/benchmark_runs/0'), false, ingest).def).toBe(PCS.PCS010);
    expect(schemaIssueRule({ ...at('/benchmark_runs/0'), keyword: 'required' }, true, ingest).def).toBe(PCS.PCS010);
  });
  test('errors left out past the limit: one PCS060 at the root naming both counts', () => {
    expect(omittedSchemaRule({ issues: [], omittedIssues: 0, omittedItems: new Map() }, 5)).toEqual([]);
    const [i] = omittedSchemaRule({ issues: [], omittedIssues: 3, omittedItems: new Map([['benchmark_runs', 1]]) }, 5);
    expect(i).toEqual({
      def: PCS.PCS060,
      message:
        '3 more schema error(s), 1 more benchmark_runs entry that fail the schema are not listed: benchgate keeps the first 5 schema errors in path order',
      gate: 'schema',
      pointer: ''
    });
  });
});

describe('refs rules', () => {
  const data = {
    coverage_reports: [{ signature_or_digest: 'sha256:c1' }, { signature_or_digest: 'sha256:c2' }],
    benchmark_runs: []
  };
  const ref = (t: string, sha: string, path = 'p') => ({ artifact_type: t, sha256: sha, path });
  test('a ref to a type with no embedded objects is an orphan; a sha256 no object carries is a mismatch', () => {
    const e = embeddedDigests(data);
    expect(refTargetRule(ref('BenchmarkRun.v0', 'sha256:x'), 2, e)).toEqual([
      {
        kind: 'ref-orphan',
        pointer: '/artifact_refs/2/artifact_type',
        message: "artifact_refs[2]: no embedded objects for 'BenchmarkRun.v0'"
      }
    ]);
    expect(refTargetRule(ref('CoverageReport.v0', 'sha256:x'), 0, e)[0]?.kind).toBe('ref-mismatch');
    expect(refTargetRule(ref('CoverageReport.v0', 'sha256:c2'), 0, e)).toEqual([]);
  });
  test('duplicate paths: the first repeat only, non-object refs skipped', () => {
    expect(
      duplicateRefPath([ref('a', 'b', 'x'), 7, ref('a', 'b', 'y'), ref('a', 'b', 'x'), ref('a', 'b', 'y')])
    ).toEqual([
      {
        kind: 'ref-duplicate-path',
        pointer: '/artifact_refs/3/path',
        message: 'PcsBenchIngest.v0 artifact_refs contains duplicate path values'
      }
    ]);
  });
  test('every producer-exported object with a digest needs a matching ref', () => {
    const refs = [ref('CoverageReport.v0', 'sha256:c2')];
    expect(missingRefs(data, ['coverage_reports'], refs, embeddedDigests(data))).toEqual([
      {
        kind: 'ref-missing',
        pointer: '/coverage_reports/0',
        message: 'coverage_reports[0]: missing artifact_refs entry for CoverageReport.v0 digest sha256:c1'
      }
    ]);
  });
});

describe('digest rule', () => {
  test('a match gives nothing; a mismatch names the object as pcs-core does, under the option severity', () => {
    expect(digestRule({ kind: 'root', pointer: '', recorded: 'sha256:a', computed: 'sha256:a' }, 'error')).toEqual([]);
    expect(
      digestRule(
        { kind: 'embedded', pointer: '/benchmark_runs/3', recorded: 'sha256:a', computed: 'sha256:b' },
        'warning'
      )
    ).toEqual([
      {
        def: PCS.PCS030,
        message: 'benchmark_runs[3]: recorded signature_or_digest sha256:a but the canonical digest is sha256:b',
        gate: 'digests',
        pointer: '/benchmark_runs/3/signature_or_digest',
        severity: 'warning'
      }
    ]);
    expect(
      codes(digestRule({ kind: 'ref', pointer: '/artifact_refs/0', recorded: 'x', computed: 'y' }, 'error'))
    ).toEqual(['PCS031']);
  });
  test('not checked (PCS033): at the object when nothing is recorded, at the digest when it cannot be computed', () => {
    const [none] = digestRule({ kind: 'root', pointer: '', computed: 'sha256:a' }, 'error');
    expect([none.def, none.pointer, none.message]).toEqual([
      PCS.PCS033,
      '',
      'root: digest not checked: there is no recorded signature_or_digest string to compare'
    ]);
    const [bad] = digestRule(
      { kind: 'embedded', pointer: '/logs/0', recorded: 'x', problem: 'a lone surrogate' },
      'error'
    );
    expect([bad.pointer, bad.message]).toEqual([
      '/logs/0/signature_or_digest',
      'logs[0]: digest not checked: a lone surrogate'
    ]);
  });
});

describe('tier rules and gates', () => {
  const ladder = (over: Partial<TierLadder> = {}): TierLadder => ({
    tier: 'release-grade',
    nextTier: 'audit-ready',
    missingForNextTier: ['stable digests'],
    auditMissing: [],
    manifestProblems: [],
    ...over
  });
  test('a valid bundle: pcs-core findings at their field, manifest problems, audit gaps, then min-tier', () => {
    const a = {
      tier: 'developer-grade' as const,
      findings: ['commands is empty (not release-grade for live producer runs)']
    };
    const issues = gradeRules(a, ladder({ manifestProblems: ['m'], auditMissing: ['x'] }), true, 'audit-ready');
    expect(codes(issues)).toEqual(['PCS040', 'PCS043', 'PCS044', 'PCS041']);
    expect(issues[0].pointer).toBe('/commands');
    expect(issues[3].message).toBe(
      'adequacy tier release-grade is below the required audit-ready: missing for audit-ready: stable digests'
    );
  });
  test('an invalid bundle: no tier (PCS042, what pcs-core would say); a minimum then fails (PCS041)', () => {
    const a = { tier: 'schema-valid' as const, findings: [] };
    const issues = gradeRules(a, ladder({ tier: undefined }), false, 'developer-grade');
    expect(issues.map((i) => i.message)).toEqual([
      "invalid bundle: no tier (pcs-core's assess_ingest_adequacy_tier would still say schema-valid)",
      'the bundle is invalid, so it has no tier; developer-grade is required (option min-tier)'
    ]);
    expect(gradeRules(a, ladder(), true, 'release-grade')).toEqual([]);
  });
  test('tier gate: no tier fails under a minimum and is skipped without one', () => {
    expect(tierGate([], undefined, 'developer-grade', 'schema-valid').status).toBe('fail');
    expect(tierGate([], undefined, undefined, 'schema-valid')).toEqual({
      id: 'tier',
      title: 'Adequacy tier',
      status: 'skipped',
      detail: 'invalid bundle: no tier (reference: schema-valid)'
    });
    expect(tierGate([], 'release-grade', undefined, 'release-grade').status).toBe('pass');
  });
  test('digests gate: strict fails on a mismatch, is undecided on an uncomputable digest; warn passes', () => {
    const sum = (mismatched: number, uncomputable: number) => ({ items: [], checked: 4, mismatched, uncomputable });
    expect(digestGate(sum(1, 1), 'strict').status).toBe('fail');
    expect(digestGate(sum(0, 1), 'strict')).toMatchObject({
      status: 'undecided',
      detail: '4 checked, 0 mismatched, 1 not computable (digests: strict)'
    });
    expect(digestGate(sum(2, 0), 'warn').status).toBe('pass');
    expect(digestGate(undefined, 'off')).toMatchObject({ status: 'skipped', detail: 'digests: off' });
  });
  test('a gate fails on the errors counted against it only, naming the first', () => {
    const f = (gate: string, severity: Finding['severity'], code = 'PCS010'): Finding => ({
      code,
      severity,
      message: 'm',
      gate
    });
    expect(gateFromFindings('schema', [f('schema', 'warning'), f('refs', 'error')], 'ok').status).toBe('pass');
    expect(gateFromFindings('refs', [f('refs', 'error', 'PCS019'), f('refs', 'error')], 'ok').detail).toBe(
      '2 errors (first: PCS019 m)'
    );
    expect(gateFromFindings('refs', [], 'not an ingest bundle', false).status).toBe('skipped');
  });
});
