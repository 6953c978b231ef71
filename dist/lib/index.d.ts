/**
 * The three status scales of the result model, in a leaf of their own so that the model (`model.ts`) and the
 * delta model (`delta-model.ts`) can both use them without importing each other.
 */
/** How bad a finding is. */
export type Severity = "error" | "warning" | "notice";
/**
 * pass: the gate ran and passed. fail: it ran and failed.
 * undecided: it could not decide (missing data, unsupported input); never counted as a pass.
 * skipped: not applicable here (said why in `detail`).
 */
export type GateStatus = "pass" | "fail" | "undecided" | "skipped";
/** A run's, or a report's, overall outcome. */
export type Verdict = "pass" | "fail";
/** Where the baseline came from and what it was (never trusted beyond what it says about itself). */
export interface BaselineInfo {
	source: "cache" | "artifact" | "file";
	/** The cache key, or the file path relative to the workspace. */
	ref?: string;
	/** benchgate version that wrote it. */
	version: string;
	configHash: string;
	verdict: Verdict;
	startedAt?: string;
	/**
	 * Set when the baseline was made with another configuration (configHash): what differs, one line each. Then
	 * only the artifacts, gates, metrics and findings present on both sides are compared (docs/baseline.md).
	 */
	differs?: string[];
}
export interface GateChange {
	suite: string;
	path: string;
	gate: string;
	title: string;
	/** null: the gate (or its artifact) did not exist on that side. */
	from: GateStatus | null;
	to: GateStatus | null;
	detail?: string;
}
export interface FindingChange {
	suite: string;
	path: string;
	code: string;
	severity: Severity;
	message: string;
	file?: string;
	line?: number;
	subject?: string;
}
export type MetricDirection = "improved" | "regressed" | "unchanged" | "changed" | "new" | "removed";
export interface MetricChange {
	suite: string;
	path: string;
	id: string;
	label: string;
	unit?: string;
	better?: "higher" | "lower";
	base: number | null;
	head: number | null;
	/** head − base when both are numbers. */
	delta: number | null;
	direction: MetricDirection;
}
export interface Delta {
	baseline: BaselineInfo;
	verdict: {
		base: Verdict;
		head: Verdict;
	};
	/** Gates that fail now and did not (or are new and fail). */
	newFailures: GateChange[];
	/** Gates that failed or were undecided and pass now. */
	fixed: GateChange[];
	/** Gates that are undecided or skipped now and were not. */
	newlyUndecided: GateChange[];
	newlySkipped: GateChange[];
	/** Error and warning findings that are new, and the ones gone. */
	newFindings: FindingChange[];
	resolvedFindings: FindingChange[];
	artifacts: {
		added: {
			suite: string;
			path: string;
		}[];
		removed: {
			suite: string;
			path: string;
		}[];
	};
	/** Every metric compared, changed ones first (unchanged ones are collapsed by the renderers). */
	metrics: MetricChange[];
	counts: {
		gatesUnchanged: number;
		metricsUnchanged: number;
		artifactsUnchanged: number;
		findingsUnchanged: number;
		metricsRegressed?: number;
		metricsImproved?: number;
		metricsOtherChanged?: number;
	};
	/** Entries left out of a list to keep the report small: list name → how many. */
	truncated?: Record<string, number>;
}
/** How one metric's new value was judged against the window. */
export type HistoryStatus = 
/** Worse than a threshold allows: an alert (a finding; `fail-on-alert` makes it fail the run). */
"alert"
/** Judged and within the thresholds. */
 | "ok"
/** Fewer comparable entries than the minimum sample size, or no value now: not judged. */
 | "insufficient"
/** The metric has no better direction: drawn, never judged. */
 | "no-direction";
