/** The check of one release: ARTIFACT_MANIFEST.tsv verified against its folder (src/release/verify.ts). */
import { posix } from 'node:path';
import { manifestMetrics } from './metrics.js';
import type { Artifact, ArtifactResult } from '../../core/model.js';
import { MANIFEST_NAME } from '../../release/manifest-parse.js';
import { finding } from '../../core/finding.js';
import { AM } from './codes.js';
import { manifestCharts } from './charts.js';
import { GATE_TITLES, resolveWithin, verifyRelease } from '../../release/verify.js';
import type { ManifestOptions } from './options.js';

function unreadableManifest(artifact: Artifact, message: string): ArtifactResult {
  return {
    artifact,
    gates: Object.entries(GATE_TITLES).map(([id, title]) => ({
      id,
      title,
      status: id === 'manifest_format' ? ('fail' as const) : ('undecided' as const),
      detail: id === 'manifest_format' ? `AM001: ${message}` : 'the manifest could not be read'
    })),
    findings: [finding(AM.AM001, message, { file: artifact.path, gate: 'manifest_format' })]
  };
}

/**
 * Verifies one release (the folder of its ARTIFACT_MANIFEST.tsv, `root`-relative `artifact.path`): the manifest's
 * gates and findings, the inventory table, charts, facts and metrics. A manifest that is a symlink is followed only
 * while it stays inside the repository.
 */
export async function checkManifest(root: string, artifact: Artifact, opts: ManifestOptions): Promise<ArtifactResult> {
  const dir = posix.dirname(artifact.path);
  const abs = dir === '.' ? root : posix.join(root, dir);
  // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
  const where = await resolveWithin(root, artifact.path);
  if (where.kind !== 'inside')
    return unreadableManifest(
      artifact,
      where.kind === 'escapes'
        ? `${MANIFEST_NAME} is a symlink that leaves the repository; it was not read`
        : `${MANIFEST_NAME} is a symlink to a target that does not exist`
    );
  const out = await verifyRelease(abs, {
    strict: opts.strict,
    displayPath: artifact.path,
    maxManifestBytes: opts.maxManifestBytes
  });
  return {
    artifact,
    gates: out.gates,
    findings: out.findings,
    metrics: manifestMetrics(out.facts, out.reference),
    facts: {
      ...out.facts,
      reference_valid: out.reference.valid,
      ...(out.reference.error ? { reference_error: out.reference.error } : {})
    },
    sections: [
      {
        kind: 'table',
        title: 'Inventory',
        columns: ['entries', 'checked', 'bytes hashed', 'missing', 'size mismatches', 'hash mismatches', 'unlisted'],
        rows: [
          [
            out.facts.entries,
            out.facts.checked,
            out.facts.bytes,
            out.reference.missing.length,
            out.reference.size_mismatches.length,
            out.reference.hash_mismatches.length,
            out.facts.unlisted
          ]
        ]
      },
      ...manifestCharts(out, artifact.path)
    ]
  };
}
