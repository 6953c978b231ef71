/** The pcs suite: pcs-core PcsBenchIngest.v0 bundles (and standalone v0 sub-artifacts / BenchmarkReport.v0). */
import { posix } from 'node:path';
import { BG } from '../../codes/general.js';
import type { Artifact, ArtifactResult } from '../../core/model.js';
import { readBounded, resolveInside, UnsafePathError } from '../../core/paths.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { withCharts } from '../charts.js';
import { pcsCharts } from './charts.js';
import { checkPcsDocument, unreadDocument } from './check-document.js';
import { discoverPcs } from './discover.js';
import { parseOptions, PCS_OPTION_TRUST, pcsOptionKey, type PcsOptions } from './options.js';
import type { ProvenanceInput } from './tier-ladder.js';

/** Checks one artifact file: bounded read, then the pure checker. */
async function checkPcsFile(
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
  naming: [{ kind: '*', label: 'pcs-core bundle', part: 'base' }],
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
