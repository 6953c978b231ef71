/**
 * FightBench's view of a JSON document, read by the project's one JSON reader (`core/json-source.ts`):
 * what JSON.parse loses and hashing needs is kept — the source spelling of numbers (1.0 vs 1, big
 * integers) —, duplicate keys are rejected and nesting is limited. Objects are Maps (insertion order
 * kept, `__proto__` is an ordinary key).
 */
import { parseJsonSource, splitPointer, type JsonNode } from '../../core/json-source.js';

export class JNum {
  constructor(readonly raw: string) {}
  get isInteger(): boolean {
    return !/[.eE]/.test(this.raw);
  }
}

export type JValue = null | boolean | string | JNum | JValue[] | JObject;
export type JObject = Map<string, JValue>;

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly line: number,
    readonly column: number
  ) {
    super(message);
    this.name = 'JsonSyntaxError';
  }
}

/**
 * Parses strict JSON (no BOM) into `JValue`s. Throws `JsonSyntaxError` (message ending "at line L, column C")
 * for a syntax error, a duplicate key or nesting deeper than `maxDepth` arrays/objects.
 */
export function parseJsonStrict(text: string, maxDepth = 256): JValue {
  // A value may sit inside at most `maxDepth` containers: the core limit counts containers, so one more
  // container level is allowed there and a scalar in it is refused while converting.
  const r = parseJsonSource(text, { maxDepth: maxDepth + 1 });
  if (!r.ok) {
    const { kind, message, offset, line, column } = r.error;
    const msg = kind === 'depth' ? `nesting deeper than ${maxDepth} levels` : message;
    throw new JsonSyntaxError(`${msg} at line ${line}, column ${column}`, offset, line, column);
  }
  const fail = (msg: string, offset: number): never => {
    const { line, column } = r.doc.lines.position(offset);
    throw new JsonSyntaxError(`${msg} at line ${line}, column ${column}`, offset, line, column);
  };
  const dup = r.doc.duplicateKeys[0];
  if (dup) {
    const key = (splitPointer(dup.pointer) ?? ['']).at(-1) as string;
    fail(`duplicate key ${JSON.stringify(key.length > 60 ? key.slice(0, 60) + '…' : key)}`, dup.offset);
  }
  const convert = (n: JsonNode, depth: number): JValue => {
    if (n.type === 'array') return n.items.map((x) => convert(x, depth + 1));
    if (n.type === 'object')
      return new Map(n.entries.map((m) => [m.key, convert(m.value, depth + 1)] as [string, JValue]));
    if (depth > maxDepth) return fail(`nesting deeper than ${maxDepth} levels`, n.start);
    return n.type === 'null' ? null : n.type === 'number' ? new JNum(n.raw) : n.value;
  };
  return convert(r.doc.root, 0);
}

export function isJObject(v: JValue | undefined): v is JObject {
  return v instanceof Map;
}
