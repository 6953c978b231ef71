import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  ftruncateSync,
  writeSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandIO } from '../src/core/command.js';
import { main } from '../src/cli/main.js';
import type { Report } from '../src/core/model.js';
import { MAX_SHARDS, parseShardSpec, planDigest } from '../src/core/partition.js';
import { countGates, recount } from '../src/core/verdict.js';
import { mergeReportFiles, mergeReports, readReportFile } from '../src/merge.js';
import {
  MAX_REPORT_BYTES,
  MergeError,
  parseShardReport,
  validateReport,
  type ShardReport
} from '../src/core/report-check.js';
import { runCheck } from '../src/run.js';
import { LocalFolderCache } from '../src/core/local-cache.js';
import { VERSION } from '../src/version.js';

/**
 * Tamper-evident merge: every attack of issue 18 on `benchgate merge` is performed here against a small tree of
 * ARTIFACT_MANIFEST.tsv releases (some broken, so the honest verdict is fail).
 */
let root: string;
let other: string;
let work: string;
const RELEASES = 12;

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

let whole: Report;
let parts: ShardReport[];

async function shards(dir: string, n: number, run?: string): Promise<ShardReport[]> {
  const out: ShardReport[] = [];
  for (let i = 1; i <= n; i++)
    out.push({
      source: `shard-${i}.json`,
      report: await runCheck({
        path: dir,
        suites: ['artifact-manifest'],
        shard: { index: i, count: n },
        ...(run ? { run: { run } } : {})
      })
    });
  return out;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'bg-merge-'));
  for (let i = 0; i < RELEASES; i++) release(join(root, 'releases', `r${String(i).padStart(2, '0')}`), i, i % 4 === 0);
  other = mkdtempSync(join(tmpdir(), 'bg-merge-other-'));
  for (let i = 0; i < RELEASES + 1; i++) release(join(other, 'releases', `r${String(i).padStart(2, '0')}`), i, false);
  work = mkdtempSync(join(tmpdir(), 'bg-merge-work-'));
  whole = await runCheck({ path: root, suites: ['artifact-manifest'] });
  parts = await shards(root, 3);
});
afterAll(() => {
  for (const d of [root, other, work]) rmSync(d, { recursive: true, force: true });
});

const edit = (p: ShardReport, f: (r: any) => void, consistent = true): ShardReport => {
  const r = structuredClone(p.report) as any;
  f(r);
  return { ...p, report: consistent ? recount(r) : r };
};
const replace = (i: number, s: ShardReport) => parts.map((p, j) => (j === i ? s : p));
/** Index of a shard holding a failing artifact. */
const failingShard = () =>
  parts.findIndex((p) => p.report.suites[0].artifacts.some((a) => a.gates.some((g) => g.status === 'fail')));

