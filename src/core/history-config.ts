/**
 * How a run is judged against its history, as data (docs/history.md): parsed from the job (CLI flags, action inputs)
 * and from the checked tree's `.benchgate.yml` `history:` mapping, which may only tighten (HISTORY_TRUST,
 * `resolveHistoryTree`). Kept in core so that configuration parsing never imports the judging.
 */
import { parse as parseYaml } from 'yaml';
import { BG } from '../codes/general.js';
import { finding } from './finding.js';
import { entryForMetric, globToRegExp } from './glob.js';
import type { Finding } from './model.js';
import { jobOnly, resolveTreeOptions, tightenBool, tightenLower, type TreeLocation, type TrustTable } from './trust.js';

export interface HistoryConfig {
  /** Keep the newest this many entries when appending (`history-max`). */
  max: number;
  /** Judge against at most this many comparable entries, newest first (`history-window`). */
  window: number;
  /** Fewer comparable values than this: not judged (`insufficient`). At least 2 (a standard deviation needs two). */
  minSample: number;
  /** An alert (BG024) is an error and fails the run. */
  failOnAlert: boolean;
  /** The percentage test's threshold: a worsening ratio at or above it alerts (2 = 200%). */
  alertThreshold: number;
  /** The z-score test's boundary. */
  zThreshold: number;
  /** Points per series in `Report.history` (the chart's last entries, `max-items-in-chart`), the current run included. */
  chart: number;
  /**
   * The job's per-metric thresholds: a metric id or glob (as `no-regression.max-drop`: an exact id first, else the
   * first glob), with a worsening ratio that alerts (2 = 200%) and/or a z-score boundary.
   */
  metrics: { pattern: string; alertThreshold?: number; zThreshold?: number }[];
  /** What the checked tree tightened (already checked to be no looser than the job); the stricter of both applies. */
  tree?: { alertThreshold?: number; zThreshold?: number; metrics: HistoryMetricOverride[] };
}

type HistoryMetricOverride = HistoryConfig['metrics'][number];

export const HISTORY_DEFAULTS: Readonly<HistoryConfig> = Object.freeze({
  max: 500,
  window: 30,
  minSample: 2,
  failOnAlert: false,
  alertThreshold: 2,
  // The 0.99 quantile of the standard normal distribution (Bencher's default boundary).
  zThreshold: 2.326,
  chart: 50,
  metrics: []
});

/** Bounds of the settings (a history is bounded to 10,000 lines when read). */
const HISTORY_LIMITS = { max: 10_000, window: 10_000, chart: 500, patterns: 200 } as const;

const within = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;

/** `200%`, `150 %`, or a plain number (2 = 200%); must be above 100% (a ratio of 1 is no change). */
export function parseAlertThreshold(v: unknown): number | undefined {
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string') {
    const m = /^\s*([0-9]+(?:\.[0-9]+)?)\s*(%?)\s*$/.exec(v);
    if (!m) return undefined;
    n = m[2] ? Number(m[1]) / 100 : Number(m[1]);
  } else return undefined;
  return Number.isFinite(n) && n > 1 && n <= 1000 ? n : undefined;
}

/** A z boundary: a number above 0 (at most 100). */
export function parseZThreshold(v: unknown): number | undefined {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*[0-9]+(?:\.[0-9]+)?\s*$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 100 ? n : undefined;
}

