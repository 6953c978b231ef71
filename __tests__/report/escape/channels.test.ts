/* eslint-disable no-control-regex -- the tests look for control characters on purpose */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import fc from 'fast-check';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { actionLog } from '../../../src/action/log.js';
import type { Finding, Report, SuiteResult } from '../../../src/core/model.js';
import { buildReport } from '../../../src/report/build.js';
import { renderComment } from '../../../src/report/comment.js';
import { mdCode, mdFence, mdText } from '../../../src/report/escape/markdown.js';
import { escapeControls, escapeText, guardTerminal } from '../../../src/report/escape/text.js';
import { commandMessage, commandProperty, logLine } from '../../../src/report/escape/workflow.js';
import { xmlAttr, xmlText } from '../../../src/report/escape/xml.js';
import { renderJUnit } from '../../../src/report/junit.js';
import { renderSummary } from '../../../src/report/markdown.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { renderText } from '../../../src/report/text.js';

/**
 * Issue 18, "one escaping rule per channel": arbitrary strings through each channel (property tests with
 * fast-check), plus the named attacks. The Markdown oracle is micromark with its GFM extension, which follows
 * GitHub's table rules (pipes split a row before inline parsing; `\|` and other backslash escapes are honoured).
 */

// Strings made to hit the channels' special characters often, mixed with arbitrary Unicode.
const NASTY = [
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\x1b[31m',
  '\x1b]8;;http://x\x07',
  '\x00',
  '\x07',
  '\x7f',
  '\x85',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udc00',
  '::',
  '::error file=x,line=1::forged',
  '::stop-commands::q',
  '##[error]',
  '##[set-output name=a;]b',
  '%0A',
  '%25',
  ':',
  ',',
  '|',
  '\\|',
  '\\',
  '`',
  '``',
  '*',
  '_',
  '~~',
  '[',
  ']',
  '(',
  ')',
  '!',
  '#',
  '#1',
  '$',
  '<',
  '>',
  '&',
  '&#64;',
  '&amp;',
  '"',
  "'",
  '@octocat',
  '@org/team',
  'a@b.c',
  '<img src=x onerror=alert(1)>',
  '<details>',
  '</table>',
  '<!--',
  '-->',
  '<code>',
  'd<e>',
  ' ',
  '  ',
  '-',
  '---',
  '>',
  '1.',
  '+'
];
const piece = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ maxLength: 6 })
);
const nasty = fc.array(piece, { maxLength: 12 }).map((a) => a.join(''));
/**
 * Every property runs each hostile piece for certain, then a seeded random sample (reproducible: a failure names
 * the same inputs on every machine). Before, 400 (150, 200) unseeded random strings met each piece only by chance
 * (about two pieces per string), so a run could miss some of the 66. `examples` count towards `numRuns`.
 */
const SEED = 3406;
/** One string per hostile piece, and all of them in one string. */
const ONE = [...NASTY.map((p) => [p] as [string]), [NASTY.join('')] as [string]];
/** Two strings: each piece once as the first and once as the second. */
const TWO = NASTY.map((p, i) => [p, NASTY[(i + 33) % NASTY.length]] as [string, string]);
const RUNS = { seed: SEED, examples: ONE, numRuns: ONE.length + 100 };
const RUNS2 = (random: number) => ({ seed: SEED, examples: TWO, numRuns: TWO.length + random });

// ---------- action log (workflow commands) ----------

/** What @actions/core does to a message / property, undone (the runner's own decoding). */
const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) =>
  s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

let out: string[] = [];
let spy: ReturnType<typeof jest.spyOn> | undefined;
beforeEach(() => {
  out = [];
  spy = jest.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    out.push(String(chunk));
    return true;
  }) as typeof process.stdout.write);
});
afterEach(() => {
  spy?.mockRestore();
  process.exitCode = undefined;
});
const lines = () =>
  out
    .join('')
    .split('\n')
    .filter((l, i, all) => i < all.length - 1 || l !== '');

const OWN = new Set(['error', 'warning', 'notice', 'debug', 'group', 'endgroup']);

/** A line the runner would read as a command: `::name props::message` (after blanks), or `##[`. */
function parseCommand(line: string): { name: string; props: Record<string, string>; message: string } | undefined {
  const m = /^\s*::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/s.exec(line);
  if (!m) return undefined;
  const props: Record<string, string> = {};
  for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
    const eq = kv.indexOf('=');
    props[kv.slice(0, eq)] = unescapeProperty(kv.slice(eq + 1));
  }
  return { name: m[1], props, message: unescapeData(m[3]) };
}

