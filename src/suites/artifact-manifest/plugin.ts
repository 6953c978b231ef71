import type { Plugin } from '../types.js';
import { ARTIFACT_MANIFEST_CODES } from './codes.js';

export const artifactManifestPlugin: Plugin = {
  id: 'artifact-manifest',
  title: 'ARTIFACT_MANIFEST.tsv releases',
  codes: { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: ARTIFACT_MANIFEST_CODES },
  loadSuite: async () => (await import('./suite.js')).artifactManifestSuite,
  commands: { word: 'manifest', load: async () => (await import('./commands.js')).MANIFEST_COMMANDS }
};
