/**
 * GitHub code scanning's documented SARIF ingestion rules, as a checker for tests. Source: docs.github.com,
 * "SARIF support for code scanning" (supported properties, required fields) and the REST "Upload an analysis as
 * SARIF data" / "SARIF results exceed one or more limits" pages (limits). Returns every violated rule; [] = accepted.
 *
 * Rejections (the upload fails):
 *  - `version` must be "2.1.0"; at most 20 runs per file; the gzip-compressed file at most 10 MB;
 *  - per run: at most 25,000 results and 25,000 rules; `tool.driver.name` required;
 *  - per result: `message.text` required, and at least one location ("expected at least one location");
 *  - per location: `physicalLocation.artifactLocation.uri` required;
 *  - per rule: `id` required, `shortDescription.text` and `fullDescription.text` at most 1024 characters.
 * Required for stable alerts (checked here because benchgate promises them):
 *  - `partialFingerprints` on every result; `region.startLine` (>= 1) on every physical location;
 *  - at most 10 locations per result ("up to a maximum of 10");
 *  - a uri that is an RFC 3986 reference (no raw space, '#', '?', '%' not followed by two hex digits, no
 *    non-ASCII or control characters) and relative (or file:) so it maps to a repository file;
 *  - a ruleId that names a rule of the run, `help.text` on each rule (required in the supported-properties table);
 *  - `automationDetails.id` unique per run within the file (one analysis per category per upload).
 */
import { gzipSync } from 'node:zlib';

export const LIMITS = {
  runsPerFile: 20,
  resultsPerRun: 25_000,
  rulesPerRun: 25_000,
  locationsPerResult: 10,
  gzipBytes: 10 * 1024 * 1024,
  descriptionChars: 1024
} as const;

const URI_REF = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

export function codeScanningViolations(sarif: unknown, text: string = JSON.stringify(sarif)): string[] {
  const v: string[] = [];
  const s = sarif as any;
  if (!s || typeof s !== 'object') return ['not an object'];
  if (s.version !== '2.1.0') v.push(`version is ${JSON.stringify(s.version)}, not "2.1.0"`);
  const gz = gzipSync(Buffer.from(text, 'utf8')).length;
  if (gz > LIMITS.gzipBytes) v.push(`gzip size ${gz} > ${LIMITS.gzipBytes}`);
  if (!Array.isArray(s.runs) || s.runs.length === 0) return [...v, 'no runs'];
  if (s.runs.length > LIMITS.runsPerFile) v.push(`${s.runs.length} runs > ${LIMITS.runsPerFile}`);
  const ids = new Set<string>();
  s.runs.forEach((run: any, ri: number) => {
    const at = `runs[${ri}]`;
    if (typeof run?.tool?.driver?.name !== 'string' || !run.tool.driver.name) v.push(`${at}.tool.driver.name missing`);
    const rules: any[] = run?.tool?.driver?.rules ?? [];
    if (rules.length > LIMITS.rulesPerRun) v.push(`${at}: ${rules.length} rules > ${LIMITS.rulesPerRun}`);
    const ruleIds = new Set<string>();
    rules.forEach((r, i) => {
      if (typeof r?.id !== 'string' || !r.id) v.push(`${at}.rules[${i}].id missing`);
      else ruleIds.add(r.id);
      for (const k of ['shortDescription', 'fullDescription'])
        if (typeof r?.[k]?.text === 'string' && r[k].text.length > LIMITS.descriptionChars)
          v.push(`${at}.rules[${i}].${k}.text longer than ${LIMITS.descriptionChars}`);
      if (typeof r?.help?.text !== 'string' || !r.help.text) v.push(`${at}.rules[${i}].help.text missing`);
    });
    const id = run?.automationDetails?.id;
    if (typeof id === 'string') {
      if (ids.has(id)) v.push(`${at}.automationDetails.id ${id} repeated`);
      ids.add(id);
    }
    const results: any[] = run?.results ?? [];
    if (results.length > LIMITS.resultsPerRun) v.push(`${at}: ${results.length} results > ${LIMITS.resultsPerRun}`);
    results.forEach((r, i) => {
      const rat = `${at}.results[${i}]`;
      if (typeof r?.message?.text !== 'string' || !r.message.text) v.push(`${rat}.message.text missing`);
      if (typeof r?.ruleId === 'string' && rules.length && !ruleIds.has(r.ruleId))
        v.push(`${rat}.ruleId ${r.ruleId} names no rule`);
      if (!r?.partialFingerprints || Object.keys(r.partialFingerprints).length === 0)
        v.push(`${rat} has no partialFingerprints`);
      const locs: any[] = r?.locations ?? [];
      if (locs.length === 0) v.push(`${rat}: expected at least one location`);
      if (locs.length > LIMITS.locationsPerResult)
        v.push(`${rat}: ${locs.length} locations > ${LIMITS.locationsPerResult}`);
      locs.forEach((l, li) => {
        const pl = l?.physicalLocation;
        const uri = pl?.artifactLocation?.uri;
        if (typeof uri !== 'string' || !uri) v.push(`${rat}.locations[${li}] has no artifactLocation.uri`);
        else {
          if (!URI_REF.test(uri))
            v.push(`${rat}.locations[${li}] uri ${JSON.stringify(uri)} is not an RFC 3986 reference`);
          if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri) && !uri.startsWith('file:'))
            v.push(`${rat}.locations[${li}] uri ${uri} is not a repository file`);
        }
        const line = pl?.region?.startLine;
        if (!Number.isInteger(line) || line < 1) v.push(`${rat}.locations[${li}] has no region.startLine`);
      });
    });
  });
  return v;
}
