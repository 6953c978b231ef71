import { escapeControls } from './text.js';

/**
 * The HTML rule (the self-contained HTML report, src/report/html.ts). Element text and attribute values: every
 * control character, bidi override and lone surrogate is shown escaped as in the CLI (`\x1b`, `\u202e`), never
 * dropped; `& < > " '` become entities, so no string from an artifact can open a tag, close an attribute or start
 * an entity. Data for scripts goes only through `jsonForScript`, never into markup or script source.
 */
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\n': '&#10;',
  '\t': '&#9;'
};

/** Element text (newlines kept as real line breaks; CSS decides whether they show). */
export function htmlText(v: unknown): string {
  return escapeControls(String(v), { newline: true, tab: true }).replace(/[&<>"']/g, (c) => ENTITY[c]);
}

/** Attribute value, always written inside double quotes. */
export function htmlAttr(v: unknown): string {
  return escapeControls(String(v), { newline: true, tab: true }).replace(/[&<>"'\n\t]/g, (c) => ENTITY[c]);
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are written as `\u003c`, `\u003e`,
 * `\u0026` (valid JSON escapes), so neither `</script>` nor `<!--` can end or change the block; U+2028/U+2029 are
 * escaped too. `JSON.parse(block.textContent)` gives back exactly the value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}

/** An http(s) URL for an href, else undefined (no `javascript:`, no `data:`). */
export function safeHref(url: string): string | undefined {
  return /^https:\/\/[^\s"'<>]+$/.test(url) ? url : undefined;
}
