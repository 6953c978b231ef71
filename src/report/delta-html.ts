import type { Delta, GateChange } from '../core/delta-model.js';
import { deltaHeadline, fmtDelta, fmtMetric } from './delta-render.js';
import { htmlText } from './escape/html.js';

const MAX_ROWS = 200;

function gateList(title: string, xs: GateChange[], cls: string): string {
  if (!xs.length) return '';
  const items = xs
    .slice(0, MAX_ROWS)
    .map(
      (c) =>
        `<li><code>${htmlText(c.path || c.suite)}</code> · ${htmlText(c.title || c.gate)}: ${htmlText(c.from ?? 'absent')} → <strong>${htmlText(c.to ?? 'absent')}</strong>${c.detail ? ` <span class="muted">(${htmlText(c.detail)})</span>` : ''}</li>`
    )
    .join('');
  return `<h3 class="${cls}">${htmlText(title)} (${xs.length})</h3><ul>${items}</ul>${xs.length > MAX_ROWS ? `<p class="muted">… and ${xs.length - MAX_ROWS} more in the JSON report.</p>` : ''}`;
}

/**
 * The "What changed" block of the HTML report, from `Report.delta` (set when a baseline was compared): new failures,
 * fixed gates, newly undecided or skipped gates, metric changes with their direction, unchanged items collapsed.
 * Everything from the reports is escaped; the markup is the report's own.
 */
export function renderDeltaHtml(d: Delta): string {
  const b = d.baseline;
  const parts = [
    `<h2>What changed</h2><p>Against the baseline from ${htmlText(b.source)}${b.ref ? ` <code>${htmlText(b.ref)}</code>` : ''} (benchgate ${htmlText(b.version)}${b.startedAt ? `, ${htmlText(b.startedAt)}` : ''}): verdict ${htmlText(d.verdict.base)} → <strong>${htmlText(d.verdict.head)}</strong>. ${htmlText(deltaHeadline(d))}.</p>`,
    gateList('New failures', d.newFailures, 'fail'),
    gateList('Fixed', d.fixed, 'pass'),
    gateList('Newly undecided', d.newlyUndecided, 'undecided'),
    gateList('Newly skipped', d.newlySkipped, 'skipped')
  ];
  const changed = d.metrics.filter((m) => m.direction !== 'unchanged');
  const metricRow = (m: (typeof changed)[number]) =>
    `<tr class="${htmlText(m.direction)}"><td><code>${htmlText(m.path || m.suite)}</code></td><td>${htmlText(m.label)}</td><td>${htmlText(fmtMetric(m.base, m.unit))}</td><td>${htmlText(fmtMetric(m.head, m.unit))}</td><td>${htmlText(fmtDelta(m))}</td><td>${htmlText(m.direction)}</td></tr>`;
  const head =
    '<thead><tr><th scope="col">Artifact</th><th scope="col">Metric</th><th scope="col">Base</th><th scope="col">Head</th><th scope="col">Δ</th><th scope="col">Direction</th></tr></thead>';
  if (changed.length)
    parts.push(
      `<h3>Metric changes (${changed.length})</h3><table>${head}<tbody>${changed.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table>`
    );
  if (d.artifacts.added.length || d.artifacts.removed.length) {
    const li = [
      ...d.artifacts.added.map((a) => `<li>new: <code>${htmlText(a.path)}</code> (${htmlText(a.suite)})</li>`),
      ...d.artifacts.removed.map((a) => `<li>removed: <code>${htmlText(a.path)}</code> (${htmlText(a.suite)})</li>`)
    ];
    parts.push(`<h3>Artifacts</h3><ul>${li.slice(0, MAX_ROWS).join('')}</ul>`);
  }
  if (d.newFindings.length) {
    const li = d.newFindings
      .slice(0, MAX_ROWS)
      .map(
        (f) =>
          `<li><strong>${htmlText(f.severity)}</strong> <code>${htmlText(f.code)}</code> ${f.file ? `<code>${htmlText(f.file)}${f.line ? `:${f.line}` : ''}</code> ` : ''}${htmlText(f.message)}</li>`
      );
    parts.push(`<h3>New errors and warnings (${d.newFindings.length})</h3><ul>${li.join('')}</ul>`);
  }
  const unchanged = d.metrics.filter((m) => m.direction === 'unchanged');
  const c = d.counts;
  const summary = `Unchanged: ${c.gatesUnchanged} gate(s), ${c.metricsUnchanged} metric(s), ${c.artifactsUnchanged} artifact(s), ${c.findingsUnchanged} finding(s)`;
  parts.push(
    unchanged.length
      ? `<details><summary>${htmlText(summary)}</summary><table>${head}<tbody>${unchanged.slice(0, MAX_ROWS).map(metricRow).join('')}</tbody></table></details>`
      : `<p class="muted">${htmlText(summary)}.</p>`
  );
  return parts.filter(Boolean).join('');
}
