import { finding } from '../../core/finding.js';
import { BG } from '../../codes/general.js';
import type { Finding } from '../../core/model.js';
import { pushAll } from '../../core/arrays.js';
import { QS } from './codes.js';
import { compileOwnSchema } from '../../formats/jsonschema.js';
import type { Validator } from '../../formats/jsonschema.js';
import { MANIFEST_SCHEMA } from './schemas.js';
import type { Manifest, Metric } from './types.js';
import { loadYaml, pointerSegments, posOfPath } from '../../formats/yaml.js';

export const MANIFEST_NAMES = ['qsolve.yaml', 'qsolve.json'] as const;

let manifestValidator: Validator | undefined;

export interface ParsedManifest {
  manifest?: Manifest;
  /** QS001/QS002 findings, gate `manifest`. */
  findings: Finding[];
  /** Count of declared methods when the `methods` list could be read (for methods_declared). */
  methodsCount?: number;
  /** Where `methods` is written (for methods_declared findings). */
  methodsPos?: { line: number; column: number };
  /** Where `entry`, `schemas.input`, `schemas.output` and `parameters` are written (for QS003/QS004 findings). */
  keyPos?: Partial<
    Record<'entry' | 'schemas.input' | 'schemas.output' | 'parameters', { line: number; column: number }>
  >;
  /** The key the parameter schema is written under: `parameters`, or `params` when that spelling was normalised. */
  parametersKey?: string;
  /** True/false when `targets` could be read; undefined when the manifest did not load. */
  qpuIbm?: boolean;
}

/** Parses and validates a manifest's text. Pure. */
export function parseManifest(text: string, file: string): ParsedManifest {
  const gate = 'manifest';
  const isJson = file.endsWith('.json');
  if (isJson) {
    try {
      JSON.parse(text);
    } catch (e) {
      const msg = (e as Error).message;
      const m = /position (\d+)/.exec(msg);
      const loc = m ? lineCol(text, Number(m[1])) : {};
      return { findings: [finding(QS.QS001, `the manifest is not valid JSON: ${msg}`, { file, ...loc, gate })] };
    }
  }
  const loaded = loadYaml(text);
  if (!loaded.ok)
    return {
      findings: [
        finding(loaded.bound ? BG.BG020 : QS.QS001, `the manifest cannot be loaded: ${loaded.message}`, {
          file,
          ...(loaded.pos ?? {}),
          gate
        })
      ]
    };
  const value = loaded.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      findings: [
        finding(
          QS.QS001,
          'the manifest must be a mapping (keys name, entry, schemas, methods, metric, resources, targets, parameters)',
          { file, line: 1, column: 1, gate }
        )
      ]
    };
  }
  const norm = normaliseSpellings(value as Record<string, unknown>);
  const obj = norm.value;
  const out: ParsedManifest = { findings: [] };
  // Paths of a normalised key are looked up where the author wrote them (`input_schema`, not `schemas.input`).
  const where = (path: (string | number)[]) => posOfPath(loaded.doc, loaded.lc, remapPath(path, norm.renamed));
  const at = (path: (string | number)[]) => ({ file, ...(where(path) ?? {}), gate });
  for (const a of norm.renamed) {
    out.findings.push(
      finding(
        QS.QS043,
        `manifest key "${a.alias}" (the Qsolve notes' spelling) is read as \`${a.canonical.join('.')}\`, benchgate's spelling`,
        at([...a.canonical])
      )
    );
  }
  for (const c of norm.conflicts) {
    out.findings.push(
      finding(
        QS.QS002,
        `manifest gives both "${c.alias}" and \`${c.canonical.join('.')}\`, two spellings of one key; keep one`,
        { file, ...(posOfPath(loaded.doc, loaded.lc, [c.alias]) ?? {}), gate }
      )
    );
  }
  if (norm.renamed.some((a) => a.alias === 'params')) out.parametersKey = 'params';
  if (Array.isArray(obj.methods)) out.methodsCount = obj.methods.length;
  const mp = where(['methods']);
  if (mp) out.methodsPos = mp;
  out.keyPos = {};
  for (const k of ['entry', 'schemas.input', 'schemas.output', 'parameters'] as const) {
    if (k === 'entry' && !('entry' in obj)) continue;
    if (k === 'parameters' && !('parameters' in obj)) continue;
    const kp = where(k.split('.'));
    if (kp) out.keyPos[k] = kp;
  }
  const targets = obj.targets as Record<string, unknown> | undefined;
  out.qpuIbm = !!targets && typeof targets === 'object' && Array.isArray(targets.qpu) && targets.qpu.includes('ibm');
  // Every unknown key, each at its own line with a suggestion; then the first other schema error (on a copy without them).
  const unknown = unknownKeys(obj);
  for (const u of unknown.slice(0, MAX_UNKNOWN_REPORTED)) {
    const hint = u.suggestion ? `; did you mean "${u.suggestion}"?` : `; known keys here: ${u.known.join(', ')}`;
    out.findings.push(
      finding(QS.QS002, `unknown manifest key "${clip(u.path.map(String).join('.'))}"${hint}`, at(u.path))
    );
  }
  if (unknown.length > MAX_UNKNOWN_REPORTED) {
    out.findings.push(
      finding(
        QS.QS002,
        `${unknown.length - MAX_UNKNOWN_REPORTED} more unknown manifest key(s) not listed (at most ${MAX_UNKNOWN_REPORTED} are)`,
        at(unknown[MAX_UNKNOWN_REPORTED].path)
      )
    );
  }
  manifestValidator ??= compileOwnSchema(MANIFEST_SCHEMA);
  const r = manifestValidator(
    unknown.length > 0
      ? withoutPaths(
          obj,
          unknown.map((u) => u.path)
        )
      : obj
  );
  if (!r.ok) {
    const segs = pointerSegments(r.instancePath);
    out.findings.push(
      finding(QS.QS002, `manifest ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, at(segs))
    );
  }
  if (out.findings.some((f) => f.severity === 'error')) return out;
  const manifest = obj as unknown as Manifest;
  // Method rules JSON Schema cannot say, one function each.
  pushAll(out.findings, duplicateMethodFindings(manifest, at));
  pushAll(out.findings, referenceMethodFindings(manifest, at));
  pushAll(out.findings, quantumMethodFindings(manifest, at));
  out.manifest = manifest;
  return out;
}

/** Where a manifest finding points: the position of a path as the author wrote it, with the manifest gate. */
type ManifestAt = (path: (string | number)[]) => { file: string; line?: number; column?: number; gate: string };

/** QS002 for each method whose name an earlier method already has. */
function duplicateMethodFindings(manifest: Manifest, at: ManifestAt): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  manifest.methods.forEach((m, i) => {
    if (seen.has(m.name))
      out.push(
        finding(
          QS.QS002,
          `method "${m.name}" is declared twice; method names must be unique`,
          at(['methods', i, 'name'])
        )
      );
    seen.add(m.name);
  });
  return out;
}

/** QS002 unless exactly one method is the baseline (`reference: true`, or named `reference`) and it is classical. */
function referenceMethodFindings(manifest: Manifest, at: ManifestAt): Finding[] {
  const refs = referenceMethods(manifest);
  if (refs.length === 0)
    return [
      finding(
        QS.QS002,
        'no method is the baseline: mark one classical method `reference: true` (or name it `reference`)',
        at(['methods'])
      )
    ];
  if (refs.length > 1)
    return [
      finding(
        QS.QS002,
        `more than one method is marked \`reference: true\` (${refs.map((m) => m.name).join(', ')}); mark exactly one`,
        at(['methods'])
      )
    ];
  if (refs[0].kind !== 'classical')
    return [
      finding(
        QS.QS002,
        `the reference method "${refs[0].name}" must be classical: the baseline is the best classical answer`,
        at(['methods', manifest.methods.indexOf(refs[0]), 'kind'])
      )
    ];
  return [];
}

