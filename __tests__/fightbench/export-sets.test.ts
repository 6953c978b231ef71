/** Issue #20: what makes files one export. Files are independent downloads unless the spec's evidence ties them. */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportSet } from '../../src/suites/fightbench/check-set.js';
import { groupDownloads, sameDownload, type SetMember } from '../../src/suites/fightbench/downloads.js';
import { createFightbenchSuite } from '../../src/suites/fightbench/suite.js';
import { parseOptions } from '../../src/suites/fightbench/options.js';
import type { SuiteContext } from '../../src/suites/types.js';
import { treeOf } from '../helpers/paths.js';
import { FIXTURES, INTEROP, opts, row, tmp, writeJsonl } from './helpers.js';

const ctx = (root: string, options: Record<string, unknown> = {}) =>
  ({ root, options, log: () => undefined }) as unknown as SuiteContext;

async function checkAll(root: string, options: Record<string, unknown> = {}) {
  const suite = createFightbenchSuite();
  const d = await suite.discover(treeOf(root), ctx(root, options));
  const results = [];
  for (const a of d.artifacts) results.push(await suite.check(a, ctx(root, options)));
  return { d, results, errors: results.flatMap((r) => r.findings).filter((f) => f.severity === 'error') };
}

const member = (dir: string, file: string): SetMember => ({
  abs: join(dir, file),
  file,
  format: file.endsWith('.jsonl') ? 'jsonl' : 'parquet'
});

describe('independent files by default', () => {
  test('the conformance folder synthetic-reader-interop: no false FB016, rows.jsonl paired with each of its 4 Parquet twins', async () => {
    const root = tmp();
    cpSync(INTEROP, join(root, 'interop'), { recursive: true });
    const { d, results, errors } = await checkAll(root);
    const set = results.find((r) => r.artifact.kind === 'fightbench-export-set' && r.artifact.path === 'interop')!;
    expect(set.findings).toEqual([]);
    expect(Object.fromEntries(set.gates.map((g) => [g.id, g.status]))).toEqual({
      'unique-ids-across-shards': 'skipped',
      'twins-equal': 'pass'
    });
    expect(set.facts?.twinPairs).toBe(4);
    expect(errors.filter((f) => f.code === 'FB016' || f.code === 'FB017')).toEqual([]);
    // the invalid/ files are reported per file; no set for a folder of Parquet files only
    expect(d.artifacts.some((a) => a.path === 'interop/invalid')).toBe(false);
  });

  test('the codec fixtures (a JSONL and 17 Parquet files with the same rows): all twins, no FB016', async () => {
    const root = tmp();
    cpSync(join(FIXTURES, 'codecs'), join(root, 'codecs'), { recursive: true });
    const { results } = await checkAll(root);
    const set = results.find((r) => r.artifact.kind === 'fightbench-export-set')!;
    expect(set.findings).toEqual([]);
    expect(set.facts?.twinPairs).toBe(
      readdirSync(join(FIXTURES, 'codecs')).filter((n) => n.endsWith('.parquet')).length
    );
  });

  test('a folder of independent valid JSONL downloads sharing matchIds: no set, no error', async () => {
    const root = tmp();
    mkdirSync(join(root, 'runs'));
    for (const n of ['a', 'b', 'c'])
      writeJsonl(join(root, 'runs', `${n}.jsonl`), [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })]);
    const { d, errors } = await checkAll(root);
    expect(d.artifacts.filter((a) => a.kind === 'fightbench-export-set')).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('twins with different names: one FB017 at the first differing row, never FB016', () => {
  test('same matchIds in the same order, one differing row (of 12): exactly one FB017 with file and line', async () => {
    const root = tmp();
    const rows = Array.from({ length: 12 }, (_, i) => row({ matchId: `m-${i}` }));
    writeJsonl(join(root, 'download-2026-10-01.jsonl'), rows);
    writeParquet(
      join(root, 'corpus-part.parquet'),
      rows.map((r, i) => (i === 7 ? { ...r, mode: 'changed' } : r))
    );
    const { results, errors } = await checkAll(root);
    expect(errors.map((f) => f.code)).toEqual(['FB017']);
    const f = errors[0];
    expect(f.file).toBe('download-2026-10-01.jsonl');
    expect(f.line).toBe(8);
    expect(f.message).toBe('row 7, matchId "m-7" differs from corpus-part.parquet in mode; 1 of 12 rows differ.');
    const set = results.find((r) => r.artifact.kind === 'fightbench-export-set')!;
    expect(set.gates.find((g) => g.id === 'twins-equal')?.status).toBe('fail');
  });

  test('a differing matchId still pairs when most rows are equal', async () => {
    const dir = tmp();
    const rows = Array.from({ length: 4 }, (_, i) => row({ matchId: `m-${i}` }));
    writeJsonl(join(dir, 'a.jsonl'), rows);
    writeParquet(
      join(dir, 'b.parquet'),
      rows.map((r, i) => (i === 2 ? { ...r, matchId: 'other' } : r))
    );
    const r = await checkExportSet('.', [member(dir, 'a.jsonl'), member(dir, 'b.parquet')], opts());
    expect(r.findings.map((x) => [x.code, x.file, x.line])).toEqual([['FB017', 'a.jsonl', 3]]);
  });

  test('unrelated JSONL and Parquet files in one folder are not twins (nothing compared, nothing reported)', async () => {
    const dir = tmp();
    writeJsonl(join(dir, 'a.jsonl'), [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })]);
    writeParquet(join(dir, 'b.parquet'), [
      row({ matchId: 'x-1', mode: 'q' }),
      row({ matchId: 'x-2', mode: 'q' }),
      row({ matchId: 'x-3' })
    ]);
    const r = await checkExportSet('.', [member(dir, 'a.jsonl'), member(dir, 'b.parquet')], opts());
    expect(r.findings).toEqual([]);
    expect(r.gates.find((g) => g.id === 'twins-equal')?.status).toBe('skipped');
  });

  test('sameDownload and groupDownloads are pure rules', () => {
    const c = (s: string) => Buffer.from(s.padEnd(88, '.'));
    const a = { ids: ['1', '2'], cells: [c('x'), c('y')], ok: true };
    expect(sameDownload(a, { ids: ['1', '2'], cells: [c('p'), c('q')] })).toBe(true);
    expect(sameDownload(a, { ids: ['1', '3'], cells: [c('x'), c('q')] })).toBe(true);
    expect(sameDownload(a, { ids: ['3', '4'], cells: [c('p'), c('q')] })).toBe(false);
    expect(sameDownload(a, { ids: ['1'], cells: [c('x')] })).toBe(false);
    const digests = new Map([
      ['d/r.jsonl', a],
      ['d/w1.parquet', { ...a }],
      ['d/w2.parquet', { ...a }],
      ['d/z.parquet', { ids: ['9'], cells: [c('z')], ok: true }]
    ]);
    const g = groupDownloads(
      ['d/w2.parquet', 'd/r.jsonl', 'd/z.parquet', 'd/w1.parquet'].map((f) => member('/', f)),
      digests
    );
    expect(g.map((x) => x.map((m) => m.file))).toEqual([
      ['d/r.jsonl', 'd/w1.parquet', 'd/w2.parquet'],
      ['d/z.parquet']
    ]);
  });
});

