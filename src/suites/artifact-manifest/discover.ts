/** Discovery of releases: every ARTIFACT_MANIFEST.tsv in the tree is one release to verify (its folder is the root). */
import { posix } from 'node:path';
import type { Artifact } from '../../core/model.js';
import type { RepoTree } from '../../core/tree.js';
import { MANIFEST_NAME } from '../../release/manifest-parse.js';
import type { Discovery } from '../types.js';

/** Files named ARTIFACT_MANIFEST.tsv, and folders and links of that name too: the check reports those as AM001. */
export function discoverManifests(tree: RepoTree): Discovery {
  const named = [...tree.files, ...[...tree.dirs].filter((d) => d !== '.'), ...tree.links].filter(
    (f) => posix.basename(f) === MANIFEST_NAME
  );
  const artifacts: Artifact[] = [...new Set(named)].sort().map((f) => ({ path: f, kind: 'artifact-manifest' }));
  return { artifacts };
}
