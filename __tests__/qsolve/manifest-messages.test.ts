import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateStage } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { editDistance, parseManifest, suggestKey, unknownKeys } from '../../src/suites/qsolve/manifest.js';

const body = `name: max-cut
entry: workflow.py
methods:
  - {name: qaoa, kind: quantum}
  - {name: brute_force, kind: classical, reference: true}
`;
const schemas = 'schemas: {input: schemas/input.schema.json, output: schemas/output.schema.json}\n';
const params = 'parameters:\n  type: object\n  properties: {shots: {type: integer, default: 1000}}\n';

describe('manifest: every unknown key, each at its line, with did-you-mean', () => {
  it('lists all unknown keys (root and nested), not only the first schema error', () => {
    const text =
      body +
      schemas +
      'metrc: {kind: relative_gap}\nresources: {timeout: 60, memory_mb: 512}\ntargets: {sim: [cpu], qpus: [ibm]}\n';
    const m = parseManifest(text, 'wf/qsolve.yaml');
    expect(m.manifest).toBeUndefined();
    const msgs = m.findings.map((f) => [f.code, f.line, f.column, f.message]);
    expect(msgs).toEqual([
      ['QS002', 7, 1, 'unknown manifest key "metrc"; did you mean "metric"?'],
      ['QS002', 8, 13, 'unknown manifest key "resources.timeout"; did you mean "timeout_s"?'],
      ['QS002', 9, 23, 'unknown manifest key "targets.qpus"; did you mean "qpu"?']
    ]);
    expect(m.findings.every((f) => f.gate === 'manifest' && f.file === 'wf/qsolve.yaml')).toBe(true);
  });

  it('unknown keys inside a method item, and a root key that belongs to a nested object', () => {
    const text =
      body.replace('{name: qaoa, kind: quantum}', '{name: qaoa, knd: quantum, kind: quantum}') +
      schemas +
      'tolerance: 0.1\nzzz: 1\n';
    const m = parseManifest(text, 'q.yaml');
    const msgs = m.findings.map((f) => f.message);
    expect(msgs).toContain('unknown manifest key "methods.0.knd"; did you mean "kind"?');
    expect(msgs).toContain('unknown manifest key "tolerance"; did you mean "metric.tolerance"?');
    expect(msgs.find((s) => s.includes('"zzz"'))).toMatch(
      /known keys here: name, version, title, description, entry, schemas, parameters, methods, metric, resources, targets/
    );
    expect(m.findings.find((f) => f.message.includes('knd'))).toMatchObject({ line: 4, column: 18 });
  });

  it('still reports the first other schema error beside the unknown keys', () => {
    const text = body.replace('entry: workflow.py\n', '') + 'foo: 1\n';
    const m = parseManifest(text, 'q.yaml');
    expect(m.findings.map((f) => f.message)).toEqual([
      'unknown manifest key "foo"; known keys here: name, version, title, description, entry, schemas, parameters, methods, metric, resources, targets',
      expect.stringMatching(/^manifest \(root\) must have required property 'entry'/)
    ]);
  });

  it('a manifest with input_schema, output_schema, params and a typo gets every problem at once', () => {
    const text =
      body +
      'input_schema: schemas/input.schema.json\noutput_schema: schemas/output.schema.json\nparams:\n  type: object\n  properties: {shots: {type: integer}}\nmetric: {kind: relative_gap, tolerence: 0.1}\n';
    const m = parseManifest(text, 'q.yaml');
    expect(m.findings.filter((f) => f.severity === 'error').map((f) => [f.line, f.message])).toEqual([
      [11, 'unknown manifest key "metric.tolerence"; did you mean "tolerance"?']
    ]);
    expect(m.findings.filter((f) => f.code === 'QS043')).toHaveLength(3);
  });

  it('editDistance and suggestKey', () => {
    expect(editDistance('metrc', 'metric')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(suggestKey('Metric', ['metric', 'methods'])).toBe('metric');
    expect(suggestKey('xy', ['name', 'entry'])).toBeUndefined();
    expect(unknownKeys({ name: 'x', methods: [{ name: 'a', kind: 'quantum', refrence: true }] })).toEqual([
      { path: ['methods', 0, 'refrence'], suggestion: 'reference', known: ['name', 'kind', 'reference', 'description'] }
    ]);
  });
});

describe('manifest: the Qsolve notes spellings', () => {
  it('input_schema / output_schema / params are normalised with a QS043 notice at the key written', () => {
    const text =
      body +
      'input_schema: schemas/in.json\noutput_schema: schemas/out.json\nparams:\n  type: object\n  properties: {shots: {type: integer, default: 1000}}\n';
    const m = parseManifest(text, 'q.yaml');
    expect(m.findings.map((f) => [f.code, f.severity, f.line, f.message])).toEqual([
      [
        'QS043',
        'notice',
        6,
        'manifest key "input_schema" (the Qsolve notes\' spelling) is read as `schemas.input`, benchgate\'s spelling'
      ],
      [
        'QS043',
        'notice',
        7,
        'manifest key "output_schema" (the Qsolve notes\' spelling) is read as `schemas.output`, benchgate\'s spelling'
      ],
      [
        'QS043',
        'notice',
        8,
        'manifest key "params" (the Qsolve notes\' spelling) is read as `parameters`, benchgate\'s spelling'
      ]
    ]);
    expect(m.manifest?.schemas).toEqual({ input: 'schemas/in.json', output: 'schemas/out.json' });
    expect(m.manifest?.parameters).toMatchObject({
      type: 'object',
      properties: { shots: { type: 'integer', default: 1000 } }
    });
    expect(m.manifest as unknown as Record<string, unknown>).not.toHaveProperty('params');
    // Later findings about these keys (QS003 a schema that does not compile) point at the line actually written.
    expect(m.keyPos).toMatchObject({
      'schemas.input': { line: 6 },
      'schemas.output': { line: 7 },
      parameters: { line: 8 }
    });
  });

  it('one alias beside a partial `schemas` mapping fills the missing half', () => {
    const text = body + 'schemas: {input: schemas/in.json}\noutput_schema: schemas/out.json\n';
    const m = parseManifest(text, 'q.yaml');
    expect(m.findings.map((f) => f.code)).toEqual(['QS043']);
    expect(m.manifest?.schemas).toEqual({ input: 'schemas/in.json', output: 'schemas/out.json' });
  });

  it('both spellings of one key are an error at the alias', () => {
    const both = parseManifest(body + schemas + 'input_schema: schemas/other.json\n', 'q.yaml');
    expect(both.manifest).toBeUndefined();
    expect(both.findings.map((f) => [f.code, f.severity, f.line])).toEqual([['QS002', 'error', 7]]);
    expect(both.findings[0].message).toBe(
      'manifest gives both "input_schema" and `schemas.input`, two spellings of one key; keep one'
    );
    const p = parseManifest(body + schemas + params + 'params: {type: object, properties: {shots: {}}}\n', 'q.yaml');
    expect(p.findings.map((f) => [f.code, f.line, f.message])).toEqual([
      ['QS002', 10, 'manifest gives both "params" and `parameters`, two spellings of one key; keep one']
    ]);
  });

  it('an error inside an aliased value points at the alias line', () => {
    const m = parseManifest(body + 'input_schema: /etc/passwd\noutput_schema: schemas/out.json\n', 'q.yaml');
    const err = m.findings.find((f) => f.severity === 'error');
    expect(err).toMatchObject({ code: 'QS002', line: 6 });
    expect(err?.message).toMatch(/^manifest \/schemas\/input must match pattern/);
  });

  it('JSON manifests get the same treatment', () => {
    const m = parseManifest(
      JSON.stringify(
        {
          name: 'x',
          entry: 'workflow.py',
          input_schema: 'i.json',
          output_schema: 'o.json',
          methods: [
            { name: 'q', kind: 'quantum' },
            { name: 'reference', kind: 'classical' }
          ],
          metirc: {}
        },
        null,
        2
      ),
      'qsolve.json'
    );
    expect(m.findings.map((f) => [f.code, f.line])).toEqual([
      ['QS043', 4],
      ['QS043', 5],
      ['QS002', 16]
    ]);
    expect(m.findings[2].message).toBe('unknown manifest key "metirc"; did you mean "metric"?');
  });
});

describe('manifest spellings, end to end through loadWorkflow', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = realpathSync(mkdtempSync(join(tmpdir(), 'qsolve-manifest-')));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const aliased = (dir: string, edit: (y: string) => string) => {
    cpSync(join(process.cwd(), 'examples/qsolve/max-cut'), dir, { recursive: true });
    const y = readFileSync(join(dir, 'qsolve.yaml'), 'utf8')
      .replace(
        'schemas:\n  input: schemas/input.schema.json\n  output: schemas/output.schema.json\n',
        'input_schema: schemas/input.schema.json\noutput_schema: schemas/output.schema.json\n'
      )
      .replace('parameters:\n', 'params:\n');
    writeFileSync(join(dir, 'qsolve.yaml'), edit(y));
  };

  it('the example written with input_schema/output_schema/params validates, schemas and parameter defaults applied', async () => {
    aliased(join(tmp, 'a'), (y) => y);
    const s = await loadWorkflow(tmp, 'a');
    expect(s.manifestFindings.map((f) => [f.code, f.severity])).toEqual([
      ['QS043', 'notice'],
      ['QS043', 'notice'],
      ['QS043', 'notice']
    ]);
    expect(s.inputSchema).toBeDefined();
    const p: Record<string, unknown> = {};
    s.paramsSchema?.(p);
    expect(p).toEqual({ shots: 4000, layers: 1 }); // `params` was read as `parameters`, its defaults apply
    expect(validateStage(s).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('a missing schema named by input_schema is QS003 at the input_schema line', async () => {
    aliased(join(tmp, 'b'), (y) =>
      y.replace('input_schema: schemas/input.schema.json', 'input_schema: schemas/nope.json')
    );
    const s = await loadWorkflow(tmp, 'b');
    const line =
      readFileSync(join(tmp, 'b', 'qsolve.yaml'), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('input_schema:')) + 1;
    expect(s.manifestFindings.find((f) => f.code === 'QS003')).toMatchObject({
      file: 'b/qsolve.yaml',
      line,
      column: 1
    });
  });
});

describe('manifest messages stay bounded (attack: a generated manifest floods the report)', () => {
  it('lists at most 50 unknown keys, then one summary; a huge key name is cut and gets no suggestion', () => {
    const many = Array.from({ length: 500 }, (_, i) => `k${i}: 1`).join('\n');
    const m = parseManifest(body + schemas + many + '\n', 'q.yaml');
    const unknown = m.findings.filter((f) => f.message.startsWith('unknown manifest key'));
    expect(unknown).toHaveLength(50);
    expect(m.findings.find((f) => f.message.includes('more unknown'))).toMatchObject({
      message: '450 more unknown manifest key(s) not listed (at most 50 are)',
      line: 57
    });
    // YAML refuses implicit keys over 1024 characters; JSON does not.
    const huge = 'x'.repeat(100_000);
    const json = JSON.stringify({
      name: 'x',
      entry: 'workflow.py',
      schemas: { input: 'i.json', output: 'o.json' },
      methods: [
        { name: 'q', kind: 'quantum' },
        { name: 'reference', kind: 'classical' }
      ],
      [huge]: 1
    });
    const one = parseManifest(json, 'qsolve.json').findings[0].message;
    expect(one.length).toBeLessThan(300);
    expect(one).toMatch(/^unknown manifest key "x{80}…"; known keys here/);
  });
});
