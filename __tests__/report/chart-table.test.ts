import { describe, expect, it } from '@jest/globals';
import { chartAsTable } from '../../src/report/chart-table.js';

describe('chartAsTable', () => {
  it('turns a chart into one row per x, one column per series, intervals and thresholds in the note', () => {
    const t = chartAsTable({
      kind: 'chart',
      title: 'Fidelity',
      note: 'noise-model cases.',
      chart: {
        type: 'bar',
        x: { label: 'case', values: ['a', 'b'] },
        y: { label: 'fidelity' },
        series: [{ name: 'fidelity', values: [0.98, null], low: [0.97, null], high: [0.99, null] }],
        thresholds: [{ label: 'min_fidelity', value: 0.97 }]
      }
    });
    expect(t.columns).toEqual(['case', 'fidelity', 'fidelity interval']);
    expect(t.rows).toEqual([
      ['a', 0.98, '0.97–0.99'],
      ['b', null, null]
    ]);
    expect(t.note).toBe('noise-model cases. min_fidelity = 0.97');
  });
});
