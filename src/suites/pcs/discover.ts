/**
 * Discovery of pcs artifacts: PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0).
 * `*pcs_bench_ingest*.json` by name; other `.json` files by sniffing their first 64 KiB, and when that window was
 * cut, by the top-level keys of the whole document (streaming key scan, src/core/key-scan.ts).
 */
import { open } from 'node:fs/promises';
import { posix } from 'node:path';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import type { Artifact, Finding } from '../../core/model.js';
import { scanFirstRecordKeys } from '../../core/key-scan.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery } from '../types.js';
import { artifactKind } from './detect.js';

const SNIFF_BYTES = 64 * 1024;
const INGEST_NAME = /pcs_bench_ingest[^/]*\.json$/i;

/** True for file names that are ingest bundles by convention (goldens, producer exports, fixtures, normalized outputs). */
function isIngestName(path: string): boolean {
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
async function topLevelSketch(abs: string): Promise<string> {
  const scan = await scanFirstRecordKeys(abs, { mode: 'json', maxBytes: SCAN_BYTES, captureValues: CAPTURED });
  const o: Record<string, unknown> = {};
  for (const k of scan.keys) Object.defineProperty(o, k, { value: scan.values[k] ?? 0, enumerable: true });
  return JSON.stringify(o);
}

/** The pcs artifacts of the tree, the files skipped on purpose, and files that could not be read (BG008). */
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
    artifacts.push({ path: f, kind: artifactKind(type) });
  }
  return { artifacts, skipped, findings };
}
