import { describe, expect, test, beforeAll } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_GENERATION_OUT_OF_SCOPE, runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { pyFloatOf, pyIntOf } from '../../src/python/argparse.js';
import { PQID_COMMANDS } from '../../src/suites/pqid/commands.js';
import type { PyValue } from '../../src/python/index.js';
import { canonicalizeHarnessPayload, canonicalEvaluationsText } from '../../src/suites/pqid/replay.js';
import {
  resolveRoute,
  sensitiveKeys,
  urlSplit,
  validateConfig,
  type RunModelConfig
} from '../../src/suites/pqid/run-model.js';
import { captureIO, copyConformance } from './helpers.js';

const base: RunModelConfig = {
  releaseDir: '/nonexistent',
  outputDir: 'out',
  provider: 'local',
  model: 'm',
  noAuth: false,
  promptIds: [],
  limit: 0,
  maxNew: 0,
  maxOutputTokens: 2048,
  maxOutputField: 'max_tokens',
  temperature: 0,
  topP: 1,
  maxRetries: 2,
  timeoutSeconds: 120,
  retryBackoffSeconds: 1,
  sleepSeconds: 0,
  extraBody: {},
  allowInsecureHttp: false,
  cwd: '/'
};

describe('pqid run-model (offline)', () => {
  let root = '';
  beforeAll(() => {
    root = copyConformance();
  });
  test('with acknowledgement and without --dry-run benchgate refuses to contact a provider (exit 2)', async () => {
    const cap = captureIO(root);
    const rc = await runPqidReference(
      [
        'run-model',
        '--release-dir',
        'inputs/release-fixture',
        '--output-dir',
        'o',
        '--provider',
        'local',
        '--model',
        'm',
        '--acknowledge-third-party-prompt-export'
      ],
      cap.io
    );
    expect(rc).toBe(2);
    expect(cap.err()).toBe(`pqid-bench: ${LIVE_GENERATION_OUT_OF_SCOPE}\n`);
    expect(cap.out()).toBe('');
  });
  test('dry run selects prompts by --prompt-id in file order and applies --limit', async () => {
    const cap = captureIO(root);
    const args = [
      'run-model',
      '--release-dir',
      'inputs/release-fixture',
      '--output-dir',
      'o',
      '--provider',
      'hf',
      '--model',
      'm',
      '--dry-run'
    ];
    const rc = await runPqidReference(
      [
        ...args,
        '--prompt-id',
        'pqid_bench_external_gen_0009',
        '--prompt-id',
        'pqid_bench_external_gen_0003',
        '--limit',
        '1'
      ],
      cap.io
    );
    expect(rc).toBe(0);
    const plan = JSON.parse(cap.out());
    expect(plan.prompt_ids).toEqual(['pqid_bench_external_gen_0003']);
    expect(plan.provider).toBe('hugging-face');
    expect(plan.route).toBe('https://router.huggingface.co/v1/chat/completions');
    expect(plan.requires_authentication).toBe(true);
    expect(plan.output_dir).toBe(join(root, 'o'));
  });
  test('argparse-style errors and config validation', async () => {
    const args = [
      'run-model',
      '--release-dir',
      'inputs/release-fixture',
      '--output-dir',
      'o',
      '--provider',
      'local',
      '--model',
      'm',
      '--dry-run'
    ];
    let cap = captureIO(root);
    expect(await runPqidReference([...args, '--top-p', 'x'], cap.io)).toBe(2);
    expect(cap.err()).toMatch(/pqid-bench run-model: error: argument --top-p: invalid float value: 'x'\n$/);
    cap = captureIO(root);
    expect(await runPqidReference([...args, '--top-p', '1.5'], cap.io)).toBe(1);
    expect(cap.err()).toBe('pqid-bench: top_p must be between 0 and 1 when supplied\n');
    cap = captureIO(root);
    expect(await runPqidReference([...args, '--omit-top-p', '--omit-temperature', '--prompt-id', 'nope'], cap.io)).toBe(
      1
    );
    expect(cap.err()).toBe("pqid-bench: Requested prompt IDs are absent: ['nope']\n");
    writeFileSync(join(root, 'extra.json'), '{"nested": {"api_key": 1}}');
    cap = captureIO(root);
    expect(await runPqidReference([...args, '--extra-body-json', 'extra.json'], cap.io)).toBe(1);
    expect(cap.err()).toBe(
      'pqid-bench: Extra request body contains credential-like field names that would be persisted: nested.api_key\n'
    );
  });
  test('Python int() / float() argument conversion', () => {
    expect(pyIntOf(' 7 ')).toBe(7);
    expect(pyIntOf('1_000')).toBe(1000);
    expect(pyIntOf('-3')).toBe(-3);
    expect(pyIntOf('1.0')).toBeUndefined();
    expect(pyIntOf('1__0')).toBeUndefined();
    expect(pyFloatOf('.5')).toBe(0.5);
    expect(pyFloatOf('5.')).toBe(5);
    expect(pyFloatOf('1e-3')).toBe(0.001);
    expect(pyFloatOf('-inf')).toBe(-Infinity);
    expect(pyFloatOf('.')).toBeUndefined();
    expect(pyFloatOf('e5')).toBeUndefined();
  });
  test('route rules (live.py::_validate_route)', () => {
    expect(urlSplit('http://[::1]:8000/v1').hostname).toBe('::1');
    expect(resolveRoute({ ...base, provider: 'x', baseUrl: 'http://localhost:9/v1/' }).route).toBe(
      'http://localhost:9/v1/chat/completions'
    );
    expect(() => resolveRoute({ ...base, provider: 'x', baseUrl: 'http://example.com' })).toThrow(
      'Plain HTTP is allowed only for a loopback endpoint unless --allow-insecure-http is supplied'
    );
    expect(resolveRoute({ ...base, provider: 'x', baseUrl: 'http://example.com', allowInsecureHttp: true }).route).toBe(
      'http://example.com/chat/completions'
    );
    expect(() => resolveRoute({ ...base, provider: 'x', baseUrl: 'https://h/v1?key=1' })).toThrow(
      'must not contain query parameters'
    );
    expect(() => resolveRoute({ ...base, provider: 'x', baseUrl: 'ftp://h' })).toThrow(
      "Invalid provider route: 'ftp://h/chat/completions'"
    );
    expect(() => validateConfig({ ...base, model: ' ' })).toThrow('Model ID must not be empty');
    expect(() => validateConfig({ ...base, promptIds: ['a', 'a'] })).toThrow('prompt_ids must not contain duplicates');
    expect(sensitiveKeys({ a: [{ bearer: 1 }], tokens: 2, 'x-token': 3 })).toEqual(['a[0].bearer', 'x-token']);
  });
});

