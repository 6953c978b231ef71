export const id = 137;
export const ids = [137,309];
export const modules = {

/***/ 55415:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ codeIndex),
/* harmony export */   O: () => (/* binding */ defineCodes)
/* harmony export */ });
function defineCodes(defs) {
    return defs;
}
/** Index a code list by code, typed, so emitters write `AM.AM001` and a typo fails to compile. */
function codeIndex(defs) {
    const out = {};
    for (const d of defs)
        out[d.code] = d;
    return out;
}


/***/ }),

/***/ 53309:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ maxOf),
/* harmony export */   iI: () => (/* binding */ pushAll)
/* harmony export */ });
/* unused harmony export minOf */
/**
 * Bounded-stack helpers. `a.push(...b)` and `Math.max(...b)` pass every element of `b` as a call argument, which
 * overflows V8's stack ("Maximum call stack size exceeded") at around 120,000 elements; these loop instead.
 * ESLint forbids the spread forms in src/ (see eslint.config.mjs).
 */
/** Appends every item of `items` to `target` (in place) and returns `target`. */
function pushAll(target, items) {
    for (const x of items)
        target.push(x);
    return target;
}
/** The largest value, or `empty` for an empty list. */
function maxOf(values, empty = -Infinity) {
    let m = -Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v > m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}
/** The smallest value, or `empty` for an empty list. */
function minOf(values, empty = Infinity) {
    let m = Infinity;
    let any = false;
    for (const v of values) {
        any = true;
        if (v < m || Number.isNaN(v))
            m = v;
        if (Number.isNaN(m))
            return NaN;
    }
    return any ? m : empty;
}


/***/ }),

/***/ 50719:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* binding */ AM),
/* harmony export */   s: () => (/* binding */ ARTIFACT_MANIFEST_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/** ARTIFACT_MANIFEST.tsv verification (PQID-Bench data dictionary §10). Prefix AM. */
const ARTIFACT_MANIFEST_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'AM001',
        severity: 'error',
        title: 'Manifest unreadable',
        description: 'ARTIFACT_MANIFEST.tsv is missing, is a directory, is not UTF-8 text, contains NUL bytes, or is larger than the size limit.',
        fix: 'Regenerate ARTIFACT_MANIFEST.tsv as UTF-8 text with one `path<TAB>bytes<TAB>sha256` row per file.'
    },
    {
        code: 'AM002',
        severity: 'error',
        title: 'Unexpected manifest header',
        description: 'The first line must be exactly `path<TAB>bytes<TAB>sha256` (no byte-order mark, no other columns or names). The reference prints "Unexpected manifest header in <path>".',
        fix: 'Make the first line exactly `path\\tbytes\\tsha256`; save the file without a byte-order mark.'
    },
    {
        code: 'AM003',
        severity: 'error',
        title: 'Duplicate or empty manifest path',
        description: 'A row has an empty path, or a path already listed. The reference stops with "Duplicate or empty manifest path: \'<path>\'". Two spellings of the same file (`a.txt` and `./a.txt`) are reported as a warning.',
        fix: 'List every file once, with a non-empty path relative to the release root.'
    },
    {
        code: 'AM004',
        severity: 'error',
        title: 'Unsafe manifest path',
        description: 'A path is absolute or contains a `..` segment. The reference stops with "Unsafe manifest path: <path>".',
        fix: 'Use paths relative to the release root, without `..`.'
    },
    {
        code: 'AM005',
        severity: 'error',
        title: 'Byte count is not an integer',
        description: 'The `bytes` column cannot be read as an integer (the reference stops with Python\'s "invalid literal for int() with base 10: ..." message).',
        fix: 'Write the exact file size in bytes as a plain decimal integer.'
    },
    {
        code: 'AM006',
        severity: 'error',
        title: 'Listed file missing',
        description: 'A listed path does not exist in the release directory or is not a regular file (a directory, for example).',
        fix: 'Add the file to the release, or remove its row and regenerate the manifest.'
    },
    {
        code: 'AM007',
        severity: 'error',
        title: 'Size mismatch',
        description: "The file's size on disk differs from the `bytes` column.",
        fix: 'Regenerate the manifest from the released files, or restore the file that changed.'
    },
    {
        code: 'AM008',
        severity: 'error',
        title: 'SHA-256 mismatch',
        description: "The file's SHA-256 differs from the `sha256` column.",
        fix: 'Regenerate the manifest from the released files, or restore the file that changed.'
    },
    {
        code: 'AM009',
        severity: 'warning',
        title: 'Byte count accepted only by Python',
        description: "The byte count has spaces, a sign, underscores or leading zeros. Python's int() accepts it, so the reference passes it, but other readers may not.",
        fix: 'Write the byte count as plain decimal digits without spaces, signs, underscores or leading zeros.'
    },
    {
        code: 'AM010',
        severity: 'warning',
        title: 'Malformed SHA-256 value',
        description: 'The `sha256` column is not 64 lowercase hexadecimal characters. Upper-case hex passes the reference (it lower-cases) and is a warning; anything else cannot match and is an error.',
        fix: 'Write the digest as 64 lowercase hexadecimal characters (the output of `sha256sum`).'
    },
    {
        code: 'AM011',
        severity: 'error',
        title: 'Listed file escapes the release',
        description: 'A listed path is (or passes through) a symlink that resolves outside the release directory. The reference follows it; benchgate refuses it.',
        fix: 'Replace the symlink with the real file inside the release directory.'
    },
    {
        code: 'AM012',
        severity: 'warning',
        title: 'File not listed in the manifest',
        description: 'A file in the release directory is not listed in ARTIFACT_MANIFEST.tsv (an error with the `strict` option). Folders with their own ARTIFACT_MANIFEST.tsv are separate releases and are not counted.',
        fix: 'Regenerate the manifest so it lists every released file, or remove the stray file.'
    },
    {
        code: 'AM013',
        severity: 'error',
        title: 'Manifest lists itself',
        description: 'The data dictionary says the manifest does not include itself; a self-entry can never verify because writing the hash changes the file.',
        fix: 'Remove the ARTIFACT_MANIFEST.tsv row from the manifest.'
    },
    {
        code: 'AM014',
        severity: 'warning',
        title: 'Extra columns',
        description: 'A row has more than three tab-separated fields. The reference ignores the extra fields; the data dictionary says exactly three columns.',
        fix: 'Remove the extra fields so each row is `path<TAB>bytes<TAB>sha256`.'
    },
    {
        code: 'AM015',
        severity: 'error',
        title: 'Short row',
        description: 'A row has fewer than three fields, so its byte count or digest is missing (the reference stops with a TypeError).',
        fix: 'Give every row a path, a byte count and a SHA-256, separated by single tabs.'
    }
]);
const AM = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(ARTIFACT_MANIFEST_CODES);


/***/ }),

/***/ 62301:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   _j: () => (/* binding */ guardTerminal)
/* harmony export */ });
/**
 * The shared rule for characters that must never reach a reader raw: C0 controls (ESC, CR, NUL, …), DEL, C1
 * controls, bidirectional overrides and isolates (Trojan Source), invisible separators (U+2028/9, ZWSP, BOM,
 * word joiner, interlinear annotations), the noncharacters U+FFFE/U+FFFF and lone surrogates. They are shown
 * escaped, visibly: `\n`, `\r`, `\t`, `\xNN` for other C0 controls, `\uXXXX` for everything else (a form that is
 * also a valid escape inside a JSON string, so a JSON document stays valid when this rule is applied to it).
 *
 * Channels: `src/report/escape/workflow.ts` (action log), `markdown.ts` (job summary, comment, check run),
 * `xml.ts` (JUnit) and this file (CLI text: `escapeText` for data, `guardTerminal` at the writer).
 */
const CONTROL = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SHORT = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** How one control character is shown. */
function showControl(ch) {
    const short = SHORT[ch];
    if (short)
        return short;
    const c = ch.charCodeAt(0);
    return c < 0x20 ? `\\x${c.toString(16).padStart(2, '0')}` : `\\u${c.toString(16).padStart(4, '0')}`;
}
/** Every control character of `s` shown escaped (see the file comment); newline and tab kept only when asked. */
function escapeControls(s, o = {}) {
    const text = o.newline ? s.replace(/\r\n/g, '\n') : s;
    return text.replace(CONTROL, (ch) => ((o.newline && ch === '\n') || (o.tab && ch === '\t') ? ch : showControl(ch)));
}
/** CLI text, data side: one value on one line, every control character shown escaped. */
function escapeText(v) {
    return escapeControls(String(v));
}
/** The escape sequences benchgate itself writes to a terminal: colours it uses (SGR 0, 1, 2, 31, 32, 33, 36). */
// eslint-disable-next-line no-control-regex
const OWN_SGR = /^\x1b\[(?:0|1|2|31|32|33|36)?m/;
/** The status-line prefix (erase line, carriage return) that `benchgate check` writes at the start of a write. */
const STATUS = '\x1b[2K\r';
/**
 * CLI text, writer side (every byte the CLI sends to stdout or stderr passes here): newlines and tabs stay; the
 * colour sequences benchgate uses stay; a status-line prefix stays at the very start of a write; every other
 * control character (an ESC starting any other sequence, CR, BEL, C1, bidi overrides, …) is shown escaped.
 * Data is escaped before this (`escapeText`), so this is the second line of defence for commands that print
 * a value raw, and the only one for newline-free values.
 */
function guardTerminal(chunk) {
    let out = '';
    let i = 0;
    if (chunk.startsWith(STATUS)) {
        out = STATUS;
        i = STATUS.length;
    }
    let plainFrom = i;
    for (let esc = chunk.indexOf('\x1b', i); esc >= 0; esc = chunk.indexOf('\x1b', esc + 1)) {
        const m = OWN_SGR.exec(chunk.slice(esc, esc + 8));
        if (!m)
            continue;
        out += escapeControls(chunk.slice(plainFrom, esc), { newline: true, tab: true }) + m[0];
        esc += m[0].length - 1;
        plainFrom = esc + 1;
    }
    return out + escapeControls(chunk.slice(plainFrom), { newline: true, tab: true });
}


/***/ }),

