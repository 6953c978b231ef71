/** Every action input and output name in one place (action.yml must match; a test checks it). */
export enum Inputs {
  Path = 'path',
  Suites = 'suites',
  FailOn = 'fail-on',
  ReportJson = 'report-json',
  Sarif = 'sarif',
  Junit = 'junit',
  Strict = 'strict',
  Options = 'options'
}

export enum Outputs {
  Result = 'result',
  GatesFailed = 'gates-failed',
  Findings = 'findings',
  Report = 'report'
}