describe('pqid replay derivatives', () => {
  const rec = (o: { [k: string]: PyValue }): { [k: string]: PyValue } => ({ model: 'm', prompt_id: 'p1', ...o });
  test('reference errors', () => {
    expect(() => canonicalizeHarnessPayload([])).toThrow('Evaluator report must be a JSON object');
    expect(() => canonicalizeHarnessPayload({ records: [] })).toThrow(
      'Evaluator report contains no evaluation records'
    );
    expect(() => canonicalizeHarnessPayload({ records: [1] })).toThrow('Evaluator record 1 is not an object');
    expect(() => canonicalizeHarnessPayload({ records: [rec({ model: 0 })] })).toThrow(
      'Evaluator record 1 lacks model or prompt_id'
    );
    expect(() => canonicalizeHarnessPayload({ records: [rec({}), rec({})] })).toThrow(
      "Duplicate model-prompt key in evaluator report: ('m', 'p1')"
    );
    expect(() =>
      canonicalizeHarnessPayload({ records: [rec({ execution: { qasm3_export: { success: 1 } } })] })
    ).toThrow('Evaluator record 1 violates assembly => execution');
    expect(() => canonicalizeHarnessPayload({ records: [rec({ structural_checks: { all_match: 'yes' } })] })).toThrow(
      'Evaluator record 1 violates signature => execution'
    );
  });
  test('truthiness, missing sections and one-line JSON with default separators', () => {
    const rows = canonicalizeHarnessPayload({
      records: [
        rec({
          execution: { execution_success: 1, circuit_found: [0], execution_error_type: 'E' },
          structural_checks: 'x',
          model: 5
        })
      ]
    });
    expect(rows[0]).toMatchObject({
      model: '5',
      report_executable: true,
      report_assembly_admissible: false,
      report_signature_match: false,
      gate_types_match: false,
      selected_circuit_name: '',
      execution_error_type: 'E',
      provider: '',
      row_id: ''
    });
    const line = canonicalEvaluationsText(rows);
    expect(line.startsWith('{"artifact_manifest_version": "1.0.0", "benchmark_release": "1.0.0", ')).toBe(true);
    expect(line.endsWith('"selected_circuit_name": ""}\n')).toBe(true);
  });
  test('CLI: a bad report exits 1 with the message; --format json lists the files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bg-pqid-replay-'));
    const cmd = PQID_COMMANDS.find((x) => x.name.join(' ') === 'pqid replay-derivatives')!;
    writeFileSync(join(dir, 'pqid_bench_external_model_generation_harness_report.json'), '{"records": [');
    let cap = captureIO(dir);
    expect(await cmd.run(['--output-dir', '.'], cap.io)).toBe(1);
    expect(cap.err()).toBe(
      'benchgate pqid replay-derivatives: Invalid evaluator report JSON: pqid_bench_external_model_generation_harness_report.json\n'
    );
    writeFileSync(
      join(dir, 'r.json'),
      JSON.stringify({ records: [rec({ execution: { execution_success: true, circuit_found: true } })] })
    );
    cap = captureIO(dir);
    expect(await cmd.run(['--harness-report', 'r.json', '--output-dir', 'out', '--format', 'json'], cap.io)).toBe(0);
    const out = JSON.parse(cap.out());
    expect(out.rows).toBe(1);
    expect(out.files).toHaveLength(5);
    expect(
      JSON.parse(readFileSync(join(dir, 'out', 'pqid_bench_candidate_summary.json'), 'utf8')).execution_count
    ).toBe(1);
  });
});
