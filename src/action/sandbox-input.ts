/**
 * The action's `sandbox` input (docs/github.md, "Sandbox"): in CI a Qsolve workflow runs fully isolated or not at
 * all. An empty input means `required`, unless the `options` input already names `qsolve.sandbox` (the job's own
 * choice); `auto` and `off` must be written in the job file. The CLI's default stays `auto`. Pure.
 */
import { SANDBOX_MODES, type SandboxMode } from '../suites/qsolve/runner/sandbox.js';

/** The action's default when the job names no sandbox mode. */
const ACTION_SANDBOX_DEFAULT: SandboxMode = 'required';

/** The mode the action passes to the qsolve suite, or undefined when `options` already chose one. Throws on a bad value. */
export function actionSandbox(
  input: string,
  options: Record<string, Record<string, unknown>>
): SandboxMode | undefined {
  const v = input.trim();
  if (v !== '') {
    if (!(SANDBOX_MODES as readonly string[]).includes(v))
      throw new Error(`input sandbox must be auto, required or off (got "${v}")`);
    return v as SandboxMode;
  }
  const fromOptions = options.qsolve?.sandbox;
  return fromOptions === undefined ? ACTION_SANDBOX_DEFAULT : undefined;
}
