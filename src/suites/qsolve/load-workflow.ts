/**
 * The I/O edge of the Qsolve suite: reads one workflow folder (manifest, schemas, entry, examples, cases.yaml,
 * case inputs, run records) and hands plain data to the pure rules (check-workflow.ts). Never throws for bad input.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { BG } from '../../codes/general.js';
import { pushAll } from '../../core/arrays.js';
import { finding } from '../../core/finding.js';
import { escapePointerSegment, locate, parseJsonSource } from '../../core/json-source.js';
import type { Finding } from '../../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, readBounded, resolveInside, UnsafePathError } from '../../core/paths.js';
import { compileUserSchema } from '../../formats/jsonschema.js';
import type { Validator } from '../../formats/jsonschema.js';
import { findPatternPath } from '../../formats/linear-regexp.js';
import { loadYaml, posOfPath, YAML_LIMITS } from '../../formats/yaml.js';
import { E052_LOAD, emptyCases, parseCasesYaml } from './cases.js';
import type { ParsedCases } from './cases.js';
import { QS } from './codes.js';
import { MANIFEST_NAMES, parseManifest } from './manifest.js';
import type { ParsedManifest } from './manifest.js';
import { DEFAULT_RECORDS_PATH, loadRecords } from './records.js';
import { checkCases, parseJsonObject, resolveCaseInput } from './submission.js';
import type { ResolvedInput } from './submission.js';
import { findDefinition } from './traceback.js';
import type { CaseSpec, RunRecords } from './types.js';

const CASES_PATH = 'benchmarks/cases.yaml';
const SCHEMA_MAX_BYTES = 4 * 1024 * 1024;
const EXAMPLE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_EXAMPLES = 1000;

/** Used when the manifest declares no `parameters`: only `shots`, a positive integer. */
const DEFAULT_PARAMS_SCHEMA = {
  type: 'object',
  properties: { shots: { type: 'integer', minimum: 1 } },
  additionalProperties: false
};

export interface WorkflowState {
  /** Repository-relative folder ('.' for the root). */
  folder: string;
  folderAbs: string;
  manifestFile: string;
  manifest: ParsedManifest;
  manifestFindings: Finding[];
  inputSchema?: Validator;
  /** The output schema, applied to every method's solution (issue 21, QS044). */
  outputSchema?: Validator;
  paramsSchema?: Validator;
  examples: { count: number; findings: Finding[] };
  casesFile: string;
  /** undefined: benchmarks/cases.yaml does not exist. */
  cases?: ParsedCases;
  submissionFindings: Finding[];
  /** Repository-relative entry module and where it defines `estimate` (when it does). */
  entryFile?: string;
  estimatePos?: { line: number; column: number };
}

const rel = (folder: string, p: string) => (folder === '.' ? p : posix.join(folder, p));

async function readText(
  abs: string,
  max: number
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    const buf = await readBounded(abs, max);
    const text = decodeUtf8Strict(buf);
    return text === undefined ? { ok: false, message: 'the file is not valid UTF-8' } : { ok: true, text };
  } catch (e) {
    return {
      ok: false,
      message: e instanceof FileTooLargeError ? e.message : `cannot read the file: ${(e as Error).message}`
    };
  }
}

async function exists(abs: string): Promise<boolean> {
  try {
    return (await stat(abs)).isFile();
  } catch {
    return false;
  }
}

/** Loads everything static about a workflow folder. `root` is the real repository root, `folder` repo-relative. */
export async function loadWorkflow(root: string, folder: string): Promise<WorkflowState> {
  const folderAbs = await realpath(folder === '.' ? root : join(root, ...folder.split('/')));
  const { manifestFile, manifest, manifestText, findings: manifestFindings } = await loadManifest(folderAbs, folder);
  const m = manifest.manifest;
  let schemas: LoadedSchemas = {};
  let entry: Pick<WorkflowState, 'entryFile' | 'estimatePos'> = {};
  if (m) {
    schemas = await loadSchemas(folderAbs, folder, manifestFile, manifest, manifestText);
    pushAll(manifestFindings, schemas.findings ?? []);
    const loadedEntry = await loadEntry(folderAbs, folder, manifestFile, manifest);
    pushAll(manifestFindings, loadedEntry.findings);
    entry = { entryFile: loadedEntry.entryFile, estimatePos: loadedEntry.estimatePos };
  }
  const { inputSchema, outputSchema, paramsSchema } = schemas;
  const examples = await loadExamples(folderAbs, folder, inputSchema);
  const casesFile = rel(folder, CASES_PATH);
  const cases = await loadCases(folderAbs, casesFile);
  const submissionFindings =
    cases && cases.loaded ? await submissionChecks(cases, folderAbs, casesFile, inputSchema, paramsSchema) : [];
  return {
    folder,
    folderAbs,
    manifestFile,
    manifest,
    manifestFindings,
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    paramsSchema,
    examples,
    casesFile,
    cases,
    submissionFindings,
    ...(entry.entryFile ? { entryFile: entry.entryFile } : {}),
    ...(entry.estimatePos ? { estimatePos: entry.estimatePos } : {})
  };
}

