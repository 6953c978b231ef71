import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { QS } from './codes.js';
import { compileOwnSchema } from './jsonschema.js';
import type { Validator } from './jsonschema.js';
import { MANIFEST_SCHEMA } from './schemas.js';
import type { Manifest, Metric } from './types.js';
import { loadYaml, pointerSegments, posOfPath } from './yaml.js';

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
  keyPos?: Partial<Record<'entry' | 'schemas.input' | 'schemas.output' | 'parameters', { line: number; column: number }>>;
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
  if (!loaded.ok) return { findings: [finding(QS.QS001, `the manifest cannot be loaded: ${loaded.message}`, { file, ...(loaded.pos ?? {}), gate })] };
  const value = loaded.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { findings: [finding(QS.QS001, 'the manifest must be a mapping (keys name, entry, schemas, methods, metric, resources, targets, parameters)', { file, line: 1, column: 1, gate })] };
  }
  const obj = value as Record<string, unknown>;
  const out: ParsedManifest = { findings: [] };
  if (Array.isArray(obj.methods)) out.methodsCount = obj.methods.length;
  const mp = posOfPath(loaded.doc, loaded.lc, ['methods']);
  if (mp) out.methodsPos = mp;
  out.keyPos = {};
  for (const k of ['entry', 'schemas.input', 'schemas.output', 'parameters'] as const) {
    if (k === 'entry' && !('entry' in obj)) continue;
    if (k === 'parameters' && !('parameters' in obj)) continue;
    const kp = posOfPath(loaded.doc, loaded.lc, k.split('.'));
    if (kp) out.keyPos[k] = kp;
  }
  const targets = obj.targets as Record<string, unknown> | undefined;
  out.qpuIbm = !!targets && typeof targets === 'object' && Array.isArray(targets.qpu) && targets.qpu.includes('ibm');
  const at = (path: (string | number)[]) => ({ file, ...(posOfPath(loaded.doc, loaded.lc, path) ?? {}), gate });
  manifestValidator ??= compileOwnSchema(MANIFEST_SCHEMA);
  const r = manifestValidator(obj);
  if (!r.ok) {
    const segs = pointerSegments(r.instancePath);
    out.findings.push(finding(QS.QS002, `manifest ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, at(segs)));
    return out;
  }
  const manifest = obj as unknown as Manifest;
  // Method rules JSON Schema cannot say.
  const seen = new Set<string>();
  manifest.methods.forEach((m, i) => {
    if (seen.has(m.name)) out.findings.push(finding(QS.QS002, `method "${m.name}" is declared twice; method names must be unique`, at(['methods', i, 'name'])));
    seen.add(m.name);
  });
  const refs = referenceMethods(manifest);
  if (refs.length === 0) out.findings.push(finding(QS.QS002, 'no method is the baseline: mark one classical method `reference: true` (or name it `reference`)', at(['methods'])));
  else if (refs.length > 1) out.findings.push(finding(QS.QS002, `more than one method is marked \`reference: true\` (${refs.map((m) => m.name).join(', ')}); mark exactly one`, at(['methods'])));
  else if (refs[0].kind !== 'classical') out.findings.push(finding(QS.QS002, `the reference method "${refs[0].name}" must be classical: the baseline is the best classical answer`, at(['methods', manifest.methods.indexOf(refs[0]), 'kind'])));
  if (!manifest.methods.some((m) => m.kind === 'quantum')) out.findings.push(finding(QS.QS002, 'no method has `kind: quantum`; a workflow needs at least one quantum method', at(['methods'])));
  out.manifest = manifest;
  return out;
}

/** Methods marked `reference: true`; when none is marked, a method named `reference`. */
export function referenceMethods(m: Manifest): Manifest['methods'] {
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
