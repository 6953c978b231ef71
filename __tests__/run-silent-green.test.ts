/**
 * Never green because nothing was checked (issue 18): every file that used to be skipped silently (BG001 and
 * exit 0) is now claimed by its suite and gives a coded, positioned error and a failing verdict, end to end
 * through runCheck. See docs/security/green.md.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Finding, Report } from '../src/core/model.js';
import { runCheck } from '../src/run.js';
import { REPO } from './helpers/paths.js';

const made: string[] = [];
afterAll(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

/** A fresh folder (not a git checkout: the file-system walk) with the given files. */
function tree(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(join(tmpdir(), 'bg-green-'));
  made.push(root);
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), content);
  }
  return root;
}

const all = (r: Report): Finding[] => [
  ...r.findings,
  ...r.suites.flatMap((s) => [...s.findings, ...s.artifacts.flatMap((a) => a.findings)])
];
const errorsOn = (r: Report, file: string): Finding[] =>
  all(r).filter((f) => f.file === file && f.severity === 'error');
const artifactPaths = (r: Report, suite: string): string[] =>
  r.suites.find((s) => s.suite === suite)?.artifacts.map((a) => a.artifact.path) ?? [];

/** A valid PQID evaluation record (the keys the reference needs). */
const evalRecord = (id: string, over: Record<string, unknown> = {}): string =>
  JSON.stringify({ model: 'm', prompt_id: id, report_executable: true, report_signature_match: true, ...over });

async function check(
  root: string,
  suites: string[] | 'auto' = 'auto',
  extra: Partial<Parameters<typeof runCheck>[0]> = {}
): Promise<Report> {
  return runCheck({ path: root, suites, ...extra });
}

describe('pqid: an evaluations*.jsonl that cannot be read or parsed is an error, not a skip', () => {
  const cases: [string, string | Buffer][] = [
    ['truncated (the file ends inside its first record)', '{"model": "m", "prompt_id": "p1", "report_executable": tr'],
    [
      'starting with a byte order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(evalRecord('p1') + '\n')])
    ],
    ['whose first line is NaN', 'NaN\n' + evalRecord('p2') + '\n'],
    [
      'whose first record is nested 100,000 levels deep',
      '{"model": "m", "prompt_id": "p1", "x": ' + '['.repeat(100_000) + ']'.repeat(100_000) + '}\n'
    ],
    [
      'whose first line is longer than 64 KiB (and whose second record is broken)',
      evalRecord('p1', { pad: 'x'.repeat(200_000) }) + '\n{"model": "m", "prompt_id": "p2"\n'
    ]
  ];
  test.each(cases)('%s', async (_what, content) => {
    const root = tree({ 'results/evaluations.jsonl': content });
    const r = await check(root, ['pqid']);
    expect(artifactPaths(r, 'pqid')).toEqual(['results/evaluations.jsonl']);
    const errs = errorsOn(r, 'results/evaluations.jsonl');
    expect(errs.length).toBeGreaterThan(0);
    expect(errs[0].code).toMatch(/^PQ0\d\d$/);
    expect(errs.some((f) => f.line !== undefined)).toBe(true);
    expect(all(r).some((f) => f.code === 'BG005')).toBe(false);
    expect(r.suites[0].skipped ?? []).toEqual([]);
    expect(r.verdict).toBe('fail');
  });

  test('a folder named evaluations.jsonl is claimed and reported unreadable', async () => {
    const root = tree({ 'keep.txt': 'x' });
    mkdirSync(join(root, 'evaluations.jsonl'));
    const r = await check(root, ['pqid']);
    expect(errorsOn(r, 'evaluations.jsonl').map((f) => f.code)).toEqual(['PQ012']);
    expect(r.verdict).toBe('fail');
  });

  test('look-alikes of another shape stay skipped with their reason (the deliberate rule)', async () => {
    const root = tree({ 'evaluations.jsonl': '{"name": "a", "score": 1}\n', 'data/notes.jsonl': '{"x"' });
    const r = await check(root, ['pqid'], { failOnEmpty: false });
    expect(artifactPaths(r, 'pqid')).toEqual([]);
    expect(r.suites[0].skipped).toEqual([
      { path: 'evaluations.jsonl', reason: expect.stringContaining('lack the evaluation keys') }
    ]);
  });
});

