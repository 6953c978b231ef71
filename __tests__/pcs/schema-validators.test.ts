/**
 * The pcs validators are Ajv standalone code generated at build time (scripts/gen-pcs-validators.mjs →
 * src/suites/pcs/schema-validators.ts). Regenerating from the committed schema files must give the committed bytes,
 * so a schema edit without regeneration (or a hand edit of the generated code) fails here. And the generated code is
 * static: it compiles nothing at run time.
 */
import { describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a JavaScript build script without type declarations
import { generatePcsValidators, OUTPUT } from '../../scripts/gen-pcs-validators.mjs';
import { PCS_TYPES, PCS_VALIDATORS, validateSchema } from '../../src/suites/pcs/schema.js';

const generate = generatePcsValidators as (root?: string) => string;
const committed = readFileSync(join(process.cwd(), OUTPUT as string), 'utf8');

describe('generated pcs validators', () => {
  test('regenerating from schemas/pcs gives the committed bytes (no drift)', () => {
    expect(generate(process.cwd()) === committed).toBe(true);
  });

  test('a changed schema file changes the generated code (the drift check can fail)', () => {
    const root = mkdtempSync(join(tmpdir(), 'bg-pcs-gen-'));
    try {
      cpSync(join(process.cwd(), 'schemas', 'pcs'), join(root, 'schemas', 'pcs'), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
      const file = join(root, 'schemas', 'pcs', 'MetricSummary.v0.schema.json');
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      expect(generate(root) === committed).toBe(true);
      doc.properties.score.maximum = 2;
      writeFileSync(file, JSON.stringify(doc));
      const changed = generate(root);
      expect(changed === committed).toBe(false);
      expect(changed).toContain('"maximum":2');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('every type has a validator, and the code is static', () => {
    expect(Object.keys(PCS_VALIDATORS).sort()).toEqual([...PCS_TYPES].sort());
    for (const t of PCS_TYPES) expect(typeof PCS_VALIDATORS[t].validate).toBe('function');
    expect(PCS_VALIDATORS['PcsBenchIngest.v0'].items).toHaveProperty('benchmark_runs');
    // No compiler, no eval, no module loading at run time.
    expect(committed).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|\bimport\(/);
    expect(committed.match(/^import .*$/gm)).toEqual([
      "import { PCS_FORMATS as formats, ucs2length } from './schema-formats.js';"
    ]);
  });

  test('an artifact that spells code is data: it is validated, never run', () => {
    const hostile = {
      schema_version: '0.1.0',
      metric_id: 'x',
      score: 0.5,
      applicability: 'applicable',
      numerator: 1,
      denominator: 2,
      reason: "'); globalThis.__pwned = 1; //",
      details: { $ref: 'https://evil.example/x.json', __proto__: { polluted: true }, constructor: 'Function' },
      source_repo: 'javascript:globalThis.__pwned=1',
      source_commit: '0'.repeat(40),
      signature_or_digest: '0'.repeat(64),
      $schema: 'https://evil.example/schema.json'
    };
    const issues = validateSchema('MetricSummary.v0', hostile);
    expect(issues.map((i) => i.keyword)).toContain('additionalProperties');
    expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('minLength counts code points (the Ajv runtime helper is wired)', () => {
    const base = {
      schema_version: '0.1.0',
      artifact_type: 'benchmark_run',
      path: '',
      sha256: 'a'.repeat(64),
      role: 'embedded',
      source_repo: 'https://example.com/r',
      source_commit: 'a'.repeat(40),
      signature_or_digest: 'a'.repeat(64)
    };
    expect(validateSchema('BenchmarkArtifactRef.v0', base).map((i) => i.message)).toContain("'' should be non-empty");
    expect(
      validateSchema('BenchmarkArtifactRef.v0', { ...base, path: '\u{1f600}' }).filter((i) => i.keyword === 'minLength')
    ).toEqual([]);
  });
});
