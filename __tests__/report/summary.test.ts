import { lookupCode } from '../../src/code-registry.js';
import { describe, expect, it } from '@jest/globals';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import type { ArtifactResult, Finding, Gate, Report, SuiteResult } from '../../src/core/model.js';
import { buildReport } from '../../src/report/build.js';
import { commentState, renderComment, reportStateHash } from '../../src/report/comment.js';
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/report/markdown.js';
import { artifactViews, headlineOf, metricValue } from '../../src/report/summary-model.js';
import {
  commentAction,
  parseCommentMode,
  parseMaxAnnotations,
  parseSummaryMode
} from '../../src/report/summary-modes.js';
import { renderText, wrapCell } from '../../src/report/text.js';

const html = (md: string) =>
  micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousHtml: true });

const pass = (id: string, detail = 'ok'): Gate => ({ id, title: id, status: 'pass', detail });
const fail = (id: string, detail = 'bad'): Gate => ({ id, title: id, status: 'fail', detail });

function qsolve(
  name: string,
  gates: Gate[],
  findings: Finding[] = [],
  extra: Partial<ArtifactResult> = {}
): ArtifactResult {
  return {
    artifact: { path: `qsolve/${name}`, kind: 'qsolve-workflow' },
    gates,
    findings,
    metrics: [
      {
        id: 'headline_accuracy',
        label: 'Headline accuracy (median of the sim- rows)',
        value: 0.975,
        better: 'higher',
        headline: { label: 'headline accuracy', text: '97.50%' }
      },
      { id: 'cases_passed', label: 'Cases passed', value: 3, headline: { label: 'cases passed', text: '3/4' } },
      { id: 'cases_on_sim', label: 'Cases on sim- targets', value: 4 },
      { id: 'case/c1/gap', label: 'c1: gap to the reference', value: 0 },
      {
        id: 'hardware_cases',
        label: 'Hardware cases (not run in CI)',
        value: 1,
        headline: { label: 'hardware cases', text: '1 (not run in CI)' }
      }
    ],
    sections: [
      { kind: 'table', title: 'Track record (sim- targets)', columns: ['Case', 'Result'], rows: [['c1', 'PASS']] }
    ],
    ...extra
  };
}

function report(artifacts: ArtifactResult[], runFindings: Finding[] = []): Report {
  const s: SuiteResult = {
    suite: 'qsolve',
    title: 'Qsolve workflows',
    naming: [{ kind: 'qsolve-workflow', label: 'Qsolve workflow', part: 'base' }],
    artifacts,
    findings: []
  };
  return buildReport([s], runFindings, { root: '.', failOn: 'error', suites: ['qsolve'] });
}

const eightGates = [
  'manifest',
  'example_inputs',
  'benchmark_cases',
  'methods_declared',
  'fidelity_checked',
  'cases_pass',
  'reproducible',
  'estimate_honest'
];

