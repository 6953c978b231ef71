/**
 * Submission checks on every case of both lists (before any run): input present, input_file safe and a JSON object,
 * input against the input schema, params.shots ≤ 100,000, params against the parameter schema, hardware cases ≤ 600 KB.
 * `resolveCaseInputs` does the file I/O; `checkCases` is pure.
 */
import { finding } from '../../core/finding.js';
import { BG } from '../../codes/general.js';
import { BOUND_FIX, describeBound, positionOf, scanJsonBounds } from '../../core/bounds.js';
import type { Finding } from '../../core/model.js';
import { parseTargetSpec, showTarget } from '../../quantum/targets/target-syntax.js';
import { FAKE_DEVICE_NAMES } from '../../quantum/targets/devices/data/names.js';
import {
  checkRelativePath,
  decodeUtf8Strict,
  FileTooLargeError,
  readBounded,
  resolveInside,
  UnsafePathError
} from '../../core/paths.js';
import { QS } from './codes.js';
import { circuitOptions } from './runner/circuit-options.js';
import type { Validator } from '../../formats/jsonschema.js';
import type { CaseSpec } from './types.js';
import { pushAll } from '../../core/arrays.js';

const MAX_SHOTS = 100_000;
/** 600 KB, read as 600,000 bytes (the stricter of the two readings). */
const HARDWARE_MAX_BYTES = 600_000;
const INPUT_MAX_BYTES = 16 * 1024 * 1024;

/** The outcome of resolving a case's input: the object, or a finding explaining why not. */
export type ResolvedInput =
  { ok: true; value: Record<string, unknown>; from: 'input' | 'input_file' } | { ok: false; finding: Finding };

function who(c: CaseSpec): string {
  return c.name ? `case "${c.name}" (${c.list}[${c.index}])` : `${c.list}[${c.index}]`;
}

function at(c: CaseSpec, file: string, key?: string) {
  const p = (key && c.keyPos[key]) || c.pos;
  return { file, line: p.line, column: p.column, subject: c.name || `${c.list}[${c.index}]` };
}

/** Reads one case's input (`input` wins over `input_file`). `folderAbs` is the real path of the workflow folder. */
export async function resolveCaseInput(c: CaseSpec, folderAbs: string, file: string): Promise<ResolvedInput> {
  if (c.input !== undefined) return { ok: true, value: c.input, from: 'input' };
  if (c.input_file === undefined)
    return { ok: false, finding: finding(QS.QS009, `${who(c)} has neither \`input\` nor \`input_file\``, at(c, file)) };
  const p = c.input_file;
  const lex = checkRelativePath(p);
  if (!lex.ok)
    return { ok: false, finding: finding(QS.QS010, `${who(c)}: input_file ${lex.message}`, at(c, file, 'input_file')) };
  let real: string;
  try {
    real = await resolveInside(folderAbs, p, { expect: 'file' });
  } catch (e) {
    if (e instanceof UnsafePathError) {
      const code =
        e.problem === 'escapes' || e.problem === 'absolute' || e.problem === 'traversal' ? QS.QS010 : QS.QS011;
      return { ok: false, finding: finding(code, `${who(c)}: input_file ${e.message}`, at(c, file, 'input_file')) };
    }
    return {
      ok: false,
      finding: finding(
        QS.QS011,
        `${who(c)}: input_file "${p}" cannot be read: ${(e as Error).message}`,
        at(c, file, 'input_file')
      )
    };
  }
  let buf: Buffer;
  try {
    buf = await readBounded(real, INPUT_MAX_BYTES);
  } catch (e) {
    const msg = e instanceof FileTooLargeError ? e.message : (e as Error).message;
    return {
      ok: false,
      finding: finding(QS.QS011, `${who(c)}: input_file "${p}" cannot be read: ${msg}`, at(c, file, 'input_file'))
    };
  }
  const r = parseJsonObject(buf);
  if (!r.ok)
    return {
      ok: false,
      finding: finding(
        r.bound ? BG.BG020 : QS.QS011,
        `${who(c)}: input_file "${p}" ${r.message}`,
        at(c, file, 'input_file')
      )
    };
  return { ok: true, value: r.value, from: 'input_file' };
}

