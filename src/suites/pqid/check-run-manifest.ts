/**
 * Findings of a candidate run manifest: bounded UTF-8 read, Python-compatible JSON, the frozen contract's fields
 * (reference failure kinds mapped to codes), the live-run manifest rules, and the run-manifest schema, each with the
 * line of the offending key where it can be seen.
 */
import type { Finding } from '../../core/model.js';
import { BG } from '../../codes/general.js';
import { BOUND_FIX } from '../../core/bounds.js';
import { finding } from '../../core/finding.js';
import { FileTooLargeError, readBounded, resolveInside } from '../../core/paths.js';
import type { SuiteContext } from '../types.js';
import { PQ } from './codes.js';
import { isPyDict, PyFloat, pyJsonLoads } from '../../python/index.js';
import { describeSchemaErrors, validatorFor } from './schemas.js';
import { type FailureKind, runManifestProblem } from './service.js';
import type { CodeDef } from '../../codes/types.js';
import { liveManifestProblems } from './live.js';
import { STATE } from './run-state.js';
import { ruleFinding } from './check-records.js';
import { overLimit } from '../../core/bytes.js';

export const FAILURE_CODE: Partial<Record<FailureKind, CodeDef>> = {
  'manifest-json': PQ.PQ030,
  'manifest-object': PQ.PQ030,
  'manifest-missing-fields': PQ.PQ031,
  'manifest-run-type': PQ.PQ032,
  'manifest-incompatible': PQ.PQ033,
  'unequal-prompt-sets': PQ.PQ040,
  'unknown-prompts': PQ.PQ041,
  partial: PQ.PQ042,
  'identifiable-empty': PQ.PQ043,
  'file-missing': PQ.PQ044,
  'file-directory': PQ.PQ044,
  'file-unreadable': PQ.PQ044,
  'frozen-prompts': PQ.PQ044,
  'release-json': PQ.PQ044,
  'artifact-manifest': PQ.PQ053
};

export async function manifestFindings(ctx: SuiteContext, rel: string): Promise<Finding[]> {
  const out: Finding[] = [];
  let text: string;
  try {
    const abs = await resolveInside(ctx.root, rel, { expect: 'file' });
    const buf = await readBounded(abs, 16 * 1024 * 1024);
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch (e) {
    if (e instanceof FileTooLargeError)
      return [
        finding(PQ.PQ030, `The run manifest is ${overLimit(e.size, e.limit)}.`, {
          file: rel,
          gate: 'run-manifest'
        })
      ];
    if (e instanceof TypeError)
      return [finding(PQ.PQ030, 'The run manifest is not valid UTF-8.', { file: rel, line: 1, gate: 'run-manifest' })];
    return [
      finding(PQ.PQ012, `Cannot read the run manifest: ${(e as Error).message}`, { file: rel, gate: 'run-manifest' })
    ];
  }
  const loaded = pyJsonLoads(text);
  if (!loaded.ok && loaded.error.kind === 'bounds')
    return [
      finding(BG.BG020, `The run manifest ${rel}: ${loaded.error.message}; ${BOUND_FIX}`, {
        file: rel,
        line: loaded.error.line,
        column: loaded.error.column,
        gate: 'run-manifest'
      })
    ];
  if (!loaded.ok) {
    const why =
      text.charCodeAt(0) === 0xfeff
        ? " (it starts with a byte order mark, which Python's json.loads refuses)"
        : ` (${loaded.error.message})`;
    return [
      finding(PQ.PQ030, `Invalid candidate run manifest JSON: ${rel}${why}`, {
        file: rel,
        ...lineColumn(text, loaded.error.offset)
      })
    ];
  }
  const v = loaded.value;
  const p = runManifestProblem(v);
  if (p) out.push(finding(FAILURE_CODE[p.kind] ?? PQ.PQ030, p.message, { file: rel, subject: p.fields?.join(', ') }));
  if (isPyDict(v)) {
    for (const lp of liveManifestProblems(v))
      out.push({ ...ruleFinding(lp, rel, keyLine(text, lp.field)), gate: 'run-manifest' });
  }
  const validate = validatorFor('run-manifest');
  const sev = STATE.get(ctx)?.options.schemaSeverity ?? 'warning';
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    // Python-only JSON (NaN, Infinity): the reference accepts it; for the schema they become null (as JSON has no NaN).
    plain = JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x instanceof PyFloat ? x.value : x)));
  }
  if (sev !== 'off' && !validate(plain))
    out.push(
      finding(
        PQ.PQ020,
        `The run manifest does not match the run-manifest schema: ${describeSchemaErrors(validate.errors)}.`,
        { file: rel, gate: 'schema' },
        sev
      )
    );
  return out;
}

/** 1-based line of a top-level key's first occurrence in a JSON text (for findings), when it can be seen. */
function keyLine(text: string, field: string | undefined): number | undefined {
  if (!field) return undefined;
  const i = text.indexOf(JSON.stringify(field.split('.')[0]) + ':');
  const j = i >= 0 ? i : text.indexOf(JSON.stringify(field.split('.')[0]));
  return j >= 0 ? lineColumn(text, j).line : undefined;
}

/** 1-based line and column of a UTF-16 offset. */
function lineColumn(text: string, pos: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < pos && i < text.length; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  return { line, column: pos - last };
}
