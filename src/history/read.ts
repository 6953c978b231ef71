/**
 * Reading a stored history (docs/history.md). History is hostile input (anyone who could push to the history
 * branch or write the folder wrote it): the text is size-bounded (32 MiB, 10,000 lines, 4 MiB a line), each line's
 * structure bounded (artifacts, gates, metrics) before it is validated against schemas/history.schema.json, and a
 * line that fails any of it is left out with a BG023 finding naming its line. Nothing in it is ever executed or
 * evaluated. Pure (no I/O).
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { BG } from '../codes/general.js';
import { finding } from '../core/finding.js';
import type { HistoryEntry } from '../core/history-model.js';
import type { Finding } from '../core/model.js';
import { ENTRY_LIMITS } from './entry.js';
import { overLimit } from '../core/bytes.js';
import { validateHistorySchema } from '../core/report-schema-validators.js';

/** The bounds of a history as a whole. */
export const HISTORY_READ_LIMITS = { bytes: 32 * 1024 * 1024, lines: 10_000, findings: 20 } as const;

/** schemas/history.schema.json as static code (scripts/gen-report-validators.mjs): nothing is compiled at run time. */
const schemaValidator = (): ValidateFunction => validateHistorySchema;

/** One schema error in words: where (a JSON pointer) and what, never the value. */
function describe(errors: ErrorObject[]): string {
  const e = errors[0];
  if (!e) return 'does not match schemas/history.schema.json';
  const at = e.instancePath || '/';
  if (e.keyword === 'additionalProperties') {
    const name = String((e.params as { additionalProperty?: unknown }).additionalProperty ?? '');
    return `${at} has an unknown property ${/^[A-Za-z0-9_$-]{1,40}$/.test(name) ? `"${name}"` : '(name not shown)'}`;
  }
  if (e.keyword === 'enum')
    return `${at} must be one of ${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
  return `${at} ${e.message ?? 'is invalid'}`;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The structure bounds of one parsed line, checked before the schema; a message, or undefined when within. */
function overBounds(v: unknown): string | undefined {
  if (!isObj(v) || !Array.isArray(v['artifacts'])) return undefined;
  const arts = v['artifacts'] as unknown[];
  if (arts.length > ENTRY_LIMITS.artifacts)
    return `it lists ${arts.length} artifacts, over the bound of ${ENTRY_LIMITS.artifacts}`;
  for (let i = 0; i < arts.length; i++) {
    const a = arts[i];
    if (!isObj(a)) continue;
    for (const k of ['gates', 'metrics'] as const) {
      const list = a[k];
      if (Array.isArray(list) && list.length > ENTRY_LIMITS[k])
        return `artifact ${i} lists ${list.length} ${k}, over the bound of ${ENTRY_LIMITS[k]}`;
    }
  }
  return undefined;
}

/**
 * Parses the text of `entries.jsonl`: the valid entries, oldest first (file order), and a finding for each problem.
 * `source` names the file in messages (e.g. `.bench/history/entries.jsonl`); `file` is where findings point (null:
 * nowhere, for a history that is not a file of this workspace, such as the branch).
 */
export function parseHistory(
  text: string,
  source: string,
  file: string | null = source
): { entries: HistoryEntry[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const entries: HistoryEntry[] = [];
  // a history that is not a file of this workspace (the branch) has no place an annotation could point to
  const loc = file === null ? {} : { file };
  const bytes = Buffer.byteLength(text);
  if (bytes > HISTORY_READ_LIMITS.bytes) {
    findings.push(
      finding(
        BG.BG022,
        `the history ${source} is ${overLimit(bytes, HISTORY_READ_LIMITS.bytes)}: it was not read, so nothing was judged against it. Keep fewer entries (history-max) or start a new history`,
        loc
      )
    );
    return { entries, findings };
  }
  const lines = text.split('\n');
  // Line numbers of the non-empty lines; only the newest HISTORY_READ_LIMITS.lines are read.
  const numbered: number[] = [];
  for (let i = 0; i < lines.length; i++) if (lines[i]!.trim() !== '') numbered.push(i);
  let start = 0;
  if (numbered.length > HISTORY_READ_LIMITS.lines) {
    start = numbered.length - HISTORY_READ_LIMITS.lines;
    findings.push(
      finding(
        BG.BG022,
        `the history ${source} holds ${numbered.length} entries, over the bound of ${HISTORY_READ_LIMITS.lines}: the oldest ${start} (lines 1 to ${numbered[start - 1]! + 1}) were left out. Keep fewer entries (history-max)`,
        loc
      )
    );
  }
  let refused = 0;
  const refuse = (line: number, why: string) => {
    refused++;
    if (refused <= HISTORY_READ_LIMITS.findings)
      findings.push(
        finding(BG.BG023, `history entry left out: line ${line} ${why}`, { ...loc, line, subject: `line ${line}` })
      );
  };
  const validate = schemaValidator();
  for (let k = start; k < numbered.length; k++) {
    const i = numbered[k]!;
    const raw = lines[i]!.endsWith('\r') ? lines[i]!.slice(0, -1) : lines[i]!;
    const line = i + 1;
    if (Buffer.byteLength(raw) > ENTRY_LIMITS.lineBytes) {
      refuse(line, `is longer than ${ENTRY_LIMITS.lineBytes / 1048576} MiB`);
      continue;
    }
    let v: unknown;
    try {
      v = JSON.parse(raw);
    } catch {
      // The parser's message quotes the text: not repeated.
      refuse(line, 'is not valid JSON');
      continue;
    }
    const over = overBounds(v);
    if (over) {
      refuse(line, `is over an entry's bounds: ${over}`);
      continue;
    }
    if (!validate(v)) {
      refuse(line, `is not a history entry (schemas/history.schema.json): ${describe(validate.errors ?? [])}`);
      continue;
    }
    entries.push(v as HistoryEntry);
  }
  if (refused > HISTORY_READ_LIMITS.findings)
    findings.push(
      finding(
        BG.BG023,
        `history entries left out: ${refused - HISTORY_READ_LIMITS.findings} more line(s) of ${source} are not valid entries (the first ${HISTORY_READ_LIMITS.findings} are listed)`,
        loc
      )
    );
  return { entries, findings };
}
