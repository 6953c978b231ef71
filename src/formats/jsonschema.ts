/** JSON Schema validation through ajv (family-neutral): untrusted schemas with linear-time patterns, benchgate's own compiled once. */
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft7 from 'ajv';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { linearRegExpEngine, UnsupportedPatternError } from './linear-regexp.js';

const addFormatsFn = ((addFormats as any).default ?? addFormats) as (ajv: unknown) => void;
const Draft7Ctor = ((AjvDraft7 as any).default ?? AjvDraft7) as new (opts: object) => any;

export type Validator = (
  value: unknown
) => { ok: true } | { ok: false; schemaPath: string; instancePath: string; message: string };

export type CompileResult =
  { ok: true; validate: Validator } | { ok: false; message: string; unsupportedPattern?: string };

/**
 * Compiles a user JSON Schema (draft 2020-12, the default, or draft-07 by `$schema`). Each call uses its own Ajv
 * instance so `$id`s of different schema sets (two workflows) never collide. No remote `$ref` is fetched. `pattern` and
 * `patternProperties` run on a linear-time engine (linear-regexp.ts), so no schema and no input can make validation
 * backtrack for ever; a pattern that engine cannot run fails the compile with `unsupportedPattern` set.
 */
export function compileUserSchema(
  schema: unknown,
  opts: { useDefaults?: boolean; backtracking?: boolean } = {}
): CompileResult {
  const code = opts.backtracking ? {} : { code: { regExp: linearRegExpEngine } };
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    if (typeof schema === 'boolean') return wrap(() => new Ajv2020({ strict: false, ...code }).compile(schema));
    return { ok: false, message: 'a JSON Schema must be an object (or a boolean)' };
  }
  const dialect = (schema as Record<string, unknown>).$schema;
  let ajv: any;
  if (dialect === undefined || (typeof dialect === 'string' && /2020-12|2019-09/.test(dialect))) {
    ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      useDefaults: opts.useDefaults ?? false,
      validateSchema: true,
      ...code
    });
  } else if (typeof dialect === 'string' && /draft-0[67]/.test(dialect)) {
    ajv = new Draft7Ctor({
      strict: false,
      allErrors: false,
      useDefaults: opts.useDefaults ?? false,
      validateSchema: true,
      ...code
    });
  } else {
    return { ok: false, message: `unsupported "$schema" ${JSON.stringify(dialect)}; use draft 2020-12 or draft-07` };
  }
  addFormatsFn(ajv);
  return wrap(() => ajv.compile(schema));
}

function wrap(make: () => ValidateFunction): CompileResult {
  let fn: ValidateFunction;
  try {
    fn = make();
  } catch (e) {
    if (e instanceof UnsupportedPatternError) return { ok: false, message: e.message, unsupportedPattern: e.pattern };
    return { ok: false, message: (e as Error).message.split('\n')[0] };
  }
  const validate: Validator = (value) => {
    try {
      if (fn(value)) return { ok: true };
    } catch (e) {
      return { ok: false, schemaPath: '#', instancePath: '', message: `validation raised: ${(e as Error).message}` };
    }
    const err = (fn.errors ?? [])[0];
    return err
      ? { ok: false, ...describe(err) }
      : { ok: false, schemaPath: '#', instancePath: '', message: 'does not match the schema' };
  };
  return { ok: true, validate };
}

function describe(err: ErrorObject): { schemaPath: string; instancePath: string; message: string } {
  let message = err.message ?? 'does not match';
  let instancePath = err.instancePath;
  if (err.keyword === 'additionalProperties') {
    const extra = String((err.params as { additionalProperty?: string }).additionalProperty);
    message = `is not allowed (unknown key "${extra}")`;
    instancePath += '/' + extra.replace(/~/g, '~0').replace(/\//g, '~1');
  }
  if (err.keyword === 'enum')
    message += `: ${JSON.stringify((err.params as { allowedValues?: unknown }).allowedValues)}`;
  return { schemaPath: err.schemaPath, instancePath, message };
}

/**
 * Compiles one of benchgate's own schemas (trusted, compiled once). Their few patterns use lookahead, so they run on
 * V8's engine; each is linear on any input (anchored, no nested quantifier), see docs/security/limits.md.
 */
export function compileOwnSchema(schema: object): Validator {
  const r = compileUserSchema(schema, { backtracking: true });
  if (!r.ok) throw new Error(`benchgate schema does not compile: ${r.message}`);
  return r.validate;
}
