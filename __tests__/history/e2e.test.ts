import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import type { HistoryEntry } from '../../src/core/history-model.js';
import type { Report } from '../../src/core/model.js';

/**
 * Issue #35's done-when, in process: three runs of `benchgate check --history DIR` over a copy of examples/pqid, the
 * third with 40 % of the signature matches turned false (every gate still passes; the signature rate falls from
 * 61.36 % to 36.69 %): three entries that `history show --format json` lists; the third run raises an alert and exits
 * 1 with --fail-on-alert (0 without); its JSON report carries `history` with the series.
 */
const EXAMPLE = resolve(dirname(fileURLToPath(import.meta.url)), '../../examples/pqid');
const SHA = (n: number) => String(n).repeat(40);

let root: string;
let tree: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bg-history-e2e-'));
  tree = join(root, 'pqid');
  cpSync(EXAMPLE, tree, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    color: false,
    cwd: root,
    env: {},
    isTTY: false
  };
  const code = await main(args, io);
  return { code, out, err };
}

/** Turns every k-th signature match with k % 5 < 2 (40 %) false, and the endpoints that imply it (ordered, parameter). */
function dropSignatures(file: string): { before: number; after: number } {
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  let k = 0;
  let before = 0;
  for (const r of rows) {
    if (r['report_signature_match'] !== true) continue;
    before++;
    if (k++ % 5 < 2) {
      r['report_signature_match'] = false;
      r['ordered_wire_tape_match'] = false;
      r['parameter_aware_tape_match'] = false;
    }
  }
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return { before, after: rows.filter((r) => r['report_signature_match'] === true).length };
}

const evaluations = (r: Report) =>
  r.suites.find((s) => s.suite === 'pqid')!.artifacts.find((a) => a.artifact.path === 'evaluations.jsonl')!;
const rate = (r: Report, id: string) => evaluations(r).metrics!.find((m) => m.id === id)!.value;

