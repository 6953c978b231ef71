/**
 * Run records are bound to what they judge (docs/qsolve.md "Run records", docs/security.md): `benchgate qsolve run
 * --out` writes `binding` = the SHA-256 of the workflow folder's content (code, manifest, schemas, examples, every case
 * input: every file but benchgate's own `.benchgate/` and caches), benchgate's version and the case list; a check that
 * decides from records compares all three with the workflow it judges and refuses records that do not match.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { VERSION } from '../../version.js';
import { QS } from './codes.js';
import { workflowDigest } from './runner/cache-key.js';
import type { ParsedCases } from './cases.js';
import type { RecordsBinding, RunRecords } from './types.js';

/** What binding needs of a workflow (a `WorkflowState`). */
interface BoundWorkflow {
  folder: string;
  folderAbs: string;
  cases?: ParsedCases;
}
/** What binding needs of a records source (a `RecordsSource`). */
interface Source {
  records?: RunRecords;
  findings: Finding[];
  file?: string;
  notRun?: string;
  fromRecords?: boolean;
}

/** The case list as the binding records it: `cases/<name>` and `hardware_cases/<name>`, in file order. Pure. */
export function caseList(s: Pick<BoundWorkflow, 'cases'>): string[] {
  if (!s.cases) return [];
  return [...s.cases.cases.map((c) => `cases/${c.name}`), ...s.cases.hardware.map((c) => `hardware_cases/${c.name}`)];
}

/** The records file's path inside the workflow folder (left out of the digest), or undefined when outside it. */
function insideFolder(folderAbs: string, fileAbs: string | undefined): string | undefined {
  if (fileAbs === undefined) return undefined;
  const r = relative(folderAbs, fileAbs);
  return r === '' || r.startsWith('..') || isAbsolute(r) ? undefined : r.split(sep).join('/');
}

/**
 * The binding of the workflow as it is now. Not hashed: `recordsAbs` (the records file, when inside the folder) and
 * benchgate's own `.benchgate.yml` at the folder's root (the job's and the tree's settings, not the workflow's
 * content: its options are checked where they apply, and a checked tree's file may only tighten them).
 */
export async function currentBinding(
  s: Pick<BoundWorkflow, 'folderAbs' | 'cases'>,
  recordsAbs?: string
): Promise<RecordsBinding | undefined> {
  const records = insideFolder(s.folderAbs, recordsAbs);
  const content = await workflowDigest(s.folderAbs, [...(records ? [records] : []), '.benchgate.yml']);
  if (content === undefined) return undefined;
  return { content: `sha256:${content}`, benchgate: VERSION, cases: caseList(s) };
}

/** Compares the records' binding with the workflow's. Pure: the findings (QS045–QS048, errors on cases_pass). */
export function bindingFindings(
  binding: RecordsBinding | null | undefined,
  now: RecordsBinding | undefined,
  file: string,
  folder: string
): Finding[] {
  const at = { file, gate: 'cases_pass' };
  if (!binding)
    return [
      finding(
        QS.QS045,
        `run records ${file} carry no binding to a workflow (content digest, benchgate version, case list), so they cannot be shown to judge ${folder}; they were not used`,
        at
      )
    ];
  const out: Finding[] = [];
  if (!now)
    out.push(
      finding(
        QS.QS046,
        `the content of ${folder} cannot be digested (over 5,000 files or 256 MiB), so run records ${file} cannot be matched to it; they were not used`,
        at
      )
    );
  else if (binding.content !== now.content)
    out.push(
      finding(
        QS.QS046,
        `run records ${file} were written for other content than ${folder} has now (digest ${binding.content.slice(0, 19)}…, the workflow's ${now.content.slice(0, 19)}…: its code, manifest, schemas or a case input changed, or the records come from another workflow); they were not used`,
        at
      )
    );
  if (binding.benchgate !== VERSION)
    out.push(
      finding(
        QS.QS047,
        `run records ${file} were written by benchgate ${binding.benchgate.slice(0, 40)}, this is benchgate ${VERSION}; they were not used`,
        at
      )
    );
  if (now && JSON.stringify(binding.cases) !== JSON.stringify(now.cases))
    out.push(
      finding(
        QS.QS048,
        `run records ${file} were written for the cases [${binding.cases.slice(0, 8).join(', ')}${binding.cases.length > 8 ? ', …' : ''}], ${folder} has [${now.cases.slice(0, 8).join(', ')}${now.cases.length > 8 ? ', …' : ''}]; they were not used`,
        at
      )
    );
  return out;
}

/**
 * Checks records read from a file against the workflow they are to judge: records that do not match are dropped
 * (the run gates stay undecided) with the mismatch findings; records that match are kept, with a QS049 notice that
 * this run decided from them and ran no workflow code and no sandbox.
 */
export async function bindRecords<T extends Source>(
  s: BoundWorkflow,
  rec: T,
  recordsAbs: string | undefined
): Promise<T> {
  if (!rec.records || rec.file === undefined) return rec;
  const problems = bindingFindings(rec.records.binding, await currentBinding(s, recordsAbs), rec.file, s.folder);
  if (problems.length) {
    return {
      ...rec,
      records: undefined,
      findings: [...rec.findings, ...problems],
      notRun: `the run records ${rec.file} were refused (${problems.map((p) => p.code).join(', ')}) and no workflow code ran in this run`
    };
  }
  return {
    ...rec,
    fromRecords: true,
    findings: [
      ...rec.findings,
      finding(
        QS.QS049,
        `decided from the run records ${rec.file} (bound to this workflow's content, benchgate ${VERSION} and its cases); no workflow code and no sandbox ran in this run`,
        { file: rec.file }
      )
    ]
  };
}
