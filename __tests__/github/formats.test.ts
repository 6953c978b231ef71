import { describe, expect, it } from '@jest/globals';
import { lookupCode } from '../../src/code-registry.js';
import type { Report } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderSarif } from '../../src/report/sarif.js';
import { checkJUnit, parseXml } from '../helpers/junit-xml.js';
import { sarifValidator } from '../helpers/sarif-schema.js';

/**
 * The SARIF and JUnit renderers on a hand-made report with every status, hostile names and an unknown code. The files
 * a real run of the bundled examples gives are checked against the same schema and structure in
 * `__tests__/e2e/action.test.ts` (the action's own `sarif` and `junit` outputs).
 */
function sample(): Report {
  return buildReport(
    [
      {
        suite: 'qsolve',
        title: 'Qsolve <workflows> & "cases"',
        artifacts: [
          {
            artifact: { path: 'flows/a b/ü.yml', kind: 'qsolve-workflow' },
            gates: [
              { id: 'schema', title: 'schema', status: 'pass' },
              { id: 'fidelity', title: 'fidelity', status: 'fail', detail: 'fidelity 0.8 < 0.9 & "more"' },
              { id: 'simulate', title: 'simulate', status: 'undecided', detail: 'no backend' },
              { id: 'optional', title: 'optional', status: 'skipped', detail: 'not applicable' }
            ],
            cases: [
              { name: 'bell', status: 'pass', durationMs: 12 },
              { name: 'ghz <3>', status: 'fail', message: 'amplitude off by 0.2 \u0001' },
              { name: 'grover', status: 'undecided', message: 'too many qubits' },
              { name: 'qft', status: 'skipped' }
            ],
            findings: [
              {
                code: 'BG008',
                severity: 'error',
                message: 'cannot read',
                file: 'flows/a b/ü.yml',
                line: 3,
                column: 2,
                endColumn: 9,
                gate: 'fidelity'
              },
              { code: 'ZZ999', severity: 'warning', message: 'unknown code still gets a rule', file: 'flows/a b/ü.yml' }
            ],
            durationMs: 40
          }
        ],
        findings: [{ code: 'BG005', severity: 'error', message: 'discovery crashed' }]
      }
    ],
    [{ code: 'BG002', severity: 'error', message: 'bad key', file: '.benchgate.yml', line: 1, column: 1 }],
    { root: '/r', failOn: 'error', suites: ['qsolve'], startedAt: '2026-01-01T00:00:00.000Z', durationMs: 50 }
  );
}

describe('SARIF 2.1.0', () => {
  const validate = sarifValidator();

  it('is valid against the SARIF 2.1.0 schema, with one rule per code carrying help text from the registry', () => {
    const sarif = renderSarif(sample(), lookupCode, {
      prefix: 'sub',
      informationUri: 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md'
    }) as any;
    const ok = validate(sarif);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    const rules = sarif.runs[0].tool.driver.rules;
    expect(rules.map((r: any) => r.id)).toEqual(['BG002', 'BG005', 'BG008', 'ZZ999']);
    const bg008 = rules.find((r: any) => r.id === 'BG008');
    expect(bg008.help.text).toContain(lookupCode('BG008')!.fix);
    expect(bg008.fullDescription.text.length).toBeLessThanOrEqual(1024);
    const results = sarif.runs[0].results;
    expect(results).toHaveLength(4);
    for (const r of results) expect(rules[r.ruleIndex].id).toBe(r.ruleId);
    const located = results.find((r: any) => r.ruleId === 'BG008');
    expect(located.locations[0].physicalLocation.artifactLocation.uri).toBe('sub/flows/a%20b/%C3%BC.yml');
  });
});

describe('JUnit XML', () => {
  it('is well-formed and has the JUnit structure, one test case per gate and per case', () => {
    const root = parseXml(renderJUnit(sample()));
    expect(root.name).toBe('testsuites');
    checkJUnit(root);
    const cases = root.children[0].children;
    expect(cases.map((c) => `${c.attrs['classname']}|${c.attrs['name']}|${c.children[0]?.name ?? 'pass'}`)).toEqual([
      'qsolve.flows/a b/ü.yml|schema|pass',
      'qsolve.flows/a b/ü.yml|fidelity|failure',
      'qsolve.flows/a b/ü.yml|simulate|error',
      'qsolve.flows/a b/ü.yml|optional|skipped',
      'qsolve.flows/a b/ü.yml.cases|bell|pass',
      'qsolve.flows/a b/ü.yml.cases|ghz <3>|failure',
      'qsolve.flows/a b/ü.yml.cases|grover|error',
      'qsolve.flows/a b/ü.yml.cases|qft|skipped'
    ]);
    expect(cases[1].children[0].attrs['message']).toBe('fidelity 0.8 < 0.9 & "more"');
    expect(cases[1].children[0].attrs['type']).toBe('BG008');
    expect(cases[5].children[0].attrs['message']).toBe('amplitude off by 0.2 \\x01');
    expect(root.children[0].attrs['name']).toBe('Qsolve <workflows> & "cases"');
  });

  it('the checker itself rejects broken XML and wrong structure', () => {
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a><b></a>')).toThrow(/closes/);
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a x="1" x="2"/>')).toThrow(/duplicate/);
    expect(() => parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a>&bogus;</a>')).toThrow(/entity/);
    expect(() =>
      checkJUnit(
        parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testcase name="x" classname="y"/></testsuites>')
      )
    ).toThrow(/not allowed/);
    expect(() =>
      checkJUnit(
        parseXml(
          '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites><testsuite name="s" tests="1"><testcase name="x"/></testsuite></testsuites>'
        )
      )
    ).toThrow(/classname required/);
  });
});