function parseInteger(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*[0-9]{1,9}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

/** Turns '200%' into a readable percentage for messages. */
export function fmtPercent(ratio: number): string {
  return `${Math.round(ratio * 10000) / 100}%`;
}

/** The `history:` mapping of `.benchgate.yml` (and the job's mapping form): the keys and what they mean. */
const KEYS = [
  'store',
  'max',
  'window',
  'min-sample',
  'fail-on-alert',
  'alert-threshold',
  'z-threshold',
  'max-items-in-chart',
  'metrics'
] as const;

/** A parsed `history:` mapping: the keys set (validated values), with their problems as messages (BG002 at the caller). */
export interface HistorySettings {
  values: Partial<Omit<HistoryConfig, 'tree'>> & { store?: string };
  /** Raw values as written (for the trust resolution's messages). */
  raw: Record<string, unknown>;
  errors: { key: string; message: string }[];
}

function parseOverrides(
  v: unknown,
  where: string,
  errors: HistorySettings['errors']
): HistoryMetricOverride[] | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    errors.push({
      key: 'metrics',
      message: `${where}.metrics must be a mapping from a metric id (or glob) to {alert-threshold, z-threshold}`
    });
    return undefined;
  }
  const out: HistoryMetricOverride[] = [];
  for (const [pattern, x] of Object.entries(v as Record<string, unknown>)) {
    if (out.length >= HISTORY_LIMITS.patterns) {
      errors.push({ key: 'metrics', message: `${where}.metrics: at most ${HISTORY_LIMITS.patterns} entries` });
      break;
    }
    const at = `${where}.metrics.${pattern.slice(0, 80)}`;
    if (pattern.length === 0 || pattern.length > 1024) {
      errors.push({ key: 'metrics', message: `${where}.metrics: a metric id must have 1 to 1024 characters` });
      continue;
    }
    if (/[*?{]/.test(pattern))
      try {
        globToRegExp(pattern);
      } catch (e) {
        errors.push({ key: 'metrics', message: `${at}: ${(e as Error).message}` });
        continue;
      }
    if (!x || typeof x !== 'object' || Array.isArray(x)) {
      errors.push({ key: 'metrics', message: `${at} must be a mapping with alert-threshold and/or z-threshold` });
      continue;
    }
    const o: HistoryMetricOverride = { pattern };
    for (const [k, y] of Object.entries(x as Record<string, unknown>)) {
      if (k === 'alert-threshold') {
        const n = parseAlertThreshold(y);
        if (n === undefined) errors.push({ key: 'metrics', message: `${at}.alert-threshold ${ALERT_RULE}` });
        else o.alertThreshold = n;
      } else if (k === 'z-threshold') {
        const n = parseZThreshold(y);
        if (n === undefined) errors.push({ key: 'metrics', message: `${at}.z-threshold ${Z_RULE}` });
        else o.zThreshold = n;
      } else
        errors.push({
          key: 'metrics',
          message: `unknown key ${JSON.stringify(k.slice(0, 40))} in ${at}; expected alert-threshold, z-threshold`
        });
    }
    if (o.alertThreshold !== undefined || o.zThreshold !== undefined) out.push(o);
  }
  return out;
}

const ALERT_RULE = 'must be a percentage above 100% such as 200% (or a ratio above 1 such as 2), at most 100000%';
const Z_RULE = 'must be a number above 0 such as 2.326 (standard deviations), at most 100';

/** Parses a `history:` mapping (tree or job). Unknown keys and bad values are messages; valid keys are kept. */
export function parseHistorySettings(v: unknown, where: string): HistorySettings {
  const out: HistorySettings = { values: {}, raw: {}, errors: [] };
  if (v === undefined || v === null) return out;
  // `history: file:<path>` (the action input's form) names a store: a key only the job may set.
  if (typeof v === 'string') return parseHistorySettings({ store: v }, where);
  if (typeof v !== 'object' || Array.isArray(v)) {
    out.errors.push({ key: '', message: `${where} must be a mapping with the keys ${KEYS.join(', ')}` });
    return out;
  }
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    const bad = (rule: string) => out.errors.push({ key: k, message: `${where}.${k} ${rule}` });
    if (!(KEYS as readonly string[]).includes(k)) {
      out.errors.push({
        key: k,
        message: `unknown key ${JSON.stringify(k.slice(0, 40))} in ${where}; expected one of ${KEYS.join(', ')}`
      });
      continue;
    }
    out.raw[k] = x;
    if (k === 'store') {
      if (typeof x === 'string' && x.length > 0 && x.length <= 4096) out.values.store = x;
      else bad('must be a string such as file:.bench/history');
    } else if (k === 'max' || k === 'window' || k === 'max-items-in-chart') {
      const n = parseInteger(x);
      const hi = k === 'max' ? HISTORY_LIMITS.max : k === 'window' ? HISTORY_LIMITS.window : HISTORY_LIMITS.chart;
      const lo = k === 'max-items-in-chart' ? 2 : 1;
      if (n === undefined || !within(n, lo, hi)) bad(`must be a whole number from ${lo} to ${hi}`);
      else if (k === 'max') out.values.max = n;
      else if (k === 'window') out.values.window = n;
      else out.values.chart = n;
    } else if (k === 'min-sample') {
      const n = parseInteger(x);
      if (n === undefined || !within(n, 2, HISTORY_LIMITS.window)) bad(`must be a whole number from 2 to 10000`);
      else out.values.minSample = n;
    } else if (k === 'fail-on-alert') {
      const b = x === 'true' ? true : x === 'false' ? false : x;
      if (typeof b !== 'boolean') bad('must be true or false');
      else out.values.failOnAlert = b;
    } else if (k === 'alert-threshold') {
      const n = parseAlertThreshold(x);
      if (n === undefined) bad(ALERT_RULE);
      else out.values.alertThreshold = n;
    } else if (k === 'z-threshold') {
      const n = parseZThreshold(x);
      if (n === undefined) bad(Z_RULE);
      else out.values.zThreshold = n;
    } else {
      const m = parseOverrides(x, where, out.errors);
      if (m) out.values.metrics = m;
    }
  }
  return out;
}

