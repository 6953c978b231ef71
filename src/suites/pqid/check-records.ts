/**
 * The checks of record files and live-run outputs: prompts, responses, provider attempts, benchmark records and
 * requests (parse, unique ids, the live-run rules, no credentials, the prompt-id join against the run's prompt files,
 * the schema pass), and run-summary.json (portable file references, no credentials).
 */
import type { Artifact, ArtifactResult, Finding } from '../../core/model.js';
import { BG } from '../../codes/general.js';
import { BOUND_FIX, describeBound, positionOf, scanJsonBounds } from '../../core/bounds.js';
import { finding } from '../../core/finding.js';
import { readBounded, resolveInside } from '../../core/paths.js';
import type { SuiteContext } from '../types.js';
import { PQ } from './codes.js';
import { readJsonlLines } from '../../formats/jsonl.js';
import { isPyDict, type PyValue, pyJsonLoads } from '../../python/index.js';
import type { SchemaName } from './schemas.js';
import type { CodeDef } from '../../codes/types.js';
import { pushAll } from '../../core/arrays.js';
import {
  attemptProblems,
  requestProblems,
  responseProblems,
  type RuleCode,
  type RuleProblem,
  runSummaryProblems,
  secretProblems,
  SeenIds
} from './live.js';
import { KINDS, type RunState } from './run-state.js';
import { gateOf, schemaPass } from './check-common.js';

const RULE_CODE: Record<RuleCode, CodeDef> = {
  PQ021: PQ.PQ021,
  PQ022: PQ.PQ022,
  PQ023: PQ.PQ023,
  PQ024: PQ.PQ024,
  PQ025: PQ.PQ025,
  PQ026: PQ.PQ026,
  PQ027: PQ.PQ027,
  PQ028: PQ.PQ028,
  PQ035: PQ.PQ035,
  PQ036: PQ.PQ036,
  PQ037: PQ.PQ037,
  PQ038: PQ.PQ038
};

export const ruleFinding = (p: RuleProblem, file: string, line?: number): Finding =>
  finding(
    RULE_CODE[p.code],
    p.message,
    { file, ...(line ? { line } : {}), gate: 'records-valid', ...(p.field ? { subject: p.field } : {}) },
    p.severity
  );

/** Every prompt id of the run's prompt files (read once; unreadable lines are that file's own findings). */
function knownPromptIds(ctx: SuiteContext, state: RunState): Promise<Set<string>> {
  state.promptIds ??= (async () => {
    const ids = new Set<string>();
    for (const rel of state.promptFiles ?? []) {
      let abs: string;
      try {
        abs = await resolveInside(ctx.root, rel, { expect: 'file' });
      } catch {
        continue;
      }
      await readJsonlLines(
        abs,
        (text) => {
          if (scanJsonBounds(text)) return; // reported by the prompt file's own check
          try {
            const v = JSON.parse(text) as unknown;
            if (v && typeof v === 'object' && !Array.isArray(v)) {
              const id = (v as Record<string, unknown>).prompt_id;
              if (typeof id === 'string') ids.add(id);
            }
          } catch {
            /* reported by the prompt file's own check */
          }
        },
        { maxLineBytes: state.options.maxLineBytes }
      ).catch(() => undefined);
    }
    return ids;
  })();
  return state.promptIds;
}

