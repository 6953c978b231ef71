import { describe, expect, test } from '@jest/globals';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportSet } from '../../src/suites/fightbench/check-set.js';
import { columnsInFirstLine, sniffFile } from '../../src/suites/fightbench/discover.js';
import { createFightbenchSuite } from '../../src/suites/fightbench/suite.js';
import { parseOptions } from '../../src/suites/fightbench/options.js';
import { findSecrets, mayHoldSecret } from '../../src/suites/fightbench/secrets.js';
import { SUITE_IDS } from '../../src/suites/index.js';
import { ALL_CODES } from '../../src/code-registry.js';
import { treeOf } from '../helpers/paths.js';
import { INTEROP, NEGATIVE, opts, row, tmp, writeJsonl } from './helpers.js';

const ctx = (root: string, options: Record<string, unknown> = {}) => ({ root, options, log: () => undefined });

describe('discovery', () => {
  test('negative aipdv/fightbench files are skipped as "not a schema-v1 export", never artifacts', async () => {
    const root = tmp();
    mkdirSync(join(root, 'fightbench'));
    for (const f of readdirSync(NEGATIVE)) copyFileSync(join(NEGATIVE, f), join(root, 'fightbench', f));
    writeFileSync(join(root, 'package.json'), '{"name":"x"}');
    const suite = createFightbenchSuite();
    const d = await suite.discover(treeOf(root), ctx(root));
    expect(d.artifacts).toEqual([]);
    expect(d.skipped?.map((s) => s.path).sort()).toEqual(
      readdirSync(NEGATIVE)
        .map((f) => `fightbench/${f}`)
        .sort()
    );
    for (const s of d.skipped ?? []) expect(s.reason).toMatch(/not a (schema-v1 export|FightBench suite download)/);
  });

  test('conformance files: exports, a set per folder, the INT64 file claimed, suite downloads recognised', async () => {
    const root = tmp();
    mkdirSync(join(root, 'exp'));
    mkdirSync(join(root, 'bad'));
    copyFileSync(join(INTEROP, 'rows.jsonl'), join(root, 'exp', 'rows.jsonl'));
    copyFileSync(join(INTEROP, 'hyw-snappy.parquet'), join(root, 'exp', 'rows.parquet'));
    for (const f of readdirSync(join(INTEROP, 'invalid')))
      copyFileSync(join(INTEROP, 'invalid', f), join(root, 'bad', f));
    writeFileSync(join(root, 'suite.json'), '{"id":"s","createdAt":"t","manifest":{"hash":"x"}}');
    writeFileSync(join(root, 'other.json'), '{"a":1}');
    const suite = createFightbenchSuite();
    const d = await suite.discover(treeOf(root), ctx(root));
    expect(d.artifacts.map((a) => `${a.kind} ${a.path}`).sort()).toEqual(
      [
        'fightbench-export-parquet bad/corrupt-pages.parquet',
        'fightbench-export-parquet bad/not-parquet.parquet',
        'fightbench-export-parquet bad/schemaVersion-int64.parquet',
        'fightbench-export-parquet bad/truncated.parquet',
        'fightbench-export-jsonl exp/rows.jsonl',
        'fightbench-export-parquet exp/rows.parquet',
        'fightbench-export-set exp',
        'fightbench-suite suite.json'
      ].sort()
    );
    expect(d.skipped).toEqual([]);
    // every artifact checks without throwing; the twin set passes
    for (const a of d.artifacts) {
      const r = await suite.check(a, ctx(root));
      expect(r.artifact).toEqual(a);
      if (a.path === 'exp')
        expect(Object.fromEntries(r.gates.map((g) => [g.id, g.status]))).toEqual({
          'unique-ids-across-shards': 'skipped',
          'twins-equal': 'pass'
        });
      if (a.path === 'bad') expect(r.gates.find((g) => g.id === 'unique-ids-across-shards')?.status).toBe('undecided');
    }
  });

  test('sniffing scans the keys of the first row: a first line longer than 64 KiB is recognised by its keys', async () => {
    const dir = tmp();
    const f = join(dir, 'big.jsonl');
    writeJsonl(f, [row({ replay: JSON.stringify({ pad: 'q'.repeat(200_000) }) })]);
    expect(await sniffFile(f, 'big.jsonl')).toEqual({ kind: 'jsonl' });
    // nested (escaped) keys do not count
    expect(columnsInFirstLine('{"x":"{\\"matchId\\":1,\\"pool\\":2,\\"mode\\":3', false)).toEqual([]);
    writeFileSync(join(dir, 'e.jsonl'), '');
    expect(await sniffFile(join(dir, 'e.jsonl'), 'e.jsonl')).toEqual({
      skip: 'empty file; not a schema-v1 export',
      doubt: true
    });
    writeParquet(join(dir, 'p.parquet'), [{ a: 'x' }], { columns: [{ name: 'a', type: 'UTF8' }] });
    expect(await sniffFile(join(dir, 'p.parquet'), 'p.parquet')).toEqual({
      skip: 'not a schema-v1 export: the Parquet schema has none of the 11 schema-v1 columns'
    });
  });

  test('the suite is registered, and every FB code has a fix', () => {
    expect(SUITE_IDS).toContain('fightbench');
    const fb = ALL_CODES.filter((c) => c.code.startsWith('FB'));
    expect(fb.length).toBeGreaterThan(40);
    for (const c of fb) expect(c.fix.length).toBeGreaterThan(10);
  });
});

