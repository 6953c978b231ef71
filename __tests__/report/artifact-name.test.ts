/**
 * Artifact display names come from the suite's naming rules in the result model (`SuiteResult.naming`), never from a
 * per-kind list in the report layer and never from the artifact's content.
 */
import { describe, expect, it } from '@jest/globals';
import type { ArtifactResult, SuiteResult } from '../../src/core/model.js';
import { artifactName } from '../../src/report/summary-model.js';
import { buildReport } from '../../src/report/build.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { MergeError, validateReport } from '../../src/core/report-check.js';
import { loadSuites } from '../../src/suites/index.js';

const art = (path: string, kind: string): ArtifactResult => ({ artifact: { path, kind }, gates: [], findings: [] });

describe('artifactName', () => {
  const suite: Pick<SuiteResult, 'suite' | 'title' | 'naming'> = {
    suite: 'fam',
    title: 'Family things',
    naming: [
      { kind: 'set', label: 'Set', part: 'path' },
      { kind: 'inventory', label: 'Inventory', part: 'folder' },
      { kind: '*', label: 'Thing', part: 'base' }
    ]
  };

  it("uses the kind's rule, then the suite's * rule", () => {
    expect(artifactName(art('data/sets/a', 'set'), suite)).toBe('Set data/sets/a');
    expect(artifactName(art('rel/v1/MANIFEST.tsv', 'inventory'), suite)).toBe('Inventory rel/v1/');
    expect(artifactName(art('MANIFEST.tsv', 'inventory'), suite)).toBe('Inventory MANIFEST.tsv');
    expect(artifactName(art('deep/x.jsonl', 'other'), suite)).toBe('Thing x.jsonl');
  });

  it("without a rule: the suite's title (or id, or the kind) and the base name", () => {
    expect(artifactName(art('deep/x.jsonl', 'k'), { suite: 'fam', title: 'Family things' })).toBe(
      'Family things x.jsonl'
    );
    expect(
      artifactName(art('deep/x.jsonl', 'k'), { ...suite, naming: [{ kind: 'j', label: 'J', part: 'base' }] })
    ).toBe('Family things x.jsonl');
    expect(artifactName(art('deep/x.jsonl', 'k'))).toBe('k x.jsonl');
  });

  it("every family's suite names its artifacts as before", async () => {
    const suites = Object.fromEntries((await loadSuites()).map((s) => [s.id, s]));
    const name = (id: string, path: string, kind: string) =>
      artifactName(art(path, kind), { suite: id, title: suites[id].title, naming: suites[id].naming });
    expect(name('qsolve', 'workflows/max-cut', 'qsolve-workflow')).toBe('Qsolve workflow max-cut');
    expect(name('artifact-manifest', 'ARTIFACT_MANIFEST.tsv', 'artifact-manifest')).toBe(
      'Release inventory ARTIFACT_MANIFEST.tsv'
    );
    expect(name('artifact-manifest', 'release/ARTIFACT_MANIFEST.tsv', 'artifact-manifest')).toBe(
      'Release inventory release/'
    );
    expect(name('pqid', 'runs/evaluations.jsonl', 'pqid-evaluations')).toBe('PQID-Bench evaluations.jsonl');
    expect(name('pcs', 'bundles/b1.json', 'pcs-ingest')).toBe('pcs-core bundle b1.json');
    expect(name('fightbench', 'exports/2026', 'fightbench-export-set')).toBe('FightBench export set exports/2026');
    expect(name('fightbench', 'exports/2026/a.parquet', 'fightbench-export-parquet')).toBe(
      'FightBench export a.parquet'
    );
  });
});

describe('naming rules from a report are hostile data (a shard report, a baseline)', () => {
  const hostile = 'Inventory <img src=x onerror=alert(1)> @octocat | ::error::x\n# h';
  const report = (naming: unknown) =>
    JSON.parse(
      JSON.stringify(
        buildReport(
          [
            {
              suite: 'fam',
              title: 'Family things',
              naming: naming as SuiteResult['naming'],
              artifacts: [art('rel/MANIFEST.tsv', 'inventory')],
              findings: []
            }
          ],
          [],
          { root: '.', failOn: 'error', suites: ['fam'] }
        )
      )
    ) as unknown;

  it('are bounded and closed by the report schema', () => {
    const ok = [{ kind: 'inventory', label: 'Inventory', part: 'folder' }];
    expect(() => validateReport(report(ok), 'shard.json')).not.toThrow();
    for (const bad of [
      [{ kind: 'inventory', label: 'x'.repeat(257), part: 'folder' }],
      [{ kind: 'inventory', label: 'Inventory', part: 'content' }],
      [{ kind: 'inventory', label: 'Inventory', part: 'base', template: '{{x}}' }],
      Array.from({ length: 65 }, (_, i) => ({ kind: `k${i}`, label: 'L', part: 'base' }))
    ])
      expect(() => validateReport(report(bad), 'shard.json')).toThrow(MergeError);
  });

  it('a label is escaped like every other text in the summary and the CLI text', () => {
    const r = validateReport(report([{ kind: '*', label: hostile, part: 'base' }]), 'shard.json');
    const md = renderSummary(r);
    expect(md).not.toContain('<img');
    expect(md).not.toContain(' @octocat');
    expect(md).not.toMatch(/^# h/m);
    const text = renderText(r, { color: false });
    expect(text).not.toContain('\n# h');
    expect(text).not.toMatch(/^::error::/m);
  });
});
