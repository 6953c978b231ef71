/**
 * Schema validation with no ReDoS (issue 17, item 5; docs/security/limits.md): workflow schemas run their
 * `pattern` / `patternProperties` on a linear-time engine with ECMAScript's meaning, and a pattern that engine
 * cannot run is a QS040 finding at its line, never a silent pass.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileUserSchema } from '../../src/formats/jsonschema.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { cleanup, materialize } from '../qsolve-runner/helpers.js';

const dirs: string[] = [];
const copy = () => {
  const d = materialize('base');
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach(cleanup));

const EVIL_KEY = 'a'.repeat(41) + '!';

describe('workflow schemas', () => {
  it('compileUserSchema validates with the linear engine: the ReDoS key is checked in milliseconds, with the right result', () => {
    const c = compileUserSchema({ type: 'object', patternProperties: { '^(a+)+$': { type: 'integer' } } });
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(c.validate({ [EVIL_KEY]: 'not checked: the key does not match' })).toEqual({ ok: true });
    expect(c.validate({ ['a'.repeat(42)]: 'x' }).ok).toBe(false);
    expect(c.validate({ ['a'.repeat(42)]: 3 })).toEqual({ ok: true });
  });

  it('a workflow whose input schema has patternProperties ^(a+)+$ and an example with a 42-character key is checked quickly and correctly', async () => {
    const dir = copy();
    const f = join(dir, 'schemas', 'input.schema.json');
    const schema = JSON.parse(readFileSync(f, 'utf8'));
    delete schema.additionalProperties;
    schema.patternProperties = { '^(a+)+$': { type: 'integer' } };
    writeFileSync(f, JSON.stringify(schema, null, 2));
    writeFileSync(
      join(dir, 'examples', 'ring_4.json'),
      JSON.stringify({
        nodes: 4,
        edges: [
          [0, 1, 1],
          [1, 2, 1],
          [2, 3, 1],
          [3, 0, 1]
        ],
        [EVIL_KEY]: 'x'
      })
    );
    writeFileSync(
      join(dir, 'examples', 'bad.json'),
      JSON.stringify({ nodes: 4, edges: [[0, 1]], ['a'.repeat(42)]: 'x' })
    );
    const s = await loadWorkflow(dir, '.');
    const r = checkWorkflow(s, { findings: [], notRun: 'not run in this test' });
    const ex = r.findings.filter((x) => x.code === 'QS007');
    expect(ex.map((x) => x.file)).toEqual(['examples/bad.json']);
    expect(r.gates.find((g) => g.id === 'manifest')?.status).toBe('pass');
  });

  it('a schema file pattern RE2 cannot run is QS040 at its line, and the manifest gate fails', async () => {
    const dir = copy();
    const f = join(dir, 'schemas', 'input.schema.json');
    const text = readFileSync(f, 'utf8').replace(
      '"nodes": { "type": "integer"',
      '"nodes": { "pattern": "^(a)\\\\1$", "type": "integer"'
    );
    writeFileSync(f, text);
    const line = text.split('\n').findIndex((l) => l.includes('"pattern"')) + 1;
    const s = await loadWorkflow(dir, '.');
    const r = checkWorkflow(s, { findings: [], notRun: 'not run in this test' });
    const q = r.findings.filter((x) => x.code === 'QS040');
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ file: 'schemas/input.schema.json', line, severity: 'error', gate: 'manifest' });
    expect(q[0].message).toBe(
      'the input schema "schemas/input.schema.json": the pattern "^(a)\\\\1$" cannot run in linear time: \\1 is a backreference'
    );
    expect(r.gates.find((g) => g.id === 'manifest')?.status).toBe('fail');
  });

  it('a lookahead in the manifest `parameters` schema is QS040 at its line in qsolve.yaml', async () => {
    const dir = copy();
    const f = join(dir, 'qsolve.yaml');
    const text = readFileSync(f, 'utf8').replace(
      '    shots: {type: integer, minimum: 1, default: 500}\n',
      "    shots: {type: integer, minimum: 1, default: 500}\n    label:\n      type: string\n      pattern: '^(?!x)'\n"
    );
    writeFileSync(f, text);
    const line = text.split('\n').findIndex((l) => l.includes('pattern:')) + 1;
    const s = await loadWorkflow(dir, '.');
    const r = checkWorkflow(s, { findings: [], notRun: 'not run in this test' });
    const q = r.findings.filter((x) => x.code === 'QS040');
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ file: 'qsolve.yaml', line });
    expect(q[0].message).toMatch(/lookahead/);
  });

  it("the same under the Qsolve notes' spelling `params`: QS040 still at its line", async () => {
    const dir = copy();
    const f = join(dir, 'qsolve.yaml');
    const text = readFileSync(f, 'utf8')
      .replace(/^parameters:/m, 'params:')
      .replace(
        '    shots: {type: integer, minimum: 1, default: 500}\n',
        "    shots: {type: integer, minimum: 1, default: 500}\n    label:\n      type: string\n      pattern: '^(?!x)'\n"
      );
    expect(text).toMatch(/^params:/m);
    writeFileSync(f, text);
    const line = text.split('\n').findIndex((l) => l.includes('pattern:')) + 1;
    const s = await loadWorkflow(dir, '.');
    const r = checkWorkflow(s, { findings: [], notRun: 'not run in this test' });
    expect(r.findings.filter((x) => x.code === 'QS040')).toEqual([
      expect.objectContaining({ file: 'qsolve.yaml', line })
    ]);
    expect(r.findings.filter((x) => x.code === 'QS043')).toHaveLength(1);
  });
});