/** The job's settings over the defaults. */
export function historyConfig(values: HistorySettings['values'] = {}): HistoryConfig {
  const out: HistoryConfig = { ...HISTORY_DEFAULTS, metrics: [] };
  for (const k of ['max', 'window', 'minSample', 'failOnAlert', 'alertThreshold', 'zThreshold', 'chart'] as const)
    if (values[k] !== undefined) (out as unknown as Record<string, unknown>)[k] = values[k];
  if (values.metrics) out.metrics = values.metrics;
  return out;
}

/**
 * The job's settings from the CLI flags or the action inputs, as text: `max`, `window` and `minSample` whole numbers,
 * `failOnAlert` a boolean, and `alertThreshold` / `zThreshold` lists whose entries are a value (`200%`, `2.326`) or
 * `METRIC=value` for one metric id or glob (`signature_rate=150%`, `model/*\/signature_rate=1.5`; the last global
 * value wins). Throws with a message naming the flag on bad input.
 */
export function parseHistoryJob(input: {
  max?: string;
  window?: string;
  minSample?: string;
  failOnAlert?: boolean;
  alertThreshold?: readonly string[];
  zThreshold?: readonly string[];
  chart?: string;
  names?: Partial<Record<'max' | 'window' | 'minSample' | 'alertThreshold' | 'zThreshold' | 'chart', string>>;
}): HistoryConfig {
  const name = (k: keyof NonNullable<typeof input.names>, d: string) => input.names?.[k] ?? d;
  const raw: Record<string, unknown> = {};
  if (input.max !== undefined && input.max.trim() !== '') raw['max'] = input.max;
  if (input.window !== undefined && input.window.trim() !== '') raw['window'] = input.window;
  if (input.minSample !== undefined && input.minSample.trim() !== '') raw['min-sample'] = input.minSample;
  if (input.chart !== undefined && input.chart.trim() !== '') raw['max-items-in-chart'] = input.chart;
  if (input.failOnAlert !== undefined) raw['fail-on-alert'] = input.failOnAlert;
  const metrics: Record<string, Record<string, string>> = {};
  const split = (list: readonly string[] | undefined, key: 'alert-threshold' | 'z-threshold') => {
    for (const item of list ?? []) {
      const s = item.trim();
      if (s === '') continue;
      const eq = s.lastIndexOf('=');
      if (eq < 0) raw[key] = s;
      else (metrics[s.slice(0, eq).trim()] ??= {})[key] = s.slice(eq + 1).trim();
    }
  };
  split(input.alertThreshold, 'alert-threshold');
  split(input.zThreshold, 'z-threshold');
  if (Object.keys(metrics).length) raw['metrics'] = metrics;
  const s = parseHistorySettings(raw, 'history');
  if (s.errors.length) {
    const flag: Record<string, string> = {
      max: name('max', '--history-max'),
      window: name('window', '--history-window'),
      'min-sample': name('minSample', '--history-min-sample'),
      'max-items-in-chart': name('chart', '--history-chart'),
      'alert-threshold': name('alertThreshold', '--alert-threshold'),
      'z-threshold': name('zThreshold', '--z-threshold'),
      metrics: `${name('alertThreshold', '--alert-threshold')} / ${name('zThreshold', '--z-threshold')} METRIC=value`
    };
    throw new Error(s.errors.map((e) => `${flag[e.key] ?? e.key}: ${e.message.replace(/^history\./, '')}`).join('; '));
  }
  return historyConfig(s.values);
}

