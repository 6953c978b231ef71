/**
 * A baseline made with another configuration (another configHash: `.benchgate.yml`, suites, options or fail-on
 * differ) is compared where it is comparable: only the artifacts, gates, metrics and findings present on both sides
 * (`diffReports` with `differs`), with one BG019 notice naming what differs. Pure. See docs/baseline.md.
 */
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import type { Finding, Report } from '../core/model.js';

const MAX_LINE = 1000;
const MAX_NAMES = 10;

const clip = (s: string) => (s.length > MAX_LINE ? s.slice(0, MAX_LINE - 1) + '…' : s);
const names = (xs: string[]) =>
  xs.length > MAX_NAMES ? `${xs.slice(0, MAX_NAMES).join(', ')} and ${xs.length - MAX_NAMES} more` : xs.join(', ');

/** What differs between the baseline's configuration and this run's, one line each; empty when the configHash is the same. */
export function configDifferences(base: Report, head: Report): string[] {
  if (base.config.configHash === head.config.configHash) return [];
  const out: string[] = [];
  if (base.config.failOn !== head.config.failOn)
    out.push(`fail-on: ${base.config.failOn} in the baseline, ${head.config.failOn} now`);
  const bs = new Set(base.config.suites);
  const hs = new Set(head.config.suites);
  const onlyHead = [...hs].filter((s) => !bs.has(s)).sort();
  const onlyBase = [...bs].filter((s) => !hs.has(s)).sort();
  if (onlyHead.length) out.push(`suites only in this run: ${names(onlyHead)}`);
  if (onlyBase.length) out.push(`suites only in the baseline: ${names(onlyBase)}`);
  if (base.tool.version !== head.tool.version)
    out.push(`benchgate version: ${base.tool.version} in the baseline, ${head.tool.version} now`);
  out.push(
    `configHash: ${base.config.configHash.slice(0, 12)}… in the baseline, ${head.config.configHash.slice(0, 12)}… now${
      out.length ? '' : ' (.benchgate.yml or suite options differ)'
    }`
  );
  return out.map(clip);
}

const keysOf = (r: Report) =>
  new Set(r.suites.flatMap((s) => s.artifacts.map((a) => `${s.suite}\0${a.artifact.path}`)));

/** The BG019 notice: the baseline is of another configuration and what was (not) compared. */
export function otherConfigurationNotice(
  ref: string | undefined,
  base: Report,
  head: Report,
  differs: string[]
): Finding {
  const b = keysOf(base);
  const h = keysOf(head);
  const common = [...h].filter((k) => b.has(k)).length;
  const headOnly = h.size - common;
  const baseOnly = b.size - common;
  const left =
    headOnly || baseOnly
      ? ` (left out: ${headOnly} artifact(s) of this run and ${baseOnly} of the baseline that the other side does not have)`
      : '';
  return finding(
    BG.BG019,
    `the baseline${ref ? ` ${JSON.stringify(ref.slice(0, 200))}` : ''} was made with another configuration (${differs.join('; ')}): compared only where comparable, ${common} artifact(s) on both sides${left}, and only the gates, metrics and findings both sides have; a no-regression allowance on a metric without a comparable baseline value is undecided`,
    {},
    'notice'
  );
}
