/** Every Qsolve failure has a place (issue 21): a case at its cases.yaml entry, a raised case at its workflow frame, manifest and gate failures at their lines. */
import { describe, expect, it } from '@jest/globals';
import { parseCasesYaml } from '../../src/suites/qsolve/cases.js';
import { decideCase } from '../../src/suites/qsolve/decide.js';
import { runGates } from '../../src/suites/qsolve/gates.js';
import { casePlace } from '../../src/suites/qsolve/rules-cases-pass.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow, nameWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { findDefinition, lastWorkflowFrame, tidyTraceback } from '../../src/suites/qsolve/traceback.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/core/model.js';
import { caseRecord, quantum, records, reference } from './helpers.js';

const metric = metricOf(undefined);

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
