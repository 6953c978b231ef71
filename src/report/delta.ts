/**
 * `diffReports(base, head)`: what changed between a baseline report and this run's, as plain data (Delta).
 * Artifacts are matched by (suite, path), gates by id within their artifact, findings by (code, file,
 * subject or else message) as a multiset, metrics by id within their artifact. Pure; the inputs are not mutated.
 * The `no-regression` gate itself is left out of the comparison (it is decided from this delta).
 */
import type {
  BaselineInfo,
  Delta,
  FindingChange,
  GateChange,
  MetricChange,
  MetricDirection
} from '../core/delta-model.js';
import type { ArtifactResult, Finding, GateStatus, Metric, Report } from '../core/model.js';

/** Gate id of the optional no-regression gate (never compared with itself). */
export const NO_REGRESSION_GATE = 'no-regression';
/** Longest list kept per kind in a delta (the counts say how many more there were). */
const MAX_DELTA_ITEMS = 500;
/** Most metric comparisons kept (changed ones first). */
const MAX_DELTA_METRICS = 2000;

const akey = (suite: string, path: string) => `${suite}\0${path}`;

interface Indexed {
  suite: string;
  a: ArtifactResult;
}

function index(r: Report): Map<string, Indexed> {
  const m = new Map<string, Indexed>();
  for (const s of r.suites) for (const a of s.artifacts) m.set(akey(s.suite, a.artifact.path), { suite: s.suite, a });
  return m;
}

/**
 * Findings of one side by key: run-level and suite-level findings count under path '' of their suite ('' for the
 * run). With `only`, just the findings of those artifacts (keys of `akey`).
 */
function findingsOf(r: Report, only?: Set<string>): Map<string, { f: FindingChange; n: number }> {
  const m = new Map<string, { f: FindingChange; n: number }>();
  const add = (suite: string, path: string, f: Finding) => {
    if (f.severity === 'notice') return;
    if (only && !only.has(akey(suite, path))) return;
    const k = JSON.stringify([suite, path, f.code, f.file ?? '', f.subject ?? f.message]);
    const e = m.get(k);
    if (e) e.n++;
    else
      m.set(k, {
        f: {
          suite,
          path,
          code: f.code,
          severity: f.severity,
          message: f.message,
          ...(f.file !== undefined ? { file: f.file } : {}),
          ...(f.line !== undefined ? { line: f.line } : {}),
          ...(f.subject !== undefined ? { subject: f.subject } : {})
        },
        n: 1
      });
  };
  for (const f of r.findings) add('', '', f);
  for (const s of r.suites) {
    for (const f of s.findings) add(s.suite, '', f);
    for (const a of s.artifacts) for (const f of a.findings) add(s.suite, a.artifact.path, f);
  }
  return m;
}

const SAME = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b));

export function metricDirection(m: Pick<Metric, 'better'>, base: number | null, head: number | null): MetricDirection {
  if (base === null && head === null) return 'unchanged';
  if (base === null) return 'new';
  if (head === null) return 'removed';
  if (SAME(base, head)) return 'unchanged';
  if (!m.better) return 'changed';
  return head > base === (m.better === 'higher') ? 'improved' : 'regressed';
}

const FAILING = (s: GateStatus | null) => s === 'fail';

/**
 * The delta between a baseline report and this run's. `info` says where the baseline came from; with
 * `info.differs` (a baseline of another configuration) only what is present on both sides is compared: artifacts
 * on one side only, gates and metrics of one side only, and the findings outside the common artifacts are left out
 * (they may be there or not because of the configuration, not because of the change).
 */
