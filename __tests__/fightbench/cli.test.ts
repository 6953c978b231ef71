import { describe, expect, test } from '@jest/globals';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError, type CommandIO } from '../../src/core/command.js';
import { loadGroup } from '../../src/cli/commands.js';
import { FIXTURES, INTEROP, NEGATIVE, tmp } from './helpers.js';

const verify = (await loadGroup('fightbench')).find((c) => c.name.join(' ') === 'fightbench verify')!;

async function run(args: string[], cwd: string): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CommandIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (out += t),
    color: false,
    cwd,
    env: {},
    isTTY: false
  };
  const code = await verify.run(args, io);
  return { code, out };
}

describe('benchgate fightbench verify', () => {
  test('valid JSONL and Parquet: exit 0; text report shows the table and "unverifiable"', async () => {
    const { code, out } = await run(['rows.jsonl', 'hyw-snappy.parquet'], INTEROP);
    expect(code).toBe(0);
    expect(out).toMatch(/unverifiable/);
    expect(out).toMatch(/rows\.jsonl/);
  });

  test('--format json gives the report; invalid Parquet exits 1', async () => {
    const { code, out } = await run(['invalid/truncated.parquet', '--format', 'json'], INTEROP);
    expect(code).toBe(1);
    const rep = JSON.parse(out);
    expect(rep.suites[0].artifacts[0].findings[0].code).toBe('FB003');
  });

  test('a negative file named explicitly is FB001, exit 1', async () => {
    const { code, out } = await run(['site__board.json', '--format', 'json'], NEGATIVE);
    expect(code).toBe(1);
    const rep = JSON.parse(out);
    expect(rep.suites[0].artifacts[0].findings[0].code).toBe('FB001');
    expect(rep.suites[0].skipped[0].path).toBe('site__board.json');
  });

  test('--engine runs the replay; --engine-versions restricts versions', async () => {
    const dir = tmp();
    copyFileSync(join(INTEROP, 'rows.jsonl'), join(dir, 'rows.jsonl'));
    const engine = `"${process.execPath}" "${join(FIXTURES, 'engine.mjs')}"`;
    const { code, out } = await run(['rows.jsonl', '--engine', engine, '--format', 'json'], dir);
    expect(code).toBe(1); // placeholder stateHash values are not known answers: the stand-in disagrees
    const a = JSON.parse(out).suites[0].artifacts[0];
    expect(a.findings.filter((f: { code: string }) => f.code === 'FB041')).toHaveLength(2);
    const v = await run(['rows.jsonl', '--engine-versions', '0.2.0', '--format', 'json'], dir);
    expect(JSON.parse(v.out).suites[0].artifacts[0].findings.map((f: { code: string }) => f.code)).toContain('FB013');
  });

  test('usage errors', async () => {
    await expect(run([], INTEROP)).rejects.toThrow(UsageError);
    await expect(run(['x', '--format', 'xml'], INTEROP)).rejects.toThrow(/--format/);
    await expect(run(['x', '--bogus'], INTEROP)).rejects.toThrow(UsageError);
    await expect(run(['x', '--max-cell-bytes', 'lots'], INTEROP)).rejects.toThrow(/max-cell-bytes/);
  });

  test('a missing file is FB002, exit 1', async () => {
    const { code, out } = await run(['nope.jsonl', '--format', 'json'], INTEROP);
    expect(code).toBe(1);
    expect(JSON.parse(out).suites[0].artifacts[0].findings[0].code).toBe('FB002');
  });
});

describe('benchgate fightbench verify: independent files, --one-export, --no-secret-scan', () => {
  test('every interop file named: twins compared, no FB016 (exit 0); --one-export makes them shards (exit 1)', async () => {
    const files = [
      'rows.jsonl',
      'dsnp-snappy-v1.parquet',
      'dsnp-snappy-v2.parquet',
      'duckdb-snappy.parquet',
      'hyw-snappy.parquet'
    ];
    const free = await run([...files, '--format', 'json'], INTEROP);
    expect(free.code).toBe(0);
    const set = JSON.parse(free.out).suites[0].artifacts.find(
      (a: { artifact: { kind: string } }) => a.artifact.kind === 'fightbench-export-set'
    );
    expect(set.facts.twinPairs).toBe(4);
    // as shards: the 4 Parquet files are twins of rows.jsonl (counted once), so still one download, no FB016
    const one = await run([...files, '--one-export'], INTEROP);
    expect(one.code).toBe(0);
  });

  test('--one-export with two downloads sharing a matchId: FB016, exit 1', async () => {
    const dir = tmp();
    const { writeJsonl, row } = await import('./helpers.js');
    writeJsonl(join(dir, 'a.jsonl'), [row({ matchId: 'm-1' })]);
    writeJsonl(join(dir, 'b.jsonl'), [row({ matchId: 'm-1' })]);
    expect((await run(['a.jsonl', 'b.jsonl'], dir)).code).toBe(0);
    const { code, out } = await run(['a.jsonl', 'b.jsonl', '--one-export'], dir);
    expect(code).toBe(1);
    expect(out).toMatch(/FB016/);
  });

  test('secret scan on by default; --no-secret-scan turns it off; both flags is a usage error', async () => {
    const dir = tmp();
    const { writeJsonl, row } = await import('./helpers.js');
    writeJsonl(join(dir, 's.jsonl'), [row({ calls: JSON.stringify([{ h: `Bearer sk-${'Q1w2E3r4'.repeat(4)}` }]) })]);
    const on = await run(['s.jsonl'], dir);
    expect(on.code).toBe(1);
    expect(on.out).toMatch(/FB050/);
    expect(on.out).not.toContain('Q1w2E3r4');
    expect((await run(['s.jsonl', '--no-secret-scan'], dir)).code).toBe(0);
    await expect(run(['s.jsonl', '--no-secret-scan', '--secret-scan'], dir)).rejects.toThrow(UsageError);
  });
});
