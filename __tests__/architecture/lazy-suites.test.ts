import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { PLUGINS } from '../../src/suites/plugins.js';
import type { Plugin, Suite } from '../../src/suites/types.js';
import type { ArtifactResult } from '../../src/core/model.js';
import { runCheck } from '../../src/run.js';
import { mergeReports } from '../../src/merge.js';

// Each plug-in's loadSuite is wrapped to record which suites a run or a merge loads.
const loaded: string[] = [];
const original = new Map<Plugin, Plugin['loadSuite']>();
beforeEach(() => {
  loaded.length = 0;
  for (const p of PLUGINS) {
    original.set(p, p.loadSuite);
    const load = p.loadSuite;
    (p as { loadSuite: Plugin['loadSuite'] }).loadSuite = () => (loaded.push(p.id), load());
  }
});
afterEach(() => {
  for (const [p, load] of original) (p as { loadSuite: Plugin['loadSuite'] }).loadSuite = load;
});

const dir = mkdtempSync(join(tmpdir(), 'benchgate-lazy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('suites are loaded per run, only when needed', () => {
  test('a run loads only the suites it selects (--suites, or auto minus the ones .benchgate.yml disables)', async () => {
    const one = await runCheck({ path: dir, suites: ['pcs'], failOnEmpty: false });
    expect(loaded).toEqual(['pcs']);
    expect(one.config.suites).toEqual(['pcs']);

    loaded.length = 0;
    const unknown = await runCheck({ path: dir, suites: ['nope'], failOnEmpty: false });
    expect(loaded).toEqual([]);
    expect(unknown.findings.map((f) => f.code)).toContain('BG004');

    loaded.length = 0;
    const cfg = mkdtempSync(join(dir, 'cfg-'));
    writeFileSync(join(cfg, '.benchgate.yml'), 'suites:\n  qsolve: false\n  fightbench:\n    enabled: false\n');
    await runCheck({ path: cfg, suites: 'auto', failOnEmpty: false });
    expect(loaded).toEqual(['artifact-manifest', 'pqid', 'pcs']);
  });

  test('a merge loads only the suites that hold artifacts (for nothingChecked), none for an empty union', async () => {
    const parts = await Promise.all(
      [1, 2].map((index) => runCheck({ path: dir, suites: 'auto', failOnEmpty: false, shard: { index, count: 2 } }))
    );
    loaded.length = 0;
    const merged = await mergeReports(parts.map((report, i) => ({ source: `s${i + 1}.json`, report })));
    expect(merged.findings.map((f) => f.code)).toEqual(['BG001']);
    expect(loaded).toEqual([]);
  });
});

describe('the attack: an all-skipped suite split over shards', () => {
  test('the merge loads the suite that holds artifacts and its nothingChecked fails the merged run (BG001)', async () => {
    // Two shards of a run whose Qsolve workflows all skipped every case: each shard alone decides no emptiness; the
    // merge must load the real qsolve suite (lazily) to see that nothing ran.
    const skipped = (path: string): ArtifactResult => ({
      artifact: { path, kind: 'qsolve-workflow' },
      gates: [
        { id: 'manifest', title: 'm', status: 'pass' },
        { id: 'cases_pass', title: 'c', status: 'skipped', detail: 'every case was skipped: qiskit not installed' }
      ],
      findings: []
    });
    const fake: Suite = {
      id: 'qsolve',
      title: 'Qsolve workflows',
      discover: async () => ({
        artifacts: ['w1', 'w2', 'w3', 'w4'].map((path) => ({ path, kind: 'qsolve-workflow' }))
      }),
      check: async (a) => skipped(a.path)
    };
    const parts = await Promise.all(
      [1, 2].map((index) => runCheck({ path: dir, suites: 'auto', suiteList: [fake], shard: { index, count: 2 } }))
    );
    expect(parts.map((p) => p.verdict)).toEqual(['pass', 'pass']);
    loaded.length = 0;
    const merged = await mergeReports(parts.map((report, i) => ({ source: `s${i + 1}.json`, report })));
    expect(loaded).toEqual(['qsolve']);
    expect(merged.findings.map((f) => `${f.code}:${f.severity}`)).toEqual(['BG001:error']);
    expect(merged.findings[0]!.message).toMatch(/nothing was checked by suite qsolve/);
    expect(merged.verdict).toBe('fail');
  });
});