describe('twins and shards', () => {
  test('JSONL and Parquet twins that differ: FB017 names the row and the columns', async () => {
    const dir = tmp();
    const rows = [row(), row({ matchId: 'm-2', pool: 'live' })];
    writeJsonl(join(dir, 'x.jsonl'), rows);
    writeParquet(join(dir, 'x.parquet'), [rows[0], { ...rows[1], pool: 'private', mode: 'other' }]);
    const r = await checkExportSet(
      '.',
      [
        { abs: join(dir, 'x.jsonl'), file: 'x.jsonl', format: 'jsonl' },
        { abs: join(dir, 'x.parquet'), file: 'x.parquet', format: 'parquet' }
      ],
      opts()
    );
    expect(r.findings.map((f) => [f.file, f.line, f.message])).toEqual([
      ['x.jsonl', 2, 'row 1, matchId "m-2" differs from x.parquet in pool, mode; 1 of 2 rows differ.']
    ]);
    expect(r.gates.find((g) => g.id === 'twins-equal')?.status).toBe('fail');
    // order differs
    writeParquet(join(dir, 'x.parquet'), [rows[1], rows[0]]);
    const o = await checkExportSet(
      '.',
      [
        { abs: join(dir, 'x.jsonl'), file: 'x.jsonl', format: 'jsonl' },
        { abs: join(dir, 'x.parquet'), file: 'x.parquet', format: 'parquet' }
      ],
      opts()
    );
    expect(o.findings[0].message).toMatch(/different order/);
    // row count differs
    writeParquet(join(dir, 'x.parquet'), [rows[0]]);
    const c = await checkExportSet(
      '.',
      [
        { abs: join(dir, 'x.jsonl'), file: 'x.jsonl', format: 'jsonl' },
        { abs: join(dir, 'x.parquet'), file: 'x.parquet', format: 'parquet' }
      ],
      opts()
    );
    expect([c.findings[0].file, c.findings[0].line, c.findings[0].message]).toEqual([
      'x.jsonl',
      2,
      'x.jsonl has 2 rows, x.parquet has 1.'
    ]);
  });

  test('the same matchId in two shards: FB016; twins count once', async () => {
    const dir = tmp();
    writeJsonl(join(dir, 'a.jsonl'), [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })]);
    writeParquet(join(dir, 'a.parquet'), [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })]);
    writeJsonl(join(dir, 'b.jsonl'), [row({ matchId: 'm-3' }), row({ matchId: 'm-2' })]);
    const m = ['a.jsonl', 'a.parquet', 'b.jsonl'].map((file) => ({
      abs: join(dir, file),
      file,
      format: file.endsWith('.jsonl') ? ('jsonl' as const) : ('parquet' as const)
    }));
    const r = await checkExportSet('.', m, opts(), { shards: true });
    expect(r.findings.map((f) => [f.code, f.file, f.line, f.message])).toEqual([
      [
        'FB016',
        'b.jsonl',
        2,
        'row 1, matchId "m-2": the same matchId is in a.jsonl row 1, another shard of this export.'
      ]
    ]);
    expect(Object.fromEntries(r.gates.map((g) => [g.id, g.status]))).toEqual({
      'unique-ids-across-shards': 'fail',
      'twins-equal': 'pass'
    });
    // not configured as shards: independent downloads, no FB016
    const ind = await checkExportSet('.', m, opts());
    expect(ind.findings).toEqual([]);
    expect(Object.fromEntries(ind.gates.map((g) => [g.id, g.status]))).toEqual({
      'unique-ids-across-shards': 'skipped',
      'twins-equal': 'pass'
    });
  });
});