/** The manifest: which file (QS026 when both exist), its text and what parseManifest made of it (QS001 when absent or unreadable). */
async function loadManifest(
  folderAbs: string,
  folder: string
): Promise<{ manifestFile: string; manifest: ParsedManifest; manifestText?: string; findings: Finding[] }> {
  const findings: Finding[] = [];
  const present: string[] = [];
  for (const n of MANIFEST_NAMES) if (await exists(join(folderAbs, n))) present.push(n);
  const manifestName = present[0] ?? MANIFEST_NAMES[0];
  const manifestFile = rel(folder, manifestName);
  if (present.length > 1)
    findings.push(
      finding(QS.QS026, `both qsolve.yaml and qsolve.json exist; ${manifestName} is used`, {
        file: rel(folder, present[1])
      })
    );
  let manifest: ParsedManifest = { findings: [] };
  let manifestText: string | undefined;
  if (present.length === 0) {
    manifest.findings.push(
      finding(QS.QS001, 'no workflow manifest: add qsolve.yaml (or qsolve.json)', {
        file: manifestFile,
        gate: 'manifest'
      })
    );
  } else {
    let t: Awaited<ReturnType<typeof readText>>;
    try {
      const real = await resolveInside(folderAbs, manifestName, { expect: 'file' });
      t = await readText(real, YAML_LIMITS.maxBytes);
    } catch (e) {
      t = { ok: false, message: (e as Error).message };
    }
    if (!t.ok)
      manifest.findings.push(
        finding(QS.QS001, `the manifest cannot be read: ${t.message}`, { file: manifestFile, gate: 'manifest' })
      );
    else {
      manifestText = t.text;
      manifest = parseManifest(t.text, manifestFile);
    }
  }
  pushAll(findings, manifest.findings);
  return { manifestFile, manifest, ...(manifestText !== undefined ? { manifestText } : {}), findings };
}

interface LoadedSchemas {
  inputSchema?: Validator;
  outputSchema?: Validator;
  paramsSchema?: Validator;
  findings?: Finding[];
}

/**
 * The input and output schema files and the manifest's `parameters` schema (the default when it has none), compiled:
 * BG020 over a bound, QS040 for a pattern the linear engine cannot run (at its line), QS003 otherwise.
 */
async function loadSchemas(
  folderAbs: string,
  folder: string,
  manifestFile: string,
  manifest: ParsedManifest,
  manifestText: string | undefined
): Promise<LoadedSchemas> {
  const m = manifest.manifest!;
  const findings: Finding[] = [];
  const out: LoadedSchemas = { findings };
  for (const which of ['input', 'output'] as const) {
    const p = m.schemas[which];
    const r = await loadSchemaFile(folderAbs, p);
    if (!r.ok && r.bound)
      findings.push(
        finding(BG.BG020, `the ${which} schema "${p}" ${r.message}`, {
          file: rel(folder, p),
          ...r.bound,
          gate: 'manifest'
        })
      );
    else if (!r.ok && r.pos)
      findings.push(
        finding(QS.QS040, `the ${which} schema "${p}": ${r.message}`, {
          file: rel(folder, p),
          ...r.pos,
          gate: 'manifest'
        })
      );
    else if (!r.ok)
      findings.push(
        finding(QS.QS003, `the ${which} schema "${p}" ${r.message}`, {
          ...(r.missing
            ? { file: manifestFile, ...(manifest.keyPos?.[`schemas.${which}`] ?? {}) }
            : { file: rel(folder, p), line: 1, column: 1 }),
          gate: 'manifest'
        })
      );
    else if (which === 'input') out.inputSchema = r.validate;
    else out.outputSchema = r.validate;
  }
  const ps = compileUserSchema(m.parameters ?? DEFAULT_PARAMS_SCHEMA, { useDefaults: true });
  if (!ps.ok && ps.unsupportedPattern !== undefined) {
    const path = findPatternPath(m.parameters, ps.unsupportedPattern);
    const loaded = manifestText !== undefined && path ? loadYaml(manifestText) : undefined;
    const pos =
      loaded?.ok && path
        ? posOfPath(loaded.doc, loaded.lc, [manifest.parametersKey ?? 'parameters', ...path])
        : undefined;
    findings.push(
      finding(QS.QS040, `the \`parameters\` schema: ${ps.message}`, {
        file: manifestFile,
        ...(pos ?? {}),
        gate: 'manifest'
      })
    );
  } else if (!ps.ok)
    findings.push(
      finding(QS.QS003, `the \`parameters\` schema does not compile: ${ps.message}`, {
        file: manifestFile,
        ...(manifest.keyPos?.parameters ?? {}),
        gate: 'manifest'
      })
    );
  else out.paramsSchema = ps.validate;
  return out;
}