/***/ 41416:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AM: () => (/* reexport safe */ _release_codes_js__WEBPACK_IMPORTED_MODULE_0__.AM),
/* harmony export */   s: () => (/* reexport safe */ _release_codes_js__WEBPACK_IMPORTED_MODULE_0__.s)
/* harmony export */ });
/* harmony import */ var _release_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50719);
/**
 * The family's codes are the release verifier's (`src/release/codes.ts`): the verifier is shared with the PQID
 * release check, so its rules and codes live in the shared module and the plug-in lists them from here.
 */



/***/ }),

/***/ 77816:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ FB),
/* harmony export */   a: () => (/* binding */ FIGHTBENCH_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/** FightBench schema-v1 exports (JSONL / Parquet) and suite downloads. Prefix FB. */
const FIGHTBENCH_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'FB001',
        severity: 'error',
        title: 'Not a schema-v1 export',
        description: 'A file named on the command line is neither a FightBench schema-v1 export (JSONL/Parquet with the 11 columns) nor a suite download `{id, createdAt, manifest}`.',
        fix: 'Pass a schema-v1 export or a suite download, or drop the file from the command line.'
    },
    {
        code: 'FB002',
        severity: 'error',
        title: 'Cannot read export file',
        description: 'The file could not be opened or read (permissions, I/O error, not a regular file, or a path outside the repository).',
        fix: 'Make the file readable and keep it inside the repository, or exclude it in `.benchgate.yml`.'
    },
    {
        code: 'FB003',
        severity: 'error',
        title: 'Invalid Parquet file',
        description: 'The Parquet footer, metadata or a row group could not be decoded: the file is truncated, corrupt, or not Parquet at all.',
        fix: 'Re-download or re-export the file from FightBench; check that the upload or LFS checkout did not cut it.'
    },
    {
        code: 'FB004',
        severity: 'error',
        title: 'Wrong Parquet column type',
        description: 'A Parquet column has the wrong physical or logical type for schema v1 (`schemaVersion` must be INT32, the other columns BYTE_ARRAY with the UTF8/STRING annotation, none REPEATED or nested).',
        fix: 'Write `schemaVersion` as INT32 (not INT64) and the other columns as UTF-8 strings; nested values stay JSON strings.'
    },
    {
        code: 'FB005',
        severity: 'error',
        title: 'Wrong column set',
        description: 'A row (JSONL) or the Parquet schema does not have exactly the 11 schema-v1 columns: one is missing or an extra one is present.',
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
        description: '`replay`, `io`, `calls`, `decisions` and `accounting` are JSON-encoded strings in both formats (`accounting` may be null); this cell holds another type (e.g. an object or array written directly).',
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
        description: '`replay` and `accounting` must decode to a JSON object (`accounting` may be null); `io`, `calls` and `decisions` to an array (absent lists are `[]`).',
        fix: 'Re-export the row; absent call lists must be `[]` and unrecorded accounting `null`.'
    },
    {
        code: 'FB013',
        severity: 'error',
        title: 'Unsupported engine version',
        description: "`replay.engineVersion` is missing or not in the supported list (option `engine-versions`, default 0.1.1); FightBench's determinism proof rejects unsupported engine versions.",
        fix: 'Replay with a supported engine, or add the version to the `engine-versions` option when you support it.'
    },
    {
        code: 'FB014',
        severity: 'error',
        title: 'ReplayLog incomplete',
        description: 'The decoded `replay` lacks one of the parts the spec lists for the complete ReplayLog (scenario, seed, config, actions, diagnostics), or `actions` is not an array. Such a log cannot be re-run, so its stateHash can never be verified.',
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
        description: 'A JSONL file and the Parquet file of the same export (same name) do not hold the same rows, value for value and in the same order.',
        fix: 'Export both formats from the same download again; do not edit one of them.'
    },
    {
        code: 'FB018',
        severity: 'warning',
        title: 'Zero recorded without evidence',
        description: '`accounting` records a cost or token count of 0 while `calls` is empty: an absent call list is not evidence of zero cost; unknown cost stays null.',
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
        description: 'A JSONL line is longer than the limit (option `max-line-bytes`); it was skipped without being read into memory.',
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
        description: 'The JSONL file starts with a UTF-8 byte-order mark; JSONL is plain UTF-8 and many readers fail on it.',
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
        description: 'A row group is larger (uncompressed) than option `max-row-group-bytes`; it was not read so memory stays bounded.',
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
        description: 'The spec says "Request 1–20 IDs per download; repeat to shard a corpus": one export file (a download, in JSONL or Parquet) holds one row per requested ID, so at most 20 rows. A larger file is not a FightBench download (merged or re-exported by another tool).',
        fix: 'Keep the downloads as FightBench wrote them: shard a corpus into files of 1 to 20 matches each.'
    },
    {
        code: 'FB030',
        severity: 'error',
        title: 'Invalid suite download',
        description: 'The suite download is not valid JSON shaped `{id, createdAt, manifest}` with `manifest` an object (or it has duplicate keys, invalid UTF-8, or is too large).',
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
        description: 'The SHA-256 of the manifest without `hash` matches `manifest.hash` under none of the candidate canonicalisations: the manifest was changed after hashing.',
        fix: 'Download the suite again; do not edit the manifest (reformatting the file is fine, changing values is not).'
    },
    {
        code: 'FB033',
        severity: 'notice',
        title: 'Manifest hash matched (canonicalisation unconfirmed)',
        description: 'The manifest hash matched under the named candidate canonicalisation. FightBench has not published its canonicalisation, so the match is reported with the one that matched.',
        fix: 'Nothing. Pin it with option `manifest-canonicalization` once FightBench confirms the algorithm.'
    },
    {
        code: 'FB034',
        severity: 'error',
        title: 'Malformed manifest hash',
        description: '`manifest.hash` is not a SHA-256 digest (64 hex digits, optionally prefixed `sha256:`, or 44-character base64).',
        fix: 'Keep the hash exactly as downloaded.'
    },
    {
        code: 'FB035',
        severity: 'error',
        title: 'Pinned controller revision missing or malformed',
        description: 'An entry of `manifest.pinned.entrants` has no `revision`, or it is not a content hash (64 hex digits, optionally prefixed `sha256:`).',
        fix: 'Keep the pinned revisions as downloaded; do not substitute current controller settings.'
    },
    {
        code: 'FB036',
        severity: 'notice',
        title: 'Legacy suite without controller snapshots',
        description: 'The manifest has no `pinned.entrants` controller snapshots. FightBench labels such legacy suites: their hash covers the suite, but controllers (model version, prompt/code, settings) are not pinned.',
        fix: "Nothing to fix; re-create the suite in FightBench to pin controllers. Do not fill in today's model settings."
    },
    {
        code: 'FB037',
        severity: 'error',
        title: 'Creation date not pinned in a new manifest',
        description: 'The spec: "New manifests also pin controller content and creation date inside the hash." A manifest with pinned controllers (`pinned.entrants`) has no valid creation date inside `manifest` (`createdAt`, `created_at` or `creationDate`, in the manifest or in `pinned`); the outer `createdAt` is not hashed.',
        fix: 'Keep the suite download as FightBench served it; a new manifest records its creation date inside the hashed manifest.'
    },
    {
        code: 'FB038',
        severity: 'warning',
        title: 'Outer createdAt differs from the hashed creation date',
        description: 'The outer `createdAt` of the suite download (not part of the hash) names another instant than the creation date inside the hashed manifest. The hashed date counts; the outer one was changed or written by another tool.',
        fix: 'Keep the suite download as served; do not edit the outer metadata.'
    },
    {
        code: 'FB040',
        severity: 'notice',
        title: 'stateHash unverifiable',
        description: 'No engine is configured (option `fightbench-engine`), so no stateHash was recomputed; the format was checked only.',
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
        description: 'An action is recorded after the terminal turn (from the engine output or `replay.terminalTurn` / `replay.result.terminalTurn`); the proof rejects post-terminal actions.',
        fix: 'Remove post-terminal actions at the source; the log is not a valid match record.'
    },
    {
        code: 'FB045',
        severity: 'error',
        title: 'Scenario hash mismatch',
        description: "The ReplayLog carries a scenario hash (`scenario.hash`, or `scenarioHash` next to `scenario`) that is not a SHA-256 digest or does not equal contentHash(scenario without hash) under any candidate canonicalisation (or the pinned `manifest-canonicalization`). FightBench's determinism proof validates the scenario hash.",
        fix: 'Export the ReplayLog as recorded; do not edit the scenario. If FightBench hashes scenarios another way, report it so the algorithm can be pinned.'
    },
    {
        code: 'FB050',
        severity: 'error',
        title: 'Secret-like value',
        description: 'The secret scan (on by default, option `secret-scan`) found a value shaped like an API key or credential (the value is never printed). The spec says exports include no secrets; a committed credential is leaked.',
        fix: 'Revoke the credential, remove it from the export and the git history, and re-export. If the value is a known fake (a test placeholder), set `secret-scan: false` for that repository.'
    },
    {
        code: 'FB051',
        severity: 'notice',
        title: 'Private-pool rows in a public repository',
        description: 'The export holds `private` pool rows and the repository is public. Exports hold only what the requesting session may read; publishing private matches may not be intended.',
        fix: 'Remove private rows before publishing, or confirm they may be public.'
    },
    {
        code: 'FB052',
        severity: 'notice',
        title: 'accounting stored as the string "null"',
        description: 'Unrecorded accounting is written as the JSON string "null" rather than a real null; both are accepted.',
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
        description: 'A file produced more findings of one code than option `max-findings-per-code`; the rest are counted only.',
        fix: 'Fix the listed ones and re-run, or raise `max-findings-per-code`.'
    }
]);
const FB = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(FIGHTBENCH_CODES);


