import type { Plugin } from '../types.js';
import { QSOLVE_CODES } from './codes.js';

export const qsolvePlugin: Plugin = {
  id: 'qsolve',
  title: 'Qsolve workflows',
  codes: {
    title: 'Qsolve workflows (Qsolve lint codes E050-E054 and benchgate QS codes)',
    prefixes: ['E05', 'QS'],
    codes: QSOLVE_CODES
  },
  loadSuite: async () => (await import('./suite.js')).qsolveSuite,
  commands: { word: 'qsolve', load: async () => (await import('./commands.js')).QSOLVE_COMMANDS }
};
