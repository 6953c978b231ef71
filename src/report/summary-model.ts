/**
 * What the human-facing channels (job summary, pull-request comment) say about each artifact: its display
 * name, its own verdict, its headline numbers, and the order to show them in (failures first). Pure functions
 * over the result model; the channels escape every string they take from here.
 */
import type { ArtifactResult, FailOn, Finding, Metric, Report, SuiteResult, Verdict } from '../core/model.js';
import { decideVerdict } from '../core/verdict.js';

export interface ArtifactView {
  suite: SuiteResult;
  result: ArtifactResult;
  /** A readable name: "Qsolve workflow max-cut", "Release inventory release/", "pcs bundle x.json" (unescaped). */
  name: string;
  verdict: Verdict;
  /** Headline numbers as label/value text pairs (unescaped): the suite's facts, else its artifact-wide metrics, else gate counts. */
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

/** The display name of an artifact from its kind and path (never from its content). */
export function artifactName(a: ArtifactResult, suite?: Pick<SuiteResult, 'suite' | 'title'>): string {
  const { kind, path } = a.artifact;
  if (kind === 'qsolve-workflow') return `Qsolve workflow ${base(path)}`;
  if (kind === 'artifact-manifest')
    return dirOf(path) === '.' ? 'Release inventory ARTIFACT_MANIFEST.tsv' : `Release inventory ${dirOf(path)}/`;
  if (kind.startsWith('pqid')) return `PQID-Bench ${base(path)}`;
  if (kind.startsWith('pcs')) return `pcs-core bundle ${base(path)}`;
  if (kind === 'fightbench-export-set') return `FightBench export set ${path}`;
  if (kind.startsWith('fightbench')) return `FightBench export ${base(path)}`;
  return `${suite?.title ?? suite?.suite ?? kind} ${base(path)}`;
}

/** The verdict this artifact alone would get (same rule as the run's: core/verdict.ts). */
export function artifactVerdict(a: ArtifactResult, failOn: FailOn): Verdict {
  const g = { pass: 0, fail: 0, undecided: 0, skipped: 0 };
  const f = { error: 0, warning: 0, notice: 0 };
  for (const x of a.gates) if (Object.hasOwn(g, x.status)) g[x.status]++;
  for (const x of a.findings) if (Object.hasOwn(f, x.severity)) f[x.severity]++;
  return decideVerdict(g, f, failOn);
}

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** One metric as text: percentages for unit '%' or 'ratio', else the number with its unit. */
export function metricValue(m: Metric): string {
  if (m.value === null || !Number.isFinite(m.value)) return 'n/a';
  if (m.unit === 'ratio') return pct(m.value);
  const v = Number.isInteger(m.value) ? String(m.value) : String(Number(m.value.toPrecision(6)));
  if (!m.unit) return v;
  return m.unit === '%' ? `${v}%` : `${v} ${m.unit}`;
}

/** Headline numbers from facts when a suite left `metrics` empty (known kinds), else the gate counts. */
function fromFacts(a: ArtifactResult): { label: string; value: string }[] {
  const f = (a.facts ?? {}) as Record<string, unknown>;
  const out: { label: string; value: string }[] = [];
  const add = (label: string, v: string | undefined) => {
    if (v !== undefined) out.push({ label, value: v });
  };
  const kind = a.artifact.kind;
  if (kind === 'qsolve-workflow') {
    const acc = num(f['headlineAccuracy']);
    add('headline accuracy', acc !== undefined ? pct(acc) : undefined);
    const passed = num(f['casesPassed']);
    const onSim = num(f['casesOnSim']);
    add('cases passed', passed !== undefined && onSim !== undefined ? `${passed}/${onSim}` : undefined);
    const hw = num(f['hardwareCases']);
    if (hw) add('hardware cases', `${hw} (not run in CI)`);
  } else if (kind === 'artifact-manifest') {
    add('files', num(f['entries'])?.toString());
    add('bytes', num(f['bytes'])?.toString());
    const un = num(f['unlisted']);
    if (un) add('unlisted', String(un));
  } else if (kind.startsWith('pqid')) {
    const s = (f['summary'] ?? {}) as Record<string, unknown>;
    add('records', num(f['records'])?.toString());
    for (const [k, label] of [
      ['execution_rate', 'execution'],
      ['signature_rate', 'signature'],
      ['es_gap_rate', 'ES-Gap']
    ] as const) {
      const v = num(s[k]);
      if (v !== undefined) add(label, pct(v));
    }
  } else if (kind.startsWith('pcs')) {
    if (typeof f['tier'] === 'string') add('tier', f['tier']);
  } else if (kind.startsWith('fightbench')) {
    add('rows', num(f['rows'])?.toString());
    const pools = f['pools'];
    if (pools && typeof pools === 'object') {
      const p = pools as Record<string, unknown>;
      const parts = ['official', 'live', 'private', 'invalid']
        .filter((k) => num(p[k]) !== undefined)
        .map((k) => `${k} ${num(p[k])}`);
      if (parts.length) add('pools', parts.join(', '));
    }
    add('shards', num(f['shards'])?.toString());
  }
  return out;
}

export function headlineOf(a: ArtifactResult): { label: string; value: string }[] {
  // A suite's own facts are shaped for reading (cases passed 3/3, hardware cases not run in CI); metrics come next,
  // the artifact-wide ones only (per-case and per-model metrics, ids with a '/', stay in the tables and the deltas).
  const facts = fromFacts(a);
  if (facts.length) return facts;
  if (Array.isArray(a.metrics) && a.metrics.length) {
    const top = a.metrics.filter((m) => !String(m.id).includes('/'));
    return (top.length ? top : a.metrics).slice(0, 6).map((m) => ({ label: String(m.label), value: metricValue(m) }));
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
