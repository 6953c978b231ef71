import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compileUserSchema } from '../../src/formats/jsonschema.js';
import type { Validator } from '../../src/formats/jsonschema.js';
import { solutionBreaches } from '../../src/suites/qsolve/output-schema.js';
import type { CaseRecord, MethodRecord, RunRecords } from '../../src/suites/qsolve/types.js';
import { cleanup, errors, gateStatus, materialize, runAndCheck } from './helpers.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const compile = (schema: object): Validator => {
  const r = compileUserSchema(schema);
  if (!r.ok) throw new Error(r.message);
  return r.validate;
};
const method = (name: string, solution: unknown, extra: Partial<MethodRecord> = {}): MethodRecord =>
  ({
    name,
    kind: 'classical',
    status: 'ok',
    objective: 1,
    solution,
    evaluated: 1,
    circuits: [],
    ...extra
  }) as MethodRecord;
const records = (cases: Partial<CaseRecord>[]): RunRecords =>
  ({
    schema: 'benchgate.qsolve.run-records/1',
    workflow: 'w',
    engine: { name: 'benchgate', version: '0' },
    cases: cases.map((c) => ({
      name: 'c',
      list: 'cases',
      target: 'sim-cpu',
      seed: 1,
      params: {},
      expect: {},
      methods: [],
      ...c
    }))
  }) as unknown as RunRecords;

describe('the output schema is applied to every solution', () => {
  it('pure: each ok method with a solution is validated; null solutions and failed methods are not', () => {
    const v = compile({
      type: 'object',
      required: ['x'],
      properties: { x: { type: 'array', items: { enum: [0, 1] } } },
      additionalProperties: false
    });
    const r = records([
      { name: 'a', methods: [method('q', { x: [0, 1] }), method('r', { x: [2] })] },
      {
        name: 'b',
        list: 'hardware_cases',
        target: 'ibm:ibm_fez',
        methods: [method('q', null), method('r', { y: 1 }), method('z', { y: 1 }, { status: 'failed' })]
      }
    ]);
    expect(solutionBreaches(r, v)).toEqual([
      {
        index: 0,
        list: 'cases',
        name: 'a',
        target: 'sim-cpu',
        method: 'r',
        instancePath: '/x/0',
        schemaPath: '#/properties/x/items/enum',
        message: 'must be equal to one of the allowed values: [0,1]'
      },
      {
        index: 1,
        list: 'hardware_cases',
        name: 'b',
        target: 'ibm:ibm_fez',
        method: 'r',
        instancePath: '',
        schemaPath: '#/required',
        message: "must have required property 'x'"
      }
    ]);
  });

  it('pure: a backtracking-prone pattern runs in linear time on a hostile solution (the ReDoS-safe validator)', () => {
    const v = compile({ type: 'object', properties: { s: { type: 'string', pattern: '^(a|aa)+$' } } });
    const b = solutionBreaches(records([{ methods: [method('q', { s: 'a'.repeat(100000) + '!' })] }]), v);
    expect(b).toHaveLength(1);
    expect(b[0].message).toBe('must match pattern "^(a|aa)+$"');
  });

  it("end to end: the base workflow's solutions match its output schema, so nothing is reported", async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const { result } = await runAndCheck(dir);
    expect(gateStatus(result).cases_pass).toBe('pass');
    expect(result.findings.filter((f) => f.code === 'QS044')).toEqual([]);
  });

  it('end to end: a quantum method whose solution breaks the schema fails its case with QS044 at the case entry', async () => {
    const dir = materialize('base');
    dirs.push(dir);
    const wf = join(dir, 'workflow.py');
    const text = readFileSync(wf, 'utf8');
    const from = 'return {"objective": -best[0], "solution": {"assignment": best[1]}}';
    expect(text.indexOf(from)).toBeGreaterThan(0);
    // Only the first occurrence (the quantum method qaoa) returns a key the schema does not allow.
    writeFileSync(
      wf,
      text.replace(from, 'return {"objective": -best[0], "solution": {"assignment": best[1], "layers": 1}}')
    );
    const { result } = await runAndCheck(dir);
    const gates = gateStatus(result);
    expect(gates.cases_pass).toBe('fail');
    expect(gates.reproducible).toBe('pass');
    const errs = errors(result);
    expect(errs.map((f) => [f.code, f.file, f.line, f.subject])).toEqual([
      ['QS044', 'benchmarks/cases.yaml', 2, `${basename(dir)} › ring-4`],
      ['QS044', 'benchmarks/cases.yaml', 6, `${basename(dir)} › noise-model-ring-4`]
    ]);
    expect(errs[0].message).toBe(
      'case "ring-4" on sim-cpu: method qaoa returned a solution that breaks the output schema: solution/layers is not allowed (unknown key "layers") (schema path #/additionalProperties) [schemas/output.schema.json]'
    );
    expect(result.findings.some((f) => f.code === 'QS021')).toBe(false);
    expect(result.gates.find((g) => g.id === 'cases_pass')?.detail).toContain(
      'method qaoa returned a solution that breaks the output schema'
    );
  });
});
