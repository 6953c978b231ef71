/**
 * The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * Discovery: `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that
 * window was cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
 */
import { open } from 'node:fs/promises';
import { posix } from 'node:path';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import type { Artifact, ArtifactResult, Finding } from '../../core/model.js';
import { scanFirstRecordKeys } from '../../core/key-scan.js';
import { readBounded, resolveInside, UnsafePathError } from '../../core/paths.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { pcsCharts } from './charts.js';
import { withCharts } from '../charts.js';
import { detectType } from './detect.js';
import { parseOptions, PCS_OPTION_TRUST, pcsOptionKey, type PcsOptions } from './options.js';
import type { ProvenanceInput } from './tier-ladder.js';
import { checkPcsDocument, unreadDocument } from './check-document.js';

export const SNIFF_BYTES = 64 * 1024;
const INGEST_NAME = /pcs_bench_ingest[^/]*\.json$/i;

/** True for file names that are ingest bundles by convention (goldens, producer exports, fixtures, normalized outputs). */
export function isIngestName(path: string): boolean {
  return INGEST_NAME.test(posix.basename(path));
}

/**
 * Cheap content sniff of a JSON file's head: does it look like a v0 pcs artifact? Checks key names only
 * (no full parse), so a large unrelated JSON file costs one 64 KiB read.
 */
export function sniffPcs(head: string): string | undefined {
  const t = head.replace(/^\uFEFF/, '').trimStart();
  if (!t.startsWith('{')) return undefined;
  const explicit =
    /"(?:artifact_type|type|kind)"\s*:\s*"(PcsBenchIngest\.v0|BenchmarkReport\.v0|MetricSummary\.v0|BenchmarkRun\.v0|CoverageReport\.v0|FailureLocalizationResult\.v0|ExplainQualityReport\.v0|ProfileCoverageReport\.v0)"/.exec(
      t
    );
  const key = (k: string) => t.includes(`"${k}"`);
  if (!/"schema_version"\s*:\s*"v0"/.test(t) && !explicit) return undefined;
  if (
    key('producer_id') &&
    key('suite_id') &&
    key('workflow_id') &&
    (key('benchmark_runs') || key('coverage_reports') || key('artifact_refs'))
  )
    return 'PcsBenchIngest.v0';
  if (explicit) return explicit[1];
  if (key('benchmark_suite_id') && (key('metric_summaries') || (key('report_id') && key('summary'))))
    return 'BenchmarkReport.v0';
  if (key('artifact_type') && key('sha256') && key('role') && key('path')) return 'BenchmarkArtifactRef.v0';
  if (key('metric_id') && key('applicability') && key('score')) return 'MetricSummary.v0';
  if (key('run_id') && key('task_id') && key('observed_status')) return 'BenchmarkRun.v0';
  if (key('result_id') && key('expected_responsible_component')) return 'FailureLocalizationResult.v0';
  if (key('required_sections') && key('quality_score')) return 'ExplainQualityReport.v0';
  if (key('coverage_id') && key('workflow_profile_id')) return 'ProfileCoverageReport.v0';
  if (key('coverage_id') && key('coverage_ratio')) return 'CoverageReport.v0';
  return undefined;
}

async function readHead(abs: string, n: number): Promise<string> {
  const fh = await open(abs, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead).toString('utf8');
  } finally {
    await fh.close();
  }
}

/** A cut head worth a full key scan names at least one pcs key (sorted keys may push the rest past 64 KiB). */
const PCS_SIGNAL =
  /"(?:artifact_refs|benchmark_runs|coverage_reports|commands|failure_localization_reports|explain_quality_reports|logs|producer_id|schema_version|signature_or_digest|metric_summaries|benchmark_suite_id)"\s*:/;
const CAPTURED = new Set(['schema_version', 'artifact_type', 'type', 'kind']);
/** Bytes the key scan of a large JSON file reads at most during discovery. */
const SCAN_BYTES = 64 * 1024 * 1024;

