import { describe, expect, it } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { lintCases } from '../../src/suites/qsolve/lint.js';
import { parseManifest } from '../../src/suites/qsolve/manifest.js';
import { checkCases } from '../../src/suites/qsolve/submission.js';

const F = 'wf/benchmarks/cases.yaml';
const lint = (y: string, qpu = true) => lintCases(parseCasesYaml(y, F), qpu, F);

describe('cases.yaml keys and types', () => {
  it('reads the documented example', () => {
    const p = parseCasesYaml(
      `cases:
  - name: ring-6-with-chord
    input_file: examples/ring_6.json
    seed: 1
    expect: {max_gap: 0.0}
hardware_cases:
  - name: hardware-ring-6
    input_file: examples/ring_6.json
    seed: 1
    target: ibm:ibm_fez
    expect: {max_gap: 0.0, min_fidelity: 0.97, max_two_qubit_gates: 40}
extra: ignored
`,
      F
    );
    expect(p.caseFindings).toEqual([]);
    expect(p.hardwareFindings).toEqual([]);
    expect(p.cases[0]).toMatchObject({ name: 'ring-6-with-chord', seed: 1, params: {}, expect: { max_gap: 0 } });
    expect(p.hardware[0].expect.max_two_qubit_gates).toBe(40);
  });
  it('defaults: seed 0, params {}, expect {}', () => {
    const p = parseCasesYaml('cases:\n  - name: a\n    input: {n: 1}\n', F);
    expect(p.cases[0]).toMatchObject({ seed: 0, params: {}, expect: {}, input: { n: 1 } });
  });
  it('a misspelled key inside a case stops with a validation error at its line and column', () => {
    const p = parseCasesYaml('cases:\n  - name: a\n    input: {}\n    sed: 1\n', F);
    expect(p.caseFindings).toHaveLength(1);
    expect(p.caseFindings[0]).toMatchObject({ code: 'QS008', line: 4, column: 5 });
    expect(p.caseFindings[0].message).toMatch(/unknown key "sed" \(did you mean "seed"\?\)/);
    expect(p.cases).toHaveLength(0);
  });
  it('a misspelled key inside expect', () => {
    const p = parseCasesYaml('cases:\n  - name: a\n    input: {}\n    expect:\n      min_fidelty: 0.9\n', F);
    expect(p.caseFindings[0]).toMatchObject({ code: 'QS008', line: 5, column: 7 });
    expect(p.caseFindings[0].message).toMatch(/did you mean "min_fidelity"/);
  });
  it('checks types', () => {
    const bad = [
      ['seed: 1.5', /seed/],
      ['seed: "1"', /seed/],
      ['name: 3', /name/],
      ['params: [1]', /params/],
      ['input_file: 3', /input_file/],
      ['target: 5', /target/],
      ['expect: {max_gap: "0"}', /max_gap/],
      ['expect: {max_two_qubit_gates: 40.0}', /max_two_qubit_gates/],
      ['expect: {min_fidelity: .nan}', /min_fidelity/],
      ['expect: []', /expect/]
    ] as const;
    for (const [line, re] of bad) {
      const p = parseCasesYaml(
        `cases:\n  - name: a\n    input: {}\n    ${line}\n`.replace(
          'name: a\n    input: {}\n    name: 3',
          'name: 3\n    input: {}'
        ),
        F
      );
      expect(p.caseFindings.length).toBeGreaterThan(0);
      expect(p.caseFindings[0].message).toMatch(re);
    }
    expect(parseCasesYaml('cases:\n  - {name: a, input: 3}\n', F).caseFindings[0].message).toMatch(
      /`input` must be a mapping/
    );
    expect(parseCasesYaml('cases:\n  - input: {}\n', F).caseFindings[0].message).toMatch(/no `name`/);
    expect(parseCasesYaml('cases: {a: 1}\n', F).caseFindings[0].message).toMatch(/must be a list/);
    expect(parseCasesYaml('cases:\n  - 3\n', F).caseFindings[0].message).toMatch(/must be a mapping/);
  });
  it('values of min_fidelity outside 0..1 are not rejected', () => {
    expect(
      parseCasesYaml('cases:\n  - {name: a, input: {}, expect: {min_fidelity: 1.5, min_postselection: -1}}\n', F)
        .caseFindings
    ).toEqual([]);
  });
  it('lint never looks at the content of cases', () => {
    expect(lint('cases:\n  - {name: a, sed: 1}\n')).toEqual([]);
  });
});