/** The entry module: its repository-relative path and its `estimate` definition, or QS004 when absent or refused. */
async function loadEntry(
  folderAbs: string,
  folder: string,
  manifestFile: string,
  manifest: ParsedManifest
): Promise<{ entryFile?: string; estimatePos?: { line: number; column: number }; findings: Finding[] }> {
  const m = manifest.manifest!;
  try {
    const entryAbs = await resolveInside(folderAbs, m.entry, { expect: 'file' });
    const entryFile = rel(folder, m.entry);
    const t = await readText(entryAbs, SCHEMA_MAX_BYTES);
    const estimatePos = t.ok ? findDefinition(t.text, 'estimate') : undefined;
    return { entryFile, ...(estimatePos ? { estimatePos } : {}), findings: [] };
  } catch (e) {
    return {
      findings: [
        finding(
          QS.QS004,
          `the entry module "${m.entry}" ${e instanceof UnsafePathError && e.problem !== 'missing' ? `is refused: ${e.message}` : 'does not exist in the workflow folder'}`,
          { file: manifestFile, ...(manifest.keyPos?.entry ?? {}), gate: 'manifest' }
        )
      ]
    };
  }
}

/** benchmarks/cases.yaml parsed; undefined when it does not exist; E052 when it cannot be loaded. */
async function loadCases(folderAbs: string, casesFile: string): Promise<ParsedCases | undefined> {
  const cannotLoad = (message: string) =>
    emptyCases(
      finding(QS.E052, `benchmarks/cases.yaml cannot be loaded: ${message} (${E052_LOAD})`, {
        file: casesFile,
        gate: 'benchmark_cases'
      })
    );
  let casesAbs: string;
  try {
    casesAbs = await resolveInside(folderAbs, CASES_PATH, { expect: 'file' });
  } catch (e) {
    return e instanceof UnsafePathError && e.problem !== 'missing' ? cannotLoad(e.message) : undefined;
  }
  const t = await readText(casesAbs, YAML_LIMITS.maxBytes);
  return t.ok ? parseCasesYaml(t.text, casesFile) : cannotLoad(t.message);
}

/** The submission checks of every case of both lists, their inputs read first (submission.ts). */
async function submissionChecks(
  cases: ParsedCases,
  folderAbs: string,
  casesFile: string,
  inputSchema: Validator | undefined,
  paramsSchema: Validator | undefined
): Promise<Finding[]> {
  const inputs = new Map<CaseSpec, ResolvedInput>();
  for (const c of [...cases.cases, ...cases.hardware]) inputs.set(c, await resolveCaseInput(c, folderAbs, casesFile));
  return checkCases({
    cases: cases.cases,
    hardware: cases.hardware,
    inputs,
    inputSchema,
    paramsSchema,
    file: casesFile,
    hardwareKey: cases.hardwareKey
  });
}

async function loadSchemaFile(
  folderAbs: string,
  p: string
): Promise<
  | { ok: true; validate: Validator }
  | {
      ok: false;
      message: string;
      missing?: boolean;
      pos?: { line: number; column: number };
      bound?: { line: number; column: number };
    }