/***/ }),

/***/ 66570:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ PCS_CODES),
/* harmony export */   b: () => (/* binding */ PCS)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/** Codes of the pcs suite (pcs-core PcsBenchIngest.v0 bundles and their sub-artifacts). Prefix PCS. */
const PCS_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'PCS001',
        severity: 'error',
        title: 'Invalid JSON',
        description: 'The file is not valid JSON (RFC 8259): a syntax error, an empty file, a byte order mark, or bytes that are not UTF-8.',
        fix: 'Fix the JSON at the reported line and column; write files as UTF-8 without a BOM (e.g. `json.dump(..., ensure_ascii=False)` to a UTF-8 file).'
    },
    {
        code: 'PCS002',
        severity: 'error',
        title: 'File too large',
        description: 'The file is larger than the `max-bytes` option (default 64 MiB); it was not read, so no gate could decide.',
        fix: 'Split the bundle per producer or suite, or raise `max-bytes` for the pcs suite in `.benchgate.yml` if the size is expected.'
    },
    {
        code: 'PCS003',
        severity: 'error',
        title: 'Nesting too deep',
        description: 'Arrays/objects are nested deeper than the `max-depth` option (default 512); pcs-core (Python) would hit its recursion limit on such input.',
        fix: 'Flatten the structure; v0 artifacts never need more than a few levels.'
    },
    {
        code: 'PCS004',
        severity: 'error',
        title: 'Duplicate key',
        description: 'An object has the same key twice. JSON readers disagree on which value wins (JSON.parse and Python keep the last one), so the content is ambiguous.',
        fix: 'Remove one of the duplicate keys at the reported position and re-export (then recompute `signature_or_digest`).'
    },
    {
        code: 'PCS005',
        severity: 'error',
        title: 'Lone surrogate in a string',
        description: 'A string holds an unpaired UTF-16 surrogate escape (`\\uD800`-`\\uDFFF`). It is not Unicode text: Python cannot encode it, so no canonical digest exists for the object.',
        fix: 'Escape the full surrogate pair (e.g. `\\ud83d\\ude00`) or remove the character.'
    },
    {
        code: 'PCS006',
        severity: 'warning',
        title: 'Number out of range',
        description: "A number such as `1e400` does not fit a double, or the file uses the literals `NaN`, `Infinity` or `-Infinity`, which are not JSON (RFC 8259) but which Python's json module (pcs-core's reader) accepts. benchgate reads them as Python does, so the verdict is pcs-core's, and warns.",
        fix: 'Write a finite number (or a string if the value is really that large).'
    },
    {
        code: 'PCS007',
        severity: 'error',
        title: 'Not a pcs artifact',
        description: 'The file was selected as a pcs artifact (by name or content) but its root is not a JSON object, or no v0 type could be detected from its fields.',
        fix: 'Make the root an object with the fields of a PcsBenchIngest.v0 (or a v0 sub-artifact), or rename the file so it is not discovered as an ingest bundle.'
    },
    {
        code: 'PCS010',
        severity: 'error',
        title: 'Schema violation',
        description: 'The document does not satisfy the JSON Schema of its v0 type (embedded objects and refs included). The message is the one pcs-core (Python jsonschema) prints.',
        fix: 'Correct the value at the reported pointer; see schemas/pcs/ for the exact field rules.'
    },
    {
        code: 'PCS011',
        severity: 'error',
        title: 'Path-only ingest entry',
        description: 'An ingest array holds a string (a file path) where an embedded v0 object is required; v0 forbids path-only entries.',
        fix: 'Embed the full v0 object in the array (normalize the producer output with `benchgate pcs normalize`), and move the path to `artifact_refs[]`.'
    },
    {
        code: 'PCS012',
        severity: 'error',
        title: 'Placeholder source_commit',
        description: 'The ingest `source_commit` is not a real 40-character git SHA: wrong length, not a string, or only the characters 0 and f (pcs-core rejects any 40-character mix of 0 and f).',
        fix: "Export the bundle from a real checkout and write the producer repository's `git rev-parse HEAD` into `source_commit`."
    },
    {
        code: 'PCS013',
        severity: 'error',
        title: 'Unknown producer',
        description: "`producer_id` is not one of pcs-core's six producers (pcs-core, pcs-bench, provability-fabric, certifyedge, labtrust-gym, scientific-memory).",
        fix: 'Use the registered producer id, or have the producer added to pcs-core first.'
    },
    {
        code: 'PCS014',
        severity: 'error',
        title: 'Required list missing',
        description: 'One of the five embedded arrays, `commands` or `logs` is missing or not a list; every array is required even when empty.',
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
        description: 'A BenchmarkArtifactRef.v0 names an artifact type that cannot be embedded (BenchmarkCase.v0, MetricSummary.v0), has an empty path, or a `sha256` without the `sha256:` prefix.',
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
        description: "An embedded object in one of the producer's own arrays has no matching ref (the producer exports files, so every export needs a ref at release grade).",
        fix: "Add a BenchmarkArtifactRef.v0 whose `sha256` is this object's `signature_or_digest`."
    },
    {
        code: 'PCS022',
        severity: 'warning',
        title: 'Embedded object semantics',
        description: "An embedded object breaks a rule of its own type that the ingest check does not cover (a passed BenchmarkRun with a failure code, component or repair hint). pcs-core's `pcs validate` accepts it; its release-grade gate rejects it, and so does benchgate under the release gate (error).",
        fix: 'For passed runs set `observed_failure_code`, `observed_responsible_component` and `observed_repair_hint` to null.'
    },
    {
        code: 'PCS023',
        severity: 'error',
        title: 'Report semantics',
        description: 'A BenchmarkReport.v0 declares no metrics, an unknown metric id, or a metric without its MetricSummary row, or a measured row has a score outside [0, 1].',
        fix: 'Declare catalogued metric ids and add one MetricSummary.v0 per declared metric.'
    },
    {
        code: 'PCS024',
        severity: 'notice',
        title: 'Provenance differs from the ingest',
        description: "An embedded object or a BenchmarkArtifactRef.v0 names a `source_repo` or `source_commit` other than the ingest's own. The spec lets sub-artifacts and refs repeat the ingest's pins \"when they were emitted from the same revision\"; a different pin means the object came from elsewhere (pcs-core's placeholder `d444…4`, another repository), which a reviewer should see.",
        fix: 'Re-export the object from the producer revision named by the ingest, or confirm that the other revision is intended.'
    },
    {
        code: 'PCS025',
        severity: 'error',
        title: 'source_repo is not an HTTPS URL',
        description: '`source_repo` (on the ingest, an embedded object or a ref) must be the HTTPS URL of the producer repository: another scheme (`http:`, `ftp:`, `a:`), no host, an invalid port or credentials in the URL are refused.',
        fix: "Write the repository's public HTTPS URL, e.g. `https://github.com/owner/repo`, without user or token."
    },
    {
        code: 'PCS026',
        severity: 'error',
        title: 'Ref path escapes the export root',
        description: "A BenchmarkArtifactRef.v0 `path` must be relative to the producer repository's export root: absolute paths (`/etc/passwd`), `..` segments, backslashes, drive letters, URLs and control characters are refused, so no consumer resolving the ref can be sent outside the export.",
        fix: 'Write the path relative to the export root with `/` separators, e.g. `benchmarks/rendering/report.v0.json`.'
    },
    {
        code: 'PCS030',
        severity: 'warning',
        title: 'Embedded digest mismatch',
        description: "Recomputing the canonical digest (PCS Canonical JSON v1) of an embedded object does not give its `signature_or_digest`: the object was edited after hashing, or the producer hashes differently (Provability Fabric's own scheme). Error under `digests: strict`.",
        fix: "Recompute `signature_or_digest` with pcs-core's canonical_hash after the last edit (and update the refs' `sha256`), or set `digests: warn` for producers with their own digest scheme."
    },
    {
        code: 'PCS031',
        severity: 'warning',
        title: 'Ref record digest mismatch',
        description: 'The canonical digest of a BenchmarkArtifactRef.v0 record (without its own `signature_or_digest`) does not match its `signature_or_digest`. Error under `digests: strict`.',
        fix: "Recompute the ref's `signature_or_digest` after setting its `sha256`, path and role."
    },
    {
        code: 'PCS032',
        severity: 'warning',
        title: 'Root digest mismatch',
        description: 'The canonical digest of the whole document (without its top-level `signature_or_digest`) does not match the recorded one. Error under `digests: strict`.',
        fix: 'Recompute the root `signature_or_digest` last, after every embedded object and ref is final.'
    },
    {
        code: 'PCS033',
        severity: 'warning',
        title: 'Digest not computable',
        description: 'A digest cannot be recomputed (a lone surrogate, which Python cannot encode) or there is no recorded digest to compare. Undecided under `digests: strict`.',
        fix: 'Remove the lone surrogate and re-export, or add `signature_or_digest`.'
    },
    {
        code: 'PCS040',
        severity: 'notice',
        title: 'Adequacy finding',
        description: "A reason the bundle is below the top tier, as pcs-core's assess_ingest_adequacy_tier reports it (placeholder commit, empty commands, producer-specific arrays empty, no refs).",
        fix: 'Fill the named field to reach release-grade / audit-ready.'
    },
    {
        code: 'PCS041',
        severity: 'error',
        title: 'Below the required tier',
        description: "The bundle's adequacy tier is below the `min-tier` option (the release gate uses release-grade), or it has no tier because it is invalid.",
        fix: 'Address the adequacy findings listed for the bundle, or lower `min-tier` for development branches.'
    },
    {
        code: 'PCS042',
        severity: 'notice',
        title: 'No tier for an invalid bundle',
        description: "A bundle that fails validation gets no tier in benchgate; the message states the tier pcs-core's tier function would still have returned.",
        fix: 'Fix the validation errors first; the tier is then computed.'
    },
    {
        code: 'PCS043',
        severity: 'warning',
        title: 'Provenance manifest disagrees',
        description: "A provenance.manifest.json beside the bundle lists it with a different producer or tier, without a producer command or materialized_from, or with a digest that is not the bundle's; the bundle is graded release-grade instead of audit-ready.",
        fix: 'Regenerate the manifest (pcs-core: validate_benchmark_ingest_examples.py --write-provenance) after the bundle is final.'
    },
    {
        code: 'PCS044',
        severity: 'notice',
        title: 'Not audit-ready',
        description: "The bundle meets pcs-core's external-review-grade conditions but not benchgate's audit-ready definition (the spec: release-grade with stable digests, documented commands and provenance recorded in provenance.manifest.json): a recomputed digest differs or cannot be computed, or no provenance manifest records it. It is graded release-grade; the message says what is missing.",
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
        description: 'A dialect file could not be normalized: unknown dialect name, wrong field types, or a missing sibling dialect.',
        fix: 'Use one of the supported dialect file names and the field types documented in docs/pcs.md.'
    },
    {
        code: 'PCS052',
        severity: 'error',
        title: 'Report pins unknown',
        description: "`benchgate pcs report` refused to build a BenchmarkReport.v0 because the producer pin it must record (the ingests' `source_repo` and `source_commit`) is not one known revision: the inputs name several, or `--source-repo`/`--source-commit` contradict them.",
        fix: 'Build one report per producer revision, or pass the pins that the inputs carry.'
    },
    {
        code: 'PCS060',
        severity: 'error',
        title: 'Schema errors not all listed',
        description: 'The bundle has more than 10,000 JSON Schema errors. benchgate lists the first 10,000 in path order (the ones pcs-core prints first) as PCS010/PCS011 and this finding counts the rest, per array, without building each error: so one error per entry of a long array costs memory for 10,000 errors, not for every entry. The schema gate fails either way.',
        fix: 'Fix the listed errors (the rest usually share their cause: empty or truncated entries) and check again.'
    }
]);
const PCS = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(PCS_CODES);