describe('lint codes', () => {
  it('E050 when cases.yaml is missing', () => {
    expect(lintCases(undefined, true, F)).toMatchObject([{ code: 'E050', file: F }]);
  });
  it('E052: hardware_cases invalid, with line', () => {
    const f = lint('hardware_cases:\n  - name: h\n    input: {}\n    target: ibm:ibm_fez\n    expct: {}\n');
    expect(f).toMatchObject([{ code: 'E052', line: 5, column: 5 }]);
    expect(lint('hardware_cases: 3\n')).toMatchObject([{ code: 'E052', line: 1 }]);
    expect(lint('hardware_cases:\n  - {name: h, input: {}, target: ibm:ibm_fez, seed: x}\n')[0].code).toBe('E052');
  });
  it('E052: a hardware case without an ibm:<device> target', () => {
    expect(lint('hardware_cases:\n  - name: h\n    input: {}\n')).toMatchObject([{ code: 'E052', line: 2, column: 5 }]);
    expect(lint('hardware_cases:\n  - name: h\n    input: {}\n    target: fake:fez@1.6\n')).toMatchObject([
      { code: 'E052', line: 4 }
    ]);
    expect(lint(`hardware_cases:\n  - {name: h, input: {}, target: "ibm:${'a'.repeat(61)}"}\n`)[0].code).toBe('E052');
    expect(lint(`hardware_cases:\n  - {name: h, input: {}, target: "ibm:${'a'.repeat(60)}"}\n`)).toEqual([]);
    expect(lint('hardware_cases:\n  - {name: h, input: {}, target: "ibm:ibm fez"}\n')[0].code).toBe('E052');
    expect(lint('hardware_cases:\n  - {name: h, input: {}, target: "ibm:"}\n')[0].code).toBe('E052');
    expect(lint('hardware_cases:\n  - {name: h, input: {}, target: "ibm:a_b.c-D9"}\n')).toEqual([]);
  });
  it('E052 when the file does not load: bad YAML', () => {
    expect(lint('cases: [\n')).toMatchObject([{ code: 'E052' }]);
    expect(lint('- 1\n- 2\n')).toMatchObject([{ code: 'E052' }]);
  });
  it('E053: more than three hardware cases, at the fourth', () => {
    const hw = (n: number) =>
      'hardware_cases:\n' +
      Array.from({ length: n }, (_, i) => `  - {name: h${i}, input: {}, target: "ibm:ibm_fez"}\n`).join('');
    expect(lint(hw(3))).toEqual([]);
    expect(lint(hw(4))).toMatchObject([{ code: 'E053', line: 5, column: 5 }]);
  });
  it('E054: hardware_cases without qpu: [ibm]', () => {
    const y = 'cases: []\nhardware_cases:\n  - {name: h, input: {}, target: "ibm:ibm_fez"}\n';
    expect(lint(y, false)).toMatchObject([{ code: 'E054', line: 2, column: 1 }]);
    expect(lint(y, true)).toEqual([]);
    expect(lint('hardware_cases: []\n', false)).toEqual([]);
    expect(lintCases(parseCasesYaml(y, F), undefined, F)).toEqual([]); // manifest unknown: not decided
  });
  it('never uses E051', () => {
    const all = [lint('x: ['), lint('hardware_cases: 1'), lintCases(undefined, true, F)].flat();
    expect(all.some((f) => f.code === 'E051')).toBe(false);
  });
});

describe('hostile YAML is refused fast with coded findings', () => {
  it('tabs used for indentation', () => {
    const f = lint('cases:\n\t- name: a\n');
    expect(f[0].code).toBe('E052');
    expect(f[0].line).toBe(2);
  });
  it('duplicate keys', () => {
    const f = lint('hardware_cases: []\nhardware_cases: []\n');
    expect(f[0]).toMatchObject({ code: 'E052', line: 2 });
    expect(f[0].message).toMatch(/unique/i);
  });
  it('an alias bomb', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    const names = 'abcdefghi';
    for (let i = 1; i < names.length; i++)
      lines.push(
        `${names[i]}: &${names[i]} [${Array(9)
          .fill('*' + names[i - 1])
          .join(',')}]`
      );
    lines.push('cases: *i');
    const f = lint(lines.join('\n') + '\n');
    expect(f[0].code).toBe('E052');
    expect(f[0].message).toMatch(/alias/);
  });
  it('a few legitimate anchors are fine', () => {
    const y = 'defaults: &d {max_gap: 0.0}\ncases:\n  - {name: a, input: {}, expect: *d}\n';
    const p = parseCasesYaml(y, F);
    expect(p.caseFindings).toEqual([]);
    expect(p.cases[0].expect).toEqual({ max_gap: 0 });
  });
  it('a 10 MB file is refused before parsing', () => {
    const big = 'cases:\n' + '  - {name: a, input: {}}\n'.repeat(450_000);
    expect(big.length).toBeGreaterThan(10_000_000);
    const f = lint(big);
    expect(f[0].code).toBe('E052');
    expect(f[0].message).toMatch(/the file is [\d.]+ MiB, over the 4 MiB limit \(/);
  });
  it('deep nesting', () => {
    const deep = 'cases: ' + '['.repeat(5000) + ']'.repeat(5000) + '\n';
    const f = lint(deep);
    expect(f[0].code).toBe('E052');
  });
});

