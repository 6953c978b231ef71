import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO } from '../helpers/paths.js';

/**
 * Every workflow snippet benchgate ships (README.md, docs/, .github/workflows/, the `init` templates) pins each
 * action at its current major, and every snippet that writes a SARIF file also uploads it to code scanning with
 * the permission that needs (docs/github.md, "Reusable workflows").
 *
 * The majors, as checked for this change (December 2026), each a `runs.using: node24` release:
 * - actions/checkout v7 (v7.0.1): its action.yml and CHANGELOG; v7.0.0 blocks checking out a fork's pull request
 *   under pull_request_target / workflow_run (input allow-unsafe-pr-checkout), which no snippet needs.
 * - actions/upload-artifact v7 (ESM, direct file uploads); there is no v8.
 * - actions/download-artifact v8 (hash mismatch is an error by default, skip-decompress).
 * - actions/cache v6 (ESM; v6.1.0 handles read-only cache access).
 * - actions/setup-node v7 (ESM, cache outputs), actions/setup-python v7 (ESM; the pip-install input removed).
 * - github/codeql-action v4 (upload-sarif runs on node24).
 * - dawidd6/action-download-artifact v21 (node24 since v17).
 * - actions/upload-pages-artifact v5 (upload-artifact v7 inside) and actions/deploy-pages v5 (node24), for the
 *   history dashboard's Pages workflow (docs/history.md); release notes of v5.0.0 of each.
 * Read in each repository's tags, action.yml and release notes (CHANGELOG.md, release pages, commit logs).
 */
const MAJORS: Record<string, number> = {
  'actions/checkout': 7,
  'actions/upload-artifact': 7,
  'actions/download-artifact': 8,
  'actions/cache': 6,
  'actions/setup-node': 7,
  'actions/setup-python': 7,
  'github/codeql-action': 4,
  'dawidd6/action-download-artifact': 21,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5
};

function walk(dir: string, keep: (f: string) => boolean): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p, keep));
    else if (keep(p)) out.push(p);
  }
  return out.sort();
}

const markdown = [join(REPO, 'README.md'), ...walk(join(REPO, 'docs'), (f) => f.endsWith('.md'))].filter(
  (f) => !f.endsWith(join('docs', 'codes.md'))
);
const workflows = walk(join(REPO, '.github', 'workflows'), (f) => /\.ya?ml$/.test(f));
const templates = walk(join(REPO, 'src', 'suites', 'qsolve', 'templates'), (f) => /\.ya?ml\.tmpl$/.test(f));
const rel = (f: string) => relative(REPO, f);

/** The YAML snippets of a file: each fenced yaml block of a Markdown file, or the whole file. */
function snippets(file: string): { where: string; text: string }[] {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return [{ where: rel(file), text }];
  const out: { where: string; text: string }[] = [];
  for (const m of text.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm))
    out.push({ where: `${rel(file)}:${text.slice(0, m.index).split('\n').length}`, text: m[1] });
  return out;
}

const all = [...markdown, ...workflows, ...templates];

/** `owner/repo@vN` mentions of tracked actions whose major is not the current one, and how many were seen. */
function stalePins(text: string, where: string): { wrong: string[]; seen: number } {
  const wrong: string[] = [];
  let seen = 0;
  for (const m of text.matchAll(/\b([\w.-]+\/[\w.-]+)(?:\/[\w./-]+)?@v(\d+)\b/g)) {
    const major = MAJORS[m[1]];
    if (major === undefined) continue;
    seen++;
    if (Number(m[2]) !== major) wrong.push(`${where}: ${m[0]} (current major: v${major})`);
  }
  return { wrong, seen };
}

describe('pinned majors', () => {
  it('every `owner/repo@vN` of a tracked action, in a `uses:` line or in prose, is its current major', () => {
    const wrong: string[] = [];
    let seen = 0;
    for (const f of all) {
      const r = stalePins(readFileSync(f, 'utf8'), rel(f));
      wrong.push(...r.wrong);
      seen += r.seen;
    }
    expect(wrong).toEqual([]);
    expect(seen).toBeGreaterThan(20);
  });

  it('every `uses:` of an outside action is in the table (a new action gets checked and listed)', () => {
    const unknown: string[] = [];
    for (const f of all)
      for (const m of readFileSync(f, 'utf8').matchAll(/uses:\s*['"]?([\w.-]+\/[\w.-]+)[\w./-]*@([\w.{}-]+)/g)) {
        if (m[1] === 'benchgate/benchgate') continue;
        if (!(m[1] in MAJORS)) unknown.push(`${rel(f)}: ${m[0]}`);
        else expect([rel(f), m[0], /^v\d+$/.test(m[2])]).toEqual([rel(f), m[0], true]);
      }
    expect(unknown).toEqual([]);
  });

  it('a stale major is caught, in a step or in prose (the scan is not vacuous)', () => {
    expect(
      stalePins(
        '- uses: actions/checkout@v6\n# or github/codeql-action/upload-sarif@v3\n- uses: actions/checkout@v7\n',
        'x'
      )
    ).toEqual({
      wrong: [
        'x: actions/checkout@v6 (current major: v7)',
        'x: github/codeql-action/upload-sarif@v3 (current major: v4)'
      ],
      seen: 3
    });
  });
});

describe('SARIF snippets upload what they write', () => {
  /** A snippet writes SARIF when it gives the action a `sarif:` input, or calls a reusable workflow of benchgate (they all write it). */
  const writesSarif = (text: string) =>
    /^\s*sarif:\s*\S/m.test(text) || /uses:\s*benchgate\/benchgate\/\.github\/workflows\//.test(text);

  const checked: { file: string; where: string; text: string }[] = [];
  for (const f of all) for (const s of snippets(f)) if (writesSarif(s.text)) checked.push({ file: f, ...s });

  it.each(checked)('$where: uploads with github/codeql-action/upload-sarif and has security-events: write', (s) => {
    // A caller of a reusable workflow grants the permission; the workflow itself holds the upload step. (A workflow
    // file's header comment may show such a call: the file itself must upload.)
    const callsReusable = s.file.endsWith('.md') && /uses:\s*benchgate\/benchgate\/\.github\/workflows\//.test(s.text);
    if (!callsReusable)
      expect([s.where, /uses:\s*github\/codeql-action\/upload-sarif@v\d+/.test(s.text)]).toEqual([s.where, true]);
    expect([s.where, /security-events:\s*write/.test(s.text)]).toEqual([s.where, true]);
  });

  it('finds the SARIF snippets it should (README, the reusable workflows, CI)', () => {
    expect(checked.map((c) => c.where)).toEqual(
      expect.arrayContaining([
        '.github/workflows/benchgate.yml',
        '.github/workflows/benchgate-release.yml',
        '.github/workflows/ci.yml'
      ])
    );
    expect(checked.filter((c) => c.where.startsWith('README.md:')).length).toBeGreaterThanOrEqual(3);
  });

  it('the upload in a pull-request snippet skips a fork (its token cannot upload)', () => {
    for (const f of [join(REPO, 'README.md'), ...workflows])
      for (const s of snippets(f)) {
        if (!/upload-sarif/.test(s.text) || !/pull_request/.test(s.text)) continue;
        expect([
          s.where,
          /github\.event\.pull_request\.head\.repo\.full_name == github\.repository/.test(s.text)
        ]).toEqual([s.where, true]);
      }
  });
});