/** One point of a series: a stored run's value (oldest first), the current run's last. */
export interface HistoryPoint {
	commit: string;
	time: string;
	value: number | null;
	/** The current run (highlighted). */
	current?: boolean;
	/** From another configuration or benchgate version: drawn apart, never judged against. */
	apart?: boolean;
}
/** One metric's series and verdict. */
export interface HistorySeries {
	suite: string;
	path: string;
	metric: string;
	label: string;
	unit?: string;
	better?: "higher" | "lower";
	/** The last entries (at most the chart cap), oldest first, the current run last. */
	points: HistoryPoint[];
	status: HistoryStatus;
	/** Number of comparable entries the value was judged against. */
	sample: number;
	/**
	 * The percentage test (github-action-benchmark's): the previous comparable value, the worsening ratio (`better:
	 * lower`: current / previous; `higher`: previous / current; 1 when equal; null when infinite: a worsening from or to
	 * zero), the threshold (2 = 200%), the worst value allowed (`limit`) and whether it alerted. Absent when not judged
	 * or when a value is negative (a ratio of signed values says nothing).
	 */
	percentage?: {
		previous: number;
		ratio: number | null;
		threshold: number;
		limit: number;
		alert: boolean;
	};
	/**
	 * The statistical test over the window (Bencher's z-score): mean and sample standard deviation of the window's
	 * values, z = (current − mean) / stddev (signed; null when stddev is 0 and the value differs from the mean: ±∞ on
	 * the side of `current − mean`; 0 when equal), the boundary (`threshold`, positive), the worst value allowed
	 * (`limit` = mean ± threshold × stddev on the worse side) and whether it alerted.
	 */
	zScore?: {
		mean: number;
		stddev: number;
		z: number | null;
		threshold: number;
		limit: number;
		alert: boolean;
	};
}
/** `Report.history`: what this run was judged against. */
export interface HistoryJudgement {
	source: string;
	/** Entries read (after validation). */
	entries: number;
	/** Entries left out of judging: another configuration or benchgate version. */
	apart: number;
	/** The window: at most this many comparable entries, newest first. */
	window: number;
	series: HistorySeries[];
	/** Series with an alert. */
	alerts: number;
}
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
export type Section = {
	kind: "table";
	title: string;
	columns: string[];
	rows: (string | number | null)[][];
	note?: string;
} | {
	kind: "mermaid";
	title: string;
	source: string;
} | {
	kind: "text";
	title: string;
	body: string;
} | {
	kind: "chart";
	title: string;
	chart: Chart;
	note?: string;
};
/**
 * A chart as plain data: suites say what to plot, each report channel decides how to draw it
 * (HTML: an inlined chart library; Markdown: Mermaid where it draws correctly, else a table).
 * `x` holds the category labels (or numbers); every series has one value per x (null = no value).
 */
export interface Chart {
	type: "bar" | "line" | "scatter";
	x: {
		label: string;
		values: (string | number)[];
	};
	y: {
		label: string;
		min?: number;
		max?: number;
		unit?: string;
	};
	series: ChartSeries[];
	/** Horizontal reference lines, e.g. a gate's min_fidelity. */
	thresholds?: {
		label: string;
		value: number;
	}[];
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
	better?: "higher" | "lower";
	/**
	 * Marks one of the artifact's headline numbers. The job summary and the pull-request comment show an artifact's
	 * marked metrics, in metric order, and nothing else (`src/report/summary-model.ts`); an artifact without a marked
	 * metric shows its artifact-wide metrics (ids without '/'), else its gate counts. `label` is the short label
	 * shown there; `text` is the value as shown when the number alone does not say it (a tier's name, "3/4", the
	 * pool counts), default: the value with its unit. Suites set it; the report reads nothing else for a headline.
	 */
	headline?: {
		label: string;
		text?: string;
	};
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
	part: "base" | "path" | "folder";
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
	skipped?: {
		path: string;
		reason: string;
	}[];
}
export interface Report {
	schema: "benchgate.report/1";
	tool: {
		name: "benchgate";
		version: string;
	};
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
		plan?: {
			artifacts: number;
			hash: string;
			run?: string;
			attempt?: number;
		};
		/** This report is shard `index` of `count`; `slice` is the (suite, path) list it was assigned. */
		shard?: {
			index: number;
			count: number;
			slice?: {
				artifacts: number;
				hash: string;
			};
		};
	};
	verdict: Verdict;
	counts: {
		gates: Record<GateStatus, number>;
		findings: Record<Severity, number>;
		artifacts: number;
	};
	suites: SuiteResult[];
	/** Findings of the run itself (configuration, discovery). */
	findings: Finding[];
	/** What changed against a baseline report (docs/baseline.md), when one was given and accepted. */
	delta?: Delta;
	/** What this run was judged against in its track record (docs/history.md), when history was given. */
	history?: HistoryJudgement;
	durationMs?: number;
}
export type FailOn = "error" | "warning" | "never";
/**
 * JUnit XML (the Ant/Jenkins shape most reporters read): one <testsuite> per suite, one <testcase> per
 * artifact × gate and one per named case an artifact reports (`ArtifactResult.cases`). fail → <failure>, undecided → <error> (it could not decide), skipped → <skipped>.
 * The findings that count against the gate are listed in the element body.
 * `file=` (and the paths in the bodies) are repository-relative like SARIF's: `prefix` is the checked folder
 * relative to the repository root ('.' or absent for the root), so with `path: examples` every `file` resolves
 * from the repository root (`examples/...`).
 */