/** Parses bytes as one JSON object. */
export function parseJsonObject(
  buf: Uint8Array
):
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; message: string; bound?: { line: number; column: number } } {
  const text = decodeUtf8Strict(buf);
  if (text === undefined) return { ok: false, message: 'is not valid UTF-8' };
  const over = scanJsonBounds(text);
  if (over) {
    const at = positionOf(text, over.offset);
    return {
      ok: false,
      message: `is not checked: at line ${at.line}, column ${at.column}, ${describeBound(over)}; ${BOUND_FIX}`,
      bound: at
    };
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      message: `is not valid JSON: ${e instanceof RangeError ? 'nested too deeply' : (e as Error).message}`
    };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return {
      ok: false,
      message: `does not hold a JSON object (found ${v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v})`
    };
  return { ok: true, value: v as Record<string, unknown> };
}

export interface CheckCasesInput {
  cases: CaseSpec[];
  hardware: CaseSpec[];
  inputs: Map<CaseSpec, ResolvedInput>;
  /** Undefined when the input schema did not load (inputs are then not schema-checked; the manifest gate fails). */
  inputSchema?: Validator;
  paramsSchema?: Validator;
  file: string;
  hardwareKey?: { line: number; column: number };
}

/** What is wrong with the transpiler options among a case's params (the keys ctx.run sends with every circuit), or undefined. */
function transpilerParamsProblem(params: Record<string, unknown>): string | undefined {
  const keys = ['initial_layout', 'optimization_level', 'seed_transpiler'].filter((k) => params[k] != null);
  if (!keys.length) return undefined;
  const r = circuitOptions(Object.fromEntries(keys.map((k) => [k, params[k]])));
  if (!r.ok) return r.problem;
  const il = r.options?.initialLayout;
  if (il && new Set(il).size !== il.length) return `initial_layout names a device qubit twice: ${JSON.stringify(il)}`;
  return undefined;
}

/**
 * The pure part of the submission checks plus benchgate's warnings (QS016 ibm: under cases, QS017 duplicates, QS029
 * target): each case's rules in order (caseFindings), then the duplicates of each list, then the hardware size.
 */
export function checkCases(x: CheckCasesInput): Finding[] {
  const out: Finding[] = [];
  for (const c of [...x.cases, ...x.hardware]) pushAll(out, caseFindings(c, x));
  for (const list of [x.cases, x.hardware]) pushAll(out, duplicateCaseFindings(list, x.file));
  pushAll(out, hardwareSizeFindings(x));
  return out;
}

/** One case's findings, one rule each: input given twice, input unreadable, input schema, shots, transpiler options, params schema, target. */
function caseFindings(c: CaseSpec, x: CheckCasesInput): Finding[] {
  const r = x.inputs.get(c);
  return [
    ...bothInputsFinding(c, x.file),
    ...(r && !r.ok ? [r.finding] : []),
    ...(r && r.ok && x.inputSchema ? inputSchemaFinding(c, r, x.inputSchema, x.file) : []),
    ...shotsFinding(c, x.file),
    ...transpilerParamsFinding(c, x.file),
    ...(x.paramsSchema ? paramsSchemaFinding(c, x.paramsSchema, x.file) : []),
    ...(c.target !== undefined && c.list === 'cases' ? targetFinding(c, c.target, x.file) : [])
  ];
}

/** QS018: both `input` and `input_file` (the first wins). */
function bothInputsFinding(c: CaseSpec, file: string): Finding[] {
  if (c.input === undefined || c.input_file === undefined) return [];
  return [
    finding(
      QS.QS018,
      `${who(c)} gives both \`input\` and \`input_file\`; \`input\` wins and "${c.input_file}" is ignored`,
      at(c, file, 'input_file')
    )
  ];
}

/** QS012: the input breaks the input schema. */
function inputSchemaFinding(
  c: CaseSpec,
  r: Extract<ResolvedInput, { ok: true }>,
  schema: Validator,
  file: string
): Finding[] {
  const v = schema(r.value);
  if (v.ok) return [];
  return [
    finding(
      QS.QS012,
      `${who(c)}: input${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`,
      at(c, file, r.from)
    )
  ];
}

/** QS013: params.shots above 100,000. */
function shotsFinding(c: CaseSpec, file: string): Finding[] {
  const shots = c.params.shots;
  if (!(typeof shots === 'number' && shots > MAX_SHOTS)) return [];
  return [
    finding(
      QS.QS013,
      `${who(c)}: params.shots is ${shots}, above ${MAX_SHOTS.toLocaleString('en-US')}`,
      at(c, file, 'params')
    )
  ];
}

