/**
 * The digest rule of a pcs document, pure: each recomputed canonical digest against the recorded
 * signature_or_digest (PCS030 embedded object, PCS031 ref, PCS032 root), or why it was not checked (PCS033).
 */
import type { Severity } from '../../core/model.js';
import type { DocIssue } from './check-common.js';
import { PCS } from './codes.js';
import type { DigestItem } from './digests.js';

/** One digest: nothing when it matches; `severity` is the digests option's (error under strict, else warning). */
export function digestRule(it: DigestItem, severity: Severity): DocIssue[] {
  const label = it.kind === 'root' ? 'root' : it.pointer.slice(1).replace(/\/(\d+)$/, '[$1]');
  if (it.computed === undefined || it.recorded === undefined) {
    const why = it.problem ?? 'there is no recorded signature_or_digest string to compare';
    return [
      {
        def: PCS.PCS033,
        message: `${label}: digest not checked: ${why}`,
        gate: 'digests',
        pointer: it.pointer + (it.recorded === undefined && !it.problem ? '' : '/signature_or_digest'),
        severity
      }
    ];
  }
  if (it.computed === it.recorded) return [];
  return [
    {
      def: it.kind === 'root' ? PCS.PCS032 : it.kind === 'ref' ? PCS.PCS031 : PCS.PCS030,
      message: `${label}: recorded signature_or_digest ${it.recorded} but the canonical digest is ${it.computed}`,
      gate: 'digests',
      pointer: it.pointer + '/signature_or_digest',
      severity
    }
  ];
}
