import { describe, expect, test, beforeAll } from '@jest/globals';
import { headlineOf } from '../../src/report/summary-model.js';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pqidSuite } from '../../src/suites/pqid/suite.js';
import { parseOptions } from '../../src/suites/pqid/options.js';
import { walkTree } from '../../src/core/tree.js';
import type { ArtifactResult } from '../../src/core/model.js';
import { lookupCode } from '../../src/code-registry.js';
import { copyConformance } from './helpers.js';

let conf = '';
let repo = '';

async function runSuite(
  options: Record<string, unknown>
): Promise<{ results: ArtifactResult[]; discovery: Awaited<ReturnType<typeof pqidSuite.discover>> }> {
  const { tree } = await walkTree(repo);
  const ctx = { root: tree.root, options, log: () => undefined };
  const discovery = await pqidSuite.discover(tree, ctx);
  const results: ArtifactResult[] = [];
  for (const a of discovery.artifacts) results.push(await pqidSuite.check(a, ctx));
  return { results, discovery };
}

const gate = (r: ArtifactResult, id: string) => r.gates.find((g) => g.id === id);

describe('pqid suite: discovery, gates, sections', () => {
  beforeAll(() => {
    conf = copyConformance();
    repo = join(conf, 'repo');
    mkdirSync(join(repo, 'bench', 'run1'), { recursive: true });
    cpSync(join(conf, 'inputs', 'release-fixture'), join(repo, 'release'), { recursive: true });
    // Evaluation file with a name that says nothing: recognised by its keys.
    cpSync(
      join(conf, 'inputs', 'candidates', 'c01_gpt56sol_full_imputed.jsonl'),
      join(repo, 'bench', 'run1', 'scores.jsonl')
    );
    cpSync(
      join(conf, 'inputs', 'run-manifests', 'm01_valid_supplied_evaluation.json'),
      join(repo, 'bench', 'run1', 'run-manifest.json')
    );
    writeFileSync(join(repo, 'bench', 'evaluations_notes.jsonl'), '{"note": "not an evaluation"}\n');
  });

  test('discovers the release, the evaluation file (by keys) and the run manifest; skips look-alikes', async () => {
    const { discovery } = await runSuite({});
    const kinds = discovery.artifacts.map((a) => `${a.kind}:${a.path}`).sort();
    expect(kinds).toEqual([
      'pqid-evaluations:bench/run1/scores.jsonl',
      'pqid-release:release',
      'pqid-run-manifest:bench/run1/run-manifest.json'
    ]);
    expect(discovery.skipped?.map((s) => s.path)).toContain('bench/evaluations_notes.jsonl');
  });

  test('all gates pass on the fixture; sections carry the per-model table and a per-model bar chart (plain data, one series per endpoint)', async () => {
    const { results } = await runSuite({});
    const ev = results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(gate(ev, 'records-valid')?.status).toBe('pass');
    expect(gate(ev, 'invariants')?.status).toBe('pass');
    expect(gate(ev, 'run-manifest')?.status).toBe('pass');
    expect(gate(ev, 'compare-scope')?.status).toBe('pass');
    expect(gate(ev, 'metric-thresholds')?.status).toBe('skipped');
    const table = ev.sections?.find((s) => s.kind === 'table' && s.title === 'Per-model endpoints');
    expect(table && table.kind === 'table' && table.rows[0][0]).toBe('gpt-5.6-sol');
    expect(ev.sections?.some((s) => s.kind === 'mermaid')).toBe(false);
    // Chart sections (HTML report): rates with Wilson intervals, and the deltas against the frozen release.
    const rates = ev.sections?.find((s) => s.kind === 'chart' && s.title.startsWith('Per-model endpoint rates'));
    expect(rates && rates.kind === 'chart' && rates.chart.x.values[0]).toBe('gpt-5.6-sol');
    expect(
      rates &&
        rates.kind === 'chart' &&
        rates.chart.series.every(
          (x) => x.low && x.high && x.values.every((v, i) => v === null || (x.low![i]! <= v && v <= x.high![i]!))
        )
    ).toBe(true);
    const deltas = ev.sections?.find(
      (s) => s.kind === 'chart' && s.title === 'Candidate vs frozen release: rate deltas'
    );
    expect(deltas && deltas.kind === 'chart' && deltas.chart.x.values.length).toBe(7);
    const rel = results.find((r) => r.artifact.kind === 'pqid-release')!;
    expect(gate(rel, 'artifact-manifest')?.status).toBe('pass');
    expect(gate(rel, 'canonical-parity')?.status).toBe('pass');
    // The reproduced frozen summary's rates are the release's metrics, and its headline (Metric.headline).
    const frozen = rel.facts?.['summary'] as Record<string, number>;
    expect(rel.metrics?.find((m) => m.id === 'signature_rate')?.value).toBe(frozen['signature_rate']);
    expect(headlineOf(rel).map((h) => h.label)).toEqual(['execution', 'signature', 'ES-Gap']);
    expect(headlineOf(ev).map((h) => h.label)).toEqual(['records', 'execution', 'signature', 'ES-Gap']);
  });

  test('min-rates and max-regression refuse a regression', async () => {
    const { results } = await runSuite({
      'min-rates': { signature_rate: 0.7 },
      'max-regression': { es_gap_rate: 0.0, signature_rate: 0.02 }
    });
    const ev = results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(gate(ev, 'metric-thresholds')?.status).toBe('fail');
    expect(ev.findings.find((f) => f.code === 'PQ070')?.message).toBe(
      'signature_rate is 62.99%, below the minimum 70.00%.'
    );
    // The candidate is better than the frozen release on both: no regression.
    expect(gate(ev, 'max-regression')?.status).toBe('pass');
    const worse = await runSuite({ 'max-regression': { execution_rate: 0.0 }, 'max-rates': { es_gap_rate: 0.3 } });
    const ev2 = worse.results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(gate(ev2, 'max-regression')?.status).toBe('pass');
    expect(gate(ev2, 'metric-thresholds')?.status).toBe('fail');
  });

  test('per-run state: two runs on the same root in one process (interleaved) never share options', async () => {
    // Before, the state lived in a module-level map keyed by the root: B's discover replaced A's options and A's
    // check then judged A's evaluations by B's thresholds.
    const { tree } = await walkTree(repo);
    const ctxA = { root: tree.root, options: { 'min-rates': { signature_rate: 0.7 } }, log: () => undefined };
    const ctxB = { root: tree.root, options: {}, log: () => undefined };
    const dA = await pqidSuite.discover(tree, ctxA);
    const dB = await pqidSuite.discover(tree, ctxB);
    const evA = dA.artifacts.find((a) => a.kind === 'pqid-evaluations')!;
    const evB = dB.artifacts.find((a) => a.kind === 'pqid-evaluations')!;
    const rA = await pqidSuite.check(evA, ctxA);
    const rB = await pqidSuite.check(evB, ctxB);
    expect(gate(rA, 'metric-thresholds')?.status).toBe('fail');
    expect(rA.findings.map((f) => f.code)).toContain('PQ070');
    expect(gate(rB, 'metric-thresholds')?.status).not.toBe('fail');
    expect(rB.findings.map((f) => f.code)).not.toContain('PQ070');
    // Each equals the same run done alone.
    const aloneA = (await runSuite(ctxA.options)).results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    const aloneB = (await runSuite({})).results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(rA.findings).toEqual(aloneA.findings);
    expect(rB.findings).toEqual(aloneB.findings);
    // A check whose run never discovered takes its options from its own context, not from an earlier run.
    const fresh = await pqidSuite.check(evA, { root: tree.root, options: {}, log: () => undefined });
    expect(fresh.findings.map((f) => f.code)).not.toContain('PQ070');
  });

  test('a regression beyond the allowance fails the gate', async () => {
    // Turn every signature match off except the first: signature rate collapses.
    const lines = readFileSync(join(conf, 'inputs', 'candidates', 'c02_gpt56sol_full_core_no_ordered.jsonl'), 'utf8')
      .trim()
      .split('\n');
    const out = lines.map((l, i) =>
      i === 0 ? l : l.replace('"report_signature_match": true', '"report_signature_match": false')
    );
    writeFileSync(join(repo, 'bench', 'run1', 'scores.jsonl'), out.join('\n') + '\n');
    const { results } = await runSuite({ 'max-regression': { signature_rate: 0.02 } });
    const ev = results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(gate(ev, 'max-regression')?.status).toBe('fail');
    expect(ev.findings.find((f) => f.code === 'PQ071')?.message).toMatch(
      /^signature_rate fell by \d+\.\d\d pp against the frozen release/
    );
    cpSync(
      join(conf, 'inputs', 'candidates', 'c01_gpt56sol_full_imputed.jsonl'),
      join(repo, 'bench', 'run1', 'scores.jsonl')
    );
  });

  test('an incompatible run manifest fails the run-manifest gate with the reference message', async () => {
    cpSync(
      join(conf, 'inputs', 'run-manifests', 'm07_incompatible_multi.json'),
      join(repo, 'bench', 'run1', 'run-manifest.json')
    );
    const { results } = await runSuite({});
    const ev = results.find((r) => r.artifact.kind === 'pqid-evaluations')!;
    expect(gate(ev, 'run-manifest')?.status).toBe('fail');
    expect(ev.findings.find((f) => f.code === 'PQ033')?.message).toMatch(
      /^Candidate run manifest is incompatible with the frozen comparison contract: benchmark_release/
    );
    cpSync(
      join(conf, 'inputs', 'run-manifests', 'm01_valid_supplied_evaluation.json'),
      join(repo, 'bench', 'run1', 'run-manifest.json')
    );
  });

  test('a tampered release fails canonical parity and the manifest gate', async () => {
    const lines = readFileSync(
      join(repo, 'release', 'artifacts', 'analysis_154', 'pqid_bench_ordered_operand_cell_audit.jsonl'),
      'utf8'
    )
      .trim()
      .split('\n');
    writeFileSync(
      join(repo, 'release', 'artifacts', 'analysis_154', 'pqid_bench_ordered_operand_cell_audit.jsonl'),
      lines.slice(0, -1).join('\n') + '\n'
    );
    const { results } = await runSuite({});
    const rel = results.find((r) => r.artifact.kind === 'pqid-release')!;
    expect(gate(rel, 'artifact-manifest')?.status).toBe('fail');
    expect(rel.findings.find((f) => f.code === 'PQ051')?.line).toBe(2);
    expect(gate(rel, 'canonical-parity')?.status).toBe('fail');
    expect(rel.findings.filter((f) => f.code === 'PQ060').map((f) => f.message)[0]).toBe(
      'cells: expected 3234, observed 3233'
    );
    cpSync(join(conf, 'inputs', 'release-fixture'), join(repo, 'release'), { recursive: true });
  });

  test('release files that do not match ARTIFACT_MANIFEST.tsv: PQ050 missing, PQ051 size, PQ052 hash, each at its manifest line', async () => {
    const rel = join(repo, 'release');
    const audit = 'artifacts/analysis_154/pqid_bench_ordered_operand_cell_audit.jsonl';
    const sensitivity = 'artifacts/analysis_154/pqid_bench_prompt_identifiability_sensitivity.json';
    const prompts = 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl';
    rmSync(join(rel, audit));
    writeFileSync(join(rel, sensitivity), readFileSync(join(rel, sensitivity), 'utf8') + ' ');
    const text = readFileSync(join(rel, prompts));
    text[0] = text[0] === 0x7b ? 0x5b : 0x7b; // same size, other bytes
    writeFileSync(join(rel, prompts), text);
    const { results } = await runSuite({});
    const r = results.find((x) => x.artifact.kind === 'pqid-release')!;
    expect(gate(r, 'artifact-manifest')?.status).toBe('fail');
    expect(
      r.findings
        .filter((f) => f.gate === 'artifact-manifest')
        .map((f) => [f.code, f.subject, f.line, f.file, f.message])
    ).toEqual([
      ['PQ050', audit, 2, 'release/ARTIFACT_MANIFEST.tsv', `"${audit}" is listed but is not a regular file.`],
      ['PQ051', sensitivity, 3, 'release/ARTIFACT_MANIFEST.tsv', `"${sensitivity}" has a different size than listed.`],
      ['PQ052', prompts, 5, 'release/ARTIFACT_MANIFEST.tsv', `"${prompts}" has a different SHA-256 than listed.`]
    ]);
    cpSync(join(conf, 'inputs', 'release-fixture'), join(repo, 'release'), { recursive: true });
  });

  test('options are validated into PQ080 findings', () => {
    const { findings, options } = parseOptions({
      'min-rates': { signature_rate: 1.5, bogus: 0.1 },
      'max-regression': 'x',
      frobnicate: 1,
      'allow-partial': 'yes',
      'schema-severity': 'error'
    });
    expect(findings.map((f) => f.code)).toEqual(['PQ080', 'PQ080', 'PQ080', 'PQ080', 'PQ080']);
    expect(options.schemaSeverity).toBe('error');
    expect(options.minRates).toEqual({});
  });

  test('every code emitted is registered with a fix', () => {
    for (const c of ['PQ001', 'PQ013', 'PQ020', 'PQ033', 'PQ053', 'PQ071', 'PQ090'])
      expect(lookupCode(c)?.fix.length).toBeGreaterThan(10);
  });
});
