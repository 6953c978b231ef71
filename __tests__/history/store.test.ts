import { afterAll, describe, expect, it } from '@jest/globals';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  utimesSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historyConfig } from '../../src/core/history-config.js';
import type { HistoryEntry, HistoryStore } from '../../src/core/history-model.js';
import { appendLines, FileHistoryStore } from '../../src/history/file-store.js';
import { parseHistory } from '../../src/history/read.js';
import { withHistory } from '../../src/history/run-history.js';
import { entryWith, reportWith, sha } from './helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'bg-history-store-'));
  dirs.push(d);
  return d;
};

const report = reportWith([
  { id: 'signature_rate', label: 'Signature rate', value: 0.3, unit: 'ratio', better: 'higher' }
]);
const entry = (n: number, v = 0.6): HistoryEntry =>
  entryWith(report, n, { signature_rate: v }, {}, { signature_rate: 'higher' });
const commits = (text: string) => parseHistory(text, 'h').entries.map((e) => e.commit);

describe('FileHistoryStore', () => {
  it('reads nothing from a missing folder; the first append creates the folder and entries.jsonl', async () => {
    const dir = join(tmp(), 'a', 'b');
    const s = new FileHistoryStore(dir, 'a/b');
    expect(s.label).toBe('file a/b');
    expect(s.file).toBe('a/b/entries.jsonl');
    expect(await s.read()).toBe('');
    await s.append(entry(1), 500);
    expect(readFileSync(join(dir, 'entries.jsonl'), 'utf8')).toBe(JSON.stringify(entry(1)) + '\n');
  });

  it('keeps the newest max entries, oldest first', async () => {
    const s = new FileHistoryStore(tmp());
    for (let i = 1; i <= 7; i++) await s.append(entry(i), 5);
    expect(commits(await s.read())).toEqual([3, 4, 5, 6, 7].map(sha));
  });

  it('writes by rename: a reader holding the old file still reads it whole; no temporary file is left', async () => {
    const dir = tmp();
    const s = new FileHistoryStore(dir);
    await s.append(entry(1), 500);
    const before = readFileSync(join(dir, 'entries.jsonl'));
    const fd = openSync(join(dir, 'entries.jsonl'), 'r');
    try {
      await s.append(entry(2), 500);
      const buf = Buffer.alloc(before.length + 100);
      const n = readSync(fd, buf, 0, buf.length, 0);
      // The open file is the old one, untouched (an in-place rewrite would have truncated or grown it).
      expect(buf.subarray(0, n).equals(before)).toBe(true);
    } finally {
      closeSync(fd);
    }
    expect(commits(await s.read())).toEqual([sha(1), sha(2)]);
    expect(readdirSync(dir).sort()).toEqual(['entries.jsonl']);
  });

  it('concurrent appends take turns through the lock: no entry is lost', async () => {
    const dir = tmp();
    const writers = Array.from({ length: 12 }, () => new FileHistoryStore(dir));
    await Promise.all(writers.map((w, i) => w.append(entry(i + 1), 500)));
    expect(commits(await writers[0]!.read()).sort()).toEqual(Array.from({ length: 12 }, (_, i) => sha(i + 1)).sort());
    expect(existsSync(join(dir, 'entries.jsonl.lock'))).toBe(false);
  });

  it('a stale lock (a crashed writer, over a minute old) is removed', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'entries.jsonl.lock'), '999999 dead\n');
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(join(dir, 'entries.jsonl.lock'), old, old);
    await new FileHistoryStore(dir).append(entry(1), 500);
    expect(commits(readFileSync(join(dir, 'entries.jsonl'), 'utf8'))).toEqual([sha(1)]);
  });

  it('a corrupt line is kept on append (reported when read, never silently dropped)', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'entries.jsonl'), `${JSON.stringify(entry(1))}\n{broken\n`);
    const s = new FileHistoryStore(dir, 'h');
    await s.append(entry(2), 500);
    const r = parseHistory(await s.read(), s.file);
    expect(r.entries.map((e) => e.commit)).toEqual([sha(1), sha(2)]);
    expect(r.findings.map((f) => [f.code, f.file, f.line])).toEqual([['BG023', 'h/entries.jsonl', 2]]);
  });

  it('a file over 32 MiB is refused by read (an error naming the bound), before it is read', async () => {
    const dir = tmp();
    const fd = openSync(join(dir, 'entries.jsonl'), 'w');
    closeSync(fd);
    // A sparse file: the size is what counts.
    const { truncateSync } = await import('node:fs');
    truncateSync(join(dir, 'entries.jsonl'), 32 * 1024 * 1024 + 1);
    await expect(new FileHistoryStore(dir, 'h').read()).rejects.toThrow(
      'h/entries.jsonl is 32 MiB (33554433 bytes), over the 32 MiB limit for a history'
    );
  });

  it('appendLines keeps the text under the read bound by dropping the oldest lines', () => {
    const line = 'x'.repeat(1024 * 1024);
    const existing = Array.from({ length: 40 }, () => line).join('\n');
    const out = appendLines(existing, 'new', 500);
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(32 * 1024 * 1024);
    expect(out.endsWith('\nnew\n')).toBe(true);
    expect(out.split('\n').filter(Boolean)).toHaveLength(32);
  });
});

