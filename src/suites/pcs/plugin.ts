import type { Plugin } from '../types.js';
import { PCS_CODES } from './codes.js';

export const pcsPlugin: Plugin = {
  id: 'pcs',
  title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
  codes: { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefixes: ['PCS'], codes: PCS_CODES },
  loadSuite: async () => (await import('./suite.js')).pcsSuite,
  commands: { word: 'pcs', load: async () => (await import('./commands.js')).PCS_COMMANDS }
};