> {
  let real: string;
  try {
    real = await resolveInside(folderAbs, p, { expect: 'file' });
  } catch (e) {
    return {
      ok: false,
      message:
        e instanceof UnsafePathError && e.problem === 'missing'
          ? 'does not exist'
          : `is refused: ${(e as Error).message}`,
      missing: true
    };
  }
  const t = await readText(real, SCHEMA_MAX_BYTES);
  if (!t.ok) return { ok: false, message: t.message };
  const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
  if (!obj.ok) return { ok: false, message: obj.message, ...(obj.bound ? { bound: obj.bound } : {}) };
  const c = compileUserSchema(obj.value);
  if (c.ok) return c;
  if (c.unsupportedPattern !== undefined) {
    // A pattern the linear-time engine cannot run: reported at its line (QS040), never a silent pass.
    const path = findPatternPath(obj.value, c.unsupportedPattern);
    const doc = parseJsonSource(t.text);
    const loc =
      path && doc.ok ? locate(doc.doc, '/' + path.map((x) => escapePointerSegment(String(x))).join('/')) : undefined;
    return {
      ok: false,
      message: c.message,
      pos: loc ? { line: loc.line, column: loc.column } : { line: 1, column: 1 }
    };
  }
  return { ok: false, message: `is not a valid JSON Schema: ${c.message}` };
}

async function loadExamples(
  folderAbs: string,
  folder: string,
  inputSchema: Validator | undefined
): Promise<{ count: number; findings: Finding[] }> {
  const findings: Finding[] = [];
  let names: string[] = [];
  try {
    const ents = await readdir(join(folderAbs, 'examples'), { withFileTypes: true });
    names = ents.filter((e) => (e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.json')).map((e) => e.name);
  } catch {
    names = [];
  }
  names.sort();
  if (names.length === 0) {
    findings.push(
      finding(QS.QS005, 'no example input: add examples/<name>.json holding one JSON object', {
        file: rel(folder, 'examples'),
        gate: 'example_inputs'
      })
    );
    return { count: 0, findings };
  }
  for (const n of names.slice(0, MAX_EXAMPLES)) {
    const p = `examples/${n}`;
    const file = rel(folder, p);
    let real: string;
    try {
      real = await resolveInside(folderAbs, p, { expect: 'file' });
    } catch (e) {
      findings.push(finding(QS.QS006, `example ${p}: ${(e as Error).message}`, { file, gate: 'example_inputs' }));
      continue;
    }
    const t = await readText(real, EXAMPLE_MAX_BYTES);
    if (!t.ok) {
      findings.push(finding(QS.QS006, `example ${p}: ${t.message}`, { file, gate: 'example_inputs' }));
      continue;
    }
    const obj = parseJsonObject(Buffer.from(t.text, 'utf8'));
    if (!obj.ok) {
      findings.push(
        finding(obj.bound ? BG.BG020 : QS.QS006, `example ${p} ${obj.message}`, {
          file: obj.bound ? rel(folder, p) : file,
          ...(obj.bound ?? {}),
          gate: 'example_inputs'
        })
      );
      continue;
    }
    if (inputSchema) {
      const v = inputSchema(obj.value);
      if (!v.ok)
        findings.push(
          finding(QS.QS007, `example ${p}: ${v.instancePath || '(root)'} ${v.message} (schema path ${v.schemaPath})`, {
            file,
            gate: 'example_inputs'
          })
        );
    }
  }
  return { count: names.length, findings };
}

/** Looks for run records: an explicit path (relative to the folder) or the default one when it exists. */
export async function findRecords(
  s: WorkflowState,
  explicit: string | undefined
): Promise<{ records?: RunRecords; findings: Finding[]; file?: string; abs?: string }> {
  const p = explicit ?? DEFAULT_RECORDS_PATH;
  const file = rel(s.folder, p);
  let real: string;
  try {
    real = await resolveInside(s.folderAbs, p, { expect: 'file' });
  } catch (e) {
    if (explicit === undefined && e instanceof UnsafePathError && e.problem === 'missing') return { findings: [] };
    return {
      findings: [finding(QS.QS020, `run records "${p}": ${(e as Error).message}`, { file, gate: 'cases_pass' })],
      file
    };
  }
  return { ...(await loadRecords(real, file)), file, abs: real };
}

/**
 * How a workflow is named in messages and findings' subjects: its repository-relative folder, or, at the root of
 * the checked tree (`benchgate qsolve check .`), its folder's own name, never ".". Pure.
 */
export function workflowName(s: Pick<WorkflowState, 'folder' | 'folderAbs'>): string {
  return s.folder === '.' ? posix.basename(s.folderAbs.split('\\').join('/')) || s.folder : s.folder;
}

/** Every finding names its workflow: `subject` becomes `<folder>` or `<folder> › <what it was>`. */
export function nameWorkflow(findings: Finding[], folder: string): void {
  for (const f of findings) f.subject = f.subject ? `${folder} › ${f.subject}` : folder;
}
