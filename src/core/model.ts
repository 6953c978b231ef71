/**
 * The one result model shared by every suite and every report channel.
 * Suites produce it; the report layer (summary, annotations, JSON, SARIF, JUnit, check runs)
 * consumes it and knows nothing else about suites.
 */
import type { Delta } from './delta-model.js';
import type { HistoryJudgement } from './history-model.js';
import type { GateStatus, Severity, Verdict } from './levels.js';

export type { GateStatus, Severity, Verdict } from './levels.js';

/** One problem, always with a stable code from the registry and a message that says what to fix. */
export interface Finding {
  code: string;
  severity: Severity;
  message: string;
  /** Repository-relative POSIX path, when the finding is about a file. */
  file?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  /** Gate this finding counts against, when any. */
  gate?: string;
  /** What inside the artifact it is about (a case name, a JSON pointer, a row index...). */
  subject?: string;
}

export interface Gate {
  id: string;
  title: string;
  status: GateStatus;
  /** One line saying why (shown in the gate table). */
  detail?: string;
}

/** Generic presentation blocks a suite may add; the report layer renders them without knowing what they mean. */
export type Section =
  | { kind: 'table'; title: string; columns: string[]; rows: (string | number | null)[][]; note?: string }
  | { kind: 'mermaid'; title: string; source: string }
  | { kind: 'text'; title: string; body: string }
  | { kind: 'chart'; title: string; chart: Chart; note?: string };

/**
 * A chart as plain data: suites say what to plot, each report channel decides how to draw it
 * (HTML: an inlined chart library; Markdown: Mermaid where it draws correctly, else a table).
 * `x` holds the category labels (or numbers); every series has one value per x (null = no value).
 */
export interface Chart {
  type: 'bar' | 'line' | 'scatter';
  x: { label: string; values: (string | number)[] };
  y: { label: string; min?: number; max?: number; unit?: string };
  series: ChartSeries[];
  /** Horizontal reference lines, e.g. a gate's min_fidelity. */
  thresholds?: { label: string; value: number }[];
}

export interface ChartSeries {
  name: string;
  values: (number | null)[];
  /** Optional interval per x (a tolerance band, a Wilson interval). */
  low?: (number | null)[];
  high?: (number | null)[];
}

/**
 * One headline number of an artifact (Qsolve headline accuracy, a PQID rate, rows, a pcs tier rank...).
 * Summaries show them next to the verdict; baselines compare them run to run.
 */
export interface Metric {
  /** Stable within the artifact across runs, e.g. 'headline_accuracy' or 'case/maxcut-4/gap'. */
  id: string;
  label: string;
  /** null when the artifact could not produce it this run. */
  value: number | null;
  unit?: string;
  /** Which direction is an improvement (deltas and the no-regression gate use it); absent = neither. */
  better?: 'higher' | 'lower';
  /**
   * Marks one of the artifact's headline numbers. The job summary and the pull-request comment show an artifact's
   * marked metrics, in metric order, and nothing else (`src/report/summary-model.ts`); an artifact without a marked
   * metric shows its artifact-wide metrics (ids without '/'), else its gate counts. `label` is the short label
   * shown there; `text` is the value as shown when the number alone does not say it (a tier's name, "3/4", the
   * pool counts), default: the value with its unit. Suites set it; the report reads nothing else for a headline.
   */
  headline?: { label: string; text?: string };
}

/** One discovered unit of work: a file or a folder that one suite owns. */
export interface Artifact {
  /** Repository-relative POSIX path ('.' for the root). */
  path: string;
  /** Suite-specific kind, e.g. 'artifact-manifest', 'evaluations-jsonl', 'qsolve-workflow'. */
  kind: string;
}

export interface ArtifactResult {
  artifact: Artifact;
  gates: Gate[];
  findings: Finding[];
  sections?: Section[];
  /** Small machine-readable facts about the artifact (counts, tiers, hashes) for the JSON report. */
  facts?: Record<string, unknown>;
  /** Headline numbers, in display order (see Metric). */
  metrics?: Metric[];
  /**
   * Optional named cases inside the artifact (e.g. one per Qsolve case) that suites may fill; JUnit renders
   * each as a test case. status follows the gate statuses.
   */
  cases?: ArtifactCase[];
  durationMs?: number;
}

export interface ArtifactCase {
  name: string;
  status: GateStatus;
  message?: string;
  durationMs?: number;
}

/**
 * How reports name an artifact of one kind (never from its content): the label, then one part of its path — `base`
 * its last segment, `path` the whole path, `folder` its folder with a trailing slash (a file at the root: its own
 * name). Kind `*` names every kind of the suite not listed; without a rule an artifact is named by the suite's title
 * and the last segment of its path.
 */
export interface ArtifactNaming {
  kind: string;
  label: string;
  part: 'base' | 'path' | 'folder';
}

export interface SuiteResult {
  suite: string;
  title: string;
  /** How this suite's artifacts are named in reports (the suite's `naming`). */
  naming?: readonly ArtifactNaming[];
  artifacts: ArtifactResult[];
  /** Findings not tied to one artifact (discovery, configuration). */
  findings: Finding[];
  /** Files the suite looked at and deliberately left alone (e.g. look-alike files of another shape). */
  skipped?: { path: string; reason: string }[];
}

export interface Report {
  schema: 'benchgate.report/1';
  tool: { name: 'benchgate'; version: string };
  /** ISO time the run started (excluded from determinism comparisons). */
  startedAt?: string;
  root: string;
  config: {
    failOn: FailOn;
    suites: string[];
    configHash: string;
    /** Whether a run that checks nothing fails (recorded so `benchgate merge` decides emptiness on the union with the same setting). */
    failOnEmpty?: boolean;
    /** The partition's identity: what the whole run discovered (every shard discovers everything), and its CI run. */
    plan?: { artifacts: number; hash: string; run?: string; attempt?: number };
    /** This report is shard `index` of `count`; `slice` is the (suite, path) list it was assigned. */
    shard?: { index: number; count: number; slice?: { artifacts: number; hash: string } };
  };
  verdict: Verdict;
  counts: { gates: Record<GateStatus, number>; findings: Record<Severity, number>; artifacts: number };
  suites: SuiteResult[];
  /** Findings of the run itself (configuration, discovery). */
  findings: Finding[];
  /** What changed against a baseline report (docs/baseline.md), when one was given and accepted. */
  delta?: Delta;
  /** What this run was judged against in its track record (docs/history.md), when history was given. */
  history?: HistoryJudgement;
  durationMs?: number;
}

export type FailOn = 'error' | 'warning' | 'never';
