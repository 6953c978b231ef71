/**
 * Bounded YAML reading with positions (family-neutral): one document, unique keys, aliases counted and their expansion
 * bounded, nesting and value count bounded before anything is built. Problems come back as data (message, position,
 * whether a structure bound was hit); the caller gives them its own finding code (Qsolve: the manifest, cases.yaml).
 */
import { CST, isAlias, isCollection, isMap, isScalar, isSeq, Lexer, LineCounter, parseDocument, visit } from 'yaml';
import type { Document, Node } from 'yaml';
import { BOUND_FIX, describeBound, positionOf } from '../core/bounds.js';
import { overLimit } from '../core/bytes.js';

/** A 1-based line and column in the YAML text. */
interface Pos {
  line: number;
  column: number;
}

/** The bounds loadYaml applies (YAML_LIMITS unless the caller gives others). */
export interface YamlLimits {
  maxBytes: number;
  maxAliases: number;
  maxAliasCount: number;
  maxDepth: number;
  maxNodes: number;
}

/** The default limits: every YAML file benchgate reads through loadYaml (the Qsolve manifest and cases.yaml). */
export const YAML_LIMITS: Readonly<YamlLimits> = {
  /** Files above this are refused before parsing. */
  maxBytes: 4 * 1024 * 1024,
  /** Aliases allowed in one document (alias bombs are refused). */
  maxAliases: 100,
  /** toJS expansion budget passed to yaml's maxAliasCount. */
  maxAliasCount: 1000,
  /** Deepest collection nesting accepted. */
  maxDepth: 64,
  /**
   * Value tokens (scalars, sequence item indicators, mapping value indicators, flow collection starts: a block entry
   * `- 0` is two) in one file, counted on the lexer's tokens before any node is built: yaml builds about 500 bytes per
   * node, so 4 MiB of `- 0` lines (a million entries) took 0.9 GB (and a flow sequence 2 GB) before this bound. The
   * largest real file holds a few hundred.
   */
  maxNodes: 200_000
};

export type YamlLoad =
  | { ok: true; doc: Document.Parsed; lc: LineCounter; value: unknown }
  | {
      ok: false;
      message: string;
      pos?: Pos;
      /** over a structure bound (the caller's BG020), not a YAML error */ bound?: true;
    };

/** Lexer tokens that are markers, not source text. */
const MARKERS = new Set(['doc-mode', 'flow-error-end', 'scalar']);
/** Lexer token types that start a value. */
const VALUE_TOKENS = new Set(['scalar', 'seq-item-ind', 'map-value-ind', 'flow-seq-start', 'flow-map-start']);

/**
 * The offset of the first value past `max` in YAML text (counted on lexer tokens, which hold no nodes), or undefined.
 * Text shorter than `max` characters cannot hold more values (each takes a character) and is not lexed.
 */
function yamlNodesOver(text: string, max: number): number | undefined {
  if (text.length <= max) return undefined;
  let count = 0;
  let offset = 0;
  for (const tok of new Lexer().lex(text)) {
    const type = CST.tokenType(tok);
    if (type && VALUE_TOKENS.has(type) && ++count > max) return offset;
    if (!type || !MARKERS.has(type)) offset += tok.length;
  }
  return undefined;
}

/**
 * Parses one YAML document keeping positions: unique keys enforced, aliases counted and expansion bounded,
 * nesting bounded (`limits`, YAML_LIMITS by default). Never throws; every problem is returned with its position when
 * known.
 */
