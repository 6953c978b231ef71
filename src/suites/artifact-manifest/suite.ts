import { posix } from 'node:path';
import { tightenBool, tightenLower, type TrustTable } from '../../core/trust.js';
import { manifestMetrics } from './metrics.js';
import type { Artifact, ArtifactResult } from '../../core/model.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { MANIFEST_NAME } from '../../release/manifest-parse.js';
import { finding } from '../../core/finding.js';
import { AM } from './codes.js';
import { manifestCharts } from './charts.js';
import { DEFAULT_MAX_MANIFEST_BYTES, GATE_TITLES, resolveWithin, verifyRelease } from '../../release/verify.js';

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

export interface ManifestOptions {
  strict: boolean;
  maxManifestBytes: number;
}

/** Every artifact-manifest option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
const MANIFEST_OPTION_TRUST: TrustTable = {
  strict: tightenBool(true, false),
  'max-manifest-bytes': tightenLower(DEFAULT_MAX_MANIFEST_BYTES)
};

export function readManifestOptions(raw: Record<string, unknown>): ManifestOptions {
  const strict = raw['strict'];
  const max = raw['max-manifest-bytes'];
  return {
    strict: strict === true || strict === 'true',
    maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_MAX_MANIFEST_BYTES
  };
}

/** Every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the release root). */
export const artifactManifestSuite: Suite = {
  id: 'artifact-manifest',
  title: 'ARTIFACT_MANIFEST.tsv releases',
  naming: [{ kind: 'artifact-manifest', label: 'Release inventory', part: 'folder' }],
  optionTrust: { table: MANIFEST_OPTION_TRUST },
  async discover(tree: RepoTree): Promise<Discovery> {
    // Files named ARTIFACT_MANIFEST.tsv, and folders of that name too: the check reports those as AM001.
    const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter(
      (f) => posix.basename(f) === MANIFEST_NAME
    );
    const artifacts: Artifact[] = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
    return { artifacts };
  },
  async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
    const opts = readManifestOptions(ctx.options);
    const dir = posix.dirname(artifact.path);
    const abs = dir === '.' ? ctx.root : posix.join(ctx.root, dir);
    // A manifest that is a symlink is followed only while it stays inside the repository: never read outside.
    const where = await resolveWithin(ctx.root, artifact.path);
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
};
