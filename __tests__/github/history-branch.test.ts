import { describe, expect, it } from '@jest/globals';
import { HISTORY_SCHEMA, type HistoryEntry } from '../../src/core/history-model.js';
import { GitHubHistoryStore, HISTORY_BRANCH_MAX_BYTES, HistoryBranchError } from '../../src/github/history-branch.js';
import { createOctokit, type Clock } from '../../src/github/octokit.js';
import { FAKE_API, FakeGitHubGit, type FakeRequest } from '../helpers/fake-github-git.js';
import { onFakeTimers } from '../helpers/fake-timers.js';

/** Each test on fake timers (no real time spent in the client's Bottleneck queue): `onFakeTimers`. */
const itFake = (name: string, fn: () => Promise<unknown>) => it(name, () => onFakeTimers(fn));

const BRANCH = 'benchgate-history';

/** A clock that moves only when slept on: pacing and back-off cost no real time. */
const fakeClock = (): Clock & { waits: number[] } => {
  let t = 1_700_000_000_000;
  const waits: number[] = [];
  return { now: () => t, sleep: async (ms) => void (waits.push(ms), (t += ms)), waits };
};

const entry = (i: number): HistoryEntry => ({
  schema: HISTORY_SCHEMA,
  commit: i.toString(16).padStart(40, '0'),
  time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  run: `${1000 + i}/1`,
  ref: 'refs/heads/main',
  version: '1.0.0',
  configHash: 'c'.repeat(64),
  verdict: 'pass',
  artifacts: [
    {
      suite: 'pqid',
      path: 'examples/pqid',
      gates: [{ id: 'schema', status: 'pass' }],
      metrics: [{ id: 'headline_accuracy', value: 0.5 + i / 100, better: 'higher' }]
    }
  ]
});

/** One writer: its own client and clock, as a separate job would have. */
function store(fake: FakeGitHubGit, opts: Partial<ConstructorParameters<typeof GitHubHistoryStore>[1]> = {}) {
  // The back-off's clock apart from the client's (whose write pacing sleeps too): `clock.waits` are the back-offs.
  const clock = fakeClock();
  const client = createOctokit('t0ken', { fetch: fake.fetch, baseUrl: FAKE_API, clock: fakeClock() });
  const s = new GitHubHistoryStore(client, {
    owner: 'acme',
    repo: 'bench',
    branch: BRANCH,
    clock,
    random: () => 0.5,
    ...opts
  });
  return Object.assign(s, { waits: clock.waits });
}

const lines = (text: string | undefined) => (text ?? '').split('\n').filter((l) => l !== '');
const commitsOf = (text: string | undefined) => lines(text).map((l) => (JSON.parse(l) as HistoryEntry).commit);

/** Holds every branch update until `n` of them are waiting: all `n` writers built on the same head. */
function barrier(fake: FakeGitHubGit, n: number): void {
  let waiting = 0;
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  let done = false;
  const isUpdate = (r: FakeRequest) =>
    (r.method === 'PATCH' && r.path.startsWith('git/refs/')) || (r.method === 'POST' && r.path === 'git/refs');
  fake.before = async (r) => {
    if (done || !isUpdate(r)) return;
    if (++waiting === n) {
      done = true;
      open();
    }
    await gate;
  };
}

/** Which appended entries the branch's successive updates carried, in update order (the newest line of each). */
function updateOrder(fake: FakeGitHubGit): string[] {
  return fake.updates.map((u) => {
    const tree = fake.trees.get(fake.commits.get(u.sha)!.tree)!;
    const blob = fake.blobs.get(tree.find((e) => e.path === 'entries.jsonl')!.sha)!.toString('utf8');
    return commitsOf(blob).at(-1)!;
  });
}