/***/ }),

/***/ 45007:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ PLUGINS)
});

// EXTERNAL MODULE: ./src/suites/artifact-manifest/codes.ts
var codes = __webpack_require__(41416);
;// CONCATENATED MODULE: ./src/suites/artifact-manifest/plugin.ts

const artifactManifestPlugin = {
    id: 'artifact-manifest',
    title: 'ARTIFACT_MANIFEST.tsv releases',
    codes: { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: codes/* ARTIFACT_MANIFEST_CODES */.s },
    loadSuite: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(23), __webpack_require__.e(119), __webpack_require__.e(340)]).then(__webpack_require__.bind(__webpack_require__, 74340))).artifactManifestSuite,
    // `strict: true` (exactly) turns on strict mode; any other text leaves the `options` input's choice.
    inputs: [{ name: 'strict', suiteOption: 'strict', parse: (raw) => (raw === 'true' ? true : undefined) }],
    commands: {
        word: 'manifest',
        help: [
            {
                name: ['manifest', 'verify'],
                summary: 'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.'
            }
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(655), __webpack_require__.e(23), __webpack_require__.e(119), __webpack_require__.e(326)]).then(__webpack_require__.bind(__webpack_require__, 19326))).MANIFEST_COMMANDS
    }
};

// EXTERNAL MODULE: ./src/suites/fightbench/codes.ts
var fightbench_codes = __webpack_require__(77816);
;// CONCATENATED MODULE: ./src/suites/fightbench/plugin.ts

const fightbenchPlugin = {
    id: 'fightbench',
    title: 'FightBench exports and suites',
    codes: { title: 'FightBench exports and suites', prefixes: ['FB'], codes: fightbench_codes/* FIGHTBENCH_CODES */.a },
    loadSuite: async () => (await Promise.all(/* import() */[__webpack_require__.e(822), __webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(23), __webpack_require__.e(927), __webpack_require__.e(478)]).then(__webpack_require__.bind(__webpack_require__, 52927))).fightbenchSuite,
    commands: {
        word: 'fightbench',
        help: [
            {
                name: ['fightbench', 'verify'],
                summary: 'Verify FightBench schema-v1 exports (JSONL/Parquet) and suite downloads: rows, manifest hash, optional replay.'
            }
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(822), __webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(655), __webpack_require__.e(23), __webpack_require__.e(927), __webpack_require__.e(686)]).then(__webpack_require__.bind(__webpack_require__, 24686))).FIGHTBENCH_COMMANDS
    }
};

// EXTERNAL MODULE: ./src/suites/pcs/codes.ts
var pcs_codes = __webpack_require__(66570);
;// CONCATENATED MODULE: ./src/suites/pcs/plugin.ts

const pcsPlugin = {
    id: 'pcs',
    title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
    codes: { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefixes: ['PCS'], codes: pcs_codes/* PCS_CODES */._ },
    loadSuite: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(23), __webpack_require__.e(286)]).then(__webpack_require__.bind(__webpack_require__, 8286))).pcsSuite,
    // Checked by the suite's option parser (PCS option codes), as the `options` input's `pcs.min-tier`.
    inputs: [{ name: 'min-tier', suiteOption: 'min-tier', parse: (raw) => raw.trim() || undefined }],
    commands: {
        word: 'pcs',
        help: [
            {
                name: ['pcs', 'validate'],
                summary: 'Validate PcsBenchIngest.v0 bundles (or v0 sub-artifacts): schema, pcs-core semantics, refs, recomputed digests, tier gate'
            },
            {
                name: ['pcs', 'tier'],
                summary: 'Print the adequacy tier of each bundle (audit-ready is printed with its alias external-review-grade); invalid bundles get none'
            },
            {
                name: ['pcs', 'digest'],
                summary: 'Print the PCS canonical JSON v1 digest (Python-compatible) of a document or of the value at a JSON pointer'
            },
            {
                name: ['pcs', 'report'],
                summary: 'Build a BenchmarkReport.v0 with MetricSummary.v0 rollups from validated ingest bundles, and validate it'
            },
            {
                name: ['pcs', 'normalize'],
                summary: 'Normalize producer dialect JSON (*.dialect.json) into v0 objects, as pcs-core `pcs benchmark normalize` does'
            }
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(655), __webpack_require__.e(23), __webpack_require__.e(286), __webpack_require__.e(466)]).then(__webpack_require__.bind(__webpack_require__, 89466))).PCS_COMMANDS
    }
};

