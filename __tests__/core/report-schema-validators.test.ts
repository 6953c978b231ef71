/**
 * The report and history validators are Ajv standalone code generated from the schemas
 * (scripts/gen-report-validators.mjs → src/core/report-schema-validators.ts). Regenerating must give the committed
 * bytes; the code must be static; and it must decide as Ajv compiling the schema at run time did (the readers'
 * options, ajv-formats' date-time), on valid documents and on seeded random mutations of them.
 */
import { describe, expect, test } from '@jest/globals';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a JavaScript build script without type declarations
import { generateReportValidators, OUTPUT } from '../../scripts/gen-report-validators.mjs';
import type { HistoryEntry } from '../../src/core/history-model.js';
import { validateHistorySchema, validateReportSchema } from '../../src/core/report-schema-validators.js';
import { reportWithFindings } from '../github/helpers.js';
import { entryWith, reportWith } from '../history/helpers.js';
import { REPO } from '../helpers/paths.js';
import { seeded } from '../helpers/random.js';

const generate = generateReportValidators as (root?: string) => string;
const committed = readFileSync(join(REPO, OUTPUT as string), 'utf8');
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as unknown as (a: Ajv2020, o?: { formats: string[] }) => void;

/** What the readers did before: compile the schema at run time. */
function compiled(file: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
  addFormats(ajv, { formats: ['date-time'] });
  return ajv.compile(JSON.parse(readFileSync(join(REPO, 'schemas', file), 'utf8')));
}

/** A copy of `doc` with one seeded change: a value deleted, retyped, replaced by a hostile one, or a key added. */
function mutate(doc: unknown, rnd: () => number): unknown {
  const copy = JSON.parse(JSON.stringify(doc)) as unknown;
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((x, i) => (slots.push([v, i]), walk(x)));
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        slots.push([v as Record<string, unknown>, k]);
        walk(x);
      }
  };
  walk(copy);
  const [holder, key] = slots[Math.floor(rnd() * slots.length)];
  const h = holder as Record<string | number, unknown>;
  const replacements = [
    null,
    -1,
    1.5,
    1e300,
    '',
    'x'.repeat(5000),
    '2026-13-45T99:00:00Z',
    '2026-01-01T00:00:00Z',
    [],
    {},
    true,
    '__proto__'
  ];
  const r = rnd();
  if (r < 0.25 && !Array.isArray(holder)) delete h[key];
  else if (r < 0.35 && !Array.isArray(holder)) h[`extra${Math.floor(rnd() * 9)}`] = 1;
  else h[key] = replacements[Math.floor(rnd() * replacements.length)];
  return copy;
}

function sameDecisions(generated: ValidateFunction, runtime: ValidateFunction, docs: unknown[], seed: number) {
  const rnd = seeded(seed).next;
  const differ: string[] = [];
  let refused = 0;
  for (const doc of docs)
    for (let k = 0; k < 150; k++) {
      const v = k === 0 ? doc : mutate(doc, rnd);
      const a = generated(v);
      const b = runtime(v);
      const ea = JSON.stringify(generated.errors ?? null);
      const eb = JSON.stringify(runtime.errors ?? null);
      if (a !== b || ea !== eb) differ.push(`${a} ${ea} | ${b} ${eb}`);
      if (!a) refused++;
    }
  expect(differ).toEqual([]);
  return refused;
}

/** A history line with every optional field set (run, ref), built by the history tests' helper. */
const entry = (i: number): HistoryEntry =>
  entryWith(
    reportWith([]),
    i,
    { headline_accuracy: 0.5 + i / 100 },
    { run: `${1000 + i}/1`, ref: 'refs/heads/main' },
    {
      headline_accuracy: 'higher'
    }
  );

describe('generated report and history validators', () => {
  test('regenerating from schemas/ gives the committed bytes; a changed schema changes the code', () => {
    expect(generate(REPO) === committed).toBe(true);
    const root = mkdtempSync(join(tmpdir(), 'bg-report-gen-'));
    try {
      cpSync(join(REPO, 'schemas'), join(root, 'schemas'), { recursive: true });
      symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
      const file = join(root, 'schemas', 'history.schema.json');
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      doc.description = 'changed';
      writeFileSync(file, JSON.stringify(doc));
      const changed = generate(root);
      expect(changed === committed).toBe(false);
      expect(changed).toContain('"description":"changed"');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('the code is static: no compiler, no eval, no module loading at run time', () => {
    expect(committed).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|\bimport\(/);
    expect(committed.match(/^import .*$/gm)).toEqual([
      "import { fullFormats as formats } from 'ajv-formats/dist/formats.js';",
      "import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';"
    ]);
  });

  test('a report or history line that spells code is data: validated, refused, never run', () => {
    const hostile = JSON.parse(
      JSON.stringify({
        ...reportWithFindings(1),
        schema: "'); globalThis.__pwned = 1; //",
        $ref: 'https://evil.example/report.json',
        $schema: 'javascript:globalThis.__pwned=1'
      }).replace('"suites":', '"__proto__":{"polluted":true},"suites":')
    ) as unknown;
    expect(validateReportSchema(hostile)).toBe(false);
    expect(validateHistorySchema({ ...entry(1), constructor: 'Function', time: '\u2028' })).toBe(false);
    expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('reports: the same decision and the same first error as the schema compiled at run time', () => {
    const docs = [reportWithFindings(3), reportWithFindings(1, { verdictPass: true })];
    const refused = sameDecisions(validateReportSchema as ValidateFunction, compiled('report.schema.json'), docs, 7);
    expect(refused).toBeGreaterThan(50); // the mutations reach refusals, not only harmless changes
  });

  test('history entries: the same decision and the same first error as the schema compiled at run time', () => {
    const refused = sameDecisions(
      validateHistorySchema as ValidateFunction,
      compiled('history.schema.json'),
      [entry(1), entry(2)],
      11
    );
    expect(refused).toBeGreaterThan(50);
  });
});
