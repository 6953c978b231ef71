/**
 * What the human-facing channels (job summary, pull-request comment) say about each artifact: its display
 * name, its own verdict, its headline numbers, and the order to show them in (failures first). Pure functions
 * over the result model; the channels escape every string they take from here.
 */
import type { ArtifactResult, FailOn, Finding, Metric, Report, SuiteResult, Verdict } from '../core/model.js';
import { artifactFails } from '../core/verdict.js';

export interface ArtifactView {
  suite: SuiteResult;
  result: ArtifactResult;
  /** A readable name: "Qsolve workflow max-cut", "Release inventory release/", "pcs bundle x.json" (unescaped). */
  name: string;
  verdict: Verdict;
  /** Headline numbers as label/value text pairs (unescaped), from the metrics only: see headlineOf. */
  headline: { label: string; value: string }[];
  /** Failed or undecided gates. */
  failing: number;
}

function base(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? path;
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i <= 0 ? '.' : path.slice(0, i);
}

/**
 * The display name of an artifact from its kind and path (never from its content), by its suite's naming rule
 * (`SuiteResult.naming`: the rule of its kind, else the suite's `*` rule), else the suite's title and base name.
 */
export function artifactName(a: ArtifactResult, suite?: Pick<SuiteResult, 'suite' | 'title' | 'naming'>): string {
  const { kind, path } = a.artifact;
  const rules = suite?.naming ?? [];
  const rule = rules.find((r) => r.kind === kind) ?? rules.find((r) => r.kind === '*');
  if (!rule) return `${suite?.title ?? suite?.suite ?? kind} ${base(path)}`;
  if (rule.part === 'path') return `${rule.label} ${path}`;
  if (rule.part === 'folder')
    return dirOf(path) === '.' ? `${rule.label} ${base(path)}` : `${rule.label} ${dirOf(path)}/`;
  return `${rule.label} ${base(path)}`;
}

/** The verdict this artifact alone would get (same rule as the run's: core/verdict.ts). */
export function artifactVerdict(a: ArtifactResult, failOn: FailOn): Verdict {
  return artifactFails(a, failOn) ? 'fail' : 'pass';
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** One metric as text: percentages for unit '%' or 'ratio', else the number with its unit. */
export function metricValue(m: Metric): string {
  if (m.value === null || !Number.isFinite(m.value)) return 'n/a';
  if (m.unit === 'ratio') return pct(m.value);
  const v = Number.isInteger(m.value) ? String(m.value) : String(Number(m.value.toPrecision(6)));
  if (!m.unit) return v;
  return m.unit === '%' ? `${v}%` : `${v} ${m.unit}`;
}

/**
 * An artifact's headline numbers, from its `metrics` only: the metrics a suite marked `headline` (in metric order),
 * else its artifact-wide metrics (ids without '/'; per-case and per-model metrics stay in the tables and the
 * deltas), at most six, else its gate counts.
 */
export function headlineOf(a: ArtifactResult): { label: string; value: string }[] {
  const metrics = Array.isArray(a.metrics) ? a.metrics : [];
  const marked = metrics.filter((m) => m.headline && typeof m.headline.label === 'string');
  if (marked.length)
    return marked.map((m) => ({
      label: m.headline!.label,
      value: typeof m.headline!.text === 'string' ? m.headline!.text : metricValue(m)
    }));
  if (metrics.length) {
    const top = metrics.filter((m) => !String(m.id).includes('/'));
    return (top.length ? top : metrics).slice(0, 6).map((m) => ({ label: String(m.label), value: metricValue(m) }));
  }
  const c = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
  for (const g of a.gates) if (Object.hasOwn(c, g.status)) c[g.status]++;
  return [{ label: 'gates passed', value: `${c.pass}/${a.gates.length}` }];
}

/** Every artifact of the report, failing ones first (then by suite order and path, as in the report). */
export function artifactViews(report: Report): ArtifactView[] {
  const out: ArtifactView[] = [];
  for (const s of report.suites)
    for (const a of s.artifacts) {
      const failing = a.gates.filter((g) => g.status === 'fail' || g.status === 'undecided').length;
      out.push({
        suite: s,
        result: a,
        name: artifactName(a, s),
        verdict: artifactVerdict(a, report.config.failOn),
        headline: headlineOf(a),
        failing
      });
    }
  const rank = (v: ArtifactView) => (v.verdict === 'fail' ? 0 : 1);
  return out
    .map((v, i) => ({ v, i }))
    .sort((x, y) => rank(x.v) - rank(y.v) || x.i - y.i)
    .map((x) => x.v);
}

/** Findings that count against the verdict under `failOn` (errors; also warnings under `warning`). */
export function counts(f: Finding, failOn: FailOn): boolean {
  return f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning');
}
