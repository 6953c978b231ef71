import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pqidSuite } from '../../src/suites/pqid/suite.js';
import { walkTree } from '../../src/core/tree.js';
import type { ArtifactResult, Finding } from '../../src/core/model.js';
import { machineLocalPath, parseDateTime, secretProblems } from '../../src/suites/pqid/live.js';
import { CONFORMANCE } from '../helpers/paths.js';

/**
 * Issue 20, missing PQID checks. The starting point is a real live run written by the PQID-Bench reference
 * (its own test_live.py setup, run by scripts/pqid-ref-capture.py): it passes. Each attack edits one file of
 * a copy and must become a coded finding at its line.
 */
const LIVE = join(CONFORMANCE, 'pqid-ref', 'live-run');
const OUT = 'output';

function copyRun(): string {
  const dst = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-live-')));
  cpSync(LIVE, dst, { recursive: true });
  return dst;
}

async function checkAll(
  root: string
): Promise<{ results: ArtifactResult[]; findings: Finding[]; kinds: Record<string, string> }> {
  const { tree } = await walkTree(root);
  const ctx = { root, options: {}, log: () => undefined };
  const d = await pqidSuite.discover(tree, ctx);
  const results: ArtifactResult[] = [];
  for (const a of d.artifacts) results.push(await pqidSuite.check(a, ctx));
  return {
    results,
    findings: results.flatMap((r) => r.findings),
    kinds: Object.fromEntries(d.artifacts.map((a) => [a.path, a.kind]))
  };
}

