/**
 * The `no-regression` setting as data: parsed from `.benchgate.yml`, the action input and the CLI flag. Kept in core
 * (below the baseline floor) so that configuration parsing never imports the baseline comparison.
 */
import { parse as parseYaml } from 'yaml';

export interface NoRegressionConfig {
  enabled: boolean;
  /** A gate failing or undecided now that did not in the baseline is a regression (default true). */
  newFailures: boolean;
  /** Metric id or glob → how much it may worsen, in its units; first exact id, else the first matching glob. */
  maxDrop: { pattern: string; max: number }[];
}

const KEYS = new Set(['enabled', 'new-failures', 'max-drop']);
const MAX_PATTERNS = 200;

/**
 * Parses a no-regression setting: `true` / `false`, or a mapping `{enabled, new-failures, max-drop: {id: number}}`
 * (a mapping turns the gate on unless `enabled: false`). Returns the problems as messages (BG002 at the caller).
 */
export function parseNoRegression(v: unknown, where: string): { config: NoRegressionConfig; errors: string[] } {
  const errors: string[] = [];
  const config: NoRegressionConfig = { enabled: false, newFailures: true, maxDrop: [] };
  if (v === undefined || v === null || v === false || v === 'false' || v === '') return { config, errors };
  if (v === true || v === 'true') return { config: { ...config, enabled: true }, errors };
  if (typeof v !== 'object' || Array.isArray(v))
    return { config, errors: [`${where} must be true, false or a mapping with enabled, new-failures, max-drop`] };
  config.enabled = true;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (!KEYS.has(k))
      errors.push(`unknown key ${JSON.stringify(k.slice(0, 40))} in ${where}; expected one of ${[...KEYS].join(', ')}`);
    else if (k === 'enabled' || k === 'new-failures') {
      if (typeof x !== 'boolean') errors.push(`${where}.${k} must be true or false`);
      else if (k === 'enabled') config.enabled = x;
      else config.newFailures = x;
    } else {
      if (!x || typeof x !== 'object' || Array.isArray(x)) {
        errors.push(`${where}.max-drop must be a mapping from a metric id (or glob) to the largest allowed worsening`);
        continue;
      }
      for (const [pattern, max] of Object.entries(x as Record<string, unknown>)) {
        if (config.maxDrop.length >= MAX_PATTERNS) {
          errors.push(`${where}.max-drop: at most ${MAX_PATTERNS} entries`);
          break;
        }
        if (typeof max !== 'number' || !Number.isFinite(max) || max < 0)
          errors.push(`${where}.max-drop.${pattern.slice(0, 80)} must be a number >= 0`);
        else if (pattern.length === 0 || pattern.length > 1024)
          errors.push(`${where}.max-drop: a metric id must have 1 to 1024 characters`);
        else config.maxDrop.push({ pattern, max });
      }
    }
  }
  return { config, errors };
}

/**
 * The action input / CLI flag `no-regression`: '' (not set: `.benchgate.yml` decides), `true`, `false`, or a YAML/JSON
 * mapping such as `{max-drop: {headline_accuracy: 0.02, 'case/*\/fidelity': 0.01}}`. Throws with a message on bad input.
 */
export function parseNoRegressionText(text: string, where: string): NoRegressionConfig | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  let v: unknown;
  try {
    v = t === 'true' || t === 'false' ? t === 'true' : parseYaml(t, { maxAliasCount: 20 });
  } catch (e) {
    throw new Error(`${where} is not true, false or a YAML/JSON mapping: ${(e as Error).message.split('\n')[0]}`);
  }
  const r = parseNoRegression(v, where);
  if (r.errors.length) throw new Error(r.errors.join('; '));
  return r.config;
}
