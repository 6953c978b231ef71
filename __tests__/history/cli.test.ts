import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import {
  parseAlertThreshold,
  parseHistoryJob,
  parseHistoryText,
  parseZThreshold,
  thresholdsOf
} from '../../src/core/history-config.js';
import type { HistoryEntry } from '../../src/core/history-model.js';
import type { Report } from '../../src/core/model.js';
import { validateReport } from '../../src/core/report-check.js';

/** The history flags of `benchgate check` and `benchgate history show`, in process. */
const body = 'release\n';
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bg-history-cli-'));
  // A tiny release (artifact-manifest): checked in milliseconds; its metrics (files, bytes, …) have directions.
  mkdirSync(join(root, 'rel', 'data'), { recursive: true });
  writeFileSync(join(root, 'rel', 'data', 'r.txt'), body);
  const sha = execFileSync('sha256sum', [join(root, 'rel', 'data', 'r.txt')])
    .toString()
    .split(' ')[0];
  writeFileSync(
    join(root, 'rel', 'ARTIFACT_MANIFEST.tsv'),
    `path\tbytes\tsha256\ndata/r.txt\t${body.length}\t${sha}\n`
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(args: string[], cwd = root): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    color: false,
    cwd,
    env: {},
    isTTY: false
  };
  return { code: await main(args, io), out, err };
}