/** The job's setting in its mapping form (`{window: 20, metrics: {…}}`), YAML or JSON text; '' = none. Throws. */
export function parseHistoryText(text: string, where: string): HistoryConfig | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  let v: unknown;
  try {
    v = parseYaml(t, { maxAliasCount: 20 });
  } catch (e) {
    throw new Error(`${where} is not a YAML/JSON mapping: ${(e as Error).message.split('\n')[0]}`);
  }
  const s = parseHistorySettings(v, where);
  if (s.errors.length) throw new Error(s.errors.map((e) => e.message).join('; '));
  return historyConfig(s.values);
}

/** The first override for a metric id: an exact pattern, else the first glob that matches. */

/**
 * The thresholds a metric is judged with: the job's (its override for the metric, else its global value), tightened
 * by the tree's (its override, else its global): the smaller of both, so the tree can never loosen a metric.
 */
export function thresholdsOf(cfg: HistoryConfig, id: string): { alertThreshold: number; zThreshold: number } {
  const j = entryForMetric(cfg.metrics, id);
  let alertThreshold = j?.alertThreshold ?? cfg.alertThreshold;
  let zThreshold = j?.zThreshold ?? cfg.zThreshold;
  if (cfg.tree) {
    const t = entryForMetric(cfg.tree.metrics, id);
    const ta = t?.alertThreshold ?? cfg.tree.alertThreshold;
    const tz = t?.zThreshold ?? cfg.tree.zThreshold;
    if (ta !== undefined) alertThreshold = Math.min(alertThreshold, ta);
    if (tz !== undefined) zThreshold = Math.min(zThreshold, tz);
  }
  return { alertThreshold, zThreshold };
}

/**
 * What the checked tree may set in `history:` (docs/security.md): the thresholds only lower (stricter), `fail-on-alert`
 * only on, `min-sample` only lower; where the history is kept, how much is kept and the window only the job.
 * `metrics` entries are compared one by one with the job's value for that pattern (`resolveHistoryTree`).
 */
export const HISTORY_TRUST: TrustTable = {
  store: jobOnly('it would choose which history the run is judged against (and where it writes)'),
  max: jobOnly('retention is the job’s: the tree of a pull request never writes the history'),
  window: jobOnly('it would choose which past runs the new values are judged against'),
  'min-sample': tightenLower(HISTORY_DEFAULTS.minSample),
  'fail-on-alert': tightenBool(true, false),
  'alert-threshold': {
    tree: 'tighten',
    rank: (v) => negated(parseAlertThreshold(v ?? HISTORY_DEFAULTS.alertThreshold))
  },
  'z-threshold': { tree: 'tighten', rank: (v) => negated(parseZThreshold(v ?? HISTORY_DEFAULTS.zThreshold)) },
  'max-items-in-chart': { tree: 'scope', why: 'how many past runs are drawn, not how the run is judged' },
  metrics: { tree: 'tighten-each', rank: () => undefined }
};
const negated = (n: number | undefined) => (n === undefined ? undefined : -n);

const HISTORY_JOB_HINT: Record<string, string> = {
  store: 'the action input `history` or the CLI flag `--history DIR`',
  max: 'the action input `history-max` or the CLI flag `--history-max`',
  window: 'the action input `history-window` or the CLI flag `--history-window`',
  'min-sample': 'the CLI flag `--history-min-sample`',
  'fail-on-alert': 'the action input `fail-on-alert` or the CLI flag `--fail-on-alert`',
  'alert-threshold': 'the action input `alert-threshold` or the CLI flag `--alert-threshold`',
  'z-threshold': 'the action input `z-threshold` or the CLI flag `--z-threshold`',
  metrics: 'the CLI flags `--alert-threshold METRIC=…` / `--z-threshold METRIC=…` (or the action inputs)'
};

/**
 * Applies the checked tree's `history:` settings to the job's: a stricter value is applied, a looser (or job-only) one
 * is ignored with BG014 at its line. `metrics` entries: each threshold must be no looser than what the job gives that
 * pattern (its own entry, else its global value); the accepted ones tighten through `thresholdsOf`.
 */
