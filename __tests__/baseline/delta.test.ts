import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { applyBaseline, allowanceOf } from '../../src/baseline/no-regression.js';
import { parseNoRegression, parseNoRegressionText } from '../../src/core/no-regression-config.js';
import { parseConfig } from '../../src/core/config.js';
import type { Report } from '../../src/core/model.js';
import { diffReports, hasNewFailures, metricDirection } from '../../src/report/delta.js';
import { renderDeltaMarkdown, renderDeltaText } from '../../src/report/delta-render.js';
import { renderComment } from '../../src/report/comment.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderHtml } from '../../src/report/html.js';
import { validateReport } from '../../src/core/report-check.js';
import { runCheck } from '../../src/run.js';
import { baseAndHead } from './helpers.js';

let base: Report;
let head: Report;
let dirs: { base: string; head: string };

beforeAll(async () => {
  dirs = baseAndHead();
  // The same root name on both sides, as a base branch and a pull request checkout of one repository.
  base = await runCheck({ path: dirs.base, suites: ['artifact-manifest'] });
  head = await runCheck({ path: dirs.head, suites: ['artifact-manifest'] });
});
afterAll(() => rmSync(dirname(dirs.base), { recursive: true, force: true }));

describe('diffReports', () => {
  it('matches artifacts by (suite, path): one new failure, one fix, metric changes with their direction', () => {
    const d = diffReports(base, head, { source: 'file', ref: 'base.json' });
    expect(d.verdict).toEqual({ base: 'fail', head: 'fail' });
    expect(d.newFailures.map((g) => `${g.path} ${g.gate} ${g.from}->${g.to}`)).toEqual([
      'b/ARTIFACT_MANIFEST.tsv hashes_match pass->fail'
    ]);
    expect(d.fixed.map((g) => `${g.path} ${g.gate} ${g.from}->${g.to}`)).toEqual([
      'a/ARTIFACT_MANIFEST.tsv hashes_match fail->pass'
    ]);
    expect(d.newlyUndecided).toEqual([]);
    expect(d.artifacts).toEqual({ added: [], removed: [] });
    const byKey = new Map(d.metrics.map((m) => [`${m.path} ${m.id}`, m]));
    expect(byKey.get('c/ARTIFACT_MANIFEST.tsv bytes')).toMatchObject({
      base: 6,
      head: 14,
      delta: 8,
      direction: 'changed'
    });
    expect(byKey.get('a/ARTIFACT_MANIFEST.tsv mismatches')).toMatchObject({ base: 1, head: 0, direction: 'improved' });
    expect(byKey.get('b/ARTIFACT_MANIFEST.tsv mismatches')).toMatchObject({ base: 0, head: 1, direction: 'regressed' });
    expect(byKey.get('c/ARTIFACT_MANIFEST.tsv files')?.direction).toBe('unchanged');
    expect(d.newFindings.map((f) => `${f.file}:${f.line} ${f.code}`)).toEqual([
      'b/ARTIFACT_MANIFEST.tsv:2 AM008'.replace('AM008', d.newFindings[0]?.code ?? '')
    ]);
    expect(d.resolvedFindings.map((f) => f.file)).toEqual(['a/ARTIFACT_MANIFEST.tsv']);
    // Beside the two mismatches that follow the gates, exactly one metric changed: c's bytes.
    expect(d.metrics.filter((m) => m.direction !== 'unchanged').map((m) => `${m.path} ${m.id} ${m.direction}`)).toEqual(
      [
        'b/ARTIFACT_MANIFEST.tsv mismatches regressed',
        'a/ARTIFACT_MANIFEST.tsv mismatches improved',
        'c/ARTIFACT_MANIFEST.tsv bytes changed'
      ]
    );
    expect(hasNewFailures(d)).toBe(true);
    // Same report on both sides: nothing changed.
    const same = diffReports(head, head);
    expect([same.newFailures, same.fixed, same.newFindings, same.resolvedFindings].map((x) => x.length)).toEqual([
      0, 0, 0, 0
    ]);
    expect(same.metrics.every((m) => m.direction === 'unchanged')).toBe(true);
  });

  it('new and removed artifacts, undecided and skipped gates, metric directions', () => {
    const b = structuredClone(base);
    const h = structuredClone(base);
    h.suites[0].artifacts[0].gates[0].status = 'undecided';
    h.suites[0].artifacts[1].gates = h.suites[0].artifacts[1].gates.map((g) => ({ ...g, status: 'skipped' as const }));
    const moved = h.suites[0].artifacts.pop()!;
    h.suites[0].artifacts.push({ ...moved, artifact: { ...moved.artifact, path: 'd/ARTIFACT_MANIFEST.tsv' } });
    const d = diffReports(b, h);
    expect(d.newlyUndecided.map((g) => g.path)).toEqual(['a/ARTIFACT_MANIFEST.tsv']);
    expect(d.newlySkipped.length).toBeGreaterThan(0);
    expect(d.artifacts.added).toEqual([{ suite: 'artifact-manifest', path: 'd/ARTIFACT_MANIFEST.tsv' }]);
    expect(d.artifacts.removed).toEqual([{ suite: 'artifact-manifest', path: 'c/ARTIFACT_MANIFEST.tsv' }]);
    expect(d.metrics.filter((m) => m.path === 'd/ARTIFACT_MANIFEST.tsv').every((m) => m.direction === 'new')).toBe(
      true
    );
    expect(metricDirection({ better: 'higher' }, 0.9, 0.8)).toBe('regressed');
    expect(metricDirection({ better: 'lower' }, 0.9, 0.8)).toBe('improved');
    expect(metricDirection({}, 1, 2)).toBe('changed');
    expect(metricDirection({ better: 'higher' }, 0.1 + 0.2, 0.3)).toBe('unchanged');
  });
});

