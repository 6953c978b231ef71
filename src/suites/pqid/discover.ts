/**
 * Discovery of PQID-Bench artifacts: frozen release directories, explicitly configured files, and (auto-discover)
 * JSONL record files classified by the keys of their first record, run manifests recognised by their fields or name,
 * run summaries, and folders or symlinks named like an artifact. Records the run's state for the checks.
 */
import { posix } from 'node:path';
import type { Artifact } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { globToRegExp } from '../../core/glob.js';
import { type KeyScan, scanFirstRecordKeys } from '../../core/key-scan.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, SuiteContext } from '../types.js';
import { PQ } from './codes.js';
import { parseOptions, type PqidOptions } from './options.js';
import { RELEASE_PATHS } from './service.js';
import { VERSION_KEYS } from './records.js';
import { KINDS, STATE } from './run-state.js';

const has = (o: Record<string, unknown>, names: readonly string[]): boolean => names.some((n) => o[n] !== undefined);

/** Classifies a record by its keys (not its file name). */
function classifyRecord(o: Record<string, unknown>): string | undefined {
  if (has(o, ['request_body']) && has(o, ['request_sha256']) && !has(o, ['attempt_id'])) return KINDS.requests;
  if (
    has(o, ['model']) &&
    has(o, ['prompt_id']) &&
    has(o, ['report_executable', 'execution', 'execution_success']) &&
    has(o, ['report_signature_match', 'signature', 'signature_match'])
  )
    return KINDS.evaluations;
  if (has(o, ['attempt_id']) && has(o, ['request_sha256']) && has(o, ['requested_model'])) return KINDS.attempts;
  if (has(o, ['prompt_id']) && has(o, ['row_id']) && has(o, ['prompt'])) return KINDS.prompts;
  if (has(o, ['prompt_id']) && has(o, ['generated_text', 'generated_code', 'response_sha256'])) return KINDS.responses;
  if (has(o, ['row_id']) && has(o, ['instruction']) && !has(o, ['prompt_id'])) return KINDS.benchmark;
  return undefined;
}

/** True when an object looks like a PQID run manifest (run_type plus at least three version fields). */
function looksLikeRunManifest(o: Record<string, unknown>): boolean {
  const n = VERSION_KEYS.filter((k) => o[k] !== undefined).length;
  return o.run_type !== undefined && n >= 3;
}

/** `evaluations*.jsonl` and other JSONL files whose name says they hold evaluations: claimed even when broken. */
const EVALUATIONS_NAME = /(^|\/)[^/]*evaluation[^/]*\.jsonl$/i;
/** `run_manifest.json`, `run-manifest.json`, `runmanifest.json` (any suffix before `.json`): claimed even when broken. */
const RUN_MANIFEST_NAME = /(^|\/)run[_-]?manifest[^/]*\.json$/i;
const RUN_MANIFEST_KEYS = ['run_type', ...VERSION_KEYS];
/** Bytes the key scan of a run manifest reads at most (the check refuses a manifest over 16 MiB anyway). */
const MANIFEST_SCAN_BYTES = 16 * 1024 * 1024;

/** A presence map of scanned keys (null prototype: a key named `__proto__` is just a key). */
function keyObject(keys: readonly string[]): Record<string, unknown> {
  const o: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const k of keys) Object.defineProperty(o, k, { value: true, enumerable: true });
  return o;
}

/** Why a scanned first record could not be judged whole (for skip reasons and claims). */
function scanTrouble(s: KeyScan): string | undefined {
  switch (s.end) {
    case 'complete':
      return s.bom ? 'the file starts with a byte order mark' : undefined;
    case 'empty':
      return 'the file is empty';
    case 'not-object':
      return `the first record is ${s.first ?? 'not an object'}, not a JSON object`;
    case 'eof':
      return 'the file ends inside its first record (truncated)';
    case 'cut-line':
      return 'the first line ends inside its record (cut or broken)';
    case 'invalid':
      return 'the first record has unbalanced brackets';
    case 'too-deep':
      return 'the first record is nested too deeply to scan';
    case 'window':
      return 'the first record is longer than the scan limit';
  }
}

function matchGlobs(tree: RepoTree, globs: string[]): string[] {
  const res = globs.map(globToRegExp);
  return tree.files.filter((f) => res.some((r) => r.test(f)));
}