// EXTERNAL MODULE: ./src/suites/pqid/codes.ts
var pqid_codes = __webpack_require__(72858);
;// CONCATENATED MODULE: ./src/suites/pqid/plugin.ts

const pqidPlugin = {
    id: 'pqid',
    title: 'PQID-Bench evaluations and releases',
    codes: { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: pqid_codes/* PQID_CODES */.Y },
    loadSuite: async () => (await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(210), __webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(23), __webpack_require__.e(119), __webpack_require__.e(409), __webpack_require__.e(788)]).then(__webpack_require__.bind(__webpack_require__, 46407))).pqidSuite,
    commands: {
        word: 'pqid',
        help: [
            {
                name: ['pqid', 'evaluate'],
                summary: 'Summarize a PQID-Bench evaluation JSONL exactly like `pqid-bench evaluate`.'
            },
            {
                name: ['pqid', 'compare'],
                summary: 'Compare candidate evaluations with a frozen release like `pqid-bench compare`.'
            },
            {
                name: ['pqid', 'reproduce'],
                summary: 'Reproduce the frozen summary and check canonical parity like `pqid-bench reproduce`.'
            },
            {
                name: ['pqid', 'verify'],
                summary: 'Verify ARTIFACT_MANIFEST.tsv (and with --full the release parity) like `pqid-bench verify`.'
            },
            {
                name: ['pqid', 'run-model'],
                summary: 'Validate a live-run plan offline like `pqid-bench run-model --dry-run`; benchgate never contacts a provider (without --dry-run: exit 2).'
            },
            {
                name: ['pqid', 'doctor'],
                summary: 'Print the reference environment record (python3 and docker on PATH) like `pqid-bench doctor`.'
            },
            {
                name: ['pqid', 'replay-derivatives'],
                summary: 'Write canonical evaluations and the candidate summary (json, text, markdown, csv) from one evaluator harness report, like the reference library call write_replay_derivatives.'
            },
            {
                name: ['pqid'],
                summary: 'PQID-Bench reference-compatible commands (same arguments, output and exit codes as pqid-bench 1.2.1).'
            }
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(23), __webpack_require__.e(119), __webpack_require__.e(409), __webpack_require__.e(301)]).then(__webpack_require__.bind(__webpack_require__, 86301))).PQID_COMMANDS
    }
};

// EXTERNAL MODULE: ./src/suites/qsolve/codes.ts
var qsolve_codes = __webpack_require__(58426);
;// CONCATENATED MODULE: ./src/suites/qsolve/plugin.ts

const qsolvePlugin = {
    id: 'qsolve',
    title: 'Qsolve workflows',
    codes: {
        title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)',
        prefixes: ['E05', 'QS'],
        codes: qsolve_codes/* QSOLVE_CODES */.G
    },
    loadSuite: async () => (await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(597), __webpack_require__.e(210), __webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(222), __webpack_require__.e(554), __webpack_require__.e(124)]).then(__webpack_require__.bind(__webpack_require__, 91124))).qsolveSuite,
    inputs: [
        {
            // docs/github.md, "Sandbox": in CI a workflow runs fully isolated or not at all. Empty means `required`, unless
            // the `options` input already names `qsolve.sandbox` (the job's own choice); the CLI's default stays `auto`.
            // The modes are runner/sandbox.ts's SANDBOX_MODES (a test keeps them equal; this file loads no runner code).
            name: 'sandbox',
            suiteOption: 'sandbox',
            parse: (raw, job) => {
                const v = raw.trim();
                if (v === '')
                    return job['sandbox'] === undefined ? 'required' : undefined;
                if (!['auto', 'required', 'off'].includes(v))
                    throw new Error(`input sandbox must be auto, required or off (got "${v}")`);
                return v;
            }
        },
        {
            // Empty: the suite default (verify), or the `options` input's `qsolve.reported_mitigation`.
            name: 'reported-mitigation',
            suiteOption: 'reported_mitigation',
            parse: (raw) => {
                const v = raw.trim();
                if (v !== '' && !['verify', 'trust', 'ignore'].includes(v))
                    throw new Error(`input reported-mitigation must be verify, trust or ignore (got "${v}")`);
                return v || undefined;
            }
        }
    ],
    init: async () => (await __webpack_require__.e(/* import() */ 724).then(__webpack_require__.bind(__webpack_require__, 74724))).initQsolveCommand,
    commands: {
        word: 'qsolve',
        help: [
            {
                name: ['qsolve', 'validate'],
                summary: 'Qsolve validate stage: manifest, schemas, entry, examples, cases.yaml keys and types, submission checks'
            },
            { name: ['qsolve', 'lint'], summary: 'Qsolve lint codes for benchmarks/cases.yaml: E050, E052, E053, E054' },
            {
                name: ['qsolve', 'check'],
                summary: "All Qsolve stages (validate, lint, test) and the eight gates: runs the workflow in the sandbox (or decides from --records). --target T behaves like `qsolve test --target T`; --platform like the platform's gates stage (sim-cpu, only a case's own target counts for fidelity_checked)"
            },
            {
                name: ['qsolve', 'test'],
                summary: "The Qsolve SDK's `qsolve test`: the same as `qsolve check` (every stage, every case run in the sandbox, the eight gates), under the name the Qsolve docs use"
            },
            {
                name: ['qsolve', 'run'],
                summary: "Run a Qsolve workflow's cases in the sandbox and write the run records (decide them later with `qsolve decide`)"
            },
            {
                name: ['qsolve', 'decide'],
                summary: 'Decide Qsolve cases and gates from recorded runs (with --workflow DIR: the full check)'
            }
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(379), __webpack_require__.e(597), __webpack_require__.e(210), __webpack_require__.e(702), __webpack_require__.e(625), __webpack_require__.e(655), __webpack_require__.e(222), __webpack_require__.e(554), __webpack_require__.e(124), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 96776))).QSOLVE_COMMANDS
    }
};

;// CONCATENATED MODULE: ./src/suites/plugins.ts
/**
 * Every artifact family, in report order: the one list. The code registry (`src/code-registry.ts`), the CLI's
 * command groups (`src/cli/commands.ts`) and the suite list (`src/suites/index.ts`) are derived from it. A new family
 * adds `src/suites/<family>/plugin.ts` and one entry here. Importing this list loads only the families' codes.
 */





const PLUGINS = [
    artifactManifestPlugin,
    pqidPlugin,
    pcsPlugin,
    qsolvePlugin,
    fightbenchPlugin
];


/***/ }),