export function loadYaml(text: string, limits: Readonly<YamlLimits> = YAML_LIMITS): YamlLoad {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > limits.maxBytes) return { ok: false, message: `the file is ${overLimit(bytes, limits.maxBytes)}` };
  const lc = new LineCounter();
  const over = yamlNodesOver(text, limits.maxNodes);
  if (over !== undefined) {
    const p = positionOf(text, over);
    return {
      ok: false,
      bound: true,
      message: `${describeBound({ kind: 'nodes', limit: limits.maxNodes }, 'YAML file')}; ${BOUND_FIX}`,
      pos: { line: p.line, column: p.column }
    };
  }
  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2' });
  } catch (e) {
    return { ok: false, message: thrownMessage(e, 'parse', 'parsed') };
  }
  if (doc.errors.length > 0) {
    const err = doc.errors[0];
    return { ok: false, message: `YAML error: ${firstLine(err.message)}`, pos: posAt(lc, err.pos[0]) };
  }
  // Count aliases and measure depth before any expansion.
  let aliases = 0;
  let firstAlias: Pos | undefined;
  let tooDeep: Pos | undefined;
  try {
    visit(doc, {
      Alias(_k, node) {
        aliases++;
        if (!firstAlias && node.range) firstAlias = posAt(lc, node.range[0]);
        if (aliases > limits.maxAliases) return visit.BREAK;
      },
      Node(_k, node, path) {
        if (isCollection(node) && path.length > limits.maxDepth * 2 + 1) {
          if (node.range) tooDeep = posAt(lc, node.range[0]);
          return visit.BREAK;
        }
        return undefined;
      }
    });
  } catch (e) {
    return { ok: false, message: thrownMessage(e, 'read', 'read') };
  }
  if (aliases > limits.maxAliases)
    return {
      ok: false,
      message: `the YAML uses more than ${limits.maxAliases} aliases (refused as a possible alias bomb)`,
      pos: firstAlias
    };
  if (tooDeep)
    return { ok: false, message: `the YAML is nested more than ${limits.maxDepth} levels deep`, pos: tooDeep };
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: limits.maxAliasCount });
  } catch (e) {
    const msg = (e as Error).message;
    return {
      ok: false,
      message: /alias/i.test(msg)
        ? 'the YAML aliases expand too much (refused as a possible alias bomb)'
        : `the YAML cannot be read: ${firstLine(msg)}`,
      pos: firstAlias
    };
  }
  return { ok: true, doc, lc, value };
}

/** What the YAML library threw, in words: a RangeError is its stack overflowing on deep nesting. */
function thrownMessage(e: unknown, verb: 'parse' | 'read', participle: 'parsed' | 'read'): string {
  return e instanceof RangeError
    ? `the YAML is nested too deeply to ${verb}`
    : `the YAML cannot be ${participle}: ${(e as Error).message}`;
}

function firstLine(s: string): string {
  return s.split('\n')[0].trim();
}

function posAt(lc: LineCounter, offset: number | undefined): Pos | undefined {
  if (offset === undefined) return undefined;
  const p = lc.linePos(offset);
  return { line: p.line, column: p.col };
}

export function nodePos(lc: LineCounter, node: unknown): Pos | undefined {
  const n = node as Node | null | undefined;
  if (!n || typeof n !== 'object' || !('range' in n) || !n.range) return undefined;
  return posAt(lc, n.range[0]);
}

/** The source text of a scalar node (to tell `40` from `40.0`). */
export function scalarSource(text: string, node: unknown): string | undefined {
  const n = node as Node | null | undefined;
  if (!n || !isScalar(n) || !n.range) return undefined;
  return text.slice(n.range[0], n.range[1]);
}

/** Resolves a JSON-pointer-like path (from ajv instancePath) to the node's position, falling back to the nearest parent. */
export function posOfPath(doc: Document.Parsed, lc: LineCounter, path: (string | number)[]): Pos | undefined {
  let node: unknown = doc.contents;
  let best = nodePos(lc, node);
  for (const seg of path) {
    if (isAlias(node)) break;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) break;
      best = nodePos(lc, pair.key) ?? best;
      node = pair.value;
      if (!isCollection(node)) {
        best = nodePos(lc, node) ?? best;
        // keep the key position for scalars: more useful to point at "key: value"
        best = nodePos(lc, pair.key) ?? best;
      }
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      if (item === undefined) break;
      best = nodePos(lc, item) ?? best;
      node = item;
    } else break;
  }
  return best;
}

/** Splits an ajv instancePath (`/methods/0/kind`) into segments. */
export function pointerSegments(ptr: string): string[] {
  if (!ptr) return [];
  return ptr
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
