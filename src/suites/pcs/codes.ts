import { codeIndex, defineCodes } from '../../codes/types.js';

/** Codes of the pcs suite (pcs-core PcsBenchIngest.v0 bundles and their sub-artifacts). Prefix PCS. */
export const PCS_CODES = defineCodes([
  {
    code: 'PCS001',
    severity: 'error',
    title: 'Invalid JSON',
    description:
      'The file is not valid JSON (RFC 8259): a syntax error, an empty file, a byte order mark, or bytes that are not UTF-8.',
    fix: 'Fix the JSON at the reported line and column; write files as UTF-8 without a BOM (e.g. `json.dump(..., ensure_ascii=False)` to a UTF-8 file).'
  },
  {
    code: 'PCS002',
    severity: 'error',
    title: 'File too large',
    description:
      'The file is larger than the `max-bytes` option (default 64 MiB); it was not read, so no gate could decide.',
    fix: 'Split the bundle per producer or suite, or raise `max-bytes` for the pcs suite in `.benchgate.yml` if the size is expected.'
  },
  {
    code: 'PCS003',
    severity: 'error',
    title: 'Nesting too deep',
    description:
      'Arrays/objects are nested deeper than the `max-depth` option (default 512); pcs-core (Python) would hit its recursion limit on such input.',
    fix: 'Flatten the structure; v0 artifacts never need more than a few levels.'
  },
  {
    code: 'PCS004',
    severity: 'error',
    title: 'Duplicate key',
    description:
      'An object has the same key twice. JSON readers disagree on which value wins (JSON.parse and Python keep the last one), so the content is ambiguous.',
    fix: 'Remove one of the duplicate keys at the reported position and re-export (then recompute `signature_or_digest`).'
  },
  {
    code: 'PCS005',
    severity: 'error',
    title: 'Lone surrogate in a string',
    description:
      'A string holds an unpaired UTF-16 surrogate escape (`\\uD800`-`\\uDFFF`). It is not Unicode text: Python cannot encode it, so no canonical digest exists for the object.',
    fix: 'Escape the full surrogate pair (e.g. `\\ud83d\\ude00`) or remove the character.'
  },
  {
    code: 'PCS006',
    severity: 'warning',
    title: 'Number out of range',
    description:
      "A number such as `1e400` does not fit a double, or the file uses the literals `NaN`, `Infinity` or `-Infinity`, which are not JSON (RFC 8259) but which Python's json module (pcs-core's reader) accepts. benchgate reads them as Python does, so the verdict is pcs-core's, and warns.",
    fix: 'Write a finite number (or a string if the value is really that large).'
  },
  {
    code: 'PCS007',
    severity: 'error',
    title: 'Not a pcs artifact',
    description:
      'The file was selected as a pcs artifact (by name or content) but its root is not a JSON object, or no v0 type could be detected from its fields.',
    fix: 'Make the root an object with the fields of a PcsBenchIngest.v0 (or a v0 sub-artifact), or rename the file so it is not discovered as an ingest bundle.'
  },
  {
    code: 'PCS010',
    severity: 'error',
    title: 'Schema violation',
    description:
      'The document does not satisfy the JSON Schema of its v0 type (embedded objects and refs included). The message is the one pcs-core (Python jsonschema) prints.',
    fix: 'Correct the value at the reported pointer; see schemas/pcs/ for the exact field rules.'
  },
  {
    code: 'PCS011',
    severity: 'error',
    title: 'Path-only ingest entry',
    description:
      'An ingest array holds a string (a file path) where an embedded v0 object is required; v0 forbids path-only entries.',
    fix: 'Embed the full v0 object in the array (normalize the producer output with `benchgate pcs normalize`), and move the path to `artifact_refs[]`.'
  },
  {
    code: 'PCS012',
    severity: 'error',
    title: 'Placeholder source_commit',
    description:
      'The ingest `source_commit` is not a real 40-character git SHA: wrong length, not a string, or only the characters 0 and f (pcs-core rejects any 40-character mix of 0 and f).',
    fix: "Export the bundle from a real checkout and write the producer repository's `git rev-parse HEAD` into `source_commit`."
  },
  {
    code: 'PCS013',
    severity: 'error',
    title: 'Unknown producer',
    description:
      "`producer_id` is not one of pcs-core's six producers (pcs-core, pcs-bench, provability-fabric, certifyedge, labtrust-gym, scientific-memory).",
    fix: 'Use the registered producer id, or have the producer added to pcs-core first.'
  },
  {
    code: 'PCS014',
    severity: 'error',
    title: 'Required list missing',
    description:
      'One of the five embedded arrays, `commands` or `logs` is missing or not a list; every array is required even when empty.',
    fix: 'Add the field as a list (an empty `[]` is valid).'
  },
  {
    code: 'PCS015',
    severity: 'error',
    title: 'artifact_refs required',
    description: 'The producer exports embedded objects in its own arrays but the bundle has no `artifact_refs` key.',
    fix: "Add one BenchmarkArtifactRef.v0 per embedded export, with `sha256` equal to the embedded object's `signature_or_digest`."
  },
  {
    code: 'PCS016',
    severity: 'error',
    title: 'Malformed artifact_refs',
    description: '`artifact_refs` is not an array, or one of its entries is not an object.',
    fix: 'Make `artifact_refs` an array of BenchmarkArtifactRef.v0 objects.'
  },
  {
    code: 'PCS017',
    severity: 'error',
    title: 'Invalid artifact ref',
    description:
      'A BenchmarkArtifactRef.v0 names an artifact type that cannot be embedded (BenchmarkCase.v0, MetricSummary.v0), has an empty path, or a `sha256` without the `sha256:` prefix.',
    fix: 'Point refs only at the five embedded types, give a non-blank repository-relative path and a `sha256:<hex>` digest.'
  },
  {
    code: 'PCS018',
    severity: 'error',
    title: 'Orphan artifact ref',
    description: 'A ref names an artifact type of which the bundle embeds no object, so it points at nothing.',
    fix: 'Embed the referenced object, or remove the ref.'
  },
  {
    code: 'PCS019',
    severity: 'error',
    title: 'Ref digest mismatch',
    description: "A ref's `sha256` equals the `signature_or_digest` of no embedded object of its type.",
    fix: "Copy `sha256` from the embedded object's `signature_or_digest` (re-run the producer export), or fix the ref's artifact_type."
  },
  {
    code: 'PCS020',
    severity: 'error',
    title: 'Duplicate ref path',
    description: 'Two refs in `artifact_refs` share the same `path`.',
    fix: 'Give each exported file its own path, or drop the duplicate ref.'
  },
  {
    code: 'PCS021',
    severity: 'error',
    title: 'Embedded export without ref',
    description:
      "An embedded object in one of the producer's own arrays has no matching ref (the producer exports files, so every export needs a ref at release grade).",
    fix: "Add a BenchmarkArtifactRef.v0 whose `sha256` is this object's `signature_or_digest`."
  },
  {
    code: 'PCS022',
    severity: 'warning',
    title: 'Embedded object semantics',
    description:
      "An embedded object breaks a rule of its own type that the ingest check does not cover (a passed BenchmarkRun with a failure code, component or repair hint). pcs-core's `pcs validate` accepts it; its release-grade gate rejects it, and so does benchgate under the release gate (error).",
    fix: 'For passed runs set `observed_failure_code`, `observed_responsible_component` and `observed_repair_hint` to null.'
  },
  {
    code: 'PCS023',
    severity: 'error',
    title: 'Report semantics',
    description:
      'A BenchmarkReport.v0 declares no metrics, an unknown metric id, or a metric without its MetricSummary row, or a measured row has a score outside [0, 1].',
    fix: 'Declare catalogued metric ids and add one MetricSummary.v0 per declared metric.'
  },
  {
    code: 'PCS024',
    severity: 'notice',
    title: 'Provenance differs from the ingest',
    description:
      "An embedded object or a BenchmarkArtifactRef.v0 names a `source_repo` or `source_commit` other than the ingest's own. The spec lets sub-artifacts and refs repeat the ingest's pins \"when they were emitted from the same revision\"; a different pin means the object came from elsewhere (pcs-core's placeholder `d444…4`, another repository), which a reviewer should see.",
    fix: 'Re-export the object from the producer revision named by the ingest, or confirm that the other revision is intended.'
  },
  {
    code: 'PCS025',
    severity: 'error',
    title: 'source_repo is not an HTTPS URL',
    description:
      '`source_repo` (on the ingest, an embedded object or a ref) must be the HTTPS URL of the producer repository: another scheme (`http:`, `ftp:`, `a:`), no host, an invalid port or credentials in the URL are refused.',
    fix: "Write the repository's public HTTPS URL, e.g. `https://github.com/owner/repo`, without user or token."
  },
  {
    code: 'PCS026',
    severity: 'error',
    title: 'Ref path escapes the export root',
    description:
      "A BenchmarkArtifactRef.v0 `path` must be relative to the producer repository's export root: absolute paths (`/etc/passwd`), `..` segments, backslashes, drive letters, URLs and control characters are refused, so no consumer resolving the ref can be sent outside the export.",
    fix: 'Write the path relative to the export root with `/` separators, e.g. `benchmarks/rendering/report.v0.json`.'
  },
  {
    code: 'PCS030',
    severity: 'warning',
    title: 'Embedded digest mismatch',
    description:
      "Recomputing the canonical digest (PCS Canonical JSON v1) of an embedded object does not give its `signature_or_digest`: the object was edited after hashing, or the producer hashes differently (Provability Fabric's own scheme). Error under `digests: strict`.",
    fix: "Recompute `signature_or_digest` with pcs-core's canonical_hash after the last edit (and update the refs' `sha256`), or set `digests: warn` for producers with their own digest scheme."
  },
  {
    code: 'PCS031',
    severity: 'warning',
    title: 'Ref record digest mismatch',
    description:
      'The canonical digest of a BenchmarkArtifactRef.v0 record (without its own `signature_or_digest`) does not match its `signature_or_digest`. Error under `digests: strict`.',
    fix: "Recompute the ref's `signature_or_digest` after setting its `sha256`, path and role."
  },
  {
    code: 'PCS032',
    severity: 'warning',
    title: 'Root digest mismatch',
    description:
      'The canonical digest of the whole document (without its top-level `signature_or_digest`) does not match the recorded one. Error under `digests: strict`.',
    fix: 'Recompute the root `signature_or_digest` last, after every embedded object and ref is final.'
  },
  {
    code: 'PCS033',
    severity: 'warning',
    title: 'Digest not computable',
    description:
      'A digest cannot be recomputed (a lone surrogate, which Python cannot encode) or there is no recorded digest to compare. Undecided under `digests: strict`.',
    fix: 'Remove the lone surrogate and re-export, or add `signature_or_digest`.'
  },
  {
    code: 'PCS040',
    severity: 'notice',
    title: 'Adequacy finding',
    description:
      "A reason the bundle is below the top tier, as pcs-core's assess_ingest_adequacy_tier reports it (placeholder commit, empty commands, producer-specific arrays empty, no refs).",
    fix: 'Fill the named field to reach release-grade / audit-ready.'
  },
  {
    code: 'PCS041',
    severity: 'error',
    title: 'Below the required tier',
    description:
      "The bundle's adequacy tier is below the `min-tier` option (the release gate uses release-grade), or it has no tier because it is invalid.",
    fix: 'Address the adequacy findings listed for the bundle, or lower `min-tier` for development branches.'
  },
  {
    code: 'PCS042',
    severity: 'notice',
    title: 'No tier for an invalid bundle',
    description:
      "A bundle that fails validation gets no tier in benchgate; the message states the tier pcs-core's tier function would still have returned.",
    fix: 'Fix the validation errors first; the tier is then computed.'
  },
  {
    code: 'PCS043',
    severity: 'warning',
    title: 'Provenance manifest disagrees',
    description:
      "A provenance.manifest.json beside the bundle lists it with a different producer or tier, without a producer command or materialized_from, or with a digest that is not the bundle's; the bundle is graded release-grade instead of audit-ready.",
    fix: 'Regenerate the manifest (pcs-core: validate_benchmark_ingest_examples.py --write-provenance) after the bundle is final.'
  },
  {
    code: 'PCS044',
    severity: 'notice',
    title: 'Not audit-ready',
    description:
      "The bundle meets pcs-core's external-review-grade conditions but not benchgate's audit-ready definition (the spec: release-grade with stable digests, documented commands and provenance recorded in provenance.manifest.json): a recomputed digest differs or cannot be computed, or no provenance manifest records it. It is graded release-grade; the message says what is missing.",
    fix: "Recompute the digests with pcs-core's canonical hash, and record the bundle in a provenance.manifest.json beside it (pcs-core: validate_benchmark_ingest_examples.py --write-provenance)."
  },
  {
    code: 'PCS050',
    severity: 'error',
    title: 'Invalid pcs option',
    description: 'An option of the pcs suite has a wrong type or value; its default was used.',
    fix: 'Use digests: off|warn|strict, min-tier: schema-valid|developer-grade|release-grade|audit-ready, positive integers for max-bytes/max-depth.'
  },
  {
    code: 'PCS051',
    severity: 'error',
    title: 'Normalization failed',
    description:
      'A dialect file could not be normalized: unknown dialect name, wrong field types, or a missing sibling dialect.',
    fix: 'Use one of the supported dialect file names and the field types documented in docs/pcs.md.'
  },
  {
    code: 'PCS052',
    severity: 'error',
    title: 'Report pins unknown',
    description:
      "`benchgate pcs report` refused to build a BenchmarkReport.v0 because the producer pin it must record (the ingests' `source_repo` and `source_commit`) is not one known revision: the inputs name several, or `--source-repo`/`--source-commit` contradict them.",
    fix: 'Build one report per producer revision, or pass the pins that the inputs carry.'
  },
  {
    code: 'PCS060',
    severity: 'error',
    title: 'Schema errors not all listed',
    description:
      'The bundle has more than 10,000 JSON Schema errors. benchgate lists the first 10,000 in path order (the ones pcs-core prints first) as PCS010/PCS011 and this finding counts the rest, per array, without building each error: so one error per entry of a long array costs memory for 10,000 errors, not for every entry. The schema gate fails either way.',
    fix: 'Fix the listed errors (the rest usually share their cause: empty or truncated entries) and check again.'
  }
] as const);

export const PCS = codeIndex(PCS_CODES);