describe('action log: no string can produce a workflow command', () => {
  test('property: info lines are one line each and never a command; every command is benchgate’s own and round-trips', () => {
    fc.assert(
      fc.property(
        nasty,
        nasty,
        fc.constantFrom('error', 'warning', 'notice') as fc.Arbitrary<'error' | 'warning' | 'notice'>,
        (s, file, level) => {
          out = [];
          actionLog.info(s);
          actionLog.info(`qsolve wf: ${s} [sim-cpu]: raised RuntimeError: ${s}`);
          actionLog.debug(s);
          actionLog.group(s);
          actionLog.endGroup();
          actionLog.annotate({ level, title: `AM007 ${s}`, message: s, file, startLine: 3, endLine: 3 });
          actionLog.fail(s);
          const ls = lines();
          // 2 info lines + debug + group + endgroup + annotation + failure: an input can never add a line.
          expect(ls).toHaveLength(7);
          expect(ls[0]).toBe(logLine(s));
          for (const l of ls) {
            expect(l).not.toContain('##[');
            expect(l).not.toMatch(/[\r\u2028\u2029\u0085]/);
            const cmd = parseCommand(l);
            if (!/^\s*::/.test(l)) continue;
            expect(cmd).toBeDefined();
            expect(OWN.has(cmd!.name)).toBe(true);
          }
          expect(parseCommand(ls[0])).toBeUndefined();
          expect(parseCommand(ls[1])).toBeUndefined();
          expect(parseCommand(ls[2])).toEqual({ name: 'debug', props: {}, message: commandMessage(s) });
          expect(parseCommand(ls[3])).toEqual({ name: 'group', props: {}, message: commandProperty(s) });
          const ann = parseCommand(ls[5])!;
          expect(ann.name).toBe(level);
          expect(ann.message).toBe(commandMessage(s));
          expect(ann.props['title']).toBe(commandProperty(`AM007 ${s}`));
          if (file) expect(ann.props['file']).toBe(commandProperty(file));
          expect(ann.props['line']).toBe('3');
          expect(parseCommand(ls[6])).toEqual({ name: 'error', props: {}, message: commandMessage(s) });
          // What the runner shows of the message has no control character other than a newline.
          expect(ann.message).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
        }
      ),
      {
        seed: SEED,
        examples: TWO.map(([a, b], i) => [a, b, (['error', 'warning', 'notice'] as const)[i % 3]]),
        numRuns: TWO.length + 100
      }
    );
  });

  test('an exception message with workflow commands in it is one visible line in the log, not three commands', () => {
    actionLog.info(
      'qsolve w: ring-4 [sim-cpu]: raised RuntimeError: x\n::error file=README.md,line=1,title=FORGED::...\n::stop-commands::zzz'
    );
    expect(lines()).toEqual([
      'qsolve w: ring-4 [sim-cpu]: raised RuntimeError: x\\n::error file=README.md,line=1,title=FORGED::...\\n::stop-commands::zzz'
    ]);
  });

  test('a line that would start with :: (after blanks) or holds ##[ is broken by a zero-width joiner', () => {
    actionLog.info('::stop-commands::q');
    actionLog.info('   ::error::x');
    actionLog.info('a ##[error]b');
    expect(lines()).toEqual([':\u200d:stop-commands::q', '   :\u200d:error::x', 'a #\u200d#[error]b']);
  });

  test('an annotation with a forged newline keeps it inside its own message (%0A), with the escape characters visible', () => {
    actionLog.annotate({
      level: 'error',
      title: 'QS001',
      message: 'a\n::error file=x::forged\n::stop-commands::q\x1b[8m',
      file: 'w/benchmarks/cases.yaml',
      startLine: 2
    });
    expect(lines()).toEqual([
      '::error title=QS001,file=w/benchmarks/cases.yaml,line=2::a%0A::error file=x::forged%0A::stop-commands::q\\x1b[8m'
    ]);
  });
});

// ---------- Markdown (job summary, comment, check-run summary) ----------

const html = (md: string) =>
  micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const text = (h: string) => decode(h.replace(/<[^>]*>/g, ''));
