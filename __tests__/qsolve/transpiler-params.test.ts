/** QS060: transpiler options among a case's params (initial_layout, optimization_level, seed_transpiler). */
import { describe, expect, test } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { checkCases } from '../../src/suites/qsolve/submission.js';

const file = 'benchmarks/cases.yaml';
const check = (params: string) => {
  const parsed = parseCasesYaml(
    `cases:\n  - name: c\n    input: {nodes: 2}\n    target: fake:fez@1.6\n    params: ${params}\n`,
    file
  );
  return checkCases({ cases: parsed.cases, hardware: [], inputs: new Map(), file });
};

describe('QS060 transpiler options in case params', () => {
  test.each([
    ['{initial_layout: [4, 5, 6, 7], optimization_level: 3, seed_transpiler: 7}'],
    ['{optimization_level: 0}'],
    ['{shots: 100}']
  ])('%s: no finding', (params) => {
    expect(check(params)).toEqual([]);
  });

  test.each([
    ['{optimization_level: 4}', 'optimization_level must be 0, 1, 2 or 3, got 4'],
    ['{optimization_level: "high"}', 'optimization_level must be 0, 1, 2 or 3, got "high"'],
    ['{seed_transpiler: -1}', 'seed_transpiler must be a non-negative integer, got -1'],
    ['{initial_layout: 4}', 'initial_layout must be a list of device qubit numbers (one per circuit qubit), got 4'],
    ['{initial_layout: [1, 2, 1]}', 'initial_layout names a device qubit twice: [1,2,1]']
  ])('%s → QS060 at the params line: %s', (params, problem) => {
    expect(check(params)).toEqual([
      expect.objectContaining({
        code: 'QS060',
        severity: 'error',
        file,
        line: 5,
        column: 5,
        message: `case "c" (cases[0]): params ${problem}`
      })
    ]);
  });
});