describe('three runs of check --history over the PQID example', () => {
  let third: Report;
  it('runs 1 and 2 pass, are appended, and judge nothing yet / judge equal values ok', async () => {
    const r1 = await run(['check', 'pqid', '--no-cache', '--history', 'history', '--commit', SHA(1), '--json']);
    expect(r1.code).toBe(0);
    const j1 = JSON.parse(r1.out) as Report;
    expect(j1.history).toMatchObject({ source: 'file history', entries: 0, apart: 0, window: 30, alerts: 0 });
    expect(j1.history!.series.find((s) => s.metric === 'signature_rate')!.status).toBe('insufficient');
    const r2 = await run(['check', 'pqid', '--no-cache', '--history', 'history', '--commit', SHA(2), '--json']);
    expect(r2.code).toBe(0);
    const sig = (JSON.parse(r2.out) as Report).history!.series.find((s) => s.metric === 'signature_rate')!;
    // One comparable entry is below the minimum sample of 2.
    expect(sig).toMatchObject({ status: 'insufficient', sample: 1 });
    expect(sig.points.map((p) => p.commit)).toEqual([SHA(1), SHA(2)]);
  });

  it('run 3, with 40 % of the signature matches turned false, passes every gate and raises an alert', async () => {
    const { before, after } = dropSignatures(join(tree, 'evaluations.jsonl'));
    expect([before, after]).toEqual([189, 113]);
    // Judged only (--no-history-write), without --fail-on-alert: the alerts are warnings, exit 0.
    const judged = await run([
      'check',
      'pqid',
      '--no-cache',
      '--history',
      'history',
      '--no-history-write',
      '--commit',
      SHA(3)
    ]);
    expect(judged.code).toBe(0);
    expect(judged.out).toMatch(/^== History \(file history\): 2 entries, window 30: [1-9]\d* alerts?, /);
    // One line per alert, naming the window it was judged against.
    expect(judged.out).toContain(
      'ALERT pqid/evaluations.jsonl signature_rate 36.69% — z −∞ beyond 2.326 (mean 61.36%, sd 0.00%) — window: last 2 (1111111..2222222)\n'
    );
    expect(judged.out).toMatch(
      /warning +BG024 pqid\/evaluations\.jsonl signature_rate \(Signature rate\) is worse than its history/
    );
    // The run itself: with --fail-on-alert the alerts are errors and the run fails; it is appended all the same.
    const r3 = await run([
      'check',
      'pqid',
      '--no-cache',
      '--history',
      'history',
      '--commit',
      SHA(3),
      '--fail-on-alert',
      '--json'
    ]);
    expect(r3.code).toBe(1);
    third = JSON.parse(r3.out) as Report;
    expect(third.verdict).toBe('fail');
    expect(third.counts.gates.fail + third.counts.gates.undecided).toBe(0);
    expect(rate(third, 'signature_rate')).toBeCloseTo(113 / 308, 12);
    const sig = third.history!.series.find((s) => s.path === 'evaluations.jsonl' && s.metric === 'signature_rate')!;
    expect(sig.status).toBe('alert');
    expect(sig.sample).toBe(2);
    expect(sig.points.map((p) => [p.commit, p.value, p.current ?? false])).toEqual([
      [SHA(1), 189 / 308, false],
      [SHA(2), 189 / 308, false],
      [SHA(3), 113 / 308, true]
    ]);
    // Two equal values: no spread, so any worsening is beyond the boundary (z = −∞, stored as null).
    expect(sig.zScore).toEqual({
      mean: 189 / 308,
      stddev: 0,
      z: null,
      threshold: 2.326,
      limit: 189 / 308,
      alert: true
    });
    // The percentage test alone would not alert: 189/113 = 167 % < 200 %.
    expect(sig.percentage).toEqual({
      previous: 189 / 308,
      ratio: 189 / 308 / (113 / 308),
      threshold: 2,
      limit: 189 / 308 / 2,
      alert: false
    });
    const bg024 = evaluations(third).findings.filter((f) => f.code === 'BG024');
    expect(bg024.map((f) => f.subject)).toEqual(
      expect.arrayContaining(['signature_rate', 'es_gap_rate', 'as_gap_rate', 'model/gpt-5.6-sol/signature_rate'])
    );
    expect(bg024.every((f) => f.severity === 'error')).toBe(true);
    expect(bg024.find((f) => f.subject === 'signature_rate')!.message).toBe(
      `signature_rate (Signature rate) is worse than its history: 36.69% (higher is better), judged against the last 2 comparable entries (commits 1111111 to 2222222): z-score −∞ against the mean 61.36% (standard deviation 0.00%), beyond the boundary 2.326 (worst allowed 61.36%); worsening ratio 167.26% against the previous 61.36%, below the threshold 200% (worst allowed 30.68%)`
    );
    // Unchanged metrics are judged ok (equal to a window without spread: z = 0).
    expect(third.history!.series.find((s) => s.metric === 'execution_rate')).toMatchObject({
      status: 'ok',
      zScore: { z: 0, alert: false },
      percentage: { ratio: 1, alert: false }
    });
    expect(third.history!.series.find((s) => s.metric === 'records')!.status).toBe('no-direction');
    expect(third.history!.alerts).toBe(third.history!.series.filter((s) => s.status === 'alert').length);
  });

  it('history show --format json lists the three entries, oldest first', async () => {
    const r = await run(['history', 'show', 'history', '--format', 'json']);
    expect(r.code).toBe(0);
    const entries = JSON.parse(r.out) as HistoryEntry[];
    expect(entries.map((e) => e.commit)).toEqual([SHA(1), SHA(2), SHA(3)]);
    const sig = (e: HistoryEntry) =>
      e.artifacts.find((a) => a.path === 'evaluations.jsonl')!.metrics.find((m) => m.id === 'signature_rate')!.value;
    expect(entries.map(sig)).toEqual([189 / 308, 189 / 308, 113 / 308]);
    // The third run failed on its alerts (--fail-on-alert), with the same configuration hash: the flag is not part of it.
    expect(entries.map((e) => e.verdict)).toEqual(['pass', 'pass', 'fail']);
    expect(entries.every((e) => e.configHash === third.config.configHash)).toBe(true);
    const text = await run(['history', 'show', 'history']);
    expect(text.out.split('\n')[0]).toMatch(/^#\s+commit\s+time\s+verdict/);
    expect(text.out).toContain('3  333333333333');
  });

  it('a fourth run at the new level is no alert: the window now holds the drop (mean 53.14%, z −1.15)', async () => {
    const r = await run([
      'check',
      'pqid',
      '--no-cache',
      '--history',
      'history',
      '--no-history-write',
      '--commit',
      SHA(4),
      '--fail-on-alert',
      '--json'
    ]);
    expect(r.code).toBe(0);
    const sig = (JSON.parse(r.out) as Report).history!.series.find(
      (s) => s.path === 'evaluations.jsonl' && s.metric === 'signature_rate'
    )!;
    expect(sig.status).toBe('ok');
    expect(sig.sample).toBe(3);
    expect(sig.zScore!.z).toBeCloseTo(-1.1547005383792515, 12);
    const entries = JSON.parse((await run(['history', 'show', 'history', '--format', 'json'])).out) as HistoryEntry[];
    expect(entries).toHaveLength(3);
  });
});