describe('pqid: a run_manifest.json that cannot be read or parsed is an error, not a skip', () => {
  const big = Buffer.alloc(50 * 1024 * 1024, 0x20);
  big.write('{"run_type": "supplied_evaluation", "pad": "', 0);
  big.write('"}', big.length - 2);
  const cases: [string, string | Buffer][] = [
    ['truncated', '{"package_version": "1.2.1", "benchmark_release": "1.0.0", "run_ty'],
    ['NaN', 'NaN'],
    ['an array', '[{"run_type": "supplied_evaluation"}]'],
    ['50 MB', big]
  ];
  test.each(cases)('%s', async (_what, content) => {
    const root = tree({ 'out/run_manifest.json': content });
    const r = await check(root, ['pqid']);
    expect(artifactPaths(r, 'pqid')).toEqual(['out/run_manifest.json']);
    const errs = errorsOn(r, 'out/run_manifest.json');
    expect(errs.map((f) => f.code)).toContain('PQ030');
    expect(all(r).some((f) => f.code === 'BG005')).toBe(false);
    expect(r.verdict).toBe('fail');
  });

  test('a run manifest with Python NaN values is checked, not crashed on', async () => {
    const root = tree({
      'run_manifest.json':
        '{"run_type": "supplied_evaluation", "package_version": NaN, "benchmark_release": "1.0.0", "evaluator_version": "x", "predicate_version": "y", "schema_version": "1.0.0", "artifact_manifest_version": "1.0.0"}'
    });
    const r = await check(root, ['pqid']);
    expect(all(r).some((f) => f.code === 'BG005')).toBe(false);
    expect(errorsOn(r, 'run_manifest.json').length).toBeGreaterThan(0);
  });

  test("a JSON object with none of the run-manifest fields stays skipped (another tool's file)", async () => {
    const root = tree({ 'run_manifest.json': '{"steps": [1, 2]}' });
    const r = await check(root, ['pqid'], { failOnEmpty: false });
    expect(artifactPaths(r, 'pqid')).toEqual([]);
    expect(r.suites[0].skipped?.[0]?.path).toBe('run_manifest.json');
  });
});

describe('fightbench: discovery scans the keys of the whole first row', () => {
  /** Python `json.dumps(row, sort_keys=True)`: `accounting`, then a large `calls` cell, then the other columns. */
  function pythonSortedRow(over: Record<string, unknown> = {}): string {
    const row: Record<string, unknown> = {
      schemaVersion: 1,
      matchId: 'm-1',
      pool: 'official',
      mode: 'duel',
      scenarioId: 'demo-scenario@1',
      stateHash: 'a'.repeat(64),
      replay: JSON.stringify({
        engineVersion: '0.1.1',
        scenario: { id: 'demo-scenario@1' },
        seed: 's',
        config: {},
        actions: [],
        diagnostics: []
      }),
      io: '[]',
      calls: JSON.stringify(Array.from({ length: 3000 }, (_, i) => ({ callId: `c${i}`, note: 'y'.repeat(20) }))),
      decisions: '[]',
      accounting: JSON.stringify({ costUsd: null, complete: false }),
      ...over
    };
    return JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => (a < b ? -1 : 1))), null, 0)
      .replace(/":/g, '": ')
      .replace(/,"/g, ', "');
  }

  test('fewer than 3 column names in the first 64 KiB: claimed, and its bad row fails the check', async () => {
    const first = pythonSortedRow();
    expect(first.indexOf('"matchId"')).toBeGreaterThan(64 * 1024);
    const root = tree({
      'exports/run1.jsonl': first + '\n' + pythonSortedRow({ matchId: 'm-2', pool: 'bogus', calls: '[]' }) + '\n'
    });
    const r = await check(root, ['fightbench']);
    expect(artifactPaths(r, 'fightbench')).toEqual(['exports/run1.jsonl']);
    const errs = errorsOn(r, 'exports/run1.jsonl');
    expect(errs.length).toBeGreaterThan(0);
    expect(errs[0].code).toMatch(/^FB\d{3}$/);
    expect(errs[0].line).toBe(2);
    expect(r.verdict).toBe('fail');
  });

  test('a truncated export in a FightBench folder is claimed and reported', async () => {
    const root = tree({ 'fightbench/matches.jsonl': '{"schemaVer' });
    const r = await check(root, ['fightbench']);
    expect(artifactPaths(r, 'fightbench')).toEqual(['fightbench/matches.jsonl']);
    expect(errorsOn(r, 'fightbench/matches.jsonl').length).toBeGreaterThan(0);
    expect(r.verdict).toBe('fail');
  });

  test('the bundled pqid/evaluations.jsonl stays a deliberate skip for fightbench (no columns)', async () => {
    const root = tree({ 'pqid/evaluations.jsonl': readFileSync(join(REPO, 'examples', 'pqid', 'evaluations.jsonl')) });
    const r = await check(root, ['fightbench'], { failOnEmpty: false });
    expect(r.suites[0].skipped).toEqual([
      {
        path: 'pqid/evaluations.jsonl',
        reason: 'not a schema-v1 export: the first row has none of the 11 schema-v1 columns'
      }
    ]);
  });
});