/***/ 72858:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PQ: () => (/* binding */ PQ),
/* harmony export */   Y: () => (/* binding */ PQID_CODES)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/** PQID-Bench codes (prefix PQ). Messages of PQ001–PQ011 and PQ030–PQ043 repeat the reference's own text. */
const PQID_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'PQ001',
        severity: 'error',
        title: 'Invalid JSONL line',
        description: 'A non-blank line of a PQID-Bench JSONL file is not valid JSON (the reference stops with "Invalid JSONL at FILE:LINE").',
        fix: 'Write one complete JSON object per line; remove truncated or hand-edited lines.'
    },
    {
        code: 'PQ002',
        severity: 'error',
        title: 'Record is not a JSON object',
        description: 'A line holds a JSON array, string, number or null instead of an object ("Expected an object at FILE:LINE").',
        fix: 'Write each record as a JSON object `{...}`.'
    },
    {
        code: 'PQ003',
        severity: 'error',
        title: 'Record lacks model or prompt_id',
        description: 'The model or prompt_id is absent, null, false, 0 or an empty string (the reference coerces with `str(x or "")`).',
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
        description: 'An endpoint field (or alias) holds a string, null, 2, -1, NaN, an array or an object; only JSON Booleans and numbers equal to 0 or 1 are accepted.',
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
        description: 'The record breaks parameter ⇒ ordered ⇒ signature ⇒ execution or assembly ⇒ execution (an absent ordered key counts as false for parameter ⇒ ordered).',
        fix: 'Correct the evaluator output: a cell cannot match a stronger endpoint while failing a weaker one.'
    },
    {
        code: 'PQ009',
        severity: 'error',
        title: 'Assembly admissibility partially present',
        description: 'Some records carry an assembly-admissibility field and others do not; it must be on every record or none.',
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
        description: 'A record does not validate against its PQID-Bench JSON Schema (draft 2020-12). The reference CLI never validates its schemas and accepts some such rows (aliases, 0/1 values, numeric ids), so this is a warning by default (`schema-severity`).',
        fix: 'Use the canonical field names and types of the data dictionary (e.g. Boolean endpoints, string ids).'
    },
    {
        code: 'PQ021',
        severity: 'error',
        title: 'Invalid timestamp',
        description: 'A timestamp (`started_at`, `completed_at` of provider attempts and live responses, `created_at` of a live run manifest) is not an RFC 3339 date-time with a UTC offset: not a real calendar date (`2026-13-45`), no time or offset, or not a date at all (`yesterday`). The data dictionary says timestamps are ISO 8601 date-time strings and the schemas say `format: date-time`; the reference writes `datetime.isoformat()` in UTC.',
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
        description: 'Two provider-attempt records share an `attempt_id`; the data dictionary defines it as the unique request-attempt identifier (the reference writes `RUN:PROMPT:INDEX`).',
        fix: 'Give every attempt its own id (run id, prompt id and one-based attempt index).'
    },
    {
        code: 'PQ024',
        severity: 'error',
        title: 'Duplicate prompt_id in a prompt file',
        description: 'A prompt file lists the same `prompt_id` twice. The prompt id is the join key across prompt, response, evaluation and provider-attempt records, so it must be unique (the reference\'s run-model refuses such a file: "Duplicate prompt_id …").',
        fix: 'Keep one record per prompt id.'
    },
    {
        code: 'PQ025',
        severity: 'error',
        title: 'Prompt id in no prompt file',
        description: "A response, provider-attempt or request record names a `prompt_id` that no prompt file in the repository (including the frozen release's prompt file) lists, so it joins with nothing. Checked only when the repository has at least one prompt file.",
        fix: 'Add the prompt to the prompt file the run used, or correct the prompt id.'
    },
    {
        code: 'PQ026',
        severity: 'error',
        title: 'Target metadata exported',
        description: 'A `requests.jsonl` record carries the evaluator\'s `target_metadata` (in `request_body` or beside it), or its `target_metadata_policy` is not "not exported". The data dictionary: the request body never contains the evaluator\'s target_metadata field.',
        fix: 'Send only the model, the messages and the generation controls; keep target metadata out of every request.'
    },
    {
        code: 'PQ027',
        severity: 'error',
        title: 'Request digest mismatch',
        description: "`request_sha256` of a `requests.jsonl` record is not the SHA-256 of its `request_body` in the reference's canonical JSON (sorted keys, `,`/`:` separators, ASCII escapes).",
        fix: 'Regenerate the request records with the reference, or restore the edited request body.'
    },
    {
        code: 'PQ028',
        severity: 'error',
        title: 'Credential in a PQID file',
        description: "A live-run file (requests, responses, provider attempts, run manifest or summary) holds a credential: a credential-like field with a value (`api_key`, `authorization`, `bearer`, `password`, `secret`, `token`, the reference's own pattern) or a secret-looking value (`sk-…`, `Bearer …`, `ghp_…`, `hf_…`). The message shows only the first characters.",
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
        description: 'One of package_version, benchmark_release, evaluator_version, predicate_version, schema_version, artifact_manifest_version, run_type is absent or empty (null and "" count as missing).',
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
        description: 'benchmark_release, evaluator_version, predicate_version or schema_version differs from the frozen comparison contract (1.0.0 / pqid-bench-evaluator-1.1.0-safe-builtins / pqid-bench-reference-signature-1.0.0-count-map / 1.0.0).',
        fix: 'Re-score with the frozen evaluator and predicate, or do not compare against this release.'
    },
    {
        code: 'PQ034',
        severity: 'error',
        title: 'No candidate run manifest',
        description: 'An evaluation file is compared with a frozen release but no candidate run manifest was found (option `candidate-manifest`, or a run-manifest.json beside the file).',
        fix: 'Add run-manifest.json next to the evaluations or set `candidate-manifest`.'
    },
    {
        code: 'PQ035',
        severity: 'error',
        title: 'Live-run audit assertion unsafe',
        description: 'A live run manifest says `credential_value_recorded: true`, `target_metadata_exported: true` or `third_party_prompt_export_acknowledged: false` (error), or a `live_replication` manifest lacks one of the three (warning). The reference writes false, false, true and refuses live generation without the acknowledgement.',
        fix: 'Re-run the live generation with the reference (`--acknowledge-third-party-prompt-export`, credentials from an environment variable), or remove the leaked data and correct the manifest.'
    },
    {
        code: 'PQ036',
        severity: 'error',
        title: 'Machine-local path in a run artifact',
        description: 'A persisted reference (`prompt_source`, `raw_response_path`, run-summary file fields) is absolute, home-relative (`~/…`), a Windows drive path or climbs with `..`. The data dictionary: prompt-source and output-file references are release-relative or filename-only.',
        fix: 'Store the path relative to the release (scope `release`) or the bare file name (scope `external_filename`).'
    },
    {
        code: 'PQ037',
        severity: 'error',
        title: 'model differs from requested_model',
        description: "In a live response row `model` and `requested_model` are the stable requested analysis key and must be equal; writing the provider's resolved model into `model` splits one replication run into several candidate groups.",
        fix: "Set `model` to the requested model and keep the provider's answer in `resolved_model`."
    },
    {
        code: 'PQ038',
        severity: 'notice',
        title: 'Provider resolved a different model',
        description: '`resolved_model` differs from `requested_model`: the provider routed the request to another model or snapshot. This is recorded, not an error.',
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
        description: 'A file compare or reproduce needs is missing from the release directory (prompt file, identifiability JSON or cell audit).',
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
        description: 'A path listed in ARTIFACT_MANIFEST.tsv is not a regular file (or resolves outside the release through a symlink).',
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
        description: 'The manifest is missing, has a wrong header (a BOM counts), an empty/duplicate/absolute/traversal path or a non-integer size.',
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
        description: 'A rate configured in `max-regression` moved the wrong way by more than allowed compared with the frozen release on the same prompts.',
        fix: 'Fix the regression before tagging the release, or change the allowance in .benchgate.yml.'
    },
    {
        code: 'PQ072',
        severity: 'warning',
        title: 'Metric gate cannot decide',
        description: 'A metric gate names a rate that is unavailable (null) for this file, or a regression gate has no frozen release to compare with.',
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
]);
const PQ = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(PQID_CODES);


/***/ }),

/***/ 58426:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ QSOLVE_CODES),
/* harmony export */   QS: () => (/* binding */ QS)
/* harmony export */ });
/* harmony import */ var _codes_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55415);

/**
 * Qsolve workflow codes.
 * E050, E052, E053 and E054 are Qsolve's own documented lint codes, used exactly as the Benchmarks page defines them
 * (E051 is not documented anywhere and is deliberately not used). Every other finding is benchgate's own, prefix QS.
 */
