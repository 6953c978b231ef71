import type { CodeDef } from '../codes/types.js';
import type { Report } from '../core/model.js';
import { reportFindings } from './annotations.js';
import { escapeControls } from './escape/text.js';

const LEVEL = { error: 'error', warning: 'warning', notice: 'note' } as const;

/**
 * SARIF 2.1.0 for `github/codeql-action/upload-sarif`: one rule per code that occurs (help text from the code
 * registry, passed in so this layer needs no knowledge of suites), one result per finding. Findings without a
 * file carry no location. `prefix` makes paths relative to the repository root when a sub-folder was checked.
 */
export function renderSarif(report: Report, lookup: (code: string) => CodeDef | undefined, opts: { prefix?: string; informationUri?: string } = {}): object {
  const findings = reportFindings(report);
  const codes = [...new Set(findings.map((f) => f.code))].sort();
  const ruleIndex = new Map(codes.map((c, i) => [c, i]));
  const prefix = opts.prefix && opts.prefix !== '.' ? opts.prefix.replace(/\/+$/, '') + '/' : '';
  const rules = codes.map((code) => {
    const def = lookup(code);
    const title = def?.title ?? code;
    return {
      id: code,
      name: title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toUpperCase()),
      shortDescription: { text: title },
      fullDescription: { text: def?.description ?? title },
      help: { text: `${def?.description ?? ''}\n\nFix: ${def?.fix ?? ''}`.trim(), markdown: `**${code}: ${title}**\n\n${def?.description ?? ''}\n\n**Fix:** ${def?.fix ?? ''}` },
      defaultConfiguration: { level: LEVEL[def?.severity ?? 'warning'] },
      ...(opts.informationUri ? { helpUri: `${opts.informationUri}#${code.toLowerCase()}` } : {})
    };
  });
  const results = findings.map((f) => ({
    ruleId: f.code,
    ruleIndex: ruleIndex.get(f.code)!,
    level: LEVEL[f.severity],
    message: { text: escapeControls(f.message + (f.subject ? ` [${f.subject}]` : ''), { newline: true, tab: true }) },
    ...(f.file
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodeURI(escapeControls(prefix + f.file)), uriBaseId: '%SRCROOT%' },
                ...(f.line ? { region: { startLine: f.line, ...(f.column ? { startColumn: f.column } : {}), ...(f.endLine ? { endLine: f.endLine } : {}), ...(f.endColumn ? { endColumn: f.endColumn } : {}) } } : {})
              }
            }
          ]
        }
      : {})
  }));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'benchgate', version: report.tool.version, semanticVersion: report.tool.version, ...(opts.informationUri ? { informationUri: opts.informationUri } : {}), rules } },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root' } } },
        results
      }
    ]
  };
}