describe('history branch: reading', () => {
  itFake('a missing branch is no history (one GET, nothing written)', async () => {
    const fake = new FakeGitHubGit();
    expect(await store(fake).read()).toBe('');
    expect(fake.log.map((r) => [r.method, r.path, r.status])).toEqual([['GET', `git/ref/heads/${BRANCH}`, 404]]);
  });

  itFake('a branch without entries.jsonl is no history', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'README.md': 'hello' });
    expect(await store(fake).read()).toBe('');
  });

  itFake(
    'returns the stored text as it is (validation is the history reader’s), through ref → commit → tree → blob',
    async () => {
      const fake = new FakeGitHubGit();
      const text = `${JSON.stringify(entry(1))}\n{not json\n`;
      fake.putFiles(BRANCH, { 'entries.jsonl': text });
      expect(await store(fake).read()).toBe(text);
      expect(fake.log.map((r) => r.path.split('/').slice(0, 2).join('/'))).toEqual([
        'git/ref',
        'git/commits',
        'git/trees',
        'git/blobs'
      ]);
    }
  );

  it(`refuses an entries.jsonl over ${HISTORY_BRANCH_MAX_BYTES} bytes from its size in the tree, without downloading it (BG029)`, async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': Buffer.alloc(HISTORY_BRANCH_MAX_BYTES + 1, 0x61) });
    const err = await store(fake)
      .read()
      .then(
        () => undefined,
        (e: unknown) => e
      );
    expect(err).toBeInstanceOf(HistoryBranchError);
    expect((err as HistoryBranchError).finding).toMatchObject({ code: 'BG029', severity: 'warning' });
    expect((err as HistoryBranchError).message).toContain(
      'entries.jsonl is 20.0 MiB, more than the 20 MiB benchgate reads (not downloaded)'
    );
    expect(fake.count('GET', 'git/blobs')).toBe(0);
  });

  it.each([
    ['a folder', { 'entries.jsonl': { mode: '040000', type: 'tree' as const } }, /not a regular file \(a folder\)/],
    [
      'a symlink',
      { 'entries.jsonl': { mode: '120000', type: 'blob' as const, content: '/etc/passwd' } },
      /not a regular file \(a symlink\)/
    ],
    ['not UTF-8', { 'entries.jsonl': Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]) }, /not UTF-8 text/]
  ])('an entries.jsonl that is %s is a BG029 finding, never a crash', async (_what, files, why) => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, files);
    await expect(store(fake).read()).rejects.toMatchObject({
      finding: { code: 'BG029', message: expect.stringMatching(why) }
    });
  });

  itFake('an API failure while reading is a BG029 finding naming the status', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': 'x\n' });
    fake.before = (r) =>
      r.path.startsWith('git/trees')
        ? { status: 403, body: { message: 'Resource not accessible by integration' } }
        : undefined;
    await expect(store(fake).read()).rejects.toMatchObject({
      finding: {
        code: 'BG029',
        message: expect.stringMatching(/reading its tree failed \(HTTP 403: Resource not accessible/)
      }
    });
  });
});