/** QS002 when no method has `kind: quantum`. */
function quantumMethodFindings(manifest: Manifest, at: ManifestAt): Finding[] {
  if (manifest.methods.some((m) => m.kind === 'quantum')) return [];
  return [
    finding(QS.QS002, 'no method has `kind: quantum`; a workflow needs at least one quantum method', at(['methods']))
  ];
}

/** Methods marked `reference: true`; when none is marked, a method named `reference`. */
function referenceMethods(m: Manifest): Manifest['methods'] {
  const marked = m.methods.filter((x) => x.reference === true);
  if (marked.length > 0) return marked;
  return m.methods.filter((x) => x.name === 'reference' && x.reference !== false);
}

/** The metric with its documented defaults (kind relative_gap, tolerance 0, tolerance_abs none). */
export function metricOf(m: Partial<Metric> | null | undefined): Metric {
  const out: Metric = { kind: m?.kind ?? 'relative_gap', tolerance: m?.tolerance ?? 0 };
  if (m?.tolerance_abs !== undefined && m.tolerance_abs !== null) out.tolerance_abs = m.tolerance_abs;
  if (m?.note !== undefined) out.note = m.note;
  return out;
}

function lineCol(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < Math.min(offset, text.length); i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return { line, column: offset - last };
}

/**
 * Spellings the Qsolve platform notes use for keys benchgate spells differently. Each maps to exactly one benchgate
 * key, so reading it is unambiguous; the manifest is normalised and a QS043 notice says so.
 */
const MANIFEST_ALIASES: Readonly<Record<string, readonly string[]>> = {
  input_schema: ['schemas', 'input'],
  output_schema: ['schemas', 'output'],
  params: ['parameters']
};

interface Renamed {
  alias: string;
  canonical: readonly string[];
}

