import { createHash } from 'node:crypto';
import type { CodeDef } from '../codes/types.js';
import type { Finding, Report } from '../core/model.js';
import { escapeControls } from './escape/text.js';
import { prioritize } from './prioritize.js';

const LEVEL = { error: 'error', warning: 'warning', notice: 'note' } as const;

/** Where the generated docs of every finding code live (the rule's `helpUri` is this plus `#<code>`). */
export const CODES_DOC_URL = 'https://github.com/benchgate/benchgate/blob/main/docs/codes.md';

/** The key of benchgate's own entry in `partialFingerprints` (versioned: a change of the key's recipe bumps it). */
export const FINGERPRINT_KEY = 'benchgateFinding/v1';

/** GitHub code scanning keeps at most this many results of one SARIF run. */
export const SARIF_MAX_RESULTS = 5000;

/** Where a finding with no file of its own (and no artifact) is placed: the checked folder's configuration file. */
const FALLBACK_FILE = '.benchgate.yml';

export interface SarifOptions {
  /** Repository-relative folder that was checked ('.' or empty for the root): prefixed to every path. */
  prefix?: string;
  /** Link to the codes documentation; defaults to {@link CODES_DOC_URL}. */
  informationUri?: string;
  /** The job id (GITHUB_JOB), for `automationDetails.id`; 'local' when absent. */
  job?: string;
  /** The workflow run id, appended to `automationDetails.id` so each upload is one run of its category. */
  runId?: string;
  /**
   * The code-scanning category (action input `sarif-category`, CLI `--sarif-category`): `automationDetails.id`
   * becomes `<category>/<run id>` (`<category>/shard-I-of-N/<run id>` for a shard), replacing the default
   * `benchgate/<job>/<shard>/`. upload-sarif's own `category` does not replace an id that is already set, so matrix
   * legs of one job set this to keep their alerts apart.
   */
  category?: string;
  /** Most results written (default {@link SARIF_MAX_RESULTS}); the rest are counted in one BG026 note. */
  maxResults?: number;
}

/**
 * RFC 3986 encoding of a repository-relative POSIX path as a relative reference: every byte outside the
 * unreserved set (ALPHA / DIGIT / "-" / "." / "_" / "~") is percent-encoded as UTF-8, '/' separates segments.
 * So '#', '?', '%', spaces, controls and non-ASCII are always encoded, and a lone surrogate (which
 * `encodeURIComponent` throws on) becomes U+FFFD. A ':' in a first segment is encoded too, so the reference
 * can never be read as a scheme.
 */
export function encodeUriPath(path: string): string {
  let out = '';
  for (const ch of path) {
    const cp = ch.codePointAt(0)!;
    if (/^[A-Za-z0-9\-._~/]$/.test(ch)) out += ch;
    else {
      const bytes = Buffer.from(cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch, 'utf8');
      for (const b of bytes) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
    }
  }
  return out;
}

/** Turns a shard into the `automationDetails.id` part: `shard-2-of-4`, or `all` for a whole or merged run. */
function shardPart(report: Report): string {
  const s = report.config.shard;
  return s ? `shard-${s.index}-of-${s.count}` : 'all';
}

/** A category component: only characters that need no escaping and cannot form `/` boundaries. */
function idPart(s: string): string {
  const clean = s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return clean.slice(0, 100) || 'x';
}

/**
 * A user's category as the leading part of `automationDetails.id`: its `/`-separated segments kept (a category such as
 * `benchgate/linux` stays readable), each cleaned like {@link idPart}; empty segments dropped.
 */
