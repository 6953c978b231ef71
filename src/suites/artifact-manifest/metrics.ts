/**
 * Headline numbers of an ARTIFACT_MANIFEST.tsv release (the result model's `metrics`): files listed, files
 * checked, bytes hashed, and the mismatches (missing files, size and hash mismatches, unlisted files). Pure.
 */
import type { Metric } from '../../core/model.js';
import type { ReferenceVerdict } from './verify.js';

export function manifestMetrics(
  facts: { entries: number; checked: number; bytes: number; unlisted: number },
  reference: Pick<ReferenceVerdict, 'missing' | 'size_mismatches' | 'hash_mismatches'>
): Metric[] {
  const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
  return [
    { id: 'files', label: 'Files listed', value: facts.entries },
    { id: 'files_checked', label: 'Files checked', value: facts.checked },
    { id: 'bytes', label: 'Bytes hashed', value: facts.bytes, unit: 'bytes' },
    { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
    { id: 'unlisted', label: 'Unlisted files', value: facts.unlisted, better: 'lower' }
  ];
}