export function resolveHistoryTree(
  tree: HistorySettings | undefined,
  job: HistoryConfig,
  file: string,
  at: (key: string) => { line?: number; column?: number }
): { config: HistoryConfig; findings: Finding[] } {
  if (!tree || Object.keys(tree.raw).length === 0) return { config: job, findings: [] };
  const loc: TreeLocation = {
    file,
    prefix: 'history',
    at: (k) => at(`history.${k}`),
    jobHint: (k) => HISTORY_JOB_HINT[k.split('.')[0]!] ?? 'the job'
  };
  const scalar: Record<string, unknown> = {};
  for (const k of Object.keys(tree.raw)) {
    if (k === 'metrics') continue;
    // Job-only keys are ignored with BG014 whatever their value; the others only when valid (else BG002 already),
    // compared as parsed (`200%` is the job's 2).
    if (k === 'store' || k === 'max' || k === 'window') scalar[k] = tree.raw[k];
    else {
      const v = parsedValue(tree, k);
      if (v !== undefined) scalar[k] = v;
    }
  }
  const jobValues: Record<string, unknown> = {
    max: job.max,
    window: job.window,
    'min-sample': job.minSample,
    'fail-on-alert': job.failOnAlert,
    'alert-threshold': job.alertThreshold,
    'z-threshold': job.zThreshold,
    // What is drawn is scope: the tree's value applies unless the job chose one (other than the default).
    ...(job.chart !== HISTORY_DEFAULTS.chart ? { 'max-items-in-chart': job.chart } : {})
  };
  const r = resolveTreeOptions(scalar, jobValues, HISTORY_TRUST, loc);
  const findings = r.findings;
  const fromTree = r.fromTree;
  const config: HistoryConfig = { ...job, tree: { metrics: [] } };
  const tr = config.tree!;
  if ('min-sample' in fromTree) config.minSample = tree.values.minSample!;
  if ('fail-on-alert' in fromTree) config.failOnAlert = tree.values.failOnAlert!;
  if ('max-items-in-chart' in fromTree) config.chart = tree.values.chart!;
  if ('alert-threshold' in fromTree) tr.alertThreshold = tree.values.alertThreshold!;
  if ('z-threshold' in fromTree) tr.zThreshold = tree.values.zThreshold!;
  for (const o of tree.values.metrics ?? []) {
    // The job's value for that pattern: its own entry for it (or a glob of the job's that covers it), else its global.
    const jo = entryForMetric(job.metrics, o.pattern);
    const kept: HistoryMetricOverride = { pattern: o.pattern };
    const check = (k: 'alertThreshold' | 'zThreshold', name: string, fmt: (n: number) => string) => {
      const v = o[k];
      if (v === undefined) return;
      const jv = jo?.[k] ?? job[k];
      if (v <= jv) kept[k] = v;
      else
        findings.push(
          finding(
            BG.BG014,
            `${file}: \`history.metrics.${o.pattern.slice(0, 80)}.${name}: ${fmt(v)}\` is ignored: it would loosen the job's ${fmt(jv)} for that metric; the checked tree may only tighten, so the job must set it (${HISTORY_JOB_HINT['metrics']})`,
            { file, ...at(`history.metrics.${o.pattern}`) }
          )
        );
    };
    check('alertThreshold', 'alert-threshold', fmtPercent);
    check('zThreshold', 'z-threshold', String);
    if (kept.alertThreshold !== undefined || kept.zThreshold !== undefined) tr.metrics.push(kept);
  }
  return { config, findings };
}

/** A tree key's parsed value (undefined when invalid: a BG002 already, not applied). */
function parsedValue(s: HistorySettings, k: string): unknown {
  const field: Record<string, keyof HistorySettings['values']> = {
    'min-sample': 'minSample',
    'fail-on-alert': 'failOnAlert',
    'alert-threshold': 'alertThreshold',
    'z-threshold': 'zThreshold',
    'max-items-in-chart': 'chart'
  };
  const f = field[k];
  return f === undefined ? undefined : s.values[f];
}

/** BG002 findings for a tree's `history:` problems, at the key's position. */
export function historySettingsFindings(
  s: HistorySettings,
  file: string,
  at: (key: string) => { line?: number; column?: number }
): Finding[] {
  return s.errors.map((e) => finding(BG.BG002, e.message, { file, ...at(e.key ? `history.${e.key}` : 'history') }));
}