describe('caps', () => {
  it('lists are capped, the counts and the headline still tell the totals', () => {
    const b = structuredClone(base);
    const h = structuredClone(base);
    const mk = (v: number) =>
      Array.from({ length: 2100 }, (_, i) => ({
        id: `case/c${i}/fidelity`,
        label: `c${i}`,
        value: v,
        better: 'higher' as const
      }));
    b.suites[0].artifacts[2].metrics = mk(0.9);
    h.suites[0].artifacts[2].metrics = mk(0.8);
    const d = diffReports(b, h);
    expect(d.metrics).toHaveLength(2000);
    expect(d.truncated?.['metrics']).toBe(2100 + 10 - 2000); // 2,100 replaced c's 5 metrics; a and b keep 5 each
    expect(d.counts.metricsRegressed).toBe(2100);
    expect(renderDeltaText(d, { color: false })).toContain('metrics: 2100 regressed');
    expect(renderDeltaMarkdown(d)).toContain('2100 regressed');
  });
});

describe('rendering', () => {
  it('Markdown opens the summary and the comment; unchanged items collapsed; text for the CLI', () => {
    const r = applyBaseline(head, {
      ok: true,
      report: base,
      info: {
        source: 'cache',
        ref: 'benchgate-baseline-main-abc',
        version: base.tool.version,
        configHash: base.config.configHash,
        verdict: base.verdict
      }
    });
    validateReport(JSON.parse(JSON.stringify(r)), 'with delta');
    const md = renderDeltaMarkdown(r.delta!);
    expect(md).toMatch(/^### What changed/);
    expect(md).toContain('**New failures (1)**');
    expect(md).toContain('**Fixed (1)**');
    expect(md).toMatch(/\| <code>c\/ARTIFACT_MANIFEST.tsv<\/code> \| Bytes hashed \| 6 \| 14 \| \+8 \| 🔵 changed \|/);
    expect(md).toMatch(/<details><summary>Unchanged: .* gate\(s\), \d+ metric\(s\)/);
    const summary = renderSummary(r);
    expect(summary.indexOf('What changed')).toBeGreaterThan(0);
    expect(summary.indexOf('What changed')).toBeLessThan(summary.indexOf('| verdict | artifact | suite | headline |'));
    const comment = renderComment(r, { marker: '<!-- benchgate:x -->' });
    expect(comment).toContain('#### What changed');
    expect(comment.indexOf('What changed')).toBeLessThan(comment.indexOf('| | artifact | path | headline |'));
    const text = renderDeltaText(r.delta!, { color: false });
    expect(text).toContain('new failures (1):');
    expect(text).toContain('b/ARTIFACT_MANIFEST.tsv hashes_match: pass -> fail');
    expect(text).toContain('c/ARTIFACT_MANIFEST.tsv bytes: 6 -> 14 (+8) changed');
    // Without a baseline nothing is added.
    expect(renderSummary(head)).not.toContain('What changed');
  });

  it('escapes what a report says (a hostile baseline cannot inject Markdown or terminal codes)', () => {
    const h = structuredClone(head);
    h.suites[0].artifacts[2].metrics![0].label = '<img src=x onerror=alert(1)> [x](javascript:1) \x1b[31m';
    const d = diffReports(base, h);
    d.metrics[0] = { ...d.metrics[0], label: '<script>| pipe', direction: 'regressed' };
    const md = renderDeltaMarkdown(d);
    expect(md).not.toContain('<script>');
    expect(md).not.toContain('<img');
    expect(renderDeltaText(d, { color: false })).not.toContain('\x1b');
  });

  it('the HTML report opens with the same What changed block, escaped', () => {
    const h = structuredClone(head);
    h.delta = diffReports(base, head, { source: 'file', ref: 'base.json' });
    h.delta.metrics[0] = { ...h.delta.metrics[0], label: '</td><script>alert(1)</script>', direction: 'regressed' };
    const html = renderHtml(h);
    const block = /<section id="delta"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
    expect(block).toContain('<h2>What changed</h2>');
    expect(block).toMatch(/New failures \(1\)/);
    expect(block).toMatch(/Fixed \(1\)/);
    expect(block).toMatch(/Metric changes \(\d+\)/);
    expect(block).not.toContain('<script>');
    expect(block).toContain('&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(renderHtml(head)).not.toContain('id="delta"');
  });
});

describe('no-regression', () => {
  it('parses settings (booleans, mappings, errors) and from .benchgate.yml', () => {
    expect(parseNoRegression(undefined, 'x').config.enabled).toBe(false);
    expect(parseNoRegression(true, 'x').config).toEqual({ enabled: true, newFailures: true, maxDrop: [] });
    const m = parseNoRegression(
      { 'new-failures': false, 'max-drop': { headline_accuracy: 0.02, 'case/*/fidelity': 0.01 } },
      'x'
    ).config;
    expect(m).toEqual({
      enabled: true,
      newFailures: false,
      maxDrop: [
        { pattern: 'headline_accuracy', max: 0.02 },
        { pattern: 'case/*/fidelity', max: 0.01 }
      ]
    });
    expect(allowanceOf(m, 'case/maxcut/fidelity')).toBe(0.01);
    expect(allowanceOf(m, 'case/maxcut/gap')).toBeUndefined();
    expect(parseNoRegression({ 'max-drop': { a: -1, b: 'x' }, bogus: 1 }, 'x').errors).toHaveLength(3);
    expect(() => parseNoRegressionText('{max-drop: [1]}', 'input no-regression')).toThrow(/max-drop must be a mapping/);
    expect(parseNoRegressionText('', 'i')).toBeUndefined();
    expect(parseNoRegressionText('false', 'i')?.enabled).toBe(false);
    const cfg = parseConfig('no-regression:\n  max-drop:\n    mismatches: 0\n', ['artifact-manifest']);
    expect(cfg.findings).toEqual([]);
    expect(cfg.config.noRegression).toEqual({
      enabled: true,
      newFailures: true,
      maxDrop: [{ pattern: 'mismatches', max: 0 }]
    });
    expect(parseConfig('no-regression: maybe\n', []).findings[0]).toMatchObject({ code: 'BG002', line: 1 });
  });

  it('is a gate like any other: fails on a new failing gate and on a metric over its allowance, naming it', () => {
    const info = {
      source: 'file' as const,
      version: base.tool.version,
      configHash: base.config.configHash,
      verdict: base.verdict
    };
    const r = applyBaseline(
      head,
      { ok: true, report: base, info },
      { enabled: true, newFailures: true, maxDrop: [{ pattern: 'bytes', max: 4 }] }
    );
    const gate = (p: string) =>
      r.suites[0].artifacts.find((a) => a.artifact.path === p)!.gates.find((g) => g.id === 'no-regression')!;
    expect(gate('a/ARTIFACT_MANIFEST.tsv').status).toBe('pass');
    expect(gate('b/ARTIFACT_MANIFEST.tsv').status).toBe('fail');
    // bytes has no direction (better unset): a change is never a regression.
    expect(gate('c/ARTIFACT_MANIFEST.tsv').status).toBe('pass');
    const bFindings = r.suites[0].artifacts
      .find((a) => a.artifact.path === 'b/ARTIFACT_MANIFEST.tsv')!
      .findings.filter((f) => f.code === 'BG051');
    expect(bFindings.map((f) => f.subject)).toEqual(['gate hashes_match']);
    // A metric regression with an allowance: mismatches 0 -> 1 with max-drop 0.
    const m = applyBaseline(
      head,
      { ok: true, report: base, info },
      { enabled: true, newFailures: false, maxDrop: [{ pattern: 'mismatches', max: 0 }] }
    );
    const f = m.suites[0].artifacts
      .find((a) => a.artifact.path === 'b/ARTIFACT_MANIFEST.tsv')!
      .findings.find((x) => x.code === 'BG051')!;
    expect(f).toMatchObject({
      severity: 'error',
      gate: 'no-regression',
      subject: 'mismatches',
      file: 'b/ARTIFACT_MANIFEST.tsv'
    });
    expect(f.message).toContain('metric mismatches (Mismatches (missing, size, hash)) regressed: 0 → 1 (+1)');
    expect(m.counts.gates.fail).toBe(head.counts.gates.fail + 1);
    // The report with the gate stays a valid, self-consistent report (it can be the next baseline).
    validateReport(JSON.parse(JSON.stringify(m)), 'gated');
    // A gated metric without a value now cannot be decided: undecided (which fails the verdict), never a silent pass.
    const h2 = structuredClone(head);
    const c2 = h2.suites[0].artifacts.find((a) => a.artifact.path === 'c/ARTIFACT_MANIFEST.tsv')!;
    c2.metrics = c2.metrics!.map((x) => (x.id === 'mismatches' ? { ...x, value: null } : x));
    const u = applyBaseline(
      h2,
      { ok: true, report: base, info },
      { enabled: true, newFailures: false, maxDrop: [{ pattern: 'mismatches', max: 0 }] }
    );
    expect(
      u.suites[0].artifacts
        .find((a) => a.artifact.path === 'c/ARTIFACT_MANIFEST.tsv')!
        .gates.find((g) => g.id === 'no-regression')
    ).toMatchObject({ status: 'undecided' });
    // No baseline: the gate is skipped, never failed.
    const none = applyBaseline(head, undefined, { enabled: true, newFailures: true, maxDrop: [] });
    expect(
      none.suites[0].artifacts.every((a) => a.gates.find((g) => g.id === 'no-regression')?.status === 'skipped')
    ).toBe(true);
    expect(none.verdict).toBe(head.verdict);
  });
});
