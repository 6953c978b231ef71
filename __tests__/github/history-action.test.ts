import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkBranchName,
  parseHistoryLocation,
  readHistoryInputs,
  splitThresholds
} from '../../src/action/history-input.js';
import { HISTORY_DEFAULTS } from '../../src/core/history-config.js';
import type { HistoryStore } from '../../src/core/history-model.js';
import { readRunContext, type RunContext } from '../../src/github/context.js';
import {
  historyEventFacts,
  historyWriteDecision,
  planHistory,
  type HistoryEventFacts
} from '../../src/github/history-action.js';
import { GitHubHistoryStore } from '../../src/github/history-branch.js';
import { createOctokit } from '../../src/github/octokit.js';
import { FAKE_API, FakeGitHubGit } from '../helpers/fake-github-git.js';

const SHA = 'a'.repeat(40);
const repository = { full_name: 'acme/bench', default_branch: 'main' };
const forkPr = {
  number: 7,
  head: { sha: SHA, ref: 'patch-1', repo: { full_name: 'mallory/bench' } },
  base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: 'acme/bench' } }
};
const samePr = { ...forkPr, head: { ...forkPr.head, repo: { full_name: 'acme/bench' } } };

/** The facts of a run as the runner would present it: environment + event payload, through readRunContext. */
function factsOf(eventName: string, ref: string, payload: Record<string, any>): HistoryEventFacts {
  const env = {
    GITHUB_REPOSITORY: 'acme/bench',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_REF: ref,
    GITHUB_SHA: SHA,
    GITHUB_EVENT_PATH: '/event.json'
  };
  const ctx = readRunContext(env, () => payload);
  return historyEventFacts(ctx, env, payload);
}

describe('when a run writes its history entry', () => {
  it.each<[string, string, string, Record<string, any>, boolean, RegExp]>([
    [
      'push to the default branch',
      'push',
      'refs/heads/main',
      { ref: 'refs/heads/main', repository },
      true,
      /push to the default branch main/
    ],
    [
      'push to another branch',
      'push',
      'refs/heads/feature',
      { ref: 'refs/heads/feature', repository },
      false,
      /push to feature, not to the default branch main/
    ],
    ['push of a tag', 'push', 'refs/tags/v1.0.0', { ref: 'refs/tags/v1.0.0', repository }, false, /not to a branch/],
    [
      'push whose payload names no default branch',
      'push',
      'refs/heads/main',
      { ref: 'refs/heads/main' },
      false,
      /does not name the default branch/
    ],
    [
      'push whose payload ref disagrees',
      'push',
      'refs/heads/main',
      { ref: 'refs/heads/other', repository },
      false,
      /is not GITHUB_REF/
    ],
    [
      'pull_request from the same repository',
      'pull_request',
      'refs/pull/7/merge',
      { pull_request: samePr, repository },
      false,
      /a pull_request run never writes/
    ],
    [
      'pull_request from a fork',
      'pull_request',
      'refs/pull/7/merge',
      { pull_request: forkPr, repository },
      false,
      /fork never writes/
    ],
    [
      'pull_request_target from a fork (base token)',
      'pull_request_target',
      'refs/heads/main',
      { pull_request: forkPr, repository },
      false,
      /fork never writes/
    ],
    [
      'pull_request_target from the same repository',
      'pull_request_target',
      'refs/heads/main',
      { pull_request: samePr, repository },
      false,
      /pull_request_target run never writes/
    ],
    [
      'workflow_run after a push to main',
      'workflow_run',
      'refs/heads/main',
      { workflow_run: { head_sha: SHA, event: 'push', head_branch: 'main' }, repository },
      false,
      /workflow_run run never writes/
    ],
    [
      'merge_group',
      'merge_group',
      'refs/heads/gh-readonly-queue/main/pr-7',
      { repository },
      false,
      /merge_group run never writes/
    ],
    [
      'schedule on the default branch',
      'schedule',
      'refs/heads/main',
      { repository },
      false,
      /schedule run never writes/
    ],
    [
      'workflow_dispatch on the default branch',
      'workflow_dispatch',
      'refs/heads/main',
      { ref: 'refs/heads/main', repository },
      false,
      /workflow_dispatch run never writes/
    ],
    ['release', 'release', 'refs/tags/v1', { repository }, false, /release run never writes/]
  ])('%s → write %s', (_what, event, ref, payload, write, why) => {
    const d = historyWriteDecision(factsOf(event, ref, payload));
    expect(d.write).toBe(write);
    expect(d.why).toMatch(why);
  });

  it('an unreadable event payload never writes, even on a push to main', () => {
    const env = {
      GITHUB_REPOSITORY: 'acme/bench',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: '/e'
    };
    const ctx = readRunContext(env, () => {
      throw new Error('is not valid JSON');
    });
    const d = historyWriteDecision(historyEventFacts(ctx, env, { ref: 'refs/heads/main', repository }));
    expect(d).toEqual({ write: false, why: 'history is only read: the event payload could not be read' });
  });
});

