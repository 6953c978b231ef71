import type { Plugin } from '../types.js';
import { PQID_CODES } from './codes.js';

export const pqidPlugin: Plugin = {
  id: 'pqid',
  title: 'PQID-Bench evaluations and releases',
  codes: { title: 'PQID-Bench (evaluations, run manifests, compare, releases)', prefixes: ['PQ'], codes: PQID_CODES },
  loadSuite: async () => (await import('./suite.js')).pqidSuite,
  commands: { word: 'pqid', load: async () => (await import('./commands.js')).PQID_COMMANDS }
};
