/**
 * The six PQID-Bench record schemas (draft 2020-12, additional properties allowed), written from the data
 * dictionary. schemas/pqid/*.schema.json hold the same objects (a test keeps them equal).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { VERSION_KEYS } from './records.js';

const ID = (name: string): string => `https://pqid-bench.org/schemas/1.0.0/${name}.schema.json`;
const HEX64 = { type: 'string', pattern: '^[0-9a-f]{64}$' };

export const PQID_SCHEMAS = {
  'benchmark-record': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('benchmark-record'),
    title: 'PQID-Bench benchmark record',
    type: 'object',
    required: ['row_id', 'instruction'],
    properties: {
      row_id: { type: 'string', minLength: 1 },
      instruction: { type: 'string', minLength: 1 },
      source_code: { type: 'string' },
      pqid_bench_effective_release_bucket: { enum: ['strict_n8', 'extended_n8'] }
    },
    additionalProperties: true
  },
  prompt: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('prompt'),
    title: 'PQID-Bench prompt record',
    type: 'object',
    required: ['prompt_id', 'row_id', 'prompt'],
    properties: {
      prompt_id: { type: 'string', pattern: '^pqid_bench_external_gen_[0-9]{4}$' },
      row_id: { type: 'string' },
      prompt: { type: 'string' },
      prompt_sha256: HEX64
    },
    additionalProperties: true
  },
  response: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('response'),
    title: 'PQID-Bench canonical response record',
    type: 'object',
    required: ['prompt_id'],
    properties: {
      prompt_id: { type: 'string' },
      model: { type: 'string' },
      provider: { type: 'string' },
      generated_text: { type: ['string', 'null'] },
      generated_code: { type: ['string', 'null'] },
      response_sha256: HEX64,
      error: { type: ['object', 'null'] }
    },
    additionalProperties: true
  },
  evaluation: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('evaluation'),
    title: 'PQID-Bench evaluation record',
    type: 'object',
    required: ['prompt_id', 'model', 'report_executable', 'report_signature_match'],
    properties: {
      prompt_id: { type: 'string', minLength: 1 },
      model: { type: 'string', minLength: 1 },
      report_executable: { type: 'boolean' },
      report_assembly_admissible: { type: 'boolean' },
      report_signature_match: { type: 'boolean' },
      ordered_wire_tape_match: { type: 'boolean' },
      parameter_aware_tape_match: { type: 'boolean' },
      row_id: { type: 'string' }
    },
    additionalProperties: true
  },
  'run-manifest': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('run-manifest'),
    title: 'PQID-Bench run manifest',
    type: 'object',
    required: [...VERSION_KEYS, 'run_type'],
    properties: {
      package_version: { type: 'string' },
      benchmark_release: { type: 'string' },
      evaluator_version: { type: 'string' },
      predicate_version: { type: 'string' },
      schema_version: { type: 'string' },
      artifact_manifest_version: { type: 'string' },
      run_type: { enum: ['canonical_reproduction', 'archived_replay', 'supplied_evaluation', 'live_replication'] }
    },
    additionalProperties: true
  },
  'provider-attempt': {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ID('provider-attempt'),
    title: 'PQID-Bench provider attempt',
    type: 'object',
    required: [
      'attempt_id',
      'run_id',
      'prompt_id',
      'provider',
      'route',
      'requested_model',
      'request_sha256',
      'status',
      'attempt_index',
      'started_at'
    ],
    properties: {
      attempt_id: { type: 'string' },
      run_id: { type: 'string' },
      prompt_id: { type: 'string' },
      provider: { type: 'string' },
      route: { type: 'string' },
      requested_model: { type: 'string' },
      resolved_model: { type: ['string', 'null'] },
      request_sha256: HEX64,
      raw_response_path: { type: ['string', 'null'] },
      raw_response_sha256: { oneOf: [{ type: 'null' }, HEX64] },
      status: { type: 'string' },
      attempt_index: { type: 'integer', minimum: 1 },
      started_at: { type: 'string', format: 'date-time' },
      completed_at: { type: ['string', 'null'], format: 'date-time' },
      transport_affected: { type: 'boolean' }
    },
    additionalProperties: true
  }
} as const;

export type SchemaName = keyof typeof PQID_SCHEMAS;
export const SCHEMA_NAMES = Object.keys(PQID_SCHEMAS) as SchemaName[];

let ajv: Ajv2020 | undefined;
const compiled = new Map<SchemaName, ValidateFunction>();

/** Compiled validator (format is an annotation only, as in the reference's jsonschema run). */
export function validatorFor(name: SchemaName): ValidateFunction {
  let v = compiled.get(name);
  if (!v) {
    ajv ??= new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
    v = ajv.compile(PQID_SCHEMAS[name] as object);
    compiled.set(name, v);
  }
  return v;
}

/** One-line description of a schema error, e.g. `/report_executable: must be boolean`. */
export function describeSchemaErrors(errors: ErrorObject[] | null | undefined): string {
  if (!errors || errors.length === 0) return 'invalid';
  return errors
    .slice(0, 5)
    .map((e) => {
      if (e.keyword === 'required')
        return `'${(e.params as { missingProperty: string }).missingProperty}' is a required property`;
      return `${e.instancePath || '/'}: ${e.message ?? e.keyword}`;
    })
    .join('; ');
}
