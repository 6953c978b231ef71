import { finding } from '../../core/finding.js';
import { BG } from '../../codes/general.js';
import { BOUND_FIX, describeBound, positionOf, scanJsonBounds } from '../../core/bounds.js';
import type { Finding } from '../../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, readBounded } from '../../core/paths.js';
import { VERSION } from '../../version.js';
import { QS } from './codes.js';
import { compileOwnSchema } from '../../formats/jsonschema.js';
import type { Validator } from '../../formats/jsonschema.js';
import { RUN_RECORD_SCHEMA } from './schemas.js';
import type { RunRecords } from './types.js';

const RECORDS_MAX_BYTES = 64 * 1024 * 1024;
/** Where `check` looks for run records inside a workflow folder unless the `records` option says otherwise. */
export const DEFAULT_RECORDS_PATH = '.benchgate/run-records.json';
export const RECORDS_SCHEMA_ID = 'benchgate.qsolve.run-records/1';

let validator: Validator | undefined;

/** Validates parsed run records. Pure. */
export function validateRecords(value: unknown, file: string): { records?: RunRecords; findings: Finding[] } {
  validator ??= compileOwnSchema(RUN_RECORD_SCHEMA);
  const r = validator(value);
  if (!r.ok)
    return {
      findings: [
        finding(QS.QS020, `run records ${r.instancePath || '(root)'} ${r.message} (schema ${r.schemaPath})`, {
          file,
          gate: 'cases_pass',
          subject: r.instancePath || '/'
        })
      ]
    };
  const records = value as RunRecords;
  const findings: Finding[] = [];
  if (records.engine.version !== VERSION) {
    findings.push(
      finding(
        QS.QS024,
        `run records produced by ${records.engine.name} ${records.engine.version}, decided by benchgate ${VERSION}`,
        { file }
      )
    );
  }
  return { records, findings };
}

/** Reads and validates a run records file (absolute path). Never throws. */
export async function loadRecords(abs: string, file: string): Promise<{ records?: RunRecords; findings: Finding[] }> {
  let buf: Buffer;
  try {
    buf = await readBounded(abs, RECORDS_MAX_BYTES);
  } catch (e) {
    const msg = e instanceof FileTooLargeError ? e.message : `cannot read: ${(e as Error).message}`;
    return { findings: [finding(QS.QS020, `run records ${msg}`, { file, gate: 'cases_pass' })] };
  }
  const text = decodeUtf8Strict(buf);
  if (text === undefined)
    return { findings: [finding(QS.QS020, 'run records are not valid UTF-8', { file, gate: 'cases_pass' })] };
  const over = scanJsonBounds(text);
  if (over)
    return {
      findings: [
        finding(BG.BG020, `run records: ${describeBound(over)}; ${BOUND_FIX}`, {
          file,
          ...positionOf(text, over.offset),
          gate: 'cases_pass'
        })
      ]
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      findings: [
        finding(QS.QS020, `run records are not valid JSON: ${(e as Error).message}`, { file, gate: 'cases_pass' })
      ]
    };
  }
  return validateRecords(value, file);
}
