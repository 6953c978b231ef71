import { HISTORY_DRAW } from './history-client.js';

/**
 * The HTML report's own script (inlined after Chart.js, allowed by its SHA-256 in the page's CSP). It reads the
 * chart data from the `<script type="application/json" id="bg-charts">` block (never from markup), draws every
 * chart with Chart.js (the History section's charts from `bg-history`, `history-client.ts`), and wires the findings
 * filters. No inline event handlers, no eval, no network.
 * Without JavaScript nothing here runs: the verdict, failures, findings and every chart's data table are plain HTML.
 */
export const CLIENT_SCRIPT = String.raw`(function () {
  'use strict';
  var doc = document;
  var root = doc.documentElement;
  root.classList.add('js');
  function css(name, fallback) {
    var v = getComputedStyle(root).getPropertyValue(name);
    return v && v.trim() ? v.trim() : fallback;
  }
  var PALETTE = ['--c1', '--c2', '--c3', '--c4', '--c5', '--c6'];
  function colour(i) { return css(PALETTE[i % PALETTE.length], '#4e79a7'); }
  function numeric(values) { return values.every(function (v) { return typeof v === 'number'; }); }

  function datasetsOf(chart) {
    var out = [];
    var xs = chart.x.values;
    var scatter = chart.type === 'scatter' && numeric(xs);
    chart.series.forEach(function (s, i) {
      var c = colour(i);
      var data = scatter ? s.values.map(function (v, j) { return { x: xs[j], y: v }; }) : s.values.slice();
      out.push({
        type: chart.type,
        label: s.name,
        data: data,
        backgroundColor: chart.type === 'bar' ? c + 'b3' : c,
        borderColor: c,
        borderWidth: chart.type === 'bar' ? 1 : 2,
        pointRadius: chart.type === 'line' || chart.type === 'scatter' ? 3 : 0,
        stack: 's' + i,
        order: 2
      });
      if (s.low && s.high && !scatter) {
        out.push({
          type: 'bar',
          label: s.name + ' interval',
          data: xs.map(function (_x, j) {
            var lo = s.low[j], hi = s.high[j];
            return lo === null || lo === undefined || hi === null || hi === undefined ? null : [lo, hi];
          }),
          stack: 's' + i,
          barPercentage: 0.15,
          backgroundColor: css('--fg', '#222'),
          borderColor: css('--fg', '#222'),
          order: 0
        });
      }
    });
    (chart.thresholds || []).forEach(function (t, k) {
      // A dashed line through every x (a single x: a wide dash marker, since a line needs two points).
      var data;
      if (scatter) {
        var lo = Math.min.apply(null, xs), hi = Math.max.apply(null, xs);
        data = [{ x: lo, y: t.value }, { x: hi, y: t.value }];
      } else {
        data = xs.map(function () { return t.value; });
      }
      out.push({
        type: 'line',
        label: t.label,
        data: data,
        pointStyle: 'line',
        pointRadius: !scatter && xs.length === 1 ? 80 : 0,
        pointBorderWidth: 2,
        borderColor: k % 2 ? css('--warn', '#b8860b') : css('--bad', '#c0392b'),
        backgroundColor: 'transparent',
        borderDash: [6, 4],
        borderWidth: 2,
        fill: false,
        showLine: true,
        order: 1
      });
    });
    return out;
  }

  function draw(spec) {
    var canvas = doc.getElementById(spec.id);
    if (!canvas || typeof Chart === 'undefined') return;
    var old = Chart.getChart(canvas);
    if (old) old.destroy();
    var chart = spec.chart;
    var fg = css('--fg', '#222');
    var grid = css('--grid', 'rgba(0,0,0,0.1)');
    var scatter = chart.type === 'scatter' && numeric(chart.x.values);
    var y = { stacked: false, title: { display: true, text: chart.y.label + (chart.y.unit ? ' (' + chart.y.unit + ')' : ''), color: fg }, ticks: { color: fg }, grid: { color: grid } };
    if (typeof chart.y.min === 'number') y.min = chart.y.min;
    if (typeof chart.y.max === 'number') y.max = chart.y.max;
    var x = { type: scatter ? 'linear' : 'category', offset: chart.type === 'bar', title: { display: true, text: chart.x.label, color: fg }, ticks: { color: fg }, grid: { color: grid, offset: chart.type === 'bar' } };
    new Chart(canvas, {
      type: chart.type === 'scatter' && !scatter ? 'line' : chart.type,
      data: scatter ? { datasets: datasetsOf(chart) } : { labels: chart.x.values.map(String), datasets: datasetsOf(chart) },
      options: {
        animation: false,
        // The single-x threshold dash must not shrink the plot.
        layout: { autoPadding: scatter || chart.x.values.length !== 1 },
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'nearest', intersect: false },
        scales: { x: x, y: y },
        plugins: { legend: { labels: { color: fg, filter: function (item) { return !/ interval$/.test(item.text); } } } }
      }
    });
  }

${HISTORY_DRAW}
  var data = doc.getElementById('bg-charts');
  var specs = data ? JSON.parse(data.textContent || '[]') : [];
  function drawAll() {
    specs.forEach(function (spec) {
      try { draw(spec); } catch (e) {
        var fig = doc.getElementById(spec.id);
        if (fig && fig.parentNode) fig.parentNode.setAttribute('data-chart-error', String(e && e.message || e));
      }
    });
    drawHistoryAll();
  }
  drawAll();
  // Light and dark schemes: redraw with the other palette when the reader's preference changes.
  if (window.matchMedia) {
    var mq = window.matchMedia('(prefers-color-scheme: dark)');
    if (mq.addEventListener) mq.addEventListener('change', drawAll);
  }

  // Findings filters: shown only with JavaScript (without it the full table shows).
  var filters = doc.getElementById('filters');
  var table = doc.getElementById('findings-table');
  if (filters && table) {
    filters.hidden = false;
    var rows = Array.prototype.slice.call(table.tBodies[0] ? table.tBodies[0].rows : []);
    var selects = Array.prototype.slice.call(filters.querySelectorAll('select'));
    var count = doc.getElementById('filter-count');
    var apply = function () {
      var shown = 0;
      rows.forEach(function (row) {
        var ok = selects.every(function (sel) { return !sel.value || row.getAttribute('data-' + sel.name) === sel.value; });
        row.hidden = !ok;
        if (ok) shown++;
      });
      if (count) count.textContent = shown + ' of ' + rows.length + ' shown';
    };
    selects.forEach(function (sel) { sel.addEventListener('change', apply); });
    var reset = doc.getElementById('filter-reset');
    if (reset) reset.addEventListener('click', function () { selects.forEach(function (sel) { sel.value = ''; }); apply(); });
    apply();
  }
})();
`;