/** A small JSON text with the document's top-level keys (and its type-bearing string values), for sniffPcs. */
export async function topLevelSketch(abs: string): Promise<string> {
  const scan = await scanFirstRecordKeys(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
  const o: Record<string, unknown> = {};
  for (const k of scan.keys) Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
  return JSON.stringify(o);
}

function kindOf(type: string): string {
  return type === 'PcsBenchIngest.v0'
    ? 'pcs-ingest'
    : type === 'BenchmarkReport.v0'
      ? 'pcs-benchmark-report'
      : 'pcs-sub-artifact';
}

export async function discoverPcs(tree: RepoTree): Promise<Discovery> {
  const artifacts: Artifact[] = [];
  const skipped: { path: string; reason: string }[] = [];
  const findings: Finding[] = [];
  for (const f of tree.files) {
    if (!f.toLowerCase().endsWith('.json')) continue;
    const base = posix.basename(f);
    if (isIngestName(f)) {
      artifacts.push({ path: f, kind: 'pcs-ingest' });
      continue;
    }
    if (
      base === 'provenance.manifest.json' ||
      base === 'package.json' ||
      base === 'package-lock.json' ||
      base === 'tsconfig.json'
    )
      continue;
    let head: string;
    try {
      head = await readHead(tree.abs(f), SNIFF_BYTES);
    } catch (e) {
      findings.push(
        finding(BG.BG008, `could not read "${f}" to see whether it is a pcs artifact: ${(e as Error).message}`, {
          file: f
        })
      );
      continue;
    }
    let type = sniffPcs(head);
    if (Buffer.byteLength(head) >= SNIFF_BYTES - 4 && PCS_SIGNAL.test(head)) {
      // The head was cut: the top-level keys of the whole document decide (streaming key scan), not the window,
      // where nested keys (an artifact_refs entry's artifact_type) could pass for the document's own.
      try {
        type = sniffPcs(await topLevelSketch(tree.abs(f))) ?? type;
      } catch {
        /* unreadable now: it was readable a moment ago; keep the head's answer */
      }
    }
    if (!type) continue;
    if (base.includes('metric_registry')) {
      skipped.push({ path: f, reason: 'BenchmarkMetricRegistry.v0 is not checked by the pcs suite' });
      continue;
    }
    artifacts.push({ path: f, kind: kindOf(type) });
  }
  return { artifacts, skipped, findings };
}

/** Checks one artifact file: bounded read, then the pure checker. */
export async function checkPcsFile(
  root: string,
  artifact: Artifact,
  options: PcsOptions,
  tree?: RepoTree
): Promise<ArtifactResult> {
  const file = artifact.path;
  let bytes: Buffer;
  try {
    const abs = await resolveInside(root, file, { expect: 'file' });
    bytes = await readBounded(abs, options.maxBytes);
  } catch (e) {
    return unreadDocument(artifact, e, 'option max-bytes', BG.BG008);
  }
  const prov = await loadProvenance(root, file, options, tree);
  return withCharts(checkPcsDocument(file, bytes, options, artifact, prov).result, pcsCharts);
}

async function loadProvenance(
  root: string,
  file: string,
  options: PcsOptions,
  tree?: RepoTree
): Promise<ProvenanceInput | undefined> {
  const path = options.provenanceManifest ?? posix.join(posix.dirname(file), 'provenance.manifest.json');
  if (!options.provenanceManifest && tree && !tree.has(path)) return undefined;
  try {
    const abs = await resolveInside(root, path, { expect: 'file' });
    return { path, text: (await readBounded(abs, 8 * 1024 * 1024)).toString('utf8') };
  } catch (e) {
    if (e instanceof UnsafePathError && e.problem === 'missing' && !options.provenanceManifest) return undefined;
    return { path };
  }
}

export const pcsSuite: Suite = {
  id: 'pcs',
  title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
  async discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
    const d = await discoverPcs(tree);
    const { findings } = parseOptions(ctx.options);
    return { ...d, findings: [...(d.findings ?? []), ...findings] };
  },
  async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
    const { options } = parseOptions(ctx.options);
    return checkPcsFile(ctx.root, artifact, options);
  },
  optionTrust: { table: PCS_OPTION_TRUST, canonical: pcsOptionKey }
};

export { detectType };