/** A store in memory, or one that fails as asked. */
function memory(text = '', fail: { read?: string; append?: string } = {}): HistoryStore & { appended: HistoryEntry[] } {
  const appended: HistoryEntry[] = [];
  return {
    label: 'memory',
    appended,
    async read() {
      if (fail.read) throw new Error(fail.read);
      return text;
    },
    async append(e) {
      if (fail.append) throw new Error(fail.append);
      appended.push(e);
    }
  };
}

describe('withHistory', () => {
  const hist = [entry(1), entry(2)].map((e) => JSON.stringify(e)).join('\n');

  it('judges, places the alert on its artifact, recounts, and appends the run as it ended', async () => {
    const store = memory(hist);
    const { report: r, appended } = await withHistory(
      report,
      store,
      historyConfig({ failOnAlert: true }),
      { commit: sha(3) },
      { write: true }
    );
    expect(appended).toBe(true);
    expect(r.history).toMatchObject({ source: 'memory', entries: 2, apart: 0, alerts: 1 });
    expect(r.suites[0]!.artifacts[0]!.findings.map((f) => [f.code, f.severity])).toEqual([['BG024', 'error']]);
    expect(r.verdict).toBe('fail');
    expect(r.counts.findings.error).toBe(1);
    expect(store.appended).toHaveLength(1);
    expect(store.appended[0]).toMatchObject({ commit: sha(3), verdict: 'fail', time: report.startedAt });
    expect(r.history!.series[0]!.points.at(-1)).toEqual({
      commit: sha(3),
      time: report.startedAt,
      value: 0.3,
      current: true
    });
  });

  it('read-only (a pull request): nothing appended', async () => {
    const store = memory(hist);
    const { appended } = await withHistory(report, store, historyConfig(), { commit: sha(3) }, { write: false });
    expect(appended).toBe(false);
    expect(store.appended).toEqual([]);
  });

  it('a store that cannot be read is BG022 (a warning, nothing judged); the run is still appended', async () => {
    const store = memory('', { read: 'EACCES: permission denied' });
    const { report: r, appended } = await withHistory(
      report,
      store,
      historyConfig(),
      { commit: sha(3) },
      { write: true }
    );
    expect(appended).toBe(true);
    expect(r.findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      [
        'BG022',
        'warning',
        'the history (memory) could not be read: EACCES: permission denied; nothing was judged against it'
      ]
    ]);
    expect(r.history!.series[0]!.status).toBe('insufficient');
    expect(r.verdict).toBe('pass');
  });

  it('a store that cannot be written is BG025 (a warning); an unknown commit is a BG025 notice', async () => {
    const bad = await withHistory(
      report,
      memory(hist, { append: 'EROFS: read-only file system' }),
      historyConfig(),
      { commit: sha(3) },
      { write: true }
    );
    expect(bad.appended).toBe(false);
    expect(bad.report.findings.find((f) => f.code === 'BG025')).toMatchObject({
      severity: 'warning',
      message:
        'this run was not added to the history (memory): EROFS: read-only file system. The verdict does not depend on it'
    });
    const store = memory(hist);
    const unknown = await withHistory(report, store, historyConfig(), { commit: '' }, { write: true });
    expect(store.appended[0]!.commit).toBe('0'.repeat(40));
    expect(unknown.report.findings.find((f) => f.code === 'BG025')).toMatchObject({ severity: 'notice' });
  });

  it('two runs appending to one folder at once: neither entry is lost', async () => {
    const dir = tmp();
    const a = new FileHistoryStore(dir);
    const b = new FileHistoryStore(dir);
    await Promise.all([
      withHistory(report, a, historyConfig(), { commit: sha(1) }, { write: true }),
      withHistory(report, b, historyConfig(), { commit: sha(2) }, { write: true })
    ]);
    expect(commits(await a.read()).sort()).toEqual([sha(1), sha(2)]);
  });
});
