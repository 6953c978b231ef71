import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { htmlAttr, htmlText, jsonForScript, safeHref } from '../../src/report/escape/html.js';
import { contentSecurityPolicy, cspHash, renderHtml, STYLE } from '../../src/report/html.js';
import { CLIENT_SCRIPT } from '../../src/report/html-client.js';
import { loadChartJs } from '../../src/report/html-vendor.js';
import { diffReports } from '../../src/report/delta.js';
import { ATTACK, examplesReport, hostileReport, html } from './html-reports.js';

/** Every inline <script> (without a type, i.e. executable) and <style> element's exact text. */
function inline(doc: string, tag: 'script' | 'style'): { attrs: string; text: string }[] {
  const re = new RegExp(`<${tag}([^>]*)>([\\s\\S]*?)</${tag}>`, 'g');
  return [...doc.matchAll(re)].map((m) => ({ attrs: m[1], text: m[2] }));
}

function cspOf(doc: string): string {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(doc);
  if (!m) throw new Error('no CSP meta tag');
  return m[1].replace(/&#39;/g, "'");
}

describe('HTML escaping', () => {
  test('text and attributes: markup characters become entities; controls are shown, never raw', () => {
    expect(htmlText(ATTACK)).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(htmlText('a & b "c" \'d\'')).toBe('a &amp; b &quot;c&quot; &#39;d&#39;');
    expect(htmlAttr('x" onclick="y\nz')).toBe('x&quot; onclick=&quot;y&#10;z');
    expect(htmlText('\u202e\x1b[31m')).toBe('\\u202e\\x1b[31m');
  });
  test('JSON for a script block: no < > & and no U+2028/9 survive, and it parses back to the same value', () => {
    const v = { m: `${ATTACK}<!-- & \u2028 \u2029`, n: [1, null] };
    const s = jsonForScript(v);
    expect(s).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(s)).toEqual(v);
  });
  test('links: only https URLs', () => {
    expect(safeHref('https://github.com/x#y')).toBe('https://github.com/x#y');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('https://x" onclick="y')).toBeUndefined();
  });
});

