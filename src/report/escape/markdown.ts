import { escapeControls } from './text.js';

/**
 * The Markdown rule (job summary, pull-request comment, check-run summary; GitHub Flavored Markdown as GitHub
 * renders it). Every value from an artifact, a report or the workflow goes through `mdText` (prose and table
 * cells) or `mdCode` (code-styled values such as paths); the structure around them is benchgate's own.
 *
 * `mdText(v)`:
 * - newlines, CR and tabs become one space (a value never starts a new block or a new table row); other control
 *   characters are shown escaped (`\x1b`, `\u202e`), as in the CLI;
 * - `\` `` ` `` `*` `~` `[` `]` `|` `$` `#` and a `_` that is not between two letters or digits are backslash-escaped
 *   (no emphasis, code span, link, image, math, heading end or table cell break; GitHub's table splitter honours `\|` and
 *   `\\` before inline parsing, so the same text is right inside and outside tables);
 * - `&` `<` `>` become `&amp;` `&lt;` `&gt;` (no HTML tag, comment or entity: `<img>`, `<details>`, `<!--`,
 *   `&#64;` all show as text);
 * - `@` before a letter or digit, and `#` before a digit, get a zero-width joiner (U+200D) after them, so GitHub
 *   neither notifies a user or team nor links an issue from artifact data; the text reads the same;
 * - `://` and `www.` get a backslash escape (`\://`, `www\.`), so a URL in the data is not made a link.
 *
 * `mdCode(v)` is `<code>` around `mdText(v)`. A backtick code span cannot be used for arbitrary data: inside a
 * table, `\|` must stay escaped but a data backslash before a pipe then reads as an escaped backslash, and
 * outside tables the escapes would show literally. `<code>` holds ordinary escaped Markdown, so it is right in
 * both places.
 */

const JOINER = '\u200d';

const ESCAPE_CHAR: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function mdText(v: unknown): string {
  const s = escapeControls(String(v).replace(/\r\n|[\r\n\t]/g, ' '));
  return s
    .replace(/[\\`*~[\]|$#]/g, '\\$&')
    .replace(/_/g, (m, i: number, all: string) =>
      /[A-Za-z0-9]/.test(all[i - 1] ?? '') && /[A-Za-z0-9]/.test(all[i + 1] ?? '') ? m : '\\_'
    )
    .replace(/[&<>]/g, (c) => ESCAPE_CHAR[c])
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/@(?=[A-Za-z0-9])/g, `@${JOINER}`)
    .replace(/#(?=[0-9])/g, `#${JOINER}`);
}

/** A table cell: `mdText`, and an em dash for a missing or blank value (GitHub trims cells). */
export function mdCell(v: unknown): string {
  const t = v === null || v === undefined ? '' : mdText(v);
  return /^[ \t]*$/.test(t) ? '—' : t;
}

/** A code-styled value (paths, case names), safe in tables and prose. */
export function mdCode(v: unknown): string {
  return `<code>${mdText(v)}</code>`;
}

/** A fenced block (e.g. Mermaid source) whose fence no line of the content can close. */
export function mdFence(info: string, source: string): string {
  let longest = 2;
  for (const m of source.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info.replace(/[`\s]/g, '')}\n${escapeControls(source, { newline: true, tab: true })}\n${fence}`;
}

/**
 * A link target benchgate writes itself (the run page from GITHUB_SERVER_URL/GITHUB_REPOSITORY/GITHUB_RUN_ID):
 * kept only when it is a plain http(s) URL without spaces, parentheses, angle brackets, quotes or backslashes,
 * so it can neither end the Markdown link early nor open HTML; anything else gives undefined (no link).
 */
export function mdUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~%/+=-]*)?$/.test(url) ? url : undefined;
}
