/**
 * The reference's replay derivatives (replay.py::canonicalize_harness_report and write_replay_derivatives):
 * one evaluator ("harness") report → canonical evaluation cells (JSONL) and the candidate summary in four
 * formats. Pure functions over parsed data plus one writer at the edge.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isPyDict,
  type PyDict,
  type PyValue,
  pyJsonDumps,
  pyJsonLoads,
  pyStr,
  pyStrRepr,
  pyTruthy
} from '../../python/index.js';
import { countCells, EvaluationAccumulator, type Summary, summarize, summaryToPy, VERSION_FIELDS } from './records.js';
import { renderSummary, type ReferenceFormat } from './render.js';
import { ReferenceFailure } from './service.js';
import { formatBytes } from '../../core/bytes.js';

export const HARNESS_REPORT_NAME = 'pqid_bench_external_model_generation_harness_report.json';
const CANONICAL_EVALUATIONS_NAME = 'pqid_bench_canonical_evaluations.jsonl';
/** Summary files in the order the reference writes them. */
const SUMMARY_OUTPUTS: [ReferenceFormat, string][] = [
  ['json', 'pqid_bench_candidate_summary.json'],
  ['text', 'pqid_bench_candidate_summary.txt'],
  ['markdown', 'pqid_bench_candidate_summary.md'],
  ['csv', 'pqid_bench_candidate_summary.csv']
];
/** Harness reports are about 0.5 MB for 154 prompts; refuse anything absurd instead of exhausting memory. */
const MAX_HARNESS_REPORT_BYTES = 256 * 1024 * 1024;

type Obj = PyDict;
const isObj = isPyDict;
const mapping = (v: PyValue | undefined): Obj => (isObj(v) ? v : {});
const bool = (v: PyValue | undefined): boolean => pyTruthy(v);
const idStr = (v: PyValue | undefined): string => (pyTruthy(v) ? pyStr(v) : '');

/** canonicalize_harness_report on the parsed report. Throws ReferenceFailure with the reference's ValueError text. */
export function canonicalizeHarnessPayload(payload: PyValue): Obj[] {
  const fail = (m: string): never => {
    throw new ReferenceFailure('harness-report', m);
  };
  if (!isObj(payload)) fail('Evaluator report must be a JSON object');
  const records = (payload as Obj).records;
  if (!Array.isArray(records) || records.length === 0) fail('Evaluator report contains no evaluation records');
  const rows: Obj[] = [];
  const seen = new Set<string>();
  (records as PyValue[]).forEach((rec, k) => {
    const index = k + 1;
    if (!isObj(rec)) fail(`Evaluator record ${index} is not an object`);
    const record = rec as Obj;
    const model = idStr(record.model);
    const promptId = idStr(record.prompt_id);
    if (!model || !promptId) fail(`Evaluator record ${index} lacks model or prompt_id`);
    const key = JSON.stringify([model, promptId]);
    if (seen.has(key))
      fail(`Duplicate model-prompt key in evaluator report: (${pyStrRepr(model)}, ${pyStrRepr(promptId)})`);
    seen.add(key);
    const execution = mapping(record.execution);
    const structural = mapping(record.structural_checks);
    const qasm3 = mapping(execution.qasm3_export);
    // bool(a and b): the value of `a` when falsy, else `b`.
    const executable = bool(execution.execution_success) && bool(execution.circuit_found);
    const assembly = bool(qasm3.success);
    const signature = bool(structural.all_match);
    if (assembly && !executable) fail(`Evaluator record ${index} violates assembly => execution`);
    if (signature && !executable) fail(`Evaluator record ${index} violates signature => execution`);
    rows.push({
      ...VERSION_FIELDS,
      run_type: 'supplied_evaluation',
      record_type: 'canonical_evaluation',
      model,
      provider: idStr(record.provider),
      prompt_id: promptId,
      row_id: idStr(record.row_id),
      report_executable: executable,
      report_assembly_admissible: assembly,
      report_signature_match: signature,
      gate_types_match: bool(structural.gate_types_match),
      gate_count_match: bool(structural.gate_count_match),
      num_qubits_match: bool(structural.num_qubits_match),
      num_clbits_match: bool(structural.num_clbits_match),
      selected_circuit_name: idStr(execution.selected_circuit_name),
      execution_error_type: execution.execution_error_type === undefined ? null : execution.execution_error_type
    });
  });
  return rows;
}

