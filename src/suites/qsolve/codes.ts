import { codeIndex, defineCodes } from '../../codes/types.js';

/**
 * Qsolve workflow codes.
 * E050, E052, E053 and E054 are Qsolve's own documented lint codes, used exactly as the Benchmarks page defines them
 * (E051 is not documented anywhere and is deliberately not used). Every other finding is benchgate's own, prefix QS.
 */
export const QSOLVE_CODES = defineCodes([
  {
    code: 'E050',
    severity: 'error',
    title: 'benchmarks/cases.yaml missing',
    description:
      'Qsolve lint code: the workflow folder has no `benchmarks/cases.yaml`, so it defines no benchmark case.',
    fix: 'Add `benchmarks/cases.yaml` with a `cases:` list of known-answer inputs (see docs/qsolve.md).'
  },
  {
    code: 'E052',
    severity: 'error',
    title: 'hardware_cases unreadable or invalid',
    description:
      'Qsolve lint code: `benchmarks/cases.yaml` does not load (YAML error, too large, aliases), or `hardware_cases` is not a list, has an unknown key or a wrong type, or a hardware case has no `target` of the form `ibm:<device>` (letters, digits, `_ . -`, 1 to 60 characters).',
    fix: 'Fix the YAML at the reported line; give every hardware case only the documented keys and a target such as `ibm:ibm_fez`.'
  },
  {
    code: 'E053',
    severity: 'error',
    title: 'More than three hardware cases',
    description: 'Qsolve lint code: `hardware_cases` lists more than 3 entries.',
    fix: 'Keep at most three hardware cases; move the others to `cases` with a `fake:` target.'
  },
  {
    code: 'E054',
    severity: 'error',
    title: 'hardware_cases without qpu: [ibm]',
    description:
      'Qsolve lint code: `benchmarks/cases.yaml` lists hardware cases but the manifest does not list `ibm` under `targets.qpu`.',
    fix: 'Add `targets: {qpu: [ibm]}` to the manifest, or remove `hardware_cases`.'
  },
  {
    code: 'QS001',
    severity: 'error',
    title: 'Manifest unreadable',
    description:
      'The workflow manifest (`qsolve.yaml` or `qsolve.json`) cannot be read: too large, not UTF-8, a YAML/JSON syntax error, duplicate keys or aliases.',
    fix: 'Fix the manifest at the reported line so it loads as one mapping.'
  },
  {
    code: 'QS002',
    severity: 'error',
    title: 'Manifest invalid',
    description:
      'The manifest does not match `schemas/qsolve/manifest.schema.json`, or breaks a method rule (unique names, exactly one classical `reference`, at least one quantum method).',
    fix: 'Correct the key at the reported line; docs/qsolve.md lists every manifest key.'
  },
  {
    code: 'QS003',
    severity: 'error',
    title: 'Schema unreadable or invalid',
    description:
      'The input, output or parameter JSON Schema named by the manifest is missing, leaves the workflow folder, does not parse, or is not a valid JSON Schema (draft 2020-12 or draft-07).',
    fix: 'Point `schemas.input` / `schemas.output` at a JSON Schema file inside the workflow folder and make it compile.'
  },
  {
    code: 'QS004',
    severity: 'error',
    title: 'Entry module missing',
    description:
      'The `entry` module named by the manifest (`workflow.py` or `workflow.mjs`) does not exist inside the workflow folder.',
    fix: 'Add the module or correct `entry` in the manifest.'
  },
  {
    code: 'QS005',
    severity: 'error',
    title: 'No example input',
    description: 'The workflow has no `examples/*.json` file; the `example_inputs` gate needs at least one.',
    fix: 'Add at least one example input, e.g. `examples/ring_6.json`, holding one JSON object.'
  },
  {
    code: 'QS006',
    severity: 'error',
    title: 'Example unreadable',
    description: 'An example file is too large, not UTF-8, not JSON, or not one JSON object.',
    fix: 'Make each `examples/*.json` hold exactly one JSON object.'
  },
  {
    code: 'QS007',
    severity: 'error',
    title: 'Example does not match the input schema',
    description: 'An example input fails the input JSON Schema; the message gives the failing schema path.',
    fix: 'Correct the example or the input schema at the reported path.'
  },
  {
    code: 'QS008',
    severity: 'error',
    title: 'Invalid benchmark case',
    description:
      'A `cases` entry in `benchmarks/cases.yaml` has an unknown key (inside the case or its `expect`), a wrong type or no `name`, or `cases` is not a list. `qsolve test` stops with a validation error on it.',
    fix: 'Use only the documented keys (name, input_file, input, params, seed, target, expect) with the documented types; check the spelling at the reported line.'
  },
  {
    code: 'QS009',
    severity: 'error',
    title: 'Case has no input',
    description: 'A case has neither `input` nor `input_file`; the submission is rejected.',
    fix: 'Give the case an inline `input` object or an `input_file` inside the workflow folder.'
  },
  {
    code: 'QS010',
    severity: 'error',
    title: 'Case input_file path refused',
    description:
      'A case `input_file` is absolute, contains `..`, or leaves the workflow folder (also through a symlink); the submission is rejected.',
    fix: 'Use a relative path inside the workflow folder, e.g. `benchmarks/inputs/big.json`, and no symlink that points outside.'
  },
  {
    code: 'QS011',
    severity: 'error',
    title: 'Case input_file unreadable',
    description:
      'A case `input_file` does not exist, is too large, or does not hold one JSON object; the submission is rejected.',
    fix: 'Create the file with one JSON object, or correct the path.'
  },
  {
    code: 'QS012',
    severity: 'error',
    title: 'Case input does not match the input schema',
    description:
      'A case input fails the workflow input schema; the submission is rejected with the schema path that failed.',
    fix: 'Correct the case input (or the schema) at the reported schema path.'
  },
  {
    code: 'QS013',
    severity: 'error',
    title: 'Too many shots',
    description: 'A case sets `params.shots` above 100,000; the submission is rejected.',
    fix: 'Use at most 100000 shots.'
  },
  {
    code: 'QS014',
    severity: 'error',
    title: 'Case params do not match the parameter schema',
    description:
      'A case `params` object fails the manifest `parameters` JSON Schema, or is given while the manifest declares none.',
    fix: 'Use only parameters the manifest declares, with the declared types and bounds.'
  },
  {
    code: 'QS015',
    severity: 'error',
    title: 'The hardware cases are too large',
    description:
      'All hardware cases together, with their inputs written out inline as compact JSON, exceed 600 KB (600,000 bytes); publication stops.',
    fix: 'Use fewer or smaller hardware cases.'
  },
  {
    code: 'QS016',
    severity: 'warning',
    title: 'ibm: target under cases',
    description:
      'A case under `cases` targets real IBM hardware; validation has no network and no device, so this case cannot run and fails. Qsolve lint does not flag it.',
    fix: 'Move the case to `hardware_cases`, or give it a `fake:<device>@<scale>` target.'
  },
  {
    code: 'QS017',
    severity: 'warning',
    title: 'Duplicate case name and target',
    description:
      'Two cases share a name and target; the track record keeps one row per name and target, so they hide each other.',
    fix: 'Give every case a unique name.'
  },
  {
    code: 'QS018',
    severity: 'notice',
    title: 'input_file ignored',
    description:
      'A case gives both `input` and `input_file`; `input` wins and `input_file` is ignored (and not checked).',
    fix: 'Remove one of the two keys.'
  },
  {
    code: 'QS019',
    severity: 'error',
    title: 'cases.yaml without a manifest',
    description:
      'A `benchmarks/cases.yaml` was found with no workflow manifest (`qsolve.yaml` / `qsolve.json`) in the folder above it, so it is not checked.',
    fix: 'Add the manifest next to the `benchmarks/` folder, or remove the stray file.'
  },
  {
    code: 'QS020',
    severity: 'error',
    title: 'Run records unreadable or invalid',
    description:
      'The run records file cannot be read or does not match `schemas/qsolve/run-record.schema.json`; the gates that need runs stay undecided.',
    fix: 'Regenerate the run records with the benchgate runner, or fix the record at the reported JSON pointer.'
  },
  {
    code: 'QS021',
    severity: 'error',
    title: 'Benchmark case failed',
    description: 'A case run failed one of the documented rules (or raised) and so does not meet its `expect`.',
    fix: 'Read the case message in the track record; fix the workflow or set an honest `expect`.'
  },
  {
    code: 'QS022',
    severity: 'error',
    title: 'Case has no run record',
    description: 'A case of `benchmarks/cases.yaml` has no run record, so it did not run.',
    fix: 'Run every case (regenerate the run records).'
  },
  {
    code: 'QS023',
    severity: 'warning',
    title: 'Run record for an unknown case',
    description: 'The run records hold a case that `benchmarks/cases.yaml` does not define (stale records?).',
    fix: 'Regenerate the run records for the current cases.'
  },
  {
    code: 'QS024',
    severity: 'notice',
    title: 'Run records from another engine version',
    description: 'The run records were produced by a different benchgate engine version than the one deciding them.',
    fix: 'Regenerate the run records with this benchgate version for comparable numbers.'
  },
  {
    code: 'QS025',
    severity: 'error',
    title: 'Invalid qsolve option',
    description: 'A `suites.qsolve.options` value (or CLI flag) has a wrong type or value.',
    fix: 'See docs/qsolve.md for the options and their types.'
  },
  {
    code: 'QS026',
    severity: 'warning',
    title: 'Two manifests',
    description: 'A workflow folder holds both `qsolve.yaml` and `qsolve.json`; `qsolve.yaml` is used.',
    fix: 'Keep one manifest.'
  },
  {
    code: 'QS027',
    severity: 'error',
    title: 'Not reproducible',
    description:
      'Re-running the first case that ran gave a different result hash and a result that differs beyond relative 1e-8 (absolute 1e-12) on some number.',
    fix: 'Seed every random source from the case seed; do not depend on time or iteration order.'
  },
  {
    code: 'QS028',
    severity: 'error',
    title: 'Estimate not honest',
    description:
      'The workflow `estimate()` is off by more than a factor of two from the circuits or shots the case sent.',
    fix: 'Make `estimate()` return the number of circuits and shots the run really sends.'
  },
  {
    code: 'QS029',
    severity: 'warning',
    title: 'Unrecognised target',
    description:
      "A case target is not `sim-<name>`, `fake:<device>[@<scale>]` with a scale from 1 to 10, or `ibm:<device>`; or it is `fake:<device>` with a device no fake backend has (known: aachen, fez, kingston, marrakesh, torino). Reported by the validate stage at the `target` line; Qsolve's lint codes (E050–E054) cover only the file and `hardware_cases`, so lint does not report it.",
    fix: 'Use a target such as `sim-cpu`, `fake:fez@1.6` or (under hardware_cases) `ibm:ibm_fez`.'
  },
  {
    code: 'QS030',
    severity: 'error',
    title: 'Workflow could not run',
    description:
      'benchgate could not run the workflow: the interpreter (python3 for workflow.py, node for workflow.mjs) is missing or too old, the runner did not start, or the workflow module failed to import. The test-stage gates stay undecided.',
    fix: 'Install Python 3.9 or later (or set the qsolve option `python`), and make the entry module import cleanly: run `benchgate qsolve run DIR` locally and read the message.'
  },
  {
    code: 'QS031',
    severity: 'notice',
    title: 'Workflow ran with network access',
    description:
      'No namespace launcher could run here (see QS035 and docs/security.md) and the legacy layer could not put the workflow in a new network namespace either (`unshare -rn` is missing or refused by the kernel), so the workflow could reach the network. The platform runs it without network.',
    fix: 'Nothing to fix in the workflow; on Ubuntu 24.04 runners unprivileged user namespaces are restricted by AppArmor (sysctl kernel.apparmor_restrict_unprivileged_userns=0 lifts it).',
    scope: 'environment'
  },
  {
    code: 'QS032',
    severity: 'warning',
    title: 'Case could not run here',
    description:
      'The case target cannot run here (an `ibm:` device, an unknown `fake:` device or scale, or another simulator): the case did not run, so `cases_pass` cannot be decided. It is never counted as a pass.',
    fix: 'Use `sim-cpu` or a `fake:<device>[@scale]` noise model (fez, marrakesh, kingston, torino, aachen; scale 1–10), or judge the case with run records made where the target exists.'
  },
  {
    code: 'QS033',
    severity: 'notice',
    title: 'Case skipped: module not installed (retired)',
    description:
      'No longer emitted. Earlier versions skipped a case whose quantum or reference method raised MethodUnavailable naming a missing module; benchgate now follows Qsolve: the case fails with `no headline metric: quantum and reference could not be compared` (QS021), and the message names the missing module and the install step.',
    fix: 'Install the module in the CI job (e.g. `pip install qiskit`), or give the method a fallback that needs no missing module.'
  },
  {
    code: 'QS034',
    severity: 'error',
    title: 'Sandbox required but not fully isolated',
    description:
      "`sandbox: required` (the action's default, and what the release workflow sets) and this machine cannot give the workflow full isolation (PID, mount, network and IPC namespaces, a read-only file system, an unprivileged user, the invoking user's private folders hidden, no nested user namespaces, a memory and a process-count cap): the workflow did not run and the test-stage gates stay undecided. The message lists the missing parts.",
    fix: 'Run as root, or where unprivileged user namespaces work, or with passwordless `sudo` (GitHub-hosted runners have it); see docs/security.md. To run with less isolation and a warning (QS035), opt out in the job file: `with: sandbox: auto` on the benchgate step (CLI: `--sandbox auto`).',
    scope: 'environment'
  },
  {
    code: 'QS035',
    severity: 'warning',
    title: 'Workflow ran with less than full isolation',
    description:
      "The sandbox ran the workflow with the best isolation this machine allows, which is not full: the message lists the missing parts (for example no namespaces at all, no cgroup and no rlimit cap, or root without capabilities because the workflow, its interpreter or the runner is not readable by an unprivileged user). The report's `sandbox.isolation` says the same.",
    fix: 'See docs/security.md for what each runner kind reaches; set `sandbox: required` to refuse to run below full isolation.',
    scope: 'environment'
  },
  {
    code: 'QS036',
    severity: 'warning',
    title: 'Sandbox switched off',
    description:
      "`sandbox: off`: the workflow ran without namespaces (only a scrubbed environment, a temporary HOME, per-process limits and a process group): it can read the job's processes, write the job's files and use the network.",
    fix: 'Remove `sandbox: off`; it exists only for machines where the launcher breaks something and is never appropriate for untrusted code.',
    scope: 'environment'
  },
  {
    code: 'QS037',
    severity: 'warning',
    title: '.benchgate.yml timeout ignored: it would raise the time limit',
    description:
      "The checked tree's `.benchgate.yml` is untrusted: it may tighten the limits but never loosen them. Its `timeout_s` above the workflow's own limit (`clamp(resources.timeout_s, 300, 7200)`) is ignored. (Other options from the tree that would loosen, such as an interpreter path or `sandbox: off`, are BG014.)",
    fix: 'Pass the option from the job itself (the action input `options`, or the CLI `--option`/`--sandbox`/`--python`/`--timeout` flags): those are trusted.'
  },
  {
    code: 'QS038',
    severity: 'error',
    title: 'Noise scale outside 1 to 10',
    description:
      'A case target `fake:<device>@<scale>` has a scale outside 1 to 10 (Qsolve: "the scale is between 1 and 10"); the case cannot run and does not count for `fidelity_checked`.',
    fix: 'Use a scale from 1 to 10, e.g. `fake:fez@1.6`.'
  },
  {
    code: 'QS039',
    severity: 'error',
    title: 'No benchmark case',
    description:
      '`benchmarks/cases.yaml` defines no case under `cases`, so the `benchmark_cases` and `cases_pass` gates fail.',
    fix: 'Add at least one case under `cases:` (a known-answer input with its `expect`).'
  },
  {
    code: 'QS040',
    severity: 'error',
    title: 'Schema pattern needs backtracking',
    description:
      "A `pattern` or `patternProperties` key of the workflow's input, output or parameter schema uses a backreference (`\\1`, `\\k<name>`), a lookahead or lookbehind, or another construct the linear-time regular-expression engine (RE2) cannot run. benchgate runs workflow patterns only in linear time, so that no schema can hang the check; the schema is not used.",
    fix: 'Rewrite the pattern without backreferences or lookaround (for example with alternatives or an extra `not: {pattern: …}`), then run the check again.'
  },
  {
    code: 'QS041',
    severity: 'error',
    title: 'Fewer than two methods',
    description:
      'The manifest declares fewer than two methods, so the `methods_declared` gate fails: a workflow needs its quantum method and the classical `reference`.',
    fix: 'Declare the quantum method and a classical method with `reference: true` under `methods`.'
  },
  {
    code: 'QS042',
    severity: 'error',
    title: 'No noise-model fidelity case',
    description:
      'No case under `cases` sets a non-zero `min_fidelity` on a `fake:` or `ibm:` target, so the `fidelity_checked` gate fails. The platform validates on sim-cpu, so the case needs its own target (with `benchgate qsolve check --target fake:fez`, like `qsolve test --target fake:fez`, a `min_fidelity` case without its own target also counts).',
    fix: 'Add a case with `target: fake:fez@1.6` and `expect: {min_fidelity: 0.97}` (a value measured with a margin).'
  },
  {
    code: 'QS043',
    severity: 'notice',
    title: 'Manifest key spelling normalised',
    description:
      'The manifest uses a spelling of the Qsolve platform notes (`input_schema`, `output_schema`, `params`) for a key benchgate spells `schemas.input`, `schemas.output`, `parameters`; benchgate reads it as that key. Both spellings of one key in one manifest is QS002.',
    fix: "Nothing is wrong; to silence the notice use benchgate's spelling (docs/qsolve.md, Workflow layout)."
  },
  {
    code: 'QS044',
    severity: 'error',
    title: 'Solution breaks the output schema',
    description:
      "A method returned a solution that does not validate against the workflow's output schema (`schemas.output`); benchgate applies it to every method's solution that is not null, so the case fails (a hardware case gives a warning: it is never counted). The message gives the path inside the solution and the failing schema path.",
    fix: 'Make the method return a solution of the documented shape, or correct the output schema at the reported schema path.'
  },
  {
    code: 'QS045',
    severity: 'error',
    title: 'Run records carry no binding',
    description:
      "Run records given to decide a workflow (the job's `records` option or `run: false`, `benchgate qsolve check --records`/`--no-run`, `qsolve decide --workflow`) have no `binding` (the workflow content digest, benchgate version and case list that `benchgate qsolve run --out` writes), so nothing shows they judge this workflow. They are not used: the gates that need runs stay undecided.",
    fix: 'Write the records with `benchgate qsolve run DIR --out FILE` of this benchgate version on the same workflow content, or let benchgate run the workflow (drop `records` / `run: false`).'
  },
  {
    code: 'QS046',
    severity: 'error',
    title: 'Run records judge other workflow content',
    description:
      "The run records' `binding.content` (SHA-256 of every file of the workflow folder when they were written: code, manifest, schemas, examples, case inputs; `.benchgate/`, `.benchgate.yml`, caches and the records file itself left out) differs from the workflow's content now, or the folder is too large to digest. The records come from another workflow or an older version of this one; they are not used and the gates that need runs stay undecided.",
    fix: 'Re-run the workflow (`benchgate qsolve run DIR --out FILE`) after the last change, or let benchgate run it.'
  },
  {
    code: 'QS047',
    severity: 'error',
    title: 'Run records written by another benchgate version',
    description:
      "The run records' `binding.benchgate` is not this benchgate's version: the runner, protocol and decisions may differ, so the records are not used and the gates that need runs stay undecided.",
    fix: 'Write the records with the same benchgate version that decides them.'
  },
  {
    code: 'QS048',
    severity: 'error',
    title: 'Run records hold another case list',
    description:
      "The run records' `binding.cases` (the `cases` and `hardware_cases` names in cases.yaml order) differ from the workflow's case list now: cases were added, removed, renamed or reordered. The records are not used and the gates that need runs stay undecided.",
    fix: 'Re-run the workflow after changing benchmarks/cases.yaml.'
  },
  {
    code: 'QS049',
    severity: 'notice',
    title: 'Decided from run records: no sandbox ran',
    description:
      "The workflow was decided from run records bound to it (content digest, version and case list match) instead of being run: no workflow code and no sandbox ran in this run. The isolation the records state is the claim of the run that wrote them; the report shows it as such (`recordsSandbox`), never as this run's isolation.",
    fix: 'Nothing is required. To have benchgate run the workflow in its sandbox, drop the `records` / `run: false` option from the job.'
  },
  {
    code: 'QS050',
    severity: 'error',
    title: "Reported fidelity above benchgate's measurement",
    description:
      "Under `reported-mitigation: verify` (the default), the mitigated fidelity the workflow reported (`ctx.report_mitigation` or a method's `mitigation`) is higher than benchgate's own readout-mitigated fidelity of the same circuits plus 3 standard errors at the case's scored shots (docs/fidelity.md). A case with `min_fidelity` fails (the message names both numbers and the tolerance); without `min_fidelity` the reported number decides nothing and this is a warning.",
    fix: "Report the fidelity your circuits reach (benchgate's number is in the message), or remove `ctx.report_mitigation(fidelity=…)` and let benchgate score the circuits. A workflow whose own mitigation beats readout mitigation can be trusted only by the job (`reported-mitigation: trust`), never by the checked tree."
  },
  {
    code: 'QS051',
    severity: 'warning',
    title: 'Reported mitigation number unverified',
    description:
      'Under `reported-mitigation: verify`, a bound (`min_fidelity` or `min_postselection`) was decided on a number the workflow reported and benchgate cannot measure: the post-selection share (benchgate does not know the workflow\'s error checks), or a fidelity on a target benchgate does not score (sim- targets). The number is used, labelled "reported by the workflow, unverified" in every channel.',
    fix: 'Run the case on a `fake:<device>@<scale>` target so benchgate scores the fidelity itself; for the post-selection share there is no check: the job may decide with `reported-mitigation: ignore` (the case is then undecided) or accept it with `trust`.'
  },
  {
    code: 'QS052',
    severity: 'notice',
    title: 'Reported mitigation number trusted',
    description:
      "Under `reported-mitigation: trust` (the job's choice), a bound was decided on a number the workflow reported, as the Qsolve seed does; benchgate's own measurement, when it has one, is named beside it.",
    fix: 'Nothing to fix if the job means to trust the workflow; otherwise use `reported-mitigation: verify` (the default).'
  },
  {
    code: 'QS053',
    severity: 'warning',
    title: 'Bound undecided: only a reported number',
    description:
      "Under `reported-mitigation: ignore`, a case sets `min_fidelity` or `min_postselection` and the only number for it is the workflow's (benchgate cannot measure the post-selection share, nor a fidelity on a target it does not score), so the case is undecided: never a pass.",
    fix: 'Run the case on a `fake:` target (fidelity), drop the bound benchgate cannot check, or have the job use `reported-mitigation: verify`.'
  },
  {
    code: 'QS060',
    severity: 'error',
    title: 'Transpiler option in the case params is not usable',
    description:
      "A case's `params` hold `initial_layout`, `optimization_level` or `seed_transpiler`: the Python runner sends them with every circuit of `ctx.run` to benchgate's transpiler (docs/devices.md, Transpiler options). The value given cannot be used (`initial_layout` not a list of distinct device qubit numbers, `optimization_level` not 0–3, `seed_transpiler` not a non-negative integer), so every circuit of the case would be refused.",
    fix: 'Give `initial_layout` as a list of distinct device qubits (one per circuit qubit, e.g. `[4, 5, 6, 7]`), `optimization_level` as 0, 1, 2 or 3 and `seed_transpiler` as an integer ≥ 0, or remove the key.'
  }
] as const);

export const QS = codeIndex(QSOLVE_CODES);
