import type { Plugin } from '../types.js';
import { FIGHTBENCH_CODES } from './codes.js';

export const fightbenchPlugin: Plugin = {
  id: 'fightbench',
  title: 'FightBench exports and suites',
  codes: { title: 'FightBench exports and suites', prefixes: ['FB'], codes: FIGHTBENCH_CODES },
  loadSuite: async () => (await import('./suite.js')).fightbenchSuite,
  commands: {
    word: 'fightbench',
    help: [
      {
        name: ['fightbench', 'verify'],
        summary:
          'Verify FightBench schema-v1 exports (JSONL/Parquet) and suite downloads: rows, manifest hash, optional replay.'
      }
    ],
    load: async () => (await import('./commands.js')).FIGHTBENCH_COMMANDS
  }
};
