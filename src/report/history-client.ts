/**
 * The browser side of the history charts, shared by the HTML report (`html-client.ts`) and the `history render`
 * dashboard (`history-site.ts`): a script fragment placed inside their own function scope, which must define
 * `doc` (the document) and `css(name, fallback)` (a CSS custom property of the root). It reads the charts from the
 * `<script type="application/json" id="bg-history">` block (never from markup) and draws each with Chart.js:
 * - the comparable runs as one line (a gap — a run without a comparable value — is bridged by a dashed segment);
 * - runs of another configuration or benchgate version as separate crossed points, never joined to the line;
 * - the current run as a large diamond (in the alert colour when it raised an alert);
 * - each threshold's worst allowed value as a dashed horizontal line.
 * No eval, no inline handlers, no network.
 */
export const HISTORY_DRAW = String.raw`
  function historyDatasets(h) {
    var n = h.values.length;
    var line = css('--c1', '#4e79a7');
    var muted = css('--muted', '#59636e');
    var hi = h.alert ? css('--bad', '#cf222e') : css('--c2', '#f28e2b');
    var pick = function (keep) { return h.values.map(function (v, i) { return keep(i) ? v : null; }); };
    var out = [{
      type: 'line',
      label: h.label,
      data: pick(function (i) { return !h.apart[i]; }),
      borderColor: line,
      backgroundColor: line,
      borderWidth: 2,
      pointRadius: 3,
      spanGaps: true,
      segment: { borderDash: function (c) { return c.p0.skip || c.p1.skip ? [3, 3] : undefined; } },
      order: 2
    }];
    if (h.apart.some(function (a, i) { return a && h.values[i] !== null; }))
      out.push({
        type: 'line',
        label: 'other configuration or version (not judged)',
        data: pick(function (i) { return h.apart[i]; }),
        showLine: false,
        pointStyle: 'crossRot',
        pointRadius: 6,
        pointBorderWidth: 2,
        borderColor: muted,
        backgroundColor: muted,
        order: 3
      });
    if (h.current >= 0 && h.values[h.current] !== null)
      out.push({
        type: 'line',
        label: h.currentLabel,
        data: pick(function (i) { return i === h.current; }),
        showLine: false,
        pointStyle: 'rectRot',
        pointRadius: 8,
        pointBorderWidth: 2,
        borderColor: hi,
        backgroundColor: hi,
        order: 0
      });
    h.limits.forEach(function (t, k) {
      out.push({
        type: 'line',
        label: t.label,
        data: h.values.map(function () { return t.value; }),
        pointStyle: 'line',
        pointRadius: n === 1 ? 80 : 0,
        pointBorderWidth: 2,
        borderColor: k % 2 ? css('--warn', '#9a6700') : css('--bad', '#cf222e'),
        backgroundColor: 'transparent',
        borderDash: [6, 4],
        borderWidth: 2,
        fill: false,
        order: 1
      });
    });
    return out;
  }

  function drawHistory(spec) {
    var canvas = doc.getElementById(spec.id);
    if (!canvas || typeof Chart === 'undefined') return;
    var old = Chart.getChart(canvas);
    if (old) old.destroy();
    var h = spec.history;
    var fg = css('--fg', '#222');
    var grid = css('--grid', 'rgba(0,0,0,0.1)');
    new Chart(canvas, {
      type: 'line',
      data: { labels: h.labels.slice(), datasets: historyDatasets(h) },
      options: {
        animation: false,
        layout: { autoPadding: h.values.length !== 1 },
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'nearest', intersect: false },
        scales: {
          x: { type: 'category', title: { display: true, text: 'commit', color: fg }, ticks: { color: fg }, grid: { color: grid } },
          y: { title: { display: true, text: h.y, color: fg }, ticks: { color: fg }, grid: { color: grid } }
        },
        plugins: {
          legend: { labels: { color: fg } },
          tooltip: { callbacks: { title: function (items) { var i = items.length ? items[0].dataIndex : 0; return h.labels[i] + (h.times[i] ? ' · ' + h.times[i] : ''); } } }
        }
      }
    });
  }

  function drawHistoryAll() {
    var block = doc.getElementById('bg-history');
    var specs = block ? JSON.parse(block.textContent || '[]') : [];
    specs.forEach(function (spec) {
      try { drawHistory(spec); } catch (e) {
        var canvas = doc.getElementById(spec.id);
        if (canvas && canvas.parentNode) canvas.parentNode.setAttribute('data-chart-error', String(e && e.message || e));
      }
    });
  }
`;