export declare function renderJUnit(report: Report, opts?: {
	prefix?: string;
}): string;
/** One stable finding code. `fix` says what the user should do; docs/codes.md is generated from these. */
export interface CodeDef {
	code: string;
	severity: Severity;
	title: string;
	/** What it means (one or two sentences). */
	description: string;
	/** How to fix it. */
	fix: string;
	/**
	 * `environment`: the finding is about where benchgate ran (the runner, the GitHub channels, the cache, the
	 * sandbox the machine allows), not about the checked files. It is shown in the summary, the log and the reports,
	 * but never becomes a code-scanning alert (SARIF), where it would be pinned on the repository.
	 */
	scope?: "environment";
}
/** `summary` input: how much the job summary shows (documented in action.yml and README). */
export type SummaryMode = "full" | "failures" | "compact";
export interface SummaryOptions {
	limitBytes?: number;
	/** Link to the full report (the run page), shown where content is cut. */
	detailsUrl?: string;
	title?: string;
	/**
	 * The code registry's lookup (`src/code-registry.ts`, passed in by the entry so the report layer names no family):
	 * each finding code's fix under "How to fix". Without it, that list is left out.
	 */
	lookup?: (code: string) => CodeDef | undefined;
	/** How the limit is named in the notes saying what was cut (default "GitHub's 1 MiB limit"). */
	limitName?: string;
	/**
	 * full (default): every artifact with its gates, findings and tables; failures first, passing gates collapsed.
	 * failures: only artifacts that fail get a section (the rest are rows of the overview table).
	 * compact: the verdict, the overview table and the failing gates only.
	 */
	mode?: SummaryMode;
}
/**
 * The job summary: the verdict, an overview table (one row per artifact, failing first, with its headline
 * numbers), then one section per artifact: its failing gates, its findings with the fix from the code
 * registry, its passing gates collapsed in one `<details>`, and its tables. If the whole would pass the size
 * limit, whole parts are dropped in the order of TRIM_STEPS, then findings rows and table rows are cut, and a
 * note says what was cut.
 */
export declare function renderSummary(report: Report, opts?: SummaryOptions): string;
export interface SarifOptions {
	/** Repository-relative folder that was checked ('.' or empty for the root): prefixed to every path. */
	prefix?: string;
	/** Link to the codes documentation; defaults to {@link CODES_DOC_URL}. */
	informationUri?: string;
	/** The job id (GITHUB_JOB), for `automationDetails.id`; 'local' when absent. */
	job?: string;
	/** The workflow run id, appended to `automationDetails.id` so each upload is one run of its category. */
	runId?: string;
	/**
	 * The code-scanning category (action input `sarif-category`, CLI `--sarif-category`): `automationDetails.id`
	 * becomes `<category>/<run id>` (`<category>/shard-I-of-N/<run id>` for a shard), replacing the default
	 * `benchgate/<job>/<shard>/`. upload-sarif's own `category` does not replace an id that is already set, so matrix
	 * legs of one job set this to keep their alerts apart.
	 */
	category?: string;
	/** Most results written (default {@link SARIF_MAX_RESULTS}); the rest are counted in one BG026 note. */
	maxResults?: number;
}
export interface TextOptions {
	color: boolean;
	/**
	 * `quiet` (`-q`): only failing artifacts, the short summary and the verdict line; `verbose` (`-v`): every finding
	 * with its fix; `normal`: every artifact, gate and finding, then the short summary.
	 */
	verbosity?: "quiet" | "normal" | "verbose";
	/** The code registry (fixes for the short summary); the report layer knows no suites. */
	lookup?: (code: string) => CodeDef | undefined;
	/**
	 * The current directory: every path (artifacts, findings' files, skipped files) is shown relative to it by the
	 * one rule of `display-path.ts` (a workflow checked at its own root is named by its folder). Without it, paths are
	 * shown as the report stores them (relative to the checked folder).
	 */
	cwd?: string;
}
/**
 * The CLI's readable report. Colour only when asked (a TTY without NO_COLOR). Ends, as pytest's "short test summary
 * info" does, with every failing or undecided gate and every failing finding in one place, each finding with its
 * fix from the code registry, then the verdict line.
 */
