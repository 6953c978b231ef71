/**
 * src/flow.ts with a fake FlowIO: check, merge (with the plan verified), a failing gate → verdict and exit code, a
 * refused merge (going on with the BG013 report, or stopping), and the order of the entry's hooks.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Report } from '../src/core/model.js';
import type { ResultCache } from '../src/core/cache.js';
import { runFlow, type FlowIO, type FlowRequest } from '../src/flow.js';
import { RunError } from '../src/run.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tmp(): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), 'bg-flow-')));
  made.push(d);
  return d;
}

/** A release folder with its ARTIFACT_MANIFEST.tsv; `tamper` files get other bytes after the manifest is written. */
function release(dir: string, files: Record<string, string>, tamper: Record<string, string> = {}): void {
  const rows = ['path\tbytes\tsha256'];
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
    rows.push(`${p}\t${Buffer.byteLength(text)}\t${createHash('sha256').update(text).digest('hex')}`);
  }
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), rows.join('\n') + '\n');
  for (const [p, text] of Object.entries(tamper)) writeFileSync(join(dir, p), text);
}

/** A tree of two releases; `broken` tampers one file of the second. */
function tree(broken = false): string {
  const root = tmp();
  release(join(root, 'a'), { 'data.csv': 'x,y\n1,2\n' });
  release(join(root, 'b'), { 'notes.txt': 'hello\n' }, broken ? { 'notes.txt': 'hullo\n' } : {});
  return root;
}

/** A fake IO that records every call in order. */
function fakeIO(out: string, over: Partial<FlowIO<string>> = {}) {
  const events: string[] = [];
  const io: FlowIO<string> = {
    log: (l) => events.push(`log ${l}`),
    files: { json: join(out, 'report.json') },
    prefix: () => 'bench',
    show: (r) => {
      events.push(`show ${r.verdict} files:${existsSync(join(out, 'report.json'))}`);
    },
    publish: async (r, prefix) => {
      events.push(`publish ${r.verdict} ${prefix} files:${existsSync(join(out, 'report.json'))}`);
      return 'published';
    },
    ...over
  };
  return { io, events };
}

const check = (path: string, extra: Partial<Extract<FlowRequest, { mode: 'check' }>['run']> = {}): FlowRequest => ({
  mode: 'check',
  run: { path, suites: ['artifact-manifest'], ...extra }
});

describe('runFlow: check', () => {
  it('a passing tree: exit 0; show, then the report files, then publish; the result cache is closed, then described', async () => {
    const out = tmp();
    const root = tree();
    const entries = new Map<string, string>();
    const cache: ResultCache = {
      get: async (k) => entries.get(k),
      set: async (k, v) => void entries.set(k, v)
    };
    const { io, events } = fakeIO(out, {
      group: { start: (t) => events.push(`group ${t}`), end: () => events.push('end group') },
      cache: { cache, close: () => events.push('cache closed'), describe: () => 'cache: 0 hits' }
    });
    const r = await runFlow(check(root), io);
    expect([r.exitCode, r.report.verdict, r.report.counts.artifacts, r.published, r.refused]).toEqual([
      0,
      'pass',
      2,
      'published',
      undefined
    ]);
    const order = events.filter((e) => !e.startsWith('log ') || e === 'log cache: 0 hits');
    expect(order).toEqual([
      'group benchgate: checking artifacts',
      'cache closed',
      'end group',
      'log cache: 0 hits',
      'show pass files:false',
      'publish pass bench files:true'
    ]);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(r.report)));
  });

  it('a failing gate: verdict fail and exit 1, unless the entry says this verdict does not fail it (fail-step: false)', async () => {
    const root = tree(true);
    const failing = await runFlow(check(root), fakeIO(tmp()).io);
    expect([failing.exitCode, failing.report.verdict, failing.report.counts.gates.fail > 0]).toEqual([1, 'fail', true]);
    const green = await runFlow(check(root), fakeIO(tmp(), { fails: () => false }).io);
    expect([green.exitCode, green.report.verdict]).toEqual([0, 'fail']);
  });

  it('a shard names itself in the group; a folder that does not exist is a RunError before anything is written', async () => {
    const out = tmp();
    const { io, events } = fakeIO(out, { group: { start: (t) => events.push(t), end: () => {} } });
    await runFlow(check(tree(), { shard: { index: 1, count: 2 } }), io);
    expect(events[0]).toBe('benchgate: checking artifacts (shard 1/2)');
    const other = tmp();
    const f = fakeIO(other);
    await expect(runFlow(check(join(other, 'missing')), f.io)).rejects.toBeInstanceOf(RunError);
    expect([f.events.filter((e) => !e.startsWith('log ')), existsSync(join(other, 'report.json'))]).toEqual([
      [],
      false
    ]);
  });
});