const unjoin = (s: string) => s.replace(/([@#])\u200d/g, '$1');
/** What a value should read as in Markdown: controls shown, line breaks and tabs as spaces. */
const shown = (s: string) => escapeControls(s.replace(/\r\n|[\r\n\t]/g, ' '));
const trimSpaces = (s: string) => s.replace(/^[ \t]+|[ \t]+$/g, '');
/** The tags micromark may emit from benchgate's own structure (and GFM autolinks of data, which are harmless). */
const ALLOWED_TAGS = new Set([
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'p',
  'code',
  'a',
  'strong',
  'em',
  'h2',
  'h3',
  'ul',
  'li',
  'blockquote',
  'details',
  'summary',
  'sub',
  'pre'
]);
function tagsOf(h: string): string[] {
  return [...h.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)/g)].map((m) => m[1].toLowerCase());
}
function cellsOf(h: string): string[][] {
  return [...h.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...r[1].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1])
  );
}
/** GitHub's mention and issue-reference patterns, on text outside code. */
const MENTION = /(^|[^A-Za-z0-9_`])@[A-Za-z0-9]/;
const ISSUE_REF = /(^|[^A-Za-z0-9_&])#[0-9]/;

describe('Markdown: values never break a table, never inject HTML, never mention anyone', () => {
  test('property: mdText and mdCode in a table cell and in prose read back exactly', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const md = `| a | b | c |\n|---|---|---|\n| ${mdText(s)} | ${mdCode(s)} | end |\n\nx ${mdText(s)} y ${mdCode(s)} z\n\n- item ${mdCode(s)} **${mdText(s)}**: ${mdText(s)}\n`;
        const h = html(md);
        const rows = cellsOf(h);
        expect(rows).toHaveLength(2);
        expect(rows[1]).toHaveLength(3);
        const want = trimSpaces(shown(s));
        expect(unjoin(trimSpaces(text(rows[1][0])))).toBe(want);
        expect(rows[1][1].startsWith('<code>') && rows[1][1].endsWith('</code>')).toBe(true);
        expect(unjoin(text(rows[1][1]))).toBe(shown(s));
        expect(text(rows[1][2])).toBe('end');
        const para = /<p>x ([\s\S]*)<\/p>/.exec(h)![1];
        expect(unjoin(text(para))).toBe(`${shown(s)} y ${shown(s)} z`);
        expect(tagsOf(h).filter((t) => !ALLOWED_TAGS.has(t))).toEqual([]);
        expect(h).not.toContain('<!--');
        const visible = text(h.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<a [\s\S]*?<\/a>/g, ' '));
        expect(visible).not.toMatch(MENTION);
        expect(visible).not.toMatch(ISSUE_REF);
        expect(text(h)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      }),
      RUNS
    );
  });

  test('property: the job summary and the comment of a report full of such strings keep every table whole', () => {
    fc.assert(
      fc.property(nasty, nasty, (s, t) => {
        const r = report(s, t);
        for (const md of [renderSummary(r), renderComment(r, { marker: '<!-- benchgate:x -->' })]) {
          const h = html(md);
          // Asserted once per loop (CONTRIBUTING.md): a summary has hundreds of tags and rows.
          expect(tagsOf(h).filter((t2) => !ALLOWED_TAGS.has(t2))).toEqual([]);
          const tables = [...h.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((m) => cellsOf(m[1]));
          const ragged = tables.flatMap((rows) => rows.filter((row) => row.length !== rows[0].length));
          expect(ragged).toEqual([]);
          const visible = text(h.replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<a [\s\S]*?<\/a>/g, ' '));
          expect(visible).not.toMatch(MENTION);
        }
        const sum = html(renderSummary(r));
        // Overview table: the artifact path is the second cell, code-styled, read back exactly.
        const all = [...sum.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((m) => cellsOf(m[1]));
        expect(all[0][0].map(text)).toEqual(['verdict', 'artifact', 'suite', 'headline']);
        expect(unjoin(text(all[0][1][1]))).toBe(shown(`p/${s}`));
        // The artifact's failing-gate table: the gate's detail, read back exactly.
        const gates = all.find((rows) => rows[0].map(text).join() === 'gate,status,detail')!;
        expect(unjoin(trimSpaces(text(gates[1][2])))).toBe(trimSpaces(shown(t)) || '—');
      }),
      RUNS2(30)
    );
  });

  test('hostile values: d<e> reads d<e> in code, a|b reads a|b in the bullet list, @mentions do not notify, HTML is text', () => {
    const r = report(
      'd<e>|f\\|g @octocat',
      '@octocat <img src=x onerror=alert(1)> <details><summary>x</summary> <!-- #12'
    );
    const comment = renderComment(r, { marker: '<!-- benchgate:x -->' });
    const h = html(comment);
    const li = /<li>([\s\S]*?)<\/li>/.exec(h)![1];
    expect(unjoin(text(li))).toBe(
      '❌ Release inventory p/ (p/d<e>|f\\|g @octocat) gate: @octocat <img src=x onerror=alert(1)> <details><summary>x</summary> <!-- #12'
    );
    expect(li).toContain('<code>p/d&lt;e&gt;|f\\|g @\u200doctocat</code>');
    expect(comment).not.toMatch(/@octocat/);
    expect(comment).not.toMatch(/<img|<details>|<!-- #/);
    expect(comment.trimEnd().endsWith('<!-- benchgate:x -->')).toBe(true);
    const summary = renderSummary(r);
    expect(summary).toContain(
      '| ❌ | <code>p/d&lt;e&gt;\\|f\\\\\\|g @\u200doctocat</code> | Manifests d&lt;e&gt;\\|f\\\\\\|g @\u200doctocat |'
    );
    expect(summary).toContain(
      '| gate | ❌ fail | @\u200doctocat &lt;img src=x onerror=alert(1)&gt; &lt;details&gt;&lt;summary&gt;x&lt;/summary&gt; &lt;!-- \\#\u200d12 |'
    );
    expect(text(html(summary))).toContain('p/d<e>|f\\|g @\u200doctocat');
  });

  test('fields of a (forged) shard report shown in the comment and summary are escaped too', () => {
    const r = report('p', 'd');
    const forged = {
      ...r,
      tool: { ...r.tool, version: '1 <img src=x> @octocat' },
      config: { ...r.config, failOn: '<b>x</b>' as never, shard: { index: '<img>' as never, count: 1 } }
    };
    for (const md of [renderComment(forged, { marker: '<!-- m -->' }), renderSummary(forged)]) {
      expect(md).not.toMatch(/<img|<b>|@octocat/);
      for (const t of tagsOf(html(md))) expect(ALLOWED_TAGS.has(t)).toBe(true);
    }
  });

  test('a fenced block cannot be closed by its content', () => {
    const src = 'xychart-beta\n```\n<img src=x>\n````';
    const h = html(`**t**\n\n${mdFence('mermaid', src)}\n\nafter`);
    expect(h).toContain('<pre><code class="language-mermaid">');
    expect(decode(/<code[^>]*>([\s\S]*?)<\/code>/.exec(h)![1])).toBe(src + '\n');
    expect(h).not.toContain('<img');
  });
});

