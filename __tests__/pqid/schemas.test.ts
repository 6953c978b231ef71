import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PQID_SCHEMAS, SCHEMA_NAMES, type SchemaName, validatorFor } from '../../src/suites/pqid/schemas.js';
import { conformanceDir, REPO } from './helpers.js';

const SRC = conformanceDir();
interface FileVerdict {
  file: string;
  schema: SchemaName;
  records?: { line: number; valid?: boolean; parse_error?: boolean }[];
  valid?: boolean;
  parse_error?: boolean;
}
const sv: { files: FileVerdict[] } = existsSync(join(SRC, 'outputs', 'schema_validation.json'))
  ? JSON.parse(readFileSync(join(SRC, 'outputs', 'schema_validation.json'), 'utf8'))
  : { files: [] };

describe('PQID schemas', () => {
  test('schemas/pqid/*.schema.json equal the embedded schemas', () => {
    for (const n of SCHEMA_NAMES)
      expect(JSON.parse(readFileSync(join(REPO, 'schemas', 'pqid', `${n}.schema.json`), 'utf8'))).toEqual(
        PQID_SCHEMAS[n]
      );
  });
  test.each(sv.files.map((f) => [f.file, f] as [string, FileVerdict]))(
    'verdicts match the reference jsonschema run: %s',
    (_n, f) => {
      const validate = validatorFor(f.schema);
      const text = readFileSync(join(SRC, f.file), 'utf8');
      if (f.records) {
        const lines = text.split(/\r?\n/);
        for (const r of f.records) {
          if (r.parse_error) continue;
          expect([r.line, validate(JSON.parse(lines[r.line - 1]))]).toEqual([r.line, r.valid]);
        }
      } else if (!f.parse_error) {
        expect(validate(JSON.parse(text))).toBe(f.valid);
      }
    }
  );
});
