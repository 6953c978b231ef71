import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from './paths.js';

/** The official SARIF 2.1.0 JSON schema (vendored in `__tests__/fixtures/sarif/`, see its README) as an ajv validator. */
export function sarifValidator() {
  const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif', 'sarif-2.1.0-rtm.5.json'), 'utf8'));
  // Draft-04 → draft-07 spelling of the schema id (see fixtures/sarif/README.md).
  schema.$id = schema.id;
  delete schema.id;
  delete schema.$schema;
  // unicodeRegExp off: the schema's language pattern has a stray ']' that the u flag rejects.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  ((addFormats as any).default ?? addFormats)(ajv);
  return ajv.compile(schema);
}
