/**
 * The two JSON Schemas benchgate defines for Qsolve. The same objects are published as
 * schemas/qsolve/manifest.schema.json and schemas/qsolve/run-record.schema.json (a test keeps them equal).
 */

const relPath = {
  type: 'string',
  minLength: 1,
  maxLength: 300,
  pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$)).+$'
} as const;

export const MANIFEST_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/manifest.schema.json',
  title: 'Qsolve workflow manifest (benchgate layout: qsolve.yaml or qsolve.json)',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'entry', 'schemas', 'methods'],
  properties: {
    name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'Workflow slug, e.g. max-cut.' },
    version: { type: 'string', pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$' },
    title: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 5000 },
    entry: {
      ...relPath,
      pattern: '^(?![/\\\\])(?!.*(^|/)\\.\\.(/|$))[^\\\\]+\\.(py|mjs)$',
      description: 'Entry module relative to the workflow folder: workflow.py (Python) or workflow.mjs (JavaScript).'
    },
    schemas: {
      type: 'object',
      additionalProperties: false,
      required: ['input', 'output'],
      properties: { input: relPath, output: relPath }
    },
    parameters: {
      type: 'object',
      description: 'Inline JSON Schema of run parameters; it must declare `shots`.',
      required: ['type', 'properties'],
      properties: {
        type: { const: 'object' },
        properties: { type: 'object', required: ['shots'] }
      }
    },
    methods: {
      type: 'array',
      minItems: 1,
      maxItems: 32,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'kind'],
        properties: {
          name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_-]{0,63}$' },
          kind: { enum: ['quantum', 'classical'] },
          reference: { type: 'boolean' },
          description: { type: 'string', maxLength: 2000 }
        }
      }
    },
    metric: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { enum: ['relative_gap', 'relative_error', 'error_rate'], default: 'relative_gap' },
        tolerance: { type: 'number', minimum: 0, maximum: 1, default: 0 },
        tolerance_abs: { type: 'number', minimum: 0 },
        note: { type: 'string', maxLength: 600 }
      }
    },
    resources: {
      type: 'object',
      additionalProperties: false,
      properties: {
        timeout_s: { type: 'number', exclusiveMinimum: 0 },
        memory_mb: { type: 'integer', minimum: 1 }
      }
    },
    targets: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sim: { type: 'array', uniqueItems: true, items: { enum: ['cpu', 'gpu'] } },
        fake: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9_]{1,40}$' } },
        qpu: { type: 'array', uniqueItems: true, items: { enum: ['ibm'] } }
      }
    }
  }
} as const;

const num = { type: ['number', 'null'] } as const;

