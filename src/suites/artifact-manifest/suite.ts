/** The artifact-manifest suite: every ARTIFACT_MANIFEST.tsv in the tree is one release to verify. */
import type { Artifact, ArtifactResult } from '../../core/model.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { checkManifest } from './check-manifest.js';
import { discoverManifests } from './discover.js';
import { MANIFEST_OPTION_TRUST, readManifestOptions } from './options.js';

export const artifactManifestSuite: Suite = {
  id: 'artifact-manifest',
  title: 'ARTIFACT_MANIFEST.tsv releases',
  naming: [{ kind: 'artifact-manifest', label: 'Release inventory', part: 'folder' }],
  optionTrust: { table: MANIFEST_OPTION_TRUST },
  async discover(tree: RepoTree): Promise<Discovery> {
    return discoverManifests(tree);
  },
  async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
    return checkManifest(ctx.root, artifact, readManifestOptions(ctx.options));
  }
};