describe('artifact-manifest', () => {
  test('an ARTIFACT_MANIFEST.tsv that is a folder is AM001, not BG001', async () => {
    const root = tree({ 'release/data.txt': 'x' });
    mkdirSync(join(root, 'release', 'ARTIFACT_MANIFEST.tsv'));
    const r = await check(root, ['artifact-manifest']);
    expect(artifactPaths(r, 'artifact-manifest')).toEqual(['release/ARTIFACT_MANIFEST.tsv']);
    const errs = errorsOn(r, 'release/ARTIFACT_MANIFEST.tsv');
    expect(errs.map((f) => f.code)).toEqual(['AM001']);
    expect(errs[0].message).toContain('directory');
    expect(all(r).some((f) => f.code === 'BG001')).toBe(false);
    expect(r.verdict).toBe('fail');
  });
});

describe('pcs: a bundle whose identifying keys lie past the 64 KiB head is still discovered', () => {
  test('Python json.dumps(sort_keys=True) with a large artifact_refs first', async () => {
    const bundle = JSON.parse(
      readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8')
    ) as Record<string, unknown>;
    // artifact_refs sorts first; make it large enough to push every identifying key past 64 KiB.
    const refs = bundle.artifact_refs as Record<string, unknown>[];
    const padded = {
      ...bundle,
      artifact_refs: [...refs, ...Array.from({ length: 1500 }, (_, i) => ({ ...refs[0], path: `pad/${i}.json` }))]
    };
    const sorted = Object.fromEntries(Object.entries(padded).sort(([a], [b]) => (a < b ? -1 : 1)));
    const text = JSON.stringify(sorted, null, 1);
    expect(text.indexOf('"producer_id"')).toBeGreaterThan(64 * 1024);
    const root = tree({ 'data/bundle.json': text });
    const r = await check(root, ['pcs']);
    expect(artifactPaths(r, 'pcs')).toEqual(['data/bundle.json']);
    // an ingest bundle, not the BenchmarkRun.v0 that the first artifact_refs entry's keys suggested in the head
    expect(r.suites[0].artifacts[0].artifact.kind).toBe('pcs-ingest');
  });
});

describe('a symlink named like an artifact that is not a file of the tree is claimed and reported, never read', () => {
  test('dangling and outside-pointing symlinks: pqid, artifact-manifest, fightbench', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'bg-green-outside-'));
    made.push(outside);
    writeFileSync(join(outside, 'secret.tsv'), 'path\tbytes\tsha256\nTOP-SECRET-LINE\t1\tx\n');
    const root = tree({ 'keep.txt': 'x' });
    mkdirSync(join(root, 'rel'));
    mkdirSync(join(root, 'fightbench'));
    symlinkSync(join(root, 'nope.jsonl'), join(root, 'evaluations.jsonl'));
    symlinkSync(join(outside, 'secret.tsv'), join(root, 'run_manifest.json'));
    symlinkSync(join(outside, 'secret.tsv'), join(root, 'rel', 'ARTIFACT_MANIFEST.tsv'));
    symlinkSync('gone.jsonl', join(root, 'fightbench', 'matches.jsonl'));
    const r = await check(root);
    expect(artifactPaths(r, 'pqid').sort()).toEqual(['evaluations.jsonl', 'run_manifest.json']);
    expect(artifactPaths(r, 'artifact-manifest')).toEqual(['rel/ARTIFACT_MANIFEST.tsv']);
    expect(artifactPaths(r, 'fightbench')).toEqual(['fightbench/matches.jsonl']);
    for (const f of ['evaluations.jsonl', 'run_manifest.json', 'rel/ARTIFACT_MANIFEST.tsv', 'fightbench/matches.jsonl'])
      expect(errorsOn(r, f).length).toBeGreaterThan(0);
    expect(errorsOn(r, 'rel/ARTIFACT_MANIFEST.tsv').map((f) => f.code)).toEqual(['AM001']);
    expect(JSON.stringify(r)).not.toContain('TOP-SECRET');
    expect(
      all(r)
        .filter((f) => f.code === 'BG006')
        .map((f) => f.file)
        .sort()
    ).toEqual(['rel/ARTIFACT_MANIFEST.tsv', 'run_manifest.json']);
    expect(r.verdict).toBe('fail');
  });
});
