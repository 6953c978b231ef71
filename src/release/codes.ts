import { codeIndex, defineCodes } from '../codes/types.js';

/** ARTIFACT_MANIFEST.tsv verification (PQID-Bench data dictionary §10). Prefix AM. */
export const ARTIFACT_MANIFEST_CODES = defineCodes([
  {
    code: 'AM001',
    severity: 'error',
    title: 'Manifest unreadable',
    description:
      'ARTIFACT_MANIFEST.tsv is missing, is a directory, is not UTF-8 text, contains NUL bytes, or is larger than the size limit.',
    fix: 'Regenerate ARTIFACT_MANIFEST.tsv as UTF-8 text with one `path<TAB>bytes<TAB>sha256` row per file.'
  },
  {
    code: 'AM002',
    severity: 'error',
    title: 'Unexpected manifest header',
    description:
      'The first line must be exactly `path<TAB>bytes<TAB>sha256` (no byte-order mark, no other columns or names). The reference prints "Unexpected manifest header in <path>".',
    fix: 'Make the first line exactly `path\\tbytes\\tsha256`; save the file without a byte-order mark.'
  },
  {
    code: 'AM003',
    severity: 'error',
    title: 'Duplicate or empty manifest path',
    description:
      'A row has an empty path, or a path already listed. The reference stops with "Duplicate or empty manifest path: \'<path>\'". Two spellings of the same file (`a.txt` and `./a.txt`) are reported as a warning.',
    fix: 'List every file once, with a non-empty path relative to the release root.'
  },
  {
    code: 'AM004',
    severity: 'error',
    title: 'Unsafe manifest path',
    description:
      'A path is absolute or contains a `..` segment. The reference stops with "Unsafe manifest path: <path>".',
    fix: 'Use paths relative to the release root, without `..`.'
  },
  {
    code: 'AM005',
    severity: 'error',
    title: 'Byte count is not an integer',
    description:
      'The `bytes` column cannot be read as an integer (the reference stops with Python\'s "invalid literal for int() with base 10: ..." message).',
    fix: 'Write the exact file size in bytes as a plain decimal integer.'
  },
  {
    code: 'AM006',
    severity: 'error',
    title: 'Listed file missing',
    description:
      'A listed path does not exist in the release directory or is not a regular file (a directory, for example).',
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
    description:
      "The byte count has spaces, a sign, underscores or leading zeros. Python's int() accepts it, so the reference passes it, but other readers may not.",
    fix: 'Write the byte count as plain decimal digits without spaces, signs, underscores or leading zeros.'
  },
  {
    code: 'AM010',
    severity: 'warning',
    title: 'Malformed SHA-256 value',
    description:
      'The `sha256` column is not 64 lowercase hexadecimal characters. Upper-case hex passes the reference (it lower-cases) and is a warning; anything else cannot match and is an error.',
    fix: 'Write the digest as 64 lowercase hexadecimal characters (the output of `sha256sum`).'
  },
  {
    code: 'AM011',
    severity: 'error',
    title: 'Listed file escapes the release',
    description:
      'A listed path is (or passes through) a symlink that resolves outside the release directory. The reference follows it; benchgate refuses it.',
    fix: 'Replace the symlink with the real file inside the release directory.'
  },
  {
    code: 'AM012',
    severity: 'warning',
    title: 'File not listed in the manifest',
    description:
      'A file in the release directory is not listed in ARTIFACT_MANIFEST.tsv (an error with the `strict` option). Folders with their own ARTIFACT_MANIFEST.tsv are separate releases and are not counted.',
    fix: 'Regenerate the manifest so it lists every released file, or remove the stray file.'
  },
  {
    code: 'AM013',
    severity: 'error',
    title: 'Manifest lists itself',
    description:
      'The data dictionary says the manifest does not include itself; a self-entry can never verify because writing the hash changes the file.',
    fix: 'Remove the ARTIFACT_MANIFEST.tsv row from the manifest.'
  },
  {
    code: 'AM014',
    severity: 'warning',
    title: 'Extra columns',
    description:
      'A row has more than three tab-separated fields. The reference ignores the extra fields; the data dictionary says exactly three columns.',
    fix: 'Remove the extra fields so each row is `path<TAB>bytes<TAB>sha256`.'
  },
  {
    code: 'AM015',
    severity: 'error',
    title: 'Short row',
    description:
      'A row has fewer than three fields, so its byte count or digest is missing (the reference stops with a TypeError).',
    fix: 'Give every row a path, a byte count and a SHA-256, separated by single tabs.'
  }
] as const);

export const AM = codeIndex(ARTIFACT_MANIFEST_CODES);