/** QS060: transpiler options among the params that ctx.run could not send. */
function transpilerParamsFinding(c: CaseSpec, file: string): Finding[] {
  const topts = transpilerParamsProblem(c.params);
  return topts ? [finding(QS.QS060, `${who(c)}: params ${topts}`, at(c, file, 'params'))] : [];
}

/** QS014: the params break the parameter schema (validated on a copy: defaults never leak into the case). */
function paramsSchemaFinding(c: CaseSpec, schema: Validator, file: string): Finding[] {
  const v = schema(structuredClone(c.params));
  if (v.ok) return [];
  return [
    finding(
      QS.QS014,
      `${who(c)}: params${v.instancePath ? ` ${v.instancePath}` : ''} ${v.message} (schema path ${v.schemaPath})`,
      at(c, file, 'params')
    )
  ];
}

/** A `cases` case's own target: QS016 (ibm: cannot run in validation), QS029 (no such fake device, bad syntax), QS038 (noise scale out of range). */
function targetFinding(c: CaseSpec, target: string, file: string): Finding[] {
  const p = parseTargetSpec(target);
  const shown = showTarget(target);
  if (p.ok && p.target.kind === 'ibm')
    return [
      finding(
        QS.QS016,
        `${who(c)} targets ${target}: validation has no device access, so this case cannot run and fails; move it to hardware_cases`,
        at(c, file, 'target')
      )
    ];
  if (p.ok && p.target.kind === 'fake' && !isFakeDevice(p.target.device))
    return [
      finding(
        QS.QS029,
        `${who(c)}: target "${shown}" names no fake device (known: ${FAKE_DEVICE_NAMES.join(', ')}); the case cannot run and does not count for fidelity_checked`,
        at(c, file, 'target')
      )
    ];
  if (!p.ok && p.error.reason === 'scale-range')
    return [
      finding(
        QS.QS038,
        `${who(c)}: target "${shown}" has a noise scale of ${shown.slice(shown.indexOf('@') + 1)}, outside 1 to 10; the case cannot run and does not count for fidelity_checked`,
        { ...at(c, file, 'target'), gate: 'cases_pass' }
      )
    ];
  if (!p.ok)
    return [
      finding(
        QS.QS029,
        `${who(c)}: target "${shown}" is not sim-<name>, fake:<device>[@<scale 1-10>] or ibm:<device>: ${p.error.message} (column ${p.error.column} of the target)`,
        at(c, file, 'target')
      )
    ];
  return [];
}

/** QS017: a case with the same name and target as an earlier one of its list. */
function duplicateCaseFindings(list: readonly CaseSpec[], file: string): Finding[] {
  const out: Finding[] = [];
  const seen = new Map<string, CaseSpec>();
  for (const c of list) {
    const key = `${c.name}\u0000${c.target ?? ''}`;
    const prev = seen.get(key);
    if (prev)
      out.push(
        finding(
          QS.QS017,
          `${who(c)} has the same name and target as ${c.list}[${prev.index}]; the track record keeps one row per name and target`,
          at(c, file, 'name')
        )
      );
    else seen.set(key, c);
  }
  return out;
}

/** QS015: the hardware cases with their inputs written out are over 600 KB. */
function hardwareSizeFindings(x: CheckCasesInput): Finding[] {
  const size = hardwareSize(x.hardware, x.inputs);
  if (size === undefined || size <= HARDWARE_MAX_BYTES) return [];
  return [
    finding(
      QS.QS015,
      `The hardware cases are too large: ${size} bytes with their inputs written out, over ${HARDWARE_MAX_BYTES} (600 KB)`,
      { file: x.file, ...(x.hardwareKey ?? {}) }
    )
  ];
}

function hardwareSize(hw: CaseSpec[], inputs: Map<CaseSpec, ResolvedInput>): number | undefined {
  let total = 0;
  for (const c of hw) {
    const r = inputs.get(c);
    if (!r || !r.ok) return undefined;
    const written = {
      name: c.name,
      input: r.value,
      params: c.params,
      seed: c.seed,
      target: c.target,
      expect: c.expect
    };
    total += Buffer.byteLength(JSON.stringify(written), 'utf8');
  }
  return total;
}

/** A fake device name as the engine accepts it (`getDevice`: case-insensitive, a leading `fake_` or `ibm_` allowed). */
function isFakeDevice(name: string): boolean {
  return FAKE_DEVICE_NAMES.includes(name.toLowerCase().replace(/^(fake_|ibm_)/, ''));
}