/** Moves each alias key to its benchgate spelling (a shallow copy; the input is not changed). Pure. */
function normaliseSpellings(obj: Record<string, unknown>): {
  value: Record<string, unknown>;
  renamed: Renamed[];
  conflicts: Renamed[];
} {
  const value: Record<string, unknown> = { ...obj };
  const renamed: Renamed[] = [];
  const conflicts: Renamed[] = [];
  for (const [alias, canonical] of Object.entries(MANIFEST_ALIASES)) {
    if (!Object.prototype.hasOwnProperty.call(obj, alias)) continue;
    if (canonical.length === 1) {
      if (Object.prototype.hasOwnProperty.call(obj, canonical[0])) {
        conflicts.push({ alias, canonical });
        delete value[alias];
        continue;
      }
      value[canonical[0]] = obj[alias];
    } else {
      const parent = value[canonical[0]];
      if (parent !== undefined && !isPlainObject(parent)) continue; // left as an unknown key; the parent's type error is reported
      if (isPlainObject(parent) && Object.prototype.hasOwnProperty.call(parent, canonical[1])) {
        conflicts.push({ alias, canonical });
        delete value[alias];
        continue;
      }
      value[canonical[0]] = { ...(isPlainObject(parent) ? parent : {}), [canonical[1]]: obj[alias] };
    }
    delete value[alias];
    renamed.push({ alias, canonical });
  }
  return { value, renamed, conflicts };
}

/** A path into the normalised manifest, as written in the file (`schemas.input` → `input_schema` when that was used). */
function remapPath(path: (string | number)[], renamed: Renamed[]): (string | number)[] {
  for (const a of renamed) {
    if (a.canonical.every((seg, i) => path[i] === seg)) {
      // `schemas.input` was written as `input_schema`: point there; a path only to `schemas` keeps the real `schemas` key.
      return [a.alias, ...path.slice(a.canonical.length)];
    }
  }
  return path;
}

/** At most this many unknown keys are listed one by one (a generated manifest must not flood the report). */
const MAX_UNKNOWN_REPORTED = 50;
/** Key names longer than this are not compared (no suggestion) and are cut in messages. */
const MAX_KEY_SHOWN = 80;
const clip = (s: string) => (s.length > MAX_KEY_SHOWN ? `${s.slice(0, MAX_KEY_SHOWN)}…` : s);

export interface UnknownKey {
  path: (string | number)[];
  suggestion?: string;
  known: string[];
}

type SchemaNode = { properties?: Record<string, SchemaNode>; additionalProperties?: unknown; items?: SchemaNode };

/** Every key the manifest schema does not allow (`additionalProperties: false`), with a did-you-mean. Pure. */
export function unknownKeys(obj: Record<string, unknown>): UnknownKey[] {
  const out: UnknownKey[] = [];
  const root = MANIFEST_SCHEMA as unknown as SchemaNode;
  const walk = (value: unknown, node: SchemaNode, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      if (node.items) value.forEach((v, i) => walk(v, node.items as SchemaNode, [...path, i]));
      return;
    }
    if (!isPlainObject(value) || !node.properties) return;
    const known = Object.keys(node.properties);
    for (const [k, v] of Object.entries(value)) {
      const sub = node.properties[k];
      if (sub) walk(v, sub, [...path, k]);
      else if (node.additionalProperties === false) {
        const suggestion = suggestKey(k, known, path.length === 0 ? root : undefined);
        out.push({ path: [...path, k], ...(suggestion ? { suggestion } : {}), known });
      }
    }
  };
  walk(obj, root, []);
  return out;
}

/**
 * The nearest known key by edit distance (at most a third of the longer name, at least 1, at most 3), or at the root
 * a key of a nested object with exactly this name (`tolerance` → `metric.tolerance`).
 */
export function suggestKey(key: string, known: string[], root?: SchemaNode): string | undefined {
  if (key.length > MAX_KEY_SHOWN) return undefined;
  const lower = key.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = editDistance(lower, k.toLowerCase());
    const limit = Math.min(3, Math.max(1, Math.floor(Math.max(k.length, key.length) / 3)));
    if (d <= limit && d < bestD) {
      best = k;
      bestD = d;
    }
  }
  if (best) return best;
  if (root?.properties) {
    for (const [parent, node] of Object.entries(root.properties)) {
      const props = node.properties ?? node.items?.properties;
      if (props && Object.prototype.hasOwnProperty.call(props, key)) return `${parent}.${key}`;
    }
  }
  return undefined;
}

/** Levenshtein distance (insert, delete, substitute; each 1). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** A copy of `obj` without the given key paths (only the objects on those paths are copied). */
function withoutPaths(obj: Record<string, unknown>, paths: (string | number)[][]): Record<string, unknown> {
  const copy = (v: unknown): unknown => (Array.isArray(v) ? [...v] : isPlainObject(v) ? { ...v } : v);
  const top = copy(obj) as Record<string, unknown>;
  for (const p of paths) {
    let cur: any = top;
    for (let i = 0; i < p.length - 1; i++) {
      cur[p[i]] = copy(cur[p[i]]);
      cur = cur[p[i]];
    }
    delete cur[p[p.length - 1]];
  }
  return top;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