const CASE_RECORD = {
  type: 'object',
  required: ['name', 'target', 'seed', 'params', 'expect', 'methods'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    list: { enum: ['cases', 'hardware_cases'] },
    target: { type: 'string', minLength: 1 },
    seed: { type: 'integer' },
    params: { type: 'object' },
    expect: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max_gap: { type: 'number' },
        max_abs_error: { type: 'number' },
        min_fidelity: { type: 'number' },
        min_postselection: { type: 'number' },
        max_two_qubit_gates: { type: 'integer' }
      }
    },
    exception: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['type', 'message'],
      properties: { type: { type: 'string' }, message: { type: 'string' }, traceback: { type: 'string' } }
    },
    unavailable: { type: ['string', 'null'] },
    input_sha256: { type: 'string' },
    methods: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'kind', 'status', 'circuits'],
        properties: {
          name: { type: 'string', minLength: 1 },
          kind: { enum: ['quantum', 'classical'] },
          reference: { type: 'boolean' },
          status: { enum: ['ok', 'unavailable', 'failed'] },
          reason: { type: ['string', 'null'] },
          missing_module: { type: ['string', 'null'] },
          objective: num,
          solution: {},
          evaluated: num,
          stderr: num,
          details: { type: ['object', 'null'] },
          wall_time_s: num,
          circuits: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['qubits', 'two_qubit_gates', 'mid_circuit_measurement', 'shots'],
              properties: {
                qubits: { type: 'integer', minimum: 0 },
                two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                mid_circuit_measurement: { type: 'boolean' },
                shots: { type: 'integer', minimum: 0 },
                clbits: { type: 'integer', minimum: 0 },
                target: { type: 'string' },
                seed: { type: 'integer' },
                qasm_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
                qasm_version: { enum: [2, 3] },
                counts: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } },
                transpiled_two_qubit_gates: { type: ['integer', 'null'], minimum: 0 },
                fidelity: num,
                raw_fidelity: num,
                readout_gamma: num,
                layout: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['initial', 'physical_qubits', 'couplers', 'method', 'swaps'],
                  properties: {
                    initial: { type: 'array', items: { type: 'integer', minimum: -1 } },
                    physical_qubits: { type: 'array', items: { type: 'integer', minimum: 0 } },
                    couplers: {
                      type: 'array',
                      items: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'integer', minimum: 0 } }
                    },
                    method: { enum: ['vf2', 'region', 'initial', 'trivial', 'as-sent'] },
                    swaps: { type: 'integer', minimum: 0 }
                  }
                }
              }
            }
          },
          mitigation: {
            type: ['object', 'null'],
            additionalProperties: false,
            properties: {
              fidelity: num,
              coverage: num,
              postselection: num,
              source: { enum: ['backend', 'workflow', null] },
              reported: {
                type: ['object', 'null'],
                additionalProperties: false,
                properties: { fidelity: num, coverage: num, postselection: num }
              }
            }
          }
        }
      }
    },
    estimate: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { circuits: num, shots: num }
    },
    result_hash: { type: ['string', 'null'] },
    wall_time_s: num
  }
} as const;

export const RUN_RECORD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/benchgate/benchgate/schemas/qsolve/run-record.schema.json',
  title: 'benchgate Qsolve run records (what the runner produced for one workflow)',
  type: 'object',
  additionalProperties: false,
  required: ['schema', 'workflow', 'engine', 'cases'],
  properties: {
    schema: { const: 'benchgate.qsolve.run-records/1' },
    workflow: { type: 'string' },
    engine: {
      type: 'object',
      required: ['name', 'version'],
      additionalProperties: false,
      properties: { name: { type: 'string' }, version: { type: 'string' } }
    },
    metric: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: MANIFEST_SCHEMA.properties.metric.properties
    },
    target: { type: 'string', minLength: 1 },
    runner: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['protocol', 'language', 'network_isolated', 'memory_limit_mb', 'memory_enforcement', 'time_limit_s'],
      properties: {
        protocol: { type: 'integer' },
        language: { enum: ['python', 'javascript'] },
        interpreter: { type: 'string' },
        network_isolated: { type: 'boolean' },
        memory_limit_mb: { type: 'number' },
        memory_enforcement: { type: 'string' },
        time_limit_s: { type: 'number' },
        isolation: {
          type: 'object',
          properties: {
            level: { enum: ['full', 'partial', 'none', 'off'] },
            via: { type: 'string' },
            namespaces: { type: 'array', items: { type: 'string' } },
            filesystem: { type: 'string' },
            user: { type: 'string' },
            memory: { type: 'string' },
            processes: { type: ['string', 'null'] },
            missing: { type: 'array', items: { type: 'string' } },
            uid: { type: 'integer' },
            hidden: { type: 'array', items: { type: 'string' } },
            nestedUserns: { type: ['string', 'null'] }
          }
        }
      }
    },
    cases: { type: 'array', items: { $ref: '#/$defs/case' } },
    reproducible: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['case', 'index', 'rerun'],
      properties: { case: { type: 'string' }, index: { type: 'integer', minimum: 0 }, rerun: { $ref: '#/$defs/case' } }
    },
    binding: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['content', 'benchgate', 'cases'],
      properties: {
        content: { type: 'string', pattern: '^sha256:[0-9a-f]{64}$' },
        benchgate: { type: 'string', maxLength: 64 },
        cases: { type: 'array', maxItems: 100000, items: { type: 'string', maxLength: 1024 } }
      }
    }
  },
  $defs: { case: CASE_RECORD }
} as const;
