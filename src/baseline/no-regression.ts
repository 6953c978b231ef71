/**
 * The optional `no-regression` gate (off by default): fails an artifact when, against the baseline, a gate that
 * did not fail now fails or is undecided (`new-failures`, default on), or a metric worsened (in its `better`
 * direction) by more than its allowance (`max-drop`: metric id or glob → amount in the metric's own units;
 * ratios are fractions, so 0.02 = 2 percentage points). A gated metric that has no value now, or (baseline of
 * another configuration) no comparable baseline value, is undecided.
 * Pure: the configuration parser and the decision; `applyBaseline` adds the gate and the delta to a report.
 */
import { BG } from '../codes/general.js';
import type { Delta, MetricChange } from '../core/delta-model.js';
import { compareFindings, finding } from '../core/finding.js';
import { entryForMetric } from '../core/glob.js';
import type { ArtifactResult, Finding, Gate, Metric, Report } from '../core/model.js';
import { recount } from '../core/verdict.js';
import { diffReports, NO_REGRESSION_GATE } from '../report/delta.js';
import { fmtDelta, fmtMetric } from '../report/delta-render.js';
import { configDifferences, otherConfigurationNotice } from './compare.js';
import type { BaselineResult } from './load.js';
import type { NoRegressionConfig } from '../core/no-regression-config.js';

const NO_REGRESSION_OFF: NoRegressionConfig = { enabled: false, newFailures: true, maxDrop: [] };

/** The allowance of a metric id: an exact entry, else the first glob that matches; undefined = not gated. */
export function allowanceOf(cfg: NoRegressionConfig, id: string): number | undefined {
  return entryForMetric(cfg.maxDrop, id)?.max;
}

/** How much a metric worsened (> 0) in its better direction; 0 when it did not or has no direction. */
function worsening(m: MetricChange): number {
  if (m.base === null || m.head === null || !m.better) return 0;
  const w = m.better === 'higher' ? m.base - m.head : m.head - m.base;
  return w > 0 ? w : 0;
}

/** The no-regression gate and its findings for one artifact of this run. */
export function decideNoRegression(
  delta: Delta,
  cfg: NoRegressionConfig,
  suite: string,
  path: string,
  /** This run's metrics of the artifact: with a baseline of another configuration, a gated one not compared is undecided. */
  headMetrics: readonly Metric[] = []
): { gate: Gate; findings: Finding[] } {
  const findings: Finding[] = [];
  let undecided = false;
  let regressions = 0;
  const at = { file: path, gate: NO_REGRESSION_GATE };
  if (cfg.newFailures) {
    for (const c of [...delta.newFailures, ...delta.newlyUndecided]) {
      if (c.suite !== suite || c.path !== path) continue;
      regressions++;
      findings.push(
        finding(BG.BG051, `gate ${c.gate} is ${c.to} now; it was ${c.from ?? 'absent'} in the baseline`, {
          ...at,
          subject: `gate ${c.gate}`
        })
      );
    }
  }
  let gated = 0;
  for (const m of delta.metrics) {
    if (m.suite !== suite || m.path !== path) continue;
    const max = allowanceOf(cfg, m.id);
    if (max === undefined) continue;
    gated++;
    if (m.base !== null && m.head === null) {
      undecided = true;
      findings.push(
        finding(
          BG.BG051,
          `metric ${m.id} (${m.label}) has no value now; it was ${fmtMetric(m.base, m.unit)} in the baseline, so no-regression cannot decide it`,
          { ...at, subject: m.id }
        )
      );
      continue;
    }
    const w = worsening(m);
    if (w > max + 1e-12 * Math.max(1, Math.abs(m.base ?? 0)) && ++regressions)
      findings.push(
        finding(
          BG.BG051,
          `metric ${m.id} (${m.label}) regressed: ${fmtMetric(m.base, m.unit)} → ${fmtMetric(m.head, m.unit)} (${fmtDelta(m)}), more than the allowed ${m.unit === 'ratio' ? `${(100 * max).toFixed(2)} pp` : max} (no-regression.max-drop)`,
          { ...at, subject: m.id }
        )
      );
  }
  let incomparable = false;
  if (delta.baseline.differs) {
    const compared = new Set(delta.metrics.filter((m) => m.suite === suite && m.path === path).map((m) => m.id));
    for (const m of headMetrics) {
      if (compared.has(m.id) || !m.better || allowanceOf(cfg, m.id) === undefined) continue;
      gated++;
      undecided = incomparable = true;
      findings.push(
        finding(
          BG.BG051,
          `metric ${m.id} (${m.label}) has no comparable value in the baseline, which was made with another configuration (BG019), so no-regression cannot decide it`,
          { ...at, subject: m.id }
        )
      );
    }
  }
  const what = `${cfg.newFailures ? 'no new failing gate' : 'gates not compared'}, ${gated} metric(s) within their allowance`;
  const title = 'No regression against the baseline';
  if (regressions) {
    const first = findings.find((f) => !f.message.includes('cannot decide'))!;
    return {
      gate: {
        id: NO_REGRESSION_GATE,
        title,
        status: 'fail',
        detail: regressions === 1 ? `BG051: ${first.message}` : `${regressions} regressions (first: ${first.message})`
      },
      findings
    };
  }
  if (undecided)
    return {
      gate: {
        id: NO_REGRESSION_GATE,
        title,
        status: 'undecided',
        detail: incomparable
          ? 'a gated metric has no comparable baseline value (another configuration, BG019) or no value now (BG051)'
          : 'a gated metric has no value now (BG051)'
      },
      findings
    };
  return { gate: { id: NO_REGRESSION_GATE, title, status: 'pass', detail: what }, findings };
}

/**
 * Applies a baseline to this run's report: the delta (when the baseline was accepted; of another configuration:
 * only what both sides have, with a BG019 notice), the no-regression gate on every artifact (when configured;
 * skipped without a baseline), the BG050 notice (when refused or missing).
 * Counts and the verdict are recomputed.
 */
export function applyBaseline(
  head: Report,
  base: BaselineResult | undefined,
  cfg: NoRegressionConfig = NO_REGRESSION_OFF
): Report {
  const findings = head.findings.slice();
  let delta: Delta | undefined;
  if (base?.ok) {
    const differs = configDifferences(base.report, head);
    delta = diffReports(base.report, head, differs.length ? { ...base.info, differs } : base.info);
    if (differs.length) findings.push(otherConfigurationNotice(base.info.ref, base.report, head, differs));
  } else if (base) findings.push(base.notice);
  const suites = !cfg.enabled
    ? head.suites
    : head.suites.map((s) => ({
        ...s,
        artifacts: s.artifacts.map((a): ArtifactResult => {
          const gates = a.gates.filter((g) => g.id !== NO_REGRESSION_GATE);
          if (!delta)
            return {
              ...a,
              gates: [
                ...gates,
                {
                  id: NO_REGRESSION_GATE,
                  title: 'No regression against the baseline',
                  status: 'skipped',
                  detail: 'no baseline to compare with (BG050)'
                }
              ]
            };
          const d = decideNoRegression(delta, cfg, s.suite, a.artifact.path, a.metrics);
          return { ...a, gates: [...gates, d.gate], findings: [...a.findings, ...d.findings].sort(compareFindings) };
        })
      }));
  return recount({ ...head, suites, findings: findings.sort(compareFindings), ...(delta ? { delta } : {}) });
}