describe('privacy, secrets and options', () => {
  test('secret scan reports pattern, row, column and JSON path, never the value', async () => {
    const key = 'sk-proj-' + 'A1b2C3d4'.repeat(4);
    const aws = 'AKIA' + 'ABCDEFGHIJKLMNOP';
    const calls = JSON.stringify([
      { request: { headers: { Authorization: `Bearer ${key}` } } },
      { note: `aws ${aws}` }
    ]);
    const dir = tmp();
    writeJsonl(join(dir, 's.jsonl'), [row({ calls })]);
    const suite = createFightbenchSuite();
    const r = await suite.check(
      { path: 's.jsonl', kind: 'fightbench-export-jsonl' },
      ctx(dir, { 'secret-scan': true })
    );
    const f = r.findings.filter((x) => x.code === 'FB050');
    expect(f.map((x) => x.subject)).toEqual([
      'line 1, matchId "m-0001", column calls, path /calls/0/request/headers/Authorization',
      'line 1, matchId "m-0001", column calls, path /calls/1/note'
    ]);
    const all = JSON.stringify(r);
    expect(all).not.toContain(key);
    expect(all).not.toContain(aws);
    // on by default (the spec: exports hold no secrets), an error that fails rows-valid; off only when asked
    const byDefault = await suite.check({ path: 's.jsonl', kind: 'fightbench-export-jsonl' }, ctx(dir));
    expect(byDefault.findings.filter((x) => x.code === 'FB050').map((x) => x.severity)).toEqual(['error', 'error']);
    expect(byDefault.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
    const off = await suite.check(
      { path: 's.jsonl', kind: 'fightbench-export-jsonl' },
      ctx(dir, { 'secret-scan': false })
    );
    expect(off.findings.some((x) => x.code === 'FB050')).toBe(false);
    expect(mayHoldSecret('ghp_' + 'a'.repeat(36))).toBe(true);
    expect(findSecrets({ k: 'plain text' })).toEqual([]);
  });

  test('private pool rows: a notice only when the repository is known to be public', async () => {
    const dir = tmp();
    writeJsonl(join(dir, 'p.jsonl'), [row({ pool: 'private' }), row({ matchId: 'b' })]);
    const suite = createFightbenchSuite();
    const codesFor = async (o: Record<string, unknown>) =>
      (await suite.check({ path: 'p.jsonl', kind: 'fightbench-export-jsonl' }, ctx(dir, o))).findings.map(
        (f) => f.code
      );
    expect(await codesFor({ 'public-repo': true })).toContain('FB051');
    expect(await codesFor({ 'public-repo': false })).not.toContain('FB051');
    expect(await codesFor({})).not.toContain('FB051');
  });

  test('raw content never appears in findings or sections', async () => {
    const dir = tmp();
    const secretText = 'USER-PRIVATE-PROMPT-TEXT';
    writeJsonl(join(dir, 'c.jsonl'), [
      row({ calls: `[{"prompt":"${secretText}"}`, decisions: JSON.stringify({ x: secretText }), mode: '' })
    ]);
    const r = await createFightbenchSuite().check({ path: 'c.jsonl', kind: 'fightbench-export-jsonl' }, ctx(dir));
    expect(r.findings.length).toBeGreaterThan(2);
    expect(JSON.stringify(r)).not.toContain(secretText);
  });

  test('options: defaults, strings from action inputs, bad values become FB060', () => {
    expect(parseOptions({}).options).toMatchObject({
      engineVersions: ['0.1.1'],
      secretScan: true,
      requireReplay: false
    });
    const o = parseOptions({
      'engine-versions': '0.1.1, 0.2.0',
      'fightbench-engine': 'node engine.mjs',
      'secret-scan': 'true',
      'public-repo': 'false',
      'max-cell-bytes': '1000'
    }).options;
    expect(o).toMatchObject({
      engineVersions: ['0.1.1', '0.2.0'],
      engine: ['node', 'engine.mjs'],
      secretScan: true,
      publicRepo: false,
      maxCellBytes: 1000
    });
    const bad = parseOptions({
      'engine-versions': '',
      'max-cell-bytes': -1,
      'secret-scan': 'yes',
      'manifest-canonicalization': 'md5',
      typo: 1
    });
    expect(bad.findings.map((f) => f.subject)).toEqual([
      'options.typo',
      'options.engine-versions',
      'options.max-cell-bytes',
      'options.secret-scan',
      'options.manifest-canonicalization'
    ]);
    expect(bad.findings.every((f) => f.code === 'FB060')).toBe(true);
    expect(bad.options.engineVersions).toEqual(['0.1.1']);
  });

  test('a path escaping the repository is FB002, not a read', async () => {
    const r = await createFightbenchSuite().check(
      { path: '../etc/passwd.jsonl', kind: 'fightbench-export-jsonl' },
      ctx(tmp())
    );
    expect(r.findings[0].code).toBe('FB002');
    expect(readFileSync(join(INTEROP, 'rows.jsonl')).length).toBeGreaterThan(0);
  });
});
