import { codeIndex, defineCodes } from './types.js';

/** Codes of the run itself: configuration, discovery, paths and internal errors. Prefix BG. */
export const GENERAL_CODES = defineCodes([
  { code: 'BG001', severity: 'warning', title: 'No artifacts found', description: 'No suite found any artifact under the checked path, so no gate ran.', fix: 'Check the `path` input and `.benchgate.yml` include/exclude patterns, or set `suites` to the families the repository holds.' },
  { code: 'BG002', severity: 'error', title: 'Invalid configuration', description: '`.benchgate.yml` (or an action input) could not be read or has a wrong key, type or value.', fix: 'Correct the key at the reported line; see docs/configuration.md for every key.' },
  { code: 'BG003', severity: 'error', title: 'Path escapes the repository', description: 'A path taken from an artifact or the configuration is absolute, contains `..`, or resolves (through a symlink) outside the repository root.', fix: 'Use a relative path inside the repository, and do not point symlinks outside it.' },
  { code: 'BG004', severity: 'error', title: 'Unknown suite', description: 'A suite named in `suites` or `.benchgate.yml` does not exist.', fix: 'Use one of the suite ids listed by `benchgate check --help`.' },
  { code: 'BG005', severity: 'error', title: 'Suite crashed', description: 'A suite raised an unexpected internal error on an artifact; its gates for that artifact are undecided.', fix: 'Report the message to the benchgate maintainers with the artifact; run with `--debug` for the stack trace.' },
  { code: 'BG006', severity: 'notice', title: 'Symlink skipped', description: 'Discovery found a symlink that resolves outside the repository root and did not follow it.', fix: 'Nothing, unless the artifact behind it should be checked: then place it inside the repository.' },
  { code: 'BG007', severity: 'notice', title: 'Findings not shown as annotations', description: 'GitHub shows at most 10 annotations per level per step; the rest are in the job summary and the JSON report.', fix: 'Read the full list in the job summary, the JSON report, SARIF or the check run.' },
  { code: 'BG008', severity: 'error', title: 'Cannot read file', description: 'A file could not be read (permissions, a directory where a file was expected, or an I/O error).', fix: 'Make the file readable, or exclude it in `.benchgate.yml`.' },
  { code: 'BG009', severity: 'warning', title: 'Report truncated', description: 'The job summary would exceed GitHub\'s 1 MiB limit, so its longest tables were cut; the JSON report keeps everything.', fix: 'Read the JSON report (`report-json`) for the full list.' }
] as const);

export const BG = codeIndex(GENERAL_CODES);