describe('check --history: usage errors exit 2 before anything runs', () => {
  it.each([
    [['--alert-threshold', '150%'], '--alert-threshold needs --history DIR'],
    [['--fail-on-alert'], '--fail-on-alert needs --history DIR'],
    [
      ['--history', 'h', '--alert-threshold', '50%'],
      '--alert-threshold: alert-threshold must be a percentage above 100%'
    ],
    [
      ['--history', 'h', '--z-threshold', 'signature_rate=-1'],
      '--alert-threshold / --z-threshold METRIC=value: metrics.signature_rate.z-threshold must be a number above 0'
    ],
    [['--history', 'h', '--history-window', '0'], '--history-window: window must be a whole number from 1 to 10000'],
    [['--history', 'h', '--history-max', '10001'], '--history-max: max must be a whole number from 1 to 10000'],
    [['--history', 'h', '--commit', 'HEAD'], '--commit must be a commit SHA of 40 or 64 hex digits (got "HEAD")'],
    [['--history', 'h', '-k', 'rel'], 'add --no-history-write to judge it only'],
    [['--history', 'h', '--shard', '1/2'], '--history judges a whole run']
  ])('%j', async (flags, message) => {
    const r = await run(['check', 'rel', '--no-cache', ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});

describe('the commit of a local run', () => {
  it('outside a git checkout without --commit: forty zeros and a BG025 notice', async () => {
    const r = await run(['check', 'rel', '--no-cache', '--history', 'h0', '--json']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as Report;
    expect(rep.findings.find((f) => f.code === 'BG025')).toMatchObject({
      severity: 'notice',
      file: 'h0/entries.jsonl'
    });
    const entries = JSON.parse((await run(['history', 'show', 'h0', '--format', 'json'])).out) as HistoryEntry[];
    expect(entries.map((e) => e.commit)).toEqual(['0'.repeat(40)]);
    // The report with its history is a valid report (schemas/report.schema.json), as merge and baselines read it.
    expect(() => validateReport(JSON.parse(r.out), 'report')).not.toThrow();
  });

  it('in a git checkout: git rev-parse HEAD and the branch ref; --commit wins over it', async () => {
    const repo = join(root, 'repo');
    mkdirSync(repo);
    const git = (...a: string[]) =>
      execFileSync('git', a, {
        cwd: repo,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@x',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@x'
        }
      })
        .toString()
        .trim();
    git('init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'data'));
    writeFileSync(join(repo, 'data', 'r.txt'), body);
    writeFileSync(join(repo, 'ARTIFACT_MANIFEST.tsv'), readFileSync(join(root, 'rel', 'ARTIFACT_MANIFEST.tsv')));
    git('add', '.');
    git('commit', '-qm', 'one');
    const head = git('rev-parse', 'HEAD');
    expect((await run(['check', 'repo', '--no-cache', '--history', 'hg'])).code).toBe(0);
    expect((await run(['check', 'repo', '--no-cache', '--history', 'hg', '--commit', 'ab'.repeat(20)])).code).toBe(0);
    const entries = JSON.parse((await run(['history', 'show', 'hg', '--format', 'json'])).out) as HistoryEntry[];
    expect(entries.map((e) => [e.commit, e.ref])).toEqual([
      [head, 'refs/heads/main'],
      ['ab'.repeat(20), 'refs/heads/main']
    ]);
  });
});

describe('a history inside the checked folder', () => {
  it('is benchgate’s own output: left alone with a BG027 notice, claimed by no suite', async () => {
    cpSync(join(root, 'rel'), join(root, 'inside', 'rel'), { recursive: true });
    const args = ['check', 'inside', '--no-cache', '--history', 'inside/.bench/history', '--json'];
    expect((await run([...args, '--commit', 'e1'.repeat(20)])).code).toBe(0);
    const r = await run([...args, '--commit', 'e2'.repeat(20)]);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as Report;
    expect(rep.findings.filter((f) => f.code === 'BG027')).toEqual([
      expect.objectContaining({
        file: '.bench/history/entries.jsonl',
        message:
          '.bench/history/entries.jsonl is a benchgate history (schema benchgate.history), not a benchmark artifact: not checked'
      })
    ]);
    expect(JSON.stringify(rep.suites)).not.toContain('entries.jsonl');
    expect(rep.history!.entries).toBe(1);
  });
});

describe('history show', () => {
  it('a missing folder is a usage error; a folder without entries is an empty array', async () => {
    expect((await run(['history', 'show', 'nope'])).code).toBe(2);
    mkdirSync(join(root, 'empty'));
    const r = await run(['history', 'show', 'empty', '--format', 'json']);
    expect([r.code, JSON.parse(r.out)]).toEqual([0, []]);
    expect((await run(['history', 'show', 'empty'])).out).toBe('no entries in empty/entries.jsonl\n');
  });

  it('a bad line is left out, named on stderr with its code and line, and the exit code is 1', async () => {
    const r0 = await run(['check', 'rel', '--no-cache', '--history', 'hb', '--commit', 'cd'.repeat(20)]);
    expect(r0.code).toBe(0);
    const file = join(root, 'hb', 'entries.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8') + '{"schema":"benchgate.history/1","commit":"\\u001b[31mred"}\n');
    const r = await run(['history', 'show', 'hb', '--format', 'json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as HistoryEntry[]).map((e) => e.commit)).toEqual(['cd'.repeat(20)]);
    expect(r.err).toMatch(/^warning BG023 hb\/entries\.jsonl:2: history entry left out: line 2 is not a history entry/);
    expect(r.err).not.toContain('\u001b');
    const text = await run(['history', 'show', 'hb']);
    expect(text.out).toMatch(
      /^#\s+commit\s+time\s+verdict\s+version\s+config\s+artifacts\s+gates failed\s+run\n1\s+cdcdcdcdcdcd\s/
    );
  });
});

describe('the job’s history settings', () => {
  it('percentages, ratios and z boundaries', () => {
    expect([
      parseAlertThreshold('200%'),
      parseAlertThreshold(' 150 % '),
      parseAlertThreshold(2),
      parseAlertThreshold('1.5')
    ]).toEqual([2, 1.5, 2, 1.5]);
    for (const bad of ['100%', '1', 0.5, '-200%', 'abc', '', null, '1e3%', 2000])
      expect([bad, parseAlertThreshold(bad)]).toEqual([bad, undefined]);
    expect([parseZThreshold('2.326'), parseZThreshold(3)]).toEqual([2.326, 3]);
    for (const bad of ['0', -1, 'x', 101, Infinity]) expect([bad, parseZThreshold(bad)]).toEqual([bad, undefined]);
  });

  it('flags: a global value and METRIC=value per metric (exact id first, else the first glob)', () => {
    const c = parseHistoryJob({
      alertThreshold: ['150%', 'model/*/signature_rate=300%', 'signature_rate=110%'],
      zThreshold: ['3', 'es_gap_rate=1.5'],
      window: '20',
      max: '100',
      failOnAlert: true
    });
    expect(c).toMatchObject({
      window: 20,
      max: 100,
      failOnAlert: true,
      alertThreshold: 1.5,
      zThreshold: 3,
      minSample: 2,
      chart: 50
    });
    expect(thresholdsOf(c, 'signature_rate')).toEqual({ alertThreshold: 1.1, zThreshold: 3 });
    expect(thresholdsOf(c, 'model/a/signature_rate')).toEqual({ alertThreshold: 3, zThreshold: 3 });
    expect(thresholdsOf(c, 'es_gap_rate')).toEqual({ alertThreshold: 1.5, zThreshold: 1.5 });
    expect(thresholdsOf(c, 'other')).toEqual({ alertThreshold: 1.5, zThreshold: 3 });
  });

  it('the mapping form (an action input): YAML or JSON; unknown keys and bad values are refused', () => {
    expect(parseHistoryText('', 'history-config')).toBeUndefined();
    expect(parseHistoryText('{window: 10, metrics: {signature_rate: {alert-threshold: 120%}}}', 'x')).toMatchObject({
      window: 10,
      metrics: [{ pattern: 'signature_rate', alertThreshold: 1.2 }]
    });
    expect(() => parseHistoryText('{windw: 10}', 'x')).toThrow(
      'unknown key "windw" in x; expected one of store, max, window'
    );
    expect(() => parseHistoryText('{metrics: {signature_rate: 1.5}}', 'x')).toThrow(
      'x.metrics.signature_rate must be a mapping with alert-threshold and/or z-threshold'
    );
  });
});
