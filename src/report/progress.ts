/**
 * Progress lines for long runs whose output is not a terminal (a CI log, a pipe): one line per artifact or Qsolve
 * case on stderr, throttled, so a long run shows it is alive and a short one prints nothing (docs/cli.md,
 * "Progress"). On a terminal the CLI keeps its single updating status line instead; `-q` silences both.
 */
import type { CommandIO } from '../core/command.js';
import { escapeText } from './escape/text.js';

/** A line is printed only once the run has taken this long and this long has passed since the last line. */
const PROGRESS_EVERY_MS = 2000;

/** `tick("3/7 artifacts checked", "pcs bundles/big.json")` → `benchgate: 3/7 artifacts checked (pcs bundles/big.json, 5.1 s)`. */
export type ProgressTick = (what: string, detail?: string) => void;

/**
 * A throttled line writer: `now` is a monotonic clock in milliseconds (injected: tests never read the wall clock).
 * The clock starts when the writer is made (the start of the command's run).
 */
export function progressLines(
  write: (line: string) => void,
  now: () => number,
  every: number = PROGRESS_EVERY_MS
): ProgressTick {
  const start = now();
  let last = start;
  return (what, detail) => {
    const t = now();
    if (t - start < every || t - last < every) return;
    last = t;
    const s = ((t - start) / 1000).toFixed(1);
    write(`benchgate: ${escapeText(what)} (${detail ? `${escapeText(detail)}, ` : ''}${s} s)\n`);
  };
}

/** The command's progress lines: on stderr when it is not a terminal and `-q` is not given; else undefined. */
export function cliProgress(io: CommandIO, quiet: boolean): ProgressTick | undefined {
  if (io.isTTY || quiet) return undefined;
  return progressLines((l) => io.stderr(l), io.now ?? (() => performance.now()));
}