function categoryPart(category: string): string {
  const parts = category
    .split('/')
    .map((p) => p.replace(/[^A-Za-z0-9._:=-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  return parts.join('/').slice(0, 200) || 'benchgate';
}

interface Located {
  f: Finding;
  /** The artifact the finding belongs to ('' for run and suite findings), for the balanced cap. */
  artifact: string;
  /** Repository-relative path the result is placed on (before URI encoding). */
  path: string;
  /** True when the path is the finding's own file, false when it is a fallback. */
  own: boolean;
}

function locate(report: Report, prefix: string): Located[] {
  const join = (p: string): string => (p === '.' || p === '' ? '' : p.replace(/^\.\/+/, '').replace(/\/+$/, ''));
  const at = (p: string): string => {
    const rel = join(p);
    return prefix + (rel || FALLBACK_FILE);
  };
  const out: Located[] = [];
  const push = (f: Finding, fallback: string, artifact: string): void => {
    out.push(f.file ? { f, artifact, path: at(f.file), own: true } : { f, artifact, path: at(fallback), own: false });
  };
  for (const f of report.findings) push(f, FALLBACK_FILE, '');
  for (const s of report.suites) {
    for (const f of s.findings) push(f, FALLBACK_FILE, '');
    for (const a of s.artifacts) for (const f of a.findings) push(f, a.artifact.path, `${s.suite}:${a.artifact.path}`);
  }
  return out;
}

/**
 * SARIF 2.1.0 that GitHub code scanning accepts (docs: "SARIF support for code scanning"):
 *
 * - one rule per code that occurs, with `help` (text and Markdown, the fix and a link to docs/codes.md) and
 *   `helpUri`, taken from the code registry passed in (this layer knows no suites);
 * - every result has exactly one location with `region.startLine`: the finding's own file and line (line 1 when
 *   it has none); a finding without a file is placed on its artifact's path, and a run- or suite-level finding on
 *   the checked folder's `.benchgate.yml` (whether or not it exists: code scanning then shows the alert without a
 *   code snippet). `properties.benchgateLocation` says `fallback` when the location is not the finding's own;
 * - `partialFingerprints[benchgateFinding/v1]`: SHA-256 of code, path and key (the finding's `subject` when it has
 *   one, else its message), plus an occurrence counter for identical keys, so an alert stays one alert when lines
 *   move and two equal findings stay two alerts; line numbers are deliberately not part of it;
 * - URIs are RFC 3986 relative references from the repository root ({@link encodeUriPath}), base `%SRCROOT%`;
 * - `automationDetails.id` = `benchgate/<job>/<shard-I-of-N | all>/<run id>`: code scanning's category is the part
 *   before the last '/', so each job and shard keeps its own alerts without a manual `category`; `category` (the
 *   `sarif-category` input) replaces the `benchgate/<job>/<shard>` part;
 * - findings about the environment (codes with `scope: 'environment'`: the runner, the GitHub channels, the cache)
 *   are left out: they are not about the repository's files;
 * - at most 5,000 results (code scanning's limit per run): errors first, the artifacts in turn
 *   ({@link prioritize}), and one BG026 note saying how many were left out.
 */
export function renderSarif(
  report: Report,
  lookup: (code: string) => CodeDef | undefined,
  opts: SarifOptions = {}
): object {
  const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/^\.\/+/, '').replace(/\/+$/, '') + '/' : '';
  const about = locate(report, prefix).filter((l) => lookup(l.f.code)?.scope !== 'environment');
  const max = Math.max(1, opts.maxResults ?? SARIF_MAX_RESULTS);
  const { kept, left } = prioritize(
    about,
    about.length > max ? max - 1 : max,
    (l) => l.f.severity,
    (l) => l.artifact
  );
  const located: Located[] = left
    ? [
        ...kept,
        {
          f: {
            code: 'BG026',
            severity: 'notice',
            message: `${left} of ${about.length} results are not in this SARIF file (code scanning keeps ${max} per run): every error comes before any warning, and the artifacts take turns. The JSON report lists every finding.`
          },
          artifact: '',
          path: prefix + FALLBACK_FILE,
          own: false
        }
      ]
    : kept;
  const codes = [...new Set(located.map((l) => l.f.code))].sort();
  const ruleIndex = new Map(codes.map((c, i) => [c, i]));
  const docs = opts.informationUri ?? CODES_DOC_URL;
  const rules = codes.map((code) => {
    const def = lookup(code);
    const title = def?.title ?? code;
    const link = `${docs}#${code.toLowerCase()}`;
    const description = def?.description ?? `Finding code ${code} (not in this version's code registry).`;
    const fix = def?.fix ?? 'See the finding message.';
    return {
      id: code,
      name:
        title
          .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))
          .replace(/^./, (c) => c.toUpperCase()) || code,
      shortDescription: { text: title.slice(0, 1024) },
      fullDescription: { text: description.slice(0, 1024) },
      help: {
        text: `${description}\n\nFix: ${fix}\n\nDocs: ${link}`,
        markdown: `**${code}: ${title}**\n\n${description}\n\n**Fix:** ${fix}\n\n[${code} in docs/codes.md](${link})`
      },
      helpUri: link,
      defaultConfiguration: { level: LEVEL[def?.severity ?? 'warning'] }
    };
  });
  const seen = new Map<string, number>();
  const results = located.map(({ f, path, own }) => {
    const uri = encodeUriPath(path);
    const key = `${f.code}\u0000${path}\u0000${f.subject ?? f.message}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const fingerprint = createHash('sha256').update(`${key}\u0000${n}`).digest('hex');
    const line = own && f.line && f.line > 0 ? f.line : 1;
    const region: Record<string, number> = { startLine: line };
    if (own && f.line) {
      if (f.column && f.column > 0) region['startColumn'] = f.column;
      if (f.endLine && f.endLine >= line) region['endLine'] = f.endLine;
      const endLine = region['endLine'] ?? line;
      if (f.endColumn && f.endColumn > 0 && (endLine > line || f.endColumn > (region['startColumn'] ?? 1)))
        region['endColumn'] = f.endColumn;
    }
    return {
      ruleId: f.code,
      ruleIndex: ruleIndex.get(f.code)!,
      level: LEVEL[f.severity],
      message: {
        text: escapeControls(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }) || f.code
      },
      locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region } }],
      partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
      ...(own ? {} : { properties: { benchgateLocation: 'fallback' } })
    };
  });
  const run = opts.runId ? idPart(opts.runId) : '';
  const id = opts.category
    ? `${categoryPart(opts.category)}/${report.config.shard ? `${shardPart(report)}/` : ''}${run}`
    : `benchgate/${idPart(opts.job ?? 'local')}/${shardPart(report)}/${run}`;
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'benchgate',
            version: report.tool.version,
            semanticVersion: report.tool.version,
            informationUri: docs,
            rules
          }
        },
        automationDetails: { id },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
        results
      }
    ]
  };
}
