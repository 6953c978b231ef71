import type { Plugin } from '../types.js';
import { ARTIFACT_MANIFEST_CODES } from './codes.js';

export const artifactManifestPlugin: Plugin = {
  id: 'artifact-manifest',
  title: 'ARTIFACT_MANIFEST.tsv releases',
  codes: { title: 'ARTIFACT_MANIFEST.tsv release inventories', prefixes: ['AM'], codes: ARTIFACT_MANIFEST_CODES },
  loadSuite: async () => (await import('./suite.js')).artifactManifestSuite,
  // `strict: true` (exactly) turns on strict mode; any other text leaves the `options` input's choice.
  inputs: [{ name: 'strict', suiteOption: 'strict', parse: (raw) => (raw === 'true' ? true : undefined) }],
  commands: {
    word: 'manifest',
    help: [
      {
        name: ['manifest', 'verify'],
        summary:
          'Verify ARTIFACT_MANIFEST.tsv in each release directory: header, safe unique paths, sizes, SHA-256, unlisted files.'
      }
    ],
    load: async () => (await import('./commands.js')).MANIFEST_COMMANDS
  }
};
