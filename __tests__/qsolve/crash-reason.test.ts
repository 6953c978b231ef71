/**
 * Issue #33, item 4: a crashed reference method no longer shows only "no headline metric: quantum and reference could
 * not be compared" (QS021): the case says which method raised and why, in one line (the exception's type and message,
 * as the traceback's last line), without host paths outside the workflow. The real sandboxed run of a workflow whose
 * reference raises: crash-reason-e2e.test.ts (integration tier: it runs Python).
 */
import { describe, expect, test } from '@jest/globals';
import { decideCase, NO_HEADLINE } from '../../src/suites/qsolve/decide.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { oneLineReason } from '../../src/suites/qsolve/reason.js';
import type { CaseRecord } from '../../src/suites/qsolve/types.js';
import { tidyTraceback } from '../../src/suites/qsolve/traceback.js';

describe('oneLineReason', () => {
  test('the exception type and the first line of its message; more lines are marked', () => {
    expect(oneLineReason('failed: ValueError: bad input')).toBe('ValueError: bad input');
    expect(oneLineReason('failed: KeyError: a\nsecond line\n')).toBe('KeyError: a …');
    expect(oneLineReason(null)).toBe('no reason given');
    expect(oneLineReason('failed:   \n')).toBe('no reason given');
  });

  test('host paths: the workflow’s own become workflow-relative, every other one only its last component', () => {
    const tidy = (t: string) => tidyTraceback(t, '/home/u/repo/wf', 'wf');
    expect(oneLineReason("failed: FileNotFoundError: [Errno 2] No such file: '/home/u/repo/wf/data/x.csv'", tidy)).toBe(
      "FileNotFoundError: [Errno 2] No such file: 'wf/data/x.csv'"
    );
    expect(oneLineReason("failed: OSError: cannot open '/home/u/.ssh/id_rsa' or /tmp/bg-sandbox-1/x.json", tidy)).toBe(
      "OSError: cannot open '…/id_rsa' or …/x.json"
    );
    expect(oneLineReason('failed: OSError: file:///opt/secret/a.py:3', tidy)).toBe('OSError: …/a.py:3');
    // not paths: URLs, relative paths, fractions
    expect(oneLineReason('failed: HTTPError: https://example.com/a/b 1/2 wf/x.py')).toBe(
      'HTTPError: https://example.com/a/b 1/2 wf/x.py'
    );
  });

  test('a very long reason is cut at a word boundary with an ellipsis', () => {
    const r = oneLineReason(`failed: ValueError: ${'word '.repeat(100)}`);
    expect(r.length).toBeLessThanOrEqual(300);
    expect(r).toMatch(/ word…$/);
  });
});

describe('decideCase: a crashed method gives its reason beside "no headline metric"', () => {
  const base = (methods: CaseRecord['methods']): CaseRecord => ({
    name: 'c',
    target: 'sim-cpu',
    seed: 1,
    params: {},
    expect: { max_gap: 0 },
    methods
  });
  const ok = { status: 'ok' as const, objective: -7, evaluated: -7, circuits: [] };

  test('the reference method', () => {
    const d = decideCase(
      base([
        { name: 'qaoa', kind: 'quantum', ...ok },
        {
          name: 'bf',
          kind: 'classical',
          reference: true,
          status: 'failed',
          reason: 'failed: ZeroDivisionError: division by zero',
          circuits: []
        }
      ]),
      metricOf(undefined)
    );
    expect(d.status).toBe('fail');
    expect(d.message).toBe(NO_HEADLINE);
    expect(d.note).toBe('the reference method bf raised ZeroDivisionError: division by zero');
  });

  test('the quantum method (recorded as failed)', () => {
    const d = decideCase(
      base([
        {
          name: 'qaoa',
          kind: 'quantum',
          status: 'failed',
          reason: 'failed: RuntimeError: no backend\nmore',
          circuits: []
        },
        { name: 'bf', kind: 'classical', reference: true, ...ok }
      ]),
      metricOf(undefined)
    );
    expect(d.note).toBe('the quantum method qaoa raised RuntimeError: no backend …');
  });
});
