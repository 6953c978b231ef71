/** Every action input and output name in one place (action.yml must match; a test checks it). */
export enum Inputs {
  Path = 'path',
  Suites = 'suites',
  FailOn = 'fail-on',
  FailOnEmpty = 'fail-on-empty',
  ReportJson = 'report-json',
  Sarif = 'sarif',
  Junit = 'junit',
  Strict = 'strict',
  MinTier = 'min-tier',
  Options = 'options',
  Token = 'token',
  CheckRun = 'check-run',
  CheckName = 'check-name',
  Comment = 'comment',
  CommentKey = 'comment-key',
  Cache = 'cache',
  Shard = 'shard',
  Mode = 'mode',
  Reports = 'reports',
  RunId = 'run-id',
  VerifyPlan = 'verify-plan',
  Sandbox = 'sandbox',
  Commit = 'commit',
  PullRequest = 'pull-request',
  Summary = 'summary',
  CommentMode = 'comment-mode',
  MaxAnnotations = 'max-annotations'
}

export enum Outputs {
  Result = 'result',
  GatesFailed = 'gates-failed',
  Findings = 'findings',
  Report = 'report',
  CheckRunUrl = 'check-run-url',
  CommentUrl = 'comment-url',
  SummaryFile = 'summary-file',
  ReportJson = 'report-json'
}
