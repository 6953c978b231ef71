// Declarations of src/core/report-schema-validators.js, which scripts/gen-report-validators.mjs generates from
// schemas/report.schema.json and schemas/history.schema.json (Ajv standalone code).
import type { ValidateFunction } from 'ajv/dist/2020.js';

/** schemas/report.schema.json. */
export declare const validateReportSchema: ValidateFunction;
/** schemas/history.schema.json. */
export declare const validateHistorySchema: ValidateFunction;