/** The canonical-evaluations JSONL text (json.dumps(row, ensure_ascii=True, sort_keys=True) + "\n" per row). */
export function canonicalEvaluationsText(rows: Obj[]): string {
  return rows.map((r) => pyJsonDumps(r, { sortKeys: true }) + '\n').join('');
}

/** summarize_evaluation_records over canonical rows (they already satisfy every rule, but run them anyway). */
function summarizeCanonicalRows(rows: Obj[]): Summary {
  const acc = new EvaluationAccumulator({ displayPath: CANONICAL_EVALUATIONS_NAME, stopAtFirst: true });
  rows.forEach((r, i) => {
    acc.records++;
    acc.addRow(r as Record<string, unknown>, i + 1);
  });
  acc.finish();
  if (acc.firstError) throw new ReferenceFailure('harness-report', acc.firstError.message);
  return summarize(countCells(acc.cells), null);
}

/** The four summary files' contents, keyed by file name, in the reference's order. */
function summaryFiles(summary: Summary): [string, string][] {
  const json = summaryToPy(summary, 'supplied_evaluation');
  // reporting.render_summary(...) + "\n"; renderSummary already ends with the newline print() adds.
  return SUMMARY_OUTPUTS.map(([format, name]) => [
    name,
    renderSummary({ summary, runType: 'supplied_evaluation' }, json, format)
  ]);
}

export interface ReplayDerivatives {
  rows: number;
  summary: Summary;
  files: string[];
}

/** Reads a harness report (`shown` is the path as given, for messages) with Python's json.loads semantics. */
async function readHarnessReport(abs: string, shown: string): Promise<PyValue> {
  let buf: Buffer;
  try {
    const st = await stat(abs);
    if (st.isDirectory())
      throw new ReferenceFailure('harness-report', `[Errno 21] Is a directory: ${pyStrRepr(shown)}`, {
        traceback: 'IsADirectoryError'
      });
    if (st.size > MAX_HARNESS_REPORT_BYTES)
      throw new ReferenceFailure(
        'harness-report',
        `Evaluator report is larger than ${formatBytes(MAX_HARNESS_REPORT_BYTES)}: ${shown}`
      );
    buf = await readFile(abs);
  } catch (e) {
    if (e instanceof ReferenceFailure) throw e;
    throw new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${pyStrRepr(shown)}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw new ReferenceFailure('harness-report', `Evaluator report is not valid UTF-8: ${shown}`);
  }
  const r = pyJsonLoads(text);
  if (!r.ok) throw new ReferenceFailure('harness-report', `Invalid evaluator report JSON: ${shown}`);
  return r.value;
}

/**
 * write_replay_derivatives: canonical cells and the four candidate summaries from one harness report.
 * The reference reads the report from the output folder itself; benchgate takes its path separately.
 * Creates `outDir` when missing. Every file is computed before the first is written.
 */
export async function writeReplayDerivatives(
  reportAbs: string,
  reportShown: string,
  outDir: string
): Promise<ReplayDerivatives> {
  const rows = canonicalizeHarnessPayload(await readHarnessReport(reportAbs, reportShown));
  const summary = summarizeCanonicalRows(rows);
  const files: [string, string][] = [
    [CANONICAL_EVALUATIONS_NAME, canonicalEvaluationsText(rows)],
    ...summaryFiles(summary)
  ];
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of files) await writeFile(join(outDir, name), text);
  return { rows: rows.length, summary, files: files.map(([n]) => join(outDir, n)) };
}