describe('shards of one export only when configured (option shard-folders)', () => {
  test('a configured folder: a repeated matchId is one FB016 with the later file and its line', async () => {
    const root = tmp();
    mkdirSync(join(root, 'corpus'));
    writeJsonl(join(root, 'corpus', 'part-1.jsonl'), [row({ matchId: 'm-1' }), row({ matchId: 'm-2' })]);
    writeJsonl(join(root, 'corpus', 'part-2.jsonl'), [row({ matchId: 'm-3' }), row({ matchId: 'm-2' })]);
    const free = await checkAll(root);
    expect(free.errors).toEqual([]);
    const { results, errors } = await checkAll(root, { 'shard-folders': ['corpus/'] });
    expect(errors.map((f) => [f.code, f.file, f.line, f.message])).toEqual([
      [
        'FB016',
        'corpus/part-2.jsonl',
        2,
        'row 1, matchId "m-2": the same matchId is in corpus/part-1.jsonl row 1, another shard of this export.'
      ]
    ]);
    const set = results.find((r) => r.artifact.kind === 'fightbench-export-set')!;
    expect(set.gates.find((g) => g.id === 'unique-ids-across-shards')?.status).toBe('fail');
    // "*" = every folder (the behaviour before this decision)
    expect((await checkAll(root, { 'shard-folders': '*' })).errors.map((f) => f.code)).toEqual(['FB016']);
  });

  test('option parsing', () => {
    expect(parseOptions({}).options.shardFolders).toEqual([]);
    expect(parseOptions({ 'shard-folders': './a/, b,*' }).options.shardFolders).toEqual(['a', 'b', '*']);
    expect(parseOptions({ 'shard-folders': ['.'] }).options.shardFolders).toEqual(['.']);
    expect(parseOptions({ 'shard-folders': ['../x'] }).findings.map((f) => f.code)).toEqual(['FB060']);
    expect(parseOptions({ 'shard-folders': 3 }).findings.map((f) => f.code)).toEqual(['FB060']);
  });
});