describe('history inputs', () => {
  it.each([
    ['', { kind: 'off' }],
    ['off', { kind: 'off' }],
    ['branch', { kind: 'branch', branch: 'benchgate-history' }],
    ['file:.bench/history', { kind: 'file', dir: '.bench/history' }],
    ['file: ./history/', { kind: 'file', dir: 'history' }]
  ])('history %j → %j', (raw, loc) => expect(parseHistoryLocation(raw, '')).toEqual(loc));

  it.each([
    ['file:/etc', /file:<path> must be a folder inside the workspace: the path "\/etc" is absolute/],
    ['file:../elsewhere', /contains ".."/],
    ['file:', /the path is empty/],
    ['gh-pages', /input history must be off, branch or file:<folder> \(got "gh-pages"\)/]
  ])('history %j is refused (BG002)', (raw, why) => {
    expect(() => parseHistoryLocation(raw, '')).toThrow(why);
    expect(() => parseHistoryLocation(raw, '')).toThrow(/^BG002: /);
  });

  it.each([
    ['benchgate-history', undefined],
    ['ci/benchgate/history', undefined],
    ['', 'is empty'],
    ['-x', 'is not a valid branch name'],
    ['a..b', 'may not contain ".." or "//"'],
    ['a b', 'may only hold letters, digits, ".", "_", "-" and "/"'],
    ['refs/heads/x~1', 'may only hold letters, digits, ".", "_", "-" and "/"'],
    ['x.lock', 'may not have a segment starting with "." or ending with ".lock"'],
    ['.hidden/x', 'may not have a segment starting with "." or ending with ".lock"'],
    ['HEAD', 'is not a valid branch name'],
    ['x/', 'is not a valid branch name']
  ])('branch name %j → %s', (name, why) => expect(checkBranchName(name)).toBe(why));

  it('history-branch is checked only with history: branch, and named in the error', () => {
    expect(() => parseHistoryLocation('branch', 'a b')).toThrow('BG002: input history-branch may only hold');
    expect(parseHistoryLocation('off', 'a b')).toEqual({ kind: 'off' });
  });

  const inputs =
    (o: Record<string, string>) =>
    (n: string): string =>
      o[n] ?? '';

  it('empty inputs: off, and the defaults (500 entries, window 30, 200%, z 2.326, alerts are warnings)', () => {
    expect(readHistoryInputs(inputs({}))).toEqual({ location: { kind: 'off' }, config: HISTORY_DEFAULTS });
  });

  it.each([
    ['history-max', '0', /^BG002: input history-max: max must be a whole number from 1 to 10000/],
    ['history-max', '10001', /^BG002: input history-max: max must be a whole number from 1 to 10000/],
    ['history-max', 'lots', /^BG002: input history-max/],
    ['history-window', '0', /^BG002: input history-window: window must be a whole number from 1/],
    ['alert-threshold', '90%', /^BG002: input alert-threshold: alert-threshold must be a percentage above 100%/],
    ['z-threshold', '-1', /^BG002: input z-threshold: z-threshold must be a number above 0/],
    ['fail-on-alert', 'yes', /^BG002: input fail-on-alert must be true or false \(got "yes"\)/]
  ])('%s %j is refused, naming the input', (name, value, why) => {
    expect(() => readHistoryInputs(inputs({ [name]: value }))).toThrow(why);
  });

  it('thresholds: one value, or METRIC=value entries by line or comma (a glob keeps its braces)', () => {
    expect(splitThresholds('')).toEqual([]);
    expect(splitThresholds(' 150% ')).toEqual(['150%']);
    expect(splitThresholds('300%, signature_rate=150%\n model/{a,b}/rate=120%')).toEqual([
      '300%',
      'signature_rate=150%',
      'model/{a,b}/rate=120%'
    ]);
  });

  it('readHistoryInputs reads every input by its action.yml name', () => {
    const got = readHistoryInputs(
      inputs({
        history: 'branch',
        'history-branch': 'bench/history',
        'history-max': '40',
        'fail-on-alert': 'true',
        'alert-threshold': '150%, signature_rate=120%',
        'z-threshold': '3',
        'history-window': '10'
      })
    );
    expect(got).toEqual({
      location: { kind: 'branch', branch: 'bench/history' },
      config: {
        ...HISTORY_DEFAULTS,
        max: 40,
        window: 10,
        failOnAlert: true,
        alertThreshold: 1.5,
        zThreshold: 3,
        metrics: [{ pattern: 'signature_rate', alertThreshold: 1.2 }]
      }
    });
  });
});

