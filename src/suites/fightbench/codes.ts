import { codeIndex, defineCodes } from '../../codes/types.js';

/** FightBench schema-v1 exports (JSONL / Parquet) and suite downloads. Prefix FB. */
export const FIGHTBENCH_CODES = defineCodes([
  {
    code: 'FB001',
    severity: 'error',
    title: 'Not a schema-v1 export',
    description:
      'A file named on the command line is neither a FightBench schema-v1 export (JSONL/Parquet with the 11 columns) nor a suite download `{id, createdAt, manifest}`.',
    fix: 'Pass a schema-v1 export or a suite download, or drop the file from the command line.'
  },
  {
    code: 'FB002',
    severity: 'error',
    title: 'Cannot read export file',
    description:
      'The file could not be opened or read (permissions, I/O error, not a regular file, or a path outside the repository).',
    fix: 'Make the file readable and keep it inside the repository, or exclude it in `.benchgate.yml`.'
  },
  {
    code: 'FB003',
    severity: 'error',
    title: 'Invalid Parquet file',
    description:
      'The Parquet footer, metadata or a row group could not be decoded: the file is truncated, corrupt, or not Parquet at all.',
    fix: 'Re-download or re-export the file from FightBench; check that the upload or LFS checkout did not cut it.'
  },
  {
    code: 'FB004',
    severity: 'error',
    title: 'Wrong Parquet column type',
    description:
      'A Parquet column has the wrong physical or logical type for schema v1 (`schemaVersion` must be INT32, the other columns BYTE_ARRAY with the UTF8/STRING annotation, none REPEATED or nested).',
    fix: 'Write `schemaVersion` as INT32 (not INT64) and the other columns as UTF-8 strings; nested values stay JSON strings.'
  },
  {
    code: 'FB005',
    severity: 'error',
    title: 'Wrong column set',
    description:
      'A row (JSONL) or the Parquet schema does not have exactly the 11 schema-v1 columns: one is missing or an extra one is present.',
    fix: 'Export exactly schemaVersion, matchId, pool, mode, scenarioId, stateHash, replay, io, calls, decisions, accounting.'
  },
  {
    code: 'FB006',
    severity: 'error',
    title: 'schemaVersion is not 1',
    description: '`schemaVersion` must be the integer 1 for this export format.',
    fix: 'Use a schema-v1 export, or a benchgate version that knows the newer schema.'
  },
  {
    code: 'FB007',
    severity: 'error',
    title: 'Required text column empty',
    description: '`matchId`, `mode` and `scenarioId` must be non-empty strings.',
    fix: 'Re-export the rows; a row without an ID, mode or scenario cannot be traced to its match.'
  },
  {
    code: 'FB008',
    severity: 'error',
    title: 'Unknown pool',
    description: '`pool` must be one of `official`, `live`, `private`.',
    fix: 'Keep the pool exactly as exported (lower case); do not rename or merge pools.'
  },
  {
    code: 'FB009',
    severity: 'error',
    title: 'stateHash is not SHA-256 hex',
    description: '`stateHash` must be a SHA-256 digest written as 64 hexadecimal digits.',
    fix: 'Keep the stateHash exactly as exported; do not truncate or re-encode it.'
  },
  {
    code: 'FB010',
    severity: 'error',
    title: 'Nested column is not a JSON string',
    description:
      '`replay`, `io`, `calls`, `decisions` and `accounting` are JSON-encoded strings in both formats (`accounting` may be null); this cell holds another type (e.g. an object or array written directly).',
    fix: 'Store the nested value as a JSON string (json.dumps), as the export does; do not decode it before saving.'
  },
  {
    code: 'FB011',
    severity: 'error',
    title: 'Invalid JSON in nested column',
    description: 'The string in a nested column does not parse as JSON.',
    fix: 'Re-export the row; the nested column was cut or edited.'
  },
  {
    code: 'FB012',
    severity: 'error',
    title: 'Nested column has the wrong container',
    description:
      '`replay` and `accounting` must decode to a JSON object (`accounting` may be null); `io`, `calls` and `decisions` to an array (absent lists are `[]`).',
    fix: 'Re-export the row; absent call lists must be `[]` and unrecorded accounting `null`.'
  },
  {
    code: 'FB013',
    severity: 'error',
    title: 'Unsupported engine version',
    description:
      "`replay.engineVersion` is missing or not in the supported list (option `engine-versions`, default 0.1.1); FightBench's determinism proof rejects unsupported engine versions.",
    fix: 'Replay with a supported engine, or add the version to the `engine-versions` option when you support it.'
  },
  {
    code: 'FB014',
    severity: 'error',
    title: 'ReplayLog incomplete',
    description:
      'The decoded `replay` lacks one of the parts the spec lists for the complete ReplayLog (scenario, seed, config, actions, diagnostics), or `actions` is not an array. Such a log cannot be re-run, so its stateHash can never be verified.',
    fix: 'Export the complete ReplayLog; a log without them cannot be re-run.'
  },
  {
    code: 'FB015',
    severity: 'error',
    title: 'Duplicate matchId in file',
    description: 'Two rows of one file have the same `matchId`; one row per match is exported.',
    fix: 'Remove the duplicate row (the same match was downloaded twice into one file).'
  },
  {
    code: 'FB016',
    severity: 'error',
    title: 'Duplicate matchId across shards',
    description: 'Two shards of one export (files in one folder, twins counted once) hold the same `matchId`.',
    fix: 'Keep each match in one shard; request each ID once when sharding a corpus.'
  },
  {
    code: 'FB017',
    severity: 'error',
    title: 'JSONL and Parquet twins differ',
    description:
      'A JSONL file and the Parquet file of the same export (same name) do not hold the same rows, value for value and in the same order.',
    fix: 'Export both formats from the same download again; do not edit one of them.'
  },
  {
    code: 'FB018',
    severity: 'warning',
    title: 'Zero recorded without evidence',
    description:
      '`accounting` records a cost or token count of 0 while `calls` is empty: an absent call list is not evidence of zero cost; unknown cost stays null.',
    fix: 'Record unknown cost/tokens as null; record 0 only when call records prove it.'
  },
  {
    code: 'FB019',
    severity: 'error',
    title: 'Cell too large',
    description: 'A cell is larger than the per-cell limit (option `max-cell-bytes`); it was not decoded.',
    fix: 'Split the export, or raise `max-cell-bytes` if such large logs are expected.'
  },
  {
    code: 'FB020',
    severity: 'error',
    title: 'JSONL line too long',
    description:
      'A JSONL line is longer than the limit (option `max-line-bytes`); it was skipped without being read into memory.',
    fix: 'Check the file is JSONL (one row per line), or raise `max-line-bytes`.'
  },
  {
    code: 'FB021',
    severity: 'error',
    title: 'Invalid JSONL line',
    description: 'A JSONL line is not valid JSON or not a JSON object.',
    fix: 'Write one JSON object per line; re-export the file if it was edited or cut.'
  },
  {
    code: 'FB022',
    severity: 'error',
    title: 'Byte-order mark',
    description:
      'The JSONL file starts with a UTF-8 byte-order mark; JSONL is plain UTF-8 and many readers fail on it.',
    fix: 'Save the file as UTF-8 without BOM.'
  },
  {
    code: 'FB023',
    severity: 'warning',
    title: 'CRLF or mixed line endings',
    description: 'Lines of the JSONL file end with CR LF (or the file mixes CR LF and LF). The export writes LF.',
    fix: 'Convert the file to LF line endings (e.g. set `*.jsonl -text` in .gitattributes so git does not convert it).'
  },
  {
    code: 'FB024',
    severity: 'error',
    title: 'Invalid UTF-8',
    description: 'A JSONL line is not valid UTF-8.',
    fix: 'Re-export the file; do not re-encode it.'
  },
  {
    code: 'FB025',
    severity: 'warning',
    title: 'Blank line',
    description: 'The JSONL file has an empty line between rows (a final newline is fine).',
    fix: 'Remove blank lines.'
  },
  {
    code: 'FB026',
    severity: 'warning',
    title: 'Parquet codec is not Snappy',
    description: 'Schema-v1 Parquet exports are Snappy-compressed; a column chunk uses another codec.',
    fix: 'Write the file with SNAPPY compression.'
  },
  {
    code: 'FB027',
    severity: 'error',
    title: 'Parquet row group too large',
    description:
      'A row group is larger (uncompressed) than option `max-row-group-bytes`; it was not read so memory stays bounded.',
    fix: 'Write smaller row groups, or raise `max-row-group-bytes`.'
  },
  {
    code: 'FB028',
    severity: 'warning',
    title: 'Export has no rows',
    description: 'The export file holds no rows.',
    fix: 'Export 1 to 20 match IDs per download; delete empty files.'
  },
  {
    code: 'FB029',
    severity: 'error',
    title: 'More than 20 rows in one download',
    description:
      'The spec says "Request 1–20 IDs per download; repeat to shard a corpus": one export file (a download, in JSONL or Parquet) holds one row per requested ID, so at most 20 rows. A larger file is not a FightBench download (merged or re-exported by another tool).',
    fix: 'Keep the downloads as FightBench wrote them: shard a corpus into files of 1 to 20 matches each.'
  },
  {
    code: 'FB030',
    severity: 'error',
    title: 'Invalid suite download',
    description:
      'The suite download is not valid JSON shaped `{id, createdAt, manifest}` with `manifest` an object (or it has duplicate keys, invalid UTF-8, or is too large).',
    fix: 'Save the suite download exactly as FightBench serves it.'
  },
  {
    code: 'FB031',
    severity: 'error',
    title: 'Manifest has no hash',
    description: '`manifest.hash` is missing or not a string, so the manifest cannot be verified.',
    fix: 'Keep the `hash` field inside `manifest` as downloaded.'
  },
  {
    code: 'FB032',
    severity: 'error',
    title: 'Manifest hash mismatch',
    description:
      'The SHA-256 of the manifest without `hash` matches `manifest.hash` under none of the candidate canonicalisations: the manifest was changed after hashing.',
    fix: 'Download the suite again; do not edit the manifest (reformatting the file is fine, changing values is not).'
  },
  {
    code: 'FB033',
    severity: 'notice',
    title: 'Manifest hash matched (canonicalisation unconfirmed)',
    description:
      'The manifest hash matched under the named candidate canonicalisation. FightBench has not published its canonicalisation, so the match is reported with the one that matched.',
    fix: 'Nothing. Pin it with option `manifest-canonicalization` once FightBench confirms the algorithm.'
  },
  {
    code: 'FB034',
    severity: 'error',
    title: 'Malformed manifest hash',
    description:
      '`manifest.hash` is not a SHA-256 digest (64 hex digits, optionally prefixed `sha256:`, or 44-character base64).',
    fix: 'Keep the hash exactly as downloaded.'
  },
  {
    code: 'FB035',
    severity: 'error',
    title: 'Pinned controller revision missing or malformed',
    description:
      'An entry of `manifest.pinned.entrants` has no `revision`, or it is not a content hash (64 hex digits, optionally prefixed `sha256:`).',
    fix: 'Keep the pinned revisions as downloaded; do not substitute current controller settings.'
  },
  {
    code: 'FB036',
    severity: 'notice',
    title: 'Legacy suite without controller snapshots',
    description:
      'The manifest has no `pinned.entrants` controller snapshots. FightBench labels such legacy suites: their hash covers the suite, but controllers (model version, prompt/code, settings) are not pinned.',
    fix: "Nothing to fix; re-create the suite in FightBench to pin controllers. Do not fill in today's model settings."
  },
  {
    code: 'FB037',
    severity: 'error',
    title: 'Creation date not pinned in a new manifest',
    description:
      'The spec: "New manifests also pin controller content and creation date inside the hash." A manifest with pinned controllers (`pinned.entrants`) has no valid creation date inside `manifest` (`createdAt`, `created_at` or `creationDate`, in the manifest or in `pinned`); the outer `createdAt` is not hashed.',
    fix: 'Keep the suite download as FightBench served it; a new manifest records its creation date inside the hashed manifest.'
  },
  {
    code: 'FB038',
    severity: 'warning',
    title: 'Outer createdAt differs from the hashed creation date',
    description:
      'The outer `createdAt` of the suite download (not part of the hash) names another instant than the creation date inside the hashed manifest. The hashed date counts; the outer one was changed or written by another tool.',
    fix: 'Keep the suite download as served; do not edit the outer metadata.'
  },
  {
    code: 'FB040',
    severity: 'notice',
    title: 'stateHash unverifiable',
    description:
      'No engine is configured (option `fightbench-engine`), so no stateHash was recomputed; the format was checked only.',
    fix: 'Set `fightbench-engine` to a command that replays a ReplayLog (stdin) and prints the final state hash.'
  },
  {
    code: 'FB041',
    severity: 'error',
    title: 'stateHash mismatch on replay',
    description: "Replaying the row's `replay` log with the engine gave a different final state hash than `stateHash`.",
    fix: 'The row is not reproducible: re-export it, or check the engine version matches `replay.engineVersion`.'
  },
  {
    code: 'FB042',
    severity: 'error',
    title: 'Engine failed',
    description: 'The replay engine exited non-zero, timed out, printed too much, or printed no state hash.',
    fix: "Run the engine command by hand on the row's replay; fix the engine or raise `engine-timeout-ms`."
  },
  {
    code: 'FB043',
    severity: 'error',
    title: 'Reordered turns',
    description: '`replay.actions[].turn` goes backwards; the determinism proof rejects reordered turns.',
    fix: 'Export the ReplayLog with actions in turn order, as recorded.'
  },
  {
    code: 'FB044',
    severity: 'error',
    title: 'Action after the terminal turn',
    description:
      'An action is recorded after the terminal turn (from the engine output or `replay.terminalTurn` / `replay.result.terminalTurn`); the proof rejects post-terminal actions.',
    fix: 'Remove post-terminal actions at the source; the log is not a valid match record.'
  },
  {
    code: 'FB045',
    severity: 'error',
    title: 'Scenario hash mismatch',
    description:
      "The ReplayLog carries a scenario hash (`scenario.hash`, or `scenarioHash` next to `scenario`) that is not a SHA-256 digest or does not equal contentHash(scenario without hash) under any candidate canonicalisation (or the pinned `manifest-canonicalization`). FightBench's determinism proof validates the scenario hash.",
    fix: 'Export the ReplayLog as recorded; do not edit the scenario. If FightBench hashes scenarios another way, report it so the algorithm can be pinned.'
  },
  {
    code: 'FB050',
    severity: 'error',
    title: 'Secret-like value',
    description:
      'The secret scan (on by default, option `secret-scan`) found a value shaped like an API key or credential (the value is never printed). The spec says exports include no secrets; a committed credential is leaked.',
    fix: 'Revoke the credential, remove it from the export and the git history, and re-export. If the value is a known fake (a test placeholder), set `secret-scan: false` for that repository.'
  },
  {
    code: 'FB051',
    severity: 'notice',
    title: 'Private-pool rows in a public repository',
    description:
      'The export holds `private` pool rows and the repository is public. Exports hold only what the requesting session may read; publishing private matches may not be intended.',
    fix: 'Remove private rows before publishing, or confirm they may be public.'
  },
  {
    code: 'FB052',
    severity: 'notice',
    title: 'accounting stored as the string "null"',
    description:
      'Unrecorded accounting is written as the JSON string "null" rather than a real null; both are accepted.',
    fix: 'Nothing required; a real null is preferred.'
  },
  {
    code: 'FB060',
    severity: 'error',
    title: 'Invalid FightBench option',
    description: 'An option of the fightbench suite has a wrong type or value; its default was used.',
    fix: 'Correct the option in `.benchgate.yml` (`suites.fightbench.options`) or on the command line; see docs/fightbench.md.'
  },
  {
    code: 'FB061',
    severity: 'notice',
    title: 'More findings not listed',
    description:
      'A file produced more findings of one code than option `max-findings-per-code`; the rest are counted only.',
    fix: 'Fix the listed ones and re-run, or raise `max-findings-per-code`.'
  }
] as const);

export const FB = codeIndex(FIGHTBENCH_CODES);
