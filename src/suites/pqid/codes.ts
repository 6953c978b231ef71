import { codeIndex, defineCodes } from '../../codes/types.js';

/** PQID-Bench codes (prefix PQ). Messages of PQ001–PQ011 and PQ030–PQ043 repeat the reference's own text. */
export const PQID_CODES = defineCodes([
  {
    code: 'PQ001',
    severity: 'error',
    title: 'Invalid JSONL line',
    description:
      'A non-blank line of a PQID-Bench JSONL file is not valid JSON (the reference stops with "Invalid JSONL at FILE:LINE").',
    fix: 'Write one complete JSON object per line; remove truncated or hand-edited lines.'
  },
  {
    code: 'PQ002',
    severity: 'error',
    title: 'Record is not a JSON object',
    description:
      'A line holds a JSON array, string, number or null instead of an object ("Expected an object at FILE:LINE").',
    fix: 'Write each record as a JSON object `{...}`.'
  },
  {
    code: 'PQ003',
    severity: 'error',
    title: 'Record lacks model or prompt_id',
    description:
      'The model or prompt_id is absent, null, false, 0 or an empty string (the reference coerces with `str(x or "")`).',
    fix: 'Give every evaluation record a non-empty string `model` and `prompt_id`.'
  },
  {
    code: 'PQ004',
    severity: 'error',
    title: 'Duplicate model-prompt key',
    description: 'Two records share the canonical key (model, prompt_id); the summarizer rejects duplicates.',
    fix: 'Keep exactly one record per model and prompt; remove the repeated line.'
  },
  {
    code: 'PQ005',
    severity: 'error',
    title: 'Endpoint value is not Boolean or 0/1',
    description:
      'An endpoint field (or alias) holds a string, null, 2, -1, NaN, an array or an object; only JSON Booleans and numbers equal to 0 or 1 are accepted.',
    fix: 'Write true/false (or 0/1). Omit an optional endpoint instead of writing null.'
  },
  {
    code: 'PQ006',
    severity: 'error',
    title: 'Conflicting endpoint aliases',
    description: 'Two names of the same endpoint (e.g. report_executable and execution) disagree.',
    fix: 'Keep one name per endpoint, or make all aliases agree.'
  },
  {
    code: 'PQ007',
    severity: 'error',
    title: 'Missing required endpoint',
    description: 'The record has no execution alias or no signature alias; both are required.',
    fix: 'Add report_executable (or execution / execution_success) and report_signature_match (or signature / signature_match).'
  },
  {
    code: 'PQ008',
    severity: 'error',
    title: 'Endpoint invariant violated',
    description:
      'The record breaks parameter ⇒ ordered ⇒ signature ⇒ execution or assembly ⇒ execution (an absent ordered key counts as false for parameter ⇒ ordered).',
    fix: 'Correct the evaluator output: a cell cannot match a stronger endpoint while failing a weaker one.'
  },
  {
    code: 'PQ009',
    severity: 'error',
    title: 'Assembly admissibility partially present',
    description:
      'Some records carry an assembly-admissibility field and others do not; it must be on every record or none.',
    fix: 'Add report_assembly_admissible to every record, or remove it from all of them.'
  },
  {
    code: 'PQ010',
    severity: 'error',
    title: 'No evaluation records',
    description: 'The file is empty or holds only blank lines ("No evaluation records supplied").',
    fix: 'Write the evaluation records, or exclude the file from discovery.'
  },
  {
    code: 'PQ011',
    severity: 'error',
    title: 'File is not valid UTF-8',
    description: 'The file has a byte sequence that is not UTF-8; the reference stops with the codec message.',
    fix: 'Re-encode the file as UTF-8 (without a byte-order mark).'
  },
  {
    code: 'PQ012',
    severity: 'error',
    title: 'Cannot read PQID file',
    description: 'A configured or discovered PQID file is missing, is a directory, or cannot be read.',
    fix: 'Point the option at an existing regular file inside the repository.'
  },
  {
    code: 'PQ013',
    severity: 'error',
    title: 'Line too long',
    description: 'A line is longer than `max-line-bytes` (64 MiB by default); benchgate skips it to bound memory.',
    fix: 'Split the record or raise `max-line-bytes` if such a record is intended.'
  },
  {
    code: 'PQ014',
    severity: 'notice',
    title: 'More problems not listed',
    description: 'A file had more problems than `max-findings-per-file`; the rest are counted but not listed.',
    fix: 'Fix the listed problems first, or raise `max-findings-per-file`.'
  },
  {
    code: 'PQ020',
    severity: 'warning',
    title: 'Record violates its JSON Schema',
    description:
      'A record does not validate against its PQID-Bench JSON Schema (draft 2020-12). The reference CLI never validates its schemas and accepts some such rows (aliases, 0/1 values, numeric ids), so this is a warning by default (`schema-severity`).',
    fix: 'Use the canonical field names and types of the data dictionary (e.g. Boolean endpoints, string ids).'
  },
  {
    code: 'PQ021',
    severity: 'error',
    title: 'Invalid timestamp',
    description:
      'A timestamp (`started_at`, `completed_at` of provider attempts and live responses, `created_at` of a live run manifest) is not an RFC 3339 date-time with a UTC offset: not a real calendar date (`2026-13-45`), no time or offset, or not a date at all (`yesterday`). The data dictionary says timestamps are ISO 8601 date-time strings and the schemas say `format: date-time`; the reference writes `datetime.isoformat()` in UTC.',
    fix: 'Write the instant as e.g. `2026-12-03T16:34:31.711551+00:00` (or with `Z`); use null for an unknown `completed_at`.'
  },
  {
    code: 'PQ022',
    severity: 'warning',
    title: 'Attempt completed before it started',
    description: "A record's `completed_at` is earlier than its `started_at`.",
    fix: 'Record both instants from the same clock, in UTC.'
  },
  {
    code: 'PQ023',
    severity: 'error',
    title: 'Duplicate attempt_id',
    description:
      'Two provider-attempt records share an `attempt_id`; the data dictionary defines it as the unique request-attempt identifier (the reference writes `RUN:PROMPT:INDEX`).',
    fix: 'Give every attempt its own id (run id, prompt id and one-based attempt index).'
  },
  {
    code: 'PQ024',
    severity: 'error',
    title: 'Duplicate prompt_id in a prompt file',
    description:
      'A prompt file lists the same `prompt_id` twice. The prompt id is the join key across prompt, response, evaluation and provider-attempt records, so it must be unique (the reference\'s run-model refuses such a file: "Duplicate prompt_id …").',
    fix: 'Keep one record per prompt id.'
  },
  {
    code: 'PQ025',
    severity: 'error',
    title: 'Prompt id in no prompt file',
    description:
      "A response, provider-attempt or request record names a `prompt_id` that no prompt file in the repository (including the frozen release's prompt file) lists, so it joins with nothing. Checked only when the repository has at least one prompt file.",
    fix: 'Add the prompt to the prompt file the run used, or correct the prompt id.'
  },
  {
    code: 'PQ026',
    severity: 'error',
    title: 'Target metadata exported',
    description:
      'A `requests.jsonl` record carries the evaluator\'s `target_metadata` (in `request_body` or beside it), or its `target_metadata_policy` is not "not exported". The data dictionary: the request body never contains the evaluator\'s target_metadata field.',
    fix: 'Send only the model, the messages and the generation controls; keep target metadata out of every request.'
  },
  {
    code: 'PQ027',
    severity: 'error',
    title: 'Request digest mismatch',
    description:
      "`request_sha256` of a `requests.jsonl` record is not the SHA-256 of its `request_body` in the reference's canonical JSON (sorted keys, `,`/`:` separators, ASCII escapes).",
    fix: 'Regenerate the request records with the reference, or restore the edited request body.'
  },
  {
    code: 'PQ028',
    severity: 'error',
    title: 'Credential in a PQID file',
    description:
      "A live-run file (requests, responses, provider attempts, run manifest or summary) holds a credential: a credential-like field with a value (`api_key`, `authorization`, `bearer`, `password`, `secret`, `token`, the reference's own pattern) or a secret-looking value (`sk-…`, `Bearer …`, `ghp_…`, `hf_…`). The message shows only the first characters.",
    fix: 'Remove the credential from the file and rotate it: it has been committed. Pass keys through an environment variable (`--api-key-env`).'
  },
  {
    code: 'PQ030',
    severity: 'error',
    title: 'Run manifest is not a JSON object',
    description: 'The candidate run manifest is not valid JSON, or not an object.',
    fix: 'Write run-manifest.json as a JSON object with the seven version/run fields.'
  },
  {
    code: 'PQ031',
    severity: 'error',
    title: 'Run manifest lacks required fields',
    description:
      'One of package_version, benchmark_release, evaluator_version, predicate_version, schema_version, artifact_manifest_version, run_type is absent or empty (null and "" count as missing).',
    fix: 'Fill in every field; see the minimal compatible manifest in docs/pqid.md.'
  },
  {
    code: 'PQ032',
    severity: 'error',
    title: 'Unsupported run_type',
    description: 'run_type is not canonical_reproduction, archived_replay, supplied_evaluation or live_replication.',
    fix: 'Use one of the four run types.'
  },
  {
    code: 'PQ033',
    severity: 'error',
    title: 'Run manifest incompatible with the frozen release',
    description:
      'benchmark_release, evaluator_version, predicate_version or schema_version differs from the frozen comparison contract (1.0.0 / pqid-bench-evaluator-1.1.0-safe-builtins / pqid-bench-reference-signature-1.0.0-count-map / 1.0.0).',
    fix: 'Re-score with the frozen evaluator and predicate, or do not compare against this release.'
  },
  {
    code: 'PQ034',
    severity: 'error',
    title: 'No candidate run manifest',
    description:
      'An evaluation file is compared with a frozen release but no candidate run manifest was found (option `candidate-manifest`, or a run-manifest.json beside the file).',
    fix: 'Add run-manifest.json next to the evaluations or set `candidate-manifest`.'
  },
  {
    code: 'PQ035',
    severity: 'error',
    title: 'Live-run audit assertion unsafe',
    description:
      'A live run manifest says `credential_value_recorded: true`, `target_metadata_exported: true` or `third_party_prompt_export_acknowledged: false` (error), or a `live_replication` manifest lacks one of the three (warning). The reference writes false, false, true and refuses live generation without the acknowledgement.',
    fix: 'Re-run the live generation with the reference (`--acknowledge-third-party-prompt-export`, credentials from an environment variable), or remove the leaked data and correct the manifest.'
  },
  {
    code: 'PQ036',
    severity: 'error',
    title: 'Machine-local path in a run artifact',
    description:
      'A persisted reference (`prompt_source`, `raw_response_path`, run-summary file fields) is absolute, home-relative (`~/…`), a Windows drive path or climbs with `..`. The data dictionary: prompt-source and output-file references are release-relative or filename-only.',
    fix: 'Store the path relative to the release (scope `release`) or the bare file name (scope `external_filename`).'
  },
  {
    code: 'PQ037',
    severity: 'error',
    title: 'model differs from requested_model',
    description:
      "In a live response row `model` and `requested_model` are the stable requested analysis key and must be equal; writing the provider's resolved model into `model` splits one replication run into several candidate groups.",
    fix: "Set `model` to the requested model and keep the provider's answer in `resolved_model`."
  },
  {
    code: 'PQ038',
    severity: 'notice',
    title: 'Provider resolved a different model',
    description:
      '`resolved_model` differs from `requested_model`: the provider routed the request to another model or snapshot. This is recorded, not an error.',
    fix: 'Nothing, if expected; pin a model snapshot if the analysis needs one model.'
  },
  {
    code: 'PQ040',
    severity: 'error',
    title: 'Candidate models have different prompt sets',
    description: 'All candidate models must share one prompt denominator, even with allow-partial.',
    fix: 'Evaluate every model on the same prompts.'
  },
  {
    code: 'PQ041',
    severity: 'error',
    title: 'Prompt IDs outside the frozen test set',
    description: 'The candidate has prompt IDs that the frozen 154-prompt file does not list.',
    fix: 'Remove or rename the unknown prompt IDs.'
  },
  {
    code: 'PQ042',
    severity: 'error',
    title: 'Candidate does not cover the frozen test set',
    description: 'Prompt IDs of the frozen test set are missing and `allow-partial` is off.',
    fix: 'Evaluate all frozen prompts, or set `allow-partial: true` for an explicitly labelled matched-subset comparison.'
  },
  {
    code: 'PQ043',
    severity: 'error',
    title: 'No identifiable prompts to compare',
    description: 'After the frozen identifiability exclusions no compared prompt is left.',
    fix: 'Include prompts outside the identifiability exclusions.'
  },
  {
    code: 'PQ044',
    severity: 'error',
    title: 'Frozen release incomplete',
    description:
      'A file compare or reproduce needs is missing from the release directory (prompt file, identifiability JSON or cell audit).',
    fix: 'Use the evidence profile of the release (the core bundle omits artifacts/analysis_154/).'
  },
  {
    code: 'PQ045',
    severity: 'notice',
    title: 'Matched-subset comparison',
    description: 'The candidate covers only part of the frozen test set; the comparison is a matched subset.',
    fix: 'Nothing, if intended; evaluate all 154 prompts for a full-test-set comparison.'
  },
  {
    code: 'PQ050',
    severity: 'error',
    title: 'Release file missing',
    description:
      'A path listed in ARTIFACT_MANIFEST.tsv is not a regular file (or resolves outside the release through a symlink).',
    fix: 'Restore the file, or regenerate the manifest.'
  },
  {
    code: 'PQ051',
    severity: 'error',
    title: 'Release file size mismatch',
    description: 'A listed file has a size other than the manifest says.',
    fix: 'Restore the released file, or regenerate the manifest if the change is intended.'
  },
  {
    code: 'PQ052',
    severity: 'error',
    title: 'Release file hash mismatch',
    description: 'A listed file has the right size but a different SHA-256.',
    fix: 'Restore the released file, or regenerate the manifest if the change is intended.'
  },
  {
    code: 'PQ053',
    severity: 'error',
    title: 'ARTIFACT_MANIFEST.tsv unreadable',
    description:
      'The manifest is missing, has a wrong header (a BOM counts), an empty/duplicate/absolute/traversal path or a non-integer size.',
    fix: 'Write the header `path<TAB>bytes<TAB>sha256` and one safe relative path per line.'
  },
  {
    code: 'PQ060',
    severity: 'error',
    title: 'Canonical parity failed',
    description: 'Reproducing the frozen summary from the release cell audit does not give the published counts.',
    fix: 'Restore the released cell audit and identifiability JSON.'
  },
  {
    code: 'PQ061',
    severity: 'error',
    title: 'Repeatability parity failed',
    description: 'The stochastic-repeatability table does not have 4,536 cells, 21 models, 72 prompts and 3 runs.',
    fix: 'Restore the released repeatability table.'
  },
  {
    code: 'PQ070',
    severity: 'error',
    title: 'Rate below the minimum',
    description: 'A rate configured in `min-rates` is below its minimum (or one in `max-rates` above its maximum).',
    fix: 'Improve the candidate, or change the threshold in .benchgate.yml if it is wrong.'
  },
  {
    code: 'PQ071',
    severity: 'error',
    title: 'Regression against the frozen release',
    description:
      'A rate configured in `max-regression` moved the wrong way by more than allowed compared with the frozen release on the same prompts.',
    fix: 'Fix the regression before tagging the release, or change the allowance in .benchgate.yml.'
  },
  {
    code: 'PQ072',
    severity: 'warning',
    title: 'Metric gate cannot decide',
    description:
      'A metric gate names a rate that is unavailable (null) for this file, or a regression gate has no frozen release to compare with.',
    fix: 'Supply the layer (e.g. assembly or ordered fields), set `release-dir`, or remove the metric from the gate.'
  },
  {
    code: 'PQ080',
    severity: 'error',
    title: 'Invalid pqid option',
    description: 'A `suites.pqid.options` key or action input has a wrong name, type or value.',
    fix: 'Correct it; docs/pqid.md lists every option.'
  },
  {
    code: 'PQ090',
    severity: 'warning',
    title: 'Configured PQID path matches nothing',
    description: 'An `evaluations`, `release-dir` or `candidate-manifest` option names nothing in the repository.',
    fix: 'Correct the path or glob (repository-relative, POSIX separators).'
  }
] as const);

export const PQ = codeIndex(PQID_CODES);
