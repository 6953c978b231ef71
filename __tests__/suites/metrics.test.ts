import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { ArtifactResult, Metric, Report } from '../../src/core/model.js';
import { runCheck } from '../../src/run.js';
import { checkWorkflow } from '../../src/suites/qsolve/check-workflow.js';
import { loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { pcsMetrics, tierRank } from '../../src/suites/pcs/metrics.js';
import { qsolveMetrics } from '../../src/suites/qsolve/metrics.js';
import { manifestMetrics } from '../../src/suites/artifact-manifest/metrics.js';
import { exportMetrics, exportSetMetrics } from '../../src/suites/fightbench/metrics.js';
import { recordsMetric } from '../../src/suites/pqid/metrics.js';
import { headlineOf } from '../../src/report/summary-model.js';
import { caseRecord, records } from '../qsolve/helpers.js';
import { REPO } from '../helpers/paths.js';

/** Headline metrics of every suite, on the bundled examples: present, stable ids, directions set where there is one. */
const byId = (ms: Metric[] | undefined) => new Map((ms ?? []).map((m) => [m.id, m]));
const artifactsOf = (r: Report, suite: string): ArtifactResult[] =>
  r.suites.find((s) => s.suite === suite)?.artifacts ?? [];
const check = (suite: string) => runCheck({ path: join(REPO, 'examples'), suites: [suite], failOnEmpty: false });

function uniqueIds(ms: Metric[] | undefined): void {
  const ids = (ms ?? []).map((m) => m.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('metrics of each suite on the examples', () => {
  it('qsolve: headline accuracy, cases passed, per case gap, fidelity (noise case) and two-qubit gates', async () => {
    const s = await loadWorkflow(REPO, 'examples/qsolve/max-cut');
    const names = ['ring-6-with-chord', 'weighted-8', 'complete-5', 'noise-model-ring-6'];
    const recs = records(
      names.map((name, i) =>
        caseRecord({
          name,
          target: name.startsWith('noise') ? 'fake:fez@1.6' : 'sim-cpu',
          expect: name.startsWith('noise') ? { max_gap: 0, min_fidelity: 0.97, max_two_qubit_gates: 40 } : {},
          seed: i + 1
        })
      )
    );
    const r = checkWorkflow(s, { records: recs, findings: [], file: 'r.json' });
    const m = byId(r.metrics);
    uniqueIds(r.metrics);
    expect(m.get('headline_accuracy')).toMatchObject({ value: 1, better: 'higher' });
    expect(m.get('cases_passed')).toMatchObject({ value: 3, better: 'higher' });
    for (const n of names) expect(m.get(`case/${n}/gap`)).toMatchObject({ value: 0, better: 'lower' });
    expect(m.get('case/noise-model-ring-6/fidelity')).toMatchObject({ value: 0.99, better: 'higher' });
    expect(m.get('case/noise-model-ring-6/two_qubit_gates')).toMatchObject({ value: 14, better: 'lower' });
    // Without run records the numbers are unknown (null), never invented.
    const none = byId(checkWorkflow(s, { findings: [] }).metrics);
    expect(none.get('headline_accuracy')?.value).toBeNull();
    expect(none.get('cases_passed')?.value).toBe(0);
  });

  it('pqid: the summary rates and per-model rates, with ids stable across runs', async () => {
    const a = artifactsOf(await check('pqid'), 'pqid').find((x) => x.artifact.kind === 'pqid-evaluations');
    expect(a).toBeDefined();
    const m = byId(a!.metrics);
    uniqueIds(a!.metrics);
    const summary = a!.facts?.['summary'] as Record<string, number>;
    expect(m.get('signature_rate')).toMatchObject({ value: summary['signature_rate'], better: 'higher' });
    expect(m.get('execution_rate')?.value).toBe(summary['execution_rate']);
    expect(m.get('es_gap_rate')?.better).toBe('lower');
    const perModel = [...m.keys()].filter((k) => /^model\/.+\/signature_rate$/.test(k));
    expect(perModel.length).toBe(summary['models']);
    const again = artifactsOf(await check('pqid'), 'pqid').find((x) => x.artifact.kind === 'pqid-evaluations');
    expect(again!.metrics).toEqual(a!.metrics);
  });

  it('pcs: tier as a rank with its name in the label, digests matched', async () => {
    const [a] = artifactsOf(await check('pcs'), 'pcs');
    const m = byId(a.metrics);
    const tier = a.facts?.['tier'] as string;
    expect(m.get('tier')).toMatchObject({ value: tierRank(tier as never), better: 'higher' });
    expect(m.get('tier')!.value).toBeGreaterThan(0);
    expect(m.get('tier')!.label).toContain(tier);
    const d = a.facts?.['digests'] as { checked: number; mismatched: number };
    expect(m.get('digests_matched')?.value).toBe(d.checked - d.mismatched);
  });

  it('fightbench: rows, pools, matches', async () => {
    const arts = artifactsOf(await check('fightbench'), 'fightbench');
    const file = arts.find((x) => x.artifact.path.endsWith('matches.jsonl'))!;
    const m = byId(file.metrics);
    uniqueIds(file.metrics);
    expect(m.get('rows')?.value).toBe(file.facts?.['rows']);
    expect((m.get('rows')!.value as number) > 0).toBe(true);
    const pools = file.facts?.['pools'] as Record<string, number>;
    for (const [p, n] of Object.entries(pools)) expect(m.get(`pool/${p}/rows`)?.value).toBe(n);
    expect(m.get('matches')?.value).toBe(file.facts?.['distinctMatchIds']);
    expect(m.get('matches_with_failures')?.better).toBe('lower');
    const set = arts.find((x) => x.artifact.kind.includes('set'));
    if (set) expect(byId(set.metrics).get('rows')?.value).toBe(file.facts?.['rows']);
  });

  it('artifact-manifest: files, bytes, mismatches', async () => {
    const [a] = artifactsOf(await check('artifact-manifest'), 'artifact-manifest');
    const m = byId(a.metrics);
    expect(m.get('files')?.value).toBe(a.facts?.['entries']);
    expect(m.get('bytes')).toMatchObject({ value: a.facts?.['bytes'], unit: 'bytes' });
    expect(m.get('mismatches')).toMatchObject({ value: 0, better: 'lower' });
  });
});

/** The summary reads only the metrics a suite marks `headline` (src/report/summary-model.ts): each suite's marks. */
describe('headline metrics of each suite', () => {
  const text = (a: Pick<ArtifactResult, 'metrics' | 'gates'>) =>
    headlineOf({ artifact: { path: 'x', kind: 'any' }, findings: [], ...a }).map((h) => `${h.label} ${h.value}`);

  it('qsolve: headline accuracy as a percentage, cases passed as passed/on sim, hardware cases only when there are any', async () => {
    const s = await loadWorkflow(REPO, 'examples/qsolve/max-cut');
    const recs = records(['ring-6-with-chord', 'weighted-8'].map((name, i) => caseRecord({ name, seed: i + 1 })));
    const r = checkWorkflow(s, { records: recs, findings: [], file: 'r.json' });
    const hw = s.cases?.hardwareEntries.length ?? 0;
    expect(hw).toBeGreaterThan(0);
    expect(text(r)).toEqual([
      'headline accuracy 100.00%',
      expect.stringMatching(/^cases passed \d+\/\d+$/),
      `hardware cases ${hw} (not run in CI)`
    ]);
    expect(text({ gates: [], metrics: qsolveMetrics([]) })).toEqual(['cases passed 0/0']);
  });

  it('pqid: records, then the execution, signature and ES-Gap rates', async () => {
    const a = artifactsOf(await check('pqid'), 'pqid').find((x) => x.artifact.kind === 'pqid-evaluations')!;
    expect(text(a).map((t) => t.replace(/ [\d.]+%?$/, ''))).toEqual(['records', 'execution', 'signature', 'ES-Gap']);
    expect(text(a)[0]).toBe(`records ${a.facts?.['records']}`);
    expect(text(a)[1]).toMatch(/^execution \d+\.\d\d%$/);
    // A file that cannot be summarized still shows its records.
    expect(text({ gates: [], metrics: [recordsMetric(12)] })).toEqual(['records 12']);
  });

  it("pcs: the tier's name; without a tier, the artifact-wide metrics", async () => {
    const [a] = artifactsOf(await check('pcs'), 'pcs');
    expect(text(a)).toEqual([`tier ${a.facts?.['tier']}`]);
    expect(text({ gates: [], metrics: pcsMetrics(true, null, undefined) })).toEqual([
      expect.stringMatching(/^Adequacy tier: none .* 0$/)
    ]);
  });

  it('fightbench: rows and the pools on one line for an export; an export set marks none', () => {
    const pools = { private: 1, official: 3, invalid: 0, live: 2 };
    const m = exportMetrics({ rows: 6, pools, distinctMatchIds: 3, rowsWithFailures: 0, matchesWithFailures: 0 });
    expect(text({ gates: [], metrics: m })).toEqual(['rows 6', 'pools official 3, live 2, private 1, invalid 0']);
    expect(exportSetMetrics(2, 1, 3, 6).some((x) => x.headline)).toBe(false);
  });

  it('artifact-manifest: files and bytes, unlisted files only when there are any', async () => {
    const [a] = artifactsOf(await check('artifact-manifest'), 'artifact-manifest');
    expect(text(a)).toEqual([`files ${a.facts?.['entries']}`, `bytes ${a.facts?.['bytes']}`]);
    const ref = { missing: [], size_mismatches: [], hash_mismatches: [] };
    expect(
      text({ gates: [], metrics: manifestMetrics({ entries: 4, checked: 4, bytes: 10, unlisted: 2 }, ref) })
    ).toEqual(['files 4', 'bytes 10', 'unlisted 2']);
  });
});