export async function discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
  const { options, findings } = parseOptions(ctx.options);
  const artifacts: Artifact[] = [];
  const skipped: { path: string; reason: string }[] = [];
  const taken = new Set<string>();
  const add = (path: string, kind: string): void => {
    if (taken.has(path)) return;
    taken.add(path);
    artifacts.push({ path, kind });
  };
  // Frozen release directories.
  const releases: string[] = [];
  const promptSuffix = RELEASE_PATHS.prompts;
  for (const f of tree.files) {
    if (f !== promptSuffix && !f.endsWith('/' + promptSuffix)) continue;
    const d = f === promptSuffix ? '.' : f.slice(0, -(promptSuffix.length + 1));
    const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
    if (tree.has(ident)) releases.push(d);
    else
      skipped.push({
        path: d,
        reason: 'has the 154-prompt file but no identifiability JSON (core profile?); not a frozen evidence release'
      });
  }
  if (options.releaseDir) {
    const d = posix.normalize(options.releaseDir.replace(/\/+$/, '')) || '.';
    const ident = d === '.' ? RELEASE_PATHS.identifiability : `${d}/${RELEASE_PATHS.identifiability}`;
    if (!tree.dirs.has(d))
      findings.push(
        finding(PQ.PQ090, `release-dir "${options.releaseDir}" is not a folder of the repository.`, {
          subject: 'release-dir'
        })
      );
    else if (!tree.has(ident))
      findings.push(
        finding(
          PQ.PQ044,
          `release-dir "${options.releaseDir}" has no ${RELEASE_PATHS.identifiability}; compare needs the evidence profile.`,
          { subject: 'release-dir' }
        )
      );
    if (!releases.includes(d) && tree.dirs.has(d)) releases.push(d);
  }
  for (const d of releases) add(d, KINDS.release);
  const inRelease = (f: string): boolean =>
    releases.some((d) => (d === '.' ? f.startsWith('artifacts/') : f.startsWith(d + '/artifacts/')));
  // Explicit files.
  for (const g of options.evaluations) {
    const m = matchGlobs(tree, [g]);
    if (m.length === 0)
      findings.push(finding(PQ.PQ090, `evaluations "${g}" matches no file.`, { subject: 'evaluations' }));
    for (const f of m) add(f, KINDS.evaluations);
  }
  const recordOpt: [keyof PqidOptions['records'], string][] = [
    ['prompts', KINDS.prompts],
    ['responses', KINDS.responses],
    ['provider-attempts', KINDS.attempts],
    ['benchmark-records', KINDS.benchmark],
    ['requests', KINDS.requests]
  ];
  for (const [k, kind] of recordOpt) for (const f of matchGlobs(tree, options.records[k])) add(f, kind);
  const manifests: string[] = [];
  if (options.candidateManifest) {
    const m = posix.normalize(options.candidateManifest);
    if (!tree.has(m))
      findings.push(
        finding(PQ.PQ090, `candidate-manifest "${options.candidateManifest}" is not a file of the repository.`, {
          subject: 'candidate-manifest'
        })
      );
    else {
      manifests.push(m);
      add(m, KINDS.runManifest);
    }
  }
  if (options.autoDiscover) {
    for (const f of tree.files) {
      if (taken.has(f) || inRelease(f)) continue;
      if (/\.jsonl$/i.test(f)) {
        // A streaming key scan of the first record (no fixed window: up to the line limit, any depth up to 10,000).
        let scan: KeyScan | undefined;
        let readError: string | undefined;
        try {
          scan = await scanFirstRecordKeys(tree.abs(f), { mode: 'jsonl', maxBytes: options.maxLineBytes });
        } catch (e) {
          readError = (e as NodeJS.ErrnoException).code ?? 'read error';
        }
        const kind = scan ? classifyRecord(keyObject(scan.keys)) : undefined;
        if (kind) {
          add(f, kind);
          continue;
        }
        const trouble = readError ? `cannot be read (${readError})` : scanTrouble(scan!);
        if (EVALUATIONS_NAME.test(f)) {
          // Named as evaluations: anything but a whole record of another shape is claimed, so the check reports it.
          if (trouble) add(f, KINDS.evaluations);
          else
            skipped.push({
              path: f,
              reason:
                'JSONL whose records lack the evaluation keys (model, prompt_id, execution and signature endpoints)'
            });
        } else if (/pqid/i.test(f))
          skipped.push({
            path: f,
            reason: trouble
              ? `not classified: ${trouble}`
              : 'JSONL whose first record has none of the PQID record key sets'
          });
      } else if (/(^|\/)run-summary\.json$/.test(f)) {
        add(f, KINDS.runSummary);
      } else if (/(^|\/)[^/]*manifest[^/]*\.json$/i.test(f)) {
        const named = RUN_MANIFEST_NAME.test(f);
        let scan: KeyScan | undefined;
        try {
          scan = await scanFirstRecordKeys(tree.abs(f), { mode: 'json', maxBytes: MANIFEST_SCAN_BYTES });
        } catch {
          scan = undefined;
        }
        const keys = scan ? keyObject(scan.keys) : {};
        const mine = scan !== undefined && looksLikeRunManifest(keys);
        // Named run_manifest.json: claimed unless it is a whole JSON object with none of the run-manifest keys.
        const other =
          scan !== undefined && scan.end === 'complete' && !scan.bom && !RUN_MANIFEST_KEYS.some((k) => k in keys);
        if (mine || (named && !other)) {
          manifests.push(f);
          add(f, KINDS.runManifest);
        } else if (named)
          skipped.push({
            path: f,
            reason: 'a JSON object with none of the run-manifest fields (run_type, *_version); not a PQID run manifest'
          });
      }
    }
    // Folders and symlinks that are not files (dangling, leaving the repository, to a folder) named like an
    // artifact file (`evaluations.jsonl`, `run_manifest.json`): claimed, and reported unreadable by the check.
    for (const d of [...tree.dirs, ...tree.links]) {
      if (taken.has(d) || inRelease(d + '/x')) continue;
      if (EVALUATIONS_NAME.test(d)) add(d, KINDS.evaluations);
      else if (RUN_MANIFEST_NAME.test(d)) {
        manifests.push(d);
        add(d, KINDS.runManifest);
      }
    }
  }
  const promptFiles = artifacts.filter((a) => a.kind === KINDS.prompts).map((a) => a.path);
  for (const d of releases) promptFiles.push(d === '.' ? RELEASE_PATHS.prompts : `${d}/${RELEASE_PATHS.prompts}`);
  STATE.set(ctx, { options, releases, manifests, promptFiles });
  return { artifacts, skipped, findings };
}
