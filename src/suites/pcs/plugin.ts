import type { Plugin } from '../types.js';
import { PCS_CODES } from './codes.js';

export const pcsPlugin: Plugin = {
  id: 'pcs',
  title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)',
  codes: { title: 'pcs-core benchmark ingest (PcsBenchIngest.v0)', prefixes: ['PCS'], codes: PCS_CODES },
  loadSuite: async () => (await import('./suite.js')).pcsSuite,
  // Checked by the suite's option parser (PCS option codes), as the `options` input's `pcs.min-tier`.
  inputs: [{ name: 'min-tier', suiteOption: 'min-tier', parse: (raw) => raw.trim() || undefined }],
  commands: {
    word: 'pcs',
    help: [
      {
        name: ['pcs', 'validate'],
        summary:
          'Validate PcsBenchIngest.v0 bundles (or v0 sub-artifacts): schema, pcs-core semantics, refs, recomputed digests, tier gate'
      },
      {
        name: ['pcs', 'tier'],
        summary:
          'Print the adequacy tier of each bundle (audit-ready is printed with its alias external-review-grade); invalid bundles get none'
      },
      {
        name: ['pcs', 'digest'],
        summary:
          'Print the PCS canonical JSON v1 digest (Python-compatible) of a document or of the value at a JSON pointer'
      },
      {
        name: ['pcs', 'report'],
        summary:
          'Build a BenchmarkReport.v0 with MetricSummary.v0 rollups from validated ingest bundles, and validate it'
      },
      {
        name: ['pcs', 'normalize'],
        summary:
          'Normalize producer dialect JSON (*.dialect.json) into v0 objects, as pcs-core `pcs benchmark normalize` does'
      }
    ],
    load: async () => (await import('./commands.js')).PCS_COMMANDS
  }
};