describe('HTML report', () => {
  const hostile = html(hostileReport());
  const examples = html(examplesReport());

  test('the attack in a finding message, gate detail, path, chart title, label and series name stays text: no second script element', () => {
    // Exactly the inline scripts benchgate writes: the JSON data block, Chart.js and the client script.
    const scripts = inline(hostile, 'script');
    expect(scripts.map((s) => s.attrs)).toEqual([' type="application/json" id="bg-charts"', '', '']);
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).not.toContain('<img src=x');
    expect(hostile).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The chart data block parses back to the hostile strings (the browser test draws them).
    const data = JSON.parse(scripts[0].text) as { chart: { x: { values: string[] } } }[];
    expect(data[0].chart.x.values[0]).toBe(ATTACK);
    expect(scripts[0].text).not.toMatch(/<\/?script|<!--/i);
  });

  test('the CSP allows exactly the inline scripts and the style by their SHA-256, and nothing from the network', () => {
    for (const doc of [hostile, examples]) {
      const csp = cspOf(doc);
      const exec = inline(doc, 'script').filter((s) => !/type="application\/json"/.test(s.attrs));
      expect(exec.length).toBe(2);
      const want = exec.map((s) => `'sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}'`);
      expect(csp).toContain(`script-src ${want.join(' ')};`);
      const styles = inline(doc, 'style');
      expect(styles.length).toBe(1);
      expect(csp).toContain(`style-src ${cspHash(styles[0].text)};`);
      expect(csp).toMatch(/^default-src 'none'; /);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    }
    expect(contentSecurityPolicy([CLIENT_SCRIPT], [STYLE])).toBe(
      `default-src 'none'; script-src ${cspHash(CLIENT_SCRIPT)}; style-src ${cspHash(STYLE)}; img-src data:; base-uri 'none'; form-action 'none'`
    );
  });

  test('no inline event handlers, no javascript: URLs, no external resources', () => {
    for (const doc of [hostile, examples]) {
      const markup = doc.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style>[\s\S]*?<\/style>/g, '');
      expect(markup).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(markup).not.toMatch(/javascript:/i);
      expect(markup).not.toMatch(/<(link|iframe|img|object|embed)\b/i);
      expect(markup).not.toMatch(/<[^>]*\ssrc=/i);
      expect(STYLE).not.toMatch(/url\(|@import/);
      // The only URLs are the docs links (hrefs a reader follows; nothing loads by itself).
      for (const m of markup.matchAll(/href="([^"]*)"/g))
        expect(m[1]).toMatch(/^(#|https:\/\/github\.com\/benchgate\/benchgate\/blob\/main\/docs\/codes\.md#)/);
    }
  });

  test('the verdict, the failures and every finding are server-rendered; filters start hidden', () => {
    expect(hostile).toContain('<p class="verdict fail" id="verdict">Verdict: FAIL</p>');
    expect(hostile).toMatch(
      /<section id="failures"[\s\S]*Records valid \(records-valid\)[\s\S]*FAIL[\s\S]*Invariants \(invariants\)[\s\S]*UNDECIDED/
    );
    const rows = [...hostile.matchAll(/<tr data-suite="([^"]*)" data-severity="([^"]*)" data-code="([^"]*)"/g)].map(
      (m) => `${m[1]}/${m[2]}/${m[3]}`
    );
    expect(rows.sort()).toEqual(
      [
        'fightbench/error/FB002',
        'fightbench/notice/FB040',
        'fightbench/warning/FB051',
        'pqid/error/PQ012',
        'pqid/notice/PQ045',
        'pqid/warning/PQ014',
        'run/warning/BG001'
      ].sort()
    );
    expect(hostile).toContain('<div class="filters" id="filters" hidden');
    expect(hostile).toContain('r/data.jsonl:4:3');
    expect(hostile).toContain('href="https://github.com/benchgate/benchgate/blob/main/docs/codes.md#pq012"');
    // Every chart's data is in a table too.
    expect((hostile.match(/<summary>Data table<\/summary>/g) ?? []).length).toBe(3);
  });

  test('the examples report: every suite draws its charts, under 1 MB, deterministic', () => {
    const ids = [...examples.matchAll(/<figure class="chart" data-chart="([^"]*)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    for (const t of [
      'Accuracy per case',
      'Fidelity per noise-model case',
      'Two-qubit gates per case',
      'Measured counts',
      'Per-model endpoint rates with 95 % Wilson intervals',
      'Tier ladder',
      'Rows per pool',
      'Manifest files'
    ])
      expect(examples).toContain(t);
    expect(Buffer.byteLength(examples)).toBeLessThan(1024 * 1024);
    expect(html(examplesReport())).toBe(examples);
  });

  test('without Chart.js (no chart sections) the library is not inlined; Report.delta renders right after the verdict', () => {
    const r = hostileReport();
    for (const s of r.suites) for (const a of s.artifacts) a.sections = [];
    // A real delta: the baseline passed the gate this report fails.
    const base = structuredClone(r);
    base.suites[0]!.artifacts[0]!.gates[0]!.status = 'pass';
    r.delta = diffReports(base, r, { source: 'file', ref: ATTACK });
    expect(r.delta.newFailures.map((g) => g.gate)).toEqual(['records-valid']);
    const doc = renderHtml(r, { chartJs: loadChartJs() });
    expect(doc).not.toContain('Chart.js v4');
    expect(doc).toContain('<section id="delta" aria-label="What changed"><h2>What changed</h2>');
    expect(doc).toMatch(
      /<h3 class="fail">New failures \(1\)<\/h3><ul><li><code>r\/[^<]*<\/code> · Records valid: pass → <strong>fail<\/strong>/
    );
    expect(doc.indexOf('id="delta"')).toBeGreaterThan(doc.indexOf('id="verdict"'));
    expect(doc).not.toContain(ATTACK); // the baseline's ref and the gate detail are escaped in the block too
    expect(inline(doc, 'script').length).toBe(2);
    delete r.delta;
    expect(renderHtml(r, { chartJs: loadChartJs() })).not.toContain('id="delta"');
  });

  test('Chart.js is inlined from the package and can sit in a script element', () => {
    const src = loadChartJs();
    expect(src).toMatch(/^\/\*!\n \* Chart\.js v4\./);
    expect(src).not.toMatch(/<\/script|<!--/i);
    expect(examples).toContain(src);
  });
});
