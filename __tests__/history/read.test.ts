import { describe, expect, it } from '@jest/globals';
import type { HistoryEntry } from '../../src/core/history-model.js';
import { historyEntry, UNKNOWN_COMMIT } from '../../src/history/entry.js';
import { HISTORY_READ_LIMITS, parseHistory } from '../../src/history/read.js';
import { entryWith, reportWith, sha } from './helpers.js';

/** History is hostile input: every line is bounded, then schema-validated; a bad line is a BG023 with its number. */
const report = reportWith([
  { id: 'signature_rate', label: 'Signature rate', value: 0.6, unit: 'ratio', better: 'higher' }
]);
const good = (n: number) =>
  JSON.stringify(entryWith(report, n, { signature_rate: 0.6 }, {}, { signature_rate: 'higher' }));

describe('parseHistory', () => {
  it('reads the entries oldest first; blank lines and CRLF line ends are fine; empty text is no entry', () => {
    const r = parseHistory(`${good(1)}\r\n\n${good(2)}\n`, 'h/entries.jsonl');
    expect(r.findings).toEqual([]);
    expect(r.entries.map((e) => e.commit)).toEqual([sha(1), sha(2)]);
    expect(parseHistory('', 'x')).toEqual({ entries: [], findings: [] });
  });

  it('a line that is not JSON, not an entry, or over an entry’s bounds is left out with BG023 at its line', () => {
    const e = JSON.parse(good(3)) as HistoryEntry;
    const tooMany = { ...e, artifacts: Array.from({ length: 1001 }, () => e.artifacts[0]) };
    const tooManyMetrics = {
      ...e,
      artifacts: [{ ...e.artifacts[0]!, metrics: Array.from({ length: 1001 }, (_, i) => ({ id: `m${i}`, value: 1 })) }]
    };
    const lines = [
      good(1),
      '{"schema": "benchgate.history/1", SECRET-TEXT',
      JSON.stringify({ ...e, commit: 'HEAD; rm -rf /' }),
      JSON.stringify({ ...e, extra: 1 }),
      JSON.stringify(tooMany),
      JSON.stringify(tooManyMetrics),
      JSON.stringify({ ...e, artifacts: [{ ...e.artifacts[0]!, metrics: [{ id: 'x', value: '1e309' }] }] }),
      JSON.stringify({ ...e, __proto__: { polluted: true } }).replace('{', '{"__proto__":{"polluted":true},'),
      good(9)
    ];
    const r = parseHistory(lines.join('\n'), 'h/entries.jsonl');
    expect(r.entries.map((x) => x.commit)).toEqual([sha(1), sha(9)]);
    expect(r.findings.map((f) => [f.code, f.severity, f.file, f.line])).toEqual([
      ['BG023', 'warning', 'h/entries.jsonl', 2],
      ['BG023', 'warning', 'h/entries.jsonl', 3],
      ['BG023', 'warning', 'h/entries.jsonl', 4],
      ['BG023', 'warning', 'h/entries.jsonl', 5],
      ['BG023', 'warning', 'h/entries.jsonl', 6],
      ['BG023', 'warning', 'h/entries.jsonl', 7],
      ['BG023', 'warning', 'h/entries.jsonl', 8]
    ]);
    const msg = r.findings.map((f) => f.message);
    expect(msg[0]).toBe('history entry left out: line 2 is not valid JSON');
    expect(msg[1]).toBe(
      'history entry left out: line 3 is not a history entry (schemas/history.schema.json): /commit must match pattern "^(?:[0-9a-f]{40}|[0-9a-f]{64})$"'
    );
    expect(msg[2]).toContain('has an unknown property "extra"');
    expect(msg[3]).toBe(
      "history entry left out: line 5 is over an entry's bounds: it lists 1001 artifacts, over the bound of 1000"
    );
    expect(msg[4]).toBe(
      "history entry left out: line 6 is over an entry's bounds: artifact 0 lists 1001 metrics, over the bound of 1000"
    );
    expect(msg[5]).toContain('/artifacts/0/metrics/0/value must be number,null');
    expect(msg[6]).toContain('has an unknown property "__proto__"');
    // Never the text of the line.
    expect(msg.join('\n')).not.toContain('SECRET');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a line over 4 MiB is left out before it is parsed', () => {
    const big = JSON.stringify({ ...JSON.parse(good(2)), ref: 'x'.repeat(4 * 1024 * 1024) });
    const r = parseHistory(`${good(1)}\n${big}\n`, 'h');
    expect(r.entries).toHaveLength(1);
    expect(r.findings[0]!.message).toBe('history entry left out: line 2 is longer than 4 MiB');
  });

  it('a history over 32 MiB is not read at all (BG022); over 10,000 lines only the newest 10,000 are', () => {
    const huge = 'x'.repeat(HISTORY_READ_LIMITS.bytes + 1);
    const r = parseHistory(huge, 'h/entries.jsonl');
    expect(r.entries).toEqual([]);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]).toMatchObject({ code: 'BG022', severity: 'warning', file: 'h/entries.jsonl' });
    expect(r.findings[0]!.message).toContain('over the 32 MiB limit: it was not read');
    const line = good(1);
    const many = Array.from({ length: 10_002 }, (_, i) => (i < 2 ? 'not json' : line)).join('\n');
    const m = parseHistory(many, 'h');
    expect(m.entries).toHaveLength(10_000);
    // The two bad lines were the oldest: left out by the bound, not reported one by one.
    expect(m.findings.map((f) => f.code)).toEqual(['BG022']);
    expect(m.findings[0]!.message).toContain(
      'holds 10002 entries, over the bound of 10000: the oldest 2 (lines 1 to 2) were left out'
    );
  });

  it('at most 20 BG023 findings, then one that counts the rest', () => {
    const r = parseHistory(Array.from({ length: 50 }, () => 'nope').join('\n'), 'h');
    expect(r.findings).toHaveLength(21);
    expect(r.findings[20]!.message).toBe(
      'history entries left out: 30 more line(s) of h are not valid entries (the first 20 are listed)'
    );
  });
});