describe('history branch: appending', () => {
  itFake('creates the branch as an orphan commit holding entries.jsonl and a README, then appends on top', async () => {
    const fake = new FakeGitHubGit();
    const s = store(fake);
    await s.append(entry(1), 500);
    const first = fake.refs.get(`heads/${BRANCH}`)!;
    expect(fake.commits.get(first)!.parents).toEqual([]);
    expect(fake.trees.get(fake.commits.get(first)!.tree)!.map((e) => e.path)).toEqual(['README.md', 'entries.jsonl']);
    expect(fake.file(BRANCH, 'README.md')).toMatch(/benchgate history show \./);
    await s.append(entry(2), 500);
    const second = fake.refs.get(`heads/${BRANCH}`)!;
    expect(fake.commits.get(second)!.parents).toEqual([first]);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([entry(1).commit, entry(2).commit]);
    expect(fake.file(BRANCH, 'README.md')).toMatch(/benchgate history/);
    expect(await s.read()).toBe(`${JSON.stringify(entry(1))}\n${JSON.stringify(entry(2))}\n`);
    // The update is a compare-and-swap, never forced.
    expect(fake.log.filter((r) => r.method === 'PATCH').map((r) => r.body.force)).toEqual([false]);
  });

  itFake('keeps the newest `max` entries, oldest first', async () => {
    const fake = new FakeGitHubGit();
    const s = store(fake);
    for (let i = 1; i <= 5; i++) await s.append(entry(i), 3);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([3, 4, 5].map((i) => entry(i).commit));
  });

  itFake('drops the oldest entries beyond the byte bound too, keeping the new one', async () => {
    const fake = new FakeGitHubGit();
    const one = JSON.stringify(entry(1)).length + 1;
    const s = store(fake, { maxBytes: one * 2 + 10 });
    for (let i = 1; i <= 4; i++) await s.append(entry(i), 500);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([3, 4].map((i) => entry(i).commit));
  });

  itFake('two writers racing: both entries kept, one update refused as not a fast forward and retried', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': JSON.stringify(entry(0)) + '\n' });
    barrier(fake, 2);
    const writers = [store(fake), store(fake)];
    await Promise.all([writers[0].append(entry(1), 500), writers[1].append(entry(2), 500)]);
    const refused = fake.log.filter((r) => r.method === 'PATCH' && r.status === 422);
    expect(refused).toHaveLength(1);
    const stored = commitsOf(fake.file(BRANCH, 'entries.jsonl'));
    expect(stored).toHaveLength(3);
    expect(stored[0]).toBe(entry(0).commit);
    expect(new Set(stored.slice(1))).toEqual(new Set([entry(1).commit, entry(2).commit]));
    // Oldest first = the order in which the appends reached the branch.
    expect(stored.slice(1)).toEqual(updateOrder(fake));
    // The loser backed off on its own clock (jittered: random() = 0.5 → exactly the base wait).
    expect(writers.flatMap((w) => w.waits).filter((ms) => ms === 500)).toHaveLength(1);
  });

  itFake('five writers racing: nothing lost, each update a fast forward, order = update order', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': '' });
    barrier(fake, 5);
    await Promise.all([1, 2, 3, 4, 5].map((i) => store(fake).append(entry(i), 500)));
    const stored = commitsOf(fake.file(BRANCH, 'entries.jsonl'));
    expect([...stored].sort()).toEqual([1, 2, 3, 4, 5].map((i) => entry(i).commit));
    expect(stored).toEqual(updateOrder(fake));
    expect(fake.log.filter((r) => r.method === 'PATCH' && r.status === 422).length).toBeGreaterThanOrEqual(4);
    // Every accepted update descends from the one before: a straight line of history.
    for (let k = 1; k < fake.updates.length; k++)
      expect(fake.commits.get(fake.updates[k].sha)!.parents).toEqual([fake.updates[k - 1].sha]);
  });

  itFake(
    'ten writers in lockstep (the worst case: each loses once to every writer before it) all get in with the default attempts',
    async () => {
      const fake = new FakeGitHubGit();
      fake.putFiles(BRANCH, { 'entries.jsonl': '' });
      const n = 10;
      // Every round, hold all updates until every writer still racing has built on the same head.
      let racing = n;
      let waiting: (() => void)[] = [];
      fake.before = async (r) => {
        if (r.method !== 'PATCH') return;
        await new Promise<void>((go) => {
          waiting.push(go);
          if (waiting.length === racing) {
            const all = waiting;
            waiting = [];
            racing--;
            all.forEach((g) => g());
          }
        });
      };
      await Promise.all(Array.from({ length: n }, (_, i) => store(fake).append(entry(i + 1), 500)));
      expect(commitsOf(fake.file(BRANCH, 'entries.jsonl')).sort()).toEqual(
        Array.from({ length: n }, (_, i) => entry(i + 1).commit).sort()
      );
      // n rounds; round k has n − k + 1 contenders and one winner: n(n − 1)/2 refused updates.
      expect(fake.log.filter((r) => r.method === 'PATCH' && r.status === 422)).toHaveLength((n * (n - 1)) / 2);
    }
  );

  itFake('five writers racing with history-max 3: the newest three by update order remain', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': [0, 10, 11].map((i) => JSON.stringify(entry(i))).join('\n') + '\n' });
    barrier(fake, 5);
    await Promise.all([1, 2, 3, 4, 5].map((i) => store(fake).append(entry(i), 3)));
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual(updateOrder(fake).slice(-3));
    expect(updateOrder(fake).sort()).toEqual([1, 2, 3, 4, 5].map((i) => entry(i).commit));
  });

  itFake('two writers creating the branch at once: the loser gets "Reference already exists" and appends', async () => {
    const fake = new FakeGitHubGit();
    barrier(fake, 2);
    await Promise.all([store(fake).append(entry(1), 500), store(fake).append(entry(2), 500)]);
    expect(fake.log.filter((r) => r.method === 'POST' && r.path === 'git/refs').map((r) => r.status)).toEqual([
      201, 422
    ]);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual(updateOrder(fake));
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl')).sort()).toEqual([entry(1).commit, entry(2).commit]);
  });

  itFake('an update whose answer is lost (502 after it went through) is not appended twice', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': JSON.stringify(entry(0)) + '\n' });
    let lost = false;
    fake.after = (r) => {
      if (r.method === 'PATCH' && !lost) {
        lost = true;
        return { status: 502, body: { message: 'Bad Gateway' } };
      }
    };
    await store(fake).append(entry(1), 500);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([entry(0).commit, entry(1).commit]);
    expect(fake.count('PATCH')).toBe(1);
  });

  itFake('a branch creation whose answer is lost (502 after it went through) is not repeated or doubled', async () => {
    const fake = new FakeGitHubGit();
    let lost = false;
    fake.after = (r) => {
      if (r.method === 'POST' && r.path === 'git/refs' && !lost) {
        lost = true;
        return { status: 502, body: { message: 'Bad Gateway' } };
      }
    };
    await store(fake).append(entry(1), 500);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([entry(1).commit]);
    expect(fake.count('POST', 'git/refs')).toBe(1);
    expect(fake.count('PATCH')).toBe(0);
  });

  itFake('a branch deleted between the read and the update ("Reference does not exist") is created again', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': JSON.stringify(entry(0)) + '\n' });
    let deleted = false;
    fake.before = (r) => {
      if (r.method === 'PATCH' && !deleted) {
        deleted = true;
        fake.refs.delete(`heads/${BRANCH}`);
      }
    };
    await store(fake).append(entry(1), 500);
    expect(fake.log.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST git/blobs 201',
      'POST git/trees 201',
      'POST git/commits 201',
      `PATCH git/refs/heads/${BRANCH} 422`,
      'POST git/blobs 201',
      'POST git/trees 201',
      'POST git/commits 201',
      'POST git/refs 201'
    ]);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([entry(1).commit]);
  });

  itFake(
    'gives up after the attempts when the branch keeps moving (BG017 warning; bounded, jittered back-off)',
    async () => {
      const fake = new FakeGitHubGit();
      fake.putFiles(BRANCH, { 'entries.jsonl': '' });
      let n = 0;
      fake.before = (r) => {
        // Another writer gets in before each of ours.
        if (r.method === 'PATCH') fake.putFiles(BRANCH, { 'entries.jsonl': JSON.stringify(entry(100 + ++n)) + '\n' });
      };
      const s = store(fake, { attempts: 4, random: () => 0.25 });
      await expect(s.append(entry(1), 500)).rejects.toMatchObject({
        finding: {
          code: 'BG017',
          severity: 'warning',
          message: expect.stringMatching(/kept moving \(4 attempts; last: HTTP 422: Update is not a fast forward\)/)
        }
      });
      expect(fake.count('PATCH')).toBe(4);
      // 500 · 2^k · (0.5 + 0.25), between attempts only.
      expect(s.waits).toEqual([375, 750, 1500]);
      expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).not.toContain(entry(1).commit);
    }
  );

  itFake(
    'a token without contents: write (403) is a BG017 notice that says to add the permission; nothing is written',
    async () => {
      const fake = new FakeGitHubGit();
      fake.before = (r) =>
        r.method !== 'GET' ? { status: 403, body: { message: 'Resource not accessible by integration' } } : undefined;
      await expect(store(fake).append(entry(1), 500)).rejects.toMatchObject({
        finding: {
          code: 'BG017',
          severity: 'notice',
          message: expect.stringContaining('add `permissions: contents: write` to the push job')
        }
      });
      expect(fake.count('POST')).toBe(1);
      expect(fake.refs.size).toBe(0);
    }
  );

  itFake('a rate limit is a BG017 warning, not a permission notice', async () => {
    const fake = new FakeGitHubGit();
    fake.before = (r) =>
      r.method !== 'GET'
        ? {
            status: 403,
            body: { message: 'API rate limit exceeded' },
            headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '9999999999' }
          }
        : undefined;
    await expect(store(fake).append(entry(1), 500)).rejects.toMatchObject({
      finding: { code: 'BG017', severity: 'warning', message: expect.stringMatching(/rate limit/) }
    });
  });

  it.each([
    ['over the bound', Buffer.alloc(HISTORY_BRANCH_MAX_BYTES + 1, 0x61), /more than the 20 MiB/],
    ['not UTF-8', Buffer.from([0xff, 0x0a]), /not UTF-8/]
  ])('a stored history %s is never overwritten: BG017, the branch unchanged', async (_what, content, why) => {
    const fake = new FakeGitHubGit();
    const head = fake.putFiles(BRANCH, { 'entries.jsonl': content });
    await expect(store(fake).append(entry(1), 500)).rejects.toMatchObject({
      finding: { code: 'BG017', message: expect.stringMatching(why) }
    });
    expect(fake.refs.get(`heads/${BRANCH}`)).toBe(head);
    expect(fake.acceptedWrites()).toBe(0);
  });

  itFake('keeps corrupt lines as they are (the reader reports them) and counts them toward max', async () => {
    const fake = new FakeGitHubGit();
    fake.putFiles(BRANCH, { 'entries.jsonl': `{broken\n${JSON.stringify(entry(1))}\n` });
    await store(fake).append(entry(2), 3);
    expect(lines(fake.file(BRANCH, 'entries.jsonl'))).toEqual([
      '{broken',
      JSON.stringify(entry(1)),
      JSON.stringify(entry(2))
    ]);
    await store(fake).append(entry(3), 3);
    expect(commitsOf(fake.file(BRANCH, 'entries.jsonl'))).toEqual([1, 2, 3].map((i) => entry(i).commit));
  });
});