export function diffReports(base: Report, head: Report, info?: Partial<BaselineInfo>): Delta {
  const baseline: BaselineInfo = {
    source: info?.source ?? 'file',
    ...(info?.ref ? { ref: info.ref } : {}),
    version: base.tool.version,
    configHash: base.config.configHash,
    verdict: base.verdict,
    ...(base.startedAt ? { startedAt: base.startedAt } : {}),
    ...(info?.differs?.length ? { differs: info.differs.slice(0, 8) } : {})
  };
  const both = baseline.differs !== undefined;
  const B = index(base);
  const H = index(head);
  const newFailures: GateChange[] = [];
  const fixed: GateChange[] = [];
  const newlyUndecided: GateChange[] = [];
  const newlySkipped: GateChange[] = [];
  const metrics: MetricChange[] = [];
  const added: { suite: string; path: string }[] = [];
  const removed: { suite: string; path: string }[] = [];
  let gatesUnchanged = 0;
  let artifactsUnchanged = 0;
  const keys = new Set([...H.keys(), ...B.keys()]);
  for (const k of [...keys].sort()) {
    const h = H.get(k);
    const b = B.get(k);
    const suite = (h ?? b)!.suite;
    const path = (h ?? b)!.a.artifact.path;
    if (both && (!b || !h)) continue;
    if (!b) added.push({ suite, path });
    else if (!h) removed.push({ suite, path });
    else artifactsUnchanged++;
    const bg = new Map((b?.a.gates ?? []).filter((g) => g.id !== NO_REGRESSION_GATE).map((g) => [g.id, g]));
    const hg = new Map((h?.a.gates ?? []).filter((g) => g.id !== NO_REGRESSION_GATE).map((g) => [g.id, g]));
    for (const id of new Set([...hg.keys(), ...bg.keys()])) {
      if (both && (!hg.has(id) || !bg.has(id))) continue;
      const from = bg.get(id)?.status ?? null;
      const to = hg.get(id)?.status ?? null;
      const g = hg.get(id) ?? bg.get(id)!;
      const c: GateChange = {
        suite,
        path,
        gate: id,
        title: g.title,
        from,
        to,
        ...(hg.get(id)?.detail ? { detail: hg.get(id)!.detail } : {})
      };
      if (from === to) gatesUnchanged++;
      else if (FAILING(to)) newFailures.push(c);
      else if (to === 'pass' && (from === 'fail' || from === 'undecided')) fixed.push(c);
      else if (to === 'undecided') newlyUndecided.push(c);
      else if (to === 'skipped' && from !== null) newlySkipped.push(c);
      else gatesUnchanged++;
    }
    const bm = new Map((b?.a.metrics ?? []).map((m) => [m.id, m]));
    const hm = new Map((h?.a.metrics ?? []).map((m) => [m.id, m]));
    for (const id of new Set([...hm.keys(), ...bm.keys()])) {
      if (both && (!hm.has(id) || !bm.has(id))) continue;
      const m = hm.get(id) ?? bm.get(id)!;
      const bv = b ? (bm.get(id)?.value ?? null) : null;
      const hv = h ? (hm.get(id)?.value ?? null) : null;
      const direction = !bm.has(id) ? 'new' : !hm.has(id) ? 'removed' : metricDirection(m, bv, hv);
      metrics.push({
        suite,
        path,
        id,
        label: m.label,
        ...(m.unit ? { unit: m.unit } : {}),
        ...(m.better ? { better: m.better } : {}),
        base: bv,
        head: hv,
        delta: bv !== null && hv !== null ? hv - bv : null,
        direction
      });
    }
  }
  const common = both ? new Set([...H.keys()].filter((k) => B.has(k))) : undefined;
  const fb = findingsOf(base, common);
  const fh = findingsOf(head, common);
  const newFindings: FindingChange[] = [];
  const resolvedFindings: FindingChange[] = [];
  let findingsUnchanged = 0;
  for (const [k, e] of fh) {
    const was = fb.get(k)?.n ?? 0;
    findingsUnchanged += Math.min(was, e.n);
    for (let i = was; i < e.n; i++) newFindings.push(e.f);
  }
  for (const [k, e] of fb) {
    const now = fh.get(k)?.n ?? 0;
    for (let i = now; i < e.n; i++) resolvedFindings.push(e.f);
  }
  const byDirection = (...ds: MetricDirection[]) => metrics.filter((m) => ds.includes(m.direction)).length;
  const metricCounts = {
    metricsUnchanged: byDirection('unchanged'),
    metricsRegressed: byDirection('regressed'),
    metricsImproved: byDirection('improved'),
    metricsOtherChanged: byDirection('changed', 'new', 'removed')
  };
  const order: Record<MetricDirection, number> = {
    regressed: 0,
    improved: 1,
    changed: 2,
    new: 3,
    removed: 4,
    unchanged: 5
  };
  metrics.sort((x, y) => order[x.direction] - order[y.direction]);
  const truncated: Record<string, number> = {};
  const cap = <T>(name: string, xs: T[], max = MAX_DELTA_ITEMS): T[] => {
    if (xs.length <= max) return xs;
    truncated[name] = xs.length - max;
    return xs.slice(0, max);
  };
  return {
    baseline,
    verdict: { base: base.verdict, head: head.verdict },
    newFailures: cap('newFailures', newFailures),
    fixed: cap('fixed', fixed),
    newlyUndecided: cap('newlyUndecided', newlyUndecided),
    newlySkipped: cap('newlySkipped', newlySkipped),
    newFindings: cap('newFindings', newFindings),
    resolvedFindings: cap('resolvedFindings', resolvedFindings),
    artifacts: { added: cap('artifactsAdded', added), removed: cap('artifactsRemoved', removed) },
    metrics: cap('metrics', metrics, MAX_DELTA_METRICS),
    counts: { gatesUnchanged, artifactsUnchanged, findingsUnchanged, ...metricCounts },
    ...(Object.keys(truncated).length ? { truncated } : {})
  };
}

/** How many entries a list of the delta had before it was capped. */
export function totalOf(
  d: Delta,
  list: 'newFailures' | 'fixed' | 'newlyUndecided' | 'newlySkipped' | 'newFindings' | 'resolvedFindings'
): number {
  return d[list].length + (d.truncated?.[list] ?? 0);
}

/** True when the delta holds a new failing or undecided gate (what `benchgate diff` exits 1 on without a gate config). */
export function hasNewFailures(d: Delta): boolean {
  return d.newFailures.length > 0 || d.newlyUndecided.length > 0;
}