function report(s: string, t: string): Report {
  const findings: Finding[] = [{ code: 'AM007', severity: 'error', message: t, file: `p/${s}`, line: 2, subject: s }];
  const suites: SuiteResult[] = [
    {
      suite: 'artifact-manifest',
      title: `Manifests ${s}`,
      naming: [{ kind: 'artifact-manifest', label: 'Release inventory', part: 'folder' }],
      artifacts: [
        {
          artifact: { path: `p/${s}`, kind: 'artifact-manifest' },
          gates: [{ id: 'gate', title: 'Gate', status: 'fail', detail: t }],
          findings,
          sections: [
            {
              kind: 'table',
              title: s,
              columns: ['k', t],
              rows: [
                [s, t],
                [null, 3]
              ],
              note: t
            },
            { kind: 'text', title: t, body: s }
          ],
          cases: [{ name: s, status: 'fail', message: t }]
        }
      ],
      findings: [],
      skipped: [{ path: s, reason: t }]
    }
  ];
  return buildReport(suites, [], { root: '.', failOn: 'error', suites: ['artifact-manifest'] });
}

// ---------- CLI text ----------

const TERMINAL_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

describe('CLI text: no control character reaches the terminal', () => {
  test('property: escapeText leaves no control character and no line break', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const e = escapeText(s);
        expect(e).not.toMatch(TERMINAL_CONTROL);
        expect(e).not.toMatch(/[\n\t]/);
      }),
      RUNS
    );
  });

  test('property: renderText of a report full of such strings has as many lines as plain text of the same shown width (no value starts a line of its own: a message’s further lines sit behind a | gutter) and no control character', () => {
    // Table cells wrap at spaces (never cut mid-word), so the line count depends on the shown text's width and
    // spaces only: the same report with every shown character replaced by "a" has exactly as many lines, plus the
    // finding message's own further lines (a traceback), shown twice (under the artifact and in the short summary),
    // each behind the gutter.
    // the same shown text with letters, keeping spaces and the characters a table cell may break after (text.ts
    // BREAKS), so both wrap alike
    const plain = (v: string) => escapeText(v).replace(/[^ /:,;)\]}=&|-]/g, 'a');
    const messageLines = (m: string): string[] => {
      const lines = m.replace(/\r\n?/g, '\n').split('\n');
      while (lines.length > 1 && lines[lines.length - 1].trim() === '') lines.pop();
      return lines;
    };
    fc.assert(
      fc.property(nasty, nasty, (s, t) => {
        const txt = renderText(report(s, t), { color: false });
        expect(txt).not.toMatch(TERMINAL_CONTROL);
        const further = messageLines(t).slice(1);
        expect(txt.split('\n')).toHaveLength(
          renderText(report(plain(s), plain(t)), { color: false }).split('\n').length + 2 * further.length
        );
        // Each further line of the message stands on a line of its own behind the gutter: under the artifact (where
        // the finding's subject follows the last line) and in the short summary.
        const shown = further.map((l) => escapeText(l));
        shown.forEach((l, i) => {
          const last = i === shown.length - 1 && s ? ` [${escapeText(s)}]` : '';
          expect(txt).toContain(`\n          | ${l}${last}\n`);
          expect(txt).toContain(`\n    | ${l}\n`);
        });
        const coloured = renderText(report(s, t), { color: true });
        // Only benchgate's own colour sequences.
        expect(coloured.replace(/\x1b\[(?:0|1|2|31|32|33|36)m/g, '')).not.toMatch(TERMINAL_CONTROL);
      }),
      RUNS2(60)
    );
  });

  test('property: the writer guard passes benchgate’s colours and status prefix, and shows everything else', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const g = guardTerminal(s);
        const rest = g.replace(/^\x1b\[2K\r/, '').replace(/\x1b\[(?:0|1|2|31|32|33|36)?m/g, '');
        expect(rest).not.toMatch(TERMINAL_CONTROL);
        // Newlines and tabs are kept; nothing else of the text is lost.
        expect(g.split('\n').length).toBe(s.replace(/\r\n/g, '\n').split('\n').length);
      }),
      RUNS
    );
    expect(guardTerminal('\x1b[2K\rchecking…')).toBe('\x1b[2K\rchecking…');
    expect(guardTerminal('\x1b[31mFAIL\x1b[0m x\x1b[2K\rPASS \x1b[8mhidden\u202e')).toBe(
      '\x1b[31mFAIL\x1b[0m x\\x1b[2K\\rPASS \\x1b[8mhidden\\u202e'
    );
    // JSON stays valid JSON: C1 and bidi characters become \uXXXX escapes inside strings.
    const json = JSON.stringify({ a: 'x\u0085\u202e\x7f\ud800' });
    expect(JSON.parse(guardTerminal(json))).toEqual({ a: 'x\u0085\u202e\x7f\ud800' });
  });
});

