import type { Section } from '../../core/model.js';
import type { VerifyOutcome } from '../../release/verify.js';

/** A release inventory as a chart (HTML report; text and Markdown show it as a table): files by outcome, bytes in the note. */
export function manifestCharts(out: Pick<VerifyOutcome, 'facts' | 'reference'>, title: string): Section[] {
  const { facts, reference } = out;
  if (!facts.entries && !facts.unlisted) return [];
  return [
    {
      kind: 'chart',
      title: `Manifest files: ${title}`,
      chart: {
        type: 'bar',
        x: {
          label: 'Files',
          values: ['listed', 'checked', 'missing', 'size mismatches', 'hash mismatches', 'unlisted']
        },
        y: { label: 'Files', min: 0 },
        series: [
          {
            name: 'files',
            values: [
              facts.entries,
              facts.checked,
              reference.missing.length,
              reference.size_mismatches.length,
              reference.hash_mismatches.length,
              facts.unlisted
            ]
          }
        ]
      },
      note: `${facts.bytes} bytes hashed in ${facts.hashed} file(s).`
    }
  ];
}
