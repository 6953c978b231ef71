import { describe, expect, test, beforeAll } from '@jest/globals';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { loadEvaluations } from '../../src/suites/pqid/service.js';
import { captureIO } from './helpers.js';

// Issue 20 item 1. Expected messages were captured by running PQID-Bench 1.2.1 (f4bafb4) with Python 3.11:
// the reference materialises every row (`list(rows)`) before checking records, so a JSON or UTF-8 error
// later in the file is the error it reports.
const bad = '{"model":"m","prompt_id":"p1","report_executable":false,"report_signature_match":true}\n';
const pad = Array.from(
  { length: 200 },
  (_, i) => `{"model":"m","prompt_id":"q${i}","report_executable":true,"report_signature_match":true}\n`
).join('');

let root = '';
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-first-')));
  writeFileSync(join(root, 'o.jsonl'), bad + '{bad\n');
  writeFileSync(
    join(root, 'u.jsonl'),
    Buffer.concat([Buffer.from(bad + pad + '{"model":"m","prompt_id":"'), Buffer.from([0xff]), Buffer.from('"}\n')])
  );
  writeFileSync(join(root, 'n.jsonl'), bad + '[1]\n');
  writeFileSync(join(root, 'r.jsonl'), bad + pad);
});

async function cli(args: string[]): Promise<{ rc: number; err: string }> {
  const cap = captureIO(root);
  const rc = await runPqidReference(args, cap.io);
  return { rc, err: cap.err() };
}

describe('the reference reads the whole file before checking records', () => {
  test('a record error on line 1 and invalid JSON on line 2: the JSON error is the reference message', async () => {
    expect(await cli(['evaluate', '--evaluations', 'o.jsonl'])).toEqual({
      rc: 1,
      err: 'pqid-bench: Invalid JSONL at o.jsonl:2\n'
    });
  });
  test('a record error on line 1 and a \\xff byte after 8 KiB: the UTF-8 error (with CPython position) comes first', async () => {
    expect(await cli(['evaluate', '--evaluations', 'u.jsonl'])).toEqual({
      rc: 1,
      err: "pqid-bench: 'utf-8' codec can't decode byte 0xff in position 1219: invalid start byte\n"
    });
  });
  test('a later non-object line also comes before a record error', async () => {
    expect(await cli(['evaluate', '--evaluations', 'n.jsonl'])).toEqual({
      rc: 1,
      err: 'pqid-bench: Expected an object at n.jsonl:2\n'
    });
  });
  test('without a read error the first record error is reported', async () => {
    expect(await cli(['evaluate', '--evaluations', 'r.jsonl'])).toEqual({
      rc: 1,
      err: 'pqid-bench: Record 1 violates signature => execution\n'
    });
  });
  test('the suite (all problems) marks the read error as the one the reference stops at, and still lists the record error', async () => {
    const l = await loadEvaluations(join(root, 'o.jsonl'), 'o.jsonl');
    expect(l.acc.firstError?.message).toBe('Invalid JSONL at o.jsonl:2');
    expect(l.acc.problems.map((p) => [p.kind, p.line])).toEqual([
      ['invariant', 1],
      ['invalid-json', 2]
    ]);
  });
});
