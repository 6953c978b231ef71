import { escapeControls } from './text.js';

/**
 * The XML rule (JUnit). XML 1.0 allows only TAB, LF, CR and U+0020 and above (no lone surrogate, no U+FFFE/FFFF),
 * even as character references. Every other control character, bidi override and lone surrogate is shown escaped
 * as in the CLI (`\x1b`, `\u202e`), never dropped; `& < > " '` become entities. In attributes TAB, LF and CR are
 * written as character references so attribute normalisation keeps them.
 */
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;'
};

/** Element text: newlines and tabs kept. */
export function xmlText(s: string): string {
  return escapeControls(s, { newline: true, tab: true }).replace(/[&<>"']/g, (c) => ENTITY[c]);
}

/** Attribute value (inside double quotes): newlines and tabs kept as character references. */
export function xmlAttr(s: string): string {
  return escapeControls(s, { newline: true, tab: true }).replace(/[&<>"'\t\n]/g, (c) => ENTITY[c]);
}