describe('manifest', () => {
  const good = `name: max-cut
entry: workflow.py
schemas: {input: schemas/input.schema.json, output: schemas/output.schema.json}
methods:
  - {name: qaoa, kind: quantum}
  - {name: brute_force, kind: classical, reference: true}
targets: {qpu: [ibm]}
`;
  it('accepts a valid manifest', () => {
    const m = parseManifest(good, 'qsolve.yaml');
    expect(m.findings).toEqual([]);
    expect(m.qpuIbm).toBe(true);
    expect(m.methodsCount).toBe(2);
  });
  it('rejects an unknown key at its line', () => {
    const m = parseManifest(good + 'metrc: {}\n', 'qsolve.yaml');
    expect(m.findings[0]).toMatchObject({ code: 'QS002', line: 8, gate: 'manifest' });
  });
  it('method rules: a reference, classical; a quantum method; unique names', () => {
    expect(parseManifest(good.replace(', reference: true', ''), 'q.yaml').findings[0].message).toMatch(/baseline/);
    expect(parseManifest(good.replace('kind: quantum', 'kind: classical'), 'q.yaml').findings[0].message).toMatch(
      /quantum/
    );
    expect(parseManifest(good.replace('name: qaoa', 'name: brute_force'), 'q.yaml').findings[0].message).toMatch(
      /twice/
    );
    expect(
      parseManifest(good.replace('kind: classical, reference: true', 'kind: quantum, reference: true'), 'q.yaml')
        .findings[0].message
    ).toMatch(/must be classical/);
    expect(
      parseManifest(
        good.replace('brute_force, kind: classical, reference: true', 'reference, kind: classical'),
        'q.yaml'
      ).findings
    ).toEqual([]);
  });
  it('metric bounds and a note of at most 600 characters', () => {
    expect(parseManifest(good + 'metric: {tolerance: 1.5}\n', 'q.yaml').findings[0].code).toBe('QS002');
    expect(parseManifest(good + 'metric: {tolerance_abs: -1}\n', 'q.yaml').findings[0].code).toBe('QS002');
    expect(parseManifest(good + `metric: {note: "${'x'.repeat(601)}"}\n`, 'q.yaml').findings[0].code).toBe('QS002');
    expect(
      parseManifest(good + `metric: {kind: error_rate, tolerance: 1, note: "${'x'.repeat(600)}"}\n`, 'q.yaml').findings
    ).toEqual([]);
  });
  it('unreadable manifests are QS001, JSON errors with a position', () => {
    expect(parseManifest('a: [', 'qsolve.yaml').findings[0].code).toBe('QS001');
    const j = parseManifest('{\n  "name": "x",\n}', 'qsolve.json').findings[0];
    expect(j.code).toBe('QS001');
    expect(j.line).toBe(3);
  });
});

describe('targets and load failures, in words a user can act on', () => {
  it('fake:nowhere is reported by the validate stage at its target line, naming the known devices', () => {
    const text = 'cases:\n  - name: noisy\n    input: {nodes: 2}\n    target: fake:nowhere\n    expect: {max_gap: 0}\n';
    const parsed = parseCasesYaml(text, 'w/benchmarks/cases.yaml');
    const f = checkCases({ cases: parsed.cases, hardware: [], inputs: new Map(), file: 'w/benchmarks/cases.yaml' });
    expect(f).toEqual([
      expect.objectContaining({
        code: 'QS029',
        severity: 'warning',
        file: 'w/benchmarks/cases.yaml',
        line: 4,
        column: 5,
        message:
          'case "noisy" (cases[0]): target "fake:nowhere" names no fake device (known: aachen, fez, kingston, marrakesh, torino); the case cannot run and does not count for fidelity_checked'
      })
    ]);
  });

  it('a known device in any spelling the engine accepts is not reported', () => {
    for (const target of ['fake:fez', 'fake:fez@1.6', 'fake:fake_torino', 'fake:ibm_kingston@2']) {
      const parsed = parseCasesYaml(`cases:\n  - name: c\n    input: {}\n    target: ${target}\n`, 'cases.yaml');
      expect(checkCases({ cases: parsed.cases, hardware: [], inputs: new Map(), file: 'cases.yaml' })).toEqual([]);
    }
  });

  it('a cases file that does not load is E052 in words that hold without hardware_cases', () => {
    const parsed = parseCasesYaml('cases:\n  - name: [unclosed\n', 'cases.yaml');
    expect(parsed.loadFinding?.code).toBe('E052');
    expect(parsed.loadFinding?.message).toMatch(
      /^benchmarks\/cases\.yaml cannot be loaded: .+ \(Qsolve's lint reports a cases file that does not load as E052, with or without hardware_cases\)$/
    );
    expect(parsed.loadFinding?.message).not.toMatch(/so hardware_cases is unreadable/);
  });
});