describe('historyEntry', () => {
  it('stores the run: commit, time, version, configHash, verdict, per artifact its gates and metrics; it reads back', () => {
    const e = historyEntry(report, { commit: sha(7).toUpperCase(), run: '123/2', ref: 'refs/heads/main' });
    expect(e).toEqual({
      schema: 'benchgate.history/1',
      commit: sha(7),
      time: '2026-12-06T09:00:00.000Z',
      run: '123/2',
      ref: 'refs/heads/main',
      version: report.tool.version,
      configHash: report.config.configHash,
      verdict: 'pass',
      artifacts: [
        {
          suite: 'pqid',
          path: 'evaluations.jsonl',
          gates: [{ id: 'records-valid', status: 'pass' }],
          metrics: [{ id: 'signature_rate', label: 'Signature rate', value: 0.6, unit: 'ratio', better: 'higher' }]
        }
      ]
    });
    expect(parseHistory(JSON.stringify(e), 'h')).toEqual({ entries: [e], findings: [] });
  });

  it('an unknown or malformed commit is stored as forty zeros; a malformed run id is left out', () => {
    const e = historyEntry(report, { commit: '', run: 'a b' });
    expect(e.commit).toBe(UNKNOWN_COMMIT);
    expect(e.run).toBeUndefined();
    expect(parseHistory(JSON.stringify(e), 'h').entries).toHaveLength(1);
  });

  it('a run too large for one line keeps within 4 MiB (labels dropped first) and still reads back', () => {
    const metrics = Array.from({ length: 1000 }, (_, i) => ({
      id: `m${i}`,
      label: 'L'.repeat(5000),
      value: i,
      better: 'higher' as const
    }));
    const big = reportWith(metrics);
    const e = historyEntry(big, { commit: sha(1) });
    expect(e.artifacts[0]!.metrics).toHaveLength(1000);
    expect(e.artifacts[0]!.metrics.every((x) => x.label === undefined)).toBe(true);
    expect(parseHistory(JSON.stringify(e), 'h').entries).toHaveLength(1);
  });
});
