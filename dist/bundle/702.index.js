export const id = 702;
export const ids = [702];
export const modules = {

/***/ 82702:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ BG),
/* harmony export */   C: () => (/* binding */ GENERAL_CODES)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/** Codes of the run itself: configuration, discovery, paths and internal errors. Prefix BG. */
const GENERAL_CODES = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'BG001',
        severity: 'error',
        title: 'Nothing was checked',
        description: 'No suite found any artifact under the checked path (or a suite found artifacts but nothing ran, e.g. every Qsolve case was skipped), so no gate decided anything. With `fail-on-empty` (the default) this is an error and the run fails; with `fail-on-empty: false` it is a warning. A sharded run decides this on the merged report, never per shard.',
        fix: 'Check the `path` input and `.benchgate.yml` include/exclude patterns, set `suites` to the families the repository holds, or install what the skipped Qsolve methods need; when an empty run is expected, set the input `fail-on-empty: false` (CLI `--no-fail-on-empty`).'
    },
    {
        code: 'BG002',
        severity: 'error',
        title: 'Invalid configuration',
        description: '`.benchgate.yml` (or an action input) could not be read or has a wrong key, type or value.',
        fix: 'Correct the key at the reported line; see docs/configuration.md for every key.'
    },
    {
        code: 'BG003',
        severity: 'error',
        title: 'Path escapes the repository',
        description: 'A path taken from an artifact or the configuration is absolute, contains `..`, or resolves (through a symlink) outside the repository root.',
        fix: 'Use a relative path inside the repository, and do not point symlinks outside it.'
    },
    {
        code: 'BG004',
        severity: 'error',
        title: 'Unknown suite or option key',
        description: 'A suite named in `suites`, the `options` input or `.benchgate.yml` does not exist, or an option map holds a prototype key (`__proto__`, `constructor`, `prototype`), which benchgate refuses instead of silently ignoring.',
        fix: 'Use one of the suite ids listed by `benchgate check --help`, and real option names.'
    },
    {
        code: 'BG005',
        severity: 'error',
        title: 'Suite crashed',
        description: 'A suite raised an unexpected internal error on an artifact; its gates for that artifact are undecided.',
        fix: 'Report the message to the benchgate maintainers with the artifact; run with `--debug` for the stack trace.'
    },
    {
        code: 'BG006',
        severity: 'notice',
        title: 'Symlink skipped',
        description: 'Discovery found a symlink that resolves outside the repository root and did not follow it.',
        fix: 'Nothing, unless the artifact behind it should be checked: then place it inside the repository.'
    },
    {
        code: 'BG007',
        severity: 'notice',
        title: 'Findings not shown as annotations',
        description: 'GitHub shows at most 10 annotations per level per step; the rest are in the job summary and the JSON report.',
        fix: 'Read the full list in the job summary, the JSON report, SARIF or the check run.',
        scope: 'environment'
    },
    {
        code: 'BG008',
        severity: 'error',
        title: 'Cannot read file',
        description: 'A file could not be read (permissions, a directory where a file was expected, or an I/O error).',
        fix: 'Make the file readable, or exclude it in `.benchgate.yml`.'
    },
    {
        code: 'BG009',
        severity: 'warning',
        title: 'Report truncated',
        description: "The job summary would exceed GitHub's 1 MiB limit, so its longest tables were cut; the JSON report keeps everything.",
        fix: 'Read the JSON report (`report-json`) for the full list.'
    },
    {
        code: 'BG010',
        severity: 'notice',
        title: 'Check run not published',
        description: "The check run with every annotation could not be created: a pull request from a fork (read-only token), a token without `checks: write`, or an API error. The job's own pass/fail is still the gate, and the job summary and annotations are complete.",
        fix: 'Give the job `permissions: checks: write` (not possible on fork pull requests: rely on the job status, or see the workflow_run recipe in docs/github.md), or set `check-run: false`.',
        scope: 'environment'
    },
    {
        code: 'BG011',
        severity: 'notice',
        title: 'Pull-request comment not posted',
        description: 'The sticky pull-request comment could not be created or updated: a pull request from a fork (read-only token), a token without `pull-requests: write`, an API error, or (on `workflow_run`) no open pull request of this repository has the checked commit as its head. Nothing else is affected.',
        fix: 'Give the job `permissions: pull-requests: write`, or set `comment: false`; on fork pull requests the comment is always skipped (use the workflow_run recipe in docs/github.md, and its `pull-request` input when the lookup cannot find the pull request).',
        scope: 'environment'
    },
    {
        code: 'BG012',
        severity: 'warning',
        title: 'Result cache unavailable',
        description: 'The result cache (@actions/cache in the action, a local folder in the CLI) is missing or failing; benchgate computes every result afresh. Reported once per run; never fails the job.',
        fix: 'Nothing is required. On GitHub Enterprise Server enable the cache service, or set `cache: false` (CLI: `--no-cache`) to silence it.',
        scope: 'environment'
    },
    {
        code: 'BG013',
        severity: 'error',
        title: 'Shard reports cannot be merged',
        description: "The reports given to `benchgate merge` (or the action's `mode: merge`) cannot form one verdict: a file is over the size limit (64 MiB each, 128 MiB in all), not JSON, or not a valid report (schemas/report.schema.json and its bounds); a report's counts or verdict do not match its own gates and findings, a passing gate has an error finding against it, or a finding names a gate its artifact does not have (`no_such_gate`, `__proto__`) (edited); the reports come from different benchgate versions, configurations, runs or plans (foreign); a shard is missing or duplicated, holds an artifact of another shard, or the shards together are not the planned artifact list. See docs/security/merge.md.",
        fix: 'Run every shard of the matrix with the same benchgate version, `.benchgate.yml`, inputs and shard count in one workflow run, and pass the unmodified report of each shard exactly once; with `--plan`/`verify-plan`, give merge the same path, suites, options and fail-on as the shards.'
    },
    {
        code: 'BG014',
        severity: 'warning',
        title: '.benchgate.yml option ignored: only the job may loosen',
        description: "The checked tree's `.benchgate.yml` is untrusted (a pull request writes it): it may tighten what the job asked for but never loosen it. An option there that skips, replaces or reuses execution or selects the evidence (`qsolve.run: false`, `qsolve.records`, `qsolve.target`, an interpreter path, the pqid evaluation paths, a FightBench replay engine, …), that lowers a threshold or a level (`fail-on: never`, `fail-on-empty: false`, `min-tier`, `min-rates`, `strict: false`, `sandbox: off`, …) below what the job (or the default) gives, or that is only different, not stricter, is ignored; the run goes on with the job's settings. docs/security.md lists every option and its direction.",
        fix: 'Set the option in the job itself: the action input (`fail-on`, `fail-on-empty`, `options: {suite: {key: value}}`, …) or the CLI flag (`--fail-on`, `--no-fail-on-empty`, `--option suite.key=value`, …). Remove it from `.benchgate.yml`, or keep only values that tighten.'
    },
    {
        code: 'BG015',
        severity: 'error',
        title: 'Report file cannot be written',
        description: 'A report file named by a CLI flag (`--report-json`, `--sarif`, `--junit`, `--html`, `--summary` of `benchgate check` and `benchgate merge`, `--out` of `benchgate qsolve run`) or an action input (`report-json`, `sarif`, `junit`, `html`) cannot be written: the path is a folder, a folder on its way is a file, permission is denied, or the file system is read-only or full. The CLI checks every such path before anything runs and exits 2 with this code and nothing checked; a write that still fails after the run (the disk filled up) exits 2 too, after printing the report. In the action the step fails with this code.',
        fix: 'Give a path to a file in a folder you may write (it and its missing folders are created), or drop the flag.'
    },
    {
        code: 'BG016',
        severity: 'warning',
        title: 'Step outputs not written',
        description: "The action could not write its step outputs (`result`, `gates-failed`, …) because the `GITHUB_OUTPUT` file is missing or not writable. The verdict is unchanged: the step's exit code, the annotations, the job summary and the report files have the results. Never a stack trace.",
        fix: "Run benchgate as a step of a GitHub Actions job without overriding `GITHUB_OUTPUT`; the runner creates that file. Steps that read benchgate's outputs get empty values meanwhile.",
        scope: 'environment'
    },
    {
        code: 'BG017',
        severity: 'warning',
        title: 'History branch not written',
        description: "This push run's entry could not be appended to the history branch (`history: branch`, default `benchgate-history`, docs/history.md): the token lacks `contents: write` (HTTP 403: a notice), the API refused or failed (a protected branch, a rate limit, an outage), other writers kept winning the race for the branch for every attempt, or the history already on the branch cannot be read (BG029), so appending would lose it. Nothing on the branch is changed; the verdict is unaffected (the run was judged against what could be read).",
        fix: 'Give the push job (only that job) `permissions: contents: write`; let `github-actions[bot]` push to the history branch if it is protected; for a BG029 history, repair or delete the branch (the next push creates it again). Pull-request runs never write, so there is nothing to fix there.',
        scope: 'environment'
    },
    {
        code: 'BG018',
        severity: 'notice',
        title: 'Checked folder lies inside a Qsolve workflow',
        description: "No Qsolve workflow was found under the checked path, but the path itself lies inside one: a folder above it (up to the repository root, the folder holding `.git`) holds `qsolve.yaml` or `qsolve.json`. A workflow is checked as a whole from its own folder, so `benchgate check` run from a workflow's subfolder (`examples/`, `benchmarks/`) finds nothing there (BG001 says so). The message names the workflow folder relative to the checked path. See docs/cli.md.",
        fix: 'Check the workflow folder the message names (`benchgate check ..`), or run `benchgate qsolve check` from here: the qsolve commands find the workflow holding the current folder.'
    },
    {
        code: 'BG019',
        severity: 'notice',
        title: 'Baseline of another configuration, compared where comparable',
        description: 'The baseline report was made with another configuration than this run (another configHash: `.benchgate.yml`, suites, suite options or `fail-on` differ, possibly another benchgate version of the same major). It is compared only where it is comparable: the artifacts present in both reports and, within them, the gates, metrics and findings both sides have; artifacts, gates and metrics of one side only are left out of "What changed" instead of showing as added or removed. The notice names what differs and how many artifacts were left out. A `no-regression` allowance on a metric that has no comparable baseline value makes the gate undecided (BG051), never a pass. Never fails the job by itself. See docs/baseline.md.',
        fix: 'Nothing is required. For a full comparison, let a push to the base branch store a baseline made with the same configuration (the change to `.benchgate.yml`, `suites`, `options` or `fail-on` reaches the base branch when the pull request is merged).',
        scope: 'environment'
    },
    {
        code: 'BG020',
        severity: 'error',
        title: 'Artifact over a structure bound',
        description: 'An artifact holds more than benchgate checks: more than 100,000 entries in one array, more than 100,000 keys in one object, or more than 1,000,000 values in one JSON document, JSONL record or nested JSON cell (pcs bundles: 10,000 entries, 10,000 keys, 200,000 values; Qsolve YAML files: 200,000 value tokens, about 100,000 entries; ARTIFACT_MANIFEST.tsv: 100,000 entries). The bound is checked before any schema or rule, so such a file cannot exhaust memory or time; the finding points at the array or object (line and column) and the gate that would have read it fails. See docs/security/limits.md.',
        fix: 'Split the data into several artifacts (one file per run, shard, or download), or remove the repeated or empty entries; no real artifact comes near these bounds.'
    },
    {
        code: 'BG021',
        severity: 'error',
        title: 'Check ran out of stack',
        description: "Checking one artifact exhausted the call stack (a `RangeError`: a structure nested too deeply for one of the checks). The artifact's gates are undecided (never a pass); the run goes on with the other artifacts.",
        fix: 'Flatten the nesting or shrink the artifact (see BG020 for the bounds), and report the artifact to the benchgate maintainers: a bound should have caught it first.'
    },
    {
        code: 'BG022',
        severity: 'warning',
        title: 'History not read',
        description: "The run's history (`--history DIR`, `history: file:<path>`, the `benchgate-history` branch) could not be used as a whole: the store could not be read (permissions, an I/O or API error), its `entries.jsonl` is larger than 32 MiB, or it holds more than 10,000 lines (only the newest 10,000 are read then). Without it nothing is judged against the history (every series is `insufficient`); the run's own gates decide as usual. History is untrusted input: it is never executed, and an unreadable history never passes silently. See docs/history.md.",
        fix: 'Make the history readable (for a folder: the path and its permissions; for the branch: the token and the branch), or trim it: keep fewer entries with `history-max` (default 500), or start a new history (an empty folder, a deleted branch).',
        scope: 'environment'
    },
    {
        code: 'BG023',
        severity: 'warning',
        title: 'History entry left out',
        description: "A line of the history's `entries.jsonl` is not one benchgate history entry: not JSON, longer than 1 MiB, over an entry's bounds (1,000 artifacts, 1,000 gates or metrics per artifact), or not valid against schemas/history.schema.json (for example a commit that is not 40 or 64 hex digits, a value that is not a number). The line is left out of judging and drawing; the finding gives its line number. An entry is never executed or evaluated, whatever it holds.",
        fix: 'Remove or correct the line (the history is plain JSON Lines, one entry per line, oldest first); if nobody edited the file by hand, report it with the line to the benchgate maintainers.',
        scope: 'environment'
    },
    {
        code: 'BG024',
        severity: 'warning',
        title: 'Metric worse than its history',
        description: "A metric with a better direction got worse than its history allows: the percentage test (github-action-benchmark's: the worsening ratio against the previous comparable value is at least `alert-threshold`, default 200%) or the statistical test (Bencher's: the value lies more than `z-threshold` standard deviations, default 2.326, on the worse side of the mean of the last `history-window` comparable entries, default 30, with at least `min-sample` of them, default 2). The message names both tests and the window. A warning; with `fail-on-alert` it is an error and the run fails. See docs/history.md.",
        fix: "Find the change that made the metric worse (the message names the window's commits) and fix it; when the change is intended, the alert clears once the history has caught up, or set a wider threshold for that metric in the job (`alert-threshold`, `z-threshold`, per metric id or glob)."
    },
    {
        code: 'BG025',
        severity: 'warning',
        title: 'History entry not written or incomplete',
        description: "This run was to be appended to the history but was not (the folder or the file could not be written, the write was refused or lost a race too often), or it was appended without a commit SHA (a local run outside a git checkout without `--commit`: the entry's commit is forty zeros, a notice). The run's verdict does not depend on it. See docs/history.md.",
        fix: 'Make the history folder writable (or give the job `contents: write` for the history branch); for local runs outside a git checkout, give `--commit SHA`.',
        scope: 'environment'
    },
    {
        code: 'BG026',
        severity: 'notice',
        title: 'Results left out of a capped channel',
        description: "A channel with a hard cap got more findings than it takes: GitHub code scanning keeps 5,000 results per SARIF run, and the HTML report's findings table lists 5,000. benchgate keeps a deterministic choice (every error before any warning before any notice, and within each severity the artifacts in turn, so one artifact cannot crowd out the others) and says here how many were left out. The JSON report and the job summary count every finding.",
        fix: 'Fix the listed findings and run again, or read the JSON report (`report-json`) for the full list.'
    },
    {
        code: 'BG027',
        severity: 'notice',
        title: "benchgate's own report left alone",
        description: 'A JSON file in the checked tree is a benchgate report (it starts with `"schema": "benchgate.report/N"` and `"tool": {"name": "benchgate"`: a `report-json` of an earlier run, a shard report, a baseline file), or a JSON Lines file is a benchgate history (its first line starts with `{"schema": "benchgate.history/N", "commit"`: the `entries.jsonl` of a `--history DIR` inside the checked folder, docs/history.md). It is benchgate\'s output, not a benchmark artifact, so no suite checks it.',
        fix: 'Nothing, if the file is a report you keep (for example the `baseline: <path>` recipe). Keep reports out of the checked path (write them under `$RUNNER_TEMP`) if you would rather not see this notice.',
        scope: 'environment'
    },
    {
        code: 'BG028',
        severity: 'notice',
        title: 'Stopped after the first failure',
        description: 'The CLI was run with `-x`/`--exitfirst`: it stopped checking after the first artifact that failed, so the artifacts after it were not checked. The verdict is a failure either way.',
        fix: 'Fix the failing artifact, or run without `-x` to see every failure.',
        scope: 'environment'
    },
    {
        code: 'BG029',
        severity: 'warning',
        title: 'History branch unreadable',
        description: 'The history on the branch (`history: branch`, its `entries.jsonl`) could not be read: the file is larger than 20 MiB (refused from its size in the tree, before any download), it is not a regular file (a folder, a symlink, a submodule), its content is not UTF-8 or does not match its stored size, or the GitHub API failed. The run is judged without history (no alert can be raised), and a push run does not append to it (BG017). Bad lines inside a readable file are reported one by one by the history reader instead.',
        fix: 'Check out the history branch and repair `entries.jsonl` (one JSON entry per line, oldest first; `benchgate history show .` validates it), lower `history-max` so it stays small, or delete the branch: the next push to the default branch creates it again.',
        scope: 'environment'
    },
    {
        code: 'BG030',
        severity: 'notice',
        title: 'GitHub API rate limit',
        description: "GitHub refused a request of the check run or the pull-request comment with a rate limit (403/429 with `retry-after`, `x-ratelimit-remaining: 0` or the secondary-rate-limit message) and the wait it asked for did not fit the channel's time budget. The token's permissions are fine; the channel is skipped or incomplete. Never fails the job.",
        fix: "Nothing is required: the job's exit code is the gate. If it recurs, run fewer jobs that write with the same token at the same time, or fewer annotations (fix findings, or `check-run: false`).",
        scope: 'environment'
    },
    {
        code: 'BG031',
        severity: 'error',
        title: 'Event payload unreadable',
        description: "The runner's event payload (`GITHUB_EVENT_PATH`) cannot be read, is larger than 32 MiB, is not valid JSON or is not an object. benchgate still checks the artifacts and writes the summary and outputs, but skips the check run and the comment (the pull request and its head commit are unknown) and fails the step. The message never quotes the file.",
        fix: 'Run benchgate as a step of a GitHub Actions job without overriding `GITHUB_EVENT_PATH`; the runner writes that file.',
        scope: 'environment'
    },
    {
        code: 'BG032',
        severity: 'warning',
        title: 'Job summary not written',
        description: 'The job summary file (`GITHUB_STEP_SUMMARY`) could not be written (missing folder, read-only file, full disk). The outputs, annotations, report files and the verdict are unaffected.',
        fix: 'Nothing is required; read the findings in the annotations or the report files. Do not override `GITHUB_STEP_SUMMARY`.',
        scope: 'environment'
    },
    {
        code: 'BG033',
        severity: 'error',
        title: 'Findings capped',
        description: 'One artifact (or one suite, or the run itself) produced more findings than the report keeps (1,000 each). The most severe ones are kept; this finding stands for the rest, says how many there are by code, and takes the level of the most severe one it stands for, so the verdict is unchanged.',
        fix: "Fix the findings listed (most of the rest usually share their cause) and run again; the suite's own CLI command prints every problem of one file."
    },
    {
        code: 'BG050',
        severity: 'notice',
        title: 'Baseline not used',
        description: 'The baseline report (input `baseline`, `benchgate check --baseline`) is missing or could not be used, so no "What changed" section is shown and the `no-regression` gate is skipped: no baseline stored yet for the base branch, a cache miss or outage, a file that is too large (16 MiB), not JSON, not a valid benchgate report (schemas/report.schema.json), a report whose verdict or counts do not match its own gates and findings (edited or forged), a report of another benchgate major version or of one shard, or a path outside the workspace (a report of another configuration is compared where comparable: BG019). Never fails the job. See docs/baseline.md and docs/security/baseline.md.',
        fix: 'Nothing is required. For a delta, let a push to the base branch store a baseline (input `baseline-branches`), or give an unmodified, merged JSON report of the same benchgate major version; a path inside the workspace.',
        scope: 'environment'
    },
    {
        code: 'BG051',
        severity: 'error',
        title: 'Regression against the baseline',
        description: 'The optional `no-regression` gate (`.benchgate.yml` `no-regression`, action input `no-regression`, CLI `--no-regression`) found a configured regression against the baseline: a gate that passed in the baseline fails or is undecided now, or a metric worsened by more than its allowance (`max-drop`). The finding names the artifact, the gate or the metric, and both values.',
        fix: "Fix the regression, or, when it is intended, raise the metric's allowance in `no-regression.max-drop` (the change to `.benchgate.yml` is itself reviewed) or merge with the gate's failure acknowledged."
    }
]);
const BG = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(GENERAL_CODES);


/***/ })

};