describe('planning the history store', () => {
  const ctx: RunContext = {
    owner: 'acme',
    repo: 'bench',
    repository: 'acme/bench',
    eventName: 'push',
    headSha: SHA,
    isFork: false,
    job: 'bench'
  };
  const pushMain: HistoryEventFacts = {
    eventName: 'push',
    ref: 'refs/heads/main',
    payloadRef: 'refs/heads/main',
    defaultBranch: 'main',
    isFork: false
  };
  const noFiles = (): HistoryStore => {
    throw new Error('no file store here');
  };
  const fake = new FakeGitHubGit();
  const client = createOctokit('t', { fetch: fake.fetch, baseUrl: FAKE_API });

  it('off: no store at all', async () => {
    expect(
      await planHistory({ kind: 'off' }, ctx, pushMain, { workspace: '/w', client, fileStore: noFiles })
    ).toBeUndefined();
  });

  it('branch on a push to main: the API store of this repository, writing', async () => {
    const plan = await planHistory({ kind: 'branch', branch: 'benchgate-history' }, ctx, pushMain, {
      workspace: '/w',
      client,
      fileStore: noFiles
    });
    expect(plan?.store).toBeInstanceOf(GitHubHistoryStore);
    expect(plan?.store?.label).toBe('branch benchgate-history');
    expect(plan).toMatchObject({
      write: true,
      why: 'history: branch benchgate-history; a push to the default branch main: this run is appended'
    });
  });

  it.each([
    ['the default branch', 'main', /history-branch main is the default branch/],
    ['the pushed branch', 'release', /history-branch release is the pushed branch/]
  ])('refuses a history branch that is %s (appending would commit to it): BG002', async (_what, branch, why) => {
    const facts = { ...pushMain, ref: 'refs/heads/release', payloadRef: 'refs/heads/release' };
    await expect(
      planHistory({ kind: 'branch', branch }, ctx, facts, { workspace: '/w', client, fileStore: noFiles })
    ).rejects.toThrow(why);
  });

  it('without a token or outside Actions: a store whose read is a BG029 notice (carried to the report), never written', async () => {
    const loc = { kind: 'branch' as const, branch: 'benchgate-history' };
    const a = await planHistory(loc, ctx, pushMain, { workspace: '/w', fileStore: noFiles });
    expect(a?.write).toBe(false);
    await expect(a!.store.read()).rejects.toMatchObject({
      finding: { code: 'BG029', severity: 'notice', message: expect.stringContaining('no token') }
    });
    const b = await planHistory(loc, undefined, pushMain, { workspace: '/w', client, fileStore: noFiles });
    await expect(b!.store.read()).rejects.toMatchObject({
      finding: { message: expect.stringContaining('not running in GitHub Actions') }
    });
  });

  it('file: a folder inside the workspace, with the same write rule', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'bg-hist-'));
    const made: string[] = [];
    const fileStore = (dir: string): HistoryStore => {
      made.push(dir);
      return { label: `file ${dir}`, read: async () => '', append: async () => undefined };
    };
    const push = await planHistory({ kind: 'file', dir: '.bench/history' }, ctx, pushMain, {
      workspace: ws,
      fileStore
    });
    expect(made).toEqual([join(ws, '.bench/history')]);
    expect(push?.write).toBe(true);
    const pr = await planHistory(
      { kind: 'file', dir: '.bench/history' },
      { ...ctx, eventName: 'pull_request' },
      { ...pushMain, eventName: 'pull_request' },
      { workspace: ws, fileStore }
    );
    expect(pr?.write).toBe(false);
  });

  it('file: a folder that leaves the workspace through a symlink is refused (BG002)', async () => {
    const ws = mkdtempSync(join(tmpdir(), 'bg-hist-'));
    const outside = mkdtempSync(join(tmpdir(), 'bg-out-'));
    mkdirSync(join(ws, 'bench'));
    symlinkSync(outside, join(ws, 'bench', 'history'));
    await expect(
      planHistory({ kind: 'file', dir: 'bench/history/sub' }, ctx, pushMain, { workspace: ws, fileStore: noFiles })
    ).rejects.toThrow(/^BG002: input history: file:bench\/history\/sub resolves outside the workspace/);
  });
});