const QSOLVE_CODES = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .defineCodes */ .O)([
    {
        code: 'E050',
        severity: 'error',
        title: 'benchmarks/cases.yaml missing',
        description: 'Qsolve lint code: the workflow folder has no `benchmarks/cases.yaml`, so it defines no benchmark case.',
        fix: 'Add `benchmarks/cases.yaml` with a `cases:` list of known-answer inputs (see docs/qsolve.md).'
    },
    {
        code: 'E052',
        severity: 'error',
        title: 'hardware_cases unreadable or invalid',
        description: 'Qsolve lint code: `benchmarks/cases.yaml` does not load (YAML error, too large, aliases), or `hardware_cases` is not a list, has an unknown key or a wrong type, or a hardware case has no `target` of the form `ibm:<device>` (letters, digits, `_ . -`, 1 to 60 characters).',
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
        description: 'Qsolve lint code: `benchmarks/cases.yaml` lists hardware cases but the manifest does not list `ibm` under `targets.qpu`.',
        fix: 'Add `targets: {qpu: [ibm]}` to the manifest, or remove `hardware_cases`.'
    },
    {
        code: 'QS001',
        severity: 'error',
        title: 'Manifest unreadable',
        description: 'The workflow manifest (`qsolve.yaml` or `qsolve.json`) cannot be read: too large, not UTF-8, a YAML/JSON syntax error, duplicate keys or aliases.',
        fix: 'Fix the manifest at the reported line so it loads as one mapping.'
    },
    {
        code: 'QS002',
        severity: 'error',
        title: 'Manifest invalid',
        description: 'The manifest does not match `schemas/qsolve/manifest.schema.json`, or breaks a method rule (unique names, exactly one classical `reference`, at least one quantum method).',
        fix: 'Correct the key at the reported line; docs/qsolve.md lists every manifest key.'
    },
    {
        code: 'QS003',
        severity: 'error',
        title: 'Schema unreadable or invalid',
        description: 'The input, output or parameter JSON Schema named by the manifest is missing, leaves the workflow folder, does not parse, or is not a valid JSON Schema (draft 2020-12 or draft-07).',
        fix: 'Point `schemas.input` / `schemas.output` at a JSON Schema file inside the workflow folder and make it compile.'
    },
    {
        code: 'QS004',
        severity: 'error',
        title: 'Entry module missing',
        description: 'The `entry` module named by the manifest (`workflow.py` or `workflow.mjs`) does not exist inside the workflow folder.',
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
        description: 'A `cases` entry in `benchmarks/cases.yaml` has an unknown key (inside the case or its `expect`), a wrong type or no `name`, or `cases` is not a list. `qsolve test` stops with a validation error on it.',
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
        description: 'A case `input_file` is absolute, contains `..`, or leaves the workflow folder (also through a symlink); the submission is rejected.',
        fix: 'Use a relative path inside the workflow folder, e.g. `benchmarks/inputs/big.json`, and no symlink that points outside.'
    },
    {
        code: 'QS011',
        severity: 'error',
        title: 'Case input_file unreadable',
        description: 'A case `input_file` does not exist, is too large, or does not hold one JSON object; the submission is rejected.',
        fix: 'Create the file with one JSON object, or correct the path.'
    },
    {
        code: 'QS012',
        severity: 'error',
        title: 'Case input does not match the input schema',
        description: 'A case input fails the workflow input schema; the submission is rejected with the schema path that failed.',
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
        description: 'A case `params` object fails the manifest `parameters` JSON Schema, or is given while the manifest declares none.',
        fix: 'Use only parameters the manifest declares, with the declared types and bounds.'
    },
    {
        code: 'QS015',
        severity: 'error',
        title: 'The hardware cases are too large',
        description: 'All hardware cases together, with their inputs written out inline as compact JSON, exceed 600 KB (600,000 bytes); publication stops.',
        fix: 'Use fewer or smaller hardware cases.'
    },
    {
        code: 'QS016',
        severity: 'warning',
        title: 'ibm: target under cases',
        description: 'A case under `cases` targets real IBM hardware; validation has no network and no device, so this case cannot run and fails. Qsolve lint does not flag it.',
        fix: 'Move the case to `hardware_cases`, or give it a `fake:<device>@<scale>` target.'
    },
    {
        code: 'QS017',
        severity: 'warning',
        title: 'Duplicate case name and target',
        description: 'Two cases share a name and target; the track record keeps one row per name and target, so they hide each other.',
        fix: 'Give every case a unique name.'
    },
    {
        code: 'QS018',
        severity: 'notice',
        title: 'input_file ignored',
        description: 'A case gives both `input` and `input_file`; `input` wins and `input_file` is ignored (and not checked).',
        fix: 'Remove one of the two keys.'
    },
    {
        code: 'QS019',
        severity: 'error',
        title: 'cases.yaml without a manifest',
        description: 'A `benchmarks/cases.yaml` was found with no workflow manifest (`qsolve.yaml` / `qsolve.json`) in the folder above it, so it is not checked.',
        fix: 'Add the manifest next to the `benchmarks/` folder, or remove the stray file.'
    },
    {
        code: 'QS020',
        severity: 'error',
        title: 'Run records unreadable or invalid',
        description: 'The run records file cannot be read or does not match `schemas/qsolve/run-record.schema.json`; the gates that need runs stay undecided.',
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
        description: 'Re-running the first case that ran gave a different result hash and a result that differs beyond relative 1e-8 (absolute 1e-12) on some number.',
        fix: 'Seed every random source from the case seed; do not depend on time or iteration order.'
    },
    {
        code: 'QS028',
        severity: 'error',
        title: 'Estimate not honest',
        description: 'The workflow `estimate()` is off by more than a factor of two from the circuits or shots the case sent.',
        fix: 'Make `estimate()` return the number of circuits and shots the run really sends.'
    },
    {
        code: 'QS029',
        severity: 'warning',
        title: 'Unrecognised target',
        description: "A case target is not `sim-<name>`, `fake:<device>[@<scale>]` with a scale from 1 to 10, or `ibm:<device>`; or it is `fake:<device>` with a device no fake backend has (known: aachen, fez, kingston, marrakesh, torino). Reported by the validate stage at the `target` line; Qsolve's lint codes (E050–E054) cover only the file and `hardware_cases`, so lint does not report it.",
        fix: 'Use a target such as `sim-cpu`, `fake:fez@1.6` or (under hardware_cases) `ibm:ibm_fez`.'
    },
    {
        code: 'QS030',
        severity: 'error',
        title: 'Workflow could not run',
        description: 'benchgate could not run the workflow: the interpreter (python3 for workflow.py, node for workflow.mjs) is missing or too old, the runner did not start, or the workflow module failed to import. The test-stage gates stay undecided.',
        fix: 'Install Python 3.9 or later (or set the qsolve option `python`), and make the entry module import cleanly: run `benchgate qsolve run DIR` locally and read the message.'
    },
    {
        code: 'QS031',
        severity: 'notice',
        title: 'Workflow ran with network access',
        description: 'No namespace launcher could run here (see QS035 and docs/security.md) and the legacy layer could not put the workflow in a new network namespace either (`unshare -rn` is missing or refused by the kernel), so the workflow could reach the network. The platform runs it without network.',
        fix: 'Nothing to fix in the workflow; on Ubuntu 24.04 runners unprivileged user namespaces are restricted by AppArmor (sysctl kernel.apparmor_restrict_unprivileged_userns=0 lifts it).',
        scope: 'environment'
    },
    {
        code: 'QS032',
        severity: 'warning',
        title: 'Case could not run here',
        description: 'The case target cannot run here (an `ibm:` device, an unknown `fake:` device or scale, or another simulator): the case did not run, so `cases_pass` cannot be decided. It is never counted as a pass.',
        fix: 'Use `sim-cpu` or a `fake:<device>[@scale]` noise model (fez, marrakesh, kingston, torino, aachen; scale 1–10), or judge the case with run records made where the target exists.'
    },
    {
        code: 'QS033',
        severity: 'notice',
        title: 'Case skipped: module not installed (retired)',
        description: 'No longer emitted. Earlier versions skipped a case whose quantum or reference method raised MethodUnavailable naming a missing module; benchgate now follows Qsolve: the case fails with `no headline metric: quantum and reference could not be compared` (QS021), and the message names the missing module and the install step.',
        fix: 'Install the module in the CI job (e.g. `pip install qiskit`), or give the method a fallback that needs no missing module.'
    },
    {
        code: 'QS034',
        severity: 'error',
        title: 'Sandbox required but not fully isolated',
        description: "`sandbox: required` (the action's default, and what the release workflow sets) and this machine cannot give the workflow full isolation (PID, mount, network and IPC namespaces, a read-only file system, an unprivileged user, the invoking user's private folders hidden, no nested user namespaces, a memory and a process-count cap): the workflow did not run and the test-stage gates stay undecided. The message lists the missing parts.",
        fix: 'Run as root, or where unprivileged user namespaces work, or with passwordless `sudo` (GitHub-hosted runners have it); see docs/security.md. To run with less isolation and a warning (QS035), opt out in the job file: `with: sandbox: auto` on the benchgate step (CLI: `--sandbox auto`).',
        scope: 'environment'
    },
    {
        code: 'QS035',
        severity: 'warning',
        title: 'Workflow ran with less than full isolation',
        description: "The sandbox ran the workflow with the best isolation this machine allows, which is not full: the message lists the missing parts (for example no namespaces at all, no cgroup and no rlimit cap, or root without capabilities because the workflow, its interpreter or the runner is not readable by an unprivileged user). The report's `sandbox.isolation` says the same.",
        fix: 'See docs/security.md for what each runner kind reaches; set `sandbox: required` to refuse to run below full isolation.',
        scope: 'environment'
    },
    {
        code: 'QS036',
        severity: 'warning',
        title: 'Sandbox switched off',
        description: "`sandbox: off`: the workflow ran without namespaces (only a scrubbed environment, a temporary HOME, per-process limits and a process group): it can read the job's processes, write the job's files and use the network.",
        fix: 'Remove `sandbox: off`; it exists only for machines where the launcher breaks something and is never appropriate for untrusted code.',
        scope: 'environment'
    },
    {
        code: 'QS037',
        severity: 'warning',
        title: '.benchgate.yml timeout ignored: it would raise the time limit',
        description: "The checked tree's `.benchgate.yml` is untrusted: it may tighten the limits but never loosen them. Its `timeout_s` above the workflow's own limit (`clamp(resources.timeout_s, 300, 7200)`) is ignored. (Other options from the tree that would loosen, such as an interpreter path or `sandbox: off`, are BG014.)",
        fix: 'Pass the option from the job itself (the action input `options`, or the CLI `--option`/`--sandbox`/`--python`/`--timeout` flags): those are trusted.'
    },
    {
        code: 'QS038',
        severity: 'error',
        title: 'Noise scale outside 1 to 10',
        description: 'A case target `fake:<device>@<scale>` has a scale outside 1 to 10 (Qsolve: "the scale is between 1 and 10"); the case cannot run and does not count for `fidelity_checked`.',
        fix: 'Use a scale from 1 to 10, e.g. `fake:fez@1.6`.'
    },
    {
        code: 'QS039',
        severity: 'error',
        title: 'No benchmark case',
        description: '`benchmarks/cases.yaml` defines no case under `cases`, so the `benchmark_cases` and `cases_pass` gates fail.',
        fix: 'Add at least one case under `cases:` (a known-answer input with its `expect`).'
    },
    {
        code: 'QS040',
        severity: 'error',
        title: 'Schema pattern needs backtracking',
        description: "A `pattern` or `patternProperties` key of the workflow's input, output or parameter schema uses a backreference (`\\1`, `\\k<name>`), a lookahead or lookbehind, or another construct the linear-time regular-expression engine (RE2) cannot run. benchgate runs workflow patterns only in linear time, so that no schema can hang the check; the schema is not used.",
        fix: 'Rewrite the pattern without backreferences or lookaround (for example with alternatives or an extra `not: {pattern: …}`), then run the check again.'
    },
    {
        code: 'QS041',
        severity: 'error',
        title: 'Fewer than two methods',
        description: 'The manifest declares fewer than two methods, so the `methods_declared` gate fails: a workflow needs its quantum method and the classical `reference`.',
        fix: 'Declare the quantum method and a classical method with `reference: true` under `methods`.'
    },
    {
        code: 'QS042',
        severity: 'error',
        title: 'No noise-model fidelity case',
        description: 'No case under `cases` sets a non-zero `min_fidelity` on a `fake:` or `ibm:` target, so the `fidelity_checked` gate fails. The platform validates on sim-cpu, so the case needs its own target (with `benchgate qsolve check --target fake:fez`, like `qsolve test --target fake:fez`, a `min_fidelity` case without its own target also counts).',
        fix: 'Add a case with `target: fake:fez@1.6` and `expect: {min_fidelity: 0.97}` (a value measured with a margin).'
    },
    {
        code: 'QS043',
        severity: 'notice',
        title: 'Manifest key spelling normalised',
        description: 'The manifest uses a spelling of the Qsolve platform notes (`input_schema`, `output_schema`, `params`) for a key benchgate spells `schemas.input`, `schemas.output`, `parameters`; benchgate reads it as that key. Both spellings of one key in one manifest is QS002.',
        fix: "Nothing is wrong; to silence the notice use benchgate's spelling (docs/qsolve.md, Workflow layout)."
    },
    {
        code: 'QS044',
        severity: 'error',
        title: 'Solution breaks the output schema',
        description: "A method returned a solution that does not validate against the workflow's output schema (`schemas.output`); benchgate applies it to every method's solution that is not null, so the case fails (a hardware case gives a warning: it is never counted). The message gives the path inside the solution and the failing schema path.",
        fix: 'Make the method return a solution of the documented shape, or correct the output schema at the reported schema path.'
    },
    {
        code: 'QS045',
        severity: 'error',
        title: 'Run records carry no binding',
        description: "Run records given to decide a workflow (the job's `records` option or `run: false`, `benchgate qsolve check --records`/`--no-run`, `qsolve decide --workflow`) have no `binding` (the workflow content digest, benchgate version and case list that `benchgate qsolve run --out` writes), so nothing shows they judge this workflow. They are not used: the gates that need runs stay undecided.",
        fix: 'Write the records with `benchgate qsolve run DIR --out FILE` of this benchgate version on the same workflow content, or let benchgate run the workflow (drop `records` / `run: false`).'
    },
    {
        code: 'QS046',
        severity: 'error',
        title: 'Run records judge other workflow content',
        description: "The run records' `binding.content` (SHA-256 of every file of the workflow folder when they were written: code, manifest, schemas, examples, case inputs; `.benchgate/`, `.benchgate.yml`, caches and the records file itself left out) differs from the workflow's content now, or the folder is too large to digest. The records come from another workflow or an older version of this one; they are not used and the gates that need runs stay undecided.",
        fix: 'Re-run the workflow (`benchgate qsolve run DIR --out FILE`) after the last change, or let benchgate run it.'
    },
    {
        code: 'QS047',
        severity: 'error',
        title: 'Run records written by another benchgate version',
        description: "The run records' `binding.benchgate` is not this benchgate's version: the runner, protocol and decisions may differ, so the records are not used and the gates that need runs stay undecided.",
        fix: 'Write the records with the same benchgate version that decides them.'
    },
    {
        code: 'QS048',
        severity: 'error',
        title: 'Run records hold another case list',
        description: "The run records' `binding.cases` (the `cases` and `hardware_cases` names in cases.yaml order) differ from the workflow's case list now: cases were added, removed, renamed or reordered. The records are not used and the gates that need runs stay undecided.",
        fix: 'Re-run the workflow after changing benchmarks/cases.yaml.'
    },
    {
        code: 'QS049',
        severity: 'notice',
        title: 'Decided from run records: no sandbox ran',
        description: "The workflow was decided from run records bound to it (content digest, version and case list match) instead of being run: no workflow code and no sandbox ran in this run. The isolation the records state is the claim of the run that wrote them; the report shows it as such (`recordsSandbox`), never as this run's isolation.",
        fix: 'Nothing is required. To have benchgate run the workflow in its sandbox, drop the `records` / `run: false` option from the job.'
    },
    {
        code: 'QS050',
        severity: 'error',
        title: "Reported fidelity above benchgate's measurement",
        description: "Under `reported-mitigation: verify` (the default), the mitigated fidelity the workflow reported (`ctx.report_mitigation` or a method's `mitigation`) is higher than benchgate's own readout-mitigated fidelity of the same circuits plus 3 standard errors at the case's scored shots (docs/fidelity.md). A case with `min_fidelity` fails (the message names both numbers and the tolerance); without `min_fidelity` the reported number decides nothing and this is a warning.",
        fix: "Report the fidelity your circuits reach (benchgate's number is in the message), or remove `ctx.report_mitigation(fidelity=…)` and let benchgate score the circuits. A workflow whose own mitigation beats readout mitigation can be trusted only by the job (`reported-mitigation: trust`), never by the checked tree."
    },
    {
        code: 'QS051',
        severity: 'warning',
        title: 'Reported mitigation number unverified',
        description: 'Under `reported-mitigation: verify`, a bound (`min_fidelity` or `min_postselection`) was decided on a number the workflow reported and benchgate cannot measure: the post-selection share (benchgate does not know the workflow\'s error checks), or a fidelity on a target benchgate does not score (sim- targets). The number is used, labelled "reported by the workflow, unverified" in every channel.',
        fix: 'Run the case on a `fake:<device>@<scale>` target so benchgate scores the fidelity itself; for the post-selection share there is no check: the job may decide with `reported-mitigation: ignore` (the case is then undecided) or accept it with `trust`.'
    },
    {
        code: 'QS052',
        severity: 'notice',
        title: 'Reported mitigation number trusted',
        description: "Under `reported-mitigation: trust` (the job's choice), a bound was decided on a number the workflow reported, as the Qsolve seed does; benchgate's own measurement, when it has one, is named beside it.",
        fix: 'Nothing to fix if the job means to trust the workflow; otherwise use `reported-mitigation: verify` (the default).'
    },
    {
        code: 'QS053',
        severity: 'warning',
        title: 'Bound undecided: only a reported number',
        description: "Under `reported-mitigation: ignore`, a case sets `min_fidelity` or `min_postselection` and the only number for it is the workflow's (benchgate cannot measure the post-selection share, nor a fidelity on a target it does not score), so the case is undecided: never a pass.",
        fix: 'Run the case on a `fake:` target (fidelity), drop the bound benchgate cannot check, or have the job use `reported-mitigation: verify`.'
    },
    {
        code: 'QS060',
        severity: 'error',
        title: 'Transpiler option in the case params is not usable',
        description: "A case's `params` hold `initial_layout`, `optimization_level` or `seed_transpiler`: the Python runner sends them with every circuit of `ctx.run` to benchgate's transpiler (docs/devices.md, Transpiler options). The value given cannot be used (`initial_layout` not a list of distinct device qubit numbers, `optimization_level` not 0–3, `seed_transpiler` not a non-negative integer), so every circuit of the case would be refused.",
        fix: 'Give `initial_layout` as a list of distinct device qubits (one per circuit qubit, e.g. `[4, 5, 6, 7]`), `optimization_level` as 0, 1, 2 or 3 and `seed_transpiler` as an integer ≥ 0, or remove the key.'
    }
]);
const QS = (0,_codes_types_js__WEBPACK_IMPORTED_MODULE_0__/* .codeIndex */ .E)(QSOLVE_CODES);


/***/ }),

/***/ 311:
/***/ (function (__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ ACTION_TAG),
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** benchgate's version (kept equal to package.json by a test). */
const VERSION = '0.1.0';
/**
 * The tag users pin (`benchgate/benchgate@v1`, as the README shows): the first release, 1.0.0, creates it and every
 * 1.x release moves it (.github/workflows/release.yml). `benchgate init` writes it into new workflows.
 */
const ACTION_TAG = 'v1';


/***/ })

};
