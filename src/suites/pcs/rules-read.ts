/**
 * The reading rules of a pcs document, one function per rule, pure: its size, its encoding, its JSON (a parse
 * error, then what Python's json module reads differently from RFC 8259: duplicate keys, lone surrogates,
 * non-finite numbers) and its v0 type. A failing read rule fails the schema gate and leaves the rest undecided.
 */
import { BG } from '../../codes/general.js';
import { BOUND_FIX } from '../../core/bounds.js';
import { overLimit } from '../../core/bytes.js';
import type { CodeDef } from '../../codes/types.js';
import type { JsonDocument, JsonParseError } from '../../core/json-source.js';
import type { DocIssue } from './check-common.js';
import { PCS } from './codes.js';
import { isObj } from './rules-common.js';

/** A read rule that failed: its finding, the schema gate's detail, and why the other gates are undecided. */
export interface ReadFailure {
  issue: DocIssue;
  detail: string;
  why: string;
}

/** The file is at most max-bytes long (PCS002). */
export function sizeRule(size: number, maxBytes: number): ReadFailure | undefined {
  if (size <= maxBytes) return undefined;
  return {
    issue: {
      def: PCS.PCS002,
      message: `the file is ${overLimit(size, maxBytes)} (option max-bytes); it was not checked`,
      gate: 'schema',
      place: { line: 1, column: 1 }
    },
    detail: 'file too large',
    why: 'the file was not read'
  };
}

/** The file is UTF-8: what a file whose bytes do not decode gets (PCS001). */
export const NOT_UTF8: ReadFailure = {
  issue: {
    def: PCS.PCS001,
    message: 'the file is not valid UTF-8; JSON must be UTF-8 encoded',
    gate: 'schema',
    place: { line: 1, column: 1 }
  },
  detail: 'not UTF-8',
  why: 'the file could not be parsed'
};

/** The text is JSON within the depth, size and structure bounds (PCS003, PCS002, BG020, else PCS001). */
export function parseErrorRule(e: JsonParseError): ReadFailure {
  const def =
    e.kind === 'depth' ? PCS.PCS003 : e.kind === 'size' ? PCS.PCS002 : e.kind === 'bounds' ? BG.BG020 : PCS.PCS001;
  const message =
    e.kind === 'depth'
      ? `${e.message} (option max-depth)`
      : e.kind === 'bounds'
        ? `${e.message}: ${BOUND_FIX}`
        : `invalid JSON: ${e.message}`;
  return {
    issue: { def, message, gate: 'schema', place: { line: e.line, column: e.column } },
    detail: e.kind === 'depth' ? 'nesting too deep' : e.kind === 'bounds' ? 'over a structure bound' : 'invalid JSON',
    why: 'the file could not be parsed'
  };
}

/** The parser's notes of one kind as issues at their places. */
const noted = (notes: JsonDocument['duplicateKeys'], def: CodeDef, gate?: string): DocIssue[] =>
  notes.map((d) => ({ def, message: d.message, gate, place: { line: d.line, column: d.column, subject: d.pointer } }));

/** No key repeats in an object (PCS004: Python keeps the last value). */
export const duplicateKeyRule = (doc: JsonDocument): DocIssue[] => noted(doc.duplicateKeys, PCS.PCS004, 'semantics');

/** No string holds a lone surrogate (PCS005). */
export const loneSurrogateRule = (doc: JsonDocument): DocIssue[] => noted(doc.loneSurrogates, PCS.PCS005, 'semantics');

/** NaN, Infinity and numbers outside a double are read as Python reads them, with a warning (PCS006, no gate). */
export const nonFiniteRule = (doc: JsonDocument): DocIssue[] => noted(doc.nonFiniteNumbers, PCS.PCS006);

/** The document is a v0 artifact: what a document without a detected type gets (PCS007). */
export function noTypeFailure(value: unknown): ReadFailure {
  return {
    issue: {
      def: PCS.PCS007,
      message: isObj(value)
        ? 'could not detect a v0 artifact type from the fields of this object (pcs-core: "Could not detect artifact type")'
        : 'the JSON root is not an object (pcs-core: "Artifact root must be a JSON object")',
      gate: 'schema',
      pointer: ''
    },
    detail: 'not a v0 artifact',
    why: 'no v0 type'
  };
}
