/**
 * Headline numbers of an ARTIFACT_MANIFEST.tsv release (the result model's `metrics`): files listed, files
 * checked, bytes hashed, and the mismatches (missing files, size and hash mismatches, unlisted files). The
 * summary's headline: files, bytes, and the unlisted files when there are any (`Metric.headline`). Pure.
 */
import type { Metric } from '../../core/model.js';
import type { ReferenceVerdict } from '../../release/verify.js';

export function manifestMetrics(
  facts: { entries: number; checked: number; bytes: number; unlisted: number },
  reference: Pick<ReferenceVerdict, 'missing' | 'size_mismatches' | 'hash_mismatches'>
): Metric[] {
  const mismatches = reference.missing.length + reference.size_mismatches.length + reference.hash_mismatches.length;
  return [
    { id: 'files', label: 'Files listed', value: facts.entries, headline: { label: 'files' } },
    { id: 'files_checked', label: 'Files checked', value: facts.checked },
    {
      id: 'bytes',
      label: 'Bytes hashed',
      value: facts.bytes,
      unit: 'bytes',
      headline: { label: 'bytes', text: String(facts.bytes) }
    },
    { id: 'mismatches', label: 'Mismatches (missing, size, hash)', value: mismatches, better: 'lower' },
    {
      id: 'unlisted',
      label: 'Unlisted files',
      value: facts.unlisted,
      better: 'lower',
      ...(facts.unlisted ? { headline: { label: 'unlisted' } } : {})
    }
  ];
}