export declare function renderText(report: Report, opts: TextOptions): string;
/** Thrown for problems that make the run impossible (the folder does not exist): exit code 2. */
export declare class RunError extends Error {
	constructor(message: string);
}
export declare const ALL_CODES: readonly CodeDef[];
export declare const lookupCode: (code: string) => CodeDef | undefined;
export interface ShardReport {
	/** Where it came from (shown in messages). */
	source: string;
	report: Report;
}
/** Checks a parsed value against schemas/report.schema.json and its bounds; throws MergeError naming where. */
export declare function validateReport(v: unknown, source: string): Report;
/** Parses one report file's text; throws MergeError when it is not a valid benchgate report. Never quotes the text. */
export declare function parseShardReport(text: string, source: string): ShardReport;
/** What the merger knows for itself (never taken from a shard report). */
export interface MergeExpectations {
	/** Every report must belong to this CI run (`config.plan.run`). */
	run?: string;
	/**
	 * The merger's own discovery under the same inputs (`runCheck({ planOnly: true, … })`): the reports must have
	 * the same benchgate version, configuration (configHash, fail-on, suites) and plan (artifact count and hash).
	 */
	reference?: Report;
}
/**
 * Combines the reports of every shard of one sharded run into the report an unsharded run would have written
 * (apart from timings). Every report is validated against the schema and its bounds, checked for consistency
 * (checkReportConsistency) and, with `expect`, against what the merger knows for itself. Refuses, with a
 * message naming the reports, different benchgate versions, configurations or partitions (run, plan hash,
 * shard count), a missing, duplicate or foreign shard, an artifact in two shards, or a union of shards that is
 * not the planned artifact list. Counts and the verdict are always recomputed. Async: it loads the suites that hold
 * artifacts (for `Suite.nothingChecked`), and only those.
 */
export declare function mergeReports(shards: ShardReport[], expect?: MergeExpectations): Promise<Report>;
export interface CheckOptions {
	/** Suite ids to run, or 'auto' (default): every suite, filtered by the folder's `.benchgate.yml`. */
	suites?: string[] | "auto";
	/** Which findings fail the verdict; default: `.benchgate.yml`'s `fail-on`, else 'error'. */
	failOn?: FailOn;
	/** A run that checks nothing fails (default true). */
	failOnEmpty?: boolean;
	/** Per-suite options, as `--option suite.key=value` gives them: `{ qsolve: { sandbox: 'required' } }`. */
	options?: Record<string, Record<string, unknown>>;
	/** Log lines (already escaped for a terminal); default: none. */
	log?: (line: string) => void;
}
/**
 * Discovers every benchmark artifact under `path`, checks it with its suite and returns the report (the same one
 * `benchgate check --format json` prints). Throws RunError when the path is not a directory; every problem of the
 * artifacts themselves is a finding in the report, never an exception.
 */
export declare function check(path: string, opts?: CheckOptions): Promise<Report>;
/** The report as SARIF 2.1.0 (code scanning), with each rule's help from the code registry. */
export declare function toSarif(report: Report, opts?: SarifOptions): object;
/** Convenience: the Markdown job summary with default limits (each finding code's fix from the code registry). */
export declare function toMarkdown(report: Report, opts?: SummaryOptions): string;
/** Convenience: JUnit XML. */
export declare function toJUnit(report: Report, prefix?: string): string;

export {};
