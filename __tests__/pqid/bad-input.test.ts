import { describe, expect, test, beforeAll } from '@jest/globals';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pqidSuite } from '../../src/suites/pqid/suite.js';
import { loadEvaluations } from '../../src/suites/pqid/service.js';
import { RepoTree } from '../../src/core/tree.js';
import type { Finding } from '../../src/core/model.js';

const ok = (p: string, extra = ''): string =>
  `{"model":"m","prompt_id":"${p}","report_executable":true,"report_signature_match":false${extra}}`;

let root = '';
const files: Record<string, string | Buffer> = {
  'empty.jsonl': '',
  'blank.jsonl': '\n  \n\t\n',
  'badjson.jsonl': `${ok('p1')}\n\n{"model": "m", oops\n${ok('p2')}\n`,
  'array.jsonl': `[1,2]\n"text"\n42\nnull\n${ok('p1')}\n`,
  'strings.jsonl': `{"model":"m","prompt_id":"p1","report_executable":"true","report_signature_match":"false"}\n`,
  'flags.jsonl': `{"model":"m","prompt_id":"p1","report_executable":2,"report_signature_match":false}\n{"model":"m","prompt_id":"p2","report_executable":-1,"report_signature_match":false}\n`,
  'nan.jsonl': `{"model":"m","prompt_id":"p1","report_executable":NaN,"report_signature_match":false}\n{"model":"m","prompt_id":"p2","report_executable":true,"report_signature_match":Infinity}\n`,
  'huge.jsonl': `${ok('p1')}\n{"model":"m","prompt_id":"p2","pad":"${'x'.repeat(300_000)}","report_executable":true,"report_signature_match":false}\n${ok('p3')}\n`,
  'latin1.jsonl': Buffer.concat([
    Buffer.from(`${ok('p1')}\n{"model":"m\xe9`, 'latin1'),
    Buffer.from(`","prompt_id":"p2","report_executable":true,"report_signature_match":false}\n`)
  ]),
  'many.jsonl':
    [
      ok('p1'),
      ok('p1'),
      `{"model":"m","prompt_id":"p3","report_executable":false,"report_signature_match":true}`,
      `{"model":"","prompt_id":"p4"}`,
      `{"model":"m","prompt_id":"p5","report_executable":true,"execution":false,"report_signature_match":false}`
    ].join('\n') + '\n'
};

async function problems(name: string, maxLineBytes?: number) {
  const l = await loadEvaluations(join(root, name), name, { maxLineBytes });
  return l.acc;
}

async function checkFile(name: string, options: Record<string, unknown> = {}): Promise<Finding[]> {
  const ctx = { root, options: { evaluations: [name], discover: false, ...options }, log: () => undefined };
  const tree = new RepoTree(root, Object.keys(files));
  const d = await pqidSuite.discover(tree, ctx);
  const a = d.artifacts.find((x) => x.path === name)!;
  const r = await pqidSuite.check(a, ctx);
  return r.findings;
}

describe('bad input becomes coded findings with file and line, never a crash', () => {
  beforeAll(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-bad-')));
    for (const [n, c] of Object.entries(files)) writeFileSync(join(root, n), c);
    mkdirSync(join(root, 'dir.jsonl'));
  });

  test('empty file and blank lines only → PQ010', async () => {
    for (const n of ['empty.jsonl', 'blank.jsonl']) {
      const f = await checkFile(n);
      expect(f.find((x) => x.code === 'PQ010')?.file).toBe(n);
    }
  });
  test('invalid JSON on line N → PQ001 at that line; later records still checked', async () => {
    const acc = await problems('badjson.jsonl');
    expect(acc.firstError?.message).toBe('Invalid JSONL at badjson.jsonl:3');
    const f = await checkFile('badjson.jsonl');
    const e = f.find((x) => x.code === 'PQ001')!;
    expect(e.line).toBe(3);
    expect(e.file).toBe('badjson.jsonl');
  });
  test('arrays and scalars instead of objects → PQ002 on each line', async () => {
    const f = (await checkFile('array.jsonl')).filter((x) => x.code === 'PQ002');
    expect(f.map((x) => x.line)).toEqual([1, 2, 3, 4]);
  });
  test('strings for Booleans → PQ005', async () => {
    const f = await checkFile('strings.jsonl');
    expect(f.find((x) => x.code === 'PQ005')?.message).toMatch(/^Field 'report_executable' must be Boolean or 0\/1/);
  });
  test('2 and -1 for a flag → PQ005 on both lines', async () => {
    const f = (await checkFile('flags.jsonl')).filter((x) => x.code === 'PQ005');
    expect(f.map((x) => x.line)).toEqual([1, 2]);
  });
  test('NaN / Infinity are parsed like Python and rejected as values → PQ005', async () => {
    const f = (await checkFile('nan.jsonl')).filter((x) => x.code === 'PQ005');
    expect(f.map((x) => x.line)).toEqual([1, 2]);
    expect(f[1].message).toMatch(/report_signature_match/);
  });
  test('an enormous line over max-line-bytes → PQ013, the rest is read', async () => {
    const acc = await problems('huge.jsonl', 4096);
    expect(acc.problems.map((p) => [p.kind, p.line])).toEqual([['line-too-long', 2]]);
    expect(acc.cells.length).toBe(2);
    const f = await checkFile('huge.jsonl', { 'max-line-bytes': 4096 });
    expect(f.find((x) => x.code === 'PQ013')?.line).toBe(2);
    // Under the default limit the same line is fine.
    expect((await problems('huge.jsonl')).problems).toEqual([]);
  });
  test('a directory instead of a file → PQ012', async () => {
    const ctx = { root, options: {}, log: () => undefined };
    const r = await pqidSuite.check({ path: 'dir.jsonl', kind: 'pqid-evaluations' }, ctx);
    expect(r.findings[0].code).toBe('PQ012');
    expect(r.gates[0].status).toBe('fail');
  });
  test('non-UTF-8 bytes → PQ011 with the codec message and line', async () => {
    const f = await checkFile('latin1.jsonl');
    const e = f.find((x) => x.code === 'PQ011')!;
    expect(e.line).toBe(2);
    expect(e.message).toMatch(/'utf-8' codec can't decode byte 0xe9 in position \d+: invalid continuation byte/);
  });
  test('every problem is reported, the first one flagged as where the reference stops', async () => {
    const f = await checkFile('many.jsonl');
    const codes = f.filter((x) => x.severity === 'error').map((x) => [x.code, x.line]);
    expect(codes).toEqual([
      ['PQ004', 2],
      ['PQ008', 3],
      ['PQ003', 4],
      ['PQ006', 5]
    ]);
    expect(f[0].message).toMatch(
      /Duplicate model-prompt key at record 2: model='m', prompt_id='p1' \(the reference stops here\)/
    );
  });
});