export async function checkRecords(
  artifact: Artifact,
  ctx: SuiteContext,
  state: RunState,
  schema: SchemaName | undefined
): Promise<ArtifactResult> {
  const file = artifact.path;
  const findings: Finding[] = [];
  let abs: string;
  try {
    abs = await resolveInside(ctx.root, file, { expect: 'file' });
  } catch (e) {
    findings.push(finding(PQ.PQ012, (e as Error).message, { file, gate: 'records-valid' }));
    return {
      artifact,
      gates: [{ id: 'records-valid', title: 'Records readable', status: 'fail', detail: (e as Error).message }],
      findings
    };
  }
  const kind = artifact.kind;
  const joins = kind === KINDS.responses || kind === KINDS.attempts || kind === KINDS.requests;
  const known = joins && (state.promptFiles?.length ?? 0) > 0 ? await knownPromptIds(ctx, state) : undefined;
  const seen = new SeenIds();
  const max = state.options.maxFindingsPerFile;
  let ruleCount = 0;
  const rule = (p: RuleProblem, line: number): void => {
    ruleCount++;
    if (ruleCount <= max) findings.push(ruleFinding(p, file, line));
  };
  let rows = 0;
  const r = await readJsonlLines(
    abs,
    (text, line) => {
      if (!text.trim()) return;
      rows++;
      const over = scanJsonBounds(text);
      if (over) {
        if (findings.length < max)
          findings.push(
            finding(BG.BG020, `Record at ${file}:${line}: ${describeBound(over, 'record')}; ${BOUND_FIX}`, {
              file,
              line,
              column: positionOf(text, over.offset).column,
              gate: 'records-valid'
            })
          );
        return;
      }
      let v: PyValue | undefined;
      // Requests keep Python's int/float distinction (their digest is over Python's canonical JSON).
      if (kind !== KINDS.requests) {
        try {
          v = JSON.parse(text) as PyValue;
        } catch {
          v = undefined;
        }
      }
      if (v === undefined) {
        const r = pyJsonLoads(text); // NaN, Infinity: Python's json.loads accepts them
        if (!r.ok) {
          if (findings.length < max)
            findings.push(finding(PQ.PQ001, `Invalid JSONL at ${file}:${line}`, { file, line, gate: 'records-valid' }));
          return;
        }
        v = r.value;
      }
      if (!isPyDict(v)) {
        findings.push(
          finding(PQ.PQ002, `Expected an object at ${file}:${line}`, { file, line, gate: 'records-valid' })
        );
        return;
      }
      const row = v as { [k: string]: PyValue };
      const problems: RuleProblem[] = [];
      if (kind === KINDS.prompts && typeof row.prompt_id === 'string') {
        const first = seen.check(row.prompt_id, line);
        if (first !== undefined)
          problems.push({
            code: 'PQ024',
            message: `Duplicate prompt_id ${JSON.stringify(row.prompt_id)} (first on line ${first}); the prompt id is the join key and must be unique.`,
            field: 'prompt_id'
          });
      }
      if (kind === KINDS.attempts) {
        if (typeof row.attempt_id === 'string') {
          const first = seen.check(row.attempt_id, line);
          if (first !== undefined)
            problems.push({
              code: 'PQ023',
              message: `Duplicate attempt_id ${JSON.stringify(row.attempt_id)} (first on line ${first}).`,
              field: 'attempt_id'
            });
        }
        pushAll(problems, attemptProblems(row));
      }
      if (kind === KINDS.responses) pushAll(problems, responseProblems(row));
      if (kind === KINDS.requests) pushAll(problems, requestProblems(row));
      if (joins) pushAll(problems, secretProblems(row));
      if (known && typeof row.prompt_id === 'string' && !known.has(row.prompt_id)) {
        problems.push({
          code: 'PQ025',
          message: `prompt_id ${JSON.stringify(row.prompt_id)} is in no prompt file of the repository (${(state.promptFiles ?? []).slice(0, 3).join(', ')}${(state.promptFiles?.length ?? 0) > 3 ? ', …' : ''}).`,
          field: 'prompt_id'
        });
      }
      for (const p of problems) rule(p, line);
    },
    { maxLineBytes: state.options.maxLineBytes }
  ).catch((e: Error) => {
    findings.push(finding(PQ.PQ012, e.message, { file, gate: 'records-valid' }));
    return undefined;
  });
  if (ruleCount > max)
    findings.push(
      finding(
        PQ.PQ014,
        `${ruleCount - max} more record problems were found and not listed (max-findings-per-file ${max}).`,
        { file }
      )
    );
  if (r?.utf8Error)
    findings.push(finding(PQ.PQ011, r.utf8Error.message, { file, line: r.utf8Error.line, gate: 'records-valid' }));
  const sp = schema ? await schemaPass(abs, file, schema, state.options) : { findings: [], invalid: 0 };
  pushAll(findings, sp.findings);
  const facts: Record<string, unknown> = { rows, schema: schema ?? null, schema_invalid_rows: sp.invalid };
  if (joins)
    facts.prompt_join = known
      ? `checked against ${state.promptFiles?.length} prompt file(s)`
      : 'no prompt file in the repository: not checked';
  return {
    artifact,
    gates: [gateOf('records-valid', 'Records readable', findings, `${rows} records`)],
    findings,
    facts
  };
}

/** run-summary.json of a live run: portable file references, no credentials. */
export async function checkRunSummary(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
  const file = artifact.path;
  const findings: Finding[] = [];
  try {
    const abs = await resolveInside(ctx.root, file, { expect: 'file' });
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readBounded(abs, 16 * 1024 * 1024));
    const loaded = pyJsonLoads(text);
    if (!loaded.ok)
      findings.push(
        finding(
          loaded.error.kind === 'bounds' ? BG.BG020 : PQ.PQ030,
          `Cannot read run-summary.json: ${loaded.error.message}`,
          {
            file,
            line: loaded.error.line,
            column: loaded.error.column,
            gate: 'records-valid'
          }
        )
      );
    else if (!isPyDict(loaded.value))
      findings.push(finding(PQ.PQ030, 'run-summary.json is not a JSON object.', { file, gate: 'records-valid' }));
    else
      for (const p of [...runSummaryProblems(loaded.value), ...secretProblems(loaded.value)])
        findings.push(ruleFinding(p, file));
  } catch (e) {
    findings.push(
      finding(e instanceof TypeError ? PQ.PQ030 : PQ.PQ012, `Cannot read run-summary.json: ${(e as Error).message}`, {
        file,
        gate: 'records-valid'
      })
    );
  }
  return {
    artifact,
    gates: [gateOf('records-valid', 'Run summary portable', findings, 'portable file references, no credentials')],
    findings
  };
}