describe('summary per artifact', () => {
  const r = report([
    qsolve(
      'alpha',
      eightGates.map((g) => pass(g))
    ),
    // A lint error while every gate passes (the issue's E052 case): the artifact fails and comes first.
    qsolve(
      'beta',
      eightGates.map((g) => pass(g)),
      [
        {
          code: 'E052',
          severity: 'error',
          message: 'hardware_cases is not a list',
          file: 'qsolve/beta/benchmarks/cases.yaml',
          line: 3
        }
      ]
    ),
    qsolve(
      'gamma',
      eightGates.map((g) => (g === 'cases_pass' ? fail(g, '1 of 4 case(s) fail') : pass(g))),
      [
        {
          code: 'QS021',
          severity: 'error',
          message: 'case "c2" failed',
          file: 'qsolve/gamma/benchmarks/cases.yaml',
          line: 9,
          gate: 'cases_pass'
        }
      ]
    )
  ]);
  const md = renderSummary(r, { lookup: lookupCode });

  it('names each artifact in a heading with its verdict, failures first, headline numbers from the marked metrics', () => {
    const headings = [...md.matchAll(/^### (.*)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([
      '❌ Qsolve workflow beta: failed',
      '❌ Qsolve workflow gamma: failed',
      '✅ Qsolve workflow alpha: passed'
    ]);
    expect(md).toContain(
      '<code>qsolve/alpha</code> (qsolve-workflow) · headline accuracy **97.50%** · cases passed **3/4** · hardware cases **1 (not run in CI)**'
    );
    // Overview table: failing first.
    const rows = [...md.matchAll(/^\| (✅|❌) \| <code>(qsolve\/\w+)<\/code>/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows).toEqual(['❌ qsolve/beta', '❌ qsolve/gamma', '✅ qsolve/alpha']);
  });

  it('lists failing gates openly and collapses the passing ones in one <details> per artifact', () => {
    const gamma = md.slice(md.indexOf('### ❌ Qsolve workflow gamma'), md.indexOf('### ✅ Qsolve workflow alpha'));
    expect(gamma).toContain('**Failing or undecided gates (1)**');
    expect(gamma).toContain('| cases_pass | ❌ fail | 1 of 4 case(s) fail |');
    expect(gamma).toMatch(/<details><summary>7 passing gate\(s\)<\/summary>/);
    // Not one passing row outside a <details> block.
    const outside = md.replace(/<details>[\s\S]*?<\/details>/g, '');
    expect(outside).not.toMatch(/✅ pass/);
    // 24 gates, 23 passing: each passing gate once, inside details.
    expect((md.match(/\| ✅ pass \|/g) ?? []).length).toBe(23);
  });

  it('gives each finding the fix from the code registry, and the all-findings table an artifact column', () => {
    expect(md).toMatch(/- \*\*E052\*\* hardware_cases unreadable or invalid: /);
    expect(md).toMatch(/- \*\*QS021\*\* Benchmark case failed: Read the case message/);
    expect(md).toContain('| severity | code | artifact | location | message |');
    // the report layer names no family: without the registry's lookup passed in, there is no "How to fix" list
    expect(renderSummary(r)).not.toContain('How to fix');
    expect(md).toContain(
      '| ❌ error | E052 | Qsolve workflow beta | qsolve/beta/benchmarks/cases.yaml:3 | hardware_cases is not a list |'
    );
  });

  it('renders as HTML with every table whole and only its own tags', () => {
    const h = html(md);
    expect((h.match(/<details>/g) ?? []).length).toBe((h.match(/<\/details>/g) ?? []).length);
    expect(h).toContain('<h3>❌ Qsolve workflow beta: failed</h3>');
  });

  it('without a marked metric, shows the artifact-wide metrics (per-case ids left to the tables); marked metrics win', () => {
    const metrics = [
      { id: 'headline_accuracy', label: 'headline accuracy', value: 0.5, unit: 'ratio', better: 'higher' as const },
      { id: 'case/a/gap', label: 'a: gap', value: 0.1, better: 'lower' as const },
      { id: 'fidelity', label: 'fidelity', value: 0.98731, better: 'higher' as const },
      { id: 'x', label: 'rows', value: null }
    ];
    const s: SuiteResult = {
      suite: 'x',
      title: 'X',
      artifacts: [{ artifact: { path: 'a/b.json', kind: 'other' }, gates: [pass('g')], findings: [], metrics }],
      findings: []
    };
    const r = buildReport([s], [], { root: '.', failOn: 'error', suites: ['x'] });
    expect(headlineOf(r.suites[0].artifacts[0])).toEqual([
      { label: 'headline accuracy', value: '50.00%' },
      { label: 'fidelity', value: '0.98731' },
      { label: 'rows', value: 'n/a' }
    ]);
    expect(metricValue({ id: 'b', label: 'bytes', value: 2048, unit: 'B' })).toBe('2048 B');
    expect(renderSummary(r)).toContain('headline accuracy **50.00%** · fidelity **0.98731** · rows **n/a**');
    const unmarked = report([qsolve('m', [pass('manifest')], [], { metrics })]);
    expect(headlineOf(unmarked.suites[0].artifacts[0]).map((h) => h.label)).not.toContain('a: gap');
    // Marked: only those, in metric order; `text` when given, else the value with its unit.
    const marked = [
      { ...metrics[2]!, headline: { label: 'fid' } },
      metrics[1]!,
      { ...metrics[0]!, headline: { label: 'acc', text: 'half' } }
    ];
    expect(headlineOf({ ...unmarked.suites[0].artifacts[0], metrics: marked })).toEqual([
      { label: 'fid', value: '0.98731' },
      { label: 'acc', value: 'half' }
    ]);
  });

  it('reads only metrics: facts of a known kind no longer make a headline (the suite marks its metrics instead)', () => {
    const a: ArtifactResult = {
      artifact: { path: 'qsolve/x', kind: 'qsolve-workflow' },
      gates: [pass('manifest'), fail('cases_pass')],
      findings: [],
      facts: { headlineAccuracy: 0.975, casesPassed: 3, casesOnSim: 4, hardwareCases: 1 }
    };
    expect(headlineOf(a)).toEqual([{ label: 'gates passed', value: '1/2' }]);
  });

  it('a headline label or text a suite took from its input is escaped in the summary and the comment', () => {
    const evil = '**bold** | <img src=x onerror=alert(1)> [link](javascript:alert(1))';
    const a = qsolve('evil', [pass('manifest')], [], {
      metrics: [{ id: 'x', label: 'x', value: 1, headline: { label: evil, text: evil } }]
    });
    for (const md of [
      renderSummary(report([a])),
      renderComment(report([a]), { marker: '<!-- m -->', detailsUrl: 'https://github.com/o/r/actions/runs/1' })
    ]) {
      const h = html(md); // as GitHub renders it
      expect(h).toContain('**bold**');
      expect(h).not.toMatch(/<img|href="javascript|<strong>bold/);
    }
  });

  it('falls back to the gate counts for an unknown kind without facts', () => {
    const s: SuiteResult = {
      suite: 'x',
      title: 'X',
      artifacts: [{ artifact: { path: 'a/b.json', kind: 'other' }, gates: [pass('g'), fail('h')], findings: [] }],
      findings: []
    };
    const v = artifactViews(buildReport([s], [], { root: '.', failOn: 'error', suites: ['x'] }));
    expect(v[0]).toMatchObject({
      name: 'X b.json',
      verdict: 'fail',
      headline: [{ label: 'gates passed', value: '1/2' }]
    });
  });
});

describe('summary modes', () => {
  const r = report([
    qsolve('ok', [pass('manifest')]),
    qsolve('bad', [fail('cases_pass')], [{ code: 'QS021', severity: 'error', message: 'm', gate: 'cases_pass' }])
  ]);
  it('full: a section for every artifact', () => {
    const md = renderSummary(r, { mode: 'full' });
    expect(md).toContain('### ❌ Qsolve workflow bad');
    expect(md).toContain('### ✅ Qsolve workflow ok');
  });
  it('failures: sections for failing artifacts only; the passing one stays in the overview table', () => {
    const md = renderSummary(r, { mode: 'failures' });
    expect(md).toContain('### ❌ Qsolve workflow bad');
    expect(md).not.toContain('### ✅');
    expect(md).toMatch(/\| ✅ \| <code>qsolve\/ok<\/code>/);
  });
  it('compact: verdict, overview table and the failing gates, no sections, no tables of findings', () => {
    const md = renderSummary(r, { mode: 'compact' });
    expect(md).not.toContain('### ');
    expect(md).not.toContain('Track record');
    expect(md).toContain('- ❌ Qsolve workflow bad (<code>qsolve/bad</code>) **cases_pass**: bad');
    expect(md).toContain('input `summary: compact`');
    expect(md.length).toBeLessThan(renderSummary(r, { mode: 'failures' }).length);
  });
  it('parses the inputs and refuses anything else', () => {
    expect(parseSummaryMode('')).toBe('full');
    expect(parseSummaryMode(' Compact ')).toBe('compact');
    expect(() => parseSummaryMode('brief')).toThrow(/summary must be full, failures, compact/);
    expect(parseCommentMode('')).toBe('always');
    expect(parseCommentMode('changes')).toBe('changes');
    expect(() => parseCommentMode('sometimes')).toThrow(/comment-mode must be always, changes, failures, off/);
    expect(parseMaxAnnotations('')).toEqual({});
    expect(parseMaxAnnotations('25')).toEqual({ log: 25, checkRun: 25 });
    expect(parseMaxAnnotations('log=5, check-run=200')).toEqual({ log: 5, checkRun: 200 });
    expect(parseMaxAnnotations('check-run=0')).toEqual({ checkRun: 0 });
    expect(() => parseMaxAnnotations('-1')).toThrow(/whole number/);
    expect(() => parseMaxAnnotations('sarif=3')).toThrow(/not log=N or check-run=N/);
  });
});

describe('summary size', () => {
  it('a synthetic huge report: under 1 MiB, passing details dropped before failing findings, with a note saying what was cut', () => {
    const big = (i: number) => ({
      kind: 'table' as const,
      title: `t${i}`,
      columns: ['c'],
      rows: Array.from({ length: 3000 }, (_, k) => [`row ${k} ${'y'.repeat(60)}`])
    });
    const artifacts: ArtifactResult[] = [];
    for (let i = 0; i < 40; i++)
      artifacts.push(
        qsolve(
          `ok${i}`,
          eightGates.map((g) => pass(g, 'z'.repeat(100))),
          [],
          { sections: [big(i)] }
        )
      );
    const bad = Array.from({ length: 60 }, (_, k): Finding => ({
      code: 'QS021',
      severity: 'error',
      message: `case ${k} failed`,
      file: 'qsolve/bad/benchmarks/cases.yaml',
      line: k + 1,
      gate: 'cases_pass'
    }));
    artifacts.push(qsolve('bad', [fail('cases_pass')], bad));
    const r = report(artifacts);
    const md = renderSummary(r);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(md).toMatch(
      /✂️ To keep this summary under GitHub's 1 MiB limit \(BG009\), it leaves out the table of all findings; the detail tables of passing artifacts/
    );
    // The failing artifact keeps every finding; passing artifacts keep their heading.
    for (let k = 0; k < 60; k++) expect(md).toContain(`| case ${k} failed |`);
    expect(md).toContain('### ✅ Qsolve workflow ok39: passed');
    expect(md).not.toContain('| row 0 ');
  });

  it('when even that is too much: passing artifacts leave (they stay in the overview), then findings rows are cut, with notes', () => {
    const artifacts: ArtifactResult[] = [];
    for (let i = 0; i < 300; i++)
      artifacts.push(
        qsolve(
          `ok${i}`,
          eightGates.map((g) => pass(g, 'z'.repeat(200)))
        )
      );
    const bad = Array.from({ length: 1000 }, (_, k): Finding => ({
      code: 'QS021',
      severity: 'error',
      message: `case ${k} failed ${'w'.repeat(100)}`,
      line: k + 1,
      gate: 'cases_pass'
    }));
    artifacts.push(qsolve('bad', [fail('cases_pass')], bad));
    const md = renderSummary(report(artifacts), { limitBytes: 120_000 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(120_000);
    expect(md).toContain(
      'the sections of passing artifacts (they stay in the overview table) (300 passing artifact(s))'
    );
    expect(md).not.toContain('### ✅');
    expect(md).toMatch(/\| ✅ \| <code>qsolve\/ok299<\/code>/);
    expect(md).toMatch(/✂️ \d+ more finding\(s\) of this artifact cut/);
  });
});

describe('pull-request comment', () => {
  const bad = qsolve(
    'bad',
    [fail('cases_pass', 'fidelity 0.98 < 0.99')],
    [{ code: 'QS021', severity: 'error', message: 'm', gate: 'cases_pass' }]
  );
  const r = report([qsolve('ok', [pass('manifest')]), bad]);
  const body = renderComment(r, {
    marker: '<!-- benchgate:gate -->',
    detailsUrl: 'https://github.com/o/r/actions/runs/9',
    commit: 'ABCDEF0123456789abcdef0123456789abcdef01'
  });
  it('names the short commit, lists each failure with a link to the run summary, collapses passing artifacts', () => {
    expect(body).toMatch(/^### ❌ benchgate failed on <code>abcdef0<\/code>/);
    expect(body).toContain(
      '- ❌ Qsolve workflow bad (<code>qsolve/bad</code>) **cases_pass**: fidelity 0.98 &lt; 0.99 ([summary](https://github.com/o/r/actions/runs/9))'
    );
    expect(body).toMatch(/<details><summary>1 passing artifact\(s\)<\/summary>/);
    expect(body.trimEnd().endsWith('<!-- benchgate:gate -->')).toBe(true);
    expect(commentState(body)).toBe(reportStateHash(r));
  });
  it('the state hash ignores order, timing and commit, and changes with the verdict or a finding', () => {
    const again = report([bad, qsolve('ok', [pass('manifest')])]);
    expect(reportStateHash({ ...again, durationMs: 5, startedAt: 'x' })).toBe(reportStateHash(r));
    const more = report([
      qsolve('ok', [pass('manifest')]),
      { ...bad, findings: [...bad.findings, { code: 'QS022', severity: 'warning', message: 'new' }] }
    ]);
    expect(reportStateHash(more)).not.toBe(reportStateHash(r));
    const fixed = report([qsolve('ok', [pass('manifest')]), qsolve('bad', [pass('cases_pass')])]);
    expect(reportStateHash(fixed)).not.toBe(reportStateHash(r));
  });
  it('comment-mode decisions', () => {
    const h = reportStateHash(r);
    expect(commentAction('always', 'fail', body, h)).toBe('write');
    expect(commentAction('changes', 'fail', undefined, h)).toBe('write');
    expect(commentAction('changes', 'fail', body, h)).toBe('skip-unchanged');
    expect(commentAction('changes', 'fail', body, 'f'.repeat(32))).toBe('write');
    expect(commentAction('changes', 'fail', 'an old comment without a state marker', h)).toBe('write');
    expect(commentAction('failures', 'fail', undefined, h)).toBe('write');
    expect(commentAction('failures', 'pass', undefined, h)).toBe('skip-passing');
    expect(commentAction('failures', 'pass', body, h)).toBe('write');
  });
});

describe('CLI text', () => {
  it('wraps long cells at spaces and never cuts a word or drops a character', () => {
    const text =
      'UNDECIDED (not run: target ibm:ibm_fez is not available to benchgate (hardware targets need IBM Quantum access))';
    const lines = wrapCell(text, 40);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(40);
    expect(lines.join(' ')).toBe(text);
    // a word longer than the column is kept whole (the column widens); only one over 100 characters is split
    expect(wrapCell('x'.repeat(90), 40)).toEqual(['x'.repeat(90)]);
    expect(wrapCell('x'.repeat(250), 40)).toEqual(['x'.repeat(100), 'x'.repeat(100), 'x'.repeat(50)]);
    // … or broken after a punctuation mark that fits
    expect(wrapCell('see examples/qsolve/max-cut/benchmarks/cases.yaml now', 20)).toEqual([
      'see',
      'examples/qsolve/',
      'max-cut/benchmarks/',
      'cases.yaml now'
    ]);
    const r = report([
      qsolve('a', [pass('manifest')], [], {
        sections: [{ kind: 'table', title: 'T', columns: ['Case', 'Result'], rows: [['c', text]] }]
      })
    ]);
    const out = renderText(r, { color: false });
    const words = out.split(/\s+/);
    for (const w of text.split(' ')) expect(words).toContain(w);
  });

  it('the Result column is never cut mid-word and the table stays aligned', () => {
    const long =
      'FAIL no headline metric: quantum and reference could not be compared (method reference raised ValueError: tokenisation_failed_for_the_input_graph_with_nine_nodes)';
    const r = report([
      qsolve('a', [pass('manifest')], [], {
        sections: [
          {
            kind: 'table',
            title: 'Track record',
            columns: ['Case', 'Result', 'Gap'],
            rows: [
              ['ring', long, '0'],
              ['other', 'PASS', '1']
            ]
          }
        ]
      })
    ]);
    const out = renderText(r, { color: false });
    const words = out.split(/\s+/);
    for (const w of long.split(' ').filter((x) => x.length <= 40)) expect(words).toContain(w);
    // the 56-character identifier is broken only after its colon-free punctuation: here, none but the closing paren
    expect(words).toContain('tokenisation_failed_for_the_input_graph_with_nine_nodes)');
    const lines = out.split('\n');
    const start = lines.findIndex((l) => l.includes('Track record'));
    const header = lines[start + 1];
    const gapAt = header.indexOf('Gap');
    // the Gap cells of both rows start in the Gap column
    expect(lines.find((l) => l.startsWith('    ring '))!.indexOf(' 0')).toBe(gapAt - 1);
    expect(lines.find((l) => l.startsWith('    other '))!.indexOf(' 1')).toBe(gapAt - 1);
  });
});

describe('escaping of everything the per-artifact layout adds', () => {
  const evil = '@octocat <img src=x onerror=alert(1)> | `x` [l](https://e.vil) #12 </details>';
  const r = report([
    qsolve(
      `w${evil}`,
      [fail(`g${evil}`, evil)],
      [{ code: 'QS021', severity: 'error', message: evil, subject: evil, gate: `g${evil}` }],
      {
        metrics: [{ id: 'm', label: evil, value: 1, unit: evil }],
        sections: [
          {
            kind: 'chart',
            title: evil,
            chart: {
              type: 'bar',
              x: { label: evil, values: [evil] },
              y: { label: evil },
              series: [{ name: evil, values: [1] }]
            }
          }
        ]
      }
    )
  ]);
  const outputs = [
    renderSummary(r),
    renderSummary(r, { mode: 'compact' }),
    renderSummary(r, { mode: 'failures' }),
    renderComment(r, { marker: '<!-- m -->', detailsUrl: 'https://github.com/o/r/actions/runs/1' })
  ];
  it.each(outputs.map((o, i) => [i, o]))(
    'output %i: no raw tag, mention, link or issue reference from the data; <details> balanced',
    (_, md) => {
      expect(md).not.toMatch(/<img|<\/details> \||@octocat|\]\(https:\/\/e\.vil|#12/);
      const h = html(md as string);
      expect(h).not.toMatch(/<img|<a href="https:\/\/e\.vil/);
      expect((h.match(/<details>/g) ?? []).length).toBe((h.match(/<\/details>/g) ?? []).length);
    }
  );
  it('a run URL that is not a plain http(s) URL gives no link', () => {
    for (const bad of ['javascript:alert(1)', 'https://x/a) [y](https://e.vil', 'https://x/<img>', 'https://x/a b']) {
      expect(renderComment(r, { marker: '<!-- m -->', detailsUrl: bad })).not.toContain('[summary](');
      expect(renderSummary(r, { detailsUrl: bad })).not.toContain('[Full run](');
    }
    expect(renderSummary(r, { detailsUrl: 'https://ghe.example:8443/o/r/actions/runs/1' })).toContain(
      '[Full run](https://ghe.example:8443/o/r/actions/runs/1)'
    );
  });
});

describe('CLI text per artifact', () => {
  it('each artifact line names it, gives its own verdict and its headline numbers', () => {
    const r = report([qsolve('ok', [pass('manifest')]), qsolve('bad', [fail('cases_pass')])]);
    const out = renderText(r, { color: false });
    expect(out).toContain(
      'qsolve/ok (qsolve-workflow) Qsolve workflow ok: PASS (headline accuracy 97.50%, cases passed 3/4, hardware cases 1 (not run in CI))'
    );
    expect(out).toContain('qsolve/bad (qsolve-workflow) Qsolve workflow bad: FAIL (');
  });
});
