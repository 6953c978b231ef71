import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandIO } from '../../src/core/command.js';
import { main } from '../../src/cli/main.js';
import type { Report } from '../../src/core/model.js';
import { mergeReports, resolveReportPaths } from '../../src/merge.js';
import { MergeError, type ShardReport } from '../../src/core/report-check.js';
import { runCheck } from '../../src/run.js';
import { recount } from '../../src/core/verdict.js';

let root: string;
let empty: string;
const RELEASES = 23;

function release(dir: string, i: number, broken: boolean): void {
  mkdirSync(join(dir, 'data'), { recursive: true });
  const body = `release ${i}\n`;
  writeFileSync(join(dir, 'data', 'r.txt'), body);
  const sha = broken ? '0'.repeat(64) : createHash('sha256').update(body).digest('hex');
  writeFileSync(
    join(dir, 'ARTIFACT_MANIFEST.tsv'),
    `path\tbytes\tsha256\ndata/r.txt\t${Buffer.byteLength(body)}\t${sha}\n`
  );
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bg-shard-'));
  for (let i = 0; i < RELEASES; i++) release(join(root, 'releases', `r${String(i).padStart(2, '0')}`), i, i % 5 === 0);
  // A run-level finding (unknown configuration key) that must appear exactly once after a merge.
  writeFileSync(join(root, '.benchgate.yml'), 'exclude: []\nbogus: 1\n');
  empty = mkdtempSync(join(tmpdir(), 'bg-shard-empty-'));
  writeFileSync(join(empty, 'notes.txt'), 'nothing here\n');
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

const paths = (r: Report) => r.suites.flatMap((s) => s.artifacts.map((a) => `${s.suite}:${a.artifact.path}`));

/** The report without timings and shard information. */
function normal(r: Report): unknown {
  const c = structuredClone(r) as any;
  delete c.startedAt;
  delete c.durationMs;
  delete c.config.shard;
  for (const s of c.suites) for (const a of s.artifacts) delete a.durationMs;
  return c;
}

async function shards(dir: string, n: number): Promise<ShardReport[]> {
  const out: ShardReport[] = [];
  for (let i = 1; i <= n; i++)
    out.push({
      source: `shard-${i}.json`,
      report: await runCheck({ path: dir, suites: 'auto', shard: { index: i, count: n } })
    });
  return out;
}

describe('sharding', () => {
  it('for N = 1..5 the shards partition the unsharded work exactly, and the merge equals the unsharded report', async () => {
    const whole = await runCheck({ path: root, suites: 'auto' });
    expect(whole.counts.artifacts).toBe(RELEASES);
    expect(whole.findings.filter((f) => f.code === 'BG002')).toHaveLength(1);
    expect(whole.verdict).toBe('fail');
    for (let n = 1; n <= 5; n++) {
      const parts = await shards(root, n);
      const all = parts.flatMap((p) => paths(p.report));
      expect(new Set(all).size).toBe(all.length); // no overlap
      expect([...all].sort()).toEqual([...paths(whole)].sort()); // union is the whole
      // Run-level findings only in shard 1.
      for (const p of parts.slice(1)) expect(p.report.findings).toEqual([]);
      expect(parts[0].report.findings.map((f) => f.code)).toEqual(['BG002']);
      const merged = await mergeReports([...parts].reverse());
      expect(normal(merged)).toEqual(normal(whole));
      expect(merged.config.shard).toBeUndefined();
    }
  });

  it('the partition is deterministic', async () => {
    const a = await shards(root, 3);
    const b = await shards(root, 3);
    expect(a.map((s) => paths(s.report))).toEqual(b.map((s) => paths(s.report)));
  });

  it('BG001 is not raised per shard; the merge raises it once on an empty union, like the unsharded run', async () => {
    const whole = await runCheck({ path: empty, suites: 'auto' });
    expect(whole.findings.map((f) => f.code)).toEqual(['BG001']);
    const parts = await shards(empty, 3);
    for (const p of parts) expect(p.report.findings).toEqual([]);
    expect(normal(await mergeReports(parts))).toEqual(normal(whole));
  });
});

describe('merge refuses what it cannot combine', () => {
  let parts: ShardReport[];
  beforeAll(async () => {
    parts = await shards(root, 3);
  });
  const tweak = (i: number, f: (r: any) => void): ShardReport[] =>
    parts.map((p, j) => {
      if (j !== i) return p;
      // Edited consistently (counts and verdict recomputed), so the rule under test is what refuses it.
      const r = structuredClone(p.report) as any;
      f(r);
      return { ...p, report: recount(r) };
    });

  it.each([
    ['another benchgate version', (r: any) => (r.tool.version = '9.9.9'), /written by benchgate 9\.9\.9/],
    ['another configuration', (r: any) => (r.config.configHash = 'f'.repeat(64)), /different configurations/],
    ['another fail-on', (r: any) => (r.config.failOn = 'never'), /fail-on never/],
    ['other suites', (r: any) => (r.config.suites = [...r.config.suites].reverse()), /ran suites \[/],
    [
      'a different shard count',
      (r: any) => (r.config.shard = { ...r.config.shard, count: 4 }),
      /shard 2\/4 but holds .* which belongs to shard|run of 3 shards/
    ],
    [
      'a report without shard information',
      (r: any) => delete r.config.shard,
      /are not the ones its run discovered|not a shard report/
    ]
  ])('%s', async (_what, f, msg) => {
    await expect(mergeReports(tweak(1, f))).rejects.toThrow(MergeError);
    await expect(mergeReports(tweak(1, f))).rejects.toThrow(msg);
  });

  it('a missing or duplicate shard', async () => {
    await expect(mergeReports(parts.slice(0, 2))).rejects.toThrow(/missing shard report\(s\) 3\/3/);
    await expect(mergeReports([parts[0], parts[1], { ...parts[1], source: 'again.json' }])).rejects.toThrow(
      /shard 2\/3 appears twice: shard-2\.json and again\.json/
    );
  });

  it('an artifact in two shards', async () => {
    const from = parts.findIndex((p) => p.report.suites[0].artifacts.length > 0);
    const into = (from + 1) % parts.length;
    const dup = tweak(into, (r) => r.suites[0].artifacts.push(parts[from].report.suites[0].artifacts[0]));
    await expect(mergeReports(dup)).rejects.toThrow(/is in both|which belongs to shard/);
  });
});

describe('benchgate merge (CLI) and the reports input', () => {
  const io = (cwd: string) => {
    const out: string[] = [];
    const err: string[] = [];
    const x: CommandIO = {
      stdout: (t) => void out.push(t),
      stderr: (t) => void err.push(t),
      color: false,
      cwd,
      env: {},
      isTTY: false
    };
    return { x, out, err };
  };

  it('check --shard writes each report; merge combines them with exit 1 (a gate failed), and refuses a mismatch with exit 2', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bg-merge-cli-'));
    try {
      for (let i = 1; i <= 3; i++) {
        const r = io(work);
        const code = await main(
          [
            'check',
            root,
            '--shard',
            `${i}/3`,
            '--report-json',
            `shards/s${i}/report.json`,
            '--no-cache',
            '--format',
            'json'
          ],
          r.x
        );
        expect([0, 1]).toContain(code);
      }
      const files = await resolveReportPaths('shards/**/*.json', work);
      expect(files.map((f) => f.slice(work.length + 1))).toEqual([
        'shards/s1/report.json',
        'shards/s2/report.json',
        'shards/s3/report.json'
      ]);
      expect(await resolveReportPaths('shards', work)).toEqual(files);
      const m = io(work);
      expect(
        await main(
          [
            'merge',
            ...files,
            '--format',
            'json',
            '--junit',
            'merged.xml',
            '--sarif',
            'merged.sarif',
            '--summary',
            'summary.md'
          ],
          m.x
        )
      ).toBe(1);
      const merged = JSON.parse(m.out.join('')) as Report;
      expect(merged.counts.artifacts).toBe(RELEASES);
      expect(readFileSync(join(work, 'summary.md'), 'utf8')).toMatch(/benchgate failed/);
      const bad = JSON.parse(readFileSync(files[1], 'utf8'));
      bad.tool.version = '0.0.1';
      writeFileSync(files[1], JSON.stringify(bad));
      const e = io(work);
      expect(await main(['merge', ...files], e.x)).toBe(2);
      expect(e.err.join('')).toMatch(/benchgate merge: .*benchgate 0\.0\.1/);
      const missing = io(work);
      expect(await main(['merge', files[0], files[2]], missing.x)).toBe(2);
      expect(missing.err.join('')).toMatch(/missing shard report\(s\) 2\/3/);
      expect(await main(['merge'], io(work).x)).toBe(2);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