// ---------- JUnit XML and SARIF ----------

/** XML 1.0 Char production. */
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const xmlDecode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_m, e: string) =>
    e[0] === '#' ? String.fromCharCode(Number(e.slice(1))) : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[e]!
  );

describe('JUnit XML and SARIF', () => {
  test('property: JUnit output holds only XML 1.0 characters, no markup from data, and attributes read back', () => {
    fc.assert(
      fc.property(nasty, nasty, (s, t) => {
        const xml = renderJUnit(report(s, t));
        expect(XML_CHARS.test(xml)).toBe(true);
        expect(xml.match(/<testcase /g)).toHaveLength(2);
        const m = /<testcase classname="[^"]*\.cases" name="([^"]*)"/.exec(xml)!;
        expect(xmlDecode(m[1])).toBe(escapeControls(s, { newline: true, tab: true }).replace(/\r\n/g, '\n'));
        expect(xmlAttr(s).replace(/&(amp|lt|gt|quot|apos|#\d+);/g, '')).not.toMatch(/[<>&"'\n\t]/);
        expect(xmlDecode(xmlAttr(s))).toBe(escapeControls(s, { newline: true, tab: true }));
        expect(xmlDecode(xmlText(t))).toBe(escapeControls(t, { newline: true, tab: true }));
      }),
      RUNS2(100)
    );
  });

  test('property: SARIF is valid JSON that reads back; message text has no control character but newlines', () => {
    fc.assert(
      fc.property(nasty, nasty, (s, t) => {
        const sarif = renderSarif(report(s, t), () => undefined) as {
          runs: { results: { message: { text: string } }[] }[];
        };
        const back = JSON.parse(JSON.stringify(sarif)) as typeof sarif;
        expect(back).toEqual(sarif);
        const msg = back.runs[0].results[0].message.text;
        // An empty message would be rejected by code scanning ("message.text" required): the code stands in for it.
        expect(msg).toBe(escapeControls(t + (s ? ` [${s}]` : ''), { newline: true, tab: true }) || 'AM007');
        expect(msg).not.toMatch(TERMINAL_CONTROL);
      }),
      RUNS2(100)
    );
  });
});
