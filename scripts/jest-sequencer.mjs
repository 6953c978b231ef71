// jest's test order (jest.config.js `testSequencer`). jest's own order runs the files that failed last time first,
// then the files it has timings for, longest first, so no long file starts near the end and keeps the run waiting
// alone. A fresh clone has no timings: jest then orders by file size, which put a long integration file (one that
// mostly waits on a time budget) last, running alone for its last 8 s. Without timings, this order runs the
// integration tier's files first (they spawn dist/ and the sandbox: the long ones), each tier in jest's own order.
import Sequencer from '@jest/test-sequencer';

export default class TierFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((t) => t.duration != null)) return sorted;
    return sorted
      .map((test, i) => ({ test, i, rank: tierOf(test) === 'integration' ? 0 : 1 }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map((x) => x.test);
  }
}

/** The tier (jest project) of a test file: its project's display name. */
export function tierOf(test) {
  const d = test.context.config.displayName;
  return typeof d === 'string' ? d : d?.name;
}