const lines = (root: string, rel: string): Record<string, unknown>[] =>
  readFileSync(join(root, rel), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const writeLines = (root: string, rel: string, rows: Record<string, unknown>[]): void =>
  writeFileSync(join(root, rel), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const errors = (f: Finding[]): [string, string | undefined, number | undefined][] =>
  f.filter((x) => x.severity === 'error').map((x) => [x.code, x.file, x.line]);

describe('a live run written by the reference passes', () => {
  test('every live-run file is discovered (requests.jsonl included) and none has an error', async () => {
    const root = copyRun();
    const r = await checkAll(root);
    expect(r.kinds[`${OUT}/requests.jsonl`]).toBe('pqid-requests');
    expect(r.kinds[`${OUT}/responses.jsonl`]).toBe('pqid-responses');
    expect(r.kinds[`${OUT}/provider-attempts.jsonl`]).toBe('pqid-provider-attempts');
    expect(r.kinds[`${OUT}/run-manifest.json`]).toBe('pqid-run-manifest');
    expect(r.kinds[`${OUT}/run-summary.json`]).toBe('pqid-run-summary');
    expect(r.kinds['artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl']).toBe('pqid-prompts');
    expect(errors(r.findings)).toEqual([]);
    // The mocked provider answered with another model: a notice, never an error.
    expect(r.findings.filter((f) => f.code === 'PQ038').map((f) => f.file)).toEqual([
      `${OUT}/responses.jsonl`,
      `${OUT}/responses.jsonl`
    ]);
    expect(r.results.every((x) => x.gates.every((g) => g.status !== 'fail'))).toBe(true);
  });
});

describe('the requests option names requests.jsonl files explicitly', () => {
  test('with discovery off, `requests` claims the file and its rules run', async () => {
    const root = copyRun();
    const path = join(root, OUT, 'requests.jsonl');
    const text = readFileSync(path, 'utf8').split('\n');
    text[1] = text[1].replace('"target_metadata_policy":"not exported"', '"target_metadata_policy":"exported"');
    writeFileSync(path, text.join('\n'));
    const { tree } = await walkTree(root);
    const ctx = { root, options: { discover: false, requests: [`${OUT}/requests.jsonl`] }, log: () => undefined };
    const d = await pqidSuite.discover(tree, ctx);
    expect(d.artifacts.map((a) => [a.path, a.kind])).toEqual([[`${OUT}/requests.jsonl`, 'pqid-requests']]);
    const r = await pqidSuite.check(d.artifacts[0], ctx);
    expect(errors(r.findings)).toEqual([['PQ026', `${OUT}/requests.jsonl`, 2]]);
  });
});

describe('attacks on a live run: each is a coded finding at its line', () => {
  test('timestamps: started_at "yesterday", completed_at "2026-13-45" (PQ021); completed before started (PQ022)', async () => {
    const root = copyRun();
    const a = lines(root, `${OUT}/provider-attempts.jsonl`);
    a[0].started_at = 'yesterday';
    a[1].completed_at = '2026-13-45';
    writeLines(root, `${OUT}/provider-attempts.jsonl`, a);
    const resp = lines(root, `${OUT}/responses.jsonl`);
    resp[1].completed_at = '2026-02-30T10:00:00+00:00';
    writeLines(root, `${OUT}/responses.jsonl`, resp);
    const r = await checkAll(root);
    expect(errors(r.findings)).toEqual([
      ['PQ021', `${OUT}/provider-attempts.jsonl`, 1],
      ['PQ021', `${OUT}/provider-attempts.jsonl`, 2],
      ['PQ021', `${OUT}/responses.jsonl`, 2]
    ]);
    const b = lines(root, `${OUT}/provider-attempts.jsonl`);
    b[0].started_at = '2026-12-03T17:00:00Z';
    b[0].completed_at = '2026-12-03T16:00:00Z';
    b[1].completed_at = null;
    writeLines(root, `${OUT}/provider-attempts.jsonl`, b);
    const r2 = await checkAll(root);
    expect(r2.findings.filter((f) => f.code === 'PQ022').map((f) => [f.severity, f.line])).toEqual([['warning', 1]]);
  });

  test('duplicate attempt_id (PQ023)', async () => {
    const root = copyRun();
    const a = lines(root, `${OUT}/provider-attempts.jsonl`);
    a[1].attempt_id = a[0].attempt_id;
    writeLines(root, `${OUT}/provider-attempts.jsonl`, a);
    expect(errors((await checkAll(root)).findings)).toEqual([['PQ023', `${OUT}/provider-attempts.jsonl`, 2]]);
  });

  test('prompt ids are the join key: duplicate prompt_id in the prompt file (PQ024), a response whose prompt is in no prompt file (PQ025)', async () => {
    const root = copyRun();
    const pf = 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl';
    const p = lines(root, pf);
    writeLines(root, pf, [p[0], p[1], p[0]]);
    const resp = lines(root, `${OUT}/responses.jsonl`);
    resp[1].prompt_id = 'pqid_bench_external_gen_0099';
    writeLines(root, `${OUT}/responses.jsonl`, resp);
    // (The release manifest now fails too: the prompt file changed. Only PQID record findings are asserted.)
    const f = (await checkAll(root)).findings.filter((x) => x.code === 'PQ024' || x.code === 'PQ025');
    expect(f.map((x) => [x.code, x.file, x.line])).toEqual([
      ['PQ024', pf, 3],
      ['PQ025', `${OUT}/responses.jsonl`, 2]
    ]);
  });

  test('a request_body carrying target_metadata (PQ026, and its digest no longer matches: PQ027)', async () => {
    const root = copyRun();
    // Edited as text: a JSON round trip would turn the reference's 0.0 into 0 and change every digest.
    const path = join(root, OUT, 'requests.jsonl');
    const text = readFileSync(path, 'utf8').split('\n');
    text[0] = text[0].replace('"request_body":{', '"request_body":{"target_metadata":{"gate_count":9001},');
    writeFileSync(path, text.join('\n'));
    expect(errors((await checkAll(root)).findings)).toEqual([
      ['PQ026', `${OUT}/requests.jsonl`, 1],
      ['PQ027', `${OUT}/requests.jsonl`, 1]
    ]);
  });

  test('a request body with a 20-digit int, -0 and 1e400 is digested over Python json.dumps bytes (no PQ027)', async () => {
    const root = copyRun();
    const path = join(root, OUT, 'requests.jsonl');
    const text = readFileSync(path, 'utf8').split('\n');
    text[0] = text[0]
      .replace('"request_body":{', '"request_body":{"seed":12345678901234567890,"offset":-0,"scale":1e400,')
      // hashlib.sha256(json.dumps(body, sort_keys=True, separators=(',', ':')).encode()) by Python 3.11.2:
      // '"offset":0', '"scale":Infinity', '"seed":12345678901234567890' (a double would print …67168).
      .replace(
        /"request_sha256":"[0-9a-f]{64}"/,
        '"request_sha256":"e2f6fec6ca25b5834d5f556c9026cbae7b8b3e327df8a00925f0f03c11325886"'
      );
    writeFileSync(path, text.join('\n'));
    const f = (await checkAll(root)).findings;
    expect(errors(f)).toEqual([]);
    expect(f.filter((x) => x.code === 'PQ027')).toEqual([]);
  });

  test('a run manifest or run summary Python cannot read is PQ030 at the line and column Python names', async () => {
    const root = copyRun();
    writeFileSync(join(root, OUT, 'run-manifest.json'), '{"run_type": "live_replication",\n  "x": NaN x}');
    writeFileSync(join(root, OUT, 'run-summary.json'), '{\n\n  "a": [1, 2,]}');
    // Python json.loads: JSONDecodeError lineno 2 colno 12, and lineno 3 colno 14.
    const f = (await checkAll(root)).findings.filter((x) => x.code === 'PQ030');
    expect(f.map((x) => [x.file, x.line, x.column])).toEqual([
      [`${OUT}/run-manifest.json`, 2, 12],
      [`${OUT}/run-summary.json`, 3, 14]
    ]);
  });

  test('a run manifest that is a 20-digit integer (or NaN) is not an object: a finding, never a crash', async () => {
    for (const text of ['12345678901234567890', 'NaN', '[{}]']) {
      const root = copyRun();
      writeFileSync(join(root, OUT, 'run-manifest.json'), text);
      const f = (await checkAll(root)).findings.filter((x) => x.file === `${OUT}/run-manifest.json`);
      expect(f.filter((x) => x.severity === 'error').length).toBeGreaterThan(0);
      expect(f.map((x) => x.message).join(' ')).toMatch(/must be a JSON object/);
    }
  });

  test('an sk-… key in a request body or a credential-like field with a value (PQ028, redacted)', async () => {
    const root = copyRun();
    const key = 'sk-proj-AbCdEfGhIjKlMnOpQrStUvWx0123456789';
    const q = lines(root, `${OUT}/requests.jsonl`);
    (q[1].request_body as Record<string, unknown>).metadata = { note: `key ${key}` };
    writeLines(root, `${OUT}/requests.jsonl`, q);
    const a = lines(root, `${OUT}/provider-attempts.jsonl`);
    a[0].authorization = 'Bearer abc';
    writeLines(root, `${OUT}/provider-attempts.jsonl`, a);
    const r = await checkAll(root);
    const f = r.findings.filter((x) => x.code === 'PQ028');
    expect(f.map((x) => [x.file, x.line])).toEqual([
      [`${OUT}/provider-attempts.jsonl`, 1],
      [`${OUT}/requests.jsonl`, 2]
    ]);
    for (const x of r.findings) expect(x.message).not.toContain(key);
  });

  test('run-manifest audit assertions: credential_value_recorded true, target_metadata_exported true, acknowledgement false (PQ035)', async () => {
    const root = copyRun();
    const path = join(root, OUT, 'run-manifest.json');
    const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    m.credential_value_recorded = true;
    m.target_metadata_exported = true;
    m.third_party_prompt_export_acknowledged = false;
    writeFileSync(path, JSON.stringify(m, null, 2) + '\n');
    const text = readFileSync(path, 'utf8').split('\n');
    const at = (k: string): number => text.findIndex((l) => l.includes(`"${k}"`)) + 1;
    expect(errors((await checkAll(root)).findings)).toEqual(
      [
        ['PQ035', `${OUT}/run-manifest.json`, at('credential_value_recorded')],
        ['PQ035', `${OUT}/run-manifest.json`, at('target_metadata_exported')],
        ['PQ035', `${OUT}/run-manifest.json`, at('third_party_prompt_export_acknowledged')]
      ].sort((x, y) => (x[2] as number) - (y[2] as number))
    );
  });

  test('a live manifest without the assertions: PQ035 warnings', async () => {
    const root = copyRun();
    const path = join(root, OUT, 'run-manifest.json');
    const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    delete m.credential_value_recorded;
    writeFileSync(path, JSON.stringify(m, null, 2) + '\n');
    const f = (await checkAll(root)).findings.filter((x) => x.code === 'PQ035');
    expect(f.map((x) => x.severity)).toEqual(['warning']);
  });

  test.each([
    ['/home/alice/pqid/prompts.jsonl'],
    ['~/prompts.jsonl'],
    ['C:\\Users\\alice\\prompts.jsonl'],
    ['../../outside/prompts.jsonl']
  ])('a machine-local prompt_source %j (PQ036)', async (src) => {
    const root = copyRun();
    const path = join(root, OUT, 'run-manifest.json');
    const m = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    m.prompt_source = src;
    writeFileSync(path, JSON.stringify(m, null, 2) + '\n');
    expect(errors((await checkAll(root)).findings).map((x) => x[0])).toEqual(['PQ036']);
  });

  test('a raw_response_path outside the run (PQ036) and a run summary with an absolute output_dir (PQ036)', async () => {
    const root = copyRun();
    const a = lines(root, `${OUT}/provider-attempts.jsonl`);
    a[0].raw_response_path = '/tmp/raw/x.json';
    writeLines(root, `${OUT}/provider-attempts.jsonl`, a);
    const sp = join(root, OUT, 'run-summary.json');
    const s = JSON.parse(readFileSync(sp, 'utf8')) as Record<string, unknown>;
    s.output_dir = '/home/alice/run';
    writeFileSync(sp, JSON.stringify(s, null, 2));
    expect(errors((await checkAll(root)).findings)).toEqual([
      ['PQ036', `${OUT}/provider-attempts.jsonl`, 1],
      ['PQ036', `${OUT}/run-summary.json`, undefined]
    ]);
  });

  test('model written as the resolved model instead of the requested one (PQ037)', async () => {
    const root = copyRun();
    const resp = lines(root, `${OUT}/responses.jsonl`);
    resp[0].model = resp[0].resolved_model;
    writeLines(root, `${OUT}/responses.jsonl`, resp);
    expect(errors((await checkAll(root)).findings)).toEqual([['PQ037', `${OUT}/responses.jsonl`, 1]]);
  });
});

describe('rules as pure functions', () => {
  test.each([
    ['2026-12-03T16:34:31.711551+00:00', true],
    ['2026-12-03T16:34:31Z', true],
    ['2024-02-29T00:00:00z', true],
    ['2026-12-03 16:34:31+05:30', true],
    ['yesterday', false],
    ['2026-13-45', false],
    ['2026-12-03', false],
    ['2026-12-03T16:34:31', false],
    ['2025-02-29T00:00:00Z', false],
    ['2026-12-03T24:00:00Z', false],
    ['2026-12-03T16:34:31+24:00', false]
  ])('parseDateTime(%j) accepts: %s', (s, ok) => {
    expect(parseDateTime(s) !== undefined).toBe(ok);
  });
  test("the credential scan allows the reference's own fields and finds values anywhere", () => {
    expect(
      secretProblems({
        credential_source: 'environment:OPENAI_API_KEY',
        credential_value_recorded: false,
        max_tokens: 5,
        api_key_env: 'X',
        usage: { prompt_tokens: 3 }
      })
    ).toEqual([]);
    expect(secretProblems({ a: [{ b: 'Bearer abcdefghijklmnopqrstuvwxyz' }] }).map((p) => p.field)).toEqual(['a[0].b']);
    expect(secretProblems({ extra: { api_key: 'x' } }).map((p) => p.field)).toEqual(['extra.api_key']);
    expect(secretProblems({ extra: { api_key: null } })).toEqual([]);
  });
  test('machine-local paths', () => {
    expect(machineLocalPath('artifacts/x.jsonl')).toBeUndefined();
    expect(machineLocalPath('prompts.jsonl')).toBeUndefined();
    expect(machineLocalPath('~/x')).toBe('a home-directory path');
    expect(machineLocalPath('\\\\server\\share\\x')).toBe('an absolute path');
    expect(machineLocalPath('a\\..\\..\\x')).toBe('a path that climbs out with ".."');
  });
});