/** The JSON reports of both shards of `root` (run `run`), written through the flow as the shards would. */
async function shards(root: string, run: string): Promise<string[]> {
  const out = tmp();
  const paths: string[] = [];
  for (const index of [1, 2]) {
    const json = join(out, `shard-${index}.json`);
    await runFlow(check(root, { shard: { index, count: 2 }, run: { run } }), {
      log: () => {},
      files: { json },
      prefix: () => '.'
    });
    paths.push(json);
  }
  return paths;
}

describe('runFlow: merge', () => {
  it('merges the shards into the unsharded verdict, verifies the plan, then applies the baseline and logs its inputs', async () => {
    const root = tree(true);
    const [one, two] = await shards(root, '41');
    const whole = await runFlow(check(root), fakeIO(tmp()).io);
    const out = tmp();
    const baselined: Report[] = [];
    const { io, events } = fakeIO(out);
    const r = await runFlow(
      {
        mode: 'merge',
        reports: [one!, two!],
        base: dirname(one!),
        run: '41',
        plan: { path: root, suites: ['artifact-manifest'] },
        baseline: async (rep) => {
          baselined.push(rep);
          return { ...rep, delta: undefined };
        }
      },
      io
    );
    expect([r.exitCode, r.report.verdict, r.report.counts]).toEqual([1, 'fail', whole.report.counts]);
    expect(baselined.length).toBe(1);
    expect(events[0]).toBe('log benchgate: merging 2 report(s): shard-1.json, shard-2.json');
    expect(events[1]).toMatch(
      /^log benchgate: verifying the plan: 2 artifact\(s\) discovered under \.\.\/.+ \(plan [0-9a-f]{12}…\), run 41$/
    );
    expect(events.slice(2)).toEqual(['show fail files:false', 'publish fail bench files:true']);
  });

  it('reads a spec of globs against `base`', async () => {
    const [one] = await shards(tree(), '42');
    const r = await runFlow(
      { mode: 'merge', reports: { spec: 'shard-*.json' }, base: dirname(one!) },
      fakeIO(tmp()).io
    );
    expect([r.exitCode, r.report.verdict, r.report.counts.artifacts]).toEqual([0, 'pass', 2]);
  });

  it('a refused merge with onRefused: a report holding only BG013, verdict fail whatever fail-on says, exit 2, files and publish still there', async () => {
    const [one] = await shards(tree(), '43');
    const out = tmp();
    const { io, events } = fakeIO(out);
    const r = await runFlow(
      {
        mode: 'merge',
        reports: [one!],
        base: dirname(one!),
        onRefused: { root: '/ws/bench', failOn: 'never', suites: 'auto' }
      },
      io
    );
    expect(r.exitCode).toBe(2);
    expect(r.refused?.code).toBe('BG013');
    expect([r.report.verdict, r.report.root, r.report.findings.map((f) => f.code)]).toEqual([
      'fail',
      '/ws/bench',
      ['BG013']
    ]);
    expect(r.report.findings[0]!.message).toBe(r.refused!.message);
    expect(events.filter((e) => !e.startsWith('log '))).toEqual([
      'show fail files:false',
      'publish fail bench files:true'
    ]);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).findings[0].code).toBe('BG013');
  });

  it('a refused merge without onRefused stops: exit 2, nothing shown, written or published', async () => {
    const [one, two] = await shards(tree(), '44');
    const out = tmp();
    const { io, events } = fakeIO(out);
    const r = await runFlow({ mode: 'merge', reports: [one!, two!], base: out, run: '45' }, io);
    expect([r.exitCode, r.refused?.code, r.published]).toEqual([2, 'BG013', undefined]);
    expect(r.refused!.message).toMatch(/45/);
    expect([events.filter((e) => !e.startsWith('log ')), existsSync(join(out, 'report.json'))]).toEqual([[], false]);
  });
});
