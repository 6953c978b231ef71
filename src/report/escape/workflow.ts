import { escapeControls } from './text.js';

/**
 * The action log's rule (GitHub workflow commands). The runner reads every line of the step's stdout and stderr;
 * a line whose first non-blank characters are `::` is a command (`::error …::`, `::stop-commands::TOKEN`, …),
 * and so is any line holding the legacy `##[command]` form. benchgate's own commands go through `@actions/core`
 * (`core.error`, `core.warning`, `core.notice`, `core.setFailed`, `core.startGroup`, `core.debug`), which escapes
 * `%`, CR and LF in the message and also `:` and `,` in properties; this file prepares what is handed to it:
 *
 * - `logLine(s)` for `core.info`: one line, every control character shown escaped (a newline reads `\n`, so no
 *   text can start a second line), and a `::` at the start or a `##[` anywhere broken by a zero-width joiner
 *   (U+200D), so the runner never reads the line as a command.
 * - `commandMessage(s)` for an annotation's or a failure's message: newlines kept (the runner shows them, and
 *   `@actions/core` sends them as `%0A`), every other control character shown escaped, `##[` broken.
 * - `commandProperty(s)` for a property (title, file): one line, control characters shown escaped, `##[` broken.
 */

const JOINER = '\u200d';

function neutralise(line: string): string {
  return breakLegacy(line.replace(/^(\s*):/, `$1:${JOINER}`));
}

/** A plain log line (`core.info`): one line, controls shown, never a command. */
export function logLine(s: string): string {
  return neutralise(escapeControls(s));
}

/** A command's message: newlines kept, other controls shown. `@actions/core` escapes `%`, CR and LF. */
export function commandMessage(s: string): string {
  return breakLegacy(escapeControls(s, { newline: true }));
}

/** A command's property value: one line, controls shown. `@actions/core` escapes `%`, CR, LF, `:` and `,`. */
export function commandProperty(s: string): string {
  return breakLegacy(escapeControls(s));
}

/** The runner looks for the legacy `##[command]` form anywhere in a line that is not a `::` command. */
function breakLegacy(s: string): string {
  return s.replace(/##\[/g, `#${JOINER}#[`);
}
