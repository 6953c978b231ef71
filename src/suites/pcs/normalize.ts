/**
 * Dialect normalisation (pcs-core `benchmark_compat.py` ingest builders): producer dialect JSON → PcsBenchIngest.v0
 * (or ProfileCoverageReport.v0), byte-identical to pcs-core's `pcs benchmark normalize` output for the committed
 * dialects. The normalizer is chosen by the dialect file's base name, as in pcs-core.
 */
import { pyJsonDumps } from '../../python/index.js';
import { isObj } from './rules-common.js';
import { type PyObj, NormalizeError } from './normalize-common.js';
import { normalizeCertifyEdge } from './normalize-certifyedge.js';
import { normalizePfExplainQuality, normalizePfProfileCoverage } from './normalize-pf.js';
import { normalizeScientificMemory } from './normalize-scientific-memory.js';

const DIALECTS = [
  'certifyedge_certificate_benchmark.dialect.json',
  'pf_admission_explain_quality.dialect.json',
  'scientific_memory_render_benchmark.dialect.json',
  'pf_profile_coverage.dialect.json'
] as const;

/**
 * Normalizes one dialect document, chosen by the dialect file's base name. `sibling` reads another dialect
 * file of the same folder by base name (PF needs pf_profile_coverage.dialect.json).
 */
export function normalizeDialect(
  baseName: string,
  dialect: unknown,
  sibling: (name: string) => unknown
): { type: string; value: PyObj; text: string } {
  if (!isObj(dialect)) throw new NormalizeError('the dialect root must be a JSON object');
  let value: PyObj;
  let type = 'PcsBenchIngest.v0';
  switch (baseName) {
    case 'certifyedge_certificate_benchmark.dialect.json':
      value = normalizeCertifyEdge(dialect);
      break;
    case 'pf_admission_explain_quality.dialect.json': {
      const s = sibling('pf_profile_coverage.dialect.json');
      value = normalizePfExplainQuality(dialect, isObj(s) ? s : undefined);
      break;
    }
    case 'scientific_memory_render_benchmark.dialect.json':
      value = normalizeScientificMemory(dialect);
      break;
    case 'pf_profile_coverage.dialect.json':
      value = normalizePfProfileCoverage(dialect);
      type = 'ProfileCoverageReport.v0';
      break;
    default:
      throw new NormalizeError(`unknown dialect '${baseName}'; expected one of: ${DIALECTS.join(', ')}`);
  }
  return { type, value, text: pyJsonDumps(value, { indent: 2 }) + '\n' };
}
