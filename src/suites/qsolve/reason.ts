/**
 * Why a method crashed, in one line for a case's Result cell and its QS021 finding (docs/qsolve.md, "When a method
 * crashes"): the exception's type and message as the traceback's last line shows them (`ValueError: bad input`),
 * without host paths outside the workflow. Pure.
 */

/** The longest reason shown; a longer one is cut at a word boundary with an ellipsis. */
const REASON_MAX = 300;

/** An absolute path that is not part of a longer token (a URL's `//host/…`, a relative `wf/x.py`, `<benchgate>/…`). */
const ABSOLUTE_PATH = /(?<![\w.~:/<>-])\/(?:[^\s'"`()[\]{},;:/]+\/)*([^\s'"`()[\]{},;:/]+)/g;

/**
 * One line for a crashed method's `reason` (`failed: ValueError: …` as the runner records it): the first line of the
 * exception's text (`…` when it had more), the workflow's own paths made workflow-relative by `tidy` (the checkout's
 * absolute path and benchgate's runner, traceback.ts `tidyTraceback`), and every other absolute path reduced to
 * `…/` and its last component, so neither the machine's folders nor the sandbox's are shown.
 */
export function oneLineReason(reason: string | null | undefined, tidy: (text: string) => string = (t) => t): string {
  const text = (reason ?? '').replace(/^failed:\s*/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return 'no reason given';
  let line =
    tidy(lines[0].trim())
      .replace(/file:\/\/(?=\/)/g, '')
      .replace(ABSOLUTE_PATH, '…/$1') + (lines.length > 1 ? ' …' : '');
  if (line.length > REASON_MAX) {
    const cut = line.lastIndexOf(' ', REASON_MAX - 1);
    line = `${line.slice(0, cut > REASON_MAX / 2 ? cut : REASON_MAX - 1)}…`;
  }
  return line;
}
