import { describe, expect, it } from '@jest/globals';
import { historyConfig } from '../../src/core/history-config.js';
import { judgeHistory } from '../../src/history/judge.js';
import { renderHistoryText } from '../../src/report/history-text.js';
import { entryWith, reportWith, sha } from './helpers.js';

describe('the CLI’s history lines', () => {
  const id = 'evil\x1b[2J\nFAKE PASS';
  const now = reportWith([{ id, label: id, value: 5, better: 'lower' }], { path: 'a\x1b]8;;x\x07.json' });
  const entries = [1, 2, 3].map((n) => {
    const e = entryWith(now, n, { [id]: n }, { commit: String(n).repeat(40) }, { [id]: 'lower' });
    return { ...e, artifacts: [{ ...e.artifacts[0]!, path: 'a\x1b]8;;x\x07.json' }] };
  });
  const { judgement } = judgeHistory(now, entries, historyConfig(), 'file \x1b[31mh', { commit: sha(4) });

  it('one header line and one line per alert, naming the window; text from the history and artifacts escaped', () => {
    const out = renderHistoryText(judgement, { color: false });
    // eslint-disable-next-line no-control-regex -- looking for control characters on purpose
    expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^== History \(file .*h\): 3 entries, window 30: 1 alert, 1 metric\(s\) judged, 0 not enough history$/
    );
    // Window 1, 2, 3: mean 2, s = 1, z = (5 − 2) / 1 = +3; the previous value 3: ratio 5/3 = 166.67 %, no alert.
    expect(lines[1]).toMatch(
      /^ALERT a.*\.json evil.*FAKE PASS 5 — z 3\.00 beyond 2\.326 \(mean 2, sd 1\) — window: last 3 \(1111111\.\.3333333\)$/
    );
  });

  it('colour only when asked', () => {
    expect(renderHistoryText(judgement, { color: true })).toContain('\x1b[33mALERT');
    expect(renderHistoryText(judgement, { color: false })).not.toContain('\x1b[');
  });
});