async function refuses(f: () => unknown, msg: RegExp): Promise<void> {
  let err: unknown;
  try {
    await f();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(MergeError);
  expect((err as MergeError).code).toBe('BG013');
  expect((err as Error).message).toMatch(msg);
}

function io(cwd: string) {
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
}

describe('the partition identity', () => {
  it('every report records the plan (count and hash of every discovered artifact) and each shard its slice', () => {
    const all = whole.suites.flatMap((s) => s.artifacts.map((a) => ({ suite: s.suite, path: a.artifact.path })));
    expect(whole.config.plan).toEqual({ artifacts: RELEASES, hash: planDigest(all) });
    for (const p of parts) {
      expect(p.report.config.plan).toEqual(whole.config.plan);
      const mine = p.report.suites.flatMap((s) => s.artifacts.map((a) => ({ suite: s.suite, path: a.artifact.path })));
      expect(p.report.config.shard!.slice).toEqual({ artifacts: mine.length, hash: planDigest(mine) });
    }
    expect(
      planDigest([
        { suite: 'a', path: 'x' },
        { suite: 'a', path: 'y' }
      ])
    ).toBe(
      planDigest([
        { suite: 'a', path: 'y' },
        { suite: 'a', path: 'x' }
      ])
    );
  });

  it('an honest merge equals the unsharded run, verdict and counts included (and keeps the plan)', async () => {
    const m = await mergeReports([...parts].reverse());
    expect(m.verdict).toBe('fail');
    expect(m.verdict).toBe(whole.verdict);
    expect(m.counts).toEqual(whole.counts);
    expect(m.config.plan).toEqual(whole.config.plan);
    expect(m.config.shard).toBeUndefined();
  });

  it('records the run id (--run-id or GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT)', async () => {
    const r = io(work);
    expect(
      await main(
        [
          'check',
          root,
          '--suites',
          'artifact-manifest',
          '--shard',
          '1/2',
          '--no-cache',
          '--format',
          'json',
          '--run-id',
          'run-7'
        ],
        r.x
      )
    ).toBe(1);
    expect(JSON.parse(r.out.join('')).config.plan.run).toBe('run-7');
    const e = io(work);
    e.x.env = { GITHUB_RUN_ID: '123456', GITHUB_RUN_ATTEMPT: '2' };
    await main(
      ['check', root, '--suites', 'artifact-manifest', '--shard', '1/2', '--no-cache', '--format', 'json'],
      e.x
    );
    expect(JSON.parse(e.out.join('')).config.plan).toMatchObject({ run: '123456', attempt: 2 });
    const bad = io(work);
    expect(await main(['check', root, '--run-id', 'a b'], bad.x)).toBe(2);
  });
});

describe("plan-only discovery (the merger's reference)", () => {
  it('discovers without checking: no suite check (so no artifact code) runs', async () => {
    let checks = 0;
    const suite = {
      id: 'stub',
      title: 'Stub',
      discover: async (tree: { files: readonly string[] }) => ({
        artifacts: tree.files.filter((f) => f.endsWith('.tsv')).map((path) => ({ path, kind: 'stub' }))
      }),
      check: async () => {
        checks++;
        throw new Error('must not run');
      }
    };
    const r = await runCheck({ path: root, suites: 'auto', suiteList: [suite as any], planOnly: true });
    expect(checks).toBe(0);
    expect(r.config.plan!.artifacts).toBe(RELEASES);
    expect(r.suites[0].artifacts).toEqual([]);
    expect(r.findings).toEqual([]); // no BG001 for a plan
  });
});

describe('forged shard reports', () => {
  it('a failing gate set to pass (findings left) is refused: the gate contradicts its own error finding', async () => {
    const i = failingShard();
    const forged = edit(parts[i], (r) => {
      for (const a of r.suites[0].artifacts) for (const g of a.gates) if (g.status === 'fail') g.status = 'pass';
    });
    expect(forged.report.verdict).toBe('fail'); // its error findings still fail it
    await refuses(
      () => mergeReports(replace(i, forged)),
      /says pass but the error finding AM\d+ counts against it; the report was edited/
    );
  });

  it.each(['no_such_gate', '__proto__', 'constructor'])(
    'a finding re-pointed to a gate its artifact does not have (%s) is refused: it would count against no gate',
    async (gate) => {
      const i = failingShard();
      const forged = edit(parts[i], (r) => {
        for (const a of r.suites[0].artifacts) for (const g of a.gates) if (g.status === 'fail') g.status = 'pass';
        for (const a of r.suites[0].artifacts) for (const f of a.findings) if (f.gate !== undefined) f.gate = gate;
      });
      // Without the check, the forged shard recounts to 0 failed gates.
      expect(forged.report.counts.gates.fail).toBe(0);
      await refuses(
        () => mergeReports(replace(i, forged)),
        new RegExp(
          `finding AM\\d+ of releases/r\\d+/ARTIFACT_MANIFEST.tsv \\(artifact-manifest\\) names gate "${gate}", which is not a gate of that artifact \\(its gates: [a-z_, ]+\\); the report was edited`
        )
      );
    }
  );

  it('a gate named __proto__ is refused (a prototype key is never a gate id)', async () => {
    const forged = edit(parts[0], (r) => (r.suites[0].artifacts[0].gates[0].id = '__proto__'));
    await refuses(() => mergeReports(replace(0, forged)), /has a gate named "__proto__" \(a prototype key/);
  });

  it('a forged verdict or counts (not recomputed) are refused, never trusted', async () => {
    const i = failingShard();
    await refuses(
      () =>
        mergeReports(
          replace(
            i,
            edit(parts[i], (r) => (r.verdict = 'pass'), false)
          )
        ),
      /verdict or counts do not match/
    );
    await refuses(
      () =>
        mergeReports(
          replace(
            i,
            edit(parts[i], (r) => (r.counts.gates.fail = 0), false)
          )
        ),
      /verdict or counts do not match/
    );
  });

  it('a shard that drops its failing artifact is refused: its slice (and the union) no longer match the plan', async () => {
    const i = failingShard();
    const dropped = edit(
      parts[i],
      (r) =>
        (r.suites[0].artifacts = r.suites[0].artifacts.filter(
          (a: any) => !a.gates.some((g: any) => g.status === 'fail')
        ))
    );
    await refuses(() => mergeReports(replace(i, dropped)), /not the slice it was assigned/);
    // Also with a matching slice rewritten: the union is not the plan the other shards carry.
    const sliced = edit(dropped, (r) => {
      const mine = r.suites.flatMap((s: any) =>
        s.artifacts.map((a: any) => ({ suite: s.suite, path: a.artifact.path }))
      );
      r.config.shard.slice = { artifacts: mine.length, hash: planDigest(mine) };
    });
    await refuses(() => mergeReports(replace(i, sliced)), /the shards hold \d+ artifact\(s\) but 12 were planned/);
    // And with its own plan rewritten too: it disagrees with the other shards' plan.
    const replanned = edit(sliced, (r) => (r.config.plan = { artifacts: 0, hash: planDigest([]) }));
    await refuses(
      () => mergeReports(replace(i, replanned)),
      /planned (0|12) artifact\(s\).*planned (0|12) .*the shards did not partition the same checkout/
    );
  });

  it('an artifact moved into another shard is refused (it belongs to its hash shard)', async () => {
    const from = parts.findIndex((p) => p.report.suites[0].artifacts.length > 0);
    const into = (from + 1) % 3;
    const moved = edit(parts[into], (r) => r.suites[0].artifacts.push(parts[from].report.suites[0].artifacts[0]));
    await refuses(() => mergeReports(replace(into, moved)), /which belongs to shard/);
  });

  it('a fully consistent forgery of one shard (gates pass, error findings removed, counts recomputed) is NOT detected without a trusted reference: documented in docs/security/merge.md', async () => {
    const i = failingShard();
    const forged = edit(parts[i], (r) => {
      for (const a of r.suites[0].artifacts) {
        for (const g of a.gates) if (g.status === 'fail') g.status = 'pass';
        a.findings = [];
      }
    });
    const m = await mergeReports(replace(i, forged));
    // The other shards still fail the run here; had only this shard held failures, the merge would pass.
    expect(countGates(m.suites).fail).toBeLessThan(whole.counts.gates.fail);
  });

  it('unknown status strings are a coded schema error naming where, not dropped from the counts', async () => {
    const i = failingShard();
    const bad = edit(parts[i], (r) => (r.suites[0].artifacts[0].gates[0].status = 'FAILED'), false);
    await refuses(
      () => mergeReports(replace(i, bad)),
      /\/suites\/0\/artifacts\/0\/gates\/0\/status must be one of "pass", "fail", "undecided", "skipped"/
    );
    // The counting itself refuses an unknown status too (defence in depth).
    expect(() => countGates(bad.report.suites)).toThrow(/unknown gate status "FAILED"/);
  });

  it('a lone report claiming shard 1/1 with no artifacts: refused when artifacts were planned; a full forgery only by a trusted plan', async () => {
    const one = (await shards(root, 1))[0];
    const emptied = edit(one, (r) => (r.suites[0].artifacts = []));
    await refuses(
      () => mergeReports([emptied]),
      /not the slice it was assigned|the shards hold 0 artifact\(s\) but 12 were planned/
    );
    const sliced = edit(emptied, (r) => (r.config.shard.slice = { artifacts: 0, hash: planDigest([]) }));
    await refuses(() => mergeReports([sliced]), /the shards hold 0 artifact\(s\) but 12 were planned/);
    // Forged plan as well: self-consistent, so only the merger's own discovery tells.
    const forged = edit(sliced, (r) => (r.config.plan = { artifacts: 0, hash: planDigest([]) }));
    // What merge cannot know alone: fail-on-empty (on by default) still fails the empty union with BG001 …
    expect((await mergeReports([forged])).verdict).toBe('fail');
    expect((await mergeReports([forged])).findings.map((f) => [f.code, f.severity])).toEqual([['BG001', 'error']]);
    // … and a forgery that also turns fail-on-empty off passes with a BG001 warning: only a trusted plan tells.
    const quiet = edit(forged, (r) => (r.config.failOnEmpty = false));
    expect((await mergeReports([quiet])).verdict).toBe('pass');
    expect((await mergeReports([quiet])).findings.map((f) => [f.code, f.severity])).toEqual([['BG001', 'warning']]);
    const reference = await runCheck({ path: root, suites: ['artifact-manifest'], planOnly: true });
    expect(reference.suites[0].artifacts).toEqual([]);
    expect(reference.config.plan).toEqual(whole.config.plan);
    await refuses(
      () => mergeReports([forged], { reference }),
      /planned 0 artifact\(s\) .* but this merge discovers 12/
    );
    // The honest shards pass the same verification.
    expect((await mergeReports(parts, { reference })).counts).toEqual(whole.counts);
    // An unsharded lone report with its artifacts removed is refused by its own plan.
    await refuses(
      () =>
        mergeReports([
          { source: 'whole.json', report: recount({ ...whole, suites: [{ ...whole.suites[0], artifacts: [] }] }) }
        ]),
      /are not the ones its run discovered/
    );
  });

  it('foreign shards: another run, another checkout (plan), another configuration are refused', async () => {
    const run1 = await shards(root, 3, 'run-1');
    const run2 = await shards(root, 3, 'run-2');
    await refuses(
      () => mergeReports([run1[0], run2[1], run1[2]]),
      /belongs to run run-2 but shard-1\.json to run run-1/
    );
    await refuses(() => mergeReports(run1, { run: 'run-2' }), /belongs to run run-1, not to run run-2/);
    expect((await mergeReports(run1, { run: 'run-1' })).verdict).toBe('fail');
    const foreign = await shards(other, 3);
    await refuses(() => mergeReports([parts[0], foreign[1], parts[2]]), /planned 13 artifact\(s\).*planned 12/);
    // A shard of another checkout against the merger's own plan.
    const reference = await runCheck({ path: root, suites: ['artifact-manifest'], planOnly: true });
    await refuses(
      () => mergeReports(foreign, { reference }),
      /planned 13 artifact\(s\) .* but this merge discovers 12/
    );
    // Another configuration than the merger's.
    const strictRef = await runCheck({
      path: root,
      suites: ['artifact-manifest'],
      suiteOptions: { 'artifact-manifest': { strict: true } },
      planOnly: true
    });
    await refuses(() => mergeReports(parts, { reference: strictRef }), /another configuration than this merge's own/);
  });

  it('missing and duplicate shards are refused', async () => {
    await refuses(() => mergeReports([parts[0], parts[2]]), /missing shard report\(s\) 2\/3/);
    await refuses(() => mergeReports([parts[0], parts[1], parts[1], parts[2]]), /shard 2\/3 appears twice/);
  });
});

describe('hostile report files', () => {
  it('config.shard.count 1e9 is a schema error, quickly, without allocating', async () => {
    await refuses(
      () =>
        mergeReports([edit(parts[0], (r) => (r.config.shard = { ...r.config.shard, index: 1, count: 1e9 }), false)]),
      /\/config\/shard\/count must be <= 256/
    );
    await refuses(
      () => mergeReports([edit(parts[0], (r) => (r.config.shard.count = 1e300), false)]),
      /\/config\/shard\/count must be <= 256/
    );
    await refuses(
      () => mergeReports([edit(parts[0], (r) => (r.config.shard.count = 2.5), false)]),
      /\/config\/shard\/count must be integer/
    );
  });

  it.each<[string, (r: any) => void, RegExp]>([
    ['a null suite', (r) => (r.suites = [null]), /\/suites\/0 must be object/],
    ['suites null', (r) => (r.suites = null), /\/suites must be array/],
    ['config null', (r) => (r.config = null), /\/config must be object/],
    ['findings a string', (r) => (r.findings = 'x'), /\/findings must be array/],
    ['a gate id a number', (r) => (r.suites[0].artifacts[0].gates[0].id = 7), /gates\/0\/id must be string/],
    [
      'an unknown top-level key',
      (r) => (r.extra = 1),
      /^shard-1\.json is not a valid benchgate report .*: \/ has an unknown property "extra"$/
    ],
    [
      'an unknown key with a hostile name',
      (r) => (r['a\n::error::x'] = 1),
      /has an unknown property \(name not shown\)$/
    ],
    [
      'facts nested 100 deep',
      (r) => (r.suites[0].artifacts[0].facts = JSON.parse('{"a":'.repeat(100) + '1' + '}'.repeat(100))),
      /nests deeper than 64 levels/
    ]
  ])('wrong types: %s is a coded error, not an internal one', async (_what, f, msg) => {
    await refuses(() => mergeReports([edit(parts[0], f, false)]), msg);
  });

  it('a report that is not an object at all', async () => {
    for (const v of [null, 1, 'x', [], true])
      await refuses(() => validateReport(v, 'r.json'), /r\.json is not a valid benchgate report/);
    await refuses(() => parseShardReport('null', 'r.json'), /must be object/);
  });

  it('/etc/passwd (or any file) as a report: refused without echoing its content', async () => {
    const secret = join(work, 'passwd');
    writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\nSECRET_TOKEN=abc123\n');
    const files = [secret, '/etc/passwd'].filter((f) => {
      try {
        readFileSync(f);
        return true;
      } catch {
        return false;
      }
    });
    for (const f of files) {
      const r = io(work);
      expect(await main(['merge', f], r.x)).toBe(2);
      const err = r.err.join('');
      expect(err).toMatch(/benchgate merge: BG013: .* is not valid JSON/);
      expect(err).not.toMatch(/root:|SECRET|abc123/);
    }
    // JSON, but not a report: neither its values nor its text are shown.
    const json = join(work, 'token.json');
    writeFileSync(json, JSON.stringify({ schema: 'benchgate.report/1', tool: 'SECRET_TOKEN_abc123', root: 'SECRET2' }));
    const r = io(work);
    expect(await main(['merge', json], r.x)).toBe(2);
    expect(r.err.join('')).toMatch(/BG013: .*token\.json is not a valid benchgate report/);
    expect(r.err.join('')).not.toMatch(/SECRET|abc123/);
    // Not UTF-8, a folder, a missing file.
    writeFileSync(join(work, 'bin.json'), Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    await expect(readReportFile(join(work, 'bin.json'))).rejects.toThrow(/is not UTF-8 text/);
    await expect(readReportFile(work)).rejects.toThrow(/is not a regular file/);
    await expect(readReportFile('/dev/zero')).rejects.toThrow(/\/dev\/zero is not a regular file/); // endless: never read
    await expect(readReportFile(join(work, 'nope.json'))).rejects.toThrow(/cannot read .*nope\.json: ENOENT/);
  });

  it('a report just over 64 MiB is refused by its size before any byte is read or parsed', async () => {
    const big = join(work, 'big.json');
    // Sparse: a valid-looking start and a hole to just past the cap.
    const fd = openSync(big, 'w');
    writeSync(fd, '{"schema":"benchgate.report/1",');
    ftruncateSync(fd, MAX_REPORT_BYTES + 1);
    closeSync(fd);
    await expect(mergeReportFiles([big])).rejects.toThrow(
      new RegExp(`big\\.json is 64 MiB \\(${MAX_REPORT_BYTES + 1} bytes\\), over the 64 MiB limit for a report`)
    );
    const r = io(work);
    expect(await main(['merge', big], r.x)).toBe(2);
    expect(r.err.join('')).toMatch(/BG013: .*over the 64 MiB limit/);
    rmSync(big);
  });

  it('a report at the size limit made of white space is read, then refused as not a report (bounded memory)', async () => {
    const ws = join(work, 'ws.json');
    writeFileSync(ws, ' '.repeat(8 * 1024 * 1024) + 'null');
    await expect(mergeReportFiles([ws])).rejects.toThrow(
      /ws\.json is not a valid benchgate report .*: \/ must be object/
    );
    rmSync(ws);
  });

  it('the reports of one merge share a total budget (128 MiB): a file past it is refused by its size', async () => {
    const f = join(work, 'small.json');
    writeFileSync(f, JSON.stringify(parts[0].report));
    await expect(readReportFile(f, 10)).rejects.toThrow(
      /small\.json \([\d.]+ (bytes|KiB)\) takes the reports over the 128 MiB limit for one merge/
    );
    expect(JSON.parse(await readReportFile(f))).toEqual(parts[0].report);
  });

  it('more report files than shards allowed are refused before reading', async () => {
    await expect(
      mergeReportFiles(Array.from({ length: MAX_SHARDS + 1 }, (_, i) => join(work, `none-${i}.json`)))
    ).rejects.toThrow(/at most 256/);
  });
});

describe('fuzzed reports', () => {
  /** Deterministic PRNG (mulberry32) so a failure reproduces. */
  function rng(seed: number): () => number {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const JUNK: unknown[] = [
    null,
    0,
    -1,
    1e9,
    1e300,
    2.5,
    NaN,
    '',
    'FAILED',
    'x'.repeat(5000),
    [],
    [null],
    {},
    { a: 1 },
    true,
    '__proto__',
    { __proto__: { x: 1 } }
  ];

  it('1,000 random mutations of a shard set: merge returns a report or throws BG013, never anything else', async () => {
    const rand = rng(18);
    let refused = 0;
    for (let n = 0; n < 1000; n++) {
      const set = parts.map((p) => ({ ...p, report: structuredClone(p.report) as any }));
      const target = set[Math.floor(rand() * set.length)].report;
      // Walk to a random node and replace one of its values (or delete a key).
      let node: any = target;
      for (let depth = 0; depth < 8; depth++) {
        const keys = Object.keys(node);
        if (keys.length === 0) break;
        const k = keys[Math.floor(rand() * keys.length)];
        if (node[k] !== null && typeof node[k] === 'object' && rand() < 0.7) node = node[k];
        else {
          if (rand() < 0.15 && !Array.isArray(node)) delete node[k];
          else node[k] = structuredClone(JUNK[Math.floor(rand() * JUNK.length)]);
          break;
        }
      }
      try {
        const m = await mergeReports(set);
        expect(['pass', 'fail']).toContain(m.verdict);
      } catch (e) {
        if (!(e instanceof MergeError))
          throw new Error(`mutation ${n} escaped as ${(e as Error).name}: ${(e as Error).message}`);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(500);
  });

  it('every truncation of a report file is refused as not JSON or not a report', () => {
    const text = JSON.stringify(parts[0].report);
    for (let k = 0; k < text.length; k += Math.max(1, Math.floor(text.length / 300)))
      expect(() => parseShardReport(text.slice(0, k), 'cut.json')).toThrow(MergeError);
  });
});

describe('strict shard syntax', () => {
  it.each([
    '1/99999999999999999999999',
    '0/1',
    '2/1',
    '1/257',
    '257/257',
    '01/2',
    '1/02',
    '1 / 2',
    '1/2.0',
    '1e1/20',
    '+1/2',
    '-1/2',
    '1/0x10',
    '1/',
    '/2',
    '1',
    'a/b',
    '1/2/3',
    '１/２',
    '1/2\n3/4'
  ])('%j is refused', (spec) => {
    expect(() => parseShardSpec(spec, '--shard')).toThrow(
      /--shard must be I\/N with 1 <= I <= N <= 256, plain decimal integers/
    );
  });
  it.each<[string, { index: number; count: number } | undefined]>([
    ['1/1', { index: 1, count: 1 }],
    ['3/4', { index: 3, count: 4 }],
    [' 256/256 ', { index: 256, count: 256 }],
    ['', undefined]
  ])('%j is accepted', (spec, want) => {
    expect(parseShardSpec(spec)).toEqual(want);
  });

  it('the CLI exits 2 with a coded usage error and checks nothing', async () => {
    for (const spec of ['1/99999999999999999999999', '0/3', '']) {
      const r = io(work);
      expect(await main(['check', root, '--shard', spec, '--no-cache'], r.x)).toBe(2);
      expect(r.err.join('')).toMatch(/BG002: --shard must be I\/N/);
      expect(r.out.join('')).toBe('');
    }
  });
});

describe('benchgate merge --plan and --run-id (CLI)', () => {
  it('verifies the shards against its own discovery; refuses a forged lone 1/1 report', async () => {
    const dir = mkdtempSync(join(work, 'cli-'));
    for (let i = 1; i <= 3; i++) {
      expect([0, 1]).toContain(
        await main(
          [
            'check',
            root,
            '--suites',
            'artifact-manifest',
            '--shard',
            `${i}/3`,
            '--run-id',
            'r42',
            '--no-cache',
            '--format',
            'json',
            '--report-json',
            join(dir, `s${i}.json`)
          ],
          io(dir).x
        )
      );
    }
    const files = [1, 2, 3].map((i) => join(dir, `s${i}.json`));
    const ok = io(dir);
    expect(
      await main(
        ['merge', ...files, '--plan', root, '--suites', 'artifact-manifest', '--run-id', 'r42', '--format', 'json'],
        ok.x
      )
    ).toBe(1);
    expect(JSON.parse(ok.out.join('')).counts).toEqual(whole.counts);
    const wrongRun = io(dir);
    expect(await main(['merge', ...files, '--run-id', 'r43'], wrongRun.x)).toBe(2);
    expect(wrongRun.err.join('')).toMatch(/BG013: .*belongs to run r42, not to run r43/);
    const wrongCfg = io(dir);
    expect(
      await main(['merge', ...files, '--plan', root, '--suites', 'artifact-manifest', '--strict'], wrongCfg.x)
    ).toBe(2);
    expect(wrongCfg.err.join('')).toMatch(/another configuration than this merge's own/);
    // The lone forged report.
    const forged = JSON.parse(readFileSync(files[0], 'utf8'));
    forged.suites[0].artifacts = [];
    forged.config.shard = { index: 1, count: 1, slice: { artifacts: 0, hash: planDigest([]) } };
    forged.config.plan = { artifacts: 0, hash: planDigest([]), run: 'r42' };
    writeFileSync(join(dir, 'forged.json'), JSON.stringify(recount(forged)));
    expect(await main(['merge', join(dir, 'forged.json')], io(dir).x)).toBe(1); // fail-on-empty: the empty union fails
    const caught = io(dir);
    expect(
      await main(['merge', join(dir, 'forged.json'), '--plan', root, '--suites', 'artifact-manifest'], caught.x)
    ).toBe(2);
    expect(caught.err.join('')).toMatch(/planned 0 artifact\(s\) .* but this merge discovers 12/);
    const usage = io(dir);
    expect(await main(['merge', files[0], '--strict'], usage.x)).toBe(2);
    expect(usage.err.join('')).toMatch(/give them with --plan PATH/);
  });
});

describe('the examples', () => {
  it('3 shards merge to the same verdict and counts as the unsharded run', async () => {
    const examples = join(process.cwd(), 'examples');
    // The unsharded run fills a result cache of this test's own (a temporary folder and secret) and the shards reuse
    // its Qsolve case records, as a CI matrix with a warm cache does: what is tested is the partition and the merge,
    // not running each workflow twice (the Qsolve runs themselves are e2e/cli's and e2e/action's).
    const warnings: string[] = [];
    const cache = new LocalFolderCache(
      join(work, 'cache'),
      (m) => void warnings.push(m),
      VERSION,
      join(work, 'secret')
    );
    const one = await runCheck({ path: examples, suites: 'auto', cache });
    const three: ShardReport[] = [];
    for (let i = 1; i <= 3; i++)
      three.push({
        source: `ex-${i}`,
        report: await runCheck({ path: examples, suites: 'auto', shard: { index: i, count: 3 }, cache })
      });
    expect(warnings).toEqual([]);
    const reference = await runCheck({ path: examples, suites: 'auto', planOnly: true });
    const m = await mergeReports(three, { reference });
    expect(m.verdict).toBe(one.verdict);
    expect(m.counts).toEqual(one.counts);
    expect(m.config.plan).toEqual(one.config.plan);
    expect(one.counts.artifacts).toBeGreaterThan(5);
  }, 120_000);
});
